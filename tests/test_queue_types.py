"""The queue-type stage (semantics.typed_queues): a queue of unstated type, such as CL's CHGMQMQ without QTYPE, gets
the type its attributes imply (MQT303) or is rejected (MQT304) for a target that must state one; CL need not."""

from __future__ import annotations

import json

import pytest

from translator import translate
from translator.diagnostics import Reporter, Severity
from translator.dialects import DIALECTS
from translator.model import Action, Command, Item, ObjectType, Rejected
from translator.semantics import stated_type, typed_queues

STATING = {"mqsc": "MQSC", "tpf": "TPF", "pcf": "PCF", "pcf-bin": "PCF", "rest": "REST"}  # target: its title


def staged(text: str, target: str) -> tuple[list[Item], Reporter]:
    """The CL script's items after validation and the queue-type stage for ``target``."""
    reporter = Reporter()
    items = DIALECTS["cl"].read_items(text, "q.clle", reporter, {}, [])
    assert not reporter.diagnostics
    return list(typed_queues(items, "cl", DIALECTS[target], reporter)), reporter


def test_the_dialects_say_which_commands_state_a_queue_type() -> None:
    assert {name: dialect.title for name, dialect in DIALECTS.items() if dialect.states_queue_type} == STATING
    assert DIALECTS["cl"].states_queue_type == frozenset()
    assert DIALECTS["pcf"].states_queue_type == DIALECTS["pcf-bin"].states_queue_type == \
        {Action.CREATE, Action.CHANGE, Action.COPY}  # MQCMD_DELETE_Q's MQIA_Q_TYPE is optional


@pytest.mark.parametrize("target", STATING)
def test_an_unstated_queue_takes_the_one_type_its_attributes_imply(target: str) -> None:
    (item,), reporter = staged("CHGMQMQ QNAME(Q) TGTQNAME(B)\n", target)
    assert isinstance(item, Command) and item.object_type is ObjectType.ALIAS
    assert [(d.code, d.severity, d.message) for d in reporter.diagnostics] == [
        ("MQT303", Severity.WARNING, "CHGMQMQ Q states no queue type; its attributes make it a queue of type alias")]


@pytest.mark.parametrize("target", STATING)
def test_an_unstated_queue_whose_attributes_imply_no_one_type_is_rejected(target: str) -> None:
    (item,), reporter = staged("/* keep */\nCHGMQMQ QNAME(Q) MAXDEPTH(5)\n", target)
    assert item == Rejected("cl", "CHGMQMQ", "CHGMQMQ QNAME(Q) MAXDEPTH(5)", item.span, ["keep"], "Q")
    assert item.span.line == 2
    assert [(d.code, d.severity, d.message) for d in reporter.diagnostics] == [
        ("MQT304", Severity.ERROR, "CHGMQMQ Q states no queue type and its attributes do not determine one, so it "
                                   f"has no {STATING[target]} equivalent")]


def test_a_target_that_writes_a_queue_of_unstated_type_gets_it_as_read() -> None:
    items, reporter = staged("CHGMQMQ QNAME(Q) MAXDEPTH(5)\nCHGMQMQ QNAME(R) TGTQNAME(B)\nDLTMQMQ QNAME(S)\n", "cl")
    assert [item.object_type for item in items if isinstance(item, Command)] == [ObjectType.QUEUE] * 3
    assert not reporter.diagnostics


def test_pcf_deletes_a_queue_of_unstated_type_and_mqsc_cannot() -> None:
    (item,), reporter = staged("DLTMQMQ QNAME(S)\n", "pcf")
    assert isinstance(item, Command) and item.object_type is ObjectType.QUEUE and not reporter.diagnostics
    (item,), reporter = staged("DLTMQMQ QNAME(S)\n", "mqsc")
    assert isinstance(item, Rejected) and [d.code for d in reporter.diagnostics] == ["MQT304"]


def test_a_writer_given_a_queue_of_unstated_type_raises_rather_than_guess() -> None:
    with pytest.raises(ValueError, match="CHGMQMQ Q reached a writer with no queue type"):
        stated_type(Command(Action.CHANGE, ObjectType.QUEUE, "Q", source_text="CHGMQMQ QNAME(Q)"))
    assert stated_type(Command(Action.CHANGE, ObjectType.REMOTE, "Q")) is ObjectType.REMOTE


def _records(text: str, target: str, policy: str = "error") -> tuple[str | bytes, list[tuple[str, str, list[str]]]]:
    result = translate(text, "cl", target, width=0, on_unsupported=policy)
    return result.output, [(r.kind, r.status, [d.code for d in r.diagnostics]) for r in result.records]


ALIAS = "CHGMQMQ QNAME(Q) TGTQNAME(B)\n"
TYPELESS = "/* keep */\nCHGMQMQ QNAME(Q) MAXDEPTH(5)\n"


