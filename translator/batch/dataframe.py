"""The notebook and pipeline API: a DataFrame of scripts in, a DataFrame of per-command rows out.

    from translator.batch.dataframe import translate_dataframe
    scripts = spark.read.format("binaryFile").option("recursiveFileLookup", "true").load("hdfs://nn/mq/")
    commands = translate_dataframe(scripts, target="cl")        # path, line, column, ..., status, diagnostics
    commands.join(inventory, "name").where("status = 'failed'")
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pyarrow as pa
from pyspark.sql import DataFrame
from pyspark.sql.pandas.types import from_arrow_schema

from .files import Job, translate_file
from .rows import SCHEMA


def _translate_batches(batches: Iterator[pa.RecordBatch], job: Job) -> Iterator[pa.RecordBatch]:
    for batch in batches:
        columns = batch.to_pydict()
        contents = columns.get("content") or [None] * batch.num_rows
        texts = columns.get("text") or [None] * batch.num_rows
        for path, content, text in zip(columns["path"], contents, texts, strict=True):
            data = content if content is not None else text if text is not None else b""
            yield from translate_file(path, data, job).rows.to_batches()


def translate_dataframe(scripts: DataFrame, target: str, source: str = "auto", *, on_unsupported: str = "error",
                        variables: dict[str, str] | None = None) -> DataFrame:
    """One row per command of every script in ``scripts`` (columns: path, and text or binary content or both).

    Each script is translated whole on the executors, as ``mqtranslate batch`` does; a row whose content is
    binary uses it (pcf-bin input), else its text. The result has the Parquet table's schema (rows.SCHEMA),
    unordered: sort by path, line, column where order matters.
    """
    job = Job.of(target, source, on_unsupported, variables)
    wanted = ["path", *(c for c in ("content", "text") if c in scripts.columns)]
    return scripts.select(*wanted).mapInArrow(partial(_translate_batches, job=job), from_arrow_schema(SCHEMA))
