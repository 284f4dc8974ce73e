"""One PDF page as pdftotext ``-bbox-layout`` gives it (blocks of lines of words, each
with its box) → text lines, reading the boxes where the words alone mislead.

- A block is a paragraph or a heading: a blank line between blocks.
- A page in two columns (a league's leaflet): poppler's reading order goes from one
  column to the other paragraph by paragraph when their paragraphs sit side by side; the
  left column is read down, then the right one, between the blocks that cross the gutter
  (a title, the running header).
- A table's row: the cells of a row are one-line blocks side by side on the same height,
  one after the other in reading order; they make one line ``| Niveau | Durée |``, as an
  ODT or Word table is read (each cell was a paragraph of its own).
- A footnote: its call is a number raised above the line, which pdftotext glues to the
  word before it (« jeu1. ») or keeps as a word; it is dropped, as ODT's ``note-citation``
  is. The note at the foot of the page starts with the same raised number, on the note's
  line or on a line of its own: it reads « Note : … », as a footnote of an ODT does — its
  number at the start of a line read as a rule number (« 1 Voir aussi la charte »).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from statistics import median
from xml.etree import ElementTree

XHTML = "{http://www.w3.org/1999/xhtml}"  # the namespace of pdftotext -bbox-layout
RAISED = 0.2  # a word this share of the line's height above the line's other words is raised
GLUED_CALL = re.compile(r"^(.*[^\W\d_][.,;:!?»)]?)(\d{1,2})([.,;:!?»)]*)$")
NUMBER = re.compile(r"^\d{1,2}$")
FULL = 0.75  # a line this share of the usual line width (or more) was wrapped by the PDF
SENTENCE_END = (".", ":", ";", "!", "?", "»")
BALANCED = 2.5  # columns ending within this many lines of each other were balanced
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


def _box(element: ElementTree.Element) -> tuple[float, float, float, float]:
    get = element.attrib.get
    return (float(get("yMin", 0)), float(get("yMax", 0)), float(get("xMin", 0)), float(get("xMax", 0)))


def _char_width(line: Line) -> float:
    """The mean width of a character of the line's words."""
    return sum(w.right - w.left for w in line.words) / max(1, sum(len(w.text) for w in line.words))


def _blocks(page: ElementTree.Element) -> list[list[Line]]:
    """The page's blocks of lines; the pieces of one line that pdftotext cut at the wide
    spaces of justified text (« Les    blindes     augmentent », one line each) joined."""
    blocks: list[list[Line]] = []
    for block in page.iter(f"{XHTML}block"):
        lines: list[Line] = []
        for element in block.iter(f"{XHTML}line"):
            line = Line([Word(w.text or "", *_box(w)) for w in element.iter(f"{XHTML}word")])
            if not line.words:
                continue
            prev = lines[-1] if lines else None
            if prev and line.words[0].left > prev.words[-1].right and line.top < prev.bottom and prev.top < line.bottom:
                _stretch(prev, line)
            else:
                lines.append(line)
        if lines and not (blocks and len(lines) == 1 and _piece(blocks[-1], lines[0])):
            blocks.append(lines)
    return blocks


def _stretch(line: Line, piece: Line) -> None:
    """``piece`` after ``line``, the wide space between kept as spaces: the line is as long
    as it is wide for kb.formats.pdf.unwrap, which tells a wrapped line by its length."""
    gap = piece.words[0].left - line.words[-1].right
    line.words += [Word(" " * max(0, round(gap / _char_width(line)) - 2), piece.top, piece.bottom,
                        line.words[-1].right, piece.words[0].left), *piece.words]


def _piece(block: list[Line], piece: Line) -> bool:
    """Is ``piece`` (a block of one line) the end of a stretched line of ``block`` that
    pdftotext set apart — on its height, to its right, after a space as wide as the line's
    other wide spaces (« Article 10 – Thème 10 » justified over two lines, its « – » alone),
    in the same type? A table's cells are spaced as their columns fall, not evenly; the
    heading at the top of the next column (« Article 10 – Thème 10 » in 11 pt beside a
    stretched line in 10 pt) is set in its own type. Joins it to that line."""
    for line in block:
        gaps = [w.right - w.left for w in line.words if not w.text.strip()]
        gap = piece.words[0].left - line.words[-1].right
        if (gaps and piece.top < line.bottom and line.top < piece.bottom and abs(gap - median(gaps)) <= 0.25 * median(gaps)
                and abs(piece.height - line.height) <= SAME_TYPE * line.height):
            _stretch(line, piece)
            return True
    return False


