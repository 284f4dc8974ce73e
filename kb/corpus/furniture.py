"""Page furniture: the lines of a book that are no part of its text — running headers and
footers, page numbers, table-of-contents lines — found before the generic parser's run
(``kb.corpus.generic``), which sets them apart in the front matter; and, for layout
detection (``kb.corpus.detect``), the running headers and bare tables of contents a
book's text shows.

>>> from kb.corpus.parser_state import Line
>>> lines = [Line(1, "Objet ........ 3", "Objet ........ 3", True, True), Line(2, "- 2 -", "- 2 -", True, True)]
>>> sorted(furniture_lines(lines, Profile()))
[1, 2]
"""

from __future__ import annotations

import re
from collections import Counter

from kb.corpus.layouts import CANDIDATES, PAGE_MARK, SITE_CHROME
from kb.corpus.parser_state import Line
from kb.corpus.profile import PAGE_NUMBER, Profile


def furniture_lines(lines: list[Line], profile: Profile) -> set[int]:
    """Numbers of the lines that are page furniture: the profile's patterns, page numbers,
    table-of-contents lines, and short lines repeated ``repeated_lines`` times or more."""
    patterns = [re.compile(p) for p in profile.furniture]
    if profile.page_numbers:
        patterns.append(re.compile(PAGE_NUMBER))
    if profile.toc_line:
        patterns.append(re.compile(profile.toc_line))
    found = {ln.n for ln in lines if ln.text and any(p.match(ln.text) for p in patterns)}
    if profile.repeated_lines:
        counts = Counter(ln.text for ln in lines if ln.text and len(ln.text) <= 80)
        headings = [re.compile(lv.pattern) for lv in profile.levels if lv.numbered]
        examples = [re.compile(p) for p in profile.examples]
        repeated = {
            t for t, c in counts.items()
            if c >= profile.repeated_lines and not any(p.match(t) for p in headings + examples)
        }
        found |= {ln.n for ln in lines if ln.text in repeated}
    return found


def running_lines(lines: list[str], texts: list[str]) -> tuple[int, set[str]]:
    """How many times a short line must be met to be a running header or footer — 0 when
    the book shows no pages (page breaks, or pages numbered in words) or only two — and
    those lines (never a numbered heading): the parser sets them apart, so detection does
    not read them. On two pages a line met twice is one only when each time it stands at
    a page's edge, by the page's number or the file's start or end (the profile lists them)."""
    marks = sum(1 for t in texts if re.match(PAGE_MARK, t))
    repeated = 3 if sum(line.count("\f") for line in lines) >= 2 or marks >= 3 else 2 if marks == 2 else 0
    if not repeated:
        return 0, set()
    counts = Counter(t for t in texts if t and len(t) <= 80)
    headings = [re.compile(c.pattern) for c in CANDIDATES]
    found = {t for t, c in counts.items() if c >= repeated and not any(p.match(t) for p in headings)}
    if repeated == 3:
        return 3, found
    body = [t for t in texts if t]
    edges = {i + d for i, t in enumerate(body) if re.match(PAGE_MARK, t) for d in (-2, -1, 1, 2)} | {0, 1, len(body) - 1}
    return 0, {t for t in found if all(i in edges for i, b in enumerate(body) if b == t)}


def contents_lines(texts: list[str]) -> list[str]:
    """Table-of-contents lines without dot leaders: a line ending in a page number whose
    wording without it is a line further on (« Chapitre 2 – Le jeu 3 » before « Chapitre 2
    – Le jeu »). ``DEFAULT_TOC`` reads the lines with leaders."""
    found: list[str] = []
    later: set[str] = set()
    for t in reversed(texts):
        m = re.match(r"^(\S.*?)\s+\d{1,3}$", t)
        if m and m.group(1) in later:
            found.append(t)
        later.add(t)
    return found[::-1]


def site_lines(texts: list[str]) -> list[str]:
    """The lines of a web page's menus and footer left in its copied text (``SITE_CHROME``):
    « Partager : », « Facebook », « © 2026 Poker Club – Tous droits réservés »."""
    return [t for t in texts if t and re.match(SITE_CHROME, t)]
