"""PCF binary reader: consecutive MQCFH-headed command messages, in either byte order.

A message is located as line = its number in the file (from 1) and column = its byte offset + 1; a problem
with one of its parameters at that parameter structure's byte offset + 1.
"""

from __future__ import annotations

from collections.abc import Iterator

from translator.diagnostics import Reporter
from translator.model import Item, Rejected, Script, Span
from translator.pcf.binary import PcfDecodeError, PcfMessage, detect_byte_order, encode_message, iter_messages
from translator.pcf.commands import BY_NUMBER
from translator.pcf.decoder import Origin, command_of
from translator.pcf.text import render

DIALECT = "pcf-bin"


def read(data: bytes, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read every message; corrupt or truncated data ends the script with an MQT109 diagnostic."""
    return Script(list(read_items(data, file, reporter, variables, [])))


def read_items(data: bytes, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of PCF messages as they are read (PCF has no comments: ``trailing`` stays empty)."""
    del variables, trailing  # PCF has no script variables and no comments
    read = 0
    try:
        for number, message in enumerate(iter_messages(data), 1):
            spans = tuple(Span(file, number, (parameter.offset or 0) + 1) for parameter in message.parameters)
            origin = Origin(DIALECT, Span(file, number, message.offset + 1), _text(data, message), spans)
            yield command_of(message, origin, reporter)
            read = number
    except PcfDecodeError as error:
        span = Span(file, read + 1, error.offset + 1)
        reporter.report("MQT109", f"corrupt PCF data: {error}", span, expected="a complete PCF command message")
        yield Rejected(DIALECT, "corrupt PCF data", f"message {span.line}: {error}", span)


def _text(data: bytes, message: PcfMessage) -> str:
    """A command's readable form; for other commands, kept verbatim, the message's bytes in hex."""
    if message.command in BY_NUMBER:
        return render(message)
    return encode_message(message, detect_byte_order(data, message.offset) or "little").hex()
