"""The comment lines standing for a command not written live (a note): folded only where the command's own dialect
goes on, so that, taken out of their comments, they are the command again. MQSC and CL text folds as their
commands do, with + and - (inside a quoted string too, between two non-blank characters, as both read it); the
text of a dialect whose commands do not go on (TPF, JSON Lines) only at blanks outside quoted strings. No comment
line is longer than the target reads (runmqsc: 2,048 characters), closes its comment early or starts a command."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.helpers import commands
from translator import translate
from translator.readers.logical_lines import split_cl, split_mqsc
from translator.translation import parse
from translator.writers.layout import command_parts, quote, wrap
from translator.writers.text_writer import command_note

MARKS = {"mqsc": ("* ", ""), "cl": ("/* ", " */"), "tpf": ("* ", "")}
SPLIT = {"mqsc": split_mqsc, "cl": split_cl}
DIGITS = "1234567890" * 6 + "12345"  # 65 characters without a blank: one more than DESCR holds


def _uncommented(lines: list[str], target: str) -> list[str]:
    """The comment lines without their marks, exactly."""
    open_, close = MARKS[target]
    assert all(line.startswith(open_) and line.endswith(close) for line in lines)
    return [line[len(open_):len(line) - len(close)] for line in lines]


def _logical(text: str, dialect: str) -> list[str]:
    """The commands of ``text`` as its dialect's reader joins their lines."""
    return [command.text for command in SPLIT[dialect](text, "<test>")[0]]


def test_the_audit_example_folds_where_mqsc_goes_on_and_copies_back() -> None:
    """It was cut inside the string with no continuation: /* DESCR('123...789 */ then /* 012345') */."""
    source = f"DEFINE QLOCAL(Q) DESCR('{DIGITS}')"
    result = translate(source + "\n", "mqsc", "cl")
    assert result.output == ("/* not translated (DEFINE QLOCAL has errors): */\n"
                             "/* DEFINE QLOCAL(Q) + */\n"
                             f"/*     DESCR('{DIGITS[:54]}+ */\n"
                             f"/*     {DIGITS[54:]}') */\n")
    lines = _uncommented(result.output.splitlines()[1:], "cl")
    assert _logical("\n".join(lines), "mqsc") == _logical(source, "mqsc")
    assert all(len(line) <= 72 for line in result.output.splitlines())


@pytest.mark.parametrize("target", ["mqsc", "cl"])
def test_a_note_between_commands_starts_none_and_the_next_command_is_read(target: str) -> None:
    """Its comment lines end in + where the command goes on: still comments, so the command after it is read."""
    result = translate(f"DEFINE QLOCAL(Q) DESCR('{DIGITS}')\nDEFINE QLOCAL(R)\n", "mqsc", target)
    read = parse(result.output, target)
    assert [c.name for c in commands(result.output, target)] == ["R"]
    assert len(read.script.items) == 1 and not read.diagnostics


def test_a_line_going_on_inside_a_string_is_folded_as_the_string_it_is_in() -> None:
    """A source line opening a string the next goes on with, and one starting inside it: never broken at a blank
    inside the string (the fold takes their quote as it stands), and read back as the source."""
    words = "abc def ghi jkl mno pqr stu vwx yz " * 2
    source = f"DEFINE QLOCAL(Q) +\n  DESCR('{words.strip()}+\n{words}abc') MAXDEPTH(x)"
    result = translate(source + "\nDEFINE QLOCAL(R)\n", "mqsc", "cl")
    notes = [line for line in result.output.splitlines() if line.startswith("/*")][1:]
    lines = _uncommented(notes, "cl")
    assert lines == ["DEFINE QLOCAL(Q) +",
                     "  DESCR('abc def ghi jkl mno pqr stu vwx yz abc def ghi jkl mno p+",
                     "    qr stu vwx yz+",
                     "abc def ghi jkl mno pqr stu vwx yz abc def ghi jkl mno pqr stu v+",
                     "    wx yz abc') MAXDEPTH(x)"]
    assert _logical("\n".join(lines), "mqsc") == _logical(source, "mqsc")


@pytest.mark.parametrize("target", ["mqsc", "cl"])
def test_a_cl_command_folds_with_cls_continuation(target: str) -> None:
    source = f"CRTMQMQ QNAME(Q) QTYPE(*LCL) TEXT('{DIGITS}')"
    result = translate(source + "\n", "cl", target)
    lines = _uncommented(result.output.splitlines()[1:], target)
    assert len(lines) > 1 and all(len(line) <= 72 for line in result.output.splitlines())
    assert _logical("\n".join(lines), "cl") == _logical(source, "cl")


