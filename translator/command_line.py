"""The command line: mqtranslate convert | check | dialects | attributes | batch.

Only click and translator.names are imported here at first: each command imports what it runs, so ``--help`` and
a usage error cost no more than starting Python.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING

import click

from translator.names import CODECS, DIALECTS, POLICIES

if TYPE_CHECKING:
    from translator import Translation

SOURCES = ["auto", *DIALECTS]


def _read(path: str) -> tuple[str, bytes]:
    """(display name, bytes) for a path or '-' (stdin)."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read()
    return path, Path(path).read_bytes()


def _variables(pairs: Sequence[str]) -> dict[str, str]:
    found = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise click.BadParameter(f"{pair!r} is not NAME=VALUE", param_hint="-D")
        found[name.lstrip("&")] = value
    return found


def _emit_diagnostics(results: list[Translation], style: str) -> None:
    diagnostics = [d for result in results for d in result.diagnostics]
    if style == "json":
        click.echo(json.dumps([d.to_dict() for d in diagnostics], indent=2), err=True)
    else:
        for diagnostic in diagnostics:
            click.echo(diagnostic.format(), err=True)


def _run(files: Sequence[str], **options: object) -> tuple[list[Translation], bool]:
    """Each file translated, and whether every file could be read: one that cannot is a failed record (MQT110)
    and the others are still translated."""
    from translator import translate

    results, readable = [], True
    for path in files or ["-"]:
        try:
            name, data = _read(path)
        except OSError as error:
            readable = False
            results.append(_unreadable(path, f"cannot read {path}: {error.strerror or error}", options))
            continue
        results.append(translate(data, file=name, **options))  # type: ignore[arg-type]
    return results, readable


def _unreadable(path: str, message: str, options: dict[str, object]) -> Translation:
    from translator.catalog import DIALECTS as READERS
    from translator.diagnostics import Reporter
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
    """Write ``data`` to stdout ('-') or to ``path``, atomically: a regular file (or a new one) is written
    beside itself under a temporary name and renamed over it only once whole, so a failure leaves it as it was.
    A device or pipe (-o /dev/stdout) is written in place."""
    try:
        if path == "-":
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
            return
        target = os.path.realpath(path)  # through a symbolic link, to the file it names
        if os.path.exists(target) and not os.path.isfile(target):
            with open(target, "wb") as stream:
                stream.write(data)
            return
        _replace(target, data)
    except OSError as error:
        if path == "-":  # nothing more can go to stdout, and Python's own flush at exit must not fail again
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise _CannotWrite(f"cannot write {'stdout' if path == '-' else path}: {error.strerror or error}") from None


def _replace(target: str, data: bytes) -> None:
    """Write a temporary file in ``target``'s folder, with the mode a new file (or the old one) has, then rename."""
    umask = os.umask(0)
    os.umask(umask)
    mode = os.stat(target).st_mode & 0o7777 if os.path.exists(target) else 0o666 & ~umask
    descriptor, temporary = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".partial",
                                             dir=os.path.dirname(target))
    try:
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise


_FROM = click.option("--from", "source", type=click.Choice(SOURCES, case_sensitive=False), default="auto",
                     show_default=True, help="Dialect of the input; auto recognises it from the content.")
_TO = click.option("--to", "target", type=click.Choice(DIALECTS, case_sensitive=False), required=True,
                   help="Dialect to write.")
_ON_UNSUPPORTED = click.option("--on-unsupported", type=click.Choice(POLICIES, case_sensitive=False), default="error",
                               show_default=True, help="What to do when the target cannot express something.")
_DEFINE = click.option("-D", "define", multiple=True, metavar="NAME=VALUE", help="Value for a CL &variable.")


def _encoding(context: click.Context, parameter: click.Parameter, value: str | None) -> str | None:
    """Check an --encoding name now, so that a wrong one is a usage error rather than a failure per file."""
    if value is not None:
        from translator.encodings import EncodingError, resolve
        try:
            resolve(value)
        except EncodingError as error:
            raise click.BadParameter(str(error)) from None
    return value


_ENCODING = click.option("--encoding", callback=_encoding, metavar="CCSID|CODEC",
                         help="Text input's character set: a CCSID (37, 500, 1047, 1141, ...) or a Python codec name "
                              "(default UTF-8). EBCDIC NL and LF both end a line.")
_RECORD_LENGTH = click.option("--record-length", type=click.IntRange(1), metavar="N",
                              help="Read text input as fixed records of N bytes without line ends (an IBM i source "
                                   "member); a 12-digit sequence-and-date prefix is recognised and removed.")
_COMMON = [_FROM, _ON_UNSUPPORTED,
           click.option("--diagnostics", "style", type=click.Choice(["text", "json"]), default="text",
                        show_default=True, help="Format of diagnostics on stderr."),
           _DEFINE, _ENCODING, _RECORD_LENGTH]


def _ccsid(context: click.Context, parameter: click.Parameter, value: int) -> int:
    from translator.pcf.binary import ccsid_codec
    if ccsid_codec(value) is None:
        raise click.BadParameter(f"CCSID {value} is not supported")
    return value


def common(function: Callable[..., None]) -> Callable[..., None]:
    """Attach the options shared by convert and check."""
    for option in reversed(_COMMON):
        function = option(function)
    return function


@click.group()
@click.version_option(package_name="mqtranslate")
def main() -> None:
    """Translate IBM MQ queue and namelist commands between MQSC, IBM i CL, PCF and TPF ZMQSC."""


