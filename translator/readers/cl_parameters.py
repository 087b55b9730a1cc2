"""The parameters of an IBM i MQ CL command, keyword or positional, read into the model: each value checked against
the registry, a variable resolved from -D or the program's constants, what is wrong reported where it stands.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Container
from difflib import get_close_matches
from functools import cache, lru_cache
from typing import NamedTuple

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import cl_vocabulary as vocabulary
from translator.memo import Table
from translator.model import (
    BLANK,
    FROM_KEY,
    NAME_KEY,
    Action,
    Command,
    Explicit,
    ObjectType,
    Span,
    Value,
    Variable,
)
from translator.parsers import terminals
from translator.readers import values
from translator.readers.cl_flow import Flow
from translator.registry.objects import BY_CL_QTYPE

# A blank name in a list: NAMES takes *BLANKS (*BLANK is TEXT's word, not a list element's).
_BLANK_ELEMENTS = frozenset({"*BLANKS"})
Parameter = tuple[str, list[values.Item], int]  # keyword, values, offset in the command text


def given_parameters(spec: vocabulary.ClCommand, found_pieces: list[re.Match[str]]) -> list[Parameter]:
    """Keyword and positional parameters as (keyword, items, offset), positionals resolved by position."""
    slots = vocabulary.positional(spec)
    found: list[Parameter] = []
    keywords_seen = False
    for index, piece in enumerate(found_pieces):
        kind = str(piece.lastgroup)  # every alternative of _PIECE is a named group, closed last
        if kind == "KEYWORD_VALUE":
            opened, inner = piece.group("open", "inner")
            found.append((opened[:-1].upper(), values.items(inner, "cl"), piece.start()))
            keywords_seen = True
            continue
        text, offset = piece.group(kind), piece.start()
        following = found_pieces[index + 1].lastgroup if index + 1 < len(found_pieces) else None
        if kind == "WORD" and following == "LIST" and _takes(spec, text.upper()):
            # IBM i reads it as written, a positional value then another: QNAME (A) names the queue QNAME.
            raise values.ValueProblem("MQT102", f"{shown(text)} is followed by a blank and '(': as written, "
                                      f"{shown(text)} is a positional value, not the keyword {text.upper()}",
                                      f"{text.upper()}(value) with no blank, or '{text}' quoted as a value", offset)
        if keywords_seen:
            raise values.ValueProblem("MQT102", f"positional value {shown(text)} after keyword parameters",
                                      "positional values first, then KEYWORD(value)", offset)
        elif index >= len(slots):
            raise values.ValueProblem("MQT102", f"too many positional values at {shown(text)}",
                                      f"at most {len(slots)} positional values for {spec.name}", offset)
        elif not slots[index]:  # a position IBM's page lists no parameter at (CHGMQMQ's 56th)
            raise values.ValueProblem("MQT102", f"{spec.name} has no parameter known at position {index + 1}, "
                                      f"where {shown(text)} stands", "KEYWORD(value) from there on", offset)
        elif text.upper() != "*N":  # *N marks an omitted positional parameter
            found.append((slots[index], values.items(text[1:-1] if kind == "LIST" else text, "cl"), offset))
    return found


def build(command: Command, spec: vocabulary.ClCommand, parameters: list[Parameter], reporter: Reporter,
           variables: dict[str, str], locate: Callable[[int], Span], flow: Flow, at_run_time: bool = False) -> None:
    """Set each of the command's ``parameters``, reporting what is wrong with them. ``at_run_time``: the command is
    not translated but run as the program runs (one a statement runs), so a value worked out then, a variable's
    without a value here or an expression's, is no error."""
    counts = Counter(keyword for keyword, _, _ in parameters)
    given = set(counts)
    roles = _roles(spec)
    for keyword, found, offset in parameters:
        try:
            if counts[keyword] > 1 and keyword in given:
                given.discard(keyword)
                raise values.ValueProblem("MQT108", f"{keyword} is given twice", "each parameter once")
            if at_run_time and _computed(found):
                continue
            _no_number_as_text(roles[keyword], found, flow)
            _parameter(command, spec, roles[keyword], found, offset, variables)
        except values.ValueProblem as problem:
            if at_run_time and isinstance(problem, _NoValue):
                continue
            if isinstance(problem, _NoValue) and roles[keyword].sets in ("name", "source"):
                _variable_name(command, roles[keyword].sets, problem.variable, offset, flow)
                continue
            reporter.report(problem.code, problem_message(problem, flow), locate(offset), command.source_text,
                            expected=problem.expected)
    for keyword in _named(spec):
        if keyword not in counts:  # given twice is MQT108, not missing
            reporter.report("MQT107", f"{spec.name} needs {keyword}", command.span, command.source_text,
                            expected=f"{keyword}(name)")
    if spec.action is Action.CREATE and "QTYPE" in spec.head and "QTYPE" not in counts:
        reporter.report("MQT107", "CRTMQMQ needs QTYPE", command.span, command.source_text,
                        expected="QTYPE(*LCL, *ALS, *RMT or *MDL)")
    _said_nothing(command)


