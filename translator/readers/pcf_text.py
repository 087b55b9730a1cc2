"""PCF text reader: ``{"command": ..., "parameters": {...}}`` objects, one a line (JSON Lines), laid out over
several lines, or as the elements of a JSON list (readers/json_bodies, json_list), each one command.

Identifiers and value constants may be names (MQIA_Q_TYPE, MQQT_LOCAL) or numbers ("20", 1). A string's trailing
NULs and blanks pad it, as in a binary message (binary.unpadded): "Q1      " is the queue Q1, as pcf-bin reads it.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field

from translator.diagnostics import Reporter, Source
from translator.dialects import pcf_identifiers as identifiers
from translator.dialects import pcf_vocabulary as vocabulary
from translator.dialects.words import distance
from translator.memo import Table
from translator.model import Command, Item, Passthrough, Rejected, Script, Span
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MQCFT_INTEGER,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    PcfMessage,
    PcfParameter,
    unpadded,
)
from translator.pcf.commands import BY_NAME, BY_NUMBER
from translator.pcf.decoder import NAME_LENGTH, Origin, command_of
from translator.pcf.text import parameter_meaning
from translator.readers import json_list
from translator.readers.json_bodies import DEPTH, JSON_STRING, Places, length, one_line, too_deep
from translator.readers.values import ValueProblem
from translator.registry import Kind

DIALECT = "pcf"
# A command passed through may say its MQCFH's Type and Version (translator.pcf.text.render_exact).
_HEADER = frozenset({"type", "version"})
_FIELDS = frozenset({"command", "parameters"}) | _HEADER
SHAPE = '{"command": "MQCMD_...", "parameters": {"MQ...": value, ...}}'


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read one PCF command per object; other PCF commands pass through."""
    return Script(list(read_items(text, file, reporter, variables, [])))


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of PCF JSON text as they are read (PCF has no comments: ``trailing`` stays empty)."""
    del variables, trailing  # PCF has no script variables and no comments
    return json_list.items(text, file, reporter, _FORM)


def _read_object(text: str, span: Span, reporter: Reporter, column: int) -> Item:
    return _LineReader(text, span, reporter, column).item()


class _Object(list):
    """A JSON object as its (key, value) pairs in order, so that nothing given twice is lost."""


class _Huge(str):
    """An integer literal too long for any PCF integer, kept as its digits (Python would refuse to convert
    one of over 4,300 digits, and converting long ones costs time for nothing)."""


_DIGITS = 20  # more than any 64-bit integer has


def _integer(digits: str) -> int | _Huge:
    return int(digits) if len(digits) <= _DIGITS else _Huge(digits)


class Written(float):
    """A number written with a fraction or an exponent (5.0, 1e3), which no MQ attribute takes, as written: a
    message shows what was given, not Python's 1000.0."""

    text: str

    def __new__(cls, value: float, text: str) -> Written:
        number = super().__new__(cls, value)
        number.text = text
        return number

    def said(self, longest: int) -> str:
        """The number as written and what makes it no whole number (1e3 is a thousand, but no reader of the
        command need take it for one); what alone when it is longer than ``longest``."""
        what = "no finite number" if not math.isfinite(self) else \
            "a number with an exponent" if "e" in self.text.lower() else "a number with a fraction"
        return f"{self.text}, {what}" if len(self.text) <= longest else what


def written(text: str) -> Written:
    """A JSON number with a fraction or an exponent as written (json's parse_float)."""
    return Written(float(text), text)


_DECODER = json.JSONDecoder(object_pairs_hook=_Object, parse_int=_integer, parse_float=written)
# The string literals and punctuation of a JSON text, to find each key's column in one pass: a string literal
# (its body unrolled, so nothing backtracks), or a bracket, brace or colon outside strings.
_TOKEN = re.compile(rf"{JSON_STRING}|[\[\]{{}}:]")
_SURROGATE = re.compile("[\ud800-\udfff]")


class _Keys:
    """The column of every key of a JSON object line and of the objects directly inside it, in order."""

    def __init__(self, line: str) -> None:
        self.top: list[int] = []
        self.inner: list[list[int]] = []  # for each top-level key, the keys of its value when that is an object
        depth, last = 0, 0
        for token in _TOKEN.finditer(line):
            kind = token.group()
            if kind in "{[":
                depth += 1
                if depth == 2 and kind == "{" and self.top:
                    self.inner[-1] = []
            elif kind in "}]":
                depth -= 1
            elif kind == ":":
                if depth == 1:
                    self.top.append(last)
                    self.inner.append([])
                elif depth == 2 and self.inner:
                    self.inner[-1].append(last)
            else:
                last = token.start() + 1

    def children(self, index: int) -> list[int]:
        """The key columns of top-level key ``index``'s object value."""
        return self.inner[index] if 0 <= index < len(self.inner) else []


