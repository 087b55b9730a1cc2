"""Batch translation of script corpora: ``mqtranslate batch`` on Spark or a local process pool.

files.py translates one file; inputs.py lists INPUTs; parts.py cuts them into parts and says what a worker does
with one; local.py and spark.py are the engines; writer.py writes a part's scripts and rows as its files are
translated; output.py publishes DIR atomically; summary.py counts and reconciles; stopping.py ends a run on Ctrl-C
or SIGTERM; class_archive.py keeps the driver JVM's class archive; daemon.py is local Spark's Python daemon;
dataframe.py is the notebook API; submit.py is the spark-submit entry point. pyarrow (and pyspark for Spark) are
needed only here.
"""

import os

# Arrow allocates with the system allocator in batch processes (unless the user chose otherwise, or imported
# pyarrow first): it hands freed memory back, where Arrow's default (mimalloc) keeps it, so that the driver's
# peak grew with the corpus. Read when pyarrow is first imported, so set before that.
os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")

from translator.names import CODECS as CODECS  # commands.parquet's codecs (batch --compression)


class BatchError(Exception):
    """A run that cannot start: an INPUT naming nothing, an unusable DIR, no Java or no pyspark for Spark."""


class Interrupted(KeyboardInterrupt):
    """A run stopped by Ctrl-C (SIGINT) or SIGTERM, once cleaned up; its text says what was left undone."""

    def __init__(self, message: str, signal_number: int) -> None:
        super().__init__(message)
        self.exit_code = 128 + signal_number  # as a shell reports a process the signal ended
