"""Which commands of a CL program run only on a condition: what no other dialect can say.

A CL program runs an MQ command inside a DO group that IF, ELSE, WHEN, OTHERWISE or MONMSG opens, in a DOWHILE,
DOUNTIL or DOFOR loop, in a SELECT, or in a subroutine (SUBR, run when CALLSUBR calls it); or it names the command
in one of those statements (IF COND(...) THEN(DLTMQMQ ...)); or a GOTO may jump over it, from before it to a label
after it (IF COND(&FOUND) THEN(GOTO SKIP) ... SKIP:), or the program may end before it (IF COND(...) THEN(RETURN),
a RETURN or an escape message in such a group, MONMSG ... EXEC(RETURN) after a command, a CALLSUBR of a subroutine
that may end it). A statement nested in
another (ELSE IF ..., IF ... THEN(IF ...)) is followed inside. MQSC, PCF, REST and ZMQSC scripts run every command
once, in order: such a command, written there, would run whether or not its condition held. The reader marks each one
(``Command.condition``, ``Passthrough.runs``) and dialects/cl.py reports it for any other target.

A command handed to another job (SBMJOB CMD(CRTMQMQ ...), a job schedule entry) or run from a string (CALL
QCMDEXC) is marked as the command the statement runs, as these run it elsewhere or later.

A program-level MONMSG (one before any command but the declarations) jumps when any command fails: error
handling, not a condition, as every command runs when all goes well, as it does in the other dialects.

A GOTO back to a label before MQ commands (a loop) runs them again: the reader marks the GOTO
(``Passthrough.repeats``), as the commands were read before it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from lark.exceptions import UnexpectedInput

from translator.dialects import cl_vocabulary as vocabulary
from translator.parsers import blank, blank_characters, terminals
from translator.readers.problems import unpaired

# The statements that run a command they name, with its keyword and its position among positional values.
_RUNS = {"IF": ("THEN", 1), "WHEN": ("THEN", 1), "ELSE": ("CMD", 0), "OTHERWISE": ("CMD", 0),
         "MONMSG": ("EXEC", 2)}
# The statements that hand a command to another job (SBMJOB; a job schedule entry, when it is due), with its
# keyword and its position among positional values; and the programs that run a command given as a string
# (CALL QCMDEXC PARM('CRTMQMQ ...' 20)).
SUBMITS = {"SBMJOB": ("CMD", 0), "ADDJOBSCDE": ("CMD", 1), "CHGJOBSCDE": ("CMD", 99)}
RUNNERS = frozenset({"QCMDEXC", "QCAPCMD"})
_LOOPS = frozenset({"DOWHILE", "DOUNTIL", "DOFOR"})
# The statements that end the program (TFRCTL hands it to another, never to come back): run on a condition, or
# as a statement of their own, the commands after them run only when the program did not end there.
_NAMED_EXITS = frozenset({"RETURN", "TFRCTL", "SIGNOFF", "ENDPGM", "RSNESCMSG"})
_BLANK_CHARACTERS = blank_characters()
# The statements that may give a variable they name a value (CALL and CALLPRC through a parameter; RTVDTAARA,
# RTVJOBA, RCVMSG, RCVF ... by returning it), by the start of their names.
_SETTERS = ("CALL", "RTV", "RCV")
# The statements that return a value in a variable one of their parameters names (its keyword and position): the
# loop variable, an operator's reply, a converted date, a message's key, a subroutine's return value.
_RETURNS = {"DOFOR": ("VAR", 0), "SNDUSRMSG": ("MSGRPY", 99), "CVTDAT": ("TOVAR", 1), "SNDPGMMSG": ("KEYVAR", 99),
            "CALLSUBR": ("RTNVAL", 1)}
_GROUPS = _LOOPS | {"DO"}  # the commands ENDDO ends
_ENDS = {"ENDDO": _GROUPS, "ENDSELECT": frozenset({"SELECT"}), "ENDSUBR": frozenset({"SUBR"})}
_ENDING = {opener: end for end, openers in _ENDS.items() for opener in openers}  # the statement ending each group
# What may stand before a program-level MONMSG: a MONMSG before any other command watches every command of the
# program for a failure (error handling), where one after a command watches that command.
_DECLARATIONS = vocabulary.DECLARATIONS | {"PGM", "MONMSG"}


def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """From grammars/cl.lark's terminals: the COMMAND a value starts with (after blanks and "("), a QUOTED string
    (or an unclosed quote and the rest), and a KEYWORD_OPEN."""
    t = terminals("cl")
    return (re.compile(rf"[{blank()}(]*+({t['COMMAND']})"), re.compile(f"{t['QUOTED']}|'.*", re.S),
            re.compile(t["KEYWORD_OPEN"]))


_COMMAND, _QUOTED, _KEYWORD_OPEN = _patterns()
VARIABLE = re.compile(terminals("cl")["VARIABLE"])  # an &variable, as grammars/cl.lark reads one
# What a list of values is made of: quoted strings (or an unclosed quote and the rest), parentheses, runs of
# other characters, runs of blanks.
_LIST_PART = re.compile(f"{_QUOTED.pattern}|[()]|[^{blank()}()']++|[{blank()}]++", re.S)
# What pairs in a statement: quoted strings (or an unclosed quote and the rest), parentheses, and a */ outside
# quotes, which closes no comment.
_PAIRING = re.compile(rf"{_QUOTED.pattern}|[()]|\*/", re.S)
# An &variable, or a quoted string (or an unclosed quote and the rest), in which an & is text.
VARIABLE_OR_STRING = re.compile(f"{_QUOTED.pattern}|{VARIABLE.pattern}", re.S)
# A variable whose address %ADDRESS (%ADDR) gives, as group 1, or a quoted string, in which it is text.
_ADDRESS_OR_STRING = re.compile(rf"{_QUOTED.pattern}|%ADDR(?:ESS)?+[{blank()}]*+\([{blank()}]*+({VARIABLE.pattern})",
                                re.S | re.I)


# CL permits up to 25 levels of embedded commands (IF ... THEN(IF ... THEN(...))); a statement nested deeper is one
# the compiler refuses, and following it further would cost a pass over its text per level.
EMBEDDING = 25


class Statement(NamedTuple):
    """What a CL statement does to the MQ commands around it: the command it runs on a condition (upper case),
    and, for a GOTO back to a label with MQ commands between, that label ("LOOP at line 3"); "" for none.
    ``refused``: why the compiler refuses the statement (commands embedded deeper than CL permits, an ENDDO that
    ends no group), and ``expected``: what it takes instead; "" for a statement it takes."""

    runs: str = ""
    repeats: str = ""
    refused: str = ""
    expected: str = ""
    unread: str = ""  # where a command string QCMDEXC runs comes from, when it cannot be read ("&CMD", an expression)
    embedded: Embedded | None = None  # the command it runs, where the statement holds it
    held: str = ""  # the command it runs, whole, wherever it is held (a variable's string too)
    ends: bool = False  # it ends the program whenever the program gets to it (Flow.statement)
    may_end: str = ""  # how else it may end the program ("on a condition (it stands in the DO at line 4)")
    closes: int = 0  # for ENDDO, ENDSELECT, ENDSUBR: the line of the statement that opened the group it ends
    variable: str = ""  # the variable (upper case, without &) whose string holds the command it runs, if one does


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
        if _first_word(string) in vocabulary.COMMANDS:
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


_NOT_READABLE = " (not readable)"  # ends the condition a statement the compiler refuses puts what follows under


def unknowable(condition: str) -> bool:
    """True for a ``condition`` (Flow.condition) set by a statement the compiler refuses: no CL output holds that
    statement (it is not written), so none can run what depends on it as the program would."""
    return condition.endswith(_NOT_READABLE)


class Flow:
    """The groups open, and the GOTO jumps pending, at the current command of one CL program, read in order."""

    def __init__(self, ending: frozenset[str] = frozenset(), setters: dict[str, str] | None = None,
                 strings: Strings | None = None) -> None:
        # Read ahead of the program (read_ahead): its subroutines that may end it, each variable it sets anywhere
        # with the first statement that does, and the strings it gives them anywhere.
        self._ending, self._setters = ending, setters or {}
        self._strings = strings or Strings()
        self.calls: set[str] = set()  # the subroutines called so far (CALLSUBR)
        # Each open group: the command that opened it, the condition it runs under (its own, or the one of the
        # group around it, so the innermost condition is at hand however deep the groups nest), and where it
        # opened ("DO at line 3") and the line of the statement that opened it.
        self._open: list[tuple[str, str, str, int]] = []
        self._labels: dict[str, tuple[int, int]] = {}  # each label read: its line, and the MQ commands before it
        self._jumps: dict[str, str] = {}  # a label not read yet -> the first GOTO to it ("GOTO SKIP at line 4")
        self._commands = 0  # the MQ commands read so far
        self._started = False  # a command other than the declarations has been read
        self._exit = ""  # the first statement that may have ended the program before here ("RETURN at line 3")
        # Each label a program-level MONMSG's handler jumps to (EXEC(GOTO ERR)), and that MONMSG ("MONMSG at line
        # 2"); after an end the program reaches whenever it runs, whether the program gets here at all (no such
        # label read since), and if it does, the MONMSG's jump that is the only way in ("MONMSG at line 2 jumps to
        # ERR": Flow.handled).
        self._handlers: dict[str, str] = {}
        self._unreached = False
        self.handled = ""
        self._subroutine = False  # the statements read are a subroutine's (read_ahead's)
        # Each variable the program sets, and the first statement that does; one that changes a value a DCL gave
        # comes before that DCL, as it is what keeps the variable from being a constant.
        self._set: dict[str, str] = {}
        self._lengths: dict[str, int] = {}  # each *CHAR or *NAME variable declared, and its length
        # The program's constants (constants()), read ahead, and those an MQ command has used so far.
        self.constants: dict[str, tuple[str, bool, str]] = {}
        self.not_constant: dict[str, str] = {}  # why each other variable is none, as constants() finds
        self.used: set[str] = set()

    @property
    def ended(self) -> bool:
        """True once a statement read may have ended the program."""
        return bool(self._exit)

    @property
    def unclosed(self) -> str:
        """The innermost group still open ("DO at line 3"), or ""."""
        return self._open[-1][2] if self._open else ""

    @property
    def unlanded(self) -> str:
        """A GOTO to a label not read so far ("GOTO SKIP at line 4"): at the program's end, one to no label."""
        return next(iter(self._jumps.values()), "")

    @property
    def closing(self) -> str:
        """What ends the innermost group still open ("ENDDO for the DO at line 3"), or ""."""
        return f"{_ENDING[self._open[-1][0]]} for the {self._open[-1][2]}" if self._open else ""

    @property
    def condition(self) -> str:
        """The innermost condition the current command runs under ("IF at line 3", "GOTO SKIP at line 4"), or ""
        when it runs whenever the program does."""
        # A statement no one can read, around it (each group inside one holds its condition: _push) or before it,
        # leaves what runs here unknowable: that says most.
        if self._open and self._open[-1][1].endswith(_NOT_READABLE):
            return self._open[-1][1]
        if self._exit.endswith(_NOT_READABLE):
            return self._exit
        if self._open and self._open[-1][1]:
            return self._open[-1][1]
        return next(iter(self._jumps.values()), self._exit)

    @staticmethod
    def misspelt_loop(name: str, closest: str) -> bool:
        """True for an unknown statement ``name`` whose ``closest`` known one is a loop it starts like (DOWHLE for
        DOWHILE): most likely that loop, whose ENDDO is to come. A short word one letter from DO (GO, TO: IBM i
        commands) or a near SELECT or SUBR may well be a command of its own."""
        return closest in _LOOPS and name.startswith("DO") and len(name) > 3

    def unreadable(self, name: str, text: str, line: int, written: str = "") -> None:
        """A statement the compiler refuses (its quotes or parentheses do not pair), ``name`` and its ``text``: a
        group it may open (a loop, SELECT, SUBR, or DO anywhere in it: IF ... THEN(DO)) is taken as open, under a
        condition that cannot be known, so that the commands in it are not written as if they ran every time; one
        that may end the program or jump (RETURN, GOTO ... anywhere in it) may leave every command after it unrun.
        ``written``: the name as written, where it is not ``name`` (a misspelt DOWHILE)."""
        here = f"{written or name} at line {line}"
        if name in _ENDING or _DO.search(text):
            self._push((name if name in _ENDING else "DO", here + _NOT_READABLE, here, line))
        elif _LEAVES.search(text):  # THEN(RETURN), THEN(GOTO END): what follows may never run
            self._exit = self._exit or here + _NOT_READABLE

    def _push(self, group: tuple[str, str, str, int]) -> None:
        """Open ``group`` (its opener, condition, where and line); inside a group no one can read, it runs under
        that group's condition, unknowable."""
        if self._open and self._open[-1][1].endswith(_NOT_READABLE):
            group = (group[0], self._open[-1][1], group[2], group[3])
        self._open.append(group)

    def label(self, label: str, line: int) -> None:
        """A label (upper case) on the current command, on ``line``: a jump to it lands here, so no longer passes
        over what follows; after an end the program reaches whenever it runs, a program-level MONMSG's handler
        jumping to it is the only way in."""
        if label:
            self._labels.setdefault(label, (line, self._commands))  # a second is MQT102: the first stands
            self._jumps.pop(label, None)
            if self._unreached and label in self._handlers:
                self._unreached, self.handled = False, f"{self._handlers[label]} jumps to {label}"

    @property
    def started(self) -> bool:
        """True once a command other than the declarations has been read: a MONMSG now watches the one before it."""
        return self._started

    def labelled_before(self, label: str) -> int:
        """The line of an earlier command with ``label`` (upper case), or 0: IBM i compiles no program giving two
        commands one label."""
        return self._labels.get(label, (0, 0))[0]

    def command(self) -> None:
        """Count an MQ command read: a GOTO back over it runs it again."""
        self._commands += 1
        self._started = True

    def statement(self, name: str, text: str, line: int) -> Statement:
        """Take CL statement ``name`` (its text without comments, on ``line``) into account."""
        program_level = not self._started
        self._started |= name not in _DECLARATIONS
        if name in _ENDS:
            if self._open and self._open[-1][0] in _ENDS[name]:
                _, condition, opened, opened_line = self._open.pop()
                if condition == opened + _NOT_READABLE:  # its opener is not written: written, this would end another
                    return Statement(refused=f"it ends the {opened}, which is not readable",
                                     expected="the statement it ends corrected")
                return Statement(closes=opened_line)
            *others, last = sorted(_ENDS[name])
            ended = f"{', '.join(others)} or {last}" if others else last
            if self._open:  # the program's groups stay open, as they were
                return Statement(refused=f"does not end the {self.unclosed}, which is still open",
                                 expected=self.closing)
            return Statement(refused=f"ends no {ended} group", expected=f"a {ended} before the {name}")
        here = f"{name} at line {line}"
        if name == "ENDPGM" and self._open:
            return Statement(refused=f"the program ends with the {self.unclosed} still open", expected=self.closing)
        self._may_set(name, text, here)
        if name in _LOOPS or name in ("SELECT", "SUBR"):
            self._push((name, here, here, line))
            if name == "SUBR":  # a subroutine runs when a CALLSUBR calls it, wherever the main statements ended
                self._unreached, self.handled = False, ""
        elif name == "DO":  # a group of its own: it runs as the commands around it do
            self._push((name, self.condition, here, line))
        elif name == "GOTO":
            repeats, target = self._jump(text, line), _first_word(_parameter(text, "CMDLBL", 0))
            if target in self._labels and not self._jumps and not self._subroutine \
                    and not any(condition for _, condition, _, _ in self._open):
                # Back to a label read before, whenever the program gets here: it never falls through, so what
                # follows runs only by a jump to a label, as after a RETURN. (A jump read before, to a label after
                # it, reaches that label as before; in a subroutine, RTNSUBR may still leave the loop.)
                return self._end(f"GOTO {target} at line {line}")._replace(repeats=repeats)
            return Statement("", repeats)
        elif name in ("DCL", "CHGVAR"):
            self._assign(name, text, here)
        elif name == "PGM":
            self._strings.parameters.update(match.group()[1:].upper()
                                            for match in VARIABLE.finditer(_parameter(text, "PARM", 0)))
        elif _ends_program(name, text, self._strings):  # ENDPGM too: a command after the program's end never runs
            return self._end(here)
        elif name == "CALLSUBR":
            return Statement(may_end=self._may_end(f"as the subroutine {ending} it calls may" if (
                ending := self._call(text, here)) else ""))
        else:
            return self._runs(name, text, line, here, program_level)
        return _NOTHING

    def _runs(self, name: str, text: str, line: int, here: str, program_level: bool = False) -> Statement:
        """A statement that runs a command it names (``text``, its text): on a condition (IF ... THEN(...)), in
        another job (SBMJOB), or from a string (QCMDEXC); a command named there that runs one in turn (ELSE IF
        ...) is followed inside, under the outer statement's condition."""
        followed: set[str] = set()  # a command string may run itself (QCMDEXC of its own variable): once each
        statement = name
        steps: tuple[Step, ...] | None = ()  # from the statement to the command followed; None: it holds none
        length: tuple[str, int, int] | None = None
        may_end = ""  # how the statement may end the program (Statement.may_end)
        for _ in range(EMBEDDING + 1):  # the statement's own command, then up to EMBEDDING embedded in it
            named = _named_command(name, text, self._strings)
            command = named.text
            runs = _first_word(command)
            if not runs:
                return self._unread(name, text)
            if command in followed:
                return Statement(runs)
            followed.add(command)
            if steps is not None and named.at >= 0:
                if named.length[1] >= 0:
                    length = (named.length[0], len(steps), named.length[1])
                steps = (*steps, Step(text, named.at, named.quoted))
            else:
                steps = None
            embedded = Embedded(command, steps, length) if steps is not None else None
            if name in _RUNS:
                if runs in _GROUPS:
                    self._push((runs, here, f"{runs} at line {line}", line))
                if name == "MONMSG" and program_level:  # error handling: when all goes well, every command runs,
                    if runs == "GOTO":  # as in the target; the label its handler jumps to is reached that way
                        self._handlers.setdefault(_first_word(_parameter(command, "CMDLBL", 0)), here)
                    return Statement(runs, embedded=embedded, held=command)
                if _ends_program(runs, command, self._strings):
                    self._exit = self._exit or f"{runs} at line {line}"
                    may_end = self._may_end(f"on a condition (it runs {runs} only on its condition)")
                elif runs == "GOTO":
                    return Statement(runs, self._jump(command, line))
                elif runs == "CALLSUBR":
                    if self._call(command, f"{runs} at line {line}"):
                        may_end = self._may_end(f"on a condition (it runs {runs} only on its condition)")
                elif runs == "CHGVAR":
                    self._assign(runs, command, f"{runs} at line {line}")
                else:
                    self._may_set(runs, command, f"{runs} at line {line}")
            if not _named_command(runs, command, self._strings).text:
                unread = self._unread(runs, command)  # THEN(CALL QCMDEXC PARM(&CMD ...)): the string it runs
                return unread if unread.unread else Statement(runs, embedded=embedded, held=command, may_end=may_end,
                                                              variable=named.variable)
            name, text, program_level = runs, command, False
        return Statement(_first_word(command), refused=f"commands are embedded more than {EMBEDDING} levels deep, "
                         "more than CL permits", expected=f"at most {EMBEDDING} levels of commands embedded in a {statement}")

    def _unread(self, name: str, text: str) -> Statement:
        unread = _unread_string(name, text, self._strings)
        return Statement(unread=unread) if unread else _NOTHING

    def _may_set(self, name: str, text: str, here: str) -> None:
        """A statement (``name``, its text) that may give the variables it names a value: CALL and CALLPRC through
        a parameter, RTV* and RCV* by returning one, and the statements returning one in a parameter (_RETURNS)."""
        keyword = _RETURNS.get(name)
        if (keyword is None and not (name.startswith(_SETTERS) and name != "CALLSUBR")) or _reads_only(name, text):
            return
        given = _parameter(text, *keyword) if keyword is not None else text
        named = [match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(given)
                 if match.group().startswith("&")]
        self._strings.others.update(named)
        for variable in named:
            self._setting(variable, here)

    def _assign(self, name: str, text: str, here: str) -> None:
        """A DCL or CHGVAR (its text), on its own or run by a statement: the variable it sets, and the string it
        gives it (DCL's VALUE is its fourth positional value: DCL &CMD *CHAR 100 'CRTMQMQ ...')."""
        variable = _variable(_variable_of(_parameter(text, "VAR", 0)))
        value = _parameter(text, "VALUE", 3 if name == "DCL" else 1)
        if name == "DCL" and variable and (length := _declared_length(text, _string(_inside(value)))):
            self._lengths[variable] = length
        if variable and value:
            self._setting(variable, here)
        if variable and _ONE_STRING.fullmatch(_inside(value).strip()) and (string := _string(_inside(value))):
            self._strings.give(variable, string)  # one quoted string: ('A' *CAT 'B') is computed as the program runs
        elif variable and value:
            self._strings.others.add(variable)

    def _setting(self, variable: str, here: str) -> None:
        first = self._set.get(variable)
        if first is None or (first.startswith("DCL ") and not here.startswith("DCL ")):
            self._set[variable] = here

    def why_unknown(self, variable: str) -> str:
        """Why ``variable`` (upper case, without &) has no value the translator knows, for MQT106 (": it is a
        parameter of the program ..."), or "" when nothing read says."""
        if variable in self._strings.parameters:
            return ": it is a parameter of the program (PGM PARM), which its caller gives"
        if why := self.not_constant.get(variable) or self.not_constant.get(""):
            return f": it is no constant, as {why}"
        setter = self.setter(variable)
        return f": the program sets it ({setter}), so its value is known only as it runs" if setter else ""

    def length(self, variable: str) -> int | None:
        """The length a *CHAR or *NAME ``variable`` (upper case, without &) is declared with, or None."""
        return self._lengths.get(variable)

    def _call(self, callsubr: str, here: str) -> str:
        """A CALLSUBR (its text): a subroutine that may end the program may have ended it after the call. That
        subroutine's name, or "" for one that does not end it."""
        subroutine = _first_word(_parameter(callsubr, "SUBR", 0))
        self.calls.add(subroutine)
        if subroutine not in self._ending:
            return ""
        self._exit = self._exit or f"{here}, whose subroutine {subroutine} may end the program"
        return subroutine

    def _end(self, here: str) -> Statement:
        """A statement that may end the program (RETURN, ENDPGM ...), ``here``. At the program's level, in no group
        (nor subroutine) but DO groups of their own, and with no GOTO read before it to a label after it, it runs
        whenever the program gets to it: nothing written after it runs but by a jump to a label. Elsewhere it ends
        the program only on a condition (one in a subroutine: when a CALLSUBR calls it, which is where the program
        may end)."""
        self._exit = self._exit or here
        # A DO of its own runs its group whenever the program gets to it: only a group on a condition (or a loop,
        # SELECT or subroutine) makes the end conditional.
        if not self._jumps and not any(condition for _, condition, _, _ in self._open):
            self._unreached, self.handled = True, ""
            return Statement(ends=True)
        return Statement(may_end=self._may_end(f"on a condition (it stands in the {self.unclosed})" if self._open
                                               else f"on a condition (the {self.unlanded} may jump over it)"))

    def _may_end(self, how: str) -> str:
        """``how`` a statement may end the program (Statement.may_end), or "" in a subroutine: there, the CALLSUBR
        that calls it is where the program may end."""
        return "" if any(opened[0] == "SUBR" for opened in self._open) else how

    def setter(self, variable: str) -> str:
        """The first statement that sets ``variable`` (upper case, without &), "CHGVAR at line 3", or "": one read
        so far, or anywhere in the program (a subroutine called before, a loop back)."""
        found, ahead = self._set.get(variable, ""), self._setters.get(variable, "")
        return ahead if not found or (found.startswith("DCL ") and ahead and not ahead.startswith("DCL ")) else found

    def _jump(self, goto: str, line: int) -> str:
        """A GOTO (its text): to a label not read yet, it passes over every command up to that label; to one read
        before MQ commands that followed it, it runs them again: that label ("LOOP at line 3"), else ""."""
        target = _first_word(_parameter(goto, "CMDLBL", 0))
        if not target:
            return ""
        if target not in self._labels:
            self._jumps.setdefault(target, f"GOTO {target} at line {line}")
            return ""
        at, before = self._labels[target]
        return f"{target} at line {at}" if self._commands > before else ""


