"""The Jinja environment for the templates shipped in the package (top-level templates/).

Each ``templates/<dialect>/<name>.j2`` defines a macro called ``name``, with the arguments the writer passes:
the template is the layout of one kind of text (a command, a note, a verbatim copy), and the macro is how
the writers call it, through the template's module (Jinja's public API). ``command.j2`` also defines
``parameters``, the layout of a command's KEYWORD(value) pairs, which ``parameter_texts`` applies; a command
macro that folds its texts joined is applied by ``folded`` as that join and fold, both derived from the macro,
and one that writes a command's comments before that fold by ``preceded`` as the shared ``comment_lines`` macro
with the marks it derives, then the fold.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial
from importlib.resources import files
from typing import NamedTuple

from jinja2 import Environment, FunctionLoader, StrictUndefined, Template, UndefinedError

from translator.memo import Table
from translator.model.characters import visible
from translator.writers.layout import command_parts, comment_parts, commented, unclosing, wrap


def _source(name: str) -> str:
    folder, file = name.split("/")
    return files("translator.templates").joinpath(folder).joinpath(file).read_text(encoding="utf-8")


@cache
def _environment() -> Environment:
    # auto_reload off: the templates ship with the package, so each import in a template is a cache lookup.
    environment = Environment(loader=FunctionLoader(_source), undefined=StrictUndefined, trim_blocks=True,
                              lstrip_blocks=True, keep_trailing_newline=False, autoescape=False, auto_reload=False)
    # wrap: the + continuation at the width. visible: every comment line, copied or made, has its unprintable
    # characters escaped (\x0a), so a comment stays one comment line whatever the source held.
    environment.filters.update(wrap=wrap, visible=visible, unclosing=unclosing, comment_parts=comment_parts,
                               commented=commented, command_parts=command_parts)
    # The templates use none of Jinja's default globals (range, dict, lipsum ...), and every render copies
    # the globals into its context: without them there is nothing to copy.
    environment.globals.clear()
    return environment


@cache
def template(dialect: str, name: str) -> Template:
    """``templates/<dialect>/<name>.j2``, compiled once per process."""
    return _environment().get_template(f"{dialect}/{name}.j2")


def _macro(key: tuple[str, str]) -> Callable[..., str]:
    dialect, name = key
    return getattr(template(dialect, name).module, name)  # type: ignore[no-any-return]


# The macro ``name`` of ``templates/<dialect>/<name>.j2``, by (dialect, name): the template's module is made once,
# and calling its macro makes no new context, as rendering the template would each time.
_MACROS: Table[tuple[str, str], Callable[..., str]] = Table(_macro)


def render(dialect: str, name: str, /, *arguments: object, **values: object) -> str:
    """The text of ``templates/<dialect>/<name>.j2``'s macro for ``arguments`` (in the macro's order: the writers
    of commands pass them so, as naming them costs the macro a lookup each) or ``values``, without trailing
    newlines."""
    return _MACROS[dialect, name](*arguments, **values).rstrip("\n")


Pair = tuple[str, str | None]  # a parameter's keyword and its value's text (None: a flag, the keyword alone)
Layout = Callable[[list[Pair]], str]
# Stand-ins for a keyword and a value while a ``parameters`` macro is rendered: private-use characters, which no
# probe below holds, so each found in the text marks where the macro put that argument.
_KEYWORD, _VALUE = "\ue000", "\ue001"
# Pairs the derived layout must lay out as the macro does: none, a % and a quote, blanks and parentheses, mixed
# case (a filter changing the text would show), flags among values.
_PROBES: tuple[list[Pair], ...] = ([], [("KEYWORD", "value")], [("Key%s", "a' b%%(c)"), ("F", None), ("x", "")],
                                   [("FLAG", None)], [("A", "1"), ("B", "'2'"), ("C", "3")])


def _pieces(rendered: str, *stand_ins: str) -> list[str] | None:
    """The text around each stand-in of ``rendered`` (one more piece than stand-ins), or None unless each stands
    in it exactly once, in order."""
    pieces, rest = [], rendered
    for stand_in in stand_ins:
        before, found, rest = rest.partition(stand_in)
        if not found:
            return None
        pieces.append(before)
    pieces.append(rest)
    return None if any(c in piece for piece in pieces for c in (_KEYWORD, _VALUE)) else pieces


class Pieces(NamedTuple):
    """The text a ``parameters`` macro lays each pair out with: BEFORE KEYWORD BETWEEN VALUE AFTER, a flag
    FLAG_BEFORE KEYWORD FLAG_AFTER, one pair after the other."""

    before: str
    between: str
    after: str
    flag_before: str
    flag_after: str

    def lay(self, pair: Pair) -> str:
        """One pair's text."""
        keyword, value = pair
        return self.flag_before + keyword + self.flag_after if value is None else \
            self.before + keyword + self.between + value + self.after

    def joined(self, pairs: list[Pair]) -> str:
        """The pairs' text."""
        if not pairs:
            return ""
        before, between, after = self.before, self.between, self.after
        try:  # one join for the whole list, when no pair is a flag: between.join fails on a None value
            return before + (after + before).join(map(between.join, pairs)) + after  # type: ignore[arg-type]
        except TypeError:
            return "".join([self.lay(pair) for pair in pairs])


