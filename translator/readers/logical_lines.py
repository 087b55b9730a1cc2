"""Assemble physical lines into logical commands (continuation, comments, terminators).

MQSC and CL share the continuation rule: a trailing ``+`` continues at the first non-blank
character of the next line, a trailing ``-`` at its first column. Blank lines between commands are
skipped; inside a continued one, MQSC skips them too (runmqsc continues "on the next line that is not
a comment line or a blank line"), while in CL the blank record continued into ends the command, as it
has no ``+`` or ``-`` of its own. They differ in comments: MQSC ignores lines starting with ``*``; CL
has ``/* ... */`` wherever a blank may stand, and a trailing ``+`` continues even inside an open
comment (AMQSAMP4.CLLE).

CRLF, CR and LF each end a line; U+2028, U+0085 and the other Unicode line separators do not (in a
script they are data, or control characters). Every line is looked at once: a command's text, quote
state and pieces are carried forward, never read again from its start, so splitting is linear.
Nothing is dropped without a word: a byte-order mark starting a line (scripts joined together) is
reported and ignored, text after an MQSC ``;`` is reported, and a command continued past the end
of the input is returned marked ``unfinished``, for its reader to reject.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, islice
from typing import TypeVar

from translator.diagnostics import Reporter, Source
from translator.dialects.mqsc_vocabulary import LONGEST_LINE, TERMINATOR
from translator.model import Span, locate
from translator.parsers import blank, shared, terminals

# Only blanks and tabs (and a CR of CRLF files) are blanks to the continuation rules: a no-break
# space or other Unicode white space inside a quoted value is data.
_BLANKS = " \t\r\f\v"
_LINE_END = re.compile(r"\r\n?|\n")
MARK = "\ufeff"  # a byte-order mark, which starts a line where files were joined together
_new_text = str.__new__  # a Source made without a call of its Python-level constructor, for every multi-line command
_QUOTE_OR_SEMICOLON = re.compile(f"['{re.escape(TERMINATOR)}]")
# A quoted string (the grammar's QUOTED) or one left open, which runs to the end of the text, or a comment.
# Possessive, so that a long string or comment is one pass and keeps no position per character.
_CL_QUOTED_OR_COMMENT = re.compile(shared("QUOTED") + r"|'(?s:.*+)|/\*(?:[^*]++|\*(?!/))*+(?:\*/)?")
_CL_LABEL = re.compile(rf"[{blank()}]*+([A-Za-z$#@][A-Za-z0-9$#@_]*+)[{blank()}]*+:[{blank()}]*+")
LONGEST_LABEL = 10  # characters of a CL label, its colon apart ("as many as 10 characters, in addition to the colon")


_BLOCK = 1 << 20  # characters cut into lines at a time: the list of one block's lines is all that is held
RUN = 32  # commands cut from the text before they are read (in_runs): a run stays in the processor cache
Cut = TypeVar("Cut")


def in_runs(commands: Iterator[Cut], length: int = RUN) -> Iterator[Cut]:
    """``commands`` as they come, ``length`` of them cut at a time before the first of them is read: each stage
    runs over a run of commands rather than one command through every stage, which keeps the stage's code and
    data in the processor's caches; a run is all that is held. Cutting reports warnings only (MQT104, MQT113,
    MQT114, MQT118, MQT122, MQT131): an error reported while a run is cut would count against the item read
    then (translation.validated)."""
    return chain.from_iterable(iter(lambda: list(islice(commands, length)), []))


def newline_lines(text: str) -> Iterator[str]:
    """The lines of ``text`` cut at each LF, as ``text.split("\\n")`` gives them but without the list of every line:
    a block at a time, so that a large script is never held twice."""
    return chain.from_iterable(_blocks(text, _split_at_newlines, crlf=False))


def _split_at_newlines(block: str) -> list[str]:
    return block.split("\n")


def _each_line(text: str) -> Iterator[str]:
    """The lines of ``text`` one at a time: CRLF, CR and LF each end one."""
    if "\r" not in text:
        return newline_lines(text)
    return chain.from_iterable(_blocks(text, _LINE_END.split, crlf=True))


def _blocks(text: str, split: Callable[[str], list[str]], crlf: bool) -> Iterator[list[str]]:
    """The lines of ``text``, ``split`` a block of about ``_BLOCK`` characters at a time; a block ends at an LF. With
    ``crlf``, a CR just before that LF is part of the same line end, so it is left out of the block."""
    start = 0
    while True:
        end = text.find("\n", start + _BLOCK)
        if end < 0:
            yield split(text[start:])
            return
        yield split(text[start:end - 1] if crlf and text[end - 1] == "\r" else text[start:end])
        start = end + 1


def _lines(text: str, file: str, reporter: Reporter | None, shifted: dict[int, int]) -> Iterator[str]:
    """The lines of ``text``, each without the byte-order marks that start it: the characters removed are noted in
    ``shifted`` ({line number: count}) before the line is given, and reported (MQT113)."""
    return _unmarked(text, file, reporter, shifted) if MARK in text else _each_line(text)


def _unmarked(text: str, file: str, reporter: Reporter | None, shifted: dict[int, int]) -> Iterator[str]:
    for number, line in enumerate(_each_line(text), 1):
        if line.startswith(MARK):
            kept = line.lstrip(MARK)
            shifted[number] = len(line) - len(kept)
            if reporter is not None:
                report_mark(reporter, Span(file, number, 1), kept, "a command, a comment or a blank line")
            line = kept
        yield line


def report_mark(reporter: Reporter, span: Span, line: str, expected: str) -> None:
    """Report the byte-order marks starting a line (``line``: without them), which are ignored (MQT113)."""
    reporter.report("MQT113", "a byte-order mark (U+FEFF) starts this line, as where files were joined together: "
                    "it is ignored", span, line, expected=expected)


@dataclass(slots=True)
class LogicalCommand:
    """One command's text with a map from text offsets back to file positions."""

    text: str
    file: str
    segments: list[tuple[int, int, int]]
    source: str = ""
    comments: list[str] = field(default_factory=list)
    # given by position where every command is made (a dataclass's __init__ binds keywords at a cost): keep the order
    leading: int = 0
    unfinished: str = ""  # the + or - its last line ends in, at the end of the input
    label: str = ""
    label_apart: bool = False  # the label stood on a line before the command, so ``source`` does not hold it
    unclosed_comment: bool = False
    # CL labels before ``label`` (MQT118): they land here too; a tuple when none, so that no command pays for a list
    dropped_labels: Sequence[str] = ()
    # CL labels (``label`` and the dropped ones) longer than IBM i takes, with where each stands: a tuple, so that
    # no command pays for a list of its own
    # The labels on it IBM i does not compile: each, where it stands, what is wrong and what was expected.
    bad_labels: tuple[tuple[str, Span, str, str], ...] = ()

    @property
    def leading_comments(self) -> list[str]:
        """Comments before the command; the rest stand inside it (and in ``source``)."""
        return self.comments[:self.leading]

    def span(self, offset: int = 0) -> Span:
        """The file position of character ``offset`` of ``text``."""
        return locate(self.file, self.segments, offset)

    @property
    def first_line(self) -> str:
        """The command text, shortened for messages."""
        flat = " ".join(self.text.split())
        return flat if len(flat) <= 160 else flat[:157] + "..."


