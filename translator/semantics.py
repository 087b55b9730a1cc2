"""The queue-type stage: settling, for the target dialect, a queue type the source left open (a dialect's own
meanings are its Dialect's ``meanings``; processes crossing platforms, translator/platform_meanings.py)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from translator.diagnostics import Reporter
from translator.model import NAME_KEY, Action, Command, Item, ObjectFamily, ObjectType, Passthrough
from translator.pcf.commands import BY_NUMBER
from translator.validate import implied_types

if TYPE_CHECKING:
    from translator.dialects import Dialect
    from translator.existing import Existing


def typed_queues(items: Iterable[Item], source: str, target: Dialect, reporter: Reporter,
                 existing: Existing | None = None, left: Callable[[Callable[[], Existing]], None] | None = None,
                 file: str = "") -> Iterator[Item]:
    """The queue-type stage, after validation: for a command the ``target`` dialect must state a queue type on
    (its Dialect's ``states_queue_type``), a queue of unstated type gets the type the script, or the ``existing``
    queues, made it (MQT303), else the type its attributes imply (MQT303), or becomes a Rejected item of ``source``
    when they imply none or several (MQT304), as validation rejects a command. A command the queue manager refuses
    for the queue's type (MQT317) that the target cannot state the type on (``omits_queue_type``: CL's DLTMQMQ)
    would act on the queue of the other type: a Rejected item (MQT318). A target needing neither (no
    ``tracks_queue_types``) gets ``items`` as they are. Once all are read, ``left`` is given the means to make the
    queues the script leaves (of ``file``), the existing queues of a script that runs after it (convert's next
    input): made only when asked for, as most scripts run after none."""
    if not target.tracks_queue_types:
        return iter(items)
    return _typed(items, source, target, reporter, existing, left, file)


def _typed(items: Iterable[Item], source: str, target: Dialect, reporter: Reporter, existing: Existing | None,
           left: Callable[[Callable[[], Existing]], None] | None, file: str) -> Iterator[Item]:
    from translator.dialects import DIALECTS  # the dialect modules import this one

    actions, hint = target.states_queue_type, DIALECTS[source].queue_type_hint
    script = _ScriptQueues(existing)
    for item in items:
        if isinstance(item, Command):
            if item.variable_names:  # QNAME(&Q): which queue is known only as it runs
                script.held_in_variable(item)
                yield item  # of no type settled: the target, which has no variables, refuses it (MQT106)
                continue
            if item.object_type is _UNTYPED and item.action in actions:
                inferred = script.type_of(item, reporter)
                if inferred is _UNKNOWN:
                    inferred = queue_type(item, reporter, target.title, hint, script.unknown_because(item))
                if inferred is None:
                    yield item.rejected(source)
                    continue
                item.object_type = inferred
            if item.object_type in _QUEUE_TYPES:  # only queues have types to keep apart
                key = (item.queue_manager, item.name)
                if not script.refused(item, key, reporter, target):
                    script.note(item, key)
                elif item.action in target.omits_queue_type:
                    yield item.rejected(source)
                    continue
        elif isinstance(item, Passthrough) and may_retype(item):
            script.ran(item)  # CL: IF ... THEN(DLTMQMQ ...), SBMJOB CMD(CRTMQMQ ...), CALL QCMDEXC PARM(&CMD 200)
        yield item
    if left is not None:
        left(partial(script.left, file))


def may_retype(statement: Passthrough) -> bool:
    """Whether a statement outside the model may have made or deleted a queue: it runs a create, copy or delete
    (on a condition, in another job), or a command string the translator cannot read, which may be one."""
    from translator.dialects import DIALECTS  # the dialect modules import this one

    if statement.runs_unread:
        return True
    return bool(statement.runs) and DIALECTS[statement.dialect].may_retype(statement.runs)


_UNKNOWN = ObjectType.QUEUE  # what _ScriptQueues.type_of gives for a queue the script did not make
# The members the stage reads for every command, read from their Enum classes once: an Enum's class attribute costs
# several times a module's name.
_UNTYPED, _QUEUES, _DELETE = ObjectType.QUEUE, ObjectFamily.QUEUE, Action.DELETE
# The queue types: a member's ``family`` costs more to read than a set's look-up.
_QUEUE_TYPES = frozenset(t for t in ObjectType if t.family is ObjectFamily.QUEUE)
_MAKES_OR_DELETES = (Action.CREATE, Action.COPY, Action.DELETE)


class _ScriptQueues:
    """The queues the script itself made, by queue manager and name, with their type and where, and the ones that
    exist before it (``existing``: as the definitions given with it say): a later command on one (IBM i's CHGMQMQ,
    CPYMQMQ and DLTMQMQ may leave QTYPE out) is of that type, not of a type guessed."""

    def __init__(self, existing: Existing | None = None) -> None:
        # A delete on a condition in an earlier input (convert's): the queue may be gone, as after one in the script.
        self._inherited = dict(existing.maybe_gone) if existing is not None else {}
        self.known: dict[tuple[str, str], tuple[ObjectType, str | _Where]] = {}
        self.existing = existing
        self.deleted: set[str] = set()  # existing queues the script deleted, by name: of whatever queue manager
        # Queues a command that runs only on a condition (CL: IF ... THEN(DO)) creates with another type than the
        # one they had: their type afterwards is that command's if it ran, the one before if not, so neither can
        # be taken; and queues such a command may have deleted.
        # Each with why: "the CRTMQMQ at line 3 that makes it runs only on a condition".
        self.uncertain: dict[str, str] = {}
        self.maybe_deleted: dict[str, str] = dict(self._inherited)  # each with the delete ("DLTMQMQ at line 4")
        # A statement that runs, on a condition, an MQ command it holds unread which may make or delete a queue
        # ("the IF at line 4 runs a DLTMQMQ on a condition"), or a command string it cannot read: any queue may have
        # been made or deleted since, so no queue's type is known (but for one deleted since: ``freed``) and no
        # command is known to be refused. "": none.
        self.unsure = ""
        # Queues deleted since ``unsure`` was said, by queue manager and name: known again once made.
        self.freed: set[tuple[str, str]] = set()

    def _unsure_of(self, manager: str, name: str) -> bool:
        """Whether queue manager ``manager``'s queue ``name`` may have been made or deleted by what the script runs
        unread."""
        return bool(self.unsure) and (manager, name) not in self.freed

    def type_of(self, command: Command, reporter: Reporter) -> ObjectType | None:
        """The type of the queue an earlier command of the script made, or the existing definitions make (for a
        copy, of the queue it copies); None when the command's attributes are not that type's (reported);
        _UNKNOWN for a queue neither made: its attributes decide."""
        name = command.from_name or command.name
        if name in self.uncertain or self._unsure_of(command.queue_manager, name):
            return _UNKNOWN
        subject = f"{name}, which it copies," if command.from_name else "it"
        found = self.known.get((command.queue_manager, name))
        maker = f"the script made {subject}"
        if found is None and self.existing is not None and name not in self.deleted:
            found, maker = self.existing.get(command.queue_manager, name), f"{subject} exists as"
        if found is None:
            return _UNKNOWN
        known, made = found
        implied = implied_types(command)
        what = command_word(command.source_text)
        if known not in implied:  # TGTQNAME on a queue the script made local: IBM i refuses the command
            kinds = " or ".join(sorted(t.value for t in implied))
            reporter.report("MQT204", f"{what} {command.name} sets {kinds} queue attributes, but {maker} a "
                            f"{known.value} queue ({made})", command.span, command.source_text,
                            expected=f"attributes of a {known.value} queue")
            return None
        reporter.report("MQT303", f"{what} {command.name} states no queue type; {maker} a queue of type "
                        f"{known.value} ({made})", command.span, command.source_text)
        return known

    def refused(self, command: Command, key: tuple[str, str], reporter: Reporter, target: Dialect) -> bool:
        """MQT317 for a command the queue manager refuses, as the script made the queue before it, or the existing
        definitions hold it, as another type, nothing since having deleted it: a create or copy of a queue that
        exists as another type (REPLACE or not), a copy of a queue of another type (LIKE takes one of the same
        type), a change or delete stating another type than the queue has; MQT318, an error, where the ``target``
        cannot state the type on the command, which would act on the queue of the other type. True when it says
        so: the command leaves the queues as they were, so a later command on the queue is of the type it had.
        ``key``: the command's queue manager and name."""
        if command.object_type is _UNTYPED:
            return False
        if command.from_name is None and not (self.unsure or self.uncertain or self.maybe_deleted or self.existing):
            # What most commands meet: only the script's own queues may say, and it made none of another type.
            found = self.known.get(key)
            if found is None or found[0] is command.object_type:
                return False
        checked = (command.name,) if command.from_name is None else (command.name, command.from_name)
        for name in checked:
            found = self._made_before(command.queue_manager, name)
            if found is not None and found[0] is not command.object_type:
                stated, what = command.object_type.value, command_word(command.source_text)
                said = f"{command.name} copies {name} as {_an(stated)} queue" if name != command.name else \
                    f"{command.name} makes {_an(stated)} queue" if command.action in (Action.CREATE, Action.COPY) \
                    else f"{command.name} acts on {_an(stated)} queue"
                existing, itself = found[0].value, name == command.name
                if command.action in target.omits_queue_type:
                    _acts_on_another(command, said, existing, found[1], target.title, reporter)
                    return True
                made = itself and command.action in (Action.CREATE, Action.COPY)
                reporter.report("MQT317", f"{what} {said}, but {'it' if itself else name} exists as {_an(existing)} "
                                f"queue ({found[1]}): the queue manager refuses the command", command.span,
                                command.source_text, expected=(f"a delete of the {existing} queue first, or " if made
                                                               else "") + f"{_an(existing)} queue")
                return True
        return False

    def _made_before(self, manager: str, name: str) -> tuple[ObjectType, str] | None:
        """The queue the script made, or else the existing definitions hold, when nothing the script did since may
        have changed or deleted it."""
        if self.unsure or self.uncertain or self.maybe_deleted or self.existing is not None:  # the script's own alone
            if self._unsure_of(manager, name) or name in self.uncertain or name in self.maybe_deleted:
                return None
            return self.known.get((manager, name)) or self._existing(manager, name)
        return self.known.get((manager, name))

    def _existing(self, manager: str, name: str) -> tuple[ObjectType, str] | None:
        """The queue the existing definitions hold, when nothing the script did may have changed it."""
        if self.existing is None or name in self.deleted or (manager, name) in self.known or name in self.uncertain \
                or name in self.maybe_deleted:
            return None
        return self.existing.get(manager, name)

    def left(self, file: str) -> Existing:
        """The queues after the script (``file``): the existing ones it did not delete or make again, and the ones it
        made; a queue it left of no known type is one made with two types (unknown). One a delete on a condition may
        have removed is of its type if it is there, as the script's own later commands take it."""
        from translator.existing import Existing  # the pipeline imports this module

        before = self.existing or Existing()
        unsure = list(self.uncertain)  # after any delete: the last word on the queue
        if self.unsure:  # any queue may have been made or deleted: each one known is of no known type after it
            unsure = list(dict.fromkeys((*unsure, *(name for manager, name, _, _ in before.queues
                                                    if (manager, name) not in self.freed),
                                         *(key[1] for key in self.known if key not in self.freed))))
        gone = self.deleted | set(unsure)
        queues = [(manager, name, kind, where) for manager, name, kind, where in before.queues
                  if name not in gone and (manager, name) not in self.known]
        queues += [(manager, name, kind.value, f"{where} of {file}")
                   for (manager, name), (kind, where) in self.known.items() if name not in unsure]
        conflicting = tuple(dict.fromkeys((*(n for n in before.conflicting if n not in self.deleted), *unsure)))
        maybe_gone = tuple((name, where if self._inherited.get(name) == where else f"{where} of {file}")
                           for name, where in self.maybe_deleted.items() if name not in self.uncertain)
        # The queues shared by processors (TPF) stay so while the script neither deletes nor makes them again (a
        # TPF script's own are added by TPF's check, which reads COMMON-).
        shared = tuple((manager, name, where) for manager, name, where in before.shared
                       if name not in gone and name not in self.maybe_deleted and (manager, name) not in self.known)
        return Existing(tuple(queues), before.files, before.unread, before.unread_count, conflicting,
                        (*before.inputs, file), maybe_gone, shared,
                        tuple((name, where) for name, where in before.unread_names if name not in gone
                              and all(name != made for _, made in self.known)))

    def unknown_because(self, command: Command) -> str:
        """Why the type of the queue ``command`` acts on is not known from the script or the existing queues, where
        either might have said: " (...)", or ""."""
        name = command.from_name or command.name
        # A copy's type is the type of the queue it copies, which is what the reason is about: named, as in MQT303.
        subject = f"{name}, which it copies," if command.from_name else "it"
        if self._unsure_of(command.queue_manager, name):
            return f" ({self.unsure}: it may have made or deleted any queue)"
        if name in self.uncertain:
            return f" ({subject[:-1]}: {self.uncertain[name]})" if command.from_name else f" ({self.uncertain[name]})"
        if self.existing is None:
            return ""
        if name in self.deleted:
            return f" (the script deleted {subject} before)"
        given = "the --existing definitions" if self.existing.files else "the inputs before this one"
        if self.existing.inputs and self.existing.files:
            given += " and the inputs before this one"
        if self.existing.made_twice(name):
            return f" ({given} make {subject} with two types)" if not self.existing.inputs else \
                f" ({given} leave {subject} of no known type)"
        if not self.existing.files:
            return ""  # no definitions were given: only the earlier inputs were read
        if (unread := self.existing.unread_at(name)) is not None:
            return f" (the --existing command naming {name} at {unread} could not be read)"
        if not command.queue_manager and (managers := self.existing.disagree(name)):
            return f" ({given} of queue managers {', '.join(managers)} give {subject} different types)"
        return f" ({given} make no queue {name}" + \
            (f" of queue manager {command.queue_manager})" if command.queue_manager else ")")

    def ran(self, statement: Passthrough) -> None:
        """Forget the type of the queue a statement's create, copy or delete on a condition names: it may have run
        or not. One it holds in a variable or a string the program builds may be any queue, as may a command string
        the translator cannot read: then all are forgotten."""
        said = f"the {statement.kind} at line {statement.span.line} runs a "
        if statement.runs_unread or not statement.runs_on:
            self.unsure = f"{said}command string the translator cannot read, {statement.runs_unread}" \
                if statement.runs_unread else f"{said}{statement.runs} on a condition"
            self.freed.clear()
            return
        name = statement.runs_on
        for key in [key for key in self.known if key[1] == name]:
            del self.known[key]
        self.uncertain[name] = f"{said}{statement.runs} of it on a condition"

    def held_in_variable(self, command: Command) -> None:
        """Forget what a create, copy or delete whose queue a CL variable names (QNAME(&Q)) may have changed: with the
        queue it makes or deletes held so, any queue's type; with only the queue it copies held so, the copy's type
        when it states none."""
        if command.object_type.family is not ObjectFamily.QUEUE \
                or command.action not in (Action.CREATE, Action.COPY, Action.DELETE):
            return
        said = f"the {command_word(command.source_text)} at line {command.span.line}"
        if command.variable_name(NAME_KEY):
            self.unsure = f"{said} names its queue with {command.name}"
            self.freed.clear()
        elif command.object_type is ObjectType.QUEUE:
            for key in [key for key in self.known if key[1] == command.name]:
                del self.known[key]
            self.uncertain[command.name] = f"{said} copies it from the queue {command.from_name} names"
        else:
            self.note(command, (command.queue_manager, command.name))

    def note(self, command: Command, key: tuple[str, str]) -> None:
        """Remember the queue ``command`` makes (its type stated or settled), forget the one it deletes; ``key``:
        its queue manager and name."""
        if command.action not in _MAKES_OR_DELETES:
            return
        if command.action is _DELETE:
            if command.condition:  # it may not run: what was known may still be
                self.maybe_deleted[command.name] = f"{command_word(command.source_text)} at line {command.span.line}"
                return
            self.known.pop(key, None)  # of whatever type: the name is free again
            self.deleted.add(command.name)
            if self.unsure:
                self.freed.add(key)
            self.uncertain.pop(command.name, None)
            self.maybe_deleted.pop(command.name, None)
            return
        made = _new(_Where, (command.source_text, command.span.line))
        if command.condition or command.name in self.maybe_deleted:
            # It may not have run, or the queue a conditional delete may have left may refuse it: of that type if it
            # ran; if not, as before, or no queue a later command could act on.
            existing = self.existing if self.existing is not None and command.name not in self.deleted else None
            before = self.known.get(key) or (existing.get(*key) if existing is not None else None)
            unsure = existing is not None and existing.made_twice(command.name)
            if command.object_type is not _UNTYPED and not unsure \
                    and (before is None or before[0] is command.object_type):
                # Said with what it rests on: a later command takes the type, as if the create did not run it would
                # act on no queue the script knows.
                self.known[key] = command.object_type, before[1] if before is not None else \
                    f"{made}, if it ran: it runs only on a condition" if command.condition else made
            else:
                self.known.pop(key, None)
                self.uncertain[command.name] = f"the {made} that makes it runs only on a condition" \
                    if command.condition else f"the {made} that makes it succeeds only if the " \
                    f"{self.maybe_deleted[command.name]}, on a condition, ran"
        elif command.object_type is not _UNTYPED:
            self.known[key] = command.object_type, made
            if self.uncertain:
                self.uncertain.pop(command.name, None)


