"""The command line: mqtranslate convert | check | parse | dialects | attributes | batch.

Only click and translator.names are imported here at first: each command imports what it runs, so ``--help`` and
a usage error cost no more than starting Python.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import stat
import sys
import tempfile
import textwrap
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, NoReturn

import click
from click.core import ParameterSource

from translator.names import CODECS, DIALECTS, POLICIES

if TYPE_CHECKING:
    from translator import Translation
    from translator.diagnostics import Diagnostic
    from translator.existing import Existing
    from translator.report import MigrationReport
    from translator.translation import Step, Stream

SOURCES = ["auto", *DIALECTS]


# The most one input may hold: a script is read whole, and an endless one (/dev/zero, `yes |`) must not take the
# machine's memory. Corpora larger than this go through batch, a file at a time.
LARGEST_INPUT = 1 << 30


_STDIN = "<stdin>"  # how standard input (-) is named in diagnostics


def _read(path: str) -> tuple[str, bytes]:
    """(display name, bytes) for a path or '-' (stdin); OSError for a device that is no terminal (/dev/zero) and
    for an input longer than LARGEST_INPUT."""
    if path == "-":
        return _STDIN, _bounded(sys.stdin.buffer)
    with open(path, "rb") as stream:
        return path, _bounded(stream)


def _bounded(stream: BinaryIO) -> bytes:
    try:
        status = os.fstat(stream.fileno())
    except (OSError, ValueError):  # no file behind it (a test's stdin in memory): as long as it is
        return stream.read()
    if (stat.S_ISCHR(status.st_mode) or stat.S_ISBLK(status.st_mode)) and not stream.isatty() and not _is_null(stream):
        raise OSError(errno.EINVAL, "it is a device, not a file or a pipe")
    if stat.S_ISREG(status.st_mode) and status.st_size <= LARGEST_INPUT:
        return stream.read()
    # A pipe or a terminal: read a part at a time (a read of LARGEST_INPUT would set that much memory aside at
    # once, whatever comes), to the first byte past the limit.
    parts, held = [], status.st_size if stat.S_ISREG(status.st_mode) else 0
    while held <= LARGEST_INPUT and (part := stream.read(min(_PART, LARGEST_INPUT + 1 - held))):
        parts.append(part)
        held += len(part)
    if held > LARGEST_INPUT:
        raise OSError(errno.EFBIG, f"it is longer than {LARGEST_INPUT:,} bytes (split it, or use batch)")
    return b"".join(parts)


_PART = 1 << 20


def _is_null(stream: BinaryIO) -> bool:
    try:
        return os.path.samestat(os.fstat(stream.fileno()), os.stat(os.devnull))
    except OSError:
        return False


def _variables(pairs: Sequence[str]) -> dict[str, str]:
    """The -D values by name; a variable given twice (in any case: CL folds its names) is a usage error, as which
    value it takes would be the order's accident."""
    from translator.model.characters import fold

    found: dict[str, str] = {}
    given: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.lstrip("&"):
            raise click.BadParameter(f"{pair!r} is not NAME=VALUE", param_hint="-D")
        name = name.lstrip("&")
        if fold(name) in given:
            raise click.BadParameter(f"&{fold(name)} is given twice ({given[fold(name)]!r} and {pair!r}): which value "
                                     "holds would be the order's accident", param_hint="-D")
        given[fold(name)] = pair
        found[name] = value
    return found


_NOTICES = "mqtranslate.notices"  # the context's notices not printed yet (--diagnostics json)
_SAID = "mqtranslate.said"  # every notice of the command, for its --report


def _notice(text: str) -> None:
    """Say ``text`` (an option ignored, an --existing file's problems) on stderr; with --diagnostics json, as an
    element of the array, code null, which stderr holds alone."""
    context = click.get_current_context()
    context.meta.setdefault(_SAID, []).append(text)
    if context.params.get("style") == "json":
        context.meta.setdefault(_NOTICES, []).append(text)
    else:
        click.echo(f"mqtranslate: {text}", err=True)


class _Diagnostics:
    """Prints diagnostics on stderr as they come: each formatted, or the elements of one JSON array, printed as
    ``json.dumps(all of them, indent=2)`` would print it (the command's notices among them, code null)."""

    def __init__(self, style: str) -> None:
        self.style = style
        self.printed = 0

    def emit(self, diagnostics: Sequence[Diagnostic]) -> None:
        if self.style == "json":
            self._elements(self._notices())
        for diagnostic in diagnostics:
            if diagnostic.severity.value == "ignored":  # --on-unsupported ignore: kept in records and reports only
                continue
            if self.style == "json":
                self._elements([diagnostic.to_dict()])
            else:
                click.echo(diagnostic.format(), err=True)
                self.printed += 1

    def _notices(self) -> list[dict[str, object]]:
        context = click.get_current_context(silent=True)  # none where a printer is used outside a command
        notices = context.meta.pop(_NOTICES, []) if context is not None else []
        return [{"code": None, "name": "notice", "severity": "warning", "message": text, "file": None, "line": None,
                 "column": None, "source": None, "expected": None, "attribute": None} for text in notices]

    def _elements(self, elements: Sequence[dict[str, object]]) -> None:
        for element in elements:
            shown = textwrap.indent(json.dumps(element, indent=2), "  ")
            click.echo(("[\n" if not self.printed else ",\n") + shown, err=True, nl=False)
            self.printed += 1

    def close(self) -> None:
        if self.style == "json":
            self._elements(self._notices())
            click.echo("\n]" if self.printed else "[]", err=True)