_NOTHING = Statement()


class Ahead(NamedTuple):
    """What is known of a CL program only once all of it is read: its subroutines that may end it, and each
    variable it sets anywhere, with the first statement that does ("CHGVAR at line 12")."""

    ending: frozenset[str]
    setters: dict[str, str]
    strings: Strings


def read_ahead(statements: Iterable[tuple[str, str, int]]) -> Ahead:
    """Read a program's statements (each its name, text and line) ahead of the program. A subroutine may end the
    program when it holds a RETURN or other end, on a condition or not, or calls such a one: a RETURN in a
    subroutine ends the program, as anywhere else (RTNSUBR is the subroutine's own return), so the commands after
    its CALLSUBR run only when it did not. Subroutines follow the program's main code, and a variable may be set
    after the command that reads it (in a subroutine, or before a loop back), so both are looked for first."""
    ending: set[str] = set()
    callers: dict[str, set[str]] = {}
    whole = Flow()
    current, body = "", Flow(strings=whole._strings)
    for name, text, line in statements:
        whole.statement(name, text, line)
        if name == "SUBR":
            current, body = _first_word(_parameter(text, "SUBR", 0)), Flow(strings=whole._strings)
            body._started = True  # a MONMSG first in a subroutine is no program-level one
            body._subroutine = True
        elif name == "ENDSUBR" and current:
            if body.ended:
                ending.add(current)
            for called in body.calls:
                callers.setdefault(called, set()).add(current)
            current = ""
        elif current:
            body.statement(name, text, line)
    waiting = list(ending)
    while waiting:  # a subroutine that calls one that may end the program may end it too
        for caller in callers.get(waiting.pop(), ()):
            if caller not in ending:
                ending.add(caller)
                waiting.append(caller)
    return Ahead(frozenset(ending), whole._set, whole._strings)


