"""The queues a queue manager already has, as a script that defines them says (a dmpmqcfg dump of it, or any
script mqtranslate reads): a command that states no queue type (IBM i's CHGMQMQ, CPYMQMQ and DLTMQMQ may leave
QTYPE out) on one of them is of the type defined there, where otherwise only its own attributes could decide.

Nothing is guessed: a queue the definitions do not make, make twice with different types, or make in a definition
that could not be read is unknown, as it is without them."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from translator.diagnostics import Diagnostic, Reporter, Severity
from translator.model import NAME_KEY, Action, Command, Item, ObjectFamily, ObjectType, Passthrough, Rejected


@dataclass(frozen=True, slots=True)
class Existing:
    """Queues that exist, each (queue manager or "" when the definitions name none, name, ObjectType value, where
    it is defined: "DEFINE at line 3 of qm1.mqsc"); the ``files`` they were read from; the first diagnostics of
    the definitions that could not be read (``unread``, of ``unread_count`` commands) and the queues made with two
    types (``conflicting``), which stay unknown; the ``inputs`` of one convert before the one it is given to (their
    queues are in it: semantics.py); the local queues defined shared by processors (``shared``: TPF). It pickles (a
    batch job ships it to its workers), and compares and hashes by its queues and shared queues alone."""

    queues: tuple[tuple[str, str, str, str], ...] = ()
    files: tuple[str, ...] = field(default=(), compare=False)
    unread: tuple[Diagnostic, ...] = field(default=(), compare=False)
    unread_count: int = field(default=0, compare=False)
    conflicting: tuple[str, ...] = field(default=(), compare=False)
    inputs: tuple[str, ...] = field(default=(), compare=False)  # convert's inputs before this one, whose queues these are too
    # Queues a delete on a condition in one of those inputs may have removed, each with that delete: of their type if
    # there.
    maybe_gone: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    # The local queues defined shared by processors (TPF COMMON-YES), each (queue manager, name, where it is defined):
    # ZMQSC ALT QL refuses some attributes on them (translator/dialects/tpf_shared.py). Any other queue's is unknown.
    shared: tuple[tuple[str, str, str], ...] = ()
    # The names of the definitions that could not be read, each with where the last one stands ("line 4 of
    # dump.mqsc"), when no command read since made or deleted the object: why a queue of that name is unknown.
    unread_names: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    _types: dict[tuple[str, str], tuple[ObjectType, str]] = field(default_factory=dict, compare=False, repr=False)
    _managers: dict[str, list[str]] = field(default_factory=dict, compare=False, repr=False)
    _twice: dict[str, None] = field(default_factory=dict, compare=False, repr=False)  # ``conflicting``, to look up
    _shared: dict[tuple[str, str], str] = field(default_factory=dict, compare=False, repr=False)  # ``shared``

    def __post_init__(self) -> None:
        # Built once: each file a batch translates looks its queues up here.
        self._types.update({(manager, name): (ObjectType(kind), where) for manager, name, kind, where in self.queues})
        for manager, name, _, _ in self.queues:
            self._managers.setdefault(name, []).append(manager)
        self._twice.update(dict.fromkeys(self.conflicting))
        self._shared.update({(manager, name): where for manager, name, where in self.shared})

    def made_twice(self, name: str) -> bool:
        """True for a queue ``name`` some queue manager's definitions make with two types (its type is unknown)."""
        return name in self._twice

    def get(self, manager: str, name: str) -> tuple[ObjectType, str] | None:
        """The type of queue ``name`` of queue manager ``manager`` ("" for one the script does not name) and where
        it is defined. Definitions that name no queue manager are the one a script's commands run on; a script
        that names none runs on whichever queue manager's definitions hold the queue, when they agree on its
        type."""
        found = self._types.get((manager, name)) or self._types.get(("", name))
        if found is None and not manager and name not in self._twice:  # a queue manager holding two: unknown
            held = [self._types[other, name] for other in self._managers.get(name, ())]
            found = held[0] if held and all(kind is held[0][0] for kind, _ in held) else None
        return found

    def shared_by_processors(self, manager: str, name: str) -> str | None:
        """Where local queue ``name`` of queue manager ``manager`` is defined shared by processors (TPF COMMON-YES), or
        None when it is not known to be: as ``get``, definitions naming no queue manager are any one's, and a script
        naming none takes the queue as shared only when every queue manager holding it holds it so."""
        found = self._shared.get((manager, name)) or self._shared.get(("", name))
        if found is None and not manager:
            held = [self._shared.get((other, name)) for other in self._managers.get(name, ())]
            found = held[0] if held and all(held) else None
        return found

    def unread_at(self, name: str) -> str | None:
        """Where the last definition of ``name`` that could not be read stands, when no command read since made or
        deleted it."""
        return next((where for unread, where in self.unread_names if unread == name), None)

    def disagree(self, name: str) -> list[str]:
        """The queue managers whose definitions give queue ``name`` different types, when they do."""
        managers = self._managers.get(name, [])
        return managers if len({self._types[manager, name][0] for manager in managers}) > 1 else []


