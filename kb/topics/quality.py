"""Quality of the classifier against a hand-made reference (precision / recall)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.datafiles import read_toml
from kb.errors import DataError


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
    raw = read_toml(path)
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



@dataclass(frozen=True)
class ExpectedBook:
    """The primary topics a director expects for each article of a book of their own
    (``tests/topics/fixtures/*.toml``: the book's file, its id, ``[articles]`` by number)."""

    book: str
    title: str
    role: str  # tuning | holdout
    articles: dict[str, tuple[str, ...]]  # article id → expected primary topics


def load_expected_book(path: Path, known_topics: Iterable[str]) -> ExpectedBook:
    """Read an expected-topics file; a topic not in the taxonomy is a DataError naming it.

    ``"3" = ["rebuys"]`` in a file of ``book = "club"`` → ``{"club:3": ("rebuys",)}``."""
    raw = read_toml(path)
    known = set(known_topics)
    book = raw["book"]
    articles: dict[str, tuple[str, ...]] = {}
    for number, topics in raw["articles"].items():
        unknown = [t for t in topics if t not in known]
        if unknown:
            raise DataError(f"{path.name}: article {number} : thème inconnu {unknown[0]!r}")
        articles[f"{book}:{number}"] = tuple(topics)
    return ExpectedBook(book, raw["title"], raw.get("role", "tuning"), articles)


def score_articles(expected: dict[str, tuple[str, ...]], predicted: Mapping[str, Iterable[str]]) -> Score:
    """Precision / recall over (article, primary topic) pairs of the articles ``expected``
    lists; ``false_positives`` and ``missed`` read ``club:3 +all_in`` / ``club:3 -rebuys``."""
    score = Score()
    for article_id, want in expected.items():
        got, exp = set(predicted.get(article_id, ())), set(want)
        score.tp += len(got & exp)
        score.fp += len(got - exp)
        score.fn += len(exp - got)
        score.false_positives += [f"{article_id} +{t}" for t in sorted(got - exp)]
        score.missed += [f"{article_id} -{t}" for t in sorted(exp - got)]
    return score
