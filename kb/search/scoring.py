"""BM25F scoring of a query plan over the postings of the index, vectorised.

The build writes the postings and the field lengths as flat numpy arrays (kb.search.postings;
Whoosh keeps the stored fields) and the scoring is done here, on those arrays, because
Whoosh's matcher trees cost 10–30 ms per query once a query has a few
words times four fields plus synonyms, and a Python loop over the matching documents costs
as much at fifty times the corpus (measured: 17 ms of the 40 ms mean of a ×50 query). An
alternative's score is a sparse array pair, cached; a phrase is a few binary searches in the
position keys; a query is a few additions into one dense array.

Score of a document = Σ over clauses of (clause boost × best alternative of the clause), an
alternative being a term or a phrase scored with BM25 summed over the fields (each with its
field boost), times a coordination factor that prefers documents matching more of the
user's words.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from kb.search.postings import EMPTY, POSITION_BITS, PostingTable, Sparse

K1 = 1.2
B = 0.75
COORD_FLOOR = 0.2  # a document matching 1 word of n keeps 0.2 + 0.8/n of its score
HISTORY = "history"
LENGTH_PRIOR = 0.4  # prior for longer (more detailed) articles, see Scorer.score
HEADING_ONLY = 0.5  # weight of a document without current text (bare heading, struck rule)


@dataclass(frozen=True)
class Alt:
    """One way of matching a clause: a term (one element) or a phrase (several)."""

    terms: tuple[str, ...]


@dataclass
class Clause:
    """A user word (with its alternatives), a group of glossary synonyms, or a phrase."""

    alts: list[Alt]
    boost: float = 1.0
    kind: str = "word"  # word | expression | phrase | covered | synonym | proximity
    required: bool = False
    covers: frozenset[str] = frozenset()  # the user's words this clause stands for
    rest: float = 0.0  # weight of the alternatives other than a document's best (see clause_scores)


def _dense_to_sparse(values: np.ndarray, hit: np.ndarray) -> Sparse:
    docs = np.flatnonzero(hit)
    return Sparse(docs, values[docs])


def _member(keys: np.ndarray, sorted_keys: np.ndarray) -> np.ndarray:
    """Which of ``keys`` are in ``sorted_keys`` (sorted, distinct), as a boolean array."""
    if not sorted_keys.size:
        return np.zeros(keys.shape, dtype=bool)
    at = np.searchsorted(sorted_keys, keys)
    at[at == sorted_keys.size] = 0
    return sorted_keys[at] == keys


def phrase_counts(keys: list[np.ndarray]) -> Sparse:
    """Document → number of times the terms whose position keys are ``keys`` follow each
    other, each next term right after the previous one or one word further (slop 1, the
    nearer taken first).

    >>> k = lambda *dp: np.array([d << POSITION_BITS | p for d, p in dp], dtype=np.int64)
    >>> c = phrase_counts([k((0, 1), (0, 7), (2, 4)), k((0, 3), (0, 8), (2, 5))])
    >>> c.docs.tolist(), c.values.tolist()
    ([0, 2], [2.0, 1.0])
    """
    cur = keys[0]
    for nxt in keys[1:]:
        if not cur.size:
            break
        near = _member(cur + 1, nxt)
        far = _member(cur + 2, nxt)
        ok = near | far
        cur = np.where(near, cur + 1, cur + 2)[ok]
    if not cur.size:
        return EMPTY
    docs, counts = np.unique(cur >> POSITION_BITS, return_counts=True)
    return Sparse(docs.astype(np.int64), counts.astype(np.float64))


@dataclass(frozen=True)
class Ranking:
    """The matching documents of a query and their scores."""

    docs: np.ndarray
    scores: np.ndarray

    def __len__(self) -> int:
        return int(self.docs.size)

    def top(self, limit: int) -> list[tuple[int, float]]:
        """The ``limit`` best (document, score), best first, ties by document number."""
        docs, scores = self.docs, self.scores
        if docs.size > limit:
            # every document scoring at least the limit-th best, then the exact order
            threshold = np.partition(scores, docs.size - limit)[docs.size - limit]
            keep = scores >= threshold
            docs, scores = docs[keep], scores[keep]
        order = np.lexsort((docs, -scores))[:limit]
        return [(int(docs[i]), float(scores[i])) for i in order]

    def weighted(self, weights: np.ndarray) -> Ranking:
        """The same documents, each score times its document's weight (one per document)."""
        return Ranking(self.docs, self.scores * weights[self.docs])

    def then(self, other: Ranking) -> Ranking:
        """This ranking followed by the documents of ``other`` that it lacks, each scored
        at most just under this ranking's lowest score (the near spellings of the words add
        articles after the exact ones, never before)."""
        new = ~np.isin(other.docs, self.docs, assume_unique=True)
        docs, scores = other.docs[new], other.scores[new]
        if self.docs.size:
            floor = float(self.scores.min())
            if floor:
                scores = np.minimum(scores, floor * 0.99)
        all_docs = np.concatenate([self.docs, docs])
        order = np.argsort(all_docs, kind="stable")
        return Ranking(all_docs[order], np.concatenate([self.scores, scores])[order])


