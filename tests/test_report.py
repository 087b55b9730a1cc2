"""The migration report: counts that reconcile, diagnostics by code and attribute, losses per target."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from cli import main
from translator import translate
from translator.markdown import code_span
from translator.report import MigrationReport, from_translations

SCRIPT = """DEFINE QLOCAL('APP.IN') DESCR('Orders') MAXDEPTH(5) QDEPTHHI(80) REPLACE
DEFINE QMODEL(APP.MODEL) DEFTYPE(PERMDYN)
DEFINE CHANNEL(C1) CHLTYPE(SDR)
DEFINE QLOCAL(BAD) MAXDEPTH(-1)
DEFINE QLOCAL(OK) PUT(DISABLED)
"""


def test_counts_reconcile_and_losses_are_per_target() -> None:
    results = [translate(SCRIPT, "mqsc", "tpf", on_unsupported="warn"), translate(SCRIPT, "mqsc", "cl")]
    report = from_translations(results).as_dict()
    # tpf: 2 queues translated, the model queue and the channel skipped (notes); cl: 3 queues translated, the channel
    # skipped; BAD failed in both, for a bad value: none failed only for what the target lacks (warn wrote them).
    assert report["commands"] == {"in": 10, "translated": 5, "passed-through": 0, "skipped": 3, "failed": 2,
                                  "not-expressible": 0}
    assert report["attributes_lost"] == {"tpf": {"QDesc": 1, "Replace": 1}}
    assert report["commands_lost"] == {"tpf": {"create model": 1}}
    assert report["out_of_scope"] == {"cl": {"DEFINE CHANNEL": 1}, "tpf": {"DEFINE CHANNEL": 1}}
    assert report["diagnostics_by_code"]["MQT306"] == {"name": "meaning-differs", "count": 1}
    assert report["diagnostics_by_attribute"]["MaxQDepth"] == {"MQT202": 2}
    assert report["diagnostics_by_attribute"]["QDepthHighLimit"] == {"MQT306": 1}


def test_not_expressible_counts_what_batch_counts_and_ignore_still_reports_the_loss(tmp_path: Path) -> None:
    script = "DEFINE QLOCAL(A) DESCR('d') MAXDEPTH(5)\nDEFINE QLOCAL(B) MAXDEPTH(0)\nDEFINE QLOCAL(D) DEFPRTY(3)\n"
    failing = from_translations([translate(script, "mqsc", "tpf")]).as_dict()
    assert failing["commands"]["not-expressible"] == failing["commands"]["failed"] == 3
    ignored = translate(script, "mqsc", "tpf", on_unsupported="ignore")
    assert ignored.ok and ignored.output.count("ZMQSC DEF") == 3
    report = from_translations([ignored]).as_dict()
    assert report["attributes_lost"] == {"tpf": {"DefPriority": 1, "MaxQDepth": 1, "QDesc": 1}}
    result = CliRunner().invoke(main, ["convert", "--to", "tpf", "--on-unsupported", "ignore", "--report",
                                       str(tmp_path / "r.json")], input=script)
    assert result.exit_code == 0 and "MQT30" not in result.stderr  # ignored: not printed, but reported
    assert json.loads((tmp_path / "r.json").read_text())["attributes_lost"] == report["attributes_lost"]


def test_a_command_on_a_condition_is_lost_per_target_as_a_command() -> None:
    program = "PGM\nMONMSG MSGID(CPF9801) EXEC(DO)\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDDO\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n"
    report = from_translations([translate(program, "cl", "mqsc")]).as_dict()
    assert report["commands_lost"] == {"mqsc": {"CRTMQMQ on a condition": 1}}
    assert report["commands"]["not-expressible"] == 1 and report["commands"]["translated"] == 1


def test_records_alone_build_the_same_report_batch_can_use() -> None:
    result = translate(SCRIPT, "mqsc", "tpf", on_unsupported="warn")
    assert MigrationReport().add(result.records, "tpf").as_dict() == from_translations([result]).as_dict()


def test_markdown_has_every_section_and_empty_ones_say_so() -> None:
    text = from_translations([translate("DEFINE QLOCAL(A)\n", "mqsc", "tpf")]).markdown()
    assert text.startswith("# Migration report\n")
    for heading in ("## Diagnostics by code", "## Diagnostics by attribute", "## Lost per target dialect"):
        assert f"{heading}\n\nNone.\n" in text
    assert "| in | 1 |" in text and "| translated | 1 |" in text


def test_convert_writes_the_report_as_markdown_or_json(tmp_path: Path) -> None:
    source = tmp_path / "in.mqsc"
    source.write_text(SCRIPT)
    runner = CliRunner()
    for name in ("report.md", "report.json"):
        result = runner.invoke(main, ["convert", "--to", "tpf", "--on-unsupported", "warn", "--report",
                                      str(tmp_path / name), str(source)])
        assert result.exit_code == 1  # MAXDEPTH(-1) is an error whatever the policy
    assert json.loads((tmp_path / "report.json").read_text())["commands"]["in"] == 5
    assert "| tpf | create model | 1 |" in (tmp_path / "report.md").read_text()


def test_processes_are_counted_and_their_losses_named() -> None:
    script = "CRTMQMPRC P APPID('LIB/PGM')\nCHGMQMPRC P TEXT('x')\n"
    results = [translate(script, "cl", "mqsc"), translate(script, "cl", "tpf", on_unsupported="warn")]
    report = from_translations(results).as_dict()
    assert report["commands"]["translated"] == 2 and report["commands"]["skipped"] == 2
    assert report["commands_lost"] == {"tpf": {"create process": 1, "change process": 1}}
    assert report["diagnostics_by_attribute"]["ApplId"] == {"MQT309": 1}


def test_convert_reports_over_several_inputs_what_their_translations_report_together(tmp_path: Path) -> None:
    """Every count of each input is added to the run's report: out of scope and not expressible too."""
    first, second = tmp_path / "a.mqsc", tmp_path / "b.mqsc"
    first.write_text(SCRIPT)
    second.write_text("DEFINE PROCESS(P) APPLTYPE(DEF)\nDEFINE CHANNEL(C2) CHLTYPE(RCVR)\nDEFINE QLOCAL(B) MAXDEPTH(0)\n")
    result = CliRunner().invoke(main, ["convert", "--to", "tpf", "--report", str(tmp_path / "r.json"),
                                       str(first), str(second)])
    assert result.exit_code == 1
    expected = from_translations([translate(path.read_text(), "mqsc", "tpf", file=str(path))
                                  for path in (first, second)]).as_dict()
    assert json.loads((tmp_path / "r.json").read_text()) == expected
    assert expected["commands"]["not-expressible"] >= 2 and expected["out_of_scope"] == {"tpf": {"DEFINE CHANNEL": 2}}


