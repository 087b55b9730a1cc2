"""IBM i CL: the MQ queue, namelist and process commands, their leading parameters and special values.

Positional numbers follow IBM's CL command pages ("Positional N"): a command's leading parameters
take positions 1..n; attribute positions come from the registry plus the command's offset.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from translator import registry
from translator.dialects.words import WORD, Unknown, closest, did_you_mean, listed, name_of, shown
from translator.memo import Table
from translator.model import FAMILY_TYPES, SYSTEM_DEFAULT, UNCHANGED, Action, ObjectFamily, ObjectType, Value
from translator.model.characters import fold
from translator.parsers import blank, blank_characters, shared

# "The total command length cannot exceed 32 702 characters", continued or not (its comments counted as the blanks
# the reader puts in their place [UNSURE]).
LONGEST_COMMAND = 32_702
# Inside parentheses, a comma separates words as a blank does (not in CL: it is part of the word).
COMMAS_SEPARATE = False
# What a reader expects where a parameter, or the object's name, cannot be read (MQT102).
EXPECTED_PARAMETER = "KEYWORD(value) or a positional value"
EXPECTED_NAME = EXPECTED_PARAMETER


@dataclass(frozen=True, slots=True, eq=False)
class ClCommand:
    """One CL command: what it does, to which family, and its leading (head) parameters.

    Each command is one object (COMMANDS), so it compares and hashes by identity, in C: it keys the
    per-command memos of the readers and writers.
    """

    name: str
    action: Action
    family: ObjectFamily
    head: tuple[str, ...]
    offset: int | None
    # Parameters read on this command though IBM's page for it does not list them: never added by --explicit.
    unlisted: frozenset[str] = frozenset()

    @property
    def default_word(self) -> str:
        """The special value meaning "as the default/source": the family's system default on a create, or *SAME."""
        return SYSTEM_DEFAULT_WORDS[self.family] if self.action is Action.CREATE else "*SAME"

    @property
    def object_type(self) -> ObjectType:
        """The object type the command's reader starts from: a queue of unstated type, a namelist or a process."""
        return FAMILY_TYPES[self.family]


# Each family's CL special value for "the value of the system default object" (SYSTEM.DEFAULT.LOCAL.QUEUE and
# the like, SYSTEM.DEFAULT.NAMELIST, SYSTEM.DEFAULT.PROCESS).
SYSTEM_DEFAULT_WORDS = {ObjectFamily.QUEUE: "*SYSDFTQ", ObjectFamily.NAMELIST: "*SYSDFTNL",
                        ObjectFamily.PROCESS: "*SYSDFTPRC"}
_Q, _NL, _PRC = ObjectFamily.QUEUE, ObjectFamily.NAMELIST, ObjectFamily.PROCESS
COMMANDS: dict[str, ClCommand] = {c.name: c for c in (
    ClCommand("CRTMQMQ", Action.CREATE, _Q, ("QNAME", "QTYPE", "MQMNAME", "REPLACE"), 0,
              unlisted=frozenset({"IMGRCOVQ"})),  # CHGMQMQ's page lists it, CRTMQMQ's does not [UNSURE]
    ClCommand("CHGMQMQ", Action.CHANGE, _Q, ("QNAME", "MQMNAME", "QTYPE", "FORCE"), 0),
    ClCommand("CPYMQMQ", Action.COPY, _Q, ("FROMQ", "TOQ", "MQMNAME", "QTYPE", "REPLACE"), 1),
    ClCommand("DLTMQMQ", Action.DELETE, _Q, ("QNAME", "MQMNAME"), None),
    ClCommand("CRTMQMNL", Action.CREATE, _NL, ("NAMELIST", "MQMNAME", "REPLACE"), 0),
    ClCommand("CHGMQMNL", Action.CHANGE, _NL, ("NAMELIST", "MQMNAME"), -1),
    ClCommand("CPYMQMNL", Action.COPY, _NL, ("FROMNL", "TONL", "MQMNAME", "REPLACE"), 1),
    ClCommand("DLTMQMNL", Action.DELETE, _NL, ("NAMELIST", "MQMNAME"), None),
    # CHGMQMPRC has no REPLACE, so its TEXT is positional 3 where CRTMQMPRC's is 4.
    ClCommand("CRTMQMPRC", Action.CREATE, _PRC, ("PRCNAME", "MQMNAME", "REPLACE"), 0),
    ClCommand("CHGMQMPRC", Action.CHANGE, _PRC, ("PRCNAME", "MQMNAME"), -1),
    ClCommand("CPYMQMPRC", Action.COPY, _PRC, ("FROMPRC", "TOPRC", "MQMNAME", "REPLACE"), 1),
    ClCommand("DLTMQMPRC", Action.DELETE, _PRC, ("PRCNAME", "MQMNAME"), None),
)}
BY_ACTION = {(c.action, c.family): c for c in COMMANDS.values()}
NAME_KEYWORDS = frozenset({"QNAME", "TOQ", "NAMELIST", "TONL", "PRCNAME", "TOPRC"})
FROM_KEYWORDS = frozenset({"FROMQ", "FROMNL", "FROMPRC"})
SPECIALS: dict[str, Value] = {"*SAME": UNCHANGED, **dict.fromkeys(SYSTEM_DEFAULT_WORDS.values(), SYSTEM_DEFAULT),
                              "*DFT": SYSTEM_DEFAULT}


