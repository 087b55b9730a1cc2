"""JSON objects given as a JSON list (``[{...}, {...}]``), for the dialects whose commands are JSON objects (pcf,
rest): where each element stands, found by JSON's own decoder, and the items of such a list or of the objects of
json_bodies, each object read by its dialect (a Form).

The list is JSON, so it is read as JSON Lines are (tabs, escapes and surrogate pairs as JSON has them), one
element at a time: each element's text is then read as a body by its dialect, at its line and column. Nothing is
built of an element here (every value is dropped as it is decoded), so a long list costs no more than its text.
Where the list is broken, what stands from there to the next line starting a body ("{" after blanks, or after a
byte-order mark, which refuses that body) is one piece refused with the decoder's message, and the elements after
it are read: a body left open takes no other with it (its decoder stops at such a line, where the next body starts).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from itertools import groupby

from translator.diagnostics import Reporter, Source
from translator.model import Item, Span
from translator.readers.json_bodies import JSON_STRING, bodies, held, json_text_lines, too_deep
from translator.readers.logical_lines import MARK


def _nothing(_: object) -> None:
    return None


# Finds where each element ends, keeping none of its values (a number of any length is no error here: its dialect
# reads each body's numbers as any body's).
_SCANNER = json.JSONDecoder(object_pairs_hook=_nothing, parse_int=_nothing, parse_float=_nothing,
                            parse_constant=_nothing)
_BLANKS = re.compile(r"[ \t\r\n]*")  # JSON's whitespace
# A later line starting a body: its "{" after blanks, or after a byte-order mark, which is refused where it stands
# (the body it starts is no other's)
_NEXT_BODY = re.compile(rf"\n[ \t]*(?={MARK}?\{{)")
# "[" and a first element in JSON, not YAML's flow (blanks taken whole: a blank is no first element)
_OPENING = re.compile(r"\[[ \t\r\n]*+(?:\{[ \t\r\n]*+[\"}]|[^{])")


_UNCLOSED = "the list is not closed: the text ends before its ']'"
# A byte-order mark after the text's start: no blank to JSON (nor to YAML, whose reader keeps it in a key or fails
# on it), so what it stands in is refused where it stands, in every form of JSON
# bodies (and in REST's YAML).
INSIDE_MARK = "a byte-order mark (U+FEFF) inside the file, as where files were joined together: JSON reads no blank there"


def problem_at(text: str, at: int, message: str) -> str:
    """The decoder's ``message`` about offset ``at`` of ``text``, said of the byte-order mark that stands there."""
    return INSIDE_MARK if text.startswith(MARK, at) else f"not valid JSON: {message}"


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


def first_object(text: str, looked_at: int) -> str:
    """The text of the first object of JSON text, or of the first element of a JSON list, gathered over lines as
    json_bodies.bodies gathers one, within the first ``looked_at`` characters: what says which dialect the text
    is in. "" when the text starts with no object."""
    text = text.lstrip("\ufeff \t\r\n")
    # (a byte-order mark before the first element, which is refused there, says nothing of the dialect)
    listed = text[1:].lstrip("\ufeff \t\r\n") if text.startswith("[") else text
    if not listed.startswith("{"):
        return ""
    return next(bodies(enumerate(listed[:looked_at].split("\n")), looked_at), (0, ""))[1]


@dataclass(frozen=True, slots=True, kw_only=True)
class Form:
    """How a dialect reads its JSON objects: ``read`` makes the item of an object's text at a span (its first
    character at a column, 1 when the text is its whole first line); ``refused`` the failed item of what cannot be
    read as one object of its own. ``one`` and ``many`` name an object in messages (body, bodies), ``shape`` is
    one's form and ``longest`` the most characters one may have."""

    read: Callable[[str, Span, Reporter, int], Item]
    refused: Callable[[str, Span], Item]
    one: str
    many: str
    shape: str
    longest: int


def items(text: str, file: str, reporter: Reporter, form: Form) -> Iterator[Item]:
    """The items of JSON text: each element of a JSON list, or each object of JSON Lines (json_bodies.bodies:
    one a line or laid out over several)."""
    if is_list(text):
        return _list_items(text, file, reporter, form)
    return (form.read(body, Span(file, number, len(body) - len(body.lstrip()) + 1), reporter, 1)
            for number, body in bodies(json_text_lines(text, file, reporter), form.longest))


