"""One PDF page as pdftotext ``-bbox-layout`` gives it (blocks of lines of words, each
with its box) → text lines, reading the boxes where the words alone mislead.

- A block is a paragraph or a heading: a blank line between blocks.
- A page in two columns (a league's leaflet): poppler's reading order goes from one
  column to the other paragraph by paragraph when their paragraphs sit side by side; the
  left column is read down, then the right one, between the blocks that cross the gutter
  (a title, the running header) (kb.formats.pdf_columns).
- A table's row: the cells of a row are one-line blocks side by side on the same height,
  one after the other in reading order; they make one line ``| Niveau | Durée |``, as an
  ODT or Word table is read (each cell was a paragraph of its own; kb.formats.pdf_tables).
- A list's bullet that pdftotext set apart from its item (LibreOffice and Word draw it in
  a font of its own, often the Symbol font's private code « \uf0b7 »): « • » before the
  item's line again.
- A table of contents' page number set apart by a tab stop: after its entry again.
- A paragraph's number set in the margin by a hanging indent: at the start of its
  paragraph again (kb.formats.pdf_hanging).
- A footnote: its call dropped, its note « Note : … » after the paragraph that calls it
  (kb.formats.pdf_notes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from statistics import median
from xml.etree import ElementTree

from kb.formats.pdf_columns import columns
from kb.formats.pdf_hanging import Indent, hanging
from kb.formats.pdf_notes import NOTE, read_notes, tie_notes
from kb.formats.pdf_struck import PageStrokes, strike_words
from kb.formats.pdf_tables import rows
from kb.formats.pdf_words import HEADING, SAME_TYPE, SENTENCE_END, XHTML, Line, Word, beside, box, text_height

# a line that may be a rule, a note or a list's item, never a running header: a number, an
# article, a bullet, a call or a note first
RULE_LIKE = re.compile(rf"^(?:\d|[(*•·▪–—-]|{re.escape(NOTE)}|[IVXLC]+[.)](?:\s|$)|(?:art(?:icle)?|r[èe]gle|chapitre|titre|section)\b)",
                       re.IGNORECASE)
MARGIN = 57.0  # points (2 cm) from the page's top or bottom edge: where word processors set headers and footers
ITEM = re.compile(r"^[•·▪◦o*–—-]\s")  # a list's item: a bullet or a dash, then a space
# a bullet drawn alone: the usual ones, and the private codes (U+F000–U+F0FF) that the
# Symbol and Wingdings fonts of LibreOffice's and Word's lists give
BULLET = re.compile("^[•·▪▫◦●○■□‣⁃➢➤►✓\uf000-\uf0ff]$")
PRIVATE_BULLET = re.compile("^[\uf000-\uf0ff]$")
PAGE = re.compile(r"\d{1,4}")  # a page number
LEADERS_END = re.compile(r"(?:\.{4,}|…{2,}|(?:\s?\.){4,}|_{4,})$")  # a contents' leaders ending a line


def _char_width(line: Line) -> float:
    """The mean width of a character of the line's words."""
    return sum(w.right - w.left for w in line.words) / max(1, sum(len(w.text) for w in line.words))


def _blocks(page: ElementTree.Element, strokes: PageStrokes) -> list[list[Line]]:
    """The page's blocks of lines; the pieces of one line that pdftotext cut at the wide
    spaces of justified text (« Les    blindes     augmentent », one line each) joined;
    the words ``strokes`` strike through marked."""
    blocks: list[list[Line]] = []
    for block in page.iter(f"{XHTML}block"):
        lines: list[Line] = []
        for element in block.iter(f"{XHTML}line"):
            line = Line([Word(w.text or "", *box(w)) for w in element.iter(f"{XHTML}word")])
            if not line.words:
                continue
            strike_words(line.words, strokes)
            prev = lines[-1] if lines else None
            if prev and beside(prev, line):
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


