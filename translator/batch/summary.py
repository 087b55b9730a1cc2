"""Counting a batch run and checking that the counts reconcile (nothing lost, nothing invented)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

import pyarrow as pa
import pyarrow.compute as pc

from translator.diagnostics import CODES
from translator.model.characters import visible
from translator.report import LISTED  # failed files and failed commands named in the summary; the rest are counted
from translator.translation import STATUSES

EXIT_FAILED, EXIT_UNRECONCILED = 1, 3
LOSSY = frozenset(code for code, known in CODES.items() if known.lossy)  # what --on-unsupported warn would write


@dataclass(slots=True)
class Tally:
    """Running counts of files, commands, statuses and diagnostic codes: a part's, then the run's."""

    files: int = 0
    commands: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    codes: Counter[str] = field(default_factory=Counter)
    failed_files: list[str] = field(default_factory=list)  # in the order the parts come, the first LISTED
    failed_file_count: int = 0
    failures: list[str] = field(default_factory=list)  # "file:line:column CODE message", the first LISTED
    lossy_failed: int = 0  # failed commands whose errors are all the target lacking something
    last_failed: str = ""  # the file of the last failed row counted: a part's rows come a file at a time

    def add(self, commands: int) -> None:
        """Count one file and its ``commands``, as the worker counted them."""
        self.files += 1
        self.commands += commands

    def count(self, rows: pa.Table) -> None:
        """Count the statuses and diagnostic codes of some rows."""
        codes = pc.struct_field(pc.list_flatten(rows["diagnostics"]), "code")
        for column, counter in ((rows["status"], self.statuses), (codes, self.codes)):
            counter.update({item["values"].as_py(): item["counts"].as_py() for item in pc.value_counts(column)})
        failed = rows.filter(pc.equal(rows["status"], "failed")).select(["path", "line", "column", "diagnostics"])
        for row in failed.to_pylist():
            if row["path"] != self.last_failed:  # a file's rows may come in two calls: counted once
                self.last_failed = row["path"]
                self.failed_file_count += 1
                if len(self.failed_files) < LISTED:
                    self.failed_files.append(row["path"])
            errors = [d for d in row["diagnostics"] if d["severity"] == "error"]
            self.lossy_failed += bool(errors) and all(d["code"] in LOSSY for d in errors)
            if len(self.failures) < LISTED and errors:
                first = errors[0]
                self.failures.append(f"{row['path']}:{first['line']}:{first['column']} {first['code']} {first['message']}")

    def merge(self, other: Tally) -> None:
        """Add another tally's counts (a part's, to the run's)."""
        self.files += other.files
        self.commands += other.commands
        self.statuses.update(other.statuses)
        self.codes.update(other.codes)
        known = set(self.failed_files)
        self.failed_files += [path for path in other.failed_files if path not in known][:LISTED - len(self.failed_files)]
        self.failed_file_count += other.failed_file_count
        self.failures += other.failures[:LISTED - len(self.failures)]
        self.lossy_failed += other.lossy_failed


@dataclass(frozen=True, slots=True)
class Summary:
    """The counts of a finished run: ``files`` as the parts counted them, ``listed`` as the inputs named them;
    ``rows_written`` is read back from the Parquet files."""

    source: str
    target: str
    files: int
    commands: int
    rows_written: int
    statuses: dict[str, int]
    diagnostics: dict[str, int]
    listed: int
    failed_files: tuple[str, ...] = ()
    failed_file_count: int = 0
    failures: tuple[str, ...] = ()
    lossy_failed: int = 0

    @classmethod
    def of(cls, tally: Tally, source: str, target: str, rows_written: int, listed: int) -> Summary:
        """Freeze a tally (counters sorted, so summary.json is the same for the same inputs)."""
        return cls(source, target, tally.files, tally.commands, rows_written,
                   dict(sorted(tally.statuses.items())), dict(sorted(tally.codes.items())), listed,
                   tuple(tally.failed_files), tally.failed_file_count, tuple(tally.failures), tally.lossy_failed)

    @property
    def reconciled(self) -> bool:
        """Every file listed was counted, and in = translated + passed through + skipped + failed = rows written, with no
        other status."""
        known = sum(self.statuses.get(status, 0) for status in STATUSES)
        return self.files == self.listed and self.commands == known == self.rows_written == sum(self.statuses.values())

    @property
    def exit_code(self) -> int:
        """0, 1 when any command failed, 3 when the counts do not reconcile."""
        if not self.reconciled:
            return EXIT_UNRECONCILED
        return EXIT_FAILED if self.statuses.get("failed") else 0

    def to_json(self) -> str:
        """summary.json: deterministic (no times, no engine), so equal inputs give an equal file."""
        return json.dumps({
            "source": self.source, "target": self.target, "files": self.files, "files_listed": self.listed,
            "commands": self.commands,
            **{status: self.statuses.get(status, 0) for status in STATUSES},
            "rows_written": self.rows_written, "reconciled": self.reconciled, "exit_code": self.exit_code,
            "diagnostics": self.diagnostics,
            "failed_files": {"count": self.failed_file_count, "first": list(self.failed_files)},
            "failed_commands": {"count": self.statuses.get("failed", 0), "first": list(self.failures),
                                "not_expressible": self.lossy_failed},
        }, indent=2) + "\n"

    def describe(self) -> str:
        """The human summary for stderr."""
        counts = [self.statuses.get(status, 0) for status in STATUSES]
        width = len(f"{max([self.commands, *counts]):,}")
        lines = [f"{self.files:,} file(s), {self.commands:,} command(s) from {self.source} to {self.target}"]
        lines += [f"  {status:<15}{count:>{width},}" for status, count in zip(STATUSES, counts, strict=True)]
        if self.diagnostics:
            lines.append("  diagnostics    " + ", ".join(f"{code} {n:,}" for code, n in self.diagnostics.items()))
        lines += self._failures()
        verdict = "reconciled" if self.reconciled else "NOT RECONCILED"
        lines.append(f"  {verdict}: {self.commands:,} in = {' + '.join(f'{c:,}' for c in counts)}; "
                     f"{self.rows_written:,} rows written"
                     + ("" if self.files == self.listed else f"; {self.files:,} of {self.listed:,} files counted"))
        return "\n".join(lines)

    def _failures(self) -> list[str]:
        """The failed files and the first failed commands, and what --on-unsupported warn would do."""
        if not self.failed_file_count:
            return []
        # A file's name may hold a line end or control character: shown escaped, one line each.
        # Each holds a failed command, or failed whole (then without a script): scripts/ says which.
        lines = [f"  files with a failure ({self.failed_file_count:,}):"] + \
            [f"    {visible(path)}" for path in self.failed_files]
        if self.failed_file_count > len(self.failed_files):
            lines.append(f"    and {self.failed_file_count - len(self.failed_files):,} more")
        failed = self.statuses.get("failed", 0)
        lines += [f"  failed commands ({failed:,}):"] + [f"    {visible(line)}" for line in self.failures]
        if failed > len(self.failures):
            lines.append(f"    and {failed - len(self.failures):,} more (commands.parquet has every one)")
        if self.lossy_failed:
            lines.append(f"  {self.lossy_failed:,} of them failed only because {self.target} cannot express something "
                         f"({', '.join(sorted(LOSSY))}): --on-unsupported warn writes them without it (a command on a "
                         "condition, as if it had none), with a warning each")
        return lines
