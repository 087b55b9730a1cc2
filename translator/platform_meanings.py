"""Scripts crossing platforms: what a process's ApplId and EnvData mean is the platform's trigger monitor's (MQT309);
the SYSTEM.* objects are the target's own, and a platform's own queues (TPF's) are its own (MQT315)."""

from __future__ import annotations

import re

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS
from translator.model import Action, Command, Explicit, ObjectFamily, ObjectType, Script
from translator.model.characters import visible
from translator.registry.process_attributes import IBM_I, TYPE_PLATFORMS

# The process fields whose meaning is the trigger monitor's, and so the platform's.
_PLATFORM_FIELDS = ("ApplType", "ApplId", "EnvData")
# What each of ApplId and EnvData holds on IBM i, for the advice on a process going there.
_ON_IBM_I = {"ApplId": "ApplId names a native program as LIBRARY/PROGRAM",
             "EnvData": "EnvData holds job submission parameters such as JOBPTY(3)"}
_TO_IBM_I = f"on IBM i {_ON_IBM_I['ApplId']} and {_ON_IBM_I['EnvData']}: rewrite them, and ApplType, for IBM i"
_FROM_IBM_I = ("outside IBM i ApplId is the command line that starts the application and EnvData is added to it "
               "(& runs it in the background on AIX and Linux): rewrite them, and ApplType, for that platform")


def platform_meanings(script: Script, source: str, target: str, reporter: Reporter,
                      typed: dict[str, object] | None = None) -> None:
    """Warn about each SYSTEM.* object (MQT315) and each process definition that names a platform (MQT309)
    going into a dialect used elsewhere. ``typed``: the ApplType the script gave each process so far (by name), which
    a change or copy giving none keeps; the caller keeps it from one part of the script to the next.

    The queue manager copies ApplId, EnvData and UserData into the trigger message as they are; what they mean is the
    platform's trigger monitor's. A process names a platform by its application type (OS400, UNIX, WINDOWS ...) or,
    when the type is DEF or left to the system default, by the one platform its source dialect is used on (CL: IBM i).
    It is warned about when the target is used on one other platform only, or (going into a dialect used on any)
    when it is its source's own. A DEF from a dialect used on any platform names none, but the queue manager that
    runs it resolves it to its own: going into a dialect used on one platform, that platform's (OS400 on IBM i),
    which the values were likely not written for, so it is warned about too. The values are kept as written: only
    the administrator knows what replaces them.
    """
    here, there = DIALECTS[source].platform, DIALECTS[target].platform
    if here == there:
        return
    processes, defaults = DIALECTS[target].holds_processes, DIALECTS[target].holds_system_objects
    own, left = DIALECTS[target].own_objects, DIALECTS[source].own_objects
    process, delete = ObjectType.PROCESS, Action.DELETE  # read once: an enum member read from its class is dear
    # Leaving the platform only: what it ignored, the target acts on. Into it, it does more than asked (IBM i
    # hardens a count a dump from Linux says not to): safe, and said of every such queue, noise.
    ignored = [entry for entry in _IGNORED if entry[1] == here]
    for command in script.items:
        if isinstance(command, Command):
            # The substring test first: most names hold no SYSTEM., and it makes no new string as a slice does.
            if "SYSTEM." in command.name and command.name[:7] == "SYSTEM." and command.name[:14] != _SAMPLES:
                if defaults:
                    _system_object_warning(command, here, there, reporter)
                elif command.name[:15] != _DEFAULTS and command.object_type.family is ObjectFamily.QUEUE:
                    # the target's writer refuses SYSTEM.DEFAULT.* queues and objects it has none of (MQT305)
                    _foreign_system_object_warning(command, here, there, reporter)
            elif own and command.name in own and command.object_type.family is ObjectFamily.QUEUE:
                _own_object_warning(command, here, there, reporter)
            elif left and command.name in left and command.object_type.family is ObjectFamily.QUEUE:
                _left_own_object_warning(command, here, there, reporter)
            if command.object_type is process:
                kept = _kept_type(command, typed if typed is not None else {})
                if processes and command.action is not delete:
                    _platform_warning(command, here, there, reporter, kept)
            if ignored:  # only a script of a platform that ignores values has any to look for
                for attribute, platform, value, instead in ignored:
                    given = command.attributes.get(attribute.name)
                    if given.__class__ is Explicit and given.value == value:  # type: ignore[union-attr]
                        _ignored_warning(command, attribute, platform, instead, reporter)


# Each attribute a platform ignores a value of (registry's ``ignored_on``): the attribute, the platform, the value's
# constant and what the platform does instead.
_IGNORED = [(a, *a.ignored_on) for a in registry.ATTRIBUTES if a.ignored_on]


def _ignored_warning(command: Command, attribute: registry.Attribute, platform: str, instead: str,
                     reporter: Reporter) -> None:
    """MQT306: a value the script's platform ignored, which the target acts on."""
    found = attribute.value_by_pcf(str(command.attributes[attribute.name].value))  # type: ignore[union-attr]
    word = f"{attribute.name} {found.spelling('mqsc') or found.pcf if found else ''}".strip()
    reporter.report("MQT306", f"{word}: the script was written for {platform}, {instead}, so it changed nothing "
                    "there; the target acts on it", command.span_of(attribute.name), command.source_text,
                    attribute=attribute.name)


