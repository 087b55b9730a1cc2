"""Values that must never reach a queue manager as something else: each is refused with its code, at its place,
and the commands around it are still translated."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from translator import translate
from translator.model.characters import fold

# source, target, script, the codes reported (in order), what is still written live
CASES = [
    # Python's upper() maps sharp s to SS, dotless i to I and long s to S: a name or word MQ refuses would become
    # another, valid one. MQ folds a-z only.
    ("mqsc", "cl", "DEFINE QL(stra\u00dfe)\n", ["MQT208"], ""),
    ("mqsc", "cl", "DEFINE QL(A) PUT(d\u0131sabled)\n", ["MQT201"], ""),
    ("tpf", "mqsc", "ZMQSC DEF QL-\u0131tem\n", ["MQT208"], ""),
    ("cl", "mqsc", "CRTMQMQ QNAME(A) QTYPE(*LCL) TRGENBL(*YE\u017f)\n", ["MQT201"], ""),
    # An empty name is no name, and LIKE('') or FROMQ('') a copy of nothing, never a create from the defaults.
    ("mqsc", "cl", "DEFINE QL('')\n", ["MQT208"], ""),
    ("mqsc", "mqsc", "DEFINE QL(A) LIKE('') REPLACE\n", ["MQT208"], ""),
    ("cl", "mqsc", "CPYMQMQ FROMQ('') TOQ(B) QTYPE(*LCL)\n", ["MQT208"], ""),
    ("cl", "mqsc", "CPYMQMNL FROMNL('') TONL(B)\n", ["MQT208"], ""),
    # A number longer than any MQ integer: out of range, and the file's other commands still go.
    ("mqsc", "cl", "DEFINE QL(A)\nDEFINE QL(B) MAXDEPTH(" + "9" * 5000 + ")\nDEFINE QL(C)\n", ["MQT122", "MQT202"],
     "CRTMQMQ QNAME('A') QTYPE(*LCL)\nCRTMQMQ QNAME('C') QTYPE(*LCL)\n"),
    ("cl", "mqsc", "CRTMQMQ QNAME(B) QTYPE(*LCL) MAXDEPTH(" + "9" * 5000 + ")\n", ["MQT202"], ""),
    ("tpf", "mqsc", "ZMQSC DEF QL-B MAXDEPTH-" + "9" * 5000 + "\n", ["MQT202"], ""),
    # In a CL list, what stands alone is no name.
    ("cl", "mqsc", "CHGMQMNL NAMELIST(N1) NAMES(*SAME A)\n", ["MQT201"], ""),
    ("cl", "mqsc", "CRTMQMNL NAMELIST(N1) NAMES(A *NONE)\n", ["MQT201"], ""),
    ("cl", "mqsc", "CRTMQMNL NAMELIST(N1) NAMES(A *SYSDFTNL)\n", ["MQT201"], ""),
    ("cl", "mqsc", "CRTMQMNL NAMELIST(N1) NAMES(&X B)\n", ["MQT106"], ""),
    ("cl", "mqsc", "CRTMQMNL NAMELIST(N) NAMES((A B) C)\n", ["MQT201"], ""),
    # A blank between a keyword and its "(" makes the keyword a positional value, as IBM i reads it: QNAME (A)
    # would name the queue QNAME. Quoted, the word is a value, as meant.
    ("cl", "mqsc", "CHGMQMQ QNAME (A) QTYPE(*LCL) MAXDEPTH(5)\nCHGMQMQ QNAME(B) QTYPE(*LCL) MAXDEPTH (5)\n",
     ["MQT102", "MQT102"], ""),
    ("cl", "mqsc", "CHGMQMQ 'QNAME' (QM1) *LCL\n", ["MQT402"], "ALTER QLOCAL('QNAME')\n"),
    # A command name running on into other letters is no command name, never the one it starts with.
    ("cl", "mqsc", "CRTMQMQ\u00e9 QNAME(A) QTYPE(*LCL)\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n", ["MQT115"],
     "DEFINE QLOCAL('B')\n"),
    # A delete takes options only: an object's attributes on it would reach a queue manager (or DLTMQMQ) that
    # refuses them, or be read as meant.
    ("mqsc", "pcf", "DELETE QLOCAL(X) PUT(DISABLED) MAXDEPTH(5)\nDELETE QLOCAL(Y) PURGE\n", ["MQT206", "MQT206"],
     '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "Y", "MQIA_Q_TYPE": "MQQT_LOCAL", '
     '"MQIACF_PURGE": "MQPO_YES"}}\n'),
    ("pcf", "mqsc", '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_LOCAL", '
     '"MQIA_MAX_Q_DEPTH": 5}}\n', ["MQT206"], ""),
    ("cl", "mqsc", "DLTMQMNL NAMELIST(N)\n", [], "DELETE NAMELIST('N')\n"),
    # PCF JSON: a parameter key that is no number nor name, a command name one or two letters off an in-scope
    # one, and an unknown field on a command otherwise copied as it is.
    ("pcf", "mqsc", '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": 1, "--15": 5}}\n'
     '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "B", "MQIA_Q_TYPE": 1, "' + "9" * 5000 + '": 5}}\n'
     '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "C", "MQIA_Q_TYPE": 1}}\n',
     ["MQT105", "MQT105"], "DEFINE QLOCAL('C')\n"),
    ("pcf", "pcf", '{"command": "MQCMD_CREAT_Q", "parameters": {"MQCA_Q_NAME": "A"}}\n', ["MQT115"], ""),
    ("pcf", "pcf", '{"command": "MQCMD_INQUIRE_Q", "colour": 1, "parameters": {}}\n', ["MQT105"], ""),
    ("pcf", "pcf", '{"command": "MQCMD_INQUIRE_Q", "parameters": {}}\n', [],
     '{"command": "MQCMD_INQUIRE_Q", "parameters": {}}\n'),
]


def _live(output: str) -> str:
    """The output's commands, without its comment lines."""
    return "".join(line + "\n" for line in output.splitlines() if line and not line.startswith(("*", "/*")))


