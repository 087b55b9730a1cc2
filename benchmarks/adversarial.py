"""Adversarial inputs: each shape's reading time at two sizes a factor 10 apart, and peak memory on large files.

    python -m benchmarks.adversarial [--size 2000] [--before PATH] [--timeout 20] [--no-memory] [--memory-only]
        [--quick] [--shapes NAME,...] [--issue]

Each measurement runs in a fresh process (``--before PATH`` runs the same measurements with the code of another
checkout of the project, e.g. the commit before a fix, for before/after figures; a run over ``--timeout`` seconds
is reported as such). Prints, per shape, the time at ``size`` and ``10 x size``, their ratio (linear is about 10,
quadratic about 100), and the size of the diagnostics it prints; then the peak RSS of reading one 10 MB quoted
string per dialect, and of ``mqtranslate convert`` and ``mqtranslate batch`` (local engine, one worker: the peak
of the driver or the worker) on a generated 100 MB MQSC file and on 1M short commands, against the goal of at
most 4 x the input + 150 MB.
``--issue`` times the examples of the issue that asked for linear time, at their sizes, instead.
tests/test_linear_time.py times the same shapes, smaller.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = {"mqsc": "cl", "cl": "mqsc", "tpf": "mqsc"}

Shape = Callable[[int], str]


def _lines(head: str, line: str, tail: str) -> Shape:
    return lambda n: head + line * n + tail


SHAPES: dict[str, dict[str, Shape]] = {
    "mqsc": {
        "doubled quotes": _lines("DEFINE QLOCAL(", "''", ""),
        "quotes": _lines("DEFINE QLOCAL(A) DESCR(", "'", ""),
        "quotes and parentheses": _lines("DEFINE QLOCAL(A) ", "X(' ", ""),
        "open parentheses": _lines("DEFINE QLOCAL(A) DESCR", "(", ""),
        "close parentheses": _lines("DEFINE QLOCAL(A) DESCR", ")", ""),
        "nested parentheses": _lines("DEFINE QLOCAL(A) ", "A(B", ""),
        "commas": _lines("DEFINE QLOCAL(A)", ",", ""),
        "blanks": _lines("DEFINE QLOCAL(A)", " ", "X"),
        "unknown flags": _lines("DEFINE QLOCAL(A) ", "ZZ ", ""),
        "unknown keywords": _lines("DEFINE QLOCAL(A) ", "ZZ(1) ", ""),
        "repeated parameter, + lines": _lines("DEFINE QLOCAL(A) +\n", "MAXDEPTH(1) +\n", "REPLACE\n"),
        "string over + lines": _lines("DEFINE QLOCAL(A) DESCR('x+\n", "y +\n", "')\n"),
        "string over - lines": _lines("DEFINE QLOCAL(A) DESCR('x-\n", "y -\n", "')\n"),
        "; in a string over lines": _lines("DEFINE QLOCAL(A) DESCR('a;b+\n", ";+\n", "')\n"),
        "semicolons": _lines("DEFINE QLOCAL(A)", ";", "\n"),
        "unterminated string": _lines("DEFINE QLOCAL(A) DESCR('", "x ", ""),
        "unterminated string, + lines": _lines("DEFINE QLOCAL(A) DESCR('x+\n", "y +\n", "\n"),
        "commands": _lines("", "DEFINE QLOCAL(A) MAXDEPTH(5) DESCR('it''s')\n", ""),
        "comment lines": _lines("", "* comment\n", "DEFINE QLOCAL(A)\n"),
        "CR line ends": _lines("", "DEFINE QLOCAL(A)\r", ""),
        "unknown lines": _lines("", "x\n", ""),
        "unknown lines after a command": _lines("DEFINE QLOCAL(A)\n", "DEFNE QL(A)\n", ""),
    },
    "cl": {
        "doubled quotes": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(", "''", ""),
        "quotes": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(", "'", ""),
        "quotes and parentheses": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) ", "X(' ", ""),
        "open parentheses": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT", "(", ""),
        "close parentheses": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT", ")", ""),
        "nested parentheses": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) ", "A(B", ""),
        "commas": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL)", ",", ""),
        "blanks": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL)", " ", "X"),
        "positional words": _lines("CRTMQMQ ", "A ", ""),
        "unknown keywords": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) ", "ZZ(1) ", ""),
        "repeated parameter, + lines": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) +\n", "MAXDEPTH(1) +\n", "REPLACE(*YES)\n"),
        "string over + lines": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('x+\n", "y +\n", "')\n"),
        "string over - lines": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('x-\n", "y -\n", "')\n"),
        "unterminated string": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('", "x ", ""),
        "comments": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) ", "/* c */ ", ""),
        "unclosed comment, + lines": _lines("CRTMQMQ QNAME(A) QTYPE(*LCL) /* c +\n", "c +\n", "\n"),
        "commands": _lines("", "CRTMQMQ QNAME('A') QTYPE(*LCL) TEXT('it''s') MAXDEPTH(5)\n", ""),
        "IF, nested parentheses": _lines("IF COND(", "(", ") THEN(DO)"),
        "IF, quotes and parentheses": _lines("IF COND(&A) ", "X(' ", ""),
        "word into a quote": _lines("CRTMQMQ QNAME(A) ", "x", "'"),
        "value into a quote": _lines("CRTMQMQ QNAME(A) TEXT(", "x", "')"),
        "commas into a quote": _lines("PGM\nDCL &V *CHAR VALUE(", ",,", "'\nCRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(&V)\n"),
        "embedded IFs": lambda n: "IF COND(&A) THEN(" * n + "CRTMQMQ QNAME(A) QTYPE(*LCL)" + ")" * n,
        "ELSE IF chain": lambda n: "ELSE " + "IF COND(&A) THEN(RETURN) ELSE(" * n + "CRTMQMQ QNAME(A)" + ")" * n,
        "submitted commands": lambda n: "SBMJOB CMD(" * n + "DLTMQMQ QNAME(A)" + ")" * n,
        "nested DO groups": _lines("", "DO\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", ""),
        "ends without groups": _lines("DO\n", "ENDSUBR\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", ""),
        "GOTOs and labels": _lines("", "GOTO L\nL: CRTMQMQ QNAME(A) QTYPE(*LCL)\nGOTO M\n", ""),
    },
    "tpf": {
        "doubled quotes": _lines("ZMQSC DEF QL-A DESCR-", "''", ""),
        "quotes": _lines("ZMQSC DEF QL-A DESCR-", "'", ""),
        "quotes and blanks": _lines("ZMQSC DEF QL-A ", "X-' ", ""),
        "unknown flags": _lines("ZMQSC DEF QL-A ", "ZZ ", ""),
        "unknown keywords": _lines("ZMQSC DEF QL-A ", "ZZ-1 ", ""),
        "repeated parameter": _lines("ZMQSC DEF QL-A ", "MAXDEPTH-1 ", ""),
        "blanks": _lines("ZMQSC DEF QL-A", " ", "X"),
        "hyphens": _lines("ZMQSC DEF QL-A DESCR", "-", ""),
        "unterminated string": _lines("ZMQSC DEF QL-A DESCR-'", "x ", ""),
        "commands": _lines("", "ZMQSC DEF QL-A MAXDEPTH-5 DESCR-'it''s'\n", ""),
    },
}


# The examples of the issue that asked for linear time, as (dialect, shape, size).
ISSUE_EXAMPLES = [("mqsc", "doubled quotes", 28), ("cl", "doubled quotes", 24), ("mqsc", "unknown flags", 16_000),
                  ("mqsc", "repeated parameter, + lines", 10_000), ("mqsc", "commas", 100_000),
                  ("mqsc", "; in a string over lines", 16_000), ("mqsc", "unknown flags", 4_000)]


def measure(dialect: str, shape: str, size: int) -> tuple[float, int]:
    """Seconds to translate the shape at ``size`` and print its diagnostics, and the printed diagnostics' size."""
    from translator import translate

    text = SHAPES[dialect][shape](size)
    translate(SHAPES[dialect]["commands"](2), dialect, TARGET[dialect], file="warm-up")  # grammars, tables
    started = time.perf_counter()
    result = translate(text, dialect, TARGET[dialect], file="adversarial")
    printed = sum(len(diagnostic.format()) + 1 for diagnostic in result.diagnostics)
    return time.perf_counter() - started, printed


