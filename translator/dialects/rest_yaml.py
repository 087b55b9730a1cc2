"""REST bodies written in YAML, as IBM's Ansible collection for MQ writes them (``mq_commands:``, a list of bodies).

Each item of the list is one runCommandJSON body without its ``"type"``, which the collection adds before it posts
the body. PyYAML reads the file, as Ansible does, so a value is what the REST API would be sent (YAML 1.1: an
unquoted ``yes`` is a boolean, refused where JSON's true is, with the code JSON's gets; ``'yes'`` is the string).
Each body keeps where its fields and parameters stand, keys and values apart, so that a diagnostic points into the
YAML: a problem with a value at the value's first character, as in a JSON line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import yaml

from translator.diagnostics import Source
from translator.readers.pcf_text import Written

# A file of bodies in YAML names a body's command and qualifier as keys of its own; MQSC, CL, JSON and a
# Kubernetes file (whose "command:" holds a list) do not. Each pattern is a whole line, matched from its start.
_COMMAND_KEY, _QUALIFIER_KEY = "command", "qualifier"
_COMMAND = re.compile(rf"[ \t]*(?:-[ \t]+)?{_COMMAND_KEY}[ \t]*:[ \t]*['\"]?[A-Za-z]+['\"]?[ \t]*(?:#[^\r\n]*)?\r?$",
                      re.M)
_QUALIFIER = re.compile(rf"[ \t]*(?:-[ \t]+)?{_QUALIFIER_KEY}[ \t]*:")
# Or as keys of a flow mapping ({command: define, qualifier: qlocal, ...}), unquoted: a JSON text quotes its keys.
_FLOW_COMMAND = re.compile(rf"[{{,][ \t\r\n]*{_COMMAND_KEY}[ \t]*:[ \t]*['\"]?[A-Za-z]+['\"]?[ \t]*[,}}]")
_FLOW_QUALIFIER = re.compile(rf"[{{,][ \t\r\n]*{_QUALIFIER_KEY}[ \t]*:")
LOOKED_AT = 1 << 16  # characters of a file looked at to recognise it
_JSON_VALUES = (str, int, float, type(None))
TYPE = "runCommandJSON"  # what the collection adds to a body that names none


@dataclass
class YamlProblem(Exception):
    """What makes a YAML body unreadable as a REST body, where it stands (1-based)."""

    message: str
    line: int
    column: int
    code: str = "MQT102"
    expected: str = "a list of runCommandJSON bodies under a key, as mq_commands: in IBM's Ansible collection"
    source: str = ""  # the text it is about: the body's lines, or the line it stands on
    record: tuple[int, int] | None = None  # where the body it refuses starts, when that is not where it is said
    # Problems said before it on its line (a byte-order mark starting it): one record holds them all, a line's
    before: list[YamlProblem] = field(default_factory=list)

    def __str__(self) -> str:
        return self.message


@dataclass
class YamlBody:
    """One body: its fields as JSON gives them, where it starts (1-based line and column), its lines as written,
    and where each field's value (``fields``: inside its quotes, where the MQSC text it makes stands;
    ``field_values``: at its first character), each field's key, and each parameter's key (and value: ``values``)
    stand."""

    body: dict[str, object]
    line: int
    column: int
    source: str
    fields: dict[str, tuple[int, int]] = field(default_factory=dict)
    parameters: dict[str, tuple[int, int]] = field(default_factory=dict)
    text_at: tuple[int, int] = (0, 0)
    values: dict[str, tuple[int, int]] = field(default_factory=dict)
    field_keys: dict[str, tuple[int, int]] = field(default_factory=dict)
    field_values: dict[str, tuple[int, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Boolean:
    """An unquoted yes, no, on, off, true or false in a parameter's value: YAML's boolean, which no runCommandJSON
    value is. Kept as written, so that the parameter's reader refuses it as JSON's true or false (with the same
    code: MQT201 for any attribute, MQT102 for a flag), saying what the parameter takes and how YAML read it."""

    text: str
    value: bool

    def __str__(self) -> str:
        """The word, how YAML reads it and how to quote it: "yes, which YAML reads as the boolean true (quoted,
        'yes' is the string)"."""
        return f"{self.text}, which YAML reads as the boolean {str(self.value).lower()} (quoted, '{self.text}' is " \
            "the string)"


