"""Turn the text inside KEYWORD(...) into a canonical value, using the registry's spellings."""

from __future__ import annotations

import re
from collections.abc import Callable, Container
from functools import cache
from typing import NamedTuple

from translator.dialects import PerDialect
from translator.memo import remembered
from translator.model import BLANK, Explicit, Value, Variable
from translator.model.characters import fold
from translator.parsers import blank, terminal
from translator.registry import Attribute, Kind, by_name

# A value inside parentheses is a quoted string (the grammars' QUOTED, defined once in grammars/common.lark) or a
# word, which runs to the next blank (or comma, but in CL); a quote that opens no string is left over (MQT103).
# Words are read from text the dialect's grammar accepted, so they need not exclude what it excludes there.
# Whether a comma separates words is the dialect's (its vocabulary's COMMAS_SEPARATE).
_QUOTED = terminal("mqsc", "QUOTED")
_B = blank()  # the characters of a blank (ASCII: a no-break space is a character of its word)
# Each item pattern first takes a quoted string run into a word, or a word into a quoted string ('Q1'Q2, Q1'Q2'):
# one value mistyped or two, never guessed [UNSURE: runmqsc's reading]; then a quoted string, a word, a stray quote.
_ITEMS = {commas: re.compile(rf"({_QUOTED})(?![{_B}{separators}]|\Z)|([^{_B}{separators}']++)(?={_QUOTED})|({_QUOTED})"
                             rf"|([^{_B}{separators}']++)|(')")
          for commas, separators in ((True, ","), (False, ""))}
_NEXT = re.compile(rf"{_QUOTED}|[^{_B},']+")  # the value a run-into one runs into, for its message
_WORDS = {True: re.compile(f"[^{_B},]+"), False: re.compile(f"[^{_B}]+")}  # the words of a text without quotes
_COMMA_SEPARATES: PerDialect[bool] = PerDialect(lambda dialect: dialect.vocabulary.COMMAS_SEPARATE)
_ITEM: PerDialect[re.Pattern[str]] = PerDialect(lambda dialect: _ITEMS[dialect.vocabulary.COMMAS_SEPARATE])
_UNQUOTED_NAME = re.compile(r"[A-Za-z0-9._/%]+\Z")
_explicit = tuple.__new__  # Explicit((value,)) without the Python-level __new__, on the hot paths
_INTEGER = re.compile(r"[+-]?[0-9]+\Z")
# The whole text inside an MQSC KEYWORD(...) when it is one quoted string, one number or one plain name.
_ONE_MQSC_VALUE = re.compile(rf"[{_B},]*+(?:({_QUOTED})|([+-]?[0-9]+)|([A-Za-z0-9._/%]+))[{_B},]*+\Z")


class ValueProblem(Exception):
    """A value that cannot be read; carries the diagnostic code, what was expected and, where the raiser knows it,
    the offset in the command's text the problem is at."""

    def __init__(self, code: str, message: str, expected: str = "", at: int | None = None) -> None:
        super().__init__(message)
        self.code, self.message, self.expected, self.at = code, message, expected, at


class Item(NamedTuple):
    """One value inside parentheses: its text (quotes removed, '' undoubled) and whether it was quoted
    (a named tuple: made for every value read, cheaper than a frozen dataclass)."""

    text: str
    quoted: bool

    @property
    def word(self) -> str:
        """The unquoted text folded to upper case, as MQ reads it."""
        return self.text if self.quoted else fold(self.text)


def items(inner: str, dialect: str) -> list[Item]:
    """The values inside one pair of parentheses.

    Without quotes they are the blank-separated words (and comma-separated, but in CL); one quoted string
    is read directly (see mqsc_name); other texts by ``_ITEM``, which tests/test_parsers.py checks this against.
    """
    if "'" not in inner:
        return [Item(word, False) for word in _WORDS[_COMMA_SEPARATES[dialect]].findall(inner)]
    text = _quoted_text(inner)
    if text is not None:
        return [Item(text, True)]
    return items_by_pattern(inner, dialect)


def items_by_pattern(inner: str, dialect: str) -> list[Item]:
    """The values inside one pair of parentheses, read by the dialect's item pattern alone."""
    found: list[Item] = []
    for match in _ITEM[dialect].finditer(inner):
        run_quoted, run_word, quoted, plain, stray = match.groups()
        if stray is not None:
            raise ValueProblem("MQT103", f"unclosed quote in ({inner.strip()})", "a closing '")
        if run_quoted is not None or run_word is not None:
            after = _NEXT.match(inner, match.end())
            raise ValueProblem("MQT201", f"nothing separates {match.group()[-20:]} from {after.group()[:20] if after else ''}",
                               "values separated by blanks or commas")
        found.append(Item(quoted[1:-1].replace("''", "'"), True) if quoted is not None else Item(plain, False))
    return found


