"""Lookup tables that fill themselves: the readers' and writers' per-keyword and per-value memos."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Key = TypeVar("Key", bound=Hashable)
Result = TypeVar("Result")


class Table(dict, Generic[Key, Result]):  # type: ignore[type-arg]
    """A dict whose ``table[key]`` is ``make(key)``, made on first use and kept for the first ``limit`` keys.

    A hit is a plain dict lookup, cheaper than an ``lru_cache`` call; once the table is full, a miss costs
    nothing more than ``make``. Meant for keys from a small set (keywords, enumeration words), where the
    limit is only a guard. What ``make`` raises is raised again, and nothing is kept.
    """

    def __init__(self, make: Callable[[Key], Result], limit: int = 1024) -> None:
        super().__init__()
        self.make, self.limit = make, limit

    def __missing__(self, key: Key) -> Result:
        result = self.make(key)
        if len(self) < self.limit:
            self[key] = result
        return result


def remembered(function: Callable[[Key], Result], limit: int = 256) -> Callable[[Key], Result]:
    """``function`` with its results for the first ``limit`` distinct arguments kept (see :class:`Table`)."""
    return Table(function, limit).__getitem__
