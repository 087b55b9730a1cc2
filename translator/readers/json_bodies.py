"""JSON objects as people lay them out in a file, for the dialects whose commands are JSON objects (pcf, rest):
one a line (JSON Lines), or one over several lines (``json.dumps(indent=2)``, ``jq .``), each gathered up to the
line closing its braces; and where each character of an object's text stands in the file. A JSON list of them is
json_list's.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator

from translator.diagnostics import Reporter
from translator.model import Span
from translator.readers.logical_lines import MARK, newline_lines, report_mark

# A JSON string, its escapes inside: skipped where its text could mislead. Possessive, as nothing it gives back
# could match: one escape after another takes no growing backtracking state.
JSON_STRING = r'"[^"\\]*+(?:\\.[^"\\]*+)*+"'
_BRACKET = re.compile(rf"{JSON_STRING}|[\[\]{{}}]")
DEPTH = 64  # where a text nested too deeply for the JSON reader is located; a PCF command needs 3 levels


def too_deep(text: str) -> int:
    """The column (offset + 1) where ``text`` first opens its DEPTH-th nested bracket or brace (strings skipped);
    1 if never."""
    depth = 0
    for token in _BRACKET.finditer(text):
        kind = token.group()
        if kind in "{[":
            depth += 1
            if depth > DEPTH:
                return token.start() + 1
        elif kind in "}]":
            depth -= 1
    return 1


def json_text_lines(text: str, file: str, reporter: Reporter) -> Iterator[tuple[int, str]]:
    """The lines of JSON text with their numbers. A byte-order mark starting a line (where files were joined
    together) is reported (MQT113) and read as the blank JSON allows there, so every column stays."""
    for number, line in enumerate(newline_lines(text), 1):
        if line.startswith(MARK):
            kept = line.lstrip(MARK)
            report_mark(reporter, Span(file, number, 1), kept, "a JSON object or a blank line")
            line = " " * (len(line) - len(kept)) + kept
        yield number, line


def bodies(lines: Iterable[tuple[int, str]], longest: int) -> Iterator[tuple[int, str]]:
    """Each body's text and the number of its first line: one line, as JSON Lines has it, or a body laid out over
    several lines, up to the line closing its braces. A line starting with "{" (after blanks) starts a body even
    so, so that one left open takes no other with it, unless the open body awaits a value there (after a key's
    colon, or in a list): that object is the value, read as the open body's, so that a body wrapped in another
    object is refused with it, never written. A body longer than ``longest`` characters is held only up to that
    (a Cut), its lines after it counted to its end, so that one left open to the end of a file costs no more."""
    body: _Gathering | None = None
    for at, line in lines:
        if body is not None and (body.opened <= 0 or _starts_body(line, body)):
            yield body.number, body.text()
            body = None
        if body is not None:
            body.add(line)
        elif len(line) <= longest and _closed(line, 0) is not None:  # a whole body on its line, as JSON Lines has
            yield at, line
        elif line.strip():
            body = _Gathering(at, line, longest)
    if body is not None:
        yield body.number, body.text()


def _starts_body(line: str, open_body: _Gathering) -> bool:
    """True when ``line`` starts a body while one is open: it starts with "{", which is no value that body awaits."""
    return line.lstrip(" \t").startswith("{") and not open_body.awaits_value()


class Cut(str):
    """The first characters of a body longer than any command's, one past the limit, and the body's whole
    ``length``: the rest was counted as it was read, never held."""

    length: int

    def __new__(cls, text: str, length: int) -> Cut:
        cut = super().__new__(cls, text)
        cut.length = length
        return cut


def length(text: str) -> int:
    """The length of a body's text, a Cut's as it was read."""
    return text.length if isinstance(text, Cut) else len(text)


def held(text: str, start: int, end: int, longest: int) -> str:
    """``text`` from ``start`` to ``end``, as a Cut when that is longer than ``longest``."""
    if end - start > longest:
        return Cut(text[start:start + longest + 1], end - start)
    return text[start:end]


# A JSON string (skipped: its brackets are text), a bracket or brace, a colon or a comma; or a quote whose string
# the line does not close (JSON's strings hold no line end), after which the line's characters are that string's.
_NESTING = re.compile(rf'{JSON_STRING}|[\[\]{{}}:,]|"')
_STRING = re.compile(JSON_STRING)
_KEPT_OPEN = 256  # the innermost brackets kept of a body (one nested deeper is refused as too deep anyway)


class _Gathering:
    """A body's lines as they are read, from its first (at line ``number``): held up to one character past
    ``longest`` (the lines joined), then only counted, with the braces it leaves ``opened``, the innermost of them
    and its last bracket, brace, colon or comma."""

    def __init__(self, number: int, line: str, longest: int) -> None:
        self.number, self.lines, self.opened, self.longest = number, list[str](), 0, longest
        self.held = self.read = -1  # characters of the lines joined: held, and read
        self.length = 0  # characters read, to the end of the last line holding more than blanks
        self.innermost, self.last = bytearray(), ""  # the open brackets (up to _KEPT_OPEN), the last token
        self.add(line)

    def awaits_value(self) -> bool:
        """True when a value comes next: after a key's colon, a list's "[" or a comma in a list."""
        inside = chr(self.innermost[-1]) if self.innermost and len(self.innermost) == self.opened else ""
        return self.last in (":", "[") or (self.last == "," and inside == "[")

    def _nest(self, line: str) -> None:
        opened = _closed(line, self.opened)
        if opened is not None:
            self.opened = opened
            return
        for token in _NESTING.finditer(line):
            kind = token.group()
            if kind in ("{", "["):
                self.opened += 1
                if len(self.innermost) < _KEPT_OPEN:
                    self.innermost.append(ord(kind))
            elif kind in ("}", "]"):
                if len(self.innermost) == self.opened and self.innermost:
                    self.innermost.pop()
                self.opened -= 1
            elif kind == '"':  # awaiting nothing: the body is broken on this line
                self.last = kind
                return
            self.last = kind[0]

    def add(self, line: str) -> None:
        self._nest(line)
        self.read += len(line) + 1
        if line.strip():
            self.length = self.read
        room = self.longest - self.held  # characters of this line that keep the lines joined within one past it
        if room > 0:
            self.lines.append(line[:room])
            self.held += min(len(line), room) + 1

    def text(self) -> str:
        """The body as read, without the blank lines ending it; a Cut when it is longer than any command's."""
        if self.length > self.longest:
            return Cut("\n".join(self.lines), self.length)
        return _joined(self.lines)


