"""The command line: exit codes, located diagnostics, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main

AMQSAMP4 = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "qmqmsamp" / "qclsrc" / "AMQSAMP4.CLLE"


def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    result = subprocess.run([sys.executable, "-m", "cli", *args], input=stdin, capture_output=True, check=False)
    stdout, stderr = result.stdout.decode(errors="replace"), result.stderr.decode()
    assert "Traceback" not in stderr
    return subprocess.CompletedProcess(result.args, result.returncode, stdout, stderr)


def test_convert_stdin_to_stdout() -> None:
    result = run("convert", "--from", "mqsc", "--to", "cl", stdin=b"DEFINE QL(A) PUT(DISABLED)\n")
    assert (result.returncode, result.stdout) == (0, "CRTMQMQ QNAME('A') QTYPE(*LCL) PUTENBL(*NO)\n")


@pytest.mark.skipif(not AMQSAMP4.exists(), reason="corpus not beside the checkout")
def test_amqsamp4_to_mqsc_writes_its_nine_queues_and_three_processes() -> None:
    result = run("convert", "--to", "mqsc", str(AMQSAMP4))
    assert result.returncode == 0
    assert sum(result.stdout.count(f"\nDEFINE {noun}(") for noun in ("QLOCAL", "QALIAS", "QREMOTE")) == 9
    assert result.stdout.count("\nDEFINE PROCESS(") == 3
    assert result.stderr.count("warning MQT401") == 5  # PGM, DCL, SNDPGMMSG, RETURN, ENDPGM


@pytest.mark.parametrize(("stdin", "expected"), [
    (bytes(range(256)) * 4, "<stdin>:2:118: error MQT101"),  # byte 0x80: line 2 (after 0x0a), column 118
    (b"DEFINE QLOCAL('APP.IN) MAXDEPTH(5)\n", "<stdin>:1:8: error MQT103"),
    (b"DEFINE QLOCAL(A) FOO(1)\n", "<stdin>:1:18: error MQT105"),
    (b"\n\nDEFINE QLOCAL(A) MAXDEPTH(1000000000)\n", "<stdin>:3:18: error MQT202"),
])
def test_bad_input_exits_1_with_a_located_diagnostic(stdin: bytes, expected: str) -> None:
    result = run("convert", "--to", "cl", stdin=stdin)
    assert result.returncode == 1
    assert expected in result.stderr


def test_json_diagnostics_and_check() -> None:
    result = run("check", "--diagnostics", "json", "-", stdin=b"DEFINE QLOCAL(A) MAXDEPTH(-1)\n")
    assert result.returncode == 1
    (diagnostic,) = json.loads(result.stderr)  # the JSON array alone: the counts go to stdout
    assert (diagnostic["code"], diagnostic["line"], diagnostic["column"]) == ("MQT202", 1, 18)
    assert result.stdout.startswith("1 file(s), 1 command(s)")


def test_a_report_never_replaces_an_input_or_the_output(tmp_path: Path) -> None:
    script = tmp_path / "k.mqsc"
    script.write_text("DEFINE QLOCAL(A)\n")
    for extra in (["--report", str(script)], ["-o", str(tmp_path / "k.out"), "--report", f"{tmp_path}/./k.out"]):
        result = run("convert", "--to", "cl", str(script), *extra)
        assert result.returncode == 2 and "the report would replace it" in result.stderr
    assert script.read_text() == "DEFINE QLOCAL(A)\n" and not (tmp_path / "k.out").exists()


def test_check_reports_what_convert_would(tmp_path: Path) -> None:
    """check --report gives the migration report convert --report gives for the same inputs, writing nothing else."""
    (tmp_path / "a.clle").write_text("PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(-1)\nIF COND(&X) THEN(RETURN)\n"
                                     "CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    (tmp_path / "b.mqsc").write_text("DEFINE QLOCAL(C)\nDEFINE CHANNEL(X) CHLTYPE(SDR)\n")
    inputs = [str(tmp_path / "a.clle"), str(tmp_path / "b.mqsc")]
    checked = run("check", "--to", "mqsc", "--report", str(tmp_path / "check.json"), *inputs)
    converted = run("convert", "--to", "mqsc", "--report", str(tmp_path / "convert.json"), *inputs)
    assert checked.returncode == converted.returncode == 1 and checked.stdout == ""
    report = json.loads((tmp_path / "check.json").read_text())
    assert report == json.loads((tmp_path / "convert.json").read_text())
    assert report["commands"]["in"] == 6 and report["commands"]["failed"] == 2
    clash = run("check", "--report", inputs[0], inputs[0])
    assert clash.returncode == 2 and "the report would replace it" in clash.stderr


def test_auto_reads_mqsc_with_a_cl_word_starting_a_continuation_line(tmp_path: Path) -> None:
    script = tmp_path / "namelist.mqsc"
    script.write_text("DEFINE QLOCAL(APP.IN) MAXDEPTH(10)\nDEFINE NAMELIST(N1) NAMES(APP.IN, +\n  PGM.OUT)\n"
                      "DEFINE QL(APP.OUT)\n")
    result = run("convert", "--to", "cl", str(script))
    assert result.returncode == 0, result.stderr
    assert "CRTMQMNL NAMELIST('N1') NAMES('APP.IN' 'PGM.OUT')" in result.stdout


def test_usage_errors_exit_2() -> None:
    assert run("convert", "--to", "klingon").returncode == 2
    assert run("convert", "--to", "cl", "/no/such/file").returncode == 2


def test_dialects_lists_dialects_and_codes() -> None:
    result = run("dialects")
    assert result.returncode == 0 and "mqsc" in result.stdout and "MQT401" in result.stdout


def test_one_line_and_width() -> None:
    text = b"DEFINE QL(A) DESCR('a long description that will not fit on one short line') MAXDEPTH(5)\n"
    assert run("convert", "--to", "cl", "--one-line", stdin=text).stdout.count("\n") == 1
    assert run("convert", "--to", "cl", "--width", "40", stdin=text).stdout.count("\n") > 2


def test_dialect_and_policy_names_are_case_insensitive() -> None:
    result = CliRunner().invoke(main, ["convert", "--from", "MQSC", "--to", "Cl", "--on-unsupported", "WARN"],
                                input="DEFINE QL(A)\n")
    assert result.exit_code == 0 and result.output.startswith("CRTMQMQ QNAME('A') QTYPE(*LCL)")


def test_check_reads_standard_input_without_a_dash_and_counts_each_status() -> None:
    result = CliRunner().invoke(main, ["check"], input="DEFINE QL(A)\nDEFINE QL(B) MAXDEPTH(-1)\nALTER QMGR\n")
    assert result.exit_code == 1
    assert "1 file(s), 3 command(s): 1 translated, 1 passed-through, 0 skipped, 1 failed; 1 error(s)" in result.output


def test_a_file_name_with_a_line_end_stays_on_its_diagnostic_line(tmp_path: Path) -> None:
    script = tmp_path / "bad\nname.mqsc"
    script.write_text("DEFINE QLOCAL(A) BOGUS(1)\n")
    result = run("convert", "--to", "cl", str(script))
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == f"{tmp_path}/bad\\x0aname.mqsc:1:18: error MQT105: unknown keyword BOGUS"


@pytest.mark.parametrize(("closed", "arguments", "said"), [
    (0, ["convert", "--to", "cl"], "cannot read <stdin>: standard input is closed"),
    (0, ["check"], "cannot read <stdin>: standard input is closed"),
    (1, ["convert", "--to", "cl", "IN"], "cannot write stdout: standard output is closed"),
    (1, ["convert", "--to", "pcf-bin", "IN"], "cannot write stdout: standard output is closed")])
def test_a_closed_standard_stream_is_a_clear_error_not_an_internal_one(tmp_path: Path, closed: int,
                                                                       arguments: list[str], said: str) -> None:
    source = tmp_path / "in.mqsc"
    source.write_text("DEFINE QLOCAL(A)\n")
    done = subprocess.run([sys.executable, "-m", "cli", *[str(source) if a == "IN" else a for a in arguments]],
                          stdin=subprocess.DEVNULL, stdout=None if closed == 1 else subprocess.PIPE,
                          stderr=subprocess.PIPE, preexec_fn=lambda: os.close(closed), check=False, text=True,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 2 and said in done.stderr and "internal error" not in done.stderr


def test_a_closed_stderr_leaves_the_run_as_it_is(tmp_path: Path) -> None:
    source = tmp_path / "in.mqsc"
    source.write_text("DEFINE QLOCAL(A)\nDEFINE QLOCAL(B) MAXDEPTH(-1)\n")
    for arguments in (["convert", "--to", "cl", str(source)],
                      ["batch", str(source), "--to", "cl", "--engine", "local", "--out", str(tmp_path / "out")]):
        done = subprocess.run([sys.executable, "-m", "cli", *arguments], stdout=subprocess.PIPE,
                              preexec_fn=lambda: os.close(2), check=False, text=True,
                              cwd=Path(__file__).resolve().parent.parent)
        assert done.returncode == 1  # B's error, as with stderr open
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert (summary["translated"], summary["failed"], summary["reconciled"]) == (1, 1, True)


def test_check_into_a_dialect_counts_and_fails_as_convert_into_it(tmp_path: Path) -> None:
    source = tmp_path / "in.clle"
    source.write_text("CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT(&A)\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    runner = CliRunner()
    own = runner.invoke(main, ["check", str(source)])
    into = runner.invoke(main, ["check", "--to", "mqsc", str(source)])
    converted = runner.invoke(main, ["convert", "--to", "mqsc", str(source)])
    assert own.exit_code == 0 and "2 translated" in own.stderr  # CL writes &A back as it is
    assert (into.exit_code, converted.exit_code) == (1, 1) and "MQT106" in into.stderr and "MQT106" in converted.stderr
    assert "1 translated, 0 passed-through, 0 skipped, 1 failed" in into.stderr and into.stdout == ""


@pytest.mark.parametrize("arguments", [["parse", "IN"], ["dialects"], ["--help"]])
def test_any_command_with_stdout_closed_says_so_in_one_line(tmp_path: Path, arguments: list[str]) -> None:
    source = tmp_path / "in.mqsc"
    source.write_text("DEFINE QLOCAL(A)\n")
    done = subprocess.run([sys.executable, "-m", "cli", *[str(source) if a == "IN" else a for a in arguments]],
                          stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1), check=False, text=True,
                          cwd=Path(__file__).resolve().parent.parent)
    assert (done.returncode, done.stderr) == (2, "mqtranslate: standard output is closed\n")


@pytest.mark.parametrize("where", ["argument", "stdin"])
def test_an_endless_device_is_refused_not_read_until_memory_runs_out(where: str) -> None:
    """/dev/zero never ends: read whole, it took the machine's memory; a device that is no terminal is refused."""
    with open(os.devnull if where == "argument" else "/dev/zero", "rb") as stdin:
        done = subprocess.run([sys.executable, "-m", "cli", "check", *(["/dev/zero"] if where == "argument" else [])],
                              stdin=stdin, capture_output=True, text=True, timeout=60, check=False,
                              cwd=Path(__file__).parent.parent)
    assert done.returncode == 2 and "MQT110" in done.stderr and "it is a device, not a file or a pipe" in done.stderr


