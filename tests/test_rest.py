"""The rest dialect: the MQ REST API's runCommandJSON bodies, read as the MQSC they spell and written from the
registry's MQSC spellings (the golden fixtures and the matrix cover the rest of it)."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from translator import translate
from translator.dialects import detect


def body(**fields: object) -> str:
    return json.dumps({"type": "runCommandJSON", **fields}) + "\n"


def test_ibm_example_body_reads_as_its_mqsc() -> None:
    text = body(command="define", qualifier="qlocal", name="app.in",
                parameters={"descr": "it's", "maxdepth": 9, "put": "DISABLED", "noreplace": "yes"})
    assert translate(text, "rest", "mqsc", width=0).output == \
        "DEFINE QLOCAL('app.in') DESCR('it''s') MAXDEPTH(9) PUT(DISABLED) NOREPLACE\n"


def test_flags_take_yes_or_no_and_no_is_the_opposite_keyword() -> None:
    yes = body(command="alter", qualifier="qlocal", name="A", parameters={"trigger": "yes"})
    no = body(command="alter", qualifier="qlocal", name="A", parameters={"trigger": "no"})
    assert translate(yes, "rest", "mqsc").output == "ALTER QLOCAL('A') TRIGGER\n"
    assert translate(no, "rest", "mqsc").output == "ALTER QLOCAL('A') NOTRIGGER\n"


@pytest.mark.parametrize(("command", "key"), [("delete", "nopurge"), ("define", "noreplace"), ("alter", "notrigger")])
def test_a_no_keyword_takes_yes_only_as_no_would_be_a_guessed_double_negative(command: str, key: str) -> None:
    """IBM writes "nopurge": "yes" and never "no" [UNSURE what the REST API makes of it]: read as its opposite,
    "nopurge": "no" would be PURGE, which deletes the queue's messages. An error, never that guess."""
    text = body(command=command, qualifier="qlocal", name="A", parameters={key: "no"})
    translation = translate(text, "rest", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT102"]
    assert f'"{key}": "no" is a double negative' in translation.diagnostics[0].message
    assert [r.status for r in translation.records] == ["failed"] and "PURGE" not in translation.output.replace("*", "")


@pytest.mark.parametrize("parameters", [
    {"descr) DELETE QLOCAL(B": "x"},  # a key is one MQSC keyword, or an error
    {"put": "DISABLED) DELETE QLOCAL(B"},  # an enumeration's value is one word
    {"maxdepth": True}, {"maxdepth": 1.5}, {"descr": {"nested": 1}}, {"names": ["A", 1]},
    {"replace": "maybe"},
])
def test_a_body_that_could_change_the_command_is_an_error_not_a_command(parameters: dict[str, object]) -> None:
    result = translate(body(command="alter", qualifier="qlocal", name="A", parameters=parameters), "rest", "mqsc")
    assert not result.ok
    assert all(line.startswith("*") for line in result.output.splitlines())  # a note only, nothing live
    assert [r.status for r in result.records] == ["failed"]


def test_quotes_in_names_and_values_stay_one_value() -> None:
    value = body(command="alter", qualifier="qlocal", name="A", parameters={"descr": "x') PURGE"})
    assert translate(value, "rest", "mqsc").output == "ALTER QLOCAL('A') DESCR('x'') PURGE')\n"
    name = body(command="define", qualifier="qlocal", name="A') DELETE QLOCAL('B")
    result = translate(name, "rest", "mqsc")
    assert [r.status for r in result.records] == ["failed"] and "MQT208" in [d.code for d in result.diagnostics]
    assert all(line.startswith("*") for line in result.output.splitlines())


@pytest.mark.parametrize("line", ['{"type": "runCommandJSON"', "[1, 2]", '{"type": "other"}', '{"type": ["runCommand"]}',
                                  '{"type": "runCommandJSON", "command": "define qlocal"}'])
def test_malformed_bodies_are_located_errors(line: str) -> None:
    result = translate(line + "\n", "rest", "mqsc", file="x.jsonl")
    assert not result.ok and result.diagnostics[0].code == "MQT102" and result.diagnostics[0].span.line == 1


DEFINE = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", '


@pytest.mark.parametrize(("line", "code"), [
    (DEFINE + '"name": "M", "parameters": {"maxdepth": 5, "maxdepth": 0}}', "MQT108"),
    (DEFINE + '"name": "A", "name": "B"}', "MQT108"),
    (DEFINE + '"name": "M", "parameters": {"maxdepth": 5}, "parameters": {"descr": "x"}}', "MQT108"),
    ('{"type": "runCommand", "type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "M"}',
     "MQT108"),
    ('{"type": "runCommand", "parameters": {"command": "DEFINE QLOCAL(M)", "command": "DELETE QLOCAL(M)"}}', "MQT108"),
    (DEFINE + '"name": "M", "paramters": {"maxdepth": 0}}', "MQT105"),  # a misspelt field: its values are lost
    ('{"type": "runCommand", "name": "M", "parameters": {"command": "DEFINE QLOCAL(M)"}}', "MQT105"),
    ('{"type": "runCommand", "parameters": {"command": "DEFINE QLOCAL(M)", "qualifier": "qlocal"}}', "MQT105"),
])
def test_a_repeated_key_or_unknown_field_is_an_error_and_nothing_is_written(line: str, code: str) -> None:
    for target in ("mqsc", "rest"):
        result = translate(f"{line}\n", "rest", target, file="x.jsonl")
        assert [(d.code, d.span.line) for d in result.diagnostics] == [(code, 1)]
        assert all(text.startswith("*") for text in result.output.splitlines())  # a note only, nothing live
        assert [r.status for r in result.records] == ["failed"]


def test_response_parameters_is_a_known_field() -> None:
    line = body(command="define", qualifier="qlocal", name="A", responseParameters=["all"])
    assert translate(line, "rest", "mqsc").output == "DEFINE QLOCAL('A')\n"


def test_auto_tells_rest_from_pcf_json() -> None:
    assert detect(body(command="define", qualifier="qlocal", name="A")) == "rest"
    assert detect('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A"}}\n') == "pcf"


def test_a_command_the_rest_dialect_cannot_carry_is_skipped_and_reported() -> None:
    result = translate("ZMQSC START QMGR\n", "tpf", "rest")  # MQSC's own commands go in runCommand bodies
    assert result.output == "" and [d.code for d in result.diagnostics] == ["MQT401"]
    assert [r.status for r in result.records] == ["skipped"]


def test_what_rest_cannot_express_is_said_of_rest_not_of_the_mqsc_spellings_it_borrows() -> None:
    result = translate("ZMQSC ALT QL-APP.IN SWEEP-ON\n", "tpf", "rest")
    assert result.output == ""
    assert [(d.code, d.message) for d in result.diagnostics] == [("MQT301", "TpfSweep cannot be expressed in rest")]


@given(st.text(max_size=40))
def test_any_description_goes_there_and_back_as_one_value_or_is_rejected(text: str) -> None:
    source = body(command="alter", qualifier="qlocal", name="A", parameters={"descr": text})
    there = translate(source, "rest", "rest")
    assert len(there.records) == 1
    if there.ok:
        (written,) = [json.loads(line) for line in there.output.splitlines()]
        assert written["parameters"]["descr"] == text or (text.strip() == "" and written["parameters"]["descr"] == " ")


def test_a_body_kept_verbatim_never_carries_a_raw_line_separator() -> None:
    line = '{"type": "runCommandJSON", "command": "define", "qualifier": "channel", "name": "C", "parameters": ' \
           '{"descr": "a\u2028b"}}\n'
    result = translate(line, "rest", "rest")
    assert "\u2028" not in result.output and [d.code for d in result.diagnostics] == ["MQT207"]
    assert [r.status for r in result.records] == ["failed"]  # MQT207 is an error, as for any dialect
    assert "\u2028" not in result.diagnostics[0].format() and "\\u2028" in result.diagnostics[0].format()


def test_a_parameter_diagnostic_points_at_its_key_in_the_body() -> None:
    body = ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN", '
            '"parameters": {"descr": "Orders", "maxdepth": 5000, "put": "disabld"}}')
    (diagnostic,) = translate(body + "\n", "rest", "mqsc").diagnostics
    assert diagnostic.code == "MQT201"
    assert diagnostic.span.column == body.index('"put"') + 1


