"""Tests of the binary PCF codec: exact layouts, round trips and strict decoding of bad input."""

from __future__ import annotations

import pickle
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from translator import translate
from translator.pcf.binary import (
    MQCFT_INTEGER,
    MQCFT_INTEGER64,
    MQCFT_INTEGER_LIST,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    ByteOrder,
    PcfDecodeError,
    PcfMessage,
    PcfParameter,
    UnreadableMessage,
    decode_messages,
    detect_byte_order,
    encode_message,
    encode_messages,
    iter_framed,
)

MQCMD_CREATE_Q = 11
MQCMD_CREATE_NAMELIST = 34
MQCA_Q_NAME = 2016
MQCA_NAMES = 2020
MQIA_Q_TYPE = 20
MQIA_BACKOUT_THRESHOLD = 22
MQIACF_Q_ATTRS = 1002
MQIACF_ERROR_ID = 1013
MQLONG_MIN, MQLONG_MAX = -(2**31), 2**31 - 1
MQINT64_MIN, MQINT64_MAX = -(2**63), 2**63 - 1

# pcf.md §1.5, verified against ibmmq and tshark.
WORKED_EXAMPLE_HEX = (
    "01000000 24000000 01000000 0b000000 01000000 01000000 00000000 00000000 02000000"
    "04000000 1c000000 e0070000 00000000 06000000 544553542e510000"
    "03000000 10000000 14000000 01000000"
)
WORKED_EXAMPLE = PcfMessage(
    MQCMD_CREATE_Q,
    (PcfParameter(MQCA_Q_NAME, MQCFT_STRING, "TEST.Q"), PcfParameter(MQIA_Q_TYPE, MQCFT_INTEGER, 1)),
)

# One structure of each type; the offsets below are where each starts in its encoding.
FULL = PcfMessage(
    MQCMD_CREATE_Q,
    (
        PcfParameter(MQCA_Q_NAME, MQCFT_STRING, "TEST.Q"),  # 36: 20 + 6 -> 28 bytes
        PcfParameter(MQIA_BACKOUT_THRESHOLD, MQCFT_INTEGER, -1),  # 64: 16 bytes
        PcfParameter(MQCA_NAMES, MQCFT_STRING_LIST, ("A", "BBBBB", "CCCCCCCCC")),  # 80: 24 + 3 x 12
        PcfParameter(MQIACF_Q_ATTRS, MQCFT_INTEGER_LIST, (1, -2, 3)),  # 140: 16 + 3 x 4
        PcfParameter(MQIACF_ERROR_ID, MQCFT_INTEGER64, 2**40 + 5),  # 168: 24 bytes
    ),
)
CFST, CFIN, CFSL, CFIL, CFIN64, FULL_END = 36, 64, 80, 140, 168, 192


def _patched(data: bytes, offset: int, value: int, byte_order: ByteOrder = "little") -> bytes:
    """``data`` with the MQLONG at ``offset`` replaced by ``value``."""
    patched = bytearray(data)
    struct.pack_into("<i" if byte_order == "little" else ">i", patched, offset, value)
    return bytes(patched)


def _decode_error(data: bytes, byte_order: ByteOrder | None = None) -> PcfDecodeError:
    with pytest.raises(PcfDecodeError) as caught:
        decode_messages(data, byte_order)
    return caught.value


# --- exact layouts --------------------------------------------------------------


def test_worked_example_is_reproduced_byte_for_byte() -> None:
    encoded = encode_message(WORKED_EXAMPLE, "little")
    assert encoded == bytes.fromhex(WORKED_EXAMPLE_HEX)
    assert decode_messages(encoded) == [WORKED_EXAMPLE]
    assert decode_messages(encoded, "little") == [WORKED_EXAMPLE]


def test_big_endian_encoding_and_round_trip() -> None:
    encoded = encode_message(WORKED_EXAMPLE, "big")
    assert encoded[:8] == bytes.fromhex("00000001 00000024")
    assert encoded[36:48] == bytes.fromhex("00000004 0000001c 000007e0")
    assert detect_byte_order(encoded) == "big"
    assert decode_messages(encoded) == [WORKED_EXAMPLE]
    assert decode_messages(encoded, "big") == [WORKED_EXAMPLE]