_SHOWN = 3  # the unread definitions' diagnostics an Existing keeps to show
_HEADER = re.compile(r"(?i)^\s*Queue manager name\s*:\s*(\S+)")


def read_existing(data: str | bytes, file: str, source: str = "auto", after: Existing | None = None, *,
                  variables: dict[str, str] | None = None, encoding: str | None = None,
                  record_length: int | None = None) -> Existing:
    """The queues the script ``data`` (read as ``translate`` reads a script of ``source``, with its ``variables``,
    ``encoding`` and ``record_length``) makes and leaves: each create or copy of a stated type, less the ones a later
    delete removes, after the definitions read before it (``after``: another file's, which a delete here removes
    too). A command after MQSC's END never ran: it changes nothing. One that runs only on a condition (CL) may not
    have run: a delete leaves the queue as it was, and a create of another type than the queue had leaves it
    unknown. One the queue manager refuses changes nothing: a delete stating another type than the queue has, a copy
    of a queue of another type. Raises ValueError, as ``parse`` does, for a ``source`` it cannot use."""
    from translator.dialects import DIALECTS  # the dialect modules import the pipeline, which imports this one
    from translator.semantics import command_word, may_retype
    from translator.translation import parse

    parsed = parse(data, source, file=file, variables=variables, encoding=encoding, record_length=record_length)
    never_ran = DIALECTS[parsed.source].condition_never_runs  # MQSC after END: runmqsc stopped before it
    errors = [d for d in parsed.diagnostics if d.severity is Severity.ERROR]
    queues = {(manager, name): (kind, where) for manager, name, kind, where in (after.queues if after else ())}
    managers: dict[str, set[str]] = {}  # by name, the queue managers holding a queue of that name
    for manager, name in queues:
        managers.setdefault(name, set()).add(manager)
    # By name, the queue managers where a queue of that name was made with two types.
    conflicting: dict[str, set[str]] = {name: {""} for name in (after.conflicting if after else ())}
    header = ""
    # After a statement that may make or delete a queue it holds in a variable (CL: IF ... THEN(DLTMQMQ &Q)): each
    # queue's type is unknown but for those deleted since.
    retyped, freed = False, set[str]()
    unread = dict(after.unread_names if after else ())  # the names of the definitions not read, and where
    for item in parsed.script.items:
        # dmpmqcfg names the queue manager it dumps in its header, not in its commands: it holds for what follows
        # (dumps joined together hold one header each).
        header = next((found.group(1) for comment in getattr(item, "comments", ())
                       if (found := _HEADER.search(comment))), header)
        retyping = _retyped(item, may_retype)
        if retyping:  # it may have made or deleted the queue it names, or not, or made it of a type not known
            conflicting.setdefault(retyping, set()).add("")
        elif retyping is not None:  # any queue
            retyped, freed = True, set()
            for name in managers:
                conflicting.setdefault(name, set()).add("")
        if isinstance(item, Rejected) and item.name:
            unread[item.name] = f"line {item.span.line} of {file}"
        if not isinstance(item, Command) or item.object_type.family is not ObjectFamily.QUEUE \
                or (item.variable_names and item.variable_name(NAME_KEY)) \
                or (item.condition and never_ran):
            continue
        if not item.condition:  # what it makes or deletes is the last word on the queue
            unread.pop(item.name, None)
        key = (item.queue_manager or header, item.name)
        # The definitions naming no queue manager may be any one's: they touch every queue manager's queue.
        held = managers.setdefault(item.name, set())
        same = [(other, item.name) for other in held if other == key[0] or "" in (other, key[0])]
        stated = item.object_type.value if item.object_type is not ObjectType.QUEUE else None
        if item.action is Action.DELETE and not item.condition:
            # A delete stating another type than the queue has is refused: the queue stays (DELETE QALIAS of a
            # local queue).
            for found in [found for found in same if stated is None or queues[found][0] == stated]:
                del queues[found]
                held.discard(found[0])
            if stated is None:  # a delete of whatever type the queue has
                freed.add(item.name)
            if item.name in conflicting:
                conflicting[item.name] -= {key[0], *(other for other, _ in same)} if key[0] else conflicting[item.name]
                if not conflicting[item.name]:
                    del conflicting[item.name]
        elif item.action in (Action.CREATE, Action.COPY) and stated is not None:
            kind = stated
            if item.from_name is not None and _other_type(queues, managers, key[0], item.from_name, kind):
                continue  # LIKE takes a queue of the same type: the queue manager refuses the copy
            if any(queues[found][0] != kind for found in same):  # a queue manager refuses the second: which stands?
                conflicting.setdefault(item.name, set()).add(key[0])
            elif retyped and item.name not in freed:  # the statement may have made it with another type
                conflicting.setdefault(item.name, set()).add("")
            queues[key] = kind, f"{command_word(item.source_text)} at line {item.span.line} of {file}" + \
                (f", queue manager {header}" if header and not item.queue_manager else "")
            held.add(key[0])
    rejected = sum(isinstance(item, Rejected) for item in parsed.script.items) or (1 if errors else 0)
    found = Existing(tuple((manager, name, kind, where) for (manager, name), (kind, where) in queues.items()
                           if not conflicting.get(name, set()) & {manager, ""}),
                     (*(after.files if after else ()), file), (*(after.unread if after else ()), *errors[:_SHOWN]),
                     (after.unread_count if after else 0) + rejected, tuple(conflicting),
                     shared=after.shared if after else (), unread_names=tuple(unread.items()))
    return _checked(parsed.script.items, parsed.source, file, after, found)


