"""Each dialect's command vocabulary tells a genuine command (in scope or not) from a typo, prose or another
dialect's command, and suggests the word meant (../shared/reference/vocabulary.md §4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from cli import main
from translator import translate
from translator.dialects import cl_vocabulary, mqsc_vocabulary, tpf_vocabulary
from translator.dialects.words import closest, distance


def _mqsc_head(text: str) -> bool:
    return mqsc_vocabulary.unknown_command(text) is None


@pytest.mark.parametrize("text", [
    "DEFINE QLOCAL(X)", "DEF QL(X)", "ALT QA(X)", "DELETE QR(X)", "DEFINE NL(N)", "ALTER QMGR", "DEFINE CHL(X)",
    "DISPLAY QL(*)", "DIS Q(*)", "SET AUTHREC PROFILE(X)", "REFRESH SECURITY", "REBUILD SECURITY", "END",
    "START LSTR(L)", "RESOLVE CHANNEL(C)", "DEF PRO(P)", "DEFINE PROC(P)", "define qlocal(x)",
    "DEFINE TPC(T)",  # [UNSURE] TPC: in one IBM table only, so accepted as genuine, never a typo
])
def test_genuine_mqsc_commands(text: str) -> None:
    assert mqsc_vocabulary.unknown_command(text) is None


@pytest.mark.parametrize(("text", "word", "expected"), [
    ("DEFINE QLOCL('X')", "QLOCL", "QLOCAL"),
    ("DEFNE QLOCAL(X)", "DEFNE", "DEFINE"),
    ("DEL QLOCAL(X)", "DEL", "DELETE"),  # DELETE has no synonym
    ("DEFI QLOCAL(X)", "DEFI", "DEF"),  # synonyms are exact tokens
    ("ALTR QL(X)", "ALTR", "ALTER"),
    ("DEFINE NAMLIST(N)", "NAMLIST", "NAMELIST"),
    ("DEFINE QMGR", "QMGR", "an object keyword"),  # a genuine object the verb does not take
    ("STOP CONNAUTH", "CONNAUTH", ""),
    ("This is prose.", "This", "an MQSC verb"),
    ("CRTMQMQ QNAME(A)", "CRTMQMQ", "--from cl"),
    ("ZMQSC DEF QL-A", "ZMQSC", "--from tpf"),
])
def test_mqsc_typos_are_located_with_a_suggestion(text: str, word: str, expected: str) -> None:
    found = mqsc_vocabulary.unknown_command(text, cl_vocabulary.MQ_COMMANDS)
    assert found is not None and found.error
    assert found.word == word and text[found.offset:].startswith(word)
    assert expected in found.expected


def test_a_verb_without_object_is_reported_where_the_object_should_be() -> None:
    found = mqsc_vocabulary.unknown_command("  DEFINE")
    assert found is not None and found.offset == len("  DEFINE") and "object keyword" in found.message


@pytest.mark.parametrize("text", ["CRTMQMQ QNAME(A)", "QSYS/CRTMQMQ QNAME(A)", "CRTMQMCHL CHLNAME(C)", "PGM",
                                  "MONMSG MSGID(CPF0000)", "SNDPGMMSG MSG('x')", "STRMQMMQSC SRCMBR(X)",
                                  "CRTMQM MQMNAME(QM1)", "MYCMD PARM(1)"])
def test_genuine_cl_commands(text: str) -> None:
    assert cl_vocabulary.unknown_command(text, _mqsc_head) is None


@pytest.mark.parametrize(("text", "expected", "error"), [
    ("CRTMQMQQ QNAME(A)", "CRTMQMQ", True),
    ("DLTMQMQUE QNAME(A)", "DLTMQMQ", True),
    ("CRTMQNL NAMELIST(N)", "CRTMQMNL", True),
    ("DEFINE QLOCAL(X)", "--from mqsc", True),  # an MQSC script read as CL
    ("MONMS MSGID(X)", "MONMSG", False),  # a user command of that name may exist: a warning
    ("1CRT X", "a command name", True),
    ("ABCDEFGHIJK X", "a command name", True),  # eleven characters
])
def test_cl_typos(text: str, expected: str, error: bool) -> None:
    found = cl_vocabulary.unknown_command(text, _mqsc_head)
    assert found is not None and found.error is error and expected in found.expected


@pytest.mark.parametrize("text", ["ZMQSC DEF QL-A", "ZMQSC ALT QA-B PUT-DISABLED", "ZMQSC DEF CHL-C",
                                  "ZMQSC START QMGR", "ZMQSC MIGRATE BEG", "ZMQID DISP CH-*", "ZDECB",
                                  "ZMQSC DEF MQP", "ZMQSC DISP QL-*", "ZMQSC STOP"])
def test_genuine_tpf_commands(text: str) -> None:
    assert tpf_vocabulary.unknown_command(text) is None


@pytest.mark.parametrize(("text", "word", "expected"), [
    ("ZMQSC DEF QX-A", "QX", "QA, QL, QR"),
    ("ZMQS DEF QL-A", "ZMQS", "ZMQSC"),
    ("ZMQSC DEFF QL-A", "DEFF", "DEF"),
    ("ZMQSC DEF QLOCAL-A", "QLOCAL", "QL-name"),
    ("ZMQSC DEF NL-A", "NL", "QL, QA or QR"),
    ("DEFINE QLOCAL(A)", "DEFINE", "ZMQSC"),
    # The object is the field after the action, a word at its start: QL inside a quote or after a "(" or "-"
    # is no object, and a queue command without one is no command (each was passed through as out of scope).
    ("ZMQSC DEF 'QL-APP.IN' PUT-DISABLED", "'QL-APP.IN'", "QL-name"),
    ("ZMQSC ALT (QL-APP) GET-DISABLED", "(QL-APP)", "QL-name"),
    ("ZMQSC DEF -QL-APP", "-QL-APP", "QL-name"),
    ("ZMQSC ALT", "ALT", "QL-name"),
    ("ZMQSC  DEL   ", "DEL", "QL-name"),
    # The blank after ZMQSC left out or mistyped: no other Z command, a typo (each was passed through as one).
    ("ZMQSCDEF QL-A MAXDEPTH-5", "ZMQSCDEF", "ZMQSC DEF"),
    ("ZMQSC-DEF QL-B", "ZMQSC-DEF", "ZMQSC and a blank"),
    ("ZMQSC:DEF QL-C", "ZMQSC:DEF", "ZMQSC and a blank"),
    ("ZMQSCX DEF QL-A", "ZMQSCX", "ZMQSC"),
])
def test_tpf_typos(text: str, word: str, expected: str) -> None:
    found = tpf_vocabulary.unknown_command(text)
    assert found is not None and found.word == word and expected in found.expected


def test_closest_prefers_in_scope_words_and_lists_ties() -> None:
    assert closest("QX", ("QL", "QA", "QR", "QM"), ("Q", "QC")) == ["QA", "QL", "QM", "QR"]
    assert closest("DEFNE", ("DEFINE",)) == ["DEFINE"]
    assert closest("XYZZY", ("DEFINE",)) == []


@given(st.text(alphabet="ABCDEFQL", max_size=8), st.text(alphabet="ABCDEFQL", max_size=8))
def test_distance_is_a_bounded_symmetric_edit_distance(first: str, second: str) -> None:
    assert distance(first, second) == distance(second, first)
    assert (distance(first, second) == 0) == (first == second)
    assert distance(first, second) <= 3


def _alignment(first: str, second: str) -> int:
    """Optimal string alignment distance, unbounded, as the textbook computes it: the whole table."""
    table = [[i + j if i * j == 0 else 0 for j in range(len(second) + 1)] for i in range(len(first) + 1)]
    for i in range(1, len(first) + 1):
        for j in range(1, len(second) + 1):
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1,
                              table[i - 1][j - 1] + (first[i - 1] != second[j - 1]))
            if i > 1 and j > 1 and first[i - 1] == second[j - 2] and first[i - 2] == second[j - 1]:
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
    return table[-1][-1]


@given(st.text(alphabet="AB_", max_size=9), st.text(alphabet="AB_", max_size=9), st.integers(0, 3))
def test_distance_is_the_textbook_alignment_distance_up_to_its_limit(first: str, second: str, limit: int) -> None:
    assert distance(first, second, limit) == min(_alignment(first, second), limit + 1)


@given(st.text(max_size=300))
def test_any_text_gets_a_verdict_without_error(text: str) -> None:
    for found in (mqsc_vocabulary.unknown_command(text, cl_vocabulary.MQ_COMMANDS),
                  cl_vocabulary.unknown_command(text, _mqsc_head), tpf_vocabulary.unknown_command(text)):
        if found is not None:
            assert 0 <= found.offset <= len(text) and found.message and len(found.word) <= 24 * 6 + 3


# --- end to end: a typo is an error at the word, never a comment ------------------------------------------------

@pytest.mark.parametrize(("text", "source", "column", "expected"), [
    ("DEFINE QLOCL('X')", "mqsc", 8, "QLOCAL"),
    ("DEFNE QLOCAL(X)", "mqsc", 1, "DEFINE"),
    ("DEL QLOCAL(X)", "mqsc", 1, "DELETE"),
    ("DEFI QLOCAL(X)", "mqsc", 1, "DEF"),
    ("CRTMQMQQ QNAME(A) QTYPE(*LCL)", "cl", 1, "CRTMQMQ"),
    ("ZMQSC DEF QX-A", "tpf", 11, "QA, QL, QR"),
])
def test_each_typo_of_the_issue_is_a_located_error(text: str, source: str, column: int, expected: str) -> None:
    result = translate(f"{text}\n", source, "mqsc")
    (error,) = [d for d in result.diagnostics if d.code == "MQT115"]
    assert (error.span.line, error.span.column) == (1, column) and expected in error.expected
    assert not result.ok and [r.status for r in result.records] in (["failed"], ["failed", "failed"])


def test_genuine_out_of_scope_commands_stay_warnings() -> None:
    result = translate("DEFINE CHANNEL(C) CHLTYPE(SDR)\nALTER QMGR DEADQ(X)\nDELETE AUTHREC PROFILE(X)\n", "mqsc", "cl")
    assert result.ok and {d.code for d in result.diagnostics} == {"MQT401"}
    program = translate("PGM\nDCL VAR(&A) TYPE(*CHAR)\nMONMSG MSGID(CPF0000)\nSNDPGMMSG MSG('x')\nENDPGM\n", "cl", "mqsc")
    assert program.ok and {d.code for d in program.diagnostics} == {"MQT401"}


@pytest.mark.parametrize(("text", "source"), [
    ("# Corpus\n\nSome prose about queues.\n| a | b |\n", "mqsc"),
    ("apiVersion: v1\nkind: ConfigMap\n", "auto"),
    ("DEFINE QLOCAL(A) DESCR('x')\nALTER QMGR\n", "cl"),  # an MQSC script read as CL
])
def test_a_file_with_no_command_of_the_dialect_is_one_error(text: str, source: str) -> None:
    result = translate(text, source, "cl", file="f")
    assert not result.ok and result.output == ""
    assert result.diagnostics[0].code == "MQT117" and "not a command script" in result.diagnostics[0].message
    assert [(r.kind, r.status) for r in result.records] == [("file", "failed")]


def test_check_from_cl_on_an_mqsc_script_fails(tmp_path: Path) -> None:
    script = tmp_path / "x.mqsc"
    script.write_text("DEFINE QLOCAL(A)\nDEFINE QLOCAL(B)\n")
    result = CliRunner().invoke(main, ["check", "--from", "cl", str(script)])
    assert result.exit_code == 1 and "error MQT117" in result.output


def test_batch_gives_a_non_script_a_failed_row_and_no_script(tmp_path: Path) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / "MANIFEST.md").write_text("# Manifest\n\n| file | note |\n")
    (inputs / "a.mqsc").write_text("DEFINE QLOCAL(A)\n")
    (inputs / "notes.txt").write_text("not even read\n")
    result = CliRunner().invoke(main, ["batch", str(inputs), "--include", "*.MQSC", "--include", "*.md", "--to", "cl",
                                       "--out", str(tmp_path / "out"), "--engine", "local"])
    assert result.exit_code == 1, result.output
    assert sorted(p.name for p in (tmp_path / "out" / "scripts").iterdir()) == ["a.mqsc.clle"]
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert (summary["files"], summary["translated"], summary["failed"]) == (2, 1, 1)
    assert summary["failed_files"] == {"count": 1, "first": [str(inputs / "MANIFEST.md")]}
    assert summary["failed_commands"]["first"][0].startswith(f"{inputs / 'MANIFEST.md'}:1:1 MQT117 ")
    assert "left out 1 file(s)" in result.output and "files with a failure (1):" in result.output
