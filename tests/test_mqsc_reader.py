"""The MQSC reader: script rules, synonyms, flags, quoting, case folding (asserts the canonical model)."""

from __future__ import annotations

import pytest

from tests.helpers import commands
from translator import translate
from translator.diagnostics import Reporter
from translator.model import BLANK, Action, Explicit, ObjectType, Rejected
from translator.readers import mqsc
from translator.translation import parse


def one(text: str):
    (command,) = commands(text, "mqsc")
    return command


@pytest.mark.parametrize(("text", "action", "object_type"), [
    ("DEFINE QLOCAL(A)", Action.CREATE, ObjectType.LOCAL),
    ("DEF QL(A)", Action.CREATE, ObjectType.LOCAL),
    ("ALT QA(A)", Action.CHANGE, ObjectType.ALIAS),
    ("alter qremote(A)", Action.CHANGE, ObjectType.REMOTE),
    ("DEFINE QR(A)", Action.CREATE, ObjectType.REMOTE),
    ("DELETE QM(A)", Action.DELETE, ObjectType.MODEL),
    ("DEFINE NL(A)", Action.CREATE, ObjectType.NAMELIST),
    ("DEFINE QA(B) LIKE(A)", Action.COPY, ObjectType.ALIAS),
])
def test_verbs_and_object_synonyms(text: str, action: Action, object_type: ObjectType) -> None:
    command = one(text)
    assert (command.action, command.object_type) == (action, object_type)


def test_synonyms_are_exact_tokens_not_prefixes() -> None:
    reporter = Reporter()
    script = mqsc.read("DEFI QLOCAL(A)\n", "t", reporter, {})
    assert isinstance(script.items[0], Rejected)
    assert [(d.code, d.expected) for d in reporter.diagnostics] == [("MQT115", "DEF")]


def test_unquoted_names_fold_to_upper_case_and_quoted_keep_case() -> None:
    assert one("define qlocal(app.in)").name == "APP.IN"
    assert one("define qlocal('app.in')").name == "app.in"


def test_doubled_quotes_blanks_and_commas() -> None:
    command = one("ALTER QLOCAL ('Account' ) , DESCR ( 'it''s, (fine)' ),TRIGDPTH ( 1)")
    assert command.name == "Account"
    assert command.attributes == {"QDesc": Explicit("it's, (fine)"), "TriggerDepth": Explicit(1)}


def test_flag_pairs_and_options() -> None:
    command = one("DEFINE QLOCAL(A) TRIGGER NOSHARE HARDENBO REPLACE")
    assert command.attributes == {"TriggerControl": Explicit("MQTC_ON"), "Shareability": Explicit("MQQA_NOT_SHAREABLE"),
                                  "HardenGetBackout": Explicit("MQQA_BACKOUT_HARDENED")}
    assert command.options == {"Replace": Explicit("MQRP_YES")}
    assert one("ALTER QL(A) FORCE").options == {"Force": Explicit("MQFC_YES")}


def test_targq_is_a_synonym_of_target() -> None:
    assert one("DEFINE QALIAS(A) TARGQ(B)").attributes == one("DEFINE QALIAS(A) TARGET(B)").attributes


def test_blank_is_its_own_value() -> None:
    assert one("ALTER QL(A) DESCR(' ')").attributes == {"QDesc": BLANK}
    assert one("ALTER NL(A) NAMES()").attributes == {"Names": BLANK}


def test_continuation_plus_skips_leading_blanks_and_minus_keeps_them() -> None:
    assert one("DEFINE QL(A) DESCR('Fr+\n    ed')").attributes["QDesc"] == Explicit("Fred")
    assert one("DEFINE QL(A) DESCR('Fr-\n    ed')").attributes["QDesc"] == Explicit("Fr    ed")


def test_comment_and_blank_lines_inside_a_continued_command_are_skipped() -> None:
    command = one("* leading comment\nDEFINE QL(A) +\n* inner comment\n\n  MAXDEPTH(7)\n")
    assert command.attributes == {"MaxQDepth": Explicit(7)}
    assert command.comments == ["leading comment", "inner comment"]


def test_semicolon_ends_a_command_even_after_a_continuation() -> None:
    found = commands("DEFINE QL(A) MAXDEPTH(1) +\n;\nDEFINE QL(B) DESCR('a;b')\n", "mqsc")
    assert [c.name for c in found] == ["A", "B"]
    assert found[1].attributes["QDesc"] == Explicit("a;b")


