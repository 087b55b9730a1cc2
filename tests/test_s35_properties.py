"""Promises the other property tests leave open, over every dialect pair.

- Each record reconciles with the output command by command, not only in count: a live record's own text, re-read by
  the target, is the one command the output holds for it, in order; a record not live holds none.
- A translation through a third dialect, where each step is clean, means what the direct translation means: no
  dialect in between changes a value, a special value (unchanged, system default, blank) or a name's case.
- A body or line respelt as JSON allows (keys in any order, escapes, layout over lines, a list of bodies; PCF's
  numbers for its constant names) reads as the same command; so does a ZMQSC script respelt (case, blanks, an
  object's name unquoted).
- Every record and diagnostic of any input is placed inside it, records in the order of their lines.
- The command line never fails inside on any input, and its report counts what the records count.

Generated commands are tests/test_promises.py's, written in each source dialect by its own writer.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from click.testing import CliRunner
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from tests.test_promises import COMMANDS, DIALECT_NAMES, OTHERS, POLICIES, _damaged, _items, _meaning, _nearly_a_script, _written
from translator import translate
from translator.command_line import main
from translator.dialects import DIALECTS
from translator.model import Command
from translator.pcf import commands as pcf_commands
from translator.pcf import parameters as pcf_parameters
from translator.translation import STATUSES

FAST = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
LIVE = ("translated", "passed-through")


def _as_read(text: str, dialect: str) -> str | bytes:
    """A record's target text as its dialect reads it: pcf-bin's is hexadecimal."""
    return bytes.fromhex(text) if DIALECTS[dialect].binary else text + "\n"


def _said(item: object) -> tuple:
    """What an item of an output says: a command's meaning, another item's text (whether a CL statement reads as
    valid depends on the program around it: a GOTO's label, a second PGM)."""
    if isinstance(item, Command):
        return ("command", _meaning(item))
    return ("other", getattr(item, "text", ""))


@st.composite
def _mixed(draw: st.DrawFn, dialect: str) -> str | bytes:
    """Generated commands of ``dialect`` with its commands outside the scope, comments and program statements."""
    data, _ = _written(draw(COMMANDS), dialect, draw(st.sampled_from([0, 72])))
    if isinstance(data, bytes):
        return data
    lines = data.splitlines() + draw(st.lists(st.sampled_from(OTHERS[dialect]), max_size=3))
    return "\n".join(draw(st.permutations(lines))) + "\n"


# --- (1) records reconcile with the output, command by command ---------------------------------------------------------

@FAST
@given(data=st.data(), source=st.sampled_from(DIALECT_NAMES), target=st.sampled_from(DIALECT_NAMES), policy=POLICIES)
def test_each_live_record_holds_the_one_command_the_output_holds_for_it(data: st.DataObject, source: str,
                                                                         target: str, policy: str) -> None:
    script = data.draw(_mixed(source))
    result = translate(script, source, target, on_unsupported=policy)
    from_records = []
    for record in result.records:
        held = _items(_as_read(record.target_text, target), target) if record.target_text else []
        if record.status in LIVE:
            assert len(held) == 1, (record, held)
            from_records += held
        else:
            assert not [i for i in held if isinstance(i, Command)], (record, held)
    assert [_said(i) for i in _items(result.output, target)] == [_said(i) for i in from_records], result.output


# --- (2) through a third dialect ---------------------------------------------------------------------------------------

def _clean(result) -> bool:  # type: ignore[no-untyped-def]
    """Every command translated, nothing said but information (MQT307: a meaning rewritten, as it must be)."""
    return all(r.status == "translated" for r in result.records) and all(
        d.severity.value == "info" for d in result.diagnostics)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(commands=COMMANDS, source=st.sampled_from(DIALECT_NAMES), middle=st.sampled_from(DIALECT_NAMES),
       target=st.sampled_from(DIALECT_NAMES), explicit=st.booleans())
def test_a_clean_translation_through_a_third_dialect_means_what_the_direct_one_means(
        commands: list[Command], source: str, middle: str, target: str, explicit: bool) -> None:
    data, _ = _written(commands, source)
    first = translate(data, source, middle, explicit=explicit)
    assume(_clean(first))
    via = translate(first.output, middle, target, explicit=explicit)
    direct = translate(data, source, target, explicit=explicit)
    assume(_clean(via) and _clean(direct))
    event(f"{len(direct.records)} commands")
    assert [_meaning(c) for c in _items(via.output, target)] == [  # type: ignore[arg-type]
        _meaning(c) for c in _items(direct.output, target)], (data, first.output, via.output, direct.output)  # type: ignore[arg-type]


# --- (3) JSON respelt --------------------------------------------------------------------------------------------------

def _shuffled(draw: st.DrawFn, body: object) -> object:
    """``body`` with the keys of each object in another order."""
    if isinstance(body, dict):
        keys = draw(st.permutations(list(body)))
        return {key: _shuffled(draw, body[key]) for key in keys}
    return body


@st.composite
def _respelt_json(draw: st.DrawFn, text: str, numbers: object = None, laid_out: bool = True) -> str:
    """The JSON lines of ``text`` respelt: keys reordered, non-ASCII escaped or not, other separators; laid out over
    several lines or gathered into a JSON list (``laid_out``: REST's bodies; PCF's are JSON Lines); ``numbers``
    respells a line's values."""
    bodies = [json.loads(line) for line in text.splitlines() if line.strip()]
    bodies = [_shuffled(draw, numbers(draw, body) if numbers else body) for body in bodies]  # type: ignore[operator]
    ascii_, indent = draw(st.booleans()), draw(st.sampled_from([None, None, 2, 4] if laid_out else [None]))
    separators = draw(st.sampled_from([(", ", ": "), (",", ":"), (" , ", " : ")]))
    spelt = [json.dumps(b, ensure_ascii=ascii_, indent=indent, separators=separators) for b in bodies]
    if laid_out and draw(st.booleans()) and bodies:  # a list of bodies, each starting a line of its own (the reader's rule)
        return "[\n" + ",\n".join(spelt) + "\n]\n"
    return "".join(f"{body}\n" for body in spelt)


@FAST
@given(data=st.data(), commands=COMMANDS, other=st.booleans())
def test_a_rest_body_respelt_as_json_allows_reads_as_the_same_command(data: st.DataObject, commands: list[Command],
                                                                       other: bool) -> None:
    text, _ = _written(commands, "rest")
    assert isinstance(text, str)
    text += OTHERS["rest"][0] + "\n" if other else ""
    respelt = data.draw(_respelt_json(text))
    assert [_said(i) for i in _items(respelt, "rest")] == [_said(i) for i in _items(text, "rest")], respelt
    there, again = translate(text, "rest", "mqsc"), translate(respelt, "rest", "mqsc")
    assert [r.status for r in again.records] == [r.status for r in there.records], respelt
    assert [_said(i) for i in _items(again.output, "mqsc")] == [_said(i) for i in _items(there.output, "mqsc")]


def _numbered(draw: st.DrawFn, body: dict) -> dict:
    """A PCF JSON line with some constant names given as their numbers (the command, a parameter identifier, an
    enumerated value) and some strings padded with blanks, as an MQCHAR field is."""
    command = body.get("command")
    if command in pcf_commands.BY_NAME and draw(st.booleans()):
        body = {**body, "command": pcf_commands.BY_NAME[command].number}
    parameters = {}
    for key, value in body.get("parameters", {}).items():
        parameter = pcf_parameters.lookup(key)
        if parameter is not None and isinstance(value, str):
            number = pcf_parameters.value_number(parameter, value)
            if number is not None and draw(st.booleans()):
                value = number
            elif number is None and value.strip(" ") and draw(st.booleans()):
                value += " " * draw(st.integers(1, 3))
        if parameter is not None and draw(st.booleans()):
            key = str(parameter.number)
        parameters[key] = value
    return {**body, "parameters": parameters}


@FAST
@given(data=st.data(), commands=COMMANDS, target=st.sampled_from(DIALECT_NAMES))
def test_a_pcf_line_respelt_with_numbers_and_padding_reads_as_the_same_command(
        data: st.DataObject, commands: list[Command], target: str) -> None:
    text, _ = _written(commands, "pcf")
    assert isinstance(text, str)
    respelt = data.draw(_respelt_json(text, _numbered, laid_out=False))
    assert [_said(i) for i in _items(respelt, "pcf")] == [_said(i) for i in _items(text, "pcf")], respelt
    there, again = translate(text, "pcf", target), translate(respelt, "pcf", target)
    assert [r.status for r in again.records] == [r.status for r in there.records], respelt
    assert [_said(i) for i in _items(again.output, target)] == [_said(i) for i in _items(there.output, target)]



# --- TPF respelt --------------------------------------------------------------------------------------------------------

QUOTED = re.compile(r"'(?:[^']|'')*'")


@st.composite
def _respelt_tpf(draw: st.DrawFn, text: str) -> str:
    """ZMQSC lines respelt: words outside quotes in lower case, blanks doubled, and an object's quoted name that
    folding leaves as it is (upper case) unquoted."""
    lines = []
    for line in text.splitlines():
        if line.startswith("*"):
            lines.append(line)
            continue
        pieces, last = [], 0
        for match in QUOTED.finditer(line):
            pieces += [(False, line[last:match.start()]), (True, match.group())]
            last = match.end()
        pieces.append((False, line[last:]))
        respelt = ""
        for quoted, piece in pieces:
            if quoted and re.search(r"(^ZMQSC \w+ Q[LAR]-)$", respelt, re.IGNORECASE) and \
                    re.fullmatch(r"[A-Z0-9._/%]+", piece[1:-1]) and draw(st.booleans()):
                piece = piece[1:-1]
            elif not quoted:
                piece = piece.lower() if draw(st.booleans()) else piece
                piece = piece.replace(" ", draw(st.sampled_from([" ", "  "])))
            respelt += piece
        lines.append(respelt)
    return "\n".join(lines) + "\n"


@FAST
@given(data=st.data(), commands=COMMANDS, target=st.sampled_from(DIALECT_NAMES))
def test_a_respelt_tpf_script_says_the_same(data: st.DataObject, commands: list[Command], target: str) -> None:
    text, _ = _written(commands, "tpf")
    assert isinstance(text, str)
    respelt = data.draw(_respelt_tpf(text))
    assert [_said(i) for i in _items(respelt, "tpf")] == [_said(i) for i in _items(text, "tpf")], respelt
    there, again = translate(text, "tpf", target), translate(respelt, "tpf", target)
    assert [r.status for r in again.records] == [r.status for r in there.records], respelt
    assert [_said(i) for i in _items(again.output, target)] == [_said(i) for i in _items(there.output, target)]



# --- (4) every record and diagnostic placed inside the input -------------------------------------------------------------

TEXT_DIALECTS = [name for name in DIALECT_NAMES if not DIALECTS[name].binary]


@FAST
@given(data=st.data(), source=st.sampled_from(TEXT_DIALECTS), target=st.sampled_from(DIALECT_NAMES), policy=POLICIES)
def test_every_record_and_diagnostic_is_placed_inside_the_input(data: st.DataObject, source: str, target: str,
                                                                 policy: str) -> None:
    """At a line of the input and a column of that line or just after its end, records in the order of their
    lines."""
    script = data.draw(_damaged(source) | _nearly_a_script(source))
    assert isinstance(script, str)
    # JSON Lines (pcf, rest) end a line at LF only, a CR before it a character of the line; the others at any, and
    # so do decoding (MQT101), before any reader, and REST's YAML (a text not starting with JSON): there either.
    any_end = re.split(r"\r\n|\r|\n", script)
    json_dialect = DIALECTS[source].grammar is None  # the JSON dialects: no grammar
    lf_only = script.split("\n") if json_dialect else any_end
    maybe_yaml = json_dialect and script.lstrip("\ufeff \t\r\n")[:1] not in ("{", "[")
    result = translate(script, source, target, on_unsupported=policy)
    places = [(r.line, r.column, r) for r in result.records] + [
        (d.span.line, d.span.column, d) for d in result.diagnostics if d.span is not None]
    for line, column, what in places:
        splits = [any_end] if getattr(what, "code", None) == "MQT101" else [lf_only, any_end] if maybe_yaml else [
            lf_only]
        assert any(1 <= line <= len(lines) and 1 <= column <= len(lines[line - 1]) + 1 for lines in splits), (
            script, what)
    assert [r.line for r in result.records] == sorted(r.line for r in result.records), script



# --- (5) the command line ----------------------------------------------------------------------------------------------

@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), source=st.sampled_from(DIALECT_NAMES), target=st.sampled_from(DIALECT_NAMES), policy=POLICIES,
       diagnostics=st.sampled_from(["text", "json"]), explicit=st.booleans(), width=st.sampled_from(["72", "0", "20"]))
