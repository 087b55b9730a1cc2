"""The names the command line offers before it imports anything that reads or writes: the dialects, the
unsupported-feature policies and the Parquet codecs (tests/test_packaging.py holds them equal to the modules
that implement each)."""

from __future__ import annotations

DIALECTS = ("mqsc", "cl", "pcf", "pcf-bin", "tpf", "rest")
POLICIES = ("error", "warn", "ignore")
# commands.parquet's codec (batch --compression): snappy, Spark's and pandas' default, first.
CODECS = ("snappy", "zstd", "lz4", "none")
