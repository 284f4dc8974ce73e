"""OpenDocument text (ODT, LibreOffice's format) → Markdown-like lines, read from the
archive's XML parts with lxml.

As for a Word file (:mod:`kb.formats.docx`): a heading (``text:h``, its outline level)
becomes a Markdown ``#`` level, with its chapter number when the outline style numbers
headings; a list item gets its label as LibreOffice shows it, from the list style of
``content.xml`` or ``styles.xml`` (« 1. », « a) », « II. », « 2.1. », prefix and suffix
included), a bulleted one a Markdown « - »; bold (a span's or a paragraph's style, through
its parent styles) stays ``**…**``; a table becomes ``| a | b |`` rows. Blocks are
separated by a blank line. A table of contents is not read (python-docx does not read
Word's either); comments are not text; a footnote follows its paragraph as « Note : … ».

Formatting is meaning: text in a style struck through (``style:text-line-through-style``
other than « none ») and a tracked deletion (its wording kept in ``text:tracked-changes``,
a ``text:change`` mark where it stood) are a redline's deleted wording, written ``~~…~~``
as the corpus writes it; a tracked insertion is current text.
"""

from __future__ import annotations

import unicodedata
import zipfile

from lxml import etree

from kb.errors import KBError
from kb.formats.archive import ARCHIVE_ERRORS, OLE_MAGIC, counted, damage, opened, xml_part
from kb.formats.budget import LIMITS, Budget
from kb.formats.markup import inert, marked_runs
from kb.formats.model import Extracted
from kb.formats.odt_styles import Styles, tag_of

MAX_LEVEL = 10  # OpenDocument's list and outline levels are 1 to 10
MAX_SPACES = 100  # a ``text:s`` of a billion spaces is a hostile file, not a layout
MAX_REPEAT = 100  # a table cell or row « repeated » that many times at most
# What content.xml's budgets count before its tree is built (kb.formats.archive.counted):
# paragraphs and headings; lists, tables and sections nested in each other.
PARAGRAPHS = {"p", "h"}
NESTING = {"list", "table", "section"}
TEXT_TYPES = {"application/vnd.oasis.opendocument.text", "application/vnd.oasis.opendocument.text-template",
              "application/vnd.oasis.opendocument.text-master"}
# What is not the document's running text: the tables of contents and indexes (computed
# from the headings), comments, tracked deletions, the declarations of fields and forms.
SKIPPED = {"table-of-content", "alphabetical-index", "illustration-index", "table-index", "object-index",
           "user-index", "bibliography", "tracked-changes", "sequence-decls", "variable-decls",
           "user-field-decls", "dde-connection-decls", "annotation", "annotation-end", "forms", "number",
           "note-citation", "soft-page-break", "bookmark-ref",
           "title", "desc"}  # svg:title, svg:desc: an image's alternative text, not shown


Run = tuple[str, bool, bool]  # text, bold, struck
Format = tuple[bool, bool]  # bold, struck


def deletions(content: etree._Element | None, styles: Styles) -> dict[str, str]:
    """The wording of each tracked deletion (``text:tracked-changes``), by its change id:
    what a ``text:change`` mark in the text stood for, struck."""
    out: dict[str, str] = {}
    for region in content.iter(styles.ns("text", "changed-region")) if content is not None else ():
        deletion = region.find(styles.ns("text", "deletion"))
        if deletion is None:
            continue
        paragraphs = [" ".join("".join(p.itertext()).split()) for p in deletion.iter(styles.ns("text", "p"), styles.ns("text", "h"))]
        change_id = region.get(styles.ns("text", "id")) or region.get("{http://www.w3.org/XML/1998/namespace}id") or ""
        out[change_id] = " ".join(p for p in paragraphs if p)
    return out


