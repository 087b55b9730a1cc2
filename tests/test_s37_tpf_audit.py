"""TPF ZMQSC, audited again: a ZMQSC queue command under a mistyped name, TPF's own default queues leaving TPF,
characters a TPF console cannot hold, trigger advice by direction, and blank values TPF holds itself."""

from __future__ import annotations

import pytest

from translator import translate
from translator.dialects import tpf_vocabulary


def codes(result) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in result.diagnostics]


# --- a ZMQSC queue command under another Z word is a typo of ZMQSC --------------------------------------------------

@pytest.mark.parametrize("text", ["ZMQ DEF QL-X", "zmq def ql-x", "ZMQ ALTER QA-A TARGQ-B", "ZMQX DEL QR-R",
                                  "ZABCDEF DISPLAY QL-*", "ZMQ\tDEF\tQL-X"])
def test_a_z_word_before_a_zmqsc_action_and_object_is_a_typo_of_zmqsc(text: str) -> None:
    found = tpf_vocabulary.unknown_command(text)
    assert found is not None and found.error and found.offset == 0 and found.expected == "ZMQSC"
    assert found.word == text.split()[0]


@pytest.mark.parametrize("text", ["ZMQ", "ZDSYS", "ZDECB DEF X", "ZMQ START QMGR", "ZFILE DEF QL"])
def test_other_tpf_operator_commands_stay_genuine(text: str) -> None:
    assert tpf_vocabulary.unknown_command(text) is None


def test_a_mistyped_zmqsc_fails_where_it_was_skipped_with_a_warning() -> None:
    """It was ``* not translated (tpf ZMQ DEF QL)`` with MQT401, rc 0: the queue was never defined."""
    result = translate("ZMQSC DEF QL-A\nZMQ DEF QL-X\n", "tpf", "mqsc")
    assert codes(result) == [("MQT115", 2, 1)] and not result.ok
    assert result.diagnostics[0].expected == "ZMQSC"


# --- TPF's own default queues leaving TPF ---------------------------------------------------------------------------

@pytest.mark.parametrize(("target", "there"), [("mqsc", "the target's"), ("cl", "IBM i's"), ("pcf", "the target's")])
def test_tpfs_own_queues_leaving_tpf_are_mqt315(target: str, there: str) -> None:
    """They were written with no word: on MQ the names are a user's queues, not TPF's own."""
    result = translate("ZMQSC ALT QL-DEAD.LETTER.QUEUE GET-DISABLED\nZMQSC DEL QL-SPECIAL.RECOVERY.QUEUE PURGE\n"
                       "ZMQSC DEF QL-X\n", "tpf", target)
    own = [d for d in result.diagnostics if d.code == "MQT315"]
    assert [(d.span.line, d.severity.value) for d in own] == [(1, "warning"), (2, "warning")]
    assert own[0].message == ("DEAD.LETTER.QUEUE is one of TPF's own queues, which it provides itself; elsewhere the "
                              f"name is a user's: this change, from a script for TPF, would change {there} queue of "
                              "that name, not TPF's own")
    assert "would delete" in own[1].message


def test_tpfs_own_queues_into_tpf_still_say_they_are_tpfs() -> None:
    result = translate("ALTER QLOCAL(DEAD.LETTER.QUEUE) GET(DISABLED)\n", "mqsc", "tpf")
    (own,) = result.diagnostics
    assert own.code == "MQT315" and "would change TPF's own" in own.message


# --- what a TPF console cannot hold: refused reading as writing -----------------------------------------------------

@pytest.mark.parametrize(("line", "column", "shown"), [
    ("ZMQSC DEF QL-Q1 TRIGDATA-'€'", 27, "'€' (U+20AC)"),
    ("ZMQSC DEF QL-Q PROCESS-'P日'", 26, "'日' (U+65E5)"),
    ("ZMQSC ALT QL-Q1 TRIGDATA-ﬁ", 26, "'ﬁ' (U+FB01)"),
])
def test_reading_tpf_refuses_what_a_tpf_console_cannot_hold_where_it_stands(line: str, column: int, shown: str) -> None:
    """``TRIGDATA-'€'`` was read into MQSC, though the TPF writer refuses to write it (and TPF -> TPF failed)."""
    result = translate(line + "\n", "tpf", "mqsc")
    assert codes(result) == [("MQT209", 1, column)] and not result.ok
    assert result.diagnostics[0].message == f"{shown} cannot be entered on a TPF console, which reads EBCDIC"
    assert result.diagnostics[0].expected == "characters of EBCDIC code page 037"


