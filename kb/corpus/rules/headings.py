"""Headings that open articles: the book's own numbers, or slugs of unnumbered headings.

``numbered`` is decided here, once: a heading matched by a numbering pattern carries the
book's number (``numbered=True``); an unnumbered one gets a slug of its wording
(``numbered=False``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from kb.corpus.common import slugify
from kb.corpus.parser_state import Heading, ParserState, Rule

_LAST_COMPONENT = re.compile(r"[.-][^.-]+$")


def unnumbered(title: str, *, kind: str, parent: str | None = None, prefix: str = "", struck_title: str = "") -> Heading:
    """The heading of an unnumbered section: its number is a slug of its title.
    ``unnumbered("Les Blinds", kind="section").number`` → ``"les-blinds"``."""
    return Heading(
        prefix + slugify(title), title, kind=kind, parent=parent, numbered=False, struck_title=struck_title
    )


def parent_number(number: str, root_depth: int = 1) -> str | None:
    """The number of the article a number belongs to, read from the number itself:
    ``"9.6"`` → ``"9"``, ``"10-10"`` → ``"10"``, ``"1.11.b"`` → ``"1.11"``; None for the
    numbers of the top ``root_depth`` levels (``"9"``; with 2, ``"1.11"``, for a book whose
    chapters are not articles).

    >>> parent_number("9.6"), parent_number("9"), parent_number("1.11", root_depth=2)
    ('9', None, None)
    """
    if len(re.split(r"[.-]", number)) <= root_depth:
        return None
    return _LAST_COMPONENT.sub("", number)


def current_part(state: ParserState) -> str | None:
    """The id of the last part opened (the bare section title the rules below belong to)."""
    return state.part.article.id if state.part else None


def _first_group(m: re.Match[str]) -> str:
    return m.group(1)


def numbered_heading(
    pattern: re.Pattern[str],
    *,
    kind: str = "rule",
    zones: Collection[str] | None = None,
    number: Callable[[re.Match[str]], str] = _first_group,
    parent: Callable[[ParserState], str | None] = current_part,
    accept: Callable[[ParserState, re.Match[str]], bool] | None = None,
    zone_after: str | None = None,
) -> Rule[ParserState]:
    """A line ``pattern`` matches — group 1 the number, group 2 the title (``47: Droit à la
    Surrelance``) — opens an article with the book's own number.

    ``zones``: where such a heading may stand; ``number``: the article number from the
    match (``PR-7.`` → ``PR-7``); ``parent``: the parent id (default: the current part);
    ``accept``: a further check (the TDA's rules come in order, so ``2: …`` inside a
    paragraph list is not rule 2); ``zone_after``: the zone the heading opens.
    """

    def rule(state: ParserState) -> bool:
        if zones is not None and state.zone not in zones:
            return False
        m = pattern.match(state.line.text)
        if m is None or (accept is not None and not accept(state, m)):
            return False
        state.open(Heading(number(m), m.group(2).strip(), kind=kind, parent=parent(state)))
        state.advance()
        if zone_after is not None:
            state.zone = zone_after
        return True

    return rule
