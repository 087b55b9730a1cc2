"""Spell canonical values in a target dialect from the registry, or say why it cannot."""

from __future__ import annotations

from collections.abc import Callable

from translator.diagnostics import Reporter
from translator.memo import remembered
from translator.model import Command, Explicit, Value, Variable
from translator.registry import Attribute, Kind
from translator.writers.layout import quote


class NotExpressible(Exception):
    """The target cannot express an attribute (MQT301), one of its values (MQT302) or an unset &variable."""

    def __init__(self, code: str, message: str, expected: str = "") -> None:
        super().__init__(message)
        self.code, self.message, self.expected = code, message, expected


def resolved(value: Value, name: str) -> Value:
    """``value``, unless it is a CL &variable without a value: only CL can write that back (MQT106)."""
    if isinstance(value, Variable):
        raise NotExpressible("MQT106", f"&{value.name} has no value, so {name} cannot be translated",
                             f"-D {value.name}=VALUE")
    return value


def report(problem: NotExpressible, command: Command, name: str, reporter: Reporter) -> None:
    """Report ``problem`` at the parameter ``name`` of ``command``."""
    reporter.report(problem.code, problem.message, command.span_of(name), command.source_text,
                    expected=problem.expected, attribute=name)


def keyword(attribute: Attribute, dialect: str) -> str:
    """The attribute's keyword in ``dialect``; raises when it has none."""
    spelled = attribute.spelling(dialect)
    if not spelled:
        raise NotExpressible("MQT301", f"{attribute.name} cannot be expressed in {dialect}"
                             + (f" ({attribute.platform_note})" if attribute.platform_note else ""))
    return spelled


def enum_word(attribute: Attribute, pcf_name: str, dialect: str) -> str:
    """The dialect's word for an enum or special value; "" means "leave the keyword out"."""
    value = attribute.value_by_pcf(pcf_name)
    word = getattr(value, dialect) if value else None
    if word is None:
        raise NotExpressible("MQT302", f"{attribute.name} value {pcf_name} cannot be expressed in {dialect}")
    return word


def integer(attribute: Attribute, number: int, dialect: str) -> str:
    """An integer, or the dialect's word for a named special value (NOLIMIT, DEFAULT)."""
    for special in attribute.specials:
        if special.number == number:
            return enum_word(attribute, special.pcf, dialect)
    return str(number)


def is_flag(attribute: Attribute, dialect: str) -> bool:
    """True when ``dialect`` spells the attribute's values as bare keywords."""
    return attribute.mqsc_flag if dialect == "mqsc" else dialect == "tpf" and attribute.tpf is None



def speller(attribute: Attribute, keyword: str | None, general: Callable[[Value], str]) -> Callable[[Value], str]:
    """A writer's function for one attribute's values, ``general`` made cheap: an explicit string or plain
    number is written ``KEYWORD(value)`` directly when the attribute has that ``keyword`` (None: never),
    and ``general``'s other results are remembered, as scripts repeat them."""
    if keyword and attribute.kind is Kind.STRING:
        return lambda value: f"{keyword}({quote(value[0])})" if value.__class__ is Explicit else general(value)
    if keyword and attribute.kind is Kind.INTEGER and not attribute.specials:
        return lambda value: f"{keyword}({int(value[0])})" if value.__class__ is Explicit else general(value)
    return remembered(general)
