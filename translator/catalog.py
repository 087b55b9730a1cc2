"""The dialects this tool reads and writes, and recognising a script's dialect from its content."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from translator.diagnostics import Reporter
from translator.model import Script
from translator.readers import cl as cl_reader
from translator.readers import mqsc as mqsc_reader
from translator.writers import cl as cl_writer
from translator.writers import mqsc as mqsc_writer
from translator.writers.options import WriteOptions

Reader = Callable[[str, str, Reporter, dict[str, str]], Script]
Writer = Callable[[Script, Reporter, WriteOptions], list[str]]


@dataclass(frozen=True, slots=True)
class Dialect:
    """A command language: how to read it into the model and write the model out."""

    name: str
    description: str
    extension: str
    read: Reader
    write: Writer
    binary: bool = False


DIALECTS: dict[str, Dialect] = {d.name: d for d in (
    Dialect("mqsc", "MQSC scripts for runmqsc (DEFINE/ALTER/DELETE QLOCAL, QALIAS, QREMOTE, QMODEL, NAMELIST)",
            ".mqsc", mqsc_reader.read, mqsc_writer.write),
    Dialect("cl", "IBM i CL (CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ and the *MQMNL namelist commands)",
            ".clle", cl_reader.read, cl_writer.write),
)}

_CL_MARKERS = re.compile(r"^\s*(?:[A-Za-z$#@][\w$#@]*:\s*)?(?:[A-Za-z$#@][\w$#@.]*/)?"
                         r"(?:CRTMQM|CHGMQM|CPYMQM|DLTMQM|PGM\b|DCL\b|DCLF\b|ENDPGM\b|MONMSG\b|SNDPGMMSG\b)",
                         re.I | re.M)


def detect(data: str | bytes) -> str:
    """The dialect a script is written in, judged from its content."""
    if isinstance(data, bytes):
        return "mqsc"
    if _CL_MARKERS.search(data) or re.search(r"^\s*/\*", data, re.M):
        return "cl"
    return "mqsc"