def _retyped(item: Item, may_retype: Callable[[Passthrough], bool]) -> str | None:
    """The queue whose type is not known after ``item``: the one a statement's create, copy or delete on a condition
    names (semantics.may_retype), or a copy stating no type makes from a queue a CL variable names (FROMQ(&A)); ""
    for any queue (a command string the translator cannot read, a queue a variable names: QNAME(&Q)); None for
    none."""
    if isinstance(item, Passthrough):
        if not may_retype(item):
            return None
        return item.runs_on if item.runs_on and not item.runs_unread else ""
    if not isinstance(item, Command) or not item.variable_names or item.action is Action.CHANGE \
            or item.object_type.family is not ObjectFamily.QUEUE:
        return None
    if item.variable_name(NAME_KEY):
        return ""
    return item.name if item.object_type is ObjectType.QUEUE else None


def _other_type(queues: dict[tuple[str, str], tuple[str, str]], managers: dict[str, set[str]], manager: str,
                name: str, kind: str) -> bool:
    """Whether queue ``name`` of ``manager`` (or of any queue manager, for "") is held as another type than
    ``kind``, and as no queue of that type."""
    held = [queues[(other, name)][0] for other in managers.get(name, ()) if other == manager or "" in (other, manager)]
    return bool(held) and kind not in held


def _checked(items: list[Item], source: str, file: str, after: Existing | None, found: Existing) -> Existing:
    """``found`` with what the dialect's own check of the definitions knows of their queues (TPF: which are shared by
    processors); what the check would refuse is no matter here, as the definitions are what the queue manager has."""
    from translator.dialects import DIALECTS  # the dialect modules import the pipeline, which imports this one

    make = DIALECTS[source].script_check
    if make is None:
        return found
    check = make(after, True, source, Reporter(), file)
    for item in items:
        check.check(item)
    return check.left(found)
