"""The compiled matcher of a flat grammar accepts exactly what Lark's LALR parser accepts, with the same tokens;
the common-value fast path of the MQSC reader gives what the general path gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import UnexpectedInput

from tests.batch_inputs import CORPUS
from translator import registry
from translator.parsers import flat_matcher, parser
from translator.readers import values
from translator.readers.logical_lines import split_mqsc

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
_SEPARATORS = " \t,"


def _lark(text: str) -> list[tuple[str, str, int]] | None:
    try:
        tokens = parser("mqsc").parse(text).children
    except UnexpectedInput:
        return None
    return [_normal(token.type, str(token), token.start_pos) for token in tokens]


def _compiled(text: str) -> list[tuple[str, str, int]] | None:
    compiled = flat_matcher("mqsc")
    assert compiled is not None
    matcher, names = compiled
    match = matcher.match(text)
    if match is None:
        return None
    return [_normal(names[i], match.group(i + 1), match.start(i + 1)) for i in range(match.lastindex or 0)]


def _normal(kind: str, text: str, start: int) -> tuple[str, str, int]:
    """A token without leading separators: Lark's lexer may start PARAMETERS at the blank before it."""
    stripped = text.lstrip(_SEPARATORS)
    return kind, stripped.rstrip(_SEPARATORS), start + len(text) - len(stripped)


@pytest.mark.parametrize("dialect", ["mqsc", "cl", "tpf"])
def test_every_grammar_is_strict_lalr(dialect: str) -> None:
    Lark((Path(__file__).resolve().parents[1] / "grammars" / f"{dialect}.lark").read_text(), parser="lalr", strict=True)


def test_only_flat_grammars_compile() -> None:
    assert flat_matcher("mqsc") is not None
    assert flat_matcher("cl") is None and flat_matcher("tpf") is None  # parameter* rules: Lark parses them


def _mqsc_commands() -> list[str]:
    scripts = [*FIXTURES.rglob("*.mqsc"), *(CORPUS.rglob("*") if CORPUS.is_dir() else [])]
    return [command.text for path in scripts if path.suffix.lower() in (".mqsc", ".mqs", ".tpl")
            for command in split_mqsc(path.read_text(encoding="utf-8", errors="replace"), str(path))[0]]


def test_compiled_matcher_agrees_with_lark_on_fixtures_and_corpus() -> None:
    texts = _mqsc_commands()
    assert len(texts) > 50
    for text in texts:
        assert _compiled(text) == _lark(text), text


PIECES = st.sampled_from(["DEFINE", "DEF", "alter", "DELETE", "DEFI", " ", "  ", ",", "\t", "QLOCAL", "ql", "QA",
                          "NAMELIST", "(", ")", "'", "''", "'a b'", "X.Y", "MAXDEPTH", "DESCR", "REPLACE", "5", "-",
                          "+", "*", "é", "NAMES(A, 'b')", "LIKE(Q)"])


@settings(max_examples=1500, deadline=None)
@given(pieces=st.lists(PIECES, max_size=14))
def test_compiled_matcher_agrees_with_lark_on_generated_commands(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert _compiled(text) == _lark(text)


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
