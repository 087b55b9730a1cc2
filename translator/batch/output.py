"""The output directory: scripts/, commands.parquet and summary.json, published atomically.

Everything is written into ``DIR.tmp-<id>`` beside DIR and renamed to DIR only once complete, so an
interrupted run leaves a ``.tmp-`` folder, never a DIR that looks finished. A previous batch output
(a DIR holding summary.json) is replaced; any other non-empty DIR is refused.
"""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path
from types import TracebackType

import pyarrow as pa
import pyarrow.parquet as pq

from . import BatchError
from .files import Result
from .rows import SCHEMA
from .summary import Summary, Tally

SCRIPTS, TABLE, SUMMARY = "scripts", "commands.parquet", "summary.json"
ROW_GROUP = 32_768


def check(out: Path) -> None:
    """Refuse, before any work, a DIR that exists and is not a previous batch output."""
    if out.exists() and not (out.is_dir() and ((out / SUMMARY).is_file() or not any(out.iterdir()))):
        raise BatchError(f"{out} exists and is not a previous batch output (no {SUMMARY}); "
                          "choose another --out or remove it")


class Output:
    """Writes one run's results in path order; rows go to Parquet in fixed-size row groups."""

    _writer: pq.ParquetWriter

    def __init__(self, out: Path) -> None:
        self.out = out
        self.staging = out.with_name(f"{out.name}.tmp-{uuid.uuid4().hex[:12]}")
        self.tally = Tally()
        self._pending: list[pa.Table] = []
        self._buffered = 0

    def __enter__(self) -> Output:
        check(self.out)
        (self.staging / SCRIPTS).mkdir(parents=True)
        self._writer = pq.ParquetWriter(self.staging / TABLE, SCHEMA)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._writer.close()
        shutil.rmtree(self.staging, ignore_errors=True)

    def add(self, packed: Result, relative: str) -> None:
        """Write one file's script (when it has one) under scripts/, queue its rows and count them."""
        result = packed.unpack()
        self.tally.add(result)
        if result.script:
            target = self.staging / SCRIPTS / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(result.script)
        self._pending.append(result.rows)
        self._buffered += result.rows.num_rows
        if self._buffered >= ROW_GROUP:
            self._flush()

    def commit(self, source: str, target: str) -> Summary:
        """Finish the files, check the row count written, and publish DIR."""
        self._flush()
        self._writer.close()
        summary = Summary.of(self.tally, source, target, pq.ParquetFile(self.staging / TABLE).metadata.num_rows)
        (self.staging / SUMMARY).write_text(summary.to_json(), encoding="utf-8")
        self._publish()
        return summary

    def _flush(self) -> None:
        if self._pending:
            self._writer.write_table(pa.concat_tables(self._pending), row_group_size=ROW_GROUP)
            self._pending, self._buffered = [], 0

    def _publish(self) -> None:
        check(self.out)
        old = self.out.with_name(f"{self.staging.name}.old")
        if self.out.exists():
            self.out.rename(old)
        self.staging.rename(self.out)
        shutil.rmtree(old, ignore_errors=True)
