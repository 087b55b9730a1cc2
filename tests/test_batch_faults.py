"""mqtranslate batch under faults: hostile files and file names, dead workers, Ctrl-C and SIGTERM, DIR inside an
input. Each fails a file or a part, or stops the run cleanly: never a traceback, never a hang, never a lost count.

The signal and kill cases run the command in a process of its own (tests/batch_hooks.py holds one file's worker
until the test has seen it start), in a session of its own so that Ctrl-C reaches its whole group, as a
terminal's does.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from translator.batch.files import Job
from translator.batch.inputs import local_files
from translator.batch.parts import plan
from translator.batch.run import run
from translator.dialects import DIALECTS

ROOT = Path(__file__).resolve().parents[1]
GOOD = "DEFINE QLOCAL(APP.{n}) MAXDEPTH(5)\nALTER QLOCAL(APP.{n}) PUT(DISABLED)\n"


def _folder(folder: Path, count: int = 12, extra: dict[str, str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        (folder / f"good{n:02}.mqsc").write_text(GOOD.format(n=n))
    for name, text in (extra or {}).items():
        (folder / name).write_text(text)
    return folder


def _rows(out: Path) -> list[dict[str, object]]:
    return pq.read_table(out / "commands.parquet").to_pylist()


def _batch(*args: str, marks: Path, engine: str = "local") -> subprocess.Popen[str]:
    marks.mkdir(exist_ok=True)
    return subprocess.Popen([sys.executable, "-m", "tests.batch_hooks", "batch", "--engine", engine, *args],
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), "MQT_HOOK_MARKS": str(marks)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)


def _marked(marks: Path, name: str, process: subprocess.Popen[str], seconds: float = 120) -> int:
    """The pid a blocked worker wrote, once it is there (polled: the worker's start is the event awaited)."""
    deadline = time.monotonic() + seconds
    while not (marks / name).exists():
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, f"{name} was never reached"
        time.sleep(0.05)
    return int((marks / name).read_text())


def _finished(process: subprocess.Popen[str]) -> tuple[int, str]:
    try:
        _, stderr = process.communicate(timeout=180)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raise
    assert "Traceback" not in stderr and "internal error" not in stderr and "py4j" not in stderr, stderr
    return process.returncode, stderr


# --- a file that fails in any way is a failed row ---------------------------------------------------------------

HOSTILE = {
    "surrogate.pcf": '{"command":"MQCMD_CREATE_Q","parameters":{"MQCA_Q_NAME":"\\ud800","MQIA_Q_TYPE":"MQQT_LOCAL"}}\n',
    "deep.pcf": '{"command": "MQCMD_CREATE_Q", "parameters": ' + "[" * 100_000 + "]" * 100_000 + "}\n",
    "digits.pcf": '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '
                  '"MQIA_MAX_Q_DEPTH": ' + "9" * 5000 + "}}\n",
}


@pytest.mark.parametrize("target", list(DIALECTS))
def test_hostile_files_and_names_are_failed_rows_and_the_run_goes_on(target: str, tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 4, HOSTILE)
    odd = os.fsencode(folder) + b"/latin\xff.mqsc"  # a name that is not UTF-8
    with open(odd, "wb") as stream:
        stream.write(b"DEFINE QLOCAL(ODD)\n")
    summary = run([str(folder)], tmp_path / "out", Job(target), engine="local", workers=2, echo=lambda _: None)
    assert summary.reconciled and (summary.files, summary.exit_code) == (8, 1)
    rows = _rows(tmp_path / "out")
    failed = {Path(str(row["path"])).name: row["diagnostics"][0]["code"] for row in rows  # type: ignore[index]
              if row["status"] == "failed"}
    assert failed == {"surrogate.pcf": "MQT201", "deep.pcf": "MQT102", "digits.pcf": "MQT202"}
    odd_row = next(row for row in rows if str(row["path"]).endswith("latin\\xff.mqsc"))
    assert odd_row["status"] == "translated"
    assert (tmp_path / "out" / "scripts" / os.fsdecode(b"latin\xff.mqsc" + DIALECTS[target].extension.encode())).exists()


def test_a_translator_bug_in_one_file_is_a_failed_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from translator.batch import files

    def unencodable(*_: object, **__: object) -> object:
        class Broken:
            output, records = "\ud800", []
        return Broken()

    monkeypatch.setattr(files, "translate", unencodable)
    row = files.translate_file("x.mqsc", b"DEFINE QLOCAL(A)\n", Job("mqsc")).rows.to_pylist()[0]
    assert (row["status"], row["diagnostics"][0]["code"]) == ("failed", "MQT112")


# --- DIR inside an input folder ---------------------------------------------------------------------------------

def test_dir_inside_an_input_folder_is_never_read_back(tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 3)
    notes: list[str] = []
    first = run([str(folder)], folder / "out", Job("mqsc"), engine="local", workers=1, echo=notes.append)
    (folder / "out.tmp-0123456789ab" / "scripts").mkdir(parents=True)  # another run's staging folder
    (folder / "out.tmp-0123456789ab" / "scripts" / "x.mqsc").write_text("DEFINE QLOCAL(X)\n")
    inside = sum(1 for p in folder.rglob("*") if p.is_file() and p.parent != folder and not p.name.startswith("."))
    again = run([str(folder), str(folder / "out" / "scripts" / "good00.mqsc.mqsc")], folder / "out", Job("mqsc"),
                engine="local", workers=1, echo=notes.append)
    assert (first.files, again.files, again.listed) == (3, 3, 3)
    assert any(f"skipped {inside} file(s) inside" in note for note in notes), (inside, notes)


# --- a dead worker ----------------------------------------------------------------------------------------------

def test_a_killed_worker_costs_a_retry_not_the_run(tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 12, {"block.mqsc": GOOD.format(n="B")})
    marks = tmp_path / "marks"
    process = _batch(str(folder), "--to", "cl", "--out", str(tmp_path / "out"), "--workers", "2", "--partitions", "4",
                     marks=marks)
    os.kill(_marked(marks, "block.mqsc", process), signal.SIGKILL)
    code, stderr = _finished(process)
    assert code == 0, stderr
    assert "a worker process died" in stderr and "reconciled: 26 in = 26 + 0 + 0" in stderr
    assert Counter(row["status"] for row in _rows(tmp_path / "out")) == {"translated": 26}


def test_a_part_that_kills_its_worker_every_time_fails_alone(tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 12, {"die.mqsc": GOOD.format(n="D")})
    process = _batch(str(folder), "--to", "cl", "--out", str(tmp_path / "out"), "--workers", "2", "--partitions", "13",
                     marks=tmp_path / "marks")
    code, stderr = _finished(process)
    assert code == 1 and "part 0 failed" in stderr, stderr
    rows = _rows(tmp_path / "out")
    [dead] = [row for row in rows if row["status"] == "failed"]
    assert (Path(str(dead["path"])).name, dead["diagnostics"][0]["code"]) == ("die.mqsc", "MQT112")  # type: ignore[index]
    assert json.loads((tmp_path / "out" / "summary.json").read_text())["reconciled"] is True
    assert not (tmp_path / "out" / "scripts" / "die.mqsc.clle").exists()


# --- Ctrl-C and SIGTERM -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("number", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_signal_stops_the_run_cleanly(number: int, code: int, workers: str, tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 6, {"block.mqsc": GOOD.format(n="B")})
    out = _folder(tmp_path / "out", 0)
    # a previous output: kept as it was
    (out / "summary.json").write_text('{"target": "cl", "files": 0, "rows_written": 0, "reconciled": true, '
                                      '"failed_commands": {}}')
    process = _batch(str(folder), "--to", "cl", "--out", str(out), "--workers", workers, marks=tmp_path / "marks")
    _marked(tmp_path / "marks", "block.mqsc", process)
    if number == signal.SIGINT:
        os.killpg(process.pid, number)  # Ctrl-C: the whole group
    else:
        os.kill(process.pid, number)
    returned, stderr = _finished(process)
    assert returned == code, stderr
    last = stderr.strip().splitlines()[-1]
    assert last.startswith(f"mqtranslate batch: stopped by {signal.Signals(number).name}: ") and "left undone" in last
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in", "marks", "out"]  # no staging folder left
    assert [p.name for p in out.iterdir()] == ["summary.json"]
    _no_orphans(process.pid)


def _no_orphans(group: int) -> None:
    """No process of the run's group is left (the workers were stopped with it)."""
    deadline = time.monotonic() + 30
    while True:
        found = subprocess.run(["pgrep", "-g", str(group)], capture_output=True, text=True, check=False).stdout.split()
        if not found:
            return
        assert time.monotonic() < deadline, f"processes left: {found}"
        time.sleep(0.1)


# --- the same on Spark ------------------------------------------------------------------------------------------

SITE = """import os
if os.environ.get("MQT_HOOK_MARKS"):
    import tests.batch_hooks  # noqa: F401 - Spark's Python workers run the hook too
"""


def _spark_batch(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    """batch on local Spark, the hook in every Python process (the workers fork from Spark's daemon, not from us)."""
    pytest.importorskip("pyspark")
    from translator.batch.java import java_problem

    problem = java_problem()
    if problem:
        pytest.skip(f"no JVM for Spark: {problem}")
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITE)
    (tmp_path / "marks").mkdir()
    return subprocess.Popen([sys.executable, "-m", "cli", "batch", "--engine", "spark", "--master", "local[2]", *args],
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": f"{site}:{ROOT}",
                                           "MQT_HOOK_MARKS": str(tmp_path / "marks")},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)


