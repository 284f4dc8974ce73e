"""Front matter and page furniture: source lines that are kept, but in no article."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from kb.corpus.parser_state import ParserState, Rule, S


def front_matter(until: Callable[[S], bool], body_zone: str = "body") -> Rule[S]:
    """Lines at the top of the book (title block, preface, table of contents) are front
    matter until ``until`` says the body starts at the current line: the zone becomes
    ``body_zone`` and that line is left to the next rules."""

    def rule(state: S) -> bool:
        if state.zone != "front":
            return False
        if until(state):
            state.zone = body_zone
            return False
        state.to_front()
        return True

    return rule


def furniture(pattern: re.Pattern[str], zones: Collection[str] | None = None) -> Rule[ParserState]:
    """A line ``pattern`` matches is page furniture (a cover line printed mid-section, a
    block's version line) and goes to the front matter — in any zone, or only in ``zones``."""

    def rule(state: ParserState) -> bool:
        if zones is not None and state.zone not in zones:
            return False
        if not pattern.match(state.line.text):
            return False
        state.to_front()
        return True

    return rule


def leading_titles(state: ParserState) -> None:
    """Headings without a number and without text at the very start of the book, before
    the first article that has text, go to the front matter: a document's title and
    subtitle that a PDF or a plain text gives as short lines of their own (« POKER CLUB DU
    LAC », « Règles de la maison – tournois du mardi ») were read as two empty articles.
    A heading with a number, a part's heading (« ## Règles de la maison » over its
    sections) or one with articles under it stays an article."""
    parents = {d.article.parent for d in state.drafts}
    n = 0
    for d in state.drafts:
        if d.body or d.article.numbered or d.article.kind == "part" or d.article.id in parents:
            break
        n += 1
    if n == 0 or n == len(state.drafts):
        return
    state.drafts_to_front(n)