def depth(line: str) -> int:
    """How many more brackets and braces ``line`` opens than it closes (strings skipped)."""
    opened = 0
    for token in _TOKEN.finditer(line):
        kind = token.group()
        opened += 1 if kind in "{[" else -1 if kind in "}]" else 0
    return opened


# Each lexeme of a JSON line: a string, a bracket, brace, colon or comma, or a bare literal (a number, true, false,
# null, or the NaN and Infinity that Python's JSON reader accepts and JSON does not).
_LEXEME = re.compile(rf"{JSON_STRING}|[\[\]{{}}:,]|[^\s\[\]{{}}:,\"]+")
_NOT_NUMBERS = frozenset({"NaN", "Infinity", "-Infinity"})
_WORDS = frozenset({"true", "false", "null"})
_INTEGER = re.compile(r"-?[0-9]+")
_PCF_INTEGERS = range(-(1 << 63), 1 << 63)  # MQCFIN64's, the widest PCF integer


@dataclass(slots=True)
class _Open:
    """An object or list open at a point of the line being checked."""

    is_object: bool
    key: str  # the key whose value is being read (in a list, the list's own key)
    column: int  # that key's column
    expects_key: bool = False
    keys: set[object] = field(default_factory=set)  # what the object's keys given so far stand for


def json_problems(line: str) -> Iterator[tuple[ValueProblem, int]]:
    """What a JSON object line the decoder read holds that a JSON reader would not read as exactly one value, each
    with the column of the key it concerns, as the in-scope checks locate theirs: a key given twice at any depth
    (MQT108), NaN, Infinity or a number out of range (MQT201, MQT202), half a surrogate pair (MQT201)."""
    stack: list[_Open] = []
    for lexeme in _LEXEME.finditer(line):
        text, column = lexeme.group(), lexeme.start() + 1
        if text in ("{", "["):
            owner = stack[-1] if stack else _Open(False, "", column)
            stack.append(_Open(text == "{", owner.key, owner.column, expects_key=text == "{"))
        elif text in ("}", "]"):
            stack.pop()
        elif text == ",":
            stack[-1].expects_key = stack[-1].is_object
        elif text != ":":
            innermost = stack[-1]
            problem = _key_problem(stack, text, column) if innermost.expects_key else _value_problem(innermost.key, text)
            if problem is not None:
                yield problem, innermost.column


def _key_problem(stack: list[_Open], text: str, column: int) -> ValueProblem | None:
    """Records the key ``text`` of the innermost object; what is wrong with it, if anything."""
    innermost, key = stack[-1], _string(text)
    innermost.key, innermost.column, innermost.expects_key = key, column, False
    # A parameter is the same given by its name or its number, as a PCF reader takes it.
    meaning = parameter_meaning(key) if len(stack) == 2 else key
    if meaning in innermost.keys:
        return _given_twice(key, len(stack))
    innermost.keys.add(meaning)
    return _half_pair(key, key)


def _string(text: str) -> str:
    """The value of the JSON string literal ``text``."""
    return json.loads(text) if "\\" in text else text[1:-1]


def _given_twice(key: str, depth: int) -> ValueProblem:
    if depth != 2:
        return ValueProblem("MQT108", f"key {_shown(key)} is given twice", "each key once")
    meaning = parameter_meaning(key)
    name = identifiers.BY_NUMBER.get(meaning) if isinstance(meaning, int) else None
    return ValueProblem("MQT108", f"{name or f'parameter {_shown(key)}'} is given twice", "each parameter once")


def _value_problem(key: str, text: str) -> ValueProblem | None:
    """What is wrong with the value literal ``text`` of ``key``, if anything."""
    if text.startswith('"'):
        return _half_pair(key, _string(text))
    return None if text in _WORDS else _number_problem(key, text)


def _number_problem(key: str, text: str) -> ValueProblem | None:
    """Why the number literal ``text`` would not reach a JSON reader as the number written, if it would not."""
    if text in _NOT_NUMBERS:
        return ValueProblem("MQT201", f"{_shown(key)} is {text}, which is not a JSON number", "a finite JSON number")
    shown = text if len(text) <= _SHOWN else text[:_SHOWN] + "..."
    return _integer_problem(key, text, shown) if _INTEGER.fullmatch(text) else _double_problem(key, text, shown)


