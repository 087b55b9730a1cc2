"""REST, PCF JSON and pcf-bin read the same value of every registry attribute the same way: the same command from
values meaning the same, the same code for the same mistake, and the same words for what the attribute takes."""

from __future__ import annotations

import json

import pytest

from translator import registry, translate
from translator.model import ObjectType
from translator.pcf import parameters as pcf
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, PcfMessage, PcfParameter, encode_message
from translator.registry import Attribute, Kind

# Each object type: its REST qualifier, and its PCF create command with the head naming the object "Q".
HEADS = {ObjectType.LOCAL: ("qlocal", 11, {2016: "Q", 20: 1}), ObjectType.ALIAS: ("qalias", 11, {2016: "Q", 20: 3}),
         ObjectType.REMOTE: ("qremote", 11, {2016: "Q", 20: 6}), ObjectType.MODEL: ("qmodel", 11, {2016: "Q", 20: 2}),
         ObjectType.NAMELIST: ("namelist", 34, {2010: "Q"}), ObjectType.PROCESS: ("process", 5, {2012: "Q"})}
COMMANDS = {11: "MQCMD_CREATE_Q", 34: "MQCMD_CREATE_NAMELIST", 5: "MQCMD_CREATE_PROCESS"}
IDENTIFIERS = {2016: "MQCA_Q_NAME", 20: "MQIA_Q_TYPE", 2010: "MQCA_NAMELIST_NAME", 2012: "MQCA_PROCESS_NAME"}


def _attributes() -> list[Attribute]:
    """Every attribute with an MQSC keyword (so a REST key) and a PCF identifier, which MQSC gives a value."""
    return [a for a in registry.ATTRIBUTES if a.spelling("mqsc") and not a.is_flag("mqsc") and a.pcf
            and a.pcf_number is not None and not a.option and any(t in HEADS for t in a.object_types)]


def _edges(attribute: Attribute) -> list[tuple[object, object]]:
    """(REST value, PCF value) pairs meaning the same: a range's ends and one past them, each named value, strings
    and lists at and past their longest."""
    if attribute.kind is Kind.INTEGER:
        low, high = attribute.minimum, attribute.maximum
        numbers = [low, high, low - 1, high + 1, *(s.number for s in attribute.specials if s.number is not None)]
        return [(n, n) for n in numbers if -2**31 <= n < 2**31]  # an MQCFIN's
    if attribute.kind is Kind.ENUM:
        return [(str(v.spelling("mqsc")).lower(), v.pcf) for v in attribute.values
                if v.spelling("mqsc") and v.number is not None]
    if attribute.kind is Kind.NAME_LIST:
        lists = [[], ["A"], ["A.B/C_%"], ["a"] * 256, ["A"] * 257, ["A" * 48], ["A" * 49], ["A B"], ["A", "A"]]
        return [(names, names) for names in lists]
    longest = attribute.max_length or 8
    texts = ["", " ", "a", "A" * longest, "A" * (longest + 1), " a b", "it's", '"', "*", "A.B/C_%", "a\u00a0", "\u00e9"]
    return [(text, text) for text in texts]


def _cases() -> list[tuple[Attribute, object, object]]:
    return [(attribute, rest, given) for attribute in _attributes() for rest, given in _edges(attribute)]


def _texts(attribute: Attribute, rest: object, given: object) -> tuple[str, str]:
    """The same create command as a REST body and a PCF JSON line."""
    qualifier, command, head = HEADS[next(t for t in HEADS if t in attribute.object_types)]
    body = json.dumps({"type": "runCommandJSON", "command": "define", "qualifier": qualifier, "name": "Q",
                       "parameters": {str(attribute.spelling("mqsc")).lower(): rest}})
    line = json.dumps({"command": COMMANDS[command], "parameters": {
        **{IDENTIFIERS[number]: value for number, value in head.items()}, str(attribute.pcf): given}})
    return body, line


def _message(attribute: Attribute, given: object) -> bytes:
    """The same create command as a pcf-bin message."""
    _, command, head = HEADS[next(t for t in HEADS if t in attribute.object_types)]
    parameter = pcf.BY_ATTRIBUTE[attribute.name]
    number = pcf.value_number(parameter, given) if isinstance(given, str) and parameter.structure == MQCFT_INTEGER \
        else given
    structures = [PcfParameter(n, MQCFT_STRING if isinstance(v, str) else MQCFT_INTEGER, v) for n, v in head.items()]
    structures.append(PcfParameter(parameter.number, parameter.structure,
                                   tuple(number) if isinstance(number, list) else number))  # type: ignore[arg-type]
    return encode_message(PcfMessage(command, tuple(structures)))


def _read(data: str | bytes, source: str) -> tuple[str | None, list[str]]:
    """What a reading makes of a command, as PCF JSON (so every source is compared in one form), and its codes."""
    result = translate(data, source, "pcf", width=0, ccsid=1208)
    return (str(result.output) if result.ok else None), sorted(d.code for d in result.diagnostics)


@pytest.mark.parametrize(("attribute", "rest", "given"), _cases(),
                         ids=lambda item: item.name if isinstance(item, Attribute) else repr(item)[:24])
