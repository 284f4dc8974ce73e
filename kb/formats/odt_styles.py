"""An OpenDocument text's styles, as :mod:`kb.formats.odt` needs them: whether a
paragraph or a span is bold (its style, then its parent styles), which paragraph style is
the title, and each list style's labels per level (« 1. », « a) », « II. », bullets) and the
outline style's (numbered headings), and whether a style strikes its text through (a
redline's deleted wording). Named styles come from ``styles.xml``, automatic ones
(``P1``, ``T1``, ``L1``) from ``content.xml``.
"""

from __future__ import annotations

from dataclasses import dataclass

from lxml import etree

from kb.formats.markup import count_label

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
}
ODF = "urn:oasis:names:tc:opendocument:xmlns:"
TITLE_STYLES = {"title", "titre"}
BOLD_WEIGHTS = {"bold", "600", "700", "800", "900"}
MAX_LEVEL = 10


def ns(prefix: str, local: str) -> str:
    """``ns("text", "p")`` → ``"{urn:oasis:names:tc:opendocument:xmlns:text:1.0}p"``."""
    return f"{{{NS[prefix]}}}{local}"


def tag_of(element: etree._Element) -> str | None:
    """An element's local name when it is OpenDocument's (``text:p`` → ``"p"``), ``""``
    for another vocabulary's, None for what is not an element (a comment, an entity)."""
    tag = element.tag
    if not isinstance(tag, str):
        return None
    uri, _, local = tag[1:].partition("}") if tag.startswith("{") else ("", "", tag)
    return local if uri.startswith(ODF) else ""


@dataclass(frozen=True)
class _Style:
    parent: str
    bold: bool | None  # None: the parent style says
    struck: bool | None  # a line through the text (``style:text-line-through-style``)
    list_style: str
    name: str  # the user-visible name (``style:display-name``, else ``style:name``)


@dataclass(frozen=True)
class _Level:
    bullet: bool
    fmt: str  # style:num-format ("1", "a", "A", "i", "I", "" for none)
    prefix: str
    suffix: str
    display: int  # how many levels the label shows (« 2.1. » shows 2)
    start: int


def _int(value: str | None, default: int) -> int:
    return int(value) if value and value.isdecimal() and len(value) < 7 else default


def _level(element: etree._Element) -> _Level:
    fmt = element.get(ns("style", "num-format")) or ""
    if fmt in ("a", "A") and element.get(ns("style", "num-letter-sync")) == "true":
        fmt = "lowerLetter" if fmt == "a" else "upperLetter"  # aa, bb… as Word writes them
    return _Level(
        bullet=etree.QName(element).localname != "list-level-style-number" and etree.QName(element).localname != "outline-level-style",
        fmt=fmt,
        prefix=element.get(ns("style", "num-prefix")) or "",
        suffix=element.get(ns("style", "num-suffix")) or "",
        display=_int(element.get(ns("text", "display-levels")), 1),
        start=_int(element.get(ns("text", "start-value")), 1),
    )


def _levels(list_style: etree._Element) -> dict[int, _Level]:
    out = {}
    for element in list_style:
        if isinstance(element.tag, str) and element.get(ns("text", "level")):
            out[min(max(_int(element.get(ns("text", "level")), 1), 1), MAX_LEVEL)] = _level(element)
    return out


class Styles:
    """The styles of one document (``styles.xml`` and ``content.xml``, either may be None)."""

    ns = staticmethod(ns)

    def __init__(self, styles: etree._Element | None, content: etree._Element | None) -> None:
        self.styles: dict[tuple[str, str], _Style] = {}
        self.lists: dict[str, dict[int, _Level]] = {}
        self.outline: dict[int, _Level] = {}
        # Named styles first; content.xml's automatic ones (styles.xml's own automatic styles
        # serve its page headers and footers, and reuse the names P1, T1…: not read).
        for root, container in ((styles, "styles"), (content, "automatic-styles")):
            part = root.find(ns("office", container)) if root is not None else None
            if part is not None:
                self._read(part)

    def _read(self, part: etree._Element) -> None:
        for element in part:
            if element.tag == ns("style", "style"):
                props = element.find(ns("style", "text-properties"))
                weight = props.get(ns("fo", "font-weight")) if props is not None else None
                through = props.get(ns("style", "text-line-through-style")) if props is not None else None
                name = element.get(ns("style", "name")) or ""
                self.styles[(element.get(ns("style", "family")) or "", name)] = _Style(
                    parent=element.get(ns("style", "parent-style-name")) or "",
                    bold=None if weight is None else weight in BOLD_WEIGHTS,
                    struck=None if through is None else through != "none",
                    list_style=element.get(ns("style", "list-style-name")) or "",
                    name=element.get(ns("style", "display-name")) or name,
                )
            elif element.tag == ns("text", "list-style"):
                self.lists[element.get(ns("style", "name")) or ""] = _levels(element)
            elif element.tag == ns("text", "outline-style"):
                self.outline = _levels(element)

    def _chain(self, family: str, name: str) -> list[_Style]:
        """The style and its parents, nearest first (a loop of parents read once)."""
        out: list[_Style] = []
        seen: set[str] = set()
        while name and name not in seen and (family, name) in self.styles:
            seen.add(name)
            out.append(self.styles[(family, name)])
            name = out[-1].parent
        return out

    def bold(self, family: str, element: etree._Element, inherited: bool) -> bool:
        """Whether the text of ``element`` (a paragraph or a span) is bold."""
        name = element.get(ns("text", "style-name")) or ""
        said = next((s.bold for s in self._chain(family, name) if s.bold is not None), None)
        return inherited if said is None else said

    def struck(self, family: str, element: etree._Element, inherited: bool) -> bool:
        """Whether the text of ``element`` (a paragraph or a span) is struck through."""
        name = element.get(ns("text", "style-name")) or ""
        said = next((s.struck for s in self._chain(family, name) if s.struck is not None), None)
        return inherited if said is None else said

    def is_title(self, name: str) -> bool:
        return any(s.name.strip().lower() in TITLE_STYLES for s in self._chain("paragraph", name))

    def list_style_of(self, paragraph_style: str) -> str:
        return next((s.list_style for s in self._chain("paragraph", paragraph_style) if s.list_style), "")

    def start(self, list_style: str, level: int) -> int:
        found = self.lists.get(list_style, {}).get(level)
        return found.start if found else 1

    def outline_start(self, level: int) -> int:
        found = self.outline.get(level)
        return found.start if found else 1

    def label(self, list_style: str, level: int, counts: list[int], *, outline: bool = False) -> str:
        """The label of a list item (or a heading) at ``level`` (1-based) given the counts
        of its levels: « 2.1. », « b) », « - » for a bullet, « » when the style shows none.
        A list without a style shows bullets; headings without an outline style, nothing."""
        levels = self.outline if outline else self.lists.get(list_style, {})
        own = levels.get(level)
        if own is None:
            return "" if outline else "-"
        if own.bullet:
            return "-"
        if not own.fmt and not own.prefix and not own.suffix:
            return ""
        shown = range(max(level - own.display + 1, 1), level + 1)
        parts = []
        for n in shown:
            fmt = levels[n].fmt if n in levels else "1"
            count = counts[n - 1] if n - 1 < len(counts) and counts[n - 1] else (levels[n].start if n in levels else 1)
            parts.append(count_label(count, fmt))
        return f"{own.prefix}{'.'.join(p for p in parts if p)}{own.suffix}".strip()
