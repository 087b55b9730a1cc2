"""PCF parameter identifiers, structure types and named values, all derived from the attribute registry.

Only the object names and the queue type are defined here: they are part of every command's
head, not attributes. Everything else comes from the registry rows that have a PCF identifier.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from translator import registry
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, MQCFT_STRING_LIST, STRUCTURE_NAMES
from translator.registry import Attribute, EnumValue, Kind
from translator.registry.objects import OBJECTS

_STRUCTURE = {Kind.STRING: MQCFT_STRING, Kind.INTEGER: MQCFT_INTEGER, Kind.ENUM: MQCFT_INTEGER,
              Kind.NAME_LIST: MQCFT_STRING_LIST}


class Role(StrEnum):
    """What a head parameter carries: the object's name, the copy source's name, or the queue type."""

    NAME = "name"
    FROM = "from"
    TYPE = "type"


@dataclass(frozen=True, slots=True)
class Parameter:
    """One PCF parameter: identifier, number, structure type (MQCFT_*), and what it means."""

    identifier: str
    number: int
    structure: int
    attribute: Attribute | None = None
    role: Role | None = None
    values: tuple[EnumValue, ...] = ()

    @property
    def structure_name(self) -> str:
        """MQCFIN, MQCFST or MQCFSL."""
        return STRUCTURE_NAMES[self.structure]


def _head(identifier: str, number: int, role: Role) -> Parameter:
    return Parameter(identifier, number, MQCFT_STRING, role=role)


Q_NAME = _head("MQCA_Q_NAME", 2016, Role.NAME)
FROM_Q_NAME = _head("MQCACF_FROM_Q_NAME", 3001, Role.FROM)
TO_Q_NAME = _head("MQCACF_TO_Q_NAME", 3002, Role.NAME)
NAMELIST_NAME = _head("MQCA_NAMELIST_NAME", 2010, Role.NAME)
FROM_NAMELIST_NAME = _head("MQCACF_FROM_NAMELIST_NAME", 3005, Role.FROM)
TO_NAMELIST_NAME = _head("MQCACF_TO_NAMELIST_NAME", 3006, Role.NAME)
# MQCA_PROCESS_NAME names the object of a process command; elsewhere the same identifier is a queue's ProcessName
# attribute, which is what a lookup by number or identifier gives (the commands resolve their heads first).
PROCESS_NAME = _head("MQCA_PROCESS_NAME", 2012, Role.NAME)
FROM_PROCESS_NAME = _head("MQCACF_FROM_PROCESS_NAME", 3003, Role.FROM)
TO_PROCESS_NAME = _head("MQCACF_TO_PROCESS_NAME", 3004, Role.NAME)
Q_TYPE = Parameter("MQIA_Q_TYPE", 20, MQCFT_INTEGER, role=Role.TYPE,
                   values=tuple(EnumValue(pcf=o.pcf, number=o.pcf_number) for o in OBJECTS if o.pcf and o.pcf_number))

PARAMETERS: tuple[Parameter, ...] = (
    Q_NAME, FROM_Q_NAME, TO_Q_NAME, Q_TYPE, NAMELIST_NAME, FROM_NAMELIST_NAME, TO_NAMELIST_NAME,
    FROM_PROCESS_NAME, TO_PROCESS_NAME,
    # A named value without a number (MQAT_DEFAULT) is no PCF value.
    *(Parameter(a.pcf, a.pcf_number, _STRUCTURE[a.kind], a,
                values=tuple(v for v in a.values + a.specials if v.number is not None))
      for a in registry.ATTRIBUTES if a.pcf and a.pcf_number is not None),
)
_BY_NUMBER = {parameter.number: parameter for parameter in PARAMETERS}
# MQCA_BASE_Q_NAME is the older name of MQCA_BASE_OBJECT_NAME: the same number, 2002 (IBM's cmqc.h).
_BY_IDENTIFIER = {**{p.identifier: p for p in PARAMETERS}, "MQCA_BASE_Q_NAME": _BY_NUMBER[2002]}
BY_ATTRIBUTE = {p.attribute.name: p for p in PARAMETERS if p.attribute}


def by_number(number: int) -> Parameter | None:
    """The parameter with identifier number ``number``."""
    return _BY_NUMBER.get(number)


def lookup(key: str) -> Parameter | None:
    """The parameter an identifier name (MQIA_MAX_Q_DEPTH) or number ("15") stands for."""
    digits = key[1:] if key.startswith("-") else key  # one sign at most, and no more digits than an MQLONG's
    if digits.isascii() and digits.isdigit():
        return _BY_NUMBER.get(int(key)) if len(digits) <= 10 else None
    return _BY_IDENTIFIER.get(key)


def value_name(parameter: Parameter, number: int) -> str | int:
    """The constant name of an integer value (MQQT_LOCAL, MQCEX_NOLIMIT), or the number itself."""
    return next((v.pcf for v in parameter.values if v.number == number), number)


def value_number(parameter: Parameter, name: str) -> int | None:
    """The number of a value constant name of ``parameter``, or None."""
    return next((v.number for v in parameter.values if v.pcf == name), None)