_ONE_STRING = re.compile(terminals("cl")["QUOTED"])  # a quoted string, closed, as grammars/cl.lark reads one
_READS = ("IF", "WHEN", "DOWHILE", "DOUNTIL")  # statements whose COND only reads the variables it names
_INTEGER_BYTES = {"2": 2, "4": 4, "8": 8}  # the lengths an *INT or *UINT variable may have
_DIGITS = 20  # the most digits a CL number may have (an 8-byte *UINT; a *DEC holds 15 or fewer)


def constants(statements: Iterable[tuple[str, str, int]], why_not: dict[str, str]) -> dict[str, tuple[str, bool, str]]:
    """The program's constants: each variable (upper case, without &) whose one DCL, among the declarations that
    start the program, gives it a value it holds (_constant_value), that is not a parameter, overlays or is
    overlaid by no other (STG, DEFVAR), and that the program names nowhere else but in MQ commands (CRTMQMQ ...,
    which set no variable) and in the COND of an IF, WHEN, DOWHILE or DOUNTIL: whatever runs, it holds that value.
    Each with its value, whether it is a string, and its DCL ("DCL at line 2"). Anything else that names a
    variable may change it (CHGVAR, CALL, RTV*, RCV*, DOFOR, a command's return variable ...), so it is no
    constant; and a program that INCLUDEs source, or holds more than one program, has none known. ``why_not`` is
    given, for each other variable the program names, why it is none (under "" when it holds for every one)."""
    declared: dict[str, tuple[str, bool, str]] = {}
    changed: dict[str, str] = {}
    started, programs = False, 0
    for name, text, line in statements:
        here = f"{name or 'statement'} at line {line}"  # nameless: one that cannot be read
        if name == "INCLUDE" or (name == "PGM" and programs):  # what the source included does is not known here
            why_not[""] = f"the source includes other source ({here})" if name == "INCLUDE" else \
                f"the source holds more than one program ({here})"
            return {}
        programs += name == "PGM"
        named = [match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(text)
                 if match.group().startswith("&")]
        if name == "DCL":
            variable = _variable(_parameter(text, "VAR", 0))
            storage = _inside(_parameter(text, "STG", 99)).strip().upper()
            overlaid = storage not in ("", "*AUTO") or bool(_parameter(text, "DEFVAR", 99).strip())
            value = None if started or overlaid or variable in declared or variable in changed \
                else _constant_value(text)
            if value is None:
                changed.setdefault(variable, f"its {here} comes after the program's first command" if started else
                                   f"its {here} places it over other storage" if overlaid else
                                   f"it is declared again ({here})" if variable in declared else
                                   f"its {here} gives it no value" if not _parameter(text, "VALUE", 3).strip() else
                                   f"its {here} gives it no value IBM i takes as written")
            else:
                declared[variable] = *value, here
            for other in named:
                if other != variable:
                    changed.setdefault(other, f"the {here} overlays it")  # DEFVAR(&B)
            continue
        started |= name not in _DECLARATIONS
        if name in vocabulary.COMMANDS:
            continue
        reading = text if _reads_only(name, text) else _parameter(text, "COND", 0) if name in _READS else \
            _parameter(text, "VALUE", 1) if name == "CHGVAR" else ""
        read = Counter(match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(reading)
                       if match.group().startswith("&"))
        # %ADDR(&Q) reads no value: it gives a pointer through which a *BASED variable may change &Q.
        for match in _ADDRESS_OR_STRING.finditer(reading):
            if match.group(1):
                changed.setdefault(match.group(1)[1:].upper(), f"the {here} takes its address, through which the "
                                   "program may change it")
        for variable, count in Counter(named).items():
            if count > read[variable] and changed.get(variable, "").endswith(" gives it no value"):
                changed[variable] = f"the {here} may set it"
            elif count > read[variable]:
                changed.setdefault(variable, f"the {here} may change it")
    why_not.update(changed)
    return {variable: value for variable, value in declared.items() if variable not in changed}


