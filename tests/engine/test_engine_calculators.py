"""Pots, odd chip, chip race, penalties, final table, hands."""

from __future__ import annotations

import pytest

from kb.engine import calculators, hands
from kb.engine.examples import evaluate_situation
from kb.engine.pots import build_pots, odd_chip_order, split_pot
from kb.engine.rules import RuleSet
from kb.errors import KBError


def test_side_pots_and_uncalled_return() -> None:
    pots, back = build_pots([("A", 3000, False), ("B", 10000, False), ("C", 10000, False), ("D", 500, True)])
    assert [p.amount for p in pots] == [9500, 14000]
    assert pots[1].eligible == ["B", "C"] and back == {}
    pots, back = build_pots([("A", 3000, False), ("B", 10000, False)])
    assert [p.amount for p in pots] == [6000] and back == {"B": 7000}


def test_odd_chip_goes_first_in_the_books_order() -> None:
    assert split_pot(25, ["A", "B"], ["B", "A"], unit=5) == {"A": 10, "B": 15}
    with pytest.raises(KBError):
        split_pot(26, ["A", "B"], [], unit=5)


def test_chip_race_card_race_rules() -> None:
    ropta = RuleSet.for_book("ropta")
    assert calculators.chip_race_total(7, 100, 500, ropta) == 1
    assert calculators.chip_race_total(8, 100, 500, ropta) == 2
    assert calculators.card_race({"A": ["As", "2c"], "B": ["Ah"], "C": ["Kd"]}, 2) == ["A", "B"]


def test_chip_race_per_player_redcactus_24() -> None:
    rc = RuleSet.for_book("redcactus")
    assert calculators.chip_race_per_player({"A": 300, "B": 200}, 500, rc) == {"A": 1, "B": 0}
    assert calculators.chip_race_per_player({"A": 200}, 500, rc, stacks_after={"A": 0}) == {"A": 1}


def test_penalty_and_final_table() -> None:
    assert calculators.penalty_hands(9, 2) == 18
    assert calculators.final_table_players(8, RuleSet.for_book("redcactus")) == 7
    with pytest.raises(KBError):
        calculators.final_table_players(8, RuleSet.for_book("ciaffone"))


def test_hands_through_pokerkit() -> None:
    assert hands.compare("As Kd Jh Tc 7s", "Ac Kh Jd 9s 8c") == 1
    assert hands.compare("Ks Kd 6h 6c As", "Kc Kh 6s 6d Ah") == 0
    with pytest.raises(KBError):
        hands.compare("Zz", "As")


def test_odd_chip_order_per_book_ropta_10_8_and_ciaffone_1_30() -> None:
    seats = ["SB", "BB", "UTG", "BTN"]  # left of the button first
    assert odd_chip_order(RuleSet.for_book("ropta").odd_chip, ["BTN", "BB"], seats) == ["BB", "BTN"]
    ciaffone = RuleSet.for_book("ciaffone").odd_chip
    assert odd_chip_order(ciaffone, ["BTN", "BB"], seats, {"BTN": "As", "BB": "Ah"}) == ["BTN", "BB"]
    with pytest.raises(KBError):
        odd_chip_order(ciaffone, ["BTN", "BB"], seats)


def test_penalty_leaves_table_tda_71_vs_ropta_11_1() -> None:
    assert calculators.penalty_leaves_table(2, RuleSet.for_book("tda")) is False
    assert calculators.penalty_leaves_table(1, RuleSet.for_book("ropta")) is True


def test_classic_ante_short_stack_ropta_4_2() -> None:
    """ROPTA 4.2, classic antes: a player who cannot pay the ante wins at most his stack
    times the number of players in the hand."""
    text = "blinds 50/100 ante 25 classic\nplayers SB:5000 BB:5000 A:20 B:5000\nB call\nSB call\nBB check\n? pots"
    out = evaluate_situation(text, RuleSet.for_book("ropta"))
    assert out["pots"] == [80, 315]
    assert out["eligible"][0] == ["SB", "BB", "A", "B"]


def test_button_ante_is_dead_money_ropta_4_2() -> None:
    text = "blinds 50/100 ante 100 button\nplayers SB:5000 BB:5000 A:150 BTN:5000\nA allin\nBTN call\nSB fold\nBB call\n? pots"
    out = evaluate_situation(text, RuleSet.for_book("ropta"))
    # the small blind's 50, three times 150, and the button's 100 of dead ante
    assert out["pots"] == [600]


def test_pot_limit_correction_tda_52b() -> None:
    f = calculators.pot_limit_bet_correction
    assert f(9500, 10500, substantial_action=True, next_card_burned=False) == 9500
    assert f(9500, 10500, substantial_action=False, next_card_burned=False) == 10500
    assert f(11500, 10500, substantial_action=True, next_card_burned=False) == 10500
    assert f(11500, 10500, substantial_action=True, next_card_burned=True) == 11500