def test_the_report_names_the_first_failed_commands_as_batch_does() -> None:
    text = "DEFINE QLOCAL(A) SCOPE(QMGR)\nDEFINE QLOCAL(B) MAXDEPTH(-1)\nDEFINE QL(C)\n" + "DEFINE QL(D) MAXDEPTH(-2)\n" * 30
    report = from_translations([translate(text, "mqsc", "cl", file="r.mqsc")])
    # At the first error, as the command line and batch's summary.json show it.
    assert report.failures[:2] == ["r.mqsc:1:18 MQT301 Scope cannot be expressed in cl (not z/OS; CELL not on IBM i)",
                                   "r.mqsc:2:18 MQT202 -1 is outside the range of MaxQDepth"]
    assert len(report.failures) == 20 and report.summary()["failed"] == 32
    assert report.as_dict()["failed_first"] == report.failures
    markdown = report.markdown()
    assert "## Failed commands (the first 20)\n\n- `r.mqsc:1:18 MQT301" in markdown
    assert "| of the failed, only for what the target cannot express | 1 |" in markdown
    merged = from_translations([translate(text, "mqsc", "cl", file="r.mqsc")]).merge(report)
    assert len(merged.failures) == 20


def test_every_attribute_lost_has_its_own_diagnostic_however_many_a_command_loses() -> None:
    """Diagnostics about one attribute are never folded into "and N more": each says what is lost."""
    translation = translate("DEFINE QLOCAL(A) CLWLPRTY(1) CLWLRANK(2) CLWLUSEQ(ANY) DEFBIND(OPEN) DEFPRESP(SYNC) "
                            "MONQ(OFF)\n", "mqsc", "tpf", on_unsupported="warn")
    assert [(d.code, d.attribute) for d in translation.diagnostics] == [
        ("MQT301", "CLWLQueuePriority"), ("MQT301", "CLWLQueueRank"), ("MQT301", "CLWLUseQ"), ("MQT301", "DefBind"),
        ("MQT301", "DefaultPutResponse"), ("MQT301", "QueueMonitoring")]


def test_a_diagnostic_before_the_first_command_belongs_to_the_first_record() -> None:
    translation = translate("/* unclosed\n\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nCRTMQMQ QNAME(B) QTYPE(*LCL)\n", "cl", "mqsc")
    assert [[d.code for d in record.diagnostics] for record in translation.records] == [["MQT104"], []]


def test_a_failed_command_holding_backticks_stays_one_code_span_in_the_markdown_report() -> None:
    """A backtick in user text ended the span: what followed (HTML too) was rendered."""
    report = from_translations([translate("DEFINE QLOCAL('A`B<script>x</script>')\n", "mqsc", "cl", file="b.mqsc")])
    [line] = [line for line in report.markdown().splitlines() if line.startswith("- ")]
    assert line == f"- ``{report.failures[0]}``" and "`B<script>" in line and "MQT208" in line


@pytest.mark.parametrize(("text", "span"), [
    ("a", "`a`"), ("a`b", "``a`b``"), ("`x", "`` `x ``"), ("x``", "``` x`` ```"), ("l1\nl2\r", "`l1\\nl2\\r`")])
def test_a_code_span_fences_any_backticks_and_stays_on_one_line(text: str, span: str) -> None:
    assert code_span(text) == span


def test_the_report_holds_what_the_command_line_said_of_the_existing_definitions(tmp_path: Path) -> None:
    """That the definitions left a queue of no known type is how the run's commands were typed: it was on stderr
    only, and the report, kept as the migration's record, did not say it."""
    (tmp_path / "dump.mqsc").write_text("DEFINE QLOCAL(Q1)\nDEFINE QALIAS(Q1) TARGET(X)\nDEFINE QLOCAL(Q2) MAXDEPTH(x)\n")
    (tmp_path / "in.clle").write_text("CHGMQMQ QNAME(Q1) PUTENBL(*NO)\n")
    for report in ("r.json", "r.md"):
        result = CliRunner().invoke(main, ["convert", "--to", "mqsc", "--existing", str(tmp_path / "dump.mqsc"),
                                           "--diagnostics", "json", "--report", str(tmp_path / report),
                                           str(tmp_path / "in.clle")])
        assert result.exit_code == 1
    notices = json.loads((tmp_path / "r.json").read_text())["notices"]
    assert [notice.split("dump.mqsc", 1)[1][:43] for notice in notices] == [
        ": 1 command(s) could not be read, so the qu", ": Q1 defined with two types: which one stan", " defines no queue"]
    assert "## Notices of the command line\n\n- `--existing " in (tmp_path / "r.md").read_text()
