"""A one-line progress bar on stderr, drawn only when stderr is a terminal."""

from __future__ import annotations

import sys
import time
from typing import TextIO

_WIDTH = 30
_EVERY = 0.1  # seconds between redraws


class Progress:
    """Files done out of ``total``, commands so far and elapsed time; silent when not on a terminal."""

    def __init__(self, total: int, stream: TextIO = sys.stderr) -> None:
        self.total, self.stream = total, stream
        self.enabled = stream.isatty()
        self.files = self.commands = 0
        self.started = self._drawn = time.monotonic()

    def advance(self, files: int, commands: int) -> None:
        """More files done, with their command count."""
        self.files += files
        self.commands += commands
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= _EVERY or self.files == self.total):
            self._drawn = now
            done = _WIDTH * self.files // max(self.total, 1)
            self.stream.write(f"\r[{'#' * done}{'.' * (_WIDTH - done)}] {self.files:,}/{self.total:,} files  "
                              f"{self.commands:,} commands  {now - self.started:.1f} s")
            self.stream.flush()

    def close(self) -> None:
        """End the bar's line."""
        if self.enabled and self.files:
            self.stream.write("\n")
            self.stream.flush()
