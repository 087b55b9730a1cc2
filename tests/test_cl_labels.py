"""CL labels: GOTO targets that CL writes back as LABEL: before the command they label; other dialects a comment."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main
from translator import translate
from translator.dialects import cl as cl_dialect
from translator.dialects import cl_vocabulary
from translator.model import Command, Passthrough
from translator.model.serialise import from_json, to_json
from translator.parsers import terminals
from translator.translation import parse

PROGRAM = """PGM
LOOP:
  RCVF
END: DLTF FILE(QTEMP/X)
GOTO LOOP
CHLLOOP: CRTMQMQ QNAME(A) QTYPE(*LCL)
NEXT:
/* the next queue */
CRTMQMQ QNAME(B) QTYPE(*ALS) TGTQNAME(A)
GOTO CMDLBL(CHLLOOP)
ENDPGM
"""


def _cl(text: str) -> str:
    translation = translate(text, "cl", "cl", on_unsupported="ignore")
    assert translation.ok, translation.diagnostics
    return str(translation.output)


def test_a_label_alone_on_its_line_is_kept_before_the_command_passed_through() -> None:
    assert "LOOP:\n  RCVF\n" in _cl(PROGRAM)


def test_a_label_on_the_line_of_a_command_passed_through_is_copied_once() -> None:
    output = _cl(PROGRAM)
    assert "\nEND: DLTF FILE(QTEMP/X)\n" in output
    assert output.count("END:") == 1


def test_a_label_before_an_mq_command_labels_its_translation() -> None:
    output = _cl(PROGRAM)
    assert "\nCHLLOOP: CRTMQMQ QNAME('A') QTYPE(*LCL)\n" in output
    assert "CL label" not in output


def test_a_label_alone_on_its_line_before_an_mq_command_labels_it_after_the_comments() -> None:
    assert "/* the next queue */\nNEXT: CRTMQMQ QNAME('B') QTYPE(*ALS)" in _cl(PROGRAM)


def test_every_goto_target_is_read_back_as_a_label() -> None:
    items = parse(_cl(PROGRAM), "cl").script.items
    labels = [item.label for item in items if isinstance(item, Command | Passthrough) and item.label]
    assert labels == ["LOOP", "CHLLOOP", "NEXT"]  # END stays in the text it labels


def test_a_long_labelled_command_is_folded_with_the_label_on_its_first_line() -> None:
    text = "LBL: CRTMQMQ QNAME(A) QTYPE(*LCL) TEXT('" + "x" * 60 + "') MAXDEPTH(5)\n"
    output = _cl(text)
    assert output.startswith("LBL: CRTMQMQ ")
    assert parse(output, "cl").script.items[0].label == "LBL"  # type: ignore[union-attr]


def test_other_dialects_keep_the_label_as_a_comment() -> None:
    output = str(translate(PROGRAM, "cl", "mqsc", on_unsupported="ignore").output)
    assert "* CL label CHLLOOP:\nDEFINE QLOCAL('A')" in output
    assert "* CL label NEXT:\nDEFINE QALIAS('B')" in output


def test_labels_round_trip_through_the_model_json() -> None:
    script = parse(PROGRAM, "cl").script
    assert from_json(to_json(script)) == script
    assert any(isinstance(item, Passthrough) and item.label == "LOOP" for item in script.items)


def test_convert_cl_to_cl_keeps_the_labels(tmp_path: Path) -> None:
    path = tmp_path / "lbl.clle"
    path.write_text(PROGRAM, encoding="utf-8")
    result = CliRunner().invoke(main, ["convert", "--from", "cl", "--to", "cl", str(path)])
    assert result.exit_code == 0, result.output
    for label in ("LOOP:\n", "END: DLTF", "CHLLOOP: CRTMQMQ", "NEXT: CRTMQMQ"):
        assert label in result.stdout


def test_a_label_no_command_follows_is_reported_not_dropped_silently() -> None:
    result = translate("PGM\nA:\nB: CRTMQMQ QNAME(X) QTYPE(*LCL)\nENDPGM\nLAST:\n", "cl", "cl")
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("MQT118", 2), ("MQT118", 5)]
    assert result.output == "PGM\nB: CRTMQMQ QNAME('X') QTYPE(*LCL)\nENDPGM\n"


def test_a_library_qualifier_is_written_back_in_cl_and_kept_in_the_model() -> None:
    program = ("qsys/crtmqmq qname(a) qtype(*lcl)\nL1: MYLIB/CHGMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(5)\n"
               "CRTMQMQ QNAME(B) QTYPE(*LCL)\n")
    assert _cl(program).splitlines() == ["QSYS/CRTMQMQ QNAME('A') QTYPE(*LCL)",
                                         "L1: MYLIB/CHGMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(5)",
                                         "CRTMQMQ QNAME('B') QTYPE(*LCL)"]
    script = parse(program, "cl").script
    assert [item.library for item in script.items if isinstance(item, Command)] == ["QSYS", "MYLIB", ""]
    assert from_json(to_json(script)) == script


def test_a_library_other_than_ibm_mqs_is_warned_about_in_another_dialect() -> None:
    program = "QSYS/CRTMQMQ QNAME(A) QTYPE(*LCL)\nQMQM/CRTMQMQ QNAME(B) QTYPE(*LCL)\nMYLIB/CRTMQMQ QNAME(C) QTYPE(*LCL)\n"
    translation = translate(program, "cl", "mqsc")
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT311", 3)]
    assert str(translation.output).count("DEFINE QLOCAL") == 3
    assert not [d for d in translate(program, "cl", "cl").diagnostics if d.code == "MQT311"]


def test_a_command_qualified_by_where_to_look_for_it_is_read_and_written_back() -> None:
    program = "*LIBL/CRTMQMQ QNAME(A) QTYPE(*LCL)\n*nlvlibl/CHGMQMQ QNAME(A) QTYPE(*LCL) MAXDEPTH(5)\n" \
              "*CURLIB/CRTMQMQ QNAME(B) QTYPE(*LCL)\n"
    assert _cl(program).splitlines() == ["*LIBL/CRTMQMQ QNAME('A') QTYPE(*LCL)",
                                         "*NLVLIBL/CHGMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(5)",
                                         "*CURLIB/CRTMQMQ QNAME('B') QTYPE(*LCL)"]
    translation = translate(program, "auto", "mqsc")
    assert translation.source == "cl" and str(translation.output).count("QLOCAL") == 3
    assert [(d.code, d.span.line) for d in translation.diagnostics] == [("MQT311", 3)]  # the current library



@pytest.mark.parametrize("qualifier", ["QSYS", "MYLIB", "*LIBL", "*curlib", "*NLVLIBL", "*SYSTEM", "*LIBLX", "*ALL",
                                       "*", "1LIB"])
def test_detection_and_the_vocabulary_read_qualifiers_as_the_grammar_does(qualifier: str) -> None:
    """The qualifier is written in grammars/cl.lark's COMMAND and again in two patterns with other jobs (the
    line detection asks for, and the ten-character name check): all three must take the same qualifiers."""
    grammar = re.fullmatch(terminals("cl")["COMMAND"], f"{qualifier}/CRTMQMQ") is not None
    assert bool(cl_dialect._CL_FIRST_LINE.match(f"{qualifier}/CRTMQMQ QNAME(A)")) is grammar
    assert bool(cl_vocabulary.NAME.fullmatch(f"{qualifier}/CRTMQMQ")) is grammar


@pytest.mark.parametrize(("program", "line", "column", "source", "kind"), [
    ("ABCDEFGHIJK: CRTMQMQ QNAME(C) QTYPE(*LCL)\n", 1, 1, "ABCDEFGHIJK: CRTMQMQ QNAME(C) QTYPE(*LCL)", "CRTMQMQ"),
    ("PGM\n  ABCDEFGHIJK:\n    CRTMQMQ QNAME(C) QTYPE(*LCL)\nENDPGM\n", 2, 3, "ABCDEFGHIJK:", "CRTMQMQ"),  # own line
    ("PGM\n   ABCDEFGHIJK: DLTF FILE(QTEMP/X)\nENDPGM\n", 2, 4, "ABCDEFGHIJK: DLTF FILE(QTEMP/X)", "DLTF"),
    ("PGM\nABCDEFGHIJK:\nB: DLTF FILE(QTEMP/X)\nENDPGM\n", 2, 1, "ABCDEFGHIJK:", "DLTF"),  # followed by a label
])
def test_a_label_longer_than_ten_characters_is_refused_at_the_label(program: str, line: int, column: int,
                                                                    source: str, kind: str) -> None:
    """IBM i: "The label can contain as many as 10 characters, in addition to the colon"; a longer one does not
    compile, so the command it labels is not written as one, and its record holds the diagnostic."""
    result = translate(program, "cl", "cl")
    (found,) = [d for d in result.diagnostics if d.code == "MQT102"]
    assert (found.severity.value, found.span.line, found.span.column) == ("error", line, column)
    assert found.message.startswith("the label ABCDEFGHIJK: is 11 characters long: IBM i takes at most 10")
    assert found.snippet() == source
    failed = [(record.kind, [d.code for d in record.diagnostics if d.code != "MQT118"])
              for record in result.records if record.status == "failed"]
    assert failed == [(kind, ["MQT102"])]
    assert f"/* not translated ({kind} has errors): */" in result.output


@pytest.mark.parametrize(("program", "line", "column", "source", "kind"), [
    ("L1 : CRTMQMQ QNAME(C) QTYPE(*LCL)\n", 1, 1, "L1 : CRTMQMQ QNAME(C) QTYPE(*LCL)", "CRTMQMQ"),
    ("PGM\n  L1\t:\n    CRTMQMQ QNAME(C) QTYPE(*LCL)\nENDPGM\n", 2, 3, "L1:", "CRTMQMQ"),  # own line
    ("PGM\n L1  : DLTF FILE(QTEMP/X)\nENDPGM\n", 2, 2, "L1  : DLTF FILE(QTEMP/X)", "DLTF"),
])
def test_a_label_with_a_blank_before_its_colon_is_refused_at_the_label(program: str, line: int, column: int,
                                                                       source: str, kind: str) -> None:
    """IBM i: "A colon must immediately follow a command label": the program does not compile, so the command
    is not written, as for a label too long (CL -> CL wrote it "L1: ...", a program that compiles)."""
    result = translate(program, "cl", "cl")
    (found,) = [d for d in result.diagnostics if d.code == "MQT102"]
    assert (found.span.line, found.span.column, found.snippet()) == (line, column, source)
    assert found.message == ("the label L1: has a blank before its colon: IBM i takes the colon right after the "
                             "label, so it does not compile the program")
    assert [record.kind for record in result.records if record.status == "failed"] == [kind]
    assert not any(text.startswith("L1:") for text in str(result.output).splitlines())


def test_a_label_of_ten_characters_is_kept() -> None:
    assert _cl("ABCDEFGHIJ: CRTMQMQ QNAME(C) QTYPE(*LCL)\n") == "ABCDEFGHIJ: CRTMQMQ QNAME('C') QTYPE(*LCL)\n"


def test_a_label_given_twice_is_an_error_and_its_second_command_not_written() -> None:
    """IBM i compiles no program giving two commands one label (in any case): a GOTO to it would go to either."""
    program = ("PGM\nCHKOBJ OBJ(X) OBJTYPE(*PGM)\nMONMSG MSGID(CPF9801) EXEC(GOTO SKIP)\nCRTMQMQ QNAME(X1) QTYPE(*LCL)\n"
               "SKIP: CRTMQMQ QNAME(Y1) QTYPE(*LCL)\nSKIP:\n  CRTMQMQ QNAME(Y2) QTYPE(*LCL)\nskip: SNDPGMMSG MSG(X)\nENDPGM\n")
    result = translate(program, "cl", "cl")
    said = [(d.span.line, d.message) for d in result.diagnostics if d.code == "MQT102"]
    assert said == [(7, "the label SKIP: stands on the command at line 5 too, so IBM i does not compile the program"),
                    (8, "the label skip: stands on the command at line 5 too, so IBM i does not compile the program")]
    live = [line for line in str(result.output).splitlines() if not line.startswith("/*")]
    assert "SKIP: CRTMQMQ QNAME('Y1') QTYPE(*LCL)" in live and not any("Y2" in line or "SNDPGMMSG" in line for line in live)
    assert [r.status for r in result.records if r.name in ("Y1", "Y2")] == ["translated", "failed"]
