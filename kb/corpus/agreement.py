"""Agreement of the generic parser with a book's own parser: the bar a layout profile (or
a detected layout) must reach before a sixth book can do without code.

For a built-in book, the generic parser reads its source with the profile
``corpus/profiles/<book>.toml`` (or with the layout it detects): the agreement is the share
of the book parser's articles whose (id, title) the generic parser finds too; the
conservation is the share of non-blank source lines that land in exactly one place
(an article or the front matter).

>>> a = Agreement("x", specific=4, generic=4, matched=3, source_lines=10, lost=0, doubled=0)
>>> a.agreement, a.conservation
(0.75, 1.0)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS, get_parser, load_manifest
from kb.corpus.detect import detect_profile
from kb.corpus.generic import parse as parse_generic
from kb.corpus.profile import Profile, load_profile
from kb.corpus.source import read_source
from kb.model import Book

PROFILES = DEFAULT_CORPUS / "profiles"


@dataclass(frozen=True)
class Agreement:
    """How the generic parser's reading of a book compares with the book's own parser."""

    book: str
    specific: int  # articles of the book's own parser
    generic: int  # articles of the generic parser
    matched: int  # own parser's articles whose (id, title) the generic parser has
    source_lines: int  # non-blank source lines
    lost: int  # non-blank lines in no article and not in the front matter
    doubled: int  # lines in two places
    missing: tuple[tuple[str, str], ...] = field(default=(), compare=False)  # (id, title) not found

    @property
    def agreement(self) -> float:
        return self.matched / self.specific if self.specific else 1.0

    @property
    def conservation(self) -> float:
        if not self.source_lines:
            return 1.0
        return (self.source_lines - self.lost - self.doubled) / self.source_lines


def compare_books(own: Book, generic: Book, source_lines: list[str]) -> Agreement:
    """The agreement of ``generic`` with ``own`` (the same book read by its own parser)."""
    pairs = {(a.id, a.title) for a in generic.articles}
    missing = tuple((a.id, a.title) for a in own.articles if (a.id, a.title) not in pairs)
    places = Counter([*generic.front_lines, *(n for a in generic.articles for n in a.lines)])
    nonblank = [n for n, line in enumerate(source_lines, start=1) if line.strip()]
    return Agreement(
        book=own.id,
        specific=len(own.articles),
        generic=len(generic.articles),
        matched=len(own.articles) - len(missing),
        source_lines=len(nonblank),
        lost=sum(1 for n in nonblank if n not in places),
        doubled=sum(1 for n in nonblank if places[n] > 1),
        missing=missing,
    )


def book_profile(book_id: str) -> Profile:
    """The layout profile of a built-in book (``corpus/profiles/<book>.toml``)."""
    return load_profile(PROFILES / f"{book_id}.toml")


def agreement(book_id: str, profile: Profile | None = None, *, detect: bool = False, folder: Path | None = None) -> Agreement:
    """The agreement on book ``book_id`` of the generic parser with ``profile`` (default:
    the book's profile file; with ``detect``, the layout detected from its text)."""
    folder = folder or DEFAULT_CORPUS
    meta = next(m for m in load_manifest(folder) if m.id == book_id)
    source = read_source(folder / meta.file)
    if detect:
        profile = detect_profile(source.lines).profile
    elif profile is None:
        profile = book_profile(book_id)
    own = get_parser(meta.parser)(source, meta)
    return compare_books(own, parse_generic(source, meta, profile), source.lines)


def agreements(detect: bool = False, folder: Path | None = None) -> list[Agreement]:
    """The agreement on every built-in book that has its own parser."""
    metas = [m for m in load_manifest(folder or DEFAULT_CORPUS) if m.parser != "generic"]
    return [agreement(m.id, detect=detect, folder=folder) for m in metas]
