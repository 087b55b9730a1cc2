"""Registry facts from IBM's pages (issue 19 §3): CMDSCOPE's length, where QSGDISP(PRIVATE) and
QSGDISP(SHARED) apply, the delete options IGNSTATE and AUTHREC, and the z/OS OpenTelemetry attributes."""

from __future__ import annotations

import json

import pytest

from translator import registry, translate


def _codes(text: str, source: str, target: str) -> list[str]:
    return [d.code for d in translate(text, source, target).diagnostics]


def _pcf(text: str) -> dict[str, object]:
    result = translate(text, "mqsc", "pcf")
    assert result.ok, [d.format() for d in result.diagnostics]
    return json.loads(result.output)["parameters"]


def _round_trip(text: str) -> None:
    """mqsc -> pcf -> pcf-bin -> mqsc gives the command back, word for word."""
    as_pcf = translate(text, "mqsc", "pcf")
    as_bin = translate(as_pcf.output, "pcf", "pcf-bin")
    back = translate(as_bin.output, "pcf-bin", "mqsc")
    assert as_pcf.ok and as_bin.ok and back.ok, [d.format() for d in back.diagnostics]
    assert back.output == text + "\n"


# --- CMDSCOPE: at most MQ_QSG_NAME_LENGTH (4) characters -----------------------------------------

def test_cmdscope_of_four_characters_is_accepted() -> None:
    assert _pcf("ALTER QLOCAL(X) CMDSCOPE(QM01)")["MQCACF_COMMAND_SCOPE"] == "QM01"
    assert registry.by_name("CommandScope").max_length == 4


@pytest.mark.parametrize("source, text", [
    ("mqsc", "ALTER QLOCAL(X) CMDSCOPE(QM001)"),
    ("pcf", '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": 1, '
            '"MQCACF_COMMAND_SCOPE": "QM001"}}'),
])
def test_cmdscope_longer_than_the_qsg_name_length_is_an_error(source: str, text: str) -> None:
    assert "MQT203" in _codes(text, source, "pcf")


# --- QSGDISP(PRIVATE) on change only, QSGDISP(SHARED) on local queues only ------------------------

def test_qsgdisp_private_on_alter_is_accepted() -> None:
    assert _pcf("ALTER QLOCAL(X) QSGDISP(PRIVATE)")["MQIA_QSG_DISP"] == "MQQSGD_PRIVATE"


@pytest.mark.parametrize("source, text", [
    ("mqsc", "DEFINE QLOCAL(X) QSGDISP(PRIVATE)"),
    ("mqsc", "DELETE QALIAS(X) QSGDISP(PRIVATE)"),
    ("mqsc", "DEFINE QMODEL(X) LIKE(Y) QSGDISP(PRIVATE)"),
    ("pcf", '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": 1, '
            '"MQIA_QSG_DISP": "MQQSGD_PRIVATE"}}'),
])
def test_qsgdisp_private_outside_a_change_is_an_error(source: str, text: str) -> None:
    assert "MQT206" in _codes(text, source, "pcf")


def test_qsgdisp_shared_on_a_local_queue_is_accepted() -> None:
    assert _pcf("DEFINE QLOCAL(X) QSGDISP(SHARED)")["MQIA_QSG_DISP"] == "MQQSGD_SHARED"


@pytest.mark.parametrize("source, text", [
    ("mqsc", "DEFINE QALIAS(X) TARGET(Y) QSGDISP(SHARED)"),
    ("mqsc", "ALTER QREMOTE(X) QSGDISP(SHARED)"),
    ("mqsc", "DEFINE QMODEL(X) QSGDISP(SHARED)"),
    ("mqsc", "DEFINE NAMELIST(X) QSGDISP(SHARED)"),
    ("pcf", '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_ALIAS", '
            '"MQIA_QSG_DISP": 2}}'),
])
def test_qsgdisp_shared_outside_a_local_queue_is_an_error(source: str, text: str) -> None:
    assert "MQT204" in _codes(text, source, "pcf")


# --- the delete options IGNSTATE (MQIACF_IGNORE_STATE) and AUTHREC (MQIACF_REMOVE_AUTHREC) ----------

def test_ignstate_and_authrec_have_ibms_identifiers_and_values() -> None:
    ignore, authrec = registry.by_name("IgnoreState"), registry.by_name("RemoveAuthrec")
    assert (ignore.pcf, ignore.pcf_number, ignore.spelling("mqsc")) == ("MQIACF_IGNORE_STATE", 1423, "IGNSTATE")
    assert (authrec.pcf, authrec.pcf_number, authrec.spelling("mqsc")) == ("MQIACF_REMOVE_AUTHREC", 1398, "AUTHREC")
    assert {(v.pcf, v.number, v.spelling("mqsc")) for v in ignore.values} == {("MQIS_YES", 1, "YES"), ("MQIS_NO", 0, "NO")}
    assert {(v.pcf, v.number, v.spelling("mqsc")) for v in authrec.values} == {("MQRAR_YES", 1, "YES"), ("MQRAR_NO", 0, "NO")}


def test_delete_options_in_pcf() -> None:
    assert _pcf("DELETE QLOCAL(X) IGNSTATE(YES) AUTHREC(NO)") == {
        "MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIACF_IGNORE_STATE": "MQIS_YES",
        "MQIACF_REMOVE_AUTHREC": "MQRAR_NO"}
    assert _pcf("DELETE NAMELIST(N) IGNSTATE(NO)") == {"MQCA_NAMELIST_NAME": "N", "MQIACF_IGNORE_STATE": "MQIS_NO"}


