"""The canonical queue and namelist command model shared by every dialect: commands and their values."""

from translator.model.commands import (
    INPUT_START,
    QUEUE_TYPES,
    Action,
    Command,
    Item,
    ObjectType,
    Passthrough,
    Rejected,
    Script,
    Span,
)
from translator.model.values import BLANK, SYSTEM_DEFAULT, UNCHANGED, Blank, Explicit, SystemDefault, Unchanged, Value, Variable

__all__ = ["BLANK", "INPUT_START", "QUEUE_TYPES", "SYSTEM_DEFAULT", "UNCHANGED", "Action", "Blank", "Command", "Explicit",
           "Item", "ObjectType", "Passthrough", "Rejected", "Script", "Span", "SystemDefault", "Unchanged", "Value",
           "Variable"]
