"""The canonical commands: what they do (Action) to which object (ObjectType), and the script they form.

Every reader makes, and every writer reads, one Command per input command.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from translator.model.values import SYSTEM_DEFAULT, UNCHANGED, Explicit, Value, Variable

_new = tuple.__new__
_new_object = object.__new__


class Action(StrEnum):
    """What a command does to its object."""

    CREATE = "create"
    CHANGE = "change"
    COPY = "copy"
    DELETE = "delete"


class ObjectFamily(StrEnum):
    """A family of object types that share their attributes and their commands' names: every queue type is one
    family (CRTMQMQ, MQCMD_CREATE_Q), each other object type its own (CRTMQMNL, CRTMQMPRC)."""

    QUEUE = "queue"
    NAMELIST = "namelist"
    PROCESS = "process"


class ObjectType(StrEnum):
    """The object a command acts on; QUEUE is a queue whose type the source did not state."""

    family: ObjectFamily  # a member attribute, cheaper to read than a property

    LOCAL = "local"
    ALIAS = "alias"
    REMOTE = "remote"
    MODEL = "model"
    QUEUE = "queue"
    NAMELIST = "namelist"
    PROCESS = "process"


_FAMILIES = {ObjectType.NAMELIST: ObjectFamily.NAMELIST, ObjectType.PROCESS: ObjectFamily.PROCESS}
for _type in ObjectType:  # set after the class, as an enum's members are made by the class itself
    _type.family = _FAMILIES.get(_type, ObjectFamily.QUEUE)

QUEUE_TYPES = (ObjectType.LOCAL, ObjectType.ALIAS, ObjectType.REMOTE, ObjectType.MODEL)
# The object type a command of each family is read as before any type is stated (a queue's QTYPE).
FAMILY_TYPES = {ObjectFamily.QUEUE: ObjectType.QUEUE, ObjectFamily.NAMELIST: ObjectType.NAMELIST,
                ObjectFamily.PROCESS: ObjectType.PROCESS}


class Span(NamedTuple):
    """Where a command or parameter starts in its source (a named tuple: made for every command, at a
    third of a frozen dataclass's cost)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


INPUT_START = Span("<input>", 1, 1)  # where a command made without a source "starts"

# Where each physical line's piece starts in a command's text: (offset in the text, line, column), in offset order.
# A command continued over several lines is one text joined from pieces of each; a break maps offsets back.
Break = tuple[int, int, int]


def locate(file: str, breaks: list[Break], offset: int) -> Span:
    """The file position of character ``offset`` of a command's text, whose pieces start at ``breaks``."""
    # An offset in the first piece (where every command starts) needs no search.
    index = 0 if len(breaks) < 2 or offset < breaks[1][0] else bisect_right(breaks, (offset, 1 << 30, 0)) - 1
    start, line, column = breaks[index]
    return _new(Span, (file, line, column + offset - start))  # Span(...) runs namedtuple's Python __new__


# The keys ``spans`` and ``offsets`` locate the object's name and the name it is copied from under: no attribute or
# option is so named.
NAME_KEY, FROM_KEY = "<name>", "<from>"


def label_note(label: str) -> str:
    """The comment a CL label is kept as where it cannot be one: in another dialect, which has no GOTO."""
    return f"CL label {label}:"


@dataclass(slots=True)
class Command:
    """One command on a queue, namelist or process in canonical form.

    ``attributes`` and ``options`` are keyed by canonical (PCF) parameter names; a key that
    is absent means the source did not give the parameter. ``spans`` or ``offsets`` locate each key: a
    binary or JSON reader records a key's span, a text reader its offset in the command's text and the
    ``breaks`` of that text (all plain data, so a command serialises and compares as it is). ``kind`` is the
    command as its dialect names it (DEFINE QLOCAL, CRTMQMQ, MQCMD_CREATE_Q), and the last ``comments_inside`` of
    ``comments`` stand inside its source text: what a record and a rejected command keep of it.
    """

    action: Action
    object_type: ObjectType
    name: str
    from_name: str | None = None
    attributes: dict[str, Value] = field(default_factory=dict)
    options: dict[str, Value] = field(default_factory=dict)
    span: Span = INPUT_START
    comments: list[str] = field(default_factory=list)
    source_text: str = ""
    spans: dict[str, Span] = field(default_factory=dict)
    offsets: dict[str, int] = field(default_factory=dict)
    breaks: list[Break] = field(default_factory=list)
    kind: str = ""
    comments_inside: int = 0
    label: str = ""  # a CL label, a GOTO target: CL writes it back; its note ends ``comments`` for other dialects
    # CL: the statement it runs under ("IF at line 3") when it runs only on a condition; MQSC: the END it
    # stands after ("END at line 9"), where runmqsc stops, so it never runs
    condition: str = ""
    library: str = ""  # CL: the library its command was qualified by (QSYS/CRTMQMQ), which CL writes back
    # CL: after an end the program reaches whenever it runs, the jump of a program-level MONMSG's handler to a label
    # at or before it ("MONMSG at line 2 jumps to ERR"): that jump, on an error, is the only way the program gets here
    lands: str = ""
    # CL: the object's name or its source's (keyed NAME_KEY, FROM_KEY) that a program variable gives as the program
    # runs (QNAME(&Q)), held in ``name`` or ``from_name`` as written ("&Q"), each with why its value is not known
    # ("it is no constant, as the CHGVAR at line 3 may change it", or ""): only CL writes it (MQT106 elsewhere),
    # and which object it is is not known. Pairs (key, why), not a dict: most commands have none, and make no dict
    variable_names: tuple[tuple[str, str], ...] = ()

    def variable_name(self, key: str) -> bool:
        """Whether the name under ``key`` (NAME_KEY, FROM_KEY) is a CL variable (``variable_names``)."""
        return any(held == key for held, _ in self.variable_names)

    @property
    def queue_manager(self) -> str:
        """The queue manager the command names (CL MQMNAME; "&QMGR" for a variable), or "" for the default one
        (none named, or *DFT). MQ pads a name with blanks: QM1 and 'QM1 ' are one queue manager."""
        value = self.options.get("QMgrName")
        if value is None:  # what most commands give: asked for each of them by the queue-type stage
            return ""
        if isinstance(value, Variable):
            return f"&{value.name}"
        return str(value.value).rstrip(" ") if isinstance(value, Explicit) else ""

    def span_of(self, key: str) -> Span:
        """Where attribute or option ``key`` was given, else where the command starts.

        Text readers record offsets into the command's text, so file positions are only worked out for the
        few parameters a diagnostic is about.
        """
        if key in self.spans:
            return self.spans[key]
        offset = self.offsets.get(key)
        if offset is not None and self.breaks:
            return locate(self.span.file, self.breaks, offset)
        return self.span

    def canonical(self) -> tuple:
        """The command's meaning, for comparing translations.

        Omission, a system default (*SYSDFTQ, *SYSDFTNL, *SYSDFTPRC) on a create and *SAME on a change or copy
        mean the same thing,
        so they compare equal here; everything else must match exactly.
        """
        implied = SYSTEM_DEFAULT if self.action is Action.CREATE else UNCHANGED
        attrs = tuple(sorted((k, v) for k, v in self.attributes.items() if v != implied))
        opts = tuple(sorted((k, v) for k, v in self.options.items() if v != SYSTEM_DEFAULT))
        return (self.action, self.object_type, self.name, self.from_name, attrs, opts)

    def rejected(self, dialect: str) -> Rejected:
        """The command as a Rejected item of ``dialect``: what the reader read of it (its source text, the comments
        before it, its name), for a command that is never to be written."""
        before = len(self.comments) - self.comments_inside
        return Rejected(dialect, self.kind, self.source_text, self.span, self.comments[:before], self.name)


def new_command(action: Action, object_type: ObjectType, span: Span, comments: list[str], source_text: str,
                breaks: list[Break], kind: str, comments_inside: int) -> Command:
    """A Command as a text reader starts each it reads: no name yet, no parameters, its own empty dicts, every other
    field its default. Made field by field, not through ``Command(...)``: a call through the class and its
    generated ``__init__`` costs more than the object itself, and a reader makes one for every command it reads
    (tests/test_model.py holds the two alike, field for field)."""
    command = _new_object(Command)
    command.action = action
    command.object_type = object_type
    command.name = ""
    command.from_name = None
    command.attributes = {}
    command.options = {}
    command.span = span
    command.comments = comments
    command.source_text = source_text
    command.spans = {}
    command.offsets = {}
    command.breaks = breaks
    command.kind = kind
    command.comments_inside = comments_inside
    command.label = command.condition = command.library = command.lands = ""
    command.variable_names = ()
    return command


@dataclass(slots=True)
class Passthrough:
    """A command outside the model's scope, kept verbatim with the dialect it is written in."""

    dialect: str
    kind: str
    text: str
    span: Span
    comments: list[str] = field(default_factory=list)
    name: str = ""  # the object's name, where the command names one
    known: bool = True  # a command of the dialect's vocabulary (not only a well-formed name, as CL allows)
    label: str = ""  # a CL label on a line of its own before ``text`` (one on the text's own line is part of it)
    runs: str = ""  # CL: the in-scope MQ command this statement runs on a condition (IF ... THEN(CRTMQMQ ...))
    repeats: str = ""  # CL: the label a GOTO goes back to over MQ commands, which run again ("LOOP at line 3")
    after: str = ""  # MQSC: the END it stands after ("END at line 9"), where runmqsc stops, so it never runs
    # CL: it ends the program whenever the program gets to it (RETURN, TFRCTL, an escape message ... at the
    # program's level, in no group but a DO of its own, no subroutine, no GOTO jumping over it), so what follows it
    # runs only by a jump
    ends: bool = False
    # CL: it may end the program, but only on a condition or through a subroutine, as said after "may end the
    # program" ("on a condition (it stands in the DO at line 4)"), so what follows it runs only when it did not
    may_end: str = ""
    lands: str = ""  # CL: as Command.lands
    closes: int = 0  # CL: for a statement ending a group (ENDDO ...), the line of the statement that opened it
    # CL: a MONMSG after a command, which it watches (after a MONMSG, the one that MONMSG watches): it is written
    # only where that command is (else it would watch the one before)
    watches: bool = False
    # CL: the object the command it runs (``runs``) names, when written out (THEN(DLTMQMQ QNAME(X)): X); "" when held
    # in a variable or a string the program builds
    runs_on: str = ""
    # CL: where the command string a statement runs comes from when it cannot be read (CALL QCMDEXC PARM(&CMD 200):
    # "&CMD"), so that it may be any command, one making or deleting any queue
    runs_unread: str = ""


@dataclass(slots=True)
class Rejected:
    """An in-scope command that could not be read; its diagnostics say why. Never translated."""

    dialect: str
    kind: str
    text: str
    span: Span
    comments: list[str] = field(default_factory=list)
    name: str = ""  # the object's name, when reading got that far


Item = Command | Passthrough | Rejected


@dataclass(slots=True)
class Script:
    """A translated unit: its items in source order and any trailing comments."""

    items: list[Item] = field(default_factory=list)
    trailing_comments: list[str] = field(default_factory=list)
