"""REST bodies as people lay them out: over several lines (IBM's examples), in a JSON list, after a byte-order
mark where files were joined, and YAML whose folded text starts a line with "{". Each is read as the same body on
one line is, its diagnostics at the line and column they are about."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from translator import translate
from translator.dialects import detect

BODY = {"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN",
        "parameters": {"descr": "it's {in}", "maxdepth": 5000, "put": "disabled", "replace": "yes"}}
MQSC = "DEFINE QLOCAL('APP.IN') DESCR('it''s {in}') MAXDEPTH(5000) PUT(DISABLED) REPLACE\n"


def test_a_body_over_several_lines_as_ibm_lays_it_out_is_recognised_and_read() -> None:
    text = json.dumps(BODY, indent=3) + "\n"
    assert detect(text) == "rest"
    assert translate(text, "auto", "mqsc", width=0).output == MQSC


def test_a_body_whose_first_line_ends_with_a_comma_reads_to_its_closing_brace() -> None:
    text = ('{ "type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN",\n'
            '  "parameters": { "descr": "it\'s {in}", "maxdepth": 5000,\n'
            '                  "put": "disabled", "replace": "yes" } }\n'
            '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "OLD"}\n')
    assert translate(text, "auto", "mqsc", width=0).output == MQSC + "DELETE QLOCAL('OLD')\n"


@given(st.integers(min_value=0, max_value=8), st.sampled_from(["\n", "\r\n"]), st.integers(min_value=0, max_value=2))
def test_any_layout_of_a_body_translates_as_the_body_on_one_line(indent: int, end: str, blanks: int) -> None:
    laid_out = json.dumps(BODY, indent=indent).replace("\n", end) + end * (blanks + 1)
    assert translate(laid_out * 2, "rest", "mqsc", width=0).output == MQSC * 2


def test_a_diagnostic_in_a_body_over_several_lines_points_at_its_line_and_shows_it() -> None:
    text = json.dumps({**BODY, "parameters": {"descr": "x", "maxdepth": "deep"}}, indent=2) + "\n"
    translation = translate(text, "rest", "mqsc", file="q.json")
    (diagnostic,) = translation.diagnostics
    line = text.splitlines().index('    "maxdepth": "deep"') + 1
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT201", line, 17)
    assert diagnostic.snippet() == '"maxdepth": "deep"'
    assert [r.status for r in translation.records] == ["failed"]


def test_a_body_left_open_takes_no_body_after_it() -> None:
    """A line starting with "{" starts a body even after one left open: the broken one fails alone."""
    broken = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A",\n'
    good = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "B"}\n'
    translation = translate(broken + good, "rest", "mqsc")
    assert translation.output.splitlines()[-1] == "DEFINE QLOCAL('B')"
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT102", 1)]
    assert [(r.status, r.line) for r in translation.records] == [("failed", 1), ("translated", 2)]


def test_a_run_command_over_several_lines_is_written_back_as_one_line_unchanged() -> None:
    text = '{\n  "type": "runCommand",\n  "parameters": {"command": "DEFINE CHANNEL(C) CHLTYPE(SVRCONN)"}\n}\n'
    assert translate(text, "rest", "rest").output == \
        '{"type": "runCommand", "parameters": {"command": "DEFINE CHANNEL(C) CHLTYPE(SVRCONN)"}}\n'


def test_a_byte_order_mark_starting_a_later_line_is_ignored_with_a_notice_in_json_lines_rest_and_pcf() -> None:
    """Lines of JSON joined from files: each file's mark starts a line, read as a blank (a list or a YAML document
    cannot be joined so, and refuses one)."""
    first = json.dumps({**BODY, "parameters": {}}) + "\n"
    second = json.dumps({**BODY, "name": "B", "parameters": {}}) + "\n"
    translation = translate(first + "\ufeff" + second, "rest", "mqsc")
    assert translation.output == "DEFINE QLOCAL('APP.IN')\nDEFINE QLOCAL('B')\n"
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT113", 2)]
    pcf = translate("DEFINE QLOCAL(A)\nDEFINE QLOCAL(B)\n", "mqsc", "pcf").output.splitlines()
    back = translate(pcf[0] + "\n\ufeff" + pcf[1] + "\n", "pcf", "mqsc")
    assert back.output == "DEFINE QLOCAL('A')\nDEFINE QLOCAL('B')\n"
    assert [(d.code, d.span.line) for d in back.diagnostics] == [("MQT113", 2)]


def test_yaml_whose_folded_text_starts_a_line_with_a_brace_is_read_as_yaml() -> None:
    text = ("mq_commands:\n  - command: define\n    qualifier: qlocal\n    name: A\n    parameters:\n"
            "      descr: >-\n        {orders} team\n  - command: define\n    qualifier: qlocal\n    name: B\n")
    assert detect(text) == "rest"
    assert translate(text, "auto", "mqsc").output == "DEFINE QLOCAL('A') DESCR('{orders} team')\nDEFINE QLOCAL('B')\n"


def test_a_json_list_of_bodies_is_recognised() -> None:
    text = json.dumps([BODY, {**BODY, "name": "B", "parameters": {}}]) + "\n"
    assert detect(text) == "rest"
    assert translate(text, "auto", "mqsc").diagnostics[0].code == "MQT102"  # two bodies on one line: refused
    laid_out = "[\n" + ",\n".join(json.dumps(b) for b in [BODY, {**BODY, "name": "B", "parameters": {}}]) + "\n]\n"
    assert translate(laid_out, "auto", "mqsc", width=0).output == MQSC + "DEFINE QLOCAL('B')\n"


def test_a_body_written_inside_a_yaml_string_at_column_one_is_no_command() -> None:
    """A quoted YAML description may go on at column 1: a body there is text of the ALTER, never a DELETE."""
    text = ("mq_commands:\n  - command: alter\n    qualifier: qlocal\n    name: PROD.ORDERS\n    parameters:\n"
            "      descr: 'Note:\n"
            '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "P"}\n'
            "        here'\n")
    assert detect(text) == "rest"
    for policy in ("error", "warn"):
        translation = translate(text, "auto", "mqsc", on_unsupported=policy)
        assert not any(line.startswith("DELETE") for line in str(translation.output).splitlines())
        assert [r.kind for r in translation.records] == ["ALTER QLOCAL"]


def test_an_indented_body_after_one_left_open_is_read_on_its_own() -> None:
    broken = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {\n'
    good = '  {"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "B"}\n'
    translation = translate(broken + good + "\ufeff" + good.replace('"B"', '"C"'), "rest", "mqsc")
    # a body after a byte-order mark starts a body too
    assert [(r.status, r.line, [d.code for d in r.diagnostics]) for r in translation.records] == \
        [("failed", 1, ["MQT102"]), ("translated", 2, []), ("translated", 3, ["MQT113"])]


@pytest.mark.parametrize(("opened", "closed"), [('{"wrap":', "}"), ('{"wrap": [', "]}"), ('{"x": 1, "wrap":', ', "y": 2}'),
                                                ('{"wrap": ["a",', "]}")])
def test_a_body_on_a_line_of_its_own_inside_another_object_is_refused_with_it_never_written(opened: str,
                                                                                            closed: str) -> None:
    """A line starting with "{" where the open object awaits a value (after a colon, in a list) is that value: the
    wrapper is one record, refused whole, and the body inside it is not written as a command."""
    good = json.dumps({**BODY, "name": "B", "parameters": {}})
    text = opened + "\n" + json.dumps(BODY) + "\n" + closed + "\n" + good + "\n"
    translation = translate(text, "rest", "mqsc")
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT102", 1)]
    assert [(r.status, r.line) for r in translation.records] == [("failed", 1), ("translated", 4)]
    assert translation.output.endswith("\nDEFINE QLOCAL('B')\n") and "APP.IN')" not in translation.output


@pytest.mark.parametrize("broken", ['"descr": "oops:', '"descr": ["x,', '"descr": "a[', '"de\\"scr:'])
def test_a_colon_or_bracket_inside_a_string_a_line_leaves_open_takes_no_body_after_it(broken: str) -> None:
    """JSON's strings hold no line end: what follows the open quote on its line is that string's, awaiting nothing,
    so the next line's body is read on its own (the colon was taken as a key's, the body as its value)."""
    opened = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {'
    text = opened + broken + "\n" + json.dumps({**BODY, "name": "B", "parameters": {}}) + "\n"
    translation = translate(text, "rest", "mqsc")
    assert [(r.status, r.line) for r in translation.records] == [("failed", 1), ("translated", 2)]
    assert translation.output.endswith("\nDEFINE QLOCAL('B')\n")


def test_an_object_value_opening_on_the_line_after_its_key_is_the_bodys() -> None:
    text = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters":\n' \
           '  {"descr": "x"}\n}\n'
    assert translate(text, "rest", "mqsc").output == "DEFINE QLOCAL('A') DESCR('x')\n"


def test_a_body_whose_first_line_ends_with_a_brace_reads_on_to_its_closing_one() -> None:
    text = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {}\n}\n'
    assert translate(text, "rest", "mqsc").output == "DEFINE QLOCAL('A')\n"


def test_a_body_on_one_crlf_line_passes_through_without_its_carriage_return() -> None:
    body = '{"type": "runCommandJSON", "command": "start", "qualifier": "channel", "name": "TO.QM2"}'
    translation = translate(body + "\r\n", "rest", "rest")
    assert (translation.output, translation.diagnostics) == (body + "\n", [])


def _list(*lines: str) -> str:
    return "[\n" + ",\n".join(lines) + "\n]\n"


def test_a_json_list_is_read_by_the_json_decoder_as_json_lines_are() -> None:
    """Tab indentation and an escaped surrogate pair are JSON, which YAML refused for the whole file."""
    smile = {**BODY, "parameters": {"descr": "\U0001f600"}}
    text = _list("\t" + json.dumps(smile), "\t" + json.dumps({**BODY, "name": "B", "parameters": {}}))
    assert "\\ud83d\\ude00" in text
    lines = [json.dumps(smile), json.dumps({**BODY, "name": "B", "parameters": {}})]
    for written in (text, "\n".join(lines) + "\n"):
        translation = translate(written, "auto", "mqsc")
        assert (translation.output, translation.diagnostics) == \
            ("DEFINE QLOCAL('APP.IN') DESCR('\U0001f600')\nDEFINE QLOCAL('B')\n", [])


def test_a_diagnostic_in_a_json_list_points_at_the_elements_line_and_column() -> None:
    wrong = json.dumps({**BODY, "parameters": {"maxdepth": "deep"}})
    text = _list(json.dumps({**BODY, "name": "B", "parameters": {}}), "\t  " + wrong)
    translation = translate(text, "rest", "mqsc", file="q.json")
    (diagnostic,) = translation.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT201", 3, 3 + wrong.index('"deep"') + 1)
    assert [(r.status, r.line) for r in translation.records] == [("translated", 2), ("failed", 3)]


def test_a_broken_json_list_is_an_error_at_its_line_and_column_and_the_rest_is_read() -> None:
    good = json.dumps({**BODY, "name": "B", "parameters": {}})
    text = "[\n" + good + ",\n  " + '{"type": 1,, },\n' + good + "\n" + good + "\n]\n"
    translation = translate(text, "rest", "mqsc", file="q.json")
    assert [(d.code, d.span.line, d.span.column, d.message) for d in translation.diagnostics] == [
        ("MQT102", 3, 14, "not valid JSON: Expecting property name enclosed in double quotes"),
        ("MQT102", 5, 1, "not valid JSON: Expecting ',' delimiter")]
    assert [(r.status, r.line) for r in translation.records] == [("translated", 2), ("failed", 3), ("translated", 4),
                                                                 ("failed", 5)]
    unclosed = translate("[\n" + good + ",\n", "rest", "mqsc")
    assert [(d.code, d.span.line) for d in unclosed.diagnostics] == [("MQT102", 3)]
    assert "not closed" in unclosed.diagnostics[0].message


def test_a_trailing_comma_in_a_json_list_is_said_at_the_comma_and_refuses_its_line() -> None:
    """The comma's line is its record's: an element starting on it is refused with it, never written while counted
    failed; the list still ends at its ']', so a body after that is extra data, not an element."""
    good = json.dumps({**BODY, "name": "B", "parameters": {}})
    translation = translate("[\n" + good + ",\n" + good + ",\n  ]\n", "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics] == [("MQT102", 3, len(good) + 1)]
    assert "trailing comma" in translation.diagnostics[0].message
    assert [(r.status, r.line) for r in translation.records] == [("translated", 2), ("failed", 3)]
    assert translation.output.startswith("DEFINE QLOCAL('B')\n* ") and translation.output.count("DEFINE") == 1
    after = translate("[" + good + ",\n]\n" + good + "\n", "rest", "mqsc")
    assert [(d.span.line, d.span.column) for d in after.diagnostics] == [(1, len(good) + 2), (3, 1)]
    assert [(r.status, r.line) for r in after.records] == [("failed", 1), ("failed", 3)]
    # An element laid out over lines that ends on the comma's line is read, its record at its first line; the
    # comma's record is the failed one (as docs/dialects.md says).
    over = good.replace('"parameters": {}', '"parameters": {\n"replace": "yes"}')
    laid = translate("[\n" + over + ",\n]\n", "rest", "mqsc")
    assert [(r.status, r.line, [(d.code, d.span.line) for d in r.diagnostics]) for r in laid.records] == \
        [("translated", 2, []), ("failed", 3, [("MQT102", 3)])]
    assert laid.output.startswith("DEFINE QLOCAL('B') REPLACE\n")


def test_a_yaml_flow_list_is_still_yaml() -> None:
    assert translate("[{command: define, qualifier: qlocal, name: Y}]\n", "rest", "mqsc").output == "DEFINE QLOCAL('Y')\n"


_FILLER = '  "descr": "' + "x" * 60 + '",\n'


@pytest.mark.parametrize("listed", [False, True])
def test_a_body_left_open_past_the_size_limit_is_refused_by_its_whole_length_held_only_to_the_limit(listed: bool) -> None:
    """Gathering stops holding the body's text at the limit but counts on to where the body ends (the next line
    starting a body): the diagnostic gives its whole length at the limit, its record keeps the text up to the
    limit only (so memory follows the limit, not the file), and the body after it is read."""
    from translator.dialects.rest import LONGEST_LINE

    opened = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {\n'
    filler = _FILLER * (2 * LONGEST_LINE // len(_FILLER) + 1)
    good = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "B"}\n'
    text = ("[\n" if listed else "") + opened + filler + good + ("]\n" if listed else "")
    translation = translate(text, "rest", "mqsc", file="q.json")
    first = 1 + listed
    length = len(opened + filler) - 1  # up to the end of its last line
    limit_line = first + (opened + filler)[:LONGEST_LINE].count("\n")
    (diagnostic,) = translation.diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.message) == \
        ("MQT102", limit_line, f"the body is {length:,} characters long, longer than any command's")
    failed, read = translation.records
    good_line = text.count("\n", 0, text.index(good)) + 1
    assert (failed.status, failed.line, read.status, read.line) == ("failed", first, "translated", good_line)
    assert LONGEST_LINE <= len(failed.source_text) <= LONGEST_LINE + 1
    assert str(translation.output).endswith("DEFINE QLOCAL('B')\n") and len(translation.output) < LONGEST_LINE * 1.2


def test_an_element_of_a_json_list_left_open_takes_no_body_after_it() -> None:
    """As in JSON Lines: a line starting with "{" starts the next body, the open one said where it stops."""
    opened = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {\n'
    good = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "B"}\n'
    translation = translate("[\n" + opened + _FILLER + good + "]\n", "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics] == [("MQT102", 3, len(_FILLER))]
    assert [(r.status, r.line) for r in translation.records] == [("failed", 2), ("translated", 4)]


_MARKED = "\ufeff"


@pytest.mark.parametrize("form", ["json list", "yaml"])
def test_a_byte_order_mark_inside_a_list_or_yaml_refuses_its_record_as_neither_json_nor_ansibles_yaml_reads_one(
        form: str) -> None:
    """No joining of files leaves a mark inside one JSON list or YAML document: JSON has no such blank, and PyYAML
    (as Ansible) keeps it in a key or fails on it, so what the REST API or Ansible would get cannot be told. The
    record it stands in is refused, MQT102 at the mark, nothing written for it; the bodies around it are read."""
    names = ["A", "B", "C"]
    if form == "yaml":
        text = "mq_commands:\n" + "".join(("\ufeff" if name == "B" else "") + f"  - command: define\n    qualifier: "
                                           f"qlocal\n    name: {name}\n" for name in names)
        lines, at = [2, 5, 8], (5, 1)
    else:
        bodies = [("\ufeff" if name == "B" else "") + json.dumps({**BODY, "name": name, "parameters": {}})
                  for name in names]
        text, lines = _list(*bodies), [2, 3, 4]
        at = (lines[1], 1)
    translation = translate(text, "rest", "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in translation.diagnostics] == [("MQT102", *at)]
    assert "byte-order mark" in translation.diagnostics[0].message
    assert [(r.status, r.line) for r in translation.records] == list(zip(["translated", "failed", "translated"],
                                                                         lines, strict=True))
    assert [line for line in translation.output.splitlines() if line.startswith("DEFINE")] == \
        ["DEFINE QLOCAL('A')", "DEFINE QLOCAL('C')"]


def test_a_byte_order_mark_on_a_yaml_line_of_no_body_is_a_record_of_its_own_and_in_one_refuses_that_body() -> None:
    body = "  - command: define\n    qualifier: qlocal\n    name: {}\n"
    keyed = translate("mq_commands:\n" + body.format("A") + _MARKED + "other:\n" + body.format("B"), "rest", "mqsc")
    assert [(r.status, r.line) for r in keyed.records] == [("translated", 2), ("failed", 5), ("translated", 6)]
    inside = translate("mq_commands:\n  - command: define\n" + _MARKED + "    qualifier: qlocal\n    name: A\n", "rest",
                       "mqsc")
    assert [(d.code, d.span.line, d.span.column) for d in inside.diagnostics] == [("MQT102", 3, 1)]
    assert [(r.status, r.line) for r in inside.records] == [("failed", 2)] and "DEFINE QLOCAL" not in \
        inside.output.replace("* ", "#")


@pytest.mark.parametrize(("text", "line", "said"), [
    ("mq_commands:\n- {command: define, qualifier: qlocal, name: A}\n" + _MARKED + "other: 1\n", 3,
     "'other' is not a list of commands"),
    ("---\n" + _MARKED + "hello\n", 2, "not a list of commands")])
def test_a_byte_order_mark_starting_a_yaml_line_refused_for_what_it_holds_is_one_record_with_both_said(
        text: str, line: int, said: str) -> None:
    """A record is a line's: the mark and the key or document it starts are said in the one record of that line."""
    translation = translate(text, "rest", "mqsc")
    failed = [record for record in translation.records if record.status == "failed"]
    assert [(r.line, [(d.code, d.span.line, d.span.column) for d in r.diagnostics]) for r in failed] == \
        [(line, [("MQT102", line, 1), ("MQT102", line, 1)])]
    assert "byte-order mark" in failed[0].diagnostics[0].message and said in failed[0].diagnostics[1].message


