"""Translating pauses Python's cycle collector (translation._cycle_collector_paused), so a reference cycle made per
command would hold its memory until the script ends: a failed command's diagnostics once kept its frames, and a
script of two million of them took gigabytes. Each case here must leave no cycle per command."""

from __future__ import annotations

import gc

import pytest

from translator import translate

_FAILING = [
    ("mqsc", "DEFINE QLOCAL(A{i}) BOGUS(1)"), ("mqsc", "DEFINE QLOCAL(A{i}) PUT(MAYBE)"),
    ("mqsc", "DEFINE QLOCAL(A{i}) MAXDEPTH(-5) MAXDEPTH(6)"), ("mqsc", "DEFNE QLOCAL(A{i})"),
    ("mqsc", "DEFINE QL(A{i}) TRIGTYPE(DEPTH) SWEEP(1)"), ("mqsc", "DEFINE QLOCAL(A{i}) DESCR('x"),
    ("cl", "CRTMQMQ QNAME(A{i}) QTYPE(*LCL) BOGUS(1) PUTENBL(*MAYBE)"), ("cl", "CRTMQMQ QNAME(A{i}) QTYPE(*XXX)"),
    ("cl", "CRTMQMQ QNAME(A{i}) QTYPE(*LCL) TEXT(&T)"), ("cl", "IF COND(&X) THEN(CRTMQMQ QNAME(A{i}) QTYPE(*LCL))"),
    ("tpf", "ZMQSC DEF QL-A{i} BOGUS-1 PUT-MAYBE"), ("tpf", "ZMQSC DEF QX-A{i}"),
    ("pcf", '{{"command": "MQCMD_CREATE_Q", "parameters": {{"MQCA_Q_NAME": "A{i}", "MQIA_Q_TYPE": 1, '
            '"MQIA_INHIBIT_PUT": 7, "MQIA_BOGUS": 1}}}}'),
    ("rest", '{{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A{i}", '
             '"parameters": {{"bogus": 1, "put": "maybe"}}}}'),
]


@pytest.mark.parametrize(("source", "line"), _FAILING)
@pytest.mark.parametrize("target", ["mqsc", "cl", "tpf", "pcf-bin"])
def test_a_failed_command_leaves_no_reference_cycle(source: str, line: str, target: str) -> None:
    text = "".join(line.format(i=i) + "\n" for i in range(40))
    translate(text, source, target)  # the first use fills the tables
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        translation = translate(text, source, target)
        assert not translation.ok or source == target == "cl"  # CL keeps &variables and conditions
        assert gc.collect() < 40  # fewer than one object per command
    finally:
        if enabled:
            gc.enable()
