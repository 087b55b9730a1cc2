"""The dialects' Lark grammars (the top-level grammars/ folder, shipped in the package) and the regular
expressions of their terminals.

A grammar is its dialect's syntax, and its LALR parser the reference reading: a reader whose fast path
splits a command with one regular expression composes that expression from these terminals (``terminal``),
and tests/test_parsers.py checks that both accept the same commands with the same parameters.
"""

from __future__ import annotations

import re
from functools import cache

from lark import Lark
from lark.load_grammar import FromPackageLoader


@cache
def parser(dialect: str) -> Lark:
    """The LALR parser of ``dialect``'s grammar, built once per process.

    Grammars import what dialects share from grammars/common.lark. ``cache=True``: Lark keeps the analysed
    grammar in the temporary folder (keyed by the grammar's hash and Lark's version), so later processes
    (CLI runs, batch workers) load it instead of analysing it again.
    """
    return Lark.open_from_package("translator", f"{dialect}.lark", ("grammars",), parser="lalr", cache=True)


def terminal(dialect: str, name: str) -> str:
    """The regular expression of terminal ``name`` of ``dialect``'s grammar, flags included."""
    return parser(dialect).get_terminal(name).pattern.to_regexp()


def terminals(dialect: str) -> dict[str, str]:
    """The regular expression of each terminal of ``dialect``'s grammar, by name.

    Each is written so that it never gives back a character it matched (possessive runs, alternatives that
    begin differently), as a lexer never gives back a token: a scanner composed of them as they are reads
    what the lexer reads, without the cost of an atomic group around each.
    """
    return {name: terminal(dialect, name) for name in (t.name for t in parser(dialect).terminals)}


@cache
def shared(name: str) -> str:
    """The regular expression of terminal ``name`` of grammars/common.lark, which the dialects import.

    For a scanner that needs a shared terminal where its dialect's grammar uses it only inside a larger
    terminal (Lark then keeps no terminal of that name): a one-rule grammar imports it alone.
    """
    grammar = Lark(f"start: {name}\n%import common.{name}\n", parser="lalr", cache=True,
                   import_paths=[FromPackageLoader("translator", ("grammars",))])
    return grammar.get_terminal(name).pattern.to_regexp()


# A terminal that is a run of one character class, [...]++ or [^...]++: its sign and members (single characters
# or escapes; a class with a range is not taken apart).
_CLASS_RUN = re.compile(r"\[(\^?)((?:\\.|[^\]\\-])+)\]\+\+")
_MEMBER = re.compile(r"\\.|.", re.S)


def optional(pattern: str) -> str:
    """``pattern`` made optional, possessively. A run of one character class (SEPARATOR's ``[\\s,]++``) becomes
    the class repeated zero or more times (``[\\s,]*+``): the same text matched, which the regular expression
    engine reads as one repeated character, not as a group."""
    return pattern[:-2] + "*+" if _CLASS_RUN.fullmatch(pattern) else f"(?:{pattern})?+"


def either_class(*patterns: str) -> str | None:
    """One character class matching each character that one of ``patterns`` matches, where each is a run of one
    class (``[^\\s,'()]++``, ``[\\s,]++``), so that a run of either is that class repeated; None when they are
    not such runs or their union cannot be written as one class here.

    Positive classes join their members. One negated class with positive ones drops the members they share
    with it: WORD ``[^\\s,'()]`` with SEPARATOR ``[\\s,]`` is ``[^'()]``; this is exact only when every positive
    member is a member of the negated class and no member left matches what was dropped, which is checked.
    """
    classes = [_CLASS_RUN.fullmatch(pattern) for pattern in patterns]
    if not all(classes):
        return None
    negated = [_MEMBER.findall(c.group(2)) for c in classes if c and c.group(1)]
    positive = [member for c in classes if c and not c.group(1) for member in _MEMBER.findall(c.group(2))]
    if not negated:
        return "[" + "".join(map(_literal, positive)) + "]"
    if len(negated) > 1 or not set(positive) <= set(negated[0]):
        return None
    kept = [member for member in negated[0] if member not in positive]
    dropped = re.compile("|".join(map(_literal, positive))) if positive else None
    if dropped and any(member.startswith("\\") or dropped.match(member) for member in kept):
        return None  # an escape left in could stand for characters that were dropped
    return "[^" + "".join(map(_literal, kept)) + "]"


def _literal(member: str) -> str:
    """A class member as it stands alone or anywhere in a class: escapes as they are, any other character escaped."""
    return member if member.startswith("\\") else re.escape(member)


@cache
def blank() -> str:
    """The characters of a blank in every dialect, as the members of a character class (`` \\t\\n\\r\\f\\v``):
    grammars/common.lark's BLANKS, for the readers' patterns that are not composed of a dialect's terminals."""
    run = _CLASS_RUN.fullmatch(shared("BLANKS"))
    if run is None or run.group(1):
        raise ValueError("BLANKS is no longer a run of one character class")
    return run.group(2)


@cache
def blank_characters() -> str:
    """The characters of ``blank()`` themselves, for ``str.strip``: which a no-break space is not among, where
    ``str.strip()`` without arguments strips it."""
    blanks = re.compile(f"[{blank()}]")
    return "".join(character for character in map(chr, range(128)) if blanks.fullmatch(character))
