"""The constants of a CL program: the variables whose one declaration gives them a value nothing changes, so that
an MQ command naming one can be translated with its value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from translator.dialects import cl_vocabulary as vocabulary
from translator.readers.cl_command_strings import reads_only
from translator.readers.cl_values import (
    ADDRESS_OR_STRING,
    ONE_STRING,
    VARIABLE_OR_STRING,
    string_text,
    unparenthesised,
    value_of,
    variable_name,
)

# What may stand before a program-level MONMSG: a MONMSG before any other command watches every command of the
# program for a failure (error handling), where one after a command watches that command.
DECLARATIONS = vocabulary.DECLARATIONS | {"PGM", "MONMSG"}


_READS = ("IF", "WHEN", "DOWHILE", "DOUNTIL")  # statements whose COND only reads the variables it names
_INTEGER_BYTES = {"2": 2, "4": 4, "8": 8}  # the lengths an *INT or *UINT variable may have
_DIGITS = 20  # the most digits a CL number may have (an 8-byte *UINT; a *DEC holds 15 or fewer)


def constants(statements: Iterable[tuple[str, str, int]], why_not: dict[str, str]) -> dict[str, tuple[str, bool, str]]:
    """The program's constants: each variable (upper case, without &) whose one DCL, among the declarations that
    start the program, gives it a value it holds (_constant_value), that is not a parameter, overlays or is
    overlaid by no other (STG, DEFVAR), and that the program names nowhere else but in MQ commands (CRTMQMQ ...,
    which set no variable) and in the COND of an IF, WHEN, DOWHILE or DOUNTIL: whatever runs, it holds that value.
    Each with its value, whether it is a string, and its DCL ("DCL at line 2"). Anything else that names a
    variable may change it (CHGVAR, CALL, RTV*, RCV*, DOFOR, a command's return variable ...), so it is no
    constant; and a program that INCLUDEs source, or holds more than one program, has none known. ``why_not`` is
    given, for each other variable the program names, why it is none (under "" when it holds for every one)."""
    declared: dict[str, tuple[str, bool, str]] = {}
    changed: dict[str, str] = {}
    started, programs = False, 0
    for name, text, line in statements:
        here = f"{name or 'statement'} at line {line}"  # nameless: one that cannot be read
        if name == "INCLUDE" or (name == "PGM" and programs):  # what the source included does is not known here
            why_not[""] = f"the source includes other source ({here})" if name == "INCLUDE" else \
                f"the source holds more than one program ({here})"
            return {}
        programs += name == "PGM"
        named = [match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(text)
                 if match.group().startswith("&")]
        if name == "DCL":
            variable = variable_name(value_of(text, "VAR", 0))
            storage = unparenthesised(value_of(text, "STG", 99)).strip().upper()
            overlaid = storage not in ("", "*AUTO") or bool(value_of(text, "DEFVAR", 99).strip())
            value = None if started or overlaid or variable in declared or variable in changed \
                else _constant_value(text)
            if value is None:
                changed.setdefault(variable, f"its {here} comes after the program's first command" if started else
                                   f"its {here} places it over other storage" if overlaid else
                                   f"it is declared again ({here})" if variable in declared else
                                   f"its {here} gives it no value" if not value_of(text, "VALUE", 3).strip() else
                                   f"its {here} gives it no value IBM i takes as written")
            else:
                declared[variable] = *value, here
            for other in named:
                if other != variable:
                    changed.setdefault(other, f"the {here} overlays it")  # DEFVAR(&B)
            continue
        started |= name not in DECLARATIONS
        if name in vocabulary.COMMANDS:
            continue
        reading = text if reads_only(name, text) else value_of(text, "COND", 0) if name in _READS else \
            value_of(text, "VALUE", 1) if name == "CHGVAR" else ""
        read = Counter(match.group()[1:].upper() for match in VARIABLE_OR_STRING.finditer(reading)
                       if match.group().startswith("&"))
        # %ADDR(&Q) reads no value: it gives a pointer through which a *BASED variable may change &Q.
        for match in ADDRESS_OR_STRING.finditer(reading):
            if match.group(1):
                changed.setdefault(match.group(1)[1:].upper(), f"the {here} takes its address, through which the "
                                   "program may change it")
        for variable, count in Counter(named).items():
            if count > read[variable] and changed.get(variable, "").endswith(" gives it no value"):
                changed[variable] = f"the {here} may set it"
            elif count > read[variable]:
                changed.setdefault(variable, f"the {here} may change it")
    why_not.update(changed)
    return {variable: value for variable, value in declared.items() if variable not in changed}


def _constant_value(dcl: str) -> tuple[str, bool] | None:
    """The value a DCL (its text) gives its variable, and whether it is a string, where the compiler takes it as
    written: one quoted string for a *CHAR variable, no longer than its length (trailing blanks are the padding
    the variable has anyway); one whole number for an *INT or *UINT of 2, 4 or 8 bytes within its range, or a
    *DEC with no more digits before its decimal point than it holds. None for any other."""
    kind = value_of(dcl, "TYPE", 1).strip().upper()
    given = unparenthesised(value_of(dcl, "VALUE", 3)).strip()
    if kind == "*CHAR":
        text = string_text(given).rstrip(" ") if ONE_STRING.fullmatch(given) else ""
        length = declared_length(dcl, text)
        return (text, True) if text and length is not None and len(text) <= length else None
    if not (given.isdigit() and given.isascii()) or len(given) > _DIGITS:  # longer than any CL number holds
        return None
    size = unparenthesised(value_of(dcl, "LEN", 2)).split()
    number = int(given)
    if kind in ("*INT", "*UINT"):
        length = _INTEGER_BYTES.get(size[0] if size else "4")
        if length is None or len(size) > 1:
            return None
        highest = 2 ** (8 * length - (kind == "*INT")) - 1
        return (str(number), False) if number <= highest else None
    if kind == "*DEC":
        digits, decimals = [*size, "0"][:2] if size else ["15", "5"]
        if not (digits.isdigit() and decimals.isdigit() and len(digits) <= 2 and len(decimals) <= 2):
            return None
        return (str(number), False) if len(str(number)) <= int(digits) - int(decimals) else None
    return None


# The length of a character variable declared without LEN.
_DEFAULT_LENGTHS = {"*CHAR": 32, "*NAME": 10}


def declared_length(dcl: str, value: str) -> int | None:
    """The length a DCL (its text, and the string it gives the variable) gives a *CHAR or *NAME variable: LEN(10),
    its third positional value, or without one the type's default or the value's length, the longer [UNSURE]; None
    for another type or a length not written as digits."""
    kind = value_of(dcl, "TYPE", 1).strip().upper()
    if kind not in _DEFAULT_LENGTHS:
        return None
    given = unparenthesised(value_of(dcl, "LEN", 2)).split()
    if not given:
        return max(_DEFAULT_LENGTHS[kind], len(value))
    return int(given[0]) if given[0].isdigit() and given[0].isascii() and len(given[0]) <= 6 else None
