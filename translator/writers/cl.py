"""IBM i CL writer: CRTMQMQ/CHGMQMQ/CPYMQMQ/DLTMQMQ and the namelist and process commands, through templates/cl."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache, partial

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import cl_vocabulary as vocabulary
from translator.dialects.cl_vocabulary import ClCommand
from translator.memo import Table
from translator.model import (
    FROM_KEY,
    NAME_KEY,
    Command,
    Item,
    ObjectFamily,
    ObjectType,
    Passthrough,
    Script,
    SystemDefault,
    Unchanged,
    Value,
    Variable,
    label_note,
)
from translator.readers import cl_flow
from translator.registry import Attribute, Kind
from translator.registry.objects import BY_TYPE
from translator.writers import joined, spelling
from translator.writers.layout import quote
from translator.writers.options import WriteOptions
from translator.writers.rendering import (
    Folded,
    Preceded,
    folded,
    parameter_pieces,
    parameter_texts,
    preceded,
    render,
)
from translator.writers.text_writer import write_script


class ClSurface(spelling.Surface[ClCommand]):
    """CL's spelling, per command: no flags, special values *SAME, the family's system default (*SYSDFTQ,
    *SYSDFTNL, *SYSDFTPRC; MQMNAME: *DFT) and
    &variables, the registry's blank word (*BLANK, *NONE), names listed with blanks; a command refuses
    the options that are not among its leading parameters."""

    column = "cl"

    def refusal(self, attribute: Attribute, where: ClCommand) -> str | None:
        try:
            keyword = spelling.keyword(attribute, "cl")
        except spelling.NotExpressible as problem:
            return problem.message
        return f"{where.name} has no {keyword} parameter" if attribute.option and keyword not in where.head else None

    def special(self, attribute: Attribute, value: Value, where: ClCommand) -> str:
        if isinstance(value, Unchanged):
            return "*SAME"
        if isinstance(value, SystemDefault):
            return "*DFT" if attribute.name == "QMgrName" else where.default_word
        if isinstance(value, Variable):
            return f"&{value.name}"
        return super().special(attribute, value, where)

    def blank(self, attribute: Attribute) -> str:
        return vocabulary.BLANKS[attribute] or ("*NONE" if attribute.kind is Kind.NAME_LIST else "' '")

    def names(self, names: tuple[str, ...]) -> str:
        return " ".join("*BLANKS" if not name.strip() else quote(name) for name in names)

    def text_for(self, attribute: Attribute, where: ClCommand) -> Callable[[str], str]:
        # A name cannot start with *: only a string can spell a special value.
        return _TEXTS[attribute, where] if attribute.kind is Kind.STRING else quote

    marked = "*"  # what every special value starts with


def _text(key: tuple[Attribute, ClCommand]) -> Callable[[str], str]:
    """How CL writes a string of the attribute in the command: quoted, unless IBM i may read it as one of the
    parameter's special values, in any case (vocabulary.reserved)."""
    attribute, where = key

    def text(value: str) -> str:
        if value[:1] == "*" and (special := vocabulary.reserved(where, attribute, value)):
            raise spelling.NotExpressible(
                "MQT302", f"{attribute.name} '{value}' is not written in CL: IBM i may read it as the special "
                f"value {special}, not as text", "another text")
        return quote(value)
    return text


_TEXTS: Table[tuple[Attribute, ClCommand], Callable[[str], str]] = Table(_text)


SURFACE = ClSurface()
# An enum member read from its class goes through the enum's metaclass each time: read once, for every command.
_UNSTATED, _QUEUES = ObjectType.QUEUE, ObjectFamily.QUEUE


def write(script: Script, reporter: Reporter, options: WriteOptions) -> list[str]:
    """One text per script item (CL commands, verbatim CL, notes for what was not translated)."""
    return list(write_items(script.items, script.trailing_comments, reporter, options))


def write_items(items: Iterable[Item], trailing: Sequence[str], reporter: Reporter, options: WriteOptions) -> Iterator[str]:
    """The texts of ``write``, one at a time as ``items`` come (``trailing``: the comments after the last)."""
    if options.preceded or options.followed:
        items = joined.bounded(items, reporter, options, "cl", _ENDS, _STARTS, _TAILS, "MQT310", _monitors)
    return write_script("cl", items, trailing, reporter, partial(_command, reporter, options), options.width)


