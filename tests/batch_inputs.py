"""Inputs for the batch tests: the shared corpus, generated scripts, and files with every fault injected."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from benchmarks.corpus import generate
from translator import translate

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"

# file name -> (statuses of its rows, the code of its failed file row or None)
FAULTS: dict[str, tuple[Counter[str], str | None]] = {
    "good.mqsc": (Counter(translated=2), None),
    "error.mqsc": (Counter({"translated": 1, "failed": 1, "skipped": 1}), None),  # the channel: a CL comment
    "garbage.bin": (Counter(failed=1), "MQT101"),
    "latin1.mqsc": (Counter(failed=1), "MQT101"),
    "empty.mqsc": (Counter(failed=1), "MQT111"),
    "blank.mqsc": (Counter(failed=1), "MQT111"),
    "bom-only.mqsc": (Counter(failed=1), "MQT111"),  # a byte-order mark, then nothing: empty too
    "broken-link.mqsc": (Counter(failed=1), "MQT110"),
    "directory-link.mqsc": (Counter(), None),  # a link to a folder, inside a folder given: not followed, no input
}


def quiet(_: str) -> None:
    """An echo that says nothing."""


def tree(folder: Path) -> dict[str, bytes]:
    """Every file below ``folder`` with its bytes."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def with_corpus(folder: Path) -> list[Path]:
    """The shared corpus (when it is beside the checkout) and ``folder``."""
    return [CORPUS, folder] if CORPUS.is_dir() else [folder]


def faulty_folder(folder: Path) -> Path:
    """Generated MQSC and CL scripts plus one file per fault in FAULTS (and a hidden file, which is skipped)."""
    generate(folder / "generated", 300, seed=7, cl_share=0.3)
    (folder / "good.mqsc").write_text("DEFINE QLOCAL('APP.IN') MAXDEPTH(5000) REPLACE\nALTER QL(APP.IN) PUT(DISABLED)\n")
    (folder / "error.mqsc").write_text("DEFINE QLOCAL('APP.OK')\n* the next one has an error\n"
                                       "DEFINE QLOCAL('APP.BAD') MAXDEPTH(many)\nDEFINE CHANNEL(TO.QM2) CHLTYPE(SDR)\n")
    (folder / "garbage.bin").write_bytes(bytes(range(256)) * 8)
    (folder / "latin1.mqsc").write_bytes("DEFINE QLOCAL('CAFÉ')\n".encode("latin-1"))
    (folder / "empty.mqsc").write_bytes(b"")
    (folder / "blank.mqsc").write_text("  \n\n")
    (folder / "bom-only.mqsc").write_bytes(b"\xef\xbb\xbf\n")
    (folder / "broken-link.mqsc").symlink_to(folder / "nowhere.mqsc")
    (folder / "directory-link.mqsc").symlink_to(folder / "generated", target_is_directory=True)
    (folder / ".hidden.mqsc").write_text("DEFINE QLOCAL('NOT.READ')\n")
    return folder


def expected(*folders: Path) -> tuple[int, Counter[str]]:
    """(files, statuses) found apart from the batch code: translate() on each readable file, FAULTS for the rest."""
    paths = [path for folder in folders for path in folder.rglob("*") if (path.is_file() or path.is_symlink())
             and not (path.is_symlink() and path.is_dir())
             and not any(part.startswith(".") for part in path.relative_to(folder).parts)]
    files, statuses = len(paths), Counter()
    for path in paths:
        if path.name in FAULTS:
            statuses += FAULTS[path.name][0]
        else:
            statuses.update(record.status for record in translate(path.read_bytes(), target="cl").records)
    return files, statuses
