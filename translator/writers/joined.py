"""A script written into one output with other inputs (convert's): what ends the script or must start it (MQT130).

runmqsc reads nothing after END (EXIT, QUIT), and IBM i compiles one program from a source member, PGM first, and
runs nothing after ENDPGM, nor after a statement its reader marks as ending the program whenever it gets there
(``Passthrough.ends``: a RETURN at the program's level, not one in a group or jumped over). Such a command is not
written (a failed record, as any command with an error), so that the output holds nothing live that its record says
was not; and what stood after it in its own script, which never ran, is refused under the policy (MQSC: MQT314, CL:
MQT310), as it would run once the end is gone.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from translator.diagnostics import Reporter
from translator.model import Command, Item, Passthrough, Rejected
from translator.writers.options import WriteOptions


def bounded(items: Iterable[Item], reporter: Reporter, options: WriteOptions, dialect: str, ends: frozenset[str],
            starts: frozenset[str], after_code: str) -> Iterator[Item]:
    """``items`` of a script of ``dialect`` written between other inputs: a command in ``ends`` (or marked as one
    that ends the script) while a later input holds a command, or one in ``starts`` after an earlier input's, is
    MQT130 and rejected; after a rejected end, a command or ``dialect`` statement that would be written live is
    ``after_code`` under the policy."""
    ended = ""  # the end not written ("END at line 4"), once there is one
    for item in items:
        if isinstance(item, Passthrough) and item.dialect == dialect and _joined(item, options, ends, starts):
            _report_joined(item, reporter, _ending(item, ends))
            ended = ended or (f"{item.kind} at line {item.span.line}" if _ending(item, ends) else "")
            yield _rejected(item)
        elif ended and (isinstance(item, Command) or (isinstance(item, Passthrough) and item.dialect == dialect)):
            errors = reporter.errors
            text = item.source_text if isinstance(item, Command) else item.text
            what = f"{item.kind} {item.name}".rstrip()
            reporter.report(after_code, f"{what} stands after the {ended}, which is not written as other inputs "
                            "follow it in this output: it never ran, and written here it would run", item.span, text,
                            expected=reporter.or_written("the command before the end of its script"))
            yield (item.rejected(dialect) if isinstance(item, Command) else _rejected(item)) \
                if reporter.errors > errors else item
        else:
            yield item


def _joined(item: Passthrough, options: WriteOptions, ends: frozenset[str], starts: frozenset[str]) -> bool:
    """True for an end while a later input holds a command, or a start after an earlier input's."""
    if _ending(item, ends):
        return options.later_commands()
    return item.kind in starts and options.preceded


def _ending(item: Passthrough, ends: frozenset[str]) -> bool:
    """True for a statement that ends the script: one of ``ends``, or one its reader marks (``Passthrough.ends``)."""
    return item.ends or item.kind in ends


def _report_joined(item: Passthrough, reporter: Reporter, ends: bool) -> None:
    said = "ends the script before other inputs' commands in this output, which would never run" if ends else \
        "stands after other inputs' commands in this output, where it must start the source"
    reporter.report("MQT130", f"{item.kind} {said}: it is not written", item.span, item.text,
                    expected=f"each input converted into an output of its own, or no {item.kind} before the last "
                    "input's commands" if ends else "each program converted into an output of its own")


def _rejected(item: Passthrough) -> Rejected:
    """The statement as a rejected item: written as a comment only."""
    return Rejected(item.dialect, item.kind, item.text, item.span, item.comments, item.name)
