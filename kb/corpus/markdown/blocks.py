"""Markdown blocks with their source line spans, read with markdown-it-py.

A block knows the 1-based lines it covers (token ``.map``, trailing blank lines left out),
so every article built from blocks can list the source lines it consumed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

MD = MarkdownIt("commonmark").enable(["strikethrough", "table"])


@dataclass
class Block:
    """A block of the Markdown source with its 1-based, inclusive line span."""

    kind: str  # paragraph | heading | bullet_list | ordered_list | hr | html | table | code | blockquote
    start: int
    end: int
    inline: Token | None = None  # paragraph and heading
    level: int = 0  # heading level (1 for ``#``)
    items: list[Item] = field(default_factory=list)  # lists
    children: list[Block] = field(default_factory=list)  # blockquote
    raw: str = ""  # html, table and code blocks: their source text


@dataclass
class Item:
    """A list item: its marker (``-``, ``3.``) and its own blocks."""

    start: int
    end: int
    marker: str
    blocks: list[Block]


def parse_tokens(lines: Sequence[str]) -> list[Token]:
    """The markdown-it tokens of ``lines`` (``source.lines``): CommonMark with tables and
    ``~~strikethrough~~``."""
    return MD.parse("\n".join(lines))


def blocks_from_tokens(tokens: list[Token], lines: Sequence[str]) -> list[Block]:
    """The top-level blocks of a token stream, in order, with their line spans."""
    blocks, _ = _collect(tokens, 0, None, lines)
    return blocks


def _span(token: Token, lines: Sequence[str]) -> tuple[int, int]:
    """1-based inclusive span of a block token: its map, trailing blank lines excluded."""
    if token.map is None:  # pragma: no cover - every block token of markdown-it has a map
        raise ValueError(f"token {token.type} has no line map")
    start, end = token.map[0] + 1, token.map[1]
    while end > start and not lines[end - 1].strip():
        end -= 1
    return start, end


def _collect(tokens: list[Token], i: int, stop: str | None, lines: Sequence[str]) -> tuple[list[Block], int]:
    """Blocks from ``tokens[i]`` up to the token of type ``stop`` (returned index) or the end."""
    blocks: list[Block] = []
    while i < len(tokens):
        t = tokens[i]
        if stop is not None and t.type == stop:
            return blocks, i
        if t.type in ("paragraph_open", "heading_open"):
            start, end = _span(t, lines)
            kind = "paragraph" if t.type == "paragraph_open" else "heading"
            level = int(t.tag[1:]) if kind == "heading" else 0
            blocks.append(Block(kind, start, end, inline=tokens[i + 1], level=level))
            i += 3
        elif t.type in ("bullet_list_open", "ordered_list_open"):
            start, end = _span(t, lines)
            kind = t.type[: -len("_open")]
            number = int(t.attrs.get("start", 1) or 1) if kind == "ordered_list" else 0
            items: list[Item] = []
            i += 1
            while tokens[i].type == "list_item_open":
                item_tok = tokens[i]
                s, e = _span(item_tok, lines)
                children, j = _collect(tokens, i + 1, "list_item_close", lines)
                if kind == "ordered_list":
                    marker = f"{item_tok.info or number}."
                    number += 1
                else:
                    marker = "-"
                items.append(Item(s, e, marker, children))
                i = j + 1
            blocks.append(Block(kind, start, end, items=items))
            i += 1  # the list's close token
        elif t.type == "blockquote_open":
            start, end = _span(t, lines)
            children, j = _collect(tokens, i + 1, "blockquote_close", lines)
            blocks.append(Block("blockquote", start, end, children=children))
            i = j + 1
        elif t.type == "table_open":
            start, end = _span(t, lines)
            j = i
            while tokens[j].type != "table_close":
                j += 1
            blocks.append(Block("table", start, end, raw="\n".join(lines[start - 1 : end])))
            i = j + 1
        elif t.type in ("hr", "html_block", "code_block", "fence"):
            start, end = _span(t, lines)
            kind = {"hr": "hr", "html_block": "html"}.get(t.type, "code")
            raw = "\n".join(lines[start - 1 : end]) if kind == "code" else t.content.strip()
            blocks.append(Block(kind, start, end, raw=raw))
            i += 1
        else:  # a close token of an enclosing block we were not asked to stop at
            i += 1
    return blocks, i
