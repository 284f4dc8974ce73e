"""Word (DOCX) → Markdown-like lines, the body streamed with lxml's ``iterparse``.

Heading styles become Markdown ``#`` levels (``Heading 2`` / ``Titre 2`` → ``## …``), the
title style a ``#``; a numbered paragraph gets its number written out as Word shows it
(Word computes it when it displays the page: « 1. », « Article 2 : », « a) », « II. », from
the list's definition, :mod:`kb.formats.docx_styles`), a bulleted one a Markdown « - »; a
wholly bold paragraph is written ``**…**`` and bold runs inside a paragraph too; a table
becomes text rows ``| a | b |``. Paragraphs are separated by a blank line, as in Markdown.

Formatting is meaning: struck wording (``w:strike``, ``w:dstrike``, directly or through a
character style) and a tracked deletion (``w:del``, its ``w:delText``) are the deleted
wording of a « redline » edition, written ``~~…~~`` as the corpus writes it (the parsers
keep it apart from the current text); a tracked insertion (``w:ins``) is current text.

The document part is read as a stream, block by block, and each block is dropped once
written: a file of millions of empty paragraphs is refused when the count passes its
limit (:mod:`kb.formats.budget`), not after its whole tree was built; so is one whose parts
unzip to more than their budget, all parts together (:func:`kb.formats.archive.opened`).
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
import zipfile
from collections.abc import Iterator

from lxml import etree

from kb.errors import KBError
from kb.formats.archive import ARCHIVE_ERRORS, OLE_MAGIC, damage, opened, streamed
from kb.formats.budget import Budget
from kb.formats.docx_styles import MAX_LEVEL, Numbering, NumPr, Styles, W, num_pr, toggle
from kb.formats.markup import marked_runs
from kb.formats.model import Extracted

HEADING_STYLE = re.compile(r"^(?:Heading|Titre)\s*(\d)$", re.IGNORECASE)
TITLE_STYLES = {"title", "titre"}
RELS = "{http://schemas.openxmlformats.org/package/2006/relationships}Relationship"
MAIN = "word/document.xml"
# Inline wrappers whose runs are the paragraph's: a link, a tracked insertion or move, a
# smart tag, a content control, a simple field. A deletion's runs are struck.
INLINE = {"hyperlink", "ins", "moveTo", "smartTag", "customXml", "sdt", "sdtContent", "fldSimple", "dir", "bdo"}
DELETED = {"del", "moveFrom"}
RUN_TEXT = {"t": None, "delText": None, "tab": "\t", "ptab": "\t", "cr": "\n", "noBreakHyphen": "-"}

Run = tuple[str, bool, bool]  # text, bold, struck
P, TBL, TEXTS = f"{W}p", f"{W}tbl", (f"{W}t", f"{W}delText")


def _local(element: etree._Element) -> str:
    tag = element.tag
    return tag[len(W):] if isinstance(tag, str) and tag.startswith(W) else ""


class _Body:
    """Reads the document's blocks (paragraphs, tables) into lines."""

    def __init__(self, styles: Styles, numbering: Numbering, budget: Budget) -> None:
        self.styles, self.numbering, self.budget = styles, numbering, budget

    def runs(self, element: etree._Element, struck: bool, out: list[Run]) -> None:
        """The runs of a paragraph (or of an inline wrapper in it), in document order."""
        for child in element:
            tag = _local(child)
            if tag == "r":
                self.run(child, struck, out)
            elif tag in INLINE:
                self.runs(child, struck, out)
            elif tag in DELETED:
                self.runs(child, True, out)

    def run(self, run: etree._Element, struck: bool, out: list[Run]) -> None:
        props = run.find(f"{W}rPr")
        style = props.find(f"{W}rStyle") if props is not None else None
        style_bold, style_struck = self.styles.run_format(style.get(f"{W}val") if style is not None else None)
        bold = toggle(props, "b")
        strike = toggle(props, "strike", "dstrike")
        bold = style_bold if bold is None else bold
        struck = struck or bool(style_struck if strike is None else strike)
        for child in run:
            tag = _local(child)
            if tag in RUN_TEXT:
                text = RUN_TEXT[tag] if RUN_TEXT[tag] is not None else (child.text or "")
            elif tag == "br":  # a line break; a page or column break is no text
                text = "\n" if (child.get(f"{W}type") or "textWrapping") == "textWrapping" else ""
            else:
                continue
            if text:
                out.append((text, bool(bold), struck))

    def paragraph(self, p: etree._Element) -> str:
        props = p.find(f"{W}pPr")
        style = props.find(f"{W}pStyle") if props is not None else None
        style_id = style.get(f"{W}val") if style is not None else None
        name = self.styles.name(style_id).strip()
        num, level = num_pr(props)
        own = NumPr(num, level or 0) if num is not None else None
        number = self.numbering.number(own or self.styles.numbering(style_id))
        runs: list[Run] = []
        self.runs(p, False, runs)
        heading = HEADING_STYLE.match(name)
        if heading or name.lower() in TITLE_STYLES:
            wording = " ".join(filter(None, [number, marked_runs([(t, False, s) for t, _, s in runs]).strip()]))
            return f"{'#' * (int(heading.group(1)) if heading else 1)} {wording}" if wording else ""
        text = marked_runs(runs).strip()
        return f"{number} {text}" if number and text else text

    def table(self, table: etree._Element) -> list[str]:
        rows = []
        for row in table.iter(f"{W}tr"):
            if next(row.iterancestors(f"{W}tbl"), None) is not table:
                continue  # a row of a table nested in a cell: read with its cell
            cells: list[str] = []
            for cell in row.iterchildren(f"{W}tc"):
                runs: list[Run] = []
                for p in cell.iter(f"{W}p"):
                    self.runs(p, False, runs)
                    runs.append((" ", False, False))
                text = " ".join(marked_runs([(t, False, s) for t, _, s in runs]).split())
                span = cell.find(f"{W}tcPr/{W}gridSpan")
                raw = span.get(f"{W}val") if span is not None else "1"
                cells.extend([text] * (min(int(raw), MAX_LEVEL + 56) if raw and raw.isdecimal() and len(raw) < 4 else 1))
            rows.append("| " + " | ".join(cells) + " |")
        return rows


