"""The full translation matrix: every ordered pair of dialects in DIALECTS, and TPF's done-when checks.

Round trips are generated from the registry: for each pair, one command per attribute value (and
queue type, create and change) that both dialects can express, so a dialect added to DIALECTS is covered.
"""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from tests.helpers import canonical
from translator import registry, translate
from translator.diagnostics import CODES, Reporter
from translator.dialects import DIALECTS
from translator.dialects.pcf import PcfDialect
from translator.model import QUEUE_TYPES, Action, Command, Explicit, ObjectType, Script, Value
from translator.registry import Attribute, EnumValue, Kind
from translator.writers.options import WriteOptions

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
PAIRS = list(product(DIALECTS, repeat=2))


# TPF against every other dialect: the done-when checks of the TPF dialect.
NOT_TPF = sorted(set(DIALECTS) - {"tpf"}, key=list(DIALECTS).index)


def _special_in(attribute: Attribute, special: EnumValue, dialect: str) -> bool:
    """True when ``dialect`` writes a named number: by its word, or as the number when that is in range; PCF by
    the number, so never a named value without one (APPLTYPE DEF)."""
    target = DIALECTS[dialect]
    numeric, word = isinstance(target, PcfDialect), target.says(special)
    if special.number is None:
        return not numeric and word
    in_range = attribute.minimum <= special.number <= attribute.maximum  # type: ignore[operator]
    return numeric or word or in_range


def _samples(attribute: Attribute, dialects: tuple[str, str]) -> list[Value]:
    """Valid values both dialects can write: every such enum value and named number (each number once);
    MAXDEPTH 1, not 0 (TPF means otherwise)."""
    if attribute.kind is Kind.ENUM:
        return [Explicit(v.pcf) for v in attribute.values if all(DIALECTS[d].says(v) for d in dialects)]
    if attribute.kind is Kind.INTEGER:
        named = {s.pcf if s.number is None else s.number: None for s in attribute.specials
                 if all(_special_in(attribute, s, d) for d in dialects)}
        return [Explicit(min(attribute.minimum + 1, attribute.maximum)), *map(Explicit, named)]  # type: ignore[operator]
    if attribute.kind is Kind.STRING and attribute.names_object:  # a name: IBM's naming rules, case kept
        return [Explicit("Ab.c/d_%")]
    if attribute.kind is Kind.STRING:
        return [Explicit("Ab c'd" if (attribute.max_length or 64) >= 6 else "Ab.c")]
    return []


def _commands(pair: tuple[str, str]) -> list[Command]:
    """A command per attribute value both dialects of ``pair`` express, per queue type or process and create/change."""
    found = []
    for action, object_type in product((Action.CREATE, Action.CHANGE), (*QUEUE_TYPES, ObjectType.PROCESS)):
        for attribute in registry.for_object(object_type):
            if all(DIALECTS[d].takes(attribute, action, object_type) for d in pair):
                found += [Command(action, object_type, f"Q.{len(found) + i}", attributes={attribute.name: value})
                          for i, value in enumerate(_samples(attribute, pair))]
    return found


def _written(commands: list[Command], dialect: str) -> str | bytes:
    texts = DIALECTS[dialect].write(Script(list(commands)), Reporter(), WriteOptions())
    return b"".join(texts) if DIALECTS[dialect].binary else "".join(f"{text}\n" for text in texts)


@pytest.mark.parametrize(("source", "target"), PAIRS, ids=[f"{a}->{b}" for a, b in PAIRS])
def test_round_trip_over_the_attributes_both_sides_express(source: str, target: str) -> None:
    commands = _commands((source, target))
    assert len(commands) >= 10, "every pair shares at least the TPF attributes"
    data = _written(commands, source)
    there = translate(data, source, target)
    assert there.ok, [d.format() for d in there.diagnostics]
    assert canonical(there.output, target) == canonical(data, source)
    back = translate(there.output, target, source)
    assert back.ok, [d.format() for d in back.diagnostics]
    assert back.output == data


PROCESS_PAIRS = [(a, b) for a, b in PAIRS if "tpf" not in (a, b)]


@pytest.mark.parametrize(("source", "target"), PROCESS_PAIRS, ids=[f"{a}->{b}" for a, b in PROCESS_PAIRS])
def test_every_process_attribute_and_application_type_goes_there_and_back(source: str, target: str) -> None:
    commands = [c for c in _commands((source, target)) if c.object_type is ObjectType.PROCESS]
    names = {name for c in commands for name in c.attributes}
    assert names == {"ProcessDesc", "ApplType", "ApplId", "UserData", "EnvData"}
    types = {c.attributes["ApplType"].value for c in commands if "ApplType" in c.attributes}  # type: ignore[union-attr]
    assert {1, 6, 8, 9, 11} <= types  # the sample number (CICS), UNIX, OS400, WINDOWS, WINDOWS_NT
    assert ("MQAT_DEFAULT" in types) == (not any(isinstance(DIALECTS[d], PcfDialect) for d in (source, target)))


