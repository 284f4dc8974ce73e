"""Layout detection of a Markdown book, from its ``#`` headings.

Numbered headings (``## 9.6 Titre``) are the rules, with their parts and preamble sections;
unnumbered ones are sections, or parts over rules written as numbered paragraphs
(``kb.corpus.section_rules``); numbered paragraphs under numbered headings are rules too.
``kb.corpus.detect.detect_profile`` calls :func:`markdown_layout` when a book has two ``#``
headings or more.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.detect_levels import (
    Detection,
    best_numbering,
    contents_level,
    found_span,
    head_lines,
    main_level,
    part_levels,
    secondary_levels,
)
from kb.corpus.detect_paragraphs import paragraph_outline
from kb.corpus.detect_patterns import ANY_TITLE, lead, literal, tolerant
from kb.corpus.layouts import (
    ANNEX,
    CONTENTS,
    HEAD,
    PART_PATTERNS,
    SPACED,
    SUB_LETTERED,
    Candidate,
    annexes_said,
    sub_lettered,
)
from kb.corpus.profile import Level, Profile, book_number
from kb.corpus.section_rules import (
    rules_across_sections,
    rules_below_numbered_sections,
    rules_restarting_in_sections,
)


def _heading_text(content: str) -> str:
    current, struck = split_struck(content)
    return strip_md_emphasis(current or " ".join(struck))


def _paragraphs(lines: list[str], headings: list[tuple[int, int, str]]) -> list[str]:
    """Every line as detection reads it (:func:`~kb.corpus.detect_patterns.lead`, without
    emphasis), a ``#`` heading's line left blank: where rules written as numbered
    paragraphs under the headings are looked for."""
    at = {i for i, _, _ in headings}
    return ["" if i in at else strip_md_emphasis(lead(line)) for i, line in enumerate(lines)]


def markdown_layout(lines: list[str], headings: list[tuple[int, int, str]]) -> Detection:
    """The layout of a Markdown book from its ``#`` headings ((line, level, wording))."""
    texts = [_heading_text(t) for _, _, t in headings]
    levels = sorted({lv for _, lv, _ in headings})
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    found = best_numbering(texts, (SPACED,))
    numbered = re.compile(found[0].pattern) if found else None
    # the document's title: a first heading near the top, not numbered, not a part (« TITRE I – … »)
    titled = (headings[0][0] in nonblank[:3] and not (numbered and numbered.match(texts[0]))
              and not any(re.match(p, texts[0]) for p, _ in PART_PATTERNS))
    front_end = literal(lines[headings[1][0]]) if titled else ""
    if found is None or found[2] < max(2, len(texts) // 5):
        kept = tuple(lv for lv in levels if not (titled and lv == headings[0][1] and len(headings) > 1
                                                   and sum(1 for h in headings if h[1] == lv) == 1))
        # a title of the level of the sections (a Word file's « Titre » style and its « Titre 1 »
        # sections are both « # ») is the document's when no text stands under it
        bare = titled and nonblank[nonblank.index(headings[0][0]) + 1:][:1] == [headings[1][0]]
        ruled = _section_paragraphs(lines, headings, kept)
        level = Level(name="titre", pattern=ANY_TITLE, on="heading", markdown_levels=kept,
                      kind="part" if ruled else "section", numbered=False, parent="outline")
        said = (f"{ruled[1]} ; " if ruled else "") + f"titres Markdown sans numéro (niveaux {', '.join('#' * lv for lv in kept)}, " \
            f"{len(texts)} titres) : " + ("parties" if ruled else "identifiants tirés des titres")
        if titled:
            said += f" ; « {texts[0]} » est le titre du document"
        profile = Profile(name="détecté", description=said, levels=(contents_level("heading"), *ruled[:1], level),
                          front_matter_end=front_end if kept != tuple(levels) or bare else "")
        return Detection(profile, said, 0.5)
    sectioned = _numbered_sections(lines, headings, found[0], titled)
    if sectioned is not None:
        return replace(sectioned, profile=replace(sectioned.profile, front_matter_end=front_end))
    cand, numbers, ordered = found
    first = next(i for i, t in enumerate(texts) if numbered and numbered.match(t))
    used = sorted({lv for (_, lv, _), t in zip(headings, texts, strict=True) if numbered and numbered.match(t)})
    heads = head_lines(texts, cand)
    named, named_said = part_levels([t for t in texts if t not in heads], "heading", cand,
                                     restart=ordered < 0.8 * len(numbers))
    parts = tuple(lv for lv in levels if lv < used[0] and not (titled and lv == headings[0][1]))
    block = _title_block(lines, headings, first) if titled else 0  # the title's own lines: front matter
    if block:
        front_end = literal(lines[headings[block + 1][0]])
    preamble = [t for t in texts[int(titled) + block:first] if not re.match(CONTENTS, t) and t not in heads
                and not any(re.match(lv.pattern, t) for lv in named)]
    extra: list[Level] = []
    what = [f"titres Markdown (niveaux {', '.join('#' * lv for lv in used)}) {cand.described} ({found_span(numbers)})"]
    if heads:
        extra.append(Level(name=HEAD.name, pattern=HEAD.pattern, on="heading", kind="part", parent="none"))
        what.append(f"{HEAD.described} ({len(heads)}, ex. « {heads[0]} »)")
    second, second_said = secondary_levels(texts, cand, numbers, "heading")
    extra += second + named
    what += second_said + named_said
    if parts:
        extra.append(Level(name="partie", pattern=ANY_TITLE, on="heading", markdown_levels=parts, kind="part",
                           numbered=False, parent="none"))
        what.append(f"titres de niveau {', '.join('#' * lv for lv in parts)} : parties")
    captions = _captions(lines, headings, texts, re.compile(cand.pattern))
    if captions:
        extra.append(Level(name="intertitre", pattern=ANY_TITLE, on="heading", kind="part", numbered=False,
                           parent="none", next_line=f"@{cand.name}"))
        what.append(f"titres sans numéro juste au-dessus d'un article ({len(captions)}, ex. « {captions[0]} ») : parties")
    if preamble:
        extra.append(Level(name="preambule", pattern=ANY_TITLE, on="heading", kind="section", numbered=False,
                           parent="none", before=cand.name))
        what.append(f"{len(preamble)} titres sans numéro avant le premier : sections de préambule")
    annexes, annexes_said = _annexes(headings, texts, re.compile(cand.pattern), used[0])
    extra += annexes
    what += annexes_said
    if titled:
        what.append(f"« {texts[0]} » est le titre du document")
    below, below_said = _paragraph_rules(lines, headings, numbers)
    subs, subs_said = _sub_headings(headings, used, numbers)
    if not subs:
        subs, subs_said = _lettered_headings(headings, texts, used, cand)
    extra, what = below + subs + extra, what[:1] + below_said + subs_said + what[1:]
    main = main_level(cand, numbers, ordered, bool(named or parts or captions), "heading")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=(contents_level("heading"), main, *extra),
                      front_matter_end=front_end if preamble or parts else "")
    return Detection(profile, explanation, ordered / len(numbers))


