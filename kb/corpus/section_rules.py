"""Rules numbered in one sequence through a book's unnumbered sections.

A club's Markdown book often has ``## Inscriptions``, ``## Déroulement`` headings (or bold
lines, in a Word file without heading styles) and, under them, its rules as plain
paragraphs — « 12. Un joueur… », « **12.** Un joueur… », « **Règle 12.** Un joueur… » —
numbered in one sequence from one section to the next. A reader sees the rules as the
book's articles, numbered as the book numbers them, and the sections as its parts; a
numbered list inside a rule (« 1. un avertissement ; 2. … ») stays its text
(``kb.corpus.lists``), and its items starting again from 1 do not make the sections
number their rules afresh.

The sections may be numbered themselves (« ## 1. Inscriptions », « ## 2. Le jeu ») over
rules numbered in their own sequence (« 1. » … « 7. », as paragraphs or ``###`` headings):
the sections are still the parts, named by their titles so that their numbers do not
clash with the rules' (:func:`rules_below_numbered_sections`). Rules numbered again from 1
in each section are read section by section (:func:`rules_restarting_in_sections`).

>>> texts = ["", "1. Les inscriptions ouvrent à 19 h.", "2. Le droit d'entrée est de 20 euros :",
...          "1. un chèque ;", "2. des espèces.", "", "3. Chaque joueur reçoit 25 000 jetons.", "4. Fin."]
>>> found = rules_across_sections(texts, [0, 5])
>>> found[0].name, found[1]
('numbered', ['1', '2', '3', '4'])
>>> rules_across_sections(["", "1. A.", "2. B.", "", "1. C.", "2. D.", "3. E."], [0, 3]) is None
True
"""

from __future__ import annotations

import re
from bisect import bisect_right

from kb.corpus.layouts import CANDIDATES, Candidate
from kb.corpus.lists import rule_places
from kb.corpus.profile import book_number

# Fewer rules than this is no layout (two numbered paragraphs may be a list of the preamble).
_LEAST = 3
# Numberings whose every heading says its word (« Article », « Règle », « § »).
_LABELLED = ("article", "regle", "paragraphe")


def rules_across_sections(texts: list[str], starts: list[int]) -> tuple[Candidate, list[str]] | None:
    """The numbering whose paragraphs are the book's rules, and the rules' numbers, when
    they run in one sequence through the sections (:func:`one_sequence`): ``texts`` are the
    book's lines as layout detection reads them (a run-in heading's bold lead alone,
    emphasis out; ``""`` for the headings), ``starts`` the indexes of the section headings,
    in order. The numbering that reads the most rules wins."""
    best: tuple[Candidate, list[str]] | None = None
    for cand in CANDIDATES:
        read = one_sequence(texts, starts, re.compile(cand.pattern)) if cand.ordered else None
        if read is not None and (best is None or len(read) > len(best[1])):
            best = (cand, read)
    return best


def one_sequence(texts: list[str], starts: list[int], pattern: re.Pattern[str]) -> list[str] | None:
    r"""The numbers of the rules ``pattern`` reads in ``texts`` below the first section,
    when they run in one sequence through the sections (``starts``: the indexes of their
    headings or titles, in order), else None.

    The rules read in order (3 at least, ``kb.corpus.lists``) stand under two sections or
    more, and in every section the first numbered line opens a rule: a section whose
    numbers start again from 1 (its first « 1. » is text, below the last rule) is another
    layout, and a numbered list is always inside a rule, never before a section's first one.

    >>> numbered = re.compile(r"^(?P<number>\d+)\. (?P<title>.*)$")
    >>> one_sequence(["A", "1. x.", "2. y :", "1. a ;", "B", "3. z.", "4. t."], [0, 4], numbered)
    ['1', '2', '3', '4']
    """
    if not starts:
        return None
    found = [(i, m) for i, t in enumerate(texts) if i > starts[0] and (m := pattern.match(t))]
    headings = [(book_number(m.group("number")), m.group("title") or "") for _, m in found]
    places = rule_places(headings)
    section = [bisect_right(starts, i) for i, _ in found]
    first = {s: k for k, s in reversed(list(enumerate(section)))}  # each section's first numbered line
    if len(places) < _LEAST or len({section[k] for k in places}) < 2 or not set(first.values()) <= set(places):
        return None
    return [headings[k][0] for k in places]


