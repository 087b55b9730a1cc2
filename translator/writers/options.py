"""Options every writer understands."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from translator.writers.context import QueueManagers


@dataclass(frozen=True, slots=True)
class WriteOptions:
    """``width`` 0 writes one line per command; ``explicit`` spells out *SAME/*SYSDFTQ (CL); ``ccsid`` is the
    character set pcf-bin writes every string in (1208, UTF-8, by default). ``preceded`` and ``followed``: the
    script is written into one output (convert's) after an input that holds a command, and before other inputs,
    so a command that must start a script, or that ends one while a later input holds a command, is an error
    (MQT130). ``followed`` may be a function that says whether a later input holds a command: asked only at a
    command that ends the script, as it reads the later inputs. ``queue_managers``: the queue managers of the
    output the script is written into with others (convert's), so that one input's MQMNAME holds for the next
    (MQT316, MQT313); None: the script's own."""

    width: int = 72
    explicit: bool = False
    byte_order: str = "little"
    ccsid: int = 1208
    preceded: bool = False
    followed: bool | Callable[[], bool] = False
    queue_managers: QueueManagers | None = None

    def later_commands(self) -> bool:
        """True when an input written after this script holds a command."""
        return self.followed() if callable(self.followed) else self.followed
