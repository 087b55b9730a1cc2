"""PCF text writer: JSON Lines, one command per line, with constant names for enumerated values."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import partial
from operator import attrgetter

from translator.diagnostics import Reporter
from translator.model import Item, Passthrough, Script
from translator.pcf.binary import PcfDecodeError, exactly
from translator.pcf.text import NotCarried, render, render_exact
from translator.readers import pcf_binary, pcf_text
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import not_carried, write_messages


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One JSON line per command ("" for what PCF cannot carry)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    # one line per command whatever the width
    carry = (pcf_binary.DIALECT, partial(_from_binary, reporter=reporter))
    return write_messages(pcf_text.DIALECT, items, trailing, reporter, render, attrgetter("text"), "",
                          queue_managers=options.queue_managers, carry=carry)


def _from_binary(item: Passthrough, *, reporter: Reporter) -> str:
    """The JSON line of a binary command passed through, from which pcf-bin gives its bytes again; "" (reported)
    when it holds what the line cannot say."""
    try:
        return render_exact(exactly(bytes.fromhex(item.text)))
    except PcfDecodeError as error:
        what, offset, detail = error.args
        problem = NotCarried(f"byte {offset} of the message: {detail if what == 'byte' else error.reason}")
    except NotCarried as error:
        problem = error
    not_carried(pcf_text.DIALECT, item, problem, reporter)
    return ""
