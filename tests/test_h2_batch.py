"""batch's inputs: an --existing file that is also an input is refused as convert refuses it; a folder listing no
file is a usage problem (exit 2), as a glob matching none is."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main
from translator.batch import BatchError
from translator.batch.inputs import local_files


def batch(*arguments: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["batch", "--engine", "local", "--workers", "1", *arguments])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stderr


@pytest.mark.parametrize("given", ["dump.mqsc", "folder", "folder/*.mqsc"])
def test_an_existing_file_that_is_also_an_input_is_refused(tmp_path: Path, given: str) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "dump.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (folder / "other.mqsc").write_text("ALTER QLOCAL(A) PUT(DISABLED)\n")
    inputs = str(folder / "dump.mqsc") if given == "dump.mqsc" else str(tmp_path / given)
    code, said = batch(inputs, "--to", "mqsc", "--out", str(tmp_path / "out"), "--existing", str(folder / "dump.mqsc"))
    assert code == 2 and not (tmp_path / "out").exists()
    assert f"mqtranslate batch: --existing {folder / 'dump.mqsc'} is also an input: give the queue manager's " \
           "definitions before the script runs (a dmpmqcfg dump), not the script" in said


def test_an_existing_file_beside_the_inputs_is_taken(tmp_path: Path) -> None:
    """In an input folder but left out by --include, it is no input."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / "dump.txt").write_text("DEFINE QALIAS(A) TARGET(X)\n")
    (inputs / "script.clle").write_text("CHGMQMQ QNAME(A) PUTENBL(*NO)\n")
    code, said = batch(str(inputs), "--include", "*.clle", "--to", "mqsc", "--out", str(tmp_path / "o"),
                       "--existing", str(inputs / "dump.txt"))
    assert code == 0, said
    assert (tmp_path / "o" / "scripts" / "script.clle.mqsc").read_text() == "ALTER QALIAS('A') PUT(DISABLED)\n"


@pytest.mark.parametrize("hidden", [False, True])
def test_a_folder_holding_no_file_exits_2_as_a_glob_matching_none(tmp_path: Path, hidden: bool) -> None:
    empty = tmp_path / "empty"
    (empty / "sub").mkdir(parents=True)
    if hidden:
        (empty / ".git").mkdir()
        (empty / ".git" / "config").write_text("DEFINE QLOCAL(A)\n")
    (tmp_path / "good.mqsc").write_text("DEFINE QLOCAL(A)\n")
    for inputs in ([str(empty)], [str(tmp_path / "good.mqsc"), str(empty)], [str(tmp_path / "emp*")]):
        code, said = batch(*inputs, "--to", "cl", "--out", str(tmp_path / "out"))
        assert code == 2 and not (tmp_path / "out").exists()
        assert f"mqtranslate batch: no file in {inputs[-1]} (names starting with '.' are skipped)" in said
    glob = batch(str(tmp_path / "*.nothing"), "--to", "cl", "--out", str(tmp_path / "out"))
    assert glob[0] == 2 and "no file matches" in glob[1]


def test_local_files_refuses_a_folder_of_none(tmp_path: Path) -> None:
    with pytest.raises(BatchError, match="no file in"):
        local_files([str(tmp_path)])
    (tmp_path / "a.mqsc").write_text("*\n")
    assert [Path(source.path).name for source in local_files([str(tmp_path), str(tmp_path / "a.mqsc")])] == ["a.mqsc"]


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_file_whose_commands_are_all_skipped_has_an_empty_script_and_one_that_failed_whole_none(
        tmp_path: Path, workers: str) -> None:
    """As convert -o writes an empty file for it: only a file that failed whole has no script."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / "skipped.mqsc").write_text("DEFINE CHANNEL(C) CHLTYPE(SVRCONN)\n")  # pcf-bin writes no note
    (inputs / "empty.mqsc").write_text("")  # MQT111
    (inputs / "ok.mqsc").write_text("DEFINE QLOCAL(A)\n")
    result = CliRunner().invoke(main, ["batch", "--engine", "local", "--workers", workers, str(inputs), "--to",
                                       "pcf-bin", "--out", str(tmp_path / "out")])
    assert result.exit_code == 1 and "MQT111" in result.stderr
    scripts = {path.name: path.stat().st_size for path in (tmp_path / "out" / "scripts").iterdir()}
    assert scripts.keys() == {"skipped.mqsc.pcf.bin", "ok.mqsc.pcf.bin"} and scripts["skipped.mqsc.pcf.bin"] == 0


@pytest.mark.parametrize("options", [
    ["--to", "cl", "--explicit"],
    ["--to", "cl", "--width", "30"],
    ["--to", "mqsc", "--one-line"],
    ["--to", "pcf-bin", "--byte-order", "big", "--ccsid", "37"],
])
def test_batch_writes_each_script_as_convert_writes_it_with_the_same_writing_options(
        tmp_path: Path, options: list[str]) -> None:
    script = tmp_path / "in" / "a.mqsc"
    script.parent.mkdir()
    script.write_text("DEFINE QLOCAL('Orders.In') DESCR('an order queue with a long description') MAXDEPTH(5000) +\n"
                      "  PUT(DISABLED)\nALTER QLOCAL(B) GET(ENABLED)\n")
    code, said = batch(str(script), *options, "--out", str(tmp_path / "out"))
    converted = CliRunner().invoke(main, ["convert", str(script), *options])
    assert (code, said.count("does not apply"), converted.exit_code) == (0, 0, 0), said
    extension = {"cl": "clle", "mqsc": "mqsc", "pcf-bin": "pcf.bin"}[options[1]]
    assert (tmp_path / "out" / "scripts" / f"a.mqsc.{extension}").read_bytes() == converted.stdout_bytes


def test_batch_says_a_writing_option_its_target_does_not_read_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    code, said = batch(str(tmp_path / "a.mqsc"), "--to", "mqsc", "--explicit", "--out", str(tmp_path / "out"))
    assert code == 0 and "--explicit does not apply to mqsc output: ignored" in said


@pytest.mark.parametrize("fault", ["too long", "no access"])
def test_an_out_that_cannot_be_looked_at_is_a_run_that_cannot_start(tmp_path: Path, fault: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Checking DIR raised its OSError (ENAMETOOLONG, EACCES): "internal error", exit 1, the code of a failed command."""
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    out = tmp_path / ("x" * 300 if fault == "too long" else "o")
    if fault == "no access":  # as a folder above DIR that cannot be searched does (root may search any)
        def denied(path: Path, *arguments: object, **options: object) -> bool:
            raise PermissionError(13, "Permission denied", str(path))
        monkeypatch.setattr(Path, "exists", denied)
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "q.mqsc"), "--to", "cl", "--out", str(out),
                                       "--engine", "local"])
    reason = "File name too long" if fault == "too long" else "Permission denied"
    assert result.exit_code == 2 and result.stderr == f"mqtranslate batch: cannot write {out}: {reason}\n"
