"""MQSC, the runmqsc command language: DEFINE/ALTER/DELETE of QLOCAL, QALIAS, QREMOTE, QMODEL and NAMELIST."""

from __future__ import annotations

from translator.dialects import Dialect
from translator.dialects import mqsc_vocabulary as vocabulary
from translator.model import Action
from translator.readers import mqsc as reader
from translator.registry import Attribute
from translator.writers import mqsc as writer


def table_entry(attribute: Attribute) -> str | None:
    """``DESCR``, ``TARGET, TARGQ`` (with synonyms), or the flag words ``TRIGGER / NOTRIGGER``."""
    if attribute.is_flag("mqsc"):
        return " / ".join(word for value in attribute.values if (word := value.spelling("mqsc"))) or None
    return ", ".join(attribute.keywords("mqsc")) or None


DIALECT = Dialect(
    name="mqsc", title="MQSC", states_queue_type=frozenset(Action),
    description="MQSC scripts for runmqsc (DEFINE/ALTER/DELETE QLOCAL, QALIAS, QREMOTE, QMODEL, NAMELIST,"
                " PROCESS)",
    extension=".mqsc", read=reader.read, write=writer.write, read_items=reader.read_items,
    write_items=writer.write_items, grammar="mqsc", comment="*", vocabulary=vocabulary,
    # The fallback: a script that is none of the others is read as MQSC (and its errors say why).
    recognises=lambda data: True, detection=100, heading="MQSC", table_entry=table_entry)
