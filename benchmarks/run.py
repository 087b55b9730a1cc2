"""Measure mqtranslate on one generated corpus per size, against a floor and a bare tokenizer (make bench).

    python -m benchmarks.run [--sizes 100000,2000000 | --quick] [--repeat 3] [--workers 2] [--seed 1]
        [--cl-share 0.2]

For each size: (a) the floor, reading every file and splitting its lines; (b) the regex tokenizer building
attribute dicts (benchmarks/tokenizer.py); then, ``--repeat`` times, (c) translator.translate() on each file in
one process (MQSC -> CL end to end: parse, validate, emit), (d) ``batch --engine local`` with N workers,
(e) ``batch`` on Spark local[N] and (f) ``batch --engine local --workers 1``, the three writing every output
((f) is (c)'s work plus the outputs, in one process: (e) against (f) is how Spark scales, like for like, and
the measure of the scaling target); then (c) once more. Each runs in a fresh process, so its peak memory is its
own. A step's time is the median of its runs: this VM's speed moves by 10-30 % from minute to minute, and a
slow minute during one run then decides nothing; the steps take turns, so that a drift moves each of them.
Prints commands/s, time relative to (a) and (b), wall time, peak memory (the largest of the runs), every run's
rate, the corpus size at which Spark breaks even with (c) and with (f), and the issue's targets; the Markdown
table also goes to benchmarks/results/latest.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from statistics import median

from benchmarks import tokenizer
from benchmarks.corpus import generate
from translator import translate
from translator.batch.files import Job
from translator.batch.run import run

RESULTS = Path(__file__).resolve().parent / "results"
STEPS = {"a": "floor: read + split lines", "b": "regex tokenizer -> attribute dicts",
         "c": "mqtranslate translate(), 1 process", "d": "batch --engine local", "e": "batch --engine spark",
         "f": "batch --engine local, 1 process"}
FIRST, REPEATED = ("a", "b"), ("c", "d", "e", "f")  # then (c) once more, after the last (d), (e) and (f)
TARGET_C, TARGET_E = 20_000, 1.6


def _files(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.rglob("*") if p.is_file())


def _dialect(path: Path) -> str:
    return "cl" if path.suffix == ".clle" else "mqsc"


def _measure(step: str, corpus: Path, workers: int) -> dict[str, float]:
    """Run one step in this (fresh) process: wall seconds, peak RSS in MB and step-specific figures."""
    found: dict[str, float] = {}
    scratch = tempfile.TemporaryDirectory(prefix="bench-out-")
    out = Path(scratch.name) / "out"
    if step == "e":  # the session start is timed apart from the job, for the break-even estimate
        from translator.batch.spark import start_context, stop_context

        tracemalloc.start()  # not in (d): forked workers would inherit the tracing and run several times slower
        started = time.perf_counter()
        context, _ = start_context(f"local[{workers}]")
        found["session"] = time.perf_counter() - started
    started = time.perf_counter()
    if step == "a":
        found["lines"] = sum(len(path.read_bytes().decode("utf-8").splitlines()) for path in _files(corpus))
    elif step == "b":
        found["commands"] = sum(sum(1 for _ in tokenizer.TOKENIZERS[_dialect(p)](p.read_text(encoding="utf-8")))
                                for p in _files(corpus))
    elif step == "c":
        found["commands"] = sum(len(translate(p.read_bytes(), target="cl", file=str(p)).records)
                                for p in _files(corpus))
    else:
        summary = run([str(corpus)], out, Job("cl"), engine="spark" if step == "e" else "local",
                      master=f"local[{workers}]", workers=1 if step == "f" else workers, echo=lambda _: None)
        found["commands"], found["failed"] = summary.commands, summary.statuses.get("failed", 0)
    found["seconds"] = time.perf_counter() - started
    found["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if step == "b":  # the dicts name the attributes mqtranslate reads, on the first files
        sample = [tokenizer.agreement(_dialect(p), p.read_text(encoding="utf-8")) for p in _files(corpus)[:3]]
        found["agreeing"], found["compared"] = sum(a for a, _ in sample), sum(c for _, c in sample)
    if step == "e":
        found["heap_mb"] = tracemalloc.get_traced_memory()[1] / 2**20
        found["jvm_mb"] = _peak_rss_mb(context._gateway.proc.pid)  # type: ignore[union-attr]
        stop_context(context)
    scratch.cleanup()
    return found


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _cpu_times() -> list[int]:
    """This machine's CPU time so far, in clock ticks: user, nice, system, idle, iowait, irq, softirq, steal."""
    return [int(n) for n in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]


