"""The reference engine: No-Limit Hold'em betting, chips and pots under each book's rules,
the books' worked examples as data, and PokerKit as an independent oracle.

Public API (used by the CLI and the Streamlit app):

* ``run_examples(library=None, book=None) -> list[ExampleResult]``
* ``rule_for_situation(text_or_obj, books=None, overrides=None) -> list[BookRuling]``
* ``RuleSet.for_book(book_id, overrides=None)``; ``parse_situation(text)``
"""

from kb.engine.director import BookRuling, rule_for_situation
from kb.engine.examples import ExampleResult, run_examples
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation

__all__ = ["BookRuling", "ExampleResult", "RuleSet", "parse_situation", "rule_for_situation", "run_examples"]