def _captions(lines: list[str], headings: list[tuple[int, int, str]], texts: list[str],
              numbered: re.Pattern[str]) -> list[str]:
    """The unnumbered headings after the first article with no text under them but the next
    article's heading (a legal text's group captions « Bureau », « Le président » over the
    articles they group, whatever their ``#`` level): parts, never a sub-heading of the
    article above them. Before the first article, the document's title and its preamble
    are read as they were."""
    found = []
    first = next(k for k, text in enumerate(texts) if numbered.match(text))
    for k, ((i, _, _), text) in enumerate(zip(headings[:-1], texts[:-1], strict=True)):
        nxt = headings[k + 1][0]
        if (k > first and not numbered.match(text) and numbered.match(texts[k + 1])
                and not any(line.strip() for line in lines[i + 1:nxt])):
            found.append(text)
    return found


def _annexes(headings: list[tuple[int, int, str]], texts: list[str], numbered: re.Pattern[str],
             rule_level: int) -> tuple[list[Level], list[str]]:
    """« ## Annexe 1 – Structure des blinds » after the last rule: an article of its own, as in
    a text's layout (``kb.corpus.detect``), not the last rule's text; a « # Annexes » above
    the rules' level with annexes under it is their part."""
    last = max(i for i, t in enumerate(texts) if numbered.match(t))
    found = [(lv, t) for (_, lv, _), t in zip(headings[last + 1:], texts[last + 1:], strict=True) if re.match(ANNEX, t)]
    if not found:
        return [], []
    outer = tuple(sorted({lv for lv, _ in found if lv < rule_level}))
    inner = tuple(sorted({lv for lv, _ in found if lv >= rule_level}))
    grouped = bool(outer and inner)
    levels = [Level(name="annexes", pattern=tolerant(ANNEX), on="heading", markdown_levels=outer, kind="part",
                    numbered=False, parent="none")] if grouped else []
    levels.append(Level(name="annexe", pattern=tolerant(ANNEX), on="heading", markdown_levels=inner if grouped else (),
                        kind="section", numbered=False, parent="part" if grouped else "none"))
    said = annexes_said(len(found) - grouped, found[grouped][1])
    return levels, [said + (f", sous « {found[0][1]} »" if grouped else "")]