class _Inputs:
    """Each input's translation, as it is made; ``readable`` turns False when one cannot be read (a failed record,
    MQT110, and the others are still translated).

    ``one_output``: the inputs are written into one output (convert), which runs on one queue manager: the queues
    each leaves are the existing queues of the next (after those of --existing), so that a command stating no queue
    type (CHGMQMQ) takes the type an earlier input made the queue, not the one the definitions had before it; the
    queue manager an input names is the next one's (MQT316 for another, MQT313 for the default one); and what
    ends or starts a script is an error between inputs that hold commands (MQT130). Else (check) each input is
    a script of its own, as batch translates it."""

    def __init__(self, files: Sequence[str], options: dict[str, object], one_output: bool = False) -> None:
        self.files, self.options = files or ["-"], options
        self.readable, self.one_output = True, one_output
        if one_output:  # one MQMNAME holds for the inputs after it too (MQT316, MQT313)
            from translator.writers.context import QueueManagers

            self.options["queue_managers"] = QueueManagers()
        self._commands_before = False  # an input translated so far holds a command
        self._holds: dict[int, bool] = {}  # whether each later input looked at holds a command
        self._held: dict[int, tuple[str, bytes] | OSError] = {}  # a later input read early that cannot be read again

    def __iter__(self) -> Iterator[tuple[Stream | Translation, Iterator[Step]]]:
        """For each input, its translation and the steps it is made of (read from the translation: its target is
        known once the first is given)."""
        from translator.dialects import DIALECTS
        from translator.translation import Step, stream

        target = self.options["target"] or self.options["source"]
        chained = self.one_output and len(self.files) > 1 and (target not in DIALECTS
                                                                or bool(DIALECTS[str(target)].states_queue_type))
        for index, path in enumerate(self.files):
            if self.one_output:  # written between the others: what ends or starts a script is an error (MQT130)
                later = partial(self._later_commands, index) if index < len(self.files) - 1 else False
                self.options.update(preceded=self._commands_before, followed=later)
            try:
                name, data = self._read(index)
            except OSError as error:
                self.readable = False
                shown = _STDIN if path == "-" else path
                failed = _unreadable(shown, f"cannot read {shown}: {error.strerror or error}", self.options)
                yield failed, iter([Step(failed.output, failed.records, failed.diagnostics)])
                continue
            translation = stream(data, file=name, **self.options)  # type: ignore[arg-type]
            del data  # the stream lets go of it once decoded
            yield translation, self._noted(translation)
            if chained and translation.left is not None:  # after its steps: what it leaves is known
                self.options["existing"] = translation.left

    def _noted(self, steps: Iterable[Step]) -> Iterator[Step]:
        """``steps``, noting whether the input holds a command: a record of one (a whole file's failure is not)."""
        holds = False
        for step in steps:
            holds = (holds and not step.void) or any(record.kind != "file" for record in step.records)
            yield step
        self._commands_before = self._commands_before or holds

    def _read(self, index: int) -> tuple[str, bytes]:
        """The input at ``index``: as read early, when it was (a pipe is read once), else read now."""
        held = self._held.pop(index, None)
        if isinstance(held, OSError):
            raise held
        return held if held is not None else _read(self.files[index])

    def _later_commands(self, index: int) -> bool:
        """True when an input after ``index`` holds a command: each read up to the first that does (standard input
        and pipes are kept for their turn, files read again then)."""
        return any(self._holds_command(later) for later in range(index + 1, len(self.files)))

    def _holds_command(self, index: int) -> bool:
        if index not in self._holds:
            from translator.translation import holds_command

            path = self.files[index]
            try:
                name, data = _read(path)
            except OSError as error:  # said when its turn comes; nothing of it is written
                self._held[index] = error
                self._holds[index] = False
                return False
            if path == "-" or not os.path.isfile(path):
                self._held[index] = name, data
            self._holds[index] = holds_command(data, str(self.options["source"]), file=name,
                                               variables=self.options["variables"],  # type: ignore[arg-type]
                                               encoding=self.options["encoding"],  # type: ignore[arg-type]
                                               record_length=self.options["record_length"])  # type: ignore[arg-type]
        return self._holds[index]