def _derived_pieces(macro: Callable[[list[Pair]], str]) -> Pieces | None:
    """The pieces ``macro`` lays each pair out with, when rendering it with stand-ins shows each pair laid out
    alike and the probes confirm it; None otherwise."""
    pair = _pieces(macro([(_KEYWORD, _VALUE)]), _KEYWORD, _VALUE)
    flag = _pieces(macro([(_KEYWORD, None)]), _KEYWORD)
    if pair is None or flag is None:
        return None
    pieces = Pieces(*pair, *flag)
    if all(macro(probe) == pieces.joined(probe) for probe in _PROBES) and macro([]) == "":
        return pieces
    return None


def _parameters_macro(dialect: str) -> Callable[[list[Pair]], str]:
    return template(dialect, "command").module.parameters  # type: ignore[attr-defined,no-any-return]


@cache
def parameter_pieces(dialect: str) -> Pieces | None:
    """The pieces the macro ``parameters`` of ``templates/<dialect>/command.j2`` lays each pair out with (every
    template shipped), so that a writer may lay out each parameter as it spells it; None when the macro does
    not lay each pair out alike."""
    return _derived_pieces(_parameters_macro(dialect))


@cache
def parameter_texts(dialect: str) -> Layout:
    """The text of the (keyword, value) pairs of a command as the macro ``parameters`` of
    ``templates/<dialect>/command.j2`` lays them out. A macro that lays out each pair alike, with its arguments as
    they are (every template shipped), is applied as the joins of its pieces (``parameter_pieces``), a few string
    operations a command; any other is called."""
    pieces = parameter_pieces(dialect)
    return _parameters_macro(dialect) if pieces is None else pieces.joined


Folded = Callable[[str, str, int], str]
# Texts and widths the derived fold of a command must give as its macro does: a fold between the two texts, inside
# a quoted string with blanks, at a doubled quote, none (width 0, or a line that fits), a word longer than a line.
_FOLD_PROBES = ("CHGMQMQ", " QNAME('A B') TEXT('it''s a b c d e f g') MAXDEPTH(5)", "", "'a b c d e f g h i j k'",
                " K" + "x" * 30 + " V(1)")
_WIDTHS = (0, 8, 12, 20, 31, 72)


