"""Decode PCF bytes with tshark, as an independent cross-check of the project's codec.

tshark's PCF dissector runs only inside its MQ dissector, so the PCF message is wrapped
as the body of an MQPUT in an MQ FAP segment (TSH + API header + MQMD v1 + MQPMO v1 +
put length) and written as an Export-PDU pcap (linktype 252) addressed to the "mq"
dissector. The wrapper itself is little-endian; MQMD.Encoding tells tshark the byte
order of the PCF body. tshark's PDML output is then read back.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import tempfile
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

LINKTYPE_WIRESHARK_UPPER_PDU = 252
EXP_PDU_TAG_DISSECTOR_NAME = 12
MQENC_BY_BYTE_ORDER = {"little": 0x222, "big": 0x111}
CCSID_UTF8 = 1208
MQMD_V1_LENGTH = 324
LIST_TYPES = {5, 6}  # MQCFT_INTEGER_LIST, MQCFT_STRING_LIST
VALUE_FIELDS = {
    "mqpcf.parm.int": int,
    "mqpcf.parm.int64": int,
    "mqpcf.parm.intlist": int,
    "mqpcf.parm.string": str,
    "mqpcf.parm.stringlist": str,
}


def tshark_available() -> bool:
    """Whether a tshark executable is on PATH."""
    return shutil.which("tshark") is not None


def _blank(size: int) -> bytes:
    return b" " * size


def _mqmd(encoding: int) -> bytes:
    """MQMD version 1 (324 bytes) of a request in format MQADMIN."""
    md = b"".join(
        [
            b"MD  ",
            struct.pack("<7i", 1, 0, 1, -1, 0, encoding, CCSID_UTF8),  # Version .. CodedCharSetId
            b"MQADMIN ",
            struct.pack("<ii", 0, 0),  # Priority, Persistence
            bytes(48),  # MsgId, CorrelId
            struct.pack("<i", 0),  # BackoutCount
            _blank(48 + 48 + 12),  # ReplyToQ, ReplyToQMgr, UserIdentifier
            bytes(32),  # AccountingToken
            _blank(32),  # ApplIdentityData
            struct.pack("<i", 0),  # PutApplType
            _blank(28 + 8 + 8 + 4),  # PutApplName, PutDate, PutTime, ApplOriginData
        ]
    )
    assert len(md) == MQMD_V1_LENGTH
    return md


def _mqpmo() -> bytes:
    """MQPMO version 1 (128 bytes)."""
    return b"PMO " + struct.pack("<7i", 1, 0, -1, 0, 0, 0, 0) + _blank(48 + 48)


def _mq_put_segment(pcf: bytes, byte_order: str) -> bytes:
    """An MQPUT FAP segment (TSH + API header + MQMD + MQPMO + length) carrying ``pcf``."""
    api_header = struct.pack("<4i", 0, 0, 0, 1)  # ReplyLength, CompCode, Reason, ObjectHandle
    body = api_header + _mqmd(MQENC_BY_BYTE_ORDER[byte_order]) + _mqpmo() + struct.pack("<i", len(pcf)) + pcf
    tsh_length = 28
    tsh = b"".join(
        [
            b"TSH ",
            struct.pack(">i", tsh_length + len(body)),  # MQSegmLen
            bytes([2, 0x86, 0x30, 0]),  # little-endian TSH, MQPUT, first+last segment, CtlFlag2
            bytes(8),  # LUW id
            struct.pack("<iH", 0x222, CCSID_UTF8),  # Encoding, CCSID
            bytes(2),  # reserved
        ]
    )
    return tsh + body


def _export_pdu_pcap(payload: bytes) -> bytes:
    """A one-record pcap file that hands ``payload`` to tshark's "mq" dissector."""
    name = b"mq".ljust(4, b"\0")
    tags = struct.pack(">HH", EXP_PDU_TAG_DISSECTOR_NAME, len(name)) + name + struct.pack(">HH", 0, 0)
    record = tags + payload
    global_header = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, LINKTYPE_WIRESHARK_UPPER_PDU)
    record_header = struct.pack("<IIII", 0, 0, len(record), len(record))
    return global_header + record_header + record


def _parameter(group: ElementTree.Element) -> dict[str, Any]:
    fields = {field.get("name"): field.get("show", "") for field in group}
    parameter_type = int(fields["mqpcf.parm.type"])
    values = [
        VALUE_FIELDS[name](field.get("show", "")) for field in group if (name := field.get("name", "")) in VALUE_FIELDS
    ]
    value = values if parameter_type in LIST_TYPES else values[0]
    return {"id": int(fields["mqpcf.parm.id"]), "type": parameter_type, "value": value}


def _message(proto: ElementTree.Element) -> dict[str, Any]:
    command = proto.find(".//field[@name='mqpcf.cfh.command']")
    assert command is not None, "tshark found no MQCFH"
    groups = [group for group in proto if group.find("field[@name='mqpcf.parm.type']") is not None]
    return {"command": int(command.get("show", "")), "parameters": [_parameter(group) for group in groups]}


def decode_with_tshark(pcf: bytes, byte_order: str) -> list[dict[str, Any]]:
    """Decode one PCF message with tshark: [{"command": n, "parameters": [{"id", "type", "value"}]}]."""
    with tempfile.TemporaryDirectory() as directory:
        capture = Path(directory) / "pcf.pcap"
        capture.write_bytes(_export_pdu_pcap(_mq_put_segment(pcf, byte_order)))
        result = subprocess.run(
            ["tshark", "-n", "-r", str(capture), "-T", "pdml"],
            capture_output=True,
            check=True,
            timeout=60,
        )
    root = ElementTree.fromstring(result.stdout)
    return [_message(proto) for proto in root.iter("proto") if proto.get("name") == "mqpcf"]