def _step(step: str, corpus: Path, workers: int) -> dict[str, float]:
    command = [sys.executable, "-m", "benchmarks.run", "--measure", step, "--corpus", str(corpus),
               "--workers", str(workers)]
    before = _cpu_times()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    spent = [after - then for after, then in zip(_cpu_times(), before, strict=True)]
    if done.returncode != 0:
        raise SystemExit(f"step {step} failed:\n{done.stderr[-3000:]}")
    # steal: time the hypervisor gave this VM's CPUs to others, a cause of a slow step on a shared host
    return {**json.loads(done.stdout.splitlines()[-1]), "steal": spent[7] / max(1, sum(spent))}


def machine() -> str:
    """nproc, CPU model, Python, pyspark and Java."""
    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor())
    java = subprocess.run(["java", "-version"], capture_output=True, text=True, check=False).stderr.splitlines()
    import pyspark

    return (f"{os.cpu_count()} CPUs (nproc), {model}, Python {platform.python_version()} "
            f"({os.path.realpath(sys.executable)}), PySpark {pyspark.__version__}, "
            f"{java[0] if java else 'no Java'}")


def _median(runs: list[dict[str, float]]) -> dict[str, float]:
    """A step measured one or more times: the median time (and Spark start), the largest peak memory and
    steal, and every run's time."""
    found = {**runs[0], "seconds": median(r["seconds"] for r in runs), "runs": [r["seconds"] for r in runs]}
    for key in ("rss_mb", "heap_mb", "jvm_mb", "steal"):
        if key in runs[0]:
            found[key] = max(r[key] for r in runs)
    if "session" in runs[0]:
        found["session"], found["sessions"] = median(r["session"] for r in runs), [r["session"] for r in runs]
    return found


