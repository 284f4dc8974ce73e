"""The data model of the knowledge base: books, articles, worked examples, references.

Every record is a plain dataclass that round-trips through JSON (``to_dict`` /
``from_dict``), so the compiled knowledge base is one JSON file and the CLI can print
everything the app shows.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any

_COLOR = re.compile(r"#[0-9A-Fa-f]{3,8}|[a-z]{3,20}")  # a badge colour (the manifest is the user's to edit)


@dataclass
class Example:
    """A worked example found in an article (or, for the TDA, in its annex)."""

    label: str  # the book's own label: "Exemple 1-A", "Cas B", "EXEMPLES"
    text: str  # the example's wording (Markdown)
    line_start: int
    line_end: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Ref:
    """A cross-reference written in an article (``voir §6.7``, ``Règle 36``, ``RP-5``)."""

    raw: str  # as written in the text
    target: str | None  # resolved article id, or None when it cannot be resolved
    line: int  # source line where it is written (1-based)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def heading_label(number: str, title: str, numbered: bool = True) -> str:
    """"3.5 — DEMANDE DU TIME"; the title alone for an unnumbered section (whose number is
    a slug of its title: the book's parser says so in ``Article.numbered``).

    >>> heading_label("3.5", "DEMANDE DU TIME"), heading_label("paiement", "Paiement", False)
    ('3.5 — DEMANDE DU TIME', 'Paiement')
    """
    if not number or not numbered:
        return title or number
    return f"{number} — {title}" if title else number


@dataclass
class Article:
    """One article of a rulebook: a numbered rule, a procedure, or an unnumbered section.

    ``id`` is ``book:number`` (``ropta:9.6``, ``tda:PR-9``) or ``book:slug`` for unnumbered
    sections (``aix:les-blinds``). ``text`` is the current wording in Markdown, ``struck``
    the deleted wording (kept apart, in order). ``lines`` are the 1-based source lines the
    article consumed (for the conservation check); ``line_start``/``line_end`` its span.
    """

    id: str
    book: str
    number: str
    title: str
    parent: str | None
    text: str
    line_start: int
    line_end: int
    kind: str = "rule"  # rule | section | procedure | part | intro
    # Decided by the book's parser: True for the book's own numbers (``9.21``, ``PR-9``,
    # ``39a``, ``A``), False when ``number`` is a slug of the heading (``les-blinds``).
    numbered: bool = True
    struck: list[str] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    refs: list[Ref] = field(default_factory=list)
    topics: list[str] = field(default_factory=list)
    struck_title: str = ""  # struck wording of the heading, if any
    lines: list[int] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The article's heading everywhere it is shown: « 9.6 — MONTANT DE LA RELANCE », the
        title alone for an unnumbered section, the struck title when only it is left."""
        title = self.title or (self.struck_title and f"{self.struck_title} (supprimé)")
        return heading_label(self.number, title, self.numbered)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Article:
        d = dict(d)
        d["examples"] = [Example(**e) for e in d.get("examples", [])]
        d["refs"] = [Ref(**r) for r in d.get("refs", [])]
        return cls(**d)


@dataclass
class BookMeta:
    """A book as described in ``corpus/manifest.toml``."""

    id: str
    title: str
    short: str
    publisher: str
    version: str
    date: str
    kind: str  # tournament | cash
    language: str
    file: str
    parser: str
    format: str
    description: str = ""
    color: str = ""  # the badge colour of the book in the app (#rrggbb); grey when not given
    # The layout profile read by the generic parser: a file name beside the source, or the
    # profile itself as a table ("": detected from the text).
    profile: str | dict[str, Any] = ""
    original: str = ""  # an imported book: its original file (DOCX, PDF…), kept byte for byte
    # Set when the library is loaded: the id of the book this is an older edition of
    # (``ropta`` for ``ropta@2024-09``); "" for the current edition.
    edition_of: str = ""

    @property
    def badge_color(self) -> str:
        """``color`` when CSS can read it only as a colour (« #1f5fa8 », « teal »), else ""."""
        return self.color if _COLOR.fullmatch(self.color or "") else ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Book:
    """A parsed book: its manifest entry, its articles in source order, its front matter."""

    meta: BookMeta
    articles: list[Article]
    front_matter: str = ""  # title block / preface / table of contents (not articles)
    front_lines: list[int] = field(default_factory=list)
    source_sha256: str = ""

    @property
    def id(self) -> str:
        return self.meta.id

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Book:
        return cls(**{**d, "meta": BookMeta(**d["meta"]), "articles": [Article.from_dict(a) for a in d["articles"]]})


class Library:
    """All books, with articles indexed by id."""

    def __init__(self, books: list[Book]):
        self.books: dict[str, Book] = {b.id: b for b in books}
        self.articles: dict[str, Article] = {}
        for b in books:
            for a in b.articles:
                self.articles[a.id] = a

    def __contains__(self, article_id: str) -> bool:
        return article_id in self.articles

    def find(self, typed: str) -> str | None:
        """The id of the article ``typed`` names, read the same way by the command line and
        the app's addresses: as written, else in lower case with a space for the colon
        (« TDA 47 ») and compatibility characters folded (a full-width « ： » from a phone's
        keyboard); None when no article has it."""
        if typed in self.articles:
            return typed
        parts = unicodedata.normalize("NFKC", typed).replace(":", " ").split()
        if len(parts) != 2:
            return None
        # the number as typed, else in lower case (« aix:Contexte-General »), else in capitals
        # (« tda:pr-11 » for tda:PR-11)
        return next((f"{parts[0].lower()}:{n}" for n in (parts[1], parts[1].lower(), parts[1].upper())
                     if f"{parts[0].lower()}:{n}" in self.articles), None)

    def get(self, article_id: str) -> Article:
        """The article with this id; raises KeyError with the id when unknown."""
        try:
            return self.articles[article_id]
        except KeyError:
            raise KeyError(f"unknown article id: {article_id!r}") from None

    def book_names(self, *, in_use: bool = False) -> dict[str, str]:
        """The one home of the books' names: book id → short name (« ROPTA », « Casino
        d'Aix »), in the manifest's order. ``in_use``: only the edition in use of each book
        (an older edition, ``ropta@2024-09``, has no parameters and gives no ruling)."""
        return {bid: book.meta.short for bid, book in self.books.items() if not (in_use and book.meta.edition_of)}

    def book_name(self, book_id: str) -> str:
        """The short name of ``book_id``; the id itself when no book has it."""
        book = self.books.get(book_id)
        return book.meta.short if book else book_id

    def by_book(self, book: str) -> list[Article]:
        return list(self.books[book].articles)

    def all_articles(self) -> list[Article]:
        return [a for b in self.books.values() for a in b.articles]

    def children(self, article_id: str) -> list[Article]:
        return [a for a in self.all_articles() if a.parent == article_id]

    def to_dict(self) -> dict[str, Any]:
        return {"books": [b.to_dict() for b in self.books.values()]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Library:
        return cls([Book.from_dict(b) for b in d["books"]])
