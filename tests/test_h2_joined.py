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


def _said(stderr: str) -> list[str]:
    """Each diagnostic's first line as FILE:LINE:COLUMN: severity CODE: message, without the folder."""
    return [line.rsplit("/", 1)[-1] for line in stderr.splitlines() if ": error MQT" in line or ": warning MQT" in line]


_B1 = "CRTMQMQ QNAME(B1) QTYPE(*LCL)\n"
_CONDITIONAL_RETURN = ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\n"
                       "IF COND(&X *EQ '1') THEN(DO)\nRETURN\nENDDO\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\nENDPGM\n")
_LATER = ("other inputs' commands after it in this output would run only when it does not end it there, a condition "
          "the output does not show: it is not written")


def _after(what: str, end: str, how: str) -> str:
    """MQT310's message for ``what`` after the unwritten ``end``, which ran only as ``how`` says."""
    return (f"{what} stands after the {end}, which is not written as other inputs follow it in this output: {how}, "
            "and written here it would run every time")


def _ran_only(what: str, end: str) -> str:
    return _after(what, end, f"it ran only when the {end} did not end the program")


def test_a_cl_return_in_a_conditional_group_is_an_end_between_inputs_on_a_condition(tmp_path: Path) -> None:
    """B1, after the RETURN in the IF's DO group, would run only when &X is not '1', which the joined output does
    not show: MQT130, an error, saying the end is conditional; the RETURN is not written, and what stood after it
    ran only when it did not end the program, and would run every time now: MQT310; the ENDPGM, as always. The
    ENDDO ends a group whose IF is written: it is written too, so that B1 does not stand in that group."""
    files = _files(tmp_path, a=_CONDITIONAL_RETURN, b=_B1)
    result = run("convert", "--from", "cl", "--to", "cl", *files)
    assert result.returncode == 1
    assert _said(result.stderr) == [
        f"a:5:1: error MQT130: RETURN may end the program, on a condition (it stands in the DO at line 4): {_LATER}",
        f"a:7:1: error MQT310: {_ran_only('CRTMQMQ A2', 'RETURN at line 5')}",
        "a:8:1: error MQT130: ENDPGM ends the script before other inputs' commands in this output, which would never "
        "run: it is not written"]
    assert "expected: each input converted into an output of its own\n" in result.stderr
    assert result.stdout == ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME('A1') QTYPE(*LCL)\n"
                             "IF COND(&X *EQ '1') THEN(DO)\n/* not translated (RETURN has errors): */\n/* RETURN */\n"
                             "ENDDO\n"
                             "/* not translated (CRTMQMQ has errors): */\n/* CRTMQMQ QNAME(A2) QTYPE(*LCL) */\n"
                             "/* not translated (ENDPGM has errors): */\n/* ENDPGM */\nCRTMQMQ QNAME('B1') QTYPE(*LCL)\n")


