"""Worked examples written on a line of their own, after the book's label."""

from __future__ import annotations

import re

from kb.corpus.parser_state import ParserState, Rule
from kb.model import Example


def example_line(pattern: re.Pattern[str], label: str) -> Rule[ParserState]:
    """A line ``pattern`` matches (``Exemple : en NLHE, …``, TDA 43) is a worked example of
    the current article, labelled ``label``: it goes to the article's examples, not to its
    text. Before the first article the line is left to the next rules."""

    def rule(state: ParserState) -> bool:
        line = state.line
        if state.current is None or not pattern.match(line.text):
            return False
        state.current.article.examples.append(Example(label, line.text, line.n, line.n))
        state.current.article.lines.append(line.n)
        state.advance()
        return True

    return rule
