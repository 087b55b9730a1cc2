"""Issue 18 §1: a value is always exactly one value. No string from any source brings a line end, a comment
closer or a control character into text output; what cannot be written faithfully is MQT207."""

from __future__ import annotations

import json
import sys
import unicodedata

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.helpers import commands
from translator import registry, translate
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.model import BLANK, Command, Explicit, Passthrough
from translator.model.characters import UNPRINTABLE, UNSAFE_IN_SCRIPT, unsafe_in_script, visible
from translator.pcf.binary import MQCFT_INTEGER, MQCFT_STRING, PcfMessage, PcfParameter, encode_message, unpadded
from translator.translation import Translation
from translator.writers.layout import wrap

TEXT_TARGETS = ("mqsc", "cl", "tpf")
ATTACK = "x\nDELETE QLOCAL(VICTIM) PURGE\n*"
MQCMD_CHANGE_Q, MQCA_Q_NAME, MQIA_Q_TYPE, MQCA_Q_DESC = 8, 2016, 20, 2013


def _pcf(parameters: dict[str, object], command: str = "MQCMD_CHANGE_Q") -> str:
    return json.dumps({"command": command, "parameters": parameters}) + "\n"


def _local(**more: object) -> str:
    return _pcf({"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", **more})


def _items(output: str, dialect: str) -> list[object]:
    """Everything the output holds that a queue manager would run: commands and pass-through commands."""
    script = DIALECTS[dialect].read(output, "<output>", Reporter(), {})
    return [item for item in script.items if isinstance(item, Command | Passthrough)]


def _no_unsafe_character(output: str) -> None:
    assert UNSAFE_IN_SCRIPT.search(output) is None, repr(output)


@pytest.mark.parametrize("target", TEXT_TARGETS)
@pytest.mark.parametrize("source", [
    _local(MQCA_Q_DESC=ATTACK),
    _pcf({"MQCA_Q_NAME": "APP.IN\nDELETE QLOCAL(VICTIM) PURGE", "MQIA_Q_TYPE": "MQQT_LOCAL"}),
    _local(MQCA_TRIGGER_DATA=ATTACK),
    _local(MQCA_Q_DESC="a\u2028DELETE QLOCAL(VICTIM)"),
    _local(MQCA_Q_DESC="bell\x07 escape\x1b[2J nul\x00 del\x7f nel\x85 vt\x0b cr\r"),
], ids=["descr", "name", "trigdata", "u2028", "controls"])
def test_a_pcf_string_with_a_line_end_or_control_is_rejected_and_no_command_appears(source: str, target: str) -> None:
    result = translate(source, "pcf", target)
    assert not result.ok
    assert {d.code for d in result.diagnostics} & {"MQT207", "MQT208"}
    assert _items(result.output, target) == []
    _no_unsafe_character(result.output)
    assert "\nDELETE" not in result.output and "\nZMQSC" not in result.output


@pytest.mark.parametrize("target", TEXT_TARGETS)
def test_an_ebcdic_string_whose_0x25_is_a_line_feed_is_rejected(target: str) -> None:
    data = encode_message(PcfMessage(MQCMD_CHANGE_Q, (
        PcfParameter(MQCA_Q_NAME, MQCFT_STRING, "APP.IN"), PcfParameter(MQIA_Q_TYPE, MQCFT_INTEGER, 1),
        PcfParameter(MQCA_Q_DESC, MQCFT_STRING, "x\nDELETE QLOCAL(V)", 37))))
    assert "\n".encode("cp037") == b"\x25" and "x\nDELETE".encode("cp037") in data
    result = translate(data, "pcf-bin", target)
    assert [d.code for d in result.diagnostics if d.severity == "error"] == ["MQT207"]
    assert _items(result.output, target) == []
    _no_unsafe_character(result.output)


