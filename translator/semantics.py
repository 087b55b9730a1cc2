"""Meaning-level steps: settling a queue type the source left open (a dialect's own meanings are its Dialect's
``meanings``; processes crossing platforms, translator/platform_meanings.py)."""

from __future__ import annotations

import re

from translator.diagnostics import Reporter
from translator.model import Command, ObjectType
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
