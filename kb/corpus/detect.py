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
from dataclasses import replace

from kb.corpus.common import strip_md_emphasis
from kb.corpus.detect_levels import (
    RESTART_PART,
    Detection,
    beside_numberings,
    best_numbering,
    contents_level,
    found_span,
    head_lines,
    main_level,
    part_levels,
    secondary_levels,
)
from kb.corpus.detect_markdown import markdown_layout
from kb.corpus.detect_paragraphs import headings_only
from kb.corpus.detect_patterns import lead, literal, tolerant
from kb.corpus.furniture import contents_lines, running_lines, site_lines
from kb.corpus.layouts import (
    ANNEX,
    BOLD,
    BULLET,
    CANDIDATES,
    CAPITALS,
    CHAPTER,
    CONTENTS,
    HEAD,
    ISOLATED,
    PREAMBLE,
    SECTION_TITLE,
    SUB_LETTERED,
    SUB_NUMBERED,
    TITLE,
    TITLE_SPLIT,
    Candidate,
    annexes_said,
    contents_entries,
    leading_contents,
    sub_lettered,
)
from kb.corpus.lists import list_lines, rules
from kb.corpus.profile import DEFAULT_TOC, PAGE_NUMBER, Level, Profile, book_number, number_key
from kb.corpus.section_rules import one_sequence

_ATX = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")


# A lettered line of any kind: a sub-heading's (« a. Le tapis ») or a list's item
# (« a. le joueur a agi ; », « b. If the rules of a competition allow…: »).
_LETTER_ITEM = re.compile(r"^[a-z][.)]\s+\S")


def _sub_letters(texts: list[str]) -> list[str]:
    """The lettered sub-headings of a book (two at least, an ``a`` among them): lines
    ``a. titre`` whose next non-blank line is text, not the next item of a list nor the
    rest of a wrapped item — and
    most of the book's lettered lines: where they are mostly a list's items (sentences,
    one after the other), its few short ones are items too, not headings."""
    pattern = re.compile(sub_lettered(texts))
    body = [t for t in texts if t]
    # (a next line in lower case goes on with the item a text file's lines wrapped: « b) Proxénétisme
    # ou … II bis » over « du chapitre V du titre II ; »)
    found = [t for t, nxt in zip(body, [*body[1:], ""], strict=True)
             if pattern.match(t) and not _LETTER_ITEM.match(nxt) and not nxt[:1].islower()]
    lettered = sum(1 for t in body if _LETTER_ITEM.match(t))
    return found if len(found) >= 2 and any(t.startswith("a") for t in found) and 2 * len(found) >= lettered else []


def _sub_articles(texts: list[str], numbers: list[str], rule: re.Pattern[str]) -> list[str]:
    """The lettered sub-articles of a book: lines ``2.a Réservation`` under one of its
    articles' numbers whose next non-blank line is text — not the next item of a list,
    nor the next article (``rule``)."""
    pattern = re.compile(SUB_NUMBERED.pattern)
    body = [t for t in texts if t]
    return [t for t, nxt in zip(body, [*body[1:], ""], strict=True)
            if (m := pattern.match(t)) and m.group("number").rsplit(".", 1)[0] in numbers
            and nxt and not pattern.match(nxt) and not rule.match(nxt)]


def _annexes(texts: list[str], main: Candidate, numbers: list[str]) -> tuple[list[Level], list[str]]:
    """Levels of the blocks that illustrate rules read earlier — a second numbering
    (``Rule 16: …`` after the rules ``16: …``, an addendum) met twice at least, every
    heading after the last rule and naming one of the book's rules: examples of that rule."""
    rule = re.compile(main.pattern)
    last = max(i for i, t in enumerate(texts) if rule.match(t))
    levels: list[Level] = []
    said: list[str] = []
    for cand, pattern in beside_numberings(main):
        found = [(i, book_number(m.group("number"))) for i, t in enumerate(texts) if (m := pattern.match(t))]
        if len(found) >= 2 and all(i > last and n in numbers for i, n in found):
            levels.append(Level(name=f"{cand.name}-annexe", pattern=tolerant(cand.pattern), kind="annex", parent="none"))
            said.append(f"blocs {cand.described} après les règles ({len(found)}) : exemples de la règle qu'ils nomment")
    return levels, said


