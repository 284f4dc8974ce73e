"""Invariants of the engine under every book's rules (PokerKit models only the TDA-style
rules): chips are conserved, stacks never go negative, every legal raise is accepted and
the round always ends."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.engine.betting import Hand
from kb.engine.books import engine_books
from kb.engine.oracle import random_table
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet

BOOKS = engine_books()
RULES = {b: RuleSet.for_book(b) for b in BOOKS}


def play(seed: int, rules: RuleSet) -> None:
    rng = random.Random(seed)
    setup = random_table(rng)
    total = sum(st for _, st in setup.players)
    hand = Hand.start(setup, rules)
    for _ in range(400):
        if hand.to_act is None:
            if hand.finished or len(hand.in_hand()) == 1 or hand.street == "river" or sum(s.live for s in hand.seats) < 2:
                hand.close()
                break
            hand.next_street()
            continue
        lg = hand.legal()
        assert lg.to_call >= 0
        if lg.can_raise:
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            assert lg.call_to < lg.min_raise_to <= lg.max_raise_to
        r = rng.random()
        if lg.can_fold and r < 0.15:
            hand.act(lg.player, "fold")
        elif lg.can_raise and r < 0.45:
            assert lg.min_raise_to is not None and lg.max_raise_to is not None
            hand.act(lg.player, "raise", rng.randint(lg.min_raise_to, lg.max_raise_to))
        else:
            hand.act(lg.player, "check" if lg.can_check else "call")
        assert all(s.stack >= 0 for s in hand.seats)
    else:
        pytest.fail("the hand does not end")
    pots, back = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    in_pots = sum(p.amount for p in pots) + sum(back.values())
    assert sum(s.stack for s in hand.seats) + in_pots == total


@pytest.mark.parametrize("book", BOOKS)
def test_invariants_per_book(book: str) -> None:
    @settings(max_examples=300, deadline=None, derandomize=True, database=None)
    @given(seed=st.integers(min_value=0, max_value=2**32 - 1))
    def check(seed: int) -> None:
        play(seed, RULES[book])

    check()