@pytest.mark.parametrize("target", TEXT_TARGETS)
def test_an_unknown_pcf_command_name_is_refused_and_only_a_comment(target: str) -> None:
    result = translate(_pcf({}, command="MQCMD_FOO\nDELETE QLOCAL(VICTIM)\n*/ DLTMQMQ QNAME(V)"), "pcf", target)
    assert _items(result.output, target) == []
    _no_unsafe_character(result.output)
    assert [d.code for d in result.diagnostics] == ["MQT115"] and "\n" not in result.diagnostics[0].message
    assert all(line.startswith(str(DIALECTS[target].comment)) for line in result.output.splitlines())


@pytest.mark.parametrize("target", TEXT_TARGETS)
def test_a_d_value_substituted_into_cl_is_one_value(target: str) -> None:
    script = "CHGMQMQ QNAME(&Q) QTYPE(*LCL) TRGDATA(&T)\n"
    bad = translate(script, "cl", target, variables={"Q": "APP.IN", "T": "x\nDLTMQMQ QNAME(V)"})
    assert [d.code for d in bad.diagnostics if d.severity == "error"] == ["MQT207"]
    assert _items(bad.output, target) == []
    name = translate(script, "cl", target, variables={"Q": "A) PURGE\nX", "T": "ok"})
    assert [d.code for d in name.diagnostics if d.severity == "error"] == ["MQT208"]
    assert _items(name.output, target) == []
    good = translate(script, "cl", target, variables={"Q": "APP.IN", "T": "it's fine"})
    assert good.ok and len(_items(good.output, target)) == 1


@pytest.mark.parametrize("target", TEXT_TARGETS)
def test_comments_copied_from_the_input_are_escaped_and_cl_comments_stay_closed(target: str) -> None:
    result = translate("CHGMQMQ QNAME(A) QTYPE(*LCL) /* odd\u2028text\x85more */ TRGDATA('x')\n"
                       "/* closes */ CRTMQMQ QNAME(V) QTYPE(*LCL) /* early */\n", "cl", target)
    assert [str(d.code) for d in result.diagnostics] == []
    assert len(_items(result.output, target)) == 2
    assert "\\u2028" in result.output and "\\x85" in result.output
    _no_unsafe_character(result.output)
    mqsc = translate("* ends */ DLTMQMQ QNAME(V) /*\nDEFINE QLOCAL(A)\n", "mqsc", "cl")
    assert mqsc.output == "/* ends * / DLTMQMQ QNAME(V) /* */\nCRTMQMQ QNAME('A') QTYPE(*LCL)\n"
    assert len(_items(mqsc.output, "cl")) == 1


@pytest.mark.parametrize("target", TEXT_TARGETS)
def test_a_verbatim_command_with_a_control_character_is_not_copied(target: str) -> None:
    source = {"mqsc": "DEFINE CHANNEL(X) CHLTYPE(SDR) DESCR('a\x85b')\n",
              "cl": "CRTMQMCHL CHLNAME(X) CHLTYPE(*SDR) TEXT('a\x85b')\n",
              "tpf": "ZMQSC DEF CHL-X CHLTYPE-SDR DESCR-'a\x85b'\n"}[target]
    result = translate(source, target, target)
    assert "MQT207" in [d.code for d in result.diagnostics]
    assert _items(result.output, target) == []
    _no_unsafe_character(result.output)


def test_the_unprintable_set_is_the_unicode_control_format_and_separator_categories() -> None:
    categories = {"Cc", "Cf", "Zl", "Zp", "Cs"}
    for code in range(sys.maxunicode + 1):
        category = unicodedata.category(chr(code))
        matched = UNPRINTABLE.match(chr(code)) is not None
        assert matched == (category in categories) or (matched and category == "Cn"), (hex(code), category)


def test_str_isprintable_refuses_every_unprintable_character() -> None:
    # quote() checks str.isprintable() first and UNPRINTABLE only for a text it refuses.
    assert not [hex(code) for code in range(sys.maxunicode + 1) if UNPRINTABLE.match(chr(code)) and chr(code).isprintable()]
    assert "\u00a0".isprintable() is False and UNPRINTABLE.search("\u00a0") is None  # allowed, through the full check


