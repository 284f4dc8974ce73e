"""Markdown headings (``#`` to ``######``, whatever the level) that open articles."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from kb.corpus.markdown import Block, MarkdownState
from kb.corpus.parser_state import Heading

M = TypeVar("M", bound=MarkdownState)


def markdown_heading(classify: Callable[[M, Block], Heading | None]) -> Callable[[M], bool]:
    """A Markdown heading that ``classify`` reads as an article heading opens that article;
    the heading's lines are the article's. The levels of converted books are unreliable
    (ROPTA uses ``#`` to ``####`` for the same rank), so ``classify`` reads the wording.
    A heading it declines (None: a sub-heading such as ``a) Tournois hebdomadaires``) is
    left to the next rules and stays in the current article's body."""

    def rule(state: M) -> bool:
        block = state.headings.get(state.line.n)
        if block is None:
            return False
        heading = classify(state, block)
        if heading is None:
            return False
        state.open(heading)
        state.through(block.end)
        return True

    return rule
