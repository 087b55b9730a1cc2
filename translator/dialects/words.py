"""What every dialect's command vocabulary shares: telling a misspelt word from a genuine one.

A command that is not in scope is either a genuine command of its dialect (reported as out of scope, MQT401) or
not a command at all: a misspelt verb, object or command name, prose, or another dialect's command. The second
kind is an error located at the offending word, with a suggestion where one is close (``closest``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from translator.model.characters import fold, visible

# The words a vocabulary looks up: letters, digits and the characters CL names may hold.
WORD = re.compile(r"[A-Za-z0-9$#@_.]+")


@dataclass(frozen=True, slots=True)
class Unknown:
    """A command that is not one of its dialect's: the offending word, where it starts, what is wrong and what
    was expected. ``error`` False marks a near miss that may still be a genuine command (a user's CL command)."""

    word: str
    offset: int
    message: str
    expected: str
    error: bool = True


def distance(first: str, second: str, limit: int = 2) -> int:
    """Damerau-Levenshtein distance (optimal string alignment: an adjacent transposition counts 1), or
    ``limit + 1`` once it is certain to exceed ``limit``."""
    if abs(len(first) - len(second)) > limit:
        return limit + 1
    # What the two share at either end costs nothing (MQCMD_ names share six letters): only the middle is aligned.
    start = 0
    while start < len(first) and start < len(second) and first[start] == second[start]:
        start += 1
    end = 0
    while end < len(first) - start and end < len(second) - start and first[-1 - end] == second[-1 - end]:
        end += 1
    first, second = first[start:len(first) - end], second[start:len(second) - end]
    previous2: list[int] = []
    previous = list(range(len(second) + 1))
    for i, a in enumerate(first, 1):
        current = [i] + [0] * len(second)
        for j, b in enumerate(second, 1):
            cost = a != b
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a == second[j - 2] and first[i - 2] == b:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return min(previous[-1], limit + 1)


def closest(word: str, *candidate_groups: Iterable[str]) -> list[str]:
    """The candidates nearest to ``word`` (distance 1 for words of up to 4 characters, 2 for longer ones),
    all that tie, from the first group that has any: in-scope words come before the rest."""
    word = word.upper()
    if len(word) > 12:  # no vocabulary word is longer than 10 characters
        return []
    return list(_closest(word, tuple(map(frozenset, candidate_groups))))


@lru_cache(maxsize=4096)
def _closest(word: str, groups: tuple[frozenset[str], ...]) -> tuple[str, ...]:
    """``closest``, remembered: a file of prose or of one misspelt command repeats its unknown words, and each
    costs a comparison with every word of the vocabulary."""
    limit = 1 if len(word) <= 4 else 2
    for group in groups:
        # A candidate whose length differs by more than the limit is farther: not compared.
        near = [candidate for candidate in group if abs(len(candidate) - len(word)) <= limit and candidate != word]
        scored = sorted((distance(word, candidate, limit), candidate) for candidate in near)
        best = tuple(candidate for score, candidate in scored if score <= limit and score == scored[0][0])
        if best:
            return best
    return ()


def name_of(value: str) -> str:
    """An object name as a command writes it: quoted, as written with '' as one quote; else in upper case."""
    return value[1:-1].replace("''", "'") if value.startswith("'") else fold(value)


def listed(words: str) -> frozenset[str]:
    """A vocabulary written as words separated by blanks and line ends."""
    return frozenset(words.split())


def did_you_mean(found: list[str]) -> str:
    """"DEFINE" or "one of QL, QA, QR", as a diagnostic's expected text."""
    if not found:
        return ""
    return found[0] if len(found) == 1 else "one of " + ", ".join(found)


def shown(text: str, limit: int = 24) -> str:
    """A word as a message shows it: cut, with every unprintable character escaped."""
    return visible(text[:limit]) + ("..." if len(text) > limit else "")
