"""REST bodies given as a JSON list (``[{...}, {...}]``): where each element stands, found by JSON's own decoder.

The list is JSON, so it is read as JSON Lines are (tabs, escapes and surrogate pairs as JSON has them), one
element at a time: each element's text is then read as a body by rest.py, at its line and column. Nothing is built
of an element here (every value is dropped as it is decoded), so a long list costs no more than its text.
Where the list is broken, what stands from there to the next line starting a body ("{" after blanks) is one piece
refused with the decoder's message, and the elements after it are read: a body left open takes no other with it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Generator, Iterator
from dataclasses import dataclass

from translator.readers.pcf_text import too_deep


def _nothing(_: object) -> None:
    return None


# Finds where each element ends, keeping none of its values (a number of any length is no error here: rest.py
# reads each body's numbers as any body's).
_SCANNER = json.JSONDecoder(object_pairs_hook=_nothing, parse_int=_nothing, parse_float=_nothing,
                            parse_constant=_nothing)
_BLANKS = re.compile(r"[ \t\r\n]*")  # JSON's whitespace
_NEXT_BODY = re.compile(r"\n[ \t]*\{")  # a later line starting a body
_OPENING = re.compile(r"\[[ \t\r\n]*(?:\{[ \t\r\n]*[\"}]|[^{])")  # "[" and a first element in JSON, not YAML's flow


_UNCLOSED = "the list is not closed: the text ends before its ']'"


@dataclass(frozen=True)
class Piece:
    """An element of the list (``problem`` empty) or a broken stretch of it, ``start`` to ``end`` of the text, its
    first character at ``line`` and ``column``; a broken one's problem is at ``at``, on ``at_line``."""

    start: int
    end: int
    line: int
    column: int
    problem: str = ""
    at: int = 0
    at_line: int = 0
    at_column: int = 0


def is_list(text: str) -> bool:
    """True when ``text`` starts with a JSON list; a YAML flow list (``[{command: define}]``) is YAML's."""
    return _OPENING.match(text.lstrip("\ufeff \t\r\n")) is not None


class _Places:
    """Line and column of an offset, counted from the last one asked about: the pieces come in order, so the text
    is counted through once (a list of every line's start would cost memory in proportion to the lines)."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line = text, 0, 1

    def at(self, offset: int) -> tuple[int, int]:
        if offset >= self.offset:
            self.line += self.text.count("\n", self.offset, offset)
        else:
            self.line -= self.text.count("\n", offset, self.offset)
        self.offset = offset
        return self.line, offset - (self.text.rfind("\n", 0, offset) + 1) + 1


def pieces(text: str) -> Iterator[Piece]:
    """The elements of the list ``text`` starts with, and each stretch where it is broken, in order."""
    places = _Places(text)
    position = _skip(text, text.index("[") + 1)
    if text.startswith("]", position):
        yield from _after(text, position + 1, places)
        return
    while True:
        start = position
        try:
            position = _SCANNER.raw_decode(text, start)[1]
        except json.JSONDecodeError as error:
            resumed = yield from _broken(text, start, error.pos, f"not valid JSON: {error.msg}", places)
            if resumed is None:
                return
            position = resumed
            continue
        except RecursionError:
            end = _resumed(text, start)
            at = start + too_deep(text[start:end]) - 1
            resumed = yield from _broken(text, start, at, "JSON nested too deeply for a command", places)
            if resumed is None:
                return
            position = resumed
            continue
        yield Piece(start, position, *places.at(start))
        position = _skip(text, position)
        if text.startswith(",", position):
            position = _skip(text, position + 1)
            if text.startswith("]", position) or position == len(text):
                message = "Illegal trailing comma before end of array" if position < len(text) else _UNCLOSED
                resumed = yield from _broken(text, position, position, f"not valid JSON: {message}", places)
                if resumed is None:
                    return
                position = resumed
        elif text.startswith("]", position):
            yield from _after(text, position + 1, places)
            return
        else:
            message = "Expecting ',' delimiter" if position < len(text) else _UNCLOSED
            resumed = yield from _broken(text, position, position, f"not valid JSON: {message}", places)
            if resumed is None:
                return
            position = resumed


def _after(text: str, position: int, places: _Places) -> Iterator[Piece]:
    """Nothing but blanks after the list's closing bracket; else what follows is refused whole."""
    position = _skip(text, position)
    if position < len(text):
        line, column = places.at(position)
        yield Piece(position, len(text), line, column, "not valid JSON: Extra data after the list, which ends here",
                    position, line, column)


def _broken(text: str, start: int, at: int, problem: str, places: _Places) -> Generator[Piece, None, int | None]:
    """The broken stretch from ``start`` (its problem at ``at``) to the next line starting a body, where reading
    resumes (returned; None: at the end of the text)."""
    end = _resumed(text, at)
    at_line, at_column = places.at(at)
    line, column = places.at(start)
    yield Piece(start, end, line, column, problem, at, at_line, at_column)
    return end if end < len(text) else None


def _resumed(text: str, at: int) -> int:
    """Where the next line starting a body after ``at`` starts its "{" (the text's end: none)."""
    found = _NEXT_BODY.search(text, at)
    return found.end() - 1 if found else len(text)


def _skip(text: str, position: int) -> int:
    found = _BLANKS.match(text, position)
    return found.end() if found else position