@pytest.mark.spark
def test_on_spark_hostile_files_a_killed_worker_and_a_deadly_part_are_rows_not_tracebacks(tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 6, {**HOSTILE, "block.mqsc": GOOD.format(n="B"), "die.mqsc": GOOD.format(n="D")})
    with open(os.fsencode(folder) + b"/latin\xff.mqsc", "wb") as stream:
        stream.write(b"DEFINE QLOCAL(ODD)\n")
    process = _spark_batch(tmp_path, str(folder), "--to", "cl", "--out", str(tmp_path / "out"), "--partitions", "12")
    os.kill(_marked(tmp_path / "marks", "block.mqsc", process), signal.SIGKILL)
    code, stderr = _finished(process)
    assert code == 1, stderr
    assert "Exception in task" not in stderr and "\tat org.apache" not in stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert (summary["reconciled"], summary["files"]) == (True, 12)
    by_name = {Path(str(row["path"])).name: row for row in _rows(tmp_path / "out")}
    assert by_name["block.mqsc"]["status"] == "translated"  # its worker was killed: the task was tried again
    assert by_name["latin\\xff.mqsc"]["status"] == "translated"
    [dead] = [[Path(s.path).name for s in part] for part in plan(local_files([str(folder)]), 12)
              if any(s.path.endswith("/die.mqsc") for s in part)]  # the part that kills its worker, and its files
    for name, expected in (("surrogate.pcf", "MQT201"), ("deep.pcf", "MQT102"), ("digits.pcf", "MQT202")):
        row = by_name[name]
        assert (row["status"], row["diagnostics"][0]["code"]) == ("failed", "MQT112" if name in dead else expected)  # type: ignore[index]
    assert {name for name, row in by_name.items() if "MQT112" in str(row["diagnostics"])} == set(dead)


