"""Batch translation of script corpora: ``mqtranslate batch`` on Spark or a local process pool.

files.py translates one file (what workers run); inputs.py lists INPUTs; local.py and spark.py are the engines;
output.py writes DIR atomically; summary.py counts and reconciles; dataframe.py is the notebook API;
submit.py is the spark-submit entry point. pyarrow (and pyspark for Spark) are needed only here.
"""


class BatchError(Exception):
    """A run that cannot start: an INPUT naming nothing, an unusable DIR, no Java or no pyspark for Spark."""