@pytest.mark.parametrize("around", ["", "CRTMQMQ QNAME('A') +\n    TEXT('", "DEFINE QL(A)\u00a0"])
def test_unsafe_in_script_finds_what_the_full_search_finds(around: str) -> None:
    # The writers' last check: its ASCII and isprintable shortcuts agree with UNSAFE_IN_SCRIPT on every character,
    # inside ASCII text and inside text that is not ASCII.
    for code in range(sys.maxunicode + 1):
        text = around + chr(code) + "'"
        expected = UNSAFE_IN_SCRIPT.search(text)
        found = unsafe_in_script(text)
        assert (found and found.start()) == (expected and expected.start()), hex(code)


def test_tabs_are_unprintable_and_no_break_spaces_are_not() -> None:
    result = translate(_local(MQCA_Q_DESC="a\tb"), "pcf", "mqsc")
    assert [d.code for d in result.diagnostics] == ["MQT207"]
    assert "QDesc 'a\\x09b'" in result.diagnostics[0].message
    wide = "x" * 40 + "\u00a0\u3000" + "y" * 20
    result = translate(_local(MQCA_Q_DESC=wide), "pcf", "mqsc")
    assert result.ok and commands(result.output, "mqsc")[0].attributes["QDesc"] == Explicit(wide)


def test_visible_escapes_every_unprintable_character() -> None:
    assert visible("a\nb\x85c\u2028d\U000e0001") == "a\\x0ab\\x85c\\u2028d\\U000e0001"


# --- folding -----------------------------------------------------------------------------------------------

def _unfolded(text: str) -> str:
    """The reader's continuation rule undone: a trailing + joins the next line from its first non-blank, a
    trailing - from its first column."""
    lines = text.split("\n")
    joined = lines[0]
    for line in lines[1:]:
        assert joined.endswith(("+", "-"))
        joined = joined[:-1] + (line.lstrip(" \t\r\f\v") if joined.endswith("+") else line)
    return joined


@settings(max_examples=300, deadline=None)
@given(value=st.text(alphabet=st.sampled_from("ab +-*;\t\f\v\r\u00a0"), max_size=120), width=st.integers(20, 80))
@example(value="a" * 60 + "\t" + "b" * 30, width=72)  # folded before the tab until the fold learnt tabs
@example(value="a" * 28 + "\f" + "b" * 30, width=40)
def test_folding_never_loses_a_blank_tab_or_form_feed_at_the_fold(value: str, width: int) -> None:
    line = f"ALTER QLOCAL('APP.IN') DESCR('{value}') REPLACE"
    folded = wrap(line, width)
    assert _unfolded(folded) == line
    assert not any(part.startswith("*") for part in folded.split("\n"))


# --- the property: every string value, every text target, read back ------------------------------------------

STRINGS = st.text(max_size=64) | st.text(alphabet=st.sampled_from("ab '\"*/;+-()\t\n\r\x85\u2028,&"), max_size=64)
WIDTHS = st.sampled_from([72, 30, 0])


def _expected(value: str) -> object:
    return BLANK if not value.strip(" ") else Explicit(value)


def _read_back(output: str, target: str, attribute: str) -> list[object]:
    found = commands(output, target)
    return [c.attributes.get(attribute) for c in found]


def _holds(result: Translation, target: str, attribute: str, read: object) -> None:
    """The output holds one command with the value its source read, or none and an error."""
    assert isinstance(result.output, str)
    if read == BLANK and registry.by_name(attribute).blank_held.get(target):
        read = None  # the target holds it blank when left out (TPF has no description): it is not written
    if result.ok:
        assert _read_back(result.output, target, attribute) == [read]
        assert len(_items(result.output, target)) == 1
    else:
        assert any(d.severity == "error" for d in result.diagnostics)
        assert _items(result.output, target) == []
    _no_unsafe_character(result.output)