def test_locating_many_escaped_keys_reads_the_body_once() -> None:
    """Keys written with escapes are each found where they stand, the body read once: searching for each must not
    start over, which would be quadratic in their number (a growth ratio between two sizes, not a timing)."""
    import time

    from translator.dialects.rest import _breaks
    from translator.model import Span
    from translator.readers.json_bodies import Places

    def seconds(n: int) -> float:
        keys = [("<command>", 0), *((f"a{i}", i + 1) for i in range(n))]
        line = '{"parameters": {' + ", ".join(f'"\\u0061{i}": 1' for i in range(n)) + "}}"
        started = time.perf_counter()
        breaks = _breaks(line, keys, Places(line, Span("f", 1, 1)))
        elapsed = time.perf_counter() - started
        keys_at = [found.start() + 1 for found in re.finditer(r'"\\u0061', line)]
        assert [column for _, _, column in breaks] == [1, *keys_at]  # the command word's field is not in the line
        return elapsed

    small = min(seconds(2000) for _ in range(2))
    large = min(seconds(20000) for _ in range(2))
    assert large <= 20 * small + 0.02, (small, large)


def test_an_mqsc_command_outside_the_model_is_carried_by_run_command_and_back() -> None:
    script = "DEFINE QLOCAL(A)\nCLEAR QLOCAL(A)\nDEFINE CHANNEL(C) +\n  CHLTYPE(SDR) CONNAME('h(1414)')\nEND\n"
    there = translate(script, "mqsc", "rest")
    assert there.output.splitlines()[1:] == [
        '{"type": "runCommand", "parameters": {"command": "CLEAR QLOCAL(A)"}}',
        '{"type": "runCommand", "parameters": {"command": "DEFINE CHANNEL(C) CHLTYPE(SDR) CONNAME(\'h(1414)\')"}}']
    assert [r.status for r in there.records] == ["translated", "passed-through", "passed-through", "skipped"]
    back = translate(there.output, "rest", "mqsc")
    assert back.ok and back.output == ("DEFINE QLOCAL('A')\nCLEAR QLOCAL(A)\n"
                                       "DEFINE CHANNEL(C) CHLTYPE(SDR) CONNAME('h(1414)')\n")
    assert translate(there.output, "rest", "rest").output == there.output