@pytest.mark.parametrize(("statements", "end", "how", "after"), [
    ("IF COND(&X *EQ '1') THEN(RETURN)", "IF at line 3", "it runs RETURN only on its condition", []),
    ("IF COND(&X *EQ '1') THEN(GOTO GO)\nTFRCTL PGM(OTHER)\nGO: CHGVAR &X '2'", "TFRCTL at line 4",
     "the GOTO GO at line 3 may jump over it", [(5, 1, "CHGVAR")]),
    ("SELECT\nWHEN COND(&X *EQ '1') THEN(SIGNOFF)\nENDSELECT", "WHEN at line 4", "it runs SIGNOFF only on its condition",
     []),
    ("DOWHILE COND(&X *EQ '1')\nSNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGTYPE(*ESCAPE)\nENDDO", "SNDPGMMSG at line 4",
     "it stands in the DOWHILE at line 3", []),
    ("CRTMQMQ QNAME(A0) QTYPE(*LCL)\nMONMSG MSGID(CPF0000) EXEC(RETURN)", "MONMSG at line 4",
     "it runs RETURN only on its condition", []),
])
def test_a_cl_end_on_a_condition_is_an_end_between_inputs(
        tmp_path: Path, statements: str, end: str, how: str, after: list[tuple[int, int, str]]) -> None:
    """Under a condition, jumped over, in a loop, or a command's MONMSG: B1 would run only when the program did not
    end there. MQT130 at the end, saying so; what stood after it ran only when it did not end the program: MQT310.
    Converted alone, the program is copied as it is."""
    program = f"PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\n{statements}\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n"
    files = _files(tmp_path, a=program, b=_B1)
    result = run("convert", "--to", "cl", *files)
    kind, line = end.split()[0], program.count("\n")
    assert result.returncode == 1
    assert _said(result.stderr) == [
        f"a:{end.rsplit(' ', 1)[1]}:1: error MQT130: {kind} may end the program, on a condition ({how}): {_LATER}",
        *[f"a:{at}:{column}: error MQT310: {_ran_only(what, end)}" for at, column, what in after],
        f"a:{line}:1: error MQT310: {_ran_only('CRTMQMQ A', end)}"]
    assert result.stdout.endswith("/* not translated (CRTMQMQ has errors): */\n/* CRTMQMQ QNAME(A) QTYPE(*LCL) */\n"
                                  "CRTMQMQ QNAME('B1') QTYPE(*LCL)\n")
    alone = run("convert", "--to", "cl", files[0])
    assert (alone.returncode, _codes(alone.stderr)) == (0, [])
    assert alone.stdout.endswith(f"{statements}\nCRTMQMQ QNAME('A') QTYPE(*LCL)\n".replace("QNAME(A0)", "QNAME('A0')"))


_NESTED = ("PGM PARM(&X)\nIF COND(&X *EQ '1') THEN(DO)\nDOWHILE COND(&X *EQ '1')\nRETURN\nIF COND(&X *EQ '2') THEN(DO)\n"
           "CRTMQMQ QNAME(A3) QTYPE(*LCL)\nENDDO\nENDDO\nELSE CMD(DO)\nCRTMQMQ QNAME(A4) QTYPE(*LCL)\nENDDO\nENDDO\n")


