"""Verbatim quote verification, shared by the parameters, the worked examples and the
house rules: a quote counts only if it is found word for word in the cited article.

"Word for word" tolerates only what is not wording: Markdown emphasis markers, line
breaks and runs of spaces, the two apostrophes (' and ’), and non-breaking spaces.
Letters, accents, digits and punctuation must match exactly.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal

from kb.model import Article, Library

Where = Literal["text", "struck", "examples", "title"]

_EMPHASIS = re.compile(r"(\*\*|__|(?<![\w\\])\*(?=\S)|(?<=[^\s\\])\*(?!\w))")
# A Markdown backslash escape ("3 \* 400") stands for the character itself: it is wording.
_ESCAPE = re.compile(r"\\([*_#\[\]()~>-])")
_LITERAL = {"*": "\ue000", "_": "\ue001"}  # escaped markers hidden from _EMPHASIS
_SPACES = re.compile(r"\s+")


def normalize_quote(text: str) -> str:
    """The form in which quotes and article wording are compared."""
    t = unicodedata.normalize("NFC", text)
    t = t.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").replace("‘", "'")
    t = _ESCAPE.sub(lambda m: _LITERAL.get(m.group(1), m.group(1)), t)
    t = _EMPHASIS.sub("", t)
    t = t.replace(_LITERAL["*"], "*").replace(_LITERAL["_"], "_")
    t = _SPACES.sub(" ", t)
    return t.strip()


def find_quote(article: Article, quote: str) -> Where | None:
    """Where ``quote`` stands verbatim in ``article``: its current text (or title), its
    struck wording (historical), or its worked examples; None when it is not there."""
    q = normalize_quote(quote)
    if not q:
        return None
    if q in normalize_quote(article.text):
        return "text"
    if q in normalize_quote(article.title):
        return "title"
    if any(q in normalize_quote(ex.text) for ex in article.examples):
        return "examples"
    if any(q in normalize_quote(s) for s in article.struck):
        return "struck"
    return None


def locate(text: str, quote: str) -> tuple[int, int] | None:
    """Character span of ``quote`` in ``text`` (raw offsets), tolerant as above.

    Used to substitute or highlight a quoted value in the article's own wording. Returns
    None when the quote is not found.
    """
    q = normalize_quote(quote)
    if not q:
        return None
    # Build the normalised text with a map from normalised offsets back to raw offsets.
    norm_chars: list[str] = []
    raw_index: list[int] = []
    i = 0
    raw = unicodedata.normalize("NFC", text)
    while i < len(raw):
        esc = _ESCAPE.match(raw, i)
        if esc:
            norm_chars.append(esc.group(1))
            raw_index.append(i + 1)
            i = esc.end()
            continue
        m = _EMPHASIS.match(raw, i)
        if m and m.end() > i:
            i = m.end()
            continue
        c = raw[i]
        if c.isspace() or c in "\u00a0\u202f":
            if norm_chars and norm_chars[-1] != " ":
                norm_chars.append(" ")
                raw_index.append(i)
            i += 1
            continue
        if c in "’‘":
            c = "'"
        norm_chars.append(c)
        raw_index.append(i)
        i += 1
    norm = "".join(norm_chars)
    pos = norm.find(q)
    if pos < 0:
        return None
    start = raw_index[pos]
    end = raw_index[pos + len(q) - 1] + 1
    return start, end


def in_older_edition(library: Library, article_id: str, quote: str) -> str | None:
    """The article of an older edition of the cited article's book, same number, that holds
    ``quote`` (None if none): a quote written for the edition a newer one replaced
    (``kb import --edition``), to be checked against the new wording (« à revoir »)."""
    book, _, number = article_id.partition(":")
    for older in (b.id for b in library.books.values() if b.meta.edition_of == book):
        article = library.articles.get(f"{older}:{number}")
        if article is not None and find_quote(article, quote) is not None:
            return article.id
    return None



def in_previous_edition(library: Library, article_id: str) -> Article | None:
    """The article ``article_id`` names in the newest older edition of its book, when the
    edition in use has no such article (None otherwise): a citation written for the edition a
    newer one with fewer articles replaced (``ropta:9.6`` → ``ropta@2025-02:9.6``)."""
    if article_id in library.articles:
        return None
    book, _, number = article_id.partition(":")
    older = [b.meta for b in library.books.values() if b.meta.edition_of == book]
    for meta in sorted(older, key=lambda m: (bool(m.date), m.date, m.version), reverse=True):
        article = library.articles.get(f"{meta.id}:{number}")
        if article is not None:
            return article
    return None


def previous_edition_note(library: Library, article: Article) -> str:
    """How a citation of an older edition's article says so: « de l'édition précédente
    (2025-02), absent de l'édition en vigueur (2026-01) »."""
    meta = library.books[article.book].meta
    current = library.books.get(meta.edition_of)
    now = f" (édition {current.meta.version})" if current else ""
    return f"de l'édition précédente ({meta.version}), absent de l'édition en vigueur{now}"
