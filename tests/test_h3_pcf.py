"""PCF: every parameter identifier IBM MQ defines is known to the JSON reader's checks, and round trips hold."""

from __future__ import annotations

import pytest

from translator import registry, translate
from translator.dialects import pcf_identifiers as identifiers
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_INTEGER,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    PcfMessage,
    PcfParameter,
    encode_message,
)

PASSED = '{"command": "MQCMD_INQUIRE_Q_MGR", "parameters": {}}'


@pytest.mark.parametrize(("line", "at", "shown"), [
    ('{"command": "MQCMD_CHANGE_Q_MGR", "parameters": {"MQCA_Q_MGR_DESC": "a", "2014": "b"}}', '"2014"',
     "MQCA_Q_MGR_DESC is given twice"),
    ('{"command": "MQCMD_CHANGE_Q_MGR", "parameters": {"2014": "a", "MQCA_Q_MGR_DESC": "b"}}', '"MQCA_Q_MGR_DESC"',
     "MQCA_Q_MGR_DESC is given twice"),
    ('{"command": "MQCMD_INQUIRE_CHANNEL", "parameters": {"MQCACH_CHANNEL_NAME": "A", "3501": "B"}}', '"3501"',
     "MQCACH_CHANNEL_NAME is given twice"),
    ('{"command": "MQCMD_CHANGE_CHANNEL", "parameters": {"MQIACH_BATCH_SIZE": 5, "01502": 6}}', '"01502"',
     "MQIACH_BATCH_SIZE is given twice"),
    # Two names of one identifier (an older and a newer one) are one parameter, as the number in a message is.
    ('{"command": "MQCMD_INQUIRE_CHANNEL_STATUS", "parameters": {"MQIACH_BYTES_RCVD": 1, "MQIACH_BYTES_RECEIVED": 2}}',
     '"MQIACH_BYTES_RECEIVED"', "MQIACH_BYTES_RCVD is given twice"),
    ('{"command": "MQCMD_STATISTICS_Q", "parameters": {"MQIAMO_AVG_Q_TIME": 1, "MQIAMO64_AVG_Q_TIME": 2}}',
     '"MQIAMO64_AVG_Q_TIME"', "MQIAMO_AVG_Q_TIME is given twice"),
    ('{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_BASE_Q_NAME": "A", "MQCA_BASE_OBJECT_NAME": "B"}}',
     '"MQCA_BASE_OBJECT_NAME"', "MQCA_BASE_OBJECT_NAME is given twice"),
    ('{"command": "MQCMD_INQUIRE_SUBSCRIPTION", "parameters": {"MQBACF_SUB_ID": "A", "7016": "B"}}', '"7016"',
     "MQBACF_SUB_ID is given twice"),
])
@pytest.mark.parametrize("target", ["pcf", "mqsc"])
def test_a_parameter_passed_through_by_name_and_by_number_is_given_twice_whatever_its_command(
        line: str, at: str, shown: str, target: str) -> None:
    # Before: only the translated commands' identifiers were known, and such a line was copied with both values.
    result = translate(f"{PASSED}\n{line}\n", "pcf", target)
    errors = [d for d in result.diagnostics if d.severity.value == "error"]
    assert [(d.code, d.span.line, d.span.column, d.message) for d in errors] == \
        [("MQT108", 2, line.rindex(at) + 1, shown)]
    assert result.records[1].status == "failed"
    if target == "pcf":
        assert result.output == PASSED + "\n"  # the line in error is not copied


@pytest.mark.parametrize("line", [
    '{"command": "MQCMD_CHANGE_Q_MGR", "parameters": {"MQCA_Q_MGR_DESC": "a", "2015": "b"}}',
    '{"command": "MQCMD_INQUIRE_CHANNEL", "parameters": {"MQCACH_CHANNEL_NAME": "A", "MQCACH_DESC": "B"}}',
    # MQIAMO_MONITOR_UNIT (1) is a unit, not an identifier: no clash with MQIA_APPL_TYPE (1).
    '{"command": "MQCMD_INQUIRE_Q_MGR", "parameters": {"MQIAMO_MONITOR_UNIT": 1, "1": 2}}',
])
def test_distinct_parameters_passed_through_are_copied_as_they_are(line: str) -> None:
    result = translate(line + "\n", "pcf", "pcf")
    assert result.ok and result.output == line + "\n"
    assert [r.status for r in result.records] == ["passed-through"]


def test_an_identifier_of_another_object_in_a_translated_command_is_named() -> None:
    line = ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '
            '"2014": "x"}}')
    result = translate(line + "\n", "pcf", "mqsc")
    assert [(d.code, d.span.column, d.message) for d in result.diagnostics] == [
        ("MQT105", line.index('"2014"') + 1,
         "MQCA_Q_MGR_DESC (2014) is not a parameter of a queue, namelist or process definition")]


