"""IBM i CL reader: CRTMQMQ/CHGMQMQ/CPYMQMQ/DLTMQMQ and the namelist and process commands, keyword or positional."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from lark.exceptions import UnexpectedInput

from translator.diagnostics import Reporter
from translator.dialects import cl_vocabulary as vocabulary
from translator.dialects import mqsc_vocabulary
from translator.dialects.words import Unknown
from translator.model import (
    NAME_KEY,
    Break,
    Command,
    Item,
    Passthrough,
    Rejected,
    Script,
    Span,
    label_note,
)
from translator.model.characters import fold, visible
from translator.parsers import blank, parser, terminals
from translator.readers import values
from translator.readers.cl_command_strings import RUNNERS, Embedded
from translator.readers.cl_constants import constants
from translator.readers.cl_flow import (
    Flow,
    Statement,
    misread_parameter,
    named_object,
    read_ahead,
)
from translator.readers.cl_parameters import build, given_parameters, problem_message, shown
from translator.readers.cl_values import VARIABLE_OR_STRING, unbalanced
from translator.readers.logical_lines import LogicalCommand, cl_commands, in_runs, swallowed_command
from translator.readers.problems import (
    reject_too_long,
    reject_unclosed,
    reject_unfinished,
    reject_unknown,
    report_parse_error,
)
from translator.validate import validate


def _scanners() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The command name and its parameters as grammars/cl.lark reads them, composed from its terminals.

    Each parameter is one named group: KEYWORD_VALUE (its keyword with "(" as ``open``, the text inside as
    ``inner``), a positional QUOTED, SPECIAL, VARIABLE, WORD or LIST, or STRAY: the rest of the command from a
    character no parameter starts with (the grammar rejects the command; taking the rest at once, the scan never
    retries a long word that runs into a quote at each of its characters). As the grammar's lexer, a piece tries
    KEYWORD_VALUE first (KEYWORD_OPEN's priority); where its values do not close, the command is rejected either way. The
    ignored BLANKS end each piece, so the pieces cover the command and trailing blanks cost no retries.
    """
    t = terminals("cl")
    blanks = f"(?:{t['BLANKS']})?+"
    element = f"{t['QUOTED']}|{t['ELEMENT']}|{t['BLANKS']}"
    listed = f"{t['LPAR']}(?:{element})*+{t['RPAR']}"
    piece = (f"(?:(?P<KEYWORD_VALUE>(?P<open>{t['KEYWORD_OPEN']})(?P<inner>(?:{element}|{listed})*+){t['RPAR']})"
             f"|(?P<QUOTED>{t['QUOTED']})|(?P<SPECIAL>{t['SPECIAL']})|(?P<VARIABLE>{t['VARIABLE']})"
             f"|(?P<WORD>{t['WORD']})|(?P<LIST>{listed})|(?P<STRAY>.+)){blanks}")
    return re.compile(f"{blanks}{t['COMMAND']}{blanks}"), re.compile(piece, re.S)


_HEAD_SCANNER, _PIECE = _scanners()
# The command's name, qualified or not, on any line; a name running on into other letters (CRTMQMQé) is none.
_NAME = re.compile(rf"[{blank()}]*({terminals('cl')['COMMAND']})(?!\w)")


class _CommandName(NamedTuple):
    """A line's command name as written: its qualifier ("" for none), the name, and where the name starts."""

    library: str
    name: str
    at: int


def _command_name(text: str) -> _CommandName | None:
    """The command name ``text`` starts with, as the grammar's COMMAND reads it, or None."""
    match = _NAME.match(text)
    if match is None:
        return None
    library, _, name = match.group(1).rpartition("/")
    return _CommandName(library, name, match.end(1) - len(name))


def pieces(text: str) -> list[re.Match[str]]:
    """The parameters of a command the grammar accepts, one match each; for any other, the grammar's error."""
    head = _HEAD_SCANNER.match(text)
    if head is not None:
        found = list(_PIECE.finditer(text, head.end()))
        if not any(piece.lastgroup == "STRAY" for piece in found):
            return found
    parser("cl").parse(text)  # raises UnexpectedInput where the grammar fails
    raise AssertionError(f"the grammar accepts what its scanner rejects: {text!r}")  # tests/test_parsers.py