def test_full_message_layout() -> None:
    encoded = encode_message(FULL)
    assert len(encoded) == FULL_END
    lengths = [struct.unpack_from("<i", encoded, start + 4)[0] for start in (CFST, CFIN, CFSL, CFIL, CFIN64)]
    assert lengths == [28, 16, 60, 28, 24]
    assert struct.unpack_from("<3i", encoded, CFSL + 12) == (0, 3, 12)  # CCSID, Count, StringLength
    assert encoded[CFSL + 24 : CFSL + 36] == b"A" + b" " * 11
    assert encoded[CFST + 26 : CFST + 28] == b"\0\0"
    assert struct.unpack_from("<iq", encoded, CFIN64 + 12) == (0, 2**40 + 5)


@pytest.mark.parametrize(
    ("names", "string_length"),
    [((), 0), (("",), 4), (("AB",), 4), (("ABCD", "E"), 4), (("ABCDE",), 8), (("X" * 48,), 48)],
)
def test_string_list_element_length(names: tuple[str, ...], string_length: int) -> None:
    encoded = encode_message(PcfMessage(MQCMD_CREATE_NAMELIST, (PcfParameter(MQCA_NAMES, MQCFT_STRING_LIST, names),)))
    struc_length, _, _, count, width = struct.unpack_from("<5i", encoded, 40)
    assert (count, width, struc_length) == (len(names), string_length, 24 + len(names) * string_length)


def test_ebcdic_strings_are_encoded_and_blank_padded_in_ebcdic() -> None:
    message = PcfMessage(
        MQCMD_CREATE_NAMELIST,
        (PcfParameter(MQCA_NAMES, MQCFT_STRING_LIST, ("AB",), 500), PcfParameter(MQCA_Q_NAME, MQCFT_STRING, "Q", 500)),
    )
    encoded = encode_message(message)
    assert encoded[36 + 24 : 36 + 28] == bytes.fromhex("c1c24040")
    assert encoded[64 + 20 : 64 + 24] == bytes.fromhex("d8000000")
    assert decode_messages(encoded) == [message]


def test_trailing_blanks_and_nuls_are_not_significant() -> None:
    encoded = bytearray(encode_message(WORKED_EXAMPLE))
    struct.pack_into("<i", encoded, CFST + 16, 8)  # StringLength now covers the two NUL pad bytes
    encoded[CFST + 20 : CFST + 28] = b"TEST.Q \0"
    assert decode_messages(bytes(encoded)) == [WORKED_EXAMPLE]


# --- round trips ----------------------------------------------------------------

ROUND_TRIP_PARAMETERS = [
    PcfParameter(1, MQCFT_INTEGER, 0),
    PcfParameter(2, MQCFT_INTEGER, -7),
    PcfParameter(3, MQCFT_INTEGER, MQLONG_MIN),
    PcfParameter(MQLONG_MAX, MQCFT_INTEGER, MQLONG_MAX),
    PcfParameter(MQLONG_MIN, MQCFT_INTEGER, 1),
    PcfParameter(4, MQCFT_INTEGER64, 2**40 + 5),
    PcfParameter(5, MQCFT_INTEGER64, MQINT64_MIN),
    PcfParameter(6, MQCFT_INTEGER64, MQINT64_MAX),
    PcfParameter(7, MQCFT_INTEGER_LIST, ()),
    PcfParameter(8, MQCFT_INTEGER_LIST, (MQLONG_MIN, -1, 0, MQLONG_MAX)),
    PcfParameter(9, MQCFT_STRING, ""),
    PcfParameter(10, MQCFT_STRING, "ABCD"),
    PcfParameter(11, MQCFT_STRING, "Grüße.€.キュー", 1208),
    PcfParameter(12, MQCFT_STRING, "ÄÖÜ.ß", 819),
    PcfParameter(13, MQCFT_STRING, "EBCDIC.Q.Ä", 500),
    PcfParameter(14, MQCFT_STRING, "CP037.Q", 37),
    PcfParameter(15, MQCFT_STRING, "Œuvre.€", 1252),
    PcfParameter(16, MQCFT_STRING_LIST, ()),
    PcfParameter(17, MQCFT_STRING_LIST, ("",)),
    PcfParameter(18, MQCFT_STRING_LIST, ("A", "BB", "CCCCC", "")),
    PcfParameter(19, MQCFT_STRING_LIST, ("Grüße", "キュー"), 1208),
    PcfParameter(20, MQCFT_STRING_LIST, ("NL.A", "NL.LONGER.NAME"), 500),
]


