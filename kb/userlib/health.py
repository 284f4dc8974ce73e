"""The health report of a book about to be imported: what ``kb import`` prints before it
writes anything, and what the app's « Ajouter un règlement » page shows.

Built on the corpus health check (:mod:`kb.corpus.health`: every non-blank line in one
article or the front matter), with what a user needs to judge a layout: numbering gaps and
duplicates, the lines left in the front matter, empty articles, unresolved references, the
lines dropped as page furniture, a PDF's footnotes no call tied to their rule, and the
detected layout with its explanation.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kb.corpus.health import book_health
from kb.corpus.refs import unresolved
from kb.model import Article, Book, Library

# A number the generic parser made unique by a suffix: ``12-2`` is the second ``12``.
_DUPLICATE = re.compile(r"^(?P<number>.+)-(?P<rank>\d+)$")


@dataclass
class ImportHealth:
    """The health of an imported book (every list empty: nothing to check by hand)."""

    articles: int
    layout: str  # the profile's name (the detected layout, or the one given)
    explanation: str  # why this layout: the detection's explanation, in French
    numbering_gaps: list[str] = field(default_factory=list)  # "entre 3 et 5"
    duplicates: list[str] = field(default_factory=list)  # numbers met twice ("12")
    front_lines: list[tuple[int, str]] = field(default_factory=list)  # (line, text) before the first article
    empty_articles: list[str] = field(default_factory=list)
    unresolved_refs: list[tuple[str, str, int]] = field(default_factory=list)  # (article, as written, line)
    lost_lines: list[int] = field(default_factory=list)  # in no article nor the front matter
    removed_lines: list[tuple[int, str]] = field(default_factory=list)  # (page, text) page furniture
    untied_notes: list[tuple[int, str]] = field(default_factory=list)  # (page, text) a PDF's footnote left at its page's foot
    # (article, passages): the struck wording kept apart from the current text (a redline
    # edition's deleted wording), per article — not a fault, what the formatting said
    struck_passages: list[tuple[str, int]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _last_number(number: str) -> tuple[str, int] | None:
    """``"9.6"`` → ``("9.", 6)``; ``"12"`` → ``("", 12)``; ``"PR-9"`` → ``("PR-", 9)``."""
    m = re.match(r"^(.*?)(\d+)$", number)
    return (m.group(1), int(m.group(2))) if m else None


def numbering_gaps(articles: list[Article]) -> list[str]:
    """Holes in the numbering among siblings: ``3`` followed by ``5`` → ``"entre 3 et 5"``."""
    repeated = set(duplicated_numbers(articles))
    previous: dict[tuple[str | None, str], tuple[str, int]] = {}
    gaps: list[str] = []
    for a in articles:
        m = _DUPLICATE.match(a.number)
        if not a.numbered or (m and m.group("number") in repeated):
            continue
        last = _last_number(a.number)
        if last is None:
            continue
        key = (a.parent, last[0])
        if key in previous and last[1] > previous[key][1] + 1:
            gaps.append(f"entre {previous[key][0]} et {a.number}")
        previous[key] = (a.number, last[1])
    return gaps


def duplicated_numbers(articles: list[Article], lines: list[str] | None = None) -> list[str]:
    """Numbers met more than once (the parser wrote the second ``12`` as ``12-2``). In a
    book numbered with hyphens (``1-``, ``1-1``, ``1-2``), ``1-2`` under ``1`` is the
    book's own number, not a second ``1``: a duplicate is never its namesake's child, nor
    a number its heading writes (``lines``, the source's: a décret's « Article 55-18-1 » in
    another section than « Article 55-18 »)."""
    numbers = {a.number for a in articles}
    out: list[str] = []
    for a in articles:
        m = _DUPLICATE.match(a.number)
        if not (a.numbered and m) or a.parent == f"{a.book}:{m.group('number')}":
            continue
        if lines is not None and re.search(rf"(?<![\d-]){re.escape(a.number)}(?![\d-])", lines[a.line_start - 1]):
            continue
        if m.group("number") in numbers and m.group("number") not in out:
            out.append(m.group("number"))
    return out


# A numbered line of a list in an article's text: « 1. … », « 2) … », « 3: … ».
_ITEM = re.compile(r"^\s*(?:[-•*]\s+)?(?:\*\*)?(?P<number>\d{1,3})\s?[.):](?:\*\*)?\s+\S")


# A line that reads as a heading: short, a capital first, no punctuation at its end.
_TITLE = re.compile(r"^[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s]$")


def _closed(line: str) -> bool:
    """Does ``line`` leave no list open under it — a heading (« La donne ») or a sentence
    ended by a point — where « …comme suit : » or a long sentence that lost its colon
    (Ciaffone 1.8 « …doit s'opérer comme suit ») announces one?"""
    return bool(_TITLE.match(line)) or (line.endswith(".") and not line.endswith(".."))


def restarted_numbers(articles: list[Article], lines: list[str]) -> list[str]:
    """Numbers that start again from 1 inside an article's text, the book's own numbers
    again (its siblings'), under a line that does not announce a list (no colon): rules of
    a heading the layout did not see (« La donne », then « 1. », « 2. » after rule 3) read
    as the text of the rule above — ``"1 à 3 (lignes 10-12, dans le texte de club:3)"``.
    ``lines``: the source file's lines."""
    siblings: dict[str | None, set[str]] = {}
    for a in articles:
        if a.numbered:
            siblings.setdefault(a.parent, set()).add(re.split(r"[.-]", a.number)[-1])
    out: list[str] = []
    for a in articles:
        run: list[tuple[int, int]] = []  # (line, number) of the list being read
        before = lines[a.line_start - 1].strip().removesuffix("**").rstrip()  # its heading
        for n in [*a.lines[1:], 0]:  # 0: the end of the article closes the last list
            m = _ITEM.match(lines[n - 1]) if n else None
            number = int(m.group("number")) if m else 0
            if m and (number == 1 or (run and number == run[-1][1] + 1)):
                run = [(n, number)] if number == 1 else [*run, (n, number)]
                continue
            if run and _closed(before) and {str(k) for _, k in run} & siblings.get(a.parent, set()):
                out.append(f"{run[0][1]} à {run[-1][1]} (lignes {run[0][0]}-{run[-1][0]}, dans le texte de {a.id})")
            if n:
                before, run = lines[n - 1].strip().removesuffix("**").rstrip(), []
    return out


def import_health(book: Book, folder: Path, layout: str, explanation: str, removed: list[tuple[int, str]],
                  notes: list[tuple[int, str]] | None = None) -> ImportHealth:
    """The report of ``book``, whose source file is ``folder / book.meta.file``; ``removed``
    and ``notes`` as ``Extracted`` has them (kb.formats.model)."""
    checked = book_health(book, folder)
    lines = (folder / book.meta.file).read_text(encoding="utf-8").split("\n")
    return ImportHealth(
        articles=len(book.articles),
        layout=layout,
        explanation=explanation,
        numbering_gaps=numbering_gaps(book.articles),
        duplicates=duplicated_numbers(book.articles, lines) + restarted_numbers(book.articles, lines),
        front_lines=[(n, lines[n - 1]) for n in book.front_lines if lines[n - 1].strip()],
        empty_articles=checked.empty_articles,
        unresolved_refs=[(aid, ref.raw, ref.line) for aid, ref in unresolved(Library([book]))],
        lost_lines=checked.lost_lines,
        removed_lines=removed,
        untied_notes=notes or [],
        struck_passages=struck_passages(book.articles),
    )


def struck_passages(articles: list[Article]) -> list[tuple[str, int]]:
    """Each article holding struck wording, with its number of struck passages (its
    heading's struck wording counts as one)."""
    counts = [(a.id, len([s for s in a.struck if s.strip()]) + bool(a.struck_title.strip())) for a in articles]
    return [(aid, n) for aid, n in counts if n]
