"""Messages an audit of the CL dialect found wrong: MQT304 on a copy names the queue it copies (the reason is about
that one), *BLANK in NAMES (which takes *BLANKS), what MQMNAME takes (a name, quoted or not)."""

from __future__ import annotations

import pytest

from translator import translate
from translator.existing import read_existing
from translator.translation import parse

DUMP = "CRTMQMQ A *ALS TGTQNAME(B)\nCRTMQMQ R *RMT RMTMQMNAME(X)\n"


def test_mqt304_on_a_copy_names_the_queue_it_copies() -> None:
    result = translate("DLTMQMQ A\nCPYMQMQ A Z\n", "cl", "mqsc", existing=read_existing(DUMP, "ex.cl"))
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304"]
    assert unknown.message == ("CPYMQMQ Z states no queue type and its attributes do not determine one (the script "
                               "deleted A, which it copies, before), so it has no MQSC equivalent")


@pytest.mark.parametrize("names", ["*BLANK", "A *BLANK B"])
def test_blank_is_no_value_of_names_which_takes_blanks(names: str) -> None:
    (said,) = parse(f"CRTMQMNL NAMELIST(N) NAMES({names})\n", "cl").diagnostics
    assert (said.code, said.message, said.expected) == ("MQT201", "*BLANK is not a value of NAMES",
                                                        "*BLANKS for a blank name")


def test_mqmname_takes_a_queue_manager_name_unquoted_too() -> None:
    (said,) = parse("CRTMQMQ Q *LCL MQMNAME(*SYSDFTQ)\n", "cl").diagnostics
    assert (said.code, said.expected) == ("MQT201", "*DFT or a queue manager name")
    assert parse("CRTMQMQ Q *LCL MQMNAME(QM1)\n", "cl").diagnostics == []
