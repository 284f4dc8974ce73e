"""Main and side pots, uncalled chips, and the split of a pot with its odd chip.

A player all-in wins at most, from each opponent, what he put in himself (ROPTA 9.7,
RedCactus « Les enchères »). Dead money — the big-blind ante or the button ante — goes to
the main pot: a player all-in may claim all of it (ROPTA 4.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from kb.errors import KBError


@dataclass
class Pot:
    amount: int
    eligible: list[str]  # players who can win it, in seat order

    def to_dict(self) -> dict[str, object]:
        return {"amount": self.amount, "eligible": list(self.eligible)}


def build_pots(
    contributions: list[tuple[str, int, bool]], dead: int = 0
) -> tuple[list[Pot], dict[str, int]]:
    """Pots from ``(name, live chips put in, folded)`` in seat order, plus dead money.

    Returns the pots (main first) and the uncalled chips given back to their owner.
    """
    for name, amount, _ in contributions:
        if amount < 0:
            raise KBError(f"mise négative pour {name} : {amount}")
    contrib = {name: amount for name, amount, _ in contributions}
    folded = {name for name, _, f in contributions if f}
    returned: dict[str, int] = {}
    # Uncalled: the largest contribution above every other one goes back.
    ranked = sorted(contrib.items(), key=lambda kv: kv[1], reverse=True)
    if len(ranked) >= 2 and ranked[0][1] > ranked[1][1]:
        returned[ranked[0][0]] = ranked[0][1] - ranked[1][1]
        contrib[ranked[0][0]] = ranked[1][1]
    live = [n for n, _, _ in contributions if n not in folded]
    if not live:
        raise KBError("aucun joueur ne reste dans le coup")
    levels = sorted({contrib[n] for n in live})
    pots: list[Pot] = []
    prev = 0
    for level in levels:
        amount = sum(max(0, min(c, level) - prev) for c in contrib.values())
        eligible = [n for n in live if contrib[n] >= level]
        if amount > 0 or (not pots and dead):
            if pots and pots[-1].eligible == eligible:
                pots[-1].amount += amount
            else:
                pots.append(Pot(amount, eligible))
        prev = level
    # chips of folded players above the highest live level (cannot happen after the
    # uncalled return, but keep the count exact)
    rest = sum(max(0, c - prev) for c in contrib.values())
    if rest:
        pots[-1].amount += rest
    if pots:
        pots[0].amount += dead
    else:
        pots.append(Pot(dead, live))
    if len(live) >= 2:
        # A pot that only one player can win is his own chips coming back (uncontested).
        for pot in [p for p in pots[1:] if len(p.eligible) == 1]:
            owner = pot.eligible[0]
            returned[owner] = returned.get(owner, 0) + pot.amount
            pots.remove(pot)
    return pots, returned


def split_pot(amount: int, winners: list[str], odd_chip_order: list[str], unit: int = 1) -> dict[str, int]:
    """Share ``amount`` between ``winners`` as evenly as the smallest chip ``unit`` allows;
    the odd chips go one by one in ``odd_chip_order`` (first left of the button, or best
    card, per the book)."""
    if not winners:
        raise KBError("partage d'un pot sans gagnant")
    if unit <= 0:
        raise KBError(f"valeur du plus petit jeton invalide : {unit}")
    chips, rest = divmod(amount, unit)
    if rest:
        raise KBError(f"le pot de {amount} n'est pas un multiple du plus petit jeton ({unit})")
    base, odd = divmod(chips, len(winners))
    share = {w: base * unit for w in winners}
    order = [w for w in odd_chip_order if w in share] + [w for w in winners if w not in odd_chip_order]
    for w in order[:odd]:
        share[w] += unit
    return share


RANK_ORDER = "23456789TJQKA"
SUIT_ORDER = "cdhs"  # clubs < diamonds < hearts < spades


def odd_chip_order(rule: str | None, winners: list[str], seat_order: list[str], high_cards: dict[str, str] | None = None) -> list[str]:
    """The order in which the winners of a split pot receive the odd chips, by the book's
    rule: ``first_left_of_button`` (``seat_order`` starts left of the button: ROPTA 10.8,
    TDA 20-A) or ``highest_card`` (the best card, suits spades > hearts > diamonds > clubs:
    Ciaffone 1.30 and 1.27)."""
    if rule == "highest_card":
        if not high_cards or any(w not in high_cards for w in winners):
            raise KBError("jeton impair à la plus haute carte : donner la plus haute carte de chaque gagnant")

        def key(w: str) -> tuple[int, int]:
            c = high_cards[w].replace("10", "T")
            if len(c) != 2 or c[0] not in RANK_ORDER or c[1] not in SUIT_ORDER:
                raise KBError(f"carte illisible pour {w} : {high_cards[w]!r}")
            return RANK_ORDER.index(c[0]), SUIT_ORDER.index(c[1])

        return sorted(winners, key=key, reverse=True)
    missing = [w for w in winners if w not in seat_order]
    if missing:
        raise KBError(f"gagnant(s) absent(s) de l'ordre des sièges : {', '.join(missing)}")
    return [w for w in seat_order if w in winners]