def _constant_value(dcl: str) -> tuple[str, bool] | None:
    """The value a DCL (its text) gives its variable, and whether it is a string, where the compiler takes it as
    written: one quoted string for a *CHAR variable, no longer than its length (trailing blanks are the padding
    the variable has anyway); one whole number for an *INT or *UINT of 2, 4 or 8 bytes within its range, or a
    *DEC with no more digits before its decimal point than it holds. None for any other."""
    kind = _parameter(dcl, "TYPE", 1).strip().upper()
    given = _inside(_parameter(dcl, "VALUE", 3)).strip()
    if kind == "*CHAR":
        text = _string(given).rstrip(" ") if _ONE_STRING.fullmatch(given) else ""
        length = _declared_length(dcl, text)
        return (text, True) if text and length is not None and len(text) <= length else None
    if not (given.isdigit() and given.isascii()) or len(given) > _DIGITS:  # longer than any CL number holds
        return None
    size = _inside(_parameter(dcl, "LEN", 2)).split()
    number = int(given)
    if kind in ("*INT", "*UINT"):
        length = _INTEGER_BYTES.get(size[0] if size else "4")
        if length is None or len(size) > 1:
            return None
        highest = 2 ** (8 * length - (kind == "*INT")) - 1
        return (str(number), False) if number <= highest else None
    if kind == "*DEC":
        digits, decimals = [*size, "0"][:2] if size else ["15", "5"]
        if not (digits.isdigit() and decimals.isdigit() and len(digits) <= 2 and len(decimals) <= 2):
            return None
        return (str(number), False) if len(str(number)) <= int(digits) - int(decimals) else None
    return None


