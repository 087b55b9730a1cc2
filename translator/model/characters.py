"""What a value may hold: the character rules the validator and every text writer share.

Object names follow IBM's naming rules in every dialect: A-Z a-z 0-9 . / _ % and nothing else (no blank).

Strings (descriptions, trigger data, ...) hold printable characters only. Unprintable are the Unicode
control characters (C0 with tab, line feed and CR; DEL; C1 with NEL), the line and paragraph separators,
the format characters (bidirectional overrides, zero-width characters, the byte-order mark, soft hyphen)
and lone surrogates: each can end a line, hide or reorder text, or is read as a blank by the continuation
rules of MQSC and CL, so no text dialect writes one back as the same value, and a terminal may act on it.
Tab is among them: it is layout white space to the readers, invisible in a value, and cannot be keyed
on a TPF console. No-break and other Unicode spaces are printable and allowed.
"""

from __future__ import annotations

import re

# Categories Cc, Cf, Zl, Zp and Cs (tests/test_injection.py checks this against unicodedata), with the
# format characters later Unicode versions add in these blocks.
UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]")
# What a script may hold outside values: UNPRINTABLE but the line feed between lines and tab as layout.
UNSAFE_IN_SCRIPT = re.compile(UNPRINTABLE.pattern.replace("\x00-\x1f", "\x00-\x08\x0b-\x1f"))
# Each byte to itself but the ASCII characters UNSAFE_IN_SCRIPT matches, each to another byte: an ASCII text holds
# none of them exactly when this translation of its bytes changes nothing.
_MARKED = bytes(code ^ 0x80 if code < 128 and UNSAFE_IN_SCRIPT.match(chr(code)) else code for code in range(256))
NAME_CHARACTERS = "A-Z a-z 0-9 . / _ %"
_NAME = re.compile(r"[A-Za-z0-9._/%]+\Z")
_NOT_NAME = re.compile(r"[^A-Za-z0-9._/%]")
# Each byte of a name character to itself, any other byte to another: an ASCII text is a name exactly when its
# non-empty bytes are unchanged by this translation (no regular expression's match object is made).
_NAME_BYTES = bytes(code if _NAME.match(chr(code)) else code ^ 0x80 for code in range(256))


def is_name(text: str) -> bool:
    """True exactly when name_problem finds nothing wrong with ``text``: the check every command's name passes."""
    if not text or not text.isascii():
        return False
    encoded = text.encode()
    return encoded.translate(_NAME_BYTES) == encoded


def is_padded_name(text: str) -> bool:
    """``is_name``, for a name padded with blanks, as a value naming an object may be (PCF's fixed-length strings)."""
    return is_name(text.rstrip(" "))


class UnsafeText(ValueError):
    """A value holds a character no text dialect can write faithfully (raised by the writers' last check)."""

    def __init__(self, text: str) -> None:
        super().__init__(f"{visible(text)!r} holds an unprintable character")
        self.text = text


def escape(character: str) -> str:
    """``\\x0a``, ``\\u2028`` or ``\\U000e0001``: a visible stand-in for one character."""
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def visible(text: str) -> str:
    """``text`` with every unprintable character replaced by its escape (comments, messages)."""
    if text.isprintable() or not UNPRINTABLE.search(text):
        return text
    return UNPRINTABLE.sub(lambda match: escape(match.group()), text)


def unprintable(text: str) -> str | None:
    """Why ``text`` cannot be a string value ("character \\x0a at position 2"), or None when it can."""
    found = None if text.isprintable() else UNPRINTABLE.search(text)  # isprintable(): see writers/layout.quote
    return None if found is None else f"character {escape(found.group())} at position {found.start() + 1}"


def name_problem(name: str) -> str | None:
    """Why ``name`` is not an object name by IBM's rules, or None when it is one."""
    if _NAME.match(name):
        return None
    if not name:
        return "it is empty"
    found = _NOT_NAME.search(name)
    assert found is not None
    character = found.group()
    shown = "a blank" if character == " " else escape(character) if UNPRINTABLE.match(character) else repr(character)
    return f"{shown} at position {found.start() + 1}"


_ASCII_UPPER = {code: code - 32 for code in range(ord("a"), ord("z") + 1)}


def fold(text: str) -> str:
    """``text`` as MQ folds an unquoted word: a-z to A-Z, nothing else. ``str.upper`` alone would also turn
    sharp s (U+00DF) into SS, dotless i (U+0131) into I and long s (U+017F) into S, making of a word MQ refuses a
    different one it accepts."""
    return text.upper() if text.isascii() else text.translate(_ASCII_UPPER)


def unsafe_in_script(text: str) -> re.Match[str] | None:
    """The first character of ``text`` a script may not hold (UNSAFE_IN_SCRIPT), or None.

    Every text written passes here, so the full search runs only on a text a cheaper check refuses: an ASCII
    text (``isascii`` is a flag of the string) holds none of the ASCII characters it matches, and any other
    text is printable to ``isprintable`` but for its line ends (tests/test_injection.py proves both sound).
    """
    if text.isascii():
        encoded = text.encode()
        if encoded.translate(_MARKED) == encoded:
            return None
    elif text.replace("\n", "").isprintable():
        return None
    return UNSAFE_IN_SCRIPT.search(text)