class Scorer:
    """Per-process scorer over one index: its postings and field lengths (kb.search.postings)."""

    def __init__(self, postings: PostingTable, field_boosts: dict[str, float], cache_size: int = 8192):
        self.postings = postings
        self.boosts = field_boosts
        count = postings.documents
        self.n = max(1, count)
        self.lengths: dict[str, list[int]] = {}
        self.avg: dict[str, float] = {}
        self.norms: dict[str, np.ndarray] = {}  # BM25 length normalisation of each document
        for f in field_boosts:
            lens = postings.lengths(f)
            self.lengths[f] = lens
            self.avg[f] = max(1.0, sum(lens) / self.n)
            self.norms[f] = np.array([K1 * (1.0 - B + B * n / self.avg[f]) for n in lens], dtype=np.float64)
        # pivoted length: BM25 over-penalizes long articles, which are the detailed ones; a
        # bare part heading, or a rule whose wording was struck, weighs HEADING_ONLY (with
        # the struck wording searched, only when that is empty too)
        text, history = self.lengths["text"], self.lengths.get(HISTORY, [0] * count)
        prior = [1.0 + LENGTH_PRIOR * math.log1p(n / self.avg["text"]) for n in text]
        self._prior = {
            False: np.array([p * HEADING_ONLY if not t else p for p, t in zip(prior, text, strict=True)]),
            True: np.array([p * HEADING_ONLY if not t and not h else p for p, t, h in zip(prior, text, history, strict=True)]),
        }
        self._alt_cache: OrderedDict[tuple[tuple[str, ...], tuple[str, ...]], Sparse] = OrderedDict()
        self._cache_size = cache_size

    def _phrase_tf(self, field: str, terms: tuple[str, ...]) -> Sparse:
        postings = [self.postings.postings(field, t) for t in terms]
        if any(not p for p in postings):
            return EMPTY
        docs = postings[0].docs
        for p in postings[1:]:
            docs = np.intersect1d(docs, p.docs, assume_unique=True)
        if not docs.size:
            return EMPTY
        keys = [self.postings.keys(field, t) for t in terms]
        # the phrase starts in the documents having every term; the next terms are looked up
        keys[0] = keys[0][np.isin(keys[0] >> POSITION_BITS, docs)]
        return phrase_counts(keys)

    def _bm25(self, field: str, tf: Sparse) -> np.ndarray:
        df = len(tf)
        idf = math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))
        k = self.boosts[field] * idf * (K1 + 1.0)
        return k * tf.values / (tf.values + self.norms[field][tf.docs])

    def alt_scores(self, alt: Alt, fields: tuple[str, ...]) -> Sparse:
        """Document → score of one alternative, summed over ``fields`` (cached)."""
        key = (alt.terms, fields)
        cached = self._alt_cache.get(key)
        if cached is not None:
            self._alt_cache.move_to_end(key)
            return cached
        total = np.zeros(self.n, dtype=np.float64)
        hit = np.zeros(self.n, dtype=bool)
        for f in fields:
            if not self.boosts.get(f, 1.0):
                continue  # a field weighted 0 (kept in the index for filters and vocabulary)
            tf = self.postings.postings(f, alt.terms[0]) if len(alt.terms) == 1 else self._phrase_tf(f, alt.terms)
            if len(tf):
                total[tf.docs] += self._bm25(f, tf)
                hit[tf.docs] = True
        got = _dense_to_sparse(total, hit)
        self._alt_cache[key] = got
        if len(self._alt_cache) > self._cache_size:
            self._alt_cache.popitem(last=False)
        return got

    def clause_scores(self, clause: Clause, fields: tuple[str, ...]) -> Sparse:
        """Document → score of the best alternative of ``clause``, plus ``clause.rest`` times
        the scores of its other alternatives (a document naming a situation in several of
        the books' words is more about it than one naming it once)."""
        if len(clause.alts) == 1:
            return self.alt_scores(clause.alts[0], fields)
        best = np.zeros(self.n, dtype=np.float64)
        total = np.zeros(self.n, dtype=np.float64)
        hit = np.zeros(self.n, dtype=bool)
        for a in clause.alts:
            s = self.alt_scores(a, fields)
            best[s.docs] = np.maximum(best[s.docs], s.values)
            total[s.docs] += s.values
            hit[s.docs] = True
        if clause.rest:
            best += clause.rest * (total - best)
        return _dense_to_sparse(best, hit)

    def score(self, clauses: list[Clause], fields: tuple[str, ...], allowed: np.ndarray | None = None) -> Ranking:
        """The documents matching every required clause and at least one clause (only the
        ``allowed`` ones, a boolean array over the documents, if given), with their score."""
        words = sorted({w for c in clauses for w in c.covers})
        bit = {w: 1 << i for i, w in enumerate(words)}
        n_words = max(1, len(words))
        total = np.zeros(self.n, dtype=np.float64)
        masks = np.zeros(self.n, dtype=np.int64)  # which of the user's words each document matches
        hit = np.zeros(self.n, dtype=bool)
        required = np.ones(self.n, dtype=bool)
        for c in clauses:
            m = self.clause_scores(c, fields)
            total[m.docs] += c.boost * m.values
            hit[m.docs] = True
            mask = 0
            for w in c.covers:
                mask |= bit[w]
            if mask:
                masks[m.docs] |= mask
            if c.required:
                req = np.zeros(self.n, dtype=bool)
                req[m.docs] = True
                required &= req
        hit &= required
        if allowed is not None:
            hit &= allowed
        docs = np.flatnonzero(hit)
        matched = np.bitwise_count(masks[docs]).astype(np.int64) if words else np.full(docs.size, n_words)
        coord = COORD_FLOOR + (1.0 - COORD_FLOOR) * np.maximum(1, matched) / n_words
        scores = total[docs] * coord * self._prior[HISTORY in fields][docs]
        return Ranking(docs, scores)