def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read CL source; commands other than the MQ queue, namelist and process commands pass through."""
    trailing: list[str] = []
    return Script(list(read_items(text, file, reporter, variables, trailing)), trailing)


def _uses(text: str, name: str) -> bool:
    """True when ``text`` names the variable &``name`` outside quoted strings and comments, where CL reads no
    variable ('&X' is text). Each quote and comment is taken whole, unclosed ones to the end: linear time."""
    pattern = re.compile(rf"'[^']*+(?:'|\Z)|/\*(?:[^*]|\*(?!/))*+(?:\*/|\Z)|(&{re.escape(name)}(?![A-Za-z0-9$#@_]))",
                         re.I)
    return any(found.group(1) for found in pattern.finditer(text))


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of CL source as they are read; the comments after the last are added to ``trailing``."""
    for name in variables:
        if not _uses(text, name):
            reporter.report("MQT124", f"-D {name}=...: the program uses no variable &{name.upper()}, so the value "
                            "goes nowhere in it", Span(file, 1, 1), expected="-D with a variable the program uses")
    flow = _flow(text, file, variables)
    # A constant's value comes before a -D value: it is the one IBM i runs the program with (MQT119 says so).
    values_known = {**variables, **{name: value for name, (value, _, _) in flow.constants.items()}}
    return _items(in_runs(cl_commands(text, file, reporter, trailing)), reporter, values_known, flow, variables)


def _items(logicals: Iterator[LogicalCommand], reporter: Reporter, variables: dict[str, str],
           flow: Flow, given: dict[str, str]) -> Iterator[Item]:
    """Each logical command read as an item, its &variables given ``variables`` (the program's constants and the
    -D values, which are ``given``); the last refused when a group (DO, SELECT, SUBR) is still open after it and no
    ENDPGM said so, or a GOTO jumps to a label the program does not have: IBM i compiles no command of such a
    program."""
    logical = next(logicals, None)
    while logical is not None:
        twice = [(label, line) for label in (*logical.dropped_labels, logical.label)
                 if label and (line := flow.labelled_before(fold(label)))]
        item = _item(logical, reporter, variables, flow, given)
        if twice:
            label, line = twice[0]
            reporter.report("MQT102", f"the label {label}: stands on the command at line {line} too, so IBM i does not "
                            "compile the program", logical.span(), logical.source, expected="each label once")
            if not isinstance(item, Rejected):
                item = item.rejected("cl") if isinstance(item, Command) else \
                    Rejected("cl", item.kind, logical.source, logical.span(), logical.leading_comments)
        following = next(logicals, None)
        if following is None and (flow.unclosed or flow.unlanded) and not isinstance(item, Rejected):
            if flow.unclosed:
                reporter.report("MQT102", f"the program ends with the {flow.unclosed} still open, so IBM i does not "
                                "compile it", logical.span(), logical.source, expected=flow.closing)
            else:
                reporter.report("MQT102", f"the program ends without the label the {flow.unlanded} jumps to, so IBM "
                                "i does not compile it", logical.span(), logical.source,
                                expected=f"the label {flow.unlanded.split()[1]}: on a command")
            if isinstance(item, Passthrough):
                item = Rejected("cl", item.kind, logical.source, logical.span(), logical.leading_comments)
        yield item
        logical = following


_SUBR = re.compile("(?i)SUBR")


_DCL = re.compile("(?i)DCL")
_RUNNER = re.compile("(?i)" + "|".join(sorted(RUNNERS)))


def _flow(text: str, file: str, variables: dict[str, str]) -> Flow:
    """The flow of the program, with what is read ahead of it where that can matter: for a program with a
    subroutine, or -D values (a variable the program sets anywhere is MQT119), cl_flow.read_ahead; for one that
    declares variables, its constants (cl_flow.constants)."""
    # A command string QCMDEXC runs may be given after the call, in a loop: read ahead for it too.
    ahead, declares = bool(variables or _SUBR.search(text) or _RUNNER.search(text)), bool(_DCL.search(text))
    if not (ahead or declares):
        return Flow()

    def statements() -> Iterator[tuple[str, str, int]]:  # read again for each use: a program is never held twice
        # A statement that cannot be read (no command name, too long) is nameless: the variables it names may change.
        return ((match.name.upper() if len(logical.text) <= vocabulary.LONGEST_COMMAND and
                 (match := _command_name(logical.text)) else "", logical.text, logical.span().line)
                for logical in cl_commands(text, file, None, []))

    found = read_ahead(statements()) if ahead else None
    if found:  # a -D value is the string a command string from the variable holds, where the program gives none
        found.strings.given = {name.upper(): value for name, value in variables.items()}
    flow = Flow(found.ending, found.setters, found.strings) if found else Flow()
    flow.constants = constants(statements(), flow.not_constant) if declares else {}
    return flow


