"""Every text reader runs in time linear in its input, and prints diagnostics linear in it.

Each adversarial shape of benchmarks/adversarial.py (quotes, doubled quotes, parentheses, commas, blanks,
``+``/``-`` continuations, ``;``, unterminated strings, unknown and repeated parameters, ...) is translated at two
sizes a factor 10 apart: linear time grows about 10 times, quadratic 100 and exponential without bound, so more
than 20 fails. The sizes are small, so a few milliseconds of noise are allowed on top. The diagnostics printed
for the larger size must be at most about 10 times those of the smaller (a command full of one mistake is
summarised, and each snippet is a window around its column).
"""

from __future__ import annotations

import time

import pytest

from benchmarks.adversarial import SHAPES, TARGET
from translator import translate

SMALL, FACTOR, GROWTH = 400, 10, 20  # SMALL grows tenfold for a shape read in under 2 ms
_NOISE = 0.02  # seconds: timer and scheduling noise on a shared machine, next to runs of a few milliseconds


def _run(dialect: str, text: str, runs: int = 2) -> tuple[float, int]:
    """The best of ``runs`` timings of translating ``text``, and the size of its printed diagnostics."""
    best, printed = float("inf"), 0
    for _ in range(runs):
        started = time.perf_counter()
        result = translate(text, dialect, TARGET[dialect], file="adversarial")
        printed = sum(len(diagnostic.format()) + 1 for diagnostic in result.diagnostics)
        best = min(best, time.perf_counter() - started)
    return best, printed


@pytest.mark.parametrize(("dialect", "shape"), [(d, s) for d, shapes in SHAPES.items() for s in shapes])
def test_time_and_diagnostics_grow_linearly(dialect: str, shape: str) -> None:
    make = SHAPES[dialect][shape]
    _run(dialect, make(2))  # grammars and tables built before timing
    size = SMALL
    small_time, small_printed = _run(dialect, make(size))
    while small_time < 0.002 and size < 4_000:  # a cheap shape: sizes large enough to time
        size *= FACTOR
        small_time, small_printed = _run(dialect, make(size))
    large_time, large_printed = _run(dialect, make(size * FACTOR), runs=3)
    assert large_time <= GROWTH * small_time + _NOISE, (shape, small_time, large_time)
    assert large_printed <= 12 * small_printed + 4096, (shape, small_printed, large_printed)


@pytest.mark.parametrize("dialect", list(SHAPES))
def test_a_command_full_of_one_mistake_prints_a_bounded_report(dialect: str) -> None:
    """4,000 unknown parameters on one line: three diagnostics and one that counts the rest, each with a
    window of the line, not the whole line."""
    text = {"mqsc": "DEFINE QLOCAL(A) " + "ZZ " * 4000, "cl": "CRTMQMQ QNAME(A) QTYPE(*LCL) " + "ZZ(1) " * 4000,
            "tpf": "ZMQSC DEF QL-A " + "ZZ " * 4000}[dialect]
    result = translate(text, dialect, TARGET[dialect], file="f")
    unknown = [d for d in result.diagnostics if d.code == "MQT105"]
    assert len(unknown) == 4 and unknown[-1].message in ("and 3997 more MQT105 in this command",
                                                         "and 3996 more MQT105 in this command")  # CL: one is MQT108
    assert all(len(d.format()) < 600 for d in result.diagnostics)
    assert not result.ok and result.records[0].status == "failed"


def test_a_snippet_is_the_line_the_column_is_on_cut_around_the_column() -> None:
    text = "DEFINE QLOCAL(A) +\n  MAXDEPTH(5) +\n  DESCR('x') +\n  " + "Y" * 100 + " ZZ " + "W" * 100 + "\n"
    (unknown, *_) = [d for d in translate(text, "mqsc", "cl", file="f").diagnostics if d.message.endswith(" ZZ")]
    assert (unknown.span.line, unknown.span.column) == (4, 104)
    assert unknown.format().splitlines()[1] == "    | ..." + ("Y" * 100 + " ZZ " + "W" * 100)[41:161] + "..."


def test_a_writers_diagnostic_shows_the_line_of_its_parameter() -> None:
    """A diagnostic made after writing (here: CL cannot state the queue type of DELETE) is about a multi-line
    command too: its snippet is the line its span is on."""
    text = "DEFINE QLOCAL(B)\nDELETE +\n  QALIAS(X)\nDEFINE QLOCAL(C) ZZ\n"
    result = translate(text, "mqsc", "cl", file="f")
    assert [d.span.line for d in result.diagnostics] == sorted(d.span.line for d in result.diagnostics)  # line order
    shown = {d.code: d.format().splitlines()[1] for d in result.diagnostics}
    assert shown == {"MQT308": "    | DELETE +", "MQT105": "    | DEFINE QLOCAL(C) ZZ"}


def test_diagnostics_about_distinct_attributes_are_all_kept() -> None:
    """Each says which attribute the target loses (and the migration report counts them per attribute): at most
    one per attribute, so a bounded number, never summarised."""
    text = "DEFINE QLOCAL(A) REPLACE DESCR('x') HARDENBO NOSHARE DEFSOPT(EXCL) RETINTVL(5) BOTHRESH(2) BOQNAME(B)\n"
    lost = [d.attribute for d in translate(text, "mqsc", "tpf", file="f").diagnostics if d.code == "MQT301"]
    assert len(lost) == len(set(lost)) == 8


@pytest.mark.parametrize(("dialect", "text", "longest"), [
    ("mqsc", "DEFINE QLOCAL(A) " + "K(1) " * 200_000, 32_762), ("cl", "CRTMQMQ " + "A " * 500_000, 32_702),
    ("tpf", "ZMQSC DEF QL-A " + "X-1 " * 250_000, 32_762), ("mqsc", "DISPLAY QLOCAL(A) " + "X " * 500_000, 32_762)])
