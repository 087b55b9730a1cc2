"""A quoted string IBM i may read as one of the parameter's special values is refused in any case, both ways.

[UNSURE] IBM asks that reserved values given as quoted strings be "always expressed in uppercase letters" (its case is
kept, and "conversion to uppercase is language dependent"), so '*same' is likely text to IBM i; what each MQ
command's own program makes of it is not documented, so it is refused as '*SAME' is (cl_vocabulary.reserved).
"""

from __future__ import annotations

import pytest

from translator import registry, translate
from translator.dialects import cl_vocabulary as vocabulary
from translator.model import Action, ObjectFamily, ObjectType
from translator.registry.objects import BY_TYPE

# The queue type each family's commands are read with: CHGMQMQ QTYPE(*LCL), and a namelist and a process.
_CL_QTYPE = {ObjectType.LOCAL: "*LCL", ObjectType.ALIAS: "*ALS", ObjectType.REMOTE: "*RMT", ObjectType.MODEL: "*MDL"}
_TYPES = {ObjectFamily.QUEUE: tuple(_CL_QTYPE), ObjectFamily.NAMELIST: (ObjectType.NAMELIST,),
          ObjectFamily.PROCESS: (ObjectType.PROCESS,)}


def _cases(special: str) -> tuple[str, str, str]:
    """A special value in upper, lower and mixed case (*SAME, *same, *Same)."""
    return special, special.lower(), special[:2] + special[2:].lower()


def _cl_parameters() -> list[tuple[str, str, str, str]]:
    """Every CL command with attributes, each string parameter it takes, and each special value it may be read as:
    (command, the command's leading parameters, keyword, special)."""
    found = []
    for spec in vocabulary.COMMANDS.values():
        if spec.action is Action.DELETE:
            continue
        for object_type in _TYPES[spec.family]:
            head = _head(spec, object_type)
            for attribute in registry.for_object(object_type):
                keyword = attribute.spelling("cl")
                if keyword and attribute.kind is registry.Kind.STRING and not attribute.option:
                    found += [(spec.name, head, keyword, special)
                              for special in sorted(vocabulary.quoted_specials(spec, attribute))]
    return sorted(set(found))


def _head(spec: vocabulary.ClCommand, object_type: ObjectType) -> str:
    """The parameters naming the object (and its source, and the queue type) on ``spec``."""
    names = {"QNAME": "A", "TOQ": "B", "FROMQ": "A", "NAMELIST": "A", "TONL": "B", "FROMNL": "A", "PRCNAME": "A",
             "TOPRC": "B", "FROMPRC": "A"}
    head = [f"{keyword}({names[keyword]})" for keyword in spec.head if keyword in names]
    if "QTYPE" in spec.head:
        head.append(f"QTYPE({_CL_QTYPE[object_type]})")
    return " ".join(head)


_CL = _cl_parameters()


def test_every_string_parameter_with_special_values_is_checked() -> None:
    keywords = {keyword for _, _, keyword, _ in _CL}
    assert {"TEXT", "TRGDATA", "PRCNAME", "INITQNAME", "BKTQNAME", "RMTQNAME", "RMTMQMNAME", "TMQNAME", "TGTQNAME",
            "CLUSTER", "CLUSNL", "CUSTOM", "CLCHNAME", "USRDATA", "ENVDATA", "APPID"} <= keywords
    assert {special for _, _, _, special in _CL} == {"*SAME", "*SYSDFTQ", "*SYSDFTNL", "*SYSDFTPRC", "*NONE",
                                                      "*BLANK"}


def _said(result, text: str) -> list[tuple[str, str]]:
    """What was said of a command with the text ``text``, that text left out."""
    return sorted((d.code, d.message.replace(f"'{text}'", "'…'")) for d in result.diagnostics)


