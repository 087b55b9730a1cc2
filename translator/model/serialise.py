"""The model as JSON and back: ``from_json(to_json(x)) == x`` for a script, each item and each value.

The shapes (docs/model.md) are made for people and for diffing: keys in a fixed order, a command's attributes
and options sorted by name, a value as the JSON it states (string, number, list of names) unless it is one of
the values no source states (``{"kind": "unchanged"}``, ``{"kind": "system-default"}``, ``{"kind": "blank"}``,
``{"kind": "variable", "name": ...}``), a span as ``[file, line, column]``. Empty lists and maps, and a command's
absent ``from``, are left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from translator.model.commands import Action, Command, Item, ObjectType, Passthrough, Rejected, Script, Span
from translator.model.values import BLANK, SYSTEM_DEFAULT, UNCHANGED, Explicit, Value, Variable

Json = Any  # what json.loads gives

_SPECIAL = {UNCHANGED: "unchanged", SYSTEM_DEFAULT: "system-default", BLANK: "blank"}
_BY_KIND = {kind: value for value, kind in _SPECIAL.items()}


def value_to_json(value: Value) -> Json:
    """A value: what an Explicit states (a tuple as a list), else an object naming its kind."""
    if isinstance(value, Explicit):
        stated = value.value
        return list(stated) if isinstance(stated, tuple) else stated
    if isinstance(value, Variable):
        return {"kind": "variable", "name": value.name}
    return {"kind": _SPECIAL[value]}


def value_from_json(data: Json) -> Value:
    """The value ``value_to_json`` gave ``data`` for."""
    if isinstance(data, dict):
        return Variable(data["name"]) if data["kind"] == "variable" else _BY_KIND[data["kind"]]
    if isinstance(data, list) and all(isinstance(name, str) for name in data):
        return Explicit(tuple(data))
    # JSON true is an int to Python, and equal to 1: as a value it would be spelled as whatever 1 was before it.
    if isinstance(data, str) or (isinstance(data, int) and not isinstance(data, bool)):
        return Explicit(data)
    raise ValueError(f"not a value: {data!r}")


def _span(span: Span) -> list[Json]:
    return [span.file, span.line, span.column]


def _unspan(data: Json) -> Span:
    file, line, column = data
    return Span(file, line, column)


def _values(values: dict[str, Value]) -> dict[str, Json]:
    return {key: value_to_json(values[key]) for key in sorted(values)}


def item_to_json(item: Item) -> dict[str, Json]:
    """A command, passthrough or rejected command; its first key, ``item``, says which."""
    if isinstance(item, Command):
        return _command(item)
    found: dict[str, Json] = {"item": "passthrough" if isinstance(item, Passthrough) else "rejected",
                              "dialect": item.dialect, "kind": item.kind, "name": item.name}
    if isinstance(item, Passthrough):
        found["known"] = item.known
    found["span"] = _span(item.span)
    found["text"] = item.text
    if item.comments:
        found["comments"] = list(item.comments)
    if isinstance(item, Passthrough) and item.label:
        found["label"] = item.label
    if isinstance(item, Passthrough) and item.runs:
        found["runs"] = item.runs
    if isinstance(item, Passthrough) and item.runs_on:
        found["runs_on"] = item.runs_on
    if isinstance(item, Passthrough) and item.runs_unread:
        found["runs_unread"] = item.runs_unread
    if isinstance(item, Passthrough) and item.repeats:
        found["repeats"] = item.repeats
    if isinstance(item, Passthrough) and item.after:
        found["after"] = item.after
    if isinstance(item, Passthrough) and item.ends:
        found["ends"] = True
    if isinstance(item, Passthrough) and item.may_end:
        found["may_end"] = item.may_end
    if isinstance(item, Passthrough) and item.lands:
        found["lands"] = item.lands
    if isinstance(item, Passthrough) and item.closes:
        found["closes"] = item.closes
    if isinstance(item, Passthrough) and item.watches:
        found["watches"] = True
    return found


def _command(command: Command) -> dict[str, Json]:
    found: dict[str, Json] = {"item": "command", "action": command.action.value,
                              "type": command.object_type.value, "name": command.name}
    if command.kind:
        found["kind"] = command.kind
    if command.from_name is not None:
        found["from"] = command.from_name
    found["attributes"] = _values(command.attributes)
    found["options"] = _values(command.options)
    found["span"] = _span(command.span)
    if command.comments:
        found["comments"] = list(command.comments)
    if command.comments_inside:
        found["comments_inside"] = command.comments_inside
    if command.label:
        found["label"] = command.label
    if command.condition:
        found["condition"] = command.condition
    if command.library:
        found["library"] = command.library
    if command.lands:
        found["lands"] = command.lands
    if command.variable_names:
        found["variable_names"] = {key: why for key, why in command.variable_names}
    found["source"] = command.source_text
    if command.spans:
        found["spans"] = {key: _span(command.spans[key]) for key in sorted(command.spans)}
    if command.offsets:
        found["offsets"] = {key: command.offsets[key] for key in sorted(command.offsets)}
    if command.breaks:
        found["breaks"] = [list(each) for each in command.breaks]
    return found


def item_from_json(data: dict[str, Json]) -> Item:
    """The item ``item_to_json`` gave ``data`` for."""
    kind = data["item"]
    if kind == "command":
        return Command(Action(data["action"]), ObjectType(data["type"]), data["name"], data.get("from"),
                       _unvalues(data["attributes"]), _unvalues(data["options"]), _unspan(data["span"]),
                       list(data.get("comments", [])), data["source"],
                       {key: _unspan(span) for key, span in data.get("spans", {}).items()},
                       dict(data.get("offsets", {})), [(a, b, c) for a, b, c in data.get("breaks", [])],
                       data.get("kind", ""), data.get("comments_inside", 0), data.get("label", ""),
                       data.get("condition", ""), data.get("library", ""), data.get("lands", ""),
                       tuple(data.get("variable_names", {}).items()))
    if kind == "passthrough":
        return Passthrough(data["dialect"], data["kind"], data["text"], _unspan(data["span"]),
                           list(data.get("comments", [])), data["name"], data["known"], data.get("label", ""),
                           data.get("runs", ""), data.get("repeats", ""), data.get("after", ""),
                           bool(data.get("ends", False)), data.get("may_end", ""), data.get("lands", ""),
                           int(data.get("closes", 0)), bool(data.get("watches", False)), data.get("runs_on", ""),
                           data.get("runs_unread", ""))
    if kind == "rejected":
        return Rejected(data["dialect"], data["kind"], data["text"], _unspan(data["span"]),
                        list(data.get("comments", [])), data["name"])
    raise ValueError(f"not an item: {kind!r}")


def _unvalues(data: dict[str, Json]) -> dict[str, Value]:
    return {key: value_from_json(value) for key, value in data.items()}


def to_json(script: Script) -> dict[str, Json]:
    """A script: its items in source order and the comments after the last."""
    return {"items": [item_to_json(item) for item in script.items],
            "trailing_comments": list(script.trailing_comments)}


def from_json(data: dict[str, Json]) -> Script:
    """The script ``to_json`` gave ``data`` for."""
    return Script([item_from_json(item) for item in data["items"]], list(data["trailing_comments"]))


def _line(data: Json) -> str:
    """One JSON line, non-ASCII text as it is; but a lone surrogate (JSON input can hold one: "\\ud800") as its
    escape, as no encoding can write it."""
    line = json.dumps(data, ensure_ascii=False)
    return json.dumps(data) if _SURROGATE.search(line) else line


_SURROGATE = re.compile("[\ud800-\udfff]")


def lines(script: Script, file: str, dialect: str) -> Iterator[str]:
    """A script as JSON Lines, as ``mqtranslate parse`` prints it: a line naming the file and its dialect, a line
    per item, and a line holding the comments after the last item."""
    return item_lines(script.items, script.trailing_comments, file, dialect)


def item_lines(items: Iterable[Item], trailing: list[str], file: str, dialect: str) -> Iterator[str]:
    """``lines`` for items as they are read: ``trailing`` is read once the last item is given, when it is
    complete."""
    yield _line({"script": file, "dialect": dialect})
    for item in items:
        yield _line(item_to_json(item))
    yield _line({"trailing_comments": list(trailing)})


def read_lines(text: Iterable[str]) -> Iterator[tuple[str, str, Script]]:
    """Each (file, dialect, script) of what ``lines`` printed for one script or more."""
    header: dict[str, Json] | None = None
    items: list[Item] = []
    for line in text:
        if not line.strip():
            continue
        data = json.loads(line)
        if "script" in data:
            header, items = data, []
        elif header is None:
            raise ValueError("model JSON Lines start with a script line")
        elif "trailing_comments" in data:
            yield header["script"], header["dialect"], Script(items, list(data["trailing_comments"]))
            header = None
        else:
            items.append(item_from_json(data))
    if header is not None:
        raise ValueError(f"model JSON Lines of {header['script']} end before its trailing_comments line")
