"""The CL reader: keyword and positional forms, continuation, comments, labels, variables, specials."""

from __future__ import annotations

import pytest

from tests.helpers import commands
from translator import translate
from translator.diagnostics import Reporter
from translator.model import BLANK, SYSTEM_DEFAULT, UNCHANGED, Action, Explicit, ObjectType, Variable
from translator.readers import cl
from translator.translation import parse


def one(text: str, **variables: str):
    (command,) = commands(text, "cl", variables)
    return command


def test_positional_order_follows_the_seed() -> None:
    command = one("CRTMQMQ 'app.in' *LCL QM1 *YES 'Text' *NO 5")
    assert (command.name, command.object_type) == ("app.in", ObjectType.LOCAL)
    assert command.options == {"QMgrName": Explicit("QM1"), "Replace": Explicit("MQRP_YES")}
    assert command.attributes == {"QDesc": Explicit("Text"), "InhibitPut": Explicit("MQQA_PUT_INHIBITED"),
                                  "DefPriority": Explicit(5)}


def test_chgmqmq_positions_differ_from_crtmqmq() -> None:
    command = one("CHGMQMQ Q1 *DFT *RMT *YES")
    assert command.object_type is ObjectType.REMOTE
    assert command.options == {"QMgrName": SYSTEM_DEFAULT, "Force": Explicit("MQFC_YES")}


def test_special_values_keep_their_meaning() -> None:
    command = one("CHGMQMQ QNAME(Q) QTYPE(*LCL) TEXT(*BLANK) PRCNAME(*NONE) TRGDATA(*SAME) TRGTYPE(*NONE)")
    assert command.attributes == {"QDesc": BLANK, "ProcessName": BLANK, "TriggerData": UNCHANGED,
                                  "TriggerType": Explicit("MQTT_NONE")}
    assert one("CRTMQMQ QNAME(Q) QTYPE(*LCL) MAXDEPTH(*SYSDFTQ)").attributes == {"MaxQDepth": SYSTEM_DEFAULT}


def test_trgtype_all_is_every() -> None:
    assert one("CRTMQMQ Q *LCL TRGTYPE(*ALL)").attributes == {"TriggerType": Explicit("MQTT_EVERY")}


def test_continuation_comments_labels_and_library_qualified_names() -> None:
    text = ("LOOP:\n   QSYS/CRTMQMQ QNAME('A') /* name */ +\n      QTYPE(*ALS)   /* type */+\n"
            "                                  +\n      TEXT('This is CONT+\n   INUED') TGTQNAME(B)\n")
    command = one(text)
    assert command.attributes["QDesc"] == Explicit("This is CONTINUED")
    assert command.comments == ["name", "type", "CL label LOOP:"]
    assert one("CRTMQMQ Q *LCL TEXT('This is CONT-\n   INUED')").attributes["QDesc"] == Explicit("This is CONT   INUED")


def test_variables_are_substituted_or_kept() -> None:
    command = one("CRTMQMQ QNAME(Q) QTYPE(*LCL) MQMNAME(&QMGR) MAXDEPTH(&DEPTH)", QMGR="qm1", DEPTH="7")
    assert command.options["QMgrName"] == Explicit("qm1")
    assert command.attributes["MaxQDepth"] == Explicit(7)
    assert one("CRTMQMQ QNAME(Q) QTYPE(*LCL) MQMNAME(&QMGR)").options["QMgrName"] == Variable("QMGR")


def test_namelist_commands() -> None:
    command = one("CRTMQMNL NAMELIST(N) NAMES(A *BLANKS 'c') TEXT(*SYSDFTNL)")
    assert command.object_type is ObjectType.NAMELIST
    assert command.attributes == {"Names": Explicit(("A", " ", "c")), "NamelistDesc": SYSTEM_DEFAULT}
    copy = one("CPYMQMNL FROMNL(A) TONL(B) NAMES(*SAME)")
    assert (copy.action, copy.from_name, copy.name, copy.attributes) == (Action.COPY, "A", "B", {"Names": UNCHANGED})


