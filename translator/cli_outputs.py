"""The command line's outputs: a translation written as it is made, atomically into a regular file (Sink), and the
migration report (--report)."""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
from contextlib import suppress
from typing import TYPE_CHECKING, BinaryIO

import click

from translator.cli_diagnostics import SAID

if TYPE_CHECKING:
    from translator.report import MigrationReport


class _CannotWrite(Exception):
    """An output file or stdout could not be written (full disk, no access, no such folder)."""


def _write(path: str, data: bytes) -> None:
    """Write ``data`` to stdout ('-') or to ``path``, as ``Sink`` does."""
    sink = Sink(path)
    try:
        sink.start()
        sink.write(data)
        problem = sink.close()
    except BaseException:  # stopped (SIGTERM, Ctrl-C): no partial file is left beside ``path``
        sink.abandon()
        raise
    if problem:
        raise _CannotWrite(problem)


_SPOOLED = 1 << 24  # bytes of one input's output held in memory before the rest goes to a temporary file


def _special(path: str) -> bool:
    """True for a path that exists and is no regular file (a device, a pipe, a socket), followed through links."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


class Sink:
    """Where output goes, as it is made: stdout ('-'), a device or pipe (-o /dev/stdout) written in place, or a regular
    file (or a new one) written atomically: beside itself under a temporary name, renamed over it only once whole,
    so a failure leaves it as it was.

    ``start`` marks where an input's output begins and ``discard`` takes it back, as a failure inside the
    translator writes nothing of that input: a stream is only written an input's output once it is whole. An
    output that cannot be written (full disk, no access) ends the writing, not the run: ``close`` says why.
    """

    def __init__(self, path: str) -> None:
        self.path, self.problem = path, ""
        self.stream: BinaryIO | None = None
        self.temporary, self.mode, self.mark = "", 0, 0
        self.spool: BinaryIO | None = None  # a stream's output of the current input
        try:
            self._open()
        except OSError as error:
            self._fail(error)

    def _open(self) -> None:
        if self.path == "-":
            self.stream = sys.stdout.buffer
            return
        if _special(self.path):  # /dev/stdout or /dev/fd/N of a pipe, whose link names no path: opened as it is
            self.stream = open(self.path, "wb")  # noqa: SIM115  # closed by close()
            return
        target = os.path.realpath(self.path)  # through a symbolic link, to the file it names
        umask = os.umask(0)
        os.umask(umask)
        self.mode = os.stat(target).st_mode & 0o7777 if os.path.exists(target) else 0o666 & ~umask
        # a short name, not derived from FILE's: any name that fits as FILE's fits while it is written
        descriptor, self.temporary = tempfile.mkstemp(prefix=".mqt-", suffix=".partial", dir=os.path.dirname(target))
        self.stream = os.fdopen(descriptor, "wb")

    def start(self) -> None:
        """An input's output begins."""
        self._flush()
        if self.problem or self.stream is None:
            return
        if self.temporary:
            self.mark = self.stream.tell()
        else:
            self.spool = tempfile.SpooledTemporaryFile(_SPOOLED)  # type: ignore[assignment]  # noqa: SIM115

    def write(self, data: bytes) -> None:
        if data and not self.problem:
            try:
                (self.spool or self.stream).write(data)  # type: ignore[union-attr]
            except OSError as error:
                self._fail(error)

    def discard(self) -> None:
        """Take back the current input's output."""
        if self.problem:
            return
        written = self.spool or self.stream
        try:
            written.seek(0 if self.spool else self.mark)  # type: ignore[union-attr]
            written.truncate()  # type: ignore[union-attr]
        except OSError as error:
            self._fail(error)

    def _flush(self) -> None:
        """Give a stream the last input's output."""
        spool, self.spool = self.spool, None
        if spool is None:
            return
        with spool:
            try:
                spool.seek(0)
                shutil.copyfileobj(spool, self.stream)  # type: ignore[misc]
            except OSError as error:
                self._fail(error)

    def close(self) -> str:
        """Finish: the file renamed over FILE once whole, or the stream flushed; what went wrong, or ""."""
        self._flush()
        if self.problem or self.stream is None:
            return self.problem
        try:
            self.stream.flush()
            if self.temporary:
                os.fsync(self.stream.fileno())
                self.stream.close()
                os.chmod(self.temporary, self.mode)
                os.replace(self.temporary, os.path.realpath(self.path))
                self.temporary = ""
            elif self.path != "-":
                self.stream.close()
        except OSError as error:
            self._fail(error)
        return self.problem

    def abandon(self) -> None:
        """Stop without finishing (the run was interrupted): a temporary file is removed."""
        if self.temporary:
            with suppress(OSError):
                self.stream.close()  # type: ignore[union-attr]
            with suppress(OSError):
                os.unlink(self.temporary)
            self.temporary = ""

    def _fail(self, error: OSError) -> None:
        self.problem = f"cannot write {'stdout' if self.path == '-' else self.path}: {error.strerror or error}"
        if self.path == "-":  # nothing more can go to stdout, and Python's own flush at exit must not fail again
            with suppress(OSError):  # a closed stdout has no descriptor to replace
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        elif self.temporary:
            self.abandon()
        elif self.stream is not None:
            with suppress(OSError):
                self.stream.close()
        self.spool = None


def new_report() -> MigrationReport:
    """An empty migration report (its module is imported only by a command that writes one)."""
    from translator.report import MigrationReport

    return MigrationReport()


def write_report(report: MigrationReport | None, path: str | None) -> str | None:
    """Write the report to ``path`` (JSON when it ends in .json, else Markdown); what went wrong, if anything."""
    if report is None or path is None:
        return None
    report.notices[:0] = click.get_current_context().meta.get(SAID, [])
    data = (report.as_json() if path.lower().endswith(".json") else report.markdown()).encode("utf-8")
    try:
        _write(path, data)
    except _CannotWrite as error:
        return str(error)
    return None

