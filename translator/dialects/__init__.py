"""The dialects: one module each (translator/dialects/<name>.py) exposing its :class:`Dialect`; here the table
of them all, in the order the command line lists them, and recognising a script's dialect from its content.

Everything a dialect does differently is an attribute of its Dialect (or of its vocabulary and its writer's
Surface), so no code outside this package asks for a dialect by name. The table is built on first use: the
vocabulary modules here are imported by the readers, which the dialect modules import in turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from translator.diagnostics import Reporter
    from translator.existing import Existing
    from translator.model import Action, Item, ObjectType, Script
    from translator.registry import Attribute, EnumValue
    from translator.writers.options import WriteOptions

# A binary dialect's reader takes bytes and its writer returns bytes, one item per script item.
Reader = (Callable[[str, str, "Reporter", dict[str, str]], "Script"]
          | Callable[[bytes, str, "Reporter", dict[str, str]], "Script"])
Writer = (Callable[["Script", "Reporter", "WriteOptions"], list[str]]
          | Callable[["Script", "Reporter", "WriteOptions"], list[bytes]])
# The same, one item at a time: the reader adds the comments after the last item to its list argument, and
# the writer, given that list, writes their note once the last item is read.
ItemReader = Callable[..., Iterator["Item"]]
ItemWriter = Callable[[Iterable["Item"], Sequence[str], "Reporter", "WriteOptions"], Iterator[str] | Iterator[bytes]]
# A dialect's own meanings for a script crossing into (False) or out of (True) it, named by the source dialect.
Meanings = Callable[["Script", bool, str, "Reporter"], None]


class ScriptCheck(Protocol):
    """A dialect's check over a script's commands in order, of what its queue managers refuse given what earlier
    commands or the existing queues made (TPF: an ALT on a queue shared by processors)."""

    def check(self, item: Item) -> Item:
        """``item``, or the rejected item of a command refused (reported); what it makes or deletes is noted."""

    def left(self, existing: Existing) -> Existing:
        """``existing``, the queues after the script, with what the check knows of them after it."""


# Makes a dialect's ScriptCheck for one script, from the existing queues, whether the script is read from the dialect
# (True) or written into it, the source dialect's name (of the rejected items), the reporter and the script's file.
ScriptChecker = Callable[["Existing | None", bool, str, "Reporter", str], ScriptCheck]
T = TypeVar("T")


def refuse_lossy(script: Script, index: int, source: str, reporter: Reporter, code: str, message: str,
                 expected: str) -> None:
    """Report lossy ``code`` about the command at ``index`` of ``script`` (its severity is the policy's); when that
    makes it an error, the command is replaced by the rejected item of ``source``: never written."""
    command = script.items[index]
    errors = reporter.errors
    reporter.report(code, message, command.span, command.source_text, expected=expected)  # type: ignore[union-attr]
    if reporter.errors > errors:
        script.items[index] = command.rejected(source)  # type: ignore[union-attr]


def _never(data: str | bytes) -> bool:
    return False


@dataclass(frozen=True, slots=True, kw_only=True)
class Dialect:
    """A command language: what it is called and written in, how it is recognised, read and written.

    ``column`` is the registry column the dialect spells attributes with (``Attribute.spelling``; it keys the
    dialect's entries in a row's other per-dialect mappings too), its name unless it borrows another's; ``grammar``
    its grammars/*.lark (None for JSON and binary forms); ``comment`` what starts a comment line (None: the form
    has none, comments are reported as dropped). ``recognises`` says whether content is written in it;
    ``detection`` orders the dialects detect() asks (lowest first), and the last, recognising everything, is the
    fallback. ``meanings`` translates what the dialect means otherwise by the same spelling when a script crosses
    into or out of it. ``heading`` is the dialect's column heading in the attribute table (None: another dialect's
    column covers it), ``table_entry`` what that column says of an attribute and ``table_facts`` the structured
    facts its JSON form adds. ``platform`` is the one platform a script in the dialect is for (CL: IBM i), None
    when it may be for any; a process's text fields mean what that platform's trigger monitor makes of them
    (MQT309). ``holds_processes`` is False when the dialect has no process definitions (its writer reports them,
    MQT305), ``holds_system_objects`` when its queue managers have no SYSTEM.* objects of their own (MQT315 is not
    for them), and ``own_objects`` names the objects they provide themselves otherwise (TPF's DEAD.LETTER.QUEUE),
    which MQT315 is for, going into the dialect and leaving it (elsewhere the names are a user's). ``title`` names
    the dialect in messages (MQSC, PCF). ``states_queue_type`` holds the actions whose
    queue commands must state a queue type in the dialect: a queue of unstated type is given the type its
    attributes imply before it is written, or rejected (semantics.typed_queues); ``queue_type_hint`` is how a
    command of the dialect states one, for that diagnostic (MQT304). ``write_options`` are the writing options its
    writer reads: another given for it is said to be ignored (convert). ``script_check`` makes the dialect's
    :class:`ScriptCheck` of a script read from it or written into it (translation's reading stage, after the queue
    types are settled, and read_existing).
    """

    name: str
    title: str
    description: str
    states_queue_type: frozenset[Action]
    # The actions whose queue commands it writes with no queue type, though the source states one (CL's DLTMQMQ:
    # MQT308): one stating a type the queue is known not to have, which the queue manager refuses, would act on the
    # queue of the other type, so the queue-type stage tracks the queues' types for it too (MQT318).
    omits_queue_type: frozenset[Action] = frozenset()
    extension: str
    read: Reader
    write: Writer
    read_items: ItemReader
    write_items: ItemWriter
    binary: bool = False
    column: str = ""
    grammar: str | None = None
    comment: str | None = None
    vocabulary: ModuleType | None = None
    recognises: Callable[[str | bytes], bool] = _never
    detection: int = 0
    meanings: Meanings | None = None
    heading: str | None = None
    table_entry: Callable[[Attribute], str | None] | None = None
    table_facts: Callable[[Attribute], dict[str, object]] | None = None
    platform: str | None = None
    holds_processes: bool = True
    holds_system_objects: bool = True
    own_objects: frozenset[str] = frozenset()
    takes_variables: bool = False  # its scripts have &variables that -D gives values to (CL)
    queue_type_hint: str = "the queue type"
    write_options: frozenset[str] = frozenset()  # the WriteOptions fields its writer reads (width, explicit, ...)
    script_check: ScriptChecker | None = None  # for a script read from or written into it, whatever the other dialect
    # Whether the MQ command a statement runs on a condition (Passthrough.runs: IF ... THEN(DLTMQMQ ...)) may make or
    # delete a queue: after it, no queue's type is known.
    may_retype: Callable[[str], bool] = _never
    # Whether a command of its scripts on a ``condition`` never ran (MQSC: it stands after END, where runmqsc stops),
    # where otherwise it ran if the condition held (CL: IF ... THEN(DO)): the queues a script read with --existing
    # leaves take no such command.
    condition_never_runs: bool = False

    def __post_init__(self) -> None:
        if not self.column:
            object.__setattr__(self, "column", self.name)

    @property
    def tracks_queue_types(self) -> bool:
        """Whether writing into it needs the types of the queues a script makes or finds (--existing, convert's
        earlier inputs): to state a type (``states_queue_type``), or to refuse a command it cannot state one on
        (``omits_queue_type``)."""
        return bool(self.states_queue_type or self.omits_queue_type)

    def keyword(self, attribute: Attribute) -> str | None:
        """The attribute's keyword in this dialect, or None."""
        return attribute.spelling(self.column)

    def takes(self, attribute: Attribute, action: Action, object_type: ObjectType) -> bool:
        """True when the dialect can write ``attribute`` on this action of this object type."""
        return object_type in attribute.object_types and (bool(self.keyword(attribute))
                                                          or attribute.is_flag(self.column))

    def says(self, value: EnumValue) -> bool:
        """True when the dialect writes ``value`` with a word (not by leaving the keyword out)."""
        return bool(value.spelling(self.column))


@cache
def _table() -> dict[str, Dialect]:
    from translator.dialects import cl, mqsc, pcf, rest, tpf

    return {dialect.name: dialect for dialect in (mqsc.DIALECT, cl.DIALECT, pcf.DIALECT, pcf.BINARY, tpf.DIALECT,
                                                  rest.DIALECT)}


class PerDialect(dict[str, T]):
    """One fact of each dialect, by name, taken from its Dialect on first use and then kept, so that a hot path
    pays a plain dict lookup (the table cannot be read while the readers that import this package load)."""

    def __init__(self, fact: Callable[[Any], T]) -> None:
        super().__init__()
        self._fact = fact

    def __missing__(self, name: str) -> T:
        value = self[name] = self._fact(_table()[name])
        return value


def __getattr__(name: str) -> object:
    if name == "DIALECTS":
        return _table()
    raise AttributeError(name)


@cache
def _in_detection_order() -> tuple[Dialect, ...]:
    return tuple(sorted(_table().values(), key=lambda dialect: dialect.detection))


def detect(data: str | bytes) -> str:
    """The dialect a script is written in, judged from its content (bytes: first by the binary dialects)."""
    order = _in_detection_order()
    if isinstance(data, bytes):
        for dialect in order:
            if dialect.binary and dialect.recognises(data):
                return dialect.name
        data = data.decode("utf-8", errors="replace")
    for dialect in order:
        if not dialect.binary and dialect.recognises(data):
            return dialect.name
    return order[-1].name


if TYPE_CHECKING:
    DIALECTS: dict[str, Dialect]
