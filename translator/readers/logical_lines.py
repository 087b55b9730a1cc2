"""Assemble physical lines into logical commands (continuation, comments, terminators).

MQSC and CL share the continuation rule: a trailing ``+`` continues at the first non-blank
character of the next line, a trailing ``-`` at its first column; blank lines are skipped.
They differ in comments: MQSC ignores lines starting with ``*``; CL has ``/* ... */`` wherever
a blank may stand, and a trailing ``+`` continues even inside an open comment (AMQSAMP4.CLLE).

CRLF, CR and LF each end a line; U+2028, U+0085 and the other Unicode line separators do not (in a
script they are data, or control characters). Every line is looked at once: a command's text, quote
state and pieces are carried forward, never read again from its start, so splitting is linear.
Nothing is dropped without a word: a byte-order mark starting a line (scripts joined together) is
reported and ignored, text after an MQSC ``;`` is reported, and a command continued past the end
of the input is returned marked ``unfinished``, for its reader to reject.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from translator.diagnostics import Reporter, Source
from translator.model import Span

# Only blanks and tabs (and a CR of CRLF files) are blanks to the continuation rules: a no-break
# space or other Unicode white space inside a quoted value is data.
_BLANKS = " \t\r\f\v"
_LINE_END = re.compile(r"\r\n?|\n")
_MARK = "\ufeff"
_QUOTE_OR_SEMICOLON = re.compile("[';]")
# Unrolled and possessive, so that a long string or comment is one pass and keeps no position per character.
_CL_QUOTED_OR_COMMENT = re.compile(r"'[^']*+(?:''[^']*+)*+'?|/\*(?:[^*]++|\*(?!/))*+(?:\*/)?")
_new = tuple.__new__
_CL_LABEL = re.compile(r"\s*+([A-Za-z$#@][A-Za-z0-9$#@_]*+)\s*+:\s*+")


def physical_lines(text: str) -> list[str]:
    """The lines of ``text``: CRLF, CR and LF each end one."""
    return _LINE_END.split(text) if "\r" in text else text.split("\n")


def _without_marks(text: str, lines: list[str], file: str, reporter: Reporter | None) -> dict[int, int]:
    """Remove byte-order marks that start a line (in ``lines``); returns {line number: characters removed}."""
    if _MARK not in text:
        return {}
    removed = {}
    for index, line in enumerate(lines):
        if line.startswith(_MARK):
            kept = line.lstrip(_MARK)
            removed[index + 1] = len(line) - len(kept)
            lines[index] = kept
            if reporter is not None:
                reporter.report("MQT113", "a byte-order mark (U+FEFF) starts this line, as where files were joined "
                                "together: it is ignored", Span(file, index + 1, 1), kept,
                                expected="a command, a comment or a blank line")
    return removed


@dataclass(slots=True)
class LogicalCommand:
    """One command's text with a map from text offsets back to file positions."""

    text: str
    file: str
    segments: list[tuple[int, int, int]]
    source: str = ""
    comments: list[str] = field(default_factory=list)
    label: str = ""
    unclosed_comment: bool = False
    leading: int = 0
    unfinished: str = ""  # the + or - its last line ends in, at the end of the input

    @property
    def leading_comments(self) -> list[str]:
        """Comments before the command; the rest stand inside it (and in ``source``)."""
        return self.comments[:self.leading]

    def span(self, offset: int = 0) -> Span:
        """The file position of character ``offset`` of ``text``."""
        index = max(bisect_right(self.segments, (offset, 1 << 30, 0)) - 1, 0)
        start, line, column = self.segments[index]
        return _new(Span, (self.file, line, column + offset - start))  # Span(...) runs namedtuple's Python __new__

    @property
    def first_line(self) -> str:
        """The command text, shortened for messages."""
        flat = " ".join(self.text.split())
        return flat if len(flat) <= 160 else flat[:157] + "..."


