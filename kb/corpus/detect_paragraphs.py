"""Numbered paragraphs under numbered headings: a booklet whose sections « 1. L'Esprit du
Jeu » are headings (a short title, no final stop, nothing of it on the next line) and whose
« 1.1. », « 1.2.1. » each start a sentence of text, numbered within one another (paragraphs
of paragraphs, three levels deep at least: a club's « 1. Inscriptions » over rules « 1.1 »,
« 1.2 » keeps its rules as articles). The sections are the articles and their
paragraphs the articles' text — as the Word file or the web page the booklet was printed
from reads them (its sections in heading styles, its paragraphs as text) — not a hundred
articles whose « titles » are the first line of a sentence.

>>> texts = ["1. Objet", "", "1.1. Le jeu se joue à deux.", "1.2. Chaque joueur a", "trois cartes.",
...          "1.2.1. Une carte est visible.", "", "2. Mises", "", "2.1. La mise est libre.", "2.2. Rien ne va plus."]
>>> headings_only(texts, (NUMBERED, ["1", "1.1", "1.2", "1.2.1", "2", "2.1", "2.2"], 7))[0].name
'sections'
>>> two_levels = [t for t in texts if not t.startswith("1.2.1")]  # a club's rules under its sections
>>> headings_only(two_levels, (NUMBERED, ["1", "1.1", "1.2", "2", "2.1", "2.2"], 6))[0].name
'numbered'
"""

from __future__ import annotations

import re

from kb.corpus.detect_levels import _in_order
from kb.corpus.layouts import CANDIDATES, Candidate
from kb.corpus.profile import book_number

NUMBERED = next(c for c in CANDIDATES if c.name == "numbered")  # « 1. », « 1.1. », « 1.2.1. »…
SECTIONS = Candidate("sections", r"^(?P<number>\d+)\.\s+(?P<title>\S.*?)\s*:?\s*$",
                     "numérotés « 1. titre » (sections ; leurs paragraphes 1.1, 1.2… dans leur texte)")
MAX_TITLE = 80  # characters: a longer line is a sentence's
TITLED = 0.8  # this share of the sections at least read as titles
UNTITLED = 0.1  # this share of the paragraphs at most read as titles (a list's short last item)


def _title(texts: list[str], i: int, start: int) -> bool:
    """Does the line ``i`` read as a title from ``start`` on: short, no final punctuation,
    the next line blank or another numbered line (not the rest of its sentence)?"""
    rest = texts[i][start:].rstrip()
    after = texts[i + 1] if i + 1 < len(texts) else ""
    return (len(rest) <= MAX_TITLE and not rest.endswith((".", ";", ":", "!", "?", ","))
            and (not after.strip() or bool(re.match(NUMBERED.pattern, after))))


def _read(texts: list[str], pattern: re.Pattern[str]) -> tuple[list[bool], list[bool], bool]:
    """For the lines ``pattern`` numbers: whether each first-level one (« 1. ») reads as a
    title, whether each deeper one (« 1.1. ») does, and whether any is three levels deep."""
    tops: list[bool] = []
    deeps: list[bool] = []
    nested = False
    for i, t in enumerate(texts):
        if m := pattern.match(t):
            (deeps if "." in m.group("number") else tops).append(_title(texts, i, m.start("title")))
            nested = nested or m.group("number").count(".") >= 2
    return tops, deeps, nested


def paragraph_outline(texts: list[str], cand: Candidate) -> bool:
    """Are the lines ``cand`` numbers below the first level paragraphs numbered within one
    another (« 1.2.1. »), each starting a sentence — the text of the sections above them,
    not rules of their own? (``texts``: a Word file's or a web page's paragraphs under its
    numbered headings.)"""
    _, deeps, nested = _read(texts, re.compile(cand.pattern))
    return nested and len(deeps) >= 2 and sum(deeps) <= UNTITLED * len(deeps)


def headings_only(texts: list[str], found: tuple[Candidate, list[str], int]) -> tuple[Candidate, list[str], int]:
    """``found`` (the numbering ``best_numbering`` chose), or its first level alone when the
    book numbers paragraphs under titled sections (see the module)."""
    cand, _, _ = found
    if cand.pattern != NUMBERED.pattern:
        return found
    tops, deeps, nested = _read(texts, re.compile(cand.pattern))
    if not nested or len(tops) < 2 or len(deeps) < len(tops) or sum(tops) < TITLED * len(tops) or sum(deeps) > UNTITLED * len(deeps):
        return found
    numbers = [book_number(m.group("number")) for t in texts if (m := re.match(SECTIONS.pattern, t))]
    ordered = _in_order(numbers)
    return (SECTIONS, numbers, ordered) if ordered >= SECTIONS.least else found