def _drop_calls(line: Line) -> None:
    """Footnote calls out of a line: a number raised above its neighbours, alone or glued
    to the word before it (the merged word's box then reaches above the others) — never
    the line's first word (« A1 » set larger than its text is a rule's number)."""
    if len(line.words) < 2:
        return
    for i, word in enumerate(line.words):
        others = [w for j, w in enumerate(line.words) if j != i]
        top, bottom = median(w.top for w in others), median(w.bottom for w in others)
        lift = RAISED * (bottom - top)
        if NUMBER.match(word.text) and word.bottom < bottom - lift and i > 0:
            word.text = ""
        elif i > 0 and word.top < top - lift and (glued := GLUED_CALL.match(word.text)):
            word.text = glued.group(1) + glued.group(3)
    line.words = [w for w in line.words if w.text] or line.words


def _note(line: Line) -> bool:
    """« 1 Voir aussi… » at a note's start, the number raised (and no taller than the
    words): « Note : Voir aussi… »."""
    first, rest = line.words[0], line.words[1:]
    if not rest or not NUMBER.match(first.text):
        return False
    top, bottom = median(w.top for w in rest), median(w.bottom for w in rest)
    if first.bottom < bottom - RAISED * (bottom - top) and first.bottom - first.top <= bottom - top:
        first.text = "Note :"
        return True
    return False


def _number_alone(block: list[Line], following: list[Line]) -> bool:
    """A note's raised number (no taller than the note's words) that pdftotext set apart,
    just left of the note's first line."""
    if len(block) != 1 or len(block[0].words) != 1 or not NUMBER.match(block[0].words[0].text):
        return False
    number, line = block[0].words[0], following[0]
    beside = 0 <= line.words[0].left - number.right < 2 * line.height and number.bottom > line.top
    return beside and number.bottom < line.bottom - RAISED * line.height and number.bottom - number.top <= line.height


def _left(block: list[Line]) -> float:
    return min(line.words[0].left for line in block)


def _right(block: list[Line]) -> float:
    return max(line.words[-1].right for line in block)


def _columns(blocks: list[list[Line]]) -> list[list[Line]]:
    """A two-column page's blocks, the left column's then the right one's, between the
    blocks that cross the gutter (the middle of the page's text) or lie under the columns
    (``_under``); the blocks as they come when either side has no paragraph of two lines
    (a table's cells are not columns)."""
    if not blocks:
        return blocks
    gutter = (min(map(_left, blocks)) + max(map(_right, blocks))) / 2
    side = ["L" if _right(b) < gutter else "R" if _left(b) > gutter else "W" for b in blocks]
    if not all(any(s == c and len(b) > 1 for s, b in zip(side, blocks, strict=True)) for c in "LR"):
        return blocks
    side = _under(side, blocks)
    out: list[list[Line]] = []
    across = sorted((b for s, b in zip(side, blocks, strict=True) if s == "W"), key=lambda b: b[0].top)
    above = 0.0
    for limit in [*across, None]:
        below = limit[0].top if limit else float("inf")
        for column in "LR":
            out += sorted((b for s, b in zip(side, blocks, strict=True) if s == column and above <= b[0].top < below),
                          key=lambda b: b[0].top)
        if limit:
            out.append(limit)
            above = limit[0].top
    return out


