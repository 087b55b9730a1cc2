"""The MQ command a CL statement runs (a command string QCMDEXC or QCAPCMD runs, IF ... THEN(...), SBMJOB CMD(...),
MONMSG ... EXEC(...)) is read for what is wrong with it, as a command of its own is: each problem is reported where
its text stands in the file (a string's doubled quotes undone), and the statement fails. The command is still not
translated: a statement without a problem is passed through, or reported MQT310, as before."""

from __future__ import annotations

import pytest

from translator import translate

EXAMPLE = "  CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MQMNAME(QM1) MAXDEPHT(5)' 60)"


def _found(program: str, target: str = "cl") -> list[tuple[str, int, int, str]]:
    """Each diagnostic but MQT401 and MQT310: code, line, column, and the text the column points at."""
    lines = program.splitlines()
    return [(d.code, d.span.line, d.span.column, lines[d.span.line - 1][d.span.column - 1:][:12])
            for d in translate(program, "cl", target).diagnostics if d.code not in ("MQT401", "MQT310")]


def _statuses(program: str) -> list[str]:
    return [record.status for record in translate(program, "cl", "cl").records]


def test_a_typo_in_a_command_string_is_reported_where_it_stands() -> None:
    program = f"PGM\n{EXAMPLE}\nENDPGM\n"
    result = translate(program, "cl", "cl")
    (found,) = [d for d in result.diagnostics if d.code == "MQT105"]
    assert (found.span.line, found.span.column) == (2, EXAMPLE.index("MAXDEPHT") + 1)
    assert found.message == "MAXDEPHT is not a parameter of CRTMQMQ, in the CRTMQMQ the CALL runs"
    assert found.expected == "one of MAXDEPTH" and found.source_text == EXAMPLE
    assert [record.status for record in result.records] == ["passed-through", "failed", "passed-through"]


def test_a_command_string_continued_on_another_line_is_located_there() -> None:
    program = ("PGM\nCALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) +\n"
               "      MAXDEPTH(abc) DFTPTY(12) TEXT(''it''''s'')' 80)\nENDPGM\n")
    assert _found(program) == [("MQT201", 3, 7, "MAXDEPTH(abc"), ("MQT202", 3, 21, "DFTPTY(12) T")]


@pytest.mark.parametrize("statement", [
    "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPTH(5)' 42)",
    "CALL QCMDEXC ('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPTH(5)' 42)",
    "CALL PGM(QCMDEXC) PARM('QSYS/CHGMQMQ QNAME(A) MQMNAME(QM1) TEXT(''x'')' 99)",  # longer: [UNSURE] not reported
    "CALL PGM(QCMDEXC) PARM('DLTMQMQ QNAME(A)   ' 16)",  # cut in its blanks only
    "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(''&Q'')' 40)",  # & quoted in the string: text
])
def test_a_sound_command_string_is_passed_through_as_before(statement: str) -> None:
    program = f"PGM\n{statement}\nENDPGM\n"
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 3
    result = translate(program, "cl", "mqsc")
    assert [d.code for d in result.diagnostics if d.span.line == 2] == ["MQT310", "MQT401"]


def test_a_length_that_cuts_the_command_says_what_is_not_run() -> None:
    statement = "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPTH(5)' 31)"
    result = translate(f"PGM\n{statement}\nENDPGM\n", "cl", "cl")
    (found,) = result.diagnostics
    assert (found.code, found.span.column) == ("MQT201", statement.index(" 31)") + 2)
    assert found.message == "QCMDEXC is given the length 31 for a command string of 42 characters: it runs only " \
        "the first 31, without 'MAXDEPTH(5)'"
    assert found.expected == "the length of the string, 42"


def test_a_length_that_cuts_into_a_parameter_is_the_one_error_reported() -> None:
    """What is left of the cut command (MAXDEPTH without its value) is not what the author wrote: only the length,
    the root cause, is reported, and the statement fails (commented out, never written as if it ran in full)."""
    statement = "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPTH(5)' 39.00000)"
    program = f"PGM\n{statement}\nENDPGM\n"
    assert _found(program) == [("MQT201", 2, statement.index("39.") + 1, "39.00000)")]
    assert _statuses(program) == ["passed-through", "failed", "passed-through"]


def test_a_variable_in_a_command_string_is_none() -> None:
    """IBM's QCMDEXC page: the command runs as if it was not in a program, so variables cannot be used on it."""
    statement = "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(&Q) QTYPE(*LCL) MAXDEPTH(&N)' 60)"
    program = f"PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(10) VALUE('A')\nDCL &N *DEC (9 0) 5\n{statement}\nENDPGM\n"
    assert _found(program) == [("MQT102", 4, statement.index("&Q") + 1, "&Q) QTYPE(*L"),
                               ("MQT102", 4, statement.index("&N") + 1, "&N)' 60)")]


