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
    ends_open,
    nonblank_lines,
    parse_blocks,
    render_block,
    render_inline,
    starts_continuation,
)
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

BOOK = "ciaffone"

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


def _article(
    source: Source, head: Block, number: str, title: str, blocks: list[Block], end_line: int
) -> Article:
    struck: list[str] = []
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
    parent = f"{BOOK}:{number.rsplit('.', 1)[0]}" if number.count(".") == 2 else None
    lines = nonblank_lines(source, head.start, end_line)
    return Article(
        id=f"{BOOK}:{number}",
        book=BOOK,
        number=number,
        title=title,
        parent=parent,
        text=text,
        line_start=lines[0],
        line_end=lines[-1],
        kind="rule",
        struck=struck,
        examples=examples,
        lines=lines,
    )


def _last_line(blocks: list[Block]) -> int:
    """The last line that carries wording (lone ``\\*`` bullets do not)."""
    for b in reversed(blocks):
        if b.kind != "paragraph" or render_inline(b.inline)[0].strip() != "*":
            return b.end
    raise ValueError("no wording")  # pragma: no cover - only called when there is a part


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse Ciaffone's rules into the articles 1.1–1.37, 1.11.a and 1.11.b."""
    blocks = parse_blocks(source.lines)
    heads: list[tuple[int, str, str]] = []
    for k, b in enumerate(blocks):
        if b.kind != "heading":
            continue
        current, _ = render_inline(b.inline)
        m = _HEADING.match(strip_md_emphasis(current))
        if not m:
            raise source.error(f"heading without a section number: {current!r}", line=b.start)
        heads.append((k, m.group(1), m.group(2).strip()))
    if not heads:
        raise source.error("no section heading ('### **1.1. …**') found: is this Ciaffone's rules?")
    first_line = blocks[heads[0][0]].start
    articles: list[Article] = []
    seen: set[str] = set()
    for idx, (k, number, title) in enumerate(heads):
        head = blocks[k]
        if number in seen:
            raise source.error(f"duplicate section number {number}", line=head.start)
        seen.add(number)
        nxt = heads[idx + 1][0] if idx + 1 < len(heads) else len(blocks)
        end_line = blocks[nxt].start - 1 if nxt < len(blocks) else len(source.lines)
        articles.append(_article(source, head, number, title, blocks[k + 1 : nxt], end_line))
    for a in articles:
        if a.parent is not None and a.parent.split(":", 1)[1] not in seen:
            raise source.error(f"section {a.number} has no parent section {a.parent}", line=a.line_start)
    return Book(
        meta=meta,
        articles=articles,
        front_matter="\n".join(source.lines[: first_line - 1]).strip(),
        front_lines=nonblank_lines(source, 1, first_line - 1),
    )
