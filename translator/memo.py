"""A small bounded memo for functions of few distinct arguments (enumeration words, flags)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)
Result = TypeVar("Result")


def remembered(function: Callable[[Key], Result], limit: int = 256) -> Callable[[Key], Result]:
    """``function`` with its results for the first ``limit`` distinct arguments kept in a dict.

    Cheaper than ``lru_cache`` on a hit, and a miss once the dict is full costs nothing extra:
    meant for arguments from a small set, where the limit is only a guard. Exceptions are not kept.
    """
    known: dict[Key, Result] = {}

    def call(argument: Key) -> Result:
        try:
            return known[argument]
        except KeyError:
            result = function(argument)
            if len(known) < limit:
                known[argument] = result
            return result
    return call
