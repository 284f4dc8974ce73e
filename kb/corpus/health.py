"""Corpus health: conservation of the source lines, structure, references.

Conservation: every non-blank line of a source file lands in exactly one article (its
``lines``) or in the book's front matter, and the letters and digits of that line are
found in the article's wording (title, current text, struck wording or examples). The
report is what ``kb check`` prints and what the app's "À propos" page shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from kb.corpus import corpus_dir
from kb.corpus.common import content_key, wording_found
from kb.corpus.refs import unresolved
from kb.corpus.source import read_source
from kb.model import Article, Book, Library


@dataclass
class BookHealth:
    book: str
    articles: int
    source_lines: int  # non-blank lines of the source file
    front_lines: int
    covered_lines: int  # non-blank lines consumed by articles
    lost_lines: list[int] = field(default_factory=list)  # in no article and not front matter
    duplicated_lines: list[int] = field(default_factory=list)  # in more than one place
    unfaithful_lines: list[tuple[int, str]] = field(default_factory=list)  # wording not found
    empty_articles: list[str] = field(default_factory=list)  # no current text (struck only…), no sub-article
    unresolved_refs: list[tuple[str, str, int]] = field(default_factory=list)  # (article, raw, line)
    structural_errors: list[str] = field(default_factory=list)

    @property
    def coverage(self) -> float:
        """Share of non-blank source lines accounted for (articles + front matter)."""
        if not self.source_lines:
            return 1.0
        ok = self.source_lines - len(self.lost_lines)
        return ok / self.source_lines


def _wording_key(article: Article) -> str:
    parts = [article.number, article.title, article.struck_title, article.text, *article.struck]
    for ex in article.examples:
        parts.extend([ex.label, ex.text])
    return content_key(" ".join(parts))


def book_health(book: Book, folder: Path | None = None) -> BookHealth:
    source = read_source((folder or corpus_dir()) / book.meta.file)
    nonblank = {n for n, line in source.numbered() if line.strip()}
    owner: dict[int, list[str]] = {}
    for n in book.front_lines:
        owner.setdefault(n, []).append("front matter")
    for a in book.articles:
        for n in a.lines:
            owner.setdefault(n, []).append(a.id)
    h = BookHealth(
        book=book.id,
        articles=len(book.articles),
        source_lines=len(nonblank),
        front_lines=len(book.front_lines),
        covered_lines=sum(1 for n in nonblank if any(o != "front matter" for o in owner.get(n, []))),
    )
    h.lost_lines = sorted(n for n in nonblank if n not in owner)
    h.duplicated_lines = sorted(n for n, owners in owner.items() if len(owners) > 1)
    keys = {a.id: _wording_key(a) for a in book.articles}
    for a in book.articles:
        for n in a.lines:
            if not wording_found(source.line(n), keys[a.id]):
                h.unfaithful_lines.append((n, a.id))
    # a chapter over its sub-articles (« 1. Généralités » above 1.1, 1.2) has no text of its own
    parents = {a.parent for a in book.articles}
    h.empty_articles = [a.id for a in book.articles if not a.text.strip() and a.kind != "part" and a.id not in parents]
    ids = [a.id for a in book.articles]
    seen: set[str] = set()
    for aid in ids:
        if aid in seen:
            h.structural_errors.append(f"duplicate article id {aid}")
        seen.add(aid)
    for a in book.articles:
        if a.parent and a.parent not in seen:
            h.structural_errors.append(f"{a.id}: parent {a.parent} is not an article")
        if not a.lines:
            h.structural_errors.append(f"{a.id}: consumes no source line")
        elif a.line_start > a.line_end:
            h.structural_errors.append(f"{a.id}: line_start {a.line_start} > line_end {a.line_end}")
        if not a.id.startswith(f"{book.id}:"):
            h.structural_errors.append(f"{a.id}: id does not start with '{book.id}:'")
    if h.lost_lines:
        h.structural_errors.append(f"{len(h.lost_lines)} source line(s) lost: {h.lost_lines[:10]}")
    if h.duplicated_lines:
        h.structural_errors.append(f"{len(h.duplicated_lines)} source line(s) in two places: {h.duplicated_lines[:10]}")
    if h.unfaithful_lines:
        h.structural_errors.append(
            f"{len(h.unfaithful_lines)} line(s) whose wording is not in their article: {h.unfaithful_lines[:5]}"
        )
    return h


def library_health(library: Library, folder: Path | None = None) -> list[BookHealth]:
    report = [book_health(b, folder) for b in library.books.values()]
    by_book = {h.book: h for h in report}
    for aid, ref in unresolved(library):
        by_book[aid.split(":", 1)[0]].unresolved_refs.append((aid, ref.raw, ref.line))
    return report