def test_qcapcmd_strings_are_read_and_their_binary_length_left_alone() -> None:
    statement = "CALL PGM(QCAPCMD) PARM('DLTMQMQ QNAME(C) FOO(1)' X'00000004' &OPT 20 CPOP0100 &CHG 0 &LEN &ERR)"
    assert _found(f"PGM\n{statement}\nENDPGM\n") == [("MQT105", 2, statement.index("FOO") + 1, "FOO(1)' X'00")]


@pytest.mark.parametrize("statement", [
    "CALL PGM(QCMDEXC) PARM('DLTF FILE(MYLIB/X) BOGUS(1)' 28)",  # not an MQ command: its parameters are unknown here
    "CALL PGM(QCMDEXC) PARM('CRTMQMCHL CHLNAME(X) BOGUS(1)' 30)",  # an MQ command outside the scope: likewise
])
def test_other_command_strings_are_kept_as_before(statement: str) -> None:
    program = (f"PGM\nDCL VAR(&CMD) TYPE(*CHAR) LEN(100) VALUE('CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPHT(1)')\n"
               f"{statement}\nENDPGM\n")
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 4


@pytest.mark.parametrize(("value", "found"), [
    ("'CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPHT(1)'", [("MQT105", "MAXDEPHT is not a parameter of CRTMQMQ")]),
    ("'CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(ABC)'", [("MQT201", "MAXDEPTH takes a number, not ABC")]),
    ("'CRTMQMQ QNAME(&Q) QTYPE(*LCL)'", [("MQT102", "&Q is no variable in a command string, which runs as if not in "
                                                    "a program, where variables are not taken")]),
    ("'CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(5)'", []),
])
def test_a_variables_command_string_is_read_and_its_problems_reported_at_the_statement_running_it(
        value: str, found: list[tuple[str, str]]) -> None:
    """QCMDEXC runs the string &CMD holds as it runs one written in the CALL: a typo in it is an error, reported at
    the CALL (the string may be given anywhere), naming the variable and the statement that gives it its value;
    the CALL fails, so it is not copied as if it would run. A string without a problem is copied as before."""
    program = f"PGM\nDCL VAR(&CMD) TYPE(*CHAR) LEN(100) VALUE({value})\nCALL PGM(QCMDEXC) PARM(&CMD 100)\nENDPGM\n"
    result = translate(program, "cl", "cl")
    assert [(d.code, d.span.line, d.span.column, d.message) for d in result.diagnostics] == [
        (code, 3, 1, f"{message}, in the CRTMQMQ the CALL runs from &CMD (DCL at line 2)") for code, message in found]
    assert [r.status for r in result.records] == ["passed-through", "passed-through",
                                                  "failed" if found else "passed-through", "passed-through"]
    assert ("\nCALL PGM(QCMDEXC) PARM(&CMD 100)\n" in result.output) is not found


@pytest.mark.parametrize("statement", [
    "IF COND(&A *EQ 'Y') THEN(CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5))",
    "IF COND(&A) THEN(IF COND(&A) THEN(CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5)))",
    "SBMJOB CMD(CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5)) JOB(MQ)",
    "SBMJOB RQSDTA('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPHT(5)') JOB(MQ)",
    "MONMSG MSGID(CPF0000) EXEC(CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5))",
    "ELSE CMD(CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5))",
    "ELSE CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPHT(5)",
    "IF COND(&A) THEN(CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(''A'') QTYPE(*LCL) MAXDEPHT(5)' 48))",
])
def test_a_typo_in_a_command_a_statement_runs_is_reported_where_it_stands(statement: str) -> None:
    program = f"PGM PARM(&A)\nDCL &A *LGL\nIF COND(&A) THEN(CHGVAR &A '1')\n{statement}\nENDPGM\n"
    assert [found[:3] for found in _found(program)] == [("MQT105", 4, statement.index("MAXDEPHT") + 1)]
    assert _statuses(program)[3] == "failed"


def test_a_variable_without_a_value_in_a_command_a_statement_runs_is_no_error() -> None:
    program = "PGM PARM(&Q)\nDCL &Q *CHAR 48\nIF COND(&Q *NE ' ') THEN(DLTMQMQ QNAME(&Q))\nENDPGM\n"
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 4


