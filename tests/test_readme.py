"""The README's generated sections match what the code says (UPDATE_README=1 rewrites them)."""

from __future__ import annotations

import os
from pathlib import Path

from translator.diagnostics import markdown_table

PATH = Path(__file__).resolve().parent.parent / "README.md"


def _bounds(text: str, name: str) -> tuple[int, int]:
    start, end = f"<!-- {name}:begin -->\n", f"\n<!-- {name}:end -->"
    return text.index(start) + len(start), text.index(end)


def test_diagnostics_table_is_the_generated_one() -> None:
    text = PATH.read_text(encoding="utf-8")
    start, end = _bounds(text, "diagnostics")
    if os.environ.get("UPDATE_README"):
        PATH.write_text(text[:start] + markdown_table() + text[end:], encoding="utf-8")
        text = PATH.read_text(encoding="utf-8")
        start, end = _bounds(text, "diagnostics")
    assert text[start:end] == markdown_table()


def test_readme_stays_a_readme() -> None:
    """At most 250 lines: what it is, install, the two commands, examples, semantics and diagnostics; the rest is
    docs/ and benchmarks/README.md."""
    assert len(PATH.read_text(encoding="utf-8").splitlines()) <= 250
