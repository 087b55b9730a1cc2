"""REST runCommandJSON: a parameter's value of the wrong JSON type is refused the same way whatever the type, naming
the type and range the attribute takes (from the registry), in JSON Lines and in YAML alike."""

from __future__ import annotations

import json

import pytest

from translator import registry, translate
from translator.model import ObjectType
from translator.registry import Kind

SHAPE = '{"type": "runCommandJSON"'  # how the request template the expected line used to repeat starts


def body(qualifier: str, parameters: dict[str, object] | str, verb: str = "define") -> str:
    """One body as a JSON line; ``parameters`` as JSON text when a str (1e3, which json.dumps cannot write)."""
    head = json.dumps({"type": "runCommandJSON", "command": verb, "qualifier": qualifier, "name": "Q"})
    given = parameters if isinstance(parameters, str) else json.dumps(parameters)
    return head[:-1] + f', "parameters": {given}}}\n'


def refused(line: str, source: str = "rest", target: str = "mqsc") -> tuple[str, int, str, str]:
    """The one diagnostic of a body refused: its code, column, message and expected text; nothing is written."""
    result = translate(line, source, target, width=0)
    (found,) = result.diagnostics
    assert [r.status for r in result.records] == ["failed"]
    assert not any(text and not text.startswith("*") for text in str(result.output).splitlines())
    return found.code, found.span.column, found.message, found.expected


@pytest.mark.parametrize(("qualifier", "given", "message", "expected"), [
    # Before: 'takes a string, a whole number or a list' (a string and a list were refused too), expected: the
    # whole request template.
    ("qlocal", '{"maxdepth": 1e3}', '"maxdepth" takes a JSON number from 0 to 999999999, not 1e3, a number with an '
     "exponent", "a JSON number from 0 to 999999999"),
    ("qlocal", '{"maxdepth": 5.0}', '"maxdepth" takes a JSON number from 0 to 999999999, not 5.0, a number with a '
     "fraction", "a JSON number from 0 to 999999999"),
    ("qlocal", '{"defprty": true}', '"defprty" takes a JSON number from 0 to 9, not true', "a JSON number from 0 to 9"),
    ("qlocal", '{"descr": null}', '"descr" takes a JSON string of at most 64 characters, not null',
     "a JSON string of at most 64 characters"),
    ("qlocal", '{"descr": {}}', '"descr" takes a JSON string of at most 64 characters, not an object',
     "a JSON string of at most 64 characters"),
    # Before: DESCR('5'), while "maxdepth": "5000" was refused.
    ("qlocal", '{"descr": 5}', '"descr" takes a JSON string of at most 64 characters, not the number 5',
     "a JSON string of at most 64 characters"),
    ("qlocal", '{"maxdepth": "5000"}', '"maxdepth" takes a JSON number from 0 to 999999999, not the string "5000"',
     "a JSON number from 0 to 999999999"),
    ("qlocal", '{"maxdepth": [5]}', '"maxdepth" takes a JSON number from 0 to 999999999, not a list holding the '
     "number 5", "a JSON number from 0 to 999999999"),
    # Before: MQSC's words, "CAPEXPRY does not take a quoted value", expected "an unquoted keyword or number"
    ("qlocal", '{"capexpry": "100"}', '"capexpry" takes a JSON number from 1 to 999999999 or the string "nolimit", '
     'not the string "100"', 'a JSON number from 1 to 999999999 or the string "nolimit"'),
    ("qlocal", '{"capexpry": "unlimited"}', '"capexpry" takes a JSON number from 1 to 999999999 or the string '
     '"nolimit", not the string "unlimited"', 'a JSON number from 1 to 999999999 or the string "nolimit"'),
    ("qlocal", '{"maxfsize": "20"}', '"maxfsize" takes a JSON number from 20 to 267386880 or the string "default", '
     'not the string "20"', 'a JSON number from 20 to 267386880 or the string "default"'),
    ("qlocal", '{"put": 5}', '"put" takes one of the strings "enabled", "disabled", not the number 5',
     'one of the strings "enabled", "disabled"'),
    # Before: NAMES('A'), while "descr": ["A"] was refused.
    ("namelist", '{"names": "A"}', '"names" takes a list of JSON strings (at most 256 names), not the string "A"',
     "a list of JSON strings (at most 256 names)"),
    ("namelist", '{"names": ["A", 5]}', '"names" takes a list of JSON strings (at most 256 names), not a list '
     "holding the number 5", "a list of JSON strings (at most 256 names)"),
])
def test_a_value_of_the_wrong_json_type_names_the_type_and_range_the_attribute_takes(
        qualifier: str, given: str, message: str, expected: str) -> None:
    line = body(qualifier, given)
    key = given.split('"')[1]
    assert refused(line) == ("MQT201", line.index(f'"{key}": ') + len(key) + 5, message, expected)  # at the value


