"""Crossing platforms: SYSTEM.* objects (MQT315) and a value a platform ignores (MQT306)."""

from __future__ import annotations

import pytest

from translator import translate

_SCRIPT = """DEFINE QLOCAL(SYSTEM.DEFAULT.LOCAL.QUEUE) MAXDEPTH(5000) REPLACE
ALTER NAMELIST('SYSTEM.DEFAULT.NAMELIST') DESCR('x')
DELETE PROCESS(SYSTEM.DEFAULT.PROCESS)
DEFINE QLOCAL('system.default.local.queue') MAXDEPTH(5)
DEFINE QLOCAL(APP.SYSTEM.DEFAULT) MAXDEPTH(5)
DEFINE QLOCAL(SYSTEM.ADMIN.COMMAND.QUEUE) MAXDEPTH(5)
DEFINE QLOCAL(SYSTEM.SAMPLE.LOCAL) MAXDEPTH(5)
"""


def _warned(target: str, script: str = _SCRIPT, source: str = "mqsc") -> list[int]:
    result = translate(script, source, target, on_unsupported="warn")
    return [d.span.line for d in result.diagnostics if d.code == "MQT315"]


def test_each_action_on_a_system_object_is_warned_about_going_to_ibm_i() -> None:
    # The quoted lower-case name is a user's queue; APP.SYSTEM.DEFAULT only holds the words; the samples' objects
    # (SYSTEM.SAMPLE.*) are IBM's sample scripts', defined on every platform [UNSURE].
    assert _warned("cl") == [1, 2, 3, 6]


def test_the_command_is_still_written_as_it_was() -> None:
    output = translate(_SCRIPT, "mqsc", "cl").output
    assert "CRTMQMQ QNAME('SYSTEM.DEFAULT.LOCAL.QUEUE') QTYPE(*LCL) REPLACE(*YES)" in output
    assert "DLTMQMPRC PRCNAME('SYSTEM.DEFAULT.PROCESS')" in output


@pytest.mark.parametrize("target", ["pcf", "pcf-bin", "rest", "mqsc"])
def test_dialects_for_any_platform_are_not_warned_about_among_themselves(target: str) -> None:
    assert _warned(target) == []


def test_from_ibm_i_the_warning_is_about_the_queue_manager_it_runs_on() -> None:
    script = "CRTMQMQ QNAME('SYSTEM.DEFAULT.LOCAL.QUEUE') QTYPE(*LCL) MAXDEPTH(5000)\n"
    result = translate(script, "cl", "mqsc")
    [warning] = [d for d in result.diagnostics if d.code == "MQT315"]
    assert "from a script for IBM i" in warning.message and result.output.startswith("DEFINE QLOCAL")


def test_tpf_has_no_default_objects_so_it_refuses_rather_than_warns() -> None:
    result = translate("DEFINE QLOCAL(SYSTEM.DEFAULT.LOCAL.QUEUE) MAXDEPTH(5)\n", "mqsc", "tpf")
    assert [d.code for d in result.diagnostics] == ["MQT305"]


_TPF_OWN = """DELETE QLOCAL(SPECIAL.RECOVERY.QUEUE) PURGE
ALTER QLOCAL(DEAD.LETTER.QUEUE) MAXDEPTH(10) PUT(DISABLED)
DEFINE QLOCAL('DEAD.LETTER.QUEUE') REPLACE
DEFINE QLOCAL('dead.letter.queue')
DEFINE QLOCAL(APP.DEAD.LETTER.QUEUE)
"""


def test_the_queues_tpf_provides_itself_are_warned_about_going_into_tpf() -> None:
    """DEAD.LETTER.QUEUE and SPECIAL.RECOVERY.QUEUE are TPF's own, as SYSTEM.* objects are elsewhere: a script from
    another platform, where the names are a user's, would change them. Still written, as MQT315 always is."""
    result = translate(_TPF_OWN, "mqsc", "tpf", on_unsupported="warn")
    assert [d.span.line for d in result.diagnostics if d.code == "MQT315"] == [1, 2, 3]
    assert "ZMQSC DEL QL-SPECIAL.RECOVERY.QUEUE PURGE" in result.output.splitlines()
    assert "one of TPF's own queues" in next(d.message for d in result.diagnostics if d.code == "MQT315")


