"""The one speller spells (keyword, value text) pairs; the templates lay out heads, pairs, flags and comments."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from translator import registry, translate
from translator.dialects.cl_vocabulary import COMMANDS
from translator.memo import Table
from translator.model import UNCHANGED, Action, Blank, Explicit, ObjectType
from translator.writers import cl, mqsc, spelling, tpf
from translator.writers.rendering import (
    _derived_pieces,
    _environment,
    _folded,
    _preceded,
    parameter_pieces,
    parameter_texts,
    render,
    template,
)


def _cl(index: int, comments: list[str], width: int = 72) -> str:
    return render("cl", "command", comments=comments, label="", library="", command="CHGMQMQ",
                  parameters=parameter_texts("cl")([("QNAME", f"Q{index}"), ("TEXT", "'x'")]), width=width)


def test_values_of_one_render_do_not_reach_the_next() -> None:
    assert _cl(1, ["first"]) == "/* first */\nCHGMQMQ QNAME(Q1) TEXT('x')"
    assert _cl(2, []) == "CHGMQMQ QNAME(Q2) TEXT('x')"
    assert render("cl", "note", comments=[], lines=["x"]) == "/* x */"


def test_cl_writes_a_label_before_its_command_and_a_label_apart_on_its_own_line() -> None:
    assert render("cl", "command", comments=["c"], label="LOOP", library="QSYS", command="DLTMQMQ",
                  parameters=" QNAME(A)", width=0) == "/* c */\nLOOP: QSYS/DLTMQMQ QNAME(A)"
    assert render("cl", "verbatim", comments=[], text="  RCVF", label="LOOP") == "LOOP:\n  RCVF"
    assert render("cl", "verbatim", comments=[], text="RCVF") == "RCVF"


def test_each_dialect_lays_out_pairs_and_flags() -> None:
    pairs = [("MAXDEPTH", "5"), ("NOTRIGGER", None), ("NAMES", "")]
    assert render("mqsc", "command", comments=[], verb="DEFINE", noun="QLOCAL", name="'A'", like="'B'",
                  parameters=parameter_texts("mqsc")(pairs), width=0) \
        == "DEFINE QLOCAL('A') LIKE('B') MAXDEPTH(5) NOTRIGGER NAMES()"
    assert render("tpf", "command", comments=[], verb="DEF", noun="QL", name="A",
                  parameters=parameter_texts("tpf")(pairs[:2])) == "ZMQSC DEF QL-A MAXDEPTH-5 NOTRIGGER"


def test_long_commands_fold_at_the_width() -> None:
    folded = render("mqsc", "command", comments=[], verb="ALTER", noun="QLOCAL", name="'A'", like=None,
                    parameters=parameter_texts("mqsc")([("DESCR", "'" + "x" * 30 + "'"), ("MAXDEPTH", "5")]), width=30)
    assert all(len(line) <= 30 for line in folded.splitlines()) and folded.count("+\n") >= 1


def test_comments_are_one_line_each_and_never_close_early() -> None:
    assert render("cl", "note", comments=["a */ b"], lines=["c\nd"]) == "/* a * / b */\n/* c\\x0ad */"
    assert render("mqsc", "verbatim", comments=["x\ry"], text="DISPLAY QMGR") == "* x\\x0dy\nDISPLAY QMGR"
    assert render("tpf", "note", comments=[], lines=[]) == ""


def test_renders_in_threads_give_what_sequential_ones_give() -> None:
    with ThreadPoolExecutor(max_workers=4) as pool:
        found = list(pool.map(lambda i: _cl(i, [f"c{i}"] * (i % 3), 20 + i % 40), range(200)))
    assert found == [_cl(i, [f"c{i}"] * (i % 3), 20 + i % 40) for i in range(200)]


def test_one_speller_gives_each_dialect_its_pairs() -> None:
    def spelled(surface: spelling.Surface, where: object, name: str, value: object) -> object:
        try:
            return spelling.spell(surface, registry.by_name(name), value, where)  # type: ignore[arg-type]
        except spelling.NotExpressible as problem:
            return problem.code

    change, local = COMMANDS["CHGMQMQ"], (Action.CHANGE, ObjectType.LOCAL)
    assert spelled(mqsc.SURFACE, None, "MaxQDepth", UNCHANGED) is None
    assert spelled(cl.SURFACE, change, "MaxQDepth", UNCHANGED) == ("MAXDEPTH", "*SAME")
    assert spelled(mqsc.SURFACE, None, "Names", Blank()) == ("NAMES", "")
    assert spelled(mqsc.SURFACE, None, "Replace", Explicit("MQRP_NO")) == ("NOREPLACE", None)
    assert spelled(tpf.SURFACE, (Action.CREATE, ObjectType.LOCAL), "Replace", Explicit("MQRP_NO")) is None
    assert spelled(tpf.SURFACE, (Action.CREATE, ObjectType.LOCAL), "Replace", Explicit("MQRP_YES")) == "MQT301"
    assert spelled(tpf.SURFACE, local, "MaxQDepth", Explicit(5)) == ("MAXDEPTH", "5")
    # DLTMQMQ deletes only an empty queue: NOPURGE is what it does, so it is left out; PURGE it cannot do.
    assert spelled(cl.SURFACE, COMMANDS["DLTMQMQ"], "Purge", Explicit("MQPO_NO")) is None
    assert spelled(cl.SURFACE, COMMANDS["DLTMQMQ"], "Purge", Explicit("MQPO_YES")) == "MQT301"


_WHERE = [(mqsc.SURFACE, None), (cl.SURFACE, COMMANDS["CHGMQMQ"]), (cl.SURFACE, COMMANDS["CRTMQMQ"]),
          (tpf.SURFACE, (Action.CHANGE, ObjectType.LOCAL))]
# A number as readers give one, and what only a model made through the API may hold (a fraction). A value equal to
# an int (0.0, True) is left out: a speller remembers spellings by value, so it spells it as that int.
_RAW = st.one_of(st.integers(-2**40, 2**40), st.floats(allow_nan=False).filter(lambda x: not x.is_integer()),
                 st.text(st.characters(codec="ascii", categories=["L", "N", "P", "Zs"]), max_size=12))


@given(where=st.sampled_from(_WHERE), attribute=st.sampled_from(registry.ATTRIBUTES), raw=_RAW)
def test_a_remembered_speller_spells_as_spell_does(where: tuple[spelling.Surface, object],
                                                     attribute: registry.Attribute, raw: object) -> None:
    # Each attribute's speller takes shortcuts for plain strings and numbers (spelling._speller): the same pair, or
    # the same refusal, as the general path gives for each value drawn.
    surface, place = where
    assume(attribute.kind is not registry.Kind.STRING or isinstance(raw, str))  # a string attribute holds a str

    def pair(spell: object) -> object:
        try:
            return spell(Explicit(raw))  # type: ignore[operator]
        except spelling.NotExpressible as problem:
            return problem.code
        except (ValueError, TypeError, OverflowError) as problem:
            return type(problem)

    assert pair(surface.spellers[place][attribute.name]) == pair(
        lambda value: spelling.spell(surface, attribute, value, place))  # type: ignore[arg-type]


_TEXT = st.text(st.characters(codec="ascii", categories=["L", "N", "P", "Zs"]), max_size=12)


@given(where=st.sampled_from(_WHERE), attribute=st.sampled_from(registry.ATTRIBUTES), data=st.data())
def test_a_laid_out_speller_gives_the_pair_its_template_lays_out(
        where: tuple[spelling.Surface, object], attribute: registry.Attribute, data: st.DataObject) -> None:
    # Each attribute's laid-out speller (spelling._laid_speller) takes its own shortcuts: the text of the pair the
    # general path spells, as the template's parameters macro lays it out alone, or the same refusal.
    surface, place = where
    raw = data.draw(_TEXT if attribute.kind is registry.Kind.STRING else _RAW)
    value = data.draw(st.sampled_from([Explicit(raw), UNCHANGED, Blank()]))
    pieces = parameter_pieces(surface.column)
    assert pieces is not None

    def text(spell: object) -> object:
        try:
            return spell(value)  # type: ignore[operator]
        except spelling.NotExpressible as problem:
            return problem.code
        except Exception as problem:  # a value the attribute cannot hold (a blank enumeration): the same failure
            return type(problem)

    def laid(value: object) -> str:
        pair = spelling.spell(surface, attribute, value, place)  # type: ignore[arg-type]
        return "" if pair is None else template(surface.column, "command").module.parameters([pair])

    assert text(surface.laid[pieces, place][attribute.name]) == text(laid)


_SCRIPT = """DEFINE QLOCAL('APP.IN') DESCR('in * out') MAXDEPTH(5000) DEFPSIST(YES) TRIGGER PUT(DISABLED) REPLACE
ALTER QREMOTE(R) RNAME(' ') XMITQ(X) NOREPLACE
DEFINE NAMELIST(N) NAMES(A, ' ', B) DESCR('*ALL')
DELETE QLOCAL(Q) NOPURGE
DEFINE PROCESS(P) APPLICID('*SAME') ENVRDATA('x') LIKE(Q)
ALTER QLOCAL(Q) MAXMSGL(NOLIMIT) SHARE CLUSTER('') DESCR('')
"""


@pytest.mark.parametrize("target", ["cl", "mqsc", "tpf"])
@pytest.mark.parametrize("explicit", [False, True])
def test_parameters_laid_out_as_spelled_are_the_macros_layout_of_the_pairs(
        target: str, explicit: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each writer lays out each parameter as it spells it, with the pieces derived from its template; without them
    # (a template not laid out alike) the pairs go to the macro: the same text and diagnostics either way.
    laid = translate(_SCRIPT, target=target, explicit=explicit, on_unsupported="warn")
    monkeypatch.setattr(spelling, "parameter_pieces", lambda dialect: None)
    paired = translate(_SCRIPT, target=target, explicit=explicit, on_unsupported="warn")
    assert laid.output and laid.output == paired.output
    assert laid.diagnostics == paired.diagnostics


_PAIRS = st.lists(st.tuples(st.text(max_size=8), st.one_of(st.none(), st.text(max_size=8))), max_size=6)


@pytest.mark.parametrize("dialect", ["cl", "mqsc", "tpf"])
@given(pairs=_PAIRS)
def test_the_derived_layout_of_parameters_is_the_macros(dialect: str, pairs: list[tuple[str, str | None]]) -> None:
    macro = template(dialect, "command").module.parameters  # type: ignore[attr-defined]
    assert parameter_texts(dialect) is not macro  # derived: each template shipped lays its pairs out alike
    assert parameter_texts(dialect)(pairs) == macro(pairs)


def _macro(source: str) -> object:
    return _environment().from_string(source).module.parameters  # type: ignore[attr-defined]


@pytest.mark.parametrize("source", [
    # a separator between pairs, not before each: laid out alike only from the second pair on
    '{% macro parameters(pairs) %}{% for k, v in pairs %}{% if not loop.first %}, {% endif %}{{ k }}={{ v }}'
    '{% endfor %}{% endmacro %}',
    # a filter on the value: the stand-ins pass it unchanged, the probes do not
    "{% macro parameters(pairs) %}{% for k, v in pairs %} {{ k }}({{ v | upper }}){% endfor %}{% endmacro %}",
    # the keyword twice
    "{% macro parameters(pairs) %}{% for k, v in pairs %} {{ k }}({{ v }}){{ k }}{% endfor %}{% endmacro %}",
])
def test_a_macro_not_laid_out_alike_is_called_as_it_is(source: str) -> None:
    macro = _macro(source)
    assert _derived_pieces(macro) is None  # type: ignore[arg-type]


@pytest.mark.parametrize("dialect", ["cl", "mqsc"])
def test_a_command_exactly_as_long_as_the_width_stays_on_one_line(dialect: str) -> None:
    """The template hands the fold the command's text alone (no line end after it), so a line of the width fits."""
    pairs = parameter_texts(dialect)([("TEXT", "'" + "x" * 40 + "'")])
    if dialect == "cl":
        line = render("cl", "command", [], "", "", "CHGMQMQ", pairs, 0)
        assert render("cl", "command", [], "", "", "CHGMQMQ", pairs, len(line)) == line
        assert "+\n" in render("cl", "command", [], "", "", "CHGMQMQ", pairs, len(line) - 1)
    else:
        values = {"comments": [], "verb": "ALTER", "noun": "QLOCAL", "name": "'A'", "like": None, "parameters": pairs}
        line = render("mqsc", "command", **values, width=0)
        assert render("mqsc", "command", **values, width=len(line)) == line
        assert "+\n" in render("mqsc", "command", **values, width=len(line) - 1)