def _attributes(kind: Kind) -> list[tuple[str, registry.Attribute]]:
    """Every attribute of ``kind`` MQSC (so REST) gives a keyword of its own, with a qualifier of its object."""
    qualifiers = {ObjectType.LOCAL: "qlocal", ObjectType.ALIAS: "qalias", ObjectType.REMOTE: "qremote",
                  ObjectType.MODEL: "qmodel", ObjectType.NAMELIST: "namelist", ObjectType.PROCESS: "process"}
    return [(qualifiers[next(t for t in qualifiers if t in attribute.object_types)], attribute)
            for attribute in registry.ATTRIBUTES
            if attribute.kind is kind and attribute.spelling("mqsc") and not attribute.is_flag("mqsc")
            and not attribute.context and any(t in attribute.object_types for t in qualifiers)]


@pytest.mark.parametrize(("qualifier", "attribute"), _attributes(Kind.STRING) + _attributes(Kind.ENUM),
                         ids=lambda item: item if isinstance(item, str) else item.name)
def test_a_json_number_for_a_string_attribute_is_refused_as_a_string_for_a_number_is(
        qualifier: str, attribute: registry.Attribute) -> None:
    """IBM writes a string or a word as a JSON string and a number as a JSON number ("descr": "Test queue 1",
    "put": "disabled", "maxdepth": 9999): neither is read as the other [UNSURE whether mqweb would convert one]."""
    key = str(attribute.spelling("mqsc")).lower()
    line = body(qualifier, {key: 5})
    code, column, message, _ = refused(line)
    assert (code, column) == ("MQT201", line.index(f'"{key}": 5') + len(key) + 5)  # at the value
    assert message.startswith(f'"{key}" takes ') and message.endswith(", not the number 5")


@pytest.mark.parametrize(("qualifier", "attribute"), _attributes(Kind.INTEGER),
                         ids=lambda item: item if isinstance(item, str) else item.name)
def test_a_json_string_of_digits_for_a_number_is_refused_for_every_integer_attribute(
        qualifier: str, attribute: registry.Attribute) -> None:
    key = str(attribute.spelling("mqsc")).lower()
    code, _, message, expected = refused(body(qualifier, {key: str(attribute.minimum)}))
    assert (code, expected) == ("MQT201", message.split(" takes ")[1].split(", not ")[0])
    assert expected.startswith(f"a JSON number from {attribute.minimum} to {attribute.maximum}")


@pytest.mark.parametrize(("qualifier", "given", "mqsc"), [
    ("qlocal", {"maxdepth": 0, "descr": "", "put": "DISABLED"}, "DEFINE QLOCAL('Q') MAXDEPTH(0) DESCR(' ') PUT(DISABLED)"),
    ("qlocal", {"capexpry": "NoLimit", "maxfsize": "default"}, "DEFINE QLOCAL('Q') CAPEXPRY(NOLIMIT) MAXFSIZE(DEFAULT)"),
    ("process", {"appltype": "cics"}, "DEFINE PROCESS('Q') APPLTYPE(CICS)"),
    ("process", {"appltype": 65536}, "DEFINE PROCESS('Q') APPLTYPE(65536)"),
    ("namelist", {"names": ["A", "b"]}, "DEFINE NAMELIST('Q') NAMES('A', 'b')"),
    ("namelist", {"names": []}, "DEFINE NAMELIST('Q') NAMES()"),
])
def test_values_of_the_types_ibm_writes_are_still_read(qualifier: str, given: dict[str, object], mqsc: str) -> None:
    result = translate(body(qualifier, given), "rest", "mqsc", width=0)
    assert result.ok and result.diagnostics == [] and result.output == mqsc + "\n"