_new = tuple.__new__  # makes a _Where without a call of its own, once per queue the script makes


class _Where(NamedTuple):
    """Where the script made a queue ("DEFINE at line 3"), worked out when said: most never are."""

    source_text: str
    line: int

    def __str__(self) -> str:
        return f"{command_word(self.source_text)} at line {self.line}"


def _acts_on_another(command: Command, said: str, existing: str, made: str, target: str, reporter: Reporter) -> None:
    """MQT318: the queue manager refuses ``command``, stating another type than the queue has, where the target's
    command, which cannot state it, would act on the queue of type ``existing`` (a delete deletes it)."""
    reporter.report("MQT318", f"{command_word(command.source_text)} {said}, but it exists as {_an(existing)} queue "
                    f"({made}): the queue manager refuses the command, where {target}, which cannot state the type on "
                    f"it, would {command.action.value} the {existing} queue: not written", command.span,
                    command.source_text, expected=f"a {command.action.value} of the {existing} queue, if that is meant, "
                    "or none")


def _an(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def stated_type(command: Command) -> ObjectType:
    """The object type of a command written in a dialect that states queue types: typed_queues gave every queue
    one, so a queue of unstated type here is a fault of the translator's (raised: MQT112), never written
    without its type."""
    if command.object_type is ObjectType.QUEUE:
        raise ValueError(f"{command_word(command.source_text)} {command.name} reached a writer with no queue type "
                         "(the queue-type stage, typed_queues, gives one first)")
    return command.object_type


def queue_type(command: Command, reporter: Reporter, target: str, hint: str = "the queue type",
               because: str = "") -> ObjectType | None:
    """The command's object type; for a queue of unstated type, the one its attributes imply.

    Only type-specific attributes and options decide (TGTQNAME -> alias, RMTQNAME -> remote, DFNTYPE ->
    model, PURGE -> local ...); nothing is guessed otherwise.
    """
    if command.object_type is not ObjectType.QUEUE:
        return command.object_type
    candidates = implied_types(command, options=True)
    what = command_word(command.source_text)
    if len(candidates) == 1:
        (inferred,) = candidates
        reporter.report("MQT303", f"{what} {command.name} states no queue type; its attributes make it a queue of type "
                        f"{inferred.value}", command.span, command.source_text)
        return inferred
    reporter.report("MQT304", f"{what} {command.name} states no queue type and its attributes do not determine "
                    f"one{because}, so it has no {target} equivalent", command.span, command.source_text,
                    expected=hint)
    return None


# The command word, after a CL label (LOOP:) and comments, none of which is one; possessive, so linear.
_HEAD = re.compile(r"\s*+(?:[\w$#@]++:\s*+)?+(?:/\*(?:[^*]++|\*(?!/))*+\*/\s*+)*+([\w/$#@]++)")
_PCF_HEAD = re.compile(r'"command"\s*+:\s*+"?+(\w++)')


def command_word(source_text: str) -> str:
    """The source's command word: MQSC/CL/TPF start with it; a PCF line names it (or its number) in "command"."""
    # A CL label (LOOP:) before the command name is no command word.
    head = _HEAD.match(source_text) or _PCF_HEAD.search(source_text)
    if head is None:
        return "command"
    word = head.group(1)
    return BY_NUMBER[int(word)].name if word.isascii() and word.isdigit() and int(word) in BY_NUMBER else word
