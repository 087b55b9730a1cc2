"""The Jinja environment for the templates shipped in the package (top-level templates/)."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from jinja2 import Environment, FunctionLoader, StrictUndefined, Template

from translator.writers.layout import quote, wrap


def _source(name: str) -> str:
    folder, file = name.split("/")
    return files("translator.templates").joinpath(folder).joinpath(file).read_text(encoding="utf-8")


@cache
def _environment() -> Environment:
    environment = Environment(loader=FunctionLoader(_source),
                              undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                              keep_trailing_newline=False, autoescape=False)
    environment.filters.update(wrap=wrap, quote=quote)
    return environment


@cache
def _template(dialect: str, name: str) -> Template:
    return _environment().get_template(f"{dialect}/{name}.j2")


def render(dialect: str, template: str, /, **context: object) -> str:
    """Render ``templates/<dialect>/<template>.j2`` (compiled once per process) without trailing newlines.

    The context is used as it is (``shared``), not merged with Jinja's globals, which the templates do not
    use: that merge was a third of the cost of rendering one command.
    """
    compiled = _template(dialect, template)
    return "".join(compiled.root_render_func(compiled.new_context(context, shared=True))).rstrip("\n")
