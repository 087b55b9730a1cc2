"""The README's generated sections match what the code says."""

from __future__ import annotations

from pathlib import Path

from translator.diagnostics import markdown_table

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def _section(name: str) -> str:
    start, end = f"<!-- {name}:begin -->\n", f"\n<!-- {name}:end -->"
    return README[README.index(start) + len(start):README.index(end)]


def test_diagnostics_table_is_the_generated_one() -> None:
    assert _section("diagnostics") == markdown_table()
