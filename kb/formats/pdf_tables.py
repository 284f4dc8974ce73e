"""A PDF page's tables, read from the boxes of their cells (``pdftotext -bbox-layout``).

A table's row: the cells of a row are one-line blocks side by side on the same height, one
after the other in reading order; they make one line ``| Niveau | Durée |``, as an ODT or
Word table is read (each cell was a paragraph of its own). The table's columns are where
its full rows set their cells; then

- a row whose cells pdftotext read as one line (a header's centred cells « Septembre –
  juin Janvier – juin », closer to each other than to the row's first cell) is cut where
  its words fall in the next column, at a space wider than the space between words;
- the line just above the table whose words fall so in its columns (« Abbreviation
  Meaning », a header pdftotext read as one line apart from the rows) is its first row;
- a row whose other cells hold no text (pictures: « A white king » beside the king's
  figure) is a line under the first column's cells, a row's height below the row before;
  and a header cell over such a column, which pdftotext reads after the column of cells
  under its row's first cell (« Piece », « A white king »… « Symbol »), is set back beside it.

The same table then reads with the same cells as the document's Word or Markdown
rendering, which ``kb diff-editions`` compares cell by cell.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise
from statistics import median

from kb.formats.pdf_struck import Stroke
from kb.formats.pdf_words import Line, Word, beside

WIDE = 2.0  # a space between two cells of one line: this many times the table's space between words
HEADER_GAP = 2.0  # how far above the first row the header line may stand, in its line's heights
ALIGNED = 1.0  # points: cells of one column start this close to each other
CENTRED = 0.3  # two cells of a row centred on heights this many of their line's heights apart at most
ROW_PITCH = 1.7  # a row's top at most this many of its line's heights below the row's before
# A list's label (« i. », « 2. », « b) », « • »): set apart from its one-line item by a hanging
# indent, the two read as a row; rows of two cells that all open so are the list's items.
LIST_LABEL = re.compile(r"(?:\d{1,3}|[a-z]|[ivxlc]{1,6}|[A-Z])[.)]|[•◦▪–-]")


def rows(blocks: list[list[Line]], strokes: Sequence[Stroke] = ()) -> list[list[Line]]:
    """Consecutive one-line blocks side by side on the same height joined into a table row;
    the rows of one table in one block, cut by the table's columns (see the module)."""
    out: list[list[Line]] = []
    table: list[list[Line]] = []  # the rows of the table being read, cells apart
    row: list[Line] = []
    blocks = _rows_in_order(blocks)
    page = [line for block in blocks for line in block]
    for block in [*_moved_cells(blocks), []]:
        line = block[0] if len(block) == 1 and not block[0].margin else None  # a footer's two sides are no row
        prev = row[-1] if row else None
        if line and prev and beside(prev, line):
            row.append(line)
            continue
        if len(row) > 1 or (row and table and _under(row[0], table, page)):
            table.append(row)
        elif row:
            _flush(table, out, strokes)
            out.append(row)
        row = [line] if line else []
        if block and not line:
            _flush(table, out, strokes)
            out.append(block)
    _flush(table, out, strokes)
    return out


def _rows_in_order(blocks: list[list[Line]]) -> list[list[Line]]:
    """The blocks, a header's cell set on two or three lines (« Roulette / américaine »,
    centred on its row's one-line cells) read as one line, its words column by column
    (``_stacked``); and the one-line blocks of one row in the order of their columns,
    whatever order pdftotext read them in."""
    flat = [[_stacked(b)] if _cell_of_row(blocks, i) else b for i, b in enumerate(blocks)]
    out: list[list[Line]] = []
    i = 0
    while i < len(flat):
        j = i + 1
        if (first := _one(flat[i])) is not None:
            while j < len(flat) and (cell := _one(flat[j])) is not None and cell.top < first.bottom and first.top < cell.bottom:
                j += 1
        out += sorted(flat[i:j], key=lambda b: b[0].words[0].left)
        i = j
    return out


