"""The local engine: a multiprocessing pool on this machine, no JVM; parts come back in order."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator, Sequence
from functools import partial

from . import BatchError
from .inputs import Source, local_files
from .ordered import in_order
from .parts import Task


def _outcome(numbered: tuple[int, Sequence[Source]], task: Task) -> list[object]:
    index, part = numbered
    return list(task(index, ((source.path, None) for source in part)))


class LocalEngine:
    """Translate parts with ``workers`` processes (1: in this process), which write them unless
    ``writer`` is "driver"."""

    name = "local"

    def __init__(self, workers: int | None = None, writer: str = "auto") -> None:
        self.workers = workers or os.cpu_count() or 1
        self.workers_write = writer != "driver"  # they share this machine's files

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]:
        """The local files to translate; Hadoop URIs need the Spark engine."""
        if uris:
            raise BatchError(f"--engine local reads local files only; {uris[0]} needs --engine spark")
        return local_files(local)

    def run(self, parts: Sequence[Sequence[Source]], task: Task) -> Iterator[list[object]]:
        """What ``task`` returns for each part, in part order."""
        work = partial(_outcome, task=task)
        if self.workers == 1:
            yield from map(work, enumerate(parts))
            return
        with multiprocessing.Pool(self.workers) as pool:  # a few parts ahead: the driver may be writing them
            yield from in_order(lambda numbered: pool.apply_async(work, (numbered,)).get, enumerate(parts),
                                2 * self.workers)
