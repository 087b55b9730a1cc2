"""--existing: the queues a queue manager already has, from their definitions (a dmpmqcfg dump, any script), give
their type to a command that states none (IBM i's CHGMQMQ, CPYMQMQ, DLTMQMQ may leave QTYPE out); nothing else
is guessed."""

from __future__ import annotations

from pathlib import Path

import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from translator import translate
from translator.batch.files import Job
from translator.batch.run import run
from translator.command_line import main
from translator.existing import Existing, read_existing
from translator.model import ObjectType

DUMP = """\
DEFINE QLOCAL('APP.IN') MAXDEPTH(5000)
DEFINE QALIAS('APP.ALIAS') TARGET('APP.IN')
DEFINE QREMOTE(GONE) RNAME(X) RQMNAME(QM2)
DELETE QREMOTE(GONE)
ALTER QLOCAL('APP.IN') MAXDEPTH(6000)
DEFINE CHANNEL(C1) CHLTYPE(SDR) CONNAME('h(1)') XMITQ('APP.IN')
"""
CHANGES = """\
CHGMQMQ QNAME('APP.IN') MAXDEPTH(7000)
DLTMQMQ QNAME('APP.ALIAS')
DLTMQMQ QNAME(GONE)
CHGMQMQ QNAME('APP.IN') TGTQNAME(X)
"""


def test_the_definitions_give_each_queue_they_leave_its_type_and_where() -> None:
    existing = read_existing(DUMP, "dump.mqsc")
    assert existing.queues == (("", "APP.IN", "local", "DEFINE at line 1 of dump.mqsc"),
                               ("", "APP.ALIAS", "alias", "DEFINE at line 2 of dump.mqsc"))
    assert existing.get("", "APP.IN") == (ObjectType.LOCAL, "DEFINE at line 1 of dump.mqsc")
    assert existing.get("QM1", "APP.IN") == existing.get("", "APP.IN")  # naming no queue manager: the script's
    assert existing.get("", "GONE") is None and existing.unread_count == 0 and existing.files == ("dump.mqsc",)


def test_a_command_stating_no_type_takes_the_existing_queues_type_and_nothing_else_is_guessed() -> None:
    result = translate(CHANGES, "cl", "mqsc", existing=read_existing(DUMP, "dump.mqsc"))
    assert result.output == ("ALTER QLOCAL('APP.IN') MAXDEPTH(7000)\nDELETE QALIAS('APP.ALIAS')\n"
                             "* not translated (DLTMQMQ has errors):\n* DLTMQMQ QNAME(GONE)\n"
                             "* not translated (CHGMQMQ has errors):\n* CHGMQMQ QNAME('APP.IN') TGTQNAME(X)\n")
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("MQT303", 1), ("MQT303", 2), ("MQT304", 3),
                                                                    ("MQT204", 4)]
    assert result.diagnostics[0].message == ("CHGMQMQ APP.IN states no queue type; it exists as a queue of type local "
                                             "(DEFINE at line 1 of dump.mqsc)")
    assert "it exists as a local queue (DEFINE at line 1 of dump.mqsc)" in result.diagnostics[3].message


def test_without_existing_definitions_the_same_commands_fail() -> None:
    result = translate(CHANGES, "cl", "mqsc")
    assert [r.status for r in result.records] == ["failed", "failed", "failed", "translated"]


@pytest.mark.parametrize(("script", "expected"), [
    # The script's own definition comes first: it replaces the queue (a DLTMQMQ, then a CRTMQMQ of another type).
    ("DLTMQMQ QNAME('APP.IN')\nCRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(X)\nDLTMQMQ QNAME('APP.IN')\n",
     "DELETE QLOCAL('APP.IN')\nDEFINE QALIAS('APP.IN') TARGET('X')\nDELETE QALIAS('APP.IN')\n"),
    # Deleted by the script, the existing queue's type is forgotten.
    ("DLTMQMQ QNAME('APP.ALIAS')\nDLTMQMQ QNAME('APP.ALIAS')\n",
     "DELETE QALIAS('APP.ALIAS')\n* not translated (DLTMQMQ has errors):\n* DLTMQMQ QNAME('APP.ALIAS')\n"),
    # Definitions naming no queue manager are the one a script naming its queue manager runs on.
    ("DLTMQMQ QNAME('APP.IN') MQMNAME(QM1)\n",
     "* Queue manager QM1 (from CL MQMNAME): run with runmqsc QM1\nDELETE QLOCAL('APP.IN')\n"),
])
def test_the_script_comes_before_the_existing_queues(script: str, expected: str) -> None:
    assert translate(script, "cl", "mqsc", existing=read_existing(DUMP, "dump.mqsc")).output == expected


def test_definitions_for_another_queue_manager_are_not_this_ones() -> None:
    existing = read_existing("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM2)\n", "qm2.clle")
    result = translate("DLTMQMQ QNAME(A) MQMNAME(QM1)\n", "cl", "mqsc", existing=existing)
    assert [d.code for d in result.diagnostics if d.severity.value == "error"] == ["MQT304"]
    assert "DELETE QLOCAL('A')" in translate("DLTMQMQ QNAME(A) MQMNAME(QM2)\n", "cl", "mqsc",
                                             existing=existing).output


def test_definitions_in_any_dialect_are_read() -> None:
    pcf = '{"command":"MQCMD_CREATE_Q","parameters":{"MQCA_Q_NAME":"P1","MQIA_Q_TYPE":"MQQT_MODEL"}}\n'
    existing = read_existing(pcf, "dump.json")
    assert translate("DLTMQMQ QNAME(P1)\n", "cl", "mqsc", existing=existing).output == "DELETE QMODEL('P1')\n"


def test_definitions_that_cannot_be_read_leave_their_queues_unknown() -> None:
    existing = read_existing("DEFINE QLOCAL(A) MAXDEPTH(lots)\nDEFINE QLOCAL(B)\n", "dump.mqsc")
    assert [name for _, name, _, _ in existing.queues] == ["B"]
    assert existing.unread_count == 1 and existing.unread[0].code == "MQT201"


def test_the_command_line_reads_existing_definitions(tmp_path: Path) -> None:
    (tmp_path / "dump.mqsc").write_text(DUMP)
    (tmp_path / "changes.clle").write_text(CHANGES)
    runner = CliRunner()
    result = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "dump.mqsc"),
                                  str(tmp_path / "changes.clle")])
    assert result.exit_code == 1 and result.stdout.startswith("ALTER QLOCAL('APP.IN') MAXDEPTH(7000)\n")
    assert "MQT303" in result.stderr and "MQT304" in result.stderr
    check = runner.invoke(main, ["check", "--to", "rest", "--existing", str(tmp_path / "dump.mqsc"),
                                 str(tmp_path / "changes.clle")])
    assert "2 translated, 0 passed-through, 0 skipped, 2 failed" in check.stderr


