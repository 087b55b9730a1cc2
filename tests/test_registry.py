"""The attribute registry checked against the seed documents themselves."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from translator import registry
from translator.dialects.cl_vocabulary import COMMANDS, NAME_KEYWORDS, positional
from translator.model import ObjectFamily

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"
HEAD_KEYWORDS = {k for command in COMMANDS.values() for k in command.head}


def _seed(prefix: str) -> str:
    (path,) = SEEDS.glob(f"{prefix}_*.txt")
    return path.read_text(encoding="utf-8")


def _cl_keywords(text: str) -> set[str]:
    """Keywords of the parameter table: the first word of lines that name a positional number."""
    rows = [line for line in text.splitlines() if re.search(r"Positional \d+|定位置 \d+", line)]
    return {line.split()[0].upper() for line in rows}


pytestmark = pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed documents are not beside the checkout")


@pytest.mark.parametrize("prefix", ["001", "004"])
def test_every_cl_keyword_of_the_seed_is_in_the_registry(prefix: str) -> None:
    keywords = _cl_keywords(_seed(prefix))
    assert len(keywords) >= 55
    known = {a.spelling("cl") for a in registry.ATTRIBUTES if a.spelling("cl")} | HEAD_KEYWORDS
    assert keywords - known == set()


@pytest.mark.parametrize("prefix", ["001", "004"])
def test_positional_numbers_match_the_seed(prefix: str) -> None:
    command = COMMANDS["CHGMQMQ" if prefix == "001" else "CRTMQMQ"]
    slots = positional(command)
    for line in _seed(prefix).splitlines():
        match = re.search(r"(?:Positional|定位置) (\d+)", line)
        if match:
            assert slots[int(match.group(1)) - 1] == line.split()[0].upper(), line


def test_every_pcf_parameter_of_the_seeds_is_in_the_registry() -> None:
    text = _seed("000") + _seed("003")
    identifiers = set(re.findall(r"\b(MQC?A(?:CF)?_[A-Z_]+|MQIA(?:CF)?_[A-Z_]+)\b", text))
    structural = {"MQCA_Q_NAME", "MQIA_Q_TYPE", "MQCACF_FROM_Q_NAME", "MQCACF_TO_Q_NAME",
                  "MQCA_BASE_Q_NAME", "MQCA_NAMELIST_NAME", "MQCACF_FROM_NAMELIST_NAME", "MQCACF_TO_NAMELIST_NAME"}
    known = {a.pcf for a in registry.ATTRIBUTES if a.pcf} | structural
    assert len(identifiers) >= 60
    assert identifiers - known == set()


def test_base_q_name_is_the_same_identifier_as_base_object_name() -> None:
    assert registry.by_name("BaseObjectName").pcf_number == 2002  # MQCA_BASE_Q_NAME is also 2002


def test_image_recover_queue_is_an_integer_attribute_despite_the_seed_label() -> None:
    attribute = registry.by_name("ImageRecoverQueue")
    assert attribute.kind is registry.Kind.ENUM and attribute.pcf.startswith("MQIA_")


@pytest.mark.parametrize("dialect", ["mqsc", "cl", "pcf", "tpf"])
def test_no_two_attributes_share_a_keyword_within_a_family(dialect: str) -> None:
    for family in ObjectFamily:
        spellings = [a.spelling(dialect) for a in registry.for_family(family) if a.spelling(dialect)]
        assert [k for k, n in Counter(spellings).items() if n > 1] == []


@pytest.mark.parametrize("dialect", ["mqsc", "cl", "tpf"])
def test_enum_spellings_are_unambiguous(dialect: str) -> None:
    for attribute in registry.ATTRIBUTES:
        words = [w for v in attribute.values + attribute.specials if (w := v.spelling(dialect))]
        assert len(words) == len(set(words)), attribute.name
        numbers = [v.number for v in attribute.values]
        assert len(numbers) == len(set(numbers)), attribute.name


def test_every_attribute_is_expressible_somewhere_and_typed_consistently() -> None:
    for attribute in registry.ATTRIBUTES:
        assert attribute.spellings or attribute.pcf or attribute.flags, attribute.name
        if attribute.kind is registry.Kind.INTEGER:
            assert attribute.minimum is not None and attribute.maximum is not None, attribute.name
        if attribute.kind is registry.Kind.ENUM:
            assert attribute.values, attribute.name
        if attribute.pcf:
            assert attribute.pcf.startswith(("MQCA", "MQIA")) and attribute.pcf_number, attribute.name


def test_ranges_from_the_issue() -> None:
    ranges = {"DefPriority": (0, 9), "MaxQDepth": (0, 999_999_999), "MaxMsgLength": (0, 104_857_600),
              "QDepthHighLimit": (0, 100), "QDepthLowLimit": (0, 100)}
    for name, (low, high) in ranges.items():
        attribute = registry.by_name(name)
        assert (attribute.minimum, attribute.maximum) == (low, high)
    assert registry.by_name("QDesc").max_length == 64
    assert registry.by_name("ClusterChannelName").max_length == 20
    assert "QNAME" in NAME_KEYWORDS