def _integer_problem(key: str, text: str, shown: str) -> ValueProblem | None:
    digits = len(text.lstrip("-"))
    if digits <= _DIGITS and int(text) in _PCF_INTEGERS:  # never int() of a long one (see _Huge)
        return None
    shown = shown if digits <= _DIGITS else f"an integer of {digits:,} digits"
    return ValueProblem("MQT202", f"{_shown(key)} is {shown}, outside any PCF integer's range",
                        f"a 64-bit integer ({_PCF_INTEGERS.start} to {_PCF_INTEGERS.stop - 1})")


# JSON readers hold numbers in doubles: one beyond their range reads as another number.
_READS_AS = "too {} for the doubles JSON readers hold numbers in: it reads as {}"


def _double_problem(key: str, text: str, shown: str) -> ValueProblem | None:
    number = float(text)
    if math.isinf(number):
        return ValueProblem("MQT201", f"{_shown(key)} is {shown}, " + _READS_AS.format("large", json.dumps(number)),
                            f"a number within ±{sys.float_info.max}")
    if number == 0 and re.search("[1-9]", text.lower().partition("e")[0]):
        return ValueProblem("MQT201", f"{_shown(key)} is {shown}, " + _READS_AS.format("small", "0"),
                            "0, or a number of magnitude 5e-324 or more")
    return None


# The commands IBM MQ defines within two edits of a name it does not define, for the names met so far.
_NEAR: Table[str, list[str]] = Table(lambda command: [name for name in vocabulary.COMMANDS
                                                      if distance(command, name) <= 2])


