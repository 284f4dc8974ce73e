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
    MarkdownState,
    ends_open,
    join_blocks,
    render_block,
    render_inline,
    starts_continuation,
)
from kb.corpus.parser_state import Draft, Heading, Preset, run
from kb.corpus.rules import blank_line, body_line, markdown_heading, parent_number
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

_ARTICLE = re.compile(r"^ARTICLE\s+(\d+(?:[.-]\d+)?)\s*:\s*(.*)$", re.DOTALL)
_EXAMPLES_HEADING = re.compile(r"^EXEMPLES?\s*:?$", re.IGNORECASE)
_CASE = re.compile(r"^(Cas\s+[A-Z]\d*)\s*:\s*")


@dataclass
class _Body:
    """The text of an article being rendered from its blocks."""

    struck: list[str] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    in_examples: bool = False  # right after an EXEMPLE(S) sub-heading
    last_was_example: bool = False


def _article_heading(state: MarkdownState, block: Block) -> Heading | None:
    """ROPTA quirk: an article starts at an ``ARTICLE N : TITLE`` heading of any level;
    its parent comes from its number (``9.6`` → ``ropta:9``, ``10-10`` → ``ropta:10``).
    A heading struck as a whole (``~~ARTICLE 10-10 : …~~``) opens a struck article."""
    current, struck = render_inline(block.inline)
    m = _ARTICLE.match(strip_md_emphasis(current))
    if m:
        number, title, struck_title, whole = m.group(1), m.group(2).strip(), " ".join(struck), False
    else:
        m = _ARTICLE.match(strip_md_emphasis(" ".join(struck)))
        if not m or strip_md_emphasis(current):
            return None
        number, title, struck_title, whole = m.group(1), "", m.group(2).strip(), True
    parent = parent_number(number)
    return Heading(
        number,
        title,
        kind="part" if parent is None else "rule",
        parent=f"{state.book_id}:{parent}" if parent else None,
        struck_title=struck_title,
        struck=(f"ARTICLE {number} : {struck_title}",) if whole else (),
    )


def _add_examples(body: _Body, block: Block) -> None:
    """The list under an ``EXEMPLE(S) :`` sub-heading → one Example per case."""
    found: list[Example] = []

    def visit(items: list[Item], inside: Example | None) -> None:
        for item in items:
            own = [b for b in item.blocks if b.kind not in ("bullet_list", "ordered_list")]
            nested = [b for b in item.blocks if b.kind in ("bullet_list", "ordered_list")]
            text = join_blocks([render_block(b, body.struck) for b in own])
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
                wording = text[m.end() :] if m else text
                current = Example(label, wording, min(lines, default=item.start), max(lines, default=item.start))
                found.append(current)
            for sub in nested:
                visit(sub.items, current)

    visit(block.items, None)
    unlabelled = [ex for ex in found if not ex.label]
    for k, ex in enumerate(unlabelled, start=1):
        ex.label = "Exemple" if len(unlabelled) == 1 else f"Exemple {k}"
    body.examples.extend(found)


def _add_block(body: _Body, block: Block) -> None:
    if block.kind == "heading":
        text = render_block(block, body.struck)
        body.in_examples = bool(_EXAMPLES_HEADING.match(text[len("#### ") :].strip()))
        body.last_was_example = False
        if text:
            body.parts.append(text)
        return
    if block.kind in ("bullet_list", "ordered_list") and body.in_examples:
        _add_examples(body, block)
        body.last_was_example = True
        return
    if block.kind == "hr":
        body.in_examples = False
        return
    text = render_block(block, body.struck)
    if not text:
        return
    if block.kind == "paragraph" and starts_continuation(text):
        # A sentence cut by a stray blank line in the conversion ("… de" / "500 par …").
        if body.last_was_example and body.examples and ends_open(body.examples[-1].text):
            ex = body.examples[-1]
            ex.text = f"{ex.text} {text}"
            ex.line_end = block.end
            return
        if not body.last_was_example and body.parts and ends_open(body.parts[-1]):
            body.parts[-1] = f"{body.parts[-1]} {text}"
            return
    body.in_examples = False
    body.last_was_example = False
    body.parts.append(text)


PRESET: Preset[MarkdownState] = Preset(
    "ropta",
    [
        ("blank", blank_line),
        ("article_heading", markdown_heading(_article_heading)),
        ("body", body_line()),  # before ARTICLE 1: title block, AVANT-PROPOS, TABLE DES MATIERES
    ],
    duplicate="duplicate article number {number}",
)


def _article(state: MarkdownState, draft: Draft) -> Article:
    body = _Body()
    for block in state.blocks_of(draft.body):
        _add_block(body, block)
    draft.article.struck.extend(body.struck)
    draft.article.examples = body.examples
    return draft.finish(join_blocks(body.parts))


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the ROPTA into its articles (see the module docstring)."""
    return run(MarkdownState(source, meta), PRESET).finish_book(
        _article,
        no_heading="no 'ARTICLE N :' heading found: is this the ROPTA?",
        orphan="article {number} has no parent article {parent}",
    )