@dataclass(slots=True)
class _Builder:
    """The command being assembled: its pieces, and the lines it spans so far (for its source)."""

    file: str
    parts: list[str] = field(default_factory=list)
    segments: list[tuple[int, int, int]] = field(default_factory=list)
    held: list[str] = field(default_factory=list)  # the lines from the command's first, as read
    length: int = 0

    def hold(self, line: str) -> None:
        """Keep a line without content that stands inside the command being assembled (none: not kept)."""
        if self.segments:
            self.held.append(line)

    def add(self, text: str, line: int, column: int, raw: str) -> None:
        if not self.segments:
            self.held = []
        self.held.append(raw)
        self.segments.append((self.length, line, column))
        self.parts.append(text)
        self.length += len(text)

    def take(self) -> LogicalCommand:
        first, last = self.segments[0][1], self.segments[-1][1]
        source = _joined(self.held[:last - first + 1], first)
        command = LogicalCommand("".join(self.parts), self.file, self.segments, source)
        self.parts, self.segments, self.held, self.length = [], [], [], 0
        return command


def _joined(lines: list[str], first: int) -> str:
    """A command's lines, the first of them line ``first`` of the file, each without its trailing blanks: its
    source. One that spans lines knows the line it starts on, for the diagnostics about its other lines."""
    if len(lines) == 1:
        return lines[0].rstrip()
    source = _new_text(Source, "\n".join(map(str.rstrip, lines)))
    source.first_line = first
    return source


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
    first non-blank character; a trailing "+" or "-" is not content. ``mqsc_commands`` writes it out.
    """
    start = 0 if previous == "-" else len(line) - len(line.lstrip(_BLANKS))
    last = line[-1]
    if last == "+" or last == "-":
        return start, line[start:-1], last
    return start, line[start:], ""


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


def _too_long(line: str, number: int, file: str, reporter: Reporter) -> None:
    """MQT122: runmqsc reads lines of at most LONGEST_LINE characters on Multiplatforms (z/OS reads records of
    80). [UNSURE] what runmqsc does with a longer one: the text is read whole, and the user warned."""
    reporter.report("MQT122", f"the line is {len(line):,} characters long: runmqsc reads at most {LONGEST_LINE:,}",
                    Span(file, number, LONGEST_LINE + 1), line[:LONGEST_LINE + 20],
                    expected=f"lines of at most {LONGEST_LINE:,} characters (continue the command with + on the next)")


def _tab_at_end(line: str, number: int, file: str, reporter: Reporter) -> None:
    """MQT131: "A line must not end in a keyboard control character (for example, a tab)". [UNSURE] what runmqsc
    does with one (after a + or -, whether the command goes on): the tab is read as a blank, and the user warned."""
    tab = len(line.rstrip("\r")) - 1
    reporter.report("MQT131", "the line ends in a tab, which runmqsc does not take at the end of a line: read as a "
                    "blank", Span(file, number, tab + 1), line, expected="no tab after the line's last character")


def _split(commands: Iterator[LogicalCommand], trailing: list[str]) -> tuple[list[LogicalCommand], list[str]]:
    """All of a script's commands, and the comments after the last one."""
    return list(commands), trailing


