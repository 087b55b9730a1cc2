"""Binary codec for PCF command messages: an MQCFH followed by parameter structures.

Every parameter structure of a PCF command is read and written: MQCFIN, MQCFST, MQCFIL, MQCFSL, MQCFIN64,
MQCFIL64, MQCFBS, the filters MQCFIF, MQCFSF and MQCFBF, and MQCFGR groups (whose members follow them). The
decoder checks every length before reading and reports malformed input as
:class:`PcfDecodeError` carrying the absolute byte offset of the problem.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from translator.encodings import CCSID_CODECS, codec_for_ccsid

ByteOrder = Literal["little", "big"]


class Filter(NamedTuple):
    """The value of a filter structure (MQCFIF, MQCFSF, MQCFBF): an MQCFOP_* operator and the value compared."""

    operator: int
    value: int | str | bytes


# An MQCFGR's value is its members, in order.
ParameterValue = int | str | bytes | Filter | tuple[str, ...] | tuple[int, ...] | tuple["PcfParameter", ...]

MQCFT_COMMAND = 1
MQCFT_INTEGER = 3
MQCFT_STRING = 4
MQCFT_INTEGER_LIST = 5
MQCFT_STRING_LIST = 6
MQCFT_BYTE_STRING = 9
MQCFT_INTEGER_FILTER = 13
MQCFT_STRING_FILTER = 14
MQCFT_BYTE_STRING_FILTER = 15
MQCFT_COMMAND_XR = 16
MQCFT_GROUP = 20
MQCFT_INTEGER64 = 23
MQCFT_INTEGER64_LIST = 25

MQCFH_STRUC_LENGTH = 36
MQCFH_VERSION_1 = 1
MQCFH_VERSION_3 = 3  # MQCFH_CURRENT_VERSION
MQCFC_LAST = 1
MQCFIN_STRUC_LENGTH = 16
MQCFST_STRUC_LENGTH_FIXED = 20
MQCFIL_STRUC_LENGTH_FIXED = 16
MQCFSL_STRUC_LENGTH_FIXED = 24
MQCFGR_STRUC_LENGTH = 16  # Type, StrucLength, Parameter, ParameterCount: its members follow it
MQCFIN64_STRUC_LENGTH = 24
MQCFIL64_STRUC_LENGTH_FIXED = 16
MQCFBS_STRUC_LENGTH_FIXED = 16
MQCFIF_STRUC_LENGTH = 20
MQCFSF_STRUC_LENGTH_FIXED = 24
MQCFBF_STRUC_LENGTH_FIXED = 20
MQCCSI_DEFAULT = 0

# The limits of a PCF message, one set for both readers and both writers, so that what one PCF form writes the other
# reads: each writer refuses what a reader would (check_limits), never writes it.
# The most items a list structure (MQCFIL, MQCFSL, MQCFIL64) holds: a namelist holds 256 names, and a list of a
# command's many more only makes decoding it cost many times its bytes [UNSURE: no IBM limit for a command's list].
MOST_ITEMS = 65_536
# The most parameters a message may have, group members included: a command has some hundred at most, each once;
# past this many, a message would cost memory many times its size to read.
MOST_PARAMETERS = 4_096
# How deep groups may nest in a message: a command's groups hold no groups; a chain of them only costs stack.
MOST_DEPTH = 8
# The most bytes a message may have: the largest message a queue holds (MAXMSGL at most 104,857,600).
MOST_BYTES = 104_857_600


_COMMAND_TYPES = (MQCFT_COMMAND, MQCFT_COMMAND_XR)
_BYTE_ORDERS: tuple[ByteOrder, ...] = ("little", "big")
_STRUCT_PREFIX: dict[str, str] = {"little": "<", "big": ">"}
_TYPE_AND_LENGTH = 8  # Type and StrucLength open every structure
_COMMON_LENGTH = 12  # Type, StrucLength and Parameter, shared by every parameter structure
# MQCCSI_DEFAULT defers to the MQMD's CCSID; a file of messages has no MQMD, so UTF-8 is assumed for it.
# Every other CCSID comes from the one table in translator.encodings (EBCDIC pages included).
_CCSID_CODECS: dict[int, str] = {MQCCSI_DEFAULT: "utf-8", **CCSID_CODECS}


# What pads a PCF string to its field's length: IBM calls the bytes after a string "not significant", producers pad
# with NULs or blanks, and MQ's character attributes (MQCHAR fields, none MQCHARV) are blank-padded, so a trailing
# blank means nothing either. Every PCF reader (binary and JSON) strips these.
PADDING = "\0 "


def unpadded(text: str) -> str:
    """A PCF string without the NULs and blanks that pad it to its field's length."""
    return text.rstrip(PADDING)


def ccsid_codec(ccsid: int) -> str | None:
    """The Python codec for strings in ``ccsid``, or None when it is not supported here."""
    return "utf-8" if ccsid == MQCCSI_DEFAULT else codec_for_ccsid(ccsid)


