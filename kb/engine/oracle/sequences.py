"""Random hands played in both engines at once: every decision point and the final pots
compared (``random_sequence_check``), for the property test against PokerKit."""

from __future__ import annotations

import random
from typing import Any

from pokerkit import State

from kb.engine.betting import Hand
from kb.engine.oracle.state import norm_pots, pk_apply, pk_index, pk_pots, pk_state
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet
from kb.engine.situation import Situation
from kb.engine.table import TableSetup


class OracleMismatch(AssertionError):
    """Our engine and PokerKit disagree in a way that is not a named rule difference."""


def _ours_vs_pk(hand: Hand, state: State, n: int, diffs: list[str]) -> tuple[bool, dict[str, Any]]:
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
        can_raise, info = _ours_vs_pk(hand, state, n, diffs)
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
    ours = norm_pots([(p.amount, frozenset(pk_index(names.index(e), n) for e in p.eligible)) for p in ours_pots])
    theirs = norm_pots(pk_pots(state))
    if sum(a for a, _ in ours) != sum(a for a, _ in theirs):
        raise OracleMismatch(f"total des pots {sum(a for a, _ in ours)} contre PokerKit {sum(a for a, _ in theirs)}")
    if ours != theirs:
        if hand.dead:
            diffs.append("bb_ante_dead_money")
        else:
            raise OracleMismatch(f"pots {ours} contre PokerKit {theirs}")
    return diffs
