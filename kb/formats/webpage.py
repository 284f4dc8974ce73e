"""A web page (HTML, a club's rules saved from its website) → Markdown-like lines, parsed
with lxml's HTML parser (libxml2: any page, however broken, becomes a tree).

The page's text only: headings ``h1``–``h6`` become Markdown ``#`` levels, list items get
their label as the browser shows it (« 1. », « a. », « iv. » from ``type`` and ``start``,
« - » for a bullet; a nested list indented under its item) — or, in a page that cites its
sections' items by composite numbers (« see 12.A »), the composite number the section's
number and the items above it make (« 12.A. », « 12.A.1. »: :func:`composite_numbers`), ``b``/``strong`` stay
``**…**``, a table becomes ``| a | b |`` rows, ``br`` a line end; a link keeps its text,
never its address. Scripts, styles, forms and embedded objects are not text; the menus,
the page's header, footer and side columns (``nav``, ``header``, ``footer``, ``aside``
outside an ``article``), what is hidden, and everything outside ``main`` when the page has
one are furniture: kept in ``Extracted.removed`` (page 1), so nothing is lost unseen.
Every text is made inert (:func:`kb.formats.markup.inert`): no HTML survives.

The page's encoding is the one it declares (``<meta charset>``, the ``http-equiv``
content type, an XML declaration), else UTF-8, else Windows-1252.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from lxml import etree

from kb.errors import KBError
from kb.formats.budget import Budget
from kb.formats.markup import count_label, inert, marked_runs
from kb.formats.model import Extracted
from kb.formats.pdf_hanging import NUMBER as NUMBER_ALONE
from kb.formats.text import decode

# Not text at all: dropped with what they hold.
DROPPED = {"script", "style", "noscript", "template", "head", "title", "meta", "link", "iframe", "object", "embed",
           "svg", "math", "canvas", "form", "button", "select", "textarea", "input", "audio", "video", "map",
           "picture", "img", "dialog"}
# The page's furniture when outside an article (an article's own header is its title), by
# its element or, as pages written before HTML5 name it, by its class, id or role
# (``<div class="footer">``, ``<div role="contentinfo">``).
FURNITURE = {"header", "footer", "aside"}  # ``nav``: a menu wherever it is
FURNITURE_ROLES = {"banner": "header", "contentinfo": "footer", "complementary": "aside"}
BLOCKS = {"address", "article", "blockquote", "body", "center", "dd", "details", "div", "dl", "dt", "fieldset",
          "figcaption", "figure", "hgroup", "hr", "html", "legend", "li", "main", "p", "section", "summary",
          "caption", "tr", "td", "th"}
BOLD = {"b", "strong"}
HEADING = re.compile(r"^h([1-6])$")
ORDERED_TYPES = {"1": "1", "a": "a", "A": "A", "i": "i", "I": "I"}
SPACES = re.compile(r"[ \t\n\r\f]+")  # HTML's white space (not the no-break space)
DOUBLE_SPACES = re.compile(" {2,}")
BOLD_STYLE = re.compile(r"font-weight\s*:\s*(?:bold|[6-9]00)", re.IGNORECASE)
# Struck wording (a redline's deleted wording): an element, or a line-through in a style.
STRUCK = {"del", "s", "strike"}
STRUCK_STYLE = re.compile(r"text-decoration(?:-line)?\s*:[^;]*line-through", re.IGNORECASE)
# A simple rule of the page's style sheet: ``.barre { text-decoration: line-through }``
# (``span.barre``, ``.a, .b`` too): its classes strike their text.
CLASS_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
CLASS = re.compile(r"^\s*[a-z0-9]*\.([\w-]+)\s*$", re.IGNORECASE)
HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
LINE_END = "\n"
NUMBER = re.compile(r"-?\d{1,6}")  # a list's ``start`` of a million or more is a hostile page
# The page's paragraphs, counted in its text before its tree is built (a page of millions of
# empty paragraphs is refused at the budget's count): the tags that open a block.
BLOCK_TAG = re.compile(r"<(?:p|li|h[1-6]|div|tr|dt|dd|blockquote|pre|section|article|br)(?=[\s/>])", re.IGNORECASE)
NESTING = {"ul", "ol", "menu", "dl", "blockquote", "table"}  # blocks nested in each other, counted
# a heading's section number: « 12 Scoring », « 12. Scoring », « Section 12 – Scoring »
SECTION = re.compile(r"^(?:(?:section|article|rule|r[èe]gle|chapter|chapitre)\s+)?(\d{1,4}(?:\.\d{1,4})*)\.?(?:\s|$)",
                     re.IGNORECASE)


class _Page:
    """Walks the page's tree, writing blocks of lines to ``chunks`` (the text) or to
    ``removed`` (furniture), each block a paragraph, a heading, a list item or a table."""

    def __init__(self, plain: bool = False, struck_classes: frozenset[str] = frozenset(), struck: int = 0) -> None:
        self.plain = plain  # headings and table cells: their text, without bold marks
        self.struck_classes = struck_classes  # the classes the page's style sheet strikes
        self.struck = struck  # how many struck elements the walk is in
        self.chunks: list[list[str]] = []
        self.removed: list[str] = []
        self.runs: list[tuple[str, bool, bool]] = []  # text, bold, struck
        self.label = ""  # the list item's label, written before its first line
        self.indent = ""  # the nested list's indentation (its parent item's text column)
        self.furniture = False
        self.main: etree._Element | None = None  # the page's ``main``, when it has one
        self.budget: Budget | None = None  # the page's budgets (nesting), None for a heading's or a cell's text
        self.depth = 0  # lists, quotes and tables the walk is in
        self.composite = False  # are ordered items numbered « 12.A. » (see composite_numbers)?
        self.section = ""  # the number of the last heading, when it has one
        self.prefix = ""  # the composite number of the ordered item the walk is in (« 12.A. »)
        self.flat = ""  # the indentation of the composite items, nested ones included
        self.term = ""  # a definition list's term that is a number alone (« 1.2.1. »), before its definition
        self.bar_level = 2  # the ``#`` level of a title bar (:func:`title_bar`): above the page's headings

    def flush(self) -> None:
        """The inline runs gathered so far as one block of lines."""
        if not self.runs:
            return
        runs = [(SPACES.sub(" ", t) if t != LINE_END else t, b and not self.plain, s) for t, b, s in self.runs]
        self.runs = []
        text = marked_runs([(inert(t), b, s) for t, b, s in runs])
        lines = [DOUBLE_SPACES.sub(" ", line).strip() for line in text.split(LINE_END)]
        lines = [line for line in lines if line]
        if not lines:
            return
        if self.term:  # « <dt>1.2.1.</dt><dd>text</dd> »: a numbered paragraph, one line as in Word
            lines[0], self.term = f"{self.term} {lines[0]}", ""
        if self.label:  # a list item's first line: its label; the next ones under its text
            lines[0] = f"{self.label} {lines[0]}"
            self.indent, first = self.indent + " " * (len(self.label) + 1), self.indent
            self.label = ""
            lines = [first + lines[0]] + [self.indent + line for line in lines[1:]]
        else:
            lines = [self.indent + line for line in lines]
        self.block(lines)

    def block(self, lines: list[str]) -> None:
        lines = [unicodedata.normalize("NFC", line) for line in lines]
        if self.furniture:
            self.removed.extend(line.strip() for line in lines)
        else:
            self.chunks.append(lines)

    def walk(self, element: etree._Element, bold: bool = False) -> None:
        tag = element.tag.lower() if isinstance(element.tag, str) else None
        if tag is None or tag in DROPPED:
            return  # a comment or a processing instruction; not text
        hidden = element.get("hidden") is not None or element.get("aria-hidden") == "true" \
            or bool(HIDDEN_STYLE.search(element.get("style") or ""))
        bar = title_bar(element) if tag == "nav" else ""  # a hidden one too: its text goes to the removed
        furniture = hidden or (tag == "nav" and not bar) or (_furniture(element, tag) and not _in_article(element))
        nested = tag in NESTING
        self.depth += nested
        if nested and self.budget is not None:
            self.budget.depth(self.depth)
        if element is self.main:  # the page's main text, amid its furniture
            self.flush()
            self.furniture = False
            self.walk_inside(element, tag, bold, bar)
            self.flush()
            self.furniture = True
        elif furniture and not self.furniture:
            self.flush()
            self.furniture = True
            self.walk_inside(element, tag, bold, bar)
            self.flush()
            self.furniture = False
        else:
            self.walk_inside(element, tag, bold, bar)
        self.depth -= nested

    def walk_inside(self, element: etree._Element, tag: str, bold: bool, bar: str) -> None:
        heading = HEADING.match(tag)
        if bar:  # a title bar; a menu is furniture (walk)
            self.flush()
            self.block([f"{'#' * self.bar_level} {bar}"])
        elif heading:
            self.flush()
            text = _plain_text(element, self)
            if text:
                self.block([f"{'#' * int(heading.group(1))} {text}"])
            section = SECTION.match(text)
            self.section = section.group(1) if section else ""
        elif tag in ("ul", "ol", "menu"):
            self.flush()
            self.label = ""  # an item that starts with a list: the nested items only
            self.list_items(element, tag == "ol")
        elif tag == "table":
            self.flush()
            self.block(self.table_rows(element))
        elif tag == "dt" and (term := _number_term(element)):
            self.flush()
            self.term = term
        elif tag == "br":
            self.runs.append((LINE_END, bold, self.struck > 0))
        elif tag == "pre":
            self.flush()
            lines = [inert(line.rstrip()) for line in "".join(element.itertext()).splitlines()]
            self.block([line for line in lines if line.strip()] or [""])
        else:
            self.inline(element, tag, bold)

    def inline(self, element: etree._Element, tag: str, bold: bool) -> None:
        """An element's text and children (a block element is a paragraph of its own)."""
        block = tag in BLOCKS
        if block:
            self.flush()
        bold = bold or tag in BOLD or bool(BOLD_STYLE.search(element.get("style") or ""))
        struck = self.strikes(element, tag)
        self.struck += struck
        if element.text:
            self.runs.append((element.text, bold, self.struck > 0))
        for child in element:
            self.walk(child, bold)
            if child.tail:
                self.runs.append((child.tail, bold, self.struck > 0))
        self.struck -= struck
        if block:
            self.flush()

    def strikes(self, element: etree._Element, tag: str) -> bool:
        """Does the element strike its text: ``del``, ``s``, ``strike``, a line-through in
        its style or in a rule of the page's style sheet for one of its classes?"""
        classes = set((element.get("class") or "").split())
        return (tag in STRUCK or bool(STRUCK_STYLE.search(element.get("style") or ""))
                or bool(classes & self.struck_classes))

    def list_items(self, element: etree._Element, ordered: bool) -> None:
        fmt = ORDERED_TYPES.get(element.get("type") or "1", "1")
        step = -1 if element.get("reversed") is not None else 1
        items = sum(1 for child in element if _is_item(child))
        n = _number(element.get("start"), items if step < 0 else 1)
        # composite numbers: the section's or the parent item's number first, nested lists
        # as flat as the section's list (the number says the nesting)
        composite, prefix = ordered and self.composite and bool(self.prefix or self.section), self.prefix
        if composite:
            self.flat = self.flat if prefix else self.indent
            self.indent = self.flat
        outer = self.indent
        for child in element:
            if _is_item(child):
                n = _number(child.get("value"), n)
                self.label = f"{count_label(n, fmt) or n}." if ordered else "-"
                if composite:
                    self.label = self.prefix = f"{prefix or self.section + '.'}{self.label}"
                self.walk(child)
                self.flush()
                self.label, self.indent = "", outer  # an item with no text of its own: no line
                n += step
            else:
                self.walk(child)
        self.prefix = prefix
        self.flush()

    def table_rows(self, table: etree._Element) -> list[str]:
        rows = []
        for row in table.iter("tr"):
            if next(row.iterancestors("table"), None) is not table:
                continue  # a row of a table nested in a cell: read with its cell
            cells = [_plain_text(cell, self) for cell in row if isinstance(cell.tag, str) and cell.tag.lower() in ("td", "th")]
            if any(cells):
                rows.append("| " + " | ".join(cells) + " |")
        return rows or [""]


