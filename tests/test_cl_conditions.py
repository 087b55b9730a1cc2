"""CL commands that run only on a condition: another dialect runs every command, so each is MQT310 (an error by
default, under the policy) and never silently made unconditional; CL -> CL keeps the program as it is."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.helpers import said_once
from translator import translate
from translator.model import Command, Passthrough
from translator.model.serialise import from_json, to_json
from translator.translation import parse

# Each opener with the end of its group: every MQ command inside runs only on a condition.
CONDITIONAL_GROUPS = [
    # A group a statement nested in another opens: ELSE IF, IF ... THEN(IF ...), ELSE CMD(IF ...).
    ("IF COND(&A) THEN(CHGVAR &Z 1)\nELSE IF COND(&B) THEN(DO)", "ENDDO"),
    ("IF COND(&A) THEN(IF COND(&B) THEN(DO))", "ENDDO"),
    ("IF COND(&A) THEN(CHGVAR &Z 1)\nELSE CMD(IF COND(&B) THEN(DO))", "ENDDO"),
    ("IF COND(&A) THEN(IF COND(&B) THEN(GOTO SKIP))", "SKIP:"),
    ("IF COND(&X *EQ 'Y') THEN(DO)", "ENDDO"),
    ("IF (&X *EQ 'Y') DO", "ENDDO"),
    ("IF (&X *EQ 'Y') (DO)", "ENDDO"),
    ("ELSE DO", "ENDDO"),
    ("ELSE CMD(DO)", "ENDDO"),
    ("MONMSG MSGID(CPF9801) EXEC(DO)", "ENDDO"),
    ("DOWHILE COND(&N *LT 3)", "ENDDO"),
    ("DOUNTIL COND(&N *GE 3)", "ENDDO"),
    ("DOFOR VAR(&N) FROM(1) TO(3)", "ENDDO"),
    ("SUBR SUBR(MAKE)", "ENDSUBR"),
    ("SELECT\nWHEN COND(&X *EQ 'Y') THEN(DO)", "ENDDO\nENDSELECT"),
    ("SELECT\nOTHERWISE CMD(DO)", "ENDDO\nENDSELECT"),
    # A GOTO before it to a label after it: it may be jumped over (or always is, by a GOTO of its own).
    ("IF COND(&FOUND) THEN(GOTO SKIP)", "SKIP:"),
    ("CHKOBJ OBJ(QGPL/X) OBJTYPE(*FILE)\nMONMSG MSGID(CPF9801) EXEC(GOTO CMDLBL(SKIP))", "SKIP:"),
    ("GOTO CMDLBL(SKIP)", "skip:"),
    # What INCLUDE brings in may hold commands: a MONMSG after it watches the last of them, not the whole program.
    ("INCLUDE SRCMBR(COMMON)\nMONMSG MSGID(CPF0000) EXEC(GOTO SKIP)", "SKIP:"),
    # A command given by position, unparenthesised, runs to the statement's end ("IF (&A=&B) GOTO LABEL", IBM's).
    ("IF (&FOUND) GOTO SKIP", "SKIP:"),
    ("IF (&FOUND) GOTO CMDLBL(SKIP)", "SKIP:"),
    ("CHKOBJ OBJ(QGPL/X) OBJTYPE(*FILE)\nMONMSG CPF9801 *N GOTO SKIP", "SKIP:"),
    ("IF COND(&FOUND) THEN(DO)\nGOTO SKIP\nENDDO", "SKIP:"),
    # Values nested deeper than the grammar reads: the statement is read from its text.
    ("IF COND((&A *EQ %SST(&B 1 2)) *AND (&C *EQ 1)) THEN(DO)", "ENDDO"),
    ("IF ((&A *EQ %SST(&B 1 2)) *OR (&C *EQ 1)) DO", "ENDDO"),
]
INSIDE = "CRTMQMQ QNAME(INSIDE.Q) QTYPE(*LCL)"
AFTER = "CRTMQMQ QNAME(AFTER.Q) QTYPE(*LCL)"


def _program(opener: str, end: str) -> str:
    return f"PGM\n{opener}\n  {INSIDE}\n{end}\n{AFTER}\nENDPGM\n"


def _codes(translation: object) -> list[str]:
    return [d.code for d in translation.diagnostics]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("opener", "end"), CONDITIONAL_GROUPS)
def test_a_command_in_a_conditional_group_is_an_error_and_not_written(opener: str, end: str) -> None:
    translation = translate(_program(opener, end), "cl", "mqsc")
    output = str(translation.output)
    assert "DEFINE QLOCAL('INSIDE.Q')" not in output
    assert "DEFINE QLOCAL('AFTER.Q')" in output  # the group ends: the command after it runs every time
    assert _codes(translation).count("MQT310") == 1
    inside = next(r for r in translation.records if r.name == "INSIDE.Q")
    assert inside.status == "failed"
    assert next(r for r in translation.records if r.name == "AFTER.Q").status == "translated"


@pytest.mark.parametrize("target", ["mqsc", "pcf", "pcf-bin", "rest", "tpf"])
def test_every_other_target_refuses_it_too(target: str) -> None:
    translation = translate(_program("IF COND(&X *EQ 'Y') THEN(DO)", "ENDDO"), "cl", target)
    assert "MQT310" in _codes(translation)
    assert [r.status for r in translation.records if r.name.endswith(".Q")] == ["failed", "translated"]


def test_under_warn_it_is_written_with_a_warning_and_under_ignore_without() -> None:
    program = _program("IF COND(&X *EQ 'Y') THEN(DO)", "ENDDO")
    warned = translate(program, "cl", "mqsc", on_unsupported="warn")
    assert "DEFINE QLOCAL('INSIDE.Q')" in str(warned.output) and warned.ok
    assert [d.severity.value for d in warned.diagnostics if d.code == "MQT310"] == ["warning"]
    ignored = translate(program, "cl", "mqsc", on_unsupported="ignore")
    assert "DEFINE QLOCAL('INSIDE.Q')" in str(ignored.output) and ignored.ok
    assert [d.severity.value for d in ignored.diagnostics if d.code == "MQT310"] == ["ignored"]  # not printed


def test_cl_to_cl_keeps_the_program_as_it_is() -> None:
    translation = translate(_program("MONMSG MSGID(CPF9801) EXEC(DO)", "ENDDO"), "cl", "cl")
    assert translation.ok and "MQT310" not in _codes(translation)
    assert "CRTMQMQ QNAME('INSIDE.Q') QTYPE(*LCL)" in str(translation.output)


def test_a_plain_do_group_runs_as_the_commands_around_it_do() -> None:
    translation = translate(_program("DO", "ENDDO"), "cl", "mqsc")
    assert translation.ok and "DEFINE QLOCAL('INSIDE.Q')" in str(translation.output)


def test_a_plain_do_group_inside_a_condition_is_conditional() -> None:
    program = f"PGM\nIF COND(&X) THEN(DO)\nDO\n{INSIDE}\nENDDO\n{AFTER}\nENDDO\nCRTMQMQ QNAME(LAST.Q) QTYPE(*LCL)\n"
    translation = translate(program, "cl", "mqsc")
    assert _codes(translation).count("MQT310") == 2  # INSIDE and AFTER: the IF's group is still open
    assert "DEFINE QLOCAL('LAST.Q')" in str(translation.output)


@pytest.mark.parametrize("statement", [
    f"IF COND(&X *EQ 'Y') THEN({INSIDE})",
    f"IF COND(&X *EQ 'THEN(DO)') THEN({INSIDE})",
    f"ELSE CMD({INSIDE})",
    f"ELSE {INSIDE.replace('CRTMQMQ QNAME(INSIDE.Q) QTYPE(*LCL)', '(CRTMQMQ QNAME(INSIDE.Q) QTYPE(*LCL))')}",
    f"MONMSG MSGID(CPF9801) EXEC({INSIDE})",
    f"IF COND((&A *EQ %SST(&B 1 2)) *AND (&C *EQ 1)) THEN({INSIDE})",
    # Run by another job, now or when it is due, or from a string: not as a command of the script either.
    f"SBMJOB CMD({INSIDE}) JOB(MKQ)",
    f"QSYS/SBMJOB ({INSIDE}) MKQ",
    f"ADDJOBSCDE JOB(NIGHT) CMD({INSIDE}) FRQ(*WEEKLY)",
    "CALL PGM(QCMDEXC) PARM('" + INSIDE.replace("INSIDE.Q", "''INSIDE.Q''") + "' 40)",
    f"CALL QSYS/QCMDEXC ('{INSIDE}' 40)",
    # A statement naming one that runs the command: followed inside.
    f"IF COND(&X) THEN(CALL PGM(QCMDEXC) PARM('{INSIDE}' 40))",
    f"SBMJOB CMD(CALL PGM(QCMDEXC) PARM('{INSIDE}' 40))",
    f"SBMJOB RQSDTA('{INSIDE}')",
    f"IF COND(&X) THEN(SBMJOB CMD({INSIDE}))",
    f"ELSE IF COND(&B) THEN({INSIDE})",
])
def test_an_mq_command_a_statement_runs_on_a_condition_is_named_and_not_translated(statement: str) -> None:
    translation = translate(f"PGM\n{statement}\n{AFTER}\n", "cl", "mqsc")
    found = [d for d in translation.diagnostics if d.code == "MQT310"]
    assert len(found) == 1 and "CRTMQMQ" in found[0].message and found[0].span.line == 2
    assert "INSIDE.Q')" not in str(translation.output).replace("* ", "#")  # only in the note, never live
    assert "DEFINE QLOCAL('AFTER.Q')" in str(translation.output)  # the statement opened no group
    assert [r.status for r in translation.records][1:] == ["failed", "translated"]


@pytest.mark.parametrize("statement", [
    "IF COND(&ENV *NE 'PROD') THEN(RETURN)",
    "CHKOBJ OBJ(QGPL/X) OBJTYPE(*FILE)\nMONMSG MSGID(CPF9801) EXEC(RETURN)",
    "IF COND(&X) THEN(DO)\nRETURN\nENDDO",
    "IF COND(&X) THEN(TFRCTL PGM(OTHER))",
    "IF COND(&X) THEN(ENDPGM)",
    "IF COND(&X) THEN(GOTO MAIN)\nRETURN\nMAIN:",  # after a RETURN, only a jump reaches what follows
    "RETURN",
    # Nested statements are followed inside; an escape message to the caller ends the program too.
    "IF COND(&A) THEN(IF COND(&B) THEN(RETURN))",
    "IF COND(&A) THEN(CHGVAR &Z 1)\nELSE IF COND(&B) THEN(RETURN)",
    "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG CPF9801 EXEC(IF COND(&B) THEN(RETURN))",
    "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG MSGID(CPF9801) EXEC(SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGTYPE(*ESCAPE))",
    "IF COND(&X) THEN(SNDPGMMSG MSG('no') MSGTYPE(*ESCAPE))",
    "IF COND(&X) THEN(DO)\nSNDPGMMSG MSG('no') MSGTYPE(*ESCAPE)\nENDDO",
    "IF COND(&X) THEN(SNDPGMMSG MSG('no') MSGTYPE(&TYPE))",  # a type held in a variable may be *ESCAPE
    "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG CPF9801 EXEC(CALL PGM(QMHSNDPM) PARM('CPF9898' 'QCPFMSG   *LIBL' 'no' 2 "
    "'*ESCAPE' '*' 1 &KEY &ERR))",  # the message API, an escape message to the caller
    "ENDPGM",  # a command after the program's end never runs
    # An escape message resent to the caller, and the end of the program's own job.
    "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG MSGID(CPF9801) EXEC(RSNESCMSG)",
    "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG CPF9801 EXEC(CALL PGM(QMHRSNEM) PARM(' ' &ERR))",
    "IF COND(&X) THEN(ENDJOB JOB(*) OPTION(*IMMED))",
    "IF COND(&X) THEN(ENDJOB JOB(&JOB))",
])
def test_every_command_after_a_statement_that_may_end_the_program_is_conditional(statement: str) -> None:
    translation = translate(f"PGM\n{statement}\n{INSIDE}\nDO\n{AFTER}\nENDDO\nENDPGM\n", "cl", "mqsc")
    assert _codes(translation).count("MQT310") == 2
    assert "QLOCAL" not in str(translation.output).replace("* ", "#")
    assert {r.name: r.status for r in translation.records if r.name.endswith(".Q")} == {
        "INSIDE.Q": "failed", "AFTER.Q": "failed"}


# Subroutines follow the main code: a RETURN in one (RTNSUBR returns from it) ends the program after its CALLSUBR.
@pytest.mark.parametrize(("call", "subroutines"), [
    ("CALLSUBR SUBR(CHECK)", "SUBR SUBR(CHECK)\n  IF COND(&FOUND) THEN(RETURN)\nENDSUBR"),
    ("CALLSUBR CHECK", "SUBR CHECK\n  RETURN\nENDSUBR"),
    ("IF COND(&X) THEN(CALLSUBR CHECK)", "SUBR CHECK\n  SNDPGMMSG MSG('no') MSGTYPE(*ESCAPE)\nENDSUBR"),
    ("CALLSUBR OUTER", "SUBR OUTER\n  CALLSUBR INNER\nENDSUBR\nSUBR INNER\n  DO\n  RETURN\n  ENDDO\nENDSUBR"),
])
def test_every_command_after_calling_a_subroutine_that_may_end_the_program_is_conditional(
        call: str, subroutines: str) -> None:
    translation = translate(f"PGM\n{call}\n{INSIDE}\n{AFTER}\n{subroutines}\nENDPGM\n", "cl", "mqsc")
    assert _codes(translation).count("MQT310") == 2
    assert all("whose subroutine" in d.message for d in translation.diagnostics if d.code == "MQT310")
    assert "QLOCAL" not in str(translation.output).replace("* ", "#")


@pytest.mark.parametrize("body", ["RTNSUBR", "CHGVAR &A 1", "CALLSUBR OTHER"])
def test_a_subroutine_that_returns_to_its_caller_leaves_the_commands_after_its_call_alone(body: str) -> None:
    program = f"PGM\nCALLSUBR CHECK\n{INSIDE}\n{AFTER}\nSUBR CHECK\n  {body}\nENDSUBR\nSUBR OTHER\nENDSUBR\nENDPGM\n"
    translation = translate(program, "cl", "mqsc")
    assert translation.ok and "MQT310" not in _codes(translation)


def test_a_program_level_monmsg_ending_the_program_is_error_handling() -> None:
    program = f"PGM\nMONMSG MSGID(CPF0000) EXEC(RETURN)\n{INSIDE}\n{AFTER}\nENDPGM\n"
    translation = translate(program, "cl", "mqsc")
    assert translation.ok and "MQT310" not in _codes(translation)


@pytest.mark.parametrize("assigned", ["CHGVAR VAR(&CMD) VALUE('DLTMQMQ QNAME(Z)')", "CHGVAR &cmd 'DLTMQMQ QNAME(Z)'",
                                      "DCL VAR(&CMD) TYPE(*CHAR) LEN(200) VALUE('DLTMQMQ QNAME(Z)')",
                                      "DCL &CMD *CHAR 200 'DLTMQMQ QNAME(Z)'",  # VALUE, positional
                                      "CHGVAR &CMD ('DLTMQMQ QNAME(Z)')",
                                      "IF COND(*NOT &FOUND) THEN(CHGVAR VAR(&CMD) VALUE('DLTMQMQ QNAME(Z)'))",
                                      "CHKOBJ OBJ(X) OBJTYPE(*LIB)\nMONMSG CPF9801 EXEC(CHGVAR &CMD 'DLTMQMQ QNAME(Z)')"])
def test_qcmdexc_running_a_variable_is_read_from_the_strings_the_program_gives_it(assigned: str) -> None:
    program = f"PGM\n{assigned}\nCALL PGM(QCMDEXC) PARM(&CMD 200)\n{AFTER}\nENDPGM\n"
    translation = translate(program, "cl", "mqsc")
    found = [d for d in translation.diagnostics if d.code == "MQT310"]
    assert [(d.span.line, "DLTMQMQ" in d.message) for d in found] == [(assigned.count("\n") + 3, True)]
    assert "DEFINE QLOCAL('AFTER.Q')" in str(translation.output)


def test_a_statement_running_another_command_on_a_condition_is_only_out_of_scope() -> None:
    translation = translate("PGM\nMONMSG MSGID(CPF0000) EXEC(CHGVAR VAR(&X) VALUE(1))\n" + AFTER + "\n", "cl", "mqsc")
    assert "MQT310" not in _codes(translation) and translation.ok


def test_a_program_level_monmsg_is_error_handling_not_a_condition() -> None:
    program = (f"PGM PARM(&Q)\nDCL VAR(&Q) TYPE(*CHAR) LEN(48)\nMONMSG MSGID(CPF0000) EXEC(GOTO ERROR)\n{INSIDE}\n"
               f"CHKOBJ OBJ(QGPL/X) OBJTYPE(*FILE)\nMONMSG MSGID(CPF9801) EXEC(GOTO ERROR)\n{AFTER}\n"
               "RETURN\nERROR: SNDPGMMSG MSG('failed')\nENDPGM\n")
    statuses = {r.name: r.status for r in translate(program, "cl", "mqsc").records if r.name.endswith(".Q")}
    assert statuses == {"INSIDE.Q": "translated", "AFTER.Q": "failed"}  # the second MONMSG watches CHKOBJ


def test_every_goto_that_can_jump_over_a_command_is_followed_to_its_label() -> None:
    program = (f"PGM\nIF COND(&A) THEN(GOTO ONE)\nIF COND(&B) THEN(GOTO TWO)\n{INSIDE}\nONE: "
               f"CRTMQMQ QNAME(BETWEEN.Q) QTYPE(*LCL)\nTWO:\n{AFTER}\n")
    statuses = {r.name: r.status for r in translate(program, "cl", "mqsc").records if r.name}
    assert statuses == {"INSIDE.Q": "failed", "BETWEEN.Q": "failed", "AFTER.Q": "translated"}


def test_a_goto_back_over_mq_commands_is_a_loop_the_target_cannot_express() -> None:
    program = f"PGM\nLOOP: {INSIDE}\nIF COND(&MORE) THEN(GOTO LOOP)\n{AFTER}\n"
    translation = translate(program, "cl", "mqsc")
    found = [d for d in translation.diagnostics if d.code == "MQT310"]
    assert [(d.span.line, "LOOP at line 2" in d.message) for d in found] == [(3, True)]
    assert str(translation.output).count("DEFINE QLOCAL") == 2  # written once, as read: the GOTO's record fails
    assert [r.status for r in translation.records] == ["skipped", "translated", "failed", "translated"]
    script = parse(program, "cl").script
    assert [item.repeats for item in script.items if isinstance(item, Passthrough)] == ["", "LOOP at line 2"]
    assert from_json(to_json(script)) == script


def test_a_goto_back_over_no_mq_command_is_only_out_of_scope() -> None:
    program = f"PGM\n{INSIDE}\nLOOP: RCVF\nMONMSG CPF0864 EXEC(GOTO END)\nGOTO LOOP\nEND: {AFTER}\n"
    translation = translate(program, "cl", "mqsc")
    assert translation.ok and "MQT310" not in _codes(translation)


def test_the_model_says_what_a_command_runs_under_and_serialises_it() -> None:
    program = "PGM\nMONMSG MSGID(CPF9801) EXEC(DO)\n" + INSIDE + "\nENDDO\nIF COND(&X) THEN(" + AFTER + ")\n"
    script = parse(program, "cl").script
    command = next(item for item in script.items if isinstance(item, Command))
    statement = [item for item in script.items if isinstance(item, Passthrough)][-1]
    assert command.condition == "MONMSG at line 2" and statement.runs == "CRTMQMQ"
    assert from_json(to_json(script)) == script


# Programs of nested groups, each a conditional or a plain one, around uniquely named MQ commands.
_OPENERS = {"IF": ("IF COND(&X) THEN(DO)", "ENDDO"), "LOOP": ("DOWHILE COND(&X)", "ENDDO"),
            "SUBR": ("SUBR SUBR(S)", "ENDSUBR"), "DO": ("DO", "ENDDO"),
            "GOTO": ("IF COND(&X) THEN(GOTO {label})", "{label}:"),
            "BACK": ("{label}:", "IF COND(&X) THEN(GOTO {label})")}  # a loop: its commands are written once
# EXIT: a statement that may end the program, after which every command is conditional.
_blocks = st.recursive(st.just([]), lambda inner: st.lists(
    st.one_of(st.just("CMD"), st.just("EXIT"), st.tuples(st.sampled_from(sorted(_OPENERS)), inner)), max_size=4),
    max_leaves=12)


def _render(block: list, conditional: bool, lines: list[str], expected: dict[str, bool]) -> None:
    for statement in block:
        if statement == "CMD":
            name = f"Q{len(expected)}"
            expected[name] = conditional or "IF COND(&X) THEN(RETURN)" in lines
            lines.append(f"CRTMQMQ QNAME({name}) QTYPE(*LCL)")
        elif statement == "EXIT":
            lines.append("IF COND(&X) THEN(RETURN)")
        else:
            label = f"L{len(lines)}"
            opener, end = (text.format(label=label) for text in _OPENERS[statement[0]])
            lines.append(opener)
            _render(statement[1], conditional or statement[0] not in ("DO", "BACK"), lines, expected)
            lines.append(end)


@settings(max_examples=60, deadline=None)
@given(_blocks)
@example([("GOTO", [("GOTO", [])]), "CMD"])  # two labels in a row: the first, not written (MQT118), still lands
def test_a_command_is_refused_exactly_when_a_group_around_it_is_conditional_or_the_program_may_have_ended(
        block: list) -> None:
    lines: list[str] = ["PGM"]
    expected: dict[str, bool] = {}
    _render(block, False, lines, expected)
    translation = translate("\n".join(lines) + "\nENDPGM\n", "cl", "mqsc")
    statuses = {r.name: r.status for r in translation.records if r.name in expected}
    assert statuses == {name: "failed" if conditional else "translated" for name, conditional in expected.items()}
    output = str(translation.output)
    for name, conditional in expected.items():
        assert (f"\nDEFINE QLOCAL('{name}')" in "\n" + output) is not conditional


@pytest.mark.parametrize(("program", "ends"), [
    # A message type held in a variable ends the program only if it may be *ESCAPE: given by the caller, or by
    # the program somewhere.
    ("DCL &T *CHAR 10 VALUE('*INFO')\nSNDPGMMSG MSG('x') MSGTYPE(&T)", False),
    ("DCL &T *CHAR 10 VALUE('*STATUS')\nCHGVAR &T '*COMP'\nSNDPGMMSG MSG('x') MSGTYPE(&T)", False),
    ("DCL &T *CHAR 10 VALUE('*INFO')\nCHGVAR &T '*ESCAPE'\nSNDPGMMSG MSG('x') MSGTYPE(&T)", True),
    ("DCL &U *CHAR 10\nSNDPGMMSG MSG('x') MSGTYPE(&U)", True),  # no value known
    ("CALL PGM(QMHSNDPM) PARM('CPF9898' 'QCPFMSG   *LIBL' 'x' 1 '*ESCAPE   ' '*' 1 &K &E)", True),
    ("CALL PGM(QMHSNDPM) PARM('CPF9898' 'QCPFMSG   *LIBL' 'a ''*ESCAPE''' 1 '*INFO' '*' 1 &K &E)", False),
    ("DCL &T *CHAR 10 VALUE('*ESCAPE')\nCALL PGM(QMHSNDPM) PARM('CPF9898' 'QCPFMSG   *LIBL' 'x' 1 &T '*' 1 &K &E)", True),
    ("CALL PGM(QMHSNDPM) PARM('CPF9898' 'QCPFMSG   *LIBL' 'x' (10 (*INT 4)) '*ESCAPE' '*' 1 &K &E)", True),  # typed
    ("DCL &T *CHAR 10 VALUE('*DIAG')\nCHGVAR &T &U\nSNDPGMMSG MSG('x') MSGTYPE(&T)", True),  # another variable's
    ("DCL &T *CHAR 10 VALUE('*DIAG')\nCALL PGM(GETTYPE) PARM(&T)\nSNDPGMMSG MSG('x') MSGTYPE(&T)", True),
    ("DCL &T *CHAR 10 VALUE('*DIAG')\nRTVDTAARA DTAARA(TYPES) RTNVAR(&T)\nSNDPGMMSG MSG('x') MSGTYPE(&T)", True),
    ("ENDJOB JOB(123456/QUSER/OTHER)", False),  # another job
])
def test_a_message_ends_the_program_only_if_it_may_be_an_escape(program: str, ends: bool) -> None:
    translation = translate(f"PGM\n{program}\n{AFTER}\nENDPGM\n", "cl", "mqsc")
    assert ("MQT310" in _codes(translation)) is ends


def test_a_parameter_of_the_program_may_be_escape() -> None:
    program = f"PGM PARM(&T)\nDCL &T *CHAR 10\nSNDPGMMSG MSG('x') MSGTYPE(&T)\n{AFTER}\nENDPGM\n"
    assert "MQT310" in _codes(translate(program, "cl", "mqsc"))


def test_a_logging_subroutine_that_never_sends_an_escape_message_ends_nothing() -> None:
    program = (f"PGM\nDCL &MSGTYPE *CHAR 10 VALUE('*STATUS')\nCALLSUBR LOG\n{AFTER}\nCHGVAR &MSGTYPE '*COMP'\n"
               "CALLSUBR LOG\nRETURN\nSUBR LOG\n  SNDPGMMSG MSG('x') TOPGMQ(*EXT) MSGTYPE(&MSGTYPE)\nENDSUBR\nENDPGM\n")
    translation = translate(program, "cl", "mqsc")
    assert translation.ok and "MQT310" not in _codes(translation)


@pytest.mark.parametrize("program", [
    "PGM\nDCL &CMD *CHAR 200\nCALLSUBR BUILD\nCALL QCMDEXC PARM(&CMD 200)\nRETURN\n"
    "SUBR BUILD\n  CHGVAR &CMD 'DLTMQMQ QNAME(APP.Q)'\nENDSUBR\nENDPGM\n",
    # The second time round, QCMDEXC runs the DLTMQMQ the CHGVAR after it gave the variable.
    "PGM\nDCL &CMD *CHAR 200 VALUE('CHKOBJ X *PGM')\nDCL &N *INT\nTOP: CALL QCMDEXC PARM(&CMD 200)\n"
    "CHGVAR &CMD 'DLTMQMQ QNAME(APP.Q1)'\nCHGVAR &N (&N + 1)\nIF COND(&N *LT 2) THEN(GOTO TOP)\nENDPGM\n",
])
def test_a_command_string_a_subroutine_or_a_loop_builds_is_read_ahead(program: str) -> None:
    found = [d for d in translate(program, "cl", "mqsc").diagnostics if d.code == "MQT310"]
    assert [(d.span.line, "DLTMQMQ" in d.message) for d in found] == [(4, True)]


def test_deeply_nested_statements_are_refused_without_recursion() -> None:
    program = "PGM\n" + "IF COND(&A) THEN(" * 300 + "CRTMQMQ QNAME(A) QTYPE(*LCL)" + ")" * 300 + "\nENDPGM\n"
    translation = translate(program, "cl", "mqsc")
    (refused,) = [d for d in translation.diagnostics if d.code == "MQT102"]
    assert (refused.span.line, refused.message) == (
        2, "IF: commands are embedded more than 25 levels deep, more than CL permits, so IBM i does not compile the "
           "program")
    assert "MQT112" not in _codes(translation) and "DEFINE" not in str(translation.output)
    assert [r.status for r in translation.records] == ["skipped", "failed", "skipped"]


@pytest.mark.parametrize(("ifs", "refused"), [(26, False), (27, True)])
def test_cl_permits_25_levels_of_embedded_commands(ifs: int, refused: bool) -> None:
    """IBM i: "Up to 25 levels of such embedding are permitted" (an IF in the THEN of an IF is one level)."""
    program = "PGM\n" + "IF COND(&A) THEN(" * ifs + "CRTMQMQ QNAME(A) QTYPE(*LCL)" + ")" * ifs + "\nENDPGM\n"
    codes = _codes(translate(program, "cl", "mqsc"))
    assert ("MQT102" in codes, "MQT310" in codes) == (refused, not refused)


@pytest.mark.parametrize("declared", ["DCL &C *CHAR 100 VALUE('CALL QCMDEXC PARM(&C 100)')",
                                      "DCL &C *CHAR 30 VALUE('CALL QCMDEXC (&B 30)')\n"
                                      "DCL &B *CHAR 30 VALUE('CALL QCMDEXC (&C 30)')"])
def test_a_command_string_that_runs_itself_is_followed_once(declared: str) -> None:
    translation = translate(f"PGM\n{declared}\nCALL QCMDEXC PARM(&C 100)\n{AFTER}\nENDPGM\n", "cl", "mqsc")
    assert "DEFINE QLOCAL('AFTER.Q')" in str(translation.output)  # read to its end: no endless following


@pytest.mark.parametrize(("policy", "advice"), [("error", True), ("warn", False)])
def test_mqt310_offers_warn_only_where_it_is_not_already_given(policy: str, advice: bool) -> None:
    text = "PGM\nIF COND(&A *EQ 1) THEN(DO)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDDO\nENDPGM\n"
    (found,) = [d for d in translate(text, "cl", "mqsc", on_unsupported=policy).diagnostics if d.code == "MQT310"]
    assert found.expected == "the command outside the condition" + (", or --on-unsupported warn to write it"
                                                                       if advice else "")


@pytest.mark.parametrize(("program", "line", "message", "statuses"), [
    ("PGM\nDO\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n", 4,
     "ENDPGM: the program ends with the DO at line 2 still open, so IBM i does not compile the program",
     ["skipped", "skipped", "translated", "failed"]),
    ("PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDDO\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n", 3,
     "ENDDO: ends no DO, DOFOR, DOUNTIL or DOWHILE group, so IBM i does not compile the program",
     ["skipped", "translated", "failed", "translated", "skipped"]),
    ("PGM\nSELECT\nWHEN COND(&A) THEN(CHGVAR &B 1)\nENDDO\nENDSELECT\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", 4,
     "ENDDO: does not end the SELECT at line 2, which is still open, so IBM i does not compile the program",
     ["skipped", "skipped", "skipped", "failed", "skipped", "translated"]),
    # No ENDPGM (CL does not need one): the last command is where the program ends.
    ("PGM\nDOWHILE COND(&A)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", 3,
     "the program ends with the DOWHILE at line 2 still open, so IBM i does not compile it",
     ["skipped", "skipped", "failed"]),
], ids=["unclosed-do", "stray-enddo", "enddo-ends-a-select", "unclosed-at-the-end"])
def test_groups_that_do_not_match_are_refused_where_the_compiler_would(program: str, line: int, message: str,
                                                                       statuses: list[str]) -> None:
    translation = translate(program, "cl", "mqsc", on_unsupported="warn")
    refused = [d for d in translation.diagnostics if d.code == "MQT102"]
    assert [(d.span.line, d.message) for d in refused] == [(line, message)]
    assert [r.status for r in translation.records] == statuses


def test_groups_that_match_are_not_refused() -> None:
    program = ("PGM\nDO\nSELECT\nWHEN COND(&A) THEN(DO)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDDO\nENDSELECT\nENDDO\n"
               "SUBR S\nDOFOR VAR(&I) FROM(1) TO(2)\nENDDO\nENDSUBR\nENDPGM\n")
    assert "MQT102" not in _codes(translate(program, "cl", "mqsc", on_unsupported="warn"))


@pytest.mark.parametrize(("program", "statuses", "codes"), [
    # A ')' missing: the condition and the command it names cannot be read; the command after runs as written.
    ("PGM\nIF COND((&ENV *EQ 'PROD') THEN(DLTMQMQ QNAME(OLD))\nCRTMQMQ QNAME(NEW) QTYPE(*LCL)\n",
     ["skipped", "failed", "translated"], [("MQT102", 2)]),
    # The DO it may open is taken as open: the commands up to its ENDDO are not written as if they always ran.
    ("PGM\nIF COND((&ENV *EQ 'PROD') THEN(DO)\nCRTMQMQ QNAME(P1) QTYPE(*LCL)\nENDDO\nCRTMQMQ QNAME(P2) QTYPE(*LCL)\n",
     ["skipped", "failed", "failed", "failed", "translated"], [("MQT102", 2), ("MQT310", 3), ("MQT102", 4)]),
    ("PGM\nIF COND(&ENV *EQ 'PROD) THEN(DO)\nCRTMQMQ QNAME(P1) QTYPE(*LCL)\nENDDO\nCRTMQMQ QNAME(P2) QTYPE(*LCL)\n",
     ["skipped", "failed", "failed", "failed", "translated"], [("MQT103", 2), ("MQT310", 3), ("MQT102", 4)]),
    # A misspelt loop (MQT116: it may be a user's command) is most likely the loop its ENDDO ends.
    ("PGM\nDOWHLE COND(&MORE)\nCRTMQMQ QNAME(P1) QTYPE(*LCL)\nENDDO\nCRTMQMQ QNAME(P2) QTYPE(*LCL)\n",
     ["skipped", "skipped", "failed", "failed", "translated"], [("MQT116", 2), ("MQT310", 3), ("MQT102", 4)]),
    ("PGM\nCHGVAR &A (1))\nCRTMQMQ QNAME(P2) QTYPE(*LCL)\n", ["skipped", "failed", "translated"], [("MQT102", 2)]),
], ids=["if-runs-a-command", "if-opens-a-do", "unclosed-quote-opens-a-do", "misspelt-loop", "stray-parenthesis"])
def test_a_statement_that_cannot_be_read_leaves_no_command_written_as_if_unconditional(
        program: str, statuses: list[str], codes: list[tuple[str, int]]) -> None:
    translation = translate(program, "cl", "mqsc")
    assert [r.status for r in translation.records] == statuses
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code != "MQT401"] == codes


@pytest.mark.parametrize("policy", ["error", "warn"])
@pytest.mark.parametrize("opener", ["IF COND(&A *EQ 1) THEN(DO", "IF COND(&A *EQ 1) THN(DO)", "DOWHLE COND(&A)"])
def test_cl_to_cl_the_end_of_a_group_whose_opener_is_not_written_is_not_written_either(opener: str, policy: str) -> None:
    """Written, the ENDDO would end another group, or none, and the program would not compile: it is refused
    (MQT102) with its opener, and the groups around stay paired."""
    program = f"PGM\nDO\n{opener}\nIF COND(&B) THEN(DO)\nCRTMQMQ QNAME(X) QTYPE(*LCL)\nENDDO\nENDDO\nENDDO\nENDPGM\n"
    translation = translate(program, "cl", "cl", on_unsupported=policy)
    live = [line for line in str(translation.output).splitlines() if not line.startswith("/*")]
    assert [line for line in live if line in ("DO", "ENDDO") or line.startswith("IF COND(&B)")] == \
        ["DO", "IF COND(&B) THEN(DO)", "ENDDO", "ENDDO"]
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.span.line == 7] == [("MQT102", 7)]


def test_an_unpaired_parenthesis_is_shown_where_it_is_and_the_command_it_hides_is_named() -> None:
    (found,) = [d for d in translate("IF COND((&A *EQ 'X') THEN(DLTMQMQ QNAME(OLD))\n", "cl", "mqsc").diagnostics
                if d.code == "MQT102"]
    assert (found.span.column, found.message) == (8, "IF: the '(' here is not closed (1 ')' missing), so IBM i does "
                                                     "not compile the program; the DLTMQMQ it names is not translated")


@given(st.lists(st.sampled_from(["(", ")", "A", " ", "'x(y'", "&V", "*EQ"]), max_size=30))
def test_parentheses_pair_exactly_when_no_unpaired_one_is_found(parts: list[str]) -> None:
    from translator.readers.cl_values import unbalanced

    depth, paired = 0, True
    for part in parts:  # quoted strings hold their parentheses as text
        depth += part == "("
        depth -= part == ")"
        paired = paired and depth >= 0
    assert (unbalanced("IF " + "".join(parts)) is None) == (paired and depth == 0)


@pytest.mark.parametrize(("program", "message"), [
    ("PGM\n/*----------\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n",
     "a /* comment is not closed, and the - ending line 2 continues it over line 3: CRTMQMQ QNAME(A) QTYPE(*LCL), "
     "read as comment text, as IBM i reads it, not as a command"),
    ("PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL) /* primary +\n  DLTMQMQ QNAME(B)\nENDPGM\n",
     "a /* comment is not closed, and the + ending line 2 continues it over line 3: DLTMQMQ QNAME(B), "
     "read as comment text, as IBM i reads it, not as a command"),
])
def test_a_comment_continued_over_an_mq_command_names_it(program: str, message: str) -> None:
    translation = translate(program, "cl", "mqsc")
    assert [d.message for d in translation.diagnostics if d.code == "MQT104"] == [message]


@pytest.mark.parametrize("setter", ["RTVDTAARA DTAARA(MQCFG (1 48)) RTNVAR(&Q)", "CALL PGM(GETQNAME) PARM(&Q)",
                                    "RCVMSG MSGDTA(&Q)", "CHGVAR &Q 'X'"])
def test_a_variable_the_program_may_set_itself_is_said_when_d_gives_it(setter: str) -> None:
    program = f"PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48)\n{setter}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    found = [d for d in translate(program, "cl", "mqsc", variables={"Q": "APP.IN"}).diagnostics if d.code == "MQT119"]
    assert [(d.span.line, "at line 3" in d.message) for d in found] == [(4, True)]


@pytest.mark.parametrize(("statement", "column"), [("IF COND(&A) THEN(CRTMQMQQ QNAME(X) QTYPE(*LCL))", 18),
                                                    ("MONMSG CPF0000 EXEC(chgmqmqu QNAME(Y))", 21),
                                                    ("CALL QCMDEXC PARM('DLTMQMQQ QNAME(Z)' 17)", 20)])
def test_a_misspelt_mq_command_a_statement_runs_is_an_error_as_anywhere(statement: str, column: int) -> None:
    translation = translate(f"PGM\n{statement}\nENDPGM\n", "cl", "mqsc")
    (found,) = [d for d in translation.diagnostics if d.code == "MQT115"]
    assert (found.span.line, found.span.column) == (2, column)
    assert [r.status for r in translation.records] == ["skipped", "failed", "skipped"]


def test_a_real_command_one_letter_from_do_opens_no_group() -> None:
    translation = translate("PGM\nGO MENU(MAIN)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n", "cl", "mqsc")
    assert translation.ok and "DEFINE QLOCAL('A')" in translation.output


def test_a_statement_that_cannot_be_read_and_may_end_the_program_leaves_what_follows_conditional() -> None:
    translation = translate("PGM\nIF COND(&E *NE 'PROD) THEN(RETURN)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", "cl", "mqsc")
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code != "MQT401"] == [("MQT103", 2),
                                                                                              ("MQT310", 3)]


def test_a_comment_opened_after_a_command_swallows_nothing_before_it() -> None:
    program = "PGM\nIF COND(&A) THEN( +\n  CRTMQMQ QNAME(Y) QTYPE(*LCL)) /* not closed\nENDPGM\n"
    (found,) = [d for d in translate(program, "cl", "mqsc").diagnostics if d.code == "MQT104"]
    assert found.message == "a /* comment is not closed before the command ends"


def test_a_goto_to_a_label_the_program_does_not_have_is_refused_at_its_end() -> None:
    translation = translate("PGM\nGOTO CMDLBL(NOWHERE)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n", "cl", "mqsc")
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code != "MQT401"] == [("MQT310", 3),
                                                                                              ("MQT102", 4)]
    assert "without the label the GOTO NOWHERE at line 2 jumps to" in translation.diagnostics[-1].message


@pytest.mark.parametrize(("program", "line", "column"), [
    ("PGM\n/* disabled:\n   /* old */\n*/\nENDPGM\n", 4, 1),  # a line of its own: no command name
    ("PGM\n/* x /* y */ z */\nENDPGM\n", 2, 16),  # what is left of a nested comment
])
def test_comments_do_not_nest_and_a_stray_close_is_an_error(program: str, line: int, column: int) -> None:
    (found,) = [d for d in translate(program, "cl", "mqsc").diagnostics if d.severity.value == "error"]
    assert (found.span.line, found.span.column) == (line, column) and "*/ closes no comment" in found.message


def test_a_command_string_set_through_a_positional_substring_is_read() -> None:
    program = ("PGM\nDCL &CMD *CHAR 100 VALUE('CHKOBJ OBJ(X) OBJTYPE(*PGM)')\n"
               "CHGVAR %SST(&CMD 1 22) 'DLTMQMQ QNAME(APP.Q1)'\nCALL QCMDEXC PARM(&CMD 100)\nENDPGM\n")
    assert "MQT310" in _codes(translate(program, "cl", "mqsc"))


@pytest.mark.parametrize(("given", "why"), [
    ("DCL &CMD *CHAR 200\nCHGVAR &CMD ('DLT' *CAT 'MQMQ QNAME(APP.Q1)')", "as the CHGVAR at line 3 may set it"),
    ("DCL &CMD *CHAR 200\nDCL &V *CHAR 9 'DLTMQMQ'\nCHGVAR &CMD (&V *BCAT 'QNAME(A)')", "the CHGVAR at line 4"),
    ("DCL &CMD *CHAR 200\nRTVDTAARA DTAARA(MYLIB/CMD) RTNVAR(&CMD)", "the RTVDTAARA at line 3 may set it"),
    ("DCL &CMD *CHAR 200", "its DCL at line 2 gives it no value"),
])
def test_a_command_string_the_program_builds_as_it_runs_is_said_to_go_unread(given: str, why: str) -> None:
    """It may hold an MQ command: nothing says which, so the user is told it is not translated (MQT127)."""
    (said,) = said_once(f"PGM\n{given}\nCALL QCMDEXC PARM(&CMD 200)\nENDPGM\n", "MQT127")
    assert said.startswith("CALL runs the command string in &CMD, which the translator cannot read: ") and why in said


@pytest.mark.parametrize("statement", ["IF COND(&X) THEN(CALL PGM(QCMDEXC) PARM(&CMD 100))",
                                       "MONMSG MSGID(CPF0000) EXEC(CALL PGM(QCMDEXC) PARM(&CMD 100))"])
def test_a_command_string_run_by_a_statement_on_a_condition_is_said_to_go_unread(statement: str) -> None:
    program = f"PGM\nDCL VAR(&CMD) TYPE(*CHAR) LEN(100)\nRCVMSG MSG(&CMD)\nCHKOBJ X *PGM\n{statement}\nENDPGM\n"
    assert len(said_once(program, "MQT127")) == 1


@pytest.mark.parametrize("call", ["CALL QCMDEXC PARM('OVRDBF FILE(X) TOFILE(Y)' 24)",
                                  "CALL QCMDEXC PARM(&CMD 24)"])
def test_a_command_string_the_program_gives_as_one_quoted_value_is_read_not_warned(call: str) -> None:
    program = f"PGM\nDCL &CMD *CHAR 24 VALUE('OVRDBF FILE(X) TOFILE(Y)')\n{call}\nENDPGM\n"
    assert not {"MQT127", "MQT310"} & set(_codes(translate(program, "cl", "mqsc")))


@pytest.mark.parametrize(("statements", "ends"), [
    ("RETURN", [("RETURN", 2)]),
    ("TFRCTL PGM(OTHER)", [("TFRCTL", 2)]),
    ("SIGNOFF", [("SIGNOFF", 2)]),
    ("SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGDTA(%TRIM(&M)) MSGTYPE(*ESCAPE)", [("SNDPGMMSG", 2)]),
    ("CALL PGM(QMHRSNEM)", [("CALL", 2)]),
    # A label before it, where a jump lands, and a program-level MONMSG's jump: it runs whichever way it is reached.
    ("IF COND(&X) THEN(GOTO GO)\nGO: RETURN", [("RETURN", 3)]),
    ("MONMSG MSGID(CPF0000) EXEC(GOTO ERR)\nRETURN\nERR: RETURN", [("RETURN", 3), ("RETURN", 4)]),
    # Ends that run only on a condition, a jump over the end, error handling, and no end at all.
    ("IF COND(&X) THEN(RETURN)", []),
    ("IF COND(&X) THEN(DO)\nRETURN\nENDDO", []),
    ("DOWHILE COND(&X)\nSIGNOFF\nENDDO", []),
    ("SELECT\nWHEN COND(&X) THEN(RETURN)\nENDSELECT", []),
    ("IF COND(&X) THEN(GOTO SKIP)\nRETURN\nSKIP: CHGVAR &X 1", []),
    ("MONMSG MSGID(CPF0000) EXEC(RETURN)", []),
    ("SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGTYPE(*INFO)", []),
])
def test_the_reader_marks_a_statement_that_ends_the_program_whenever_it_is_reached(
        statements: str, ends: list[tuple[str, int]]) -> None:
    """``Passthrough.ends``, which convert's joined output reads (MQT130): an end at the program's level, not in a
    group, not under a condition, not jumped over by a GOTO; the ENDPGM after the program's commands is one too."""
    program = f"PGM\n{statements}\n{AFTER}\nENDPGM\n"
    script = parse(program, "cl").script
    marked = [(item.kind, item.span.line) for item in script.items if isinstance(item, Passthrough) and item.ends]
    assert marked == [*ends, ("ENDPGM", program.count("\n"))]
    assert from_json(to_json(script)) == script


