"""Topics shared by the five rulebooks, and the cross-links between their articles.

- The taxonomy is data: ``kb/data/topics.toml`` (id, French label, description, patterns).
- The classifier matches the patterns on lemmas with a spaCy ``Matcher`` over
  ``token.norm_`` (the lower-case, accent-folded lemma set by ``kb.nlp``), weighted by
  where they match: title ≫ body > worked examples > struck wording. An article may have
  several topics; each (article, topic) gets a score and a role: ``primary`` (what the
  article is about) or ``secondary`` (it also deals with it).
- Cross-links: for each article, the articles of the other books on the same topics,
  ranked by topic overlap and text similarity (TF-IDF cosine on lemmas), at most three per
  book; and the resolved references both ways ("voir" / "cité par").

The build step (``build_step``) runs spaCy once and writes ``topics.json`` into the build
cache; the CLI and the app read it with ``load_topic_index()`` and never rerun spaCy.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.errors import DataError, KBError
from kb.model import Article, Library

TOPICS_FILE = Path(__file__).resolve().parent / "data" / "topics.toml"
INDEX_FILE = "topics.json"
INDEX_VERSION = 1

# Where a match counts: title ≫ body > examples > struck wording.
SEGMENT_WEIGHTS = {"title": 6.0, "text": 1.0, "examples": 0.5, "struck": 0.3}
WEAK_WEIGHT = 0.2
# An (article, topic) pair is kept from this score on.
MIN_SCORE = 1.0
# Primary (see _decide): the title names the topic; or it is the main specific topic of
# the body from this score (about three mentions); or the title names no topic at all
# and the body score reaches COARSE_MIN_BODY.
PRIMARY_MIN_BODY = 1.9
COARSE_MIN_BODY = 1.6
# Article kinds that are mere headings of a group of articles.
HEADING_KINDS = frozenset({"part"})
MAX_RELATED_PER_BOOK = 3
# A related article must reach this score (topic overlap + 2 × text similarity): below
# it, the link is one passing mention shared by two unrelated articles.
MIN_RELATED_SCORE = 0.3

ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
# Small words that may sit between the words of an expression ("demander DU temps").
GAP_POS = ["DET", "ADP", "PRON", "CCONJ", "SCONJ", "AUX", "PART"]
GAP_PUNCT = ["-", "'", "’", "«", "»", '"', "“", "”", "(", ")"]
FUNCTION_POS = frozenset(GAP_POS) | {"PUNCT", "SPACE", "SYM"}


# --------------------------------------------------------------------------------------
# Taxonomy
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Topic:
    """One topic of the taxonomy."""

    id: str
    label: str
    description: str
    patterns: tuple[str, ...]
    weak: tuple[str, ...] = ()
    broad: bool = False  # primary only when an article's title names it
    titles: tuple[str, ...] = ()  # expressions that count only in a title

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "description": self.description, "broad": self.broad}


def load_taxonomy(path: Path = TOPICS_FILE) -> list[Topic]:
    """Read and validate ``topics.toml``; every problem is a DataError naming the topic."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError(f"cannot read the topics: {exc}", path=str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"topics file is not valid TOML: {exc}", path=str(path)) from None
    entries = raw.get("topic")
    if not isinstance(entries, list) or not entries:
        raise DataError("no [[topic]] entries", path=str(path))
    topics: list[Topic] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        tid = entry.get("id") if isinstance(entry, dict) else None
        where = f"topic #{i + 1} ({tid or '?'})"
        if not isinstance(tid, str) or not ID_RE.match(tid):
            raise DataError(f"{where}: 'id' must be a lower-case identifier", path=str(path))
        if tid in seen:
            raise DataError(f"{where}: duplicate id", path=str(path))
        seen.add(tid)
        for key in ("label", "description"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise DataError(f"{where}: '{key}' must be a non-empty string", path=str(path))
        lists: dict[str, tuple[str, ...]] = {}
        for key in ("patterns", "weak", "titles"):
            value = entry.get(key, [])
            if not isinstance(value, list) or not all(isinstance(p, str) and p.strip() for p in value):
                raise DataError(f"{where}: '{key}' must be a list of non-empty strings", path=str(path))
            lists[key] = tuple(value)
        if not lists["patterns"]:
            raise DataError(f"{where}: needs at least one pattern", path=str(path))
        unknown = set(entry) - {"id", "label", "description", "patterns", "weak", "broad", "titles"}
        if unknown:
            raise DataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}", path=str(path))
        broad = entry.get("broad", False)
        if not isinstance(broad, bool):
            raise DataError(f"{where}: 'broad' must be true or false", path=str(path))
        topics.append(
            Topic(
                tid,
                entry["label"].strip(),
                entry["description"].strip(),
                lists["patterns"],
                lists["weak"],
                broad,
                lists["titles"],
            )
        )
    return topics


