"""How each dialect names the object types: MQSC nouns, CL QTYPE values, PCF MQQT_*, TPF nouns.

CL and PCF name the namelist and process families by their commands (cl_vocabulary.COMMANDS, pcf.commands).
"""

from __future__ import annotations

from dataclasses import dataclass

from translator.model import ObjectType


@dataclass(frozen=True, slots=True)
class ObjectSpelling:
    """One object type in every dialect; the first MQSC noun is the full form written out."""

    object_type: ObjectType
    mqsc: tuple[str, ...]
    cl: str | None
    pcf: str | None
    pcf_number: int | None
    tpf: str | None


OBJECTS: tuple[ObjectSpelling, ...] = (
    ObjectSpelling(ObjectType.LOCAL, ("QLOCAL", "QL"), "*LCL", "MQQT_LOCAL", 1, "QL"),
    ObjectSpelling(ObjectType.ALIAS, ("QALIAS", "QA"), "*ALS", "MQQT_ALIAS", 3, "QA"),
    # IBM's synonym table omits QR, but ALTER QREMOTE's page and IBM's Atom grammar use it.
    ObjectSpelling(ObjectType.REMOTE, ("QREMOTE", "QR"), "*RMT", "MQQT_REMOTE", 6, "QR"),
    ObjectSpelling(ObjectType.MODEL, ("QMODEL", "QM"), "*MDL", "MQQT_MODEL", 2, None),
    ObjectSpelling(ObjectType.NAMELIST, ("NAMELIST", "NL"), None, None, None, None),
    # PRO is the DEFINE/ALTER/DELETE synonym, PROC the DISPLAY one; both are read. TPF has no process object.
    ObjectSpelling(ObjectType.PROCESS, ("PROCESS", "PRO", "PROC"), None, None, None, None),
)
BY_TYPE = {spelling.object_type: spelling for spelling in OBJECTS}
BY_MQSC_NOUN = {noun: spelling.object_type for spelling in OBJECTS for noun in spelling.mqsc}
BY_CL_QTYPE = {spelling.cl: spelling.object_type for spelling in OBJECTS if spelling.cl}
BY_PCF = {spelling.pcf: spelling.object_type for spelling in OBJECTS if spelling.pcf}
BY_PCF_NUMBER = {spelling.pcf_number: spelling.object_type for spelling in OBJECTS if spelling.pcf_number}
BY_TPF_NOUN = {spelling.tpf: spelling.object_type for spelling in OBJECTS if spelling.tpf}
