"""Which article of a book decides each kind of ruling, and the sentence of it that decides.

The ``[articles]`` table of ``kb/data/examples/<book>.toml`` maps a topic (``min_raise``,
``undercall``, ``fifty_percent_call``…) to ``{ article = "ropta:9.6", quote = "…" }``; the
quote is checked word for word in the article (:func:`verify_citations`, run by the tests
and by ``kb examples``). A ruling's article is a :class:`Citation`: an article id that also
carries its quote and topic, so every ruling can show the sentence that decides it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from kb.datafiles import read_checked
from kb.engine.books import EXAMPLES_DIR
from kb.model import Library
from kb.quotes import find_quote, in_older_edition


class Citation(str):
    """An article id (``"tda:43"``, compared and printed as such) with the quote of it that
    decides ``topic``."""

    quote: str
    topic: str

    def __new__(cls, article: str, quote: str = "", topic: str = "") -> Citation:
        obj = super().__new__(cls, article)
        obj.quote = quote
        obj.topic = topic
        return obj


def quote_of(article: str | None) -> str | None:
    """The deciding quote an article id carries (None for a bare id or no article)."""
    return article.quote or None if isinstance(article, Citation) else None


def load_citations(book_id: str) -> dict[str, Citation]:
    """The ``[articles]`` table of ``kb/data/examples/<book>.toml``: topic -> Citation (the
    file read through the data-file checker; no file: no table)."""
    return {topic: Citation(art, quote, topic) for topic, art, quote in _read(EXAMPLES_DIR / f"{book_id}.toml")}


# Read once per file and process: parsing and checking a book's examples file takes a few
# milliseconds, and the engine makes a RuleSet per ruling (800 in one property test of
# tests/engine: 0.8 s with this cache, 2.3 s without).
@lru_cache(maxsize=16)
def _read(path: Path) -> tuple[tuple[str, str, str], ...]:
    if not path.exists():
        return ()
    # its examples are checked by their reader (kb.engine.examples), which knows their names
    table = read_checked("examples", path, known=dict.fromkeys(("books", "example_kinds", "calcs"))).get("articles", {})
    return tuple((topic, c["article"], c["quote"]) for topic, c in table.items())


def verify_citations(books: Iterable[str], library: Library) -> list[str]:
    """Problems: a deciding article that does not exist, a quote not found verbatim in it."""
    problems = []
    for book in books:
        for topic, cit in load_citations(book).items():
            art = library.articles.get(cit)  # (Library.get raises on an unknown id)
            # An article or a quote an older edition holds is for a rules expert to review
            # against the new edition (renumbered, reworded: « à revoir », as a parameter's
            # quote), not a reason to refuse the build and every command with it.
            if in_older_edition(library, cit, cit.quote) is not None:
                continue
            if art is None:
                problems.append(f"{book} [articles] {topic} : article {cit} introuvable")
            elif find_quote(art, cit.quote) is None:
                problems.append(f"{book} [articles] {topic} : citation introuvable dans {cit} : {cit.quote!r}")
    return problems