@given(command=st.text(alphabet=" 'ab*-(", max_size=12), parameters=st.text(alphabet=" 'ab*-(x)", max_size=90),
       width=st.integers(min_value=0, max_value=40))
def test_the_derived_fold_of_a_cl_command_is_the_macros(command: str, parameters: str, width: int) -> None:
    plain = cl._plain()
    assert plain.__name__ == "fold"  # derived: the template shipped folds its two texts joined
    assert plain(command, parameters, width) == render("cl", "command", [], "", "", command, parameters, width)


def _command_macro(source: str) -> object:
    macro = _environment().from_string(source).module.command  # type: ignore[attr-defined]
    return lambda *arguments: macro(*arguments).rstrip("\n")


@pytest.mark.parametrize("source", [
    # the command left out of the fold
    "{% macro command(command, parameters, width) %}{{ command }}{{ parameters | wrap(width) }}{% endmacro %}",
    # a fold of its own: another indent
    "{% macro command(command, parameters, width) %}{{ (command ~ parameters) | wrap(width, '  ') }}{% endmacro %}",
    # the texts in the other order
    "{% macro command(command, parameters, width) %}{{ parameters }}{{ command }}{% endmacro %}",
])
def test_a_command_macro_not_a_fold_of_its_texts_joined_is_rendered(source: str) -> None:
    assert _folded(_command_macro(source)) is None  # type: ignore[arg-type]


