"""The Jinja environment for the templates shipped in the package (top-level templates/).

Each ``templates/<dialect>/<name>.j2`` defines a macro called ``name``, with the arguments the writer passes:
the template is the layout of one kind of text (a command, a note, a verbatim copy), and the macro is how
the writers call it, through the template's module (Jinja's public API).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.resources import files

from jinja2 import Environment, FunctionLoader, StrictUndefined, Template

from translator.memo import Table
from translator.model.characters import visible
from translator.writers.layout import comment_parts, unclosing, wrap


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
    environment.filters.update(wrap=wrap, visible=visible, unclosing=unclosing, comment_parts=comment_parts)
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