def test_json_folds_only_between_its_tokens() -> None:
    """A JSON line cannot go on: folded at blanks outside its strings, its strings whole (one with blanks too)."""
    line = json.dumps({"command": "MQCMD_CREATE_Q", "parameters": {
        "MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": "a b c d e f g h i j k l m n o p q r s t u v w",
        "MQIA_MAX_Q_DEPTH": "x"}})
    result = translate(line + "\n", "pcf", "cl")
    lines = _uncommented(result.output.splitlines()[1:], "cl")
    assert '"a b c d e f g h i j k l m n o p q r s t u v w",' in lines
    assert json.loads(" ".join(lines)) == json.loads(line)
    assert all(len(text) <= 72 for text in result.output.splitlines())


def test_a_json_string_longer_than_a_line_stays_whole_on_its_line() -> None:
    line = json.dumps({"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": "MQQT_LOCAL",
                                                                     "MQCA_Q_DESC": "d" * 80}})
    lines = _uncommented(translate(line + "\n", "pcf", "mqsc").output.splitlines()[1:], "mqsc")
    assert f'"{"d" * 80}"}}}}' in lines and json.loads(" ".join(lines)) == json.loads(line)


def test_in_a_cl_comment_a_string_longer_than_a_line_is_cut_at_the_width() -> None:
    """Cut off in an 80-column source member, a longer CL comment line would lose its */ and leave the comment open
    over the commands after it: the JSON string, which has no place to go on, is cut where the width ends."""
    line = json.dumps({"command": "MQCMD_CHANGE_CHANNEL", "parameters": {"MQCACH_SSL_PEER_NAME": "CN=" + "x" * 100}})
    note = translate(line + "\n", "pcf", "cl").output.splitlines()
    assert max(map(len, note)) == 72 and all(text.endswith(" */") and text.count("*/") == 1 for text in note)
    lines = _uncommented(note[1:], "cl")
    assert lines[2:] == ['"CN=' + "x" * 62, "x" * 38 + '"}}']


@pytest.mark.parametrize("target", ["mqsc", "cl"])
def test_a_word_longer_than_a_cl_comment_line_is_cut_where_mqsc_goes_on(target: str) -> None:
    """Unquoted, so wrap leaves it whole in a command; in a CL comment it is cut with -, joined exactly (in MQSC,
    which reads 2,048 characters on a line, it stays whole)."""
    source = f"DEFINE QLOCAL(Q) DESCR(x) {'ABCDEFGHIJ' * 10}"
    note = translate(source + "\n", "mqsc", target).output.splitlines()
    lines = _uncommented(note[1:], target)
    assert _logical("\n".join(lines), "mqsc") == _logical(source, "mqsc")
    closes = bool(MARKS[target][1])  # a comment with a closing mark never passes the width
    assert (max(map(len, note)) <= 72) is closes and lines[-1].startswith("BCDEF" if closes else " ")


@pytest.mark.parametrize("part", ["ab" + "*" * 30, "a" * 9 + "*" * 9 + "b" * 9, "*" * 40, "'a b  c" + " " * 20 + "d'"])
def test_a_cut_piece_never_starts_a_comment_line_of_runmqsc(part: str) -> None:
    """- continues at the next line's first column: a piece starting with * would be a comment there, so that
    cut moves back, or, where every place is a *, + continues at its first non-blank, after a blank."""
    pieces = command_parts([part], 0, True, 10)
    assert all(len(piece) <= 10 and not piece.startswith("*") for piece in pieces[1:])
    assert _logical("DEFINE QLOCAL(Q) " + "\n".join(pieces), "mqsc") == _logical("DEFINE QLOCAL(Q) " + part, "mqsc")


def test_a_tpf_command_folds_at_blanks_outside_its_quotes_only() -> None:
    description = "a long description with blanks in it and more"
    source = f"ZMQSC DEF QL-ABC DESCR-'{description}' MAXDEPTH-x"
    expected = {"mqsc": [f"ZMQSC DEF QL-ABC DESCR-'{description}'", "MAXDEPTH-x"],  # 70 characters fit there
                "cl": ["ZMQSC DEF QL-ABC", f"DESCR-'{description}' MAXDEPTH-x"]}
    for target, lines in expected.items():
        assert _uncommented(translate(source + "\n", "tpf", target).output.splitlines()[1:], target) == lines


