"""REST bodies in YAML, as IBM's Ansible collection for MQ writes them: read as the JSON bodies they stand for,
each diagnostic at its place in the YAML."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from translator import translate
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS, detect, rest_yaml
from translator.model import Command

ANSIBLE = (Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "mq-ansible-yaml-commands" / "ibm"
           / "mq_ansible_yaml_commands_collection" / "cmds_files" / "mq_crud_yaml_cmds.yml")


def commands(text: str) -> list[Command | str]:
    """What each item reads as: the command, or the text a passed-through item copies."""
    script = DIALECTS["rest"].read(text, "<test>", Reporter(), {})
    return [item if isinstance(item, Command) else getattr(item, "text", "") for item in script.items]


def models(text: str) -> list[object]:
    """The items without their places (a YAML body and its JSON line stand in different places)."""
    found = []
    for item in commands(text):
        if isinstance(item, Command):
            item.span, item.source_text, item.breaks, item.offsets = None, "", [], {}  # type: ignore[assignment]
        found.append(item)
    return found


@pytest.mark.skipif(not ANSIBLE.exists(), reason="the shared corpus is not beside this checkout")
def test_ibms_ansible_commands_read_as_the_json_bodies_they_stand_for() -> None:
    """Each item of the collection's file is the body the collection posts, with "type" added (as its role adds
    it): the same model as that body as a JSON line."""
    text = ANSIBLE.read_text(encoding="utf-8")
    assert detect(text) == "rest"
    items = yaml.safe_load(text)["mq_commands"]
    as_json = "".join(json.dumps({"type": "runCommandJSON", **item}) + "\n" for item in items)
    assert models(text) == models(as_json)
    result = translate(text, "auto", "mqsc", file="crud.yml")
    assert [r.status for r in result.records].count("translated") == 8 and len(result.records) == len(items) == 21
    assert "DEFINE QLOCAL('ansible.test.queue.3') LIKE('ANSIBLE.TEST.QUEUE.2')" in result.output


YAML = """\
# a comment
mq_commands:
  - command: define
    qualifier: qlocal
    name: 'app.in'
    parameters:
      descr: 'it''s'
      maxdepth: 5000
      replace: 'yes'
      names: [A]
  - command: display
    qualifier: qmgr
