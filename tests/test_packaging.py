"""The installed package carries every module, grammar and template (pyproject lists packages explicitly)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    folders = {p.parent for p in (ROOT / "translator").rglob("*") if p.suffix in {".py", ".lark", ".j2"}}
    expected = {".".join(folder.relative_to(ROOT).parts) for folder in folders}
    assert expected - listed == set()
    for package, patterns in config["package-data"].items():
        assert package in listed and patterns


def test_grammars_and_templates_are_the_top_level_folders() -> None:
    assert (ROOT / "translator" / "grammars").resolve() == ROOT / "grammars"
    assert (ROOT / "translator" / "templates").resolve() == ROOT / "templates"
