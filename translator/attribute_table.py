"""The attribute table: every canonical attribute and its spelling in each dialect, from the registry.

Each dialect with a ``heading`` has a column, filled by its ``table_entry``; the JSON form adds each
dialect's ``table_facts``. The README's "Attribute table"
section is this module's Markdown output (a test keeps them equal).
"""

from __future__ import annotations

import json

from translator import registry
from translator.dialects import DIALECTS, Dialect
from translator.markdown import table
from translator.model import ObjectType
from translator.registry import Attribute

NOT_EXPRESSIBLE = "not expressible"


def _columns() -> list[Dialect]:
    return [dialect for dialect in DIALECTS.values() if dialect.heading and dialect.table_entry]


def spellings(attribute: Attribute) -> dict[str, str]:
    """The attribute's keyword in each dialect, or "not expressible"."""
    return {dialect.name: dialect.table_entry(attribute) or NOT_EXPRESSIBLE  # type: ignore[misc]
            for dialect in _columns()}


def _applies_to(attribute: Attribute) -> list[str]:
    return [t.value for t in ObjectType if t in attribute.object_types]


def _name(attribute: Attribute) -> str:
    return f"{attribute.name} (option)" if attribute.option else attribute.name


def markdown() -> str:
    """The table in Markdown, one row per registry attribute, in registry order."""
    header = ("Attribute", "Applies to", *(str(dialect.heading) for dialect in _columns()))
    return table(header, [(_name(a), ", ".join(_applies_to(a)), *spellings(a).values()) for a in registry.ATTRIBUTES])


def _facts(attribute: Attribute) -> dict[str, object]:
    """The dialects' own structured facts about the attribute (TPF: which queue types' commands take it)."""
    return {key: fact for dialect in DIALECTS.values() if dialect.table_facts
            for key, fact in dialect.table_facts(attribute).items()}


def as_json() -> str:
    """The table as a JSON list: the same spellings plus the structured facts behind them."""
    return json.dumps([{"attribute": a.name, "option": a.option, "kind": a.kind.value, "applies_to": _applies_to(a),
                        "spellings": spellings(a), "pcf_number": a.pcf_number, **_facts(a)}
                       for a in registry.ATTRIBUTES], indent=2) + "\n"
