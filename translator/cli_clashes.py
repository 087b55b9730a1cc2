"""Usage errors in the paths the command line is given: an input given twice, or an output (-o, --report) that
would replace an input, an --existing file or the other output."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from translator.existing import Existing


def no_clash(report_path: str | None, files: Sequence[str], output: str | None,
             existing: Existing | None = None) -> None:
    """A usage error when an input is given twice, --report names the output (standard output included, unless a
    terminal) or an input, -o (None: check writes none) an input, or --report or -o an --existing file, which it
    would replace; or when an --existing file is an input: the script's own later definitions would type its
    earlier commands."""
    each_once(files)
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


def each_once(files: Sequence[str]) -> None:
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