def _list_items(text: str, file: str, reporter: Reporter, form: Form) -> Iterator[Item]:
    """The items of a JSON list of bodies: each element read as a body of JSON Lines is, where it stands. A record
    is a line's, so elements starting on one line are one problem there, as in YAML; a line where the list is
    broken is refused with the decoder's message, at the place it points at."""
    ended_on = 0  # the last line holding a key or value of the element before
    for line, grouped in groupby(pieces(text, form.longest), key=lambda piece: piece.line):
        on_line = list(grouped)
        first, last = on_line[0], on_line[-1]
        # An element starting on a line holding keys or values of the one before, laid out over lines, does not
        # start a line of its own either: that one's diagnostics there would be this element's record's. After its
        # closing brackets alone (`}, {`, as JSON is often laid out) it does.
        after = line == ended_on
        stop = last.end  # where the element's content ends, before its closing brackets and the blanks after
        while stop > last.start and text[stop - 1] in " \t\r\n}]":
            stop -= 1
        ended_on = last.line + text.count("\n", last.start, stop)
        span = Span(file, line, first.column)
        broken = next((piece for piece in on_line if piece.problem), None)
        if broken is None and len(on_line) == 1 and not after:
            yield form.read(held(text, first.start, first.end, form.longest), span, reporter, first.column)
            continue
        source = held(text, first.start, on_line[-1].end, form.longest).rstrip(" \t\r\n")
        source = Source(source, line) if "\n" in source else source
        if broken is not None:
            reporter.report("MQT102", broken.problem, Span(file, broken.at_line, broken.at_column), source,
                            expected=f"a JSON list of {form.many}: [{form.shape}, ...]")
        elif after:
            reporter.report("MQT102", f"a {form.one} starts on a line holding keys or values of the one before: each "
                            "is read on a line of its own", span, source,
                            expected=f"each {form.one} of the list starting on a line of its own")
        else:
            reporter.report("MQT102", f"{len(on_line)} {form.many} start on this line: each is read on a line of its "
                            "own", span, source, expected=f"each {form.one} of the list starting on a line of its own")
        yield form.refused(source, span)


class _Places:
    """Line and column of an offset, counted from the last one asked about: the pieces come in order, so the text
    is counted through once (a list of every line's start would cost memory in proportion to the lines)."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line, self.line_start = text, 0, 1, 0

    def at(self, offset: int) -> tuple[int, int]:
        if offset >= self.offset:
            self.line += self.text.count("\n", self.offset, offset)
            # The line's start: searched back only as far as the last offset (a list on one line is one line).
            self.line_start = max(self.line_start, self.text.rfind("\n", self.offset, offset) + 1)
        else:
            self.line -= self.text.count("\n", offset, self.offset)
            self.line_start = self.text.rfind("\n", 0, offset) + 1
        self.offset = offset
        return self.line, offset - self.line_start + 1


def pieces(text: str, longest: int) -> Iterator[Piece]:
    """The elements of the list ``text`` starts with, and each stretch where it is broken, in order. An element
    longer than ``longest`` characters is not decoded (that would hold all of its values at once): its dialect
    refuses it by its length, as it does a body of JSON Lines."""
    places = _Places(text)
    position: int | None = _skip(text, text.index("[") + 1)
    if text.startswith("]", position):
        yield from _after(text, position + 1, places)
        return
    while position is not None:
        position = yield from _element(text, position, longest, places)


def _element(text: str, start: int, longest: int, places: _Places) -> Generator[Piece, None, int | None]:
    """The element at ``start`` (or the broken stretch there) and the comma after it; where the next element
    starts (None: the list has ended)."""
    end, following = _extent(text, start)
    if end - start > longest:
        yield Piece(start, end, *places.at(start))
        if following is not None:  # left open: the next body starts there
            return following
    else:
        # Decoded from the element's own text, as far as it reaches: an error's line and column, which the decoder
        # counts from its text's start, are counted in that text only (the elements' places are _Places').
        window = following if following is not None else end + 1 if end > start else start + _FIRST_WINDOW
        try:
            end = _decoded_end(text, start, window)
        except _Broken as broken:
            return (yield from _broken(text, start, broken.at, broken.problem, places))
        yield Piece(start, end, *places.at(start))
    return (yield from _separator(text, end, places))


_FIRST_WINDOW = 64  # characters of a scalar element first decoded: a window grows twofold while it is too short
# Characters before a window's end within which what the decoder says may be the cut's doing: a literal
# (-Infinity), a number's exponent or a \uXXXX escape cut short; a string cut is said where it starts.
_MARGIN = 10
_CUT_STRING = "Unterminated string"


class _Broken(Exception):
    """An element the decoder refuses: the ``problem`` at offset ``at`` of the text."""

    def __init__(self, problem: str, at: int) -> None:
        super().__init__(problem)
        self.problem, self.at = problem, at


def _decoded_end(text: str, start: int, window: int) -> int:
    """Where the element at ``start`` ends, decoded from ``text`` up to ``window``, which grows while what the
    decoder says could be the cut's (the element goes on past it, or a number, literal or string is cut short)."""
    closed = text.startswith(("{", "["), start)  # an object or list decoded is whole at its closing bracket
    while True:
        piece = text[start:window]
        try:
            reached, problem = _SCANNER.raw_decode(piece)[1], ""
        except json.JSONDecodeError as error:
            reached, problem = error.pos, error.msg
        except RecursionError:
            raise _Broken("JSON nested too deeply for a command", start + too_deep(piece) - 1) from None
        cut = not (closed and not problem) and (reached + _MARGIN >= len(piece) or problem.startswith(_CUT_STRING))
        if window >= len(text) or not cut:
            if problem and reached and _starts_line(text, start + reached):  # left open: said as JSON says it
                raise _Broken(f"not valid JSON: {problem}", start + reached)
            if problem:
                raise _Broken(problem_at(piece, reached, problem), start + reached)
            return start + reached
        window = min(len(text), start + 2 * (window - start))


