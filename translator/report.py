"""The migration report: what a translation run did, in Markdown or JSON.

Built from per-command records (``translator.translation.Record``) so that ``convert`` and
``batch`` report alike: commands in, translated, passed through and failed; diagnostics by code
and by attribute; and, per target dialect, the attributes and commands the target could not express.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from translator.diagnostics import CODES
from translator.markdown import table
from translator.translation import STATUSES, Record, Translation


@dataclass(slots=True)
class MigrationReport:
    """Counts gathered from records; ``add`` more records, then render with ``markdown`` or ``as_json``."""

    statuses: Counter[str] = field(default_factory=Counter)
    by_code: Counter[str] = field(default_factory=Counter)
    by_attribute: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    attributes_lost: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    commands_lost: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))

    def add(self, records: Iterable[Record], target: str) -> MigrationReport:
        """Count ``records``, translated to dialect ``target``."""
        for record in records:
            self.statuses[record.status] += 1
            for diagnostic in record.diagnostics:
                self.by_code[diagnostic.code] += 1
                if diagnostic.attribute:
                    self.by_attribute[diagnostic.attribute][diagnostic.code] += 1
                if diagnostic.code == "MQT305":
                    self.commands_lost[target][record.kind] += 1
                elif diagnostic.code == "MQT310":  # the command is expressible, the condition it runs on is not
                    self.commands_lost[target][f"{record.kind} on a condition"] += 1
                elif CODES[diagnostic.code].lossy and diagnostic.attribute:
                    self.attributes_lost[target][diagnostic.attribute] += 1
        return self

    def summary(self) -> dict[str, int]:
        """Commands in and per status (in = translated + passed through + skipped + failed), and how many the target
        has no command for (MQT305), or no condition for (MQT310): failed under the error policy."""
        return {"in": sum(self.statuses.values()), **{status: self.statuses[status] for status in STATUSES},
                "not-expressible": sum(sum(kinds.values()) for kinds in self.commands_lost.values())}

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form, keys sorted so equal runs give equal reports."""
        return {"commands": self.summary(),
                "diagnostics_by_code": {code: {"name": CODES[code].name, "count": count}
                                        for code, count in sorted(self.by_code.items())},
                "diagnostics_by_attribute": {name: dict(sorted(codes.items()))
                                             for name, codes in sorted(self.by_attribute.items())},
                "attributes_lost": _nested(self.attributes_lost), "commands_lost": _nested(self.commands_lost)}

    def as_json(self) -> str:
        """The report as JSON text."""
        return json.dumps(self.as_dict(), indent=2) + "\n"

    def markdown(self) -> str:
        """The report as a Markdown document."""
        summary = self.summary()
        parts = ["# Migration report", "", _table(("Commands", "Count"),
                                                     [(k.replace("-", " "), str(v)) for k, v in summary.items()])]
        parts += ["## Diagnostics by code", "", _table(("Code", "Name", "Count"), [
            (code, CODES[code].name, str(count)) for code, count in sorted(self.by_code.items())])]
        parts += ["## Diagnostics by attribute", "", _table(("Attribute", "Codes", "Count"), [
            (name, ", ".join(sorted(codes)), str(sum(codes.values())))
            for name, codes in sorted(self.by_attribute.items())])]
        parts += ["## Lost per target dialect", "", _table(("Target", "Attribute or command", "Times"), [
            (target, what, str(count)) for lost in (self.attributes_lost, self.commands_lost)
            for target, found in sorted(lost.items()) for what, count in sorted(found.items())])]
        return "\n".join(parts)

    def write(self, path: str | Path) -> None:
        """Write the report to ``path``: JSON when it ends in .json, else Markdown."""
        path = Path(path)
        path.write_text(self.as_json() if path.suffix.lower() == ".json" else self.markdown(), encoding="utf-8")


def _nested(counts: dict[str, Counter[str]]) -> dict[str, dict[str, int]]:
    return {outer: dict(sorted(inner.items())) for outer, inner in sorted(counts.items())}


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    return table(header, rows) if rows else "None.\n"


def from_translations(translations: Iterable[Translation]) -> MigrationReport:
    """The report for ``convert``: every translation's records, under its own target."""
    report = MigrationReport()
    for translation in translations:
        report.add(translation.records, translation.target)
    return report