def _bullets(blocks: list[list[Line]]) -> list[list[Line]]:
    """The lines that are a bullet alone (``BULLET``), which pdftotext reads as blocks of
    their own apart from their items' text — the text between them then read as paragraphs
    of their own, and a struck passage of an item cut by the bullets that follow it — set
    as « • » before the line they stand beside (on its height, to its right); a bullet
    beside no line is dropped. A private-code bullet on its item's line is « • » too."""
    lines = [line for block in blocks for line in block]
    out: list[list[Line]] = []
    for block in blocks:
        kept: list[Line] = []
        for line in block:
            first = line.words[0].text.strip()
            if len(line.words) > 1 and PRIVATE_BULLET.match(first):
                line.words[0].text = "•"  # a Symbol-font bullet pdftotext kept on its item's line
            if len(line.words) == 1 and BULLET.match(first):
                bullet = line.words[0]
                items = [x for x in lines if x is not line and x.words and x.words[0].left >= bullet.right
                         and x.top < bullet.bottom and bullet.top < x.bottom and not BULLET.match(x.words[0].text.strip())]
                if items:
                    item = min(items, key=lambda x: x.words[0].left)
                    item.words.insert(0, Word("•", item.words[0].top, item.words[0].bottom, bullet.left, bullet.right))
                continue
            kept.append(line)
        if kept:
            out.append(kept)
    return out


def _contents_pages(blocks: list[list[Line]]) -> list[list[Line]]:
    """A table of contents' page numbers that a tab stop set far to the right (Word,
    LibreOffice), which pdftotext reads as blocks of their own — after the entries, or
    as a table's cells: each set after the entry it stands beside, a line ending with
    leaders (« Article 3 : Mises ..... » then « 12 »), as one line. An entry left without
    its number read as a rule's heading."""
    entries = [line for block in blocks for line in block if LEADERS_END.search(line.text())]
    if not entries:
        return blocks
    out: list[list[Line]] = []
    for block in blocks:
        number = block[0] if len(block) == 1 and len(block[0].words) == 1 else None
        if number is not None and PAGE.fullmatch(number.words[0].text.strip()):
            entry = next((line for line in entries if line.words[-1].right < number.words[0].left
                          and line.top < number.bottom and number.top < line.bottom), None)
            if entry is not None:
                entry.words.append(number.words[0])
                entries.remove(entry)
                continue
        out.append(block)
    return out


JUSTIFIED = 1.5  # points: how far a justified line's ends may stand from its column's edges


def _justified(blocks: list[list[Line]]) -> list[list[Line]]:
    """Lines of justified text that ``pdftotext`` cut at their widest spaces (« Article  3
    –     Règle » in a narrow column: « Article 3 » in the block of the next lines, « – » and
    « Règle » one-line blocks beside it) put back together: one-line blocks on the height of
    a line of the block before them, and to its right, are its words when the whole spans
    its column — begins and ends where another line of the page does —, which a table's
    cells do not."""
    out: list[list[Line]] = []
    i = 0
    while i < len(blocks):
        block = blocks[i]
        target = _line_beside(out[-1], block) if out and len(block) == 1 and not block[0].margin else None
        if target is None:
            out.append(block)
            i += 1
            continue
        pieces = [block[0]]
        while (i + len(pieces) < len(blocks) and len(blocks[i + len(pieces)]) == 1
               and _line_beside([pieces[-1]], blocks[i + len(pieces)]) is not None):
            pieces.append(blocks[i + len(pieces)][0])
        left, right = target.words[0].left, pieces[-1].words[-1].right
        if any(abs(line.words[0].left - left) <= JUSTIFIED and abs(line.words[-1].right - right) <= JUSTIFIED
               for b in blocks for line in b if line.words and line is not target):
            for piece in pieces:  # its wide spaces kept (kb.formats.pdf.unwrap reads a line's width)
                _stretch(target, piece)
                target.calls += piece.calls
        else:
            out += [[piece] for piece in pieces]
        i += len(pieces)
    return out


def _line_beside(block: list[Line], one: list[Line]) -> Line | None:
    """The line of ``block`` that the one-line block ``one`` stands beside: on its height,
    to its right."""
    piece = one[0]
    return next((line for line in block if line.words and piece.words and beside(line, piece)), None)


