"""Instructions per command of (c), translate() MQSC -> CL, counted by valgrind: a figure that does not move.

    python -m benchmarks.instructions [--tree CHECKOUT ...] [--commands 1000,4000] [--seed 1]

On a shared VM the time of a step moves by 10-30 % from minute to minute, so a change of a few per cent cannot be
told from noise by timing it. Counting the CPU instructions the interpreter executes (callgrind) gives the same
figure on every run. Two generated MQSC corpora (benchmarks/corpus.py, ``--commands``) are translated in a fresh
process each; the difference of their counts over the difference of their sizes leaves out the start (imports,
grammars, templates) and gives the cost of one more command. ``--tree`` measures another checkout (a git worktree
of an older commit, say) beside this one, with the same corpora; string hashing is seeded, so that dictionaries
probe alike. Needs valgrind (Debian package ``valgrind``); each count takes about half a minute.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.corpus import generate

# Run in the measured checkout: translate every file of the corpus, as step (c) does.
_CHILD = """
import sys
from pathlib import Path
sys.path.insert(0, ".")
from translator import translate
for path in sorted(p for p in Path(sys.argv[1]).rglob("*") if p.is_file()):
    translate(path.read_bytes(), target="cl", file=str(path))
"""
_COLLECTED = re.compile(r"Collected : (\d+)")


def count(tree: Path, corpus: Path) -> int:
    """The instructions executed by one process translating ``corpus`` with the translator of ``tree``."""
    environment = {**os.environ, "PYTHONHASHSEED": "0", "MQTRANSLATE_PURE_PYTHON": "1"}
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                           _CHILD, str(corpus)], cwd=tree, env=environment, capture_output=True, text=True,
                          check=False)
    found = _COLLECTED.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"valgrind failed in {tree}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def per_command(tree: Path, small: tuple[Path, int], large: tuple[Path, int]) -> float:
    """Instructions per command of ``tree``: the two corpora's difference over their sizes' difference."""
    return (count(tree, large[0]) - count(tree, small[0])) / (large[1] - small[1])


def main() -> None:
    """Generate the two corpora, count each tree, print one line per tree."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", action="append", type=Path, default=[], help="another checkout to measure")
    parser.add_argument("--commands", default="1000,4000", help="the two corpus sizes")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    sizes = sorted(int(n) for n in options.commands.split(","))
    if len(sizes) != 2 or sizes[0] >= sizes[1]:
        raise SystemExit("--commands takes two different sizes, as 1000,4000")
    here = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory(prefix="bench-instructions-") as scratch:
        small, large = ((Path(scratch) / str(n), n) for n in sizes)
        for corpus, n in (small, large):
            generate(corpus, n, seed=options.seed, cl_share=0)
        for tree in [here, *options.tree]:
            print(f"{tree}: {per_command(tree.resolve(), small, large):,.0f} instructions per command "
                  f"(translate() MQSC -> CL, {sizes[0]:,} and {sizes[1]:,} commands)")


if __name__ == "__main__":
    main()
