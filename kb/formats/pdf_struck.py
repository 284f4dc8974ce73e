"""The wording a PDF draws struck through: a line or a thin rectangle drawn across the
middle of its glyphs (a redline edition exported from Word, a web page printed with
``text-decoration: line-through``) — read with pdfium (pypdfium2), whose page objects
give the drawn paths' boxes and the glyphs' boxes in a few milliseconds a page.

The words (pdftotext's, kb.formats.pdf_page) are marked where a stroke crosses them at
the height of their letters' middle — an underline runs below it, a table's border above
or below the line —, a word wholly or in part (« ~~identiques~~-multiples »: the glyphs
under the stroke, when pdfium's glyphs match the word's letters one for one).
"""

from __future__ import annotations

import ctypes
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kb.formats.budget import LIMITS, Budget
from kb.formats.pdf_words import Word

if TYPE_CHECKING:
    from pypdfium2 import PdfObject, PdfPage

THIN = 2.0  # points: a stroke is at most this high (Word draws a 0.5 pt rule, WeasyPrint 1 pt)
# Where a strike crosses a word's box (pdftotext's: the font's ascent to its descent),
# as a share of its height from the top: about 0.55 for a line-through, 0.8 and more for an
# underline.
CROSS = (0.3, 0.72)
WHOLE = 0.85  # glyphs unknown, a word this much covered is struck whole; less, in part
LEAST = 0.15  # less than this covered: the stroke merely touches the word
MAX_FORMS = 4  # how deep Form XObjects nest that are searched for strokes (a page's drawing wrapped once or twice)
MAX_OBJECTS = 200_000  # page objects read at most on a page, those of its forms included
MAX_SEGMENTS = 400  # a path of more pieces is a drawing, not struck lines: its subpaths are not read


@dataclass(frozen=True)
class Stroke:
    """A thin horizontal stroke, in points from the page's top left."""

    top: float
    bottom: float
    left: float
    right: float


@dataclass
class PageStrokes:
    """The strokes drawn on one page, and its glyphs' boxes (char, left, right, top, bottom)
    when strokes were found (to strike a word in part)."""

    strokes: list[Stroke] = field(default_factory=list)
    glyphs: list[tuple[str, float, float, float, float]] = field(default_factory=list)


def page_strokes(data: bytes, filename: str) -> list[PageStrokes] | None:
    """Each page's strokes; None when pdfium cannot read the file (its text is read all the
    same, without struck wording). A PDF of more pages than their budget (``pages`` of
    kb/data/limits.toml) is a KBError naming it, before any page is read: pdfium counts
    the pages from the document's page tree."""
    # pypdfium2 is imported with the PDF reader only (its library takes ~30 ms to load)
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    logging.getLogger("pypdfium2").setLevel(logging.ERROR)
    try:
        document = pdfium.PdfDocument(data)
    except (pdfium.PdfiumError, ValueError, OSError):
        return None
    try:
        Budget(filename).whole(LIMITS.pages, len(document))
        return [_page(document[i], raw.FPDF_PAGEOBJ_PATH) for i in range(len(document))]
    except (pdfium.PdfiumError, ValueError, OSError):
        return None
    finally:
        document.close()


def _page(page: PdfPage, path_type: int) -> PageStrokes:
    """The page's strokes: its paths', and those of the Form XObjects it draws (a producer
    that wraps its page's drawing in a form, a PDF printer's « Print to PDF »), set on the
    page by their forms' matrices."""
    height = page.get_height()
    out = PageStrokes()
    for n, obj in enumerate(page.get_objects(max_depth=MAX_FORMS)):
        if n >= MAX_OBJECTS:
            break  # forms drawing forms many times over (a hostile file): the strokes found so far
        if obj.type != path_type:
            continue
        bounds = _on_page(obj, obj.get_bounds())
        for left, bottom, right, top in [bounds] if bounds[3] - bounds[1] <= THIN else (_on_page(obj, b) for b in _subpaths(obj)):
            if top - bottom <= THIN and right - left > THIN:
                out.strokes.append(Stroke(height - top, height - bottom, left, right))
    if out.strokes:
        text = page.get_textpage()
        for i in range(text.count_chars()):
            left, bottom, right, top = text.get_charbox(i)
            out.glyphs.append((text.get_text_range(i, 1), left, right, height - top, height - bottom))
        text.close()
    page.close()
    return out


