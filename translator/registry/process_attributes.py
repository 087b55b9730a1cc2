"""Process definition attributes: every parameter of PCF Change/Copy/Create Process, of MQSC DEFINE/ALTER PROCESS
and of CRTMQMPRC/CHGMQMPRC/CPYMQMPRC, with their IBM constants (cmqc.h, cmqcfc.h). TPF has no process object.

CL positions are CRTMQMPRC's (TEXT is 4); CHGMQMPRC, which has no REPLACE, and CPYMQMPRC, which has two names,
shift them by their offsets (translator/dialects/cl_vocabulary.py).
"""

from __future__ import annotations

from translator.registry.schema import PROCESS, Attribute, EnumValue, Kind

V = EnumValue
MAX_APPL_TYPE = 999_999_999  # MQAT_USER_LAST

# APPLTYPE's named application types (MQAT_*), in number order; aliases of a number come after its first name.
# MQSC words: the DEFINE/ALTER PROCESS diagrams (CICS, DEF, IMS, MVS, NOTESAGENT, NSK, OS400, UNIX, WINDOWS, WLM);
# any other type is written as its number, which MQSC takes for any type. OS2, DOS, WINDOWSNT, QMGR, CICSVSE,
# OPENVMS, VOS, IMS_BRIDGE and XCF are what older scripts (ms03 saveqmgr) write: read, never written
# [UNSURE that current runmqsc accepts them]. WINDOWS is MQAT_WINDOWS (9), the constant of that name
# [UNSURE: no IBM page says which number MQSC WINDOWS stores]; WINDOWSNT is MQAT_WINDOWS_NT (11).
# CL words: the MQ 9.1 CHGMQMPRC table, read and written; later tables list fewer but end with a comma, cut
# rather than shortened [UNSURE that current IBM i takes every one]. DEF has no number: MQAT_DEFAULT is the
# type of the platform a program is built for (6 on AIX and Linux, 11 on Windows), so PCF cannot carry it.
APPLICATION_TYPES: tuple[EnumValue, ...] = (
    V("MQAT_DEFAULT", None, "DEF", "*DEF"),
    V("MQAT_NO_CONTEXT", 0),
    V("MQAT_CICS", 1, "CICS", "*CICS"),
    V("MQAT_MVS", 2, "MVS", "*MVS"),
    V("MQAT_IMS", 3, "IMS", "*IMS"),
    V("MQAT_OS2", 4, None, "*OS2", mqsc_synonyms=("OS2",)),
    V("MQAT_DOS", 5, None, "*DOS", mqsc_synonyms=("DOS",)),
    V("MQAT_UNIX", 6, "UNIX", "*UNIX"),
    V("MQAT_QMGR", 7, None, "*QMGR", mqsc_synonyms=("QMGR",)),
    V("MQAT_OS400", 8, "OS400", "*OS400"),
    V("MQAT_WINDOWS", 9, "WINDOWS", "*WINDOWS"),
    V("MQAT_CICS_VSE", 10, None, "*CICS_VSE", mqsc_synonyms=("CICSVSE",)),
    V("MQAT_WINDOWS_NT", 11, None, "*WINDOWS_NT", mqsc_synonyms=("WINDOWSNT",)),
    V("MQAT_VMS", 12, None, "*VMS", mqsc_synonyms=("OPENVMS",)),
    V("MQAT_NSK", 13, "NSK", "*NSK"),
    V("MQAT_VOS", 14, None, "*VOS", mqsc_synonyms=("VOS",)),
    V("MQAT_OPEN_TP1", 15),
    V("MQAT_VM", 18),
    V("MQAT_IMS_BRIDGE", 19, None, "*IMS_BRIDGE", mqsc_synonyms=("IMS_BRIDGE",)),
    V("MQAT_XCF", 20, None, "*XCF", mqsc_synonyms=("XCF",)),
    V("MQAT_CICS_BRIDGE", 21, None, "*CICS_BRIDGE"),
    V("MQAT_NOTES_AGENT", 22, "NOTESAGENT", "*NOTES_AGENT"),
    V("MQAT_TPF", 23),
    V("MQAT_USER", 25),
    V("MQAT_BROKER", 26, None, "*BROKER"),
    V("MQAT_JAVA", 28, None, "*JAVA"),
    V("MQAT_DQM", 29, None, "*DQM"),
    V("MQAT_CHANNEL_INITIATOR", 30),
    V("MQAT_WLM", 31, "WLM"),
    V("MQAT_BATCH", 32),
    V("MQAT_RRS_BATCH", 33),
    V("MQAT_SIB", 34),
    V("MQAT_SYSTEM_EXTENSION", 35),
    V("MQAT_MCAST_PUBLISH", 36),
    V("MQAT_AMQP", 37),
    V("MQAT_OS390", 2), V("MQAT_ZOS", 2), V("MQAT_AIX", 6), V("MQAT_GUARDIAN", 13), V("MQAT_QMGR_PUBLISH", 26),
)

PROCESS_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute("ProcessDesc", Kind.STRING, PROCESS, "MQCA_PROCESS_DESC", 2011, "DESCR", "TEXT", max_length=64,
              cl_position=4, cl_blank="*BLANK"),
    # MQSC: a system-defined type 0-65535 or a user-defined one 65536-999999999 (DEFINE PROCESS); CL's page names
    # the user range only, and says other values are accepted too.
    Attribute("ApplType", Kind.INTEGER, PROCESS, "MQIA_APPL_TYPE", 1, "APPLTYPE", "APPTYPE", minimum=0,
              maximum=MAX_APPL_TYPE, cl_position=5, specials=APPLICATION_TYPES),
    # CL APPID has no blank word (its choices are a value or *SYSDFTPRC): a blank is written ' '.
    Attribute("ApplId", Kind.STRING, PROCESS, "MQCA_APPL_ID", 2001, "APPLICID", "APPID", max_length=256,
              cl_position=6),
    Attribute("UserData", Kind.STRING, PROCESS, "MQCA_USER_DATA", 2021, "USERDATA", "USRDATA", max_length=128,
              cl_position=7, cl_blank="*NONE"),
    Attribute("EnvData", Kind.STRING, PROCESS, "MQCA_ENV_DATA", 2007, "ENVRDATA", "ENVDATA", max_length=128,
              cl_position=8, cl_blank="*NONE"),
)

# The platform each application type names, for the warning on a process that moves to another platform (MQT309).
# CICS is not one: CL *CICS is a CICS/400 application on IBM i, MQSC CICS mostly a z/OS one.
TYPE_PLATFORMS: dict[int, str] = {
    2: "z/OS", 3: "z/OS", 31: "z/OS",  # MVS, IMS, WLM
    4: "OS/2", 5: "DOS", 6: "AIX, Linux or UNIX", 8: "IBM i", 9: "Windows", 11: "Windows", 12: "OpenVMS",
    13: "HP NonStop", 14: "Stratus VOS",
}