def recognises(text: str) -> bool:
    """True for YAML naming a body's command and qualifier as keys of lines of their own (a JSON body starts with
    "{"), or as unquoted keys of a flow mapping."""
    head = text[:LOOKED_AT]
    if not head.lstrip("\ufeff \t\r\n").startswith("{") and _has_line(head, _COMMAND_KEY, _COMMAND) \
            and _has_line(head, _QUALIFIER_KEY, _QUALIFIER):
        return True
    return _FLOW_COMMAND.search(head) is not None and _FLOW_QUALIFIER.search(head) is not None


def _has_line(text: str, key: str, line: re.Pattern[str]) -> bool:
    """True when a line of ``text`` matches ``line``, which only a line holding ``key`` can: the lines are found by
    the key, each looked at once, so that a script without the word (most MQSC and CL) is passed over at the speed
    of a substring search rather than tried line by line."""
    found = text.find(key)
    while found >= 0:
        if line.match(text, text.rfind("\n", 0, found) + 1):
            return True
        end = text.find("\n", found)
        if end < 0:
            return False
        found = text.find(key, end)
    return False


def bodies(text: str) -> Iterator[YamlBody | YamlProblem]:
    """The bodies of each YAML document of ``text`` in order; a problem for what cannot be read as one. Text that
    is not YAML throughout is one problem, where it fails: what stands before cannot be told apart from it."""
    lines = text.split("\n")
    for found in _read(text, lines):
        if isinstance(found, YamlProblem) and not found.source:
            found.source = lines[found.line - 1] if 0 < found.line <= len(lines) else ""
        yield found


# The longest YAML read: PyYAML holds a document's nodes, many times its text [UNSURE: far above any command file
# IBM's collection shows]; JSON Lines, read a line at a time, has no such limit.
LONGEST = 1 << 20
# A byte-order mark starting a line (after blanks) after the text's start, as where files were joined: PyYAML, as
# Ansible, reads it as part of a key or value, or fails on it, so what it stands in is refused where it stands.
_LINE_MARK = re.compile("^[ \t]*\ufeff", re.M)
INSIDE_MARK = "a byte-order mark (U+FEFF) starts this line inside the file, as where files were joined together: " \
    "YAML, as Ansible reads it, keeps it in a key or value or fails on it"


class _Marks:
    """The byte-order marks starting lines (0-based line and column), in order: each is said in the body whose lines
    hold it, or as a problem of its own where no body's do, in line order."""

    def __init__(self, text: str) -> None:
        self.found: list[tuple[int, int]] = []
        line, last = 0, 0
        for mark in _LINE_MARK.finditer(text):
            line += text.count("\n", last, mark.start())
            self.found.append((line, mark.end() - 1 - mark.start()))
            last = mark.start()
        self.next = 0

    def cleaned(self, text: str) -> str:
        """``text`` without them, as PyYAML is given it: the file's lines and the other lines' columns kept."""
        return _LINE_MARK.sub(lambda mark: mark.group()[:-1], text) if self.found else text

    def column(self, line: int, column: int) -> int:
        """The 0-based ``column`` of the text without the marks as it stands in the file."""
        return column + any(at_line == line and column >= at_column for at_line, at_column in self.found)

    def before(self, line: int) -> Iterator[YamlProblem]:
        """A problem for each mark on a line before ``line`` (0-based) not yet said."""
        while self.next < len(self.found) and self.found[self.next][0] < line:
            yield _mark_problem(*self.found[self.next])
            self.next += 1

    def within(self, node: yaml.Node, lines: list[str]) -> tuple[int, int] | None:
        """The first mark on the lines of ``node`` (those before it said), if any."""
        first, last = None, _last_line(node, lines)
        while last > node.start_mark.line and (not lines[last].strip() or lines[last].lstrip().startswith("#")):
            last -= 1  # the blank lines and comments after it are no body's
        while self.next < len(self.found) and self.found[self.next][0] <= last:
            first = first or self.found[self.next]
            self.next += 1
        return first


def _mark_problem(line: int, column: int, source: str = "") -> YamlProblem:
    return YamlProblem(INSIDE_MARK, line + 1, column + 1, expected="the byte-order mark removed", source=source)


