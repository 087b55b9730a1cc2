"""Queue attributes: every queue parameter of PCF Change/Copy/Create Queue (IBM's PCF pages) and
every attribute keyword of CRTMQMQ/CHGMQMQ (IBM's CL pages), with MQSC and TPF spellings.

Numbers are IBM's PCF constants (cmqc.h, cmqcfc.h); CL keywords are paired with MQSC ones by meaning, as IBM
publishes no single CL-to-MQSC table.
"""

from __future__ import annotations

from typing import Any

from translator.dialects.tpf_rules import TpfRule
from translator.model import Action
from translator.registry.process_attributes import IBM_I
from translator.registry.schema import ALL_QUEUES, LOCAL_LIKE, A, Attribute, EnumValue, Kind, L, M, R

V = EnumValue
MAX_INT = 999_999_999
LAR = frozenset({L, A, R})
LMA = frozenset({L, M, A})
LRM = frozenset({L, R, M})
# The TPF queue types an attribute is a ZMQSC DEF/ALT parameter of (IBM's TPF ZMQSC pages).
# A name there (PROCESS-, TARGQ-, RNAME-, RQMNAME-, XMITQ-) is 1 to 48 name characters: TPF takes no blank one
# (``blank=False``) [UNSURE: no page shows a way to clear one].
TPF_L, TPF_LA, TPF_R = frozenset({L}), frozenset({L, A}), frozenset({R})
# Seed 002 (TRIGTYPE), gtpi1m5d: TPF triggers by running the program the queue's PROCESS- names itself (FIRST without
# one: its CUIR exit; EVERY without one: nothing); elsewhere a trigger message goes to the initiation queue. The advice
# is the direction's: out of TPF, what starts the program there; into TPF, what TPF runs instead.
TRIGGERED_ON_TPF = ("TPF runs the queue's PROCESS- program itself (FIRST without one: its CUIR exit); elsewhere a "
                    "trigger message goes to the initiation queue (INITQ, not in TPF) for a trigger monitor: set INITQ "
                    "and start one")
TRIGGERED_INTO_TPF = ("TPF runs the queue's PROCESS- program itself (FIRST without one: its CUIR exit) and has no INITQ, "
                      "where elsewhere a trigger monitor reads the initiation queue: name TPF's program in PROCESS- (or "
                      "let CUIR take FIRST)")


def _yes_no(*, yes: tuple[str, int], no: tuple[str, int], mqsc: tuple[str, str] = ("YES", "NO"),
            tpf: tuple[str | None, str | None] = (None, None)) -> tuple[EnumValue, ...]:
    """A two-valued attribute that CL spells *YES/*NO."""
    return tuple(V(pcf=pcf, number=number, spellings=_present({"mqsc": mqsc_word, "cl": cl_word, "tpf": tpf_word}))
                 for (pcf, number), mqsc_word, cl_word, tpf_word in ((yes, mqsc[0], "*YES", tpf[0]),
                                                                      (no, mqsc[1], "*NO", tpf[1])))


def _present(words: dict[str, str | None]) -> dict[str, str]:
    """The spellings a dialect has (None: it cannot spell the value)."""
    return {dialect: word for dialect, word in words.items() if word is not None}


def _events(**fields: Any) -> Attribute:
    """A queue-depth event switch: CL *YES/*NO, MQSC ENABLED/DISABLED, PCF MQEVR_*."""
    return Attribute(kind=Kind.ENUM, object_types=LOCAL_LIKE, **fields,
                     values=_yes_no(yes=("MQEVR_ENABLED", 1), no=("MQEVR_DISABLED", 0), mqsc=("ENABLED", "DISABLED")))


def _monitoring(*, levels: bool, **fields: Any) -> Attribute:
    """MONQ/STATQ/ACCTQ: QMGR, OFF, ON or (MONQ) LOW/MEDIUM/HIGH."""
    values = [V(pcf="MQMON_Q_MGR", number=-3, spellings={"mqsc": "QMGR", "cl": "*QMGR"}),
              V(pcf="MQMON_OFF", number=0, spellings={"mqsc": "OFF", "cl": "*OFF"})]
    if levels:
        values += [V(pcf="MQMON_LOW", number=17, spellings={"mqsc": "LOW", "cl": "*LOW"}),
                   V(pcf="MQMON_MEDIUM", number=33, spellings={"mqsc": "MEDIUM", "cl": "*MEDIUM"}),
                   V(pcf="MQMON_HIGH", number=65, spellings={"mqsc": "HIGH", "cl": "*HIGH"})]
    else:
        values.append(V(pcf="MQMON_ON", number=1, spellings={"mqsc": "ON", "cl": "*ON"}))
    return Attribute(kind=Kind.ENUM, object_types=LOCAL_LIKE, values=tuple(values), **fields)