def test_other_cl_is_recognised_and_passed_through() -> None:
    script = cl.read("PGM PARM(&Q)\nDCL VAR(&Q) TYPE(*CHAR)\nMONMSG MSGID(CPF0000)\nENDPGM\n", "t", Reporter(), {})
    assert [i.kind for i in script.items] == ["PGM", "DCL", "MONMSG", "ENDPGM"]


@pytest.mark.parametrize(("text", "code"), [
    ("CRTMQMQ QNAME('A) QTYPE(*LCL)", "MQT103"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPHT(5)", "MQT105"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(1000000000)", "MQT202"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(*SAME)", "MQT206"),
    ("CRTMQMQ QNAME(A)", "MQT107"),
    ("CRTMQMQ QNAME(A) QTYPE(*XYZ)", "MQT201"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) FORCE(*YES)", "MQT105"),
    ("CRTMQMQ QNAME(A) QTYPE(*ALS) TGTQNAME(B) TGTQNAME(C)", "MQT108"),
])
def test_bad_input_is_reported(text: str, code: str) -> None:
    diagnostics = parse(text + "\n", "cl", file="bad.clle").diagnostics  # read, then validated
    assert code in [d.code for d in diagnostics], [d.format() for d in diagnostics]


def test_star_n_omits_a_positional_parameter() -> None:
    command = one("CRTMQMQ 'Q' *LCL *N *N 'Text'")
    assert command.options == {}
    assert command.attributes == {"QDesc": Explicit("Text")}


@pytest.mark.parametrize(("line", "column"), [
    ("CHGMQMQ QNAME(A) MAXDEPTH (5)", 18),  # a keyword with a blank before its "(" is read as a positional value
    ("CHGMQMQ QNAME (A)", 9),
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) X", 30),  # a positional value after keyword parameters
])
def test_a_misplaced_positional_value_is_located_at_its_word(line: str, column: int) -> None:
    (found,) = [d for d in translate(line + "\n", "cl", "mqsc").diagnostics if d.code == "MQT102"]
    assert (found.span.line, found.span.column) == (1, column)


@pytest.mark.parametrize(("given", "expected"), [
    # IBM i reads a reserved value held in a variable, written in upper case, as that value.
    ({"T": "*SAME", "P": "*SAME"}, "ALTER QLOCAL('A')\n"),
    ({"T": "*BLANK", "P": "*NONE"}, "ALTER QLOCAL('A') DESCR(' ') PROCESS(' ')\n"),
    ({"T": "*SAME  ", "P": "*NONE "}, "ALTER QLOCAL('A') PROCESS(' ')\n"),  # a *CHAR variable is padded
    # Anything else is the variable's text.
    ({"T": "*same", "P": "PROC.A"}, "ALTER QLOCAL('A') DESCR('*same') PROCESS('PROC.A')\n"),
    ({"T": "*ABC", "P": "p1"}, "ALTER QLOCAL('A') DESCR('*ABC') PROCESS('p1')\n"),
])
def test_a_variable_holding_a_special_value_means_that_value_not_its_text(given: dict[str, str],
                                                                          expected: str) -> None:
    translation = translate("CHGMQMQ QNAME(A) QTYPE(*LCL) TEXT(&T) PRCNAME(&P)\n", "cl", "mqsc", variables=given)
    assert translation.ok and translation.output == expected


def test_a_variable_naming_the_default_queue_manager_is_no_queue_manager_of_its_own() -> None:
    translation = translate("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(&QM) TEXT(&T)\n", "cl", "mqsc",
                            variables={"QM": "*DFT", "T": "*SYSDFTQ"})
    assert translation.ok and translation.output == "DEFINE QLOCAL('A')\n" and not translation.diagnostics


@pytest.mark.parametrize("text", ["CPYMQMNL FROMNL(A) TONL(B) REPLACE(*SYSDFTNL)",
                                  "CHGMQMQ QNAME(A) QTYPE(*LCL) FORCE(*SYSDFTQ)",
                                  "CRTMQMQ QNAME(A) QTYPE(*LCL) REPLACE(*SYSDFTQ)",
                                  "CRTMQMQ QNAME(A) QTYPE(*LCL) REPLACE(*SAME)"])
