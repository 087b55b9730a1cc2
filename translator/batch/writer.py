"""Writing the parts of DIR's staging folder: each file's script under scripts/, and the rows of a part's files to
commands.parquet/part-<index>.parquet, as the files are translated (by the worker that translates them, or by the
driver from the results the workers send back)."""

from __future__ import annotations

import os
import re
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

import pyarrow as pa
import pyarrow.parquet as pq

from translator.translation import Record

from . import CODECS, BatchError, rows
from .files import SCRIPT_ERRORS, FileResult, Result, UnwritableScript, dialect_failed_record
from .inputs import mirror
from .rows import SCHEMA
from .summary import Tally

SCRIPTS, TABLE = "scripts", "commands.parquet"
HIDDEN, PARTIAL = ".mqt-", ".partial"  # a hidden name's start and end
_ID = 16  # hex digits of a hidden name's id
# The name of a file one attempt is writing, beside the script or part it becomes: of a fixed length, not derived from
# the final name, so that any name that fits as a script's fits while it is written. No script is named so: each ends
# with its target's extension.
_HIDDEN = re.compile(rf"{re.escape(HIDDEN)}[0-9a-f]{{{_ID}}}{re.escape(PARTIAL)}")
ROW_GROUP = 32_768  # rows: every row group of a part but its last has as many, wherever its files begin and end
# Dictionary-encoded columns: those with few distinct values. Texts and names are mostly unique, and trying a
# dictionary on them costs writing time for no saving.
DICTIONARY = ["path", "source_dialect", "kind", "status"]
# Columns with min/max statistics: those a query filters on. The texts' minimum and maximum say nothing and
# cost writing time and footer bytes.
STATISTICS = ["path", "line", "column", "source_dialect", "kind", "name", "status"]


@dataclass(frozen=True, slots=True)
class Destination:
    """Where the parts of one run go: the staging folder, and the input folder that scripts/ mirrors.

    Sent to the workers when they can reach the staging folder; kept by the driver otherwise.
    """

    staging: str
    root: tuple[str, ...]
    extension: str
    compression: str = CODECS[0]
    folders_taken: frozenset[str] = frozenset()  # scripts that are other scripts' folders (inputs.scripts_as_folders)

    def part(self, index: int) -> Part:
        """Part ``index``, to be written file by file (a context: the part is whole when it exits)."""
        return Part(self, index)

    def write(self, index: int, results: Iterable[Result]) -> Tally:
        """Write one part from its files' results. Returns the part's counts."""
        with self.part(index) as part:
            for result in results:
                part.add(result.unpack())
        return part.tally


class Part:
    """One part being written: each file's script (when it has one) under scripts/, and its rows, in row groups of
    ROW_GROUP, to commands.parquet/part-<index>.parquet, each as it is made, so that what is held is a row group
    and (past that, in a spill file beside the part) the current file's rows, not the part."""

    def __init__(self, destination: Destination, index: int) -> None:
        if not os.path.isdir(destination.staging):
            raise BatchError(f"{destination.staging} is not on this worker's file system: put DIR on a file system "
                             "every worker mounts at the same path, or let the driver write it (--writer driver)")
        self.destination = destination
        self.tally = Tally()
        self.scripts, self.table = Path(destination.staging, SCRIPTS), Path(destination.staging, TABLE, part_name(index))
        # This attempt's files are hidden until whole: a retried or speculative attempt of the same part (Spark
        # runs both) never leaves a half-written file under a real name, and the same bytes win either way.
        self.hidden = _hidden(self.table)
        self.made = set[Path]()
        self.pending: list[pa.Table] = []
        self.buffered = 0

    def __enter__(self) -> Part:
        self.writer = pq.ParquetWriter(self.hidden, SCHEMA, use_dictionary=DICTIONARY,
                                       write_statistics=STATISTICS, compression=self.destination.compression)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if kind is None:
            self._flush(self.pending)
        self.writer.close()
        if kind is None:
            os.replace(self.hidden, self.table)

    @contextmanager
    def file(self, path: str) -> Iterator[FileSink]:
        """A sink for the file at ``path``, written to the part when the context exits."""
        sink = FileSink(self._script(path), rows.Rows(path, spill=str(self.table.parent)))
        try:
            try:
                with sink.script:
                    yield sink
            except UnwritableScript as error:  # the script's name, given once it is whole (or empty)
                sink.rows.void()
                sink.rows.add([_unwritable(path, sink.dialect, error)])
            self._rows(sink.rows.count, sink.rows.tables())
        finally:
            sink.rows.close()

    def add(self, result: FileResult) -> None:
        """Write a file translated elsewhere; one whose script cannot have its name is its one failed row."""
        try:
            with self._script(result.path) as script:
                # failed whole: its one row is a file's (a failure inside a file's commands leaves it a script)
                script.failed = not result.script and "file" in result.rows.column("kind").to_pylist()
                script.write(result.script)
        except UnwritableScript as error:
            dialects = result.rows.column("source_dialect").to_pylist()[:1] if result.rows.num_rows else []
            self._rows(1, [rows.table(result.path, [_unwritable(result.path, (dialects or [""])[0] or "", error)])])
            return
        self._rows(result.commands, [result.rows])

    def _script(self, path: str) -> Script:
        name = mirror(path, self.destination.root, self.destination.extension)
        return Script(self.scripts, self.scripts / name, self.made, self._taken(name))

    def _taken(self, name: str) -> str | None:
        """The folder of script ``name`` that is another file's script, if any."""
        taken = self.destination.folders_taken
        folders = name.split("/")[:-1] if taken else []
        return next((folder for end in range(1, len(folders) + 1) if (folder := "/".join(folders[:end])) in taken),
                    None)

    def _rows(self, commands: int, tables: Iterable[pa.Table]) -> None:
        """Count a file and add its rows; each full row group is written."""
        self.tally.add(commands)
        for table in tables:
            self.pending.append(table)
            self.buffered += table.num_rows
            if self.buffered >= ROW_GROUP:
                joined = pa.concat_tables(self.pending)
                whole = self.buffered // ROW_GROUP * ROW_GROUP
                self._flush([joined.slice(0, whole)])
                self.pending, self.buffered = [joined.slice(whole)], self.buffered - whole

    def _flush(self, pending: list[pa.Table]) -> None:
        joined = pa.concat_tables(pending) if pending else None
        if joined is not None and joined.num_rows:
            self.tally.count(joined)
            self.writer.write_table(joined, row_group_size=ROW_GROUP)