# Comment texts with closing marks, quotes, line ends and other unprintable characters, long words and blanks, and
# the derivation's stand-ins.
_COMMENT_TEXTS = st.text(alphabet=" */ab'x\n\t\x00\u200b\ue000\ue001", max_size=60)


@given(comments=st.lists(_COMMENT_TEXTS, max_size=4), command=st.text(alphabet=" 'ab*-(", max_size=12),
       parameters=st.text(alphabet=" 'ab*-(x)", max_size=90), width=st.integers(min_value=0, max_value=40))
def test_the_derived_comment_lines_and_fold_of_a_cl_command_are_the_macros(
        comments: list[str], command: str, parameters: str, width: int) -> None:
    commented = cl._commented()
    assert commented.__name__ == "commented"  # derived: the template shipped writes its comment lines, then the fold
    assert commented(comments, command, parameters, width) \
        == render("cl", "command", comments, "", "", command, parameters, width)


def test_a_cl_command_with_comments_is_its_comment_lines_then_its_fold() -> None:
    comments = ["\ue000 and \ue001 */", "owner"]
    assert cl._commented()(comments, "DLTMQMQ", " QNAME(A)", 72) \
        == render("cl", "command", comments, "", "", "DLTMQMQ", " QNAME(A)", 72) \
        == "/* \ue000 and \ue001 * / */\n/* owner */\nDLTMQMQ QNAME(A)"