"""


def test_a_yaml_body_is_translated_and_a_command_outside_the_model_passes_through_as_json() -> None:
    result = translate(YAML.replace("      names: [A]\n", ""), "auto", "rest", file="a.yml")
    assert result.output.splitlines() == [
        '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "app.in", '
        '"parameters": {"descr": "it\'s", "maxdepth": 5000, "replace": "yes"}}',
        '{"type": "runCommandJSON", "command": "display", "qualifier": "qmgr"}']
    assert [r.status for r in result.records] == ["translated", "passed-through"]
    assert [(r.line, r.column) for r in result.records] == [(3, 14), (10, 5)]  # the command word; the body


@pytest.mark.parametrize(("change", "code", "at", "said"), [
    (("      replace: 'yes'", "      replace: yes"), "MQT102", (9, 16),
     "not yes, which YAML reads as the boolean true (quoted, 'yes' is the string)"),
    (("      maxdepth: 5000", "      maxdepth: 5000\n      maxdepth: 6"), "MQT108", (9, 7), "'maxdepth' is given twice"),
    (("      maxdepth: 5000", "      maxdepht: 5000"), "MQT105", (8, 7), "unknown keyword MAXDEPHT"),
    (("      maxdepth: 5000", "      maxdepth: 2001-01-01"), "MQT102", (8, 17), "is a YAML date"),
    (("      names: [A]", "      names: [A]\n      descr: x"), "MQT108", (11, 7), "'descr' is given twice"),
    (("      names: [A]", "      names: [A]"), "MQT204", (10, 7),
     "NAMES is a parameter of namelist commands, not of queue commands"),
    (("    qualifier: qmgr", "    qualifier: qmgr\n  - *x"), "MQT102", (13, 5), "a YAML alias (*name) is not read"),
    (("    qualifier: qmgr", "    qualifier: [qmgr"), "MQT102", (13, 1), "not valid YAML"),
])
def test_a_problem_is_said_at_its_place_in_the_yaml(change: tuple[str, str], code: str, at: tuple[int, int],
                                                     said: str) -> None:
    result = translate(YAML.replace(*change), "rest", "mqsc", file="a.yml")
    found = [d for d in result.diagnostics if d.code == code]
    assert found and (found[0].span.line, found[0].span.column) == at and said in found[0].message, \
        [d.format() for d in result.diagnostics]
    assert "failed" in [r.status for r in result.records]
    assert not any(line.startswith("DEFINE") for line in result.output.splitlines())  # nothing live of the body


def test_a_key_that_holds_no_list_of_commands_is_said_and_the_others_are_read() -> None:
    result = translate(YAML + "other: 5\n", "rest", "mqsc", file="a.yml")
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics if d.code == "MQT102"] == [("MQT102", 13, 1)]
    assert [r.status for r in result.records] == ["failed", "skipped", "failed"]  # NAMES is no local queue's


def test_a_list_of_bodies_without_a_key_is_read_too() -> None:
    text = "- command: delete\n  qualifier: qlocal\n  name: A\n"
    assert translate(text, "rest", "mqsc").output == "DELETE QLOCAL('A')\n"


@pytest.mark.parametrize("text", [
    "spec:\n  containers:\n    - command: [runmqsc]\n      qualifier: x\n",  # a Kubernetes command is a list
    'DEFINE QLOCAL(A) DESCR(\'command: x\')\n',
    '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}\n',
    '[{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "A"}}]\n',
    "spec: {containers: [{command: [runmqsc], qualifier: x}]}\n",
    '[{"command": "define", "qualifier": "qlocal", "name": "A"}]\n',  # JSON without "type" is no REST body
])
def test_only_yaml_naming_a_commands_word_and_qualifier_is_taken_for_rest(text: str) -> None:
    assert detect(text) != "rest"


@pytest.mark.parametrize("text", [
    "[{command: define, qualifier: qlocal, name: A}]\n",
    "- {command: define, qualifier: qlocal, name: A}\n",
    "mq_commands: [{command: define, qualifier: qlocal, name: A}]\n",
    "mq_commands:\n  - {qualifier: qlocal,\n     command: 'define', name: A}\n",
])
def test_yaml_in_flow_style_is_recognised_as_rest_and_read(text: str) -> None:
    assert detect(text) == "rest"
    assert translate(text, "auto", "mqsc").output == "DEFINE QLOCAL('A')\n"


_PIECES = ["command", "qualifier", "comm", ":", " ", "\t", "-", "- ", "\r", "'", '"', "delete", "# c", "x", "{"]
_LINES = ["  - command: delete", "    qualifier: qlocal", "command: 'define' # c", "* the command file", "command: [x]",
          "DEFINE QLOCAL(A) DESCR('command: x') + qualifier: x", "qualifier x", "- qualifier:"]
_LINE = st.one_of(st.sampled_from(_LINES), st.lists(st.sampled_from(_PIECES), max_size=8).map("".join))


@given(st.lists(_LINE, max_size=8).map("\n".join))
def test_yaml_is_recognised_by_its_key_lines_wherever_they_stand(text: str) -> None:
    # The definition, line by line: a line naming the command as a word, and one naming the qualifier.
    lines = text.split("\n")
    command = any(re.fullmatch(r"[ \t]*(?:-[ \t]+)?command[ \t]*:[ \t]*['\"]?[A-Za-z]+['\"]?[ \t]*(?:#[^\r\n]*)?\r?",
                               line) for line in lines)
    qualifier = any(re.match(r"[ \t]*(?:-[ \t]+)?qualifier[ \t]*:", line) for line in lines)
    json = text.lstrip("\ufeff \t\r\n").startswith("{")
    assert rest_yaml.recognises(text) == (command and qualifier and not json)


def test_many_aliases_cannot_make_the_reading_grow_past_the_file() -> None:
    """No alias is followed: each body that is one is refused where it stands, none copied."""
    text = "mq_commands:\n  - &a {command: delete, qualifier: qlocal, name: A}\n" + "  - *a\n" * 10_000
    result = translate(text, "rest", "mqsc")
    assert {(d.code, d.message) for d in result.diagnostics} == {("MQT102", "a YAML alias (*name) is not read: write "
                                                                             "each command's values out")}
    assert [r.status for r in result.records] == ["translated"] + ["failed"] * 10_000
    assert [line for line in result.output.splitlines() if not line.startswith("*")] == ["DELETE QLOCAL('A')"]


def test_an_alias_refuses_the_body_holding_it_and_the_others_are_read() -> None:
    """Each body is accounted for (the alias failed the whole file, as one record)."""
    text = ("- {command: define, qualifier: qlocal, name: A}\n- command: define\n  qualifier: qlocal\n  name: B\n"
            "  parameters:\n    descr: &d hello\n- command: define\n  qualifier: qlocal\n  name: C\n  parameters:\n"
            "    descr: *d\n")
    result = translate(text, "rest", "mqsc")
    assert result.output == "DEFINE QLOCAL('A')\nDEFINE QLOCAL('B') DESCR('hello')\n" + "".join(
        f"* {line}\n" for line in ["not translated (runCommandJSON has errors):", "command: define",
                                   "qualifier: qlocal", "name: C", "parameters:", "  descr: *d"])
    assert [(r.status, [(d.code, d.span.line, d.span.column) for d in r.diagnostics]) for r in result.records] == \
        [("translated", []), ("translated", []), ("failed", [("MQT102", 11, 12)])]


# Printable text: a control character is refused either way (MQT207), and YAML reads NEL as a line break.
_TEXT = st.text(st.characters(max_codepoint=0x2FF, exclude_categories=("Cc", "Cs")), max_size=30)


@given(descr=_TEXT, name=st.from_regex(r"[A-Za-z0-9._%/]{1,48}", fullmatch=True),
       maxdepth=st.integers(0, 999_999_999), flag=st.sampled_from(["yes", "no"]))
def test_any_body_dumped_as_yaml_reads_as_its_json_line(descr: str, name: str, maxdepth: int, flag: str) -> None:
    """YAML as PyYAML writes it (quoting what would read as another type: 'yes', '123', 'null') gives the body's
    model, whatever the values."""
    body = {"command": "define", "qualifier": "qlocal", "name": name,
            "parameters": {"descr": descr, "maxdepth": maxdepth, "replace": flag}}
    as_yaml = yaml.safe_dump({"mq_commands": [body]}, allow_unicode=True, width=1_000_000)
    assert models(as_yaml) == models(json.dumps({"type": "runCommandJSON", **body}) + "\n")


def test_bodies_sharing_a_line_are_one_problem_as_records_are_a_lines() -> None:
    text = "mq_commands: [{command: delete, qualifier: qlocal, name: A}, {command: delete, qualifier: qlocal, name: B}]\n"
    result = translate(text, "rest", "mqsc")
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("MQT102", 15)]  # at the first of them
    assert [r.status for r in result.records] == ["failed"] and "DELETE" not in result.output.replace("* ", "#")


def test_a_body_is_placed_where_it_starts_whatever_its_first_field() -> None:
    """The record owns the diagnostics of the body's lines: one about its name, before its "command" field, too."""
    text = "mq_commands:\n  - name: " + "N" * 49 + "\n    command: define\n    qualifier: qlocal\n" \
           "  - command: define\n    qualifier: qlocal\n    name: OK\n"
    result = translate(text, "rest", "mqsc")
    assert [(r.line, r.status) for r in result.records] == [(2, "failed"), (5, "translated")]
    assert [(d.code, d.span.line) for d in result.records[0].diagnostics] == [("MQT203", 2)]


