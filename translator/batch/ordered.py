"""Results in submission order with a bounded number in flight: how both engines feed the writer."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

Item, Result = TypeVar("Item"), TypeVar("Result")


def in_order(submit: Callable[[Item], Callable[[], Result]], items: Iterable[Item], ahead: int) -> Iterator[Result]:
    """``submit(item)`` starts work and returns a wait for its result; at most ``ahead`` are started and unread."""
    pending: deque[Callable[[], Result]] = deque()
    for item in items:
        pending.append(submit(item))
        if len(pending) >= ahead:
            yield pending.popleft()()
    while pending:
        yield pending.popleft()()
