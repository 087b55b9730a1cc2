"""The Spark engine: local mode inside the command by default, or any cluster through --master / spark-submit.

Partition N is part N of the plan (parts.py). It is translated by one Python worker, which builds its parsers
and templates once and keeps them (spark.python.worker.reuse). In local mode the workers write their parts
into DIR's staging folder themselves and send back only counts, in one job. On a cluster, whose executors may
not see DIR, they send the results back and the driver writes them (``--writer`` chooses): then the driver runs
one job per partition, a few at a time, taken in order, so its memory does not grow with the corpus.
A driver JVM this process starts reads (or, the first time, writes) a class archive (class_archive.py); in local
mode with pip's pyspark, the Python workers fork from daemon.py, which imports pyspark compiled.
"""

from __future__ import annotations

import gc
import os
import re
import socket
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from functools import partial
from importlib.resources import as_file, files
from pathlib import Path
from types import TracebackType

import pyspark
from py4j.protocol import Py4JJavaError
from pyspark import SparkConf, SparkContext
from pyspark.errors import PythonException
from pyspark.rdd import RDD

from . import BatchError, class_archive
from .files import Unfetched
from .inputs import NO_FILE_IN, Source, local_files, local_path
from .java import java_problem
from .ordered import in_order
from .parts import Task

_PYSPARK = Path(pyspark.__file__).parent
_EXIT_SECONDS = 300  # for the driver JVM to exit, writing its class archive (about 10 s)
_writing: list[Path] = []  # the class archive a JVM this process started is to write as it exits


def start_context(master: str | None = None) -> tuple[SparkContext, bool]:
    """The active SparkContext (a notebook's, or spark-submit's), or a new one (local[*] when no master is set);
    True when this call made it.

    Batch needs the context only. A SparkSession would add Spark SQL's state to the start, so none is made;
    the DataFrame API works in the session of the DataFrame it gets.
    """
    active = SparkContext._active_spark_context
    if active is not None:
        return active, False
    if master is not None and not _MASTER.fullmatch(master.replace(" ", "")):
        raise BatchError(f"--master {master!r} is no Spark master URL (local, local[N], spark://HOST:PORT, yarn, "
                         "k8s://..., mesos://...)")
    submitted = "PYSPARK_GATEWAY_PORT" in os.environ  # spark-submit started us, with its own JVM
    if not submitted:
        problem = (master is not None and _unreachable(master)) or java_problem()
        if problem:
            raise BatchError(problem)
    archive: list[str] = []
    if SparkContext._gateway is None and not submitted:  # this process starts the JVM
        archive, writing = class_archive.options(Path(os.environ.get("SPARK_HOME") or _PYSPARK) / "jars")
        _writing[:] = [writing] if writing else []
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    local = master is None or master.startswith("local")
    if local:
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    with as_file(files(__package__).joinpath("log4j2.properties")) as log_config:
        # When the driver writes, a partition's results (a few MB, compressed) come back in the task's own
        # message rather than through the block manager (its default above 1 MiB), which saves a round trip.
        # The driver's JVM only schedules (Python translates): its quick compiler alone (C1) halves the JVM's CPU
        # time, which in local mode is taken from the Python workers, and starts the session a second sooner.
        java = [f"-Dlog4j2.configurationFile={log_config.as_uri()}", "-XX:TieredStopAtLevel=1", *archive]
        conf = (SparkConf().setAppName("mqtranslate batch")
                .set("spark.python.worker.reuse", "true")
                .set("spark.task.maxDirectResultSize", str(64 << 20))
                .set("spark.ui.showConsoleProgress", str(sys.stderr.isatty()).lower())
                .set("spark.driver.extraJavaOptions", " ".join(java)))
        if local and not submitted and "SPARK_HOME" not in os.environ:  # pip's pyspark, imported compiled (daemon.py)
            conf.set("spark.python.daemon.module", f"{__package__}.daemon")
        if master:
            conf.setMaster(_with_retries(master))
        elif not submitted and not conf.contains("spark.master"):  # spark-submit's master is its own
            conf.setMaster(_with_retries("local[*]"))
        try:
            context = SparkContext.getOrCreate(conf)
        except Exception as error:  # a master that cannot be reached, a cluster that refuses: the run cannot start
            said = next(iter(str(error).strip().splitlines()), type(error).__name__)
            raise BatchError(f"Spark cannot start with --master {master or 'local[*]'}: {said[:300]}") from None
    context.setLogLevel("ERROR")
    return context, True


_LOCAL = re.compile(r"local(?:\[(\d+|\*)\])?")
# The master URLs Spark takes: local[N] (with its retries: local[N,F]), standalone, YARN, Kubernetes and Mesos.
_MASTER = re.compile(r"local(?:\[(?:\d+|\*)(?:,\d+)?\])?|local-cluster\[[\d,]+\]|spark://\S+|yarn|k8s://\S+|mesos://\S+",
                     re.I)
