"""Fixtures shared by test modules: the batch inputs (built once per module that asks for them); a session
stops at once when a compiled module is older than its source, as Python would import the stale build."""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from tests.batch_inputs import faulty_folder, with_corpus


@pytest.fixture(scope="module")
def faults(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Generated scripts plus one file per batch fault (tests/batch_inputs.py)."""
    return faulty_folder(tmp_path_factory.mktemp("inputs"))


@pytest.fixture(scope="module")
def inputs(faults: Path) -> list[Path]:
    """The shared corpus (when present) and the faults folder."""
    return with_corpus(faults)


def stale_builds(package: Path) -> list[str]:
    """The modules of ``package`` whose source changed after mypyc compiled them (setup.py)."""
    found = []
    for suffix in EXTENSION_SUFFIXES:
        for build in package.rglob(f"*{suffix}"):
            source = build.with_name(build.name.removesuffix(suffix) + ".py")
            if source.exists() and source.stat().st_mtime > build.stat().st_mtime:
                found.append(str(source.relative_to(package.parent)))
    return sorted(found)


def pytest_sessionstart(session: pytest.Session) -> None:
    stale = stale_builds(Path(__file__).resolve().parents[1] / "translator")
    if stale:
        pytest.exit(f"{', '.join(stale)} changed after it was compiled, and Python would run the old build: "
                    "run `make test`, which compiles again", returncode=4)
