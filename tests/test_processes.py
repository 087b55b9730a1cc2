"""Process definitions: the CL, MQSC and PCF forms, their values and limits, and MQT309 across platforms.

Facts from ../shared/reference/process.md; the [UNSURE] ones this project decided are named in the tests.
"""

from __future__ import annotations

import pytest

from tests.helpers import commands
from translator import translate
from translator.dialects.cl_vocabulary import COMMANDS, positional
from translator.model import BLANK, SYSTEM_DEFAULT, UNCHANGED, Action, Explicit, ObjectType
from translator.registry.process_attributes import IBM_I, TYPE_PLATFORMS


def one(text: str, dialect: str = "cl") -> object:
    (command,) = commands(text, dialect)
    return command


def codes(text: str, source: str, target: str, **options: object) -> list[str]:
    return [d.code for d in translate(text + "\n", source, target, **options).diagnostics]  # type: ignore[arg-type]


def test_cl_positions_follow_each_command_chgmqmprc_has_no_replace() -> None:
    assert positional(COMMANDS["CRTMQMPRC"]) == ("PRCNAME", "MQMNAME", "REPLACE", "TEXT", "APPTYPE", "APPID",
                                                 "USRDATA", "ENVDATA")
    assert positional(COMMANDS["CHGMQMPRC"]) == ("PRCNAME", "MQMNAME", "TEXT", "APPTYPE", "APPID", "USRDATA",
                                                 "ENVDATA")
    assert positional(COMMANDS["CPYMQMPRC"]) == ("FROMPRC", "TOPRC", "MQMNAME", "REPLACE", "TEXT", "APPTYPE",
                                                 "APPID", "USRDATA", "ENVDATA")
    assert positional(COMMANDS["DLTMQMPRC"]) == ("PRCNAME", "MQMNAME")


def test_crtmqmprc_positional_and_keyword_forms_read_alike() -> None:
    by_position = one("CRTMQMPRC P *DFT *YES 'Text' *OS400 'LIB/PGM' *NONE 'JOBPTY(3)'")
    by_keyword = one("CRTMQMPRC PRCNAME(P) REPLACE(*YES) TEXT('Text') APPTYPE(*OS400) APPID('LIB/PGM') "
                     "USRDATA(*NONE) ENVDATA('JOBPTY(3)')")
    assert by_position.canonical() == by_keyword.canonical()  # type: ignore[attr-defined]
    assert by_keyword.attributes == {"ProcessDesc": Explicit("Text"), "ApplType": Explicit(8),  # type: ignore[attr-defined]
                                     "ApplId": Explicit("LIB/PGM"), "UserData": BLANK, "EnvData": Explicit("JOBPTY(3)")}


def test_chgmqmprc_positional_text_is_third_and_cpymqmprc_names_two() -> None:
    change = one("CHGMQMPRC P *DFT 'New text' *SAME")
    assert (change.action, change.attributes) == (Action.CHANGE, {  # type: ignore[attr-defined]
        "ProcessDesc": Explicit("New text"), "ApplType": UNCHANGED})
    copy = one("CPYMQMPRC FROMPRC(A) TOPRC(B) TEXT(*SAME) APPTYPE(*UNIX)")
    assert (copy.action, copy.from_name, copy.name, copy.object_type) == (  # type: ignore[attr-defined]
        Action.COPY, "A", "B", ObjectType.PROCESS)


def test_sysdftprc_is_the_process_system_default_and_no_other_family_default_is() -> None:
    assert one("CRTMQMPRC P TEXT(*SYSDFTPRC) APPTYPE(*SYSDFTPRC)").attributes == {  # type: ignore[attr-defined]
        "ProcessDesc": SYSTEM_DEFAULT, "ApplType": SYSTEM_DEFAULT}
    assert "MQT201" in codes("CRTMQMPRC P TEXT(*SYSDFTQ)", "cl", "mqsc")
    assert "MQT201" in codes("CRTMQMQ Q *LCL TEXT(*SYSDFTPRC)", "cl", "mqsc")
    assert "MQT206" in codes("CHGMQMPRC P TEXT(*SYSDFTPRC)", "cl", "mqsc")  # a change has no system default


