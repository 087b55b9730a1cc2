"""Issue 19 §3: object names follow IBM's naming rules in every dialect (MQT208), TPF reserves the queue name
ALL, and FORCE is not valid on model queues (MQT204)."""

from __future__ import annotations

import json

import pytest

from translator import translate
from translator.model.characters import name_problem

TEXT_TARGETS = ("mqsc", "cl", "tpf")


def _pcf(command: str, name: str, queue_type: str = "MQQT_LOCAL", **more: object) -> str:
    parameters = {"MQCA_Q_NAME": name, "MQIA_Q_TYPE": queue_type, **more}
    return json.dumps({"command": command, "parameters": parameters}) + "\n"


def _errors(text: str, source: str, target: str = "mqsc") -> list[str]:
    return [d.code for d in translate(text, source, target).diagnostics if d.severity == "error"]


BAD_NAMES = [
    ("DEFINE QLOCAL('A B')\n", "mqsc"),
    ("DEFINE QLOCAL(bad#name)\n", "mqsc"),
    ("DEFINE QLOCAL(A) LIKE('X Y')\n", "mqsc"),
    ("DEFINE NAMELIST('N L')\n", "mqsc"),
    ("CRTMQMQ QNAME('A B') QTYPE(*LCL)\n", "cl"),
    ("CRTMQMQ QNAME(bad#name) QTYPE(*LCL)\n", "cl"),
    ("CPYMQMQ FROMQ('X Y') TOQ(B) QTYPE(*LCL)\n", "cl"),
    ("CRTMQMNL NAMELIST('A-B')\n", "cl"),
    ("ZMQSC DEF QL-'A B'\n", "tpf"),
    ("ZMQSC DEF QL-bad#name\n", "tpf"),
    (_pcf("MQCMD_CREATE_Q", "X Y"), "pcf"),
    (_pcf("MQCMD_CREATE_Q", "caf\u00e9"), "pcf"),
    (_pcf("MQCMD_CREATE_Q", "A*"), "pcf"),
]


@pytest.mark.parametrize(("text", "source"), BAD_NAMES)
@pytest.mark.parametrize("target", [*TEXT_TARGETS, "pcf"])
def test_a_name_outside_the_naming_rules_is_an_error_in_every_dialect(text: str, source: str, target: str) -> None:
    result = translate(text, source, target)
    assert "MQT208" in [d.code for d in result.diagnostics]
    assert not result.ok
    assert not [r for r in result.records if r.status == "translated"]


def test_the_diagnostic_names_the_character_and_what_is_expected() -> None:
    (diagnostic,) = translate("\n  DEFINE QLOCAL('A B')\n", "mqsc", "cl").diagnostics
    assert str(diagnostic.span) == "<input>:2:17"  # at the name
    assert diagnostic.message == "the object name 'A B' breaks the naming rules: a blank at position 2"
    assert diagnostic.expected == "A-Z a-z 0-9 . / _ %"
    (shown,) = translate(_pcf("MQCMD_CREATE_Q", "A\nB"), "pcf", "mqsc").diagnostics
    assert "'A\\x0aB'" in shown.message and "\\x0a at position 2" in shown.message


@pytest.mark.parametrize(("dialect", "text", "columns"), [
    ("mqsc", "DEFINE QLOCAL('A B') LIKE('C D')", [15, 22]),
    ("cl", "CPYMQMQ FROMQ('C D') TOQ('A B') QTYPE(*LCL)", [22, 9]),
    ("tpf", "ZMQSC DEF QL-'A B'", [11]),
    ("pcf", '{"command": "MQCMD_COPY_Q", "parameters": {"MQCACF_FROM_Q_NAME": "C D", "MQCACF_TO_Q_NAME": "A B", '
            '"MQIA_Q_TYPE": "MQQT_LOCAL"}}', [73, 44]),
    ("rest", '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A B", '
             '"parameters": {"like": "C D"}}', [80, 102])])
def test_a_name_breaking_the_rules_is_pointed_at_in_every_dialect(dialect: str, text: str, columns: list[int]) -> None:
    """At the name (the source name) as the dialect writes it, or the parameter holding it (TOQ, LIKE, QL-, a PCF
    parameter), as other parameters' diagnostics point at theirs; not at the command's start."""
    found = translate(text + "\n", dialect, "mqsc").diagnostics
    assert [(d.code, d.span.column) for d in found] == [("MQT208", column) for column in columns]


@pytest.mark.parametrize("target", [*TEXT_TARGETS, "pcf"])
def test_every_character_the_rules_allow_is_kept(target: str) -> None:
    result = translate("DEFINE QLOCAL('Az.09/_%x') TRIGDATA('A B #')\n", "mqsc", target)
    assert result.ok, result.diagnostics
    assert translate(result.output, target, "mqsc").output == "DEFINE QLOCAL('Az.09/_%x') TRIGDATA('A B #')\n"


def test_name_problem_allows_exactly_the_ibm_characters() -> None:
    allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./_%")
    for code in range(0x250):
        character = chr(code)
        assert (name_problem("A" + character) is None) == (character in allowed), repr(character)


@pytest.mark.parametrize(("length", "codes"), [(48, []), (49, ["MQT203"])])
def test_queue_and_namelist_names_hold_at_most_48_characters(length: int, codes: list[str]) -> None:
    name = "Q" * length
    assert _errors(f"DEFINE QLOCAL({name})\n", "mqsc") == codes
    assert _errors(f"DEFINE NAMELIST({name})\n", "mqsc") == codes


