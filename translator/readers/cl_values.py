"""Where a CL statement's parameters and values stand in its text, read as grammars/cl.lark reads a statement.

The flow of a program (cl_flow), the command strings it runs (cl_command_strings) and its constants (cl_constants)
look into statements the reader has already taken: a parameter by keyword or position, the items of a list, a
value without its parentheses, the text of a quoted string, the name of a variable or a command. Each pattern
comes from the grammar's terminals.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedInput

from translator.parsers import blank, blank_characters, terminals
from translator.readers.problems import unpaired

BLANK_CHARACTERS = blank_characters()


def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """From grammars/cl.lark's terminals: the COMMAND a value starts with (after blanks and "("), a QUOTED string
    (or an unclosed quote and the rest), and a KEYWORD_OPEN."""
    t = terminals("cl")
    return (re.compile(rf"[{blank()}(]*+({t['COMMAND']})"), re.compile(f"{t['QUOTED']}|'.*", re.S),
            re.compile(t["KEYWORD_OPEN"]))


_COMMAND, QUOTED, _KEYWORD_OPEN = _patterns()
VARIABLE = re.compile(terminals("cl")["VARIABLE"])  # an &variable, as grammars/cl.lark reads one
# What a list of values is made of: quoted strings (or an unclosed quote and the rest), parentheses, runs of
# other characters, runs of blanks.
_LIST_PART = re.compile(f"{QUOTED.pattern}|[()]|[^{blank()}()']++|[{blank()}]++", re.S)
# What pairs in a statement: quoted strings (or an unclosed quote and the rest), parentheses, and a */ outside
# quotes, which closes no comment.
_PAIRING = re.compile(rf"{QUOTED.pattern}|[()]|\*/", re.S)
# An &variable, or a quoted string (or an unclosed quote and the rest), in which an & is text.
VARIABLE_OR_STRING = re.compile(f"{QUOTED.pattern}|{VARIABLE.pattern}", re.S)
# A variable whose address %ADDRESS (%ADDR) gives, as group 1, or a quoted string, in which it is text.
ADDRESS_OR_STRING = re.compile(rf"{QUOTED.pattern}|%ADDR(?:ESS)?+[{blank()}]*+\([{blank()}]*+({VARIABLE.pattern})",
                                re.S | re.I)


ONE_STRING = re.compile(terminals("cl")["QUOTED"])  # a quoted string, closed, as grammars/cl.lark reads one


def call_parameters(text: str) -> list[tuple[str, int]]:
    """The values a CALL (its text) gives the program it calls (PARM), each as written and where it starts in
    ``text``: given by keyword, PARM('...' 40) holds the list; given positionally, CALL QCMDEXC ('...' 40), the
    value is the list in its parentheses."""
    value, at, by_keyword = given_at(text, "PARM", 1)
    return list_items_at(*((value, at) if by_keyword else unparenthesised_at(value, at)))


def call_value(value: str, at: int) -> tuple[str, int]:
    """A value a CALL gives (``value``, starting at ``at``) without the parentheses CL allows around it, nor the
    type and length given with it: ('CRTMQMQ ...'), ('CRTMQMQ ...' (*CHAR 40)) and (40 (*DEC 15 5)) give the
    value, and where it starts; an expression in parentheses, (&A *CAT &B), is kept whole. [UNSURE] A *CHAR length
    shorter than the string is not taken to cut it: what IBM i passes then is not known here."""
    stripped = value.strip()
    at += len(value) - len(value.lstrip())
    if not (stripped.startswith("(") and stripped.endswith(")")) or unbalanced(stripped[1:-1]) is not None:
        return stripped, at  # ('A')||('B'): its parentheses are no pair around it
    inner = list_items_at(stripped[1:-1], at + 1)
    if len(inner) == 1 or (len(inner) == 2 and _TYPE.match(inner[1][0])):
        return inner[0]
    return stripped, at


_TYPE = re.compile(rf"\([{blank()}]*+\*")  # the type given with a CALL's value: (*CHAR 40), (*DEC 15 5)


def changed_variable(target: str) -> str:
    """A CHGVAR target without the built-in function around it: %SST(&Q 1 4) and %SUBSTRING(&Q 1 4) set &Q."""
    target = target.strip()
    opened = target.find("(")
    return target[opened + 1:] if target.startswith("%") and opened > 0 else target


def unbalanced(text: str) -> tuple[int, str] | None:
    """Where the parentheses of a statement's ``text`` (its quotes paired) do not pair: the offset of a ")" that
    closes none, or of the first "(" left open, and what is wrong there; or of a */ left of a nested comment; None
    when they pair."""
    found = unpaired(text, _PAIRING)
    if found is not None and found[1] == "*/":  # the reader blanked each comment whole
        return found[0], "this */ closes no comment (CL comments do not nest)"
    return found


def variable_name(value: str) -> str:
    """The name of the &variable ``value`` starts with, upper case, or ""."""
    match = VARIABLE.match(value.lstrip())
    return match.group()[1:].upper() if match else ""


def string_text(value: str) -> str:
    """The text of the quoted string ``value`` starts with, its doubled quotes made single, or ""."""
    string = QUOTED.match(value.strip())
    return string.group()[1:-1].replace("''", "'") if string and string.group().endswith("'") else ""


def value_of(text: str, keyword: str, position: int) -> str:
    """The value of a statement's parameter ``keyword``, given by keyword or as positional value ``position``, read
    as grammars/cl.lark reads the statement; where the grammar cannot (values nested deeper than it reads), by
    parentheses and quotes."""
    return value_at(text, keyword, position)[0]


def value_at(text: str, keyword: str, position: int) -> tuple[str, int]:
    """value_of, with where its value starts in ``text`` (-1 for none)."""
    return given_at(text, keyword, position)[:2]


def given_at(text: str, keyword: str, position: int) -> tuple[str, int, bool]:
    """value_at, and whether the value is given by ``keyword`` (inside its parentheses) or positionally."""
    from translator.readers.cl import pieces  # the CL reader imports this module

    if _BUILT_IN.search(QUOTED.sub("", text)):  # %SST(&Q 1 3): one value, where the grammar reads a word and a list
        found = statement_parameters(text)
    else:
        try:
            found = [(str(piece.group("open"))[:-1].strip().upper(), piece.group("inner"), piece.start("inner"))
                     if piece.lastgroup == "KEYWORD_VALUE" else
                     ("", piece.group(str(piece.lastgroup)), piece.start(str(piece.lastgroup)))
                     for piece in pieces(text)]
        except UnexpectedInput:
            found = statement_parameters(text)
    named = [(value, at, True) for given, value, at in found if given == keyword]
    positional = [(value, at, False) for given, value, at in found if not given]
    return named[0] if named else positional[position] if len(positional) > position else ("", -1, False)


_BUILT_IN = re.compile(r"%[A-Za-z]++\(")  # a built-in function (%SST, %SUBSTRING, %BIN ...) and its "("


def list_items(values: str) -> list[str]:
    """The values of a list, split at blanks outside quotes and parentheses: a typed value, (10 (*INT 4)), is one."""
    return [item for item, _ in list_items_at(values, 0)]


def list_items_at(values: str, at: int) -> list[tuple[str, int]]:
    """list_items, with where each starts, ``values`` starting at ``at``."""
    items: list[tuple[str, int]] = []
    start, depth = -1, 0
    for part in _LIST_PART.finditer(values):
        if depth == 0 and part.group()[0] in BLANK_CHARACTERS:
            if start >= 0:
                items.append((values[start:part.start()], at + start))
                start = -1
            continue
        text = part.group()
        depth = depth + 1 if text == "(" else max(depth - 1, 0) if text == ")" else depth
        start = part.start() if start < 0 else start
    return [*items, (values[start:], at + start)] if start >= 0 else items


def unparenthesised(value: str) -> str:
    """A positional value without the parentheses around it: (GOTO END) -> GOTO END."""
    value = value.strip()
    return value[1:-1] if value.startswith("(") and value.endswith(")") else value


def unparenthesised_at(value: str, at: int) -> tuple[str, int]:
    """unparenthesised, with where what it gives starts, ``value`` starting at ``at``."""
    stripped = value.strip()
    start = at + len(value) - len(value.lstrip())
    if stripped.startswith("(") and stripped.endswith(")"):
        return stripped[1:-1], start + 1
    return stripped, start


def command_name(text: str) -> str:
    """The name of the command ``text`` starts with (without its library), upper case, or ""."""
    match = _COMMAND.match(text)
    return match.group(1).rsplit("/", 1)[-1].upper() if match else ""


def statement_parameters(text: str) -> list[tuple[str, str, int]]:
    """The statement's parameters after its name, as (KEYWORD, value, where the value starts) or ("", positional
    value, where it starts): split at blanks outside quotes and parentheses, however deep they nest."""
    plain = QUOTED.sub(lambda quoted: "_" * len(quoted.group()), text)  # a quote's ( ) and blanks are its own
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
