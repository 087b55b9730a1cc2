"""mqtranslate: translate IBM MQ queue, namelist and process commands between MQSC, IBM i CL, PCF, TPF ZMQSC and
the MQ REST API's runCommandJSON form.

``translate``, ``Translation`` and ``Record`` are imported on first use, so that the command line's help and
option checks load nothing that reads or writes a dialect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from translator.translation import Record, Translation, translate

__all__ = ["Record", "Translation", "translate"]


def __getattr__(name: str) -> object:
    if name in __all__:
        from translator import translation

        return getattr(translation, name)
    raise AttributeError(f"module 'translator' has no attribute {name!r}")
