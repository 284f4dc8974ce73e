"""Raises told as a multiple of the bet to call (« relance x3 »): kb.engine.description.multipliers
and the forms of kb/data/description.toml's [[multiplier]]."""

from __future__ import annotations

from fractions import Fraction

import pytest

from kb.engine.description import read_description
from kb.engine.description.amounts import prepare
from kb.engine.description.multipliers import factor_fr, read_multipliers
from kb.engine.description.vocabulary import load_vocabulary


def _raises(text: str) -> list[str]:
    d = read_description(text)
    assert not d.questions, d.questions
    return [line for line in d.situation.splitlines() if " raise " in line]


@pytest.mark.parametrize("said", [
    "relance x3", "relance X3", "relance ×3", "relance x 3", "relance à x3", "relance 3x", "relance 3 fois",
    "relance trois fois la mise", "relance au triple", "relance à 3x",
])
def test_a_multiple_of_three_preflop_is_three_big_blinds(said: str) -> None:
    assert _raises(f"Blindes 100/200. A {said}, B suit. Que peut faire C ?") == ["A raise 600"]


@pytest.mark.parametrize("said", ["double la mise", "relance au double", "relance x2"])
def test_doubling_the_bet_to_call(said: str) -> None:
    assert _raises(f"Blindes 100/200. A relance à 500, B {said}. Que peut faire C ?") == ["A raise 500", "B raise 1000"]


def test_the_base_is_the_last_raise_not_the_big_blind() -> None:
    assert _raises("Blindes 100/200. A relance à 500, B relance x3. Que peut faire C ?") == ["A raise 500", "B raise 1500"]


@pytest.mark.parametrize("said", ["x2.5", "x2,5", "2,5x", "deux fois et demie", "2 fois et demie la mise"])
def test_a_decimal_multiple(said: str) -> None:
    assert _raises(f"Blindes 50/150. A relance {said}. Que peut faire B ?") == ["A raise 375"]


def test_the_total_read_is_said_to_the_director() -> None:
    d = read_description("Blinds 100/200. A relance x3. B dit call.")
    assert "A relance x3 : à 600 au total (3 × 200)." in d.understood


def test_without_a_bet_to_call_the_base_is_asked_back() -> None:
    d = read_description("Blindes 100/200. Au flop, pot 1000, A relance x3. Que peut faire B ?")
    assert d.situation == "" and d.questions == ["« A relance x3 » : x3 de quoi ? (il n'y a pas de mise à suivre à ce moment)"]


def test_without_blinds_nothing_is_multiplied() -> None:
    d = read_description("A relance x3, B suit. Que peut faire C ?")
    assert d.situation == "" and any("blindes" in q for q in d.questions)


def test_a_total_that_is_no_whole_number_of_chips_is_asked_back() -> None:
    d = read_description("Blindes 50/125. A relance x2,5. Que peut faire B ?")
    assert d.situation == "" and "312,5" in d.questions[0]


def test_a_multiple_below_the_minimum_raise_is_read_as_said() -> None:
    d = read_description("Blindes 100/200. A relance à 600, B relance x1,5, est-ce valide ?")
    assert d.situation.splitlines()[-1] == '? B says "relance à 900"'


def test_three_bet_is_the_third_bet_not_a_multiple() -> None:
    assert _raises("Blindes 100/200. A relance à 500, B 3-bet à 1500. Que peut faire C ?") == ["A raise 500", "B raise 1500"]
    assert prepare("Blindes 100/200. A relance à 500, B 3-bet à 1500").times == []


def test_a_note_reads_a_multiple_after_a_player_as_a_raise() -> None:
    assert _raises("100/200 UTG 3x BTN call BB ?") == ["UTG raise 600"]


@pytest.mark.parametrize("text", ["B pousse 3x100", "B pousse 100x3", "relance x 1000", "pousse deux fois 1000", "relance x30"])
def test_chips_and_large_numbers_are_no_multiple(text: str) -> None:
    voc = load_vocabulary()
    assert read_multipliers(text, "relance à", voc.multipliers, voc.numbers)[1] == []


def test_three_big_blinds_written_with_x_is_an_amount() -> None:
    assert _raises("Blindes 100/200. A relance à 500, B relance à 5x BB. Que peut faire C ?") == ["A raise 500", "B raise 1000"]


def test_factor_in_french() -> None:
    assert (factor_fr(Fraction(5, 2)), factor_fr(Fraction(3))) == ("2,5", "3")
