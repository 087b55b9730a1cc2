"""PCF, the queue manager's programmable command format: as JSON Lines (``pcf``) and as binary messages
(``pcf-bin``), two forms of one naming, the canonical one (the registry names every attribute by its PCF
parameter). The readers, writers and message codec live in translator/readers/pcf_*, writers/pcf_* and pcf/.
"""

from __future__ import annotations

from dataclasses import dataclass

from translator.dialects import Dialect
from translator.model import ObjectFamily
from translator.pcf.binary import detect_byte_order
from translator.pcf.commands import COMMANDS
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


def _is_json(data: str | bytes) -> bool:
    return isinstance(data, str) and data.lstrip("\ufeff \t\r\n").startswith("{")


_QUEUE_TYPE_HINT = "MQIA_Q_TYPE (MQQT_LOCAL, MQQT_ALIAS, MQQT_REMOTE or MQQT_MODEL)"
DIALECT = PcfDialect(
    name="pcf", title="PCF", states_queue_type=_STATES_QUEUE_TYPE,
    description='PCF commands as JSON Lines: one {"command": "MQCMD_...", "parameters": {...}} per line',
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