@pytest.mark.parametrize(("policy", "written"), [
    ("error", ["IF COND(&X *EQ '1') THEN(DO)", "DOWHILE COND(&X *EQ '1')", "ENDDO", "ENDDO",
               "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]),
    ("warn", ["IF COND(&X *EQ '1') THEN(DO)", "DOWHILE COND(&X *EQ '1')", "IF COND(&X *EQ '2') THEN(DO)",
              "CRTMQMQ QNAME('A3') QTYPE(*LCL)", "ENDDO", "ENDDO", "ELSE CMD(DO)", "CRTMQMQ QNAME('A4') QTYPE(*LCL)",
              "ENDDO", "ENDDO", "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]),
])
def test_after_a_cl_end_on_a_condition_the_groups_written_pair_as_in_the_script(
        tmp_path: Path, policy: str, written: list[str]) -> None:
    """The RETURN stands in a DOWHILE in an IF's DO group, both written: their ENDDOs are written, whatever the
    policy, so that B1 stands in neither. The IF and ELSE after the RETURN are MQT310: not written under error, and
    then neither are the ENDDOs of the groups they open; warn writes them and their ENDDOs."""
    result = run("convert", "--to", "cl", "--on-unsupported", policy, *_files(tmp_path, a=_NESTED, b=_B1))
    severity = "error" if policy == "error" else "warning"
    refused = [(5, "IF"), (6, "CRTMQMQ A3"), (9, "ELSE"), (10, "CRTMQMQ A4")]
    if policy == "error":
        refused[2:2] = [(7, "ENDDO")]
        refused[4:] = [(10, "CRTMQMQ A4"), (11, "ENDDO")]
    assert _said(result.stderr) == [
        f"a:4:1: error MQT130: RETURN may end the program, on a condition (it stands in the DOWHILE at line 3): {_LATER}",
        *[f"a:{line}:1: {severity} MQT310: {_ran_only(what, 'RETURN at line 4')}" for line, what in refused]]
    assert [line for line in result.stdout.splitlines()[1:] if not line.startswith("/*")] == written


def test_a_group_ending_statement_keeps_the_line_of_the_statement_that_opened_its_group() -> None:
    from translator.model.serialise import item_from_json, item_to_json
    from translator.translation import parse

    items = parse(_NESTED, "cl").script.items
    assert [(item.kind, item.closes) for item in items if getattr(item, "closes", 0)] == [
        ("ENDDO", 5), ("ENDDO", 3), ("ENDDO", 9), ("ENDDO", 2)]
    assert [item_from_json(item_to_json(item)) for item in items] == items


def test_a_cl_end_in_error_handling_for_the_whole_program_is_no_end_between_inputs(tmp_path: Path) -> None:
    """A program-level MONMSG's RETURN ends the program when any command fails, as a failed command does without
    one (IBM i stops the program at an escape message nothing monitors): joined, B1 runs when all goes well, as it
    would have; error handling, not a condition, as everywhere else in the reader."""
    program = "PGM\nMONMSG MSGID(CPF0000) EXEC(RETURN)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n"
    result = run("convert", "--to", "cl", *_files(tmp_path, a=program, b=_B1))
    assert (result.returncode, _codes(result.stderr)) == (0, [])
    assert result.stdout == ("PGM\nMONMSG MSGID(CPF0000) EXEC(RETURN)\nCRTMQMQ QNAME('A') QTYPE(*LCL)\n"
                             "CRTMQMQ QNAME('B1') QTYPE(*LCL)\n")


def test_what_stood_after_a_cl_end_on_a_condition_is_written_under_warn(tmp_path: Path) -> None:
    program = "PGM PARM(&X)\nIF COND(&X *EQ '1') THEN(RETURN)\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n"
    result = run("convert", "--to", "cl", "--on-unsupported", "warn", *_files(tmp_path, a=program, b=_B1))
    assert _said(result.stderr) == [
        f"a:2:1: error MQT130: IF may end the program, on a condition (it runs RETURN only on its condition): {_LATER}",
        f"a:3:1: warning MQT310: {_ran_only('CRTMQMQ A2', 'IF at line 2')}"]
    assert result.stdout == ("PGM PARM(&X)\n/* not translated (IF has errors): */\n/* IF COND(&X *EQ '1') THEN(RETURN) */\n"
                             "CRTMQMQ QNAME('A2') QTYPE(*LCL)\nCRTMQMQ QNAME('B1') QTYPE(*LCL)\n")


_SUBROUTINE = ("PGM\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\nCALLSUBR SUBR(S1)\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n"
               "SUBR SUBR(S1)\nCRTMQMQ QNAME(S1) QTYPE(*LCL)\nENDSUBR\n")
_SUBR = ("SUBR starts the program's subroutines, after which the source may hold only subroutines and ENDPGM: other "
         "inputs' commands after it in this output would not compile: it is not written")


def _in_subroutine(what: str, subr: str) -> str:
    return _after(what, subr, "it runs only when a CALLSUBR calls its subroutine")


# IBM i takes a program's first SUBR as the end of its main statements: after it, only subroutines and the ENDPGM
# [UNSURE: neither the seeds nor the reference say where subroutines must stand; IBM i's SUBR documentation does].
def test_the_first_subr_ends_the_main_statements_so_it_is_an_end_between_inputs(tmp_path: Path) -> None:
    """B1 after A's subroutine would stand where IBM i compiles no statement of the main program: MQT130 at the
    first SUBR; what follows runs only when called, and written without its SUBR would run every time: MQT310."""
    result = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, a=_SUBROUTINE, b=_B1))
    assert result.returncode == 1
    assert _said(result.stderr) == [f"a:5:1: error MQT130: {_SUBR}",
                                    f"a:6:1: error MQT310: {_in_subroutine('CRTMQMQ S1', 'SUBR at line 5')}",
                                    f"a:7:1: error MQT310: {_in_subroutine('ENDSUBR', 'SUBR at line 5')}"]
    assert result.stdout == ("PGM\nCRTMQMQ QNAME('A1') QTYPE(*LCL)\nCALLSUBR SUBR(S1)\nCRTMQMQ QNAME('A2') QTYPE(*LCL)\n"
                             "/* not translated (SUBR has errors): */\n/* SUBR SUBR(S1) */\n"
                             "/* not translated (CRTMQMQ has errors): */\n/* CRTMQMQ QNAME(S1) QTYPE(*LCL) */\n"
                             "/* not translated (ENDSUBR has errors): */\n/* ENDSUBR */\nCRTMQMQ QNAME('B1') QTYPE(*LCL)\n")
    last = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, b=_B1, a=_SUBROUTINE.removeprefix("PGM\n")))
    assert (last.returncode, _codes(last.stderr)) == (0, [])
    assert last.stdout == ("CRTMQMQ QNAME('B1') QTYPE(*LCL)\nCRTMQMQ QNAME('A1') QTYPE(*LCL)\nCALLSUBR SUBR(S1)\n"
                           "CRTMQMQ QNAME('A2') QTYPE(*LCL)\nSUBR SUBR(S1)\nCRTMQMQ QNAME('S1') QTYPE(*LCL)\nENDSUBR\n")


