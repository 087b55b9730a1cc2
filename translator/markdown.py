"""Markdown output shared by the attribute table and the migration report."""

from __future__ import annotations

import re
from collections.abc import Sequence

_BACKTICKS = re.compile("`+")


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A Markdown table, one line per row (cells must not contain ``|``)."""
    lines = [header, ["---"] * len(header), *rows]
    return "".join("| " + " | ".join(line) + " |\n" for line in lines)


def code_span(text: str) -> str:
    """``text`` as one Markdown code span on one line, whatever it holds: a user's backtick would end a span fenced
    by one, and what follows would be rendered (HTML too). Fenced by a longer run of backticks, as CommonMark allows,
    and padded with a blank where the text starts or ends with one (the blanks are not shown)."""
    text = text.replace("\r", "\\r").replace("\n", "\\n")
    fence = "`" * (max(map(len, _BACKTICKS.findall(text)), default=0) + 1)
    pad = " " if text[:1] == "`" or text[-1:] == "`" or (text[:1] == " " and text[-1:] == " ") else ""
    return f"{fence}{pad}{text}{pad}{fence}"
