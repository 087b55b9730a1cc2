"""The output directory: scripts/, commands.parquet/ (one Parquet file per part) and summary.json, published
atomically.

Everything is written into ``DIR.tmp-<id>`` beside DIR and renamed to DIR only once complete, so an
interrupted run leaves a ``.tmp-`` folder, never a DIR that looks finished. A previous batch output
(a DIR holding only summary.json, scripts/ and commands.parquet/) is replaced; any other non-empty DIR is
refused. A ``.tmp-`` folder names the run writing it (host and process id, in its ``.owner`` file): the next
run for DIR removes those whose process is gone from this host (a killed run), and leaves any other.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import uuid
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

import pyarrow.parquet as pq

from translator.dialects import DIALECTS

from . import CODECS, BatchError
from .processes import alive
from .stopping import signals_ignored
from .summary import Summary, Tally
from .writer import SCRIPTS, TABLE, Destination, left_hidden

SUMMARY, OWNER = "summary.json", ".owner"


def check(out: Path) -> None:
    """Refuse, before any work, a DIR that exists and is neither empty nor a previous batch output: only then is
    replacing it safe. A DIR that cannot even be looked at (its name too long, a folder above it unreadable) cannot
    be written: said so, as a run that cannot start."""
    try:
        refused = out.exists() and not (out.is_dir() and (not any(out.iterdir()) or _previous_output(out)))
    except OSError as error:
        raise BatchError(f"cannot write {out}: {error.strerror or error}") from None
    if refused:
        raise BatchError(f"{out} exists and is not a previous batch output (only {SUMMARY}, {SCRIPTS}/ and "
                         f"{TABLE}/, written by mqtranslate batch); choose another --out or remove it")


def _previous_output(out: Path) -> bool:
    """True when DIR holds what a batch run publishes and nothing else, its summary.json being one: any other
    file (an input, a summary.json of something else, a note beside the scripts, a link) makes it a folder of the
    user's, which is never replaced. Below scripts/, a run writes no more files than its summary counts, each
    named for its target; below commands.parquet/, its parts."""
    if not {entry.name for entry in out.iterdir()} <= {SUMMARY, SCRIPTS, TABLE}:
        return False
    try:
        summary = json.loads((out / SUMMARY).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    if not (isinstance(summary, dict) and {"rows_written", "reconciled", "failed_commands"} <= summary.keys()):
        return False
    dialect = DIALECTS.get(str(summary.get("target")))
    scripts, parts = _files(out / SCRIPTS), _files(out / TABLE)
    return dialect is not None and scripts is not None and parts is not None \
        and len(scripts) <= int(summary.get("files") or 0) and all(name.endswith(dialect.extension) for name in scripts) \
        and all(name.startswith("part-") and name.endswith(".parquet") for name in parts)


def _files(folder: Path) -> list[str] | None:
    """The names of the files below ``folder`` (none when it is missing), or None when it holds anything but
    folders and files (a link, a device)."""
    names: list[str] = []
    for root, folders, files in os.walk(folder):  # links are not followed: seen, as links, in the lists
        for name in folders + files:
            path = Path(root, name)
            if path.is_symlink() or not (path.is_dir() or path.is_file()):
                return None
        names += files
    return names


def stale_staging(out: Path) -> list[Path]:
    """The ``DIR.tmp-<id>`` folders of runs for ``out`` that were killed on this host."""
    found = []
    for folder in out.parent.glob(f"{out.name}.tmp-*"):
        try:
            owner = json.loads((folder / OWNER).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # no owner (not ours, or a previous output being replaced): left alone
        if owner.get("host") == socket.gethostname() and not alive(int(owner.get("pid", 0))):
            found.append(folder)
    return sorted(found)


class Output:
    """One run's DIR: staged, filled part by part (by the workers or the driver), counted, then published."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.staging = out.with_name(f"{out.name}.tmp-{uuid.uuid4().hex[:12]}")
        self.tally = Tally()
        self.removed: list[Path] = []  # killed runs' staging folders, removed on entry

    def __enter__(self) -> Output:
        check(self.out)
        self.removed = stale_staging(self.out)
        for folder in self.removed:
            shutil.rmtree(folder, ignore_errors=True)
        for folder in (SCRIPTS, TABLE):
            (self.staging / folder).mkdir(parents=True)
        (self.staging / OWNER).write_text(json.dumps({"host": socket.gethostname(), "pid": os.getpid()}),
                                          encoding="utf-8")
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)

    def destination(self, root: Sequence[str], extension: str, compression: str = CODECS[0],
                    folders_taken: frozenset[str] = frozenset()) -> Destination:
        """Where this run's parts go, with scripts mirrored below ``root`` and the table in ``compression``;
        ``folders_taken``: the scripts that are other scripts' folders."""
        return Destination(str(self.staging), tuple(root), extension, compression, folders_taken)

    def add(self, part: Tally) -> None:
        """Count one written part."""
        self.tally.merge(part)

    def commit(self, source: str, target: str, listed: int) -> Summary:
        """Count the rows written (read back from every part's file), check them and the ``listed`` input files
        against the counts, and publish DIR."""
        for left in left_hidden(self.staging):
            left.unlink()
        written = sum(pq.read_metadata(part).num_rows for part in (self.staging / TABLE).glob("part-*.parquet"))
        summary = Summary.of(self.tally, source, target, written, listed)
        (self.staging / SUMMARY).write_text(summary.to_json(), encoding="utf-8")
        self._publish()
        return summary

    def _publish(self) -> None:
        """Replace DIR with the staging folder and remove the previous output, with stop signals ignored: stopped
        between the two renames, there would be no DIR, and a previous output left beside it. Once this starts, the
        run is done."""
        with signals_ignored():
            self._replace()

    def _replace(self) -> None:
        check(self.out)
        (self.staging / OWNER).unlink()
        old = self.out.with_name(f"{self.staging.name}.old")
        if self.out.exists():
            self.out.rename(old)
        self.staging.rename(self.out)
        shutil.rmtree(old, ignore_errors=True)