@pytest.mark.parametrize(("text", "code"), [
    ("CRTMQMPRC P APPID('" + "x" * 257 + "')", "MQT203"),  # MQ_PROCESS_APPL_ID_LENGTH 256
    ("CRTMQMPRC P ENVDATA('" + "x" * 129 + "')", "MQT203"),  # MQ_PROCESS_ENV_DATA_LENGTH 128
    ("CRTMQMPRC P USRDATA('" + "x" * 129 + "')", "MQT203"),  # MQ_PROCESS_USER_DATA_LENGTH 128
    ("CRTMQMPRC P TEXT('" + "x" * 65 + "')", "MQT203"),  # MQ_PROCESS_DESC_LENGTH 64
    ("CRTMQMPRC " + "P" * 49, "MQT203"),  # MQ_PROCESS_NAME_LENGTH 48
    ("CRTMQMPRC P APPTYPE(1000000000)", "MQT202"),  # MQAT_USER_LAST 999999999
    ("CRTMQMPRC P APPTYPE(-1)", "MQT202"),
    ("CRTMQMPRC P APPTYPE(*LINUX)", "MQT201"),
    ("CRTMQMPRC P MAXDEPTH(5)", "MQT105"),
    ("CHGMQMPRC P REPLACE(*YES)", "MQT105"),  # CHGMQMPRC has no REPLACE
    ("CRTMQMPRC TEXT('no name')", "MQT107"),
])
def test_lengths_ranges_and_parameters_are_validated(text: str, code: str) -> None:
    assert code in codes(text, "cl", "mqsc")


def test_user_defined_application_types_span_65536_to_999999999() -> None:
    for number in (65536, 999_999_999):
        assert one(f"CRTMQMPRC P APPTYPE({number})").attributes == {"ApplType": Explicit(number)}  # type: ignore[attr-defined]


@pytest.mark.parametrize("noun", ["PROCESS", "PRO", "PROC", "process"])
def test_mqsc_reads_process_and_its_synonyms(noun: str) -> None:
    command = one(f"DEFINE {noun}(P) APPLTYPE(OS400)", "mqsc")
    assert (command.object_type, command.attributes) == (ObjectType.PROCESS, {"ApplType": Explicit(8)})  # type: ignore[attr-defined]


@pytest.mark.parametrize(("text", "code"), [
    ("ALTER PROCESS(P) LIKE(Q)", "MQT105"),  # LIKE is DEFINE's only
    ("ALTER PROCESS(P) FORCE", "MQT204"),  # ALTER PROCESS has no FORCE: a queue command's
    ("DEFINE PROCESS(P) MAXDEPTH(5)", "MQT204"),
    ("DEFINE PROCESS(P) APPLTYPE(LINUX)", "MQT201"),
    ("DEFINE PROCESS(P) QSGDISP(PRIVATE)", "MQT206"),  # PRIVATE on ALTER only
    ("DEFINE PROCESS(P) QSGDISP(SHARED)", "MQT204"),  # SHARED: local queues only
    ("DELETE PROCESS(P) AUTHREC(NO)", "MQT204"),  # AUTHREC is a queue option
])
def test_mqsc_process_parameters_are_checked(text: str, code: str) -> None:
    assert code in codes(text, "mqsc", "cl")


def test_mqsc_options_of_a_process_reach_pcf() -> None:
    result = translate("DEFINE PROCESS(P) QSGDISP(GROUP) CMDSCOPE('*') REPLACE\nDELETE PROCESS(P) IGNSTATE(YES)\n",
                       "mqsc", "pcf")
    assert result.ok and result.output.splitlines() == [
        '{"command": "MQCMD_CREATE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "P", "MQIA_QSG_DISP": "MQQSGD_GROUP", '
        '"MQCACF_COMMAND_SCOPE": "*", "MQIACF_REPLACE": "MQRP_YES"}}',
        '{"command": "MQCMD_DELETE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "P", "MQIACF_IGNORE_STATE": "MQIS_YES"}}']


def test_windows_is_mqat_windows_and_windowsnt_mqat_windows_nt_unsure() -> None:
    """[UNSURE] which number MQSC WINDOWS stores: decided MQAT_WINDOWS (9), the constant of its name; WINDOWSNT,
    which older scripts (ms03) write, is MQAT_WINDOWS_NT (11) and is written back as its number."""
    assert one("DEFINE PROCESS(P) APPLTYPE(WINDOWS)", "mqsc").attributes == {"ApplType": Explicit(9)}  # type: ignore[attr-defined]
    assert one("DEFINE PROCESS(P) APPLTYPE(WINDOWSNT)", "mqsc").attributes == {"ApplType": Explicit(11)}  # type: ignore[attr-defined]
    assert translate("DEFINE PROCESS(P) APPLTYPE(WINDOWSNT)\n", "mqsc", "mqsc").output == \
        "DEFINE PROCESS('P') APPLTYPE(11)\n"


