"""The other figures the books give: chip race, penalty length, final-table size,
hand-for-hand places, the standard bet of a limit game."""

from __future__ import annotations

from kb.engine.rules import RuleSet
from kb.errors import KBError

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades (ROPTA 3.2, TDA 24, Ciaffone 1.27)


def chip_race_total(count: int, low: int, high: int, rules: RuleSet) -> int:
    """How many ``high`` chips replace ``count`` leftover chips of ``low`` at the table
    (ROPTA 3.2: rounded up from 50% of a higher chip, else down)."""
    if count < 0 or low <= 0 or high <= 0:
        raise KBError(f"chip race : valeurs invalides ({count} jetons de {low} pour des jetons de {high})")
    threshold = rules.chip_race_rounding_threshold_pct
    if threshold is None:
        raise KBError(f"le livre {rules.book} ne fixe pas d'arrondi pour le chip race")
    whole, rest = divmod(count * low, high)
    return whole + (1 if rest and rest * 100 >= threshold * high else 0)


def chip_race_per_player(leftover: dict[str, int], high: int, rules: RuleSet, stacks_after: dict[str, int] | None = None) -> dict[str, int]:
    """Per-player rounding (RedCactus 24): each player's leftover worth at least half of the
    new smallest chip becomes one chip, otherwise it is lost; nobody is eliminated by the
    chip race (he gets one chip of the smallest value)."""
    threshold = rules.chip_race_rounding_threshold_pct
    if threshold is None:
        raise KBError(f"le livre {rules.book} ne fixe pas d'arrondi pour le chip race")
    out: dict[str, int] = {}
    for name, value in leftover.items():
        if value < 0:
            raise KBError(f"chip race : reliquat négatif pour {name}")
        whole, rest = divmod(value, high)
        out[name] = whole + (1 if rest and rest * 100 >= threshold * high else 0)
        if stacks_after is not None and stacks_after.get(name, 0) == 0 and out[name] == 0:
            out[name] = 1
    return out


def card_key(card: str) -> tuple[int, int]:
    card = card.replace("10", "T")
    if len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS:
        raise KBError(f"carte illisible : {card!r}")
    return RANKS.index(card[0]), SUITS.index(card[1])


def card_race(cards: dict[str, list[str]], chips_to_award: int) -> list[str]:
    """The players who win a chip: highest cards first (suits spades, hearts, diamonds,
    clubs break ties), one chip at most per player."""
    best = sorted(((card_key(c), p) for p, cs in cards.items() for c in cs), reverse=True)
    winners: list[str] = []
    for _, p in best:
        if len(winners) == chips_to_award:
            break
        if p not in winners:
            winners.append(p)
    return winners


def penalty_hands(players_at_table: int, rounds: int) -> int:
    """Hands missed for a penalty of ``rounds`` rounds: one hand per player at the table
    (the offender included) per round (ROPTA 11.1, TDA 71, RedCactus 73)."""
    if players_at_table < 2 or rounds < 1:
        raise KBError(f"pénalité : {players_at_table} joueurs et {rounds} tours ne sont pas valides")
    return players_at_table * rounds


def penalty_leaves_table(hands_missed: int, rules: RuleSet) -> bool:
    """Whether a player penalised for ``hands_missed`` hands must leave the table (TDA 71:
    up to 2 hands he may stay; ROPTA 11.1: he always stays away from the table)."""
    limit = rules.penalty_max_hands_stay_at_table
    if limit is None:
        raise KBError(f"le livre {rules.book} ne dit pas si le joueur pénalisé reste à la table")
    return hands_missed > limit


def final_table_players(table_max: int, rules: RuleSet) -> int:
    """Players at the final table for tournaments played ``table_max``-handed."""
    if table_max >= 8:
        value = rules.final_table_players_8max
    elif table_max >= 6:
        value = rules.final_table_players_6max
    else:
        value = None
    if value is None:
        raise KBError(f"le livre {rules.book} ne fixe pas la taille de la table finale pour des tables de {table_max}")
    return value


def hand_for_hand_places(remaining: int, busted: int, paid: int) -> dict[str, list[int]]:
    """Players busted in the same hand-for-hand hand share the places they take together
    (TDA PR-8): the places, and those among them that are paid."""
    if busted < 1 or busted > remaining or paid < 1:
        raise KBError(f"main par main : {busted} éliminés sur {remaining} restants, {paid} payés : impossible")
    places = list(range(remaining - busted + 1, remaining + 1))
    return {"places": places, "paid_places": [p for p in places if p <= paid]}


def limit_standard_bet(small: int, big: int, betting_round: int) -> int:
    """The standard bet of a limit game (Ciaffone 1.11.a): the small bet in the first
    betting round, the big one afterwards."""
    if betting_round < 1:
        raise KBError("tour d'enchères numéroté à partir de 1")
    return small if betting_round == 1 else big


def pot_limit_bet_correction(bet: int, pot: int, substantial_action: bool, next_card_burned: bool) -> int:
    """The amount that stands after a pot-limit bet based on a wrong count of the pot
    (TDA 52-B): a bet over the pot is brought down to the pot until the next card is
    burned; a bet under the pot is raised to the pot only if no substantial action followed."""
    if bet <= 0 or pot <= 0:
        raise KBError(f"pot-limit : mise {bet} et pot {pot} doivent être positifs")
    if bet > pot and not next_card_burned:
        return pot
    if bet < pot and not substantial_action:
        return pot
    return bet
