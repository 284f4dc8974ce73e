"""PokerKit (pinned 0.7.7) as an independent oracle for the betting engine.

``pk_state`` builds the PokerKit state of a situation, ``cross_check`` replays a worked
example in it and compares what both engines say. PokerKit models the TDA-style minimum
raise only; the documented rule differences are named in ``KNOWN_DIFFERENCES``.

Seat mapping: our seats start at the small blind; so do PokerKit's — except heads-up, where
PokerKit's seat 1 is the button and small blind (ours is seat 0).
"""

from __future__ import annotations

from typing import Any

from pokerkit import Automation, Mode, NoLimitTexasHoldem, State

from kb.engine.betting import Hand
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet
from kb.engine.situation import Situation, parse_situation
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
            antes = {pk_index(1, n): setup.ante}
        elif setup.ante_format == "button":
            antes = {pk_index(setup.button_index(), n): setup.ante}
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
    return [(p.amount, frozenset(p.player_indices)) for p in state.pots]


def _norm_pots(pots: list[tuple[int, frozenset[int]]]) -> list[tuple[int, frozenset[int]]]:
    live = set().union(*(e for _, e in pots)) if pots else set()
    if len(live) >= 2:
        pots = [(a, e) for a, e in pots if len(e) >= 2]
    return sorted(pots, key=lambda p: (-len(p[1]), p[0]))


def cross_check(text: str, rules: RuleSet, actual: dict[str, Any]) -> tuple[str, str]:
    """Replay the situation in PokerKit: ``agree``, ``disagree`` (with the named difference
    when it is a known one) or ``n/a`` (PokerKit does not model it)."""
    if rules.min_raise_rule != "add_last_bet_or_raise":
        return "n/a", "PokerKit ne modélise que la relance minimale « ajouter la dernière relance »"
    try:
        sit = parse_situation(text)
    except KBError:
        return "n/a", "situation invalide"
    q = sit.question
    if q is None:
        return "n/a", ""
    setup = sit.setup
    n = len(setup.players)
    if setup.street == "preflop" and setup.ante and setup.ante_format == "bb" and rules.bb_ante_priority != "ante_first":
        return "n/a", "PokerKit pose l'ante avant la grosse blinde"
    try:
        state = pk_state(sit)
        hand = Hand.start(setup, rules)
    except (ValueError, KBError) as exc:
        return "n/a", f"PokerKit ne peut pas créer cette table ({exc})"
    short_bb = setup.street == "preflop" and hand.seats[1].blind < setup.bb
    names = [nm for nm, _ in setup.players]
    try:
        for st in sit.steps:
            if st.player is None:
                hand.next_street()
                continue
            i = names.index(st.player)
            if state.actor_index != pk_index(i, n):
                note = f" — différence connue : {KNOWN_DIFFERENCES['short_big_blind_call']}" if short_bb else ""
                return "disagree", f"PokerKit donne la parole à un autre joueur que {st.player}{note}"
            hand.act(st.player, st.kind, st.amount)
            pk_apply(state, st.kind, st.amount)
    except ValueError as exc:
        note = KNOWN_DIFFERENCES["short_big_blind_call"] if short_bb else ""
        return "disagree", f"PokerKit refuse une action : {exc}" + (f" — {note}" if note else "")
    if q.kind in ("legal", "ruling"):
        assert q.player is not None
        i = names.index(q.player)
        if state.actor_index != pk_index(i, n):
            note = f" — différence connue : {KNOWN_DIFFERENCES['short_big_blind_call']}" if short_bb else ""
            return "disagree", f"PokerKit donne la parole à un autre joueur{note}"
        lg = hand.legal(q.player)
        pk_call = state.checking_or_calling_amount or 0
        pk_can_raise = state.can_complete_bet_or_raise_to()
        pk_min = state.min_completion_betting_or_raising_to_amount if pk_can_raise else None
        ours_min = lg.min_raise_to
        diffs = []
        if pk_call != lg.to_call:
            diffs.append(f"à suivre {pk_call} contre {lg.to_call}")
        if pk_can_raise != lg.can_raise:
            diffs.append(f"relance possible {pk_can_raise} contre {lg.can_raise}")
        elif pk_can_raise and pk_min != ours_min:
            diffs.append(f"relance minimale {pk_min} contre {ours_min}")
        if not diffs:
            return "agree", ""
        known = ""
        if pk_can_raise and not lg.can_raise and lg.reopen_blocked:
            known = KNOWN_DIFFERENCES["limper_reraise_after_short_allin"]
        elif short_bb:
            known = KNOWN_DIFFERENCES["short_big_blind_call"]
        return "disagree", "; ".join(diffs) + (f" — différence connue : {known}" if known else "")
    # pots
    hand.close()
    pots, _ = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    ours = _norm_pots([(p.amount, frozenset(pk_index(names.index(e), n) for e in p.eligible)) for p in pots])
    if state.actor_index is not None:
        # the round is not over in PokerKit's eyes: collect what is there
        return "n/a", "tour d'enchères non terminé pour PokerKit"
    theirs = _norm_pots(pk_pots(state))
    if setup.street != "preflop":
        # our situation starts after the flop: PokerKit's main pot holds the limps
        return ("agree", "") if [a for a, _ in ours][1:] == [a for a, _ in theirs][1:] else ("disagree", f"pots {theirs} contre {ours}")
    if ours == theirs:
        return "agree", ""
    note = ""
    if hand.dead:
        note = " — différence connue : " + KNOWN_DIFFERENCES["bb_ante_dead_money"]
    elif short_bb:
        note = " — différence connue : " + KNOWN_DIFFERENCES["short_big_blind_call"]
    return "disagree", f"pots PokerKit {[a for a, _ in theirs]} contre {[a for a, _ in ours]}{note}"
