"""Round trips keep the canonical commands: MQSC -> CL -> MQSC and CL -> MQSC -> CL."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import commands
from translator import translate
from translator.diagnostics import Reporter
from translator.model import Command
from translator.semantics import queue_type

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
SCRIPTS = [(p, "mqsc") for p in FIXTURES.glob("*/input.mqsc")] + [(p, "cl") for p in FIXTURES.glob("*/input.clle")]
SCRIPTS += [(p, "mqsc") for p in CORPUS.rglob("*.mqs")] + [(p, "cl") for p in CORPUS.rglob("*.CLLE")]


@pytest.mark.parametrize(("path", "dialect"), SCRIPTS, ids=lambda v: v.name if isinstance(v, Path) else v)
def test_round_trip_keeps_the_canonical_commands(path: Path, dialect: str) -> None:
    other = {"mqsc": "cl", "cl": "mqsc"}[dialect]
    text = path.read_text()
    there = translate(text, dialect, other, on_unsupported="warn", variables={"QMGR": "QM1"})
    back = translate(there.output, other, dialect, on_unsupported="warn")
    translated = {(r.line, r.column) for r in there.records if r.status == "translated"}
    original = [_meaning(c) for c in commands(text, dialect, {"QMGR": "QM1"})
                if (c.span.line, c.span.column) in translated]
    assert [_meaning(c) for c in commands(back.output, dialect)] == original
    assert len(original) == len(translated)


def _meaning(command: Command) -> tuple:
    """The canonical form, with the queue type a typeless CHGMQMQ implies and without MQMNAME,
    which is script context rather than a keyword outside CL."""
    command.object_type = queue_type(command, Reporter(), "MQSC") or command.object_type
    command.options.pop("QMgrName", None)
    return command.canonical()


def test_writer_output_is_idempotent() -> None:
    for path, dialect in SCRIPTS:
        once = translate(path.read_text(), dialect, dialect, on_unsupported="warn").output
        assert translate(once, dialect, dialect, on_unsupported="warn").output == once, path