@pytest.mark.parametrize("byte_order", ["little", "big"])
@pytest.mark.parametrize("parameter", ROUND_TRIP_PARAMETERS, ids=lambda p: f"{p.type}-{p.id}")
def test_every_structure_round_trips(parameter: PcfParameter, byte_order: ByteOrder) -> None:
    message = PcfMessage(MQCMD_CREATE_Q, (parameter,))
    encoded = encode_message(message, byte_order)
    assert len(encoded) % 4 == 0
    assert decode_messages(encoded) == [message]


def test_all_structures_in_one_message_round_trip() -> None:
    message = PcfMessage(MQCMD_CREATE_Q, tuple(ROUND_TRIP_PARAMETERS))
    assert decode_messages(encode_message(message, "big")) == [message]


def test_several_messages_keep_their_offsets() -> None:
    messages = [WORKED_EXAMPLE, FULL, PcfMessage(MQCMD_CREATE_NAMELIST, ())]
    decoded = decode_messages(encode_messages(messages))
    assert [message.offset for message in decoded] == [0, 80, 80 + FULL_END]
    assert [message.command for message in decoded] == [MQCMD_CREATE_Q, MQCMD_CREATE_Q, MQCMD_CREATE_NAMELIST]
    assert [message.parameters for message in decoded] == [message.parameters for message in messages]


def test_byte_order_is_detected_per_message() -> None:
    data = encode_message(WORKED_EXAMPLE, "big") + encode_message(FULL, "little")
    assert [message.offset for message in decode_messages(data)] == [0, 80]
    detected = [detect_byte_order(data, offset) for offset in (0, 80, 36, len(data) - 4, -1)]
    assert detected == ["big", "little", None, None, None]
    assert _decode_error(data, "big").offset == 80


def test_empty_input_decodes_to_no_messages() -> None:
    assert decode_messages(b"") == []


def _texts(ccsid: int) -> st.SearchStrategy[str]:
    """Texts that survive encoding in ``ccsid`` and the decoder's trailing NUL/blank strip."""
    if ccsid in (0, 1208):
        alphabet: st.SearchStrategy[str] = st.characters(blacklist_categories=("Cs",))
    else:
        codec = {819: "latin-1", 437: "cp437", 850: "cp850", 1252: "cp1252", 37: "cp037", 273: "cp273", 500: "cp500"}
        alphabet = st.sampled_from(sorted(set(bytes(range(256)).decode(codec[ccsid], errors="ignore"))))
    return st.text(alphabet, max_size=12).map(lambda text: text.rstrip("\0 "))


MQLONGS = st.integers(MQLONG_MIN, MQLONG_MAX)
CCSIDS = st.sampled_from([0, 1208, 819, 437, 850, 1252, 37, 273, 500])


@st.composite
def _parameters(draw: st.DrawFn) -> PcfParameter:
    parameter_id, kind = draw(MQLONGS), draw(st.sampled_from([3, 4, 5, 6, 23]))
    if kind == MQCFT_INTEGER:
        return PcfParameter(parameter_id, kind, draw(MQLONGS))
    if kind == MQCFT_INTEGER64:
        return PcfParameter(parameter_id, kind, draw(st.integers(MQINT64_MIN, MQINT64_MAX)))
    if kind == MQCFT_INTEGER_LIST:
        return PcfParameter(parameter_id, kind, tuple(draw(st.lists(MQLONGS, max_size=5))))
    ccsid = draw(CCSIDS)
    if kind == MQCFT_STRING:
        return PcfParameter(parameter_id, kind, draw(_texts(ccsid)), ccsid)
    return PcfParameter(parameter_id, kind, tuple(draw(st.lists(_texts(ccsid), max_size=4))), ccsid)


MESSAGES = st.builds(PcfMessage, MQLONGS, st.lists(_parameters(), max_size=6).map(tuple))


@settings(max_examples=150, deadline=None)
@given(messages=st.lists(MESSAGES, min_size=1, max_size=3), byte_order=st.sampled_from(["little", "big"]))
def test_random_messages_round_trip(messages: list[PcfMessage], byte_order: ByteOrder) -> None:
    encoded = encode_messages(messages, byte_order)
    decoded = decode_messages(encoded)
    assert [(m.command, m.parameters) for m in decoded] == [(m.command, m.parameters) for m in messages]
    assert decode_messages(encoded, byte_order) == decoded