def _ends_program(name: str, text: str, strings: Strings) -> bool:
    """True for a statement (``name``, its text) that may end the program: RETURN, TFRCTL, ENDPGM, SIGNOFF,
    ENDJOB of its own job, RSNESCMSG or CALL QMHRSNEM (an escape message resent to the caller), or an
    escape message sent to the caller: SNDPGMMSG ... MSGTYPE(*ESCAPE), or CALL QMHSNDPM (the API) with '*ESCAPE'
    its fifth parameter; a type held in a &variable may be *ESCAPE unless the ``strings`` the program gives it
    are all it can hold and none is."""
    if name == "SNDPGMMSG":
        kind = _parameter(text, "MSGTYPE", 99)
    elif name == "ENDJOB":  # the job this program runs in (JOB(*)), or one a variable names, which may be it
        job = _parameter(text, "JOB", 0).strip()
        return job in ("", "*") or job.startswith("&")
    elif name == "CALL" and _first_word(_parameter(text, "PGM", 0)) == "QMHRSNEM":  # resends an escape message
        return True
    elif name == "CALL" and _first_word(_parameter(text, "PGM", 0)) == "QMHSNDPM":
        given = _call_parameters(text)
        kind = _element(*given[4])[0] if len(given) > 4 else ""
    else:
        return name in _NAMED_EXITS
    kind = kind.strip()
    if variable := _variable(kind):
        return strings.may_escape(variable)
    return (_string(kind) if kind.startswith("'") else kind).strip().upper() == "*ESCAPE"


