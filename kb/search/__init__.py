"""French full-text search over the articles of the rulebooks (postings as arrays, stored fields in Whoosh).

- ``Searcher(index_dir).search(text, books=, topic=, limit=, history=)`` → ``SearchResult``
  (hits with id, book, number, title, score, HTML-safe snippet; the glossary ``expansions``
  and the "did you mean" ``suggestion``); the knowledge base (``kb.knowledge``) opens it
  once and rebuilds an unreadable index with a warning;
- ``build_step(library, out_dir)`` → the build step called by ``kb.build``;
- ``load_glossary()`` → the jargon glossary (``kb/data/glossary.toml``), also for the app.
"""

from kb.search.glossary import Glossary, GlossaryEntry, load_glossary
from kb.search.index import build_index, build_step, lexicon_step
from kb.search.searcher import Hit, IndexUnreadable, Searcher, SearchResult

__all__ = [
    "Glossary", "GlossaryEntry", "Hit", "IndexUnreadable", "SearchResult", "Searcher", "build_index",
    "build_step", "lexicon_step", "load_glossary",
]
