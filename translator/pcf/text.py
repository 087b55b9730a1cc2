"""The readable form of a PCF message: one JSON object with constant names where they are known.

A command outside queues, namelists and processes is carried between the binary and the JSON form exactly
(:func:`render_exact`, :func:`parse_exact`). Each parameter is spelled plainly where its JSON value says its
structure (a number: MQCFIN; a string: MQCFST; a list of numbers: MQCFIL; of strings: MQCFSL), else typed, by an
object naming its structure: ``{"MQCFIF": 10, "operator": 4}``, ``{"MQCFSL": ["AB"], "length": 6}``,
``{"MQCFBS": "0a1b"}`` (hex), ``{"MQCFGR": {members}}``. Strings keep their padding; they carry no CCSID, as pcf-bin
writes every string in the one its options name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace

from translator.dialects import pcf_identifiers as identifiers
from translator.dialects import pcf_vocabulary as vocabulary
from translator.pcf import parameters as pcf
from translator.pcf.binary import (
    MOST_DEPTH,
    MQCFH_VERSION_1,
    MQCFH_VERSION_3,
    MQCFT_BYTE_STRING,
    MQCFT_BYTE_STRING_FILTER,
    MQCFT_COMMAND,
    MQCFT_COMMAND_XR,
    MQCFT_GROUP,
    MQCFT_INTEGER,
    MQCFT_INTEGER64,
    MQCFT_INTEGER64_LIST,
    MQCFT_INTEGER_FILTER,
    MQCFT_INTEGER_LIST,
    MQCFT_STRING,
    MQCFT_STRING_FILTER,
    MQCFT_STRING_LIST,
    STRUCTURE_NAMES,
    STRUCTURE_TYPES,
    Filter,
    PcfMessage,
    PcfParameter,
    ccsid_codec,
    list_width,
)
from translator.pcf.commands import BY_NUMBER


def render(message: PcfMessage) -> str:
    """``{"command": "MQCMD_CREATE_Q", "parameters": {"MQCA_Q_NAME": "APP.IN", ...}}`` on one line; a parameter the
    message gives twice is written twice (as a dict would not), so that what was read is shown whole."""
    command = BY_NUMBER[message.command].name if message.command in BY_NUMBER else message.command
    parameters = ", ".join(f"{_json(key)}: {_json(value)}" for key, value in map(_entry, message.parameters))
    return f'{{"command": {_json(command)}, "parameters": {{{parameters}}}}}'


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry(given: PcfParameter) -> tuple[str, object]:
    parameter = pcf.by_number(given.id)
    if given.type not in _PLAIN:  # no structure of a queue, namelist or process definition: shown typed
        return _key(given.id), _typed(given)
    if parameter is None:
        return str(given.id), list(given.value) if isinstance(given.value, tuple) else given.value
    if parameter.structure == MQCFT_INTEGER:
        return parameter.identifier, pcf.value_name(parameter, given.value)  # type: ignore[arg-type]
    return parameter.identifier, list(given.value) if isinstance(given.value, tuple) else given.value


class NotCarried(ValueError):
    """A message, or a JSON line, that the other PCF form cannot hold exactly; the text says why."""


# --- the binary form to the JSON form ------------------------------------------------------------------------------

_HEADER_TYPES = {MQCFT_COMMAND: "MQCFT_COMMAND", MQCFT_COMMAND_XR: "MQCFT_COMMAND_XR"}


def render_exact(message: PcfMessage) -> str:
    """The JSON line of a command outside the translated ones, from which :func:`parse_exact` gives ``message``
    again (its strings' CCSIDs aside); NotCarried when a parameter is given twice (a JSON object's keys are not)."""
    fields = {"command": vocabulary.BY_NUMBER.get(message.command, message.command)}
    if message.extended:
        fields["type"] = _HEADER_TYPES[MQCFT_COMMAND_XR]
    if message.version != MQCFH_VERSION_1:
        fields["version"] = message.version
    fields["parameters"] = _spelled_all(message.parameters)
    line = _json(fields)
    if len(line) > vocabulary.LONGEST_LINE:
        raise NotCarried(f"its JSON line would be {len(line):,} characters long, longer than the "
                         f"{vocabulary.LONGEST_LINE:,} a pcf line is read with")
    return line


def _spelled_all(parameters: tuple[PcfParameter, ...]) -> dict[str, object]:
    spelled: dict[str, object] = {}
    for parameter in parameters:
        key = _key(parameter.id)
        if key in spelled:
            raise NotCarried(f"{key} is given twice, and a JSON object holds each key once")
        spelled[key] = _spelled(key, parameter)
    return spelled


def _key(number: int) -> str:
    known = pcf.by_number(number)
    return known.identifier if known else identifiers.BY_NUMBER.get(number, str(number))


def _spelled(key: str, parameter: PcfParameter) -> object:
    """The plain spelling of ``parameter`` where it reads back as the same structure, else the typed one."""
    if parameter.type == MQCFT_GROUP:
        return {STRUCTURE_NAMES[MQCFT_GROUP]: _spelled_all(parameter.value)}  # type: ignore[arg-type]
    for spelling in (_plain_spelling(parameter), _typed(parameter)):
        if spelling is None:
            continue
        try:
            if _value(key, spelling, parameter.ccsid) == parameter:
                return spelling
        except NotCarried:
            pass
    raise NotCarried(f"{key}'s {STRUCTURE_NAMES[parameter.type]} has no JSON spelling that reads back the same")


def _plain_spelling(parameter: PcfParameter) -> object:
    value = parameter.value
    if parameter.type == MQCFT_INTEGER:
        known = pcf.by_number(parameter.id)
        return _value_name(known, value) if known and known.structure == MQCFT_INTEGER else value  # type: ignore[arg-type]
    if parameter.type not in _PLAIN:
        return None
    return list(value) if isinstance(value, tuple) else value  # type: ignore[arg-type]


def _typed(parameter: PcfParameter) -> dict[str, object]:
    """``{"MQCF..": value, ...}``: the structure named, its value and any field its value does not say."""
    value = parameter.value
    fields: dict[str, object] = {}
    if isinstance(value, Filter):
        value, fields["operator"] = value.value, value.operator
    if parameter.type == MQCFT_GROUP:  # shown, each member typed (a member given twice once: see _spelled_all)
        value = {_key(member.id): _typed(member) for member in value}  # type: ignore[union-attr]
    elif isinstance(value, bytes):
        value = value.hex()
    elif isinstance(value, tuple):
        value = list(value)
    if parameter.type == MQCFT_STRING_LIST and parameter.width != _width(parameter.value, parameter.ccsid):  # type: ignore[arg-type]
        fields["length"] = parameter.width
    return {STRUCTURE_NAMES[parameter.type]: value, **fields}


def _width(items: tuple[str, ...] | list[str], ccsid: int) -> int:
    """The StringLength an MQCFSL of ``items`` is written with when its JSON does not say one."""
    codec = ccsid_codec(ccsid) or "utf-8"
    try:
        return list_width([item.encode(codec) for item in items])
    except UnicodeEncodeError as error:
        raise NotCarried(f"{error.object[error.start]!r} cannot be encoded in CCSID {ccsid}") from None


# --- the JSON form to the binary form ------------------------------------------------------------------------------


def parse_exact(line: str, ccsid: int) -> PcfMessage:
    """The message a JSON line of a command passed through gives, its strings in ``ccsid``; NotCarried when a
    parameter's structure or value cannot be known from it."""
    fields = json.loads(line)
    command = fields.get("command")
    number = vocabulary.COMMANDS.get(command) if isinstance(command, str) else command
    if not _is_integer(number) or number not in vocabulary.BY_NUMBER:
        raise NotCarried(f"{command!r} is not a PCF command")
    header = fields.get("type", _HEADER_TYPES[MQCFT_COMMAND])
    if header not in _HEADER_TYPES.values():
        raise NotCarried(f'"type" is {_json(header)}, not "MQCFT_COMMAND" or "MQCFT_COMMAND_XR"')
    version = fields.get("version", MQCFH_VERSION_1)
    if not _is_integer(version) or not MQCFH_VERSION_1 <= version <= MQCFH_VERSION_3:
        raise NotCarried(f'"version" is {_json(version)}, not {MQCFH_VERSION_1} to {MQCFH_VERSION_3}')
    parameters = _parameters(fields.get("parameters", {}), ccsid)
    return PcfMessage(number, parameters, extended=header == _HEADER_TYPES[MQCFT_COMMAND_XR], version=version)


