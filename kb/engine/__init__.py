"""The reference engine: No-Limit Hold'em betting, chips and pots under each book's rules,
the books' worked examples as data, and PokerKit as an independent oracle.

Public API (used by the CLI, the build and the Streamlit app), imported from its module
(this package imports nothing, so that reading results never loads PokerKit):

* ``kb.engine.examples``: ``run_examples(library=None, book=None) -> list[ExampleResult]``;
  the build step ``build_step(library, out_dir)`` writes them to ``examples.json``, read
  back with ``kb.engine.results.load_results(path_or_document)`` (no engine, no PokerKit)
* ``kb.engine.director``: ``rule_for_situation(text_or_obj, books=None, overrides=None, *, rulesets=None, names=None)
  -> list[BookRuling]``
* ``kb.engine.rules``: ``RuleSet.from_parameters(book, params, overrides)``, ``RuleSet.for_book``;
  ``kb.engine.situation``: ``parse_situation(text)``
* ``kb.engine.books``: ``engine_books()`` (the books with worked examples) and ``book_names()`` (their names,
  from the corpus manifest)
"""
