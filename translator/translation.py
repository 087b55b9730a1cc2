"""The translation pipeline, with per-command records and diagnostics, a few hundred commands at a time:

read (the source dialect's reader: the model as read) -> validated (the registry's rules; a command with an error
becomes a Rejected item) -> typed_queues (for a target whose commands state a queue type: a queue of unstated type
gets the one the script or --existing made it, or its attributes imply, MQT303, or is rejected, MQT304; a command
on a queue of another type is MQT317, rejected as MQT318 where the target cannot state the type; semantics.py) ->
variables_written (for a target without variables: a name a CL variable holds is MQT106) -> the dialects' script
checks -> meanings (where a dialect means otherwise by the same spelling; processes crossing platforms) -> write
(the target dialect's writer).
"""

from __future__ import annotations

import gc
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import reduce
from itertools import chain, islice, repeat
from typing import TYPE_CHECKING, NamedTuple

from translator.diagnostics import Diagnostic, Policy, Reporter, Severity
from translator.dialects import DIALECTS, detect
from translator.input_text import as_text, check_encoding, decoded_before_detection, reading_options_unread
from translator.model import FROM_KEY, NAME_KEY, Action, Command, Item, ObjectType, Passthrough, Rejected, Script, Span
from translator.pcf.binary import MQCFH_STRUC_LENGTH
from translator.platform_meanings import platform_meanings
from translator.readers.problems import UNKNOWN_COMMAND
from translator.semantics import typed_queues
from translator.validate import validate
from translator.writers.context import QueueManagers
from translator.writers.options import WriteOptions
from translator.writers.text_writer import Note, said_dropped

if TYPE_CHECKING:
    from translator.dialects import ScriptCheck
    from translator.existing import Existing

_new = tuple.__new__
# What happened to an input command: a live command was written; it was kept verbatim (same dialect); it was
# written as a comment only (out of scope for the target, or not expressible under warn/ignore); an error.
STATUSES = ("translated", "passed-through", "skipped", "failed")
_KINDS = {(action, object_type): f"{action.value} {object_type.value}" for action in Action for object_type in ObjectType}


class Record(NamedTuple):
    """What happened to one input command (a named tuple: immutable, and cheaper to make than a frozen
    dataclass, once per input command)."""

    file: str
    line: int
    column: int
    dialect: str
    kind: str
    name: str
    source_text: str
    target_text: str
    status: str
    diagnostics: tuple[Diagnostic, ...]


