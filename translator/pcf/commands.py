"""The PCF commands for queues, namelists and processes and their required parameters, in IBM's documented order."""

from __future__ import annotations

from dataclasses import dataclass

from translator.model import Action, ObjectFamily
from translator.pcf import parameters as pcf


@dataclass(frozen=True, slots=True)
class PcfCommand:
    """One PCF command and its required (head) parameters in IBM's documented order."""

    name: str
    number: int
    action: Action
    family: ObjectFamily
    head: tuple[pcf.Parameter, ...]

    @property
    def optional_type(self) -> bool:
        """Delete Queue takes QType as an optional parameter; the other queue commands require it."""
        return self.family is ObjectFamily.QUEUE and self.action is Action.DELETE

    def head_parameter(self, number: int) -> pcf.Parameter | None:
        """The head parameter with identifier ``number``: MQCA_PROCESS_NAME (2012) names the object in a process
        command, while in a queue command it is the ProcessName attribute."""
        return next((parameter for parameter in self.head if parameter.number == number), None)


_Q, _NL, _PRC = ObjectFamily.QUEUE, ObjectFamily.NAMELIST, ObjectFamily.PROCESS
COMMANDS: tuple[PcfCommand, ...] = (
    PcfCommand("MQCMD_CHANGE_Q", 8, Action.CHANGE, _Q, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_COPY_Q", 10, Action.COPY, _Q, (pcf.FROM_Q_NAME, pcf.TO_Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_CREATE_Q", 11, Action.CREATE, _Q, (pcf.Q_NAME, pcf.Q_TYPE)),
    PcfCommand("MQCMD_DELETE_Q", 12, Action.DELETE, _Q, (pcf.Q_NAME,)),
    PcfCommand("MQCMD_CHANGE_NAMELIST", 32, Action.CHANGE, _NL, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_COPY_NAMELIST", 33, Action.COPY, _NL, (pcf.FROM_NAMELIST_NAME, pcf.TO_NAMELIST_NAME)),
    PcfCommand("MQCMD_CREATE_NAMELIST", 34, Action.CREATE, _NL, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_DELETE_NAMELIST", 35, Action.DELETE, _NL, (pcf.NAMELIST_NAME,)),
    PcfCommand("MQCMD_CHANGE_PROCESS", 3, Action.CHANGE, _PRC, (pcf.PROCESS_NAME,)),
    PcfCommand("MQCMD_COPY_PROCESS", 4, Action.COPY, _PRC, (pcf.FROM_PROCESS_NAME, pcf.TO_PROCESS_NAME)),
    PcfCommand("MQCMD_CREATE_PROCESS", 5, Action.CREATE, _PRC, (pcf.PROCESS_NAME,)),
    PcfCommand("MQCMD_DELETE_PROCESS", 6, Action.DELETE, _PRC, (pcf.PROCESS_NAME,)),
)
BY_NAME = {c.name: c for c in COMMANDS}
BY_NUMBER = {c.number: c for c in COMMANDS}
BY_ACTION = {(c.action, c.family): c for c in COMMANDS}
