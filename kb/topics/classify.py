"""Topics of each article: scores by where patterns match, primary / secondary roles."""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.bookcache import BookCache
from kb.model import Article
from kb.progress import phase
from kb.topics.matching import FUNCTION_POS, TopicMatcher, _prepare
from kb.topics.taxonomy import Topic, load_taxonomy

# Where a match counts: title ≫ body > examples > struck wording.
SEGMENT_WEIGHTS = {"title": 6.0, "text": 1.0, "examples": 0.5, "struck": 0.3}
# An (article, topic) pair is kept from this score on.
MIN_SCORE = 1.0
# Primary (see _decide): the title names the topic; or it is the main specific topic of
# the body from this score (about three mentions); or the title names no topic at all (or
# only umbrella ones) and the body score reaches COARSE_MIN_BODY (about two mentions); or
# the title names no topic and it dominates the body from DOMINANT_MIN_BODY.
PRIMARY_MIN_BODY = 1.9
COARSE_MIN_BODY = 1.6
DOMINANT_MIN_BODY = 2.6
# Article kinds that are mere headings of a group of articles.
HEADING_KINDS = frozenset({"part"})


def _dampen(raw: float) -> float:
    """Repeated mentions count less and less: 1 → 1, 2 → 1.69, 4 → 2.39, 10 → 3.30."""
    return raw if raw <= 1.0 else 1.0 + math.log(raw)


def article_segments(article: Article) -> list[tuple[str, str]]:
    """The texts of an article to classify, with their segment names."""
    segments = [("title", article.title), ("text", article.text)]
    segments += [("examples", f"{e.label}\n{e.text}") for e in article.examples]
    segments += [("struck", s) for s in article.struck]
    if article.struck_title:
        segments.append(("struck", article.struck_title))
    return [(name, _prepare(text)) for name, text in segments if text and text.strip()]


@dataclass
class TopicLink:
    """One (article, topic) link."""

    article: str
    topic: str
    score: float
    role: str  # primary | secondary
    in_title: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"article": self.article, "topic": self.topic, "score": round(self.score, 3), "role": self.role, "in_title": self.in_title}


@dataclass
class Classification:
    """The result of classifying a set of articles."""

    links: dict[str, list[TopicLink]]  # by article id, best first
    lemma_counts: dict[str, Counter[str]]  # content lemmas of title + text, for similarity


def needs_topic(article: Article) -> bool:
    """Every article must get a topic except headings of a group (ROPTA/RedCactus parts,
    empty TDA section titles)."""
    if article.kind in HEADING_KINDS:
        return False
    return bool(article.text.strip() or article.examples or article.struck)


Segments = dict[str, dict[str, tuple[float, float]]]  # segment → topic → (strong, weak)


def _decide(
    article: Article, per_segment: Segments, broad: frozenset[str], umbrella: frozenset[str] = frozenset()
) -> list[TopicLink]:
    """Scores and roles of the topics of one article.

    A topic is primary when the title names it (a full pattern, not a weak word); or when
    it is the article's main specific topic besides the title's (the highest body score
    among the topics that are neither broad nor in the title, from PRIMARY_MIN_BODY, about
    three mentions); or, for an article whose title names no topic or only umbrella ones
    (the casino's broad sections), when the body states it (score ≥ COARSE_MIN_BODY); or,
    when the title names no topic, when it dominates the body, broad or not (score ≥
    DOMINANT_MIN_BODY). Body scores count the current text only (not worked examples nor
    struck wording). An article without current wording has secondary topics only; a
    topic applied while citing the article that states it is demoted (_defer_to_cited).
    """
    totals: dict[str, float] = defaultdict(float)
    body: dict[str, float] = defaultdict(float)
    in_title: set[str] = set()
    for segment, scores in per_segment.items():
        weight = SEGMENT_WEIGHTS[segment]
        for tid, (strong, weak) in scores.items():
            totals[tid] += weight * _dampen(strong + weak)
            if segment == "title":
                if strong >= 1.0:
                    in_title.add(tid)
            elif strong and segment == "text":
                # Only patterns (not weak words) in the current wording can make a topic
                # primary: worked examples illustrate the rules the text states.
                body[tid] += weight * _dampen(strong)
    kept = {t: s for t, s in totals.items() if s >= MIN_SCORE}
    if not kept:
        return []
    specific = sorted((t for t in body if t not in broad and t not in in_title), key=lambda t: (-body[t], t))
    main = specific[0] if specific and body[specific[0]] >= PRIMARY_MIN_BODY else None
    # A title naming no topic at all ("La décave"): the body's dominant topic is primary,
    # broad or not, from DOMINANT_MIN_BODY (about five mentions).
    ranked = sorted(body, key=lambda t: (-body[t], t))
    dominant = ranked[0] if not in_title and ranked and body[ranked[0]] >= DOMINANT_MIN_BODY else None
    current = bool(article.text.strip())
    # A title that names no topic, or only umbrella ones ("Les erreurs du croupier"),
    # heads a section of several rules: each specific topic its body states is primary.
    coarse = not in_title or bool(in_title & umbrella and not in_title - umbrella - broad)
    links = []
    for tid, score in kept.items():
        primary = current and (
            tid in in_title or tid == main or tid == dominant or (coarse and tid not in broad and body.get(tid, 0.0) >= COARSE_MIN_BODY)
        )
        links.append(TopicLink(article.id, tid, score, "primary" if primary else "secondary", tid in in_title))
    links.sort(key=lambda link: (link.role != "primary", -link.score, link.topic))
    return links


