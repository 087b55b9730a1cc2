"""CL program constants: a variable whose one DCL gives it a value, and that nothing in the program can change, is
read as that value (MQT126 says so where a command first uses it); any other statement naming it may change it
(CHGVAR, CALL, RTV*, RCV*, DOFOR, a return variable ...), so it stays unresolved (MQT106) without -D."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers import said_once
from translator import translate

USE = "CRTMQMQ QNAME(&Q) QTYPE(*LCL) MAXDEPTH(&N) TEXT(&T)"
DECLARATIONS = ("DCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\nDCL &N *DEC (9 0) 5000\n"
                "DCL VAR(&T) TYPE(*CHAR) LEN(20) VALUE('it''s the queue')\n")


def _program(*statements: str) -> str:
    return "PGM\n" + DECLARATIONS + "".join(f"{statement}\n" for statement in statements) + "ENDPGM\n"


def test_constants_are_read_as_their_values_and_said_once() -> None:
    result = translate(_program("IF COND(&Q *EQ 'x' *AND &N *GT 1) THEN(DO)", "ENDDO", USE, USE), "cl", "mqsc")
    lines = [line for line in str(result.output).splitlines() if not line.startswith("*")]
    assert lines == ["DEFINE QLOCAL('app.in') MAXDEPTH(5000) DESCR('it''s the queue')"] * 2
    said = [(d.span.line, d.span.column, d.message.split(" wherever")[0]) for d in result.diagnostics
            if d.code == "MQT126"]
    assert said == [(7, 15, "&Q is 'app.in'"), (7, 40, "&N is 5000"), (7, 49, "&T is 'it''s the queue'")]


CHANGERS = ["CHGVAR &Q 'other'", "CALL PGM(GETQ) PARM(&Q)", "RTVDTAARA DTAARA(CFG (1 48)) RTNVAR(&Q)",
            "RCVMSG MSGDTA(&Q)", "IF COND(&A) THEN(CHGVAR VAR(%SST(&Q 1 3)) VALUE('abc'))", "SNDPGMMSG MSG(&Q)",
            "MONMSG CPF0000 EXEC(CHGVAR &Q 'x')", "DCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('again')",
            "DCL VAR(&O) TYPE(*CHAR) LEN(3) STG(*DEFINED) DEFVAR(&Q 1)",
            # a pointer to it, through which a *BASED variable may change it
            "CHGVAR VAR(&P) VALUE(%addr( &q ))", "IF COND(%ADDRESS(&Q) *EQ &P) THEN(CHGVAR &X 1)"]


@pytest.mark.parametrize("changer", CHANGERS)
def test_a_variable_any_other_statement_names_is_no_constant(changer: str) -> None:
    result = translate(_program(USE, changer), "cl", "mqsc")
    assert "MQT106" in [d.code for d in result.diagnostics] and "QLOCAL('app.in')" not in str(result.output)


@pytest.mark.parametrize(("statements", "why"), [
    ("PGM PARM(&Q)\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('a')", "it is a parameter of the program (PGM PARM)"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48)", "it is no constant, as its DCL at line 2 gives it no value"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(1) VALUE('ab')", "its DCL at line 2 gives it no value IBM i takes as written"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(9) VALUE('a')\nCHGVAR &Q 'b'", "as the CHGVAR at line 3 may change it"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(9) VALUE('a')\nCHGVAR &P %ADDR(&Q)", "as the CHGVAR at line 3 takes its address"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(9) VALUE('a')\nINCLUDE SRCMBR(M)", "includes other source (INCLUDE at line 3)"),
    ("PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(9) STG(*DEFINED) DEFVAR(&B)", "its DCL at line 2 places it over other storage"),
])
def test_mqt106_says_why_the_program_gives_the_variable_no_known_value(statements: str, why: str) -> None:
    """A user who reads "&Q has no value" in a program that declares it learns what to change, or what -D gives."""
    (said,) = said_once(f"{statements}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n", "MQT106")
    assert said.startswith("&Q has no value: ") and why in said


def test_mqt106_names_the_change_after_the_command_when_the_program_loops_back() -> None:
    program = "PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(9) VALUE('a')\nLOOP: CRTMQMQ QNAME(&Q) QTYPE(*LCL)\n" \
              "CHGVAR &Q 'b'\nGOTO LOOP\nENDPGM\n"
    said = [d.message for d in translate(program, "cl", "mqsc").diagnostics if d.code == "MQT106"]
    assert said == ["&Q has no value: it is no constant, as the CHGVAR at line 4 may change it"]


def test_an_address_named_inside_a_string_is_text_and_leaves_the_constant() -> None:
    result = translate(_program(USE, "CHGVAR &M '%ADDR(&Q)'"), "cl", "mqsc")
    assert "DEFINE QLOCAL('app.in')" in str(result.output)


@pytest.mark.parametrize("declaration", [
    "DCL VAR(&Q) TYPE(*CHAR) LEN(3) VALUE('app.in')",  # longer than declared: the compiler refuses it
    "DCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE(APPIN)",  # unquoted: IBM i folds it, which is not read here
    "DCL VAR(&Q) TYPE(*CHAR) LEN(48)",  # no value
])
def test_only_a_plain_value_the_declaration_gives_is_a_constant(declaration: str) -> None:
    program = f"PGM\n{declaration}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    assert "MQT106" in [d.code for d in translate(program, "cl", "mqsc").diagnostics]


def test_a_parameter_of_the_program_is_no_constant() -> None:
    program = "PGM PARM(&Q)\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    assert "MQT106" in [d.code for d in translate(program, "cl", "mqsc").diagnostics]


@pytest.mark.parametrize(("variables", "warned"), [({"Q": "app.in"}, False), ({"N": "05000"}, False),
                                                   ({"Q": "APP.IN"}, True), ({"N": "6000"}, True)])
def test_d_for_a_constant_is_said_when_it_differs_and_the_programs_value_is_written(variables: dict[str, str],
                                                                                    warned: bool) -> None:
    """IBM i runs the program with its constant's value whatever -D says: the translation too."""
    result = translate(_program(USE), "cl", "mqsc", variables=variables)
    assert ("MQT119" in [d.code for d in result.diagnostics]) is warned
    assert "DEFINE QLOCAL('app.in') MAXDEPTH(5000)" in str(result.output)


