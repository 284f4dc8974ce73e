"""The topic classifier on the real articles of the five books (read from the build)."""

from __future__ import annotations

import pytest

from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.topics import TopicIndex, needs_topic


@pytest.fixture(scope="module")
def index(kb: KnowledgeBase) -> TopicIndex:
    return kb.topics


@pytest.fixture(scope="module")
def kb_library(kb: KnowledgeBase) -> Library:
    return kb.library


def _primary(index: TopicIndex, article_id: str) -> set[str]:
    return {link.topic for link in index.topics_of(article_id) if link.role == "primary"}


def test_every_rule_article_has_a_topic(index: TopicIndex, kb_library: Library) -> None:
    missing = [a.id for a in kb_library.all_articles() if needs_topic(a) and not index.topics_of(a.id)]
    assert missing == []


def test_article_topics_in_library_json_match_the_index(index: TopicIndex, kb_library: Library) -> None:
    for article in kb_library.all_articles():
        assert article.topics == [link.topic for link in index.topics_of(article.id)], article.id


@pytest.mark.parametrize(
    "article_id", ["ropta:3.5", "tda:29", "redcactus:29", "ciaffone:1.35", "aix:recommandations-au-joueur"]
)
def test_time_clock_articles_of_every_book(index: TopicIndex, article_id: str) -> None:
    assert "time_clock" in _primary(index, article_id)


def test_kb_topics_time_clock_lists_the_five_books(index: TopicIndex) -> None:
    ids = [link.article for link in index.articles_for("time_clock", role="primary")]
    for expected in ["ropta:3.5", "tda:29", "redcactus:29", "ciaffone:1.35", "aix:recommandations-au-joueur"]:
        assert expected in ids


@pytest.mark.parametrize(
    ("article_id", "topic"),
    [
        ("ropta:4.3", "dead_button"),
        ("tda:32", "dead_button"),
        ("ropta:4.4", "heads_up_button"),
        ("redcactus:34", "heads_up_button"),
        ("tda:35", "misdeal"),
        ("ciaffone:1.9", "misdeal"),
        ("ropta:6.7", "substantial_action"),
        ("tda:36", "substantial_action"),
        ("ropta:9.11", "single_chip"),
        ("ciaffone:1.20", "single_chip"),
        ("tda:45", "multiple_chips"),
        ("ropta:10.8", "odd_chip"),
        ("tda:20", "odd_chip"),
        ("ciaffone:1.30", "odd_chip"),
        ("ropta:10.7", "side_pots"),
        ("aix:paiement", "side_pots"),  # the casino's section: title names no topic
        ("ropta:3.2", "chip_race"),
        ("tda:24", "chip_race"),
        ("ropta:1.5", "language"),
        ("redcactus:4", "electronic_devices"),
        ("tda:71", "penalties"),
        ("ciaffone:1.26", "showdown_order"),
        ("tda:43", "min_raise"),
        ("tda:43", "fifty_percent_rule"),  # the main specific topic of the body besides the title's
        ("redcactus:56", "string_bet"),
        ("aix:les-erreurs-du-joueur", "out_of_turn"),  # « Parle avant son tour »
        ("ropta:5.4", "boxed_cards"),  # « FEUILLE MORTE », the French word for a boxed card
        ("ciaffone:1.14", "premature_cards"),  # « La donne -prématurée »: stray hyphen
        ("ciaffone:1.11", "reopening_betting"),  # « relance de décave »
        ("ropta:6.5", "deck_problems"),  # « LA CARTE MORTE MELEE A LA MAIN »: no accents
        ("tda:PR-4", "deck_problems"),  # « Paquet de donne mélangé accidentellement »
        ("ropta:9.2", "string_bet"),  # stated in its text; its worked example is on the 50 % rule
        ("ropta:1.10", "eliminations"),  # « SORTANTS SIMULTANES » in capitals, no accents
        ("ciaffone:1.10", "all_in"),  # « La décave »: a broad topic, dominant in a body whose title names none
    ],
)
def test_primary_topic_of_real_article(index: TopicIndex, article_id: str, topic: str) -> None:
    assert topic in _primary(index, article_id)


def test_title_outweighs_a_passing_mention(index: TopicIndex) -> None:
    # TDA 30 (at your seat) mentions the clock in passing: absent players first, time secondary.
    links = index.topics_of("tda:30")
    assert links[0].topic == "absent_players" and links[0].role == "primary"
    time_links = [link for link in links if link.topic == "time_clock"]
    assert time_links and time_links[0].role == "secondary"


def test_broad_topic_is_primary_only_by_title(index: TopicIndex) -> None:
    # Blinds are mentioned everywhere; they are primary for the articles titled on them.
    assert "blinds" in _primary(index, "redcactus:intro-les-blinds")
    assert "blinds" not in _primary(index, "tda:30")


@pytest.mark.parametrize(
    "topic", ["misdeal", "substantial_action", "boxed_cards", "wrong_number_of_cards", "premature_cards", "deck_problems"]
)
def test_umbrella_title_section_has_each_rule_primary(index: TopicIndex, topic: str) -> None:
    # « Les ERREURS du Croupier » names an umbrella topic only: each rule of the section
    # that its body states (two mentions or more) is a primary topic of it.
    assert topic in _primary(index, "aix:les-erreurs-du-croupier")


def test_umbrella_blinds_section_states_missed_blinds_and_straddle(index: TopicIndex) -> None:
    assert {"missed_blinds", "straddle"} <= _primary(index, "aix:les-blinds")


def test_umbrella_does_not_apply_beside_a_specific_title_topic(index: TopicIndex) -> None:
    # TDA 33 « Eviter les Blindes » names missed_blinds: only its main body topic joins it.
    primary = _primary(index, "tda:33")
    assert "missed_blinds" in primary and len(primary) <= 3


def test_lost_chips_article_keeps_a_topic_without_being_about_visibility(index: TopicIndex) -> None:
    links = index.topics_of("tda:64")
    assert links and "stack_visibility" not in _primary(index, "tda:64")


@pytest.mark.parametrize(
    ("article_id", "topic", "cited"),
    [
        ("tda:45", "fifty_percent_rule", "tda:43"),  # « la règle standard de 50% (Règle 43) »
        ("tda:46", "fifty_percent_rule", "tda:43"),
        ("tda:53", "substantial_action", "tda:36"),
    ],
)
def test_topic_applied_while_citing_its_article_is_secondary(
    index: TopicIndex, article_id: str, topic: str, cited: str
) -> None:
    assert topic in _primary(index, cited)
    links = [link for link in index.topics_of(article_id) if link.topic == topic]
    assert links and links[0].role == "secondary"


def test_title_expression_after_sans_is_negated(index: TopicIndex) -> None:
    # ROPTA 2.3 « ÉQUILIBRAGE DE TABLES (SANS FERMETURE DE TABLE) »
    primary = _primary(index, "ropta:2.3")
    assert "table_balancing" in primary and "table_breaking" not in primary


def test_struck_only_article_has_no_primary_topic(index: TopicIndex) -> None:
    # ROPTA 10-10 (« cartes jetées trop rapidement ») was struck out in 2025-02.
    assert all(link.role == "secondary" for link in index.topics_of("ropta:10-10"))


def test_articles_for_a_topic_are_primary_first(index: TopicIndex) -> None:
    roles = [link.role for link in index.articles_for("misdeal")]
    assert roles == sorted(roles, key=lambda r: r != "primary")
