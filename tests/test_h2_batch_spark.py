"""batch on Spark: a Hadoop URI of a folder that lists no file is refused, as a local folder is."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from translator.batch import BatchError
from translator.batch.java import java_problem

pytest.importorskip("pyspark", reason="pyspark is not installed (pip install 'mqtranslate[spark]')")
PROBLEM = java_problem()
pytestmark = [pytest.mark.spark, pytest.mark.skipif(PROBLEM is not None, reason=f"no JVM for Spark: {PROBLEM}")]

from pyspark import SparkContext  # noqa: E402 - after the skip, which needs no pyspark

from translator.batch.spark import hadoop_files, start_context, stop_context  # noqa: E402


@pytest.fixture(scope="module")
def context() -> Iterator[SparkContext]:
    context, created = start_context("local[1]")
    yield context
    if created:
        stop_context(context)


def test_a_uri_of_a_folder_holding_no_file_is_refused(context: SparkContext, tmp_path: Path) -> None:
    (tmp_path / "empty" / ".hidden").mkdir(parents=True)
    (tmp_path / "empty" / ".hidden" / "x.mqsc").write_text("DEFINE QLOCAL(A)\n")
    with pytest.raises(BatchError, match=r"no file in file://.*empty"):
        hadoop_files(context, [f"file://{tmp_path / 'empty'}"])
    (tmp_path / "empty" / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    assert [Path(s.path).name for s in hadoop_files(context, [f"file://{tmp_path / 'empty'}"])] == ["a.mqsc"]


def test_a_file_in_a_hidden_folder_is_skipped_as_a_local_one_is(context: SparkContext, tmp_path: Path) -> None:
    from translator.batch.inputs import local_files

    for name in ("a.mqsc", ".git/config", "sub/.cache/b.mqsc", "sub/c.mqsc"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("DEFINE QLOCAL(A)\n")
    local = [Path(s.path).relative_to(tmp_path).as_posix() for s in local_files([str(tmp_path)])]
    hadoop = [s.path.split(tmp_path.name + "/", 1)[1] for s in hadoop_files(context, [f"file://{tmp_path}"])]
    assert sorted(hadoop) == local == ["a.mqsc", "sub/c.mqsc"]
