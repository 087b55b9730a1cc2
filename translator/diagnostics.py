"""Diagnostics: stable codes, severities, source locations and the unsupported-feature policy."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from translator.model import Span
from translator.model.characters import visible


class Severity(StrEnum):
    """How serious a diagnostic is; any ERROR makes the run exit 1."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"
    IGNORED = "ignored"  # a loss --on-unsupported ignore silences: not printed, still in records and reports


class Policy(StrEnum):
    """What to do when the target cannot express something (--on-unsupported)."""

    ERROR = "error"
    WARN = "warn"
    IGNORE = "ignore"


# The severity of a lossy code (one the target cannot express) under each --on-unsupported policy.
_POLICY_SEVERITY = {Policy.ERROR: Severity.ERROR, Policy.WARN: Severity.WARNING, Policy.IGNORE: Severity.IGNORED}


@dataclass(frozen=True, slots=True)
class Code:
    """A diagnostic code: stable identifier, default severity, and whether the policy governs it."""

    code: str
    name: str
    severity: Severity
    summary: str
    lossy: bool = False


_E, _W, _I = Severity.ERROR, Severity.WARNING, Severity.INFO
CODES: dict[str, Code] = {c.code: c for c in (
    Code("MQT101", "not-text", _E, "Input is not text in the expected encoding (binary or undecodable)."),
    Code("MQT102", "syntax", _E, "The command does not follow the dialect's syntax."),
    Code("MQT103", "unclosed-quote", _E, "A quoted string is not closed before the command ends."),
    Code("MQT104", "unclosed-comment", _W, "A /* comment is not closed before the command ends."),
    Code("MQT105", "unknown-keyword", _E, "A keyword is not a parameter of this command."),
    Code("MQT106", "unresolved-variable", _E, "A CL &variable has no value (give one with -D NAME=VALUE)."),
    Code("MQT107", "missing-parameter", _E, "A required parameter (name, queue type, ...) is missing."),
    Code("MQT108", "duplicate-parameter", _E, "A parameter is given more than once."),
    Code("MQT109", "corrupt-binary", _E, "Binary PCF input is corrupt or truncated (byte offset given)."),
    Code("MQT110", "unreadable-file", _E, "An input file cannot be read (missing, a directory, no access)."),
    Code("MQT111", "empty-file", _E, "batch: the input file is empty, so there is no command to translate."),
    Code("MQT112", "translator-failure", _E, "The translator failed on this file, so nothing of it is written (a "
         "bug: please report it)."),
    Code("MQT113", "byte-order-mark", _I, "A byte-order mark starts a line (scripts joined together); it is ignored."),
    Code("MQT114", "after-semicolon", _W, "MQSC: the text after a ';' that ends a command is not read."),
    Code("MQT115", "unknown-command", _E, "Not a command of the dialect: a misspelt verb, object or command name, "
         "prose, or another dialect's command (a suggestion where one is close)."),
    Code("MQT116", "unfamiliar-command", _W, "A well-formed CL command close to a known one: kept as out of scope, "
         "in case it is a user command of that name."),
    Code("MQT117", "not-a-script", _E, "No line of the file is a command of the dialect: it is not a command script."),
    Code("MQT118", "label-dropped", _W, "CL: a label that no command follows (another label, the end of the input) "
         "is not written."),
    Code("MQT119", "variable-set-by-program", _W, "CL: a variable given by -D is one the program sets itself (DCL "
         "VALUE, CHGVAR, a CALL, RTV* or RCV* naming it, a reply or other value returned in it): the command may see "
         "that value instead."),
    Code("MQT120", "variable-too-long", _E, "CL: a -D value is longer than its variable is declared (DCL LEN): "
         "the program sees only its start."),
    Code("MQT121", "no-line-ends", _E, "Text in an --encoding without a line end, of whole records: an IBM i source "
         "member copied without them, not read (as one line its commands would be lost). Give --record-length N."),
    Code("MQT122", "line-too-long", _W, "MQSC: a line is longer than the 2,048 characters runmqsc reads on "
         "Multiplatforms: the script as it stands did not run there."),
    Code("MQT123", "parameter-order", _W, "pcf-bin: the required parameters do not come first, in IBM's order: a "
         "command server on Multiplatforms refuses the message (z/OS takes any order)."),
    Code("MQT124", "unused-variable", _W, "A variable given by -D is not one the script uses (a misspelt name? a "
         "dialect without variables?): the value goes nowhere."),
    Code("MQT125", "option-not-read", _W, "A reading option (--encoding, --record-length) given for input its reader "
         "does not read so (a binary dialect's): ignored."),
    Code("MQT126", "program-constant", _I, "CL: a variable whose DCL gives it a value nothing in the program changes "
         "is read as that value where no -D gives one."),
    Code("MQT127", "command-string-unread", _W, "CL: QCMDEXC, QCAPCMD or an SBMJOB's RQSDTA runs a command string "
         "the program builds, receives or is given as it runs: an MQ command it may hold is not translated, and no "
         "queue's type is known after it."),
    Code("MQT128", "zos-command-type", _W, "pcf-bin: a message of type MQCFT_COMMAND_XR (16), z/OS's, is read as its "
         "command; pcf-bin output is MQCFT_COMMAND (1), which a z/OS command server refuses."),
    Code("MQT129", "no-blank-before-parameter", _W, "MQSC: a parameter follows the one before it with no blank "
         "(MAXDEPTH(5)DESCR('x')): runmqsc on Multiplatforms rejects the command (z/OS accepts it)."),
    Code("MQT130", "inputs-joined", _E, "convert writes several inputs into one output, and a command of one ends the "
         "script (MQSC END, CL ENDPGM, or a RETURN, TFRCTL, SIGNOFF or escape message the program reaches whenever "
         "it runs) before another input's commands, may end it only on a condition (such a CL end under IF, in a DO "
         "group or loop, jumped over by a GOTO, run by a command's MONMSG, or a CALLSUBR of a subroutine holding "
         "one), ends the program's main statements (CL: its first SUBR), must start it (CL PGM, a declaration) after "
         "them, or watches them (a CL program-level MONMSG that lets the program go on): they would never run, would "
         "run on a condition the output does not show, or the program would not compile. It "
         "is not written, nor (under the policy: MQT314, MQT310) what stood after it in its own script, which never "
         "ran, or ran only as the statement let it (when it did not end the program, when called by CALLSUBR, when "
         "a program-level MONMSG jumps to it)."),
    Code("MQT131", "tab-at-line-end", _W, "MQSC: a line ends in a tab, which IBM says a line must not end in (a "
         "keyboard control character): read as a blank, though runmqsc may read the line otherwise."),
    Code("MQT132", "monitor-not-copied", _W, "CL: a MONMSG after a command that is not written (it failed) is not "
         "copied either: written, it would watch the command before that one, or the whole program."),
    Code("MQT133", "sequence-numbers", _I, "MQSC: every line is an 80-column record whose columns 73 to 80 hold a "
         "sequence number, as in a z/OS data set, where only columns 1 to 72 are read: the numbers are ignored."),
    Code("MQT201", "invalid-value", _E, "The value is not valid for the attribute."),
    Code("MQT202", "out-of-range", _E, "The number is outside the attribute's range."),
    Code("MQT203", "too-long", _E, "The string or list is longer than the attribute allows."),
    Code("MQT204", "not-for-type", _E, "The attribute does not apply to this object type."),
    Code("MQT205", "cluster-and-clusnl", _E, "CLUSTER and CLUSNL cannot both be non-blank."),
    Code("MQT206", "not-for-action", _E, "The value or option does not apply to this kind of command."),
    Code("MQT207", "unprintable-character", _E, "A string holds a control, line-end or format character, which no "
         "text dialect writes back as the same value."),
    Code("MQT208", "invalid-name", _E, "An object name holds a character outside A-Z a-z 0-9 . / _ % (IBM's "
         "naming rules)."),
    Code("MQT209", "not-in-ccsid", _E, "A string holds a character the output cannot encode (pcf-bin --ccsid, a TPF "
         "console's EBCDIC), or not as the bytes read (a PCF string whose CCSID's codec reads two bytes as one "
         "character)."),
    Code("MQT301", "attribute-not-expressible", _E, "The target dialect has no way to express this attribute.",
         lossy=True),
    Code("MQT302", "value-not-expressible", _E, "The target dialect cannot express this value of the attribute.",
         lossy=True),
    Code("MQT303", "queue-type-inferred", _W, "The source gives no queue type; it is the one the script (or --existing, "
         "the queue manager's definitions) made the queue with, else the one its attributes imply."),
    Code("MQT304", "queue-type-unknown", _E, "The source gives no queue type and none can be inferred."),
    Code("MQT305", "command-not-expressible", _E, "The target dialect has no equivalent command.", lossy=True),
    Code("MQT306", "meaning-differs", _W, "The target spells this the same way but it means something else."),
    Code("MQT307", "meaning-translated", _I, "The value was rewritten so that the target means what the source meant."),
    Code("MQT308", "type-check-lost", _W, "The target cannot state the queue type: the command acts on the queue of "
         "that name whatever its type."),
    Code("MQT309", "platform-meaning", _W, "A process definition names a platform and goes into a dialect used "
         "elsewhere: its values are kept, and the message says what the administrator must rewrite."),
    Code("MQT310", "condition-not-expressible", _E, "A CL command runs only on a condition (in a DO group, loop, "
         "SELECT or subroutine, named by IF, ELSE, WHEN, OTHERWISE, MONMSG, SBMJOB or QCMDEXC, after a GOTO that can "
         "jump over it, or after a RETURN that may end the program first) or again (a GOTO back over it), which the "
         "target cannot express.", lossy=True),
    Code("MQT311", "library-qualified", _W, "A CL command qualified by a library other than IBM MQ's (QSYS, QMQM) is "
         "read as IBM MQ's command: a copy in that library may have other defaults."),
    Code("MQT312", "queue-managers-differ", _E, "CL commands of one script name different queue managers "
         "(MQMNAME): a script of the target runs on one.", lossy=True),
    Code("MQT313", "default-queue-manager", _W, "CL commands of one script go to a named queue manager and to the "
         "default one (MQMNAME *DFT or none): right only if the named one is the default."),
    Code("MQT314", "after-end", _E, "An MQSC command after END (or EXIT, QUIT), where runmqsc stops: it never ran, "
         "and the target, which has no END, would run it.", lossy=True),
    Code("MQT315", "system-object", _W, "A script crossing platforms defines, alters or deletes a SYSTEM.* object "
         "(not the samples' SYSTEM.SAMPLE.*): the target queue manager's own would get another platform's values "
         "(SYSTEM.DEFAULT.*: the defaults every DEFINE takes what it leaves out from); into TPF, which has none, "
         "an object TPF never uses, or one of the two queues TPF provides itself (DEAD.LETTER.QUEUE, "
         "SPECIAL.RECOVERY.QUEUE); out of TPF, one of those two, a user's queue elsewhere."),
    Code("MQT316", "inputs-for-queue-managers", _E, "convert: the inputs name different queue managers (CL "
         "MQMNAME), all written into one output, which runs on one.", lossy=True),
    Code("MQT317", "exists-as-another-type", _W, "A command on a queue that the script made before it, an earlier "
         "input or the --existing definitions hold as another type (a create, a copy, a change or delete stating the "
         "type): the queue manager refuses it, and later commands on the queue are of the type it had."),
    Code("MQT318", "would-act-on-another-type", _E, "A delete stating a queue type, on a queue that the "
         "script made before it, an earlier input or the --existing definitions hold as another type, into a target "
         "that cannot state the type on it (CL's DLTMQMQ): the queue manager refuses the source's command, where the "
         "target's would act on the queue of the other type (delete it), so it is not written."),
    Code("MQT401", "out-of-scope", _W, "Command outside queues, namelists and processes: kept verbatim for the same dialect "
         "(carried exactly between pcf and pcf-bin), otherwise reported and written as a comment."),
    Code("MQT402", "queue-manager-context", _I, "CL MQMNAME has no MQSC/PCF keyword: carried as script context."),
    Code("MQT403", "comment-dropped", _I, "The target has no comment syntax; comments are not carried."),
)}


