"""Every real script in ../shared/corpus is processed without a traceback and nothing is dropped."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers import canonical
from translator import translate
from translator.translation import STATUSES

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
FILES = sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.name != "MANIFEST.md") if CORPUS.is_dir() else []
QUEUE_COMMAND = re.compile(r"^\s*(DEF|DEFINE|ALT|ALTER)\s+(QL|QLOCAL|QA|QALIAS|QR|QREMOTE|QM|QMODEL)\s*\(", re.I | re.M)

pytestmark = pytest.mark.skipif(not FILES, reason="../shared/corpus is not beside the checkout")


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CORPUS)))
@pytest.mark.parametrize("target", ["mqsc", "cl"])
def test_every_file_is_processed_and_every_command_accounted_for(path: Path, target: str) -> None:
    result = translate(path.read_bytes(), "auto", target, file=str(path), on_unsupported="warn")
    assert result.records, "every file yields at least one record"
    assert {r.status for r in result.records} <= set(STATUSES)
    for record in result.records:
        if record.status == "failed":
            assert any(d.severity.value == "error" for d in record.diagnostics), record


@pytest.mark.parametrize("path", [p for p in FILES if p.suffix == ".mqs"], ids=lambda p: str(p.relative_to(CORPUS)))
def test_every_queue_definition_of_the_mqs_files_is_translated(path: Path) -> None:
    text = path.read_text()
    result = translate(text, "mqsc", "cl")
    translated = [r for r in result.records if r.status == "translated"]
    assert len(translated) == len(QUEUE_COMMAND.findall(text)) > 0
    assert result.ok and {d.code for d in result.diagnostics} == {"MQT401"}  # channels, REFRESH: reported


def test_amqsamp4_yields_its_nine_queues_and_three_processes_with_every_attribute() -> None:
    path = CORPUS / "qmqmsamp" / "qclsrc" / "AMQSAMP4.CLLE"
    result = translate(path.read_text(), "cl", "mqsc", file=path.name)
    assert result.ok
    defines = [r for r in result.records if r.kind.startswith("create")]
    assert len(defines) == 12 and all(r.status == "translated" for r in defines)
    assert sum(r.kind == "create process" for r in defines) == 3
    assert "DEFINE QLOCAL('SYSTEM.SAMPLE.INQ') DESCR('Queue for AMQSINQ4') SHARE" in result.output
    output = result.output.replace("+\n    ", "")
    assert "TRIGGER TRIGTYPE(FIRST)" in output
    assert ("DEFINE PROCESS('SYSTEM.SAMPLE.INQPROCESS') DESCR('Trigger process for AMQSINQ4') ENVRDATA('JOBPTY(3)') "
            "APPLICID('QMQM/AMQSINQ4') REPLACE") in output
    assert "DEFINE QALIAS('SYSTEM.SAMPLE.ALIAS')" in result.output
    assert {r.kind for r in result.records if r.status == "skipped"} == {"PGM", "DCL", "SNDPGMMSG", "RETURN", "ENDPGM"}
    assert sum(d.code == "MQT401" for d in result.diagnostics) == 5


@pytest.mark.parametrize(("other", "warnings"), [("cl", 0), ("mqsc", 3), ("pcf", 3), ("pcf-bin", 3), ("rest", 3)])
def test_amqsamp4_goes_to_every_dialect_and_back_with_the_same_commands(other: str, warnings: int) -> None:
    """The issue's done-when: the nine queues and three processes, there and back, MQMNAME aside (script context
    outside CL); the processes warn that they are IBM i's (MQT309) wherever the target is used elsewhere."""
    path = CORPUS / "qmqmsamp" / "qclsrc" / "AMQSAMP4.CLLE"
    text = path.read_text()
    there = translate(text, "cl", other, file=path.name)
    back = translate(there.output, other, "cl")
    assert there.ok and back.ok
    meant = [_without_context(c) for c in canonical(text, "cl")]
    assert len(meant) == 12
    assert [_without_context(c) for c in canonical(there.output, other)] == meant
    assert [_without_context(c) for c in canonical(back.output, "cl")] == meant
    assert sum(d.code == "MQT309" for d in there.diagnostics) == warnings


def _without_context(meaning: tuple) -> tuple:
    return (*meaning[:5], tuple(option for option in meaning[5] if option[0] != "QMgrName"))
