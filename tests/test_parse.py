"""The model as JSON: each reader's model of small scripts (tests/parse/), ``from_json(to_json(x)) == x`` for every
script the fixtures, the corpus and generated commands give, and ``mqtranslate parse``.

Set UPDATE_GOLDEN=1 to rewrite tests/parse/*.model.jsonl (review the diff before committing).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_matrix import CORPUS, _commands, _samples, _written
from translator import registry, translate
from translator.dialects import DIALECTS, detect
from translator.model import (
    BLANK,
    SYSTEM_DEFAULT,
    UNCHANGED,
    Action,
    Command,
    Explicit,
    ObjectType,
    Passthrough,
    Rejected,
    Script,
    Span,
    Variable,
)
from translator.model.serialise import from_json, item_to_json, lines, read_lines, to_json, value_from_json, value_to_json
from translator.translation import parse

ROOT = Path(__file__).resolve().parents[1]
PARSE = ROOT / "tests" / "parse"
INPUTS = sorted(p for p in PARSE.iterdir() if not p.name.endswith(".model.jsonl"))
FIXTURES = sorted(p for p in (ROOT / "fixtures").rglob("*") if p.is_file())
CORPUS_FILES = sorted(p for pattern in ("*.mqs", "*.mqsc", "*.mqsc.tpl", "*.CLLE", "*.clle")
                      for p in CORPUS.rglob(pattern)) if CORPUS.is_dir() else []


def _model(path: Path) -> str:
    parsed = parse(path.read_bytes(), file=path.name)
    return "".join(f"{line}\n" for line in lines(parsed.script, path.name, parsed.source))


def _round_trips(script: Script) -> None:
    assert from_json(json.loads(json.dumps(to_json(script)))) == script


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_reader_model_is_the_expected_json(path: Path) -> None:
    expected = path.with_name(path.name + ".model.jsonl")
    found = _model(path)
    if os.environ.get("UPDATE_GOLDEN"):
        expected.write_text(found, encoding="utf-8")
    assert found == expected.read_text(encoding="utf-8")


def test_the_small_scripts_cover_every_dialect_and_kind_of_item_and_value() -> None:
    dialects, items, values = set(), set(), set()
    for path in INPUTS:
        for _, dialect, script in read_lines(_model(path).splitlines()):
            dialects.add(dialect)
            assert {type(item) for item in script.items} == {Command, Passthrough, Rejected}, path.name
            for item in script.items:
                items.add(type(item).__name__)
                if isinstance(item, Command):
                    items.add(item.object_type.family.value)
                    values.update(type(v).__name__ if not isinstance(v, Explicit) else type(v.value).__name__
                                  for v in (*item.attributes.values(), *item.options.values()))
    assert dialects == set(DIALECTS)
    assert {"Command", "Passthrough", "Rejected", "queue", "namelist", "process"} <= items
    assert {"str", "int", "tuple", "Unchanged", "SystemDefault", "Blank", "Variable"} <= values


def test_model_lines_read_back_as_the_scripts() -> None:
    for path in INPUTS:
        parsed = parse(path.read_bytes(), file=path.name)
        [(file, dialect, script)] = read_lines(lines(parsed.script, path.name, parsed.source))
        assert (file, dialect, script) == (path.name, parsed.source, parsed.script)


@pytest.mark.parametrize("path", FIXTURES + CORPUS_FILES, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_scripts_read_in_every_dialect_round_trip_through_json(path: Path) -> None:
    data = path.read_bytes()
    source = detect(data)
    parsed = parse(data, source, file=path.name)
    _round_trips(parsed.script)
    if not any(isinstance(item, Command) for item in parsed.script.items):
        return
    for target in DIALECTS:  # the same commands as each dialect writes them, read again
        written = translate(data, source, target, file=path.name, on_unsupported="ignore")
        _round_trips(parse(written.output, target, file=f"{path.name}.{target}").script)


@pytest.mark.parametrize("dialect", list(DIALECTS))
def test_generated_commands_written_in_each_dialect_read_and_round_trip(dialect: str) -> None:
    commands = _commands((dialect, dialect))  # a command per attribute value the dialect expresses
    parsed = parse(_written(commands, dialect), dialect, file="generated")
    assert [item.canonical() for item in parsed.script.items] == [c.canonical() for c in commands]  # type: ignore[union-attr]
    _round_trips(parsed.script)


def test_each_value_keeps_its_kind() -> None:
    values = [Explicit("5"), Explicit(5), Explicit(("A", "b")), Explicit(()), Explicit("MQQT_LOCAL"), UNCHANGED,
              SYSTEM_DEFAULT, BLANK, Variable("QMGR"), Explicit(" "), Explicit("")]
    found = [value_from_json(json.loads(json.dumps(value_to_json(value)))) for value in values]
    assert found == values
    assert [type(v) for v in found] == [type(v) for v in values]
    assert [type(v.value) for v in found if isinstance(v, Explicit)] == [
        type(v.value) for v in values if isinstance(v, Explicit)]


@pytest.mark.parametrize("data", [True, False, 5.0, None, [1], ["A", 2], [["A"]]])
def test_a_json_value_the_model_cannot_hold_is_refused(data: object) -> None:
    with pytest.raises(ValueError, match="not a value"):
        value_from_json(data)


TEXT = st.text(max_size=20)
SPAN = st.builds(Span, TEXT, st.integers(1, 10**6), st.integers(1, 10**4))
SPECIAL = st.one_of(st.sampled_from([UNCHANGED, SYSTEM_DEFAULT, BLANK]), st.builds(Variable, TEXT))


@st.composite
def _any_commands(draw: st.DrawFn) -> Command:
    """A command of any action and object type, its attributes' values those the registry allows (or special)."""
    object_type = draw(st.sampled_from(list(ObjectType)))
    attributes = registry.for_object(object_type)
    chosen = draw(st.lists(st.sampled_from(attributes), max_size=8, unique_by=lambda a: a.name)) if attributes else []
    given_values = {}
    for attribute in chosen:
        samples = _samples(attribute, ("mqsc", "cl"))
        given_values[attribute.name] = draw(st.one_of(st.sampled_from(samples), SPECIAL) if samples else SPECIAL)
    options = [a for a in given_values if registry.by_name(a).option]
    offsets = draw(st.dictionaries(st.sampled_from(sorted(given_values)), st.integers(0, 500))) if given_values else {}
    return Command(draw(st.sampled_from(list(Action))), object_type, draw(TEXT), draw(st.none() | TEXT),
                   {k: v for k, v in given_values.items() if k not in options},
                   {k: v for k, v in given_values.items() if k in options}, draw(SPAN), draw(st.lists(TEXT, max_size=3)),
                   draw(TEXT), draw(st.dictionaries(TEXT, SPAN, max_size=3)), offsets,
                   draw(st.lists(st.tuples(st.integers(0, 500), st.integers(1, 99), st.integers(1, 99)), max_size=3)),
                   lands=draw(TEXT))