def test_each_element_of_a_json_list_on_a_line_starting_with_a_byte_order_mark_is_a_record_of_its_own() -> None:
    """A marked line starts a body as any line starting with "{" does: a broken stretch (the mark's) ends before
    it, so each marked element is refused on its own record and the others are read; one left open ends there."""
    name = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "%s"}'
    text = _list(name % "A", _MARKED + name % "B", _MARKED + name % "C", name % "D")
    translation = translate(text, "rest", "mqsc")
    assert [(r.status, r.line, [(d.code, d.span.line, d.span.column) for d in r.diagnostics])
            for r in translation.records] == [("translated", 2, []), ("failed", 3, [("MQT102", 3, 1)]),
                                              ("failed", 4, [("MQT102", 4, 1)]), ("translated", 5, [])]
    assert [line for line in translation.output.splitlines() if line.startswith("DEFINE")] == \
        ["DEFINE QLOCAL('A')", "DEFINE QLOCAL('D')"]
    opened = translate("[\n" + name[:-1] % "A" + ', "parameters": {\n' + _list(_MARKED + name % "B", name % "D")[2:],
                       "rest", "mqsc")
    assert [(r.status, r.line, [d.message[:15] for d in r.diagnostics]) for r in opened.records] == \
        [("failed", 2, ["not valid JSON:"]), ("failed", 3, ["a byte-order ma"]), ("translated", 4, [])]