def classify(
    articles: Sequence[Article], topics: Sequence[Topic] | None = None, nlp_cache: Path | None = None,
    books: BookCache | None = None,
) -> Classification:
    """Topics of each article (best first), from one spaCy pass over all their texts
    (texts already parsed are read from ``nlp_cache`` when given, see kb.nlp.parse_texts;
    the scores of a book's articles are read from ``books`` when that book was met before,
    and spaCy is not loaded when every book was)."""
    topics = list(topics) if topics is not None else load_taxonomy()
    per_article, lemma_counts = _analysis(articles, topics, nlp_cache, books or BookCache(None))
    broad = frozenset(t.id for t in topics if t.broad)
    umbrella = frozenset(t.id for t in topics if t.umbrella)
    links: dict[str, list[TopicLink]] = {}
    for article in articles:
        found = _decide(article, per_article.get(article.id, {}), broad, umbrella)
        links[article.id] = found
    _defer_to_cited(articles, links)
    _fill_gaps(articles, links, per_article)
    return Classification(links, lemma_counts)


def _analysis(
    articles: Sequence[Article], topics: list[Topic], nlp_cache: Path | None, books: BookCache
) -> tuple[dict[str, Segments], dict[str, Counter[str]]]:
    """Each article's scores by segment and topic, and the content lemmas of its title and
    text: per book, read from ``books`` or computed (:func:`_scored`) and kept there."""
    by_book: dict[str, list[Article]] = {}
    for article in articles:
        by_book.setdefault(article.book, []).append(article)
    # a book's texts, not its ids: an older edition, renamed when a new one comes, is met again
    contents = {book: ["topics", [article_segments(a) for a in group]] for book, group in by_book.items()}
    found: dict[str, dict[str, Any]] = {}
    met: dict[str, dict[str, Any]] = {}  # an article's segments → its entry, in the books read
    missing: list[str] = []
    for book, content in contents.items():
        cached = books.get("topics", content)
        if not isinstance(cached, list) or len(cached) != len(by_book[book]):
            missing.append(book)
            continue
        for article, segments, entry in zip(by_book[book], content[1], cached, strict=True):
            if entry is not None:
                found[article.id] = met[json.dumps(segments)] = entry
    if missing:
        # an article as a book read has it (a new edition's unchanged ones): its entry, no parse
        pairs = {book: list(zip(by_book[book], map(json.dumps, contents[book][1]), strict=True)) for book in missing}
        new = [a for book in missing for a, key in pairs[book] if key not in met]
        computed = _scored(new, topics, nlp_cache, books) if new else {}
        for book in missing:
            entries = [computed.get(a.id) or met.get(key) for a, key in pairs[book]]
            books.put("topics", contents[book], entries)
            found.update((a.id, entry) for a, entry in zip(by_book[book], entries, strict=True) if entry is not None)
    per_article: dict[str, Segments] = {}
    lemma_counts: dict[str, Counter[str]] = {}
    for article in articles:  # in the articles' order, as a single pass makes them
        entry = found.get(article.id)
        if entry is None:
            continue
        per_article[article.id] = {seg: {tid: (s, w) for tid, (s, w) in scores.items()}
                                   for seg, scores in entry["segments"].items()}
        if entry["lemmas"] is not None:
            lemma_counts[article.id] = Counter(entry["lemmas"])
    return per_article, lemma_counts


