"""The taxonomy (kb/data/topics.toml) and its loader."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.bookcache import BookCache
from kb.errors import DataError
from kb.nlp import parse
from kb.topics import TopicMatcher, load_taxonomy

REQUIRED = [
    "time_clock", "table_balancing", "table_breaking", "dead_button", "heads_up_button", "misdeal",
    "substantial_action", "min_raise", "fifty_percent_rule", "single_chip", "multiple_chips",
    "reopening_betting", "big_blind_ante", "showdown_order", "odd_chip", "side_pots", "chip_race",
    "electronic_devices", "language", "penalties", "late_registration", "seating", "final_table",
    "hand_for_hand", "string_bet", "out_of_turn", "undercall_underraise", "verbal_declaration",
    "exposed_cards", "protect_hand", "premature_cards", "boxed_cards", "rabbit_hunting",
    "collusion_softplay", "stack_visibility", "chip_count", "missed_blinds", "straddle", "rebuys",
    "absent_players", "new_level", "disputes", "hand_rankings",
]


def test_taxonomy_has_at_least_40_topics_with_the_required_ids() -> None:
    topics = load_taxonomy()
    ids = [t.id for t in topics]
    assert len(ids) >= 40
    assert len(set(ids)) == len(ids)
    assert [r for r in REQUIRED if r not in ids] == []


def test_every_topic_has_a_french_label_a_description_and_patterns() -> None:
    for topic in load_taxonomy():
        assert topic.label and topic.description and topic.patterns, topic.id


def test_every_pattern_compiles() -> None:
    topics = load_taxonomy()
    matcher = TopicMatcher(topics)
    # Every topic has at least one pattern the matcher can use.
    assert {tid for tid, _ in matcher.keys.values()} == {t.id for t in topics}


def test_patterns_read_back_match_as_those_just_compiled(tmp_path: Path) -> None:
    """The patterns' word sequences kept in the book cache: a matcher made from them finds
    what one compiling the taxonomy finds."""
    topics = load_taxonomy()
    doc = parse("Le joueur demande du temps ; le directeur de tournoi lance le compte à rebours du time.")
    plain = TopicMatcher(topics)
    first, again = TopicMatcher(topics, BookCache(tmp_path)), TopicMatcher(topics, BookCache(tmp_path))
    assert list((tmp_path / ".books").glob("*/patterns-*.json"))
    assert plain.keys == first.keys == again.keys
    assert plain.scores(doc) == first.scores(doc) == again.scores(doc) != {}


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "topics.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_duplicate_topic_id_is_a_data_error(tmp_path: Path) -> None:
    entry = '[[topic]]\nid = "a"\nlabel = "A"\ndescription = "d"\npatterns = ["x"]\n'
    with pytest.raises(DataError, match=r"topic a\.id : identifiant en double 'a'"):
        load_taxonomy(_write(tmp_path, entry + entry))


def test_topic_without_pattern_is_a_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"topic a\.patterns : doit contenir au moins 1 élément"):
        load_taxonomy(_write(tmp_path, '[[topic]]\nid = "a"\nlabel = "A"\ndescription = "d"\npatterns = []\n'))


def test_unknown_field_is_a_data_error(tmp_path: Path) -> None:
    text = '[[topic]]\nid = "a"\nlabel = "A"\ndescription = "d"\npatterns = ["x"]\nlabels = "typo"\n'
    with pytest.raises(DataError, match=r"topic a\.labels : clé inconnue"):
        load_taxonomy(_write(tmp_path, text))


def test_invalid_toml_is_a_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="TOML"):
        load_taxonomy(_write(tmp_path, "[[topic]\nid ="))


def test_umbrella_flag_is_read_and_checked(tmp_path: Path) -> None:
    text = '[[topic]]\nid = "a"\nlabel = "A"\ndescription = "d"\npatterns = ["x"]\numbrella = true\n'
    assert load_taxonomy(_write(tmp_path, text))[0].umbrella
    with pytest.raises(DataError, match=r"topic a\.umbrella : doit valoir true ou false"):
        load_taxonomy(_write(tmp_path, text.replace("true", '"yes"')))


def test_umbrella_topics_of_the_taxonomy() -> None:
    umbrella = {t.id for t in load_taxonomy() if t.umbrella}
    assert {"dealer_errors", "blinds"} <= umbrella


@pytest.mark.parametrize(
    ("text", "in_title"),
    [
        ("Tapis de départ", True),
        ("Chaque joueur reçoit un tapis de 30 000 jetons au début du tournoi.", False),
        ("Le tapis initial est de 20 000 jetons.", False),
    ],
)
def test_a_starting_stack_is_no_all_in(text: str, in_title: bool) -> None:
    """A club book's « Tapis de départ » was classified « Tapis (all-in) » (its title names
    « tapis »): all_in's ``unless`` expressions say where « tapis » is the stack."""
    from kb.nlp import parse
    from kb.topics.matching import _prepare

    matcher = TopicMatcher(load_taxonomy())
    assert "all_in" not in matcher.scores(parse(_prepare(text)), in_title=in_title)


def test_unless_leaves_the_pattern_elsewhere_in_the_text() -> None:
    from kb.nlp import parse

    matcher = TopicMatcher(load_taxonomy())
    doc = parse("Le tapis de départ est de 20 000 jetons. Un joueur à tapis ne peut plus miser.")
    assert matcher.scores(doc)["all_in"][0] >= 1


def test_dealer_announcements_are_no_verbal_declaration() -> None:
    """A club's « Annonces » title names the players' declarations; ROPTA 5.6's « Annonces
    par le donneur » does not (verbal_declaration's ``unless``)."""
    from kb.nlp import parse
    from kb.topics.matching import _prepare

    matcher = TopicMatcher(load_taxonomy())
    assert "verbal_declaration" in matcher.scores(parse("Annonces"), in_title=True)
    assert "verbal_declaration" not in matcher.scores(parse(_prepare("ANNONCES PAR LE DONNEUR")), in_title=True)


def test_a_closed_table_is_a_broken_table() -> None:
    from kb.nlp import parse

    matcher = TopicMatcher(load_taxonomy())
    doc = parse("Les tables sont fermées dans l'ordre prévu ; les joueurs de la table fermée tirent leur place.")
    assert matcher.scores(doc)["table_breaking"][0] == 2


@pytest.mark.parametrize(("title", "disputes"), [("Litiges", True), ("Litiges sur les Mises Précédentes", False)])
def test_a_disputes_title(title: str, disputes: bool) -> None:
    from kb.nlp import parse

    matcher = TopicMatcher(load_taxonomy())
    assert ("disputes" in matcher.scores(parse(title), in_title=True)) is disputes


def test_who_shows_first_in_a_club_wording() -> None:
    """« montre » keeps its own lemma (spaCy's small model): « le dernier joueur à avoir
    misé montre ses cartes le premier » names the showdown order twice."""
    from kb.nlp import parse

    matcher = TopicMatcher(load_taxonomy())
    doc = parse("Sinon, le dernier joueur à avoir misé montre ses cartes le premier.")
    assert matcher.scores(doc)["showdown_order"][0] == 2
