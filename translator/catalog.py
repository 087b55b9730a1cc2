"""The dialects this tool reads and writes, and recognising a script's dialect from its content."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from translator.diagnostics import Reporter
from translator.dialects import rest
from translator.model import Item, Script
from translator.pcf.binary import detect_byte_order
from translator.readers import cl as cl_reader
from translator.readers import mqsc as mqsc_reader
from translator.readers import pcf_binary as pcf_binary_reader
from translator.readers import pcf_text as pcf_text_reader
from translator.readers import tpf as tpf_reader
from translator.writers import cl as cl_writer
from translator.writers import mqsc as mqsc_writer
from translator.writers import pcf_binary as pcf_binary_writer
from translator.writers import pcf_text as pcf_text_writer
from translator.writers import tpf as tpf_writer
from translator.writers.options import WriteOptions

# A binary dialect's reader takes bytes and its writer returns bytes, one item per script item.
Reader = Callable[[str, str, Reporter, dict[str, str]], Script] | Callable[[bytes, str, Reporter, dict[str, str]], Script]
Writer = Callable[[Script, Reporter, WriteOptions], list[str]] | Callable[[Script, Reporter, WriteOptions], list[bytes]]
# The same, one item at a time: the reader adds the comments after the last item to its list argument, and
# the writer, given that list, writes their note once the last item is read.
ItemReader = Callable[..., Iterator[Item]]
ItemWriter = Callable[[Iterable[Item], Sequence[str], Reporter, WriteOptions], Iterator[str] | Iterator[bytes]]


@dataclass(frozen=True, slots=True)
class Dialect:
    """A command language: how to read it into the model and write the model out."""

    name: str
    description: str
    extension: str
    read: Reader
    write: Writer
    read_items: ItemReader
    write_items: ItemWriter
    binary: bool = False


DIALECTS: dict[str, Dialect] = {d.name: d for d in (
    Dialect("mqsc", "MQSC scripts for runmqsc (DEFINE/ALTER/DELETE QLOCAL, QALIAS, QREMOTE, QMODEL, NAMELIST, PROCESS)",
            ".mqsc", mqsc_reader.read, mqsc_writer.write,
            mqsc_reader.read_items, mqsc_writer.write_items),
    Dialect("cl", "IBM i CL (CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ, the *MQMNL namelist and *MQMPRC process commands)",
            ".clle", cl_reader.read, cl_writer.write,
            cl_reader.read_items, cl_writer.write_items),
    Dialect("pcf", 'PCF commands as JSON Lines: one {"command": "MQCMD_...", "parameters": {...}} per line',
            ".pcf.jsonl", pcf_text_reader.read, pcf_text_writer.write,
            pcf_text_reader.read_items, pcf_text_writer.write_items),
    Dialect("pcf-bin", "PCF command messages as binary MQCFH + MQCFIN/MQCFST/MQCFSL structures (--byte-order)",
            ".pcf.bin", pcf_binary_reader.read, pcf_binary_writer.write,
            pcf_binary_reader.read_items, pcf_binary_writer.write_items, binary=True),
    Dialect("tpf", "TPF ZMQSC (DEF/ALT/DEL of QL, QA and QR; other ZMQSC commands are kept or reported)",
            ".zmqsc", tpf_reader.read, tpf_writer.write,
            tpf_reader.read_items, tpf_writer.write_items),
    Dialect("rest", 'MQ REST API runCommandJSON bodies as JSON Lines: {"type": "runCommandJSON", "command": "define", ...}',
            ".rest.jsonl", rest.read, rest.write,
            rest.read_items, rest.write_items),
)}

# A line of CL: a CL command (after an optional label and library) or a /* comment at its start. Written as
# "start of text, or a newline, then ..." rather than with re.M's ^, so the search skips from newline to
# newline in C instead of trying every character.
_CL_LINE = (r"[ \t]*(?:(?:[A-Za-z$#@][\w$#@]*:[ \t]*)?(?:[A-Za-z$#@][\w$#@.]*/)?"
            r"(?i:CRTMQM|CHGMQM|CPYMQM|DLTMQM|PGM\b|DCL\b|DCLF\b|ENDPGM\b|MONMSG\b|SNDPGMMSG\b)|/\*)")
_CL_FIRST_LINE = re.compile(_CL_LINE)
_CL_NEXT_LINE = re.compile("\n" + _CL_LINE)
_CL_WORDS = ("MQM", "PGM", "DCL", "MONMSG", "/*")  # one of them is in every CL line _CL_LINE matches


def _has_cl_line(data: str) -> bool:
    upper = data.upper()
    return any(word in upper for word in _CL_WORDS) and bool(_CL_FIRST_LINE.match(data) or _CL_NEXT_LINE.search(data))
# A ZMQSC script: its first command (after blank and * comment lines) is a ZMQSC command.
_FIRST_COMMAND = re.compile(r"^[ \t\r]*([^\s*][^\n]*)", re.M)
_ZMQSC = re.compile(r"ZMQSC(?![A-Za-z0-9])", re.I)
# A REST body names its type ("runCommandJSON" or "runCommand") on its first line; a PCF line never does.
_REST = re.compile(r'[^\n]*"type"\s*:\s*"runCommand(?:JSON)?"')


def detect(data: str | bytes) -> str:
    """The dialect a script is written in, judged from its content."""
    if isinstance(data, bytes):
        if detect_byte_order(data) is not None:  # an MQCFH: Type 1 or 16, StrucLength 36
            return "pcf-bin"
        data = data.decode("utf-8", errors="replace")
    if data.lstrip("\ufeff \t\r\n").startswith("{"):
        return "rest" if _REST.match(data.lstrip("\ufeff \t\r\n")) else "pcf"
    first = _FIRST_COMMAND.search(data.lstrip("\ufeff"))
    if first and _ZMQSC.match(first.group(1)):
        return "tpf"
    if _has_cl_line(data):
        return "cl"
    return "mqsc"