# A sub-heading over restarted rules: in capitals (« LA DONNE »), or a short title (« La donne »).
_SUB_HEAD = re.compile(rf"{CAPITALS}|^(?=.{{1,60}}$){SECTION_TITLE.removeprefix('^').replace('?P<title>', '')}")
# Numbered headings that may head rules numbered again from 1 (« Article 2 – Déroulement », « 1. »…).
_SUB_NUMBERED = ("article", "regle", "paragraphe", "section")
# The sentence that opens a sub-heading's rules (« La direction ne tolère… : »): a capital first.
_OPENING = r"^[A-ZÀ-ÖØ-Ý«].*[.:]$"


def _capital_heads(body: list[str], rule: re.Pattern[str], taken: list[re.Pattern[str]]) -> list[str]:
    """The sub-headings over rules numbered again from 1 (two at least, or one whose rules
    a sentence opens), in capitals or a short title: « LA DONNE » then « 1. … », or
    « Comportement », a sentence that opens the rules, « 1. … » (Robert's Rules of Poker,
    many club books). ``taken``: the patterns of the other headings.

    >>> rule = re.compile(r"^(?P<number>\\d+)\\. (?P<title>.*)$")
    >>> _capital_heads(["CONDUITE", "Sont punis :", "1. a.", "2. b.", "LA DONNE", "1. c."], rule, [])
    ['CONDUITE', 'LA DONNE']
    >>> _capital_heads(["1. a.", "2. b.", "Les retards", "Ces règles valent pour tous.", "1. c."], rule, [])
    ['Les retards']
    """
    found = []
    introduced = 0
    for i, t in enumerate(body):
        heading = _SUB_HEAD.match(t) or any(re.match(c.pattern, t) for c in CANDIDATES if c.name in _SUB_NUMBERED)
        if not heading or rule.match(t) or any(p.match(t) for p in taken):
            continue
        nxt, then = (body[i + 1:i + 3] + ["", ""])[:2]
        opened = re.match(_OPENING, nxt) and not _SUB_HEAD.match(nxt)
        first = rule.match(nxt) or (rule.match(then) if opened else None)
        if first is not None and book_number(first.group("number")) == "1":
            found.append(t)
            introduced += bool(opened and rule.match(then))
    # one sub-heading is enough when a sentence opens its rules (« Les retards », « Les
    # règles suivantes valent… », « 1. … »): a list inside a rule has no heading over it
    return found if len(found) >= 2 or introduced else []


def _titles_over_lists(body: list[str], pattern: re.Pattern[str]) -> str:
    """The line that must follow a numbered line for it to head an article, when the book's
    numbered titles each stand over rules numbered again from 1 written as sentences
    (« 4. Regular Season » then « 1. The regular season consists… ») — three titles at
    least, in increasing order, over half of the sentences numbered 1: those rules are a
    list in the article the title heads (a web page's heading over its ordered list,
    printed), not articles; "" when the book is not written so. A table of contents'
    entries (« 2. The Draft » then « 3. Team Management ») head nothing.

    >>> rule = re.compile(r"^(?P<number>\\d+)\\. (?P<title>.*)$")
    >>> body = ["1. Entry", "1. Teams sign up.", "2. Captains pick.", "2. Draft", "1. Each pick counts.", "3. End", "1. It ends."]
    >>> bool(re.match(_titles_over_lists(body, rule), "1. Teams sign up.")), bool(_titles_over_lists(body[:5], rule))
    (True, False)
    """
    first = {i for i, t in enumerate(body)
             if (m := pattern.match(t)) and book_number(m.group("number")) == "1" and re.match(_OPENING, m.group("title") or "")}
    heads = [number_key(m.group("number")) for i, t in enumerate(body)
             if i + 1 in first and (m := pattern.match(t)) and re.fullmatch(TITLE, m.group("title") or "")]
    if len(heads) < 3 or heads != sorted(set(heads)) or 2 * len(heads) < len(first):
        return ""
    plain = re.sub(r"\(\?P<\w+>", "(?:", pattern.pattern).removeprefix("^")
    return rf"^(?=\D{{0,12}}1(?!\d|[.-]\d))(?={plain}).*[.:]$"