TASK_TRIES = 4  # a cluster's default (spark.task.maxFailures); local mode would try a task once


_STANDALONE = re.compile(r"spark://(.+)", re.I)
_CONNECT_SECONDS = 10


def _unreachable(master: str) -> str:
    """Why a standalone master (spark://HOST:PORT, or several for high availability) cannot be reached, or "".

    Spark itself would try each for a minute, printing a stack trace a try, then stop the context under the run.
    """
    found = _STANDALONE.fullmatch(master.strip())
    if found is None:
        return ""
    said = []
    for address in found[1].split(","):
        host, _, port = address.strip().rpartition(":")
        if not host or not port.isdigit():
            return f"--master {master!r}: {address.strip()!r} is not HOST:PORT"
        try:
            socket.create_connection((host.strip("[]"), int(port)), _CONNECT_SECONDS).close()
            return ""
        except OSError as error:
            said.append(f"{address.strip()}: {error.strerror or error}")
    return f"cannot reach the Spark master ({'; '.join(said)})"


def _with_retries(master: str) -> str:
    """A local master that tries a task TASK_TRIES times, as a cluster does: a Python worker that dies (killed,
    out of memory) costs a retry, not the run. local[N, F] masters are kept as they are."""
    found = _LOCAL.fullmatch(master.replace(" ", ""))
    return f"local[{found.group(1) or 1},{TASK_TRIES}]" if found else master


def stop_context(context: SparkContext, interrupted: bool = False) -> None:
    """Stop a context start_context made; when its JVM is to write a class archive, let it exit and publish
    the archive (the next context in this process starts a new JVM), unless the run was ``interrupted``: then
    the JVM is ended at once."""
    context.stop()
    if not _writing:
        return
    gateway = SparkContext._gateway
    SparkContext._gateway = SparkContext._jvm = None
    gateway.shutdown()
    gateway.proc.stdin.close()  # the JVM exits at the end of its input
    try:
        if interrupted:
            raise subprocess.TimeoutExpired(gateway.proc.args, 0)
        if gateway.proc.wait(_EXIT_SECONDS) == 0:
            class_archive.publish(_writing.pop())
    except subprocess.TimeoutExpired:
        gateway.proc.kill()
        gateway.proc.wait()


def hadoop_files(context: SparkContext, uris: Iterable[str]) -> list[Source]:
    """The files Hadoop lists for URIs (globs and directories expanded, names starting with '.' skipped, folders'
    too), each once however many URIs name it (a folder and one inside it), as local paths are. A file: URI's
    file is the workers' to read (Source.hadoop false), as a local path's is; another's, Spark's.

    A URI that names no existing file (and is not a glob) is kept as a plain path, so it becomes a failed row; one
    that lists no file (a glob matching nothing, an empty folder) is a BatchError, as local paths are.
    """
    jvm, conf = context._jvm, context._jsc.hadoopConfiguration()  # type: ignore[union-attr]
    found: dict[str, Source] = {}
    for uri in uris:
        pattern = jvm.org.apache.hadoop.fs.Path(uri)
        system = pattern.getFileSystem(conf)
        statuses = system.globStatus(pattern)
        if statuses is None:
            found.setdefault(uri, Source(uri, 0))
            continue
        if len(statuses) == 0:
            raise BatchError(f"no file matches {uri}")
        listed = False
        for status in statuses:
            root = status.getPath().toString()
            listing = system.listFiles(status.getPath(), True)
            while listing.hasNext():
                file = listing.next()
                path = file.getPath().toString()
                if not _hidden(path[len(root):] if path.startswith(root) else file.getPath().getName()):
                    listed = True
                    # A file: URI's file is read by the worker itself, as Hadoop would read it there.
                    found.setdefault(path, Source(path, file.getLen(), hadoop=local_path(path) is None))
        if not listed:
            raise BatchError(f"no file in {uri}{NO_FILE_IN}")
    return list(found.values())


def _hidden(below: str) -> bool:
    """True for a path below a listed folder with a name starting with '.' (a file, or a folder it is in): skipped,
    as local folders' are."""
    return any(name.startswith(".") for name in below.split("/"))


# Hadoop's input formats skip these names, even given one by one.
_UNFETCHED = Unfetched("Hadoop does not read a file whose name starts with '_' or '.': rename it, or copy it to a "
                       "local path")


def _hadoop_hidden(uri: str) -> bool:
    return uri.rsplit("/", 1)[-1].startswith(("_", "."))


