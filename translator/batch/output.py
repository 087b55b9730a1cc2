"""The output directory: scripts/, commands.parquet and summary.json, published atomically.

Everything is written into ``DIR.tmp-<id>`` beside DIR and renamed to DIR only once complete, so an
interrupted run leaves a ``.tmp-`` folder, never a DIR that looks finished. A previous batch output
(a DIR holding summary.json) is replaced; any other non-empty DIR is refused. A ``.tmp-`` folder names
the run writing it (host and process id, in its ``.owner`` file): the next run for DIR removes those
whose process is gone from this host (a killed run), and leaves any other.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import uuid
from pathlib import Path
from types import TracebackType

import pyarrow as pa
import pyarrow.parquet as pq

from . import BatchError
from .files import Result
from .rows import SCHEMA
from .summary import Summary, Tally

SCRIPTS, TABLE, SUMMARY, OWNER = "scripts", "commands.parquet", "summary.json", ".owner"
ROW_GROUP = 32_768


def check(out: Path) -> None:
    """Refuse, before any work, a DIR that exists and is not a previous batch output."""
    if out.exists() and not (out.is_dir() and ((out / SUMMARY).is_file() or not any(out.iterdir()))):
        raise BatchError(f"{out} exists and is not a previous batch output (no {SUMMARY}); "
                          "choose another --out or remove it")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True


def stale_staging(out: Path) -> list[Path]:
    """The ``DIR.tmp-<id>`` folders of runs for ``out`` that were killed on this host."""
    found = []
    for folder in out.parent.glob(f"{out.name}.tmp-*"):
        try:
            owner = json.loads((folder / OWNER).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # no owner (not ours, or a previous output being replaced): left alone
        if owner.get("host") == socket.gethostname() and not _alive(int(owner.get("pid", 0))):
            found.append(folder)
    return sorted(found)


class Output:
    """Writes one run's results in path order; rows go to Parquet in fixed-size row groups."""

    _writer: pq.ParquetWriter

    def __init__(self, out: Path) -> None:
        self.out = out
        self.staging = out.with_name(f"{out.name}.tmp-{uuid.uuid4().hex[:12]}")
        self.tally = Tally()
        self._pending: list[pa.Table] = []
        self._buffered = 0
        self.removed: list[Path] = []  # killed runs' staging folders, removed on entry

    def __enter__(self) -> Output:
        check(self.out)
        self.removed = stale_staging(self.out)
        for folder in self.removed:
            shutil.rmtree(folder, ignore_errors=True)
        (self.staging / SCRIPTS).mkdir(parents=True)
        (self.staging / OWNER).write_text(json.dumps({"host": socket.gethostname(), "pid": os.getpid()}),
                                          encoding="utf-8")
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
        (self.staging / OWNER).unlink()
        old = self.out.with_name(f"{self.staging.name}.old")
        if self.out.exists():
            self.out.rename(old)
        self.staging.rename(self.out)
        shutil.rmtree(old, ignore_errors=True)