def _scored(
    articles: Sequence[Article], topics: list[Topic], nlp_cache: Path | None, books: BookCache
) -> dict[str, dict[str, Any]]:
    """The spaCy pass of :func:`_analysis`: article id → its segments' scores and the
    content lemmas of its title and text (None without either), as JSON values."""
    # the step's phases for the build's progress bar, at their share of a cold build's
    # topics step (measured: spaCy and its model 2.2 s, the parse 2.5 s, the rest 1 s)
    phase("chargement du modèle de langue", 0.0)
    from kb.nlp import get_nlp, parse_texts  # spaCy is heavy: loaded only when the build classifies

    get_nlp()
    matcher = TopicMatcher(topics, books)
    jobs: list[tuple[str, str, str]] = []
    for article in articles:
        jobs += [(article.id, name, text) for name, text in article_segments(article)]
    per_article: dict[str, Segments] = defaultdict(lambda: defaultdict(dict))
    lemma_counts: dict[str, Counter[str]] = defaultdict(Counter)
    phase(f"analyse de {len(articles)} articles", 0.4)
    docs = parse_texts([t for _, _, t in jobs], cache_dir=nlp_cache)
    phase("classement par thème", 0.8)
    for (aid, segment, _text), doc in zip(jobs, docs, strict=True):
        scores = matcher.scores(doc, in_title=segment == "title")
        bucket = per_article[aid][segment]
        for tid, (strong, weak) in scores.items():
            old = bucket.get(tid, (0.0, 0.0))
            bucket[tid] = (old[0] + strong, old[1] + weak)
        if segment in ("title", "text"):
            lemma_counts[aid].update(
                t.norm_ for t in doc if t.is_alpha and not t.is_stop and len(t.norm_) > 2 and t.pos_ not in FUNCTION_POS
            )
    return {aid: {"segments": {seg: {tid: list(v) for tid, v in scores.items()} for seg, scores in segments.items()},
                  "lemmas": dict(lemma_counts[aid]) if aid in lemma_counts else None}
            for aid, segments in per_article.items()}


def _defer_to_cited(articles: Sequence[Article], links: dict[str, list[TopicLink]]) -> None:
    """A topic an article's body states only while citing another article where that topic
    is primary ("la règle des 50 % (Règle 43)") is applied here, not stated: it becomes
    secondary. Topics named in the title are kept."""
    primary = {aid: {link.topic for link in found if link.role == "primary"} for aid, found in links.items()}
    for article in articles:
        cited = {ref.target for ref in article.refs if ref.target and ref.target != article.id}
        if not cited:
            continue
        deferred = set().union(*(primary.get(target, set()) for target in cited))
        changed = False
        for link in links[article.id]:
            if link.role == "primary" and not link.in_title and link.topic in deferred:
                link.role = "secondary"
                changed = True
        if changed:
            links[article.id].sort(key=lambda link: (link.role != "primary", -link.score, link.topic))


def _fill_gaps(
    articles: Sequence[Article],
    links: dict[str, list[TopicLink]],
    per_article: dict[str, Segments],
) -> None:
    """An article that needs a topic but reached no threshold gets its best-matching topic
    (however weak) as secondary, or else its parent's first topic."""
    by_id = {a.id: a for a in articles}
    for article in articles:
        if links[article.id] or not needs_topic(article):
            continue
        raw: dict[str, float] = defaultdict(float)
        for segment, scores in per_article.get(article.id, {}).items():
            for tid, (strong, weak) in scores.items():
                raw[tid] += SEGMENT_WEIGHTS[segment] * (strong + weak)
        if raw:
            tid = max(raw, key=lambda t: (raw[t], t))
            links[article.id] = [TopicLink(article.id, tid, raw[tid], "secondary")]
            continue
        parent = by_id.get(article.parent or "")
        while parent is not None and not links.get(parent.id):
            parent = by_id.get(parent.parent or "")
        if parent is not None:
            first = links[parent.id][0]
            links[article.id] = [TopicLink(article.id, first.topic, 0.0, "secondary")]

