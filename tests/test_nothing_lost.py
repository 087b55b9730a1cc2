"""Nothing in the input is lost without a word: every line belongs to a command record, a comment or a diagnostic.

- A command whose last line ends in a continuation ``+`` or ``-`` at the end of the input is an error and a
  failed record, never dropped or translated as if it were complete.
- MQSC ``;`` ends a command; the rest of its line is not read (CSQUTIL: "A semicolon (;) can be used to terminate
  a command; the remaining data in the record is ignored", syntax.md 3.1), so it is reported (MQT114).
- CRLF, CR and LF each end a line, whichever a file uses; U+2028 and U+0085 do not (data, not line ends).
- A byte-order mark starting a line (scripts joined together) is ignored, with MQT113, not read as text.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.adversarial import TARGET
from translator import translate
from translator.dialects import DIALECTS

COMMANDS = {
    "mqsc": ["DEFINE QLOCAL(A) MAXDEPTH(5)", "ALTER QL('b.c') DESCR('it''s; fine')", "DELETE QALIAS(X)",
             "DEFINE QLOCAL(LONG) +\n  DESCR('x') -\nREPLACE", "DEFINE CHANNEL(C) CHLTYPE(SVRCONN)",
             "DEFINE NAMELIST(N) NAMES(A, B)"],
    "cl": ["CRTMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(5)", "CHGMQMQ QNAME('b.c') QTYPE(*LCL) TEXT('it''s')",
           "DLTMQMQ QNAME(X)", "CRTMQMQ QNAME(LONG) QTYPE(*LCL) +\n  TEXT('x') /* note */ +\n  REPLACE(*YES)",
           "PGM", "CRTMQMNL NAMELIST(N) NAMES(A B)"],
    "tpf": ["ZMQSC DEF QL-A MAXDEPTH-5", "ZMQSC ALT QL-'b.c' DESCR-'it''s'", "ZMQSC DEL QA-X", "ZMQSC START QMGR"],
}
COMMENT = {"mqsc": "* a comment", "cl": "/* a comment */", "tpf": "* a comment"}
LINE_ENDS = st.sampled_from(["\n", "\r\n", "\r"])


def _joined(lines: list[str], ends: list[str]) -> str:
    """``lines``, each followed by its line end; an empty line after a CR ends in CR too (CR then LF is one end)."""
    for index in range(1, len(lines)):
        if not lines[index] and ends[index - 1] == "\r":
            ends[index] = "\r"
    return "".join(line + end for line, end in zip(lines, ends, strict=True))


def _translate(text: str, dialect: str):
    return translate(text, dialect, TARGET[dialect], file="f")


@pytest.mark.parametrize(("dialect", "after"), [
    *(("mqsc", after) for after in ["", "\n", "\n\n   \n", "\r\n"]),
    *(("cl", after) for after in ["", "\n", "\r\n"])])  # a CL command continued into a blank record ends there
@pytest.mark.parametrize("continuation", ["+", "-"])
def test_a_command_continued_past_the_end_is_an_error_and_a_failed_record(dialect: str, continuation: str,
                                                                          after: str) -> None:
    first = COMMANDS[dialect][0]
    text = f"{first}\n{first} {continuation}{after}"
    result = _translate(text, dialect)
    assert [record.status for record in result.records] == ["translated", "failed"]
    (error,) = [d for d in result.diagnostics if d.severity == "error"]
    assert error.code == "MQT102" and "continued past the end of the input" in error.message
    assert (error.span.line, error.span.column) == (2, len(first) + 2)
    queue_word = {"cl": "QNAME", "mqsc": "QLOCAL"}[TARGET[dialect]]
    assert result.output.count(queue_word) == 1  # the unfinished one not translated


@pytest.mark.parametrize("target", ["mqsc", "cl"])
def test_the_comment_lines_after_a_command_continued_past_the_end_are_in_its_note(target: str) -> None:
    result = translate("* before\nDEFINE QLOCAL(A) +\n* inner\nMAXDEPTH(5) +\n\n* after it\n\n", "mqsc", target)
    words = ("before", "inner", "after it")
    assert [word for word in words if word in str(result.output)] == list(words)
    assert result.records[0].source_text == "DEFINE QLOCAL(A) +\n* inner\nMAXDEPTH(5) +\n* after it"


@pytest.mark.parametrize(("text", "statuses", "codes"), [
    # The + continues into the blank record, which has no + or -: the command ends there, MAXDEPTH(5) is no command.
    ("CRTMQMQ QNAME(Q1) QTYPE(*LCL) +\n\n   MAXDEPTH(5)\n", ["translated", "failed"], ["MQT115"]),
    # After -, the blank record's blanks are in the string, which the command never closes (was 'ab cd', silently).
    ("CRTMQMQ QNAME(Q2) QTYPE(*LCL) TEXT('ab -\n\ncd')\n", ["failed", "failed"], ["MQT103", "MQT115"]),
    ("CRTMQMQ QNAME(Q3) QTYPE(*LCL) +\n\n", ["translated"], []),
    ("CRTMQMQ QNAME(Q4) QTYPE(*LCL) +\n   ", ["translated"], []),  # blanks on the last line: a record
    ("PGM\n\nCRTMQMQ QNAME(Q5) QTYPE(*LCL) +\n  MAXDEPTH(5)\n\nENDPGM\n", ["passed-through", "translated",
                                                                         "passed-through"], [])])
def test_a_cl_command_continued_into_a_blank_record_ends_there(text: str, statuses: list[str], codes: list[str]) -> None:
    """A + or - as the last non-blank character continues the command into the next record; a blank record has
    none, so the command ends with it, as with a comment-only record. [UNSURE] IBM i states no rule for it."""
    result = translate(text, "cl", "cl", file="f")
    assert [r.status for r in result.records] == statuses
    assert [d.code for d in result.diagnostics if d.severity == "error"] == codes
    assert "MAXDEPTH(5)" not in result.output.split("\n")[0] and "'ab cd'" not in result.output


def test_a_cl_comment_continued_past_the_end_is_reported_with_its_command() -> None:
    result = _translate("CRTMQMQ QNAME(A) QTYPE(*LCL) /* open +\n  comment +\n", "cl")
    assert [record.status for record in result.records] == ["failed"]
    assert {d.code for d in result.diagnostics} >= {"MQT102", "MQT104"}


def test_text_after_a_semicolon_is_reported_as_csqutil_ignores_the_rest_of_the_record() -> None:
    """syntax.md 3.1: a ';' terminates a command and "the remaining data in the record is ignored"."""
    result = _translate("DEFINE QLOCAL(A); DEFINE QLOCAL(B)\nDEFINE QLOCAL(C)\n", "mqsc")
    assert [record.name for record in result.records] == ["A", "C"]
    (warning,) = [d for d in result.diagnostics if d.code == "MQT114"]
    assert (warning.severity, warning.span.line, warning.span.column) == ("warning", 1, 19)
    assert "DEFINE QLOCAL(B)" in warning.message


def test_a_semicolon_ends_a_continued_command_and_its_continuation() -> None:
    """syntax.md 3.1: on Multiplatforms a ';' terminates a command even after a line ending in '+'."""
    result = _translate("DEFINE QLOCAL(A) +\n MAXDEPTH(5); +\nDEFINE QLOCAL('x.y') DESCR(';')\n", "mqsc")
    assert [(record.name, record.status) for record in result.records] == [("A", "translated"), ("x.y", "translated")]
    assert [d.code for d in result.diagnostics] == ["MQT114"]  # the '+' after the ';' is not read either


@settings(max_examples=150, deadline=None)
@given(data=st.data(), dialect=st.sampled_from(["mqsc", "cl", "tpf"]))
def test_any_line_ends_give_the_same_records(data: st.DataObject, dialect: str) -> None:
    """Any sequence of commands (with comment and blank lines) joined by any mix of CRLF, CR and LF reads as the
    same records as with LF alone, whatever the first line is."""
    commands = data.draw(st.lists(st.sampled_from(COMMANDS[dialect] + [COMMENT[dialect], ""]), min_size=1, max_size=8))
    lines = "\n".join(commands).split("\n")
    mixed = _joined(lines, [data.draw(LINE_ENDS) for _ in lines])
    expected = _translate("\n".join(lines) + "\n", dialect)
    result = _translate(mixed, dialect)
    assert [(r.line, r.kind, r.name, r.status) for r in result.records] == \
        [(r.line, r.kind, r.name, r.status) for r in expected.records]
    assert len(result.records) == sum(1 for c in commands if c and c != COMMENT[dialect])
    assert result.output == expected.output


@pytest.mark.parametrize("dialect", ["mqsc", "tpf"])
def test_a_cr_only_file_starting_with_a_comment_is_not_one_comment(dialect: str) -> None:
    lines = [COMMENT[dialect], *COMMANDS[dialect][:3]]
    result, expected = _translate("\r".join(lines) + "\r", dialect), _translate("\n".join(lines) + "\n", dialect)
    assert len(result.records) == 3 and result.records == expected.records and result.output == expected.output


@pytest.mark.parametrize("separator", ["\u2028", "\u0085", "\u2029", "\x1e"])
def test_unicode_line_separators_are_not_line_ends(separator: str) -> None:
    """In an MQ script only CR and LF end lines; other separators are data (rejected or kept, never a new line)."""
    result = _translate(f"DEFINE QLOCAL(A) DESCR('a{separator}DEFINE QLOCAL(B)')\n", "mqsc")
    assert len(result.records) <= 1 and "QNAME('B')" not in str(result.output)


@settings(max_examples=100, deadline=None)
@given(data=st.data(), dialect=st.sampled_from(["mqsc", "cl", "tpf"]))
def test_a_byte_order_mark_starting_any_line_is_ignored_and_reported(data: st.DataObject, dialect: str) -> None:
    """Scripts joined together carry a byte-order mark at the start of a later line: the command after it is read
    as if the mark were not there, and an info diagnostic says where it was."""
    commands = data.draw(st.lists(st.sampled_from([c for c in COMMANDS[dialect] if "\n" not in c]), min_size=2,
                                  max_size=6))
    marked = data.draw(st.sets(st.integers(1, len(commands) - 1), min_size=1))
    text = "\n".join(("\ufeff" if index in marked else "") + command for index, command in enumerate(commands)) + "\n"
    expected = _translate("\n".join(commands) + "\n", dialect)
    result = _translate(text, dialect)
    assert [(r.line, r.column - (r.line - 1 in marked), r.kind, r.status) for r in result.records] == \
        [(r.line, r.column, r.kind, r.status) for r in expected.records]
    assert result.output == expected.output
    notes = [d for d in result.diagnostics if d.code == "MQT113"]
    assert [d.span.line for d in notes] == sorted(index + 1 for index in marked)
    assert all(d.severity == "info" for d in notes)


PIECES = {
    "mqsc": st.sampled_from(["DEFINE QLOCAL(A)", "DEFINE QLOCAL(A) +", "DESCR('x", "y')", "-", "+", ";", "; X",
                             "* c", "", "  ", "ALTER QL(B) MAXDEPTH(1);DELETE QL(C)", "\ufeffDEFINE QL(D)", "'", "ZZ"]),
    "cl": st.sampled_from(["CRTMQMQ QNAME(A) QTYPE(*LCL)", "CRTMQMQ QNAME(A) +", "QTYPE(*LCL)", "TEXT('x", "y')",
                           "/* c", "*/", "/* c */", "-", "+", "", "  ", "L: CHGMQMQ QNAME(A) QTYPE(*LCL)", "'", "ZZ"]),
    "tpf": st.sampled_from(["ZMQSC DEF QL-A", "ZMQSC DEF QL-A DESCR-'x", "* c", "", "ZZ", "'", "\ufeffZMQSC DEL QL-B",
                            "ZMQSC DEF QL-A +"]),
}


@settings(max_examples=300, deadline=None)
@given(data=st.data(), dialect=st.sampled_from(["mqsc", "cl", "tpf"]))
def test_every_line_belongs_to_a_record_a_comment_or_a_diagnostic(data: st.DataObject, dialect: str) -> None:
    lines = data.draw(st.lists(PIECES[dialect], max_size=10))
    result = _translate(_joined(lines, [data.draw(LINE_ENDS) for _ in lines]), dialect)
    diagnosed = {d.span.line for d in result.diagnostics}
    if any(d.code == "MQT117" for d in result.diagnostics):  # the whole file is not a script: one verdict covers it
        diagnosed = set(range(1, len(lines) + 1))
    for number, line in enumerate(lines, 1):
        text = line.lstrip("\ufeff").strip()
        comment = text.startswith(str(DIALECTS[dialect].comment))
        kept = any(text in record.source_text for record in result.records)
        kept |= text in "+-" and number < len(lines)  # a lone continuation joins the lines around it
        # MQSC's ";" alone ends no command: there is nothing to keep
        kept |= text == getattr(DIALECTS[dialect].vocabulary, "TERMINATOR", None)
        # a CL comment left open ends with its command
        in_comment = DIALECTS[dialect].comment == "/*" and _in_cl_comment(lines, number)
        assert not text or comment or kept or number in diagnosed or in_comment, \
            (number, lines)


def _in_cl_comment(lines: list[str], number: int) -> bool:
    """Whether line ``number`` is inside a /* */ comment that a CL command or the trailing comments keep."""
    text = "\n".join(lines[:number - 1])
    return text.rfind("/*") > text.rfind("*/")


@pytest.mark.parametrize(("dialect", "text", "column"), [
    ("mqsc", "DEFINE CHANNEL(X) CHLTYPE(SDR) DESCR('abc\nDEFINE QLOCAL(B)\n", 38),
    ("cl", "PGM\nSNDPGMMSG MSG('abc\nENDPGM\n", 15),
    ("rest", '{"type": "runCommand", "parameters": {"command": "DEFINE CHANNEL(B) CHLTYPE(SDR) DESCR(\'a"}}\n', 88)])
def test_a_command_outside_the_scope_whose_quote_is_left_open_is_an_error_not_a_copy(dialect: str, text: str,
                                                                                    column: int) -> None:
    """Out-of-scope commands are copied as written, not read; but one whose quotes do not pair would not run, and
    copied into a script it may take the next command into its string: MQT103, as for a command in scope."""
    for target in (dialect, "mqsc"):
        result = translate(text, dialect, target)
        assert [(d.code, d.span.column) for d in result.diagnostics if d.code != "MQT401"] == [("MQT103", column)]
        live = [line for line in result.output.splitlines() if not line.startswith(("*", "/*"))]
        assert "failed" in [r.status for r in result.records] and not [line for line in live if "'a" in line]


@pytest.mark.parametrize(("text", "source", "target", "variables", "code"), [
    ("\n\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n", "cl", "mqsc", {"NOPE": "1"}, "MQT124"),  # about the file: at line 1
    ("* " + "x" * 3000 + "\nDEFINE QLOCAL(A)\n", "mqsc", "cl", {}, "MQT122"),  # a comment line before the command
])
def test_a_diagnostic_before_the_first_command_is_in_its_record_as_batch_rows_hold_only_records(
        text: str, source: str, target: str, variables: dict[str, str], code: str) -> None:
    result = translate(text, source, target, variables=variables)
    assert [d.code for d in result.diagnostics] == [code]
    assert [[d.code for d in record.diagnostics] for record in result.records] == [[code]]
