"""One batch run: list the inputs, translate them on an engine, write DIR, count and reconcile."""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import nullcontext, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from translator.dialects import DIALECTS

from . import CODECS, BatchError, Interrupted
from .files import Job
from .inputs import Source, common_root, included, is_uri, local_path, scripts_as_folders
from .local import LocalEngine
from .output import Output, check
from .parts import Task, plan
from .progress import Progress
from .stopping import Stopping, signals_ignored
from .summary import Summary

if TYPE_CHECKING:
    from .spark import SparkEngine


class Engine(Protocol):
    """Where files are translated: lists the sources, and runs a task on each part, taking them in order."""

    name: str
    workers_write: bool  # whether the workers write their parts into DIR's staging folder themselves

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]: ...

    def run(self, parts: Sequence[Sequence[Source]], task: Task) -> Iterator[list[object]]: ...


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


def _spark(master: str | None, writer: str, echo: Callable[[str], None]) -> SparkEngine:
    try:
        from .spark import SparkEngine  # pyspark is imported only when Spark is asked for
    except ImportError as error:
        raise BatchError(f"the Spark engine needs pyspark ({error}): pip install 'mqtranslate[spark]', "
                         "or translate without Spark: --engine local") from None
    return SparkEngine(master, writer, echo)


def _fewer_malloc_arenas() -> None:
    """At most 2 malloc arenas from now on, where the C library is glibc (MALLOC_ARENA_MAX=2).

    glibc gives a thread that allocates under contention an arena of its own and keeps what is freed there
    for that arena: the threads that receive Spark's results (and the local pool's result thread) made the
    driver's peak creep up with the corpus (README, Benchmarks). Elsewhere this does nothing.
    """
    with suppress(OSError, AttributeError):  # not glibc
        ctypes.CDLL(None).mallopt(_M_ARENA_MAX, 2)


_M_ARENA_MAX = -8  # glibc's malloc.h


class _State:
    """How far a run got, for what an interrupted run says and removes."""

    def __init__(self) -> None:
        self.progress: Progress | None = None
        self.staging: Path | None = None

    def left_undone(self, out: Path, number: signal.Signals) -> str:
        """The one line an interrupted run ends with."""
        name = number.name
        if self.progress is None:
            done = "before any file was translated"
        else:
            self.progress.close()
            total, files = self.progress.total, self.progress.files
            done = f"{files:,} of {total:,} file(s) translated, {total - files:,} left undone"
        return f"stopped by {name}: {done}; nothing was written to {out}" + (
            " (its previous content is kept)" if out.exists() else "")


def outside(sources: Sequence[Source], out: Path) -> tuple[list[Source], int]:
    """The sources that are not inside DIR or one of its ``DIR.tmp-<id>`` folders, and how many were: compared
    where links lead, a file:// URI as the local path it names (other URIs are another file system's)."""
    below = re.compile(re.escape(os.path.realpath(out)) + r"(?:\.tmp-[^/]*)?/")
    kept = [source for source in sources if (local := local_path(source.path)) is None
            or not below.match(os.path.realpath(local))]
    return kept, len(sources) - len(kept)


def _no_existing_input(sources: Sequence[Source], job: Job) -> None:
    """Refuse an --existing file that is also an input, as convert does: translated with itself as the queue
    manager's definitions, its own later definitions would type its earlier commands."""
    if job.existing is None:
        return
    definitions = {os.path.realpath(path): path for path in job.existing.files}
    clash = next((definitions[real] for source in sources if (local := local_path(source.path)) is not None
                  and (real := os.path.realpath(local)) in definitions), None)
    if clash is not None:
        raise BatchError(f"--existing {clash} is also an input: give the queue manager's definitions before the script "
                         "runs (a dmpmqcfg dump), not the script")


