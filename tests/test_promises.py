"""The README's promises, as properties over every dialect: generated commands, written in each source dialect by its
own writer, and arbitrary or damaged scripts of each dialect.

- Every input command is one record (translated, passed-through, skipped or failed), as many for every target as the
  reader reads commands, and the output re-read by its dialect holds exactly one live command per translated or
  passed-through record: nothing added, removed or split.
- A translated command reads back from the target as the command it was, or a diagnostic of its record names each
  difference (the attribute, or MQT303/MQT308 for a queue type the target cannot state); a command not translated
  is never silent.
- Respelling a script (case, unquoted names, separators, comments, continuations anywhere) does not change what it
  says: unquoted names fold to upper case, quoted ones keep their case.

Single attributes per pair are tests/test_matrix.py; hostile values tests/test_injection.py; never raising on any
input tests/test_no_escape.py.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from translator import registry, translate
from translator.diagnostics import Reporter, Severity
from translator.dialects import DIALECTS
from translator.model import (
    BLANK,
    QUEUE_TYPES,
    SYSTEM_DEFAULT,
    UNCHANGED,
    Action,
    Command,
    Explicit,
    Item,
    ObjectType,
    Script,
    Span,
    Value,
)
from translator.model.characters import UNPRINTABLE, fold
from translator.registry import Attribute, Kind
from translator.translation import STATUSES, Translation, parse
from translator.writers.options import WriteOptions

DIALECT_NAMES = list(DIALECTS)
TEXT_DIALECTS = [name for name in DIALECT_NAMES if not DIALECTS[name].binary]
POLICIES = st.sampled_from(["error", "warn", "ignore"])
LIVE = ("translated", "passed-through")
RELAXED = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))

# --- generated commands ----------------------------------------------------------------------------------------------

# Printable characters (as tests/test_properties.py: later Unicode's format characters left out), and strings that
# look like another dialect's special values, quotes, comment marks or continuations.
PRINTABLE = st.characters(blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp")).filter(lambda c: not UNPRINTABLE.match(c))
LOOKALIKES = ["*SAME", "*NONE", "*BLANK", "*SYSDFTQ", "*DFT", "'", "''", "a b", "it's", "(x)", "+", "-", "x -", "a +",
              "/* c */", "*/", "DESCR('x')", "&Q", "; DELETE QLOCAL(V)", '"', "{}"]
NAME = st.text(st.sampled_from("ABCabc012._/%"), min_size=1, max_size=48)
OBJECT_TYPES = (*QUEUE_TYPES, ObjectType.NAMELIST, ObjectType.PROCESS)
# A value a dialect says by leaving the keyword out (NOFORCE, no REPLACE on TPF, TPF's TARGQ- naming a queue): the same
# meaning.
SAID_BY_OMISSION = {(a.name, v.pcf) for a in registry.ATTRIBUTES for v in a.values if "" in v.spellings.values()}
# A blank a dialect's platform holds when the keyword is left out (TPF has no description): said by omission there.
BLANK_BY_OMISSION = {(a.name, action) for a in registry.ATTRIBUTES for held in a.blank_held.values() for action in held}


def _text(longest: int) -> st.SearchStrategy[str]:
    """A string of at most ``longest`` characters, not blank, without trailing blanks (pcf-bin pads fields with
    blanks, which mean nothing there: tests/test_properties.py); a blank value is BLANK."""
    return (st.text(PRINTABLE, min_size=1, max_size=max(1, longest // 4)) | st.sampled_from(LOOKALIKES)).map(
        lambda text: text[:longest].rstrip(" ")).filter(lambda text: text.strip(" "))


def _value(attribute: Attribute, action: Action, object_type: ObjectType) -> st.SearchStrategy[Value]:
    """A valid value of ``attribute`` on this command: stated, or unchanged/system default/blank where those apply."""
    special: list[Value] = [UNCHANGED] if action in (Action.CHANGE, Action.COPY) else [SYSTEM_DEFAULT]
    if attribute.kind is Kind.ENUM:
        stated = st.sampled_from([Explicit(v.pcf) for v in attribute.values
                                  if (v.actions is None or action in v.actions)
                                  and (v.object_types is None or object_type in v.object_types)])
    elif attribute.kind is Kind.INTEGER:
        named = [s.pcf if s.number is None else s.number for s in attribute.specials]
        stated = st.one_of(st.integers(attribute.minimum, attribute.maximum),
                           st.sampled_from([attribute.minimum, attribute.maximum, *named])).map(Explicit)
    elif attribute.kind is Kind.STRING:
        words = st.sampled_from([*sorted(attribute.bare), "QM1", "a"]) if attribute.bare else _text(
            attribute.max_length or 64)
        stated, special = words.map(Explicit), [*special, BLANK]
    else:
        stated = st.lists(NAME, min_size=1, max_size=6).map(lambda names: Explicit(tuple(names)))
        special = [*special, BLANK]
    if attribute.option:  # an option is stated or left out
        return stated
    return st.one_of(stated, st.sampled_from(special))


@st.composite
def _command(draw: st.DrawFn) -> Command:
    """A command the registry's rules allow: its object's attributes for its action, options stated, at most one
    of CLUSTER and CLUSNL. MQMNAME (script context, CL only) is left out."""
    object_type, action = draw(st.sampled_from(OBJECT_TYPES)), draw(st.sampled_from(list(Action)))
    name, from_name = draw(NAME), draw(NAME) if action is Action.COPY else None
    candidates = [a for a in registry.ATTRIBUTES
                  if object_type in a.object_types and action in a.actions and not a.context]  # type: ignore[operator]
    chosen = draw(st.lists(st.sampled_from(candidates), max_size=6, unique_by=lambda a: a.name)) if candidates else []
    if {"ClusterName", "ClusterNamelist"} <= {a.name for a in chosen}:
        chosen = [a for a in chosen if a.name != "ClusterNamelist"]
    attributes: dict[str, Value] = {}
    options: dict[str, Value] = {}
    for attribute in chosen:
        (options if attribute.option else attributes)[attribute.name] = draw(_value(attribute, action, object_type))
    return Command(action, object_type, name, from_name, attributes, options)


# Each command on a line of its own, so that a writer's diagnostic says which command it refused, with a source text
# of its own, as every reader gives it (commands made from the model share one: see the test below).
COMMANDS = st.lists(_command(), min_size=1, max_size=4).map(
    lambda found: [Command(c.action, c.object_type, c.name, c.from_name, c.attributes, c.options,
                           span=Span("<generated>", line, 1), source_text=f"generated command {line}")
                   for line, c in enumerate(found, 1)])


def _written(commands: list[Command], dialect: str, width: int = 72) -> tuple[str | bytes, Reporter]:
    """The commands as ``dialect``'s writer writes them, and what it reported."""
    reporter = Reporter()
    texts = DIALECTS[dialect].write(Script(list(commands)), reporter, WriteOptions(width=width))
    if DIALECTS[dialect].binary:
        return b"".join(texts), reporter  # type: ignore[arg-type]
    return "".join(f"{text}\n" for text in texts if text), reporter