class _Reader:
    """Walks ``office:text`` in document order, writing one chunk of lines per block."""

    def __init__(self, styles: Styles, *, plain: bool = False, deleted: dict[str, str] | None = None) -> None:
        self.styles = styles
        self.deletions = deleted or {}  # a tracked deletion's wording by its id (``deletions``)
        self.plain = plain  # a table cell's text: without bold marks, as a Word table's
        self.chunks: list[list[str]] = []
        self.notes: list[str] = []
        self.chars = 0
        self.lists: dict[str, list[int]] = {}  # a list's counts per level (its key: see _list_key)
        self.ids: dict[str, str] = {}  # xml:id of a list → its key (``text:continue-list``)
        self.last: dict[str, str] = {}  # list style → key of the last list in it (``continue-numbering``)
        self.outline: list[int] = []
        self.key = ""  # the numbering of the list being read (a nested list counts in its parent's)

    def spend(self, chars: int) -> None:
        """Count text about to be written; more than the book's budget (``book_chars``) is a
        KBError (checked as it grows: repeated rows and cells could reach gigabytes from a
        small XML part)."""
        self.chars += chars
        if self.chars > LIMITS.book_chars.max_value:
            limit = LIMITS.book_chars
            raise KBError(f"{limit.label} : plus de {limit.shown(limit.max_value)} ({limit.where()})")

    def emit(self, lines: list[str], *, counted: bool = False) -> None:
        lines = [unicodedata.normalize("NFC", part) for line in lines for part in line.split("\n")]
        if any(line.strip() for line in lines):
            if not counted:
                self.spend(sum(len(line) + 1 for line in lines))
            self.chunks.append(lines)
        for note in self.notes:
            self.chunks.append([f"Note : {note}"])
        self.notes = []

    def blocks(self, element: etree._Element, style: str = "", level: int = 0) -> None:
        for child in element:
            self.block(child, style, level)

    def block(self, child: etree._Element, style: str = "", level: int = 0) -> None:
        tag = tag_of(child)
        if tag in SKIPPED or tag is None:
            return
        if tag == "p":
            self.emit([self.paragraph(child)])
        elif tag == "h":
            self.emit([self.heading(child, "")])
        elif tag == "list":
            self.list_block(child, style, level)
        elif tag == "table":
            self.emit(self.table(child), counted=True)
        elif tag == "change":  # a deleted paragraph's mark between paragraphs
            deleted = self.deletions.get(child.get(self.styles.ns("text", "change-id")) or "")
            self.emit([f"~~{inert(deleted)}~~" if deleted else ""])
        else:  # sections, text boxes, change marks: their blocks are the document's
            self.blocks(child, style, level)


    def runs(self, element: etree._Element, style: Format, out: list[Run]) -> None:
        """The wording of ``element`` as (text, bold, struck) runs, escaped (:func:`inert`);
        ``style``: (bold, struck) of the element's text."""
        bold, struck = style
        if element.text:
            out.append((inert(element.text), bold, struck))
        for child in element:
            tag = tag_of(child)
            if tag == "s":
                count = child.get(self.styles.ns("text", "c")) or "1"
                out.append((" " * min(int(count) if count.isdecimal() else 1, MAX_SPACES), bold, struck))
            elif tag == "tab":
                out.append(("\t", bold, struck))
            elif tag == "line-break":
                out.append(("\n", bold, struck))
            elif tag == "change":  # where a tracked deletion stood: its wording, struck
                deleted = self.deletions.get(child.get(self.styles.ns("text", "change-id")) or "")
                if deleted:
                    out.append((inert(deleted), bold, True))
            elif tag == "note":
                body = child.find(self.styles.ns("text", "note-body"))
                if body is not None:
                    inner = _Reader(self.styles, deleted=self.deletions)
                    inner.blocks(body)
                    self.notes.append(" ".join(" ".join(c).strip() for c in inner.chunks))
            elif tag == "p" or tag == "h":  # a text box's paragraphs, inside a frame in a paragraph
                out.append((" ", bold, struck))
                self.runs(child, self.format("paragraph", child, style), out)
            elif tag not in SKIPPED and tag is not None:
                self.runs(child, self.format("text", child, style), out)
            if child.tail:
                out.append((inert(child.tail), bold, struck))

    def format(self, family: str, element: etree._Element, inherited: Format) -> Format:
        """(bold, struck) of an element's text, from its style or else its parent's."""
        return (self.styles.bold(family, element, inherited[0]), self.styles.struck(family, element, inherited[1]))

    def paragraph(self, p: etree._Element, label: str = "") -> str:
        name = p.get(self.styles.ns("text", "style-name")) or ""
        runs: list[Run] = []
        self.runs(p, self.format("paragraph", p, (False, False)), runs)
        text = (marked_runs([(t, b and not self.plain, s) for t, b, s in runs]) if runs else "").strip()
        if self.styles.is_title(name) and text:
            return f"# {' '.join(filter(None, [label, text.strip('*')]))}"
        return f"{label} {text}" if label and text else text

    def heading(self, h: etree._Element, label: str) -> str:
        raw = h.get(self.styles.ns("text", "outline-level")) or "1"
        level = min(max(int(raw) if raw.isdecimal() and len(raw) < 4 else 1, 1), MAX_LEVEL)
        if not label and h.get(self.styles.ns("text", "is-list-header")) != "true":
            label = self.outline_label(h, level)
        runs: list[Run] = []
        self.runs(h, (False, self.styles.struck("paragraph", h, False)), runs)
        wording = " ".join(filter(None, [label, marked_runs([(t, False, s) for t, _, s in runs]).strip()]))
        return f"{'#' * min(level, 6)} {wording}" if wording else ""

    def outline_label(self, h: etree._Element, level: int) -> str:
        """The heading's chapter number (« 2.1 ») when the outline style numbers headings."""
        del self.outline[level:]
        self.outline.extend([0] * (level - len(self.outline)))
        start = self.styles.outline_start(level)
        restart = h.get(self.styles.ns("text", "start-value"))
        if restart and restart.isdecimal() and len(restart) < 7:
            self.outline[level - 1] = int(restart)
        else:
            self.outline[level - 1] = self.outline[level - 1] + 1 if self.outline[level - 1] else start
        return self.styles.label("", level, self.outline, outline=True)

    def list_block(self, lst: etree._Element, style: str, level: int) -> None:
        style = lst.get(self.styles.ns("text", "style-name")) or style or self._paragraph_list_style(lst)
        if level == 0:
            self.key = self._list_key(lst, style)
        key = self.key
        level = min(level + 1, MAX_LEVEL)
        for item in lst:
            tag = tag_of(item)
            if tag not in ("list-item", "list-header"):
                continue
            first = next((c for c in item if tag_of(c) in ("p", "h", "list")), None)
            label = ""
            if tag == "list-item" and first is not None and tag_of(first) != "list":
                label = self._count(key, style, level, item)
            for child in item:
                if child is first and tag_of(child) == "p":
                    self.emit([self.paragraph(child, label)])
                elif child is first and tag_of(child) == "h":
                    self.emit([self.heading(child, label)])
                else:
                    self.block(child, style, level)

    def _paragraph_list_style(self, lst: etree._Element) -> str:
        """A list with no style of its own takes the one its first paragraph's style names."""
        p = next(lst.iter(self.styles.ns("text", "p"), self.styles.ns("text", "h")), None)
        return self.styles.list_style_of(p.get(self.styles.ns("text", "style-name")) or "") if p is not None else ""

    def _list_key(self, lst: etree._Element, style: str) -> str:
        """The numbering a top-level list counts in: its own, or the one it continues."""
        own = f"list{len(self.lists)}"
        follows = lst.get(self.styles.ns("text", "continue-list"))
        if follows in self.ids:
            key = self.ids[follows]
        elif lst.get(self.styles.ns("text", "continue-numbering")) == "true" and style in self.last:
            key = self.last[style]
        else:
            key = own
            self.lists[key] = []
        xml_id = lst.get("{http://www.w3.org/XML/1998/namespace}id")
        if xml_id:
            self.ids[xml_id] = key
        self.last[style] = key
        return key

    def _count(self, key: str, style: str, level: int, item: etree._Element) -> str:
        counts = self.lists.setdefault(key, [])
        del counts[level:]
        counts.extend([0] * (level - len(counts)))
        restart = item.get(self.styles.ns("text", "start-value"))
        if restart and restart.isdecimal() and len(restart) < 7:
            counts[level - 1] = int(restart)
        else:
            counts[level - 1] = counts[level - 1] + 1 if counts[level - 1] else self.styles.start(style, level)
        return self.styles.label(style, level, counts)


    def table(self, table: etree._Element) -> list[str]:
        rows: list[str] = []
        for row in table.iter(self.styles.ns("table", "table-row")):
            if _owner_table(row) is not table:
                continue  # a row of a table nested in a cell: read with its cell
            cells: list[str] = []
            for cell in row:
                if tag_of(cell) not in ("table-cell", "covered-table-cell"):
                    continue
                inner = _Reader(self.styles, plain=True, deleted=self.deletions)
                inner.blocks(cell)
                text = " ".join(" ".join(line for chunk in inner.chunks for line in chunk).split())
                repeat = _repeat(cell.get(self.styles.ns("table", "number-columns-repeated")))
                self.spend((len(text) + 3) * repeat)
                cells.extend([text] * repeat)
            while cells and not cells[-1]:
                cells.pop()
            if cells:
                line = "| " + " | ".join(cells) + " |"
                repeat = _repeat(row.get(self.styles.ns("table", "number-rows-repeated")))
                self.spend((len(line) + 1) * (repeat - 1))  # the first row's cells are counted
                rows.extend([line] * repeat)
        return rows


