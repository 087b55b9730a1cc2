"""The output directory: scripts/, commands.parquet/ (one Parquet file per part) and summary.json, published
atomically.

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
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

import pyarrow as pa
import pyarrow.parquet as pq

from . import CODECS, BatchError
from .files import Result
from .inputs import mirror
from .processes import alive
from .rows import SCHEMA
from .summary import Summary, Tally

SCRIPTS, TABLE, SUMMARY, OWNER = "scripts", "commands.parquet", "summary.json", ".owner"
ATTEMPT = ".attempt-"  # in the hidden name of a file one attempt is writing
ROW_GROUP = 32_768
# Dictionary-encoded columns: those with few distinct values. Texts and names are mostly unique, and trying a
# dictionary on them costs writing time for no saving.
DICTIONARY = ["path", "source_dialect", "kind", "status"]
# Columns with min/max statistics: those a query filters on. The texts' minimum and maximum say nothing and
# cost writing time and footer bytes.
STATISTICS = ["path", "line", "column", "source_dialect", "kind", "name", "status"]


def check(out: Path) -> None:
    """Refuse, before any work, a DIR that exists and is not a previous batch output."""
    if out.exists() and not (out.is_dir() and ((out / SUMMARY).is_file() or not any(out.iterdir()))):
        raise BatchError(f"{out} exists and is not a previous batch output (no {SUMMARY}); "
                          "choose another --out or remove it")


def stale_staging(out: Path) -> list[Path]:
    """The ``DIR.tmp-<id>`` folders of runs for ``out`` that were killed on this host."""
    found = []
    for folder in out.parent.glob(f"{out.name}.tmp-*"):
        try:
            owner = json.loads((folder / OWNER).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # no owner (not ours, or a previous output being replaced): left alone
        if owner.get("host") == socket.gethostname() and not alive(int(owner.get("pid", 0))):
            found.append(folder)
    return sorted(found)


@dataclass(frozen=True, slots=True)
class Destination:
    """Where the parts of one run go: the staging folder, and the input folder that scripts/ mirrors.

    Sent to the workers when they can reach the staging folder; kept by the driver otherwise.
    """

    staging: str
    root: tuple[str, ...]
    extension: str
    compression: str = CODECS[0]

    def write(self, index: int, results: Iterable[Result]) -> Tally:
        """Write one part: each file's script (when it has one) under scripts/, and its rows, in fixed-size
        row groups, to commands.parquet/part-<index>.parquet. Returns the part's counts."""
        if not os.path.isdir(self.staging):
            raise BatchError(f"{self.staging} is not on this worker's file system: put DIR on a file system every "
                             "worker mounts at the same path, or let the driver write it (--writer driver)")
        tally, pending, buffered, made = Tally(), [], 0, set[Path]()
        scripts, table = Path(self.staging, SCRIPTS), Path(self.staging, TABLE, part_name(index))
        # This attempt's files are hidden until whole: a retried or speculative attempt of the same part (Spark
        # runs both) never leaves a half-written file under a real name, and the same bytes win either way.
        attempt = f"{ATTEMPT}{uuid.uuid4().hex[:12]}"
        with pq.ParquetWriter(_hidden(table, attempt), SCHEMA, use_dictionary=DICTIONARY,
                              write_statistics=STATISTICS, compression=self.compression) as writer:
            for packed in results:
                result = packed.unpack()
                tally.add(result)
                target = scripts / mirror(result.path, self.root, self.extension)
                if result.script:
                    _folder(scripts, target.parent, made)
                    _hidden(target, attempt).write_bytes(result.script)
                    os.replace(_hidden(target, attempt), target)
                else:  # an attempt that died after writing one may have left it
                    target.unlink(missing_ok=True)
                pending.append(result.rows)
                buffered += result.rows.num_rows
                if buffered >= ROW_GROUP:
                    _flush(writer, pending, tally)
                    pending, buffered = [], 0
            _flush(writer, pending, tally)
        os.replace(_hidden(table, attempt), table)
        return tally


def _folder(scripts: Path, folder: Path, made: set[Path]) -> None:
    """Make ``folder`` below ``scripts``, never ``scripts`` itself: once an interrupted run's driver has removed
    its staging folder, a worker still writing fails rather than making it again."""
    if folder in made:
        return
    if folder != scripts:
        _folder(scripts, folder.parent, made)
        with suppress(FileExistsError):
            folder.mkdir()
    elif not folder.is_dir():
        raise FileNotFoundError(f"{folder} is gone: the run was stopped")
    made.add(folder)


def _hidden(path: Path, attempt: str) -> Path:
    return path.with_name(f".{path.name}{attempt}")


def part_name(index: int) -> str:
    """The Parquet file of part ``index``: names sort in part order, which is path order."""
    return f"part-{index:05d}.parquet"


def _flush(writer: pq.ParquetWriter, pending: list[pa.Table], tally: Tally) -> None:
    if pending:
        rows = pa.concat_tables(pending)
        tally.count(rows)
        writer.write_table(rows, row_group_size=ROW_GROUP)


class Output:
    """One run's DIR: staged, filled part by part (by the workers or the driver), counted, then published."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.staging = out.with_name(f"{out.name}.tmp-{uuid.uuid4().hex[:12]}")
        self.tally = Tally()
        self.removed: list[Path] = []  # killed runs' staging folders, removed on entry

    def __enter__(self) -> Output:
        check(self.out)
        self.removed = stale_staging(self.out)
        for folder in self.removed:
            shutil.rmtree(folder, ignore_errors=True)
        for folder in (SCRIPTS, TABLE):
            (self.staging / folder).mkdir(parents=True)
        (self.staging / OWNER).write_text(json.dumps({"host": socket.gethostname(), "pid": os.getpid()}),
                                          encoding="utf-8")
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)

    def destination(self, root: Sequence[str], extension: str, compression: str = CODECS[0]) -> Destination:
        """Where this run's parts go, with scripts mirrored below ``root`` and the table in ``compression``."""
        return Destination(str(self.staging), tuple(root), extension, compression)

    def add(self, part: Tally) -> None:
        """Count one written part."""
        self.tally.merge(part)

    def commit(self, source: str, target: str, listed: int) -> Summary:
        """Count the rows written (read back from every part's file), check them and the ``listed`` input files
        against the counts, and publish DIR."""
        for left in self.staging.rglob(f".*{ATTEMPT}*"):  # by attempts that failed or lost to another
            left.unlink()
        written = sum(pq.read_metadata(part).num_rows for part in (self.staging / TABLE).glob("part-*.parquet"))
        summary = Summary.of(self.tally, source, target, written, listed)
        (self.staging / SUMMARY).write_text(summary.to_json(), encoding="utf-8")
        self._publish()
        return summary

    def _publish(self) -> None:
        check(self.out)
        (self.staging / OWNER).unlink()
        old = self.out.with_name(f"{self.staging.name}.old")
        if self.out.exists():
            self.out.rename(old)
        self.staging.rename(self.out)
        shutil.rmtree(old, ignore_errors=True)
