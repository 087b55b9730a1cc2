"""Each text reader refuses another dialect's commands (MQT115, naming the dialect), the CL reader TPF's too."""

from __future__ import annotations

import pytest

from tests.test_cli import run
from translator import translate

_TPF_IN_CL = "CRTMQMQ QNAME(A) QTYPE(*LCL)\nZMQSC DEF QL-B MAXDEPTH-5\nzmqsc del ql-c\nZMQID DISP CH-*\n"


def _errors(script: str, source: str) -> list[tuple[str, int, str]]:
    return [(d.code, d.span.line, d.message) for d in translate(script, source, source).diagnostics
            if d.severity == "error"]


@pytest.mark.parametrize("target", ["cl", "mqsc", "tpf"])
def test_a_tpf_command_in_cl_source_is_refused(target: str) -> None:
    """ZMQSC (and ZMQID) were read as unknown CL commands: into CL written as live commands, rc 0."""
    result = translate(_TPF_IN_CL, "cl", target)
    assert [(d.code, d.span.line, d.message) for d in result.diagnostics if d.code == "MQT115"] == [
        ("MQT115", 2, "ZMQSC is a TPF command, not IBM i CL"), ("MQT115", 3, "ZMQSC is a TPF command, not IBM i CL"),
        ("MQT115", 4, "ZMQID is a TPF command, not IBM i CL")]
    assert not result.ok
    assert [line for line in str(result.output).splitlines() if any(name in line.upper() for name in
            ("QL-B", "QL-C", "CH-*")) and not line.startswith(("*", "/*"))] == []


def test_the_cli_exits_with_an_error_for_a_tpf_command_in_cl(tmp_path) -> None:
    script = tmp_path / "z.cl"
    script.write_text("CRTMQMQ QNAME(A) QTYPE(*LCL)\nZMQSC DEF QL-B MAXDEPTH-5\nZMQSC DEL QL-C\n")
    result = run("convert", "--to", "cl", str(script))
    assert result.returncode != 0
    assert "z.cl:2:1: error MQT115: ZMQSC is a TPF command, not IBM i CL" in result.stderr
    assert "expected: a CL command such as CRTMQMQ, or --from tpf" in result.stderr
    assert "\nZMQSC DEF" not in "\n" + result.stdout


def test_a_qualified_zmqsc_is_an_ibm_i_command() -> None:
    """TPF has no libraries: QGPL/ZMQSC is a user's CL command, passed through as any other (MQT401)."""
    result = translate("DLTMQMQ QNAME(A)\nQGPL/ZMQSC DEF QL-B\n", "cl", "cl")
    assert [d.code for d in result.diagnostics] == [] and result.output == "DLTMQMQ QNAME('A')\nQGPL/ZMQSC DEF QL-B\n"


@pytest.mark.parametrize(("statement", "column", "message"), [
    ("IF COND(&A *EQ 1) THEN(ZMQSC DEF QL-B)", 24, "ZMQSC is a TPF command, not IBM i CL, which the IF runs"),
    ("MONMSG CPF0000 EXEC(ZMQSC DEL QL-B)", 21, "ZMQSC is a TPF command, not IBM i CL, which the MONMSG runs"),
    ("SBMJOB CMD(ZMQSC DEL QL-B)", 12, "ZMQSC is a TPF command, not IBM i CL, which the SBMJOB runs"),
    ("CALL QCMDEXC PARM('ZMQSC DEF QL-B' 14)", 20, "ZMQSC is a TPF command, not IBM i CL, which the CALL runs"),
    # An MQSC command a statement runs was read by its verb alone (no object): passed through without a word.
    ("IF COND(&A *EQ 1) THEN(DEFINE QLOCAL(B))", 24, "DEFINE is an MQSC command, not IBM i CL, which the IF runs"),
    ("MONMSG CPF0000 EXEC(DELETE QLOCAL(B))", 21,
     "DELETE is an MQSC command, not IBM i CL, which the MONMSG runs"),
    ("CALL QCMDEXC PARM('DEFINE QLOCAL(B)' 16)", 20,
     "DEFINE is an MQSC command, not IBM i CL, which the CALL runs"),
])
def test_another_dialects_command_a_statement_runs_is_refused(statement: str, column: int, message: str) -> None:
    result = translate(f"PGM PARM(&A)\nDCL &A *DEC 1\n{statement}\nENDPGM\n", "cl", "cl")
    found = [(d.code, d.span.line, d.span.column, d.message) for d in result.diagnostics if d.severity == "error"]
    assert found == [("MQT115", 3, column, message)]
    assert statement not in str(result.output).splitlines()  # written only as a comment


@pytest.mark.parametrize(("script", "source", "message"), [
    ("DEFINE QLOCAL(A)\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n", "mqsc", "CRTMQMQ is an IBM i CL command, not MQSC"),
    ("DEFINE QLOCAL(A)\nZMQSC DEF QL-C\n", "mqsc", "ZMQSC is a TPF command, not MQSC"),
    ("DEFINE QLOCAL(A)\n" '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "X"}}\n', "mqsc",
     "not an MQSC command"),
    ("DEFINE QLOCAL(A)\n" '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "Y"}\n',
     "mqsc", "not an MQSC command"),
    ("ZMQSC DEF QL-A\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n", "tpf", "CRTMQMQ is not a TPF command"),
    ("ZMQSC DEF QL-A\nDEFINE QLOCAL(C)\n", "tpf", "DEFINE is not a TPF command"),
    ("ZMQSC DEF QL-A\n" '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "X"}}\n', "tpf",
     "not a TPF command"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL)\n" '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "X"}}\n', "cl",
     '{"command": "MQCMD_DELET is not a CL command name'),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL)\n"
     '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "Y"}\n', "cl",
     '{"type": "runCommandJSON is not a CL command name'),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL)\nDEFINE QLOCAL(C)\n", "cl", "DEFINE is an MQSC command, not IBM i CL"),
])
def test_the_other_readers_refuse_a_foreign_command(script: str, source: str, message: str) -> None:
    """The reverse holds already: the MQSC and TPF readers refuse CL commands, and every text reader a JSON line."""
    assert _errors(script, source) == [("MQT115", 2, message)]


@pytest.mark.parametrize(("value", "message"), [
    ("DEFINE QLOCAL(X)", "DEFINE is an MQSC command, not IBM i CL, which the CALL runs"),
    ("ZMQSC DEF QL-X", "ZMQSC is a TPF command, not IBM i CL, which the CALL runs"),
])
def test_another_dialects_command_a_variable_holds_for_qcmdexc_is_refused(value: str, message: str) -> None:
    """A command string QCMDEXC runs from a variable was read by its name alone: the MQSC one passed unsaid."""
    result = translate(f"PGM\nDCL &CMD *CHAR 100 VALUE('{value}')\nCALL QCMDEXC PARM(&CMD 100)\nENDPGM\n", "cl", "cl")
    assert [(d.code, d.span.line, d.message) for d in result.diagnostics if d.severity == "error"] == [
        ("MQT115", 3, message)]
