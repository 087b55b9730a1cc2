"""PCF binary writer: one MQCFH-headed message per command, in the byte order and CCSID the options ask for."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from functools import partial

from translator.diagnostics import Reporter
from translator.model import Command, Item, Passthrough, Script, Span
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    PcfMessage,
    PcfParameter,
    ccsid_codec,
    decode_messages,
    detect_byte_order,
    encode_again,
    encode_message,
)
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import write_messages

_NAME_LENGTH = 48  # MQ_Q_NAME_LENGTH and MQ_NAMELIST_NAME_LENGTH: the head parameters


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[bytes]:
    """One message per command (b"" for what PCF cannot carry); other PCF commands are kept as read."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[bytes]:
    """The messages of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    encode = partial(encode_message, byte_order=options.byte_order)
    finish = partial(_command_in_ccsid, ccsid=options.ccsid, reporter=reporter)
    verbatim = partial(_verbatim, options=options, reporter=reporter)
    return write_messages("pcf-bin", items, trailing, reporter, encode, verbatim, b"", finish,
                          options.queue_managers)


def _verbatim(item: Passthrough, *, options: WriteOptions, reporter: Reporter) -> bytes:
    """A PCF command outside queues, namelists and processes as read, in the byte order and CCSID every message
    written is in: its bytes when they already are, else encoded again, its MQCFH as read; b""
    (reported) when a string cannot be held in the CCSID."""
    data = bytes.fromhex(item.text)
    order = detect_byte_order(data)
    (message,) = decode_messages(data, order)  # read from these bytes, so they decode
    strings = [p for p in message.parameters if p.type in (MQCFT_STRING, MQCFT_STRING_LIST)]
    if order == options.byte_order and all(p.ccsid == options.ccsid for p in strings):
        return data
    converted = _in_ccsid(message, options.ccsid, reporter, lambda name: item.span, item.text)
    return b"" if converted is None else encode_again(data, converted, options.byte_order)


def _command_in_ccsid(command: Command, message: PcfMessage, *, ccsid: int, reporter: Reporter) -> PcfMessage | None:
    return _in_ccsid(message, ccsid, reporter, command.span_of, command.source_text, _NAME_LENGTH)


def _in_ccsid(message: PcfMessage, ccsid: int, reporter: Reporter, locate: Callable[[str], Span], source_text: str,
              names: int | None = None) -> PcfMessage | None:
    """``message`` with every MQCFST and MQCFSL in ``ccsid``; None (reported) when a string has a character the
    CCSID cannot hold or is longer, in bytes of that CCSID, than its parameter allows (``names``: the length of a
    parameter the registry does not describe, the object's name; None: not checked)."""
    codec = ccsid_codec(ccsid)
    if codec is None:
        raise ValueError(f"unsupported CCSID {ccsid}")
    parameters, ok = [], True
    for parameter in message.parameters:
        if parameter.type in (MQCFT_STRING, MQCFT_STRING_LIST):
            ok = _fits(parameter, codec, ccsid, reporter, locate, source_text, names) and ok
            parameter = replace(parameter, ccsid=ccsid)
        parameters.append(parameter)
    return replace(message, parameters=tuple(parameters)) if ok else None


def _fits(parameter: PcfParameter, codec: str, ccsid: int, reporter: Reporter, locate: Callable[[str], Span],
          source_text: str, names: int | None) -> bool:
    described = pcf.by_number(parameter.id)
    attribute = described.attribute if described else None
    name = attribute.name if attribute else ""
    span = locate(name) if name else locate("")
    longest = attribute.max_length if attribute else names
    texts = parameter.value if isinstance(parameter.value, tuple) else (parameter.value,)
    for text in texts:
        try:
            size = len(str(text).encode(codec))
        except UnicodeEncodeError as error:
            bad = str(text)[error.start]
            reporter.report("MQT209", f"{name or 'a string'} holds {bad!r} (U+{ord(bad):04X}), which CCSID {ccsid} "
                            "cannot encode", span, source_text, expected="another --ccsid, such as 1208 (UTF-8)",
                            attribute=name)
            return False
        if longest and size > longest:
            reporter.report("MQT203", f"{name or 'the name'} is {size} bytes long in CCSID {ccsid} "
                            f"({len(str(text))} characters)", span, source_text,
                            expected=f"at most {longest} bytes", attribute=name)
            return False
    return True
