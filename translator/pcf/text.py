"""The readable form of a PCF message: one JSON object with constant names where they are known."""

from __future__ import annotations

import json

from translator.pcf import parameters as pcf
from translator.pcf.binary import MQCFT_INTEGER, PcfMessage, PcfParameter
from translator.pcf.commands import BY_NUMBER


def render(message: PcfMessage) -> str:
    """``{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", ...}}`` on one line; a parameter the
    message gives twice is written twice (as a dict would not), so that what was read is shown whole."""
    command = BY_NUMBER[message.command].name if message.command in BY_NUMBER else message.command
    parameters = ", ".join(f"{_json(key)}: {_json(value)}" for key, value in map(_entry, message.parameters))
    return f'{{"command": {_json(command)}, "parameters": {{{parameters}}}}}'


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry(given: PcfParameter) -> tuple[str, object]:
    parameter = pcf.by_number(given.id)
    if parameter is None:
        return str(given.id), list(given.value) if isinstance(given.value, tuple) else given.value
    if parameter.structure == MQCFT_INTEGER:
        return parameter.identifier, pcf.value_name(parameter, given.value)  # type: ignore[arg-type]
    return parameter.identifier, list(given.value) if isinstance(given.value, tuple) else given.value
