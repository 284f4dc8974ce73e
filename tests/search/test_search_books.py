"""Ranking that knows the reader (kb.search.books): the preferred book first among equals,
a book named in the query first, the senses of « appel » told apart, the players' short
words for the clock."""

from __future__ import annotations

import pytest

from kb.knowledge import KnowledgeBase
from kb.search import Searcher


@pytest.fixture(scope="module")
def searcher(kb: KnowledgeBase) -> Searcher:
    return kb.searcher


def ids(searcher: Searcher, query: str, **options: object) -> list[str]:
    return [h.id for h in searcher.search(query, limit=5, **options).hits]  # type: ignore[arg-type]


def test_appel_du_temps_with_the_ropta_preferred_gives_ropta_3_5_first(searcher: Searcher) -> None:
    assert ids(searcher, "appel du temps", prefer="ropta")[0] == "ropta:3.5"


def test_a_preferred_book_does_not_pass_a_clearly_better_article(searcher: Searcher) -> None:
    # the ROPTA's own dead button article is no match for « bouton mort » in the TDA's terms
    assert ids(searcher, "bouton mort", prefer="aix")[:1] == ids(searcher, "bouton mort")[:1]


def test_the_preferred_book_changes_only_the_order(searcher: Searcher) -> None:
    plain = searcher.search("appel du temps", limit=1000)
    preferred = searcher.search("appel du temps", limit=1000, prefer="ropta")
    assert plain.total == preferred.total and {h.id for h in plain.hits} == {h.id for h in preferred.hits}


@pytest.mark.parametrize(("query", "first"), [
    ("ropta temps de réflexion", "ropta:3.5"),
    ("selon le TDA bouton mort", "tda:32"),
    ("règle TDA temps", "tda:29"),
    ("temps de réflexion selon Red Cactus", "redcactus:29"),
])
def test_a_book_named_in_the_query_comes_first(searcher: Searcher, query: str, first: str) -> None:
    result = searcher.search(query, limit=5)
    assert result.named_book == first.split(":")[0] and result.hits[0].id == first


def test_a_named_book_outside_the_books_searched_is_not_named(searcher: Searcher) -> None:
    result = searcher.search("selon le TDA bouton mort", books=["ropta"])
    assert result.named_book is None and {h.book for h in result.hits} == {"ropta"}


def test_the_name_alone_still_searches(searcher: Searcher) -> None:
    result = searcher.search("ropta")
    assert result.named_book == "ropta" and result.hits


@pytest.mark.parametrize("query", ["chrono", "clock", "shot clock", "mettre le chrono"])
def test_players_short_words_find_the_time_rules(searcher: Searcher, query: str) -> None:
    assert {"ropta:3.5", "tda:29", "ciaffone:1.35"} <= set(ids(searcher, query))


def also(searcher: Searcher, query: str) -> set[str]:
    return {f for _, forms in searcher.search(query).also_searched() for f in forms}


@pytest.mark.parametrize("query", ["appel du temps", "appeler le floor", "faire appel de la décision"])
def test_appel_is_no_telephone_by_itself(searcher: Searcher, query: str) -> None:
    assert "téléphone" not in also(searcher, query)


@pytest.mark.parametrize("query", ["il reçoit un appel à la table", "le joueur répond à un appel pendant la main",
                                   "il passe un coup de fil pendant le coup"])
def test_a_phone_call_is_a_telephone(searcher: Searcher, query: str) -> None:
    assert "téléphone" in also(searcher, query)