def test_an_end_in_a_subroutine_is_not_marked() -> None:
    """A RETURN in a subroutine ends the program only when the subroutine is called (its CALLSUBR is what may end
    it); the ENDPGM after the subroutine is still the program's end."""
    program = f"PGM\nCALLSUBR SUBR(S1)\n{AFTER}\nSUBR SUBR(S1)\nRETURN\nENDSUBR\nENDPGM\n"
    script = parse(program, "cl").script
    assert [item.kind for item in script.items if isinstance(item, Passthrough) and item.ends] == ["ENDPGM"]


@pytest.mark.parametrize(("statements", "may_end"), [
    ("IF COND(&X) THEN(RETURN)", [("IF", 2, "on a condition (it runs RETURN only on its condition)")]),
    ("IF COND(&X) THEN(IF COND(&Y) THEN(TFRCTL PGM(P)))", [("IF", 2, "on a condition (it runs TFRCTL only on its "
                                                                    "condition)")]),
    ("IF COND(&X) THEN(DO)\nRETURN\nENDDO", [("RETURN", 3, "on a condition (it stands in the DO at line 2)")]),
    ("DOWHILE COND(&X)\nSIGNOFF\nENDDO", [("SIGNOFF", 3, "on a condition (it stands in the DOWHILE at line 2)")]),
    ("IF COND(&X) THEN(GOTO SKIP)\nRETURN\nSKIP: CHGVAR &X 1",
     [("RETURN", 3, "on a condition (the GOTO SKIP at line 2 may jump over it)")]),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL)\nMONMSG MSGID(CPF0000) EXEC(RETURN)",
     [("MONMSG", 3, "on a condition (it runs RETURN only on its condition)")]),
    ("CALLSUBR SUBR(S1)\nIF COND(&X) THEN(CALLSUBR S1)\nCALLSUBR SUBR(S2)",
     [("CALLSUBR", 2, "as the subroutine S1 it calls may"),
      ("IF", 3, "on a condition (it runs CALLSUBR only on its condition)"),
      ("CALLSUBR", 4, "as the subroutine S2 it calls may")]),  # S2 calls S1
    # Error handling for the whole program, an end it reaches whenever it runs (Passthrough.ends), no end.
    ("MONMSG MSGID(CPF0000) EXEC(RETURN)", []),
    ("RETURN", []),
    ("SNDPGMMSG MSGID(CPF9898) MSGF(QCPFMSG) MSGTYPE(*INFO)", []),
])
def test_the_reader_marks_a_statement_that_may_end_the_program_on_a_condition(
        statements: str, may_end: list[tuple[str, int, str]]) -> None:
    """``Passthrough.may_end``, which convert's joined output reads (MQT130): how a statement at the program's
    level may end it only on a condition, or through the subroutine it calls; in a subroutine, nothing is marked,
    as its CALLSUBR is where the program may end."""
    program = (f"PGM\n{statements}\n{AFTER}\nSUBR SUBR(S1)\nIF COND(&X) THEN(RETURN)\nRETURN\nENDSUBR\n"
               "SUBR SUBR(S2)\nCALLSUBR SUBR(S1)\nENDSUBR\nENDPGM\n")
    script = parse(program, "cl").script
    marked = [(item.kind, item.span.line, item.may_end) for item in script.items
              if isinstance(item, Passthrough) and item.may_end]
    assert marked == may_end
    assert from_json(to_json(script)) == script