def _headings(blocks: list[list[Line]]) -> list[list[Line]]:
    """A heading the column's width wrapped (« Article 1 – Thème » then « 1 »: a block of
    lines in a heading's type, ``_heading_type``) is one line again — its last words were a
    line of their own, read as a page number, and the title lost them. Its words are set on
    its first line's height: over two lines' height, the rule's number (« Article 1 – … »)
    stood above the other words' middle, a raised footnote call for kb.formats.pdf_notes.
    A line ending with a word its hyphen split is left for the parser (kb.corpus.hyphens)."""
    usual = text_height([line for block in blocks for line in block])
    out: list[list[Line]] = []
    for block in blocks:
        if len(block) > 1 and _heading_type(block, usual) and not any(
                line.text().endswith(("-", "\u2010", "\u00ad")) for line in block):
            first = block[0]
            words = first.words + [Word(w.text, first.top, first.bottom, w.left, w.right, w.struck)
                                   for line in block[1:] for w in line.words]
            block = [Line(words, [n for line in block for n in line.calls])]
        out.append(block)
    return out


def _heading_type(block: list[Line], usual: float) -> bool:
    """Are the block's lines a heading's, by their type: larger than the text's by
    ``HEADING``; or, for a block of three lines at most that starts like a rule's heading
    (« Article 4 – Temps de » over « réflexion et appel du temps ») and ends no sentence,
    merely larger (a 10 pt heading over 9.5 pt text)."""
    if all(line.height > HEADING * usual for line in block):
        return True
    return (len(block) <= 3 and bool(RULE_LIKE.match(block[0].text())) and not block[-1].text().endswith(SENTENCE_END)
            and all(line.height > (1 + SAME_TYPE) * usual for line in block))


def _rejoin(blocks: list[list[Line]]) -> None:
    """A line of a paragraph the PDF wrapped made as long as it is wide, when the next
    line's first word would not have fitted at its end (``_wrapped``): its missing width
    as spaces before its last word, as ``_stretch`` does, so that kb.formats.pdf.unwrap,
    which tells a wrapped line by its length, joins it. In a narrow column set ragged
    (Word's and Google Docs' default) a wrapped line can be short: « Le classement
    annuel » / « additionne les points… » stayed two lines. A heading in capitals set in the
    text's type and block (LibreOffice's and Word's bold headings): wrapped, its lines one
    line; its last line is never wrapped into the text under it."""
    usual = text_height([line for block in blocks for line in block])
    text = [line for block in blocks for line in block if abs(line.height - usual) <= SAME_TYPE * usual]
    for block in blocks:
        lines = block[:1]
        for after in block[1:]:
            line = lines[-1]
            room = _wrapped(line, after, text, usual)
            if room and capitals(line.text()) and capitals(after.text()):
                # a heading in capitals, in the text's type and block, that the column wrapped
                # (« ARTICLE 6.7 : … FAUSSE DONNE : » over « L'ACTION SUBSTANTIELLE »): one line
                line.words += [Word(w.text, line.top, line.bottom, w.left, w.right, w.struck) for w in after.words]
                line.calls += after.calls
                continue
            lines.append(after)
            # a line in capitals over one that is not ends a heading, however full it is
            if room and len(line.words) > 1 and not (capitals(line.text()) and not capitals(after.text())):
                last = line.words[-1]
                line.words.insert(-1, Word(" " * round(room / _char_width(line)), last.top, last.bottom, last.left, last.left))
        block[:] = lines


def capitals(text: str) -> bool:
    """Is the line in capitals (four letters at least, none in lower case)?"""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and not any(c.islower() for c in letters)