def test_an_mqsc_command_outside_the_model_after_end_is_mqt314_as_one_inside_it() -> None:
    """runmqsc never ran it: not written by default, and said so, not called something REST cannot carry."""
    script = "DEFINE QLOCAL(A)\nEND\nDEFINE QLOCAL(B)\nPING QMGR\n"
    there = translate(script, "mqsc", "rest")
    assert [(d.code, d.span.line, d.severity.value) for d in there.diagnostics if d.code != "MQT401"] == [
        ("MQT314", 3, "error"), ("MQT314", 4, "error")]
    assert "PING QMGR stands after the END at line 2" in there.diagnostics[-1].message
    assert [r.status for r in there.records] == ["translated", "skipped", "failed", "failed"]
    assert len(there.output.splitlines()) == 1
    warned = translate(script, "mqsc", "rest", on_unsupported="warn")
    assert warned.output.splitlines()[-1] == '{"type": "runCommand", "parameters": {"command": "PING QMGR"}}'


@pytest.mark.parametrize("command", ["CLEAR QLOCAL(A)\nDELETE QLOCAL(B)", "CLEAR QLOCAL(A); DELETE QLOCAL(B)",
                                     "CLEAR QLOCAL(A) +", "CLEAR QLOCAL(A) -", "END", "CLEAR QLOCAL(A)\u2028X"])
def test_run_command_text_that_would_not_stay_one_mqsc_line_is_never_copied_into_mqsc(command: str) -> None:
    line = json.dumps({"type": "runCommand", "parameters": {"command": command}}) + "\n"
    translation = translate(line + body(command="define", qualifier="qlocal", name="Z"), "rest", "mqsc")
    broken = "\n" in command or "\u2028" in command  # not one line: an error (below)
    assert [r.status for r in translation.records] == ["failed" if broken else "skipped", "translated"]
    assert [text for text in translation.output.splitlines() if not text.startswith("*")] == ["DEFINE QLOCAL('Z')"]