def _parameters(given: object, ccsid: int, depth: int = 0, owner: str = "the parameters") -> tuple[PcfParameter, ...]:
    """The parameters of a JSON object, or of a group nested ``depth`` deep (``owner``: what they are, said)."""
    if not isinstance(given, dict):
        raise NotCarried(f"{owner} are {_json(given)}, not a JSON object")
    parameters = tuple(_value(key, value, ccsid, depth) for key, value in given.items())
    numbers = [parameter.id for parameter in parameters]
    twice = next((number for number in numbers if numbers.count(number) > 1), None)
    if twice is not None:
        raise NotCarried(f"parameter {_key(twice)} is given twice")
    return parameters


def parameter_meaning(key: str) -> object:
    """The parameter number a key stands for (MQCA_Q_NAME and "2016" alike, MQCA_Q_MGR_DESC and "2014": every
    identifier IBM MQ defines, not only the translated commands'), or the key when it is neither."""
    parameter = pcf.lookup(key)
    if parameter is not None:
        return parameter.number
    if key in identifiers.PARAMETERS:
        return identifiers.PARAMETERS[key]
    digits = key.removeprefix("-")
    return int(key) if digits.isascii() and digits.isdigit() and len(digits) <= 10 else key


def _number(key: str) -> int:
    number = parameter_meaning(key)
    if _is_integer(number):
        return number  # type: ignore[return-value]
    raise NotCarried(f"{key!r} is no parameter identifier IBM MQ defines, nor a 32-bit number")