class Named(NamedTuple):
    """The command a statement runs (its text, without parentheses or quotes around it), and where the statement
    holds it (a Step's ``at`` and ``quoted``; -1: it does not, as for a variable's string); ``length``: for a
    command string QCMDEXC runs, its length parameter as written and where it stands (-1: none)."""

    text: str = ""
    at: int = -1
    quoted: bool = False
    length: tuple[str, int] = ("", -1)
    variable: str = ""  # the variable (upper case, without &) whose string it is, for one the statement does not hold


def _named_command(name: str, text: str, strings: Strings) -> Named:
    """The command statement ``name`` (its text) runs, or Named() for none; QCMDEXC's from a variable, the latest of
    the ``strings`` given it that names an MQ command (or its latest)."""
    if name in _RUNS:
        keyword, position = _RUNS[name]
        named = _parameter_at(text, keyword, 99)
        if not named[0]:
            named = _parameter_at(text, keyword, position)
            if named[0] and not named[0].startswith("("):  # IF (&A=&B) GOTO LABEL, ELSE IF ...: the rest is the command
                named = (text[named[1]:], named[1])
        return Named(*_inside_at(*named))
    if name in SUBMITS:
        command = _inside_at(*_parameter_at(text, *SUBMITS[name]))
        if command[0] or name != "SBMJOB":
            return Named(*command)
        kind, value = _command_string(name, text)
        return Named(strings.string(value), variable=value) if kind == "variable" else \
            _quoted(*_parameter_at(text, "RQSDTA", 99))
    if name == "CALL" and (program := _first_word(_parameter(text, "PGM", 0))) in RUNNERS:
        given = _call_parameters(text)
        kind, value = _command_string(name, text)
        if kind == "variable":
            return Named(strings.string(value), variable=value)
        if kind == "built":  # an expression: the command is known where a quoted string starts it, name and all
            operands = _items(_inside(value))
            start = _string(operands[0]) if operands and operands[0].startswith("'") else ""
            return Named(start) if _WHOLE_NAME.match(start) else Named()
        string = _quoted(*_element(*given[0])) if given else Named()
        if program != "QCMDEXC" or not string.text or len(given) < 2:  # QCAPCMD's length is binary, rarely a number
            return string
        return string._replace(length=_element(*given[1]))
    return Named()


def _quoted(value: str, at: int) -> Named:
    """The quoted string ``value`` (starting at ``at``) starts with, as a Named command string, or Named()."""
    string = _string(value)
    return Named(string, at + len(value) - len(value.lstrip()), True) if string else Named()


def _reads_only(name: str, text: str) -> bool:
    """True for a CALL of QCMDEXC: its parameters (the command string, its length) are given to it, never changed
    (QCAPCMD returns values in its own); and for SBMJOB, which returns nothing."""
    return name == "SBMJOB" or (name == "CALL" and _first_word(_parameter(text, "PGM", 0)) == "QCMDEXC")


def _command_string(name: str, text: str) -> tuple[str, str]:
    """What the command string a statement (``name``, its text) runs is, as _string_parameter says: a CALL of
    QCMDEXC or QCAPCMD its first parameter, an SBMJOB without CMD its request data (RQSDTA); ("", "") for any
    other statement."""
    if name == "CALL" and _first_word(_parameter(text, "PGM", 0)) in RUNNERS:
        return _string_parameter([item for item, _ in _call_parameters(text)])
    if name == "SBMJOB" and not _parameter(text, "CMD", 0) and (data := _parameter(text, "RQSDTA", 99).strip()):
        return _string_parameter([data])
    return "", ""


