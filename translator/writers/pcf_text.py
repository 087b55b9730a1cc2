"""PCF text writer: JSON Lines, one command per line, with constant names for enumerated values."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from operator import attrgetter

from translator.diagnostics import Reporter
from translator.model import Item, Script
from translator.pcf.text import render
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import write_messages


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One JSON line per command ("" for what PCF cannot carry)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    # one line per command whatever the width
    return write_messages("pcf", items, trailing, reporter, render, attrgetter("text"), "",
                          queue_managers=options.queue_managers)