# --- TPF reserves ALL ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "source"), [
    ("DEFINE QLOCAL(ALL)\n", "mqsc"),
    ("DELETE QLOCAL(ALL)\n", "mqsc"),
    ("ALTER QALIAS(all) TARGET(X)\n", "mqsc"),
    ("CRTMQMQ QNAME(ALL) QTYPE(*LCL)\n", "cl"),
    (_pcf("MQCMD_CREATE_Q", "ALL"), "pcf"),
])
def test_the_queue_name_all_is_an_error_going_to_tpf(text: str, source: str) -> None:
    result = translate(text, source, "tpf")
    assert _errors(text, source, "tpf") == ["MQT201"]
    assert "ZMQSC" not in "".join(line for line in result.output.splitlines() if not line.startswith("*"))
    assert translate(text, source, "mqsc").ok  # ALL is a valid name elsewhere


def test_a_quoted_lower_case_all_is_another_name_in_tpf() -> None:
    result = translate("DEFINE QLOCAL('all')\n", "mqsc", "tpf")
    assert result.ok and result.output == "ZMQSC DEF QL-'all'\n"


# --- FORCE is not valid for model queues -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "source"), [
    ("ALTER QMODEL(M) FORCE\n", "mqsc"),
    ("CHGMQMQ QNAME(M) QTYPE(*MDL) FORCE(*YES)\n", "cl"),
    ("CHGMQMQ QNAME(M) FORCE(*YES) DFNTYPE(*PERMDYN)\n", "cl"),  # the type inferred: model
    (_pcf("MQCMD_CHANGE_Q", "M", "MQQT_MODEL", MQIACF_FORCE="MQFC_YES"), "pcf"),
])
@pytest.mark.parametrize("target", ["mqsc", "cl", "pcf"])
def test_force_on_a_model_queue_is_an_error_in_every_dialect(text: str, source: str, target: str) -> None:
    assert "MQT204" in _errors(text, source, target)


@pytest.mark.parametrize("noun", ["QLOCAL", "QALIAS", "QREMOTE"])
def test_force_on_local_alias_and_remote_queues_is_kept(noun: str) -> None:
    result = translate(f"ALTER {noun}(Q) FORCE\n", "mqsc", "cl")
    assert result.ok and "FORCE(*YES)" in result.output


@pytest.mark.parametrize("parameter", ["PROCESS", "INITQ", "BOQNAME", "CLUSTER", "CLUSNL"])
def test_an_attribute_naming_an_object_follows_the_naming_rules(parameter: str) -> None:
    """As the object's own name: a blank, '*' or ';' in PROCESS('a b') is MQT208, not a name the queue manager
    refuses later; blanks after the name are padding."""
    refused = translate(f"DEFINE QLOCAL(A) {parameter}('a b')\n", "mqsc", "cl")
    assert [(d.code, d.span.column) for d in refused.diagnostics] == [("MQT208", 18)]
    assert "breaks the naming rules: a blank at position 2" in refused.diagnostics[0].message
    kept = translate(f"DEFINE QLOCAL(A) {parameter}('Ab.c/d_%  ')\n", "mqsc", "mqsc")
    assert kept.diagnostics == [] and f"{parameter}('Ab.c/d_%  ')" in kept.output


@pytest.mark.parametrize(("text", "code"), [("DEFINE QALIAS(A) TARGET('t x')", "MQT208"),
                                            # IBM does not check a remote queue's name (CHGMQMQ RMTQNAME)
                                            ("DEFINE QREMOTE(A) RNAME('r;#') RQMNAME(QM1)", None),
                                            ("DEFINE QREMOTE(A) RNAME(R) RQMNAME('Q M')", "MQT208"),
                                            ("DEFINE QREMOTE(A) RNAME(R) XMITQ('x+')", "MQT208"),
                                            ("DEFINE QLOCAL(A) CLCHNAME('TO.CLUS.*')", None)])  # a generic name
def test_queue_names_in_attributes_follow_the_rules_but_a_generic_channel_name_and_the_remote_name(
        text: str, code: str | None) -> None:
    assert [d.code for d in translate(text + "\n", "mqsc", "mqsc").diagnostics] == ([code] if code else [])


@pytest.mark.parametrize(("text", "source"), [
    ("ALTER NL(N) NAMES(A,'')\n", "mqsc"),
    ('{"type":"runCommandJSON","command":"alter","qualifier":"namelist","name":"N","parameters":{"names":["A",""]}}\n',
     "rest"),
])
def test_an_empty_name_in_a_list_is_written_blank_as_an_empty_string_is(text: str, source: str) -> None:
    """Older runmqsc refuses '': a blank name in a list is written ' ', as DESCR('') is."""
    assert translate(text, source, "mqsc").output == "ALTER NAMELIST('N') NAMES('A', ' ')\n"


def test_is_name_agrees_with_name_problem() -> None:
    """is_name and is_padded_name, which validation asks of every name, accept exactly what name_problem does."""
    from translator.model.characters import is_name, is_padded_name

    characters = [chr(code) for code in range(0x300)] + ["\u2028", "\ud800", "\U000e0001", "\uff21"]
    texts = ["", " ", "A B", " AB", "AB  ", "A.B/C_%9  ", "AB \n", *characters,
             *(a + b for a in characters[:130] for b in characters[:130])]
    for text in texts:
        assert bool(is_name(text)) is (name_problem(text) is None), repr(text)
        assert bool(is_padded_name(text)) is (name_problem(text.rstrip(" ")) is None), repr(text)