def _fetched(context: SparkContext, uris: list[str]) -> RDD[tuple[str, bytes]]:
    """Spark's reading of ``uris``: one binaryFiles of them all, joined by commas. Hadoop splits that string at
    commas outside braces, counting braces whatever escapes them, so a name holding a brace is read by a call of its
    own (where a brace left open joins nothing to it)."""
    braced = [uri for uri in uris if "{" in uri or "}" in uri]
    plain = [uri for uri in uris if "{" not in uri and "}" not in uri]
    calls = ([",".join(map(_literal, plain))] if plain else []) + [_literal(uri) for uri in braced]
    return context.union([context.binaryFiles(call) for call in calls])


def _literal(uri: str) -> str:
    """``uri`` as Hadoop's input paths take a file's name literally: its glob characters escaped, and a comma (which
    separates paths) inside braces."""
    return re.sub(r"([\\*?\[\]{}])", r"\\\1", uri).replace(",", "{\\,}")


def _identity(key: int) -> int:
    return key


def _whole(outcomes: Iterable[object]) -> Iterable[object]:
    return outcomes


def _translate_partition(partition: int, pairs: Iterable[tuple[int, tuple[str, bytes | None]]],
                         task: Task) -> Iterator[object]:
    _settle()
    return task(partition, (item for _, item in pairs))


def _settle() -> None:
    """In a Spark Python worker, before each part: collect what earlier parts left, then freeze what survives
    (modules, parsers, templates, memos) out of the cycle collector's sight.

    pyspark's daemon runs a full collection after every task. Over those long-lived objects it found nothing,
    at a cost per part; once they are frozen, it and this collection scan only what the last part made.
    (A frozen object is still freed when its last reference goes; only a cycle among them would stay.)
    """
    gc.collect()
    gc.freeze()


class SparkEngine:
    """Translate on Spark; a Spark context this engine starts is stopped when it closes."""

    name = "spark"

    def __init__(self, master: str | None = None, writer: str = "auto", echo: Callable[[str], None] = print) -> None:
        self.master, self.writer, self.echo = master, writer, echo
        self.workers_write = writer == "workers"
        self._created = False
        self.cancelled = False

    def cancel(self) -> None:
        """Cancel the running jobs (from another thread: a stop signal); run() then raises KeyboardInterrupt."""
        self.cancelled = True
        with suppress(Exception):  # a context Spark stopped (or its JVM gone) runs no job to cancel
            self.context.cancelAllJobs()

    def __enter__(self) -> SparkEngine:
        self.context, self._created = start_context(self.master)
        context = self.context
        # Local mode's workers share this machine's files; a cluster's executors may not.
        self.workers_write = self.writer == "workers" or (self.writer == "auto" and context.master.startswith("local"))
        self.echo(f"Spark {context.version}, master {context.master}, UI at {context.uiWebUrl or '(disabled)'}; "
                  f"{'the workers write' if self.workers_write else 'the driver writes'} the output")
        if _writing:
            self.echo(f"  the JVM writes a class archive as it exits (once, about 10 s; {class_archive.SWITCH}=off "
                      "skips it): later sessions start in half the time")
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._created:
            stop_context(self.context, interrupted=isinstance(error, KeyboardInterrupt))

    def sources(self, local: Sequence[str], uris: Sequence[str]) -> list[Source]:
        """Local files and Hadoop files, in path order."""
        return sorted(local_files(local, self.echo) + hadoop_files(self.context, uris))

    def run(self, parts: Sequence[Sequence[Source]], task: Task) -> Iterator[list[object]]:
        """What ``task`` returns for each part, in part order."""
        context, count = self.context, len(parts)
        self._raise_if_cancelled()
        _raise_if_stopped(context)
        if not count:
            return
        local = [[(index, (s.path, _UNFETCHED if s.hadoop else None)) for s in part
                  if not s.hadoop or _hadoop_hidden(s.path)] for index, part in enumerate(parts)]
        fetched = {s.path: index for index, part in enumerate(parts) for s in part
                   if s.hadoop and not _hadoop_hidden(s.path)}
        if fetched:  # Spark reads these files: their contents join the local paths' partitions (a shuffle)
            try:  # Hadoop lists the files again here: one gone since, and it fails
                contents = _fetched(context, list(fetched)).map(lambda item: (fetched[item[0]], item))
                pairs = context.parallelize([pair for pairs in local for pair in pairs], count).union(contents)
                items = pairs.partitionBy(count, _identity)
            except Py4JJavaError as error:
                _raise_if_stopped(context)
                raise BatchError(f"Spark cannot read the inputs: {_reason(error)}") from None
        else:  # one list per slice, so partition N holds part N, with no shuffle
            items = context.parallelize(local, count).flatMap(_whole)
        outcomes = items.mapPartitionsWithIndex(partial(_translate_partition, task=task))
        part = partial(self._part, outcomes, parts, task)
        if task.destination is not None:  # the workers write: each part's outcome is its counts, a few bytes
            try:
                tallies = outcomes.collect()
            except (Py4JJavaError, PythonException) as error:
                self._raise_if_cancelled()
                _raise_if_stopped(self.context)
                _raise_if_unusable(error)
                self.echo(f"  the Spark job failed ({_reason(error)}): its parts are run again, one job each, so that "
                          "a part that fails fails alone")
                yield from map(part, range(count))
                return
            yield from ([tally] for tally in tallies)
            return
        # One job per partition, a few per core in flight, taken in order: every core stays busy and the
        # driver never holds more than those few partitions' outcomes, whatever the corpus size.
        ahead = 2 * context.defaultParallelism
        pool = ThreadPoolExecutor(ahead)
        try:
            yield from in_order(lambda index: pool.submit(part, index).result, range(count), ahead)
        finally:
            # Not waiting: a job sent as Spark stopped its context may never answer; stopping the JVM ends its call.
            pool.shutdown(wait=False, cancel_futures=True)

    def _part(self, outcomes: RDD[object], parts: Sequence[Sequence[Source]], task: Task, index: int) -> list[object]:
        """Part ``index``'s outcome, from a job of its own; its files as failed rows when the job fails (after
        Spark's retries)."""
        self._raise_if_cancelled()
        _raise_if_stopped(self.context)
        try:
            return self.context.runJob(outcomes, _whole, [index])
        except (Py4JJavaError, PythonException) as error:
            self._raise_if_cancelled()
            _raise_if_stopped(self.context)
            _raise_if_unusable(error)
            reason = _reason(error)
            self.echo(f"  part {index} failed: {reason}; its {len(parts[index])} file(s) are failed rows (MQT112)")
            return task.failed(index, [source.path for source in parts[index]], f"its Spark task failed: {reason}")

    def _raise_if_cancelled(self) -> None:
        if self.cancelled:
            raise KeyboardInterrupt from None


