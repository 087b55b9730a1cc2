"""Is a process of this host still running? (How a run tells a killed run's leftovers from a live run's.)"""

from __future__ import annotations

import os


def alive(pid: int) -> bool:
    """True while process ``pid`` exists on this host, whoever owns it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    return True