def test_the_command_line_says_what_it_cannot_use(tmp_path: Path) -> None:
    (tmp_path / "changes.clle").write_text(CHANGES)
    (tmp_path / "bad.mqsc").write_text("DEFINE QLOCAL(A) MAXDEPTH(lots)\nDEFINE CHANNEL(C) CHLTYPE(SDR)\n")
    runner = CliRunner()
    missing = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "none.mqsc"),
                                   str(tmp_path / "changes.clle")])
    assert missing.exit_code == 2 and "cannot read" in missing.stderr
    unread = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "bad.mqsc"),
                                  str(tmp_path / "changes.clle")])
    assert "1 command(s) could not be read" in unread.stderr and "defines no queue" in unread.stderr
    into_cl = runner.invoke(main, ["convert", "--to", "cl", "--existing", str(tmp_path / "bad.mqsc"),
                                   str(tmp_path / "changes.clle")])
    assert into_cl.exit_code == 0 and "--existing applies to cl output, which needs no queue type, to find" in into_cl.stderr


def test_a_batch_job_carries_the_existing_queues(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "changes.clle").write_text(CHANGES)
    existing = read_existing(DUMP, "dump.mqsc")
    summary = run([str(tmp_path / "in")], tmp_path / "out", Job.of("mqsc", existing=existing), engine="local",
                  echo=lambda message: None)
    rows = pq.read_table(tmp_path / "out" / "commands.parquet").to_pylist()
    assert [row["status"] for row in sorted(rows, key=lambda row: row["line"])] == ["translated", "translated",
                                                                                    "failed", "failed"]
    assert summary.exit_code == 1
    assert Job.of("mqsc", existing=existing) == Job.of("mqsc", existing=Existing(existing.queues))


def test_a_queue_made_with_two_types_stays_unknown_and_a_later_file_can_delete_an_earlier_ones() -> None:
    first = read_existing("DEFINE QLOCAL(X)\nDEFINE QREMOTE(X) RNAME(A) RQMNAME(B)\nDEFINE QLOCAL(Y)\n", "a.mqsc")
    assert [name for _, name, _, _ in first.queues] == ["Y"] and first.conflicting == ("X",)
    both = read_existing("DELETE QLOCAL(Y)\nDEFINE QALIAS(Z) TARGET(Q)\n", "b.mqsc", after=first)
    assert [name for _, name, _, _ in both.queues] == ["Z"] and both.files == ("a.mqsc", "b.mqsc")
    assert translate("DLTMQMQ QNAME(X)\n", "cl", "mqsc", existing=both).records[0].status == "failed"


def test_the_default_queue_manager_is_one_however_it_is_named() -> None:
    existing = read_existing("CRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(*DFT)\n", "dft.clle")
    assert translate("DLTMQMQ QNAME(A)\n", "cl", "mqsc", existing=existing).output == "DELETE QLOCAL('A')\n"


def test_a_copy_takes_the_type_of_the_queue_it_copies_and_says_so() -> None:
    result = translate("CPYMQMQ FROMQ('APP.IN') TOQ('APP.COPY')\n", "cl", "mqsc",
                       existing=read_existing(DUMP, "dump.mqsc"))
    assert result.output == "DEFINE QLOCAL('APP.COPY') LIKE('APP.IN')\n"
    assert result.diagnostics[0].message == ("CPYMQMQ APP.COPY states no queue type; APP.IN, which it copies, exists as "
                                             "a queue of type local (DEFINE at line 1 of dump.mqsc)")


def test_where_a_pcf_definition_is_names_its_command() -> None:
    pcf = '{"command":"MQCMD_CREATE_Q","parameters":{"MQCA_Q_NAME":"P1","MQIA_Q_TYPE":"MQQT_LOCAL"}}\n'
    assert read_existing(pcf, "d.json").queues == (("", "P1", "local", "MQCMD_CREATE_Q at line 1 of d.json"),)


def test_the_command_line_keeps_the_definitions_apart_from_the_script(tmp_path: Path) -> None:
    (tmp_path / "dump.mqsc").write_text(DUMP)
    (tmp_path / "changes.clle").write_text(CHANGES)
    dump, script = str(tmp_path / "dump.mqsc"), str(tmp_path / "changes.clle")
    runner = CliRunner()
    stdin = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", "-"], input=CHANGES)
    assert stdin.exit_code == 2 and "standard input is the script's" in stdin.stderr
    itself = runner.invoke(main, ["check", "--to", "mqsc", "--existing", script, script])
    assert itself.exit_code == 2 and "is also an input" in itself.stderr
    for option in ("-o", "--report"):
        replaced = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", dump, option, dump, script])
        assert replaced.exit_code == 2 and "is also an --existing file" in replaced.stderr
    assert (tmp_path / "dump.mqsc").read_text() == DUMP
    (tmp_path / "two.mqsc").write_text("DEFINE QLOCAL(X)\nDEFINE QALIAS(X) TARGET(Y)\n")
    said = runner.invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "two.mqsc"), script])
    assert "X defined with two types" in said.stderr


def test_a_queue_a_command_on_a_condition_creates_has_no_known_type_after_it() -> None:
    """It has the command's type if that ran, the existing one if not: neither is taken (MQT304 says why)."""
    program = ("PGM\nIF COND(&ENV *EQ 'PROD') THEN(DO)\nDLTMQMQ QNAME('APP.ALIAS')\n"
               "CRTMQMQ QNAME('APP.ALIAS') QTYPE(*LCL)\nENDDO\nCHGMQMQ QNAME('APP.ALIAS') TEXT('changed')\nENDPGM\n")
    result = translate(program, "cl", "mqsc", existing=read_existing(DUMP, "dump.mqsc"))
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304" and d.span.line == 6]
    assert "(the CRTMQMQ at line 4 that makes it runs only on a condition)" in unknown.message
    assert "ALTER" not in str(result.output).replace("* ", "#")


def test_mqt304_says_why_the_existing_definitions_did_not_tell() -> None:
    existing = read_existing(DUMP, "dump.mqsc")
    found = translate("DLTMQMQ QNAME(OTHER) MQMNAME(QM2)\n", "cl", "mqsc", existing=existing).diagnostics
    assert "(the --existing definitions make no queue OTHER of queue manager QM2)" in found[-1].message
    found = translate("DLTMQMQ QNAME('APP.IN')\nDLTMQMQ QNAME('APP.IN')\n", "cl", "mqsc", existing=existing).diagnostics
    assert "(the script deleted it before)" in found[-1].message


