"""IBM i CL writer: CRTMQMQ/CHGMQMQ/CPYMQMQ/DLTMQMQ and namelist commands, through templates/cl."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import cl_vocabulary as vocabulary
from translator.memo import Table
from translator.model import Blank, Command, Item, ObjectType, Script, SystemDefault, Unchanged, Value, Variable
from translator.registry import Kind
from translator.registry.objects import BY_TYPE
from translator.writers import spelling
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import render
from translator.writers.text_writer import write_script


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (CL commands, verbatim CL, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    return write_script("cl", items, trailing, reporter, lambda command: _command(command, reporter, options))


def _command(item: Command, reporter: Reporter, options: WriteOptions) -> str:
    spec = vocabulary.BY_ACTION[(item.action, item.object_type.is_queue)]
    parameters = _head(item, spec, reporter)
    spellers = _spellers(spec.name)
    for name, value in item.attributes.items():
        try:
            text = spellers[name](value)
        except spelling.NotExpressible as problem:
            spelling.report(problem, item, name, reporter)
            continue
        if text:
            parameters.append(text)
    if options.explicit and spec.offset is not None:
        written = {p.partition("(")[0] for p in parameters}
        parameters += [f"{a.cl}({spec.default_word})" for a in _parameters_of(spec, item.object_type)
                       if a.cl not in written]
    return render("cl", "command", comments=item.comments, command=spec.name,
                  parameters=parameters, width=options.width)


@cache
def _head_plan(command_name: str) -> tuple[tuple[str, registry.Attribute | None], ...]:
    """Each leading parameter of the command with the option it writes (None: names and QTYPE)."""
    spec = vocabulary.COMMANDS[command_name]
    family = ObjectType.QUEUE if spec.is_queue else ObjectType.NAMELIST
    return tuple((keyword, registry.by_keyword("cl", keyword, family)) for keyword in spec.head)


def _head(command: Command, spec: vocabulary.ClCommand, reporter: Reporter) -> list[str]:
    """The leading parameters: names, QTYPE, MQMNAME, REPLACE/FORCE, in the command's order."""
    parts = []
    for keyword, attribute in _head_plan(spec.name):
        if attribute is not None:
            value = command.options.get(attribute.name)
            if value is not None and (text := _parameter(command, attribute, value, spec, reporter)):
                parts.append(text)
        elif keyword in vocabulary.NAME_KEYWORDS:
            parts.append(f"{keyword}({quote(command.name)})")
        elif keyword in vocabulary.FROM_KEYWORDS:
            parts.append(f"{keyword}({quote(command.from_name or '')})")
        elif command.object_type is not ObjectType.QUEUE:  # QTYPE
            parts.append(f"QTYPE({BY_TYPE[command.object_type].cl})")
    if "QTYPE" not in spec.head and command.object_type.is_queue and command.object_type is not ObjectType.QUEUE:
        # Queue names are unique across queue types, so the same queue goes; only the check of its type is lost.
        reporter.report("MQT308", f"{spec.name} cannot state the queue type ({command.object_type.value}): it deletes "
                        "the queue of that name whatever its type", command.span, command.source_text)
    for name, value in command.options.items():
        attribute = registry.by_name(name)
        if attribute.cl is None or attribute.cl not in spec.head:
            _parameter(command, attribute, value, spec, reporter)
    return parts


def _parameters_of(spec: vocabulary.ClCommand, object_type: ObjectType) -> list[registry.Attribute]:
    slots = set(vocabulary.positional(spec)) - set(spec.head)
    return [a for a in registry.ATTRIBUTES if a.cl in slots and not a.option
            and (object_type in a.object_types or object_type is ObjectType.QUEUE)]


def _parameter(command: Command, attribute: registry.Attribute, value: Value, spec: vocabulary.ClCommand,
               reporter: Reporter) -> str:
    """``KEYWORD(value)`` or "" when the value is expressed by omission or cannot be written."""
    try:
        return _spellers(spec.name)[attribute.name](value)
    except spelling.NotExpressible as problem:
        spelling.report(problem, command, attribute.name, reporter)
        return ""


@cache
def _spellers(command_name: str) -> Table[str, Callable[[Value], str]]:
    """The writer of each attribute's values in one CL command, made on first use."""
    return Table(lambda name: _speller(name, command_name))


def _speller(name: str, command_name: str) -> Callable[[Value], str]:
    """A function writing one value of attribute ``name`` as a parameter of ``command_name`` ("" when
    omission expresses it); raises NotExpressible. Built once per pair: strings and plain numbers are
    written directly, other values remembered, as scripts repeat them."""
    attribute, spec = registry.by_name(name), vocabulary.COMMANDS[command_name]
    try:
        keyword = spelling.keyword(attribute, "cl")
        if attribute.option and keyword not in spec.head:
            raise spelling.NotExpressible("MQT301", f"{spec.name} has no {keyword} parameter")
    except spelling.NotExpressible as problem:
        code, message = problem.code, problem.message

        def inexpressible(value: Value) -> str:
            raise spelling.NotExpressible(code, message)
        return inexpressible

    def general(value: Value) -> str:
        text = _value(attribute, value, spec)
        return f"{keyword}({text})" if text else ""

    return spelling.speller(attribute, keyword, general)


def _value(attribute: registry.Attribute, value: Value, spec: vocabulary.ClCommand) -> str:
    if isinstance(value, Unchanged):
        return "*SAME"
    if isinstance(value, SystemDefault):
        return "*DFT" if attribute.name == "QMgrName" else spec.default_word
    if isinstance(value, Variable):
        return f"&{value.name}"
    if isinstance(value, Blank):
        return attribute.cl_blank or ("*NONE" if attribute.kind is Kind.NAME_LIST else "' '")
    raw = value.value
    if attribute.kind is Kind.ENUM:
        return spelling.enum_word(attribute, str(raw), "cl")
    if isinstance(raw, tuple):  # a name list
        return " ".join("*BLANKS" if not n.strip() else quote(n) for n in raw)
    if attribute.kind is Kind.INTEGER:
        return spelling.integer(attribute, int(raw), "cl")
    return quote(str(raw))
