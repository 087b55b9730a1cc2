"""The dialect table and the rule that keeps each dialect in its own module: no code outside translator/dialects/
asks for a dialect by name."""

from __future__ import annotations

import re
from pathlib import Path

from translator import names
from translator.dialects import DIALECTS, detect

ROOT = Path(__file__).resolve().parents[1]
_NAME = "|".join(re.escape(name) for name in names.DIALECTS)
# `x == "tpf"`, `"mqsc" != y`, `x in ("pcf", "pcf-bin")`, `x not in {"cl"}` (not a dict's key, not a loop over names).
COMPARISON = re.compile(rf'''(?:==|!=|\bin)\s*[(\[{{]?\s*["']({_NAME})["'](?!\s*:)|["']({_NAME})["']\s*(?:==|!=)''')

LOOP = re.compile(r"\bfor \w+ in [(\[]")
CHECKED = re.compile(r"\bassert\b.*\b(detect|source)\b")  # a test checking which dialect was recognised


def test_no_code_outside_the_dialects_package_compares_a_dialect_name() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for folder in ("translator", "benchmarks", "tests")
             for path in sorted((ROOT / folder).rglob("*.py"))
             if "dialects" not in path.relative_to(ROOT).parts[:2] and path.name != "test_dialects.py"
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if COMPARISON.search(line) and not LOOP.search(line) and not CHECKED.search(line)]
    assert found == []


def test_every_dialect_has_its_own_module_extension_and_a_fallback_for_detection() -> None:
    assert tuple(DIALECTS) == names.DIALECTS
    assert len({dialect.extension for dialect in DIALECTS.values()}) == len(DIALECTS)
    assert detect("anything else") == max(DIALECTS.values(), key=lambda dialect: dialect.detection).name
    for dialect in DIALECTS.values():
        assert dialect.read.__module__.split(".")[-1].startswith(dialect.name.split("-")[0]), dialect.name
