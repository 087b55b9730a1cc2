"""Namelist attributes (IBM's CRTMQMNL/CHGMQMNL and Change Namelist pages) and command options shared by all objects."""

from __future__ import annotations

from translator.model import Action
from translator.registry.schema import ALL_QUEUES, NAMELIST, PROCESS, Attribute, EnumValue, Kind, L, M, P

V = EnumValue
EVERY_OBJECT = ALL_QUEUES | NAMELIST | PROCESS

NAMELIST_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute("NamelistDesc", Kind.STRING, NAMELIST, "MQCA_NAMELIST_DESC", 2009, "DESCR", "TEXT", max_length=64,
              cl_position=4, cl_blank="*BLANK"),
    Attribute("Names", Kind.NAME_LIST, NAMELIST, "MQCA_NAMES", 2020, "NAMES", "NAMES", max_length=48,
              max_items=256, cl_position=5, cl_blank="*NONE"),
    Attribute("NamelistType", Kind.ENUM, NAMELIST, "MQIA_NAMELIST_TYPE", 72, "NLTYPE", platform_note="z/OS only",
              values=(V("MQNT_NONE", 0, "NONE"), V("MQNT_Q", 1, "QUEUE", mqsc_synonyms=("Q",)),
                      V("MQNT_CLUSTER", 2, "CLUSTER"), V("MQNT_AUTH_INFO", 4, "AUTHINFO"))),
)

OPTIONS: tuple[Attribute, ...] = (
    # TPF has neither REPLACE nor FORCE: leaving them out means NOREPLACE and no FORCE there too.
    Attribute("Replace", Kind.ENUM, EVERY_OBJECT, "MQIACF_REPLACE", 1006, None, "REPLACE", mqsc_flag=True,
              option=True, actions=frozenset({Action.CREATE, Action.COPY}),
              values=(V("MQRP_YES", 1, "REPLACE", "*YES"), V("MQRP_NO", 0, "NOREPLACE", "*NO", tpf=""))),
    # FORCE has no NOFORCE: leaving it out is MQFC_NO. It is not valid for model queues, nor for processes
    # (ALTER PROCESS and Change Process have none).
    Attribute("Force", Kind.ENUM, EVERY_OBJECT - {M, P}, "MQIACF_FORCE", 1005, None, "FORCE", mqsc_flag=True, option=True,
              actions=frozenset({Action.CHANGE}),
              values=(V("MQFC_YES", 1, "FORCE", "*YES"), V("MQFC_NO", 0, "", "*NO", tpf=""))),
    # MQMNAME selects the queue manager on IBM i; MQSC and PCF address it outside the command.
    Attribute("QMgrName", Kind.STRING, EVERY_OBJECT, cl="MQMNAME", max_length=48, option=True, context=True),
    # CMDSCOPE names a queue manager of the queue sharing group (or is '*'): MQ_QSG_NAME_LENGTH, 4.
    Attribute("CommandScope", Kind.STRING, EVERY_OBJECT, "MQCACF_COMMAND_SCOPE", 3080, "CMDSCOPE", max_length=4,
              option=True, platform_note="z/OS only"),
    # PRIVATE exists only on ALTER (MQCMD_CHANGE_Q) and SHARED only for local queues.
    Attribute("QSGDisposition", Kind.ENUM, EVERY_OBJECT, "MQIA_QSG_DISP", 63, "QSGDISP", option=True,
              platform_note="z/OS only",
              values=(V("MQQSGD_Q_MGR", 0, "QMGR"), V("MQQSGD_COPY", 1, "COPY"), V("MQQSGD_GROUP", 3, "GROUP"),
                      V("MQQSGD_SHARED", 2, "SHARED", object_types=frozenset({L})),
                      V("MQQSGD_PRIVATE", 4, "PRIVATE", actions=frozenset({Action.CHANGE})))),
    # IGNSTATE(YES): a delete succeeds whether or not the object exists; NO (the default) fails when it does not.
    Attribute("IgnoreState", Kind.ENUM, EVERY_OBJECT, "MQIACF_IGNORE_STATE", 1423, "IGNSTATE", option=True,
              actions=frozenset({Action.DELETE}), platform_note="AIX, Linux and Windows only",
              values=(V("MQIS_YES", 1, "YES"), V("MQIS_NO", 0, "NO"))),
    # AUTHREC(YES), the default, deletes the queue's authority records with it; NO keeps them.
    Attribute("RemoveAuthrec", Kind.ENUM, ALL_QUEUES, "MQIACF_REMOVE_AUTHREC", 1398, "AUTHREC", option=True,
              actions=frozenset({Action.DELETE}), platform_note="not z/OS",
              values=(V("MQRAR_YES", 1, "YES"), V("MQRAR_NO", 0, "NO"))),
    # DELETE QLOCAL PURGE/NOPURGE; DLTMQMQ has no purge (the queue must be empty), which is NOPURGE.
    # ZMQSC DEL QL takes a purge flag (gtpa2m1j) [UNSURE: its spelling PURGE, the page shows no diagram].
    Attribute("Purge", Kind.ENUM, frozenset({L}), "MQIACF_PURGE", 1007, None, None, mqsc_flag=True, option=True,
              actions=frozenset({Action.DELETE}), tpf_types=frozenset({L}),
              values=(V("MQPO_YES", 1, "PURGE", tpf="PURGE"), V("MQPO_NO", 0, "NOPURGE", "", tpf=""))),
)