@pytest.mark.parametrize(("target", "written"), [
    ("mqsc", "ALTER QALIAS('Q') TARGET('B')\n"),
    ("tpf", "ZMQSC ALT QA-Q TARGQ-B\n"),
    ("pcf", json.dumps({"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": "MQQT_ALIAS",
                                                                     "MQCA_BASE_OBJECT_NAME": "B"}}) + "\n"),
    ("rest", json.dumps({"type": "runCommandJSON", "command": "alter", "qualifier": "qalias", "name": "Q",
                         "parameters": {"target": "B"}}) + "\n"),
    ("cl", "CHGMQMQ QNAME('Q') TGTQNAME('B')\n"),
])
def test_translating_an_unstated_queue_whose_attributes_imply_its_type(target: str, written: str) -> None:
    inferred = target in STATING
    assert _records(ALIAS, target) == (written, [("change alias" if inferred else "change queue", "translated",
                                                  ["MQT303"] if inferred else [])])


@pytest.mark.parametrize(("target", "written"), [
    ("mqsc", "* keep\n* not translated (CHGMQMQ has errors):\n* CHGMQMQ QNAME(Q) MAXDEPTH(5)\n"),
    ("tpf", "* keep\n* not translated (CHGMQMQ has errors):\n* CHGMQMQ QNAME(Q) MAXDEPTH(5)\n"),
    ("pcf", ""),  # PCF and REST have no comments: a rejected command leaves nothing
    ("rest", ""),
])
def test_translating_an_unstated_queue_whose_attributes_do_not_imply_one_type(target: str, written: str) -> None:
    output, records = _records(TYPELESS, target)
    assert output == written
    assert [(kind, status) for kind, status, _ in records] == [("CHGMQMQ", "failed")]
    assert "MQT304" in records[0][2]


def test_translating_an_unstated_queue_to_cl_keeps_it_unstated() -> None:
    assert _records(TYPELESS, "cl") == ("/* keep */\nCHGMQMQ QNAME('Q') MAXDEPTH(5)\n", [("change queue", "translated", [])])


def test_the_target_dialects_meanings_see_the_inferred_type() -> None:
    """TPF's MAXDEPTH-0 means no limit: an implied local queue's MAXDEPTH(0) is reported, never written as 0."""
    output, records = _records("CHGMQMQ QNAME(Q) MAXDEPTH(0) HIGHTHLD(5) CLWLUSEQ(*QMGR)\n", "tpf", "warn")
    assert output == "ZMQSC ALT QL-Q QDEPTHHI-5\n"
    assert records == [("change local", "translated", ["MQT303", "MQT302", "MQT306", "MQT301"])]


@pytest.mark.parametrize(("source", "text", "hint"), [
    ("pcf", '{"command":"MQCMD_DELETE_Q","parameters":{"MQCA_Q_NAME":"D1"}}\n', "MQIA_Q_TYPE (MQQT_LOCAL"),
    ("cl", "DLTMQMQ QNAME(D1)\n", "--existing"),
    ("cl", "CHGMQMQ QNAME(D1) TEXT('x')\n", "QTYPE(*LCL, *ALS, *RMT or *MDL) on CHGMQMQ"),
])
def test_an_unknown_queue_type_says_how_the_source_states_one(source: str, text: str, hint: str) -> None:
    (found,) = translate(text, source, "mqsc").diagnostics
    assert found.code == "MQT304" and hint in found.expected and found.message.split()[1] == "D1"


@pytest.mark.parametrize("given", ["TGTQNAME(*SAME)", "DFNTYPE(*SAME) TGTQNAME(*SAME)"])
def test_a_parameter_given_as_unchanged_is_no_evidence_of_the_queue_type(given: str) -> None:
    """IBM i passes *SAME for a CHGMQMQ parameter left out: written or not, it says nothing of the type."""
    (item,), reporter = staged(f"CHGMQMQ QNAME(Q) PUTENBL(*NO) {given}\n", "mqsc")
    assert isinstance(item, Rejected) and [d.code for d in reporter.diagnostics] == ["MQT304"]


@pytest.mark.parametrize(("command", "written"), [
    ("CHGMQMQ QNAME(Q) QTYPE(*LCL) PUTENBL(*NO) TGTQNAME(*SAME)", "ALTER QLOCAL('Q') PUT(DISABLED)"),
    ("CRTMQMQ QNAME(Q) QTYPE(*LCL) TGTQNAME(*SYSDFTQ) RMTQNAME(*SYSDFTQ)", "DEFINE QLOCAL('Q')"),
    ("CPYMQMQ FROMQ(A) TOQ(Q) QTYPE(*LCL) DFNTYPE(*SAME)", "DEFINE QLOCAL('Q') LIKE('A')")])
