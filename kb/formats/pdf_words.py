"""The words of a PDF page with their boxes, as ``pdftotext -bbox-layout`` gives them: a
line is its words, each word its text and box (points from the page's top left)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from statistics import median
from xml.etree import ElementTree

from kb.formats.markup import marked_runs

XHTML = "{http://www.w3.org/1999/xhtml}"  # the namespace of pdftotext -bbox-layout
SENTENCE_END = (".", ":", ";", "!", "?", "»")  # a line ending so ends its sentence
SAME_TYPE = 0.05  # two lines whose heights differ by less than this share are set in the same type
FULL = 0.75  # a line this share of the usual line width (or more) was wrapped by the PDF
HEADING = 1.1  # a line whose type is this much larger than the text's is a heading's


@dataclass
class Word:
    text: str
    top: float
    bottom: float
    left: float
    right: float
    struck: tuple[int, int] | None = None  # the letters a stroke crosses (kb.formats.pdf_struck)


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

    def marked(self) -> str:
        """The line's text with its struck letters marked ``~~…~~``, struck words in a row
        marked once (the spaces between them struck with them).
        ``Line([Word("a", 0, 1, 0, 1, (0, 1)), Word("b", 0, 1, 2, 3, (0, 1))]).marked()`` → ``"~~a b~~"``."""
        runs: list[tuple[str, bool, bool | None]] = []
        for word in (w for w in self.words if w.text):
            if runs:
                runs.append((" ", False, None))
            if word.text.isspace() or word.struck is None:
                runs.append((word.text, False, None if word.text.isspace() else False))
                continue
            first, end = word.struck
            runs += [(word.text[:first], False, False), (word.text[first:end], False, True), (word.text[end:], False, False)]
        runs = [r for r in runs if r[0]]
        return marked_runs([(text, bold, bool(struck) if struck is not None else _between(runs, i))
                            for i, (text, bold, struck) in enumerate(runs)])


def _between(runs: list[tuple[str, bool, bool | None]], i: int) -> bool:
    """Is the space at ``runs[i]`` between struck letters (on both sides)?"""
    before = next((r[2] for r in reversed(runs[:i]) if r[2] is not None), False)
    after = next((r[2] for r in runs[i + 1:] if r[2] is not None), False)
    return bool(before and after)


def beside(line: Line, piece: Line) -> bool:
    """Does ``piece`` stand on ``line``'s height, to its right (the rest of a line pdftotext
    cut at a wide space, a table's next cell)?"""
    return piece.words[0].left > line.words[-1].right and piece.top < line.bottom and line.top < piece.bottom


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
