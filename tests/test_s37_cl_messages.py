"""Messages an audit of the CL dialect found wrong: MQT304 on a copy names the queue it copies (the reason is about
that one), *BLANK in NAMES (which takes *BLANKS), what MQMNAME takes (a name, quoted or not)."""

from __future__ import annotations

from translator import translate
from translator.existing import read_existing

DUMP = "CRTMQMQ A *ALS TGTQNAME(B)\nCRTMQMQ R *RMT RMTMQMNAME(X)\n"


def test_mqt304_on_a_copy_names_the_queue_it_copies() -> None:
    result = translate("DLTMQMQ A\nCPYMQMQ A Z\n", "cl", "mqsc", existing=read_existing(DUMP, "ex.cl"))
    (unknown,) = [d for d in result.diagnostics if d.code == "MQT304"]
    assert unknown.message == ("CPYMQMQ Z states no queue type and its attributes do not determine one (the script "
                               "deleted A, which it copies, before), so it has no MQSC equivalent")
