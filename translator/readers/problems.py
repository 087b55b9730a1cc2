"""Turn Lark parse failures into located, readable diagnostics; read a command or reject it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from translator.diagnostics import Reporter
from translator.dialects import PerDialect
from translator.dialects.words import Unknown
from translator.model import Command, Rejected
from translator.parsers import parser, terminal
from translator.readers.logical_lines import LogicalCommand

# What the dialect expects where a parameter, or the object's name, cannot be read (its vocabulary's).
_EXPECTED: PerDialect[str] = PerDialect(lambda dialect: dialect.vocabulary.EXPECTED_PARAMETER)
_OBJECT: PerDialect[str] = PerDialect(lambda dialect: dialect.vocabulary.EXPECTED_NAME)


def report_parse_error(error: UnexpectedInput, logical: LogicalCommand, reporter: Reporter, dialect: str) -> None:
    """Report where and why ``logical`` failed to parse, from what Lark's parser expected there.

    A quote left open is MQT103; a missing blank between fields (TPF's) says so; a command that ends inside
    parentheses says a ")" is missing; an object type
    without its name says the name is expected. An error inside a parameter's parentheses, or after a keyword
    waiting for them, is located at that keyword: the parameter it spoils.
    """
    expected = _expected(error)
    text = logical.text
    at_end = isinstance(error, UnexpectedToken) and error.token.type == "$END"
    # lark sets pos_in_stream on each error, but declares it None
    position = len(text.rstrip()) if at_end else (getattr(error, "pos_in_stream") or 0)  # noqa: B009
    rest = text[position:]
    near = rest.strip()[:40] or "end of command"
    waits_for_name = expected == {"LPAR"}
    if rest.count("'") % 2 == 1:
        code, message, hint = "MQT103", f"unclosed quote near {near!r}", "a closing '"
    elif "_SEPARATOR" in expected and expected <= {"_SEPARATOR", "$END"} and _NO_VALUE.match(rest):
        # TPF's KEYWORD-value with nothing, or a blank, after the "-": the value is what is missing
        code, message, hint = "MQT102", f"no value after {_word_before(text, position)}-", "KEYWORD-value, the value " \
            "right after the '-'"
    elif "_SEPARATOR" in expected and expected <= {"_SEPARATOR", "$END"}:  # a grammar whose fields need blanks
        code, message, hint = "MQT102", f"no blank before {near!r}", "a blank between parameters"
    elif at_end and "RPAR" in expected:
        code, message, hint = "MQT102", "a ')' is missing: the command ends inside parentheses", "')'"
    elif expected == {"OBJECT"} and (noun := _NOUN.match(rest).group().upper()):  # type: ignore[union-attr]
        # TPF's object word and its name are one field, joined by a hyphen (QL-name): the name is what is missing
        code, message, hint = "MQT102", f"{noun} needs its name right after a hyphen: {noun}-name", f"{noun}-name"
    else:
        code = "MQT102"
        message = f"unexpected {near!r}" if near != "end of command" else "the command ends too early"
        hint = _OBJECT[dialect] if waits_for_name else _EXPECTED[dialect]
    if isinstance(error, UnexpectedCharacters) and not near:
        message = "unexpected character"
    if "RPAR" in expected or waits_for_name:
        holder = _holder(text, position)
        if waits_for_name and code == "MQT102":
            message = f"{text[holder:position].strip()[:40]} needs its name in parentheses"
        position = holder
    reporter.report(code, message, logical.span(position), logical.source, expected=hint)


_NO_VALUE = re.compile(r"-(?:\s|\Z)")  # a "-" with nothing after it, or a blank
_NOUN = re.compile(r"[A-Za-z]*+")  # the object word TPF's OBJECT starts with


def _word_before(text: str, position: int) -> str:
    """The word that ends at ``position`` (a keyword whose "-" stands there)."""
    start = position
    while start > 0 and text[start - 1].isascii() and text[start - 1].isalnum():
        start -= 1
    return text[start:position]


def _expected(error: UnexpectedInput) -> set[str]:
    """The names of the terminals the parser could have read where it failed."""
    return set(getattr(error, "expected", None) or getattr(error, "allowed", None) or ())


_PARENTHESIS = re.compile(rf"{terminal('mqsc', 'QUOTED')}|[()]")


def _holder(text: str, position: int) -> int:
    """Where the keyword starts whose parentheses are open at ``position`` (or, when none is open, the last
    word before it: a keyword waiting for its parentheses); ``position`` when no keyword stands there."""
    opened: list[int] = []
    for match in _PARENTHESIS.finditer(text, 0, position):
        if match.group() == "(":
            opened.append(match.start())
        elif match.group() == ")" and opened:
            opened.pop()
    start = opened[0] if opened else position
    while start > 0 and (text[start - 1].isspace() or text[start - 1] == ","):
        start -= 1
    word = _word_before(text, start)
    return start - len(word) if word else (opened[0] if opened else position)


def reject_unfinished(logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str) -> Rejected:
    """Reject a command whose last line ends in + or - at the end of the input: it is not complete, so it is
    not translated (MQT102 at that continuation character)."""
    reporter.report("MQT102", f"the command is continued past the end of the input: its last line ends in "
                    f"{logical.unfinished!r}", logical.span(len(logical.text)), logical.source,
                    expected=f"another line after the {logical.unfinished!r}, or no {logical.unfinished!r} at the end")
    return Rejected(dialect, kind, logical.source, logical.span(), logical.leading_comments)


def reject_too_long(logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str, longest: int) -> Rejected:
    """Reject a command longer than its dialect allows (``longest`` characters), which the queue manager refuses
    (MQT102 where the limit is passed), before reading its parameters: no command costs more to read than one of
    the longest. The readers call it for such a command only."""
    reporter.report("MQT102", f"the command is {len(logical.text):,} characters long, longer than any {dialect} "
                    "command may be", logical.span(longest), logical.source, expected=f"at most {longest:,} characters")
    return Rejected(dialect, kind, logical.source, logical.span(), logical.leading_comments)


UNKNOWN_COMMAND = "unknown command"  # the kind of a Rejected item that is no command of its dialect


def reject_unknown(logical: LogicalCommand, reporter: Reporter, dialect: str, unknown: Unknown) -> Rejected:
    """Reject a command that is not one of its dialect's, located at the offending word (MQT115)."""
    reporter.report("MQT115", unknown.message, logical.span(unknown.offset), logical.source,
                    expected=unknown.expected)
    return Rejected(dialect, UNKNOWN_COMMAND, logical.source, logical.span(), logical.leading_comments)


def reject_unclosed(logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str) -> Rejected | None:
    """MQT103 for a command outside the scope whose quotes do not pair (its last one opens a string the command
    never closes); None when they pair. Such a command is not read further, but copied it would not run either."""
    text = logical.text
    if not text.count("'") % 2:
        return None
    reporter.report("MQT103", f"unclosed quote in {kind or 'the command'}", logical.span(text.rfind("'")), logical.source,
                    expected="a closing '")
    return Rejected(dialect, kind, logical.source, logical.span(), logical.leading_comments)


def unpaired(text: str, parts: re.Pattern[str] = _PARENTHESIS) -> tuple[int, str] | None:
    """Where the parentheses of ``text`` outside quotes (its quotes paired) do not pair: the offset of a ")" that
    closes none, or of the first "(" left open, and what is wrong there; None when they pair. ``parts`` matches
    quoted strings, "(" and ")", and may match more: the first other match outside quotes is returned as found,
    for the caller to say what is wrong with it (CL's "*/" of a nested comment)."""
    opened: list[int] = []
    for part in parts.finditer(text):
        found = part.group()
        if found == "(":
            opened.append(part.start())
        elif found == ")":
            if not opened:
                return part.start(), "this ')' closes no parenthesis"
            opened.pop()
        elif found[0] != "'":
            return part.start(), found
    if opened:
        return opened[0], f"the '(' here is not closed ({len(opened)} ')' missing)"
    return None


def reject_unpaired(logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str) -> Rejected | None:
    """MQT102 for a command outside the scope whose parentheses do not pair (its quotes do: ``reject_unclosed``
    comes first); None when they pair. Copied, it would not run either."""
    found = unpaired(logical.text)
    if found is None:
        return None
    offset, problem = found
    reporter.report("MQT102", f"{kind or 'the command'}: {problem}, so the queue manager refuses the command",
                    logical.span(offset), logical.source, expected="parentheses that pair")
    return Rejected(dialect, kind, logical.source, logical.span(), logical.leading_comments)


def children(dialect: str, text: str) -> list:
    """The children of the parse tree of one command, as Lark's LALR parser reads it; raises UnexpectedInput."""
    return parser(dialect).parse(text).children


def parse_command(command: Command, logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str,
                  build: Callable[[Command, LogicalCommand, Reporter, Any], None],
                  parse: Callable[[str, str], Any] = children) -> Command | Rejected:
    """Parse ``logical`` with the dialect's grammar (``parse``: the parse tree's children, or what a reader
    reads as the grammar does) and ``build`` the command from them (``build(command, logical, reporter, found)``:
    a module's function, not a closure made for each command). The command is returned whatever was
    reported about it: the pipeline's validation stage validates it and rejects it when reading or validating
    it found an error (translation.validated)."""
    command.kind, command.comments_inside = kind, len(command.comments) - logical.leading
    try:
        found = parse(dialect, logical.text)
    except UnexpectedInput as error:
        report_parse_error(error, logical, reporter, dialect)
    else:
        build(command, logical, reporter, found)
    return command
