"""The pcf (JSON Lines) and pcf-bin (binary messages) dialects: mapping, order, values, diagnostics, round trips."""

from __future__ import annotations

import itertools
import json
import os
import pty
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import canonical
from translator import registry, translate
from translator.diagnostics import Policy, Reporter
from translator.dialects import DIALECTS, detect
from translator.dialects import pcf_vocabulary as vocabulary
from translator.dialects.pcf import PcfDialect
from translator.model import Action, Command, Explicit, ObjectType, Script
from translator.pcf import binary
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_INTEGER,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    PcfMessage,
    PcfParameter,
    decode_messages,
    detect_byte_order,
    encode_message,
)
from translator.pcf.commands import BY_NAME
from translator.writers.options import WriteOptions

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
QUEUES = (FIXTURES / "pcf-queues" / "input.mqsc").read_text()
ISSUE_EXAMPLE = ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", '
                 '"MQIA_MAX_Q_DEPTH": 50000}}')
# pcf.md §1.5: MQCMD_CREATE_Q for local queue TEST.Q, little-endian.
WORKED_EXAMPLE = bytes.fromhex("01000000 24000000 01000000 0b000000 01000000 01000000 00000000 00000000 02000000"
                               "04000000 1c000000 e0070000 00000000 06000000 544553542e510000"
                               "03000000 10000000 14000000 01000000")


def out(data: str | bytes, source: str, target: str, **options: object) -> str | bytes:
    result = translate(data, source, target, width=0, **options)
    assert result.ok, [d.format() for d in result.diagnostics]
    return result.output


def parameters(text: str | bytes, source: str) -> list[dict[str, object]]:
    """The parameters of each command the text translates to in pcf."""
    return [json.loads(line)["parameters"] for line in str(out(text, source, "pcf")).splitlines()]


def codes(text: str | bytes, source: str, target: str) -> list[str]:
    return [d.code for d in translate(text, source, target).diagnostics]


def test_issue_example_both_ways() -> None:
    assert out("DEFINE QLOCAL(APP.IN) MAXDEPTH(50000)", "mqsc", "pcf") == ISSUE_EXAMPLE + "\n"
    assert out(ISSUE_EXAMPLE, "pcf", "mqsc") == "DEFINE QLOCAL('APP.IN') MAXDEPTH(50000)\n"


def test_worked_example_of_pcf_md_byte_for_byte() -> None:
    # The worked example's strings say CodedCharSetId 0 (MQCCSI_DEFAULT); by default every string says 1208.
    assert out("DEFINE QLOCAL('TEST.Q')", "mqsc", "pcf-bin", ccsid=0) == WORKED_EXAMPLE
    utf8 = WORKED_EXAMPLE[:48] + (1208).to_bytes(4, "little") + WORKED_EXAMPLE[52:]
    assert out("DEFINE QLOCAL('TEST.Q')", "mqsc", "pcf-bin") == utf8
    assert out(WORKED_EXAMPLE, "pcf-bin", "mqsc") == "DEFINE QLOCAL('TEST.Q')\n"


def test_structure_type_follows_the_identifier_and_the_registry_is_the_only_table() -> None:
    for parameter in pcf.PARAMETERS:
        if parameter.identifier == "MQCA_NAMES":
            assert parameter.structure == MQCFT_STRING_LIST
        elif parameter.identifier.startswith(("MQCA_", "MQCACF_")):
            assert parameter.structure == MQCFT_STRING, parameter
        else:
            assert parameter.identifier.startswith(("MQIA_", "MQIACF_")) and parameter.structure == MQCFT_INTEGER
    assert len({p.number for p in pcf.PARAMETERS}) == len(pcf.PARAMETERS)
    with_pcf = {a.name for a in registry.ATTRIBUTES if a.pcf}
    assert set(pcf.BY_ATTRIBUTE) == with_pcf
    assert pcf.BY_ATTRIBUTE["ImageRecoverQueue"].structure == MQCFT_INTEGER  # seed 000's quirk: labelled MQCFST


@pytest.mark.parametrize(("text", "source", "keys"), [
    ("ALTER QL(Q) MAXDEPTH(5) FORCE", "mqsc", ["MQCA_Q_NAME", "MQIA_Q_TYPE", "MQIA_MAX_Q_DEPTH", "MQIACF_FORCE"]),
    ('{"command": "MQCMD_COPY_Q", "parameters": {"MQIA_MAX_Q_DEPTH": 1, "MQIA_Q_TYPE": 1, "MQCACF_TO_Q_NAME": "B", '
     '"MQCACF_FROM_Q_NAME": "A"}}', "pcf",
     ["MQCACF_FROM_Q_NAME", "MQCACF_TO_Q_NAME", "MQIA_Q_TYPE", "MQIA_MAX_Q_DEPTH"]),
    ("DEFINE NL(B) DESCR(x) LIKE(A)", "mqsc", ["MQCACF_FROM_NAMELIST_NAME", "MQCACF_TO_NAMELIST_NAME",
                                               "MQCA_NAMELIST_DESC"]),
    ("CPYMQMQ TOQ(B) REPLACE(*YES) FROMQ(A) QTYPE(*ALS)", "cl",
     ["MQCACF_FROM_Q_NAME", "MQCACF_TO_Q_NAME", "MQIA_Q_TYPE", "MQIACF_REPLACE"]),
    ("CHGMQMNL NAMES(X) NAMELIST(N)", "cl", ["MQCA_NAMELIST_NAME", "MQCA_NAMES"]),
])
def test_required_parameters_come_first_in_the_documented_order(text: str, source: str, keys: list[str]) -> None:
    assert list(parameters(text, source)[0]) == keys


