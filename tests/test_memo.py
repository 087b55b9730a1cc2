"""The memos (translator/memo.py) and what the MQSC reader keeps in one: a remembered piece reads as it did, and
what raised or reads as a string is never kept, so every error is reported wherever it stands."""

from __future__ import annotations

import pytest

from tests.helpers import commands
from translator import translate
from translator.memo import Table
from translator.model import ObjectFamily
from translator.readers import mqsc


def test_a_table_keeps_nothing_for_a_key_whose_make_raised() -> None:
    def make(key: str) -> str:
        if key == "bad":
            raise ValueError(key)
        return key.upper()

    table: Table[str, str] = Table(make, limit=2)
    with pytest.raises(ValueError):
        table["bad"]
    assert (table["x"], table["y"], table["z"]) == ("X", "Y", "Z")
    assert table == {"x": "X", "y": "Y"}


SCRIPT = """DEFINE QLOCAL(A) MAXDEPTH(X1)
DEFINE QLOCAL(B) MAXDEPTH(X1)
DEFINE QLOCAL(C) DEFPSIST(YES) DEFPSIST(YES)
DEFINE QLOCAL(D) DEFPSIST(YES) DEFPSIST(YES)
"""


def test_a_bad_piece_repeated_is_reported_again_at_each_place() -> None:
    found = [(d.code, d.span.line, d.span.column) for d in translate(SCRIPT, "mqsc", "cl").diagnostics]
    assert found == [("MQT201", 1, 18), ("MQT201", 2, 18), ("MQT108", 3, 32), ("MQT108", 4, 32)]


def test_a_remembered_piece_reads_as_it_did_the_first_time() -> None:
    first, second = commands("DEFINE QLOCAL(A) DEFPSIST(YES) MAXDEPTH(7)\nDEFINE QLOCAL(B) DEFPSIST(YES) "
                             "MAXDEPTH(7)\n", "mqsc")
    assert first.attributes == second.attributes
    assert set(first.attributes) == {"DefPersistence", "MaxQDepth"}
    assert "DEFPSIST(YES)" in mqsc._READ_AS[ObjectFamily.QUEUE]


def test_strings_and_errors_are_never_kept_and_the_memo_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    known: dict[str, object] = {}
    monkeypatch.setitem(mqsc._READ_AS, ObjectFamily.QUEUE, known)  # empty, whatever other tests read before
    script = "".join(f"DEFINE QLOCAL(Q{n}) MAXDEPTH({n}) DESCR('d{n}') MAXMSGL(Y{n})\n"
                     for n in range(mqsc._MOST_KNOWN + 10))
    translate(script, "mqsc", "cl")
    assert len(known) == mqsc._MOST_KNOWN
    assert "MAXDEPTH(0) " in known and f"MAXDEPTH({mqsc._MOST_KNOWN}) " not in known  # a piece holds its blanks
    assert not any(piece.startswith(("DESCR", "MAXMSGL")) for piece in known)