# --- encoding errors --------------------------------------------------------------


@pytest.mark.parametrize(
    ("parameter", "error"),
    [
        (PcfParameter(1, MQCFT_INTEGER, 2**31), ValueError),
        (PcfParameter(1, MQCFT_INTEGER, MQLONG_MIN - 1), ValueError),
        (PcfParameter(1, MQCFT_INTEGER64, 2**63), ValueError),
        (PcfParameter(1, MQCFT_INTEGER_LIST, (0, 2**31)), ValueError),
        (PcfParameter(2**31, MQCFT_INTEGER, 0), ValueError),
        (PcfParameter(1, MQCFT_STRING, "X", 1234), ValueError),
        (PcfParameter(1, MQCFT_STRING_LIST, ("X",), 1234), ValueError),
        (PcfParameter(1, MQCFT_STRING, "€", 819), ValueError),
        (PcfParameter(1, 99, 0), ValueError),
        (PcfParameter(1, MQCFT_INTEGER, "1"), TypeError),
        (PcfParameter(1, MQCFT_STRING, 1), TypeError),
        (PcfParameter(1, MQCFT_STRING_LIST, "AB"), TypeError),
        (PcfParameter(1, MQCFT_INTEGER_LIST, ("1",)), TypeError),
    ],
)
def test_invalid_parameters_are_rejected_on_encode(parameter: PcfParameter, error: type[Exception]) -> None:
    with pytest.raises(error):
        encode_message(PcfMessage(MQCMD_CREATE_Q, (parameter,)))


def test_invalid_command_and_byte_order_are_rejected() -> None:
    with pytest.raises(ValueError, match="command"):
        encode_message(PcfMessage(2**31, ()))
    with pytest.raises(ValueError, match="byte_order"):
        encode_message(WORKED_EXAMPLE, "middle")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="byte_order"):
        decode_messages(b"", "middle")  # type: ignore[arg-type]


# --- decoding errors --------------------------------------------------------------


@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_truncation_at_every_byte_is_a_decode_error(byte_order: ByteOrder) -> None:
    encoded = encode_messages([FULL, WORKED_EXAMPLE], byte_order)
    for end in range(1, len(encoded)):
        if end == FULL_END:
            continue  # a whole first message
        error = _decode_error(encoded[:end])
        assert 0 <= error.offset <= end, (end, error)
        assert f"at byte {error.offset}:" in str(error)


def test_truncated_structure_reports_its_start() -> None:
    error = _decode_error(encode_message(FULL)[: CFIN + 12])
    assert (error.offset, error.reason) == (CFIN, "truncated MQCFIN: StrucLength 16 but only 12 bytes remain")
    assert str(error) == "truncated MQCFIN at byte 64: StrucLength 16 but only 12 bytes remain"
    assert isinstance(error, ValueError)
    copy = pickle.loads(pickle.dumps(error))
    assert (str(copy), copy.offset, copy.reason) == (str(error), error.offset, error.reason)


FULL_LITTLE = encode_message(FULL, "little")


