"""The one speller of the text dialects: each parameter of a command as a (keyword, value text) pair, or laid out.

Values are spelled from the registry (the dialect's column: keywords, enumeration words, named numbers);
what a dialect does differently is its :class:`Surface`, defined in its writer module: which attributes
are flags, how it writes *SAME, system defaults, blanks, name lists and strings, and which parameters a
command refuses. The templates lay the pairs out (``KEYWORD(value)``, ``KEYWORD-value``, flags); where a template
lays each pair out alike, its pieces (rendering.parameter_pieces) lay each parameter out as it is spelled.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

from translator import registry
from translator.diagnostics import CODES, Policy, Reporter
from translator.memo import Table, remembered
from translator.model import Blank, Command, Explicit, Value, Variable
from translator.registry import Attribute, Kind
from translator.writers.layout import quote
from translator.writers.rendering import Pieces, parameter_pieces, parameter_texts

# (keyword, value text); a flag is (word, None). An empty value text is written KEYWORD() (MQSC's blank list).
Pair = tuple[str, str | None]
Speller = Callable[[Value], Pair | None]
LaidSpeller = Callable[[Value], str]  # a parameter's text as a template lays it out; "" when it is left out
Where = TypeVar("Where", bound=Hashable)


class NotExpressible(Exception):
    """The target cannot express an attribute (MQT301), one of its values (MQT302) or an unset &variable."""

    def __init__(self, code: str, message: str, expected: str = "") -> None:
        super().__init__(message)
        self.code, self.message, self.expected = code, message, expected


def resolved(value: Value, name: str) -> Value:
    """``value``, unless it is a CL &variable without a value: only CL can write that back (MQT106)."""
    if isinstance(value, Variable):
        raise NotExpressible("MQT106", f"&{value.name} has no value, so {name} cannot be translated",
                             f"-D {value.name}=VALUE")
    return value


def report(problem: NotExpressible, command: Command, name: str, reporter: Reporter) -> None:
    """Report ``problem`` at the parameter ``name`` of ``command``; where the policy refuses the command for it,
    what writes the command without it (a dump holds many such defaults: SCOPE(QMGR) into CL)."""
    expected = problem.expected or (f"--on-unsupported warn to write the command without {name}"
                                    if reporter.policy is Policy.ERROR and CODES[problem.code].lossy else "")
    reporter.report(problem.code, problem.message, command.span_of(name), command.source_text,
                    expected=expected, attribute=name)


def keyword(attribute: Attribute, dialect: str, target: str = "") -> str:
    """The attribute's keyword in ``dialect``'s column; raises when it has none, naming ``target`` (a dialect
    written with another's spellings: REST with MQSC's) or ``dialect``."""
    spelled = attribute.spelling(dialect)
    if not spelled:
        raise NotExpressible("MQT301", f"{attribute.name} cannot be expressed in {target or dialect}"
                             + (f" ({attribute.platform_note})" if attribute.platform_note else ""))
    return spelled


def enum_word(attribute: Attribute, pcf_name: str, dialect: str, target: str = "") -> str:
    """The dialect's word for an enum or special value; "" means "leave the keyword out" (``target``: as
    :func:`keyword`)."""
    value = attribute.value_by_pcf(pcf_name)
    word = value.spelling(dialect) if value else None
    if word is None:
        raise NotExpressible("MQT302", f"{attribute.name} value {pcf_name} cannot be expressed in {target or dialect}")
    return word


def integer(attribute: Attribute, number: int | str, dialect: str, target: str = "") -> str:
    """An integer, or the dialect's word for a named special value (NOLIMIT, DEFAULT, OS400); a named value the
    dialect has no word for is written as its number when that is in the attribute's range (APPLTYPE 11 in MQSC).
    A value without a number (APPLTYPE DEF) is held as its constant's name."""
    if isinstance(number, str):
        return enum_word(attribute, number, dialect, target)
    for special in attribute.specials:
        if special.number == number:
            if special.spelling(dialect) is None and attribute.minimum is not None and attribute.maximum is not None \
                    and attribute.minimum <= number <= attribute.maximum:
                return str(number)
            return enum_word(attribute, special.pcf, dialect, target)
    return str(number)


