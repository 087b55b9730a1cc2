"""MQSC from a z/OS data set: 80-column records whose columns 73 to 80 hold sequence numbers, which z/OS ignores."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from translator import translate
from translator.encodings import resolve

SCRIPT = ["* Queues for the payroll application", "DEFINE QLOCAL(PAY.IN) REPLACE +", "       DESCR('Payroll input') +",
          "       MAXDEPTH(5000)", "", "DEFINE QALIAS(PAY.ALIAS) TARGET(PAY.IN) BADKEY(1)"]


def _numbered(lines: list[str], end: str = "\n") -> str:
    return "".join(line.ljust(72) + f"{(number + 1) * 100:08d}" + end for number, line in enumerate(lines))


def test_the_sequence_numbers_of_a_z_os_data_set_are_ignored_and_every_column_before_them_kept() -> None:
    plain = translate("\n".join(SCRIPT) + "\n", "mqsc", "cl")
    numbered = translate(_numbered(SCRIPT), "auto", "cl")
    assert numbered.output == plain.output and "CRTMQMQ QNAME('PAY.IN')" in numbered.output
    [said] = [d for d in numbered.diagnostics if d.code == "MQT133"]
    assert (said.span.line, said.span.column, said.severity.value) == (1, 73, "info")
    assert "(00000100 here)" in said.message
    # the error in the last command stands where it stood
    assert [(d.code, d.span.line, d.span.column) for d in numbered.diagnostics if d.code != "MQT133"] == \
        [(d.code, d.span.line, d.span.column) for d in plain.diagnostics]


def test_records_read_with_record_length_lose_their_sequence_numbers_too() -> None:
    codec = resolve("1047").codec
    data = "".join(line.ljust(72) + f"{number:08d}" for number, line in enumerate(SCRIPT[:4], 1)).encode(codec)
    result = translate(data, "mqsc", "mqsc", encoding="1047", record_length=80)
    assert result.output.splitlines()[1:] == ["DEFINE QLOCAL('PAY.IN') DESCR('Payroll input') MAXDEPTH(5000) REPLACE"]
    assert "MQT133" in [d.code for d in result.diagnostics]


def test_crlf_line_ends_are_records_too() -> None:
    assert translate(_numbered(SCRIPT[:4], "\r\n"), "mqsc", "cl").output == \
        translate("\n".join(SCRIPT[:4]) + "\n", "mqsc", "cl").output


def test_blank_lines_among_the_records_are_no_line_not_so() -> None:
    """A copy may add blank lines (at its end most often): the records are still read from columns 1 to 72."""
    text = _numbered(SCRIPT[:1]) + "\n" + _numbered(["ALTER QMGR DESCR('x')"]) + "\n  \n"
    result = translate(text, "mqsc", "rest")
    assert "MQT133" in [d.code for d in result.diagnostics]
    assert result.output == '{"type": "runCommand", "parameters": {"command": "ALTER QMGR DESCR(\'x\')"}}\n'


def test_a_script_with_one_line_not_so_is_read_as_it_stands() -> None:
    """The digits are read as runmqsc elsewhere reads them: an unknown keyword, the command refused."""
    text = _numbered(SCRIPT[:1]) + "DEFINE QLOCAL(A)".ljust(72) + "00000200\n" + "DEFINE QLOCAL(B)\n"
    result = translate(text, "mqsc", "cl")
    assert "MQT133" not in [d.code for d in result.diagnostics]
    assert [r.status for r in result.records] == ["failed", "translated"]


def test_a_rest_run_command_string_is_never_taken_for_a_record() -> None:
    command = "DEFINE QLOCAL(A)".ljust(72) + "00000100"
    body = '{"type": "runCommand", "parameters": {"command": "' + command + '"}}\n'
    result = translate(body, "rest", "mqsc")
    assert "MQT133" not in [d.code for d in result.diagnostics] and [r.status for r in result.records] == ["failed"]


_LINE = st.text(st.sampled_from("DEFINE QLOCAL(A) ALTER QALIAS(B) TARGET(C) DESCR('x y') + - * ,"), max_size=72)


@settings(max_examples=200, deadline=None)
@given(st.lists(_LINE, min_size=1, max_size=8), st.sampled_from(["\n", "\r\n"]))
def test_numbering_a_script_of_72_columns_changes_nothing_it_means(lines: list[str], end: str) -> None:
    plain = translate(end.join(lines) + end, "mqsc", "mqsc", on_unsupported="warn")
    numbered = translate(_numbered(lines, end), "mqsc", "mqsc", on_unsupported="warn")
    assert numbered.output == plain.output
    assert [(r.status, r.line) for r in numbered.records] == [(r.status, r.line) for r in plain.records]