def _items(data: str | bytes, dialect: str) -> list[Item]:
    """Every command ``dialect``'s reader finds in ``data`` (read, passed through or rejected)."""
    return DIALECTS[dialect].read(data, "<output>", Reporter(), {}).items  # type: ignore[arg-type]


def _meaning(command: Command) -> tuple:
    """``Command.canonical()``, without a value a dialect says by leaving its parameter out (an option's "no",
    TPF's alias for a queue, a blank TPF holds)."""
    action, object_type, name, from_name, attributes, options = command.canonical()
    attributes, options = (tuple((key, value) for key, value in pairs
                                 if not (isinstance(value, Explicit) and (key, value.value) in SAID_BY_OMISSION)
                                 and not (value == BLANK and (key, action) in BLANK_BY_OMISSION))
                           for pairs in (attributes, options))
    return action, object_type, name, from_name, attributes, options


def _unexplained(before: Command, after: Command, diagnostics: tuple) -> list[tuple]:
    """The differences between a command and its translation that no diagnostic of its record names."""
    said = {d.attribute for d in diagnostics}
    codes = {d.code for d in diagnostics}
    old, new = _meaning(before), _meaning(after)
    found = []
    # A queue's type lost where the target cannot state it (MQT308), or given where the source did not (MQT303).
    if old[:4] != new[:4] and not (old[0] == new[0] and old[2:4] == new[2:4]
                                   and ObjectType.QUEUE in (old[1], new[1]) and codes & {"MQT303", "MQT308"}):
        found.append(("command", old[:4], new[:4]))
    old_values, new_values = dict(old[4] + old[5]), dict(new[4] + new[5])
    found += [(key, old_values.get(key), new_values.get(key)) for key in sorted(set(old_values) | set(new_values))
              if old_values.get(key) != new_values.get(key) and key not in said]
    return found


