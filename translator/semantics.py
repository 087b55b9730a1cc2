"""Meaning-level steps: settling a queue type the source left open, and where TPF means otherwise."""

from __future__ import annotations

import re

from translator import registry
from translator.diagnostics import Reporter
from translator.model import Command, Explicit, ObjectType, Rejected, Script
from translator.pcf.commands import BY_NUMBER
from translator.validate import implied_types


def queue_type(command: Command, reporter: Reporter, target: str) -> ObjectType | None:
    """The command's object type; for a queue of unstated type, the one its attributes imply.

    Only type-specific attributes decide (TGTQNAME -> alias, RMTQNAME -> remote, DFNTYPE ->
    model, ...); nothing is guessed otherwise.
    """
    if command.object_type is not ObjectType.QUEUE:
        return command.object_type
    candidates = implied_types(command)
    what = _command_word(command.source_text)
    if len(candidates) == 1:
        (inferred,) = candidates
        reporter.report("MQT303", f"{what} {command.name} states no queue type; its attributes make it a queue of type "
                        f"{inferred.value}", command.span, command.source_text)
        return inferred
    reporter.report("MQT304", f"{what} {command.name} states no queue type and its attributes do not determine "
                    f"one, so it has no {target} equivalent", command.span, command.source_text,
                    expected="QTYPE(*LCL, *ALS, *RMT or *MDL)")
    return None


def _command_word(source_text: str) -> str:
    """The source's command word: MQSC/CL/TPF start with it; a PCF line names it (or its number) in "command"."""
    head = re.match(r"\s*([\w/$#@]+)", source_text) or re.search(r'"command": "?(\w+)', source_text)
    if head is None:
        return "command"
    word = head.group(1)
    return BY_NUMBER[int(word)].name if word.isascii() and word.isdigit() and int(word) in BY_NUMBER else word


def tpf_meanings(script: Script, source: str, target: str, reporter: Reporter) -> None:
    """Where TPF means otherwise by the same spelling, when the script crosses into or out of TPF: the meaning
    is translated where the target can say it (TPF's "0 is no limit", MQT307), reported where it cannot
    (MQT302, and the attribute is not written), and warned about where only the reader can judge (MQT306,
    registry ``tpf_differs``).
    """
    if (source == "tpf") == (target == "tpf"):
        return
    for index, command in enumerate(script.items):
        if not isinstance(command, Command):
            continue
        errors = reporter.errors
        for name, value in list(command.attributes.items()):
            attribute = registry.by_name(name)
            if command.object_type not in attribute.tpf_types or not isinstance(value, Explicit):
                continue
            if attribute.tpf_no_limit is not None and value.value == 0:
                _no_limit(command, attribute, source == "tpf", reporter)
            elif attribute.tpf_differs and attribute.tpf_differs_at in (None, value.value):
                reporter.report("MQT306", f"{attribute.name} {value.value}: {attribute.tpf_differs}",
                                command.span_of(name), command.source_text, attribute=name)
        if reporter.errors > errors:  # never written live: the policy made a lost meaning an error
            script.items[index] = Rejected(source, f"{command.action.value} {command.object_type.value}",
                                           command.source_text, command.span, command.comments, command.name)


def _no_limit(command: Command, attribute: registry.Attribute, from_tpf: bool, reporter: Reporter) -> None:
    """TPF's 0 ("no limit") becomes the others' highest value; their 0 (a limit of zero) has no TPF spelling."""
    span = command.span_of(attribute.name)
    if from_tpf:
        command.attributes[attribute.name] = Explicit(attribute.tpf_no_limit)  # type: ignore[arg-type]
        reporter.report("MQT307", f"TPF {attribute.spelling('tpf')}-0 means no limit: written as {attribute.tpf_no_limit}, the "
                        f"highest {attribute.name} the target allows", span, command.source_text, attribute=attribute.name)
        return
    reporter.report("MQT302", f"{attribute.name} 0 admits no message, but TPF {attribute.spelling('tpf')}-0 means no limit: TPF "
                    "cannot express it", span, command.source_text, expected=f"{attribute.spelling('tpf')}-1 or more",
                    attribute=attribute.name)
    del command.attributes[attribute.name]
