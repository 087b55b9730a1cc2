"""PCF commands outside queues, namelists and processes carried exactly between pcf-bin and pcf: every structure,
its type, parameter, values and padding; what one form cannot say is refused (MQT401), never guessed."""

from __future__ import annotations

import struct

from hypothesis import given, settings
from hypothesis import strategies as st

from translator import translate
from translator.pcf import binary as b
from translator.pcf.binary import Filter, PcfMessage, PcfParameter, encode_message

HEADER = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2)  # MQCMD_INQUIRE_Q, two parameters
NAME = struct.pack("<5i", 4, 24, 2016, 1208, 2) + b"Q*\0\0"  # MQCA_Q_NAME "Q*"
ATTRS = struct.pack("<6i", 5, 24, 1002, 2, 2016, 3)  # MQIACF_Q_ATTRS [MQCA_Q_NAME, MQIA_CURRENT_Q_DEPTH]
INQUIRE = HEADER + NAME + ATTRS
INQUIRE_JSON = '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "Q*", "MQIACF_Q_ATTRS": [2016, 3]}}\n'
# MQIA_CURRENT_Q_DEPTH greater than (MQCFOP_GREATER, 4) 10
FILTER = struct.pack("<5i", 13, 20, 3, 4, 10)
FILTERED = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2) + NAME + FILTER
FILTERED_JSON = ('{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "Q*", "MQIA_CURRENT_Q_DEPTH": '
                 '{"MQCFIF": 10, "operator": 4}}}\n')


def _run(data: str | bytes, source: str, target: str, **options: object) -> tuple[str | bytes, list[str], list[str]]:
    result = translate(data, source, target, width=0, **options)
    return result.output, [d.code for d in result.diagnostics], [r.status for r in result.records]


def test_an_inquiry_is_carried_into_json_and_back_byte_for_byte() -> None:
    assert _run(INQUIRE, "pcf-bin", "pcf") == (INQUIRE_JSON, [], ["passed-through"])
    assert _run(INQUIRE_JSON, "pcf", "pcf-bin") == (INQUIRE, [], ["passed-through"])


def test_a_json_inquiry_is_written_as_these_bytes() -> None:
    line = ('{"command": "MQCMD_INQUIRE_Q_MGR", "type": "MQCFT_COMMAND_XR", "version": 3, "parameters": '
            '{"MQIACF_Q_MGR_ATTRS": {"MQCFIL": []}, "MQCACF_COMMAND_SCOPE": "*", '
            '"MQCA_Q_MGR_NAME": {"MQCFSF": "QM*", "operator": 18}}}\n')
    expected = struct.pack(">9i", 16, 36, 3, 2, 1, 1, 0, 0, 3) + struct.pack(">4i", 5, 16, 1001, 0) \
        + struct.pack(">5i", 4, 24, 3080, 37, 1) + b"\x5c\0\0\0" + struct.pack(">6i", 14, 28, 2015, 18, 37, 3) \
        + b"\xd8\xd4\x5c\0"
    assert _run(line, "pcf", "pcf-bin", byte_order="big", ccsid=37) == (expected, [], ["passed-through"])
    assert _run(expected, "pcf-bin", "pcf")[0] == line


def test_an_integer_filter_is_read_and_carried() -> None:
    assert _run(FILTERED, "pcf-bin", "pcf-bin") == (FILTERED, [], ["passed-through"])
    assert _run(FILTERED, "pcf-bin", "pcf") == (FILTERED_JSON, [], ["passed-through"])
    assert _run(FILTERED_JSON, "pcf", "pcf-bin")[0] == FILTERED
    output, codes, _ = _run(FILTERED, "pcf-bin", "mqsc")
    assert codes == ["MQT401"] and output.startswith("* not translated")  # other dialects as before


def test_a_damaged_filter_is_refused_as_corrupt() -> None:
    damaged = FILTERED[:-20] + struct.pack("<5i", 13, 24, 3, 4, 10) + b"\0\0\0\0"  # an MQCFIF is 20 bytes long
    result = translate(damaged, "pcf-bin", "pcf")
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("MQT109", len(FILTERED) - 20 + 4 + 1)]
    assert "MQCFIF StrucLength" in result.diagnostics[0].message and result.output == ""


def test_padding_that_is_no_field_is_not_carried_into_json() -> None:
    blank_padded = HEADER + struct.pack("<5i", 4, 24, 2016, 1208, 2) + b"Q*  " + ATTRS  # "not significant" bytes
    assert _run(blank_padded, "pcf-bin", "pcf-bin") == (blank_padded, [], ["passed-through"])  # kept as read
    output, codes, statuses = _run(blank_padded, "pcf-bin", "pcf")
    assert (output, codes, statuses) == ("", ["MQT401"], ["skipped"])
    said = translate(blank_padded, "pcf-bin", "pcf").diagnostics[0].message
    assert "cannot be carried into pcf exactly: byte 58 of the message" in said


