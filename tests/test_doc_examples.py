"""The console examples of the README and docs/dialects.md run as shown: each ``$ cat FILE`` block writes FILE, each
other ``$`` line runs (``mqtranslate`` being this checkout's command line) and prints what follows it, its standard
output and its standard error as two blocks in either order. Batch examples print timings and are left out."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_BLOCK = re.compile(r"```console\n(.*?)```", re.S)


def _examples() -> list[tuple[str, int, str]]:
    found = []
    for name in ("README.md", "docs/dialects.md"):
        text = (ROOT / name).read_text(encoding="utf-8")
        for block in _BLOCK.finditer(text):
            if "mqtranslate batch" not in block.group(1):
                found.append((name, text.count("\n", 0, block.start()) + 1, block.group(1)))
    return found


def _steps(block: str) -> list[tuple[str, list[str]]]:
    """Each ``$`` line with the lines shown after it."""
    steps: list[tuple[str, list[str]]] = []
    for line in block.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            steps[-1][1].append(line)
    return steps


@pytest.mark.parametrize(("document", "line", "block"), _examples(), ids=lambda value: str(value)[:20])
def test_a_console_example_prints_what_it_shows(document: str, line: int, block: str, tmp_path: Path) -> None:
    command_line = f'mqtranslate() {{ PYTHONPATH="{ROOT}" "{sys.executable}" -m cli "$@"; }}\n'
    for command, shown in _steps(block):
        cat = re.fullmatch(r"cat (\S+)", command)
        if cat and not (tmp_path / cat[1]).exists():
            (tmp_path / cat[1]).write_text("\n".join(shown) + "\n", encoding="utf-8")
            continue
        done = subprocess.run(["bash", "-c", command_line + command], cwd=tmp_path, capture_output=True, text=True,
                              check=False, timeout=120)
        out, err = done.stdout.splitlines(), done.stderr.splitlines()
        assert shown in (out + err, err + out), f"{document}:{line}: $ {command}\n" + "\n".join(out + err)
