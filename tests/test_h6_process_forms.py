"""MQT309 into IBM i says what to rewrite, never a value already in IBM i's form: an ApplId naming a native program
as LIBRARY/PROGRAM, an EnvData of job submission parameters (JOBPTY(n), JOBD(...), JOBQ(...)) or blank (IBM i's
own default). A process from MQSC, PCF or REST naming no platform takes IBM i's type where it runs (OS400, the
type of a native program), so one whose values are all in that form is not warned about."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import commands
from translator import translate
from translator.model import Explicit

AMQSAMP4 = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "qmqmsamp" / "qclsrc" / "AMQSAMP4.CLLE"


def _warnings(text: str, source: str = "mqsc") -> list[tuple[str, str, str | None]]:
    result = translate(text + "\n", source, "cl")
    assert result.ok
    return [(d.message, d.expected, d.attribute) for d in result.diagnostics if d.code == "MQT309"]


@pytest.mark.skipif(not AMQSAMP4.exists(), reason="corpus not beside the checkout")
def test_amqsamp4_there_and_back_warns_leaving_ibm_i_only() -> None:
    """CL -> MQSC warns (the values are IBM i's, leaving it); that MQSC -> CL does not: every process's ApplId is
    QMQM/AMQS...4 and its EnvData JOBPTY(3), which IBM i reads as they are."""
    mqsc = translate(AMQSAMP4.read_bytes(), "cl", "mqsc", variables={"QMGRNAME": "QM1"})
    assert [d.message.split(" is ")[0] for d in mqsc.diagnostics if d.code == "MQT309"] == [
        "process SYSTEM.SAMPLE.INQPROCESS", "process SYSTEM.SAMPLE.SETPROCESS", "process SYSTEM.SAMPLE.ECHOPROCESS"]
    back = translate(mqsc.output, "mqsc", "cl")
    assert back.ok and [d for d in back.diagnostics if d.code == "MQT309"] == []
    inquire = next(c for c in commands(back.output, "cl") if c.name == "SYSTEM.SAMPLE.INQPROCESS")
    assert (inquire.attributes["ApplId"], inquire.attributes["EnvData"]) == (Explicit("QMQM/AMQSINQ4"),
                                                                             Explicit("JOBPTY(3)"))


@pytest.mark.parametrize("text", [
    "DEFINE PROCESS(P) APPLICID('QMQM/AMQSINQ4') ENVRDATA('JOBPTY(3)')",
    "DEFINE PROCESS(P) APPLTYPE(DEF) APPLICID('LIB/PGM')",  # DEF is IBM i's own type there
    "DEFINE PROCESS(P) APPLICID('$LIB_1/#PGM@') ENVRDATA('JOBQ(QGPL/QBATCH) JOBPTY(5) JOBD(*USRPRF)')",
    "DEFINE PROCESS(P) APPLICID('LIB/PGM') ENVRDATA(' ')",  # blank: IBM i's default EnvData
    "ALTER PROCESS(P) APPLTYPE(DEF) ENVRDATA('JOBD(MYLIB/MYJOBD)')",
])
def test_values_in_ibm_i_form_naming_no_platform_are_not_warned_about(text: str) -> None:
    assert _warnings(text) == []


def test_the_pcf_and_rest_forms_of_amqsamp4s_first_process_are_not_warned_about_either() -> None:
    pcf = ('{"command": "MQCMD_CREATE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "SYSTEM.SAMPLE.INQPROCESS", '
           '"MQCA_ENV_DATA": "JOBPTY(3)", "MQCA_APPL_ID": "QMQM/AMQSINQ4"}}')
    rest = ('{"type": "runCommandJSON", "command": "define", "qualifier": "process", "name": '
            '"SYSTEM.SAMPLE.INQPROCESS", "parameters": {"envrdata": "JOBPTY(3)", "applicid": "QMQM/AMQSINQ4"}}')
    assert _warnings(pcf, "pcf") == _warnings(rest, "rest") == []


# Values IBM i does not read so: still warned about, the message and advice naming only them.
_APPLID = "ApplId names a native program as LIBRARY/PROGRAM"
_ENVDATA = "EnvData holds job submission parameters such as JOBPTY(3)"


@pytest.mark.parametrize(("text", "shown", "advice", "attribute"), [
    ("DEFINE PROCESS(P) APPLICID('QMQM/AMQSINQ4') ENVRDATA('&')", "EnvData '&'",
     f"on IBM i {_ENVDATA}: rewrite it for IBM i", "EnvData"),
    ("DEFINE PROCESS(P) APPLICID('/opt/app/run') ENVRDATA('JOBPTY(3)')", "ApplId '/opt/app/run'",
     f"on IBM i {_APPLID}: rewrite it for IBM i", "ApplId"),
    ("DEFINE PROCESS(P) APPLICID('/opt/app/run') ENVRDATA('&')", "ApplId '/opt/app/run', EnvData '&'",
     f"on IBM i {_APPLID} and {_ENVDATA}: rewrite them for IBM i", "ApplId"),
    # Not taken for IBM i's form, as nothing says IBM i reads them so [UNSURE: lower case, a program alone, a
    # *LIBL qualifier, another job parameter]: warned about.
    ("DEFINE PROCESS(P) APPLICID('qmqm/amqsinq4')", "ApplId 'qmqm/amqsinq4'",
     f"on IBM i {_APPLID}: rewrite it for IBM i", "ApplId"),
    ("DEFINE PROCESS(P) APPLICID('AMQSINQ4')", "ApplId 'AMQSINQ4'", f"on IBM i {_APPLID}: rewrite it for IBM i",
     "ApplId"),
    ("DEFINE PROCESS(P) APPLICID('*LIBL/AMQSINQ4')", "ApplId '*LIBL/AMQSINQ4'",
     f"on IBM i {_APPLID}: rewrite it for IBM i", "ApplId"),
    ("DEFINE PROCESS(P) APPLICID('LIB/PGM') ENVRDATA('JOBPTY(3) -v')", "EnvData 'JOBPTY(3) -v'",
     f"on IBM i {_ENVDATA}: rewrite it for IBM i", "EnvData"),
    ("DEFINE PROCESS(P) APPLICID('TOOLONGLIBRARY/PGM')", "ApplId 'TOOLONGLIBRARY/PGM'",
     f"on IBM i {_APPLID}: rewrite it for IBM i", "ApplId"),
])
def test_values_not_in_ibm_i_form_naming_no_platform_are_warned_about_alone(text: str, shown: str, advice: str,
                                                                            attribute: str) -> None:
    assert _warnings(text) == [(f"process P names no platform (ApplType left to the default), so the queue manager "
                                f"that runs it takes its own, IBM i's: {shown} kept as written", advice, attribute)]


@pytest.mark.parametrize(("text", "shown", "advice"), [
    # Another platform's type is still to be rewritten, whatever the values.
    ("DEFINE PROCESS(P) APPLTYPE(UNIX) APPLICID('QMQM/AMQSINQ4') ENVRDATA('JOBPTY(3)')", "ApplType MQAT_UNIX",
     "rewrite ApplType for IBM i (OS400 for a native program)"),
    ("DEFINE PROCESS(P) APPLTYPE(UNIX) APPLICID('/opt/x') ENVRDATA('JOBPTY(3)')",
     "ApplType MQAT_UNIX, ApplId '/opt/x'", f"on IBM i {_APPLID}: rewrite it, and ApplType, for IBM i"),
    ("DEFINE PROCESS(P) APPLTYPE(UNIX) APPLICID('/opt/x') ENVRDATA('&')", "ApplType MQAT_UNIX, ApplId '/opt/x', "
     "EnvData '&'", f"on IBM i {_APPLID} and {_ENVDATA}: rewrite them, and ApplType, for IBM i"),
    # The type alone: the values stand elsewhere, so both are advised about.
    ("DEFINE PROCESS(P) APPLTYPE(WINDOWSNT)", "ApplType MQAT_WINDOWS_NT",
     f"on IBM i {_APPLID} and {_ENVDATA}: rewrite them, and ApplType, for IBM i"),
])
def test_a_process_of_another_platform_is_warned_about_its_type_and_its_values_not_in_ibm_i_form(
        text: str, shown: str, advice: str) -> None:
    ((message, expected, _),) = _warnings(text)
    assert (message.split(": ", 1)[1], expected) == (f"{shown} kept as written", advice)


def test_a_change_giving_ibm_i_values_to_a_process_the_script_made_for_unix_says_nothing_new() -> None:
    """The ApplType the script gave it was warned about where it was given; values in IBM i's form need nothing."""
    script = ("DEFINE PROCESS(P) APPLTYPE(UNIX)\nALTER PROCESS(P) APPLICID('LIB/PGM')\n"
              "ALTER PROCESS(P) ENVRDATA('&')\n")
    result = translate(script, "mqsc", "cl")
    assert [(d.span.line, d.attribute) for d in result.diagnostics if d.code == "MQT309"] == [(1, "ApplType"),
                                                                                              (3, "EnvData")]


def test_leaving_ibm_i_values_in_ibm_i_form_are_still_warned_about() -> None:
    """Out of CL the values are IBM i's: that is what there is to rewrite elsewhere."""
    result = translate("CRTMQMPRC P APPID('QMQM/AMQSINQ4') ENVDATA('JOBPTY(3)')\n", "cl", "mqsc")
    (warning,) = [d for d in result.diagnostics if d.code == "MQT309"]
    assert "ApplId 'QMQM/AMQSINQ4', EnvData 'JOBPTY(3)' kept as written" in warning.message