# Line breaks of YAML's that are none of the tool's (a file's lines are cut at LF): a value holding one would be
# folded to a blank, and every line after it counted otherwise.
_OTHER_BREAKS = re.compile("[\x85\u2028\u2029]")


def _read(text: str, lines: list[str]) -> Iterator[YamlBody | YamlProblem]:
    if len(text) > LONGEST:
        yield YamlProblem(f"the YAML is {len(text):,} characters long, more than {LONGEST:,} (YAML is read whole)", 1, 1,
                          expected="the bodies as JSON Lines, one per line, or the file split")
        return
    other = _OTHER_BREAKS.search(text)
    if other is not None:
        line = text.count("\n", 0, other.start())
        column = other.start() - (text.rfind("\n", 0, other.start()) + 1)
        yield YamlProblem(f"\\u{ord(other.group()):04x} is a line break to YAML, which would fold it into a blank",
                          line + 1, column + 1, code="MQT207", expected="the character escaped (\\u2028 in double quotes)")
        return
    marks = _Marks(text)
    if marks.found:  # the file's lines as PyYAML reads them, to which its marks' columns belong
        text = marks.cleaned(text)
        lines = text.split("\n")
    try:
        documents = list(yaml.compose_all(text, Loader=_Loader))
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        said = error.problem or error.context
        yield YamlProblem(f"not valid YAML: {said}",
                          mark.line + 1 if mark else 1, marks.column(mark.line, mark.column) + 1 if mark else 1)
        return
    except (yaml.YAMLError, RecursionError) as error:
        reason = "nested too deeply for a command" if isinstance(error, RecursionError) else str(error)[:200]
        yield YamlProblem(f"not valid YAML: {reason}", 1, 1)
        return
    for document in documents:
        if document is not None:
            yield from _document(document, lines, marks)
    yield from marks.before(len(lines))


def _document(root: yaml.Node, lines: list[str], marks: _Marks) -> Iterator[YamlBody | YamlProblem]:
    """A list of bodies, or a mapping of keys to such lists (``mq_commands:``), in the order written, or one body.
    Bodies starting on one line are one problem there: a record, and the diagnostics it owns, are a line's."""
    if isinstance(root, yaml.MappingNode) and any(key.value == "command" for key, _ in root.value):
        yield from _marked(root, lines, marks)
        return
    if isinstance(root, yaml.SequenceNode):
        lists: list[tuple[yaml.Node, yaml.Node]] = [(root, root)]
    elif isinstance(root, yaml.MappingNode):
        lists = root.value
    else:
        yield from _on_its_line(_problem("not a list of commands", root), marks)
        return
    starts = Counter(item.start_mark.line for _, found in lists if isinstance(found, yaml.SequenceNode)
                     for item in found.value)
    refused: set[int] = set()
    ended_on = -1  # the last line of the body before
    for key, found in lists:
        if not isinstance(found, yaml.SequenceNode):
            yield from _on_its_line(_problem(f"{_shown(key)} is not a list of commands, so nothing under it is read",
                                             key), marks)
            continue
        for item in found.value:
            line, after = item.start_mark.line, item.start_mark.line == ended_on
            ended_on = max(ended_on, _last_line(item, lines, _CLOSING))
            if starts[line] == 1 and not after:
                yield from _marked(item, lines, marks)
                continue
            yield from marks.before(line)
            marks.within(item, lines)  # refused with the others on its line
            if line not in refused:
                # A body starting on a line holding keys or values of one laid out over lines (a flow list's) does
                # not start a line of its own either: that line's diagnostics of the one before would be its record's.
                refused.add(line)
                said = f"{starts[line]} bodies start on this line" if starts[line] > 1 else \
                    "a body starts on a line holding keys or values of the one before"
                yield YamlProblem(f"{said}: each is read on a line of its own", line + 1, item.start_mark.column + 1,
                                  expected="each body of the list starting on a line of its own")


def _on_its_line(problem: YamlProblem, marks: _Marks) -> Iterator[YamlProblem]:
    """The marks on lines before ``problem``'s, then ``problem``, holding a mark on its own line (said first)."""
    for mark in marks.before(problem.line):
        if mark.line == problem.line:
            problem.before.append(mark)
        else:
            yield mark
    yield problem