@dataclass(slots=True)
class _Builder:
    file: str
    lines: list[str]
    parts: list[str] = field(default_factory=list)
    segments: list[tuple[int, int, int]] = field(default_factory=list)
    length: int = 0

    def add(self, text: str, line: int, column: int) -> None:
        self.segments.append((self.length, line, column))
        self.parts.append(text)
        self.length += len(text)

    def take(self) -> LogicalCommand:
        first, last = self.segments[0][1], self.segments[-1][1]
        source = _joined(self.lines, first - 1, last)
        command = LogicalCommand("".join(self.parts), self.file, self.segments, source)
        self.parts, self.segments, self.length = [], [], 0
        return command


def _joined(lines: list[str], first: int, end: int) -> str:
    """Lines ``first`` to ``end`` (from 0, end excluded), each without its trailing blanks: a command's source; one
    that spans lines knows the line it starts on, for the diagnostics about its other lines."""
    if end - first == 1:
        return lines[first].rstrip()
    return Source("\n".join(map(str.rstrip, lines[first:end])), first + 1)


def _semicolon(text: str, quoted: bool) -> int:
    """Index of the first ``;`` outside quotes in ``text`` (``quoted``: whether it starts inside a string), or -1.
    A doubled quote inside a string closes and opens it again, so counting quotes is enough."""
    for match in _QUOTE_OR_SEMICOLON.finditer(text):
        if match.group() == "'":
            quoted = not quoted
        elif not quoted:
            return match.start()
    return -1


def _continued(line: str, previous: str) -> tuple[int, str, str]:
    """A non-blank line's start column (from 0), content and own continuation character ("+", "-" or "").

    The rule MQSC and CL share: after a "-" the line is taken from its first column, otherwise from its
    first non-blank character; a trailing "+" or "-" is not content.
    """
    start = 0 if previous == "-" else len(line) - len(line.lstrip(_BLANKS))
    continuation = line[-1] if line[-1] in "+-" else ""
    return start, line[start:-1] if continuation else line[start:], continuation


def _physical(lines: list[str], comment_line: str | None):
    """Yield (line number, start column, content, continuation) for each line.

    Blank and comment lines come with continuation None.
    """
    continuation = ""
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip(_BLANKS)
        if not line or (comment_line and line.startswith(comment_line)):
            yield number, 0, line, None
            continue
        start, content, continuation = _continued(line, continuation)
        yield number, start, content, continuation


def _ignored(line: str, index: int, number: int, column: int, file: str, reporter: Reporter | None) -> None:
    """Report the text after the ``;`` at ``index`` of ``line``: the ``;`` ends the command and the rest of the
    line is not read (CSQUTIL's rule; runmqsc reads a ``;`` as the end of a command)."""
    rest = line[index + 1:]
    if reporter is not None and rest.strip(_BLANKS):
        shown = rest.strip(_BLANKS)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        reporter.report("MQT114", f"the text after ';' is not read: {shown!r}",
                        Span(file, number, column + len(rest) - len(rest.lstrip(_BLANKS))), line,
                        expected="the next command on a line of its own")


