"""The command line's corners: outputs that are pipes named by a path, standard output given twice, -D names, batch
given '-'."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main

ROOT = Path(__file__).resolve().parents[1]


def shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``command`` run by bash (process substitution, pipes), ``mqt`` standing for the command line."""
    mqt = f"PYTHONPATH={ROOT} {sys.executable} -m cli"
    result = subprocess.run(["bash", "-c", command.replace("mqt", mqt)], cwd=cwd, capture_output=True, text=True,
                            check=False)
    assert "Traceback" not in result.stderr
    return result


@pytest.mark.parametrize("option", ["-o", "--report"])
def test_a_pipe_named_by_a_path_is_written_in_place(tmp_path: Path, option: str) -> None:
    """/dev/stdout and a process substitution's /dev/fd/N are links to a pipe, which no path names: they were
    taken for a new file beside it, which cannot be made (exit 2, nothing written)."""
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    out = "-o /dev/null --report" if option == "--report" else "-o"
    piped = shell(f"set -o pipefail; mqt convert --to cl q.mqsc {out} /dev/stdout | cat", tmp_path)
    assert piped.returncode == 0, piped.stderr
    assert ("# Migration report" in piped.stdout) if option == "--report" else \
        piped.stdout == "CRTMQMQ QNAME('A') QTYPE(*LCL)\n"
    substituted = shell(f"mqt convert --to cl q.mqsc {out} >(cat > got); wait $!; sleep 0.2; cat got", tmp_path)
    assert substituted.returncode == 0 and "cannot write" not in substituted.stderr
    assert ("# Migration report" in substituted.stdout) if option == "--report" else \
        substituted.stdout == "CRTMQMQ QNAME('A') QTYPE(*LCL)\n"


@pytest.mark.parametrize("report", ["/dev/stdout", "-"])
def test_a_report_to_standard_output_by_any_name_beside_the_translation_is_a_usage_error(
        tmp_path: Path, report: str) -> None:
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    for output in ("", "-o /dev/stdout"):
        result = shell(f"mqt convert --to cl q.mqsc {output} --report {report} | cat", tmp_path)
        assert "would both go to standard output" in result.stderr and result.stdout == ""
    assert shell(f"mqt convert --to cl q.mqsc -o out.clle --report {report} | cat", tmp_path).stdout.startswith(
        "# Migration report")


def _on_a_terminal(args: list[str], cwd: Path) -> tuple[int, str]:
    """The command line run with standard input, output and error a pseudo-terminal: its status and what it showed."""
    import pty

    controller, terminal = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "cli", *args], stdin=terminal, stdout=terminal, stderr=terminal,
                               cwd=cwd, env={**os.environ, "PYTHONPATH": str(ROOT)})
    os.close(terminal)
    shown = b""
    while True:
        try:
            part = os.read(controller, 4096)
        except OSError:  # the terminal closed: the process has ended
            break
        if not part:
            break
        shown += part
    os.close(controller)
    return process.wait(timeout=60), shown.decode().replace("\r\n", "\n")


@pytest.mark.parametrize("report", ["/dev/stderr", "/dev/stdout", "-"])
def test_a_report_to_the_terminal_the_translation_goes_to_is_written_after_it(tmp_path: Path, report: str) -> None:
    """On a terminal nothing mixes the report into a file or pipe: it was a usage error, as standard error and output
    are the one terminal."""
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    status, shown = _on_a_terminal(["convert", "--to", "cl", "q.mqsc", "--report", report], tmp_path)
    assert status == 0 and "would both go" not in shown
    assert shown.startswith("CRTMQMQ QNAME('A') QTYPE(*LCL)\n# Migration report\n")


@pytest.mark.parametrize("pair", ["&=x", "&&=x", "=x", "x"])
def test_a_variable_without_a_name_is_a_usage_error(pair: str) -> None:
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "-D", pair, "-"], input="DEFINE QLOCAL(A)\n")
    assert result.exit_code == 2 and f"{pair!r} is not NAME=VALUE" in result.stderr and result.stdout == ""


def test_batch_refuses_standard_input(tmp_path: Path) -> None:
    """'-' was read as a file of that name in the current folder: a failed row, MQT110, and exit 1."""
    result = CliRunner().invoke(main, ["batch", "-", "--to", "cl", "--out", str(tmp_path / "o"), "--engine", "local"])
    assert result.exit_code == 2 and "'-' names none" in result.stderr and not (tmp_path / "o").exists()


