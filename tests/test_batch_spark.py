"""mqtranslate batch on a real local Spark (local[2]): counts over the corpus with faults, equality with the
local engine, Hadoop URIs through binaryFiles, and the DataFrame API. One SparkSession for the module."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from cli import main
from tests.batch_inputs import CORPUS, FAULTS, expected, quiet, tree
from translator.batch import BatchError
from translator.batch.files import Job
from translator.batch.inputs import Source, local_files
from translator.batch.java import java_problem
from translator.batch.parts import Task, plan
from translator.batch.run import run
from translator.batch.summary import Summary
from translator.batch.writer import Destination

pytest.importorskip("pyspark", reason="pyspark is not installed (pip install 'mqtranslate[spark]')")
PROBLEM = java_problem()
pytestmark = [pytest.mark.spark, pytest.mark.skipif(PROBLEM is not None, reason=f"no JVM for Spark: {PROBLEM}")]

from pyspark.sql import SparkSession  # noqa: E402 - after the skip, which needs no pyspark

from translator.batch.dataframe import translate_dataframe  # noqa: E402
from translator.batch.spark import SparkEngine, _settle, hadoop_files, start_context, stop_context  # noqa: E402


@pytest.fixture(scope="module")
def spark() -> Iterator[SparkSession]:
    context, created = start_context("local[2]")
    yield SparkSession(context)
    if created:
        stop_context(context)


@pytest.fixture(scope="module")
def spark_run(spark: SparkSession, inputs: list[Path], tmp_path_factory: pytest.TempPathFactory) -> tuple[Summary, Path]:
    out = tmp_path_factory.mktemp("spark") / "out"
    return run([str(p) for p in inputs], out, Job("cl"), engine="spark", partitions=3, echo=quiet), out


def test_a_real_spark_job_counts_every_command_of_the_corpus_and_the_faults(
        inputs: list[Path], faults: Path, spark_run: tuple[Summary, Path]) -> None:
    summary, out = spark_run
    files_in, statuses = expected(*inputs)
    assert (summary.files, summary.statuses) == (files_in, dict(statuses))
    assert summary.commands == summary.rows_written == statuses.total()
    assert (summary.reconciled, summary.exit_code) == (True, 1)
    assert statuses["translated"] > 300 and statuses["skipped"] > 0
    assert statuses["passed-through"] > 0 or not CORPUS.is_dir()  # the corpus's CL programs keep their statements
    rows = pq.read_table(out / "commands.parquet").to_pylist()
    for name, (expected_statuses, code) in FAULTS.items():
        mine = [row for row in rows if row["path"] == str(faults / name)]
        assert Counter(row["status"] for row in mine) == expected_statuses, name
        assert code is None or mine[0]["diagnostics"][0]["code"] == code, name


@pytest.mark.parametrize("writer", ["workers", "driver"])
def test_spark_and_the_local_engine_write_the_same_bytes(writer: str, inputs: list[Path], spark: SparkSession,
                                                        tmp_path: Path) -> None:
    run([str(p) for p in inputs], tmp_path / "spark", Job("cl"), engine="spark", partitions=3, writer=writer,
        echo=quiet)
    run([str(p) for p in inputs], tmp_path / "local", Job("cl"), engine="local", workers=2, partitions=3, echo=quiet)
    written, local = tree(tmp_path / "spark"), tree(tmp_path / "local")
    assert {f"commands.parquet/part-0000{n}.parquet" for n in range(3)} | {"summary.json"} < written.keys()
    assert any(k.endswith("good.mqsc.clle") for k in written)
    assert written == local  # scripts, commands.parquet and summary.json, byte for byte


def test_hadoop_uris_are_read_through_spark(spark: SparkSession, faults: Path, tmp_path: Path) -> None:
    folder = faults / "generated"
    by_uri = run([folder.as_uri()], tmp_path / "uri", Job("cl"), engine="spark", echo=quiet)
    by_path = run([str(folder)], tmp_path / "path", Job("cl"), engine="spark", echo=quiet)
    assert by_uri.statuses == by_path.statuses and by_uri.exit_code == by_path.exit_code == 0
    uri_rows = pq.read_table(tmp_path / "uri" / "commands.parquet")
    assert uri_rows["path"][0].as_py().startswith("file:/")
    assert uri_rows.drop_columns(["path"]) == pq.read_table(tmp_path / "path" / "commands.parquet").drop_columns(
        ["path"])
    assert {p.split("/", 1)[1] for p in tree(tmp_path / "uri") if p.startswith("scripts/")} == {
        p.split("/", 1)[1] for p in tree(tmp_path / "path") if p.startswith("scripts/")}


def test_hadoop_uris_naming_a_file_twice_translate_it_once(spark: SparkSession, faults: Path, tmp_path: Path) -> None:
    inputs = tmp_path / "in"
    (inputs / "sub").mkdir(parents=True)
    (inputs / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (inputs / "sub" / "b.mqsc").write_text("DEFINE QLOCAL(B)\n")
    summary = run([inputs.as_uri(), (inputs / "sub").as_uri()], tmp_path / "out", Job("cl"), engine="spark",
                  echo=quiet)
    assert summary.reconciled and (summary.files, summary.statuses["translated"]) == (2, 2)


def test_the_dataframe_api_gives_the_rows_batch_writes(spark: SparkSession, faults: Path, tmp_path: Path) -> None:
    names = ["good.mqsc", "error.mqsc", "garbage.bin", "empty.mqsc"]
    scripts = spark.createDataFrame([(str(faults / n), (faults / n).read_bytes()) for n in names], "path string, "
                                    "content binary")
    rows = translate_dataframe(scripts, "cl").orderBy("path", "line", "column").collect()
    run([str(faults / n) for n in names], tmp_path / "out", Job("cl"), engine="spark", echo=quiet)
    assert [row.asDict(recursive=True) for row in rows] == pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    texts = spark.createDataFrame([("a.clle", "CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(9)")], "path string, text string")
    [row] = translate_dataframe(texts, "mqsc").collect()
    assert (row.status, row.target_text, row.source_dialect) == ("translated", "DEFINE QLOCAL('A') MAXDEPTH(9)", "cl")


def test_the_cli_runs_on_spark_and_prints_the_ui_address(spark: SparkSession, faults: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["batch", str(faults / "good.mqsc"), "--to", "cl", "--out", str(tmp_path / "o")])
    assert result.exit_code == 0, result.stderr
    assert f"UI at {spark.sparkContext.uiWebUrl}" in result.stderr and "reconciled:" in result.stderr


def test_a_worker_failure_is_one_clear_error(spark: SparkSession, faults: Path, tmp_path: Path) -> None:
    task = Task(Job("cl"), Destination(str(tmp_path / "not-mounted"), (), ".clle"))
    with SparkEngine(writer="workers", echo=quiet) as engine, \
            pytest.raises(BatchError, match=r"^a Spark worker failed: \S+ is not on this worker's file system"):
        list(engine.run(plan(local_files([str(faults / "good.mqsc")])), task))


class _Node:
    """An object that can be in a reference cycle and be watched through a weak reference."""

    def __init__(self) -> None:
        self.me = self


def test_a_worker_collects_then_freezes_before_each_part() -> None:
    node = _Node()  # a cycle: only the collector frees it
    watched = weakref.ref(node)
    del node
    try:
        _settle()
        assert watched() is None, "the cycle left by an earlier part was frozen instead of collected"
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


@pytest.mark.skipif("SPARK_HOME" in os.environ, reason="another Spark's pyspark.zip is kept (daemon.py)")
def test_local_workers_import_pyspark_compiled_from_its_package_not_from_the_zip(spark: SparkSession) -> None:
    found = spark.sparkContext.parallelize([0], 1).mapPartitions(
        lambda rows: [(len(list(rows)), __import__("pyspark").__file__)]).collect()
    [(_, where)] = found
    assert "pyspark.zip" not in where and where.endswith("pyspark/__init__.py"), where


def test_the_readme_notebook_example_runs_as_written_outside_the_virtual_environment(tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    begin, end = "<!-- notebook:begin -->\n```python\n", "```\n<!-- notebook:end -->"
    example = readme[readme.index(begin) + len(begin):readme.index(end)]
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON", "VIRTUAL_ENV")}
    environment["PATH"] = "/usr/bin:/bin"  # no virtual environment on PATH: a bare python3 lacks mqtranslate
    found = subprocess.run([sys.executable, "-c", example], capture_output=True, text=True, timeout=300,
                           cwd=Path(__file__).resolve().parents[1], env=environment, check=False)
    assert found.returncode == 0, found.stderr[-2000:]
    assert "APP.ORDERS.IN" in found.stdout and "translated" in found.stdout and "orders team" in found.stdout


_STOPPED_UNDER_THE_RUN = """
import sys
from translator.batch import BatchError
from translator.batch.files import Job
from translator.batch.inputs import Source, local_files
from translator.batch.parts import Task, plan
from translator.batch.spark import SparkEngine
with SparkEngine("local[1]", writer="driver", echo=lambda line: None) as engine:
    context = engine.context
    if sys.argv.pop(1) == "before":
        context._jsc.sc().stop()  # as Spark does when its standalone masters stop answering
    else:  # while the first part's job is sent
        run_job = context.runJob
        context.runJob = lambda *arguments: (context._jsc.sc().stop(), run_job(*arguments))[1]
    try:
        list(engine.run(plan(local_files(sys.argv[1:]), 2), Task(Job("cl"), None)))
    except BatchError as error:
        print(error)
