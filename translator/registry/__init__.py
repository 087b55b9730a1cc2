"""The attribute registry: the one table that parsing, validation and emission read."""

from __future__ import annotations

from functools import cache

from translator.model import ObjectType
from translator.registry.command_attributes import NAMELIST_ATTRIBUTES, OPTIONS
from translator.registry.queue_attributes import QUEUE_ATTRIBUTES
from translator.registry.schema import Attribute, EnumValue, Kind

__all__ = ["ATTRIBUTES", "Attribute", "EnumValue", "Kind", "by_flag", "by_keyword", "by_name", "for_object"]

ATTRIBUTES: tuple[Attribute, ...] = QUEUE_ATTRIBUTES + NAMELIST_ATTRIBUTES + OPTIONS
_BY_NAME = {attribute.name: attribute for attribute in ATTRIBUTES}


def by_name(name: str) -> Attribute:
    """The attribute with canonical name ``name``."""
    return _BY_NAME[name]


def _family(object_type: ObjectType) -> bool:
    """True for queues, False for namelists: keywords are looked up per family."""
    return object_type.is_queue


def _applies(attribute: Attribute, is_queue: bool) -> bool:
    return any(t.is_queue == is_queue for t in attribute.object_types)


@cache
def _keywords(dialect: str, is_queue: bool) -> dict[str, Attribute]:
    table: dict[str, Attribute] = {}
    for attribute in ATTRIBUTES:
        if not _applies(attribute, is_queue) or attribute.is_flag(dialect):
            continue
        for keyword in attribute.keywords(dialect):
            table[keyword] = attribute
    return table


def _flag_word(attribute: Attribute, value: EnumValue, dialect: str) -> str | None:
    """The bare keyword that spells ``value`` in ``dialect``, for attributes spelt as flags."""
    return value.spelling(dialect) if attribute.is_flag(dialect) else None


@cache
def _flags(dialect: str, is_queue: bool) -> dict[str, tuple[Attribute, EnumValue]]:
    return {word: (attribute, value)
            for attribute in ATTRIBUTES if _applies(attribute, is_queue)
            for value in attribute.values
            if (word := _flag_word(attribute, value, dialect))}


def by_keyword(dialect: str, keyword: str, object_type: ObjectType) -> Attribute | None:
    """The attribute ``dialect`` spells ``keyword`` (upper case) for this object's family."""
    return _keywords(dialect, _family(object_type)).get(keyword)


def by_flag(dialect: str, word: str, object_type: ObjectType) -> tuple[Attribute, EnumValue] | None:
    """The attribute and value a bare keyword stands for (MQSC TRIGGER, NOSHARE, REPLACE ...)."""
    return _flags(dialect, _family(object_type)).get(word)


def for_object(object_type: ObjectType) -> tuple[Attribute, ...]:
    """Non-option attributes valid for ``object_type`` in registry order."""
    return tuple(a for a in ATTRIBUTES if not a.option and object_type in a.object_types)
