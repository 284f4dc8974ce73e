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
