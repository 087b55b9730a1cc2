"""MQSC: every verb and object keyword with its exact synonyms, and which objects each verb takes.

Synonyms are exact tokens, not prefixes: DEFI is not DEFINE, and DELETE has no synonym (DEL is TPF's). The
verb-object pairs are IBM's command index for every platform (z/OS and Multiplatforms together), so a command
valid on any queue manager is genuine here; platform checks are the target's business. The object must follow the
verb: z/OS also accepts it later in the command, but a parameter such as PROCESS(name) looks the same there, and
a misspelt object must not pass for one.
"""

from __future__ import annotations

import re

from translator.dialects.words import WORD, Unknown, closest, did_you_mean, name_of, shown
from translator.parsers import blank, blank_characters, shared
from translator.registry.objects import BY_MQSC_NOUN

# Verb synonyms; RES (RESOLVE), REV and REVERIFY (RVERIFY) and REBUILD (REFRESH SECURITY) are z/OS forms.
VERB_SYNONYMS = {"ALT": "ALTER", "ARC": "ARCHIVE", "DEF": "DEFINE", "DIS": "DISPLAY", "REF": "REFRESH",
                 "STA": "START", "RES": "RESOLVE", "REV": "RVERIFY", "REVERIFY": "RVERIFY", "REBUILD": "REFRESH"}
# "The maximum number of characters permitted in a command is 32 762" (its parameters joined, continuations
# removed): a longer one the queue manager refuses, and the reader reads no further than this.
LONGEST_COMMAND = 32_762
# What ends a command before its line does (the rest of the line is not read, MQT114); alone, it ends none.
TERMINATOR = ";"
# "On the Multiplatforms, each line can be of any length up to a maximum of 2048 characters": the writer folds a
# longer command there, --one-line (width 0) or not.
LONGEST_LINE = 2048
# runmqsc's own words: they end the session and take no object.
CONTROL = frozenset({"END", "EXIT", "QUIT"})

# Object synonyms. [UNSURE] TPC (TOPIC), MAXSM (MAXSMSGS) and POL (POLICY) are in one IBM table or an editor only:
# accepted on input as genuine (so never called a typo), never written.
OBJECT_SYNONYMS = {"BP": "BUFFPOOL", "CHL": "CHANNEL", "CHI": "CHINIT", "DQM": "CHINIT", "CHS": "CHSTATUS",
                   "CS": "CMDSERV", "IND": "INDOUBT", "LSTR": "LISTENER", "NL": "NAMELIST", "PRO": "PROCESS",
                   "PROC": "PROCESS", "Q": "QUEUE", "QA": "QALIAS", "QC": "QCLUSTER", "QL": "QLOCAL",
                   "QM": "QMODEL", "QR": "QREMOTE", "QS": "QSTATUS", "SEC": "SECURITY", "STC": "STGCLASS",
                   "THD": "THREAD", "TPS": "TPSTATUS", "TPC": "TOPIC", "MAXSM": "MAXSMSGS", "POL": "POLICY"}

_QUEUES = "QALIAS QLOCAL QMODEL QREMOTE"
# The objects each verb takes (IBM's command index; DISPLAY also takes each queue type).
OBJECTS_OF: dict[str, frozenset[str]] = {verb: frozenset(objects.split()) for verb, objects in {
    "ALTER": f"AUTHINFO BUFFPOOL CFSTRUCT CHANNEL COMMINFO LISTENER NAMELIST PROCESS PSID {_QUEUES} QMGR SECURITY "
             "SERVICE SMDS STGCLASS SUB TOPIC TRACE",
    "ARCHIVE": "LOG",
    "BACKUP": "CFSTRUCT",
    "CLEAR": "QLOCAL TOPICSTR",
    "DEFINE": f"AUTHINFO BUFFPOOL CFSTRUCT CHANNEL COMMINFO LISTENER LOG MAXSMSGS NAMELIST PROCESS PSID {_QUEUES} "
              "SERVICE STGCLASS SUB TOPIC",
    "DELETE": f"AUTHINFO AUTHREC BUFFPOOL CFSTRUCT CHANNEL COMMINFO LISTENER NAMELIST POLICY PROCESS PSID {_QUEUES} "
              "SERVICE STGCLASS SUB TOPIC",
    "DISPLAY": f"APSTATUS ARCHIVE AUTHINFO AUTHREC AUTHSERV CFSTATUS CFSTRUCT CHANNEL CHINIT CHLAUTH CHSTATUS "
               f"CLUSQMGR CMDSERV COMMINFO CONN ENTAUTH GROUP LISTENER LOG LSSTATUS MAXSMSGS NAMELIST POLICY "
               f"PROCESS PUBSUB {_QUEUES} QCLUSTER QMGR QMSTATUS QSTATUS QUEUE SBSTATUS SECURITY SERVICE SMDS "
               f"SMDSCONN STGCLASS SUB SVSTATUS SYSTEM TCLUSTER THREAD TOPIC TPSTATUS TRACE USAGE",
    "MOVE": "QLOCAL",
    "PING": "CHANNEL QMGR",
    "PURGE": "CHANNEL",
    "RECOVER": "BSDS CFSTRUCT",
    "REFRESH": "CLUSTER QMGR SECURITY",
    "RESET": "CFSTRUCT CHANNEL CLUSTER QMGR QSTATS SMDS TPIPE",
    "RESOLVE": "CHANNEL INDOUBT",
    "RESUME": "QMGR",
    "RVERIFY": "SECURITY",
    "SET": "ARCHIVE AUTHREC CHLAUTH LOG POLICY SYSTEM",
    "START": "CHANNEL CHINIT CMDSERV LISTENER QMGR SERVICE SMDSCONN TRACE",
    "STOP": "CHANNEL CHINIT CMDSERV CONN LISTENER QMGR SERVICE SMDSCONN TRACE",
    "SUSPEND": "QMGR",
}.items()}
VERBS = frozenset(OBJECTS_OF) | frozenset(VERB_SYNONYMS)
OBJECTS = frozenset().union(*OBJECTS_OF.values()) | frozenset(OBJECT_SYNONYMS)
IN_SCOPE_VERBS = ("DEFINE", "DEF", "ALTER", "ALT", "DELETE")
IN_SCOPE_OBJECTS = tuple(BY_MQSC_NOUN)  # the object nouns the MQSC reader translates