def _marked(node: yaml.Node, lines: list[str], marks: _Marks) -> Iterator[YamlBody | YamlProblem]:
    """The body ``node`` stands for, after the marks on lines before it; refused at the first mark on its lines."""
    yield from marks.before(node.start_mark.line)
    mark = marks.within(node, lines)
    if mark is None:
        yield _body(node, lines)
    else:
        refused = _mark_problem(*mark, source=_source(node, lines))
        refused.record = _at(node)
        yield refused


def _body(node: yaml.Node, lines: list[str]) -> YamlBody | YamlProblem:
    if not isinstance(node, yaml.MappingNode):
        return _problem(_ALIAS if node.tag == _ALIAS_TAG else "a command is a mapping of fields (command:, qualifier:, "
                        "name:, parameters:)", node)
    try:
        converted = _value(node, "body")
    except YamlProblem as problem:
        problem.source = _source(node, lines)
        return problem
    assert isinstance(converted, dict)
    body: dict[str, object] = {"type": TYPE, **converted} if "type" not in converted else converted
    found = YamlBody(body, node.start_mark.line + 1, node.start_mark.column + 1, _source(node, lines))
    for key, value in node.value:
        found.fields[key.value] = _at(value, inside=key.value in ("command", "qualifier", "name"))
        found.field_keys[key.value], found.field_values[key.value] = _at(key), _at(value)
        if key.value == "parameters" and isinstance(value, yaml.MappingNode):
            found.parameters = {inner.value: _at(inner) for inner, _ in value.value}
            found.values = {inner.value: _at(given) for inner, given in value.value}
            # A runCommand's MQSC text, where its first character stands (the text diagnostics inside it point into)
            found.text_at = next((_at(text, inside=True) for inner, text in value.value if inner.value == "command"),
                                 found.text_at)
    return found


def _value(node: yaml.Node, below: str = "", booleans: bool = False) -> object:
    """``node`` as JSON would give it. ``below``: what the node's own values are ("body": a body's fields, whose
    "parameters" hold "parameters"; "parameters": parameters, each value of which keeps an unquoted boolean, however
    deep, as a Boolean, for the parameter to refuse as JSON's true; elsewhere one is refused here)."""
    if isinstance(node, yaml.SequenceNode):
        return [_value(item, booleans=booleans) for item in node.value]
    if isinstance(node, yaml.MappingNode):
        mapping: dict[str, object] = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode) or key.tag != _STRING_TAG:
                raise _problem("a key is a word", key)
            if key.value == "<<":
                raise _problem("YAML merge keys (<<) are not read: write each command's values out", key)
            if key.value in mapping:
                raise YamlProblem(f"{_shown(key)} is given twice", *_at(key), code="MQT108", expected="each key once")
            mapping[key.value] = _value(value, "parameters" if below == "body" and key.value == "parameters" else "",
                                        booleans or below == "parameters")
        return mapping
    return _scalar(node, booleans)


_CONSTRUCTOR = yaml.SafeLoader("")  # constructs a scalar as PyYAML (and so Ansible) gives it


