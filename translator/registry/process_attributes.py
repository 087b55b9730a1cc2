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
# CL words: the current table's (*DEF, *CICS, *UNIX, *OS400, *WINDOWS, *WINDOWS_NT) read and written; the others of
# the MQ 9.1 CHGMQMPRC table read only, as the later tables may have dropped them [UNSURE: they end with a comma,
# cut or shortened]: their types are written as numbers, which every table takes. DEF has no number: MQAT_DEFAULT is the
# type of the platform a program is built for (6 on AIX and Linux, 11 on Windows), so PCF cannot carry it.
APPLICATION_TYPES: tuple[EnumValue, ...] = (
    V(pcf="MQAT_DEFAULT", number=None, spellings={"mqsc": "DEF", "cl": "*DEF"}),
    V(pcf="MQAT_NO_CONTEXT", number=0),
    V(pcf="MQAT_CICS", number=1, spellings={"mqsc": "CICS", "cl": "*CICS"}),
    V(pcf="MQAT_MVS", number=2, spellings={"mqsc": "MVS"}, synonyms={"cl": ("*MVS",)}),
    V(pcf="MQAT_IMS", number=3, spellings={"mqsc": "IMS"}, synonyms={"cl": ("*IMS",)}),
    V(pcf="MQAT_OS2", number=4, synonyms={"cl": ("*OS2",), "mqsc": ("OS2",)}),
    V(pcf="MQAT_DOS", number=5, synonyms={"cl": ("*DOS",), "mqsc": ("DOS",)}),
    V(pcf="MQAT_UNIX", number=6, spellings={"mqsc": "UNIX", "cl": "*UNIX"}),
    V(pcf="MQAT_QMGR", number=7, synonyms={"cl": ("*QMGR",), "mqsc": ("QMGR",)}),
    V(pcf="MQAT_OS400", number=8, spellings={"mqsc": "OS400", "cl": "*OS400"}),
    V(pcf="MQAT_WINDOWS", number=9, spellings={"mqsc": "WINDOWS", "cl": "*WINDOWS"}),
    V(pcf="MQAT_CICS_VSE", number=10, synonyms={"cl": ("*CICS_VSE",), "mqsc": ("CICSVSE",)}),
    V(pcf="MQAT_WINDOWS_NT", number=11, spellings={"cl": "*WINDOWS_NT"}, synonyms={"mqsc": ("WINDOWSNT",)}),
    V(pcf="MQAT_VMS", number=12, synonyms={"cl": ("*VMS",), "mqsc": ("OPENVMS",)}),
    V(pcf="MQAT_NSK", number=13, spellings={"mqsc": "NSK"}, synonyms={"cl": ("*NSK",)}),
    V(pcf="MQAT_VOS", number=14, synonyms={"cl": ("*VOS",), "mqsc": ("VOS",)}),
    V(pcf="MQAT_OPEN_TP1", number=15),
    V(pcf="MQAT_VM", number=18),
    V(pcf="MQAT_IMS_BRIDGE", number=19, synonyms={"cl": ("*IMS_BRIDGE",), "mqsc": ("IMS_BRIDGE",)}),
    V(pcf="MQAT_XCF", number=20, synonyms={"cl": ("*XCF",), "mqsc": ("XCF",)}),
    V(pcf="MQAT_CICS_BRIDGE", number=21, synonyms={"cl": ("*CICS_BRIDGE",)}),
    V(pcf="MQAT_NOTES_AGENT", number=22, spellings={"mqsc": "NOTESAGENT"}, synonyms={"cl": ("*NOTES_AGENT",)}),
    V(pcf="MQAT_TPF", number=23),
    V(pcf="MQAT_USER", number=25),
    V(pcf="MQAT_BROKER", number=26, synonyms={"cl": ("*BROKER",)}),
    V(pcf="MQAT_JAVA", number=28, synonyms={"cl": ("*JAVA",)}),
    V(pcf="MQAT_DQM", number=29, synonyms={"cl": ("*DQM",)}),
    V(pcf="MQAT_CHANNEL_INITIATOR", number=30),
    V(pcf="MQAT_WLM", number=31, spellings={"mqsc": "WLM"}),
    V(pcf="MQAT_BATCH", number=32),
    V(pcf="MQAT_RRS_BATCH", number=33),
    V(pcf="MQAT_SIB", number=34),
    V(pcf="MQAT_SYSTEM_EXTENSION", number=35),
    V(pcf="MQAT_MCAST_PUBLISH", number=36),
    V(pcf="MQAT_AMQP", number=37),
    V(pcf="MQAT_OS390", number=2), V(pcf="MQAT_ZOS", number=2), V(pcf="MQAT_AIX", number=6), V(pcf="MQAT_GUARDIAN", number=13),
    V(pcf="MQAT_QMGR_PUBLISH", number=26),
)

PROCESS_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(name="ProcessDesc", kind=Kind.STRING, object_types=PROCESS, pcf="MQCA_PROCESS_DESC", pcf_number=2011,
              spellings={"mqsc": "DESCR", "cl": "TEXT"}, max_length=64, positions={"cl": 4}, blanks={"cl": "*BLANK"}),
    # MQSC: a system-defined type 0-65535 or a user-defined one 65536-999999999 (DEFINE PROCESS); CL's page names
    # the user range only, and says other values are accepted too.
    Attribute(name="ApplType", kind=Kind.INTEGER, object_types=PROCESS, pcf="MQIA_APPL_TYPE", pcf_number=1,
              spellings={"mqsc": "APPLTYPE", "cl": "APPTYPE"}, specials=APPLICATION_TYPES, minimum=0, maximum=MAX_APPL_TYPE,
              positions={"cl": 5}),
    # CL APPID has no blank word (its choices are a value or *SYSDFTPRC): a blank is written ' '.
    Attribute(name="ApplId", kind=Kind.STRING, object_types=PROCESS, pcf="MQCA_APPL_ID", pcf_number=2001,
              spellings={"mqsc": "APPLICID", "cl": "APPID"}, max_length=256, positions={"cl": 6}),
    Attribute(name="UserData", kind=Kind.STRING, object_types=PROCESS, pcf="MQCA_USER_DATA", pcf_number=2021,
              spellings={"mqsc": "USERDATA", "cl": "USRDATA"}, max_length=128, positions={"cl": 7}, blanks={"cl": "*NONE"}),
    Attribute(name="EnvData", kind=Kind.STRING, object_types=PROCESS, pcf="MQCA_ENV_DATA", pcf_number=2007,
              spellings={"mqsc": "ENVRDATA", "cl": "ENVDATA"}, max_length=128, positions={"cl": 8}, blanks={"cl": "*NONE"}),
)

IBM_I = "IBM i"
# The platform each application type names, for the warning on a process that moves to another platform (MQT309).
# CICS is not one: CL *CICS is a CICS/400 application on IBM i, MQSC CICS mostly a z/OS one.
TYPE_PLATFORMS: dict[int, str] = {
    2: "z/OS", 3: "z/OS", 31: "z/OS",  # MVS, IMS, WLM
    4: "OS/2", 5: "DOS", 6: "AIX, Linux or UNIX", 8: IBM_I, 9: "Windows", 11: "Windows", 12: "OpenVMS",
    13: "HP NonStop", 14: "Stratus VOS",
}
