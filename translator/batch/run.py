"""One batch run: list the inputs, translate them on an engine, write DIR, count and reconcile."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from translator.catalog import DIALECTS

from . import BatchError
from .files import Job, Result
from .inputs import Source, common_root, is_uri, mirror
from .local import LocalEngine
from .output import Output, check
from .progress import Progress
from .summary import Summary

if TYPE_CHECKING:
    from .spark import SparkEngine


class Engine(Protocol):
    """Where files are translated: lists the sources and yields their results in path order."""

    name: str

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]: ...

    def translate(self, sources: Sequence[Source], job: Job) -> Iterator[Result]: ...


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def _spark(master: str | None, partitions: int | None, echo: Callable[[str], None]) -> SparkEngine:
    try:
        from .spark import SparkEngine  # pyspark is imported only when Spark is asked for
    except ImportError as error:
        raise BatchError(f"the Spark engine needs pyspark ({error}): pip install 'mqtranslate[spark]', "
                         "or translate without Spark: --engine local") from None
    return SparkEngine(master, partitions, echo)


def run(inputs: Sequence[str], out: Path, job: Job, *, engine: str = "spark", master: str | None = None,
        partitions: int | None = None, workers: int | None = None,
        echo: Callable[[str], None] = _stderr) -> Summary:
    """Translate every file INPUTS name into ``out``; ``echo`` gets the progress notes and the summary."""
    check(out)
    started = time.perf_counter()
    chosen: Engine
    with _spark(master, partitions, echo) if engine == "spark" else nullcontext(LocalEngine(workers)) as chosen:
        sources = chosen.sources([i for i in inputs if not is_uri(i)], [i for i in inputs if is_uri(i)])
        root, extension = common_root([s.path for s in sources]), DIALECTS[job.target].extension
        progress = Progress(len(sources))
        with Output(out) as output:
            for folder in output.removed:
                echo(f"  removed {folder}: the staging folder of a run for {out} that was killed")
            for result in chosen.translate(sources, job):
                output.add(result, mirror(result.path, root, extension))
                progress.advance(result.commands)
            progress.close()
            summary = output.commit(job.source, job.target)
    seconds = time.perf_counter() - started
    echo(summary.describe())
    echo(f"  wrote {out}/ ({chosen.name} engine, {seconds:.1f} s, {summary.commands / seconds:,.0f} commands/s)")
    return summary
