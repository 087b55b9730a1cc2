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
from collections.abc import Iterable
from typing import NamedTuple

from translator.dialects import cl_vocabulary as vocabulary
from translator.readers.cl_command_strings import (
    RUNS,
    Embedded,
    Step,
    Strings,
    named_command,
    reads_only,
    unread_string,
)
from translator.readers.cl_constants import DECLARATIONS, declared_length
from translator.readers.cl_values import (
    ONE_STRING,
    VARIABLE,
    VARIABLE_OR_STRING,
    call_parameters,
    call_value,
    changed_variable,
    command_name,
    statement_parameters,
    string_text,
    unparenthesised,
    value_of,
    variable_name,
)

_LOOPS = frozenset({"DOWHILE", "DOUNTIL", "DOFOR"})
# The statements that end the program (TFRCTL hands it to another, never to come back): run on a condition, or
# as a statement of their own, the commands after them run only when the program did not end there.
_NAMED_EXITS = frozenset({"RETURN", "TFRCTL", "SIGNOFF", "ENDPGM", "RSNESCMSG"})


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
        self._started |= name not in DECLARATIONS
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
            repeats, target = self._jump(text, line), command_name(value_of(text, "CMDLBL", 0))
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
                                            for match in VARIABLE.finditer(value_of(text, "PARM", 0)))
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
            named = named_command(name, text, self._strings)
            command = named.text
            runs = command_name(command)
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
            if name in RUNS:
                if runs in _GROUPS:
                    self._push((runs, here, f"{runs} at line {line}", line))
                if name == "MONMSG" and program_level:  # error handling: when all goes well, every command runs,
                    if runs == "GOTO":  # as in the target; the label its handler jumps to is reached that way
                        self._handlers.setdefault(command_name(value_of(command, "CMDLBL", 0)), here)
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
            if not named_command(runs, command, self._strings).text:
                unread = self._unread(runs, command)  # THEN(CALL QCMDEXC PARM(&CMD ...)): the string it runs
                return unread if unread.unread else Statement(runs, embedded=embedded, held=command, may_end=may_end,
                                                              variable=named.variable)
            name, text, program_level = runs, command, False
        return Statement(command_name(command), refused=f"commands are embedded more than {EMBEDDING} levels deep, "
                         "more than CL permits", expected=f"at most {EMBEDDING} levels of commands embedded in a {statement}")

    def _unread(self, name: str, text: str) -> Statement:
        unread = unread_string(name, text, self._strings)
        return Statement(unread=unread) if unread else _NOTHING

    def _may_set(self, name: str, text: str, here: str) -> None:
        """A statement (``name``, its text) that may give the variables it names a value: CALL and CALLPRC through
        a parameter, RTV* and RCV* by returning one, and the statements returning one in a parameter (_RETURNS)."""
        keyword = _RETURNS.get(name)
        if (keyword is None and not (name.startswith(_SETTERS) and name != "CALLSUBR")) or reads_only(name, text):
            return
        given = value_of(text, *keyword) if keyword is not None else text
        named = [match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(given)
                 if match.group().startswith("&")]
        self._strings.others.update(named)
        for variable in named:
            self._setting(variable, here)

    def _assign(self, name: str, text: str, here: str) -> None:
        """A DCL or CHGVAR (its text), on its own or run by a statement: the variable it sets, and the string it
        gives it (DCL's VALUE is its fourth positional value: DCL &CMD *CHAR 100 'CRTMQMQ ...')."""
        variable = variable_name(changed_variable(value_of(text, "VAR", 0)))
        value = value_of(text, "VALUE", 3 if name == "DCL" else 1)
        if name == "DCL" and variable and (length := declared_length(text, string_text(unparenthesised(value)))):
            self._lengths[variable] = length
        if variable and value:
            self._setting(variable, here)
        if variable and ONE_STRING.fullmatch(unparenthesised(value).strip()) and (string := string_text(unparenthesised(value))):
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
        subroutine = command_name(value_of(callsubr, "SUBR", 0))
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
        target = command_name(value_of(goto, "CMDLBL", 0))
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
            current, body = command_name(value_of(text, "SUBR", 0)), Flow(strings=whole._strings)
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


