"""The local engine: a multiprocessing pool on this machine, no JVM; results come back in path order."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator, Sequence
from functools import partial

from . import BatchError
from .files import Job, Result, translate_local
from .inputs import Source, local_files
from .ordered import in_order


class LocalEngine:
    """Translate files with ``workers`` processes (1: in this process), at most a few files ahead of the writer."""

    name = "local"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or os.cpu_count() or 1

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]:
        """The local files to translate; Hadoop URIs need the Spark engine."""
        if uris:
            raise BatchError(f"--engine local reads local files only; {uris[0]} needs --engine spark")
        return local_files(local)

    def translate(self, sources: Sequence[Source], job: Job) -> Iterator[Result]:
        """File results in the order of ``sources``."""
        work = partial(translate_local, job=job)
        paths = [source.path for source in sources]
        if self.workers == 1:
            yield from map(work, paths)
            return
        with multiprocessing.Pool(self.workers) as pool:
            yield from in_order(lambda path: pool.apply_async(work, (path,)).get, paths, 4 * self.workers)
