"""MQSC writer: DEFINE/ALTER/DELETE commands from the canonical model, through templates/mqsc."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from translator import registry
from translator.diagnostics import Reporter
from translator.memo import Table
from translator.model import Action, Blank, Command, Item, Script, SystemDefault, Unchanged, Value
from translator.registry import Kind
from translator.registry.objects import BY_TYPE
from translator.semantics import queue_type
from translator.writers import spelling
from translator.writers.context import QueueManagerContext
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import render
from translator.writers.text_writer import write_script

VERBS = {Action.CREATE: "DEFINE", Action.COPY: "DEFINE", Action.CHANGE: "ALTER", Action.DELETE: "DELETE"}


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (commands, verbatim MQSC, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    context = QueueManagerContext("is not an MQSC keyword: run these commands with runmqsc {name}")
    return write_script("mqsc", items, trailing, reporter, lambda command: _command(command, reporter, options, context))


def _context_note(command: Command, reporter: Reporter, context: QueueManagerContext) -> list[str]:
    name = context.note(command, reporter)
    return [f"Queue manager {name} (from CL MQMNAME): run with runmqsc {name}"] if name else []


def _command(command: Command, reporter: Reporter, options: WriteOptions, context: QueueManagerContext) -> str:
    object_type = queue_type(command, reporter, "MQSC")
    if object_type is None:
        return ""
    parameters = [p for name, value in command.attributes.items() if (p := _parameter(command, name, value, reporter))]
    parameters += [p for name, value in command.options.items() if (p := _parameter(command, name, value, reporter))]
    return render("mqsc", "command", comments=command.comments + _context_note(command, reporter, context),
                  verb=VERBS[command.action], noun=BY_TYPE[object_type].mqsc[0], name=command.name,
                  from_name=command.from_name, parameters=parameters, width=options.width)


def _parameter(command: Command, name: str, value: Value, reporter: Reporter) -> str:
    """``KEYWORD(value)``, a flag, or "" when the value is expressed by omission."""
    try:
        return _SPELLERS[name](value)
    except spelling.NotExpressible as problem:
        spelling.report(problem, command, name, reporter)
        return ""


def _speller(name: str) -> Callable[[Value], str]:
    """A function writing one value of attribute ``name`` (raises NotExpressible), built once: strings and
    plain numbers are written directly, other values remembered, as scripts repeat them."""
    attribute = registry.by_name(name)

    def general(value: Value) -> str:
        if attribute.context or isinstance(value, Unchanged | SystemDefault):
            return ""  # context, or the meaning of leaving the keyword out of ALTER / DEFINE
        return _spell(attribute, spelling.resolved(value, name))

    plain = not attribute.context and not attribute.mqsc_flag  # spelt KEYWORD(value) when it is explicit
    return spelling.speller(attribute, attribute.mqsc if plain else None, general)


_SPELLERS: Table[str, Callable[[Value], str]] = Table(_speller)


def _spell(attribute: registry.Attribute, value: object) -> str:
    if spelling.is_flag(attribute, "mqsc"):
        return spelling.enum_word(attribute, str(value.value), "mqsc")  # type: ignore[attr-defined]
    keyword = spelling.keyword(attribute, "mqsc")
    if isinstance(value, Blank):
        return f"{keyword}()" if attribute.kind is Kind.NAME_LIST else f"{keyword}(' ')"
    raw = value.value  # type: ignore[attr-defined]
    if attribute.kind is Kind.ENUM:
        text = spelling.enum_word(attribute, raw, "mqsc")
    elif attribute.kind is Kind.INTEGER:
        text = spelling.integer(attribute, raw, "mqsc")
    elif attribute.kind is Kind.NAME_LIST:
        text = ", ".join(quote(n) for n in raw)
    else:
        text = quote(raw)
    return f"{keyword}({text})"