def test_replace_and_force_take_yes_or_no_only(text: str) -> None:
    # They were read as a default or unchanged, and CL -> CL wrote another special value IBM i refuses.
    translation = translate(text + "\n", "cl", "cl")
    assert [d.code for d in translation.diagnostics] == ["MQT201"] and not translation.ok


@pytest.mark.parametrize("text", ["CHGMQMNL NL1 *DFT X'E3C5E2E3'", "CRTMQMNL NAMELIST(NL1) NAMES(X'C1C2')",
                                  "CRTMQMNL NAMELIST(NL2) NAMES('A'B)", "CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(X'C1')",
                                  "CRTMQMQ 'A'B *LCL"])
def test_a_word_touching_a_quote_is_refused_never_two_values(text: str) -> None:
    # X'E3C5E2E3' (a hexadecimal constant) was read as the two values X and E3C5E2E3: the NAMES changed.
    translation = translate(text + "\n", "cl", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT102"] and translation.output.startswith("*")


@pytest.mark.parametrize(("setting", "warned"), [("CHGVAR VAR(&Q) VALUE('OTHER.Q')", True),
                                                 ("CHGVAR &q 'OTHER.Q'", True),
                                                 ("DCL VAR(&Q) TYPE(*CHAR) LEN(48) VALUE('OTHER.Q')", True),
                                                 ("DCL VAR(&Q) TYPE(*CHAR) LEN(48)", False),
                                                 ("DCL &Q *CHAR 48 'OTHER.Q'", True),  # VALUE, positional
                                                 ("CHGVAR VAR(%SST(&Q 1 5)) VALUE('OTHER')", True),
                                                 ("IF COND(&ENV *EQ 'P') THEN(CHGVAR &Q 'OTHER.Q')", True),
                                                 ("CHGVAR %SST(&Q 1 5) 'OTHER'", True),  # positional, built in
                                                 ("CHGVAR %SUBSTRING(&Q 1 5) 'OTHER'", True),
                                                 ("SNDUSRMSG MSG('Queue?') MSGRPY(&Q)", True),  # the operator's reply
                                                 ("CVTDAT DATE(&D) TOVAR(&Q)", True),
                                                 ("SNDPGMMSG MSG(X) KEYVAR(&Q)", True),
                                                 ("SNDPGMMSG MSG(X) MSGDTA(&Q)", False),  # only reads it
                                                 ("DOFOR VAR(&Q) FROM(1) TO(2)\nENDDO", True),
                                                 ("IF COND(&X) THEN(RTVJOBA USER(&Q))", True),
                                                 ("IF COND(&X) THEN(CALL PGM(Y) PARM(&Q))", True),
                                                 ("CALLSUBR SUBR(S1) RTNVAL(&Q)\nSUBR S1\nENDSUBR", True)])
def test_a_variable_given_by_d_that_the_program_sets_is_warned_about(setting: str, warned: bool) -> None:
    program = f"PGM PARM(&Q)\n{setting}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.Q"})
    assert translation.ok and "DEFINE QLOCAL('APP.Q')" in translation.output
    line = setting.count("\n") + 3
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics if d.code == "MQT119"] == (
        [("MQT119", line, 15)] if warned else [])


def test_a_variable_a_subroutine_sets_is_warned_about_though_the_subroutine_comes_after() -> None:
    program = ("PGM PARM(&Q)\nCALLSUBR SETQ\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nRETURN\n"
               "SUBR SETQ\nCHGVAR &Q 'OTHER.Q'\nENDSUBR\nENDPGM\n")
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.Q"})
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code == "MQT119"] == [("MQT119", 3)]


@pytest.mark.parametrize(("declared", "refused"), [("DCL &Q *CHAR 10", True), ("DCL VAR(&Q) TYPE(*CHAR) LEN(48)", False),
                                                   ("DCL &Q *NAME", True), ("DCL &Q *CHAR", False)])  # *CHAR: 32
def test_a_d_value_longer_than_its_variable_is_declared_is_an_error(declared: str, refused: bool) -> None:
    program = f"PGM PARM(&Q)\n{declared}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.ORDERS.INPUT"})  # 16 characters
    assert [d.code for d in translation.diagnostics if d.code == "MQT120"] == (["MQT120"] if refused else [])
    assert ("DEFINE QLOCAL('APP.ORDERS.INPUT')" in translation.output) is not refused