def _child(root: Path, arguments: list[str], timeout: float) -> dict | None:
    """Run this module's ``--child`` mode with the code of ``root``; its JSON answer, or None after ``timeout``."""
    command = [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); from benchmarks import adversarial; "
               "adversarial.child(sys.argv[2:])", str(ROOT), *arguments]
    try:
        done = subprocess.run(command, env=_environment(root), capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout.splitlines()[-1])


def _environment(root: Path) -> dict[str, str]:
    """The environment of a child measuring ``root``'s code (its translator package first on the path)."""
    return {**os.environ, "PYTHONPATH": str(root), "MQT_MEASURED_ROOT": str(root)}


def child(arguments: list[str]) -> None:
    """Child process: ``time DIALECT SHAPE SIZE``, ``string DIALECT SIZE`` or ``convert FILE``; prints JSON."""
    root = os.environ.get("MQT_MEASURED_ROOT")
    if root:  # the measured checkout's translator, not this one's
        sys.path.insert(0, root)
        for name in [name for name in sys.modules if name == "translator" or name.startswith("translator.")]:
            del sys.modules[name]
    import resource

    kind = arguments[0]
    if kind == "time":
        seconds, printed = measure(arguments[1], arguments[2], int(arguments[3]))
        print(json.dumps({"seconds": seconds, "printed": printed}))
        return
    if kind == "string":
        from translator import translate

        dialect, size = arguments[1], int(arguments[2])
        head, tail = {"mqsc": ("DEFINE QLOCAL(A) DESCR('", "')"), "cl": ("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('", "')"),
                      "tpf": ("ZMQSC DEF QL-A DESCR-'", "'")}[dialect]
        text = head + "x" * size + tail
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        translate(text, dialect, TARGET[dialect], file="string")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(json.dumps({"peak_kb": peak, "before_kb": before}))
        return
    if kind in ("convert", "batch"):
        with tempfile.TemporaryDirectory() as folder:
            sys.argv = ["mqtranslate", "convert", "--from", "mqsc", "--to", "cl", "-o", os.devnull, arguments[1]] \
                if kind == "convert" else ["mqtranslate", "batch", "--engine", "local", "--workers", "1", "--from", "mqsc",
                                           "--to", "cl", "--out", str(Path(folder) / "out"), arguments[1]]
            import cli

            with contextlib.suppress(SystemExit):
                cli.run()
        peak = max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
        print(json.dumps({"peak_kb": peak}))