@pytest.mark.parametrize("command", ["DEFINE QLOCAL(Q)\nPUT(DISABLED)", "DEFINE QLOCAL(Q)\rPUT(DISABLED)",
                                     "DEFINE QLOCAL(Q)\x0bPUT(DISABLED)", "DELETE QLOCAL(Q)\x1cPURGE",
                                     "DEFINE QLOCAL(Q)\u2028PUT(DISABLED)"])
def test_run_command_text_of_more_than_one_line_is_an_error_not_read_as_blanks(command: str) -> None:
    line = json.dumps({"type": "runCommand", "parameters": {"command": command}})
    for target in ("mqsc", "pcf", "rest"):
        translation = translate(line, "rest", target)
        (found,) = translation.diagnostics
        assert (found.code, found.span.column) == ("MQT102", line.index('"command": ') + 12)  # at the text
        assert [r.status for r in translation.records] == ["failed"]
        assert all(text.startswith("*") for text in translation.output.splitlines())  # nothing but a note


def test_a_semicolon_inside_quotes_is_text_and_the_command_is_carried() -> None:
    there = translate("DEFINE CHANNEL(C) CHLTYPE(SDR) DESCR('a;b')\n", "mqsc", "rest")
    assert there.output == '{"type": "runCommand", "parameters": {"command": "DEFINE CHANNEL(C) CHLTYPE(SDR) DESCR(\'a;b\')"}}\n'
    assert translate(there.output, "rest", "mqsc").output == "DEFINE CHANNEL(C) CHLTYPE(SDR) DESCR('a;b')\n"


def test_a_list_for_an_attribute_of_one_value_is_an_error_at_the_list() -> None:
    line = body(command="define", qualifier="qlocal", name="A", parameters={"maxdepth": 5, "descr": ["A"]})
    translation = translate(line, "rest", "mqsc")
    (found,) = translation.diagnostics
    assert (found.code, found.span.column) == ("MQT201", line.index('["A"]') + 1) and translation.output.startswith("*")
    assert found.message == '"descr" takes a JSON string of at most 64 characters, not a list'


@pytest.mark.parametrize("command", ["* CLEAR QLOCAL(A)", "CLEAR QLOCAL(A);", "DEFINE CHANNEL(C) CHLTYPE(SDR) -"])
def test_run_command_text_the_mqsc_splitter_would_read_otherwise_stays_a_note(command: str) -> None:
    line = json.dumps({"type": "runCommand", "parameters": {"command": command}}) + "\n"
    translation = translate(line, "rest", "mqsc")
    assert all(text.startswith("*") for text in translation.output.splitlines())


@pytest.mark.parametrize("end", ["\n", "\r\n", "\n\n"])
def test_run_command_text_ending_in_a_line_end_is_one_command(end: str) -> None:
    line = json.dumps({"type": "runCommand", "parameters": {"command": "DEFINE QLOCAL(A) MAXDEPTH(5)" + end}})
    assert translate(line, "rest", "mqsc").output == "DEFINE QLOCAL('A') MAXDEPTH(5)\n"


@pytest.mark.parametrize("text", ["DISPLAY QLOCAL(X)\t", "\tDISPLAY QLOCAL(X) \t ", " DISPLAY QLOCAL(X)"])
def test_run_command_text_is_copied_into_mqsc_without_the_blanks_around_it(text: str) -> None:
    line = json.dumps({"type": "runCommand", "parameters": {"command": text}})
    translation = translate(line, "rest", "mqsc")
    assert (translation.output, translation.diagnostics) == ("DISPLAY QLOCAL(X)\n", [])
    assert translate(translation.output, "mqsc", "mqsc").diagnostics == []  # no MQT131 reading it back


@pytest.mark.parametrize("given", ['"force": "yes", "FORCE": "no"', '"FORCE": "no", "force": "yes"',
                                   '"force": "no", "Force": "no"'])
