"""PCF JSON as people print it: an object laid out over several lines (``json.dumps(indent=2)``, ``jq .``) and a
JSON list of objects, one line or many. Each object is one record, read as the same object on a line of its own is,
its diagnostics at the line and column of the file they are about; the output stays JSON Lines."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from translator import translate
from translator.dialects import detect

CREATE = {"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL",
                                                      "MQCA_Q_DESC": "it's {in}", "MQIA_MAX_Q_DEPTH": 5000}}
DELETE = {"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "OLD", "MQIA_Q_TYPE": "MQQT_LOCAL"}}
CREATE_MQSC = "DEFINE QLOCAL('APP.IN') DESCR('it''s {in}') MAXDEPTH(5000)"
DELETE_MQSC = "DELETE QLOCAL('OLD')"
REST = {"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A"}


def test_an_object_over_several_lines_is_recognised_and_read_as_one_command() -> None:
    text = json.dumps(CREATE, indent=2) + "\n"
    assert detect(text) == "pcf"
    translation = translate(text, "auto", "mqsc", width=0)
    assert translation.output == CREATE_MQSC + "\n"
    assert [(r.status, r.line) for r in translation.records] == [("translated", 1)]


def test_a_list_of_two_objects_laid_out_over_lines_is_two_commands() -> None:
    text = json.dumps([CREATE, DELETE], indent=2) + "\n"
    assert detect(text) == "pcf"
    translation = translate(text, "auto", "mqsc", width=0)
    assert translation.output == CREATE_MQSC + "\n" + DELETE_MQSC + "\n"
    assert [(r.status, r.line, r.column) for r in translation.records] == [("translated", 2, 3), ("translated", 11, 3)]


def test_a_list_with_one_element_a_line_is_recognised_and_written_back_as_json_lines() -> None:
    lines = [json.dumps(CREATE), json.dumps(DELETE)]
    text = "[\n" + ",\n".join(lines) + "\n]\n"
    assert detect(text) == "pcf"
    assert translate(text, "auto", "pcf").output == "\n".join(lines) + "\n"


def test_a_list_on_one_line_is_recognised_its_commands_sharing_the_line_refused_as_one_record() -> None:
    """A record is a line's: two commands starting on one line are one problem there, never half written."""
    text = json.dumps([CREATE, DELETE]) + "\n"
    assert detect(text) == "pcf"
    translation = translate(text, "pcf", "mqsc")
    assert [(d.code, d.span.line, d.span.column, d.message) for d in translation.diagnostics] == \
        [("MQT102", 1, 2, "2 commands start on this line: each is read on a line of its own")]
    assert [r.status for r in translation.records] == ["failed"]
    assert translate(json.dumps([CREATE]) + "\n", "pcf", "mqsc", width=0).output == CREATE_MQSC + "\n"


def test_a_broken_element_of_a_list_fails_alone_at_its_line_and_column() -> None:
    broken = '  {"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "B",, "MQIA_Q_TYPE": "MQQT_LOCAL"}},\n'
    text = "[\n  " + json.dumps(CREATE) + ",\n" + broken + "  " + json.dumps(DELETE) + "\n]\n"
    translation = translate(text, "pcf", "mqsc", width=0, file="q.json")
    assert translation.output.splitlines()[0] == CREATE_MQSC
    assert translation.output.splitlines()[-1] == DELETE_MQSC
    (diagnostic,) = translation.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT102", 3, broken.index(",,") + 2)
    assert diagnostic.message == "not valid JSON: Expecting property name enclosed in double quotes"
    assert [(r.status, r.line) for r in translation.records] == [("translated", 2), ("failed", 3), ("translated", 4)]


def test_a_byte_order_mark_before_the_first_element_refuses_it_alone_and_leaves_the_list_recognised() -> None:
    text = "[\n \ufeff" + json.dumps(DELETE) + ",\n " + json.dumps(CREATE) + "\n]\n"
    assert detect(text) == "pcf"
    translation = translate(text, "auto", "mqsc", width=0)
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics] == [("MQT102", 2, 2)]
    assert [(r.status, r.line) for r in translation.records] == [("failed", 2), ("translated", 3)]
    assert translation.output.endswith("\n" + CREATE_MQSC + "\n")