@pytest.mark.parametrize(("text", "expected"), [
    ("CHGMQMQ QNAME(Q) QTYPE(*LCL) TEXT(*SAME) MAXDEPTH(5)", {"MQIA_MAX_Q_DEPTH": 5}),  # unchanged: omitted
    ("CPYMQMQ FROMQ(A) TOQ(B) QTYPE(*LCL) TEXT(*SAME) TRGDATA(*NONE)", {"MQCA_TRIGGER_DATA": " "}),
    ("CRTMQMQ QNAME(Q) QTYPE(*LCL) TEXT(*SYSDFTQ) PRCNAME(*NONE)", {"MQCA_PROCESS_NAME": " "}),  # default: omitted
    ("CRTMQMNL NAMELIST(N) TEXT(*SYSDFTNL) NAMES(*NONE)", {"MQCA_NAMES": []}),  # blank list: an empty MQCFSL
    ("CPYMQMNL FROMNL(A) TONL(B) TEXT(*BLANK) NAMES(*SAME)", {"MQCA_NAMELIST_DESC": " "}),
    ("CHGMQMNL NAMELIST(N) NAMES(*BLANKS 'a.b')", {"MQCA_NAMES": [" ", "a.b"]}),
])
def test_same_default_and_blank(text: str, expected: dict[str, object]) -> None:
    found = parameters(text, "cl")[0]
    assert {k: v for k, v in found.items() if not k.startswith(("MQCA_Q_NAME", "MQCACF_", "MQIA_Q_TYPE",
                                                                 "MQCA_NAMELIST_NAME"))} == expected


def test_variable_is_an_error_and_mqmname_is_context() -> None:
    result = translate("CRTMQMQ QNAME(Q) QTYPE(*LCL) TEXT(&T)", "cl", "pcf")
    assert not result.ok and [d.code for d in result.diagnostics] == ["MQT106"] and result.output == ""
    result = translate("CRTMQMQ QNAME(Q) QTYPE(*LCL) MQMNAME(QM1)", "cl", "pcf-bin")
    assert result.ok and [d.code for d in result.diagnostics] == ["MQT402"]
    assert "QM1" in result.diagnostics[0].message and b"QM1" not in result.output


@pytest.mark.parametrize(("policy", "severity"), [("error", "error"), ("warn", "warning"), ("ignore", "ignored")])
def test_attribute_without_a_pcf_identifier_follows_the_policy(policy: str, severity: str) -> None:
    command = Command(Action.CHANGE, ObjectType.LOCAL, "Q", attributes={"TpfSweep": Explicit("ON"),
                                                                       "MaxQDepth": Explicit(5)})
    reporter = Reporter(Policy(policy))
    texts = DIALECTS["pcf"].write(Script([command]), reporter, WriteOptions())
    assert [d.severity.value for d in reporter.diagnostics] == [severity]
    assert all(d.code == "MQT301" and d.attribute == "TpfSweep" for d in reporter.diagnostics)
    assert texts == ([""] if policy == "error" else [out("ALTER QL(Q) MAXDEPTH(5)", "mqsc", "pcf").strip()])


def test_queue_type_is_settled_for_change_and_optional_for_delete() -> None:
    result = translate("CHGMQMQ QNAME(Q) TGTQNAME(B)", "cl", "pcf")
    assert [d.code for d in result.diagnostics] == ["MQT303"] and '"MQIA_Q_TYPE": "MQQT_ALIAS"' in result.output
    result = translate("CHGMQMQ QNAME(Q) MAXDEPTH(5)", "cl", "pcf")
    assert [d.code for d in result.diagnostics] == ["MQT304"] and result.output == ""
    assert parameters("DLTMQMQ QNAME(Q)", "cl") == [{"MQCA_Q_NAME": "Q"}]
    assert out('{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "Q"}}', "pcf", "cl") == \
        "DLTMQMQ QNAME('Q')\n"
    assert parameters("DELETE QLOCAL(Q) PURGE", "mqsc") == [{"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": "MQQT_LOCAL",
                                                             "MQIACF_PURGE": "MQPO_YES"}]


def test_numeric_identifiers_and_values_mean_the_same_as_names() -> None:
    named = ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_MODEL", '
             '"MQIA_DEFINITION_TYPE": "MQQDT_PERMANENT_DYNAMIC", "MQIA_CAP_EXPIRY": "MQCEX_NOLIMIT"}}')
    numbered = '{"command": 11, "parameters": {"2016": "A", "20": 2, "7": 2, "276": -1}}'
    assert canonical(numbered, "pcf") == canonical(named, "pcf") != []
    assert out(numbered, "pcf", "pcf") == named + "\n"
    assert out('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": 3, '
               '"MQCA_BASE_Q_NAME": "B"}}', "pcf", "mqsc") == "DEFINE QALIAS('A') TARGET('B')\n"


GOOD = ISSUE_EXAMPLE
CREATE = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '


@pytest.mark.parametrize(("line", "code", "at"), [
    (CREATE + '"MQIA_MAX_Q_DEPTH": 5', "MQT102", None),  # JSON ends early
    ("[1, 2]", "MQT102", None),
    (CREATE + '"MQIA_NO_SUCH": 5}}', "MQT105", '"MQIA_NO_SUCH"'),
    (CREATE + '"MQIA_MAX_Q_DEPTH": "deep"}}', "MQT201", '"MQIA_MAX_Q_DEPTH"'),
    (CREATE + '"MQCA_Q_DESC": 5}}', "MQT201", '"MQCA_Q_DESC"'),
    (CREATE + '"MQCA_NAMES": ["X"]}}', "MQT204", '"MQCA_NAMES"'),  # a namelist attribute
    (CREATE + '"MQCA_NAMELIST_NAME": "X"}}', "MQT105", '"MQCA_NAMELIST_NAME"'),  # another command's name
    (CREATE + '"MQIA_MAX_Q_DEPTH": 1, "15": 2}}', "MQT108", '"15"'),
    (CREATE + '"MQIA_MAX_Q_DEPTH": 1000000000}}', "MQT202", '"MQIA_MAX_Q_DEPTH"'),
    (CREATE + '"MQIA_USAGE": 7}}', "MQT201", '"MQIA_USAGE"'),
    ('{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "A"}}', "MQT107", None),
    ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": " ", "MQIA_Q_TYPE": 1}}', "MQT107",
     '"MQCA_Q_NAME"'),
    ('{"command": "MQCMD_CREATE_Q", "colour": 1, "parameters": {}}', "MQT105", '"colour"'),
    ('{"command": "MQCMD_CREATE_Q", "command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}', "MQT108",
     '"command": "MQCMD_DELETE_Q"'),
    (CREATE + '"MQIA_MAX_Q_DEPTH": 5}, "parameters": {"MQIA_MAX_Q_DEPTH": 0}}', "MQT108",
     '"parameters": {"MQIA_MAX_Q_DEPTH": 0}'),
])
def test_reader_diagnostics_are_located_at_line_and_key(line: str, code: str, at: str | None) -> None:
    result = translate(f"{GOOD}\n\n{line}\n", "pcf", "mqsc")
    assert not result.ok and code in [d.code for d in result.diagnostics]
    diagnostic = next(d for d in result.diagnostics if d.code == code)
    assert diagnostic.span.line == 3
    if at:
        assert diagnostic.span.column == line.index(at) + 1
    assert result.output.startswith("DEFINE QLOCAL('APP.IN')")  # the good command is still translated
    assert [r.status for r in result.records] == ["translated", "failed"]


@pytest.mark.parametrize("line", [
    '{"command": "MQCMD_CREATE_Q", "command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}',
    '{"command": "MQCMD_CREATE_Q", "command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "A"}}',  # not copied
    CREATE + '"MQIA_MAX_Q_DEPTH": 5}, "parameters": {"MQIA_MAX_Q_DEPTH": 0}}',
])
@pytest.mark.parametrize("target", ["pcf", "mqsc"])
def test_a_repeated_top_level_key_is_an_error_and_nothing_is_written(line: str, target: str) -> None:
    result = translate(line + "\n", "pcf", target)
    assert [d.code for d in result.diagnostics] == ["MQT108"]
    assert all(text.startswith("*") for text in result.output.splitlines())  # a note only, nothing live
    assert [r.status for r in result.records] == ["failed"]


def test_other_pcf_commands_pass_through_their_own_dialect_only() -> None:
    inquire = '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "A"}}'
    assert out(inquire, "pcf", "pcf") == inquire + "\n"
    assert codes(inquire, "pcf", "mqsc") == ["MQT401"]
    message = encode_message(PcfMessage(13, (PcfParameter(2016, MQCFT_STRING, "A"),)), "little")
    assert out(message + WORKED_EXAMPLE, "pcf-bin", "pcf-bin", ccsid=0) == message + WORKED_EXAMPLE
    assert out(message, "pcf-bin", "pcf") == inquire + "\n"  # carried exactly


INQUIRE = '{"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "A", '


@pytest.mark.parametrize(("line", "code", "at", "shown"), [
    (INQUIRE + '"MQCA_Q_NAME": "B"}}', "MQT108", '"MQCA_Q_NAME"', "MQCA_Q_NAME is given twice"),
    (INQUIRE + '"2016": "B"}}', "MQT108", '"2016"', "MQCA_Q_NAME is given twice"),  # its number: the same
    ('{"command": 13, "parameters": {"MQCA_Q_NAME": "A", "MQCA_Q_NAME": "B"}}', "MQT108", '"MQCA_Q_NAME"',
     "MQCA_Q_NAME is given twice"),  # the command by number
    ('{"command": "MQCMD_INQUIRE_CHANNEL", "parameters": {"3501": "A", "03501": "B"}}', "MQT108", '"03501"',
     'MQCACH_CHANNEL_NAME is given twice'),  # named: every identifier IBM MQ defines is known
    (INQUIRE + '"X": [1, {"k": 1, "k": 2}]}}', "MQT108", '"k"', 'key "k" is given twice'),  # at any depth
    (INQUIRE + '"X": NaN}}', "MQT201", '"X"', '"X" is NaN'),
    (INQUIRE + '"X": Infinity}}', "MQT201", '"X"', '"X" is Infinity'),
    (INQUIRE + '"X": [1, -Infinity]}}', "MQT201", '"X"', '"X" is -Infinity'),
    (INQUIRE + '"X": 1e999}}', "MQT201", '"X"', '"X" is 1e999, too large'),
    (INQUIRE + '"X": {"y": -1E400}}}', "MQT201", '"y"', '"y" is -1E400, too large'),
    (INQUIRE + '"X": 1e-999}}', "MQT201", '"X"', '"X" is 1e-999, too small'),
    (INQUIRE + '"X": 9223372036854775808}}', "MQT202", '"X"', '"X" is 9223372036854775808, outside'),
    (INQUIRE + '"X": ' + "9" * 30 + "}}", "MQT202", '"X"', '"X" is an integer of 30 digits, outside'),
    (INQUIRE + '"X": "a\\ud800"}}', "MQT201", '"X"', '"X" holds \\ud800'),
    ('{"command": "MQCMD_INQUIRE_Q", "parameters": NaN}', "MQT201", '"parameters"', '"parameters" is NaN'),
])
@pytest.mark.parametrize("target", ["pcf", "mqsc"])
def test_a_command_passed_through_is_rejected_for_what_json_readers_would_read_otherwise(
        line: str, code: str, at: str, shown: str, target: str) -> None:
    passed = '{"command": "MQCMD_INQUIRE_Q_MGR", "parameters": {}}'
    result = translate(f"{passed}\n{line}\n", "pcf", target)
    errors = [d for d in result.diagnostics if d.severity.value == "error"]
    assert [(d.code, d.span.line, d.span.column) for d in errors] == [(code, 2, line.rindex(at) + 1)]  # at the key,
    assert errors[0].message.startswith(shown)  # as the in-scope checks locate theirs
    if target == "pcf":
        assert [r.status for r in result.records] == ["passed-through", "failed"]
        assert result.output == passed + "\n"  # the line in error is not copied
    else:
        assert [r.status for r in result.records] == ["skipped", "failed"]  # reported as failed, not as out of scope