def test_force_given_twice_in_two_cases_is_mqt108_not_the_last_one_read(given: str) -> None:
    line = '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "A", "parameters": {' \
        + given + ', "get": "disabled"}}'
    translation = translate(line, "rest", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT108"]
    assert [r.status for r in translation.records] == ["failed"] and translation.output.startswith("*")


def test_no_force_is_no_keyword_as_mqsc_says_it() -> None:
    body = '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "A", ' \
           '"parameters": {"force": "no", "maxdepth": 5}}\n'
    translation = translate(body, "rest", "mqsc")
    assert (translation.output, translation.diagnostics) == ("ALTER QLOCAL('A') MAXDEPTH(5)\n", [])


@pytest.mark.parametrize(("command", "columns"), [
    ("DEFINE QLOCAL(A) MAXDEPTH(abc) FOO(1)", [68, 82]),
    ("DEFINE QLOCAL(A) MAXDEPTH(abc) FOO(1)\\r\\n", [68, 82]),
    ("DEFINE QLOCAL(\\u0041) MAXDEPTH(abc)", [18])])  # escaped, not as written: counted within the text
def test_a_problem_in_run_commands_mqsc_text_points_into_it(command: str, columns: list[int]) -> None:
    body = '{"type": "runCommand", "parameters": {"command": "' + command + '"}}\n'
    assert [d.span.column for d in translate(body, "rest", "mqsc").diagnostics] == columns


def test_a_run_command_longer_than_runmqsc_reads_a_line_is_folded_into_mqsc_and_joined_back() -> None:
    """runmqsc reads lines of at most 2,048 characters: copied into a script, runCommand's text is folded (+)."""
    command = "DEFINE CHANNEL(X) CHLTYPE(SDR) " + " ".join(f"DESCR('{'d' * 40}')" for _ in range(60))
    line = json.dumps({"type": "runCommand", "parameters": {"command": command}}) + "\n"
    script = translate(line, "rest", "mqsc")
    assert script.diagnostics == [] and max(map(len, script.output.splitlines())) <= 2048
    assert script.output.count("\n") == 2 and script.output.splitlines()[0].endswith("+")
    assert translate(script.output, "mqsc", "rest").output == line == translate(line, "rest", "rest").output


@pytest.mark.parametrize(("body", "code", "at"), [
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocl", "name": "A"}', "MQT115", 'qlocl'),
    ('{"qualifier": "qlocal", "type": "runCommandJSON", "command": "defne", "name": "A"}', "MQT115", 'defne'),
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "name": "B"}', "MQT108",
     '"name": "B"'),
    ('{"type": "runCommandJSON", "command": "define", "qualifier": 5, "name": "A"}', "MQT102", '5,'),  # at the value
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": 7}', "MQT102", '7}'),
    # JSON's own errors, at the character, in the tool's words
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A" "x": 1}', "MQT102", '"x"'),
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {"maxdepth": '
     + "9" * 5000 + "}}", "MQT202", "9999"),
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {"descr": 1.'
     + "5" * 5000 + ', "maxdepth": ' + "9" * 5000 + "}}", "MQT202", "9999"),  # a float's digits are no integer
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "Q1234567890123456789012", '
     '"parameters": {"descr": "a", "descr": "b"}}', "MQT108", '"descr": "b"'),  # digits in a string are text
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "maxdepth": 5, '
     '"parameters": {"maxdepth": 5}}', "MQT105", '"maxdepth": 5,'),  # the body's field, not the parameter
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": null}', "MQT102",
     'null}'),  # a field's value of the wrong type: at the value
    ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {"": 1}}',
     "MQT102", '"":'),
    ('{"type": "runCommand", "command": "define", "qualifier": "qlocal", "name": "A"}', "MQT105", '"command"'),
    ('{"type": "runCommand", "parameters": {"command": "DEFINE QLOCAL(A)", "type": "x"}}', "MQT105", '"type": "x"'),
])
def test_a_problem_in_the_head_points_at_its_field(body: str, code: str, at: str) -> None:
    valid = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "B"}'
    found = translate(f"{body}\n{valid}\n", "rest", "mqsc").diagnostics  # with a command: not MQT117 alone
    assert [(d.code, d.span.column) for d in found] == [(code, body.index(at) + 1)]