def _unreadable(path: str, message: str, options: dict[str, object]) -> Translation:
    from translator.diagnostics import Reporter
    from translator.dialects import DIALECTS as READERS
    from translator.model import Span
    from translator.translation import Record, Translation

    reporter = Reporter()
    reporter.report("MQT110", message, Span(path, 1, 1), expected="a readable file")
    source = str(options["source"]) if options["source"] != "auto" else ""
    target = str(options["target"] or source)
    record = Record(path, 1, 1, source, "file", "", "", "", "failed", tuple(reporter.diagnostics))
    binary = target in READERS and READERS[target].binary
    return Translation(source, target, b"" if binary else "", reporter.diagnostics, [record])


class _CannotWrite(Exception):
    """An output file or stdout could not be written (full disk, no access, no such folder)."""


def _write(path: str, data: bytes) -> None:
    """Write ``data`` to stdout ('-') or to ``path``, as ``_Sink`` does."""
    sink = _Sink(path)
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


class _Sink:
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
        descriptor, self.temporary = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".partial",
                                                      dir=os.path.dirname(target))
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


_FROM = click.option("--from", "source", type=click.Choice(SOURCES, case_sensitive=False), default="auto",
                     show_default=True, help="Dialect of the input; auto recognises it from the content.")
_TO = click.option("--to", "target", type=click.Choice(DIALECTS, case_sensitive=False), required=True,
                   help="Dialect to write.")
_ON_UNSUPPORTED = click.option("--on-unsupported", type=click.Choice(POLICIES, case_sensitive=False), default="error",
                               show_default=True, help="What to do when the target cannot express something.")
# Eager: the --existing definitions are read as they are given, with the variables' values (a CL program).
_DEFINE = click.option("-D", "define", multiple=True, metavar="NAME=VALUE", is_eager=True,
                       help="Value for a CL &variable (in the inputs and the --existing definitions).")


def _encoding(context: click.Context, parameter: click.Parameter, value: str | None) -> str | None:
    """Check an --encoding name now, so that a wrong one is a usage error rather than a failure per file."""
    if value is not None:
        from translator.encodings import EncodingError, resolve
        try:
            resolve(value)
        except EncodingError as error:
            raise click.BadParameter(str(error)) from None
    return value


# Eager, as --existing reads its files with them (its callback runs once they are known).
_ENCODING = click.option("--encoding", callback=_encoding, metavar="CCSID|CODEC", is_eager=True,
                         help="Text input's character set (an --existing file's, unless it is UTF-8): a CCSID (37, "
                              "500, 1047, 1141, ...) or a Python codec name (default UTF-8). EBCDIC NL and LF both end "
                              "a line.")
_RECORD_LENGTH = click.option("--record-length", type=click.IntRange(1), metavar="N", is_eager=True,
                              help="Read text input as fixed records of N bytes without line ends (an IBM i source "
                                   "member); a 12-digit sequence-and-date prefix is recognised and removed.")
def _existing(context: click.Context, parameter: click.Parameter, paths: tuple[str, ...]) -> Existing | None:
    """The queues the definitions in ``paths`` make (read now, so that an unreadable file is a usage error; one that
    is not UTF-8 in the inputs' --encoding, with their --record-length); each file's definitions that could not be
    read, and queues made with two types, are said: those stay unknown."""
    if not paths:
        return None
    from translator.existing import read_existing

    existing = None
    for path in paths:
        if path == "-":
            raise click.BadParameter("the definitions must be a file: standard input is the script's")
        try:
            name, data = _read(path)
        except OSError as error:
            raise click.BadParameter(f"cannot read {path}: {error.strerror or error}") from None
        before, shown, conflicting = (existing.unread_count, len(existing.unread), len(existing.conflicting)) \
            if existing else (0, 0, 0)
        encoding = _existing_encoding(data, context)
        existing = read_existing(data, name, after=existing, encoding=encoding,
                                 record_length=_existing_record_length(data, encoding, context),
                                 variables=_variables(context.params.get("define", ())))
        if existing.unread_count > before:
            first = existing.unread[shown] if len(existing.unread) > shown else existing.unread[-1]
            _notice(f"--existing {path}: {existing.unread_count - before} command(s) could not be read, so the "
                    f"queues they define are not known (first: {first.span} {first.code} {first.message})")
        if len(existing.conflicting) > conflicting:
            _notice(f"--existing {path}: {', '.join(existing.conflicting[conflicting:])} defined with two types: "
                    "which one stands is not known")
        if not any(where.endswith(f" of {name}") or f" of {name}, queue manager " in where
                   for _, _, _, where in existing.queues):
            _notice(f"--existing {path} defines no queue")
    return existing


