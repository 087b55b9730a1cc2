"""The installed package carries every module, grammar and template (pyproject lists packages explicitly), and is
pure Python: no module is built."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib.machinery import EXTENSION_SUFFIXES
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


def test_the_package_is_pure_python() -> None:
    assert not (ROOT / "setup.py").exists()
    assert not [p for suffix in EXTENSION_SUFFIXES for p in (ROOT / "translator").rglob(f"*{suffix}")]


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


def test_a_wheel_builds_without_a_c_compiler(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for name in ("translator", "grammars", "templates"):  # translator/grammars and /templates link to the others
        shutil.copytree(ROOT / name, source / name, symlinks=True,
                        ignore=shutil.ignore_patterns("__pycache__"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", str(source), "-w",
                            str(tmp_path / "wheels")], capture_output=True, text=True, check=False,
                           env={**os.environ, "CC": "false"})
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = (tmp_path / "wheels").glob("*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "translator/templates/cl/command.j2" in names and "translator/grammars/mqsc.lark" in names
