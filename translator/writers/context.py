"""CL MQMNAME has no MQSC or PCF keyword: it becomes context for the commands that follow."""

from __future__ import annotations

from dataclasses import dataclass

from translator.diagnostics import Reporter
from translator.model import Command, Span

DEFAULT = ""  # the queue manager of a command that names none, or *DFT: the system's default one (Command.queue_manager)


@dataclass(slots=True)
class QueueManagers:
    """The queue managers of one output: the one a command named first (``named``, and where: ``at``), and the one
    the command written last runs on (``current``; None before the first). convert gives its inputs one, as they
    are written into one output, which runs on one queue manager; else each script has its own."""

    named: str | None = None
    at: Span | None = None
    current: str | None = None


class QueueManagerContext:
    """Tracks the queue manager each CL command runs on (MQMNAME, or the default one for *DFT and none), reports
    (MQT402) each one a command names, and reports a change: one script of the target runs on one queue manager,
    so a second named one cannot be said (MQT312, under the policy), and a named one and the default one only
    when they are the same (MQT313).

    ``advice`` completes "MQMNAME(name) ..." for the target, with ``{name}`` for the queue manager.
    """

    def __init__(self, advice: str, shared: QueueManagers | None = None) -> None:
        self.advice = advice
        self.state = shared if shared is not None else QueueManagers()

    def note(self, command: Command, reporter: Reporter, errors: int) -> str | None:
        """The queue manager ``command`` switches to (:data:`DEFAULT` for the default one), or None when it stays
        the same or is not written: when ``reporter`` has more errors than ``errors``, its count before the
        command, the command fails, and what follows runs on the queue manager before it."""
        if reporter.errors > errors:
            return None
        name = command.queue_manager
        span, source, state = command.span_of("QMgrName"), command.source_text, self.state
        if name and state.named is None:
            state.named, state.at = name, span
        other = bool(name) and name != state.named
        if other and state.at is not None and state.at.file != span.file:  # named by an earlier input of convert's
            reporter.report("MQT316", f"the inputs name queue managers {state.named}, {name} (MQMNAME({name}) here, "
                            f"MQMNAME({state.named}) at {state.at}), all written into one output, which runs on one "
                            "queue manager", span, source,
                            expected="each queue manager's inputs converted into an output of their own")
        elif other:  # every command for it, so that none is written under the policy's error
            reporter.report("MQT312", f"MQMNAME({name}) names another queue manager than {state.named}, named before: "
                            "one script runs on one queue manager", span, source,
                            expected=f"the commands for {name} in a script of their own")
        if other and reporter.errors > errors:
            return None
        previous, state.current = state.current, name
        if name == previous:
            return None
        if previous is not None and not (name and previous) and not other:
            default = "the default queue manager (MQMNAME *DFT or none)"
            runs = (f"this command runs on {name}, the commands before it on {default}" if name else
                    f"this command runs on {default}, the commands before it on {previous}")
            reporter.report("MQT313", f"{runs}: one script runs on one queue manager, so this is right only if "
                            f"{name or previous} is the default", span, source,
                            expected=f"MQMNAME({name or previous}) on every command, or on none")
        if name:
            # A program's &variable (its PGM PARM) names the queue manager only when it runs: -D gives it here.
            reporter.report("MQT402", f"MQMNAME({name}) {self.advice.format(name=name)}", span, source,
                            expected=f"-D {name[1:]}=QMGR, the queue manager it names" if name.startswith("&")
                            else "")
        return name if previous is not None or name else None