def test_the_reader_marks_what_only_a_program_level_monmsgs_jump_reaches_after_an_end() -> None:
    """``lands``: after a RETURN the program reaches whenever it runs, the code from the label a program-level
    MONMSG's handler jumps to up to the next such end runs only by that jump; the code before the label, and after
    the next end, never runs, and a subroutine runs when called: neither is marked."""
    program = ("PGM\nMONMSG MSGID(CPF0000) EXEC(GOTO CMDLBL(ERR))\nCRTMQMQ QNAME(A1) QTYPE(*LCL)\nRETURN\n"
               "CRTMQMQ QNAME(D) QTYPE(*LCL)\nERR:\nCHGVAR &X 1\nCRTMQMQ QNAME(E1) QTYPE(*LCL)\nRETURN\n"
               "OTHER: CRTMQMQ QNAME(D2) QTYPE(*LCL)\nSUBR SUBR(S1)\nCRTMQMQ QNAME(S1) QTYPE(*LCL)\nENDSUBR\nENDPGM\n")
    script = parse(program, "cl").script
    assert [(item.kind, item.span.line) for item in script.items if isinstance(item, (Command, Passthrough))
            and item.lands == "MONMSG at line 2 jumps to ERR"] == [("CHGVAR", 7), ("CRTMQMQ", 8)]
    assert not [item for item in script.items if isinstance(item, (Command, Passthrough))
                and item.lands not in ("", "MONMSG at line 2 jumps to ERR")]
    assert from_json(to_json(script)) == script
    # Reached otherwise too (before any end), the label is no such landing.
    before = parse(program.replace("RETURN\nCRTMQMQ QNAME(D)", "CRTMQMQ QNAME(D)", 1), "cl").script
    assert not [item for item in before.items if isinstance(item, (Command, Passthrough)) and item.lands]