class _LineReader:
    """Reads one JSON object, on a line or over several, locating each problem at the key it concerns: its text's
    first character stands at ``column`` of the line ``span`` starts (1: the text is its whole first line)."""

    def __init__(self, text: str, span: Span, reporter: Reporter, column: int = 1) -> None:
        self.places = Places(text, span, column)
        self.line = text if self.places.starts is None else Source(text, span.line)
        self.span, self.reporter = span, reporter
        self.spans: list[Span] = []
        self.unread: set[int] = set()  # the parameters given whose values could not be read (reported)

    def item(self) -> Item:
        return self._item()  # a line of thousands of bad keys: the reporter lists a few and counts the rest

    def _item(self) -> Item:
        before = self.reporter.errors
        if length(self.line) > vocabulary.LONGEST_LINE:
            what = "line" if self.places.starts is None and self.places.indent == 0 else "object"
            self._report(ValueProblem("MQT102", f"the {what} is {length(self.line):,} characters long, longer than any PCF "
                                      "command's", f"at most {vocabulary.LONGEST_LINE:,} characters"),
                         vocabulary.LONGEST_LINE + 1)
            return self._rejected("JSON")
        try:
            pairs = _DECODER.decode(self.line)
        except json.JSONDecodeError as error:
            self._report(ValueProblem("MQT102", f"not valid JSON: {error.msg}", SHAPE), error.pos + 1)
            return self._rejected("JSON")
        except RecursionError:
            self._report(ValueProblem("MQT102", f"JSON nested more than {DEPTH} levels deep", SHAPE),
                         too_deep(self.line))
            return self._rejected("JSON")
        if not isinstance(pairs, _Object):
            pairs = _Object()
        keys = _Keys(self.line)
        columns = keys.top if len(keys.top) == len(pairs) else []
        parameters_at = self._fields(pairs, columns)
        if parameters_at is None:
            return self._rejected("JSON")
        fields = dict(pairs)
        command, parameters = fields.get("command"), fields.get("parameters", [])
        if isinstance(command, str) and command in BY_NAME:
            command = BY_NAME[command].number
        elif isinstance(command, str) and command[:6].upper() == "MQCMD_":
            at = next((columns[i] for i, (key, _) in enumerate(pairs) if key == "command"), 0) if columns else 0
            return self._out_of_scope(command, at, before)
        if not isinstance(command, int) or isinstance(command, bool) or not isinstance(parameters, _Object):
            self._report(ValueProblem("MQT102", "a PCF command needs a command name or number and an object of "
                                      "parameters", SHAPE), 0)
            return self._rejected("JSON")
        if command not in BY_NUMBER and command in vocabulary.BY_NUMBER:  # out of scope, by number
            return self._passed_through(vocabulary.BY_NUMBER[command], before)
        header = [index for index, (key, _) in enumerate(pairs) if key in _HEADER]
        if header:  # an MQCFH's type and version are carried for commands passed through; these are written anew
            self._report(ValueProblem("MQT105", f"field {_shown(pairs[header[0]][0])} is carried for commands passed "
                                      "through, not this one's", SHAPE),
                         columns[header[0]] if columns else 0)
            return self._rejected("JSON")
        inner = keys.children(parameters_at) if columns else []
        inner = inner if len(inner) == len(parameters) else [0] * len(parameters)
        message = PcfMessage(command, tuple(p for (key, value), column in zip(parameters, inner, strict=True)
                                            if (p := self._parameter(key, value, column))))
        item = command_of(message, Origin(DIALECT, self.span, self.line, self.spans), self.reporter, self.unread)
        if isinstance(item, Command) and self.reporter.errors > before:
            return self._rejected(BY_NUMBER[command].name)
        return item

    def _out_of_scope(self, command: str, column: int, before: int) -> Item:
        """A PCF command outside queues, namelists and processes, copied as it is; a name IBM MQ defines no command
        by (MQCMD_CREAT_Q, MQCMD_FROBNICATE) is a typo (MQT115), and a line with a field in error is not copied."""
        if command not in vocabulary.COMMANDS:
            upper = command.upper()  # IBM MQ's constants are upper case: one in another case is a typo
            near = [upper] if upper in BY_NAME or upper in vocabulary.COMMANDS else _NEAR[command]
            self._report(ValueProblem("MQT115", f"unknown command {_shown(command)}",
                                      " or ".join(near) if near else "a PCF command IBM MQ defines (MQCMD_CREATE_Q, "
                                      "MQCMD_INQUIRE_Q_MGR, ...)"), column)
            return self._rejected("JSON")
        return self._passed_through(command, before)

    def _passed_through(self, command: str, before: int) -> Item:
        """The line as it is, unless a field is in error or it holds what a JSON reader would not read as one value
        (json_problems): such a line is rejected, as an in-scope command would be."""
        fields_wrong = self.reporter.errors > before
        for problem, column in json_problems(self.line):
            self._report(problem, column)
        if self.reporter.errors > before:
            return self._rejected("JSON" if fields_wrong else command)
        return Passthrough(DIALECT, command, one_line(self.line), self.span)

    def _fields(self, pairs: _Object, columns: list[int]) -> int | None:
        """The index of the "parameters" field (-1 if none) after reporting unknown fields; None after reporting
        a field given twice, which is never resolved silently: either value could be the one meant."""
        parameters_at, repeated = -1, False
        seen: set[str] = set()
        for index, (key, _) in enumerate(pairs):
            column = columns[index] if columns else 0
            if key in seen:
                self._report(ValueProblem("MQT108", f"field {_shown(key)} is given twice", "each field once"), column)
                repeated = True
            elif key == "parameters":
                parameters_at = index
            elif key not in _FIELDS:
                self._report(ValueProblem("MQT105", f"unknown field {_shown(key)}", SHAPE), column)
            seen.add(key)
        return None if repeated else parameters_at

    def _parameter(self, key: str, value: object, column: int) -> PcfParameter | None:
        """The parameter, or None after reporting why it cannot be read."""
        try:
            parameter = _parameter(key, value)
        except ValueProblem as problem:
            self._report(problem, column)
            if (known := pcf.lookup(key)) is not None:
                self.unread.add(known.number)
            return None
        self.spans.append(self._at(column))
        return parameter

    def _at(self, column: int) -> Span:
        """Where the character at ``column`` (its offset in the text + 1; 0: where the object starts) stands."""
        return self.places.of(column - 1)

    def _report(self, problem: ValueProblem, column: int) -> None:
        self.reporter.report(problem.code, problem.message, self._at(column), self.line, expected=problem.expected)

    def _rejected(self, kind: str) -> Rejected:
        return Rejected(DIALECT, kind, self.line, self.span)


def _refused(source: str, span: Span) -> Item:
    return Rejected(DIALECT, "JSON", source, span)


_FORM = json_list.Form(read=_read_object, refused=_refused, one="command", many="commands", shape=SHAPE,
                       longest=vocabulary.LONGEST_LINE)
_SHOWN = 60  # characters of a value or key quoted in a message


def _shown(value: object) -> str:
    """A short JSON-like form of a key or value for a message (never the whole of a long one)."""
    if isinstance(value, _Huge):
        return f"an integer of {len(value.lstrip('-')):,} digits"
    if isinstance(value, Written):
        return value.said(_SHOWN)
    if isinstance(value, list):
        return "an object" if isinstance(value, _Object) else "a list"
    text = json.dumps(value) if isinstance(value, str | int | float | bool) or value is None else type(value).__name__
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "...\""