def _variable_name(command: Command, sets: str, variable: str, offset: int, flow: Flow) -> None:
    """Keep the object's name (``sets``: "name") or its source's that a program variable without a known value gives
    (QNAME(&Q)) as the variable, as CL writes it back; into another dialect, which has no variables, it is MQT106,
    with why the program gives it no known value (translation.variables_written)."""
    written, key = f"&{variable}", NAME_KEY if sets == "name" else FROM_KEY
    if sets == "name":
        command.name = written
    else:
        command.from_name = written
    command.offsets[key] = offset
    command.variable_names += ((key, flow.why_unknown(variable.upper()).removeprefix(": ")),)


def _said_nothing(command: Command) -> None:
    """Forget an option given the value leaving it out means (the one MQSC writes as nothing) on an object type
    that has no such option: FORCE(*NO) on a model queue is what CHGMQMQ has when FORCE is left out, not a force
    the queue manager refuses for a model queue."""
    for name, value in list(command.options.items()):
        attribute = registry.by_name(name)
        if command.object_type in attribute.object_types or command.object_type is ObjectType.QUEUE \
                or value.__class__ is not Explicit:
            continue
        if any(v.pcf == value[0] and v.spelling("mqsc") == "" for v in attribute.values):  # type: ignore[index]
            del command.options[name]
            command.spans.pop(name, None)


def _no_number_as_text(role: _Role, found: list[values.Item], flow: Flow) -> None:
    """MQT201 for a program constant holding a number (*DEC, *INT, *UINT) given to a parameter taking text or a
    name: how IBM i gives a number to such a parameter (its digits, or zero-padded to its length as CHGVAR makes
    them) is not known here [UNSURE], so no text is guessed for it."""
    takes_text = role.sets in ("name", "source") if role.attribute is None else \
        role.attribute.kind in (registry.Kind.STRING, registry.Kind.NAME_LIST)
    if not takes_text or not flow.constants:
        return
    for item in found:
        constant = flow.constants.get(item.text[1:].upper()) if not item.quoted and item.text[:1] == "&" else None
        if constant is not None and not constant[1]:
            what = "text" if role.attribute is not None and role.attribute.kind is registry.Kind.STRING else "a name"
            raise values.ValueProblem("MQT201", f"{role.keyword} takes {what}, but {item.text} holds a number "
                                      f"({constant[2]}): how IBM i gives a number as text is not known here",
                                      f"a *CHAR variable, or the text quoted in {role.keyword}")


@cache
def _named(spec: vocabulary.ClCommand) -> tuple[str, ...]:
    """The leading parameters naming the object or its source, which the command needs."""
    return tuple(k for k in spec.head if k in vocabulary.NAME_KEYWORDS | vocabulary.FROM_KEYWORDS)


@lru_cache(maxsize=1024)
def _choices(command_name: str, keyword: str) -> str:
    """The parameters of a CL command closest to an unknown ``keyword`` (remembered: scripts repeat them)."""
    choices = [k for k in vocabulary.positional(vocabulary.COMMANDS[command_name]) if k]
    return f"one of {', '.join(get_close_matches(keyword, choices, n=3) or choices[:8])}"