@pytest.mark.parametrize(("statement", "code", "column", "said"), [
    ("MONMSG CPF0000 EXC(GOTO SKIP)", "MQT105", 16, "MONMSG: EXC is not a parameter of MONMSG"),
    ("IF COND(&A) THN(GOTO SKIP)", "MQT105", 13, "IF: THN is not a parameter of IF"),
    ("IF COND(&A) GOTO SKIP", "MQT102", 13, "IF: positional value GOTO after keyword parameters"),
    ("IF (&A) (GOTO SKIP) X", "MQT102", 21, "IF: too many positional values at X"),
    ("GOTO SKIP EXTRA", "MQT102", 11, "GOTO: too many positional values at EXTRA"),
    ("ELSE CND(GOTO SKIP)", "MQT105", 6, "ELSE: CND is not a parameter of ELSE"),
])
def test_a_statement_ibm_i_does_not_compile_is_an_error_and_what_it_may_skip_is_not_written(
        statement: str, code: str, column: int, said: str) -> None:
    """Read as if the misspelt parameter were not there, the jump would be lost and the command after it written
    as if it always ran."""
    program = f"PGM\nDCL &A *LGL\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n{statement}\n{INSIDE}\nSKIP: {AFTER}\nENDPGM\n"
    translation = translate(program, "cl", "mqsc")
    (found,) = [d for d in translation.diagnostics if d.code == code]
    assert (found.span.line, found.span.column) == (4, column) and found.message.startswith(said)
    assert "INSIDE.Q" not in "".join(line for line in str(translation.output).splitlines() if line[:1] != "*")