def test_a_parameter_given_twice_or_a_guessed_structure_is_not_carried() -> None:
    twice = encode_message(PcfMessage(13, (PcfParameter(2016, b.MQCFT_STRING, "A"), PcfParameter(2016, b.MQCFT_STRING, "B"))))
    assert _run(twice, "pcf-bin", "pcf")[1:] == (["MQT401"], ["skipped"])
    for value in ('"MQQT_LOCAL"', "[]", "5.5", '{"MQCFIL": [1], "MQCFIN": 1}', '{"MQCFIF": 1}'):
        line = '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQIACF_Q_ATTRS": ' + value + "}}\n"
        assert _run(line, "pcf", "pcf-bin")[1:] == (["MQT401"], ["skipped"]), value
        assert _run(line, "pcf", "pcf")[0] == line  # JSON to JSON: as written


def test_an_in_scope_command_takes_no_header_fields() -> None:
    line = '{"command": "MQCMD_DELETE_Q", "version": 3, "parameters": {"MQCA_Q_NAME": "A"}}\n'
    assert _run(line, "pcf", "mqsc")[1:] == (["MQT105"], ["failed"])


_NAMES = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
_LONGS = st.integers(-(1 << 31), (1 << 31) - 1)
_LONG_LONGS = st.integers(-(1 << 63), (1 << 63) - 1)
_IDS = st.integers(1, 9000)


def _strings(width: int) -> st.SearchStrategy[tuple[str, ...]]:
    return st.lists(st.text("ABC xyz\0", min_size=width, max_size=width), max_size=3).map(tuple)


_LEAVES = st.one_of(
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_INTEGER, v), _IDS, _LONGS),
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_STRING, v, 1208), _IDS, _NAMES),
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_INTEGER_LIST, tuple(v)), _IDS, st.lists(_LONGS, max_size=3)),
    st.integers(0, 9).flatmap(lambda w: st.builds(
        lambda i, v: PcfParameter(i, b.MQCFT_STRING_LIST, v, 1208, width=w), _IDS, _strings(w))),
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_INTEGER64, v), _IDS, _LONG_LONGS),
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_INTEGER64_LIST, tuple(v)), _IDS, st.lists(_LONG_LONGS, max_size=3)),
    st.builds(lambda i, v: PcfParameter(i, b.MQCFT_BYTE_STRING, v), _IDS, st.binary(max_size=9)),
    st.builds(lambda i, o, v: PcfParameter(i, b.MQCFT_INTEGER_FILTER, Filter(o, v)), _IDS, _LONGS, _LONGS),
    st.builds(lambda i, o, v: PcfParameter(i, b.MQCFT_STRING_FILTER, Filter(o, v), 1208), _IDS, _LONGS, _NAMES),
    st.builds(lambda i, o, v: PcfParameter(i, b.MQCFT_BYTE_STRING_FILTER, Filter(o, v)), _IDS, _LONGS,
              st.binary(max_size=9)),
)


def _unique(parameters: list[PcfParameter]) -> tuple[PcfParameter, ...]:
    """One parameter per identifier, as a JSON object holds one value per key."""
    return tuple({parameter.id: parameter for parameter in parameters}.values())


_PARAMETERS = st.recursive(st.lists(_LEAVES, max_size=4).map(_unique), lambda inner: st.lists(
    st.one_of(_LEAVES, st.builds(lambda i, m: PcfParameter(i, b.MQCFT_GROUP, m), _IDS, inner)), max_size=4).map(_unique),
    max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(_PARAMETERS, st.sampled_from([9, 13, 18, 42, 205]), st.booleans(), st.integers(1, 3),
       st.sampled_from(["little", "big"]))
def test_any_passthrough_round_trips_exactly(parameters: tuple[PcfParameter, ...], command: int, extended: bool,
                                             version: int, byte_order: str) -> None:
    data = encode_message(PcfMessage(command, parameters, extended=extended, version=version), byte_order)
    text, codes, statuses = _run(data, "pcf-bin", "pcf")
    assert (codes, statuses) == ([], ["passed-through"]), codes
    assert _run(text, "pcf", "pcf-bin", byte_order=byte_order) == (data, [], ["passed-through"])
    assert _run(text, "pcf", "pcf") == (text, [], ["passed-through"])


# MQCMD_INQUIRE_Q with MQCA_Q_NAME "Q*" and MQCA_Q_DESC equal to (MQCFOP_EQUAL) "AB" 0x15 "CD" in CCSID 1141, whose
# codec reads 0x15 and 0x25 both as a line feed and writes it 0x25
EBCDIC = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2) + struct.pack("<5i", 4, 24, 2016, 1141, 2) + b"\xd8\x5c\0\0" \
    + struct.pack("<6i", 14, 32, 2013, 3, 1141, 5) + b"\xc1\xc2\x15\xc3\xc4\0\0\0"


