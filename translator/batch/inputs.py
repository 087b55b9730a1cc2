"""What to translate: INPUT arguments expanded to files, and where each file's output goes."""

from __future__ import annotations

import fnmatch
import glob
import os
import re
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import NamedTuple

from . import BatchError

_URI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):/*")
_GLOB = re.compile(r"[*?[]")
# A file: URI as Hadoop writes it (file:/x) or as users do (file:///x, file://localhost/x).
_FILE_URI = re.compile(r"file:(?://(?:localhost)?(?=/)|(?=/(?!/)))", re.IGNORECASE)
NO_FILE_IN = " (names starting with '.' are skipped)"  # said of a folder that lists no file


class Source(NamedTuple):
    """One input file: its path (absolute, or a Hadoop URI), size in bytes, and whether Spark fetches it."""

    path: str
    size: int
    hadoop: bool = False


def is_uri(argument: str) -> bool:
    """True for ``scheme://...`` arguments (hdfs://, s3a://, file://): Hadoop paths read through Spark."""
    return _URI.match(argument) is not None


def local_path(path: str) -> str | None:
    """The local file ``path`` names: itself, or a file: URI's path ('%' in it is a '%', as Hadoop reads it); None
    for a URI of another file system."""
    if (uri := _FILE_URI.match(path)) is not None:
        return path[uri.end():]
    return None if is_uri(path) else path


def local_files(arguments: Iterable[str], echo: Callable[[str], None] | None = None) -> list[Source]:
    """The files named by local paths, directories (walked, hidden names skipped) and globs, sorted, unique.

    A path that does not exist is kept: it becomes a failed row naming it, not a lost input. An argument that
    names no file (a glob matching nothing, a folder holding none) is a BatchError, as an input given by mistake.
    A link to a folder met walking one is no input file: not followed (a link up the tree would make the walk
    endless), and said to ``echo``.
    """
    found: set[str] = set()
    linked: list[str] = []
    for argument in arguments:
        # A path that exists is that file, whatever its name holds ('q[1].mqsc' is no pattern for q1.mqsc).
        pattern = _GLOB.search(argument) is not None and not os.path.lexists(argument)
        matches = _expanded(argument) if pattern else [argument]
        if not matches:
            raise BatchError(f"no file matches {argument}")
        # A folder a pattern ending in ** matches has its files matched too: walked again, they would be twice.
        covered = pattern and argument.rstrip(os.sep).split(os.sep)[-1] == "**"
        listed = [path for match in matches if not (covered and os.path.isdir(match))
                  for path in (_walk(match, linked) if os.path.isdir(match) else [os.path.abspath(match)])]
        _say_linked(linked, echo)
        if not listed:
            raise BatchError(f"no file in {argument}{NO_FILE_IN}")
        found.update(listed)
    return [Source(path, _size(path)) for path in sorted(found)]


def _expanded(pattern: str) -> list[str]:
    """A glob's matches, sorted. Where it has ``**`` (any folders), the folder before it is walked, links to
    folders followed as glob follows them but each folder entered once (hidden names skipped), so a link back up the
    tree cannot make the listing endless, nor list a file more than once."""
    if "**" not in pattern:
        return sorted(glob.glob(pattern))
    parts = pattern.split(os.sep)
    fixed = next(index for index, part in enumerate(parts) if _GLOB.search(part))
    base = os.sep.join(parts[:fixed]) or (os.sep if pattern.startswith(os.sep) else os.curdir)
    wanted = parts[fixed:]
    found, entered = [], set()
    for folder, subfolders, names in os.walk(base, followlinks=True, onerror=partial(_unlisted, found)):
        where = os.stat(folder)
        if (where.st_dev, where.st_ino) in entered:  # reached again through a link: already listed
            subfolders[:] = []
            continue
        entered.add((where.st_dev, where.st_ino))
        subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
        for name in names + subfolders:
            path = os.path.join(folder, name)
            if not name.startswith(".") and _matches(os.path.relpath(path, base).split(os.sep), wanted):
                found.append(path)
    return sorted(found)


def _matches(names: list[str], patterns: list[str]) -> bool:
    """Whether path components ``names`` match glob components ``patterns`` (``**``: any number of components),
    each pair of positions tried once."""
    tried: dict[tuple[int, int], bool] = {}

    def match(i: int, j: int) -> bool:
        if (i, j) not in tried:
            if j == len(patterns):
                tried[i, j] = i == len(names)
            elif patterns[j] == "**":
                tried[i, j] = match(i, j + 1) or (i < len(names) and match(i + 1, j))
            else:
                tried[i, j] = i < len(names) and fnmatch.fnmatchcase(names[i], patterns[j]) and match(i + 1, j + 1)
        return tried[i, j]

    return match(0, 0)


def included(sources: Sequence[Source], patterns: Sequence[str]) -> tuple[list[Source], int]:
    """The sources whose file name matches one of ``patterns`` (``*.mqsc``; case-insensitive, as IBM i members
    are often upper case), all when there are none; and how many were left out."""
    if not patterns:
        return list(sources), 0
    lowered = [pattern.lower() for pattern in patterns]
    kept = [source for source in sources
            if any(fnmatch.fnmatchcase(_parts(source.path)[-1].lower(), pattern) for pattern in lowered)]
    return kept, len(sources) - len(kept)


def _walk(directory: str, linked: list[str]) -> Iterable[str]:
    """Every file below ``directory``; a symbolic link to a directory is not followed but added to ``linked``, and a
    folder that cannot be listed is listed (it fails as an input that cannot be read, MQT110, never skipped
    silently)."""
    unlisted: list[str] = []
    for folder, subfolders, names in os.walk(directory, onerror=partial(_unlisted, unlisted)):
        yield from map(os.path.abspath, unlisted)
        unlisted.clear()
        subfolders[:] = sorted(d for d in subfolders if not d.startswith("."))
        linked += [os.path.abspath(os.path.join(folder, d)) for d in subfolders if os.path.islink(os.path.join(folder, d))]
        for name in names:
            if not name.startswith("."):
                yield os.path.abspath(os.path.join(folder, name))
    yield from map(os.path.abspath, unlisted)


_LINKS_NAMED = 5  # links to folders named in the notice; the rest are counted


def _say_linked(linked: list[str], echo: Callable[[str], None] | None) -> None:
    """Say which links to folders a walk did not follow, then forget them."""
    if linked and echo is not None:
        named = sorted(set(linked))
        more = f" and {len(named) - _LINKS_NAMED:,} more" if len(named) > _LINKS_NAMED else ""
        echo(f"  not followed: {len(named):,} link(s) to a folder, {', '.join(named[:_LINKS_NAMED])}{more} (give "
             "that folder, or a ** glob, as an input)")
    linked.clear()


def _unlisted(found: list[str], error: OSError) -> None:
    """Keep a folder os.walk cannot list, as an input: reading it fails, so it is a failed row (MQT110)."""
    if error.filename:
        found.append(os.fspath(error.filename))


def _size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _parts(path: str) -> list[str]:
    """Path components, with a URI scheme as the first one: hdfs://nn/a/b -> [hdfs, nn, a, b]."""
    return [p for p in _SCHEME.sub(r"\1/", path, count=1).split("/") if p]


def common_root(paths: Sequence[str]) -> list[str]:
    """The deepest folder holding every path, as components (mirror paths are relative to it)."""
    folders = [_parts(path)[:-1] for path in paths]
    return os.path.commonprefix(folders) if folders else []  # noqa: RUF071 - lists: compared item by item


def mirror(path: str, root: Sequence[str], extension: str) -> str:
    """Where ``path``'s output goes, relative to the scripts folder: its path below ``root`` plus ``extension``."""
    return "/".join(_parts(path)[len(root):]) + extension


def scripts_as_folders(paths: Iterable[str], root: Sequence[str], extension: str) -> frozenset[str]:
    """The scripts (as mirror names them) that are also the folder of other files' scripts: inputs ``q`` and
    ``q.mqsc/r``, into MQSC. Known before any file is written, the files below such a folder fail whichever part is
    written first (parts are written at once), so the same files are written whatever the workers."""
    paths = list(paths)
    folders = set[str]()
    for path in paths:  # the listed paths, compared as strings: cheaper than their components, and they are unique
        end = path.rfind("/")
        while end > 0 and (folder := path[:end]) not in folders:  # its folders, deepest first, until one seen
            folders.add(folder)
            end = path.rfind("/", 0, end)
    return frozenset(mirror(path, root, extension) for path in paths if path + extension in folders)
