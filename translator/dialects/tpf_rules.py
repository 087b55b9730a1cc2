"""TPF's own facts about an attribute, held in a registry row's ``rules`` under TPF's column.

Kept apart from translator/dialects/tpf.py so the registry rows can import :class:`TpfRule` without importing
TPF's reader and writer, which import the registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from translator.memo import Table
from translator.model import Action, ObjectType

if TYPE_CHECKING:
    from translator.registry import Attribute

COLUMN = "tpf"


@dataclass(frozen=True, slots=True, kw_only=True)
class TpfRule:
    """Which ZMQSC commands take an attribute, and where TPF means otherwise by the same spelling.

    ``types`` are the queue types whose ZMQSC DEF and ALT take the attribute (an attribute without a rule:
    TPF cannot express it); ``define_only`` limits it to DEF. ``differs`` says how TPF's meaning differs where
    it spells the attribute alike, for the values ``differs_at`` only when that is set (MQT306; a difference said by
    two attributes of one command is said once); ``differs_into``, when set, says it instead for a script entering TPF,
    where ``differs`` advises a script leaving it. ``no_limit``: TPF's
    0 means "no limit", which the other dialects write as this value, while their 0 is a limit of zero (MQT307
    one way, MQT302 the other). ``blank`` is False where TPF takes no blank value: a name of 1 to 48 name characters,
    which no page shows a way to clear [UNSURE] (reading one is MQT201, writing one MQT302).
    """

    types: frozenset[ObjectType]
    define_only: bool = False
    differs: str = ""
    differs_into: str = ""
    differs_at: tuple[int | str, ...] | None = None  # numbers, or an enumeration's values (their constants' names)
    no_limit: int | None = None
    blank: bool = True


def _rule(attribute: Attribute) -> TpfRule | None:
    found = attribute.rules.get(COLUMN)
    return found if isinstance(found, TpfRule) else None


RULES: Table[Attribute, TpfRule | None] = Table(_rule)
"""Each attribute's TPF rule, or None when TPF cannot express it (read per parameter, so kept)."""


@cache
def takes(attribute: Attribute, action: Action, object_type: ObjectType) -> bool:
    """True when ZMQSC takes the attribute on this action of this queue type (DEL takes options only)."""
    rule = RULES[attribute]
    return (rule is not None and object_type in rule.types and action in attribute.actions
            and (action is Action.CREATE or not rule.define_only)
            and (attribute.option or action is not Action.DELETE))