@pytest.mark.parametrize(
    ("field", "value", "offset", "message"),
    [
        (CFST + 4, 26, CFST + 4, "MQCFST StrucLength at byte 40: found 26, expected a multiple of 4 >= 20"),
        (CFST + 4, 16, CFST + 4, "MQCFST StrucLength"),
        (CFST + 4, -28, CFST + 4, "MQCFST StrucLength"),
        (CFIN + 4, 20, CFIN + 4, "MQCFIN StrucLength at byte 68: found 20, expected 16"),
        (CFIN64 + 4, 16, CFIN64 + 4, "MQCFIN64 StrucLength"),
        (CFSL + 4, 1000, CFSL, "truncated MQCFSL at byte 80: StrucLength 1000 but only 112 bytes remain"),
        (CFIL + 4, 56, CFIL, "truncated MQCFIL"),
        (CFST + 16, 9, CFST + 16, "MQCFST StringLength at byte 52: found 9"),
        (CFST + 16, -1, CFST + 16, "MQCFST StringLength"),
        (CFST + 12, 1234, CFST + 12, "MQCFST CodedCharSetId at byte 48: found 1234"),
        (CFSL + 16, 4, CFSL + 16, "MQCFSL Count at byte 96: found 4"),
        (CFSL + 16, -1, CFSL + 16, "MQCFSL Count"),
        (CFSL + 20, 40, CFSL + 20, "MQCFSL StringLength"),
        (CFSL + 20, 0, CFSL + 20, "MQCFSL StringLength at byte 100: found 0, expected at least 1 for Count 3"),
        (CFIL + 12, 4, CFIL + 12, "MQCFIL Count at byte 152: found 4"),
        (CFIL + 12, -1, CFIL + 12, "MQCFIL Count"),
        (CFIN, 99, CFIN, "parameter 2 of 5 Type at byte 64: found 99"),
        (0, 2, 0, "MQCFH at byte 0"),
        (4, 40, 0, "MQCFH at byte 0"),
        (32, -1, 32, "MQCFH ParameterCount at byte 32: found -1"),
        # A message of a set (MQCFC_NOT_LAST) or a response (a completion code or reason) is no command to run.
        (20, 0, 20, "MQCFH Control at byte 20: found 0, expected 1 (MQCFC_LAST)"),
        (24, 2, 24, "MQCFH CompCode and Reason at byte 24: found 2 and 0"),
        (28, 2085, 24, "MQCFH CompCode and Reason at byte 24: found 0 and 2085"),
        (32, 6, FULL_END, "truncated parameter 6 of 6 at byte 192"),
        # its last parameter is the message's, not the next message's start: the command is not run without it
        (32, 4, 32, "MQCFH ParameterCount at byte 32: found 4, expected more: a parameter structure follows"),
    ],
)
def test_corrupted_field_gives_error_at_its_offset(field: int, value: int, offset: int, message: str) -> None:
    error = _decode_error(_patched(FULL_LITTLE, field, value))
    assert (error.offset, str(error)[: len(message)]) == (offset, message)


@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_header_errors_with_a_given_byte_order(byte_order: ByteOrder) -> None:
    encoded = encode_message(FULL, byte_order)
    error = _decode_error(_patched(encoded, 0, 2, byte_order), byte_order)
    expected = "MQCFH Type: found 2, expected 1 (MQCFT_COMMAND) or 16 (MQCFT_COMMAND_XR)"
    assert (error.offset, error.reason) == (0, expected)
    error = _decode_error(_patched(encoded, 4, 40, byte_order), byte_order)
    assert (error.offset, error.reason) == (4, "MQCFH StrucLength: found 40, expected 36")


def test_command_xr_header_is_accepted() -> None:
    assert decode_messages(_patched(FULL_LITTLE, 0, 16))[0].parameters == FULL.parameters


def test_wrong_header_type_in_second_message() -> None:
    data = encode_message(WORKED_EXAMPLE) + _patched(encode_message(WORKED_EXAMPLE), 0, 2)
    assert _decode_error(data).offset == 80
    assert _decode_error(data, "little").offset == 80


def test_invalid_string_bytes_are_a_decode_error() -> None:
    corrupted = bytearray(FULL_LITTLE)
    corrupted[CFST + 20] = 0xFF
    error = _decode_error(bytes(corrupted))
    assert error.offset == CFST + 20
    assert "not valid utf-8" in str(error)


@pytest.mark.parametrize("garbage", [b"\0", b"\0" * 35, b"\x01\0\0\0"])
def test_trailing_garbage_is_a_decode_error(garbage: bytes) -> None:
    error = _decode_error(FULL_LITTLE + garbage)
    assert error.offset == FULL_END
    assert "truncated MQCFH" in str(error)


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=200))
def test_random_bytes_raise_only_decode_errors(data: bytes) -> None:
    for candidate in (data, FULL_LITTLE[:36] + data, FULL_LITTLE[: -len(data) or None] + data):
        try:
            decode_messages(candidate)
        except PcfDecodeError as error:
            assert 0 <= error.offset <= len(candidate)