@dataclass(frozen=True, slots=True)
class PcfParameter:
    """One PCF parameter structure; ``type`` is an MQCFT_* parameter type, ``ccsid`` applies to strings only.

    ``offset`` is where a decoded structure starts in its buffer (None when it was not decoded); it locates
    diagnostics and is not part of the parameter's value.
    """

    id: int
    type: int
    value: ParameterValue
    ccsid: int = 0
    offset: int | None = field(default=None, compare=False)
    # A decoded string's StringLength (a list's: each item's), its padding included; 0 for any other.
    length: int = field(default=0, compare=False)
    # The StringLength an MQCFSL is written with (each item padded to it with blanks); 0: its longest item's, rounded
    # up to a multiple of 4. Exact decoding (decode_exact) keeps the one read.
    width: int = 0


@dataclass(frozen=True, slots=True)
class PcfMessage:
    """A PCF command; ``offset`` is where its MQCFH starts in the decoded buffer and ``end`` where the message
    ends (0: not decoded from one); ``extended``: its MQCFH type is MQCFT_COMMAND_XR, z/OS's; ``version``: its
    MQCFH Version."""

    command: int
    parameters: tuple[PcfParameter, ...]
    offset: int = 0
    end: int = field(default=0, compare=False)
    extended: bool = field(default=False, compare=False)
    version: int = field(default=1, compare=False)


class PcfDecodeError(ValueError):
    """Malformed PCF data; ``offset`` is the absolute byte offset of the offending structure or field."""

    def __init__(self, what: str, offset: int, detail: str) -> None:
        super().__init__(what, offset, detail)  # all three, so that the error pickles
        self.offset = offset
        self.reason = f"{what}: {detail}"

    def __str__(self) -> str:
        what, offset, detail = self.args
        return f"{what} at byte {offset}: {detail}"


def _mismatch(what: str, offset: int, found: object, expected: str) -> PcfDecodeError:
    return PcfDecodeError(what, offset, f"found {found}, expected {expected}")


def _struct_prefix(byte_order: str) -> str:
    try:
        return _STRUCT_PREFIX[byte_order]
    except KeyError:
        raise ValueError(f"byte_order must be 'little' or 'big', not {byte_order!r}") from None