def test_autocluster_variables_are_not_continuations() -> None:
    script = mqsc.read("DEFINE CHANNEL(UNICLUSTER.+QMNAME+) CHLTYPE(CLUSRCVR) CLUSTER(+AUTOCL+)\n"
                       "DEFINE QLOCAL(Q1)\n", "t", Reporter(), {})
    assert [type(i).__name__ for i in script.items] == ["Passthrough", "Command"]


def test_namelist_names() -> None:
    command = one("DEFINE NAMELIST(N) NAMES(A, 'b c' C) DESCR('d') NLTYPE(Q)")
    assert command.attributes == {"Names": Explicit(("A", "b c", "C")), "NamelistDesc": Explicit("d"),
                                  "NamelistType": Explicit("MQNT_Q")}


def test_out_of_scope_commands_pass_through_verbatim() -> None:
    script = mqsc.read("ALTER QMGR CHLAUTH(DISABLED) +\n  CONNAUTH(' ')\nSET AUTHREC(x)\n", "t", Reporter(), {})
    assert [i.kind for i in script.items] == ["ALTER QMGR", "SET AUTHREC"]
    assert script.items[0].text == "ALTER QMGR CHLAUTH(DISABLED) +\n  CONNAUTH(' ')"


@pytest.mark.parametrize(("text", "code", "column"), [
    ("DEFINE QLOCAL('APP.IN) MAXDEPTH(5)", "MQT103", 8),
    ("DEFINE QLOCAL(A) MAXDEPHT(5)", "MQT105", 18),
    ("DEFINE QLOCAL(A) MAXDEPTH(1000000000)", "MQT202", 18),
    ("DEFINE QLOCAL(A) DEFPRTY(10)", "MQT202", 18),
    ("DEFINE QLOCAL(A) QDEPTHHI(101)", "MQT202", 18),
    ("DEFINE QLOCAL(A) MAXMSGL(104857601)", "MQT202", 18),
    ("DEFINE QLOCAL(A) DESCR('" + "x" * 65 + "')", "MQT203", 18),
    ("DEFINE QLOCAL(A) CLCHNAME('" + "x" * 21 + "')", "MQT203", 18),
    ("DEFINE QLOCAL(" + "Q" * 49 + ")", "MQT203", 15),  # at the name
    ("DEFINE QALIAS(A) MAXDEPTH(5)", "MQT204", 18),
    ("DEFINE QLOCAL(A) CLUSTER(C) CLUSNL(N)", "MQT205", 29),
    ("DEFINE QLOCAL(A) PUT(MAYBE)", "MQT201", 18),
    ("DEFINE QLOCAL(A) MAXDEPTH(5) MAXDEPTH(6)", "MQT108", 30),
    ("DEFINE QLOCAL(A) REPLACE NOREPLACE", "MQT108", 26),
    ("ALTER QLOCAL(A) REPLACE", "MQT206", 17),
    ("DEFINE QLOCAL", "MQT102", 8),
    ("ALTER QLOCAL(A) LIKE(B)", "MQT105", 17),
    ("DEFINE QLOCAL(A) LIKE(B, C)", "MQT107", 18),
    ("DEFINE QLOCAL(A) LIKE(B) LIKE(C)", "MQT108", 26),  # given twice, as any parameter (it was MQT105)
    ("DEFINE QLOCAL(A) FOO(B, C)", "MQT105", 18),
    ("DEFINE QLOCAL(A) MAXDEPTH(+5 6)", "MQT201", 18),
    ("DEFINE QLOCAL(A) DESCR(+5)", "MQT201", 18),
    # positions are worked out again when a diagnostic needs one: the reading that gave the value counts
    ("DEFINE QLOCAL(A) MAXDEPTH(X) MAXDEPTH(1000000000)", "MQT201", 18),
    ("DEFINE QLOCAL(A) MAXDEPTH(X) MAXDEPTH(1000000000)", "MQT202", 30),
    ("DEFINE QLOCAL(A) maxdepth(1) MAXDEPTH(2) DEFPRTY(11)", "MQT108", 30),
    ("DEFINE QLOCAL(A) maxdepth(1) MAXDEPTH(2) DEFPRTY(11)", "MQT202", 42),
    ("DEFINE QLOCAL(A) , DEFPRTY  ( 10 )", "MQT202", 20),
    ("DEFINE QALIAS(A) TARGET(B) NOTRIGGER", "MQT204", 28),
])
def test_bad_input_is_located(text: str, code: str, column: int) -> None:
    diagnostics = parse("* first line\n" + text + "\n", "mqsc", file="bad.mqsc").diagnostics  # read, then validated
    found = [(d.code, d.span.line, d.span.column) for d in diagnostics]
    assert (code, 2, column) in found, found


