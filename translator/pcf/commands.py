"""The PCF commands for queues and namelists and their required parameters, in IBM's documented order."""

from __future__ import annotations

from dataclasses import dataclass

from translator.model import Action
from translator.pcf import parameters as pcf


@dataclass(frozen=True, slots=True)
class PcfCommand:
    """One PCF command and its required (head) parameters in IBM's documented order."""

    name: str
    number: int
    action: Action
    is_queue: bool
    head: tuple[pcf.Parameter, ...]

    @property
    def optional_type(self) -> bool:
        """Delete Queue takes QType as an optional parameter; the other queue commands require it."""
        return self.is_queue and self.action is Action.DELETE


COMMANDS: tuple[PcfCommand, ...] = (
    PcfCommand("MQCMD_CHANGE_Q", 8, Action.CHANGE, True, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_COPY_Q", 10, Action.COPY, True, (pcf.FROM_Q_NAME, pcf.TO_Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_CREATE_Q", 11, Action.CREATE, True, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_DELETE_Q", 12, Action.DELETE, True, (pcf.Q_NAME,)),
    PcfCommand("MQCMD_CHANGE_NAMELIST", 32, Action.CHANGE, False, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_COPY_NAMELIST", 33, Action.COPY, False, (pcf.FROM_NAMELIST_NAME, pcf.TO_NAMELIST_NAME)),
    PcfCommand("MQCMD_CREATE_NAMELIST", 34, Action.CREATE, False, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_DELETE_NAMELIST", 35, Action.DELETE, False, (pcf.NAMELIST_NAME,)),
)
BY_NAME = {c.name: c for c in COMMANDS}
BY_NUMBER = {c.number: c for c in COMMANDS}
BY_ACTION = {(c.action, c.is_queue): c for c in COMMANDS}
