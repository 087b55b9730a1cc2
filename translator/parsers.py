"""Load the Lark grammars shipped in the package (the top-level grammars/ folder)."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from lark import Lark


@cache
def parser(dialect: str) -> Lark:
    """The LALR parser for ``dialect``, built once per process."""
    grammar = files("translator.grammars").joinpath(f"{dialect}.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr")
