"""What the static site shows, gathered once from the opened knowledge base.

The pages read this context and never the cache: the books exported (all of them, or
those of ``--books``), the topics, the parameters, the glossary, the worked examples'
results and, with ``--house-rules``, the club's document. Every list is in a fixed order
(the manifest's, the taxonomy's, the data files'), so the same input gives the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from kb.engine.results import ExampleResult
from kb.errors import KBError
from kb.houserules import HouseDocument
from kb.knowledge import KnowledgeBase
from kb.model import Article, Library
from kb.parameters import Parameter
from kb.search import Glossary, GlossaryEntry
from kb.search.analysis import sequence_terms, words
from kb.site.urls import article_folders, book_folders
from kb.topics import Topic, TopicIndex

SITE_NAME = "Règlements de poker"


@dataclass
class SiteContext:
    """The knowledge base as the site sees it (see the module docstring)."""

    library: Library
    topics: TopicIndex
    parameters: list[Parameter]
    glossary: Glossary
    books: list[str]  # exported book ids, in the manifest's order
    results: dict[str, list[ExampleResult]] = field(default_factory=dict)  # by article id
    house: HouseDocument | None = None
    # Article id → its page's folder, unique across the library (kb.site.urls.article_folders).
    folders: dict[str, str] = field(init=False, repr=False)
    # Book id → its folder, unique across the library (kb.site.urls.book_folders).
    book_folders: dict[str, str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.book_folders = book_folders(self.library.books)
        self.folders = article_folders((a.id for a in self.library.all_articles()), self.book_folders)

    def book_dir(self, book: str) -> str:
        """The folder of a book's page (``ropta@2025-02`` → ``ropta-2025-02-2/`` when a
        book is called ``ropta-2025-02``)."""
        return self.book_folders[book]

    def article_dir(self, article_id: str) -> str:
        """The folder of an article's page (``club:1-a`` → ``club-livre/1-a-2/`` when
        ``club:1 a`` comes first and has ``club-livre/1-a/``)."""
        return self.folders[article_id]

    @property
    def name(self) -> str:
        """The site's name: the club's event when it publishes its house rules."""
        return self.house.title if self.house else SITE_NAME

    def has(self, article_id: str | None) -> bool:
        """True when the article exists and its book is exported (a link to it works)."""
        if not article_id or article_id not in self.library:
            return False
        return article_id.split(":", 1)[0] in self.books

    def short(self, book: str) -> str:
        return self.library.books[book].meta.short

    def articles(self, book: str) -> list[Article]:
        return self.library.by_book(book)

    def all_articles(self) -> list[Article]:
        return [a for b in self.books for a in self.articles(b)]

    def topic_list(self) -> list[Topic]:
        """The topics that have at least one exported article, in the taxonomy's order."""
        return [t for tid, t in self.topics.topics.items() if self.topic_articles(tid)]

    def topic_articles(self, topic: str) -> list[str]:
        return [link.article for link in self.topics.articles_for(topic) if self.has(link.article)]

    def parameters_citing(self, article_id: str) -> list[Parameter]:
        return [p for p in self.parameters if any(bv and bv.article == article_id for bv in p.values.values())]

    def jargon(self, article: Article) -> list[GlossaryEntry]:
        """The glossary entries whose term or variant occurs in the article (same analysis
        as the search: "relancé" finds the entry "relance"), so that their English jargon is
        indexed with it ("dead button" → the article on the « bouton mort »)."""
        text = " ".join([article.title, article.text, *(ex.text for ex in article.examples)])
        terms = [t for word, _, _ in words(text) for t in sequence_terms(word)]
        return [m.entry for m in sorted(self.glossary.find(terms), key=lambda m: m.entry.id)]


def open_context(kb: KnowledgeBase, books: list[str] | None = None, house: HouseDocument | None = None) -> SiteContext:
    """The site context of ``kb``; ``books`` restricts the exported books (unknown ids are
    an error naming them)."""
    library = kb.library
    known = list(library.books)
    if books:
        unknown = [b for b in books if b not in library.books]
        if unknown:
            raise KBError(f"livre(s) inconnu(s) : {', '.join(unknown)} (livres : {', '.join(known)})")
        chosen = [b for b in known if b in books]
    else:
        chosen = known
    if house is not None and house.base.id not in chosen:
        chosen = [b for b in known if b in chosen or b == house.base.id]
    results: dict[str, list[ExampleResult]] = {}
    for r in sorted(kb.example_results, key=lambda r: r.id):
        results.setdefault(r.article, []).append(r)
    params = [restricted(p, chosen) for p in kb.parameters]
    return SiteContext(library, kb.topics, params, kb.glossary, chosen, results, house)


def restricted(param: Parameter, books: list[str]) -> Parameter:
    """The parameter as the exported books state it (its divergence is theirs)."""
    return replace(
        param,
        values={b: v for b, v in param.values.items() if b in books},
        silent_notes={b: n for b, n in param.silent_notes.items() if b in books},
    )
