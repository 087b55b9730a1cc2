"""TPF ZMQSC: the reader (seed 002 and cl-tpf-mapping.md §3), the writer, and what TPF cannot express."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lark import Lark, Token

from tests.helpers import commands
from translator import translate
from translator.diagnostics import Reporter
from translator.dialects import detect
from translator.dialects import tpf_vocabulary as vocabulary
from translator.dialects.tpf_rules import RULES
from translator.model import Action, Explicit, ObjectType, Passthrough
from translator.parsers import parser
from translator.readers import tpf
from translator.registry import ATTRIBUTES

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT.parents[0] / "shared" / "seeds" / "002_f02af763cb5dcb75.txt"
SEED_EXAMPLE = "ZMQSC ALT QL-'local.queue.' GET-DISABLED\n"
# Seed 002 lists these parameters of ZMQSC ALT QL (besides QL-qlname), in this order.
SEED_ALT_QL = ("MAXMSGL", "PUT", "GET", "DEFPSIST", "QDEPTHHI", "MAXDEPTH", "SWEEP", "TRIGTYPE", "TRIGDATA",
               "NOTRIGGER", "TRIGGER", "PROCESS")
L, A, R = ObjectType.LOCAL, ObjectType.ALIAS, ObjectType.REMOTE


def one(text: str):
    (command,) = commands(text, "tpf")
    return command


def codes(result) -> list[tuple[str, str]]:
    return [(d.code, d.severity.value) for d in result.diagnostics]


# --- the seed -------------------------------------------------------------------------------------

def test_the_seed_example_parses_and_round_trips_exactly() -> None:
    command = one(SEED_EXAMPLE)
    assert (command.action, command.object_type, command.name) == (Action.CHANGE, L, "local.queue.")
    assert command.attributes == {"InhibitGet": Explicit("MQQA_GET_INHIBITED")}
    assert translate(SEED_EXAMPLE, "tpf", "tpf").output == SEED_EXAMPLE
    assert translate(SEED_EXAMPLE, "tpf", "mqsc").output == "ALTER QLOCAL('local.queue.') GET(DISABLED)\n"
    if SEED.is_file():
        assert SEED_EXAMPLE.strip() in SEED.read_text(encoding="utf-8")


@pytest.mark.skipif(not SEED.is_file(), reason="../shared/seeds is not beside the checkout")
def test_alt_ql_takes_exactly_the_parameters_of_seed_002() -> None:
    seed = SEED.read_text(encoding="utf-8")
    assert all(re.search(rf"^{keyword}(-|$)", seed, re.M) for keyword in SEED_ALT_QL)
    assert set(vocabulary.keywords(Action.CHANGE, L)) == set(SEED_ALT_QL)


def test_every_alt_ql_parameter_is_read() -> None:
    command = one("ZMQSC ALT QL-LQ MAXMSGL-100 PUT-ENABLED GET-DISABLED DEFPSIST-NO QDEPTHHI-0 MAXDEPTH-9 SWEEP-OFF "
                  "TRIGTYPE-NONE TRIGDATA-'a b' NOTRIGGER PROCESS-P1\n")
    assert command.attributes == {
        "MaxMsgLength": Explicit(100), "InhibitPut": Explicit("MQQA_PUT_ALLOWED"),
        "InhibitGet": Explicit("MQQA_GET_INHIBITED"), "DefPersistence": Explicit("MQPER_NOT_PERSISTENT"),
        "QDepthHighLimit": Explicit(0), "MaxQDepth": Explicit(9), "TpfSweep": Explicit("OFF"),
        "TriggerType": Explicit("MQTT_NONE"), "TriggerData": Explicit("a b"),
        "TriggerControl": Explicit("MQTC_OFF"), "ProcessName": Explicit("P1")}


@pytest.mark.parametrize(("action", "object_type", "expected"), [
    (Action.CREATE, L, {*SEED_ALT_QL, "USAGE", "COMMON"}),
    (Action.CREATE, A, {"TARGQ", "PUT", "GET", "DEFPSIST"}),
    (Action.CREATE, R, {"RQMNAME", "RNAME", "XMITQ"}),
    # ALTER of QA and QR: gtpo1maf lists "ZMQSC ALTER (QA, QL, QR, or CHL)"; their parameters are DEF's.
    (Action.CHANGE, A, {"TARGQ", "PUT", "GET", "DEFPSIST"}),
    (Action.CHANGE, R, {"RQMNAME", "RNAME", "XMITQ"}),
    (Action.DELETE, L, {"PURGE"}),
    (Action.DELETE, A, set()),
])
def test_the_registry_says_which_command_takes_which_parameter(action: Action, object_type: ObjectType,
                                                               expected: set[str]) -> None:
    assert set(vocabulary.keywords(action, object_type)) == expected


def test_every_tpf_spelling_has_a_tpf_rule_and_the_other_way_round() -> None:
    for attribute in ATTRIBUTES:
        flags = [v.spelling("tpf") for v in attribute.values if v.spelling("tpf")]
        expressible = attribute.spelling("tpf") or (attribute.is_flag("tpf") and flags)
        assert bool(expressible) == (RULES[attribute] is not None), attribute.name


# --- syntax -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "action", "object_type"), [
    ("ZMQSC DEF QL-A", Action.CREATE, L), ("zmqsc define ql-A", Action.CREATE, L),
    ("ZMQSC ALTER QA-A", Action.CHANGE, A), ("ZMQSC ALT QR-A", Action.CHANGE, R),
    ("ZMQSC DEL QL-A", Action.DELETE, L), ("ZMQSC DELETE QR-A", Action.DELETE, R),
])
def test_long_and_short_verbs(text: str, action: Action, object_type: ObjectType) -> None:
    command = one(text)
    assert (command.action, command.object_type) == (action, object_type)


def test_quoted_names_keep_case_and_unquoted_ones_fold_to_upper_case() -> None:
    assert one("ZMQSC DEF QL-app.in").name == "APP.IN"
    assert one("ZMQSC DEF QL-'app.in'").name == "app.in"
    assert one("ZMQSC DEF QA-A TARGQ-'it''s'").attributes["BaseObjectName"] == Explicit("it's")


def test_new_dialect_is_recognised_from_its_first_command() -> None:
    assert detect("* a comment\n\n  zmqsc alt ql-x\n") == "tpf"
    assert detect("DEFINE QLOCAL(X) DESCR('ZMQSC')\n") == "mqsc"
    # The client channel directory's command, kept as out of scope, may come first.
    assert detect("ZMQID DEFINE CH-C1 CO-1.2.3.4\nZMQSC DEF QL-X\n") == "tpf"
    assert detect("ZMQIDX DEFINE CH-C1\n") == "mqsc"


def test_the_grammar_is_strict_lalr_and_keeps_keyword_value_in_one_token() -> None:
    Lark((ROOT / "grammars" / "tpf.lark").read_text(), parser="lalr", strict=True, import_paths=[str(ROOT / "grammars")])
    tree = parser("tpf").parse("ZMQSC ALT QL-'a b' TRIGDATA-'x y' TRIGGER")
    assert [t.type for t in tree.scan_values(lambda v: isinstance(v, Token))] == [
        "VERB", "OBJECT", "KEYWORD_VALUE", "KEYWORD"]


def test_other_zmqsc_and_tpf_commands_pass_through() -> None:
    text = "ZMQSC DEF MQP\nZMQSC DEF CHL-C1 CHLTYPE-SDR\nZMQSC START QMGR\nZMQSC MIGRATE BEGIN\nZMQID DISP CH-*\n"
    script = tpf.read(text, "t", Reporter(), {})
    assert [(type(i), i.kind) for i in script.items] == [
        (Passthrough, "ZMQSC DEF MQP"), (Passthrough, "ZMQSC DEF CHL"), (Passthrough, "ZMQSC START QMGR"),
        (Passthrough, "ZMQSC MIGRATE BEGIN"), (Passthrough, "ZMQID DISP CH")]
    assert translate(text, "tpf", "tpf").output == text
    to_mqsc = translate(text, "tpf", "mqsc")
    assert [d.code for d in to_mqsc.diagnostics] == ["MQT401"] * 5
    assert "* ZMQSC DEF CHL-C1 CHLTYPE-SDR" in to_mqsc.output


@pytest.mark.parametrize(("text", "column", "expected"), [
    ("ZMQSC DEF QMGR", 11, "QL-name, QA-name, QR-name, CHL-name or MQP-name"),  # the profile is MQP
    ("ZMQSC DEL QMGR-X", 11, "QL-name, QA-name, QR-name, CHL-name or MQP-name"),
    ("ZMQSC START QL-X", 13, "CHL or QMGR"),
    ("zmqsc stop mqp", 12, "CHL or QMGR"),
])
def test_an_object_its_action_does_not_take_is_a_typo_not_a_command_passed_through(text: str, column: int,
                                                                                   expected: str) -> None:
    result = translate(f"ZMQSC DEF QL-A\n{text}\n", "tpf", "tpf")
    assert [(d.code, d.span.line, d.span.column, d.expected) for d in result.diagnostics] == [
        ("MQT115", 2, column, expected)]
    assert result.output.splitlines()[1].startswith("* not translated")
    assert translate("ZMQSC DISPLAY QMGR\nZMQSC STOP CHL-C\nZMQSC DEL MQP\n", "tpf", "tpf").ok  # [UNSURE] taken


@pytest.mark.parametrize(("text", "code", "column"), [
    ("ZMQSC DEF QR-R PUT-ENABLED", "MQT105", 16),       # DEF QR takes no PUT
    ("ZMQSC ALT QL-X USAGE-XMITQ", "MQT105", 16),       # USAGE is DEF only (not in seed 002)
    ("ZMQSC ALT QL-X COMMON-YES", "MQT105", 16),        # COMMON cannot be altered
    ("ZMQSC DEL QL-X GET-ENABLED", "MQT105", 16),
    ("ZMQSC ALT QL-X TRIGTYPE-DEPTH", "MQT201", 16),    # TPF has no depth triggering
    ("ZMQSC ALT QL-X QDEPTHHI-101", "MQT202", 16),
    ("ZMQSC ALT QL-X PUT-ENABLED PUT-DISABLED", "MQT108", 28),
    ("ZMQSC DEF QL-ALL", "MQT201", 11),
    ("ZMQSC DEF QL", "MQT102", 11),
    ("ZMQSC DEF QL-X TRIGDATA-'abc", "MQT103", 24),
    ("ZMQSC ALT QL-X TRIGDATA-A,B", "MQT201", 16),
])
def test_errors_are_located(text: str, code: str, column: int) -> None:
    result = translate(text + "\n", "tpf", "mqsc", file="t.zmqsc")
    (diagnostic,) = result.diagnostics
    assert (diagnostic.code, diagnostic.span.column) == (code, column)
    assert "not translated" in result.output


def test_unknown_keywords_get_a_suggestion_from_the_registry() -> None:
    (diagnostic,) = translate("ZMQSC ALT QL-X MAXDEPT-1\n", "tpf", "mqsc").diagnostics
    assert diagnostic.message == "MAXDEPT is not a parameter of ZMQSC ALT QL"
    assert diagnostic.expected == "MAXDEPTH"


# --- writing TPF: what it cannot express is reported, never dropped ----------------------------------

@pytest.mark.parametrize(("text", "source", "reason"), [
    ("DEFINE QMODEL(M) MAXDEPTH(5)", "mqsc", "TPF has no model queues"),
    ("DEFINE NAMELIST(N) NAMES(A, B)", "mqsc", "TPF has no namelists"),
    ("DEFINE QLOCAL(B) LIKE(A)", "mqsc", "TPF has no LIKE"),
    ("CPYMQMQ FROMQ(A) TOQ(B) QTYPE(*LCL)", "cl", "TPF has no LIKE"),
    ("ALTER QLOCAL(SYSTEM.DEFAULT.LOCAL.QUEUE) MAXDEPTH(10)", "mqsc", "TPF has no SYSTEM.DEFAULT queues"),
])
def test_commands_tpf_lacks_are_mqt305_and_kept_as_notes(text: str, source: str, reason: str) -> None:
    for policy, severity in (("error", "error"), ("warn", "warning")):
        result = translate(text + "\n", source, "tpf", on_unsupported=policy)
        assert [(d.code, d.severity.value) for d in result.diagnostics] == [("MQT305", severity)]
        assert reason in result.diagnostics[0].message
        assert f"* {text}" in result.output and not re.search("^ZMQSC", result.output, re.M)
    assert translate(text + "\n", source, "tpf", on_unsupported="warn").records[0].target_text.startswith("*")


@pytest.mark.parametrize(("text", "source", "code", "attribute"), [
    ("DEFINE QLOCAL(A) DESCR('x') MAXDEPTH(5)", "mqsc", "MQT301", "QDesc"),
    ("DEFINE QREMOTE(R) PUT(DISABLED) RNAME(X)", "mqsc", "MQT301", "InhibitPut"),
    ("ALTER QLOCAL(A) USAGE(XMITQ) MAXDEPTH(5)", "mqsc", "MQT301", "Usage"),
    ("DEFINE QLOCAL(A) REPLACE MAXDEPTH(5)", "mqsc", "MQT301", "Replace"),
    ("ALTER QLOCAL(A) TRIGTYPE(DEPTH) MAXDEPTH(5)", "mqsc", "MQT302", "TriggerType"),
])
def test_attributes_tpf_lacks_are_reported_by_policy(text: str, source: str, code: str, attribute: str) -> None:
    strict = translate(text + "\n", source, "tpf")
    assert [(d.code, d.attribute) for d in strict.diagnostics] == [(code, attribute)]
    assert not strict.ok and "not translated" in strict.output
    lenient = translate(text + "\n", source, "tpf", on_unsupported="warn")
    assert lenient.ok and lenient.output.startswith("ZMQSC ")


def test_what_tpf_spells_by_omission_is_left_out_silently() -> None:
    result = translate("DEFINE QLOCAL(A) NOREPLACE\nALTER QLOCAL(A) PUT(DISABLED)\nDELETE QLOCAL(A) NOPURGE\n",
                       "mqsc", "tpf")
    assert result.ok and [(d.code, d.span.line) for d in result.diagnostics] == [("MQT306", 3)]  # the next test
    assert result.output == "ZMQSC DEF QL-A\nZMQSC ALT QL-A PUT-DISABLED\nZMQSC DEL QL-A\n"


@pytest.mark.parametrize("given", ["", " MAXDEPTH(*SYSDFTQ) TEXT(*SYSDFTQ)", " *DFT *NO *SYSDFTQ *SYSDFTQ"])
def test_a_system_default_is_left_out_as_a_parameter_left_out(given: str) -> None:
    """IBM i gives *SYSDFTQ for a CRTMQMQ parameter left out: written or not, TPF takes its own default, as it
    does for what an MQSC DEFINE leaves out."""
    result = translate(f"CRTMQMQ QNAME(A) QTYPE(*LCL){given}\n" if "(" in given else f"CRTMQMQ A *LCL{given}\n",
                       "cl", "tpf")
    assert (result.output, result.diagnostics) == ("ZMQSC DEF QL-A\n", [])


@pytest.mark.parametrize(("source", "target", "script"), [
    ("mqsc", "tpf", "DELETE QLOCAL(A)\n"), ("mqsc", "tpf", "DELETE QLOCAL(A) NOPURGE\n"),
    ("pcf", "tpf", '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL"}}\n'),
    ("tpf", "mqsc", "ZMQSC DEL QL-A\n")])
def test_a_local_queue_delete_without_purge_means_otherwise_on_tpf(source: str, target: str, script: str) -> None:
    # gtpa2m1j: TPF marks a queue holding messages delete pending until it is empty; MQ's delete fails instead.
    result = translate(script, source, target)
    assert result.ok and [d.code for d in result.diagnostics if d.code == "MQT306"] == ["MQT306"]
    assert "delete pending" in result.diagnostics[-1].message
    alias = translate("DELETE QALIAS(B)\n", "mqsc", "tpf")
    assert alias.ok and not alias.diagnostics
    result = translate("CHGMQMQ QNAME(A) QTYPE(*LCL) PUTENBL(*SAME) FORCE(*NO) MAXDEPTH(1)\n", "cl", "tpf")
    assert (result.output, result.diagnostics) == ("ZMQSC ALT QL-A MAXDEPTH-1\n", [])


@pytest.mark.parametrize(("source", "target", "script", "column"), [
    ("mqsc", "tpf", "DELETE QLOCAL(A) PURGE\n", 18), ("tpf", "mqsc", "ZMQSC DEL QL-A PURGE\n", 16)])
def test_a_local_queue_delete_with_purge_means_otherwise_on_tpf(source: str, target: str, script: str,
                                                                column: int) -> None:
    """TPF's purge bypasses the wait for the queue to empty only on the processors it is given (the reference's
    mapping, section 3.3): the queue may stay delete pending on the others. Elsewhere PURGE deletes it at once."""
    result = translate(script, source, target)
    assert result.ok and [(d.code, d.span.column) for d in result.diagnostics] == [("MQT306", column)]
    assert "only on the processors it is given" in result.diagnostics[0].message


def test_cl_context_and_variables() -> None:
    result = translate("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1) MAXDEPTH(&D)\n", "cl", "tpf")
    assert sorted(d.code for d in result.diagnostics) == ["MQT106"]  # not written: its queue manager is no context
    result = translate("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1) MAXDEPTH(&D)\n", "cl", "tpf", variables={"D": "7"})
    assert result.output == "* Queue manager QM1 (from CL MQMNAME): enter on its TPF system\nZMQSC DEF QL-A MAXDEPTH-7\n"


def test_a_typeless_cl_command_gets_the_type_its_attributes_imply() -> None:
    result = translate("CHGMQMQ QNAME(A) TGTQNAME(B)\nCHGMQMQ QNAME(C) PUTENBL(*NO)\n", "cl", "tpf")
    assert [d.code for d in result.diagnostics] == ["MQT303", "MQT304"]
    assert result.output.startswith("ZMQSC ALT QA-A TARGQ-B\n")


def test_strings_are_quoted_only_when_tpf_would_change_them() -> None:
    result = translate("DEFINE QLOCAL('a.b') TRIGDATA('it''s') PROCESS('X.Y')\n", "mqsc", "tpf")
    assert result.output == "ZMQSC DEF QL-'a.b' TRIGDATA-'it''s' PROCESS-X.Y\n"
    assert translate(result.output, "tpf", "tpf").output == result.output


# --- meaning: same spelling, other meaning -------------------------------------------------------------

@pytest.mark.parametrize(("text", "source", "target"), [
    ("ZMQSC ALT QL-A QDEPTHHI-80", "tpf", "mqsc"),
    ("ZMQSC ALT QL-A QDEPTHHI-80", "tpf", "cl"),
    ("ALTER QLOCAL(A) QDEPTHHI(80)", "mqsc", "tpf"),
    ("CHGMQMQ QNAME(A) QTYPE(*LCL) HIGHTHLD(80)", "cl", "tpf"),
])
def test_qdepthhi_warns_across_the_tpf_boundary(text: str, source: str, target: str) -> None:
    result = translate(text + "\n", source, target)
    assert result.ok
    assert [(d.code, d.attribute) for d in result.diagnostics] == [("MQT306", "QDepthHighLimit")]
    assert "console" in result.diagnostics[0].message


@pytest.mark.parametrize(("target", "expected"), [
    ("mqsc", "ALTER QLOCAL('A') MAXDEPTH(999999999)\n"),
    ("cl", "CHGMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(999999999)\n"),
])
def test_tpf_maxdepth_zero_means_no_limit_so_the_target_gets_its_highest_depth(target: str, expected: str) -> None:
    result = translate("ZMQSC ALT QL-A MAXDEPTH-0\n", "tpf", target)
    assert result.ok and result.output == expected
    assert [(d.code, d.severity.value, d.attribute) for d in result.diagnostics] == [("MQT307", "info", "MaxQDepth")]


@pytest.mark.parametrize(("text", "source"), [("ALTER QLOCAL(A) MAXDEPTH(0) GET(DISABLED)", "mqsc"),
                                              ("CHGMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(0) GETENBL(*NO)", "cl")])
def test_maxdepth_zero_admits_no_message_which_tpf_cannot_say(text: str, source: str) -> None:
    failed = translate(text + "\n", source, "tpf")
    assert not failed.ok and [d.code for d in failed.diagnostics] == ["MQT302"]
    assert "ZMQSC ALT" not in failed.output  # written as a note only
    warned = translate(text + "\n", source, "tpf", on_unsupported="warn")
    assert warned.ok and warned.output == "ZMQSC ALT QL-A GET-DISABLED\n"  # without what TPF cannot say


@pytest.mark.parametrize(("text", "source", "target"), [
    ("ZMQSC ALT QL-A MAXDEPTH-0 QDEPTHHI-80", "tpf", "tpf"),
    ("ALTER QLOCAL(A) MAXDEPTH(0) QDEPTHHI(80)", "mqsc", "cl"),
    ("ALTER QLOCAL(A) MAXDEPTH(5)", "mqsc", "tpf"),
])
def test_no_meaning_warning_within_a_side_or_for_other_depths(text: str, source: str, target: str) -> None:
    assert not translate(text + "\n", source, target).diagnostics


@pytest.mark.parametrize("blank", [" ", "\t", "\f", "  \t "])
def test_any_blank_of_the_text_dialects_delimits_zmqsc_fields(blank: str) -> None:
    result = translate(f"ZMQSC{blank}DEF{blank}QL-abc{blank}GET-DISABLED{blank}PUT-ENABLED\n", "tpf", "mqsc")
    assert (result.output, result.diagnostics) == ("DEFINE QLOCAL('ABC') GET(DISABLED) PUT(ENABLED)\n", [])


@pytest.mark.parametrize("name", ["'system.default.local.queue'", "'System.Default.X'"])
def test_a_queue_named_like_a_system_default_one_in_another_case_is_the_users(name: str) -> None:
    result = translate(f"ALTER QLOCAL({name}) GET(DISABLED)\n", "mqsc", "tpf")
    assert (result.output, result.diagnostics) == (f"ZMQSC ALT QL-{name} GET-DISABLED\n", [])


@pytest.mark.parametrize(("command", "code", "message", "expected"), [
    ("ZMQSC DEF QL-A GET", "MQT102", "GET takes a value", "GET-value, as GET-ENABLED"),
    ("ZMQSC DEF QL-A MAXDEPTH", "MQT102", "MAXDEPTH takes a value", "MAXDEPTH-value, as MAXDEPTH-5"),
    ("ZMQSC DEF QL-A TRIGGER-YES", "MQT102", "TRIGGER is a flag: it takes no value", "TRIGGER"),
    # Another command's keyword is pointed to that command, not to a keyword spelt like it (PURGE was "USAGE").
    ("ZMQSC DEF QL-A PURGE", "MQT105", "PURGE is not a parameter of ZMQSC DEF QL (only of ZMQSC DEL QL)",
     "PURGE on ZMQSC DEL QL"),
    ("ZMQSC ALT QL-A USAGE-NORMAL", "MQT105", "USAGE is not a parameter of ZMQSC ALT QL (only of ZMQSC DEF QL)",
     "USAGE on ZMQSC DEF QL"),
    ("ZMQSC DEF QL-A USAG-NORMAL", "MQT105", "USAG is not a parameter of ZMQSC DEF QL", "USAGE"),
    ("ZMQSC DEF QL-A BOGUS-1", "MQT105", "BOGUS is not a parameter of ZMQSC DEF QL", None)])
def test_a_parameter_written_in_the_wrong_shape_says_which_shape(command: str, code: str, message: str,
                                                                 expected: str | None) -> None:
    (problem,) = translate(command + "\n", "tpf", "mqsc").diagnostics
    assert (problem.code, problem.message, problem.span.column) == (code, message, 16)
    assert expected is None or problem.expected == expected


@pytest.mark.parametrize(("source", "target", "script", "said"), [
    ("tpf", "mqsc", "ZMQSC DEF QL-X TRIGGER TRIGTYPE-FIRST\n", "TriggerControl TRIGGER"),
    ("tpf", "mqsc", "ZMQSC DEF QL-X TRIGGER PROCESS-P\n", "TriggerControl TRIGGER"),
    ("tpf", "mqsc", "ZMQSC ALT QL-X TRIGTYPE-EVERY\n", "TriggerType EVERY"),
    ("mqsc", "tpf", "DEFINE QLOCAL(X) TRIGGER TRIGTYPE(EVERY) PROCESS(P)\n", "TriggerControl TRIGGER"),
    ("mqsc", "tpf", "ALTER QLOCAL(X) TRIGTYPE(FIRST)\n", "TriggerType FIRST")])
def test_a_triggered_queue_runs_its_process_on_tpf_and_sends_a_trigger_message_elsewhere(
        source: str, target: str, script: str, said: str) -> None:
    """Seed 002: TPF runs "the program in the process object" (FIRST without one: the CUIR exit); elsewhere a trigger
    message goes to the initiation queue. Said once a command, whichever of TRIGGER and TRIGTYPE says it."""
    result = translate(script, source, target)
    (warning,) = result.diagnostics
    assert result.ok and warning.code == "MQT306" and warning.message.startswith(f"{said}: TPF runs the queue's")


@pytest.mark.parametrize(("source", "target", "script"), [
    ("tpf", "mqsc", "ZMQSC ALT QL-X NOTRIGGER TRIGTYPE-NONE PROCESS-P\n"),
    ("mqsc", "tpf", "ALTER QLOCAL(X) NOTRIGGER TRIGTYPE(NONE) PROCESS(P)\n")])
def test_a_queue_not_triggered_means_the_same_on_tpf(source: str, target: str, script: str) -> None:
    assert not translate(script, source, target).diagnostics


@pytest.mark.parametrize(("value", "refused"), [("héllo", False), ("日本語", True), ("€uro", True), ("plain", False)])
def test_a_character_a_tpf_console_cannot_hold_is_not_written_unsure_of_its_code_page(value: str, refused: bool) -> None:
    """[UNSURE] z/TPF reads EBCDIC: code page 037 (1047 holds the same characters)."""
    result = translate(f"DEFINE QLOCAL(A) TRIGDATA('{value}')\n", "mqsc", "tpf")
    assert [(d.code, d.attribute) for d in result.diagnostics] == ([("MQT209", "TriggerData")] if refused else [])


@pytest.mark.parametrize(("script", "refused"), [
    ("ZMQSC DEF QL-A COMMON-YES MAXDEPTH-5", ["MaxQDepth"]),
    ("ZMQSC DEF QL-A COMMON-YES QDEPTHHI-50 MAXDEPTH-5", ["QDepthHighLimit", "MaxQDepth"]),
    ("ZMQSC DEF QL-A COMMON-NO MAXDEPTH-5 QDEPTHHI-50", []),
    ("ZMQSC DEF QL-A COMMON-YES SWEEP-ON", []),
])
def test_a_queue_shared_by_processors_takes_no_maxdepth_or_qdepthhi(script: str, refused: list[str]) -> None:
    """Seed 002: MAXDEPTH and QDEPTHHI "are not valid for queues ... defined with the COMMON parameter set to YES"."""
    result = translate(script + "\n", "tpf", "tpf")
    assert [d.attribute for d in result.diagnostics if d.code == "MQT204"] == refused
    assert result.ok is not refused


@pytest.mark.parametrize("line", ["ZMQSC DEF QL-A MAXDEPTH-", "ZMQSC DEF QL-A MAXDEPTH- 5"])
def test_a_keyword_without_its_value_says_the_value_is_missing(line: str) -> None:
    """Not "no blank before '-'": a blank there would not mend it."""
    (found,) = translate(line + "\n", "tpf", "mqsc").diagnostics
    assert (found.code, found.message, found.span.column) == ("MQT102", "no value after MAXDEPTH-", 24)


@pytest.mark.parametrize(("line", "refused"), [("ZMQSC DEF QL-XQ USAGE-XMITQ COMMON-YES", True),
                                               ("ZMQSC DEF QL-XQ COMMON-YES USAGE-NORMAL", False),
                                               ("ZMQSC DEF QL-XQ USAGE-XMITQ COMMON-NO", False)])
def test_a_transmission_queue_is_never_shared_by_processors(line: str, refused: bool) -> None:
    """TPF's pages on COMMON-: "All transmission queues are processor unique"."""
    found = [(d.code, d.span.column) for d in translate(line + "\n", "tpf", "tpf").diagnostics]
    assert found == ([("MQT204", 17)] if refused else [])


@pytest.mark.parametrize("policy", ["error", "warn", "ignore"])
def test_an_alias_for_a_topic_is_never_written_as_an_alias_for_a_queue(policy: str) -> None:
    """TARGQ- names a queue: an alias for a topic written without TARGTYPE would name a queue of the topic's name, a
    meaning changed, so it is MQT305 (no equivalent) whatever the policy, never MQT301's drop."""
    result = translate("DEFINE QALIAS(TA) TARGET(SPORTS) TARGTYPE(TOPIC)\n", "mqsc", "tpf", on_unsupported=policy)
    assert not [line for line in result.output.splitlines() if line.startswith("ZMQSC")]
    assert [r.status for r in result.records] in (["skipped"], ["failed"])


def test_an_alias_for_a_queue_says_so_by_leaving_targtype_out() -> None:
    result = translate("DEFINE QALIAS(A2) TARGET(E1) TARGTYPE(QUEUE)\n", "mqsc", "tpf")
    assert result.output == "ZMQSC DEF QA-A2 TARGQ-E1\n" and result.diagnostics == []