def test_a_dump_names_its_queue_manager_in_its_header() -> None:
    dump = ("* Script generated on 2026-11-27   at 10.10.44\n* Queue manager name: QM1\n"
            "* Queue manager platform: UNIX\nDEFINE QLOCAL('APP.IN') REPLACE\n")
    existing = read_existing(dump, "qm1.mqsc")
    assert existing.queues == (("QM1", "APP.IN", "local", "DEFINE at line 4 of qm1.mqsc, queue manager QM1"),)
    for script, known in (("DLTMQMQ QNAME('APP.IN')\n", True), ("DLTMQMQ QNAME('APP.IN') MQMNAME(QM1)\n", True),
                          ("DLTMQMQ QNAME('APP.IN') MQMNAME(QM2)\n", False)):
        assert ("DELETE QLOCAL('APP.IN')" in str(translate(script, "cl", "mqsc", existing=existing).output)) is known


def test_a_label_is_not_taken_for_the_command_in_messages() -> None:
    result = translate("LBL1: CRTMQMQ QNAME(A) QTYPE(*LCL)\nLBL2: CHGMQMQ QNAME(A) TEXT('x')\n", "cl", "mqsc")
    assert result.diagnostics[0].message.startswith("CHGMQMQ A states no queue type; the script made it a queue of "
                                                    "type local (CRTMQMQ at line 1)")


@pytest.mark.parametrize(("script", "warned"), [
    ("CRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(X) REPLACE(*YES)\n", True),
    ("CRTMQMQ QNAME('APP.IN') QTYPE(*LCL) REPLACE(*YES)\n", False),  # the same type: REPLACE replaces it
    ("DLTMQMQ QNAME('APP.IN')\nCRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(X)\n", False),  # deleted first
])
def test_a_create_of_a_queue_that_exists_as_another_type_is_warned(script: str, warned: bool) -> None:
    result = translate(script, "cl", "mqsc", existing=read_existing(DUMP, "dump.mqsc"))
    found = [d.message for d in result.diagnostics if d.code == "MQT317"]
    assert found == (["CRTMQMQ APP.IN makes an alias queue, but it exists as a local queue (DEFINE at line 1 of "
                      "dump.mqsc): the queue manager refuses the command"] if warned else [])


def test_a_conditional_create_of_the_type_the_queue_has_leaves_it_known() -> None:
    """Local whichever branch runs: the later command is typed (it was refused needlessly)."""
    program = ("PGM PARM(&ENV)\nDCL &ENV *CHAR 4\nCRTMQMQ QNAME(APP.Q) QTYPE(*LCL)\nIF COND(&ENV *EQ 'PROD') THEN(DO)\n"
               "CRTMQMQ QNAME(APP.Q) QTYPE(*LCL) REPLACE(*YES) MAXDEPTH(900000)\nENDDO\nCHGMQMQ QNAME(APP.Q) TEXT('x')\n"
               "ENDPGM\n")
    assert "ALTER QLOCAL('APP.Q') DESCR('x')" in str(translate(program, "cl", "mqsc").output)


def test_a_conditional_delete_and_create_of_another_type_is_no_clash_and_leaves_the_type_unknown() -> None:
    program = ("PGM PARM(&ENV)\nDCL &ENV *CHAR 4\nIF COND(&ENV *EQ 'PROD') THEN(DO)\nDLTMQMQ QNAME('APP.ALIAS')\n"
               "CRTMQMQ QNAME('APP.ALIAS') QTYPE(*LCL)\nENDDO\nCHGMQMQ QNAME('APP.ALIAS') TEXT('x')\nENDPGM\n")
    result = translate(program, "cl", "mqsc", on_unsupported="warn", existing=read_existing(DUMP, "dump.mqsc"))
    codes = [(d.code, d.span.line) for d in result.diagnostics if d.code in ("MQT303", "MQT304", "MQT317")]
    assert codes == [("MQT303", 4), ("MQT304", 7)]


def test_a_later_files_definitions_of_no_queue_manager_touch_a_headers_queue() -> None:
    first = read_existing("* Queue manager name: QM1\nDEFINE QLOCAL('Q')\n", "qm1.mqsc")
    later = read_existing("DELETE QLOCAL('Q')\nDEFINE QALIAS('Q') TARGET('T')\n", "later.mqsc", after=first)
    assert later.queues == (("", "Q", "alias", "DEFINE at line 2 of later.mqsc"),)
    both = read_existing("DEFINE QALIAS('Q') TARGET('T')\n", "later2.mqsc", after=first)
    assert both.conflicting == ("Q",) and both.queues == ()


def test_queue_managers_that_disagree_on_a_queue_leave_a_script_naming_none_unknown() -> None:
    qm1 = read_existing("* Queue manager name: QM1\nDEFINE QLOCAL('Q')\nDEFINE QREMOTE('R') RNAME(X) RQMNAME(Y)\n",
                        "qm1.mqsc")
    both = read_existing("* Queue manager name: QM2\nDEFINE QALIAS('Q') TARGET(T)\nDEFINE QREMOTE('R') RNAME(X) "
                         "RQMNAME(Y)\n", "qm2.mqsc", after=qm1)
    result = translate("CHGMQMQ QNAME(Q) TEXT('x')\nCHGMQMQ QNAME(R) TEXT('x')\nCHGMQMQ QNAME(Q) MQMNAME(QM2) TEXT('x')\n",
                       "cl", "mqsc", existing=both)
    assert "(the --existing definitions of queue managers QM1, QM2 give it different types)" in \
        result.diagnostics[0].message
    assert "ALTER QREMOTE('R')" in str(result.output) and "ALTER QALIAS('Q')" in str(result.output)


def test_a_comment_after_a_label_is_no_command_word() -> None:
    result = translate("LBL: /* c */ CHGMQMQ QNAME(A) TEXT(x)\n", "cl", "mqsc")
    assert result.diagnostics[0].message.startswith("CHGMQMQ A states no queue type")


def test_a_conditional_change_is_no_delete() -> None:
    program = ("PGM PARM(&ENV)\nDCL &ENV *CHAR 4\nIF COND(&ENV *EQ 'PROD') THEN(DO)\n"
               "CHGMQMQ QNAME('APP.IN') QTYPE(*LCL) MAXDEPTH(10)\nENDDO\n"
               "CRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(X)\nENDPGM\n")
    result = translate(program, "cl", "mqsc", on_unsupported="warn", existing=read_existing(DUMP, "dump.mqsc"))
    assert [d.span.line for d in result.diagnostics if d.code == "MQT317"] == [6]