@dataclass(slots=True)
class Translation:
    """The output text and everything said about the input."""

    source: str
    target: str
    output: str | bytes
    diagnostics: list[Diagnostic] = field(default_factory=list)
    records: list[Record] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when no diagnostic is an error."""
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


@contextmanager
def _cycle_collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while one script is translated.

    Reading and writing allocate many small containers but keep no reference cycles, so everything is
    freed by reference counting as usual; the collector's repeated scans of them are wasted work.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def translate(data: str | bytes, source: str = "auto", target: str | None = "mqsc", *, file: str = "<input>",
              on_unsupported: str = "error", explicit: bool = False, width: int = 72,
              variables: dict[str, str] | None = None, byte_order: str = "little", encoding: str | None = None,
              record_length: int | None = None, ccsid: int = 1208, existing: Existing | None = None) -> Translation:
    """Translate one script from ``source`` to ``target``.

    ``source`` "auto" recognises the dialect from the content; ``target`` None means the source dialect
    (a check: commands are read, validated and written back). A binary dialect (pcf-bin) reads bytes
    and its output is bytes, in ``byte_order``, its strings in ``ccsid``. A text dialect given as bytes is
    UTF-8 unless ``encoding`` names a CCSID or codec, and fixed records when ``record_length`` is given.
    Whatever ``data`` holds this never raises: a failure inside the translator is diagnostic MQT112 on a
    failed record for the whole script (arguments that name no dialect, policy, byte order or character set
    still raise ValueError: EncodingError for ``encoding``). ``existing``: the queues the queue manager already
    has (existing.read_existing), whose type a command that states none takes. ``stream`` gives the same
    translation piece by piece.
    """
    translation = stream(data, source, target, file=file, on_unsupported=on_unsupported, explicit=explicit,
                         width=width, variables=variables, byte_order=byte_order, encoding=encoding,
                         record_length=record_length, ccsid=ccsid, existing=existing)
    outputs: list[str | bytes] = []
    diagnostics: list[Diagnostic] = []
    records: list[Record] = []
    for step in translation:
        if step.void:
            outputs, diagnostics, records = [], [], []
        outputs.append(step.output)
        diagnostics += step.diagnostics
        records += step.records
    output = outputs[0][:0].join(outputs)  # type: ignore[attr-defined]  # all str, or all bytes
    return Translation(translation.source, translation.target, output, diagnostics, records)


class Step(NamedTuple):
    """The next piece of one script's translation: output to append, the records of the commands it completes and
    the diagnostics found up to it, in line order. A ``void`` step replaces everything given before it: the
    translator failed (MQT112), and nothing of the script is written."""

    output: str | bytes
    records: list[Record]
    diagnostics: list[Diagnostic]
    void: bool = False


_STEP = 32  # commands per step: few enough to stay in the processor cache, enough for each step to cost little


def stream(data: str | bytes, source: str = "auto", target: str | None = "mqsc", *, file: str = "<input>",
           on_unsupported: str = "error", explicit: bool = False, width: int = 72,
           variables: dict[str, str] | None = None, byte_order: str = "little", encoding: str | None = None,
           record_length: int | None = None, ccsid: int = 1208, existing: Existing | None = None,
           preceded: bool = False, followed: bool | Callable[[], bool] = False,
           queue_managers: QueueManagers | None = None) -> Stream:
    """``translate``, as the steps it is made of: the script is read, written and accounted for a few commands
    at a time, so that what is held is the input and one step, whatever the input's size. Raises ValueError
    as ``translate`` does, at once; never otherwise. Dialect and policy names are case-insensitive. ``preceded``:
    an earlier script holding a command is written into the same output before this one; ``followed``: other scripts
    after it, a bool or a function saying whether one of them holds a command (asked only when it matters: MQT130);
    ``queue_managers``: those of the output it is written into with the others (MQT316, MQT313)."""
    source, target, on_unsupported = source.lower(), target and target.lower(), on_unsupported.lower()
    if (source != "auto" and source not in DIALECTS) or (target is not None and target not in DIALECTS):
        raise ValueError(f"unknown dialect: {source if source != 'auto' and source not in DIALECTS else target}")
    policy = Policy(on_unsupported)
    if byte_order not in ("little", "big"):
        raise ValueError(f"byte_order must be 'little' or 'big', not {byte_order!r}")
    from translator.pcf.binary import ccsid_codec  # only pcf-bin writes strings in a CCSID

    if ccsid_codec(ccsid) is None:
        raise ValueError(f"pcf-bin strings: CCSID {ccsid} is not supported")
    check_encoding(encoding)
    options = WriteOptions(width=width, explicit=explicit, byte_order=byte_order, ccsid=ccsid, preceded=preceded,
                           followed=followed, queue_managers=queue_managers)
    return Stream(data, source, target, file, policy, options, variables, encoding, record_length, existing)


class Stream:
    """One script's translation as it is made: iterate for its steps. ``source`` and ``target`` are the dialects,
    known once the first step is given (the arguments' until then)."""

    def __init__(self, data: str | bytes, source: str, target: str | None, file: str, policy: Policy,
                 options: WriteOptions, variables: dict[str, str] | None, encoding: str | None,
                 record_length: int | None, existing: Existing | None = None) -> None:
        self.source, self.target = source, target or source
        self._data: str | bytes | None = data  # let go of once decoded: the caller need not keep it
        self._existing = existing
        self._left: Callable[[], Existing] | None = None  # makes what ``left`` gives, once all is read
        self._steps = self._guarded(source, target, file, policy, options, variables, encoding, record_length)

    def __iter__(self) -> Iterator[Step]:
        return self._steps

    @property
    def left(self) -> Existing | None:
        """The queues the script leaves, once all of it is read without a failure, for a target that states queue
        types: the existing queues of a script that runs after it (convert's next input); None otherwise."""
        return self._left() if self._left is not None else None

    def _leave(self, left: Callable[[], Existing]) -> None:
        self._left = left

    def _guarded(self, source: str, target: str | None, file: str, policy: Policy,
                 options: WriteOptions, variables: dict[str, str] | None, encoding: str | None,
                 record_length: int | None) -> Iterator[Step]:
        """The steps; a failure inside the translator is one void step (MQT112)."""
        stage = _Stage()
        with _cycle_collector_paused():
            try:
                yield from self._translated(source, target, file=file, policy=policy, options=options,
                                            variables=variables, encoding=encoding, record_length=record_length,
                                            stage=stage)
            except Exception as error:  # the last resort: one script's failure is a diagnostic, never an exception
                self._left = None  # nothing of it is written: it leaves the queues as they were
                failure = _internal_error(error, stage, file, source, target)
                self.source, self.target = failure.source, failure.target
                yield Step(failure.output, failure.records, failure.diagnostics, void=True)

    def _translated(self, source: str, target: str | None, *, file: str, policy: Policy, options: WriteOptions,
                    variables: dict[str, str] | None, encoding: str | None, record_length: int | None,
                    stage: _Stage) -> Iterator[Step]:
        data, self._data = self._data, None
        assert data is not None  # a stream is iterated once
        reporter = Reporter(policy)
        source, content = _decoded(data, source, file, reporter, encoding, record_length, stage)
        target = target or source
        self.source, self.target = source, target
        reader, writer = DIALECTS[source], DIALECTS[target]
        del data  # the decoded text is all that is read from now on
        if content is None:
            yield Step(b"" if writer.binary else "", [_file_record(file, source, reporter)], reporter.diagnostics)
            return
        variables = {k.upper(): v for k, v in (variables or {}).items()}
        _unused_variables(variables, source, file, reporter)
        decoding = list(reporter.found), reporter.errors  # what a reading started over starts with

        def read(reporter: Reporter, trailing: list[str]) -> Iterator[Item]:
            items = validated(reader.read_items(content, file, reporter, variables, trailing), source, reporter)
            checks = [dialect.script_check(self._existing, dialect is reader, source, reporter, file)
                      for dialect in (reader, *([writer] if writer is not reader else []))
                      if dialect.script_check is not None]
            items = typed_queues(items, source, writer, reporter, self._existing, _leaving(self._leave, checks), file)
            if reader.takes_variables and not writer.takes_variables:  # a name a CL variable holds
                items = variables_written(items, source, reporter)
            for check in checks:
                items = map(check.check, items)
            return items

        trailing: list[str] = []
        items = read(reporter, trailing)
        head, count, found = _up_to_a_command(items, reporter)
        if count and not found:
            failed = _not_a_script(file, source, target, writer.binary, reporter, count)
            yield Step(failed.output, failed.records, failed.diagnostics)
            return
        if not count and trailing and writer.comment is None:  # only comments, which no item carries: said here
            said_dropped(target, Span(file, 1, 1), reporter)
        if count > len(head):  # more lines that are no command came first than are held: each is written
            reporter, trailing = Reporter(policy, list(decoding[0]), decoding[1]), []
            items, head = read(reporter, trailing), []
        pulled: list[Item] = []
        fed = _meant(chain(head, items), source, target, reporter, stage, pulled)
        texts = writer.write_items(fed, trailing, reporter, options)
        yield from _steps(texts, pulled, source, reporter, writer.binary)


def _leaving(leave: Callable[[Callable[[], Existing]], None],
             checks: list[ScriptCheck]) -> Callable[[Callable[[], Existing]], None]:
    """``leave``, given the queues a script leaves with what the dialects' ``checks`` know of them after it."""
    if not checks:
        return leave

    def left(make: Callable[[], Existing]) -> None:
        leave(lambda: reduce(lambda existing, check: check.left(existing), checks, make()))
    return left


def _unused_variables(variables: dict[str, str], source: str, file: str, reporter: Reporter) -> None:
    """MQT124 for each -D variable, when the dialect's scripts have none (its reader says which a script uses)."""
    dialect = DIALECTS[source]
    if dialect.takes_variables:
        return
    for name in variables:
        reporter.report("MQT124", f"-D {name}=...: {dialect.title} scripts have no variables, so the value goes "
                        "nowhere", Span(file, 1, 1), expected="-D for the &variables of "
                        + " or ".join(f"{d.title} scripts" for d in DIALECTS.values() if d.takes_variables))


_READ_AHEAD = 32  # items read before the first of them is validated (as few as a step holds: see _STEP)


def validated(items: Iterable[Item], source: str, reporter: Reporter) -> Iterator[Item]:
    """The validation stage: each command checked against the registry's rules (validate.py), and rejected when
    reading or validating it reported an error (a Rejected item keeps what the reader read of it: its source text,
    the comments before it, its name). Items are read a run at a time, then validated, so that each stage runs
    over a run of them (see readers.logical_lines.in_runs)."""
    items = iter(items)
    while True:
        run, failed = [], []  # failed: whether reading each item reported an error
        before = reporter.errors
        for item in islice(items, _READ_AHEAD):
            run.append(item)
            failed.append(reporter.errors > before)
            before = reporter.errors
        if not run:
            return
        for item, read_failed in zip(run, failed, strict=True):
            if isinstance(item, Command):
                # Counted afresh: what the stages after this one reported about the items before is not this one's.
                before = reporter.errors
                validate(item, reporter, not read_failed)
                if read_failed or reporter.errors > before:
                    item = item.rejected(source)
            yield item


def variables_written(items: Iterable[Item], source: str, reporter: Reporter) -> Iterator[Item]:
    """The commands for a target without variables: one whose object (or source) a CL variable names (QNAME(&Q)) is
    MQT106, as the name cannot be written, and rejected, as validation rejects a command."""
    for item in items:
        if isinstance(item, Command) and item.variable_names:
            names = {NAME_KEY: item.name, FROM_KEY: item.from_name}
            for key, why in item.variable_names:
                said = f"{names[key]} has no value" + (f": {why}" if why else "")
                reporter.report("MQT106", said, item.span_of(key), item.source_text,
                                expected=f"-D {str(names[key])[1:]}=VALUE")
            item = item.rejected(source)
        yield item


def _decoded(data: str | bytes, source: str, file: str, reporter: Reporter, encoding: str | None,
             record_length: int | None, stage: _Stage) -> tuple[str, str | bytes | None]:
    """The dialect (``source``, or the one recognised) and the input as its reader reads it: text, or bytes for a
    binary dialect; None when it cannot be read (reported)."""
    stored = decoded_before_detection(data, source, encoding, record_length)
    content: str | bytes | None = as_text(data, file, reporter, encoding, record_length) if stored else None
    if content is not None:
        data = content
    maybe_pcf = source == "auto" and isinstance(data, bytes) and b"\0" in data[:MQCFH_STRUC_LENGTH]
    source = detect(data) if source == "auto" else source
    stage.doing = "reading"
    if not stored:
        if DIALECTS[source].binary:
            reading_options_unread(source, file, reporter, encoding, record_length)
            content = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
        else:
            content = as_text(data, file, reporter, maybe_pcf=maybe_pcf)
    return source, content


def holds_command(data: str | bytes, source: str = "auto", *, file: str = "<input>",
                  variables: dict[str, str] | None = None, encoding: str | None = None,
                  record_length: int | None = None) -> bool:
    """True when the script holds a command of its dialect, read or not: not only comments and blank lines, nor
    text that is no script (MQT117) or cannot be read (MQT101), which write nothing live. Reads up to the first
    command; never raises on what ``data`` holds (a failure inside the reader says True: what follows is unknown)."""
    try:
        reporter = Reporter()
        source, content = _decoded(data, source.lower(), file, reporter, encoding, record_length, _Stage())
        if content is None:
            return False
        defined = {k.upper(): v for k, v in (variables or {}).items()}
        return _up_to_a_command(DIALECTS[source].read_items(content, file, reporter, defined, []), reporter)[2]
    except Exception:  # the last resort, as for a translation
        return True


class Parsed(NamedTuple):
    """One script as its reader reads it (``parse``): its dialect, its model and the reader's diagnostics."""

    source: str
    script: Script
    diagnostics: list[Diagnostic]


def parse(data: str | bytes, source: str = "auto", *, file: str = "<input>", variables: dict[str, str] | None = None,
          encoding: str | None = None, record_length: int | None = None) -> Parsed:
    """Read one script into the model as ``translate`` reads it, with the diagnostics ``check`` gives for it but
    those of writing. Never raises on what ``data`` holds: a failure inside the reader is MQT112 and an empty
    script. Raises ValueError, as ``translate`` does, for a ``source`` or ``encoding`` it cannot use."""
    reading = Reading(data, source, file=file, variables=variables, encoding=encoding, record_length=record_length)
    items = list(reading)
    script = Script() if reading.failed else Script(items, reading.trailing)
    return Parsed(reading.source, script, reading.diagnostics)


class Reading:
    """One script read item by item, as ``parse`` reads it, for a reader of large inputs that holds one item at
    a time: iterate for the items; then ``trailing`` (the comments after the last) and ``diagnostics`` are
    complete. ``source`` is the dialect from the start. A failure inside the reader ends the items (``failed``)
    with MQT112 as the only diagnostic: the items given before it were read as they are."""

    def __init__(self, data: str | bytes, source: str = "auto", *, file: str = "<input>",
                 variables: dict[str, str] | None = None, encoding: str | None = None,
                 record_length: int | None = None) -> None:
        source = source.lower()
        if source != "auto" and source not in DIALECTS:
            raise ValueError(f"unknown dialect: {source}")
        check_encoding(encoding)
        self.source, self.file, self.trailing, self.failed = source, file, [], False
        self._stage, self._reporter = _Stage(), Reporter()
        self._verdict: list[Diagnostic] | None = None  # diagnostics that replace the reporter's (MQT117, MQT112)
        self._items: Iterator[Item] = iter(())
        self._read: Callable[[], Iterator[Item]] = lambda: iter(())
        try:
            self.source, content = _decoded(data, source, file, self._reporter, encoding, record_length, self._stage)
        except Exception as error:  # the last resort, as for a translation
            self._fail(error)
            return
        if content is not None:
            defined = {k.upper(): v for k, v in (variables or {}).items()}
            _unused_variables(defined, self.source, file, self._reporter)
            decoding = list(self._reporter.found), self._reporter.errors

            def read() -> Iterator[Item]:  # from the start, with what decoding reported (a reading started over)
                self._reporter = Reporter(Policy.ERROR, list(decoding[0]), decoding[1])
                self.trailing.clear()  # the same list: a caller may hold it already
                return validated(DIALECTS[self.source].read_items(content, file, self._reporter, defined,
                                                                  self.trailing), self.source, self._reporter)
            self._read = read
            self._items = read()

    def __iter__(self) -> Iterator[Item]:
        try:
            head, count, found = _up_to_a_command(self._items, self._reporter)
            if count and not found:  # as a translation says it: MQT117 and the first lines' diagnostics
                failed = _not_a_script(self.file, self.source, self.source, DIALECTS[self.source].binary,
                                       self._reporter, count)
                self._verdict = failed.diagnostics
            if count > len(head):  # not all held: every item is given, read again
                self._items, head = self._read(), []
                if not found:  # MQT117 stands for what reading them reports: let go of it as it comes
                    self._items = _forgetting(self._items, self._reporter)
            yield from head
            yield from self._items
        except Exception as error:  # the last resort, as for a translation
            self._fail(error)

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """What reading reported, in line order."""
        return self._reporter.diagnostics if self._verdict is None else self._verdict

    def _fail(self, error: Exception) -> None:
        failure = _internal_error(error, self._stage, self.file, self.source, None)
        self.source, self._verdict, self.failed, self._items = failure.source, failure.diagnostics, True, iter(())


class _Stage:
    """How far one translation got, for the message of a failure inside the translator."""

    __slots__ = ("doing",)

    def __init__(self) -> None:
        self.doing = "recognising"


def _unknown(item: Item) -> bool:
    """True for an item that is no command of its dialect: an unknown word, or (CL) a well-formed name that no
    vocabulary list knows."""
    return (isinstance(item, Rejected) and item.kind == UNKNOWN_COMMAND) or (isinstance(item, Passthrough)
                                                                              and not item.known)


def _forgetting(items: Iterator[Item], reporter: Reporter) -> Iterator[Item]:
    """``items``, with what reading each reported forgotten as it comes."""
    for item in items:
        reporter.keep_first(0)
        yield item


# The items held while no command of the dialect is read; past them, they are counted only.
_HELD = 1_000
_EXAMPLES = 3  # the diagnostics of the first lines MQT117 shows


def _up_to_a_command(items: Iterator[Item], reporter: Reporter) -> tuple[list[Item], int, bool]:
    """The items read up to the first that is a command of the dialect (read or not), how many were read, and
    whether one was. A file none of whose lines is a command is not a script (MQT117), which only its last line
    can tell; meanwhile at most ``_HELD`` items are held, and past them the diagnostics but the first
    ``_EXAMPLES`` (MQT117's) are forgotten: where a command comes after more, the caller reads the file again."""
    head: list[Item] = []
    kept = len(reporter.found) + _EXAMPLES
    count = 0
    for item in items:
        count += 1
        if count <= _HELD:
            head.append(item)
        else:
            reporter.keep_first(kept)
        if not _unknown(item):
            return head, count, True
    return head, count, False


def _meant(items: Iterator[Item], source: str, target: str, reporter: Reporter, stage: _Stage,
           pulled: list[Item]) -> Iterator[Item]:
    """``items`` as the writer is to see them (each dialect's ``meanings``, then processes crossing platforms), a
    few at a time; each is also added to ``pulled``, where its text finds it."""
    return chain.from_iterable(_meant_chunks(items, source, target, reporter, stage, pulled))


def _meant_chunks(items: Iterator[Item], source: str, target: str, reporter: Reporter, stage: _Stage,
                  pulled: list[Item]) -> Iterator[list[Item]]:
    typed: dict[str, object] = {}  # the ApplType the script gave each process so far (platform_meanings)
    while True:
        stage.doing = "reading"
        chunk = list(islice(items, _STEP))
        if not chunk:
            return
        stage.doing = "writing"
        script = Script(chunk)
        meanings(script, source, target, reporter)
        platform_meanings(script, source, target, reporter, typed)
        pulled += script.items
        yield script.items


def meanings(script: Script, source: str, target: str, reporter: Reporter) -> None:
    """Where a dialect means otherwise by the same spelling: its meanings, for a script crossing into or out of it."""
    reading, writing = DIALECTS[source], DIALECTS[target]
    if reading.meanings is writing.meanings:
        return
    for dialect in (reading, writing):
        if dialect.meanings is not None:
            dialect.meanings(script, dialect is reading, source, reporter)


def _drained(reporter: Reporter) -> list[Diagnostic]:
    """The diagnostics reported since the last call, in the order reported; the reporter starts afresh (its
    count of one command's diagnostics too, as the ones it counted are given away)."""
    found = reporter.found
    if found:
        reporter.found, reporter._source, reporter._in_order = [], None, True
    return found


def _steps(texts: Iterator[str] | Iterator[bytes], pulled: list[Item], source: str, reporter: Reporter,
           binary: bool) -> Iterator[Step]:
    """The texts, records and diagnostics of ``_STEP`` items at a time.

    An item owns the diagnostics from its first line to the next item's, so a step's records are made once the
    next step's items are written: by then every diagnostic about a line before them has been reported (reading
    and writing go forward through the file), and those are given, in line order. A text with no item pulled for
    it is the note of the comments after the last item.
    """
    waiting: list[Diagnostic] = []  # reported, not yet given
    items: list[Item] = []
    written: list = []
    while True:
        more = list(islice(texts, _STEP))
        if not more:
            break
        new = pulled[:len(more)]
        del pulled[:len(more)]
        if new and items:
            ready, waiting = _before(waiting + _drained(reporter), new[0].span.line)
            yield Step(_joined(written, binary), _records(items, written, source, ready), ready)
            items, written = [], []
        items += new
        written += more
    ready = sorted(waiting + _drained(reporter), key=_line)
    yield Step(_joined(written, binary), _records(items, written, source, ready), ready)


def _line(diagnostic: Diagnostic) -> int:
    return diagnostic.span.line


def _before(diagnostics: list[Diagnostic], line: int) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """``diagnostics`` about lines before ``line``, in line order (report order within a line), and the others."""
    if not diagnostics:
        return [], []
    ready = sorted((d for d in diagnostics if d.span.line < line), key=_line)
    return ready, [d for d in diagnostics if d.span.line >= line] if len(ready) < len(diagnostics) else []


def _joined(texts: list, binary: bool) -> str | bytes:
    """The output of some items' texts: a binary dialect's messages back to back, or text lines (nothing for an
    empty text)."""
    if binary:
        return b"".join(texts)
    lines = list(filter(None, texts))
    return "\n".join(lines) + "\n" if lines else ""


_DETAIL = 200  # characters of an exception's text kept in MQT112's message


def _internal_error(error: Exception, stage: _Stage, file: str, source: str, target: str | None) -> Translation:
    """The whole script as one failed record with MQT112: nothing of it is written."""
    try:
        detail = str(error)
    except Exception:  # an exception that cannot say what it is
        detail = ""
    detail = detail if len(detail) <= _DETAIL else detail[:_DETAIL] + "..."
    reporter = Reporter()
    reporter.report("MQT112", f"internal error while {stage.doing} this file ({type(error).__name__}: {detail!r}); "
                    "nothing of it is written: please report it", Span(file, 1, 1))
    dialect = "" if source == "auto" else source
    binary = DIALECTS[target or source].binary if (target or source) in DIALECTS else False
    return Translation(dialect, target or dialect, b"" if binary else "", reporter.diagnostics,
                       [_file_record(file, dialect, reporter)])


def _not_a_script(file: str, source: str, target: str, binary: bool, reporter: Reporter, read: int) -> Translation:
    """A file none of whose lines is a command of ``source`` (prose, Markdown, YAML, another dialect): one failed
    record for the file, MQT117, and the first lines' own diagnostics as examples; nothing is written."""
    examples = reporter.diagnostics[:_EXAMPLES]
    verdict = Reporter(reporter.policy)
    verdict.report("MQT117", f"none of the {read:,} commands read is a {source} command: this is not a command "
                   "script", Span(file, 1, 1),
                   expected=f"a {source} script, or --from naming the file's dialect")
    diagnostics = verdict.diagnostics + examples
    record = Record(file, 1, 1, source, "file", "", "", "", "failed", tuple(diagnostics))
    return Translation(source, target, b"" if binary else "", diagnostics, [record])


def _file_record(file: str, source: str, reporter: Reporter) -> Record:
    return Record(file, 1, 1, source, "file", "", "", "", "failed", tuple(reporter.diagnostics))


def _owned(items: list[Item], diagnostics: list[Diagnostic]) -> list[list[Diagnostic]]:
    """For each item, the diagnostics whose line falls between its first line and the next item's; the first item
    also owns those before it (about the file, as a -D value it does not use, or its first comments), which would
    otherwise be in no record (batch's rows are its records)."""
    starts = [item.span.line for item in items]
    owned: list[list[Diagnostic]] = [[] for _ in items]
    if not owned:
        return owned
    for diagnostic in diagnostics:
        owned[max(bisect_right(starts, diagnostic.span.line) - 1, 0)].append(diagnostic)
    return owned


def _records(items: list[Item], texts: Sequence[str | bytes], source: str, diagnostics: list[Diagnostic]) -> list[Record]:
    """One record per input command, with the diagnostics whose line falls inside it."""
    owned: Iterable[list[Diagnostic] | tuple[()]] = _owned(items, diagnostics) if diagnostics else repeat(())
    records = []
    for item, text, found in zip(items, texts, owned, strict=False):
        if isinstance(item, Command):
            kind, name, source_text = _KINDS[item.action, item.object_type], item.name, item.source_text
            status = "translated" if text and text.__class__ is not Note else "skipped"
        else:
            kind, name, source_text = item.kind, getattr(item, "name", ""), item.text
            status = "failed" if isinstance(item, Rejected) else \
                "passed-through" if text and text.__class__ is not Note else "skipped"
        if found and any(d.severity is Severity.ERROR for d in found):
            status = "failed"
        if status == "failed":
            text = ""
        elif not isinstance(text, str):  # a binary dialect's message, kept as its hex
            text = text.hex()
        span = item.span  # a Record made as the tuple it is, without namedtuple's Python-level __new__
        records.append(_new(Record, (span.file, span.line, span.column, source, kind, name, source_text, text,
                                     status, tuple(found) if found else ())))
    return records
