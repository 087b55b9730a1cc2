"""Queue attributes: every queue parameter of PCF Change/Copy/Create Queue (IBM's PCF pages) and
every attribute keyword of CRTMQMQ/CHGMQMQ (IBM's CL pages), with MQSC and TPF spellings.

Numbers are IBM's PCF constants (cmqc.h, cmqcfc.h); CL keywords are paired with MQSC ones by meaning, as IBM
publishes no single CL-to-MQSC table.
"""

from __future__ import annotations

from translator.model import ObjectType
from translator.registry.schema import ALL_QUEUES, LOCAL_LIKE, A, Attribute, EnumValue, Kind, L, M, R

V = EnumValue
MAX_INT = 999_999_999
LAR = frozenset({L, A, R})
LMA = frozenset({L, M, A})
LRM = frozenset({L, R, M})
# The TPF queue types an attribute is a ZMQSC DEF/ALT parameter of (IBM's TPF ZMQSC pages).
TPF_L, TPF_LA, TPF_R = frozenset({L}), frozenset({L, A}), frozenset({R})


def _yes_no(yes: tuple[str, int], no: tuple[str, int], mqsc: tuple[str, str] = ("YES", "NO"),
            tpf: tuple[str | None, str | None] = (None, None)) -> tuple[EnumValue, ...]:
    """A two-valued attribute that CL spells *YES/*NO."""
    return (V(yes[0], yes[1], mqsc=mqsc[0], cl="*YES", tpf=tpf[0]),
            V(no[0], no[1], mqsc=mqsc[1], cl="*NO", tpf=tpf[1]))


def _events(name: str, pcf: str, number: int, mqsc: str, cl: str, position: int) -> Attribute:
    """A queue-depth event switch: CL *YES/*NO, MQSC ENABLED/DISABLED, PCF MQEVR_*."""
    return Attribute(name, Kind.ENUM, LOCAL_LIKE, pcf, number, mqsc, cl, cl_position=position,
                     values=_yes_no(("MQEVR_ENABLED", 1), ("MQEVR_DISABLED", 0), ("ENABLED", "DISABLED")))


def _monitoring(name: str, pcf: str, number: int, mqsc: str, position: int, levels: bool) -> Attribute:
    """MONQ/STATQ/ACCTQ: QMGR, OFF, ON or (MONQ) LOW/MEDIUM/HIGH."""
    values = [V("MQMON_Q_MGR", -3, "QMGR", "*QMGR"), V("MQMON_OFF", 0, "OFF", "*OFF")]
    if levels:
        values += [V("MQMON_LOW", 17, "LOW", "*LOW"), V("MQMON_MEDIUM", 33, "MEDIUM", "*MEDIUM"),
                   V("MQMON_HIGH", 65, "HIGH", "*HIGH")]
    else:
        values.append(V("MQMON_ON", 1, "ON", "*ON"))
    return Attribute(name, Kind.ENUM, LOCAL_LIKE, pcf, number, mqsc, mqsc, cl_position=position, values=tuple(values))


def _name(name: str, types: frozenset[ObjectType], pcf: str, number: int, mqsc: str | None, cl: str | None,
          position: int | None, blank: str | None = "*NONE", length: int = 48, tpf: str | None = None,
          **extra: object) -> Attribute:
    """A string attribute holding an object name (48 characters unless stated)."""
    return Attribute(name, Kind.STRING, types, pcf, number, mqsc, cl, tpf, max_length=length,
                     cl_position=position, cl_blank=blank if cl else None, **extra)


def _int(name: str, types: frozenset[ObjectType], pcf: str, number: int, mqsc: str | None, cl: str | None,
         position: int | None, low: int, high: int, tpf: str | None = None, **extra: object) -> Attribute:
    """An integer attribute with an inclusive range."""
    return Attribute(name, Kind.INTEGER, types, pcf, number, mqsc, cl, tpf, minimum=low, maximum=high,
                     cl_position=position, **extra)


