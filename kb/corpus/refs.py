"""Cross-references written in the books, extracted and resolved to article ids.

Each book writes references its own way:

- ROPTA: ``§6.7``, ``[§6.7](#)``, ``voir le §10.9``, ``article 9.4``;
- TDA and RedCactus: ``Règle 36``, ``Régle 36``, ``règles 2 & 42``, ``règles 10,11 & 63``,
  ``règle 43-A``, ``règles 35D & 44``, ``RP-5``, ``RP14``, ``PR-5``;
- Ciaffone: ``Règle 1.6`` (``Règle 3.7`` points outside the sections we have);
- a book read by the generic parser: any of these, and ``art. 4``, ``Art. 1er``, ``see Rule
  12``, a bare number after ``voir``/``cf.``/``see`` (``(voir 3.1)``, ``voir R4``, ``voir A2``), this one
  only when the book has the article.

A reference resolves to an article of the same book; one that does not (a number the book
does not have, after a word that names an article) is kept with ``target=None`` and reported by ``kb check``. References are
read from the source lines each article consumed, with struck wording (``~~…~~``) left
out, so that every reference carries its line number.
"""

from __future__ import annotations

import re

from kb.corpus.source import Source
from kb.model import Article, Book, Library, Ref

_STRUCK = re.compile(r"~~.*?~~")

# "§6.7", "§ 6.7", "article 9.4", "articles 9.11 et 9.13"
_ROPTA = re.compile(r"(?:§\s?|\b[Aa]rticles?\s+)(\d+(?:\.\d+)*)(?:\s*(?:,|et|&)\s*(\d+(?:\.\d+)+))*")
_ROPTA_NUM = re.compile(r"\d+(?:\.\d+)*")

# "Règle 36", "règles 2 & 42", "règles 10,11 & 63", "règle 43-A", "règles 35D & 44",
# "Règle35". The number is at most three digits and not a year ("Règles 2019").
_RULE_WORD = r"[Rr][èéeÈÉE]gles?"
_RULE_NUM = r"\d{1,3}(?:\.\d{1,2})*(?:-?[A-Za-z](?![A-Za-z]))?(?!\d)"
_RULES = re.compile(
    rf"\b{_RULE_WORD}\s?(?P<nums>{_RULE_NUM}(?:\s*(?:,|&|et)\s*{_RULE_NUM})*)"
)
_ONE_NUM = re.compile(_RULE_NUM)
# "RP-5", "RP14", "PR-5", "PR 5"
_PROC = re.compile(r"\b(?:RP|PR)\s?-?\s?(\d{1,2})\b")

# A book nobody here has seen also writes "art. 4", "Art. 1er", "article 5 bis", "articles
# 2 à 5", "see Rule 12", "rules 2 and 3", and a bare number after "voir", "cf.", "see"
# ("(voir 3.1)", "cf. R4", "voir aussi 2-2"). A bare number is a reference only when the
# book has that article and no unit or decimal follows it: "voir 10 minutes", "2,5 %" are
# no links.
_NUM = r"\d{1,3}(?:[.-]\d{1,3})*(?:er|re)?"
_BIS = rf"{_NUM}(?:\s?(?:bis|ter|quater)\b)?"
_AND = r"\s*(?:,|&|et|ou|and|or)\s*"
_TO = r"\s+(?:à|to)\s+"
# one number after a singular (« article 3 et 10 joueurs »: 10 is no article), a list or
# a range after a plural
_GENERIC_WORD = re.compile(
    rf"(?i)(?:(?:§\s?|\b(?:article\s+|art\.\s*|rule\s+))(?P<one>{_BIS}|premier|première)"
    rf"|\b(?:articles\s+|arts\.\s*|rules\s+)(?P<nums>{_BIS}(?:(?:{_AND}|{_TO}){_BIS})*))"
)
_SEE = re.compile(
    rf"(?i)(?<![\w-])(?:voir|cf\.?|see)\s+(?:aussi\s+|également\s+|also\s+)?(?:(?:le|au)\s+)?(?:(?:point|section|paragraphe|§)\s*)?"
    rf"(?P<nums>(?:R[.-]?\s?|[A-Z](?=\d))?{_NUM}(?:{_AND}(?:R[.-]?\s?|[A-Z](?=\d))?{_NUM})*)"
    r"(?=\s*(?:$|[).;:!?»\]]|,(?!\d)|(?:et|ou|and|or|du|de|des|ci-dessus|ci-dessous|above|below)\b))"
)
# « voir R4 » is rule 4; « voir A2 » is A2 (a league's A1, A2, B1…: the letter is its part's)
_BARE = re.compile(rf"(?<![\d.,-])(?:R[.-]?\s?)?(?P<num>(?:[A-Z](?=\d))?{_NUM})")
_LONGEST_RANGE = 30  # « articles 2 à 5 » names 2, 3, 4, 5; a wider span is no range of articles


