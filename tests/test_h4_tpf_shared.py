"""A TPF queue shared by processors (COMMON-YES): ZMQSC ALT QL refuses MAXDEPTH and QDEPTHHI on it.

Seed 002 (ZMQSC ALT QL): MAXDEPTH- and QDEPTHHI- are each "not valid for queues that are processor shared; that is,
queues defined with the COMMON parameter set to YES". No other ALT QL parameter is said to be refused there (SWEEP-
is about memory queues, but the seed does not refuse it: it is left accepted). The queue's COMMON setting is known
from the same script's DEF QL, the --existing definitions or convert's earlier inputs; a queue defined without
COMMON- is not known to be shared (TPF's default is in no page read), and nothing is guessed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from translator import translate
from translator.command_line import main
from translator.existing import read_existing

DEFS = "ZMQSC DEF QL-SHARED COMMON-YES\nZMQSC DEF QL-UNIQUE COMMON-NO\nZMQSC DEF QL-PLAIN\n"


def located(result) -> list[tuple[str, str, int, int, str]]:
    return [(d.code, d.severity.value, d.span.line, d.span.column, d.attribute) for d in result.diagnostics
            if d.code in ("MQT204", "MQT301") and d.attribute in ("MaxQDepth", "QDepthHighLimit")]


# --- reading TPF: the script's own DEF says the queue is shared --------------------------------------------------

@pytest.mark.parametrize("target", ["tpf", "mqsc", "cl", "pcf", "rest"])
def test_an_alt_setting_maxdepth_or_qdepthhi_on_a_queue_the_script_defined_common_yes_is_refused(target: str) -> None:
    script = "ZMQSC DEF QL-A COMMON-YES\nZMQSC ALT QL-A PUT-DISABLED MAXDEPTH-5 QDEPTHHI-10\n"
    result = translate(script, "tpf", target, on_unsupported="warn", file="t.zmqsc")
    assert located(result) == [("MQT204", "error", 2, 29, "MaxQDepth"), ("MQT204", "error", 2, 40, "QDepthHighLimit")]
    assert result.diagnostics[-1].message == ("QDepthHighLimit is not an attribute of A, a queue shared by processors "
                                              "(TPF COMMON YES, by the ZMQSC DEF QL at line 1)")
    assert result.diagnostics[-1].expected == "no QDEPTHHI- for a COMMON-YES queue"
    assert [record.status for record in result.records][1] == "failed"  # the whole ALT: TPF refuses it
    assert not result.ok


@pytest.mark.parametrize("script", [
    "ZMQSC DEF QL-A COMMON-NO\nZMQSC ALT QL-A MAXDEPTH-5\n",
    "ZMQSC DEF QL-A\nZMQSC ALT QL-A MAXDEPTH-5\n",  # TPF's default for COMMON is not known: not guessed
    "ZMQSC DEF QL-A COMMON-YES\nZMQSC DEL QL-A PURGE\nZMQSC ALT QL-A MAXDEPTH-5\n",
    "ZMQSC DEF QL-A COMMON-YES\nZMQSC DEL QL-A PURGE\nZMQSC DEF QL-A COMMON-NO\nZMQSC ALT QL-A QDEPTHHI-5\n",
    "ZMQSC DEF QL-A COMMON-YES\nZMQSC ALT QL-A GET-DISABLED SWEEP-ON TRIGDATA-X MAXMSGL-10\n",
    "ZMQSC DEF QL-A COMMON-YES\nZMQSC ALT QL-'a' MAXDEPTH-5\n",  # a queue of another name: 'a' is not A
    "ZMQSC DEF QL-A COMMON-YES MAXDEPTH-5\nZMQSC ALT QL-A MAXDEPTH-5\n",  # the DEF is refused: A is not made
    "ZMQSC ALT QL-A MAXDEPTH-5\nZMQSC DEF QL-B COMMON-YES\n",  # the ALT comes before
])
def test_nothing_is_said_where_the_queue_is_not_known_to_be_shared_then(script: str) -> None:
    result = translate(script, "tpf", "tpf")
    assert [d for d in result.diagnostics if d.span.line > 1 or "ALT" in d.source_text[:10]] == []


# --- the existing definitions say the queue is shared ---------------------------------------------------------------

def test_the_existing_definitions_say_which_queues_are_shared_by_processors() -> None:
    existing = read_existing(DEFS + "ZMQSC DEF QL-GONE COMMON-YES\nZMQSC DEL QL-GONE\n", "defs.zmqsc")
    assert existing.shared == (("", "SHARED", "ZMQSC DEF QL at line 1 of defs.zmqsc"),)
    assert existing.shared_by_processors("", "SHARED") == existing.shared_by_processors("QM1", "SHARED") \
        == "ZMQSC DEF QL at line 1 of defs.zmqsc"
    assert [existing.shared_by_processors("", name) for name in ("UNIQUE", "PLAIN", "GONE")] == [None] * 3
    # A later file's definitions: a delete there forgets it; a definition of its own there adds it.
    later = read_existing("ZMQSC DEL QL-SHARED PURGE\nZMQSC DEF QL-NEW COMMON-YES\n", "more.zmqsc", after=existing)
    assert later.shared == (("", "NEW", "ZMQSC DEF QL at line 2 of more.zmqsc"),)


@pytest.mark.parametrize(("source", "script"), [
    ("mqsc", "ALTER QLOCAL(SHARED) MAXDEPTH(5) GET(DISABLED)\n"),
    ("cl", "CHGMQMQ QNAME(SHARED) QTYPE(*LCL) MAXDEPTH(5) GETENBL(*NO)\n"),
    ("cl", "CHGMQMQ QNAME(SHARED) MQMNAME(QM1) MAXDEPTH(5) GETENBL(*NO)\n"),  # its type from the definitions too
    ("pcf", '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "SHARED", "MQIA_Q_TYPE": "MQQT_LOCAL", '
            '"MQIA_MAX_Q_DEPTH": 5, "MQIA_INHIBIT_GET": "MQQA_GET_INHIBITED"}}\n'),
])
def test_writing_into_tpf_what_it_cannot_set_on_an_existing_shared_queue_is_mqt301_by_the_policy(
        source: str, script: str) -> None:
    existing = read_existing(DEFS, "defs.zmqsc")
    refused = translate(script, source, "tpf", existing=existing)
    assert [(code, severity, attribute) for code, severity, _, _, attribute in located(refused)] == [
        ("MQT301", "error", "MaxQDepth")]
    message = next(d.message for d in refused.diagnostics if d.code == "MQT301")
    assert message == "TPF takes no MAXDEPTH- for SHARED, a queue shared by processors (TPF COMMON YES, by the " \
                      "ZMQSC DEF QL at line 1 of defs.zmqsc)"
    assert not refused.ok and "ZMQSC ALT" not in refused.output
    written = translate(script, source, "tpf", existing=existing, on_unsupported="warn")
    assert [(code, severity) for code, severity, *_ in located(written)] == [("MQT301", "warning")]
    assert written.output.endswith("ZMQSC ALT QL-SHARED GET-DISABLED\n")


@pytest.mark.parametrize("name", ["UNIQUE", "PLAIN", "ELSE"])
def test_an_existing_queue_not_known_to_be_shared_takes_maxdepth(name: str) -> None:
    result = translate(f"ALTER QLOCAL({name}) MAXDEPTH(5)\n", "mqsc", "tpf", existing=read_existing(DEFS, "d.zmqsc"))
    assert (result.output, result.diagnostics) == (f"ZMQSC ALT QL-{name} MAXDEPTH-5\n", [])


def test_the_script_deleting_or_defining_the_queue_again_comes_before_the_existing_definitions() -> None:
    existing = read_existing(DEFS, "defs.zmqsc")
    script = "ZMQSC DEL QL-SHARED PURGE\nZMQSC DEF QL-SHARED\nZMQSC ALT QL-SHARED MAXDEPTH-5\n"
    assert not translate(script, "tpf", "tpf", existing=existing).diagnostics
    reading = translate("ZMQSC ALT QL-SHARED QDEPTHHI-5\n", "tpf", "mqsc", existing=existing)
    assert located(reading) == [("MQT204", "error", 1, 21, "QDepthHighLimit")]


def test_cl_star_same_sets_nothing_so_is_not_refused() -> None:
    result = translate("CHGMQMQ QNAME(SHARED) QTYPE(*LCL) MAXDEPTH(*SAME) GETENBL(*NO)\n", "cl", "tpf",
                       existing=read_existing(DEFS, "defs.zmqsc"))
    assert (result.output, result.diagnostics) == ("ZMQSC ALT QL-SHARED GET-DISABLED\n", [])


def test_convert_carries_the_shared_queues_of_one_input_to_the_next(tmp_path: Path) -> None:
    (tmp_path / "a.zmqsc").write_text("ZMQSC DEF QL-A COMMON-YES\n")
    (tmp_path / "b.mqsc").write_text("ALTER QLOCAL(B) GET(DISABLED)\n")  # TPF's check does not read this one
    (tmp_path / "c.zmqsc").write_text("ZMQSC ALT QL-A MAXDEPTH-5\n")
    result = CliRunner().invoke(main, ["convert", "--to", "tpf", *(str(tmp_path / name) for name in
                                                                  ("a.zmqsc", "b.mqsc", "c.zmqsc"))])
    assert result.exit_code != 0
    assert "c.zmqsc:1:16: error MQT204: MaxQDepth is not an attribute of A, a queue shared by processors (TPF " \
           f"COMMON YES, by the ZMQSC DEF QL at line 1 of {tmp_path / 'a.zmqsc'})" in result.stderr
