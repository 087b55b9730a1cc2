"""PCF binary writer: one MQCFH-headed message per command, in the byte order and CCSID the options ask for."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from functools import partial

from translator.diagnostics import Reporter
from translator.model import Command, Item, Passthrough, Script, Span
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_GROUP,
    STRING_TYPES,
    Filter,
    PcfDecodeError,
    PcfMessage,
    PcfParameter,
    ccsid_codec,
    decode_exact,
    decode_messages,
    detect_byte_order,
    encode_again,
    encode_message,
)
from translator.pcf.text import NotCarried, parse_exact
from translator.readers import pcf_binary, pcf_text
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import not_carried, write_messages

_NAME_LENGTH = 48  # MQ_Q_NAME_LENGTH and MQ_NAMELIST_NAME_LENGTH: the head parameters


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[bytes]:
    """One message per command (b"" for what PCF cannot carry); other PCF commands are kept as read."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[bytes]:
    """The messages of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    encode = partial(encode_message, byte_order=options.byte_order)
    finish = partial(_command_in_ccsid, ccsid=options.ccsid, reporter=reporter)
    verbatim = partial(_verbatim, options=options, reporter=reporter)
    carry = (pcf_text.DIALECT, partial(_from_text, options=options, reporter=reporter))
    return write_messages(pcf_binary.DIALECT, items, trailing, reporter, encode, verbatim, b"", finish,
                          options.queue_managers, carry)


def _from_text(item: Passthrough, *, options: WriteOptions, reporter: Reporter) -> bytes:
    """The message of a JSON command passed through, its strings in the CCSID every message written is in; b""
    (reported) when the line does not say a structure or a value exactly, or a string the CCSID cannot hold."""
    try:
        message = parse_exact(item.text, options.ccsid)
        if _in_ccsid(message, options.ccsid, reporter, lambda name: item.span, item.text, lengths=False) is None:
            return b""
        return encode_message(message, options.byte_order)  # type: ignore[arg-type]
    except NotCarried as problem:
        not_carried(pcf_binary.DIALECT, item, problem, reporter)
    except (ValueError, TypeError) as error:  # a list item longer than the StringLength it is given
        not_carried(pcf_binary.DIALECT, item, NotCarried(str(error)), reporter)
    return b""


def _verbatim(item: Passthrough, *, options: WriteOptions, reporter: Reporter) -> bytes:
    """A PCF command outside queues, namelists and processes as read, in the byte order and CCSID every message
    written is in: its bytes when they already are, else encoded again, its MQCFH as read; b""
    (reported) when a string cannot be held in the CCSID. Its strings are no attribute's values (a filter's on
    MQCA_Q_DESC is no description), so the registry's lengths are not theirs. A string of CCSID 0 (MQCCSI_DEFAULT,
    the MQMD's, which a file has not) is read as UTF-8, as every PCF reader reads it, and written in ``--ccsid``
    as any other; ``--ccsid 0`` copies it as read."""
    data = bytes.fromhex(item.text)
    order = detect_byte_order(data)
    (message,) = decode_messages(data, order)  # read from these bytes, so they decode
    strings = [p for p in _flattened(message.parameters) if p.type in STRING_TYPES]
    if order == options.byte_order and all(p.ccsid == options.ccsid for p in strings):
        return data
    try:  # encoded again: each string's bytes must be what its codec writes for what it reads
        decode_exact(data)
    except PcfDecodeError as error:
        reporter.report("MQT209", f"{item.kind} cannot be encoded again in CCSID {options.ccsid} and byte order "
                        f"{options.byte_order}: {error}", item.span._replace(column=item.span.column + error.offset), item.text,
                        expected="the --ccsid and --byte-order of the input, where its bytes are copied")
        return b""
    converted = _in_ccsid(message, options.ccsid, reporter, lambda name: item.span, item.text, lengths=False)
    try:
        return b"" if converted is None else encode_again(data, converted, options.byte_order)
    except ValueError as error:  # its strings longer in the CCSID than a message may be
        not_carried(pcf_binary.DIALECT, item, NotCarried(str(error)), reporter)
        return b""


def _command_in_ccsid(command: Command, message: PcfMessage, *, ccsid: int, reporter: Reporter) -> PcfMessage | None:
    return _in_ccsid(message, ccsid, reporter, command.span_of, command.source_text, _NAME_LENGTH)


def _in_ccsid(message: PcfMessage, ccsid: int, reporter: Reporter, locate: Callable[[str], Span], source_text: str,
              names: int | None = None, lengths: bool = True) -> PcfMessage | None:
    """``message`` with every MQCFST and MQCFSL in ``ccsid``; None (reported) when a string has a character the
    CCSID cannot hold or is longer, in bytes of that CCSID, than its parameter allows (``names``: the length of a
    parameter the registry does not describe, the object's name; None: not checked; ``lengths`` False: no length
    checked, for a command carried exactly, whose strings need not be the registry's attributes)."""
    codec = ccsid_codec(ccsid)
    if codec is None:
        raise ValueError(f"unsupported CCSID {ccsid}")
    fits = partial(_fits, codec=codec, ccsid=ccsid, reporter=reporter, locate=locate, source_text=source_text,
                   names=names, lengths=lengths)
    parameters = _converted(message.parameters, ccsid, fits)
    return None if parameters is None else replace(message, parameters=parameters)


def _converted(parameters: tuple[PcfParameter, ...], ccsid: int,
               fits: Callable[[PcfParameter], bool]) -> tuple[PcfParameter, ...] | None:
    """``parameters`` (group members too) with every string in ``ccsid``; None when one does not ``fits``."""
    converted, ok = [], True
    for parameter in parameters:
        if parameter.type == MQCFT_GROUP:
            members = _converted(parameter.value, ccsid, fits)  # type: ignore[arg-type]
            ok = members is not None and ok
            parameter = replace(parameter, value=members or ())
        elif parameter.type in STRING_TYPES:
            ok = fits(parameter) and ok
            parameter = replace(parameter, ccsid=ccsid)
        converted.append(parameter)
    return tuple(converted) if ok else None


def _flattened(parameters: tuple[PcfParameter, ...]) -> Iterator[PcfParameter]:
    """``parameters`` and the members of their groups."""
    for parameter in parameters:
        yield parameter
        if parameter.type == MQCFT_GROUP:
            yield from _flattened(parameter.value)  # type: ignore[arg-type]


def _fits(parameter: PcfParameter, codec: str, ccsid: int, reporter: Reporter, locate: Callable[[str], Span],
          source_text: str, names: int | None, lengths: bool = True) -> bool:
    described = pcf.by_number(parameter.id)
    attribute = described.attribute if described else None
    name = attribute.name if attribute else ""
    span = locate(name) if name else locate("")
    longest = (attribute.max_length if attribute else names) if lengths else None
    value = parameter.value.value if isinstance(parameter.value, Filter) else parameter.value
    texts = value if isinstance(value, tuple) else (value,)
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