# --------------------------------------------------------------------------------------
# Matching
# --------------------------------------------------------------------------------------


def _prepare(text: str) -> str:
    """Lower-case text written in capitals (ROPTA titles): the model lemmatizes "RELANCES"
    as a verb and leaves "TABLES" alone, but gets the lower-case words right."""
    letters = [c for c in text if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) > 0.6 * len(letters):
        return text.lower()
    return text


SEPARATOR = "¶"  # stands for a clause boundary in the content view of a text


def _alternatives(token: Any) -> list[str]:
    """The forms a pattern word may take in a text: its folded lemma, its folded surface."""
    from kb.nlp import fold

    return sorted({token.norm_, fold(token.text)})


def _is_gap(token: Any) -> bool:
    return token.is_space or (token.is_punct and token.text in GAP_PUNCT)


# Small words that carry meaning in an expression ("plusieurs jetons" ≠ "ses jetons"),
# and verbs that do not ("le matériel a la table" in capitals, "a" tagged as a verb).
KEEP_NORMS = frozenset({"plusieurs", "seul", "aucun", "chaque", "sans", "pas", "plus", "moins"})
FUNCTION_NORMS = frozenset({"avoir", "etre"})


def _is_function(token: Any) -> bool:
    if token.norm_ in KEEP_NORMS:
        return False
    return token.pos_ in FUNCTION_POS or token.is_punct or token.norm_ in FUNCTION_NORMS


def full_view(doc: Any) -> list[str]:
    """Every word of a text as folded lemmas (quotes, hyphens and spaces dropped)."""
    return [t.norm_ for t in doc if not _is_gap(t)]


def content_view(doc: Any) -> list[str]:
    """The content words of a text as folded lemmas; small words (le, de, à…) are
    dropped, and other punctuation becomes a boundary an expression cannot cross."""
    words: list[str] = []
    for t in doc:
        if _is_gap(t):
            continue
        if _is_function(t):
            if t.is_punct and words and words[-1] != SEPARATOR:
                words.append(SEPARATOR)
            continue
        words.append(t.norm_)
    return words


def compile_pattern(doc: Any) -> tuple[str, list[list[str]]] | None:
    """The word sequences an expression matches, and on which view of the text.

    An expression with two content words or more ("demander le temps") matches on the
    content view, so "demander du temps" matches too. An expression with a single content
    word keeps its small words ("à son tour") so that it stays specific: it matches on the
    full view. Each word may appear as its lemma or as written.
    """
    import itertools

    tokens = [t for t in doc if not _is_gap(t)]
    content = [t for t in tokens if not _is_function(t)]
    if not tokens or not content:
        return None
    view, words = ("content", content) if len(content) >= 2 else ("full", tokens)
    return view, [list(seq) for seq in itertools.product(*(_alternatives(t) for t in words))]