def shown(text: str) -> str:
    """``text`` for a message: a long one is cut, so that a diagnostic stays short whatever the input."""
    return text if len(text) <= 40 else text[:37] + "..."


def _computed(found: list[values.Item]) -> bool:
    """True for a value the program works out as it runs: an expression (*CAT, +), or a built-in's (%TRIM(&T))."""
    return any(not item.quoted and (item.word in _OPERATORS or item.text.startswith("%")) for item in found)


def _one(keyword: str, found: list[values.Item]) -> values.Item:
    if len(found) != 1:
        operator = next((item.word for item in found if not item.quoted and item.word in _OPERATORS), "")
        if operator:  # TEXT('Orders for ' *CAT &ENV): IBM i builds the value when the program runs
            raise values.ValueProblem("MQT201", f"{keyword} is an expression ({operator}), which is not evaluated",
                                      f"{keyword}(value): the value the expression makes, given whole")
        raise values.ValueProblem("MQT201", f"{keyword} takes exactly one value", f"{keyword}(value)")
    return found[0]


# CL's operators in an expression (string, arithmetic, relational, logical): a value with one is computed at run time.
_OPERATORS = frozenset({"*CAT", "*BCAT", "*TCAT", "||", "|>", "|<", "+", "-", "*", "/", "*EQ", "*NE", "*GT", "*LT",
                        "*GE", "*LE", "*AND", "*OR", "*NOT"})


def _object_name(keyword: str, found: list[values.Item], variables: dict[str, str]) -> str:
    return _resolved(keyword, found, variables, quoted=True).word


def _resolved(keyword: str, found: list[values.Item], variables: dict[str, str], quoted: bool) -> values.Item:
    """The one value of ``keyword``, its &variable replaced by its -D value (``quoted``: keeping its case); an
    &variable without one is MQT106."""
    item = _one(keyword, _substitute(found, variables, quoted=quoted))
    unresolved = values.variable(item)
    if unresolved is not None:
        raise _no_value(unresolved)
    return item


class _Held(values.Item):
    """A variable's value read as a word (QTYPE(&T), MAXDEPTH(&N)): IBM i takes it as the variable holds it, never
    folding it to upper case as it does a word written in the command, so it is compared and shown as held."""

    __slots__ = ()

    @property
    def word(self) -> str:
        return self.text


def _substitute(found: list[values.Item], variables: dict[str, str], quoted: bool,
                specials: Container[str] = ()) -> list[values.Item]:
    """values.substitute, a value a variable gives as a word held as written (_Held)."""
    return [new if new is old or new.quoted else _Held(*new)
            for old, new in zip(found, values.substitute(found, variables, quoted, specials), strict=True)]


class _NoValue(values.ValueProblem):
    """MQT106: an &variable that neither the program (a constant) nor -D gives a value; the reader says why."""

    def __init__(self, variable: str) -> None:
        super().__init__("MQT106", f"&{variable} has no value", f"-D {variable}=VALUE")
        self.variable = variable


def _no_value(variable: Variable) -> values.ValueProblem:
    return _NoValue(variable.name)


def problem_message(problem: values.ValueProblem, flow: Flow) -> str:
    """The problem's message, for MQT106 with why the program's variable has no value known."""
    return problem.message + flow.why_unknown(problem.variable.upper()) if isinstance(problem, _NoValue) \
        else problem.message


class _Role(NamedTuple):
    """What ``keyword`` of one CL command sets: the object's name (``name``), its source's name (``source``), the
    queue type (``qtype``) or an attribute or option (``attribute``, with ``enumerated``: the memo of its single
    words for an enumeration)."""

    sets: str
    keyword: str
    attribute: registry.Attribute | None = None
    enumerated: Table[values.Item, Value] | None = None