def test_cli_a_passed_through_parameter_given_twice_is_located_and_not_copied(tmp_path: Path) -> None:
    line = INQUIRE + '"MQCA_Q_NAME": "B"}}'
    (tmp_path / "in.pcf").write_text(line + "\n")
    result = run("convert", "--to", "pcf", str(tmp_path / "in.pcf"))
    column = line.rindex('"MQCA_Q_NAME"') + 1
    assert result.returncode == 1 and result.stdout == b""
    assert f"in.pcf:1:{column}: error MQT108: MQCA_Q_NAME is given twice".encode() in result.stderr


@pytest.mark.parametrize("line", [
    INQUIRE + '"X": {"a": 1, "b": [true, false, null]}, "Y": {"a": 2}, "Z": [{"a": 1}, {"a": 2}]}}',
    INQUIRE + '"X": [0, -0, 0.0, 0e-999, 1.5e300, -9223372036854775808, 9223372036854775807, 5e-324]}}',
    INQUIRE + '"X": "a\\"b\\\\", "X\\u0000": "\\ud83d\\ude00", "a\\"": 1}}',  # escapes: distinct keys, a whole pair
    '{"command": 25, "parameters": {"3501": "TO.QM2", "MQCA_Q_NAME": "A"}}',  # a channel's, by number
])
def test_a_valid_command_passed_through_is_copied_as_it_is(line: str) -> None:
    result = translate(line + "\n", "pcf", "pcf")
    assert result.ok and result.diagnostics == [] and result.output == line + "\n"
    assert [r.status for r in result.records] == ["passed-through"]


@pytest.mark.parametrize("order", ["little", "big"])
def test_a_pcf_bin_command_passed_through_is_the_message_as_read_byte_for_byte(order: str) -> None:
    message = bytearray(encode_message(PcfMessage(13, (PcfParameter(2016, MQCFT_STRING, "APP.*"),)), order))
    prefix = "<" if order == "little" else ">"
    struct.pack_into(prefix + "i", message, 0, 16)  # MQCFT_COMMAND_XR
    struct.pack_into(prefix + "i", message, 8, 3)  # Version 3
    copied = translate(bytes(message) + WORKED_EXAMPLE, "pcf-bin", "pcf-bin", byte_order=order, ccsid=0)
    assert copied.output[:len(message)] == bytes(message)  # in the byte order and CCSID asked for: as read
    assert [r.status for r in copied.records] == ["passed-through", "translated"]
    swapped = translate(bytes(message), "pcf-bin", "pcf-bin", byte_order="big" if order == "little" else "little",
                        ccsid=0).output
    other = ">" if prefix == "<" else "<"
    assert struct.unpack_from(other + "9i", swapped) == struct.unpack_from(prefix + "9i", message)  # type, version
    assert decode_messages(swapped) == decode_messages(bytes(message))


@pytest.mark.parametrize(("line", "suggested"), [
    ('{"command": "MQCMD_FROBNICATE", "parameters": {}}', "a PCF command IBM MQ defines"),
    ('{"command": "MQCMD_INQUIRE_Q_MRG", "parameters": {}}', "MQCMD_INQUIRE_Q_MGR"),  # out of scope, misspelt
    ('{"command": "MQCMD_CREAT_Q", "parameters": {"MQCA_Q_NAME": "A"}}', "MQCMD_CREATE_Q"),
])
def test_a_command_name_ibm_mq_does_not_define_is_a_typo_never_copied(line: str, suggested: str) -> None:
    for target, output in (("pcf", lambda text: text == ""),
                           ("mqsc", lambda text: all(line.startswith("*") for line in text.splitlines()))):
        result = translate(line + "\n", "pcf", target)
        assert [d.code for d in result.diagnostics] == ["MQT115"] and suggested in result.diagnostics[0].expected
        assert [r.status for r in result.records] == ["failed"] and output(str(result.output))  # a note at most