# What ends a CL program's source, what must start it, and what ends its main statements, when inputs are written
# into one output (MQT130). A RETURN (TFRCTL, SIGNOFF, an escape message) ends the program where it runs whenever
# the program gets to it (Passthrough.ends), and may end it where it runs only on a condition (Passthrough.may_end:
# in a DO group, under a condition, jumped over by a GOTO, or a CALLSUBR of a subroutine holding one), which the
# reader's flow knows and marks. IBM i takes the first SUBR as the end of the program's main statements: after it
# come only subroutines and ENDPGM [UNSURE: the seeds and reference do not say where subroutines must stand], so
# another input's commands after it would not compile; and what stands after it runs only when called.
_ENDS = frozenset({"ENDPGM"})
_STARTS = vocabulary.DECLARATIONS | {"PGM"}
_TAILS = {"SUBR": ("starts the program's subroutines, after which the source may hold only subroutines and ENDPGM",
                   "it runs only when a CALLSUBR calls its subroutine")}


def _monitors(item: Passthrough) -> bool:
    """True for a MONMSG that lets the program go on after a failure: one before any command but the declarations
    watches the whole program, so joined with other inputs, their commands too (or, after theirs, the last of
    them), which would go on where they stopped. One ending the program ends it as an unmonitored failure does."""
    return item.kind == "MONMSG" and cl_flow.lets_the_program_go_on(item.text)  # the reader's reading of CL


def _command(reporter: Reporter, options: WriteOptions, item: Command) -> str:
    if item.condition and cl_flow.unknowable(item.condition):
        # The statement it runs under is not written (a comment), as the compiler refuses it: MQT310, as into
        # any other dialect (dialects/cl.py), for written, it would run every time.
        reporter.report("MQT310", f"{item.kind} {item.name} depends on the {item.condition}, which is not written: "
                        "if written, it would run every time", item.span, item.source_text,
                        expected=reporter.or_written("the statement corrected"))
    spec = vocabulary.BY_ACTION[(item.action, item.object_type.family)]
    if options.explicit and spec.offset is not None:  # the keywords written decide the others'
        head = _head(item, spec, reporter)
        parameters = spelling.spelled(SURFACE, spec, item, item.attributes.items(), reporter)
        written = {keyword for keyword, _ in head + parameters}
        parameters += [(keyword, spec.default_word) for a in _parameters_of(spec, item.object_type)
                       if (keyword := a.spelling("cl")) and keyword not in written]
        texts = parameter_texts("cl")(head + parameters)
    else:
        texts = _head_text(item, spec, reporter) + spelling.laid_out(SURFACE, "cl", spec, item,
                                                                     item.attributes.items(), reporter)
    comments = _comments(item)
    if item.label or item.library:
        return render("cl", "command", comments, item.label, item.library, spec.name, texts, options.width)
    if comments:
        return _commented()(comments, spec.name, texts, options.width)
    return _plain()(spec.name, texts, options.width)


@cache
def _plain() -> Folded:
    """The command template for a command with no comments, label or library, as the writer passes them."""
    return folded("cl", "command", [], "", "")


@cache
def _commented() -> Preceded:
    """The command template for a command with comments but no label or library, as the writer passes them."""
    return preceded(_plain(), "cl", "command", "", "")


def _comments(command: Command) -> list[str]:
    """The command's comments but the note its label is kept as for other dialects: CL writes the label itself."""
    comments = command.comments
    if command.label and comments and comments[-1] == label_note(command.label):
        return comments[:-1]
    return comments


_NAME, _FROM, _QTYPE = "<name>", "<from>", "<qtype>"  # what a leading parameter that is no option writes


def _head_plan(spec: ClCommand) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """Each leading parameter of the command with what it writes: the option of that name, or the object's name,
    the source's name or the queue type; and the options among them, in that order."""
    plan = tuple((keyword, attribute.name if (attribute := registry.by_keyword("cl", keyword, spec.object_type))
                  else _NAME if keyword in vocabulary.NAME_KEYWORDS else _FROM if keyword in vocabulary.FROM_KEYWORDS
                  else _QTYPE) for keyword in spec.head)
    return plan, tuple(name for _, name in plan if name not in (_NAME, _FROM, _QTYPE))


_HEAD_PLANS = Table(_head_plan)


def _head(command: Command, spec: ClCommand, reporter: Reporter) -> list[spelling.Pair]:
    """The leading parameters: names, QTYPE, MQMNAME, REPLACE/FORCE, in the command's order."""
    plan, head_options = _HEAD_PLANS[spec]
    options = command.options
    if options:
        listed = [(name, options[name]) for name in head_options if name in options]
        given = dict(spelling.spelled(SURFACE, spec, command, listed, reporter))
    else:
        listed, given = [], {}
    parts: list[spelling.Pair] = []
    for keyword, what in plan:
        if what is _NAME:
            parts.append((keyword, _name(command, command.name, NAME_KEY)))
        elif what is _FROM:
            parts.append((keyword, _name(command, command.from_name or "", FROM_KEY)))
        elif what is _QTYPE:
            if command.object_type is not _UNSTATED:
                parts.append((keyword, _QTYPES[command.object_type]))
        elif keyword in given:
            parts.append((keyword, given[keyword]))
    _unstated(command, spec, reporter)
    if len(options) > len(listed):  # the others: MQT301, no such parameter
        spelling.spelled(SURFACE, spec, command, [(name, value) for name, value in options.items()
                                                  if name not in head_options], reporter)
    return parts