def _under(side: list[str], blocks: list[list[Line]]) -> list[str]:
    """``side`` with the blocks under the columns (a list below them) read as crossing the
    gutter ("W"), after both columns. A block of the right column below the left one's
    paragraphs reads after them either way. The left column may run longer than the right
    one (Word fills it down to the page's foot before the right one): its blocks below the
    right column's end are under the columns only below the paragraph the right column
    goes on with (``_cut``) or, with no such paragraph, when set apart from the left block
    above by more than the left column's usual space between blocks, or when that block
    ends level with the right column (balanced columns, as Word balances them before the
    section that follows). The left column's last paragraph was read after the right
    column."""
    ends = {c: max(b[-1].bottom for s, b in zip(side, blocks, strict=True) if s == c and len(b) > 1) for c in "LR"}
    left = sorted((i for i, s in enumerate(side) if s == "L"), key=lambda i: blocks[i][0].top)
    beside = [blocks[i] for i in left if blocks[i][0].top < ends["R"]]
    usual = max((b[0].top - a[-1].bottom for a, b in zip(beside, beside[1:], strict=False)), default=0.0)
    cut = _cut(side, blocks, left)
    level = BALANCED * median(line.height for b in blocks for line in b)
    under = {i for i, s in enumerate(side) if s == "R" and blocks[i][0].top >= ends["L"]}
    for above, i in zip([None, *left], left, strict=False):
        top, end = blocks[i][0].top, blocks[above][-1].bottom if above is not None else 0.0
        # a point more than the usual space: the same space measured on two blocks differs by a few hundredths
        apart = top >= cut if cut is not None else top - end > usual + 1 or abs(end - ends["R"]) <= level
        if top >= ends["R"] and (apart or above in under):
            under.add(i)
    return ["W" if i in under else s for i, s in enumerate(side)]


def _cut(side: list[str], blocks: list[list[Line]], left: list[int]) -> float | None:
    """Where the left column ends when the right one goes on with its last paragraph: the
    right column's first block starts in lower case and the left column's lowest block
    that stops on a full line with no sentence's end is that paragraph (its bottom)."""
    right = sorted((b for s, b in zip(side, blocks, strict=True) if s == "R"), key=lambda b: b[0].top)
    if not right or not right[0][0].text()[:1].islower():
        return None
    width = max(_right(blocks[i]) for i in left) - min(_left(blocks[i]) for i in left)
    for i in reversed(left):
        last = blocks[i][-1]
        if last.words[-1].right - last.words[0].left >= FULL * width and not last.text().endswith(SENTENCE_END):
            return blocks[i][-1].bottom
    return None


def _rows(blocks: list[list[Line]]) -> list[list[Line]]:
    """Consecutive one-line blocks side by side on the same height joined into a table row;
    the rows of one table in one block, as a Word or ODT table is read."""
    out: list[list[Line]] = []
    row: list[Line] = []
    table = False  # is out[-1] a table's rows?
    for block in [*blocks, []]:
        line = block[0] if len(block) == 1 else None
        prev = row[-1] if row else None
        if line and prev and line.words[0].left > prev.words[-1].right and line.top < prev.bottom and prev.top < line.bottom:
            row.append(line)
            continue
        if len(row) > 1:
            cells = " | ".join(cell.text() for cell in row)
            joined = Line([Word(f"| {cells} |", row[0].top, row[-1].bottom, row[0].words[0].left, row[-1].words[-1].right)])
            if table:
                out[-1].append(joined)
            else:
                out.append([joined])
            table = True
        elif row:
            out.append(row)
            table = False
        row = [line] if line else []
        if block and not line:
            out.append(block)
            table = False
    return out


def page_text(page: ElementTree.Element) -> str:
    """One page's text: a line per line, a blank line between blocks (see the module)."""
    blocks = _columns(_blocks(page))
    kept: list[list[Line]] = []
    for i, block in enumerate(blocks):
        if i + 1 < len(blocks) and _number_alone(block, blocks[i + 1]):
            number, note = block[0].words[0], blocks[i + 1][0]
            note.words.insert(0, Word("Note :", note.top, note.bottom, number.left, number.right))
            continue
        for line in block:
            if not _note(line):
                _drop_calls(line)
        kept.append(block)
    texts = ["\n".join(line.text() for line in block) for block in _rows(kept)]
    return "\n\n".join(texts) + "\n\n" if texts else ""
