"""Cross-links: same topic in the other books, and references both ways; CLI."""

from __future__ import annotations

import json

import pytest

from kb.cli import main
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.topics import TopicIndex


@pytest.fixture(scope="module")
def index(kb: KnowledgeBase) -> TopicIndex:
    return kb.topics


@pytest.fixture(scope="module")
def kb_library(kb: KnowledgeBase) -> Library:
    return kb.library


def test_related_tda_30_shows_redcactus_30_and_ropta_4_1(index: TopicIndex) -> None:
    same = [r.article for r in index.related("tda:30").same_topic]
    assert "redcactus:30" in same and "ropta:4.1" in same
    # Ranked: the two equivalents come before anything else of their books.
    assert same.index("redcactus:30") == 0


def test_related_ropta_3_5_shows_the_clock_in_every_other_book(index: TopicIndex) -> None:
    same = [r.article for r in index.related("ropta:3.5").same_topic]
    for expected in ["tda:29", "redcactus:29", "ciaffone:1.35", "aix:recommandations-au-joueur"]:
        assert expected in same


def test_related_are_other_books_at_most_three_each(index: TopicIndex, kb_library: Library) -> None:
    for article in kb_library.all_articles():
        related = index.related(article.id).same_topic
        books = [r.book for r in related]
        assert article.book not in books, article.id
        assert all(books.count(b) <= 3 for b in set(books)), article.id
        assert all(r.shared_topics for r in related), article.id


def test_references_both_ways(index: TopicIndex, kb_library: Library) -> None:
    for article in kb_library.all_articles():
        rel = index.related(article.id)
        for target in rel.see:
            assert article.id in index.related(target).cited_by, (article.id, target)
        for source in rel.cited_by:
            assert article.id in index.related(source).see, (source, article.id)
    # « Un joueur doit être installé à sa place pour demander le « Time » (Règle 30) ».
    assert "tda:30" in index.related("tda:29").see
    assert "tda:29" in index.related("tda:30").cited_by


def test_see_matches_resolved_refs(index: TopicIndex, kb_library: Library) -> None:
    for article in kb_library.all_articles():
        targets = {r.target for r in article.refs if r.target and r.target != article.id}
        assert set(index.related(article.id).see) == targets, article.id


def test_unknown_ids_are_clear_errors(index: TopicIndex) -> None:
    with pytest.raises(KBError, match="thème inconnu"):
        index.articles_for("no_such_topic")
    with pytest.raises(KBError, match="article inconnu"):
        index.related("tda:999")


@pytest.mark.slow
def test_cli_topics_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["topics", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["time_clock"]["label"]
    articles = data["time_clock"]["articles"]
    assert articles[:5] and "tda:29" in articles
    assert set(data) >= {"dead_button", "side_pots", "language"}


def test_cli_topics_one_topic_per_book(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["topics", "time_clock"]) == 0
    out = capsys.readouterr().out
    for expected in ["ropta:3.5", "tda:29", "redcactus:29", "ciaffone:1.35", "aix:recommandations-au-joueur"]:
        assert expected in out
    assert "Casino d'Aix" in out or "aix" in out


def test_cli_related_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["related", "tda:30", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["article"] for r in data["same_topic"]][:1] == ["redcactus:30"]
    assert "tda:29" in data["see"] and "tda:29" in data["cited_by"]


def test_cli_related_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["related", "TDA 30"]) == 0
    out = capsys.readouterr().out
    assert "Même sujet" in out and "redcactus:30" in out and "Cité par" in out
    assert main(["related", "tda:999"]) == 2
    assert main(["topics", "no_such_topic"]) == 2
    assert "thème inconnu" in capsys.readouterr().err


def test_cli_help_has_examples(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("topics", "related"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "exemples" in capsys.readouterr().out