def _target(archive: zipfile.ZipFile, rels: str, kind: str, base: str, budget: Budget) -> str | None:
    """The part a relationships part (``rels``) names for ``kind`` (``officeDocument``,
    ``styles``, ``numbering``), as a path in the archive; None when it names none."""
    for rel in streamed(archive, rels, budget):
        if rel.tag == RELS and (rel.get("Type") or "").rsplit("/", 1)[-1] == kind and rel.get("TargetMode") != "External":
            target = rel.get("Target") or ""
            return target.lstrip("/") if target.startswith("/") else posixpath.normpath(posixpath.join(base, target))
    return None


def _body_blocks(archive: zipfile.ZipFile, name: str, budget: Budget) -> Iterator[etree._Element]:
    """The body's paragraphs and tables, in document order, streamed: each is yielded when
    its end is read, then dropped with what came before it (``w:document`` / ``w:body`` /
    the block: depth 3). The elements, the paragraphs (at any depth), the characters and
    the tables nested in tables are counted as they are read."""
    tables = depth = 0  # tables inside tables; the element's depth in the part
    with archive.open(name) as stream:
        events = etree.iterparse(stream, events=("start", "end"), resolve_entities=False, no_network=True,
                                 load_dtd=False, huge_tree=False, remove_comments=True)
        for event, element in events:
            tag = element.tag
            if event == "start":
                depth += 1
                budget.element()
                if tag == TBL:
                    tables += 1
                    budget.depth(tables)
                continue
            depth -= 1
            if tag == P:
                budget.paragraph()
            elif tag in TEXTS:
                budget.chars(len(element.text or ""))
            elif tag == TBL:
                tables -= 1
            if depth == 2:
                if tag in (P, TBL) and _local(element.getparent()) == "body":
                    yield element
                element.clear()
                parent = element.getparent()
                while parent is not None and element.getprevious() is not None:
                    del parent[0]


def _open(data: bytes, filename: str) -> zipfile.ZipFile:
    if data.startswith(OLE_MAGIC):
        raise KBError("document Word protégé par un mot de passe (ou ancien format .doc) : l'enregistrer en .docx sans mot de passe", path=filename)
    return opened(filename, data, "DOCX")


def extract_docx(data: bytes, filename: str) -> Extracted:
    """A Word file as Markdown-like lines (see the module docstring). A file that is not a
    Word document, whose XML is broken, or that is over a budget is a KBError naming it."""
    budget = Budget(filename)
    try:
        with _open(data, filename) as archive:
            return _extract(archive, budget)
    except (*ARCHIVE_ERRORS, etree.LxmlError) as exc:
        raise KBError(f"fichier DOCX illisible ({damage(exc)})", path=filename) from None


def _extract(archive: zipfile.ZipFile, budget: Budget) -> Extracted:
    main = _target(archive, "_rels/.rels", "officeDocument", "", budget) or MAIN
    if main not in archive.namelist():
        raise zipfile.BadZipFile(main)
    folder = posixpath.dirname(main)
    rels = posixpath.join(folder, "_rels", posixpath.basename(main) + ".rels")
    body = _Body(Styles(streamed(archive, _target(archive, rels, "styles", folder, budget), budget)),
                 Numbering(streamed(archive, _target(archive, rels, "numbering", folder, budget), budget)), budget)
    lines: list[str] = []
    for block in _body_blocks(archive, main, budget):
        chunk = body.table(block) if _local(block) == "tbl" else [body.paragraph(block)]
        chunk = [unicodedata.normalize("NFC", part) for line in chunk for part in line.split("\n")]
        if not any(part.strip() for part in chunk):
            continue
        if lines:
            lines.append("")
        lines.extend(chunk)
    return Extracted(lines)
