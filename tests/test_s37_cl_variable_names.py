"""CL objects named by a program variable (QNAME(&Q)): valid CL, kept as written into CL and in a check; MQT106 into
a dialect without variables, with what the program does with the variable; after a create, copy or delete of a queue
so named, the queue types it may have changed are not known."""

from __future__ import annotations

import json

import pytest

from translator import translate
from translator.existing import read_existing
from translator.model.serialise import from_json, to_json
from translator.translation import parse

SET = "PGM\nDCL &Q *CHAR 48\nDCL &A *CHAR 48\nCHGVAR &Q 'APP.Q'\nCHGVAR &A 'APP.A'\n"  # 5 lines, then the commands


def _program(*commands: str) -> str:
    return SET + "".join(f"{command}\n" for command in commands) + "ENDPGM\n"


NAMED = ["CRTMQMQ QNAME(&Q) QTYPE(*LCL)", "DLTMQMQ QNAME(&Q)", "CHGMQMQ QNAME(&Q) QTYPE(*ALS) TEXT('x')",
         "CPYMQMQ FROMQ(&A) TOQ(&Q)", "CPYMQMQ FROMQ(&A) TOQ('B') QTYPE(*LCL)", "CRTMQMNL NAMELIST(&Q)",
         "DLTMQMNL NAMELIST(&Q)", "CPYMQMNL FROMNL(&A) TONL(&Q)", "CRTMQMPRC PRCNAME(&Q)",
         "CPYMQMPRC FROMPRC('P') TOPRC(&Q)", "CRTMQMQ QNAME(&Q) QTYPE(*LCL) MQMNAME(&A)"]


@pytest.mark.parametrize("command", NAMED)
def test_a_name_a_program_variable_gives_is_kept_into_cl(command: str) -> None:
    """IBM i runs QNAME(&Q) with the value &Q holds then: valid CL, written back as the variable, as a value is."""
    for result in (translate(_program(command), "cl", "cl"), translate(_program(command), "cl", None)):
        assert result.ok, [d.format() for d in result.diagnostics]
        assert [r.status for r in result.records if r.line == 6] == ["translated"]
        written = str(result.output).splitlines()[5]
        assert command.split()[0] in written and "(&" in written and "not translated" not in written


@pytest.mark.parametrize("target", ["mqsc", "pcf", "rest", "tpf"])
def test_into_a_dialect_without_variables_it_is_mqt106_saying_why(target: str) -> None:
    result = translate(_program("CPYMQMQ FROMQ(&A) TOQ(&Q) QTYPE(*LCL)"), "cl", target)
    said = [(d.code, d.span.line, d.span.column, d.message) for d in result.diagnostics if d.severity.name == "ERROR"]
    assert said == [("MQT106", 6, 9, "&A has no value: it is no constant, as the CHGVAR at line 5 may set it"),
                    ("MQT106", 6, 19, "&Q has no value: it is no constant, as the CHGVAR at line 4 may set it")]
    assert [r.status for r in result.records if r.line == 6] == ["failed"]
    live = [line for line in str(result.output).splitlines() if not line.startswith("*")]
    assert not any("&" in line or "APP" in line for line in live)


def test_the_model_carries_the_variable_and_serialises() -> None:
    parsed = parse(_program("CPYMQMQ FROMQ(&A) TOQ('B')"), "cl")
    assert parsed.diagnostics == []  # a check into CL finds nothing wrong: nor does reading
    command = next(item for item in parsed.script.items if getattr(item, "kind", "") == "CPYMQMQ")
    assert (command.name, command.from_name) == ("B", "&A")
    data = to_json(parsed.script)
    assert from_json(json.loads(json.dumps(data))) == parsed.script
    (shown,) = [item for item in data["items"] if item.get("variable_names")]
    assert shown["variable_names"] == {"<from>": "it is no constant, as the CHGVAR at line 5 may set it"}
    mqsc = to_json(parse("DEFINE QLOCAL(A) LIKE(B)\n", "mqsc").script)["items"][0]
    assert "variable_names" not in mqsc  # the other dialects' model is as it was


def test_a_quoted_ampersand_is_no_variable() -> None:
    result = translate("CRTMQMQ QNAME('&Q') QTYPE(*LCL)\n", "cl", "cl")
    assert [d.code for d in result.diagnostics] == ["MQT208"]


DUMP = "CRTMQMQ A *ALS TGTQNAME(B)\nCRTMQMQ R *RMT RMTMQMNAME(X)\n"


def test_after_a_create_or_delete_of_a_queue_a_variable_names_no_queue_has_a_known_type() -> None:
    result = translate(_program("DLTMQMQ QNAME(&Q)", "CHGMQMQ QNAME(A) TEXT('x')"), "cl", "mqsc",
                       existing=read_existing(DUMP, "ex.cl"))
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304"]
    assert unknown.span.line == 7
    assert "(the DLTMQMQ at line 6 names its queue with &Q: it may have made or deleted any queue)" in unknown.message


def test_a_copy_from_a_queue_a_variable_names_is_of_no_known_type() -> None:
    result = translate(_program("CPYMQMQ FROMQ(&A) TOQ(A)", "CHGMQMQ QNAME(A) TEXT('x')"), "cl", "mqsc",
                       existing=read_existing(DUMP, "ex.cl"))
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304"]
    assert "(the CPYMQMQ at line 6 copies it from the queue &A names)" in unknown.message


def test_existing_definitions_forget_every_type_after_a_queue_a_variable_names() -> None:
    existing = read_existing(_program("CRTMQMQ A *ALS TGTQNAME(B)", "DLTMQMQ &Q", "DLTMQMQ C", "CRTMQMQ C *LCL"),
                             "ex.cl")
    assert existing.get("", "A") is None and existing.get("", "C") is not None and existing.unread_count == 0
    assert "A" in existing.conflicting
    existing = read_existing(_program("CRTMQMQ A *ALS TGTQNAME(B)", "CPYMQMQ &A C", "CPYMQMQ &A D QTYPE(*LCL)"), "ex.cl")
    assert existing.get("", "A") is not None and existing.get("", "C") is None and existing.get("", "D") is not None
