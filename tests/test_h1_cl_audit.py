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
