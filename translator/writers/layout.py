"""Line layout shared by the text dialects: quoting and + continuation at a column limit."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

from translator.model.characters import UNPRINTABLE, UnsafeText, visible

# What the readers' continuation rules strip at either side of a fold (readers/logical_lines.py): a fold
# never meets one, so no character of a value is lost.
_BLANKS = " \t\r\f\v"


def quote(text: str) -> str:
    """A single-quoted string literal with embedded quotes doubled.

    The last line of defence against injection: every name and string a text writer emits passes
    here, and one holding a line end or other unprintable character raises UnsafeText rather than
    being written (validate.py reports such values before the writers run).
    """
    # isprintable() is false for every character UNPRINTABLE matches (and for some allowed ones, as no-break
    # space), so only a text it refuses needs the full check.
    if not text.isprintable() and UNPRINTABLE.search(text):
        raise UnsafeText(text)
    return "'" + (text.replace("'", "''") if "'" in text else text) + "'"  # most texts hold no quote to double


def unclosing(text: str, close: str) -> str:
    """``text`` with each occurrence of the comment's closing mark (``close`` without its blanks: CL's ``*/``)
    broken up by blanks (``* /``), so that the text cannot end its comment early."""
    mark = close.strip()
    return text.replace(mark, " ".join(mark)) if mark and mark in text else text


def commented(lines: Iterable[str], close: str) -> list[str]:
    """Each of ``lines`` as a comment may hold it: its unprintable characters escaped (``visible``), and the
    comment's closing mark broken up (``unclosing``). One call for a note's lines, however many."""
    return [unclosing(visible(line), close) for line in lines]


def comment_parts(text: str, room: int) -> list[str]:
    """``text`` cut into parts of at most ``room`` characters, each to go on a comment line of its own: at the last
    blank in reach (dropped with the blanks around it), else where the room ends. The whole text when it fits or
    ``room`` is not positive (no width). The text is walked once, never copied part by part."""
    if room <= 0 or len(text) <= room:
        return [text]
    parts = []
    start, length = 0, len(text)
    while length - start > room:
        cut = text.rfind(" ", start + 1, start + room + 1)
        if cut <= start:
            parts.append(text[start:start + room])
            start += room
        else:
            parts.append(text[start:cut].rstrip(" "))
            start = cut + 1
            while start < length and text[start] == " ":
                start += 1
    return [*parts, text[start:]] if start < length else parts


def _inside_quotes(line: str) -> list[bool]:
    """For each position, whether it follows the opening quote of a quoted string, up to its closing quote.

    Quotes pair in order, as ``wrap`` takes them: the first opens, the second
    closes, and a pair that starts right after the last one closed continues its string (a doubled quote);
    a last unpaired quote quotes nothing.
    """
    mask = [False] * len(line)
    quotes = [index for index, char in enumerate(line) if char == "'"]
    closed = -2
    for start, end in zip(quotes[0::2], quotes[1::2], strict=False):
        first = start if start == closed + 1 else start + 1
        mask[first:end + 1] = [True] * (end + 1 - first)
        closed = end
    return mask


def _within_quotes(line: str, inside: list[bool], top: int, floor: int) -> int | None:
    """The last position p in (floor, top] between two non-blank characters inside quotes, or None."""
    return next((p for p in range(top, floor, -1)
                 if line[p] not in _BLANKS and line[p - 1] not in _BLANKS and inside[p]), None)


def _dash_fold(line: str, inside: list[bool], top: int, floor: int) -> int | None:
    """The last position p in (floor, top] inside quotes where a - fold may start the next line, or None: not at
    a *, as a line starting with * is a comment to runmqsc."""
    return next((p for p in range(top, floor, -1) if inside[p] and line[p] != "*"), None)


def _fold_after(line: str, inside: list[bool], top: int) -> int | None:
    """The first position p after ``top`` where a + fold may break the line (after a blank outside quotes, or
    between two non-blank characters inside them), or None."""
    return next((p for p in range(top + 1, len(line)) if line[p] not in _BLANKS and (
        (line[p - 1] == " " and not inside[p]) or (inside[p] and line[p - 1] not in _BLANKS))), None)


def wrap(line: str, width: int, indent: str = "    ") -> str:
    """Fold ``line`` so that each line fits ``width`` (0 = never fold).

    Each line ends at the last position p that fits where the line may continue on the next one. A + fold
    continues at the next line's first non-blank character, so line[p] must be non-blank: breaking between
    parameters (after a blank outside quotes) is preferred, and a long quoted string is broken between two
    non-blank characters so no blank meets the break; the continued line is indented. Where a quoted string
    leaves no such place in reach (blanks at every other character: 'a b c ...'), it is broken with - at the
    last position that fits: a - fold continues at the next line's first column, blanks kept, so that line is
    not indented, and it never starts with *. Only a word longer than a line stays longer than a line: the line
    holding it ends at the first + fold after it, and the rest is folded as before.
    """
    if width <= 0 or len(line) <= width:
        return line
    # The line's quotes, counted once there is a blank after an odd number of them (inside quotes, unless the last
    # one is unpaired): until then no fold asks.
    quotes, length = 0, len(line)
    lines: list[str] = []
    dashed: set[int] | None = None  # the lines that end in - (their next line is not indented), once there is one
    inside: list[bool] = []
    # The quotes before the line being made (``counted``, in line[:start]), kept as it moves on, so that only its
    # own are counted at each blank: a line of any length folds in linear time. A fold at a blank has them counted.
    counted = start = 0
    offset, room, later = 0, width - 1, width - 1 - len(indent)  # room: a line's characters before its mark
    while length - offset > room + 1:  # the rest does not fit on this line
        if start != offset:
            counted, start = counted + line.count("'", start, offset), offset
        floor = offset + 1
        top = end = offset + room
        if top <= floor:  # the indent leaves no room
            break
        while (blank := line.rfind(" ", floor, end)) >= 0:
            p = blank + 1
            if line[p] in _BLANKS:
                end = blank
                continue
            piece = line[offset:p]  # the line if it ends here: its quotes are the ones counted
            # Inside quotes: look before the last quote (one before this line's start leaves no blank to look at).
            if (before := counted + piece.count("'")) % 2 and before < (quotes or (quotes := line.count("'"))):
                end = piece.rfind("'") + offset if before > counted else offset
            else:
                counted, start = before, p
                break
        else:
            inside = inside or _inside_quotes(line)  # made once, for the first fold that needs it
            found = _within_quotes(line, inside, top, floor)
            if found is None:
                found = _dash_fold(line, inside, top, floor)
                if found is None:  # a word longer than a line: the first fold after it, and on
                    found = _fold_after(line, inside, top)
                    if found is None:
                        break
                    lines.append(line[offset:found])
                    offset, room = found, later
                    continue
                dashed = (dashed or set()) | {len(lines)}
                lines.append(line[offset:found])
                offset, room = found, width - 1
                continue
            p = found
            piece = line[offset:p]
        lines.append(piece)
        offset, room = p, later
    lines.append(line[offset:])
    if dashed is None:
        return ("+\n" + indent).join(lines)
    return "".join(text + ("-\n" if index in dashed else "+\n" + indent) for index, text in enumerate(lines[:-1])) \
        + lines[-1]


def command_parts(lines: Iterable[str], room: int, continued: bool, longest: int = 0) -> list[str]:
    """The lines of a command's text (a command not written live) cut into parts to go on comment lines of their
    own, at most ``room`` characters long where the command's own dialect lets it go on: taken out of their
    comments, the parts are the command again. A dialect that ``continued`` its commands (+ and -) has each line
    folded as its commands are (``wrap``, its marks in the parts), a quoted string an earlier line opened taken as
    such; any other only at blanks outside quoted strings (' or "), dropped there, so that the parts joined with a
    blank are the line. A part with no such place in reach stays longer than ``room`` (0 or less: no line is cut), but
    never longer than ``longest`` (0: any), where it is cut: with - or + where the dialect goes on, else anywhere."""
    parts: list[str] = []
    quoted = False  # whether the next line starts inside a quoted string (the dialects that continue quote with ')
    for line in lines:
        if room <= 0 or len(line) <= room:
            parts.append(line)
        elif continued:
            parts += _continued_parts(line, room, quoted)
        else:
            parts += _parts_at_blanks(line, room)
        quoted ^= line.count("'") % 2 == 1
    if longest <= 0 or all(len(part) <= longest for part in parts):
        return parts
    return [piece for part in parts for piece in (_cut(part, longest, continued) if len(part) > longest else [part])]


def _cut(part: str, longest: int, continued: bool) -> list[str]:
    """``part`` in pieces of at most ``longest`` characters. Where the dialect goes on, each but the last ends in
    a mark its reader joins exactly: - (the next piece from its first column) where that piece does not start
    with *, which would make it a comment line to runmqsc, else + (the next from its first non-blank, the *, after
    a blank)."""
    if not continued:
        return [part[start:start + longest] for start in range(0, len(part), longest)]
    pieces: list[str] = []
    rest, lead = part, ""
    while len(lead) + len(rest) > longest and (room := longest - len(lead) - 1) > 0:
        cut = room
        while cut > 0 and rest[cut] == "*":
            cut -= 1
        if cut:
            pieces.append(lead + rest[:cut] + "-")
            rest, lead = rest[cut:], ""
        else:
            pieces.append(lead + rest[:room] + "+")
            rest, lead = rest[room:], " "
    return [*pieces, lead + rest]


def _continued_parts(line: str, room: int, quoted: bool) -> list[str]:
    """``line`` of a dialect that continues its commands folded as ``wrap`` folds a command, its marks in the parts.
    A quoted string open where the line starts (``quoted``: an earlier line opened it) or ends (the next goes on
    with it) gets its quote there for the fold, which pairs the line's quotes as they are, and so never breaks the
    string at a blank; the part holding it is one shorter for it (wrap leaves at least two characters on each).
    The line's indent outside quotes stands as non-blanks for the fold, which so never breaks the line there."""
    ends_quoted = quoted ^ (line.count("'") % 2 == 1)
    indent = 0 if quoted else len(line) - len(line.lstrip(" "))
    folded = wrap("'" * quoted + "x" * indent + line[indent:] + "'" * ends_quoted, room)
    return (" " * indent + folded[quoted + indent:len(folded) - ends_quoted]).split("\n")


def _unquoted_blanks(line: str) -> list[int]:
    """The positions of the blanks outside quoted strings: a ' or " opens one, which the same quote closes (in a
    "..." string, as in JSON, a backslash escapes the character after it)."""
    blanks, quote, escaped = [], "", False
    for index, char in enumerate(line):
        if quote:
            if escaped:
                escaped = False
            elif char == "\\" and quote == '"':
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == " ":
            blanks.append(index)
    return blanks


def _parts_at_blanks(line: str, room: int) -> list[str]:
    """``line`` cut at the last blank outside quotes in reach of each part's ``room`` (else at the first one after
    it), the blanks there dropped; a part's leading blanks (the line's indent) are kept. Linear in the line."""
    blanks = _unquoted_blanks(line)
    parts: list[str] = []
    start, length, after = 0, len(line), 0  # after: the first of ``blanks`` past the part's first non-blank
    while length - start > room:
        text = start
        while text < length and line[text] == " ":
            text += 1
        while after < len(blanks) and blanks[after] <= text:
            after += 1
        if after == len(blanks):
            break
        last = bisect_right(blanks, start + room, after) - 1
        cut = blanks[last] if last >= after else blanks[after]
        parts.append(line[start:cut].rstrip(" "))
        start = cut
        while start < length and line[start] == " ":
            start += 1
    if start < length or not parts:
        parts.append(line[start:])
    return parts