def test_every_pcf_command_ibm_mq_defines_is_known_by_name_and_number() -> None:
    for name, number in vocabulary.COMMANDS.items():
        by_name = translate(f'{{"command": "{name}", "parameters": {{}}}}\n', "pcf", "pcf")
        by_number = translate(f'{{"command": {number}, "parameters": {{}}}}\n', "pcf", "pcf")
        if name not in BY_NAME:  # out of scope: copied as it is, and named by its constant
            assert by_name.ok and by_name.records[0].status == "passed-through", name
            assert by_number.ok and by_number.records[0].kind == vocabulary.BY_NUMBER[number]  # a second name: the first


def test_a_command_number_ibm_mq_does_not_define_is_refused_unsure_of_versions_after_9_4() -> None:
    # [UNSURE] IBM MQ 9.4.5 defines command numbers up to 221; a later release may add more, which this refuses
    # (MQT115) rather than copy a message it cannot name.
    for number in (0, 14, 222, 999):
        assert codes(f'{{"command": {number}, "parameters": {{}}}}\n', "pcf", "pcf") == ["MQT115"]
        assert codes(encode_message(PcfMessage(number, ()), "big"), "pcf-bin", "pcf-bin") == ["MQT115"]


def _values(attribute: registry.Attribute) -> list[object]:
    if attribute.kind is registry.Kind.ENUM:
        return [v.pcf for v in attribute.values]
    if attribute.kind is registry.Kind.INTEGER:
        # A named value without a number (APPLTYPE DEF) is held as its name: PCF cannot carry it (MQT302).
        return [attribute.minimum, attribute.maximum, *(s.pcf if s.number is None else s.number
                                                        for s in attribute.specials)]
    if attribute.kind is registry.Kind.NAME_LIST:
        return [("A", " ", "B.C")]
    return ["X.Y", "It's a"[: attribute.max_length]]  # cut to the attribute's length (CMDSCOPE: 4)


def _commands(attribute: registry.Attribute) -> list[Command]:
    """One command per value, of an object type and action the attribute (and the value) applies to."""
    object_type = min(attribute.object_types, key=list(ObjectType).index)
    target = "options" if attribute.option else "attributes"
    commands = []
    for v in _values(attribute):
        narrowed = attribute.value_by_pcf(v) if isinstance(v, str) else None
        actions = narrowed.actions if narrowed and narrowed.actions else attribute.actions
        action = next(a for a in (Action.CREATE, Action.CHANGE, Action.DELETE) if a in actions)
        commands.append(Command(action, object_type, "OBJ", **{target: {attribute.name: Explicit(v)}}))  # type: ignore[arg-type]
    return commands


@pytest.mark.parametrize("attribute", [a for a in registry.ATTRIBUTES if a.pcf], ids=lambda a: a.name)
def test_every_value_of_every_pcf_attribute_survives_every_dialect_that_can_spell_it(
        attribute: registry.Attribute) -> None:
    for command, target in itertools.product(_commands(attribute), ["pcf", "pcf-bin", "mqsc", "cl"]):
        reporter = Reporter()
        (written,) = DIALECTS[target].write(Script([command]), reporter, WriteOptions(byte_order="big"))
        numberless = attribute.kind is registry.Kind.INTEGER and any(isinstance(v.value, str) for v in
                                                                     {**command.attributes, **command.options}.values())
        lost = any(d.code in ("MQT301", "MQT302") for d in reporter.diagnostics)
        if (not isinstance(DIALECTS[target], PcfDialect) or numberless) and lost:
            continue  # the dialect has no spelling for it: reported, not lost silently
        assert reporter.errors == 0, [d.format() for d in reporter.diagnostics]
        assert canonical(written, target) == [_meaning(command, attribute, target)], (target, written)


def _meaning(command: Command, attribute: registry.Attribute, target: str) -> tuple:
    """What ``target`` keeps of the command: a value it spells by leaving the keyword out (MQFC_NO) is omission."""
    (value,) = {**command.attributes, **command.options}.values()
    found = attribute.value_by_pcf(str(value.value))  # type: ignore[union-attr]
    if found is not None and found.spelling(target) == "":
        # DLTMQMQ cannot state the queue type either (MQT308): it deletes the queue of that name
        lost_type = command.action is Action.DELETE and command.action not in DIALECTS[target].states_queue_type
        return Command(command.action, ObjectType.QUEUE if lost_type else command.object_type, command.name).canonical()
    return command.canonical()


TARGETS = ["mqsc", "cl", "pcf", "pcf-bin"]


@pytest.mark.parametrize(("first", "second"), list(itertools.product(TARGETS, TARGETS)))
def test_round_trip_between_every_pair_of_dialects(first: str, second: str) -> None:
    meaning = canonical(QUEUES, "mqsc")
    there = out(QUEUES, "mqsc", first)
    assert canonical(there, first) == meaning
    assert canonical(out(there, first, second, byte_order="big"), second) == meaning


def test_detect_recognises_both_pcf_dialects() -> None:
    assert detect(" \n" + ISSUE_EXAMPLE) == detect(ISSUE_EXAMPLE.encode()) == "pcf"
    assert detect(WORKED_EXAMPLE) == "pcf-bin"
    assert detect(encode_message(PcfMessage(11, ()), "big")) == "pcf-bin"
    assert translate(WORKED_EXAMPLE).output == "DEFINE QLOCAL('TEST.Q')\n"


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_corrupt_or_truncated_binary_is_a_located_diagnostic(data: st.DataObject) -> None:
    good = bytes(out(QUEUES, "mqsc", "pcf-bin"))
    cut = data.draw(st.integers(0, len(good) - 1))
    flipped = bytearray(good[:cut] + data.draw(st.binary(max_size=8)) + good[cut + 8:])
    result = translate(bytes(flipped), "pcf-bin", "mqsc")
    statuses = {record.line: record.status for record in result.records}
    for diagnostic in result.diagnostics:
        if diagnostic.code == "MQT109":  # an unreadable message fails alone: later ones may still be read
            assert f"at byte {diagnostic.span.column - 1}" in diagnostic.message
            assert statuses[diagnostic.span.line] == "failed"


