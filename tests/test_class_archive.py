"""The driver JVM's class archive: named after the Java and the jars, made once, published only when whole."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from translator.batch import class_archive
from translator.batch.java import java_problem


@pytest.fixture
def setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder, a java binary and a jars folder, all under tmp_path; returns the jars folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(class_archive.SWITCH, raising=False)
    (tmp_path / "java").write_text("")
    monkeypatch.setattr(class_archive, "find_java", lambda: str(tmp_path / "java"))
    (tmp_path / "jars").mkdir()
    (tmp_path / "jars" / "spark-core.jar").write_text("classes")
    return tmp_path / "jars"


def test_the_first_run_writes_the_archive_under_its_own_name_and_publish_gives_it_the_final_one(setup: Path) -> None:
    options, writing = class_archive.options(setup)
    assert writing is not None and writing.name.endswith(f".jsa.tmp-{os.getpid()}")
    assert options[0] == f"-XX:ArchiveClassesAtExit={writing}" and "-Xlog:cds=off" in options
    writing.write_bytes(b"archive")  # as the JVM does when it exits
    class_archive.publish(writing)
    final = writing.with_name(writing.name.split(".tmp-")[0])
    assert final.read_bytes() == b"archive" and not writing.exists()
    assert class_archive.options(setup) == ([f"-XX:SharedArchiveFile={final}", "-Xlog:cds=off",
                                             "-Xlog:cds+dynamic=off"], None)


def test_an_empty_or_missing_archive_is_not_published(setup: Path) -> None:
    _, writing = class_archive.options(setup)
    assert writing is not None
    class_archive.publish(writing)  # the JVM wrote nothing
    writing.write_bytes(b"")
    class_archive.publish(writing)
    assert [p.name for p in writing.parent.iterdir()] == [writing.name]


def test_new_jars_or_a_new_java_make_a_new_archive(setup: Path) -> None:
    _, first = class_archive.options(setup)
    (setup / "spark-sql.jar").write_text("more classes")
    _, second = class_archive.options(setup)
    assert first is not None and second is not None and first.name != second.name


def test_a_killed_runs_half_written_archive_is_removed(setup: Path) -> None:
    gone = int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                              text=True, check=True).stdout)
    _, writing = class_archive.options(setup)
    assert writing is not None
    killed, running = (writing.with_name(writing.name.replace(str(os.getpid()), str(pid))) for pid in (gone, 1))
    killed.write_bytes(b"half")
    running.write_bytes(b"being written")
    class_archive.options(setup)
    assert not killed.exists() and running.exists()


@pytest.mark.parametrize("value", ["off", "0", "no"])
def test_the_archive_can_be_turned_off(value: str, setup: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(class_archive.SWITCH, value)
    assert class_archive.options(setup) == ([], None)


@pytest.mark.skipif(java_problem() is not None, reason="no JVM for Spark")
def test_a_spark_run_makes_the_archive_and_the_next_one_uses_it(tmp_path: Path) -> None:
    pytest.importorskip("pyspark")
    (tmp_path / "in.mqsc").write_text("DEFINE QLOCAL('A') MAXDEPTH(9)\n")
    environment = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    said = []
    for run in ("first", "second"):
        done = subprocess.run([sys.executable, "-c", "import cli; cli.run()", "batch", str(tmp_path / "in.mqsc"),
                               "--to", "cl", "--out", str(tmp_path / run), "--master", "local[1]"],
                              capture_output=True, text=True, env=environment, check=False, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
        said.append("writes a class archive" in done.stderr)
        assert "cds" not in done.stderr + done.stdout  # the JVM's archive notes are silenced
    assert said == [True, False]
    [archive] = (tmp_path / "cache" / "mqtranslate").iterdir()
    assert archive.suffix == ".jsa" and archive.stat().st_size > 1 << 20
    archive.unlink()  # about 120 MB, which pytest would keep with its last runs' folders
    first, second = ({p.relative_to(tmp_path / run): p.read_bytes() for p in (tmp_path / run).rglob("*") if p.is_file()}
                     for run in ("first", "second"))
    assert first == second and Path("scripts/in.mqsc.clle") in first


def test_no_home_folder_means_no_archive(setup: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME")

    def homeless() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", homeless)
    assert class_archive.options(setup) == ([], None)


def test_publishing_keeps_only_the_most_recently_used_archives(setup: Path) -> None:
    folder = setup.parent / "cache" / "mqtranslate"
    folder.mkdir(parents=True)
    others = [folder / f"spark-{n:016x}.jsa" for n in range(class_archive.KEEP + 2)]
    for age, archive in enumerate(others):  # others[0] is the most recently used
        archive.write_bytes(b"old")
        os.utime(archive, (1_000_000 - age, 1_000_000 - age))
    _, writing = class_archive.options(setup)
    assert writing is not None
    writing.write_bytes(b"archive")
    class_archive.publish(writing)
    final = writing.with_name(writing.name.split(".tmp-")[0])
    assert sorted(folder.iterdir()) == sorted([final, *others[:class_archive.KEEP - 1]])


def test_reading_an_archive_marks_it_used(setup: Path) -> None:
    _, writing = class_archive.options(setup)
    assert writing is not None
    writing.write_bytes(b"archive")
    class_archive.publish(writing)
    final = writing.with_name(writing.name.split(".tmp-")[0])
    os.utime(final, (1_000_000, 1_000_000))
    class_archive.options(setup)
    assert final.stat().st_mtime > 1_000_000
