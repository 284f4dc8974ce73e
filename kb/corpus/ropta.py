"""Parser of the ROPTA (FFPA, version 2025-02): a Markdown conversion of a Word document.

The book is parsed with markdown-it-py into blocks carrying their source lines (token
``.map``). An article starts at every ``ARTICLE N : …`` / ``ARTICLE N.M : …`` heading of
the body, whatever its heading level (``#``…``####`` are used at random for the same
rank): the hierarchy comes from the numbers, ``ropta:9`` is the parent of ``ropta:9.6``.
Other headings (``GENERALITES``, ``EXEMPLES :``, ``MISE POUR SUIVRE INSUFFISANTE``…) stay
inside the current article as ``####`` sub-headings. Everything before ``ARTICLE 1`` (title
block, AVANT-PROPOS, TABLE DES MATIERES) is front matter.

``~~struck~~`` wording (deleted in this version) is taken out of the current wording into
``struck``; the worked examples listed under an ``EXEMPLE(S) :`` sub-heading (``Cas A``,
``Cas B``…) become the article's ``examples``. The fully struck heading
``~~ARTICLE 10-10 : …~~`` is kept as a struck article with no current wording.

The Markdown helpers (blocks with line spans, inline rendering that separates struck
wording) are shared with the Ciaffone parser, the other Markdown book of this format.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

from kb.corpus.common import strip_md_emphasis
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

BOOK = "ropta"

_MD = MarkdownIt("commonmark").enable(["strikethrough", "table"])

# Sentinels used while rendering inline content: where struck wording was removed, and
# where the source has a Markdown hard line break.
REMOVED = "\x01"
HARD_BREAK = "\x00"

# Inline HTML kept as plain text (``2<sup>E</sup>`` → ``2E``).
_DROPPED_TAGS = re.compile(r"^</?(sup|sub|span|u|br)\b[^>]*>$", re.IGNORECASE)


# --------------------------------------------------------------------------------------
# Markdown blocks with source line spans


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


def parse_blocks(lines: Sequence[str]) -> list[Block]:
    """The top-level Markdown blocks of ``lines`` (``source.lines``), in order."""
    tokens = _MD.parse("\n".join(lines))
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


# --------------------------------------------------------------------------------------
# Inline rendering: current wording (Markdown) and struck wording


def render_inline(token: Token | None) -> tuple[str, list[str]]:
    """Render an inline token back to Markdown: (current wording, struck spans in order).

    Struck spans are removed from the current wording, with the spaces around them tidied;
    links to ``#`` become their text (``[§6.7](#)`` → ``§6.7``); ``<sup>`` tags are dropped
    (their letters kept); bold and italics are kept as ``**``/``*``.
    """
    if token is None or not token.children:
        return "", []
    struck: list[str] = []
    text, _ = _render_seq(token.children, 0, None, struck, False)
    return tidy(text), struck


def _render_seq(
    toks: list[Token], i: int, stop: str | None, struck: list[str], in_struck: bool
) -> tuple[str, int]:
    parts: list[str] = []
    while i < len(toks):
        t = toks[i]
        if stop is not None and t.type == stop:
            return "".join(parts), i
        if t.type.endswith("_open"):
            base = t.type[: -len("_open")]
            inner, j = _render_seq(toks, i + 1, f"{base}_close", struck, in_struck or base == "s")
            i = j + 1
            if base == "s" and not in_struck:
                piece = _one_line(inner)
                if piece:
                    struck.append(piece)
                parts.append(REMOVED)
            elif base in ("strong", "em") and _has_wording(inner):
                parts.append(f"{t.markup}{inner}{t.markup}")
            elif base == "link":
                href = str(t.attrs.get("href", "") or "")
                if href in ("", "#") or not _has_wording(inner):
                    parts.append(inner)
                else:
                    parts.append(f"[{inner}]({href})")
            else:
                parts.append(inner)
            continue
        if t.type == "text":
            parts.append(t.content)
        elif t.type == "softbreak":
            parts.append("\n")
        elif t.type == "hardbreak":
            parts.append(HARD_BREAK)
        elif t.type == "code_inline":
            parts.append(f"`{t.content}`")
        elif t.type == "html_inline":
            if not _DROPPED_TAGS.match(t.content.strip()):
                parts.append(t.content)
        elif t.type == "image":
            parts.append(t.content)
        else:
            parts.append(t.content)
        i += 1
    return "".join(parts), i


def _has_wording(text: str) -> bool:
    return any(c not in f" \t\n{REMOVED}{HARD_BREAK}" for c in text)


def _one_line(text: str) -> str:
    """A struck span as one line: line breaks and runs of spaces become one space."""
    t = text.replace(HARD_BREAK, " ").replace(REMOVED, " ")
    return re.sub(r"\s+", " ", t).strip()


_REMOVAL_RUN = re.compile(rf"[ \t]*{REMOVED}(?:[ \t]*{REMOVED})*[ \t]*")


def tidy(text: str) -> str:
    """Close the gaps left by removed struck spans; turn hard breaks into Markdown ones."""

    def close_gap(m: re.Match[str]) -> str:
        before = text[m.start() - 1] if m.start() > 0 else "\n"
        after = text[m.end()] if m.end() < len(text) else "\n"
        if before == "\n" or after == "\n" or after in ",.;)":
            return ""
        return " " if re.search(r"[ \t]", m.group(0)) else ""

    t = _REMOVAL_RUN.sub(close_gap, text)
    lines = [line.strip() for line in t.split("\n")]
    t = "\n".join(line for line in lines if line)
    return t.replace(HARD_BREAK, "  \n").strip()


def render_block(block: Block, struck: list[str]) -> str:
    """Markdown of a block (current wording only); its struck spans are appended to
    ``struck``. A fully struck block renders as ``""``; list items that are fully struck
    are left out of the list."""
    if block.kind == "paragraph":
        text, st = render_inline(block.inline)
        struck.extend(st)
        return text
    if block.kind == "heading":
        text, st = render_inline(block.inline)
        struck.extend(st)
        return f"#### {text}" if text else ""
    if block.kind in ("bullet_list", "ordered_list"):
        return render_list(block, struck)
    if block.kind == "blockquote":
        inner = join_blocks([render_block(b, struck) for b in block.children])
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n")) if inner else ""
    if block.kind == "hr":
        return ""
    return block.raw


def render_list(block: Block, struck: list[str], indent: str = "") -> str:
    """A (possibly nested) list as Markdown lines; fully struck items are left out."""
    out: list[str] = []
    for item in block.items:
        body = render_item(item, struck, indent + " " * (len(item.marker) + 1))
        if body:
            out.append(f"{indent}{item.marker} {body}")
    return "\n".join(out)


def render_item(item: Item, struck: list[str], indent: str) -> str:
    """The Markdown of a list item's content; lines after the first indented by ``indent``."""
    chunks: list[str] = []
    for b in item.blocks:
        if b.kind in ("bullet_list", "ordered_list"):
            nested = render_list(b, struck, indent)
            if nested:
                chunks.append(nested)
            continue
        text = render_block(b, struck)
        if text:
            chunks.append("\n".join(f"{indent}{line}" if line else line for line in text.split("\n")))
    body = "\n".join(chunks)
    return body[len(indent) :] if body.startswith(indent) else body


