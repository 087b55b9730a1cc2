"""Property tests: any string, name or value survives quoting, wrapping and translation exactly once."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import commands
from translator import registry, translate
from translator.model import Explicit
from translator.model.characters import UNPRINTABLE
from translator.translation import STATUSES
from translator.writers.layout import quote, wrap

# Printable text including quotes, parentheses, + and -, *, non-ASCII and Unicode spaces; control, format and
# line-separator characters are unprintable (translator/model/characters.py, tests/test_injection.py).
# Printable characters: Python's Unicode leaves out format characters later versions add (U+13439 is unassigned to
# it), which UNPRINTABLE names and every writer refuses, so they are left out here too.
PRINTABLE = st.characters(blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp")).filter(lambda c: not UNPRINTABLE.match(c))
TEXT = st.text(PRINTABLE, min_size=1, max_size=64) | \
    st.text(st.sampled_from("a *'+-"), min_size=1, max_size=64)  # blanks everywhere: folded with - inside quotes
NAME = st.text(st.sampled_from("ABCabc012._/%"), min_size=1, max_size=48)
WIDTH = st.sampled_from([0, 30, 40, 72, 80])
# Words, blanks, stray quotes and quoted strings with doubled quotes and blanks, some longer than a line.
PIECE = st.one_of(st.text(st.sampled_from("AB(*)+-.x"), min_size=1, max_size=12),
                  st.text(st.sampled_from("ab '"), max_size=90).map(quote),
                  st.sampled_from([" ", "   ", "'", "''", "'''", "' '"]))
LINE = st.one_of(st.lists(PIECE, max_size=30).map("".join), st.text(st.sampled_from("ab '"), max_size=150))


def _described(text: str) -> bool:
    return bool(text.strip(" "))


@settings(max_examples=200, deadline=None)
@given(text=TEXT.filter(_described), name=NAME, width=WIDTH)
def test_mqsc_description_round_trips_through_cl(text: str, name: str, width: int) -> None:
    source = f"DEFINE QLOCAL({quote(name)}) DESCR({quote(text)})"
    cl = translate(source, "mqsc", "cl", width=width)
    assert cl.ok, [d.format() for d in cl.diagnostics]
    back = translate(cl.output, "cl", "mqsc", width=width)
    (command,) = commands(back.output, "mqsc")
    assert command.name == name and command.attributes == {"QDesc": Explicit(text)}


@settings(max_examples=200, deadline=None)
@given(text=TEXT.filter(_described), width=WIDTH, indent=st.sampled_from(["", "  ", "      "]))
def test_wrapped_quoted_value_is_exactly_one_value(text: str, width: int, indent: str) -> None:
    line = f"CRTMQMQ QNAME('Q') QTYPE(*LCL) TEXT({quote(text)}) TRGDATA('x')"
    folded = wrap(line, width)
    assert "\n" not in folded or all(part.endswith(("+", "-")) for part in folded.splitlines()[:-1])
    (command,) = commands(indent + folded, "cl")
    assert command.attributes == {"QDesc": Explicit(text), "TriggerData": Explicit("x")}


@settings(max_examples=100, deadline=None)
@given(names=st.lists(NAME, min_size=1, max_size=40), width=WIDTH)
def test_namelist_names_round_trip(names: list[str], width: int) -> None:
    source = "DEFINE NAMELIST(N) NAMES(" + ", ".join(quote(n) for n in names) + ")"
    cl = translate(source, "mqsc", "cl", width=width)
    (command,) = commands(translate(cl.output, "cl", "mqsc", width=width).output, "mqsc")
    assert command.attributes == {"Names": Explicit(tuple(names))}


# A process definition's strings, each at most its length in UTF-8 bytes (pcf-bin counts bytes), and any
# application type: a named one, or a number of the system (0-65535) or user (65536-999999999) range.
def _process_text(longest: int) -> st.SearchStrategy[str]:
    return st.text(PRINTABLE, min_size=1,
                   max_size=longest // 4).filter(_described)


def _cl_text(longest: int) -> st.SearchStrategy[str]:
    """A text a positional CL value can hold unquoted or quoted: a bare *word is a special value, not text."""
    return _process_text(longest).filter(lambda text: not text.startswith("*"))


APPL_TYPE = st.one_of(st.sampled_from([s.number for s in registry.by_name("ApplType").specials if s.number is not None]),
                      st.integers(0, 65_535), st.integers(65_536, 999_999_999))


# Whether a target's strings are blank-padded fields: PCF's (binary and JSON), as the queue manager stores them, so
# trailing blanks mean nothing there.
PADDED = {"cl": False, "pcf": True, "pcf-bin": True, "rest": False}


@settings(max_examples=150, deadline=None)
@given(descr=_process_text(64), applid=_process_text(256), envdata=_process_text(128), userdata=_process_text(128),
       appltype=APPL_TYPE, name=NAME, target=st.sampled_from(sorted(PADDED)),
       width=WIDTH)
def test_process_definition_round_trips_through_every_dialect(descr: str, applid: str, envdata: str, userdata: str,
                                                                appltype: int, name: str, target: str,
                                                                width: int) -> None:
    source = (f"DEFINE PROCESS({quote(name)}) DESCR({quote(descr)}) APPLICID({quote(applid)}) "
              f"ENVRDATA({quote(envdata)}) USERDATA({quote(userdata)}) APPLTYPE({appltype}) REPLACE")
    there = translate(source, "mqsc", target, width=width)
    assert there.ok, [d.format() for d in there.diagnostics]
    back = translate(there.output, target, "mqsc", width=width)
    assert back.ok, [d.format() for d in back.diagnostics]
    (command,) = commands(back.output, "mqsc")
    kept = (lambda text: text.rstrip(" ")) if PADDED[target] else (lambda text: text)
    assert command.name == name and command.attributes == {
        "ProcessDesc": Explicit(kept(descr)), "ApplId": Explicit(kept(applid)), "EnvData": Explicit(kept(envdata)),
        "UserData": Explicit(kept(userdata)), "ApplType": Explicit(appltype)}


# A CL APPTYPE value; "" stands for the command's own default word (*SYSDFTPRC on CRTMQMPRC, else *SAME).
CL_APPL_TYPE = st.one_of(st.sampled_from([s.spelling("cl") for s in registry.by_name("ApplType").specials
                                          if s.spelling("cl")] + [""]),
                         st.integers(65_536, 999_999_999).map(str))


@settings(max_examples=150, deadline=None)
@given(command=st.sampled_from(["CRTMQMPRC", "CHGMQMPRC", "CPYMQMPRC"]), text=_cl_text(64),
       applid=_cl_text(256), userdata=st.one_of(_cl_text(128), st.just("*NONE")),
       envdata=st.one_of(_cl_text(128), st.just("*NONE")), appltype=CL_APPL_TYPE, name=NAME)
def test_cl_process_positions_read_as_their_keywords(command: str, text: str, applid: str, userdata: str,
                                                     envdata: str, appltype: str, name: str) -> None:
    """Each process command's own positions: CHGMQMPRC has no REPLACE, CPYMQMPRC two names."""
    appltype = appltype or ("*SYSDFTPRC" if command == "CRTMQMPRC" else "*SAME")

    def value(text: str) -> str:
        return text if text.startswith("*") else quote(text)
    head = {"CRTMQMPRC": [quote(name), "*DFT", "*YES"], "CHGMQMPRC": [quote(name), "*DFT"],
            "CPYMQMPRC": ["FROM.P", quote(name), "*DFT", "*NO"]}[command]
    rest = [quote(text), appltype, quote(applid), value(userdata), value(envdata)]
    keywords = dict(zip(("TEXT", "APPTYPE", "APPID", "USRDATA", "ENVDATA"), rest, strict=True))
    names = {"CPYMQMPRC": f"FROMPRC(FROM.P) TOPRC({quote(name)}) REPLACE(*NO)", "CRTMQMPRC":
             f"PRCNAME({quote(name)}) REPLACE(*YES)"}.get(command, f"PRCNAME({quote(name)})")
    by_position = commands(" ".join([command, *head, *rest]), "cl")
    by_keyword = commands(f"{command} {names} MQMNAME(*DFT) " + " ".join(f"{k}({v})" for k, v in keywords.items()),
                          "cl")
    assert [c.canonical() for c in by_position] == [c.canonical() for c in by_keyword] != []


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=300))
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    for target in ("mqsc", "cl"):
        result = translate(data, "auto", target)
        assert {r.status for r in result.records} <= set(STATUSES)


