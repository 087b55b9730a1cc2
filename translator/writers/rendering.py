"""The Jinja environment for the templates shipped in the package (top-level templates/)."""

from __future__ import annotations

import threading
from functools import cache
from importlib.resources import files

from jinja2 import Environment, FunctionLoader, StrictUndefined, Template
from jinja2.runtime import Context

from translator.model.characters import visible
from translator.writers.layout import quote, wrap


def _source(name: str) -> str:
    folder, file = name.split("/")
    return files("translator.templates").joinpath(folder).joinpath(file).read_text(encoding="utf-8")


@cache
def _environment() -> Environment:
    environment = Environment(loader=FunctionLoader(_source),
                              undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                              keep_trailing_newline=False, autoescape=False)
    # words: the parameters joined by single blanks; Jinja's join(" ") does the same at three times the cost.
    # visible: every comment line, copied or made, has its unprintable characters escaped (\x0a), so a
    # comment stays one comment line whatever the source held.
    environment.filters.update(wrap=wrap, quote=quote, words=" ".join, visible=visible)
    return environment


@cache
def _template(dialect: str, name: str) -> Template:
    return _environment().get_template(f"{dialect}/{name}.j2")


_local = threading.local()  # per thread: each template with one reusable Jinja context


def _renderer(dialect: str, template: str) -> tuple[Template, Context]:
    renderers: dict[tuple[str, str], tuple[Template, Context]] = _local.__dict__.setdefault("renderers", {})
    compiled = _template(dialect, template)
    renderers[dialect, template] = compiled, compiled.new_context({}, shared=True)
    return renderers[dialect, template]


def render(dialect: str, template: str, /, **values: object) -> str:
    """Render ``templates/<dialect>/<template>.j2`` (compiled once per process) without trailing newlines.

    The values are the context's ``parent`` as they are (``shared``), not merged with Jinja's globals,
    which the templates do not use: that merge was a third of the cost of rendering one command. One
    context per template and thread is reused, its values swapped in, as making one cost as much again.
    """
    try:
        compiled, context = _local.renderers[dialect, template]
    except (AttributeError, KeyError):  # this thread's first render of the template
        compiled, context = _renderer(dialect, template)
    context.parent = values
    if context.vars:  # what the template set last time
        context.vars.clear()
        context.exported_vars.clear()
    return "".join(compiled.root_render_func(context)).rstrip("\n")
