"""Markdown and plain text: decoded as UTF-8 (or Windows-1252, as a Word "Save as text"
writes it), NFC, line ends normalised."""

from __future__ import annotations

import re
import unicodedata

from kb.errors import KBError
from kb.formats.budget import LIMITS, Budget
from kb.formats.md_lists import printed_lists
from kb.formats.model import Extracted


def utf16(data: bytes) -> str | None:
    """The UTF-16 codec a text is written in (Windows Notepad's « Unicode »): by its
    byte-order mark, else by its zero bytes — half of them, all at odd (little-endian) or all
    at even (big-endian) places, as French text in UTF-16 has; None for any other text.
    ``utf16("Règle".encode("utf-16-le"))`` → ``"utf-16-le"``."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    even, odd = data[0::2].count(0), data[1::2].count(0)
    half = len(data) // 2
    if half and odd >= 0.3 * half and even <= 0.01 * half:
        return "utf-16-le"
    if half and even >= 0.3 * half and odd <= 0.01 * half:
        return "utf-16-be"
    return None


def decode(data: bytes, filename: str) -> str:
    """UTF-8 text (a byte-order mark dropped), else UTF-16 (see :func:`utf16`), else
    Windows-1252; NFC. ``decode("é".encode("cp1252"), "x.txt")`` → ``"é"``."""
    codec = utf16(data)
    if codec is not None:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError as exc:
            raise KBError(f"texte UTF-16 illisible (octet {exc.start})", path=filename) from None
        return unicodedata.normalize("NFC", text.removeprefix("\ufeff"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError as exc:
            raise KBError(f"texte illisible (ni UTF-8 ni Windows-1252, octet {exc.start})", path=filename) from None
    return unicodedata.normalize("NFC", text.removeprefix("\ufeff"))


# What a text never needs and a terminal obeys: the C0 controls but the tab (ESC starts
# the sequences that colour, move or retitle a terminal), DEL, the C1 controls, and the
# bidirectional overrides that show text in another order than it is read.
CONTROLS = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
PAGE_BREAKS = re.compile("[\x0b\x0c]")


def printable(line: str) -> str:
    """A line without control characters: each shown as « \ufffd » (so that nothing is
    dropped unseen), a page break (form feed) as a space.
    ``printable("Ob\x1b[31mjet")`` → ``"Ob\ufffd[31mjet"``."""
    return CONTROLS.sub("\ufffd", PAGE_BREAKS.sub(" ", line))


def split_lines(text: str) -> list[str]:
    """Lines on real line ends only (not U+2028), without a last empty line."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


# Plain-text markup that prints nothing (reStructuredText, a Markdown file saved as text): a
# heading's underline (« Article 3: Siège social » over « ----------- »), and a line block's
# bar (« |   APBTeam », an address kept line by line; a table's row has more bars).
_UNDERLINE = re.compile(r"^([-=~^*+#])\1{2,}\s*$")
_LINE_BLOCK = re.compile(r"^\|(?: +|$)(?=[^|]*$)")


def printed_text(lines: list[str]) -> list[str]:
    """The lines of a plain text as they read: underlines blank, line blocks' bars left out.
    ``printed_text(["Objet", "-----", "|   Paris"])`` → ``["Objet", "", "Paris"]``."""
    out = list(lines)
    for i, line in enumerate(lines):
        if _UNDERLINE.match(line) and i and lines[i - 1].strip() and not _UNDERLINE.match(lines[i - 1]):
            out[i] = ""
        elif (m := _LINE_BLOCK.match(line)) is not None:
            out[i] = line[m.end():]
    return out


def extract_text(data: bytes, filename: str) -> Extracted:
    """A Markdown or text file, as its lines; its characters and non-blank lines
    (paragraphs) within their budgets — a file of more bytes than four per character
    allowed (UTF-8's most) is refused before it is decoded."""
    budget = Budget(filename)
    if len(data) > 4 * LIMITS.book_chars.max_value:
        budget.chars(len(data) // 4)
    lines = split_lines(decode(data, filename))
    budget.chars(sum(len(line) + 1 for line in lines))
    for line in lines:
        if line.strip():
            budget.paragraph()
    if filename.lower().endswith((".md", ".markdown")):
        lines = printed_lists(lines)  # numbered as they print (kb.formats.md_lists)
    else:
        lines = printed_text(lines)
    return Extracted(lines)