def _cell_of_row(blocks: list[list[Line]], i: int) -> bool:
    """Is ``blocks[i]`` a cell of a row set on a few short lines: two or three lines of four
    words at most, beside a one-line block (the row's next or previous cell) or a cell like
    it, both centred on the same height (a list's number beside its item's first line is not)?"""
    block = blocks[i]
    if len(block) < 2 or not _short(block):
        return False
    top, bottom = block[0].top, block[-1].bottom
    left, right = min(line.words[0].left for line in block), max(line.words[-1].right for line in block)
    middle = (top + bottom) / 2
    return any((_one(other) is not None or _short(other))
               and abs((other[0].top + other[-1].bottom) / 2 - middle) <= CENTRED * other[0].height
               and (min(line.words[0].left for line in other) > right or max(line.words[-1].right for line in other) < left)
               for other in blocks[max(0, i - 1): i + 2] if other is not block)


def _short(block: list[Line]) -> bool:
    """Three lines at most, of four words at most, none in the page's margins."""
    return len(block) <= 3 and not any(line.margin or len([w for w in line.words if w.text.strip()]) > 4 for line in block)


def _stacked(block: list[Line]) -> Line:
    """A cell's lines as one line, its words column by column (words of the lines that
    overlap across them are one column: « Stud / Poker » beside « Hold'em / Poker » is
    « Stud Poker Hold'em Poker »), each column's lines top down."""
    columns: list[list[Word]] = []
    for word in sorted((w for line in block for w in line.words if w.text.strip()), key=lambda w: w.left):
        if columns and word.left < max(w.right for w in columns[-1]):
            columns[-1].append(word)
        else:
            columns.append([word])
    return Line([w for column in columns for w in sorted(column, key=lambda w: (w.top, w.left))],
                calls=[n for line in block for n in line.calls])


def _one(block: list[Line]) -> Line | None:
    """The line of a one-line block outside the page's margins."""
    return block[0] if len(block) == 1 and not block[0].margin else None


def _moved_cells(blocks: list[list[Line]]) -> list[list[Line]]:
    """The blocks, a cell that pdftotext read after the column of one-line blocks under the
    cell it stands beside set back after that cell (see the module)."""
    out = list(blocks)
    for i in range(len(out)):
        first = _one(out[i])
        j = i + 1
        while first is not None and j < len(out) and (cell := _one(out[j])) is not None \
                and abs(cell.words[0].left - first.words[0].left) <= ALIGNED and cell.top > first.bottom:
            j += 1
        if first is not None and i + 1 < j < len(out) and (moved := _one(out[j])) is not None and beside(first, moved):
            out.insert(i + 1, out.pop(j))
    return out


def _under(line: Line, table: list[list[Line]], page: list[Line]) -> bool:
    """Is ``line`` a row of the table whose other cells hold no text: starting where its
    first column does, in its type, a row's height below its last row, no line of the
    ``page`` beside it (a list's number beside its item's lines is no such row)?"""
    first, last = table[0][0], table[-1][0]
    return (abs(line.words[0].left - first.words[0].left) <= ALIGNED and abs(line.height - last.height) <= 0.05 * last.height
            and 0 < line.top - last.top <= ROW_PITCH * line.height
            and not any(other is not line and beside(line, other) for other in page))


def _flush(table: list[list[Line]], out: list[list[Line]], strokes: Sequence[Stroke] = ()) -> None:
    """The table's rows as one block of ``| … |`` lines at the end of ``out`` (its header
    line taken from the block before it), ``table`` emptied."""
    if not table:
        return
    if all(_list_item(cells) for cells in table):
        out.append([Line([w for cell in cells for w in cell.words], calls=[n for cell in cells for n in cell.calls])
                    for cells in table])  # a list's one-line items beside their labels
        table.clear()
        return
    spans = _columns(table)
    space = _space(table)
    if out and len(out[-1]) == 1 and (header := _header(out[-1][0], table[0], spans, space)) is not None:
        out.pop()
        table.insert(0, header)
    elif out and len(out[-1]) == 1 and _spanning(out[-1][0], table, strokes):
        table.insert(0, out.pop())
    lines = []
    for cells in table:
        if len(cells) < len(spans):
            cells = _cut(cells, spans, space) or cells
        text = " | ".join(cell.marked() for cell in cells)
        lines.append(Line([Word(f"| {text} |", cells[0].top, cells[-1].bottom, cells[0].words[0].left, cells[-1].words[-1].right)],
                          calls=[n for cell in cells for n in cell.calls]))
    out.append(lines)
    table.clear()