def _commented_macro(body: str) -> object:
    """A command macro of ``body``, with the shared comment lines, as the writer renders it."""
    source = ('{% from "common/notes.j2" import comment_lines %}'
              "{% macro command(comments, command, parameters, width) %}" + body + "{% endmacro %}")
    macro = _environment().from_string(source).module.command  # type: ignore[attr-defined]
    return lambda *arguments: macro(*arguments).rstrip("\n")


_LINES = '{{ comment_lines(comments, "/* ", " */", width) }}'
_FOLD = "{{ (command ~ parameters) | wrap(width) }}"


def test_a_command_macro_writing_its_comment_lines_then_its_fold_is_derived() -> None:
    rendered = _commented_macro(_LINES + _FOLD)
    assert _preceded(rendered, template("common", "notes").module.comment_lines,  # type: ignore[arg-type]
                     cl._plain()) is not None


@pytest.mark.parametrize("body", [
    # the comments after the command
    _FOLD + "\n" + _LINES,
    # the comment lines folded with the command
    "{% filter wrap(width) %}" + _LINES + "{{ command ~ parameters }}{% endfilter %}",
    # the command named in the comment lines
    '{{ comment_lines(comments | map("replace", "a", command) | list, "/* ", " */", width) }}' + _FOLD,
    # comment lines as wide as the command leaves room for
    '{{ comment_lines(comments, "/* ", " */", width - command | length if width else 0) }}' + _FOLD,
    # a mark after the comments, only with parameters
    _LINES + "{% if comments and parameters %}-- {% endif %}" + _FOLD,
    # comments of a layout of their own, not the shared comment lines
    "{% for c in comments %}/* {{ c }} */\n{% endfor %}" + _FOLD,
    # one comment line for all comments
    '{{ comment_lines([comments | join(" ")], "/* ", " */", width) }}' + _FOLD,
    # no comments written
    _FOLD,
])
def test_a_command_macro_not_its_comment_lines_then_its_fold_is_rendered(body: str) -> None:
    rendered = _commented_macro(body)
    assert _preceded(rendered, template("common", "notes").module.comment_lines,  # type: ignore[arg-type]
                     cl._plain()) is None