def run(inputs: Sequence[str], out: Path, job: Job, *, engine: str = "spark", master: str | None = None,
        partitions: int | None = None, workers: int | None = None, writer: str = "auto",
        compression: str = CODECS[0], include: Sequence[str] = (), echo: Callable[[str], None] = _stderr) -> Summary:
    """Translate every file INPUTS name into ``out``; ``echo`` gets the progress notes and the summary.

    ``writer``: who writes DIR's parts: "workers", "driver", or "auto" (the workers when they share this
    machine's files: the local engine, Spark in local mode). ``compression``: the Parquet codec (CODECS).
    ``include``: file-name globs; when given, only the files that match one are translated.
    """
    # "." and "a/.." have no name to put a staging folder beside. A link to a folder is that folder: published
    # there (beside it, on its file system, is the staging folder), the link kept, not renamed away for a new folder.
    out = Path(os.path.realpath(out))
    # DIR is replaced whole: a shell standing in it would be left in a folder that no longer exists.
    if os.path.commonpath([os.getcwd(), out]) == str(out):
        raise BatchError(f"--out {out} holds the current directory, which would be replaced under you; "
                         "choose a folder beside it")
    check(out)
    _fewer_malloc_arenas()
    started = time.perf_counter()
    chosen: Engine
    state, stopping = _State(), Stopping(deferred=engine == "spark")
    try:
        with stopping, (_spark(master, writer, echo) if engine == "spark"
                        else nullcontext(LocalEngine(workers, writer, echo))) as chosen:
            stopping.arm(getattr(chosen, "cancel", None))
            sources = chosen.sources([i for i in inputs if not is_uri(i)], [i for i in inputs if is_uri(i)])
            sources, left_out = included(sources, include)
            if left_out and not sources:  # a typo in a pattern would look like a run with nothing to do
                raise BatchError(f"no file of the {left_out:,} listed matches --include "
                                 + " or ".join(repr(pattern) for pattern in include))
            if left_out:
                echo(f"  left out {left_out:,} file(s) that match no --include pattern")
            sources, skipped = outside(sources, out)
            if skipped and not sources:  # replacing DIR would delete every input, translating none
                raise BatchError(f"every input is inside --out {out}, which is replaced: choose another --out")
            if skipped:
                echo(f"  skipped {skipped:,} file(s) inside {out} or its staging folders: an output is never an input")
            _no_existing_input(sources, job)
            parts = plan(sources, partitions)
            progress = state.progress = Progress(len(sources))
            with Output(out) as output:
                state.staging = output.staging
                for folder in output.removed:
                    echo(f"  removed {folder}: the staging folder of a run for {out} that was killed")
                paths, extension = [s.path for s in sources], DIALECTS[job.target].extension
                root = common_root(paths)
                destination = output.destination(root, extension, compression,
                                                 scripts_as_folders(paths, root, extension))
                task = Task(job, destination if chosen.workers_write else None)
                for index, outcome in enumerate(chosen.run(parts, task)):
                    stopping.check()
                    part = outcome[0] if chosen.workers_write else destination.write(index, outcome)
                    output.add(part)
                    progress.advance(part.files, part.commands)
                progress.close()
                stopping.check()
                summary = output.commit(job.source, job.target, len(sources))
                state.staging = None
    except OSError as error:  # DIR's file system: full, read-only, gone (an input that cannot be read is a row)
        if state.staging is not None:
            shutil.rmtree(state.staging, ignore_errors=True)
        where = f" ({error.filename})" if getattr(error, "filename", None) else ""
        raise BatchError(f"cannot write {out}{where}: {error.strerror or error}") from None
    except KeyboardInterrupt:
        with signals_ignored():
            if state.staging is not None:  # again, once every worker is stopped: one still writing may have made files
                shutil.rmtree(state.staging, ignore_errors=True)
            number = stopping.signal or signal.SIGINT
            raise Interrupted(state.left_undone(out, number), number) from None
    seconds = time.perf_counter() - started
    echo(summary.describe())
    echo(f"  wrote {out}/ ({chosen.name} engine, {len(parts):,} parts, {seconds:.1f} s, "
         f"{summary.commands / seconds:,.0f} commands/s)")
    return summary