def test_cl_reads_the_long_91_application_type_list_and_writes_the_current_one_unsure() -> None:
    """[UNSURE] whether current IBM i still takes *MVS, *IMS ... by name: the 9.2+ CL tables list *DEF, *CICS,
    *UNIX, *OS400, *WINDOWS, *WINDOWS_NT and end with a comma, so the MQ 9.1 list is read, and the others are
    written as numbers, which every table takes."""
    result = translate("DEFINE PROCESS(P) APPLTYPE(IMS)\nALTER PROCESS(P) APPLTYPE(WLM)\n"
                       "ALTER PROCESS(P) APPLTYPE(WINDOWSNT)\n", "mqsc", "cl")
    assert result.output == "CRTMQMPRC PRCNAME('P') APPTYPE(3)\nCHGMQMPRC PRCNAME('P') APPTYPE(31)\n" \
        "CHGMQMPRC PRCNAME('P') APPTYPE(*WINDOWS_NT)\n"
    assert one("CRTMQMPRC P APPTYPE(*CICS_VSE)").attributes == {"ApplType": Explicit(10)}  # type: ignore[attr-defined]
    assert translate("CRTMQMPRC P APPTYPE(*CICS_BRIDGE)\n", "cl", "mqsc").output == "DEFINE PROCESS('P') APPLTYPE(21)\n"


def test_def_is_kept_symbolic_and_pcf_cannot_carry_it() -> None:
    """MQAT_DEFAULT is 6 on AIX and Linux, 11 on Windows (and [UNSURE] 8 on IBM i): never hard-coded."""
    assert translate("CHGMQMPRC P APPTYPE(*DEF)\n", "cl", "mqsc").output == "ALTER PROCESS('P') APPLTYPE(DEF)\n"
    for target in ("pcf", "pcf-bin"):
        result = translate("ALTER PROCESS(P) APPLTYPE(DEF)\n", "mqsc", target)
        assert not result.ok and [d.code for d in result.diagnostics] == ["MQT302"]
        warned = translate("ALTER PROCESS(P) APPLTYPE(DEF) DESCR('x')\n", "mqsc", target, on_unsupported="warn")
        assert warned.ok and [c.attributes for c in commands(warned.output, target)] == [{"ProcessDesc": Explicit("x")}]
    assert "MQT201" in codes('{"command": "MQCMD_CHANGE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "P", '
                             '"MQIA_APPL_TYPE": "MQAT_DEFAULT"}}', "pcf", "mqsc")


def test_replace_default_is_no_unsure() -> None:
    """[UNSURE] CRTMQMPRC REPLACE's default: *NO, as every MQ CRT command's (its choices list *NO first), so an
    omitted REPLACE is MQSC's NOREPLACE default: both are omission."""
    assert one("CRTMQMPRC P").options == {}  # type: ignore[attr-defined]
    assert translate("DEFINE PROCESS(P)\n", "mqsc", "cl").output == "CRTMQMPRC PRCNAME('P')\n"


def test_the_pcf_process_name_is_the_head_of_a_process_command_and_an_attribute_of_a_queue() -> None:
    process = '{"command": "MQCMD_CREATE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "P"}}'
    queue = '{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "Q", "MQIA_Q_TYPE": 1, "MQCA_PROCESS_NAME": "P"}}'
    assert translate(process + "\n" + queue + "\n", "pcf", "mqsc").output == (
        "DEFINE PROCESS('P')\nDEFINE QLOCAL('Q') PROCESS('P')\n")
    assert "MQT107" in codes('{"command": "MQCMD_COPY_PROCESS", "parameters": {"MQCACF_TO_PROCESS_NAME": "B"}}',
                             "pcf", "mqsc")


def test_a_tpf_local_queue_process_names_a_process_object_as_elsewhere() -> None:
    """Seed 002: PROCESS- names "a process object that is defined on the local queue manager", whose program
    triggering runs: the same object as MQSC's PROCESS (ZMQSC only has no command defining one). How the trigger
    starts it differs (MQT306 at TRIGGER: no initiation queue on TPF), not what PROCESS names."""
    result = translate("ZMQSC DEF QL-Q1 TRIGGER PROCESS-APP.PROC\n", "tpf", "mqsc")
    assert result.ok and result.output == "DEFINE QLOCAL('Q1') TRIGGER PROCESS('APP.PROC')\n"
    assert [(d.code, d.attribute) for d in result.diagnostics] == [("MQT306", "TriggerControl")]