def _value(key: str, value: object, ccsid: int, depth: int = 0) -> PcfParameter:
    """The parameter ``key`` with JSON value ``value``, plain or typed (in a group nested ``depth`` deep)."""
    number = _number(key)
    if isinstance(value, dict):
        return _typed_value(key, number, value, ccsid, depth)
    type_, read = _plain_type(key, number, value)
    return _structure(key, number, type_, read, {}, ccsid)


# A string spelled as an MQ constant's name (MQQT_LOCAL): plainly, the number it stands for is meant, and where it is
# not known here it is not guessed; a string parameter holding such text is spelled typed.
_CONSTANT = re.compile(r"MQ[A-Z0-9]*_[A-Z0-9_]+")


def _plain_type(key: str, number: int, value: object) -> tuple[int, object]:
    """The structure a plain JSON value stands for, and the value (a constant's name as its number)."""
    known = pcf.by_number(number)
    if isinstance(value, str) and known is not None and known.structure == MQCFT_INTEGER:
        found = _value_number(known, value)
        if found is None:
            raise NotCarried(f"{value!r} is not a value of {key} known here: give its number")
        return MQCFT_INTEGER, found
    if isinstance(value, str) and _CONSTANT.fullmatch(value):
        raise NotCarried(f"{key} is {value!r}, a constant's name: give its number, or "
                         f'{{"MQCFST": {_json(value)}}} for the text')
    shapes = {str: MQCFT_STRING, int: MQCFT_INTEGER}
    if isinstance(value, list) and value and len({type(item) for item in value}) == 1 and type(value[0]) in shapes:
        type_ = MQCFT_STRING_LIST if type(value[0]) is str else MQCFT_INTEGER_LIST
        if type_ == MQCFT_STRING_LIST and any(_CONSTANT.fullmatch(item) for item in value):
            raise NotCarried(f"{key} holds a constant's name: give numbers, or {{\"MQCFSL\": [...]}} for texts")
    elif type(value) in shapes:
        type_ = shapes[type(value)]
    else:
        raise NotCarried(f"{key} is {_json(value)}, whose structure cannot be known: name it "
                         '({"MQCFIL": []}, {"MQCFIN64": 5} ...)')
    if known is not None and known.structure != type_:
        raise NotCarried(f"{key} is an {known.structure_name}: an {STRUCTURE_NAMES[type_]} is named, not guessed")
    return type_, value