def test_convert_writes_what_translate_writes_and_its_report_counts_the_records(
        data: st.DataObject, source: str, target: str, policy: str, diagnostics: str, explicit: bool,
        width: str) -> None:
    """In process, so that an exception the console entry point would catch fails the test: exit 0 or 1, the
    output translate() gives the file, diagnostics in the form asked for, and the report's counts its records'."""
    script = data.draw(_damaged(source) | st.binary(max_size=200) | st.text(max_size=100))
    with tempfile.TemporaryDirectory() as folder:
        given_file, out, report = Path(folder, "in"), Path(folder, "out"), Path(folder, "report.json")
        given_file.write_bytes(script.encode() if isinstance(script, str) else script)
        arguments = ["convert", "--from", source, "--to", target, "--on-unsupported", policy, "--diagnostics",
                     diagnostics, "--width", width, "-o", str(out), "--report", str(report), str(given_file)]
        result = CliRunner().invoke(main, arguments + (["--explicit"] if explicit else []))
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        assert result.exit_code in (0, 1), (result.exit_code, result.stderr)
        assert "Traceback" not in result.stderr and "MQT112" not in result.stderr, result.stderr
        if diagnostics == "json":
            assert isinstance(json.loads(result.stderr), list), result.stderr
        expected = translate(given_file.read_bytes(), source, target, file=str(given_file), on_unsupported=policy,
                             explicit=explicit, width=int(width))
        written = out.read_bytes() if out.exists() else b""
        as_bytes = expected.output if isinstance(expected.output, bytes) else expected.output.encode()
        assert written == as_bytes, (script, written, as_bytes)
        counts = json.loads(report.read_text())["commands"]
        assert counts["in"] == len(expected.records) == sum(counts[status] for status in STATUSES)
        assert all(counts[status] == [r.status for r in expected.records].count(status) for status in STATUSES)
        assert result.exit_code == (0 if expected.ok else 1)



