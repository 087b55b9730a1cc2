"""REST runCommandJSON: a problem with a value is said at the value (line and column of its first character), in
JSON Lines and in YAML alike, whatever the value's type; a problem with a key at the key. An unquoted YAML boolean
gets the code JSON's true or false gets at the same place, and a message saying how YAML read it and how to quote it."""

from __future__ import annotations

import pytest

from translator import translate

# A body whose parameter is the row's: the value of "parameters" opens at column 99 of the JSON line, so a parameter
# key stands at column 100 (for "qlocal": a qualifier one longer moves it one on); in the YAML, the parameter is on
# line 5 from column 3.
JSON = '{{"type": "runCommandJSON", "command": "define", "qualifier": "{qualifier}", "name": "Q", "parameters": {{{given}}}}}\n'
YAML = "command: define\nqualifier: {qualifier}\nname: Q\nparameters:\n  {given}\n"


def places(text: str) -> list[tuple[str, int, int]]:
    """Each diagnostic's code, line and column; the body is refused (nothing written)."""
    result = translate(text, "rest", "mqsc", width=0)
    assert [r.status for r in result.records] == ["failed"], [d.format() for d in result.diagnostics]
    return [(d.code, d.span.line, d.span.column) for d in result.diagnostics]


# qualifier, the YAML parameter, its JSON equivalent ("" where JSON has none), code, YAML column, JSON column
_ROWS = [
    # a number attribute given another type
    ("qlocal", "maxdepth: yes", '"maxdepth": true', "MQT201", 13, 112),
    ("qlocal", "maxdepth: off", '"maxdepth": false', "MQT201", 13, 112),
    ("qlocal", "maxdepth: 1.5", '"maxdepth": 1.5', "MQT201", 13, 112),
    ("qlocal", "maxdepth: 1.0e+3", '"maxdepth": 1e3', "MQT201", 13, 112),
    ("qlocal", "maxdepth: '5000'", '"maxdepth": "5000"', "MQT201", 13, 112),
    ("qlocal", "maxdepth: null", '"maxdepth": null', "MQT201", 13, 112),
    ("qlocal", "maxdepth: ~", '"maxdepth":   null', "MQT201", 13, 114),
    ("qlocal", "maxdepth:", "", "MQT201", 12, 0),  # an empty value: where it would stand, just after the colon
    ("qlocal", "maxdepth: [5]", '"maxdepth": [5]', "MQT201", 13, 112),
    ("qlocal", "maxdepth: {a: 1}", '"maxdepth": {"a": 1}', "MQT201", 13, 112),
    ("qlocal", "maxdepth: .nan", "", "MQT201", 13, 0),
    ("qlocal", "maxdepth: 0777", "", "MQT202", 13, 0),  # YAML 1.1's octal
    ("qlocal", "maxdepth: 2001-01-01", "", "MQT102", 13, 0),  # a YAML date, which no JSON value is
    ("qlocal", "maxdepth: NaN", '"maxdepth": NaN', "MQT201", 13, 112),  # YAML's string "NaN"; JSON's constant
    # a string attribute given another type
    ("qlocal", "descr: yes", '"descr": true', "MQT201", 10, 109),
    ("qlocal", "descr: True", '"descr": true', "MQT201", 10, 109),
    ("qlocal", "descr: 5", '"descr": 5', "MQT201", 10, 109),
    ("qlocal", "descr: 1.5", '"descr": 1.5', "MQT201", 10, 109),
    ("qlocal", "descr: null", '"descr": null', "MQT201", 10, 109),
    ("qlocal", "descr: [a]", '"descr": ["a"]', "MQT201", 10, 109),
    ("qlocal", "descr: {a: b}", '"descr": {"a": "b"}', "MQT201", 10, 109),
    ("qlocal", "descr: [yes]", '"descr": [true]', "MQT201", 10, 109),
    ("qlocal", "descr: {a: yes}", '"descr": {"a": true}', "MQT201", 10, 109),
    # a word attribute
    ("qlocal", "put: off", '"put": false', "MQT201", 8, 107),
    ("qlocal", "put: 5", '"put": 5', "MQT201", 8, 107),
    ("qlocal", "put: 'x y'", '"put": "x y"', "MQT201", 8, 107),
    # a list attribute
    ("namelist", "names: [A, yes]", '"names": ["A", true]', "MQT201", 10, 111),
    ("namelist", "names: yes", '"names": true', "MQT201", 10, 111),
    ("namelist", "names: A", '"names": "A"', "MQT201", 10, 111),
    # a flag, LIKE and a command outside queues, namelists and processes: MQT102 for any value not theirs
    ("qlocal", "replace: yes", '"replace": true', "MQT102", 12, 111),
    ("qlocal", "replace: 5", '"replace": 5', "MQT102", 12, 111),
    ("qlocal", "replace: 'maybe'", '"replace": "maybe"', "MQT102", 12, 111),
    ("qlocal", "like: yes", '"like": true', "MQT102", 9, 108),
    ("qlocal", "like: [B]", '"like": ["B"]', "MQT102", 9, 108),
    ("channel", "sslcauth: yes", '"sslcauth": true', "MQT102", 13, 113),
    ("channel", "port: null", '"port": null', "MQT102", 9, 109),
    # problems with the key stay at the key
    ("qlocal", "maxdeth: yes", '"maxdeth": true', "MQT105", 3, 100),
    ("qlocal", "noreplace: 'no'", '"noreplace": "no"', "MQT102", 3, 100),
    ("qlocal", "MAX-DEPTH: 5", '"MAX-DEPTH": 5', "MQT102", 3, 100),
    # [UNSURE, left as it is] a value of the right type out of range or too long is checked by the MQSC reading
    # and validation every dialect shares, which place it at the keyword, as MQSC's own commands are
    ("qlocal", "maxdepth: 9999999999", '"maxdepth": 9999999999', "MQT202", 3, 100),
    ("qlocal", "descr: '" + "x" * 65 + "'", '"descr": "' + "x" * 65 + '"', "MQT203", 3, 100),
]