def test_a_d_value_in_a_command_a_statement_runs_is_read() -> None:
    program = "PGM PARM(&A)\nDCL &A *LGL\nIF COND(&A) THEN(CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(&D))\nENDPGM\n"
    found = [(d.code, d.span.line, d.span.column, d.message)
             for d in translate(program, "cl", "cl", variables={"D": "abc"}).diagnostics]
    assert found == [("MQT201", 3, 47, "MAXDEPTH takes a number, not abc, in the CRTMQMQ the IF runs")]


@pytest.mark.parametrize("command", [
    "CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(&D)",
    "CRTMQMQ QNAME(X) QTYPE(&T) MAXDEPTH(5) USAGE(*TMQ)",
    "CRTMQMNL NAMELIST(&N) NAMES(&Q &X)",
    "CHGMQMQ QNAME(&Q) MQMNAME(&M) TEXT(&X)",
    "CPYMQMQ FROMQ(&Q) TOQ(&X) MQMNAME(&M)",
    "DLTMQMQ &Q &M",
    "CRTMQMPRC PRCNAME(&N) APPID(&X) ENVDATA(&T)",
    "CRTMQMQ QNAME(X) QTYPE(*LCL) TEXT('Orders ' *CAT &T)",
    "CRTMQMQ QNAME(X) QTYPE(*LCL) TEXT(%TRIM(&T)) MAXDEPTH(&D + 1)",
])
def test_a_value_the_program_works_out_as_it_runs_is_no_error_in_a_command_a_statement_runs(command: str) -> None:
    """The command is not translated: its variables need no value here, and its expressions are worked out as the
    program runs."""
    program = f"PGM PARM(&A &Q &T &D &N &M &X)\nDCL &A *LGL\nIF COND(&A) THEN({command})\nENDPGM\n"
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 4


TYPO = "CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPHT(5)"  # 40 characters


@pytest.mark.parametrize("statement", [
    f"CALL PGM(QCMDEXC) PARM('{TYPO}' 40)",
    f"CALL PGM(QCMDEXC) PARM(('{TYPO}') 40)",  # CL allows a value in parentheses of its own
    f"CALL PGM(QCMDEXC) PARM(('{TYPO}') (40))",
    f"CALL QCMDEXC (('{TYPO}') 40)",  # PARM positional: the list in its parentheses
    f"CALL PGM(QCMDEXC) PARM(('{TYPO}' (*CHAR 40)) (40 (*DEC 15 5)))",  # a type and length given with each value
    f"CALL PGM(QCMDEXC) PARM( ( '{TYPO}'  ( *CHAR 40 ) )  40 )",
    f"IF COND(&A) THEN(CALL PGM(QCMDEXC) PARM(('{TYPO}') 40))",
])
def test_a_command_string_in_parentheses_is_read_as_the_plain_one(statement: str) -> None:
    program = f"PGM PARM(&A)\nDCL &A *LGL\n{statement}\nENDPGM\n"
    assert _found(program) == [("MQT105", 3, statement.index("MAXDEPHT") + 1, "MAXDEPHT(5)'")]
    assert _statuses(program) == ["passed-through", "passed-through", "failed", "passed-through"]


@pytest.mark.parametrize("parm", ["(('DLTMQMQ QNAME(A)') 16)", "(('DLTMQMQ QNAME(A)' (*CHAR 16)) (16 (*DEC 15 5)))"])
def test_a_sound_command_string_in_parentheses_is_passed_through_and_marked(parm: str) -> None:
    program = f"PGM\nCALL PGM(QCMDEXC) PARM{parm}\nENDPGM\n"
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 3
    result = translate(program, "cl", "mqsc")
    (said,) = [d for d in result.diagnostics if d.code == "MQT310"]
    assert said.message.startswith("CALL runs DLTMQMQ from a command string")


def test_a_typed_length_that_cuts_the_command_is_read_as_a_plain_one() -> None:
    statement = "CALL PGM(QCMDEXC) PARM(('CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(5)' (*CHAR 40)) (28 (*DEC 15 5)))"
    (found,) = translate(f"PGM\n{statement}\nENDPGM\n", "cl", "cl").diagnostics
    assert (found.code, found.span.column) == ("MQT201", statement.index("28 ") + 1)
    assert found.message == "QCMDEXC is given the length 28 for a command string of 40 characters: it runs only " \
        "the first 28, without 'MAXDEPTH(5)'"


@pytest.mark.parametrize("length", ["20", "33", "5"])
def test_a_cut_command_string_is_not_read_for_other_errors(length: str) -> None:
    """The typo after the cut, and the parameter the cut leaves without its value, are not what QCMDEXC runs nor
    what the author wrote: the length is the one error."""
    statement = f"CALL PGM(QCMDEXC) PARM('{TYPO}' {length})"
    program = f"PGM\n{statement}\nENDPGM\n"
    assert [found[:3] for found in _found(program)] == [("MQT201", 2, statement.index(f" {length})") + 2)]
    assert _statuses(program) == ["passed-through", "failed", "passed-through"]