@cache
def _takes(spec: vocabulary.ClCommand, keyword: str) -> bool:
    """True when ``keyword`` is a parameter of the command."""
    return keyword in spec.head or registry.by_keyword("cl", keyword, spec.object_type) is not None


def _roles(spec: vocabulary.ClCommand) -> Table[str, _Role]:
    """What each keyword of a CL command sets; MQT105 for a keyword it does not take."""

    def role(keyword: str) -> _Role:
        if keyword in spec.head:
            if keyword in vocabulary.NAME_KEYWORDS:
                return _Role("name", keyword)
            if keyword in vocabulary.FROM_KEYWORDS:
                return _Role("source", keyword)
            if keyword == "QTYPE":
                return _Role("qtype", keyword)
        found = registry.by_keyword("cl", keyword, spec.object_type)
        if found is None or (found.option and keyword not in spec.head):
            raise values.ValueProblem("MQT105", f"{shown(keyword)} is not a parameter of {spec.name}",
                                      _choices(spec.name, keyword))
        # An enumeration's single word (without -D variables) is read once per command and word: scripts
        # repeat a few words (*YES, *NO, ...).
        enumerated = Table(lambda item: _read_value(found, [item], {}, spec), limit=256) \
            if found.kind is registry.Kind.ENUM else None
        return _Role("attribute", keyword, found, enumerated)
    return Table(role)


def _parameter(command: Command, spec: vocabulary.ClCommand, role: _Role, found: list[values.Item],
               offset: int, variables: dict[str, str]) -> None:
    attribute = role.attribute
    if attribute is None:
        if role.sets == "qtype":
            item = _resolved("QTYPE", found, variables, quoted=False)
            word = item.word
            if item.quoted:  # a special value quoted is a string, as for every other parameter taking words
                raise values.ValueProblem("MQT201", "QTYPE does not take a quoted value", ", ".join(BY_CL_QTYPE))
            if word not in BY_CL_QTYPE:
                raise values.ValueProblem("MQT201", f"{word} is not a queue type", ", ".join(BY_CL_QTYPE))
            command.object_type = BY_CL_QTYPE[word]
        elif role.sets == "name":
            command.name = _object_name(role.keyword, found, variables)
            command.offsets[NAME_KEY] = offset
        else:
            command.from_name = _object_name(role.keyword, found, variables)
            command.offsets[FROM_KEY] = offset
        return
    target = command.options if attribute.option else command.attributes
    if variables or len(found) != 1:
        value = _read_value(attribute, found, variables, spec)
    elif role.enumerated is not None:
        value = role.enumerated[found[0]]
    else:  # the commonest shapes, as _read_value reads them: a quoted string, digits
        text, quoted = found[0]
        kind = attribute.kind
        if quoted and kind is registry.Kind.STRING:
            value = values.string(text)
        elif not quoted and kind is registry.Kind.INTEGER and text.isdigit() and text.isascii():
            value = values.number(text)
        else:
            value = _read_value(attribute, found, variables, spec)
    # Quoted in the command; a variable's value is its special value in upper case only, else text (values.py).
    if attribute.kind is registry.Kind.STRING and value.__class__ is Explicit and str(value[0])[:1] == "*" \
            and found[0].quoted and (special := vocabulary.reserved(spec, attribute, str(value[0]))):
        raise values.ValueProblem("MQT201", f"'{value[0]}' is quoted, but IBM i may read it as the special value "
                                  f"{special}, not as text", f"{special} unquoted, or another text")
    target[attribute.name] = value
    command.offsets[attribute.name] = offset