def split_mqsc(text: str, file: str, reporter: Reporter | None = None) -> tuple[list[LogicalCommand], list[str]]:
    """Split an MQSC script into commands; returns them and the comments after the last one."""
    trailing: list[str] = []
    return _split(mqsc_commands(text, file, reporter, trailing), trailing)


# z/OS keeps a script in a data set of 80-column records and reads columns 1 to 72 only: columns 73 to 80 hold each
# record's sequence number.
_RECORD, _READ = 80, 72
_SEQUENCE_NUMBER = re.compile(rf"[0-9]{{{_RECORD - _READ}}}")
# A text of such records: each line is exactly that, or blank (a copy may add blank lines, at its end most often),
# read in one pass without a copy.
_RECORDS = re.compile(rf"(?:(?:[^\r\n]{{{_READ}}}[0-9]{{{_RECORD - _READ}}}|[ \t]*+)(?:\r\n|\r|\n))*+"
                      rf"(?:[^\r\n]{{{_READ}}}[0-9]{{{_RECORD - _READ}}}|[ \t]*+)")
_NUMBER_AT_LINE_END = re.compile(rf"[0-9]{{{_RECORD - _READ}}}(?=\r\n|\r|\n|\Z)")


def _numbered(text: str) -> bool:
    """True when every line of ``text`` but blank ones is an 80-column record ending in an 8-digit sequence number
    (a z/OS data set's, copied as text). No script runmqsc reads elsewhere is so: a command's line ends in ")", a
    quote, a flag's letters or a continuation character, never in a number. The first line is looked at first."""
    first = _LINE_END.split(text[:_RECORD + 1], maxsplit=1)[0]
    if len(first) != _RECORD or not _SEQUENCE_NUMBER.fullmatch(first, _READ):
        return False
    return _RECORDS.fullmatch(text) is not None