def test_only_the_first_subr_is_an_end_between_inputs_and_a_return_in_one_ends_at_its_callsubr(tmp_path: Path) -> None:
    """A RETURN in a subroutine ends the program (RTNSUBR returns from it), so its CALLSUBR may end the program:
    MQT130 there, A2 ran only when it did not; the second SUBR is one more statement that runs only when called."""
    program = ("PGM\nCALLSUBR SUBR(S1)\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\nSUBR SUBR(S1)\nRETURN\nENDSUBR\n"
               "SUBR SUBR(S2)\nENDSUBR\nENDPGM\n")
    result = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, a=program, b=_B1))
    assert _said(result.stderr) == [
        f"a:2:1: error MQT130: CALLSUBR may end the program, as the subroutine S1 it calls may: {_LATER}",
        f"a:3:1: error MQT310: {_ran_only('CRTMQMQ A2', 'CALLSUBR at line 2')}",
        f"a:4:1: error MQT130: {_SUBR}",
        *[f"a:{line}:1: error MQT310: {_in_subroutine(what, 'SUBR at line 4')}"
          for line, what in ((5, "RETURN"), (6, "ENDSUBR"), (7, "SUBR"), (8, "ENDSUBR"))],
        "a:9:1: error MQT130: ENDPGM ends the script before other inputs' commands in this output, which would never "
        "run: it is not written"]
    assert [line for line in result.stdout.splitlines() if not line.startswith("/*")] == [
        "PGM", "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]


def test_what_a_return_leaves_to_subroutines_and_error_handling_is_not_said_never_to_run(tmp_path: Path) -> None:
    """After a RETURN the program reaches whenever it runs: D never ran; E1 and E2 run when the program-level
    MONMSG's handler jumps to ERR (a command failed); after the second RETURN, D2 never ran again; S1, in a
    subroutine, runs when its CALLSUBR calls it. Each MQT310 says which."""
    program = ("PGM\nMONMSG MSGID(CPF0000) EXEC(GOTO CMDLBL(ERR))\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\nCALLSUBR SUBR(S1)\n"
               "RETURN\nCRTMQMQ QNAME(D) QTYPE(*LCL)\nERR: CRTMQMQ QNAME(E1) QTYPE(*LCL)\nCRTMQMQ QNAME(E2) QTYPE(*LCL)\n"
               "RETURN\nCRTMQMQ QNAME(D2) QTYPE(*LCL)\nSUBR SUBR(S1)\nCRTMQMQ QNAME(S1) QTYPE(*LCL)\nENDSUBR\n")
    result = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, a=program, b=_B1))
    ends = "ends the script before other inputs' commands in this output, which would never run: it is not written"

    def after(what: str, end: str, ran: str) -> str:
        return f"{what} stands after the {end}, which is not written as other inputs follow it in this output: {ran}"

    handled = "it runs only when the MONMSG at line 2 jumps to ERR on an error, and written here it would run every time"
    never = "it never ran, and written here it would run"
    assert _said(result.stderr) == [
        # its GOTO would go on from other inputs' failures too, in this output, where their own would stop them
        "a:2:1: error MQT130: MONMSG watches every command of its script, which in this output stands with other "
        "inputs' commands, each of which it would watch too: it is not written",
        f"a:5:1: error MQT130: RETURN {ends}",
        f"a:6:1: error MQT310: {after('CRTMQMQ D', 'RETURN at line 5', never)}",
        f"a:7:6: error MQT310: {after('CRTMQMQ E1', 'RETURN at line 5', handled)}",
        f"a:8:1: error MQT310: {after('CRTMQMQ E2', 'RETURN at line 5', handled)}",
        f"a:9:1: error MQT130: RETURN {ends}",
        f"a:10:1: error MQT310: {after('CRTMQMQ D2', 'RETURN at line 9', never)}",
        f"a:11:1: error MQT130: {_SUBR}",
        f"a:12:1: error MQT310: {_in_subroutine('CRTMQMQ S1', 'SUBR at line 11')}",
        f"a:13:1: error MQT310: {_in_subroutine('ENDSUBR', 'SUBR at line 11')}"]
    assert [line for line in result.stdout.splitlines() if not line.startswith("/*")] == [
        "PGM", "CRTMQMQ QNAME('A1') QTYPE(*LCL)", "CALLSUBR SUBR(S1)",
        "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]
    alone = run("convert", "--from", "cl", "--to", "cl", _files(tmp_path, a=program)[0])
    assert (alone.returncode, _codes(alone.stderr)) == (0, [])
    assert alone.stdout == program.replace("(A1)", "('A1')").replace("(D)", "('D')").replace("(E1)", "('E1')") \
        .replace("(E2)", "('E2')").replace("(D2)", "('D2')").replace("(S1) QTYPE", "('S1') QTYPE")


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


def test_a_cl_return_in_a_do_group_of_its_own_ends_the_program_whenever_it_runs(tmp_path: Path) -> None:
    """A DO no IF, ELSE, WHEN or MONMSG opens runs its group whenever the program gets to it (IBM's ENDDO page:
    "processed once, as a group"): the RETURN in it is an end, not one on a condition, and A2 never ran. The DO
    and its ENDDO are written, the group now empty of its end."""
    program = "PGM\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\nDO\nRETURN\nENDDO\nCRTMQMQ QNAME(A2) QTYPE(*LCL)\n"
    result = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, a=program, b=_B1))
    assert _said(result.stderr) == [
        "a:4:1: error MQT130: RETURN ends the script before other inputs' commands in this output, which would never "
        "run: it is not written",
        "a:6:1: error MQT310: CRTMQMQ A2 stands after the RETURN at line 4, which is not written as other inputs "
        "follow it in this output: it never ran, and written here it would run"]
    assert [line for line in result.stdout.splitlines() if not line.startswith("/*")] == [
        "PGM", "CRTMQMQ QNAME('A1') QTYPE(*LCL)", "DO", "ENDDO", "CRTMQMQ QNAME('B1') QTYPE(*LCL)"]


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


