"""Shared test helpers: dialect file extensions and reading a script into canonical commands."""

from __future__ import annotations

from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.model import Command

EXTENSIONS = {dialect.extension: name for name, dialect in DIALECTS.items()}


def commands(text: str | bytes, dialect: str, variables: dict[str, str] | None = None) -> list[Command]:
    """The canonical commands a script holds (no pass-through items)."""
    script = DIALECTS[dialect].read(text, "<test>", Reporter(), variables or {})
    return [item for item in script.items if isinstance(item, Command)]


def canonical(text: str | bytes, dialect: str) -> list[tuple]:
    """The meaning of every command in the script, for round-trip comparisons."""
    return [command.canonical() for command in commands(text, dialect)]


def said_once(program: str, code: str) -> list[str]:
    """The messages of ``code`` translating the CL ``program`` into MQSC (a test unpacks the one it expects)."""
    from translator import translate

    return [d.message for d in translate(program, "cl", "mqsc").diagnostics if d.code == code]