def test_a_parameter_in_error_in_an_element_over_lines_is_said_at_its_key() -> None:
    bad = {**CREATE, "parameters": {**CREATE["parameters"], "MQIA_MAX_Q_DEPTH": "deep"}}
    text = json.dumps([DELETE, bad], indent=2) + "\n"
    translation = translate(text, "pcf", "mqsc", width=0, file="q.json")
    (diagnostic,) = translation.diagnostics
    line = text.splitlines().index('      "MQIA_MAX_Q_DEPTH": "deep"') + 1
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT201", line, 7)
    assert diagnostic.snippet() == '"MQIA_MAX_Q_DEPTH": "deep"'
    assert [line for line in str(translation.output).splitlines() if not line.startswith("*")] == [DELETE_MQSC]
    assert [(r.status, r.line) for r in translation.records] == [("translated", 2), ("failed", 9)]


def test_an_object_over_lines_that_is_broken_fails_alone_and_the_next_is_read() -> None:
    text = ('{"command": "MQCMD_CREATE_Q",\n  "parameters": {"MQCA_Q_NAME": "A" "MQIA_Q_TYPE": 1}}\n'
            + json.dumps(DELETE) + "\n")
    translation = translate(text, "pcf", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics] == [("MQT102", 2, 37)]
    assert [(r.status, r.line) for r in translation.records] == [("failed", 1), ("translated", 3)]
    assert translation.output.endswith(DELETE_MQSC + "\n")


def test_a_command_outside_queues_over_lines_passes_through_as_one_json_line() -> None:
    channel = {"command": "MQCMD_CREATE_CHANNEL", "parameters": {"MQCACH_CHANNEL_NAME": "C"}}
    assert translate(json.dumps(channel, indent=2) + "\n", "pcf", "pcf").output == \
        '{ "command": "MQCMD_CREATE_CHANNEL", "parameters": { "MQCACH_CHANNEL_NAME": "C" } }\n'


def test_rest_bodies_in_both_shapes_are_still_told_from_pcf() -> None:
    assert detect(json.dumps(REST, indent=2) + "\n") == "rest"
    assert detect(json.dumps([REST, REST], indent=2) + "\n") == "rest"
    assert detect(json.dumps([REST]) + "\n") == "rest"
    # a list of objects naming no PCF command is no PCF
    assert detect(json.dumps([{k: v for k, v in REST.items() if k != "type"}], indent=2) + "\n") != "pcf"


_NAMES = [f"Q{index}" for index in range(6)]


def _command(index: int, depth: int) -> dict[str, object]:
    return {"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": _NAMES[index], "MQIA_Q_TYPE": "MQQT_LOCAL",
                                                        "MQIA_MAX_Q_DEPTH": depth}}


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from([5, 999_999_999_999, "deep"]), min_size=1, max_size=6),
       st.integers(min_value=0, max_value=4), st.booleans(), st.sampled_from(["\n", "\r\n"]))
def test_pretty_printed_pcf_reads_as_the_same_commands_as_json_lines(depths: list[object], indent: int,
                                                                     listed: bool, end: str) -> None:
    """The same commands laid out over lines, one after another or in a list, translate as their JSON Lines do:
    the same commands written and, record by record, the same status and diagnostics."""
    commands = [_command(index, depth) for index, depth in enumerate(depths)]  # type: ignore[arg-type]
    lines = translate("".join(json.dumps(command) + "\n" for command in commands), "pcf", "mqsc")
    if listed:
        printed = json.dumps(commands, indent=indent)
    else:
        printed = "\n".join(json.dumps(command, indent=indent) for command in commands)
    laid_out = translate(printed.replace("\n", end) + end, "pcf", "mqsc")
    written = [line for line in str(laid_out.output).splitlines() if not line.startswith("*")]  # not comments
    assert written == [line for line in str(lines.output).splitlines() if not line.startswith("*")]
    assert [(r.status, r.name, [d.code for d in r.diagnostics]) for r in laid_out.records] == \
        [(r.status, r.name, [d.code for d in r.diagnostics]) for r in lines.records]
