"""Canonical commands <-> PCF messages (MQCMD_* with numbered parameters), driven by the registry.

Parameters are written in IBM's order: the command's required parameters first, in the order
its page documents them, then the optional ones in the order the command gives them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from translator import registry
from translator.diagnostics import Reporter
from translator.model import (BLANK, Action, Blank, Command, Explicit, Item, ObjectType, Passthrough, Rejected, Span,
                              SystemDefault, Unchanged, Value, Variable)
from translator.pcf import parameters as pcf
from translator.pcf.binary import PcfMessage, PcfParameter
from translator.readers.values import ValueProblem
from translator.registry import Kind
from translator.registry.objects import BY_PCF_NUMBER, BY_TYPE
from translator.semantics import queue_type
from translator.validate import validate
from translator.writers import spelling
from translator.writers.context import QueueManagerContext


@dataclass(frozen=True, slots=True)
class PcfCommand:
    """One PCF command and its required (head) parameters in IBM's documented order."""

    name: str
    number: int
    action: Action
    is_queue: bool
    head: tuple[pcf.Parameter, ...]

    @property
    def optional_type(self) -> bool:
        """Delete Queue takes QType as an optional parameter; the other queue commands require it."""
        return self.is_queue and self.action is Action.DELETE


COMMANDS: tuple[PcfCommand, ...] = (
    PcfCommand("MQCMD_CHANGE_Q", 8, Action.CHANGE, True, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_COPY_Q", 10, Action.COPY, True, (pcf.FROM_Q_NAME, pcf.TO_Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_CREATE_Q", 11, Action.CREATE, True, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_DELETE_Q", 12, Action.DELETE, True, (pcf.Q_NAME,)),
    PcfCommand("MQCMD_CHANGE_NAMELIST", 32, Action.CHANGE, False, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_COPY_NAMELIST", 33, Action.COPY, False, (pcf.FROM_NAMELIST_NAME, pcf.TO_NAMELIST_NAME)),
    PcfCommand("MQCMD_CREATE_NAMELIST", 34, Action.CREATE, False, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_DELETE_NAMELIST", 35, Action.DELETE, False, (pcf.NAMELIST_NAME,)),
)
BY_NAME = {c.name: c for c in COMMANDS}
BY_NUMBER = {c.number: c for c in COMMANDS}
_BY_ACTION = {(c.action, c.is_queue): c for c in COMMANDS}
_CONTEXT = "is not a PCF parameter: put these messages to the command queue of {name}"


# --- canonical -> PCF ---------------------------------------------------------


class Encoder:
    """Turns commands into PCF messages, reporting what PCF cannot carry."""

    def __init__(self, reporter: Reporter) -> None:
        self.reporter = reporter
        self.context = QueueManagerContext(_CONTEXT)

    def message(self, command: Command) -> PcfMessage | None:
        """The PCF message for ``command``, or None when its queue type cannot be settled."""
        spec = _BY_ACTION[(command.action, command.object_type.is_queue)]
        object_type = command.object_type
        if object_type is ObjectType.QUEUE and not spec.optional_type:
            object_type = queue_type(command, self.reporter, "PCF")
            if object_type is None:
                return None
        heads = {pcf.Role.NAME: command.name, pcf.Role.FROM: command.from_name}
        found = [PcfParameter(p.number, p.structure, heads[p.role]) for p in spec.head if p.role in heads]
        if object_type.is_queue and object_type is not ObjectType.QUEUE:
            found.append(PcfParameter(pcf.Q_TYPE.number, pcf.Q_TYPE.structure, BY_TYPE[object_type].pcf_number))
        self.context.note(command, self.reporter)
        for name, value in {**command.attributes, **command.options}.items():
            parameter = self._parameter(command, name, value)
            if parameter is not None:
                found.append(parameter)
        return PcfMessage(spec.number, tuple(found))

    def _parameter(self, command: Command, name: str, value: Value) -> PcfParameter | None:
        """The PCF parameter for one attribute or option; None when omission expresses it."""
        if name == "QMgrName" or isinstance(value, Unchanged | SystemDefault):
            return None  # context, or what leaving the parameter out of Change/Copy/Create means
        span = command.span_of(name)
        try:
            parameter = pcf.BY_ATTRIBUTE.get(name)
            if parameter is None:
                spelling.keyword(registry.by_name(name), "pcf")  # raises MQT301: PCF has no such parameter
            if isinstance(value, Variable):
                self.reporter.report("MQT106", f"&{value.name} has no value, so {name} cannot be translated", span,
                                     command.source_text, expected=f"-D {value.name}=VALUE", attribute=name)
                return None
            return PcfParameter(parameter.number, parameter.structure, _raw(parameter, value))
        except spelling.NotExpressible as problem:
            self.reporter.report(problem.code, problem.message, span, command.source_text, attribute=name)
            return None


def _raw(parameter: pcf.Parameter, value: Value) -> str | int | tuple[str, ...]:
    """The PCF value of an explicit or blank canonical value."""
    kind = parameter.attribute.kind if parameter.attribute else Kind.STRING
    if isinstance(value, Blank):
        return () if kind is Kind.NAME_LIST else " "
    raw = value.value  # type: ignore[union-attr]
    if kind is Kind.ENUM:
        return pcf.value_number(parameter, str(raw))  # type: ignore[return-value]
    return raw


# --- PCF -> canonical ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a message was read: its dialect, location, source text and each parameter's location."""

    dialect: str
    span: Span
    source_text: str
    spans: Sequence[Span] = ()

    def span_of(self, index: int) -> Span:
        """Where parameter ``index`` was given, else where the message starts."""
        return self.spans[index] if index < len(self.spans) else self.span


def command_of(message: PcfMessage, origin: Origin, reporter: Reporter) -> Item:
    """The canonical command a PCF message holds; other PCF commands pass through."""
    spec = BY_NUMBER.get(message.command)
    if spec is None:
        return Passthrough(origin.dialect, f"PCF command {message.command}", origin.source_text, origin.span)
    command = Command(spec.action, ObjectType.QUEUE if spec.is_queue else ObjectType.NAMELIST, "",
                      span=origin.span, source_text=origin.source_text)
    before = reporter.errors
    seen: set[int] = set()
    for index, parameter in enumerate(message.parameters):
        span = origin.span_of(index)
        try:
            _store(command, spec, parameter, seen, span)
        except ValueProblem as problem:
            reporter.report(problem.code, problem.message, span, origin.source_text, expected=problem.expected)
    missing = [p.identifier for p in spec.head if p.number not in seen]
    if missing:
        reporter.report("MQT107", f"{spec.name} needs {', '.join(missing)}", origin.span, origin.source_text,
                        expected=", ".join(p.identifier for p in spec.head))
    validate(command, reporter)
    return command if reporter.errors == before else Rejected(origin.dialect, spec.name, origin.source_text,
                                                              origin.span)


def _store(command: Command, spec: PcfCommand, given: PcfParameter, seen: set[int], span: Span) -> None:
    parameter = pcf.by_number(given.id)
    if parameter is None or (parameter.role and parameter not in spec.head
                             and not (parameter is pcf.Q_TYPE and spec.optional_type)):
        raise ValueProblem("MQT105", f"parameter {given.id} is not a parameter of {spec.name}",
                           ", ".join(p.identifier for p in spec.head) + " and the object's attributes")
    if given.type != parameter.structure:
        raise ValueProblem("MQT201", f"{parameter.identifier} is an {parameter.structure_name}",
                           f"an {parameter.structure_name} structure")
    if given.id in seen:
        raise ValueProblem("MQT108", f"{parameter.identifier} is given twice", "each parameter once")
    seen.add(given.id)
    if parameter.role is pcf.Role.NAME:
        command.name = str(given.value)
    elif parameter.role is pcf.Role.FROM:
        command.from_name = str(given.value)
    elif parameter.role is pcf.Role.TYPE:
        command.object_type = _queue_type(parameter, given.value)
    else:
        attribute = parameter.attribute
        target = command.options if attribute.option else command.attributes  # type: ignore[union-attr]
        target[attribute.name] = _value(parameter, given.value)  # type: ignore[union-attr]
        command.spans[attribute.name] = span  # type: ignore[union-attr]


def _queue_type(parameter: pcf.Parameter, value: object) -> ObjectType:
    if value not in BY_PCF_NUMBER:
        raise _not_a_value(parameter, value)
    return BY_PCF_NUMBER[value]  # type: ignore[index]


def _value(parameter: pcf.Parameter, value: object) -> Value:
    """The canonical value of a decoded PCF value."""
    kind = parameter.attribute.kind  # type: ignore[union-attr]
    if kind is Kind.STRING:
        return BLANK if not str(value).strip() else Explicit(str(value))
    if kind is Kind.NAME_LIST:
        return BLANK if not value else Explicit(tuple(name or " " for name in value))  # type: ignore[union-attr]
    if kind is Kind.ENUM:
        name = pcf.value_name(parameter, value)  # type: ignore[arg-type]
        if not isinstance(name, str):
            raise _not_a_value(parameter, value)
        return Explicit(name)
    return Explicit(value)  # type: ignore[arg-type]


def _not_a_value(parameter: pcf.Parameter, value: object) -> ValueProblem:
    return ValueProblem("MQT201", f"{value} is not a value of {parameter.identifier}",
                        ", ".join(f"{v.pcf} ({v.number})" for v in parameter.values))