@pytest.mark.spark
@pytest.mark.parametrize(("number", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_on_spark_a_signal_stops_the_run_cleanly(number: int, code: int, tmp_path: Path) -> None:
    folder = _folder(tmp_path / "in", 6, {"block.mqsc": GOOD.format(n="B")})
    process = _spark_batch(tmp_path, str(folder), "--to", "cl", "--out", str(tmp_path / "out"))
    _marked(tmp_path / "marks", "block.mqsc", process)
    if number == signal.SIGINT:
        os.killpg(process.pid, number)
    else:
        os.kill(process.pid, number)
    returned, stderr = _finished(process)
    assert returned == code, stderr
    assert stderr.strip().splitlines()[-1].startswith(f"mqtranslate batch: stopped by {signal.Signals(number).name}: ")
    assert "ERROR" not in stderr and "Exception" not in stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in", "marks", "site"]  # no DIR, no staging folder


def test_a_full_disk_under_dir_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from cli import main
    from translator.batch import writer

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(writer.Destination, "part", full)
    folder = _folder(tmp_path / "in", 3)
    result = CliRunner().invoke(main, ["batch", str(folder), "--to", "cl", "--out", str(tmp_path / "out"),
                                       "--engine", "local", "--workers", "1"])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines()[-1] == (f"mqtranslate batch: cannot write {tmp_path / 'out'}: "
                                                      "No space left on device")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in"]


def test_workers_end_with_a_driver_killed_outright(tmp_path: Path) -> None:
    """SIGKILL (or the out-of-memory killer) gives the driver no chance to stop its workers: on Linux they are asked
    to end by the kernel, so none is left running."""
    folder = _folder(tmp_path / "in", 6, {"block.mqsc": GOOD.format(n="B")})
    process = _batch(str(folder), "--to", "cl", "--out", str(tmp_path / "out"), "--workers", "2",
                     marks=tmp_path / "marks")
    worker = _marked(tmp_path / "marks", "block.mqsc", process)
    assert worker != process.pid
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=60)
    _no_orphans(process.pid)
