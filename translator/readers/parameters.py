"""What the keyword readers (MQSC, TPF) share: storing a parameter once and suggesting keywords."""

from __future__ import annotations

from collections.abc import Iterable
from difflib import get_close_matches
from functools import lru_cache

from translator.model import Command, Value
from translator.readers.values import ValueProblem
from translator.registry import Attribute


def store(command: Command, attribute: Attribute, value: Value, offset: int, dialect: str) -> None:
    """Set ``attribute`` (or option) on ``command``, given at ``offset`` in its text; twice is MQT108."""
    target = command.options if attribute.option else command.attributes
    if attribute.name in target:
        raise duplicate(attribute, dialect)
    target[attribute.name] = value
    command.offsets[attribute.name] = offset


def duplicate(attribute: Attribute, dialect: str) -> ValueProblem:
    """MQT108: ``attribute`` is given a second time."""
    return ValueProblem("MQT108", f"{attribute.spelling(dialect) or 'the flag'} for {attribute.name} is given twice",
                        "each parameter once")


def suggest(keyword: str, known: Iterable[str]) -> str:
    """What was expected instead of an unknown ``keyword``: the closest of ``known``."""
    return _closest(keyword, known if isinstance(known, tuple) else tuple(known))


@lru_cache(maxsize=1024)
def _closest(keyword: str, known: tuple[str, ...]) -> str:
    """``suggest``, remembered: a script repeats its unknown keywords, and each costs a comparison with every one."""
    close = get_close_matches(keyword, known, n=3)
    if not close:
        return "an attribute keyword of this command"
    return close[0] if len(close) == 1 else f"one of {', '.join(close)}"
