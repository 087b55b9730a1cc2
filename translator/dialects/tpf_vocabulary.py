"""TPF ZMQSC: the verbs, and which parameters each queue command takes (from the registry)."""

from __future__ import annotations

import re
from functools import cache

from translator import registry
from translator.dialects.tpf_rules import takes
from translator.dialects.words import WORD, Unknown, closest, did_you_mean, name_of, shown
from translator.model import Action, ObjectType
from translator.parsers import blank, blank_characters, shared
from translator.registry.objects import BY_TYPE

# The queues a TPF system provides itself with the MQ profile, its only default queues: a script defining, altering
# or deleting one changes TPF's own (MQT315), as SYSTEM.* objects are elsewhere.
OWN_QUEUES = frozenset({"DEAD.LETTER.QUEUE", "SPECIAL.RECOVERY.QUEUE"})

# DEF/DEFINE, ALT/ALTER and DEL/DELETE: the TPF pages use both forms (gtpo1maf); the short ones are written.
VERBS = {"DEFINE": Action.CREATE, "DEF": Action.CREATE, "ALTER": Action.CHANGE, "ALT": Action.CHANGE,
         "DELETE": Action.DELETE, "DEL": Action.DELETE}
WRITTEN_VERBS = {Action.CREATE: "DEF", Action.CHANGE: "ALT", Action.DELETE: "DEL"}

# ZMQSC carries MQSC's commands, so MQSC's limit [UNSURE: no TPF page gives one; a console line is far shorter].
LONGEST_COMMAND = 32_762
# A comma separates nothing: TPF delimits fields by blanks, and its subfields by - . * $ / (never a comma).
COMMAS_SEPARATE = False
# A TPF console's code page: z/TPF runs on IBM Z, in EBCDIC [UNSURE: 037 or 1047; they hold the same characters].
_CONSOLE = "cp037"
CONSOLE_CHARACTERS = "characters of EBCDIC code page 037"
# What a reader expects where a parameter, or the object's name, cannot be read (MQT102).
EXPECTED_PARAMETER = "KEYWORD-value or a flag keyword such as TRIGGER"
EXPECTED_NAME = "QL-name, QA-name or QR-name"


def not_on_console(text: str) -> tuple[int, str] | None:
    """Where ``text`` first holds a character a TPF console cannot hold, and what is wrong with it (MQT209), or
    None: what the reader refuses in a ZMQSC command and the writer does not write into one."""
    if text.isascii():
        return None
    try:
        text.encode(_CONSOLE)
    except UnicodeEncodeError as error:
        bad = text[error.start]
        return error.start, f"{bad!r} (U+{ord(bad):04X}) cannot be entered on a TPF console, which reads EBCDIC"
    return None


def command_name(action: Action, object_type: ObjectType) -> str:
    """``ZMQSC ALT QL`` and the like, for messages."""
    return f"ZMQSC {WRITTEN_VERBS.get(action, action.value)} {BY_TYPE[object_type].spelling('tpf') or object_type.value}"


@cache
def keywords(action: Action, object_type: ObjectType) -> tuple[str, ...]:
    """The keywords and flag words a ZMQSC command takes."""
    return tuple(word for attribute in registry.ATTRIBUTES if takes(attribute, action, object_type)
                 for word in (attribute.keywords("tpf") or [w for v in attribute.values for w in v.words("tpf")]))


# ZMQSC's actions and objects (TPF 4.1 pages); DISP/DISPLAY is [UNSURE] (no page read) and accepted as genuine.
ACTIONS = frozenset({*VERBS, "START", "STOP", "MIGRATE", "MOVEMSGS", "DBREBUILD", "DISP", "DISPLAY"})
OBJECTS = frozenset({"MQP", "QL", "QA", "QR", "CHL", "QMGR"})
# Actions whose object is written KEY-name (or START/STOP QMGR); the others take operands of their own.
_WITH_OBJECT = frozenset({*VERBS, "START", "STOP", "DISP", "DISPLAY"})
# The objects each action takes, as the pages pair them: QMGR only START and STOP, which take no queue; CHL with
# START and STOP, and MQP with ALT and DEL, are [UNSURE] (no page shows them) and taken; DISPLAY (no page read)
# takes any.
_OBJECTS_OF = {**dict.fromkeys(VERBS, OBJECTS - {"QMGR"}), **dict.fromkeys(("START", "STOP"), frozenset({"QMGR", "CHL"})),
               **dict.fromkeys(("DISP", "DISPLAY"), OBJECTS)}
_ORDER = ("QL", "QA", "QR", "CHL", "MQP", "QMGR")  # as the objects are listed
# Object words of other dialects, each with TPF's answer.
_ELSEWHERE = {"QLOCAL": "QL", "QALIAS": "QA", "QREMOTE": "QR", "CHANNEL": "CHL"}
_NOT_ON_TPF = {"QM": "model queues", "QMODEL": "model queues", "NL": "namelists", "NAMELIST": "namelists",
               "PROCESS": "process definitions", "PRO": "process definitions", "PROC": "process definitions"}


def missing_object(object_type: ObjectType) -> str:
    """Why ZMQSC has no command for this object type ("TPF has no namelists"), or "" when it has one. A local
    queue's PROCESS- names what TPF calls instead of its trigger exit (CUIR), never a process object."""
    spelling = BY_TYPE[object_type]
    return "" if spelling.spelling("tpf") else f"TPF has no {_NOT_ON_TPF[str(spelling.spelling('mqsc'))]}"


