"""Parser of Bob Ciaffone's general poker rules (French edition, 1996), sections 1.1–1.37.

A Markdown conversion of a scanned book: every section is a heading ``### **1.1. La
place**`` (one is ``##``), the sub-sections ``1.11.a`` and ``1.11.b`` are articles of their
own below ``1.11``. The lettered items are written ``\\* (a) …`` — escaped asterisks, so
Markdown sees paragraphs, not a list — sometimes inside real list items (``- \\* (a) …``),
sometimes with the letter on the paragraph after a lone ``\\*``. They are turned back into
one Markdown list per run of items. Sentences cut in two by a stray blank line (``… il
fait`` / ``son enchère.``) are joined again. The title block above ``1.1`` is front matter.

The book's one worked example with numbers, the ``Nota : dans un Hold'em 25/50/100, …``
that closes item (g) of 1.11.a, is recorded as an example of that article.
"""

from __future__ import annotations

import re

from kb.corpus.common import strip_md_emphasis
from kb.corpus.markdown import (
    Block,
    MarkdownState,
    ends_open,
    render_block,
    render_inline,
    starts_continuation,
)
from kb.corpus.parser_state import Draft, Heading, Preset, run
from kb.corpus.rules import blank_line, body_line, markdown_heading, parent_number
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

_HEADING = re.compile(r"^(\d+\.\d+(?:\.[a-z])?)\.?\s+(.+)$", re.DOTALL)
_LETTERED = re.compile(r"^\([a-z]\)\s")
_NOTA = re.compile(r"(?<=[.;!?])\s+(Nota\s*:\s*)(.*\d.*)$", re.DOTALL)


def _item_text(text: str) -> str | None:
    """The wording of a lettered/bulleted item written as a paragraph (``* (a) …``,
    ``(h) …``), without its ``*``; None when the paragraph is not an item."""
    if text.startswith("* "):
        return text[2:].lstrip()
    if _LETTERED.match(text):
        return text
    return None


def _render(block: Block, struck: list[str]) -> tuple[str, bool]:
    """(Markdown, is a list) of a block, with the book's ``\\*`` items made list items."""
    if block.kind == "paragraph":
        text = render_block(block, struck)
        if text.strip() == "*":
            return "", False  # a lone bullet whose item follows (or nothing at all)
        item = _item_text(text)
        if item is not None:
            return f"- {_indent_rest(item)}", True
        return text, False
    if block.kind == "bullet_list":
        rendered = render_block(block, struck)
        # "- * (a) …" → "- (a) …": the book's own bullet inside a Markdown list item.
        return re.sub(r"(?m)^(\s*)- \* ", r"\1- ", rendered), True
    return render_block(block, struck), block.kind == "ordered_list"


def _indent_rest(text: str) -> str:
    lines = text.split("\n")
    return "\n".join([lines[0]] + [f"  {line}" for line in lines[1:]])


def _text(blocks: list[Block], struck: list[str]) -> tuple[str, list[Example]]:
    """The Markdown text of a section from its blocks, and its ``Nota :`` example."""
    parts: list[tuple[str, bool]] = []  # (markdown, is a list)
    for b in blocks:
        text, is_list = _render(b, struck)
        if not text:
            continue
        if (
            b.kind == "paragraph"
            and not is_list
            and starts_continuation(text)
            and parts
            and ends_open(parts[-1][0])
        ):
            parts[-1] = (f"{parts[-1][0]} {text}", parts[-1][1])
            continue
        parts.append((text, is_list))
    examples: list[Example] = []
    if parts:
        m = _NOTA.search(parts[-1][0])
        if m:
            examples.append(Example("Nota", m.group(2).strip(), _last_line(blocks), _last_line(blocks)))
            parts[-1] = (parts[-1][0][: m.start()].rstrip(), parts[-1][1])
    text = ""
    for k, (chunk, is_list) in enumerate(parts):
        if k:
            text += "\n" if is_list and parts[k - 1][1] else "\n\n"
        text += chunk
    return text, examples


def _last_line(blocks: list[Block]) -> int:
    """The last line that carries wording (lone ``\\*`` bullets do not)."""
    for b in reversed(blocks):
        if b.kind != "paragraph" or render_inline(b.inline)[0].strip() != "*":
            return b.end
    raise ValueError("no wording")  # pragma: no cover - only called when there is a part


def _section_heading(state: MarkdownState, block: Block) -> Heading:
    """Ciaffone quirk: every heading is a section ``1.11. Les relances`` (any level); the
    sub-sections ``1.11.a`` belong to ``1.11`` — chapter 1 itself is no article. A heading
    without a number is an error: the parser does not know that layout."""
    current, _ = render_inline(block.inline)
    m = _HEADING.match(strip_md_emphasis(current))
    if not m:
        raise state.error(f"heading without a section number: {current!r}", line=block.start)
    number = m.group(1)
    parent = parent_number(number, root_depth=2)
    return Heading(number, m.group(2).strip(), parent=f"{state.book_id}:{parent}" if parent else None)


PRESET: Preset[MarkdownState] = Preset(
    "ciaffone",
    [
        ("blank", blank_line),
        ("section_heading", markdown_heading(_section_heading)),
        ("body", body_line()),  # before 1.1: the title block
    ],
    duplicate="duplicate section number {number}",
)


def _article(state: MarkdownState, draft: Draft) -> Article:
    text, examples = _text(state.blocks_of(draft.body), draft.article.struck)
    draft.article.examples = examples
    return draft.finish(text)


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse Ciaffone's rules into the articles 1.1–1.37, 1.11.a and 1.11.b."""
    return run(MarkdownState(source, meta), PRESET).finish_book(
        _article,
        no_heading="no section heading ('### **1.1. …**') found: is this Ciaffone's rules?",
        orphan="section {number} has no parent section {parent}",
    )
