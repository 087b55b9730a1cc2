"""What the text writers share: the script loop, pass-through, and notes for untranslated items."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from translator.diagnostics import CODES, Diagnostic, Reporter
from translator.dialects import PerDialect, detect
from translator.model import Action, Command, Item, Passthrough, Rejected, Span, Unchanged
from translator.model.characters import UnsafeText, unsafe_in_script, visible
from translator.writers.rendering import render

CommandWriter = Callable[[Command], str]
_CHANGE = Action.CHANGE  # read once: an enum member read from its class goes through the enum's metaclass


class Note(str):
    """Text that is comments only: what it stands for was not written as a live command (status skipped)."""

    __slots__ = ()


def source_lines(text: str) -> list[str]:
    """The lines of a source text as the readers split it: any other line end (CR, NEL, U+2028) stays
    inside its line, for the note templates to escape visibly."""
    return text.split("\n") if text else []


# Whether a dialect's commands go on on the next line (+ and -): its writer folds them at the width.
_CONTINUED: PerDialect[bool] = PerDialect(lambda dialect: "width" in dialect.write_options)
# The longest line a dialect's reader takes (MQSC: runmqsc's 2,048 characters), 0 for any.
_LONGEST: PerDialect[int] = PerDialect(lambda dialect: getattr(dialect.vocabulary, "LONGEST_LINE", 0))


def note(dialect: str, comments: list[str], lines: list[str], width: int = 0, command: Sequence[str] = (),
         written_in: str = "") -> Note:
    """Comment lines in ``dialect`` (templates/<dialect>/note.j2), each at most ``width`` long (0: any): the
    ``comments``, the ``lines`` saying what the note stands for, then the lines of the ``command`` it stands for, of
    dialect ``written_in``, folded only where that dialect goes on (so that they copy back as the command)."""
    continued = _CONTINUED[written_in] if written_in else False
    return Note(render(dialect, "note", comments=comments, lines=lines, width=width, command=command,
                       continued=continued, longest=_LONGEST[dialect]))


def command_note(dialect: str, comments: list[str], heading: str, text: str, written_in: str | None,
                 width: int) -> Note:
    """The note standing for a command not written live: ``heading`` (why), then its ``text`` as the dialect it is
    ``written_in`` reads it (None: the one its text is recognised as), each line a comment line."""
    return note(dialect, comments, [heading], width, source_lines(text), written_in or detect(text))


def write_script(dialect: str, items: Iterable[Item], trailing: Sequence[str], reporter: Reporter,
                 write_command: CommandWriter, width: int = 0) -> Iterator[str]:
    """One text per item, as each is read; a command whose translation reported an error is written as a comment
    only. Then a note of the ``trailing`` comments, which are known once the last item is read."""
    last = ""  # the text of the last item but a watching one (a CL MONMSG): a Note when it is not written live
    for item in items:
        if isinstance(item, Passthrough):
            if item.watches:  # its command not written, it would watch the one before that
                live = last and last.__class__ is not Note
                yield _passthrough(dialect, item, reporter, width) if live else _unwatched(dialect, item, reporter, width)
                continue
            last = _passthrough(dialect, item, reporter, width)
            yield last
        elif isinstance(item, Rejected):
            last = command_note(dialect, item.comments, f"not translated ({item.kind} has errors):", item.text,
                                item.dialect, width)
            yield last
        else:
            before, reported = reporter.errors, len(reporter.found)
            text = _checked(item, write_command, reporter)
            if reporter.errors > before:
                text = command_note(dialect, item.comments, "not translated (see the errors reported):",
                                    item.source_text, None, width)
            elif item.action is _CHANGE and changes_nothing(item, reporter.found, reported):
                text = command_note(dialect, item.comments, f"not translated (none of its changes can be written in "
                                    f"{dialect}):", item.source_text, None, width)
            last = text
            yield text
    if trailing:
        yield note(dialect, list(trailing), [], width)


def _unwatched(dialect: str, item: Passthrough, reporter: Reporter, width: int) -> Note:
    """MQT132: a CL MONMSG whose command is not written (it failed), as a note: written, it would watch another."""
    if item.dialect == dialect:  # copied verbatim otherwise: into another dialect it is a note anyway
        reporter.report("MQT132", f"this {visible(item.kind)} watches a command that is not written: written, it would "
                        "watch the command before that one", item.span, item.text,
                        expected="the command it watches, without errors")
        return command_note(dialect, item.comments, "not copied (the command it watches is not written):", item.text,
                            item.dialect, width)
    return _passthrough(dialect, item, reporter, width)  # type: ignore[return-value]


def changes_nothing(command: Command, found: list[Diagnostic], reported: int) -> bool:
    """True for a change that changes nothing the target can express, under warn or ignore: written, it would be a
    command that does nothing, counted as translated. ``found[reported:]`` are the diagnostics of writing it; where
    no change is left to write, one an earlier stage (the dialects' meanings) left out is among ``found`` before."""
    if len(found) > reported:  # writing it reported something: whether that left out every change
        changes = {name for name, value in command.attributes.items() if value.__class__ is not Unchanged}
        if changes:
            return changes <= {d.attribute for d in found[reported:] if d.attribute and CODES[d.code].lossy}
    else:
        for value in command.attributes.values():
            if value.__class__ is not Unchanged:
                return False  # a change, and nothing reported while writing it
    # An earlier stage's diagnostic is this command's when it holds this command's source text (the same object);
    # commands made without a source (from the model) share "", so none is theirs.
    source = command.source_text
    return bool(source) and any(d.attribute and CODES[d.code].lossy and d.source_text is source for d in found)


def _checked(command: Command, write_command: CommandWriter, reporter: Reporter) -> str:
    """``command`` written, or "" with MQT207 when a value would bring an unprintable character into the
    output (validate.py reports these first: this is the last line of defence, whatever the reader)."""
    try:
        text = write_command(command)
    except UnsafeText as unsafe:
        return _unsafe(command, visible(unsafe.text), reporter)
    found = unsafe_in_script(text)
    return text if found is None else _unsafe(command, visible(text[max(found.start() - 20, 0):found.end() + 20]),
                                              reporter)


def _unsafe(command: Command, shown: str, reporter: Reporter) -> str:
    reporter.report("MQT207", f"'{shown}' holds an unprintable character, which is never written into a script",
                    command.span, command.source_text, expected="printable characters")
    return ""


def _passthrough(dialect: str, item: Passthrough, reporter: Reporter, width: int) -> str | Note:
    if item.dialect == dialect:
        found = unsafe_in_script(item.text)
        if found is None:
            # Only CL has labels, and only its template takes one.
            labelled = {"label": item.label} if item.label else {}
            return render(dialect, "verbatim", comments=item.comments, text=item.text, width=width, **labelled)
        reporter.report("MQT207", f"{visible(item.kind)} holds the unprintable character {visible(found.group())}, "
                        "so it is not copied verbatim", item.span, item.text, expected="printable characters")
        return command_note(dialect, item.comments, f"not copied ({visible(item.kind)} has an unprintable character):",
                            item.text, item.dialect, width)
    report_passthrough(dialect, item, reporter)
    return command_note(dialect, item.comments, f"not translated ({item.dialect} {item.kind}):", item.text,
                        item.dialect, width)


def said_dropped(dialect: str, span: Span, reporter: Reporter) -> None:
    """MQT403: the script's comments are not carried into ``dialect``, which has none."""
    reporter.report("MQT403", f"{dialect} has no comments; the script's comments are not carried", span)


def report_passthrough(dialect: str, item: Passthrough, reporter: Reporter) -> None:
    """MQT401: a command outside queues, namelists and processes, read in another dialect, has no ``dialect`` form."""
    reporter.report("MQT401", f"{visible(item.kind)} is outside queues, namelists and processes and has no {dialect} translation",
                    item.span, item.text)
