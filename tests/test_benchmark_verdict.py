"""The benchmark's verdict on the issue's targets (benchmarks/run.py), from given figures: no timing here.

Decided (README, Benchmarks): the scaling target, (e) >= 1.6 x "mqtranslate single-process", is judged against
(f), the same batch job with every output in one process, Spark's start included; the figure against (c),
translate() writing nothing, is printed after it.
"""

from __future__ import annotations

from benchmarks.run import _verdict

SMALL, LARGE = 100_000, 2_000_000


def _figures(c: float, d: float, e: float, f: float, start: float, rss: float) -> dict[str, dict[str, float]]:
    def step(seconds: float, **extra: float) -> dict[str, float]:
        return {"seconds": seconds, "runs": [seconds] * 3, "rss_mb": rss, **extra}

    return {"c": step(c), "d": step(d), "e": step(e, session=start, sessions=[start] * 3), "f": step(f)}


def _lines(e_large: float, start: float = 1.5) -> list[str]:
    small = _figures(c=3.4, d=2.0, e=3.0, f=3.8, start=1.5, rss=85)
    large = _figures(c=67.6, d=37.9, e=e_large, f=76.7, start=start, rss=88)
    return _verdict([(SMALL, small), (LARGE, large)])


def test_scaling_target_is_judged_against_the_same_job_in_one_process_start_included() -> None:
    lines = _lines(e_large=40.6)
    assert "- (e) Spark at 2,000,000, its start included: 1.82 x (f) (target >= 1.6: met)" in lines[2]
    assert "- against (c), which writes no output: (e) 1.61 x, its start included; the job alone 1.67 x" in lines[4]
    assert lines[3] == "  - each run of (e), its start included, against the run of (f) after it: 1.82 x, 1.82 x, 1.82 x"


def test_scaling_target_missed_when_spark_start_tips_it_below() -> None:
    # 76.7 / (46.4 + 1.6) = 1.598: the job alone would pass (1.65 x), its start included it does not
    assert "(target >= 1.6: MISSED); the job alone 1.65 x" in _lines(e_large=46.4, start=1.6)[2]


def test_single_process_target_and_break_even() -> None:
    lines = _lines(e_large=40.6)
    assert lines[1].startswith("- (c) translate(), one process: 29,586 commands/s (target >= 20,000: met); (f)")
    assert lines[-2] == "- driver peak RSS, (e): 85 MB at 100,000 -> 88 MB at 2,000,000; (d): 85 -> 88 MB"
    # (e): 3.0 s at 100k and 40.6 s at 2M: 19.79 µs a command, 3.0 + 1.5 - 1.98 = 2.52 s fixed; 2.52 / (33.8 - 19.79) µs
    assert lines[-1] == ("- Spark breaks even with (c) at about 179,940 commands and with (f) at about 135,829 "
                         "commands (fixed cost 2.5 s, 50,532 commands/s beyond it)")
