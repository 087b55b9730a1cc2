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
    columns = dict(zip(Record._fields, zip(*records, strict=True), strict=True)) if records \
        else dict.fromkeys(Record._fields, ())
    return pa.table({
        "path": [path] * len(records),
        "line": columns["line"],
        "column": columns["column"],
        "source_dialect": columns["dialect"],
        "kind": columns["kind"],
        "name": columns["name"],
        "source_text": columns["source_text"],
        "target_text": columns["target_text"],
        "status": columns["status"],
        "diagnostics": [[{"code": d.code, "severity": d.severity.value, "message": d.message} for d in found]
                        for found in columns["diagnostics"]],
    }, schema=SCHEMA)
