"""IBM i CL: CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ and the *MQMNL namelist commands, in CL source."""

from __future__ import annotations

import re

from translator.diagnostics import Reporter
from translator.dialects import Dialect, mqsc_vocabulary, refuse_lossy
from translator.dialects import cl_vocabulary as vocabulary
from translator.model import Action, Command, ObjectFamily, Passthrough, Script
from translator.readers import cl as reader
from translator.registry.process_attributes import IBM_I
from translator.writers import cl as writer

# A line of CL: a CL command (after an optional label and library) or a /* comment at its start. Written as
# "start of text, or a newline, then ..." rather than with re.M's ^, so the search skips from newline to
# newline in C instead of trying every character. A command word ends at a blank, "(" or the line's end: in
# PGM.OUT or DCL_X it begins a name (an MQSC continuation line) and says nothing of the dialect.
_CL_LINE = (r"[ \t]*(?:(?:[A-Za-z$#@][\w$#@]*[ \t]*:[ \t]*)?(?:(?:[A-Za-z$#@][\w$#@.]*|\*(?i:LIBL|CURLIB|NLVLIBL|SYSTEM))/)?"
            r"(?i:(?:CRTMQM|CHGMQM|CPYMQM|DLTMQM)[A-Za-z0-9]*|PGM|DCL|DCLF|ENDPGM|MONMSG|SNDPGMMSG)(?=[ \t(\r\n]|\Z)"
            r"|/\*)")
_CL_FIRST_LINE = re.compile(_CL_LINE)
_CL_NEXT_LINE = re.compile("\n" + _CL_LINE)
_CL_WORDS = ("MQM", "PGM", "DCL", "MONMSG", "/*")  # one of them is in every CL line _CL_LINE matches
# Blank lines and MQSC * comment lines before a script's first command; possessive, so each line is read once.
_BEFORE_FIRST_COMMAND = re.compile(r"(?:[ \t\r\ufeff]*+(?:\*[^\n]*+)?+\n)*+[ \t\r\ufeff]*+")
# An MQSC verb as a command's first word (a CL label such as "SET:" is not one).
_MQSC_VERB = re.compile(r"(?i:" + "|".join(sorted(mqsc_vocabulary.VERBS, key=len, reverse=True))
                        + r")(?=[ \t(\r\n]|\Z)(?![ \t]*:)")
_BLANKS = " \t\r\n"


def _starts_as_mqsc(data: str) -> bool:
    """True when the script's first command starts with an MQSC verb: a CL word further on is then inside an
    MQSC command or a mistake, and the MQSC reader says which."""
    return bool(_MQSC_VERB.match(data, _BEFORE_FIRST_COMMAND.match(data).end()))


def _continues(data: str, end: int) -> bool:
    """True when the text before ``end`` (a line's end) ends with + or - after blanks and blank lines: the line
    after it continues a command (MQSC and CL alike), so it starts none."""
    while end and data[end - 1] in _BLANKS:
        end -= 1
    return end > 0 and data[end - 1] in "+-"


def _starts_a_cl_command(data: str) -> bool:
    """True when a line that starts a command (not one continuing the line before) is a CL command or comment."""
    if _CL_FIRST_LINE.match(data):
        return True
    return any(not _continues(data, line.start()) for line in _CL_NEXT_LINE.finditer(data))


def recognises(data: str | bytes) -> bool:
    """True when a line starting a command is a CL command or starts a CL comment, and the script does not begin
    with an MQSC command."""
    if not isinstance(data, str) or _starts_as_mqsc(data):  # the first command's word decides most scripts
        return False
    upper = data.upper()
    return any(word in upper for word in _CL_WORDS) and _starts_a_cl_command(data)


# Qualifiers under which a command is IBM MQ's, or found as an unqualified one is (*LIBL, the library list; the
# system's libraries): under another (a library, *CURLIB) it may be a copy with other defaults.
# [UNSURE] QMQM, MQ's product library (its sample programs are there): a command qualified by it is read as MQ's.
_IBM_LIBRARIES = frozenset({"QSYS", "QMQM", "*LIBL", "*NLVLIBL", "*SYSTEM"})