def test_dev_null_is_an_empty_input() -> None:
    with open(os.devnull, "rb") as stdin:
        done = subprocess.run([sys.executable, "-m", "cli", "check"], stdin=stdin, capture_output=True, text=True,
                              timeout=60, check=False, cwd=Path(__file__).parent.parent)
    assert done.returncode == 0 and "0 command(s)" in done.stderr


def test_an_input_longer_than_the_largest_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import translator.cli_inputs as cli_inputs

    monkeypatch.setattr(cli_inputs, "LARGEST_INPUT", 16)
    (tmp_path / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")  # 17 bytes
    (tmp_path / "b.mqsc").write_text("DEFINE QL(A)\n")
    result = CliRunner().invoke(main, ["check", str(tmp_path / "a.mqsc"), str(tmp_path / "b.mqsc")])
    assert result.exit_code == 2 and "a.mqsc: it is longer than 16 bytes (split it, or use batch)" in result.stderr
    assert "2 file(s), 2 command(s): 1 translated" in result.stderr  # the next file is read


@pytest.mark.parametrize(("width", "code"), [("5", 2), ("15", 2), ("16", 0), ("0", 0)])
def test_a_width_too_narrow_to_fold_at_is_a_usage_error(width: str, code: int) -> None:
    """Below 16 columns a fold leaves no room after its indent: lines came out longer than asked, without a word."""
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "--width", width], input="DEFINE QL(A) DESCR('x')\n")
    assert result.exit_code == code and (code == 0 or "narrower than 16 columns" in result.stderr)


