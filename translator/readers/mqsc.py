"""MQSC reader: DEFINE/ALTER/DELETE of queues, namelists and processes into the canonical model."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache, partial
from itertools import repeat
from operator import itemgetter

from lark.exceptions import UnexpectedInput

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import cl_vocabulary
from translator.dialects import mqsc_vocabulary as vocabulary
from translator.memo import Table
from translator.model import (
    FAMILY_TYPES,
    FROM_KEY,
    NAME_KEY,
    Action,
    Command,
    Explicit,
    Item,
    ObjectFamily,
    ObjectType,
    Passthrough,
    Rejected,
    Script,
    Value,
    new_command,
)
from translator.parsers import blank, either_class, optional, parser, terminals
from translator.readers import values
from translator.readers.logical_lines import LogicalCommand, in_runs, mqsc_commands, unnumbered
from translator.readers.parameters import duplicate, suggest
from translator.readers.problems import (
    reject_too_long,
    reject_unclosed,
    reject_unfinished,
    reject_unknown,
    reject_unpaired,
    report_parse_error,
)
from translator.registry import Kind
from translator.registry.objects import BY_MQSC_NOUN

VERBS = {"DEFINE": Action.CREATE, "DEF": Action.CREATE, "ALTER": Action.CHANGE, "ALT": Action.CHANGE,
         "DELETE": Action.DELETE}
_HEAD = re.compile(rf"[{blank()}]*([A-Za-z]+)(?:[{blank()},]+([A-Za-z]+))?")


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read an MQSC script; commands other than queue, namelist and process definitions pass through."""
    trailing: list[str] = []
    return Script(list(read_items(text, file, reporter, variables, trailing)), trailing)


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of an MQSC script as they are read; the comments after the last are added to ``trailing``."""
    del variables  # MQSC has no script variables
    text = unnumbered(text, file, reporter)
    return map(_item, in_runs(mqsc_commands(text, file, reporter, trailing)), repeat(reporter), repeat(_Ended()))


# The commands that end runmqsc: what follows them is never run.
ENDS = frozenset({"END", "EXIT", "QUIT"})


class _Ended:
    """Where the script's first END (or EXIT, QUIT) stands ("END at line 4"), once one is read."""

    __slots__ = ("at",)

    def __init__(self) -> None:
        self.at = ""


def _item(logical: LogicalCommand, reporter: Reporter, ended: _Ended) -> Command | Passthrough | Rejected:
    text = logical.text
    read = _READ.match(text)  # most commands: their kind and, read once, their name and where their parameters start
    if read is not None:
        action, object_type, kind = _KINDS[read.group(1, 2)]
    else:
        head = _HEAD.match(text)
        action, object_type, kind = _KINDS[head.groups("") if head else ("", "")]
    if logical.unfinished:
        return reject_unfinished(logical, reporter, "mqsc", kind or logical.first_line[:20])
    if len(text) > vocabulary.LONGEST_COMMAND:
        return reject_too_long(logical, reporter, "mqsc", kind or logical.first_line[:20], vocabulary.LONGEST_COMMAND)
    if action is None:
        return _passthrough(logical, reporter, ended, kind)
    command = new_command(action, object_type, logical.span(), logical.comments, logical.source,  # type: ignore[arg-type]
                          logical.segments, kind, len(logical.comments) - logical.leading)
    if ended.at:
        command.condition = ended.at
    try:
        found = _pieces(text, read)
    except UnexpectedInput as error:
        report_parse_error(error, logical, reporter, "mqsc")
    else:
        _build(command, logical, reporter, found)
    return command  # whatever was reported: translation.validated rejects a command read with an error


def _passthrough(logical: LogicalCommand, reporter: Reporter, ended: _Ended, kind: str) -> Passthrough | Rejected:
    """A command other than a queue's, namelist's or process's, passed through, or rejected as no MQSC command."""
    unknown = vocabulary.unknown_command(logical.text, cl_vocabulary.MQ_COMMANDS)
    if unknown is not None:
        return reject_unknown(logical, reporter, "mqsc", unknown)
    kind = kind or logical.first_line[:20]
    unread = reject_unclosed(logical, reporter, "mqsc", kind) or reject_unpaired(logical, reporter, "mqsc", kind)
    if unread is not None:
        return unread
    after = ended.at
    if kind in ENDS and not ended.at:
        ended.at = f"{kind} at line {logical.span().line}"
    return Passthrough("mqsc", kind, logical.source, logical.span(),
                       logical.leading_comments, vocabulary.object_name(logical.text), after=after)


