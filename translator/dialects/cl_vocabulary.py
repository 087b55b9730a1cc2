"""IBM i CL: the MQ queue and namelist commands, their leading parameters and special values.

Positional numbers follow the seeds' "Positional N" notes: a command's leading parameters
take positions 1..n; attribute positions come from the registry plus the command's offset.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from translator import registry
from translator.model import SYSTEM_DEFAULT, UNCHANGED, Action, ObjectType, Value


@dataclass(frozen=True, slots=True, eq=False)
class ClCommand:
    """One CL command: what it does, to which family, and its leading (head) parameters.

    Each command is one object (COMMANDS), so it compares and hashes by identity, in C: it keys the
    per-command memos of the readers and writers.
    """

    name: str
    action: Action
    is_queue: bool
    head: tuple[str, ...]
    offset: int | None

    @property
    def default_word(self) -> str:
        """The special value meaning "as the default/source": *SYSDFTQ, *SYSDFTNL or *SAME."""
        if self.action is not Action.CREATE:
            return "*SAME"
        return "*SYSDFTQ" if self.is_queue else "*SYSDFTNL"


COMMANDS: dict[str, ClCommand] = {c.name: c for c in (
    ClCommand("CRTMQMQ", Action.CREATE, True, ("QNAME", "QTYPE", "MQMNAME", "REPLACE"), 0),
    ClCommand("CHGMQMQ", Action.CHANGE, True, ("QNAME", "MQMNAME", "QTYPE", "FORCE"), 0),
    ClCommand("CPYMQMQ", Action.COPY, True, ("FROMQ", "TOQ", "MQMNAME", "QTYPE", "REPLACE"), 1),
    ClCommand("DLTMQMQ", Action.DELETE, True, ("QNAME", "MQMNAME"), None),
    ClCommand("CRTMQMNL", Action.CREATE, False, ("NAMELIST", "MQMNAME", "REPLACE"), 0),
    ClCommand("CHGMQMNL", Action.CHANGE, False, ("NAMELIST", "MQMNAME"), -1),
    ClCommand("CPYMQMNL", Action.COPY, False, ("FROMNL", "TONL", "MQMNAME", "REPLACE"), 1),
    ClCommand("DLTMQMNL", Action.DELETE, False, ("NAMELIST", "MQMNAME"), None),
)}
BY_ACTION = {(c.action, c.is_queue): c for c in COMMANDS.values()}
NAME_KEYWORDS = frozenset({"QNAME", "TOQ", "NAMELIST", "TONL"})
FROM_KEYWORDS = frozenset({"FROMQ", "FROMNL"})
SPECIALS: dict[str, Value] = {"*SAME": UNCHANGED, "*SYSDFTQ": SYSTEM_DEFAULT, "*SYSDFTNL": SYSTEM_DEFAULT,
                              "*DFT": SYSTEM_DEFAULT}


def special_words(command: ClCommand, attribute_name: str) -> frozenset[str]:
    """The special values a parameter takes: MQMNAME *DFT; others *SAME and their family's default."""
    if attribute_name == "QMgrName":
        return frozenset({"*DFT"})
    return frozenset({"*SAME", "*SYSDFTQ" if command.is_queue else "*SYSDFTNL"})


@cache
def positional(command: ClCommand) -> tuple[str, ...]:
    """Keyword for each position 1..n of ``command`` (gaps are empty strings)."""
    slots = dict(enumerate(command.head, 1))
    if command.offset is not None:
        family = ObjectType.QUEUE if command.is_queue else ObjectType.NAMELIST
        for attribute in registry.ATTRIBUTES:
            if attribute.cl and attribute.cl_position and _in_family(attribute, family):
                slots[attribute.cl_position + command.offset] = attribute.cl
    return tuple(slots.get(i, "") for i in range(1, max(slots) + 1))


def _in_family(attribute: registry.Attribute, family: ObjectType) -> bool:
    return any(t.is_queue == family.is_queue for t in attribute.object_types)
