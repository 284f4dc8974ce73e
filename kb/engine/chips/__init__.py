"""What a player physically does — chips pushed, with or without words — read under one
book's rules: call, bet, raise to X, completion required, all-in, and the deciding article.

The move is read once into a ``MoveState`` (``state.py``); then ``RULES``, an ordered list
of named rules in the order the books give, is walked until one rules: a verbal
declaration prevails (``verbal.py``); silent chips (``silent.py``): nothing pushed is a
check, an opening bet stands at the big blind at least, an undercall is completed or left
to the director, a single oversized chip and several chips are a call when they have to
be, and the 50 % rule decides the rest.
"""

from __future__ import annotations

from kb.engine.betting import Hand
from kb.engine.chips.movements import pulled_back_then_pushed, said_and_pushed, several_movements
from kb.engine.chips.silent import (
    fifty_percent,
    multiple_chips,
    nothing_pushed,
    opening_bet,
    pulled_back,
    single_oversized_chip,
    undercall,
    wrong_count,
)
from kb.engine.chips.state import ChipRule, MoveState, Ruling, read_move
from kb.engine.chips.verbal import verbal_declaration
from kb.engine.moves import PlayerMove
from kb.engine.rules import RuleSet

__all__ = [
    "RULES", "ChipRule", "MoveState", "PlayerMove", "Ruling", "interpret", "read_move",
]

# The rules in the order the books apply them; the first that rules decides.
RULES: list[tuple[str, ChipRule]] = [
    ("pulled_back", pulled_back),
    ("wrong_count", wrong_count),
    ("verbal_declaration", verbal_declaration),
    ("nothing_pushed", nothing_pushed),
    ("opening_bet", opening_bet),
    ("undercall", undercall),
    ("single_oversized_chip", single_oversized_chip),
    ("multiple_chips", multiple_chips),
    ("fifty_percent", fifty_percent),
]


def interpret(hand: Hand, move: PlayerMove, rules: RuleSet | None = None) -> Ruling:
    """The ruling of ``rules``'s book (default: the hand's) on ``move``; the player must be
    the one to act; chips pushed in two movements are read by ``several_movements``."""
    rules = rules or hand.rules
    if move.later:
        return several_movements(hand, move, rules, _run)
    if move.pulled_back and move.chips:
        return pulled_back_then_pushed(hand, move, rules, _run)
    state = read_move(hand, move, rules)
    if state.silent is not None:
        return said_and_pushed(state, _run)
    return _run(state)


def _run(state: MoveState) -> Ruling:
    for _name, rule in RULES:
        ruling = rule(state)
        if ruling is not None:
            if state.chips_decided:  # the chips came first: the article that says so decides
                ruling.article = state.article("first_action") or ruling.article
            return ruling
    raise AssertionError("the 50 % rule rules on every move left")  # pragma: no cover
