"""A CL variable's value in a message is shown as the variable holds it: IBM i never folds it to upper case, as it
does a word written in the command, so an upper-cased value is one the program never held."""

from __future__ import annotations

import pytest

from translator import translate

DCL = "DCL VAR(&Q) TYPE(*CHAR) LEN(10) VALUE('my.q')\n"


@pytest.mark.parametrize(("use", "message"), [
    ("CRTMQMQ QNAME('A') QTYPE(&Q)", "my.q is not a queue type"),
    ("CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(&Q)", "MAXDEPTH takes a number, not my.q"),
    ("CRTMQMQ QNAME('A') QTYPE(*LCL) PUTENBL(&Q)", "my.q is not a value of PUTENBL"),
])
def test_a_constants_value_is_shown_as_declared(use: str, message: str) -> None:
    result = translate(f"PGM\n{DCL}{use}\nENDPGM\n", "cl", "cl")
    assert [d.message for d in result.diagnostics if d.code == "MQT201"] == [message]


def test_a_d_value_is_shown_as_given() -> None:
    result = translate("CRTMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(&N) SHARE(&S)\n", "cl", "cl",
                       variables={"N": "lots", "S": "*Yes"})
    assert [d.message for d in result.diagnostics if d.code == "MQT201"] == [
        "MAXDEPTH takes a number, not lots",
        "&S holds '*Yes': IBM i reads a reserved value held in a variable only in upper case"]


def test_a_word_written_in_the_command_is_still_read_in_upper_case() -> None:
    result = translate("CRTMQMQ QNAME('A') QTYPE(lcl) MAXDEPTH(abc)\n", "cl", "cl")
    assert [d.message for d in result.diagnostics if d.code == "MQT201"] == [
        "LCL is not a queue type", "MAXDEPTH takes a number, not ABC"]


def test_a_variables_reserved_value_in_upper_case_is_still_read() -> None:
    result = translate("CRTMQMQ QNAME('A') QTYPE(&T) SHARE(&S)\n", "cl", "mqsc", variables={"T": "*LCL", "S": "*YES"})
    assert result.ok and "DEFINE QLOCAL('A') SHARE" in str(result.output)