"""


@pytest.mark.parametrize("when", ["before", "during"])
def test_a_context_spark_stops_under_the_run_stops_the_run_in_one_line_not_as_failed_rows(faults: Path,
                                                                                           when: str) -> None:
    """A standalone master that stops answering: Spark stops the context, and every job sent after that fails,
    or never answers. Without a check the files became failed rows (MQT112) and the run waited for ever."""
    files = [str(faults / "good.mqsc"), str(faults / "good.mqsc")]
    done = subprocess.run([sys.executable, "-c", _STOPPED_UNDER_THE_RUN, when, *files], capture_output=True, text=True,
                          timeout=300, cwd=Path(__file__).parent.parent, check=False)
    assert done.stdout.startswith("Spark stopped the context under the run"), done.stderr[-2000:]


def test_a_uri_of_a_folder_holding_no_file_is_refused(spark: SparkSession, tmp_path: Path) -> None:
    (tmp_path / "empty" / ".hidden").mkdir(parents=True)
    (tmp_path / "empty" / ".hidden" / "x.mqsc").write_text("DEFINE QLOCAL(A)\n")
    with pytest.raises(BatchError, match=r"no file in file://.*empty"):
        hadoop_files(spark.sparkContext, [f"file://{tmp_path / 'empty'}"])
    (tmp_path / "empty" / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    found = hadoop_files(spark.sparkContext, [f"file://{tmp_path / 'empty'}"])
    assert [Path(s.path).name for s in found] == ["a.mqsc"]


def test_a_file_in_a_hidden_folder_is_skipped_as_a_local_one_is(spark: SparkSession, tmp_path: Path) -> None:
    for name in ("a.mqsc", ".git/config", "sub/.cache/b.mqsc", "sub/c.mqsc"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("DEFINE QLOCAL(A)\n")
    local = [Path(s.path).relative_to(tmp_path).as_posix() for s in local_files([str(tmp_path)])]
    hadoop = [s.path.split(tmp_path.name + "/", 1)[1] for s in hadoop_files(spark.sparkContext, [f"file://{tmp_path}"])]
    assert sorted(hadoop) == local == ["a.mqsc", "sub/c.mqsc"]


_NAMES = ["_a.mqsc", ".b.mqsc", "c,d.mqsc", "e[1].mqsc", "f{x}.mqsc", "g*.mqsc", "h\\i.mqsc", "j%41.mqsc", "k l.mqsc",
          "m{.mqsc", "n}o,p.mqsc"]  # a brace left open or closed without one: Hadoop counts braces to split paths


def _named_tree(folder: Path) -> list[Path]:
    folder.mkdir()
    for number, name in enumerate(_NAMES):
        (folder / name).write_text(f"DEFINE QLOCAL(Q{number})\n")
    return [folder / name for name in _NAMES]


def _results(engine: SparkEngine, sources: list) -> dict[str, tuple[bytes, list[str]]]:
    found = {}
    for outcome in engine.run(plan(sources, 3), Task(Job("cl"), None)):
        for result in map(lambda packed: packed.unpack(), outcome):
            found[result.path.rsplit("/", 1)[1]] = (
                result.script, [d["code"] for row in result.rows.to_pylist() for d in row["diagnostics"]])
    return found


def test_file_uris_are_read_by_the_workers_whatever_the_name_holds(spark: SparkSession, tmp_path: Path) -> None:
    """Hadoop's input formats read a path as a glob, split paths at commas and skip names starting with '_': a
    file: URI's file is read by the worker itself, so each of these is translated as its local path is."""
    _named_tree(tmp_path / "in")
    summary = run([f"file://{tmp_path / 'in'}"], tmp_path / "out", Job("cl"), engine="spark", echo=quiet)
    assert (summary.files, summary.statuses["translated"], summary.exit_code) == (len(_NAMES) - 1, len(_NAMES) - 1, 0)
    scripts = {p.removeprefix("scripts/") for p in tree(tmp_path / "out") if p.startswith("scripts/")}
    assert scripts == {f"{name}.clle" for name in _NAMES if not name.startswith(".")}