@pytest.mark.parametrize(("arguments", "said"), [
    (["--to", "mqsc", "--explicit"], "--explicit does not apply to mqsc output: ignored"),
    (["--to", "rest", "--ccsid", "37"], "--ccsid does not apply to rest output: ignored"),
    (["--to", "tpf", "--one-line"], "--one-line does not apply to tpf output: ignored"),
    (["--to", "cl", "--explicit", "--width", "40"], None), (["--to", "mqsc", "--width", "40"], None)])
def test_a_writing_option_the_target_does_not_read_is_said_to_be_ignored(arguments: list[str], said: str | None) -> None:
    result = CliRunner().invoke(main, ["convert", *arguments], input="DEFINE QL(A)\n")
    assert result.exit_code == 0
    assert (said in result.stderr) if said else "does not apply" not in result.stderr


def test_parse_keeps_the_trailing_comments_of_a_file_read_again() -> None:
    """More lines that are no command than translation._HELD before the first: the file is read again, and the
    comments after its last command are still printed."""
    text = "FOO BAR\n" * 1001 + "DEFINE QLOCAL(A)\n* trailing comment\n"
    result = CliRunner().invoke(main, ["parse", "--from", "mqsc"], input=text)
    assert result.stdout.splitlines()[-1] == '{"trailing_comments": ["trailing comment"]}'
    assert result.stdout.count('"item": "rejected"') == 1001


