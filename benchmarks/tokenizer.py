"""Baseline (b): a bare regex tokenizer that turns MQSC and CL scripts into attribute dicts.

No parser, no validation, no output: continuation lines joined, comments dropped, and each command read into
``{KEYWORD: value}`` (quotes removed, doubled quotes undone; MQSC flags map to themselves; CL positional
values get their keyword from translator.dialects.cl_vocabulary). ``agreement`` checks on a sample that these
dicts name the same canonical attributes mqtranslate reads, so the baseline does the same job.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import DIALECTS, cl_vocabulary
from translator.model import Command

Attributes = dict[str, str]
_QUOTED = r"'(?:[^']|'')*'"
_MQSC_HEAD = re.compile(rf"\s*([A-Za-z]+)\s+([A-Za-z]+)\s*\(\s*({_QUOTED}|[^)\s]*)\s*\)")
_MQSC_PARAMETER = re.compile(rf"([A-Za-z][A-Za-z0-9]*)(?:\s*\(((?:{_QUOTED}|[^'()])*)\))?")
_CL_COMMENT = re.compile(rf"({_QUOTED})|/\*.*?\*/", re.S)
_CL_PARAMETER = re.compile(rf"([A-Za-z][A-Za-z0-9]*)\(((?:{_QUOTED}|[^'()])*)\)|({_QUOTED}|[^\s()]+)")


def _unquote(value: str) -> str:
    value = value.strip()
    return value[1:-1].replace("''", "'") if value[:1] == "'" else value


def _logical(text: str, comment: str | None) -> Iterator[str]:
    """Commands with + / - continuations joined; blank lines and (MQSC) * lines skipped."""
    parts: list[str] = []
    strip = False
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line or (comment and line.startswith(comment)):
            continue
        line = line.lstrip() if strip else line
        if line[-1] in "+-":
            parts.append(line[:-1])
            strip = line[-1] == "+"
        else:
            parts.append(line)
            yield "".join(parts)
            parts, strip = [], False
    if parts:
        yield "".join(parts)


def mqsc(text: str) -> Iterator[Attributes]:
    """One dict per MQSC command: NAME, then each KEYWORD (a flag maps to itself)."""
    for command in _logical(text, "*"):
        head = _MQSC_HEAD.match(command)
        if head is None:
            continue
        found = {"NAME": _unquote(head.group(3))}
        for match in _MQSC_PARAMETER.finditer(command, head.end()):
            keyword, value = match.groups()
            found[keyword.upper()] = keyword.upper() if value is None else _unquote(value)
        yield found


def cl(text: str) -> Iterator[Attributes]:
    """One dict per CL command, positional values under their keywords."""
    for command in _logical(_CL_COMMENT.sub(lambda m: m.group(1) or " ", text), None):
        name, _, rest = command.strip().partition(" ")
        spec = cl_vocabulary.COMMANDS.get(name.upper())
        if spec is None:
            continue
        slots, found = cl_vocabulary.positional(spec), {}
        for index, match in enumerate(_CL_PARAMETER.finditer(rest)):
            keyword, value, positional = match.groups()
            if positional is not None:
                found[slots[index]] = _unquote(positional)
            else:
                found[keyword.upper()] = _unquote(value)
        yield found


TOKENIZERS = {"mqsc": mqsc, "cl": cl}
_HEADS = {"NAME", "QNAME", "NAMELIST", "QTYPE"}


def _canonical(dialect: str, attributes: Attributes, command: Command) -> set[str]:
    """The canonical attribute names a tokenizer dict stands for (head parameters left out)."""
    names = set()
    for keyword in attributes.keys() - _HEADS:
        found = registry.by_keyword(dialect, keyword, command.object_type)
        flag = registry.by_flag(dialect, keyword, command.object_type)
        names.add(found.name if found else flag[0].name if flag else keyword)
    return names


def agreement(dialect: str, text: str) -> tuple[int, int]:
    """(agreeing, compared): commands whose dict names exactly the attributes and options mqtranslate reads."""
    script = DIALECTS[dialect].read(text, "<sample>", Reporter(), {})
    commands = [item for item in script.items if isinstance(item, Command)]
    dicts = list(TOKENIZERS[dialect](text))
    agreeing = sum(_canonical(dialect, found, command) == command.attributes.keys() | command.options.keys()
                   for found, command in zip(dicts, commands, strict=False))
    return agreeing, max(len(commands), len(dicts))