def _list_item(cells: list[Line]) -> bool:
    """Is the row a list's item: its label, then its text (« i. » | « he/she becomes… »), or
    both in one cell (« ii. by notice in writing… »)?"""
    first = cells[0].text()
    if len(cells) == 2:
        return bool(LIST_LABEL.fullmatch(first))
    return len(cells) == 1 and bool(re.match(rf"(?:{LIST_LABEL.pattern})\s", first))


def _spanning(line: Line, table: list[list[Line]], strokes: Sequence[Stroke]) -> bool:
    """Is ``line`` the table's first row as one cell merged over its columns (a Word table's
    caption row, « MONTANT DE L'AVANCE… » over « Roulette | … »): from the first column's left
    edge, no wider than the table, a border drawn under it and over the first row, across it
    (a caption line above a table has none)?"""
    first = table[0]
    top = min(cell.top for cell in first)
    border = [s for s in strokes if line.bottom - ALIGNED <= s.top and s.bottom <= top + ALIGNED]
    return (not line.margin and bool(border) and abs(line.words[0].left - first[0].words[0].left) <= ALIGNED
            and line.words[-1].right <= max(cell.words[-1].right for row in table for cell in row) + ALIGNED
            and min(s.left for s in border) <= line.words[0].left and max(s.right for s in border) >= line.words[-1].right)


def _columns(table: list[list[Line]]) -> list[tuple[float, float]]:
    """Each column's left and right edges, where the rows with the most cells set them."""
    widest = max(len(cells) for cells in table)
    full = [cells for cells in table if len(cells) == widest]
    return [(min(cells[k].words[0].left for cells in full), max(cells[k].words[-1].right for cells in full))
            for k in range(widest)]


def _space(table: list[list[Line]]) -> float:
    """The space between two words of a cell (a third of the type's height when no cell
    has two words)."""
    gaps = [b.left - a.right for cells in table for cell in cells for a, b in pairwise(cell.words)
            if a.text.strip() and b.text.strip() and b.left > a.right]  # not a cell's next line
    return median(gaps) if gaps else median(cell.height for cells in table for cell in cells) / 3


def _column(word: Word, spans: list[tuple[float, float]]) -> int:
    """The column a word falls in: the one it overlaps most, else the nearest."""
    def fit(k: int) -> tuple[float, float]:
        left, right = spans[k]
        overlap = min(word.right, right) - max(word.left, left)
        return (overlap, 0.0) if overlap > 0 else (0.0, overlap)
    return max(range(len(spans)), key=fit)


def _cut(cells: list[Line], spans: list[tuple[float, float]], space: float) -> list[Line] | None:
    """The row's cells cut where a cell's words fall in the next column, at a space wider
    than ``WIDE`` spaces (closer, a word runs on in its cell); None when the row cannot be
    so cut (columns out of order) or nothing was cut."""
    pieces: list[tuple[int, list[Word]]] = []
    for cell in cells:
        words = [w for w in cell.words if w.text.strip()]
        if not words:
            return None
        pieces.append((_column(words[0], spans), [words[0]]))
        for before, word in pairwise(words):
            column = _column(word, spans)
            if column != pieces[-1][0] and word.left - before.right >= WIDE * space:
                pieces.append((column, [word]))
            else:  # a header cell wider than its column's cells (« dons total en € ») runs on
                pieces[-1][1].append(word)
    order = [column for column, _ in pieces]
    if len(pieces) == len(cells) or order != sorted(set(order)):
        return None
    return [Line(words) for _, words in pieces]


def _header(line: Line, first: list[Line], spans: list[tuple[float, float]], space: float) -> list[Line] | None:
    """The cells of ``line``, a one-line block just above the table's ``first`` row, when its
    words fall in two of the table's columns at least, apart by a wide space: the table's
    header that pdftotext read as a line of its own; else None."""
    top = min(cell.top for cell in first)
    if line.margin or line.bottom > top or top - line.bottom > HEADER_GAP * line.height:
        return None
    return _cut([line], spans, space)
