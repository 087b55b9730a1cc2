"""One set of PCF message limits for both readers and both writers: what one PCF form writes, the other reads, and
a JSON line's fields cannot make a writer build past them (memory) or recurse without end."""

from __future__ import annotations

import json
import struct

import pytest

from translator import translate
from translator.pcf import binary as b
from translator.pcf.binary import PcfMessage, PcfParameter, encode_message

HEADER = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 1)  # MQCMD_INQUIRE_Q, one parameter


def _run(data: str | bytes, source: str, target: str, **options: object) -> tuple[str | bytes, list[str], list[str]]:
    result = translate(data, source, target, width=0, **options)
    return result.output, [d.code for d in result.diagnostics], [r.status for r in result.records]


def _line(parameters: dict) -> str:
    return json.dumps({"command": "MQCMD_INQUIRE_Q", "parameters": parameters}) + "\n"


def _nested(depth: int) -> dict:
    value: dict = {"MQIA_CURRENT_Q_DEPTH": 1}
    for level in range(depth):
        value = {str(8001 + level): {"MQCFGR": value}}
    return value


def test_groups_nested_as_deep_as_a_reader_reads_are_carried_and_deeper_are_not() -> None:
    output, codes, statuses = _run(_line(_nested(b.MOST_DEPTH)), "pcf", "pcf-bin")
    assert (codes, statuses) == ([], ["passed-through"])
    assert _run(output, "pcf-bin", "pcf")[1:] == ([], ["passed-through"])  # the reader reads what was written
    output, codes, statuses = _run(_line(_nested(b.MOST_DEPTH + 1)), "pcf", "pcf-bin")
    assert (output, codes, statuses) == (b"", ["MQT401"], ["skipped"])
    said = translate(_line(_nested(b.MOST_DEPTH + 1)), "pcf", "pcf-bin").diagnostics[0].message
    assert f"a group nested {b.MOST_DEPTH + 1} deep, where groups nest at most {b.MOST_DEPTH} deep" in said


def test_a_list_longer_than_a_reader_reads_is_not_written() -> None:
    assert _run(_line({"MQIACF_Q_ATTRS": [3] * b.MOST_ITEMS}), "pcf", "pcf-bin")[1] == []
    output, codes, _ = _run(_line({"MQIACF_Q_ATTRS": [3] * (b.MOST_ITEMS + 1)}), "pcf", "pcf-bin")
    assert (output, codes) == (b"", ["MQT401"])


def test_more_parameters_than_a_reader_reads_are_not_written() -> None:
    members = {str(9000 + n): n for n in range(b.MOST_PARAMETERS)}  # with the group itself, one too many
    output, codes, _ = _run(_line({"8001": {"MQCFGR": members}}), "pcf", "pcf-bin")
    assert (output, codes) == (b"", ["MQT401"])
    assert "more than the 4,096 parameters" in translate(_line({"8001": {"MQCFGR": members}}), "pcf",
                                                         "pcf-bin").diagnostics[0].message


def test_a_message_whose_json_line_is_longer_than_the_pcf_reader_reads_is_not_rendered() -> None:
    text = b"A" * (1 << 20)
    data = HEADER + struct.pack("<5i", 4, 20 + len(text), 2016, 1208, len(text)) + text
    output, codes, statuses = _run(data, "pcf-bin", "pcf")
    assert (output, codes, statuses) == ("", ["MQT401"], ["skipped"])
    assert "longer than the 1,048,576 a pcf line is read with" in translate(data, "pcf-bin", "pcf").diagnostics[0].message


def test_a_message_longer_than_a_queue_holds_is_neither_read_nor_written(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(b, "MOST_BYTES", 100)
    message = PcfMessage(13, (PcfParameter(2016, b.MQCFT_STRING, "Q" * 60, 1208),))
    with pytest.raises(ValueError, match="more than the 100 of a message"):
        encode_message(message)
    monkeypatch.setattr(b, "MOST_BYTES", 1000)
    data = encode_message(message)
    monkeypatch.setattr(b, "MOST_BYTES", 100)
    assert _run(data, "pcf-bin", "pcf")[1:] == (["MQT109"], ["failed"])


@pytest.mark.parametrize(("items", "length", "said"), [
    (["A"], 2_000_000_000, "its lists' items fill 2,000,000,000 bytes, more than the 104,857,600 of a message"),
    (["A"], 0, "MQIACF_Q_ATTRS's length is 0, not a StringLength of 1 or more"),  # was the default width, guessed
    ([], -1, "MQIACF_Q_ATTRS's length is -1, not a StringLength of 0 or more"),  # was written 0xFFFFFFFF
    (["A"], "4", 'MQIACF_Q_ATTRS\'s length is "4", not a StringLength'),
])
def test_a_string_list_length_the_reader_refuses_or_past_a_message_is_not_written(items: list[str], length: object,
                                                                                   said: str) -> None:
    line = _line({"MQIACF_Q_ATTRS": {"MQCFSL": items, "length": length}})
    result = translate(line, "pcf", "pcf-bin", width=0)
    assert (result.output, [d.code for d in result.diagnostics]) == (b"", ["MQT401"])
    assert said in result.diagnostics[0].message


def test_a_string_list_length_the_reader_takes_is_written_and_read_back() -> None:
    for items, length in ((["A" + " " * 8], 9), ([], 2_000_000_000)):  # an empty list's StringLength is no item's
        line = _line({"MQIACF_Q_ATTRS": {"MQCFSL": items, "length": length}})
        output, codes, _ = _run(line, "pcf", "pcf-bin")
        assert codes == [] and len(output) == 36 + 24 + (12 if items else 0)
        assert _run(output, "pcf-bin", "pcf") == (line, [], ["passed-through"])


def test_groups_nested_far_deeper_fail_that_command_alone() -> None:
    line = _line(_nested(200)) + '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "Q*"}}\n'
    result = translate(line, "pcf", "pcf-bin", width=0)  # was a RecursionError: MQT112, the whole file lost
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("MQT401", 1)]
    assert "is a group nested 9 deep, where groups nest at most 8 deep" in result.diagnostics[0].message
    assert [r.status for r in result.records] == ["skipped", "passed-through"]
    assert result.output == struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 1) + struct.pack("<5i", 4, 24, 2016, 1208, 2) \
        + b"Q*\0\0"