def _ends_program(name: str, text: str, strings: Strings) -> bool:
    """True for a statement (``name``, its text) that may end the program: RETURN, TFRCTL, ENDPGM, SIGNOFF,
    ENDJOB of its own job, RSNESCMSG or CALL QMHRSNEM (an escape message resent to the caller), or an
    escape message sent to the caller: SNDPGMMSG ... MSGTYPE(*ESCAPE), or CALL QMHSNDPM (the API) with '*ESCAPE'
    its fifth parameter; a type held in a &variable may be *ESCAPE unless the ``strings`` the program gives it
    are all it can hold and none is."""
    if name == "SNDPGMMSG":
        kind = value_of(text, "MSGTYPE", 99)
    elif name == "ENDJOB":  # the job this program runs in (JOB(*)), or one a variable names, which may be it
        job = value_of(text, "JOB", 0).strip()
        return job in ("", "*") or job.startswith("&")
    elif name == "CALL" and command_name(value_of(text, "PGM", 0)) == "QMHRSNEM":  # resends an escape message
        return True
    elif name == "CALL" and command_name(value_of(text, "PGM", 0)) == "QMHSNDPM":
        given = call_parameters(text)
        kind = call_value(*given[4])[0] if len(given) > 4 else ""
    else:
        return name in _NAMED_EXITS
    kind = kind.strip()
    if variable := variable_name(kind):
        return strings.may_escape(variable)
    return (string_text(kind) if kind.startswith("'") else kind).strip().upper() == "*ESCAPE"


_DO = re.compile(r"(?i)(?<![A-Za-z0-9$#@_&*])DO(?![A-Za-z0-9$#@_])")
# A statement naming one of these may end the program or jump over what follows.
_LEAVES = re.compile(r"(?i)(?<![A-Za-z0-9$#@_&*])(?:RETURN|GOTO|TFRCTL|SIGNOFF|ENDPGM|RSNESCMSG|ENDJOB|QMHRSNEM|"
                     r"QMHSNDPM|\*ESCAPE)(?![A-Za-z0-9$#@_])")


def named_object(embedded: Embedded | None, runs: str) -> str:
    """The object the MQ command ``runs`` that a statement runs names (IF ... THEN(DLTMQMQ QNAME(X)): X; CPYMQMQ: the
    one it makes), when the statement's text holds it written out; "" when it does not (a variable, a command string
    the program builds)."""
    command = vocabulary.COMMANDS.get(runs)
    if embedded is None or command is None:
        return ""
    position = next(index for index, keyword in enumerate(command.head) if keyword in vocabulary.NAME_KEYWORDS)
    value = value_of(embedded.text, command.head[position], position).strip()
    return "" if not value or (value[0] != "'" and not _PLAIN_NAME.fullmatch(value)) else vocabulary.name_of(value)


_PLAIN_NAME = re.compile(r"[A-Za-z0-9._/%]++")  # an unquoted name (no &variable, no built-in, no list)


def lets_the_program_go_on(monitor: str) -> bool:
    """True for a MONMSG (its text) after whose handler the program goes on: one that runs no command (the failure
    is ignored) or one that does not end the program (a GOTO, a CHGVAR ...); False for one ending it (RETURN ...),
    as a failure nothing monitors ends the program too."""
    command = named_command("MONMSG", monitor, Strings()).text
    return not (command and _ends_program(command_name(command), command, Strings()))


def misread_parameter(name: str, text: str) -> tuple[str, int, str, str] | None:
    """For a statement that steers which commands run (``name``, its ``text``), the first parameter IBM i does not
    compile it with, as (the code, where it starts, what is wrong, what the statement takes), or None: a keyword
    the statement has not (THN for THEN: the condition would be lost), a positional value beyond its parameters or
    after a keyword. Whatever follows a command given by position, unparenthesised, is that command's."""
    known = vocabulary.STATEMENT_PARAMETERS.get(name)
    if known is None:
        return None
    takes = " or ".join(known) if known else "no parameters"
    runs = RUNS.get(name, ("", -1))[1]
    position, keywords = 0, False
    for keyword, value, at in statement_parameters(text):
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
