"""mqtranslate batch on a real Spark standalone cluster: a master and a worker started with spark-class on this
machine, reached by ``--master spark://`` and by spark-submit of the entry point. Both write what the local
engine writes, byte for byte. The driver runs in a fresh process each time, as a user's would."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.batch_inputs import quiet
from translator.batch.files import Job
from translator.batch.java import java_problem
from translator.batch.run import run

pyspark = pytest.importorskip("pyspark", reason="pyspark is not installed (pip install 'mqtranslate[spark]')")
PROBLEM = java_problem()
pytestmark = [pytest.mark.spark, pytest.mark.skipif(PROBLEM is not None, reason=f"no JVM for Spark: {PROBLEM}")]

ROOT = Path(__file__).resolve().parents[1]
HOME = Path(pyspark.__file__).resolve().parent
STARTUP_SECONDS = 120


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _environment(folder: Path) -> dict[str, str]:
    return {**os.environ, "SPARK_HOME": str(HOME), "SPARK_LOCAL_IP": "127.0.0.1",
            "SPARK_WORKER_DIR": str(folder / "work"), "PYSPARK_PYTHON": sys.executable,
            "PYSPARK_DRIVER_PYTHON": sys.executable}


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The master URL of a running standalone cluster with one worker of 2 cores."""
    folder = tmp_path_factory.mktemp("cluster")
    url, log = f"spark://127.0.0.1:{_free_port()}", folder / "master.log"
    spark_class, environment = str(HOME / "bin" / "spark-class"), _environment(folder)
    with open(log, "w") as master_log, open(folder / "worker.log", "w") as worker_log:
        master = subprocess.Popen([spark_class, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                                   "--port", url.rsplit(":", 1)[1], "--webui-port", str(_free_port())],
                                  stdout=master_log, stderr=subprocess.STDOUT, env=environment)
        worker = subprocess.Popen([spark_class, "org.apache.spark.deploy.worker.Worker", url, "--cores", "2",
                                   "--memory", "1g", "--webui-port", str(_free_port())],
                                  stdout=worker_log, stderr=subprocess.STDOUT, env=environment)
        try:
            deadline = time.monotonic() + STARTUP_SECONDS
            while "Registering worker" not in log.read_text() and time.monotonic() < deadline:
                time.sleep(0.5)
            assert "Registering worker" in log.read_text(), f"the cluster did not start:\n{log.read_text()[-3000:]}"
            yield url
        finally:
            for process in (worker, master):
                process.terminate()
                process.wait(timeout=60)


@pytest.fixture(scope="module")
def local_output(inputs: list[Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("local") / "out"
    run([str(p) for p in inputs], out, Job("cl"), engine="local", echo=quiet)
    return out


def _same_files(left: Path, right: Path) -> None:
    files = sorted(p.relative_to(left) for p in left.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(right) for p in right.rglob("*") if p.is_file())
    assert {Path("commands.parquet/part-00000.parquet"), Path("summary.json")} < set(files) and len(files) >= 5
    for file in files:
        assert (left / file).read_bytes() == (right / file).read_bytes(), file


def _driver(command: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(command, capture_output=True, text=True, env=_environment(folder), check=False,
                          timeout=600)
    assert done.returncode == 1, done.stderr[-3000:]  # the faults make some commands fail, nothing else
    return done


def test_batch_with_master_url_runs_on_the_cluster(cluster: str, inputs: list[Path], local_output: Path,
                                                   tmp_path: Path) -> None:
    command = [sys.executable, "-c", "import cli; cli.run()", "batch", *map(str, inputs), "--to", "cl",
               "--out", str(tmp_path / "out"), "--master", cluster]
    done = _driver(command, tmp_path)
    assert f"master {cluster}" in done.stderr and "reconciled" in done.stderr and "the driver writes" in done.stderr
    _same_files(tmp_path / "out", local_output)


def test_spark_submit_of_the_entry_point_runs_on_the_cluster(cluster: str, inputs: list[Path], local_output: Path,
                                                             tmp_path: Path) -> None:
    command = [str(HOME / "bin" / "spark-submit"), "--master", cluster, str(ROOT / "translator" / "batch" / "submit.py"),
               *map(str, inputs), "--to", "cl", "--out", str(tmp_path / "out"), "--writer", "workers"]
    done = _driver(command, tmp_path)  # the worker runs on this machine: it can write into the driver's DIR
    said = done.stdout + done.stderr  # spark-submit sends the Python driver's stderr to its stdout
    assert f"master {cluster}" in said and "the workers write" in said and "reconciled" in said
    _same_files(tmp_path / "out", local_output)
