"""Our betting engine against PokerKit 0.7.7 on thousands of random hands.

Every decision point is compared (who acts, amount to call, whether a raise is allowed,
minimum and maximum raise-to) and the final pots. The only differences allowed are the
named rule differences of ``kb.engine.oracle.KNOWN_DIFFERENCES``, each with its own test
below.
"""

from __future__ import annotations

import importlib.metadata
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.engine.examples import evaluate_situation
from kb.engine.oracle import KNOWN_DIFFERENCES, PINNED_VERSION, cross_check, random_sequence_check
from kb.engine.rules import RuleSet

TDA = RuleSet.for_book("tda")
SEEN: Counter[str] = Counter()


def test_pokerkit_version_is_pinned() -> None:
    assert importlib.metadata.version("pokerkit") == PINNED_VERSION


@pytest.mark.slow
@settings(max_examples=5000, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_betting_sequences_match_pokerkit(seed: int) -> None:
    diffs = random_sequence_check(seed, TDA)
    assert set(diffs) <= set(KNOWN_DIFFERENCES), diffs
    SEEN.update(diffs)


def test_random_sequences_reach_the_named_difference() -> None:
    """The random hands do exercise short all-ins (the limper case shows up)."""
    seen: Counter[str] = Counter()
    for seed in range(600):
        seen.update(random_sequence_check(seed, TDA))
    assert seen["limper_reraise_after_short_allin"] > 0


# --- named differences, one test each -------------------------------------------------

TDA_47_EX3A = """
blinds 2000/4000
players SB:100000 BB:100000 A:100000 B:100000 C:7500
A call
B fold
C allin
SB fold
BB call
? A
"""


def test_difference_limper_reraise_after_short_allin_tda_47_ex3a() -> None:
    """PokerKit lets the preflop limper re-raise after a short all-in; TDA 47 forbids it."""
    ours = evaluate_situation(TDA_47_EX3A, TDA)
    assert ours["can_raise"] is False and ours["reopen_blocked"] is True
    verdict, note = cross_check(TDA_47_EX3A, TDA)
    assert verdict == "disagree"
    assert KNOWN_DIFFERENCES["limper_reraise_after_short_allin"] in note


SHORT_OPENING = """
blinds 50/100
players A:30 B:5000 C:120 D:5000
street flop pot 400
A allin
B call
C allin
D call
? B
"""


def test_difference_reraise_after_short_opening_bet_ropta_9_9() -> None:
    """After the flop, an opening all-in under the big blind: the books' minimum raise is
    that bet plus the big blind (ROPTA 9.9: 30 -> 130), so C's all-in to 120 is not a full
    raise and B, who already called, may not re-raise; PokerKit lets him."""
    ours = evaluate_situation(SHORT_OPENING, TDA)
    assert ours["can_raise"] is False and ours["reopen_blocked"] is True
    verdict, note = cross_check(SHORT_OPENING, TDA)
    assert verdict == "disagree"
    assert KNOWN_DIFFERENCES["reraise_after_short_opening_bet"] in note


SHORT_BB = """
blinds 500/1000 ante 1000 bb
players SB:20000 A:1400 UTG:20000 BTN:20000
? UTG
"""


def test_difference_short_big_blind_call_ropta_4_2() -> None:
    """A big blind who cannot post in full: the call stays one big blind (ROPTA 4.2,
    9.7); PokerKit makes the others call the largest blind actually posted."""
    ropta = RuleSet.for_book("ropta")
    ours = evaluate_situation(SHORT_BB, ropta)
    assert ours["to_call"] == 1000
    verdict, note = cross_check(SHORT_BB, ropta)
    assert verdict == "disagree"
    assert KNOWN_DIFFERENCES["short_big_blind_call"] in note


def test_checker_may_raise_a_short_bet_like_pokerkit() -> None:
    """Not a difference: a player who checked may raise a short all-in bet (ROPTA 9.9)."""
    text = """
blinds 50/100
players A:5000 B:30 C:5000
street flop pot 300
A check
B allin
C call
? A
"""
    ours = evaluate_situation(text, TDA)
    assert ours["can_raise"] is True and ours["min_raise_to"] == 130
    assert cross_check(text, TDA)[0] == "agree"


@pytest.mark.parametrize("book", ["redcactus", "aix"])
def test_double_rule_books_are_not_modelled_by_pokerkit(book: str) -> None:
    rules = RuleSet.for_book(book)
    assert cross_check(TDA_47_EX3A, rules)[0] == "n/a"
