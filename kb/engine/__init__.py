"""The reference engine: No-Limit Hold'em betting, chips and pots under each book's rules,
the books' worked examples as data, and PokerKit as an independent oracle.

Public API (used by the CLI, the build and the Streamlit app):

* ``run_examples(library=None, book=None) -> list[ExampleResult]``; the build step
  ``kb.engine.examples.build_step(library, out_dir)`` writes them to ``examples.json``,
  read back with ``load_results(path_or_document)`` (no engine, no PokerKit run)
* ``rule_for_situation(text_or_obj, books=None, overrides=None, *, rulesets=None, names=None)
  -> list[BookRuling]``
* ``RuleSet.for_book(book_id, overrides=None)``; ``parse_situation(text)``
* ``engine_books()`` (the books with worked examples) and ``book_names()`` (their names,
  from the corpus manifest)
"""

from kb.engine.books import book_names, engine_books
from kb.engine.director import BookRuling, rule_for_situation
from kb.engine.examples import ExampleResult, load_results, run_examples
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation

__all__ = [
    "BookRuling", "ExampleResult", "RuleSet", "book_names", "engine_books", "load_results", "parse_situation",
    "rule_for_situation", "run_examples",
]
