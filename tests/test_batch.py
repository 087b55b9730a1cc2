"""mqtranslate batch on the local engine (no JVM): counts, faults, outputs, atomic DIR, determinism, the CLI."""

from __future__ import annotations

import glob
import io
import itertools
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli import main
from tests.batch_inputs import CORPUS, FAULTS, expected, quiet, tree
from translator import translate
from translator.batch import BatchError, files, rows
from translator.batch.files import Job, translate_file
from translator.batch.inputs import Source, common_root, local_files, local_path, mirror
from translator.batch.java import java_problem
from translator.batch.local import LocalEngine
from translator.batch.output import Output
from translator.batch.parts import PART_BYTES, Task, groups, plan, shares
from translator.batch.progress import Progress
from translator.batch.run import outside, run
from translator.batch.summary import Summary, Tally
from translator.batch.writer import HIDDEN, PARTIAL, Destination
from translator.diagnostics import CODES
from translator.dialects import DIALECTS
from translator.translation import Step

GOOD = "DEFINE QLOCAL('APP.IN') DESCR('it''s') MAXDEPTH(5000) REPLACE\nALTER QL(APP.IN) PUT(DISABLED)\n"


@pytest.fixture(scope="module")
def local_run(inputs: list[Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Summary, Path]:
    out = tmp_path_factory.mktemp("local") / "out"
    return run([str(p) for p in inputs], out, Job("cl"), engine="local", workers=2, echo=quiet), out


def test_every_command_is_one_row_and_the_counts_reconcile(inputs: list[Path], local_run: tuple[Summary, Path]) -> None:
    summary, out = local_run
    files_in, statuses = expected(*inputs)
    assert (summary.files, summary.statuses) == (files_in, dict(statuses))
    assert summary.commands == summary.rows_written == statuses.total() == pq.read_table(out / "commands.parquet").num_rows
    assert summary.reconciled and summary.exit_code == 1
    written = json.loads((out / "summary.json").read_text())
    assert {k: written[k] for k in ("files", "commands", "translated", "passed-through", "skipped", "failed",
                                    "rows_written",
                                    "reconciled", "exit_code")} == {
        "files": files_in, "commands": statuses.total(), "translated": statuses["translated"],
        "passed-through": statuses["passed-through"], "skipped": statuses["skipped"], "failed": statuses["failed"],
        "rows_written": statuses.total(), "reconciled": True, "exit_code": 1}


def test_each_fault_is_a_failed_row_naming_its_file(faults: Path, local_run: tuple[Summary, Path]) -> None:
    rows = pq.read_table(local_run[1] / "commands.parquet").to_pylist()
    for name, (statuses, code) in FAULTS.items():
        mine = [row for row in rows if row["path"] == str(faults / name)]
        assert Counter(row["status"] for row in mine) == statuses, name
        if code:
            assert (mine[0]["kind"], mine[0]["line"], mine[0]["diagnostics"][0]["code"]) == ("file", 1, code), name
    assert not [row for row in rows if ".hidden" in row["path"]]
    error = [row for row in rows if row["path"] == str(faults / "error.mqsc") and row["status"] == "failed"]
    assert (error[0]["line"], error[0]["name"], error[0]["diagnostics"][0]["code"]) == (3, "APP.BAD", "MQT201")


def test_rows_are_sorted_and_scripts_mirror_the_inputs(faults: Path, inputs: list[Path],
                                                       local_run: tuple[Summary, Path]) -> None:
    out = local_run[1]
    table = pq.read_table(out / "commands.parquet")
    keys = list(zip(*(table[c].to_pylist() for c in ("path", "line", "column")), strict=True))
    assert keys == sorted(keys)
    below = Path(*common_root([str(p / "x") for p in inputs]))
    scripts = out / "scripts" / faults.relative_to("/" / below)
    assert (scripts / "good.mqsc.clle").read_text() == translate((faults / "good.mqsc").read_bytes(), target="cl").output
    assert not (scripts / "empty.mqsc.clle").exists() and not (scripts / "garbage.bin.clle").exists()


def test_parquet_statistics_are_kept_for_the_columns_a_query_filters_on(local_run: tuple[Summary, Path]) -> None:
    part = next((local_run[1] / "commands.parquet").glob("part-*.parquet"))
    group = pq.ParquetFile(part).metadata.row_group(0)
    with_statistics = {group.column(i).path_in_schema for i in range(group.num_columns)
                       if group.column(i).statistics is not None}
    assert with_statistics == {"path", "line", "column", "source_dialect", "kind", "name", "status"}


@pytest.mark.parametrize(("codec", "written"), [("zstd", "ZSTD"), ("none", "UNCOMPRESSED")])
def test_compression_chooses_the_parquet_codec_and_nothing_else(codec: str, written: str, faults: Path,
                                                               local_run: tuple[Summary, Path], tmp_path: Path) -> None:
    assert _codecs(local_run[1]) == {"SNAPPY"}  # the default
    result = CliRunner().invoke(main, ["batch", str(faults), "--to", "cl", "--out", str(tmp_path / "out"),
                                       "--engine", "local", "--compression", codec])
    assert result.exit_code == 1, result.stderr  # the faults have failed commands
    assert _codecs(tmp_path / "out") == {written}
    default = tmp_path / "default"
    run([str(faults)], default, Job("cl"), engine="local", echo=quiet)
    assert pq.read_table(tmp_path / "out" / "commands.parquet").equals(pq.read_table(default / "commands.parquet"))
    assert tree(tmp_path / "out" / "scripts") == tree(default / "scripts")


def _codecs(out: Path) -> set[str]:
    """The codecs of every column chunk of DIR's table."""
    found = set()
    for part in (out / "commands.parquet").glob("part-*.parquet"):
        metadata = pq.ParquetFile(part).metadata
        found |= {metadata.row_group(g).column(c).compression for g in range(metadata.num_row_groups)
                  for c in range(metadata.num_columns)}
    return found


def test_the_output_is_the_same_whatever_the_workers(inputs: list[Path], local_run: tuple[Summary, Path],
                                                     tmp_path: Path) -> None:
    run([str(p) for p in inputs], tmp_path / "again", Job("cl"), engine="local", workers=1, echo=quiet)
    assert tree(tmp_path / "again") == tree(local_run[1])


@pytest.mark.parametrize("target", list(DIALECTS))
def test_every_target_dialect_writes_its_scripts_as_translate_does(target: str, tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "good.mqsc").write_text(GOOD)
    summary = run([str(tmp_path / "in")], tmp_path / "out", Job(target), engine="local", workers=1, echo=quiet)
    result = translate(GOOD, target=target)
    written = (tmp_path / "out" / "scripts" / f"good.mqsc{DIALECTS[target].extension}").read_bytes()
    assert written == (result.output if DIALECTS[target].binary else result.output.encode())
    assert summary.commands == len(result.records) == summary.rows_written


def test_a_folder_that_is_not_a_batch_output_is_refused(tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "precious.txt").write_text("keep me")
    with pytest.raises(BatchError, match="not a previous batch output"):
        run([str(CORPUS)], tmp_path / "out", Job("cl"), engine="local", echo=quiet)
    assert (tmp_path / "out" / "precious.txt").read_text() == "keep me"


@pytest.mark.parametrize("others", [{"summary.json": '{"tests": 3}'}, {"summary.json": "not json"},
                                    {"summary.json": '{"rows_written": 1, "reconciled": true, "failed_commands": {}}',
                                     "a.mqsc": "DEFINE QLOCAL(A)\n"}])
def test_a_folder_with_a_summary_json_but_not_only_a_batch_output_is_never_replaced(
        others: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "proj").mkdir()
    for name, text in others.items():
        (tmp_path / "proj" / name).write_text(text)
    with pytest.raises(BatchError, match="not a previous batch output"):
        run([str(CORPUS)], tmp_path / "proj", Job("cl"), engine="local", echo=quiet)
    assert {p.name: p.read_text() for p in (tmp_path / "proj").iterdir()} == others


def test_inputs_all_inside_the_output_are_refused_not_deleted(faults: Path, tmp_path: Path) -> None:
    run([str(faults / "good.mqsc")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    before = tree(tmp_path / "out")
    with pytest.raises(BatchError, match="every input is inside --out"):
        run([str(tmp_path / "out" / "scripts")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    assert tree(tmp_path / "out") == before


def test_the_current_directory_is_never_the_output_and_a_dot_dot_path_is_resolved(
        faults: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    for out in (Path("."), tmp_path):
        with pytest.raises(BatchError, match="holds the current directory"):
            run([str(faults / "good.mqsc")], out, Job("cl"), engine="local", workers=1, echo=quiet)
    run([str(faults / "good.mqsc")], Path("../out/sub/.."), Job("cl"), engine="local", workers=1, echo=quiet)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["commands.parquet", "scripts", "summary.json"]


def test_a_previous_output_is_replaced_and_nothing_is_left_beside_it(faults: Path, tmp_path: Path) -> None:
    for _ in range(2):
        run([str(faults / "good.mqsc")], tmp_path / "out", Job("mqsc"), engine="local", workers=1, echo=quiet)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_an_interrupted_run_leaves_no_output_that_looks_complete(faults: Path, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    done = []

    def interrupted(path: str, job: Job, sink: files.Sink) -> None:
        if done:
            raise KeyboardInterrupt
        done.append(path)
        translate_local(path, job, sink)

    translate_local = files.translate_local
    monkeypatch.setattr(files, "translate_local", interrupted)
    with pytest.raises(KeyboardInterrupt):
        run([str(faults)], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    assert list(tmp_path.iterdir()) == []


def test_a_translator_failure_is_a_failed_row(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object, **__: object) -> None:
        raise RecursionError("too deep")

    monkeypatch.setattr(files, "translate", broken)
    row = translate_file("x.mqsc", GOOD, Job("cl")).rows.to_pylist()[0]
    assert (row["status"], row["diagnostics"][0]["code"]) == ("failed", "MQT112")
    assert "RecursionError: too deep" in row["diagnostics"][0]["message"]


@pytest.mark.parametrize(("listed", "commands", "rows", "statuses"), [
    (1, 3, 2, {"translated": 2}),                 # a row lost
    (1, 3, 3, {"translated": 2, "lost": 1}),      # a status that is none of the three
    (1, 2, 3, {"translated": 3}),                 # a row invented
    (2, 3, 3, {"translated": 3}),                 # a file lost, with its part: the rest adds up
])
def test_counts_that_do_not_reconcile_exit_3(listed: int, commands: int, rows: int, statuses: dict[str, int]) -> None:
    summary = Summary("auto", "cl", 1, commands, rows, statuses, {}, listed)
    assert (summary.reconciled, summary.exit_code) == (False, 3)
    assert "NOT RECONCILED" in summary.describe()
    assert ("1 of 2 files counted" in summary.describe()) is (listed == 2)


def test_a_part_lost_on_the_way_is_caught(faults: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def losing(self: LocalEngine, parts: list[list[Source]], task: Task) -> Iterator[list[object]]:
        return itertools.islice(original(self, parts, task), 1, None)

    original = LocalEngine.run
    monkeypatch.setattr(LocalEngine, "run", losing)
    summary = run([str(faults / "good.mqsc"), str(faults / "error.mqsc")], tmp_path / "out", Job("cl"),
                  engine="local", workers=1, partitions=2, echo=quiet)
    assert (summary.listed, summary.files, summary.exit_code) == (2, 1, 3)
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["reconciled"] is False


def test_inputs_are_files_directories_and_globs(tmp_path: Path) -> None:
    for name in ("a/x.mqsc", "a/y.clle", "b/z.mqsc", "a/.git/config"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("*\n")
    found = local_files([str(tmp_path / "a"), str(tmp_path / "*/*.mqsc"), str(tmp_path / "missing.mqsc")])
    assert [Path(s.path).relative_to(tmp_path).as_posix() for s in found] == [
        "a/x.mqsc", "a/y.clle", "b/z.mqsc", "missing.mqsc"]
    with pytest.raises(BatchError, match="no file matches"):
        local_files([str(tmp_path / "*.nothing")])


def test_output_paths_mirror_the_inputs_below_their_common_folder() -> None:
    assert mirror("/a/b/c.mqsc", common_root(["/a/b/c.mqsc", "/a/d/e.mqsc"]), ".clle") == "b/c.mqsc.clle"
    assert mirror("/a/b/c.mqsc", common_root(["/a/b/c.mqsc"]), ".clle") == "c.mqsc.clle"
    uri = "hdfs://nn:8020/mq/x.mqsc"
    assert mirror(uri, common_root(["/a/c.mqsc", uri]), ".pcf.bin") == "hdfs/nn:8020/mq/x.mqsc.pcf.bin"


def test_groups_are_contiguous_and_in_proportion_to_their_shares() -> None:
    assert groups([100, 100, 100, 100], [1, 1]) == [0, 0, 1, 1]
    assert groups([10, 10, 1000, 10, 10], [1, 1, 1]) == [0, 0, 1, 2, 2]
    assert groups([0, 0, 0], [1] * 5) == [0, 2, 4]
    assert groups([100] * 7, [4, 2, 1]) == [0, 0, 0, 0, 1, 1, 2]


def test_the_last_parts_taper_so_that_the_cores_finish_together() -> None:
    assert shares(1) == [8] and shares(2) == [8, 4] and shares(5) == [8, 8, 8, 4, 2]
    assert shares(6) == [8, 8, 8, 4, 2, 1] and shares(20)[-5:] == [8, 8, 4, 2, 1] and len(shares(20)) == 20
    even = [Source(f"/e/{i:04}", 1000) for i in range(1000)]
    assert [len(part) for part in plan(even, 20)] == [56] * 8 + [55] + [56] * 8 + [28, 14, 7]


def test_parts_depend_on_the_inputs_only_and_as_many_are_made_as_asked_none_empty() -> None:
    small = [Source(f"/s/{i:03}", 100) for i in range(40)]
    # MIN_PARTS asked for; the smallest shares of the taper were less than a file: each still gets one
    assert [len(part) for part in plan(small)] == [3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 2, 1, 1, 1]
    assert [s for part in plan(small) for s in part] == small
    large = [Source(f"/l/{i:03}", PART_BYTES // 2) for i in range(100)]
    assert len(plan(large)) == 50 and [len(part) for part in plan(large)][-5:] == [2, 1, 1, 1, 1]
    assert [len(part) for part in plan(large, 3)] == [40, 40, 20]
    assert plan(small[:3]) == [[s] for s in small[:3]]  # never more parts than files
    skewed = [Source("/k/a", 10), Source("/k/b", 10 * PART_BYTES), Source("/k/c", 10), Source("/k/d", 10)]
    assert plan(skewed, 4) == [[s] for s in skewed]  # by bytes, c and d would share the last part
    for count in range(1, 41):
        assert len(plan(small, count)) == count and all(plan(small, count))


def test_the_driver_writes_the_same_bytes_as_the_workers(inputs: list[Path], local_run: tuple[Summary, Path],
                                                         tmp_path: Path) -> None:
    run([str(p) for p in inputs], tmp_path / "driver", Job("cl"), engine="local", workers=2, writer="driver",
        echo=quiet)
    assert tree(tmp_path / "driver") == tree(local_run[1])


def test_the_progress_bar_draws_only_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    for stream, drawn in ((Terminal(), True), (io.StringIO(), False)):
        progress = Progress(2, stream)
        progress.advance(1, 5)
        progress.advance(1, 7)
        progress.close()
        assert ("2/2 files  12 commands" in stream.getvalue()) is drawn
        assert stream.getvalue().endswith("\n") is drawn


def test_the_cli_exits_1_on_failed_commands_and_prints_the_summary(faults: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["batch", str(faults), "--to", "cl", "--out", str(tmp_path / "out"),
                                       "--engine", "local", "--workers", "1"])
    assert result.exit_code == 1
    assert "reconciled:" in result.stderr and "failed" in result.stderr


def test_the_summary_counts_commands_on_a_condition_among_what_the_target_cannot_express(tmp_path: Path) -> None:
    (tmp_path / "prog.clle").write_text("PGM\nMONMSG MSGID(CPF9801) EXEC(DO)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDDO\n")
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "prog.clle"), "--to", "mqsc",
                                       "--out", str(tmp_path / "out"), "--engine", "local"])
    assert result.exit_code == 1
    lossy = ", ".join(code for code, about in CODES.items() if about.lossy)
    assert f"1 of them failed only because mqsc cannot express something ({lossy})" in result.stderr


def test_the_cli_exits_0_when_every_command_translates(tmp_path: Path) -> None:
    (tmp_path / "good.mqsc").write_text(GOOD)
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "good.mqsc"), "--to", "cl",
                                       "--out", str(tmp_path / "out"), "--engine", "local"])
    assert result.exit_code == 0, result.stderr


@pytest.mark.parametrize(("arguments", "message"), [
    (["hdfs://nn/mq/", "--engine", "local"], "needs --engine spark"),
    ([str(Path(__file__)), "--engine", "local", "--out", str(Path(__file__).parent)], "not a previous batch output"),
    ([str(Path(__file__)), "--engine", "local", "--out", "/"], "holds the current directory"),
])
def test_the_cli_exits_2_when_a_run_cannot_start(arguments: list[str], message: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["batch", "--to", "cl", "--out", str(tmp_path / "out"), *arguments])
    assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.output


def test_no_java_is_said_plainly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JAVA_HOME", str(tmp_path))
    assert f"JAVA_HOME={tmp_path} has no bin/java" in (java_problem() or "")
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "java").write_text("#!/bin/sh\necho 'openjdk version \"11.0.2\" 2019-01-15' >&2\n")
    (tmp_path / "bin" / "java").chmod(0o755)
    assert "is Java 11" in (java_problem() or "") and "--engine local" in (java_problem() or "")
    monkeypatch.delenv("JAVA_HOME")
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    assert "no java on PATH" in (java_problem() or "")


def test_a_killed_runs_staging_folder_is_removed_by_the_next_run(faults: Path, tmp_path: Path) -> None:
    killed = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                            check=True)
    gone = int(killed.stdout)  # a process that has exited, as a killed run's has
    stale, alive, foreign = (tmp_path / f"out.tmp-{name}" for name in ("dead", "alive", "nobody"))
    for folder, pid in ((stale, gone), (alive, os.getpid())):
        (folder / "scripts").mkdir(parents=True)
        (folder / ".owner").write_text(json.dumps({"host": socket.gethostname(), "pid": pid}))
    foreign.mkdir()  # no owner file: not a folder this tool can vouch for
    notes: list[str] = []
    run([str(faults / "good.mqsc")], tmp_path / "out", Job("mqsc"), engine="local", workers=1, echo=notes.append)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "out.tmp-alive", "out.tmp-nobody"]
    assert any(str(stale) in note and "killed" in note for note in notes)
    assert not (tmp_path / "out" / ".owner").exists()


def test_a_row_holds_each_field_of_its_record_under_the_schema_name() -> None:
    record = translate("\n  DEFINE QLOCAL('A') MAXDEPTH(5) TRIGTYPE(DEPTH)\n", target="cl", file="x.mqsc").records[0]
    [row] = rows.table("p/x.mqsc", [record]).to_pylist()
    assert row == {"path": "p/x.mqsc", "line": 2, "column": 3, "source_dialect": "mqsc", "kind": "create local",
                   "name": "A", "source_text": "  DEFINE QLOCAL('A') MAXDEPTH(5) TRIGTYPE(DEPTH)",
                   "target_text": "CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(5) TRGTYPE(*DEPTH)", "status": "translated",
                   "diagnostics": []}


def test_each_row_keeps_its_own_diagnostics_in_order() -> None:
    text = "DEFINE QLOCAL('A')\nDEFINE QLOCAL('B') MAXDEPTH(many) MAXMSGL(x)\nDEFINE CHANNEL(C) CHLTYPE(SDR)\n"
    result = translate(text, target="cl", file="x.mqsc")
    table = rows.table("x.mqsc", result.records).to_pylist()
    assert [[d["code"] for d in row["diagnostics"]] for row in table] == [
        [d.code for d in record.diagnostics] for record in result.records]
    assert table[0]["diagnostics"] == [] and sum(len(r["diagnostics"]) for r in table) >= 3
    first = result.records[1].diagnostics[0]
    assert table[1]["diagnostics"][0] == {"code": first.code, "severity": "error", "message": first.message,
                                          "line": 2, "column": 20, "expected": first.expected}
    assert (first.span.line, first.span.column) == (2, 20) and first.expected  # where the value stands
    assert rows.table("x.mqsc", []).num_rows == 0


def test_a_files_rows_past_what_is_held_wait_in_a_spill_and_come_back_in_order(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rows, "_HELD", 0)  # every chunk goes to the spill
    records = translate("".join(f"DEFINE QL(Q{i})\n" for i in range(3 * rows._CHUNK)), target="cl").records
    spilled = rows.Rows("x.mqsc", spill=str(tmp_path))
    for start in range(0, len(records), 1000):
        spilled.add(records[start:start + 1000])
    assert len(list(spilled.tables())) > 1 and spilled.table().equals(rows.table("x.mqsc", records))
    spilled.void()
    spilled.add(records[-1:])
    spilled.add(records[:2])  # out of order: sorted
    assert spilled.table().equals(rows.table("x.mqsc", [*records[:2], records[-1]]))
    spilled.close()
    assert list(tmp_path.iterdir()) == []


def test_a_translator_failure_after_rows_were_spilled_is_one_failed_row_and_no_script(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rows, "_HELD", 0)
    real = files.translate

    def failing_late(data: bytes, path: str, job: Job) -> Iterator[Step]:
        yield from real(data, path, job)
        if path.endswith("bad.mqsc"):
            yield Step("", [files.failed_record(path, job, "MQT112", "boom")], [], void=True)

    monkeypatch.setattr(files, "translate", failing_late)
    (tmp_path / "in").mkdir()
    for name in ("bad.mqsc", "good.mqsc"):
        (tmp_path / "in" / name).write_text("".join(f"DEFINE QL(Q{i})\n" for i in range(2 * rows._CHUNK)))
    summary = run([str(tmp_path / "in")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    table = pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    assert [(row["status"], row["diagnostics"][0]["code"]) for row in table if row["path"].endswith("bad.mqsc")] == [
        ("failed", "MQT112")]
    assert summary.rows_written == 1 + 2 * rows._CHUNK
    assert sorted(tree(tmp_path / "out" / "scripts")) == ["good.mqsc.clle"]


def test_a_worker_that_cannot_see_dir_says_so(tmp_path: Path) -> None:
    nowhere = Destination(str(tmp_path / "not-mounted"), (), ".clle")
    with pytest.raises(BatchError, match=r"not on this worker's file system.*--writer driver"):
        nowhere.write(0, [])


def test_attempts_of_a_part_leave_one_whole_file_and_no_leftovers(faults: Path, tmp_path: Path) -> None:
    sources = local_files([str(faults / "good.mqsc"), str(faults / "error.mqsc")])
    results = list(files.collected([(source.path, None) for source in sources], Job("cl")))
    with Output(tmp_path / "out") as output:
        destination = output.destination(common_root([s.path for s in sources]), ".clle")
        for _ in range(2):  # a retried (or speculative) attempt writes the same part again
            tally = destination.write(0, results)
        left = Path(destination.staging, "commands.parquet", f"{HIDDEN}0123456789abcdef{PARTIAL}")
        left.write_bytes(b"half")  # an attempt killed while writing
        (Path(destination.staging, "scripts") / f"{HIDDEN}fedcba9876543210{PARTIAL}").write_bytes(b"half")
        output.add(tally)
        summary = output.commit("auto", "cl", len(sources))
    assert (summary.reconciled, summary.commands, summary.rows_written) == (True, 5, 5)
    assert sorted(tree(tmp_path / "out")) == ["commands.parquet/part-00000.parquet", "scripts/error.mqsc.clle",
                                              "scripts/good.mqsc.clle", "summary.json"]


def test_an_input_named_like_a_hidden_attempt_is_translated_not_cleaned_away(tmp_path: Path) -> None:
    """The clean-up of attempts' hidden files took any name starting '.' with '.attempt-' in it: the script of
    '.q.attempt-1' was removed, counted translated; a folder '.e.attempt-...' below scripts/ stopped the run."""
    names = [".q.attempt-1", f"{HIDDEN}0123456789abcdef{PARTIAL}", f"{HIDDEN}0123456789abcdef{PARTIAL}x/f",
             f"{HIDDEN}fedcba9876543210{PARTIAL}/f", "z"]
    for name in names:
        (tmp_path / "in" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "in" / name).write_text("DEFINE QLOCAL(A)\n")
    summary = run([str(tmp_path / "in" / name) for name in names], tmp_path / "out", Job("mqsc"), engine="local",
                  workers=1, echo=quiet)
    assert summary.reconciled and summary.statuses["translated"] == 5
    assert sorted(tree(tmp_path / "out" / "scripts")) == sorted(f"{name}.mqsc" for name in names)


def test_an_out_that_is_a_link_to_a_folder_is_published_into_that_folder_and_the_link_kept(tmp_path: Path) -> None:
    """The link was renamed away (left beside as DIR.tmp-<id>.old) for a new folder in its place, the folder it
    named left as it was."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to("real")
    for _ in range(2):  # into the empty folder, then replacing the previous output there
        summary = run([str(tmp_path / "in")], tmp_path / "link", Job("cl"), engine="local", workers=1, echo=quiet)
        assert summary.reconciled and summary.statuses["translated"] == 1
        assert sorted(path.name for path in tmp_path.iterdir()) == ["in", "link", "real"]
        assert os.readlink(tmp_path / "link") == "real"
        assert sorted(tree(tmp_path / "real")) == ["commands.parquet/part-00000.parquet", "scripts/a.mqsc.clle",
                                                   "summary.json"]


def test_processes_are_rows_like_queues(tmp_path: Path) -> None:
    """AMQSAMP4's processes are translated rows with their kind and name, and MQT309 is among the diagnostics."""
    source = Path(__file__).resolve().parent.parent / "fixtures" / "processes" / "input.clle"
    summary = run([str(source)], tmp_path / "out", Job("mqsc"), engine="local", workers=1, echo=quiet)
    table = pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    processes = [(r["kind"], r["name"], r["status"]) for r in table if r["kind"].endswith(" process")]
    assert processes == [("create process", "APP.TRIGGER.PROCESS", "translated"),
                         ("create process", "APP.BATCH", "translated"), ("change process", "APP.BATCH", "translated"),
                         ("change process", "APP.TRIGGER.PROCESS", "translated"),
                         ("copy process", "APP.COPY", "translated"), ("delete process", "APP.OLD.PROCESS", "translated")]
    assert summary.reconciled and "MQT309" in json.dumps(json.loads((tmp_path / "out" / "summary.json").read_text()))


@pytest.mark.parametrize("writer", ["workers", "driver"])
def test_a_file_whose_script_cannot_have_its_name_fails_alone(tmp_path: Path, writer: str) -> None:
    """A name too long for a script, or one a folder's scripts already use: that file is one failed row (MQT110),
    and the run goes on."""
    inputs = tmp_path / "in"
    (inputs / "q.mqsc.clle").mkdir(parents=True)
    (inputs / ("q" * 246 + ".mqsc")).write_text("DEFINE QLOCAL(L)\n")  # its script's name: 256 bytes
    (inputs / "q.mqsc").write_text("DEFINE QLOCAL(Q)\n")
    (inputs / "q.mqsc.clle" / "x.mqsc").write_text("DEFINE QLOCAL(X)\n")
    (inputs / "z.mqsc").write_text("DEFINE QLOCAL(Z)\n")
    summary = run([str(inputs)], tmp_path / "out", Job("cl"), engine="local", workers=1, writer=writer, echo=quiet)
    assert summary.reconciled and (summary.statuses["translated"], summary.statuses["failed"]) == (2, 2)
    table = pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    failed = {Path(row["path"]).name: row["diagnostics"] for row in table if row["status"] == "failed"}
    assert set(failed) == {"q" * 246 + ".mqsc", "x.mqsc"} and all("MQT110" in str(d) for d in failed.values())
    assert (tmp_path / "out" / "scripts" / "z.mqsc.clle").read_text() == "CRTMQMQ QNAME('Z') QTYPE(*LCL)\n"


@pytest.mark.parametrize("writer", ["workers", "driver"])
def test_a_script_name_that_fits_is_written_however_long(tmp_path: Path, writer: str) -> None:
    """The hidden name a script is written under added 22 characters to its own: a name of 234 to 255 bytes
    failed (MQT110, File name too long) though it fits."""
    (tmp_path / "in").mkdir()
    name = "q" * 245 + ".mqsc"  # its script's name: 255 bytes, the most a folder entry holds
    (tmp_path / "in" / name).write_text("DEFINE QLOCAL(L)\n")
    summary = run([str(tmp_path / "in")], tmp_path / "out", Job("cl"), engine="local", workers=1, writer=writer,
                  echo=quiet)
    assert summary.reconciled and summary.statuses == {"translated": 1}
    assert (tmp_path / "out" / "scripts" / f"{name}.clle").read_text() == "CRTMQMQ QNAME('L') QTYPE(*LCL)\n"


def test_a_file_whose_script_cannot_be_written_is_the_same_row_whichever_writer(tmp_path: Path) -> None:
    """The workers wrote its failed row with the job's dialect (auto: none), the driver with the one recognised:
    the Parquet differed by writer, though docs/batch.md promises the same bytes."""
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / ("q" * 246 + ".mqsc")).write_text("DEFINE QLOCAL(L)\n")  # its script's name: 256 bytes
    (tmp_path / "in" / "z.mqsc").write_text("DEFINE QLOCAL(Z)\n")
    tables = []
    for writer in ("workers", "driver"):
        run([str(tmp_path / "in")], tmp_path / writer, Job("cl"), engine="local", workers=1, writer=writer,
            echo=quiet)
        tables.append(pq.read_table(tmp_path / writer / "commands.parquet").to_pylist())
    failed = [(row["source_dialect"], row["diagnostics"][0]["code"]) for row in tables[0] if row["status"] == "failed"]
    assert failed == [("mqsc", "MQT110")] and tables[0] == tables[1]


def _script_and_folder(folder: Path) -> list[Path]:
    """Inputs d/q and d/q.mqsc/r: into MQSC, q's script is q.mqsc, the folder of r's."""
    (folder / "d" / "q.mqsc").mkdir(parents=True)
    (folder / "d" / "q").write_text("DEFINE QLOCAL(Q)\n")
    (folder / "d" / "q.mqsc" / "r").write_text("DEFINE QLOCAL(R)\n")
    return [folder / "d" / "q", folder / "d" / "q.mqsc" / "r"]


@pytest.mark.parametrize("writer", ["workers", "driver"])
def test_a_script_whose_name_a_later_part_took_for_its_folder_fails_alone(tmp_path: Path, writer: str) -> None:
    """Parts are written at once: part 1 may make q.mqsc/ before part 0 names q's whole script q.mqsc. That
    stopped the run (exit 2, nothing written); q now fails alone (MQT110)."""
    sources = local_files([str(path) for path in _script_and_folder(tmp_path)])
    job = Job("mqsc")
    with Output(tmp_path / "out") as output:
        destination = output.destination(common_root([s.path for s in sources]), ".mqsc")  # the clash not foreseen
        task = Task(job, destination if writer == "workers" else None)
        for index in (1, 0):
            outcome = list(task(index, [(sources[index].path, None)]))
            output.add(outcome[0] if writer == "workers" else destination.write(index, outcome))
        summary = output.commit("auto", "mqsc", len(sources))
    assert summary.reconciled and (summary.statuses["translated"], summary.statuses["failed"]) == (1, 1)
    failed = [row for row in pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist() if row["status"] == "failed"]
    assert [(Path(row["path"]).name, row["diagnostics"][0]["code"], row["diagnostics"][0]["message"])
            for row in failed] == [("q", "MQT110", "its output script cannot be written: Is a directory")]
    assert sorted(tree(tmp_path / "out" / "scripts")) == ["q.mqsc/r.mqsc"]


@pytest.mark.parametrize("workers", [1, 2])
def test_the_files_below_a_folder_that_is_a_script_fail_whatever_the_workers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, workers: int) -> None:
    """One worker writes q.mqsc first, and r then failed; two, q or r, whichever part came second. The clash is
    found from the inputs: r fails, and q is written, whatever the workers. Part 0 waits here for part 1 to be
    written (workers fork from this process)."""
    _script_and_folder(tmp_path)
    original, out = files.translate_local, tmp_path / "out"

    def part_1_first(path: str, job: Job, sink: files.Sink) -> None:
        for _ in range(3000 if workers > 1 and Path(path).name == "q" else 0):
            if glob.glob(f"{out}.tmp-*/commands.parquet/part-00001.parquet"):
                break
            time.sleep(0.01)
        original(path, job, sink)

    monkeypatch.setattr(files, "translate_local", part_1_first)
    summary = run([str(tmp_path / "d")], out, Job("mqsc"), engine="local", workers=workers, partitions=2, echo=quiet)
    assert summary.reconciled and summary.exit_code == 1
    assert (summary.files, summary.statuses["translated"], summary.statuses["failed"]) == (2, 1, 1)
    failed = [row for row in pq.read_table(out / "commands.parquet").to_pylist() if row["status"] == "failed"]
    assert [(Path(row["path"]).name, row["diagnostics"][0]["code"], row["diagnostics"][0]["message"])
            for row in failed] == [("r", "MQT110", "its output script cannot be written: its folder q.mqsc is the "
                                                   "script of another input")]
    assert tree(out / "scripts") == {"q.mqsc": b"DEFINE QLOCAL('Q')\n"}


@pytest.mark.parametrize("writer", ["workers", "driver"])
def test_a_file_of_comments_only_whose_script_name_is_too_long_fails_alone(tmp_path: Path, writer: str) -> None:
    """Its script is the empty one it is given as it closes, not as a byte is written: the worker writer failed the
    whole run (an internal error) where the driver writer made it the file's failed row (MQT110)."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / ("c" * 250)).write_text("* a comment, and no command\n")  # its script: 260 bytes
    (inputs / "z.mqsc").write_text("DEFINE QLOCAL(Z)\n")
    summary = run([str(inputs)], tmp_path / "out", Job("pcf"), engine="local", workers=1, writer=writer, echo=quiet)
    assert summary.reconciled and (summary.files, summary.statuses["translated"], summary.statuses["failed"]) == (2, 1, 1)
    table = pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    assert [(Path(row["path"]).name, row["kind"], row["diagnostics"][0]["code"]) for row in table
            if row["status"] == "failed"] == [("c" * 250, "file", "MQT110")]
    assert sorted(tree(tmp_path / "out" / "scripts")) == ["z.mqsc.pcf.jsonl"]


@pytest.mark.parametrize("added", ["scripts/NOTES.txt", "scripts/mine.mqsc", "commands.parquet/x/mine.txt",
                                   "scripts/link"])
def test_a_previous_output_holding_a_file_of_the_users_below_it_is_never_replaced(
        faults: Path, tmp_path: Path, added: str) -> None:
    run([str(faults / "good.mqsc")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    extra = tmp_path / "out" / added
    extra.parent.mkdir(parents=True, exist_ok=True)
    if extra.name == "link":
        extra.symlink_to(faults)
    else:
        extra.write_text("keep me")
    before = tree(tmp_path / "out")
    with pytest.raises(BatchError, match="not a previous batch output"):
        run([str(faults / "good.mqsc")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    assert tree(tmp_path / "out") == before


def test_a_recursive_glob_lists_as_glob_does_and_never_follows_a_link_up_the_tree(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("a.mqsc", "sub/b.mqsc", "sub/deeper/c.mqsc", "sub/deeper/d.clle", "other/sub/e.mqsc"):
        Path(name).parent.mkdir(parents=True, exist_ok=True)
        Path(name).write_text("DEFINE QLOCAL(A)\n")
    patterns = ["**/*.mqsc", "sub/**/*.mqsc", "**/sub/*.mqsc", "sub/**", "*/deeper/*", f"{tmp_path}/**/c.mqsc"]
    for pattern in patterns:  # no link: as glob lists it
        assert [s.path for s in local_files([pattern])] == \
            [s.path for s in local_files(sorted(glob.glob(pattern, recursive=True)))], pattern
    (tmp_path / "sub" / "up1").symlink_to("..")
    (tmp_path / "sub" / "up2").symlink_to("..")
    listed = [s.path for s in local_files(["**/*.mqsc"])]
    assert listed == sorted(str(tmp_path / name) for name in ("a.mqsc", "sub/b.mqsc", "sub/deeper/c.mqsc",
                                                              "other/sub/e.mqsc"))


@pytest.mark.parametrize("master", ["bogus", "local[x]", "spark:/host:7077"])
def test_a_master_that_is_no_spark_url_is_a_usage_error_before_spark_starts(tmp_path: Path, master: str) -> None:
    (tmp_path / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "a.mqsc"), "--to", "cl", "--out", str(tmp_path / "o"),
                                       "--master", master])
    assert result.exit_code == 2 and "is no Spark master URL" in result.stderr and not (tmp_path / "o").exists()


def test_a_standalone_master_that_cannot_be_reached_is_said_in_one_line_before_spark_starts(tmp_path: Path) -> None:
    """Spark would try for a minute, a stack trace a try, then stop its context under the run."""
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]  # closed again before the run: nothing listens there
    (tmp_path / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "a.mqsc"), "--to", "cl", "--out", str(tmp_path / "o"),
                                       "--master", f"spark://127.0.0.1:{port}"])
    assert result.exit_code == 2 and not (tmp_path / "o").exists()
    assert result.stderr == f"mqtranslate batch: cannot reach the Spark master (127.0.0.1:{port}: Connection refused)\n"


def test_a_failed_file_whose_rows_come_in_two_row_groups_is_counted_once() -> None:
    job = Job("cl")
    table = rows.table("/in/a.mqsc", [files.failed_record("/in/a.mqsc", job, "MQT102", "bad")] * 3)
    others = [rows.table(f"/in/{name}.mqsc", [files.failed_record(f"/in/{name}.mqsc", job, "MQT102", "bad")])
              for name in "bcdefghijklmnopqrstuvwxyz"]
    tally = Tally()
    for part in others[:24]:
        tally.count(part)
    tally.count(table.slice(0, 1))  # one file's rows, split where a row group ends
    tally.count(table.slice(1))
    tally.count(others[24])
    assert tally.failed_file_count == 26 and len(tally.failed_files) == 20


def test_a_stop_signal_while_the_output_is_published_does_not_stop_it_half_way(
        faults: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run([str(faults / "good.mqsc")], tmp_path / "out", Job("mqsc"), engine="local", workers=1, echo=quiet)
    replace = Output._replace

    def signalled(output: Output) -> None:
        os.kill(os.getpid(), signal.SIGINT)  # between checking DIR and the renames
        replace(output)

    monkeypatch.setattr(Output, "_replace", signalled)
    summary = run([str(faults / "good.mqsc")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=quiet)
    assert summary.reconciled and sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert [p.name for p in (tmp_path / "out" / "scripts").iterdir()] == ["good.mqsc.clle"]  # the new run's


def test_an_input_inside_the_output_is_found_by_a_file_uri_or_through_a_link(tmp_path: Path) -> None:
    (tmp_path / "in" / "out").mkdir(parents=True)
    (tmp_path / "link").symlink_to(tmp_path / "in")
    inside = [Source(f"file://{tmp_path}/in/out/a.mqsc", 1, True), Source(str(tmp_path / "in" / "out" / "b.mqsc"), 1)]
    kept = [Source(f"file://{tmp_path}/in/c.mqsc", 1, True), Source(str(tmp_path / "in" / "d.mqsc"), 1),
            Source(f"hdfs://nn{tmp_path}/in/out/e.mqsc", 1, True)]
    assert outside(inside + kept, tmp_path / "link" / "out") == (kept, 2)


def test_a_glob_follows_a_link_to_a_folder_as_glob_does_each_folder_once(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "t1.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "t2.mqsc").write_text("DEFINE QLOCAL(B)\n")
    (tmp_path / "g" / "linked").symlink_to(tmp_path / "real")
    expected = [str(tmp_path / "g" / "linked" / "t1.mqsc"), str(tmp_path / "g" / "t2.mqsc")]
    assert [s.path for s in local_files(["g/*"])] == expected
    assert [s.path for s in local_files(["g/**/*.mqsc"])] == expected


def test_include_translates_the_files_it_matches_and_a_pattern_matching_none_stops_the_run(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "in" / "b.txt").write_text("DEFINE QLOCAL(B)\n")
    arguments = ["batch", str(tmp_path / "in"), "--to", "cl", "--engine", "local", "--workers", "1"]
    kept = CliRunner().invoke(main, [*arguments, "--out", str(tmp_path / "out"), "--include", "*.MQSC"])
    assert kept.exit_code == 0 and "left out 1 file(s) that match no --include pattern" in kept.stderr
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["commands"] == 1
    none = CliRunner().invoke(main, [*arguments, "--out", str(tmp_path / "none"), "--include", "*.mqsx"])
    assert none.exit_code == 2 and "no file of the 2 listed matches --include '*.mqsx'" in none.stderr
    assert not (tmp_path / "none").exists()


def test_a_link_to_a_folder_inside_a_folder_given_is_said_not_followed_and_no_failed_command(tmp_path: Path) -> None:
    """It was a failed "command" (MQT110), exit 1: it is no input file, and a link up the tree is common (d/up -> ..).
    A folder link given as an input is that folder, walked."""
    (tmp_path / "in" / "d").mkdir(parents=True)
    (tmp_path / "other").mkdir()
    (tmp_path / "in" / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "other" / "b.mqsc").write_text("DEFINE QLOCAL(B)\n")
    (tmp_path / "in" / "linked").symlink_to(tmp_path / "other")
    (tmp_path / "in" / "d" / "up").symlink_to("..")
    said: list[str] = []
    summary = run([str(tmp_path / "in")], tmp_path / "out", Job("cl"), engine="local", workers=1, echo=said.append)
    assert summary.reconciled and (summary.files, summary.statuses, summary.exit_code) == (1, {"translated": 1}, 0)
    assert said[0] == (f"  not followed: 2 link(s) to a folder, {tmp_path}/in/d/up, {tmp_path}/in/linked (give that "
                       "folder, or a ** glob, as an input)")
    assert sorted(tree(tmp_path / "out" / "scripts")) == ["a.mqsc.clle"]
    given = run([str(tmp_path / "in" / "linked")], tmp_path / "given", Job("cl"), engine="local", workers=1,
                echo=quiet)
    assert (given.files, given.statuses) == (1, {"translated": 1})


def test_a_path_that_exists_is_that_file_whatever_glob_characters_its_name_holds(tmp_path: Path) -> None:
    """'q[1].mqsc' named (or listed by the shell) was read as a pattern: q1.mqsc translated, q[1].mqsc lost."""
    (tmp_path / "q1.mqsc").write_text("DEFINE QLOCAL(ONE)\n")
    (tmp_path / "q[1].mqsc").write_text("DEFINE QLOCAL(BRACKET)\n")
    assert [s.path for s in local_files([str(tmp_path / "q[1].mqsc")])] == [str(tmp_path / "q[1].mqsc")]
    assert [s.path for s in local_files([str(tmp_path / "q1.mqsc"), str(tmp_path / "q[1].mqsc")])] == \
        [str(tmp_path / "q1.mqsc"), str(tmp_path / "q[1].mqsc")]
    assert [s.path for s in local_files([str(tmp_path / "q[1]*")])] == [str(tmp_path / "q1.mqsc")]  # a pattern


def test_a_glob_ending_in_two_stars_lists_a_file_reached_through_a_folder_link_once(tmp_path: Path) -> None:
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "x.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "lnk").mkdir()
    (tmp_path / "lnk" / "dirlink").symlink_to("../b")
    assert [s.path for s in local_files([f"{tmp_path}/**"])] == [str(tmp_path / "b" / "x.mqsc")]


def test_a_folder_that_cannot_be_listed_is_a_failed_input_not_skipped() -> None:
    """os.walk skipped it silently; it is now listed, so that reading it fails as an unreadable input (MQT110)."""
    import tempfile

    if os.geteuid() == 0 and not Path("/usr/bin/setpriv").exists():
        pytest.skip("root lists every folder, and setpriv is not here to run as another user")
    with tempfile.TemporaryDirectory(dir="/tmp") as shared:  # pytest's own folders are root's alone
        top = Path(shared)
        top.chmod(0o755)
        (top / "in" / "locked").mkdir(parents=True)
        (top / "in" / "ok.mqsc").write_text("DEFINE QLOCAL(A)\n")
        (top / "in" / "locked" / "in.mqsc").write_text("DEFINE QLOCAL(B)\n")
        (top / "in" / "locked").chmod(0)
        code = ("import json, sys; from translator.batch.inputs import local_files; "
                "print(json.dumps([s.path for s in local_files([sys.argv[1]])]))")
        prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
        listed = subprocess.run([*prefix, sys.executable, "-c", code, str(top / "in")], capture_output=True,
                                text=True, check=True, cwd=Path(__file__).resolve().parent.parent).stdout
        (top / "in" / "locked").chmod(0o755)
    assert json.loads(listed) == [str(top / "in" / "locked"), str(top / "in" / "ok.mqsc")]


@pytest.mark.parametrize(("path", "local"), [
    ("/in/a%41.mqsc", "/in/a%41.mqsc"),
    ("file:/in/a%41.mqsc", "/in/a%41.mqsc"),  # as Hadoop lists it: '%' is a '%', not an escape
    ("file:///in/a.mqsc", "/in/a.mqsc"),
    ("FILE://localhost/in/a.mqsc", "/in/a.mqsc"),
    ("file://host/in/a.mqsc", None),
    ("hdfs://node:8020/in/a.mqsc", None),
])
def test_the_local_file_a_path_or_uri_names(path: str, local: str | None) -> None:
    assert local_path(path) == local
