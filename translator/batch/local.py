"""The local engine: a pool of processes on this machine, no JVM; parts come back in order.

A worker that dies (killed, or out of memory) breaks the pool: the parts it held are then translated again,
each in a process of its own, so that a part that kills its worker every time fails alone (its files become
failed rows) and the others are still translated; the run goes on with a new pool.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import suppress
from functools import partial

from . import BatchError
from .inputs import Source, local_files
from .parts import Task

_THREADS_END = 30  # seconds: a pool's threads end at once when its workers have; a guard against waiting forever
_DIED = "the process translating it died (killed, or out of memory) twice, the second time alone"


def _outcome(numbered: tuple[int, Sequence[Source]], task: Task) -> list[object]:
    index, part = numbered
    return list(task(index, ((source.path, None) for source in part)))


def _worker_started() -> None:
    """Ctrl-C reaches every process of the terminal's group: the driver alone answers it, and stops the workers
    (with SIGTERM, which ends a worker at once, not through the driver's handler it was forked with). A driver
    killed outright (SIGKILL, out of memory) cannot stop them: on Linux the kernel sends them SIGTERM when it dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _end_with_the_driver()


_PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when its parent dies


def _end_with_the_driver() -> None:
    """Ask Linux for SIGTERM when the driver dies; elsewhere (no prctl) nothing: the worker ends at its next part."""
    if not sys.platform.startswith("linux"):
        return
    with suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
        if os.getppid() == 1:  # the driver died before the request: end now, as the kernel would have
            os.kill(os.getpid(), signal.SIGTERM)


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


class LocalEngine:
    """Translate parts with ``workers`` processes (1: in this process), which write them unless
    ``writer`` is "driver"."""

    name = "local"

    def __init__(self, workers: int | None = None, writer: str = "auto", echo: Callable[[str], None] = _stderr) -> None:
        self.workers = workers or os.cpu_count() or 1
        self.workers_write = writer != "driver"  # they share this machine's files
        self.echo = echo

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]:
        """The local files to translate; Hadoop URIs need the Spark engine."""
        if uris:
            raise BatchError(f"--engine local reads local files only; {uris[0]} needs --engine spark")
        return local_files(local, self.echo)

    def run(self, parts: Sequence[Sequence[Source]], task: Task) -> Iterator[list[object]]:
        """What ``task`` returns for each part, in part order."""
        work = partial(_outcome, task=task)
        if self.workers == 1:
            yield from map(work, enumerate(parts))
            return
        yield from _Pool(self.workers, work, task, self.echo).outcomes(parts)


Pending = deque[tuple[int, Sequence[Source], "Future[list[object]]"]]


class _Pool:
    """A process pool that is replaced when a worker dies, the parts it held translated again."""

    def __init__(self, workers: int, work: Callable[[tuple[int, Sequence[Source]]], list[object]], task: Task,
                 echo: Callable[[str], None]) -> None:
        self.workers, self.work, self.task, self.echo = workers, work, task, echo
        self.executor = self._new(workers)

    @staticmethod
    def _new(workers: int) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(workers, multiprocessing.get_context("fork"), initializer=_worker_started)

    def outcomes(self, parts: Sequence[Sequence[Source]]) -> Iterator[list[object]]:
        """Each part's outcome in part order, a few parts ahead (the driver may be writing them)."""
        numbered = iter(enumerate(parts))
        pending: Pending = deque()
        try:
            while True:
                while len(pending) < 2 * self.workers and (item := next(numbered, None)) is not None:
                    pending.append((*item, self._submit(*item)))
                if not pending:
                    return
                try:
                    outcome = pending[0][2].result()
                except BrokenProcessPool:
                    self._recover(pending)
                    continue
                pending.popleft()
                yield outcome
        finally:
            _stop(self.executor)

    def _submit(self, index: int, part: Sequence[Source]) -> Future[list[object]]:
        try:
            return self.executor.submit(self.work, (index, part))
        except BrokenProcessPool:  # broken since: the next result() says so, and its part is retried
            broken: Future[list[object]] = Future()
            broken.set_exception(BrokenProcessPool("a worker died"))
            return broken

    def _recover(self, pending: Pending) -> None:
        """Translate again, each alone, the parts the dead pool held; then carry on with a new pool."""
        _stop(self.executor)
        lost = [i for i, (_, _, future) in enumerate(pending) if not _succeeded(future)]
        self.echo(f"  a worker process died (killed, or out of memory): translating again, each in a process of its "
                  f"own, the {len(lost)} part(s) it held: {', '.join(str(pending[i][0]) for i in lost)}")
        # One at a time: a pool forks its workers, and a fork while another pool's threads run can copy a lock one
        # of them holds into the child, which then waits for it forever.
        for i in lost:
            index, part, _ = pending[i]
            alone = self._new(1)
            done: Future[list[object]] = Future()
            try:
                done.set_result(alone.submit(self.work, (index, part)).result())
            except BrokenProcessPool:
                self.echo(f"  part {index} failed: {_DIED}; its {len(part)} file(s) are failed rows (MQT112)")
                done.set_result(self.task.failed(index, [source.path for source in part], _DIED))
            finally:
                _stop(alone)
            pending[i] = (index, part, done)
        self.executor = self._new(self.workers)


def _succeeded(future: Future[list[object]]) -> bool:
    return future.done() and not future.cancelled() and future.exception(timeout=0) is None


def _stop(executor: ProcessPoolExecutor) -> None:
    """Shut a pool down now: its workers are ended, not waited for (an interrupted run, or a broken pool)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())  # not public: no other way to end them
    # Taken before shutdown, which forgets it: not waited for, it may close its wakeup pipe as the interpreter exits
    # and writes to it (an "ignored" traceback on the terminal).
    manager = getattr(executor, "_executor_manager_thread", None)  # not public either
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join()
    # Its threads end once its workers have: waited for, so that the next pool forks from this thread alone.
    if manager is not None:
        manager.join(timeout=_THREADS_END)
