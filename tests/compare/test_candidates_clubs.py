"""Candidate values on our own club rulebooks (tests/compare/fixtures/candidates/), imported
as ``kb import`` does: one test per miss fixed, named after what the book says."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from kb.model import Article, Book, BookMeta, Library
from kb.parameters.candidates import Candidate, candidates, first_candidates
from kb.parameters.model import NEW_BOOK_NOTE, BookValue, Parameter
from kb.userlib.trial import trial_knowledge_base

pytestmark = pytest.mark.slow  # three club books imported and built: a build of its own

CLUBS = Path(__file__).parent / "fixtures" / "candidates"


@pytest.fixture(scope="module")
def firsts(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Candidate]]:
    """Each club book's first candidate of each parameter (book → parameter → candidate)."""
    books = tomllib.loads((CLUBS / "books.toml").read_text(encoding="utf-8"))["book"]
    kb = trial_knowledge_base([(CLUBS / b["file"], b["id"], b["title"]) for b in books], tmp_path_factory.mktemp("clubs"))
    topics = kb.topics.topic_articles()
    return {book["id"]: first_candidates(kb.parameters, kb.library, book["id"], topics) for book in books}


def _first(firsts: dict[str, dict[str, Candidate]], book: str, parameter: str) -> Any:
    c = firsts[book].get(parameter)
    return None if c is None else c.value


def test_the_time_is_not_the_countdown_said_aloud(firsts: dict[str, dict[str, Candidate]]) -> None:
    """« Le directeur accorde alors 40 secondes au joueur ; les 10 dernières secondes sont
    annoncées à voix haute. » — the TDA's « 25 secondes plus 5 secondes décomptée à voix
    haute » lent the words of its countdown to its time (the sum): 10 was proposed."""
    assert _first(firsts, "estuaire", "time.seconds_after_call") == 40
    assert _first(firsts, "estuaire", "time.spoken_countdown_seconds") == 10


def test_personne_n_a_is_a_denial(firsts: dict[str, dict[str, Candidate]]) -> None:
    """« …engage le joueur si personne n'a changé l'action entre-temps » says what « si l'action
    avant lui n'a pas changé » (TDA 53) says; « dire « je paie » alors que personne n'a misé vaut
    un check » what « alors qu'aucune mise n'a été faite » (ROPTA) says — « personne n'a » was
    read as no denial, and the yes turned over into a no."""
    assert _first(firsts, "estuaire", "out_of_turn.binding_if_unchanged") is True
    assert _first(firsts, "estuaire", "verbal.call_facing_no_bet_is_check") is True


def test_each_part_of_a_sentence_is_a_rule_with_its_own_denial(firsts: dict[str, dict[str, Candidate]]) -> None:
    """« Les places sont tirées au sort par le logiciel du Cercle ; aucun joueur ne choisit sa
    table ni son siège. » — the « aucun » of the second part turned the draw into a no; « Le
    club ne joue pas le bouton mort : le bouton passe toujours au joueur présent suivant. »,
    whole, was most like « le bouton passe au joueur suivant présent » (Aix: no dead button),
    and its « ne … pas » turned it into a yes. Each part now weighs on its own."""
    assert _first(firsts, "estuaire", "seating.random_draw") is True
    assert _first(firsts, "lac", "button.dead_button") is False
    assert _first(firsts, "vignes", "button.dead_button") is False


def test_a_denial_in_a_condition_does_not_deny_the_rule(firsts: dict[str, dict[str, Candidate]]) -> None:
    """« Les téléphones sont autorisés sur la table tant qu'ils ne gênent pas le jeu. » allows
    (its « ne … pas » turned it into a no); « Une annonce faite hors de son tour n'engage pas le
    joueur » denies against TDA 53's « engage le joueur si l'action avant lui n'a pas changé »,
    whose « n'a pas » is its condition (both read as denials: a yes); « Un joueur qui montre
    ses cartes… reçoit un avertissement, mais sa main reste en jeu » says what « un joueur qui
    expose sa main alors que le coup n'est pas terminé… sa main reste vivante » (TDA 39) says."""
    assert _first(firsts, "lac", "phone.on_table_allowed") is True
    assert _first(firsts, "vignes", "out_of_turn.binding_if_unchanged") is False
    assert _first(firsts, "estuaire", "exposed_cards.hand_stays_live") is True


def test_a_sentence_cut_by_a_colon_is_also_read_whole() -> None:
    """« Rabbit hunting : il n'est pas autorisé. » — its first part, the subject alone, was the
    most like ROPTA's « Le rabbit hunting n'est pas autorisé » and, with no denial of its own,
    turned the no into a yes; the whole sentence is read too, and it is the most alike."""
    def book(bid: str, text: str) -> Book:
        meta = BookMeta(id=bid, title=bid, short=bid, publisher="", version="", date="", kind="tournament",
                        language="fr", file="", parser="generic", format="md")
        return Book(meta=meta, articles=[Article(id=f"{bid}:1", book=bid, number="1", title="Article 1",
                                                 parent=None, text=text, line_start=1, line_end=1)])

    rabbit = Parameter("rabbit_hunting.allowed", "rabbit_hunting", "Rabbit hunting", "bool")
    rabbit.values = {"ropta": BookValue(False, "ropta:1", "Le rabbit hunting n'est pas autorisé."), "club": None}
    rabbit.silent_notes = {"club": NEW_BOOK_NOTE}
    library = Library([book("ropta", "Le rabbit hunting n'est pas autorisé."),
                       book("club", "Rabbit hunting : il n'est pas autorisé.")])
    found = candidates([rabbit], library, "club", {})
    assert found and found[0].value is False
