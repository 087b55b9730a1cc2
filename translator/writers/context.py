"""CL MQMNAME has no MQSC or PCF keyword: it becomes context for the commands that follow."""

from __future__ import annotations

import re

from translator.diagnostics import Diagnostic, Reporter
from translator.model import Command

DEFAULT = ""  # the queue manager of a command that names none, or *DFT: the system's default one (Command.queue_manager)


class QueueManagerContext:
    """Tracks the queue manager each CL command runs on (MQMNAME, or the default one for *DFT and none), reports
    (MQT402) each one a command names, and reports a change: one script of the target runs on one queue manager,
    so a second named one cannot be said (MQT312, under the policy), and a named one and the default one only
    when they are the same (MQT313).

    ``advice`` completes "MQMNAME(name) ..." for the target, with ``{name}`` for the queue manager.
    """

    def __init__(self, advice: str) -> None:
        self.advice = advice
        self.current: str | None = None  # the queue manager of the command before; None before the first
        self.named: str | None = None  # the first one a command named: the script's

    def note(self, command: Command, reporter: Reporter, errors: int) -> str | None:
        """The queue manager ``command`` switches to (:data:`DEFAULT` for the default one), or None when it stays
        the same or is not written: when ``reporter`` has more errors than ``errors``, its count before the
        command, the command fails, and what follows runs on the queue manager before it."""
        if reporter.errors > errors:
            return None
        name = command.queue_manager
        span, source = command.span_of("QMgrName"), command.source_text
        self.named = self.named or name or None
        other = bool(name) and name != self.named
        if other:  # every command for it, so that none is written under the policy's error
            reporter.report("MQT312", f"MQMNAME({name}) names another queue manager than {self.named}, named before: "
                            "one script runs on one queue manager", span, source,
                            expected=f"the commands for {name} in a script of their own")
            if reporter.errors > errors:
                return None
        previous, self.current = self.current, name
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


_NAMED = re.compile(r"MQMNAME\((.*?)\) ")  # how an MQT402 message starts (QueueManagerContext.note)


def named_in(diagnostic: Diagnostic) -> str | None:
    """The queue manager an MQT402 diagnostic says a command names, else None."""
    found = _NAMED.match(diagnostic.message) if diagnostic.code == "MQT402" else None
    return found.group(1) if found else None
