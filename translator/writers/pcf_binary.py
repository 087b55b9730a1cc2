"""PCF binary writer: one MQCFH-headed message per command, in the byte order the options ask for."""

from __future__ import annotations

from functools import partial

from translator.diagnostics import Reporter
from translator.model import Script
from translator.pcf.binary import encode_message
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import write_messages


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[bytes]:
    """One message per command (b"" for what PCF cannot carry); other PCF commands are kept as read."""
    encode = partial(encode_message, byte_order=options.byte_order)
    return write_messages("pcf-bin", script, reporter, encode, bytes.fromhex, b"")