def _closed(line: str, opened: int) -> int | None:
    """The brackets left open after ``line``, ``opened`` before it, when it closes them all: a line that closes a
    body needs no more than its count (the body ends there), made of its text without its strings, when it leaves
    none open; None for any other line."""
    if "}" not in line and "]" not in line:
        return None
    bare = _STRING.sub("", line) if '"' in line else line
    opened += bare.count("{") + bare.count("[") - bare.count("}") - bare.count("]")
    return opened if opened <= 0 and '"' not in bare else None


def _joined(lines: list[str]) -> str:
    while not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


class Places:
    """Where each character of a body's text stands in the file, its first line at ``span``."""

    def __init__(self, text: str, span: Span, column: int = 1) -> None:
        self.span, self.indent = span, column - 1  # column: where the text's first character stands
        self.starts = [0, *(found.end() for found in re.finditer("\n", text))] if "\n" in text else None

    def at(self, offset: int) -> tuple[int, int]:
        """The line and column of ``offset`` (-1: where the body starts)."""
        if offset < 0:
            return self.span.line, self.span.column
        if self.starts is None:
            return self.span.line, offset + 1 + self.indent
        index = bisect_right(self.starts, offset) - 1
        return self.span.line + index, offset - self.starts[index] + 1 + (self.indent if index == 0 else 0)

    def of(self, offset: int) -> Span:
        if self.starts is None and offset >= 0:  # a body on one line, as most are
            return Span(self.span.file, self.span.line, offset + 1 + self.indent)
        return Span(self.span.file, *self.at(offset))


def one_line(text: str) -> str:
    """A body laid out over several lines as one line, as JSON Lines has it: its lines joined by a blank (no JSON
    string spans a line, so no value changes)."""
    return text.rstrip("\r") if "\n" not in text else " ".join(line.strip(" \t\r") for line in text.split("\n"))
