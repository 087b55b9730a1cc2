"""Translate one whole script file into its output bytes and its rows, as they are made, into a Sink (a part being
written, or a FileResult); what every engine runs on its workers.

A file is never an exception: unreadable, empty and undecodable files (and a translator failure) become one
failed row naming the file. Parsers and templates are cached per process (translator.parsers, rendering), so a
worker builds them once, on its first file.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import NamedTuple, Protocol

import pyarrow as pa

from translator.diagnostics import Reporter
from translator.encodings import resolve
from translator.existing import Existing
from translator.model import Span
from translator.translation import Record, Stream, stream

from . import rows
from .inputs import local_path


@dataclass(frozen=True, slots=True)
class Job:
    """The translation asked for, the same for every file of a run."""

    target: str
    source: str = "auto"
    on_unsupported: str = "error"
    variables: tuple[tuple[str, str], ...] = ()
    encoding: str | None = None
    record_length: int | None = None
    existing: Existing | None = None
    explicit: bool = False
    width: int = 72
    byte_order: str = "little"
    ccsid: int = 1208

    @classmethod
    def of(cls, target: str, source: str = "auto", on_unsupported: str = "error",
           variables: dict[str, str] | None = None, encoding: str | None = None,
           record_length: int | None = None, existing: Existing | None = None, *, explicit: bool = False,
           width: int = 72, byte_order: str = "little", ccsid: int = 1208) -> Job:
        """A job from translate()'s arguments (variables as a dict). Raises EncodingError, as translate() does, for
        an ``encoding`` that names no character set: at once, not as a failure of every file."""
        if encoding is not None:
            resolve(encoding)
        return cls(target, source, on_unsupported, tuple(sorted((variables or {}).items())), encoding, record_length,
                   existing, explicit, width, byte_order, ccsid)


@dataclass(frozen=True, slots=True)
class FileResult:
    """One input file translated: the output script and one row per input command."""

    path: str
    script: bytes
    commands: int
    rows: pa.Table

    def __reduce__(self) -> tuple:
        """Pickle (worker to driver) as a PackedResult: a quarter of the plain table's bytes."""
        sink = pa.BufferOutputStream()
        with pa.ipc.new_stream(sink, self.rows.schema, options=_COMPRESSED) as stream:
            stream.write_table(self.rows)
        script = pa.compress(self.script, codec="zstd", asbytes=True)
        return PackedResult, (self.path, script, len(self.script), self.commands, sink.getvalue())

    def unpack(self) -> FileResult:
        """This result (it is not packed)."""
        return self


@dataclass(frozen=True, slots=True)
class PackedResult:
    """A FileResult as it comes back from a worker: zstd-compressed until the writer unpacks it, so the
    results an engine holds in flight cost the driver their compressed size only."""

    path: str
    script: bytes
    size: int
    commands: int
    rows: pa.Buffer

    def unpack(self) -> FileResult:
        """The plain result."""
        return FileResult(self.path, pa.decompress(self.script, self.size, codec="zstd", asbytes=True), self.commands,
                          pa.ipc.open_stream(self.rows).read_all())


_COMPRESSED = pa.ipc.IpcWriteOptions(compression="zstd")
Result = FileResult | PackedResult  # what an engine yields: packed when it crossed from another process


class UnwritableScript(Exception):
    """One file's output script cannot have the name its input gives it (too long, or a folder's): that file fails,
    the run goes on."""


# What writing one file's script can fail with that is that file's alone, not the output folder's.
SCRIPT_ERRORS = frozenset({errno.ENAMETOOLONG, errno.ENOTDIR, errno.EISDIR})


class Sink(Protocol):
    """Where one file's translation goes as it is made."""

    def output(self, data: bytes) -> None:
        """Append ``data`` to the file's script."""

    def records(self, records: Sequence[Record]) -> None:
        """Append the rows of ``records``."""

    def void(self) -> None:
        """Forget what was given so far: the file is to be its one failed row."""


# Bytes of a file's output held in memory; a larger output waits in a temporary file until the file is translated,
# rather than beside its content and its rows.
_SPOOLED = 1 << 24


