"""A question on the last action told (« B relance à 700, est-ce valide ? ») and a story that
ends on an irregular action: the books' ruling on that action as its player's announcement."""

from __future__ import annotations

import pytest

from kb.engine.description import read_description
from kb.engine.description.table import NO_QUESTION


def _question(text: str) -> str:
    d = read_description(text)
    assert not d.questions, d.questions
    return d.situation.splitlines()[-1]


@pytest.mark.parametrize("asked", [
    "est-ce valide ?", "a-t-il le droit ?", "la relance est-elle correcte ?", "c'est bon ?", "est-ce une relance valide ?",
])
def test_the_question_is_the_last_action(asked: str) -> None:
    assert _question(f"Blindes 50/100. A mise 300, B relance à 400, {asked}") == '? B says "relance à 400"'


def test_a_regular_raise_asked_about_is_still_the_question() -> None:
    d = read_description("blindes 50/100, A mise 300, B relance à 700, est-ce une relance valide ?")
    assert d.situation.splitlines()[-2:] == ["A raise 300", '? B says "relance à 700"']
    assert "Question : B annonce « relance à 700 » — est-ce régulier, et sinon que décide chaque livre ?" in d.understood


@pytest.mark.parametrize("text", [
    "Blindes 100/200. A relance à 600. La relance de B à 800 est-elle valide ?",
    "Blindes 100/200. A relance à 600. B a-t-il le droit de relancer à 800 ?",
    "Blindes 100/200. A relance à 600, B relance à 800 est-ce valide ?",
])
def test_the_question_may_tell_the_action_itself(text: str) -> None:
    assert _question(text) == '? B says "relance à 800"'


def test_an_amount_told_as_more_is_asked_as_its_total() -> None:
    assert _question("Blindes 100/200. A relance à 600, B relance de 300, est-ce valide ?") == '? B says "relance à 900"'


def test_a_story_ending_on_a_raise_below_the_minimum_asks_about_it() -> None:
    d = read_description("blindes 50/100, A mise 300, B relance à 400")
    assert d.situation.splitlines()[-1] == '? B says "relance à 400"'
    assert any(u.startswith("Pas de question : la dernière action, B relance à 400, est irrégulière (sous la relance minimale, 500)")
               for u in d.understood)


def test_a_story_ending_on_a_check_facing_a_bet_asks_about_it() -> None:
    assert _question("Blindes 100/200. A relance à 600, B parole") == '? B says "parole"'


@pytest.mark.parametrize("last", ["B suit", "B relance à 1200", "B fait tapis pour 800", "B se couche"])
def test_a_story_ending_on_a_regular_action_asks_the_question(last: str) -> None:
    d = read_description(f"Blindes 100/200. A relance à 600, {last}")
    assert d.situation == "" and d.questions == [NO_QUESTION[0].upper() + NO_QUESTION[1:]]


def test_a_validity_question_without_an_action_is_asked_back() -> None:
    d = read_description("Blindes 100/200. Est-ce valide ?")
    assert d.situation == "" and "quelle action" in d.questions[0]


def test_wanting_to_raise_is_what_he_may_do_not_a_validity_question() -> None:
    assert _question("Blindes 100/200. A relance à 500, B relance à 1500. A veut relancer : est-ce possible ?") == "? A"