# Words of other dialects that stand where an MQSC verb would: each gets its own explanation, not a guess.
_ELSEWHERE = {"DEL": ("DEL is TPF's; MQSC has no synonym for DELETE", "DELETE"),
              "ZMQSC": ("ZMQSC is a TPF command, not MQSC", "an MQSC command, or --from tpf")}

# Inside parentheses, a comma separates words as a blank does.
COMMAS_SEPARATE = True
# What a reader expects where a parameter, or the object's name, cannot be read (MQT102).
EXPECTED_PARAMETER = "KEYWORD(value) or a flag keyword such as REPLACE"
EXPECTED_NAME = "an object name in parentheses, e.g. QLOCAL('APP.IN')"


def unknown_command(text: str, cl_commands: frozenset[str] = frozenset()) -> Unknown | None:
    """None when ``text`` is a genuine MQSC command (in scope or not); else what is wrong, at which word.

    ``cl_commands`` names IBM i commands, so that CL source read as MQSC is explained as such.
    """
    verb_match = WORD.match(text, len(text) - len(text.lstrip(_BLANKS)))
    if verb_match is None:
        start = len(text) - len(text.lstrip(_BLANKS))
        return Unknown(shown(text[start:start + 24]), start, "not an MQSC command", "an MQSC verb such as DEFINE")
    verb = verb_match.group().upper()
    if verb in CONTROL:  # runmqsc's own words stand alone (AMQ8405 for anything after them)
        rest = text[verb_match.end():]
        after = len(text) - len(rest.lstrip(_SEPARATORS))
        return None if after == len(text) else Unknown(
            shown(text[after:after + 24]), after, f"{verb} takes nothing after it", f"{verb} alone on its line")
    if verb not in VERBS:
        return _unknown_verb(verb_match.group(), verb_match.start(), cl_commands)
    full_verb = VERB_SYNONYMS.get(verb, verb)
    object_match = WORD.search(text, verb_match.end())
    objects = OBJECTS_OF[full_verb]
    if object_match is None or text[verb_match.end():object_match.start()].strip(" \t,"):
        return Unknown(verb, verb_match.end(), f"{verb} needs an object keyword", _objects_hint(objects))
    noun = object_match.group().upper()
    if OBJECT_SYNONYMS.get(noun, noun) in objects or (verb == "REBUILD" and noun in ("SECURITY", "SEC")):
        return None
    message = f"{verb} does not take {noun}" if noun in OBJECTS else f"unknown object keyword {shown(object_match.group())}"
    in_scope = IN_SCOPE_OBJECTS if verb in IN_SCOPE_VERBS else ()
    found = closest(noun, in_scope, objects | {k for k, v in OBJECT_SYNONYMS.items() if v in objects})
    return Unknown(shown(object_match.group()), object_match.start(), message,
                   did_you_mean(found) or _objects_hint(objects))


def is_command(text: str) -> bool:
    """True when ``text`` is a genuine MQSC command with an object (not runmqsc's END, EXIT or QUIT)."""
    verb = WORD.match(text, len(text) - len(text.lstrip(_BLANKS)))
    return verb is not None and verb.group().upper() not in CONTROL and unknown_command(text) is None


def _unknown_verb(word: str, offset: int, cl_commands: frozenset[str]) -> Unknown:
    upper = word.upper()
    if upper in _ELSEWHERE:
        message, expected = _ELSEWHERE[upper]
        return Unknown(word, offset, message, expected)
    if upper in cl_commands:
        return Unknown(word, offset, f"{upper} is an IBM i CL command, not MQSC", "an MQSC command, or --from cl")
    found = closest(upper, IN_SCOPE_VERBS, VERBS)
    return Unknown(shown(word), offset, f"unknown MQSC command {shown(word)}",
                   did_you_mean(found) or "an MQSC verb such as DEFINE, ALTER or DELETE")


def _objects_hint(objects: frozenset[str]) -> str:
    listed = sorted(objects)
    return "an object keyword: " + ", ".join(listed[:8]) + (", ..." if len(listed) > 8 else "")


# The object's name after its keyword: QLOCAL('a.b'), CHL(X); a quoted name is the grammar's QUOTED.
_BLANKS = blank_characters()
_SEPARATORS = _BLANKS + ("," if COMMAS_SEPARATE else "")  # what may stand between words
_NAMED = re.compile(r"[ \t,]*+[A-Za-z]++[ \t,]*+[A-Za-z]++[ \t,]*+\([ \t]*+(" + shared("QUOTED") + rf"|[^'(){blank()}]++)")


def object_name(text: str) -> str:
    """The object name an MQSC command gives after its object keyword (quoted: as written; else upper case),
    or "" when it gives none."""
    match = _NAMED.match(text)
    if match is None:
        return ""
    return name_of(match.group(1))