@pytest.mark.parametrize("target", ["cl", "mqsc", "pcf", "rest"])
def test_tpfs_own_queue_names_are_a_users_anywhere_else(target: str) -> None:
    assert _warned(target, _TPF_OWN) == []


@pytest.mark.parametrize("target", ["cl", "mqsc", "pcf", "rest"])
def test_tpfs_own_queues_leaving_tpf_are_warned_about(target: str) -> None:
    """A TPF script meant TPF's own queue; elsewhere the name is a user's queue, which it would change."""
    assert _warned(target, "ZMQSC ALT QL-DEAD.LETTER.QUEUE MAXDEPTH-10\nZMQSC DEF QL-'dead.letter.queue'\n",
                   "tpf") == [1]


@pytest.mark.parametrize(("source", "target", "script", "warned"), [
    ("mqsc", "cl", "DEFINE QLOCAL(A) NOHARDENBO", False),  # IBM i hardens it anyway: more than asked, safe
    ("cl", "mqsc", "CRTMQMQ QNAME(A) QTYPE(*LCL) HDNBKTCNT(*NO)", True),  # it was hardened; now it is not
    ("cl", "pcf", "CHGMQMQ QNAME(A) QTYPE(*LCL) HDNBKTCNT(*NO)", True),
    ("mqsc", "cl", "DEFINE QLOCAL(A) HARDENBO", False),  # what IBM i does
    ("mqsc", "pcf", "DEFINE QLOCAL(A) NOHARDENBO", False),  # no IBM i on either side
    ("cl", "cl", "CRTMQMQ QNAME(A) QTYPE(*LCL) HDNBKTCNT(*NO)", False),
])
def test_ibm_i_ignores_nohardenbo_so_leaving_it_is_mqt306(source: str, target: str, script: str,
                                                                   warned: bool) -> None:
    """The CHGMQMQ page (seed 001) and the PCF page (seed 000): IBM i always hardens the backout count."""
    result = translate(script + "\n", source, target)
    assert [d.attribute for d in result.diagnostics if d.code == "MQT306"] == (["HardenGetBackout"] if warned else [])
    assert result.ok


def test_another_platforms_system_objects_going_into_tpf_which_has_none_are_warned_about() -> None:
    """TPF's only default queues are DEAD.LETTER.QUEUE and SPECIAL.RECOVERY.QUEUE: a dump's SYSTEM.* queues would be
    made there for nothing, and a change to one (the usual dead-letter queue elsewhere) finds none. Written, as
    MQT315 always is; SYSTEM.DEFAULT.* are refused by the writer (MQT305), the samples' are a user's."""
    script = ("DEFINE QLOCAL(SYSTEM.CLUSTER.TRANSMIT.QUEUE) USAGE(XMITQ)\nALTER QLOCAL(SYSTEM.DEAD.LETTER.QUEUE) "
              "PUT(DISABLED)\nDEFINE QLOCAL(SYSTEM.SAMPLE.X)\nDEFINE QLOCAL('system.x')\nDELETE QLOCAL(SYSTEM.Y)\n")
    result = translate(script, "mqsc", "tpf")
    warnings = [(d.span.line, d.message.rsplit(": ", 1)[1]) for d in result.diagnostics if d.code == "MQT315"]
    assert warnings == [(1, "this create makes an object TPF itself never uses"),
                        (2, "this change finds no such object"), (5, "this delete finds no such object")]
    assert result.output.splitlines()[:2] == ["ZMQSC DEF QL-SYSTEM.CLUSTER.TRANSMIT.QUEUE USAGE-XMITQ",
                                              "ZMQSC ALT QL-SYSTEM.DEAD.LETTER.QUEUE PUT-DISABLED"]
    assert _warned("mqsc", "ZMQSC ALT QL-SYSTEM.X PUT-DISABLED\n", "tpf") == [1]  # out of TPF: as from anywhere


def test_a_system_namelist_going_into_tpf_which_has_no_namelists_is_refused_only() -> None:
    result = translate("DEFINE NAMELIST(SYSTEM.QPUBSUB.QUEUE.NAMELIST)\n", "mqsc", "tpf")
    assert [d.code for d in result.diagnostics] == ["MQT305"]
