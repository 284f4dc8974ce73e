"""Sharing out the pots at the showdown: the best hand of each pot by PokerKit's evaluator,
ties split as evenly as the smallest chip allows, the odd chip per book (TDA 20-21, ROPTA
10.7-10.8, RedCactus 20-21, Ciaffone 1.30, Aix « Paiement »), hi/lo in Omaha (TDA 20 C).

A pot is split in units of the smallest chip in play (the ``chips`` line; 1 without it).
The odd units go one each to the winners in the book's order: from the button's left
(``first_left_of_button``), or from the hand with the highest card, suits in bridge order
(``highest_card``, Ciaffone 1.27 and 1.30). In hi/lo the odd unit of the halves goes to
the high half (TDA 20 C, Ciaffone 1.30).
"""

from __future__ import annotations

from typing import Any

from kb.engine.betting import Hand
from kb.engine.pots import build_pots
from kb.engine.question import Question
from kb.engine.rules import RuleSet
from kb.engine.verdict import Verdict
from kb.errors import KBError

RANK_ORDER = "23456789TJQKA"
SUIT_ORDER = "cdhs"  # bridge order, lowest first: clubs, diamonds, hearts, spades


def _card_key(card: str) -> tuple[int, int]:
    """``"Ah"`` → (12, 2): rank then suit."""
    return RANK_ORDER.index(card[0]), SUIT_ORDER.index(card[1])


def best_hands(holes: dict[str, list[str]], board: list[str], low: bool = False) -> dict[str, Any]:
    """Each player's best hand by PokerKit (hold'em with 2 hole cards, Omaha with 4; the
    eight-or-better low hand when ``low``); a player with no qualifying low is left out."""
    # PokerKit is imported here: reading a situation must not load it (kb.engine's rule).
    from pokerkit import OmahaEightOrBetterLowHand, OmahaHoldemHand, StandardHighHand

    out: dict[str, Any] = {}
    for name, hole in holes.items():
        kind = OmahaEightOrBetterLowHand if low else (OmahaHoldemHand if len(hole) == 4 else StandardHighHand)
        try:
            out[name] = kind.from_game("".join(hole), "".join(board))
        except ValueError:
            if not low:
                raise KBError(f"main de {name} impossible à évaluer ({''.join(hole)} / {''.join(board)})") from None
    return out


def winners(hands: dict[str, Any], eligible: list[str]) -> list[str]:
    """The eligible players holding the best hand (PokerKit orders hands: the greater wins)."""
    present = [n for n in eligible if n in hands]
    if not present:
        return []
    best = max(hands[n] for n in present)
    return [n for n in present if hands[n] == best]


def odd_order(names: list[str], seat_order: list[str], hands: dict[str, Any], rule: str) -> list[str]:
    """The order in which the tied winners get the odd units (a lone winner's hand may be
    unknown: every other player folded)."""
    if rule == "highest_card" and len(names) > 1:
        return sorted(names, key=lambda n: sorted((_card_key(repr(c)) for c in hands[n].cards), reverse=True),
                      reverse=True)
    return sorted(names, key=seat_order.index)


def share(amount: int, names: list[str], unit: int, order: list[str]) -> dict[str, int]:
    """``amount`` split between ``names`` in units of ``unit``, the odd units in ``order``.

    >>> share(1025, ["A", "B"], 25, ["B", "A"])
    {'A': 500, 'B': 525}
    """
    units, rest = divmod(amount, unit)
    each, odd = divmod(units, len(names))
    out = {n: each * unit for n in names}
    for n in order[:odd]:
        out[n] += unit
    if rest:
        out[order[0]] += rest
    return out


def _holes(hand: Hand) -> dict[str, list[str]]:
    facts = hand.setup.facts
    alive = [s.name for s in hand.seats if not s.folded and s.name not in facts.mucked]
    missing = [n for n in alive if n not in facts.hole]
    if len(alive) > 1 and missing:
        raise KBError(f"cartes de {', '.join(missing)} manquantes (ligne « cards JOUEUR Ah Kd »)")
    if len(alive) > 1 and len(facts.board) != 5:
        raise KBError("tableau incomplet : « board » avec les 5 cartes pour partager le pot")
    return {n: facts.hole[n] for n in alive if n in facts.hole}


def split(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? split [hilo]``: who wins each pot and how much, the odd chip per the book."""
    hand.close()
    pots, returned = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    for who, amount in hand.returned.items():
        returned[who] = returned.get(who, 0) + amount
    holes = _holes(hand)
    board = hand.setup.facts.board
    high = best_hands(holes, board) if len(holes) > 1 else {}
    low = best_hands(holes, board, low=True) if q.args.get("hilo") and len(holes) > 1 else {}
    unit = min(hand.setup.chips) if hand.setup.chips else 1
    seat_order = [s.name for s in hand.from_button_left()]
    rule = rules.odd_chip or "first_left_of_button"
    shares: dict[str, int] = {}
    odd_to: str | None = None
    hilo_odd = False
    lines = []
    for i, pot in enumerate(pots):
        eligible = [n for n in pot.eligible if n in holes] or list(pot.eligible)
        top = winners(high, eligible) if high else eligible[:1]
        bottom = winners(low, eligible) if low else []
        parts = [(pot.amount, top)] if not bottom else _halves(pot.amount, unit, top, bottom)
        hilo_odd = hilo_odd or (bool(bottom) and parts[0][0] != parts[1][0])
        for amount, names in parts:
            got = share(amount, names, unit, odd_order(names, seat_order, high or low, rule))
            if len(names) > 1 and amount % (unit * len(names)):
                odd_to = odd_order(names, seat_order, high, rule)[0]
            for n, v in got.items():
                shares[n] = shares.get(n, 0) + v
        label = "pot principal" if i == 0 else "pot extérieur"
        lines.append(f"{label} {pot.amount} : " + " / ".join(", ".join(names) for _, names in parts))
    if hilo_odd:
        odd_to = winners(high, list(holes))[0] if high else odd_to
    details = {"shares": shares, "odd_chip_to": odd_to, "unit": unit, "returned": returned,
               "behind": {seat.name: seat.stack for seat in hand.seats},
               "pots": [p.to_dict() for p in pots]}
    summary = " ; ".join(lines) + " — " + ", ".join(f"{n} {v}" for n, v in shares.items())
    topics: tuple[str, ...] = ("odd_chip_hilo", "odd_chip") if hilo_odd else ("odd_chip", "split_pot")
    if not hilo_odd and odd_to is None:
        topics = ("side_pots", "split_pot") if len(pots) > 1 else ("split_pot", "odd_chip")
    reason = f"jeton indivisible de {unit} à {odd_to}" if odd_to else ""
    return Verdict(summary, topics, reason=reason, details=details)


def _halves(amount: int, unit: int, top: list[str], bottom: list[str]) -> list[tuple[int, list[str]]]:
    """A hi/lo pot: half to the high, half to the low, the odd unit to the high half."""
    units = amount // unit
    high = (units - units // 2) * unit + amount % unit
    return [(high, top), (amount - high, bottom)]
