"""Layout detection: a profile guessed from a book's text, with the reasons, in French.

The guess tries the usual ways rulebooks write their headings (``kb.corpus.layouts``) —
``Article N``, ``Règle N``, ``§ N``, ``Section N``, ``1.``/``1.1``/``1.1.1`` numbering, ``N:``,
``N)``, ``1-``/``1-1``, ``1/``, ``A.1``, ``II.3``, Markdown ``#`` levels, bold-only lines,
short lines set apart (a PDF's headings) — and keeps the one whose numbers run most
steadily through the book. The user sees ``Detection.explanation`` and corrects the
profile if the guess is wrong.

>>> d = detect_profile(["Règle 1 : Objet", "texte", "Règle 2 : Mises", "texte", "Règle 3 : Fin"])
>>> d.profile.levels[1].name, d.confidence  # levels[0]: a "Sommaire" heading, if any
('regle', 1.0)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.furniture import contents_lines, running_lines, site_lines
from kb.corpus.layouts import (
    BOLD,
    BULLET,
    CANDIDATES,
    CAPITALS,
    CONTENTS,
    HEAD,
    ISOLATED,
    LETTER_ALONE,
    LETTERED,
    PART_PATTERNS,
    ROMAN,
    SECONDARY,
    SECTION_TITLE,
    SUB_LETTERED,
    TITLE_SPLIT,
    Candidate,
    run_in,
)
from kb.corpus.lists import rules
from kb.corpus.profile import DEFAULT_TOC, PAGE_NUMBER, Level, Profile, book_number, number_key
from kb.corpus.section_rules import one_sequence, rules_across_sections

_ATX = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")


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


def _heading_text(content: str) -> str:
    current, struck = split_struck(content)
    return strip_md_emphasis(current or " ".join(struck))


def _best(texts: list[str]) -> tuple[Candidate, list[str], int] | None:
    """The candidate whose numbers run most steadily through ``texts``, with the numbers
    it found and how many of them are in order."""
    best: tuple[Candidate, list[str], int] | None = None
    for cand in CANDIDATES:
        pattern = re.compile(cand.pattern)
        numbers = [book_number(m.group("number")) for t in texts if (m := pattern.match(t))]
        ordered = _in_order(numbers)
        if ordered >= cand.least and (best is None or ordered > best[2]):
            best = (cand, numbers, ordered)
    return best


def _beside(main: Candidate) -> Iterator[tuple[Candidate, re.Pattern[str]]]:
    """The numberings distinctive enough to run beside ``main`` (:data:`SECONDARY`), compiled:
    a second numbering of their own (``_secondary``) or addendum blocks (``_annexes``)."""
    for cand in CANDIDATES:
        if cand.name != main.name and cand.name in SECONDARY:
            yield cand, re.compile(cand.pattern)


def _secondary(texts: list[str], main: Candidate, taken: list[str], on: str) -> tuple[list[Level], list[str]]:
    """Levels of a second numbering that runs in order beside the main one (3 at least),
    with numbers of its own: ``Règle 16 : …`` blocks after rules ``16: …`` are about those
    rules (the TDA's annexes), not new articles."""
    levels: list[Level] = []
    said: list[str] = []
    for cand, pattern in _beside(main):
        numbers = [m.group("number") for t in texts if (m := pattern.match(t))]
        if _in_order(numbers) >= 3 and not set(numbers) & set(taken):
            levels.append(Level(name=cand.name, pattern=cand.pattern if on == "heading" else _tolerant(cand.pattern),
                                on=on, parent="none", order="any" if on == "heading" else "increasing"))
            said.append(f"et {cand.described} ({_span(numbers)})")
    return levels, said


def _span(numbers: list[str]) -> str:
    return f"{len(numbers)} trouvés, de {numbers[0]} à {numbers[-1]}"


def _count(pattern: str, texts: list[str]) -> int:
    compiled = re.compile(pattern)
    return sum(1 for t in texts if compiled.match(t))


def _contents(on: str) -> Level:
    """The level of a "Sommaire" heading: it and its table of contents are front matter."""
    return Level(name="sommaire", pattern=CONTENTS if on == "heading" else _tolerant(CONTENTS), on=on,
                 kind="front", numbered=False, parent="none")


def _literal(line: str) -> str:
    """A pattern matching exactly ``line`` (squashed), readable: ``"## Objet (1)"`` →
    ``"^## Objet \\(1\\)$"``."""
    return "^" + re.escape(" ".join(line.split())).replace("\\ ", " ").replace("\\#", "#") + "$"
_ANY = r"^(?P<title>.+)$"


def _tolerant(pattern: str) -> str:
    """``pattern`` that also reads the line set in bold (``**Article 1 - Objet**``) or after
    a list's bullet (``- Règle 1 : …``): the generic parser reads source lines as written,
    emphasis and all."""
    return rf"^{BULLET}?(?:\*\*|__)?" + pattern.removeprefix("^").removesuffix("$") + r"(?:\*\*|__)?$"


def _main_level(cand: Candidate, numbers: list[str], ordered: int, grouped: bool, on: str,
                untitled: bool = False) -> Level:
    """The level of the numbered headings: parent from the number when numbers have parts
    (``9.6`` under ``9``, ``1-2`` under ``1``), else the part above, if the book has parts;
    in a book with parts whose numbers do not run in order through the book, they start
    again in each part. No longest line: a rule of 300 characters on its numbered line (a
    Word file saved as text, a paragraph per line) is a rule when its number comes in the
    book's order — the parser's order and list checks decide, and ``kb.corpus.sentences``
    takes its words as the text."""
    parent = "number" if any("." in n or "-" in n for n in numbers) else ("part" if grouped else "none")
    return Level(name=cand.name, pattern=cand.pattern if on == "heading" else _tolerant(cand.pattern), on=on,
                 parent=parent, order="increasing" if on == "line" and cand.ordered else "any",
                 per_part=grouped and ordered < 0.8 * len(numbers),
                 title_below=untitled)


def _part_levels(texts: list[str], on: str, main: Candidate | None = None,
                 restart: bool = False) -> tuple[list[Level], list[str]]:
    """Levels of the parts above numbered rules — ``Chapitre I``, ``I.``, ``A)`` (met twice
    at least) — and what was recognised. ``main`` is the rules' own candidate: a part pattern
    that reads its headings is not one (``Section 3 – Mises`` when sections are the rules).
    Rules ``II.3``, or rules numbered again from 1 in each part (``restart``), make the
    parts ``II.`` numbered: ``II.3`` is under ``II``."""
    levels: list[Level] = []
    said: list[str] = []
    own = re.compile(main.pattern) if main is not None else None
    for pattern, described in PART_PATTERNS:
        if _count(pattern, texts) < 2 or (own is not None and any(own.match(t) for t in texts if re.match(pattern, t))):
            continue
        if pattern == PART_PATTERNS[1][0] and (restart or (main is not None and main.name == "romain-point")):
            levels.append(Level(name=ROMAN.name, pattern=ROMAN.pattern if on == "heading" else _tolerant(ROMAN.pattern),
                                on=on, kind="part", parent="none"))
            said.append(ROMAN.described)
            continue
        levels.append(Level(name=f"partie{len(levels) + 1}", pattern=pattern if on == "heading" else _tolerant(pattern), on=on, kind="part",
                            numbered=False, parent="none"))
        said.append(described)
    roman = re.compile(PART_PATTERNS[1][0])
    if sum(1 for t in texts if re.match(LETTERED.pattern, t) and not roman.match(t)) >= 2:
        pattern = LETTERED.pattern if on == "heading" else _tolerant(LETTERED.pattern)
        levels.append(Level(name=LETTERED.name, pattern=pattern, on=on, kind="part", parent="none"))
        said.append(LETTERED.described)
    if on == "line" and _count(LETTER_ALONE.pattern, texts) >= 2:
        levels.append(Level(name=LETTER_ALONE.name, pattern=_tolerant(LETTER_ALONE.pattern), kind="part",
                            parent="none", title_below=True))
        said.append(LETTER_ALONE.described)
    return levels, said


def _heads(body: list[str], cand: Candidate) -> list[str]:
    """The lines that head the rules numbered under them (two at least): ``2 Betting`` or
    ``Section 2 – Betting`` whose next non-blank line is rule ``2.1``."""
    head, rule = re.compile(HEAD.pattern), re.compile(cand.pattern)
    found = []
    for t, nxt in zip(body, body[1:], strict=False):
        h, r = head.match(t), rule.match(nxt)
        if h and r and not rule.match(t) and re.match(rf"{h.group('number')}[.-]\d", book_number(r.group("number"))):
            found.append(t)
    return found if len(found) >= 2 else []


def _sub_letters(texts: list[str]) -> list[str]:
    """The lettered sub-headings of a book (two at least, an ``a`` among them): lines
    ``a. titre`` whose next non-blank line is text, not the next item of a list."""
    pattern = re.compile(SUB_LETTERED.pattern)
    body = [t for t in texts if t]
    found = [t for t, nxt in zip(body, [*body[1:], ""], strict=True) if pattern.match(t) and not pattern.match(nxt)]
    return found if len(found) >= 2 and any(t.startswith("a") for t in found) else []


def _markdown(lines: list[str], headings: list[tuple[int, int, str]]) -> Detection:
    """The layout of a Markdown book from its ``#`` headings ((line, level, wording))."""
    texts = [_heading_text(t) for _, _, t in headings]
    levels = sorted({lv for _, lv, _ in headings})
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    found = _best(texts)
    numbered = re.compile(found[0].pattern) if found else None
    titled = headings[0][0] in nonblank[:3] and not (numbered and numbered.match(texts[0]))
    front_end = _literal(lines[headings[1][0]]) if titled else ""
    if found is None or found[2] < max(2, len(texts) // 5):
        kept = tuple(lv for lv in levels if not (titled and lv == headings[0][1] and len(headings) > 1
                                                   and sum(1 for h in headings if h[1] == lv) == 1))
        ruled = _section_paragraphs(lines, headings, kept)
        level = Level(name="titre", pattern=_ANY, on="heading", markdown_levels=kept,
                      kind="part" if ruled else "section", numbered=False, parent="outline")
        said = (f"{ruled[1]} ; " if ruled else "") + f"titres Markdown sans numéro (niveaux {', '.join('#' * lv for lv in kept)}, " \
            f"{len(texts)} titres) : " + ("parties" if ruled else "identifiants tirés des titres")
        if titled:
            said += f" ; « {texts[0]} » est le titre du document"
        profile = Profile(name="détecté", description=said, levels=(_contents("heading"), *ruled[:1], level),
                          front_matter_end=front_end if kept != tuple(levels) else "")
        return Detection(profile, said, 0.5)
    cand, numbers, ordered = found
    first = next(i for i, t in enumerate(texts) if numbered and numbered.match(t))
    used = sorted({lv for (_, lv, _), t in zip(headings, texts, strict=True) if numbered and numbered.match(t)})
    heads = _heads(texts, cand)
    named, named_said = _part_levels([t for t in texts if t not in heads], "heading", cand,
                                     restart=ordered < 0.8 * len(numbers))
    parts = tuple(lv for lv in levels if lv < used[0] and not (titled and lv == headings[0][1]))
    preamble = [t for t in texts[int(titled):first] if not re.match(CONTENTS, t) and t not in heads
                and not any(re.match(lv.pattern, t) for lv in named)]
    extra: list[Level] = []
    what = [f"titres Markdown (niveaux {', '.join('#' * lv for lv in used)}) {cand.described} ({_span(numbers)})"]
    if heads:
        extra.append(Level(name=HEAD.name, pattern=HEAD.pattern, on="heading", kind="part", parent="none"))
        what.append(f"{HEAD.described} ({len(heads)}, ex. « {heads[0]} »)")
    second, second_said = _secondary(texts, cand, numbers, "heading")
    extra += second + named
    what += second_said + named_said
    if parts:
        extra.append(Level(name="partie", pattern=_ANY, on="heading", markdown_levels=parts, kind="part",
                           numbered=False, parent="none"))
        what.append(f"titres de niveau {', '.join('#' * lv for lv in parts)} : parties")
    if preamble:
        extra.append(Level(name="preambule", pattern=_ANY, on="heading", kind="section", numbered=False,
                           parent="none", before=cand.name))
        what.append(f"{len(preamble)} titres sans numéro avant le premier : sections de préambule")
    if titled:
        what.append(f"« {texts[0]} » est le titre du document")
    below, below_said = _paragraph_rules(lines, headings, numbers)
    extra, what = below + extra, what[:1] + below_said + what[1:]
    main = _main_level(cand, numbers, ordered, bool(named or parts), "heading")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=(_contents("heading"), main, *extra),
                      front_matter_end=front_end if preamble or parts else "")
    return Detection(profile, explanation, ordered / len(numbers))


def _section_paragraphs(lines: list[str], headings: list[tuple[int, int, str]],
                        kept: tuple[int, ...]) -> tuple[Level, str] | tuple[()]:
    """The level of rules written as numbered paragraphs under unnumbered ``#`` sections, in one
    sequence (``kb.corpus.section_rules``), and what was recognised; ``()`` if none."""
    at = {i for i, _, _ in headings}
    texts = ["" if i in at else strip_md_emphasis(_lead(" ".join(line.split()))) for i, line in enumerate(lines)]
    found = rules_across_sections(texts, [i for i, lv, _ in headings if lv in kept])
    if found is None:
        return ()
    cand, read = found
    # ranked below the deepest section: a section's parent is the section above, not a rule
    level = replace(_main_level(cand, read, len(read), True, "line"), per_part=False, rank=max(kept) + 1)
    return level, f"règles en paragraphes {cand.described}, à la suite d'une section à l'autre ({_span(read)})"


def _paragraph_rules(lines: list[str], headings: list[tuple[int, int, str]], numbers: list[str]) -> tuple[list[Level], list[str]]:
    """The level of rules written as paragraphs under numbered ``#`` headings — a Word file
    whose chapters are « Titre 1 » headings (« 1. Organisation ») and whose rules are typed
    at the start of plain paragraphs (« 1.1 Le tournoi est ouvert… »): numbers in order
    (2 at least), most of them under a heading's number."""
    at = {i for i, _, _ in headings}
    found = _best([_lead(" ".join(line.split())) for i, line in enumerate(lines) if i not in at])
    if found is None or found[2] < 2:
        return [], []
    cand, subs, _ = found
    under = [s for s in subs if any(s.startswith((f"{n}.", f"{n}-")) for n in numbers)]
    if len(under) < 2 or len(under) < 0.8 * len(subs):
        return [], []
    level = Level(name=f"{cand.name}-paragraphe", pattern=_tolerant(cand.pattern), parent="number",
                  order="increasing")
    return [level], [f"règles en paragraphes {cand.described} sous ces titres ({_span(under)})"]


def _annexes(texts: list[str], main: Candidate, numbers: list[str]) -> tuple[list[Level], list[str]]:
    """Levels of the blocks that illustrate rules read earlier — a second numbering
    (``Rule 16: …`` after the rules ``16: …``, an addendum) met twice at least, every
    heading after the last rule and naming one of the book's rules: examples of that rule."""
    rule = re.compile(main.pattern)
    last = max(i for i, t in enumerate(texts) if rule.match(t))
    levels: list[Level] = []
    said: list[str] = []
    for cand, pattern in _beside(main):
        found = [(i, book_number(m.group("number"))) for i, t in enumerate(texts) if (m := pattern.match(t))]
        if len(found) >= 2 and all(i > last and n in numbers for i, n in found):
            levels.append(Level(name=f"{cand.name}-annexe", pattern=_tolerant(cand.pattern), kind="annex", parent="none"))
            said.append(f"blocs {cand.described} après les règles ({len(found)}) : exemples de la règle qu'ils nomment")
    return levels, said


def _numbered(texts: list[str], found: tuple[Candidate, list[str], int], bolds: int) -> tuple[list[Level], list[str]]:
    """The levels of a plain-text book whose numbered headings ``found`` reads (``_best``):
    the rules, their heads, lettered sub-headings, a second numbering, addendum blocks,
    parts and bare section titles — with what was recognised."""
    cand, numbers, ordered = found
    pattern = re.compile(cand.pattern)
    body = [t for t in texts if t]
    heads = _heads(body, cand)
    second, second_said = _secondary(texts, cand, numbers, "line")
    annexes, annexes_said = _annexes(texts, cand, numbers)
    # a bare title followed by a rule, a second numbering's heading or an addendum block
    follows = [pattern] + [re.compile(lv.pattern) for lv in second + annexes]
    titles = [t for t, nxt in zip(body, body[1:], strict=False)
              if re.match(SECTION_TITLE, t) and any(p.match(nxt) for p in follows) and not pattern.match(t)
              and t not in heads]
    parts, said = _part_levels([t for t in texts if t not in heads], "line", cand,
                               restart=ordered < 0.8 * len(numbers))
    grouped = len(titles) >= 2 or bool(parts) or bolds >= 2
    untitled = sum(1 for t in texts if (m := pattern.match(t)) and not m.group("title")) * 2 >= len(numbers)
    levels = [_main_level(cand, numbers, ordered, grouped, "line", untitled)]
    # numbers running on from part to part (lists aside) are not per part: « 3. » under « Jeu » is club:3
    starts = [i for i, t in enumerate(texts) if t in titles or any(re.match(lv.pattern, t) for lv in parts)]
    if levels[0].per_part and one_sequence(texts, starts, pattern):
        levels[0] = replace(levels[0], per_part=False)
    # the explanation counts the rules, not the items of a list in their text (« 1. un avertissement »)
    read = rules([(book_number(m.group("number")), m.group("title") or "") for t in texts if (m := pattern.match(t))])
    what = [f"lignes {cand.described} ({_span(read)})"
            + (" ; titre sur la ligne suivante quand il y en a un" if untitled else "")]
    split = [t for t in texts if (m := pattern.match(t)) and re.match(TITLE_SPLIT, m.group("title") or "")]
    if len(split) >= 3 and len(split) >= 0.6 * len(numbers):  # most headings: a title, then the text
        levels[0] = replace(levels[0], title_split=TITLE_SPLIT)
        what.append(f"le texte commence sur la ligne du titre ({len(split)}, ex. « {split[0]} »)")
    if heads:
        levels.append(Level(name=HEAD.name, pattern=_tolerant(HEAD.pattern), next_line=f"@{cand.name}",
                            max_length=90, kind="part", parent="none", order="increasing"))
        what.append(f"{HEAD.described} ({len(heads)}, ex. « {heads[0]} »)")
    letters = _sub_letters(texts)
    if letters:
        levels.append(Level(name=SUB_LETTERED.name, pattern=_tolerant(SUB_LETTERED.pattern), within=cand.name,
                            order="increasing", max_length=90))
        what.append(f"{SUB_LETTERED.described} ({len(letters)}, ex. « {letters[0]} »)")
    levels += second + annexes + parts
    what += second_said + annexes_said + said
    if len(titles) >= 2:
        names = "|".join(lv.name for lv in [levels[0], *second, *annexes])
        levels.append(Level(name="section", pattern=_tolerant(SECTION_TITLE), max_length=80, next_line=f"@{names}",
                            numbered=False, kind="part", parent="none"))
        what.append(f"lignes courtes suivies d'un titre numéroté ({len(titles)}, ex. « {titles[0]} ») : parties")
    return levels, what


def _unbulleted(text: str) -> str:
    """A numbered heading in a list without its bullet (« • Règle 2 : … » → « Règle 2 : … »),
    else the line as is (« - 1 - » is a page's number)."""
    m = re.match(BULLET, text)
    if m is None or re.match(PAGE_NUMBER, text) or not any(re.match(c.pattern, text[m.end():]) for c in CANDIDATES):
        return text
    return text[m.end():]


def _lead(line: str) -> str:
    """The line as detection reads it: a run-in heading's bold lead when it reads as a
    numbered heading (« **2: Mises.** Une mise… » → « **2: Mises.** »), else the line."""
    head, rest = run_in(line)
    plain = strip_md_emphasis(head)
    return head if rest and any(re.match(c.pattern, plain) for c in CANDIDATES) else line


def _text(lines: list[str]) -> Detection:
    """The layout of a plain-text book (or a Markdown one without ``#`` headings)."""
    raw = [_lead(" ".join(line.split())) for line in lines]
    texts = [_unbulleted(strip_md_emphasis(t)) for t in raw]  # "**Article 1 - Objet**" is a heading too
    repeated, running = running_lines(lines, texts)
    # what the parser sets apart (running headers, page numbers, table-of-contents lines)
    # is no heading and no text: detection reads the lines without it
    contents, site = contents_lines(texts), site_lines(texts)
    apart = [t in running or t in contents or t in site or bool(re.match(PAGE_NUMBER, t) or re.match(DEFAULT_TOC, t)) for t in texts]
    raw, texts = [("" if a else r) for r, a in zip(raw, apart, strict=True)], [("" if a else t) for t, a in zip(texts, apart, strict=True)]
    found = _best(texts)
    main = re.compile(found[0].pattern) if found else None
    bolds = sum(1 for t, plain in zip(raw, texts, strict=True) if re.match(BOLD, t) and not (main and main.match(plain)))
    levels: list[Level] = []
    what: list[str] = []
    confidence = 0.0
    if found is not None and found[2] >= 2:
        levels, what = _numbered(texts, found, bolds)
        confidence = found[2] / len(found[1])
    if bolds >= 2:
        kind = "part" if levels else "section"
        levels.append(Level(name="gras", pattern=BOLD, kind=kind, numbered=False, parent="none"))
        example = strip_md_emphasis(next(t for t in raw if re.match(BOLD, t)))
        what.append(f"lignes entièrement en gras ({bolds}, ex. « {example} »)"
                    + (" : parties" if kind == "part" else " : titres de section"))
        confidence = confidence or 0.6
    capitals = [t for t in texts if re.match(CAPITALS, t)]
    isolated = sum(1 for i, t in enumerate(texts) if re.match(ISOLATED, t) and not (i and texts[i - 1])
                   and not (i + 1 < len(texts) and texts[i + 1]))
    if not levels and len(capitals) >= 3 and isolated < 3:
        levels.append(Level(name="capitales", pattern=_tolerant(CAPITALS), kind="section", numbered=False,
                            parent="none"))
        what.append(f"aucune numérotation : titres = lignes en capitales ({len(capitals)}, ex. « {capitals[0]} »)")
        confidence = 0.4
    if not levels:
        levels.append(Level(name="titre", pattern=ISOLATED, isolated=True, max_length=60, kind="section",
                            numbered=False, parent="none"))
        what.append("aucune numérotation : titres = lignes courtes isolées entre deux lignes vides, sans ponctuation finale")
        confidence = 0.3
    if repeated or running:
        what.append(f"pages : lignes courtes répétées {repeated or 2} fois ou plus = en-têtes et pieds de page, écartées"
                    + (f" ({len(running)}, ex. « {min(running)} »)" if running else ""))
    if contents:
        what.append(f"sommaire sans points de conduite ({len(contents)} lignes, ex. « {contents[0]} ») : écarté")
    if site:
        what.append(f"menus et pied de page d'un site ({len(site)} lignes, ex. « {site[0]} ») : écartés")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=(_contents("line"), *levels),
                      repeated_lines=repeated,
                      furniture=tuple(dict.fromkeys(_literal(t) for t in [*contents, *site, *([] if repeated else sorted(running))])))
    return Detection(profile, explanation, confidence)


def detect_profile(lines: list[str]) -> Detection:
    """Guess the layout profile of a book from its lines (see the module docstring)."""
    headings = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _ATX.match(line))]
    if len(headings) >= 2:
        return _markdown(lines, headings)
    return _text(lines)
