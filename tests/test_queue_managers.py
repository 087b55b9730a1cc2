"""CL MQMNAME names the queue manager each command runs on; a script of any other dialect runs on one. A second
named queue manager is MQT312 (an error under the default policy: its commands are not written), and a named one
mixed with the default one (*DFT or no MQMNAME) is MQT313, right only when the named one is the default."""

from __future__ import annotations

import pytest

from translator import translate

PROD = "CRTMQMQ QNAME(ORDERS) QTYPE(*LCL) MQMNAME(PRODQM)\n"
DEFAULT = "DLTMQMPRC PRCNAME(OLD.PRC) MQMNAME(*DFT)\n"
TEST = "CHGMQMQ QNAME(ORDERS) QTYPE(*LCL) MQMNAME(TESTQM) PUTENBL(*NO)\n"


def _found(translation: object) -> list[tuple[str, int]]:
    return [(d.code, d.span.line) for d in translation.diagnostics]  # type: ignore[attr-defined]


@pytest.mark.parametrize("target", ["mqsc", "tpf", "pcf", "pcf-bin", "rest"])
def test_every_command_for_a_second_named_queue_manager_is_refused(target: str) -> None:
    translation = translate(PROD + TEST + TEST.replace("ORDERS", "OTHER"), "cl", target)
    assert [code for code, _ in _found(translation) if code == "MQT312"] == ["MQT312", "MQT312"]
    assert [r.status for r in translation.records] == ["translated", "failed", "failed"]


def test_under_warn_each_is_written_after_a_note_of_its_queue_manager() -> None:
    translation = translate(PROD + DEFAULT + TEST, "cl", "mqsc", on_unsupported="warn")
    assert translation.output == (
        "* Queue manager PRODQM (from CL MQMNAME): run with runmqsc PRODQM\nDEFINE QLOCAL('ORDERS')\n"
        "* Default queue manager (CL MQMNAME *DFT or none): runmqsc with no name\n"
        "DELETE PROCESS('OLD.PRC')\n"
        "* Queue manager TESTQM (from CL MQMNAME): run with runmqsc TESTQM\nALTER QLOCAL('ORDERS') PUT(DISABLED)\n")
    assert [(code, line) for code, line in _found(translation) if code.startswith("MQT31")] == [
        ("MQT313", 2), ("MQT312", 3)]


@pytest.mark.parametrize("script", [DEFAULT + PROD, PROD + DEFAULT, PROD + "CRTMQMQ QNAME(B) QTYPE(*LCL)\n"])
def test_a_named_queue_manager_and_the_default_one_are_warned_about_not_refused(script: str) -> None:
    translation = translate(script, "cl", "mqsc")
    assert translation.ok and [code for code, _ in _found(translation) if code == "MQT313"] == ["MQT313"]
    assert "* Default queue manager" in str(translation.output) or script.startswith(DEFAULT)


@pytest.mark.parametrize("script", [PROD + PROD.replace("ORDERS", "B"), DEFAULT + DEFAULT.replace("OLD", "NEW")])
def test_one_queue_manager_throughout_says_so_once_or_not_at_all(script: str) -> None:
    translation = translate(script, "cl", "mqsc")
    assert translation.ok and [code for code, _ in _found(translation)] == (["MQT402"] if "PRODQM" in script else [])
    assert "*DFT or none" not in str(translation.output)


@pytest.mark.parametrize(("target", "failing"), [("mqsc", "TEXT(&T)"), ("tpf", "TEXT('x')")])
def test_a_command_not_written_leaves_the_queue_manager_as_it_was(target: str, failing: str) -> None:
    # B fails (an unset variable; TEXT into TPF): C, for the default queue manager, still gets its note.
    script = (f"{PROD}CRTMQMQ QNAME(B) QTYPE(*LCL) {failing}\nCRTMQMQ QNAME(C) QTYPE(*LCL)\n")
    translation = translate(script, "cl", target)
    lines = translation.output.splitlines()
    assert lines[-1] in ("ZMQSC DEF QL-C", "DEFINE QLOCAL('C')") and "default queue manager" in lines[-2].lower()
    assert [(code, line) for code, line in _found(translation) if code == "MQT313"] == [("MQT313", 3)]


def test_a_name_padded_with_blanks_is_the_same_queue_manager() -> None:
    translation = translate(PROD + PROD.replace("ORDERS", "B").replace("MQMNAME(PRODQM)", "MQMNAME('PRODQM  ')"),
                            "cl", "mqsc")
    assert translation.ok and [code for code, _ in _found(translation)] == ["MQT402"]


@pytest.mark.parametrize("name", ["'QM1;rm -rf ~'", "'QM1 $(id)'", "'Q)M'", "'QMÉ'"])
@pytest.mark.parametrize("target", ["mqsc", "cl", "rest"])
def test_a_queue_manager_name_breaking_the_naming_rules_never_reaches_the_advice(name: str, target: str) -> None:
    translation = translate(f"CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME({name})\n", "cl", target)
    assert [code for code, _ in _found(translation)] == ["MQT208"]
    assert [r.status for r in translation.records] == ["failed"] and "CRTMQMQ QNAME('A')" not in translation.output