@pytest.mark.parametrize("program", [
    "PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\nINCLUDE SRCMBR(SETQ)\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
    "PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\nENDPGM\nPGM\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
    "PGM\nCHGVAR &A 1\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
    "PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app' *CAT '.in')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
    "PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app' 'in')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",
    "PGM\nDCL VAR(&Q) TYPE(*NAME) VALUE('APPIN')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n",  # no DCL type
], ids=["include", "second-program", "dcl-after-a-command", "expression", "two-values", "name-type"])
def test_no_constant_where_the_program_may_give_another_value_or_does_not_compile(program: str) -> None:
    assert "MQT106" in [d.code for d in translate(program, "cl", "mqsc").diagnostics]


@pytest.mark.parametrize(("declaration", "constant"), [
    ("*INT LEN(2) VALUE(32767)", True), ("*INT LEN(2) VALUE(32768)", False), ("*UINT LEN(2) VALUE(65535)", True),
    ("*UINT LEN(2) VALUE(70000)", False), ("*INT LEN(3) VALUE(1)", False), ("*INT VALUE(2147483647)", True),
    ("*DEC LEN(3 0) VALUE(999)", True), ("*DEC LEN(3 0) VALUE(5000)", False), ("*DEC LEN(5 2) VALUE(999)", True),
    ("*DEC LEN(5 2) VALUE(1000)", False), ("*DEC VALUE(9999999999)", True), ("*DEC LEN(5 0) VALUE(-5)", False),
])
def test_a_number_is_a_constant_only_where_its_declaration_holds_it(declaration: str, constant: bool) -> None:
    program = f"PGM\nDCL VAR(&N) TYPE({declaration.split()[0]}) {' '.join(declaration.split()[1:])}\n" \
              "CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(&N)\n"
    assert ("MQT106" not in [d.code for d in translate(program, "cl", "mqsc").diagnostics]) is constant


def test_a_strings_trailing_blanks_are_the_padding_the_variable_has_anyway() -> None:
    program = "PGM\nDCL &Q *CHAR 48 'app.in  '\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\n"
    assert "DEFINE QLOCAL('app.in')" in str(translate(program, "cl", "mqsc").output)