def _checked(key: str, text: str) -> str:
    """``text``, unless it holds a lone surrogate (a JSON escape such as \\ud800 that is not a character)."""
    problem = _half_pair(key, text)
    if problem is not None:
        raise problem
    return text


def _half_pair(key: str, text: str) -> ValueProblem | None:
    """Why ``text`` (``key``'s value) is no string of characters: it holds half a UTF-16 surrogate pair."""
    found = _SURROGATE.search(text)
    if found is None:
        return None
    return ValueProblem("MQT201", f"{_shown(key)} holds \\u{ord(found.group()):04x}, half of a UTF-16 surrogate pair, "
                        "which is not a character", "a string of Unicode characters")


def _parameter(key: str, value: object) -> PcfParameter:
    """One parameter from its identifier (name or number) and JSON value."""
    parameter = pcf.lookup(key)
    if parameter is None:
        meaning = parameter_meaning(key)
        known = identifiers.BY_NUMBER.get(meaning) if isinstance(meaning, int) else None
        what = f"{known} ({meaning}) is not a parameter of a queue, namelist or process definition" if known \
            else f"unknown parameter identifier {_shown(key)}"
        upper = key.upper()  # IBM MQ's constants are upper case: one in another case is a typo
        raise ValueProblem("MQT105", what, upper if upper != key and pcf.lookup(upper) is not None else
                           "an MQCA_*, MQCACF_*, MQIA_* or MQIACF_* identifier of the command, or its number")
    if parameter.structure == MQCFT_STRING and isinstance(value, str) and not isinstance(value, _Huge):
        return PcfParameter(parameter.number, parameter.structure, unpadded(_checked(key, value)))
    if parameter.structure == MQCFT_INTEGER and isinstance(value, _Huge):
        raise ValueProblem("MQT202", f"{key} is {_shown(value)}, outside any PCF integer's range",
                           "a 32-bit integer or a value constant name")
    if parameter.structure == MQCFT_INTEGER and isinstance(value, int) and not isinstance(value, bool):
        return PcfParameter(parameter.number, parameter.structure, value)
    if parameter.structure == MQCFT_INTEGER and isinstance(value, str) and parameter.values:
        number = pcf.value_number(parameter, value)
        if number is not None:
            return PcfParameter(parameter.number, parameter.structure, number)
        if parameter.attribute is None or parameter.attribute.kind is Kind.ENUM:  # else a number is wanted too
            raise ValueProblem("MQT201", f"{_shown(value)} is not a value of {key}",
                               ", ".join(v.pcf for v in parameter.values))
    if type(value) is list and all(isinstance(name, str) and not isinstance(name, _Huge) for name in value) \
            and parameter.structure == MQCFT_STRING_LIST:
        return PcfParameter(parameter.number, parameter.structure, tuple(unpadded(_checked(key, name)) for name in value))
    wanted = _takes(parameter)
    said = wanted if len(wanted) <= _SAID else _takes(parameter, brief=True)
    raise ValueProblem("MQT201", f"{key} takes {said}, not {_shown(value)}", wanted)


_SAID = 120  # characters of what a parameter takes that a message says: a longer list of names is the expected's


def _takes(parameter: pcf.Parameter, brief: bool = False) -> str:
    """What JSON value ``parameter`` takes, from its registry row: its type, range, length or value names
    (``brief``: "a value name" for the names, in a message a diagnostic would cut)."""
    attribute = parameter.attribute
    if parameter.structure == MQCFT_INTEGER and (attribute is None or attribute.kind is Kind.ENUM):
        if brief:
            return "a value name or its number"
        return "one of " + ", ".join(f"{value.pcf} ({value.number})" for value in parameter.values)
    if parameter.structure == MQCFT_INTEGER and attribute is not None:
        wanted = f"a JSON number from {attribute.minimum} to {attribute.maximum}"
        names = [value.pcf for value in parameter.values]
        if brief:
            return f"{wanted} or a value name"
        return wanted + (f" or {' or '.join(names)}" if len(names) == 1 else f" or one of {', '.join(names)}"
                         if names else "")
    if parameter.structure == MQCFT_STRING_LIST:
        most = attribute.max_items if attribute else None
        return "a list of JSON strings" + (f" (at most {most} names)" if most else "")
    longest = attribute.max_length if attribute else NAME_LENGTH
    return "a JSON string" + (f" of at most {longest} characters" if longest else "")
