"""Meaning-level steps shared by writers: settling a queue type the source left open."""

from __future__ import annotations

from translator import registry
from translator.diagnostics import Reporter
from translator.model import QUEUE_TYPES, Command, ObjectType


def queue_type(command: Command, reporter: Reporter, target: str) -> ObjectType | None:
    """The command's object type; for a queue of unstated type, the one its attributes imply.

    Only type-specific attributes decide (TGTQNAME -> alias, RMTQNAME -> remote, DFNTYPE ->
    model, ...); nothing is guessed otherwise.
    """
    if command.object_type is not ObjectType.QUEUE:
        return command.object_type
    candidates = set(QUEUE_TYPES)
    for name in command.attributes:
        candidates &= registry.by_name(name).object_types
    what = command.source_text.split("(")[0].split()[0] if command.source_text.strip() else "command"
    if len(candidates) == 1:
        (inferred,) = candidates
        reporter.report("MQT303", f"{what} {command.name} states no queue type; its attributes make it a queue of type "
                        f"{inferred.value}", command.span, command.source_text)
        return inferred
    reporter.report("MQT304", f"{what} {command.name} states no queue type and its attributes do not determine "
                    f"one, so it has no {target} equivalent", command.span, command.source_text,
                    expected="QTYPE(*LCL, *ALS, *RMT or *MDL)")
    return None