BLANKS: Table[registry.Attribute, str | None] = Table(lambda attribute: attribute.blanks.get("cl"))
"""The word CL writes for an attribute's blank value (*NONE, *BLANK), or None: kept, as readers ask per parameter."""


def special_words(command: ClCommand, attribute_name: str) -> frozenset[str]:
    """The special values a parameter takes: MQMNAME *DFT; REPLACE and FORCE none (*YES or *NO only); the others
    *SAME and their family's default."""
    if attribute_name == "QMgrName":
        return frozenset({"*DFT"})
    if registry.by_name(attribute_name).option:
        return frozenset()
    return frozenset({"*SAME", SYSTEM_DEFAULT_WORDS[command.family]})


def quoted_specials(command: ClCommand, attribute: registry.Attribute) -> frozenset[str]:
    """The texts a string parameter cannot hold in CL: its special values (*SAME, the system default, *BLANK or
    *NONE), in any case (``reserved``). TEXT('*SAME') may be read as *SAME, unchanged [UNSURE: not tried on IBM i;
    refused both ways, so a text is never taken for a special value or the other way round]."""
    blank = BLANKS[attribute]
    return special_words(command, attribute.name) | ({blank} if blank else set())


def reserved(command: ClCommand, attribute: registry.Attribute, text: str) -> str | None:
    """The special value IBM i may read the quoted string ``text`` of ``attribute`` as (quoted_specials), or None;
    its trailing blanks are padding. In any case: IBM asks that a reserved value given as a quoted string be "always
    expressed in uppercase letters", as its case is kept, and warns that "conversion to uppercase is language
    dependent" [UNSURE: '*same' is then likely text, but what the command's own program makes of it is not
    documented: refused as '*SAME' is, rather than guessed]."""
    if text[:1] != "*":
        return None
    word = fold(text.rstrip(" "))
    return word if word in quoted_specials(command, attribute) else None


@cache
def positional(command: ClCommand) -> tuple[str, ...]:
    """Keyword for each position 1..n of ``command`` (gaps are empty strings)."""
    slots = dict(enumerate(command.head, 1))
    if command.offset is not None:
        for attribute in registry.for_family(command.family):
            if (keyword := attribute.spelling("cl")) and (position := attribute.positions.get("cl")):
                slots[position + command.offset] = keyword
    return tuple(slots.get(i, "") for i in range(1, max(slots) + 1))


