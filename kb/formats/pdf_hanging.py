"""A PDF page's numbered paragraphs set with a hanging indent (a booklet's « 1.2.1. » in
bold in the margin, its text indented beside it): pdftotext reads the number as a block of
its own, and the text as another, sometimes after the next number (« 1.2.1. », « 1.3. »,
then the text of 1.2.1, then that of 1.3), and a one-line paragraph beside its number as a
table's row (« | 1.3.1. | connaître les règles; | »). The number goes back at the start of
its paragraph's first line, the paragraph where it stands in the reading order —
as the Word file the booklet was printed from reads (« 1.2.1.<tab>text »).

A number alone is a paragraph's when the block beside it (on its first line's height, to
its right) is a paragraph of several lines, none of them reaching back under the number
(a hanging indent); a one-line block beside a number is one when a paragraph of several
lines of the document (this page or one before) stands so at the same places (the number's left edge and the text's),
and nothing else stands on that line (a table's row of three cells is a table's).
"""

from __future__ import annotations

import re

from kb.formats.pdf_words import Line, beside

# a paragraph's number alone: « 1.2.1. », « 12 », « 4-1 », « 3) », « b) », « IV. »
NUMBER = re.compile(r"^(?:\d{1,3}(?:[.\-]\d{1,3})*[.)]?|[a-z][.)]|[IVXLC]{1,6}\.)$")
SAME_EDGE = 1.5  # points: two edges this close stand at the same place
INDENT = 4.0  # line heights: the widest space between a hanging number and its text
Indent = tuple[float, float]  # a hanging paragraph's number's left edge and its text's


def _number(line: Line) -> bool:
    words = [w for w in line.words if w.text.strip()]
    return len(words) == 1 and bool(NUMBER.match(words[0].text.strip()))


def _indent(number: Line, block: list[Line]) -> tuple[float, float]:
    return number.words[0].left, block[0].words[0].left


def _beside(number: Line, line: Line) -> bool:
    """Does ``line`` start on ``number``'s height, just to its right — an indent's width
    away, not a column's (a heading's last word « 4 » wrapped alone in the left column, the
    right column's paragraph on its height)? A long number « 10.2.2.1. » may reach past the
    indent, its box over the text's first letters."""
    middle = (number.words[0].left + number.words[-1].right) / 2
    near = line.words[0].left - number.words[-1].right <= INDENT * number.height
    return middle < line.words[0].left and near and line.top < number.bottom and number.top < line.bottom


def _hanging(number: Line, block: list[Line]) -> bool:
    """Is ``block`` a paragraph of several lines hanging beside ``number`` (its lines never
    back under the number's left edge)?"""
    return len(block) > 1 and all(line.words[0].left > number.words[0].left + SAME_EDGE for line in block[1:])


def _apart(blocks: list[list[Line]]) -> list[list[Line]]:
    """The blocks with a number alone followed, in its block, by a line beside it (pdftotext
    read both in one block, a line each) cut apart: the number a block, its text another."""
    out: list[list[Line]] = []
    for block in blocks:
        kept: list[Line] = []
        for i, line in enumerate(block):
            if _number(line) and i + 1 < len(block) and _beside(line, block[i + 1]):
                out += [kept, [line]] if kept else [[line]]
                kept = []
            else:
                kept.append(line)
        if kept:
            out.append(kept)
    return out


def _partners(blocks: list[list[Line]], indents: list[Indent]) -> dict[int, int]:
    """id of each number line → index of the block whose paragraph it numbers;
    ``indents`` (the places of the hanging paragraphs met so far) extended with the page's."""
    lines = [line for block in blocks for line in block]
    found: dict[int, int] = {}
    for number in (line for line in lines if _number(line)):
        beside_it = [(k, b) for k, b in enumerate(blocks) if b[0] is not number and _beside(number, b[0])]
        if not beside_it:
            continue
        k, block = min(beside_it, key=lambda kb: kb[1][0].words[0].left)
        if any(x is not block[0] and x is not number and beside(block[0], x) for x in lines):
            continue  # a third cell on the line: a table's row
        found[id(number)] = k
    by_number = {id(line): line for line in lines}
    indents += [_indent(by_number[n], blocks[k]) for n, k in found.items() if _hanging(by_number[n], blocks[k])]
    return {n: k for n, k in found.items()
            if _hanging(by_number[n], blocks[k]) or (len(blocks[k]) == 1 and any(
                abs(a - x) <= SAME_EDGE and abs(b - y) <= SAME_EDGE
                for x, y in indents for a, b in [_indent(by_number[n], blocks[k])]))}


def hanging(blocks: list[list[Line]], indents: list[Indent] | None = None) -> list[list[Line]]:
    """The page's blocks with each paragraph's number set apart by a hanging indent back at
    the start of its first line, where its paragraph stands in the reading order (a running
    header read between the number and its text stays at the page's top; see the module).
    ``indents``: the places of the hanging paragraphs of the pages before (extended)."""
    if not any(_number(line) for block in blocks for line in block):
        return blocks
    blocks = _apart(blocks)
    partners = _partners(blocks, indents if indents is not None else [])
    by_id = {id(line): line for block in blocks for line in block}
    number_of = {k: by_id[n] for n, k in partners.items()}
    out: list[list[Line]] = []
    for k, block in enumerate(blocks):
        if (number := number_of.get(k)) is not None:
            block = [Line(number.words + block[0].words, number.calls + block[0].calls), *block[1:]]
        kept: list[Line] = []
        for line in block:
            if id(line) not in partners:
                kept.append(line)
            elif kept:  # the number goes with its paragraph
                out.append(kept)
                kept = []
        if kept:
            out.append(kept)
    return out
