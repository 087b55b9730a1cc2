"""MQSC, the runmqsc command language: DEFINE/ALTER/DELETE of QLOCAL, QALIAS, QREMOTE, QMODEL and NAMELIST."""

from __future__ import annotations

from translator.diagnostics import Reporter
from translator.dialects import Dialect, refuse_lossy
from translator.dialects import mqsc_vocabulary as vocabulary
from translator.model import Action, Command, Script
from translator.readers import mqsc as reader
from translator.registry import Attribute
from translator.writers import mqsc as writer


def table_entry(attribute: Attribute) -> str | None:
    """``DESCR``, ``TARGET, TARGQ`` (with synonyms), or the flag words ``TRIGGER / NOTRIGGER``."""
    if attribute.is_flag("mqsc"):
        return " / ".join(word for value in attribute.values if (word := value.spelling("mqsc"))) or None
    return ", ".join(attribute.keywords("mqsc")) or None


def meanings(script: Script, leaving: bool, source: str, reporter: Reporter) -> None:
    """For an MQSC script going into another dialect (``leaving``): runmqsc stops at END (or EXIT, QUIT), so a
    command after it never ran, where a script of the target, which has no END, would run it: MQT314 under the
    policy, and not written when that makes it an error (by default)."""
    if not leaving:
        return
    for index, item in enumerate(script.items):
        if isinstance(item, Command) and item.condition:
            refuse_lossy(script, index, source, reporter, "MQT314", f"{item.kind} {item.name} stands after the "
                         f"{item.condition}, where runmqsc stops: it never ran, and written into the target it would run",
                         expected=reporter.or_written("the command before the END"))


DIALECT = Dialect(
    name="mqsc", title="MQSC", states_queue_type=frozenset(Action), write_options=frozenset({"width"}),
    description="MQSC scripts for runmqsc (DEFINE/ALTER/DELETE QLOCAL, QALIAS, QREMOTE, QMODEL, NAMELIST,"
                " PROCESS)",
    extension=".mqsc", read=reader.read, write=writer.write, read_items=reader.read_items,
    write_items=writer.write_items, grammar="mqsc", comment="*", vocabulary=vocabulary,
    # The fallback: a script that is none of the others is read as MQSC (and its errors say why).
    recognises=lambda data: True, detection=100, heading="MQSC", table_entry=table_entry, meanings=meanings,
    condition_never_runs=True)