def _item(logical: LogicalCommand, reporter: Reporter, variables: dict[str, str],
          flow: Flow, given: dict[str, str]) -> Command | Passthrough | Rejected:
    """One command; ``flow``, the program's groups so far, marks a command that runs only on a condition."""
    if logical.unclosed_comment:
        swallowed = swallowed_command(logical)
        reporter.report("MQT104", f"a /* comment is not closed, and the {swallowed}" if swallowed
                        else "a /* comment is not closed before the command ends", logical.span(), logical.source,
                        expected="*/")
    if logical.bad_labels:
        _bad_labels(logical, reporter)
    if logical.label:  # a GOTO lands on it (and on the labels before it): what follows is not jumped over
        for label in (*logical.dropped_labels, logical.label):
            flow.label(fold(label), logical.span().line)
    match = _command_name(logical.text)
    if logical.unfinished:
        return reject_unfinished(logical, reporter, "cl", match.name.upper() if match else logical.first_line[:20])
    if len(logical.text) > vocabulary.LONGEST_COMMAND:
        return reject_too_long(logical, reporter, "cl", match.name.upper() if match else logical.first_line[:20],
                               vocabulary.LONGEST_COMMAND)
    spec = vocabulary.COMMANDS.get(match.name.upper()) if match else None
    if match is None or spec is None:
        unknown = vocabulary.unknown_command(logical.text, mqsc_vocabulary.is_command)
        if unknown is not None and unknown.error:
            return reject_unknown(logical, reporter, "cl", unknown)
        kind = match.name.upper() if match else logical.first_line[:20]
        if unknown is not None:
            reporter.report("MQT116", unknown.message, logical.span(unknown.offset), logical.source,
                            expected=unknown.expected)
            if flow.misspelt_loop(kind, unknown.expected):
                flow.unreadable(unknown.expected, logical.text, logical.span().line, kind)
        unread = reject_unclosed(logical, reporter, "cl", kind) or _reject_unbalanced(logical, reporter, kind) \
            or _reject_misread(logical, reporter, kind)
        if unread is not None:  # what the statement does is not known: a group it may open is taken as open
            flow.unreadable(kind, logical.text, logical.span().line)
            return unread
        watches = kind == "MONMSG" and flow.started  # before the statement: it is no command
        runs, repeats, refused, expected, string, embedded, held, ends, may_end, closes, variable = \
            flow.statement(kind, logical.text, logical.span().line) if match else Statement()
        if refused:
            reporter.report("MQT102", f"{kind}: {refused}, so IBM i does not compile the program", logical.span(),
                            logical.source, expected=expected)
            return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)
        if runs and not vocabulary.is_known(runs):  # THEN(CRTMQMQQ ...): a typo there is one as anywhere
            alien = _alien_command(logical.text, held or runs, runs, embedded)
            if alien is not None:
                reporter.report("MQT115", f"{alien[0].message}, which the {kind} runs", logical.span(alien[1]),
                                logical.source, expected=alien[0].expected)
                return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)
        if embedded is not None and runs in vocabulary.COMMANDS and _embedded_errors(logical, kind, embedded,
                                                                                      reporter, variables, flow):
            return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)
        if embedded is None and variable and runs in vocabulary.COMMANDS and _held_errors(logical, kind, held,
                                                                                         variable, reporter, flow):
            return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)
        if string:
            held = f"the command string in {string}, which the translator cannot read" \
                f"{flow.why_unknown(string[1:])}" if string.startswith("&") else \
                f"a command string {shown(string)} builds as the program runs, which the translator cannot read"
            reporter.report("MQT127", f"{kind} runs {held}; an MQ command it holds is not translated", logical.span(),
                            logical.source, expected="the MQ command as a statement of its own, or a command string "
                            "the program gives as one quoted value")
        if logical.bad_labels:  # reported: IBM i does not compile the program
            return Rejected("cl", kind, logical.source, _start(logical, 0), logical.leading_comments)
        # A label on the command's own line is in its source, which CL copies; one on a line before is not.
        return Passthrough("cl", kind, logical.source, logical.span(), logical.leading_comments,
                           vocabulary.object_name(logical.text, kind), vocabulary.is_known(kind),
                           logical.label if logical.label_apart else "", runs if runs in vocabulary.COMMANDS else "",
                           repeats, ends=ends, may_end=may_end, lands=flow.handled, closes=closes, watches=watches,
                           runs_on=named_object(embedded, runs), runs_unread=string)
    flow.command()
    command = _command(logical, match, spec, reporter, variables, flow)
    if given:
        _set_by_the_program(logical, given, flow, reporter)
    if flow.constants:
        _constants_used(logical, flow, reporter)
    return command  # validated, and rejected on an error, by the pipeline (translation.validated)