def composite_numbers(root: etree._Element) -> bool:
    """Does the page number its sections' list items with the section's number first — does
    its text cite an item so (« according to 12.A », « (10.E) »)? A rulebook whose sections
    are ordered lists (a heading « 12 Scoring » followed by ``<ol type="A">``) prints its
    rules « 12.A. », « 12.A.1. » and cites them so, while a browser shows the lists' own
    labels « A. », « 1. »: the same book as its other renderings read it then."""
    text = " ".join(root.itertext())
    for heading in root.iter(*(f"h{n}" for n in range(1, 7))):
        section = SECTION.match(" ".join("".join(heading.itertext()).split()))
        listed = heading.getnext()
        while listed is not None and not isinstance(listed.tag, str):  # a comment between
            listed = listed.getnext()
        if section is None or listed is None or listed.tag.lower() != "ol":
            continue
        fmt = ORDERED_TYPES.get(listed.get("type") or "1", "1")
        for n in range(1, sum(1 for child in listed if _is_item(child)) + 1):
            cited = rf"(?<![\w.]){re.escape(section.group(1))}\.{re.escape(count_label(n, fmt))}(?!\w)"
            if re.search(cited, text):
                return True
    return False


def _number_term(element: etree._Element) -> str:
    """The number a definition list's term is, when it is one alone and a definition
    follows it (« <dt>1.2.1.</dt><dd>…</dd> »: a rule's number and its text), else ""."""
    text = " ".join("".join(element.itertext()).split())
    after = element.getnext()
    while after is not None and not isinstance(after.tag, str):
        after = after.getnext()
    is_dd = after is not None and after.tag.lower() == "dd"
    return text if is_dd and NUMBER_ALONE.match(text) else ""