class Collected:
    """A Sink that keeps the file, for a FileResult."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.rows = rows.Rows(path)
        self.script = tempfile.SpooledTemporaryFile(_SPOOLED)  # noqa: SIM115  # closed by result()

    def output(self, data: bytes) -> None:
        self.script.write(data)

    def records(self, records: Sequence[Record]) -> None:
        self.rows.add(records)

    def void(self) -> None:
        self.script.seek(0)
        self.script.truncate()
        self.rows.void()

    def result(self) -> FileResult:
        """The file translated."""
        with self.script:
            self.script.seek(0)
            return FileResult(self.path, self.script.read(), self.rows.count, self.rows.table())


def translate_file(path: str, data: str | bytes, job: Job) -> FileResult:
    """Translate the content of one file; rows are sorted by line and column. Never raises: whatever fails
    is a failed row naming the file."""
    collected = Collected(path)
    translate_into(collected, path, data, job)
    return collected.result()


def _empty(data: str | bytes) -> bool:
    """True for a file of nothing but blanks and line ends, after a UTF-8 byte-order mark if it starts with one."""
    data = data.removeprefix(b"\xef\xbb\xbf") if isinstance(data, bytes) else data.removeprefix("\ufeff")
    return not data or data.isspace()


def translate_into(sink: Sink, path: str, data: str | bytes, job: Job) -> None:
    """Translate the content of one file into ``sink``. Never raises but the sink's own OSError (writing it):
    whatever else fails is a failed row naming the file.

    The file is translated as a stream: its output and rows go to ``sink`` as they come, and its content is let go
    of once decoded (when the caller holds no other reference to it)."""
    dialect = ""  # the file's, from its first record: its failed row's, should its script be unwritable
    try:
        if _empty(data):
            sink.records([failed_record(path, job, "MQT111", "the file is empty: there is no command to translate")])
            return
        translation = translate(data, path, job)
        del data
        for step in translation:
            if step.void:  # a failure inside the translator: the file is its one failed record
                sink.void()
            # known before the step's output is written, which may find the script's name unwritable
            dialect = dialect or next((record.dialect for record in step.records), "")
            sink.output(step.output if isinstance(step.output, bytes) else step.output.encode("utf-8"))
            sink.records(step.records)
    except UnwritableScript as error:
        sink.void()
        sink.records([dialect_failed_record(path, dialect, "MQT110", f"its output script cannot be written: {error}")])
    except OSError:  # the translation never raises one (its failures are a void step): the sink could not write
        raise
    except Exception as error:  # one file's failure must not stop the batch
        sink.void()
        sink.records([failed_record(path, job, "MQT112", f"the translator failed on this file: "
                                    f"{type(error).__name__}: {rows.shown(str(error))}")])


def translate(data: str | bytes, path: str, job: Job) -> Stream:
    """The translation of one file's content under ``job``, as it is made."""
    return stream(data, job.source, job.target, file=path, on_unsupported=job.on_unsupported,
                  variables=dict(job.variables), encoding=job.encoding, record_length=job.record_length,
                  existing=job.existing, explicit=job.explicit, width=job.width, byte_order=job.byte_order,
                  ccsid=job.ccsid)


def translate_local(path: str, job: Job, sink: Sink) -> None:
    """Read a file from the local file system (``path``, or the file a file: URI names) and translate it into
    ``sink``."""
    try:
        # no name here holds the content: it is let go of once read
        translate_into(sink, path, _content(local_path(path) or path), job)
    except _Unreadable as error:
        sink.records([failed_record(path, job, "MQT110", f"cannot read the file: {error}")])


class Unfetched(NamedTuple):
    """The content of a file its engine cannot fetch, and why: the file is a failed row."""

    reason: str


class _Unreadable(Exception):
    """A file that cannot be read: a failed row (an OSError is the sink's, which stops the run)."""


def _content(path: str) -> bytes:
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode) and os.path.islink(path):  # inside a folder given: inputs.py lists it, not followed
            raise _Unreadable("it is a link to a folder, not followed: give that folder, or a ** glob, as an input")
        if stat.S_ISDIR(mode):  # a folder inputs.py could not list
            os.listdir(path)  # raises why (permission denied)
            raise _Unreadable("it is a folder that could not be listed")
        if not stat.S_ISREG(mode):
            raise _Unreadable("it is not a regular file")
        with open(path, "rb") as stream:
            return stream.read()
    except OSError as error:
        raise _Unreadable(error.strerror or str(error)) from None


Content = bytes | None | Unfetched  # None: read from the local file system
Items = Iterable[tuple[str, Content]]  # (path, content)


def translate_items(items: Items, job: Job, into: Callable[[str], AbstractContextManager[Sink]]) -> None:
    """Translate (path, content) pairs in path order, each into the sink ``into(path)`` gives; a content of None
    is read from the local file system."""
    for path, data in sorted(items, key=_path):
        with into(path) as sink:
            _translate_item(sink, path, data, job)


def collected(items: Items, job: Job) -> Iterator[FileResult]:
    """Translate (path, content) pairs in path order, each into a FileResult, as translate_items does."""
    for path, data in sorted(items, key=_path):
        sink = Collected(path)
        _translate_item(sink, path, data, job)
        yield sink.result()


def _path(item: tuple[str, Content]) -> str:
    return item[0]


def _translate_item(sink: Sink, path: str, data: Content, job: Job) -> None:
    if data is None:
        translate_local(path, job, sink)
    elif isinstance(data, Unfetched):
        sink.records([failed_record(path, job, "MQT110", f"cannot read the file: {data.reason}")])
    else:
        translate_into(sink, path, data, job)


def failed_file(path: str, job: Job, code: str, message: str) -> FileResult:
    """One file as one failed row with diagnostic ``code``."""
    return FileResult(path, b"", 1, rows.table(path, [failed_record(path, job, code, message)]))


def failed_record(path: str, job: Job, code: str, message: str) -> Record:
    """The one failed record of a file, with diagnostic ``code``."""
    return dialect_failed_record(path, "" if job.source == "auto" else job.source, code, message)


def dialect_failed_record(path: str, dialect: str, code: str, message: str) -> Record:
    """The one failed record of a file read as ``dialect`` ("" when not known), with diagnostic ``code``."""
    reporter = Reporter()
    reporter.report(code, message, Span(path, 1, 1))
    return Record(path, 1, 1, dialect, "file", "", "", "", "failed", tuple(reporter.diagnostics))