def test_finding_the_command_word_is_linear() -> None:
    from translator.semantics import command_word

    assert command_word("LBL: /* a */ /* b */ CHGMQMQ X") == "CHGMQMQ"
    assert command_word("/*" * 50_000) == "command"  # possessive: one pass, whatever the comment openers


DUMP_QM = "DEFINE QLOCAL('APP.IN') REPLACE\nDEFINE QALIAS('APP.AL') TARGET('APP.IN') REPLACE\n"


def _refused(script: str, source: str = "cl", target: str = "mqsc") -> list[str]:
    result = translate(script, source, target, existing=read_existing(DUMP_QM, "dump.mqsc"))
    return [d.message for d in result.diagnostics if d.code == "MQT317"]


@pytest.mark.parametrize(("script", "source", "said"), [
    ("DEFINE QALIAS('APP.IN') LIKE('APP.AL') REPLACE\n", "mqsc",
     "DEFINE APP.IN makes an alias queue, but it exists as a local queue"),
    ("CPYMQMQ FROMQ('APP.IN') TOQ('APP.AL') REPLACE(*YES)\n", "cl",
     "CPYMQMQ APP.AL makes a local queue, but it exists as an alias queue"),
    ("DEFINE QLOCAL('NEW.Q') LIKE('APP.AL')\n", "mqsc",
     "DEFINE NEW.Q copies APP.AL as a local queue, but APP.AL exists as an alias queue"),
    ("ALTER QLOCAL('APP.AL') MAXDEPTH(5)\n", "mqsc", "ALTER APP.AL acts on a local queue, but it exists as an alias"),
    ("CHGMQMQ QNAME('APP.AL') QTYPE(*LCL) MAXDEPTH(5)\n", "cl", "CHGMQMQ APP.AL acts on a local queue, but it exists"),
    ("DELETE QALIAS('APP.IN')\n", "mqsc", "DELETE APP.IN acts on an alias queue, but it exists as a local queue"),
])
def test_a_command_the_queue_manager_refuses_for_the_queues_type_is_warned(script: str, source: str,
                                                                           said: str) -> None:
    """Seed 000: a queue definition of the same name and another type makes the command fail; LIKE copies a queue
    of the same type; a change or delete states the type the queue has."""
    found = _refused(script, source)
    assert len(found) == 1 and found[0].startswith(said) and found[0].endswith("the queue manager refuses the command")


def test_a_refused_delete_leaves_the_queue_so_the_create_after_it_is_refused_too() -> None:
    assert len(_refused("DELETE QALIAS('APP.IN')\nDEFINE QALIAS('APP.IN') TARGET('T')\n", "mqsc", "pcf")) == 2


def test_the_inputs_of_one_convert_are_one_script_for_the_queue_types(tmp_path: Path) -> None:
    """They go into one output, run on one queue manager: the second input's queue has the type the first made."""
    (tmp_path / "dump.mqsc").write_text(DUMP_QM)
    (tmp_path / "a.clle").write_text("DLTMQMQ QNAME('APP.IN')\nCRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(T)\n")
    (tmp_path / "b.clle").write_text("CHGMQMQ QNAME('APP.IN') TEXT('x')\nCHGMQMQ QNAME('APP.AL') TEXT('y')\n")
    for existing in ([], ["--existing", str(tmp_path / "dump.mqsc")]):
        result = CliRunner().invoke(main, ["convert", "--to", "mqsc", *existing, str(tmp_path / "a.clle"),
                                           str(tmp_path / "b.clle")])
        assert "ALTER QALIAS('APP.IN') DESCR('x')" in result.stdout
        assert ("ALTER QALIAS('APP.AL') DESCR('y')" in result.stdout) is bool(existing)
        assert "it exists as a queue of type alias (CRTMQMQ at line 2 of" in result.stderr
    # check reads each input as a script of its own, as batch translates it: b.clle alone cannot be typed.
    checked = CliRunner().invoke(main, ["check", "--to", "mqsc", str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert checked.exit_code == 1 and "MQT304" in checked.stderr and "CRTMQMQ at line 2 of" not in checked.stderr


def test_each_dump_header_names_the_queue_manager_of_what_follows_it() -> None:
    dumps = ("DEFINE QLOCAL('ANY.Q')\n* Queue manager name: QM1\nDEFINE QLOCAL('A.Q')\n"
             "* Queue manager name: QM2\nDEFINE QALIAS('B.Q') TARGET('A.Q')\n")
    existing = read_existing(dumps, "dumps.mqsc")
    assert [(manager, name) for manager, name, _, _ in existing.queues] == [("", "ANY.Q"), ("QM1", "A.Q"),
                                                                           ("QM2", "B.Q")]
    assert existing.get("QM1", "B.Q") is None and existing.get("QM2", "B.Q") is not None


def test_a_delete_on_another_queue_manager_leaves_a_queue_made_with_two_types_unknown() -> None:
    existing = read_existing("CRTMQMQ QNAME(X) QTYPE(*LCL) MQMNAME(QM1)\n"
                             "CRTMQMQ QNAME(X) QTYPE(*ALS) TGTQNAME(T) MQMNAME(QM1)\nDLTMQMQ QNAME(X) MQMNAME(QM2)\n",
                             "qm.clle")
    result = translate("CHGMQMQ QNAME(X) MQMNAME(QM1) TEXT('x')\n", "cl", "mqsc", existing=existing)
    assert existing.conflicting == ("X",) and [d.message for d in result.diagnostics if d.code == "MQT304"] == [
        "CHGMQMQ X states no queue type and its attributes do not determine one (the --existing definitions make it "
        "with two types), so it has no MQSC equivalent"]


def test_a_conditional_delete_in_the_definitions_may_not_have_run() -> None:
    """Local if the delete did not run (and the alias create was refused), alias if it did: unknown."""
    existing = read_existing("CRTMQMQ QNAME(X) QTYPE(*LCL)\nPGM\nIF COND(&A) THEN(DO)\nDLTMQMQ QNAME(X)\nENDDO\n"
                             "CRTMQMQ QNAME(X) QTYPE(*ALS) TGTQNAME(T)\nENDPGM\n", "defs.clle")
    assert existing.get("", "X") is None and existing.conflicting == ("X",)


def test_a_create_after_a_conditional_delete_leaves_the_type_unknown_unless_it_is_the_same() -> None:
    program = ("PGM PARM(&ENV)\nIF COND(&ENV *EQ 'PROD') THEN(DO)\nDLTMQMQ QNAME('APP.IN')\nENDDO\n"
               "CRTMQMQ QNAME('APP.IN') QTYPE({})\nCHGMQMQ QNAME('APP.IN') TEXT('x')\nENDPGM\n")
    existing = read_existing(DUMP_QM, "dump.mqsc")
    alias = translate(program.format("*ALS) TGTQNAME(T"), "cl", "mqsc", existing=existing)
    assert [d.message for d in alias.diagnostics if d.code == "MQT304"] == [
        "CHGMQMQ APP.IN states no queue type and its attributes do not determine one (the CRTMQMQ at line 5 that makes "
        "it succeeds only if the DLTMQMQ at line 3, on a condition, ran), so it has no MQSC equivalent"]
    local = translate(program.format("*LCL"), "cl", "mqsc", existing=existing)
    assert "MQT304" not in [d.code for d in local.diagnostics]


def test_a_conditional_create_of_a_queue_made_with_two_types_leaves_it_unknown() -> None:
    existing = read_existing("DEFINE QLOCAL(X)\nDEFINE QALIAS(X) TARGET(T)\n", "two.mqsc")
    program = "PGM\nIF COND(&A) THEN(DO)\nCRTMQMQ QNAME(X) QTYPE(*LCL)\nENDDO\nCHGMQMQ QNAME(X) TEXT('x')\nENDPGM\n"
    assert "MQT304" in [d.code for d in translate(program, "cl", "mqsc", existing=existing).diagnostics]


def test_a_refused_command_of_an_input_leaves_the_queue_for_the_next(tmp_path: Path) -> None:
    """The inputs carry what the queue-type stage knows, by its rules: the refused delete and create leave a local."""
    (tmp_path / "dump.mqsc").write_text("DEFINE QLOCAL('APP.IN') REPLACE\n")
    (tmp_path / "r1.mqsc").write_text("DELETE QALIAS('APP.IN')\nDEFINE QALIAS('APP.IN') TARGET('T')\n")
    (tmp_path / "r2.clle").write_text("CHGMQMQ QNAME('APP.IN') TEXT('x')\nCHGMQMQ QNAME(OTHER) TEXT('y')\n")
    files = [str(tmp_path / name) for name in ("r1.mqsc", "r2.clle")]
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "dump.mqsc"), *files])
    assert "ALTER QLOCAL('APP.IN') DESCR('x')" in result.stdout
    assert "(the --existing definitions and the inputs before this one make no queue OTHER)" in result.stderr
    alone = CliRunner().invoke(main, ["convert", "--to", "mqsc", *files])
    assert "states no queue type and its attributes do not determine one, so" in alone.stderr  # no --existing named


