"""The blocks of a page set in two columns (a league's leaflet), in reading order: the left
column read down, then the right one, between the blocks that cross the gutter or lie under
the columns (a title, the running header, a closing line)."""

from __future__ import annotations

from statistics import median

from kb.formats.pdf_words import FULL, HEADING, SENTENCE_END, Line, text_height

BALANCED = 2.5  # columns ending within this many lines of each other were balanced


def _left(block: list[Line]) -> float:
    return min(line.words[0].left for line in block)


def _right(block: list[Line]) -> float:
    return max(line.words[-1].right for line in block)


def columns(blocks: list[list[Line]]) -> list[list[Line]]:
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
            # a piece of a justified line that pdftotext set apart reads after the line's start
            # (kb.formats.pdf_page._justified joins it back), whatever order pdftotext gave them
            out += sorted((b for s, b in zip(side, blocks, strict=True) if s == column and above <= b[0].top < below),
                          key=lambda b: (b[0].top, _left(b)))
        if limit:
            out.append(limit)
            above = limit[0].top
    return out


def _under(side: list[str], blocks: list[list[Line]]) -> list[str]:
    """``side`` with the blocks under the columns (a list, a closing line below them) read
    as crossing the gutter ("W"), after both columns. A block of the right column below the
    left one's paragraphs reads after them either way. The left column may run longer than
    the right one: Word fills it down to the page's foot before the right one, a column
    break ends it where the author chose, balancing leaves it longer when its last
    paragraph is kept whole or a heading with its rule. Its blocks below the right
    column's end are under the columns only below its lowest paragraph wrapped at the
    column's width (one under the columns runs as wide as the page: ``_filled``), never
    right after a heading (a heading keeps with its rule), and only below the paragraph
    the right column goes on with (``_cut``) or, with no such paragraph, when set apart
    from the left block above by more than the column's usual space between blocks, when
    that block ends level with the right column, or when the columns are balanced (moving
    the left column's last block, with its heading, over would have made the right one the
    longer: ``_unit``) and the block starts more than that space below the right column's
    end — balancing would have moved it over. A closing « Le bureau de la ligue » under
    balanced columns, the left one five lines longer, was read with the left column's last
    rule; and a rule below a heading that ended level with the right column was read after
    it."""
    ends = {c: max(b[-1].bottom for s, b in zip(side, blocks, strict=True) if s == c and len(b) > 1) for c in "LR"}
    left = sorted((i for i, s in enumerate(side) if s == "L"), key=lambda i: blocks[i][0].top)
    beside = [blocks[i] for i in left if blocks[i][0].top < ends["R"]]
    usual = max((b[0].top - a[-1].bottom for a, b in zip(beside, beside[1:], strict=False)), default=0.0)
    cut = _cut(side, blocks, left)
    lines = [line for b in blocks for line in b]
    level, text = BALANCED * median(line.height for line in lines), text_height(lines)
    width = max(_right(blocks[i]) for i in left) - min(_left(blocks[i]) for i in left)
    floor = max((blocks[i][0].top for i in left if _filled(blocks[i], width)), default=0.0)
    under = {i for i, s in enumerate(side) if s == "R" and blocks[i][0].top >= ends["L"]}
    for k, i in enumerate(left):
        above = left[k - 1] if k else None
        top, end = blocks[i][0].top, blocks[above][-1].bottom if above is not None else 0.0
        if top < ends["R"] or top <= floor:
            continue
        # a point more than the usual space: the same space measured on two blocks differs by a few hundredths
        balanced = end - ends["R"] <= _unit(blocks, left[:k], text) + usual
        apart = top >= cut if cut is not None else (top - end > usual + 1 or abs(end - ends["R"]) <= level
                                                    or (balanced and top - ends["R"] > usual + 1))
        if above in under or (apart and not (above is not None and _heading(blocks[above], text))):
            under.add(i)
    return ["W" if i in under else s for i, s in enumerate(side)]


def _heading(block: list[Line], text: float) -> bool:
    """Is ``block`` a heading: its lines in a type larger than the text's (``text`` high)?"""
    return all(line.height > HEADING * text for line in block)


def _unit(blocks: list[list[Line]], column: list[int], text: float) -> float:
    """The height of the column's last block, with its heading above it: what balancing
    would have moved to the other column (0 for an empty column)."""
    if not column:
        return 0.0
    first = column[-2] if len(column) > 1 and _heading(blocks[column[-2]], text) else column[-1]
    return blocks[column[-1]][-1].bottom - blocks[first][0].top


def _filled(block: list[Line], width: float) -> bool:
    """Is ``block`` a paragraph wrapped at a column ``width`` wide: a line before its last
    reaching ``FULL`` of that width?"""
    return any(line.words[-1].right - line.words[0].left >= FULL * width for line in block[:-1])


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