def test_a_bad_value_in_binary_is_located_at_its_parameter_structure() -> None:
    depth = PcfParameter(pcf.BY_ATTRIBUTE["MaxQDepth"].number, MQCFT_INTEGER, -1)
    first = encode_message(PcfMessage(11, (PcfParameter(2016, MQCFT_STRING, "A"), PcfParameter(20, MQCFT_INTEGER, 1))))
    second = encode_message(PcfMessage(11, (PcfParameter(2016, MQCFT_STRING, "B"), PcfParameter(20, MQCFT_INTEGER, 1),
                                            depth)))
    result = translate(first + second, "pcf-bin", "mqsc")
    (diagnostic,) = result.diagnostics
    offset = len(first) + len(second) - 16  # the MQCFIN, last in the second message
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT202", 2, offset + 1)
    assert [r.status for r in result.records] == ["translated", "failed"]


def _four_messages(second: bytes) -> bytes:
    """Create A.Q, the given second message, create C.Q and delete D.Q, back to back."""
    def queue(command: int, name: str) -> bytes:
        return encode_message(PcfMessage(command, (PcfParameter(2016, MQCFT_STRING, name),
                                                   PcfParameter(20, MQCFT_INTEGER, 1))))
    return queue(11, "A.Q") + second + queue(11, "C.Q") + queue(12, "D.Q")


def _cfbs() -> bytes:
    """A structure of Type 7 (MQCFT_EVENT, which no parameter has) with a StrucLength that frames it."""
    return struct.pack("<4i", 7, 20, 7001, 4) + b"\x01\x02\x03\x04"


def _second(parameter: bytes) -> bytes:
    """Create B.Q with ``parameter`` as its third structure (the MQCFH counts it)."""
    head = encode_message(PcfMessage(11, (PcfParameter(2016, MQCFT_STRING, "B.Q"), PcfParameter(20, MQCFT_INTEGER, 1))))
    return head[:32] + struct.pack("<i", 3) + head[36:] + parameter


def _bad_utf8() -> bytes:
    """An MQCFST (DESCR) in CCSID 1208 whose string is not valid UTF-8."""
    return struct.pack("<5i", MQCFT_STRING, 24, 2013, 1208, 4) + b"\xff\xfe\xfd\xfc"


@pytest.mark.parametrize(("parameter", "at"), [(_cfbs(), 0), (_bad_utf8(), 20)], ids=["mqcfbs", "bad-utf8"])
def test_an_unreadable_message_fails_alone_and_reading_goes_on(parameter: bytes, at: int) -> None:
    second = _second(parameter)
    first = len(_four_messages(b"")) // 3  # the three other messages have the same length
    result = translate(_four_messages(second), "pcf-bin", "mqsc")
    assert [(r.line, r.name, r.status) for r in result.records] == [
        (1, "A.Q", "translated"), (2, "", "failed"), (3, "C.Q", "translated"), (4, "D.Q", "translated")]
    (diagnostic,) = result.diagnostics
    offset = first + len(second) - len(parameter) + at  # the structure, or for a string its bytes
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT109", 2, offset + 1)
    assert f"at byte {offset}" in diagnostic.message
    commands = [line for line in result.output.splitlines() if not line.startswith("*")]
    assert commands == ["DEFINE QLOCAL('A.Q')", "DEFINE QLOCAL('C.Q')", "DELETE QLOCAL('D.Q')"]


def test_broken_framing_fails_the_rest_of_the_input_in_one_record() -> None:
    data = _four_messages(_second(_cfbs()))
    cut = len(_four_messages(b"")) // 3 + 40  # inside message 2's first parameter
    result = translate(data[:cut], "pcf-bin", "mqsc")
    assert [(r.line, r.status) for r in result.records] == [(1, "translated"), (2, "failed")]
    (diagnostic,) = result.diagnostics
    assert diagnostic.code == "MQT109" and "truncated" in diagnostic.message
    assert f"bytes {cut - 40} to {cut}" in result.records[1].source_text


def test_check_counts_every_message_of_a_file_with_an_unreadable_one(tmp_path: Path) -> None:
    path = tmp_path / "four.bin"
    path.write_bytes(_four_messages(_second(_cfbs())))
    result = run("check", "--from", "pcf-bin", str(path))
    assert result.returncode == 1
    assert b"4 command(s): 3 translated, 0 passed-through, 0 skipped, 1 failed; 1 error(s)" in result.stderr


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    result = subprocess.run([sys.executable, "-m", "cli", *args], input=stdin, capture_output=True, check=False)
    assert b"Traceback" not in result.stderr
    return result


def test_cli_corrupt_binary_exits_1_with_the_byte_offset() -> None:
    good = run("convert", "--from", "mqsc", "--to", "pcf-bin", stdin=QUEUES.encode()).stdout
    second = len(WORKED_EXAMPLE)
    broken = WORKED_EXAMPLE + good[:40] + b"\x63" + good[41:60]  # message 2's MQCFST StrucLength is 99
    result = run("convert", "--to", "mqsc", stdin=broken)
    assert result.returncode == 1
    assert f"<stdin>:2:{second + 40 + 1}: error MQT109".encode() in result.stderr
    assert f"at byte {second + 40}".encode() in result.stderr
    assert result.stdout.startswith(b"DEFINE QLOCAL('TEST.Q')\n")
    truncated = run("check", "-", stdin=good[:-3])
    assert truncated.returncode == 1 and b"error MQT109" in truncated.stderr and b"truncated" in truncated.stderr