class TopicMatcher:
    """The taxonomy compiled into two spaCy PhraseMatchers (one per view of a text);
    ``scores(doc)`` → {topic: raw score}."""

    def __init__(self, topics: Sequence[Topic]):
        from spacy.matcher import PhraseMatcher
        from spacy.tokens import Doc

        from kb.nlp import get_nlp

        self.nlp = get_nlp()
        self.vocab = self.nlp.vocab
        self.topics = list(topics)
        self.matchers = {"full": PhraseMatcher(self.vocab), "content": PhraseMatcher(self.vocab)}
        # match key → (topic id, kind): kind is "strong", "weak" or "title"
        self.keys: dict[int, tuple[str, str]] = {}
        texts: list[tuple[str, str, str]] = []
        for topic in self.topics:
            texts += [(topic.id, p, "strong") for p in topic.patterns]
            texts += [(topic.id, p, "weak") for p in topic.weak]
            texts += [(topic.id, p, "title") for p in topic.titles]
        docs = self.nlp.pipe([_prepare(t) for _, t, _ in texts])
        for (tid, _text, kind), doc in zip(texts, docs, strict=True):
            compiled = compile_pattern(doc)
            if compiled is None:
                continue
            view, sequences = compiled
            key = f"{tid}|{kind}"
            self.matchers[view].add(key, [Doc(self.vocab, words=seq) for seq in sequences])
            self.keys[self.vocab.strings[key]] = (tid, kind)

    def scores(self, doc: Any, in_title: bool = False) -> dict[str, tuple[float, float]]:
        """Per topic: (strong, weak) raw scores, the number of its non-overlapping pattern
        and weak-word matches (weak ones weigh WEAK_WEIGHT). For a topic, overlapping
        matches count once, the longest and strongest first. Title-only expressions
        count as patterns when ``in_title``, and not at all otherwise."""
        from spacy.tokens import Doc

        spans: dict[str, list[tuple[int, int, float]]] = defaultdict(list)
        for view, words in (("full", full_view(doc)), ("content", content_view(doc))):
            if not words:
                continue
            for match_id, start, end in self.matchers[view](Doc(self.vocab, words=words)):
                tid, kind = self.keys[match_id]
                if kind == "title" and not in_title:
                    continue
                weight = WEAK_WEIGHT if kind == "weak" else 1.0
                spans[f"{view}|{tid}"].append((start, end, weight))
        out: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for key, found in spans.items():
            tid = key.split("|", 1)[1]
            # Longest first, then keep the ones that do not overlap a kept one.
            found.sort(key=lambda s: (-(s[1] - s[0]), -s[2], s[0]))
            taken: list[tuple[int, int]] = []
            for start, end, weight in found:
                if any(start < e and s < end for s, e in taken):
                    continue
                taken.append((start, end))
                out[tid][0 if weight == 1.0 else 1] += weight
        return {tid: (strong, weak) for tid, (strong, weak) in out.items()}


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
    seconds: float = 0.0


def needs_topic(article: Article) -> bool:
    """Every article must get a topic except headings of a group (ROPTA/RedCactus parts,
    empty TDA section titles)."""
    if article.kind in HEADING_KINDS:
        return False
    return bool(article.text.strip() or article.examples or article.struck)


Segments = dict[str, dict[str, tuple[float, float]]]  # segment → topic → (strong, weak)


