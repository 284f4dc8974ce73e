"""Markdown sources: blocks with line spans (``blocks``) and their rendering with struck
wording kept apart (``inline``); shared by the parsers of the Markdown books."""

from kb.corpus.markdown.blocks import (
    MD,
    Block,
    Item,
    blocks_from_tokens,
    nonblank_lines,
    parse_blocks,
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

__all__ = [
    "MD",
    "Block",
    "Item",
    "blocks_from_tokens",
    "ends_open",
    "join_blocks",
    "nonblank_lines",
    "parse_blocks",
    "parse_tokens",
    "render_block",
    "render_inline",
    "render_item",
    "render_list",
    "starts_continuation",
    "tidy",
]
