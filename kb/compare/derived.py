"""Derived texts: pairs of articles of two books whose wording is largely shared (RedCactus
copies most of the TDA), each with what differs. Candidate pairs are found with word
shingles (an inverted index), so only those are aligned with difflib."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kb.compare.sentences import SentenceChange, sentence_changes
from kb.compare.tokens import words
from kb.compare.worddiff import DiffOp, WordDiff, diff_texts
from kb.model import Article, Library

SHINGLE = 4
# A 4-gram shared by more articles than this is boilerplate: it carries no signal.
MAX_SHINGLE_ARTICLES = 50


@dataclass
class DerivedPair:
    """Two articles of different books whose wording is largely shared, with what differs."""

    a: str
    b: str
    shared: float
    similarity: float
    diff: WordDiff

    differences: list[SentenceChange] = field(default_factory=list)

    @property
    def changes(self) -> list[DiffOp]:
        return self.diff.changes

    def ranked(self) -> list[SentenceChange]:
        """The differences, those that change a number first, then the biggest."""
        return sorted(self.differences, key=lambda c: (not c.numbers, -c.weight))

    def summary(self, limit: int = 4, clip: int = 160) -> str:
        """What differs, sentence by sentence: rewritten sentences that change a number
        first, then the other rewritten sentences, then sentences found in one text only
        (changes of punctuation or letter case only are left out)."""
        items = self.ranked()
        parts = [c.describe(clip) for c in items[:limit]]
        more = len(items) - limit
        return " | ".join(p for p in parts if p) + (f" | … (+{more})" if more > 0 else "")

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "shared": round(self.shared, 3),
            "similarity": round(self.similarity, 3),
            "numbers_changed": self.diff.numbers_changed,
            "differences": [c.to_dict() for c in self.differences],
            "summary": self.summary(),
        }


def _shingles(toks: Sequence[str], n: int = SHINGLE) -> set[tuple[str, ...]]:
    return {tuple(toks[i : i + n]) for i in range(len(toks) - n + 1)}


def _common_shingles(
    arts: list[Article], shingles: dict[str, set[tuple[str, ...]]], order: dict[str, int]
) -> Counter[tuple[str, str]]:
    """How many 4-grams each pair of articles of two different books shares (the pair
    ordered as the books are)."""
    book_of = {a.id: a.book for a in arts}
    index: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for a in arts:
        for s in shingles[a.id]:
            index[s].append(a.id)
    common: Counter[tuple[str, str]] = Counter()
    for ids in index.values():
        if len(ids) > MAX_SHINGLE_ARTICLES:
            continue
        for i, x in enumerate(ids):
            for y in ids[i + 1 :]:
                if book_of[x] != book_of[y]:
                    pair = (x, y) if order[book_of[x]] < order[book_of[y]] else (y, x)
                    common[pair] += 1
    return common


def derived_pairs(
    library: Library,
    *,
    books: Sequence[str] | None = None,
    min_shared: float = 0.6,
    min_similarity: float = 0.2,
    min_words: int = 12,
    prefilter: float = 0.3,
) -> list[DerivedPair]:
    """Pairs of articles of two different books that share most of their wording.

    ``shared`` is the share of the shorter article's words that difflib aligns with the
    other, ``similarity`` difflib's ratio over both; pairs below ``min_shared`` or
    ``min_similarity`` (a short article found inside a long one) are dropped. Candidates are first chosen by shared
    word 4-grams (at least ``prefilter`` of the shorter article's 4-grams), so difflib only
    runs on a handful of pairs.
    """
    book_ids = list(books) if books is not None else list(library.books)
    order = {b: i for i, b in enumerate(book_ids)}
    arts = [a for a in library.all_articles() if a.book in order and a.text.strip()]
    article_words = {a.id: words(a.text) for a in arts}
    arts = [a for a in arts if len(article_words[a.id]) >= min_words]
    shingles = {a.id: _shingles(article_words[a.id]) for a in arts}
    by_id = {a.id: a for a in arts}
    pairs: list[DerivedPair] = []
    for (x, y), n in _common_shingles(arts, shingles, order).items():
        smaller = min(len(shingles[x]), len(shingles[y])) or 1
        if n / smaller < prefilter:
            continue
        d = diff_texts(by_id[x].text, by_id[y].text, x, y)
        if d.shared >= min_shared and d.similarity >= min_similarity:
            pairs.append(DerivedPair(x, y, d.shared, d.similarity, d, sentence_changes(by_id[x].text, by_id[y].text)))
    pairs.sort(key=lambda p: (order[by_id[p.a].book], order[by_id[p.b].book], -p.shared, p.a, p.b))
    return pairs