def _command(logical: LogicalCommand, match: _CommandName, spec: vocabulary.ClCommand, reporter: Reporter,
             variables: dict[str, str], flow: Flow, at_run_time: bool = False) -> Command:
    """The MQ command ``logical`` holds (its name ``match``), its parameters read and what is wrong with them
    reported (``at_run_time``: as build says)."""
    # A label is a GOTO target inside the CL program, which CL writes back; other dialects see it as a comment.
    label = [label_note(logical.label)] if logical.label else []
    command = Command(spec.action, spec.object_type, "", span=_start(logical, match.at),
                      comments=logical.comments + label, source_text=logical.source, breaks=logical.segments,
                      kind=spec.name, comments_inside=len(logical.comments) - logical.leading + len(label),
                      label=logical.label, condition=flow.condition,
                      library=fold(match.library), lands=flow.handled)
    try:
        parameters = given_parameters(spec, pieces(logical.text))
    except UnexpectedInput as error:
        report_parse_error(error, logical, reporter, "cl")
    except values.ValueProblem as problem:
        at = command.span if problem.at is None else logical.span(problem.at)
        reporter.report(problem.code, problem_message(problem, flow), at, logical.source, expected=problem.expected)
    else:
        build(command, spec, parameters, reporter, variables, logical.span, flow, at_run_time)
    return command


def _alien_command(text: str, held: str, runs: str, embedded: Embedded | None) -> tuple[Unknown, int] | None:
    """What is wrong with the command a statement (``text``) runs, ``held`` whole and ``runs`` its name, when it is
    no CL command (a typo, an MQSC or TPF command), and where in ``text`` it stands (``embedded``: where the
    statement holds it); None when it may be one. Read whole, THEN(DEFINE QLOCAL(X)) is MQSC's by its object, as a
    statement of its own would be."""
    found = vocabulary.unknown_command(held, mqsc_vocabulary.is_command)
    if found is None or not found.error:
        return None
    if embedded is not None:
        return found, embedded.positions()[found.offset]
    at = re.search(rf"(?<![\w$#@]){re.escape(runs)}(?![\w$#@])", text, re.IGNORECASE)
    return found, at.start() if at else 0


def _embedded_errors(logical: LogicalCommand, kind: str, embedded: Embedded, reporter: Reporter,
                     variables: dict[str, str], flow: Flow) -> bool:
    """Read the MQ command statement ``kind`` runs (IF ... THEN(CRTMQMQ ...), CALL QCMDEXC PARM('CRTMQMQ ...' 40)),
    which is not translated, for what is wrong with it, as a command of its own would be: each problem reported
    where it stands in the file. True when one is an error: IBM i would not run the command as written."""
    before = reporter.errors
    text = embedded.text
    cut = embedded.cut()
    if cut is not None:  # QCMDEXC runs only as much of the string as its length says
        # The cut command is not the one the author meant: what is wrong with it follows from the length alone,
        # which is the one error reported; the statement fails, so nothing of it is written as if it ran.
        reporter.report("MQT201", f"QCMDEXC is given the length {cut.written} for a command string of {cut.string} "
                        f"characters: it runs only the first {cut.length}, without "
                        f"'{shown(' '.join(text[cut.runs:].split()))}'", logical.span(cut.at), logical.source,
                        expected=f"the length of the string, {cut.string}")
        return True
    inner = LogicalCommand(text, logical.file, _breaks(logical, embedded.positions(), len(text)), logical.source)
    where = f", in the {_first_name(embedded.text)} the {kind} runs"
    if embedded.quoted:  # run as if not in a program: &Q is no variable, and the program's are not given
        variables = {}
        _no_variables(text, lambda at: inner.span(at), logical.source, where, reporter)
    match = _command_name(text)
    spec = vocabulary.COMMANDS.get(match.name.upper()) if match else None
    if match is not None and spec is not None:  # else cut before its name ends (reported)
        _read_as_run(inner, match, spec, variables, flow, reporter, where)
    return reporter.errors > before


