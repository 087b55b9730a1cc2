"""PCF JSON reads a string as pcf-bin does: the NULs and blanks padding it to its field's length are no part of it.

IBM calls the bytes after a PCF string "not significant", and IBM's decoders (ibmmq, mq-golang) and Wireshark's
strip trailing blanks and NULs. MQ's queue, namelist and process attributes are fixed-length MQCHAR fields, padded
with blanks (none is an MQCHARV, whose trailing blanks IBM says are significant): so a trailing blank of a name, a
description or any other string means nothing, in a JSON line as in a binary message.
"""

from __future__ import annotations

import json

import pytest

from translator import translate
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, MQCFT_STRING_LIST, PcfMessage, PcfParameter, encode_message

NUMBERS = {"MQCMD_CREATE_Q": 11, "MQCMD_CREATE_NAMELIST": 34, "MQCMD_CREATE_PROCESS": 5, "MQCMD_COPY_Q": 10,
           "MQCA_Q_NAME": 2016, "MQIA_Q_TYPE": 20, "MQCA_Q_DESC": 2013, "MQCA_TRIGGER_DATA": 2023,
           "MQCA_PROCESS_NAME": 2012, "MQCA_NAMELIST_NAME": 2010, "MQCA_NAMES": 2020, "MQCA_USER_DATA": 2021,
           "MQCACF_FROM_Q_NAME": 3001, "MQCACF_TO_Q_NAME": 3002}


def both(command: str, parameters: dict[str, object]) -> tuple[str, bytes]:
    """The same command as a PCF JSON line and as a pcf-bin message, its strings exactly as given."""
    line = json.dumps({"command": command, "parameters": parameters}) + "\n"

    def structure(name: str, value: object) -> PcfParameter:
        kind = MQCFT_INTEGER if isinstance(value, int) else MQCFT_STRING_LIST if isinstance(value, list) \
            else MQCFT_STRING
        return PcfParameter(NUMBERS[name], kind, tuple(value) if isinstance(value, list) else value)  # type: ignore[arg-type]

    return line, encode_message(PcfMessage(NUMBERS[command], tuple(structure(*p) for p in parameters.items())))


def read(data: str | bytes, source: str) -> tuple[str, list[tuple[str, str]]]:
    result = translate(data, source, "mqsc", width=0)
    return str(result.output), [(d.code, d.message) for d in result.diagnostics]


@pytest.mark.parametrize(("command", "parameters", "mqsc"), [
    # Before: MQT208 "the object name 'Q1      ' breaks the naming rules: a blank at position 3" from JSON, while
    # pcf-bin gave DEFINE QLOCAL('Q1').
    ("MQCMD_CREATE_Q", {"MQCA_Q_NAME": "Q1      ", "MQIA_Q_TYPE": 1}, "DEFINE QLOCAL('Q1')"),
    ("MQCMD_CREATE_Q", {"MQCA_Q_NAME": "Q1".ljust(48), "MQIA_Q_TYPE": 1}, "DEFINE QLOCAL('Q1')"),
    ("MQCMD_CREATE_Q", {"MQCA_Q_NAME": "Q1\0\0", "MQIA_Q_TYPE": 1}, "DEFINE QLOCAL('Q1')"),  # before: MQT208 \x00
    ("MQCMD_COPY_Q", {"MQCACF_FROM_Q_NAME": "A   ", "MQCACF_TO_Q_NAME": "B \0", "MQIA_Q_TYPE": 1},
     "DEFINE QLOCAL('B') LIKE('A')"),
    ("MQCMD_CREATE_NAMELIST", {"MQCA_NAMELIST_NAME": "N  ", "MQCA_NAMES": ["A   ", "B\0\0\0", "C"]},
     "DEFINE NAMELIST('N') NAMES('A', 'B', 'C')"),  # before: NAMES('A   ', ...) and MQT207 for the NULs
    ("MQCMD_CREATE_NAMELIST", {"MQCA_NAMELIST_NAME": "N", "MQCA_NAMES": ["A", "    "]},
     "DEFINE NAMELIST('N') NAMES('A', ' ')"),
    ("MQCMD_CREATE_Q", {"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": 1, "MQCA_PROCESS_NAME": "P   "},
     "DEFINE QLOCAL('Q') PROCESS('P')"),
    ("MQCMD_CREATE_PROCESS", {"MQCA_PROCESS_NAME": "P".ljust(48), "MQCA_USER_DATA": "data  "},
     "DEFINE PROCESS('P') USERDATA('data')"),
])
def test_a_padded_name_or_string_reads_the_same_from_pcf_json_as_from_pcf_bin(
        command: str, parameters: dict[str, object], mqsc: str) -> None:
    line, message = both(command, parameters)
    assert read(line, "pcf") == read(message, "pcf-bin") == (mqsc + "\n", [])


