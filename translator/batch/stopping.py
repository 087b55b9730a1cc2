"""Stopping a run on Ctrl-C (SIGINT) or SIGTERM: the run ends where it is, its workers stopped, nothing of it
published, and says what was left undone (run.py); exit 130 or 143, as a shell reports those signals."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType, TracebackType

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Stop(KeyboardInterrupt):
    """Raised where the run is once a stop signal has arrived."""


class Stopping:
    """While entered (in the main thread, where Python handles signals), SIGINT and SIGTERM stop the run.

    Once armed with an engine's ``cancel`` (Spark's), a signal asks it, from another thread, to cancel its jobs,
    and the engine raises KeyboardInterrupt when they end: raised inside a py4j call, the signal would leave
    that call's connection half read and py4j logging about it. For the same reason a signal while Spark starts
    is acted on once it has started. Otherwise Stop is raised at once.
    """

    def __init__(self, deferred: bool = False) -> None:
        self.signal: signal.Signals | None = None
        self.cancel: Callable[[], None] | None = None
        self.deferred = deferred  # until armed: a signal is noted, and acted on by arm (Spark is starting)
        self._previous: dict[int, object] = {}

    def __enter__(self) -> Stopping:
        if threading.current_thread() is threading.main_thread():
            self._previous = {number: signal.signal(number, self._handle) for number in SIGNALS}
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)  # type: ignore[arg-type]

    def arm(self, cancel: Callable[[], None] | None) -> None:
        """Handle the signals again (a SparkContext installs its own SIGINT handler), cancelling with ``cancel``;
        raise Stop if a signal came while deferred."""
        self.cancel, self.deferred = cancel, False
        if self._previous:
            for number in SIGNALS:
                signal.signal(number, self._handle)
        self.check()

    def check(self) -> None:
        """Raise Stop if a stop signal has arrived."""
        if self.signal is not None:
            raise Stop

    def _handle(self, number: int, frame: FrameType | None) -> None:
        if self.signal is not None:
            return  # the first one is being acted on
        self.signal = signal.Signals(number)
        if self.deferred:
            return
        if self.cancel is None:
            raise Stop
        threading.Thread(target=self.cancel, name="mqtranslate-cancel", daemon=True).start()


@contextmanager
def signals_ignored() -> Iterator[None]:
    """SIGINT and SIGTERM ignored: a second Ctrl-C must not stop the clean-up half way."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {number: signal.signal(number, signal.SIG_IGN) for number in SIGNALS}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
