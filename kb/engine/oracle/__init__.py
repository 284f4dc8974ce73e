"""PokerKit (pinned 0.7.7) as an independent oracle for the betting engine.

``state.py`` builds the PokerKit state of a situation and names the rule differences the
books and PokerKit are known to have (``KNOWN_DIFFERENCES``: PokerKit models the TDA-style
minimum raise only); ``replay.py`` replays a worked example in it (``cross_check``);
``sequences.py`` plays random hands in both engines (``random_sequence_check``).
"""

from kb.engine.oracle.replay import cross_check
from kb.engine.oracle.sequences import random_sequence_check, random_table
from kb.engine.oracle.state import KNOWN_DIFFERENCES, PINNED_VERSION

__all__ = [
    "KNOWN_DIFFERENCES", "PINNED_VERSION", "cross_check", "random_sequence_check", "random_table",
]
