"""Canonical commands -> PCF messages: parameters in IBM's order, the command's required ones first
(in the order its page documents them), then the optional ones in the order the command gives them.
"""

from __future__ import annotations

from translator import registry
from translator.diagnostics import Reporter
from translator.model import Blank, Command, ObjectFamily, ObjectType, SystemDefault, Unchanged, Value
from translator.pcf import parameters as pcf
from translator.pcf.binary import PcfMessage, PcfParameter
from translator.pcf.commands import BY_ACTION
from translator.registry import Kind
from translator.registry.objects import BY_TYPE
from translator.semantics import stated_type
from translator.writers import spelling
from translator.writers.context import QueueManagerContext, QueueManagers

_CONTEXT = "is not a PCF parameter: put these messages to the command queue of {name}"


class Encoder:
    """Turns commands into PCF messages, reporting what PCF cannot carry."""

    def __init__(self, reporter: Reporter, queue_managers: QueueManagers | None = None) -> None:
        self.reporter = reporter
        self.context = QueueManagerContext(_CONTEXT, queue_managers)

    def message(self, command: Command) -> PcfMessage:
        """The PCF message for ``command`` (a queue of unstated type only where the command's type is optional)."""
        spec = BY_ACTION[(command.action, command.object_type.family)]
        object_type = command.object_type if spec.optional_type else stated_type(command)
        heads = {pcf.Role.NAME: command.name, pcf.Role.FROM: command.from_name}
        found = [PcfParameter(p.number, p.structure, heads[p.role]) for p in spec.head if p.role in heads]
        if object_type.family is ObjectFamily.QUEUE and object_type is not ObjectType.QUEUE:
            found.append(PcfParameter(pcf.Q_TYPE.number, pcf.Q_TYPE.structure, BY_TYPE[object_type].pcf_number))
        errors = self.reporter.errors
        for name, value in {**command.attributes, **command.options}.items():
            parameter = self._parameter(command, name, value)
            if parameter is not None:
                found.append(parameter)
        self.context.note(command, self.reporter, errors)
        return PcfMessage(spec.number, tuple(found))

    def _parameter(self, command: Command, name: str, value: Value) -> PcfParameter | None:
        """The PCF parameter for one attribute or option; None when omission expresses it."""
        if registry.by_name(name).context or isinstance(value, Unchanged | SystemDefault):
            return None  # context, or what leaving the parameter out of Change/Copy/Create means
        try:
            parameter = pcf.BY_ATTRIBUTE.get(name)
            if parameter is None:
                spelling.keyword(registry.by_name(name), "pcf")  # raises MQT301: PCF has no such parameter
            return PcfParameter(parameter.number, parameter.structure, _raw(parameter, spelling.resolved(value, name)))
        except spelling.NotExpressible as problem:
            spelling.report(problem, command, name, self.reporter)
            return None


def _raw(parameter: pcf.Parameter, value: Value) -> str | int | tuple[str, ...]:
    """The PCF value of an explicit or blank canonical value."""
    kind = parameter.attribute.kind if parameter.attribute else Kind.STRING
    if isinstance(value, Blank):
        return () if kind is Kind.NAME_LIST else " "
    raw = value.value  # type: ignore[union-attr]
    if kind is Kind.INTEGER and isinstance(raw, str):  # a named value without a number (APPLTYPE DEF)
        raise spelling.NotExpressible("MQT302", f"{parameter.attribute.name} value {raw} cannot be expressed in PCF: "  # type: ignore[union-attr]
                                      "it has no number of its own, as IBM's headers give it the value of the "
                                      "platform a program is built for", "an explicit value")
    if kind is Kind.ENUM:
        return pcf.value_number(parameter, str(raw))  # type: ignore[return-value]
    return raw