def _accounted(result: Translation, target: str, read: int) -> list[Item]:
    """The records' promises: ``read`` records of known statuses, a failed one with an error, a skipped one with a
    diagnostic, and as many live commands in the output, re-read by its dialect, as translated or passed-through
    records. Returns the output's commands."""
    records = result.records
    assert len(records) == read, (len(records), read)
    assert {r.status for r in records} <= set(STATUSES)
    for record in records:
        if record.status == "failed":
            assert any(d.severity is Severity.ERROR for d in record.diagnostics), record
        elif record.status == "skipped":
            assert record.diagnostics, record
    written = _items(result.output, target)
    assert len(written) == sum(r.status in LIVE for r in records), (result.output, [r.status for r in records])
    return written


# --- (1) every source dialect, every target ---------------------------------------------------------------------------

@RELAXED
@given(commands=COMMANDS, dialect=st.sampled_from(DIALECT_NAMES), width=st.sampled_from([0, 30, 72]))
def test_each_writer_writes_generated_commands_its_reader_reads_back_or_refuses_them(
        commands: list[Command], dialect: str, width: int) -> None:
    """Several attributes, special values and lookalike strings per command (test_matrix: one per command); what
    the writer cannot state (DLTMQMQ's queue type, MQT308) is said at its command."""
    data, reporter = _written(commands, dialect, width)
    refused = {d.span.line for d in reporter.diagnostics if d.severity is Severity.ERROR}
    read = _items(data, dialect)
    kept = [c for c in commands if c.span.line not in refused]
    assert len(read) == len(kept), (data, [d.format() for d in reporter.diagnostics])
    for command, back in zip(kept, read, strict=True):
        assert isinstance(back, Command), back
        said = tuple(d for d in reporter.diagnostics if d.span.line == command.span.line)
        assert not _unexplained(command, back, said), (data, _unexplained(command, back, said))


def test_a_change_of_nothing_after_a_refused_command_is_still_written_by_the_model_writer() -> None:
    """changes_nothing() took an earlier command's diagnostic for this one's when both had no source text ("")."""
    refused = Command(Action.CHANGE, ObjectType.LOCAL, "A", options={"CommandScope": Explicit("*")})
    nothing = Command(Action.CHANGE, ObjectType.LOCAL, "B")
    data, reporter = _written([refused, nothing], "cl")
    assert [d.code for d in reporter.diagnostics] == ["MQT301"]
    assert [c.name for c in _items(data, "cl")] == ["B"]  # type: ignore[union-attr]


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(commands=COMMANDS, source=st.sampled_from(DIALECT_NAMES), target=st.sampled_from(DIALECT_NAMES),
       policy=POLICIES, width=st.sampled_from([0, 20, 72]), explicit=st.booleans(),
       byte_order=st.sampled_from(["little", "big"]), ccsid=st.sampled_from([1208, 37, 273, 500, 819, 1047]))
def test_every_pair_keeps_each_command_or_a_diagnostic_names_each_difference(
        commands: list[Command], source: str, target: str, policy: str, width: int, explicit: bool,
        byte_order: str, ccsid: int) -> None:
    data, _ = _written(commands, source)
    read = _items(data, source)
    there = translate(data, source, target, on_unsupported=policy, width=width, explicit=explicit,
                      byte_order=byte_order, ccsid=ccsid)
    written = iter(_accounted(there, target, len(read)))
    for command, record in zip(read, there.records, strict=True):
        if record.status == "translated":
            translated = next(written)
            assert isinstance(command, Command) and isinstance(translated, Command)
            assert not _unexplained(command, translated, record.diagnostics), (record, _unexplained(
                command, translated, record.diagnostics))
    if there.ok and not there.diagnostics and all(r.status == "translated" for r in there.records):
        back = translate(there.output, target, source, width=width, byte_order=byte_order)
        assert back.ok, [d.format() for d in back.diagnostics]
        assert [_meaning(c) for c in _items(back.output, source)] == [_meaning(c) for c in read]  # type: ignore[arg-type]


# --- (2) and (3) damaged and arbitrary scripts of every dialect ---------------------------------------------------------

