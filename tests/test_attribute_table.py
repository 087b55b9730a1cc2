"""`mqtranslate attributes`: the registry's attribute table, and the README's copy of it."""

from __future__ import annotations

import json
import os
from pathlib import Path

from click.testing import CliRunner

from cli import main
from translator import attribute_table, registry

README = Path(__file__).resolve().parent.parent / "docs" / "attributes.md"
BEGIN, END = "<!-- attributes:begin -->\n", "<!-- attributes:end -->"


def test_the_readme_table_is_the_generated_one() -> None:
    text = README.read_text(encoding="utf-8")
    if os.environ.get("UPDATE_README"):  # as tests/test_readme.py rewrites the diagnostics table
        start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
        README.write_text(text[:start] + attribute_table.markdown() + text[end:], encoding="utf-8")
        text = README.read_text(encoding="utf-8")
    section = text[text.index(BEGIN) + len(BEGIN):text.index(END)]
    assert section == attribute_table.markdown(), "regenerate it: mqtranslate attributes (docs/attributes.md)"


def test_every_attribute_has_a_row_with_a_spelling_or_not_expressible_per_dialect() -> None:
    rows = attribute_table.markdown().splitlines()[2:]
    assert len(rows) == len(registry.ATTRIBUTES)
    assert all(row.count(" | ") == 6 for row in rows)
    cells = {row.split(" | ")[0].lstrip("| "): row.split(" | ")[2:] for row in rows}
    assert cells["InhibitPut"] == ["PUT", "PUTENBL", "MQIA_INHIBIT_PUT (10)", "PUT- (QL, QA)", "put |"]
    assert cells["TriggerControl"][0] == "TRIGGER / NOTRIGGER" and cells["TriggerControl"][3].startswith("TRIGGER")
    assert cells["TriggerControl"][4] == '"trigger": "yes" / "notrigger": "yes" |'
    assert cells["TpfSweep"] == ["not expressible"] * 3 + ["SWEEP- (QL)", "not expressible |"]
    assert cells["TpfCommon"][3] == "COMMON- (DEF QL)"
    assert cells["Purge (option)"][3] == "PURGE (DEL QL)"
    assert cells["BaseObjectName"][0] == "TARGET, TARGQ"


def test_the_cli_prints_markdown_and_json() -> None:
    runner = CliRunner()
    markdown = runner.invoke(main, ["attributes"])
    assert markdown.exit_code == 0 and markdown.output == attribute_table.markdown()
    found = runner.invoke(main, ["attributes", "--format", "json"])
    assert found.exit_code == 0
    rows = {row["attribute"]: row for row in json.loads(found.output)}
    assert set(rows) == {a.name for a in registry.ATTRIBUTES}
    assert rows["Usage"]["spellings"] == {"mqsc": "USAGE", "cl": "USAGE", "pcf": "MQIA_USAGE (12)",
                                          "tpf": "USAGE- (DEF QL)", "rest": "usage"}
    assert (rows["Usage"]["tpf_types"], rows["Usage"]["tpf_define_only"]) == (["QL"], True)
    assert rows["QMgrName"]["spellings"]["mqsc"] == "not expressible"
