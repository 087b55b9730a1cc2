"""Random valid commands of every object type go MQSC -> pcf / pcf-bin / rest -> MQSC and mean the same.

Values are drawn from the registry: every attribute with a PCF identifier, enumerations' values, integers across
their whole range (the named numbers too), strings up to their longest with quotes, blanks, parentheses and
characters of several bytes, name lists up to 256 names; pcf-bin in both byte orders and in ASCII, Latin-1, EBCDIC
and UTF-8 CCSIDs.
"""

from __future__ import annotations

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from tests.helpers import canonical
from translator import registry, translate
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.model import BLANK, QUEUE_TYPES, Action, Command, Explicit, ObjectType, Script, Value
from translator.registry import Attribute, Kind
from translator.writers.options import WriteOptions

NAME_CHARACTERS = "ABCXYZabcxyz0189._/%"
TEXT_CHARACTERS = NAME_CHARACTERS + " '\"(),;*+-=:#@$\u00e9\u00fc\u20ac\u00a0\U0001f600"
OBJECT_TYPES = (*QUEUE_TYPES, ObjectType.NAMELIST, ObjectType.PROCESS)
ROUTES = [("pcf", {}), ("pcf-bin", {"byte_order": "little"}), ("pcf-bin", {"byte_order": "big"}),
          ("pcf-bin", {"ccsid": 819}), ("pcf-bin", {"ccsid": 37, "byte_order": "big"}), ("pcf-bin", {"ccsid": 0}),
          ("rest", {})]
# What a target may refuse of a valid command, each reported: a character its CCSID has not, a string longer in its
# bytes than the field, an attribute or value it cannot spell.
REFUSED = {"MQT209", "MQT203", "MQT301", "MQT302"}


def _text(attribute: Attribute) -> st.SearchStrategy[str]:
    longest = attribute.max_length or 64
    characters = NAME_CHARACTERS if attribute.names_object else TEXT_CHARACTERS
    # Trailing blanks pad a PCF string (pcf-bin reads them as padding): a value never ends in one.
    return st.text(characters, min_size=1, max_size=longest).map(lambda text: text.rstrip(" ")).filter(bool)


def _value(attribute: Attribute) -> st.SearchStrategy[Value]:
    if attribute.kind is Kind.ENUM:
        return st.sampled_from([Explicit(v.pcf) for v in attribute.values])
    if attribute.kind is Kind.INTEGER:
        named = [s.number for s in attribute.specials if s.number is not None]
        numbers = st.integers(attribute.minimum, attribute.maximum)  # type: ignore[arg-type]
        return (numbers | st.sampled_from([attribute.minimum, attribute.maximum, *named])).map(Explicit)
    if attribute.kind is Kind.NAME_LIST:
        names = st.text(NAME_CHARACTERS, min_size=1, max_size=attribute.max_length or 48)
        return st.just(BLANK) | st.lists(names, min_size=1, max_size=attribute.max_items or 256).map(
            lambda found: Explicit(tuple(found)))
    return st.just(BLANK) | _text(attribute).map(Explicit)


@st.composite
def commands(draw: st.DrawFn) -> Command:
    """A create or change of any object type, with some of the attributes PCF has a parameter for."""
    object_type = draw(st.sampled_from(OBJECT_TYPES))
    action = draw(st.sampled_from((Action.CREATE, Action.CHANGE)))
    attributes = [a for a in registry.for_object(object_type) if a.pcf and action in a.actions]  # type: ignore[operator]
    chosen = draw(st.lists(st.sampled_from(attributes), unique_by=lambda a: a.name, max_size=12))
    name = draw(st.text(NAME_CHARACTERS, min_size=1, max_size=48))
    return Command(action, object_type, name, attributes={a.name: draw(_value(a)) for a in chosen})


def _mqsc(command: Command) -> str:
    reporter = Reporter()
    (text,) = DIALECTS["mqsc"].write(Script([command]), reporter, WriteOptions(width=0))
    assume(reporter.errors == 0)
    return text + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(commands(), st.sampled_from(ROUTES))
def test_a_valid_command_goes_there_and_back_meaning_the_same(command: Command, route: tuple[str, dict]) -> None:
    mqsc = _mqsc(command)
    assume(translate(mqsc, "mqsc", "mqsc").ok)  # valid (CLUSTER and CLUSNL both set is not, MQT205)
    target, options = route
    there = translate(mqsc, "mqsc", target, width=0, **options)
    if not there.ok:
        assert {d.code for d in there.diagnostics if d.severity.value == "error"} <= REFUSED, \
            [d.format() for d in there.diagnostics]
        event(f"{target} refused, reported")
        return
    event(f"{target} there and back")
    back = translate(there.output, target, "mqsc", width=0)
    assert back.ok, [d.format() for d in back.diagnostics]
    assert canonical(back.output, "mqsc") == canonical(mqsc, "mqsc")