@pytest.mark.parametrize("statement", [
    "IF COND(&A) THN(DO)",  # a misspelt parameter
    "IF COND(&A) THEN(DO",  # a parenthesis not closed
    "MONMSG CPF0000 EXC(DO)",
    "DOWHILE COND(&A",
])
def test_cl_to_cl_a_command_in_a_group_whose_opener_is_not_written_is_not_written_live(statement: str) -> None:
    """The opener IBM i does not compile is written as a comment: the command inside, written live, would run every
    time. CL -> CL it is MQT310 as into any other dialect; a readable group inside changes nothing."""
    program = f"PGM\nDCL &A *LGL\n{statement}\nIF COND(&A) THEN(DO)\n{INSIDE}\nENDDO\nENDDO\n{AFTER}\nENDPGM\n"
    translation = translate(program, "cl", "cl")
    live = [line for line in str(translation.output).splitlines() if not line.startswith("/*")]
    assert "CRTMQMQ QNAME('AFTER.Q') QTYPE(*LCL)" in live and not [line for line in live if "INSIDE.Q" in line]
    assert [d.span.line for d in translation.diagnostics if d.code == "MQT310"] == [5]
    warned = translate(program, "cl", "cl", on_unsupported="warn")
    assert "CRTMQMQ QNAME('INSIDE.Q') QTYPE(*LCL)" in str(warned.output).splitlines()


