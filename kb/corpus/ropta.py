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
wording) are in ``kb.corpus.markdown``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.corpus.common import strip_md_emphasis
from kb.corpus.markdown import (
    Block,
    Item,
    ends_open,
    join_blocks,
    nonblank_lines,
    parse_blocks,
    render_block,
    render_inline,
    starts_continuation,
)
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

BOOK = "ropta"

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