@pytest.mark.parametrize(("description", "mqsc"), [
    ("abc   ", "DESCR('abc')"),  # before: DESCR('abc   ') from JSON, DESCR('abc') from pcf-bin
    ("abc\0", "DESCR('abc')"),  # before: MQT207 from JSON
    ("\0", "DESCR(' ')"),
    ("   ", "DESCR(' ')"),
    ("", "DESCR(' ')"),
    (" a  b  ", "DESCR(' a  b')"),  # blanks before and between are the text's
])
def test_trailing_blanks_of_a_description_are_padding_in_pcf_json_as_in_pcf_bin_as_mq_stores_it_blank_padded(
        description: str, mqsc: str) -> None:
    line, message = both("MQCMD_CREATE_Q", {"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": 1, "MQCA_Q_DESC": description})
    assert read(line, "pcf") == read(message, "pcf-bin") == (f"DEFINE QLOCAL('Q') {mqsc}\n", [])


@pytest.mark.parametrize(("parameters", "code"), [
    ({"MQCA_Q_NAME": " Q1", "MQIA_Q_TYPE": 1}, "MQT208"),  # a leading blank is no padding
    ({"MQCA_Q_NAME": "Q 1", "MQIA_Q_TYPE": 1}, "MQT208"),
    ({"MQCA_Q_NAME": "Q1", "MQIA_Q_TYPE": 1, "MQCA_Q_DESC": "abc\t"}, "MQT207"),  # a tab is none either
    ({"MQCA_Q_NAME": "Q1", "MQIA_Q_TYPE": 1, "MQCA_TRIGGER_DATA": "x" * 65 + " "}, "MQT203"),
    ({"MQCA_Q_NAME": " \0 ", "MQIA_Q_TYPE": 1}, "MQT107"),  # all padding: no name
])
def test_what_is_no_padding_is_refused_alike_by_both(parameters: dict[str, object], code: str) -> None:
    line, message = both("MQCMD_CREATE_Q", parameters)
    from_json, from_binary = read(line, "pcf")[1], read(message, "pcf-bin")[1]
    assert [c for c, _ in from_json] == [c for c, _ in from_binary] == [code]


@pytest.mark.parametrize(("parameters", "mqsc", "said"), [
    ({"MQCA_Q_NAME": "Q" * 48 + "  ", "MQIA_Q_TYPE": 1}, f"DEFINE QLOCAL('{'Q' * 48}')", "MQCA_Q_NAME has StringLength 50"),
    ({"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": 1, "MQCA_Q_DESC": "x" * 64 + "   "}, f"DEFINE QLOCAL('Q') DESCR('{'x' * 64}')",
     "MQCA_Q_DESC has StringLength 67"),  # before: MQT203 "QDesc is 67 characters long" from JSON
    ({"MQCA_NAMELIST_NAME": "N", "MQCA_NAMES": ["A" * 48 + " ", "B"]}, None, "MQCA_NAMES has StringLength 52"),
])
def test_padding_beyond_the_longest_value_is_refused_in_a_binary_message_and_is_padding_in_json(
        parameters: dict[str, object], mqsc: str | None, said: str) -> None:
    """A command server checks a binary string's StringLength, padding and all ("greater than the maximum permitted
    length of the parameter": MQRCCF_CFST_STRING_LENGTH_ERR, MQRCCF_CFSL_STRING_LENGTH_ERR), so it refuses that
    message; a JSON line has no StringLength, and is written with none of its padding."""
    command = "MQCMD_CREATE_NAMELIST" if "MQCA_NAMES" in parameters else "MQCMD_CREATE_Q"
    line, message = both(command, parameters)
    if mqsc is not None:
        assert read(line, "pcf") == (mqsc + "\n", [])
    output, found = read(message, "pcf-bin")
    assert [c for c, _ in found] == ["MQT203"] and found[0][1].startswith(said)
    assert [line for line in output.splitlines() if not line.startswith("*")] == []


def test_pcf_json_written_again_has_no_padding() -> None:
    line = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "Q1      ", "MQIA_Q_TYPE": 1, "MQCA_Q_DESC": "a  "}}\n'
    result = translate(line, "pcf", "pcf")
    assert result.ok and json.loads(str(result.output))["parameters"] == {
        "MQCA_Q_NAME": "Q1", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": "a"}


def test_a_command_passed_through_is_copied_as_it_is_padding_and_all() -> None:
    line = '{"command": "MQCMD_INQUIRE_Q_MGR", "parameters": {"MQCA_Q_MGR_NAME": "QM1   "}}\n'
    assert translate(line, "pcf", "pcf").output == line