def join_blocks(parts: Sequence[str]) -> str:
    """Rendered blocks joined into one Markdown text (empty ones left out)."""
    return "\n\n".join(p for p in parts if p)


def ends_open(text: str) -> bool:
    """True when ``text`` stops in the middle of a sentence (last character a letter or
    digit): the next block, if it starts in lower case or with a digit, continues it."""
    t = text.rstrip()
    return bool(t) and t[-1].isalnum()


def starts_continuation(text: str) -> bool:
    t = text.lstrip()
    return bool(t) and (t[0].islower() or t[0].isdigit())


def nonblank_lines(source: Source, start: int, end: int) -> list[int]:
    """1-based numbers of the non-blank lines from ``start`` to ``end`` inclusive."""
    return [n for n in range(start, end + 1) if source.lines[n - 1].strip()]


# --------------------------------------------------------------------------------------
# ROPTA articles

_ARTICLE = re.compile(r"^ARTICLE\s+(\d+(?:[.-]\d+)?)\s*:\s*(.*)$", re.DOTALL)
_EXAMPLES_HEADING = re.compile(r"^EXEMPLES?\s*:?$", re.IGNORECASE)
_CASE = re.compile(r"^(Cas\s+[A-Z]\d*)\s*:\s*")


@dataclass
class _Draft:
    """An article being built."""

    number: str
    title: str
    struck_title: str
    heading_line: int
    struck: list[str] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    in_examples: bool = False  # right after an EXEMPLE(S) sub-heading
    last_was_example: bool = False


def _article_heading(block: Block) -> tuple[str, str, str, bool] | None:
    """(number, title, struck title, whole heading struck) of an ``ARTICLE`` heading."""
    if block.kind != "heading":
        return None
    current, struck = render_inline(block.inline)
    m = _ARTICLE.match(strip_md_emphasis(current))
    if m:
        return m.group(1), m.group(2).strip(), " ".join(struck), False
    whole = strip_md_emphasis(" ".join(struck))
    m = _ARTICLE.match(whole)
    if m and not strip_md_emphasis(current):
        return m.group(1), "", m.group(2).strip(), True
    return None


