"""IBM i CL: CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ and the *MQMNL namelist commands, in CL source."""

from __future__ import annotations

import re

from translator.dialects import Dialect
from translator.dialects import cl_vocabulary as vocabulary
from translator.readers import cl as reader
from translator.registry.process_attributes import IBM_I
from translator.writers import cl as writer

# A line of CL: a CL command (after an optional label and library) or a /* comment at its start. Written as
# "start of text, or a newline, then ..." rather than with re.M's ^, so the search skips from newline to
# newline in C instead of trying every character.
_CL_LINE = (r"[ \t]*(?:(?:[A-Za-z$#@][\w$#@]*:[ \t]*)?(?:[A-Za-z$#@][\w$#@.]*/)?"
            r"(?i:CRTMQM|CHGMQM|CPYMQM|DLTMQM|PGM\b|DCL\b|DCLF\b|ENDPGM\b|MONMSG\b|SNDPGMMSG\b)|/\*)")
_CL_FIRST_LINE = re.compile(_CL_LINE)
_CL_NEXT_LINE = re.compile("\n" + _CL_LINE)
_CL_WORDS = ("MQM", "PGM", "DCL", "MONMSG", "/*")  # one of them is in every CL line _CL_LINE matches


def recognises(data: str | bytes) -> bool:
    """True when a line of the script is a CL command or starts a CL comment."""
    if not isinstance(data, str):
        return False
    upper = data.upper()
    return any(word in upper for word in _CL_WORDS) and bool(_CL_FIRST_LINE.match(data) or _CL_NEXT_LINE.search(data))


DIALECT = Dialect(
    # CHGMQMQ and DLTMQMQ may leave QTYPE out, so a queue of unstated type is written as it is.
    name="cl", title="CL", states_queue_type=frozenset(),
    description="IBM i CL (CRTMQMQ, CHGMQMQ, CPYMQMQ, DLTMQMQ, the *MQMNL namelist and *MQMPRC process commands)",
    platform=IBM_I,
    extension=".clle", read=reader.read, write=writer.write, read_items=reader.read_items,
    write_items=writer.write_items, grammar="cl", comment="/*", vocabulary=vocabulary,
    recognises=recognises, detection=40, heading="CL", table_entry=lambda attribute: attribute.spelling("cl"))
