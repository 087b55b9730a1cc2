"""mqtranslate: translate IBM MQ queue and namelist commands between MQSC, IBM i CL, PCF and TPF."""

from translator.translation import Record, Translation, translate

__all__ = ["Record", "Translation", "translate"]
