"""Candidate values « à vérifier » for a book no parameter file names yet (an imported
book): for each numeric parameter, the sentences of the book that state a quantity of the
parameter's unit, ranked by how much they look like what the other books say about it.

Each candidate carries its sentence, word for word from the article (so it can be pasted
as the ``quote`` of a parameter file), and the TOML a rules expert accepts it with::

    [parameter.values.club]  # time.seconds_after_call — à vérifier
    value = 45
    article = "club:3"
    quote = "Un joueur dispose de quarante-cinq secondes après l'appel du time."
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from kb.model import Article, Library
from kb.parameters.model import Parameter
from kb.quantities import extract
from kb.text import fold

# A sentence: up to a full stop, a question or exclamation mark, or a line end.
_SENTENCE = re.compile(r"[^\n.!?]+(?:[.!?]+|$)", re.MULTILINE)
_WORD = re.compile(r"[a-z0-9]{3,}")
TOPIC_BONUS = 0.3  # a sentence of an article classified under the parameter's topic


@dataclass
class Candidate:
    """A value the quantity extractor proposes for ``parameter`` in ``book`` (à vérifier)."""

    parameter: str
    label: str
    book: str
    article: str
    sentence: str
    value: int | float
    unit: str
    score: float

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["score"] = round(self.score, 3)
        d["status"] = "à vérifier"
        return d

    def toml(self) -> str:
        """The parameter-file table that accepts this candidate."""
        return "\n".join([
            f"[parameter.values.{self.book}]  # {self.parameter} — à vérifier",
            f"value = {self.value}",
            f"article = {json.dumps(self.article)}",
            f"quote = {json.dumps(self.sentence, ensure_ascii=False)}",
        ])


def sentences(text: str) -> list[str]:
    """The sentences of an article's text, as written.
    ``sentences("Un. Deux\\nTrois")`` → ``["Un.", "Deux", "Trois"]``."""
    return [m.group().strip() for m in _SENTENCE.finditer(text) if m.group().strip()]


def _words(text: str) -> set[str]:
    return set(_WORD.findall(fold(text)))


def _likeness(sentence: str, references: list[set[str]]) -> float:
    """How much a sentence shares with the other books' quotes (best Jaccard)."""
    words = _words(sentence)
    return max((len(words & ref) / len(words | ref) for ref in references if words | ref), default=0.0)


def _book_candidates(p: Parameter, articles: list[Article], on_topic: set[str], nlp: Any) -> list[Candidate]:
    references = [_words(bv.quote) for bv in p.values.values() if bv is not None]
    found: list[Candidate] = []
    for article in articles:
        for sentence in sentences(article.text):
            for q in extract(sentence, nlp):
                if q.unit != p.unit:
                    continue
                score = _likeness(sentence, references) + (TOPIC_BONUS if article.id in on_topic else 0.0)
                found.append(Candidate(p.id, p.label, article.book, article.id, sentence, q.number, q.unit, score))
    return found


def candidates(
    params: Iterable[Parameter],
    library: Library,
    book: str,
    topic_articles: Mapping[str, Iterable[str]],
    *,
    per_parameter: int = 3,
    nlp: Any | None = None,
) -> list[Candidate]:
    """The best ``per_parameter`` candidates of each numeric parameter (with a unit) that
    ``book`` has no value for yet; ``topic_articles`` maps a topic to its articles (the
    topic index's links)."""
    articles = library.by_book(book)
    out: list[Candidate] = []
    for p in params:
        if p.type != "number" or not p.unit or not p.is_unfilled(book):
            continue
        found = _book_candidates(p, articles, set(topic_articles.get(p.topic, ())), nlp)
        found.sort(key=lambda c: -c.score)
        out += found[:per_parameter]
    return out