def _generate_large(directory: Path) -> dict[str, Path]:
    """A 100 MB MQSC file of realistic commands, a file of 1M short commands, and one of 1M lines none of which
    is a command (prose: MQT117, told only at its last line)."""
    import random

    from benchmarks.corpus import mqsc_command

    rng = random.Random(1)
    large, short = directory / "large.mqsc", directory / "short.mqsc"
    commands = [mqsc_command(rng) for _ in range(2000)]
    with large.open("w", encoding="utf-8") as out:
        written = 0
        while written < 100_000_000:
            block = "\n".join(commands) + "\n"
            out.write(block)
            written += len(block)
    with short.open("w", encoding="utf-8") as out:
        out.write("".join(f"DEFINE QL(Q{i})\n" for i in range(1_000_000)))
    prose = directory / "prose.mqsc"
    prose.write_text("".join(f"line {i} of prose\n" for i in range(1_000_000)), encoding="utf-8")
    return {"100 MB MQSC": large, "1M short commands": short, "1M lines of prose": prose}


GOAL_FACTOR, GOAL_MB = 4, 150  # the memory goal: at most 4 x the largest input + 150 MB


def _against_goal(peak_mb: float, input_mb: float) -> str:
    """The goal for an input of ``input_mb`` and whether ``peak_mb`` meets it."""
    goal = GOAL_FACTOR * input_mb + GOAL_MB
    return f"{goal:,.0f} | {'yes' if peak_mb <= goal else 'NO'}"


