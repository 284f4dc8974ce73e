"""French full-text search over the articles of the five rulebooks (Whoosh).

- ``search(text, books=, topic=, limit=, history=)`` → ``SearchResult`` (hits with id, book,
  number, title, score, HTML-safe snippet; the glossary ``expansions`` and the "did you mean"
  ``suggestion``);
- ``open_searcher()`` → the ``Searcher`` of the built knowledge base, opened once per process
  and rebuilt with a warning if its index is unreadable;
- ``build_step(library, out_dir)`` → the build step called by ``kb.build``;
- ``load_glossary()`` → the jargon glossary (``kb/data/glossary.toml``), also for the app.
"""

from kb.search.glossary import Glossary, GlossaryEntry, load_glossary
from kb.search.index import build_index, build_step
from kb.search.query import Correction, Expansion
from kb.search.searcher import Hit, IndexUnreadable, Searcher, SearchResult, open_searcher, search

__all__ = [
    "Correction",
    "Expansion",
    "Glossary",
    "GlossaryEntry",
    "Hit",
    "IndexUnreadable",
    "SearchResult",
    "Searcher",
    "build_index",
    "build_step",
    "load_glossary",
    "open_searcher",
    "search",
]