def test_cli_byte_order_and_check(tmp_path: Path) -> None:
    big = run("convert", "--from", "pcf", "--to", "pcf-bin", "--byte-order", "big", stdin=ISSUE_EXAMPLE.encode())
    assert big.returncode == 0 and big.stdout.startswith(bytes.fromhex("00000001 00000024"))
    (tmp_path / "q.pcf.bin").write_bytes(big.stdout)
    (tmp_path / "q.pcf.jsonl").write_text(ISSUE_EXAMPLE + "\n")
    result = run("check", str(tmp_path / "q.pcf.bin"), str(tmp_path / "q.pcf.jsonl"))
    assert result.returncode == 0
    assert b"2 command(s): 2 translated, 0 passed-through, 0 skipped, 0 failed; 0 error(s)" in result.stderr
    result = run("convert", "--to", "pcf-bin", "-o", str(tmp_path / "out.bin"), str(tmp_path / "q.pcf.jsonl"))
    assert result.returncode == 0 and (tmp_path / "out.bin").read_bytes()[:4] == b"\x01\0\0\0"


def test_cli_refuses_to_write_binary_to_a_terminal() -> None:
    controller, terminal = pty.openpty()
    try:
        result = subprocess.run([sys.executable, "-m", "cli", "convert", "--to", "pcf-bin"], input=b"DEFINE QL(A)\n",
                                stdout=terminal, stderr=subprocess.PIPE, check=False)
    finally:
        os.close(terminal)
        os.close(controller)
    assert result.returncode == 2 and b"-o FILE" in result.stderr


def test_a_numeric_pcf_command_is_named_in_messages() -> None:
    result = translate('{"command": 12, "parameters": {"2016": "APP.OLD"}}\n', "pcf", "mqsc")
    assert [d.message.split(" states")[0] for d in result.diagnostics] == ["MQCMD_DELETE_Q APP.OLD"]


@pytest.mark.parametrize("digits", [20, 21, 400])
def test_a_json_number_is_never_a_string_parameter_however_long(digits: int) -> None:
    text = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": ' + "1" * digits + ', "MQIA_Q_TYPE": 1}}\n'
    translation = translate(text, "pcf", "mqsc")
    assert "MQT201" in [d.code for d in translation.diagnostics] and "DEFINE" not in translation.output


def _clear_queue(byte_order: str, ccsid: int, name: str = "Q2") -> bytes:
    """MQCMD_CLEAR_Q, a command outside queues, namelists and processes definitions: passed through."""
    return encode_message(PcfMessage(9, (PcfParameter(2016, MQCFT_STRING, name, ccsid),)), byte_order)


@pytest.mark.parametrize(("byte_order", "ccsid"), [("little", 1208), ("big", 37), ("big", 1208), ("little", 500)])
def test_a_passed_through_message_is_in_the_byte_order_and_ccsid_of_every_message_written(byte_order: str,
                                                                                          ccsid: int) -> None:
    source = _clear_queue("big", 37)
    translation = translate(source, "pcf-bin", "pcf-bin", byte_order=byte_order, ccsid=ccsid)
    assert [r.status for r in translation.records] == ["passed-through"] and not translation.diagnostics
    assert detect_byte_order(translation.output) == byte_order
    (message,) = decode_messages(translation.output)
    assert [(p.id, p.value, p.ccsid) for p in message.parameters] == [(2016, "Q2", ccsid)]
    assert (translation.output == source) == ((byte_order, ccsid) == ("big", 37))  # as read when it already is




def test_a_passed_through_message_the_ccsid_cannot_hold_fails_located() -> None:
    translation = translate(_clear_queue("little", 1208, "Q\u20ac"), "pcf-bin", "pcf-bin", ccsid=37)
    assert ([d.code for d in translation.diagnostics], translation.output) == (["MQT209"], b"")
    assert [r.status for r in translation.records] == ["failed"]


# An integer filter; a group of two members (an integer and a group of one), which the MQCFH counts as one parameter.
_FILTER = struct.pack("<5i", 13, 20, 15, 1, 10)
_GROUP = struct.pack("<4i", 20, 16, 8001, 2) + struct.pack("<4i", 3, 16, 15, 5) + struct.pack("<4i", 20, 16, 8002, 1) \
    + struct.pack("<4i", 3, 16, 20, 1)


@pytest.mark.parametrize("structure", [_FILTER, _GROUP], ids=["filter", "group"])
def test_a_filter_or_a_group_is_read_and_its_command_passes_through(structure: bytes) -> None:
    inquire = struct.pack("<9i", 1, 36, 1, 13, 1, 1, 0, 0, 2) + struct.pack("<5i", 4, 24, 2016, 1208, 2) + b"Q*\0\0" \
        + structure
    translation = translate(inquire + WORKED_EXAMPLE, "pcf-bin", "pcf-bin")
    assert not translation.diagnostics and translation.output[:len(inquire)] == inquire
    assert [r.status for r in translation.records] == ["passed-through", "translated"]


