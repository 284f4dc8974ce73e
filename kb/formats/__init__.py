"""Formats in: an imported file's bytes → the text lines the parsers read.

One extractor per format, registered by file suffix (``FORMATS``): Markdown and plain
text are decoded as they are; a Word file (:mod:`kb.formats.docx`), an OpenDocument text
(:mod:`kb.formats.odt`), a web page (:mod:`kb.formats.webpage`) and a PDF
(:mod:`kb.formats.pdf`) are turned into Markdown-like lines. What an extractor drops (a
PDF's page numbers and running headers, a web page's menus) is kept in ``removed``, so nothing of the original
is silently lost.

>>> extract("Article 1 : Objet\\n".encode(), "club.md").lines
['Article 1 : Objet']
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath

from kb.errors import KBError
from kb.formats.budget import LIMITS, Budget
from kb.formats.docx import extract_docx
from kb.formats.inline_headings import split_inline_headings
from kb.formats.model import Extracted
from kb.formats.odt import extract_odt
from kb.formats.pdf import extract_pdf
from kb.formats.text import extract_text, printable
from kb.formats.webpage import extract_html

# The largest file accepted (a rulebook is a few hundred kilobytes; a PDF with scans, a
# few megabytes): the budget ``file_mb`` of kb/data/limits.toml, a file of that size refused.
MAX_BYTES = LIMITS.file_mb.max_value

Extractor = Callable[[bytes, str], Extracted]

# The registry of formats: file suffix → (format name written in the manifest, extractor).
FORMATS: dict[str, tuple[str, Extractor]] = {
    ".md": ("markdown", extract_text),
    ".markdown": ("markdown", extract_text),
    ".txt": ("text", extract_text),
    ".text": ("text", extract_text),
    ".docx": ("docx", extract_docx),
    ".odt": ("odt", extract_odt),
    ".html": ("html", extract_html),
    ".htm": ("html", extract_html),
    ".pdf": ("pdf", extract_pdf),
}


def format_of(filename: str) -> str:
    """The format name of a file, from its suffix; a KBError for an unknown one.
    ``format_of("Règles.DOCX")`` → ``"docx"``."""
    suffix = PurePath(filename).suffix.lower()
    if suffix not in FORMATS:
        known = ", ".join(sorted(FORMATS))
        raise KBError(f"format de fichier inconnu {suffix or '(sans extension)'!r} (formats acceptés : {known})", path=filename)
    return FORMATS[suffix][0]


def extract(data: bytes, filename: str) -> Extracted:
    """The text lines of a file (its format from its suffix). A file of 100 MB or more, an
    empty one, one over a budget of kb/data/limits.toml (its readers count as they read:
    kb.formats.budget), or one with no text (an image-only PDF) is a KBError naming the file."""
    format_of(filename)
    if len(data) >= MAX_BYTES:
        raise KBError(f"fichier trop volumineux ({len(data) // (1024 * 1024)} Mo ; maximum {MAX_BYTES // (1024 * 1024) - 1} Mo)", path=filename)
    if not data.strip():
        raise KBError("fichier vide", path=filename)
    extracted = FORMATS[PurePath(filename).suffix.lower()][1](data, filename)
    # Control characters (a terminal's escape sequences) would reach the screen with every
    # title and line the commands print: made visible once, here, for every format.
    extracted.lines = split_inline_headings([printable(line) for line in extracted.lines])
    extracted.removed = [(page, printable(line)) for page, line in extracted.removed]
    extracted.notes = [(page, printable(note)) for page, note in extracted.notes]
    Budget(filename).whole(LIMITS.book_chars, sum(len(line) + 1 for line in extracted.lines))
    if not any(line.strip() for line in extracted.lines):
        hint = " (un PDF fait d'images ?)" if format_of(filename) == "pdf" else ""
        raise KBError(f"aucun texte dans ce fichier{hint}", path=filename)
    return extracted


__all__ = ["FORMATS", "MAX_BYTES", "Extracted", "extract", "format_of"]
