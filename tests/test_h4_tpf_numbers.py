"""TPF ZMQSC numbers: what a ZMQSC number may be written as.

Seed 002 gives each number as "a number from 0 to ..." (MAXMSGL, QDEPTHHI, MAXDEPTH), and TPF's command standards
restrict what a console command holds to A-Z, 0-9 and - . * $ / (the CL-TPF mapping, section 3.1): a plus sign cannot
be entered at all, and a hyphen is what joins a keyword to its value. So a ZMQSC number is decimal digits, and a sign
before them is refused where it stands. [UNSURE] whether TPF reads MAXDEPTH--5 as the number -5 (out of range) or as a
malformed field: it refuses it either way, and so does the reader, with one message for both signs.
"""

from __future__ import annotations

import pytest

from translator import translate


@pytest.mark.parametrize("keyword", ["MAXDEPTH", "MAXMSGL", "QDEPTHHI"])
@pytest.mark.parametrize("sign", ["+", "-"])
def test_a_signed_number_is_refused_as_tpf_numbers_are_digits_unsure_how_tpf_words_it(keyword: str, sign: str) -> None:
    result = translate(f"ZMQSC ALT QL-A {keyword}-{sign}5\n", "tpf", "mqsc", file="t.zmqsc")
    (problem,) = result.diagnostics
    assert (problem.code, problem.severity.value, problem.span.line, problem.span.column) == ("MQT201", "error", 1, 16)
    assert problem.message == f"{keyword}-{sign}5: a ZMQSC number is digits alone, without a sign"
    assert problem.expected == f"{keyword}-5"
    assert not result.ok and "ALTER" not in result.output
    assert [record.status for record in result.records] == ["failed"]


@pytest.mark.parametrize(("text", "expected"), [
    ("ZMQSC ALT QL-A MAXDEPTH-5", "ALTER QLOCAL('A') MAXDEPTH(5)\n"),
    # Leading zeros are digits still: 0 to 999 999 999 [UNSURE: no page shows one; read as the number they spell].
    ("ZMQSC ALT QL-A MAXDEPTH-007", "ALTER QLOCAL('A') MAXDEPTH(7)\n"),
    ("ZMQSC ALT QL-A QDEPTHHI-+0 MAXDEPTH-5", None),
])
def test_unsigned_digits_are_read_as_the_number_they_spell(text: str, expected: str | None) -> None:
    result = translate(text + "\n", "tpf", "mqsc")
    if expected is None:
        assert [d.code for d in result.diagnostics] == ["MQT201"] and not result.ok
    else:
        assert (result.output, result.diagnostics) == (expected, [])


def test_the_tpf_writer_never_writes_a_sign() -> None:
    """A number reaching the TPF writer is in the attribute's range (validation), so never negative, and is written
    as digits alone: what the TPF reader reads back."""
    result = translate("ALTER QLOCAL(A) MAXDEPTH(+5) MAXMSGL(+100)\n", "mqsc", "tpf")
    assert (result.output, result.diagnostics) == ("ZMQSC ALT QL-A MAXDEPTH-5 MAXMSGL-100\n", [])
    assert translate(result.output, "tpf", "tpf").output == result.output


@pytest.mark.parametrize("value", ["+", "--", "+-5"])
def test_a_sign_without_digits_after_it_expects_the_range(value: str) -> None:
    (problem,) = translate(f"ZMQSC ALT QL-A MAXDEPTH-{value}\n", "tpf", "mqsc").diagnostics
    assert (problem.code, problem.span.column, problem.expected) == ("MQT201", 16, "an integer 0-999999999")