# Commands outside the scope, comments and CL program statements, added to generated scripts.
OTHERS = {"mqsc": ["DEFINE CHANNEL(C) CHLTYPE(SVRCONN)", "DISPLAY QMGR", "END", "* a comment", "ALTER QMGR DEADQ(X)",
                   "DEFINE QLOCAL(A); DEFINE QLOCAL(B)"],
          "cl": ["PGM", "ENDPGM", "DCL VAR(&A) TYPE(*CHAR)", "MONMSG CPF0000", "/* a comment */", "GOTO L1",
                 "L1: CRTMQMQ QNAME(&A) QTYPE(*LCL)", "IF COND(&A *EQ 'X') THEN(DLTMQMQ QNAME(X))"],
          "tpf": ["ZMQSC START QMGR", "* a comment", "ZMQSC DISPLAY QL-A"],
          "pcf": ['{"command": "MQCMD_INQUIRE_Q", "parameters": {}}'],
          "rest": ['{"type": "runCommand", "parameters": {"command": "DISPLAY QMGR"}}'],
          "pcf-bin": []}
SPLICES = st.sampled_from([*"'()+-*/;,& \n\r\t\"{}[]:\\AQxé0", "\u00a0", "\u2028", "\ufeff", "''", "/*", "*/",
                           "\\u0000", "\\ud800", "'DEFINE QLOCAL(Z)", "\nDELETE QLOCAL(V)\n", "\nZMQSC DEL QL-V\n"])


@st.composite
def _damaged(draw: st.DrawFn, dialect: str) -> str | bytes:
    """A generated script of ``dialect`` with commands of other kinds mixed in, its lines shuffled, and then up to a
    dozen places spliced: characters (bytes for pcf-bin) replaced, cut or inserted."""
    data, _ = _written(draw(COMMANDS), dialect, draw(st.sampled_from([0, 30, 72])))
    if isinstance(data, str):
        lines = data.splitlines() + draw(st.lists(st.sampled_from(OTHERS[dialect]), max_size=3))
        data = "\n".join(draw(st.permutations(lines))) + "\n"
    for _ in range(draw(st.integers(0, 12))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        end = draw(st.integers(at, min(len(data), at + 3)))
        piece = draw(st.binary(max_size=4)) if isinstance(data, bytes) else draw(SPLICES)
        data = data[:at] + piece + data[end:]  # type: ignore[operator]
    return data


def _counted_alike_for_every_target(data: str | bytes, source: str, policy: str) -> None:
    """Translated into every target: no internal failure (MQT112), as many records as the reader reads commands
    (or one for the whole file, MQT101/MQT117), the same records whatever the target, and one live command in
    each output per translated or passed-through record."""
    parsed = parse(data, source)
    seen = set()
    for target in DIALECT_NAMES:
        result = translate(data, source, target, on_unsupported=policy)
        assert "MQT112" not in {d.code for d in result.diagnostics}, [d.format() for d in result.diagnostics]
        whole_file = [r.kind for r in result.records] == ["file"]
        _accounted(result, target, 1 if whole_file else len(parsed.script.items))
        seen.add(tuple((r.line, r.column, r.name) for r in result.records))  # kind: as typed for the target
    assert len(seen) == 1, seen


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), source=st.sampled_from(DIALECT_NAMES), policy=POLICIES)
def test_damaged_scripts_of_every_dialect_are_counted_alike_into_every_target(data: st.DataObject, source: str,
                                                                              policy: str) -> None:
    _counted_alike_for_every_target(data.draw(_damaged(source)), source, policy)


