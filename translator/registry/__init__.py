"""The attribute registry: the one table that parsing, validation and emission read."""

from __future__ import annotations

from functools import cache

from translator.model import ObjectFamily, ObjectType
from translator.registry.command_attributes import NAMELIST_ATTRIBUTES, OPTIONS
from translator.registry.process_attributes import PROCESS_ATTRIBUTES
from translator.registry.queue_attributes import QUEUE_ATTRIBUTES
from translator.registry.schema import Attribute, EnumValue, Kind

__all__ = ["ATTRIBUTES", "Attribute", "EnumValue", "Kind", "by_flag", "by_keyword", "by_name", "for_family",
           "for_object"]

ATTRIBUTES: tuple[Attribute, ...] = QUEUE_ATTRIBUTES + NAMELIST_ATTRIBUTES + PROCESS_ATTRIBUTES + OPTIONS
_BY_NAME = {attribute.name: attribute for attribute in ATTRIBUTES}


def by_name(name: str) -> Attribute:
    """The attribute with canonical name ``name``."""
    return _BY_NAME[name]


@cache
def for_family(family: ObjectFamily) -> tuple[Attribute, ...]:
    """The attributes and options of one object family (keywords are looked up per family), in registry order."""
    return tuple(attribute for attribute in ATTRIBUTES if family in attribute.families)


@cache
def _keywords(dialect: str, family: ObjectFamily) -> dict[str, Attribute]:
    table: dict[str, Attribute] = {}
    for attribute in for_family(family):
        if attribute.is_flag(dialect):
            continue
        for keyword in attribute.keywords(dialect):
            table[keyword] = attribute
    return table


def _flag_word(attribute: Attribute, value: EnumValue, dialect: str) -> str | None:
    """The bare keyword that spells ``value`` in ``dialect``, for attributes spelt as flags."""
    return value.spelling(dialect) if attribute.is_flag(dialect) else None


@cache
def _flags(dialect: str, family: ObjectFamily) -> dict[str, tuple[Attribute, EnumValue]]:
    return {word: (attribute, value)
            for attribute in for_family(family)
            for value in attribute.values
            if (word := _flag_word(attribute, value, dialect))}


def by_keyword(dialect: str, keyword: str, object_type: ObjectType) -> Attribute | None:
    """The attribute ``dialect`` spells ``keyword`` (upper case) for this object's family."""
    return _keywords(dialect, object_type.family).get(keyword)


def by_flag(dialect: str, word: str, object_type: ObjectType) -> tuple[Attribute, EnumValue] | None:
    """The attribute and value a bare keyword stands for (MQSC TRIGGER, NOSHARE, REPLACE ...)."""
    return _flags(dialect, object_type.family).get(word)


def for_object(object_type: ObjectType) -> tuple[Attribute, ...]:
    """Non-option attributes valid for ``object_type`` in registry order."""
    return tuple(a for a in ATTRIBUTES if not a.option and object_type in a.object_types)
