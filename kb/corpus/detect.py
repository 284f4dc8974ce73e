"""Layout detection: a profile guessed from a book's text, with the reasons, in French.

The guess tries the usual ways rulebooks write their headings — ``Article N``, ``Règle N``,
``1.``/``1.1``/``1.1.1`` numbering, ``N:``, ``N)``, ``1-``/``1-1``, ``1/``, Markdown ``#`` levels, bold-only lines,
short lines set apart (a PDF's headings) — and keeps the one whose numbers run most
steadily through the book. The user sees ``Detection.explanation`` and corrects the
profile if the guess is wrong.

>>> d = detect_profile(["Règle 1 : Objet", "texte", "Règle 2 : Mises", "texte", "Règle 3 : Fin"])
>>> d.profile.levels[1].name, d.confidence  # levels[0]: a "Sommaire" heading, if any
('regle', 1.0)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.profile import Level, Profile, book_number, number_key

_SEP = r"\s*(?:[:.–—-]+\s*(?P<title>.*?))?\s*:?\s*"
# « Article n° 3 », « Règle N°2 », « Article no 4 »: the sign between the word and the number
_NO = r"(?:[Nn](?:°|o\.?)\s*)?"


@dataclass(frozen=True)
class Candidate:
    """A way of writing numbered headings: its name, pattern and French description."""

    name: str
    pattern: str
    described: str
    least: int = 2  # headings in order it takes for the book to be read this way
    # the parser checks that each number is above the previous one (a stray line with a
    # number out of order is text); not for Roman parts, whose letters do not sort (IX < VIII)
    ordered: bool = True


CANDIDATES = (
    # « Article premier » is article 1 (kb.corpus.generic reads the word as the number)
    Candidate("article", rf"^(?:ARTICLE|Article|ART\.?|Art\.?)\s+{_NO}(?P<number>\d+(?:[.-]\d+)*[a-z]?|"
              rf"(?i:premier|première))(?:er|re|ère)?\b{_SEP}$", "« Article N »"),
    Candidate("regle", rf"^(?:RÈGLE|REGLE|R[èée]gle|RULE|Rule)\s+{_NO}(?P<number>\d+(?:[.-]\d+)*[a-z]?)\b{_SEP}$",
              "« Règle N »"),
    # « § 1 – Objet », « §2 Mises » (a German or Swiss club's paragraphs): the title after a
    # dash, a colon, a dot or a space
    Candidate("paragraphe", rf"^§\s*{_NO}(?P<number>\d+(?:\.\d+)*[a-z]?)\b(?:\s*[:.–—-]+)?\s*(?P<title>.*?)\s*:?\s*$",
              "« § N »"),
    Candidate("numbered", r"^(?P<number>\d+(?:\.\d+)+(?:\.[a-z])?|\d+(?=\.))\.?\s+(?P<title>\S.*?)\s*:?\s*$", "numérotés 1., 1.1, 1.2…"),
    Candidate("colon", r"^(?P<number>\d+[a-z]?)(?:°\s?\)?|\s?[):])\s*(?P<title>\S.*?)\s*$",
              "numérotés « N: titre », « N) titre » ou « 1°) titre »"),
    Candidate("tiret", r"^(?P<number>\d+(?:\.\d+)*)\s+[-–—]\s+(?P<title>\S.*?)\s*:?\s*$", "numérotés « N - titre »"),
    Candidate("code", r"^(?P<number>[A-Z]{1,4}-\d+)\s*[.:)]\s*(?P<title>\S.*?)\s*$", "numérotés « PR-N. titre »"),
    # « 1- INSCRIPTIONS : », « 1-1 Les inscriptions… » (a Word list numbered with hyphens):
    # a hyphen after the number, or inside it — a bare « 12 joueurs » is not a heading
    Candidate("trait", r"^(?P<number>\d{1,3}(?:-\d{1,3})+|\d{1,3}(?=\s*-))\s*-?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés 1-, 1-1, 1-2…", least=3),
    # « 1/ Comportement »: a title, not a sentence — « 1/ Le bouton ne peut pas être… » is a
    # list in an article (the casino's) — and never a date (« 14/05/2007 »: no space after « / »)
    Candidate("barre", r"^(?P<number>\d{1,3})\s?/\s+(?P<title>[^\s.;!?][^.;!?]{0,78}?)\s*:?\s*$",
              "numérotés « 1/ titre »", least=3),
    # « A.1 Objet », « B.2 Bouton »: rules numbered within lettered parts (A.1 is under A)
    Candidate("lettre-point", r"^(?P<number>[A-Z]\.\d{1,3}(?:\.\d{1,3})*)\.?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés A.1, A.2, B.1…", least=3),
    # « I.1 Objet », « II.3 Le tapis »: rules numbered within Roman parts (II.3 is under II)
    Candidate("romain-point", r"^(?P<number>[IVXLC]{1,6}\.\d{1,3}(?:\.\d{1,3})*)\.?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés I.1, I.2, II.1…", least=3, ordered=False),
    # « Section 3 – Betting » (an English club's book): sections as the rules; last, so that
    # a book with as many articles as sections reads its sections as parts
    Candidate("section", rf"^(?:SECTION|Section)\s+{_NO}(?P<number>\d+(?:\.\d+)*)\b{_SEP}$", "« Section N »"),
    # the number alone on its line, the rule's text below (« 1/ », « 2. », « 3) »: no title)
    Candidate("seul", r"^(?P<number>\d{1,3}(?:\.\d{1,3})+|\d{1,3}(?=\s?[/.)]))\s?[/.)]?(?P<title>)\s*$",
              "numéros seuls sur leur ligne (« 1/ », « 2. »), sans titre", least=3),
)
# Candidates distinctive enough to be a second numbering beside the main one (the TDA's
# procedures PR-N after its rules N:); bare numbers are not (a numbered list would do).
SECONDARY = ("article", "regle", "code")
# Lettered parts (``A) Généralités``, ``B. Déroulement``) above numbered rules.
# A title, not a sentence: no sentence punctuation, 80 characters at most.
LETTERED = Candidate("lettre", r"^(?P<number>[A-Z])[).]\s+(?P<title>[^.;!?]{0,78}[^.;:,!?\s])\s*$",
                     "parties « A) titre »")
# Lettered headings under a numbered rule (``a. Le chip race`` under ``4. Les étapes``): a
# title, not a sentence, followed by text rather than by the next letter (a list of
# ``a) …`` items inside a rule stays its text).
# The same letter alone on its line, the part's title on the next (``A.`` then ``LE JEU``).
# Roman parts above rules numbered within them (``II. LE JEU`` above ``II.1``): numbered parts.
ROMAN = Candidate("romain", r"^(?P<number>[IVXLC]{1,6})[).]\s+(?P<title>[^.;!?]{0,78}[^.;:,!?\s])\s*$",
                  "parties « I. titre » (numéros I.1, I.2… dessous)")
LETTER_ALONE = Candidate("lettre-seule", r"^(?P<number>[A-Z])[).](?P<title>)$", "parties « A. » (titre à la ligne suivante)")
SUB_LETTERED = Candidate("sous-lettre", r"^(?P<number>[a-z])[.)]\s+(?P<title>[^.;!?]{0,78}[^.;:,!?\s])\s*:?$",
                         "sous-titres « a. titre » sous les articles numérotés")
# The head of the rules numbered under it (« Section 2 – Betting », « 2 Betting » above « 2.1 »,
# « 2.2 »): a word or nothing, the number, a title — not a sentence.
HEAD = Candidate("tete", r"^(?:(?:SECTION|Section|CHAPITRE|Chapitre|CHAPTER|Chapter|PARTIE|Partie|PART|Part|TITRE|Titre)\s+)?"
                 r"(?P<number>\d{1,3})(?:\s*[:.–—-]+\s*|\s+)(?P<title>[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s])\s*:?$",
                 "têtes « 2 titre » ou « Section 2 – titre » au-dessus des règles 2.1, 2.2…")
# Parts named by a word and a number, or by a Roman numeral: slug ids from the whole line.
PART_PATTERNS = (
    (r"^(?P<title>(?:CHAPITRE|Chapitre|TITRE|Titre|PARTIE|Partie|SECTION|Section)\s+(?:[IVXLC]+|\d+)\b.*)$",
     "lignes « Chapitre / Titre / Partie N » : parties"),
    (r"^(?P<title>[IVXLC]+[.)]\s+\S.*)$", "lignes « I. », « II. »… : parties"),
)
# A table of contents set under its own heading: front matter, with what follows it.
CONTENTS = r"^(?i:sommaire|table des mati[eè]res|table of contents)\s*:?$"
# A bare section title: a short line in capitals first, no sentence punctuation.
SECTION_TITLE = r"^(?P<title>[A-ZÀ-ÖØ-Ý][^.!?;]{0,78}[^.!?;:,])$"
BOLD = r"^(?:\*\*|__)(?P<title>[^*_]+?)(?:\*\*|__)\s*:?$"
# A heading in capitals on its own line (a PDF's headings once its blank lines are gone).
CAPITALS = r"^(?P<title>(?=.*[A-ZÀ-ÖØ-Ý]{3})[A-ZÀ-ÖØ-Ý0-9][A-ZÀ-ÖØ-Ý0-9 '’,&/()«»:-]{2,68}[A-ZÀ-ÖØ-Ý0-9)»])$"
ISOLATED = r"^(?P<title>[A-ZÀ-ÖØ-Ý«][^=•]{0,58}[^.;,!?:=\s]):?$"
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


def _secondary(texts: list[str], main: Candidate, taken: list[str], on: str) -> tuple[list[Level], list[str]]:
    """Levels of a second numbering that runs in order beside the main one (3 at least),
    with numbers of its own: ``Règle 16 : …`` blocks after rules ``16: …`` are about those
    rules (the TDA's annexes), not new articles."""
    levels: list[Level] = []
    said: list[str] = []
    for cand in CANDIDATES:
        if cand.name == main.name or cand.name not in SECONDARY:
            continue
        pattern = re.compile(cand.pattern)
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
    """``pattern`` that also reads the line set in bold (``**Article 1 - Objet**``): the
    generic parser reads source lines as written, emphasis and all."""
    return r"^(?:\*\*|__)?" + pattern.removeprefix("^").removesuffix("$") + r"(?:\*\*|__)?$"


def _main_level(cand: Candidate, numbers: list[str], ordered: int, grouped: bool, on: str,
                untitled: bool = False) -> Level:
    """The level of the numbered headings: parent from the number when numbers have parts
    (``9.6`` under ``9``, ``1-2`` under ``1``), else the part above, if the book has parts;
    in a book with parts whose numbers do not run in order through the book, they start
    again in each part."""
    parent = "number" if any("." in n or "-" in n for n in numbers) else ("part" if grouped else "none")
    return Level(name=cand.name, pattern=cand.pattern if on == "heading" else _tolerant(cand.pattern), on=on,
                 parent=parent, order="increasing" if on == "line" and cand.ordered else "any",
                 max_length=0 if on == "heading" else 200, per_part=grouped and ordered < 0.8 * len(numbers),
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
        level = Level(name="titre", pattern=_ANY, on="heading", markdown_levels=kept,
                      kind="section", numbered=False, parent="outline")
        said = f"titres Markdown sans numéro (niveaux {', '.join('#' * lv for lv in kept)}, {len(texts)} titres) : identifiants tirés des titres"
        if titled:
            said += f" ; « {texts[0]} » est le titre du document"
        profile = Profile(name="détecté", description=said, levels=(_contents("heading"), level),
                          front_matter_end=front_end if kept != tuple(levels) else "")
        return Detection(profile, said, 0.5)
    cand, numbers, ordered = found
    first = next(i for i, t in enumerate(texts) if numbered and numbered.match(t))
    used = sorted({lv for (_, lv, _), t in zip(headings, texts, strict=True) if numbered and numbered.match(t)})
    named, named_said = _part_levels(texts, "heading", cand)
    parts = tuple(lv for lv in levels if lv < used[0] and not (titled and lv == headings[0][1]))
    preamble = [t for t in texts[int(titled):first]
                if not re.match(CONTENTS, t) and not any(re.match(lv.pattern, t) for lv in named)]
    extra: list[Level] = []
    what = [f"titres Markdown (niveaux {', '.join('#' * lv for lv in used)}) {cand.described} ({_span(numbers)})"]
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
    main = _main_level(cand, numbers, ordered, bool(named or parts), "heading")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=(_contents("heading"), main, *extra),
                      front_matter_end=front_end if preamble or parts else "")
    return Detection(profile, explanation, ordered / len(numbers))


def _annexes(texts: list[str], main: Candidate, numbers: list[str]) -> tuple[list[Level], list[str]]:
    """Levels of the blocks that illustrate rules read earlier — a second numbering
    (``Rule 16: …`` after the rules ``16: …``, an addendum) met twice at least, every
    heading after the last rule and naming one of the book's rules: examples of that rule."""
    rule = re.compile(main.pattern)
    last = max(i for i, t in enumerate(texts) if rule.match(t))
    levels: list[Level] = []
    said: list[str] = []
    for cand in CANDIDATES:
        if cand.name == main.name or cand.name not in SECONDARY:
            continue
        pattern = re.compile(cand.pattern)
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
    what = [f"lignes {cand.described} ({_span(numbers)})"
            + (" ; titre sur la ligne suivante quand il y en a un" if untitled else "")]
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


def _text(lines: list[str]) -> Detection:
    """The layout of a plain-text book (or a Markdown one without ``#`` headings)."""
    raw = [" ".join(line.split()) for line in lines]
    texts = [strip_md_emphasis(t) for t in raw]  # "**Article 1 - Objet**" is a heading too
    found = _best([t for t in texts if len(t) <= 200])
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
    repeated = 3 if sum(line.count("\f") for line in lines) >= 2 else 0
    if repeated:
        what.append("pages (saut de page) : lignes courtes répétées = en-têtes et pieds de page, écartés")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=(_contents("line"), *levels),
                      repeated_lines=repeated)
    return Detection(profile, explanation, confidence)


def detect_profile(lines: list[str]) -> Detection:
    """Guess the layout profile of a book from its lines (see the module docstring)."""
    headings = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines) if (m := _ATX.match(line))]
    if len(headings) >= 2:
        return _markdown(lines, headings)
    return _text(lines)
