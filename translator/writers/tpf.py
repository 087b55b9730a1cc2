"""TPF ZMQSC writer: DEF/ALT/DEL of local, alias and remote queues, through templates/tpf.

What TPF cannot express is reported, never dropped: model queues, namelists, copies (LIKE) and
SYSTEM.DEFAULT queues are MQT305; an attribute outside the registry's ``tpf_types`` is MQT301;
a value taken from a system default queue (CL *SYSDFTQ) is MQT302, as TPF has none. TPF commands
do not continue, so each is written on one line whatever the width.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import tpf_vocabulary as vocabulary
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
from translator.registry import Kind
from translator.registry.objects import BY_TYPE
from translator.semantics import queue_type
from translator.writers import spelling
from translator.writers.context import QueueManagerContext
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import render
from translator.writers.text_writer import note, source_lines, write_script

# Unquoted TPF names and values: the characters the ZMQSC pages allow, upper case (seed 002).
_UNQUOTED = re.compile(r"[A-Z0-9%/_.]+\Z")
# ZMQSC reserves the queue name ALL (DEF QL: "Do not specify a local queue name of ALL").
RESERVED_NAME = "ALL"


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (ZMQSC commands, verbatim ZMQSC, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    del options  # one line per command; TPF has no continuation
    context = QueueManagerContext("is not a ZMQSC keyword: TPF has one queue manager, so enter these commands on "
                                  "the TPF system of {name}")
    return write_script("tpf", items, trailing, reporter, lambda command: _command(command, reporter, context))


def _command(command: Command, reporter: Reporter, context: QueueManagerContext) -> str:
    object_type = queue_type(command, reporter, "TPF")
    if object_type is None:
        return ""
    reason = _no_equivalent(command, object_type)
    if reason:
        reporter.report("MQT305", reason, command.span, command.source_text)
        return note("tpf", command.comments, [f"not translated ({reason}):", *source_lines(command.source_text)])
    if command.name == RESERVED_NAME:  # as the TPF reader rejects it, for every queue type
        reporter.report("MQT201", f"{RESERVED_NAME} is not a valid TPF queue name: ZMQSC reserves it", command.span,
                        command.source_text, expected=f"a queue name other than {RESERVED_NAME}")
        return ""
    parameters = [text for name, value in {**command.attributes, **command.options}.items()
                  if (text := _parameter(command, object_type, name, value, reporter))]
    manager = context.note(command, reporter)
    comments = command.comments + ([f"Queue manager {manager} (from CL MQMNAME): enter on its TPF system"]
                                   if manager else [])
    return render("tpf", "command", comments=comments, verb=vocabulary.WRITTEN_VERBS[command.action],
                  noun=BY_TYPE[object_type].tpf, name=_text(command.name), parameters=parameters)


def _no_equivalent(command: Command, object_type: ObjectType) -> str:
    """Why ZMQSC has no command for this one, or "" when it has."""
    if object_type is ObjectType.NAMELIST:
        return "TPF has no namelists"
    if object_type is ObjectType.MODEL:
        return "TPF has no model queues"
    if command.action is Action.COPY:
        return f"TPF has no LIKE: ZMQSC DEF cannot copy the attributes of {command.from_name}"
    if command.name.upper().startswith("SYSTEM.DEFAULT."):
        return "TPF has no SYSTEM.DEFAULT queues (its only default queues are DEAD.LETTER.QUEUE and " \
               "SPECIAL.RECOVERY.QUEUE)"
    return ""


def _parameter(command: Command, object_type: ObjectType, name: str, value: Value, reporter: Reporter) -> str:
    """``KEYWORD-value``, a flag, or "" when the value is expressed by leaving the keyword out."""
    attribute = registry.by_name(name)
    accepted = attribute.in_tpf(command.action, object_type)
    if attribute.context or isinstance(value, Unchanged) or _omitted(attribute, value, accepted):
        return ""  # context (see QueueManagerContext), or the meaning of leaving the keyword out
    try:
        if not accepted:
            raise spelling.NotExpressible("MQT301", f"{vocabulary.command_name(command.action, object_type)} "
                                          f"has no parameter for {attribute.name}")
        return _spell(attribute, spelling.resolved(value, name))
    except spelling.NotExpressible as problem:
        spelling.report(problem, command, name, reporter)
        return ""


def _omitted(attribute: registry.Attribute, value: Value, accepted: bool) -> bool:
    """True for a value TPF expresses by leaving the keyword out (NOREPLACE, no FORCE, no PURGE).

    A system default of an attribute TPF does not have is left out too: there is nothing to set.
    """
    if isinstance(value, SystemDefault):
        return not accepted
    found = attribute.value_by_pcf(str(value.value)) if isinstance(value, Explicit) else None
    return found is not None and found.tpf == ""


def _spell(attribute: registry.Attribute, value: Value) -> str:
    if isinstance(value, SystemDefault):
        raise spelling.NotExpressible("MQT302", f"TPF has no SYSTEM.DEFAULT queues to take {attribute.name} from "
                                      "(*SYSDFTQ); left out, TPF uses its own default")
    if spelling.is_flag(attribute, "tpf"):
        return spelling.enum_word(attribute, str(value.value), "tpf")  # type: ignore[union-attr]
    keyword = spelling.keyword(attribute, "tpf")
    if isinstance(value, Blank):
        return f"{keyword}-' '"
    raw = value.value  # type: ignore[union-attr]
    if attribute.kind is Kind.ENUM:
        return f"{keyword}-{spelling.enum_word(attribute, str(raw), 'tpf')}"
    if attribute.kind is Kind.INTEGER:
        return f"{keyword}-{spelling.integer(attribute, int(raw), 'tpf')}"  # type: ignore[arg-type]
    return f"{keyword}-{_text(str(raw))}"


def _text(text: str) -> str:
    """A name or string as ZMQSC writes it: bare when TPF reads it back unchanged, else quoted."""
    return text if _UNQUOTED.match(text) else quote(text)
