"""Checking every citation of the parameters against the parsed books.

A quote counts only if :func:`kb.quotes.find_quote` finds it word for word in the cited
article; a quote found only in the struck wording is accepted and flagged ``historical``.
"""

from __future__ import annotations

from collections.abc import Iterable

from kb.errors import DataError
from kb.model import Library
from kb.parameters.model import Parameter
from kb.quotes import find_quote


def verify_quotes(params: Iterable[Parameter], library: Library) -> list[Parameter]:
    """Check every citation against the parsed books; flag quotes found only in struck
    wording as historical. Raises one DataError listing every problem."""
    problems: list[str] = []
    for p in params:
        for book, bv in p.values.items():
            if bv is None:
                continue
            who = f"{p.source}: parameter {p.id}, book {book}"
            if bv.article not in library.articles:
                problems.append(f"{who}: cited article {bv.article} does not exist")
                continue
            where = find_quote(library.articles[bv.article], bv.quote)
            if where is None:
                problems.append(f"{who}: quote not found verbatim in {bv.article}: «{bv.quote}»")
            else:
                bv.historical = where == "struck"
    if problems:
        raise DataError(f"{len(problems)} citation problem(s):\n" + "\n".join(problems))
    return list(params)