@pytest.mark.parametrize("source", NOT_TPF)
def test_a_process_has_no_tpf_form(source: str) -> None:
    """TPF has no process object (MQT305); its local queues' PROCESS- stays a name (EVERY_ALT_QL below)."""
    command = Command(Action.CREATE, ObjectType.PROCESS, "P", attributes={"ApplId": Explicit("X")})
    result = translate(_written([command], source), source, "tpf")
    assert not result.ok and [d.code for d in result.diagnostics if d.severity.value == "error"] == ["MQT305"]
    assert "TPF has no process definitions" in result.diagnostics[-1].message
    assert [r.status for r in result.records] == ["failed"]


# The done-when script: every parameter of ZMQSC ALT QL (seed 002).
EVERY_ALT_QL = ("ZMQSC ALT QL-'local.queue.' MAXMSGL-4194304 PUT-DISABLED GET-DISABLED DEFPSIST-YES QDEPTHHI-80 "
                "MAXDEPTH-0 SWEEP-ON TRIGTYPE-EVERY TRIGDATA-'Start it' TRIGGER PROCESS-'app.proc'\n")
# The documented losses outside TPF: SWEEP has no equivalent (MQT301, so the round trip drops it).
LOST = {"TpfSweep"}
# QDEPTHHI and triggering (TRIGTYPE-EVERY with TRIGGER: TPF runs the process itself, said once) keep their
# spelling but TPF means otherwise: a warning each way (MQT306). MAXDEPTH-0 means no limit on TPF: it goes out as the
# highest depth (MQT307), which comes back as itself.
# DEFPSIST means what it does elsewhere [UNSURE], as registry/queue_attributes.py says: no warning.
MEANING_DIFFERS = {("MQT306", "QDepthHighLimit"), ("MQT306", "TriggerType")}


@pytest.mark.parametrize("other", NOT_TPF)
def test_every_alt_ql_parameter_goes_there_and_back_with_the_documented_losses_only(other: str) -> None:
    there = translate(EVERY_ALT_QL, "tpf", other, on_unsupported="warn")
    assert {d.attribute for d in there.diagnostics if CODES[d.code].lossy} == LOST
    assert {(d.code, d.attribute) for d in there.diagnostics if d.code == "MQT306"} == MEANING_DIFFERS
    assert ("MQT307", "MaxQDepth") in {(d.code, d.attribute) for d in there.diagnostics}
    back = translate(there.output, other, "tpf")
    assert back.ok and {(d.code, d.attribute) for d in back.diagnostics} == MEANING_DIFFERS
    assert back.output == EVERY_ALT_QL.replace(" SWEEP-ON", "").replace("MAXDEPTH-0", "MAXDEPTH-999999999")


def test_def_ql_loses_common_and_sweep_only() -> None:
    # COMMON-NO: a transmission queue is never shared by processors (COMMON-YES with it is MQT204)
    text = "ZMQSC DEF QL-XQ USAGE-XMITQ COMMON-NO SWEEP-OFF DEFPSIST-YES\n"
    for other in NOT_TPF:
        there = translate(text, "tpf", other, on_unsupported="warn")
        assert {(d.code, d.attribute) for d in there.diagnostics if CODES[d.code].lossy} == {
            ("MQT301", "TpfCommon"), ("MQT301", "TpfSweep")}
        assert translate(there.output, other, "tpf").output == "ZMQSC DEF QL-XQ USAGE-XMITQ DEFPSIST-YES\n"


MQSC_FILES = sorted(p for pattern in ("*.mqs", "*.mqsc", "*.mqsc.tpl") for p in CORPUS.rglob(pattern))
TPF_QUEUES = {f"{action.value} {t.value}" for action in (Action.CREATE, Action.CHANGE, Action.DELETE)
              for t in (ObjectType.LOCAL, ObjectType.ALIAS, ObjectType.REMOTE)}


@pytest.mark.skipif(not MQSC_FILES, reason="../shared/corpus is not beside the checkout")
@pytest.mark.parametrize("path", MQSC_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_to_tpf_gives_zmqsc_for_every_queue_and_a_diagnostic_for_the_rest(path: Path) -> None:
    result = translate(path.read_bytes(), "mqsc", "tpf", file=str(path), on_unsupported="warn")
    for record in result.records:
        if record.kind in TPF_QUEUES and record.status == "skipped":  # a change of nothing TPF can express
            assert record.kind.startswith("change") and record.diagnostics, record
            assert record.target_text.startswith("* not translated (none of its changes can be written in tpf)")
        elif record.kind in TPF_QUEUES:
            assert record.status == "translated" and record.target_text.splitlines()[-1].startswith("ZMQSC "), record
        else:
            assert record.diagnostics, record
