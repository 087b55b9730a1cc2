"""A seeded generator of realistic MQSC and CL script corpora, its attributes drawn from translator.registry.

    python -m benchmarks.corpus DIR --commands 100000 [--seed 1] [--cl-share 0.2]

Files hold 10 to 5,000 commands (the last one is cut to hit the total exactly). Commands define or alter
local, alias, remote and model queues and namelists with 3 to 20 attributes each (as many as the object type
has when it has fewer), in the spellings and value ranges the registry gives, so every command translates
between MQSC and CL. The text has what real scripts have: ``*`` and ``/* */`` comments, blank lines,
``+`` and ``-`` continuations, lower-case verbs and MQSC synonyms, quoted strings with doubled quotes,
and CL positional parameters. The same seed gives the same bytes.
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from translator import registry
from translator.dialects import cl_vocabulary
from translator.model import Action, ObjectType
from translator.registry import Attribute, Kind
from translator.registry.objects import BY_TYPE
from translator.writers.layout import quote

TYPES = (ObjectType.LOCAL,) * 6 + (ObjectType.ALIAS, ObjectType.REMOTE, ObjectType.MODEL, ObjectType.NAMELIST)
WORDS = ("orders", "payments", "it's", "batch", "reply", "audit", "EU", "retry", "don't", "purge", "night", "feed")
MIN_FILE, MAX_FILE = 10, 5_000


@dataclass(frozen=True)
class Corpus:
    """What was generated."""

    files: int
    commands: int
    bytes: int


@cache
def attributes(object_type: ObjectType) -> tuple[Attribute, ...]:
    """Attributes both dialects spell for this object type (CLUSNL left out: it excludes CLUSTER)."""
    return tuple(a for a in registry.ATTRIBUTES
                 if object_type in a.object_types and not a.option and a.spelling("cl")
                 and (a.spelling("mqsc") or a.is_flag("mqsc"))
                 and a.name != "ClusterNamelist"
                 and (a.kind is not Kind.ENUM or any(v.spelling("mqsc") and v.spelling("cl") for v in a.values)))


def _name(rng: random.Random, prefix: str) -> str:
    return f"{prefix}.{rng.choice(WORDS).upper().replace(chr(39), '')}.{rng.randrange(100_000):05d}"


def _text(rng: random.Random, limit: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 6)))[:limit].rstrip()


def _value(rng: random.Random, attribute: Attribute, dialect: str) -> str:
    """The text inside KEYWORD(...) for a random valid value (or the bare MQSC flag)."""
    if attribute.kind is Kind.ENUM:
        value = rng.choice([v for v in attribute.values if v.spelling("mqsc") and v.spelling("cl")])
        return value.spelling(dialect) or ""
    if attribute.kind is Kind.INTEGER:
        return str(rng.randint(attribute.minimum or 0, min(attribute.maximum or 0, 999_999)))
    if attribute.kind is Kind.NAME_LIST:
        names = [quote(_name(rng, "APP")) for _ in range(rng.randint(1, 5))]
        return {"mqsc": ", ", "cl": " "}[dialect].join(names)  # CL separates a list's names by blanks only
    length = attribute.max_length or 48
    free_text = attribute.name in ("QDesc", "NamelistDesc", "TriggerData", "Custom")
    return quote(_text(rng, length) if free_text else _name(rng, "SYS")[:length])


def _chosen(rng: random.Random, object_type: ObjectType) -> list[Attribute]:
    pool = attributes(object_type)
    return rng.sample(pool, min(len(pool), rng.randint(3, 20)))


def _fold(rng: random.Random, head: str, parameters: list[str]) -> str:
    """Join with blanks, continuing lines with + (next line's first non-blank) or - (its first column)."""
    lines, line = [], head
    for parameter in parameters:
        if len(line) > 50 and rng.random() < 0.7:
            continuation = "-" if rng.random() < 0.2 else "+"
            lines.append(line + " " + continuation)
            line = ("" if continuation == "-" else "       ") + parameter
        else:
            line += " " + parameter
    return "\n".join([*lines, line])


def mqsc_command(rng: random.Random) -> str:
    """One MQSC DEFINE or ALTER command, sometimes after a * comment or a blank line."""
    object_type = rng.choice(TYPES)
    define = rng.random() < 0.8
    verb = rng.choice(("DEFINE", "DEF", "define")) if define else rng.choice(("ALTER", "ALT", "alter"))
    noun = rng.choice(BY_TYPE[object_type].nouns("mqsc"))
    parameters = []
    for attribute in _chosen(rng, object_type):
        value = _value(rng, attribute, "mqsc")
        parameters.append(value if attribute.is_flag("mqsc") else f"{attribute.spelling('mqsc')}({value})")
    if define and rng.random() < 0.5:
        parameters.append("REPLACE")
    prefix = rng.choice(("", "", "", "* owner: middleware team\n", "\n"))
    return prefix + _fold(rng, f"{verb} {noun}({quote(_name(rng, 'APP'))})", parameters)


def cl_command(rng: random.Random) -> str:
    """One CL CRTMQMQ/CHGMQMQ or CRTMQMNL/CHGMQMNL command, head parameters sometimes positional."""
    object_type = rng.choice(TYPES)
    action = Action.CREATE if rng.random() < 0.8 else Action.CHANGE
    spec = cl_vocabulary.BY_ACTION[(action, object_type.family)]
    name = quote(_name(rng, "APP"))
    if object_type is ObjectType.NAMELIST:
        head = [name if rng.random() < 0.3 else f"NAMELIST({name})"]
    else:
        qtype = BY_TYPE[object_type].spelling("cl")
        positional = action is Action.CREATE and rng.random() < 0.3
        head = [name, qtype] if positional else [f"QNAME({name})", f"QTYPE({qtype})"]
    parameters = [f"{a.spelling('cl')}({_value(rng, a, 'cl')})" for a in _chosen(rng, object_type)]
    if action is Action.CREATE and rng.random() < 0.5:
        parameters.append("REPLACE(*YES)")
    comment = rng.choice(("", "", "", "/* owner: middleware team */\n"))
    return comment + _fold(rng, " ".join([spec.name, *head]), parameters)


def generate(directory: Path, commands: int, seed: int = 1, cl_share: float = 0.2) -> Corpus:
    """Write a corpus of exactly ``commands`` commands under ``directory``."""
    rng = random.Random(seed)
    directory.mkdir(parents=True, exist_ok=True)
    files = size = written = 0
    while written < commands:
        count = min(commands - written, round(MIN_FILE * (MAX_FILE / MIN_FILE) ** rng.random()))
        cl = rng.random() < cl_share
        text = "\n".join((cl_command if cl else mqsc_command)(rng) for _ in range(count)) + "\n"
        path = directory / f"{'cl' if cl else 'mqsc'}{files // 100:03d}" / f"script{files:05d}.{'clle' if cl else 'mqsc'}"
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        files, size, written = files + 1, size + len(text.encode()), written + count
    return Corpus(files, written, size)


def main() -> None:
    """Command line: generate a corpus."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--commands", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cl-share", type=float, default=0.2, help="share of files written in CL")
    options = parser.parse_args()
    corpus = generate(options.directory, options.commands, options.seed, options.cl_share)
    print(f"{corpus.files} files, {corpus.commands:,} commands, {corpus.bytes:,} bytes in {options.directory}")


if __name__ == "__main__":
    main()
