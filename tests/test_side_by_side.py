"""benchmarks/side_by_side.py compares two checkouts only while both run: its reading of their progress, from given
figures (no timing here)."""

from __future__ import annotations

import pytest

from benchmarks.side_by_side import _done_by

PROGRESS = [(1.0, 100), (3.0, 300), (4.0, 1000)]  # seconds since the start, commands done, after each file


@pytest.mark.parametrize(("moment", "done"), [(0.5, 50), (1.0, 100), (2.0, 200), (3.5, 650), (4.0, 1000), (9.0, 1000)])
def test_commands_done_by_a_moment_count_the_file_under_way_by_its_share_of_time(moment: float, done: float) -> None:
    assert _done_by(PROGRESS, moment) == pytest.approx(done)


def test_in_turns_reads_speed_as_the_other_checkouts_time_over_this_ones() -> None:
    """benchmarks/in_turns.py: this checkout twice as slow on one file of three and as fast on the others is at 0.75
    by the totals (4 s against 3 s) and at 1.0 by the median of the files' ratios; a file each way cancels out."""
    from benchmarks.in_turns import summary

    total, median = summary([(2.0, 1.0), (1.0, 2.0), (2.0, 2.0)])
    assert total == pytest.approx(5.0 / 5.0) and median == pytest.approx(1.0)
    total, median = summary([(2.0, 1.0), (1.0, 1.0), (1.0, 1.0)])
    assert total == pytest.approx(3.0 / 4.0) and median == pytest.approx(1.0)