@pytest.mark.parametrize("end", ["END", "end", "EXIT", "QUIT"])
# Each target, and whether it carries DISPLAY, outside the model (REST: runCommand); one that does not says MQT401.
@pytest.mark.parametrize(("target", "carried"), [("cl", False), ("tpf", False), ("pcf", False), ("pcf-bin", False),
                                                 ("rest", True)])
def test_a_command_after_end_never_ran_so_it_is_not_written_into_a_script_without_end(end: str, target: str,
                                                                                       carried: bool) -> None:
    script = f"DEFINE QLOCAL(A)\n{end}\nDELETE QLOCAL(PROD.ORDERS)\nDISPLAY QLOCAL(A)\nALTER QLOCAL(B) PUT(DISABLED)\n"
    translation = translate(script, "mqsc", target)
    assert [(d.code, d.span.line) for d in translation.diagnostics if d.code == "MQT314"] == [
        ("MQT314", 3), *([("MQT314", 4)] if carried else []), ("MQT314", 5)]
    assert [r.status for r in translation.records] == [
        "translated", "skipped", "failed", "failed" if carried else "skipped", "failed"]
    warned = translate(script, "mqsc", target, on_unsupported="warn")
    assert [r.status for r in warned.records] == [
        "translated", "skipped", "translated", "passed-through" if carried else "skipped", "translated"]


def test_after_end_an_mqsc_script_is_copied_as_it_is_and_the_model_says_where_it_ended() -> None:
    from translator.model.serialise import from_json, to_json

    script = "DEFINE QLOCAL(A)\nEND\nDELETE QLOCAL(B)\nEND\n"
    translation = translate(script, "mqsc", "mqsc")
    assert translation.ok and translation.output == "DEFINE QLOCAL('A')\nEND\nDELETE QLOCAL('B')\nEND\n"
    read = parse(script, "mqsc").script
    assert [getattr(item, "condition", None) for item in read.items] == ["", None, "END at line 2", None]
    assert from_json(to_json(read)) == read


@pytest.mark.parametrize("line", ["END junk", "EXIT QL(C)", "quit,now", "END -\nDEFINE QL(B)"])
def test_runmqscs_own_words_take_nothing_after_them(line: str) -> None:
    """AMQ8405: END, EXIT and QUIT with anything after them are a syntax error, not the end of the script."""
    result = translate(f"DEFINE QL(A)\n{line}\nDEFINE QL(C)\n", "mqsc", "cl")
    assert [d.code for d in result.diagnostics] == ["MQT115"]
    assert [r.status for r in result.records] == ["translated", "failed", "translated"]


def test_a_semicolon_alone_ends_no_command() -> None:
    result = translate("* c\nDEFINE QL(A)\n;\n* d\n  ;  \nDEFINE QL(B) +\n;\n", "mqsc", "cl")
    assert (result.output, result.diagnostics) == ("/* c */\nCRTMQMQ QNAME('A') QTYPE(*LCL)\n/* d */\n"
                                                   "CRTMQMQ QNAME('B') QTYPE(*LCL)\n", [])
    assert [r.status for r in result.records] == ["translated", "translated"]


def test_no_line_written_is_longer_than_runmqsc_reads_one_line_or_not() -> None:
    """Multiplatforms: "each line can be of any length up to a maximum of 2048 characters"."""
    names = " ".join(f"NAME{i:03d}.QUEUE.ABCDEFGH" for i in range(100))
    script = f"DEFINE NL(N1) NAMES({names})\n"
    for width in (0, 5000):
        written = translate(script, "mqsc", "mqsc", width=width).output
        assert max(map(len, written.splitlines())) <= 2048 and written.count("\n") == 2
        assert [c.canonical() for c in parse(written, "mqsc").script.items] == \
            [c.canonical() for c in parse(script, "mqsc").script.items]