@pytest.mark.parametrize("text", [
    "DELETE QLOCAL('APP.IN') IGNSTATE(YES) AUTHREC(NO)",
    "DELETE QREMOTE('APP.R') AUTHREC(YES)",
    "DELETE NAMELIST('APP.NL') IGNSTATE(NO)",
])
def test_delete_options_round_trip_through_pcf_and_pcf_bin(text: str) -> None:
    _round_trip(text)


@pytest.mark.parametrize("text", ["DEFINE QLOCAL(X) IGNSTATE(YES)", "ALTER QLOCAL(X) AUTHREC(NO)"])
def test_delete_options_on_other_commands_are_errors(text: str) -> None:
    assert "MQT206" in _codes(text, "mqsc", "pcf")


@pytest.mark.parametrize("target", ["cl", "tpf"])
# [UNSURE] what DLTMQMQ does with a queue's authority records: AUTHREC(YES), asked for, is refused into CL too
@pytest.mark.parametrize("option", ["IGNSTATE(YES)", "AUTHREC(NO)", "AUTHREC(YES)"])
def test_delete_options_are_reported_where_the_dialect_lacks_them(target: str, option: str) -> None:
    text = f"DELETE QLOCAL(X) {option}"
    result = translate(text, "mqsc", target)
    at = text.index(option) + 1
    assert any(d.code == "MQT301" and d.span.column == at for d in result.diagnostics), \
        [d.format() for d in result.diagnostics]


# --- z/OS OTELTRAC (MQIA_OTEL_TRACE 278) and OTELPCTL (MQIA_OTEL_PROPAGATION_CONTROL 279) -------------

def test_otel_attributes_have_ibms_identifiers() -> None:
    trace, control = registry.by_name("OTelTrace"), registry.by_name("OTelPropagationControl")
    assert (trace.pcf, trace.pcf_number, trace.spelling("mqsc")) == ("MQIA_OTEL_TRACE", 278, "OTELTRAC")
    assert (control.pcf, control.pcf_number, control.spelling("mqsc")) == ("MQIA_OTEL_PROPAGATION_CONTROL", 279, "OTELPCTL")
    assert [v.spelling("mqsc") for v in trace.values] == ["QMGR", "OFF", "ON"]
    assert [v.spelling("mqsc") for v in control.values] == ["QMGR", "MANUAL", "AUTO"]


def test_unsure_otel_value_numbers_are_the_ones_decided() -> None:
    """[UNSURE] IBM's pages researched give the MQOTEL_* names but not their numbers: this pins our choice."""
    numbers = {v.pcf: v.number for name in ("OTelTrace", "OTelPropagationControl") for v in registry.by_name(name).values}
    assert numbers == {"MQOTEL_TRACE_QMGR": -3, "MQOTEL_TRACE_OFF": 0, "MQOTEL_TRACE_ON": 1,
                       "MQOTEL_PCTL_QMGR": -3, "MQOTEL_PCTL_MANUAL": 0, "MQOTEL_PCTL_AUTO": 1}


@pytest.mark.parametrize("text", [
    "DEFINE QLOCAL('APP.IN') OTELTRAC(ON) OTELPCTL(AUTO)",
    "ALTER QREMOTE('APP.R') OTELTRAC(QMGR) OTELPCTL(MANUAL)",
    "DEFINE QMODEL('APP.M') OTELTRAC(OFF) OTELPCTL(QMGR)",
])
def test_otel_attributes_round_trip_through_pcf_and_pcf_bin(text: str) -> None:
    _round_trip(text)


def test_otel_attributes_in_pcf() -> None:
    assert _pcf("DEFINE QLOCAL(X) OTELTRAC(ON) OTELPCTL(AUTO)") == {
        "MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_OTEL_TRACE": "MQOTEL_TRACE_ON",
        "MQIA_OTEL_PROPAGATION_CONTROL": "MQOTEL_PCTL_AUTO"}


def test_otel_attributes_are_not_for_alias_queues() -> None:
    assert "MQT204" in _codes("DEFINE QALIAS(X) TARGET(Y) OTELTRAC(ON)", "mqsc", "pcf")


@pytest.mark.parametrize("target", ["cl", "tpf"])
def test_otel_attributes_are_reported_where_the_dialect_lacks_them(target: str) -> None:
    text = "DEFINE QLOCAL(X) OTELTRAC(ON) OTELPCTL(AUTO)"
    result = translate(text, "mqsc", target)
    columns = {d.span.column for d in result.diagnostics if d.code == "MQT301"}
    assert {text.index("OTELTRAC") + 1, text.index("OTELPCTL") + 1} <= columns
    assert not result.ok  # the default policy: an error, the command is not written
    warned = translate(text, "mqsc", target, on_unsupported="warn")
    assert warned.output == {"cl": "CRTMQMQ QNAME('X') QTYPE(*LCL)\n", "tpf": "ZMQSC DEF QL-X\n"}[target]


@pytest.mark.parametrize(("option", "target", "written"), [
    ("IGNSTATE(NO)", "cl", "DLTMQMQ QNAME('X')"),
    ("IGNSTATE(NO)", "tpf", "ZMQSC DEL QL-X"),
])
def test_a_delete_option_at_its_default_is_left_out_where_the_dialect_lacks_it(option: str, target: str,
                                                                             written: str) -> None:
    """IGNSTATE(NO) (the command fails if the object does not exist) is what a delete does anywhere: it was MQT301
    into TPF."""
    result = translate(f"DELETE QLOCAL(X) {option}", "mqsc", target, on_unsupported="error")
    assert written in result.output.splitlines() and "MQT301" not in [d.code for d in result.diagnostics]
