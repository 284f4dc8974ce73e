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
from kb.engine.table import TableSetup
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
    # PokerKit's minimum raise is "add the last full raise": under the "double the bet"
    # rule only who acts, the amount to call and the pots can be compared, and only while
    # nobody has raised (a raise legal here may be illegal there and vice versa).
    partial = rules.min_raise_rule != "add_last_bet_or_raise"
    try:
        sit = parse_situation(text)
    except KBError:
        return "n/a", "situation invalide"
    if partial and any(st.kind in ("bet", "raise", "allin") for st in sit.steps):
        return "n/a", "PokerKit ne modélise que la relance minimale « ajouter la dernière relance »"
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
            if st.kind.startswith("oot:"):
                continue  # a declaration out of turn does not move the chips
            i = names.index(st.player)
            if state.actor_index != pk_index(i, n):
                note = f" — différence connue : {KNOWN_DIFFERENCES['short_big_blind_call']}" if short_bb else ""
                return "disagree", f"PokerKit donne la parole à un autre joueur que {st.player}{note}"
            hand.act(st.player, st.kind, st.amount)
            pk_apply(state, st.kind, st.amount)
    except ValueError as exc:
        note = KNOWN_DIFFERENCES["short_big_blind_call"] if short_bb else ""
        return "disagree", f"PokerKit refuse une action : {exc}" + (f" — différence connue : {note}" if note else "")
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
        if partial:
            if not diffs:
                return "agree", "parole et montant à suivre seulement (relance minimale « double » non modélisée)"
        elif pk_can_raise != lg.can_raise:
            diffs.append(f"relance possible {pk_can_raise} contre {lg.can_raise}")
        elif pk_can_raise and pk_min != ours_min:
            diffs.append(f"relance minimale {pk_min} contre {ours_min}")
        if not diffs:
            return "agree", ""
        known = ""
        if pk_can_raise and not lg.can_raise and lg.reopen_blocked and hand.street == "preflop":
            known = KNOWN_DIFFERENCES["limper_reraise_after_short_allin"]
        elif pk_can_raise and not lg.can_raise and lg.reopen_blocked and hand.opening_level < hand.bb:
            known = KNOWN_DIFFERENCES["reraise_after_short_opening_bet"]
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


# ---------------------------------------------------------------------- random sequences
class OracleMismatch(AssertionError):
    """Our engine and PokerKit disagree in a way that is not a named rule difference."""


def _ours_vs_pk(hand: Hand, state: State, names: list[str], n: int, diffs: list[str]) -> tuple[bool, dict[str, Any]]:
    """Compare the decision point; returns (raise allowed in both, our legal dict)."""
    if hand.to_act is None or state.actor_index is None:
        raise OracleMismatch(f"parole : nous {hand.to_act}, PokerKit {state.actor_index}")
    me = hand.seats[hand.to_act]
    if state.actor_index != pk_index(hand.to_act, n):
        raise OracleMismatch(f"parole : nous {me.name}, PokerKit siège {state.actor_index}")
    lg = hand.legal()
    pk_call = state.checking_or_calling_amount or 0
    if pk_call != lg.to_call:
        raise OracleMismatch(f"{me.name} : à suivre {lg.to_call}, PokerKit {pk_call}")
    if state.can_fold() != lg.can_fold:
        raise OracleMismatch(f"{me.name} : se coucher possible {lg.can_fold}, PokerKit {state.can_fold()}")
    if not state.can_check_or_call():
        raise OracleMismatch(f"{me.name} : PokerKit refuse check/call")
    pk_can_raise = state.can_complete_bet_or_raise_to()
    if pk_can_raise != lg.can_raise:
        if pk_can_raise and lg.reopen_blocked and hand.street == "preflop":
            diffs.append("limper_reraise_after_short_allin")
            return False, {"legal": lg}
        if pk_can_raise and lg.reopen_blocked and hand.opening_level < hand.bb:
            diffs.append("reraise_after_short_opening_bet")
            return False, {"legal": lg}
        raise OracleMismatch(f"{me.name} ({hand.street}) : relance possible {lg.can_raise}, PokerKit {pk_can_raise}")
    if lg.can_raise:
        if state.min_completion_betting_or_raising_to_amount != lg.min_raise_to:
            raise OracleMismatch(
                f"{me.name} ({hand.street}) : relance minimale {lg.min_raise_to}, PokerKit {state.min_completion_betting_or_raising_to_amount}"
            )
        if state.max_completion_betting_or_raising_to_amount != lg.max_raise_to:
            raise OracleMismatch(f"{me.name} : relance maximale {lg.max_raise_to}, PokerKit {state.max_completion_betting_or_raising_to_amount}")
    return lg.can_raise, {"legal": lg}


