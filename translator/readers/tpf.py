"""TPF ZMQSC reader: DEF/ALT/DEL of local, alias and remote queues into the canonical model.

Which parameters each command takes comes from the registry (its rows' ``TpfRule``); other
ZMQSC commands (DEF MQP, DEF CHL, START QMGR, MIGRATE, ...) and other TPF commands pass through.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import repeat

from lark import Token

from translator import registry
from translator.diagnostics import Reporter
from translator.dialects import tpf_vocabulary as vocabulary
from translator.dialects.tpf_rules import RULES, takes
from translator.model import NAME_KEY, Command, Explicit, Item, Passthrough, Rejected, Script, Value
from translator.model.characters import fold
from translator.parsers import blank
from translator.readers import values
from translator.readers.logical_lines import LogicalCommand, in_runs, tpf_commands
from translator.readers.parameters import store, suggest
from translator.readers.problems import parse_command, reject_too_long, reject_unknown
from translator.registry.objects import BY_TPF_NOUN

_B = blank()
_HEAD = re.compile(rf"[{_B}]*([A-Za-z]+)(?:[{_B}]+([A-Za-z]+))?(?:[{_B}]+([A-Za-z]+))?")


def read(text: str, file: str, reporter: Reporter, variables: dict[str, str]) -> Script:
    """Read a ZMQSC script; commands other than queue definitions pass through."""
    trailing: list[str] = []
    return Script(list(read_items(text, file, reporter, variables, trailing)), trailing)


def read_items(text: str, file: str, reporter: Reporter, variables: dict[str, str], trailing: list[str]) -> Iterator[Item]:
    """The items of a ZMQSC script as they are read; the comments after the last are added to ``trailing``."""
    del variables  # ZMQSC has no script variables
    return map(_item, in_runs(tpf_commands(text, file, reporter, trailing)), repeat(reporter))


def _item(logical: LogicalCommand, reporter: Reporter) -> Command | Passthrough | Rejected:
    head = _HEAD.match(logical.text)
    words = [fold(word) for word in head.groups() if word] if head else []
    kind = " ".join(words) or logical.first_line[:20]
    if len(logical.text) > vocabulary.LONGEST_COMMAND:
        return reject_too_long(logical, reporter, "tpf", kind, vocabulary.LONGEST_COMMAND)
    if len(words) < 3 or words[0] != "ZMQSC" or words[1] not in vocabulary.VERBS or words[2] not in BY_TPF_NOUN:
        unknown = vocabulary.unknown_command(logical.text)
        if unknown is not None:
            return reject_unknown(logical, reporter, "tpf", unknown)
        return Passthrough("tpf", kind, logical.source, logical.span(), logical.leading_comments,
                           vocabulary.object_name(logical.text))
    command = Command(vocabulary.VERBS[words[1]], BY_TPF_NOUN[words[2]], "", span=logical.span(),
                      comments=logical.comments, source_text=logical.source, breaks=logical.segments)
    return parse_command(command, logical, reporter, "tpf", kind, _build)


def _build(command: Command, logical: LogicalCommand, reporter: Reporter, children: list) -> None:
    _, object_token, *parameters = children
    for token in [object_token, *(tree.children[0] for tree in parameters)]:
        # A value TPF's writer refuses; a name is held to the naming rules (MQT208), which refuse more.
        if token is not object_token and (unheld := vocabulary.not_on_console(token)) is not None:
            reporter.report("MQT209", unheld[1], logical.span(token.start_pos + unheld[0]), logical.source,
                            expected=vocabulary.CONSOLE_CHARACTERS)
            continue
        try:
            if token is object_token:
                _name(command, token)
                command.offsets[NAME_KEY] = token.start_pos
            else:
                _parameter(command, token, token.start_pos)
        except values.ValueProblem as problem:
            reporter.report(problem.code, problem.message, logical.span(token.start_pos), logical.source,
                            expected=problem.expected)


def _name(command: Command, token: Token) -> None:
    """QL-name: quoted names keep their case, unquoted ones fold to upper case."""
    noun, inner = _split(token)
    found = values.items(inner, "tpf")
    if len(found) != 1:
        raise values.ValueProblem("MQT107", f"{noun}- needs exactly one queue name", f"{noun}-name")
    if found[0].word == "ALL":
        raise values.ValueProblem("MQT201", "ALL is not a valid TPF queue name (gtpo1mab)", "another queue name")
    command.name = found[0].word


def _split(token: Token) -> tuple[str, str]:
    """KEYWORD-value as the grammar's KEYWORD_VALUE token holds it: the keyword (upper case) and the value's text;
    a keyword holds no hyphen, so the first one joins them."""
    keyword, _, inner = token.partition("-")
    return fold(keyword), inner


def _parameter(command: Command, token: Token, offset: int) -> None:
    attribute, value = _flag(command, token) if token.type == "KEYWORD" else _keyword_value(command, token)
    store(command, attribute, value, offset, "tpf")


def _flag(command: Command, token: Token) -> tuple[registry.Attribute, Value]:
    """TRIGGER, NOTRIGGER, PURGE: a bare keyword that stands for one value."""
    found = registry.by_flag("tpf", fold(token), command.object_type)
    if found is None and (keyword := registry.by_keyword("tpf", fold(token), command.object_type)) is not None \
            and takes(keyword, command.action, command.object_type):
        raise values.ValueProblem("MQT102", f"{fold(token)} takes a value", f"{fold(token)}-value, as "
                                  f"{fold(token)}-{_example(keyword)}")
    attribute = _accepted(command, fold(token), found[0] if found else None)
    return attribute, Explicit(found[1].pcf)  # type: ignore[index]


def _keyword_value(command: Command, token: Token) -> tuple[registry.Attribute, Value]:
    keyword, inner = _split(token)
    flag = registry.by_flag("tpf", keyword, command.object_type)
    if flag is not None and takes(flag[0], command.action, command.object_type):
        raise values.ValueProblem("MQT102", f"{keyword} is a flag: it takes no value", keyword)
    attribute = _accepted(command, keyword, registry.by_keyword("tpf", keyword, command.object_type))
    found = values.items(inner, "tpf")
    if len(found) != 1:
        raise values.ValueProblem("MQT201", f"{keyword} takes exactly one value", f"{keyword}-value")
    if attribute.kind is registry.Kind.INTEGER and not found[0].quoted and found[0].text[:1] in _SIGNS:
        # IBM gives each as "a number from 0 to ...", on a console whose commands hold no + (a hyphen joins a keyword to
        # its value): digits alone. [UNSURE] whether TPF reads a leading - as a sign; it refuses the value either way.
        unsigned = found[0].text[1:]
        raise values.ValueProblem("MQT201", f"{keyword}-{found[0].text}: a ZMQSC number is digits alone, without a "
                                  "sign", f"{keyword}-{unsigned}" if unsigned.isascii() and unsigned.isdigit()
                                  else f"an integer {attribute.minimum}-{attribute.maximum}")
    if attribute.kind is registry.Kind.STRING and found[0].quoted and not found[0].text.strip(" "):
        _blank(keyword, attribute, found[0].text)
    return attribute, values.single(attribute, found[0], "tpf")


_SIGNS = ("+", "-")


def _blank(keyword: str, attribute: registry.Attribute, text: str) -> None:
    """Raise for a blank value TPF does not take: a blank name (its rule's ``blank``), or an empty string, as TPF's
    strings are 1 to ``max_length`` characters [UNSURE: no page shows a way to clear one]."""
    rule, shown = RULES[attribute], f"{keyword}-'{text}'"
    if rule is not None and not rule.blank:
        raise values.ValueProblem("MQT201", f"{shown}: TPF takes a 1- to {attribute.max_length}-character name here, "
                                  "never a blank one", f"{keyword}-name")
    if not text:
        raise values.ValueProblem("MQT201", f"{shown}: TPF takes a 1- to {attribute.max_length}-character string, "
                                  "never an empty one", f"{keyword}-' ' for a blank value")


def _example(attribute: registry.Attribute) -> str:
    """A value of ``attribute`` as ZMQSC writes it, for a message: its first word, or a number."""
    words = [word for value in attribute.values if (word := value.spelling("tpf"))]
    return words[0] if words else "5" if attribute.kind is registry.Kind.INTEGER else "'text'"


def _accepted(command: Command, keyword: str, attribute: registry.Attribute | None) -> registry.Attribute:
    """``attribute`` when this ZMQSC command takes it (its registry ``TpfRule``), else MQT105."""
    if attribute is None or not takes(attribute, command.action, command.object_type):
        named = vocabulary.command_name(command.action, command.object_type)
        others = [vocabulary.command_name(action, object_type) for action in dict.fromkeys(vocabulary.VERBS.values())
                  for object_type in dict.fromkeys(BY_TPF_NOUN.values())
                  if attribute is not None and takes(attribute, action, object_type)]
        # A keyword another command takes is no typo: a spelling near it would mislead.
        raise values.ValueProblem("MQT105", f"{keyword} is not a parameter of {named}"
                                  + (f" (only of {', '.join(others)})" if others else ""),
                                  f"{keyword} on {' or '.join(others)}" if others else
                                  suggest(keyword, vocabulary.keywords(command.action, command.object_type)))
    return attribute
