"""Options every writer understands."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class WriteOptions:
    """``width`` 0 writes one line per command; ``explicit`` spells out *SAME/*SYSDFTQ (CL); ``ccsid`` is the
    character set pcf-bin writes every string in (1208, UTF-8, by default); ``preceded`` and ``followed``: the
    script is written into one output after and before other inputs' (convert's), so a command that ends a script
    or must start one is an error (MQT130)."""

    width: int = 72
    explicit: bool = False
    byte_order: str = "little"
    ccsid: int = 1208
    preceded: bool = False
    followed: bool = False