def test_cl_to_cl_what_follows_a_jump_or_end_not_written_is_not_written_live() -> None:
    program = f"PGM\nDCL &A *LGL\nIF COND(&A) THN(RETURN)\n{INSIDE}\nENDPGM\n"
    translation = translate(program, "cl", "cl")
    assert not [line for line in str(translation.output).splitlines() if "INSIDE.Q" in line and line[:2] != "/*"]
    assert "MQT310" in _codes(translation)


@pytest.mark.parametrize(("failed", "watched"), [
    ("CRTMQMQ QNAME(B) QTYPE(*LCL) MAXDEPTH(-1)", False),  # a value error: written as a note
    ("CRTMQMQ QNAME(B) QTYPE(*LCL) TEXT('x'", False),  # unreadable
    ("CRTMQMQ QNAME(B) QTYPE(*LCL)", True),
])
def test_cl_to_cl_a_monmsg_after_a_command_not_written_is_not_copied_to_watch_another(failed: str,
                                                                                      watched: bool) -> None:
    """A MONMSG watches the command before it: after a note, that would be CRTMQMQ A, whose failure would then
    delete it."""
    program = f"PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n{failed}\nMONMSG CPF0000 EXEC(DLTMQMQ A)\nMONMSG CPF9999\n" \
              "CRTMQMQ QNAME(C) QTYPE(*LCL)\nMONMSG CPF0000\nENDPGM\n"
    translation = translate(program, "cl", "cl")
    live = [line for line in str(translation.output).splitlines() if not line.startswith("/*")]
    assert ("MONMSG CPF0000 EXEC(DLTMQMQ A)" in live) is watched and ("MONMSG CPF9999" in live) is watched
    assert live[-2:] == ["MONMSG CPF0000", "ENDPGM"]  # after a command written, as it stands
    assert [d.span.line for d in translation.diagnostics if d.code == "MQT132"] == ([] if watched else [4, 5])
    statuses = [r.status for r in translation.records if r.kind == "MONMSG"]
    assert statuses == (["passed-through"] * 3 if watched else ["skipped", "skipped", "passed-through"])


