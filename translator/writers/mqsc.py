"""MQSC writer: DEFINE/ALTER/DELETE commands from the canonical model, through templates/mqsc."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain

from translator.diagnostics import Reporter
from translator.dialects import mqsc_vocabulary as vocabulary
from translator.model import Action, Command, Item, Script, SystemDefault, Unchanged, Value
from translator.readers.mqsc import ENDS
from translator.registry import Attribute, Kind
from translator.registry.objects import BY_TYPE
from translator.semantics import stated_type
from translator.writers import joined, spelling
from translator.writers.context import QueueManagerContext
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import render
from translator.writers.text_writer import write_script

VERBS = {Action.CREATE: "DEFINE", Action.COPY: "DEFINE", Action.CHANGE: "ALTER", Action.DELETE: "DELETE"}


class MqscSurface(spelling.Surface[None]):
    """MQSC's spelling: flags where the registry says (TRIGGER/NOTRIGGER, REPLACE), no *SAME or system
    default (leaving the keyword out of ALTER or DEFINE says them), ``()`` for an empty name list."""

    column = "mqsc"

    def omits(self, attribute: Attribute, value: Value, where: None) -> bool:
        return isinstance(value, Unchanged | SystemDefault)

    def blank(self, attribute: Attribute) -> str:
        return "" if attribute.kind is Kind.NAME_LIST else "' '"


SURFACE = MqscSurface()


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (commands, verbatim MQSC, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    context = QueueManagerContext("is not an MQSC keyword: run these commands with runmqsc {name}",
                                  options.queue_managers)
    width = options.width if 0 < options.width <= vocabulary.LONGEST_LINE else vocabulary.LONGEST_LINE
    if options.followed:
        items = joined.bounded(items, reporter, options, "mqsc", ENDS, frozenset(), {}, "MQT314")
    return write_script("mqsc", items, trailing, reporter, lambda command: _command(command, reporter, width, context),
                        width)


def _context_note(command: Command, reporter: Reporter, context: QueueManagerContext, errors: int) -> list[str]:
    name = context.note(command, reporter, errors)
    if name is None:
        return []
    return [f"Queue manager {name} (from CL MQMNAME): run with runmqsc {name}" if name else
            "Default queue manager (CL MQMNAME *DFT or none): runmqsc with no name"]


def _command(command: Command, reporter: Reporter, width: int, context: QueueManagerContext) -> str:
    object_type, errors = stated_type(command), reporter.errors
    parameters = spelling.laid_out(SURFACE, "mqsc", None, command,
                                   chain(command.attributes.items(), command.options.items()), reporter)
    return render("mqsc", "command", comments=command.comments + _context_note(command, reporter, context, errors),
                  verb=VERBS[command.action], noun=BY_TYPE[object_type].spelling("mqsc"), name=quote(command.name),
                  like=quote(command.from_name) if command.from_name else None, parameters=parameters,
                  width=width)