def _unstated(command: Command, spec: ClCommand, reporter: Reporter) -> None:
    """MQT308 for a typed queue whose command has no QTYPE parameter."""
    if command.object_type is not _UNSTATED and "QTYPE" not in spec.head \
            and command.object_type.family is _QUEUES:
        # Queue names are unique across queue types, so the same queue goes; only the check of its type is lost.
        reporter.report("MQT308", f"{spec.name} cannot state the queue type ({command.object_type.value}): it deletes "
                        "the queue of that name whatever its type", command.span, command.source_text)


def _head_text(command: Command, spec: ClCommand, reporter: Reporter) -> str:
    """The leading parameters laid out: for a command with its names quoted and only options among them (most), by
    the text ``_laid_head`` makes for its command, object type and options; else the pairs of ``_head``."""
    if not command.variable_names:
        options = command.options
        laid = _LAID_HEADS[spec, command.object_type, tuple(options) if options else ()]
        if laid is not None:
            try:
                text = laid(command)
            except spelling.NotExpressible:  # an option's value: _head spells it again, and reports it
                pass
            else:  # MQT308 after the names, as _head: a name that cannot be written stops the command first
                _unstated(command, spec, reporter)
                return text
    return parameter_texts("cl")(_head(command, spec, reporter))


_Head = Callable[[Command], str]


def _laid_head(key: tuple[ClCommand, ObjectType, tuple[str, ...]]) -> _Head | None:
    """``_head``'s pairs laid out, for a command of ``key`` (command, object type, the names of its options) with its
    names quoted: the texts of the pairs that are the same for each such command, and the option values and names
    spelled into them, the options first, as ``_head`` spells them (raises NotExpressible). None when an option is
    not among the command's leading parameters, or the template's ``parameters`` macro is not laid out alike."""
    spec, object_type, names = key
    pieces = parameter_pieces("cl")
    plan, head_options = _HEAD_PLANS[spec]
    if pieces is None or not set(names) <= set(head_options):
        return None
    texts: list[str] = []
    spelled: list[tuple[int, str]] = []  # where an option's text goes, and the option's name
    quoted: list[tuple[int, str]] = []  # where a name goes, and which (_NAME, _FROM)
    for keyword, what in plan:
        if what is _NAME or what is _FROM:
            texts += [pieces.before + keyword + pieces.between, "", pieces.after]
            quoted.append((len(texts) - 2, what))
        elif what is _QTYPE:
            if object_type is not _UNSTATED:
                texts.append(pieces.lay((keyword, _QTYPES[object_type])))
        elif what in names:
            texts.append("")
            spelled.append((len(texts) - 1, what))
    laid = SURFACE.laid[pieces, spec]
    if not spelled and len(quoted) == 1:  # most: the name between two texts
        before, after = "".join(texts[:quoted[0][0]]), "".join(texts[quoted[0][0] + 1:])
        return lambda command: before + quote(command.name) + after

    def head(command: Command) -> str:
        parts, options = texts.copy(), command.options
        for index, name in spelled:
            parts[index] = laid[name](options[name])
        for index, what in quoted:
            parts[index] = quote(command.name if what is _NAME else command.from_name or "")
        return "".join(parts)
    return head


_LAID_HEADS = Table(_laid_head)


def _name(command: Command, name: str, key: str) -> str:
    """The object's name, or its source's (``key``), quoted; a program variable giving it (QNAME(&Q)) as written."""
    return name if command.variable_names and command.variable_name(key) else quote(name)


# Each queue type's QTYPE word, from the registry's spelling (BY_TYPE): a dict lookup for every typed queue written.
_QTYPES = {object_type: str(spelled.spelling("cl")) for object_type, spelled in BY_TYPE.items()}


def _parameters_of(spec: ClCommand, object_type: ObjectType) -> list[Attribute]:
    slots = set(vocabulary.positional(spec)) - set(spec.head)
    return [a for a in registry.for_family(spec.family) if a.spelling("cl") in slots - spec.unlisted and not a.option
            and (object_type in a.object_types or object_type is ObjectType.QUEUE)]
