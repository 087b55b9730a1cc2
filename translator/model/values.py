"""The values an attribute can have: stated, unchanged, from the system default, blank, or a CL variable."""

from __future__ import annotations

from dataclasses import dataclass


class Explicit(tuple):
    """A value the source states: str, int, enum constant name, or a tuple of names.

    A one-element tuple rather than a dataclass: values are dictionary keys in every memo of the
    readers, validator and writers, and a tuple hashes and compares in C. It equals only another
    Explicit holding an equal value (never Variable, Blank, ... which are not tuples).
    """

    __slots__ = ()

    def __new__(cls, value: str | int | tuple[str, ...]) -> Explicit:
        return tuple.__new__(cls, (value,))

    def __getnewargs__(self) -> tuple[str | int | tuple[str, ...]]:  # type: ignore[override]
        return (self[0],)

    def __repr__(self) -> str:
        return f"Explicit({self[0]!r})"

    @property
    def value(self) -> str | int | tuple[str, ...]:
        """The stated value."""
        return self[0]


@dataclass(frozen=True, slots=True)
class Unchanged:
    """The attribute keeps its current value (CL *SAME; in a copy, the source queue's value)."""


@dataclass(frozen=True, slots=True)
class SystemDefault:
    """The attribute comes from the system default object (CL *SYSDFTQ, *SYSDFTNL, *DFT)."""


@dataclass(frozen=True, slots=True)
class Blank:
    """An explicitly blank value (CL *NONE / *BLANK, MQSC ' ', an empty name list)."""


@dataclass(frozen=True, slots=True)
class Variable:
    """An unresolved CL program variable such as &QMGRNAME."""

    name: str


Value = Explicit | Unchanged | SystemDefault | Blank | Variable
UNCHANGED = Unchanged()
SYSTEM_DEFAULT = SystemDefault()
BLANK = Blank()