def _held_errors(logical: LogicalCommand, kind: str, held: str, variable: str, reporter: Reporter,
                 flow: Flow) -> bool:
    """Read the MQ command statement ``kind`` runs from the string ``variable`` holds (CALL QCMDEXC PARM(&CMD 100)),
    as ``_embedded_errors`` reads one the statement holds: each problem reported at the statement, which is where
    the program runs it (the string's own place may be any statement that gives the variable a value). True when
    one is an error."""
    before = reporter.errors
    match = _command_name(held)
    spec = vocabulary.COMMANDS.get(match.name.upper()) if match else None
    if match is None or spec is None:
        return False
    setter = flow.setter(variable)
    where = f", in the {match.name.upper()} the {kind} runs from &{variable}" + (f" ({setter})" if setter else "")
    # A string runs as if not in a program: an & in it is text, and the program's variables are not given.
    _no_variables(held, lambda _: logical.span(), logical.source, where, reporter)
    inner = LogicalCommand(held, logical.file, [(0, logical.span().line, 1)], logical.source)
    _read_as_run(inner, match, spec, {}, flow, reporter, where, logical.span())
    return reporter.errors > before


def _read_as_run(inner: LogicalCommand, match: _CommandName, spec: vocabulary.ClCommand, variables: dict[str, str],
                 flow: Flow, reporter: Reporter, where: str, at: Span | None = None) -> None:
    """Read and validate the command ``inner`` as the statement runs it, each problem reported with ``where`` added
    (", in the CRTMQMQ the CALL runs"), where it stands in ``inner``, or ``at``."""
    found = Reporter()
    command = _command(inner, match, spec, found, variables, flow, at_run_time=True)
    # A name a variable gives as the program runs is not read here: an empty one is no name written empty.
    validate(command, found, found.errors == 0 and NAME_KEY in command.offsets)
    for diagnostic in found.diagnostics:
        reporter.report(diagnostic.code, diagnostic.message + where, at or diagnostic.span, inner.source,
                        expected=diagnostic.expected, attribute=diagnostic.attribute)


def _no_variables(text: str, span: Callable[[int], Span], source: str, where: str, reporter: Reporter) -> None:
    """MQT102 for each &name in the command string ``text``, which runs as if not in a program: ``span`` gives
    where the character at an offset of ``text`` stands."""
    for found in VARIABLE_OR_STRING.finditer(text):
        if found.group().startswith("&"):
            reporter.report("MQT102", f"{shown(found.group())} is no variable in a command string, which runs as if "
                            "not in a program, where variables are not taken" + where, span(found.start()), source,
                            expected="the value itself in the string, or the string built with *CAT in a variable")


def _first_name(text: str) -> str:
    """The name of the command ``text`` starts with, without its library, upper case."""
    match = _command_name(text)
    return match.name.upper() if match else ""


def _breaks(logical: LogicalCommand, positions: list[int], length: int) -> list[Break]:
    """Where each piece of a command a statement holds starts in the file: a piece is the run of its characters
    (of the first ``length``) that stand one after another there, ``positions`` saying where each is in the
    statement's text."""
    breaks: list[Break] = []
    previous = None
    for index in range(length + 1):
        span = logical.span(positions[index])
        if previous is None or span.line != previous.line or span.column != previous.column + 1:
            breaks.append((index, span.line, span.column))
        previous = span
    return breaks


def _bad_labels(logical: LogicalCommand, reporter: Reporter) -> None:
    """MQT102 at each label on ``logical`` IBM i does not take (too long, a blank before its colon), which does not
    compile the program (the command is rejected: a Command by the error, a statement passed through by
    ``_item``)."""
    first = logical.span().line
    for label, at, problem, expected in logical.bad_labels:
        reporter.report("MQT102", f"the label {label}: {problem}, so it does not compile the program", at,
                        logical.source if at.line == first else f"{label}:", expected=expected)


def _start(logical: LogicalCommand, offset: int) -> Span:
    """Where the command whose name is at ``offset`` starts: at its first label IBM i does not take when that stands
    on a line before it (the command is rejected, and its record holds the label's MQT102), else at its name."""
    span = logical.span(offset)
    if logical.bad_labels and logical.bad_labels[0][1].line < span.line:
        return logical.bad_labels[0][1]
    return span