@pytest.mark.parametrize(("options", "said"), [
    (["--engine", "local", "--master", "local[2]"], "--master applies to --engine spark only: ignored"),
    (["--engine", "local", "--workers", "1"], ""),
])
def test_batch_says_which_engine_option_it_ignores(tmp_path: Path, options: list[str], said: str) -> None:
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    result = CliRunner().invoke(main, ["batch", str(tmp_path / "q.mqsc"), "--to", "cl", "--out", str(tmp_path / "o"),
                                       *options])
    assert result.exit_code == 0 and (said in result.stderr if said else "ignored" not in result.stderr)


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_convert_leaves_no_partial_output(tmp_path: Path, number: signal.Signals) -> None:
    """-o and --report are written beside FILE under a temporary name, renamed once whole: SIGTERM ended the
    process where it stood, leaving that file behind."""
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    process = subprocess.Popen([sys.executable, "-m", "cli", "convert", "--to", "cl", "-o", "out.clle", str(fifo)],
                               cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)}, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while not any(path.name.endswith(".partial") for path in tmp_path.iterdir()) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.2)  # blocked opening the FIFO, which nothing writes
    process.send_signal(number)
    _, stderr = process.communicate(timeout=30)
    assert process.returncode == 128 + number and b"Traceback" not in stderr  # Ctrl-C was "Aborted!" and 1
    assert sorted(path.name for path in tmp_path.iterdir()) == ["fifo"]


def test_one_line_and_width_0_say_the_same() -> None:
    """Refused as saying "two different things", though --one-line is --width 0."""
    text = "DEFINE QLOCAL(A) DESCR('" + "x" * 60 + "')\n"
    same = CliRunner().invoke(main, ["convert", "--to", "cl", "--one-line", "--width", "0", "-"], input=text)
    assert same.exit_code == 0 and same.stdout.count("\n") == 1
    other = CliRunner().invoke(main, ["convert", "--to", "cl", "--one-line", "--width", "72", "-"], input=text)
    assert other.exit_code == 2 and "say two different things" in other.stderr


@pytest.mark.parametrize("command", ["convert", "check", "parse"])
@pytest.mark.parametrize("twice", [["-", "-"], ["{a}", "{a}"], ["{a}", "{dir}/../{dirname}/a.mqsc"]])
def test_an_input_given_twice_is_a_usage_error_as_its_commands_would_run_twice(
        tmp_path: Path, command: str, twice: list[str]) -> None:
    script = tmp_path / "a.mqsc"
    script.write_text("DEFINE QLOCAL(A)\n")
    files = [given.format(a=script, dir=tmp_path, dirname=tmp_path.name) for given in twice]
    options = ["--to", "cl"] if command == "convert" else []
    result = CliRunner().invoke(main, [command, *options, *files], input="DEFINE QLOCAL(A)\n")
    assert result.exit_code == 2 and "is given twice" in result.output and "CRTMQMQ" not in result.output


def test_check_without_to_says_what_existing_is_for_into_cl_as_convert_does(tmp_path: Path) -> None:
    (tmp_path / "chg.clle").write_text("CHGMQMQ QNAME(APP.IN) PUTENBL(*NO)\n")
    (tmp_path / "dump.mqsc").write_text("DEFINE QALIAS(APP.IN) TARGET(X)\n")
    said = ("--existing applies to cl output, which needs no queue type, to find commands stating another type than "
            "the queue has (MQT317), and refuse a delete so, which cl cannot state (MQT318)")
    for options in (["check"], ["check", "--from", "cl"], ["convert", "--to", "cl"]):
        result = CliRunner().invoke(main, [*options, "--existing", str(tmp_path / "dump.mqsc"),
                                           str(tmp_path / "chg.clle")])
        assert result.exit_code == 0 and result.output.count(said) == 1, (options, result.output)
    mqsc = CliRunner().invoke(main, ["check", "--to", "mqsc", "--existing", str(tmp_path / "dump.mqsc"),
                                     str(tmp_path / "chg.clle")])
    assert said not in mqsc.output and "MQT303" in mqsc.output