def test_comment_lines_of_other_arguments_leave_the_command_macro_rendered() -> None:
    rendered = _commented_macro(_LINES + _FOLD)
    lines = _environment().from_string(
        "{% macro comment_lines(texts, width) %}{% for t in texts %}/* {{ t }} */\n{% endfor %}{% endmacro %}"
    ).module.comment_lines  # type: ignore[attr-defined]
    assert _preceded(rendered, lines, cl._plain()) is None  # type: ignore[arg-type]


_HEADS = [("mqsc", """DEFINE QLOCAL('APP.IN') DESCR('in') MAXDEPTH(5000) REPLACE
DEFINE QLOCAL(B) NOREPLACE
DEFINE QREMOTE(R) RNAME(X) LIKE(Q2) REPLACE
ALTER QLOCAL(Q) FORCE MAXDEPTH(3)
ALTER QALIAS(QA) TARGET(T) CMDSCOPE(*)
DEFINE NAMELIST(N) NAMES(A, B) REPLACE
DELETE QLOCAL(Q) NOPURGE
DELETE QLOCAL(Q) PURGE
DEFINE PROCESS(P) APPLICID('x') LIKE(P0) REPLACE
ALTER PROCESS(P) APPLICID('y') FORCE
"""), ("cl", """CRTMQMQ QNAME(&Q) QTYPE(*LCL) MQMNAME(QM1) REPLACE(*YES) MAXDEPTH(5)
CHGMQMQ QNAME(A) MQMNAME(*DFT) FORCE(&F)
CPYMQMQ FROMQ(A) TOQ(&B) QTYPE(*LCL) MQMNAME(QM1)
CPYMQMNL FROMNL(A) TONL(B) REPLACE(*NO)
DLTMQMQ QNAME(A) MQMNAME(QM1)
""")]


@pytest.mark.parametrize("source, text", _HEADS)
@pytest.mark.parametrize("explicit", [False, True])
def test_cls_leading_parameters_laid_out_are_the_pairs_laid_out(
        source: str, text: str, explicit: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # CL's leading parameters are laid out by cl._laid_head for most commands (names quoted, options among them);
    # without it, as pairs (cl._head): the same text and diagnostics either way.
    laid = translate(text, source=source, target="cl", explicit=explicit, on_unsupported="warn")
    monkeypatch.setattr(cl, "_LAID_HEADS", Table(lambda key: None))
    paired = translate(text, source=source, target="cl", explicit=explicit, on_unsupported="warn")
    assert laid.output and laid.output == paired.output
    assert laid.diagnostics == paired.diagnostics