# How a statement that names an MQ command runs it, where that is not on a condition (readers/cl_flow.py).
_HOW = {"SBMJOB": "submits {} to a batch job of its own", "ADDJOBSCDE": "schedules {} to run as a job",
        "CHGJOBSCDE": "schedules {} to run as a job", "CALL": "runs {} from a command string"}


def meanings(script: Script, leaving: bool, source: str, reporter: Reporter) -> None:
    """For a CL program going into another dialect (``leaving``), whose scripts have no conditions: each command
    that runs only on one, or that a GOTO may jump over (readers/cl_flow.py), is reported, MQT310 under the
    policy, and not written when that makes it an error (by default): if written, it would run every time. A
    statement that names an MQ command to run on a condition (IF ... THEN(CRTMQMQ ...)) is never translated; MQT310
    says which command it holds, and a GOTO back over MQ commands (a loop) is MQT310 too. A command qualified by a
    library other than IBM MQ's is MQT311: read as IBM MQ's, though a copy there may have other defaults."""
    if not leaving:
        return
    for index, item in enumerate(script.items):
        if isinstance(item, Command) and item.library and item.library not in _IBM_LIBRARIES:
            reporter.report("MQT311", f"{item.library}/{item.kind} is read as IBM MQ's {item.kind}: the command of "
                            f"that name in {item.library} may give other defaults to what it leaves out", item.span,
                            item.source_text, expected=f"QSYS/{item.kind}, or the parameters it leaves out")
        if isinstance(item, Command) and item.condition:
            refuse_lossy(script, index, source, reporter, "MQT310", f"{item.kind} {item.name} depends on the "
                         f"{item.condition}, which the target cannot express: if written, it would run every time",
                         expected=reporter.or_written("the command outside the condition"))
        elif isinstance(item, Passthrough) and item.runs:
            how = _HOW.get(item.kind, "runs {} only on a condition").format(item.runs)
            reporter.report("MQT310", f"{item.kind} {how}, which the target cannot express: the {item.runs} is not "
                            "translated", item.span, item.text,
                            expected=f"{item.runs} as a command of its own, outside the {item.kind}")
        if isinstance(item, Passthrough) and item.repeats:
            reporter.report("MQT310", f"this GOTO goes back to the label {item.repeats}: the MQ commands after it run "
                            "again (a loop), which the target cannot express: they are written once", item.span,
                            item.text, expected="each command written out as often as the loop would run it")


def _may_retype(runs: str) -> bool:
    """Whether the command ``runs`` names makes, copies or deletes a queue (CHGMQMQ changes no queue's type)."""
    command = vocabulary.COMMANDS.get(runs)
    return command is not None and command.family is ObjectFamily.QUEUE and command.action is not Action.CHANGE


DIALECT = Dialect(
    write_options=frozenset({"width", "explicit"}), may_retype=_may_retype,
    # CHGMQMQ and DLTMQMQ may leave QTYPE out, so a queue of unstated type is written as it is.
    # DLTMQMQ has no QTYPE: a delete of a queue of another type than the one stated would delete that queue.
    name="cl", title="CL", states_queue_type=frozenset(), omits_queue_type=frozenset({Action.DELETE}),
    description="IBM i CL (CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ, the *MQMNL namelist and *MQMPRC process commands)",
    platform=IBM_I, takes_variables=True,
    extension=".clle", read=reader.read, write=writer.write, read_items=reader.read_items,
    write_items=writer.write_items, grammar="cl", comment="/*", vocabulary=vocabulary,
    recognises=recognises, detection=40, meanings=meanings,
    queue_type_hint="QTYPE(*LCL, *ALS, *RMT or *MDL) on CHGMQMQ or CPYMQMQ, or the queue's definition given with "
                    "--existing (a dmpmqcfg dump of the queue manager); DLTMQMQ has no QTYPE", heading="CL",
    table_entry=lambda attribute: attribute.spelling("cl"))
