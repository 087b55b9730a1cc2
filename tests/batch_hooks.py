"""mqtranslate with a hook in batch's file reading, for the fault tests (run as ``python -m tests.batch_hooks``).

A file whose name starts with ``block`` makes the process reading it write its pid to ``$MQT_HOOK_MARKS/<name>``
and wait for a signal, the first time only (the marker says it happened); one whose name starts with ``die``
kills the process reading it, every time. Workers fork from this process, so they run the hook too.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

from translator.batch import files

_original = files.translate_local


def _hooked(path: str, job: files.Job, sink: files.Sink) -> None:
    name = os.path.basename(path)
    if name.startswith("die"):
        os.kill(os.getpid(), signal.SIGKILL)
    if name.startswith("block"):
        marks = Path(os.environ["MQT_HOOK_MARKS"])
        if not (marks / name).exists():
            (marks / f".{name}").write_text(str(os.getpid()))
            os.replace(marks / f".{name}", marks / name)  # whole when it appears
            while True:
                signal.pause()
    _original(path, job, sink)


files.translate_local = _hooked

if __name__ == "__main__":
    from cli import run

    run()
