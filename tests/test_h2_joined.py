"""convert writing several inputs into one output: MQT130's command is not written, as any failed command, and what
stood after it in its own script stays unwritten; inputs of comments only neither follow nor precede."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from translator.translation import Stream, holds_command, stream


def run(*args: str, stdin: bytes = b"", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([sys.executable, "-m", "cli", *args], input=stdin, capture_output=True, check=False,
                            cwd=cwd, env=None if cwd is None else {"PYTHONPATH": str(Path(__file__).parents[1])})
    stdout, stderr = result.stdout.decode(errors="replace"), result.stderr.decode()
    assert "Traceback" not in stderr
    return subprocess.CompletedProcess(result.args, result.returncode, stdout, stderr)


def _files(tmp_path: Path, **texts: str) -> list[str]:
    for name, text in texts.items():
        (tmp_path / name).write_text(text)
    return [str(tmp_path / name) for name in texts]


def _codes(stderr: str) -> list[str]:
    """Each diagnostic as FILE:LINE:COLUMN CODE, without the folder."""
    return [f"{line.split(': ')[0].rsplit('/', 1)[-1]} {line.split(': ')[1].split()[1]}"
            for line in stderr.splitlines() if ": error MQT" in line or ": warning MQT" in line]


def test_an_end_before_another_inputs_commands_is_a_failed_record_and_not_written(tmp_path: Path) -> None:
    files = _files(tmp_path, a="DEFINE QLOCAL(A)\nEND\n", b="DEFINE QLOCAL(B)\n")
    report = tmp_path / "report.json"
    result = run("convert", "--to", "mqsc", *files, "--report", str(report))
    assert result.returncode == 1 and _codes(result.stderr) == ["a:2:1 MQT130"]
    assert result.stdout == "DEFINE QLOCAL('A')\n* not translated (END has errors):\n* END\nDEFINE QLOCAL('B')\n"
    counts = json.loads(report.read_text())["commands"]
    assert (counts["in"], counts["translated"], counts["passed-through"], counts["failed"]) == (3, 2, 0, 1)


@pytest.mark.parametrize(("policy", "status", "written"), [
    ("error", 1, "* not translated (DEFINE QLOCAL has errors):\n* DEFINE QLOCAL(A2)\n"),
    ("warn", 1, "DEFINE QLOCAL('A2')\n"),
])
def test_what_stood_after_the_end_in_its_own_script_is_refused_under_the_policy(
        tmp_path: Path, policy: str, status: int, written: str) -> None:
    """A2 never ran (runmqsc stopped at the END): with the END not written it would run, so it is MQT314, as going
    into any dialect without an END; warn writes it, as there."""
    files = _files(tmp_path, a="DEFINE QLOCAL(A)\nEND\nDEFINE QLOCAL(A2)\nDISPLAY QLOCAL(A)\n", b="DEFINE QLOCAL(B)\n")
    result = run("convert", "--to", "mqsc", "--on-unsupported", policy, *files)
    assert result.returncode == status
    assert _codes(result.stderr) == ["a:2:1 MQT130", "a:3:1 MQT314", "a:4:1 MQT314"]
    assert written in result.stdout and "\nEND\n" not in result.stdout
    assert ("\nDISPLAY QLOCAL(A)\n" in result.stdout) == (policy == "warn")


@pytest.mark.parametrize("later", ["", "\n\n", "* a comment\n\n*another\n"])
def test_an_end_before_inputs_of_comments_only_is_copied(tmp_path: Path, later: str) -> None:
    files = _files(tmp_path, a="DEFINE QLOCAL(A)\nEND\n", b=later, c=later)
    result = run("convert", "--to", "mqsc", *files)
    assert (result.returncode, _codes(result.stderr)) == (0, [])
    assert result.stdout.startswith("DEFINE QLOCAL('A')\nEND\n")


def test_an_end_before_a_file_that_is_no_script_or_cannot_be_read_is_copied(tmp_path: Path) -> None:
    """Neither writes anything: the END hides no command (each is still its own failure)."""
    files = _files(tmp_path, a="DEFINE QLOCAL(A)\nEND\n", prose="Hello there, this is a note\n")
    result = run("convert", "--to", "mqsc", *files, str(tmp_path / "missing"))
    assert result.returncode == 2 and "MQT130" not in result.stderr
    assert {"prose:1:1 MQT117", "missing:1:1 MQT110"} <= set(_codes(result.stderr))
    assert result.stdout == "DEFINE QLOCAL('A')\nEND\n"


def test_the_later_input_on_standard_input_is_looked_at_and_still_translated(tmp_path: Path) -> None:
    (a,) = _files(tmp_path, a="DEFINE QLOCAL(A)\nEND\n")
    result = run("convert", "--to", "mqsc", a, "-", stdin=b"* comment\nDEFINE QLOCAL(B)\n")
    assert result.returncode == 1 and _codes(result.stderr) == ["a:2:1 MQT130"]
    assert result.stdout.endswith("* comment\nDEFINE QLOCAL('B')\n")
    quiet = run("convert", "--to", "mqsc", a, "-", stdin=b"* comment only\n")
    assert (quiet.returncode, quiet.stdout) == (0, "DEFINE QLOCAL('A')\nEND\n* comment only\n")


@pytest.mark.parametrize(("texts", "codes"), [
    ({"p": "PGM\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n", "c": "/* only a comment */\n\n"}, []),
    ({"c": "/* only a comment */\n", "p": "PGM\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n"}, []),
    ({"c": "", "p": "PGM\nENDPGM\n", "d": "\n"}, []),
    ({"p": "PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n",
      "q": "PGM\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n"}, ["p:3:1 MQT130", "p:4:1 MQT310", "q:1:1 MQT130"]),
])
def test_a_cl_program_between_inputs_of_comments_only_keeps_its_bounds(
        tmp_path: Path, texts: dict[str, str], codes: list[str]) -> None:
    result = run("convert", "--to", "cl", *_files(tmp_path, **texts))
    assert (result.returncode, _codes(result.stderr)) == (1 if codes else 0, codes)
    live = [line for line in result.stdout.splitlines() if not line.startswith("/*")]
    assert live.count("PGM") == 1 and live.count("ENDPGM") == 1
    assert "QNAME('A2')" not in result.stdout


def _records_agree(translation: Stream) -> tuple[str, list[tuple[str, str]]]:
    output, records = "", []
    for step in translation:
        output += step.output
        records += [(record.kind, record.status) for record in step.records]
        for record in step.records:
            if record.status == "failed":
                assert record.target_text == ""
            elif record.status in ("translated", "passed-through"):
                assert record.target_text and record.target_text in output
    return output, records


def test_the_records_say_what_the_output_holds() -> None:
    output, records = _records_agree(stream("DEFINE QLOCAL(A)\nEND\nALTER QMGR DESCR('x')\n", "mqsc", "mqsc",
                                            followed=lambda: True))
    assert records == [("create local", "translated"), ("END", "failed"), ("ALTER QMGR", "failed")]
    assert [line for line in output.splitlines() if not line.startswith("*")] == ["DEFINE QLOCAL('A')"]


def test_the_later_inputs_are_looked_at_only_at_an_end() -> None:
    def never() -> bool:
        raise AssertionError("asked without an END")

    output, records = _records_agree(stream("DEFINE QLOCAL(A)\nALTER QMGR DESCR('x')\n", "mqsc", "mqsc",
                                            followed=never))
    assert output == "DEFINE QLOCAL('A')\nALTER QMGR DESCR('x')\n"
    _, records = _records_agree(stream("DEFINE QLOCAL(A)\nEND\n", "mqsc", "mqsc", followed=lambda: False))
    assert records == [("create local", "translated"), ("END", "passed-through")]


@pytest.mark.parametrize(("text", "source", "holds"), [
    ("", "auto", False), ("\n \n", "mqsc", False), ("* one\n*two\n", "auto", False), ("/* c */\n", "cl", False),
    ("Hello, this is prose\n", "mqsc", False), (b"\x00\x01", "mqsc", False), ("END\n", "mqsc", True),
    ("* c\nDEFINE QLOCAL(A) FOO\n", "auto", True), ("PGM\n", "cl", True),
    ('{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}\n', "auto", True),
])
def test_holds_command(text: str | bytes, source: str, holds: bool) -> None:
    data = text if isinstance(text, bytes) else text.encode()
    assert holds_command(data, source) is holds


_CONDITIONAL_RETURN = ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\n"
                       "IF COND(&X *EQ '1') THEN(DO)\nRETURN\nENDDO\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\nENDPGM\n")


def test_a_cl_return_in_a_conditional_group_is_no_end_between_inputs(tmp_path: Path) -> None:
    """A2 runs when &X is not '1': the RETURN in the IF's DO group ends nothing, so it and the ENDDO are written
    live (MQT130 for the RETURN, MQT310 for what followed, left an IF THEN(DO) without its ENDDO); only the ENDPGM
    is MQT130, as it always was."""
    files = _files(tmp_path, a=_CONDITIONAL_RETURN, b="CRTMQMQ QNAME(B1) QTYPE(*LCL)\n")
    result = run("convert", "--from", "cl", "--to", "cl", *files)
    assert result.returncode == 1 and _codes(result.stderr) == ["a:8:1 MQT130"]
    assert result.stdout == ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME('A1') QTYPE(*LCL)\n"
                             "IF COND(&X *EQ '1') THEN(DO)\nRETURN\nENDDO\nCRTMQMQ QNAME('A2') QTYPE(*LCL)\n"
                             "/* not translated (ENDPGM has errors): */\n/* ENDPGM */\nCRTMQMQ QNAME('B1') QTYPE(*LCL)\n")


def test_a_cl_return_in_a_subroutine_is_no_end_between_inputs(tmp_path: Path) -> None:
    """The subroutine's RETURN goes back to the CALLSUBR: its ENDSUBR, and B1 after it, are written live."""
    files = _files(tmp_path, a="PGM\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\nCALLSUBR SUBR(S1)\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n"
                   "SUBR SUBR(S1)\nRETURN\nENDSUBR\n", b="CRTMQMQ QNAME(B1) QTYPE(*LCL)\n")
    result = run("convert", "--from", "cl", "--to", "cl", *files)
    assert (result.returncode, _codes(result.stderr)) == (0, [])
    assert result.stdout == ("PGM\nCRTMQMQ QNAME('A1') QTYPE(*LCL)\nCALLSUBR SUBR(S1)\nCRTMQMQ QNAME('A2') QTYPE(*LCL)\n"
                             "SUBR SUBR(S1)\nRETURN\nENDSUBR\nCRTMQMQ QNAME('B1') QTYPE(*LCL)\n")