def _owner_table(row: etree._Element) -> etree._Element | None:
    parent = row.getparent()
    while parent is not None and tag_of(parent) != "table":
        parent = parent.getparent()
    return parent


def _repeat(value: str | None) -> int:
    return min(int(value), MAX_REPEAT) if value and value.isdecimal() and len(value) < 10 else 1


def _check(archive: zipfile.ZipFile, filename: str) -> None:
    """The archive is an OpenDocument text, not encrypted."""
    names = set(archive.namelist())
    if "mimetype" in names:
        mimetype = archive.read("mimetype").decode("ascii", "replace").strip()
        if mimetype not in TEXT_TYPES:
            raise KBError(f"ce fichier OpenDocument n'est pas un texte ({mimetype[:80]}) : l'enregistrer en .odt", path=filename)
    manifest = archive.read("META-INF/manifest.xml") if "META-INF/manifest.xml" in names else b""
    if b"encryption-data" in manifest:
        raise KBError("document OpenDocument protégé par un mot de passe : l'enregistrer en .odt sans mot de passe", path=filename)
    if "content.xml" not in names:
        raise KBError("fichier ODT illisible (content.xml manquant)", path=filename)


def extract_odt(data: bytes, filename: str) -> Extracted:
    """An OpenDocument text as Markdown-like lines (see the module docstring). A file that
    is not one, an encrypted one, or one whose XML is broken or too big is a KBError
    naming it."""
    if data.startswith(OLE_MAGIC):
        raise KBError("ce fichier n'est pas un document OpenDocument (un ancien .doc de Word ?) : l'enregistrer en .odt", path=filename)
    try:
        with opened(filename, data, "ODT") as archive:
            _check(archive, filename)
            budget = Budget(filename)
            counted(archive, "styles.xml", budget, set(), set())
            counted(archive, "content.xml", budget, PARAGRAPHS, NESTING)
            content = xml_part(archive, "content.xml")
            styles = Styles(xml_part(archive, "styles.xml"), content)
    except (*ARCHIVE_ERRORS, etree.LxmlError) as exc:
        raise KBError(f"fichier ODT illisible ({damage(exc)})", path=filename) from None
    body = content.find(f"{styles.ns('office', 'body')}/{styles.ns('office', 'text')}") if content is not None else None
    if body is None:
        raise KBError("ce fichier OpenDocument n'est pas un texte (pas de corps de texte) : l'enregistrer en .odt", path=filename)
    reader = _Reader(styles, deleted=deletions(content, styles))
    try:
        reader.blocks(body)
    except KBError as exc:
        raise KBError(exc.message, path=filename) from None
    lines: list[str] = []
    for chunk in reader.chunks:
        if lines:
            lines.append("")
        lines.extend(chunk)
    return Extracted(lines)
