"""Layout detection: a profile guessed from a book's text, with the reasons, in French.

The guess tries the usual ways rulebooks write their headings — ``Article N``, ``Règle N``,
``1.``/``1.1``/``1.1.1`` numbering, ``N:``, ``N)``, Markdown ``#`` levels, bold-only lines,
short lines set apart (a PDF's headings) — and keeps the one whose numbers run most
steadily through the book. The user sees ``Detection.explanation`` and corrects the
profile if the guess is wrong.

>>> d = detect_profile(["Règle 1 : Objet", "texte", "Règle 2 : Mises", "texte", "Règle 3 : Fin"])
>>> d.profile.levels[0].name, d.confidence
('regle', 1.0)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.profile import Level, Profile

_SEP = r"\s*(?:[:.–—-]+\s*(?P<title>.*?))?\s*"


@dataclass(frozen=True)
class Candidate:
    """A way of writing numbered headings: its name, pattern and French description."""

    name: str
    pattern: str
    described: str


CANDIDATES = (
    Candidate("article", rf"^(?:ARTICLE|Article|Art\.)\s+(?P<number>\d+(?:[.-]\d+)*[a-z]?)\b{_SEP}$", "« Article N »"),
    Candidate("regle", rf"^(?:RÈGLE|R[èée]gle)\s+(?P<number>\d+(?:[.-]\d+)*[a-z]?)\b{_SEP}$", "« Règle N »"),
    Candidate("numbered", r"^(?P<number>\d+(?:\.\d+)+(?:\.[a-z])?|\d+(?=\.))\.?\s+(?P<title>\S.*?)\s*$", "numérotés 1., 1.1, 1.2…"),
    Candidate("colon", r"^(?P<number>\d+[a-z]?)\s?:\s*(?P<title>\S.*?)\s*$", "numérotés « N: titre »"),
    Candidate("paren", r"^(?P<number>\d+[a-z]?)\)\s*(?P<title>\S.*?)\s*$", "numérotés « N) titre »"),
)
BOLD = r"^(?:\*\*|__)(?P<title>[^*_]+?)(?:\*\*|__)\s*:?$"
ISOLATED = r"^(?P<title>[A-ZÀ-ÖØ-Ý«][^=•]{0,58}[^.;,!?:=])$"
_ATX = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$")


@dataclass(frozen=True)
class Detection:
    """A guessed profile, what was recognised (French, for the user) and how sure the guess
    is (0–1: the share of the matched headings whose numbers run in order)."""

    profile: Profile
    explanation: str
    confidence: float = 0.0


def _key(number: str) -> tuple[int, ...]:
    return tuple(int(d) for d in re.findall(r"\d+", number))


def _in_order(numbers: list[str]) -> int:
    """How many of ``numbers`` run in increasing order (the longest such run, in order of
    appearance): a table of contents or a stray list restarts it."""
    best: list[tuple[int, ...]] = []
    for key in (_key(n) for n in numbers):
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
        numbers = [m.group("number") for t in texts if (m := pattern.match(t))]
        ordered = _in_order(numbers)
        if ordered >= 2 and (best is None or ordered > best[2]):
            best = (cand, numbers, ordered)
    return best


def _span(numbers: list[str]) -> str:
    return f"{len(numbers)} trouvés, de {numbers[0]} à {numbers[-1]}"


def _markdown(lines: list[str], headings: list[tuple[int, str]]) -> Detection:
    """The layout of a Markdown book from its ``#`` headings."""
    texts = [_heading_text(t) for _, t in headings]
    levels = tuple(sorted({lv for lv, _ in headings}))
    found = _best(texts)
    top = levels[0]
    title_only = sum(1 for lv, _ in headings if lv == top) == 1 and headings[0][0] == top and len(levels) > 1
    if found is not None and found[2] >= max(2, len(texts) // 5):
        cand, numbers, ordered = found
        pattern = re.compile(cand.pattern)
        used = sorted({lv for (lv, _), t in zip(headings, texts, strict=True) if pattern.match(t)})
        dotted = any("." in n for n in numbers)
        level = Level(name=cand.name, pattern=cand.pattern, on="heading", parent="number" if dotted else "outline")
        parts = [lv for lv in levels if lv < used[0] and not (title_only and lv == top)]
        extra = (
            (Level(name="partie", pattern=r"^(?P<title>.+)$", on="heading", markdown_levels=tuple(parts),
                   kind="part", numbered=False, parent="none"),)
            if parts else ()
        )
        what = f"titres Markdown (niveaux {', '.join('#' * lv for lv in used)}) {cand.described} ({_span(numbers)})"
        if extra:
            what += f" ; titres de niveau {', '.join('#' * lv for lv in parts)} : parties"
        return Detection(Profile(name="détecté", description=what, levels=(level, *extra)), what, ordered / len(numbers))
    kept = tuple(lv for lv in levels if not (title_only and lv == top))
    level = Level(name="titre", pattern=r"^(?P<title>.+)$", on="heading", markdown_levels=kept,
                  kind="section", numbered=False, parent="outline")
    what = f"titres Markdown sans numéro (niveaux {', '.join('#' * lv for lv in kept)}, {len(texts)} titres) : identifiants tirés des titres"
    if title_only:
        what += f" ; le titre « {texts[0]} » est le titre du document"
    return Detection(Profile(name="détecté", description=what, levels=(level,)), what, 0.5)


def _text(lines: list[str]) -> Detection:
    """The layout of a plain-text book (or a Markdown one without ``#`` headings)."""
    texts = [" ".join(line.split()) for line in lines]
    found = _best([t for t in texts if len(t) <= 200])
    bold = re.compile(BOLD)
    bolds = [t for t in texts if bold.match(t)]
    levels: list[Level] = []
    what: list[str] = []
    confidence = 0.0
    if found is not None and found[2] >= 3:
        cand, numbers, ordered = found
        dotted = any("." in n for n in numbers)
        levels.append(Level(name=cand.name, pattern=cand.pattern, order="increasing", max_length=200,
                            parent="number" if dotted else ("outline" if bolds else "none"), rank=2))
        what.append(f"lignes {cand.described} ({_span(numbers)})")
        confidence = ordered / len(numbers)
    if len(bolds) >= 2:
        kind = "part" if levels else "section"
        levels.append(Level(name="gras", pattern=BOLD, kind=kind, numbered=False, parent="none", rank=1))
        what.append(f"lignes entièrement en gras ({len(bolds)}, ex. « {strip_md_emphasis(bolds[0])} »)"
                    + (" : parties" if kind == "part" else " : titres de section"))
        confidence = confidence or 0.6
    if not levels:
        levels.append(Level(name="titre", pattern=ISOLATED, isolated=True, kind="section", numbered=False,
                            parent="none"))
        what.append("aucune numérotation : titres = lignes courtes isolées entre deux lignes vides, sans ponctuation finale")
        confidence = 0.3
    repeated = 3 if sum(line.count("\f") for line in lines) >= 2 else 0
    if repeated:
        what.append("pages (saut de page) : lignes courtes répétées = en-têtes et pieds de page, écartés")
    explanation = " ; ".join(what)
    profile = Profile(name="détecté", description=explanation, levels=tuple(levels), repeated_lines=repeated)
    return Detection(profile, explanation, confidence)


def detect_profile(lines: list[str]) -> Detection:
    """Guess the layout profile of a book from its lines (see the module docstring)."""
    headings = [(len(m.group(1)), m.group(2)) for line in lines if (m := _ATX.match(line))]
    if len(headings) >= 2:
        return _markdown(lines, headings)
    return _text(lines)