def _enum(attribute: Attribute, word: str, dialect: str) -> Value:
    value = _enum_words(attribute.name, dialect).get(word)
    if value is None:
        choices = ", ".join(s for v in attribute.values if (s := v.spelling(dialect)))
        raise ValueProblem("MQT201", f"{word} is not a value of {attribute.spelling(dialect)}", choices)
    return value


@cache
def _enum_words(name: str, dialect: str) -> dict[str, Value]:
    """The value each word of a registry enumeration stands for in ``dialect`` (the first value a word
    spells, with MQSC's synonyms)."""
    words: dict[str, Value] = {}
    for value in by_name(name).values:
        for word in value.words(dialect):
            words.setdefault(word, Explicit(value.pcf))
    return words


def _integer(attribute: Attribute, word: str, dialect: str) -> Value:
    for special in attribute.specials:
        if word in special.words(dialect):
            # A named value without a number (APPLTYPE DEF) is held as its constant's name.
            return Explicit(special.pcf if special.number is None else special.number)
    if not _INTEGER.match(word):
        raise ValueProblem("MQT201", f"{attribute.spelling(dialect)} takes a number, not {word}",
                           f"an integer {attribute.minimum}-{attribute.maximum}")
    return Explicit(whole_number(word))


def string(text: str) -> Value:
    """The value of a quoted string: blank when it holds only blanks."""
    return _explicit(Explicit, (text,)) if text.strip(" ") else BLANK


_LONGEST = 20  # digits: more than any 64-bit integer has


def whole_number(text: str) -> int:
    """``text``, ASCII digits with or without a sign, as an integer. One with more significant digits than any MQ
    integer has is outside every range (MQT202) and never converted: Python refuses one of over 4,300 digits,
    which would fail the whole file."""
    if len(text) <= _LONGEST:
        return int(text)
    sign = text[0] if text[0] in "+-" else ""
    digits = text[len(sign):].lstrip("0") or "0"
    if len(digits) > _LONGEST:
        raise ValueProblem("MQT202", f"a number of {len(digits):,} digits is outside the range of every attribute",
                           f"at most {_LONGEST} digits")
    return int(sign + digits)


def number(digits: str) -> Value:
    """The value of an unsigned number written in ASCII digits."""
    return _explicit(Explicit, (whole_number(digits),))


def _string(attribute: Attribute, item: Item, dialect: str) -> Value:
    if item.quoted:
        return string(item.text)
    if item.text in attribute.bare:  # CMDSCOPE(*): every queue manager of the group
        return Explicit(item.text)
    if not _UNQUOTED_NAME.match(item.text):
        raise ValueProblem("MQT201", f"{item.text} must be quoted in {attribute.spelling(dialect)}",
                           "a quoted string '...'")
    return Explicit(fold(item.text))


def single(attribute: Attribute, item: Item, dialect: str) -> Value:
    """Interpret one item as a value of ``attribute``; dialect special words are handled by the caller."""
    if attribute.kind is Kind.STRING:
        return _string(attribute, item, dialect)
    if item.quoted:
        raise ValueProblem("MQT201", f"{attribute.spelling(dialect)} does not take a quoted value",
                           "an unquoted keyword or number")
    if attribute.kind is Kind.ENUM:
        return _enum(attribute, item.word, dialect)
    return _integer(attribute, item.word, dialect)


def common_mqsc(attribute: Attribute, inner: str) -> Value | None:
    """The value of ``inner`` when it is one quoted string or name of a string attribute, or one plain
    number of an integer attribute: the common case, read without building items; None otherwise.

    Gives what :func:`single` gives for these (a fully anchored match is the greedy reading).
    """
    match = _ONE_MQSC_VALUE.match(inner)
    if match is None:
        return None
    quoted, number, name = match.groups()
    if attribute.kind is Kind.STRING:
        if quoted is not None:
            text = quoted[1:-1].replace("''", "'")
            return Explicit(text) if text.strip(" ") else BLANK
        if name is not None or number[0] not in "+-":
            return Explicit(fold(name or number))
        return None
    if attribute.kind is Kind.INTEGER and number is not None:
        return Explicit(whole_number(number))
    return None


