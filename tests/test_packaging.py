"""The installed package carries every module, grammar and template (pyproject lists packages explicitly), and
the per-command modules run compiled when the opt-in mypyc build was asked for."""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from tests.conftest import stale_builds

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


def _compiled_modules() -> list[str]:
    """The modules setup.py compiles, as dotted names: its COMPILED list, evaluated alone (not the build)."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    listing = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                   and [target.id for target in node.targets if isinstance(target, ast.Name)] == ["COMPILED"])
    paths = eval(compile(ast.Expression(listing), "setup.py", "eval"), {})
    return [path.removesuffix(".py").replace("/", ".") for path in paths]


@pytest.mark.skipif(not os.environ.get("MQTRANSLATE_MYPYC"), reason="the compiled build is opt-in")
def test_the_per_command_modules_run_compiled() -> None:
    modules = _compiled_modules()
    assert "translator.readers.mqsc" in modules and "translator.writers.cl" in modules
    for name in modules:
        assert (ROOT / name.replace(".", "/")).with_suffix(".py").exists(), name
        assert importlib.import_module(name).__file__.endswith(tuple(EXTENSION_SUFFIXES)), name  # type: ignore[union-attr]


def test_a_source_newer_than_its_build_is_stale(tmp_path: Path) -> None:
    package = tmp_path / "translator"
    (package / "readers").mkdir(parents=True)
    build = package / "readers" / f"mqsc{EXTENSION_SUFFIXES[0]}"
    source = package / "readers" / "mqsc.py"
    source.write_text("")
    build.write_bytes(b"")
    os.utime(source, (1, 1))
    assert stale_builds(package) == []
    os.utime(source, (build.stat().st_mtime + 1, build.stat().st_mtime + 1))
    assert stale_builds(package) == ["translator/readers/mqsc.py"]


def test_the_command_line_lives_in_the_package_and_adds_no_top_level_module() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert config["project"]["scripts"]["mqtranslate"] == "translator.command_line:run"
    assert "py-modules" not in config["tool"]["setuptools"]


def test_the_names_the_command_line_offers_are_the_implemented_ones() -> None:
    from translator import names
    from translator.batch import CODECS
    from translator.diagnostics import Policy
    from translator.dialects import DIALECTS

    assert tuple(DIALECTS) == names.DIALECTS
    assert tuple(policy.value for policy in Policy) == names.POLICIES
    assert names.CODECS == CODECS


def test_help_imports_no_module_that_reads_or_writes() -> None:
    probe = ("import sys; from translator.command_line import main\n"
             "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('translator', 'lark', 'jinja2', 'pyarrow')))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert found.stdout.strip().splitlines()[-1] == "['translator', 'translator.command_line', 'translator.names']"