def _numbered_sections(lines: list[str], headings: list[tuple[int, int, str]], cand: Candidate,
                       titled: bool) -> Detection | None:
    """Sections numbered themselves (« ## 1. Inscriptions ») over rules numbered in one
    sequence across them (« 1. » … « 7. »), as ``###`` headings or as paragraphs
    (``kb.corpus.section_rules``): the rules are the articles, the sections parts named by
    their titles (``club:inscriptions``) so that their numbers do not clash with the rules'."""
    pattern = re.compile(cand.pattern)
    matched = [(i, lv, t) for i, lv, w in headings[int(titled):] if pattern.match(t := _heading_text(w))]
    top = min(lv for _, lv, _ in matched)
    starts = [i for i, lv, _ in matched if lv == top]
    numbers = [book_number(m.group("number")) for i, lv, t in matched if lv == top and (m := pattern.match(t))]
    deeper = tuple(sorted({lv for _, lv, _ in matched if lv > top}))
    at = {i: t for i, lv, t in matched if lv in deeper}
    on_headings = rules_below_numbered_sections([at.get(i, "") for i in range(len(lines))], starts, numbers,
                                                cand.name) if deeper else None
    found = on_headings
    if found is None:
        found = rules_below_numbered_sections(_paragraphs(lines, headings), starts, numbers, cand.name)
    if found is None:
        return None
    rule_cand, read = found
    if on_headings:
        rule = replace(main_level(rule_cand, read, len(read), True, "heading"), markdown_levels=deeper, per_part=False)
        how = f"titres Markdown de niveau {', '.join('#' * lv for lv in deeper)}"
    else:
        rule = replace(main_level(rule_cand, read, len(read), True, "line"), per_part=False, rank=top + 1)
        how = "paragraphes"
    # a part named by its word (« ## Section 1 : Dispositions générales ») keeps the whole line,
    # as a text's layout reads it (``PART_PATTERNS``): the same ids whatever the format
    named = all(re.match(PART_PATTERNS[0][0], t) for i, lv, t in matched if lv == top)
    sections = Level(name="section-numerotee", pattern=PART_PATTERNS[0][0] if named else cand.pattern, on="heading",
                     markdown_levels=(top,), kind="part", numbered=False, parent="outline")
    others = Level(name="titre", pattern=ANY_TITLE, on="heading", kind="part", numbered=False, parent="outline")
    said = (f"règles en {how} {rule_cand.described}, à la suite d'une section à l'autre ({found_span(read)}) ; "
            f"titres Markdown de niveau {'#' * top} {cand.described} ({len(starts)}) : parties, "
            "identifiants tirés des titres")
    if titled:
        said += f" ; « {_heading_text(headings[0][2])} » est le titre du document"
    profile = Profile(name="détecté", description=said, levels=(contents_level("heading"), rule, sections, others))
    return Detection(profile, said, 1.0)


def _title_block(lines: list[str], headings: list[tuple[int, int, str]], first: int) -> int:
    """How many headings after the document's title, before its first article (``first``),
    belong to the title's block: each over a few short lines that are no sentences, or over none
    when it is a table of contents' or the only one of its level (« ## STATUTS VOTÉS EN AG … »
    over the articles: a subtitle, no part holding them all) — a web page's card « South
    Austin Bass Club Bylaws » over « Last Update December 2024 » and its « PDF » button."""
    count, per_level = 0, Counter(level for _, level, _ in headings)
    for (at, level, wording), (nxt, _, _) in zip(headings[1:first], headings[2:first + 1], strict=False):
        body = [line.strip() for line in lines[at + 1:nxt] if line.strip()]
        alone = per_level[level] == 1  # a part that would hold the whole book
        if not body and not alone and not re.match(CONTENTS, _heading_text(wording)):
            break  # a part's heading over the next one (« ## RULES OF PLAY » over « ### Article 1 »)
        if len(body) > 3 or any(len(b.split()) > 8 or b.endswith((".", ":", ";")) for b in body):
            break
        count += 1
    return count