def test_a_parameter_of_another_queue_type_given_its_default_is_as_if_left_out(command: str, written: str) -> None:
    translation = translate(command + "\n", "cl", "mqsc")
    assert (translation.output, translation.diagnostics) == (written + "\n", [])


def test_a_parameter_of_another_queue_type_given_a_value_is_refused() -> None:
    translation = translate("CHGMQMQ QNAME(Q) QTYPE(*LCL) TGTQNAME(B)\n", "cl", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT204"]


SCRIPT = ("CRTMQMQ QNAME('APP.IN') QTYPE(*LCL) MAXDEPTH(5)\n"
          "CHGMQMQ QNAME('APP.IN') MAXDEPTH(100)\n"       # IBM i leaves QTYPE out: the script made it local
          "CPYMQMQ FROMQ('APP.IN') TOQ(APP.IN3)\n"         # a copy of a local queue is one
          "CHGMQMQ QNAME(APP.IN3) GETENBL(*NO)\n"
          "CHGMQMQ QNAME('APP.IN') TGTQNAME(X)\n"          # an alias's attribute on the local queue: IBM i refuses it
          "DLTMQMQ QNAME('APP.IN')\n"
          "CHGMQMQ QNAME('APP.IN') MAXDEPTH(7)\n"          # deleted: the script no longer says what it is
          "CRTMQMQ QNAME(B) QTYPE(*RMT) RMTQNAME(R) MQMNAME(QM1)\n"
          "CHGMQMQ QNAME(B) MQMNAME(QM2) MAXDEPTH(1)\n")   # another queue manager's B


@pytest.mark.parametrize(("target", "typed_delete"), [("mqsc", True), ("pcf", False), ("rest", True)])
def test_a_queue_the_script_made_keeps_its_type_in_later_commands_that_leave_it_out(target: str,
                                                                                    typed_delete: bool) -> None:
    """CHGMQMQ, CPYMQMQ and DLTMQMQ may leave QTYPE out: on a queue the script itself made, the type is that one
    (MQT303 says where it was made), never the one its attributes would suggest (TGTQNAME on it is MQT204)."""
    result = translate(SCRIPT, "cl", target)
    assert [r.status for r in result.records] == ["translated"] * 4 + ["failed", "translated", "failed",
                                                                       "translated", "failed"]
    found = [(d.code, d.span.line) for d in result.diagnostics if d.code in ("MQT303", "MQT204", "MQT304")]
    assert found == [("MQT303", 2), ("MQT303", 3), ("MQT303", 4), ("MQT204", 5),
                     *([("MQT303", 6)] if typed_delete else []), ("MQT304", 7), ("MQT304", 9)]  # PCF: QType optional
    assert "made it a queue of type local (CRTMQMQ at line 1)" in result.diagnostics[0].message
    mqsc = translate(SCRIPT, "cl", "mqsc").output
    assert "ALTER QLOCAL('APP.IN') MAXDEPTH(100)\nDEFINE QLOCAL('APP.IN3') LIKE('APP.IN')\n" in mqsc
    assert "DELETE QLOCAL('APP.IN')\n" in mqsc and "QALIAS" not in mqsc


def test_a_type_taken_from_a_create_on_a_condition_says_so() -> None:
    """If the CRTMQMQ under the IF did not run, the DLTMQMQ acts on no queue the script knows: the type is taken,
    but the notice says what it rests on rather than that the script made the queue."""
    program = ("PGM\nDCL &C *LGL\nIF COND(&C) THEN(DO)\nCRTMQMQ QNAME(Y) QTYPE(*RMT)\nENDDO\nDLTMQMQ Y\n"
               "CRTMQMQ QNAME(Z) QTYPE(*LCL)\nDLTMQMQ Z\nENDPGM\n")
    said = [d.message for d in translate(program, "cl", "mqsc").diagnostics if d.code == "MQT303"]
    assert said == [
        "DLTMQMQ Y states no queue type; the script made it a queue of type remote (CRTMQMQ at line 4, if it ran: "
        "it runs only on a condition)",
        "DLTMQMQ Z states no queue type; the script made it a queue of type local (CRTMQMQ at line 7)"]


def test_an_option_only_local_queues_take_makes_a_delete_of_unstated_type_local() -> None:
    """PCF DELETE_Q may leave QType out; Purge applies to local queues only, as TGTQNAME makes a queue an alias."""
    purge = '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIACF_PURGE": "MQPO_YES"}}\n'
    translation = translate(purge, "pcf", "mqsc")
    assert translation.output == "DELETE QLOCAL('A') PURGE\n"
    assert [d.code for d in translation.diagnostics] == ["MQT303"]
    bare = '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}\n'
    assert [d.code for d in translate(bare, "pcf", "mqsc").diagnostics] == ["MQT304"]
