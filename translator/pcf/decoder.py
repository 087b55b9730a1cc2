"""PCF messages -> canonical commands, checking identifiers, structure types and values."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from translator.diagnostics import Reporter
from translator.dialects import pcf_vocabulary as vocabulary
from translator.model import (
    BLANK,
    FAMILY_TYPES,
    FROM_KEY,
    NAME_KEY,
    Command,
    Explicit,
    Item,
    ObjectType,
    Passthrough,
    Rejected,
    Span,
    Value,
)
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    STRUCTURE_NAMES,
    PcfMessage,
    PcfParameter,
    ccsid_codec,
)
from translator.pcf.commands import BY_NUMBER, PcfCommand
from translator.readers.values import ValueProblem
from translator.registry import Kind
from translator.registry.objects import BY_PCF_NUMBER


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a message was read: its dialect, location, source text and each parameter's location."""

    dialect: str
    span: Span
    source_text: str
    spans: Sequence[Span] = ()
    as_sent: bool = False  # a message as a command server gets it, whose parameter order it checks (binary)

    def span_of(self, index: int) -> Span:
        """Where parameter ``index`` was given, else where the message starts."""
        return self.spans[index] if index < len(self.spans) else self.span


def command_of(message: PcfMessage, origin: Origin, reporter: Reporter, unread: Collection[int] = ()) -> Item:
    """The canonical command a PCF message holds; other PCF commands pass through. ``unread``: the parameters
    given whose values its reader could not read (reported): none is said to be missing."""
    spec = BY_NUMBER.get(message.command)
    if spec is None:
        name = vocabulary.BY_NUMBER.get(message.command)
        if name is not None:
            return Passthrough(origin.dialect, name, origin.source_text, origin.span)
        reporter.report("MQT115", f"unknown PCF command number {message.command}", origin.span, origin.source_text,
                        expected=f"a command number IBM MQ defines ({min(vocabulary.BY_NUMBER)}-"
                                 f"{max(vocabulary.BY_NUMBER)})")
        return Rejected(origin.dialect, f"command {message.command}", origin.source_text, origin.span)
    command = Command(spec.action, FAMILY_TYPES[spec.family], "", span=origin.span, source_text=origin.source_text,
                      kind=spec.name)
    seen: set[int] = set()
    for index, parameter in enumerate(message.parameters):
        span = origin.span_of(index)
        try:
            _store(command, spec, parameter, seen, span, origin.as_sent)
        except ValueProblem as problem:
            reporter.report(problem.code, problem.message, span, origin.source_text, expected=problem.expected)
    given = {parameter.id for parameter in message.parameters}  # one given with a bad value is reported as that
    missing = [p.identifier for p in spec.head if p.number not in seen and p.number not in given
               and p.number not in unread]
    if missing:
        reporter.report("MQT107", f"{spec.name} needs {', '.join(missing)}", origin.span, origin.source_text,
                        expected=", ".join(p.identifier for p in spec.head))
    elif origin.as_sent and [p.id for p in message.parameters[:len(spec.head)]] != [p.number for p in spec.head]:
        reporter.report("MQT123", f"{spec.name}'s required parameters do not come first, in IBM's order: a command "
                        "server on Multiplatforms refuses the message", origin.span, origin.source_text,
                        expected=", then ".join(p.identifier for p in spec.head) + ", then the others")
    return command  # validated, and rejected on an error, by the pipeline (translation.validated)


def _store(command: Command, spec: PcfCommand, given: PcfParameter, seen: set[int], span: Span,
           as_sent: bool = False) -> None:
    parameter = spec.head_parameter(given.id) or pcf.by_number(given.id)
    if parameter is None or (parameter.role and parameter not in spec.head
                             and not (parameter is pcf.Q_TYPE and spec.optional_type)):
        raise ValueProblem("MQT105", f"parameter {given.id} is not a parameter of {spec.name}",
                           ", ".join(p.identifier for p in spec.head) + " and the object's attributes")
    if given.type != parameter.structure:
        raise ValueProblem("MQT201", f"{parameter.identifier} is given as an {STRUCTURE_NAMES.get(given.type, given.type)}",
                           f"an {parameter.structure_name} structure")
    if given.id in seen:
        raise ValueProblem("MQT108", f"{parameter.identifier} is given twice", "each parameter once")
    seen.add(given.id)
    if as_sent and given.type in (MQCFT_STRING, MQCFT_STRING_LIST):
        _fits_in_bytes(parameter, given)
    if parameter.role in (pcf.Role.NAME, pcf.Role.FROM) and not str(given.value).strip():
        raise ValueProblem("MQT107", f"{parameter.identifier} is blank", "an object name")
    if parameter.role is pcf.Role.NAME:
        command.name = str(given.value)
        command.spans[NAME_KEY] = span
    elif parameter.role is pcf.Role.FROM:
        command.from_name = str(given.value)
        command.spans[FROM_KEY] = span
    elif parameter.role is pcf.Role.TYPE:
        command.object_type = _queue_type(parameter, given.value)
    else:
        attribute = parameter.attribute
        target = command.options if attribute.option else command.attributes  # type: ignore[union-attr]
        target[attribute.name] = _value(parameter, given.value)  # type: ignore[union-attr]
        command.spans[attribute.name] = span  # type: ignore[union-attr]


# MQ_Q_NAME_LENGTH, MQ_NAMELIST_NAME_LENGTH and MQ_PROCESS_NAME_LENGTH: the object names a command's head gives
NAME_LENGTH = 48


def _fits_in_bytes(parameter: pcf.Parameter, given: PcfParameter) -> None:
    """Raise MQT203 for a string of a message as sent that is longer, in bytes of its CCSID, than its parameter
    allows, or whose StringLength is, padding and all: a command server refuses it (MQRCCF_CFST_STRING_LENGTH_ERR,
    MQRCCF_CFSL_STRING_LENGTH_ERR: "greater than the maximum permitted length of the parameter"), so it is no
    command to translate, though its characters may be few enough (64 'é' are 128 bytes in UTF-8)."""
    longest = parameter.attribute.max_length if parameter.attribute else NAME_LENGTH
    codec = ccsid_codec(given.ccsid)
    if longest is None or codec is None:
        return
    for text in given.value if isinstance(given.value, tuple) else (given.value,):
        size = len(str(text).encode(codec))
        if size > longest:
            raise ValueProblem("MQT203", f"{parameter.identifier} is {size} bytes long in CCSID {given.ccsid} "
                               f"({len(str(text))} characters): a command server refuses the message",
                               f"at most {longest} bytes")
    if given.length > longest:  # within it, but not its padding
        raise ValueProblem("MQT203", f"{parameter.identifier} has StringLength {given.length}, its padding "
                           "included: a command server refuses the message", f"a StringLength of at most {longest}")


def _queue_type(parameter: pcf.Parameter, value: object) -> ObjectType:
    if value not in BY_PCF_NUMBER:
        raise _not_a_value(parameter, value)
    return BY_PCF_NUMBER[value]  # type: ignore[index]


def _value(parameter: pcf.Parameter, value: object) -> Value:
    """The canonical value of a decoded PCF value."""
    kind = parameter.attribute.kind  # type: ignore[union-attr]
    if kind is Kind.STRING:
        # Blanks only are blank, as in the text readers; other white space (tab, line ends) is a value to check.
        return BLANK if not str(value).strip(" ") else Explicit(str(value))
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
