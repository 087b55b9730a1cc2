"""What the PCF writers share: one message (or verbatim PCF) per script item, nothing for the rest.

PCF has no comments and no way to keep a command it cannot translate, so those are left out
after the readers' and the encoder's diagnostics have said why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

from translator.diagnostics import Reporter
from translator.model import Action, Command, Item, Passthrough
from translator.pcf.binary import PcfMessage
from translator.pcf.encoder import Encoder
from translator.pcf.text import NotCarried
from translator.writers.context import QueueManagers
from translator.writers.text_writer import changes_nothing, report_passthrough, said_dropped

T = TypeVar("T", str, bytes)


def write_messages(dialect: str, items: Iterable[Item], trailing: Sequence[str], reporter: Reporter,
                   form: Callable[[PcfMessage], T], verbatim: Callable[[Passthrough], T], empty: T,
                   finish: Callable[[Command, PcfMessage], PcfMessage | None] | None = None,
                   queue_managers: QueueManagers | None = None,
                   carry: tuple[str, Callable[[Passthrough], T]] | None = None) -> Iterator[T]:
    """One output per item, as each is read: ``form`` of its message, ``verbatim`` of a PCF command of the same
    dialect outside queues, namelists and processes (``carry``: the other PCF dialect, and how its command is
    carried, exactly or not at all, reported), else ``empty``.

    ``finish`` completes a command's message for the dialect (pcf-bin: strings in a CCSID), or reports why
    it cannot and returns None. ``queue_managers``: as WriteOptions has them.
    """
    encoder = Encoder(reporter, queue_managers)
    for item in dropping_comments(dialect, items, trailing, reporter):
        output = empty
        if isinstance(item, Passthrough) and item.dialect == dialect:
            output = verbatim(item)
        elif isinstance(item, Passthrough) and carry is not None and item.dialect == carry[0]:
            output = carry[1](item)
        elif isinstance(item, Passthrough):
            report_passthrough(dialect, item, reporter)
        elif isinstance(item, Command):
            before, reported = reporter.errors, len(reporter.found)
            message: PcfMessage | None = encoder.message(item)
            if finish is not None:
                message = finish(item, message)
            formed = _formed(form, message, item, reporter) if message is not None and reporter.errors == before \
                else None
            if item.action is Action.CHANGE and changes_nothing(item, reporter.found, reported):
                formed = None  # a change of nothing the target can express: nothing to send
            output = empty if formed is None else formed
        yield output


def _formed(form: Callable[[PcfMessage], T], message: PcfMessage, command: Command, reporter: Reporter) -> T | None:
    """``form`` of the message, or None (reported at the command) when a value cannot be encoded, such as a
    character outside the string's CCSID or an integer wider than its structure."""
    try:
        return form(message)
    except (ValueError, TypeError) as error:
        reporter.report("MQT201", f"the PCF message cannot hold a value: {error}", command.span, command.source_text,
                        expected="values the PCF structures can encode")
        return None


def dropping_comments(dialect: str, items: Iterable[Item], trailing: Sequence[str], reporter: Reporter) -> Iterator[Item]:
    """``items``, with MQT403 once, before the first item whose comments cannot be carried is given (the last one,
    when only ``trailing`` comments follow it). Each item is given once the next is read, as only then is it known
    whether it is the last."""
    said = False
    previous: Item | None = None
    for item in items:
        if previous is not None:
            yield previous
        if not said and item.comments:
            said = _dropped(dialect, item, reporter)
        previous = item
    if previous is not None:
        if not said and trailing:
            _dropped(dialect, previous, reporter)
        yield previous


def _dropped(dialect: str, holder: Item, reporter: Reporter) -> bool:
    said_dropped(dialect, holder.span, reporter)
    return True



def not_carried(dialect: str, item: Passthrough, problem: NotCarried, reporter: Reporter) -> None:
    """MQT401: a command passed through that ``dialect``, the other PCF form, cannot hold exactly."""
    reporter.report("MQT401", f"{item.kind} cannot be carried into {dialect} exactly: {problem}", item.span,
                    item.text, expected="structures and values both PCF forms spell exactly")
