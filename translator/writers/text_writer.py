"""What the text writers share: the script loop, pass-through, and notes for untranslated items."""

from __future__ import annotations

from collections.abc import Callable

from translator.diagnostics import Reporter
from translator.model import Command, Passthrough, Rejected, Script
from translator.writers.rendering import render

CommandWriter = Callable[[Command], str]


class Note(str):
    """Text that is comments only: what it stands for was not written as a live command (status skipped)."""

    __slots__ = ()


def note(dialect: str, comments: list[str], lines: list[str]) -> Note:
    """Comment lines in ``dialect`` (templates/<dialect>/note.j2)."""
    return Note(render(dialect, "note", comments=comments, lines=lines))


def write_script(dialect: str, script: Script, reporter: Reporter, write_command: CommandWriter) -> list[str]:
    """One text per item; a command whose translation reported an error is written as a comment only."""
    texts = []
    for item in script.items:
        if isinstance(item, Passthrough):
            texts.append(_passthrough(dialect, item, reporter))
        elif isinstance(item, Rejected):
            texts.append(note(dialect, item.comments, [f"not translated ({item.kind} has errors):",
                                                       *item.text.splitlines()]))
        else:
            before = reporter.errors
            text = write_command(item)
            if reporter.errors > before:
                text = note(dialect, item.comments, ["not translated (see the errors reported):",
                                                     *item.source_text.splitlines()])
            texts.append(text)
    if script.trailing_comments:
        texts.append(note(dialect, script.trailing_comments, []))
    return texts


def _passthrough(dialect: str, item: Passthrough, reporter: Reporter) -> str | Note:
    if item.dialect == dialect:
        return render(dialect, "verbatim", comments=item.comments, text=item.text)
    report_passthrough(dialect, item, reporter)
    return note(dialect, item.comments, [f"not translated ({item.dialect} {item.kind}):", *item.text.splitlines()])


def report_passthrough(dialect: str, item: Passthrough, reporter: Reporter) -> None:
    """MQT401: a command outside queues and namelists, read in another dialect, has no ``dialect`` form."""
    reporter.report("MQT401", f"{item.kind} is outside queues and namelists and has no {dialect} translation",
                    item.span, item.text)
