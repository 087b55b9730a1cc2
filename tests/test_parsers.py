"""The grammars are the reference: each reader's fast path, a scanner composed from its grammar's terminals, accepts
exactly the commands Lark's LALR parser accepts, with the same parameters (MQSC, CL; TPF is read by the parser
itself); a failure is reported from what the parser expected; the value readers' fast paths read what the general
path reads."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from benchmarks.corpus import cl_command, mqsc_command
from tests.batch_inputs import CORPUS
from translator import registry
from translator.diagnostics import Reporter
from translator.parsers import blank_characters, either_class, optional, parser, terminals
from translator.readers import cl, cl_parameters, mqsc, values
from translator.readers.logical_lines import LogicalCommand, split_cl, split_mqsc
from translator.readers.problems import report_parse_error
from translator.registry.objects import BY_MQSC_NOUN

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "fixtures"


@pytest.mark.parametrize("dialect", ["mqsc", "cl", "tpf"])
def test_every_grammar_is_strict_lalr(dialect: str) -> None:
    Lark((ROOT / "grammars" / f"{dialect}.lark").read_text(), parser="lalr", strict=True,
         import_paths=[str(ROOT / "grammars")])


def test_a_character_class_run_made_optional_stays_one_class() -> None:
    assert optional(r"[\s,]++") == r"[\s,]*+"
    assert optional(r"'[^']*+'") == r"(?:'[^']*+')?+"
    assert optional(r"[a-z]++") == r"(?:[a-z]++)?+"  # a range is not taken apart


def test_either_class_joins_runs_only_where_the_union_is_exact() -> None:
    assert either_class("[ab]++", "[cd]++") == "[abcd]"
    assert either_class(r"[^\s,'()]++", r"[\s,]++") == r"[^'\(\)]"
    assert either_class("[^ab]++", "[bc]++") is None  # c is not among the excluded
    assert either_class("[^ab]++", "[^cd]++") is None
    assert either_class("[^a\\d]++", "[a]++") is None  # an escape left in
    assert either_class("'x'", "[a]++") is None


def test_the_mqsc_value_characters_are_exactly_those_of_words_and_separators() -> None:
    t = terminals("mqsc")
    union = either_class(t["WORD"], t["SEPARATOR"])
    assert union is not None
    everything = "".join(map(chr, range(0x110000)))
    either = re.compile(f"{t['WORD'][:-2]}|{t['SEPARATOR'][:-2]}")  # one character of either run
    assert re.sub(union, "", everything) == either.sub("", everything) == "'()"


def test_the_quoted_string_is_defined_once() -> None:
    grammars = {path.name: path.read_text() for path in (ROOT / "grammars").glob("*.lark")}
    assert [name for name, text in grammars.items() if "QUOTED:" in text] == ["common.lark"]
    quoted = parser("mqsc").get_terminal("QUOTED").pattern.to_regexp()
    assert parser("cl").get_terminal("QUOTED").pattern.to_regexp() == quoted
    assert quoted in parser("tpf").get_terminal("KEYWORD_VALUE").pattern.to_regexp()  # TPF composes it into its own


def _parsed(dialect: str, text: str) -> Tree | None:
    try:
        return parser(dialect).parse(text)
    except UnexpectedInput:
        return None


def _between(text: str, tree: Tree) -> str:
    """The text inside a tree's outer parentheses (its first and last tokens)."""
    first, last = tree.children[0], tree.children[-1]
    return text[first.end_pos:last.start_pos]


# --- MQSC ------------------------------------------------------------------------------------------------------------

MqscReading = tuple[str, int, list[tuple[str, int, str, str]]]  # the name, where its type starts, the parameters


def _mqsc_by_lark(text: str) -> MqscReading | None:
    tree = _parsed("mqsc", text)
    if tree is None:
        return None
    (command,) = tree.children
    _, object_tree, *parameters = command.children
    object_type, name = object_tree.children
    found = []
    for parameter in parameters:
        keyword, *given = parameter.children
        found.append((str(keyword), keyword.start_pos, "(" if given else "", _between(text, given[0]) if given else ""))
    return _between(text, name), object_type.start_pos, found


def _mqsc_by_scanner(text: str) -> MqscReading | None:
    """The reader's scanners' reading: the strict one, else the one that reads a parameter run on after a ")"."""
    reading = _mqsc_scanned(text, mqsc._HEAD_SCANNER, mqsc._PIECE)
    run_on = _mqsc_scanned(text, mqsc._RUN_ON_HEAD, mqsc._RUN_ON_PIECE)
    # the strict scanner reads what the other does, but a KEYWORD right after a ")" outside quotes
    assert reading == run_on or (reading is None and re.search(r"\)[A-Za-z]", re.sub("'[^']*'", "", text)))
    _check_read(text, reading)
    return reading or run_on