@pytest.mark.parametrize(("padding", "warned"), [(2048, False), (2049, True)])
def test_a_line_longer_than_runmqsc_reads_is_translated_with_a_warning(padding: int, warned: bool) -> None:
    """A line of the script longer than runmqsc reads on Multiplatforms (2,048 characters) did not run as it stands
    there: MQT122 says so at the first character past the limit. [UNSURE] what runmqsc makes of it: read whole."""
    first = "DEFINE QL(A)"
    script = first + " " * (padding - len(first) - 1) + "+\n  MAXDEPTH(5)\n"
    result = translate(script, "mqsc", "cl")
    assert result.output == "CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(5)\n"
    found = [(d.code, d.severity, d.span.line, d.span.column) for d in result.diagnostics]
    assert found == ([("MQT122", "warning", 1, 2049)] if warned else [])


@pytest.mark.parametrize(("text", "shown"), [("DEFINE NL(N) NAMES('Q1'Q2)", "'Q1' from Q2"),
                                             ("DEFINE NL(N) NAMES(Q1'Q2')", "Q1 from 'Q2'"),
                                             ("DEFINE QL(A) DESCR('abc'def)", "'abc' from def"),
                                             ("DEFINE NL(N) NAMES('Q 1'Q2, Q3)", "'Q 1' from Q2")])
def test_a_quoted_value_run_into_another_is_an_error_not_two_values(text: str, shown: str) -> None:
    """Blanks or commas separate values; 'Q1'Q2 read as two names guessed what a typo meant. [UNSURE] what runmqsc
    reads there: an error either way, never a guess."""
    result = translate(text + "\n", "mqsc", "cl")
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("MQT201", 14)]
    assert f"nothing separates {shown}" in result.diagnostics[0].message and result.records[0].status == "failed"


@pytest.mark.parametrize(("text", "message", "expected"), [
    ("DEFINE QLOCAL(A) MAXDEPTH", "MAXDEPTH needs a value", "MAXDEPTH(value)"),
    ("DEFINE QLOCAL(A) like", "LIKE needs a value", "LIKE(name)"),
    ("DEFINE QLOCAL(B) REPLACE()", "REPLACE is a flag: it takes no value", "REPLACE"),
    ("DEFINE QLOCAL(B) NOSHARE(YES)", "NOSHARE is a flag: it takes no value", "NOSHARE"),
])
def test_a_keyword_without_its_value_or_a_flag_with_one_is_said_to_be_so(text: str, message: str,
                                                                           expected: str) -> None:
    """Not "unknown keyword": the keyword is known, its form is wrong (MQT102, at the keyword)."""
    result = translate(text + "\n", "mqsc", "cl")
    assert [(d.code, d.span.line, d.span.column, d.message, d.expected) for d in result.diagnostics] == [
        ("MQT102", 1, 18, message, expected)]
    assert result.output.startswith("/* not translated")


@pytest.mark.parametrize(("text", "expected"), [
    ("DEFINE QLOCAL(B) NOTRIGGR", "one of NOTRIGGER, TRIGGER, TRIGMPRI"),
    ("DEFINE QLOCAL(B) REPLAC", "one of REPLACE, NOREPLACE"),
    ("DEFINE QLOCAL(B) SHAR", "one of SHARE, NOSHARE"),
    ("DEFINE QLOCAL(B) MAXDEPHT(5)", "MAXDEPTH"),
])
def test_a_misspelt_keyword_or_flag_is_told_the_nearest_keywords_and_flags(text: str, expected: str) -> None:
    """A misspelt NOTRIGGER is not told TRIGMPRI alone, which sets another attribute: flags are suggested too."""
    (found,) = translate(text + "\n", "mqsc", "cl").diagnostics
    assert (found.code, found.span.column, found.expected) == ("MQT105", 18, expected)


@pytest.mark.parametrize(("text", "message"), [
    ("DEFINE QLOCAL(B) NAMES(A)", "NAMES is a parameter of namelist commands, not of queue commands"),
    ("DEFINE NAMELIST(B) MAXDEPTH(5)", "MAXDEPTH is a parameter of queue commands, not of namelist commands"),
    ("DEFINE PROCESS(B) DEFPSIST(YES)", "DEFPSIST is a parameter of queue commands, not of process commands"),
    ("ALTER QLOCAL(B) APPLICID('x')", "APPLICID is a parameter of process commands, not of queue commands"),
])
def test_another_objects_keyword_is_not_for_this_type_not_unknown(text: str, message: str) -> None:
    (found,) = translate(text + "\n", "mqsc", "cl").diagnostics
    assert (found.code, found.message) == ("MQT204", message)


