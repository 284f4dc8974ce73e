"""Markdown and plain text: decoded as UTF-8 (or Windows-1252, as a Word "Save as text"
writes it), NFC, line ends normalised."""

from __future__ import annotations

import unicodedata

from kb.errors import KBError
from kb.formats.model import Extracted


def decode(data: bytes, filename: str) -> str:
    """UTF-8 text (a byte-order mark dropped), else Windows-1252; NFC.
    ``decode("é".encode("cp1252"), "x.txt")`` → ``"é"``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        try:
            text = data.decode("cp1252")
        except UnicodeDecodeError as exc:
            raise KBError(f"texte illisible (ni UTF-8 ni Windows-1252, octet {exc.start})", path=filename) from None
    return unicodedata.normalize("NFC", text.removeprefix("\ufeff"))


def split_lines(text: str) -> list[str]:
    """Lines on real line ends only (not U+2028), without a last empty line."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def extract_text(data: bytes, filename: str) -> Extracted:
    """A Markdown or text file, as its lines."""
    return Extracted(split_lines(decode(data, filename)))