def rules_restarting_in_sections(texts: list[str], starts: list[int]) -> tuple[Candidate, list[str]] | None:
    """The numbering whose paragraphs start again from 1 under each section (« ## Comportement »,
    « 1. », « 2. », « ## La donne », « 1. » — a web page's ordered lists, one per section) and
    run in order within it: two sections with rules at least, 3 rules in all, each section's
    first numbered line « 1 »; with the rules' numbers, section by section. ``texts`` and
    ``starts`` as for :func:`rules_across_sections`, which is tried first.

    >>> rules_restarting_in_sections(["", "1. A.", "2. B :", "1. x ;", "", "1. C.", "2. D."], [0, 4])[1]
    ['1', '2', '1', '2']
    >>> rules_restarting_in_sections(["", "1. A.", "2. B.", "", "3. C."], [0, 3]) is None
    True
    """
    best: tuple[Candidate, list[str]] | None = None
    ends = [*starts[1:], len(texts)]
    for cand in CANDIDATES:
        pattern = re.compile(cand.pattern)
        sections = [[(book_number(m.group("number")), m.group("title") or "") for t in texts[start + 1:end]
                     if (m := pattern.match(t))] for start, end in zip(starts, ends, strict=True)]
        sections = [found for found in sections if found]
        if not cand.ordered or len(sections) < 2 or any(found[0][0] != "1" for found in sections):
            continue
        read = [found[k][0] for found in sections for k in rule_places(found)]
        if len(read) >= _LEAST and (best is None or len(read) > len(best[1])):
            best = (cand, read)
    return best


def rules_below_numbered_sections(texts: list[str], starts: list[int], numbers: list[str],
                                  sections: str = "") -> tuple[Candidate, list[str]] | None:
    """:func:`rules_across_sections` under sections that carry numbers of their own
    (``numbers``, the sections'): the two are separate sequences — the rules' numbers come
    again in the sections' (rule 1 under section 1), where headings numbered in one run
    through two ``#`` levels (``## 3)``, ``### 4)``, ``## 5)``) share none — and the rules'
    are not the sections' carried further (``2.1`` under ``2 Mises`` is another layout).
    Rules labelled with a word of their own (« Art. L. 131-1 », « Règle 4 ») under sections
    numbered another way (``sections``: the sections' numbering, « Section 1 ») are their
    own sequence whatever their numbers: a code's articles under its sections.

    >>> rules_below_numbered_sections(["", "1. A.", "2. B.", "", "3. C."], [0, 3], ["1", "2"])[1]
    ['1', '2', '3']
    >>> rules_below_numbered_sections(["", "2. A.", "3. B.", "", "5. C."], [0, 3], ["1", "4"]) is None
    True
    >>> rules_below_numbered_sections(["", "1.1 A.", "1.2 B.", "", "2.1 C."], [0, 3], ["1", "2"]) is None
    True
    >>> rules_below_numbered_sections(["", "Art. L. 1-1 A.", "Art. L. 1-2 B.", "", "Art. L. 1-3 C."], [0, 3],
    ...                               ["1", "2"], "section")[1]
    ['L1-1', 'L1-2', 'L1-3']
    """
    found = rules_across_sections(texts, starts)
    if found is not None and sections and found[0].name != sections and found[0].name in _LABELLED:
        return found
    if found is None or not set(found[1]) & set(numbers) or any(re.search(r"\d[.-]\d", n) for n in found[1]):
        return None
    return found