def random_table(rng: Any) -> TableSetup:
    """A random table: 2–9 players, random blinds, deep and short stacks (the blinds can
    always post in full: the short big blind is a separate, named difference)."""
    n = rng.randint(2, 9)
    bb = rng.choice([2, 10, 20, 50, 100, 200, 400, 1000])
    sb = rng.choice([bb // 2, bb // 2, bb // 4 or 1])
    ante_fmt, ante = "none", 0
    r = rng.random()
    if r < 0.25:
        ante_fmt, ante = "bb", rng.choice([bb // 2 or 1, bb])
    elif r < 0.35:
        ante_fmt, ante = "classic", rng.choice([bb // 10 or 1, bb // 4 or 1])
    players = []
    for i in range(n):
        r = rng.random()
        if r < 0.25:
            stack = rng.randint(1, 3 * bb)
        elif r < 0.5:
            stack = rng.randint(3 * bb, 20 * bb)
        else:
            stack = rng.randint(20 * bb, 300 * bb)
        if ante_fmt == "classic":
            stack = max(stack, ante + 1)
        if i == 0:
            stack = max(stack, sb + ante + 1)
        if i == 1:
            stack = max(stack, bb + ante + 1)
        players.append((f"P{i}", stack))
    return TableSetup(sb=sb, bb=bb, players=players, ante=ante, ante_format=ante_fmt)


def random_sequence_check(seed: int, rules: RuleSet) -> list[str]:
    """Play one random hand in both engines, comparing every decision point (who acts,
    amount to call, whether raising is allowed, minimum and maximum raise-to) and the final
    pots. Returns the named differences met; raises OracleMismatch on any other one."""
    import random

    rng = random.Random(seed)
    setup = random_table(rng)
    n = len(setup.players)
    names = [nm for nm, _ in setup.players]
    sit = Situation(setup=setup)
    state = pk_state(sit)
    hand = Hand.start(setup, rules)
    diffs: list[str] = []
    steps = 0
    while True:
        if hand.to_act is None:
            if hand.finished or len(hand.in_hand()) == 1:
                break
            if sum(1 for s in hand.seats if s.live) < 2 or hand.street == "river":
                hand.close()
                break
            hand.next_street()
            if hand.to_act is None:
                hand.close()
                break
            continue
        if state.actor_index is None:
            lg0 = hand.legal()
            if lg0.can_check and not lg0.can_raise:
                # a check with nothing left to decide: PokerKit sometimes skips it
                hand.act(lg0.player, "check")
                continue
        can_raise, info = _ours_vs_pk(hand, state, names, n, diffs)
        lg = info["legal"]
        me = hand.seats[hand.to_act]
        r = rng.random()
        if lg.can_fold and r < 0.15:
            kind, amount = "fold", None
        elif can_raise and r < 0.40:
            lo, hi = lg.min_raise_to, lg.max_raise_to
            assert lo is not None and hi is not None
            amount = lo if rng.random() < 0.5 else rng.randint(lo, hi)
            kind = "raise"
        elif can_raise and r < 0.48:
            kind, amount = "allin", None
        else:
            kind, amount = ("check" if lg.can_check else "call"), None
        if kind == "allin":
            amount = me.bet + me.stack
            kind = "raise"
        hand.act(me.name, kind, amount)
        pk_apply(state, kind, amount)
        steps += 1
        if steps > 400:
            raise OracleMismatch("la main ne se termine pas")
    if state.actor_index is not None:
        raise OracleMismatch(f"PokerKit attend encore une action (siège {state.actor_index}) alors que le tour est fini")
    ours_pots, back = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    if len(hand.in_hand()) == 1:
        # PokerKit leaves the last bets uncollected when everybody folds: compare totals
        ours_total = sum(p.amount for p in ours_pots) + sum(back.values()) + sum(hand.returned.values())
        if ours_total != state.total_pot_amount:
            raise OracleMismatch(f"total en jeu {ours_total} contre PokerKit {state.total_pot_amount}")
        return diffs
    ours = _norm_pots([(p.amount, frozenset(pk_index(names.index(e), n) for e in p.eligible)) for p in ours_pots])
    theirs = _norm_pots(pk_pots(state))
    if sum(a for a, _ in ours) != sum(a for a, _ in theirs):
        raise OracleMismatch(f"total des pots {sum(a for a, _ in ours)} contre PokerKit {sum(a for a, _ in theirs)}")
    if ours != theirs:
        if hand.dead:
            diffs.append("bb_ante_dead_money")
        else:
            raise OracleMismatch(f"pots {ours} contre PokerKit {theirs}")
    return diffs