class Surface(Generic[Where]):
    """How one text dialect spells values. Each writer module has one, overriding what its dialect does
    differently; ``where`` is what a dialect needs to know of the command (CL: the command, TPF: its action
    and queue type) and keys the spellers made for it.

    The questions come in this order, the first answer deciding: ``omits`` (nothing is written), ``refusal``
    (MQT301), ``special`` for *SAME, system defaults and &variables, ``is_flag`` (a bare word), then the
    keyword with ``blank``, the enumeration word, number, ``names`` or ``text``. Before them all, a parameter
    naming the queue manager (registry ``context``) is left out where the dialect has no keyword for it: the
    writer carries it as script context.
    """

    column = ""  # the registry column of the dialect's spellings

    def __init__(self) -> None:
        # The speller of each attribute, per ``where``, made on first use: one dict lookup each, for every
        # parameter written.
        self.spellers: Table[Where, Table[str, Speller]] = Table(
            lambda where: Table(lambda name: _speller(self, where, name)))
        # The same laid out with a template's pieces, per pieces and ``where``: the text of each parameter written.
        self.laid: Table[tuple[Pieces, Where], Table[str, LaidSpeller]] = Table(
            lambda key: Table(lambda name: _laid_speller(self, key[0], key[1], name)))

    def omits(self, attribute: Attribute, value: Value, where: Where) -> bool:
        """True when leaving the keyword out says ``value``; never for an explicit string or plain number,
        which the speller writes without asking."""
        return False

    def refusal(self, attribute: Attribute, where: Where) -> str | None:
        """Why the command has no parameter for ``attribute`` (MQT301), or None."""
        return None

    def special(self, attribute: Attribute, value: Value, where: Where) -> str:
        """The text of *SAME, a system default or an &variable; raises when the dialect has none."""
        resolved(value, attribute.name)
        raise NotExpressible("MQT302", f"{attribute.name} value {type(value).__name__} cannot be expressed in "
                             f"{self.column}")

    def is_flag(self, attribute: Attribute) -> bool:
        """True when the attribute's values are spelled as bare keywords (the registry's ``flags``)."""
        return attribute.is_flag(self.column)

    def blank(self, attribute: Attribute) -> str:
        """The text of a blank value."""
        return "' '"

    def names(self, names: tuple[str, ...]) -> str:
        """The text of a list of names; an empty one is a blank name, written as blank (as ``blank`` writes a string:
        older runmqsc refuses '')."""
        return ", ".join(quote(name) if name else "' '" for name in names)

    # The text of a name or string: a function of the text alone, called as it is for every string written.
    text = staticmethod(quote)

    def text_for(self, attribute: Attribute, where: Where) -> Callable[[str], str]:
        """How ``attribute``'s strings are written in ``where``: ``text``, unless the dialect reads some texts there
        as something else (raises NotExpressible for those: each starts with ``marked``)."""
        return self.text

    # The first character of every text ``text_for`` may refuse ("" for none): any other is written by ``text``.
    marked = ""


def spell(surface: Surface[Where], attribute: Attribute, value: Value, where: Where) -> Pair | None:
    """One parameter as ``surface`` writes it, or None when leaving it out says ``value``; raises
    NotExpressible."""
    column = surface.column
    if (attribute.context and not attribute.spelling(column)) or surface.omits(attribute, value, where) \
            or _left_out(attribute, value, column):
        return None
    refusal = surface.refusal(attribute, where)
    if refusal:
        raise NotExpressible("MQT301", refusal)
    if value.__class__ is not Explicit and not isinstance(value, Blank):
        text = surface.special(attribute, value, where)  # before the keyword: an unset &variable is MQT106
        return keyword(attribute, column), text
    if surface.is_flag(attribute):
        word = enum_word(attribute, str(value.value), column)  # type: ignore[union-attr]
        return (word, None) if word else None
    spelled = keyword(attribute, column)
    if isinstance(value, Blank):
        return spelled, surface.blank(attribute)
    raw = value.value  # type: ignore[union-attr]
    if attribute.kind is Kind.ENUM:
        word = enum_word(attribute, str(raw), column)
        return (spelled, word) if word else None
    if attribute.kind is Kind.NAME_LIST:
        return spelled, surface.names(raw)  # type: ignore[arg-type]
    if attribute.kind is Kind.INTEGER:
        return spelled, integer(attribute, raw, column)  # type: ignore[arg-type]
    if raw in attribute.bare:
        return spelled, raw  # type: ignore[return-value]
    return spelled, surface.text_for(attribute, where)(str(raw))