def test_no_mqsc_comment_line_is_longer_than_runmqsc_reads() -> None:
    """A string of 3,000 characters in a PCF command outside the model, as a note in MQSC: cut where runmqsc's
    2,048 characters end (it has no blank to fold at), so the script reads back without MQT122."""
    line = json.dumps({"command": "MQCMD_INQUIRE_Q", "parameters": {"MQCA_Q_NAME": "a" * 3000}})
    result = translate(line + "\n", "pcf", "mqsc")
    assert max(map(len, result.output.splitlines())) == 2048
    assert "".join(_uncommented(result.output.splitlines()[1:], "mqsc")).replace(" ", "") == line.replace(" ", "")
    assert "MQT122" not in {d.code for d in parse(result.output, "mqsc").diagnostics}


def test_a_closing_mark_in_a_folded_cl_note_is_broken_up() -> None:
    result = translate(f"DEFINE QLOCAL(Q) DESCR('*/ {DIGITS[:40]}*/{DIGITS[:30]}')\n", "mqsc", "cl")
    lines = result.output.splitlines()
    assert len(lines) > 2 and all(line.count("*/") == 1 and line.endswith(" */") for line in lines)
    assert "* / " in lines[2]


def test_tpf_writes_each_note_line_whole() -> None:
    """TPF does not fold: the note's lines are the source's."""
    source = f"DEFINE QLOCAL(Q) DESCR('{DIGITS}') MAXDEPTH(5) DEFPSIST(YES) GET(ENABLED) PUT(ENABLED) SHARE"
    assert _uncommented(translate(source + "\n", "mqsc", "tpf").output.splitlines()[1:], "tpf") == [source]


# --- the property: a note copies back as the command it stands for ------------------------------------------------

VALUES = st.text(alphabet=st.sampled_from("ab '+-*()"), max_size=120)


def _mqsc_source(value: str, fold: int) -> str:
    """A command with ``value`` in a string, one line or folded as a writer folds it (strings going on)."""
    return wrap(f"DEFINE QLOCAL(Q) DESCR({quote(value)}) MAXDEPTH(x)", fold)


@settings(max_examples=300, deadline=None)
@given(value=VALUES, fold=st.sampled_from([0, 20, 35, 50]), width=st.integers(16, 90),
       target=st.sampled_from(["mqsc", "cl"]))
@example(value="a b " * 30, fold=0, width=72, target="cl")
@example(value="ab" * 40, fold=30, width=40, target="mqsc")
def test_any_mqsc_note_copies_back_as_its_command(value: str, fold: int, width: int, target: str) -> None:
    source = _mqsc_source(value, fold)
    note = command_note(target, [], "h", source, "mqsc", width).split("\n")
    lines = _uncommented(note[1:], target)
    assert _logical("\n".join(lines), "mqsc") == _logical(source, "mqsc")
    if MARKS[target][1]:  # a comment with a closing mark never passes the width: a longer word is cut, - or +
        assert all(len(line) <= width for line in note)
    elif fold == 0:  # one line: folded as the command is (so only a word longer than a line passes the width)
        assert lines == wrap(source, width - len("".join(MARKS[target]))).split("\n")


@settings(max_examples=200, deadline=None)
@given(value=VALUES.filter(lambda v: "*" not in v), fold=st.sampled_from([0, 25, 40]), width=st.integers(16, 90),
       target=st.sampled_from(["mqsc", "cl"]))
def test_any_cl_note_copies_back_as_its_command(value: str, fold: int, width: int, target: str) -> None:
    source = wrap(f"CHGMQMQ QNAME(Q) QTYPE(*LCL) TEXT({quote(value)}) MAXDEPTH(x)", fold)
    note = command_note(target, [], "h", source, "cl", width).split("\n")
    assert _logical("\n".join(_uncommented(note[1:], target)), "cl") == _logical(source, "cl")
    assert not MARKS[target][1] or all(len(line) <= width for line in note)


@settings(max_examples=200, deadline=None)
@given(value=st.text(alphabet=st.sampled_from("ab '\"\\ "), max_size=80), room=st.integers(1, 60))
def test_a_line_of_a_dialect_that_does_not_go_on_is_cut_at_blanks_outside_quotes_only(value: str, room: int) -> None:
    line = json.dumps({"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_DESC": value, "N": [1, 2, 3]}})
    parts = command_parts([line], room, False)
    assert json.loads(" ".join(parts)) == json.loads(line)
    assert all(part == part.strip(" ") and part for part in parts)


def test_the_parts_are_cut_in_linear_time() -> None:
    """A line of a million characters, blanks between words and inside quotes, folds in one pass."""
    line = ("word 'quoted text here' " * 45_000)[:1_000_000]
    parts = command_parts([line], 70, False)
    assert " ".join(parts) == " ".join(line.split(" ")).strip() and max(map(len, parts)) <= 70
