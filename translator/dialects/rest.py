"""The MQ administrative REST API's runCommandJSON bodies, one JSON object per line (or YAML: rest_yaml.py).

``{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN",
"parameters": {"descr": "Orders", "maxdepth": 5000, "put": "disabled", "replace": "yes", "names": ["A", "B"]}}``

The form is MQSC written as JSON: the verb and object keyword, the name, and each MQSC keyword in lower case with
its value as a JSON string, number or array; a flag keyword (REPLACE, NOTRIGGER) takes "yes" (or "no" for its
opposite). So a body is read by spelling it as the MQSC command it stands for, exactly (every string quoted,
every word checked), and reading that with the MQSC reader; a ``runCommand`` body carries MQSC text as it is.
Writing goes the other way, from the registry's MQSC spellings.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple

from translator import registry
from translator.diagnostics import PLACED, Reporter, Source
from translator.dialects import Dialect, mqsc_vocabulary, rest_yaml
from translator.model import (
    Action,
    Blank,
    Command,
    Explicit,
    Item,
    ObjectType,
    Passthrough,
    Rejected,
    Script,
    Span,
    SystemDefault,
    Unchanged,
    Value,
)
from translator.model.characters import unsafe_in_script, visible
from translator.model.commands import Break
from translator.readers import json_bodies, json_list
from translator.readers import mqsc as mqsc_reader
from translator.readers.json_bodies import JSON_STRING, too_deep
from translator.readers.logical_lines import LogicalCommand, split_mqsc
from translator.readers.pcf_text import Written, written
from translator.registry import Kind
from translator.registry.objects import BY_MQSC_NOUN, BY_TYPE
from translator.semantics import stated_type
from translator.writers import mqsc as mqsc_writer
from translator.writers import spelling
from translator.writers.context import QueueManagerContext
from translator.writers.layout import wrap
from translator.writers.options import WriteOptions
from translator.writers.pcf_messages import dropping_comments
from translator.writers.text_writer import changes_nothing

NAME = "rest"
_MQSC = "mqsc"  # the dialect a runCommand body carries, and whose other commands it can carry
# A body longer than any command's (MQSC's 32,762 characters, each escaped) is refused before it is decoded, which
# would cost many times its length [UNSURE: the REST API's own limit is not documented here].
LONGEST_LINE = 1 << 20
SHAPE = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "...", "parameters": {...}}'
VERBS = {Action.CREATE: "define", Action.COPY: "define", Action.CHANGE: "alter", Action.DELETE: "delete"}
# What may stand as a keyword or an unquoted word in the MQSC a body spells: anything else could change the
# command's shape, so it is an error, never copied.
_KEYWORD = re.compile(r"[A-Za-z][A-Za-z0-9]*\Z")
_WORD = re.compile(r"[A-Za-z0-9_.*]+\Z")
# A REST body names its type ("runCommandJSON" or "runCommand"); a PCF body never does.
_REST = re.compile(r'"type"\s*:\s*"runCommand(?:JSON)?"')


# The fields each type of body may have (IBM's request body); any other is most likely a misspelt one, whose
# value would be lost if it were ignored.
_FIELDS = {"runCommandJSON": frozenset({"type", "command", "qualifier", "name", "parameters", "responseParameters"}),
           "runCommand": frozenset({"type", "parameters"})}
_RUN_COMMAND_PARAMETERS = frozenset({"command"})


class _Problem(Exception):
    """A body that does not have runCommandJSON's shape: ``code`` says how (MQT102 unless told)."""

    def __init__(self, message: str, code: str = "MQT102", expected: str = SHAPE, key: str | None = None,
                 column: int = 0, field: bool = False, at_value: bool = False) -> None:
        super().__init__(message)
        # key: the field (``field``: of the body itself, not of its parameters) or parameter it is about, if one;
        # column: where in the line, when no key says (1-based); at_value: a problem with the key's value, said at
        # the value's first character (JSON or YAML), as a value the decoder refuses is; else at the key
        self.code, self.expected, self.key, self.column, self.field = code, expected, key, column, field
        self.at_value = at_value