def test_the_identifier_table_agrees_with_the_registry_and_the_command_heads() -> None:
    for attribute in registry.ATTRIBUTES:
        if attribute.pcf:
            assert identifiers.PARAMETERS[attribute.pcf] == attribute.pcf_number, attribute.name
    for parameter in pcf.PARAMETERS:
        assert identifiers.PARAMETERS[parameter.identifier] == parameter.number, parameter.identifier


@pytest.mark.parametrize(("name", "number"), [
    # A few values checked by hand against IBM's headers (pcf.md §2.3), across the families.
    ("MQIA_Q_TYPE", 20), ("MQIACF_FORCE", 1005), ("MQIACF_PURGE", 1007), ("MQIACF_Q_ATTRS", 1002),
    ("MQCA_Q_DESC", 2013), ("MQCA_BASE_Q_NAME", 2002), ("MQCACF_COMMAND_SCOPE", 3080), ("MQIA_CAP_EXPIRY", 276),
    ("MQCA_STREAM_QUEUE_NAME", 2138), ("MQCACF_TO_NAMELIST_NAME", 3006), ("MQCACH_CHANNEL_NAME", 3501),
    ("MQCA_Q_MGR_DESC", 2014),
])
def test_known_identifier_values(name: str, number: int) -> None:
    assert identifiers.PARAMETERS[name] == number


def test_range_markers_and_values_are_no_identifiers() -> None:
    for name in ("MQIA_FIRST", "MQIA_LAST", "MQCA_LAST_USED", "MQIACF_FIRST", "MQIAMO_MONITOR_UNIT",
                 "MQIAMO_MONITOR_KB", "MQIASY_TYPE", "MQHA_BAG_HANDLE"):
        assert name not in identifiers.PARAMETERS


@pytest.mark.parametrize(("line", "kind"), [
    ('{"command": "MQCMD_INQUIRE_ERROR_LOG", "parameters": {}}', "MQCMD_INQUIRE_ERROR_LOG"),  # MQ 9.4.5
    ('{"command": 221, "parameters": {}}', "MQCMD_INQUIRE_ERROR_LOG"),
    ('{"command": "MQCMD_SET_PROT_POLICY", "parameters": {}}', "MQCMD_SET_PROT_POLICY"),  # another name of 208
    ('{"command": 208, "parameters": {}}', "MQCMD_CHANGE_PROT_POLICY"),
])
def test_commands_of_mq_9_4_5_and_second_names_pass_through(line: str, kind: str) -> None:
    # Before: MQT115, an unknown command, and the line was not copied.
    result = translate(line + "\n", "pcf", "pcf")
    assert result.ok and result.output == line + "\n"
    assert [(r.status, r.kind) for r in result.records] == [("passed-through", kind)]


def _message(command: int, *parameters: PcfParameter) -> bytes:
    return encode_message(PcfMessage(command, parameters), "little")


@pytest.mark.parametrize(("data", "identifier", "size", "characters", "ccsid"), [
    (_message(11, PcfParameter(2016, MQCFT_STRING, "A", 1208), PcfParameter(20, MQCFT_INTEGER, 1),
              PcfParameter(2013, MQCFT_STRING, "\u00e9" * 64, 1208)), "MQCA_Q_DESC", 128, 64, 1208),
    (_message(11, PcfParameter(2016, MQCFT_STRING, "A", 0), PcfParameter(20, MQCFT_INTEGER, 1),
              PcfParameter(2023, MQCFT_STRING, "\u20ac" * 30, 0)), "MQCA_TRIGGER_DATA", 90, 30, 0),
    (_message(34, PcfParameter(2010, MQCFT_STRING, "NL", 1208),
              PcfParameter(2020, MQCFT_STRING_LIST, ("B", "\u00fc" * 30), 1208)), "MQCA_NAMES", 60, 30, 1208),
])
@pytest.mark.parametrize("target", ["mqsc", "pcf", "rest"])
def test_a_binary_string_longer_in_bytes_than_its_parameter_is_refused_as_the_command_server_would(
        data: bytes, identifier: str, size: int, characters: int, ccsid: int, target: str) -> None:
    # Before: 64 characters were within DESCR's 64, so the message a command server refuses (its StringLength is
    # 128) became a DEFINE; pcf-bin output of the same command was refused (MQT203), so the two disagreed.
    result = translate(data, "pcf-bin", target, width=0)
    assert [(d.code, d.message) for d in result.diagnostics] == [
        ("MQT203", f"{identifier} is {size} bytes long in CCSID {ccsid} ({characters} characters): a command "
                   "server refuses the message")]
    assert [r.status for r in result.records] == ["failed"]


def test_a_binary_string_of_one_byte_characters_to_its_longest_is_read() -> None:
    data = _message(11, PcfParameter(2016, MQCFT_STRING, "A", 819), PcfParameter(20, MQCFT_INTEGER, 1),
                    PcfParameter(2013, MQCFT_STRING, "\u00e9" * 64, 819))
    result = translate(data, "pcf-bin", "mqsc", width=0)
    assert result.ok and result.output == "DEFINE QLOCAL('A') DESCR('" + "\u00e9" * 64 + "')\n"