def test_a_number_given_as_a_string_is_refused_even_in_a_body_copied_verbatim() -> None:
    # (MQT102 before, while "capexpry": "100" was MQT201 and MQSC's MAXDEPTH('9999') and PCF's "9999" are MQT201)
    line = ('{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "A", "parameters": '
            '{"maxdepth": "9999"}}\n')
    code, column, message, _ = refused(line, target="rest")
    assert (code, column) == ("MQT201", 111) and '"maxdepth" takes a JSON number' in message  # at "9999"


@pytest.mark.parametrize(("given", "code", "message", "expected"), [
    ('{"like": 5}', "MQT102", '"like" takes a JSON string: the name of the object to copy, not the number 5',
     "a JSON string: the name of the object to copy"),  # before: LIKE('5'), while "name": 5 was refused
    ('{"like": ["B"]}', "MQT102", '"like" takes one value, not a list', "a JSON string: the name of the object to copy"),
    ('{"replace": true}', "MQT102", '"replace" is a flag: it takes "yes" or "no", not true', '"yes" or "no"'),
    ('{"noreplace": "no"}', "MQT102", '"noreplace": "no" is a double negative, which the REST API does not define: '
     'write "replace": "yes" or leave "noreplace" out', '"replace": "yes"'),
    # a misspelt keyword is said as one, whatever its value: before, '"maxdeth" takes a string, a whole number ...'
    ('{"maxdeth": null}', "MQT105", "unknown keyword MAXDETH", "MAXDEPTH"),
])
def test_like_flags_and_unknown_keys_say_what_they_take_not_the_request_template(
        given: str, code: str, message: str, expected: str) -> None:
    line = body("qlocal", given)
    key = given.split('"')[1]
    # a value of a type the key does not take is said at the value; a problem with the key (or the pair) at the key
    at = line.index(f'"{key}": ') + len(key) + 5 if code == "MQT102" and "double negative" not in message else \
        line.index(key)
    assert refused(line) == (code, at, message, expected)


def test_a_command_outside_the_model_takes_any_value_mqsc_can_spell_and_says_so_of_others() -> None:
    line = body("channel", {"chltype": "svrconn", "port": None})
    assert refused(line) == ("MQT102", line.index('null}') + 1, '"port" takes a JSON string, a whole number or a '
                             "list of strings, not null", "a JSON string, a whole number or a list of strings")
    line = body("channel", {"chltype": "svrconn", "maxmsgl": 5000})
    result = translate(line, "rest", "rest")
    assert result.ok and result.output == line


YAML = "command: define\nqualifier: {qualifier}\nname: Q\nparameters:\n  descr: x\n  {given}\n"