def _seconds(found: dict | None) -> str:
    return "timeout" if found is None else f"{found['seconds']:.3f}"


def main() -> None:
    """Command line: print the table of shapes and the memory figures."""
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--size", type=int, default=2000)
    options.add_argument("--before", type=Path, help="another checkout of the project to measure first")
    options.add_argument("--timeout", type=float, default=20.0)
    options.add_argument("--no-memory", action="store_true")
    options.add_argument("--memory-only", action="store_true", help="the memory figures only")
    options.add_argument("--quick", action="store_true", help="a few shapes only")
    options.add_argument("--shapes", help="comma-separated shape names to measure (all when not given)")
    options.add_argument("--issue", action="store_true", help="the issue's examples at their sizes, then stop")
    arguments = options.parse_args()
    roots = [("before", arguments.before.resolve())] if arguments.before else []
    roots.append(("now", ROOT))
    if arguments.issue:
        print("| code | dialect | shape | size | seconds | diagnostics bytes |\n|---|---|---|---|---|---|")
        for dialect, shape, size in ISSUE_EXAMPLES:
            for label, root in roots:
                found = _child(root, ["time", dialect, shape, str(size)], arguments.timeout)
                printed = f"{found['printed']:,}" if found else "-"
                print(f"| {label} | {dialect} | {shape} | {size:,} | {_seconds(found)} | {printed} |", flush=True)
        return
    small, large = arguments.size, arguments.size * 10
    wanted = set(arguments.shapes.split(",")) if arguments.shapes else None
    if not arguments.memory_only:
        print(f"| code | dialect | shape | s at {small} | s at {large} | growth | diagnostics bytes at {large} |")
        print("|---|---|---|---|---|---|---|")
    for dialect, shapes in SHAPES.items() if not arguments.memory_only else ():
        for shape in shapes:
            if (wanted and shape not in wanted) or (arguments.quick and shape not in ("doubled quotes", "unknown flags")):
                continue
            for label, root in roots:
                first = _child(root, ["time", dialect, shape, str(small)], arguments.timeout)
                second = _child(root, ["time", dialect, shape, str(large)], arguments.timeout) if first else None
                growth = f"{second['seconds'] / max(first['seconds'], 1e-6):.1f}" if first and second else "-"
                printed = f"{second['printed']:,}" if second else "-"
                print(f"| {label} | {dialect} | {shape} | {_seconds(first)} | {_seconds(second)} | {growth} | {printed} |",
                      flush=True)
    if arguments.no_memory:
        return
    print("\n| code | input | peak RSS MB |\n|---|---|---|")
    for dialect in SHAPES:
        for label, root in roots:
            found = _child(root, ["string", dialect, str(10_000_000)], 600)
            print(f"| {label} | {dialect}: one 10 MB quoted string | {found['peak_kb'] / 1024:,.0f} "
                  f"(before reading: {found['before_kb'] / 1024:,.0f}) |" if found else f"| {label} | {dialect} | timeout |",
                  flush=True)
    print(f"\n| code | run | peak RSS MB | goal MB ({GOAL_FACTOR} x input + {GOAL_MB}) | meets it |\n|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for name, path in _generate_large(Path(folder)).items():
            size = path.stat().st_size / 1e6
            for command in ("convert", "batch"):
                for label, root in roots:
                    found = _child(root, [command, str(path)], 1800)
                    peak = found["peak_kb"] * 1024 / 1e6 if found else 0.0
                    print(f"| {label} | {command} {name} ({size:,.0f} MB) | {peak:,.0f} | {_against_goal(peak, size)} |"
                          if found else f"| {label} | {command} {name} | timeout | | |", flush=True)


if __name__ == "__main__":
    main()