def _sub_parts(subheads: list[str], cand: Candidate, chapter: str) -> tuple[Level, str]:
    """The level of the sub-headings over rules numbered again from 1 (``_capital_heads``),
    in the chapter level ``chapter`` if the book has one, and what was recognised: numbered
    by their own number when they are headings of another numbering (« Article 2 –
    Déroulement » over its paragraphs « 1. », « 2. »: club:2, club:2.1), else named by their
    titles, in capitals or short, followed by a rule or a sentence — not by another heading
    (the book's name above « CHAPITRE 1 »)."""
    where = " dans leur chapitre" if chapter else ""
    own = next((c for c in CANDIDATES if c.name != cand.name and all(re.match(c.pattern, t) for t in subheads)), None)
    if own is not None:
        level = Level(name=own.name, pattern=tolerant(own.pattern), kind="part", parent="none", within=chapter,
                      order="increasing" if own.ordered else "any")
        return level, (f"lignes {own.described} au-dessus de règles numérotées de nouveau depuis 1 ({len(subheads)}, "
                       f"ex. « {subheads[0]} ») : parties numérotées{where}")
    rule_or_sentence = rf"^(?:{cand.pattern.removeprefix('^').removesuffix('$')}|{_OPENING.removeprefix('^')})"
    capitals = all(re.match(CAPITALS, t) for t in subheads)
    level = Level(name="sous-partie", pattern=tolerant(CAPITALS if capitals else SECTION_TITLE), numbered=False,
                  kind="part", parent="none", within=chapter, next_line=rule_or_sentence, max_length=0 if capitals else 60)
    return level, (f"{'lignes en capitales' if capitals else 'titres courts'} au-dessus de règles numérotées de nouveau "
                   f"depuis 1 ({len(subheads)}, ex. « {subheads[0]} ») : parties{where}")


