"""The dialect table and the rule that keeps each dialect in its own module: no code outside translator/dialects/
asks for a dialect by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from translator import names, translate
from translator.dialects import DIALECTS, detect

ROOT = Path(__file__).resolve().parents[1]
_NAME = "|".join(re.escape(name) for name in names.DIALECTS)
# `x == "tpf"`, `"mqsc" != y`, `x in ("pcf", "pcf-bin")`, `x not in {"cl"}` (not a dict's key, not a loop over names).
COMPARISON = re.compile(rf'''(?:==|!=|\bin)\s*[(\[{{]?\s*["']({_NAME})["'](?!\s*:)|["']({_NAME})["']\s*(?:==|!=)''')

LOOP = re.compile(r"\bfor \w+ in [(\[]")
CHECKED = re.compile(r"\bassert\b.*\b(detect|source)\b")  # a test checking which dialect was recognised


def test_no_code_outside_the_dialects_package_compares_a_dialect_name() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for folder in ("translator", "benchmarks", "tests")
             for path in sorted((ROOT / folder).rglob("*.py"))
             if "dialects" not in path.relative_to(ROOT).parts[:2] and path.name != "test_dialects.py"
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if COMPARISON.search(line) and not LOOP.search(line) and not CHECKED.search(line)]
    assert found == []


def test_every_dialect_has_its_own_module_extension_and_a_fallback_for_detection() -> None:
    assert tuple(DIALECTS) == names.DIALECTS
    assert len({dialect.extension for dialect in DIALECTS.values()}) == len(DIALECTS)
    assert detect("anything else") == max(DIALECTS.values(), key=lambda dialect: dialect.detection).name
    for dialect in DIALECTS.values():
        assert dialect.read.__module__.split(".")[-1].startswith(dialect.name.split("-")[0]), dialect.name


# --- recognising CL: only a line that starts a command counts, and a CL word must end where a command word does ---

CORPUS = ROOT.parent / "shared" / "corpus"
CL_FILES = sorted([*ROOT.glob("fixtures/*/*.clle"), *CORPUS.rglob("*.CLLE")])
ISSUE_EXAMPLE = ("DEFINE QLOCAL(APP.IN) MAXDEPTH(10)\nDEFINE NAMELIST(N1) NAMES(APP.IN, +\n  PGM.OUT)\n"
                 "DEFINE QL(APP.OUT)\n")


@pytest.mark.parametrize("word", ["PGM", "DCL", "DCLF", "ENDPGM", "MONMSG", "SNDPGMMSG", "CRTMQM", "CRTMQMQ",
                                  "CHGMQMQ", "DLTMQMNL", "/*"])
@pytest.mark.parametrize("form", [
    "DEFINE NAMELIST(N1) NAMES(APP.IN, +\n  {word}.OUT)\n",  # a name: the word is followed by "."
    "DEFINE QLOCAL(A) DESCR('first +\n{word} second')\n",  # inside a quoted string, continued with +
    "DEFINE QLOCAL(A) DESCR('first-\n{word} (second)')\n",  # continued with -, from the first column
    "DEFINE QLOCAL(A) +\r\n\r\n   DESCR('x') +   \r\n{word}\r\n",  # CRLF, a blank line, blanks after the +
])
def test_cl_words_starting_mqsc_continuation_lines_leave_it_mqsc(word: str, form: str) -> None:
    text = form.format(word=word)
    assert detect(text) == "mqsc"
    assert detect("* a comment first\n" + text) == "mqsc"
    assert detect(text.encode()) == "mqsc"


def test_the_issue_example_is_mqsc_and_converts_to_cl() -> None:
    assert detect(ISSUE_EXAMPLE) == "mqsc"
    result = translate(ISSUE_EXAMPLE, "auto", "cl")
    assert result.ok and result.source == "mqsc"
    assert "CRTMQMNL NAMELIST('N1') NAMES('APP.IN' 'PGM.OUT')" in result.output


@pytest.mark.parametrize("text", [
    "DEFINE QLOCAL(A)\nPGM\n",  # a CL line in an MQSC script: the MQSC reader reports it
    "\n* comment\n  def ql(a) +\n  descr('x')\nCRTMQMQ QNAME(B)\n",
    "PGM.OUT\n",  # a name, not the PGM command
    "DCL_X VAR\n",
    "CRTMQMQ.X\n",
])
def test_a_script_starting_with_mqsc_or_a_cl_word_in_a_name_is_not_cl(text: str) -> None:
    assert detect(text) == "mqsc"


@pytest.mark.parametrize("text", [
    "PGM\nCRTMQMQ QNAME(A) QTYPE(*LCL)\nENDPGM\n",
    "PGM PARM(&Q)\n  DCL VAR(&Q) TYPE(*CHAR) LEN(48)\n",
    "pgm(&q)\n",
    "/* a comment */\nCRTMQMQ QNAME(A)\n",
    "START: QSYS/CRTMQMQ QNAME(A) QTYPE(*LCL)\n",  # a label named like an MQSC verb
    "SET : PGM\n",
    "CALL PGM(X)\nCRTMQMQ QNAME(A) +\n  QTYPE(*LCL)\nMONMSG MSGID(AMQ8000)\n",
    "CHGVAR VAR(&X) +\n  VALUE(1)\r\nDLTMQMQ QNAME(A)\r\n",
    "CRTMQMQ\n",
])
def test_cl_programs_are_still_cl(text: str) -> None:
    assert detect(text) == "cl"


@pytest.mark.parametrize("path", CL_FILES, ids=lambda path: path.name if CORPUS in path.parents else
                         str(path.relative_to(ROOT)))
def test_every_cl_file_of_the_fixtures_and_corpus_is_cl(path: Path) -> None:
    assert detect(path.read_bytes()) == "cl"