def _reject_unbalanced(logical: LogicalCommand, reporter: Reporter, kind: str) -> Rejected | None:
    """MQT102 for a statement outside the scope whose parentheses do not pair, which IBM i does not compile (and
    whose meaning, the condition it tests or the command it runs, cannot be read); None when they pair."""
    found = unbalanced(logical.text)
    if found is None:
        return None
    offset, problem = found
    named = sorted({word for found in _WORDS.finditer(logical.text)
                    if (word := found.group().rsplit("/", 1)[-1].upper()) in vocabulary.COMMANDS})
    lost = f"; the {' and '.join(named)} it names is not translated" if named else ""
    reporter.report("MQT102", f"{kind}: {problem}, so IBM i does not compile the program{lost}", logical.span(offset),
                    logical.source, expected="parentheses that pair, and comments that do not nest")
    return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)


def _reject_misread(logical: LogicalCommand, reporter: Reporter, kind: str) -> Rejected | None:
    """MQT105 or MQT102 for a statement steering which commands run that IBM i does not compile, as a parameter
    is none of its own (IF ... THN(GOTO END)) or one position too many; None for one it compiles."""
    found = misread_parameter(kind, logical.text)
    if found is None:
        return None
    code, offset, problem, takes = found
    reporter.report(code, f"{kind}: {problem}, so IBM i does not compile the program", logical.span(offset),
                    logical.source, expected=takes)
    return Rejected("cl", kind, logical.source, logical.span(), logical.leading_comments)


_WORDS = re.compile(terminals("cl")["COMMAND"])  # the command names a statement may hold, as the grammar reads one


def _constants_used(logical: LogicalCommand, flow: Flow, reporter: Reporter) -> None:
    """MQT126 where an MQ command first uses each of the program's constants (a variable its DCL gives a value
    nothing changes): the value the command is translated with."""
    for found in VARIABLE_OR_STRING.finditer(logical.text):
        name = found.group()[1:].upper()
        if not found.group().startswith("&") or name not in flow.constants or name in flow.used:
            continue
        flow.used.add(name)
        value, string, declared = flow.constants[name]
        reporter.report("MQT126", f"&{name} is {_written(value, string)} wherever the program runs: its {declared} "
                        "gives it that value, and nothing in the program changes it", logical.span(found.start()), logical.source)


def _written(value: str, string: bool) -> str:
    """A constant's value as CL writes it: a string quoted, its quotes doubled; a number as it is."""
    return "'" + visible(value).replace("'", "''") + "'" if string else value


def _same_value(constant: str, string: bool, given: str) -> bool:
    """True when a -D value is a constant's: the same text but its padding, or the same number."""
    if not string and given.strip().isdigit():  # as digits, not int(): a -D value may be any length
        return (constant.lstrip("0") or "0") == (given.strip().lstrip("0") or "0")
    return constant == given.rstrip(" ")


def _set_by_the_program(logical: LogicalCommand, variables: dict[str, str], flow: Flow, reporter: Reporter) -> None:
    """MQT119 for each -D value of a variable the program sets itself (DCL ... VALUE, CHGVAR): the command may
    see that value, not the one given; MQT120 for one longer than the variable is declared: the program sees only
    its start."""
    seen: set[str] = set()
    for found in VARIABLE_OR_STRING.finditer(logical.text):
        name = fold(found.group()[1:])
        if not found.group().startswith("&") or name in seen:  # a quoted string's & is text; each variable once
            continue
        seen.add(name)
        setter = flow.setter(name.upper())
        length = flow.length(name.upper())
        if name in variables and length is not None and len(variables[name]) > length:
            reporter.report("MQT120", f"&{name} is declared {length} characters long, but -D gives it "
                            f"{len(variables[name])}: the program sees only '{visible(variables[name][:length])}'",
                            logical.span(found.start()), logical.source, expected=f"at most {length} characters")
        constant = flow.constants.get(name.upper())
        if constant is not None and name in variables and not _same_value(*constant[:2], variables[name]):
            reporter.report("MQT119", f"&{name} is given by -D, but the program gives it {_written(*constant[:2])} "
                            f"({constant[2]}) and nothing changes it: the command is translated with that value, as "
                            "IBM i runs it", logical.span(found.start()), logical.source, expected=f"no -D {name}")
        elif constant is None and name in variables and setter:
            reporter.report("MQT119", f"&{name} is given by -D, but the program sets it ({setter}): the command may "
                            "see that value instead", logical.span(found.start()), logical.source,
                            expected="-D for what the program is given (its PGM PARM) only")