@main.command()
@common
@_TO
@click.option("-o", "--output", type=click.Path(dir_okay=False, allow_dash=True), default="-",
              help="Output file (default stdout).")
@click.option("--explicit", is_flag=True, help="CL: write *SAME / *SYSDFTQ for every other parameter.")
@click.option("--width", type=click.IntRange(0), default=72, show_default=True,
              help="Fold commands with + continuation at this column; 0 writes one line per command.")
@click.option("--one-line", is_flag=True, help="Write each command on one line (same as --width 0).")
@click.option("--byte-order", type=click.Choice(["little", "big"]), default="little", show_default=True,
              help="pcf-bin: integer byte order of the messages written.")
@click.option("--ccsid", type=int, default=1208, show_default=True, callback=_ccsid,
              help="pcf-bin: the CCSID every string is written in (and its CodedCharSetId); 1208 is UTF-8.")
@click.option("--report", "report_path", type=click.Path(dir_okay=False), metavar="FILE",
              help="Write a migration report to FILE: JSON when it ends in .json, else Markdown.")
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True))
def convert(files: tuple[str, ...], source: str, target: str, output: str, on_unsupported: str, style: str,
            define: tuple[str, ...], explicit: bool, width: int, one_line: bool, byte_order: str,
            report_path: str | None, encoding: str | None, record_length: int | None, ccsid: int) -> None:
    """Translate FILES (or stdin) from one dialect to another."""
    from translator.catalog import DIALECTS as READERS

    binary = READERS[target].binary
    if binary and output == "-" and sys.stdout.isatty():
        raise click.UsageError(f"{target} output is binary: give -o FILE or redirect stdout")
    results, readable = _run(files, source=source, target=target, on_unsupported=on_unsupported, explicit=explicit,
                             width=0 if one_line else width, variables=_variables(define), byte_order=byte_order,
                             encoding=encoding, record_length=record_length, ccsid=ccsid)
    data = b"".join(r.output if isinstance(r.output, bytes) else r.output.encode("utf-8") for r in results)
    problems = []
    for path, content in ((output, lambda: data), (report_path, lambda: _report(results, report_path))):
        if path:
            try:
                _write(path, content())
            except _CannotWrite as error:
                problems.append(str(error))
    _emit_diagnostics(results, style)
    for problem in problems:
        click.echo(f"mqtranslate: {problem}", err=True)
    sys.exit(2 if problems or not readable else 0 if all(result.ok for result in results) else 1)


def _report(results: list[Translation], path: str) -> bytes:
    from translator.report import from_translations

    report = from_translations(results)
    return (report.as_json() if path.lower().endswith(".json") else report.markdown()).encode("utf-8")


@main.command()
@common
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True))
def check(files: tuple[str, ...], source: str, on_unsupported: str, style: str, define: tuple[str, ...],
          encoding: str | None, record_length: int | None) -> None:
    """Parse and validate FILES (or stdin) without writing a translation."""
    from translator.translation import STATUSES

    results, readable = _run(files, source=source, target=None, on_unsupported=on_unsupported,
                             variables=_variables(define), encoding=encoding, record_length=record_length)
    _emit_diagnostics(results, style)
    statuses = Counter(record.status for result in results for record in result.records)
    errors = sum(1 for result in results for d in result.diagnostics if d.severity.value == "error")
    counted = ", ".join(f"{statuses[status]} {status}" for status in STATUSES)
    click.echo(f"{len(results)} file(s), {statuses.total()} command(s): {counted}; {errors} error(s)", err=True)
    sys.exit(2 if not readable else 0 if errors == 0 else 1)


@main.command()
def dialects() -> None:
    """List the dialects and the diagnostic codes."""
    from translator.catalog import DIALECTS as READERS
    from translator.diagnostics import CODES

    for dialect in READERS.values():
        click.echo(f"{dialect.name:8} {dialect.description}")
    click.echo("\nDiagnostic codes:")
    for code in CODES.values():
        click.echo(f"{code.code} {code.name:26} {code.severity.value:8} {code.summary}")


@main.command()
@click.option("--format", "style", type=click.Choice(["markdown", "json"]), default="markdown", show_default=True)
def attributes(style: str) -> None:
    """Print every canonical attribute with its spelling in each dialect (the README's attribute table)."""
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
          include: tuple[str, ...]) -> None:
    """Translate every file INPUTS name (files, directories, globs, hdfs:// or s3a:// URIs) into OUT.

    Exit code 0, 1 when any command failed, 2 when the run cannot start, 3 when the counts do not reconcile.
    """
    try:
        from translator.batch import BatchError, Interrupted
        from translator.batch.files import Job
        from translator.batch.run import run as run_batch
    except ImportError as error:
        raise click.UsageError(f"batch needs pyarrow ({error}): pip install 'mqtranslate[spark]'") from None
    job = Job.of(target, source, on_unsupported, _variables(define), encoding, record_length)
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


def run() -> None:
    """Console entry point: a failure inside the tool is reported in one line, never as a traceback."""
    try:
        main()
    except Exception as error:  # the last line of defence: never a traceback
        try:
            said = str(error).splitlines()[0] if str(error).strip() else ""
        except Exception:  # an exception that cannot say what it is (py4j's, once the JVM is gone)
            said = ""
        click.echo(f"mqtranslate: internal error: {type(error).__name__}: {said[:300]} (please report it)", err=True)
        sys.exit(1)


if __name__ == "__main__":
    run()