def test_a_cl_return_into_mqsc_is_no_end_between_inputs(tmp_path: Path) -> None:
    """MQSC has no RETURN: each input's commands are written and run, as each program ran them."""
    files = _files(tmp_path, a="PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nRETURN\nENDPGM\n", b="CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    result = run("convert", "--to", "mqsc", *files)
    assert result.returncode == 0 and "MQT130" not in result.stderr
    assert [line for line in result.stdout.splitlines() if not line.startswith("*")] == [
        "DEFINE QLOCAL('A')", "DEFINE QLOCAL('B')"]


@pytest.mark.parametrize(("first", "second", "refused", "live"), [
    # A program-level MONMSG after another input's commands would watch the last of them (C1)...
    ("CRTMQMQ QNAME(C1) QTYPE(*LCL)\n", "MONMSG MSGID(CPF0000) EXEC(GOTO CMDLBL(FAIL))\nCRTMQMQ QNAME(X) QTYPE(*LCL)\n"
     "FAIL: SNDPGMMSG MSG(done)\n", "b:1:1 MQT130", "CRTMQMQ QNAME('X') QTYPE(*LCL)"),
    # ... and one before them would watch theirs too.
    ("PGM\nMONMSG MSGID(CPF0000)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", "CRTMQMQ QNAME(C1) QTYPE(*LCL)\n", "a:2:1 MQT130",
     "CRTMQMQ QNAME('C1') QTYPE(*LCL)"),
    # A declaration after another input's commands: IBM i takes none after the program's first command.
    ("CRTMQMQ QNAME(A) QTYPE(*LCL)\n", "DCL VAR(&Q) TYPE(*CHAR) LEN(10) VALUE('QZ')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
     "b:1:1 MQT130", "CRTMQMQ QNAME('QZ') QTYPE(*LCL)"),
])
def test_a_cl_statement_for_the_whole_program_joined_with_other_inputs_is_not_written(
        tmp_path: Path, first: str, second: str, refused: str, live: str) -> None:
    result = run("convert", "--from", "cl", "--to", "cl", *_files(tmp_path, a=first, b=second))
    assert result.returncode == 1 and refused in _codes(result.stderr)
    written = [line for line in result.stdout.splitlines() if not line.startswith("/*")]
    assert not any(line.startswith(("MONMSG", "DCL")) for line in written) and live in written


@pytest.mark.parametrize("monitor", ["MONMSG MSGID(CPF0000) EXEC(RETURN)", "MONMSG CPF0000 *N (SNDPGMMSG MSG(X) "
                                     "MSGTYPE(*ESCAPE))"])
def test_a_program_level_monmsg_ending_the_program_is_written_joined_as_a_failure_ends_it_anyway(
        tmp_path: Path, monitor: str) -> None:
    result = run("convert", "--from", "cl", "--to", "cl", *_files(
        tmp_path, a="CRTMQMQ QNAME(A) QTYPE(*LCL)\n", b=f"{monitor}\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n"))
    assert (result.returncode, _codes(result.stderr)) == (0, []) and monitor in result.stdout.splitlines()


def test_a_program_level_monmsg_of_a_single_input_is_written(tmp_path: Path) -> None:
    result = run("convert", "--from", "cl", "--to", "cl", *_files(
        tmp_path, a="PGM\nDCL &Q *CHAR 4\nMONMSG MSGID(CPF0000)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", b="/* notes */\n"))
    assert result.returncode == 0 and "MONMSG MSGID(CPF0000)" in result.stdout.splitlines()


def test_an_end_after_an_end_is_said_to_stand_after_the_first_which_later_commands_are_said_to_follow(
        tmp_path: Path) -> None:
    """QUIT after END never ran: it was said to end the script itself, and the commands after it to stand after the
    QUIT rather than the END where runmqsc stopped."""
    files = _files(tmp_path, **{"a.mqsc": "DEFINE QLOCAL(A)\nEND\nQUIT\nDEFINE QLOCAL(B)\n", "b.mqsc": "DEFINE QLOCAL(C)\n"})
    result = run("convert", "--to", "mqsc", *files)
    said = [line.split(": ", 2)[2] for line in result.stderr.splitlines() if ": error MQT" in line]
    assert said[1].startswith("QUIT stands after the END at line 2, where the script ends") and \
        said[2].startswith("DEFINE QLOCAL B stands after the END at line 2")
    assert result.stdout == "DEFINE QLOCAL('A')\n* not translated (END has errors):\n* END\n" \
        "* not translated (QUIT has errors):\n* QUIT\n* not translated (DEFINE QLOCAL has errors):\n" \
        "* DEFINE QLOCAL(B)\nDEFINE QLOCAL('C')\n"