@pytest.mark.parametrize("end", ["RETURN", "TFRCTL PGM(OTHER)", "SIGNOFF",
                                 "SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGDTA(%TRIM(&M)) MSGTYPE(*ESCAPE)"])
def test_a_cl_end_at_the_programs_level_is_an_end_between_inputs(tmp_path: Path, end: str) -> None:
    """An end the program reaches whenever it runs (the reader's flow marks it: Passthrough.ends) is one as ENDPGM
    is: B1, after it, would never run. MQT130, not written; A2, after it in its own program, never ran and would
    run now: MQT310; the ENDPGM is MQT130, as it always was."""
    files = _files(tmp_path, a=f"PGM PARM(&M)\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\n{end}\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n"
                   "ENDPGM\n", b="CRTMQMQ QNAME(B1) QTYPE(*LCL)\n")
    result = run("convert", "--from", "cl", "--to", "cl", *files)
    assert (result.returncode, _codes(result.stderr)) == (1, ["a:3:1 MQT130", "a:4:1 MQT310", "a:5:1 MQT130"])
    name = end.split()[0]
    assert f"error MQT130: {name} ends the script before other inputs' commands in this output" in result.stderr
    assert f"CRTMQMQ A2 stands after the {name} at line 3, which is not written" in result.stderr
    live = [line for line in result.stdout.splitlines() if not line.startswith("/*")]
    assert live == ["PGM PARM(&M)", "CRTMQMQ QNAME('A1') QTYPE(*LCL)", "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]


def test_a_cl_return_at_the_programs_level_is_not_written_before_another_inputs_commands(tmp_path: Path) -> None:
    files = _files(tmp_path, a="PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nRETURN\n", b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    report = tmp_path / "report.json"
    result = run("convert", "--to", "cl", *files, "--report", str(report))
    assert (result.returncode, _codes(result.stderr)) == (1, ["a:3:1 MQT130"])
    assert result.stdout == ("PGM\nCRTMQMQ QNAME('A') QTYPE(*LCL)\n/* not translated (RETURN has errors): */\n"
                             "/* RETURN */\nCRTMQMQ QNAME('B') QTYPE(*LCL)\n")
    counts = json.loads(report.read_text())["commands"]
    assert (counts["in"], counts["translated"], counts["passed-through"], counts["failed"]) == (4, 2, 1, 1)


def test_what_stood_after_a_cl_return_is_written_under_warn_with_its_warning(tmp_path: Path) -> None:
    files = _files(tmp_path, a="PGM\nRETURN\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n", b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    result = run("convert", "--to", "cl", "--on-unsupported", "warn", *files)
    assert (result.returncode, _codes(result.stderr)) == (1, ["a:2:1 MQT130", "a:3:1 MQT310"])
    assert result.stdout == ("PGM\n/* not translated (RETURN has errors): */\n/* RETURN */\n"
                             "CRTMQMQ QNAME('A2') QTYPE(*LCL)\nCRTMQMQ QNAME('B') QTYPE(*LCL)\n")


@pytest.mark.parametrize("later", ["", "/* only a comment */\n"])
def test_a_cl_return_before_no_other_command_is_copied(tmp_path: Path, later: str) -> None:
    """Last, or before inputs of comments only, the RETURN hides no command: copied, as written."""
    files = _files(tmp_path, a="PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nRETURN\nENDPGM\n", b=later)
    result = run("convert", "--to", "cl", *files)
    assert (result.returncode, _codes(result.stderr)) == (0, [])
    assert result.stdout.startswith("PGM\nCRTMQMQ QNAME('A') QTYPE(*LCL)\nRETURN\nENDPGM\n")
    last = run("convert", "--to", "cl", *_files(tmp_path, b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n", a=(
        "CRTMQMQ QNAME(A) QTYPE(*LCL)\nRETURN\n")))
    assert (last.returncode, _codes(last.stderr)) == (0, [])
    assert last.stdout == "CRTMQMQ QNAME('B') QTYPE(*LCL)\nCRTMQMQ QNAME('A') QTYPE(*LCL)\nRETURN\n"


@pytest.mark.parametrize("statements", [
    "IF COND(&X *EQ '1') THEN(GOTO GO)\nRETURN\nGO: CHGVAR &X '2'",
    "IF COND(&X *EQ '1') THEN(RETURN)",
    "SELECT\nWHEN COND(&X *EQ '1') THEN(RETURN)\nENDSELECT",
    "MONMSG MSGID(CPF0000) EXEC(RETURN)",
])
def test_a_cl_end_that_may_not_run_is_no_end_between_inputs(tmp_path: Path, statements: str) -> None:
    """Jumped over, under a condition, or error handling: the commands after it run when it does not, so it is
    copied, as the RETURN in a DO group is (above)."""
    program = f"PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\n{statements}\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n"
    files = _files(tmp_path, a=program, b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    result = run("convert", "--to", "cl", *files)
    assert (result.returncode, _codes(result.stderr)) == (0, [])
    assert result.stdout.endswith(f"{statements}\nCRTMQMQ QNAME('A') QTYPE(*LCL)\nCRTMQMQ QNAME('B') QTYPE(*LCL)\n")


def test_a_cl_return_into_mqsc_is_no_end_between_inputs(tmp_path: Path) -> None:
    """MQSC has no RETURN: each input's commands are written and run, as each program ran them."""
    files = _files(tmp_path, a="PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nRETURN\nENDPGM\n", b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    result = run("convert", "--to", "mqsc", *files)
    assert result.returncode == 0 and "MQT130" not in result.stderr
    assert [line for line in result.stdout.splitlines() if not line.startswith("*")] == [
        "DEFINE QLOCAL('A')", "DEFINE QLOCAL('B')"]
