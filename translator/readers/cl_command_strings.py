"""The command a CL statement runs: written in it (IF ... THEN(CRTMQMQ ...), SBMJOB CMD(...)), or a string QCMDEXC,
QCAPCMD or SBMJOB's request data runs, held in the statement or in a variable the program gives strings to; and
where each character of that command stands in the statement's text, for diagnostics.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from translator.dialects import cl_vocabulary as vocabulary
from translator.parsers import blank
from translator.readers.cl_values import (
    VARIABLE,
    call_parameters,
    call_value,
    command_name,
    list_items,
    string_text,
    unparenthesised,
    unparenthesised_at,
    value_at,
    value_of,
    variable_name,
)

# The statements that run a command they name, with its keyword and its position among positional values.
RUNS = {"IF": ("THEN", 1), "WHEN": ("THEN", 1), "ELSE": ("CMD", 0), "OTHERWISE": ("CMD", 0),
         "MONMSG": ("EXEC", 2)}
# The statements that hand a command to another job (SBMJOB; a job schedule entry, when it is due), with its
# keyword and its position among positional values; and the programs that run a command given as a string
# (CALL QCMDEXC PARM('CRTMQMQ ...' 20)).
SUBMITS = {"SBMJOB": ("CMD", 0), "ADDJOBSCDE": ("CMD", 1), "CHGJOBSCDE": ("CMD", 99)}
RUNNERS = frozenset({"QCMDEXC", "QCAPCMD"})


class Step(NamedTuple):
    """One statement followed into the command it runs: its text, and where that command stands in it: at ``at``
    as it is, or (``quoted``) in the quoted string whose quote is at ``at``, its doubled quotes made single."""

    text: str
    at: int
    quoted: bool


class Embedded(NamedTuple):
    """The command a statement runs (IF ... THEN(CRTMQMQ ...), CALL QCMDEXC PARM('CRTMQMQ ...' 40)), as it runs
    it, where the statement's text holds it: ``steps`` lead from the statement to it. ``length``: for a command
    string QCMDEXC runs, its length parameter as written, the step it is given in, and where it stands in that
    step's text."""

    text: str
    steps: tuple[Step, ...]
    length: tuple[str, int, int] | None = None

    @property
    def quoted(self) -> bool:
        """True when the command is read from a quoted string: run as if not in a program, it has no variables."""
        return any(step.quoted for step in self.steps)

    def positions(self) -> list[int]:
        """Where each character of the command, and its end, stands in the statement's text."""
        return _positions(self.steps, self.text)

    def cut(self) -> Cut | None:
        """What QCMDEXC leaves out of the command where its length parameter, a whole number, is shorter than the
        string and leaves out more than blanks; None where it runs all of it. IBM gives a quoted string's length
        exactly; with a longer one QCMDEXC reads past the string, into storage the program does not set [UNSURE
        what it runs then: programs often give a length to spare, and it is not reported]."""
        if self.length is None:
            return None
        written, step, at = self.length
        length = _whole_length(written)
        string = self.steps[step + 1].text if step + 1 < len(self.steps) else self.text
        if length is None or not string[length:].strip(" "):
            return None
        into = _positions(self.steps[step + 1:], self.text)  # where the command's characters are in the string
        runs = next((index for index, place in enumerate(into) if place >= length), len(self.text))
        return Cut(written, length, len(string), runs, _positions(self.steps[:step], self.steps[step].text)[at])


class Cut(NamedTuple):
    """A command string QCMDEXC runs only the start of: its length parameter as written and its value, the string's
    length, how many characters of the command it runs, and where the length parameter stands in the statement's
    text."""

    written: str
    length: int
    string: int
    runs: int
    at: int


def _positions(steps: tuple[Step, ...], text: str) -> list[int]:
    """Where each character of ``text``, and its end, stands in the text of the first of ``steps``, which lead to it."""
    mapped: list[int] | None = None
    for index, step in enumerate(steps):
        inner = steps[index + 1].text if index + 1 < len(steps) else text
        local = _unquoted(step.text, step.at, len(inner)) if step.quoted else range(step.at, step.at + len(inner) + 1)
        mapped = list(local) if mapped is None else [mapped[at] for at in local]
    return mapped if mapped is not None else list(range(len(text) + 1))


