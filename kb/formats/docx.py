"""Word (DOCX) → Markdown-like lines, with python-docx.

Heading styles become Markdown ``#`` levels (``Heading 2`` / ``Titre 2`` → ``## …``), the
title style a ``#``; a numbered paragraph gets its number written out (Word computes it
when it displays the page: ``1.``, ``1.2.``); a wholly bold paragraph is written
``**…**`` and bold runs inside a paragraph too; a table becomes text rows ``| a | b |``.
Paragraphs are separated by a blank line, as in Markdown.
"""

from __future__ import annotations

import io
import re
import unicodedata
import zipfile
from collections.abc import Iterator
from typing import Any

import docx
from docx.document import Document
from docx.table import Table
from docx.text.paragraph import Paragraph
from lxml import etree

from kb.errors import KBError
from kb.formats.model import Extracted

# An encrypted Office file is an OLE compound document, not a ZIP: so is an old ``.doc``.
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
HEADING_STYLE = re.compile(r"^(?:Heading|Titre)\s*(\d)$", re.IGNORECASE)
TITLE_STYLES = {"title", "titre"}
MAX_LEVEL = 8  # Word's list levels are 0 to 8
# The largest part of the archive once unzipped: a rulebook's document.xml is a few
# megabytes; a few kilobytes of zeros can unzip to gigabytes (a « zip bomb »).
MAX_PART = 64 * 1024 * 1024


def _blocks(document: Document) -> Iterator[Paragraph | Table]:
    """The body's paragraphs and tables, in document order."""
    for child in document.element.body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            yield Paragraph(child, document)
        elif tag == "tbl":
            yield Table(child, document)


def _runs_markdown(paragraph: Paragraph) -> str:
    """The paragraph's wording, bold runs marked ``**…**`` (a wholly bold paragraph once)."""
    runs = [(run.text, bool(run.bold)) for run in paragraph.runs if run.text]
    if not runs:
        return paragraph.text
    if all(bold for text, bold in runs if text.strip()):
        text = "".join(t for t, _ in runs).strip()
        return f"**{text}**" if text else ""
    out: list[str] = []
    for text, bold in runs:
        stripped = text.strip()
        if bold and stripped:
            lead, tail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
            out.append(f"{lead}**{stripped}**{tail}")
        else:
            out.append(text)
    return "".join(out).replace("****", "")


def _num_properties(paragraph: Paragraph) -> Any:
    """The paragraph's numbering properties (``w:numPr``), its own or its style's (``List
    Number``); None when it is not numbered. python-docx types them loosely: read as Any."""
    style: Any = paragraph.style
    owners: list[Any] = [paragraph._p]
    while style is not None and style.element not in owners:  # a style based on itself: a loop
        owners.append(style.element)
        style = style.base_style
    for owner in owners:
        props = owner.pPr
        num = props.numPr if props is not None else None
        if num is not None and num.numId is not None:
            return num
    return None


class _Numbering:
    """Word's automatic numbers, counted per list and level: ``1.``, ``1.1.``, ``1.1.1.``."""

    def __init__(self) -> None:
        self.counters: dict[str, list[int]] = {}

    def number(self, paragraph: Paragraph) -> str:
        num = _num_properties(paragraph)
        if num is None:
            return ""
        level = int(num.ilvl.val) if num.ilvl is not None else 0
        level = min(max(level, 0), MAX_LEVEL)  # a hostile 2 000 000 000 would be a list that long
        counts = self.counters.setdefault(str(num.numId.val), [])
        del counts[level + 1:]
        counts.extend([0] * (level + 1 - len(counts)))
        counts[level] += 1
        return ".".join(str(c) for c in counts) + "."


def _paragraph_line(paragraph: Paragraph, numbering: _Numbering) -> str:
    style = (paragraph.style.name if paragraph.style is not None else "") or ""
    heading = HEADING_STYLE.match(style.strip())
    number = numbering.number(paragraph)
    if heading or style.strip().lower() in TITLE_STYLES:
        level = int(heading.group(1)) if heading else 1
        wording = " ".join(filter(None, [number, paragraph.text.strip()]))
        return f"{'#' * level} {wording}" if wording else ""
    text = _runs_markdown(paragraph).strip()
    return f"{number} {text}" if number and text else text


def _table_lines(table: Table) -> list[str]:
    rows = []
    for row in table.rows:
        cells = [" ".join(cell.text.split()) for cell in row.cells]
        rows.append("| " + " | ".join(cells) + " |")
    return rows


def _open(data: bytes, filename: str) -> Document:
    if data.startswith(OLE_MAGIC):
        raise KBError("document Word protégé par un mot de passe (ou ancien format .doc) : l'enregistrer en .docx sans mot de passe", path=filename)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        big = next((i for i in archive.infolist() if i.file_size > MAX_PART), None)
    if big is not None:
        raise KBError(f"fichier DOCX illisible : {big.filename} fait {big.file_size // (1024 * 1024)} Mo une fois "
                      f"décompressé (au plus {MAX_PART // (1024 * 1024)} Mo)", path=filename)
    return docx.Document(io.BytesIO(data))


def extract_docx(data: bytes, filename: str) -> Extracted:
    """A Word file as Markdown-like lines (see the module docstring). A file that is not a
    Word document, or whose XML is broken or too big, is a KBError naming it."""
    try:
        return _extract(data, filename)
    except (zipfile.BadZipFile, KeyError, ValueError, etree.LxmlError) as exc:
        reason = type(exc).__name__ if not isinstance(exc, etree.LxmlError) else f"XML invalide : {exc}"
        raise KBError(f"fichier DOCX illisible ({reason})", path=filename) from None


def _extract(data: bytes, filename: str) -> Extracted:
    document = _open(data, filename)
    numbering = _Numbering()
    lines: list[str] = []
    for block in _blocks(document):
        chunk = _table_lines(block) if isinstance(block, Table) else [_paragraph_line(block, numbering)]
        chunk = [unicodedata.normalize("NFC", part) for line in chunk for part in line.split("\n")]
        if not any(part.strip() for part in chunk):
            continue
        if lines:
            lines.append("")
        lines.extend(chunk)
    return Extracted(lines)