def test_a_program_level_monmsg_after_the_declarations_is_copied() -> None:
    program = "PGM PARM(&Q)\nDCL &Q *CHAR 48\nMONMSG CPF0000 EXEC(GOTO END)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nEND: ENDPGM\n"
    translation = translate(program, "cl", "cl")
    assert "MONMSG CPF0000 EXEC(GOTO END)" in str(translation.output).splitlines()
    assert "MQT132" not in _codes(translation)


@pytest.mark.parametrize("program", [
    "PGM\nL: CHGVAR VAR(&X) VALUE(1)\nGOTO CMDLBL(L)\nCRTMQMQ QNAME(DEAD) QTYPE(*LCL)\nENDPGM\n",
    "PGM\nTOP: CRTMQMQ QNAME(A) QTYPE(*LCL)\nGOTO TOP\nCRTMQMQ QNAME(DEAD) QTYPE(*LCL)\nENDPGM\n",
    # the program-level MONMSG's jump goes to EOF, never to the command between (a command-level one after RCVF
    # is the loop's way out: see test_a_goto_back_over_no_mq_command_is_only_out_of_scope)
    "PGM\nDCLF FILE(QGPL/IN)\nMONMSG MSGID(CPF0864) EXEC(GOTO EOF)\nLOOP: RCVF\nGOTO LOOP\n"
    "CRTMQMQ QNAME(DEAD) QTYPE(*LCL)\nEOF: ENDPGM\n",
])
def test_what_follows_a_goto_back_runs_only_by_a_jump_and_is_refused(program: str) -> None:
    """The program never falls through a GOTO back to a label, as after a RETURN: written, the command would run."""
    translation = translate(program, "cl", "mqsc")
    assert "DEAD" not in "".join(line for line in str(translation.output).splitlines() if line[:1] != "*")
    dead = next(r for r in translation.records if r.name == "DEAD")
    assert dead.status == "failed" and "MQT310" in [d.code for d in dead.diagnostics]