def test_a_string_its_codec_cannot_encode_again_as_read_is_not_encoded_again() -> None:
    assert _run(EBCDIC, "pcf-bin", "pcf-bin", ccsid=1141) == (EBCDIC, [], ["passed-through"])  # copied as read
    result = translate(EBCDIC, "pcf-bin", "pcf-bin", width=0, ccsid=1141, byte_order="big")  # was 0x15 -> 0x25
    assert (result.output, [(d.code, d.span.column) for d in result.diagnostics]) == (b"", [("MQT209", 87)])
    assert "byte 0x15 is '\\n' in cp1141, which writes '\\n' as 0x25" in result.diagnostics[0].message
    result = translate(EBCDIC, "pcf-bin", "pcf", width=0)
    assert (result.output, [d.code for d in result.diagnostics]) == ("", ["MQT401"])
    assert "the string holds a character its CCSID's codec cannot carry exactly" in result.diagnostics[0].message


def test_a_passthrough_string_in_ccsid_0_is_not_held_to_an_attribute_length() -> None:
    """CCSID 0 (the queue manager's, as IBM's Python and Go libraries write) is read as UTF-8 and written in --ccsid;
    a filter's 70 characters on MQCA_Q_DESC are no 64-byte description (was MQT203, where CCSID 1208 was copied)."""
    value = b"D" * 70
    def inquiry(ccsid: int) -> bytes:
        return struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2) + struct.pack("<5i", 4, 24, 2016, ccsid, 2) + b"Q*\0\0" \
            + struct.pack("<6i", 14, 24 + 72, 2013, 3, ccsid, 70) + value + b"\0\0"
    assert _run(inquiry(1208), "pcf-bin", "pcf-bin") == (inquiry(1208), [], ["passed-through"])
    assert _run(inquiry(0), "pcf-bin", "pcf-bin") == (inquiry(1208), [], ["passed-through"])
    assert _run(inquiry(0), "pcf-bin", "pcf-bin", ccsid=0) == (inquiry(0), [], ["passed-through"])


def _said(data: str | bytes, source: str, target: str) -> list[str]:
    return [d.message for d in translate(data, source, target, width=0).diagnostics]


def test_messages_say_what_is_wrong_plainly() -> None:
    blank_padded = HEADER + struct.pack("<5i", 4, 24, 2016, 1208, 2) + b"Q*  " + ATTRS
    (said,) = _said(blank_padded, "pcf-bin", "pcf")
    assert said.endswith("byte 58 of the message: no field holds it (it pads a structure, or is a reserved field), "
                         "so it cannot be carried")  # was "byte 58 of the message: byte: it is ..."
    (said,) = _said('{"command": "MQCMD_INQUIRE_Q", "parameters": {"8001": {"MQCFGR": [1]}}}\n', "pcf", "pcf-bin")
    assert said.endswith("8001's MQCFGR members are [1], not a JSON object")  # was "the parameters are [1]"
    (said,) = _said('{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": 5}}\n', "pcf", "pcf-bin")
    assert said.endswith("MQCA_Q_NAME is an MQCFST: an MQCFIN is named, not guessed")
    delete = struct.pack("<9i", 1, 36, 1, 12, 1, 1, 0, 0, 2) + struct.pack("<5i", 4, 24, 2016, 1208, 2) + b"Q1\0\0" \
        + struct.pack("<5i", 13, 20, 20, 3, 1)  # MQCMD_DELETE_Q, MQIA_Q_TYPE as an MQCFIF
    assert "MQIA_Q_TYPE is given as an MQCFIF" in _said(delete, "pcf-bin", "mqsc")[0]  # was "... of type 13"


def test_an_inquiry_value_name_reads_as_its_number_is_rendered() -> None:
    line = '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "Q*", "MQIA_Q_TYPE": "MQQT_ALL"}}\n'
    data = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2) + NAME + struct.pack("<4i", 3, 16, 20, 1001)
    assert _run(line, "pcf", "pcf-bin") == (data, [], ["passed-through"])  # was "not a value of MQIA_Q_TYPE"
    assert _run(data, "pcf-bin", "pcf") == (line, [], ["passed-through"])  # was 1001


def test_a_line_in_another_spelling_comes_back_in_the_writers_form() -> None:
    """pcf -> pcf-bin -> pcf is the same line only for a line in the writer's own form (docs/dialects.md)."""
    other = '{"parameters": {"MQIACF_Q_ATTRS": {"MQCFIL": [2016, 3]}, "MQCA_Q_NAME": "Q*"}, "command": 13}\n'
    data = _run(other, "pcf", "pcf-bin")[0]
    assert data == HEADER + ATTRS + NAME
    assert _run(data, "pcf-bin", "pcf")[0] == ('{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQIACF_Q_ATTRS": '
                                               '[2016, 3], "MQCA_Q_NAME": "Q*"}}\n')