def test_an_unclosed_comment_on_a_line_of_its_own_is_reported_there() -> None:
    translation = translate("PGM\n/* disabled until go-live\nCRTMQMQ QNAME(APP.IN) QTYPE(*LCL)\nENDPGM\n", "cl", "mqsc")
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code == "MQT104"] == [("MQT104", 2)]


def test_a_variable_inside_a_quoted_string_is_text_not_a_d_value() -> None:
    program = "PGM PARM(&Q)\nDCL &Q *CHAR 5\nCRTMQMQ QNAME(APP.Q) QTYPE(*LCL) TEXT('cost &Q here')\nENDPGM\n"
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.Q.LONG"})
    assert translation.ok and "TEXT" not in translation.output and "DESCR('cost &Q here')" in translation.output


def test_a_char_variable_given_a_value_and_no_length_is_as_long_as_its_value() -> None:  # [UNSURE] IBM i's rule
    program = "PGM PARM(&Q)\nDCL &Q *CHAR VALUE('APP.SOME.QUEUE.NAME.LONGER.THAN.32')\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.SOME.QUEUE.NAME.LONGER.THAN.3X"})
    assert "MQT120" not in [d.code for d in translation.diagnostics]


@pytest.mark.parametrize(("declared", "refused"), [("DCL &Q *CHAR 10 'ABCDEFGHIJKLMNOP'", True),  # LEN given: 10
                                                   ("DCL &Q *CHAR VALUE('ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ')", False)])
def test_a_given_length_holds_whatever_the_value(declared: str, refused: bool) -> None:
    program = f"PGM PARM(&Q)\n{declared}\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n"
    translation = translate(program, "cl", "mqsc", variables={"Q": "APP.ORDERS.INPUT.LONGER"})  # 23 characters
    assert ("MQT120" in [d.code for d in translation.diagnostics]) is refused


@pytest.mark.parametrize(("command", "refused"), [
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) TEXT('*SAME')", ["QDesc"]),
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) TEXT('*BLANK ') TRGDATA('*NONE')", ["QDesc", "TriggerData"]),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('*SYSDFTQ')", ["QDesc"]),
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) TEXT('*NONE') TRGDATA('*same')", ["TriggerData"]),  # in any case
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) TEXT('*SAME.X')", [])])
def test_unsure_a_quoted_special_value_of_the_parameter_is_refused_as_text(command: str, refused: list[str]) -> None:
    """[UNSURE] IBM asks for reserved values in upper case "especially if they are presented as character strings
    enclosed in single quotation marks": TEXT('*SAME') may mean *SAME. Refused rather than guessed, only for the
    parameter's own special values (TEXT's blank is *BLANK, TRGDATA's *NONE), in any case (cl_vocabulary.reserved)."""
    translation = translate(command + "\n", "cl", "mqsc")
    assert [(d.code, d.attribute or "") for d in translation.diagnostics] == [("MQT201", "")] * len(refused)
    assert translation.ok is not refused


@pytest.mark.parametrize(("command", "refused"), [
    ("ALTER QLOCAL(A) DESCR('*SAME')", ["QDesc"]),
    ("ALTER QLOCAL(A) DESCR('*BLANK ') TRIGDATA('*NONE')", ["QDesc", "TriggerData"]),
    ("DEFINE QLOCAL(A) DESCR('*SYSDFTQ')", ["QDesc"]),
    ("ALTER QLOCAL(A) DESCR('*NONE') TRIGDATA('*same')", ["TriggerData"]),
    ("ALTER QLOCAL(A) DESCR('*SAME.X')", [])])
def test_unsure_a_text_cl_may_read_as_a_special_value_is_not_written(command: str, refused: list[str]) -> None:
    """The other way round (as above): such a text is MQT302, under --on-unsupported."""
    translation = translate(command + "\n", "mqsc", "cl")
    assert [(d.code, d.attribute) for d in translation.diagnostics] == [("MQT302", name) for name in refused]
    assert translation.output.startswith("/* not translated") if refused else "TEXT('*" in translation.output