@pytest.mark.parametrize(("second", "target", "code"), [("QM2", "mqsc", 1), ("QM2", "pcf", 1), ("QM1", "mqsc", 0),
                                                         ("QM2", "cl", 0)])  # CL names each command's
def test_inputs_for_different_queue_managers_into_one_output_are_mqt316(tmp_path: Path, second: str, target: str,
                                                                        code: int) -> None:
    first, other = tmp_path / "q1.clle", tmp_path / "q2.clle"
    first.write_text("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1)\n")
    other.write_text(f"CRTMQMQ QNAME(B) QTYPE(*LCL) MQMNAME({second})\n")
    result = run("convert", "--to", target, "-o", str(tmp_path / "out"), str(first), str(other))
    assert result.returncode == code and ("MQT316" in result.stderr) is bool(code)
    if code:
        assert f"{other}:1:30: error MQT316: the inputs name queue managers QM1, QM2" in result.stderr


def test_one_line_and_a_width_together_are_a_usage_error() -> None:
    result = run("convert", "--to", "cl", "--one-line", "--width", "40", stdin=b"DEFINE QL(A)\n")
    assert result.returncode == 2 and "--one-line and --width" in result.stderr


def test_the_output_never_replaces_an_input(tmp_path: Path) -> None:
    script = tmp_path / "prog.clle"
    script.write_text("CRTMQMQ QNAME(A) QTYPE(*LCL)\n")
    result = run("convert", "--to", "mqsc", "-o", str(script), str(script))
    assert result.returncode == 2 and "the translation would replace the script" in result.stderr
    assert script.read_text() == "CRTMQMQ QNAME(A) QTYPE(*LCL)\n"


@pytest.mark.parametrize("policy", ["error", "warn"])
def test_a_command_of_a_later_input_for_another_queue_manager_is_refused_as_in_one_script(tmp_path: Path,
                                                                                        policy: str) -> None:
    """The inputs of one convert are one script: the second's command for QM2 fails (MQT316, under the policy, as
    MQT312 in one file), and is not written live; under warn it is written, with the warning."""
    (tmp_path / "a.clle").write_text("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1)\n")
    (tmp_path / "b.clle").write_text("CRTMQMQ QNAME(B) QTYPE(*LCL) MQMNAME(QM2)\nCRTMQMQ QNAME(C) QTYPE(*LCL)\n")
    out = tmp_path / "out.rest.jsonl"
    result = run("convert", "--to", "rest", "--on-unsupported", policy, "-o", str(out), "--report",
                 str(tmp_path / "r.json"), str(tmp_path / "a.clle"), str(tmp_path / "b.clle"))
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["diagnostics_by_code"]["MQT316"]["count"] == 1 and not report["run_errors"]
    assert "MQT313" in result.stderr  # C: the default queue manager after QM1
    names = [json.loads(line)["name"] for line in out.read_text().splitlines()]
    assert (result.returncode, names) == ((1, ["A", "C"]) if policy == "error" else (0, ["A", "B", "C"]))


