"""The core translations as one table (in the spirit of sqlglot's dialect tests): one input, and for every
dialect the text it becomes (one line per command) or "unsupported" (an error under the default policy, and no
live command written). Reading a case's table row teaches the semantics; a change to any cell is a change of
meaning to review."""

from __future__ import annotations

import pytest

from translator import translate
from translator.dialects import DIALECTS

CASES = [
    # quoted names keep case; doubled quotes; REPLACE
    ('mqsc', "DEFINE QLOCAL('App.In') DESCR('it''s') MAXDEPTH(5000) PUT(DISABLED) REPLACE", {
        'mqsc': "DEFINE QLOCAL('App.In') DESCR('it''s') MAXDEPTH(5000) PUT(DISABLED) REPLACE",
        'cl': "CRTMQMQ QNAME('App.In') QTYPE(*LCL) REPLACE(*YES) TEXT('it''s') MAXDEPTH(5000) PUTENBL(*NO)",
        'pcf': '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "App.In", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": "it\'s", "MQIA_MAX_Q_DEPTH": 5000, "MQIA_INHIBIT_PUT": "MQQA_PUT_INHIBITED", "MQIACF_REPLACE": "MQRP_YES"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "App.In", "parameters": {"descr": "it\'s", "maxdepth": 5000, "put": "disabled", "replace": "yes"}}',
    }),
    # unquoted names fold to upper case; synonyms; flags
    ('mqsc', 'DEFINE QL(app.in) NOTRIGGER', {
        'mqsc': "DEFINE QLOCAL('APP.IN') NOTRIGGER",
        'cl': "CRTMQMQ QNAME('APP.IN') QTYPE(*LCL) TRGENBL(*NO)",
        'pcf': '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_TRIGGER_CONTROL": "MQTC_OFF"}}',
        'tpf': 'ZMQSC DEF QL-APP.IN NOTRIGGER',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN", "parameters": {"notrigger": "yes"}}',
    }),
    # alias queues
    ('mqsc', 'ALTER QALIAS(A.ALIAS) TARGET(APP.IN) PUT(ENABLED)', {
        'mqsc': "ALTER QALIAS('A.ALIAS') TARGET('APP.IN') PUT(ENABLED)",
        'cl': "CHGMQMQ QNAME('A.ALIAS') QTYPE(*ALS) TGTQNAME('APP.IN') PUTENBL(*YES)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "A.ALIAS", "MQIA_Q_TYPE": "MQQT_ALIAS", "MQCA_BASE_OBJECT_NAME": "APP.IN", "MQIA_INHIBIT_PUT": "MQQA_PUT_ALLOWED"}}',
        'tpf': 'ZMQSC ALT QA-A.ALIAS TARGQ-APP.IN PUT-ENABLED',
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qalias", "name": "A.ALIAS", "parameters": {"target": "APP.IN", "put": "enabled"}}',
    }),
    # remote queues
    ('mqsc', "DEFINE QREMOTE(RQ) RNAME('remote.q') RQMNAME(QM2) XMITQ(QM2)", {
        'mqsc': "DEFINE QREMOTE('RQ') RNAME('remote.q') RQMNAME('QM2') XMITQ('QM2')",
        'cl': "CRTMQMQ QNAME('RQ') QTYPE(*RMT) RMTQNAME('remote.q') RMTMQMNAME('QM2') TMQNAME('QM2')",
        'pcf': '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "RQ", "MQIA_Q_TYPE": "MQQT_REMOTE", "MQCA_REMOTE_Q_NAME": "remote.q", "MQCA_REMOTE_Q_MGR_NAME": "QM2", "MQCA_XMIT_Q_NAME": "QM2"}}',
        'tpf': "ZMQSC DEF QR-RQ RNAME-'remote.q' RQMNAME-QM2 XMITQ-QM2",
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qremote", "name": "RQ", "parameters": {"rname": "remote.q", "rqmname": "QM2", "xmitq": "QM2"}}',
    }),
    # model queues: none on TPF
    ('mqsc', 'DEFINE QMODEL(M) DEFTYPE(PERMDYN)', {
        'mqsc': "DEFINE QMODEL('M') DEFTYPE(PERMDYN)",
        'cl': "CRTMQMQ QNAME('M') QTYPE(*MDL) DFNTYPE(*PERMDYN)",
        'pcf': '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "M", "MQIA_Q_TYPE": "MQQT_MODEL", "MQIA_DEFINITION_TYPE": "MQQDT_PERMANENT_DYNAMIC"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qmodel", "name": "M", "parameters": {"deftype": "permdyn"}}',
    }),
    # namelists, blank: none on TPF
    ('mqsc', "DEFINE NAMELIST(N) NAMES(A, 'b') DESCR(' ')", {
        'mqsc': "DEFINE NAMELIST('N') NAMES('A', 'b') DESCR(' ')",
        'cl': "CRTMQMNL NAMELIST('N') NAMES('A' 'b') TEXT(*BLANK)",
        'pcf': '{"command": "MQCMD_CREATE_NAMELIST", "parameters": {"MQCA_NAMELIST_NAME": "N", "MQCA_NAMES": ["A", "b"], "MQCA_NAMELIST_DESC": " "}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "namelist", "name": "N", "parameters": {"names": ["A", "b"], "descr": " "}}',
    }),
    # LIKE is a copy
    ('mqsc', 'DEFINE QLOCAL(COPY) LIKE(APP.IN) MAXDEPTH(9)', {
        'mqsc': "DEFINE QLOCAL('COPY') LIKE('APP.IN') MAXDEPTH(9)",
        'cl': "CPYMQMQ FROMQ('APP.IN') TOQ('COPY') QTYPE(*LCL) MAXDEPTH(9)",
        'pcf': '{"command": "MQCMD_COPY_Q", "parameters": {"MQCACF_FROM_Q_NAME": "APP.IN", "MQCACF_TO_Q_NAME": "COPY", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_MAX_Q_DEPTH": 9}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "COPY", "parameters": {"like": "APP.IN", "maxdepth": 9}}',
    }),
    # a delete that states its type (MQT308 to CL)
    ('mqsc', 'DELETE QLOCAL(OLD)', {
        'mqsc': "DELETE QLOCAL('OLD')",
        'cl': "DLTMQMQ QNAME('OLD')",
        'pcf': '{"command": "MQCMD_DELETE_Q", "parameters": {"MQCA_Q_NAME": "OLD", "MQIA_Q_TYPE": "MQQT_LOCAL"}}',
        'tpf': 'ZMQSC DEL QL-OLD',
        'rest': '{"type": "runCommandJSON", "command": "delete", "qualifier": "qlocal", "name": "OLD"}',
    }),
    # *BLANK is blank, *SAME is omission
    ('cl', 'CHGMQMQ QNAME(APP.IN) QTYPE(*LCL) TEXT(*BLANK) MAXDEPTH(*SAME) PUTENBL(*NO)', {
        'mqsc': "ALTER QLOCAL('APP.IN') DESCR(' ') PUT(DISABLED)",
        'cl': "CHGMQMQ QNAME('APP.IN') QTYPE(*LCL) TEXT(*BLANK) MAXDEPTH(*SAME) PUTENBL(*NO)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": " ", "MQIA_INHIBIT_PUT": "MQQA_PUT_INHIBITED"}}',
        'tpf': 'ZMQSC ALT QL-APP.IN PUT-DISABLED',  # TPF has no description: a blank one is what it holds
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "APP.IN", "parameters": {"descr": " ", "put": "disabled"}}',
    }),
    # *SYSDFTQ is omission on create (TPF: it has no TEXT)
    ('cl', "CRTMQMQ QNAME(APP.IN) QTYPE(*LCL) MAXDEPTH(*SYSDFTQ) TEXT('x')", {
        'mqsc': "DEFINE QLOCAL('APP.IN') DESCR('x')",
        'cl': "CRTMQMQ QNAME('APP.IN') QTYPE(*LCL) MAXDEPTH(*SYSDFTQ) TEXT('x')",
        'pcf': '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQCA_Q_DESC": "x"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "APP.IN", "parameters": {"descr": "x"}}',
    }),
    # seed 002's example
    ('tpf', "ZMQSC ALT QL-'local.queue.' GET-DISABLED", {
        'mqsc': "ALTER QLOCAL('local.queue.') GET(DISABLED)",
        'cl': "CHGMQMQ QNAME('local.queue.') QTYPE(*LCL) GETENBL(*NO)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "local.queue.", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_INHIBIT_GET": "MQQA_GET_INHIBITED"}}',
        'tpf': "ZMQSC ALT QL-'local.queue.' GET-DISABLED",
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "local.queue.", "parameters": {"get": "disabled"}}',
    }),
    # TPF's 0 is no limit
    ('tpf', 'ZMQSC ALT QL-A MAXDEPTH-0', {
        'mqsc': "ALTER QLOCAL('A') MAXDEPTH(999999999)",
        'cl': "CHGMQMQ QNAME('A') QTYPE(*LCL) MAXDEPTH(999999999)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "A", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_MAX_Q_DEPTH": 999999999}}',
        'tpf': 'ZMQSC ALT QL-A MAXDEPTH-0',
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "A", "parameters": {"maxdepth": 999999999}}',
    }),
    # PCF JSON
    ('pcf', '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_MAX_Q_DEPTH": 7}}', {
        'mqsc': "ALTER QLOCAL('APP.IN') MAXDEPTH(7)",
        'cl': "CHGMQMQ QNAME('APP.IN') QTYPE(*LCL) MAXDEPTH(7)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_MAX_Q_DEPTH": 7}}',
        'tpf': 'ZMQSC ALT QL-APP.IN MAXDEPTH-7',
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "APP.IN", "parameters": {"maxdepth": 7}}',
    }),
    # REST keeps the name's case
    ('rest', '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "app.in", "parameters": {"trigger": "yes", "trigtype": "first"}}', {
        'mqsc': "ALTER QLOCAL('app.in') TRIGGER TRIGTYPE(FIRST)",
        'cl': "CHGMQMQ QNAME('app.in') QTYPE(*LCL) TRGENBL(*YES) TRGTYPE(*FIRST)",
        'pcf': '{"command": "MQCMD_CHANGE_Q", "parameters": {"MQCA_Q_NAME": "app.in", "MQIA_Q_TYPE": "MQQT_LOCAL", "MQIA_TRIGGER_CONTROL": "MQTC_ON", "MQIA_TRIGGER_TYPE": "MQTT_FIRST"}}',
        'tpf': "ZMQSC ALT QL-'app.in' TRIGGER TRIGTYPE-FIRST",
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "qlocal", "name": "app.in", "parameters": {"trigger": "yes", "trigtype": "first"}}',
    }),
    # process definitions: *SYSDFTPRC is omission on create; none on TPF (MQT305)
    ('cl', "CRTMQMPRC PRCNAME(APP.PROC) REPLACE(*YES) TEXT('Trigger') APPTYPE(*SYSDFTPRC) APPID('QMQM/AMQSINQ4') ENVDATA('JOBPTY(3)')", {
        'mqsc': "DEFINE PROCESS('APP.PROC') DESCR('Trigger') APPLICID('QMQM/AMQSINQ4') ENVRDATA('JOBPTY(3)') REPLACE",
        'cl': "CRTMQMPRC PRCNAME('APP.PROC') REPLACE(*YES) TEXT('Trigger') APPTYPE(*SYSDFTPRC) APPID('QMQM/AMQSINQ4') ENVDATA('JOBPTY(3)')",
        'pcf': '{"command": "MQCMD_CREATE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "APP.PROC", "MQCA_PROCESS_DESC": "Trigger", "MQCA_APPL_ID": "QMQM/AMQSINQ4", "MQCA_ENV_DATA": "JOBPTY(3)", "MQIACF_REPLACE": "MQRP_YES"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "process", "name": "APP.PROC", "parameters": {"descr": "Trigger", "applicid": "QMQM/AMQSINQ4", "envrdata": "JOBPTY(3)", "replace": "yes"}}',
    }),
    # CHGMQMPRC positions: no REPLACE, so TEXT is 3; *NONE is blank
    ('cl', "CHGMQMPRC 'APP.PROC' *DFT *SAME *UNIX '/opt/app/run' *NONE '&'", {
        'mqsc': "ALTER PROCESS('APP.PROC') APPLTYPE(UNIX) APPLICID('/opt/app/run') USERDATA(' ') ENVRDATA('&')",
        'cl': "CHGMQMPRC PRCNAME('APP.PROC') MQMNAME(*DFT) TEXT(*SAME) APPTYPE(*UNIX) APPID('/opt/app/run') USRDATA(*NONE) ENVDATA('&')",
        'pcf': '{"command": "MQCMD_CHANGE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "APP.PROC", "MQIA_APPL_TYPE": "MQAT_UNIX", "MQCA_APPL_ID": "/opt/app/run", "MQCA_USER_DATA": " ", "MQCA_ENV_DATA": "&"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "process", "name": "APP.PROC", "parameters": {"appltype": "unix", "applicid": "/opt/app/run", "userdata": " ", "envrdata": "&"}}',
    }),
    # APPLTYPE(DEF) has no PCF number (MQT302); PRO is PROCESS
    ('mqsc', "ALTER PRO(P) APPLTYPE(DEF) USERDATA(' ')", {
        'mqsc': "ALTER PROCESS('P') APPLTYPE(DEF) USERDATA(' ')",
        'cl': "CHGMQMPRC PRCNAME('P') APPTYPE(*DEF) USRDATA(*NONE)",
        'pcf': 'unsupported',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "alter", "qualifier": "process", "name": "P", "parameters": {"appltype": "def", "userdata": " "}}',
    }),
    # LIKE copies a process; WINDOWSNT is read, and MQSC writes MQAT_WINDOWS_NT as its number
    ('mqsc', 'DEFINE PROCESS(P2) LIKE(P1) APPLTYPE(WINDOWSNT) NOREPLACE', {
        'mqsc': "DEFINE PROCESS('P2') LIKE('P1') APPLTYPE(11) NOREPLACE",
        'cl': "CPYMQMPRC FROMPRC('P1') TOPRC('P2') REPLACE(*NO) APPTYPE(*WINDOWS_NT)",
        'pcf': '{"command": "MQCMD_COPY_PROCESS", "parameters": {"MQCACF_FROM_PROCESS_NAME": "P1", "MQCACF_TO_PROCESS_NAME": "P2", "MQIA_APPL_TYPE": "MQAT_WINDOWS_NT", "MQIACF_REPLACE": "MQRP_NO"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "define", "qualifier": "process", "name": "P2", "parameters": {"like": "P1", "appltype": 11, "noreplace": "yes"}}',
    }),
    # DLTMQMPRC by position
    ('cl', 'DLTMQMPRC PRC1', {
        'mqsc': "DELETE PROCESS('PRC1')",
        'cl': "DLTMQMPRC PRCNAME('PRC1')",
        'pcf': '{"command": "MQCMD_DELETE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "PRC1"}}',
        'tpf': 'unsupported',
        'rest': '{"type": "runCommandJSON", "command": "delete", "qualifier": "process", "name": "PRC1"}',
    }),
]


@pytest.mark.parametrize(("source", "text", "expected"), CASES, ids=[f"{c[0]}:{c[1][:40]}" for c in CASES])
def test_case_table(source: str, text: str, expected: dict[str, str]) -> None:
    for target, want in expected.items():
        result = translate(text + "\n", source, target, width=0)
        if want == "unsupported":
            assert not result.ok, target
            assert all(r.status == "failed" for r in result.records), target
        else:
            assert result.ok and result.output.strip() == want, target


def test_the_table_covers_every_text_dialect() -> None:
    text_dialects = {name for name, dialect in DIALECTS.items() if not dialect.binary}
    assert all(set(expected) == text_dialects for _, _, expected in CASES)
    assert {source for source, _, _ in CASES} == text_dialects