def _separator(text: str, end: int, places: _Places) -> Generator[Piece, None, int | None]:
    """The comma after the element ending at ``end``, and where the next element starts; or the list's closing
    bracket (None)."""
    position = _skip(text, end)
    if text.startswith(",", position):
        comma, position = position, _skip(text, position + 1)
        if not text.startswith("]", position) and position < len(text):
            return position
        if position < len(text):  # said at the comma, whose line (and an element ending on it) is refused
            line, column = places.at(comma)
            yield Piece(comma, position + 1, line, column, "not valid JSON: Illegal trailing comma before end of "
                        "array", comma, line, column)
            yield from _after(text, position + 1, places)
            return None
        message = _UNCLOSED
    elif text.startswith("]", position):
        yield from _after(text, position + 1, places)
        return None
    else:
        message = "Expecting ',' delimiter" if position < len(text) else _UNCLOSED
    return (yield from _broken(text, position, position, problem_at(text, position, message), places))


# A JSON string (skipped whole), a bracket or brace, or a line starting a body: what says where an element ends.
_EXTENT = re.compile(rf"{JSON_STRING}|[\[\]{{}}]|\n[ \t]*(?={MARK}?\{{)")


def _extent(text: str, start: int) -> tuple[int, int | None]:
    """Where an object or list at ``start`` ends: after its closing bracket, or, left open, at the end of the line
    before the next line starting a body, and where that body's "{" stands. (``start``, None) for a scalar."""
    if not text.startswith(("{", "["), start):
        return start, None
    opened, end, following = 0, len(text), None
    for token in _EXTENT.finditer(text, start):
        kind = token.group()
        if kind[0] == "\n":
            end, following = token.start(), token.end()
            break
        if kind in ("{", "["):
            opened += 1
        elif kind in ("}", "]"):
            opened -= 1
            if not opened:
                end = token.end()
                break
    return end, following


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
    if at > start and _starts_line(text, at):  # a body left open: said where it stops, as in JSON Lines
        end, at = at, start + len(text[start:at].rstrip(" \t\r\n"))
    at_line, at_column = places.at(at)
    line, column = places.at(start)
    yield Piece(start, end, line, column, problem, at, at_line, at_column)
    return end if end < len(text) else None


def _starts_line(text: str, at: int) -> bool:
    """True when a "{" at ``at`` (or a byte-order mark before it) is the first of its line but blanks: a body left
    open ends before it."""
    return text.startswith(("{", MARK + "{"), at) and not text[text.rfind("\n", 0, at) + 1:at].strip(" \t")


def _resumed(text: str, at: int) -> int:
    """Where the next line starting a body after ``at`` starts its "{" or its mark (the text's end: none)."""
    found = _NEXT_BODY.search(text, at)
    return found.end() if found else len(text)


def _skip(text: str, position: int) -> int:
    found = _BLANKS.match(text, position)
    return found.end() if found else position