# What makes a ``nav`` a menu: links, lists, controls.
MENU_PARTS = ("a", "ul", "ol", "menu", "button", "input", "select", "form")
TITLE_BAR_LENGTH = 120


def title_bar(element: etree._Element) -> str:
    """The title a ``nav`` shows when it is a section's title bar, not a menu — no link, no
    list, no control, one short text that starts with a section's number (a Vuetify page's
    ``v-toolbar`` « 1. Le but » over its section): read as a heading; else ``""``.

    >>> title_bar(etree.fromstring("<nav><div><div>1. Le but</div></div></nav>"))
    '1. Le but'
    >>> title_bar(etree.fromstring("<nav><a href='/'>Accueil</a></nav>"))
    ''
    >>> title_bar(etree.fromstring("<nav>Accueil | Tournois</nav>"))
    ''
    """
    if any(isinstance(e.tag, str) and e.tag.lower() in MENU_PARTS for e in element.iter()):
        return ""
    text = " ".join("".join(element.itertext()).split())
    return text if len(text) <= TITLE_BAR_LENGTH and SECTION.match(text) else ""


def bar_level(root: etree._Element) -> int:
    """The ``#`` level of the page's title bars: one above its shallowest heading (``h3`` → 2)."""
    levels = [int(m.group(1)) for e in root.iter() if isinstance(e.tag, str) and (m := HEADING.match(e.tag.lower()))]
    return max(1, min(levels, default=3) - 1)