def unnumbered(text: str, file: str, reporter: Reporter | None) -> str:
    """An MQSC script's ``text`` without the sequence numbers ending its lines when it is a z/OS data set's records
    (MQT133), every column before them kept; any other as it is."""
    if not _numbered(text):
        return text
    if reporter is not None:
        first = text[:_RECORD]
        reporter.report("MQT133", f"every line is an {_RECORD}-column record whose columns {_READ + 1} to {_RECORD} "
                        f"hold a sequence number ({first[_READ:]} here), as in a z/OS data set, where only columns 1 "
                        f"to {_READ} are read: the numbers are ignored", Span(file, 1, _READ + 1), first,
                        expected=f"commands in columns 1 to {_READ}")
    return _NUMBER_AT_LINE_END.sub("", text)


def mqsc_commands(text: str, file: str, reporter: Reporter | None, trailing: list[str]) -> Iterator[LogicalCommand]:
    """The commands of an MQSC script, one at a time; the comments after the last one are added to ``trailing``.

    One loop without ``_Builder``, as this runs for every line of every MQSC input.
    """
    shifted: dict[int, int] = {}
    comments: list[str] = []
    pending = ""  # the text of the command being assembled
    segments: list[tuple[int, int, int]] = []
    held: list[str] = []  # its lines so far
    first = leading = quotes = counted = 0  # quotes: how many in ``pending[:counted]``, counted for a ";" only
    cut = False  # a ";" ended the command being assembled
    continuation = ""
    blanks, longest = _BLANKS, LONGEST_LINE
    checked = reporter is not None
    tabs = checked and "\t" in text  # no line ends in a tab of a text without one: not looked for
    for number, raw in enumerate(_lines(text, file, reporter, shifted), 1):
        line = raw.rstrip(blanks)
        if len(raw) > longest and checked:
            _too_long(raw, number, file, reporter)  # type: ignore[arg-type]
        if tabs and len(line) < len(raw) and line and line[0] != "*" and raw.rstrip("\r")[-1:] == "\t":
            _tab_at_end(raw, number, file, reporter)  # type: ignore[arg-type]
        if not line or line[0] == "*":
            if line:
                comments.append(line[1:].strip())
            if segments:
                held.append(raw)
            continue
        # _continued, written out: a call for every line costs more than its rule
        start = 0 if continuation == "-" else len(line) - len(line.lstrip(blanks))
        continuation = line[-1]
        if continuation == "+" or continuation == "-":
            content = line[start:-1]
        else:
            content, continuation = line[start:], ""
        if segments:
            held.append(raw)
        else:
            first, leading, quotes, counted, held, cut = number, len(comments), 0, 0, [raw], False
        segments.append((len(pending), number, start + 1 + shifted.get(number, 0) if shifted else start + 1))
        if TERMINATOR in content:  # whether it stands in a string: the quotes before it, each counted once
            quotes += pending.count("'", counted)
            counted = len(pending)
            end = _semicolon(content, bool(quotes & 1))
            if end >= 0:
                cut = True
                pending += content[:end]
                _ignored(line, start + end, number, segments[-1][2] + end + 1, file, reporter)
                continuation = ""
            else:
                pending += content
        else:
            pending += content
        if continuation:
            continue
        if cut and not pending.strip(blanks):  # a ";" alone: no command (its comments go on)
            pending, segments = "", []
            continue
        source = raw.rstrip() if first == number else _joined(held, first)
        yield LogicalCommand(pending, file, segments, source, comments, leading)
        pending, segments, comments = "", [], []
    if segments:
        # Continued past the end: the comment lines after its last line are its own too, kept in its source.
        kept = held[:segments[-1][1] - first + 1] + [raw for raw in held[segments[-1][1] - first + 1:] if raw.strip()]
        source = _joined(kept, first)
        yield LogicalCommand(pending, file, segments, source, comments, leading, continuation)
        comments = []
    trailing += comments