@pytest.mark.parametrize("twice", [["Q=A", "q=B"], ["Q=A", "&Q=A"]])
def test_a_variable_given_twice_by_d_is_a_usage_error(tmp_path: Path, twice: list[str]) -> None:
    """CL folds variable names: -D Q=A -D q=B named one variable twice, and the last won silently."""
    script = tmp_path / "v.clle"
    script.write_text("PGM\nCRTMQMQ QNAME(&Q) QTYPE(*LCL)\nENDPGM\n")
    options = [part for pair in twice for part in ("-D", pair)]
    for command in (["convert", "--to", "mqsc"], ["check"], ["parse"]):
        result = CliRunner().invoke(main, [*command, *options, str(script)])
        assert result.exit_code == 2 and "&Q is given twice" in result.output and "DEFINE" not in result.output


@pytest.mark.parametrize("target", ["pcf", "pcf-bin", "rest"])
def test_a_script_of_comments_only_says_they_are_not_carried(target: str) -> None:
    from translator import translate

    translation = translate("* first\n* second\n", "mqsc", target, file="c.mqsc")
    assert [(d.code, str(d.span)) for d in translation.diagnostics] == [("MQT403", "c.mqsc:1:1")]
    assert not translate("* first\n", "mqsc", "cl").diagnostics  # CL carries them


def test_check_takes_the_ccsid_convert_would_write_pcf_bin_in(tmp_path: Path) -> None:
    """check --to pcf-bin finds what convert --ccsid 37 refuses (MQT209); elsewhere --ccsid is said to be ignored."""
    script = tmp_path / "u.mqsc"
    script.write_text("DEFINE QL(A) DESCR('café 日')\n")
    refused = CliRunner().invoke(main, ["check", "--to", "pcf-bin", "--ccsid", "37", str(script)])
    assert refused.exit_code == 1 and "MQT209" in refused.output
    assert CliRunner().invoke(main, ["check", "--to", "pcf-bin", str(script)]).exit_code == 0
    ignored = CliRunner().invoke(main, ["check", "--ccsid", "37", str(script)])
    assert ignored.exit_code == 0 and "--ccsid does not apply to mqsc output: ignored" in ignored.output


@pytest.mark.parametrize("option", ["-o", "--report"])
def test_an_output_name_that_fits_is_written_however_long(tmp_path: Path, option: str) -> None:
    """The temporary name an output is written under added 17 characters to its own: a name of 239 to 255 bytes
    failed (File name too long, exit 2) though it fits."""
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    name = tmp_path / ("o" * 250 + ".json")  # 255 bytes, the most a folder entry holds
    result = CliRunner().invoke(main, ["convert", "--to", "cl", str(tmp_path / "q.mqsc"), option, str(name)])
    assert result.exit_code == 0 and result.stderr == ""
    assert sorted(path.name for path in tmp_path.iterdir()) == [name.name, "q.mqsc"]
    assert name.read_text().startswith("CRTMQMQ" if option == "-o" else "{")


@pytest.mark.parametrize("arguments", [["dialects"], ["attributes"], ["--help"], ["--version"], ["batch", "--help"],
                                       ["check", "IN", "--diagnostics", "json"], ["parse", "IN"],
                                       ["convert", "--to", "cl", "IN"]])
def test_a_full_stdout_is_said_as_one_line_and_exit_2_by_every_command(tmp_path: Path, arguments: list[str]) -> None:
    """convert and parse said "cannot write stdout", the others "internal error" with exit 1."""
    (tmp_path / "in.mqsc").write_text("DEFINE QLOCAL(A)\n")
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "cli", *[str(tmp_path / "in.mqsc") if a == "IN" else a
                                                              for a in arguments]],
                              stdout=full, stderr=subprocess.PIPE, text=True, check=False, timeout=60, cwd=ROOT)
    said = "[]\n" if "json" in arguments else ""  # the diagnostics, as JSON, before the counts written to stdout
    assert (done.returncode, done.stderr) == (2, f"{said}mqtranslate: cannot write stdout: No space left on device\n")


@pytest.mark.parametrize("command", [["check"], ["convert", "--to", "cl"]])
def test_an_empty_report_name_is_refused_as_an_empty_output_name(tmp_path: Path, command: list[str]) -> None:
    """--report '' was taken as no --report: exit 0, no report, not a word."""
    (tmp_path / "q.mqsc").write_text("DEFINE QLOCAL(A)\n")
    result = CliRunner().invoke(main, [*command, str(tmp_path / "q.mqsc"), "--report", ""])
    assert result.exit_code == 2 and result.stderr.endswith("mqtranslate: cannot write : Is a directory\n")
