"""The house-rules document as DOCX (python-docx): real Word headings (so Word's navigation
pane and table of contents work), a real table of modifications, and each substituted value
as a struck run (base wording) followed by a highlighted bold run (house wording).

Article wording is Markdown: it is walked as markdown-it-py tokens and turned into Word
paragraphs and runs (bold, italic, struck, lists, quotes, tables).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_BREAK, WD_COLOR_INDEX
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor
from markdown_it import MarkdownIt
from markdown_it.token import Token

from kb.bookhtml import allowed_tag_at
from kb.houserules.document import SLOT_OPEN, SLOT_RE, Entry, HouseDocument, HouseNote

_MD = MarkdownIt("commonmark", {"html": True}).enable(["strikethrough", "table"])
# An added article's Markdown is the director's: raw HTML in it is text, shown as typed,
# as the HTML format shows it (it was silently dropped).
_MD_USER = MarkdownIt("commonmark", {"html": False}).enable(["strikethrough", "table"])
_TAG = re.compile(r"<[^>]+>")
# A book's bare text tags drawn as Word formatting; a bare tag not listed here is dropped.
_TAG_STYLE = {"b": "bold", "strong": "bold", "i": "italic", "em": "italic", "s": "strike", "del": "strike"}
BASE_RED = RGBColor(0x8A, 0x1F, 0x11)
HOUSE_INK = RGBColor(0x6B, 0x4E, 0x00)


@dataclass
class _Style:
    bold: bool = False
    italic: bool = False
    strike: bool = False


class _Styles:
    """Paragraph style ids resolved once: python-docx resolves a style given by name (or
    object) by scanning every style of the document on each call, which made a whole book
    take seconds."""

    def __init__(self, doc: Any):
        self.doc = doc
        self.ids: dict[str, str] = {}

    def para(self, style: str | None = None, text: str = "") -> Any:
        par = self.doc.add_paragraph(text)
        if style:
            if style not in self.ids:
                self.ids[style] = self.doc.styles[style].style_id
            par._p.get_or_add_pPr().style = self.ids[style]
        return par

    def heading(self, text: str, level: int) -> Any:
        return self.para("Title" if level == 0 else f"Heading {level}", text)


def _run(par: Any, text: str, st: _Style) -> Any:
    run = par.add_run(text)
    run.bold = st.bold or None
    run.italic = st.italic or None
    if st.strike:
        run.font.strike = True
    return run


def _slot_runs(par: Any, entry: Entry | None, text: str, st: _Style) -> None:
    """Add ``text`` to ``par``, drawing slot markers as struck + highlighted runs."""
    if entry is None or SLOT_OPEN not in text:
        _run(par, text, st)
        return
    pos = 0
    for m in SLOT_RE.finditer(text):
        if m.start() > pos:
            _run(par, text[pos : m.start()], st)
        slot = entry.slots[int(m.group(1))]
        old = _run(par, slot.old, _Style(st.bold, st.italic, True))
        old.font.color.rgb = BASE_RED
        _run(par, " ", st)
        new = _run(par, slot.new, _Style(True, st.italic, False))
        new.font.highlight_color = WD_COLOR_INDEX.YELLOW
        mark = _run(par, slot.mark, _Style(True))
        mark.font.superscript = True
        mark.font.color.rgb = HOUSE_INK
        pos = m.end()
    if pos < len(text):
        _run(par, text[pos:], st)


def _inline(par: Any, token: Token, entry: Entry | None, base: _Style | None = None) -> None:
    st = _Style(**vars(base)) if base else _Style()
    for child in token.children or []:
        t = child.type
        if t == "text":
            _slot_runs(par, entry, child.content, st)
        elif t == "code_inline":
            r = _run(par, child.content, st)
            r.font.name = "DejaVu Sans Mono"
        elif t in ("softbreak",):
            _run(par, " ", st)
        elif t == "hardbreak":
            par.add_run().add_break()
        elif t == "strong_open":
            st.bold = True
        elif t == "strong_close":
            st.bold = bool(base and base.bold)
        elif t == "em_open":
            st.italic = True
        elif t == "em_close":
            st.italic = bool(base and base.italic)
        elif t == "s_open":
            st.strike = True
        elif t == "s_close":
            st.strike = False
        elif t == "html_inline":
            _html_inline(par, child.content, st, base)
        elif t == "image":
            _run(par, child.content, st)


def _html_inline(par: Any, tag: str, st: _Style, base: _Style | None) -> None:
    """A book's bare text tag as formatting (``<b>`` bold, ``<br>`` a break); any other
    markup (an imported book's ``<img onerror=…>``) is text, shown as written."""
    if not allowed_tag_at(tag, 0):
        _run(par, tag, st)
        return
    name = tag.strip("</>").strip().lower()
    if name == "br":
        par.add_run().add_break()
    elif name in _TAG_STYLE:
        field = _TAG_STYLE[name]
        setattr(st, field, not tag.startswith("</") or bool(base and getattr(base, field)))


def _html_block_text(html: str) -> str:
    """A raw HTML block's text: bare text tags dropped, any other tag kept as written."""
    return " ".join(_TAG.sub(lambda m: " " if allowed_tag_at(m.group(), 0) else m.group(), html).split())


def _markdown(doc: _Styles, text: str, entry: Entry | None) -> None:
    """Append Markdown ``text`` to the document as paragraphs."""
    tokens = (_MD_USER if entry is not None and entry.kind == "added" else _MD).parse(text)
    lists: list[str] = []  # "bullet" | "ordered"
    quote = 0
    heading = False
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        t = tok.type
        if t == "bullet_list_open":
            lists.append("bullet")
        elif t == "ordered_list_open":
            lists.append("ordered")
        elif t in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif t == "blockquote_open":
            quote += 1
        elif t == "blockquote_close":
            quote -= 1
        elif t == "heading_open":
            heading = True
        elif t == "heading_close":
            heading = False
        elif t == "inline":
            if lists:
                kind = "List Bullet" if lists[-1] == "bullet" else "List Number"
                style = kind if len(lists) == 1 else f"{kind} {min(len(lists), 3)}"
            elif quote:
                style = "Quote"
            else:
                style = None
            par = doc.para(style)
            _inline(par, tok, entry, _Style(bold=True) if heading else None)
        elif t == "table_open":
            i = _table(doc, tokens, i, entry)
            continue
        elif t in ("code_block", "fence"):
            doc.para(None, tok.content.rstrip("\n"))
        elif t == "html_block":
            plain = _html_block_text(tok.content)
            if plain:
                doc.para(None, plain)
        i += 1


def _table(doc: _Styles, tokens: list[Token], i: int, entry: Entry | None) -> int:
    rows: list[list[Token]] = []
    while tokens[i].type != "table_close":
        if tokens[i].type == "tr_open":
            rows.append([])
        elif tokens[i].type == "inline" and rows:
            rows[-1].append(tokens[i])
        i += 1
    if rows:
        ncols = max(len(r) for r in rows)
        table = doc.doc.add_table(rows=len(rows), cols=ncols)
        table.style = "Table Grid"
        for r, row in enumerate(rows):
            for c, cell_tok in enumerate(row):
                par = table.cell(r, c).paragraphs[0]
                _inline(par, cell_tok, entry, _Style(bold=True) if r == 0 else None)
    return i + 1


def _page_number_footer(section: Any) -> None:
    par = section.footer.paragraphs[0]
    par.alignment = WD_ALIGN_PARAGRAPH.CENTER  # centre
    par.add_run("Page ")
    for instr in ("PAGE",):
        fld = OxmlElement("w:fldSimple")
        fld.set(qn("w:instr"), instr)
        r = OxmlElement("w:r")
        t = OxmlElement("w:t")
        t.text = "1"
        r.append(t)
        fld.append(r)
        par._p.append(fld)


def _note(doc: _Styles, note: HouseNote) -> None:
    par = doc.para("Intense Quote")
    head = par.add_run(f"Règle maison {note.mark} — ")
    head.bold = True
    head.font.highlight_color = WD_COLOR_INDEX.YELLOW
    par.add_run(note.body)


def _entry(doc: _Styles, entry: Entry) -> None:
    doc.heading(entry.heading, min(2 + entry.depth, 9))
    if entry.kind == "adopted":
        line = f"Article adopté ({entry.mark}) — repris du {entry.source}"
        if entry.replaces:
            line += f", à la place de l'article {entry.replaces}"
        run = doc.para().add_run(line)
        run.bold = True
        run.font.highlight_color = WD_COLOR_INDEX.YELLOW
    elif entry.kind == "added":
        run = doc.para().add_run(f"Nouvel article — règle maison ({entry.mark})")
        run.bold = True
        run.font.highlight_color = WD_COLOR_INDEX.YELLOW
    if entry.text.strip():
        _markdown(doc, entry.text, entry)
    for note in entry.notes:
        _note(doc, note)
    for ex in entry.examples:
        lab = doc.para().add_run(ex.label)
        lab.italic = True
        lab.bold = True
        _markdown(doc, ex.text, None)


def render_docx(hdoc: HouseDocument) -> bytes:
    word = Document()
    doc = _Styles(word)
    normal = word.styles["Normal"]
    normal.font.name = "DejaVu Sans"
    normal.font.size = Pt(10)
    _page_number_footer(word.sections[0])

    doc.para(None, "RÈGLEMENT MAISON").alignment = WD_ALIGN_PARAGRAPH.CENTER
    doc.heading(hdoc.title, 0).alignment = WD_ALIGN_PARAGRAPH.CENTER
    for label, value in hdoc.event_fields():
        par = doc.para()
        par.alignment = WD_ALIGN_PARAGRAPH.CENTER
        par.add_run(f"{label} : ").bold = True
        par.add_run(value)
    based = doc.para()
    based.alignment = WD_ALIGN_PARAGRAPH.CENTER
    based.add_run(hdoc.based_on).bold = True
    doc.para(None, hdoc.statement)
    doc.para().add_run().add_break(WD_BREAK.PAGE)

    doc.heading("Sommaire", 1)
    for level, label, _anchor in hdoc.toc():
        par = doc.para(None, label)
        par.paragraph_format.left_indent = Pt(14 * level)
        par.paragraph_format.space_after = Pt(0)
    doc.para().add_run().add_break(WD_BREAK.PAGE)

    doc.heading("Modifications par rapport au règlement de base", 1)
    if hdoc.changes:
        table = word.add_table(rows=1, cols=5)
        table.style = "Table Grid"
        for cell, text in zip(table.rows[0].cells, ("Repère", "Article", "Modification", hdoc.base.short, "Règlement maison"), strict=True):
            cell.paragraphs[0].add_run(text).bold = True
        for r in hdoc.changes:
            cells = table.add_row().cells
            for cell, text in zip(cells[:4], (r.mark, r.article, r.what, r.base), strict=True):
                cell.paragraphs[0].add_run(text)
            house = cells[4].paragraphs[0].add_run(r.house)
            house.bold = True
            house.font.highlight_color = WD_COLOR_INDEX.YELLOW
    else:
        doc.para(None, "Aucune modification.")

    if hdoc.removed:
        doc.heading("Articles supprimés", 1)
        for rm in hdoc.removed:
            par = doc.para("List Bullet")
            par.add_run(rm.label).font.strike = True
            par.add_run(f" ({rm.mark})" + (f" — {rm.reason}" if rm.reason else ""))
    if hdoc.complements:
        doc.heading("Règles maison complémentaires", 1)
        for note in hdoc.complements:
            _note(doc, note)

    doc.heading(hdoc.rules_heading, 1)
    if not hdoc.spec.options.full_text:
        doc.para(
            None,
            f"Seuls les articles modifiés sont reproduits ; les autres s'appliquent tels qu'écrits dans le {hdoc.base.short}."
        ).runs[0].italic = True
    for entry in hdoc.shown_entries:
        _entry(doc, entry)
    buf = io.BytesIO()
    word.save(buf)
    return buf.getvalue()