def _name(**fields: Any) -> Attribute:
    """A string attribute holding an object name (48 characters unless stated; CL's blank *NONE unless stated),
    which follows IBM's naming rules unless stated (``names_object``)."""
    fields.setdefault("max_length", 48)
    fields.setdefault("blanks", {"cl": "*NONE"})
    fields.setdefault("names_object", True)
    return Attribute(kind=Kind.STRING, **fields)


def _int(**fields: Any) -> Attribute:
    """An integer attribute with an inclusive range (``minimum``, ``maximum``)."""
    return Attribute(kind=Kind.INTEGER, **fields)


QUEUE_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(name="QDesc", kind=Kind.STRING, object_types=ALL_QUEUES, pcf="MQCA_Q_DESC", pcf_number=2013,
              spellings={"mqsc": "DESCR", "cl": "TEXT"}, max_length=64, positions={"cl": 5}, blanks={"cl": "*BLANK"},
              # TPF holds no description: a blank one, as a dmpmqcfg dump gives every queue, is what it has.
              blank_held={"tpf": frozenset({Action.CREATE, Action.CHANGE})}),
    Attribute(name="InhibitPut", kind=Kind.ENUM, object_types=ALL_QUEUES, pcf="MQIA_INHIBIT_PUT", pcf_number=10,
              spellings={"mqsc": "PUT", "cl": "PUTENBL", "tpf": "PUT"},
              values=_yes_no(yes=("MQQA_PUT_ALLOWED", 0), no=("MQQA_PUT_INHIBITED", 1), mqsc=("ENABLED", "DISABLED"),
                             tpf=("ENABLED", "DISABLED")),
              positions={"cl": 6}, rules={"tpf": TpfRule(types=TPF_LA)}),
    _int(name="DefPriority", object_types=ALL_QUEUES, pcf="MQIA_DEF_PRIORITY", pcf_number=6,
         spellings={"mqsc": "DEFPRTY", "cl": "DFTPTY"}, minimum=0, maximum=9, positions={"cl": 7}),
    Attribute(name="DefPersistence", kind=Kind.ENUM, object_types=ALL_QUEUES, pcf="MQIA_DEF_PERSISTENCE", pcf_number=5,
              spellings={"mqsc": "DEFPSIST", "cl": "DFTMSGPST", "tpf": "DEFPSIST"},
              values=_yes_no(yes=("MQPER_PERSISTENT", 1), no=("MQPER_NOT_PERSISTENT", 0), tpf=("YES", "NO")),
              # Seed 002 says TPF's NO loses the messages on the queue at a restart: IBM i's page words DFTMSGPST
              # alike ("by default, messages are lost across a restart"), and MQSC's its DEFPSIST, all meaning the
              # default for a message put without a persistence of its own; so the same meaning, no MQT306
              # [UNSURE: the TPF page does not say "by default"].
              positions={"cl": 8}, rules={"tpf": TpfRule(types=TPF_LA)}),
    # Seed 002: TPF's PROCESS- names "a process object that is defined on the local queue manager", whose program
    # triggering runs (CUIR when none is named), as elsewhere; only ZMQSC has no command to define one (MQT305).
    _name(name="ProcessName", object_types=LOCAL_LIKE, pcf="MQCA_PROCESS_NAME", pcf_number=2012,
          spellings={"mqsc": "PROCESS", "cl": "PRCNAME", "tpf": "PROCESS"}, positions={"cl": 9},
          # A DEF QL without PROCESS- names none (gtpi1m5d: CUIR is called unless "a process was specified")
          # [UNSURE: no page gives TPF's default as blank]; an ALT's blank, a clear, TPF has no way to say.
          rules={"tpf": TpfRule(types=TPF_L, blank=False)}, blank_held={"tpf": frozenset({Action.CREATE})}),
    Attribute(name="TriggerControl", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_TRIGGER_CONTROL", pcf_number=24,
              spellings={"cl": "TRGENBL"}, flags=("mqsc", "tpf"),
              values=(V(pcf="MQTC_ON", number=1, spellings={"mqsc": "TRIGGER", "cl": "*YES", "tpf": "TRIGGER"}),
                      V(pcf="MQTC_OFF", number=0, spellings={"mqsc": "NOTRIGGER", "cl": "*NO", "tpf": "NOTRIGGER"})),
              positions={"cl": 10}, rules={"tpf": TpfRule(types=TPF_L, differs_at=("MQTC_ON",), differs=TRIGGERED_ON_TPF,
                                                                       differs_into=TRIGGERED_INTO_TPF)}),
    Attribute(name="InhibitGet", kind=Kind.ENUM, object_types=LMA, pcf="MQIA_INHIBIT_GET", pcf_number=9,
              spellings={"mqsc": "GET", "cl": "GETENBL", "tpf": "GET"},
              values=_yes_no(yes=("MQQA_GET_ALLOWED", 0), no=("MQQA_GET_INHIBITED", 1), mqsc=("ENABLED", "DISABLED"),
                             tpf=("ENABLED", "DISABLED")),
              positions={"cl": 11}, rules={"tpf": TpfRule(types=TPF_LA)}),
    Attribute(name="Shareability", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_SHAREABILITY", pcf_number=23,
              spellings={"cl": "SHARE"}, flags=("mqsc",),
              values=(V(pcf="MQQA_SHAREABLE", number=1, spellings={"mqsc": "SHARE", "cl": "*YES"}),
                      V(pcf="MQQA_NOT_SHAREABLE", number=0, spellings={"mqsc": "NOSHARE", "cl": "*NO"})),
              positions={"cl": 12}),
    # DFTSHARE *YES = shared by meaning ("Default share option"); [UNSURE] no IBM table pairs them.
    Attribute(name="DefInputOpenOption", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_DEF_INPUT_OPEN_OPTION", pcf_number=4,
              spellings={"mqsc": "DEFSOPT", "cl": "DFTSHARE"},
              values=_yes_no(yes=("MQOO_INPUT_SHARED", 2), no=("MQOO_INPUT_EXCLUSIVE", 4), mqsc=("SHARED", "EXCL")),
              positions={"cl": 13}),
    Attribute(name="MsgDeliverySequence", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_MSG_DELIVERY_SEQUENCE",
              pcf_number=16, spellings={"mqsc": "MSGDLVSQ", "cl": "MSGDLYSEQ"},
              values=(V(pcf="MQMDS_PRIORITY", number=0, spellings={"mqsc": "PRIORITY", "cl": "*PTY"}),
                      V(pcf="MQMDS_FIFO", number=1, spellings={"mqsc": "FIFO", "cl": "*FIFO"})),
              positions={"cl": 14}),
    Attribute(name="HardenGetBackout", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_HARDEN_GET_BACKOUT", pcf_number=8,
              spellings={"cl": "HDNBKTCNT"}, flags=("mqsc",),
              values=_yes_no(yes=("MQQA_BACKOUT_HARDENED", 1), no=("MQQA_BACKOUT_NOT_HARDENED", 0),
                             mqsc=("HARDENBO", "NOHARDENBO")),
              positions={"cl": 15},
              # The CHGMQMQ and PCF pages: "On IBM MQ for IBM i the count is ALWAYS hardened".
              ignored_on=(IBM_I, "MQQA_BACKOUT_NOT_HARDENED",
                          "which hardens every backout count whatever the attribute says")),
    # CL spells "every message" *ALL (MQ 6 CL help); MQSC, PCF and TPF say EVERY.
    Attribute(name="TriggerType", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_TRIGGER_TYPE", pcf_number=28,
              spellings={"mqsc": "TRIGTYPE", "cl": "TRGTYPE", "tpf": "TRIGTYPE"},
              values=(V(pcf="MQTT_FIRST", number=1, spellings={"mqsc": "FIRST", "cl": "*FIRST", "tpf": "FIRST"}),
                      V(pcf="MQTT_EVERY", number=2, spellings={"mqsc": "EVERY", "cl": "*ALL", "tpf": "EVERY"}),
                      V(pcf="MQTT_DEPTH", number=3, spellings={"mqsc": "DEPTH", "cl": "*DEPTH"}),
                      V(pcf="MQTT_NONE", number=0, spellings={"mqsc": "NONE", "cl": "*NONE", "tpf": "NONE"})),
              positions={"cl": 16}, rules={"tpf": TpfRule(types=TPF_L, differs_at=("MQTT_FIRST", "MQTT_EVERY"),
                                                          differs=TRIGGERED_ON_TPF,
                                                          differs_into=TRIGGERED_INTO_TPF)}),
    _int(name="TriggerDepth", object_types=LOCAL_LIKE, pcf="MQIA_TRIGGER_DEPTH", pcf_number=29,
         spellings={"mqsc": "TRIGDPTH", "cl": "TRGDEPTH"}, minimum=1, maximum=MAX_INT, positions={"cl": 17}),
    _int(name="TriggerMsgPriority", object_types=LOCAL_LIKE, pcf="MQIA_TRIGGER_MSG_PRIORITY", pcf_number=26,
         spellings={"mqsc": "TRIGMPRI", "cl": "TRGMSGPTY"}, minimum=0, maximum=9, positions={"cl": 18}),
    Attribute(name="TriggerData", kind=Kind.STRING, object_types=LOCAL_LIKE, pcf="MQCA_TRIGGER_DATA", pcf_number=2023,
              spellings={"mqsc": "TRIGDATA", "cl": "TRGDATA", "tpf": "TRIGDATA"}, max_length=64,
              positions={"cl": 19}, blanks={"cl": "*NONE"}, rules={"tpf": TpfRule(types=TPF_L)}),
    _int(name="RetentionInterval", object_types=LOCAL_LIKE, pcf="MQIA_RETENTION_INTERVAL", pcf_number=21,
         spellings={"mqsc": "RETINTVL", "cl": "RTNITV"}, minimum=0, maximum=MAX_INT, positions={"cl": 20}),
    # TPF MAXDEPTH limits memory queues and 0 means "no maximum" there (IBM's ZMQSC ALT QL page), while 0 admits no message
    # elsewhere: the meaning is translated (translator/dialects/tpf.py, meanings), never the digit.
    _int(name="MaxQDepth", object_types=LOCAL_LIKE, pcf="MQIA_MAX_Q_DEPTH", pcf_number=15,
         spellings={"mqsc": "MAXDEPTH", "cl": "MAXDEPTH", "tpf": "MAXDEPTH"}, minimum=0, maximum=MAX_INT, positions={"cl": 21},
         rules={"tpf": TpfRule(types=TPF_L, no_limit=MAX_INT)}),
    _int(name="MaxMsgLength", object_types=LOCAL_LIKE, pcf="MQIA_MAX_MSG_LENGTH", pcf_number=13,
         spellings={"mqsc": "MAXMSGL", "cl": "MAXMSGLEN", "tpf": "MAXMSGL"}, minimum=0, maximum=104_857_600, positions={"cl": 22},
         rules={"tpf": TpfRule(types=TPF_L)}),
    _int(name="BackoutThreshold", object_types=LOCAL_LIKE, pcf="MQIA_BACKOUT_THRESHOLD", pcf_number=22,
         spellings={"mqsc": "BOTHRESH", "cl": "BKTTHLD"}, minimum=0, maximum=MAX_INT, positions={"cl": 23}),
    _name(name="BackoutRequeueName", object_types=LOCAL_LIKE, pcf="MQCA_BACKOUT_REQ_Q_NAME", pcf_number=2019,
          spellings={"mqsc": "BOQNAME", "cl": "BKTQNAME"}, positions={"cl": 24}),
    _name(name="InitiationQName", object_types=LOCAL_LIKE, pcf="MQCA_INITIATION_Q_NAME", pcf_number=2008,
          spellings={"mqsc": "INITQ", "cl": "INITQNAME"}, positions={"cl": 25}),
    Attribute(name="Usage", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_USAGE", pcf_number=12,
              spellings={"mqsc": "USAGE", "cl": "USAGE", "tpf": "USAGE"},
              values=(V(pcf="MQUS_NORMAL", number=0, spellings={"mqsc": "NORMAL", "cl": "*NORMAL", "tpf": "NORMAL"}),
                      V(pcf="MQUS_TRANSMISSION", number=1, spellings={"mqsc": "XMITQ", "cl": "*TMQ", "tpf": "XMITQ"})),
              positions={"cl": 26}, rules={"tpf": TpfRule(types=TPF_L, define_only=True)}),
    Attribute(name="DefinitionType", kind=Kind.ENUM, object_types=frozenset({M}), pcf="MQIA_DEFINITION_TYPE", pcf_number=7,
              spellings={"mqsc": "DEFTYPE", "cl": "DFNTYPE"},
              values=(V(pcf="MQQDT_PERMANENT_DYNAMIC", number=2, spellings={"mqsc": "PERMDYN", "cl": "*PERMDYN"}),
                      V(pcf="MQQDT_TEMPORARY_DYNAMIC", number=3, spellings={"mqsc": "TEMPDYN", "cl": "*TEMPDYN"}),
                      V(pcf="MQQDT_SHARED_DYNAMIC", number=4, spellings={"mqsc": "SHAREDYN"})),
              positions={"cl": 27}),
    # MQCA_BASE_OBJECT_NAME and the older MQCA_BASE_Q_NAME are the same number, 2002.
    _name(name="BaseObjectName", object_types=frozenset({A}), pcf="MQCA_BASE_OBJECT_NAME", pcf_number=2002,
          spellings={"mqsc": "TARGET", "cl": "TGTQNAME", "tpf": "TARGQ"}, synonyms={"mqsc": ("TARGQ",)}, positions={"cl": 28},
          blanks={}, rules={"tpf": TpfRule(types=frozenset({A}), blank=False)}),
    # The queue's name on the remote queue manager, which IBM does not check against the naming rules (the CL
    # pages: "not checked to ensure that it contains only those characters normally allowed for queue names").
    _name(name="RemoteQName", object_types=frozenset({R}), pcf="MQCA_REMOTE_Q_NAME", pcf_number=2018,
          spellings={"mqsc": "RNAME", "cl": "RMTQNAME", "tpf": "RNAME"}, positions={"cl": 29},
          rules={"tpf": TpfRule(types=TPF_R, blank=False)}, names_object=False),
    _name(name="RemoteQMgrName", object_types=frozenset({R}), pcf="MQCA_REMOTE_Q_MGR_NAME", pcf_number=2017,
          spellings={"mqsc": "RQMNAME", "cl": "RMTMQMNAME", "tpf": "RQMNAME"}, positions={"cl": 30}, blanks={},
          rules={"tpf": TpfRule(types=TPF_R, blank=False)}),
    _name(name="XmitQName", object_types=frozenset({R}), pcf="MQCA_XMIT_Q_NAME", pcf_number=2024,
          spellings={"mqsc": "XMITQ", "cl": "TMQNAME", "tpf": "XMITQ"}, positions={"cl": 31},
          rules={"tpf": TpfRule(types=TPF_R, blank=False)}),
    _int(name="QDepthHighLimit", object_types=LOCAL_LIKE, pcf="MQIA_Q_DEPTH_HIGH_LIMIT", pcf_number=40,
         spellings={"mqsc": "QDEPTHHI", "cl": "HIGHTHLD", "tpf": "QDEPTHHI"}, minimum=0, maximum=100, positions={"cl": 32},
         rules={"tpf": TpfRule(types=TPF_L, differs="TPF QDEPTHHI is the percentage of messages at which a warning goes "
                               "to the console, not the threshold of a queue depth high event")}),
    _int(name="QDepthLowLimit", object_types=LOCAL_LIKE, pcf="MQIA_Q_DEPTH_LOW_LIMIT", pcf_number=41,
         spellings={"mqsc": "QDEPTHLO", "cl": "LOWTHLD"}, minimum=0, maximum=100, positions={"cl": 33}),
    _events(name="QDepthMaxEvent", pcf="MQIA_Q_DEPTH_MAX_EVENT", pcf_number=42, spellings={"mqsc": "QDPMAXEV", "cl": "FULLEVT"},
            positions={"cl": 34}),
    _events(name="QDepthHighEvent", pcf="MQIA_Q_DEPTH_HIGH_EVENT", pcf_number=43, spellings={"mqsc": "QDPHIEV", "cl": "HIGHEVT"},
            positions={"cl": 35}),
    _events(name="QDepthLowEvent", pcf="MQIA_Q_DEPTH_LOW_EVENT", pcf_number=44, spellings={"mqsc": "QDPLOEV", "cl": "LOWEVT"},
            positions={"cl": 36}),
    _int(name="QServiceInterval", object_types=LOCAL_LIKE, pcf="MQIA_Q_SERVICE_INTERVAL", pcf_number=54,
         spellings={"mqsc": "QSVCINT", "cl": "SRVITV"}, minimum=0, maximum=MAX_INT, positions={"cl": 37}),
    Attribute(name="QServiceIntervalEvent", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_Q_SERVICE_INTERVAL_EVENT",
              pcf_number=46, spellings={"mqsc": "QSVCIEV", "cl": "SRVEVT"},
              values=(V(pcf="MQQSIE_HIGH", number=1, spellings={"mqsc": "HIGH", "cl": "*HIGH"}),
                      V(pcf="MQQSIE_OK", number=2, spellings={"mqsc": "OK", "cl": "*OK"}),
                      V(pcf="MQQSIE_NONE", number=0, spellings={"mqsc": "NONE", "cl": "*NONE"})),
              positions={"cl": 38}),
    Attribute(name="DistLists", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_DIST_LISTS", pcf_number=34,
              spellings={"mqsc": "DISTL", "cl": "DISTLIST"},
              values=_yes_no(yes=("MQDL_SUPPORTED", 1), no=("MQDL_NOT_SUPPORTED", 0)), positions={"cl": 39},
              platform_note="not z/OS"),
    _name(name="ClusterName", object_types=LAR, pcf="MQCA_CLUSTER_NAME", pcf_number=2029,
          spellings={"mqsc": "CLUSTER", "cl": "CLUSTER"}, positions={"cl": 40}),
    _name(name="ClusterNamelist", object_types=LAR, pcf="MQCA_CLUSTER_NAMELIST", pcf_number=2030,
          spellings={"mqsc": "CLUSNL", "cl": "CLUSNL"}, positions={"cl": 41}),
    Attribute(name="DefBind", kind=Kind.ENUM, object_types=LAR, pcf="MQIA_DEF_BIND", pcf_number=61,
              spellings={"mqsc": "DEFBIND", "cl": "DEFBIND"},
              values=(V(pcf="MQBND_BIND_ON_OPEN", number=0, spellings={"mqsc": "OPEN", "cl": "*OPEN"}),
                      V(pcf="MQBND_BIND_NOT_FIXED", number=1, spellings={"mqsc": "NOTFIXED", "cl": "*NOTFIXED"}),
                      V(pcf="MQBND_BIND_ON_GROUP", number=2, spellings={"mqsc": "GROUP", "cl": "*GROUP"})),
              positions={"cl": 42}),
    _int(name="CLWLQueueRank", object_types=LAR, pcf="MQIA_CLWL_Q_RANK", pcf_number=95,
         spellings={"mqsc": "CLWLRANK", "cl": "CLWLRANK"}, minimum=0, maximum=9, positions={"cl": 43}),
    _int(name="CLWLQueuePriority", object_types=LAR, pcf="MQIA_CLWL_Q_PRIORITY", pcf_number=96,
         spellings={"mqsc": "CLWLPRTY", "cl": "CLWLPRTY"}, minimum=0, maximum=9, positions={"cl": 44}),
    Attribute(name="CLWLUseQ", kind=Kind.ENUM, object_types=frozenset({L}), pcf="MQIA_CLWL_USEQ", pcf_number=98,
              spellings={"mqsc": "CLWLUSEQ", "cl": "CLWLUSEQ"},
              values=(V(pcf="MQCLWL_USEQ_AS_Q_MGR", number=-3, spellings={"mqsc": "QMGR", "cl": "*QMGR"}),
                      V(pcf="MQCLWL_USEQ_LOCAL", number=0, spellings={"mqsc": "LOCAL", "cl": "*LOCAL"}),
                      V(pcf="MQCLWL_USEQ_ANY", number=1, spellings={"mqsc": "ANY", "cl": "*ANY"})),
              positions={"cl": 45}),
    _monitoring(name="QueueMonitoring", pcf="MQIA_MONITORING_Q", pcf_number=123, spellings={"mqsc": "MONQ", "cl": "MONQ"},
                positions={"cl": 46}, levels=True),
    _monitoring(name="QueueStatistics", pcf="MQIA_STATISTICS_Q", pcf_number=128, spellings={"mqsc": "STATQ", "cl": "STATQ"},
                positions={"cl": 47}, levels=False, platform_note="not z/OS"),
    _monitoring(name="QueueAccounting", pcf="MQIA_ACCOUNTING_Q", pcf_number=134, spellings={"mqsc": "ACCTQ", "cl": "ACCTQ"},
                positions={"cl": 48}, levels=False),
    Attribute(name="NonPersistentMessageClass", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_NPM_CLASS", pcf_number=78,
              spellings={"mqsc": "NPMCLASS", "cl": "NPMCLASS"},
              values=(V(pcf="MQNPM_CLASS_NORMAL", number=0, spellings={"mqsc": "NORMAL", "cl": "*NORMAL"}),
                      V(pcf="MQNPM_CLASS_HIGH", number=10, spellings={"mqsc": "HIGH", "cl": "*HIGH"})),
              positions={"cl": 49}, platform_note="not z/OS"),
    Attribute(name="DefReadAhead", kind=Kind.ENUM, object_types=LMA, pcf="MQIA_DEF_READ_AHEAD", pcf_number=188,
              spellings={"mqsc": "DEFREADA", "cl": "MSGREADAHD"},
              values=(V(pcf="MQREADA_NO", number=0, spellings={"mqsc": "NO", "cl": "*NO"}),
                      V(pcf="MQREADA_YES", number=1, spellings={"mqsc": "YES", "cl": "*YES"}),
                      V(pcf="MQREADA_DISABLED", number=2, spellings={"mqsc": "DISABLED", "cl": "*DISABLED"})),
              positions={"cl": 50}),
    Attribute(name="DefaultPutResponse", kind=Kind.ENUM, object_types=ALL_QUEUES, pcf="MQIA_DEF_PUT_RESPONSE_TYPE",
              pcf_number=184, spellings={"mqsc": "DEFPRESP", "cl": "DFTPUTRESP"},
              values=(V(pcf="MQPRT_SYNC_RESPONSE", number=1, spellings={"mqsc": "SYNC", "cl": "*SYNC"}),
                      V(pcf="MQPRT_ASYNC_RESPONSE", number=2, spellings={"mqsc": "ASYNC", "cl": "*ASYNC"})),
              positions={"cl": 51}),
    Attribute(name="PropertyControl", kind=Kind.ENUM, object_types=LMA, pcf="MQIA_PROPERTY_CONTROL", pcf_number=190,
              spellings={"mqsc": "PROPCTL", "cl": "PROPCTL"},
              values=(V(pcf="MQPROP_COMPATIBILITY", number=0, spellings={"mqsc": "COMPAT", "cl": "*COMPAT"}),
                      V(pcf="MQPROP_NONE", number=1, spellings={"mqsc": "NONE", "cl": "*NONE"}),
                      V(pcf="MQPROP_ALL", number=2, spellings={"mqsc": "ALL", "cl": "*ALL"}),
                      V(pcf="MQPROP_FORCE_MQRFH2", number=3, spellings={"mqsc": "FORCE", "cl": "*FORCE"}),
                      V(pcf="MQPROP_V6COMPAT", number=4, spellings={"mqsc": "V6COMPAT", "cl": "*V6COMPAT"})),
              positions={"cl": 52}),
    Attribute(name="BaseType", kind=Kind.ENUM, object_types=frozenset({A}), pcf="MQIA_BASE_TYPE", pcf_number=193,
              spellings={"mqsc": "TARGTYPE", "cl": "TARGTYPE"},
              # TPF's TARGQ- names a queue, always: an alias for a queue says so by leaving TARGTYPE out, and an
              # alias for a topic has no ZMQSC form (its TARGET would be read as a queue's name: MQT305).
              values=(V(pcf="MQOT_Q", number=1, spellings={"mqsc": "QUEUE", "cl": "*QUEUE", "tpf": ""}),
                      V(pcf="MQOT_TOPIC", number=8, spellings={"mqsc": "TOPIC", "cl": "*TOPIC"})),
              positions={"cl": 53}),
    Attribute(name="Custom", kind=Kind.STRING, object_types=ALL_QUEUES, pcf="MQCA_CUSTOM", pcf_number=2119,
              spellings={"mqsc": "CUSTOM", "cl": "CUSTOM"}, max_length=128, positions={"cl": 54}, blanks={"cl": "*BLANK"}),
    _name(name="ClusterChannelName", object_types=frozenset({L}), pcf="MQCA_CLUS_CHL_NAME", pcf_number=2124,
          spellings={"mqsc": "CLCHNAME", "cl": "CLCHNAME"}, max_length=20, positions={"cl": 55},
          names_object=False),  # a generic channel name: TO.CLUS.* names every channel it matches
    # Seed 000 labels ImageRecoverQueue MQCFST, but MQIA_MEDIA_IMAGE_RECOVER_Q is an integer attribute
    # (MQIMGRCOV_*); we follow the identifier. CHGMQMQ lists IMGRCOVQ as positional 57 (no 56);
    # IBM's CRTMQMQ page omits it, we accept it there too [UNSURE].
    Attribute(name="ImageRecoverQueue", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_MEDIA_IMAGE_RECOVER_Q", pcf_number=272,
              spellings={"mqsc": "IMGRCOVQ", "cl": "IMGRCOVQ"},
              values=(V(pcf="MQIMGRCOV_NO", number=0, spellings={"mqsc": "NO", "cl": "*NO"}),
                      V(pcf="MQIMGRCOV_YES", number=1, spellings={"mqsc": "YES", "cl": "*YES"}),
                      V(pcf="MQIMGRCOV_AS_Q_MGR", number=2, spellings={"mqsc": "QMGR", "cl": "*QMGR"})),
              positions={"cl": 57}, platform_note="not z/OS"),
    _name(name="CFStructure", object_types=LOCAL_LIKE, pcf="MQCA_CF_STRUC_NAME", pcf_number=2039, spellings={"mqsc": "CFSTRUCT"},
          max_length=12, platform_note="z/OS only", names_object=False),  # a CF structure's own rules
    Attribute(name="IndexType", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_INDEX_TYPE", pcf_number=57,
              spellings={"mqsc": "INDXTYPE"},
              values=(V(pcf="MQIT_NONE", number=0, spellings={"mqsc": "NONE"}),
                      V(pcf="MQIT_MSG_ID", number=1, spellings={"mqsc": "MSGID"}),
                      V(pcf="MQIT_CORREL_ID", number=2, spellings={"mqsc": "CORRELID"}),
                      V(pcf="MQIT_MSG_TOKEN", number=4, spellings={"mqsc": "MSGTOKEN"}),
                      V(pcf="MQIT_GROUP_ID", number=5, spellings={"mqsc": "GROUPID"})),
              platform_note="z/OS only"),
    Attribute(name="Scope", kind=Kind.ENUM, object_types=LAR, pcf="MQIA_SCOPE", pcf_number=45, spellings={"mqsc": "SCOPE"},
              values=(V(pcf="MQSCO_Q_MGR", number=1, spellings={"mqsc": "QMGR"}),
                      V(pcf="MQSCO_CELL", number=2, spellings={"mqsc": "CELL"})),
              # The PCF page: not on z/OS, and CELL not on IBM i; DISPLAY QUEUE's note 6 says not on IBM i at all.
              platform_note="not z/OS; CELL not on IBM i"),
    _name(name="StorageClass", object_types=LOCAL_LIKE, pcf="MQCA_STORAGE_CLASS", pcf_number=2022, spellings={"mqsc": "STGCLASS"},
          max_length=8, platform_note="z/OS only", names_object=False),  # a storage class's own rules
    _int(name="MaxQFileSize", object_types=LOCAL_LIKE, pcf="MQIA_MAX_Q_FILE_SIZE", pcf_number=274, spellings={"mqsc": "MAXFSIZE"},
         specials=(V(pcf="MQQFS_DEFAULT", number=-1, spellings={"mqsc": "DEFAULT"}),), minimum=20, maximum=267_386_880,
         # [UNSURE] The PCF page marks it UNIX, Linux, Windows and IBM i; DISPLAY QUEUE's note 6 says not on IBM i.
         # CL has no keyword for it either way.
         platform_note="not z/OS"),
    _name(name="StreamQueueName", object_types=LOCAL_LIKE, pcf="MQCA_STREAM_QUEUE_NAME", pcf_number=2138,
          spellings={"mqsc": "STREAMQ"}),
    Attribute(name="StreamQueueQoS", kind=Kind.ENUM, object_types=LOCAL_LIKE, pcf="MQIA_STREAM_QUEUE_QOS", pcf_number=275,
              spellings={"mqsc": "STRMQOS"},
              values=(V(pcf="MQST_BEST_EFFORT", number=0, spellings={"mqsc": "BESTEF"}),
                      V(pcf="MQST_MUST_DUP", number=1, spellings={"mqsc": "MUSTDUP"}))),
    # CAPEXPRY: first-class MQSC attribute from MQ 9.4; IBM's Change Queue page documents it inside Custom.
    # MQIA_CAP_EXPIRY (276) is in IBM's generated headers only [UNSURE for the 9.4 PCF page].
    _int(name="CapExpiry", object_types=ALL_QUEUES, pcf="MQIA_CAP_EXPIRY", pcf_number=276, spellings={"mqsc": "CAPEXPRY"},
         specials=(V(pcf="MQCEX_NOLIMIT", number=-1, spellings={"mqsc": "NOLIMIT"}),), minimum=1, maximum=MAX_INT),
    # z/OS OpenTelemetry (MQ 9.4.3): OTELTRAC on local, model and remote queues (the queue manager's NONE
    # is not a queue value). [UNSURE] the MQOTEL_* numbers (-3 as the other "as the queue manager" values,
    # then OFF/MANUAL 0, ON/AUTO 1) and OTELPCTL's queue types (taken to be OTELTRAC's).
    Attribute(name="OTelTrace", kind=Kind.ENUM, object_types=LRM, pcf="MQIA_OTEL_TRACE", pcf_number=278,
              spellings={"mqsc": "OTELTRAC"},
              values=(V(pcf="MQOTEL_TRACE_QMGR", number=-3, spellings={"mqsc": "QMGR"}),
                      V(pcf="MQOTEL_TRACE_OFF", number=0, spellings={"mqsc": "OFF"}),
                      V(pcf="MQOTEL_TRACE_ON", number=1, spellings={"mqsc": "ON"})),
              platform_note="z/OS only"),
    Attribute(name="OTelPropagationControl", kind=Kind.ENUM, object_types=LRM, pcf="MQIA_OTEL_PROPAGATION_CONTROL",
              pcf_number=279, spellings={"mqsc": "OTELPCTL"},
              values=(V(pcf="MQOTEL_PCTL_QMGR", number=-3, spellings={"mqsc": "QMGR"}),
                      V(pcf="MQOTEL_PCTL_MANUAL", number=0, spellings={"mqsc": "MANUAL"}),
                      V(pcf="MQOTEL_PCTL_AUTO", number=1, spellings={"mqsc": "AUTO"})),
              platform_note="z/OS only"),
    # TPF-only local queue attributes (IBM's ZMQSC ALT QL and DEF QL pages); nothing else can express them.
    Attribute(name="TpfSweep", kind=Kind.ENUM, object_types=frozenset({L}), spellings={"tpf": "SWEEP"},
              values=(V(pcf="ON", number=1, spellings={"tpf": "ON"}), V(pcf="OFF", number=0, spellings={"tpf": "OFF"})),
              rules={"tpf": TpfRule(types=TPF_L)}),
    # COMMON cannot be changed by ZMQSC ALT QL: the queue is deleted and defined again (gtpo1mab).
    Attribute(name="TpfCommon", kind=Kind.ENUM, object_types=frozenset({L}), spellings={"tpf": "COMMON"},
              values=(V(pcf="YES", number=1, spellings={"tpf": "YES"}), V(pcf="NO", number=0, spellings={"tpf": "NO"})),
              rules={"tpf": TpfRule(types=TPF_L, define_only=True)}),
)
