"""Hand strength through PokerKit's evaluator (no evaluator of our own)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kb.errors import KBError

if TYPE_CHECKING:
    from pokerkit import Hand

_CARD = re.compile(r"([2-9TJQKA])([shdc])")


def _cards(text: str) -> str:
    t = text.replace(" ", "").replace("10", "T")
    if not t or _CARD.sub("", t):
        raise KBError(f"cartes illisibles : {text!r} (ex. « As Kd Jh Tc 7s » ; les dix s'écrivent T ou 10)")
    return t


def best_hand(cards: str, board: str = "") -> Hand:
    """The best five-card high hand from ``cards`` (and ``board``)."""
    # PokerKit builds its hand tables on import (~0.3 s): loaded when a hand is compared
    from pokerkit import StandardHighHand

    c, b = _cards(cards), _cards(board) if board else ""
    try:
        if b:
            return StandardHighHand.from_game(c, b)
        return StandardHighHand.from_game(c)
    except ValueError as exc:
        raise KBError(f"main invalide {cards!r} : {exc}") from None


def compare(hand1: str, hand2: str, board: str = "") -> int:
    """1 if the first hand wins, 2 if the second wins, 0 for a split."""
    h1, h2 = best_hand(hand1, board), best_hand(hand2, board)
    if h1 > h2:
        return 1
    if h2 > h1:
        return 2
    return 0


def describe(cards: str, board: str = "") -> str:
    return str(best_hand(cards, board))
