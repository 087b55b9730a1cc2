"""TPF ZMQSC reading and writing, audited against seed 002 and the CL-TPF mapping (section 3): what TPF would not
take is an error where it stands, and what it cannot express is a diagnostic, never dropped or changed."""

from __future__ import annotations

import pytest

from translator import translate


def problems(result) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in result.diagnostics]


# --- a comma is no separator in ZMQSC -------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "code", "column"), [
    ("ZMQSC DEF QL-A MAXDEPTH-5,", "MQT201", 16),    # was read as MAXDEPTH 5
    ("ZMQSC DEF QL-A, MAXDEPTH-5", "MQT208", 11),    # was read as queue A
    ("ZMQSC DEF QL-,A", "MQT208", 11),
    ("ZMQSC DEF QL-A PROCESS-,P1", "MQT201", 16),    # was read as PROCESS P1
    ("ZMQSC DEF QL-A PUT-,ENABLED", "MQT201", 16),   # was read as PUT ENABLED
    ("ZMQSC DEF QL-A TRIGDATA-A,B", "MQT201", 16),
])
def test_a_comma_is_a_character_of_its_field_not_a_separator(line: str, code: str, column: int) -> None:
    """TPF delimits fields by blanks (its subfields by a hyphen, period, asterisk, dollar sign or virgule), and a
    console command holds no comma: a comma in a ZMQSC value is part of it, which makes the value wrong, where
    reading it as a separator would drop it and read another value."""
    result = translate(line + "\n", "tpf", "mqsc")
    assert problems(result) == [(code, 1, column)] and not result.ok
    assert "DEFINE" not in result.output


# --- blank and empty values -----------------------------------------------------------------------------------------
# Seed 002: PROCESS- takes "the 1- to 48-character process name", of % / _ . letters and digits, and TRIGDATA- "a 1- to
# 64-character string"; the pages give TARGQ-, RNAME-, RQMNAME- and XMITQ- queue and queue manager names alike. No page
# shows a way to clear a name, and a blank is no name character: a blank name is one TPF does not take [UNSURE]. An
# empty string, '', is 0 characters: TPF takes no empty TRIGDATA- either [UNSURE], while ' ' is one character.

@pytest.mark.parametrize(("line", "message", "expected"), [
    ("ZMQSC ALT QL-A PROCESS-' '", "PROCESS-' ': TPF takes a 1- to 48-character name here, never a blank one",
     "PROCESS-name"),
    ("ZMQSC ALT QL-A PROCESS-''", "PROCESS-'': TPF takes a 1- to 48-character name here, never a blank one",
     "PROCESS-name"),
    ("ZMQSC DEF QA-A TARGQ-'  '", "TARGQ-'  ': TPF takes a 1- to 48-character name here, never a blank one",
     "TARGQ-name"),
    ("ZMQSC DEF QR-A RNAME-' ' RQMNAME-QM2", "RNAME-' ': TPF takes a 1- to 48-character name here, never a blank one",
     "RNAME-name"),
    ("ZMQSC ALT QR-A XMITQ-''", "XMITQ-'': TPF takes a 1- to 48-character name here, never a blank one",
     "XMITQ-name"),
    ("ZMQSC ALT QL-A TRIGDATA-''", "TRIGDATA-'': TPF takes a 1- to 64-character string, never an empty one",
     "TRIGDATA-' ' for a blank value"),
])
def test_reading_a_blank_name_or_an_empty_string_tpf_would_not_take_is_an_error_unsure(
        line: str, message: str, expected: str) -> None:
    result = translate(line + "\n", "tpf", "mqsc")
    (problem,) = result.diagnostics
    assert (problem.code, problem.span.column, problem.message, problem.expected) == ("MQT201", 16, message, expected)
    assert not result.ok and "not translated" in result.output


def test_blank_trigger_data_is_one_character_which_tpf_takes() -> None:
    result = translate("ZMQSC ALT QL-A TRIGDATA-' '\n", "tpf", "mqsc")
    assert (result.output, result.diagnostics) == ("ALTER QLOCAL('A') TRIGDATA(' ')\n", [])
    back = translate("ALTER QLOCAL(A) TRIGDATA(' ')\n", "mqsc", "tpf")
    assert (back.output, back.diagnostics) == ("ZMQSC ALT QL-A TRIGDATA-' '\n", [])


@pytest.mark.parametrize(("source", "script", "attribute"), [
    ("mqsc", "ALTER QLOCAL(A) PROCESS(' ') GET(DISABLED)", "ProcessName"),
    ("cl", "CHGMQMQ QNAME(A) QTYPE(*LCL) PRCNAME(*NONE) GETENBL(*NO)", "ProcessName"),
    ("mqsc", "ALTER QALIAS(A) TARGET(' ') GET(DISABLED)", "BaseObjectName"),
    ("mqsc", "DEFINE QREMOTE(A) RNAME(' ') RQMNAME(QM2) XMITQ(QM2)", "RemoteQName"),
    ("mqsc", "DEFINE QREMOTE(A) RNAME(R) RQMNAME(QM2) XMITQ(' ')", "XmitQName"),
    ("pcf", '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '
            '"MQCA_PROCESS_NAME": "", "MQIA_INHIBIT_GET": "MQQA_GET_INHIBITED"}}', "ProcessName"),
])
def test_writing_a_blank_name_into_tpf_is_mqt302_by_the_policy_unsure(source: str, script: str, attribute: str) -> None:
    """It was written PROCESS-' ' (TARGQ-' ', ...), a name TPF does not take."""
    refused = translate(script + "\n", source, "tpf")
    assert [(d.code, d.severity.value, d.attribute) for d in refused.diagnostics] == [("MQT302", "error", attribute)]
    assert not refused.ok and not [line for line in refused.output.splitlines() if line.startswith("ZMQSC")]
    written = translate(script + "\n", source, "tpf", on_unsupported="warn")
    assert [(d.code, d.severity.value) for d in written.diagnostics] == [("MQT302", "warning")]
    assert written.output.startswith("ZMQSC ") and "-' '" not in written.output


# --- the object and its name ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "message", "expected"), [
    ("ZMQSC DEF QL", "QL needs its name right after a hyphen: QL-name", "QL-name"),
    ("ZMQSC DEF QL-", "QL needs its name right after a hyphen: QL-name", "QL-name"),
    ("ZMQSC ALT QA -A", "QA needs its name right after a hyphen: QA-name", "QA-name"),
    ("ZMQSC DEL QR(A)", "QR needs its name right after a hyphen: QR-name", "QR-name"),  # MQSC's parentheses
    ("zmqsc del qr(a)", "QR needs its name right after a hyphen: QR-name", "QR-name"),
])
def test_an_object_without_its_name_after_a_hyphen_says_how_tpf_writes_it(line: str, message: str,
                                                                           expected: str) -> None:
    """It said "unexpected 'QR(A)'", expecting "KEYWORD-value or a flag keyword such as TRIGGER": a parameter."""
    (problem,) = translate(line + "\n", "tpf", "mqsc").diagnostics
    assert (problem.code, problem.span.column, problem.message, problem.expected) == ("MQT102", 11, message, expected)
