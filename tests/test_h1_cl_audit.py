"""CL programs read against IBM i's rules: constructs where a command was dropped, duplicated, or a value changed."""

from __future__ import annotations

import pytest

from translator import translate


def _mqsc(program: str) -> tuple[list[str], list[tuple[str, int]]]:
    """The MQSC commands written for ``program``, and its diagnostics (code, line) but MQT401."""
    result = translate(program, "cl", "mqsc")
    written = [line for line in str(result.output).splitlines() if line and not line.startswith("*")]
    return written, [(d.code, d.span.line) for d in result.diagnostics if d.code != "MQT401"]


@pytest.mark.parametrize("escape", [
    "SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGDTA(%TRIM(&M)) MSGTYPE(*ESCAPE)",
    "SNDPGMMSG MSG(%TRIM(&M)) TOPGMQ(*PRV) MSGTYPE(*ESCAPE)",
    "SNDPGMMSG MSG('Failed: ' *CAT %TRIM(&M)) MSGTYPE(*ESCAPE)",
])
def test_an_escape_message_whose_text_uses_a_built_in_ends_the_program(escape: str) -> None:
    """A statement with a built-in function (%TRIM) is split by parentheses: MSGTYPE's value was read with its
    closing ")" ("*ESCAPE)"), so the program was not seen to end there, and the CRTMQMQ after it, which never runs,
    was written to run every time."""
    written, said = _mqsc(f"PGM PARM(&M)\nDCL &M *CHAR 10\n{escape}\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n")
    assert written == [] and ("MQT310", 4) in said


@pytest.mark.parametrize("change", ["CHGVAR VAR(%SST(&CMD 1 22)) VALUE('DLTMQMQ QNAME(APP.Q1)')",
                                    "CHGVAR %SST(&CMD 1 22) 'DLTMQMQ QNAME(APP.Q1)'"])
def test_a_command_string_set_through_a_keyword_substring_is_read_as_a_positional_one(change: str) -> None:
    """The keyword form's VALUE was read as "'DLTMQMQ QNAME(APP.Q1)')", no string: the DLTMQMQ the CALL runs went
    unsaid (the positional form's is MQT310)."""
    program = (f"PGM\nDCL &CMD *CHAR 100 VALUE('CHKOBJ OBJ(X) OBJTYPE(*PGM)')\n{change}\n"
               "CALL QCMDEXC PARM(&CMD 100)\nENDPGM\n")
    written, said = _mqsc(program)
    assert written == [] and ("MQT310", 4) in said


def _said(program: str) -> list[tuple[str, int, str]]:
    return [(d.code, d.span.line, d.message) for d in translate(program, "cl", "mqsc").diagnostics
            if d.code in ("MQT127", "MQT310")]


@pytest.mark.parametrize(("string", "said"), [
    ("('CRTMQMQ QNAME(' *CAT &Q *TCAT ') QTYPE(*LCL)')", "MQT310"),  # the literal names the command whole
    ("('CRTMQMQ QNAME(' || &Q || ') QTYPE(*LCL)')", "MQT310"),
    ("('CRT' *CAT &KIND *BCAT 'QNAME(' *CAT &Q *TCAT ')')", "MQT127"),  # the name itself is built
    ("(&VERB *BCAT 'QNAME(A) QTYPE(*LCL)')", "MQT127"),
    ("%SST(&Q 1 40)", "MQT127"),
    ("'CRTMQMQ QNAME(' *CAT &Q", "MQT310"),  # without its parentheses
    ("&VERB *BCAT 'QNAME(A) QTYPE(*LCL)'", "MQT127"),
])
def test_a_command_string_an_expression_builds_is_said(string: str, said: str) -> None:
    """A CALL of QCMDEXC whose string an expression builds was passed over without a word: no MQT310 for the
    CRTMQMQ it runs, no MQT127 for a command it may hold."""
    program = (f"PGM PARM(&Q &KIND &VERB)\nDCL &Q *CHAR 48\nDCL &KIND *CHAR 4\nDCL &VERB *CHAR 7\n"
               f"CALL PGM(QCMDEXC) PARM({string} 100)\nENDPGM\n")
    (found,) = _said(program)
    assert found[:2] == (said, 5)
    if said == "MQT127":
        shown = string if string.startswith(("(", "%")) else f"({string}"
        assert found[2].startswith(f"CALL runs a command string {shown[:30]}")


def test_a_trimmed_variables_command_string_is_the_variables() -> None:
    program = ("PGM\nDCL VAR(&CMD) TYPE(*CHAR) LEN(100) VALUE('DLTMQMQ QNAME(APP.Q1)')\n"
               "CALL PGM(QCMDEXC) PARM(%TRIM(&CMD) 21)\nENDPGM\n")
    assert [found[:2] for found in _said(program)] == [("MQT310", 3)]
    assert "DLTMQMQ" in _said(program)[0][2]
