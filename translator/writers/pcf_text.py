"""PCF text writer: JSON Lines, one command per line, with constant names for enumerated values."""

from __future__ import annotations

from translator.diagnostics import Reporter
from translator.model import Script
from translator.pcf.text import render
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import write_messages


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One JSON line per command ("" for what PCF cannot carry)."""
    del options  # one line per command whatever the width
    return write_messages("pcf", script, reporter, render, str, "")