def folded(dialect: str, name: str, /, *empty: object) -> Folded:
    """``render(dialect, name, *empty, command, parameters, width)`` for the texts ``command`` and ``parameters``
    (the macro's last arguments but the width; ``empty``: the ones before them, as the writer passes them when it
    has none). A macro that folds (``wrap``) the two texts joined, as rendering it with stand-ins shows them
    joined, each once and in order, and the probes confirm the fold at each width (CL's command template), is
    applied as that join and fold, a few string operations a command; any other is rendered."""
    rendered = partial(render, dialect, name, *empty)
    return _folded(rendered) or rendered


def _folded(rendered: Callable[..., str]) -> Folded | None:
    """The join and fold of ``folded`` for ``rendered`` (the macro's text for the two texts and the width), or
    None when the macro is not shown to be one."""
    pieces = _pieces(rendered(_KEYWORD, _VALUE, 0), _KEYWORD, _VALUE)
    if pieces is None:
        return None
    before, between, after = pieces

    def fold(command: str, parameters: str, width: int) -> str:
        return wrap(before + command + between + parameters + after, width)

    probes = [(command, parameters) for command in _FOLD_PROBES for parameters in _FOLD_PROBES]
    if all(rendered(command, parameters, width) == fold(command, parameters, width)
           for command, parameters in probes for width in _WIDTHS):
        return fold
    return None


Preceded = Callable[[Sequence[str], str, str, int], str]
# Comments the derived text of a command must give as its macro does, with each command below at each width: one,
# closing marks and unprintable characters with an empty one, texts longer than a line (cut at blanks, or inside a
# long word), the stand-ins, none.
_COMMENT_PROBES: tuple[list[str], ...] = (
    ["owner: middleware team"], ["a */ b*/", "", "tab\there\x00, line\nend\u200b"],
    ["word " * 15 + "end", "x" * 40, " lead  and  trail "], [_KEYWORD + " " + _VALUE], [])
# Commands for them: the stand-ins, a fold between the two texts, no parameters, nothing.
_PRECEDED_PROBES = ((_KEYWORD, _VALUE), ("CHGMQMQ", _FOLD_PROBES[1]), ("CHGMQMQ", ""), ("", ""))
_COMMENT_WIDTHS = (0, 8, 20, 72)


def preceded(plain: Folded, dialect: str, name: str, /, *empty: object) -> Preceded:
    """``render(dialect, name, comments, *empty, command, parameters, width)`` for a command with ``comments``
    before it (the macro's first argument; ``empty`` and the texts as for ``folded``), given ``plain``, its text
    with no comments (``folded``). A macro whose text is the comments as the shared ``comment_lines`` macro of
    ``common/notes.j2`` lays them out, with the marks rendering it with a stand-in comment shows around it, then
    ``plain``'s, as the probes confirm (CL's command template), is applied as one call of ``comment_lines`` then
    ``plain``; any other is rendered."""

    def rendered(comments: Sequence[str], command: str, parameters: str, width: int) -> str:
        return render(dialect, name, comments, *empty, command, parameters, width)

    lines = template("common", "notes").module.comment_lines  # type: ignore[attr-defined]
    return _preceded(rendered, lines, plain) or rendered


def _preceded(rendered: Preceded, lines: Callable[..., str], plain: Folded) -> Preceded | None:
    """The text of ``preceded`` for ``rendered`` (the macro's text for the comments, the two texts and the
    width), ``lines`` (``comment_lines``) and ``plain``, or None when the macro is not shown to be them."""
    marks = _pieces(rendered([_KEYWORD], "", "", 0), _KEYWORD)
    if marks is None:
        return None
    opening, closing = marks

    def commented(comments: Sequence[str], command: str, parameters: str, width: int) -> str:
        return (lines(comments, opening, closing, width) + plain(command, parameters, width)).rstrip("\n")

    try:
        shown = all(
            rendered(comments, command, parameters, width) == commented(comments, command, parameters, width)
            for comments in _COMMENT_PROBES for width in _COMMENT_WIDTHS for command, parameters in _PRECEDED_PROBES)
    except (TypeError, UndefinedError):  # comment_lines not called so (a template of other arguments)
        return None
    return commented if shown else None