def test_a_queue_made_with_two_types_by_one_queue_manager_is_known_on_another() -> None:
    existing = read_existing("CRTMQMQ QNAME(X) QTYPE(*LCL) MQMNAME(QM1)\nCRTMQMQ QNAME(X) QTYPE(*ALS) TGTQNAME(T) "
                             "MQMNAME(QM1)\nCRTMQMQ QNAME(X) QTYPE(*LCL) MQMNAME(QM2)\n", "qm.clle")
    assert existing.get("QM2", "X") is not None and existing.get("QM1", "X") is None


def test_a_queue_an_input_leaves_of_no_known_type_is_unknown_to_the_next(tmp_path: Path) -> None:
    (tmp_path / "dump.mqsc").write_text("DEFINE QLOCAL('APP.IN') REPLACE\n")
    (tmp_path / "a.clle").write_text("PGM PARM(&E)\nIF COND(&E *EQ 'P') THEN(DO)\nDLTMQMQ QNAME('APP.IN')\n"
                                     "CRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(T)\nENDDO\nENDPGM\n")
    (tmp_path / "b.clle").write_text("CHGMQMQ QNAME('APP.IN') TEXT('x')\n")
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", "--on-unsupported", "warn", "--existing",
                                       str(tmp_path / "dump.mqsc"), str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert "ALTER Q" not in result.stdout
    assert "(the --existing definitions and the inputs before this one leave it of no known type)" in result.stderr


def test_a_conditional_delete_in_one_input_may_have_removed_the_queue_for_the_next(tmp_path: Path) -> None:
    """As in one script: the alias create succeeds only if the delete ran, so the type after it is unknown."""
    (tmp_path / "a.clle").write_text("PGM\nDCL VAR(&X) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n"
                                     "IF COND(&X *EQ 'Y') THEN(DO)\nDLTMQMQ QNAME(A)\nENDDO\nENDPGM\n")
    (tmp_path / "b.clle").write_text("CRTMQMQ QNAME(A) QTYPE(*ALS) TGTQNAME(Z)\nCHGMQMQ QNAME(A) TEXT('t')\n")
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", "--on-unsupported", "warn",
                                       str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert "ALTER Q" not in result.stdout and "MQT317" not in result.stderr
    assert "succeeds only if the DLTMQMQ at line 5 of " in result.stderr


def test_a_queue_one_queue_manager_makes_with_two_types_is_unknown_to_a_command_naming_none() -> None:
    dump = ("* Queue manager name: QM1\nDEFINE QLOCAL(A)\nDEFINE QALIAS(A) TARGET(X) REPLACE\n"
            "* Queue manager name: QM2\nDEFINE QLOCAL(A)\n")
    result = translate("CHGMQMQ QNAME(A) TEXT('x')\n", "cl", "mqsc", existing=read_existing(dump, "dump.mqsc"))
    assert [d.code for d in result.diagnostics] == ["MQT304"]