def test_damaged_yaml_is_one_problem_where_it_fails() -> None:
    result = translate("''{\"type\": \"runCommandJSON\", \"command\": \"define\"}\n", "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT102", 1, 3)]
    assert [r.status for r in result.records] == ["failed"]


@pytest.mark.parametrize(("value", "said"), [
    ("0777", "write it in decimal"), ("1:30", "write it in decimal"), ("0x1F", "write it in decimal"),
    ("1_000", "write it in decimal"), ("1" + ":1" * 50_000, "write it in decimal"), ("0x" + "f" * 4000, "decimal"),
])
def test_a_number_yaml_reads_otherwise_is_refused_at_once(value: str, said: str) -> None:
    """YAML 1.1 reads 0777 as 511 and 1:30 as 90 (and builds 1:1:1:... in quadratic time): only decimal is read."""
    text = f"mq_commands:\n  - command: delete\n    qualifier: qlocal\n    name: OK\n" \
           f"  - command: alter\n    qualifier: qlocal\n    name: X\n    parameters:\n      maxdepth: {value}\n"
    result = translate(text, "rest", "mqsc")
    assert result.output.startswith("DELETE QLOCAL('OK')\n")
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT202", 9, 17)]
    assert said in result.diagnostics[0].message and [r.status for r in result.records] == ["translated", "failed"]