def _round4(size: int) -> int:
    return -(-size // 4) * 4


# --- encoding -----------------------------------------------------------------


def _signed(value: object, what: str, bits: int = 32) -> int:
    """Return ``value`` if it is an int that fits a signed ``bits``-bit integer."""
    if not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    limit = 1 << (bits - 1)
    if not -limit <= value < limit:
        raise ValueError(f"{what} {value} does not fit a signed {bits}-bit integer")
    return value


def _elements(parameter: PcfParameter) -> tuple[object, ...]:
    if not isinstance(parameter.value, tuple):
        raise TypeError(f"parameter {parameter.id} value must be a tuple, not {type(parameter.value).__name__}")
    return parameter.value


def _encode_text(parameter: PcfParameter, text: object) -> bytes:
    if not isinstance(text, str):
        raise TypeError(f"parameter {parameter.id} string must be a str, not {type(text).__name__}")
    codec = ccsid_codec(parameter.ccsid)
    if codec is None:
        raise ValueError(f"parameter {parameter.id}: unsupported CCSID {parameter.ccsid}")
    try:
        return text.encode(codec)
    except UnicodeEncodeError as error:
        raise ValueError(f"parameter {parameter.id}: {text!r} not encodable in CCSID {parameter.ccsid}") from error


def _encode_integer(parameter: PcfParameter, prefix: str) -> bytes:
    return struct.pack(prefix + "i", _signed(parameter.value, f"parameter {parameter.id} value"))


def _encode_integer64(parameter: PcfParameter, prefix: str) -> bytes:
    return struct.pack(prefix + "iq", 0, _signed(parameter.value, f"parameter {parameter.id} value", 64))


def _encode_integer_list(parameter: PcfParameter, prefix: str) -> bytes:
    values = [_signed(value, f"parameter {parameter.id} element") for value in _elements(parameter)]
    return struct.pack(f"{prefix}i{len(values)}i", len(values), *values)


def _encode_string(parameter: PcfParameter, prefix: str) -> bytes:
    data = _encode_text(parameter, parameter.value)
    return struct.pack(prefix + "ii", parameter.ccsid, len(data)) + _padded(data)


def _encode_string_list(parameter: PcfParameter, prefix: str) -> bytes:
    items = [_encode_text(parameter, text) for text in _elements(parameter)]
    width = parameter.width or list_width(items)
    if width < 0:
        raise ValueError(f"parameter {parameter.id}: a StringLength of {width} holds no item")
    if any(len(item) > width for item in items):
        raise ValueError(f"parameter {parameter.id}: an item is longer than the StringLength {width}")
    blank = _encode_text(parameter, " ")
    padded = b"".join(item.ljust(width, blank) for item in items)
    return struct.pack(prefix + "iii", parameter.ccsid, len(items), width) + _padded(padded)


def list_width(items: list[bytes]) -> int:
    """The StringLength an MQCFSL of ``items`` is written with by default: the longest's, rounded up to 4."""
    return max(4, _round4(max(map(len, items)))) if items else 0


def _padded(data: bytes) -> bytes:
    """``data`` with the NULs after it that end its structure on a multiple of 4 bytes."""
    return data.ljust(_round4(len(data)), b"\0")


def _integer64_list(parameter: PcfParameter, prefix: str) -> bytes:
    values = [_signed(value, f"parameter {parameter.id} element", 64) for value in _elements(parameter)]
    return struct.pack(f"{prefix}i{len(values)}q", len(values), *values)


def _octets(parameter: PcfParameter, value: object) -> bytes:
    if not isinstance(value, bytes):
        raise TypeError(f"parameter {parameter.id} byte string must be bytes, not {type(value).__name__}")
    return value


def _encode_byte_string(parameter: PcfParameter, prefix: str) -> bytes:
    data = _octets(parameter, parameter.value)
    return struct.pack(prefix + "i", len(data)) + _padded(data)


def _filter(parameter: PcfParameter) -> Filter:
    if not isinstance(parameter.value, Filter):
        raise TypeError(f"parameter {parameter.id} value must be a Filter, not {type(parameter.value).__name__}")
    return parameter.value


def _encode_integer_filter(parameter: PcfParameter, prefix: str) -> bytes:
    operator, value = _filter(parameter)
    return struct.pack(prefix + "ii", _signed(operator, "operator"), _signed(value, f"parameter {parameter.id} value"))


def _encode_string_filter(parameter: PcfParameter, prefix: str) -> bytes:
    operator, value = _filter(parameter)
    data = _encode_text(parameter, value)
    return struct.pack(prefix + "iii", _signed(operator, "operator"), parameter.ccsid, len(data)) + _padded(data)


def _encode_byte_filter(parameter: PcfParameter, prefix: str) -> bytes:
    operator, value = _filter(parameter)
    data = _octets(parameter, value)
    return struct.pack(prefix + "ii", _signed(operator, "operator"), len(data)) + _padded(data)


def _encode_group(parameter: PcfParameter, prefix: str) -> bytes:
    return struct.pack(prefix + "i", len(_elements(parameter)))  # the members follow the structure (_encode_parameter)


def _encode_parameter(parameter: PcfParameter, prefix: str) -> bytes:
    codec = _STRUCTURES.get(parameter.type)
    if codec is None:
        raise ValueError(f"parameter {parameter.id}: unsupported structure type {parameter.type}")
    body = codec.encode(parameter, prefix)
    header = (parameter.type, _COMMON_LENGTH + len(body), _signed(parameter.id, "parameter id"))
    members = parameter.value if parameter.type == MQCFT_GROUP else ()
    return struct.pack(prefix + "iii", *header) + body + \
        b"".join(_encode_parameter(member, prefix) for member in members)  # type: ignore[arg-type]


def check_limits(parameters: tuple[PcfParameter, ...]) -> None:
    """ValueError when a message of ``parameters`` would pass a limit the readers keep (MOST_PARAMETERS, MOST_DEPTH,
    MOST_ITEMS, MOST_BYTES for an MQCFSL's items, which its StringLength may make many times their size): checked
    before encoding, so that nothing past them is built."""
    left, lists = MOST_PARAMETERS - len(parameters), 0
    pending = [(parameter, 0) for parameter in parameters]
    if left < 0:
        raise ValueError(f"{len(parameters):,} parameters, more than the {MOST_PARAMETERS:,} a message is read with")
    while pending:
        parameter, depth = pending.pop()
        if parameter.type == MQCFT_GROUP:
            members = _elements(parameter)
            left -= len(members)
            if depth >= MOST_DEPTH:
                raise ValueError(f"parameter {parameter.id}: a group nested {depth + 1} deep, where groups nest at "
                                 f"most {MOST_DEPTH} deep in a message read")
            if left < 0:
                raise ValueError(f"more than the {MOST_PARAMETERS:,} parameters, group members included, a message is "
                                 "read with")
            pending.extend((member, depth + 1) for member in members)  # type: ignore[misc]
        elif isinstance(parameter.value, tuple) and len(parameter.value) > MOST_ITEMS:
            raise ValueError(f"parameter {parameter.id}: {len(parameter.value):,} items, more than the "
                             f"{MOST_ITEMS:,} a list is read with")
        elif parameter.type == MQCFT_STRING_LIST:
            lists += len(parameter.value) * max(parameter.width, 0)  # type: ignore[arg-type]
    if lists > MOST_BYTES:
        raise ValueError(f"its lists' items fill {lists:,} bytes, more than the {MOST_BYTES:,} of a message")


def _within_size(message: bytes) -> bytes:
    if len(message) > MOST_BYTES:
        raise ValueError(f"the message is {len(message):,} bytes long, more than the {MOST_BYTES:,} of a message")
    return message


def encode_message(message: PcfMessage, byte_order: ByteOrder = "little") -> bytes:
    """Encode one command as MQCFH (MQCFT_COMMAND_XR when ``extended``, its Version, MQCFC_LAST) plus its
    parameter structures; ValueError past the limits a message is read with."""
    prefix = _struct_prefix(byte_order)
    check_limits(message.parameters)
    body = b"".join(_encode_parameter(parameter, prefix) for parameter in message.parameters)
    header = struct.pack(
        prefix + "9i",
        MQCFT_COMMAND_XR if message.extended else MQCFT_COMMAND,
        MQCFH_STRUC_LENGTH,
        _signed(message.version, "version"),
        _signed(message.command, "command"),
        1,  # MsgSeqNumber
        MQCFC_LAST,
        0,  # CompCode
        0,  # Reason
        len(message.parameters),
    )
    return _within_size(header + body)


def encode_again(data: bytes, message: PcfMessage, byte_order: ByteOrder) -> bytes:
    """The message ``data`` holds (decoded as ``message``, its parameters changed since, in their CCSID say) in
    ``byte_order``: its MQCFH as read (type, version, sequence number) with ``message``'s parameters."""
    order = detect_byte_order(data)
    if order is None:
        raise ValueError("the data does not start with a command MQCFH")
    header = struct.unpack_from(_STRUCT_PREFIX[order] + "9i", data)
    prefix = _struct_prefix(byte_order)
    check_limits(message.parameters)
    return _within_size(struct.pack(prefix + "9i", *header[:8], len(message.parameters)) +
                        b"".join(_encode_parameter(parameter, prefix) for parameter in message.parameters))


def encode_messages(messages: Iterable[PcfMessage], byte_order: ByteOrder = "little") -> bytes:
    """Encode several commands back to back."""
    return b"".join(encode_message(message, byte_order) for message in messages)


# --- decoding -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Structure:
    """A parameter structure whose StrucLength is known to be valid and inside ``data``."""

    data: bytes
    offset: int
    length: int
    name: str
    prefix: str
    exact: bool = False  # strings as read, their padding kept

    def unpack(self, fmt: str, at: int) -> tuple[int, ...]:
        return struct.unpack_from(self.prefix + fmt, self.data, self.offset + at)

    def long(self, at: int) -> int:
        return self.unpack("i", at)[0]

    def counted(self, at: int, item_size: int, start: int) -> int:
        """Read the Count field at ``at`` (see ``sized``): at most MOST_ITEMS."""
        count = self.sized("Count", at, item_size, start)
        if count > MOST_ITEMS:
            raise PcfDecodeError(f"{self.name} Count", self.offset + at, f"found {count:,}, more items than any "
                                 f"command's list holds (at most {MOST_ITEMS:,} are read)")
        return count

    def sized(self, field: str, at: int, item_size: int, start: int) -> int:
        """Read the length/count field at ``at``; its items of ``item_size`` bytes from ``start`` must fit."""
        value = self.long(at)
        need = start + value * item_size
        if value < 0 or need > self.length:
            expected = f"0 or more with {start} + {value} x {item_size} <= StrucLength {self.length}"
            raise _mismatch(f"{self.name} {field}", self.offset + at, value, expected)
        return value

    def codec(self, at: int = 12) -> tuple[str, int]:
        """Return the Python codec and the CCSID of the CodedCharSetId field at ``at``."""
        ccsid = self.long(at)
        codec = ccsid_codec(ccsid)
        if codec is None:
            raise _mismatch(f"{self.name} CodedCharSetId", self.offset + at, ccsid, f"one of {sorted(_CCSID_CODECS)}")
        return codec, ccsid

    def octets(self, start: int, size: int) -> bytes:
        return self.data[self.offset + start : self.offset + start + size]

    def text(self, start: int, size: int, codec: str) -> str:
        """Decode ``size`` bytes from ``start``, without the trailing NULs and blanks unless ``exact``; ``exact``,
        only bytes that the codec encodes again as they are."""
        raw = self.octets(start, size)
        try:
            text = raw.decode(codec)
        except UnicodeDecodeError as error:
            detail = f"not valid {codec}: {error.reason}"
            raise PcfDecodeError(f"{self.name} string", self.offset + start, detail) from None
        if not self.exact:
            return unpadded(text)
        if text.encode(codec) != raw:
            self._not_carried(raw, text, start, codec)
        return text

    def _not_carried(self, raw: bytes, text: str, start: int, codec: str) -> None:
        """PcfDecodeError at the first character of ``text`` (``raw`` decoded) that ``codec`` encodes as other bytes
        than were read (CCSID 1141's codec reads 0x15 and 0x25 both as a line feed, which it writes as 0x25)."""
        at, char, written = 0, "", b""
        for char in text:
            written = char.encode(codec)
            if raw[at:at + len(written)] != written:
                break
            at += len(written)
        else:  # a codec with shift states: no one character differs alone
            at, char, written = 0, text[:1], text.encode(codec)
        raise PcfDecodeError(f"{self.name} string", self.offset + start + at,
                             f"byte 0x{raw[at:at + 1].hex()} is {char!r} in {codec}, which writes {char!r} as "
                             f"0x{written.hex()}: the string holds a character its CCSID's codec cannot carry exactly")


def _decode_integer(structure: _Structure) -> tuple[ParameterValue, int]:
    return structure.long(12), 0


def _decode_integer64(structure: _Structure) -> tuple[ParameterValue, int]:
    return structure.unpack("q", 16)[0], 0


def _decode_integer_list(structure: _Structure) -> tuple[ParameterValue, int]:
    count = structure.counted(12, 4, MQCFIL_STRUC_LENGTH_FIXED)
    return structure.unpack(f"{count}i", MQCFIL_STRUC_LENGTH_FIXED), 0


def _decode_string(structure: _Structure) -> tuple[ParameterValue, int]:
    codec, ccsid = structure.codec()
    size = structure.sized("StringLength", 16, 1, MQCFST_STRUC_LENGTH_FIXED)
    return structure.text(MQCFST_STRUC_LENGTH_FIXED, size, codec), ccsid


def _decode_string_list(structure: _Structure) -> tuple[ParameterValue, int]:
    codec, ccsid = structure.codec()
    if structure.long(16) == 0:  # Count is zero or greater: an empty list, whatever one string's length would be
        structure.sized("StringLength", 20, 0, MQCFSL_STRUC_LENGTH_FIXED)
        return (), ccsid
    width = structure.sized("StringLength", 20, 1, MQCFSL_STRUC_LENGTH_FIXED)
    count = structure.counted(16, width, MQCFSL_STRUC_LENGTH_FIXED)
    if count and not width:
        raise _mismatch("MQCFSL StringLength", structure.offset + 20, 0, f"at least 1 for Count {count}")
    first = MQCFSL_STRUC_LENGTH_FIXED
    return tuple(structure.text(first + index * width, width, codec) for index in range(count)), ccsid


def _decode_integer64_list(structure: _Structure) -> tuple[ParameterValue, int]:
    count = structure.counted(12, 8, MQCFIL64_STRUC_LENGTH_FIXED)
    return structure.unpack(f"{count}q", MQCFIL64_STRUC_LENGTH_FIXED), 0


def _decode_byte_string(structure: _Structure) -> tuple[ParameterValue, int]:
    size = structure.sized("StringLength", 12, 1, MQCFBS_STRUC_LENGTH_FIXED)
    return structure.octets(MQCFBS_STRUC_LENGTH_FIXED, size), 0


def _decode_integer_filter(structure: _Structure) -> tuple[ParameterValue, int]:
    return Filter(structure.long(12), structure.long(16)), 0


def _decode_string_filter(structure: _Structure) -> tuple[ParameterValue, int]:
    codec, ccsid = structure.codec(16)
    size = structure.sized("FilterValueLength", 20, 1, MQCFSF_STRUC_LENGTH_FIXED)
    return Filter(structure.long(12), structure.text(MQCFSF_STRUC_LENGTH_FIXED, size, codec)), ccsid


def _decode_byte_filter(structure: _Structure) -> tuple[ParameterValue, int]:
    size = structure.sized("FilterValueLength", 16, 1, MQCFBF_STRUC_LENGTH_FIXED)
    return Filter(structure.long(12), structure.octets(MQCFBF_STRUC_LENGTH_FIXED, size)), 0


def _decode_group(structure: _Structure) -> tuple[ParameterValue, int]:
    return (), 0  # its members follow it: _decode_parameter reads them


class _StructureCodec(NamedTuple):
    name: str
    fixed_length: int
    variable: bool
    encode: Callable[[PcfParameter, str], bytes]
    decode: Callable[[_Structure], tuple[ParameterValue, int]]
    length_at: int = 0  # where a string structure's StringLength stands


_STRUCTURES: dict[int, _StructureCodec] = {
    MQCFT_INTEGER: _StructureCodec("MQCFIN", MQCFIN_STRUC_LENGTH, False, _encode_integer, _decode_integer),
    MQCFT_STRING: _StructureCodec("MQCFST", MQCFST_STRUC_LENGTH_FIXED, True, _encode_string, _decode_string, 16),
    MQCFT_INTEGER_LIST: _StructureCodec(
        "MQCFIL", MQCFIL_STRUC_LENGTH_FIXED, True, _encode_integer_list, _decode_integer_list
    ),
    MQCFT_STRING_LIST: _StructureCodec(
        "MQCFSL", MQCFSL_STRUC_LENGTH_FIXED, True, _encode_string_list, _decode_string_list, 20
    ),
    MQCFT_INTEGER64: _StructureCodec("MQCFIN64", MQCFIN64_STRUC_LENGTH, False, _encode_integer64, _decode_integer64),
    MQCFT_INTEGER64_LIST: _StructureCodec(
        "MQCFIL64", MQCFIL64_STRUC_LENGTH_FIXED, True, _integer64_list, _decode_integer64_list
    ),
    MQCFT_BYTE_STRING: _StructureCodec(
        "MQCFBS", MQCFBS_STRUC_LENGTH_FIXED, True, _encode_byte_string, _decode_byte_string
    ),
    MQCFT_INTEGER_FILTER: _StructureCodec(
        "MQCFIF", MQCFIF_STRUC_LENGTH, False, _encode_integer_filter, _decode_integer_filter
    ),
    MQCFT_STRING_FILTER: _StructureCodec(
        "MQCFSF", MQCFSF_STRUC_LENGTH_FIXED, True, _encode_string_filter, _decode_string_filter
    ),
    MQCFT_BYTE_STRING_FILTER: _StructureCodec(
        "MQCFBF", MQCFBF_STRUC_LENGTH_FIXED, True, _encode_byte_filter, _decode_byte_filter
    ),
    MQCFT_GROUP: _StructureCodec("MQCFGR", MQCFGR_STRUC_LENGTH, False, _encode_group, _decode_group),
}
# Each structure type's name (MQCFIN ...) and the type a name stands for.
STRUCTURE_NAMES: dict[int, str] = {type_: codec.name for type_, codec in _STRUCTURES.items()}
STRUCTURE_TYPES: dict[str, int] = {name: type_ for type_, name in STRUCTURE_NAMES.items()}
# The structures holding characters, each with a CodedCharSetId.
STRING_TYPES = frozenset({MQCFT_STRING, MQCFT_STRING_LIST, MQCFT_STRING_FILTER})


def _check_struc_length(codec: _StructureCodec, data: bytes, offset: int, length: int) -> None:
    if codec.variable:
        valid, expected = length >= codec.fixed_length and length % 4 == 0, f"a multiple of 4 >= {codec.fixed_length}"
    else:
        valid, expected = length == codec.fixed_length, str(codec.fixed_length)
    if not valid:
        raise _mismatch(f"{codec.name} StrucLength", offset + 4, length, expected)
    remaining = len(data) - offset
    if length > remaining:
        detail = f"StrucLength {length} but only {remaining} bytes remain"
        raise PcfDecodeError(f"truncated {codec.name}", offset, detail)


@dataclass(slots=True)
class _Reading:
    """What decoding a message needs at each structure: its bytes, byte order, exactness, and how many
    parameters (group members included) may still be read."""

    data: bytes
    prefix: str
    exact: bool
    left: int = MOST_PARAMETERS


def _decode_parameter(reading: _Reading, offset: int, label: str, depth: int = 0) -> tuple[PcfParameter, int]:
    """Decode the parameter structure at ``offset`` (a group with its members); return it and the offset after."""
    data, prefix = reading.data, reading.prefix
    remaining = len(data) - offset
    if remaining < _TYPE_AND_LENGTH:
        detail = f"need {_TYPE_AND_LENGTH} bytes for Type and StrucLength, {remaining} remain"
        raise PcfDecodeError(f"truncated {label}", offset, detail)
    type_, length = struct.unpack_from(prefix + "ii", data, offset)
    codec = _STRUCTURES.get(type_)
    if codec is None:
        raise _mismatch(f"{label} Type", offset, type_, f"one of {sorted(_STRUCTURES)}")
    _check_struc_length(codec, data, offset, length)
    structure = _Structure(data, offset, length, codec.name, prefix, reading.exact)
    value, ccsid = codec.decode(structure)
    sent = structure.long(codec.length_at) if codec.length_at else 0
    width = sent if reading.exact and type_ == MQCFT_STRING_LIST else 0
    position = offset + length
    if type_ == MQCFT_GROUP:
        value, position = _members(reading, structure, position, depth)
    return PcfParameter(structure.long(8), type_, value, ccsid, offset, sent, width), position


def _members(reading: _Reading, group: _Structure, position: int, depth: int) -> tuple[ParameterValue, int]:
    """The members following the group ``group``, and the offset after them."""
    count = group.long(12)
    if not 0 <= count <= reading.left or depth >= MOST_DEPTH:
        expected = f"0 to {reading.left:,} members, in groups nested at most {MOST_DEPTH} deep"
        raise _mismatch("MQCFGR ParameterCount", group.offset + 12, count, expected)
    reading.left -= count
    members = []
    for index in range(count):
        if detect_byte_order(reading.data, position) is not None:
            raise _mismatch("MQCFGR ParameterCount", group.offset + 12, count,
                            f"{index}: a message starts at byte {position}, after {index} members")
        member, position = _decode_parameter(reading, position, f"member {index + 1} of {count}", depth + 1)
        members.append(member)
    return tuple(members), position


def _decode_message(data: bytes, offset: int, byte_order: ByteOrder | None,
                    exact: bool = False) -> tuple[PcfMessage, int]:
    """Decode the message whose MQCFH starts at ``offset``; return it and the offset after it."""
    remaining = len(data) - offset
    if remaining < MQCFH_STRUC_LENGTH:
        raise PcfDecodeError("truncated MQCFH", offset, f"need {MQCFH_STRUC_LENGTH} bytes, {remaining} remain")
    order = byte_order or detect_byte_order(data, offset)
    if order is None:
        found = f"Type/StrucLength bytes {data[offset : offset + _TYPE_AND_LENGTH].hex()}"
        raise _mismatch("MQCFH", offset, found, "Type 1 or 16 and StrucLength 36 in either byte order")
    prefix = _struct_prefix(order)
    type_, length, version, command, sequence, control, comp_code, reason, count = struct.unpack_from(prefix + "9i",
                                                                                                      data, offset)
    if type_ not in _COMMAND_TYPES:
        raise _mismatch("MQCFH Type", offset, type_, "1 (MQCFT_COMMAND) or 16 (MQCFT_COMMAND_XR)")
    if length != MQCFH_STRUC_LENGTH:
        raise _mismatch("MQCFH StrucLength", offset + 4, length, str(MQCFH_STRUC_LENGTH))
    # A command is one message, the last of its set, with no completion code or reason: anything else is part of
    # a set or a response, never a command to run.
    if control != MQCFC_LAST:
        raise _mismatch("MQCFH Control", offset + 20, control, f"{MQCFC_LAST} (MQCFC_LAST): a command is one message")
    if comp_code or reason:
        raise _mismatch("MQCFH CompCode and Reason", offset + 24, f"{comp_code} and {reason}",
                        "0 and 0: a command, not a response")
    if not MQCFH_VERSION_1 <= version <= MQCFH_VERSION_3:  # the queue manager refuses any other (CFH_VERSION_ERROR)
        raise _mismatch("MQCFH Version", offset + 8, version, f"{MQCFH_VERSION_1} to {MQCFH_VERSION_3}")
    # [UNSURE] A command is one message, the last of its set, so its number in the set is 1, as every producer
    # writes it; the queue manager refuses a wrong one (CFH_MSG_SEQ_NUMBER_ERR).
    if sequence != 1:
        raise _mismatch("MQCFH MsgSeqNumber", offset + 16, sequence, "1: a command is one message")
    if not 0 <= count <= MOST_PARAMETERS:
        raise _mismatch("MQCFH ParameterCount", offset + 32, count,
                        f"0 to {MOST_PARAMETERS:,}, more than any command has")
    position = offset + MQCFH_STRUC_LENGTH
    parameters = []
    reading = _Reading(data, prefix, exact, MOST_PARAMETERS - count)
    for index in range(count):
        if detect_byte_order(data, position) is not None:  # the next message's MQCFH: this one's count is wrong
            raise _mismatch("MQCFH ParameterCount", offset + 32, count,
                            f"{index}: a message starts at byte {position}, after {index} parameters")
        parameter, position = _decode_parameter(reading, position, f"parameter {index + 1} of {count}")
        parameters.append(parameter)
    if position - offset > MOST_BYTES:
        raise _mismatch("message", offset, f"{position - offset:,} bytes", f"at most {MOST_BYTES:,}, the largest "
                        "message a queue holds")
    if _parameter_at(data, position, prefix):  # run without it, the command would lose what follows
        raise _mismatch("MQCFH ParameterCount", offset + 32, count,
                        f"more: a parameter structure follows the {count} counted, at byte {position}, where the "
                        "next message or the end should be")
    return PcfMessage(command, tuple(parameters), offset, position, type_ == MQCFT_COMMAND_XR, version), position


def _parameter_at(data: bytes, position: int, prefix: str) -> bool:
    """True when a parameter structure, not the next message's MQCFH, starts at ``position``: a structure type IBM
    MQ defines, with a StrucLength that fits and that its type may have (an MQCFIN's is 16, so an MQCFH whose Type
    is damaged to 3 is not taken for one)."""
    if len(data) - position < _COMMON_LENGTH or detect_byte_order(data, position) is not None:
        return False
    type_, length = struct.unpack_from(prefix + "ii", data, position)
    codec = _STRUCTURES.get(type_)
    if codec is not None and not codec.variable:
        return length == codec.fixed_length <= len(data) - position
    return codec is not None and codec.fixed_length <= length <= len(data) - position and length % 4 == 0


def detect_byte_order(data: bytes, offset: int = 0) -> ByteOrder | None:
    """Return the byte order in which ``data[offset:]`` starts with a command MQCFH, or None."""
    if offset < 0 or len(data) - offset < _TYPE_AND_LENGTH:
        return None
    for order in _BYTE_ORDERS:
        type_, length = struct.unpack_from(_STRUCT_PREFIX[order] + "ii", data, offset)
        if type_ in _COMMAND_TYPES and length == MQCFH_STRUC_LENGTH:
            return order
    return None


@dataclass(frozen=True, slots=True)
class UnreadableMessage:
    """Bytes from ``offset`` to ``end`` that hold no decodable message; ``error`` says where and why.

    With ``framing_broken`` False the message's framing was intact and the next message starts at ``end``;
    with it True no later message can be found and ``end`` is the end of the data.
    """

    error: PcfDecodeError
    offset: int
    end: int
    framing_broken: bool = False


def _framed_end(data: bytes, offset: int, byte_order: ByteOrder | None) -> int | None:
    """Where the message at ``offset`` ends, by its MQCFH ParameterCount and the StrucLength chain of its
    parameters alone; None when that framing is itself broken (then no later message can be found)."""
    if len(data) - offset < MQCFH_STRUC_LENGTH:
        return None
    order = byte_order or detect_byte_order(data, offset)
    if order is None:
        return None
    prefix = _struct_prefix(order)
    type_, length = struct.unpack_from(prefix + "ii", data, offset)
    count = struct.unpack_from(prefix + "i", data, offset + 32)[0]
    if type_ not in _COMMAND_TYPES or length != MQCFH_STRUC_LENGTH or count < 0:
        return None
    position = offset + MQCFH_STRUC_LENGTH
    while count:  # each step moves on at least _COMMON_LENGTH bytes or stops, so a huge count ends
        if len(data) - position < _TYPE_AND_LENGTH:
            return None
        if detect_byte_order(data, position) is not None:  # the next message: this one's count is wrong
            return position
        type_, length = struct.unpack_from(prefix + "ii", data, position)
        if length < _COMMON_LENGTH or length % 4 or length > len(data) - position:
            return None
        count -= 1
        if type_ == MQCFT_GROUP:  # its members follow it, counted in its own ParameterCount, not the MQCFH's
            if length != MQCFGR_STRUC_LENGTH:
                return None
            members = struct.unpack_from(prefix + "i", data, position + 12)[0]
            if members < 0:
                return None
            count += members
        position += length
    while _parameter_at(data, position, prefix):  # more than counted: the message's, not another's
        position += struct.unpack_from(prefix + "i", data, position + 4)[0]
    return position


def iter_framed(data: bytes, byte_order: ByteOrder | None = None) -> Iterator[PcfMessage | UnreadableMessage]:
    """Like :func:`iter_messages`, but never raises :class:`PcfDecodeError`: a message whose framing is intact
    and whose content is not (an unsupported structure type, an undecodable string) is yielded as an
    :class:`UnreadableMessage` and reading goes on; broken framing ends with one for the rest of the data."""
    if byte_order is not None:
        _struct_prefix(byte_order)
    data = bytes(data)
    offset = 0
    while offset < len(data):
        try:
            message, end = _decode_message(data, offset, byte_order)
        except PcfDecodeError as error:
            framed = _framed_end(data, offset, byte_order)
            if framed is None:
                yield UnreadableMessage(error, offset, len(data), framing_broken=True)
                return
            yield UnreadableMessage(error, offset, framed)
            offset = framed
        else:
            yield message
            offset = end


def iter_messages(data: bytes, byte_order: ByteOrder | None = None) -> Iterator[PcfMessage]:
    """Decode consecutive PCF commands one by one, so that those before a corrupt one are kept."""
    if byte_order is not None:
        _struct_prefix(byte_order)
    data = bytes(data)
    offset = 0
    while offset < len(data):
        message, offset = _decode_message(data, offset, byte_order)
        yield message


def decode_exact(data: bytes) -> PcfMessage:
    """The one message ``data`` holds with its strings as read, their padding kept, and each MQCFSL's StringLength
    (``width``): encoded again in its byte order, it is ``data`` unless ``data`` holds what no field says (the
    bytes padding a structure, an MQCFIN64's Reserved field), which :func:`exactly` refuses."""
    message, end = _decode_message(bytes(data), 0, None, exact=True)
    if end != len(data):
        raise PcfDecodeError("message", end, f"{len(data) - end} bytes follow the message")
    return message


def exactly(data: bytes) -> PcfMessage:
    """:func:`decode_exact`'s message, when encoding it again in its byte order gives ``data`` byte for byte; else
    PcfDecodeError at the first byte that would differ."""
    message = decode_exact(data)
    order = detect_byte_order(data)
    again = encode_message(message, order or "little")
    if again != data:
        at = next((i for i, (old, new) in enumerate(zip(data, again, strict=False)) if old != new),
                  min(len(data), len(again)))
        raise PcfDecodeError("byte", at, "no field holds it (it pads a structure, or is a reserved field), so it "
                             "cannot be carried")
    return message


def decode_messages(data: bytes, byte_order: ByteOrder | None = None) -> list[PcfMessage]:
    """Decode consecutive PCF commands filling ``data``; None detects the byte order per message."""
    return list(iter_messages(data, byte_order))