def test_a_delete_that_fails_on_a_missing_object_is_dltmqmq_as_it_is() -> None:
    """IGNSTATE(NO), the default, is DLTMQMQ without it; YES has no CL form."""
    assert translate("DELETE QLOCAL(A) IGNSTATE(NO)\n", "mqsc", "cl").output == "DLTMQMQ QNAME('A')\n"
    assert [d.code for d in translate("DELETE QLOCAL(A) IGNSTATE(YES)\n", "mqsc", "cl").diagnostics] == \
        ["MQT308", "MQT301"]  # MQT308: DLTMQMQ cannot state the queue type


@pytest.mark.parametrize("command", ["CHGMQMNL NAMELIST(N1) NAMES()", "CHGMQMNL N1 *DFT *SAME ()",
                                     "CPYMQMNL FROMNL(N1) TONL(N2) NAMES( )"])
def test_unsure_empty_parentheses_give_a_name_list_no_value(command: str) -> None:
    """[UNSURE] IBM i documents *NONE for no names; () might be read as the parameter left out (*SAME): refused."""
    result = translate(command + "\n", "cl", "mqsc")
    assert [d.code for d in result.diagnostics] == ["MQT201"] and not result.ok
    assert translate("CHGMQMNL NAMELIST(N1) NAMES(*NONE)\n", "cl", "mqsc").output == "ALTER NAMELIST('N1') NAMES()\n"


def test_a_blank_name_in_a_list_is_blanks_only_as_blank_is_texts_word() -> None:
    """CRTMQMNL/CHGMQMNL NAMES takes a name, *BLANKS, *SYSDFTNL, *SAME, *NONE (cl-tpf-mapping.md 2.5): *BLANK
    there is no value IBM i takes, so it is an error, not a blank name."""
    result = translate("CRTMQMNL N1 NAMES(*BLANK)\n", "cl", "mqsc")
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("MQT201", 13)]
    assert translate("CRTMQMNL N1 NAMES(*BLANKS A)\n", "cl", "mqsc").output == "DEFINE NAMELIST('N1') NAMES(' ', 'A')\n"


def test_a_variable_given_that_the_program_does_not_use_is_warned_about() -> None:
    """-D QMGR=QM1 for a program whose variable is &QMGRNAME: the value went nowhere, silently, and the command's
    MQMNAME stayed a variable (MQT106)."""
    text = "PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(&QMGRNAME)\nENDPGM\n"
    result = translate(text, "cl", "mqsc", variables={"QMGR": "QM1", "qmgrname": "QM2"})
    assert [(d.code, d.message) for d in result.diagnostics if d.code in ("MQT124", "MQT106")] == [
        ("MQT124", "-D QMGR=...: the program uses no variable &QMGR, so the value goes nowhere in it")]
    assert "runmqsc QM2" in result.output


@pytest.mark.parametrize("value", ["'Orders for ' *CAT &ENV", "'Orders for ' || &ENV", "&A *TCAT &B"])
def test_a_cl_expression_is_said_to_be_one_not_evaluated(value: str) -> None:
    """IBM i builds the value when the program runs; this tool does not evaluate it (it says so, not 'one value')."""
    result = translate(f"CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT({value})\n", "cl", "mqsc",
                       variables={"ENV": "PROD", "A": "x", "B": "y"})
    (found,) = [d for d in result.diagnostics if d.code != "MQT124"]  # the variables the expression does not use
    assert found.code == "MQT201" and "is an expression" in found.message and "not evaluated" in found.message


@pytest.mark.parametrize("script", ["CRTMQMQ A *LCL QNAME(B)", "CPYMQMQ A B TOQ(C) QTYPE(*LCL)"])
def test_a_name_given_twice_is_mqt108_and_not_also_missing(script: str) -> None:
    assert [d.code for d in translate(script + "\n", "cl", "mqsc").diagnostics] == ["MQT108"]