def test_a_line_break_of_yamls_own_is_refused_as_it_would_fold_a_value() -> None:
    result = translate('mq_commands:\n  - command: alter\n    qualifier: qlocal\n    name: X\n'
                       '    parameters:\n      descr: "x\u2028y"\n', "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT207", 6, 16)]


def test_bodies_sharing_a_line_leave_the_others_read() -> None:
    text = "mq_commands:\n  - command: delete\n    qualifier: qlocal\n    name: A\n" \
           "other: [{command: delete, qualifier: qlocal, name: B}, {command: delete, qualifier: qlocal, name: C}]\n"
    result = translate(text, "rest", "mqsc")
    assert result.output.startswith("DELETE QLOCAL('A')\n") and [r.status for r in result.records] == ["translated",
                                                                                                      "failed"]


def test_crlf_yaml_is_recognised_and_a_single_body_is_read_as_one() -> None:
    assert detect("mq_commands:\r\n  - command: delete\r\n    qualifier: qlocal\r\n    name: A\r\n") == "rest"
    assert translate("command: delete\nqualifier: qlocal\nname: A\n", "rest", "mqsc").output == "DELETE QLOCAL('A')\n"


def test_a_file_not_starting_with_a_body_is_yaml_whatever_lines_look_like_bodies() -> None:
    """A line starting "{" after other text may be inside a YAML string: it is read as YAML, never guessed to be a
    body. '#' starts a YAML comment; two bodies after it are no YAML, and fail whole, loudly."""
    body = '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "B"}\n'
    result = translate("# bodies for prod\n" + body, "rest", "mqsc")
    assert [r.status for r in result.records] == ["translated"] and result.output == "DELETE QLOCAL('B')\n"
    twice = translate("# bodies for prod\n" + body + body, "rest", "mqsc")
    assert [r.status for r in twice.records] == ["failed"] and "DELETE QLOCAL" not in twice.output.replace("* ", "")


def test_a_refused_body_owns_the_lines_before_its_command_field() -> None:
    result = translate("mq_commands:\n  - name: 123\n    command: define\n    qualifier: qlocal\n", "rest", "mqsc")
    assert [(r.line, r.status, [d.code for d in r.diagnostics]) for r in result.records] == [(2, "failed", ["MQT102"])]


def test_a_run_command_texts_diagnostic_points_into_it() -> None:
    result = translate("mq_commands:\n  - type: runCommand\n    parameters:\n      command: DEFINE QLOCAL(A) MAXDEPTH(x)\n",
                       "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT201", 4, 33)]


def test_a_flow_list_over_lines_makes_each_element_a_record_and_refuses_one_starting_where_the_one_before_ends() -> None:
    """As in a JSON list: an element laid out over lines is one record, where it starts; the next starting on the
    line where it ends is refused (its record would own that line's diagnostics of the one before), not written."""
    over = "[{command: define, qualifier: qlocal, name: A,\n  parameters: {descr: x, maxdepth: deep}},\n" \
           " {command: define, qualifier: qlocal, name: B}]\n"
    result = translate(over, "rest", "mqsc")
    assert [(r.line, r.status, [d.code for d in r.diagnostics]) for r in result.records] == \
        [(1, "failed", ["MQT201"]), (3, "translated", [])]
    assert result.output.endswith("\nDEFINE QLOCAL('B')\n")
    shared = "[{command: define, qualifier: qlocal, name: A,\n  parameters: {maxdepth: deep}}, " \
             "{command: define, qualifier: qlocal, name: B}]\n"
    result = translate(shared, "rest", "mqsc")
    assert [(r.line, r.status, [d.code for d in r.diagnostics]) for r in result.records] == \
        [(1, "failed", []), (2, "failed", ["MQT201", "MQT102"])]  # both refused: no line is miscounted
    assert "QLOCAL('B')" not in result.output.replace("* ", "#") and "name: B" in result.records[1].source_text
    assert "name: B" not in result.records[0].source_text  # an element's text ends where it does
