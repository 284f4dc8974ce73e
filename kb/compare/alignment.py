"""Aligned articles: for a topic, the best-matching article of each book (from the topic
index when given, else from the articles the parameters cite, else from a lexical score
against the topic's patterns)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from kb.compare.tokens import words
from kb.model import Article, Library
from kb.parameters import Parameter


@dataclass
class Aligned:
    """The best article of each book for a topic (None where the book has none)."""

    topic: str
    articles: dict[str, str | None]
    source: str  # "topics" (topic index) | "parameters" (cited articles) | "lexical"

    def to_dict(self) -> dict[str, Any]:
        return {"topic": self.topic, "articles": self.articles, "source": self.source}


def aligned_articles(
    topic: str,
    library: Library,
    *,
    index: Any | None = None,
    params: Iterable[Parameter] | None = None,
    patterns: Sequence[str] = (),
) -> Aligned:
    """For ``topic``, the best-matching article of each book.

    With ``index`` (a :class:`kb.topics.TopicIndex`) the topic index decides (primary links
    first, then score). Without it, the articles most cited by the topic's parameters; for
    books no parameter cites, a lexical score of the title and text against the topic's
    ``patterns``.
    """
    books = list(library.books)
    chosen: dict[str, str | None] = dict.fromkeys(books)
    if index is not None:
        for link in index.articles_for(topic):
            book = link.article.split(":", 1)[0]
            if book in chosen and chosen[book] is None and link.article in library.articles:
                chosen[book] = link.article
        return Aligned(topic, chosen, "topics")
    cited = _cited(topic, params or ())
    any_cited = any(cited.values())
    source = "parameters"
    for book in books:
        if cited.get(book):
            chosen[book] = cited[book].most_common(1)[0][0]
    if patterns:
        for book in books:
            if chosen[book] is None:
                best = _lexical_best(library.by_book(book), patterns)
                if best is not None:
                    chosen[book] = best
                    source = "parameters+lexical" if any_cited else "lexical"
    return Aligned(topic, chosen, source)


def _cited(topic: str, params: Iterable[Parameter]) -> dict[str, Counter[str]]:
    """Per book, how often the topic's parameters cite each of its articles."""
    cited: dict[str, Counter[str]] = defaultdict(Counter)
    for p in params:
        if p.topic != topic:
            continue
        for book, bv in p.values.items():
            if bv is not None:
                cited[book][bv.article] += 1
    return cited


def _lexical_best(articles: Sequence[Article], patterns: Sequence[str]) -> str | None:
    keys = [" ".join(words(p)) for p in patterns if p.strip()]
    best: tuple[float, str] | None = None
    for art in articles:
        title = " " + " ".join(words(art.title)) + " "
        body = " " + " ".join(words(art.text)) + " "
        score = sum(6 * title.count(f" {k} ") + body.count(f" {k} ") for k in keys if k)
        if score and (best is None or score > best[0]):
            best = (score, art.id)
    return best[1] if best else None