def test_check_reads_each_input_as_a_script_of_its_own(tmp_path: Path) -> None:
    """check finds what is wrong in each file, as convert of that file alone and batch would: not what joining them
    into one output would (convert of both: the second's CHGMQMQ typed by the first; MQT316 for two queue managers)."""
    (tmp_path / "c1.clle").write_text("CRTMQMQ QNAME('AL') QTYPE(*ALS) TGTQNAME('X')\n")
    (tmp_path / "c2.clle").write_text("CHGMQMQ QNAME('AL') PUTENBL(*NO)\n")
    (tmp_path / "q1.clle").write_text("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1)\n")
    (tmp_path / "q2.clle").write_text("CRTMQMQ QNAME(B) QTYPE(*LCL) MQMNAME(QM2)\n")
    for files, joined, alone, said in (("c1.clle c2.clle", 0, 1, "MQT304"), ("q1.clle q2.clle", 1, 0, "MQT316")):
        paths = [str(tmp_path / name) for name in files.split()]
        converted, checked = run("convert", "--to", "mqsc", *paths), run("check", "--to", "mqsc", *paths)
        assert (converted.returncode, checked.returncode) == (joined, alone)
        assert (said in converted.stderr, said in checked.stderr) == (said == "MQT316", said == "MQT304")
        assert checked.returncode == max(run("convert", "--to", "mqsc", path).returncode for path in paths)


