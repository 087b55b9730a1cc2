"""How an input's bytes become the text a reader reads: UTF-8, or an EBCDIC CCSID and fixed records when given;
refused (MQT101, MQT121) when they hold no text script, with where and why.
"""

from __future__ import annotations

import re

from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.encodings import SHOWN_AFTER, Undecodable, decode, resolve
from translator.model import Span
from translator.pcf.binary import detect_byte_order

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f]")  # C0 controls but tab, newline, form feed, CR
_CONTROL_BYTES = [code for code in range(0x20) if _CONTROL.match(chr(code))]  # the same, as byte values


# Binary PCF is recognised by its first MQCFH, whose small integers hold NULs, as no text does.
_DAMAGED_PCF = ", or binary PCF, whose first message here starts with no MQCFH (--from pcf-bin says what is wrong)"


def as_text(data: str | bytes, file: str, reporter: Reporter, encoding: str | None = None,
             record_length: int | None = None, maybe_pcf: bool = False) -> str | None:
    """The input as text, or None (reported) when it is binary or undecodable (``maybe_pcf``: it may be binary PCF
    whose first MQCFH is damaged, and the diagnostic says so).

    Bytes are UTF-8 unless ``encoding`` names another character set (an EBCDIC CCSID for IBM i members), and
    fixed records without line ends when ``record_length`` is given (translator.encodings).
    """
    clean = False
    if isinstance(data, bytes):  # UTF-8 encodes the C0 controls as themselves, and only them below 0x20
        plain = encoding is None and not record_length
        if plain:
            clean = _clean(data)
        try:
            decoded: str | Undecodable = data.decode("utf-8") if plain else decode(data, encoding, record_length)
        except UnicodeDecodeError:  # decode again, slowly, for the line and column of the bad byte
            decoded = decode(data)
        if isinstance(decoded, Undecodable):
            reporter.report("MQT101", decoded.message, Span(file, decoded.line, decoded.column), decoded.source,
                            expected=("a UTF-8 text script" if plain else "text in the encoding given")
                            + (_DAMAGED_PCF if maybe_pcf else ""))
            return None
        data = decoded
    found = None if clean else _CONTROL.search(data)
    if found is not None:
        bad = found.start()
        # Lines end at CRLF, CR or LF, as the text readers cut them.
        line = data.count("\n", 0, bad) + data.count("\r", 0, bad) - data.count("\r\n", 0, bad) + 1
        start = max(data.rfind("\n", 0, bad), data.rfind("\r", 0, bad)) + 1
        shown = re.split("[\r\n]", data[start:bad + SHOWN_AFTER], maxsplit=1)[0]  # the line, to a little after
        reporter.report("MQT101", f"input contains control character 0x{ord(data[bad]):02x}, so it is not a "
                        "command script", Span(file, line, bad - start + 1), shown,
                        expected="a text script" + (_DAMAGED_PCF if maybe_pcf else ""))
        return None
    if encoding and not record_length and (lengths := _records_without_line_ends(data)):
        reporter.report("MQT121", f"the text has no line end, and its {len(data):,} characters are whole records: "
                        "read as one line, its commands would be one comment or one command, so it is not read",
                        Span(file, 1, 1), expected="--record-length N, the member's record length ("
                        + " or ".join(map(str, lengths)) + "?)")
        return None
    return data.lstrip("\ufeff")


# The record lengths of IBM i source members (RCDLEN 92 and 240 as created, 80 as CPYF copies them): a text of
# several such records without a line end was read without --record-length.
_RECORD_LENGTHS = (80, 92, 240)


def _records_without_line_ends(text: str) -> list[int]:
    """The record lengths a text without a line end may be a source member of: two or more whole records of that
    length, most of them padded with blanks to it, as a member's records are (a one-line script is not)."""
    if "\n" in text or "\r" in text:
        return []
    return [length for length in _RECORD_LENGTHS if len(text) >= 2 * length and len(text) % length == 0
            and 2 * sum(text[end - 1] == " " for end in range(length, len(text) + 1, length)) >= len(text) // length]


_CLEAN_CHUNK = 1 << 14  # bytes looked at a time: a chunk stays in the CPU cache for all its searches


def _clean(data: bytes) -> bool:
    """True when ``data`` holds none of the C0 controls that make it binary."""
    for start in range(0, len(data), _CLEAN_CHUNK):
        chunk = data[start:start + _CLEAN_CHUNK]
        if any(control in chunk for control in _CONTROL_BYTES):  # each a search for one byte value
            return False
    return True


def check_encoding(encoding: str | None) -> None:
    """Raise EncodingError (a ValueError) for an ``encoding`` that names no character set, as the command line
    refuses it: a wrong argument, not a failure inside the translator (MQT112) on each input."""
    if encoding is not None:
        resolve(encoding)


def reading_options_unread(source: str, file: str, reporter: Reporter, encoding: str | None,
                            record_length: int | None) -> None:
    """MQT125 for --encoding or --record-length given for a binary dialect's input, which its reader does not read
    (pcf-bin's strings say their own CCSID)."""
    for option, given in (("--encoding", encoding), ("--record-length", record_length)):
        if given:
            reporter.report("MQT125", f"{option} does not apply to {DIALECTS[source].title} input, which is binary: "
                            "ignored", Span(file, 1, 1), expected=f"{option} for a text script only")


def decoded_before_detection(data: str | bytes, source: str, encoding: str | None, record_length: int | None) -> bool:
    """True when ``data`` is a text script in another encoding or in records: decoded before its dialect is
    recognised, which needs text (pcf-bin is recognised from its bytes and keeps them)."""
    if not isinstance(data, bytes) or not (encoding or record_length):
        return False
    return not DIALECTS[source].binary if source != "auto" else detect_byte_order(data) is None