def _table(size: int, files: int, megabytes: float, workers: int, found: dict[str, dict[str, float]]) -> list[str]:
    a, b = found["a"]["seconds"], found["b"]["seconds"]
    lines = [f"#### {size:,} commands ({files:,} files, {megabytes:,.0f} MB)", "",
             "| step | commands/s | time / (a) | time / (b) | wall s | peak RSS MB | notes |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for step, figures in found.items():
        seconds = figures["seconds"]
        label = STEPS[step] + (f" ({workers} workers)" if step == "d" else f" (local[{workers}])" if step == "e" else "")
        notes = []
        if "compared" in figures:
            notes.append(f"dicts agree with mqtranslate's reading on {figures['agreeing']:,.0f} of "
                         f"{figures['compared']:,.0f} sampled commands")
        if len(figures["runs"]) > 1:
            notes.append(f"median of {len(figures['runs'])} runs: "
                         + ", ".join(f"{size / run:,.0f}" for run in figures["runs"]) + "/s")
        if "heap_mb" in figures:
            notes.append(f"driver Python heap peak {figures['heap_mb']:.0f} MB")
        if step == "e":
            notes.append(f"+ {figures['session']:.1f} s session start (not in wall); JVM peak {figures['jvm_mb']:.0f} MB")
        if figures.get("steal", 0) >= 0.005:
            notes.append(f"CPU steal {figures['steal']:.0%}")
        lines.append(f"| ({step}) {label} | {size / seconds:,.0f} | {seconds / a:,.1f} | {seconds / b:,.2f} | "
                     f"{seconds:,.1f} | {figures['rss_mb']:,.0f} | {'; '.join(notes)} |")
    return lines


def _break_even(small: dict[str, dict[str, float]], large: dict[str, dict[str, float]], n1: int,
                n2: int) -> str:
    """Where (e), its start included, breaks even with (c) and with (f): (e)'s fixed cost and per-command
    cost come from the two sizes."""
    per_command_e = (large["e"]["seconds"] - small["e"]["seconds"]) / (n2 - n1)
    fixed_e = small["e"]["seconds"] + small["e"]["session"] - per_command_e * n1
    found = []
    for step in "cf":
        per_command = large[step]["seconds"] / n2
        found.append(f"with ({step}) at about {fixed_e / (per_command - per_command_e):,.0f} commands"
                     if per_command > per_command_e else f"never with ({step}) (its per-command cost is lower)")
    return (f"- Spark breaks even {' and '.join(found)} (fixed cost {fixed_e:.1f} s, {1 / per_command_e:,.0f} "
            "commands/s beyond it)")


def _verdict(runs: list[tuple[int, dict[str, dict[str, float]]]]) -> list[str]:
    """Targets and the break-even size, from the measured runs (smallest and largest size).

    The scaling target compares (e) with (f), the same job (every output written) in one process; the figure
    against (c), translate() writing nothing, follows it (README, Benchmarks: why).
    """
    (n1, small), (n2, large) = runs[0], runs[-1]
    c, d, f = (large[step]["seconds"] for step in "cdf")
    e = large["e"]["seconds"] + large["e"]["session"]
    lines = ["", f"- (c) translate(), one process: {n2 / c:,.0f} commands/s (target >= {TARGET_C:,}: "
             f"{'met' if n2 / c >= TARGET_C else 'MISSED'}); (f), the same batch job as (e) in one process: "
             f"{n2 / f:,.0f} commands/s, {f / c:.2f} times (c)'s time",
             f"- (e) Spark at {n2:,}, its start included: {f / e:.2f} x (f) (target >= {TARGET_E}: "
             f"{'met' if f / e >= TARGET_E else 'MISSED'}); the job alone "
             f"{f / large['e']['seconds']:.2f} x; (d) {f / d:.2f} x",
             f"- against (c), which writes no output: (e) {c / e:.2f} x, its start included; the job alone "
             f"{c / large['e']['seconds']:.2f} x; (d) {c / d:.2f} x",
             f"- driver peak RSS, (e): {small['e']['rss_mb']:,.0f} MB at {n1:,} -> {large['e']['rss_mb']:,.0f} MB "
             f"at {n2:,}; (d): {small['d']['rss_mb']:,.0f} -> {large['d']['rss_mb']:,.0f} MB"]
    if len(large["e"]["runs"]) > 1:  # the runs go (c) (d) (e) (f) in turn: each (e) beside the (f) after it
        lines.insert(3, "  - each run of (e), its start included, against the run of (f) after it: "
                     + ", ".join(f"{after / (run + start):.2f} x" for run, start, after
                                 in zip(large["e"]["runs"], large["e"]["sessions"], large["f"]["runs"], strict=True)))
    if n2 > n1:
        lines.append(_break_even(small, large, n1, n2))
    return lines


def main() -> None:
    """Generate, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100000,2000000", help="corpus sizes in commands, comma-separated")
    parser.add_argument("--quick", action="store_true", help="a smoke run: sizes 5000,20000")
    parser.add_argument("--repeat", type=int, default=3, help="runs of (c), (d) and (e) per size (medians)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cl-share", type=float, default=0.0,
                        help="share of CL files (translated CL -> CL); 0 measures MQSC -> CL only, as the targets do")
    parser.add_argument("--measure", choices=list(STEPS), help=argparse.SUPPRESS)
    parser.add_argument("--corpus", type=Path, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.measure:
        print(json.dumps(_measure(options.measure, options.corpus, options.workers)))
        return
    sizes = [5_000, 20_000] if options.quick else [int(s) for s in options.sizes.split(",")]
    report = [f"Machine: {machine()}", ""]
    print(report[0], flush=True)
    runs = []
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix="bench-corpus-") as folder:
            corpus = generate(Path(folder), size, options.seed, options.cl_share)
            measured: dict[str, list[dict[str, float]]] = {}
            repeat = 1 if options.quick else options.repeat
            for step in [*FIRST, *REPEATED * repeat, "c"]:
                figures = _step(step, Path(folder), options.workers)
                measured.setdefault(step, []).append(figures)
                print(f"  {size:,} ({step}) {figures['seconds']:.1f} s, CPU steal {figures['steal']:.1%}",
                      file=sys.stderr, flush=True)
            found = {step: _median(each) for step, each in measured.items()}
            runs.append((size, found))
        table = _table(size, corpus.files, corpus.bytes / 2**20, options.workers, found)
        print("\n".join(["", *table]), flush=True)
        report += [*table, ""]
    verdict = _verdict(runs)
    print("\n".join(verdict))
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "latest.md").write_text("\n".join(report + verdict) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
