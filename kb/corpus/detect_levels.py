"""The levels a layout guess is made of, shared by its Markdown and plain-text branches.

The numbering that runs most steadily through a book's headings (:func:`best_numbering`),
the levels of its rules, their parts, heads and second numberings, and how many were found
(:func:`found_span`, for the explanation): ``kb.corpus.detect`` and
``kb.corpus.detect_markdown`` build a profile from them, with the patterns of
``kb.corpus.detect_patterns``.

>>> _in_order(["1", "2", "9", "3", "4"])
4
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from kb.corpus.detect_patterns import read_as, tolerant
from kb.corpus.layouts import (
    ARTICLE_RANGE,
    BARE_PART,
    CANDIDATES,
    CHAPTER,
    CONTENTS,
    HEAD,
    LETTER_ALONE,
    LETTERED,
    PART_PATTERNS,
    PART_WORDS,
    PROCEDURE,
    ROMAN,
    ROMAN_RULE,
    SECONDARY,
    Candidate,
)
from kb.corpus.lists import list_lines
from kb.corpus.profile import Level, Profile, book_number, number_key
from kb.formats.markup import roman_value


@dataclass(frozen=True)
class Detection:
    """A guessed profile, what was recognised (French, for the user) and how sure the guess
    is (0–1: the share of the matched headings whose numbers run in order)."""

    profile: Profile
    explanation: str
    confidence: float = 0.0


def _in_order(numbers: list[str]) -> int:
    """How many of ``numbers`` run in increasing order (the longest such run, in order of
    appearance): a table of contents or a stray list restarts it."""
    best: list[tuple[int, ...]] = []
    for key in (number_key(n) for n in numbers):
        lo, hi = 0, len(best)
        while lo < hi:
            mid = (lo + hi) // 2
            if best[mid] < key:
                lo = mid + 1
            else:
                hi = mid
        best[lo:lo + 1] = [key]
    return len(best)


# Numberings a word announces (« Article 1er », « Règle 2 »): headings for sure.
_WORDED = ("article", "regle")


def _first_worded(texts: list[str]) -> int:
    """Where the first heading of a numbering a word announces is, when two at least run in
    order (« Article 1er », « Article 2 »), else 0: a list « 1. … 4. » before it is the
    preamble's (« Le présent cahier des charges comprend : 1. … »), not the book's articles.

    >>> _first_worded(["Il comprend :", "1. les règles ;", "2. le contrôle.", "Article 1er", "Article 2"])
    3
    """
    firsts = []
    for cand in CANDIDATES:
        if cand.name in _WORDED:
            pattern = re.compile(cand.pattern)
            found = [(i, book_number(m.group("number"))) for i, t in enumerate(texts) if (m := pattern.match(t))]
            if _in_order([n for _, n in found]) >= 2:
                firsts.append(found[0][0])
    return min(firsts, default=0)


def _listed_before(texts: list[str], pattern: re.Pattern[str], start: int) -> int:
    """``start`` when the lines ``pattern`` reads before it are one list (no other line
    between them: a preamble's « 1. … 4. »), else 0."""
    found = [i for i, t in enumerate(texts[:start]) if pattern.match(t)]
    return start if found and all(not t or pattern.match(t) for t in texts[found[0]:found[-1] + 1]) else 0


def best_numbering(texts: list[str], extra: tuple[Candidate, ...] = ()) -> tuple[Candidate, list[str], int] | None:
    """The candidate whose numbers run most steadily through ``texts``, with the numbers
    it found and how many of them are in order (``extra``: candidates tried after the usual
    ones, a tie going to the usual ones)."""
    best: tuple[Candidate, list[str], int] | None = None
    start = _first_worded(texts)
    for cand in (*CANDIDATES, *extra):
        pattern = re.compile(cand.pattern)
        skip = 0 if cand.name in _WORDED else _listed_before(texts, pattern, start)
        items = list_lines(texts, pattern)  # a list in an article: no restart of the numbering
        numbers = [book_number(m.group("number")) for i, t in enumerate(texts)
                   if i >= skip and i not in items and (m := pattern.match(t))]
        ordered = _in_order(numbers)
        if ordered >= cand.least and (best is None or ordered > best[2]):
            best = (cand, numbers, ordered)
    if best is not None and best[0].name not in _WORDED and (bare := _bare_articles(texts, best)) is not None:
        best = bare
    # Roman numerals as the rules, in the order of their values: when nothing else runs through
    # the headings, or when a word announces them (« Article IV – Finance ») over numbered
    # paragraphs that start again from 1 in each (their lists, not the book's rules)
    # (worded: the match read a word before the number, not only a note's asterisk)
    romans = [(m.group("number"), m.start("number") > t.startswith("*")) for t in texts if (m := re.match(ROMAN_RULE.pattern, t))]
    ordered = _in_order([re.sub(r"^[IVXLC]+", lambda r: str(roman_value(r.group())), n) for n, _ in romans])  # « VI-A »: 6-A
    restarted = best is not None and best[2] < 0.8 * len(best[1])
    worded = sum(w for _, w in romans) >= ROMAN_RULE.least
    if ordered >= ROMAN_RULE.least and (best is None or restarted and worded):
        best = (ROMAN_RULE, [n for n, _ in romans], ordered)
    return best


def _bare_articles(texts: list[str], best: tuple[Candidate, list[str], int]) -> tuple[Candidate, list[str], int] | None:
    """The « Article N » headings of a legal text, all in order (three at least), over what
    ``best`` reads: its articles, what ``best`` reads their text — when each heading stands
    alone on its line, its caption below (« Article 2 » over « Dispositions générales »), and
    most of ``best``'s numbers are their paragraphs (« 2.1. », « 2.1.1. » in article 2); or
    when ``best``'s lines all stand in fewer than half of the articles (a list « 1° » … « 17° »
    of the documents article 5 asks for). Not a federation's « ARTICLE 2 – LES MISES » over its
    rules 2.1, 2.2 in every article, whose headings carry their titles."""
    article = next(c for c in CANDIDATES if c.name == "article")
    pattern, other = re.compile(article.pattern), re.compile(best[0].pattern)
    found = [(i, book_number(m.group("number")), not (m.group("title") or m.group("runin")))
             for i, t in enumerate(texts) if (m := pattern.match(t))]
    numbers = [n for _, n, _ in found]
    if len(found) < 3 or _in_order(numbers) < len(found):
        return None
    starts = [i for i, _, _ in found]
    holding = {sum(1 for s in starts if s < i) for i, t in enumerate(texts) if other.match(t) and not pattern.match(t)}
    inside = sum(1 for n in best[1] if n.split(".")[0] in numbers and "." in n)
    bare = all(b for _, _, b in found) and 2 * inside >= len(best[1])
    return (article, numbers, len(numbers)) if bare or 2 * len(holding - {0}) < len(found) else None


def beside_numberings(main: Candidate) -> Iterator[tuple[Candidate, re.Pattern[str]]]:
    """The numberings distinctive enough to run beside ``main`` (:data:`SECONDARY`), compiled:
    a second numbering of their own (``secondary_levels``) or addendum blocks (``_annexes``)."""
    for cand in CANDIDATES:
        if cand.name != main.name and cand.name in SECONDARY:
            yield cand, re.compile(cand.pattern)


def secondary_levels(texts: list[str], main: Candidate, taken: list[str], on: str) -> tuple[list[Level], list[str]]:
    """Levels of a second numbering that runs in order beside the main one (3 at least, one
    for the TDA's procedures ``PR-1``: :data:`PROCEDURE`),
    with numbers of its own: ``Règle 16 : …`` blocks after rules ``16: …`` are about those
    rules (the TDA's annexes), not new articles."""
    levels: list[Level] = []
    said: list[str] = []
    for cand, pattern in beside_numberings(main):
        numbers = [m.group("number") for t in texts if (m := pattern.match(t))]
        least = 1 if numbers and all(re.match(PROCEDURE, n) for n in numbers) else 3
        if _in_order(numbers) >= least and not set(numbers) & set(taken):
            levels.append(Level(name=cand.name, pattern=read_as(cand.pattern, on),
                                on=on, parent="none", order="any" if on == "heading" else "increasing"))
            said.append(f"et {cand.described} ({found_span(numbers)})")
    return levels, said


def found_span(numbers: list[str]) -> str:
    """``"3 trouvés, de 1 à 3"``; ``"1 trouvé : PR-1"``."""
    return f"1 trouvé : {numbers[0]}" if len(numbers) == 1 else f"{len(numbers)} trouvés, de {numbers[0]} à {numbers[-1]}"


def _count(pattern: str, texts: list[str]) -> int:
    compiled = re.compile(pattern)
    return sum(1 for t in texts if compiled.match(t))


def contents_level(on: str) -> Level:
    """The level of a "Sommaire" heading: it and its table of contents are front matter."""
    return Level(name="sommaire", pattern=read_as(CONTENTS, on), on=on,
                 kind="front", numbered=False, parent="none")


def main_level(cand: Candidate, numbers: list[str], ordered: int, grouped: bool, on: str,
               untitled: bool = False) -> Level:
    """The level of the numbered headings: parent from the number when numbers have parts
    (``9.6`` under ``9``, ``1-2`` under ``1``), else the part above, if the book has parts;
    in a book with parts whose numbers do not run in order through the book, they start
    again in each part. No longest line: a rule of 300 characters on its numbered line (a
    Word file saved as text, a paragraph per line) is a rule when its number comes in the
    book's order — the parser's order and list checks decide, and ``kb.corpus.sentences``
    takes its words as the text. Hyphenated articles (« Article 55-18-1 ») are under the part
    above them, not under the article their number starts with."""
    # « 5-A » (a rule put in after 5) is no child of 5: the numbers' own components say the parent
    parent = "number" if any(re.search(r"[.-]\d", n) for n in numbers) else ("part" if grouped else "none")
    if cand.name == "article" and not any("." in n for n in numbers):
        # a legal text's « Article 55-18-1 » is no child of « Article 55-18 »: the sections say
        # where it stands (codes and décrets number articles in between with hyphens)
        parent = "part" if grouped else "none"
    return Level(name=cand.name, pattern=read_as(cand.pattern, on), on=on,
                 parent=parent, order="increasing" if on == "line" and cand.ordered else "any",
                 per_part=grouped and ordered < 0.8 * len(numbers),
                 title_below=untitled)


# « Section 1 » met twice: sections numbered again in each article, not the book's parts
_FIRST_SECTION = r"^(?:SECTION|Section)\s+1\b"
# The longest line a part named by its heading may be: a longer one is a paragraph that
# starts with « Section 2 … » or « II. … », and its slug would make an id of a sentence.
PART_LONGEST = 160


def part_levels(texts: list[str], on: str, main: Candidate | None = None,
                restart: bool = False) -> tuple[list[Level], list[str]]:
    """Levels of the parts above numbered rules — ``Chapitre I``, ``I.``, ``A)`` (met twice
    at least) — and what was recognised. ``main`` is the rules' own candidate: a part pattern
    that reads its headings is not one (``Section 3 – Mises`` when sections are the rules).
    Rules ``II.3``, or rules numbered again from 1 in each part (``restart``), make the
    parts ``II.`` numbered: ``II.3`` is under ``II``; with ``restart``, ``Chapitre 2 – Jeu``
    is numbered too (id ``2``: the rules' ids carry their part's, they cannot clash)."""
    levels: list[Level] = []
    said: list[str] = []
    own = re.compile(main.pattern) if main is not None else None
    for pattern, described in PART_PATTERNS:
        # met twice, or once alone on its line (« TITRE III », its title on the next line)
        bare = pattern == PART_PATTERNS[0][0] and _count(BARE_PART.pattern, texts) >= 1
        if (_count(pattern, texts) < 2 and not bare) or (own is not None and any(own.match(t) for t in texts if re.match(pattern, t))):
            continue
        if pattern == PART_PATTERNS[0][0] and main is not None and main.name == ROMAN_RULE.name and _count(_FIRST_SECTION, texts) >= 2:
            continue  # « Section 1: … » again in each « Article II – … »: the article's paragraphs, below it
        if pattern == PART_PATTERNS[0][0] and restart and main is not None and (nested := _nested_restart(texts, on, main)):
            levels += nested[0]
            said.append(nested[1])
            continue
        if pattern == PART_PATTERNS[0][0] and restart:
            levels.append(Level(name=CHAPTER.name, pattern=read_as(CHAPTER.pattern, on),
                                on=on, kind="part", parent="none"))
            said.append(CHAPTER.described)
            continue
        if pattern == PART_PATTERNS[0][0] and (nested := _nested_parts(texts, on)):
            levels += nested[0]
            said.append(nested[1])
            continue
        if pattern == PART_PATTERNS[1][0] and (restart or (main is not None and main.name == "romain-point")):
            levels.append(Level(name=ROMAN.name, pattern=read_as(ROMAN.pattern, on),
                                on=on, kind="part", parent="none"))
            said.append(ROMAN.described)
            continue
        levels.append(Level(name=f"partie{len(levels) + 1}", pattern=read_as(pattern, on), on=on, kind="part",
                            numbered=False, parent="none", title_below=pattern == PART_PATTERNS[0][0],
                            max_length=PART_LONGEST))
        said.append(described)
    roman = re.compile(PART_PATTERNS[1][0])
    # a Markdown heading may put a colon after its letter (« ### G: Guidelines… »); a line may not
    # (« A: Les sanctions… » is a lettered paragraph of a rule)
    lettered = LETTERED.pattern if on == "line" else LETTERED.pattern.replace("(?:[).]|", "(?:[).:]|", 1)
    # letters stand below Roman rules (I. > A. > 1.), never above them
    below_roman = main is not None and main.name == ROMAN_RULE.name
    if not below_roman and sum(1 for t in texts if re.match(lettered, t) and not roman.match(t)) >= 2:
        # on lines, each the next letter: « A. Anna », « B. Bella »… after part E are a list in
        # its text, not parts A and B again; so read, « G: Guidelines » after part F is part G
        # (a heading decides its own: any order, a colon after its letter)
        pattern = read_as(lettered if on == "heading" else LETTERED.pattern.replace("(?:[).]|", "(?:[).:]|", 1), on)
        levels.append(Level(name=LETTERED.name, pattern=pattern, on=on, kind="part", parent="none",
                            order="next" if on == "line" else "any"))
        said.append(LETTERED.described)
    if on == "line" and _count(LETTER_ALONE.pattern, texts) >= 2:
        levels.append(Level(name=LETTER_ALONE.name, pattern=tolerant(LETTER_ALONE.pattern), kind="part",
                            parent="none", title_below=True))
        said.append(LETTER_ALONE.described)
    return levels, said


def _nested_parts(texts: list[str], on: str) -> tuple[list[Level], str] | None:
    """One level per word of :data:`PART_WORDS` the book's parts use, when they use two or
    more: « Chapitre 2 » under « TITRE I » (parent ``outline``, ranked from the larger)."""
    used = [(w, rf"^(?P<title>(?:{w})\s+(?:[IVXLC]+|\d+)(?:er|re|ER|RE)?\b.*?){ARTICLE_RANGE}$") for w in PART_WORDS]
    used = [(w, p) for w, p in used if _count(p, texts)]
    if len(used) < 2:
        return None
    levels = [Level(name=f"partie-{w.split('|')[1].lower()}", pattern=read_as(p, on), on=on,
                    kind="part", numbered=False, parent="outline", rank=rank, title_below=True,
                    max_length=PART_LONGEST)
              for rank, (w, p) in enumerate(used, 1)]
    names = " > ".join(f"« {w.split('|')[1]} N »" for w, _ in used)
    return levels, f"lignes {names} : parties les unes dans les autres"


# The part level numbered again rules carry the number of, when smaller parts nest in it.
RESTART_PART = "chapitre-numerote"


def _nested_restart(texts: list[str], on: str, main: Candidate) -> tuple[list[Level], str] | None:
    """Nested parts (« Chapitre 2 » > « Section 1 », :func:`_nested_parts`) over rules
    numbered again from 1 in the larger ones and running on through the smaller ones: the
    larger parts numbered by their number (id ``2``, :data:`RESTART_PART`: the rules' ids
    carry it, ``2.3``), the smaller ones and any larger named by their headings."""
    used = [(w, rf"^(?P<title>(?:{w})\s+(?:[IVXLC]+|\d+)(?:er|re|ER|RE)?\b.*?){ARTICLE_RANGE}$") for w in PART_WORDS]
    used = [(w, p) for w, p in used if _count(p, texts)]
    if len(used) < 2:
        return None
    rule = re.compile(main.pattern)
    rank = next((r for r, (_, p) in enumerate(used[:-1]) if _runs_within(texts, re.compile(p), rule)), None)
    if rank is None:
        return None
    levels = [Level(name=f"partie-{w.split('|')[1].lower()}", pattern=read_as(p, on), on=on,
                    kind="part", numbered=False, parent="outline", rank=r) for r, (w, p) in enumerate(used, 1)]
    word = used[rank][0]
    levels[rank] = Level(name=RESTART_PART, on=on, kind="part", parent="outline", rank=rank + 1,
                         pattern=read_as(rf"^(?:{word})\s+(?P<number>[IVXLC]+|\d+)(?:er|re|ER|RE)?\b(?:\s*[:.–—―−-]+\s*|\s+|$)(?P<title>.*?)\s*$", on))
    names = " > ".join(f"« {w.split('|')[1]} N »" for w, _ in used)
    return levels, (f"lignes {names} : parties les unes dans les autres, "
                    f"règles numérotées de nouveau dans chaque « {word.split('|')[1]} N »")


def _runs_within(texts: list[str], part: re.Pattern[str], rule: re.Pattern[str]) -> bool:
    """Do the numbers ``rule`` reads run in order within each part ``part`` opens, and start
    again in one of them at least?"""
    last: tuple[int, ...] | None = None
    restarted = False
    for t in texts:
        if part.match(t):
            restarted, last = restarted or last is not None, None
        elif m := rule.match(t):
            key = number_key(m.group("number"))
            if last is not None and key <= last:
                return False
            last = key
    return restarted


def head_lines(body: list[str], cand: Candidate) -> list[str]:
    """The lines that head the rules numbered under them (two at least): ``2 Betting`` or
    ``Section 2 – Betting`` whose next non-blank line is rule ``2.1``."""
    head, rule = re.compile(HEAD.pattern), re.compile(cand.pattern)
    found = []
    for t, nxt in zip(body, body[1:], strict=False):
        h, r = head.match(t), rule.match(nxt)
        if h and r and not rule.match(t) and re.match(rf"{h.group('number')}[.-]\d", book_number(r.group("number"))):
            found.append(t)
    return found if len(found) >= 2 else []