def _unread_string(name: str, text: str, strings: Strings) -> str:
    """Where the command string a CALL of QCMDEXC or QCAPCMD, or an SBMJOB's request data (``text``) runs comes
    from, when the translator cannot read it: its variable ("&CMD"), which the program may give a value it cannot
    read (built by an expression, returned by a command, given by the caller, or none at all), or the expression
    that builds it as the program runs ("('CRT' *CAT &OBJ)"); "" for any other statement."""
    kind, value = _command_string(name, text)
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
    value = _element(items[0], 0)[0]
    if value.startswith("("):  # ('CRT' *CAT &OBJ)
        return "built", value
    if value.startswith("&"):
        return "variable", _variable(value)
    if value.startswith("%"):
        opened = value.find("(")
        inside = _items(value[opened + 1:-1]) if opened > 0 and value.endswith(")") else []
        if value[:opened].upper() in _TRIMS and len(inside) == 1 and VARIABLE.fullmatch(inside[0]):
            return "variable", _variable(inside[0])
        return "built", value
    return "", ""


def _call_parameters(text: str) -> list[tuple[str, int]]:
    """The values a CALL (its text) gives the program it calls (PARM), each as written and where it starts in
    ``text``: given by keyword, PARM('...' 40) holds the list; given positionally, CALL QCMDEXC ('...' 40), the
    value is the list in its parentheses."""
    value, at, by_keyword = _given_at(text, "PARM", 1)
    return _items_at(*((value, at) if by_keyword else _inside_at(value, at)))


def _element(value: str, at: int) -> tuple[str, int]:
    """A value a CALL gives (``value``, starting at ``at``) without the parentheses CL allows around it, nor the
    type and length given with it: ('CRTMQMQ ...'), ('CRTMQMQ ...' (*CHAR 40)) and (40 (*DEC 15 5)) give the
    value, and where it starts; an expression in parentheses, (&A *CAT &B), is kept whole. [UNSURE] A *CHAR length
    shorter than the string is not taken to cut it: what IBM i passes then is not known here."""
    stripped = value.strip()
    at += len(value) - len(value.lstrip())
    if not (stripped.startswith("(") and stripped.endswith(")")) or unbalanced(stripped[1:-1]) is not None:
        return stripped, at  # ('A')||('B'): its parentheses are no pair around it
    inner = _items_at(stripped[1:-1], at + 1)
    if len(inner) == 1 or (len(inner) == 2 and _TYPE.match(inner[1][0])):
        return inner[0]
    return stripped, at


_TYPE = re.compile(rf"\([{blank()}]*+\*")  # the type given with a CALL's value: (*CHAR 40), (*DEC 15 5)


# The length of a character variable declared without LEN.
_DEFAULT_LENGTHS = {"*CHAR": 32, "*NAME": 10}


def _declared_length(dcl: str, value: str) -> int | None:
    """The length a DCL (its text, and the string it gives the variable) gives a *CHAR or *NAME variable: LEN(10),
    its third positional value, or without one the type's default or the value's length, the longer [UNSURE]; None
    for another type or a length not written as digits."""
    kind = _parameter(dcl, "TYPE", 1).strip().upper()
    if kind not in _DEFAULT_LENGTHS:
        return None
    given = _inside(_parameter(dcl, "LEN", 2)).split()
    if not given:
        return max(_DEFAULT_LENGTHS[kind], len(value))
    return int(given[0]) if given[0].isdigit() and given[0].isascii() and len(given[0]) <= 6 else None


def _variable_of(target: str) -> str:
    """A CHGVAR target without the built-in function around it: %SST(&Q 1 4) and %SUBSTRING(&Q 1 4) set &Q."""
    target = target.strip()
    opened = target.find("(")
    return target[opened + 1:] if target.startswith("%") and opened > 0 else target


_DO = re.compile(r"(?i)(?<![A-Za-z0-9$#@_&*])DO(?![A-Za-z0-9$#@_])")
# A statement naming one of these may end the program or jump over what follows.
_LEAVES = re.compile(r"(?i)(?<![A-Za-z0-9$#@_&*])(?:RETURN|GOTO|TFRCTL|SIGNOFF|ENDPGM|RSNESCMSG|ENDJOB|QMHRSNEM|"
                     r"QMHSNDPM|\*ESCAPE)(?![A-Za-z0-9$#@_])")


def unbalanced(text: str) -> tuple[int, str] | None:
    """Where the parentheses of a statement's ``text`` (its quotes paired) do not pair: the offset of a ")" that
    closes none, or of the first "(" left open, and what is wrong there; or of a */ left of a nested comment; None
    when they pair."""
    found = unpaired(text, _PAIRING)
    if found is not None and found[1] == "*/":  # the reader blanked each comment whole
        return found[0], "this */ closes no comment (CL comments do not nest)"
    return found


def _variable(value: str) -> str:
    """The name of the &variable ``value`` starts with, upper case, or ""."""
    match = VARIABLE.match(value.lstrip())
    return match.group()[1:].upper() if match else ""


def _string(value: str) -> str:
    """The text of the quoted string ``value`` starts with, its doubled quotes made single, or ""."""
    string = _QUOTED.match(value.strip())
    return string.group()[1:-1].replace("''", "'") if string and string.group().endswith("'") else ""


def named_object(embedded: Embedded | None, runs: str) -> str:
    """The object the MQ command ``runs`` that a statement runs names (IF ... THEN(DLTMQMQ QNAME(X)): X; CPYMQMQ: the
    one it makes), when the statement's text holds it written out; "" when it does not (a variable, a command string
    the program builds)."""
    command = vocabulary.COMMANDS.get(runs)
    if embedded is None or command is None:
        return ""
    position = next(index for index, keyword in enumerate(command.head) if keyword in vocabulary.NAME_KEYWORDS)
    value = _parameter(embedded.text, command.head[position], position).strip()
    return "" if not value or (value[0] != "'" and not _PLAIN_NAME.fullmatch(value)) else vocabulary.name_of(value)


_PLAIN_NAME = re.compile(r"[A-Za-z0-9._/%]++")  # an unquoted name (no &variable, no built-in, no list)


def _parameter(text: str, keyword: str, position: int) -> str:
    """The value of a statement's parameter ``keyword``, given by keyword or as positional value ``position``, read
    as grammars/cl.lark reads the statement; where the grammar cannot (values nested deeper than it reads), by
    parentheses and quotes."""
    return _parameter_at(text, keyword, position)[0]


