"""PokerKit (pinned 0.7.7) set up like one of our situations: the table, the seat mapping,
our actions played in it, and the rule differences the books and PokerKit are known to have.

Seat mapping: our seats start at the small blind; so do PokerKit's — except heads-up, where
PokerKit's seat 1 is the button and small blind (ours is seat 0).
"""

from __future__ import annotations

from pokerkit import Automation, Mode, NoLimitTexasHoldem, State

from kb.engine.situation import Situation
from kb.errors import KBError

PINNED_VERSION = "0.7.7"

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
)

KNOWN_DIFFERENCES = {
    "limper_reraise_after_short_allin": (
        "PokerKit 0.7.7 laisse un joueur qui a déjà parlé (un limper pré-flop) relancer après "
        "un tapis inférieur à une relance complète ; TDA 47 (et ROPTA 9.21, RedCactus 48) l'interdisent."
    ),
    "reraise_after_short_opening_bet": (
        "Après le flop, quand la mise d'ouverture est un tapis inférieur à la grosse blinde, "
        "PokerKit 0.7.7 mesure le tapis suivant par rapport à cette petite mise et rouvre la "
        "relance à ceux qui ont déjà payé ; pour les livres la relance minimale est cette mise "
        "plus la grosse blinde (ROPTA 9.9) et un tapis en dessous ne rouvre pas (TDA 47)."
    ),
    "short_big_blind_call": (
        "Grosse blinde incomplète : PokerKit fait suivre la plus grosse blinde posée ; "
        "ROPTA 4.2 et 9.7 gardent la grosse blinde entière comme mise à suivre."
    ),
    "bb_ante_dead_money": (
        "Ante de grosse blinde : PokerKit la compte dans la contribution du joueur (pots "
        "étagés) ; pour les livres elle est de l'argent mort du pot principal (ROPTA 4.2)."
    ),
}


def pk_index(i: int, n: int) -> int:
    """PokerKit's seat of our seat ``i`` at a table of ``n``: the same, except heads-up
    where the two seats swap (``pk_index(0, 2)`` → ``1``)."""
    return (1 - i) if n == 2 else i


def pk_state(sit: Situation) -> State:
    """The PokerKit state at the start of the situation (before its actions)."""
    setup = sit.setup
    n = len(setup.players)
    stacks = [0] * n
    for i, (_, st) in enumerate(setup.players):
        stacks[pk_index(i, n)] = st + (setup.bb if setup.street != "preflop" else 0)
    antes: dict[int, int] | int = 0
    if setup.street == "preflop" and setup.ante:
        if setup.ante_format == "bb":
            # PokerKit's ante indices are positions (1 = big blind), even heads-up
            antes = {1: setup.ante}
        elif setup.ante_format == "button":
            antes = {setup.button_index(): setup.ante}
        elif setup.ante_format == "classic":
            antes = setup.ante
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS, False, antes, (setup.sb, setup.bb), setup.bb, tuple(stacks), n, mode=Mode.TOURNAMENT
    )
    if setup.street != "preflop":
        # everybody limps, then the flop; further streets are checked down
        target = ("flop", "turn", "river").index(setup.street) + 1
        while state.street_index is not None and state.street_index < target and state.actor_index is not None:
            state.check_or_call()
    return state


def pk_apply(state: State, kind: str, amount: int | None) -> None:
    """Play one of our actions (fold, check, call, bet, raise to ``amount``, allin) in
    PokerKit; a move PokerKit refuses raises its ValueError."""
    if kind == "fold":
        state.fold()
    elif kind in ("check", "call"):
        state.check_or_call()
    elif kind in ("bet", "raise"):
        state.complete_bet_or_raise_to(amount)
    elif kind == "allin":
        i = state.actor_index
        assert i is not None
        target = state.bets[i] + state.stacks[i]
        if state.can_complete_bet_or_raise_to(target):
            state.complete_bet_or_raise_to(target)
        else:
            state.check_or_call()
    else:
        raise KBError(f"action inconnue {kind}")


def pk_pots(state: State) -> list[tuple[int, frozenset[int]]]:
    """PokerKit's pots: (amount, the PokerKit seats eligible)."""
    return [(p.amount, frozenset(p.player_indices)) for p in state.pots]


def norm_pots(pots: list[tuple[int, frozenset[int]]]) -> list[tuple[int, frozenset[int]]]:
    """Pots in a comparable order, without a one-player "pot" (uncalled chips) when two or
    more players are still in."""
    live = set().union(*(e for _, e in pots)) if pots else set()
    if len(live) >= 2:
        pots = [(a, e) for a, e in pots if len(e) >= 2]
    return sorted(pots, key=lambda p: (-len(p[1]), p[0]))