_UNUSABLE = f"{BatchError.__module__}.BatchError: "
# A worker's OSError can only be about writing DIR: reading an input that fails is a row.
_CANNOT_WRITE = re.compile(r"(?:OSError|PermissionError|FileNotFoundError|IsADirectoryError|NotADirectoryError): "
                           r"(?:\[Errno \d+\] )?(.*)")
_TRIED = re.compile(r"failed (\d+) times, most recent failure: .*?(?:Exception|Error): (.*?)(?:\. |$)")
_REASON = 300  # characters of a failed job's reason kept


def _raise_if_stopped(context: SparkContext) -> None:
    """A context Spark stopped under the run (a standalone master lost or never reached: "All masters are
    unresponsive") runs no job again: the run stops, in one line, rather than failing every file's row."""
    try:
        stopped = bool(context._jsc.sc().isStopped())  # type: ignore[union-attr]
    except Exception:  # the JVM is gone
        stopped = True
    if stopped:
        raise BatchError("Spark stopped the context under the run (its log above says why: a master that cannot "
                         "be reached, a cluster that refused the application)") from None


def _raise_if_unusable(error: Exception) -> None:
    """A worker that says the run cannot go on (it cannot reach or write DIR) stops it with that, in one line."""
    said = _reason(error)
    if said.startswith(_UNUSABLE):
        raise BatchError(f"a Spark worker failed: {said.removeprefix(_UNUSABLE)}") from None
    cannot = _CANNOT_WRITE.match(said)
    if cannot:
        raise BatchError(f"a Spark worker cannot write its part: {cannot[1]}") from None


def _reason(error: Exception) -> str:
    """One line of what a failed Spark job says: a Python worker's exception (the last line of its traceback),
    or the first line of Spark's message; never a stack trace."""
    try:
        text = str(error) if isinstance(error, PythonException) else str(
            error.java_exception.getMessage() or "")  # type: ignore[attr-defined]
    except Exception:  # the JVM is gone: nothing more to ask it
        text = ""
    lines = text.strip().splitlines()
    if "Traceback (most recent call last):" in text:  # the worker's traceback, then (from Spark) Java's frames
        python = lines[next(i for i, line in enumerate(lines) if "Traceback (most recent call last):" in line):]
        python = [line for line in python if line.strip() and not line.lstrip().startswith("SQLSTATE:")]
        ended = next((i for i, line in enumerate(python) if line.startswith(("\tat ", "at "))), len(python))
        said = python[ended - 1].strip() if ended else lines[0]
    elif lines:
        said = lines[0]
        tried = _TRIED.search(said)  # Spark's "Task 2 in stage 0.0 failed 4 times, most recent failure: ..."
        if tried:
            said = f"tried {tried[1]} times: {tried[2]}"
    else:
        said = type(error).__name__
    return said if len(said) <= _REASON else said[:_REASON] + "..."
