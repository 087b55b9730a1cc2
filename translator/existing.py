"""The queues a queue manager already has, as a script that defines them says (a dmpmqcfg dump of it, or any
script mqtranslate reads): a command that states no queue type (IBM i's CHGMQMQ, CPYMQMQ and DLTMQMQ may leave
QTYPE out) on one of them is of the type defined there, where otherwise only its own attributes could decide.

Nothing is guessed: a queue the definitions do not make (or a definition that could not be read) is unknown, as
it is without them."""

from __future__ import annotations

from dataclasses import dataclass, field

from translator.diagnostics import Diagnostic, Severity
from translator.model import Action, Command, ObjectFamily, ObjectType


@dataclass(frozen=True, slots=True)
class Existing:
    """Queues that exist, each (queue manager or "" when the definitions name none, name, ObjectType value, where
    it is defined: "DEFINE QLOCAL at line 3 of qm1.mqsc"), and the first diagnostics of the definitions that could
    not be read (``unread``, of ``unread_count`` in all). Plain values only: a batch job ships it to its workers."""

    queues: tuple[tuple[str, str, str, str], ...] = ()
    unread: tuple[Diagnostic, ...] = field(default=(), compare=False)
    unread_count: int = 0

    def types(self) -> dict[tuple[str, str], tuple[ObjectType, str]]:
        """Each queue's type and where it is defined, by (queue manager, name)."""
        return {(manager, name): (ObjectType(kind), where) for manager, name, kind, where in self.queues}


_SHOWN = 3  # the unread definitions' diagnostics an Existing keeps to show


def read_existing(data: str | bytes, file: str, source: str = "auto", encoding: str | None = None) -> Existing:
    """The queues the script ``data`` (read as ``translate`` reads a script of ``source``) makes and leaves: each
    create or copy of a stated type, less the ones a later delete removes. Raises ValueError, as ``parse`` does,
    for a ``source`` or ``encoding`` it cannot use."""
    from translator.translation import parse  # the pipeline imports this module

    parsed = parse(data, source, file=file, encoding=encoding)
    errors = [d for d in parsed.diagnostics if d.severity is Severity.ERROR]
    queues: dict[tuple[str, str], tuple[str, str]] = {}
    for item in parsed.script.items:
        if not isinstance(item, Command) or item.object_type.family is not ObjectFamily.QUEUE:
            continue
        key = (str(item.options.get("QMgrName", "")), item.name)
        if item.action is Action.DELETE:
            queues.pop(key, None)
        elif item.action in (Action.CREATE, Action.COPY) and item.object_type is not ObjectType.QUEUE:
            word = item.source_text.split(None, 1)[0] if item.source_text.strip() else item.kind
            queues[key] = item.object_type.value, f"{word} at line {item.span.line} of {file}"
    return Existing(tuple((manager, name, kind, where) for (manager, name), (kind, where) in queues.items()),
                    tuple(errors[:_SHOWN]), len(errors))
