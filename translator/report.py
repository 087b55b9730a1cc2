"""The migration report: what a translation run did, in Markdown or JSON.

Built from per-command records (``translator.translation.Record``) so that ``convert`` and
``batch`` report alike: commands in, translated, passed through and failed; diagnostics by code
and by attribute; and, per target dialect, the attributes and commands the target could not express.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path

from translator.diagnostics import CODES, Diagnostic
from translator.markdown import code_span, table
from translator.model.characters import visible
from translator.translation import STATUSES, Record, Translation


@dataclass(slots=True)
class MigrationReport:
    """Counts gathered from records; ``add`` more records, then render with ``markdown`` or ``as_json``."""

    statuses: Counter[str] = field(default_factory=Counter)
    by_code: Counter[str] = field(default_factory=Counter)
    by_attribute: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    attributes_lost: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    commands_lost: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    out_of_scope: defaultdict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    not_expressible: int = 0
    failures: list[str] = field(default_factory=list)  # "file:line:column CODE message", the first LISTED
    # Errors of the run as a whole, of no one command (MQT316: inputs for two queue managers in one output).
    run_errors: list[str] = field(default_factory=list)
    # What the command line said of its options (an --existing file's definitions that could not be read, or that
    # make a queue with two types; an option ignored): of no command, but of how the run's commands were typed.
    notices: list[str] = field(default_factory=list)

    def add_run_error(self, diagnostic: Diagnostic) -> MigrationReport:
        """Count an error about the inputs together, which no command's record holds."""
        self.by_code[diagnostic.code] += 1
        self.run_errors.append(visible(f"{diagnostic.span} {diagnostic.code} {diagnostic.message}"))
        return self

    def add(self, records: Iterable[Record], target: str) -> MigrationReport:
        """Count ``records``, translated to dialect ``target``. What the target cannot express is counted whatever
        the policy made of it: an error, a warning, or ignored (not printed)."""
        for record in records:
            self.statuses[record.status] += 1
            errors = [d.code for d in record.diagnostics if d.severity.value == "error"]
            self.not_expressible += bool(errors) and all(CODES[code].lossy for code in errors)
            if record.status == "failed" and len(self.failures) < LISTED:
                # At its first error, as the command line shows it (and batch's summary); else at the command.
                first = next((d for d in record.diagnostics if d.severity.value == "error"), None)
                said = f":{first.span.line}:{first.span.column} {first.code} {first.message}" if first else \
                    f":{record.line}:{record.column}"
                self.failures.append(visible(f"{record.file}{said}"))
            for diagnostic in record.diagnostics:
                code = diagnostic.code
                self.by_code[code] += 1
                if diagnostic.attribute:
                    self.by_attribute[diagnostic.attribute][code] += 1
                if code == "MQT401":
                    self.out_of_scope[target][record.kind] += 1
                elif not CODES[code].lossy:
                    continue
                elif diagnostic.attribute:
                    self.attributes_lost[target][diagnostic.attribute] += 1
                else:  # the command (MQT305), or how or where it runs: its condition, its queue manager, its END
                    self.commands_lost[target][record.kind + _HOW_LOST.get(code, f" ({CODES[code].name})")] += 1
        return self

    def merge(self, other: MigrationReport) -> MigrationReport:
        """Add ``other``'s counts (another input's) to these: every field, so that none is left behind."""
        for counts in fields(self):
            mine, theirs = getattr(self, counts.name), getattr(other, counts.name)
            if isinstance(mine, int):
                setattr(self, counts.name, mine + theirs)
            elif isinstance(mine, list):
                mine += theirs[:LISTED - len(mine)]
            elif isinstance(mine, defaultdict):
                for key, inner in theirs.items():
                    mine[key].update(inner)
            else:
                mine.update(theirs)
        return self

    def summary(self) -> dict[str, int]:
        """Commands in and per status (in = translated + passed through + skipped + failed), and how many failed
        only because the target cannot express something (as batch's summary counts them)."""
        return {"in": sum(self.statuses.values()), **{status: self.statuses[status] for status in STATUSES},
                "not-expressible": self.not_expressible}

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready form, keys sorted so equal runs give equal reports."""
        return {"commands": self.summary(),
                "diagnostics_by_code": {code: {"name": CODES[code].name, "count": count}
                                        for code, count in sorted(self.by_code.items())},
                "diagnostics_by_attribute": {name: dict(sorted(codes.items()))
                                             for name, codes in sorted(self.by_attribute.items())},
                "attributes_lost": _nested(self.attributes_lost), "commands_lost": _nested(self.commands_lost),
                "out_of_scope": _nested(self.out_of_scope), "failed_first": list(self.failures),
                "run_errors": list(self.run_errors), "notices": list(self.notices)}

    def as_json(self) -> str:
        """The report as JSON text."""
        return json.dumps(self.as_dict(), indent=2) + "\n"

    def markdown(self) -> str:
        """The report as a Markdown document."""
        summary = self.summary()
        parts = ["# Migration report", "", _table(("Commands", "Count"), [
            (_ROWS.get(k, k.replace("-", " ")), str(v)) for k, v in summary.items()])]
        if self.run_errors:
            parts += ["## Errors of the run (of the inputs together)", "", *(f"- {code_span(line)}" for line in self.run_errors),
                      ""]
        if self.notices:
            parts += ["## Notices of the command line", "", *(f"- {code_span(line)}" for line in self.notices), ""]
        if self.failures:
            parts += [f"## Failed commands (the first {LISTED})", "", *(f"- {code_span(line)}" for line in self.failures), ""]
        parts += ["## Diagnostics by code", "", _table(("Code", "Name", "Count"), [
            (code, CODES[code].name, str(count)) for code, count in sorted(self.by_code.items())])]
        parts += ["## Diagnostics by attribute", "", _table(("Attribute", "Codes", "Count"), [
            (name, ", ".join(sorted(codes)), str(sum(codes.values())))
            for name, codes in sorted(self.by_attribute.items())])]
        parts += ["## Lost per target dialect", "", _table(("Target", "Attribute or command", "Times"), [
            (target, what, str(count)) for lost in (self.attributes_lost, self.commands_lost)
            for target, found in sorted(lost.items()) for what, count in sorted(found.items())])]
        parts += ["## Not carried: outside queues, namelists and processes (MQT401)", "", _table(
            ("Target", "Command", "Times"), [(target, kind, str(count)) for target, found in sorted(self.out_of_scope.items())
                                             for kind, count in sorted(found.items())])]
        return "\n".join(parts)

    def write(self, path: str | Path) -> None:
        """Write the report to ``path``: JSON when it ends in .json, else Markdown."""
        path = Path(path)
        path.write_text(self.as_json() if path.suffix.lower() == ".json" else self.markdown(), encoding="utf-8")


LISTED = 20  # failed commands named in a report (and failed files in batch's summary); the rest are counted
# The summary rows whose key says too little in a table (not a fifth status: a part of the failed ones).
_ROWS = {"not-expressible": "of the failed, only for what the target cannot express"}
# How a command-level loss reads after the command's kind (MQT305: the command itself).
_HOW_LOST = {"MQT305": "", "MQT310": " on a condition", "MQT312": " for another queue manager", "MQT314": " after END"}


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
