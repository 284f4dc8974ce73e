"""Blank lines: consumed and kept nowhere (lines of spaces are blank too)."""

from __future__ import annotations

from kb.corpus.parser_state import ParserState


def blank_line(state: ParserState) -> bool:
    """A blank line separates blocks; it belongs to no article and to no front matter."""
    if not state.line.blank:
        return False
    state.advance()
    return True