@settings(max_examples=300, deadline=None)
@given(
    byte_order=st.sampled_from(["little", "big"]),
    changes=st.lists(st.tuples(st.integers(0, FULL_END - 1), st.integers(0, 255)), min_size=1, max_size=4),
)
def test_corrupted_bytes_raise_only_decode_errors(byte_order: ByteOrder, changes: list[tuple[int, int]]) -> None:
    corrupted = bytearray(encode_message(FULL, byte_order))
    for position, byte in changes:
        corrupted[position] = byte
    try:
        decode_messages(bytes(corrupted))
    except PcfDecodeError as error:
        assert 0 <= error.offset <= len(corrupted)


# --- reading on after an unreadable message ---------------------------------------


FULL_LITTLE_TWICE = encode_message(FULL) + encode_message(FULL)


@pytest.mark.parametrize(
    ("patch", "error_at"),
    [
        ((CFIN, 7), CFIN),  # a structure type no parameter has (MQCFT_EVENT) with an intact StrucLength
        ((CFIN + 4, 20), CFIN + 4),  # an MQCFIN StrucLength that is wrong but still frames the structures
        ((CFST + 12, 4711), CFST + 12),  # an unsupported CCSID
    ],
)
def test_an_unreadable_message_with_intact_framing_is_skipped(patch: tuple[int, int], error_at: int) -> None:
    at, value = patch
    data = _patched(FULL_LITTLE_TWICE, at, value)
    if value == 20:  # lengthen the MQCFIN by 4 bytes and count them in nothing else: the chain still holds
        data = data[: CFIN + 16] + b"\0" * 4 + data[CFIN + 16 :]
    unreadable, message = iter_framed(data)
    assert isinstance(unreadable, UnreadableMessage) and not unreadable.framing_broken
    assert (unreadable.offset, unreadable.error.offset) == (0, error_at)
    assert unreadable.end == len(data) - FULL_END and message == PcfMessage(FULL.command, FULL.parameters, unreadable.end)


@pytest.mark.parametrize(
    ("data", "error_at"),
    [
        (FULL_LITTLE_TWICE[: FULL_END + 20], FULL_END),  # a truncated MQCFH
        (FULL_LITTLE_TWICE[: FULL_END + 100], FULL_END + CFSL),  # a StrucLength running past the end
        (_patched(FULL_LITTLE_TWICE, FULL_END + CFST + 4, 26), FULL_END + CFST + 4),  # not a multiple of 4
        (_patched(FULL_LITTLE_TWICE, FULL_END + 32, 2**31 - 1), FULL_END + 32),  # a huge ParameterCount, at it
    ],
)
def test_broken_framing_ends_reading_with_the_rest_of_the_data(data: bytes, error_at: int) -> None:
    message, unreadable = iter_framed(data)
    assert message == FULL
    assert isinstance(unreadable, UnreadableMessage) and unreadable.framing_broken
    assert (unreadable.offset, unreadable.end, unreadable.error.offset) == (FULL_END, len(data), error_at)


def test_a_parameter_count_too_high_takes_no_message_after_it_as_its_parameters() -> None:
    """The next MQCFH ends the message: it fails alone, saying how many parameters it has, and the next is read."""
    data = _patched(FULL_LITTLE_TWICE, 32, 9) + FULL_LITTLE
    unreadable, second, third = iter_framed(data)
    assert isinstance(unreadable, UnreadableMessage) and not unreadable.framing_broken
    assert (unreadable.end, unreadable.error.offset) == (FULL_END, 32)
    assert "5: a message starts at byte 192, after 5 parameters" in str(unreadable.error)
    assert (second, third) == (PcfMessage(FULL.command, FULL.parameters, FULL_END),
                               PcfMessage(FULL.command, FULL.parameters, 2 * FULL_END))


@pytest.mark.parametrize("count", [0, 1, 4])
@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_a_parameter_count_too_low_refuses_the_message_never_runs_it_without_its_last_parameters(
        count: int, byte_order: ByteOrder) -> None:
    """The structures after the counted ones are the message's (no MQCFH starts there): run without them, a command
    loses what they set (GET(DISABLED) gone from a create). It fails whole, the next message read."""
    data = _patched(encode_message(FULL, byte_order), 32, count, byte_order) + encode_message(FULL, byte_order)
    unreadable, message = iter_framed(data)
    assert isinstance(unreadable, UnreadableMessage) and not unreadable.framing_broken
    assert (unreadable.error.offset, unreadable.end) == (32, FULL_END)
    assert f"found {count}, expected more: a parameter structure follows the {count} counted" in str(unreadable.error)
    assert message == PcfMessage(FULL.command, FULL.parameters, FULL_END)


