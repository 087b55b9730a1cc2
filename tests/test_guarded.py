"""Behaviour that a mutation audit found no test guarding: each test here failed with one small change to the code
that would have changed a translation, a count or a status (the change named in each docstring)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from translator import translate
from translator.command_line import main


def test_a_dash_fold_never_starts_a_line_with_a_comment_star() -> None:
    """layout._dash_fold: a line of a folded string starting with '*' reads as a comment to runmqsc."""
    text = "DEFINE QLOCAL('Q') DESCR('" + " a" * 29 + "  * b')\n"
    result = translate(text, "mqsc", "mqsc")
    assert result.output == ("DEFINE QLOCAL('Q') +\n    DESCR(' a a a a a a a a a a a a a a a a a a a a a a a a a a a a a -\n"
                             " * b')\n")
    assert translate(result.output, "mqsc", "cl", width=0).diagnostics == []


def test_a_namelist_of_more_names_than_a_queue_manager_takes_fails() -> None:
    """validate: at most 256 names (max_items), not one more."""
    names = ", ".join(f"N{i}" for i in range(257))
    result = translate(f"DEFINE NAMELIST(NL) NAMES({names})\n", "mqsc", "cl")
    assert [(d.code, d.message, d.expected) for d in result.diagnostics] == [
        ("MQT203", "257 names given", "at most 256 names")]
    assert [r.status for r in result.records] == ["failed"]
    assert translate(f"DEFINE NAMELIST(NL) NAMES({names.rsplit(', ', 1)[0]})\n", "mqsc", "cl").ok


def test_the_report_counts_as_not_expressible_only_commands_failed_for_that_alone(tmp_path: Path) -> None:
    """report: a command that also has another error (MQT106) did not fail only because the target lacks a word."""
    (tmp_path / "r1.clle").write_text("CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(&D) TEXT('x')\n"
                                      "CRTMQMQ QNAME(B) QTYPE(*LCL) TEXT('y')\n")
    CliRunner().invoke(main, ["convert", "--to", "tpf", "--report", str(tmp_path / "r.json"), str(tmp_path / "r1.clle")])
    assert json.loads((tmp_path / "r.json").read_text())["commands"] == {
        "in": 2, "translated": 0, "passed-through": 0, "skipped": 0, "failed": 2, "not-expressible": 1}


def test_a_monmsg_opening_a_subroutine_watches_the_subroutine_not_the_program() -> None:
    """cl_flow.read_ahead: a subroutine's first MONMSG is no program-level one; its RETURN may end the program."""
    program = ("PGM\nCALLSUBR SUBR(CHK)\nCRTMQMQ QNAME(X) QTYPE(*LCL)\nSUBR SUBR(CHK)\n"
               "MONMSG MSGID(CPF0000) EXEC(RETURN)\nENDSUBR\nENDPGM\n")
    result = translate(program, "cl", "mqsc")
    found = [(d.code, d.span.line, d.span.column) for d in result.diagnostics if d.code == "MQT310"]
    assert found == [("MQT310", 3, 1)] and "DEFINE" not in str(result.output).replace("* ", "#")


def test_one_positional_value_too_many_is_a_located_error_not_a_failure_of_the_file() -> None:
    """cl_parameters.given_parameters: the count of positional slots (an IndexError would make the file MQT112)."""
    result = translate("DLTMQMQ A QM1 X\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n", "cl", "mqsc")
    (error,) = [d for d in result.diagnostics if d.severity.value == "error"]
    assert (error.code, error.span.column, error.message) == ("MQT102", 15, "too many positional values at X")
    assert "DEFINE QLOCAL('B')" in str(result.output)


def test_a_positional_monmsg_runs_its_third_value() -> None:
    """cl_command_strings.RUNS: MONMSG's EXEC is its third positional value."""
    program = ("PGM\nCHGMQMQ QNAME(A) QTYPE(*LCL) PUTENBL(*NO)\nMONMSG CPF0000 *N (RETURN)\n"
               "CRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n")
    result = translate(program, "cl", "mqsc")
    assert [(d.code, d.span.line) for d in result.diagnostics if d.code == "MQT310"] == [("MQT310", 4)]
    assert [line for line in str(result.output).splitlines() if not line.startswith("*")] == [
        "ALTER QLOCAL('A') PUT(DISABLED)"]


def test_otherwise_runs_the_command_it_names_on_a_condition() -> None:
    """cl_flow: OTHERWISE, as ELSE, names the command it runs as its first positional value."""
    program = ("PGM\nSELECT\nWHEN COND(&A *EQ '1') THEN(CHGVAR &X 1)\n"
               "OTHERWISE IF COND(&B *EQ '1') THEN(CRTMQMQ QNAME(X) QTYPE(*LCL))\nENDSELECT\nENDPGM\n")
    result = translate(program, "cl", "mqsc")
    found = [(d.code, d.span.line, d.message) for d in result.diagnostics if d.code == "MQT310"]
    assert found == [("MQT310", 4, "OTHERWISE runs CRTMQMQ only on a condition, which the target cannot express: "
                                   "the CRTMQMQ is not translated")]
    assert not result.ok


def test_an_explicit_copy_keeps_the_source_queues_values() -> None:
    """cl_vocabulary: --explicit writes *SAME for what a copy leaves out (the source queue's value), never
    *SYSDFTQ (the system default's)."""
    output = str(translate("DEFINE QLOCAL(B) LIKE(A)\n", "mqsc", "cl", explicit=True, width=0).output)
    assert output.startswith("CPYMQMQ FROMQ('A') TOQ('B') QTYPE(*LCL) TEXT(*SAME) PUTENBL(*SAME) DFTPTY(*SAME)")
    assert "*SYSDFTQ" not in output
