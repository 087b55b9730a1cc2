"""Properties of REST's JSON lists and YAML flow lists laid out as people print them: every element is one record,
each written exactly when it is counted translated, an element refused only when it starts on a line holding keys or
values of another (its record would own their diagnostics)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from translator import translate

# Between two elements: on lines of their own, or the next opening where the one before closes.
_GAPS = [",\n", ",\n\n", "\n, ", ", ", ",\n  "]
_BREAKS = ["\n", " "]  # inside an element, between its fields


def _element(name: str, depth: int, breaks: list[str], quoted: bool) -> str:
    q = '"' if quoted else ""
    fields = [f"{q}type{q}: {q}runCommandJSON{q}", f"{q}command{q}: {q}define{q}", f"{q}qualifier{q}: {q}qlocal{q}",
              f"{q}name{q}: {q}{name}{q}", f"{q}parameters{q}: {{{q}maxdepth{q}: {depth}}}"]
    text = "{" + breaks[0].replace(" ", "")
    for index, field in enumerate(fields):
        text += field + ("," + breaks[index + 1] if index < len(fields) - 1 else breaks[-1].replace(" ", ""))
    return text + "}"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.lists(st.sampled_from(_BREAKS), min_size=6, max_size=6),
                          st.sampled_from(_GAPS)), min_size=1, max_size=6),
       st.booleans())
def test_each_element_of_a_printed_list_is_one_record_written_exactly_when_translated(
        elements: list[tuple[int, list[str], str]], quoted: bool) -> None:
    names = [f"Q{index}" for index in range(len(elements))]
    depths = [5 if kind else 999_999_999_999 for kind, _, _ in elements]  # the second out of MAXDEPTH's range
    text = "[\n"
    for index, ((_, breaks, gap), name, depth) in enumerate(zip(elements, names, depths, strict=True)):
        text += _element(name, depth, breaks, quoted) + (gap if index < len(elements) - 1 else "\n")
    text += "]\n"
    result = translate(text, "rest", "mqsc")
    written = [line for line in result.output.splitlines() if line.startswith("DEFINE")]
    translated = [r for r in result.records if r.status == "translated"]
    assert len(result.records) <= len(elements)  # elements sharing a line are one record, never more records
    assert len(written) == len(translated)
    for record in translated:  # each written command is its record's, with its own value
        name = record.name
        depth = depths[names.index(name)]
        assert f"DEFINE QLOCAL('{name}') MAXDEPTH({depth})" in written
    for name, depth in zip(names, depths, strict=True):
        if depth != 5:  # never written
            assert not any(f"'{name}'" in line for line in written)
    assert all(record.status == "failed" for record in result.records  # a range error's record is failed
               if any(d.code == "MQT202" for d in record.diagnostics))
    # (an element refused for sharing a line with another is not read any further)
    assert sum(d.code == "MQT202" for d in result.diagnostics) <= depths.count(999_999_999_999)
    # An element alone on its lines (the one before closing on an earlier line, or closing alone) is read.
    for index, (_, breaks, gap) in enumerate(elements):
        before = elements[index - 1] if index else None
        opened_alone = before is None or "\n" in before[2] or before[1][-1] == "\n"
        if opened_alone and depths[index] == 5 and (index + 1 == len(elements) or "\n" in gap or breaks[-1] == "\n"):
            assert f"DEFINE QLOCAL('{names[index]}') MAXDEPTH(5)" in written, text
