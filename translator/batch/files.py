"""Translate one whole script file into its output bytes and its rows; what every engine runs on its workers.

A file is never an exception: unreadable, empty and undecodable files (and a translator failure) become one
failed row naming the file. Parsers and templates are cached per process (translator.parsers, rendering), so a
worker builds them once, on its first file.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import pyarrow as pa

from translator.diagnostics import Reporter
from translator.model import Span
from translator.translation import Record, Stream, stream

from . import rows


@dataclass(frozen=True, slots=True)
class Job:
    """The translation asked for, the same for every file of a run."""

    target: str
    source: str = "auto"
    on_unsupported: str = "error"
    variables: tuple[tuple[str, str], ...] = ()
    encoding: str | None = None
    record_length: int | None = None

    @classmethod
    def of(cls, target: str, source: str = "auto", on_unsupported: str = "error",
           variables: dict[str, str] | None = None, encoding: str | None = None,
           record_length: int | None = None) -> Job:
        """A job from translate()'s arguments (variables as a dict)."""
        return cls(target, source, on_unsupported, tuple(sorted((variables or {}).items())), encoding, record_length)


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


# Bytes of a file's output held in memory; a larger output waits in a temporary file until the file is translated,
# rather than beside its content and its rows.
_SPOOLED = 1 << 24


def translate_file(path: str, data: str | bytes, job: Job) -> FileResult:
    """Translate the content of one file; rows are sorted by line and column. Never raises: whatever fails
    is a failed row naming the file.

    The file is translated as a stream: its output and rows are built as they come, and its content is let go
    of once decoded (when the caller holds no other reference to it)."""
    try:
        if not data or data.isspace():
            return failed_file(path, job, "MQT111", "the file is empty: there is no command to translate")
        translation = translate(data, path, job)
        del data
        table = rows.Rows(path)
        with tempfile.SpooledTemporaryFile(_SPOOLED) as output:
            for step in translation:
                if step.void:  # a failure inside the translator: the file is its one failed record
                    output.seek(0)
                    output.truncate()
                    table = rows.Rows(path)
                output.write(step.output if isinstance(step.output, bytes) else step.output.encode("utf-8"))
                table.add(step.records)
            output.seek(0)
            script = output.read()
        return FileResult(path, script, table.count, table.table())
    except Exception as error:  # one file's failure must not stop the batch
        return failed_file(path, job, "MQT112", f"the translator failed on this file: {type(error).__name__}: "
                       f"{rows.shown(str(error))}")


def translate(data: str | bytes, path: str, job: Job) -> Stream:
    """The translation of one file's content under ``job``, as it is made."""
    return stream(data, job.source, job.target, file=path, on_unsupported=job.on_unsupported,
                  variables=dict(job.variables), encoding=job.encoding, record_length=job.record_length)


def translate_local(path: str, job: Job) -> FileResult:
    """Read a file from the local file system and translate it."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return failed_file(path, job, "MQT110", "cannot read the file: it is not a regular file")
        return translate_file(path, _content(path), job)  # no name here holds the content: it is let go of once read
    except OSError as error:
        return failed_file(path, job, "MQT110", f"cannot read the file: {error.strerror or error}")


def _content(path: str) -> bytes:
    with open(path, "rb") as stream:
        return stream.read()


def translate_items(items: Iterable[tuple[str, bytes | None]], job: Job) -> Iterator[FileResult]:
    """Translate (path, content) pairs in path order; a content of None is read from the local file system."""
    for path, data in sorted(items, key=lambda item: item[0]):
        yield translate_local(path, job) if data is None else translate_file(path, data, job)


def failed_file(path: str, job: Job, code: str, message: str) -> FileResult:
    """One file as one failed row with diagnostic ``code``."""
    reporter = Reporter()
    reporter.report(code, message, Span(path, 1, 1))
    dialect = "" if job.source == "auto" else job.source
    record = Record(path, 1, 1, dialect, "file", "", "", "", "failed", tuple(reporter.diagnostics))
    return FileResult(path, b"", 1, rows.table(path, [record]))
