"""Namelist attributes (IBM's CRTMQMNL/CHGMQMNL and Change Namelist pages) and command options shared by all objects."""

from __future__ import annotations

from translator.dialects.tpf_rules import TpfRule
from translator.model import Action
from translator.registry.schema import ALL_QUEUES, NAMELIST, PROCESS, Attribute, EnumValue, Kind, L, M

V = EnumValue
EVERY_OBJECT = ALL_QUEUES | NAMELIST | PROCESS

NAMELIST_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(name="NamelistDesc", kind=Kind.STRING, object_types=NAMELIST, pcf="MQCA_NAMELIST_DESC", pcf_number=2009,
              spellings={"mqsc": "DESCR", "cl": "TEXT"}, max_length=64, positions={"cl": 4}, blanks={"cl": "*BLANK"}),
    Attribute(name="Names", kind=Kind.NAME_LIST, object_types=NAMELIST, pcf="MQCA_NAMES", pcf_number=2020,
              spellings={"mqsc": "NAMES", "cl": "NAMES"}, max_length=48, max_items=256, positions={"cl": 5},
              blanks={"cl": "*NONE"}),
    Attribute(name="NamelistType", kind=Kind.ENUM, object_types=NAMELIST, pcf="MQIA_NAMELIST_TYPE", pcf_number=72,
              spellings={"mqsc": "NLTYPE"},
              values=(V(pcf="MQNT_NONE", number=0, spellings={"mqsc": "NONE"}),
                      V(pcf="MQNT_Q", number=1, spellings={"mqsc": "QUEUE"}, synonyms={"mqsc": ("Q",)}),
                      V(pcf="MQNT_CLUSTER", number=2, spellings={"mqsc": "CLUSTER"}),
                      V(pcf="MQNT_AUTH_INFO", number=4, spellings={"mqsc": "AUTHINFO"})),
              platform_note="z/OS only"),
)

OPTIONS: tuple[Attribute, ...] = (
    # TPF has neither REPLACE nor FORCE: leaving them out means NOREPLACE and no FORCE there too.
    Attribute(name="Replace", kind=Kind.ENUM, object_types=EVERY_OBJECT, pcf="MQIACF_REPLACE", pcf_number=1006,
              spellings={"cl": "REPLACE"}, flags=("mqsc",),
              values=(V(pcf="MQRP_YES", number=1, spellings={"mqsc": "REPLACE", "cl": "*YES"}),
                      V(pcf="MQRP_NO", number=0, spellings={"mqsc": "NOREPLACE", "cl": "*NO", "tpf": ""})),
              option=True, actions=frozenset({Action.CREATE, Action.COPY})),
    # FORCE has no NOFORCE: leaving it out is MQFC_NO. It is not valid for model queues, nor for namelists and
    # processes (Change Namelist and Change Process have none, nor have CHGMQMNL and CHGMQMPRC).
    Attribute(name="Force", kind=Kind.ENUM, object_types=ALL_QUEUES - {M}, pcf="MQIACF_FORCE", pcf_number=1005,
              spellings={"cl": "FORCE"}, flags=("mqsc",),
              values=(V(pcf="MQFC_YES", number=1, spellings={"mqsc": "FORCE", "cl": "*YES"}),
                      V(pcf="MQFC_NO", number=0, spellings={"mqsc": "", "cl": "*NO", "tpf": ""})),
              option=True, actions=frozenset({Action.CHANGE})),
    # MQMNAME selects the queue manager on IBM i; MQSC and PCF address it outside the command.
    Attribute(name="QMgrName", kind=Kind.STRING, object_types=EVERY_OBJECT, spellings={"cl": "MQMNAME"}, max_length=48,
              option=True, context=True),
    # CMDSCOPE names a queue manager of the queue sharing group (or is '*'): MQ_QSG_NAME_LENGTH, 4.
    Attribute(name="CommandScope", kind=Kind.STRING, object_types=EVERY_OBJECT, pcf="MQCACF_COMMAND_SCOPE", pcf_number=3080,
              spellings={"mqsc": "CMDSCOPE"}, max_length=4, option=True, platform_note="z/OS only",
              bare=frozenset({"*"})),
    # PRIVATE exists only on ALTER (MQCMD_CHANGE_Q) and SHARED only for local queues.
    Attribute(name="QSGDisposition", kind=Kind.ENUM, object_types=EVERY_OBJECT, pcf="MQIA_QSG_DISP", pcf_number=63,
              spellings={"mqsc": "QSGDISP"},
              values=(V(pcf="MQQSGD_Q_MGR", number=0, spellings={"mqsc": "QMGR"}),
                      V(pcf="MQQSGD_COPY", number=1, spellings={"mqsc": "COPY"}),
                      V(pcf="MQQSGD_GROUP", number=3, spellings={"mqsc": "GROUP"}),
                      V(pcf="MQQSGD_SHARED", number=2, spellings={"mqsc": "SHARED"}, object_types=frozenset({L})),
                      V(pcf="MQQSGD_PRIVATE", number=4, spellings={"mqsc": "PRIVATE"}, actions=frozenset({Action.CHANGE}))),
              option=True, platform_note="z/OS only"),
    # IGNSTATE(YES): a delete succeeds whether or not the object exists; NO (the default) fails when it does not.
    Attribute(name="IgnoreState", kind=Kind.ENUM, object_types=EVERY_OBJECT, pcf="MQIACF_IGNORE_STATE", pcf_number=1423,
              spellings={"mqsc": "IGNSTATE"},
              values=(V(pcf="MQIS_YES", number=1, spellings={"mqsc": "YES"}),
                      V(pcf="MQIS_NO", number=0, spellings={"mqsc": "NO", "cl": "", "tpf": ""})),
              option=True, actions=frozenset({Action.DELETE}), platform_note="AIX, Linux and Windows only"),
    # AUTHREC(YES), the default, deletes the queue's authority records with it; NO keeps them. DLTMQMQ has no such
    # parameter, and what it does with the records is not known [UNSURE]: YES, asked for, is refused there too, as
    # dropping it could leave a deleted queue's authorities in place.
    Attribute(name="RemoveAuthrec", kind=Kind.ENUM, object_types=ALL_QUEUES, pcf="MQIACF_REMOVE_AUTHREC", pcf_number=1398,
              spellings={"mqsc": "AUTHREC"},
              values=(V(pcf="MQRAR_YES", number=1, spellings={"mqsc": "YES"}),
                      V(pcf="MQRAR_NO", number=0, spellings={"mqsc": "NO"})),
              option=True, actions=frozenset({Action.DELETE}), platform_note="not z/OS"),
    # DELETE QLOCAL PURGE/NOPURGE; DLTMQMQ has no purge (the queue must be empty), which is NOPURGE.
    # ZMQSC DEL QL takes a purge flag (gtpa2m1j) [UNSURE: its spelling PURGE, the page shows no diagram].
    Attribute(name="Purge", kind=Kind.ENUM, object_types=frozenset({L}), pcf="MQIACF_PURGE", pcf_number=1007,
              flags=("mqsc", "tpf"),
              values=(V(pcf="MQPO_YES", number=1, spellings={"mqsc": "PURGE", "tpf": "PURGE"}),
                      V(pcf="MQPO_NO", number=0, spellings={"mqsc": "NOPURGE", "cl": "", "tpf": ""})),
              option=True, actions=frozenset({Action.DELETE}), rules={"tpf": TpfRule(types=frozenset({L}))}),
)