def unknown_command(text: str) -> Unknown | None:
    """None when ``text`` is a genuine TPF command (ZMQSC in scope or not, ZMQID, another Z command); else what
    is wrong, at which word."""
    words = [(match.group(), match.start()) for match in WORD.finditer(text[:200])][:3]
    start = len(text) - len(text.lstrip(blank_characters()))
    if not words or words[0][1] != start:  # what starts the command is no word (a no-break space is no blank)
        return Unknown(shown(text[start:start + 24]), start, "not a TPF command", "ZMQSC followed by an action")
    command, offset = words[0]
    upper = command.upper()
    after = text[offset + len(command):offset + len(command) + 1]
    if after and after not in blank_characters():  # ZMQSC-DEF, ZMQSC:DEF: a console reads no ZMQSC there
        return Unknown(shown(text[offset:offset + 24].split()[0]), offset, f"{shown(text[offset:].split()[0])} is not a "
                       "TPF command", f"{upper} and a blank" if upper in ("ZMQSC", "ZMQID") else "ZMQSC followed by an action")
    if upper == "ZMQID":
        return None
    if upper.startswith("ZMQSC") and upper != "ZMQSC":  # ZMQSCDEF: the blank left out, not another command
        joined = upper[5:]
        return Unknown(command, offset, f"unknown TPF command {shown(command)}",
                       f"ZMQSC {joined}" if joined in ACTIONS else "ZMQSC")
    if upper != "ZMQSC":
        found = closest(upper, ("ZMQSC", "ZMQID"))
        if found:
            return Unknown(command, offset, f"unknown TPF command {shown(command)}", did_you_mean(found))
        if upper.startswith("Z") and upper.isalnum() and not _queue_command_after(text, offset + len(command)):
            return None  # another TPF operator command (they all start with Z)
        if upper.startswith("Z") and upper.isalnum():  # ZMQ DEF QL-X: a ZMQSC queue command under another name
            return Unknown(command, offset, f"unknown TPF command {shown(command)}: ZMQSC's action and object "
                           "follow it", "ZMQSC")
        return Unknown(shown(command), offset, f"{shown(command)} is not a TPF command", "ZMQSC followed by an action")
    if len(words) < 2:
        return Unknown(command, offset + len(command), "ZMQSC needs an action", "DEF, ALT or DEL")
    action, offset = words[1]
    if action.upper() not in ACTIONS:
        return Unknown(action, offset, f"unknown ZMQSC action {shown(action)}",
                       did_you_mean(closest(action.upper(), VERBS, ACTIONS)) or "DEF, ALT or DEL")
    if action.upper() not in _WITH_OBJECT:
        return None
    # The object is the field after the action (TPF delimits fields by blanks), a word at its start: QL-name.
    field = _FIELD.match(text, offset + len(action))
    if not field.group("field"):
        if action.upper() not in VERBS:
            return None
        return Unknown(action, offset + len(action), f"ZMQSC {action.upper()} needs an object", EXPECTED_NAME)
    noun, offset = field.group("word") or field.group("field"), field.start("field")
    if not field.group("word"):
        return Unknown(shown(noun), offset, f"{shown(noun)} is not a ZMQSC object", EXPECTED_NAME)
    upper, verb = noun.upper(), action.upper()
    if upper in _OBJECTS_OF[verb]:
        return None
    if upper in OBJECTS:  # DEF QMGR, START QL
        taken = [f"{word}-name" if verb in VERBS else word for word in _ORDER if word in _OBJECTS_OF[verb]]
        return Unknown(noun, offset, f"ZMQSC {verb} takes no {upper}", f"{', '.join(taken[:-1])} or {taken[-1]}")
    if upper in _NOT_ON_TPF:
        return Unknown(noun, offset, f"TPF has no {_NOT_ON_TPF[upper]}", "QL, QA or QR")
    if upper in _ELSEWHERE:
        return Unknown(noun, offset, f"{upper} is MQSC's object keyword", f"{_ELSEWHERE[upper]}-name")
    return Unknown(shown(noun), offset, f"unknown ZMQSC object {shown(noun)}",
                   did_you_mean(closest(upper, ("QL", "QA", "QR"), OBJECTS)) or "QL, QA or QR")


# A field, and the object word it starts with when a hyphen or the field's end follows that word.
_B = blank()
_FIELD = re.compile(rf"[{_B}]*+(?P<field>(?P<word>[A-Za-z]++(?=-|[{_B}]|$))?[^{_B}]*+)")
_OBJECT = re.compile(rf"[ \t]*+[^{_B}]++[ \t]++[^{_B}]++[ \t]++[A-Za-z]++-(" + shared("QUOTED") + rf"|[^'{_B}]++)")

# A ZMQSC queue action and an object joined to its name (DEF QL-X): what only ZMQSC is followed by.
_QUEUE_COMMAND = re.compile(rf"[{_B}]++(?:" + "|".join(sorted(_OBJECTS_OF)) + rf")[{_B}]++(?:"
                            + "|".join(sorted(OBJECTS)) + r")-", re.I)


def _queue_command_after(text: str, end: int) -> bool:
    """True when a ZMQSC action and an object written KEY-name follow the command word ending at ``end``."""
    return _QUEUE_COMMAND.match(text, end) is not None


def object_name(text: str) -> str:
    """The object a ZMQSC command names as KEY-name (DEF CHL-TO.QM2 -> TO.QM2; quoted: as written), or ""."""
    match = _OBJECT.match(text)
    if match is None:
        return ""
    return name_of(match.group(1))
