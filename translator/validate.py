"""Registry-driven checks on canonical commands, whatever dialect they were read from."""

from __future__ import annotations

from functools import lru_cache

from translator import registry
from translator.diagnostics import Reporter
from translator.model import Action, Command, Explicit, ObjectType, SystemDefault, Unchanged, Value
from translator.registry import Attribute, Kind

NAME_LENGTH = 48


def _check_explicit(attribute: Attribute, value: object) -> tuple[str, str, str] | None:
    """(code, message, expected) when an explicit value breaks the attribute's limits (enums have none)."""
    if (attribute.kind is Kind.INTEGER and isinstance(value, int)
            and not attribute.minimum <= value <= attribute.maximum  # type: ignore[operator]
            and all(value != s.number for s in attribute.specials)):
        return ("MQT202", f"{value} is outside the range of {attribute.name}",
                f"{attribute.minimum}-{attribute.maximum}")
    if attribute.kind is Kind.STRING and attribute.max_length and len(str(value)) > attribute.max_length:
        return ("MQT203", f"{attribute.name} is {len(str(value))} characters long",
                f"at most {attribute.max_length} characters")
    if attribute.kind is Kind.NAME_LIST and isinstance(value, tuple):
        if attribute.max_items and len(value) > attribute.max_items:
            return "MQT203", f"{len(value)} names given", f"at most {attribute.max_items} names"
        if attribute.max_length and (long := [n for n in value if len(n) > attribute.max_length]):
            return "MQT203", f"name {long[0]!r} is too long", f"at most {attribute.max_length} characters"
    return None


def _check_special(action: Action, attribute: Attribute, value: Value) -> tuple[str, str, str] | None:
    """*SAME is for changes and copies, *SYSDFTQ for creates (MQMNAME's *DFT anywhere)."""
    if isinstance(value, Unchanged) and action not in (Action.CHANGE, Action.COPY):
        return "MQT206", f"'unchanged' (*SAME) is not valid when {action.value} an object", "a value"
    if isinstance(value, SystemDefault) and action is not Action.CREATE and not attribute.option:
        return "MQT206", f"'system default' is not valid when {action.value} an object", "a value"
    return None


def _check_applies(action: Action, object_type: ObjectType, attribute: Attribute) -> tuple[str, str, str] | None:
    if action not in attribute.actions:
        return "MQT206", f"{attribute.name} does not apply to a {action.value} command", ""
    types = attribute.object_types
    applies = any(t.is_queue for t in types) if object_type is ObjectType.QUEUE else object_type in types
    if not applies:
        valid = ", ".join(sorted(t.value for t in types))
        return "MQT204", f"{attribute.name} is not an attribute of a {object_type.value} queue" \
            if object_type.is_queue else f"{attribute.name} is not a namelist attribute", valid
    return None


@lru_cache(maxsize=64)
def _rules(action: Action, object_type: ObjectType) -> dict[str, tuple[Attribute, tuple[str, str, str] | None]]:
    """Each attribute with the problem it has on this kind of command whatever its value, if any."""
    return {a.name: (a, _check_applies(action, object_type, a)) for a in registry.ATTRIBUTES}


def validate(command: Command, reporter: Reporter) -> None:
    """Report every registry rule ``command`` breaks, each at the offending parameter."""
    action = command.action
    rules = _rules(action, command.object_type)
    for given in (command.options, command.attributes):
        for name, value in given.items():
            attribute, problem = rules[name]
            if problem is None:
                if isinstance(value, Explicit):
                    problem = None if attribute.kind is Kind.ENUM else _check_explicit(attribute, value.value)
                else:
                    problem = _check_special(action, attribute, value)
            if problem:
                code, message, expected = problem
                reporter.report(code, message, command.span_of(name), command.source_text,
                                expected=expected, attribute=name)
    for key, label in ((command.name, "name"), (command.from_name, "source name")):
        if key is not None and len(key) > NAME_LENGTH:
            reporter.report("MQT203", f"the object {label} is {len(key)} characters long", command.span,
                            command.source_text, expected=f"at most {NAME_LENGTH} characters")
    cluster, clusnl = command.attributes.get("ClusterName"), command.attributes.get("ClusterNamelist")
    if isinstance(cluster, Explicit) and isinstance(clusnl, Explicit):
        reporter.report("MQT205", "CLUSTER and CLUSNL are both given; at most one may be non-blank",
                        command.span_of("ClusterNamelist"), command.source_text,
                        expected="CLUSTER or CLUSNL, not both")