# The whole IBM MQ for IBM i command family (IBM's CL command reference); only COMMANDS above are translated.
MQ_COMMANDS = listed("""
CCTMQM CHGMQM CHGMQMAUTI CHGMQMCHL CHGMQMLSR CHGMQMNL CHGMQMPRC CHGMQMQ CHGMQMSUB CHGMQMSVC CHGMQMTOP CLRMQMBRK
CLRMQMQ CLRMQMTOP CPYMQMAUTI CPYMQMCHL CPYMQMLSR CPYMQMNL CPYMQMPRC CPYMQMQ CPYMQMSUB CPYMQMSVC CPYMQMTOP CRTMQM
CRTMQMAUTI CRTMQMCHL CRTMQMLSR CRTMQMNL CRTMQMPRC CRTMQMQ CRTMQMSUB CRTMQMSVC CRTMQMTOP CVTMQMDTA DLTMQM DLTMQMAUTI
DLTMQMBRK DLTMQMCHL DLTMQMLSR DLTMQMNL DLTMQMPRC DLTMQMQ DLTMQMSUB DLTMQMSVC DLTMQMTOP DMPMQMCFG DSCMQM DSPMQM
DSPMQMAUT DSPMQMAUTI DSPMQMBRK DSPMQMCHL DSPMQMCSVR DSPMQMLSR DSPMQMNL DSPMQMOBJN DSPMQMPRC DSPMQMQ DSPMQMRTE
DSPMQMSTS DSPMQMSUB DSPMQMSVC DSPMQMTOP DSPMQMVER ENDMQM ENDMQMBRK ENDMQMCHL ENDMQMCONN ENDMQMCSVR ENDMQMLSR
ENDMQMSVC GRTMQMAUT PNGMQMCHL RCDMQMIMG RCRMQMOBJ RFRMQM RFRMQMAUT RFRMQMCL RSMMQMCLQM RSTMQMCHL RSTMQMCL RSVMQMCHL
RSVMQMTRN RUNMQSC RVKMQMAUT SPDMQMCLQM STRMQM STRMQMBRK STRMQMCHL STRMQMCHLI STRMQMCSVR STRMQMDLQ STRMQMLSR
STRMQMMQSC STRMQMSVC STRMQMTRM TRCMQM WRKMQM WRKMQMAUT WRKMQMAUTD WRKMQMAUTI WRKMQMCHL WRKMQMCHST WRKMQMCL WRKMQMCLQ
WRKMQMLSR WRKMQMMSG WRKMQMNL WRKMQMPRC WRKMQMQ WRKMQMQSTS WRKMQMSUB WRKMQMSVC WRKMQMTOP WRKMQMTRN
""")
# CL program statements, and the system commands CL programs that drive MQ use most.
PROGRAM_COMMANDS = listed("""
PGM ENDPGM DCL DCLF DCLPRCOPT COPYRIGHT INCLUDE CHGVAR IF ELSE DO ENDDO DOFOR DOWHILE DOUNTIL LEAVE ITERATE SELECT
WHEN OTHERWISE ENDSELECT GOTO CALLSUBR SUBR RTNSUBR ENDSUBR MONMSG RCVF SNDF SNDRCVF ENDRCV WAIT CLOSE CALL CALLPRC
RETURN TFRCTL SNDPGMMSG SNDUSRMSG SNDMSG SNDBRKMSG SNDRPY RCVMSG RMVMSG RTVMSG RTVJOBA RTVSYSVAL RTVDTAARA RTVMBRD
RTVOBJD RTVUSRPRF CHGDTAARA CRTDTAARA DLTDTAARA DSPDTAARA CVTDAT CHKOBJ DLYJOB SBMJOB CHGJOB RCLRSC RCLACTGRP
ADDLIBLE RMVLIBLE CHGLIBL CHGCURLIB OVRDBF OVRDSPF OVRPRTF DLTOVR CRTSRCPF ADDPFM CRTPF CLRPFM DLTF CPYTOSTMF
CPYFRMSTMF CRTLIB DLTLIB CRTMSGQ DLTMSGQ CRTJOBQ CRTJOBD CRTJRN CRTJRNRCV DLTJRN DLTJRNRCV RTVJRNE RCVJRNE CRTPGM
GRTOBJAUT RVKOBJAUT CRTBNDCL CRTCLPGM CRTCLMOD WRKMBRPDM GO SIGNOFF ENDJOB RSNESCMSG
""")
# The parameters of the CL statements that steer which commands run, in their positional order (IBM's CL command
# reference): IBM i compiles none of them with another keyword, or with more positional values.
STATEMENT_PARAMETERS: dict[str, tuple[str, ...]] = {
    "IF": ("COND", "THEN"), "ELSE": ("CMD",), "WHEN": ("COND", "THEN"), "OTHERWISE": ("CMD",),
    "MONMSG": ("MSGID", "CMPDTA", "EXEC"), "GOTO": ("CMDLBL",), "LEAVE": ("CMDLBL",), "ITERATE": ("CMDLBL",),
    "DO": (), "DOWHILE": ("COND",), "DOUNTIL": ("COND",), "DOFOR": ("VAR", "FROM", "TO", "BY"), "ENDDO": (),
    "SELECT": (), "ENDSELECT": (), "SUBR": ("SUBR",), "ENDSUBR": ("RTNVAL",), "RTNSUBR": ("RTNVAL",),
    "CALLSUBR": ("SUBR", "RTNVAL"), "RETURN": (), "ENDPGM": (),
}
# The statements that declare what the program uses, which must come before its other commands (but PGM, which
# starts it): a MONMSG after none but them watches the whole program. INCLUDE is none: what it includes may hold
# commands.
DECLARATIONS = frozenset({"DCL", "DCLF", "DCLPRCOPT", "COPYRIGHT"})
# A well-formed CL command name: an optional library qualifier, then a basic name of at most ten characters,
# ended by a blank or the end of the command (parameters follow a blank).
NAME = re.compile(r"(?:([A-Za-z$#@][A-Za-z0-9$#@_.]{0,9}|\*(?i:LIBL|CURLIB|NLVLIBL|SYSTEM))/)?"
                  r"([A-Za-z$#@][A-Za-z0-9$#@_.]{0,9})" + f"(?=[{blank()}]|\\Z)")