@pytest.mark.parametrize(("command", "head", "keyword", "special"), _CL)
def test_reading_cl_a_quoted_special_value_is_refused_whatever_its_case(command: str, head: str, keyword: str,
                                                                        special: str) -> None:
    """TEXT('*same') became DESCR('*same') without a word, where TEXT('*SAME') is MQT201."""
    results = [translate(f"{command} {head} {keyword}('{text}')\n", "cl", "mqsc") for text in _cases(special)]
    for result, text in zip(results, _cases(special), strict=True):
        assert not result.ok and [line for line in str(result.output).splitlines() if not line.startswith("*")] == []
        assert f"MQT201 '{text}' is quoted, but IBM i may read it as the special value {special}, not as text" in \
            [f"{d.code} {d.message}" for d in result.diagnostics]
    assert len({tuple(_said(result, text)) for result, text in zip(results, _cases(special), strict=True)}) == 1


def _mqsc_parameters() -> list[tuple[str, str, str]]:
    """Every MQSC string attribute CL spells, on each object type and action CL writes it for, with each special
    value the CL command may read it as: (the MQSC command without the attribute, the MQSC keyword, special)."""
    found = []
    for family, object_types in _TYPES.items():
        for object_type, verb, action in [(t, v, a) for t in object_types
                                          for v, a in (("DEFINE", Action.CREATE), ("ALTER", Action.CHANGE))]:
            noun = BY_TYPE[object_type].spelling("mqsc")
            spec = vocabulary.BY_ACTION[action, family]
            for attribute in registry.for_object(object_type):
                keyword = attribute.spelling("mqsc")
                if keyword and attribute.spelling("cl") and attribute.kind is registry.Kind.STRING \
                        and not attribute.option:
                    found += [(f"{verb} {noun}(A)", keyword, special)
                              for special in sorted(vocabulary.quoted_specials(spec, attribute))]
    return sorted(set(found))


_MQSC = _mqsc_parameters()


@pytest.mark.parametrize(("command", "keyword", "special"), _MQSC)
def test_writing_cl_a_text_it_may_read_as_a_special_value_is_refused_whatever_its_case(command: str, keyword: str,
                                                                                       special: str) -> None:
    """DESCR('*same') was written TEXT('*same') without a word, where DESCR('*SAME') is MQT302 (a name such as
    PROCESS('*none') breaks the naming rules, MQT208, in any case)."""
    results = [translate(f"{command} {keyword}('{text}')\n", "mqsc", "cl") for text in _cases(special)]
    for result, text in zip(results, _cases(special), strict=True):
        assert not result.ok and [line for line in str(result.output).splitlines() if not line.startswith("/*")] == []
        codes = {d.code for d in result.diagnostics}
        assert codes & {"MQT302", "MQT208"}
        if "MQT302" in codes:
            assert f"'{text}' is not written in CL: IBM i may read it as the special value {special}, not as text" \
                in " ".join(d.message for d in result.diagnostics)
    assert len({tuple(_said(result, text)) for result, text in zip(results, _cases(special), strict=True)}) == 1


@pytest.mark.parametrize(("mqsc", "cl"), [
    ("DEFINE QLOCAL(Q2) TRIGDATA('*none')", "TriggerData '*none' is not written in CL: IBM i may read it as the "
     "special value *NONE, not as text"),
    ("ALTER QLOCAL(Q1) DESCR('*same')", "QDesc '*same' is not written in CL: IBM i may read it as the special value "
     "*SAME, not as text"),
    ("ALTER QLOCAL(Q3) DESCR('*Blank')", "QDesc '*Blank' is not written in CL: IBM i may read it as the special "
     "value *BLANK, not as text"),
    ("ALTER QLOCAL(Q3) DESCR('*sysdftq  ')", "QDesc '*sysdftq  ' is not written in CL: IBM i may read it as the "
     "special value *SYSDFTQ, not as text"),  # trailing blanks are padding
])
def test_the_audited_commands(mqsc: str, cl: str) -> None:
    result = translate(mqsc + "\n", "mqsc", "cl")
    assert [(d.code, d.message) for d in result.diagnostics] == [("MQT302", cl)]
    assert result.output == f"/* not translated (see the errors reported): */\n/* {mqsc} */\n"


@pytest.mark.parametrize("text", ["*same", "*Same", "*SAME"])
def test_reading_text_same_in_any_case_is_mqt201(text: str) -> None:
    result = translate(f"CHGMQMQ QNAME(Q1) QTYPE(*LCL) TEXT('{text}')\n", "cl", "mqsc")
    assert [(d.code, d.message, d.expected) for d in result.diagnostics] == [
        ("MQT201", f"'{text}' is quoted, but IBM i may read it as the special value *SAME, not as text",
         "*SAME unquoted, or another text")]