def _left_out(attribute: Attribute, value: Value, column: str) -> bool:
    """True for an enumeration's value whose word in ``column`` is "": leaving the parameter out says it, even
    where the dialect has no keyword for the others (NOPURGE: DLTMQMQ deletes only an empty queue)."""
    if attribute.kind is not Kind.ENUM or value.__class__ is not Explicit:
        return False
    found = attribute.value_by_pcf(str(value.value))  # type: ignore[union-attr]
    return found is not None and found.spelling(column) == ""


def _speller(surface: Surface[Where], where: Where, name: str) -> Speller:
    """``spell`` for one attribute, its results remembered, as scripts repeat them."""
    attribute = registry.by_name(name)
    return remembered(lambda value: spell(surface, attribute, value, where))


def _laid_speller(surface: Surface[Where], pieces: Pieces, where: Where, name: str) -> LaidSpeller:
    """``spell`` for one attribute, its pair laid out with ``pieces`` ("" for none), made cheap: an explicit string
    or plain number becomes its text directly when the dialect writes it under its keyword, and the other
    results are remembered, as scripts repeat them."""
    attribute = registry.by_name(name)

    def general(value: Value) -> str:
        pair = spell(surface, attribute, value, where)
        return "" if pair is None else pieces.lay(pair)

    spelled = attribute.spelling(surface.column)
    if spelled and not surface.is_flag(attribute) and surface.refusal(attribute, where) is None:
        text, marked = surface.text, surface.marked
        opening, after = pieces.before + spelled + pieces.between, pieces.after  # the same for every value
        if attribute.kind is Kind.STRING and not attribute.bare and marked:
            return lambda value: opening + text(value[0]) + after \
                if value.__class__ is Explicit and value[0][:1] != marked else general(value)
        if attribute.kind is Kind.STRING and not attribute.bare:
            return lambda value: opening + text(value[0]) + after if value.__class__ is Explicit else general(value)
        if attribute.kind is Kind.INTEGER and not attribute.specials:
            # Only an int: a model made through the API may hold another number, which the general path spells.
            return lambda value: opening + str(value[0]) + after \
                if value.__class__ is Explicit and value[0].__class__ is int else general(value)
    return remembered(general)


def spelled(surface: Surface[Where], where: Where, command: Command, values: Iterable[tuple[str, Value]],
            reporter: Reporter) -> list[Pair]:
    """The pairs of ``values`` (attribute name, value) in order; each one that cannot be written is reported
    at its parameter and left out."""
    table = surface.spellers[where]
    pairs = []
    for name, value in values:
        try:
            pair = table[name](value)
        except NotExpressible as problem:
            report(problem, command, name, reporter)
            continue
        if pair is not None:
            pairs.append(pair)
    return pairs


def laid_out(surface: Surface[Where], dialect: str, where: Where, command: Command,
             values: Iterable[tuple[str, Value]], reporter: Reporter) -> str:
    """The text of ``values`` (attribute name, value) as the ``parameters`` macro of ``dialect``'s command template
    lays out their pairs (``spelled``), each one that cannot be written reported and left out. Where the macro's
    pieces are known, each parameter is spelled laid out, and the texts are only joined."""
    pieces = parameter_pieces(dialect)
    if pieces is None:
        return parameter_texts(dialect)(spelled(surface, where, command, values, reporter))
    table = surface.laid[pieces, where]
    texts = []
    for name, value in values:
        try:
            texts.append(table[name](value))
        except NotExpressible as problem:
            report(problem, command, name, reporter)
    return "".join(texts)