def _reference_wrap(line: str, width: int, indent: str) -> str:
    """What wrap must return: the fold found with a quote mask and a right-to-left scan of every position; where
    no + fold is in reach, a - fold inside quotes (not before a *), after which the line is not indented; where
    neither is, the first + fold after the line's end."""
    if width <= 0 or len(line) <= width:
        return line
    inside = [False] * (len(line) + 1)
    for match in re.finditer(r"'(?:[^']|'')*'", line):
        for index in range(match.start() + 1, match.end()):
            inside[index] = True
    lines: list[str] = []
    offset, prefix = 0, ""
    while len(line) - offset + len(prefix) > width:
        positions = range(min(offset + width - 1 - len(prefix), len(line) - 1), offset + 1, -1)
        between = (p for p in positions if line[p] != " " and not inside[p] and line[p - 1] == " ")
        within = (p for p in positions if line[p] != " " and inside[p] and line[p - 1] != " ")
        p, mark = next(between, None) or next(within, None), "+"
        if p is None:
            p, mark = next((q for q in positions if inside[q] and line[q] != "*"), None), "-"
        if p is None and positions:  # a word longer than a line: the first + fold after it
            later = range(positions[0] + 1, len(line))
            p, mark = next((q for q in later if line[q] != " " and (
                (not inside[q] and line[q - 1] == " ") or (inside[q] and line[q - 1] != " "))), None), "+"
        if p is None:
            break
        lines.append(prefix + line[offset:p] + mark)
        offset, prefix = p, indent if mark == "+" else ""
    lines.append(prefix + line[offset:])
    return "\n".join(lines)


