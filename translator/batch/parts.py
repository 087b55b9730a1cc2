"""How a corpus is cut into parts, and what a worker does with one part.

A part is a contiguous run of the sorted file list, about PART_BYTES of input, the last few smaller and smaller
(shares); the cut depends on the inputs only (never on the engine or the number of cores), so every engine
writes the same files. Part N's rows are ``commands.parquet/part-N.parquet``. A worker translates its part's
files and, where it can reach DIR's staging folder, writes the part itself and sends back only its counts;
otherwise it sends back the results and the driver writes them (writer.Destination either way).
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate

from .files import FileResult, Items, Job, collected, failed_file, translate_items
from .inputs import Source
from .summary import Tally
from .writer import Destination

# Input bytes per part: tens of thousands of MQSC commands. Each part costs a Spark task (scheduling, and a
# worker's gap between two parts), so parts are large; larger still would cost less again but leave a cluster's
# cores idle on a mid-sized corpus (one task per part).
PART_BYTES = 8 << 20
MIN_PARTS = 16  # when there are that many files, so that a small corpus still keeps several cores busy
TAPER = 3  # the last parts are 1/2, 1/4 and 1/8 of the others


def shares(count: int) -> list[int]:
    """The relative sizes of ``count`` parts: equal, but for the last TAPER, each half the one before.

    Parts are taken in order, so the last ones finish the run: when they are small, the core that takes the
    last one ends soon after the others, instead of up to a whole part later while they wait.
    """
    tail = min(TAPER, count // 2)
    return [1 << TAPER] * (count - tail) + [1 << (TAPER - k) for k in range(1, tail + 1)]


def groups(sizes: Sequence[int], proportions: Sequence[int]) -> list[int]:
    """The group of each file: contiguous runs of the list whose bytes are in the given proportions (a file
    goes to the group its middle byte falls in)."""
    weights = [size + 1 for size in sizes]
    total, scale, before, found = sum(weights), sum(proportions), 0, []
    starts = list(accumulate(proportions[:-1], initial=0))
    for weight in weights:
        found.append(bisect_right(starts, (2 * before + weight) * scale // (2 * total)) - 1)
        before += weight
    return found


def plan(sources: Sequence[Source], count: int | None = None) -> list[list[Source]]:
    """The parts of ``sources`` (in order, none empty): ``count`` of them, or one per PART_BYTES, at least
    MIN_PARTS, never more than the files; sized by shares."""
    wanted = count or max(MIN_PARTS, math.ceil(sum(source.size for source in sources) / PART_BYTES))
    found: list[list[Source]] = [[] for _ in range(max(1, min(wanted, len(sources))))]
    for group, source in zip(_every_one(groups([source.size for source in sources], shares(len(found))), len(found)),
                             sources, strict=True):
        found[group].append(source)
    return [part for part in found if part]


def _every_one(found: list[int], count: int) -> list[int]:
    """The groups ``found`` moved as little as needed for each of the ``count`` groups to get a file: the small last
    parts of a corpus of few files may take none by their bytes, and a part asked for is a part made."""
    moved, previous = [], 0
    for index, group in enumerate(found):
        previous = max(min(group, previous + 1) if index else 0, previous, count - len(found) + index)
        moved.append(previous)
    return moved


@dataclass(frozen=True, slots=True)
class Task:
    """What a worker runs on one part: translate its files, then write them to ``destination`` and return
    the part's counts, or (no destination) return the results for the driver to write."""

    job: Job
    destination: Destination | None

    def __call__(self, index: int, items: Items) -> Iterator[Tally] | Iterator[FileResult]:
        if self.destination is None:
            return collected(items, self.job)
        with self.destination.part(index) as part:
            translate_items(items, self.job, part.file)
        return iter([part.tally])

    def failed(self, index: int, paths: Sequence[str], why: str) -> list[object]:
        """What the task returns for a part that could not be translated: each of its files one failed row."""
        results = [failed_file(path, self.job, "MQT112", f"the file was not translated: {why}") for path in sorted(paths)]
        return list(iter(results) if self.destination is None else [self.destination.write(index, results)])