def mqsc_name(inner: str) -> str:
    """The object name inside an MQSC ``QLOCAL(...)`` (quoted: as written; unquoted: upper case)."""
    text = _quoted_text(inner)
    if text is not None:
        return text
    if _UNQUOTED_NAME.match(inner):
        return fold(inner)
    names = items(inner, "mqsc")
    if len(names) != 1:
        raise ValueProblem("MQT107", "the object needs exactly one name in parentheses", "(name)")
    return names[0].word


def _quoted_text(inner: str) -> str | None:
    """The text of ``inner`` when it is exactly one quoted string ('' undoubled), else None.

    Inside the quotes every run of quotes must be even (doubled quotes): removing the pairs leaves none.
    """
    if len(inner) < 2 or inner[0] != "'" or inner[-1] != "'":
        return None
    text = inner[1:-1]
    if "'" not in text:
        return text
    return text.replace("''", "'") if "'" not in text.replace("''", "") else None


def read_mqsc(attribute: Attribute, keyword: str, inner: str) -> Value:
    """The value of MQSC ``KEYWORD(inner)`` for ``attribute``: the general path, for any text."""
    common = common_mqsc(attribute, inner)
    if common is not None:
        return common
    found = items(inner, "mqsc")
    if attribute.kind is Kind.NAME_LIST:
        return name_list(found, frozenset())
    if len(found) != 1:
        raise ValueProblem("MQT201", f"{keyword} takes exactly one value", f"{keyword}(value)")
    return single(attribute, found[0], "mqsc")


@cache
def mqsc_reader(attribute: Attribute, keyword: str) -> Callable[[str], Value]:
    """A function reading the values of MQSC ``KEYWORD(...)`` that gives what :func:`read_mqsc` gives.

    The commonest shapes are read directly: a quoted string of a string attribute, digits of an
    integer one; an enumeration's few words are remembered (the first 256 spellings).
    """
    def general(inner: str) -> Value:
        return read_mqsc(attribute, keyword, inner)

    # The fast paths are written out (no call to _quoted_text, string or number), as one runs for most values read.
    if attribute.kind is Kind.STRING:
        def read(inner: str) -> Value:
            text = inner[1:-1]
            if len(inner) < 2 or inner[0] != "'" or inner[-1] != "'" or "'" in text:  # not one plain quoted string
                text = _quoted_text(inner)  # type: ignore[assignment]
                if text is None:
                    return general(inner)
            return _explicit(Explicit, (text,)) if text.strip(" ") else BLANK
        return read
    if attribute.kind is Kind.INTEGER:
        def read_number(inner: str) -> Value:
            if inner.isdigit() and inner.isascii():
                return _explicit(Explicit, (int(inner),)) if len(inner) <= _LONGEST else number(inner)
            return general(inner)
        return read_number
    if attribute.kind is Kind.ENUM:
        return remembered(general)
    return general


def name_list(found: list[Item], blank_words: frozenset[str]) -> Value:
    """A list of object names; an empty list is blank. ``blank_words`` are blank elements (*BLANKS)."""
    if not found:
        return BLANK
    names = tuple(" " if not i.quoted and i.word in blank_words else i.word for i in found)
    return Explicit(names)


def substitute(found: list[Item], variables: dict[str, str], quoted: bool,
               specials: Container[str] = ()) -> list[Item]:
    """Replace CL &variables that have a -D value; ``quoted`` keeps the value's case (strings). A value that is
    one of the parameter's ``specials`` as written (*SAME, *BLANK, ..., in upper case, as IBM i reads reserved
    values held in a variable) stands for that special value, not for its text."""
    return [_substituted(i.text, value, quoted, specials)
            if not i.quoted and i.text.startswith("&") and (value := variables.get(fold(i.text[1:]))) is not None
            else i for i in found]


def _substituted(name: str, value: str, quoted: bool, specials: Container[str]) -> Item:
    """The value of variable ``name``: a special value, a string (``quoted``), or a word, which IBM i reads as a
    reserved value (*LCL) only in upper case."""
    if value.strip(" ") in specials:
        return Item(value.strip(" "), False)
    if not quoted and value.startswith("*") and value != value.upper():
        raise ValueProblem("MQT201", f"{name} holds {value!r}: IBM i reads a reserved value held in a variable only "
                           "in upper case", value.upper())
    return Item(value, quoted)


def variable(item: Item) -> Variable | None:
    """The unresolved CL &variable ``item`` names, or None."""
    return Variable(fold(item.text[1:])) if not item.quoted and item.text.startswith("&") else None