def test_an_input_that_fails_leaves_the_queues_as_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing of it is written (MQT112), so nothing it defines reaches the next input."""
    from translator import translation

    def broken(*arguments: object) -> list:
        raise RuntimeError("a fault of the translator's")

    monkeypatch.setattr(translation, "_records", broken)
    failed = translation.stream("DEFINE QALIAS(Q9) TARGET(X)\n", "mqsc", "mqsc")
    assert [step.void for step in failed] == [True] and failed.left is None
    monkeypatch.undo()
    done = translation.stream("DEFINE QALIAS(Q9) TARGET(X)\n", "mqsc", "mqsc", file="i2.mqsc")
    assert list(done) and done.left is not None and done.left.get("", "Q9") == (ObjectType.ALIAS, "DEFINE at line 1 "
                                                                                                   "of i2.mqsc")


@pytest.mark.parametrize(("script", "said", "written"), [
    ("CRTMQMQ A *ALS TGTQNAME(X)\nCRTMQMQ A *LCL REPLACE(*YES)\nCHGMQMQ A PUTENBL(*NO)\n",
     "CRTMQMQ A makes a local queue, but it exists as an alias queue (CRTMQMQ at line 1)", "ALTER QALIAS('A') PUT"),
    ("CRTMQMQ A *LCL\nCPYMQMQ FROMQ(A) TOQ(B) QTYPE(*ALS)\nCHGMQMQ B PUTENBL(*NO)\n",
     "CPYMQMQ B copies A as an alias queue, but A exists as a local queue (CRTMQMQ at line 1)", None),
    ("DEFINE QLOCAL(A)\nDEFINE QALIAS(A) TARGET(X)\n", "DEFINE A makes an alias queue, but it exists as a local",
     "DEFINE QALIAS('A')"),
])
def test_a_command_the_queue_manager_refuses_as_the_script_made_the_queue_another_type_is_warned(
        script: str, said: str, written: str | None) -> None:
    """On IBM i the refused create leaves the alias, which the change then acts on: so does the translation."""
    result = translate(script, "mqsc" if script.startswith("DEFINE") else "cl", "mqsc")
    (found,) = [d.message for d in result.diagnostics if d.code == "MQT317"]
    assert found.startswith(said)
    if written:
        assert written in str(result.output)
    else:  # B was never made: its type is not known, so the change is not typed as the refused copy's
        assert "MQT304" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("script", [
    "CRTMQMQ A *ALS TGTQNAME(X)\nDLTMQMQ A\nCRTMQMQ A *LCL\n",  # deleted first
    "CRTMQMQ A *LCL\nCRTMQMQ A *LCL REPLACE(*YES)\n",  # the same type
    "PGM\nDCL &E *CHAR 4\nCRTMQMQ A *ALS TGTQNAME(X)\nIF COND(&E *EQ 'P') THEN(DLTMQMQ A)\nCRTMQMQ A *LCL\nENDPGM\n",
])
def test_a_create_after_the_script_deleted_the_queue_or_of_its_type_is_not_refused(script: str) -> None:
    result = translate(script, "cl", "mqsc", on_unsupported="warn")
    assert "MQT317" not in [d.code for d in result.diagnostics]


def test_a_delete_or_copy_the_queue_manager_refuses_for_its_type_changes_no_queue() -> None:
    """As the queue-type step reads a script (MQT317): DELETE QALIAS of a local queue and a copy LIKE a queue of
    another type are refused, so the local queue stays and the copy makes none (both were taken: X became gone,
    C an alias that does not exist)."""
    existing = read_existing("DEFINE QLOCAL(X)\nDELETE QALIAS(X)\nDEFINE QLOCAL(A)\nDEFINE QALIAS(C) LIKE(A)\n"
                             "DEFINE QLOCAL(D) LIKE(A)\nDEFINE QLOCAL(E)\nDELETE QLOCAL(E)\n", "d.mqsc")
    assert [(name, kind) for _, name, kind, _ in existing.queues] == [("X", "local"), ("A", "local"), ("D", "local")]
    pcf = '{"command":"MQCMD_DELETE_Q","parameters":{"MQCA_Q_NAME":"A"}}\n'  # a delete of any type
    assert [name for _, name, _, _ in read_existing(pcf, "e.jsonl", after=existing).queues] == ["X", "D"]


@pytest.mark.parametrize(("statement", "known"), [
    ("IF COND(&A *EQ 'Y') THEN(DLTMQMQ QNAME('APP.IN'))", False),
    ("IF COND(&A *EQ 'Y') THEN(CRTMQMQ QNAME('APP.IN') QTYPE(*ALS) TGTQNAME(Y))", False),
    ("SBMJOB CMD(CPYMQMQ FROMQ(A) TOQ(&B))", False),
    ("IF COND(&A *EQ 'Y') THEN(CHGMQMQ QNAME('APP.IN') TEXT(X))", True),  # a change makes and deletes no queue
    ("CALL PGM(QCMDEXC) PARM(&CMD 200)", False),  # a string it cannot read may hold any command
    ("CALL PGM(QCMDEXC) PARM(('DLTMQMQ QNAME(' *CAT &A *CAT ')') 40)", False),
    ("CALL PGM(QCMDEXC) PARM('CHGMQMQ QNAME(APP.IN) TEXT(X)' 30)", True),
    ("SBMJOB RQSDTA(&CMD) JOB(MQ)", False),  # request data in a variable: any command, in a job of its own
])
def test_a_statement_that_may_make_or_delete_a_queue_leaves_no_queue_of_known_type_after_it(
        statement: str, known: bool) -> None:
    """A one-line IF or SBMJOB holds the command unread, so any queue may have been made or deleted: the queue's
    type from the definitions (or the script) is not taken, as after a THEN(DO) group (it was, MQT303)."""
    program = f"PGM\nDCL VAR(&A) TYPE(*CHAR) LEN(1)\n{statement}\nCHGMQMQ QNAME('APP.IN') PUTENBL(*NO)\nENDPGM\n"
    result = translate(program, "cl", "mqsc", existing=read_existing(DUMP, "dump.mqsc"))
    said = {d.code: d.message for d in result.diagnostics if d.span.line == 4}
    if known:
        assert "ALTER QLOCAL('APP.IN') PUT(DISABLED)" in result.output and "MQT303" in said
    else:
        assert f"(the {statement.split()[0]} at line 3 runs a " in said["MQT304"]
        assert "ALTER" not in result.output.replace("* ", "#")


def test_after_a_statement_that_may_make_or_delete_a_queue_the_next_input_knows_no_queues_type(
        tmp_path: Path) -> None:
    (tmp_path / "a.clle").write_text("CRTMQMQ QNAME(X) QTYPE(*LCL)\nIF COND(&A) THEN(DLTMQMQ QNAME(&Y))\n")
    (tmp_path / "b.clle").write_text("CHGMQMQ QNAME(X) PUTENBL(*NO)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert "b.clle:1:1: error MQT304" in result.stderr and "ALTER" not in result.stdout


def test_definitions_after_a_command_string_that_cannot_be_read_give_no_type_but_after_a_delete() -> None:
    existing = read_existing("PGM\nCRTMQMQ QNAME(X) QTYPE(*LCL)\nCALL PGM(QCMDEXC) PARM(&CMD 200)\n"
                             "DLTMQMQ QNAME(W)\nCRTMQMQ QNAME(W) QTYPE(*RMT) RMTQNAME(R)\nENDPGM\n", "p.clle")
    assert [(name, kind) for _, name, kind, _ in existing.queues] == [("W", "remote")]
    assert sorted(existing.conflicting) == ["X"]


def test_definitions_after_a_statement_that_may_make_or_delete_a_queue_give_no_type_but_after_a_delete() -> None:
    existing = read_existing("PGM\nCRTMQMQ QNAME(X) QTYPE(*LCL)\nIF COND(&A) THEN(CRTMQMQ QNAME(&Z) QTYPE(*ALS) "
                             "TGTQNAME(Q))\nCRTMQMQ QNAME(Y) QTYPE(*LCL)\nDLTMQMQ QNAME(W)\n"
                             "CRTMQMQ QNAME(W) QTYPE(*RMT) RMTQNAME(R)\nENDPGM\n", "p.clle")
    assert [(name, kind) for _, name, kind, _ in existing.queues] == [("W", "remote")]
    assert sorted(existing.conflicting) == ["X", "Y"]


@pytest.mark.parametrize("order", ["before", "after"])
def test_d_values_apply_to_cl_definitions_given_with_existing(tmp_path: Path, order: str) -> None:
    """A CL program given as the definitions is read with the values the program runs with (its queues were kept
    under a queue manager named '&QMGR', or not read: CRTMQMQ QNAME(&Q) was MQT106)."""
    (tmp_path / "defs.clle").write_text("CRTMQMQ QNAME(&Q) QTYPE(*ALS) TGTQNAME(X) MQMNAME(&QMGR)\n")
    (tmp_path / "in.clle").write_text("CHGMQMQ QNAME(APP.ORDERS) MQMNAME(QM1) PUTENBL(*NO)\n")
    define = ["-D", "QMGR=QM1", "-D", "Q=APP.ORDERS"]
    existing = ["--existing", str(tmp_path / "defs.clle")]
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", *(define + existing if order == "before" else
                                                                    existing + define), str(tmp_path / "in.clle")])
    assert result.exit_code == 0 and "ALTER QALIAS('APP.ORDERS') PUT(DISABLED)" in result.stdout, result.stderr


def test_a_statement_naming_the_queue_it_may_make_or_delete_leaves_the_others_known() -> None:
    program = ("PGM\nDCL VAR(&A) TYPE(*CHAR) LEN(1)\nIF COND(&A *EQ 'Y') THEN(CRTMQMQ QNAME(B) QTYPE(*ALS) "
               "TGTQNAME(Q))\nCHGMQMQ QNAME('APP.IN') PUTENBL(*NO)\nCHGMQMQ QNAME(B) PUTENBL(*NO)\nENDPGM\n")
    result = translate(program, "cl", "mqsc", existing=read_existing(DUMP + "DEFINE QLOCAL(B)\n", "dump.mqsc"))
    assert "ALTER QLOCAL('APP.IN') PUT(DISABLED)" in result.output and "ALTER QLOCAL('B')" not in result.output
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304"]
    assert (unknown.span.line, unknown.message.split("(", 1)[1].split(")")[0]) == (
        5, "the IF at line 3 runs a CRTMQMQ of it on a condition")
    existing = read_existing("CRTMQMQ QNAME(X) QTYPE(*LCL)\nCRTMQMQ QNAME(Y) QTYPE(*LCL)\n"
                             "IF COND(&A) THEN(DLTMQMQ QNAME(Y))\n", "p.clle")
    assert [name for _, name, _, _ in existing.queues] == ["X"] and existing.conflicting == ("Y",)


@pytest.mark.parametrize("statement", ["CALL PGM(QCMDEXC) PARM(&CMD 200)", "IF COND(&A *EQ 'Y') THEN(DLTMQMQ QNAME(&Q))"])
def test_a_queue_deleted_and_made_again_after_a_statement_that_may_make_or_delete_any_queue_is_of_the_type_made(
        statement: str) -> None:
    """Whatever the statement did to A, the delete leaves no A and the create makes a local one; B, not deleted since,
    may be anything (into PCF, whose delete needs no type)."""
    program = (f"PGM\nDCL VAR(&A) TYPE(*CHAR) LEN(1)\nCRTMQMQ QNAME(A) QTYPE(*ALS) TGTQNAME(X)\n"
               f"CRTMQMQ QNAME(B) QTYPE(*LCL)\n{statement}\nDLTMQMQ QNAME(A)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\n"
               "CHGMQMQ QNAME(A) PUTENBL(*NO)\nCHGMQMQ QNAME(B) PUTENBL(*NO)\nENDPGM\n")
    result = translate(program, "cl", "pcf")
    assert [(d.code, d.span.line) for d in result.diagnostics if d.code.startswith("MQT30")] == \
        [("MQT303", 8), ("MQT304", 9)]
    assert '"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_INHIBIT_PUT"' in result.output
    queues = read_existing(program, "p.clle").queues
    assert [(name, kind) for _, name, kind, _ in queues] == [("A", "local")]


def test_a_delete_of_another_queue_managers_queue_of_that_name_makes_no_type_known_again() -> None:
    """QM2's A deleted says nothing of QM1's A, which the statement may have made again as anything."""
    program = ("PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL) MQMNAME(QM1)\nCALL PGM(QCMDEXC) PARM(&CMD 200)\n"
               "DLTMQMQ QNAME(A) MQMNAME(QM2)\nCHGMQMQ QNAME(A) MQMNAME(QM1) PUTENBL(*NO)\nENDPGM\n")
    result = translate(program, "cl", "pcf", on_unsupported="warn")
    assert [(d.code, d.span.line) for d in result.diagnostics if d.code.startswith("MQT30")] == [("MQT304", 5)]
    assert "MQCMD_CHANGE_Q" not in result.output


def test_an_existing_queue_deleted_and_made_again_after_an_unread_command_string_is_known_to_the_next_input(
        tmp_path: Path) -> None:
    (tmp_path / "dump.mqsc").write_text("DEFINE QALIAS(A) TARGET(X)\nDEFINE QLOCAL(B)\n")
    (tmp_path / "a.clle").write_text("PGM\nCALL PGM(QCMDEXC) PARM(&CMD 200)\nDLTMQMQ QNAME(A)\n"
                                     "CRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n")
    (tmp_path / "b.clle").write_text("CHGMQMQ QNAME(A) PUTENBL(*NO)\nCHGMQMQ QNAME(B) PUTENBL(*NO)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "pcf", "--existing", str(tmp_path / "dump.mqsc"),
                                       str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert "b.clle:1:1: warning MQT303" in result.stderr and "b.clle:2:1: error MQT304" in result.stderr
    assert '"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_INHIBIT_PUT"' in result.stdout


def test_definitions_after_end_never_ran_so_they_make_no_queue() -> None:
    """runmqsc stops at END: the DEFINE after it made no queue Y, and the DELETE after it left X."""
    existing = read_existing("DEFINE QLOCAL(X)\nEND\nDELETE QLOCAL(X)\nDEFINE QALIAS(Y) TARGET(Z)\n"
                             "DEFINE QREMOTE(W) LIKE(X)\n", "ex12.mqsc")
    assert existing.queues == (("", "X", "local", "DEFINE at line 1 of ex12.mqsc"),)
    result = translate("CHGMQMQ QNAME('X') TEXT('a')\nCHGMQMQ QNAME('Y') TEXT('b')\n", "cl", "mqsc",
                       existing=existing)
    assert result.output == "ALTER QLOCAL('X') DESCR('a')\n" + \
        "* not translated (CHGMQMQ has errors):\n* CHGMQMQ QNAME('Y') TEXT('b')\n"
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("MQT303", 1), ("MQT304", 2)]


def test_mqt304_says_the_existing_definition_of_the_queue_could_not_be_read() -> None:
    """Not "the --existing definitions make no queue Y": they do, in a command that could not be read; a command
    read after it on Y has the last word, and the next input is told the same."""
    existing = read_existing("DEFINE QALIAS(Y) TARGET(Z) BOGUS(1)\nDEFINE QLOCAL(W) BOGUS(1)\nDELETE QLOCAL(W)\n",
                             "ex.mqsc")
    assert existing.unread_names == (("Y", "line 1 of ex.mqsc"),)
    said = [d.message for d in translate("CHGMQMQ QNAME('Y') TEXT('b')\nCHGMQMQ QNAME('W') TEXT('b')\n", "cl",
                                         "mqsc", existing=existing).diagnostics if d.code == "MQT304"]
    assert said == [
        "CHGMQMQ Y states no queue type and its attributes do not determine one (the --existing command naming Y at "
        "line 1 of ex.mqsc could not be read), so it has no MQSC equivalent",
        "CHGMQMQ W states no queue type and its attributes do not determine one (the --existing definitions make no "
        "queue W), so it has no MQSC equivalent"]


def test_the_next_input_is_told_an_existing_definition_could_not_be_read(tmp_path: Path) -> None:
    (tmp_path / "ex.mqsc").write_text("DEFINE QALIAS(Y) TARGET(Z) BOGUS(1)\nDEFINE QALIAS(V) TARGET(Z) BOGUS(1)\n")
    (tmp_path / "a.clle").write_text("CRTMQMQ QNAME(V) QTYPE(*LCL)\n")
    (tmp_path / "b.clle").write_text("CHGMQMQ QNAME(Y) PUTENBL(*NO)\nCHGMQMQ QNAME(V) PUTENBL(*NO)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "ex.mqsc"),
                                       str(tmp_path / "a.clle"), str(tmp_path / "b.clle")])
    assert f"(the --existing command naming Y at line 1 of {tmp_path / 'ex.mqsc'} could not be read)" in result.stderr
    assert "ALTER QLOCAL('V') PUT(DISABLED)" in result.stdout


@pytest.mark.parametrize(("script", "source"), [
    ("DEFINE QLOCAL(X) DESCR('keep me')\nDELETE QALIAS(X)\n", "mqsc"),
    ('{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_LOCAL"}}\n'
     '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "X", "MQIA_Q_TYPE": "MQQT_ALIAS"}}\n', "pcf"),
])
def test_a_delete_the_queue_manager_refuses_for_the_queues_type_is_not_written_into_cl(script: str,
                                                                                          source: str) -> None:
    """The DELETE QALIAS of a local queue deletes nothing; DLTMQMQ, which states no type, would delete it."""
    result = translate(script, source, "cl")
    assert not result.ok and "DLTMQMQ" not in str(result.output).replace("/* DELETE", "")
    assert str(result.output).startswith("CRTMQMQ QNAME('X') QTYPE(*LCL)")
    assert [(d.code, d.severity.value, d.span.line) for d in result.diagnostics] == [("MQT318", "error", 2)]
    assert [r.status for r in result.records] == ["translated", "failed"]
    assert "the queue manager refuses the command, where CL, which cannot state the type on it, would delete the " \
           "local queue: not written" in result.diagnostics[0].message


def test_a_delete_of_the_queues_own_type_or_of_an_unknown_one_is_still_written_into_cl() -> None:
    for script in ("DEFINE QLOCAL(X)\nDELETE QLOCAL(X)\n", "DELETE QALIAS(X)\n",
                   "DEFINE QLOCAL(X)\nDELETE QLOCAL(X)\nDELETE QALIAS(X)\n"):
        result = translate(script, "mqsc", "cl")
        assert result.ok and str(result.output).endswith("DLTMQMQ QNAME('X')\n"), script
        assert {d.code for d in result.diagnostics} == {"MQT308"}


def test_the_existing_definitions_refuse_a_delete_of_another_type_into_cl(tmp_path: Path) -> None:
    (tmp_path / "exA.mqsc").write_text("DEFINE QLOCAL(APP.IN)\n")
    (tmp_path / "inA.mqsc").write_text("DELETE QREMOTE(APP.IN)\nDELETE QLOCAL(APP.IN)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "cl", "--existing", str(tmp_path / "exA.mqsc"),
                                       str(tmp_path / "inA.mqsc")])
    assert result.exit_code == 1 and result.stdout.endswith("/* DELETE QREMOTE(APP.IN) */\nDLTMQMQ QNAME('APP.IN')\n")
    assert "inA.mqsc:1:1: error MQT318: DELETE APP.IN acts on a remote queue, but it exists as a local queue (DEFINE " \
           "at line 1 of" in result.stderr


def test_the_inputs_of_one_convert_into_cl_are_one_script_for_a_delete_of_another_type(tmp_path: Path) -> None:
    (tmp_path / "a.mqsc").write_text("DEFINE QLOCAL(X)\n")
    (tmp_path / "b.mqsc").write_text("DELETE QALIAS(X)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "cl", str(tmp_path / "a.mqsc"), str(tmp_path / "b.mqsc")])
    assert result.exit_code == 1 and "DLTMQMQ" not in result.stdout and "b.mqsc:1:1: error MQT318" in result.stderr


def test_cl_into_cl_deletes_as_before_and_a_change_of_another_type_is_warned_as_for_other_targets() -> None:
    """DLTMQMQ states no type: nothing to compare. CHGMQMQ keeps its QTYPE, so IBM i is told the type (MQT317)."""
    program = "CRTMQMQ QNAME('X') QTYPE(*LCL)\nCHGMQMQ QNAME('X') QTYPE(*ALS) TGTQNAME('T')\nDLTMQMQ QNAME('X')\n"
    result = translate(program, "cl", "cl")
    assert result.ok and result.output == program
    assert [(d.code, d.span.line) for d in result.diagnostics] == [("MQT317", 2)]
