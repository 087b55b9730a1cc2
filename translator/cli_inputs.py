"""The command line's inputs: each file (or standard input) read whole but bounded, the -D variables, each input's
translation in turn (Inputs), an unreadable input as a failed record (MQT110), and the --existing files."""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, BinaryIO

import click

from translator.cli_diagnostics import notice

if TYPE_CHECKING:
    from translator import Translation
    from translator.existing import Existing
    from translator.translation import Step, Stream


# The most one input may hold: a script is read whole, and an endless one (/dev/zero, `yes |`) must not take the
# machine's memory. Corpora larger than this go through batch, a file at a time.
LARGEST_INPUT = 1 << 30


_STDIN = "<stdin>"  # how standard input (-) is named in diagnostics


def read_input(path: str) -> tuple[str, bytes]:
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


def variable_values(pairs: Sequence[str]) -> dict[str, str]:
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


class Inputs:
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
                                                                or DIALECTS[str(target)].tracks_queue_types)
        for index, path in enumerate(self.files):
            if self.one_output:  # written between the others: what ends or starts a script is an error (MQT130)
                later = partial(self._later_commands, index) if index < len(self.files) - 1 else False
                self.options.update(preceded=self._commands_before, followed=later)
            try:
                name, data = self._read(index)
            except OSError as error:
                self.readable = False
                shown = _STDIN if path == "-" else path
                failed = unreadable(shown, f"cannot read {shown}: {error.strerror or error}", self.options)
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
        return held if held is not None else read_input(self.files[index])

    def _later_commands(self, index: int) -> bool:
        """True when an input after ``index`` holds a command: each read up to the first that does (standard input
        and pipes are kept for their turn, files read again then)."""
        return any(self._holds_command(later) for later in range(index + 1, len(self.files)))

    def _holds_command(self, index: int) -> bool:
        if index not in self._holds:
            from translator.translation import holds_command

            path = self.files[index]
            try:
                name, data = read_input(path)
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


def unreadable(path: str, message: str, options: dict[str, object]) -> Translation:
    """An input that cannot be read, as a translation of one failed record (MQT110): it is counted, not lost."""
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


def existing_definitions(context: click.Context, paths: tuple[str, ...]) -> Existing | None:
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
            name, data = read_input(path)
        except OSError as error:
            raise click.BadParameter(f"cannot read {path}: {error.strerror or error}") from None
        before, shown, conflicting = (existing.unread_count, len(existing.unread), len(existing.conflicting)) \
            if existing else (0, 0, 0)
        encoding = _existing_encoding(data, context)
        existing = read_existing(data, name, after=existing, encoding=encoding,
                                 record_length=_existing_record_length(data, encoding, context),
                                 variables=variable_values(context.params.get("define", ())))
        if existing.unread_count > before:
            first = existing.unread[shown] if len(existing.unread) > shown else existing.unread[-1]
            notice(f"--existing {path}: {existing.unread_count - before} command(s) could not be read, so the "
                   f"queues they define are not known (first: {first.span} {first.code} {first.message})")
        if len(existing.conflicting) > conflicting:
            notice(f"--existing {path}: {', '.join(existing.conflicting[conflicting:])} defined with two types: "
                   "which one stands is not known")
        if not any(where.endswith(f" of {name}") or f" of {name}, queue manager " in where
                   for _, _, _, where in existing.queues):
            notice(f"--existing {path} defines no queue")
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