def test_the_tpf_reader_refuses_a_process_object() -> None:
    result = translate("ZMQSC DEF QL-Q1\nZMQSC DEF PRO-APP.PROC\n", "tpf", "mqsc")
    assert not result.ok and any("TPF has no process definitions" in d.message for d in result.diagnostics)


# MQT309: (source, target, text, warned)
PLATFORM_CASES = [
    ("cl", "mqsc", "CRTMQMPRC P APPID('LIB/PGM') ENVDATA('JOBPTY(3)')", True),  # IBM i by its source
    ("cl", "rest", "CHGMQMPRC P APPTYPE(*DEF)", True),  # DEF from CL: IBM i's type
    ("cl", "pcf", "CHGMQMPRC P APPTYPE(*OS400)", True),
    ("cl", "mqsc", "CHGMQMPRC P APPTYPE(*UNIX) APPID('/bin/x')", False),  # not an IBM i process: MQSC is used there
    ("cl", "mqsc", "CHGMQMPRC P APPTYPE(*CICS) APPID('TRN1')", False),  # CICS names no platform (CICS/400)
    ("cl", "mqsc", "CRTMQMPRC P TEXT('only a text') USRDATA('u')", False),  # nothing platform-bound is set
    ("cl", "mqsc", "DLTMQMPRC P", False),
    ("cl", "cl", "CRTMQMPRC P APPID('LIB/PGM')", False),
    ("mqsc", "cl", "DEFINE PROCESS(P) APPLTYPE(UNIX) APPLICID('/opt/x') ENVRDATA('&')", True),
    ("mqsc", "cl", "DEFINE PROCESS(P) APPLTYPE(WINDOWSNT)", True),
    ("mqsc", "cl", "DEFINE PROCESS(P) APPLTYPE(OS400) APPLICID('LIB/PGM')", False),  # IBM i into IBM i's dialect
    ("mqsc", "cl", "DEFINE PROCESS(P) APPLTYPE(DEF) APPLICID('x')", True),  # DEF: IBM i's where it runs
    ("mqsc", "cl", "DEFINE PROCESS(P) ENVRDATA('&')", True),  # the type left to the default: the same
    ("mqsc", "cl", "DEFINE PROCESS(P) DESCR('d')", False),  # nothing platform-bound is set
    ("mqsc", "cl", "DEFINE PROCESS(P) APPLTYPE(DEF)", False),  # the type alone
    ("mqsc", "pcf", "DEFINE PROCESS(P) APPLTYPE(OS400) APPLICID('LIB/PGM')", False),  # both used everywhere
    ("rest", "mqsc", '{"type": "runCommandJSON", "command": "define", "qualifier": "process", "name": "P", '
     '"parameters": {"appltype": "unix"}}', False),
    ("pcf", "cl", '{"command": "MQCMD_CREATE_PROCESS", "parameters": {"MQCA_PROCESS_NAME": "P", '
     '"MQIA_APPL_TYPE": "MQAT_MVS"}}', True),
]


@pytest.mark.parametrize(("source", "target", "text", "warned"), PLATFORM_CASES)
def test_mqt309_warns_where_a_process_names_a_platform_and_goes_elsewhere(source: str, target: str, text: str,
                                                                          warned: bool) -> None:
    result = translate(text + "\n", source, target)
    assert result.ok
    assert [d.code for d in result.diagnostics if d.code == "MQT309"] == (["MQT309"] if warned else [])


def test_mqt309_keeps_the_values_and_says_what_to_rewrite() -> None:
    result = translate("CRTMQMPRC P APPID('LIB/PGM') ENVDATA('JOBPTY(3)')\n", "cl", "mqsc")
    (warning,) = [d for d in result.diagnostics if d.code == "MQT309"]
    assert warning.message == ("process P is for IBM i (its source is for IBM i and names no other ApplType): "
                               "ApplId 'LIB/PGM', EnvData 'JOBPTY(3)' kept as written")
    assert "command line" in warning.expected and warning.attribute == "ApplId"
    assert result.output == "DEFINE PROCESS('P') APPLICID('LIB/PGM') ENVRDATA('JOBPTY(3)')\n"
    to_cl = translate("DEFINE PROCESS(P) APPLTYPE(UNIX) APPLICID('/opt/x')\n", "mqsc", "cl")
    assert "LIBRARY/PROGRAM" in next(d for d in to_cl.diagnostics if d.code == "MQT309").expected


def test_the_platform_names_agree() -> None:
    assert TYPE_PLATFORMS[8] == IBM_I  # MQAT_OS400


