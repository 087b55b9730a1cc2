"""CL MQMNAME has no MQSC or PCF keyword: it becomes context for the commands that follow."""

from __future__ import annotations

from translator.diagnostics import Reporter
from translator.model import Command, Explicit, Variable


class QueueManagerContext:
    """Tracks the queue manager CL MQMNAME names and reports (MQT402) each time it changes.

    ``advice`` completes "MQMNAME(name) ..." for the target, with ``{name}`` for the queue manager.
    """

    def __init__(self, advice: str) -> None:
        self.advice = advice
        self.current: str | None = None

    def note(self, command: Command, reporter: Reporter) -> str | None:
        """The queue manager ``command`` switches to, or None when it stays the same."""
        value = command.options.get("QMgrName")
        name = f"&{value.name}" if isinstance(value, Variable) else value.value if isinstance(value, Explicit) else None
        if name is None or name == self.current:
            return None
        self.current = str(name)
        reporter.report("MQT402", f"MQMNAME({name}) {self.advice.format(name=name)}", command.span_of("QMgrName"),
                        command.source_text)
        return self.current