def read_command(logical: LogicalCommand, reporter: Reporter) -> Command | Passthrough | Rejected:
    """One command, as ``read`` reads each (dialects written as MQSC in another form read through this)."""
    return _item(logical, reporter, _Ended())


def _kind(head: tuple[str, str]) -> tuple[Action | None, ObjectType | None, str]:
    """The action and object of a command's first two words as written, and its kind ("DEFINE QL"),
    or no action when it is not a queue, namelist or process command."""
    verb, noun = head[0].upper(), head[1].upper()
    if verb not in VERBS or noun not in BY_MQSC_NOUN:
        return None, None, f"{verb} {noun}".strip()
    return VERBS[verb], BY_MQSC_NOUN[noun], f"{verb} {noun}"


_KINDS = Table(_kind)


def _scanners(run_on: bool, leading: str = "") -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The command's head and its parameters as grammars/mqsc.lark reads them, composed from its terminals.

    The head is VERB, OBJECT_TYPE and the name's values (groups 1, 2 and 3); each parameter a KEYWORD with its
    values or none, or STRAY: a character no parameter starts with (the grammar rejects the command), a piece
    without a keyword. The ignored SEPARATOR may stand around each terminal (``leading``, when given, stands before
    the head instead); a separator run ends a piece, so the pieces cover the command and trailing separators cost no
    retries. Without ``run_on``, no KEYWORD may follow the head or a piece with no
    separator between (MAXDEPTH(5)DESCR('x'), which the grammar reads as z/OS does): the piece before it is
    read as STRAY instead, and a command with a STRAY is read again with ``run_on``. Checked inside the scan, it
    costs no pass of its own: a separator after a piece is the first alternative tried, and the one that holds.
    """
    t = terminals("mqsc")
    separator = optional(t["SEPARATOR"])
    ends = separator if run_on else f"(?:{t['SEPARATOR']}|(?!{t['KEYWORD']}))"
    # The values and separators between the parentheses, unrolled as QUOTED is: a run of the characters of words
    # and separators, then each quoted string followed by another such run.
    unquoted = either_class(t["WORD"], t["SEPARATOR"])
    inner = f"{unquoted}*+(?:{t['QUOTED']}{unquoted}*+)*+" if unquoted else \
        f"(?:{t['QUOTED']}|{t['WORD']}|{t['SEPARATOR']})*+"
    values = f"{t['LPAR']}({inner}){t['RPAR']}"
    head = f"{leading or separator}({t['VERB']}){separator}({t['OBJECT_TYPE']}){separator}{values}{ends}"
    piece = f"((?:({t['KEYWORD']})(?:{separator}{values})?+{ends}|.{separator}))"
    return re.compile(head), re.compile(piece, re.S)


_HEAD_SCANNER, _PIECE = _scanners(run_on=False)
_RUN_ON_HEAD, _RUN_ON_PIECE = _scanners(run_on=True)
# The strict head with only blanks before the verb, as ``_HEAD`` reads them: matched first, for every command. Of a
# command it matches, its verb and noun are those ``_HEAD`` reads (each terminal ends before a letter or digit; the
# separator between them is one of ``_HEAD``'s), and it is the strict head's match, whose end the pieces start at.
_READ = _scanners(run_on=False, leading=f"[{blank()}]*+")[0]
_SCANNERS = ((_HEAD_SCANNER, _PIECE, False), (_RUN_ON_HEAD, _RUN_ON_PIECE, True))
# A piece's groups: the whole piece, its keyword ("" for STRAY) and the text inside its parentheses; read with
# findall, as plain strings ("" for a group that did not take part), without a match object. Whether the piece has
# parentheses is whether its text holds a "(": outside them a piece holds a keyword and separators only. Each group
# costs a string for every piece read, so no other is taken.
Piece = tuple[str, str, str]
# The name's text inside the parentheses, where it starts, where the first piece starts, the pieces, and whether
# a parameter follows the one before it (or the name) with no separator.
Found = tuple[str, int, int, list[Piece], bool]


def _pieces(text: str, read: re.Match[str] | None) -> Found:
    """The name and parameter pieces of a command the grammar accepts (``read``: its strict head, when ``_READ``
    matched); for any other, the grammar's error. A command not read with a separator before each parameter is
    read again as z/OS reads it (``run_on``)."""
    if read is not None:
        start = read.end()
        pieces = _PIECE.findall(text, start)
        if all(map(_KEYWORD, pieces)):
            return read.group(3), read.start(3), start, pieces, False
    for head_scanner, piece_scanner, run_on in _SCANNERS:
        head = head_scanner.match(text)
        if head is not None:
            start = head.end()
            pieces = piece_scanner.findall(text, start)
            if all(map(_KEYWORD, pieces)):
                return head.group(3), head.start(3), start, pieces, run_on
    parser("mqsc").parse(text)  # raises UnexpectedInput where the grammar fails
    raise AssertionError(f"the grammar accepts what its scanner rejects: {text!r}")  # tests/test_parsers.py


_KEYWORD = itemgetter(1)  # a piece's keyword: "" for STRAY


def _build(command: Command, logical: LogicalCommand, reporter: Reporter, found: Found) -> None:
    """Set the name and parameters ``found`` on ``command``."""
    name, name_start, start, pieces, run_on = found
    try:
        command.name = values.mqsc_name(name)
        command.offsets[NAME_KEY] = name_start
    except values.ValueProblem as bad_name:
        reporter.report(bad_name.code, bad_name.message, logical.span(name_start), logical.source,
                        expected=bad_name.expected)
        return
    if not pieces:
        return
    if run_on:
        _run_on(logical, reporter, start, pieces)
    for offset, problem in _read_parameters(command, start, pieces, command.object_type.family):
        reporter.report(problem.code, problem.message, logical.span(offset), logical.source,
                        expected=problem.expected)


def _run_on(logical: LogicalCommand, reporter: Reporter, start: int, pieces: list[Piece]) -> None:
    """MQT129 at each parameter that follows a ")" with no separator: z/OS reads it, runmqsc on Multiplatforms
    refuses the command ("at least one blank immediately preceding each parameter ... except on z/OS"). Only a
    ")" can: two keywords run together are one keyword."""
    offset, before = start, logical.text[start - 1]
    for whole, keyword, _ in pieces:
        if before == ")":
            reporter.report("MQT129", f"no blank before {keyword.upper()}: runmqsc on Multiplatforms rejects the "
                            "command (z/OS accepts it)", logical.span(offset), logical.source,
                            expected=f"a blank before {keyword.upper()}")
        before, offset = whole[-1], offset + len(whole)


def _read_parameters(command: Command, start: int, parameters: list[Piece],
                     family: ObjectFamily) -> list[tuple[int, values.ValueProblem]]:
    """Set each parameter piece on ``command``, with the offset of its keyword (the pieces cover the text from
    ``start``): each at most once, LIKE(name) making a create a copy; returns the problems, with the offset of
    the piece each is about."""
    flags, keywords, known = _FLAGS[family], _KEYWORDS[family], _READ_AS[family]
    attributes, options, offsets = command.attributes, command.options, command.offsets
    problems = []
    offset = start
    for whole, keyword, inner in parameters:
        at, offset = offset, offset + len(whole)
        try:
            found = known.get(whole)
            if found is None:
                if "(" in whole:
                    attribute, read = keywords[keyword]
                    found = attribute, read(inner)
                else:
                    found = flags[keyword]
                if found[0] is not None and found[0].kind is not _STRING and len(whole) <= _LONGEST_KNOWN \
                        and len(known) < _MOST_KNOWN:
                    known[whole] = found
            attribute, value = found
            if attribute is None:
                _like(command, keyword, value.value)  # type: ignore[union-attr]
                offsets[FROM_KEY] = at
                continue
            target = options if attribute.option else attributes  # parameters.store, inline, as it runs
            name = attribute.name                                   # for every parameter read
            if name in target:
                raise duplicate(attribute, "mqsc")
            target[name] = value
            offsets[name] = at
        except values.ValueProblem as problem:
            problems.append((at, problem.with_traceback(None)))  # kept: its frames would hold the list
    return problems


def _like(command: Command, keyword: str, names: tuple[str, ...]) -> None:
    if command.from_name is not None:  # the first LIKE made the create a copy
        raise values.ValueProblem("MQT108", "LIKE is given twice", "each parameter once")
    if command.action is not Action.CREATE:
        raise values.ValueProblem("MQT105", f"unknown keyword {keyword.upper()}",
                                  _suggest(keyword.upper(), command.object_type.family))
    if len(names) != 1:
        raise values.ValueProblem("MQT107", "LIKE needs one object name", "LIKE(name)")
    command.action, command.from_name = Action.COPY, names[0]


def _flag(family: ObjectFamily, keyword: str) -> tuple[registry.Attribute, Value]:
    """The attribute and value a bare keyword (REPLACE, NOTRIGGER ...) stands for; a keyword that takes a value,
    given without one, is MQT102."""
    keyword = keyword.upper()
    found = registry.by_flag("mqsc", keyword, FAMILY_TYPES[family])
    if found is None:
        if keyword == "LIKE":
            raise values.ValueProblem("MQT102", "LIKE needs a value", "LIKE(name)")
        if registry.by_keyword("mqsc", keyword, FAMILY_TYPES[family]) is not None:
            raise values.ValueProblem("MQT102", f"{keyword} needs a value", f"{keyword}(value)")
        raise _unknown(keyword, family)
    return found[0], Explicit(found[1].pcf)


def _keyword(family: ObjectFamily, keyword: str) -> tuple[registry.Attribute | None, Callable[[str], Value]]:
    """The attribute ``KEYWORD(...)`` sets and the reader of its value (None and the names for LIKE); a flag given
    a value is MQT102."""
    keyword = keyword.upper()
    if keyword == "LIKE":
        return None, _like_names
    attribute = registry.by_keyword("mqsc", keyword, FAMILY_TYPES[family])
    if attribute is None:
        if registry.by_flag("mqsc", keyword, FAMILY_TYPES[family]) is not None:
            raise values.ValueProblem("MQT102", f"{keyword} is a flag: it takes no value", keyword)
        raise _unknown(keyword, family)
    return attribute, values.mqsc_reader(attribute, keyword)


# Per family, per keyword as written: a parameter costs one lookup and its value's reading.
_FLAGS = {family: Table(partial(_flag, family)) for family in ObjectFamily}
_KEYWORDS = {family: Table(partial(_keyword, family)) for family in ObjectFamily}
# Per family, what a parameter piece as written reads as: its attribute and value. Scripts repeat their flags,
# enumerations and numbers (REPLACE, DEFPSIST(YES), DEFPRTY(5)), which then cost one lookup each. A piece's text
# determines its keyword and the text inside its parentheses, so it determines what it reads as; strings, mostly
# given once each (DESCR), LIKE and problems are not kept, nor pieces beyond the first few thousand or long ones.
# A plain dict rather than a memo.Table: a lookup in an exact dict is cheaper than in a subclass, and this one is
# made for every parameter read (tests/test_memo.py holds what it may and may not keep).
_READ_AS: dict[ObjectFamily, dict[str, tuple[registry.Attribute, Value]]] = {family: {} for family in ObjectFamily}
_MOST_KNOWN, _LONGEST_KNOWN = 4096, 64
_STRING = Kind.STRING  # read for each piece not known: an Enum's class attribute costs several times a module name


def _like_names(inner: str) -> Value:
    return Explicit(tuple(item.word for item in values.items(inner, "mqsc")))


def _unknown(keyword: str, family: ObjectFamily) -> values.ValueProblem:
    """MQT105 for a keyword of no attribute, with the nearest keywords and flags of the command's family; MQT204
    for one of another family's (NAMES on a queue), which names an attribute this object does not have."""
    owner = next((other for other in ObjectFamily if other is not family and keyword in _known(other)), None)
    if owner is not None:
        return values.ValueProblem("MQT204", f"{keyword} is a parameter of {owner.value} commands, not of "
                                   f"{family.value} commands", f"{keyword} in a {owner.value} command, or a parameter "
                                   f"of this {family.value}")
    return values.ValueProblem("MQT105", f"unknown keyword {keyword}", _suggest(keyword, family))


def _suggest(keyword: str, family: ObjectFamily) -> str:
    return suggest(keyword, _known(family))


@cache
def _known(family: ObjectFamily) -> tuple[str, ...]:
    """The MQSC keywords and flags (TRIGGER, NOTRIGGER) of one family's attributes, for suggestions."""
    words: list[str] = []
    for attribute in registry.for_family(family):
        flags = attribute.is_flag("mqsc")
        words += (value.spelling("mqsc") for value in attribute.values) if flags else attribute.keywords("mqsc")
    return tuple(dict.fromkeys(word for word in words if word))
