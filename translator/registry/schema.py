"""The shape of a registry row: one canonical attribute and its spelling in every dialect.

Rows take keyword arguments only; whatever is a dialect's own is an entry of a mapping keyed by the dialect's
registry column (``spellings``, ``positions``, ``blanks``, ``rules``), so a new dialect adds entries, not fields.
Rows are never changed once made, and each is one entry of the registry: they compare and hash by identity.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from translator.model import Action, ObjectFamily, ObjectType


class Kind(StrEnum):
    """The value type of an attribute."""

    STRING = "string"
    INTEGER = "integer"
    ENUM = "enum"
    NAME_LIST = "name-list"


L, A, R, M, N = ObjectType.LOCAL, ObjectType.ALIAS, ObjectType.REMOTE, ObjectType.MODEL, ObjectType.NAMELIST
P = ObjectType.PROCESS
LOCAL_LIKE = frozenset({L, M})
ALL_QUEUES = frozenset({L, A, R, M})
NAMELIST = frozenset({N})
PROCESS = frozenset({P})
ALL_ACTIONS = frozenset(Action)
# What an object's own attributes are given on: a delete takes options only (PURGE, AUTHREC, MQMNAME ...).
OBJECT_ACTIONS = frozenset({Action.CREATE, Action.CHANGE, Action.COPY})


def _words(row: EnumValue | Attribute, dialect: str) -> tuple[str, ...]:
    """A row's spelling in ``dialect`` (unless it is "" or missing), then its synonyms there."""
    spelled = row.spellings.get(dialect)
    return ((spelled,) if spelled else ()) + tuple(row.synonyms.get(dialect, ()))


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class EnumValue:
    """One value of an enumerated attribute, named by its PCF constant and number, and its word per dialect.

    A spelling of ``""`` means the value is expressed by leaving the keyword out (FORCE has no NOFORCE); a
    dialect without a spelling cannot express the value. ``synonyms`` are further words a dialect reads.
    ``actions`` and ``object_types``, when set, narrow where this one value is valid (QSGDISP(PRIVATE) on
    changes only, QSGDISP(SHARED) on local queues only). A ``number`` of None marks a named value PCF has no
    number for (APPLTYPE(DEF): MQAT_DEFAULT is each platform's own type); its canonical value is its ``pcf`` name.
    """

    pcf: str
    number: int | None
    spellings: Mapping[str, str] = field(default_factory=dict)
    synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    actions: frozenset[Action] | None = None
    object_types: frozenset[ObjectType] | None = None

    def spelling(self, dialect: str) -> str | None:
        """The value's word in ``dialect`` ("" for "leave the keyword out"), or None."""
        return self.spellings.get(dialect)

    def words(self, dialect: str) -> tuple[str, ...]:
        """Every word ``dialect`` reads for the value: its spelling, then its synonyms."""
        return _words(self, dialect)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class Attribute:
    """One canonical attribute (named after its PCF parameter) and its keyword per dialect (``spellings``).

    ``synonyms`` are further keywords a dialect reads (MQSC TARGQ for TARGET). ``flags`` are the dialects that
    spell the attribute as bare keywords (TRIGGER/NOTRIGGER): each value's spelling is then the keyword itself.
    ``positions`` is a dialect's positional number for the attribute (CL: on CRTMQMQ for queues, CRTMQMNL for
    namelists, CRTMQMPRC for processes; each CL command adds its own offset). ``blanks`` is the word a dialect
    writes for a blank value (CL *NONE, *BLANK).
    ``specials`` are named integers (MAXFSIZE(DEFAULT) = MQQFS_DEFAULT = -1, APPLTYPE(OS400) = MQAT_OS400 = 8);
    a dialect without a word for one writes its number, when that is in range.
    ``rules`` holds a dialect's further facts about the attribute, of a type its module defines (TPF's
    ``TpfRule`` in translator/dialects/tpf_rules.py: which ZMQSC commands take it, where TPF means otherwise).
    ``context`` marks a parameter that names the queue manager rather than describing the
    object (CL MQMNAME): dialects without it carry it as script context (MQT402), not as a keyword.
    ``bare`` are the words a string attribute takes, and is written with, unquoted (CMDSCOPE(*)).
    ``blank_held`` are the actions on which a dialect's platform holds the attribute blank when the keyword is left
    out: a blank value there is written by leaving it out, with no word (TPF has no description at all).
    """

    name: str
    kind: Kind
    object_types: frozenset[ObjectType]
    pcf: str | None = None
    pcf_number: int | None = None
    spellings: Mapping[str, str] = field(default_factory=dict)
    synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    flags: tuple[str, ...] = ()
    values: tuple[EnumValue, ...] = ()
    specials: tuple[EnumValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    max_length: int | None = None
    max_items: int | None = None
    positions: Mapping[str, int] = field(default_factory=dict)
    blanks: Mapping[str, str] = field(default_factory=dict)
    option: bool = False
    context: bool = False
    actions: frozenset[Action] | None = None  # None: OBJECT_ACTIONS, or for an option ALL_ACTIONS
    platform_note: str = ""
    rules: Mapping[str, object] = field(default_factory=dict)
    bare: frozenset[str] = frozenset()
    names_object: bool = False  # a string that names an object (a queue, process, cluster): IBM's naming rules hold
    # A platform whose queue managers ignore one value of the attribute: the platform, the value's PCF constant, and
    # what they do instead (IBM i hardens every backout count): a script crossing that platform's border is MQT306.
    ignored_on: tuple[str, str, str] | None = None
    blank_held: Mapping[str, frozenset[Action]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.actions is None:
            object.__setattr__(self, "actions", ALL_ACTIONS if self.option else OBJECT_ACTIONS)

    def spelling(self, dialect: str) -> str | None:
        """The attribute's keyword in ``dialect``, or None."""
        return self.spellings.get(dialect)

    def keywords(self, dialect: str) -> tuple[str, ...]:
        """Every keyword ``dialect`` reads for the attribute: its spelling, then its synonyms."""
        return _words(self, dialect)

    def is_flag(self, dialect: str) -> bool:
        """True when ``dialect`` writes the attribute's values as bare keywords (MQSC TRIGGER, NOSHARE)."""
        return dialect in self.flags

    @property
    def families(self) -> frozenset[ObjectFamily]:
        """The object families the attribute applies to (queue, namelist, process)."""
        return frozenset(t.family for t in self.object_types)

    def value_by_pcf(self, pcf_name: str) -> EnumValue | None:
        """The enum or special value whose PCF constant is ``pcf_name``."""
        for value in self.values + self.specials:
            if value.pcf == pcf_name:
                return value
        return None
