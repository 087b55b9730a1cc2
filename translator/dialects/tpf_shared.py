"""Queues shared by processors (TPF COMMON-YES): what ZMQSC ALT QL refuses on one.

Seed 002 says MAXDEPTH and QDEPTHHI are "not valid for queues that are processor shared; that is, queues defined
with the COMMON parameter set to YES", and COMMON cannot be altered (the queue is deleted and defined again). A DEF
that gives both is caught by validation (translator/validate.py); an ALT is caught here, where the script's own
earlier DEF or the existing definitions (--existing, or convert's earlier inputs) say the queue is shared. A queue
defined without COMMON- is not known to be shared (TPF's default is not in the pages read), nor is one any command
of the script deletes or defines again: nothing is guessed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from translator import registry
from translator.dialects import tpf_vocabulary as vocabulary
from translator.model import Action, Command, Explicit, Item, ObjectFamily, ObjectType
from translator.writers import spelling

if TYPE_CHECKING:
    from translator.diagnostics import Reporter
    from translator.existing import Existing

# What ZMQSC ALT QL refuses on a queue shared by processors.
NOT_SHARED = ("MaxQDepth", "QDepthHighLimit")
_YES = Explicit("YES")


class SharedQueues:
    """The check, over a script's commands in order, of what TPF refuses on a queue shared by processors.

    ``reading``: the script is TPF's, so such an ALT is a fault of its own (MQT204, the command rejected); otherwise
    it is written into TPF, which cannot express the attribute for that queue (MQT301, by the policy: the attribute
    is left out, or the command rejected). ``existing``: the queues before the script; ``file``: the script's, for
    where it defines a queue once it is another's existing queue (``left``)."""

    def __init__(self, existing: Existing | None, reading: bool, source: str, reporter: Reporter,
                 file: str = "") -> None:
        self.existing, self.reading, self.source, self.reporter, self.file = existing, reading, source, reporter, file
        # By queue manager and name, what the script's commands left each queue they touched: where it is defined
        # shared, or None (deleted, defined otherwise, or not known).
        self.changed: dict[tuple[str, str], str | None] = {}
        self.touched: set[str] = set()  # their names, of whatever queue manager

    def shared(self, manager: str, name: str) -> str | None:
        """Where the queue is defined shared by processors, or None when that is not known."""
        if (manager, name) in self.changed:
            return self.changed[manager, name]
        if name in self.touched or self.existing is None:  # another queue manager's, or none named: not known
            return None
        return self.existing.shared_by_processors(manager, name)

    def check(self, item: Item) -> Item:
        """``item``, or the rejected item of the command TPF refuses; what it makes or deletes is noted."""
        if not isinstance(item, Command) or item.object_type.family is not ObjectFamily.QUEUE:
            return item
        key = (item.queue_manager, item.name)
        if item.action is Action.CHANGE and item.object_type is ObjectType.LOCAL:
            return self._change(item, self.shared(*key))
        if item.action in (Action.CREATE, Action.COPY, Action.DELETE):
            # A create of a shared queue that runs whatever came before; anything else leaves the queue not known
            # to be shared (a delete, on a condition or not, frees the name or may have).
            made = item.action is Action.CREATE and item.object_type is ObjectType.LOCAL and not item.condition \
                and item.attributes.get("TpfCommon") == _YES
            self.changed[key] = f"{vocabulary.command_name(Action.CREATE, ObjectType.LOCAL)} at line " \
                                f"{item.span.line}" if made else None
            self.touched.add(item.name)
        return item

    def _change(self, command: Command, where: str | None) -> Item:
        """A change of a local queue: what it sets that TPF refuses on one shared by processors (``where`` it is
        defined so; None: not known to be) is reported, and rejects the command, or is left out (writing, warn)."""
        if where is None:
            return command
        errors = self.reporter.errors
        for name in [name for name in command.attributes if name in NOT_SHARED]:
            if command.attributes[name].__class__ is not Explicit:  # *SAME: nothing is set
                continue
            keyword = registry.by_name(name).spelling("tpf")
            said = f"{command.name}, a queue shared by processors (TPF COMMON YES, by the {where})"
            if self.reading:
                self.reporter.report("MQT204", f"{name} is not an attribute of {said}",
                                     command.span_of(name), command.source_text, attribute=name,
                                     expected=f"no {keyword}- for a COMMON-YES queue")
            else:
                spelling.report(spelling.NotExpressible("MQT301", f"TPF takes no {keyword}- for {said}"), command,
                                name, self.reporter)
                del command.attributes[name]
        return command.rejected(self.source) if self.reporter.errors > errors else command

    def left(self, existing: Existing) -> Existing:
        """``existing`` (the queues after the script) with the shared queues after it: the earlier ones it did not
        touch and the ones it defined, each still a local queue there."""
        local: dict[str, set[str]] = {}  # by name, the queue managers holding a local queue of that name
        for manager, name, kind, _ in existing.queues:
            if kind == ObjectType.LOCAL.value:
                local.setdefault(name, set()).add(manager)
        before = self.existing.shared if self.existing is not None else ()
        shared = [(manager, name, where) for manager, name, where in before if name not in self.touched]
        shared += [(manager, name, f"{where} of {self.file}" if self.file else where)
                   for (manager, name), where in self.changed.items() if where is not None]
        # Definitions naming no queue manager are any one's (Existing.get).
        return replace(existing, shared=tuple((manager, name, where) for manager, name, where in shared
                                              if (held := local.get(name)) and (not manager or manager in held
                                                                                or "" in held)))


def script_check(existing: Existing | None, reading: bool, source: str, reporter: Reporter,
                 file: str = "") -> SharedQueues:
    """TPF's check over a script read from TPF (``reading``) or written into it."""
    return SharedQueues(existing, reading, source, reporter, file)