def _furniture(element: etree._Element, tag: str) -> bool:
    names = {tag, (element.get("id") or "").lower(), FURNITURE_ROLES.get(element.get("role") or "", "")}
    return bool(FURNITURE & (names | set((element.get("class") or "").lower().split())))


def _in_article(element: etree._Element) -> bool:
    return any(a.tag in ("article", "main") or a.get("role") == "main" for a in element.iterancestors()
               if isinstance(a.tag, str))


def _is_item(element: etree._Element) -> bool:
    return isinstance(element.tag, str) and element.tag.lower() == "li"


def _number(value: str | None, default: int) -> int:
    """A list's ``start`` or an item's ``value``; ``default`` when it is not a number."""
    value = (value or "").strip()
    return int(value) if NUMBER.fullmatch(value) else default


def _plain_text(element: etree._Element, outer: _Page) -> str:
    """An element's text on one line, without bold marks (a heading, a table cell) but
    with its struck wording marked (in the ``outer`` page's struck elements, all of it)."""
    page = _Page(plain=True, struck_classes=outer.struck_classes, struck=outer.struck)
    page.inline(element, "div", False)
    return " ".join(" ".join(line for chunk in page.chunks for line in chunk).split())


# Where a page says its encoding, in its first bytes: ``<meta charset="…">``, ``<meta
# http-equiv="Content-Type" content="text/html; charset=…">``, ``<?xml … encoding="…"?>``.
DECLARED = re.compile(rb"""<meta[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)|^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)""",
                      re.IGNORECASE)