def test_a_next_message_whose_type_is_damaged_to_a_structures_is_not_taken_for_a_parameter() -> None:
    """Type 3 (MQCFIN) with the MQCFH's StrucLength 36: no MQCFIN is so long, so the message before stands."""
    message, unreadable = iter_framed(FULL_LITTLE + _patched(FULL_LITTLE, 0, 3))
    assert message == FULL and isinstance(unreadable, UnreadableMessage) and unreadable.offset == FULL_END


def test_bytes_after_the_counted_parameters_that_are_no_structure_are_the_next_messages_problem() -> None:
    message, unreadable = iter_framed(FULL_LITTLE + b"\x07" * 16)
    assert message == FULL and isinstance(unreadable, UnreadableMessage) and unreadable.offset == FULL_END


@pytest.mark.parametrize(("at", "value", "said"), [
    (8, 99, "MQCFH Version"), (8, 0, "MQCFH Version"), (16, 7, "MQCFH MsgSeqNumber"), (16, 0, "MQCFH MsgSeqNumber"),
    (32, 4_097, "MQCFH ParameterCount"),
])
def test_an_mqcfh_the_queue_manager_refuses_is_refused_and_the_next_message_read(at: int, value: int, said: str) -> None:
    """IBM refuses a Version other than 1 to 3 (CFH_VERSION_ERROR) and a command's MsgSeqNumber other than 1
    [UNSURE: every producer writes 1]; a count past any command's is refused before its parameters are built."""
    unreadable, message = iter_framed(_patched(FULL_LITTLE_TWICE, at, value))
    assert isinstance(unreadable, UnreadableMessage) and (unreadable.error.offset, unreadable.end) == (at, FULL_END)
    assert str(unreadable.error).startswith(said) and message == PcfMessage(FULL.command, FULL.parameters, FULL_END)


def test_decode_messages_still_raises_on_an_unreadable_message() -> None:
    assert _decode_error(_patched(FULL_LITTLE_TWICE, CFIN, 7)).offset == CFIN


def test_a_zos_command_message_is_read_and_said_to_be_written_as_another_platforms() -> None:
    """MQCFT_COMMAND_XR (16) is z/OS's command type; pcf-bin output is MQCFT_COMMAND (1), which z/OS refuses: said,
    never a silent change of the header (a pass-through keeps its own)."""
    from translator import translate

    header = struct.pack("<9i", 16, 36, 3, 11, 1, 1, 0, 0, 2)  # CREATE_Q, two parameters
    name = struct.pack("<5i", 4, 24, 2016, 1208, 4) + b"Q.XR"
    qtype = struct.pack("<4i", 3, 16, 20, 1)
    result = translate(header + name + qtype, "pcf-bin", "mqsc")
    assert result.output == "DEFINE QLOCAL('Q.XR')\n" and [d.code for d in result.diagnostics] == ["MQT128"]
    standard = translate(struct.pack("<9i", 1, 36, 1, 11, 1, 1, 0, 0, 2) + name + qtype, "pcf-bin", "mqsc")
    assert standard.diagnostics == []


@pytest.mark.parametrize("tail", [b"", b"\xe0"])  # read as text, it fails at a control character, or a bad byte
def test_binary_pcf_with_a_damaged_first_header_is_said_to_be_perhaps_that_when_recognised(tail: bytes) -> None:
    data = _patched(FULL_LITTLE, 4, 40) + tail
    (said,) = [d for d in translate(data, "auto", "mqsc").diagnostics if d.code == "MQT101"]
    assert said.expected.endswith("or binary PCF, whose first message here starts with no MQCFH (--from pcf-bin "
                                  "says what is wrong)")
    (given,) = [d for d in translate(data, "mqsc", "mqsc").diagnostics if d.code == "MQT101"]
    assert "PCF" not in given.expected  # --from names the dialect: no guess


def test_a_text_in_another_encoding_is_not_said_to_be_perhaps_binary_pcf() -> None:
    (said,) = [d for d in translate("DEFINE QLOCAL(A) DESCR('café')\n".encode("latin-1"), "auto", "mqsc").diagnostics
               if d.code == "MQT101"]
    assert "PCF" not in said.expected