# IBM reserves the names starting SYSTEM. (case-sensitive, as names are: a quoted lower-case 'system.x' is a user's
# object) for the queue manager's own objects, but for the ones IBM's sample scripts define on every platform
# (amqscoma.tst, AMQSAMP4): SYSTEM.SAMPLE.* [UNSURE: a queue manager may hold more such non-system objects].
_DEFAULTS, _SAMPLES = "SYSTEM.DEFAULT.", "SYSTEM.SAMPLE."


def _system_object_warning(command: Command, here: str | None, there: str | None, reporter: Reporter) -> None:
    """MQT315: every queue manager has its own SYSTEM.* objects, whose values differ by platform; a DEFINE that
    leaves an attribute out takes it from the SYSTEM.DEFAULT.* ones. A script from another platform that defines,
    alters or deletes one changes the target's (the hazard of replaying a full dmpmqcfg dump)."""
    origin = f"for {here}" if here else f"not written for {there}"
    target = f"{there}'s own" if there else "the one of the queue manager it runs on, whose platform's values differ"
    what = "a queue manager's own default object (every DEFINE takes what it leaves out from it)" \
        if command.name.startswith(_DEFAULTS) else "one of a queue manager's own objects (IBM reserves SYSTEM. names)"
    reporter.report("MQT315", f"{command.name} is {what}: this {command.action.value}, from a script {origin}, would "
                    f"change {target}", command.span, command.source_text,
                    expected="no SYSTEM.* objects in a script crossing platforms (or each value checked against the "
                    "target's own)")


def _foreign_system_object_warning(command: Command, here: str | None, there: str | None,
                                   reporter: Reporter) -> None:
    """MQT315: a SYSTEM.* object, another platform's queue manager's own, going to a target whose queue managers
    have none (TPF): a create makes an object nothing there uses as the source's did; a change or delete finds none."""
    effect = "finds no such object" if command.action in (Action.CHANGE, Action.DELETE) else \
        f"makes an object {there} itself never uses"
    reporter.report("MQT315", f"{command.name} is a queue manager's own object elsewhere (IBM reserves SYSTEM. "
                    f"names) and {there} has none: this {command.action.value} {effect}",
                    command.span, command.source_text,
                    expected=f"no SYSTEM.* objects in a script crossing into {there}")


def _own_object_warning(command: Command, here: str | None, there: str | None, reporter: Reporter) -> None:
    """MQT315: a queue the target's queue managers provide themselves (TPF's DEAD.LETTER.QUEUE), which a script
    from elsewhere, where the name is a user's, would change."""
    origin = f"for {here}" if here else f"not written for {there}"
    reporter.report("MQT315", f"{command.name} is one of {there}'s own queues, which it provides itself: this "
                    f"{command.action.value}, from a script {origin}, would change {there}'s own",
                    command.span, command.source_text,
                    expected=f"no {command.name} in a script crossing into {there} (or each value checked against "
                    f"{there}'s own)")


def _left_own_object_warning(command: Command, here: str | None, there: str | None, reporter: Reporter) -> None:
    """MQT315: a queue the source's queue managers provide themselves (TPF's DEAD.LETTER.QUEUE), whose name is a
    user's queue on the target: the script meant the source platform's own, and would act on another queue."""
    target = f"{there}'s" if there else "the target's"
    reporter.report("MQT315", f"{command.name} is one of {here}'s own queues, which it provides itself; elsewhere the "
                    f"name is a user's: this {command.action.value}, from a script for {here}, would "
                    f"{command.action.value} {target} queue of that name, not {here}'s own", command.span,
                    command.source_text, expected=f"no {command.name} in a script leaving {here} (or the command "
                    f"checked against {target} queue of that name)")


def _kept_type(command: Command, typed: dict[str, object]) -> object:
    """The ApplType an earlier command of the script gave the process a change or copy of ``command`` giving none
    keeps (None: not known); notes the one it leaves in ``typed``."""
    kind = command.attributes.get("ApplType")
    given = kind.value if isinstance(kind, Explicit) else None  # type: ignore[union-attr]
    kept = typed.get(command.from_name or command.name) if command.action in (Action.CHANGE, Action.COPY) else None
    if command.action is Action.DELETE:
        typed.pop(command.name, None)
    else:
        typed[command.name] = given if given is not None else kept
    return kept if given is None else None