def split_tpf(text: str, file: str, reporter: Reporter | None = None) -> tuple[list[LogicalCommand], list[str]]:
    """Split a ZMQSC script into commands; returns them and the comments after the last one."""
    trailing: list[str] = []
    return _split(tpf_commands(text, file, reporter, trailing), trailing)


def tpf_commands(text: str, file: str, reporter: Reporter | None, trailing: list[str]) -> Iterator[LogicalCommand]:
    """The commands of a ZMQSC script, one per line, as TPF commands never continue; the comments after the last
    one are added to ``trailing``.

    Blank lines are skipped and lines starting with ``*`` are comments, as in MQSC: a TPF
    console has no comment syntax, so this is the convention of the scripts this tool writes.
    """
    comments: list[str] = []
    builder = _Builder(file)
    shifted: dict[int, int] = {}
    for number, raw in enumerate(_lines(text, file, reporter, shifted), 1):
        line = raw.rstrip(_BLANKS)
        if line.startswith("*"):
            comments.append(line[1:].strip())
        elif line:
            start = len(line) - len(line.lstrip(_BLANKS))
            builder.add(line[start:], number, start + 1 + shifted.get(number, 0), raw)
            command = builder.take()
            command.comments, command.leading, comments = comments, len(comments), []
            yield command
    trailing += comments


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
    """Split CL source into commands with labels and comments attached to the next command; returns them and the
    comments after the last one."""
    trailing: list[str] = []
    return _split(cl_commands(text, file, reporter, trailing), trailing)


class _ClLabels:
    """What CL carries from one command to the next: the comments and the label before it (and where it stands)."""

    __slots__ = ("at", "bad", "comments", "dropped", "label", "reporter")

    def __init__(self, reporter: Reporter | None) -> None:
        self.comments: list[str] = []
        self.dropped: list[str] = []  # labels followed by another label: not written, but a GOTO still lands
        self.bad: list[tuple[str, Span, str, str]] = []  # the labels read so far IBM i does not compile (bad_labels)
        self.label = ""
        self.at = Span("", 0, 0)
        self.reporter = reporter

    def drop(self, why: str) -> None:
        """Report the label carried so far, which no command follows (MQT118): it is not written."""
        if self.label and self.reporter is not None:
            self.reporter.report("MQT118", f"the label {self.label}: is followed by {why}, so it labels no command and "
                                 "is not written: a GOTO to it fails", self.at, f"{self.label}:",
                                 expected="a command after the label")

    def finish(self, command: LogicalCommand) -> bool:
        """Attach the comments and label read so far to ``command``; False when it is only comments or a label,
        kept for the next command."""
        _strip_cl_comments(command)
        leading = len(self.comments)
        self.comments += command.comments
        label_match = _CL_LABEL.match(command.text)
        own = label_match is not None and "(" not in command.text[:label_match.end()]
        if own and label_match is not None:
            self.drop("another label")
            if self.label:
                self.dropped.append(self.label)
            self.label, self.at = label_match.group(1), command.span(label_match.start(1))
            if len(self.label) > LONGEST_LABEL:
                self.bad.append((self.label, self.at, f"is {len(self.label)} characters long: IBM i takes at most "
                                 f"{LONGEST_LABEL}", f"a label of at most {LONGEST_LABEL} characters, then ':'"))
            elif command.text[label_match.end(1)] != ":":  # IBM i takes the colon right after the label only
                self.bad.append((self.label, self.at, "has a blank before its colon: IBM i takes the colon right "
                                 "after the label", f"{self.label}: with no blank between"))
            command.text = " " * label_match.end() + command.text[label_match.end():]
        if not (command.text.strip() or command.unfinished):  # an unfinished one is rejected, even with no text
            if command.unclosed_comment and self.reporter is not None:
                swallowed = swallowed_command(command)
                if swallowed:  # a + or - continued the comment over a command: CL reads it as comment text
                    self.reporter.report("MQT104", f"a /* comment is not closed, and the {swallowed}",
                                         command.span(), command.source, expected="*/ before the line ends")
                else:  # [UNSURE] how IBM i reads the lines after
                    self.reporter.report("MQT104", "a /* comment is not closed on its line, and no + continues it: "
                                         "the commands after it may be read as part of the comment", command.span(),
                                         command.source, expected="*/ before the line ends")
            return False
        command.label_apart = bool(self.label) and not own
        command.comments, command.label, self.comments, self.label = self.comments, self.label, [], ""
        command.dropped_labels, self.dropped = self.dropped, []
        if self.bad:
            command.bad_labels, self.bad = tuple(self.bad), []
        command.leading = leading
        return True