# AMQSAMP4's first process as a PCF message (../shared/reference/process.md §8.2: little-endian, CCSID 0, in
# IBM's order ProcessName, Replace, ProcessDesc, EnvData, ApplId), written out by hand there.
AMQSAMP4_PCF = bytes.fromhex(
    "01000000 24000000 01000000 05000000 01000000 01000000 00000000 00000000 05000000"
    "04000000 2c000000 dc070000 00000000 18000000 53595354 454d2e53 414d504c 452e494e 5150524f 43455353"
    "03000000 10000000 ee030000 01000000"
    "04000000 30000000 db070000 00000000 1c000000 54726967 67657220 70726f63 65737320 666f7220 414d5153 494e5134"
    "04000000 20000000 d7070000 00000000 09000000 4a4f4250 54592833 29000000"
    "04000000 24000000 d1070000 00000000 0d000000 514d514d 2f414d51 53494e51 34000000".replace(" ", ""))


def test_the_reference_pcf_message_of_amqsamp4s_first_process_reads_as_its_cl_command() -> None:
    cl = ("CRTMQMPRC PRCNAME('SYSTEM.SAMPLE.INQPROCESS') REPLACE(*YES) TEXT('Trigger process for AMQSINQ4') "
          "ENVDATA('JOBPTY(3)') APPID('QMQM/AMQSINQ4')")
    assert [c.canonical() for c in commands(AMQSAMP4_PCF, "pcf-bin")] == [c.canonical() for c in commands(cl, "cl")]


def test_a_process_naming_no_platform_takes_the_one_of_the_queue_manager_running_it() -> None:
    """process.md: DEF "is not portable": resolved on the queue manager that runs the command (OS400 on IBM i)."""
    result = translate("DEFINE PROCESS(Q) APPLTYPE(DEF) APPLICID('/opt/app/run.sh') ENVRDATA('&')\n", "mqsc", "cl")
    (warning,) = [d for d in result.diagnostics if d.code == "MQT309"]
    assert warning.message == ("process Q names no platform (ApplType DEF), so the queue manager that runs it takes "
                               "its own, IBM i's: ApplId '/opt/app/run.sh', EnvData '&' kept as written")
    assert "LIBRARY/PROGRAM" in warning.expected and result.ok


def test_a_process_naming_no_platform_is_warned_about_at_its_first_platform_bound_value() -> None:
    (warning,) = translate("DEFINE PROCESS(Q) APPLTYPE(DEF) ENVRDATA('&')\n", "mqsc", "cl").diagnostics
    assert (warning.code, warning.attribute, warning.span.column) == ("MQT309", "EnvData", 33)


@pytest.mark.parametrize(("command", "warned"), [
    ("ALTER PROCESS(P) APPLICID('/opt/app/run')", False),  # keeps its ApplType, which may name a platform
    ("DEFINE PROCESS(Q) LIKE(P) APPLICID('/x')", False),  # its source's
    ("DEFINE PROCESS(P) APPLICID('/opt/app/run')", True), ("ALTER PROCESS(P) APPLTYPE(DEF) APPLICID('/x')", True)])
def test_only_a_def_or_a_creates_default_type_is_resolved_where_it_runs(command: str, warned: bool) -> None:
    codes = [d.code for d in translate(command + "\n", "mqsc", "cl").diagnostics]
    assert ("MQT309" in codes) is warned


@pytest.mark.parametrize(("script", "warned"), [
    # The script made it a UNIX process: a change or copy giving no ApplType keeps that one, not IBM i's.
    ("CRTMQMPRC PRCNAME(P) APPTYPE(*UNIX) APPID('/bin/x')\nCHGMQMPRC PRCNAME(P) ENVDATA('y')\n"
     "CPYMQMPRC FROMPRC(P) TOPRC(P2) ENVDATA('z')\n", []),
    # Without an ApplType of its own, the process is IBM i's: each command says so.
    ("CRTMQMPRC PRCNAME(P) APPID('LIB/PGM')\nCHGMQMPRC PRCNAME(P) ENVDATA('y')\n", [1, 2]),
    # Deleted, then made again with no ApplType: the UNIX one is gone.
    ("CRTMQMPRC PRCNAME(P) APPTYPE(*UNIX)\nDLTMQMPRC PRCNAME(P)\nCRTMQMPRC PRCNAME(P)\nCHGMQMPRC PRCNAME(P) "
     "ENVDATA('y')\n", [4]),
])
def test_a_change_of_a_process_keeps_the_type_the_script_gave_it(script: str, warned: list[int]) -> None:
    result = translate(script, "cl", "mqsc")
    assert [d.span.line for d in result.diagnostics if d.code == "MQT309"] == warned
