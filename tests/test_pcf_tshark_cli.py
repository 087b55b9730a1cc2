"""What `mqtranslate convert --to pcf-bin` writes, decoded by tshark, is what the MQSC script meant.

The expected commands, identifiers, structure types and values are written out by hand from
../shared/reference/pcf.md §2 so that neither side of the comparison uses the project's tables.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from tests.tshark import decode_with_tshark, tshark_available
from translator.pcf.binary import decode_messages

if not tshark_available():
    pytest.skip("tshark is not installed", allow_module_level=True)

SCRIPT = b"""\
DEFINE QLOCAL('TSHARK.LOCAL') DESCR('Local queue') MAXDEPTH(5000) DEFPSIST(YES) TRIGGER
DEFINE QALIAS('TSHARK.ALIAS') TARGET('TSHARK.LOCAL') PUT(DISABLED)
DEFINE QREMOTE('TSHARK.REMOTE') RNAME('FAR.Q') RQMNAME('FARQM') XMITQ('FARQM.XMIT')
DEFINE QMODEL('TSHARK.MODEL') DEFTYPE(PERMDYN) MAXMSGL(1048576) CAPEXPRY(NOLIMIT)
DEFINE NAMELIST('TSHARK.NL') DESCR('Queues') NAMES('TSHARK.LOCAL', 'TSHARK.ALIAS', 'Q')
DEFINE QLOCAL('TSHARK.COPY') LIKE('TSHARK.LOCAL') REPLACE
DEFINE PROCESS('TSHARK.PROC') DESCR('Trigger') APPLTYPE(OS400) APPLICID('QMQM/AMQSINQ4') ENVRDATA('JOBPTY(3)') +
       USERDATA('u') REPLACE
ALTER PRO('TSHARK.PROC') APPLTYPE(65536) ENVRDATA(' ')
DEFINE PROCESS('TSHARK.PCOPY') LIKE('TSHARK.PROC') APPLTYPE(WINDOWS)
DELETE PROCESS('TSHARK.PROC')
"""
ST, IN, SL = 4, 3, 6  # MQCFT_STRING, MQCFT_INTEGER, MQCFT_STRING_LIST
MEANT: list[tuple[int, list[tuple[int, int, Any]]]] = [
    (11, [(2016, ST, "TSHARK.LOCAL"), (20, IN, 1), (2013, ST, "Local queue"), (15, IN, 5000), (5, IN, 1),
          (24, IN, 1)]),
    (11, [(2016, ST, "TSHARK.ALIAS"), (20, IN, 3), (2002, ST, "TSHARK.LOCAL"), (10, IN, 1)]),
    (11, [(2016, ST, "TSHARK.REMOTE"), (20, IN, 6), (2018, ST, "FAR.Q"), (2017, ST, "FARQM"),
          (2024, ST, "FARQM.XMIT")]),
    (11, [(2016, ST, "TSHARK.MODEL"), (20, IN, 2), (7, IN, 2), (13, IN, 1048576), (276, IN, -1)]),
    (34, [(2010, ST, "TSHARK.NL"), (2009, ST, "Queues"), (2020, SL, ["TSHARK.LOCAL", "TSHARK.ALIAS", "Q"])]),
    (10, [(3001, ST, "TSHARK.LOCAL"), (3002, ST, "TSHARK.COPY"), (20, IN, 1), (1006, IN, 1)]),
    # Processes (../shared/reference/process.md §3): MQCMD_CREATE_PROCESS 5 with ProcessName (2012) first, then
    # ProcessDesc 2011, ApplType 1 (MQAT_OS400 8), ApplId 2001, EnvData 2007, UserData 2021, Replace 1006;
    # MQCMD_CHANGE_PROCESS 3; MQCMD_COPY_PROCESS 4 with FromProcessName 3003 and ToProcessName 3004 first
    # (MQAT_WINDOWS 9); MQCMD_DELETE_PROCESS 6.
    (5, [(2012, ST, "TSHARK.PROC"), (2011, ST, "Trigger"), (1, IN, 8), (2001, ST, "QMQM/AMQSINQ4"),
         (2007, ST, "JOBPTY(3)"), (2021, ST, "u"), (1006, IN, 1)]),
    (3, [(2012, ST, "TSHARK.PROC"), (1, IN, 65536), (2007, ST, " ")]),
    (4, [(3003, ST, "TSHARK.PROC"), (3004, ST, "TSHARK.PCOPY"), (1, IN, 9)]),
    (6, [(2012, ST, "TSHARK.PROC")]),
]


def _convert(byte_order: str) -> bytes:
    command = [sys.executable, "-m", "cli", "convert", "--from", "mqsc", "--to", "pcf-bin", "--byte-order", byte_order]
    result = subprocess.run(command, input=SCRIPT, capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout


@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_tshark_decodes_the_cli_output_to_what_the_script_meant(byte_order: str) -> None:
    data = _convert(byte_order)
    starts = [message.offset for message in decode_messages(data)]
    assert len(starts) == len(MEANT)
    for (command, parameters), start, end in zip(MEANT, starts, [*starts[1:], len(data)], strict=True):
        meant = {"command": command, "parameters": [{"id": i, "type": t, "value": v} for i, t, v in parameters]}
        assert decode_with_tshark(data[start:end], byte_order) == [meant]