def _numbered(texts: list[str], found: tuple[Candidate, list[str], int], bolds: int) -> tuple[list[Level], list[str]]:
    """The levels of a plain-text book whose numbered headings ``found`` reads (``best_numbering``):
    the rules, their heads, lettered sub-headings, a second numbering, addendum blocks,
    parts and bare section titles — with what was recognised."""
    cand, numbers, ordered = found
    pattern = re.compile(cand.pattern)
    body = [t for t in texts if t]
    heads = head_lines(body, cand)
    second, second_said = secondary_levels(texts, cand, numbers, "line")
    annexes, annexes_said = _annexes(texts, cand, numbers)
    # a bare title followed by a rule, a second numbering's heading or an addendum block
    follows = [pattern] + [re.compile(lv.pattern) for lv in second + annexes]
    titles = [t for t, nxt in zip(body, body[1:], strict=False)
              if re.match(SECTION_TITLE, t) and any(p.match(nxt) for p in follows) and not pattern.match(t)
              and t not in heads]
    restart = ordered < 0.8 * len(numbers)
    parts, said = part_levels([t for t in texts if t not in heads], "line", cand, restart=restart)
    over = _titles_over_lists(body, pattern) if restart else ""  # the restarted rules: lists in articles
    subheads = _capital_heads(body, pattern, [re.compile(lv.pattern) for lv in parts]) if restart and not over else []
    if subheads or over:  # they (none over lists), not bare titles followed by a rule, are the sub-parts
        titles = subheads
    titles = [t for t in titles if not any(re.match(lv.pattern, t) for lv in parts)]  # read as parts already
    grouped = len(titles) >= 2 or bool(subheads) or bool(parts) or bolds >= 2
    items = list_lines(texts, pattern)  # a list in an article: not the book's headings
    untitled = sum(1 for i, t in enumerate(texts) if i not in items and (m := pattern.match(t)) and not m.group("title")) * 2 >= len(numbers)
    levels = [main_level(cand, numbers, ordered, grouped, "line", untitled)]
    if over:
        levels[0] = replace(levels[0], next_line=over, per_part=False)
    if ranks := [lv.rank for lv in parts if lv.parent == "outline"]:  # nested parts: the rules below the last
        levels[0] = replace(levels[0], rank=max(ranks) + 1)
    if any(lv.name == RESTART_PART for lv in parts):  # numbered again in chapters, on through their sections
        levels[0] = replace(levels[0], per_part=True, restart_in=RESTART_PART)
    # numbers running on from part to part (lists aside) are not per part: « 3. » under « Jeu » is club:3
    starts = [i for i, t in enumerate(texts) if t in titles or any(re.match(lv.pattern, t) for lv in parts)]
    if levels[0].per_part and one_sequence(texts, starts, pattern):
        levels[0] = replace(levels[0], per_part=False)
    # the explanation counts the rules, not the items of a list in their text (« 1. un avertissement »)
    read = rules([(book_number(m.group("number")), m.group("title") or "") for t in texts if (m := pattern.match(t))])
    what = [f"lignes {cand.described} ({found_span(read)})"
            + (" ; titre sur la ligne suivante quand il y en a un" if untitled else "")]
    if over:
        what.append("chaque titre numéroté au-dessus d'une liste numérotée de nouveau depuis 1 : la liste est son texte")
    split = [t for i, t in enumerate(texts) if i not in items and (m := pattern.match(t)) and re.match(TITLE_SPLIT, m.group("title") or "")]
    if len(split) >= 3 and len(split) >= 0.6 * len(numbers):  # most headings: a title, then the text
        levels[0] = replace(levels[0], title_split=TITLE_SPLIT)
        what.append(f"le texte commence sur la ligne du titre ({len(split)}, ex. « {split[0]} »)")
    if heads:
        levels.append(Level(name=HEAD.name, pattern=tolerant(HEAD.pattern), next_line=f"@{cand.name}",
                            max_length=90, kind="part", parent="none", order="increasing"))
        what.append(f"{HEAD.described} ({len(heads)}, ex. « {heads[0]} »)")
    if len(subs := _sub_articles(texts, numbers, pattern)) >= 2:
        # over text: not the next item of a list (« 3.a Avertissement », « 3.b Exclusion »), nor the next article
        levels.append(Level(name=SUB_NUMBERED.name, pattern=tolerant(SUB_NUMBERED.pattern), order="increasing",
                            next_line=re.sub(r"\(\?P<\w+>", "(?:", rf"^(?!{SUB_NUMBERED.pattern[1:]})(?!{cand.pattern[1:]})")))
        what.append(f"{SUB_NUMBERED.described} ({len(subs)}, ex. « {subs[0]} »)")
    letters = _sub_letters(texts)
    if letters:
        levels.append(Level(name=SUB_LETTERED.name, pattern=tolerant(sub_lettered(texts)), within=cand.name,
                            order="increasing", max_length=90))
        what.append(f"{SUB_LETTERED.described} ({len(letters)}, ex. « {letters[0]} »)")
    # a second numbering under the book's parts, as its rules are (« RP-1 » under « RECOMMENDED PROCEDURES »)
    levels += [replace(lv, parent="part") if grouped else lv for lv in second] + annexes + parts
    what += second_said + annexes_said + said
    chapter = next((lv.name for lv in parts if lv.name == CHAPTER.name), "")  # sub-parts are in it
    if subheads:
        level, described = _sub_parts(subheads, cand, chapter)
        levels.append(level)
        what.append(described)
    elif len(titles) >= 2:
        names = "|".join(lv.name for lv in [levels[0], *second, *annexes])
        levels.append(Level(name="section", pattern=tolerant(SECTION_TITLE, bullets=False), max_length=80, next_line=f"@{names}",
                            numbered=False, kind="part", parent="none", within=chapter))
        what.append(f"lignes courtes suivies d'un titre numéroté ({len(titles)}, ex. « {titles[0]} ») : parties")
    return levels, what


def _around(texts: list[str], main: re.Pattern[str], name: str) -> tuple[list[Level], list[str]]:
    """The levels of a preamble before the first rule (« PRÉAMBULE » over text) and of the
    annexes after the last one (« ANNEXE 1 – STRUCTURE DES BLINDES »): articles of their own,
    named by their headings — not front matter, not the last rule's text."""
    ruled = [i for i, t in enumerate(texts) if main.match(t)]
    body = [(i, t) for i, t in enumerate(texts) if t]
    levels: list[Level] = []
    what: list[str] = []
    preamble = [t for (i, t), (_, nxt) in zip(body, body[1:], strict=False)
                if i < ruled[0] and re.match(PREAMBLE, t) and not main.match(nxt)]
    if preamble:
        levels.append(Level(name="preambule", pattern=tolerant(PREAMBLE), kind="intro", numbered=False,
                            parent="none", before=name))
        what.append(f"« {preamble[0]} » avant le premier article : un article")
    annexes = [t for i, t in body if i > ruled[-1] and re.match(ANNEX, t)]
    if annexes:
        levels.append(Level(name="annexe", pattern=tolerant(ANNEX), kind="section", numbered=False, parent="none"))
        what.append(annexes_said(len(annexes), annexes[0]))
    return levels, what


