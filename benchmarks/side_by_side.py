"""(c), translate() MQSC -> CL in one process, of this checkout and another at the same time, one per CPU.

    python -m benchmarks.side_by_side --tree CHECKOUT [--commands 2000000 | --corpus DIR] [--rounds 2] [--seed 1]

On a shared VM the speed of a CPU moves by 10-30 % from minute to minute, so two builds timed one after the other
compare two minutes of the machine as much as two builds. Here both translate the same corpus at once, each process
pinned to a CPU of its own, so that both meet the same minutes, and they swap CPUs from round to round. Each reports
the commands it has done after each file; a round compares them only while both run (up to the moment the first is
done), so that neither is timed alone on a quieter machine. Both share the caches and the memory bus alike. Prints
each round's commands per second for both and the ratio, then the ratio of their totals. Needs two CPUs (Linux).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from bisect import bisect_right
from pathlib import Path

from benchmarks.corpus import generate

# Run in the measured checkout: translate every file of the corpus as step (c) does, saying after each file how
# long it has run and how many commands it has done.
_CHILD = """
import sys, time
from pathlib import Path
sys.path.insert(0, ".")
from translator import translate
files = sorted(p for p in Path(sys.argv[1]).rglob("*") if p.is_file())
done, started = 0, time.perf_counter()
for path in files:
    done += len(translate(path.read_bytes(), target="cl", file=str(path)).records)
    print(f"{time.perf_counter() - started:.6f} {done}", flush=True)
"""

Progress = list[tuple[float, int]]  # (seconds since the start, commands done) after each file


def _start(tree: Path, corpus: Path, cpu: int) -> subprocess.Popen[str]:
    environment = {**os.environ, "MQTRANSLATE_PURE_PYTHON": "1"}
    return subprocess.Popen([sys.executable, "-c", _CHILD, str(corpus)], cwd=tree, env=environment, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))


def _progress(process: subprocess.Popen[str]) -> Progress:
    out, err = process.communicate()
    if process.returncode != 0:
        raise SystemExit(f"a translation failed:\n{err[-2000:]}")
    return [(float(seconds), int(done)) for seconds, done in (line.split() for line in out.splitlines())]


def _done_by(progress: Progress, moment: float) -> float:
    """The commands done by ``moment``, counting the file under way by the share of its time gone."""
    index = bisect_right([seconds for seconds, _ in progress], moment)
    if index == len(progress):
        return progress[-1][1]
    before_time, before_done = progress[index - 1] if index else (0.0, 0)
    after_time, after_done = progress[index]
    return before_done + (after_done - before_done) * (moment - before_time) / (after_time - before_time)


def compare(trees: tuple[Path, Path], corpus: Path, rounds: int) -> list[tuple[float, float]]:
    """Each round's commands per second of the two trees, measured while both ran."""
    cpus = sorted(os.sched_getaffinity(0))[:2]
    if len(cpus) < 2:
        raise SystemExit("side_by_side needs two CPUs")
    found = []
    for round_ in range(rounds):
        processes = [_start(tree, corpus, cpus[(index + round_) % 2]) for index, tree in enumerate(trees)]
        first, second = (_progress(process) for process in processes)
        window = min(first[-1][0], second[-1][0])
        rates = (_done_by(first, window) / window, _done_by(second, window) / window)
        found.append(rates)
        print(f"round {round_ + 1}: {rates[0]:,.0f} and {rates[1]:,.0f} commands/s over the first {window:.1f} s "
              f"(ratio {rates[0] / rates[1]:.3f})", flush=True)
    return found


def arguments(description: str, commands: int, rounds: int, **more: int) -> tuple[argparse.Namespace, tuple[Path, Path]]:
    """The options of a comparison of this checkout and ``--tree`` (``more``: integer options with their defaults),
    and the two checkouts, said first."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", type=Path, required=True, help="the other checkout")
    parser.add_argument("--commands", type=int, default=commands, help="the corpus size, when none is given")
    parser.add_argument("--corpus", type=Path, help="a corpus made before (benchmarks/corpus.py)")
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument("--seed", type=int, default=1)
    for name, default in more.items():
        parser.add_argument(f"--{name}", type=int, default=default)
    options = parser.parse_args()
    trees = (Path(__file__).resolve().parent.parent, options.tree.resolve())
    print(f"this checkout: {trees[0]}; the other: {trees[1]}", flush=True)
    return options, trees


def corpus(options: argparse.Namespace, folder: str) -> Path:
    """``--corpus``, or one of ``--commands`` generated in ``folder``."""
    if options.corpus is not None:
        return options.corpus  # type: ignore[no-any-return]
    generate(Path(folder), options.commands, options.seed, 0.0)
    return Path(folder)


def main() -> None:
    """Generate the corpus (or take ``--corpus``), run the rounds, print the ratio."""
    options, trees = arguments(__doc__ or "", 2_000_000, 2)
    with tempfile.TemporaryDirectory(prefix="bench-corpus-") as folder:
        found = compare(trees, corpus(options, folder), options.rounds)
    ours, theirs = (sum(rates[index] for rates in found) for index in (0, 1))
    print(f"this checkout runs at {ours / theirs:.3f} of the other's speed")


if __name__ == "__main__":
    main()
