"""Turn Lark parse failures into located, readable diagnostics; read a command or reject it."""

from __future__ import annotations

from collections.abc import Callable

from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from translator.diagnostics import Reporter
from translator.dialects.words import Unknown
from translator.model import Command, Rejected
from translator.parsers import children
from translator.readers.logical_lines import LogicalCommand
from translator.validate import validate

_EXPECTED = {
    "mqsc": "KEYWORD(value) or a flag keyword such as REPLACE",
    "cl": "KEYWORD(value) or a positional value",
    "tpf": "KEYWORD-value or a flag keyword such as TRIGGER",
}
_OBJECT = {"mqsc": "an object name in parentheses, e.g. QLOCAL('APP.IN')", "tpf": "QL-name, QA-name or QR-name"}


def report_parse_error(error: UnexpectedInput, logical: LogicalCommand, reporter: Reporter, dialect: str) -> None:
    """Report where and why ``logical`` failed to parse."""
    if isinstance(error, UnexpectedToken) and error.token.type == "$END":
        position = len(logical.text.rstrip())
    else:
        # lark sets it on each error, but declares it None: read as declared, compiled code would reject an int
        position = getattr(error, "pos_in_stream") or 0  # noqa: B009
    rest = logical.text[position:]
    near = rest.strip()[:40] or "end of command"
    if rest.count("'") % 2 == 1:
        code, message, expected = "MQT103", f"unclosed quote near {near!r}", "a closing '"
    else:
        code = "MQT102"
        message = f"unexpected {near!r}" if near != "end of command" else "the command ends too early"
        expected = _OBJECT.get(dialect, _EXPECTED[dialect]) if _needs_object(error) else _EXPECTED[dialect]
    if isinstance(error, UnexpectedCharacters) and not near:
        message = "unexpected character"
    reporter.report(code, message, logical.span(position), logical.source, expected=expected)


def reject_unfinished(logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str) -> Rejected:
    """Reject a command whose last line ends in + or - at the end of the input: it is not complete, so it is
    not translated (MQT102 at that continuation character)."""
    reporter.report("MQT102", f"the command is continued past the end of the input: its last line ends in "
                    f"{logical.unfinished!r}", logical.span(len(logical.text)), logical.source,
                    expected=f"another line after the {logical.unfinished!r}, or no {logical.unfinished!r} at the end")
    return Rejected(dialect, kind, logical.source, logical.span(), logical.leading_comments)


UNKNOWN_COMMAND = "unknown command"  # the kind of a Rejected item that is no command of its dialect


def reject_unknown(logical: LogicalCommand, reporter: Reporter, dialect: str, unknown: Unknown) -> Rejected:
    """Reject a command that is not one of its dialect's, located at the offending word (MQT115)."""
    reporter.report("MQT115", unknown.message, logical.span(unknown.offset), logical.source,
                    expected=unknown.expected)
    return Rejected(dialect, UNKNOWN_COMMAND, logical.source, logical.span(), logical.leading_comments)


def _needs_object(error: UnexpectedInput) -> bool:
    expected = getattr(error, "expected", None) or getattr(error, "allowed", None) or set()
    return "OBJECT" in expected


def settle(command: Command, reporter: Reporter, errors_before: int, dialect: str, kind: str,
           logical: LogicalCommand) -> Command | Rejected:
    """The command, or a Rejected item when reading it reported an error."""
    if reporter.errors == errors_before:
        return command
    return Rejected(dialect, kind, logical.source, command.span, logical.leading_comments, command.name)


def parse_command(command: Command, logical: LogicalCommand, reporter: Reporter, dialect: str, kind: str,
                  build: Callable[[list], None], parse: Callable[[str, str], list] = children) -> Command | Rejected:
    """Parse ``logical`` with the dialect's grammar (``parse``: the parse tree's children, or what a reader
    reads as the grammar does), ``build`` the command from them and validate it; a Rejected item when any of
    it reported an error."""
    before = reporter.errors
    try:
        found = parse(dialect, logical.text)
    except UnexpectedInput as error:
        report_parse_error(error, logical, reporter, dialect)
    else:
        build(found)
        validate(command, reporter)
    return settle(command, reporter, before, dialect, kind, logical)
