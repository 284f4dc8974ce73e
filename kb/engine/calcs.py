"""The calculator worked examples (``calc = "…"`` with ``inputs`` in ``kb/data/examples``):
one registry, calc name → function of the inputs and the book's rules.

``CALCS`` is the only list of calc names: the example files are checked against it and
``evaluate_calc`` dispatches through it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kb.engine import calculators, hands
from kb.engine.pots import odd_chip_order, split_pot
from kb.engine.rules import RuleSet
from kb.errors import DataError

Calc = Callable[[dict[str, Any], RuleSet], dict[str, Any]]


def chip_race_total(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """ROPTA 3.2: how many higher chips replace the table's leftover chips."""
    return {"chips": calculators.chip_race_total(inputs["count"], inputs["low"], inputs["high"], rules)}


def chip_race_per_player(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """RedCactus 24: each player's leftover rounded on its own."""
    return {"chips": calculators.chip_race_per_player(inputs["leftover"], inputs["high"], rules)}


def card_race(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The card race: the highest cards win the chips to award, one chip per player."""
    return {"winners": calculators.card_race(inputs["cards"], inputs["chips"])}


def penalty_hands(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """A penalty of N rounds, in hands (ROPTA 11.1, TDA 71, RedCactus 73)."""
    return {"hands": calculators.penalty_hands(inputs["players"], inputs["rounds"])}


def pot_limit_correction(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """TDA 52-B: a wrong pot-limit bet corrected, or not, after substantial action."""
    bet = calculators.pot_limit_bet_correction(
        inputs["bet"], inputs["pot"], inputs["substantial_action"], inputs["next_card_burned"]
    )
    return {"bet": bet}


def penalty_leaves_table(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """Whether a penalised player leaves the table (TDA 71, ROPTA 11.1)."""
    return {"leaves_table": calculators.penalty_leaves_table(inputs["hands"], rules)}


def final_table(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """How many players make the final table (ROPTA 2.6)."""
    return {"players": calculators.final_table_players(inputs["table_max"], rules)}


def hand_for_hand(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The places of players busted in the same hand-for-hand hand (TDA PR-8)."""
    return calculators.hand_for_hand_places(inputs["remaining"], inputs["busted"], inputs["paid"])


def limit_standard_bet(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The standard bet of a limit game's betting round (Ciaffone 1.11.a)."""
    return {"bet": calculators.limit_standard_bet(inputs["small"], inputs["big"], inputs["round"])}


def hand_compare(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """Which of two hands wins (1, 2, or 0 for a split), each hand described."""
    board = inputs.get("board", "")
    winner = hands.compare(inputs["hand1"], inputs["hand2"], board)
    return {
        "winner": winner,
        "hand1": hands.describe(inputs["hand1"], board),
        "hand2": hands.describe(inputs["hand2"], board),
    }


def split_pot_shares(inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """A split pot, the odd chip given in the book's order (ROPTA 10.8, TDA 20, Ciaffone 1.30)."""
    winners = inputs["winners"]
    order = odd_chip_order(rules.odd_chip, winners, inputs.get("seat_order", winners), inputs.get("high_cards"))
    return {"shares": split_pot(inputs["amount"], winners, order, inputs.get("unit", 1))}


CALCS: dict[str, Calc] = {
    "chip_race_total": chip_race_total,
    "chip_race_per_player": chip_race_per_player,
    "card_race": card_race,
    "penalty_hands": penalty_hands,
    "final_table": final_table,
    "hand_for_hand": hand_for_hand,
    "limit_standard_bet": limit_standard_bet,
    "hand_compare": hand_compare,
    "split_pot": split_pot_shares,
    "penalty_leaves_table": penalty_leaves_table,
    "pot_limit_correction": pot_limit_correction,
}


def evaluate_calc(calc: str, inputs: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The figures of the calculator ``calc`` on ``inputs``, under ``rules``:
    ``evaluate_calc("penalty_hands", {"players": 9, "rounds": 2}, rules)`` → ``{"hands": 18}``."""
    function = CALCS.get(calc)
    if function is None:
        raise DataError(f"calc inconnu {calc!r}")
    try:
        return function(inputs, rules)
    except KeyError as exc:
        raise DataError(f"calc {calc} : entrée {exc} manquante") from None
