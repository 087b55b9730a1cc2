"""Registry-driven checks on canonical commands, whatever dialect they were read from."""

from __future__ import annotations

from functools import lru_cache

from translator import registry
from translator.diagnostics import Reporter
from translator.model import Action, Command, Explicit, ObjectType, SystemDefault, Unchanged, Value
from translator.registry import Attribute, Kind

NAME_LENGTH = 48
_MEMO_SIZE = 1 << 14
_UNSEEN = ("", "", "")


def _check_explicit(attribute: Attribute, value: object) -> tuple[str, str, str] | None:
    """(code, message, expected) when an explicit value breaks the attribute's limits."""
    if attribute.kind is Kind.INTEGER and isinstance(value, int):
        if any(value == s.number for s in attribute.specials):
            return None
        if not attribute.minimum <= value <= attribute.maximum:  # type: ignore[operator]
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


def _problem(name: str, action: Action, object_type: ObjectType, value: Value) -> tuple[str, str, str] | None:
    """The first rule one parameter breaks."""
    attribute = registry.by_name(name)
    problem = _check_applies(action, object_type, attribute) or _check_special(action, attribute, value)
    if problem is None and isinstance(value, Explicit):
        problem = _check_explicit(attribute, value.value)
    return problem


@lru_cache(maxsize=64)
def _memo(action: Action, object_type: ObjectType) -> dict[tuple[str, Value], tuple[str, str, str] | None]:
    """Findings per (parameter, value) for one kind of command: scripts repeat parameters."""
    return {}


def validate(command: Command, reporter: Reporter) -> None:
    """Report every registry rule ``command`` breaks, each at the offending parameter."""
    action, object_type = command.action, command.object_type
    memo = _memo(action, object_type)
    if len(memo) > _MEMO_SIZE:  # bounded, so memory does not grow with the corpus
        memo.clear()
    for given in (command.options, command.attributes):
        for name, value in given.items():
            key = (name, value)
            problem = memo.get(key, _UNSEEN)
            if problem is _UNSEEN:
                problem = memo[key] = _problem(name, action, object_type, value)
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


