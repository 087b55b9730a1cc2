"""The Spark engine: local mode inside the command by default, or any cluster through --master / spark-submit.

Files are assigned to partitions in contiguous runs of the sorted path list, balanced by bytes; each partition
is translated by one Python worker (mapPartitions), which builds its parsers and templates once and keeps
them (spark.python.worker.reuse). The driver runs one job per partition, a few at a time, and reads the
results back in partition order, so its memory does not grow with the corpus.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from importlib.resources import as_file, files
from types import TracebackType

from pyspark.sql import SparkSession

from . import BatchError
from .files import FileResult, Job, Result, translate_items
from .inputs import Source, groups, local_files
from .java import java_problem
from .ordered import in_order

PARTITION_BYTES = 8 << 20  # input bytes per partition beyond the first few per core


def start_session(master: str | None = None) -> tuple[SparkSession, bool]:
    """The active SparkSession, or a new one (local[*] when no master is set); True when this call made it."""
    active = SparkSession.getActiveSession()
    if active is not None:
        return active, False
    if "PYSPARK_GATEWAY_PORT" not in os.environ:  # set when spark-submit started us, with its own JVM
        problem = java_problem()
        if problem:
            raise BatchError(problem)
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    if master is None or master.startswith("local"):
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    with as_file(files(__package__).joinpath("log4j2.properties")) as log_config:
        # A partition's results (a few MB, compressed) come back in the task's own message rather than through
        # the block manager (default above 1 MiB): 10 % less job time on 2 cores (README, Benchmarks).
        builder = (SparkSession.builder.appName("mqtranslate batch")
                   .config("spark.python.worker.reuse", "true")
                   .config("spark.task.maxDirectResultSize", str(64 << 20))
                   .config("spark.ui.showConsoleProgress", str(sys.stderr.isatty()).lower())
                   .config("spark.driver.extraJavaOptions", f"-Dlog4j2.configurationFile={log_config.as_uri()}"))
        if master:
            builder = builder.master(master)
        spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    return spark, True


def hadoop_files(spark: SparkSession, uris: Iterable[str]) -> list[Source]:
    """The files Hadoop lists for URIs (globs and directories expanded, hidden names skipped).

    A URI that names no existing file (and is not a glob) is kept as a plain path, so it becomes a failed row.
    """
    jvm, conf = spark.sparkContext._jvm, spark.sparkContext._jsc.hadoopConfiguration()  # type: ignore[union-attr]
    found: list[Source] = []
    for uri in uris:
        pattern = jvm.org.apache.hadoop.fs.Path(uri)
        system = pattern.getFileSystem(conf)
        statuses = system.globStatus(pattern)
        if statuses is None:
            found.append(Source(uri, 0))
            continue
        if len(statuses) == 0:
            raise BatchError(f"no file matches {uri}")
        for status in statuses:
            listing = system.listFiles(status.getPath(), True)
            while listing.hasNext():
                file = listing.next()
                if not file.getPath().getName().startswith("."):
                    found.append(Source(file.getPath().toString(), file.getLen(), hadoop=True))
    return found


def _identity(key: int) -> int:
    return key


def _whole(results: Iterable[FileResult]) -> Iterable[FileResult]:
    return results


def _translate_partition(items: Iterable[tuple[int, tuple[str, bytes | None]]], job: Job) -> Iterator[FileResult]:
    return translate_items((item for _, item in items), job)


class SparkEngine:
    """Translate on Spark; a session this engine starts is stopped when it closes."""

    name = "spark"

    def __init__(self, master: str | None = None, partitions: int | None = None,
                 echo: Callable[[str], None] = print) -> None:
        self.master, self.partitions, self.echo = master, partitions, echo
        self._created = False

    def __enter__(self) -> SparkEngine:
        self.spark, self._created = start_session(self.master)
        context = self.spark.sparkContext
        self.echo(f"Spark {self.spark.version}, master {context.master}, UI at {context.uiWebUrl or '(disabled)'}")
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._created:
            self.spark.stop()

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]:
        """Local files and Hadoop files, in path order."""
        return sorted(local_files(local) + hadoop_files(self.spark, uris))

    def translate(self, sources: Sequence[Source], job: Job) -> Iterator[Result]:
        """File results in the order of ``sources``."""
        context = self.spark.sparkContext
        count = self.partitions or max(4 * context.defaultParallelism,
                                       math.ceil(sum(s.size for s in sources) / PARTITION_BYTES))
        count = max(1, min(count, len(sources)))
        partition_of = groups([source.size for source in sources], count)
        keyed = context.parallelize([(p, (s.path, None)) for p, s in zip(partition_of, sources, strict=True)
                                     if not s.hadoop], count)
        fetched = {s.path: p for p, s in zip(partition_of, sources, strict=True) if s.hadoop}
        if fetched:
            contents = context.binaryFiles(",".join(fetched))
            keyed = keyed.union(contents.map(lambda item: (fetched[item[0]], item)))
        results = keyed.partitionBy(count, _identity).mapPartitions(partial(_translate_partition, job=job))
        # One job per partition, a few per core in flight, read back in order: every core stays busy and the
        # driver never holds more than those few partitions' results, whatever the corpus size.
        ahead = 2 * context.defaultParallelism
        pool = ThreadPoolExecutor(ahead)
        try:
            for partition in in_order(lambda index: pool.submit(context.runJob, results, _whole, [index]).result,
                                      range(count), ahead):
                yield from partition
        finally:
            pool.shutdown(cancel_futures=True)