def _add_examples(draft: _Draft, block: Block) -> None:
    """The list under an ``EXEMPLE(S) :`` sub-heading → one Example per case."""
    found: list[Example] = []

    def visit(items: list[Item], inside: Example | None) -> None:
        for item in items:
            own = [b for b in item.blocks if b.kind not in ("bullet_list", "ordered_list")]
            nested = [b for b in item.blocks if b.kind in ("bullet_list", "ordered_list")]
            text = join_blocks([render_block(b, draft.struck) for b in own])
            lines = [n for b in own for n in range(b.start, b.end + 1)]
            m = _CASE.match(text)
            current = inside
            if not text:
                pass  # a fully struck item: its wording is in ``struck``
            elif inside is not None and not m:  # an unlabelled sub-item of a case: part of it
                inside.text = f"{inside.text}\n- {text}"
                inside.line_end = max(inside.line_end, max(lines, default=item.end))
            else:
                label = m.group(1) if m else ""
                body = text[m.end() :] if m else text
                current = Example(label, body, min(lines, default=item.start), max(lines, default=item.start))
                found.append(current)
            for sub in nested:
                visit(sub.items, current)

    visit(block.items, None)
    unlabelled = [ex for ex in found if not ex.label]
    for k, ex in enumerate(unlabelled, start=1):
        ex.label = "Exemple" if len(unlabelled) == 1 else f"Exemple {k}"
    draft.examples.extend(found)


def _add_block(draft: _Draft, block: Block) -> None:
    if block.kind == "heading":
        text = render_block(block, draft.struck)
        draft.in_examples = bool(_EXAMPLES_HEADING.match(text[len("#### ") :].strip()))
        draft.last_was_example = False
        if text:
            draft.parts.append(text)
        return
    if block.kind in ("bullet_list", "ordered_list") and draft.in_examples:
        _add_examples(draft, block)
        draft.last_was_example = True
        return
    if block.kind == "hr":
        draft.in_examples = False
        return
    text = render_block(block, draft.struck)
    if not text:
        return
    if block.kind == "paragraph" and starts_continuation(text):
        # A sentence cut by a stray blank line in the conversion ("… de" / "500 par …").
        if draft.last_was_example and draft.examples and ends_open(draft.examples[-1].text):
            ex = draft.examples[-1]
            ex.text = f"{ex.text} {text}"
            ex.line_end = block.end
            return
        if not draft.last_was_example and draft.parts and ends_open(draft.parts[-1]):
            draft.parts[-1] = f"{draft.parts[-1]} {text}"
            return
    draft.in_examples = False
    draft.last_was_example = False
    draft.parts.append(text)


def _finish(draft: _Draft, source: Source, end_line: int, whole_struck: bool) -> Article:
    number = draft.number
    if "." in number:
        parent: str | None = f"{BOOK}:{number.split('.')[0]}"
    elif "-" in number:
        parent = f"{BOOK}:{number.split('-')[0]}"
    else:
        parent = None
    lines = nonblank_lines(source, draft.heading_line, end_line)
    struck = list(draft.struck)
    if whole_struck:
        struck.insert(0, f"ARTICLE {number} : {draft.struck_title}")
    return Article(
        id=f"{BOOK}:{number}",
        book=BOOK,
        number=number,
        title=draft.title,
        parent=parent,
        text=join_blocks(draft.parts),
        line_start=lines[0],
        line_end=lines[-1],
        kind="part" if parent is None else "rule",
        struck=struck,
        examples=draft.examples,
        struck_title=draft.struck_title,
        lines=lines,
    )


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the ROPTA into its articles (see the module docstring)."""
    blocks = parse_blocks(source.lines)
    heads: list[tuple[int, Block, tuple[str, str, str, bool]]] = []
    for k, b in enumerate(blocks):
        h = _article_heading(b)
        if h is not None:
            heads.append((k, b, h))
    if not heads:
        raise source.error("no 'ARTICLE N :' heading found: is this the ROPTA?")
    first_line = heads[0][1].start
    front_lines = nonblank_lines(source, 1, first_line - 1)
    front_matter = "\n".join(source.lines[: first_line - 1]).strip()

    articles: list[Article] = []
    seen: set[str] = set()
    for idx, (k, head, (number, title, struck_title, whole_struck)) in enumerate(heads):
        if f"{BOOK}:{number}" in seen:
            raise source.error(f"duplicate article number {number}", line=head.start)
        seen.add(f"{BOOK}:{number}")
        next_k = heads[idx + 1][0] if idx + 1 < len(heads) else len(blocks)
        end_line = heads[idx + 1][1].start - 1 if idx + 1 < len(heads) else len(source.lines)
        draft = _Draft(number, title, struck_title, head.start)
        for b in blocks[k + 1 : next_k]:
            _add_block(draft, b)
        articles.append(_finish(draft, source, end_line, whole_struck))
    for a in articles:
        if a.parent is not None and a.parent not in seen:
            raise source.error(f"article {a.number} has no parent article {a.parent}", line=a.line_start)
    return Book(meta=meta, articles=articles, front_matter=front_matter, front_lines=front_lines)
