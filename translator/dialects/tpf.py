"""TPF ZMQSC: DEF/ALT/DEL of QL, QA and QR (other ZMQSC commands are kept or reported).

TPF spells some attributes as MQSC does but means otherwise (a registry row's :class:`TpfRule`, ``differs`` and
``no_limit``): :func:`meanings` translates or reports that whenever a script crosses into or out of TPF.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import Dialect, tpf_shared
from translator.dialects import tpf_vocabulary as vocabulary
from translator.dialects.tpf_rules import RULES, TpfRule, takes
from translator.model import Action, Command, Explicit, ObjectType, Script
from translator.parsers import blank
from translator.readers import tpf as reader
from translator.registry import Attribute
from translator.registry.objects import BY_TYPE
from translator.writers import tpf as writer

# A ZMQSC script: its first command (after blank and * comment lines) is a ZMQSC command, or a ZMQID one (the
# client channel directory's, which the reader keeps as out of scope).
_FIRST_COMMAND = re.compile(rf"^[ \t\r]*([^{blank()}*][^\n]*)", re.M)
_ZMQSC = re.compile(r"ZMQ(?:SC|ID)(?![A-Za-z0-9])", re.I)


def recognises(data: str | bytes) -> bool:
    """True when the script's first command is a ZMQSC (or ZMQID) command."""
    if not isinstance(data, str):
        return False
    first = _FIRST_COMMAND.search(data.lstrip("\ufeff"))
    return bool(first and _ZMQSC.match(first.group(1)))


@dataclass(frozen=True, slots=True, kw_only=True)
class TpfDialect(Dialect):
    """ZMQSC takes an attribute on the commands and queue types its registry row's :class:`TpfRule` says."""

    def takes(self, attribute: Attribute, action: Action, object_type: ObjectType) -> bool:
        return takes(attribute, action, object_type)


def meanings(script: Script, leaving: bool, source: str, reporter: Reporter) -> None:
    """Where TPF means otherwise by the same spelling, for a script leaving TPF (``leaving``) or entering it:
    the meaning is translated where the target can say it (TPF's "0 is no limit", MQT307), reported where it
    cannot (MQT302, and the attribute is not written), and warned about where only the reader can judge
    (MQT306, the rule's ``differs``, and a local queue's delete, with PURGE or without)."""
    for index, command in enumerate(script.items):
        if not isinstance(command, Command):
            continue
        if command.action is Action.DELETE and command.object_type is ObjectType.LOCAL:
            if command.options.get("Purge") != _PURGE:
                reporter.report("MQT306", "a local queue's delete without PURGE: TPF marks a queue that holds "
                                "messages delete pending until it is empty (puts to it fail meanwhile), where "
                                "elsewhere the delete fails and the queue stays in use", command.span,
                                command.source_text)
            else:
                reporter.report("MQT306", "a local queue's delete with PURGE: TPF purges it only on the processors "
                                "it is given, and it may stay delete pending on the others; elsewhere PURGE deletes "
                                "every message and the queue at once", command.span_of("Purge"), command.source_text,
                                attribute="Purge")
        errors, said = reporter.errors, set()
        for name, value in list(command.attributes.items()):
            attribute = registry.by_name(name)
            rule = RULES[attribute]
            if rule is None or command.object_type not in rule.types or not isinstance(value, Explicit):
                continue
            if rule.no_limit is not None and value.value == 0:
                _no_limit(command, attribute, rule.no_limit, leaving, reporter)
            elif rule.differs and rule.differs not in said and (rule.differs_at is None
                                                                 or value.value in rule.differs_at):
                said.add(rule.differs)
                word = attribute.value_by_pcf(str(value.value)) if attribute.values else None
                reporter.report("MQT306", f"{attribute.name} {word.spelling('tpf') if word else value.value}: "
                                f"{rule.differs if leaving or not rule.differs_into else rule.differs_into}",
                                command.span_of(name), command.source_text, attribute=name)
        if reporter.errors > errors:  # never written live: the policy made a lost meaning an error
            script.items[index] = command.rejected(source)


_PURGE = Explicit("MQPO_YES")


def _no_limit(command: Command, attribute: Attribute, no_limit: int, leaving: bool, reporter: Reporter) -> None:
    """TPF's 0 ("no limit") becomes the others' highest value; their 0 (a limit of zero) has no TPF spelling."""
    span = command.span_of(attribute.name)
    keyword = attribute.spelling("tpf")
    if leaving:
        command.attributes[attribute.name] = Explicit(no_limit)
        reporter.report("MQT307", f"TPF {keyword}-0 means no limit: written as {no_limit}, the "
                        f"highest {attribute.name} the target allows", span, command.source_text, attribute=attribute.name)
        return
    reporter.report("MQT302", f"{attribute.name} 0 admits no message, but TPF {keyword}-0 means no limit: TPF "
                    "cannot express it", span, command.source_text, expected=f"{keyword}-1 or more",
                    attribute=attribute.name)
    del command.attributes[attribute.name]


def table_entry(attribute: Attribute) -> str | None:
    """``PUT- (QL, QA)``, ``USAGE- (DEF QL)``, ``PURGE (DEL QL)``: the keyword and the commands that take it."""
    rule = RULES[attribute]
    if rule is None:
        return None
    keyword = attribute.spelling("tpf")
    words = f"{keyword}-" if keyword else " / ".join(w for value in attribute.values if (w := value.spelling("tpf")))
    verbs = [verb for action, verb in vocabulary.WRITTEN_VERBS.items()
             if any(takes(attribute, action, t) for t in rule.types)]
    prefix = f"{verbs[0]} " if len(verbs) == 1 else ""
    nouns = [prefix + str(BY_TYPE[t].spelling("tpf")) for t in ObjectType if t in rule.types]
    return f"{words or None} ({', '.join(nouns)})"


def table_facts(attribute: Attribute) -> dict[str, object]:
    """The queue types whose ZMQSC commands take the attribute, and whether only DEF does."""
    rule = RULES[attribute] or TpfRule(types=frozenset())
    return {"tpf_types": [str(BY_TYPE[t].spelling("tpf")) for t in ObjectType if t in rule.types],
            "tpf_define_only": rule.define_only}


DIALECT = TpfDialect(
    name="tpf", title="TPF", states_queue_type=frozenset(Action),
    description="TPF ZMQSC (DEF/ALT/DEL of QL, QA and QR; other ZMQSC commands are kept or reported)",
    platform="TPF", holds_processes=False, holds_system_objects=False, own_objects=vocabulary.OWN_QUEUES,
    extension=".zmqsc", read=reader.read, write=writer.write, read_items=reader.read_items,
    write_items=writer.write_items, grammar="tpf", comment="*", vocabulary=vocabulary, recognises=recognises,
    detection=30, meanings=meanings, heading="TPF (tpf)", table_entry=table_entry,
    table_facts=table_facts, script_check=tpf_shared.script_check)