def _decide(article: Article, per_segment: Segments, broad: frozenset[str]) -> list[TopicLink]:
    """Scores and roles of the topics of one article.

    A topic is primary when the title names it (a full pattern, not a weak word); or when
    it is the article's main specific topic besides the title's (the highest body score
    among the topics that are neither broad nor in the title, from PRIMARY_MIN_BODY, about
    three mentions); or, for an article whose title names no topic (the casino's broad
    sections), when the body states it (score ≥ COARSE_MIN_BODY). An article without
    current wording (struck out) has secondary topics only.
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
            elif strong:
                # Only patterns (not weak words) can make a topic primary.
                body[tid] += weight * _dampen(strong)
    kept = {t: s for t, s in totals.items() if s >= MIN_SCORE}
    if not kept:
        return []
    specific = sorted((t for t in body if t not in broad and t not in in_title), key=lambda t: (-body[t], t))
    main = specific[0] if specific and body[specific[0]] >= PRIMARY_MIN_BODY else None
    current = bool(article.text.strip())
    links = []
    for tid, score in kept.items():
        primary = current and (
            tid in in_title or tid == main or (not in_title and tid not in broad and body.get(tid, 0.0) >= COARSE_MIN_BODY)
        )
        links.append(TopicLink(article.id, tid, score, "primary" if primary else "secondary", tid in in_title))
    links.sort(key=lambda link: (link.role != "primary", -link.score, link.topic))
    return links


def classify(
    articles: Sequence[Article], topics: Sequence[Topic] | None = None, nlp_cache: Path | None = None
) -> Classification:
    """Topics of each article (best first), from one spaCy pass over all their texts
    (texts already parsed are read from ``nlp_cache`` when given, see kb.nlp.parse_texts)."""
    import time

    from kb.nlp import parse_texts

    topics = list(topics) if topics is not None else load_taxonomy()
    t0 = time.perf_counter()
    matcher = TopicMatcher(topics)
    jobs: list[tuple[str, str, str]] = []
    for article in articles:
        jobs += [(article.id, name, text) for name, text in article_segments(article)]
    per_article: dict[str, Segments] = defaultdict(lambda: defaultdict(dict))
    lemma_counts: dict[str, Counter[str]] = defaultdict(Counter)
    docs = parse_texts([t for _, _, t in jobs], cache_dir=nlp_cache)
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
    broad = frozenset(t.id for t in topics if t.broad)
    links: dict[str, list[TopicLink]] = {}
    for article in articles:
        found = _decide(article, per_article.get(article.id, {}), broad)
        links[article.id] = found
    _fill_gaps(articles, links, per_article)
    return Classification(links, dict(lemma_counts), time.perf_counter() - t0)


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


# --------------------------------------------------------------------------------------
# Cross-links
# --------------------------------------------------------------------------------------


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
        targets: list[str] = []
        for ref in article.refs:
            if ref.target and ref.target != article.id and ref.target not in targets:
                targets.append(ref.target)
        see[article.id] = targets
        for target in targets:
            if article.id not in cited_by[target]:
                cited_by[target].append(article.id)
    return see, dict(cited_by)


# --------------------------------------------------------------------------------------
# Build step and index
# --------------------------------------------------------------------------------------


def compute_index(
    library: Library, topics: Sequence[Topic] | None = None, nlp_cache: Path | None = None
) -> dict[str, Any]:
    """Classify every article of the library, set ``article.topics`` and return the JSON
    document written as ``topics.json``."""
    topics = list(topics) if topics is not None else load_taxonomy()
    articles = library.all_articles()
    result = classify(articles, topics, nlp_cache)
    for article in articles:
        article.topics = [link.topic for link in result.links[article.id]]
    by_topic: dict[str, list[TopicLink]] = {t.id: [] for t in topics}
    for found in result.links.values():
        for link in found:
            by_topic[link.topic].append(link)
    order = {a.id: i for i, a in enumerate(articles)}
    for found in by_topic.values():
        found.sort(key=lambda link: (link.role != "primary", -link.score, order[link.article]))
    see, cited_by = reference_links(library)
    related = related_by_topic(library, result.links, result.lemma_counts)
    return {
        "version": INDEX_VERSION,
        "nlp_seconds": round(result.seconds, 3),
        "topics": [t.to_dict() for t in topics],
        "articles": {
            a.id: {"book": a.book, "topics": [link.to_dict() for link in result.links[a.id]]} for a in articles
        },
        "by_topic": {tid: [link.to_dict() for link in found] for tid, found in by_topic.items()},
        "related": {
            a.id: {"same_topic": related.get(a.id, []), "see": see.get(a.id, []), "cited_by": cited_by.get(a.id, [])}
            for a in articles
        },
    }


def build_step(library: Library, out_dir: Path) -> None:
    """Build step (called by kb.build before library.json is written): sets
    ``article.topics`` on every article and writes ``out_dir/topics.json``."""
    from kb.build import cache_root

    # Parsed texts are kept apart from the build folders (a dot folder is never pruned),
    # so a rebuild caused by an unrelated code change does not rerun the model.
    data = compute_index(library, nlp_cache=cache_root() / ".nlp")
    (out_dir / INDEX_FILE).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@dataclass
class RelatedArticle:
    """An article of another book on the same topic(s)."""

    article: str
    book: str
    score: float
    topic_overlap: float
    similarity: float
    shared_topics: list[str]


@dataclass
class Related:
    """The cross-links of one article."""

    article: str
    same_topic: list[RelatedArticle] = field(default_factory=list)
    see: list[str] = field(default_factory=list)  # "voir": articles this one refers to
    cited_by: list[str] = field(default_factory=list)  # "cité par": articles referring to it

    def to_dict(self) -> dict[str, Any]:
        return {
            "article": self.article,
            "same_topic": [vars(r) for r in self.same_topic],
            "see": self.see,
            "cited_by": self.cited_by,
        }


class TopicIndex:
    """The topics of the compiled knowledge base (read from ``topics.json``)."""

    def __init__(self, data: dict[str, Any]):
        if data.get("version") != INDEX_VERSION:
            raise DataError(f"topics index version {data.get('version')!r}, expected {INDEX_VERSION}")
        self.data = data
        self.topics: dict[str, Topic] = {
            t["id"]: Topic(t["id"], t["label"], t["description"], (), broad=t.get("broad", False))
            for t in data["topics"]
        }
        self.nlp_seconds: float = data.get("nlp_seconds", 0.0)

    def _check_topic(self, topic: str) -> None:
        if topic not in self.topics:
            raise KBError(f"thème inconnu : {topic!r} (voir `kb topics` pour la liste)")

    def _check_article(self, article_id: str) -> None:
        if article_id not in self.data["articles"]:
            raise KBError(f"article inconnu : {article_id!r}")

    def articles_for(self, topic: str, role: str | None = None) -> list[TopicLink]:
        """The articles of a topic, primary first, then by score."""
        self._check_topic(topic)
        links = [TopicLink(**d) for d in self.data["by_topic"].get(topic, [])]
        return [link for link in links if role is None or link.role == role]

    def topics_of(self, article_id: str) -> list[TopicLink]:
        """The topics of an article, best first."""
        self._check_article(article_id)
        return [TopicLink(**d) for d in self.data["articles"][article_id]["topics"]]

    def related(self, article_id: str) -> Related:
        """Same topic in the other books (at most three per book), "voir" and "cité par"."""
        self._check_article(article_id)
        entry = self.data["related"][article_id]
        return Related(
            article_id,
            [RelatedArticle(**r) for r in entry["same_topic"]],
            list(entry["see"]),
            list(entry["cited_by"]),
        )

    def summary(self) -> dict[str, dict[str, Any]]:
        """``{topic_id: {"label": ..., "articles": [ids, primary first]}}``."""
        return {
            tid: {"label": topic.label, "articles": [link.article for link in self.articles_for(tid)]}
            for tid, topic in self.topics.items()
        }


_INDEX_CACHE: dict[Path, TopicIndex] = {}


def load_topic_index(cache_dir: Path | None = None) -> TopicIndex:
    """The topic index of the compiled knowledge base (built if needed), read once."""
    if cache_dir is None:
        from kb.build import ensure_built

        cache_dir = ensure_built().cache_dir
    cached = _INDEX_CACHE.get(cache_dir)
    if cached is None:
        path = cache_dir / INDEX_FILE
        if not path.exists():
            raise KBError(f"pas d'index des thèmes dans {cache_dir} (relancer `kb build`)")
        cached = TopicIndex(json.loads(path.read_text(encoding="utf-8")))
        _INDEX_CACHE.clear()
        _INDEX_CACHE[cache_dir] = cached
    return cached


def topic_ids(topics: Iterable[Topic]) -> list[str]:
    return [t.id for t in topics]


# --------------------------------------------------------------------------------------
# Quality against a hand-made reference
# --------------------------------------------------------------------------------------


@dataclass
class Score:
    """Precision / recall of the primary articles against the reference."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    false_positives: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    def add(self, other: Score) -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn
        self.false_positives += other.false_positives
        self.missed += other.missed


