"""BM25F scoring of a query plan over the postings of the Whoosh index.

Whoosh stores the index (terms, postings with frequencies and positions, field lengths,
stored fields) and we read it through its reader; the scoring itself is done here, flat,
because Whoosh's matcher trees cost 10–30 ms per query once a query has a few words times
four fields plus synonyms (pure Python objects per node and per document), and a floor
manager's query must answer in a few milliseconds.

Score of a document = Σ over clauses of (clause boost × best alternative of the clause), an
alternative being a term or a phrase scored with BM25 summed over the fields (each with its
field boost), times a coordination factor that prefers documents matching more of the
user's words.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from whoosh.reading import IndexReader

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


def _weights_of(matcher: Any) -> dict[int, float]:
    """Document → term frequency of a posting list, read a block at a time from Whoosh's
    leaf matcher (ten times faster on long lists than one posting at a time); any other
    matcher is read through the public API."""
    if not all(hasattr(matcher, a) for a in ("_read_ids", "_read_weights", "_next_block", "_i")):
        return dict(matcher.items_as("weight"))
    out: dict[int, float] = {}
    while matcher.is_active():
        matcher._read_ids()
        matcher._read_weights()
        i = matcher._i
        out.update(zip(matcher._ids[i:], matcher._weights[i:], strict=True))
        matcher._next_block()
    return out


class Scorer:
    """Per-process scorer over one index reader (postings cached as they are read)."""

    def __init__(self, reader: IndexReader, field_boosts: dict[str, float], cache_size: int = 8192):
        self.reader = reader
        self.boosts = field_boosts
        self.n = max(1, reader.doc_count_all())
        self.lengths: dict[str, list[int]] = {}
        self.avg: dict[str, float] = {}
        self.norms: dict[str, list[float]] = {}  # BM25 length normalisation of each document
        for f in field_boosts:
            lens = [reader.doc_field_length(d, f, 0) or 0 for d in range(reader.doc_count_all())]
            self.lengths[f] = lens
            self.avg[f] = max(1.0, sum(lens) / self.n)
            self.norms[f] = [K1 * (1.0 - B + B * n / self.avg[f]) for n in lens]
        self._weights: dict[tuple[str, str], dict[int, float]] = {}
        self._positions: dict[tuple[str, str], dict[int, list[int]]] = {}
        self._alt_cache: OrderedDict[tuple[tuple[str, ...], tuple[str, ...]], dict[int, float]] = OrderedDict()
        self._cache_size = cache_size

    # -- postings -------------------------------------------------------------------------
    def weights(self, field: str, term: str) -> dict[int, float]:
        key = (field, term)
        got = self._weights.get(key)
        if got is None:
            got = {}
            if (field, term) in self.reader:
                got = _weights_of(self.reader.postings(field, term))
            self._weights[key] = got
        return got

    def positions(self, field: str, term: str) -> dict[int, list[int]]:
        key = (field, term)
        got = self._positions.get(key)
        if got is None:
            got = {}
            if (field, term) in self.reader:
                got = {d: list(p) for d, p in self.reader.postings(field, term).items_as("positions")}
            self._positions[key] = got
        return got

    # -- scoring --------------------------------------------------------------------------
    def _bm25(self, field: str, tf_by_doc: dict[int, float], df: int) -> dict[int, float]:
        if not tf_by_doc:
            return {}
        idf = math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))
        k = self.boosts[field] * idf * (K1 + 1.0)
        norms = self.norms[field]
        return {d: k * tf / (tf + norms[d]) for d, tf in tf_by_doc.items()}

    def _positions_in(self, field: str, term: str, docs: set[int]) -> dict[int, list[int]]:
        """Positions of ``term`` in ``docs`` only, when they are few among the documents that
        contain the term (decoding positions is the costly part of a phrase)."""
        full = self._positions.get((field, term))
        if full is not None or len(docs) * 4 >= len(self.weights(field, term)):
            return full if full is not None else self.positions(field, term)
        m = self.reader.postings(field, term)
        out: dict[int, list[int]] = {}
        for d in sorted(docs):
            if not m.is_active():
                break
            if m.id() < d:
                m.skip_to(d)
            if m.is_active() and m.id() == d:
                out[d] = list(m.value_as("positions"))
        return out

    def _phrase_tf(self, field: str, terms: tuple[str, ...]) -> dict[int, float]:
        weights = [self.weights(field, t) for t in terms]
        if any(not w for w in weights):
            return {}
        docs = set(weights[0])
        for w in weights[1:]:
            docs &= w.keys()
        if not docs:
            return {}
        plists = [self._positions_in(field, t, docs) for t in terms]
        out: dict[int, float] = {}
        for d in docs:
            if any(d not in p for p in plists):
                continue
            rest = [set(p[d]) for p in plists[1:]]
            n = 0
            for start in plists[0][d]:
                pos = start
                for s in rest:  # each next word right after, or one word further (slop 1)
                    if pos + 1 in s:
                        pos += 1
                    elif pos + 2 in s:
                        pos += 2
                    else:
                        break
                else:
                    n += 1
            if n:
                out[d] = float(n)
        return out

    def alt_scores(self, alt: Alt, fields: tuple[str, ...]) -> dict[int, float]:
        """Document → score of one alternative, summed over ``fields`` (cached)."""
        key = (alt.terms, fields)
        cached = self._alt_cache.get(key)
        if cached is not None:
            self._alt_cache.move_to_end(key)
            return cached
        total: dict[int, float] = {}
        for f in fields:
            if not self.boosts.get(f, 1.0):
                continue  # a field weighted 0 (kept in the index for filters and vocabulary)
            if len(alt.terms) == 1:
                tf = self.weights(f, alt.terms[0])
                df = len(tf)
            else:
                tf = self._phrase_tf(f, alt.terms)
                df = len(tf)
            for d, s in self._bm25(f, tf, df).items():
                total[d] = total.get(d, 0.0) + s
        self._alt_cache[key] = total
        if len(self._alt_cache) > self._cache_size:
            self._alt_cache.popitem(last=False)
        return total

    def score(self, clauses: list[Clause], fields: tuple[str, ...], allowed: set[int] | None = None) -> dict[int, float]:
        """Document → score of the whole query (documents matching every required clause
        and at least one clause; only ``allowed`` documents if given)."""
        per_clause: list[tuple[Clause, dict[int, float]]] = []
        for c in clauses:
            if len(c.alts) == 1:
                per_clause.append((c, self.alt_scores(c.alts[0], fields)))
                continue
            best: dict[int, float] = {}
            for a in c.alts:
                for d, s in self.alt_scores(a, fields).items():
                    if s > best.get(d, 0.0):
                        best[d] = s
            per_clause.append((c, best))
        # one pass per clause over its (sparse) matches: the score sum, and which of the
        # user's words each document matches (coordination), as bit masks
        words = sorted({w for c in clauses for w in c.covers})
        bit = {w: 1 << i for i, w in enumerate(words)}
        n_words = max(1, len(words))
        total: dict[int, float] = {}
        masks: dict[int, int] = {}
        for c, m in per_clause:
            mask = 0
            for w in c.covers:
                mask |= bit[w]
            for d, v in m.items():
                total[d] = total.get(d, 0.0) + c.boost * v
                if mask:
                    masks[d] = masks.get(d, 0) | mask
        candidates = set(total)
        for c, m in per_clause:
            if c.required:
                candidates &= m.keys()
        if allowed is not None:
            candidates &= allowed
        out: dict[int, float] = {}
        for d in candidates:
            s = total[d]
            matched = bin(masks.get(d, 0)).count("1") if words else n_words
            s *= COORD_FLOOR + (1.0 - COORD_FLOOR) * max(1, matched) / n_words
            # pivoted length: BM25 over-penalizes long articles, which are the detailed ones
            s *= 1.0 + LENGTH_PRIOR * math.log1p(self.lengths["text"][d] / self.avg["text"])
            if self.lengths["text"][d] == 0 and not (HISTORY in fields and self.lengths[HISTORY][d]):
                s *= HEADING_ONLY  # a bare part heading, or a rule whose wording was struck
            out[d] = s
        return out
