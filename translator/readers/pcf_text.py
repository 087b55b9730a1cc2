"""PCF text reader: JSON Lines, one ``{"command": ..., "parameters": {...}}`` object per line.

Identifiers and value constants may be names (MQIA_Q_TYPE, MQQT_LOCAL) or numbers ("20", 1).
"""

from __future__ import annotations

import json

from translator.diagnostics import Reporter
from translator.model import Command, Item, Passthrough, Rejected, Script, Span
from translator.pcf import parameters as pcf
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, PcfMessage, PcfParameter
from translator.pcf.commands import BY_NAME, BY_NUMBER
from translator.pcf.decoder import Origin, command_of
from translator.readers.values import ValueProblem

DIALECT = "pcf"
SHAPE = '{"command": "MQCMD_...", "parameters": {"MQ...": value, ...}}'
_TAKES = {MQCFT_STRING: "a string", MQCFT_INTEGER: "an integer or a value constant name"}


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read one PCF command per non-blank line; other PCF commands pass through."""
    del variables  # PCF has no script variables
    return Script([_LineReader(line, Span(file, number, len(line) - len(line.lstrip()) + 1), reporter).item()
                   for number, line in enumerate(text.split("\n"), 1) if line.strip()])


class _Object(list):
    """A JSON object as its (key, value) pairs in order, so that nothing given twice is lost."""


class _LineReader:
    """Reads one JSON line, locating each problem at the key it concerns."""

    def __init__(self, line: str, span: Span, reporter: Reporter) -> None:
        self.line, self.span, self.reporter = line, span, reporter
        self.cursor = 0
        self.spans: list[Span] = []

    def item(self) -> Item:
        before = self.reporter.errors
        try:
            pairs = json.loads(self.line, object_pairs_hook=_Object)
        except json.JSONDecodeError as error:
            self._report(ValueProblem("MQT102", f"not valid JSON: {error.msg}", SHAPE), error.colno)
            return self._rejected("JSON")
        fields = dict(pairs) if isinstance(pairs, _Object) else {}
        for key in (k for k in fields if k not in ("command", "parameters")):
            self._report(ValueProblem("MQT105", f"unknown field {key!r}", SHAPE),
                         self._locate(key, 0) or self.span.column)
        command, parameters = fields.get("command"), fields.get("parameters", [])
        if isinstance(command, str) and command in BY_NAME:
            command = BY_NAME[command].number
        elif isinstance(command, str) and command.startswith("MQCMD_"):
            return Passthrough(DIALECT, command, self.line, self.span)
        if not isinstance(command, int) or isinstance(command, bool) or not isinstance(parameters, _Object):
            self._report(ValueProblem("MQT102", "a PCF command needs a command name or number and an object of "
                                      "parameters", SHAPE), self.span.column)
            return self._rejected("JSON")
        self.cursor = self._locate("parameters", 0)
        message = PcfMessage(command, tuple(p for key, value in parameters if (p := self._parameter(key, value))))
        item = command_of(message, Origin(DIALECT, self.span, self.line, self.spans), self.reporter)
        if isinstance(item, Command) and self.reporter.errors > before:
            return self._rejected(BY_NUMBER[command].name)
        return item

    def _parameter(self, key: str, value: object) -> PcfParameter | None:
        """The parameter, or None after reporting why it cannot be read."""
        column = self._column(key)
        try:
            parameter = _parameter(key, value)
        except ValueProblem as problem:
            self._report(problem, column)
            return None
        self.spans.append(Span(self.span.file, self.span.line, column))
        return parameter

    def _locate(self, key: str, start: int) -> int:
        """The column where ``key`` is written as a JSON string from ``start`` on; 0 if spelt another way."""
        return self.line.find(json.dumps(key, ensure_ascii=False), start) + 1

    def _column(self, key: str) -> int:
        """The column of the next parameter identifier ``key``, moving the cursor past it."""
        self.cursor = self._locate(key, self.cursor) or self.cursor
        return self.cursor or self.span.column

    def _report(self, problem: ValueProblem, column: int) -> None:
        self.reporter.report(problem.code, problem.message, Span(self.span.file, self.span.line, column), self.line,
                             expected=problem.expected)

    def _rejected(self, kind: str) -> Rejected:
        return Rejected(DIALECT, kind, self.line, self.span)


def _parameter(key: str, value: object) -> PcfParameter:
    """One parameter from its identifier (name or number) and JSON value."""
    parameter = pcf.lookup(key)
    if parameter is None:
        raise ValueProblem("MQT105", f"unknown parameter identifier {key}", "an MQCA_*, MQCACF_*, MQIA_* or MQIACF_* "
                           "identifier of the command, or its number")
    if parameter.structure == MQCFT_STRING and isinstance(value, str):
        return PcfParameter(parameter.number, parameter.structure, value)
    if parameter.structure == MQCFT_INTEGER and isinstance(value, int) and not isinstance(value, bool):
        return PcfParameter(parameter.number, parameter.structure, value)
    if parameter.structure == MQCFT_INTEGER and isinstance(value, str):
        number = pcf.value_number(parameter, value)
        if number is None:
            raise ValueProblem("MQT201", f"{value} is not a value of {key}", ", ".join(v.pcf for v in parameter.values)
                               or "an integer")
        return PcfParameter(parameter.number, parameter.structure, number)
    if type(value) is list and all(isinstance(name, str) for name in value) and parameter.structure not in _TAKES:
        return PcfParameter(parameter.number, parameter.structure, tuple(value))
    raise ValueProblem("MQT201", f"{key} takes {_TAKES.get(parameter.structure, 'a list of strings')}, "
                       f"not {json.dumps(value)}", f"a JSON value for an {parameter.structure_name}")
