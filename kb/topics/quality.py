"""Quality of the classifier against a hand-made reference (precision / recall)."""

from __future__ import annotations

from collections.abc import Iterable
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