@pytest.mark.parametrize("program", [
    "PGM\nDCL &X *LGL\nLOOP: CHGVAR &X '1'\nIF (&X) GOTO LOOP\nCRTMQMQ QNAME(AFTER) QTYPE(*LCL)\nENDPGM\n",
    "PGM\nCALLSUBR RD\nCRTMQMQ QNAME(AFTER) QTYPE(*LCL)\nSUBR RD\nLOOP: RCVF\nMONMSG CPF0864 EXEC(RTNSUBR)\n"
    "GOTO LOOP\nENDSUBR\nENDPGM\n",
], ids=["conditional", "in-a-subroutine"])
def test_a_command_after_a_loop_that_ends_runs_once_it_ends(program: str) -> None:
    translation = translate(program, "cl", "mqsc")
    assert "DEFINE QLOCAL('AFTER')" in str(translation.output)


def test_cl_to_cl_a_command_after_an_unreadable_return_is_not_written_live() -> None:
    """IF ... THEN(RETURN) with a quote left open: the program may end there, so the CRTMQMQ after it (in a readable
    group of its own) depends on a statement that is not written."""
    program = ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nIF COND(&X *EQ 'A) THEN(RETURN)\n"
               "IF COND(&X *EQ 'B') THEN(DO)\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDDO\nENDPGM\n")
    translation = translate(program, "cl", "cl")
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT103", 3), ("MQT310", 5)]
    assert "depends on the IF at line 3 (not readable)" in translation.diagnostics[1].message
    assert "/* CRTMQMQ QNAME(B) QTYPE(*LCL) */" in str(translation.output)
    assert not any(line.startswith("CRTMQMQ") for line in str(translation.output).splitlines())


def test_a_goto_back_on_a_condition_does_not_end_the_program() -> None:
    """GOTO LOOP inside IF ... THEN(DO) jumps back only when the condition holds: the command after the group runs
    whenever it does not, so it is translated, not MQT310."""
    program = ("PGM PARM(&X)\nDCL VAR(&X) TYPE(*DEC) LEN(1 0)\nLOOP: CRTMQMQ QNAME(A) QTYPE(*LCL) REPLACE(*YES)\n"
               "IF COND(&X *EQ 1) THEN(DO)\nGOTO CMDLBL(LOOP)\nENDDO\nCRTMQMQ QNAME(B) QTYPE(*LCL)\nENDPGM\n")
    translation = translate(program, "cl", "mqsc")
    assert "DEFINE QLOCAL('B')" in str(translation.output).splitlines()
    assert not [d for d in translation.diagnostics if d.span.line == 7]


def test_sbmjob_only_reads_the_variable_its_request_data_names() -> None:
    """SBMJOB returns nothing: a DCL's value stays a constant after it, so the command string it runs is read."""
    program = "PGM\nDCL VAR(&CMD) TYPE(*CHAR) LEN(40) VALUE('DLTMQMQ QNAME(A)')\nSBMJOB RQSDTA(&CMD)\nENDPGM\n"
    result = translate(program, "cl", "mqsc")
    assert [(d.code, d.span.line) for d in result.diagnostics if d.code in ("MQT127", "MQT310")] == [("MQT310", 3)]
    said = translate(program.replace(" VALUE('DLTMQMQ QNAME(A)')", ""), "cl", "mqsc").diagnostics
    assert [d.message.split(";")[0].endswith("as its DCL at line 2 gives it no value") for d in said
            if d.code == "MQT127"] == [True]