def _list_elements(attribute: registry.Attribute, found: list[values.Item]) -> None:
    """Refuse in a list what only stands alone: *SAME, *NONE and the other special values (but *BLANKS, a blank
    element), and an &variable without a value; each would otherwise be written as a name."""
    for item in found:
        if item.quoted:
            continue
        unresolved = values.variable(item)
        if unresolved is not None:
            raise _no_value(unresolved)
        if "(" in item.text or ")" in item.text:
            raise values.ValueProblem("MQT201", f"{attribute.spelling('cl')} is a list of names, not of lists",
                                      "names separated by blanks")
        if item.text.startswith("*") and item.word not in _BLANK_ELEMENTS:
            keyword = attribute.spelling("cl")
            if item.word not in vocabulary.SPECIALS and item.word != vocabulary.BLANKS[attribute]:
                # No value of the parameter at all: *BLANK is TEXT's word, a blank name in a list is *BLANKS.
                raise values.ValueProblem("MQT201", f"{shown(item.word)} is not a value of {keyword}",
                                          f"{', '.join(sorted(_BLANK_ELEMENTS))} for a blank name" if
                                          item.word == "*BLANK" else "names, or a special value alone")
            raise values.ValueProblem("MQT201", f"{item.word} stands alone: it is no name in a list of {keyword}",
                                      "names, or the special value alone")


def _read_value(attribute: registry.Attribute, found: list[values.Item], variables: dict[str, str],
                spec: vocabulary.ClCommand) -> Value:
    if variables:
        found = _substitute(found, variables, quoted=attribute.kind in (registry.Kind.STRING,
                                                                              registry.Kind.NAME_LIST),
                                  specials={*vocabulary.special_words(spec, attribute.name),
                                            vocabulary.BLANKS[attribute] or "*SAME",
                                            *(_BLANK_ELEMENTS if attribute.kind is registry.Kind.NAME_LIST else ())})
    if len(found) == 1 and not found[0].quoted:
        word = found[0].word
        if word in vocabulary.SPECIALS:
            if word not in vocabulary.special_words(spec, attribute.name):
                raise _not_a_value(word, attribute, spec)
            return vocabulary.SPECIALS[word]
        if attribute.kind is not registry.Kind.ENUM and word == vocabulary.BLANKS[attribute]:
            return BLANK
        if attribute.kind is registry.Kind.STRING and _SPECIAL.fullmatch(word):  # quoted, it would be text
            raise _not_a_value(word, attribute, spec)
        variable = values.variable(found[0])
        if variable is not None:
            return variable
    if attribute.kind is registry.Kind.NAME_LIST:
        if not found:  # IBM i documents *NONE for no names; what it makes of () is not [UNSURE]: refused, not guessed
            raise values.ValueProblem("MQT201", f"{attribute.spelling('cl')}() gives no value",
                                      f"{vocabulary.BLANKS[attribute] or '*NONE'} for no names")
        _list_elements(attribute, found)
        return values.name_list(found, _BLANK_ELEMENTS)
    return values.single(attribute, _one(attribute.spelling("cl") or attribute.name, found), "cl")


_SPECIAL = re.compile(terminals("cl")["SPECIAL"])  # a *SPECIAL value, as grammars/cl.lark reads one
# What a parameter takes besides its special values, by the kind of its attribute, for messages.
_OTHERWISE = {registry.Kind.STRING: "a quoted string", registry.Kind.INTEGER: "a number",
              registry.Kind.NAME_LIST: "names"}


def _not_a_value(word: str, attribute: registry.Attribute, spec: vocabulary.ClCommand) -> values.ValueProblem:
    """MQT201 for a special value ``attribute`` does not take on ``spec``, with those it takes: its blank word
    (*BLANK, *NONE), *SAME on a change or copy, the system default on a create (MQMNAME's *DFT on any)."""
    taken = vocabulary.special_words(spec, attribute.name)
    if not attribute.option:  # the validation stage refuses the other one (MQT206)
        taken &= {spec.default_word}
    blank = vocabulary.BLANKS[attribute] if attribute.kind is not registry.Kind.ENUM else None
    words = sorted({*taken, blank} - {None})
    # A name may be written unquoted (MQMNAME(QM1)): "a quoted string" is only what a text is.
    otherwise = "a queue manager name" if attribute.name == "QMgrName" else "a name" if attribute.names_object \
        else _OTHERWISE.get(attribute.kind, "a value")
    return values.ValueProblem("MQT201", f"{word} is not a value of {attribute.spelling('cl')} on {spec.name}",
                               f"{', '.join(words)} or {otherwise}" if words else otherwise)
