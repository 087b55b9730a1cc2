"""Translation as a stream: a script is read, written and accounted for a few commands at a time, with the same
output, records and diagnostics as reading it whole (translator.translation.stream)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main
from translator import translate
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.model import Script
from translator.readers.logical_lines import mqsc_commands, split_cl, split_mqsc, split_tpf
from translator.translation import _STEP, _records, meanings, stream, validated
from translator.writers.options import WriteOptions

# Commands of every status, with diagnostics from reading and from writing, comments before, inside and after
# commands, a byte-order mark starting a line and a command continued over lines.
_MQSC = ["* leading comment", "DEFINE QLOCAL('A{n}') MAXDEPTH(5) DESCR('it''s')", "ALTER QL(B{n}) PUT(DISABLED)",
         "DEFINE QLOCAL(C{n}) MAXDEPTH(-1)", "DEFINE QA(D{n}) TARGQ(X) +\n  * inside\n  DESCR('two lines')",
         "DEFINE CHANNEL(E{n}) CHLTYPE(SDR)", "", "\ufeffDEFINE QL(F{n}) MAXDEPTH(0)", "DEFINE QL(G{n}) ZZ(1)"]


def _script(commands: int) -> str:
    lines = [_MQSC[n % len(_MQSC)].format(n=n) for n in range(commands)]
    return "\n".join(lines) + "\n* trailing comment\n"


def _whole(text: str, source: str, target: str) -> tuple[str | bytes, list, list]:
    """The translation as it was made before streaming: the script read whole, then written whole."""
    reporter = Reporter()
    trailing: list[str] = []
    script = Script(list(validated(DIALECTS[source].read_items(text, "<input>", reporter, {}, trailing), source,
                                   reporter)), trailing)
    meanings(script, source, target, reporter)
    texts = DIALECTS[target].write(script, reporter, WriteOptions())
    if DIALECTS[target].binary:
        output: str | bytes = b"".join(texts)  # type: ignore[arg-type]
    else:
        output = "\n".join(t for t in texts if t) + "\n" if any(texts) else ""  # type: ignore[misc]
    return output, reporter.diagnostics, _records(script.items, texts, source, reporter.diagnostics)


@pytest.mark.parametrize("target", ["mqsc", "cl", "tpf", "pcf", "pcf-bin", "rest"])
def test_a_script_of_many_steps_translates_as_it_did_whole(target: str) -> None:
    text = _script(3 * _STEP + 17)
    result = translate(text, "mqsc", target)
    output, diagnostics, records = _whole(text, "mqsc", target)
    assert result.output == output
    assert result.diagnostics == diagnostics
    assert result.records == records
    assert len(list(stream(text, "mqsc", target))) >= 3  # it did come in steps


def test_cl_and_tpf_sources_translate_as_they_did_whole() -> None:
    mqsc = _script(2 * _STEP)
    for source in ("cl", "tpf"):
        text = str(translate(mqsc, "mqsc", source, on_unsupported="warn").output)
        result = translate(text, source, "mqsc")
        assert (result.output, result.diagnostics, result.records) == _whole(text, source, "mqsc")


def test_steps_come_before_the_script_is_translated_to_its_end() -> None:
    text = _script(4 * _STEP)
    steps = iter(stream(text, "mqsc", "cl"))
    first = next(steps)
    assert first.output and first.records
    assert all(record.line < text.count("\n") // 2 for record in first.records)
    assert all(d.span.line <= first.records[-1].line + 3 for d in first.diagnostics)


def test_commands_are_read_one_at_a_time() -> None:
    trailing: list[str] = []
    reporter = Reporter()
    commands = mqsc_commands("DEFINE QL(A)\nDEFINE QL(B); junk\n* after\n", "f", reporter, trailing)
    assert next(commands).text == "DEFINE QL(A)"
    assert reporter.diagnostics == [] and trailing == []  # the second line is not read yet
    assert next(commands).text == "DEFINE QL(B)"
    assert [d.code for d in reporter.diagnostics] == ["MQT114"]
    assert list(commands) == [] and trailing == ["after"]


@pytest.mark.parametrize("split", [split_mqsc, split_cl, split_tpf])
def test_splitting_keeps_its_list_form(split) -> None:  # type: ignore[no-untyped-def]
    commands, trailing = split("A\r\nB +\n\n  C\rD\n* c\n", "f")
    assert [command.source for command in commands][:1] == ["A"] and isinstance(trailing, list)


def test_a_failure_in_the_middle_of_a_stream_voids_what_came_before(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def failing_later(*arguments: object) -> None:
        calls.append(1)
        if len(calls) > 2:
            raise ZeroDivisionError("late")

    monkeypatch.setattr("translator.translation.meanings", failing_later)
    steps = list(stream(_script(6 * _STEP), "mqsc", "cl", file="f.mqsc"))
    assert steps[-1].void and not any(step.void for step in steps[:-1]) and len(steps) > 1
    calls.clear()
    result = translate(_script(6 * _STEP), "mqsc", "cl", file="f.mqsc")
    assert result.output == "" and [r.status for r in result.records] == ["failed"]
    assert [d.code for d in result.diagnostics] == ["MQT112"]


def test_convert_writes_nothing_of_an_input_that_fails_midway(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    good, bad = tmp_path / "good.mqsc", tmp_path / "bad.mqsc"
    good.write_text("DEFINE QL(GOOD)\n")
    bad.write_text(_script(3 * _STEP))
    real = meanings
    late = f"G{max(n for n in range(3 * _STEP) if n % len(_MQSC) == len(_MQSC) - 1)}"  # in the last step

    def failing_in_bad(script, *arguments: object) -> None:  # type: ignore[no-untyped-def]
        if any(getattr(item, "name", "") == late for item in script.items):
            raise ZeroDivisionError("late")
        real(script, *arguments)

    monkeypatch.setattr("translator.translation.meanings", failing_in_bad)
    for output in (tmp_path / "out.clle", "-"):
        result = CliRunner().invoke(main, ["convert", "--to", "cl", "-o", str(output), str(good), str(bad)])
        written = Path(output).read_text() if output != "-" else result.stdout
        assert written == translate("DEFINE QL(GOOD)\n", "mqsc", "cl").output
        assert result.exit_code == 1 and "MQT112" in result.stderr


def test_convert_streams_the_same_diagnostics_and_report(tmp_path: Path) -> None:
    script = tmp_path / "s.mqsc"
    script.write_text(_script(2 * _STEP))
    whole = translate(script.read_bytes(), "mqsc", "cl", file=str(script))
    report = tmp_path / "r.json"
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "--diagnostics", "json", "-o", str(tmp_path / "o"),
                                       "--report", str(report), str(script)])
    assert json.loads(result.stderr) == [d.to_dict() for d in whole.diagnostics]
    assert (tmp_path / "o").read_text() == whole.output
    assert json.loads(report.read_text())["commands"]["in"] == len(whole.records)
