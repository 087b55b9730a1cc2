"""PCF, the queue manager's programmable command format: as JSON Lines (``pcf``) and as binary messages
(``pcf-bin``), two forms of one naming, the canonical one (the registry names every attribute by its PCF
parameter). The readers, writers and message codec live in translator/readers/pcf_*, writers/pcf_* and pcf/.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from translator.dialects import Dialect
from translator.model import ObjectFamily
from translator.pcf.binary import detect_byte_order
from translator.pcf.commands import COMMANDS
from translator.readers import json_list
from translator.readers import pcf_binary as binary_reader
from translator.readers import pcf_text as text_reader
from translator.registry import Attribute, EnumValue
from translator.writers import pcf_binary as binary_writer
from translator.writers import pcf_text as text_writer


@dataclass(frozen=True, slots=True, kw_only=True)
class PcfDialect(Dialect):
    """PCF names attributes and values by their constants: its spelling is the registry's canonical naming."""

    def keyword(self, attribute: Attribute) -> str | None:
        return attribute.pcf

    def says(self, value: EnumValue) -> bool:
        return True


def table_entry(attribute: Attribute) -> str | None:
    """``MQCA_Q_DESC (2013)``: the parameter's name and number, for both forms."""
    return f"{attribute.pcf} ({attribute.pcf_number})" if attribute.pcf else None


# Delete Queue may leave MQIA_Q_TYPE out; the other queue commands require it.
_STATES_QUEUE_TYPE = frozenset(command.action for command in COMMANDS
                               if command.family is ObjectFamily.QUEUE and not command.optional_type)


# A PCF command names its command by its MQCMD_ constant or its number; a REST body by a verb ("define").
_PCF_COMMAND = re.compile(r'"command"[ \t\r\n]*:[ \t\r\n]*(?:"MQCMD_|-?[0-9])', re.IGNORECASE)
_LOOKED_AT = 1 << 16  # characters of a file looked at to recognise it


def _is_json(data: str | bytes) -> bool:
    """True for text starting with a JSON object (REST's bodies are recognised first), or with a JSON list whose
    first element names a PCF command: a list of anything else is no PCF."""
    if not isinstance(data, str):
        return False
    text = data.lstrip("\ufeff \t\r\n")
    return text.startswith("{") or (json_list.is_list(text)
                                    and _PCF_COMMAND.search(json_list.first_object(text, _LOOKED_AT)) is not None)


_QUEUE_TYPE_HINT = "MQIA_Q_TYPE (MQQT_LOCAL, MQQT_ALIAS, MQQT_REMOTE or MQQT_MODEL)"
DIALECT = PcfDialect(
    name="pcf", title="PCF", states_queue_type=_STATES_QUEUE_TYPE,
    description='PCF commands as JSON: {"command": "MQCMD_...", "parameters": {...}}, one per line (JSON Lines), '
                'laid out over lines or in a JSON list',
    extension=".pcf.jsonl", read=text_reader.read, write=text_writer.write, read_items=text_reader.read_items,
    write_items=text_writer.write_items, recognises=_is_json, detection=20, heading="PCF (pcf, pcf-bin)",
    table_entry=table_entry, queue_type_hint=_QUEUE_TYPE_HINT)
BINARY = PcfDialect(
    name="pcf-bin", title="PCF", states_queue_type=_STATES_QUEUE_TYPE,
    description="PCF command messages as binary MQCFH + MQCFIN/MQCFST/MQCFSL structures (--byte-order)",
    extension=".pcf.bin", read=binary_reader.read, write=binary_writer.write, read_items=binary_reader.read_items,
    write_items=binary_writer.write_items, binary=True, column="pcf", write_options=frozenset({"byte_order", "ccsid"}),
    # an MQCFH: Type 1 or 16, StrucLength 36
    recognises=lambda data: isinstance(data, bytes) and detect_byte_order(data) is not None, detection=0,
    queue_type_hint=_QUEUE_TYPE_HINT)