# The values a parameter of the registry takes in a command passed through (an inquiry's) beyond its definitions': read
# and written by name, as the registry's are.
_INQUIRY_VALUES: dict[str, dict[str, int]] = {"MQIA_Q_TYPE": {"MQQT_CLUSTER": 7, "MQQT_ALL": 1001}}


def _value_name(parameter: pcf.Parameter, number: int) -> str | int:
    """The name of ``parameter``'s value ``number``, or the number."""
    extra = _INQUIRY_VALUES.get(parameter.identifier, {})
    return next((name for name, value in extra.items() if value == number), pcf.value_name(parameter, number))


def _value_number(parameter: pcf.Parameter, name: str) -> int | None:
    """The number of ``parameter``'s value ``name``, or None."""
    found = pcf.value_number(parameter, name)
    return _INQUIRY_VALUES.get(parameter.identifier, {}).get(name) if found is None else found


def _typed_value(key: str, number: int, value: dict, ccsid: int, depth: int) -> PcfParameter:
    named = [name for name in value if name in STRUCTURE_TYPES]
    if len(named) != 1:
        raise NotCarried(f"{key} is an object naming {len(named)} structures, not one (MQCFIN, MQCFST, ...)")
    type_ = STRUCTURE_TYPES[named[0]]
    extra = {name: field for name, field in value.items() if name != named[0]}
    return _structure(key, number, type_, value[named[0]], extra, ccsid, depth)


def _is_integer(value: object, bits: int = 32) -> bool:
    return type(value) is int and -(1 << (bits - 1)) <= value < 1 << (bits - 1)  # type: ignore[operator]


def _hex(key: str, value: object) -> bytes:
    if isinstance(value, str) and re.fullmatch(r"(?:[0-9a-f]{2})*", value):
        return bytes.fromhex(value)
    raise NotCarried(f"{key}'s bytes are {_json(value)}, not pairs of lower-case hex digits")


def _integers(bits: int) -> Callable[[str, object], object]:
    def read(key: str, value: object) -> object:
        if isinstance(value, list) and all(_is_integer(item, bits) for item in value):
            return tuple(value)
        raise NotCarried(f"{key} is {_json(value)}, not a list of {bits}-bit integers")
    return read


def _integer(bits: int) -> Callable[[str, object], object]:
    def read(key: str, value: object) -> object:
        if _is_integer(value, bits):
            return value
        raise NotCarried(f"{key} is {_json(value)}, not a {bits}-bit integer")
    return read


def _text(key: str, value: object) -> object:
    if isinstance(value, str):
        return value
    raise NotCarried(f"{key} is {_json(value)}, not a string")


def _texts(key: str, value: object) -> object:
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return tuple(value)
    raise NotCarried(f"{key} is {_json(value)}, not a list of strings")


