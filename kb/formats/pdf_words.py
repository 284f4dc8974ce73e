"""The words of a PDF page with their boxes, as ``pdftotext -bbox-layout`` gives them: a
line is its words, each word its text and box (points from the page's top left)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from statistics import median
from xml.etree import ElementTree

XHTML = "{http://www.w3.org/1999/xhtml}"  # the namespace of pdftotext -bbox-layout
SENTENCE_END = (".", ":", ";", "!", "?", "»")  # a line ending so ends its sentence
SAME_TYPE = 0.05  # two lines whose heights differ by less than this share are set in the same type


@dataclass
class Word:
    text: str
    top: float
    bottom: float
    left: float
    right: float


@dataclass
class Line:
    words: list[Word]
    calls: list[str] = field(default_factory=list)  # the footnote calls dropped from it (« 1 »)
    note: str = ""  # the number of the footnote this line starts (kb.formats.pdf_notes)
    margin: bool = False  # set in the page's top or bottom margin (kb.formats.pdf_page)

    @property
    def top(self) -> float:
        return min(w.top for w in self.words)

    @property
    def bottom(self) -> float:
        return max(w.bottom for w in self.words)

    @property
    def height(self) -> float:
        return median(w.bottom - w.top for w in self.words)

    def text(self) -> str:
        return " ".join(w.text for w in self.words if w.text)


def box(element: ElementTree.Element) -> tuple[float, float, float, float]:
    """An element's box as (top, bottom, left, right)."""
    get = element.attrib.get
    return (float(get("yMin", 0)), float(get("yMax", 0)), float(get("xMin", 0)), float(get("xMax", 0)))


def text_height(lines: list[Line]) -> float:
    """The line height of the text's own type: the one that carries the most characters
    (to half a point), whatever the number of titles and small lines around it."""
    chars: Counter[float] = Counter()
    for line in lines:
        chars[round(line.height * 2) / 2] += len(line.text())
    return max(chars, key=lambda h: chars[h]) if chars else 0.0