def _unique(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object's pairs as a dict; a key given twice is an error (json.loads would keep the last silently)."""
    body: dict[str, object] = {}
    for key, value in pairs:
        if key in body:
            raise _Problem(f"{json.dumps(key)[:40]} is given twice", "MQT108", "each key once", key=key)
        body[key] = value
    return body


# Digits of the longest JSON integer read as a number: a longer one is refused before Python's int() refuses it
# (4,300 digits); a shorter one out of range is refused at its parameter (MQT202), as any other.
_LONGEST_NUMBER = 4_000
# A JSON string (skipped: its digits are text) or an integer longer than that (not a float's digits).
_LONG_NUMBER = re.compile(rf"{JSON_STRING}|(?<![0-9.eE+-])(-?[0-9]{{{_LONGEST_NUMBER + 1},}}+)(?![0-9.eE])")


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > _LONGEST_NUMBER:
        digits = len(text.lstrip("-"))
        raise _Problem(f"a number of {digits:,} digits is outside the range of every attribute", "MQT202",
                       "a number within the parameter's range")
    return int(text)


def _long_number_at(line: str) -> int:
    """The column of the first integer of ``line`` longer than _LONGEST_NUMBER digits (0: none)."""
    return next((found.start(1) + 1 for found in _LONG_NUMBER.finditer(line) if found.group(1)), 0)


class _NotJson(_Problem):
    """NaN, Infinity or -Infinity, which Python's decoder takes and JSON has not: a body copied verbatim holding one
    would be refused by any other reader."""


def _not_json(constant: str) -> object:
    raise _NotJson(f"{constant} is not a JSON value", expected="a string, a whole number or a list")


# A JSON string (skipped: its letters are text) or one of the constants JSON has not.
_CONSTANT = re.compile(rf"{JSON_STRING}|(NaN|-?Infinity)")


_DECODER = json.JSONDecoder(object_pairs_hook=_unique, parse_int=_whole_number, parse_float=written,
                            parse_constant=_not_json)


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read one body per non-blank line; commands outside queues, namelists and processes pass through."""
    return Script(list(read_items(text, file, reporter, variables, [])))


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of REST bodies as they are read: JSON Lines, or YAML when the text does not start with a JSON
    object (a body's comments are not kept: ``trailing`` stays empty)."""
    del variables, trailing  # REST bodies have no script variables, and a YAML comment is no body's
    if text.strip() and not _is_json(text) and not json_list.is_list(text):
        return (_yaml_item(found, file, reporter) for found in rest_yaml.bodies(text))
    return json_list.items(text, file, reporter, _FORM)


def _is_json(text: str) -> bool:
    """True when ``text`` starts with a JSON object. Anything else but a JSON list is YAML: a line starting with
    "{" further on may be inside a YAML string (a quoted description may go on at column 1), never to be read as a
    body of its own."""
    return text.lstrip("\ufeff \t\r\n")[:1] == "{"


def _item(text: str, span: Span, reporter: Reporter, column: int = 1) -> Item:
    """The item a body's text reads as, its first character at ``column`` of its line (1: the text is the whole
    line, as in JSON Lines)."""
    length = json_bodies.length(text)
    places = json_bodies.Places(text, span, column)
    if places.starts is not None:  # a diagnostic shows the line it points at
        text = Source(text, span.line)
    if length > LONGEST_LINE:
        reporter.report("MQT102", f"the body is {length:,} characters long, longer than any command's",
                        places.of(LONGEST_LINE), text, expected=f"at most {LONGEST_LINE:,} characters")
        return Rejected(NAME, "runCommandJSON", text, span)
    body: object = None
    try:
        body = _decoded(text)
        mqsc, keys, text_given, unspelt, wrong = _as_mqsc(body)
    except _Problem as problem:
        wrong, mqsc = [problem], None
    placed: dict[str, int] = {}
    for problem in wrong:
        # Each key is looked for from the body's start: only for the diagnostics whose place is kept, so that a
        # body of many parameters in the wrong shape is read in linear time.
        placed[problem.code] = placed.get(problem.code, 0) + 1
        at = problem.column - 1 if problem.column else -1 if problem.key is None or placed[problem.code] > PLACED \
            else _key_at(text, problem.key, problem.code == "MQT108", problem.field, problem.at_value)
        reporter.report(problem.code, str(problem), places.of(at), text, expected=problem.expected)
    if mqsc is None:
        return _rejected(body, text, span, _command_at(text, places, span, column))
    breaks = _text_at(text, mqsc, places) if text_given else _breaks(text, keys, places)
    if breaks[0][1] != span.line and not text_given:
        # The command stands where the body starts, which owns the diagnostics of its lines, whatever line its
        # "command" field is on, as a YAML body's does (else a parameter's diagnostic on a line before that field
        # would be the body before's, whose command is written).
        breaks[0] = (0, span.line, column)
    if wrong:  # the other parameters' problems, as the MQSC reader finds them; the body is refused
        _read(LogicalCommand(mqsc, span.file, breaks, text), text_given, text, span, reporter, unspelt)
        return _rejected(body, text, span, _command_at(text, places, span, column))
    # A body over several lines is copied as one, its lines joined: no string of JSON's spans a line.
    copy = json_bodies.one_line(text)
    return _read(LogicalCommand(mqsc, span.file, breaks, text), text_given, copy, span, reporter, unspelt)


def _read(logical: LogicalCommand, text_given: bool, copy: str, span: Span, reporter: Reporter,
          unspelt: Sequence[_Unspelt] = ()) -> Item:
    """The item the MQSC text of a body reads as; a command outside queues, namelists and processes passes through
    as ``copy``, the body as a JSON line. ``unspelt``: the flags given the value MQSC says by leaving a keyword
    out, which the command holds as given, so that validation checks them as any other."""
    item = mqsc_reader.read_command(logical, reporter)
    if isinstance(item, Command):
        for flag in unspelt:
            target = item.options if flag.attribute.option else item.attributes
            if flag.attribute.name in target:  # "force": "yes" and "FORCE": "no": neither value is the one
                reporter.report("MQT108", f"the flag for {flag.attribute.name} is given twice", logical.span(flag.offset),
                                logical.source, expected="each parameter once")
                return Rejected(NAME, item.kind, logical.source, span, [], item.name)
            target[flag.attribute.name] = Explicit(flag.value.pcf)
            item.spans[flag.attribute.name] = logical.span(flag.offset)
    mqsc = logical.text
    if isinstance(item, Passthrough) and text_given and _one_line_of_mqsc(mqsc) and item.kind not in mqsc_reader.ENDS:
        # runCommand's MQSC, which MQSC copies: as a script's lines, which runmqsc reads up to LONGEST_LINE long
        # (split_mqsc joins them back into this text, for REST). Blanks around it are no part of the command, and a
        # tab ending a line is one runmqsc does not take (MQT131).
        folded = wrap(mqsc.strip(" \t"), mqsc_vocabulary.LONGEST_LINE)
        if max(map(len, folded.split("\n"))) <= mqsc_vocabulary.LONGEST_LINE:
            return Passthrough(_MQSC, item.kind, folded, span, [], item.name)
        # A run of blanks or commas longer than a line folds nowhere: no line runmqsc reads could hold it.
        reporter.report("MQT102", f"the MQSC text cannot be folded into lines of at most "
                        f"{mqsc_vocabulary.LONGEST_LINE:,} characters, which runmqsc reads: a run of separators "
                        "is longer than a line", logical.span(0), logical.source,
                        expected="the blanks or commas between parameters shortened")
        return Rejected(NAME, item.kind, logical.source, span, [], item.name)
    if isinstance(item, Passthrough):
        return Passthrough(NAME, item.kind, copy, span, [], item.name)
    if isinstance(item, Rejected):
        return Rejected(NAME, item.kind, logical.source, span, [], item.name)
    return item


def _yaml_item(found: rest_yaml.YamlBody | rest_yaml.YamlProblem, file: str, reporter: Reporter) -> Item:
    """A body read from YAML, its diagnostics at its fields and parameters in the file."""
    if isinstance(found, rest_yaml.YamlProblem):
        span = Span(file, found.line, found.column)
        for said in (*found.before, found):  # one record: the problems of one line
            reporter.report(said.code, said.message, Span(file, said.line, said.column), found.source,
                            expected=said.expected)
        return Rejected(NAME, "runCommandJSON", found.source, Span(file, *found.record) if found.record else span)
    span = Span(file, found.line, found.column)
    try:
        mqsc, keys, text_given, unspelt, wrong = _as_mqsc(found.body)
    except _Problem as problem:
        wrong, mqsc = [problem], None
    for problem in wrong:
        where = _yaml_place(found, problem)
        reporter.report(problem.code, str(problem), Span(file, *where) if where else span, found.source,
                        expected=problem.expected)
    if mqsc is None:
        return _rejected(found.body, found.source, span, span)  # where it starts: its record owns its lines
    if text_given:
        line, column = found.text_at if found.text_at[0] else (found.line, found.column)
        breaks: list[Break] = [(0, line, column)]
    else:
        breaks = [(offset, *_yaml_at(found, key)) for key, offset in keys if offset >= 0]
    if breaks[0][1] != found.line and not text_given:
        # The command stands where the body starts, which owns the diagnostics of its lines, whatever line its
        # "command" field is on (a body whose first field is its name). A runCommand's text keeps its place: only
        # diagnostics inside it are left to come, on its lines.
        breaks[0] = (0, found.line, found.column)
    # ASCII, as the writer's bodies: no line or paragraph separator reaches a line. (An unquoted boolean left is
    # the value of a keyword the command has not, which the MQSC reader has refused.)
    copy = json.dumps(found.body, default=lambda boolean: boolean.value)
    item = _read(LogicalCommand(mqsc, file, breaks, found.source), text_given, copy, span, reporter, unspelt)
    # With parameters in the wrong shape, what the MQSC reader found of the others is said, and the body refused.
    return _rejected(found.body, found.source, span, span) if wrong else item


def _yaml_place(found: rest_yaml.YamlBody, problem: _Problem) -> tuple[int, int] | None:
    """Where in the YAML a problem is said: at the value or key of the field or parameter it names (None: none)."""
    if problem.key is None:
        return None
    if problem.field:
        return (found.field_values if problem.at_value else found.field_keys).get(problem.key)
    return (found.values if problem.at_value else found.parameters).get(problem.key)


def _command_at(text: str, places: json_bodies.Places, span: Span, column: int) -> Span:
    """Where a refused body's command stands: at its command word on the line the body starts; where the body
    starts when that word is on a later line (the body owns the diagnostics of all its lines, as a read one does)."""
    at = places.of(_head_at(text, "<command>"))
    return at if at.line == span.line else Span(span.file, span.line, column)


def _rejected(body: object, text: str, span: Span, command_at: Span) -> Rejected:
    """A body refused before its MQSC text is read: named as the command it spells (DEFINE QLOCAL, and its name),
    at its command word, as one refused later is, when it says which; else as a body, at its start."""
    if isinstance(body, dict) and isinstance(verb := body.get("command"), str) and _KEYWORD.match(verb) \
            and isinstance(noun := body.get("qualifier"), str) and _KEYWORD.match(noun):
        name = body.get("name")
        return Rejected(NAME, f"{verb} {noun}".upper(), text, command_at, [], name if isinstance(name, str) else "")
    return Rejected(NAME, "runCommandJSON", text, span)


def _yaml_at(found: rest_yaml.YamlBody, key: str) -> tuple[int, int]:
    """Where a piece of the MQSC text stands in the YAML: the command word and object keyword at their first
    letter, the name just before it (where the MQSC text's quote stands), a parameter at its key."""
    if key in _HEAD_FIELDS:
        line, column = found.fields.get(key[1:-1], (found.line, found.column))
        return (line, column - 1) if key == "<name>" and column > 1 else (line, column)
    return found.parameters.get(key, (found.line, found.column))


def _one_line_of_mqsc(text: str) -> bool:
    """True when ``text``, copied as a line of an MQSC script, is that one command and no more, as the MQSC
    splitter reads it: one complete command, all of the text (no ";" ending it early, no "+" or "-" joining the
    next line, no "*" making it a comment), on one line of printable characters."""
    if "\n" in text or "\r" in text or unsafe_in_script(text) is not None:
        return False
    commands, trailing = split_mqsc(text, "")
    return len(commands) == 1 and not trailing and not commands[0].unfinished and commands[0].text == text.strip()


def _key_at(line: str, key: str, again: bool, field: bool = False, value: bool = False) -> int:
    """Where ``key`` is given as a key of the body (followed by its colon, which no string's closing quote is): a
    parameter's after "parameters", else (and for a ``field`` of the body) the first; ``again``: where it is given
    again (a key given twice); ``value``: where its value starts. -1: not found as written (escaped)."""
    if again:
        return _repeat_at(line, key)
    # A field of the body is one of its own keys, never a parameter's of the same name (a parameter "name").
    found = (None if field else _key_place(line, key, parameter=True)) or _key_place(line, key, parameter=False)
    return -1 if found is None else found.value if value else found.start


class _Key(NamedTuple):
    """A key of a body: its name, where it and its value start, how deep (1: a field of the body) and whether it
    is a parameter's (directly inside the body's "parameters")."""

    name: str
    start: int
    value: int
    depth: int
    parameter: bool


_BLANKS = re.compile(r"[ \t\r\n]*")


def _keys(text: str) -> Iterator[_Key]:
    """The keys of the body's objects in order, each string followed by its colon (never a value that spells one),
    at its depth."""
    depth, inside = 0, False  # inside: in the body's "parameters" object
    for token in _TOKENS.finditer(text):
        if token.group(1) is None:  # a bracket or brace
            depth += 1 if token.group() in "{[" else -1
            inside = inside and depth >= 2
        elif token.group(2) is not None:
            name = _key_name(token.group(1))
            yield _Key(name, token.start(), _BLANKS.match(text, token.end()).end(), depth, inside and depth == 2)
            if depth == 1:
                inside = name == "parameters"


def _repeat_at(text: str, key: str) -> int:
    """Where ``key`` is given again in the first object to close holding it twice: the decoder checks each object's
    keys as it closes, so that is the repeat it refused (a key of the same name in another object is none). -1: not
    found."""
    opened: list[tuple[set[str], list[int]]] = []  # each open object's (or list's) keys, and where ``key`` repeats
    for token in _TOKENS.finditer(text):
        if token.group(1) is None:  # a bracket or brace
            if token.group() in "{[":
                opened.append((set(), []))
            elif opened and (repeated := opened.pop()[1]):
                return repeated[0]
        elif token.group(2) is not None and opened:
            keys, repeated = opened[-1]
            name = _key_name(token.group(1))
            if name == key and name in keys and not repeated:
                repeated.append(token.start())
            keys.add(name)
    return -1


def _key_name(written: str) -> str:
    """A key's name, its escapes read (as written when one is no JSON escape)."""
    if "\\" not in written:
        return written[1:-1]
    try:
        return str(json.loads(written))
    except ValueError:
        return written[1:-1]


def _key_place(text: str, key: str, parameter: bool) -> _Key | None:
    """Where ``key`` first stands: as a parameter's key, or a field's (a key of the body itself)."""
    return next((found for found in _keys(text) if found.name == key
                 and (found.parameter if parameter else found.depth == 1)), None)


# The fields of the MQSC command's head, keyed as the MQSC text's pieces are, in angle brackets, which no
# parameter's key holds (_KEYWORD): where a diagnostic about the command word, the object keyword or the name
# points, at their values.
_HEAD_FIELDS = frozenset(f"<{field}>" for field in ("command", "qualifier", "name"))


def _breaks(text: str, keys: list[tuple[str, int]], places: json_bodies.Places) -> list[Break]:
    """Where the MQSC text's pieces stand in the body: each parameter at its key in the "parameters" object (a
    string followed by its colon, never a value that spells it), so that a diagnostic about it points there, and
    the command word, the object keyword and the name (keys <command>, <qualifier>, <name>) at their fields'
    values. The parameters' keys come in the order the body gives them, so the text is read once."""
    breaks: list[Break] = []  # the first key is the command word's, at offset 0
    heads: dict[str, int] = {}  # each head field's value, where it is first given
    parameters: list[int] = []  # each key of the "parameters" object, in order
    for found in _keys(text):  # the body read once, for all of them
        if found.parameter:
            parameters.append(found.start)
        elif found.depth == 1 and (field := f"<{found.name}>") in _HEAD_FIELDS and field not in heads:
            heads[field] = _value_at(text, field, found)
    given = iter(parameters)
    for key, offset in keys:
        if key in _HEAD_FIELDS:  # the command word, the object keyword or the name: at its field's value
            breaks.append((offset, *places.at(heads.get(key, -1))))
            continue
        at = next(given, -1)
        if offset >= 0:
            breaks.append((offset, *places.at(at)))
    return breaks


# A JSON string, with the colon after it when it is a key, or a bracket or brace: a string is matched whole, so
# nothing inside one is taken for a key or a bracket.
_TOKENS = re.compile(rf"({JSON_STRING})(?:[ \t\r\n]*(:))?|[\[\]{{}}]")


def _head_at(text: str, key: str) -> int:
    """The offset of the command word's, object keyword's or name's field value (``key``: <command>, <qualifier>,
    <name>), as _value_at gives it; -1 when the field is not found as written."""
    found = _key_place(text, key[1:-1], parameter=False)
    return -1 if found is None else _value_at(text, key, found)


def _value_at(text: str, key: str, found: _Key) -> int:
    """Where head field ``key``'s value (its key ``found``) points: a word at its first letter (inside the JSON
    string's quote); the name at the quote, where the MQSC text's own quote stands."""
    return found.value + (key != "<name>" and text.startswith('"', found.value))


def _text_at(body: str, text: str, places: json_bodies.Places) -> list[Break]:
    """Where a runCommand's MQSC text stands in the body: in its string when the body writes it as it is (without
    escapes), so that a diagnostic points into it; else at the body's start."""
    literal = json.dumps(text, ensure_ascii=False)[:-1]  # its opening quote and text, to the end the body may add
    after = body.find('"command"', max(body.find('"parameters"'), 0))
    found = body.find(literal, after) if after >= 0 and literal[1:] == text else -1  # escaped: columns would drift
    return [(0, *places.at(found + 1 if found >= 0 else -1))]


def _decoded(line: str) -> object:
    """The JSON value of a line."""
    try:
        return _DECODER.decode(line)
    except json.JSONDecodeError as error:
        raise _Problem(json_list.problem_at(line, error.pos, error.msg), column=error.pos + 1) from None
    except RecursionError:
        raise _Problem("JSON nested too deeply for a command", column=too_deep(line)) from None
    except _Problem as problem:
        if problem.code == "MQT202":  # a number too long: at the first such number
            problem.column = _long_number_at(line)
        elif isinstance(problem, _NotJson):
            problem.column = next((found.start(1) + 1 for found in _CONSTANT.finditer(line) if found.group(1)), 0)
        raise


class _Unspelt(NamedTuple):
    """A flag given the value MQSC says by leaving its keyword out ("force": "no"), at ``offset`` of the text."""

    attribute: registry.Attribute
    value: registry.EnumValue
    offset: int


def _as_mqsc(body: object) -> tuple[str, list[tuple[str, int]], bool, list[_Unspelt], list[_Problem]]:
    """The MQSC command a body stands for, each parameter's key with the offset of its piece in that text, whether
    the body gave that text as it is (runCommand), the flags given a value MQSC has no keyword for, and the problems
    of the parameters in the wrong shape, which the text leaves out (the body is refused). Raises _Problem for a
    body of the wrong shape."""
    if not isinstance(body, dict):
        raise _Problem("not a JSON object")
    kind = body.get("type")
    if kind is None and any(isinstance(value, dict | list) for value in body.values()):
        raise _Problem('no "type": an object holding others is no body, and a body inside one is not read')
    if not isinstance(kind, str) or kind not in _FIELDS:  # a list or object is not hashable
        raise _Problem('"type" is neither "runCommandJSON" nor "runCommand"')
    _known(body, _FIELDS[kind], field=True)
    if kind == "runCommand":
        parameters = body.get("parameters")
        command = parameters.get("command") if isinstance(parameters, dict) else None
        if not isinstance(command, str):
            given = f", not {_given(command)}" if isinstance(parameters, dict) and "command" in parameters else ""
            raise _Problem('runCommand needs "parameters": {"command": "MQSC text"}' + given,
                           key="command" if given else None, at_value=True)
        _known(parameters, _RUN_COMMAND_PARAMETERS)
        command = command.rstrip("\r\n")  # a line end closing the text ends the command as the text's end does
        if "\n" in command or (found := unsafe_in_script(command)) is not None:  # CR, other controls, U+2028 ...
            shown = "a line break" if "\n" in command else f"the unprintable character {visible(found.group())}"
            raise _Problem(f"the MQSC text holds {shown}: runmqsc would not read it as one command",
                           expected="one MQSC command on one line of printable characters", key="command",
                           at_value=True)
        return command, [], True, [], []
    asked = body.get("responseParameters", [])
    if not isinstance(asked, list) or not all(isinstance(word, str) for word in asked):
        raise _Problem('"responseParameters" is not a list of strings', expected='"responseParameters": ["all"]',
                       key="responseParameters", field=True, at_value=True)
    words = [_word(body.get("command"), "command")]
    keys: list[tuple[str, int]] = [("<command>", 0)]  # where each piece of the MQSC text starts, by its key
    if "qualifier" in body:
        keys.append(("<qualifier>", len(words[0]) + 1))
        words.append(_word(body["qualifier"], "qualifier"))
    if "name" in body:
        if not isinstance(body["name"], str):
            raise _Problem('"name" is not a string', key="name", field=True, at_value=True)
        keys.append(("<name>", len(" ".join(words)) + 1))
        words[-1] += f"({_quoted(body['name'])})"
    parameters = body.get("parameters", {})
    if not isinstance(parameters, dict):
        raise _Problem('"parameters" is not an object', key="parameters", field=True, at_value=True)
    family = BY_MQSC_NOUN.get(words[1].split("(")[0].upper()) if len(words) > 1 else None
    text = " ".join(words)
    unspelt: list[_Unspelt] = []
    problems: list[_Problem] = []  # every parameter's, as MQSC says each parameter's (the reporter bounds them)
    for key, value in parameters.items():
        try:
            piece = _parameter(key, value, family)
        except _Problem as problem:
            problem.key = key
            problems.append(problem)
            keys.append((key, -1))  # no piece of the text: where it stands is passed over
            continue
        keys.append((key, len(text) + 1))
        if isinstance(piece, tuple):
            unspelt.append(_Unspelt(*piece, len(text) + 1))
            piece = ""
        text += " " + piece
    return text, keys, False, unspelt, problems


def _known(fields: dict[str, object], known: frozenset[str], field: bool = False) -> None:
    """Raise MQT105 for the first of ``fields`` not in ``known`` (``field``: the body's own, which the other type
    of body may have)."""
    for name in fields:
        if name not in known:
            other = next((kind for kind, theirs in _FIELDS.items() if name in theirs and theirs is not known), "") \
                if field else ""
            raise _Problem(f"unknown field {json.dumps(name)[:40]}" + (f', a field of "type": "{other}" bodies'
                                                                         if other else ""),
                           "MQT105", ", ".join(sorted(known)), key=name, field=field)


def _word(value: object, field: str) -> str:
    if not isinstance(value, str) or not _KEYWORD.match(value):
        raise _Problem(f'"{field}" is not an MQSC keyword', key=field, field=True, at_value=True)
    return value


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _parameter(key: str, value: object, family: ObjectType | None) -> str | tuple[registry.Attribute, registry.EnumValue]:
    """``KEYWORD(value)`` or a flag, as MQSC writes the key's value; a flag's attribute and value where MQSC says
    it by leaving the keyword out."""
    if not _KEYWORD.match(key):
        raise _Problem(f"parameter {json.dumps(key)[:40]} is not an MQSC keyword")
    flag = registry.by_flag("mqsc", key.upper(), family) if family is not None else None
    if flag is not None:
        return _flag(key, value, flag)
    if key.upper() == "LIKE":
        return _like(key, value)
    if family is None:  # a command outside queues, namelists and processes: MQSC's value, whatever it is
        return _any(key, value)
    attribute = registry.by_keyword("mqsc", key.upper(), family)
    if attribute is None:  # no keyword of the object's: the MQSC reader says so (MQT105), whatever its value
        return key
    return _attribute(key, value, attribute)


def _attribute(key: str, value: object, attribute: registry.Attribute) -> str:
    """``KEYWORD(value)`` for an attribute of a queue, namelist or process, given as IBM writes it: a string as a
    JSON string, a number as a JSON number (a named value of one, NOLIMIT, as a string), a word as a string and a
    list of names as a list of strings. Any other JSON type is MQT201 naming the type and range the attribute
    takes, both ways: "maxdepth": "5000" is refused as "descr": 5 is [UNSURE whether mqweb turns one into the
    other; IBM's samples never give one for the other]."""
    kind = attribute.kind
    if kind is Kind.NAME_LIST and isinstance(value, list) and all(isinstance(item, str) for item in value):
        return f"{key}({', '.join(_quoted(item) for item in value)})"
    if kind is Kind.INTEGER and type(value) is int:
        return f"{key}({value})"
    if kind is Kind.INTEGER and isinstance(value, str) and value.upper() in _special_words(attribute):
        return f"{key}({value})"
    if kind is Kind.ENUM and isinstance(value, str):  # a word, which the MQSC reader checks: never quoted
        if not _WORD.match(value):
            raise _Problem(f'"{key}": {json.dumps(value)[:40]} is not a value word', "MQT201", _wanted(attribute),
                           at_value=True)
        return f"{key}({value})"
    if kind is Kind.STRING and isinstance(value, str):
        return f"{key}({_quoted(value)})"
    wanted = _wanted(attribute)
    raise _Problem(f'"{key}" takes {wanted}, not {_given(value)}', "MQT201", wanted, at_value=True)


def _like(key: str, value: object) -> str:
    """LIKE(name): the one object a define copies, named as "name" names its object."""
    if isinstance(value, list):  # ["A"] would read as "A"
        raise _Problem(f'"{key}" takes one value, not a list', expected=_A_NAME, at_value=True)
    if not isinstance(value, str):
        raise _Problem(f'"{key}" takes {_A_NAME}, not {_given(value)}', expected=_A_NAME, at_value=True)
    return f"{key}({_quoted(value)})"


_A_NAME = "a JSON string: the name of the object to copy"
_ANY = "a JSON string, a whole number or a list of strings"


def _any(key: str, value: object) -> str:
    """``KEYWORD(value)`` of a command outside queues, namelists and processes, which no registry row describes:
    a string quoted, a whole number or a list of strings, as MQSC takes any of them."""
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return f"{key}({', '.join(_quoted(item) for item in value)})"
    if type(value) is int:
        return f"{key}({value})"
    if isinstance(value, str):
        return f"{key}({_quoted(value)})"
    raise _Problem(f'"{key}" takes {_ANY}, not {_given(value)}', expected=_ANY, at_value=True)


def _special_words(attribute: registry.Attribute) -> frozenset[str]:
    """The words naming an integer attribute's special values (NOLIMIT, DEFAULT, CICS), upper case."""
    return frozenset(word for special in attribute.specials for word in special.words("mqsc"))


def _strings(words: Sequence[str]) -> str:
    """JSON strings of ``words``, in lower case as IBM writes them: 'the string "x"' or 'one of the strings ...'."""
    quoted = ", ".join(json.dumps(word.lower()) for word in words)
    return f"the string {quoted}" if len(words) == 1 else f"one of the strings {quoted}"


def _wanted(attribute: registry.Attribute) -> str:
    """What the REST API takes for ``attribute``, from its registry row: its JSON type, range, length or words."""
    if attribute.kind is Kind.INTEGER:
        wanted = f"a JSON number from {attribute.minimum} to {attribute.maximum}"
        specials = [word for special in attribute.specials if (word := special.spelling("mqsc"))]
        return f"{wanted} or {_strings(specials)}" if specials else wanted
    if attribute.kind is Kind.ENUM:
        return _strings([word for value in attribute.values if (word := value.spelling("mqsc"))])
    if attribute.kind is Kind.NAME_LIST:
        return "a list of JSON strings" + (f" (at most {attribute.max_items} names)" if attribute.max_items else "")
    return "a JSON string" + (f" of at most {attribute.max_length} characters" if attribute.max_length else "")


def _given(value: object) -> str:
    """What a JSON (or YAML) value is, for a message: its type, and the value itself when short."""
    if isinstance(value, rest_yaml.Boolean):
        return str(value)
    if isinstance(value, Written):
        return value.said(40)
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        shown = str(value)
        return f"the number {shown}" if len(shown) <= 40 else "a number"
    if isinstance(value, str):
        shown = json.dumps(value)
        return f"the string {shown}" if len(shown) <= 40 else "a string"
    if isinstance(value, list):
        wrong = next((item for item in value if not isinstance(item, str)), None)
        return "a list" if wrong is None else f"a list holding {_given(wrong)}"
    return "an object"


def _flag(key: str, value: object, flag: tuple[registry.Attribute, registry.EnumValue]) \
        -> str | tuple[registry.Attribute, registry.EnumValue]:
    """"replace": "yes" is REPLACE and "no" its opposite (NOREPLACE); a NO keyword takes "yes" only. "force": "no"
    has no keyword, as MQSC says no FORCE by leaving it out: it is the attribute and its value (MQFC_NO), which
    the command holds as given. On ALTER of a local, alias or remote queue that is exactly leaving FORCE out
    (MQFC_NO is what omission means there), and every target writes it so (MQSC and REST by omission, PCF as
    MQFC_NO, CL as FORCE(*NO)); elsewhere FORCE is no parameter of the command, and validation says so as it does
    for "force": "yes" (MQT206, MQT204), never dropping what the body gave."""
    if not isinstance(value, str) or value.lower() not in ("yes", "no"):
        raise _Problem(f'"{key}" is a flag: it takes "yes" or "no", not {_given(value)}', expected='"yes" or "no"',
                       at_value=True)
    if value.lower() == "yes":
        return key
    attribute, chosen = flag
    opposites = [v for v in attribute.values if v is not chosen and v.spelling("mqsc") is not None]
    if len(opposites) != 1:
        raise _Problem(f'"{key}": "no" has no opposite keyword', expected=f'"{key}": "yes"')
    opposite = opposites[0]
    word = str(opposite.spelling("mqsc"))
    if not word:
        return attribute, opposite
    if word != "NO" + key.upper():
        # "nopurge": "no": IBM writes a NO keyword with "yes" only. Read as its opposite it would be PURGE, which
        # deletes the queue's messages: a guess this tool does not make. [UNSURE] what the REST API makes of it.
        raise _Problem(f'"{key}": "no" is a double negative, which the REST API does not define: write '
                       f'"{word.lower()}": "yes" or leave "{key}" out', expected=f'"{word.lower()}": "yes"')
    return word


def keyword(attribute: registry.Attribute) -> str | None:
    """REST's key for ``attribute``: runCommandJSON keys are MQSC's keywords in lower case."""
    spelled = attribute.spelling("mqsc")
    return spelled.lower() if spelled else None


def column(attribute: registry.Attribute) -> str | None:
    """The attribute table's REST column: ``descr``, or ``"replace": "yes"`` for MQSC's flag keywords."""
    if attribute.is_flag("mqsc"):
        words = [f'"{word.lower()}": "yes"' for value in attribute.values if (word := value.spelling("mqsc"))]
        return " / ".join(words) or None
    return keyword(attribute)


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One body per command ("" for what the REST API has no form for, reported)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The bodies of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    context = QueueManagerContext("is the queue manager in the REST URL: post these bodies to https://HOST:PORT/ibmmq/"
                                  "rest/v2/admin/action/qmgr/{name}/mqsc", options.queue_managers)  # one line per body
    for item in dropping_comments(NAME, items, trailing, reporter):
        if isinstance(item, Passthrough) and item.dialect == NAME:
            found = unsafe_in_script(item.text)
            if found is not None:  # JSON lets a line separator or C1 control stand raw in a string: not copied
                reporter.report("MQT207", f"{visible(item.kind)} holds the unprintable character "
                                f"{visible(found.group())}, so it is not copied verbatim", item.span, item.text,
                                expected="printable characters")
            yield item.text if found is None else ""
        elif isinstance(item, Passthrough) and item.dialect == _MQSC and (run := _run_command(item)) is not None:
            yield run if not item.after or _written_after_end(item, reporter) else ""
        elif isinstance(item, Passthrough):
            reporter.report("MQT401", f"{item.kind} is outside queues, namelists and processes and has no {NAME} translation",
                            item.span, item.text)
            yield ""
        elif isinstance(item, Command):
            before, reported = reporter.errors, len(reporter.found)
            body = _body(item, reporter, context)
            nothing = item.action is Action.CHANGE and changes_nothing(item, reporter.found, reported)
            yield body if body and reporter.errors == before and not nothing else ""
        else:
            yield ""


def _written_after_end(item: Passthrough, reporter: Reporter) -> bool:
    """MQT314 for an MQSC command REST could carry but that stands after END, where runmqsc stops, as for a command
    in scope (dialects/mqsc.py); whether the policy still writes it."""
    errors = reporter.errors
    reporter.report("MQT314", f"{item.kind} stands after the {item.after}, where runmqsc stops: it never ran, and "
                    "written into the target it would run", item.span, item.text,
                    expected=reporter.or_written("the command before the END"))
    return reporter.errors == errors


def _run_command(item: Passthrough) -> str | None:
    """An MQSC command outside queues, namelists and processes as a runCommand body, which the REST API runs as the
    MQSC it carries: the command's text with its continuations joined, as runmqsc reads it; None for END, EXIT
    and QUIT (a REST call has no session to end) and for what is not one command of one safe line."""
    commands, _ = split_mqsc(item.text, item.span.file)
    if item.kind in mqsc_reader.ENDS or len(commands) != 1 or not _one_line_of_mqsc(commands[0].text):
        return None
    return json.dumps({"type": "runCommand", "parameters": {"command": commands[0].text.strip()}})


def _body(command: Command, reporter: Reporter, context: QueueManagerContext) -> str:
    object_type, errors = stated_type(command), reporter.errors
    parameters: dict[str, object] = {}
    if command.action is Action.COPY:
        parameters["like"] = command.from_name
    for source in (command.attributes, command.options):
        for name, value in source.items():
            try:
                parameters.update(_spelled(name, value))
            except spelling.NotExpressible as problem:
                spelling.report(problem, command, name, reporter)
    context.note(command, reporter, errors)
    body = {"type": "runCommandJSON", "command": VERBS[command.action],
            "qualifier": str(BY_TYPE[object_type].spelling("mqsc")).lower(), "name": command.name}
    if parameters:
        body["parameters"] = parameters
    return json.dumps(body)  # ASCII: no line or paragraph separator can reach the output raw


def _spelled(name: str, value: Value) -> dict[str, object]:
    """The key and JSON value of one attribute, from its MQSC spelling ({} when omission says it)."""
    attribute = registry.by_name(name)
    if attribute.context or isinstance(value, Unchanged | SystemDefault):
        return {}  # context, or the meaning of leaving the keyword out
    value = spelling.resolved(value, name)
    if mqsc_writer.SURFACE.is_flag(attribute):  # REST's flags are MQSC's
        word = spelling.enum_word(attribute, str(value.value), "mqsc", NAME)  # type: ignore[union-attr]
        return {word.lower(): "yes"} if word else {}
    key = spelling.keyword(attribute, "mqsc", NAME).lower()
    if isinstance(value, Blank):
        # A blank, as MQSC writes it (' '): older runmqsc refuses '' [UNSURE which blank mqweb prefers].
        return {key: [] if attribute.kind is Kind.NAME_LIST else " "}
    raw = value.value  # type: ignore[union-attr]
    if attribute.kind is Kind.ENUM:
        return {key: spelling.enum_word(attribute, raw, "mqsc", NAME).lower()}
    if attribute.kind is Kind.INTEGER:
        text = spelling.integer(attribute, raw, "mqsc", NAME)
        return {key: int(text) if text.lstrip("-").isdigit() else text.lower()}
    if attribute.kind is Kind.NAME_LIST:
        return {key: list(raw)}
    return {key: raw}


def recognises(data: str | bytes) -> bool:
    """True when the first body (of a list of them, in JSON) names its type runCommandJSON or runCommand, or the
    text is YAML naming a body's command and qualifier (in a flow mapping too: [{command: define, ...}])."""
    if not isinstance(data, str):
        return False
    text = data.lstrip("\ufeff \t\r\n")
    return _REST.search(json_list.first_object(text, rest_yaml.LOOKED_AT)) is not None or rest_yaml.recognises(text)



def _refused(source: str, span: Span) -> Item:
    return Rejected(NAME, "runCommandJSON", source, span)


_FORM = json_list.Form(read=_item, refused=_refused, one="body", many="bodies", shape=SHAPE, longest=LONGEST_LINE)
DIALECT = Dialect(
    name=NAME, title="REST", states_queue_type=frozenset(Action),
    description="MQ REST API runCommandJSON bodies as JSON Lines (or the YAML of IBM's Ansible collection): "
                '{"type": "runCommandJSON", "command": "define", ...}',
    extension=".rest.jsonl", read=read, write=write, read_items=read_items, write_items=write_items,
    column="mqsc", recognises=recognises, detection=10, heading="REST (runCommandJSON key)", table_entry=column)
