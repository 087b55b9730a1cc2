"""Line layout shared by the text dialects: quoting and + continuation at a column limit."""

from __future__ import annotations

import re

_QUOTED = re.compile(r"'(?:[^']|'')*'")


def quote(text: str) -> str:
    """A single-quoted string literal with embedded quotes doubled."""
    return "'" + text.replace("'", "''") + "'"


def _inside_quotes(line: str) -> list[bool]:
    mask = [False] * (len(line) + 1)
    for match in _QUOTED.finditer(line):
        for index in range(match.start() + 1, match.end()):
            mask[index] = True
    return mask


def _last_break(line: str, limit: int, floor: int, inside: list[bool]) -> int | None:
    """The last position p <= limit where the line may continue on the next line.

    The continued line resumes at its first non-blank character (+ rule), so line[p] must be
    non-blank. Breaking between parameters (after a blank outside quotes) is preferred; a long
    quoted string is broken between two non-blank characters so no blank meets the break.
    """
    positions = range(min(limit, len(line) - 1), floor, -1)
    between = (p for p in positions if line[p] != " " and not inside[p] and line[p - 1] == " ")
    within = (p for p in positions if line[p] != " " and inside[p] and line[p - 1] != " ")
    return next(between, None) or next(within, None)


def wrap(line: str, width: int, indent: str = "    ") -> str:
    """Fold ``line`` with trailing + so each line fits ``width`` (0 = never fold)."""
    if width <= 0 or len(line) <= width:
        return line
    inside = _inside_quotes(line)
    lines: list[str] = []
    offset = 0
    while len(line) - offset + (len(indent) if lines else 0) > width:
        floor = offset + 1
        limit = offset + width - 1 - (len(indent) if lines else 0)
        p = _last_break(line, limit, floor, inside)
        if p is None:
            break
        lines.append((indent if lines else "") + line[offset:p] + "+")
        offset = p
    lines.append((indent if lines else "") + line[offset:])
    return "\n".join(lines)