def test_a_cut_command_string_is_not_written_as_if_it_ran() -> None:
    statement = "CALL PGM(QCMDEXC) PARM('CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPTH(5)' 28)"
    program = f"PGM\n{statement}\nENDPGM\n"
    written = translate(program, "cl", "cl").output
    assert isinstance(written, str)
    assert [line for line in written.splitlines() if "QCMDEXC" in line] == \
        ["/* CALL PGM(QCMDEXC) + */"], written  # commented out: the statement failed
    result = translate(program, "cl", "mqsc")
    assert [d.code for d in result.diagnostics if d.span.line == 2] == ["MQT201"]
    assert "QLOCAL" not in str(result.output) and [r.status for r in result.records][1] == "failed"


VARIABLE_CALLS = ["CALL PGM(QCMDEXC) PARM(&CMD &LEN)", "CALL PGM(QCMDEXC) PARM((&CMD) &LEN)",
                  "CALL PGM(QCMDEXC) PARM((&CMD (*CHAR 100)) (&LEN (*DEC 15 5)))", "CALL QCMDEXC ((&CMD) 100)"]


def _codes_at(program: str, line: int, variables: dict[str, str] | None = None) -> list[tuple[str, str]]:
    result = translate(program, "cl", "mqsc", variables=variables)
    return [(d.code, d.message) for d in result.diagnostics if d.span.line == line and d.code != "MQT401"]


@pytest.mark.parametrize("call", VARIABLE_CALLS)
def test_a_command_string_from_a_variable_in_parentheses_is_the_variable_s(call: str) -> None:
    """The string the program gives the variable is the one the statement runs, in parentheses or not: read as a
    string written in the CALL is, its typo is an error at the CALL, which fails; without one, the statement is
    marked (MQT310), as a command the target cannot run from a string."""
    program = (f"PGM\nDCL &CMD *CHAR 100\nDCL &LEN *DEC (15 5) 100\n"
               f"CHGVAR &CMD 'CRTMQMQ QNAME(X) QTYPE(*LCL) MAXDEPHT(5)'\n{call}\nENDPGM\n")
    assert _codes_at(program, 5) == [("MQT105", "MAXDEPHT is not a parameter of CRTMQMQ, in the CRTMQMQ the CALL runs "
                                                "from &CMD (CHGVAR at line 4)")]
    assert _statuses(program)[4] == "failed"
    fixed = program.replace("MAXDEPHT", "MAXDEPTH")
    assert [code for code, _ in _codes_at(fixed, 5)] == ["MQT310"] and _statuses(fixed)[4] == "passed-through"


@pytest.mark.parametrize("call", VARIABLE_CALLS)
def test_a_command_string_a_parameter_holds_is_said_to_go_unread_unless_d_gives_it(call: str) -> None:
    program = f"PGM PARM(&CMD)\nDCL &CMD *CHAR 100\nDCL &LEN *DEC (15 5) 100\n{call}\nENDPGM\n"
    assert _codes_at(program, 4) == [("MQT127", "CALL runs the command string in &CMD, which the translator cannot "
                                      "read: it is a parameter of the program (PGM PARM), which its caller gives; an "
                                      "MQ command it holds is not translated")]
    given = _codes_at(program, 4, {"cmd": "DLTMQMQ QNAME(A)"})
    assert given == [("MQT310", "CALL runs DLTMQMQ from a command string, which the target cannot express: the "
                                "DLTMQMQ is not translated")]


def test_a_d_value_never_stands_for_a_string_the_program_works_out() -> None:
    """-D gives the caller's value; one the program computes (or a CALL returns) is not known, whatever -D says."""
    program = ("PGM PARM(&Q)\nDCL &CMD *CHAR 100\nDCL &Q *CHAR 48\nCHGVAR &CMD ('DLTMQMQ QNAME(' *CAT &Q *TCAT ')')\n"
               "CALL PGM(QCMDEXC) PARM((&CMD) 100)\nENDPGM\n")
    assert [code for code, _ in _codes_at(program, 5, {"CMD": "DLTMQMQ QNAME(A)"})] == ["MQT127"]


def test_parentheses_that_do_not_wrap_the_value_are_no_element_of_their_own() -> None:
    """('DLTMQMQ QNAME(A)')||('X') is an expression: the string is not taken from inside its first parentheses."""
    program = "PGM\nCALL QCMDEXC PARM(('DLTMQMQ QNAME(A)')||('X' ) 16)\nENDPGM\n"
    assert _found(program) == [] and _statuses(program) == ["passed-through"] * 3
