"""PCF binary writer: one MQCFH-headed message per command, in the byte order and CCSID the options ask for."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from functools import partial

from translator.diagnostics import Reporter
from translator.model import Command, Item, Script
from translator.pcf import parameters as pcf
from translator.pcf.binary import MQCFT_STRING, MQCFT_STRING_LIST, PcfMessage, PcfParameter, ccsid_codec, encode_message
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import write_messages

_NAME_LENGTH = 48  # MQ_Q_NAME_LENGTH and MQ_NAMELIST_NAME_LENGTH: the head parameters


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[bytes]:
    """One message per command (b"" for what PCF cannot carry); other PCF commands are kept as read."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[bytes]:
    """The messages of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    encode = partial(encode_message, byte_order=options.byte_order)
    finish = partial(_in_ccsid, ccsid=options.ccsid, reporter=reporter)
    return write_messages("pcf-bin", items, trailing, reporter, encode, bytes.fromhex, b"", finish)


def _in_ccsid(command: Command, message: PcfMessage, *, ccsid: int, reporter: Reporter) -> PcfMessage | None:
    """``message`` with every MQCFST and MQCFSL in ``ccsid``; None (reported) when a string has a character the
    CCSID cannot hold or is longer, in bytes of that CCSID, than its parameter allows."""
    codec = ccsid_codec(ccsid)
    if codec is None:
        raise ValueError(f"unsupported CCSID {ccsid}")
    parameters, ok = [], True
    for parameter in message.parameters:
        if parameter.type in (MQCFT_STRING, MQCFT_STRING_LIST):
            ok = _fits(command, parameter, codec, ccsid, reporter) and ok
            parameter = replace(parameter, ccsid=ccsid)
        parameters.append(parameter)
    return PcfMessage(message.command, tuple(parameters), message.offset) if ok else None


def _fits(command: Command, parameter: PcfParameter, codec: str, ccsid: int, reporter: Reporter) -> bool:
    described = pcf.by_number(parameter.id)
    attribute = described.attribute if described else None
    name = attribute.name if attribute else ""
    span = command.span_of(name) if name else command.span
    longest = attribute.max_length if attribute else _NAME_LENGTH
    texts = parameter.value if isinstance(parameter.value, tuple) else (parameter.value,)
    for text in texts:
        try:
            size = len(str(text).encode(codec))
        except UnicodeEncodeError as error:
            bad = str(text)[error.start]
            reporter.report("MQT209", f"{name or 'the name'} holds {bad!r} (U+{ord(bad):04X}), which CCSID {ccsid} "
                            "cannot encode", span, command.source_text, expected="another --ccsid, such as 1208 (UTF-8)",
                            attribute=name)
            return False
        if longest and size > longest:
            reporter.report("MQT203", f"{name or 'the name'} is {size} bytes long in CCSID {ccsid} "
                            f"({len(str(text))} characters)", span, command.source_text,
                            expected=f"at most {longest} bytes", attribute=name)
            return False
    return True
