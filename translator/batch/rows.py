"""The per-command table: one row per input command, as an Arrow table (the Parquet and Spark schema)."""

from __future__ import annotations

from collections.abc import Sequence

import pyarrow as pa

from translator.translation import Record

DIAGNOSTIC = pa.struct([("code", pa.string()), ("severity", pa.string()), ("message", pa.string())])
SCHEMA = pa.schema([
    ("path", pa.string()),
    ("line", pa.int32()),
    ("column", pa.int32()),
    ("source_dialect", pa.string()),
    ("kind", pa.string()),
    ("name", pa.string()),
    ("source_text", pa.string()),
    ("target_text", pa.string()),
    ("status", pa.string()),
    ("diagnostics", pa.list_(DIAGNOSTIC)),
])
STATUSES = ("translated", "passed-through", "failed")


def table(path: str, records: Sequence[Record]) -> pa.Table:
    """The rows of one file's records, in the order given."""
    return pa.table({
        "path": [path] * len(records),
        "line": [r.line for r in records],
        "column": [r.column for r in records],
        "source_dialect": [r.dialect for r in records],
        "kind": [r.kind for r in records],
        "name": [r.name for r in records],
        "source_text": [r.source_text for r in records],
        "target_text": [r.target_text for r in records],
        "status": [r.status for r in records],
        "diagnostics": [[{"code": d.code, "severity": d.severity.value, "message": d.message} for d in r.diagnostics]
                        for r in records],
    }, schema=SCHEMA)