# Each value problem at the value (before: at the key, but for an unquoted boolean); a key problem at the key.
@pytest.mark.parametrize(("qualifier", "given", "code", "at", "message", "expected"), [
    ("qlocal", "maxdepth: 1.5", "MQT201", 13, '"maxdepth" takes a JSON number from 0 to 999999999, not 1.5, a number '
     "with a fraction", "a JSON number from 0 to 999999999"),
    ("qlocal", "maxdepth: '5000'", "MQT201", 13, '"maxdepth" takes a JSON number from 0 to 999999999, not the string '
     '"5000"', "a JSON number from 0 to 999999999"),
    # before: DESCR('5')
    ("qlocal", "descr: 5", "MQT108", 3, "'descr' is given twice", "each key once"),
    ("qlocal", "trigdata: 5", "MQT201", 13, '"trigdata" takes a JSON string of at most 64 characters, not the number 5',
     "a JSON string of at most 64 characters"),
    ("qlocal", "trigdata:", "MQT201", 12, '"trigdata" takes a JSON string of at most 64 characters, not null',
     "a JSON string of at most 64 characters"),
    ("namelist", "names: A", "MQT201", 10, '"names" takes a list of JSON strings (at most 256 names), not the string '
     '"A"', "a list of JSON strings (at most 256 names)"),
    # An unquoted yes is YAML's boolean, refused as JSON's true is there, saying how YAML read it and how to quote it.
    ("qlocal", "defprty: yes", "MQT201", 12, '"defprty" takes a JSON number from 0 to 9, not yes, which YAML reads as '
     "the boolean true (quoted, 'yes' is the string)", "a JSON number from 0 to 9"),
    ("qlocal", "put: off", "MQT201", 8, '"put" takes one of the strings "enabled", "disabled", not off, which YAML '
     "reads as the boolean false (quoted, 'off' is the string)", 'one of the strings "enabled", "disabled"'),
    # Before: MQT102 "quote it", while defprty: yes was MQT201; now what JSON's true gives, MQT201 for any attribute
    # and MQT102 for a flag and LIKE (any value not theirs).
    ("qlocal", "replace: yes", "MQT102", 12, '"replace" is a flag: it takes "yes" or "no", not yes, which YAML reads as '
     "the boolean true (quoted, 'yes' is the string)", '"yes" or "no"'),
    ("qlocal", "trigdata: on", "MQT201", 13, '"trigdata" takes a JSON string of at most 64 characters, not on, which '
     "YAML reads as the boolean true (quoted, 'on' is the string)", "a JSON string of at most 64 characters"),
    ("qlocal", "like: yes", "MQT102", 9, '"like" takes a JSON string: the name of the object to copy, not yes, which '
     "YAML reads as the boolean true (quoted, 'yes' is the string)", "a JSON string: the name of the object to copy"),
    ("qlocal", "maxdeth: no", "MQT105", 3, "unknown keyword MAXDETH", "MAXDEPTH"),  # a typo first
])
def test_yaml_bodies_are_refused_as_json_bodies_are(qualifier: str, given: str, code: str, at: int, message: str,
                                                    expected: str) -> None:
    text = YAML.format(qualifier=qualifier, given=given)
    result = translate(text, "rest", "mqsc", width=0)
    assert [(d.code, d.span.line, d.span.column, d.message, d.expected) for d in result.diagnostics] == \
        [(code, 6, at, message, expected)]
    assert [r.status for r in result.records] == ["failed"]


def test_an_unquoted_boolean_anywhere_is_refused_at_it_saying_how_yaml_read_it() -> None:
    """In a parameter's value (however deep) as JSON's true is there; in a field of the body, at once (MQT102).
    Before: MQT102 and expected 'yes' for each, while a number attribute's was MQT201 (names: [yes] at the item)."""
    for text, code, at, expected in (
            ("command: define\nqualifier: channel\nname: C\nparameters:\n  sslcauth: yes\n", "MQT102", (5, 13),
             "a JSON string, a whole number or a list of strings"),
            ("- type: runCommand\n  parameters:\n    command: yes\n", "MQT102", (3, 14), SHAPE),
            ("command: define\nqualifier: namelist\nname: N\nparameters:\n  names: [yes]\n", "MQT201", (5, 10),
             "a list of JSON strings (at most 256 names)"),
            ("command: define\nqualifier: qlocal\nname: yes\n", "MQT102", (3, 7), "'yes'")):
        result = translate(text, "rest", "rest")
        assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [(code, *at)], text
        assert result.diagnostics[0].expected.startswith(expected)
        assert "yes, which YAML reads as the boolean true (quoted, 'yes' is the string)" in result.diagnostics[0].message


def test_a_blank_string_is_written_as_one_blank_as_mqsc_writes_it() -> None:
    """[UNSURE which blank mqweb prefers] ' ', as MQSC writes a blank: older runmqsc refuses ''."""
    output = translate("ALTER QLOCAL(A) DESCR(' ')\n", "mqsc", "rest").output
    assert json.loads(str(output))["parameters"] == {"descr": " "}
