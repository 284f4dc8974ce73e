"""The parser state of a Markdown book: the source lines plus the Markdown blocks that
start on them, so that line rules can ask "does a heading start here?"."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kb.corpus.markdown.blocks import Block, blocks_from_tokens, parse_tokens
from kb.corpus.parser_state import Draft, Line, ParserState
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta


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

    def finish_book(self, article: Callable[[MarkdownState, Draft], Article], *, no_heading: str, orphan: str) -> Book:
        """The book once every line was read: ``no_heading`` when no article was found,
        ``orphan`` (with ``{number}`` and ``{parent}``) for an article whose parent is not
        in the book; the lines before the first article are the front matter."""
        if not self.drafts:
            raise self.source.error(no_heading)
        lost = self.orphan()
        if lost is not None:
            a = lost.article
            raise self.source.error(orphan.format(number=a.number, parent=a.parent), line=a.line_start)
        articles = [article(self, d) for d in self.drafts]
        first_line = articles[0].line_start
        return self.book(articles, "\n".join(self.source.lines[: first_line - 1]).strip())
