"""TPF ZMQSC reading and writing, audited against seed 002 and the CL-TPF mapping (section 3): what TPF would not
take is an error where it stands, and what it cannot express is a diagnostic, never dropped or changed."""

from __future__ import annotations

import pytest

from translator import translate


def problems(result) -> list[tuple[str, int, int]]:
    return [(d.code, d.span.line, d.span.column) for d in result.diagnostics]


# --- a comma is no separator in ZMQSC -------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "code", "column"), [
    ("ZMQSC DEF QL-A MAXDEPTH-5,", "MQT201", 16),    # was read as MAXDEPTH 5
    ("ZMQSC DEF QL-A, MAXDEPTH-5", "MQT208", 11),    # was read as queue A
    ("ZMQSC DEF QL-,A", "MQT208", 11),
    ("ZMQSC DEF QL-A PROCESS-,P1", "MQT201", 16),    # was read as PROCESS P1
    ("ZMQSC DEF QL-A PUT-,ENABLED", "MQT201", 16),   # was read as PUT ENABLED
    ("ZMQSC DEF QL-A TRIGDATA-A,B", "MQT201", 16),
])
def test_a_comma_is_a_character_of_its_field_not_a_separator(line: str, code: str, column: int) -> None:
    """TPF delimits fields by blanks (its subfields by a hyphen, period, asterisk, dollar sign or virgule), and a
    console command holds no comma: a comma in a ZMQSC value is part of it, which makes the value wrong, where
    reading it as a separator would drop it and read another value."""
    result = translate(line + "\n", "tpf", "mqsc")
    assert problems(result) == [(code, 1, column)] and not result.ok
    assert "DEFINE" not in result.output