def _section_paragraphs(lines: list[str], headings: list[tuple[int, int, str]],
                        kept: tuple[int, ...]) -> tuple[Level, str] | tuple[()]:
    """The level of rules written as numbered paragraphs under unnumbered ``#`` sections, in one
    sequence (``kb.corpus.section_rules``), and what was recognised; ``()`` if none."""
    texts = _paragraphs(lines, headings)
    starts = [i for i, lv, _ in headings if lv in kept]
    found, restart = rules_across_sections(texts, starts), False
    if found is None:
        found, restart = rules_restarting_in_sections(texts, starts), True
    if found is None:
        return ()
    cand, read = found
    # ranked below the deepest section: a section's parent is the section above, not a rule
    level = replace(main_level(cand, read, len(read), True, "line"), per_part=restart, rank=max(kept) + 1)
    if restart:  # each section's rules start at 1: one « 1 » a section
        return level, (f"règles en paragraphes {cand.described}, numérotées de nouveau depuis 1 dans chaque section "
                       f"({len(read)} dans {read.count('1')} sections)")
    return level, f"règles en paragraphes {cand.described}, à la suite d'une section à l'autre ({found_span(read)})"


# A sub-article's heading: its article's number, then a letter or a number (« 3.a Par le
# croupier », « 3.2 – Par le joueur », « 4.b) Ante »), then a title.
_SUB_NUMBER = re.compile(r"^(?P<number>\d+(?:\.\d+)*\.(?:[a-z]|\d+))(?:[.)]|\s[–—-])?\s+(?P<title>\S.*?)\s*$")


def _sub_headings(headings: list[tuple[int, int, str]], used: list[int], numbers: list[str]) -> tuple[list[Level], list[str]]:
    """The level of sub-articles as headings deeper than the rules' (« ### 3.a Par le
    croupier » under « ## Article 3 – Cartes exposées », a Word file's « Titre 3 »):
    numbered under a rule's number (two at least), ids ``3.a`` under ``3``."""
    deeper = [(lv, m) for _, lv, w in headings if lv > max(used) and (m := _SUB_NUMBER.match(_heading_text(w)))]
    found = [m.group("number") for _, m in deeper
             if any(re.match(rf"{re.escape(n)}\.(?:[a-z]|\d+)$", m.group("number")) for n in numbers)]
    if len(found) < 2 or len(found) < len(deeper):
        return [], []
    level = Level(name="sous-article", pattern=_SUB_NUMBER.pattern, on="heading",
                  markdown_levels=tuple(sorted({lv for lv, _ in deeper})), parent="number")
    return [level], [f"sous-articles en titres Markdown « 3.a titre » ({found_span(found)})"]


def _lettered_headings(headings: list[tuple[int, int, str]], texts: list[str], used: list[int],
                       cand: Candidate) -> tuple[list[Level], list[str]]:
    """The level of lettered sub-headings deeper than the rules' (« ### a. Généralités » under
    « ## 2. Adhésion », two at least, an « a » among them), ids ``2.a`` under ``2``, as a
    text's layout reads the same lines (``kb.corpus.detect``)."""
    pattern = sub_lettered(texts)
    found = [(lv, t) for (_, lv, _), t in zip(headings, texts, strict=True) if lv > max(used) and re.match(pattern, t)]
    if len(found) < 2 or not any(t.startswith("a") for _, t in found):
        return [], []
    level = Level(name=SUB_LETTERED.name, pattern=pattern, on="heading", within=cand.name, order="increasing",
                  markdown_levels=tuple(sorted({lv for lv, _ in found})))
    return [level], [f"{SUB_LETTERED.described} ({len(found)}, ex. « {found[0][1]} »)"]


def _paragraph_rules(lines: list[str], headings: list[tuple[int, int, str]], numbers: list[str]) -> tuple[list[Level], list[str]]:
    """The level of rules written as paragraphs under numbered ``#`` headings — a Word file
    whose chapters are « Titre 1 » headings (« 1. Organisation ») and whose rules are typed
    at the start of plain paragraphs (« 1.1 Le tournoi est ouvert… »): numbers in order
    (2 at least), most of them under a heading's number — not paragraphs numbered within
    one another, the headings' text (kb.corpus.detect_paragraphs)."""
    at = {i for i, _, _ in headings}
    paragraphs = [lead(line) for i, line in enumerate(lines) if i not in at]
    found = best_numbering(paragraphs)
    if found is None or found[2] < 2 or paragraph_outline(paragraphs, found[0]):
        return [], []
    cand, subs, _ = found
    under = [s for s in subs if any(s.startswith((f"{n}.", f"{n}-")) for n in numbers)]
    if len(under) < 2 or len(under) < 0.8 * len(subs):
        return [], []
    level = Level(name=f"{cand.name}-paragraphe", pattern=tolerant(cand.pattern), parent="number",
                  order="increasing")
    return [level], [f"règles en paragraphes {cand.described} sous ces titres ({found_span(under)})"]
