"""The attribute table: every canonical attribute and its spelling in each dialect, from the registry.

The README's "Attribute table" section is this module's Markdown output (a test keeps them equal).
"""

from __future__ import annotations

import json

from translator import registry
from translator.dialects import rest
from translator.dialects.tpf_vocabulary import WRITTEN_VERBS
from translator.markdown import table
from translator.model import ObjectType
from translator.registry import Attribute
from translator.registry.objects import BY_TYPE

NOT_EXPRESSIBLE = "not expressible"
COLUMNS = ("mqsc", "cl", "pcf", "tpf", "rest")
_HEADER = ("Attribute", "Applies to", "MQSC", "CL", "PCF (pcf, pcf-bin)", "TPF (tpf)", "REST (runCommandJSON key)")


def _words(values: list[str | None]) -> str | None:
    """Flag keywords joined (TRIGGER / NOTRIGGER); "" spells a value by omission and is not shown."""
    return " / ".join(word for word in values if word) or None


def _mqsc(attribute: Attribute) -> str | None:
    if attribute.is_flag("mqsc"):
        return _words([value.spelling("mqsc") for value in attribute.values])
    return ", ".join(filter(None, (attribute.spelling("mqsc"), *attribute.synonyms.get("mqsc", ())))) or None


def _tpf(attribute: Attribute) -> str | None:
    """``PUT- (QL, QA)``, ``USAGE- (DEF QL)``, ``PURGE (DEL QL)``: the keyword and the commands that take it."""
    if not attribute.tpf_types:
        return None
    keyword = attribute.spelling("tpf")
    words = f"{keyword}-" if keyword else _words([value.spelling("tpf") for value in attribute.values])
    verbs = [verb for action, verb in WRITTEN_VERBS.items()
             if any(attribute.in_tpf(action, t) for t in attribute.tpf_types)]
    prefix = f"{verbs[0]} " if len(verbs) == 1 else ""
    return f"{words} ({', '.join(prefix + str(BY_TYPE[t].spelling('tpf')) for t in ObjectType if t in attribute.tpf_types)})"


def spellings(attribute: Attribute) -> dict[str, str]:
    """The attribute's keyword in each dialect, or "not expressible"."""
    found = {"mqsc": _mqsc(attribute), "cl": attribute.spelling("cl"), "tpf": _tpf(attribute),
             "pcf": f"{attribute.pcf} ({attribute.pcf_number})" if attribute.pcf else None, "rest": rest.column(attribute)}
    return {dialect: found[dialect] or NOT_EXPRESSIBLE for dialect in COLUMNS}


def _applies_to(attribute: Attribute) -> list[str]:
    return [t.value for t in ObjectType if t in attribute.object_types]


def _name(attribute: Attribute) -> str:
    return f"{attribute.name} (option)" if attribute.option else attribute.name


def markdown() -> str:
    """The table in Markdown, one row per registry attribute, in registry order."""
    return table(_HEADER, [(_name(a), ", ".join(_applies_to(a)), *spellings(a).values()) for a in registry.ATTRIBUTES])


def as_json() -> str:
    """The table as a JSON list: the same spellings plus the structured facts behind them."""
    return json.dumps([{"attribute": a.name, "option": a.option, "kind": a.kind.value, "applies_to": _applies_to(a),
                        "spellings": spellings(a), "pcf_number": a.pcf_number,
                        "tpf_types": [str(BY_TYPE[t].spelling("tpf")) for t in ObjectType if t in a.tpf_types],
                        "tpf_define_only": a.tpf_define_only} for a in registry.ATTRIBUTES], indent=2) + "\n"
