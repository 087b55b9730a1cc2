"""REST runCommandJSON: a flag given the value MQSC says by leaving it out is never dropped without a word."""

from __future__ import annotations

import json

import pytest

from translator import translate

TARGETS = ["mqsc", "pcf", "pcf-bin", "cl", "tpf", "rest"]


def body(verb: str, qualifier: str, parameters: dict[str, object]) -> str:
    return json.dumps({"type": "runCommandJSON", "command": verb, "qualifier": qualifier, "name": "A",
                       "parameters": parameters}) + "\n"


@pytest.mark.parametrize(("verb", "qualifier", "code", "message"), [
    ("define", "qlocal", "MQT206", "Force does not apply to a create command"),
    ("define", "qalias", "MQT206", "Force does not apply to a create command"),
    ("define", "qremote", "MQT206", "Force does not apply to a create command"),
    ("define", "qmodel", "MQT206", "Force does not apply to a create command"),
    ("delete", "qlocal", "MQT206", "Force does not apply to a delete command"),
    ("alter", "qmodel", "MQT204", "Force is not an attribute of a model queue"),
])
@pytest.mark.parametrize("target", TARGETS)
def test_force_no_where_force_is_no_parameter_is_the_error_force_yes_is(
        verb: str, qualifier: str, code: str, message: str, target: str) -> None:
    # Before: "force": "no" spelt no MQSC keyword and vanished; DEFINE QLOCAL('A') DESCR('x') was written.
    line = body(verb, qualifier, {"descr": "x", "force": "no"} if verb != "delete" else {"force": "no"})
    result = translate(line, "rest", target, width=0)
    yes = translate(line.replace('"no"', '"yes"'), "rest", target, width=0)
    errors = [(d.code, d.span.column, d.message) for d in result.diagnostics if d.severity.value == "error"]
    assert errors == [(code, line.index('"force"') + 1, message)]
    assert errors == [(d.code, d.span.column, d.message) for d in yes.diagnostics if d.severity.value == "error"]
    assert [r.status for r in result.records] == ["failed"]
    output = result.output
    assert not output or all(text.startswith(("*", "/*")) for text in str(output).splitlines())  # notes only


@pytest.mark.parametrize("target", TARGETS)
def test_force_no_in_yaml_on_a_define_is_located_at_its_key(target: str) -> None:
    text = "command: define\nqualifier: qlocal\nname: A\nparameters:\n  maxdepth: 5\n  force: 'no'\n"
    result = translate(text, "rest", target, width=0)
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT206", 6, 3)]
    assert [r.status for r in result.records] == ["failed"]


@pytest.mark.parametrize("qualifier", ["qlocal", "qalias", "qremote"])
def test_force_no_on_alter_is_read_as_no_force_which_every_target_writes_exactly(qualifier: str) -> None:
    # On ALTER of a local, alias or remote queue FORCE is a flag with no NOFORCE: leaving it out is MQFC_NO, the
    # Force value "force": "no" gives. So MQSC and REST leave it out (the same command, not a value lost), and the
    # dialects that can say MQFC_NO say it.
    line = body("alter", qualifier, {"force": "no", "descr": "x"})
    noun = qualifier.upper()

    def out(target: str) -> str:
        result = translate(line, "rest", target, width=0)
        assert result.ok and result.diagnostics == [], [d.format() for d in result.diagnostics]
        return str(result.output)

    assert out("mqsc") == f"ALTER {noun}('A') DESCR('x')\n"
    assert json.loads(out("rest")) == {"type": "runCommandJSON", "command": "alter", "qualifier": qualifier,
                                       "name": "A", "parameters": {"descr": "x"}}
    assert json.loads(out("pcf"))["parameters"]["MQIACF_FORCE"] == "MQFC_NO"
    assert "FORCE(*NO)" in out("cl")
    # and back: what the MQSC says is read as the same command
    assert translate(out("mqsc"), "mqsc", "rest", width=0).output == out("rest")


@pytest.mark.parametrize("like", [["B"], ["B", "C"], []])
def test_like_takes_one_name_not_a_list(like: list[str]) -> None:
    # Before: "like": ["B"] read as LIKE('B'), a list taken for the one name it holds.
    line = body("define", "qlocal", {"like": like})
    result = translate(line, "rest", "mqsc", width=0)
    assert [(d.code, d.span.column, d.message) for d in result.diagnostics] == \
        [("MQT102", line.index('"like": ') + 9, '"like" takes one value, not a list')]  # at the value
    assert [r.status for r in result.records] == ["failed"]


def test_like_as_a_string_is_a_copy() -> None:
    result = translate(body("define", "qlocal", {"like": "B"}), "rest", "mqsc", width=0)
    assert result.ok and result.output == "DEFINE QLOCAL('A') LIKE('B')\n"