@pytest.mark.parametrize(("text", "written"), [("*same.x", "TEXT('*same.x')"), ("*nonesuch", "TRGDATA('*nonesuch')"),
                                               (" *same", "TEXT(' *same')"), ("*sysdftnl", "TEXT('*sysdftnl')")])
def test_a_text_that_is_no_special_value_of_the_parameter_is_kept(text: str, written: str) -> None:
    """Only the parameter's own special values, the whole text but its trailing blanks: *SYSDFTNL is a namelist's."""
    keyword = "TRIGDATA" if written.startswith("TRGDATA") else "DESCR"
    result = translate(f"ALTER QLOCAL(A) {keyword}('{text}')\n", "mqsc", "cl")
    assert result.ok and result.output == f"CHGMQMQ QNAME('A') QTYPE(*LCL) {written}\n"
    back = translate(result.output, "cl", "mqsc")
    assert back.ok and f"('{text}')" in back.output


def test_the_default_queue_manager_quoted_is_refused_in_any_case() -> None:
    """MQMNAME('*dft') broke the naming rules (MQT208) where MQMNAME('*DFT') may be *DFT (MQT201): now MQT201 both."""
    for text in ("*DFT", "*dft", "*Dft"):
        result = translate(f"CHGMQMQ QNAME(Q1) QTYPE(*LCL) MQMNAME('{text}')\n", "cl", "mqsc")
        assert [(d.code, d.message) for d in result.diagnostics] == [
            ("MQT201", f"'{text}' is quoted, but IBM i may read it as the special value *DFT, not as text")]


@pytest.mark.parametrize("name", ["*none", "*NONE", "*None", "*same", "*SAME"])
def test_an_object_named_as_a_special_value_breaks_the_naming_rules_in_any_case(name: str) -> None:
    """No MQ name holds '*': QNAME('*none') is MQT208 both ways, whatever its case."""
    for script, source, target in ((f"CHGMQMQ QNAME('{name}') QTYPE(*LCL)\n", "cl", "mqsc"),
                                   (f"DEFINE QLOCAL('{name}')\n", "mqsc", "cl"),
                                   (f"CRTMQMNL NAMELIST(N) NAMES('{name}')\n", "cl", "mqsc"),
                                   (f"DEFINE NAMELIST(N) NAMES('{name}')\n", "mqsc", "cl")):
        result = translate(script, source, target)
        assert [d.code for d in result.diagnostics] == ["MQT208"] and not result.ok


@pytest.mark.parametrize(("value", "expected"), [
    ("*SAME", "ALTER QLOCAL('Q1')\n"),  # IBM i reads a reserved value in a variable in upper case as that value
    ("*same", "ALTER QLOCAL('Q1') DESCR('*same')\n"),  # "VALUE('*libl')" is no *LIBL: text, as IBM documents
])
def test_a_variables_value_follows_ibms_rule_for_variables(value: str, expected: str) -> None:
    """A variable's value is not quoted in the command: IBM documents that it is the special value in upper case
    only, so a lower case one is text, as before (tests/test_cl_reader.py)."""
    result = translate("CHGMQMQ QNAME(Q1) QTYPE(*LCL) TEXT(&T)\n", "cl", "mqsc", variables={"T": value})
    assert result.ok and result.output == expected


@pytest.mark.parametrize("kind", ["MAXDEPTH", "PUTENBL", "QTYPE"])
def test_a_quoted_special_value_of_a_number_or_a_word_is_refused_in_any_case(kind: str) -> None:
    for text in ("*SAME", "*same"):
        command = f"CHGMQMQ QNAME(Q1) {'' if kind == 'QTYPE' else 'QTYPE(*LCL) '}{kind}('{text}')\n"
        result = translate(command, "cl", "mqsc")
        assert [(d.code, d.message) for d in result.diagnostics] == [
            ("MQT201", f"{kind} does not take a quoted value")]