def test_rest_pcf_json_and_pcf_bin_read_the_same_value_the_same_way(attribute: Attribute, rest: object,
                                                                      given: object) -> None:
    (body, line), message = _texts(attribute, rest, given), _message(attribute, given)
    from_rest, from_json, from_binary = _read(body, "rest"), _read(line, "pcf"), _read(message, "pcf-bin")
    if isinstance(given, str) and len(given.encode()) > len(given) and from_binary[1] == ["MQT203"]:
        # The one known difference: a pcf-bin message is bytes in its CCSID, which a command server measures
        # (64 'é' in DESCR are 128 bytes of UTF-8); a JSON line has characters only.
        from_binary = from_json
    assert from_rest == from_json == from_binary


WRONG = {Kind.INTEGER: ("5", "5"), Kind.ENUM: (5, None), Kind.STRING: (5, 5), Kind.NAME_LIST: ("A", "A")}


@pytest.mark.parametrize("attribute", _attributes(), ids=lambda attribute: attribute.name)
def test_a_value_of_the_wrong_json_type_is_mqt201_in_rest_and_pcf_json_naming_the_same_range(
        attribute: Attribute) -> None:
    # Before, for MAXDEPTH: REST MQT102 "takes a JSON number, not a string", expected '"maxdepth": 5, unquoted';
    # PCF JSON '"5" is not a value of MQIA_MAX_Q_DEPTH', expected "an integer"; for DESCR: REST read DESCR('5'),
    # PCF JSON said 'takes a string, not 5', expected "a JSON value for an MQCFST".
    rest, given = WRONG[attribute.kind]
    body, line = _texts(attribute, rest, given if given is not None else True)
    results = [translate(text, source, "mqsc") for text, source in ((body, "rest"), (line, "pcf"))]
    (said_rest,), (said_json,) = (result.diagnostics for result in results)
    assert said_rest.code == said_json.code == "MQT201"
    assert [r.status for result in results for r in result.records] == ["failed", "failed"]
    takes = {Kind.INTEGER: f"a JSON number from {attribute.minimum} to {attribute.maximum}",
             Kind.STRING: f"a JSON string of at most {attribute.max_length} characters",
             Kind.NAME_LIST: f"a list of JSON strings (at most {attribute.max_items} names)",
             Kind.ENUM: "one of "}[attribute.kind]
    assert said_rest.expected.startswith(takes) and said_json.expected.startswith(takes)
    assert f" takes {said_rest.expected}, not " in said_rest.message
    # a message names a few value names at most: the expected text names them all
    assert f" takes {said_json.expected}, not " in said_json.message or \
        f" takes {takes}{' or a value name' if takes.startswith('a') else ''}, not " in said_json.message


@pytest.mark.parametrize(("value", "said"), [("1e3", "1e3, a number with an exponent"),
                                             ("5.0", "5.0, a number with a fraction")])
def test_a_number_with_a_fraction_or_exponent_is_said_as_written_by_both(value: str, said: str) -> None:
    # Before: PCF JSON said "not 1000.0"; REST "takes a string, a whole number or a list"
    body = ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "Q", "parameters": '
            f'{{"maxdepth": {value}}}}}')
    line = f'{{"command": "MQCMD_CREATE_Q", "parameters": {{"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": 1, "MQIA_MAX_Q_DEPTH": {value}}}}}'
    (from_rest,) = translate(body, "rest", "mqsc").diagnostics
    (from_json,) = translate(line, "pcf", "mqsc").diagnostics
    assert from_rest.message == f'"maxdepth" takes a JSON number from 0 to 999999999, not {said}'
    assert from_json.message == f"MQIA_MAX_Q_DEPTH takes a JSON number from 0 to 999999999, not {said}"


@pytest.mark.parametrize(("given", "message", "expected"), [
    ('"MQCA_Q_NAME": 5', "MQCA_Q_NAME takes a JSON string of at most 48 characters, not 5",
     "a JSON string of at most 48 characters"),
    ('"MQIA_Q_TYPE": true', "MQIA_Q_TYPE takes one of MQQT_LOCAL (1), MQQT_ALIAS (3), MQQT_REMOTE (6), MQQT_MODEL (2), "
     "not true", "one of MQQT_LOCAL (1), MQQT_ALIAS (3), MQQT_REMOTE (6), MQQT_MODEL (2)"),
    ('"MQIACF_REPLACE": "yes"', '"yes" is not a value of MQIACF_REPLACE', "MQRP_YES, MQRP_NO"),
    ('"MQIA_CAP_EXPIRY": null', "MQIA_CAP_EXPIRY takes a JSON number from 1 to 999999999 or MQCEX_NOLIMIT, not null",
     "a JSON number from 1 to 999999999 or MQCEX_NOLIMIT"),
])
def test_pcf_json_head_and_option_parameters_say_what_they_take(given: str, message: str, expected: str) -> None:
    key = given.split('"')[1]
    parameters = {"MQCA_Q_NAME": '"MQCA_Q_NAME": "Q"', "MQIA_Q_TYPE": '"MQIA_Q_TYPE": 1', key: given}
    line = f'{{"command": "MQCMD_CREATE_Q", "parameters": {{{", ".join(parameters.values())}}}}}'
    found = [(d.code, d.message, d.expected) for d in translate(line, "pcf", "mqsc").diagnostics]
    assert ("MQT201", message, expected) in found