class FileSink:
    """Where a file being translated goes (files.Sink): its script, and its rows until the file is whole."""

    def __init__(self, script: Script, rows: rows.Rows) -> None:
        self.script, self.rows = script, rows
        self.dialect = ""  # the file's, from its first record: its failed row's, should its script be unwritable

    def output(self, data: bytes) -> None:
        self.script.write(data)

    def records(self, records: Sequence[Record]) -> None:
        if not self.dialect and records:
            self.dialect = records[0].dialect
        if not self.script.failed and any(record.kind == "file" for record in records):
            self.script.failed = True  # failed whole (unreadable, empty, no script ...): it has no script
        self.rows.add(records)

    def void(self) -> None:
        self.script.void()
        self.rows.void()


class Script:
    """One file's script, written as it comes under a hidden name, and given its real name once whole; empty, as
    convert -o writes one (a binary dialect's, of commands all skipped), unless the file failed whole: then none
    (removed: an attempt that died after writing one may have left it)."""

    def __init__(self, scripts: Path, target: Path, made: set[Path], taken: str | None = None) -> None:
        self.scripts, self.target, self.made = scripts, target, made
        self.taken = taken  # its folder, when that is another file's script: it cannot be written
        self.hidden = _hidden(target)
        self.stream: BinaryIO | None = None  # opened by the first byte
        self.failed = False  # the file failed whole: its one record is a file's, or its text was voided

    def __enter__(self) -> Script:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        """Give the script its real name (none, when it is empty), unless the file failed to be written."""
        if self.stream is not None:
            written = self.stream.tell()
            self.stream.close()
            if kind is None and (written or not self.failed):
                self._publish()
                return
            self.hidden.unlink(missing_ok=True)  # gone with the staging folder when the run was stopped
        elif kind is None and not self.failed:  # nothing to write, and nothing failed: an empty script
            self.write(b"", opened=True)
            self.__exit__(None, None, None)
            return
        if kind is None:
            with suppress(UnwritableScript), _per_file():  # a name that cannot be a script's names none to remove
                self.target.unlink(missing_ok=True)

    def _publish(self) -> None:
        """Give the whole script its real name. Another part's scripts may have taken it for their folder first
        (parts are written at once): then this file fails alone, as the other part's would, had it come second."""
        try:
            with _per_file():
                os.replace(self.hidden, self.target)
        except UnwritableScript:
            self.hidden.unlink(missing_ok=True)
            raise

    def write(self, data: bytes, opened: bool = False) -> None:
        """Write ``data`` (the script's file is made by the first byte, or when ``opened``)."""
        if not data and not opened:
            return
        if self.stream is None:
            if self.taken is not None:
                raise UnwritableScript(f"its folder {self.taken} is the script of another input")
            with _per_file():
                _folder(self.scripts, self.target.parent, self.made)
                self.stream = open(self.hidden, "wb")  # noqa: SIM115  # closed as the context exits
        self.stream.write(data)

    def void(self) -> None:
        """Forget what was written: the file failed whole."""
        self.failed = True
        if self.stream is not None:
            self.stream.seek(0)
            self.stream.truncate()


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


@contextmanager
def _per_file() -> Iterator[None]:
    """An OSError of one file's script alone (its name too long, a folder's) as UnwritableScript: that file fails;
    any other (the disk full, the run stopped) stops the run, as before."""
    try:
        yield
    except OSError as error:
        if error.errno not in SCRIPT_ERRORS:
            raise
        raise UnwritableScript(error.strerror or str(error)) from None


def _unwritable(path: str, dialect: str, error: UnwritableScript) -> Record:
    """The one failed row of a file whose script cannot have the name its input gives it."""
    return dialect_failed_record(path, dialect, "MQT110", f"its output script cannot be written: {error}")


def left_hidden(staging: Path) -> list[Path]:
    """The hidden files below ``staging`` of attempts that failed or lost to another: those the writer names, never
    a script whose input's name looks like one (its target's extension follows), nor a folder."""
    return [path for path in staging.rglob(f"{HIDDEN}*{PARTIAL}") if _HIDDEN.fullmatch(path.name) and path.is_file()]


def _hidden(path: Path) -> Path:
    """The name ``path`` is written under until whole, beside it: unique to this attempt and this file."""
    return path.with_name(f"{HIDDEN}{uuid.uuid4().hex[:_ID]}{PARTIAL}")


def part_name(index: int) -> str:
    """The Parquet file of part ``index``: names sort in part order, which is path order."""
    return f"part-{index:05d}.parquet"