# A line's CL command name, after a label: the grammar's COMMAND (perhaps qualified by its library).
_LINE_COMMAND = re.compile(f"(?:{_CL_LABEL.pattern})?+[{blank()}]*+({terminals('cl')['COMMAND']})")


def swallowed_command(command: LogicalCommand) -> str:
    """For a CL command whose /* comment a + or - continues over later lines: the first of them that starts with
    an MQ command CL reads (CRTMQMQ, DLTMQMQ ...), which is comment text there, as said in a message ("+ ending
    line 2 continues it over line 3: DLTMQMQ QNAME(B), read as comment text, as IBM i reads it, not as a
    command"); "" for none."""
    from translator.dialects.cl_vocabulary import COMMANDS  # the dialects package imports the readers

    lines = command.source.split("\n")
    first = command.span().line
    opened = max((index for index, line in enumerate(lines) if "/*" in line), default=0)  # the unclosed one's line
    for index, line in enumerate(lines[opened + 1:], opened + 1):
        found = _LINE_COMMAND.match(line)
        if found and found.group(2).rsplit("/", 1)[-1].upper() in COMMANDS:
            ending = lines[index - 1].rstrip()[-1:]
            shown = " ".join(line.split())
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            return (f"{ending} ending line {first + index - 1} continues it over line {first + index}: {shown}, "
                    "read as comment text, as IBM i reads it, not as a command")
    return ""


def cl_commands(text: str, file: str, reporter: Reporter | None, trailing: list[str]) -> Iterator[LogicalCommand]:
    """The commands of CL source, one at a time; the comments after the last one are added to ``trailing``."""
    carried = _ClLabels(reporter)
    builder = _Builder(file)
    shifted: dict[int, int] = {}
    continuation = ""
    blank: tuple[int, str] | None = None  # a blank record a + or - continued into, kept until the next line
    for number, raw in enumerate(_lines(text, file, reporter, shifted), 1):
        if blank is not None:  # a record follows it: it is one, and it ends the command (it has no + or -)
            yield from _ended_by(builder, carried, blank, continuation, shifted)
            blank, continuation = None, ""
        line = raw.rstrip(_BLANKS)
        if not line and builder.segments:
            blank = number, raw
            continue
        if not line:
            builder.hold(raw)
            continue
        start, content, continuation = _continued(line, continuation)
        builder.add(content, number, start + 1 + shifted.get(number, 0) if shifted else start + 1, raw)
        if not continuation:
            command = builder.take()
            if carried.finish(command):
                yield command
    if blank is not None and blank[1]:  # blanks on the last line: a record (an empty last "line" is none)
        yield from _ended_by(builder, carried, blank, continuation, shifted)
    elif builder.segments:
        unfinished = builder.take()
        unfinished.unfinished = continuation
        if carried.finish(unfinished):
            yield unfinished
    carried.drop("the end of the input")
    trailing += carried.comments


def _ended_by(builder: _Builder, carried: _ClLabels, blank: tuple[int, str], continuation: str,
              shifted: dict[int, int]) -> Iterator[LogicalCommand]:
    """The command a + or - continued into a blank record, which has no continuation mark: the command ends there,
    as it does after any record without one (after -, the record's blanks are the command's). [UNSURE] IBM i
    states no rule for a blank record; a comment-only one ends the command alike."""
    number, raw = blank
    builder.add(raw.rstrip("\r") if continuation == "-" else "", number, 1 + shifted.get(number, 0), raw)
    command = builder.take()
    if carried.finish(command):
        yield command
