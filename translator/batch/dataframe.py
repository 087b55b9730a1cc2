"""The notebook and pipeline API: a DataFrame of scripts in, a DataFrame of per-command rows out (the README's
example, run by tests/test_batch_spark.py)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from functools import partial

from pyspark.sql import DataFrame, Row
from pyspark.sql.pandas.types import from_arrow_schema

from translator.existing import Existing

from .files import Job, translate_file
from .rows import SCHEMA


def _translate_rows(scripts: Iterator[Row], job: Job) -> Iterator[tuple]:
    for script in scripts:
        found = script.asDict()
        content, text = found.get("content"), found.get("text")
        data = content if content is not None else text if text is not None else b""
        for row in translate_file(script["path"], data, job).rows.to_pylist():
            yield tuple(row.values())


def translate_dataframe(scripts: DataFrame, target: str, source: str = "auto", *, on_unsupported: str = "error",
                        variables: dict[str, str] | None = None, existing: Existing | None = None) -> DataFrame:
    """One row per command of every script in ``scripts`` (columns: path, and text or binary content or both).

    Each script is translated whole on the executors, as ``mqtranslate batch`` does; a row whose content is
    binary uses it (pcf-bin input), else its text. The result has the Parquet table's schema (rows.SCHEMA),
    unordered: sort by path, line, column where order matters. ``existing``: the queue manager's queues
    (existing.read_existing), as ``translate`` takes them.
    """
    job = Job.of(target, source, on_unsupported, variables, existing=existing)
    _workers_run_this_python(scripts.sparkSession.sparkContext)
    wanted = ["path", *(c for c in ("content", "text") if c in scripts.columns)]
    rows = scripts.select(*wanted).rdd.mapPartitions(partial(_translate_rows, job=job))
    return scripts.sparkSession.createDataFrame(rows, from_arrow_schema(SCHEMA))


def _workers_run_this_python(context: object) -> None:
    """In local mode the Python workers run on this machine: unless PYSPARK_PYTHON names one, they run the
    interpreter this code runs in, which has mqtranslate, rather than the first ``python3`` on PATH, which a
    notebook started outside the virtual environment would give them (and which has not)."""
    if str(context.master).startswith("local") and not os.environ.get("PYSPARK_PYTHON"):  # type: ignore[attr-defined]
        context.pythonExec = sys.executable  # type: ignore[attr-defined]
