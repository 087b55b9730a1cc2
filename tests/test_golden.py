"""Golden fixtures: fixtures/<case>/input.<ext> translates to every fixtures/<case>/expected.<ext>.

Set UPDATE_GOLDEN=1 to rewrite the expected files (review the diff before committing).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers import EXTENSIONS
from translator import translate
from translator.dialects import DIALECTS

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _dialect(path: Path) -> str:
    suffix = "".join(path.suffixes)
    return EXTENSIONS.get(suffix, "auto")  # an input of another form of a dialect (.rest.yml): recognised


def _cases() -> list[tuple[Path, Path]]:
    cases = []
    for folder in sorted(p for p in FIXTURES.iterdir() if p.is_dir()):
        (source,) = folder.glob("input.*")
        cases += [(source, expected) for expected in sorted(folder.glob("expected.*"))]
    return cases


@pytest.mark.parametrize(("source", "expected"), _cases(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_golden(source: Path, expected: Path) -> None:
    target = _dialect(expected)
    data = source.read_bytes()
    result = translate(data, _dialect(source), target, file=source.name)
    assert result.ok, [d.format() for d in result.diagnostics]
    output = result.output if DIALECTS[target].binary else result.output.encode("utf-8")
    if os.environ.get("UPDATE_GOLDEN"):
        expected.write_bytes(output)
    assert output == expected.read_bytes()


def test_every_fixture_folder_has_an_input_and_an_expectation() -> None:
    for folder in (p for p in FIXTURES.iterdir() if p.is_dir()):
        assert len(list(folder.glob("input.*"))) == 1, folder
        assert list(folder.glob("expected.*")), folder