def test_hadoop_uris_are_named_literally_and_a_name_hadoop_skips_fails_alone(spark: SparkSession,
                                                                             tmp_path: Path) -> None:
    """Another file system's files go through binaryFiles: their glob characters and commas are taken literally,
    and a name Hadoop will not read is a failed row saying why, not a job that fails whole."""
    files = _named_tree(tmp_path / "in")
    sources = sorted(Source(f"file:{path}", path.stat().st_size, hadoop=True) for path in files)
    with SparkEngine(writer="driver", echo=quiet) as engine:
        found = _results(engine, sources)
    assert sorted(found) == sorted(_NAMES)
    for number, name in enumerate(_NAMES):
        script, codes = found[name]
        if name.startswith(("_", ".")):
            assert (script, codes) == (b"", ["MQT110"]), name
        else:
            assert script == b"CRTMQMQ QNAME('Q%d') QTYPE(*LCL)\n" % number and codes == [], name


def test_a_hadoop_file_gone_since_it_was_listed_stops_the_run_in_one_line(spark: SparkSession, tmp_path: Path) -> None:
    with SparkEngine(writer="driver", echo=quiet) as engine, \
            pytest.raises(BatchError, match=r"^Spark cannot read the inputs: .*does not exist: .*gone\.mqsc$"):
        list(engine.run([[Source(f"file:{tmp_path / 'gone.mqsc'}", 1, hadoop=True)]], Task(Job("cl"), None)))