@settings(max_examples=150, deadline=None)
@given(value=STRINGS, target=st.sampled_from(TEXT_TARGETS), width=WIDTHS,
       attribute=st.sampled_from([("MQCA_Q_DESC", "QDesc"), ("MQCA_TRIGGER_DATA", "TriggerData")]))
@example(value=ATTACK, target="mqsc", width=72, attribute=("MQCA_Q_DESC", "QDesc"))
@example(value="a" * 40 + "\t" + "b" * 20, target="cl", width=72, attribute=("MQCA_Q_DESC", "QDesc"))
def test_any_pcf_string_is_one_value_in_every_text_target(value: str, target: str, width: int,
                                                         attribute: tuple[str, str]) -> None:
    result = translate(_pcf({"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", attribute[0]: value}),
                       "pcf", target, width=width)
    _holds(result, target, attribute[1], _expected(unpadded(value)))  # trailing blanks and NULs pad a PCF string


@settings(max_examples=100, deadline=None)
@given(name=st.text(max_size=50) | st.text(alphabet=st.sampled_from("aZ09./_% #'\n*"), min_size=1, max_size=50),
       target=st.sampled_from(TEXT_TARGETS))
def test_any_pcf_queue_name_is_one_name_in_every_text_target(name: str, target: str) -> None:
    result = translate(_pcf({"MQCA_Q_NAME": name, "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": "d"}), "pcf", target)
    if result.ok:
        assert [c.name for c in commands(result.output, target)] == [unpadded(name)]
    else:
        assert _items(result.output, target) == []
    _no_unsafe_character(result.output)


def _text_source(source: str, value: str) -> str:
    quoted = "'" + value.replace("'", "''") + "'"
    return {"mqsc": f"ALTER QLOCAL(APP.IN) DESCR({quoted})\n",
            "cl": f"CHGMQMQ QNAME(APP.IN) QTYPE(*LCL) TEXT({quoted})\n",
            "tpf": f"ZMQSC ALT QL-APP.IN TRIGDATA-{quoted}\n"}[source]


# CR and LF end a line in every text dialect, so a value holding one is several lines of the source, not one
# value of one command: written into a text source it cannot test this (PCF sources carry them: see above).
@settings(max_examples=150, deadline=None)
@given(value=st.text(max_size=64).filter(lambda v: "\n" not in v and "\r" not in v)
       | st.text(alphabet=st.sampled_from("ab '*/;+-()\t\x85\u2028,&\u00a0"), max_size=64),
       source=st.sampled_from(TEXT_TARGETS), target=st.sampled_from(TEXT_TARGETS), width=WIDTHS)
@example(value="*/ DLTMQMQ QNAME(V) /*", source="mqsc", target="cl", width=72)
@example(value="x" * 55 + "\t+" + "y" * 5, source="cl", target="mqsc", width=72)
def test_any_quoted_text_value_is_one_value_in_every_text_target(value: str, source: str, target: str,
                                                                width: int) -> None:
    attribute = "QDesc" if DIALECTS[source].keyword(registry.by_name("QDesc")) else "TriggerData"
    text = _text_source(source, value)
    read = commands(text, source)
    result = translate(text, source, target, width=width)
    if read or not result.ok:
        _holds(result, target, attribute, read[0].attributes.get(attribute) if read else None)


@pytest.mark.parametrize("target", ["mqsc", "cl"])
@pytest.mark.parametrize("width", [72, 40])
def test_plus_minus_and_comment_marks_at_every_fold_position_stay_in_the_value(target: str, width: int) -> None:
    for lead in range(64 - 8):
        value = ("a" * lead + "+-*/;'")[:64]
        result = translate(_local(MQCA_TRIGGER_DATA=value), "pcf", target, width=width)
        _holds(result, target, "TriggerData", Explicit(value))
