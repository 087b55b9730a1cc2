"""Registry-driven checks on canonical commands, whatever dialect they were read from."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

from translator import registry
from translator.diagnostics import Reporter
from translator.model import (
    FROM_KEY,
    NAME_KEY,
    QUEUE_TYPES,
    Action,
    Command,
    Explicit,
    ObjectFamily,
    ObjectType,
    SystemDefault,
    Unchanged,
    Value,
)
from translator.model.characters import NAME_CHARACTERS, is_name, is_padded_name, name_problem, unprintable, visible
from translator.registry import Attribute, Kind

NAME_LENGTH = 48
# An enum member read from its class goes through the enum's metaclass each time: read once, for every command.
_UNSTATED = ObjectType.QUEUE
Problem =  tuple[str, str, str]  # code, message, expected
Check = Callable[[Value], Problem | None]
_DEFAULTS = (Unchanged, SystemDefault)  # the values an IBM i command takes for a parameter not given


def _limits(attribute: Attribute, special: Check) -> Check:
    """The check of a number, string or name list attribute's value: an explicit one against its limits, any
    other by ``special``. One function per attribute, as it runs for every value read."""
    if attribute.kind is Kind.INTEGER:
        low, high, named = attribute.minimum, attribute.maximum, frozenset(s.number for s in attribute.specials)

        def in_range(value: Value) -> Problem | None:
            if value.__class__ is not Explicit:
                return special(value)
            number = value[0]
            if isinstance(number, int) and not low <= number <= high and number not in named:  # type: ignore[operator]
                return "MQT202", f"{number} is outside the range of {attribute.name}", f"{low}-{high}"
            return None
        return in_range
    if attribute.kind is Kind.STRING:
        longest = attribute.max_length or 0
        # A string naming an object (PROCESS, INITQ, TARGET, RNAME, CLUSTER ...) follows IBM's naming rules, as the
        # object's own name does (trailing blanks are padding); any other holds printable characters.
        accepted, characters = (is_padded_name, _name_rule(attribute.name)) if attribute.names_object else \
            (str.isprintable, _text_rule(attribute.name))

        def short_enough(value: Value) -> Problem | None:
            if value.__class__ is not Explicit:
                return special(value)
            text = value[0]
            if text.__class__ is not str:
                text = str(text)
            if longest and len(text) > longest:
                return "MQT203", f"{attribute.name} is {len(text)} characters long", f"at most {longest} characters"
            return None if accepted(text) else characters(text)  # the full check for a text it refuses
        return short_enough
    return lambda value: _check_names(attribute, value[0]) if value.__class__ is Explicit else special(value)


def _name_rule(label: str) -> Callable[[str], Problem]:
    """An object's name breaking IBM's naming rules (MQT208)."""
    def named(text: str) -> Problem:
        name = text.rstrip(" ")
        return "MQT208", f"{label} '{visible(name)}' breaks the naming rules: {name_problem(name)}", NAME_CHARACTERS
    return named


def _text_rule(label: str) -> Callable[[str], Problem | None]:
    """A string value holds printable characters only (translator/model/characters.py)."""
    def printable(text: str) -> Problem | None:
        why = unprintable(text)
        return None if why is None else (
            "MQT207", f"{label} '{visible(text)}' holds the unprintable {why}", "printable characters")
    return printable


def _check_names(attribute: Attribute, value: object) -> Problem | None:
    if isinstance(value, tuple):
        if attribute.max_items and len(value) > attribute.max_items:
            return "MQT203", f"{len(value)} names given", f"at most {attribute.max_items} names"
        if attribute.max_length and (long := [n for n in value if len(n) > attribute.max_length]):
            return "MQT203", f"name '{visible(long[0])}' is too long", f"at most {attribute.max_length} characters"
        if all(map(is_padded_name, value)):  # each a name, blank-padded: printable, and no rule broken
            return None
        if problem := next(filter(None, map(_text_rule(attribute.name), value)), None):
            return problem
        # Each name is an object's (a queue, a cluster, a queue manager): IBM's naming rules, the blanks that pad
        # it to its field's length (PCF lists) apart; a blank one is blank.
        return next((("MQT208", f"name '{visible(name)}' breaks the naming rules: {why}", NAME_CHARACTERS)
                     for name in value if name.strip(" ") and (why := name_problem(name.rstrip(" ")))), None)
    return None


def _check_special(action: Action, attribute: Attribute, value: Value) -> Problem | None:
    """*SAME is for changes and copies, *SYSDFTQ for creates (MQMNAME's *DFT anywhere)."""
    if isinstance(value, Unchanged) and action not in (Action.CHANGE, Action.COPY):
        return "MQT206", f"'unchanged' (*SAME) is not valid in a {action.value} command", "a value"
    if isinstance(value, SystemDefault) and action is not Action.CREATE and not attribute.option:
        return "MQT206", f"'system default' is not valid in a {action.value} command", "a value"
    return None


def _check_applies(action: Action, object_type: ObjectType, attribute: Attribute) -> Problem | None:
    if action not in attribute.actions:
        return "MQT206", f"{attribute.name} does not apply to a {action.value} command", ""
    types = attribute.object_types
    applies = ObjectFamily.QUEUE in attribute.families if object_type is ObjectType.QUEUE else object_type in types
    if not applies:
        valid = ", ".join(sorted(t.value for t in types))
        return "MQT204", f"{attribute.name} is not an attribute of {_an(object_type)}", valid
    return None


def _an(object_type: ObjectType) -> str:
    """"a local queue", "a namelist", "a process", for messages."""
    what = f"{object_type.value} queue" if object_type.family is ObjectFamily.QUEUE else object_type.value
    return ("an " if what[0] in "aeiou" else "a ") + what


def _check(action: Action, object_type: ObjectType, attribute: Attribute) -> Check | None:
    """Every rule on ``attribute`` in this kind of command, as one function of its value; None when only
    a value that is not explicit can break one (an enumeration's explicit value is one of the registry's)."""
    problem = _check_applies(action, object_type, attribute)
    if problem is not None and problem[0] == "MQT204":
        # *SAME and the system default are what an IBM i command is given for a parameter left out: they say
        # nothing of the queue's type, so stand for any type.
        return lambda value: _check_special(action, attribute, value) if isinstance(value, _DEFAULTS) else problem
    if problem is not None:
        return lambda value: problem
    if attribute.kind is Kind.ENUM:
        return _value_rules(action, object_type, attribute)
    return _limits(attribute, partial(_check_special, action, attribute))


def _value_rules(action: Action, object_type: ObjectType, attribute: Attribute) -> Check | None:
    """The check of an enumeration whose registry row narrows some values to certain commands or queue
    types (QSGDISP(PRIVATE), QSGDISP(SHARED)); None when no value is narrowed."""
    narrowed = {v.pcf: v for v in attribute.values if v.actions is not None or v.object_types is not None}
    if not narrowed:
        return None

    def check(value: Value) -> Problem | None:
        if value.__class__ is not Explicit:
            return _check_special(action, attribute, value)
        rule = narrowed.get(str(value[0]))
        if rule is None:
            return None
        said = f"{attribute.name} {rule.spelling('mqsc') or rule.pcf}"
        if rule.actions is not None and action not in rule.actions:
            return "MQT206", f"{said} does not apply to a {action.value} command", \
                ", ".join(sorted(a.value for a in rule.actions))
        types = rule.object_types
        if types is not None and object_type not in types and object_type is not ObjectType.QUEUE:
            return "MQT204", f"{said} does not apply to {_an(object_type)}", ", ".join(sorted(t.value for t in types))
        return None
    return check


@lru_cache(maxsize=64)
def _rules(action: Action, object_type: ObjectType) -> dict[str, Check | None]:
    """The check of each attribute and option on this kind of command."""
    return {a.name: _check(action, object_type, a) for a in registry.ATTRIBUTES}


def implied_types(command: Command, options: bool = False) -> set[ObjectType]:
    """The queue types every attribute of ``command`` (and with ``options``, every option: PURGE) applies to, for a
    queue whose type is not stated."""
    candidates = set(QUEUE_TYPES)
    for given in (command.attributes, command.options) if options else (command.attributes,):
        for name, value in given.items():
            if not isinstance(value, _DEFAULTS):  # as a parameter left out: evidence of no type
                candidates &= registry.by_name(name).object_types
    return candidates


def _check_options_of_unstated_type(command: Command, reporter: Reporter) -> None:
    """An option none of the types the attributes leave open takes (FORCE with DFNTYPE: a model queue)."""
    implied = implied_types(command)
    for name in command.options:
        if implied and not implied & registry.by_name(name).object_types:
            kinds = " or ".join(sorted(t.value for t in implied))
            reporter.report("MQT204", f"{name} is not an attribute of a {kinds} queue, which the attributes make "
                            "this one", command.span_of(name), command.source_text, attribute=name,
                            expected=", ".join(sorted(t.value for t in registry.by_name(name).object_types)))


def _check_name(command: Command, key: str, label: str, reporter: Reporter, where: str) -> None:
    """Report what is wrong with the object's name (or source name) ``key``, at the name (``where``: its key)."""
    if len(key) > NAME_LENGTH:
        reporter.report("MQT203", f"the object {label} is {len(key)} characters long", command.span_of(where),
                        command.source_text, expected=f"at most {NAME_LENGTH} characters")
    elif why := name_problem(key):  # an empty name too: names are 1 to 48 characters
        reporter.report("MQT208", f"the object {label} '{visible(key)}' breaks the naming rules: {why}",
                        command.span_of(where), command.source_text, expected=NAME_CHARACTERS)


def validate(command: Command, reporter: Reporter, read_cleanly: bool = True) -> None:
    """Report every registry rule ``command`` breaks, each at the offending parameter. ``read_cleanly``: its reader
    reported no error, so an empty name was written so, not left empty by a name the reader refused."""
    rules = _rules(command.action, command.object_type)
    for given in (command.options, command.attributes):
        for name, value in given.items():
            check = rules[name]
            if check is not None:
                problem = check(value)
            elif value.__class__ is Explicit:
                continue
            else:
                problem = _check_special(command.action, registry.by_name(name), value)
            if problem:
                code, message, expected = problem
                reporter.report(code, message, command.span_of(name), command.source_text,
                                expected=expected, attribute=name)
    # A CL variable naming the object (QNAME(&Q)) is a name only as the program runs: no rule is checked here.
    held = command.variable_names
    if (command.name or read_cleanly) and not (len(command.name) <= NAME_LENGTH and is_name(command.name)) \
            and not (held and command.variable_name(NAME_KEY)):
        _check_name(command, command.name, "name", reporter, NAME_KEY)  # only for a name it finds fault with
    # LIKE(''), FROMQ(''): a copy of nothing is no create
    if command.from_name is not None and not (held and command.variable_name(FROM_KEY)):
        _check_name(command, command.from_name, "source name", reporter, FROM_KEY)
    manager = command.options.get("QMgrName") if command.options else None
    if manager.__class__ is Explicit and (why := name_problem(str(manager[0]).rstrip(" "))):  # type: ignore[index]
        # It goes into the advice written for the target (runmqsc QM1, a REST URL): it must be a name.
        reporter.report("MQT208", f"the queue manager name '{visible(str(manager[0]))}' breaks the naming rules: "  # type: ignore[index]
                        f"{why}", command.span_of("QMgrName"), command.source_text, expected=NAME_CHARACTERS,
                        attribute="QMgrName")
    if command.object_type is _UNSTATED and command.options:
        _check_options_of_unstated_type(command, reporter)
    given = command.attributes
    if "TpfCommon" in given:
        _check_processor_shared(command, reporter)
    if ("ClusterNamelist" in given and isinstance(given.get("ClusterName"), Explicit)
            and isinstance(given["ClusterNamelist"], Explicit)):
        reporter.report("MQT205", "CLUSTER and CLUSNL are both given; at most one may be non-blank",
                        command.span_of("ClusterNamelist"), command.source_text,
                        expected="CLUSTER or CLUSNL, not both")




# What a TPF queue shared by processors (COMMON-YES) does not take: ZMQSC's pages say MAXDEPTH and QDEPTHHI "are not
# valid for queues that are processor shared"; nor is it a transmission queue (USAGE-XMITQ, checked by its value).
_NOT_PROCESSOR_SHARED = ("MaxQDepth", "QDepthHighLimit")


def _check_processor_shared(command: Command, reporter: Reporter) -> None:
    given = command.attributes
    common = given["TpfCommon"]
    if common.__class__ is not Explicit or common[0] != "YES":  # type: ignore[index]
        return
    for name, value in given.items():  # in the command's order
        if name in _NOT_PROCESSOR_SHARED and value.__class__ is Explicit:
            reporter.report("MQT204", f"{name} is not an attribute of a queue shared by processors (TPF COMMON YES)",
                            command.span_of(name), command.source_text, expected="COMMON-NO, or no " +
                            str(registry.by_name(name).spelling("tpf")), attribute=name)
        elif name == "Usage" and value.__class__ is Explicit and value[0] == "MQUS_TRANSMISSION":  # type: ignore[index]
            # TPF's pages: "All transmission queues are processor unique."
            reporter.report("MQT204", "a transmission queue is never shared by processors (TPF COMMON YES): every "
                            "transmission queue is processor unique", command.span_of(name), command.source_text,
                            expected="COMMON-NO, or USAGE-NORMAL", attribute=name)