def _unquoted(text: str, quote: int, length: int) -> list[int]:
    """Where each of the first ``length`` characters of the string whose quote is at ``quote`` in ``text`` (its
    doubled quotes made single), and their end, stand in ``text``."""
    found, at = [], quote + 1
    for _ in range(length):
        found.append(at)
        at += 2 if text.startswith("''", at) else 1
    return [*found, at]


# QCMDEXC's length of the command string: a packed decimal (15 5) number; one written as a whole number is read.
_LENGTH = re.compile(r"\+?([0-9]{1,15})(?:[.,]0*)?")


def _whole_length(written: str) -> int | None:
    """The length QCMDEXC is given, written as a whole number (60, 60.0), or None for any other (&LEN, X'...')."""
    match = _LENGTH.fullmatch(written)
    return int(match.group(1)) if match else None


class Strings:
    """The quoted strings a program gives its variables (DCL ... VALUE('...'), CHGVAR), per variable: the last, and
    the last naming an MQ command (a command QCMDEXC runs from the variable is looked for there, whichever holds
    when it runs); those given '*ESCAPE'; the program's parameters (PGM PARM), which its caller gives; and the
    values -D gives, which stand for a variable's only where the program gives it none of its own."""

    def __init__(self) -> None:
        self.last: dict[str, str] = {}
        self.command: dict[str, str] = {}
        self.escape: set[str] = set()
        self.parameters: set[str] = set()
        self.others: set[str] = set()  # given a value otherwise: from a variable or expression, by a CALL, an RTV...
        self.given: dict[str, str] = {}  # -D values, by variable (upper case, without &)

    def give(self, variable: str, string: str) -> None:
        """``variable`` (upper case, without &) is given ``string``."""
        self.last[variable] = string
        if command_name(string) in vocabulary.COMMANDS:
            self.command[variable] = string
        if string.strip().upper() == "*ESCAPE":
            self.escape.add(variable)

    def string(self, variable: str) -> str:
        """The command string ``variable`` holds as far as the program says: the last string it gives it naming an
        MQ command, or its last; or, where it gives it no value at all (its caller does), the -D value; "" for
        none."""
        given = "" if variable in self.others else self.given.get(variable, "")
        return self.command.get(variable) or self.last.get(variable) or given

    def known(self, variable: str) -> bool:
        """True when every value ``variable`` may hold is read: strings the program gives it, and nothing else (no
        caller, no expression, no CALL or RTV...), or a -D value where the program gives it none."""
        if variable in self.others:
            return False
        return variable not in self.parameters if variable in self.last else variable in self.given

    def may_escape(self, variable: str) -> bool:
        """True unless every value ``variable`` may hold is known and none is *ESCAPE."""
        return variable in self.escape or variable in self.parameters or variable in self.others \
            or variable not in self.last


class Named(NamedTuple):
    """The command a statement runs (its text, without parentheses or quotes around it), and where the statement
    holds it (a Step's ``at`` and ``quoted``; -1: it does not, as for a variable's string); ``length``: for a
    command string QCMDEXC runs, its length parameter as written and where it stands (-1: none)."""

    text: str = ""
    at: int = -1
    quoted: bool = False
    length: tuple[str, int] = ("", -1)
    variable: str = ""  # the variable (upper case, without &) whose string it is, for one the statement does not hold


def named_command(name: str, text: str, strings: Strings) -> Named:
    """The command statement ``name`` (its text) runs, or Named() for none; QCMDEXC's from a variable, the latest of
    the ``strings`` given it that names an MQ command (or its latest)."""
    if name in RUNS:
        keyword, position = RUNS[name]
        named = value_at(text, keyword, 99)
        if not named[0]:
            named = value_at(text, keyword, position)
            if named[0] and not named[0].startswith("("):  # IF (&A=&B) GOTO LABEL, ELSE IF ...: the rest is the command
                named = (text[named[1]:], named[1])
        return Named(*unparenthesised_at(*named))
    if name in SUBMITS:
        command = unparenthesised_at(*value_at(text, *SUBMITS[name]))
        if command[0] or name != "SBMJOB":
            return Named(*command)
        kind, value = command_string(name, text)
        return Named(strings.string(value), variable=value) if kind == "variable" else \
            _quoted(*value_at(text, "RQSDTA", 99))
    if name == "CALL" and (program := command_name(value_of(text, "PGM", 0))) in RUNNERS:
        given = call_parameters(text)
        kind, value = command_string(name, text)
        if kind == "variable":
            return Named(strings.string(value), variable=value)
        if kind == "built":  # an expression: the command is known where a quoted string starts it, name and all
            operands = list_items(unparenthesised(value))
            start = string_text(operands[0]) if operands and operands[0].startswith("'") else ""
            return Named(start) if _WHOLE_NAME.match(start) else Named()
        string = _quoted(*call_value(*given[0])) if given else Named()
        if program != "QCMDEXC" or not string.text or len(given) < 2:  # QCAPCMD's length is binary, rarely a number
            return string
        return string._replace(length=call_value(*given[1]))
    return Named()


