"""Fixtures shared by test modules: the batch inputs (built once per module that asks for them)."""

from __future__ import annotations

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