def _on_page(obj: PdfObject, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """``box`` (left, bottom, right, top) of an object inside Form XObjects (pdfium gives
    it in its form's space) on the page: through each form's matrix, the innermost first."""
    form = obj.container
    if form is None:
        return box
    left, bottom, right, top = box
    corners = [(left, bottom), (right, bottom), (left, top), (right, top)]
    while form is not None:
        matrix = form.get_matrix()
        corners = [matrix.on_point(x, y) for x, y in corners]
        form = form.container
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return (min(xs), min(ys), max(xs), max(ys))


def _subpaths(obj: PdfObject) -> list[tuple[float, float, float, float]]:
    """The boxes (left, bottom, right, top, on the page) of a path's subpaths: one path may
    strike several lines (a passage over two lines drawn as one path of two rectangles),
    its whole box then as high as both. A stroked subpath is as high as its line's width."""
    # pypdfium2's raw functions: imported with the reader (see page_strokes)
    import pypdfium2.raw as raw

    count = raw.FPDFPath_CountSegments(obj.raw)
    if not 0 < count <= MAX_SEGMENTS:
        return []
    matrix = obj.get_matrix()
    fill, stroke, width = ctypes.c_int(), ctypes.c_int(), ctypes.c_float()
    raw.FPDFPath_GetDrawMode(obj.raw, ctypes.byref(fill), ctypes.byref(stroke))
    half = raw.FPDFPageObj_GetStrokeWidth(obj.raw, ctypes.byref(width)) and stroke.value and width.value / 2
    x, y = ctypes.c_float(), ctypes.c_float()
    pieces: list[list[tuple[float, float]]] = []
    for i in range(count):
        segment = raw.FPDFPath_GetPathSegment(obj.raw, i)
        if not pieces or raw.FPDFPathSegment_GetType(segment) == raw.FPDF_SEGMENT_MOVETO:
            pieces.append([])
        raw.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y))
        pieces[-1].append(matrix.on_point(x.value, y.value))
    return [(min(p[0] for p in piece), min(p[1] for p in piece) - half, max(p[0] for p in piece), max(p[1] for p in piece) + half)
            for piece in pieces]


def _crossing(word: Word, strokes: list[Stroke]) -> Iterator[Stroke]:
    """The strokes across ``word``'s letters' middle."""
    high = word.bottom - word.top
    for s in strokes:
        middle = (s.top + s.bottom) / 2
        if (word.top + CROSS[0] * high <= middle <= word.top + CROSS[1] * high
                and s.left < word.right and word.left < s.right):
            yield s


def _covered(word: Word, strokes: list[Stroke]) -> float:
    """The share of ``word``'s width under the strokes (overlapping strokes counted once)."""
    spans = sorted((max(s.left, word.left), min(s.right, word.right)) for s in strokes)
    total, end = 0.0, word.left
    for left, right in spans:
        left = max(left, end)
        if right > left:
            total += right - left
            end = right
    return total / (word.right - word.left) if word.right > word.left else 0.0


def _glyph_span(word: Word, strokes: list[Stroke], glyphs: list[tuple[str, float, float, float, float]]) -> tuple[int, int] | None:
    """The letters of ``word`` under the strokes, (first, end), from pdfium's glyphs inside
    the word's box; None when they do not match its letters one for one."""
    inside = sorted((g for g in glyphs if not g[0].isspace() and word.left - 0.5 <= (g[1] + g[2]) / 2 <= word.right + 0.5
                     and word.top - 0.5 <= (g[3] + g[4]) / 2 <= word.bottom + 0.5), key=lambda g: g[1])
    if len(inside) != len(word.text):
        return None
    under = [i for i, g in enumerate(inside) if any(s.left <= (g[1] + g[2]) / 2 <= s.right for s in strokes)]
    return (under[0], under[-1] + 1) if under else (0, 0)


def _share_span(word: Word, share: float, strokes: list[Stroke]) -> tuple[int, int]:
    """The letters under the strokes by the share of the word's width they cover (its
    glyphs unknown): the whole word when nearly all of it is."""
    n = len(word.text)
    if share >= WHOLE:
        return (0, n)
    width = (word.right - word.left) / max(n, 1)
    under = [i for i in range(n) if any(s.left <= word.left + (i + 0.5) * width <= s.right for s in strokes)]
    return (under[0], under[-1] + 1) if under else (0, 0)


def strike_words(words: list[Word], page: PageStrokes) -> None:
    """Mark the words ``page``'s strokes cross (``Word.struck``: the struck letters' span)."""
    if not page.strokes:
        return
    for word in words:
        crossing = list(_crossing(word, page.strokes))
        if not crossing or not word.text.strip():
            continue
        share = _covered(word, crossing)
        if share >= LEAST:
            span = _glyph_span(word, crossing, page.glyphs) or _share_span(word, share, crossing)
            word.struck = span if span[1] > span[0] else None
