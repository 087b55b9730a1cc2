"""Character sets: IBM CCSIDs and Python codecs, and source members read as they are stored on IBM i.

One table (CCSID -> Python codec) serves the text dialects' ``--encoding``, the CCSID each PCF string
declares and the CCSID PCF strings are written in. The stdlib has cp037, cp273, cp500 and cp1140; the
other national EBCDIC pages (277-297, 871, 1047, 1141-1149) come from the ``ebcdic`` package.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from functools import cache

UTF8 = 1208
# The national EBCDIC pages, their euro twins (1140-1149) and the Open Systems page 1047.
EBCDIC_CCSIDS: tuple[int, ...] = (37, 273, 277, 278, 280, 284, 285, 297, 500, 871, 1047, *range(1140, 1150),
                                  424, 875, 1026)
CCSID_CODECS: dict[int, str] = {
    UTF8: "utf-8",
    819: "latin-1",
    437: "cp437",
    850: "cp850",
    1252: "cp1252",
    **{ccsid: f"cp{ccsid:03d}" for ccsid in EBCDIC_CCSIDS},
}
_CCSID_NAME = re.compile(r"(?:CCSID|IBM|CP)?[-_ ]?0*(\d{1,5})", re.I)
RECORD_PREFIX = 12  # SRCSEQ (6 zoned digits) and SRCDAT (6 zoned digits) before each source record's text


class EncodingError(ValueError):
    """An encoding name this tool cannot use (unknown, or its codec package is missing)."""


@cache
def _codec_available(codec: str) -> bool:
    try:
        codecs.lookup(codec)
    except LookupError:
        try:
            import ebcdic  # noqa: F401  # registers cp277 ... cp1149 and cp1047 with the codecs module
        except ImportError:
            return False
        try:
            codecs.lookup(codec)
        except LookupError:
            return False
    return True


def codec_for_ccsid(ccsid: int) -> str | None:
    """The Python codec of ``ccsid``, or None when the table has none (or its package is missing)."""
    codec = CCSID_CODECS.get(ccsid)
    return codec if codec and _codec_available(codec) else None


@dataclass(frozen=True, slots=True)
class Encoding:
    """A resolved encoding: the Python codec, the CCSID when it has one, and the name to report."""

    codec: str
    ccsid: int | None
    label: str

    @property
    def ebcdic(self) -> bool:
        """True for an EBCDIC code page (the blank is 0x40)."""
        return " ".encode(self.codec) == b"\x40"


# Text codecs that are no character set a script is written in: they decode escapes or domain names.
_NOT_CHARACTER_SETS = frozenset({"punycode", "idna", "unicode-escape", "raw-unicode-escape"})


def _is_text(info: codecs.CodecInfo) -> bool:
    """True for a codec between bytes and text: base64, zlib, rot13 and the like are not (Python's own test),
    nor is "undefined", which refuses everything, nor those that decode escapes or domain names (punycode)."""
    if not getattr(info, "_is_text_encoding", True) or info.name.replace("_", "-") in _NOT_CHARACTER_SETS:
        return False
    try:
        " ".encode(info.name)
    except UnicodeError:
        return False
    return True


def resolve(name: str) -> Encoding:
    """The encoding a user names: a CCSID (``37``, ``CCSID 37``, ``IBM-037``, ``cp037``) or a Python codec name.

    Raises EncodingError naming what is supported, also for a codec that is not a character set (base64).
    """
    text = name.strip()
    match = _CCSID_NAME.fullmatch(text)
    if match:
        ccsid = int(match.group(1))
        codec = codec_for_ccsid(ccsid)
        if codec:
            return Encoding(codec, ccsid, f"CCSID {ccsid} ({codec})")
        if text.isdigit() or text.upper().startswith("CCSID"):
            known = ", ".join(str(c) for c in sorted(CCSID_CODECS))
            raise EncodingError(f"CCSID {ccsid} is not supported (supported: {known})")
    try:
        info = codecs.lookup(text)
    except LookupError:
        if not _codec_available(text.lower()):
            raise EncodingError(f"unknown encoding {name!r}: give a CCSID such as 37 or 500, or a Python codec "
                                "name") from None
        info = codecs.lookup(text.lower())
    if not _is_text(info):
        raise EncodingError(f"{name!r} is not a character set: give a CCSID such as 37 or 500, or a Python text "
                            "codec name such as latin-1")
    ccsid = next((c for c, codec in CCSID_CODECS.items()
                  if _codec_available(codec) and codecs.lookup(codec).name == info.name), None)
    return Encoding(info.name, ccsid, f"CCSID {ccsid} ({info.name})" if ccsid else info.name)


@dataclass(frozen=True, slots=True)
class Undecodable:
    """Where decoding failed: 1-based line and column of the first bad byte, a message, and the line's text up to
    a little after it (each byte that is no character shown as U+FFFD)."""

    line: int
    column: int
    message: str
    source: str = ""


def _line_breaks(text: str, ebcdic: bool) -> str:
    """EBCDIC has two line-end controls, NL (0x15) and LF (0x25); the codecs disagree on which becomes U+0085
    (NEL) and which U+000A (cp037: NL -> NEL; ebcdic's cp1047: LF -> NEL; its cp277...: both LF). A stream
    file may use either, so both end a line: NEL becomes a newline. UTF-8 text keeps a NEL as it is."""
    return text.replace("\x85", "\n") if ebcdic else text


# Bytes after the first bad one shown with it: enough for the window a diagnostic shows.
SHOWN_AFTER = 80


def _position(decoded_prefix: str) -> tuple[int, int]:
    line = decoded_prefix.count("\n") + 1
    return line, len(decoded_prefix) - (decoded_prefix.rfind("\n") + 1) + 1


def decode_stream(data: bytes, encoding: Encoding) -> str | Undecodable:
    """``data`` as text with line ends, or where it cannot be decoded."""
    try:
        return _line_breaks(data.decode(encoding.codec), encoding.ebcdic)
    except UnicodeDecodeError as error:
        prefix = _line_breaks(data[: error.start].decode(encoding.codec, errors="replace"), encoding.ebcdic)
        line, column = _position(prefix)
        after = _line_breaks(data[error.start:error.start + SHOWN_AFTER].decode(encoding.codec, errors="replace"),
                             encoding.ebcdic)
        source = prefix[prefix.rfind("\n") + 1:] + re.split("[\r\n]", after, maxsplit=1)[0]
        return Undecodable(line, column, f"input is not {encoding.label} text (byte {error.start} is "
                                         f"0x{data[error.start]:02x})", source)
    except UnicodeError as error:  # a codec that fails without saying where
        return Undecodable(1, 1, f"input is not {encoding.label} text ({str(error)[:80]})")


def _has_prefix(records: list[bytes], encoding: Encoding) -> bool:
    """True when every record begins with the 12 digits of SRCSEQ and SRCDAT: no CL, MQSC or ZMQSC line can."""
    digits = frozenset("0123456789".encode(encoding.codec))
    return all(len(r) > RECORD_PREFIX and all(b in digits for b in r[:RECORD_PREFIX]) for r in records)


def decode_records(data: bytes, encoding: Encoding, length: int) -> str | Undecodable:
    """Fixed-length records without line ends (a source member read as bytes), one line each.

    ``length`` is each record's length in the file: RCDLEN when the sequence-and-date prefix is there (it is
    recognised and removed), RCDLEN - 12 when it is not. Trailing blanks of each record are removed after
    decoding, so a multi-byte character is never cut.
    """
    if len(data) % length:
        whole = len(data) // length
        return Undecodable(whole + 1, 1, f"input of {len(data)} bytes is not whole records of {length} bytes "
                                         f"(--record-length): {len(data) - whole * length} bytes are left over")
    records = [data[start : start + length] for start in range(0, len(data), length)]
    skip = RECORD_PREFIX if _has_prefix(records, encoding) else 0
    lines = []
    for number, record in enumerate(records, 1):
        try:
            text = record[skip:].decode(encoding.codec)
        except UnicodeDecodeError as error:
            column = len(record[skip : skip + error.start].decode(encoding.codec, errors="replace")) + 1
            return Undecodable(number, column, f"input is not {encoding.label} text (record {number}, byte "
                                               f"{skip + error.start} is 0x{record[skip + error.start]:02x})",
                               record[skip:].decode(encoding.codec, errors="replace").rstrip(" \0"))
        # A line end with only blanks after it ends the record's text (records of a file that has line ends too);
        # one with text after it would split the record: a comment's second half a live command.
        line = _line_breaks(text, encoding.ebcdic).rstrip(" \0\r\n")
        end = _RECORD_LINE_END.search(line)
        if end is not None:
            byte = record[skip + len(text[:end.start()].encode(encoding.codec))]
            return Undecodable(number, end.start() + 1, f"record {number} holds a line end (byte 0x{byte:02x}) at "
                                                        f"column {end.start() + 1}: a record is one line, whole", line)
        lines.append(line)
    return "\n".join(lines) + "\n" if lines else ""


# What the readers take for a line end (after _line_breaks): inside a record it is a byte of the record.
_RECORD_LINE_END = re.compile("[\r\n]")


def decode(data: bytes, encoding: str | None = None, record_length: int | None = None) -> str | Undecodable:
    """Decode a text script stored as bytes: UTF-8 unless ``encoding`` names another, records of
    ``record_length`` bytes when given. Raises EncodingError for an encoding name that cannot be used."""
    resolved = resolve(encoding) if encoding else Encoding("utf-8", UTF8, "UTF-8")
    decoded = decode_records(data, resolved, record_length) if record_length else decode_stream(data, resolved)
    if isinstance(decoded, Undecodable) and encoding is None and _looks_ebcdic(data):
        hint = "; it looks like EBCDIC: give its CCSID with --encoding (37, 273, 500, ...)"
        return Undecodable(decoded.line, decoded.column, decoded.message + hint, decoded.source)
    return decoded


def _looks_ebcdic(data: bytes) -> bool:
    """True when EBCDIC blanks (0x40) outnumber ASCII ones: text is mostly separated by blanks."""
    return data.count(b"\x40") > max(data.count(b" "), len(data) // 20)