# Each structure: how its JSON value reads, and the fields beside the value it takes (those it requires).
_READ: dict[int, tuple[Callable[[str, object], object], frozenset[str], frozenset[str]]] = {
    MQCFT_INTEGER: (_integer(32), frozenset(), frozenset()),
    MQCFT_STRING: (_text, frozenset(), frozenset()),
    MQCFT_INTEGER_LIST: (_integers(32), frozenset(), frozenset()),
    MQCFT_STRING_LIST: (_texts, frozenset({"length"}), frozenset()),
    MQCFT_INTEGER64: (_integer(64), frozenset(), frozenset()),
    MQCFT_INTEGER64_LIST: (_integers(64), frozenset(), frozenset()),
    MQCFT_BYTE_STRING: (_hex, frozenset(), frozenset()),
    MQCFT_INTEGER_FILTER: (_integer(32), frozenset({"operator"}), frozenset({"operator"})),
    MQCFT_STRING_FILTER: (_text, frozenset({"operator"}), frozenset({"operator"})),
    MQCFT_BYTE_STRING_FILTER: (_hex, frozenset({"operator"}), frozenset({"operator"})),
}
_PLAIN = frozenset({MQCFT_INTEGER, MQCFT_STRING, MQCFT_INTEGER_LIST, MQCFT_STRING_LIST})
_STRINGS = frozenset({MQCFT_STRING, MQCFT_STRING_LIST, MQCFT_STRING_FILTER})


def _structure(key: str, number: int, type_: int, value: object, extra: dict, ccsid: int,
               depth: int = 0) -> PcfParameter:
    """The parameter of structure ``type_`` with the JSON ``value`` and ``extra`` fields (a group's members nested
    ``depth`` + 1 deep, as deep as the pcf-bin reader reads them, so that a deeper chain costs no stack)."""
    if type_ == MQCFT_GROUP:
        if extra:
            raise NotCarried(f"{key}'s MQCFGR takes no {', '.join(extra)}")
        if depth >= MOST_DEPTH:
            raise NotCarried(f"{key} is a group nested {depth + 1} deep, where groups nest at most {MOST_DEPTH} deep "
                             "in a message read")
        return PcfParameter(number, type_, _parameters(value, ccsid, depth + 1, f"{key}'s MQCFGR members"))
    read, takes, needs = _READ[type_]
    if not takes >= extra.keys() or not needs <= extra.keys():
        raise NotCarried(f"{key}'s {STRUCTURE_NAMES[type_]} takes {', '.join(sorted(takes)) or 'no other field'}"
                         f", not {', '.join(sorted(extra)) or 'none'}")
    read_value = read(key, value)
    if "operator" in extra:
        read_value = Filter(_integer(32)("operator", extra["operator"]), read_value)  # type: ignore[arg-type]
    width = _list_length(key, read_value, extra, ccsid) if type_ == MQCFT_STRING_LIST else 0  # type: ignore[arg-type]
    return PcfParameter(number, type_, read_value, ccsid if type_ in _STRINGS else 0, width=width)  # type: ignore[arg-type]


def _list_length(key: str, items: tuple[str, ...], extra: dict, ccsid: int) -> int:
    """The StringLength of an MQCFSL: its "length", which the pcf-bin reader takes (1 or more for items, each
    padded to it, 0 or more for none; the message's size is the encoder's to bound), else the longest item's."""
    if "length" not in extra:
        return _width(items, ccsid)
    length, least = extra["length"], 1 if items else 0
    if not _is_integer(length) or length < least:  # type: ignore[operator]
        raise NotCarried(f"{key}'s length is {_json(length)}, not a StringLength of {least} or more "
                         f"(at most {(1 << 31) - 1:,})")
    return length  # type: ignore[return-value]


def without_ccsids(parameters: tuple[PcfParameter, ...]) -> tuple[PcfParameter, ...]:
    """``parameters`` with every CCSID 0 (members of groups too), to compare what JSON carries."""
    return tuple(replace(p, ccsid=0, value=without_ccsids(p.value) if p.type == MQCFT_GROUP else p.value)  # type: ignore[arg-type]
                 for p in parameters)
