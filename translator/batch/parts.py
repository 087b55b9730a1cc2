"""How a corpus is cut into parts, and what a worker does with one part.

A part is a contiguous run of the sorted file list, about PART_BYTES of input; the cut depends on the inputs
only (never on the engine or the number of cores), so every engine writes the same files. Part N's rows are
``commands.parquet/part-N.parquet``. A worker translates its part's files and, where it can reach DIR's
staging folder, writes the part itself and sends back only its counts; otherwise it sends back the results
and the driver writes them (output.Destination either way).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .files import FileResult, Job, translate_items
from .inputs import Source
from .output import Destination
from .summary import Tally

PART_BYTES = 4 << 20  # input bytes per part: about 17,000 MQSC commands, a second of one core's work
MIN_PARTS = 16  # when there are that many files, so that a small corpus still keeps several cores busy

Items = Iterable[tuple[str, bytes | None]]  # (path, content); None: read from the local file system


def groups(sizes: Sequence[int], count: int) -> list[int]:
    """The group of each file: contiguous runs of the list with about the same bytes each."""
    weights = [size + 1 for size in sizes]
    total, before, found = sum(weights), 0, []
    for weight in weights:
        found.append(min(count - 1, (2 * before + weight) * count // (2 * total)))
        before += weight
    return found


def plan(sources: Sequence[Source], count: int | None = None) -> list[list[Source]]:
    """The parts of ``sources`` (in order, none empty): ``count`` of them, or one per PART_BYTES, at least
    MIN_PARTS, never more than the files."""
    wanted = count or max(MIN_PARTS, math.ceil(sum(source.size for source in sources) / PART_BYTES))
    found: list[list[Source]] = [[] for _ in range(max(1, min(wanted, len(sources))))]
    for group, source in zip(groups([source.size for source in sources], len(found)), sources, strict=True):
        found[group].append(source)
    return [part for part in found if part]


@dataclass(frozen=True, slots=True)
class Task:
    """What a worker runs on one part: translate its files, then write them to ``destination`` and return
    the part's counts, or (no destination) return the results for the driver to write."""

    job: Job
    destination: Destination | None

    def __call__(self, index: int, items: Items) -> Iterator[Tally] | Iterator[FileResult]:
        results = translate_items(items, self.job)
        if self.destination is None:
            return results
        return iter([self.destination.write(index, results)])
