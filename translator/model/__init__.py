"""The canonical command model (queues, namelists, processes) shared by every dialect: commands and their values."""

from translator.model.commands import (
    FAMILY_TYPES,
    FROM_KEY,
    INPUT_START,
    NAME_KEY,
    QUEUE_TYPES,
    Action,
    Break,
    Command,
    Item,
    ObjectFamily,
    ObjectType,
    Passthrough,
    Rejected,
    Script,
    Span,
    label_note,
    locate,
    new_command,
)
from translator.model.values import BLANK, SYSTEM_DEFAULT, UNCHANGED, Blank, Explicit, SystemDefault, Unchanged, Value, Variable

__all__ = ["BLANK", "FAMILY_TYPES", "FROM_KEY", "INPUT_START", "NAME_KEY", "QUEUE_TYPES", "SYSTEM_DEFAULT", "UNCHANGED",
           "Action", "Blank", "Break", "Command", "Explicit", "Item", "ObjectFamily", "ObjectType", "Passthrough", "Rejected",
           "Script", "Span", "SystemDefault", "Unchanged", "Value", "Variable", "label_note", "locate",
           "new_command"]