class Source(str):
    """The source text of a command that spans lines, with the file line it starts on, so that a diagnostic
    about any of its lines can show that line (most commands are one line: their source is a plain str)."""

    __slots__ = ("first_line",)
    first_line: int

    def __new__(cls, text: str, first_line: int) -> Source:
        source = str.__new__(cls, text)
        source.first_line = first_line
        return source

    def __reduce__(self) -> tuple[type[Source], tuple[str, int]]:
        return Source, (str(self), self.first_line)


_WINDOW = 60  # characters shown on each side of the column in a snippet
_SHOWN = 3  # diagnostics of one code shown per command; the rest are counted in one more
PLACED = _SHOWN + 1  # diagnostics of one code per command whose place is kept: those shown and the count's
_LONGEST = 240  # characters of a message or an expectation: longer ones quote too much of the input, and are cut


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding about one place in the input."""

    code: str
    severity: Severity
    message: str
    span: Span
    source_text: str = ""
    expected: str = ""
    attribute: str = ""
    first_line: int = 0  # the file line ``source_text`` starts on (a Source's); 0 when it is one line

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready form."""
        return {"code": self.code, "name": CODES[self.code].name, "severity": self.severity.value,
                "message": self.message, "file": self.span.file, "line": self.span.line,
                "column": self.span.column, "source": self.source_text, "expected": self.expected,
                "attribute": self.attribute}

    def snippet(self) -> str:
        """The line of ``source_text`` the span points at, cut to a window around its column, so that a
        diagnostic prints a bounded amount whatever the length of its command."""
        index = self.span.line - self.first_line if self.first_line else 0
        start = 0
        for _ in range(index):
            found = self.source_text.find("\n", start)
            if found < 0:  # the span is not inside the source: show its first line
                start = 0
                break
            start = found + 1
        end = self.source_text.find("\n", start)
        line = self.source_text[start:end if end >= 0 else len(self.source_text)].rstrip()
        if len(line) <= 2 * _WINDOW:
            return line.strip()
        column = min(max(self.span.column - 1, 0), len(line))
        left, right = max(column - _WINDOW, 0), min(column + _WINDOW, len(line))
        shown = line[left:right] if left else line[:right].lstrip()
        return ("..." if left else "") + shown + ("..." if right < len(line) else "")

    def format(self) -> str:
        """``file:line:col: severity CODE: message`` with the offending text and what was expected; any
        unprintable character of the input (or of a file's name) is shown escaped (\\x1b), never sent to the
        terminal."""
        text = f"{visible(str(self.span))}: {self.severity.value} {self.code}: {visible(self.message)}"
        if self.source_text:
            text += f"\n    | {visible(self.snippet())}"
        if self.expected:
            text += f"\n    expected: {visible(self.expected)}"
        return text