@pytest.mark.parametrize(("qualifier", "given", "code", "column"),
                         [(q, y, c, yc) for q, y, _, c, yc, _ in _ROWS if c],
                         ids=lambda item: item if isinstance(item, str) else None)
def test_yaml_a_value_problem_is_at_the_value(qualifier: str, given: str, code: str, column: int) -> None:
    assert places(YAML.format(qualifier=qualifier, given=given)) == [(code, 5, column)]


_JSON_CODES = {"maxdepth: NaN": "MQT102"}  # JSON's NaN is no JSON value (YAML's NaN is a string)


@pytest.mark.parametrize(("qualifier", "given", "code", "column"),
                         [(q, j, _JSON_CODES.get(y, c), jc) for q, y, j, c, _, jc in _ROWS if j and jc],
                         ids=lambda item: item if isinstance(item, str) else None)
def test_json_a_value_problem_is_at_the_value(qualifier: str, given: str, code: str, column: int) -> None:
    assert places(JSON.format(qualifier=qualifier, given=given)) == [(code, 1, column)]


@pytest.mark.parametrize(("qualifier", "given", "code"),
                         [(q, y, c) for q, y, j, c, _, _ in _ROWS
                          if ("true" in j or "false" in j) and "{" not in y and c != "MQT105"])
def test_an_unquoted_yaml_boolean_gets_the_code_json_true_gets_and_says_how_to_quote_it(
        qualifier: str, given: str, code: str) -> None:
    as_json = dict((y, j) for _, y, j, *_ in _ROWS)[given]
    json_result = translate(JSON.format(qualifier=qualifier, given=as_json), "rest", "mqsc", width=0)
    yaml_result = translate(YAML.format(qualifier=qualifier, given=given), "rest", "mqsc", width=0)
    (from_json,), (from_yaml,) = json_result.diagnostics, yaml_result.diagnostics
    assert from_json.code == from_yaml.code == code and from_json.expected == from_yaml.expected
    word = next(w for w in ("yes", "off", "True") if w in given)
    boolean = "false" if word == "off" else "true"
    assert f"{word}, which YAML reads as the boolean {boolean} (quoted, '{word}' is the string)" \
        in from_yaml.message, from_yaml.message


def test_the_same_message_reads_both_ways_but_for_the_value_as_given() -> None:
    """JSON says "not true", YAML "not yes, which YAML reads as the boolean true (...)": the rest is the same."""
    json_result = translate(JSON.format(qualifier="qlocal", given='"descr": true'), "rest", "mqsc", width=0)
    yaml_result = translate(YAML.format(qualifier="qlocal", given="descr: yes"), "rest", "mqsc", width=0)
    assert json_result.diagnostics[0].message == '"descr" takes a JSON string of at most 64 characters, not true'
    assert yaml_result.diagnostics[0].message == '"descr" takes a JSON string of at most 64 characters, not yes, ' \
        "which YAML reads as the boolean true (quoted, 'yes' is the string)"