def _wrapped(line: Line, after: Line, text: list[Line], usual: float) -> float:
    """The room left at the end of ``line`` when ``after``'s first word did not fit there
    (0 otherwise). Both in the text's type (``usual`` high); the column's right edge is the
    furthest one of the text's lines that start where ``line`` starts (three at least:
    centred lines share no edge). A line ending with a word its hyphen split is left to
    the parser (kb.corpus.hyphens); a line starting with a bullet or a dash is an item, a
    table's row (``| … |``) a row. A line justified to the column's edge is wrapped too:
    its room is the width its wide spaces take beyond one space each (« Un joueur qui
    annonce » spread over a narrow column is as wide as the column, not as long)."""
    if any(abs(x.height - usual) > SAME_TYPE * usual or x.text().startswith("| ") for x in (line, after)):
        return 0.0
    if line.text().endswith(("-", "\u2010", "\u00ad")) or ITEM.match(after.text()):
        return 0.0
    column = [x for x in text if abs(x.words[0].left - line.words[0].left) <= 1]
    if len(column) < 3:
        return 0.0
    room = max(x.words[-1].right for x in column) - line.words[-1].right
    if room <= JUSTIFIED:  # justified to the column's edge, yet fewer letters than its width holds
        missing = (line.words[-1].right - line.words[0].left) / _char_width(line) - len(line.text())
        return missing * _char_width(line) if missing >= 1 else 0.0
    first = after.words[0]
    return room if first.right - first.left + _char_width(line) > room else 0.0


@dataclass
class PageText:
    """One page read: its text, the footnotes no call tied (left at its foot), the lines
    set in its margins (``_margins``) and the place of each non-blank line of the text on
    the page (its top and bottom, in points; none when the page was read without boxes)."""

    text: str
    notes: list[str] = field(default_factory=list)
    margins: list[str] = field(default_factory=list)
    places: list[tuple[float, float]] = field(default_factory=list)
    # lines set as the margins' lines are but worded like a heading (« Chapitre 2 – Le jeu »
    # over each page of a chapter): a running header when the document says them elsewhere
    # too (kb.formats.pdf.remove_furniture), else the text's
    headers: list[str] = field(default_factory=list)


def _margins(blocks: list[list[Line]], height: float) -> tuple[list[str], list[str]]:
    """The lines of the page's top and bottom margins, a running header or footer, marked
    (``Line.margin``): a line of its own within ``MARGIN`` of the page's top or bottom edge,
    above or below the text by more than a line, in a type smaller than the text's, neither
    starting like a rule or a note nor ending a sentence (« Poker Club des Tilleuls —
    Règlement intérieur » in 9 pt over an 11 pt document). ``height``: the page's. Second,
    the lines set so but starting like a rule (« Chapitre 2 – Le jeu »): not marked."""
    usual = text_height([line for block in blocks for line in block])
    body = [b for b in blocks if any(line.height >= (1 - SAME_TYPE) * usual for line in b)]
    if not body:
        return [], []
    top, bottom = min(b[0].top for b in body), max(b[-1].bottom for b in body)
    out: list[str] = []
    headers: list[str] = []
    for line in (b[0] for b in blocks if len(b) == 1):
        centre, text = (line.top + line.bottom) / 2, line.text()
        if (line.height < (1 - SAME_TYPE) * usual and (line.bottom < top - usual or line.top > bottom + usual)
                and (centre < MARGIN or centre > height - MARGIN) and not text.endswith(SENTENCE_END)):
            if RULE_LIKE.match(text):
                headers.append(text)
            else:
                line.margin = True
                out.append(text)
    return out, headers


def page_text(page: ElementTree.Element, strokes: PageStrokes | None = None, indents: list[Indent] | None = None) -> PageText:
    """One page's text — a line per line, a blank line between blocks (see the module),
    struck wording marked ``~~…~~`` (``strokes``: the page's, kb.formats.pdf_struck) —
    with the footnotes left at its foot and the lines in its margins. ``indents``: the hanging
    paragraphs' places met on the pages before (kb.formats.pdf_hanging), extended."""
    strokes = strokes or PageStrokes()
    blocks = _bullets(_blocks(page, strokes))
    blocks = read_notes(_headings(_justified(columns(_contents_pages(hanging(blocks, indents))))))
    margins, headers = _margins(blocks, float(page.get("height", 0)))
    blocks, untied = tie_notes(rows(blocks, strokes.strokes))
    _rejoin(blocks)
    texts = ["\n".join(line.marked() for line in block) for block in blocks]
    places = [(line.top, line.bottom) for block in blocks for line in block if line.text().strip()]
    return PageText("\n\n".join(texts) + "\n\n" if texts else "", untied, margins, places, headers)