def test_json_errors_are_said_in_the_tools_words_not_pythons() -> None:
    for body in ('{"type": "runCommandJSON", "name": 1' + "2" * 5000 + "}", '{"type": "runCommandJSON", "x": '
                 + "[" * 100000 + "]" * 100000 + "}"):
        (found,) = translate(body + "\n", "rest", "mqsc").diagnostics
        assert "Exceeds the limit" not in found.message and "recursion" not in found.message
    assert found.span.column == body.index("[") + 64  # the nesting: where it goes deeper than a command needs


@pytest.mark.parametrize(("line", "column", "said"), [
    ('{"type": "runCommandJSON", "command": "display", "qualifier": "qmgr", "responseParameters": [NaN]}', 94,
     "NaN is not a JSON value"),
    ('{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "A", "parameters": '
     '{"descr": "NaN", "maxdepth": -Infinity}}', 127, "-Infinity is not a JSON value"),
    ('{"type": "runCommandJSON", "command": "display", "qualifier": "qmgr", "responseParameters": "all"}', 93,
     '"responseParameters" is not a list of strings'),
])
def test_what_json_has_not_is_refused_even_in_a_body_copied_verbatim(line: str, column: int, said: str) -> None:
    """Python's decoder takes NaN and Infinity: copied verbatim into rest output, they would make a line no other
    JSON reader takes, so they are errors at their place, as a responseParameters that is no list is."""
    result = translate(line + "\n", "rest", "rest")
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("MQT102", column)]
    assert said in result.diagnostics[0].message and result.output == ""
    assert [r.status for r in result.records] == ["failed"]


@pytest.mark.parametrize("separators", ["," * 2100, " " * 2100])
def test_a_run_command_that_no_line_runmqsc_reads_could_hold_is_refused(separators: str) -> None:
    """A run of commas or blanks longer than 2,048 characters folds nowhere: written, the line was too long for
    runmqsc, silently."""
    text = json.dumps({"type": "runCommand", "parameters": {"command": f"ALTER QMGR{separators}DESCR('x')"}}) + "\n"
    translation = translate(text, "rest", "mqsc")
    assert [d.code for d in translation.diagnostics] == ["MQT102"]
    assert all(line.startswith("*") and len(line) <= 2048 for line in str(translation.output).splitlines())
    fits = json.dumps({"type": "runCommand", "parameters": {"command": "ALTER QMGR" + "," * 100 + "DESCR('x')"}})
    assert translate(fits + "\n", "rest", "mqsc").output == "ALTER QMGR" + "," * 100 + "DESCR('x')\n"


@pytest.mark.parametrize("layout", ["json", "yaml"])
def test_each_parameter_of_a_body_in_the_wrong_shape_is_said_as_mqsc_says_each(layout: str) -> None:
    """Only the first was said: a user fixing it found the next on the next run."""
    body = {"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A",
            "parameters": {"replace": True, "descr": True, "maxdepth": "5", "get": "maybe"}}
    text = json.dumps(body) + "\n" if layout == "json" else (
        "- type: runCommandJSON\n  command: define\n  qualifier: qlocal\n  name: A\n  parameters:\n"
        "    replace: true\n    descr: true\n    maxdepth: '5'\n    get: maybe\n")
    result = translate(text, "rest", "mqsc")
    said = [(d.code, d.message.split(" ", 1)[0]) for d in result.diagnostics]
    assert said == [("MQT102", '"replace"'), ("MQT201", '"descr"'), ("MQT201", '"maxdepth"'), ("MQT201", "MAYBE")]
    assert [record.status for record in result.records] == ["failed"]
    # The last, the MQSC reader's (no value word), at its own key: the keys left out of the
    # MQSC text are passed over, not taken for the next one's place.
    line = text.splitlines()[result.diagnostics[-1].span.line - 1]
    assert line[result.diagnostics[-1].span.column - 1:].startswith('"get"' if layout == "json" else "get:")
