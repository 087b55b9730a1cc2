"""TPF ZMQSC writer: DEF/ALT/DEL of local, alias and remote queues, through templates/tpf.

What TPF cannot express is reported, never dropped: model queues, namelists, processes, copies (LIKE) and
SYSTEM.DEFAULT queues are MQT305; an attribute its registry ``TpfRule`` does not give the command is MQT301.
A value taken from a system default queue (CL *SYSDFTQ) is left out, as IBM i gives it for a parameter left out:
TPF has no such queues, and takes its own default for what a DEF leaves out, whatever the source dialect. TPF commands
do not continue, so each is written on one line whatever the width.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain

from translator.diagnostics import Reporter
from translator.dialects import tpf_vocabulary as vocabulary
from translator.dialects.tpf_rules import RULES, takes
from translator.model import (
    Action,
    Blank,
    Command,
    Explicit,
    Item,
    ObjectType,
    Script,
    SystemDefault,
    Unchanged,
    Value,
)
from translator.registry import Attribute
from translator.registry.objects import BY_TYPE
from translator.semantics import stated_type
from translator.writers import spelling
from translator.writers.context import QueueManagerContext
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import render
from translator.writers.text_writer import note, source_lines, write_script

# Unquoted TPF names and values: the characters the ZMQSC pages allow, upper case.
_UNQUOTED = re.compile(r"[A-Z0-9%/_.]+\Z")
# ZMQSC reserves the queue name ALL (DEF QL: "Do not specify a local queue name of ALL").
RESERVED_NAME = "ALL"


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (ZMQSC commands, verbatim ZMQSC, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    context = QueueManagerContext("is not a ZMQSC keyword: TPF has one queue manager, so enter these commands on "
                                  "the TPF system of {name}", options.queue_managers)  # one line per command
    return write_script("tpf", items, trailing, reporter, lambda command: _command(command, reporter, context))


def _command(command: Command, reporter: Reporter, context: QueueManagerContext) -> str:
    object_type = stated_type(command)
    reason = _no_equivalent(command, object_type)
    if reason:
        reporter.report("MQT305", reason, command.span, command.source_text)
        return note("tpf", command.comments, [f"not translated ({reason}):", *source_lines(command.source_text)])
    if command.name == RESERVED_NAME:  # as the TPF reader rejects it, for every queue type
        reporter.report("MQT201", f"{RESERVED_NAME} is not a valid TPF queue name: ZMQSC reserves it", command.span,
                        command.source_text, expected=f"a queue name other than {RESERVED_NAME}")
        return ""
    errors = reporter.errors
    parameters = spelling.laid_out(SURFACE, "tpf", (command.action, object_type), command,
                                   chain(command.attributes.items(), command.options.items()), reporter)
    manager = context.note(command, reporter, errors)
    comments = command.comments + ([] if manager is None else
                                   [f"Queue manager {manager} (from CL MQMNAME): enter on its TPF system" if manager
                                    else "The default queue manager (CL MQMNAME *DFT or none): enter on its TPF system"])
    return render("tpf", "command", comments=comments, verb=vocabulary.WRITTEN_VERBS[command.action],
                  noun=BY_TYPE[object_type].spelling("tpf"), name=SURFACE.text(command.name),
                  parameters=parameters)


def _no_equivalent(command: Command, object_type: ObjectType) -> str:
    """Why ZMQSC has no command for this one, or "" when it has."""
    missing = vocabulary.missing_object(object_type)
    if missing:
        return missing
    if command.action is Action.COPY:
        return f"TPF has no LIKE: ZMQSC DEF cannot copy the attributes of {command.from_name}"
    base = command.attributes.get("BaseType")
    if isinstance(base, Explicit) and base.value == "MQOT_TOPIC":
        return "TPF has no topics: ZMQSC DEF QA's TARGQ- names a queue, so this alias for a topic would name a queue"
    if command.name.startswith("SYSTEM.DEFAULT."):  # names are case-sensitive: system.default.x is a user's
        return f"TPF has no SYSTEM.DEFAULT queues (its only default queues are {' and '.join(sorted(vocabulary.OWN_QUEUES))})"
    return ""


def _text(text: str) -> str:
    """A name or string as ZMQSC writes it: bare when TPF reads it back unchanged, else quoted; one with a character
    a TPF console, EBCDIC, cannot hold is not written (MQT209)."""
    if not text.isascii() and (found := vocabulary.not_on_console(text)):
        raise spelling.NotExpressible("MQT209", found[1], vocabulary.CONSOLE_CHARACTERS)
    return text if _UNQUOTED.match(text) else quote(text)


class TpfSurface(spelling.Surface[tuple[Action, ObjectType]]):
    """ZMQSC's spelling, per action and queue type: a command takes the parameters the registry's ``TpfRule`` gives it,
    attributes without a TPF keyword are flags (PURGE), values it writes by leaving the keyword out (NOREPLACE,
    no FORCE, *SAME, the system default) are left out whatever the command takes, and names and strings are bare
    when TPF reads them back unchanged."""

    column = "tpf"

    def omits(self, attribute: Attribute, value: Value, where: tuple[Action, ObjectType]) -> bool:
        if isinstance(value, (Unchanged, SystemDefault)):
            return True
        if isinstance(value, Blank):  # a blank TPF holds when the keyword is left out (no description at all)
            return where[0] in attribute.blank_held.get("tpf", ())
        found = attribute.value_by_pcf(str(value.value)) if isinstance(value, Explicit) else None
        return found is not None and found.spelling("tpf") == ""

    def refusal(self, attribute: Attribute, where: tuple[Action, ObjectType]) -> str | None:
        if takes(attribute, *where):
            return None
        return f"{vocabulary.command_name(*where)} has no parameter for {attribute.name}"

    def blank(self, attribute: Attribute) -> str:
        rule = RULES[attribute]
        if rule is not None and not rule.blank:
            raise spelling.NotExpressible("MQT302", f"{attribute.name} blank cannot be expressed in tpf: ZMQSC "
                                          f"{attribute.spelling('tpf')}- takes a 1- to {attribute.max_length}-character "
                                          "name, never a blank one")
        return super().blank(attribute)

    text = staticmethod(_text)


SURFACE = TpfSurface()

