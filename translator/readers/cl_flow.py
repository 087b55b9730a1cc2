"""Which commands of a CL program run only on a condition: what no other dialect can say.

A CL program runs an MQ command inside a DO group that IF, ELSE, WHEN, OTHERWISE or MONMSG opens, in a DOWHILE,
DOUNTIL or DOFOR loop, in a SELECT, or in a subroutine (SUBR, run when CALLSUBR calls it); or it names the command
in one of those statements (IF COND(...) THEN(DLTMQMQ ...)). MQSC, PCF, REST and ZMQSC scripts run every command
once, in order: such a command, written there, would run whether or not its condition held. The reader marks
each one (``Command.condition``, ``Passthrough.runs``) and dialects/cl.py reports it for any other target.

GOTO and labels are not followed: a command after a label that a GOTO jumps to is not marked.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedInput

# The statements that run a command they name, with its keyword and its position among positional values.
_RUNS = {"IF": ("THEN", 1), "WHEN": ("THEN", 1), "ELSE": ("CMD", 0), "OTHERWISE": ("CMD", 0),
         "MONMSG": ("EXEC", 2)}
_LOOPS = frozenset({"DOWHILE", "DOUNTIL", "DOFOR"})
_GROUPS = _LOOPS | {"DO"}  # the commands ENDDO ends
_ENDS = {"ENDDO": _GROUPS, "ENDSELECT": frozenset({"SELECT"}), "ENDSUBR": frozenset({"SUBR"})}
_WORD = re.compile(r"[\s(]*(?:[A-Za-z$#@][\w$#@.]*/)?([A-Za-z$#@][\w$#@]*)")
_QUOTED = re.compile(r"'[^']*+(?:''[^']*+)*+'?")


class Flow:
    """The groups open at the current command of one CL program, read in order."""

    def __init__(self) -> None:
        # Each open group: the command that opened it, and the condition it runs under: its own, or the one of
        # the group around it (so the innermost condition is at hand however deep the groups nest).
        self._open: list[tuple[str, str]] = []

    @property
    def condition(self) -> str:
        """The innermost condition the current command runs under ("IF at line 3"), or "" when it runs whenever
        the program does."""
        return self._open[-1][1] if self._open else ""

    def statement(self, name: str, text: str, line: int) -> str:
        """Take CL statement ``name`` (its text without comments, on ``line``) into account; the command it runs on
        a condition (THEN, CMD, EXEC), upper case, or ""."""
        if name in _ENDS:
            if self._open and self._open[-1][0] in _ENDS[name]:  # a program the compiler refuses (an end
                self._open.pop()                                # that ends no group) keeps its groups open
            return ""
        here = f"{name} at line {line}"
        if name in _LOOPS or name in ("SELECT", "SUBR"):
            self._open.append((name, here))
        elif name == "DO":
            self._open.append((name, self.condition))  # a group of its own: it runs as the commands around it do
        elif name in _RUNS:
            runs = _command_run(name, text)
            if runs in _GROUPS:
                self._open.append((runs, here))
            return runs
        return ""


def _command_run(name: str, text: str) -> str:
    """The name of the command statement ``name`` runs (THEN(DO) -> "DO"), read as grammars/cl.lark reads the
    statement; where the grammar cannot (values nested deeper than it reads), by parentheses and quotes."""
    from translator.readers.cl import pieces  # the CL reader imports this module

    keyword, position = _RUNS[name]
    try:
        found = [(str(piece.group("open"))[:-1].strip().upper(), piece.group("inner"))
                 if piece.lastgroup == "KEYWORD_VALUE" else ("", piece.group(str(piece.lastgroup)))
                 for piece in pieces(text)]
    except UnexpectedInput:
        found = _parameters(text)
    positional = [value for given, value in found if not given]
    named = [value for given, value in found if given == keyword]
    run = named[0] if named else positional[position] if len(positional) > position else ""
    return _first_word(run)


def _first_word(text: str) -> str:
    match = _WORD.match(text)
    return match.group(1).upper() if match else ""


_KEYWORD_OPEN = re.compile(r"([A-Za-z][A-Za-z0-9]*)\(")


def _parameters(text: str) -> list[tuple[str, str]]:
    """The statement's parameters after its name, as (KEYWORD, value) or ("", positional value): split at blanks
    outside quotes and parentheses, however deep they nest."""
    plain = _QUOTED.sub(lambda quoted: " " * len(quoted.group()), text)  # a quote's ( ) and blanks are its own
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
        if opened:
            found.append((opened.group(1).upper(), text[opened.end():end]))
        else:
            found.append(("", text[begin:end]))
    return found
