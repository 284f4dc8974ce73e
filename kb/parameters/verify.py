"""Checking every citation of the parameters against the parsed books.

A quote counts only if :func:`kb.quotes.find_quote` finds it word for word in the cited
article; a quote found only in the struck wording is accepted and flagged ``historical``.

A book may have a newer edition than the one its values were written for (``kb import
--edition``): a quote the new edition's article no longer holds, but an older edition's
article of the same number does, is accepted and flagged ``review`` (« à revoir »), with a
note saying where it was found (and where the new edition now says it, if it moved) — a
rules expert checks the value against the new wording.
"""

from __future__ import annotations

from collections.abc import Iterable

from kb.errors import DataError
from kb.model import Library
from kb.parameters.model import BookValue, Parameter
from kb.quotes import find_quote, in_older_edition

REVIEW_NOTE = "à revoir : citation absente de la nouvelle édition ({edition}), trouvée dans {article}"
MOVED_NOTE = " ; la nouvelle édition la donne dans {article}"


def _moved_to(bv: BookValue, library: Library) -> str | None:
    """The article of the book's current edition that holds the quote now (a renumbered
    article), if any."""
    book = library.books.get(bv.book)
    for article in book.articles if book is not None else []:
        if article.id != bv.article and find_quote(article, bv.quote) is not None:
            return article.id
    return None


def _flag_review(bv: BookValue, library: Library, found_in: str) -> None:
    edition = library.books[bv.book].meta.version
    note = REVIEW_NOTE.format(edition=edition, article=found_in)
    moved = _moved_to(bv, library)
    if moved is not None:
        note += MOVED_NOTE.format(article=moved)
    bv.review = True
    bv.note = f"{note}. {bv.note}" if bv.note else note


def verify_quotes(params: Iterable[Parameter], library: Library) -> list[Parameter]:
    """Check every citation against the parsed books; flag quotes found only in struck
    wording as historical, and those found only in an older edition « à revoir ». Raises
    one DataError listing every problem."""
    problems: list[str] = []
    for p in params:
        for book, bv in p.values.items():
            if bv is None:
                continue
            who = f"{p.source} : paramètre {p.id}, livre {book}"
            article = library.articles.get(bv.article)
            where = find_quote(article, bv.quote) if article is not None else None
            if where is not None:
                bv.historical = where == "struck"
                continue
            older = in_older_edition(library, bv.article, bv.quote)
            if older is not None:
                _flag_review(bv, library, older)
            elif article is None:
                problems.append(f"{who} : article cité {bv.article} introuvable")
            else:
                problems.append(f"{who} : citation introuvable mot pour mot dans {bv.article} : « {bv.quote} »")
    if problems:
        raise DataError(f"{len(problems)} citation(s) à corriger :\n" + "\n".join(problems))
    return list(params)