@pytest.mark.parametrize("character", ["€", "é", "¢", "日", "ß", "\u00a0", "~", "ﬁ"])
def test_the_tpf_reader_and_writer_refuse_the_same_characters(character: str) -> None:
    """In a value: a name is held to IBM's naming rules (MQT208) reading and writing alike."""
    value = "A" + character.replace("'", "''")
    read = translate(f"ZMQSC ALT QL-Q1 TRIGDATA-'{value}'\n", "tpf", "mqsc")
    written = translate(f"ALTER QLOCAL(Q1) TRIGDATA('{value}')\n", "mqsc", "tpf")
    assert ("MQT209" in [d.code for d in read.diagnostics]) == ("MQT209" in [d.code for d in written.diagnostics])
    assert read.ok == written.ok


# --- the trigger advice points the script's way ---------------------------------------------------------------------

@pytest.mark.parametrize(("source", "target", "script"), [
    ("mqsc", "tpf", "DEFINE QLOCAL(X) TRIGGER\n"),
    ("cl", "tpf", "CHGMQMQ QNAME(X) QTYPE(*LCL) TRGTYPE(*FIRST)\n"),
])
def test_the_trigger_advice_into_tpf_says_what_tpf_runs_not_to_set_an_initq(source: str, target: str,
                                                                              script: str) -> None:
    """It said "... for a trigger monitor: set one", though TPF has no INITQ to set."""
    (warning,) = [d for d in translate(script, source, target).diagnostics if d.code == "MQT306"]
    assert "set INITQ" not in warning.message and "set one" not in warning.message
    assert warning.message.endswith("and has no INITQ, where elsewhere a trigger monitor reads the initiation queue: "
                                    "name TPF's program in PROCESS- (or let CUIR take FIRST)")


@pytest.mark.parametrize("target", ["mqsc", "cl", "pcf"])
def test_the_trigger_advice_out_of_tpf_says_to_set_an_initq_and_a_monitor(target: str) -> None:
    (warning,) = [d for d in translate("ZMQSC DEF QL-X TRIGGER\n", "tpf", target).diagnostics if d.code == "MQT306"]
    assert warning.message.endswith("for a trigger monitor: set INITQ and start one")


# --- a blank TPF holds itself is left out -------------------------------------------------------------------------

@pytest.mark.parametrize(("source", "script", "written"), [
    ("mqsc", "DEFINE QLOCAL(A) DESCR(' ') GET(DISABLED)", "ZMQSC DEF QL-A GET-DISABLED"),
    ("mqsc", "ALTER QLOCAL(A) DESCR(' ') GET(DISABLED)", "ZMQSC ALT QL-A GET-DISABLED"),
    ("mqsc", "DEFINE QALIAS(A) TARGET(B) DESCR(' ')", "ZMQSC DEF QA-A TARGQ-B"),
    ("cl", "CRTMQMQ QNAME(W) QTYPE(*LCL) TEXT(*BLANK) PRCNAME(*NONE)", "ZMQSC DEF QL-W"),
    ("pcf", '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", '
            '"MQCA_Q_DESC": "", "MQCA_PROCESS_NAME": ""}}', "ZMQSC DEF QL-A"),
])
def test_a_blank_description_is_what_tpf_holds_and_is_left_out(source: str, script: str, written: str) -> None:
    """A dmpmqcfg dump gives every queue DESCR(' '): each command failed into TPF (MQT301 QDesc)."""
    result = translate(script + "\n", source, "tpf")
    assert (result.output, result.diagnostics, result.ok) == (written + "\n", [], True)


def test_a_description_tpf_cannot_hold_stays_mqt301() -> None:
    result = translate("DEFINE QLOCAL(A) DESCR('orders')\n", "mqsc", "tpf")
    assert [(d.code, d.attribute) for d in result.diagnostics] == [("MQT301", "QDesc")] and not result.ok


def test_a_blank_process_on_define_is_left_out_as_tpfs_def_names_none_unsure() -> None:
    """[UNSURE] gtpi1m5d: TPF calls CUIR unless "a process was specified"; no page gives its default as blank."""
    result = translate("DEFINE QLOCAL(A) PROCESS(' ') GET(DISABLED)\n", "mqsc", "tpf")
    assert (result.output, result.diagnostics) == ("ZMQSC DEF QL-A GET-DISABLED\n", [])


@pytest.mark.parametrize(("script", "attribute"), [
    ("ALTER QLOCAL(A) PROCESS(' ')", "ProcessName"),  # a clear, which TPF has no way to say [UNSURE]
    ("DEFINE QREMOTE(R1) RQMNAME(QM2) RNAME(Q) XMITQ(' ')", "XmitQName"),  # TPF's default XMITQ: no page [UNSURE]
])
def test_a_blank_name_tpf_is_not_known_to_hold_stays_mqt302_unsure(script: str, attribute: str) -> None:
    result = translate(script + "\n", "mqsc", "tpf")
    assert [(d.code, d.attribute) for d in result.diagnostics] == [("MQT302", attribute)] and not result.ok