def _laid_out(quoted: bool, depth: str = "5") -> str:
    """A list laid out as JSON is often printed: each element over lines, the next opening after the one before
    closes (`}, {`); in JSON, or in YAML's flow style."""
    def body(name: str, parameters: str = "") -> str:
        fields = [("type", "runCommandJSON"), ("command", "define"), ("qualifier", "qlocal"), ("name", name)]
        q = '"' if quoted else ""
        lines = [f"    {q}{key}{q}: {q}{value}{q}" for key, value in fields]
        return "{\n" + ",\n".join(lines + ([parameters] if parameters else [])) + "\n  }"
    first = body("A", f'    {"{0}parameters{0}".format(chr(34) if quoted else "")}: '
                      f'{{{chr(34) if quoted else ""}maxdepth{chr(34) if quoted else ""}: {depth}}}')
    return "[\n  " + first + ", " + body("B") + ", " + body("C") + "\n]\n"


@pytest.mark.parametrize("quoted", [True, False], ids=["json", "yaml-flow"])
def test_an_element_opening_on_the_line_the_one_before_closes_is_read_as_its_own(quoted: bool) -> None:
    """Its record owns that line, which holds no key or value of the one before (a closing brace alone): each is
    read (the next two were refused, MQT102)."""
    result = translate(_laid_out(quoted), "rest", "mqsc")
    assert [(r.line, r.status) for r in result.records] == [(2, "translated"), (8, "translated"), (13, "translated")]
    assert result.output == "DEFINE QLOCAL('A') MAXDEPTH(5)\nDEFINE QLOCAL('B')\nDEFINE QLOCAL('C')\n"
    wrong = translate(_laid_out(quoted, "999999999999"), "rest", "mqsc")
    assert [(r.line, r.status, [d.code for d in r.diagnostics]) for r in wrong.records] == \
        [(2, "failed", ["MQT202"]), (8, "translated", []), (13, "translated", [])]
