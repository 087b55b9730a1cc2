"""Load the Lark grammars shipped in the package (the top-level grammars/ folder) and parse with them.

A grammar whose start rule is a flat sequence of terminals (MQSC ``VERB OBJECT PARAMETERS?``, CL
``COMMAND PARAMETERS?``) is also compiled, from Lark's own terminal definitions, into one regular
expression that accepts exactly the same commands and yields the same tokens: the LALR loop adds nothing
to a flat sequence but its cost (performance.md), so the compiled matcher reads the commands the grammar
accepts and the LALR parser reads every other one, raising the located error. tests/test_parsers.py
checks the two agree. The MQSC reader goes one step further and cuts a command into its pieces in one
pass (translator/readers/mqsc.py), checked against both.
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

from lark import Lark


@cache
def parser(dialect: str) -> Lark:
    """The LALR parser for ``dialect``, built once per process.

    ``cache``: Lark keeps the analysed grammar in the temporary folder (keyed by the grammar's hash and
    Lark's version), so later processes (CLI runs, batch workers) load it in a millisecond instead of
    analysing it again; the tests build every grammar with ``strict=True`` (tests/test_parsers.py).
    """
    grammar = files("translator.grammars").joinpath(f"{dialect}.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", cache=True)


@cache
def flat_matcher(dialect: str) -> tuple[re.Pattern[str], tuple[str, ...]] | None:
    """The compiled matcher and its terminal names, or None when the grammar is not flat.

    Flat means: ``start`` is the only rule and its alternatives are prefixes of the longest one, all
    terminals (optional tails). Each terminal is an atomic group, as a lexer never gives characters back
    once it has matched a token; the ignored terminals may stand before, between and after tokens.
    """
    lark = parser(dialect)
    sequences = sorted((tuple(rule.expansion) for rule in lark.rules), key=len)
    longest = sequences[-1]
    if (any(rule.origin.name != "start" for rule in lark.rules) or not all(s.is_term for s in longest)
            or [len(s) for s in sequences] != list(range(len(sequences[0]), len(longest) + 1))
            or any(s != longest[:len(s)] for s in sequences)):
        return None
    patterns = {terminal.name: terminal.pattern.to_regexp() for terminal in lark.terminals}
    skip = "(?:" + "|".join(patterns[name] for name in lark.lexer_conf.ignore) + ")*+" if lark.lexer_conf.ignore else ""
    tail = ""
    for symbol in reversed(longest[len(sequences[0]):]):
        tail = f"(?:(?>({patterns[symbol.name]})){skip}{tail})?"
    head = "".join(f"(?>({patterns[symbol.name]})){skip}" for symbol in longest[:len(sequences[0])])
    return re.compile(skip + head + tail + r"\Z", lark.options.g_regex_flags), tuple(s.name for s in longest)


class Piece(str):
    """A token read by a compiled matcher: its text, with lark Token's ``type`` and ``start_pos``."""

    __slots__ = ("start_pos", "type")


_piece = str.__new__


def children(dialect: str, text: str) -> list:
    """The children of the parse tree of one command (lark Tokens and Trees, or the compiled matcher's
    Pieces, which are cheaper to make); raises lark.UnexpectedInput where it fails."""
    compiled = flat_matcher(dialect)
    if compiled is not None:
        matcher, names = compiled
        match = matcher.match(text)
        if match is not None:
            pieces, spans = [], match.regs  # spans[0] is the whole match's, then one per terminal
            for group, name in enumerate(names, 1):
                start, end = spans[group]
                if start < 0:  # an optional tail that is not there, nor anything after it
                    break
                piece = _piece(Piece, text[start:end])  # str.__new__ direct: a third of the loop's cost
                piece.type = name
                piece.start_pos = start
                pieces.append(piece)
            return pieces
    return parser(dialect).parse(text).children