@pytest.mark.parametrize(("source", "target", "script", "codes", "written"), CASES)
def test_refused_with_its_code_and_nothing_else_changes(source: str, target: str, script: str, codes: list[str],
                                                       written: str) -> None:
    result = translate(script, source, target, file="t")
    assert [d.code for d in result.diagnostics] == codes
    assert _live(result.output) == written


def test_long_numbers_with_leading_zeros_keep_their_value() -> None:
    result = translate("DEFINE QL(A) MAXDEPTH(" + "0" * 5000 + "7)\n", "mqsc", "cl")
    assert result.ok and result.output == "CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(7)\n"


def test_a_cl_variable_gives_the_queue_type_too() -> None:
    result = translate("CRTMQMQ QNAME(A) QTYPE(&QT)\n", "cl", "mqsc", variables={"QT": "*LCL"})
    assert result.ok and result.output == "DEFINE QLOCAL('A')\n"
    # IBM i reads a reserved value held in a variable only in upper case: *lcl there is no queue type.
    lower = translate("CRTMQMQ QNAME(A) QTYPE(&QT)\n", "cl", "mqsc", variables={"QT": "*lcl"})
    assert [(d.code, d.expected) for d in lower.diagnostics] == [("MQT201", "*LCL")]
    assert [d.code for d in translate("CRTMQMQ QNAME(A) QTYPE(&QT)\n", "cl", "mqsc").diagnostics] == ["MQT106"]


def test_blank_elements_stay_in_a_cl_list() -> None:
    result = translate("CRTMQMNL NAMELIST(N) NAMES(A *BLANKS 'b')\n", "cl", "mqsc")
    assert result.ok and result.output == "DEFINE NAMELIST('N') NAMES('A', ' ', 'b')\n"


@given(st.text(max_size=20))
def test_fold_changes_a_to_z_only(text: str) -> None:
    folded = fold(text)
    assert len(folded) == len(text)
    assert all(b == (a.upper() if "a" <= a <= "z" else a) for a, b in zip(text, folded, strict=True))


@pytest.mark.parametrize(("policy", "expected"), [
    ("error", "--on-unsupported warn to write the command without Scope"), ("warn", "")])
def test_an_attribute_the_target_lacks_says_how_to_write_the_command_without_it(policy: str, expected: str) -> None:
    """A dmpmqcfg dump holds many defaults CL has no keyword for (SCOPE(QMGR)): under error, each says the way on."""
    (found,) = translate("DEFINE QLOCAL(A) SCOPE(QMGR)\n", "mqsc", "cl", on_unsupported=policy).diagnostics
    assert (found.code, found.expected) == ("MQT301", expected)


@pytest.mark.parametrize(("command", "action"), [
    ("CPYMQMQ FROMQ(A) TOQ(B) QTYPE(*LCL) MAXDEPTH(*SYSDFTQ)", "copy"),
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(*SYSDFTQ)", "change"),
])
def test_system_default_on_a_copy_or_change_is_refused_not_read_as_the_source_or_unchanged(command: str,
                                                                                           action: str) -> None:
    """*SYSDFTQ means the system default queue's value: a copy left to LIKE would take the source queue's, and a
    change left out would keep the queue's own. Neither is that value."""
    translation = translate(command + "\n", "cl", "mqsc")
    assert [(d.code, d.message) for d in translation.diagnostics] == [
        ("MQT206", f"'system default' is not valid in a {action} command")]
    assert all(line.startswith("*") for line in str(translation.output).splitlines())


def test_a_quoted_blanks_in_a_name_list_is_a_name_not_a_blank() -> None:
    translation = translate("CHGMQMNL NAMELIST(N) NAMES('*BLANKS' A)\n", "cl", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT208"]
    assert "NAMES(' '" not in str(translation.output)