# --- defects the properties found ---------------------------------------------------------------------------------------

def test_a_body_over_several_lines_owns_the_diagnostics_of_its_lines() -> None:
    text = ('{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A"}\n'
            '{"type": "runCommandJSON", "qualifier": "qlocal", "name": "B",\n'
            ' "parameters": {"maxdepth": -1},\n'
            ' "command": "define"}\n')
    result = translate(text, "rest", "mqsc")
    assert result.output.startswith("DEFINE QLOCAL('A')\n")
    assert [(r.line, r.status) for r in result.records] == [(1, "translated"), (2, "failed")]


def test_a_refused_body_over_several_lines_owns_the_diagnostics_of_its_lines() -> None:
    """Refused, it stood at its "command" field's line: a diagnostic on an earlier line of it was the body before's,
    whose written command was then counted failed."""
    text = ('{"type":"runCommandJSON","command":"define","qualifier":"qlocal","name":"G"}\n'
            '{"type":"runCommandJSON","parameters":{"descr":5},\n'
            '"command":"define","qualifier":"qlocal","name":"A"}\n')
    result = translate(text, "rest", "mqsc")
    assert result.output.startswith("DEFINE QLOCAL('G')\n")
    assert [(r.line, r.column, r.status) for r in result.records] == [(1, 37, "translated"), (2, 1, "failed")]


def test_a_list_element_starting_on_the_line_where_the_one_before_ends_is_refused() -> None:
    """It was read and written, while the one before's diagnostic on that line was its record's: a live command
    counted failed."""
    text = ('[{"type":"runCommandJSON","command":"define","qualifier":"qlocal","name":"A",\n"parameters":{"descr":5}}, '
            '{"type":"runCommandJSON","command":"define","qualifier":"qlocal","name":"B"}]\n')
    result = translate(text, "rest", "mqsc")
    assert not [line for line in result.output.splitlines() if line.startswith("DEFINE")]
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT201", 2, 23), ("MQT102", 2, 28)]
    assert [r.status for r in result.records] == ["failed", "failed"]