def _quoted(value: str, at: int) -> Named:
    """The quoted string ``value`` (starting at ``at``) starts with, as a Named command string, or Named()."""
    string = string_text(value)
    return Named(string, at + len(value) - len(value.lstrip()), True) if string else Named()


def reads_only(name: str, text: str) -> bool:
    """True for a CALL of QCMDEXC: its parameters (the command string, its length) are given to it, never changed
    (QCAPCMD returns values in its own); and for SBMJOB, which returns nothing."""
    return name == "SBMJOB" or (name == "CALL" and command_name(value_of(text, "PGM", 0)) == "QCMDEXC")


def command_string(name: str, text: str) -> tuple[str, str]:
    """What the command string a statement (``name``, its text) runs is, as _string_parameter says: a CALL of
    QCMDEXC or QCAPCMD its first parameter, an SBMJOB without CMD its request data (RQSDTA); ("", "") for any
    other statement."""
    if name == "CALL" and command_name(value_of(text, "PGM", 0)) in RUNNERS:
        return _string_parameter([item for item, _ in call_parameters(text)])
    if name == "SBMJOB" and not value_of(text, "CMD", 0) and (data := value_of(text, "RQSDTA", 99).strip()):
        return _string_parameter([data])
    return "", ""


def unread_string(name: str, text: str, strings: Strings) -> str:
    """Where the command string a CALL of QCMDEXC or QCAPCMD, or an SBMJOB's request data (``text``) runs comes
    from, when the translator cannot read it: its variable ("&CMD"), which the program may give a value it cannot
    read (built by an expression, returned by a command, given by the caller, or none at all), or the expression
    that builds it as the program runs ("('CRT' *CAT &OBJ)"); "" for any other statement."""
    kind, value = command_string(name, text)
    if kind == "built":
        return value
    return f"&{value}" if kind == "variable" and value and not strings.known(value) else ""


# CL's string operators: a value made with one is worked out as the program runs.
_CONCATENATION = frozenset({"*CAT", "*BCAT", "*TCAT", "||", "|>", "|<"})
# The built-in functions that take only blanks from a value: the command string they give is the variable's.
_TRIMS = frozenset({"%TRIM", "%TRIML", "%TRIMR"})
_WHOLE_NAME = re.compile(rf"[{blank()}]*+[^{blank()}]++[{blank()}]")  # a command name with a blank after it


def _string_parameter(items: list[str]) -> tuple[str, str]:
    """What the command string, the first of the values a QCMDEXC or QCAPCMD is given (``items``, its PARM list),
    is: ("variable", NAME) for a variable's (or one %TRIM gives: the same command, its blanks aside), ("built", the
    expression, in parentheses, or the built-in function) for one worked out as the program runs, ("", "") for any
    other (a quoted string)."""
    if not items:
        return "", ""
    if len(items) > 1 and items[1].upper() in _CONCATENATION:  # an expression without its parentheses
        end = 1
        while end < len(items) and items[end].upper() in _CONCATENATION:
            end += 2
        return "built", f"({' '.join(items[:end])})"
    value = call_value(items[0], 0)[0]
    if value.startswith("("):  # ('CRT' *CAT &OBJ)
        return "built", value
    if value.startswith("&"):
        return "variable", variable_name(value)
    if value.startswith("%"):
        opened = value.find("(")
        inside = list_items(value[opened + 1:-1]) if opened > 0 and value.endswith(")") else []
        if value[:opened].upper() in _TRIMS and len(inside) == 1 and VARIABLE.fullmatch(inside[0]):
            return "variable", variable_name(inside[0])
        return "built", value
    return "", ""
