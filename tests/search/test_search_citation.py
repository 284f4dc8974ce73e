"""A query that cites an article by number opens that article first (kb.search.citation):
directors cite rules as « TDA 47 » or « ROPTA 9.6 »; before, « tda 47 » gave RedCactus 50
first (its text holds « 47 »), « ropta 9.6 » ROPTA 1.1."""

from __future__ import annotations

from typing import Any

import pytest

from kb.search.citation import book_cited, read_citation

NAMES = {"ropta": "ROPTA", "tda": "TDA", "aix": "Casino d'Aix", "ciaffone": "Ciaffone", "redcactus": "RedCactus"}


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("tda 47", ["tda:47"]),
        ("TDA 47", ["tda:47"]),
        ("ropta 9.6", ["ropta:9.6"]),
        ("ropta:9.6", ["ropta:9.6"]),
        ("Red Cactus 47", ["redcactus:47"]),
        ("ciaffone 1.11b", ["ciaffone:1.11.b"]),
        ("tda PR-9", ["tda:PR-9"]),
        ("article 9.6", ["ropta:9.6"]),
        ("règle 47", ["tda:47", "redcactus:47"]),
        ("regle n° 47", ["tda:47", "redcactus:47"]),
    ],
)
def test_a_cited_article_comes_first(kb: Any, query: str, first: list[str]) -> None:
    hits = [h.id for h in kb.search(query, limit=5).hits]
    assert hits[: len(first)] == first, hits


def test_words_and_amounts_are_no_citation(kb: Any) -> None:
    # a number alone may be an amount; a word that names no book is a search
    assert read_citation("47") is None and read_citation("30 secondes") is None
    assert book_cited("time", NAMES) is None
    assert kb.search("time 30", limit=1).hits[0].id != "tda:30"


def test_a_book_by_its_name_or_one_word_of_it() -> None:
    assert book_cited("red cactus", NAMES) == "redcactus"
    assert book_cited("aix", NAMES) == "aix" and book_cited("casino d'aix", NAMES) == "aix"
    assert book_cited("Ropta", NAMES) == "ropta"


def test_an_article_the_book_does_not_have_is_not_made_up(kb: Any) -> None:
    hits = [h.id for h in kb.search("tda 999", limit=5).hits]
    assert "tda:999" not in hits


@pytest.mark.parametrize("query", ["tda 47", "ropta 9.6", "règle 47", "article 9.6 relance"])
def test_the_count_of_articles_found_counts_a_cited_article_once(kb: Any, query: str) -> None:
    # a cited article the words matched too, beyond the shown limit, was counted twice
    # (« N articles trouvés » one too high)
    every = kb.search(query, limit=1000)
    assert every.total == len({h.id for h in every.hits})
    assert kb.search(query, limit=1).total == every.total