def test_a_list_of_more_items_than_any_command_holds_is_not_decoded(monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as patched:  # the encoder refuses it too: written by another producer
        patched.setattr(binary, "MOST_ITEMS", 65_537)
        names = encode_message(PcfMessage(34, (PcfParameter(2015, MQCFT_STRING, "NL"),
                                               PcfParameter(2020, MQCFT_STRING_LIST, ("A",) * 65_537))), "little")
    translation = translate(names + WORKED_EXAMPLE, "pcf-bin", "pcf-bin")
    (problem,) = translation.diagnostics
    assert problem.code == "MQT109" and "more items than any command's list holds" in problem.message
    assert [r.status for r in translation.records] == ["failed", "translated"]


@pytest.mark.parametrize(("dialect", "line"), [
    ("pcf", '{"command": "MQCMD_CREATE_NAMELIST", "parameters": {"MQCA_NAMES": [' + '"A", ' * 300_000 + '"B"]}}'),
    ("rest", '{"type": "runCommandJSON", "command": "define", "qualifier": "namelist", "name": "N", '
             '"parameters": {"names": [' + '"A", ' * 300_000 + '"B"]}}')])
def test_a_json_line_longer_than_any_command_is_refused_before_it_is_decoded(dialect: str, line: str) -> None:
    translation = translate(line + "\n", dialect, "mqsc")
    (problem,) = translation.diagnostics
    assert (problem.code, problem.span.column) == ("MQT102", (1 << 20) + 1)
    assert [r.status for r in translation.records] == ["failed"]


def test_a_message_giving_a_parameter_twice_is_shown_whole_in_its_note() -> None:
    twice = encode_message(PcfMessage(11, (PcfParameter(2016, MQCFT_STRING, "Q"), PcfParameter(20, MQCFT_INTEGER, 1),
                                           PcfParameter(15, MQCFT_INTEGER, 5), PcfParameter(15, MQCFT_INTEGER, 6))))
    translation = translate(twice, "pcf-bin", "pcf")
    assert [d.code for d in translation.diagnostics] == ["MQT108"]
    assert translation.records[0].source_text.endswith('"MQIA_MAX_Q_DEPTH": 5, "MQIA_MAX_Q_DEPTH": 6}}')


@pytest.mark.parametrize(("order", "warned"), [
    ([2016, 20, 15], False),  # MQCA_Q_NAME, MQIA_Q_TYPE, then MQIA_MAX_Q_DEPTH
    ([20, 2016, 15], True), ([2016, 15, 20], True), ([15, 2016, 20], True)])
def test_a_binary_message_whose_required_parameters_are_out_of_ibms_order_is_read_with_a_warning(
        order: list[int], warned: bool) -> None:
    """Multiplatforms: "the parameters must occur in this order: All required parameters, in the order stated,
    followed by optional parameters"; z/OS takes any order. The message means the same either way, and the
    tool writes it in order. JSON's key order is no message's: it is not warned about."""
    from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, PcfMessage, PcfParameter, encode_message

    given = {2016: PcfParameter(2016, MQCFT_STRING, "A"), 20: PcfParameter(20, MQCFT_INTEGER, 1),
             15: PcfParameter(15, MQCFT_INTEGER, 5)}
    data = encode_message(PcfMessage(11, tuple(given[number] for number in order)))
    result = translate(data, "pcf-bin", "mqsc")
    assert [d.code for d in result.diagnostics] == (["MQT123"] if warned else [])
    assert result.output == "DEFINE QLOCAL('A') MAXDEPTH(5)\n" and result.records[0].status == "translated"
    json_line = json.dumps({"command": "MQCMD_CREATE_Q", "parameters": {"MQIA_MAX_Q_DEPTH": 5, "MQIA_Q_TYPE":
                                                                        "MQQT_LOCAL", "MQCA_Q_NAME": "A"}})
    assert translate(json_line + "\n", "pcf", "mqsc").diagnostics == []
    assert translate(translate(data, "pcf-bin", "pcf-bin").output, "pcf-bin", "mqsc").diagnostics == []


@pytest.mark.parametrize("parameters", ['"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCL"',
                                        '"MQCA_Q_NAME": "A\\ud800", "MQIA_Q_TYPE": "MQQT_LOCAL"'])
def test_a_required_parameter_given_with_a_bad_value_is_not_also_missing(parameters: str) -> None:
    line = '{"command": "MQCMD_CREATE_Q", "parameters": {' + parameters + "}}"
    result = translate(f"{GOOD}\n{line}\n", "pcf", "mqsc")
    assert [d.code for d in result.diagnostics] == ["MQT201"]


@pytest.mark.parametrize(("line", "code", "expected"), [
    ('{"command": "mqcmd_create_q", "parameters": {"MQCA_Q_NAME": "Q1", "MQIA_Q_TYPE": "MQQT_LOCAL"}}', "MQT115",
     "MQCMD_CREATE_Q"),
    ('{"command": "Mqcmd_Inquire_Q", "parameters": {"MQCA_Q_NAME": "Q1"}}', "MQT115", "MQCMD_INQUIRE_Q"),
    ('{"command": "MQCMD_CREATE_Q", "parameters": {"mqca_q_name": "Q1", "MQIA_Q_TYPE": "MQQT_LOCAL"}}', "MQT105",
     "MQCA_Q_NAME"),
])
def test_an_ibm_name_in_lower_case_is_a_typo_said_with_the_name(line: str, code: str, expected: str) -> None:
    """IBM MQ's constants are upper case: the name in another case is refused, its upper case suggested (a command's
    was a shapeless MQT102)."""
    result = translate(line + "\n", "pcf", "mqsc")
    assert [(d.code, d.expected) for d in result.diagnostics if d.code == code] == [(code, expected)]
    assert [r.status for r in result.records] == ["failed"]