@given(st.lists(st.sampled_from(["IF COND(&Q *NE ' ') THEN(DO)\nENDDO", "DLTMQMQ QNAME(&Q)", "CHGVAR &B &A",
                                 *CHANGERS]), max_size=4))
def test_a_variable_is_a_constant_exactly_when_no_statement_may_change_it(statements: list[str]) -> None:
    result = translate(_program(*statements, USE), "cl", "mqsc")
    constant = not any(statement in CHANGERS for statement in statements)
    assert ("DEFINE QLOCAL('app.in')" in str(result.output)) is constant


def test_a_string_constant_of_digits_is_text_not_a_number() -> None:
    program = "PGM\nDCL &Q *CHAR 10 VALUE('007')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    result = translate(program, "cl", "mqsc", variables={"Q": "7"})
    assert "MQT119" in [d.code for d in result.diagnostics] and "QLOCAL('007')" in str(result.output)


def test_a_number_longer_than_any_cl_variable_holds_is_no_constant_and_no_failure() -> None:
    program = f"PGM\nDCL VAR(&N) TYPE(*DEC) VALUE({'9' * 5000})\nCRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(&N)\n"
    codes = [d.code for d in translate(program, "cl", "mqsc").diagnostics]
    assert "MQT106" in codes and "MQT112" not in codes


def test_a_d_value_of_any_length_is_compared_with_a_numeric_constant() -> None:
    program = "PGM\nDCL &N *DEC (9 0) 5000\nCRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(&N)\n"
    codes = [d.code for d in translate(program, "cl", "mqsc", variables={"N": "9" * 6000}).diagnostics]
    assert "MQT119" in codes and "MQT112" not in codes


@pytest.mark.parametrize("unreadable", ["CHGVAR +\n\n&Q 'X'", "CHGVAR &Q ('" + "X" * 33000 + "')"])
def test_a_statement_that_cannot_be_read_may_change_the_variables_it_names(unreadable: str) -> None:
    """A CHGVAR broken by a blank line, or longer than any CL command: what it does is not known."""
    program = f"PGM\nDCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('app.in')\n{unreadable}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    result = translate(program, "cl", "mqsc")
    assert "MQT106" in [d.code for d in result.diagnostics] and "MQT126" not in [d.code for d in result.diagnostics]


def test_a_chgvar_reading_the_variable_into_another_leaves_it_a_constant() -> None:
    program = ("PGM\nDCL &Q *CHAR 48 VALUE('APP.Q')\nDCL &T *CHAR 50\nCHGVAR &T ('Queue ' *CAT &Q)\n"
               "CRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n")
    assert "DEFINE QLOCAL('APP.Q')" in str(translate(program, "cl", "mqsc").output)


@pytest.mark.parametrize(("declared", "parameter", "said"), [
    ("TYPE(*DEC) LEN(5 0) VALUE(123)", "TEXT(&C)", "TEXT takes text"),
    ("TYPE(*INT) VALUE(7)", "QNAME(&C)", "QNAME takes a name"),
    ("TYPE(*UINT) LEN(2) VALUE(7)", "TRGDATA(&C)", "TRGDATA takes text"),
])
def test_a_number_constant_is_no_text_as_how_ibm_i_converts_it_is_not_known(declared: str, parameter: str,
                                                                             said: str) -> None:
    """[UNSURE] IBM i may pass a *DEC as its digits or zero-padded ('00123', as CHGVAR makes it): not guessed."""
    program = f"PGM\nDCL VAR(&C) {declared}\nCRTMQMQ QNAME(Q) QTYPE(*LCL) {parameter}\nENDPGM\n".replace(
        "QNAME(Q) QTYPE(*LCL) QNAME(&C)", "QNAME(&C) QTYPE(*LCL)")
    translation = translate(program, "cl", "mqsc")
    assert [d.message.split(",")[0] for d in translation.diagnostics if d.code == "MQT201"] == [said]
    assert "DEFINE" not in str(translation.output)
    number = translate("PGM\nDCL VAR(&C) TYPE(*DEC) LEN(5 0) VALUE(123)\nCRTMQMQ QNAME(Q) QTYPE(*LCL) MAXDEPTH(&C)\n"
                       "ENDPGM\n", "cl", "mqsc")
    assert "DEFINE QLOCAL('Q') MAXDEPTH(123)" in str(number.output).splitlines()
