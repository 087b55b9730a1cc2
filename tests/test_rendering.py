"""Rendering reuses one Jinja context per template and thread: nothing may leak from one render to the next."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from translator.writers.rendering import _local, render


def _command(index: int, comments: list[str]) -> str:
    return render("cl", "command", comments=comments, command="CHGMQMQ", parameters=[f"QNAME(Q{index})"], width=72)


def test_values_of_one_render_do_not_reach_the_next() -> None:
    assert _command(1, ["first"]) == "/* first */\nCHGMQMQ QNAME(Q1)"
    assert _command(2, []) == "CHGMQMQ QNAME(Q2)"
    assert render("cl", "note", comments=[], lines=["x"]) == "/* x */"


def _context_used() -> object:
    render("cl", "note", comments=[], lines=[])
    return _local.renderers["cl", "note"][1]


def test_each_thread_has_its_own_context() -> None:
    here = _context_used()
    with ThreadPoolExecutor(max_workers=1) as pool:
        there = pool.submit(_context_used).result()
    assert here is _context_used() and there is not here
    with ThreadPoolExecutor(max_workers=4) as pool:  # and renders in threads give what sequential ones give
        found = list(pool.map(lambda i: _command(i, [f"c{i}"] * (i % 3)), range(200)))
    assert found == [_command(i, [f"c{i}"] * (i % 3)) for i in range(200)]