def _generic(line: str) -> list[tuple[str, str, bool]]:
    """The references of a book read by the generic parser (see ``_GENERIC_WORD``, ``_SEE``):
    (raw text, number, kept even when the book has no such article)."""
    found = [(m.group(0).strip(), n, True) for m in _GENERIC_WORD.finditer(line)
             for n in _numbers(m.group("one") or m.group("nums"))]
    found += [(m.group(0).strip(), _plain(b.group("num")), False)
              for m in _SEE.finditer(line) for b in _BARE.finditer(m.group("nums"))]
    return found


def _numbers(nums: str) -> list[str]:
    """The article numbers a list names: ``"2 à 5"`` → 2, 3, 4, 5; ``"5 bis et 1er"`` →
    ``5bis``, ``1``; ``"premier"`` → ``1``."""
    if nums[:1].lower() == "p":
        return ["1"]
    out: list[str] = []
    for m in re.finditer(rf"(?P<to>{_TO})?(?P<n>{_BIS})", nums):
        number = re.sub(r"\s", "", _plain(m.group("n").split()[0])) + "".join(m.group("n").split()[1:])
        if m.group("to") and out and out[-1].isdigit() and number.isdigit() and 0 < int(number) - int(out[-1]) <= _LONGEST_RANGE:
            out += [str(k) for k in range(int(out[-1]) + 1, int(number))]
        out.append(number)
    return out


def _plain(number: str) -> str:
    """A number as the book's id writes it: ``"1er"`` → ``"1"``."""
    return re.sub(r"(?:er|re)$", "", number)


def _candidates(book: Book, line: str) -> list[tuple[str, str, bool]]:
    """(raw text, article number, kept when unresolved) for the references written on one
    line. A book read by the generic parser (a book nobody here has seen) may write them
    either way, and more (``_generic``)."""
    found: list[tuple[str, str, bool]] = []
    if book.id == "ropta" and book.meta.parser != "generic":
        for m in _ROPTA.finditer(line):
            for num in _ROPTA_NUM.findall(m.group(0)):
                found.append((m.group(0).strip(), num, True))
        return found
    if book.meta.parser == "generic":
        found += _generic(line)
    for m in _RULES.finditer(line):
        for num in _ONE_NUM.findall(m.group("nums")):
            found.append((m.group(0).strip(), num, True))
    for m in _PROC.finditer(line):
        found.append((m.group(0).strip(), f"PR-{int(m.group(1))}", True))
    return found


def _resolve(book: Book, number: str, known: set[str]) -> str | None:
    """The article id a written number points to in ``book``, or None."""
    candidates = [number]
    base = re.sub(r"-?[A-Za-z]$", "", number)  # "43-A" → "43", "35D" → "35"
    if base != number:
        candidates.append(base)
    if number.startswith("PR-"):  # « RP-2 » and « PR-2 » name one procedure: the book's id may be either
        candidates.append(f"RP-{number[3:]}")
    if book.id == "redcactus":
        candidates.insert(0, number.lower())  # "39A" written for "39a"
    for num in candidates:
        aid = f"{book.id}:{num}"
        if aid in known:
            return aid
    return None


def _heading(book: Book, article: Article, n: int, line: str, raw: str) -> bool:
    """Is ``raw`` the heading of ``article`` in a book read by the generic parser, not a
    reference (« Article 5 bis – Invités » is no reference to article 5)?"""
    return book.meta.parser == "generic" and n == article.line_start and line.lstrip("#*_-•▪◦‣ \t").startswith(raw)


def extract_refs(book: Book, source: Source) -> None:
    """Fill ``article.refs`` of every article of ``book`` from its source lines."""
    known = {a.id for a in book.articles}
    for article in book.articles:
        refs: list[Ref] = []
        seen: set[tuple[str, int]] = set()
        for n in article.lines:
            line = _STRUCK.sub("", source.line(n))
            for raw, num, kept in _candidates(book, line):
                target = _resolve(book, num, known)
                if target == article.id or (target is None and not kept) or _heading(book, article, n, line, raw):
                    continue  # an annex heading "Règle 43:" inside rule 43, a self-mention
                key = (target or f"?{num}", n)
                if key in seen:
                    continue
                seen.add(key)
                refs.append(Ref(raw=raw, target=target, line=n))
        article.refs = refs


def unresolved(library: Library) -> list[tuple[str, Ref]]:
    """Every reference that does not resolve, with the id of the article that makes it."""
    return [(a.id, r) for a in library.all_articles() for r in a.refs if r.target is None]