# Words of each text dialect and the characters around them, for text that is nearly a script.
WORDS = {
    "mqsc": ["DEFINE", "ALTER", "DELETE", "DEF", "QLOCAL", "QL", "QALIAS", "NAMELIST", "PROCESS", "(A)", "('a b')",
             "DESCR", "MAXDEPTH(5)", "REPLACE", "LIKE(B)", "NAMES(A, 'b')", "TARGET(X)", "PURGE", "CHANNEL(C)", "END"],
    "cl": ["CRTMQMQ", "CHGMQMQ", "DLTMQMQ", "CPYMQMQ", "CRTMQMNL", "CRTMQMPRC", "QNAME(A)", "QTYPE(*LCL)", "*ALS",
           "TEXT('x')", "TEXT(*SAME)", "MAXDEPTH(*SYSDFTQ)", "MQMNAME(QM1)", "NAMES(A 'b')", "PGM", "DO", "ENDDO",
           "&A", "L1:", "REPLACE(*YES)"],
    "tpf": ["ZMQSC", "DEF", "ALT", "DEL", "QL-A", "QA-B", "QR-'c'", "MAXDEPTH-0", "DESCR-'x'", "TARGQ-X", "PUT-DISABLED",
            "SWEEP-ON", "PURGE", "START", "QMGR"],
    "pcf": ['{"command": "MQCMD_CREATE_Q", "parameters": {', '"MQCA_Q_NAME": "A"', '"MQIA_Q_TYPE": "MQQT_LOCAL"',
            '"MQIA_MAX_Q_DEPTH": 5', '"MQCA_NAMES": ["A"]', "}}", "}", ",", '"MQCMD_DELETE_Q"', "[", "]", "null"],
    "rest": ['{"type": "runCommandJSON", "command": "define", "qualifier": "qlocal", "name": "A"', '"parameters": {',
             '"descr": "x"', '"maxdepth": 5', '"replace": "yes"', "}}", "}", ",", '"qualifier": "namelist"',
             '{"type": "runCommand", "parameters": {"command": "DISPLAY QMGR"}}', "null"],
}
GLUE = st.sampled_from([" ", "  ", "", "\n", "\r\n", " +\n ", "-\n", "'", ";", "/*", "*/", "*", "\t", ","])


@st.composite
def _nearly_a_script(draw: st.DrawFn, dialect: str) -> str:
    """Words of ``dialect`` and any text, joined by blanks, line ends, continuations, quotes and comment marks."""
    pieces = draw(st.lists(st.sampled_from(WORDS[dialect]) | st.text(max_size=6), max_size=30))
    return "".join(piece + draw(GLUE) for piece in pieces)


@RELAXED
@given(data=st.data(), source=st.sampled_from(TEXT_DIALECTS), policy=POLICIES)
def test_nearly_a_script_of_every_text_dialect_is_counted_alike_into_every_target(data: st.DataObject, source: str,
                                                                                   policy: str) -> None:
    _counted_alike_for_every_target(data.draw(_nearly_a_script(source)), source, policy)


@RELAXED
@given(data=st.binary(max_size=400) | st.text(max_size=200), source=st.sampled_from(["auto", *DIALECT_NAMES]),
       policy=POLICIES)
def test_any_bytes_or_text_are_counted_alike_into_every_target(data: str | bytes, source: str, policy: str) -> None:
    if source == "auto":  # the dialect recognised, as translate recognises it, then read as that one
        source = parse(data).source or "mqsc"
    _counted_alike_for_every_target(data, source, policy)


# --- respelling: case, quotes, separators, comments, continuations -----------------------------------------------------

QUOTED = re.compile(r"'(?:[^']|'')*'")
# Where a name is given: MQSC's object keyword after the verb, or LIKE; CL's name keywords of the command's object
# (PRCNAME names the process on CRTMQMPRC, but is a local queue's process on CRTMQMQ).
NAME_KEYWORDS = {"mqsc": re.compile(r"^\w+ (QLOCAL|QALIAS|QREMOTE|QMODEL|NAMELIST|PROCESS)\($|\b(LIKE)\($", re.IGNORECASE),
                 "cl-q": re.compile(r"\b(QNAME|FROMQ|TOQ)\($", re.IGNORECASE),
                 "cl-nl": re.compile(r"\b(NAMELIST|FROMNL|TONL)\($", re.IGNORECASE),
                 "cl-prc": re.compile(r"\b(PRCNAME|FROMPRC|TOPRC)\($", re.IGNORECASE)}
FROM_KEYWORDS = {"LIKE", "FROMQ", "FROMNL", "FROMPRC"}
SEPARATORS = {"mqsc": [") ", "), ", ")  ", ")", ") ,"], "cl": [") ", ")  ", ") /* note */ ", ")/**/"]}


