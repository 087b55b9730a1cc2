"""How each dialect names the object types: MQSC nouns, CL QTYPE values, PCF MQQT_*, TPF nouns.

CL and PCF name the namelist and process families by their commands (cl_vocabulary.COMMANDS, pcf.commands).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from translator.model import ObjectType


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class ObjectSpelling:
    """One object type: its PCF MQQT_* name and number, and its noun per dialect (the MQSC noun is the full form
    written out; ``synonyms`` are the short forms a dialect reads too)."""

    object_type: ObjectType
    pcf: str | None = None
    pcf_number: int | None = None
    spellings: Mapping[str, str] = field(default_factory=dict)
    synonyms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def spelling(self, dialect: str) -> str | None:
        """The object's noun in ``dialect``, or None."""
        return self.spellings.get(dialect)

    def nouns(self, dialect: str) -> tuple[str, ...]:
        """Every noun ``dialect`` reads for the object: its spelling, then its synonyms."""
        spelled = self.spellings.get(dialect)
        return ((spelled,) if spelled else ()) + tuple(self.synonyms.get(dialect, ()))


OBJECTS: tuple[ObjectSpelling, ...] = (
    ObjectSpelling(object_type=ObjectType.LOCAL, pcf="MQQT_LOCAL", pcf_number=1,
                   spellings={"mqsc": "QLOCAL", "cl": "*LCL", "tpf": "QL"}, synonyms={"mqsc": ("QL",)}),
    ObjectSpelling(object_type=ObjectType.ALIAS, pcf="MQQT_ALIAS", pcf_number=3,
                   spellings={"mqsc": "QALIAS", "cl": "*ALS", "tpf": "QA"}, synonyms={"mqsc": ("QA",)}),
    # IBM's synonym table omits QR, but ALTER QREMOTE's page and IBM's Atom grammar use it.
    ObjectSpelling(object_type=ObjectType.REMOTE, pcf="MQQT_REMOTE", pcf_number=6,
                   spellings={"mqsc": "QREMOTE", "cl": "*RMT", "tpf": "QR"}, synonyms={"mqsc": ("QR",)}),
    ObjectSpelling(object_type=ObjectType.MODEL, pcf="MQQT_MODEL", pcf_number=2, spellings={"mqsc": "QMODEL", "cl": "*MDL"},
                   synonyms={"mqsc": ("QM",)}),
    ObjectSpelling(object_type=ObjectType.NAMELIST, spellings={"mqsc": "NAMELIST"}, synonyms={"mqsc": ("NL",)}),
    # PRO is the DEFINE/ALTER/DELETE synonym, PROC the DISPLAY one; both are read. TPF has no process object.
    ObjectSpelling(object_type=ObjectType.PROCESS, spellings={"mqsc": "PROCESS"}, synonyms={"mqsc": ("PRO", "PROC")}),
)
BY_TYPE = {spelling.object_type: spelling for spelling in OBJECTS}


@cache
def by_noun(dialect: str) -> dict[str, ObjectType]:
    """The object type each noun of ``dialect`` (with its synonyms) stands for."""
    return {noun: spelling.object_type for spelling in OBJECTS for noun in spelling.nouns(dialect)}


BY_MQSC_NOUN = by_noun("mqsc")
BY_CL_QTYPE = by_noun("cl")
BY_PCF = {spelling.pcf: spelling.object_type for spelling in OBJECTS if spelling.pcf}
BY_PCF_NUMBER = {spelling.pcf_number: spelling.object_type for spelling in OBJECTS if spelling.pcf_number}
BY_TPF_NOUN = by_noun("tpf")