def test_an_unreadable_input_is_a_failed_record_and_the_others_are_translated(tmp_path: Path) -> None:
    if os.geteuid() == 0 and not Path("/usr/bin/setpriv").exists():
        pytest.skip("root reads every file, and setpriv is not here to run as another user")
    (tmp_path / "ok.mqsc").write_text("DEFINE QLOCAL(A)\n")
    secret = tmp_path / "secret.mqsc"
    secret.write_text("DEFINE QLOCAL(B)\n")
    secret.chmod(0)
    tmp_path.chmod(0o755)
    as_nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.geteuid() == 0 else []
    result = subprocess.run([*as_nobody, sys.executable, "-m", "cli", "convert", "--to", "cl", "ok.mqsc", "secret.mqsc"],
                            cwd=tmp_path, capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert result.returncode == 2 and result.stdout == "CRTMQMQ QNAME('A') QTYPE(*LCL)\n"
    assert "secret.mqsc:1:1: error MQT110: cannot read secret.mqsc" in result.stderr


def test_a_report_on_standard_output_beside_the_translation_is_a_usage_error() -> None:
    result = run("convert", "--from", "mqsc", "--to", "cl", "--report", "-", stdin=b"DEFINE QLOCAL(A)\n")
    assert result.returncode == 2 and result.stdout == "" and "both go to standard output" in result.stderr
    assert run("check", "--from", "mqsc", "--report", "-", stdin=b"DEFINE QLOCAL(A)\n").stdout.startswith("# Migration")


@pytest.mark.parametrize(("first", "second", "target", "at", "reversed_at"), [
    ("DEFINE QLOCAL(A1)\nEND\n", "DEFINE QLOCAL(B1)\n", "mqsc", ["a:2:1"], []),
    ("DEFINE QLOCAL(A1)\nEXIT\nDEFINE QLOCAL(A2)\n", "DEFINE QLOCAL(B1)\n", "mqsc", ["a:2:1"], []),
    ("PGM\nCRTMQMQ QNAME('P1') QTYPE(*LCL)\nENDPGM\n", "PGM\nCRTMQMQ QNAME('P2') QTYPE(*LCL)\nENDPGM\n", "cl",
     ["a:3:1", "b:1:1"], ["b:3:1", "a:1:1"]),
    ("DEFINE QLOCAL(A1)\n", "PGM\nCRTMQMQ QNAME('P2') QTYPE(*LCL)\nENDPGM\n", "cl", ["b:1:1"], ["b:3:1"]),
])
def test_inputs_written_into_one_output_never_end_or_start_it_in_the_middle(
        tmp_path: Path, first: str, second: str, target: str, at: list[str], reversed_at: list[str]) -> None:
    """runmqsc reads nothing after END, IBM i compiles one program, PGM first, and runs nothing after ENDPGM: joined
    into one output, the other inputs' commands would never run. MQT130, an error: not written (a comment), as any
    command with an error (tests/test_h2_joined.py: what stood after it is refused)."""
    (tmp_path / "a").write_text(first)
    (tmp_path / "b").write_text(second)
    result = run("convert", "--to", target, str(tmp_path / "a"), str(tmp_path / "b"))
    assert result.returncode == 1 and _joined_errors(result) == at
    assert result.stdout.count("has errors):") >= len(at)  # each written as a comment
    alone = [run("convert", "--to", target, str(tmp_path / name)) for name in ("a", "b")]
    assert all("MQT130" not in each.stderr for each in alone)
    assert _joined_errors(run("convert", "--to", target, str(tmp_path / "b"), str(tmp_path / "a"))) == reversed_at


def _joined_errors(result: subprocess.CompletedProcess[str]) -> list[str]:
    """Where each MQT130 stands, as FILE:LINE:COLUMN without the folder."""
    return [line.split(": error")[0].rsplit("/", 1)[-1] for line in result.stderr.splitlines() if "MQT130" in line]


def test_the_existing_definitions_are_read_with_the_inputs_encoding(tmp_path: Path) -> None:
    """An EBCDIC dump beside EBCDIC scripts: --encoding reads both, wherever it stands on the command line."""
    (tmp_path / "dump.mqsc").write_bytes("DEFINE QALIAS(AL) TARGET(X)\n".encode("cp037"))
    (tmp_path / "c.clle").write_bytes("CHGMQMQ QNAME(AL) PUTENBL(*NO)\n".encode("cp037"))
    for order in (["--existing", str(tmp_path / "dump.mqsc"), "--encoding", "37"],
                  ["--encoding", "37", "--existing", str(tmp_path / "dump.mqsc")]):
        result = run("convert", "--to", "mqsc", *order, str(tmp_path / "c.clle"))
        assert (result.returncode, result.stdout) == (0, "ALTER QALIAS('AL') PUT(DISABLED)\n"), result.stderr


@pytest.mark.parametrize(("dump", "kind"), [
    (b"DEFINE QALIAS(AL) TARGET(X)\n", "UTF-8"),  # taken off the system, beside EBCDIC members
    ("DEFINE QALIAS(AL) TARGET(X)\n".encode("cp037"), "EBCDIC with line ends"),
    ("DEFINE QALIAS(AL) TARGET(X)".ljust(80).encode("cp037"), "an EBCDIC member"),
])
def test_the_inputs_record_length_reads_only_an_existing_file_of_records(tmp_path: Path, dump: bytes, kind: str) -> None:
    """--record-length read a UTF-8 dump, or one with line ends, as records too, which it is not: no queue was known."""
    (tmp_path / "dump.mqsc").write_bytes(dump)
    (tmp_path / "c.clle").write_bytes("CHGMQMQ QNAME(AL) PUTENBL(*NO)".ljust(80).encode("cp037") * 2)
    result = run("convert", "--to", "mqsc", "--encoding", "37", "--record-length", "80", "--existing",
                 str(tmp_path / "dump.mqsc"), str(tmp_path / "c.clle"))
    assert (result.returncode, result.stdout) == (0, "ALTER QALIAS('AL') PUT(DISABLED)\n" * 2), (kind, result.stderr)


def test_with_json_diagnostics_stderr_is_one_json_array_notices_included(tmp_path: Path) -> None:
    """An option's notice was a text line before the array, so stderr did not parse as JSON."""
    (tmp_path / "in.mqsc").write_text("DEFINE QLOCAL(A) MAXDEPTH(-1)\n")
    (tmp_path / "dump.mqsc").write_text("DEFINE QLOCAL(B) FOO(1)\n")
    for command in (["convert", "--to", "cl", "--ccsid", "37"], ["check", "--to", "mqsc"]):
        result = run(*command, "--diagnostics", "json", "--existing", str(tmp_path / "dump.mqsc"),
                     str(tmp_path / "in.mqsc"))
        found = json.loads(result.stderr)
        notices = [element["message"] for element in found if element["code"] is None]
        assert any("could not be read" in notice for notice in notices), notices
        assert [element["code"] for element in found if element["code"]] == ["MQT202"]
