"""A script written into one output with other inputs (convert's): what ends the script or must start it (MQT130).

runmqsc reads nothing after END (EXIT, QUIT), and IBM i compiles one program from a source member, PGM first, and
runs nothing after ENDPGM, nor after a statement its reader marks as ending the program whenever it gets there
(``Passthrough.ends``: a RETURN at the program's level, not one in a group or jumped over). One its reader marks as
ending it only on a condition (``Passthrough.may_end``: IF ... THEN(RETURN), a RETURN in a DO group or jumped over)
would leave the later inputs' commands to run on that condition, which the output does not show; and IBM i compiles
nothing after the program's first SUBR but subroutines (and ENDPGM). Each such statement is not written (a failed
record, as any command with an error), so that the output holds nothing live that its record says was not; and
what stood after it in its own script, which never ran, or ran only as the statement let it, is refused under the
policy (MQSC: MQT314, CL: MQT310), as it would run otherwise once the statement is gone; but a statement ending a
group (``Passthrough.closes``: ENDDO ...) follows the statement that opened it, written or not, so that the groups
of the output pair as the script's do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping

from translator.diagnostics import Reporter
from translator.model import Command, Item, Passthrough, Rejected
from translator.writers.options import WriteOptions


def bounded(items: Iterable[Item], reporter: Reporter, options: WriteOptions, dialect: str, ends: frozenset[str],
            starts: frozenset[str], tails: Mapping[str, tuple[str, str]], after_code: str,
            monitors: Callable[[Passthrough], bool] = lambda item: False) -> Iterator[Item]:
    """``items`` of a script of ``dialect`` written between other inputs: a command in ``ends`` (or marked as one
    that ends the script, or may end it), or the first in ``tails`` (what starts a part of the script that only
    its like may follow, with what it is and how that part runs), while a later input holds a command, or one in
    ``starts`` after an earlier input's, or one ``monitors`` says watches its script's commands, standing before
    any but ``starts`` (it would watch the other inputs' commands here too, or the last before it), is MQT130 and
    rejected; after a rejected end or tail, a command or ``dialect`` statement that would be written live is
    ``after_code`` under the policy."""
    # The last end or tail not written ("END at line 4"), and how what follows it ran: "" for never, but by a jump
    # its reader marks (``lands``) after an end.
    ended, ran = "", ""
    tail = False  # the first of ``tails`` has been read
    # The lines of the statements not written: a group one of them opened is not open in the output, so the
    # statement ending it is not written either; one ending a group opened where it is written is, whatever
    # stands between (it runs nothing itself), so that the output's groups pair as the script's do.
    unwritten: set[int] = set()
    begun = False  # the script has had a command or statement but ``starts`` and ``monitors``
    for item in items:
        watching = isinstance(item, Passthrough) and item.dialect == dialect and monitors(item)
        if watching and not begun and (options.preceded or options.later_commands()):
            reporter.report("MQT130", f"{item.kind} watches every command of its script, which in this output stands "
                            "with other inputs' commands, each of which it would watch too: it is not written",
                            item.span, item.text, expected="each program converted into an output of its own")
            unwritten.add(item.span.line)
            yield _rejected(item)
            continue
        begun = begun or not (watching or (isinstance(item, Passthrough) and item.kind in starts))
        if isinstance(item, Passthrough) and item.dialect == dialect and (
                boundary := _boundary(item, options, ends, starts, frozenset() if tail else tails.keys())):
            # An end its reader marks as standing after another (MQSC: QUIT after END), which never ran, is said
            # to stand after that one, which later commands are said to stand after too.
            _report_joined(item, reporter, boundary, tails, item.after)
            if boundary != "start" and not (ended and item.after):
                ended = f"{item.kind} at line {item.span.line}"
                ran = "" if boundary == "end" else tails[item.kind][1] if boundary == "tail" else \
                    f"it ran only when the {ended} did not end the program"
            tail |= boundary == "tail"
            unwritten.add(item.span.line)
            yield _rejected(item)
        elif ended and (isinstance(item, Command) or (isinstance(item, Passthrough) and item.dialect == dialect)) \
                and not (isinstance(item, Passthrough) and item.closes and item.closes not in unwritten):
            landed = f"it runs only when the {item.lands} on an error" if item.lands else ""
            after = _after(item, reporter, dialect, after_code, ended, ran or landed)
            if after is not item:
                unwritten.add(item.span.line)
            yield after
        else:
            yield item


def _boundary(item: Passthrough, options: WriteOptions, ends: frozenset[str], starts: frozenset[str],
              tails: Iterable[str]) -> str:
    """What ``item`` is to the inputs joined around it: "end" (it ends the script), "may-end" (it may, on a
    condition) or "tail" while a later input holds a command, "start" after an earlier input's, or ""."""
    boundary = "end" if item.ends or item.kind in ends else "may-end" if item.may_end else \
        "tail" if item.kind in tails else ""
    if boundary:
        return boundary if options.later_commands() else ""
    return "start" if item.kind in starts and options.preceded else ""


_SAID = {
    "end": "ends the script before other inputs' commands in this output, which would never run",
    "start": "stands after other inputs' commands in this output, where it must start the source",
}


def _report_joined(item: Passthrough, reporter: Reporter, boundary: str, tails: Mapping[str, tuple[str, str]],
                   ended: str = "") -> None:
    if ended and boundary == "end":
        said = f"stands after the {ended}, where the script ends, and would end it before other inputs' commands in " \
            "this output"
    else:
        said = _SAID.get(boundary) or (f"{tails[item.kind][0]}: other inputs' commands after it in this output would "
                                       "not compile" if boundary == "tail" else
                                       f"may end the program, {item.may_end}: other inputs' commands after it in this "
                                       "output would run only when it does not end it there, a condition the output "
                                       "does not show")
    reporter.report("MQT130", f"{item.kind} {said}: it is not written", item.span, item.text,
                    expected="each program converted into an output of its own" if boundary == "start" else
                    f"each input converted into an output of its own, or no {item.kind} before the last input's "
                    "commands" if boundary == "end" else "each input converted into an output of its own")


def _after(item: Command | Passthrough, reporter: Reporter, dialect: str, after_code: str, ended: str,
           ran: str) -> Item:
    """An item after a rejected end or tail (``ended``), which ran only as ``ran`` says ("" when it never ran):
    ``after_code`` under the policy, and rejected when that is an error."""
    errors = reporter.errors
    text = item.source_text if isinstance(item, Command) else item.text
    what = f"{item.kind} {item.name}".rstrip()
    how = f"{ran}, and written here it would run every time" if ran else "it never ran, and written here it would run"
    reporter.report(after_code, f"{what} stands after the {ended}, which is not written as other inputs follow it in "
                    f"this output: {how}", item.span, text,
                    expected=reporter.or_written("the command before the end of its script"))
    if reporter.errors == errors:
        return item
    return item.rejected(dialect) if isinstance(item, Command) else _rejected(item)


def _rejected(item: Passthrough) -> Rejected:
    """The statement as a rejected item: written as a comment only."""
    return Rejected(item.dialect, item.kind, item.text, item.span, item.comments, item.name)
