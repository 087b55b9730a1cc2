"""What the command line says on stderr: diagnostics as they come (Diagnostics), text or one JSON array, and its own
notices (an option ignored, an --existing file's problems)."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

import click
from click.core import ParameterSource

if TYPE_CHECKING:
    from translator.diagnostics import Diagnostic
    from translator.existing import Existing


_NOTICES = "mqtranslate.notices"  # the context's notices not printed yet (--diagnostics json)
SAID = "mqtranslate.said"  # every notice of the command, for its --report


def notice(text: str) -> None:
    """Say ``text`` (an option ignored, an --existing file's problems) on stderr; with --diagnostics json, as an
    element of the array, code null, which stderr holds alone."""
    context = click.get_current_context()
    context.meta.setdefault(SAID, []).append(text)
    if context.params.get("style") == "json":
        context.meta.setdefault(_NOTICES, []).append(text)
    else:
        click.echo(f"mqtranslate: {text}", err=True)


class Diagnostics:
    """Prints diagnostics on stderr as they come: each formatted, or the elements of one JSON array, printed as
    ``json.dumps(all of them, indent=2)`` would print it (the command's notices among them, code null)."""

    def __init__(self, style: str) -> None:
        self.style = style
        self.printed = 0

    def emit(self, diagnostics: Sequence[Diagnostic]) -> None:
        if self.style == "json":
            self._elements(self._notices())
        for diagnostic in diagnostics:
            if diagnostic.severity.value == "ignored":  # --on-unsupported ignore: kept in records and reports only
                continue
            if self.style == "json":
                self._elements([diagnostic.to_dict()])
            else:
                click.echo(diagnostic.format(), err=True)
                self.printed += 1

    def _notices(self) -> list[dict[str, object]]:
        context = click.get_current_context(silent=True)  # none where a printer is used outside a command
        notices = context.meta.pop(_NOTICES, []) if context is not None else []
        return [{"code": None, "name": "notice", "severity": "warning", "message": text, "file": None, "line": None,
                 "column": None, "source": None, "expected": None, "attribute": None} for text in notices]

    def _elements(self, elements: Sequence[dict[str, object]]) -> None:
        for element in elements:
            shown = textwrap.indent(json.dumps(element, indent=2), "  ")
            click.echo(("[\n" if not self.printed else ",\n") + shown, err=True, nl=False)
            self.printed += 1

    def close(self) -> None:
        if self.style == "json":
            self._elements(self._notices())
            click.echo("\n]" if self.printed else "[]", err=True)


# Each writing option of convert, and the WriteOptions field it sets (a dialect's Dialect.write_options).
WRITE_OPTIONS = {"explicit": "explicit", "width": "width", "one_line": "width", "byte_order": "byte_order",
                  "ccsid": "ccsid"}


def say_ignored(read: frozenset[str], target: str, given: Sequence[str] = tuple(WRITE_OPTIONS)) -> None:
    """Say which writing options given on the command line (of ``given``, those the command has) the target's
    writer does not read (--explicit into MQSC, --ccsid into REST): taken silently, they looked like they did
    something."""
    context = click.get_current_context()
    for option in given:
        field_name = WRITE_OPTIONS[option]
        if field_name not in read and context.get_parameter_source(option) is not ParameterSource.DEFAULT:
            notice(f"--{option.replace('_', '-')} does not apply to {target} output: ignored")


def existing_unread(existing: Existing | None, target: str | None) -> None:
    """Say what --existing is for into a target whose commands need no queue type (CL): to say a command stating
    another type than the queue has (MQT317), and refuse one the target cannot state the type on (DLTMQMQ, MQT318);
    or nothing."""
    from translator.dialects import DIALECTS as READERS

    if existing is None or target is None or READERS[target].states_queue_type:
        return
    if omitted := READERS[target].omits_queue_type:
        actions = " or ".join(sorted(action.value for action in omitted))
        notice(f"--existing applies to {target} output, which needs no queue type, to find commands stating another "
               f"type than the queue has (MQT317), and refuse a {actions} so, which {target} cannot state (MQT318)")
    else:
        notice(f"--existing does not apply to {target} output, which needs no queue type: ignored")