_VERBS = tuple(listed("CHG CLR CPY CRT CVT DLT DMP DSC DSP END GRT PNG RCD RCR RFR RSM RST RSV RUN RVK SPD STR TRC WRK CCT"))
# TPF's MQ commands: well-formed CL names, but a TPF script's (read as CL when its first line is damaged), never an
# IBM i command's. Qualified by a library (QGPL/ZMQSC), the name is a CL command's: TPF has no libraries.
_TPF_COMMANDS = frozenset({"ZMQSC", "ZMQID"})


def unknown_command(text: str, mqsc_head: Callable[[str], bool]) -> Unknown | None:
    """None when ``text`` starts with a genuine CL command (in scope or not); else what is wrong, at which word.

    IBM i has thousands of commands, and users add their own, so a well-formed name outside the MQ family is
    genuine (out of scope); a near miss of a CL program statement is a warning, as a user command of that name
    may exist. An MQ-looking name outside the MQ family is a typo, and ``mqsc_head`` says when the command is an
    MQSC command (MQSC source read as CL); a TPF command (ZMQSC, ZMQID) is refused as such too.
    """
    start = len(text) - len(text.lstrip(blank_characters()))
    match = NAME.match(text, start)
    if match is None:
        if text.startswith("*/", start):  # /* a /* b */ c */: the first */ closed the comment
            return Unknown("*/", start, "*/ closes no comment: CL comments do not nest, so an earlier */ closed it "
                           "(or a /* not closed on its line ended there)", "a /* comment closed once, with */")
        word = WORD.match(text, start)
        shown_word = shown(word.group() if word else text[start:start + 24])
        return Unknown(shown_word, start, f"{shown_word} is not a CL command name",
                       "a command name of at most 10 characters (A-Z, 0-9, $ # @ _ .), such as CRTMQMQ")
    name = match.group(2).upper()
    if name in COMMANDS or name in MQ_COMMANDS or name in PROGRAM_COMMANDS:
        return None
    offset = match.start(2)
    if name in _TPF_COMMANDS and match.group(1) is None:
        return Unknown(match.group(2), offset, f"{name} is a TPF command, not IBM i CL",
                       "a CL command such as CRTMQMQ, or --from tpf")
    if mqsc_head(text[start:]):
        return Unknown(match.group(2), offset, f"{name} is an MQSC command, not IBM i CL",
                       "a CL command such as CRTMQMQ, or --from mqsc")
    if "MQM" in name or (name.startswith(_VERBS) and "MQ" in name[3:]):
        found = closest(name, COMMANDS, MQ_COMMANDS)
        return Unknown(match.group(2), offset, f"unknown IBM MQ command {name}",
                       did_you_mean(found) or "an IBM MQ for IBM i command such as CRTMQMQ")
    found = closest(name, COMMANDS, PROGRAM_COMMANDS)
    if found:
        return Unknown(match.group(2), offset, f"{name} is not a CL command this tool knows", did_you_mean(found),
                       error=False)
    return None


# The first parameter's value after the command name: its keyword form QNAME('a.b') or a positional word.
_FIRST_VALUE = re.compile(rf"[ \t]*+[^{blank()}(]++[ \t]++(?:[A-Za-z][A-Za-z0-9]*+\([ \t]*+)?+("
                          + shared("QUOTED") + rf"|[^'(){blank()}]++)")


def is_known(name: str) -> bool:
    """True when ``name`` (upper case, no library) is a command this vocabulary knows."""
    return name in COMMANDS or name in MQ_COMMANDS or name in PROGRAM_COMMANDS


def object_name(text: str, name: str) -> str:
    """The object an IBM MQ command outside the scope names first (CRTMQMPRC PRCNAME(X) -> X; quoted: as
    written, else upper case), or "" for any other command."""
    match = _FIRST_VALUE.match(text) if name in MQ_COMMANDS else None
    if match is None:
        return ""
    return name_of(match.group(1))