def test_a_command_longer_than_its_dialect_allows_is_refused_before_its_parameters_are_read(
        dialect: str, text: str, longest: int) -> None:
    """The queue manager refuses it; reading no further bounds what one command costs, whatever its length."""
    result = translate(text + "\n", dialect, TARGET[dialect], file="f")
    (problem,) = [d for d in result.diagnostics if d.code != "MQT122"]  # MQSC's line is too long, too
    assert (problem.code, problem.span.column) == ("MQT102", longest + 1)
    assert problem.message == f"the command is {len(text.rstrip()):,} characters long, longer than any {dialect} " \
        "command may be"
    assert [r.status for r in result.records] == ["failed"]
    at_the_limit = text[:longest].rsplit(" ", 1)[0]
    assert not [d for d in translate(at_the_limit + "\n", dialect, TARGET[dialect]).diagnostics
                if "longer than any" in d.message]


@pytest.mark.parametrize("shape", ["word into a quote", "value into a quote", "commas into a quote"])
def test_a_long_word_running_into_a_quote_is_read_in_linear_time_within_the_longest_command(shape: str) -> None:
    """Sizes under the longest command CL allows, which is refused before it is read."""
    make = SHAPES["cl"][shape]
    _run("cl", make(2))
    small_time, _ = _run("cl", make(3_000))
    large_time, _ = _run("cl", make(30_000), runs=3)
    assert large_time <= GROWTH * small_time + _NOISE, (shape, small_time, large_time)


@pytest.mark.parametrize("shape", ["body over lines", "body left open", "bodies over lines", "brackets in strings",
                                   "a list on one line", "parameters in the wrong shape", "broken elements of a list",
                                   "every element's line marked", "a key given twice after many parameters"])
def test_rest_bodies_over_lines_read_in_linear_time(shape: str) -> None:
    """A body laid out over many lines is read up to its closing brace: each line looked at once."""
    head = '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A", "parameters": {\n'
    make = {"body over lines": lambda n: head + '"descr": "x",\n' * n + '"maxdepth": 1}}\n',
            "body left open": lambda n: "{\n" + '  "a": [1,\n' * n,
            "bodies over lines": lambda n: (head + '"maxdepth": 1\n}\n}\n') * n,
            "brackets in strings": lambda n: head + '"descr": "{[{[",\n' * n + '"maxdepth": 1}}\n',
            # each element's column counted back to the line's start, which is the file's
            "a list on one line": lambda n: "[" + ",".join([head.replace("{\n", "{}}")] * (4 * n)) + "]\n",
            # each key looked for from the body's start: only for the diagnostics whose place is kept
            "parameters in the wrong shape": lambda n: head.replace("\n", "").replace("qlocal", "channel") + ", ".join(
                f'"x{i}": true' for i in range(n)) + "}}\n",
            # each decoder's error placed by its own text, not counted from the file's start
            "broken elements of a list": lambda n: "[\n" + ",\n".join(['{"type": 1,, }'] * (8 * n)) + "\n]\n",
            # each marked element a broken stretch of its own, ending where the next marked line starts
            "every element's line marked": lambda n: "[\n" + ",\n".join(
                ["\ufeff" + head.replace("{\n", "{}}")] * (4 * n)) + "\n]\n",
            # the repeat found by one walk over the body's keys
            "a key given twice after many parameters": lambda n: head.replace("\n", "") + ", ".join(
                f'"x{i}": {{"x{i}": 1}}' for i in range(n)) + ', "x0": 1}}\n'}[shape]
    translate(make(2), "rest", "mqsc")
    small, large = (min(_timed(make(size)) for _ in range(2)) for size in (SMALL, SMALL * FACTOR))
    assert large <= GROWTH * small + _NOISE, (shape, small, large)


_PCF = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL"}}'
_PCF_OVER_LINES = '{\n  "command": "MQCMD_CREATE_Q",\n  "parameters": {\n    "MQCA_Q_NAME": "A"\n  }\n}'


@pytest.mark.parametrize("shape", ["a list over lines", "objects over lines", "broken elements of a list",
                                   "a list on one line", "an object left open", "objects left open"])
def test_pcf_objects_over_lines_and_lists_read_in_linear_time(shape: str) -> None:
    """PCF JSON read as REST's bodies are: each line looked at once, each element decoded from its own text."""
    make = {"a list over lines": lambda n: "[\n" + ",\n".join([_PCF_OVER_LINES] * n) + "\n]\n",
            "objects over lines": lambda n: (_PCF_OVER_LINES + "\n") * n,
            "broken elements of a list": lambda n: "[\n" + ",\n".join(['{"command": 1,, }'] * (8 * n)) + "\n]\n",
            "a list on one line": lambda n: "[" + ",".join([_PCF] * (8 * n)) + "]\n",
            "an object left open": lambda n: "{\n" + '  "a": [1,\n' * (8 * n),
            "objects left open": lambda n: '{"command": "MQCMD_CREATE_Q", "parameters": {\n' * n}[shape]
    translate(make(2), "pcf", "mqsc")
    small, large = (min(_timed(make(size), "pcf") for _ in range(2)) for size in (SMALL, SMALL * FACTOR))
    assert large <= GROWTH * small + _NOISE, (shape, small, large)


def _timed(text: str, dialect: str = "rest") -> float:
    started = time.perf_counter()
    translate(text, dialect, "mqsc", file="adversarial")
    return time.perf_counter() - started
