"""Quality floors of the classifier against the hand-made reference
(tests/data/topics_reference.toml, written by reading the books)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.build import load_kb_library
from kb.topics import Score, evaluate, load_reference, load_topic_index, needs_topic

REFERENCE = Path(__file__).resolve().parent.parent / "data" / "topics_reference.toml"
BOOKS = {"ropta", "tda", "aix", "ciaffone", "redcactus"}


@pytest.fixture(scope="module")
def scores() -> dict[str, Score]:
    library = load_kb_library()
    headings = [a.id for a in library.all_articles() if not needs_topic(a)]
    return evaluate(load_topic_index().data, load_reference(REFERENCE), ignore=headings)


def test_reference_covers_15_topics_in_all_five_books() -> None:
    reference = load_reference(REFERENCE)
    assert len(reference) >= 15
    library = load_kb_library()
    for topic, books in reference.items():
        assert set(books) == BOOKS, topic
        for book, ids in books.items():
            for article_id in ids:
                assert article_id in library, (topic, article_id)
                assert library.get(article_id).book == book, (topic, article_id)


def test_recall_floor(scores: dict[str, Score]) -> None:
    total = Score()
    for s in scores.values():
        total.add(s)
    assert total.recall >= 0.9, f"recall {total.recall:.3f}; missed: {total.missed}"


def test_precision_floor(scores: dict[str, Score]) -> None:
    total = Score()
    for s in scores.values():
        total.add(s)
    assert total.precision >= 0.8, f"precision {total.precision:.3f}; extra: {total.false_positives}"


def test_evaluate_counts_per_book() -> None:
    data = {
        "by_topic": {"t": [
            {"article": "a:1", "role": "primary"},
            {"article": "b:1", "role": "primary"},
            {"article": "b:2", "role": "secondary"},
        ]},
        "articles": {"a:1": {"book": "a"}, "b:1": {"book": "b"}, "b:2": {"book": "b"}},
    }
    s = evaluate(data, {"t": {"a": ["a:1"], "b": ["b:2"]}})["t"]
    assert (s.tp, s.fp, s.fn) == (1, 1, 1)
    assert s.false_positives == ["b:1"] and s.missed == ["b:2"]