def test_qtype_takes_its_words_unquoted_as_every_parameter_taking_words_does() -> None:
    (problem,) = translate("CRTMQMQ QNAME(A) QTYPE('*LCL')\n", "cl", "mqsc").diagnostics
    assert (problem.code, problem.span.column, problem.message) == ("MQT201", 18, "QTYPE does not take a quoted value")


@pytest.mark.parametrize(("text", "column", "message", "expected"), [
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(*NONE)", 30, "*NONE is not a value of TEXT on CRTMQMQ",
     "*BLANK, *SYSDFTQ or a quoted string"),
    ("CHGMQMQ QNAME(A) TEXT(*none)", 18, "*NONE is not a value of TEXT on CHGMQMQ", "*BLANK, *SAME or a quoted string"),
    ("CRTMQMNL NAMELIST(N) TEXT(*FOO)", 22, "*FOO is not a value of TEXT on CRTMQMNL",
     "*BLANK, *SYSDFTNL or a quoted string"),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) PRCNAME(*BLANK)", 30, "*BLANK is not a value of PRCNAME on CRTMQMQ",
     "*NONE, *SYSDFTQ or a name"),  # a name may be written unquoted: PRCNAME(P)
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(*DFT)", 30, "*DFT is not a value of TEXT on CRTMQMQ",
     "*BLANK, *SYSDFTQ or a quoted string"),  # a special value of another parameter
])
def test_a_special_value_a_string_parameter_does_not_take_is_named_with_those_it_takes(
        text: str, column: int, message: str, expected: str) -> None:
    """Not "must be quoted": quoted, it would be the text '*NONE', not what was meant."""
    diagnostics = parse(text + "\n", "cl", file="bad.clle").diagnostics
    assert [(d.code, d.span.line, d.span.column, d.message, d.expected) for d in diagnostics] == [
        ("MQT201", 1, column, message, expected)]


@pytest.mark.parametrize(("text", "used"), [
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TRGDATA('&X')\n", False),  # CL reads no variable inside quotes
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) /* &X */ TRGDATA('it''s &X')\n", False),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TRGDATA('&X''') MAXDEPTH(&x)\n", True),
    ("CRTMQMQ QNAME(A) QTYPE(*LCL) TRGDATA('unclosed &X\n", False),
])
def test_a_variable_named_only_inside_quotes_or_comments_is_not_used(text: str, used: bool) -> None:
    result = translate(text, "cl", "mqsc", variables={"X": "1"})
    assert ("MQT124" in [d.code for d in result.diagnostics]) is not used


def test_a_variable_holding_blanks_in_a_name_list_is_a_blank_name_as_written_out() -> None:
    result = translate("CRTMQMNL NAMELIST(N) NAMES(&N A)\n", "cl", "mqsc", variables={"N": "*BLANKS"})
    assert result.ok and result.output == "DEFINE NAMELIST('N') NAMES(' ', 'A')\n"


@pytest.mark.parametrize("command", ["CHGMQMQ QNAME(M) QTYPE(*MDL) FORCE(*NO) TEXT(x)", "CHGMQMQ M *DFT *MDL *NO x"])
@pytest.mark.parametrize(("target", "expected"), [
    ("mqsc", "ALTER QMODEL('M') DESCR('X')\n"),
    ("cl", "CHGMQMQ QNAME('M') QTYPE(*MDL) TEXT('X')\n"),
    ("pcf", '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "M", "MQIA_Q_TYPE": "MQQT_MODEL", '
            '"MQCA_Q_DESC": "X"}}\n'),
])
def test_force_no_on_a_model_queue_is_force_left_out(command: str, target: str, expected: str) -> None:
    """FORCE(*NO) is what every CHGMQMQ has when FORCE is left out; PCF's Force "is not valid for model queues", so
    it is read as left out, not refused, and not sent. FORCE(*YES) on a model queue stays MQT204."""
    translation = translate(command + "\n", "cl", target, width=0)
    assert (translation.output.replace("MQMNAME(*DFT) ", ""), translation.diagnostics) == (expected, [])
    forced = translate("CHGMQMQ QNAME(M) QTYPE(*MDL) FORCE(*YES)\n", "cl", target)
    assert [d.code for d in forced.diagnostics] == ["MQT204"]
