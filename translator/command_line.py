"""The command line: mqtranslate convert | check | parse | dialects | attributes | batch.

Here: the click group, its commands and their options (read when the commands are declared), and the process's
own care (closed standard streams, signals, no traceback). Only click and translator.names are imported here at first:
each command imports what it runs (cli_inputs, cli_outputs, cli_diagnostics, cli_clashes and the translator), so
``--help`` and a usage error cost no more than starting Python.
"""

from __future__ import annotations

import errno
import io
import os
import signal
import sys
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, NoReturn

import click
from click.core import ParameterSource

from translator.names import CODECS, DIALECTS, POLICIES

if TYPE_CHECKING:
    from collections.abc import Buffer

    from translator.existing import Existing

SOURCES = ["auto", *DIALECTS]



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
    """The --existing definitions, read as the option is given (an unreadable file is a usage error)."""
    from translator.cli_inputs import existing_definitions

    return existing_definitions(context, paths)


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
# How the target is written: convert and batch take the same options (cli_diagnostics.WRITE_OPTIONS names the fields
# they set).
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
    from translator.cli_clashes import no_clash
    from translator.cli_diagnostics import Diagnostics, existing_unread, say_ignored
    from translator.cli_inputs import Inputs, variable_values
    from translator.cli_outputs import Sink, new_report, write_report
    from translator.dialects import DIALECTS as READERS

    existing_unread(existing, target)
    if one_line and width and click.get_current_context().get_parameter_source("width") is not ParameterSource.DEFAULT:
        raise click.UsageError("--one-line and --width say two different things: give one")
    say_ignored(READERS[target].write_options, target)
    binary = READERS[target].binary
    if binary and output == "-" and sys.stdout.isatty():
        raise click.UsageError(f"{target} output is binary: give -o FILE or redirect stdout")
    no_clash(report_path, files, output, existing)
    inputs = Inputs(files, {"source": source, "target": target, "on_unsupported": on_unsupported, "explicit": explicit,
                            "width": 0 if one_line else width, "variables": variable_values(define),
                            "byte_order": byte_order, "encoding": encoding, "record_length": record_length,
                            "ccsid": ccsid, "existing": existing}, one_output=True)
    printer, sink = Diagnostics(style), Sink(output)
    report, errors = (new_report() if report_path is not None else None), False  # the run's counts, when it is reported
    try:
        for translation, steps in inputs:
            sink.start()
            counted = new_report() if report is not None else None
            for step in steps:
                if step.void:  # nothing of this input is written or counted, but its failure
                    sink.discard()
                    counted = new_report() if report is not None else None
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
    problems = [problem for problem in (sink.close(), write_report(report, report_path)) if problem]
    printer.close()
    for problem in problems:
        click.echo(f"mqtranslate: {problem}", err=True)
    sys.exit(2 if problems or not inputs.readable else 1 if errors else 0)



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
    from translator.cli_clashes import no_clash
    from translator.cli_diagnostics import Diagnostics, existing_unread, say_ignored
    from translator.cli_inputs import Inputs, variable_values
    from translator.cli_outputs import new_report, write_report
    from translator.dialects import DIALECTS as READERS
    from translator.translation import STATUSES

    no_clash(report_path, files, None, existing=existing)
    # Each input a script of its own, as convert translates one input and batch each file: checking many files
    # finds what is wrong in each, not what joining them into one output would make wrong (MQT130, MQT316).
    inputs = Inputs(files, {"source": source, "target": target, "on_unsupported": on_unsupported,
                            "variables": variable_values(define), "encoding": encoding, "record_length": record_length,
                            "existing": existing, "ccsid": ccsid})
    printer = Diagnostics(style)
    statuses: Counter[str] = Counter()
    report = new_report() if report_path is not None else None
    errors, checked_as = 0, set()
    for translation, steps in inputs:
        mine, errors_before = Counter(), errors
        counted = new_report() if report is not None else None
        for step in steps:
            if step.void:  # the input's failure replaces what was counted of it
                mine, errors = Counter(), errors_before
                counted = new_report() if report is not None else None
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
            existing_unread(existing, translation.target)
            say_ignored(READERS[translation.target].write_options, translation.target, ("ccsid",))
    printer.close()
    problem = write_report(report, report_path)
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
    from translator.cli_clashes import each_once
    from translator.cli_diagnostics import Diagnostics
    from translator.cli_inputs import read_input, unreadable, variable_values
    from translator.model.serialise import item_lines
    from translator.translation import Reading

    printer = Diagnostics(style)
    variables = variable_values(define)
    readable, errors = True, 0
    each_once(files)
    for path in files or ["-"]:
        try:
            name, data = read_input(path)
        except OSError as error:
            readable = False
            printer.emit(unreadable(path, f"cannot read {path}: {error.strerror or error}",
                                    {"source": source, "target": None}).diagnostics)
            continue
        # An item at a time, printed as read: a large script's model is never held whole.
        reading = Reading(data, source, file=name, variables=variables, encoding=encoding,
                          record_length=record_length)
        del data
        for line in item_lines(reading, reading.trailing, name, reading.source):
            click.echo(line)
        sys.stdout.flush()  # stdout gone or full (parse | head, > /dev/full): said once, by run, before the next file
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
    from translator.cli_diagnostics import existing_unread, say_ignored
    from translator.cli_inputs import variable_values
    from translator.dialects import DIALECTS as READERS

    existing_unread(existing, target)

    say_ignored(READERS[target].write_options, target)
    for option, given, engine_of in (("--master", master, "spark"), ("--workers", workers, "local")):
        if given is not None and engine != engine_of:  # taken silently, it looked like it did something
            click.echo(f"mqtranslate: {option} applies to --engine {engine_of} only: ignored", err=True)
    job = Job.of(target, source, on_unsupported, variable_values(define), encoding, record_length, existing,
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


class StdoutFailed(OSError):
    """Standard output could not be written (full, its reader gone): every command says so in one line and exits 2
    (run). Its errno is None: click would take a broken pipe for its own and exit 1 without a word."""


class _Stdout(io.FileIO):
    """Standard output's file, whose failures are StdoutFailed: told from any other file's wherever they surface."""

    def write(self, data: Buffer) -> int:  # type: ignore[override]
        try:
            return super().write(data)
        except OSError as error:
            raise StdoutFailed(error.strerror or str(error)) from None


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


def _standard_streams() -> None:
    """Closed stdin and stdout fail where they are used; a closed stderr takes nothing, so no message is lost
    where there is none to see. An open stdout is written through _Stdout, as it was opened."""
    for name in ("in", "out"):
        if getattr(sys, f"std{name}") is None:
            setattr(sys, f"std{name}", _Closed(f"{name}put"))
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115  # the process's own, to its end
    stdout = sys.stdout
    if isinstance(stdout, io.TextIOWrapper):
        with suppress(OSError, ValueError):  # no file under it: left as it is
            raw = _Stdout(stdout.fileno(), "wb", closefd=False)
            stdout.flush()
            sys.stdout = io.TextIOWrapper(io.BufferedWriter(raw), encoding=stdout.encoding, errors=stdout.errors,
                                          line_buffering=stdout.line_buffering, write_through=stdout.write_through)


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
    _standard_streams()
    signal.signal(signal.SIGTERM, _terminated)
    try:
        main()
    except StdoutFailed as error:  # dialects > /dev/full, --help | true ...: as convert and parse say it
        _stdout_failed(error)
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
