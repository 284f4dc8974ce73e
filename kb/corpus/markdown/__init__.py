"""Markdown sources: blocks with line spans (``blocks``), their rendering with struck
wording kept apart (``inline``), and the parser state over a Markdown file (``state``);
shared by the parsers of the Markdown books (ROPTA, Ciaffone, RedCactus)."""

from kb.corpus.markdown.blocks import (
    MD,
    Block,
    Item,
    blocks_from_tokens,
    parse_tokens,
)
from kb.corpus.markdown.inline import (
    ends_open,
    join_blocks,
    render_block,
    render_inline,
    render_item,
    render_list,
    starts_continuation,
    tidy,
)
from kb.corpus.markdown.state import MarkdownState

__all__ = [
    "MD",
    "Block",
    "Item",
    "MarkdownState",
    "blocks_from_tokens",
    "ends_open",
    "join_blocks",
    "parse_tokens",
    "render_block",
    "render_inline",
    "render_item",
    "render_list",
    "starts_continuation",
    "tidy",
]
