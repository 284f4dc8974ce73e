"""The parser state of a Markdown book: the source lines plus the Markdown blocks that
start on them, so that line rules can ask "does a heading start here?"."""

from __future__ import annotations

from collections.abc import Iterable

from kb.corpus.markdown.blocks import Block, blocks_from_tokens, parse_tokens
from kb.corpus.parser_state import Line, ParserState
from kb.corpus.source import Source
from kb.model import BookMeta


class MarkdownState(ParserState):
    """``ParserState`` over a Markdown file: its markdown-it ``tokens``, its top-level
    ``blocks``, and ``headings`` (first line → heading block, whatever its level)."""

    def __init__(self, source: Source, meta: BookMeta) -> None:
        super().__init__(source, meta)
        self.tokens = parse_tokens(source.lines)
        self.blocks = blocks_from_tokens(self.tokens, source.lines)
        self.starts = {b.start: b for b in self.blocks}
        self.headings = {b.start: b for b in self.blocks if b.kind == "heading"}

    def blocks_of(self, lines: Iterable[Line]) -> list[Block]:
        """The top-level blocks that start on ``lines`` (an article's body), in order."""
        return [self.starts[ln.n] for ln in lines if ln.n in self.starts]