ITEMS = st.one_of(_any_commands(),
                  st.builds(Passthrough, TEXT, TEXT, TEXT, SPAN, st.lists(TEXT, max_size=2), TEXT, st.booleans(),
                            label=TEXT, runs=TEXT, repeats=TEXT, after=TEXT, ends=st.booleans(), may_end=TEXT,
                            lands=TEXT, closes=st.integers(0, 99_999), watches=st.booleans(), runs_on=TEXT,
                            runs_unread=TEXT),
                  st.builds(Rejected, TEXT, TEXT, TEXT, SPAN, st.lists(TEXT, max_size=2), TEXT))


@settings(max_examples=200, deadline=None)
@given(st.builds(Script, st.lists(ITEMS, max_size=5), st.lists(TEXT, max_size=2)))
def test_generated_scripts_round_trip_through_json(script: Script) -> None:
    _round_trips(script)
    assert [json.loads(json.dumps(item_to_json(item))) for item in script.items] == [
        item_to_json(item) for item in from_json(to_json(script)).items]


def _cli(*arguments: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "translator.command_line", "parse", *arguments], input=stdin.decode(),
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_parse_prints_each_file_as_model_json_lines_and_diagnostics_like_check() -> None:
    found = _cli("tests/parse/small.zmqsc", "tests/parse/small.mqsc")
    assert found.returncode == 1  # each has a rejected command
    scripts = list(read_lines(found.stdout.splitlines()))
    assert [(file, dialect) for file, dialect, _ in scripts] == [("tests/parse/small.zmqsc", "tpf"),
                                                                ("tests/parse/small.mqsc", "mqsc")]
    assert all(json.loads(line) for line in found.stdout.splitlines())
    assert "tests/parse/small.mqsc:9:26: error MQT201" in found.stderr
    checked = subprocess.run([sys.executable, "-m", "translator.command_line", "check", "tests/parse/small.mqsc"],
                             capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert checked.returncode == 1


def test_parse_reads_stdin_with_a_dialect_variables_and_json_diagnostics() -> None:
    found = _cli("--from", "cl", "-D", "QMGR=QM1", "--diagnostics", "json",
                 stdin=b"CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(&QMGR) TEXT(*BLANK)\n")
    assert found.returncode == 0, found.stderr
    [(file, dialect, script)] = read_lines(found.stdout.splitlines())
    assert (file, dialect) == ("<stdin>", "cl")
    assert script.items[0].options["QMgrName"] == Explicit("QM1")  # type: ignore[union-attr]
    assert json.loads(found.stderr) == []


@pytest.mark.parametrize("qualifier", ["qlocal", "channel"])
def test_parse_writes_a_lone_surrogate_a_json_body_holds_as_its_escape(qualifier: str) -> None:
    """JSON text can spell one ("\\ud800"); no encoding can write it, so it is written escaped, never a crash."""
    body = b'{"type": "runCommandJSON", "command": "define", "qualifier": "' + qualifier.encode() + \
        b'", "name": "\\ud800"}\n'
    found = _cli("--from", "rest", stdin=body)
    assert "internal error" not in found.stderr and found.returncode in (0, 1)
    [(_, _, script)] = read_lines(found.stdout.splitlines())
    assert [item.name for item in script.items] == ["\ud800"] and "\\ud800" in found.stdout


def test_parse_of_a_missing_file_exits_2_and_goes_on() -> None:
    found = _cli("no-such-file.mqsc", "tests/parse/small.zmqsc")
    assert found.returncode == 2
    assert "MQT110" in found.stderr
    assert [file for file, _, _ in read_lines(found.stdout.splitlines())] == ["tests/parse/small.zmqsc"]


@pytest.mark.parametrize("path", [*INPUTS, *(p for p in FIXTURES if p.name.startswith("input."))], ids=lambda p: p.name)
def test_parse_exits_as_check_does_and_reports_what_check_reports_of_reading(path: Path) -> None:
    from click.testing import CliRunner

    from translator.command_line import main

    parsed, checked = (CliRunner().invoke(main, [command, "--diagnostics", "json", str(path)])
                       for command in ("parse", "check"))
    assert parsed.exit_code == checked.exit_code
    read, reported = json.loads(parsed.stderr), json.loads(checked.stderr)  # check's counts go to stdout
    assert [d for d in read if d["severity"] == "error"] == [d for d in reported if d["severity"] == "error"]


def test_parse_of_prose_is_not_a_script_as_check_says() -> None:
    found = _cli("--from", "cl", stdin=b"This is prose.\nNot a script at all.\n")
    assert found.returncode == 1
    assert "MQT117" in found.stderr


def test_reading_holds_one_item_at_a_time() -> None:
    """``mqtranslate parse`` prints each item as it is read: the peak memory of reading 50,000 commands stays far
    below what holding their model takes (about a kilobyte a command), near the size of the text itself."""
    import tracemalloc

    from translator.translation import Reading

    text = "DEFINE QLOCAL(A) MAXDEPTH(5) DESCR('x')\n" * 50_000
    tracemalloc.start()
    try:
        reading = Reading(text, "mqsc", file="big.mqsc")
        count = sum(1 for _ in reading)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == 50_000 and not reading.diagnostics
    assert peak < 5 * len(text), peak


@pytest.mark.parametrize(("statement", "named"), [
    ("IF COND(&X *EQ 1) THEN(CHGMQMNL NAMELIST(N) MQMNAME(QM1))", "N"),  # not MQMNAME, CHGMQMNL's last positional
    ("IF COND(&X *EQ 1) THEN(CPYMQMQ A B)", "B"),  # the queue a copy makes
    ("IF COND(&X *EQ 1) THEN(DLTMQMPRC 'p')", "p"),
    ("IF COND(&X *EQ 1) THEN(DLTMQMQ QNAME(q.x))", "Q.X"),
    ("IF COND(&X *EQ 1) THEN(DLTMQMQ QNAME(&Q))", ""),
    ("SBMJOB CMD(CRTMQMQ QNAME('Mixed.Case') QTYPE(*LCL))", "Mixed.Case"),
])
def test_a_statement_running_an_mq_command_says_the_object_that_command_names(statement: str, named: str) -> None:
    [item] = parse(statement + "\n", "cl").script.items
    assert isinstance(item, Passthrough) and item_to_json(item).get("runs_on", "") == named


@pytest.mark.parametrize(("statement", "unread"), [
    ("CALL PGM(QCMDEXC) PARM(&CMD 200)", "&CMD"),
    ("CALL PGM(QCMDEXC) PARM((&VERB *CAT ' QNAME(A)') 40)", "(&VERB *CAT ' QNAME(A)')"),
    ("CALL PGM(QCMDEXC) PARM('DLTMQMQ QNAME(A)' 16)", ""),
    ("SBMJOB RQSDTA(&CMD)", "&CMD"),
    ("SBMJOB CMD(CALL PGM(X)) RQSDTA(&CMD)", ""),  # CMD runs: the request data is the job's, no command
])
def test_a_command_string_that_cannot_be_read_is_named_and_kept_through_json(statement: str, unread: str) -> None:
    """It may run any command, one making or deleting any queue: the queue-type step forgets every queue's type."""
    [item] = parse(statement + "\n", "cl").script.items
    assert isinstance(item, Passthrough) and item_to_json(item).get("runs_unread", "") == unread
