"""No exception escapes translate(): hostile PCF JSON is a located diagnostic, any input gives a Translation, and a
failure inside the translator is MQT112 on one failed record. PCF JSON is read in time linear in its size."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli import main
from translator import translate
from translator.dialects import DIALECTS
from translator.translation import STATUSES

SOURCES = ["auto", *DIALECTS]
TARGETS = list(DIALECTS)
HEAD = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '
GOOD = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "OK", "MQIA_Q_TYPE": "MQQT_LOCAL"}}'


def _sound(result: object) -> None:
    """Every record has a known status; a failed one comes with an error."""
    assert {record.status for record in result.records} <= set(STATUSES)  # type: ignore[attr-defined]
    if any(record.status == "failed" for record in result.records):  # type: ignore[attr-defined]
        assert not result.ok  # type: ignore[attr-defined]


DEEP = '{"command": "MQCMD_CREATE_Q", "parameters": '


@pytest.mark.parametrize(("line", "code", "at"), [
    (DEEP + "[" * 100_000 + "]" * 100_000 + "}", "MQT102", len(DEEP) + 64),  # where the 65th level opens
    (HEAD + '"MQIA_MAX_Q_DEPTH": ' + "9" * 5000 + "}}", "MQT202", '"MQIA_MAX_Q_DEPTH"'),
    ('{"command": ' + "9" * 5000 + ', "parameters": {}}', "MQT102", None),
    ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "\\ud800", "MQIA_Q_TYPE": "MQQT_LOCAL"}}',
     "MQT201", '"MQCA_Q_NAME"'),
    (HEAD + '"MQCA_Q_DESC": "a\\udfffb"}}', "MQT201", '"MQCA_Q_DESC"'),
    (HEAD + '"MQIA_MAX_Q_DEPTH": [' + "[" * 500 + "]" * 500 + "]}}", "MQT201", '"MQIA_MAX_Q_DEPTH"'),
])
@pytest.mark.parametrize("target", TARGETS)
def test_hostile_pcf_json_is_a_located_diagnostic(line: str, code: str, at: str | int | None, target: str) -> None:
    result = translate(f"{GOOD}\n{line}\n", "pcf", target)
    diagnostic = next(d for d in result.diagnostics if d.code == code)
    assert diagnostic.span.line == 2
    if at is not None:
        assert diagnostic.span.column == (at if isinstance(at, int) else line.index(at) + 1)
    assert [r.status for r in result.records] == ["translated", "failed"]
    assert len(diagnostic.message) < 300  # a message never quotes a whole hostile value


def test_a_lone_surrogate_from_the_api_cannot_reach_binary_pcf() -> None:
    result = translate("DEFINE QLOCAL(A) DESCR('\ud800')\nDEFINE QLOCAL(B)\n", "mqsc", "pcf-bin")
    assert [r.status for r in result.records] == ["failed", "translated"]
    assert [d.code for d in result.diagnostics] == ["MQT207"] and result.diagnostics[0].span.line == 1  # unprintable


def test_a_failure_inside_the_translator_is_mqt112_on_one_failed_record(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object) -> None:
        raise ZeroDivisionError("x" * 10_000)

    monkeypatch.setattr("translator.translation.meanings", broken)
    result = translate("DEFINE QLOCAL(A)\nDEFINE QLOCAL(B)\n", "mqsc", "cl", file="f.mqsc")
    assert result.output == "" and not result.ok
    [record] = result.records
    [diagnostic] = result.diagnostics
    assert (record.status, record.kind, record.file, diagnostic.code) == ("failed", "file", "f.mqsc", "MQT112")
    assert "while writing" in diagnostic.message and "ZeroDivisionError" in diagnostic.message
    assert len(diagnostic.message) < 400


def test_arguments_that_name_nothing_still_raise() -> None:
    for arguments in ({"source": "cobol"}, {"target": "cobol"}, {"on_unsupported": "maybe"}, {"byte_order": "middle"}):
        with pytest.raises(ValueError):
            translate("DEFINE QLOCAL(A)\n", **arguments)  # type: ignore[arg-type]


def _json_values(depth: int) -> st.SearchStrategy[object]:
    scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12),
                        st.sampled_from(["MQQT_LOCAL", "MQCMD_CREATE_Q", "APP.IN", " ", "\ud800"]))
    return st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                         st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                        max_leaves=depth)


PCF_KEYS = st.sampled_from(["MQCA_Q_NAME", "MQIA_Q_TYPE", "MQCA_Q_DESC", "MQIA_MAX_Q_DEPTH", "MQCA_NAMES", "15",
                            "2016", "MQCA_NAMELIST_NAME", "-1", "99999999999999999999999", "colour"])
PCF_LINE = st.builds(lambda command, parameters, extra: json.dumps({"command": command, "parameters": parameters,
                                                                    **extra}),
                     st.one_of(st.sampled_from(["MQCMD_CREATE_Q", "MQCMD_CHANGE_Q", "MQCMD_COPY_Q", "MQCMD_DELETE_Q",
                                                "MQCMD_CREATE_NAMELIST", "MQCMD_INQUIRE_Q", "MQCMD_"]),
                               st.integers(), _json_values(3)),
                     st.one_of(st.dictionaries(PCF_KEYS, _json_values(4), max_size=6), _json_values(4)),
                     st.dictionaries(st.text(max_size=6), _json_values(2), max_size=2))
RELAXED = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@RELAXED
@given(data=st.binary(max_size=300), source=st.sampled_from(SOURCES), target=st.sampled_from(TARGETS))
def test_any_bytes_give_a_translation(data: bytes, source: str, target: str) -> None:
    _sound(translate(data, source, target))


@RELAXED
@given(text=st.text(max_size=200), source=st.sampled_from(SOURCES), target=st.sampled_from(TARGETS))
def test_any_text_gives_a_translation(text: str, source: str, target: str) -> None:
    _sound(translate(text, source, target))


@RELAXED
@given(lines=st.lists(PCF_LINE, min_size=1, max_size=4), target=st.sampled_from(TARGETS),
       as_bytes=st.booleans())
def test_any_pcf_json_gives_a_translation(lines: list[str], target: str, as_bytes: bool) -> None:
    text = "\n".join(lines) + "\n"
    result = translate(text.encode("utf-8", "surrogatepass") if as_bytes else text, "pcf", target)
    _sound(result)
    assert len(result.records) == len(lines)


def _seconds(run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best


_SHAPES = {
    "unknown fields": lambda n: json.dumps({"command": "MQCMD_CREATE_Q", **{f"X{i}": 1 for i in range(n)},
                                            "parameters": {}}),
    "unknown parameters": lambda n: HEAD + ", ".join(f'"X{i}": 1' for i in range(n)) + "}}",
    "keys spelt with escapes": lambda n: HEAD + ", ".join(f'"A\\/{i}": 1' for i in range(n)) + "}}",
    "bad values": lambda n: HEAD + ", ".join('"MQIA_MAX_Q_DEPTH": "deep"' for _ in range(n)) + "}}",
    "escaped quotes": lambda n: HEAD + '"MQCA_Q_DESC": "' + '\\"' * (5 * n) + '"}}',
    "nesting": lambda n: HEAD + '"MQCA_Q_DESC": ' + "[" * n + "]" * n + "}}",
}


@pytest.mark.parametrize("shape", list(_SHAPES))
def test_pcf_json_is_read_in_linear_time(shape: str) -> None:
    make = _SHAPES[shape]
    small, large = make(8_000), make(80_000)
    times = [_seconds(lambda text=text: translate(text, "pcf", "mqsc")) for text in (small, large)]
    assert times[1] <= 20 * max(times[0], 0.005), (shape, times)


def test_a_line_of_many_bad_keys_lists_a_few_and_counts_the_rest() -> None:
    result = translate(_SHAPES["unknown parameters"](1000), "pcf", "mqsc")
    codes = [d.code for d in result.diagnostics]
    assert codes.count("MQT105") == 4  # three, then one that counts the rest (the reporter's rule)
    assert result.diagnostics[-1].message == "and 997 more MQT105 in this command"


def _cli(*args: str, stdout: int | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([sys.executable, "-m", "cli", *args], capture_output=stdout is None, stdout=stdout,
                            stderr=subprocess.PIPE if stdout is not None else None, check=False, text=True,
                            cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    return result


ROOT = Path(__file__).resolve().parents[1]
HOSTILE = {  # each once raised out of translate(), so that convert lost every file's output
    "deep.pcf": '{"command": "MQCMD_CREATE_Q", "parameters": ' + "[" * 100_000 + "]" * 100_000 + "}\n",
    "digits.pcf": HEAD + '"MQIA_MAX_Q_DEPTH": ' + "9" * 5000 + "}}\n",
    "surrogate.pcf": HEAD.replace('"A"', '"\\ud800"') + '"MQCA_Q_DESC": "x"}}\n',
}


@pytest.mark.parametrize("target", ["mqsc", "pcf-bin"])
def test_a_hostile_file_fails_alone_and_the_others_keep_their_output(target: str, tmp_path: Path) -> None:
    good = tmp_path / "good.mqsc"
    good.write_text("DEFINE QLOCAL(A)\n")
    paths = [str(good)]
    for number, (name, text) in enumerate(HOSTILE.items()):
        (tmp_path / name).write_text(text)
        again = tmp_path / f"good{number}.mqsc"  # each input once: a file given twice is a usage error
        again.write_text(good.read_text())
        paths += [str(tmp_path / name), str(again)]
    out = tmp_path / "out"
    result = _cli("convert", "--to", target, "-o", str(out), *paths, str(tmp_path / "missing.mqsc"))
    assert result.returncode == 2  # a file could not be read
    assert "missing.mqsc:1:1: error MQT110: cannot read" in result.stderr
    for name, code in (("deep.pcf", "MQT102"), ("digits.pcf", "MQT202"), ("surrogate.pcf", "MQT201")):
        assert f"{name}:1:" in result.stderr and f"error {code}" in result.stderr
    alone = translate("DEFINE QLOCAL(A)\n", "mqsc", target).output
    written = out.read_bytes()
    assert written.count(alone if isinstance(alone, bytes) else alone.encode()) == 4
    assert not DIALECTS[target].binary or len(written) == 4 * len(alone)  # binary PCF: the good file's messages only


def test_an_output_that_cannot_be_written_is_one_line_and_exit_2(tmp_path: Path) -> None:
    good = tmp_path / "good.mqsc"
    good.write_text("DEFINE QLOCAL(A)\n")
    for output, why in (("/dev/full", "No space left on device"), (str(good / "below-a-file"), "Not a directory")):
        result = _cli("convert", "--to", "cl", str(good), "-o", output)
        assert (result.returncode, result.stderr) == (2, f"mqtranslate: cannot write {output}: {why}\n")
    for command in (["convert", "--to", "cl"], ["parse"]):  # parse said "internal error" and exit 1
        with open("/dev/full", "w") as full:
            result = _cli(*command, str(good), stdout=full.fileno())
        assert (result.returncode, result.stderr) == (2, "mqtranslate: cannot write stdout: No space left on device\n")
    result = _cli("convert", "--to", "cl", str(good), "-o", str(tmp_path / "out.clle"), "--report", "/dev/full")
    assert result.returncode == 2 and (tmp_path / "out.clle").read_text() == "CRTMQMQ QNAME('A') QTYPE(*LCL)\n"


def test_a_failed_write_leaves_an_existing_output_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    existing = tmp_path / "out.clle"
    existing.write_text("the previous output\n")
    existing.chmod(0o640)

    def full(_: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "-o", str(existing), "-"], input="DEFINE QLOCAL(A)\n")
    assert result.exit_code == 2
    assert result.stderr.strip() == f"mqtranslate: cannot write {existing}: No space left on device"
    assert existing.read_text() == "the previous output\n" and [p.name for p in tmp_path.iterdir()] == ["out.clle"]
    monkeypatch.undo()
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "-o", str(existing), "-"], input="DEFINE QLOCAL(A)\n")
    assert result.exit_code == 0 and existing.read_text() == "CRTMQMQ QNAME('A') QTYPE(*LCL)\n"
    assert existing.stat().st_mode & 0o777 == 0o640 and [p.name for p in tmp_path.iterdir()] == ["out.clle"]


BINARY = translate("DEFINE QLOCAL('APP.IN') DESCR('orders') MAXDEPTH(5000) TRIGGER\n"
                   "DEFINE NAMELIST('APP.NL') NAMES('A', 'B')\n", "mqsc", "pcf-bin").output


@RELAXED
@given(changes=st.lists(st.tuples(st.integers(0, len(BINARY) - 1), st.integers(0, 255)), min_size=1, max_size=6),
       cut=st.integers(0, len(BINARY)), target=st.sampled_from(TARGETS))
def test_damaged_binary_pcf_gives_a_translation(changes: list[tuple[int, int]], cut: int, target: str) -> None:
    data = bytearray(BINARY)  # type: ignore[arg-type]
    for at, value in changes:
        data[at] = value
    _sound(translate(bytes(data[:cut] if cut else data), "pcf-bin", target))
