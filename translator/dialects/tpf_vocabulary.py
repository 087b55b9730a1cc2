"""TPF ZMQSC: the verbs, and which parameters each queue command takes (from the registry)."""

from __future__ import annotations

from functools import cache

from translator import registry
from translator.model import Action, ObjectType
from translator.registry.objects import BY_TYPE

# DEF/DEFINE, ALT/ALTER and DEL/DELETE: the TPF pages use both forms (gtpo1maf); the short ones are written.
VERBS = {"DEFINE": Action.CREATE, "DEF": Action.CREATE, "ALTER": Action.CHANGE, "ALT": Action.CHANGE,
         "DELETE": Action.DELETE, "DEL": Action.DELETE}
WRITTEN_VERBS = {Action.CREATE: "DEF", Action.CHANGE: "ALT", Action.DELETE: "DEL"}


def command_name(action: Action, object_type: ObjectType) -> str:
    """``ZMQSC ALT QL`` and the like, for messages."""
    return f"ZMQSC {WRITTEN_VERBS.get(action, action.value)} {BY_TYPE[object_type].tpf or object_type.value}"


@cache
def keywords(action: Action, object_type: ObjectType) -> tuple[str, ...]:
    """The keywords and flag words a ZMQSC command takes."""
    return tuple(word for attribute in registry.ATTRIBUTES if attribute.in_tpf(action, object_type)
                 for word in ([attribute.tpf] if attribute.tpf else [v.tpf for v in attribute.values if v.tpf]))
