"""The dialects' Lark grammars (the top-level grammars/ folder, shipped in the package) and the regular
expressions of their terminals.

A grammar is its dialect's syntax, and its LALR parser the reference reading: a reader whose fast path
splits a command with one regular expression composes that expression from these terminals (``terminal``),
and tests/test_parsers.py checks that both accept the same commands with the same parameters.
"""

from __future__ import annotations

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