def _unbulleted(text: str) -> str:
    """A numbered heading in a list without its bullet (« • Règle 2 : … » → « Règle 2 : … »),
    else the line as is (« - 1 - » is a page's number)."""
    m = re.match(BULLET, text)
    if m is None or re.match(PAGE_NUMBER, text) or not any(re.match(c.pattern, text[m.end():]) for c in CANDIDATES):
        return text
    return text[m.end():]


def _text(lines: list[str]) -> Detection:
    """The layout of a plain-text book (or a Markdown one without ``#`` headings)."""
    raw = [lead(line) for line in lines]
    texts = [_unbulleted(strip_md_emphasis(t)) for t in raw]  # "**Article 1 - Objet**" is a heading too
    repeated, running = running_lines(lines, texts)
    # what the parser sets apart (running headers, page numbers, table-of-contents lines)
    # is no heading and no text: detection reads the lines without it
    contents, site = contents_lines(texts), site_lines(texts)
    listed = {k for i, t in enumerate(texts) if re.match(CONTENTS, t) for k in range(i + 1, contents_entries(texts, i + 1))}
    listed |= set(leading_contents(texts))
    apart = [t in running or t in contents or t in site or i in listed or bool(re.match(PAGE_NUMBER, t) or re.match(DEFAULT_TOC, t))
             for i, t in enumerate(texts)]
    raw, texts = [("" if a else r) for r, a in zip(raw, apart, strict=True)], [("" if a else t) for t, a in zip(texts, apart, strict=True)]
    found = best_numbering(texts)
    found = headings_only(texts, found) if found else None
    main = re.compile(found[0].pattern) if found else None
    bolds = sum(1 for t, plain in zip(raw, texts, strict=True) if re.match(BOLD, t) and not (main and main.match(plain)))
    levels: list[Level] = []
    what: list[str] = []
    confidence = 0.0
    if found is not None and found[2] >= 2:
        levels, what = _numbered(texts, found, bolds)
        around, around_said = _around(texts, re.compile(found[0].pattern), levels[0].name)
        levels, what = levels + around, what + around_said
        confidence = found[2] / len(found[1])
    if bolds >= 2:
        kind = "part" if levels else "section"
        # the document's title: its first line in bold before the first article (« Décret n° 2010-482
        # du 12 mai 2010 … » over « Le Premier ministre, »), front matter as in its text file
        first = next((r for r in raw if r), "")
        title = main is not None and re.match(BOLD, first) is not None and not any(main.match(t) for t in texts[:raw.index(first) + 1])
        pattern = rf"^(?!{re.escape(first)}$){BOLD.removeprefix('^')}" if title else BOLD
        levels.append(Level(name="gras", pattern=pattern, kind=kind, numbered=False, parent="none"))
        example = strip_md_emphasis(next(t for t in raw if re.match(pattern, t)))
        what.append(f"lignes entièrement en gras ({bolds - title}, ex. « {example} »)"
                    + (" : parties" if kind == "part" else " : titres de section")
                    + (f" ; « {strip_md_emphasis(first)} » est le titre du document" if title else ""))
        confidence = confidence or 0.6
    capitals = [t for t in texts if re.match(CAPITALS, t)]
    isolated = sum(1 for i, t in enumerate(texts) if re.match(ISOLATED, t) and not (i and texts[i - 1])
                   and not (i + 1 < len(texts) and texts[i + 1]))
    if not levels and len(capitals) >= 3 and isolated < 3:
        levels.append(Level(name="capitales", pattern=tolerant(CAPITALS), kind="section", numbered=False,
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
    profile = Profile(name="détecté", description=explanation, levels=(contents_level("line"), *levels),
                      repeated_lines=repeated,
                      furniture=tuple(dict.fromkeys(literal(t) for t in [*contents, *site, *([] if repeated else sorted(running))])))
    return Detection(profile, explanation, confidence)


def detect_profile(lines: list[str]) -> Detection:
    """Guess the layout profile of a book from its lines (see the module docstring)."""
    headings = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _ATX.match(line))]
    if len(headings) >= 2:
        return markdown_layout(lines, headings)
    return _text(lines)
