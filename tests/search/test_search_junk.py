"""Junk is junk: random characters and markup get no result list (kb.search.junk), the
query's real words as the suggestion when it has some; real queries are never junk."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from kb.datafiles import read_toml
from kb.knowledge import KnowledgeBase
from kb.search import Searcher
from kb.search.junk import is_markup, without_markup

DATA = Path(__file__).resolve().parent.parent / "data"
# the sets a query's figures are tuned on (never the blind nor the hold-out sets)
TUNED = ("search_relevance.toml", "search_questions.toml", "search_concepts_tuning.toml",
         "search_reworded_tuning.toml", "answer_cards.toml")

ALPHABETS = {
    "printable": string.printable,
    "letters and spaces": string.ascii_lowercase + "    ",
    "French keyboard": "azertyuiopqsdfghjklmwxcvbn éèàçù,;:!",
    "Latin-1": "".join(map(chr, range(32, 256))),
    "many scripts": "".join(map(chr, range(32, 0x3000))),
}


@pytest.fixture(scope="module")
def searcher(kb: KnowledgeBase) -> Searcher:
    return kb.searcher


@pytest.mark.parametrize("alphabet", ALPHABETS)
@pytest.mark.parametrize("seed", range(3))
def test_five_thousand_random_characters_find_nothing(searcher: Searcher, alphabet: str, seed: int) -> None:
    rng = random.Random(seed)
    query = "".join(rng.choice(ALPHABETS[alphabet]) for _ in range(5000))
    result = searcher.search(query)
    assert result.junk and result.hits == [] and result.total == 0 and result.suggestion is None


@pytest.mark.parametrize("seed", range(5))
def test_random_short_words_find_nothing(searcher: Searcher, seed: int) -> None:
    rng = random.Random(seed)
    query = " ".join("".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(2, 6))) for _ in range(12))
    result = searcher.search(query)
    assert result.junk and result.hits == [], query


@pytest.mark.parametrize("query", [
    '<script>alert(1)</script><div class="x"><p>hello</p></div>',
    "<img src=x onerror=alert(document.cookie)>",
    '<?xml version="1.0"?><root><item id="1"/></root>',
    "[link](http://example.com) **bold** `code`",
    '{"a": [1, 2, 3], "b": {"c": "d"}}',
    "{{ 7*7 }} ${x} <%= y %>",
])
def test_markup_finds_nothing(searcher: Searcher, query: str) -> None:
    result = searcher.search(query)
    assert result.junk and result.hits == [] and result.total == 0


@pytest.mark.parametrize(("query", "suggestion"), [
    ("<b>bouton mort</b>", "bouton mort"),
    ("<p>boutn mort</p>", "bouton mort"),
    ("&lt;tapis&gt;", "tapis"),
])
def test_markup_around_words_suggests_the_words(searcher: Searcher, query: str, suggestion: str) -> None:
    result = searcher.search(query)
    assert result.hits == [] and result.suggestion == suggestion
    assert searcher.search(suggestion).hits  # the suggestion finds what the words mean


def test_no_query_of_the_tuned_sets_is_junk(searcher: Searcher) -> None:
    queries = [r["q"] for name in TUNED for table in read_toml(DATA / name).values() if isinstance(table, list)
               for r in table if isinstance(r, dict) and "q" in r]
    assert len(queries) > 400
    assert [q for q in queries if searcher.search(q, limit=1).junk] == []


@pytest.mark.parametrize("query", [
    "bouton mort", "boutn mrot", "string bet", "shot clock", "A relance * 2", "@tda bouton #mort", "25/50 ante 50",
    "blindes 100/200, A relance à 600, B fait tapis pour 800. Que peut faire C ?", "xkcd",
])
def test_real_or_short_queries_are_not_junk(searcher: Searcher, query: str) -> None:
    assert not searcher.search(query).junk


def test_without_markup() -> None:
    assert without_markup("<p>le <b>bouton</b> mort</p>") == "le bouton mort"
    assert is_markup("a < b et c > d") is False and is_markup("<br/>") is True