# A field of the body itself (or a runCommand's text): YAML line and column, JSON column.
_FIELDS = [
    ("command: define\nqualifier: qlocal\nname: 5\n", '{"type": "runCommandJSON", "command": "define", '
     '"qualifier": "qlocal", "name": 5}', "MQT102", (3, 7), 80),
    ("command: define\nqualifier: qlocal\nname: yes\n", '{"type": "runCommandJSON", "command": "define", '
     '"qualifier": "qlocal", "name": true}', "MQT102", (3, 7), 80),
    ("command: 'de fine'\nqualifier: qlocal\nname: Q\n", '{"type": "runCommandJSON", "command": "de fine", '
     '"qualifier": "qlocal", "name": "Q"}', "MQT102", (1, 10), 39),
    ("command: define\nqualifier: qlocal\nname: Q\nparameters: 5\n", '{"type": "runCommandJSON", "command": '
     '"define", "qualifier": "qlocal", "name": "Q", "parameters": 5}', "MQT102", (4, 13), 99),
    ("command: define\nqualifier: qlocal\nname: Q\nresponseParameters: all\n", '{"type": "runCommandJSON", '
     '"command": "define", "qualifier": "qlocal", "name": "Q", "responseParameters": "all"}', "MQT102", (4, 21), 107),
    ("- type: runCommand\n  parameters:\n    command: yes\n", '{"type": "runCommand", "parameters": {"command": '
     'true}}', "MQT102", (3, 14), 50),
    ("- type: runCommand\n  parameters:\n    command: 5\n", '{"type": "runCommand", "parameters": {"command": 5}}',
     "MQT102", (3, 14), 50),
    # a key problem: at the key
    ("command: define\nqualifier: qlocal\nnmae: Q\n", '{"type": "runCommandJSON", "command": "define", '
     '"qualifier": "qlocal", "nmae": "Q"}', "MQT105", (3, 1), 72),
]


@pytest.mark.parametrize(("as_yaml", "as_json", "code", "at", "column"), _FIELDS)
def test_a_fields_value_problem_is_at_the_value_both_ways(as_yaml: str, as_json: str, code: str,
                                                          at: tuple[int, int], column: int) -> None:
    assert places(as_yaml) == [(code, *at)]
    assert places(as_json + "\n") == [(code, 1, column)]


@pytest.mark.parametrize("parameters", [
    '{"descr": "maxdepth", "maxdepth": 1000000000}',  # a value spelling the key, before it
    '{"descr": "a \\"maxdepth\\": b", "maxdepth": 1000000000}',  # the key, with its colon, inside a string
    '{"max\\u0064epth": 1000000000}',  # the key escaped
])
def test_a_parameter_found_by_the_shared_checks_is_said_at_its_key_never_at_a_value_spelling_it(parameters: str) -> None:
    line = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "maxdepth", ' \
        f'"parameters": {parameters}}}'
    (diagnostic,) = translate(line + "\n", "rest", "mqsc").diagnostics
    key = line.rindex('"max')  # the last: the parameter's key
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT202", 1, key + 1)


@pytest.mark.parametrize(("fields", "wrong", "code"), [
    ('"command": "define", "qualifier": "qlocal", "name": 5', '"name": 5', "MQT102"),
    ('"command": "de-fine", "qualifier": "qlocal", "name": "Q"', '"command": "de-fine"', "MQT102"),
    ('"command": "define", "qualifier": "qlocalx", "name": "Q"', '"qualifier": "qlocalx"', "MQT115"),
    ('"command": "define", "qualifier": "qlocal", "name": "Q", "responseParameters": 5', '"responseParameters": 5',
     "MQT102"),
])
def test_a_fields_problem_is_at_the_field_of_the_body_never_at_a_parameter_of_its_name(fields: str, wrong: str,
                                                                                        code: str) -> None:
    """"parameters" given before the fields, holding keys of the fields' names: the field is the body's own key."""
    parameters = '{"name": "x", "command": "x", "qualifier": "x", "responseParameters": 1}'
    line = f'{{"type": "runCommandJSON", "parameters": {parameters}, {fields}}}'
    found = [(d.code, d.span.column) for d in translate(line + "\n", "rest", "mqsc").diagnostics if d.code == code]
    value = line.index(wrong) + wrong.index(": ") + 2  # a word is said inside its quote
    assert found[0] == (code, value + 1 + (code == "MQT115"))


@pytest.mark.parametrize(("after", "repeat"), [
    ('"name": "B", "parameters": {"x": {"name": "x"}}}', '"name": "B"'),  # a nested key of its name after it
    ('"parameters": {"descr": "x", "descr": "y"}, "other": {"descr": 1}}', '"descr": "y"'),  # another object's
    ('"parameters": {"descr": "x", "d\\u0065scr": "y"}}', '"d\\u0065scr"'),  # the repeat escaped
])
def test_a_key_given_twice_is_said_at_its_repeat_in_the_object_holding_it_twice(after: str, repeat: str) -> None:
    """The decoder refuses the first object to close holding a key twice: said at the repeat there, never at a key
    of that name in another object."""
    line = f'{{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", {after}'
    found = [(d.code, d.span.column) for d in translate(line + "\n", "rest", "mqsc").diagnostics]
    assert found[0] == ("MQT108", line.index(repeat) + 1)
