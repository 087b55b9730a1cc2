"""Cross-check the PCF encoder against tshark's independent MQ PCF dissector."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tshark import decode_with_tshark, tshark_available
from translator.pcf.binary import (
    MQCFT_INTEGER,
    MQCFT_INTEGER64,
    MQCFT_INTEGER_LIST,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    ByteOrder,
    PcfMessage,
    PcfParameter,
    decode_messages,
    encode_message,
    encode_messages,
)

if not tshark_available():
    pytest.skip("tshark is not installed", allow_module_level=True)

MQCMD_CREATE_Q = 11
MQCMD_CREATE_NAMELIST = 34

WORKED_EXAMPLE = PcfMessage(
    MQCMD_CREATE_Q,
    (PcfParameter(2016, MQCFT_STRING, "TEST.Q"), PcfParameter(20, MQCFT_INTEGER, 1)),
)
CREATE_Q = PcfMessage(
    MQCMD_CREATE_Q,
    (
        PcfParameter(2016, MQCFT_STRING, "PAYROLL.QUEUE"),  # MQCA_Q_NAME
        PcfParameter(20, MQCFT_INTEGER, 1),  # MQIA_Q_TYPE = MQQT_LOCAL
        PcfParameter(2020, MQCFT_STRING_LIST, ("A", "NL.MIDDLE", "A.MUCH.LONGER.NAME")),  # MQCA_NAMES
        PcfParameter(1002, MQCFT_INTEGER_LIST, (1, -2, 2**31 - 1)),  # MQIACF_Q_ATTRS
        PcfParameter(1013, MQCFT_INTEGER64, 2**40 + 5),  # MQIACF_ERROR_ID
        PcfParameter(22, MQCFT_INTEGER, -7),  # MQIA_BACKOUT_THRESHOLD
        PcfParameter(2013, MQCFT_STRING, "EBCDIC TEXT", 500),  # MQCA_Q_DESC in CCSID 500
    ),
)
CREATE_NAMELIST = PcfMessage(
    MQCMD_CREATE_NAMELIST,
    (PcfParameter(2010, MQCFT_STRING, "NL1"), PcfParameter(2020, MQCFT_STRING_LIST, ())),
)


def _as_tshark(message: PcfMessage) -> dict[str, Any]:
    """The shape decode_with_tshark returns for ``message``."""
    parameters = [
        {"id": p.id, "type": p.type, "value": list(p.value) if isinstance(p.value, tuple) else p.value}
        for p in message.parameters
    ]
    return {"command": message.command, "parameters": parameters}


@pytest.mark.parametrize("byte_order", ["little", "big"])
@pytest.mark.parametrize("message", [WORKED_EXAMPLE, CREATE_Q], ids=["worked-example", "create-q"])
def test_tshark_decodes_encoded_message(message: PcfMessage, byte_order: ByteOrder) -> None:
    assert decode_with_tshark(encode_message(message, byte_order), byte_order) == [_as_tshark(message)]


@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_tshark_decodes_each_message_of_a_file(byte_order: ByteOrder) -> None:
    messages = [CREATE_Q, CREATE_NAMELIST]
    data = encode_messages(messages, byte_order)
    starts = [message.offset for message in decode_messages(data)]
    assert len(starts) == len(messages)
    for message, start, end in zip(messages, starts, [*starts[1:], len(data)], strict=True):
        assert decode_with_tshark(data[start:end], byte_order) == [_as_tshark(message)]