def _check_read(text: str, reading: MqscReading | None) -> None:
    """The reader's first match, ``_READ``, reads what the strict scanner reads of a command with only blanks
    before its verb (the only ones ``_HEAD`` finds a verb in), and the verb and noun ``_HEAD`` reads."""
    read = mqsc._READ.match(text)
    before = text[:len(text) - len(text.lstrip(blank_characters() + ","))]
    assert (read is not None) == (mqsc._HEAD_SCANNER.match(text) is not None and "," not in before)
    if read is not None:
        head = mqsc._HEAD.match(text)
        assert head is not None and read.group(1, 2) == head.groups("")
        assert _mqsc_scanned(text, mqsc._READ, mqsc._PIECE) == reading


def _mqsc_scanned(text: str, head_scanner: re.Pattern[str], piece: re.Pattern[str]) -> MqscReading | None:
    head = head_scanner.match(text)
    if head is None:
        return None
    matches = list(piece.finditer(text, head.end()))
    if not all(match.group(2) for match in matches):
        return None
    return head.group(3), head.start(2), [(m.group(2), m.start(2), "(" if m.group(3) is not None else "",
                                            m.group(3) or "") for m in matches]


@pytest.mark.parametrize("text", [",DEFINE QL(A)", " ,DEF QL(A)", "\tDEFINE,QL(A) MAXDEPTH(5)", "DEFINE QL1(A)",
                                  "DEF QL(A)MAXDEPTH(5)", "ALTER , QA ( 'B' ) REPLACE", "DEFINE QL(A) 6"])
def test_the_first_match_reads_a_command_as_the_head_and_the_strict_scanner_do(text: str) -> None:
    """Where a separator before the verb holds a comma, ``_HEAD`` finds no verb (the command is none of the
    reader's), so neither may ``_READ``, though the grammar reads such a command."""
    assert _mqsc_by_scanner(text) == _mqsc_by_lark(text)


def _words(terminal: str) -> set[str]:
    """The words a terminal of one word from a list matches (VERB, OBJECT_TYPE), in any case, as a word alone."""
    pattern = terminals("mqsc")[terminal]
    words = re.fullmatch(r"\(\?i:([A-Z|]+)\)\(\?!\[A-Za-z0-9\]\)", pattern)
    assert words is not None, pattern
    return set(words.group(1).split("|"))


def test_the_grammars_verbs_and_nouns_are_those_the_reader_knows() -> None:
    """A command the reader's first match reads is always in scope: the words of VERB are exactly ``VERBS``, those of
    OBJECT_TYPE exactly the MQSC nouns of the object types."""
    assert _words("VERB") == set(mqsc.VERBS)
    assert _words("OBJECT_TYPE") == set(BY_MQSC_NOUN)
    for verb in mqsc.VERBS:
        for noun in BY_MQSC_NOUN:
            read = mqsc._READ.match(f"{verb.lower()} {noun}(A)")
            assert read is not None and read.group(1, 2) == (verb.lower(), noun)


def _mqsc_commands() -> list[str]:
    scripts = [*FIXTURES.rglob("*.mqsc"), *(CORPUS.rglob("*") if CORPUS.is_dir() else [])]
    sources = [path.read_text(encoding="utf-8", errors="replace") for path in scripts
               if path.suffix.lower() in (".mqsc", ".mqs", ".tpl")]
    rng = random.Random(7)
    sources.append("\n".join(mqsc_command(rng) for _ in range(300)))
    return [command.text for source in sources for command in split_mqsc(source, "t.mqsc")[0]]


PIECES = st.sampled_from(["DEFINE", "DEF", "alter", "DELETE", "DEFI", " ", "  ", ",", "\t", "\n", "\u00a0", "QLOCAL",
                          "ql", "QA", "NAMELIST", "(", ")", "'", "''", "'a b'", "X.Y", "MAXDEPTH", "DESCR", "REPLACE", "5",
                          "-", "+", "*", "é", "NAMES(A, 'b')", "LIKE(Q)", "QL(A)"])