def load_reference(path: Path) -> dict[str, dict[str, list[str]]]:
    """``{topic: {book: [article ids]}}`` from a reference TOML file."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"cannot read the topic reference: {exc}", path=str(path)) from None
    return {t: {b: list(ids) for b, ids in books.items()} for t, books in raw.items()}


def evaluate(
    data: dict[str, Any], reference: dict[str, dict[str, list[str]]], ignore: Iterable[str] = ()
) -> dict[str, Score]:
    """Precision / recall per topic of the classifier's primary articles (``data`` is the
    content of ``topics.json``) against the reference, book by book, over the books the
    reference lists. Articles in ``ignore`` (group headings) are not counted."""
    skip = set(ignore)
    scores: dict[str, Score] = {}
    for topic, books in reference.items():
        if topic not in data["by_topic"]:
            raise DataError(f"reference topic {topic!r} is not in the taxonomy")
        predicted = {
            link["article"]
            for link in data["by_topic"][topic]
            if link["role"] == "primary" and link["article"] not in skip
        }
        score = Score()
        for book, expected_ids in books.items():
            expected = set(expected_ids)
            got = {a for a in predicted if data["articles"].get(a, {}).get("book") == book}
            score.tp += len(got & expected)
            score.fp += len(got - expected)
            score.fn += len(expected - got)
            score.false_positives += sorted(got - expected)
            score.missed += sorted(expected - got)
        scores[topic] = score
    return scores