SNIFFED = 8192  # bytes read for the declaration (browsers read 1024; saved pages have long heads)
# The labels a browser reads as another encoding (the WHATWG Encoding standard): Latin-1
# and ASCII pages are Windows-1252; a UTF-16 declaration in bytes that say it in ASCII is UTF-8.
ALIASES = {"iso8859-1": "cp1252", "ascii": "cp1252", "utf-16": "utf-8",
           "utf-16-le": "utf-8", "utf-16-be": "utf-8"}
XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*>")


def declared_encoding(data: bytes) -> str | None:
    """The Python codec of the encoding a page declares, None when it declares none or an
    unknown one. ``declared_encoding(b'<meta charset="ISO-8859-1">')`` → ``"cp1252"``."""
    found = DECLARED.search(data[:SNIFFED])
    if found is None:
        return None
    label = (found.group(1) or found.group(2)).decode("ascii").lower()
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    return ALIASES.get(name, name)


def page_text(data: bytes, filename: str) -> str:
    """The page as text: its declared encoding, else UTF-8 (or UTF-16 with its byte-order
    mark), else Windows-1252 (see :func:`kb.formats.text.decode`)."""
    codec = None if data.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")) else declared_encoding(data)
    if codec is not None:
        try:
            return unicodedata.normalize("NFC", data.decode(codec))
        except UnicodeDecodeError:
            pass  # a page that lies about its encoding: read as the others
    return decode(data, filename)


def struck_classes(root: etree._Element | None) -> frozenset[str]:
    """The classes the page's style sheets strike (simple rules: ``.barre``, ``span.barre``).
    ``<style>.barre, p.x { text-decoration: line-through }</style>`` → ``{"barre", "x"}``."""
    out: set[str] = set()
    for sheet in root.iter("style") if root is not None else ():
        for selectors, body in CLASS_RULE.findall("".join(sheet.itertext())):
            if STRUCK_STYLE.search(body):
                out.update(m.group(1) for m in map(CLASS.match, selectors.split(",")) if m)
    return frozenset(out)


def extract_html(data: bytes, filename: str) -> Extracted:
    """A web page's text as Markdown-like lines (see the module docstring); a page with
    no text outside its menus and scripts is a KBError naming it."""
    text = XML_DECLARATION.sub("", page_text(data, filename).removeprefix("\ufeff"), count=1)
    budget = Budget(filename)
    for _ in BLOCK_TAG.finditer(text):
        budget.paragraph()
    parser = etree.HTMLParser(no_network=True)  # lxml.html's element classes: 6 times slower here
    try:
        root = etree.fromstring(text, parser) if text.strip() else None
    except (etree.ParserError, etree.XMLSyntaxError, ValueError):
        root = None
    if any(e.type_name == "ERR_RESOURCE_LIMIT" for e in parser.error_log):
        # libxml2 stops the tree 256 elements deep (and drops what is deeper): said, not lost
        raise KBError("page illisible : éléments imbriqués sur plus de 256 niveaux", path=filename)
    page = _Page(struck_classes=struck_classes(root))
    page.budget = budget
    if root is not None:
        page.composite = composite_numbers(root)
        page.bar_level = bar_level(root)
        mains = [e for e in root.iter("main") if not _in_article(e)] or root.xpath("//*[@role='main']")
        if len(mains) == 1:  # the rest of the page is its furniture
            page.furniture, page.main = True, mains[0]
        page.walk(root)
        page.flush()
    if not any(line.strip() for chunk in page.chunks for line in chunk):
        raise KBError("aucun texte dans cette page (seulement des menus, des scripts ou des images ?)", path=filename)
    lines: list[str] = []
    for chunk in page.chunks:
        if lines:
            lines.append("")
        lines.extend(chunk)
    return Extracted(lines, [(1, line) for line in page.removed if line])