# An alias (``*name``) stands as a scalar of this tag, never as the node it names: its copies could be many times the
# file's size, so none is made, and the body holding it is refused where it stands, the others read.
_ALIAS_TAG = "tag:mqtranslate:alias"
_ALIAS = "a YAML alias (*name) is not read: write each command's values out"


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, composing no alias."""

    def compose_node(self, parent: yaml.Node | None, index: object) -> yaml.Node | None:
        if self.check_event(yaml.AliasEvent):
            event = self.get_event()
            return yaml.ScalarNode(_ALIAS_TAG, f"*{event.anchor}", event.start_mark, event.end_mark)
        return super().compose_node(parent, index)  # type: ignore[no-any-return]


# A whole number as JSON writes it: YAML 1.1 also reads 0777 (octal: 511), 0x1F, 1_000 and 1:30 (90), which a
# reader of the file takes for other numbers, so they are refused; and a number longer than any attribute's is.
_DECIMAL = re.compile(r"-?(?:0|[1-9][0-9]{0,30})")
_INTEGER_TAG, _STRING_TAG = "tag:yaml.org,2002:int", "tag:yaml.org,2002:str"
_LONGEST_SCALAR = 64  # characters of a number or other non-string scalar PyYAML is given to construct


def _scalar(node: yaml.Node, booleans: bool = False) -> object:
    """A scalar as JSON would give it; ``booleans``: an unquoted boolean is kept as written (in a parameter's value),
    else refused here."""
    if node.tag == _ALIAS_TAG:
        raise YamlProblem(_ALIAS, *_at(node), expected="the values written out")
    if node.tag == _INTEGER_TAG and not _DECIMAL.fullmatch(node.value):
        raise YamlProblem(f"{_shown(node)} is a number YAML reads otherwise than a reader of it may (0777 is 511, "
                          "1:30 is 90) or longer than any attribute's: write it in decimal", *_at(node),
                          code="MQT202", expected="a whole number in decimal, or a quoted string")
    if node.tag != _STRING_TAG and len(node.value) > _LONGEST_SCALAR:
        raise YamlProblem(f"{_shown(node)} is longer than any value of its kind", *_at(node),
                          expected="a string, a whole number or a list")
    try:
        value = _CONSTRUCTOR.construct_object(node)
    except (yaml.YAMLError, ValueError) as error:  # a number too long for int() among them
        raise _problem(f"{_shown(node)} cannot be read: {str(error)[:80]}", node) from None
    if isinstance(value, bool):  # an unquoted yes, no, on, off, true or false
        boolean = Boolean(node.value, value)
        if booleans:
            return boolean
        raise YamlProblem(f"{boolean}, which no runCommandJSON value is", *_at(node), expected=f"'{node.value}'")
    if not isinstance(value, _JSON_VALUES):
        raise YamlProblem(f"{_shown(node)} is a YAML {type(value).__name__}, which no runCommandJSON value is: "
                          "quote it", *_at(node), expected="a string, a whole number or a list")
    return Written(value, node.value) if isinstance(value, float) else value


def _at(node: yaml.Node, inside: bool = False) -> tuple[int, int]:
    """Where ``node`` stands (1-based); ``inside``: at its first character within quotes, if it is quoted."""
    quoted = inside and isinstance(node, yaml.ScalarNode) and node.style in ("'", '"')
    return node.start_mark.line + 1, node.start_mark.column + 1 + quoted


def _source(node: yaml.Node, lines: list[str]) -> str:
    """The body's lines as written, from where it starts to where it ends, without the comments and blank lines
    that follow it."""
    start, end, last = node.start_mark, node.end_mark, _last_line(node, lines)
    taken = lines[start.line:last + 1] or [""]
    if last == end.line:  # a flow list's element ends where its bracket or brace does
        taken[-1] = taken[-1][:end.column]
    while len(taken) > 1 and (not taken[-1].strip() or taken[-1].lstrip().startswith("#")):
        taken.pop()
    taken[0] = taken[0][start.column:]
    indent = " " * start.column  # the lines after the first as they stand under it
    text = "\n".join(line.removeprefix(indent).rstrip() for line in taken)
    return Source(text, start.line + 1) if len(taken) > 1 else text


def _last_line(node: yaml.Node, lines: list[str], closing: str = "") -> int:
    """The 0-based line ``node`` ends on: a block's end is marked where the next one's "-" starts, or at the next
    line's first column, which is no line of its. With ``closing``, the last line holding more of it than those
    characters (a flow mapping's keys and values, not its "}" alone)."""
    start, end = node.start_mark, node.end_mark
    ending = lines[end.line][:end.column] if end.line < len(lines) else ""
    last = end.line if ending.strip(" -\t") else end.line - 1
    while closing and last > start.line and not lines[last][:end.column if last == end.line else None].strip(
            " -\t" + closing):
        last -= 1
    return last


_CLOSING = "}]"  # what ends a flow mapping or list: no key or value a diagnostic points at


def _shown(node: yaml.Node) -> str:
    text = node.value if isinstance(node, yaml.ScalarNode) else node.tag.rsplit(":", 1)[-1]
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _problem(message: str, node: yaml.Node) -> YamlProblem:
    return YamlProblem(message, *_at(node))
