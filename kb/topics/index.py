"""The build step (``topics.json``) and the index the CLI and the app read."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kb.bookcache import BookCache, book_cache
from kb.errors import DataError, KBError
from kb.model import Library
from kb.progress import phase
from kb.topics.classify import TopicLink, classify
from kb.topics.links import reference_links, related_by_topic
from kb.topics.taxonomy import Topic, load_taxonomy

INDEX_FILE = "topics.json"
INDEX_VERSION = 1


def compute_index(
    library: Library, topics: Sequence[Topic] | None = None, nlp_cache: Path | None = None,
    books: BookCache | None = None,
) -> dict[str, Any]:
    """Classify every article of the library, set ``article.topics`` and return the JSON
    document written as ``topics.json`` (each book's scores kept in ``books``)."""
    topics = list(topics) if topics is not None else load_taxonomy()
    articles = library.all_articles()
    result = classify(articles, topics, nlp_cache, books)
    for article in articles:
        article.topics = [link.topic for link in result.links[article.id]]
    phase("articles apparentés d'un règlement à l'autre", 0.9)
    related = related_by_topic(library, result.links, result.lemma_counts)
    return _document(library, topics, result.links, related)


def _document(
    library: Library,
    topics: Sequence[Topic],
    links: dict[str, list[TopicLink]],
    related: dict[str, list[dict[str, Any]]],
) -> dict[str, Any]:
    """The JSON document of ``topics.json``: the articles' topic links (each topic's list
    sorted: primary first, then by score, then in the books' order) and their cross-links."""
    articles = library.all_articles()
    by_topic: dict[str, list[TopicLink]] = {t.id: [] for t in topics}
    for found in links.values():
        for link in found:
            by_topic[link.topic].append(link)
    order = {a.id: i for i, a in enumerate(articles)}
    for found in by_topic.values():
        found.sort(key=lambda link: (link.role != "primary", -link.score, order[link.article]))
    see, cited_by = reference_links(library)
    return {
        "version": INDEX_VERSION,
        "topics": [t.to_dict() for t in topics],
        "articles": {a.id: {"book": a.book, "topics": [link.to_dict() for link in links[a.id]]} for a in articles},
        "by_topic": {tid: [link.to_dict() for link in found] for tid, found in by_topic.items()},
        "related": {
            a.id: {"same_topic": related.get(a.id, []), "see": see.get(a.id, []), "cited_by": cited_by.get(a.id, [])}
            for a in articles
        },
    }


NLP_CACHE_DIRNAME = ".nlp"


def build_step(library: Library, out_dir: Path) -> None:
    """Build step: sets ``article.topics`` on every article and writes
    ``out_dir/topics.json``.

    Parsed texts are kept beside the build folder, in the cache root (a dot folder the
    build never prunes), so a rebuild caused by an unrelated code change does not rerun
    the model; each book's scores too (kb.bookcache), so a build of books all met before
    does not load it.
    """
    data = compute_index(library, nlp_cache=out_dir.parent / NLP_CACHE_DIRNAME, books=book_cache(out_dir))
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
        return asdict(self)


class TopicIndex:
    """The topics of the compiled knowledge base (read from ``topics.json``)."""

    def __init__(self, data: dict[str, Any]):
        if data.get("version") != INDEX_VERSION:
            raise DataError(f"topics index version {data.get('version')!r}, expected {INDEX_VERSION}")
        self.data = data
        self.topics: dict[str, Topic] = {
            t["id"]: Topic(t["id"], t["label"], t["description"], (), broad=t.get("broad", False), umbrella=t.get("umbrella", False))
            for t in data["topics"]
        }

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

    def topic_articles(self) -> dict[str, list[str]]:
        """Each topic's article ids, primary first (what ``kb.parameters.candidates`` looks
        in): ``{"time_clock": ["ropta:9.6", …], …}``."""
        return {tid: [link.article for link in self.articles_for(tid)] for tid in self.topics}

    def summary(self) -> dict[str, dict[str, Any]]:
        """``{topic_id: {"label": ..., "articles": [ids, primary first]}}``."""
        articles = self.topic_articles()
        return {tid: {"label": topic.label, "articles": articles[tid]} for tid, topic in self.topics.items()}


def load_topic_index(path: Path) -> TopicIndex:
    """The topic index written by ``build_step`` (``topics.json``)."""
    return TopicIndex(json.loads(path.read_text(encoding="utf-8")))


def topic_ids(topics: Iterable[Topic]) -> list[str]:
    return [t.id for t in topics]

