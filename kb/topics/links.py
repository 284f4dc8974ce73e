"""Cross-links: same topic in the other books (topic overlap + text similarity), and the
resolved references both ways."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Any

from kb.model import Library
from kb.topics.classify import TopicLink

MAX_RELATED_PER_BOOK = 3
# A related article must reach this score (topic overlap + 2 × text similarity): below
# it, the link is one passing mention shared by two unrelated articles.
MIN_RELATED_SCORE = 0.3


def _similarities(lemma_counts: dict[str, Counter[str]], ids: list[str]) -> Any:
    """Cosine similarity of the TF-IDF vectors of the articles (a numpy matrix over ``ids``)."""
    import numpy as np

    vocab: dict[str, int] = {}
    for counts in lemma_counts.values():
        for word in counts:
            vocab.setdefault(word, len(vocab))
    matrix = np.zeros((len(ids), max(len(vocab), 1)), dtype=np.float32)
    for row, aid in enumerate(ids):
        for word, count in lemma_counts.get(aid, Counter()).items():
            matrix[row, vocab[word]] = 1.0 + math.log(count)
    df = (matrix > 0).sum(axis=0)
    matrix *= np.log((1 + len(ids)) / (1 + df)).astype(np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    matrix /= norms
    return matrix @ matrix.T


def related_by_topic(
    library: Library, links: dict[str, list[TopicLink]], lemma_counts: dict[str, Counter[str]]
) -> dict[str, list[dict[str, Any]]]:
    """For each article: articles of the other books sharing a topic, ranked by topic
    overlap (primary-primary counts most) plus text similarity; at most three per book."""
    ids = list(links)
    row = {aid: i for i, aid in enumerate(ids)}
    sims = _similarities(lemma_counts, ids)
    norm_scores: dict[str, dict[str, tuple[float, str]]] = {}
    for aid, found in links.items():
        top = max((link.score for link in found), default=1.0) or 1.0
        norm_scores[aid] = {link.topic: (link.score / top, link.role) for link in found}
    by_topic: dict[str, set[str]] = defaultdict(set)
    for aid, found in links.items():
        for link in found:
            by_topic[link.topic].add(aid)
    books = {a.id: a.book for a in library.all_articles()}
    out: dict[str, list[dict[str, Any]]] = {}
    for aid, mine in norm_scores.items():
        candidates: set[str] = set()
        for tid in mine:
            candidates |= by_topic[tid]
        scored = []
        for other in candidates:
            if books.get(other) == books.get(aid):
                continue
            theirs = norm_scores[other]
            shared = [t for t in mine if t in theirs]
            overlap = 0.0
            for t in shared:
                (a_s, a_r), (b_s, b_r) = mine[t], theirs[t]
                overlap += min(a_s, b_s) * (1.0 if a_r == b_r == "primary" else 0.35)
            sim = float(sims[row[aid], row[other]])
            scored.append((overlap + 2.0 * sim, other, shared, overlap, sim))
        scored.sort(key=lambda s: (-s[0], s[1]))
        per_book: Counter[str] = Counter()
        kept = []
        for score, other, shared, overlap, sim in scored:
            book = books[other]
            if score < MIN_RELATED_SCORE or per_book[book] >= MAX_RELATED_PER_BOOK:
                continue
            per_book[book] += 1
            shared.sort(key=lambda t: -min(mine[t][0], norm_scores[other][t][0]))
            kept.append(
                {
                    "article": other,
                    "book": book,
                    "score": round(score, 4),
                    "topic_overlap": round(overlap, 4),
                    "similarity": round(sim, 4),
                    "shared_topics": shared,
                }
            )
        out[aid] = kept
    return out


def reference_links(library: Library) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """Resolved references both ways: ``see[a]`` = targets of a's refs ("voir"),
    ``cited_by[a]`` = articles whose refs target a ("cité par"), in source order."""
    see: dict[str, list[str]] = {}
    cited_by: dict[str, list[str]] = defaultdict(list)
    for article in library.all_articles():
        targets = list(dict.fromkeys(r.target for r in article.refs if r.target and r.target != article.id))
        see[article.id] = targets
        for target in targets:
            if article.id not in cited_by[target]:
                cited_by[target].append(article.id)
    return see, dict(cited_by)