@settings(max_examples=1000, deadline=None)
@given(line=LINE, width=st.integers(-1, 90), indent=st.sampled_from(["", " ", "    ", "          "]))
def test_wrap_matches_the_reference_fold(line: str, width: int, indent: str) -> None:
    assert wrap(line, width, indent) == _reference_wrap(line, width, indent)


@settings(max_examples=200, deadline=None)
@given(comment=st.text(st.sampled_from("ab */-+'"), max_size=200), width=st.sampled_from([20, 40, 72]))
def test_a_long_comment_goes_on_as_many_comment_lines_as_fit_the_width(comment: str, width: int) -> None:
    source = f"* {comment}\nDEFINE QLOCAL(Q) DESCR('x')\nDEFINE CHANNEL(C) CHLTYPE(SDR) CONNAME('{comment[:40]}')\n"
    cl = translate(source, "mqsc", "cl").output
    for text, source_dialect, target, open_, close in ((source, "mqsc", "cl", "/* ", " */"), (cl, "cl", "mqsc", "* ", "")):
        result = translate(text, source_dialect, target, width=width)
        comments = [line for line in result.output.splitlines() if line.startswith(open_.strip())]
        assert comments and all(len(line) <= width for line in comments)
        # each comment line is one comment: its close only at its end
        assert all(close not in line[len(open_):len(line) - len(close)] for line in comments if close)
        assert [c.name for c in commands(result.output, target)] == ["Q"]