def split_mqsc(text: str, file: str, reporter: Reporter | None = None) -> tuple[list[LogicalCommand], list[str]]:
    """Split an MQSC script into commands; returns them and the comments after the last one.

    One loop without ``_physical`` and ``_Builder``, as this runs for every line of every MQSC input.
    """
    lines = physical_lines(text)
    shifted = _without_marks(text, lines, file, reporter)
    commands: list[LogicalCommand] = []
    comments: list[str] = []
    pending = ""  # the text of the command being assembled
    segments: list[tuple[int, int, int]] = []
    first = leading = quotes = 0  # quotes: how many in ``pending``, odd when it ends inside a string
    continuation = ""
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip(_BLANKS)
        if not line or line[0] == "*":
            if line:
                comments.append(line[1:].strip())
            continue
        start, content, continuation = _continued(line, continuation)
        if not segments:
            first, leading, quotes = number - 1, len(comments), 0
        end = _semicolon(content, bool(quotes & 1)) if ";" in content else -1
        column = start + 1 + shifted.get(number, 0) if shifted else start + 1
        segments.append((len(pending), number, column))
        if end >= 0:
            pending += content[:end]
            _ignored(line, start + end, number, column + end + 1, file, reporter)
            continuation = ""
        else:
            pending += content
            quotes += content.count("'")
        if not continuation:
            source = lines[first].rstrip() if first + 1 == number else _joined(lines, first, number)
            commands.append(LogicalCommand(pending, file, segments, source, comments, leading=leading))
            pending, segments, comments = "", [], []
    if segments:
        source = _joined(lines, first, segments[-1][1])
        commands.append(LogicalCommand(pending, file, segments, source, comments, leading=leading,
                                       unfinished=continuation))
        comments = []
    return commands, comments


def split_tpf(text: str, file: str, reporter: Reporter | None = None) -> tuple[list[LogicalCommand], list[str]]:
    """Split a ZMQSC script: one command per line, as TPF commands never continue.

    Blank lines are skipped and lines starting with ``*`` are comments, as in MQSC: a TPF
    console has no comment syntax, so this is the convention of the scripts this tool writes.
    """
    commands: list[LogicalCommand] = []
    comments: list[str] = []
    builder = _Builder(file, physical_lines(text))
    shifted = _without_marks(text, builder.lines, file, reporter)
    for number, raw in enumerate(builder.lines, 1):
        line = raw.rstrip(_BLANKS)
        if line.startswith("*"):
            comments.append(line[1:].strip())
        elif line:
            start = len(line) - len(line.lstrip(_BLANKS))
            builder.add(line[start:], number, start + 1 + shifted.get(number, 0))
            commands.append(builder.take())
            commands[-1].comments, commands[-1].leading, comments = comments, len(comments), []
    return commands, comments


def _strip_cl_comments(command: LogicalCommand) -> None:
    """Blank out /* */ comments (keeping offsets) and collect their text."""
    def blank(match: re.Match[str]) -> str:
        found = match.group()
        if not found.startswith("/*"):
            return found
        closed = found.endswith("*/") and len(found) >= 4
        command.unclosed_comment |= not closed
        command.comments.append(found[2:-2 if closed else None].strip())
        return " " * len(found)
    command.text = _CL_QUOTED_OR_COMMENT.sub(blank, command.text)


def split_cl(text: str, file: str, reporter: Reporter | None = None) -> tuple[list[LogicalCommand], list[str]]:
    """Split CL source into commands with labels and comments attached to the next command."""
    commands: list[LogicalCommand] = []
    comments: list[str] = []
    label = ""
    builder = _Builder(file, physical_lines(text))
    shifted = _without_marks(text, builder.lines, file, reporter)

    def finish(command: LogicalCommand) -> None:
        nonlocal comments, label
        _strip_cl_comments(command)
        leading = len(comments)
        comments += command.comments
        label_match = _CL_LABEL.match(command.text)
        if label_match and "(" not in command.text[:label_match.end()]:
            label = label_match.group(1)
            command.text = " " * label_match.end() + command.text[label_match.end():]
        if command.text.strip() or command.unfinished:  # an unfinished one is rejected, even with no text
            command.comments, command.label, comments, label = comments, label, [], ""
            command.leading = leading
            commands.append(command)

    last = ""
    for number, start, content, continuation in _physical(builder.lines, None):
        if continuation is None:
            continue
        builder.add(content, number, start + 1 + shifted.get(number, 0) if shifted else start + 1)
        last = continuation
        if not continuation:
            finish(builder.take())
    if builder.segments:
        unfinished = builder.take()
        unfinished.unfinished = last
        finish(unfinished)
    return commands, comments
