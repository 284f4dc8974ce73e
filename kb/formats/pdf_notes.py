"""The footnotes of a PDF page: their calls dropped from the text, each note read
« Note : … » after the paragraph that calls it, as a footnote of an ODT or a Word file is.

A call is a number raised above its line, which pdftotext glues to the word before it
(« jeu1. ») or keeps as a word. A note starts with its number at the foot of the page:
raised (Word, Google Docs), on the note's line or on a line of its own, or in the note's
smaller type, « 1 » or « 1. » (LibreOffice, a browser), when a call of that number was
dropped on the page. A note is tied to the paragraph of its call when that number was
called once on the page; else it stays where it was, at the page's foot, and is listed
(``tie_notes``): nothing is lost, and the reader knows which note to place by hand.
"""

from __future__ import annotations

import re
from collections import Counter
from statistics import median

from kb.formats.pdf_words import SAME_TYPE, SENTENCE_END, Line, Word, text_height

RAISED = 0.2  # a word this share of the line's height above the line's other words is raised
GLUED_CALL = re.compile(r"^(.*[^\W\d_][.,;:!?»)]?)(\d{1,2})([.,;:!?»)]*)$")
NUMBER = re.compile(r"^\d{1,2}$")
PUNCTUATION = re.compile(r"^[.,;:!?»)]+$")
GLUED = 0.1  # two words closer than this share of their height are one (no space between)
MARKER = re.compile(r"^(\d{1,2})[.)]?$")  # a note's number in its own type: « 1 », « 1. », « 1) »
SMALL = 0.9  # a line under this share of the page's usual line height is set in a smaller type
NOTE = "Note :"


def drop_calls(line: Line) -> None:
    """Footnote calls out of a line, their numbers kept in ``line.calls``: a number raised
    above its neighbours, alone or glued to the word before it (the merged word's box then
    reaches above the others) — never the line's first word (« A1 » set larger than its
    text is a rule's number)."""
    if len(line.words) < 2:
        return
    for i, word in enumerate(line.words):
        others = [w for j, w in enumerate(line.words) if j != i]
        top, bottom = median(w.top for w in others), median(w.bottom for w in others)
        lift = RAISED * (bottom - top)
        if NUMBER.match(word.text) and word.bottom < bottom - lift and i > 0:
            line.calls.append(word.text)
            word.text = ""
            _glue_punctuation(line.words, i)
        elif i > 0 and word.top < top - lift and (glued := GLUED_CALL.match(word.text)):
            line.calls.append(glued.group(2))
            word.text = glued.group(1) + glued.group(3)
    line.words = [w for w in line.words if w.text] or line.words


def _glue_punctuation(words: list[Word], i: int) -> None:
    """The punctuation right after a dropped call (« polyvalente¹. », three words for
    pdftotext: the call's type sets it apart) goes back onto the word before the call —
    it read « polyvalente . »."""
    after = words[i + 1] if i + 1 < len(words) else None
    if after and PUNCTUATION.match(after.text) and after.left - words[i].right < GLUED * (after.bottom - after.top):
        words[i - 1].text += after.text
        after.text = ""


def _raised_number(line: Line) -> bool:
    """Does the line start with a raised number no taller than its words (« ¹ Voir aussi… »)?"""
    first, rest = line.words[0], line.words[1:]
    if not rest or not NUMBER.match(first.text):
        return False
    top, bottom = median(w.top for w in rest), median(w.bottom for w in rest)
    return first.bottom < bottom - RAISED * (bottom - top) and first.bottom - first.top <= bottom - top


def _number_alone(block: list[Line], following: list[Line]) -> bool:
    """A note's raised number (no taller than the note's words) that pdftotext set apart,
    just left of the note's first line."""
    if len(block) != 1 or len(block[0].words) != 1 or not NUMBER.match(block[0].words[0].text):
        return False
    number, line = block[0].words[0], following[0]
    beside = 0 <= line.words[0].left - number.right < 2 * line.height and number.bottom > line.top
    return beside and number.bottom < line.bottom - RAISED * line.height and number.bottom - number.top <= line.height


def _start(line: Line, number: str) -> None:
    """The line starts note ``number``: its number reads « Note : »."""
    line.words[0].text, line.note = NOTE, number


def read_notes(blocks: list[list[Line]]) -> list[list[Line]]:
    """The page's blocks, calls dropped, each note a block of its own whose first line
    starts « Note : » (``Line.note``: its number)."""
    joined: list[list[Line]] = []
    for i, block in enumerate(blocks):
        if i + 1 < len(blocks) and _number_alone(block, blocks[i + 1]):
            number, first = block[0].words[0], blocks[i + 1][0]
            first.words.insert(0, Word(number.text, first.top, first.bottom, number.left, number.right))
            _start(first, number.text)
            continue
        for line in block:
            if line.note:
                continue
            if _raised_number(line):
                _start(line, line.words[0].text)
            else:
                drop_calls(line)
        joined.append(block)
    calls = {n for block in joined for line in block for n in line.calls}
    usual = text_height([line for block in joined for line in block])
    out: list[list[Line]] = []
    for block in joined:
        for line in block:
            marker = MARKER.match(line.words[0].text) if len(line.words) > 1 and not line.note else None
            if marker and marker.group(1) in calls and line.height < SMALL * usual:
                _start(line, marker.group(1))
        for part in _split(block):
            if out and out[-1][0].note and _goes_on(out[-1], part):
                out[-1] += part
            else:
                out.append(part)
    return out


def _split(block: list[Line]) -> list[list[Line]]:
    """A block cut before each line that starts a note (the notes of a page in one block)."""
    out: list[list[Line]] = []
    for line in block:
        if line.note or not out:
            out.append([line])
        else:
            out[-1].append(line)
    return out


def _goes_on(note: list[Line], block: list[Line]) -> bool:
    """Is ``block`` the rest of ``note``, which pdftotext set apart: just under it (less
    than half a line between), in its type, the note's last line not ending a sentence
    (« …les durées des ni‐ » then « veaux pour tous les tournois homologués. »)?"""
    last, first = note[-1], block[0]
    return (not first.note and 0 <= first.top - last.bottom < last.height / 2
            and abs(first.height - last.height) <= SAME_TYPE * last.height and not last.text().endswith(SENTENCE_END))


def tie_notes(blocks: list[list[Line]]) -> tuple[list[list[Line]], list[str]]:
    """The page's blocks, each note after the block that calls it, and the texts of the
    notes left where they were: no call of their number on the page, or more than one, or
    called from a note."""
    calls = Counter(n for block in blocks for line in block for n in line.calls)
    holder = {n: i for i, block in enumerate(blocks) for line in block for n in line.calls}
    after: dict[int, list[list[Line]]] = {}
    untied: list[str] = []
    for block in blocks:
        number = block[0].note
        if not number:
            continue
        if calls[number] == 1 and not blocks[holder[number]][0].note:
            after.setdefault(holder[number], []).append(block)
        else:
            untied.append(" ".join(line.text() for line in block))
    moved = {id(block) for notes in after.values() for block in notes}
    out: list[list[Line]] = []
    for i, block in enumerate(blocks):
        if id(block) not in moved:
            out += [block, *after.get(i, [])]
    return out, untied