def _parameter_at(text: str, keyword: str, position: int) -> tuple[str, int]:
    """_parameter, with where its value starts in ``text`` (-1 for none)."""
    return _given_at(text, keyword, position)[:2]


def _given_at(text: str, keyword: str, position: int) -> tuple[str, int, bool]:
    """_parameter_at, and whether the value is given by ``keyword`` (inside its parentheses) or positionally."""
    from translator.readers.cl import pieces  # the CL reader imports this module

    if _BUILT_IN.search(_QUOTED.sub("", text)):  # %SST(&Q 1 3): one value, where the grammar reads a word and a list
        found = _parameters(text)
    else:
        try:
            found = [(str(piece.group("open"))[:-1].strip().upper(), piece.group("inner"), piece.start("inner"))
                     if piece.lastgroup == "KEYWORD_VALUE" else
                     ("", piece.group(str(piece.lastgroup)), piece.start(str(piece.lastgroup)))
                     for piece in pieces(text)]
        except UnexpectedInput:
            found = _parameters(text)
    named = [(value, at, True) for given, value, at in found if given == keyword]
    positional = [(value, at, False) for given, value, at in found if not given]
    return named[0] if named else positional[position] if len(positional) > position else ("", -1, False)


_BUILT_IN = re.compile(r"%[A-Za-z]++\(")  # a built-in function (%SST, %SUBSTRING, %BIN ...) and its "("


def _items(values: str) -> list[str]:
    """The values of a list, split at blanks outside quotes and parentheses: a typed value, (10 (*INT 4)), is one."""
    return [item for item, _ in _items_at(values, 0)]


def _items_at(values: str, at: int) -> list[tuple[str, int]]:
    """_items, with where each starts, ``values`` starting at ``at``."""
    items: list[tuple[str, int]] = []
    start, depth = -1, 0
    for part in _LIST_PART.finditer(values):
        if depth == 0 and part.group()[0] in _BLANK_CHARACTERS:
            if start >= 0:
                items.append((values[start:part.start()], at + start))
                start = -1
            continue
        text = part.group()
        depth = depth + 1 if text == "(" else max(depth - 1, 0) if text == ")" else depth
        start = part.start() if start < 0 else start
    return [*items, (values[start:], at + start)] if start >= 0 else items


def _inside(value: str) -> str:
    """A positional value without the parentheses around it: (GOTO END) -> GOTO END."""
    value = value.strip()
    return value[1:-1] if value.startswith("(") and value.endswith(")") else value


def _inside_at(value: str, at: int) -> tuple[str, int]:
    """_inside, with where what it gives starts, ``value`` starting at ``at``."""
    stripped = value.strip()
    start = at + len(value) - len(value.lstrip())
    if stripped.startswith("(") and stripped.endswith(")"):
        return stripped[1:-1], start + 1
    return stripped, start


def _first_word(text: str) -> str:
    """The name of the command ``text`` starts with (without its library), upper case, or ""."""
    match = _COMMAND.match(text)
    return match.group(1).rsplit("/", 1)[-1].upper() if match else ""


def lets_the_program_go_on(monitor: str) -> bool:
    """True for a MONMSG (its text) after whose handler the program goes on: one that runs no command (the failure
    is ignored) or one that does not end the program (a GOTO, a CHGVAR ...); False for one ending it (RETURN ...),
    as a failure nothing monitors ends the program too."""
    command = _named_command("MONMSG", monitor, Strings()).text
    return not (command and _ends_program(_first_word(command), command, Strings()))


def misread_parameter(name: str, text: str) -> tuple[str, int, str, str] | None:
    """For a statement that steers which commands run (``name``, its ``text``), the first parameter IBM i does not
    compile it with, as (the code, where it starts, what is wrong, what the statement takes), or None: a keyword
    the statement has not (THN for THEN: the condition would be lost), a positional value beyond its parameters or
    after a keyword. Whatever follows a command given by position, unparenthesised, is that command's."""
    known = vocabulary.STATEMENT_PARAMETERS.get(name)
    if known is None:
        return None
    takes = " or ".join(known) if known else "no parameters"
    runs = _RUNS.get(name, ("", -1))[1]
    position, keywords = 0, False
    for keyword, value, at in _parameters(text):
        if keyword:
            if keyword not in known:
                return "MQT105", at - len(keyword) - 1, f"{keyword} is not a parameter of {name}", takes
            keywords = True
        elif keywords:
            return "MQT102", at, f"positional value {value} after keyword parameters", takes
        elif position == runs and not value.startswith("("):
            return None  # IF (&A) GOTO END: the command, to the statement's end
        elif position >= len(known):
            return "MQT102", at, f"too many positional values at {value}", takes
        else:
            position += 1
    return None


def _parameters(text: str) -> list[tuple[str, str, int]]:
    """The statement's parameters after its name, as (KEYWORD, value, where the value starts) or ("", positional
    value, where it starts): split at blanks outside quotes and parentheses, however deep they nest."""
    plain = _QUOTED.sub(lambda quoted: "_" * len(quoted.group()), text)  # a quote's ( ) and blanks are its own
    spans: list[tuple[int, int]] = []
    depth, start = 0, -1
    for index, char in enumerate(plain):
        if char in " \t\r\n" and depth == 0:
            if start >= 0:
                spans.append((start, index))
                start = -1
            continue
        if start < 0:
            start = index
        depth = depth + 1 if char == "(" else max(depth - 1, 0) if char == ")" else depth
    if start >= 0:
        spans.append((start, len(plain)))
    found = []
    for begin, end in spans[1:]:  # the first is the statement's name
        opened = _KEYWORD_OPEN.match(plain, begin, end)
        if opened:  # the value inside its parentheses (an unclosed one's: to the end), as the grammar reads one
            found.append((opened.group()[:-1].upper(), text[opened.end():_closing(plain, opened.end(), end)],
                          opened.end()))
        else:
            found.append(("", text[begin:end], begin))
    return found


def _closing(plain: str, start: int, end: int) -> int:
    """Where the ")" closing a "(" just before ``start`` stands in ``plain`` (quotes blanked), or ``end``."""
    depth = 1
    for index in range(start, end):
        depth += (plain[index] == "(") - (plain[index] == ")")
        if depth == 0:
            return index
    return end
