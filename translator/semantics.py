"""Meaning-level steps: settling a queue type the source left open, where TPF means otherwise, and processes whose
meaning belongs to another platform."""

from __future__ import annotations

import re

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects.platforms import IBM_I, holds_processes, platform_of
from translator.model import Action, Command, Explicit, ObjectType, Rejected, Script
from translator.model.characters import visible
from translator.pcf.commands import BY_NUMBER
from translator.registry.process_attributes import TYPE_PLATFORMS
from translator.validate import implied_types


def queue_type(command: Command, reporter: Reporter, target: str) -> ObjectType | None:
    """The command's object type; for a queue of unstated type, the one its attributes imply.

    Only type-specific attributes decide (TGTQNAME -> alias, RMTQNAME -> remote, DFNTYPE ->
    model, ...); nothing is guessed otherwise.
    """
    if command.object_type is not ObjectType.QUEUE:
        return command.object_type
    candidates = implied_types(command)
    what = _command_word(command.source_text)
    if len(candidates) == 1:
        (inferred,) = candidates
        reporter.report("MQT303", f"{what} {command.name} states no queue type; its attributes make it a queue of type "
                        f"{inferred.value}", command.span, command.source_text)
        return inferred
    reporter.report("MQT304", f"{what} {command.name} states no queue type and its attributes do not determine "
                    f"one, so it has no {target} equivalent", command.span, command.source_text,
                    expected="QTYPE(*LCL, *ALS, *RMT or *MDL)")
    return None


def _command_word(source_text: str) -> str:
    """The source's command word: MQSC/CL/TPF start with it; a PCF line names it (or its number) in "command"."""
    head = re.match(r"\s*([\w/$#@]+)", source_text) or re.search(r'"command": "?(\w+)', source_text)
    if head is None:
        return "command"
    word = head.group(1)
    return BY_NUMBER[int(word)].name if word.isascii() and word.isdigit() and int(word) in BY_NUMBER else word


def tpf_meanings(script: Script, source: str, target: str, reporter: Reporter) -> None:
    """Where TPF means otherwise by the same spelling, when the script crosses into or out of TPF: the meaning
    is translated where the target can say it (TPF's "0 is no limit", MQT307), reported where it cannot
    (MQT302, and the attribute is not written), and warned about where only the reader can judge (MQT306,
    registry ``tpf_differs``).
    """
    if (source == "tpf") == (target == "tpf"):
        return
    for index, command in enumerate(script.items):
        if not isinstance(command, Command):
            continue
        errors = reporter.errors
        for name, value in list(command.attributes.items()):
            attribute = registry.by_name(name)
            if command.object_type not in attribute.tpf_types or not isinstance(value, Explicit):
                continue
            if attribute.tpf_no_limit is not None and value.value == 0:
                _no_limit(command, attribute, source == "tpf", reporter)
            elif attribute.tpf_differs and attribute.tpf_differs_at in (None, value.value):
                reporter.report("MQT306", f"{attribute.name} {value.value}: {attribute.tpf_differs}",
                                command.span_of(name), command.source_text, attribute=name)
        if reporter.errors > errors:  # never written live: the policy made a lost meaning an error
            script.items[index] = Rejected(source, f"{command.action.value} {command.object_type.value}",
                                           command.source_text, command.span, command.comments, command.name)


def _no_limit(command: Command, attribute: registry.Attribute, from_tpf: bool, reporter: Reporter) -> None:
    """TPF's 0 ("no limit") becomes the others' highest value; their 0 (a limit of zero) has no TPF spelling."""
    span = command.span_of(attribute.name)
    if from_tpf:
        command.attributes[attribute.name] = Explicit(attribute.tpf_no_limit)  # type: ignore[arg-type]
        reporter.report("MQT307", f"TPF {attribute.spelling('tpf')}-0 means no limit: written as {attribute.tpf_no_limit}, the "
                        f"highest {attribute.name} the target allows", span, command.source_text, attribute=attribute.name)
        return
    reporter.report("MQT302", f"{attribute.name} 0 admits no message, but TPF {attribute.spelling('tpf')}-0 means no limit: TPF "
                    "cannot express it", span, command.source_text, expected=f"{attribute.spelling('tpf')}-1 or more",
                    attribute=attribute.name)
    del command.attributes[attribute.name]


# The process fields whose meaning is the trigger monitor's, and so the platform's.
_PLATFORM_FIELDS = ("ApplType", "ApplId", "EnvData")
_TO_IBM_I = ("on IBM i ApplId names a native program as LIBRARY/PROGRAM and EnvData holds job submission "
             "parameters such as JOBPTY(3): rewrite them, and ApplType, for IBM i")
_FROM_IBM_I = ("outside IBM i ApplId is the command line that starts the application and EnvData is added to it "
               "(& runs it in the background on AIX and Linux): rewrite them, and ApplType, for that platform")


def platform_meanings(script: Script, source: str, target: str, reporter: Reporter) -> None:
    """Warn (MQT309) about each process definition that names a platform and goes into a dialect used elsewhere.

    The queue manager copies ApplId, EnvData and UserData into the trigger message as they are; what they mean is the
    platform's trigger monitor's. A process names a platform by its application type (OS400, UNIX, WINDOWS ...) or,
    when the type is DEF or left to the system default, by the one platform its source dialect is used on (CL: IBM i).
    It is warned about when the target is used on one other platform only, or (going into a dialect used on any)
    when it is its source's own. The values are kept as written: only the administrator knows what replaces them.
    """
    here, there = platform_of(source), platform_of(target)
    if here == there or not holds_processes(target):
        return
    for command in script.items:
        if isinstance(command, Command) and command.object_type is ObjectType.PROCESS \
                and command.action is not Action.DELETE:
            _platform_warning(command, here, there, reporter)


def _platform_warning(command: Command, here: str | None, there: str | None, reporter: Reporter) -> None:
    given = command.attributes
    shown = [f"{name} {_shown(registry.by_name(name), given[name].value)}"  # type: ignore[union-attr]
             for name in _PLATFORM_FIELDS if isinstance(given.get(name), Explicit)]
    if not shown:
        return  # nothing platform-bound is set: what the target's defaults give is the target's
    kind = given.get("ApplType")
    number = kind.value if isinstance(kind, Explicit) else None
    platform = TYPE_PLATFORMS.get(number) if isinstance(number, int) else here if number in (None, "MQAT_DEFAULT") \
        else None
    if platform is None or platform == there or (there is None and platform != here):
        return
    why = "by its ApplType" if isinstance(number, int) else f"ApplType DEF, read for {here}" if number else \
        f"its source is for {here} and names no other ApplType"
    advice = _TO_IBM_I if there == IBM_I else _FROM_IBM_I if platform == IBM_I else (
        "the target platform's trigger monitor may read ApplId and EnvData otherwise: rewrite them, and ApplType")
    reporter.report("MQT309", f"process {command.name} is for {platform} ({why}): {', '.join(shown)} kept as "
                    "written", command.span_of(_first_given(command)), command.source_text, expected=advice,
                    attribute=_first_given(command))


def _first_given(command: Command) -> str:
    return next(name for name in _PLATFORM_FIELDS if isinstance(command.attributes.get(name), Explicit))


def _shown(attribute: registry.Attribute, value: object) -> str:
    """A value in a message: a string quoted and cut when long, a named number by its constant (MQAT_OS400)."""
    if attribute.kind is registry.Kind.STRING:
        text = str(value)
        return f"'{visible(text[:40])}{'...' if len(text) > 40 else ''}'"
    return next((s.pcf for s in attribute.specials if s.number == value), str(value))