@dataclass(slots=True)
class Reporter:
    """Collects diagnostics, applying the unsupported-feature policy to lossy codes.

    ``diagnostics`` are in line order. Past ``_SHOWN`` diagnostics of one code about one command (one
    ``source_text``), the rest are counted in one more diagnostic ("and N more"), so that a long
    command full of one mistake gives a bounded report; they still count as errors. Diagnostics about
    an attribute are all kept: there is at most one per attribute, and each says what is lost or wrong.
    """

    policy: Policy = Policy.ERROR
    found: list[Diagnostic] = field(default_factory=list)
    errors: int = 0
    _source: str | None = None  # the source of the last diagnostic, and per code, how many were about it
    _line: int = 0  # the line of that diagnostic
    _counts: dict[str, int] = field(default_factory=dict)
    _summaries: dict[str, int] = field(default_factory=dict)  # per code, the index of its "and N more"
    _in_order: bool = True

    def or_written(self, expected: str) -> str:
        """What a lossy diagnostic expects: ``expected``, or, where the policy refuses the command, the option that
        writes it anyway (said only where it would change something)."""
        return f"{expected}, or --on-unsupported warn to write it" if self.policy is Policy.ERROR else expected

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """The diagnostics, in line order (report order within a line)."""
        if not self._in_order:
            self.found.sort(key=_line)
            self._in_order, self._source = True, None  # the summaries' indices moved
        return self.found

    def keep_first(self, count: int) -> None:
        """Forget every diagnostic but the first ``count`` (still counted as errors): a reading that will be
        started over keeps only what it shows as examples."""
        if len(self.found) > count:
            del self.found[count:]
            self._source = None  # the summaries' indices are gone with them

    def report(self, code: str, message: str, span: Span, source_text: str = "", *,
               expected: str = "", attribute: str = "") -> None:
        """Record a diagnostic with the code's severity, or the policy's for lossy codes."""
        severity = CODES[code].severity
        if CODES[code].lossy:
            severity = _POLICY_SEVERITY[self.policy]
        self.errors += severity is Severity.ERROR
        if source_text and not attribute:  # one about an attribute names it (once per attribute): always kept
            # A command's diagnostics share its source text, the same object; a one-character text is the same
            # object in every command that holds it (Python keeps one of each), so its line tells them apart too.
            if source_text is not self._source or (len(source_text) == 1 and span.line != self._line):
                self._source, self._line, self._counts, self._summaries = source_text, span.line, {}, {}
            count = self._counts[code] = self._counts.get(code, 0) + 1
            if count > _SHOWN:
                more = f"and {count - _SHOWN} more {code} in this command"
                if code in self._summaries:
                    index = self._summaries[code]
                    self.found[index] = replace(self.found[index], message=more)
                    return
                self._summaries[code] = len(self.found)
                message, expected, attribute = more, "", ""
        if len(message) > _LONGEST or len(expected) > _LONGEST:
            message, expected = _cut(message), _cut(expected)
        first = source_text.first_line if isinstance(source_text, Source) else 0
        if self.found and span.line < self.found[-1].span.line:
            self._in_order = False
        self.found.append(Diagnostic(code, severity, message, span, source_text, expected, attribute, first))


def _cut(text: str) -> str:
    return text if len(text) <= _LONGEST else text[:_LONGEST - 3] + "..."


def _line(diagnostic: Diagnostic) -> int:
    return diagnostic.span.line


def markdown_table() -> str:
    """The table of diagnostic codes, as the README shows it."""
    rows = ["| code | name | severity | meaning |", "|---|---|---|---|"]
    rows += [f"| {c.code} | {c.name} | {'--on-unsupported' if c.lossy else c.severity.value} | {c.summary} |"
             for c in CODES.values()]
    return "\n".join(rows)