def _platform_warning(command: Command, here: str | None, there: str | None, reporter: Reporter,
                      kept: object = None) -> None:
    given = command.attributes
    # Going into IBM i, a value already in its form (_ibm_i_form) is not one to rewrite: it is neither shown nor
    # advised about.
    fields = [name for name in _PLATFORM_FIELDS if isinstance(given.get(name), Explicit)
              and not (there == IBM_I and _ibm_i_form(name, given[name].value))]  # type: ignore[union-attr]
    if not fields:
        return  # nothing platform-bound is set, or only values IBM i reads as they are: the target's are right
    shown = [f"{name} {_shown(registry.by_name(name), given[name].value)}" for name in fields]  # type: ignore[union-attr]
    kind = given.get("ApplType")
    number = kind.value if isinstance(kind, Explicit) else kept
    default = number in (None, "MQAT_DEFAULT")
    # A change or copy that gives no ApplType keeps the process's (or its source's), which may name a platform:
    # only DEF, or a create's default, is resolved where it runs.
    if (number or command.action is Action.CREATE) and default and here is None and there is not None:
        bound = [name for name in fields if name != "ApplType"]
        if not bound:
            return  # the type alone: nothing the platform reads otherwise
        first = bound[0]
        # The type is the target's own there: only the values need rewriting.
        reporter.report("MQT309", f"process {command.name} names no platform (ApplType "
                        f"{'DEF' if number else 'left to the default'}), so the queue manager that runs it takes its "
                        f"own, {there}'s: {', '.join(shown[-len(bound):])} kept as written", command.span_of(first),
                        command.source_text, expected=_to_ibm_i(bound, False) if there == IBM_I else "ApplType, "
                        f"ApplId and EnvData for {there}", attribute=first)
        return
    platform = TYPE_PLATFORMS.get(number) if isinstance(number, int) else here if default else None
    if platform is None or platform == there or (there is None and platform != here):
        return
    why = "by the ApplType the script gave it" if number is kept and kept is not None else "by its ApplType" \
        if isinstance(number, int) else f"ApplType DEF, read for {here}" if number else \
        f"its source is for {here} and names no other ApplType"
    # Going into IBM i: the values shown, or both when the command gives neither (theirs stand elsewhere).
    values = [name for name in fields if name != "ApplType"] if any(isinstance(given.get(name), Explicit) for name in _ON_IBM_I) \
        else list(_ON_IBM_I)
    advice = _to_ibm_i(values, True) if there == IBM_I else _FROM_IBM_I if platform == IBM_I else (
        "the target platform's trigger monitor may read ApplId and EnvData otherwise: rewrite them, and ApplType")
    reporter.report("MQT309", f"process {command.name} is for {platform} ({why}): {', '.join(shown)} kept as "
                    "written", command.span_of(fields[0]), command.source_text, expected=advice, attribute=fields[0])


# An IBM i object name, as the IBM i trigger monitors take ApplId, LIBRARY/PROGRAM: a letter, $, # or @ and up to nine
# more of those, digits or _ (upper case: a lower-case name, a *LIBL qualifier or a program alone are not taken
# for one, as nothing says those start a program).
_OBJECT = r"[A-Z$#@][A-Z0-9$#@_]{0,9}"
_LIBRARY_PROGRAM = re.compile(rf"{_OBJECT}/{_OBJECT} *\Z")
# EnvData as the IBM i trigger monitors use it, job submission parameters: JOBPTY(n), JOBD(...) and JOBQ(...), their
# object qualified or not or a special value (*USRPRF), between blanks; or blank, IBM i's own default.
_JOB_OBJECT = rf"(?:(?:{_OBJECT}|\*[A-Z]+)/)?(?:{_OBJECT}|\*[A-Z]+)"
_JOB_PARAMETER = rf"(?:JOBPTY\([0-9]+\)|JOB[DQ]\({_JOB_OBJECT}\))"
_JOB_PARAMETERS = re.compile(rf" *(?:{_JOB_PARAMETER}(?: +{_JOB_PARAMETER})*)? *\Z")
_IBM_I_FORMS = {"ApplId": _LIBRARY_PROGRAM, "EnvData": _JOB_PARAMETERS}


def _ibm_i_form(name: str, value: object) -> bool:
    """True when ``value`` of ApplId or EnvData is already what IBM i's trigger monitors read there (ApplType:
    never, as it is only warned about when it names another platform)."""
    form = _IBM_I_FORMS.get(name)
    return form is not None and form.match(str(value)) is not None


def _to_ibm_i(fields: list[str], type_too: bool) -> str:
    """The advice for a process going into IBM i: what ApplId and EnvData hold there, for those of ``fields`` (the
    values to rewrite), and ApplType when ``type_too`` (it names another platform)."""
    values = [name for name in fields if name in _ON_IBM_I]
    if values == list(_ON_IBM_I) and type_too:
        return _TO_IBM_I
    what = " and ".join(_ON_IBM_I[name] for name in values)
    rewrite = f"rewrite {'them' if len(values) > 1 else 'it'}" if values else ""
    if type_too:
        rewrite = f"{rewrite}, and ApplType," if rewrite else "rewrite ApplType"
    return f"on IBM i {what}: {rewrite} for IBM i" if what else f"{rewrite} for IBM i (OS400 for a native program)"


def _shown(attribute: registry.Attribute, value: object) -> str:
    """A value in a message: a string quoted and cut when long, a named number by its constant (MQAT_OS400)."""
    if attribute.kind is registry.Kind.STRING:
        text = str(value)
        return f"'{visible(text[:40])}{'...' if len(text) > 40 else ''}'"
    return next((s.pcf for s in attribute.specials if s.number == value), str(value))