@st.composite
def _respelt(draw: st.DrawFn, text: str, dialect: str) -> tuple[str, list[dict[str, str]]]:
    """``text`` (one command a line) respelt: outside quotes in lower case, parameters separated otherwise (commas,
    blanks, CL comments), names unquoted, and continued onto further lines anywhere but before a '*'. Also the names
    each command now gives unquoted, as its reader folds them ("name", "from")."""
    lines, unquoted = [], []
    for line in text.splitlines():
        if line.startswith(("*", "/*")):
            lines.append(line)
            continue
        folded: dict[str, str] = {}
        unquoted.append(folded)
        pieces, last = [], 0
        for match in QUOTED.finditer(line):
            pieces += [(False, line[last:match.start()]), (True, match.group())]
            last = match.end()
        pieces.append((False, line[last:]))
        respelt, verb = "", line.split(" ", 1)[0]
        names = NAME_KEYWORDS.get(dialect) or NAME_KEYWORDS[  # CL names its object per family
            "cl-nl" if verb.endswith("NL") else "cl-prc" if verb.endswith("PRC") else "cl-q"]
        for quoted, piece in pieces:
            keyword = names.search(respelt) if quoted else None
            if keyword and re.fullmatch(r"[A-Za-z0-9._/%]+", piece[1:-1]) and draw(st.booleans()):
                said = (keyword.group(1) or keyword.group(2)).upper()
                folded["from" if said in FROM_KEYWORDS else "name"] = fold(piece[1:-1])
                piece = piece[1:-1]
            elif not quoted:
                piece = piece.lower() if draw(st.booleans()) else piece
                piece = re.sub(r"\) ", lambda _: draw(st.sampled_from(SEPARATORS[dialect])), piece)
            respelt += piece
        for _ in range(draw(st.integers(0, 3))):
            at = draw(st.integers(1, max(1, len(respelt) - 1)))
            if at >= len(respelt) or at <= respelt.rfind("\n") + 1 or respelt[at] in "* \n" or \
                    respelt[at - 1] == "\n":
                continue
            mark = draw(st.sampled_from(["-", "+"]))  # '-' goes on at the next line's start, '+' at its first non-blank
            respelt = respelt[:at] + mark + "\n" + ("" if mark == "-" else "    ") + respelt[at:]
        lines.append(respelt)
    return "\n".join(lines) + "\n", unquoted


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), source=st.sampled_from(["mqsc", "cl"]), commands=COMMANDS,
       target=st.sampled_from(DIALECT_NAMES))
def test_a_respelt_script_says_the_same_and_unquoted_names_fold_to_upper_case(
        data: st.DataObject, source: str, commands: list[Command], target: str) -> None:
    text, _ = _written(commands, source, width=0)
    assert isinstance(text, str)
    respelt, unquoted = data.draw(_respelt(text, source))

    def folded(meaning: tuple, names: dict[str, str]) -> tuple:
        action, object_type, name, from_name, attributes, options = meaning
        return action, object_type, names.get("name", name), names.get("from", from_name), attributes, options
    original = [_meaning(c) for c in _items(text, source)]  # type: ignore[arg-type]
    respelt_meanings = [folded(meaning, names) for meaning, names in zip(original, unquoted, strict=True)]
    assert [_meaning(c) for c in _items(respelt, source)] == respelt_meanings  # type: ignore[arg-type]
    # Folding may make two names one ('a' unquoted is A): then a later command may take the type the earlier made
    # its queue, and the statuses differ rightly.
    assume(len({m[2] for m in original} | {m[3] for m in original}) ==
           len({m[2] for m in respelt_meanings} | {m[3] for m in respelt_meanings}))
    there, again = translate(text, source, target), translate(respelt, source, target)
    assert [r.status for r in again.records] == [r.status for r in there.records]
    assert len(_accounted(again, target, len(original))) == len(_items(there.output, target))


def test_a_blank_tpf_holds_left_out_is_no_unexplained_difference() -> None:
    """DESCR(' ') into TPF is left out (TPF has no description): the same meaning, with no diagnostic; a non-blank
    one is still a difference a diagnostic must name."""
    source = "DEFINE QLOCAL('Q0') PUT(ENABLED) DESCR(' ')\n"
    (command,) = _items(source, "mqsc")
    there = translate(source, "mqsc", "tpf")
    (translated,) = _items(there.output, "tpf")
    assert there.output == "ZMQSC DEF QL-Q0 PUT-ENABLED\n" and not there.diagnostics
    assert not _unexplained(command, translated, ())  # type: ignore[arg-type]
    (described,) = _items("DEFINE QLOCAL('Q0') PUT(ENABLED) DESCR('x')\n", "mqsc")
    assert _unexplained(described, translated, ()) == [("QDesc", Explicit("x"), None)]  # type: ignore[arg-type]
