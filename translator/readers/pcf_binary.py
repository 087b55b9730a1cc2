"""PCF binary reader: consecutive MQCFH-headed command messages, in either byte order.

A message is located as line = its number in the file (from 1) and column = its byte offset + 1; a problem
with one of its parameters at that parameter structure's byte offset + 1.
"""

from __future__ import annotations

from collections.abc import Iterator

from translator.diagnostics import Reporter
from translator.model import Item, Rejected, Script, Span
from translator.pcf.binary import (
    PcfDecodeError,
    PcfMessage,
    iter_framed,
)
from translator.pcf.commands import BY_NUMBER
from translator.pcf.decoder import Origin, command_of
from translator.pcf.text import render

DIALECT = "pcf-bin"


def read(data: bytes, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read every message; an unreadable one fails alone, broken framing fails the rest (MQT109 each)."""
    return Script(list(read_items(data, file, reporter, variables, [])))


def read_items(data: bytes, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of PCF messages as they are read (PCF has no comments: ``trailing`` stays empty).

    A message whose content cannot be decoded but whose framing is intact is one failed item, and reading
    goes on after it; when the framing is broken, one failed item accounts for the rest of the input.
    """
    del variables, trailing  # PCF has no script variables and no comments
    for number, message in enumerate(iter_framed(data), 1):
        if isinstance(message, PcfMessage):
            spans = tuple(Span(file, number, (parameter.offset or 0) + 1) for parameter in message.parameters)
            origin = Origin(DIALECT, Span(file, number, message.offset + 1), _text(data, message), spans, as_sent=True)
            if message.extended and message.command in BY_NUMBER:  # a pass-through keeps its header as it was
                reporter.report("MQT128", f"message {number} is MQCFT_COMMAND_XR (16), the type a z/OS command server "
                                "takes: it is read as its command, and pcf-bin output is MQCFT_COMMAND (1), which z/OS "
                                "refuses", origin.span, expected="MQCFT_COMMAND (1) messages, for a queue manager on "
                                "another platform")
            yield command_of(message, origin, reporter)
        elif message.framing_broken:  # no later message can be found: this one item stands for every byte left
            what = f"message {number} and the rest of the input (bytes {message.offset} to {message.end})"
            yield _rejected(message.error, file, number, reporter, what)
        else:
            yield _rejected(message.error, file, number, reporter, f"message {number}")


def _rejected(error: PcfDecodeError, file: str, number: int, reporter: Reporter, what: str) -> Rejected:
    """A failed item for unreadable PCF data, with its MQT109 diagnostic at the byte offset of the problem."""
    span = Span(file, number, error.offset + 1)
    reporter.report("MQT109", f"corrupt PCF data: {error}", span, expected="a complete PCF command message")
    return Rejected(DIALECT, "corrupt PCF data", f"{what}: {error}", span)


def _text(data: bytes, message: PcfMessage) -> str:
    """A command's readable form; for other commands, kept verbatim, the message's bytes as read, in hex (its
    MQCFH type, sequence number and control, its byte order and its strings' CCSIDs with it)."""
    if message.command in BY_NUMBER:
        return render(message)
    return data[message.offset:message.end].hex()
