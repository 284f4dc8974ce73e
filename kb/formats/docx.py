"""Word (DOCX) → Markdown-like lines, with python-docx.

Heading styles become Markdown ``#`` levels (``Heading 2`` / ``Titre 2`` → ``## …``), the
title style a ``#``; a numbered paragraph gets its number written out as Word shows it
(Word computes it when it displays the page: « 1. », « Article 2 : », « a) », « II. », from
the list's definition), a bulleted one a Markdown « - »; a wholly bold paragraph is written
``**…**`` and bold runs inside a paragraph too; a table becomes text rows ``| a | b |``.
Paragraphs are separated by a blank line, as in Markdown.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import docx
from docx.document import Document
from docx.table import Table
from docx.text.paragraph import Paragraph
from lxml import etree

from kb.errors import KBError
from kb.formats.archive import ARCHIVE_ERRORS, OLE_MAGIC, damage, opened
from kb.formats.markup import bold_runs, count_label
from kb.formats.model import Extracted

HEADING_STYLE = re.compile(r"^(?:Heading|Titre)\s*(\d)$", re.IGNORECASE)
TITLE_STYLES = {"title", "titre"}
MAX_LEVEL = 8  # Word's list levels are 0 to 8


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
    return bold_runs(runs) if runs else paragraph.text


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


_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


class _Numbering:
    """Word's automatic numbers, counted per list and level and written as Word shows
    them: each level's text (``w:lvlText``: « %1. », « %1.%2- », « Article %1 : »,
    « %2) ») and format (``w:numFmt``: decimal, letters, Roman numerals) from the
    document's numbering part; a bullet is a Markdown list item « - ». A list without a
    definition counts « 1. », « 1.1. » as before."""

    def __init__(self, document: Document) -> None:
        self.counters: dict[str, list[int]] = {}
        self.levels: dict[tuple[str, int], tuple[str, str, int]] = {}  # (numId, level) → (format, text, start)
        try:
            root = document.part.numbering_part.element
        except (KeyError, NotImplementedError, AttributeError):  # no numbering part
            return
        abstract = {a.get(f"{_W}abstractNumId"): a for a in root.iter(f"{_W}abstractNum")}
        for num in root.iter(f"{_W}num"):
            ref = num.find(f"{_W}abstractNumId")
            definition = abstract.get(ref.get(f"{_W}val") if ref is not None else None)
            for lvl in definition.iter(f"{_W}lvl") if definition is not None else ():
                fmt, text, start = (lvl.find(f"{_W}{tag}") for tag in ("numFmt", "lvlText", "start"))
                level = min(max(int(lvl.get(f"{_W}ilvl") or 0), 0), MAX_LEVEL)
                first = start.get(f"{_W}val") if start is not None else "1"
                self.levels[(str(num.get(f"{_W}numId")), level)] = (
                    fmt.get(f"{_W}val") or "decimal" if fmt is not None else "decimal",
                    text.get(f"{_W}val") or "" if text is not None else "",
                    int(first) if first and first.isdecimal() and len(first) < 7 else 1,
                )

    def number(self, paragraph: Paragraph) -> str:
        num = _num_properties(paragraph)
        if num is None:
            return ""
        level = int(num.ilvl.val) if num.ilvl is not None else 0
        level = min(max(level, 0), MAX_LEVEL)  # a hostile 2 000 000 000 would be a list that long
        key = str(num.numId.val)
        counts = self.counters.setdefault(key, [])
        del counts[level + 1:]
        counts.extend([0] * (level + 1 - len(counts)))
        counts[level] += 1
        if (key, level) not in self.levels:
            return ".".join(str(c) for c in counts) + "."
        fmt, text, _ = self.levels[(key, level)]
        if fmt == "bullet":
            return "-"
        return re.sub(r"%([1-9])", lambda m: self._label(key, int(m.group(1)) - 1, counts), text).strip()

    def _label(self, key: str, level: int, counts: list[int]) -> str:
        """The count of ``level`` (0-based) in its own format, from its start value."""
        if level >= len(counts):
            return ""
        fmt, _, start = self.levels.get((key, level), ("decimal", "", 1))
        n = counts[level] + start - 1
        return count_label(n, fmt)


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
    opened(filename, data, "DOCX").close()
    return docx.Document(io.BytesIO(data))


def extract_docx(data: bytes, filename: str) -> Extracted:
    """A Word file as Markdown-like lines (see the module docstring). A file that is not a
    Word document, or whose XML is broken or too big, is a KBError naming it."""
    try:
        return _extract(data, filename)
    except (*ARCHIVE_ERRORS, etree.LxmlError) as exc:
        raise KBError(f"fichier DOCX illisible ({damage(exc)})", path=filename) from None


def _extract(data: bytes, filename: str) -> Extracted:
    document = _open(data, filename)
    numbering = _Numbering(document)
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
