"""IBM i and TPF input as it is stored (issue 19 §4) and PCF strings in a stated CCSID (§3)."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from translator import translate
from translator.batch.files import Job
from translator.encodings import EBCDIC_CCSIDS, EncodingError, decode, resolve
from translator.pcf.binary import (
    MQCFSL_STRUC_LENGTH_FIXED,
    MQCFT_STRING,
    MQCFT_STRING_LIST,
    PcfMessage,
    PcfParameter,
    decode_messages,
    encode_message,
)
from translator.translation import parse, stream

ROOT = Path(__file__).resolve().parent.parent
REQUIRED = (37, 273, 277, 278, 280, 284, 285, 297, 500, 871, 1047, *range(1140, 1150))
CL = ["CRTMQMQ QNAME('APP.IN') QTYPE(*LCL) +", "  TEXT('Orders') MAXDEPTH(5000)",
      "CHGMQMQ QNAME('APP.IN') QTYPE(*LCL) PUTENBL(*NO)"]
MQSC = "DEFINE QLOCAL('APP.IN') DESCR('Orders') MAXDEPTH(5000)\nDELETE QALIAS('OLD')\n"


def _records(lines: list[str], codec: str, length: int, prefix: bool = False) -> bytes:
    """A source member as stored: fixed records blank-padded, optionally after SRCSEQ and SRCDAT."""
    blank = " ".encode(codec)
    out = b""
    for number, line in enumerate(lines, 1):
        head = f"{number:04d}00260115".encode(codec) if prefix else b""
        out += head + line.encode(codec).ljust(length - len(head), blank)
    return out


# --- names accepted by --encoding ------------------------------------------------------------------------------

@pytest.mark.parametrize("ccsid", REQUIRED)
def test_every_required_ccsid_resolves_and_is_ebcdic(ccsid: int) -> None:
    encoding = resolve(str(ccsid))
    assert encoding.ccsid == ccsid and encoding.ebcdic
    assert "DEFINE QLOCAL('A.B')".encode(encoding.codec).decode(encoding.codec) == "DEFINE QLOCAL('A.B')"


@pytest.mark.parametrize("name", ["37", "037", "CCSID 37", "ccsid37", "IBM-037", "ibm037", "cp037", "CP037",
                                  "ebcdic-cp-us"])
def test_names_of_ccsid_37(name: str) -> None:
    assert resolve(name).ccsid == 37


def test_python_codec_names_and_their_ccsids() -> None:
    assert resolve("utf-8").ccsid == 1208
    assert resolve("latin-1").ccsid == 819
    assert resolve("cp1047").ccsid == 1047
    assert resolve("ascii").ccsid is None  # a codec without a CCSID in the table is still usable


@pytest.mark.parametrize("name", ["999", "CCSID 65535", "no-such-codec"])
def test_unknown_encodings_are_refused(name: str) -> None:
    with pytest.raises(EncodingError):
        resolve(name)


# Byte codecs, and text codecs that decode escapes or domain names (punycode failed inside the tool: MQT112).
NOT_CHARACTER_SETS = ["base64", "hex", "zlib", "rot13", "uu", "bz2", "quopri", "undefined", "BASE64", "punycode",
                      "idna", "unicode_escape", "raw-unicode-escape"]


@pytest.mark.parametrize("name", NOT_CHARACTER_SETS)
def test_codecs_that_are_not_character_sets_are_refused(name: str) -> None:
    with pytest.raises(EncodingError, match="not a character set"):
        resolve(name)


@pytest.mark.parametrize("name", [*NOT_CHARACTER_SETS, "no-such-codec", "4711"])
def test_library_calls_raise_for_an_encoding_they_cannot_use(name: str) -> None:
    """A wrong argument, as a wrong dialect name is: raised at once, never an internal error (MQT112) per script."""
    for data in (MQSC.encode(), MQSC):
        with pytest.raises(EncodingError):
            translate(data, "auto", "cl", encoding=name)
        with pytest.raises(EncodingError):
            stream(data, "mqsc", "cl", encoding=name)
        with pytest.raises(EncodingError):
            parse(data, encoding=name)
    with pytest.raises(EncodingError):
        Job.of("cl", encoding=name)


def test_the_ebcdic_table_covers_the_required_ccsids() -> None:
    assert set(REQUIRED) <= set(EBCDIC_CCSIDS)


# --- EBCDIC stream files: NL (0x15) and LF (0x25) both end a line -----------------------------------------------

@pytest.mark.parametrize("ccsid", [37, 273, 277, 500, 1047, 1141])
@pytest.mark.parametrize("line_end", [b"\x15", b"\x25"])
def test_both_ebcdic_line_ends_end_a_line(ccsid: int, line_end: bytes) -> None:
    codec = resolve(str(ccsid)).codec
    data = line_end.join(line.encode(codec) for line in MQSC.splitlines()) + line_end
    assert decode(data, str(ccsid)) == MQSC
    result = translate(data, "auto", "mqsc", encoding=str(ccsid))
    assert result.ok and result.output == MQSC


def test_a_nel_in_utf8_text_is_not_a_line_end() -> None:
    assert decode("A\u0085B".encode()) == "A\u0085B"


# --- fixed-length records ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("ccsid", REQUIRED)
def test_cl_member_in_every_required_ccsid_with_and_without_the_prefix(ccsid: int) -> None:
    codec = resolve(str(ccsid)).codec
    expected = translate("\n".join(CL) + "\n", "cl", "mqsc")
    assert expected.ok
    for prefix, length in ((False, 80), (True, 92)):
        data = _records(CL, codec, length, prefix)
        result = translate(data, "auto", "mqsc", encoding=str(ccsid), record_length=length)
        assert result.ok, [d.format() for d in result.diagnostics]
        assert result.output == expected.output
        assert result.source == "cl"


def test_records_keep_their_line_numbers_and_lose_trailing_blanks() -> None:
    data = _records(["DEFINE QLOCAL(A) +", "  MAXDEPTH(1000000000)"], "cp500", 92, prefix=True)
    assert decode(data, "500", 92) == "DEFINE QLOCAL(A) +\n  MAXDEPTH(1000000000)\n"
    result = translate(data, "mqsc", "cl", encoding="500", record_length=92)
    (problem,) = [d for d in result.diagnostics if d.code == "MQT202"]
    assert (problem.span.line, problem.span.column) == (2, 3)


def test_a_line_that_only_looks_numeric_in_some_records_keeps_its_text() -> None:
    """The prefix is removed only when every record has one: a text line starting with digits is kept."""
    lines = ["DEFINE QLOCAL(A) DESCR('x') +", "123456789012 is not a prefix here"]
    data = _records(lines, "cp037", 80)
    assert decode(data, "37", 80).splitlines()[1] == lines[1]


def test_record_length_without_encoding_reads_utf8_records() -> None:
    data = _records(MQSC.splitlines(), "utf-8", 72)
    assert translate(data, "mqsc", "mqsc", record_length=72).output == MQSC


def test_input_that_is_not_whole_records_is_reported() -> None:
    data = _records(CL, "cp037", 80)[:-3]
    result = translate(data, "cl", "mqsc", encoding="37", record_length=80)
    (problem,) = result.diagnostics
    assert problem.code == "MQT101" and problem.span.line == 3 and "80 bytes" in problem.message
    assert [r.status for r in result.records] == ["failed"]


def test_tpf_commands_stored_in_ebcdic_1047() -> None:
    text = "ZMQSC DEF QL-APP.IN MAXDEPTH-5000\nZMQSC DEL QL-OLD\n"
    result = translate(text.encode("cp1047"), "auto", "mqsc", encoding="1047")
    assert result.source == "tpf" and result.ok
    assert result.output == translate(text, "tpf", "mqsc").output


# --- undecodable input is located --------------------------------------------------------------------------------

def test_undecodable_utf8_byte_is_located_at_its_line_and_column() -> None:
    data = b"DEFINE QLOCAL(A)\nDEFINE QLOCAL(B) DESCR('caf\xe9')\n"
    (problem,) = translate(data, "mqsc", "cl").diagnostics
    assert problem.code == "MQT101" and (problem.span.line, problem.span.column) == (2, 28)
    assert "UTF-8" in problem.message


def test_undecodable_byte_in_a_named_encoding_is_located_and_names_it() -> None:
    data = "DEFINE QLOCAL(A)\n  DESCR('ok') +\n  TRIGDATA('é')\n".encode("latin-1")
    (problem,) = translate(data, "mqsc", "cl", encoding="ascii").diagnostics
    assert (problem.span.line, problem.span.column) == (3, 13)
    assert "ascii" in problem.message


def test_undecodable_byte_in_a_record_is_located_in_its_record() -> None:
    data = _records(["DEFINE QLOCAL(A) +", "DESCR('x\u00e9')"], "latin-1", 40)
    (problem,) = translate(data, "mqsc", "cl", encoding="ascii", record_length=40).diagnostics
    assert (problem.span.line, problem.span.column) == (2, 9)


@pytest.mark.parametrize(("encoding", "end", "byte"), [("cp037", "\n", 0x25), ("cp037", "\r", 0x0D),
                                                      ("utf-8", "\n", 0x0A), ("utf-8", "\r", 0x0D)])
def test_a_line_end_inside_a_record_is_refused_as_it_would_split_the_record(encoding: str, end: str, byte: int) -> None:
    """A record is one line: read as a line end, the byte would make the second half of a comment a live command."""
    lines = ["PGM", "/* note:" + end + "DLTMQMQ QNAME(PROD.ORDERS) */", "ENDPGM"]
    data = b"".join(line.encode(encoding).ljust(80, " ".encode(encoding)) for line in lines)
    result = translate(data, "cl", "mqsc", encoding=encoding, record_length=80)
    (problem,) = result.diagnostics
    assert (problem.code, problem.span.line, problem.span.column) == ("MQT101", 2, 9)
    assert f"byte 0x{byte:02x}" in problem.message and "DLTMQMQ" not in result.output.replace("*", "")
    assert "DELETE" not in result.output


def test_a_line_end_ending_a_records_text_is_no_split() -> None:
    """Records of a file that has line ends too (80 columns and a LF: --record-length 81): nothing follows them."""
    data = "".join(f"{line:<80}\n" for line in ["DEFINE QLOCAL(A) +", "  MAXDEPTH(5)", "DEFINE QLOCAL(B)"]).encode()
    result = translate(data, "mqsc", "mqsc", record_length=81)
    assert (result.output, result.diagnostics) == ("DEFINE QLOCAL('A') MAXDEPTH(5)\nDEFINE QLOCAL('B')\n", [])


# --- the command line ----------------------------------------------------------------------------------------------

def _cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cli", *args], input=stdin.decode("latin-1"), cwd=ROOT,
                          capture_output=True, text=True, encoding="latin-1", check=False)


def test_cli_convert_and_check_take_encoding_and_record_length(tmp_path: Path) -> None:
    member = tmp_path / "QMQSC.MBR"
    member.write_bytes(_records(MQSC.splitlines(), "cp273", 240, prefix=True))
    converted = _cli("convert", "--to", "mqsc", "--encoding", "273", "--record-length", "240", str(member))
    assert converted.returncode == 0, converted.stderr
    assert converted.stdout == MQSC
    checked = _cli("check", "--encoding", "CCSID 273", "--record-length", "240", str(member))
    assert checked.returncode == 0 and "0 error(s)" in checked.stderr


def test_cli_refuses_an_unknown_encoding() -> None:
    result = _cli("convert", "--to", "cl", "--encoding", "4711", "-")
    assert result.returncode == 2 and "4711" in result.stderr


@pytest.mark.parametrize("command", ["convert", "check", "parse"])
@pytest.mark.parametrize("name", ["base64", "rot13", "undefined"])
def test_cli_refuses_a_codec_that_is_not_a_character_set(command: str, name: str) -> None:
    target = ("--to", "cl") if command == "convert" else ()
    result = _cli(command, *target, "--encoding", name, "-", stdin=MQSC.encode())
    assert result.returncode == 2 and "not a character set" in result.stderr
    assert "MQT112" not in result.stderr and "Traceback" not in result.stderr


# --- PCF binary strings in a stated CCSID (§3) -------------------------------------------------------------------

def _strings(data: bytes) -> list[PcfParameter]:
    return [p for m in decode_messages(data) for p in m.parameters if p.type in (MQCFT_STRING, MQCFT_STRING_LIST)]


def test_every_string_says_the_default_ccsid_1208() -> None:
    data = translate("DEFINE QLOCAL('A') DESCR('café')\nDEFINE NAMELIST(N) NAMES(A, B)", "mqsc", "pcf-bin").output
    strings = _strings(data)
    assert len(strings) == 4 and {p.ccsid for p in strings} == {1208}
    assert "café" in [p.value for p in strings]


@pytest.mark.parametrize("ccsid", [37, 500, 1141, 819])
def test_strings_are_written_in_the_ccsid_asked_for_and_read_back(ccsid: int) -> None:
    text = "DEFINE QLOCAL('APP.IN') DESCR('Größe') TRIGDATA('x')\n"
    result = translate(text, "mqsc", "pcf-bin", ccsid=ccsid)
    assert result.ok, [d.format() for d in result.diagnostics]
    assert {p.ccsid for p in _strings(result.output)} == {ccsid}
    assert "Größe".encode(resolve(str(ccsid)).codec) in result.output
    assert translate(result.output, "pcf-bin", "mqsc").output == "DEFINE QLOCAL('APP.IN') DESCR('Größe') TRIGDATA('x')\n"


def test_lengths_are_checked_in_bytes_of_the_ccsid() -> None:
    text = f"DEFINE QLOCAL(A) DESCR('{'é' * 40}')"
    result = translate(text, "mqsc", "pcf-bin")
    (problem,) = result.diagnostics
    assert problem.code == "MQT203" and "80 bytes" in problem.message and problem.span.column == 18
    assert result.output == b""  # nothing written rather than a string the queue manager would cut or refuse
    assert translate(text, "mqsc", "pcf-bin", ccsid=819).ok  # one byte a character in ISO 8859-1
    assert translate(text, "mqsc", "pcf").ok  # JSON carries characters, not bytes


def test_a_character_the_ccsid_cannot_hold_is_reported() -> None:
    result = translate("DEFINE QLOCAL(A) DESCR('5 €')", "mqsc", "pcf-bin", ccsid=37)
    (problem,) = result.diagnostics
    assert problem.code == "MQT209" and "€" in problem.message and problem.span.column == 18
    assert result.output == b""
    assert translate("DEFINE QLOCAL(A) DESCR('5 €')", "mqsc", "pcf-bin", ccsid=1140).ok  # 037 with the euro


def test_cli_ccsid_option(tmp_path: Path) -> None:
    source = tmp_path / "in.mqsc"
    source.write_text("DEFINE QLOCAL('A') DESCR('x')\n")
    out = tmp_path / "out.bin"
    assert _cli("convert", "--to", "pcf-bin", "--ccsid", "500", "-o", str(out), str(source)).returncode == 0
    assert {p.ccsid for p in _strings(out.read_bytes())} == {500}
    assert _cli("convert", "--to", "pcf-bin", "--ccsid", "4711", "-o", str(out), str(source)).returncode == 2


# --- MQCFSL with Count 0 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("string_length", [0, 48])
@pytest.mark.parametrize("byte_order", ["little", "big"])
def test_an_mqcfsl_with_count_0_is_an_empty_list(string_length: int, byte_order: str) -> None:
    prefix = "<" if byte_order == "little" else ">"
    head = encode_message(PcfMessage(34, (PcfParameter(2010, MQCFT_STRING, "APP.NL", 1208),)), byte_order)  # type: ignore[arg-type]
    empty = struct.pack(prefix + "6i", MQCFT_STRING_LIST, MQCFSL_STRUC_LENGTH_FIXED, 2020, 1208, 0, string_length)
    count = struct.pack(prefix + "i", 2)
    data = head[:32] + count + head[36:] + empty
    (message,) = decode_messages(data)
    assert message.parameters[-1].value == ()
    result = translate(data, "pcf-bin", "pcf")
    assert result.ok, [d.format() for d in result.diagnostics]
    assert json.loads(result.output)["parameters"]["MQCA_NAMES"] == []


def test_batch_job_carries_encoding_and_record_length() -> None:
    pytest.importorskip("pyarrow")
    from translator.batch.files import Job, translate_file

    member = _records(["DEFINE QLOCAL('APP.IN') DESCR('Orders')", "ALTER QLOCAL('APP.IN') PUT(DISABLED)"], "cp037", 80,
                      prefix=True)
    result = translate_file("QMQSC.MBR", member, Job.of("cl", "mqsc", encoding="37", record_length=80))
    rows = result.rows.to_pylist()
    assert [row["status"] for row in rows] == ["translated", "translated"]
    assert result.script.decode().startswith("CRTMQMQ QNAME('APP.IN') QTYPE(*LCL)")
    undecoded = translate_file("QMQSC.MBR", member, Job.of("cl", "mqsc"))
    assert [row["status"] for row in undecoded.rows.to_pylist()] == ["failed"]


def test_ebcdic_read_as_utf8_suggests_an_encoding() -> None:
    (problem,) = translate(MQSC.encode("cp037"), "mqsc", "cl").diagnostics
    assert problem.code == "MQT101" and "--encoding" in problem.message
    (other,) = translate(b"DEFINE QLOCAL(A) DESCR('\xff')\n", "mqsc", "cl").diagnostics
    assert "--encoding" not in other.message


@pytest.mark.parametrize(("length", "warned"), [(80, True), (92, True), (240, True), (79, False)])
def test_a_member_of_records_read_without_its_record_length_is_not_read(length: int, warned: bool) -> None:
    """A comment record first makes the whole member one comment line: 0 commands, which must not pass as a success."""
    records = ["/* Create the queues */", "CRTMQMQ QNAME(A) QTYPE(*LCL)", "CRTMQMQ QNAME(B) QTYPE(*LCL)"]
    member = "".join(record.ljust(length) for record in records).encode("cp037")
    result = translate(member, "cl", "mqsc", encoding="37")
    assert [d.code for d in result.diagnostics if d.code == "MQT121"] == (["MQT121"] if warned else [])
    if warned:  # the file is one failed record, nothing written; the record length the text divides into suggested
        assert [r.status for r in result.records] == ["failed"] and result.output == ""
        assert str(length) in result.diagnostics[0].expected.split("(")[1]
    assert [r.status for r in translate(member, "cl", "mqsc", encoding="37", record_length=length).records] == \
        ["translated", "translated"]


@pytest.mark.parametrize("script", ["CRTMQMQ QNAME(ABC) QTYPE(*LCL) TEXT('" + "x" * 121 + "')",
                                    "DEFINE QLOCAL(A) DESCR('" + "y" * 134 + "')"])
def test_a_one_line_script_of_a_records_length_is_not_taken_for_a_member(script: str) -> None:
    assert len(script) % 80 == 0 or len(script) % 92 == 0 or len(script) % 240 == 0
    result = translate(script.encode("cp037"), "auto", "mqsc", encoding="37")
    assert "MQT121" not in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(("options", "said"), [({"encoding": "37"}, ["--encoding"]),
                                               ({"record_length": 80}, ["--record-length"]),
                                               ({}, [])])
def test_a_reading_option_for_binary_pcf_is_said_to_be_ignored(options: dict[str, object], said: list[str]) -> None:
    binary = translate("DEFINE QLOCAL(A)\n", "mqsc", "pcf-bin").output
    result = translate(binary, "auto", "mqsc", **options)  # type: ignore[arg-type]
    assert [d.message.split()[0] for d in result.diagnostics if d.code == "MQT125"] == said
    assert result.output == "DEFINE QLOCAL('A')\n"


@pytest.mark.parametrize(("data", "encoding", "record_length", "shown", "column"), [
    (b"DEFINE QLOCAL(A)\nDEFINE QLOCAL(B) DESCR('x\x01y')\n", None, None, "DEFINE QLOCAL(B) DESCR('x\x01y')", 26),
    (b"DEFINE QLOCAL(A)\r\nDEFINE QLOCAL(B) DESCR('\xe9t\xe9')\r\n", None, None,
     "DEFINE QLOCAL(B) DESCR('\ufffdt\ufffd')", 25),
    ("DEFINE QLOCAL(A)".ljust(20).encode("cp037") + "DEFINE\nQLOCAL(B)".ljust(20).encode("cp037"), "37", 20,
     "DEFINE\nQLOCAL(B)", 7),
])
def test_text_that_is_not_text_shows_the_line_it_fails_on(data: bytes, encoding: str | None,
                                                           record_length: int | None, shown: str,
                                                           column: int) -> None:
    """MQT101 says where and shows that line (an unprintable character escaped, a byte that is no character as
    U+FFFD), as every other error does."""
    (diagnostic,) = translate(data, "mqsc", "cl", encoding=encoding, record_length=record_length).diagnostics
    assert (diagnostic.code, diagnostic.span.line, diagnostic.span.column) == ("MQT101", 2, column)
    assert diagnostic.source_text == shown