@pytest.mark.parametrize(("text", "line", "column", "keyword", "attributes"), [
    ("DEFINE QLOCAL(A)MAXDEPTH(5)", 1, 17, "MAXDEPTH", {"MaxQDepth": Explicit(5)}),
    ("DEFINE QLOCAL(B) DESCR('x')+\nMAXDEPTH(6)", 2, 1, "MAXDEPTH", {"QDesc": Explicit("x"), "MaxQDepth": Explicit(6)}),
    ("DEFINE QLOCAL(C) MAXDEPTH(6)NOSHARE", 1, 29, "NOSHARE",
     {"MaxQDepth": Explicit(6), "Shareability": Explicit("MQQA_NOT_SHAREABLE")}),
])
def test_a_parameter_with_no_blank_before_it_is_read_as_zos_reads_it_with_a_warning(
        text: str, line: int, column: int, keyword: str, attributes: dict) -> None:
    """runmqsc on Multiplatforms wants at least one blank before each parameter after the name; z/OS does not."""
    reporter = Reporter()
    (command,) = mqsc.read(text + "\n", "t", reporter, {}).items
    assert command.attributes == attributes
    assert [(d.code, d.severity.value, d.span.line, d.span.column, d.message) for d in reporter.diagnostics] == [
        ("MQT129", "warning", line, column, f"no blank before {keyword}: runmqsc on Multiplatforms rejects the command "
         "(z/OS accepts it)")]


@pytest.mark.parametrize("text", [
    "DEFINE QLOCAL(A) MAXDEPTH(5) DESCR('a)b')", "DEFINE QLOCAL(A),MAXDEPTH(5),DESCR('x'),REPLACE",
    "DEFINE QLOCAL('a)b.c')",
])
def test_a_blank_or_comma_before_each_parameter_gives_no_warning(text: str) -> None:
    reporter = Reporter()
    mqsc.read(text + "\n", "t", reporter, {})
    assert [d.code for d in reporter.diagnostics if d.code == "MQT129"] == []


@pytest.mark.parametrize(("text", "column", "fragment"), [
    ("ALTER QMGR DESCR('x'", 17, "ALTER QMGR: the '(' here is not closed (1 ')' missing)"),
    ("ALTER QMGR DESCR('x'))", 22, "ALTER QMGR: this ')' closes no parenthesis"),
    ("DISPLAY QLOCAL(*) WHERE(DESCR LK 'a(' ", 24, "DISPLAY QLOCAL: the '(' here is not closed"),
])
def test_an_out_of_scope_command_whose_parentheses_do_not_pair_is_rejected(text: str, column: int,
                                                                           fragment: str) -> None:
    """As CL's out-of-scope statements are: copied, the command would not run either."""
    reporter = Reporter()
    (item,) = mqsc.read(text + "\n", "t", reporter, {}).items
    assert isinstance(item, Rejected)
    assert [(d.code, d.span.line, d.span.column) for d in reporter.diagnostics] == [("MQT102", 1, column)]
    assert fragment in reporter.diagnostics[0].message


def test_an_out_of_scope_command_whose_parentheses_pair_passes_through() -> None:
    reporter = Reporter()
    script = mqsc.read("ALTER QMGR DESCR() CHLAUTH(DISABLED)\nDISPLAY QLOCAL(*) WHERE(DESCR LK 'a(')\n", "t",
                       reporter, {})
    assert [type(item).__name__ for item in script.items] == ["Passthrough", "Passthrough"]
    assert reporter.diagnostics == []


def test_a_line_ending_in_a_tab_is_read_as_if_a_blank_ended_it_with_a_warning() -> None:
    """IBM: "A line must not end in a keyboard control character (for example, a tab)" [UNSURE what runmqsc does
    with one]: the + before it still continues the command, and MQT131 says so at the tab."""
    result = translate("DEFINE QLOCAL(A) +\t\n  MAXDEPTH(5)\nDEFINE QLOCAL(B)\t \n* comment\t\n", "mqsc", "cl")
    assert result.output.splitlines()[0] == "CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(5)"
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [("MQT131", 1, 19)]