QUEUE_ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute("QDesc", Kind.STRING, ALL_QUEUES, "MQCA_Q_DESC", 2013, "DESCR", "TEXT", max_length=64,
              cl_position=5, cl_blank="*BLANK"),
    Attribute("InhibitPut", Kind.ENUM, ALL_QUEUES, "MQIA_INHIBIT_PUT", 10, "PUT", "PUTENBL", "PUT", cl_position=6,
              tpf_types=TPF_LA, values=_yes_no(("MQQA_PUT_ALLOWED", 0), ("MQQA_PUT_INHIBITED", 1), ("ENABLED", "DISABLED"),
                             ("ENABLED", "DISABLED"))),
    _int("DefPriority", ALL_QUEUES, "MQIA_DEF_PRIORITY", 6, "DEFPRTY", "DFTPTY", 7, 0, 9),
    Attribute("DefPersistence", Kind.ENUM, ALL_QUEUES, "MQIA_DEF_PERSISTENCE", 5, "DEFPSIST", "DFTMSGPST",
              "DEFPSIST", cl_position=8, tpf_types=TPF_LA,
              values=_yes_no(("MQPER_PERSISTENT", 1), ("MQPER_NOT_PERSISTENT", 0), tpf=("YES", "NO"))),
    _name("ProcessName", LOCAL_LIKE, "MQCA_PROCESS_NAME", 2012, "PROCESS", "PRCNAME", 9, tpf="PROCESS",
          tpf_types=TPF_L),
    Attribute("TriggerControl", Kind.ENUM, LOCAL_LIKE, "MQIA_TRIGGER_CONTROL", 24, None, "TRGENBL", None,
              cl_position=10, mqsc_flag=True, tpf_types=TPF_L,
              values=(V("MQTC_ON", 1, "TRIGGER", "*YES", "TRIGGER"), V("MQTC_OFF", 0, "NOTRIGGER", "*NO", "NOTRIGGER"))),
    Attribute("InhibitGet", Kind.ENUM, LMA, "MQIA_INHIBIT_GET", 9, "GET", "GETENBL", "GET", cl_position=11,
              tpf_types=TPF_LA, values=_yes_no(("MQQA_GET_ALLOWED", 0), ("MQQA_GET_INHIBITED", 1), ("ENABLED", "DISABLED"),
                             ("ENABLED", "DISABLED"))),
    Attribute("Shareability", Kind.ENUM, LOCAL_LIKE, "MQIA_SHAREABILITY", 23, None, "SHARE", cl_position=12,
              mqsc_flag=True, values=(V("MQQA_SHAREABLE", 1, "SHARE", "*YES"), V("MQQA_NOT_SHAREABLE", 0, "NOSHARE", "*NO"))),
    # DFTSHARE *YES = shared by meaning ("Default share option"); [UNSURE] no IBM table pairs them.
    Attribute("DefInputOpenOption", Kind.ENUM, LOCAL_LIKE, "MQIA_DEF_INPUT_OPEN_OPTION", 4, "DEFSOPT", "DFTSHARE",
              cl_position=13, values=_yes_no(("MQOO_INPUT_SHARED", 2), ("MQOO_INPUT_EXCLUSIVE", 4), ("SHARED", "EXCL"))),
    Attribute("MsgDeliverySequence", Kind.ENUM, LOCAL_LIKE, "MQIA_MSG_DELIVERY_SEQUENCE", 16, "MSGDLVSQ", "MSGDLYSEQ",
              cl_position=14, values=(V("MQMDS_PRIORITY", 0, "PRIORITY", "*PTY"), V("MQMDS_FIFO", 1, "FIFO", "*FIFO"))),
    Attribute("HardenGetBackout", Kind.ENUM, LOCAL_LIKE, "MQIA_HARDEN_GET_BACKOUT", 8, None, "HDNBKTCNT",
              cl_position=15, mqsc_flag=True,
              values=_yes_no(("MQQA_BACKOUT_HARDENED", 1), ("MQQA_BACKOUT_NOT_HARDENED", 0), ("HARDENBO", "NOHARDENBO"))),
    # CL spells "every message" *ALL (MQ 6 CL help); MQSC, PCF and TPF say EVERY.
    Attribute("TriggerType", Kind.ENUM, LOCAL_LIKE, "MQIA_TRIGGER_TYPE", 28, "TRIGTYPE", "TRGTYPE", "TRIGTYPE",
              cl_position=16, tpf_types=TPF_L, values=(V("MQTT_FIRST", 1, "FIRST", "*FIRST", "FIRST"),
                                      V("MQTT_EVERY", 2, "EVERY", "*ALL", "EVERY"),
                                      V("MQTT_DEPTH", 3, "DEPTH", "*DEPTH"), V("MQTT_NONE", 0, "NONE", "*NONE", "NONE"))),
    _int("TriggerDepth", LOCAL_LIKE, "MQIA_TRIGGER_DEPTH", 29, "TRIGDPTH", "TRGDEPTH", 17, 1, MAX_INT),
    _int("TriggerMsgPriority", LOCAL_LIKE, "MQIA_TRIGGER_MSG_PRIORITY", 26, "TRIGMPRI", "TRGMSGPTY", 18, 0, 9),
    Attribute("TriggerData", Kind.STRING, LOCAL_LIKE, "MQCA_TRIGGER_DATA", 2023, "TRIGDATA", "TRGDATA", "TRIGDATA",
              max_length=64, cl_position=19, cl_blank="*NONE", tpf_types=TPF_L),
    _int("RetentionInterval", LOCAL_LIKE, "MQIA_RETENTION_INTERVAL", 21, "RETINTVL", "RTNITV", 20, 0, MAX_INT),
    # TPF MAXDEPTH limits memory queues and 0 means "no maximum" there (IBM's ZMQSC ALT QL page), while 0 admits no message
    # elsewhere: the meaning is translated (semantics.tpf_meanings), never the digit.
    _int("MaxQDepth", LOCAL_LIKE, "MQIA_MAX_Q_DEPTH", 15, "MAXDEPTH", "MAXDEPTH", 21, 0, MAX_INT, tpf="MAXDEPTH",
         tpf_types=TPF_L, tpf_no_limit=MAX_INT),
    _int("MaxMsgLength", LOCAL_LIKE, "MQIA_MAX_MSG_LENGTH", 13, "MAXMSGL", "MAXMSGLEN", 22, 0, 104_857_600,
         tpf="MAXMSGL", tpf_types=TPF_L),
    _int("BackoutThreshold", LOCAL_LIKE, "MQIA_BACKOUT_THRESHOLD", 22, "BOTHRESH", "BKTTHLD", 23, 0, MAX_INT),
    _name("BackoutRequeueName", LOCAL_LIKE, "MQCA_BACKOUT_REQ_Q_NAME", 2019, "BOQNAME", "BKTQNAME", 24),
    _name("InitiationQName", LOCAL_LIKE, "MQCA_INITIATION_Q_NAME", 2008, "INITQ", "INITQNAME", 25),
    Attribute("Usage", Kind.ENUM, LOCAL_LIKE, "MQIA_USAGE", 12, "USAGE", "USAGE", "USAGE", cl_position=26,
              tpf_types=TPF_L, tpf_define_only=True, values=(V("MQUS_NORMAL", 0, "NORMAL", "*NORMAL", "NORMAL"),
                      V("MQUS_TRANSMISSION", 1, "XMITQ", "*TMQ", "XMITQ"))),
    Attribute("DefinitionType", Kind.ENUM, frozenset({M}), "MQIA_DEFINITION_TYPE", 7, "DEFTYPE", "DFNTYPE",
              cl_position=27, values=(V("MQQDT_PERMANENT_DYNAMIC", 2, "PERMDYN", "*PERMDYN"),
                                      V("MQQDT_TEMPORARY_DYNAMIC", 3, "TEMPDYN", "*TEMPDYN"),
                                      V("MQQDT_SHARED_DYNAMIC", 4, "SHAREDYN"))),
    # MQCA_BASE_OBJECT_NAME and the older MQCA_BASE_Q_NAME are the same number, 2002.
    _name("BaseObjectName", frozenset({A}), "MQCA_BASE_OBJECT_NAME", 2002, "TARGET", "TGTQNAME", 28, blank=None,
          tpf="TARGQ", tpf_types=frozenset({A}), mqsc_synonyms=("TARGQ",)),
    _name("RemoteQName", frozenset({R}), "MQCA_REMOTE_Q_NAME", 2018, "RNAME", "RMTQNAME", 29, tpf="RNAME",
          tpf_types=TPF_R),
    _name("RemoteQMgrName", frozenset({R}), "MQCA_REMOTE_Q_MGR_NAME", 2017, "RQMNAME", "RMTMQMNAME", 30, blank=None,
          tpf="RQMNAME", tpf_types=TPF_R),
    _name("XmitQName", frozenset({R}), "MQCA_XMIT_Q_NAME", 2024, "XMITQ", "TMQNAME", 31, tpf="XMITQ",
          tpf_types=TPF_R),
    _int("QDepthHighLimit", LOCAL_LIKE, "MQIA_Q_DEPTH_HIGH_LIMIT", 40, "QDEPTHHI", "HIGHTHLD", 32, 0, 100,
         tpf="QDEPTHHI", tpf_types=TPF_L,
         tpf_differs="TPF QDEPTHHI is the percentage of messages at which a warning goes to the console, "
                     "not the threshold of a queue depth high event"),
    _int("QDepthLowLimit", LOCAL_LIKE, "MQIA_Q_DEPTH_LOW_LIMIT", 41, "QDEPTHLO", "LOWTHLD", 33, 0, 100),
    _events("QDepthMaxEvent", "MQIA_Q_DEPTH_MAX_EVENT", 42, "QDPMAXEV", "FULLEVT", 34),
    _events("QDepthHighEvent", "MQIA_Q_DEPTH_HIGH_EVENT", 43, "QDPHIEV", "HIGHEVT", 35),
    _events("QDepthLowEvent", "MQIA_Q_DEPTH_LOW_EVENT", 44, "QDPLOEV", "LOWEVT", 36),
    _int("QServiceInterval", LOCAL_LIKE, "MQIA_Q_SERVICE_INTERVAL", 54, "QSVCINT", "SRVITV", 37, 0, MAX_INT),
    Attribute("QServiceIntervalEvent", Kind.ENUM, LOCAL_LIKE, "MQIA_Q_SERVICE_INTERVAL_EVENT", 46, "QSVCIEV", "SRVEVT",
              cl_position=38, values=(V("MQQSIE_HIGH", 1, "HIGH", "*HIGH"), V("MQQSIE_OK", 2, "OK", "*OK"),
                                      V("MQQSIE_NONE", 0, "NONE", "*NONE"))),
    Attribute("DistLists", Kind.ENUM, LOCAL_LIKE, "MQIA_DIST_LISTS", 34, "DISTL", "DISTLIST", cl_position=39,
              values=_yes_no(("MQDL_SUPPORTED", 1), ("MQDL_NOT_SUPPORTED", 0)), platform_note="not z/OS"),
    _name("ClusterName", LAR, "MQCA_CLUSTER_NAME", 2029, "CLUSTER", "CLUSTER", 40),
    _name("ClusterNamelist", LAR, "MQCA_CLUSTER_NAMELIST", 2030, "CLUSNL", "CLUSNL", 41),
    Attribute("DefBind", Kind.ENUM, LAR, "MQIA_DEF_BIND", 61, "DEFBIND", "DEFBIND", cl_position=42,
              values=(V("MQBND_BIND_ON_OPEN", 0, "OPEN", "*OPEN"), V("MQBND_BIND_NOT_FIXED", 1, "NOTFIXED", "*NOTFIXED"),
                      V("MQBND_BIND_ON_GROUP", 2, "GROUP", "*GROUP"))),
    _int("CLWLQueueRank", LAR, "MQIA_CLWL_Q_RANK", 95, "CLWLRANK", "CLWLRANK", 43, 0, 9),
    _int("CLWLQueuePriority", LAR, "MQIA_CLWL_Q_PRIORITY", 96, "CLWLPRTY", "CLWLPRTY", 44, 0, 9),
    Attribute("CLWLUseQ", Kind.ENUM, frozenset({L}), "MQIA_CLWL_USEQ", 98, "CLWLUSEQ", "CLWLUSEQ", cl_position=45,
              values=(V("MQCLWL_USEQ_AS_Q_MGR", -3, "QMGR", "*QMGR"), V("MQCLWL_USEQ_LOCAL", 0, "LOCAL", "*LOCAL"),
                      V("MQCLWL_USEQ_ANY", 1, "ANY", "*ANY"))),
    _monitoring("QueueMonitoring", "MQIA_MONITORING_Q", 123, "MONQ", 46, levels=True),
    _monitoring("QueueStatistics", "MQIA_STATISTICS_Q", 128, "STATQ", 47, levels=False),
    _monitoring("QueueAccounting", "MQIA_ACCOUNTING_Q", 134, "ACCTQ", 48, levels=False),
    Attribute("NonPersistentMessageClass", Kind.ENUM, LOCAL_LIKE, "MQIA_NPM_CLASS", 78, "NPMCLASS", "NPMCLASS",
              cl_position=49, values=(V("MQNPM_CLASS_NORMAL", 0, "NORMAL", "*NORMAL"),
                                      V("MQNPM_CLASS_HIGH", 10, "HIGH", "*HIGH"))),
    Attribute("DefReadAhead", Kind.ENUM, LMA, "MQIA_DEF_READ_AHEAD", 188, "DEFREADA", "MSGREADAHD", cl_position=50,
              values=(V("MQREADA_NO", 0, "NO", "*NO"), V("MQREADA_YES", 1, "YES", "*YES"),
                      V("MQREADA_DISABLED", 2, "DISABLED", "*DISABLED"))),
    Attribute("DefaultPutResponse", Kind.ENUM, ALL_QUEUES, "MQIA_DEF_PUT_RESPONSE_TYPE", 184, "DEFPRESP", "DFTPUTRESP",
              cl_position=51, values=(V("MQPRT_SYNC_RESPONSE", 1, "SYNC", "*SYNC"),
                                      V("MQPRT_ASYNC_RESPONSE", 2, "ASYNC", "*ASYNC"))),
    Attribute("PropertyControl", Kind.ENUM, LMA, "MQIA_PROPERTY_CONTROL", 190, "PROPCTL", "PROPCTL", cl_position=52,
              values=(V("MQPROP_COMPATIBILITY", 0, "COMPAT", "*COMPAT"), V("MQPROP_NONE", 1, "NONE", "*NONE"),
                      V("MQPROP_ALL", 2, "ALL", "*ALL"), V("MQPROP_FORCE_MQRFH2", 3, "FORCE", "*FORCE"),
                      V("MQPROP_V6COMPAT", 4, "V6COMPAT", "*V6COMPAT"))),
    Attribute("BaseType", Kind.ENUM, frozenset({A}), "MQIA_BASE_TYPE", 193, "TARGTYPE", "TARGTYPE", cl_position=53,
              values=(V("MQOT_Q", 1, "QUEUE", "*QUEUE"), V("MQOT_TOPIC", 8, "TOPIC", "*TOPIC"))),
    Attribute("Custom", Kind.STRING, ALL_QUEUES, "MQCA_CUSTOM", 2119, "CUSTOM", "CUSTOM", max_length=128,
              cl_position=54, cl_blank="*BLANK"),
    _name("ClusterChannelName", frozenset({L}), "MQCA_CLUS_CHL_NAME", 2124, "CLCHNAME", "CLCHNAME", 55, length=20),
    # Seed 000 labels ImageRecoverQueue MQCFST, but MQIA_MEDIA_IMAGE_RECOVER_Q is an integer attribute
    # (MQIMGRCOV_*); we follow the identifier. CHGMQMQ lists IMGRCOVQ as positional 57 (no 56);
    # IBM's CRTMQMQ page omits it, we accept it there too [UNSURE].
    Attribute("ImageRecoverQueue", Kind.ENUM, LOCAL_LIKE, "MQIA_MEDIA_IMAGE_RECOVER_Q", 272, "IMGRCOVQ", "IMGRCOVQ",
              cl_position=57, values=(V("MQIMGRCOV_NO", 0, "NO", "*NO"), V("MQIMGRCOV_YES", 1, "YES", "*YES"),
                                      V("MQIMGRCOV_AS_Q_MGR", 2, "QMGR", "*QMGR")), platform_note="not z/OS"),
    _name("CFStructure", LOCAL_LIKE, "MQCA_CF_STRUC_NAME", 2039, "CFSTRUCT", None, None, length=12,
          platform_note="z/OS only"),
    Attribute("IndexType", Kind.ENUM, LOCAL_LIKE, "MQIA_INDEX_TYPE", 57, "INDXTYPE", platform_note="z/OS only",
              values=(V("MQIT_NONE", 0, "NONE"), V("MQIT_MSG_ID", 1, "MSGID"), V("MQIT_CORREL_ID", 2, "CORRELID"),
                      V("MQIT_MSG_TOKEN", 4, "MSGTOKEN"), V("MQIT_GROUP_ID", 5, "GROUPID"))),
    Attribute("Scope", Kind.ENUM, LAR, "MQIA_SCOPE", 45, "SCOPE", platform_note="not z/OS or IBM i",
              values=(V("MQSCO_Q_MGR", 1, "QMGR"), V("MQSCO_CELL", 2, "CELL"))),
    _name("StorageClass", LOCAL_LIKE, "MQCA_STORAGE_CLASS", 2022, "STGCLASS", None, None, length=8,
          platform_note="z/OS only"),
    _int("MaxQFileSize", LOCAL_LIKE, "MQIA_MAX_Q_FILE_SIZE", 274, "MAXFSIZE", None, None, 20, 267_386_880,
         specials=(V("MQQFS_DEFAULT", -1, "DEFAULT"),), platform_note="not z/OS or IBM i"),
    _name("StreamQueueName", LOCAL_LIKE, "MQCA_STREAM_QUEUE_NAME", 2138, "STREAMQ", None, None),
    Attribute("StreamQueueQoS", Kind.ENUM, LOCAL_LIKE, "MQIA_STREAM_QUEUE_QOS", 275, "STRMQOS",
              values=(V("MQST_BEST_EFFORT", 0, "BESTEF"), V("MQST_MUST_DUP", 1, "MUSTDUP"))),
    # CAPEXPRY: first-class MQSC attribute from MQ 9.4; IBM's Change Queue page documents it inside Custom.
    # MQIA_CAP_EXPIRY (276) is in IBM's generated headers only [UNSURE for the 9.4 PCF page].
    _int("CapExpiry", ALL_QUEUES, "MQIA_CAP_EXPIRY", 276, "CAPEXPRY", None, None, 1, MAX_INT,
         specials=(V("MQCEX_NOLIMIT", -1, "NOLIMIT"),)),
    # z/OS OpenTelemetry (MQ 9.4.3): OTELTRAC on local, model and remote queues (the queue manager's NONE
    # is not a queue value). [UNSURE] the MQOTEL_* numbers (-3 as the other "as the queue manager" values,
    # then OFF/MANUAL 0, ON/AUTO 1) and OTELPCTL's queue types (taken to be OTELTRAC's).
    Attribute("OTelTrace", Kind.ENUM, LRM, "MQIA_OTEL_TRACE", 278, "OTELTRAC", platform_note="z/OS only",
              values=(V("MQOTEL_TRACE_QMGR", -3, "QMGR"), V("MQOTEL_TRACE_OFF", 0, "OFF"),
                      V("MQOTEL_TRACE_ON", 1, "ON"))),
    Attribute("OTelPropagationControl", Kind.ENUM, LRM, "MQIA_OTEL_PROPAGATION_CONTROL", 279, "OTELPCTL",
              platform_note="z/OS only",
              values=(V("MQOTEL_PCTL_QMGR", -3, "QMGR"), V("MQOTEL_PCTL_MANUAL", 0, "MANUAL"),
                      V("MQOTEL_PCTL_AUTO", 1, "AUTO"))),
    # TPF-only local queue attributes (IBM's ZMQSC ALT QL and DEF QL pages); nothing else can express them.
    Attribute("TpfSweep", Kind.ENUM, frozenset({L}), tpf="SWEEP", tpf_types=TPF_L,
              values=(V("ON", 1, tpf="ON"), V("OFF", 0, tpf="OFF"))),
    # COMMON cannot be changed by ZMQSC ALT QL: the queue is deleted and defined again (gtpo1mab).
    Attribute("TpfCommon", Kind.ENUM, frozenset({L}), tpf="COMMON", tpf_types=TPF_L, tpf_define_only=True,
              values=(V("YES", 1, tpf="YES"), V("NO", 0, tpf="NO"))),
)