@settings(max_examples=2000, deadline=None)
@given(pieces=st.lists(PIECES, max_size=14))
def test_mqsc_scanner_reads_what_lark_reads(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _mqsc_by_scanner(text) == _mqsc_by_lark(text)


def test_mqsc_scanner_reads_what_lark_reads_on_fixtures_and_corpus() -> None:
    texts = _mqsc_commands()
    readings = [_mqsc_by_lark(text) for text in texts]
    assert len(texts) > 350 and any(reading is None for reading in readings)  # the corpus has commands it rejects
    for text, reading in zip(texts, readings, strict=True):
        assert _mqsc_by_scanner(text) == reading, text


# --- CL --------------------------------------------------------------------------------------------------------------

ClReading = list[tuple[str, str, int, str]]  # kind, text, where it starts, the keyword of a KEYWORD_VALUE


def _cl_by_lark(text: str) -> ClReading | None:
    tree = _parsed("cl", text)
    if tree is None:
        return None
    (command,) = tree.children
    found = []
    for child in command.children[1:]:
        if isinstance(child, Token):
            found.append((child.type, str(child), child.start_pos, ""))
        else:
            first, last = child.children[0], child.children[-1]
            kind = "KEYWORD_VALUE" if child.data == "keyword_value" else "LIST"
            found.append((kind, text[first.start_pos:last.end_pos], first.start_pos,
                          str(first)[:-1] if kind == "KEYWORD_VALUE" else ""))
    return found


def _cl_by_scanner(text: str) -> ClReading | None:
    head = cl._HEAD_SCANNER.match(text)
    if head is None:
        return None
    found = []
    for match in cl._PIECE.finditer(text, head.end()):
        kind = str(match.lastgroup)
        if kind == "STRAY":
            return None
        found.append((kind, match.group(kind), match.start(), match.group("open")[:-1] if match.group("open") else ""))
    return found


def _cl_commands() -> list[str]:
    """Logical commands of the CL fixtures, the corpus and a generated script."""
    scripts = [*FIXTURES.rglob("*.clle"), *(CORPUS.rglob("*") if CORPUS.is_dir() else [])]
    rng = random.Random(7)
    sources = [path.read_text(encoding="utf-8", errors="replace") for path in scripts if path.suffix.lower() == ".clle"]
    sources.append("\n".join(cl_command(rng) for _ in range(300)))
    return [command.text for source in sources for command in split_cl(source, "t.clle")[0]]


def test_cl_scanner_reads_what_lark_reads_on_fixtures_and_corpus() -> None:
    texts = _cl_commands()
    assert len(texts) > 350
    for text in texts:
        assert _cl_by_scanner(text) == _cl_by_lark(text), text
    parameters = [found for text in texts if (spec := cl.vocabulary.COMMANDS.get(text.split()[0].upper()))
                  for found in cl_parameters.given_parameters(spec, cl.pieces(text))]
    assert len(parameters) > 1000 and {offset for _, _, offset in parameters} != {0}


CL_NAMES = st.sampled_from(["", "CRTMQMQ", "crtmqmq", "CHGMQMQ", "QSYS/CPYMQMQ", "DLTMQMNL", "CRTMQMNL", "PGM",
                            "A.B/C", "'Q'", "(", "1X"])
CL_PIECES = st.sampled_from([" ", "  ", "\t", "\n", ",", "(", ")", "((", "'", "''", "'a b'", "'it''s'", "*LCL", "*n",
                             "*N", "*", "&Q", "&", "&1", "QNAME(A)", "QTYPE(*LCL)", "TEXT('x')", "NAMES(A 'b' (C D))",
                             "(A B)", "A.B", "X", "5", "/", "$", "#@", "é", "MAXDEPTH", "Q1", "*YES", "qname(a)",
                             "text('x')"])


@settings(max_examples=2000, deadline=None)
@given(name=CL_NAMES, pieces=st.lists(CL_PIECES, max_size=12))
def test_cl_scanner_reads_what_lark_reads(name: str, pieces: list[str]) -> None:
    text = name + "".join(pieces)
    assert _cl_by_scanner(text) == _cl_by_lark(text)


# --- errors, from what the parser expected ---------------------------------------------------------------------------

def _reported(dialect: str, text: str) -> tuple[str, int, str, str]:
    """The diagnostic reported for a command the grammar rejects: code, column, message, expected."""
    reporter = Reporter()
    with pytest.raises(UnexpectedInput) as error:
        parser(dialect).parse(text)
    report_parse_error(error.value, LogicalCommand(text, "t", [(0, 1, 1)], source=text), reporter, dialect)
    (diagnostic,) = reporter.diagnostics
    return diagnostic.code, diagnostic.span.column, diagnostic.message, diagnostic.expected


@pytest.mark.parametrize(("dialect", "text", "code", "column", "message"), [
    ("mqsc", "DEFINE QLOCAL(A) DESCR('x) MAXDEPTH(5)", "MQT103", 18, "unclosed quote near \"'x) MAXDEPTH(5)\""),
    ("mqsc", "DEFINE QLOCAL(A) MAXDEPTH(5", "MQT102", 18, "a ')' is missing: the command ends inside parentheses"),
    ("mqsc", "DEFINE QLOCAL(A", "MQT102", 8, "a ')' is missing: the command ends inside parentheses"),
    ("mqsc", "DEFINE QLOCAL", "MQT102", 8, "QLOCAL needs its name in parentheses"),
    ("mqsc", "ALTER QL MAXDEPTH(5)", "MQT102", 7, "QL needs its name in parentheses"),
    ("mqsc", "DEFINE QLOCAL(A) MAXDEPTH(5) 6", "MQT102", 30, "unexpected '6'"),
    ("cl", "CRTMQMQ QNAME(A) TEXT('x", "MQT103", 18, "unclosed quote near \"'x\""),
    ("cl", "CRTMQMQ QNAME(A) NAMES((A)", "MQT102", 18, "a ')' is missing: the command ends inside parentheses"),
    ("cl", "CRTMQMQ QNAME(A) )", "MQT102", 18, "unexpected ')'"),
    ("tpf", "ZMQSC DEF QL", "MQT102", 11, "QL needs its name right after a hyphen: QL-name"),
])
def test_a_failure_is_reported_from_what_the_parser_expected(dialect: str, text: str, code: str, column: int,
                                                             message: str) -> None:
    assert _reported(dialect, text)[:3] == (code, column, message)


def test_an_object_without_its_name_says_what_is_expected() -> None:
    assert _reported("mqsc", "DEFINE QLOCAL MAXDEPTH(5)")[3] == "an object name in parentheses, e.g. QLOCAL('APP.IN')"


# --- values ----------------------------------------------------------------------------------------------------------

INNER = st.text(st.sampled_from(list("aZ09 ,'+-._/%()\t*")), max_size=16)


@pytest.mark.parametrize("name", ["QDesc", "MaxQDepth", "XmitQName"])
@settings(max_examples=600, deadline=None)
@given(inner=INNER)
def test_common_value_fast_path_reads_like_the_general_path(name: str, inner: str) -> None:
    attribute = registry.by_name(name)
    fast = values.common_mqsc(attribute, inner)
    if fast is None:
        return
    found = values.items(inner, "mqsc")
    assert len(found) == 1
    assert values.single(attribute, found[0], "mqsc") == fast


def _outcome(read: Callable[[], object]) -> object:
    try:
        return read()
    except values.ValueProblem as problem:
        return problem.code, problem.message, problem.expected


def _items_path(attribute: registry.Attribute, keyword: str, inner: str) -> object:
    """The reading of MQSC KEYWORD(inner) through items only, as before any fast path existed."""
    found = values.items(inner, "mqsc")
    if attribute.kind is registry.Kind.NAME_LIST:
        return values.name_list(found, frozenset())
    if len(found) != 1:
        raise values.ValueProblem("MQT201", f"{keyword} takes exactly one value", f"{keyword}(value)")
    return values.single(attribute, found[0], "mqsc")


QUOTED_INNER = st.builds(lambda text, pad: pad + "'" + text.replace("'", "''") + "'" + pad,
                         st.text(st.sampled_from(list("aZ09 ,'.")), max_size=8), st.sampled_from(["", " "]))


@pytest.mark.parametrize("name", ["QDesc", "MaxQDepth", "MaxMsgLength", "XmitQName", "InhibitPut", "DefPersistence",
                                  "Names"])
@settings(max_examples=600, deadline=None)
@given(inner=INNER | QUOTED_INNER | st.from_regex(r"\A[+-]?[0-9]{1,12}\Z"))
def test_value_readers_read_like_the_items_path(name: str, inner: str) -> None:
    attribute = registry.by_name(name)
    keyword = attribute.spelling("mqsc") or ""
    read = values.mqsc_reader(attribute, keyword)
    expected = _outcome(lambda: _items_path(attribute, keyword, inner))
    assert _outcome(lambda: read(inner)) == expected
    assert _outcome(lambda: read(inner)) == expected  # again: a remembered value is the same


def _name_by_items(inner: str) -> str:
    names = values.items(inner, "mqsc")
    if len(names) != 1:
        raise values.ValueProblem("MQT107", "the object needs exactly one name in parentheses", "(name)")
    return names[0].word


@settings(max_examples=600, deadline=None)
@given(inner=INNER | QUOTED_INNER)
def test_object_name_reads_like_the_items_path(inner: str) -> None:
    assert _outcome(lambda: values.mqsc_name(inner)) == _outcome(lambda: _name_by_items(inner))


@pytest.mark.parametrize("dialect", ["mqsc", "cl", "tpf"])
@settings(max_examples=800, deadline=None)
@given(inner=st.text(st.sampled_from(list("aZ09 ,'+-._*()&\t\u00a0\u2003")), max_size=16) | QUOTED_INNER)
def test_items_read_like_the_item_pattern(dialect: str, inner: str) -> None:
    assert _outcome(lambda: values.items(inner, dialect)) == _outcome(lambda: values.items_by_pattern(inner, dialect))
