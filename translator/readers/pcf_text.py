"""PCF text reader: JSON Lines, one ``{"command": ..., "parameters": {...}}`` object per line.

Identifiers and value constants may be names (MQIA_Q_TYPE, MQQT_LOCAL) or numbers ("20", 1).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from translator.diagnostics import Reporter
from translator.dialects import pcf_vocabulary as vocabulary
from translator.dialects.words import distance
from translator.memo import Table
from translator.model import Command, Item, Passthrough, Rejected, Script, Span
from translator.pcf import parameters as pcf
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, PcfMessage, PcfParameter
from translator.pcf.commands import BY_NAME, BY_NUMBER
from translator.pcf.decoder import Origin, command_of
from translator.readers.logical_lines import newline_lines
from translator.readers.values import ValueProblem

DIALECT = "pcf"
SHAPE = '{"command": "MQCMD_...", "parameters": {"MQ...": value, ...}}'
_TAKES = {MQCFT_STRING: "a string", MQCFT_INTEGER: "an integer or a value constant name"}


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read one PCF command per non-blank line; other PCF commands pass through."""
    return Script(list(read_items(text, file, reporter, variables, [])))


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of PCF JSON Lines as they are read (PCF has no comments: ``trailing`` stays empty)."""
    del variables, trailing  # PCF has no script variables and no comments
    return (_LineReader(line, Span(file, number, len(line) - len(line.lstrip()) + 1), reporter).item()
            for number, line in enumerate(newline_lines(text), 1) if line.strip())


class _Object(list):
    """A JSON object as its (key, value) pairs in order, so that nothing given twice is lost."""


class _Huge(str):
    """An integer literal too long for any PCF integer, kept as its digits (Python would refuse to convert
    one of over 4,300 digits, and converting long ones costs time for nothing)."""


_DIGITS = 20  # more than any 64-bit integer has


def _integer(digits: str) -> int | _Huge:
    return int(digits) if len(digits) <= _DIGITS else _Huge(digits)


_DECODER = json.JSONDecoder(object_pairs_hook=_Object, parse_int=_integer)
# The string literals and punctuation of a JSON text, to find each key's column in one pass: a string literal
# (its body unrolled, so nothing backtracks), or a bracket, brace or colon outside strings.
JSON_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'  # a JSON string, its escapes inside: skipped where its text could mislead
_TOKEN = re.compile(rf"{JSON_STRING}|[\[\]{{}}:]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_DEPTH = 64  # where a line nested too deeply for the JSON reader is located; a PCF command needs 3 levels


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


def too_deep(line: str) -> int:
    """The column where ``line`` first opens its _DEPTH-th nested bracket or brace (strings skipped); 1 if never."""
    depth = 0
    for token in _TOKEN.finditer(line):
        kind = token.group()
        if kind in "{[":
            depth += 1
            if depth > _DEPTH:
                return token.start() + 1
        elif kind in "}]":
            depth -= 1
    return 1


# The commands IBM MQ defines within two edits of a name it does not define, for the names met so far.
_NEAR: Table[str, list[str]] = Table(lambda command: [name for name in vocabulary.COMMANDS
                                                      if distance(command, name) <= 2])


class _LineReader:
    """Reads one JSON line, locating each problem at the key it concerns."""

    def __init__(self, line: str, span: Span, reporter: Reporter) -> None:
        self.line, self.span, self.reporter = line, span, reporter
        self.spans: list[Span] = []
        self.unread: set[int] = set()  # the parameters given whose values could not be read (reported)

    def item(self) -> Item:
        return self._item()  # a line of thousands of bad keys: the reporter lists a few and counts the rest

    def _item(self) -> Item:
        before = self.reporter.errors
        if len(self.line) > vocabulary.LONGEST_LINE:
            self._report(ValueProblem("MQT102", f"the line is {len(self.line):,} characters long, longer than any PCF "
                                      "command's", f"at most {vocabulary.LONGEST_LINE:,} characters"),
                         vocabulary.LONGEST_LINE + 1)
            return self._rejected("JSON")
        try:
            pairs = _DECODER.decode(self.line)
        except json.JSONDecodeError as error:
            self._report(ValueProblem("MQT102", f"not valid JSON: {error.msg}", SHAPE), error.colno)
            return self._rejected("JSON")
        except RecursionError:
            self._report(ValueProblem("MQT102", f"JSON nested more than {_DEPTH} levels deep", SHAPE),
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
        elif isinstance(command, str) and command.startswith("MQCMD_"):
            at = next((columns[i] for i, (key, _) in enumerate(pairs) if key == "command"), self.span.column) \
                if columns else self.span.column
            return self._out_of_scope(command, at, before)
        if not isinstance(command, int) or isinstance(command, bool) or not isinstance(parameters, _Object):
            self._report(ValueProblem("MQT102", "a PCF command needs a command name or number and an object of "
                                      "parameters", SHAPE), self.span.column)
            return self._rejected("JSON")
        inner = keys.children(parameters_at) if columns else []
        inner = inner if len(inner) == len(parameters) else [self.span.column] * len(parameters)
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
            near = _NEAR[command]
            self._report(ValueProblem("MQT115", f"unknown command {_shown(command)}",
                                      " or ".join(near) if near else "a PCF command IBM MQ defines (MQCMD_CREATE_Q, "
                                      "MQCMD_INQUIRE_Q_MGR, ...)"), column)
            return self._rejected("JSON")
        if self.reporter.errors > before:
            return self._rejected("JSON")
        return Passthrough(DIALECT, command, self.line, self.span)

    def _fields(self, pairs: _Object, columns: list[int]) -> int | None:
        """The index of the "parameters" field (-1 if none) after reporting unknown fields; None after reporting
        a field given twice, which is never resolved silently: either value could be the one meant."""
        parameters_at, repeated = -1, False
        seen: set[str] = set()
        for index, (key, _) in enumerate(pairs):
            column = columns[index] if columns else self.span.column
            if key in seen:
                self._report(ValueProblem("MQT108", f"field {_shown(key)} is given twice", "each field once"), column)
                repeated = True
            elif key == "parameters":
                parameters_at = index
            elif key != "command":
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
        return Span(self.span.file, self.span.line, column)

    def _report(self, problem: ValueProblem, column: int) -> None:
        self.reporter.report(problem.code, problem.message, self._at(column), self.line, expected=problem.expected)

    def _rejected(self, kind: str) -> Rejected:
        return Rejected(DIALECT, kind, self.line, self.span)


_SHOWN = 60  # characters of a value or key quoted in a message


def _shown(value: object) -> str:
    """A short JSON-like form of a key or value for a message (never the whole of a long one)."""
    if isinstance(value, _Huge):
        return f"an integer of {len(value.lstrip('-')):,} digits"
    if isinstance(value, list):
        return "an object" if isinstance(value, _Object) else "a list"
    text = json.dumps(value) if isinstance(value, str | int | float | bool) or value is None else type(value).__name__
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "...\""


def _checked(key: str, text: str) -> str:
    """``text``, unless it holds a lone surrogate (a JSON escape such as \\ud800 that is not a character)."""
    found = _SURROGATE.search(text)
    if found:
        raise ValueProblem("MQT201", f"{_shown(key)} holds \\u{ord(found.group()):04x}, half of a UTF-16 surrogate "
                           "pair, which is not a character", "a string of Unicode characters")
    return text


def _parameter(key: str, value: object) -> PcfParameter:
    """One parameter from its identifier (name or number) and JSON value."""
    parameter = pcf.lookup(key)
    if parameter is None:
        raise ValueProblem("MQT105", f"unknown parameter identifier {_shown(key)}", "an MQCA_*, MQCACF_*, MQIA_* or "
                           "MQIACF_* identifier of the command, or its number")
    if parameter.structure == MQCFT_STRING and isinstance(value, str) and not isinstance(value, _Huge):
        return PcfParameter(parameter.number, parameter.structure, _checked(key, value))
    if parameter.structure == MQCFT_INTEGER and isinstance(value, _Huge):
        raise ValueProblem("MQT202", f"{key} is {_shown(value)}, outside any PCF integer's range",
                           "a 32-bit integer or a value constant name")
    if parameter.structure == MQCFT_INTEGER and isinstance(value, int) and not isinstance(value, bool):
        return PcfParameter(parameter.number, parameter.structure, value)
    if parameter.structure == MQCFT_INTEGER and isinstance(value, str):
        number = pcf.value_number(parameter, value)
        if number is None:
            raise ValueProblem("MQT201", f"{_shown(value)} is not a value of {key}",
                               ", ".join(v.pcf for v in parameter.values) or "an integer")
        return PcfParameter(parameter.number, parameter.structure, number)
    if type(value) is list and all(isinstance(name, str) and not isinstance(name, _Huge) for name in value) \
            and parameter.structure not in _TAKES:
        return PcfParameter(parameter.number, parameter.structure, tuple(_checked(key, name) for name in value))
    raise ValueProblem("MQT201", f"{key} takes {_TAKES.get(parameter.structure, 'a list of strings')}, "
                       f"not {_shown(value)}", f"a JSON value for an {parameter.structure_name}")
