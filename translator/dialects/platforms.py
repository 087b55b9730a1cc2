"""Where each dialect is used: the platform a script in it is for, when it is for one platform only.

CL runs on IBM i only and ZMQSC on TPF only; MQSC, PCF and the REST API reach queue managers on several platforms,
so a script in them says nothing of the platform. The meaning of a process definition's text fields belongs to the
trigger monitor of its platform, so a process crossing from one of these into another is warned about (MQT309).
"""

from __future__ import annotations

IBM_I = "IBM i"
_PLATFORMS = {"cl": IBM_I, "tpf": "TPF"}
_WITHOUT_PROCESSES = frozenset({"tpf"})  # its writer reports a process command as MQT305


def platform_of(dialect: str) -> str | None:
    """The one platform a script in ``dialect`` is for, or None when it may be for any."""
    return _PLATFORMS.get(dialect)


def holds_processes(dialect: str) -> bool:
    """True when ``dialect`` can write a process definition."""
    return dialect not in _WITHOUT_PROCESSES
