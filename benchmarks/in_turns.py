"""(c), translate() MQSC -> CL, of this checkout and another, taking turns file by file on one CPU.

    python -m benchmarks.in_turns --tree CHECKOUT [--commands 100000 | --corpus DIR] [--rounds 6] [--cpu 0]

side_by_side runs the two at once, one per CPU; but on a shared VM the two CPUs do not run at the same speed, and
a round still moves by several per cent. Here both wait on one CPU, each process holding the corpus in memory, and
translate one file each in turn (which goes first alternates from file to file), so that both meet the same second
of the machine, file after file. Each process's own layout (its hash seed) moves its speed by a per cent or two, so
each round starts a new pair, both given the round's seed. Prints each round's ratio, then the ratio of the total
times and the median of the files' ratios (the steadier of the two). Needs Linux (CPU affinity).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.side_by_side import arguments, corpus

# Run in the measured checkout: hold the corpus in memory, translate one file first (imports, tables made on first
# use), then translate the file each line of standard input names, and answer with the seconds it took.
_CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, ".")
from translator import translate
texts = [p.read_bytes() for p in sorted(p for p in Path(sys.argv[1]).rglob("*") if p.is_file())]
translate(texts[0], target="cl", file="warm-up")
print(len(texts), flush=True)
for line in sys.stdin:
    index = int(line)
    started = time.perf_counter()
    translate(texts[index], target="cl", file=str(index))
    print(time.perf_counter() - started, flush=True)
"""


def _start(tree: Path, folder: Path, cpu: int, seed: int) -> subprocess.Popen[str]:
    environment = {**os.environ, "MQTRANSLATE_PURE_PYTHON": "1", "PYTHONHASHSEED": str(seed)}
    return subprocess.Popen([sys.executable, "-c", _CHILD, str(folder)], cwd=tree, env=environment, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))


def _answer(process: subprocess.Popen[str]) -> str:
    """The next line ``process`` writes; its failure (its traceback is on standard error) ends the run."""
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line:
        raise SystemExit(f"a translation failed (exit status {process.wait()})")
    return line


def _seconds(process: subprocess.Popen[str], index: int) -> float:
    """The seconds ``process`` takes to translate file ``index``."""
    assert process.stdin is not None
    process.stdin.write(f"{index}\n")
    process.stdin.flush()
    return float(_answer(process))


def one_round(trees: tuple[Path, Path], folder: Path, cpu: int, seed: int) -> list[tuple[float, float]]:
    """The seconds each tree took for each file of ``folder``, in turns on ``cpu``."""
    processes = [_start(tree, folder, cpu, seed) for tree in trees]
    counts = {int(_answer(process)) for process in processes}
    if len(counts) != 1:
        raise SystemExit("the two checkouts read different corpora")
    times = []
    for index in range(counts.pop()):
        order = (0, 1) if index % 2 == 0 else (1, 0)
        taken = {which: _seconds(processes[which], index) for which in order}
        times.append((taken[0], taken[1]))
    for process in processes:
        process.stdin.close()  # type: ignore[union-attr]
        process.wait()
    return times


def summary(times: list[tuple[float, float]]) -> tuple[float, float]:
    """This checkout's speed as a share of the other's: by the total times, and the median of the files' ratios."""
    ours, theirs = sum(t[0] for t in times), sum(t[1] for t in times)
    return theirs / ours, statistics.median(t[1] / t[0] for t in times)


def main() -> None:
    """Generate the corpus (or take ``--corpus``), run the rounds, print the ratios."""
    options, trees = arguments(__doc__ or "", 100_000, 6, cpu=0)
    with tempfile.TemporaryDirectory(prefix="bench-corpus-") as folder:
        files = corpus(options, folder)
        every: list[tuple[float, float]] = []
        for round_ in range(options.rounds):
            times = one_round(trees, files, options.cpu, round_ + 1)
            every += times
            print(f"round {round_ + 1}: {summary(times)[0]:.3f}", flush=True)
    total, median = summary(every)
    print(f"this checkout runs at {total:.3f} of the other's speed by the total times, {median:.3f} by the median "
          "of the files' ratios")


if __name__ == "__main__":
    main()
