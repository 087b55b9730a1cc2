"""A class-data archive of the driver JVM (Java's AppCDS): made by the first Spark run, used by the next ones,
whose session then starts sooner: the JVM maps the classes instead of loading and checking each.

The archive depends on the java binary and the Spark jars: its name holds a digest of both, so a new pyspark
or Java makes a new one instead of being refused by the JVM. It lives in ``$XDG_CACHE_HOME/mqtranslate`` (or
``~/.cache/mqtranslate``); ``MQTRANSLATE_CLASS_ARCHIVE=off`` turns it off. The JVM writes it
as it exits, into a file named after this process; ``publish`` gives it its final name only once that JVM has
exited cleanly, so no run reads a half-written archive. A file left by a run that was killed is removed.

Every pyspark install (each virtual environment) has archives of its own, so the folder keeps the KEEP most
recently used (a run that reads an archive marks it used) and publishing a new one removes the others.
"""

from __future__ import annotations

import hashlib
import os
from contextlib import suppress
from pathlib import Path

from .java import find_java
from .processes import alive

SWITCH = "MQTRANSLATE_CLASS_ARCHIVE"
_QUIET = ["-Xlog:cds=off", "-Xlog:cds+dynamic=off"]  # classes it cannot archive are skipped, not listed
KEEP = 3


def _folder() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mqtranslate"


def _digest(java: str, jars: Path) -> str:
    found = hashlib.sha256()
    for file in [Path(os.path.realpath(java)), *sorted(jars.glob("*.jar"))]:
        status = file.stat()
        found.update(f"{file}\0{status.st_size}\0{status.st_mtime_ns}\n".encode())
    return found.hexdigest()[:16]


def options(jars: Path) -> tuple[list[str], Path | None]:
    """The JVM options for a driver JVM this process starts, and the file that JVM writes at exit (None when
    it reads an archive, or when there is none to make)."""
    java = find_java()
    if os.environ.get(SWITCH, "").lower() in {"off", "0", "no"} or java is None or not jars.is_dir():
        return [], None
    try:
        final = _folder() / f"spark-{_digest(java, jars)}.jsa"
    except (RuntimeError, OSError):  # no home folder, or a file that vanished while hashed: no archive
        return [], None
    for left in final.parent.glob("*.jsa.tmp-*"):
        pid = left.name.rsplit("-", 1)[1]
        if pid.isdigit() and not alive(int(pid)):
            left.unlink(missing_ok=True)
    if final.is_file():
        with suppress(OSError):
            os.utime(final)  # used now: the last one _prune removes
        return [f"-XX:SharedArchiveFile={final}", *_QUIET], None
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return [], None
    writing = final.with_name(f"{final.name}.tmp-{os.getpid()}")
    return [f"-XX:ArchiveClassesAtExit={writing}", *_QUIET], writing


def publish(writing: Path) -> None:
    """Give the archive the JVM wrote (it has exited cleanly) its final name, for the next runs."""
    if writing.is_file() and writing.stat().st_size:
        writing.replace(writing.with_name(writing.name.rsplit(".tmp-", 1)[0]))
        _prune(writing.parent)


def _prune(folder: Path) -> None:
    """Remove all but the KEEP most recently used archives (a JVM reading one that goes keeps its open copy)."""
    def used(archive: Path) -> float:
        try:
            return archive.stat().st_mtime
        except OSError:
            return 0.0

    for archive in sorted(folder.glob("spark-*.jsa"), key=used, reverse=True)[KEEP:]:
        archive.unlink(missing_ok=True)