def _existing_encoding(data: bytes, context: click.Context) -> str | None:
    """The character set an --existing file is read in: UTF-8 when it is UTF-8 (a dmpmqcfg dump taken off the
    system, beside EBCDIC inputs), else the inputs' --encoding (an EBCDIC dump beside them). EBCDIC text is never
    UTF-8 (its letters are bytes UTF-8 only takes after a lead byte), so no file is read in the wrong one."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return context.params.get("encoding")  # type: ignore[no-any-return]
    return None


def _existing_record_length(data: bytes, encoding: str | None, context: click.Context) -> int | None:
    """The record length an --existing file is read with: the inputs' --record-length for one read in their
    --encoding that holds no line end (a dump copied as a source member, beside them), none for any other (a UTF-8
    dump, or one with line ends, is no member)."""
    record_length: int | None = context.params.get("record_length")
    if record_length is None or encoding is None:
        return None
    from translator.encodings import decode

    text = decode(data, encoding)
    return record_length if isinstance(text, str) and "\n" not in text and "\r" not in text else None


_EXISTING = click.option("--existing", multiple=True, callback=_existing, metavar="FILE",
                         type=click.Path(dir_okay=False),
                         help="Definitions of the queues the queue manager already has (a dmpmqcfg dump, or any "
                              "script): a command stating no queue type (CHGMQMQ, DLTMQMQ) on one takes its type "
                              "(repeatable).")
_COMMON = [_FROM, _ON_UNSUPPORTED,
           click.option("--diagnostics", "style", type=click.Choice(["text", "json"]), default="text", is_eager=True,
                        show_default=True, help="Format of diagnostics on stderr."),
           _DEFINE, _ENCODING, _RECORD_LENGTH, _EXISTING]


# The narrowest fold that leaves a continued line room for a short parameter after its indent: narrower ones fold
# nowhere. A parameter longer than the room a line has is kept whole on a line of its own (--help says so), as
# breaking inside it would change how some readers join it.
NARROWEST = 16


def _width(context: click.Context, parameter: click.Parameter, value: int) -> int:
    if 0 < value < NARROWEST:
        raise click.BadParameter(f"{value} is narrower than {NARROWEST} columns (0 writes one line per command)")
    return value


def _ccsid(context: click.Context, parameter: click.Parameter, value: int) -> int:
    from translator.pcf.binary import ccsid_codec
    if ccsid_codec(value) is None:
        raise click.BadParameter(f"CCSID {value} is not supported")
    return value


_CCSID = click.option("--ccsid", type=int, default=1208, show_default=True, callback=_ccsid,
                      help="pcf-bin: the CCSID every string is written in (and its CodedCharSetId); 1208 is UTF-8. 0 "
                      "(MQCCSI_DEFAULT, as IBM's worked example) writes UTF-8 and leaves the CCSID to the MQMD the "
                      "messages are put with, which must then say 1208.")
# How the target is written: convert and batch take the same options (_WRITE_OPTIONS names the fields they set).
_WRITING = (
    click.option("--explicit", is_flag=True, help="CL: write *SAME (a change) or the system default (a create: "
                 "*SYSDFTQ, *SYSDFTNL, *SYSDFTPRC) for every other parameter."),
    click.option("--width", type=click.IntRange(0), default=72, show_default=True, callback=_width,
                 help=f"Fold commands with + continuation at this column ({NARROWEST} or more; a parameter longer "
                 "than a line's room stands whole on a line of its own); 0 writes one line per command."),
    click.option("--one-line", is_flag=True, help="Write each command on one line (same as --width 0; MQSC still "
                 "folds a command longer than the 2,048 characters runmqsc reads on a line)."),
    click.option("--byte-order", type=click.Choice(["little", "big"]), default="little", show_default=True,
                 help="pcf-bin: integer byte order of the messages written."),
    _CCSID,
)


_REPORT = click.option("--report", "report_path", type=click.Path(dir_okay=False), metavar="FILE",
                       help="Write a migration report to FILE: JSON when it ends in .json, else Markdown.")


def _attaching(options: Sequence[Callable[[Callable[..., None]], Callable[..., None]]]
               ) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """A decorator attaching ``options``, in their order on --help."""
    def attach(function: Callable[..., None]) -> Callable[..., None]:
        for option in reversed(options):
            function = option(function)
        return function
    return attach


common = _attaching(_COMMON)  # the options shared by convert and check
_writing = _attaching(_WRITING)  # how the target is written: convert's and batch's


@click.group()
@click.version_option(package_name="mqtranslate")
def main() -> None:
    """Translate IBM MQ queue, namelist and process commands between MQSC, IBM i CL, PCF, TPF ZMQSC and REST."""


@main.command()
@common
@_TO
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True), default="-",
              help="Output file (default stdout).")
@_writing
@_REPORT
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True, readable=False))  # unreadable: MQT110
def convert(files: tuple[str, ...], source: str, target: str, output: str, on_unsupported: str, style: str,
            define: tuple[str, ...], explicit: bool, width: int, one_line: bool, byte_order: str,
            report_path: str | None, encoding: str | None, record_length: int | None, ccsid: int,
            existing: Existing | None) -> None:
    """Translate FILES (or stdin) from one dialect to another."""
    _interruptible()
    from translator.dialects import DIALECTS as READERS

    _existing_unread(existing, target)
    if one_line and width and click.get_current_context().get_parameter_source("width") is not ParameterSource.DEFAULT:
        raise click.UsageError("--one-line and --width say two different things: give one")
    _say_ignored(READERS[target].write_options, target)
    binary = READERS[target].binary
    if binary and output == "-" and sys.stdout.isatty():
        raise click.UsageError(f"{target} output is binary: give -o FILE or redirect stdout")
    _no_clash(report_path, files, output, existing)
    inputs = _Inputs(files, {"source": source, "target": target, "on_unsupported": on_unsupported, "explicit": explicit,
                             "width": 0 if one_line else width, "variables": _variables(define), "byte_order": byte_order,
                             "encoding": encoding, "record_length": record_length, "ccsid": ccsid,
                             "existing": existing}, one_output=True)
    printer, sink = _Diagnostics(style), _Sink(output)
    report, errors = (_new_report() if report_path else None), False  # the run's counts, when it is reported
    try:
        for translation, steps in inputs:
            sink.start()
            counted = _new_report() if report is not None else None
            for step in steps:
                if step.void:  # nothing of this input is written or counted, but its failure
                    sink.discard()
                    counted = _new_report() if report is not None else None
                sink.write(step.output if isinstance(step.output, bytes) else step.output.encode("utf-8"))
                printer.emit(step.diagnostics)
                errors = errors or any(d.severity.value == "error" for d in step.diagnostics)
                if counted is not None:
                    counted.add(step.records, translation.target)
            if report is not None and counted is not None:
                report.merge(counted)
    except BaseException:
        sink.abandon()
        raise
    problems = [problem for problem in (sink.close(), _write_report(report, report_path)) if problem]
    printer.close()
    for problem in problems:
        click.echo(f"mqtranslate: {problem}", err=True)
    sys.exit(2 if problems or not inputs.readable else 1 if errors else 0)


# Each writing option of convert, and the WriteOptions field it sets (a dialect's Dialect.write_options).
_WRITE_OPTIONS = {"explicit": "explicit", "width": "width", "one_line": "width", "byte_order": "byte_order",
                  "ccsid": "ccsid"}


def _say_ignored(read: frozenset[str], target: str, given: Sequence[str] = tuple(_WRITE_OPTIONS)) -> None:
    """Say which writing options given on the command line (of ``given``, those the command has) the target's
    writer does not read (--explicit into MQSC, --ccsid into REST): taken silently, they looked like they did
    something."""
    context = click.get_current_context()
    for option in given:
        field_name = _WRITE_OPTIONS[option]
        if field_name not in read and context.get_parameter_source(option) is not ParameterSource.DEFAULT:
            _notice(f"--{option.replace('_', '-')} does not apply to {target} output: ignored")


def _existing_unread(existing: Existing | None, target: str | None) -> None:
    """Say that --existing goes unread for a target whose commands need no queue type (CL)."""
    from translator.dialects import DIALECTS as READERS

    if existing is not None and target is not None and not READERS[target].states_queue_type:
        _notice(f"--existing does not apply to {target} output, which needs no queue type: ignored")


def _no_clash(report_path: str | None, files: Sequence[str], output: str | None,
              existing: Existing | None = None) -> None:
    """A usage error when an input is given twice, --report names the output (standard output included, unless a
    terminal) or an input, -o (None: check writes none) an input, or --report or -o an --existing file, which it
    would replace; or when an --existing file is an input: the script's own later definitions would type its
    earlier commands."""
    _each_once(files)
    definitions = existing.files if existing is not None else ()
    if report_path is not None and output is not None and _to_stdout(report_path) and _to_stdout(output) \
            and not _stdout_on_terminal():
        raise click.UsageError(f"--report {report_path} and the translation would both go to standard output: give "
                               "-o FILE or --report FILE")
    if report_path is not None:
        clash = next((path for path in (*([output] if output else []), *files) if path != "-"
                      and _same_file(path, report_path)), None)
        if clash is not None:
            raise click.UsageError(f"--report {report_path} is also {'-o' if clash == output else 'an input'}: "
                                   "the report would replace it")
    for written, option in ((report_path, "--report"), (output, "-o")):
        if written is not None and written != "-" and any(_same_file(path, written) for path in definitions):
            raise click.UsageError(f"{option} {written} is also an --existing file: it would be replaced")
    if output is not None and output != "-" and any(path != "-" and _same_file(path, output) for path in files):
        raise click.UsageError(f"-o {output} is also an input: the translation would replace the script")
    clash = next((path for path in definitions if any(_same_file(path, given) for given in files if given != "-")),
                 None)
    if clash is not None:
        raise click.UsageError(f"--existing {clash} is also an input: give the queue manager's definitions before the "
                               "script runs (a dmpmqcfg dump), not the script")


def _each_once(files: Sequence[str]) -> None:
    """A usage error when one file (or standard input) is given twice: its commands would be translated twice into
    one output, and run twice."""
    seen: dict[str, str] = {}
    for path in files:
        key = path if path == "-" else os.path.realpath(path)
        if key in seen:
            also = f" (as {seen[key]})" if seen[key] != path else ""
            raise click.UsageError(f"{'standard input (-)' if path == '-' else path} is given twice{also}: each input "
                                   "is read once")
        seen[key] = path


def _stdout_on_terminal() -> bool:
    """True when standard output is a terminal: a report written there (/dev/stderr, /dev/tty, -) follows the
    translation on the screen, and mixes into no file or pipe the translation goes to."""
    try:
        return sys.stdout.isatty()
    except (OSError, ValueError):  # closed
        return False


def _to_stdout(path: str) -> bool:
    """True for '-', and for a path naming the file standard output writes to (/dev/stdout), but the null device."""
    if path == "-":
        return True
    try:
        named = os.stat(path)
        return os.path.samestat(named, os.fstat(sys.stdout.fileno())) and not os.path.samestat(named,
                                                                                             os.stat(os.devnull))
    except (OSError, ValueError):
        return False


def _same_file(first: str, second: str) -> bool:
    """True when two paths name one file, whether or not it exists yet."""
    return os.path.realpath(first) == os.path.realpath(second)


def _new_report() -> MigrationReport:
    from translator.report import MigrationReport

    return MigrationReport()


def _write_report(report: MigrationReport | None, path: str | None) -> str | None:
    """Write the report to ``path`` (JSON when it ends in .json, else Markdown); what went wrong, if anything."""
    if report is None or path is None:
        return None
    report.notices[:0] = click.get_current_context().meta.get(_SAID, [])
    data = (report.as_json() if path.lower().endswith(".json") else report.markdown()).encode("utf-8")
    try:
        _write(path, data)
    except _CannotWrite as error:
        return str(error)
    return None


@main.command()
@common
@click.option("--to", "target", type=click.Choice(DIALECTS, case_sensitive=False), default=None,
              help="Check the translation into this dialect too, as convert would make it (default: the input's own "
                   "dialect).")
@_CCSID
@_REPORT
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True, readable=False))  # unreadable: MQT110
def check(files: tuple[str, ...], source: str, target: str | None, on_unsupported: str, style: str,
          define: tuple[str, ...], encoding: str | None, record_length: int | None, existing: Existing | None,
          ccsid: int, report_path: str | None) -> None:
    """Parse and validate FILES (or stdin) without writing a translation."""
    _interruptible()
    from translator.dialects import DIALECTS as READERS
    from translator.translation import STATUSES

    _no_clash(report_path, files, None, existing=existing)
    # Each input a script of its own, as convert translates one input and batch each file: checking many files
    # finds what is wrong in each, not what joining them into one output would make wrong (MQT130, MQT316).
    inputs = _Inputs(files, {"source": source, "target": target, "on_unsupported": on_unsupported,
                             "variables": _variables(define), "encoding": encoding, "record_length": record_length,
                             "existing": existing, "ccsid": ccsid})
    printer = _Diagnostics(style)
    statuses: Counter[str] = Counter()
    report = _new_report() if report_path else None
    errors, checked_as = 0, set()
    for translation, steps in inputs:
        mine, errors_before = Counter(), errors
        counted = _new_report() if report is not None else None
        for step in steps:
            if step.void:  # the input's failure replaces what was counted of it
                mine, errors = Counter(), errors_before
                counted = _new_report() if report is not None else None
            printer.emit(step.diagnostics)
            mine.update(record.status for record in step.records)
            errors += sum(1 for d in step.diagnostics if d.severity.value == "error")
            if counted is not None:
                counted.add(step.records, translation.target)
        statuses += mine
        if report is not None and counted is not None:
            report.merge(counted)
        if translation.target in READERS and translation.target not in checked_as:  # its dialect, read now
            checked_as.add(translation.target)
            _existing_unread(existing, translation.target)
            _say_ignored(READERS[translation.target].write_options, translation.target, ("ccsid",))
    printer.close()
    problem = _write_report(report, report_path)
    counted_statuses = ", ".join(f"{statuses[status]} {status}" for status in STATUSES)
    # With JSON diagnostics, stderr is the JSON array alone: the counts go to stdout, which check leaves empty.
    click.echo(f"{len(inputs.files)} file(s), {statuses.total()} command(s): {counted_statuses}; {errors} error(s)",
               err=style != "json")
    if problem:
        click.echo(f"mqtranslate: {problem}", err=True)
    sys.exit(2 if problem or not inputs.readable else 0 if errors == 0 else 1)


@main.command()
@_FROM
@click.option("--diagnostics", "style", type=click.Choice(["text", "json"]), default="text", show_default=True,
              is_eager=True, help="Format of diagnostics on stderr.")
@_DEFINE
@_ENCODING
@_RECORD_LENGTH
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True, readable=False))  # unreadable: MQT110
def parse(files: tuple[str, ...], source: str, style: str, define: tuple[str, ...], encoding: str | None,
          record_length: int | None) -> None:
    """Print FILES (or stdin) as the model reads them, as JSON Lines: per file a line naming it and its dialect,
    a line per command, and a line of its trailing comments (docs/model.md)."""
    _interruptible()
    from translator.model.serialise import item_lines
    from translator.translation import Reading

    printer = _Diagnostics(style)
    variables = _variables(define)
    readable, errors = True, 0
    _each_once(files)
    for path in files or ["-"]:
        try:
            name, data = _read(path)
        except OSError as error:
            readable = False
            printer.emit(_unreadable(path, f"cannot read {path}: {error.strerror or error}",
                                     {"source": source, "target": None}).diagnostics)
            continue
        # An item at a time, printed as read: a large script's model is never held whole.
        reading = Reading(data, source, file=name, variables=variables, encoding=encoding,
                          record_length=record_length)
        del data
        try:
            for line in item_lines(reading, reading.trailing, name, reading.source):
                click.echo(line)
            sys.stdout.flush()
        except ClosedStream:  # no stdout at all: said as for every command (run)
            raise
        except OSError as error:  # stdout gone or full (parse | head, > /dev/full): said as convert says it
            _stdout_failed(error)
        printer.emit(reading.diagnostics)
        errors += sum(1 for d in reading.diagnostics if d.severity.value == "error")
    printer.close()
    sys.exit(2 if not readable else 0 if errors == 0 else 1)


def _stdout_failed(error: OSError) -> NoReturn:
    """Exit 2 for standard output that cannot be written, saying why in one line."""
    with suppress(OSError):  # nothing more can go to stdout, and Python's own flush at exit must not fail again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    click.echo(f"mqtranslate: cannot write stdout: {error.strerror or error}", err=True)
    sys.exit(2)


@main.command()
def dialects() -> None:
    """List the dialects and the diagnostic codes."""
    from translator.diagnostics import CODES
    from translator.dialects import DIALECTS as READERS

    for dialect in READERS.values():
        click.echo(f"{dialect.name:8} {dialect.description}")
    click.echo("\nDiagnostic codes:")
    for code in CODES.values():
        click.echo(f"{code.code} {code.name:26} {code.severity.value:8} {code.summary}")


@main.command()
@click.option("--format", "style", type=click.Choice(["markdown", "json"]), default="markdown", show_default=True)
def attributes(style: str) -> None:
    """Print every canonical attribute with its spelling in each dialect (docs/attributes.md)."""
    from translator import attribute_table

    click.echo(attribute_table.markdown() if style == "markdown" else attribute_table.as_json(), nl=False)


@main.command()
@_FROM
@_TO
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="Output directory: scripts/, commands.parquet/, summary.json (replaced atomically).")
@_ON_UNSUPPORTED
@_DEFINE
@_ENCODING
@_RECORD_LENGTH
@_EXISTING
@_writing
@click.option("--engine", type=click.Choice(["spark", "local"]), default="spark", show_default=True,
              help="spark: local mode in this process unless --master; local: a process pool, no Java.")
@click.option("--master", help="Spark master URL: spark://HOST:7077, yarn, local[N] (default local[*]).")
@click.option("--partitions", type=click.IntRange(1),
              help="Parts to cut the files into (default one per 8 MiB of input, at least 16; any engine).")
@click.option("--workers", type=click.IntRange(1), help="Local engine processes (default one per core).")
@click.option("--writer", type=click.Choice(["auto", "workers", "driver"]), default="auto", show_default=True,
              help="Who writes OUT's parts: auto is the workers when they share this machine's files (local "
                   "engine, Spark local mode) and the driver on a cluster; workers needs OUT on a shared file system.")
@click.option("--compression", type=click.Choice(CODECS), default=CODECS[0], show_default=True,
              help="Parquet codec of commands.parquet: zstd is a third smaller and slower to write, none the fastest "
                   "and two and a half times bigger.")
@click.option("--include", multiple=True, metavar="GLOB",
              help="Translate only the files whose name matches GLOB (repeatable; case-insensitive), e.g. '*.mqsc'.")
@click.argument("inputs", nargs=-1, required=True)
def batch(inputs: tuple[str, ...], source: str, target: str, out: Path, on_unsupported: str,
          define: tuple[str, ...], engine: str, master: str | None, partitions: int | None,
          workers: int | None, writer: str, compression: str, encoding: str | None, record_length: int | None,
          include: tuple[str, ...], existing: Existing | None, explicit: bool, width: int, one_line: bool,
          byte_order: str, ccsid: int) -> None:
    """Translate every file INPUTS name (files, directories, globs, hdfs:// or s3a:// URIs) into OUT.

    Exit code 0, 1 when any command failed, 2 when the run cannot start, 3 when the counts do not reconcile.
    """
    try:
        from translator.batch import BatchError, Interrupted
        from translator.batch.files import Job
        from translator.batch.run import run as run_batch
    except ImportError as error:
        raise click.UsageError(f"batch needs pyarrow ({error}): pip install 'mqtranslate[spark]'") from None
    if "-" in inputs:
        raise click.UsageError("batch translates files, and '-' names none (standard input is convert's; a file named "
                               "- is ./-)")
    _existing_unread(existing, target)
    from translator.dialects import DIALECTS as READERS

    _say_ignored(READERS[target].write_options, target)
    for option, given, engine_of in (("--master", master, "spark"), ("--workers", workers, "local")):
        if given is not None and engine != engine_of:  # taken silently, it looked like it did something
            click.echo(f"mqtranslate: {option} applies to --engine {engine_of} only: ignored", err=True)
    job = Job.of(target, source, on_unsupported, _variables(define), encoding, record_length, existing,
                 explicit=explicit, width=0 if one_line else width, byte_order=byte_order, ccsid=ccsid)
    try:
        summary = run_batch(inputs, out, job, engine=engine, master=master, partitions=partitions, workers=workers,
                            writer=writer, compression=compression, include=include,
                            echo=lambda message: click.echo(message, err=True))
    except BatchError as error:
        click.echo(f"mqtranslate batch: {error}", err=True)
        sys.exit(2)
    except Interrupted as stopped:
        click.echo(f"mqtranslate batch: {stopped}", err=True)
        sys.exit(stopped.exit_code)
    sys.exit(summary.exit_code)


class ClosedStream(OSError):
    """Standard input or output used though the caller closed it."""


class _Closed:
    """A standard stream the caller closed (``<&-``, ``>&-``), which Python gives as None: using it is an OSError,
    reported as an input that cannot be read or an output that cannot be written is."""

    def __init__(self, name: str) -> None:
        self.name = name

    def isatty(self) -> bool:
        return False

    def _closed(self) -> OSError:
        return ClosedStream(errno.EBADF, f"standard {self.name} is closed")

    @property
    def buffer(self) -> BinaryIO:
        raise self._closed()

    def fileno(self) -> int:
        raise self._closed()

    def write(self, text: str) -> int:
        raise self._closed()

    def flush(self) -> None:
        pass


def _stand_in_for_closed_streams() -> None:
    """Closed stdin and stdout fail where they are used; a closed stderr takes nothing, so no message is lost
    where there is none to see."""
    for name in ("in", "out"):
        if getattr(sys, f"std{name}") is None:
            setattr(sys, f"std{name}", _Closed(f"{name}put"))
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115  # the process's own, to its end


def _interruptible() -> None:
    """Ctrl-C (SIGINT) exits 130, as batch's and as SIGTERM's 143, an output being written removed: click would say
    "Aborted!" and exit 1, the code of an input with errors. (batch handles the signals itself.)"""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, _terminated)


def _terminated(number: int, frame: object) -> None:
    """SIGTERM (a kill, a timeout) exits as an exception does, so that an output being written is removed, not left
    beside its file under a temporary name."""
    raise SystemExit(128 + number)


def run() -> None:
    """Console entry point: a failure inside the tool is reported in one line, never as a traceback."""
    _stand_in_for_closed_streams()
    signal.signal(signal.SIGTERM, _terminated)
    try:
        main()
    except ClosedStream as error:  # a command that writes to stdout (parse, --help ...) with it closed
        click.echo(f"mqtranslate: {error.strerror}", err=True)
        sys.exit(2)
    except Exception as error:  # the last line of defence: never a traceback
        try:
            said = str(error).splitlines()[0] if str(error).strip() else ""
        except Exception:  # an exception that cannot say what it is (py4j's, once the JVM is gone)
            said = ""
        click.echo(f"mqtranslate: internal error: {type(error).__name__}: {said[:300]} (please report it)", err=True)
        sys.exit(1)


if __name__ == "__main__":
    run()
