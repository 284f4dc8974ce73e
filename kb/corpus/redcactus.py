"""RedCactus Poker league rules (``corpus/redcactus.md``, Markdown) → articles.

The book is a Markdown conversion with unreliable heading levels (``#`` to ``#####`` for
headings of the same rank), so the structure is read from the heading *wording*:

- the first heading and the paragraph under it are the title block → front matter;
- the unnumbered headings before the first lettered part are the preamble of basic poker
  rules → ``intro`` articles ``redcactus:intro-<slug>``; the first of them ("Prérequis :
  Les règles de base du poker", whose text announces the rules "énoncées ci-après") is the
  parent of the thirteen others;
- ``A) …`` headings are the lettered parts (``redcactus:A``); the two unlettered part
  headings after H ("Jeu : Autres", "Ethique du Jeu & Pénalités") are parts too, with slug
  ids (``redcactus:jeu-autres``);
- ``12) …`` / ``46: …`` / ``39a) …`` headings are the numbered rules (``redcactus:39a``);
- ``a) …`` headings (inside rule 7) are sub-headings and stay in the rule's text.

Text is the source Markdown, block by block (lists kept as lists, the table of hands kept
as a Markdown table with its inline HTML, cell padding trimmed). Paragraphs cut in the
middle of a sentence by a page break of the original (a paragraph ending without
punctuation followed by one starting in lower case) are joined again.

Worked examples (``Par exemple, …``, ``Ex : …``, ``Exemple 1: …`` with amounts) are
recorded as ``Example`` records. A paragraph that *is* an example goes to ``examples``
only; an example sentence inside a paragraph of rule text is recorded as an example and
also left in the paragraph, so that the rule still reads as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it.token import Token

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.markdown import Block, MarkdownState
from kb.corpus.parser_state import Draft, Heading, Preset, run
from kb.corpus.rules import blank_line, body_line, current_part, front_matter, markdown_heading, unnumbered
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

RULE_RE = re.compile(r"^(\d+[a-z]?)\s*[):]\s*(.+)$")
PART_RE = re.compile(r"^([A-Z])\)\s*(.+)$")
SUBHEADING_RE = re.compile(r"^[a-z]\)\s")

# An example starts a sentence with one of the book's labels: "Par exemple,", "Ex :",
# "Ex:", "Exemple :", "Exemple 1:". "Exemple les déclarations…" (rule 59) has no colon and
# no amount: it illustrates a kind of statement, it is not a worked example.
EXAMPLE_RE = re.compile(
    r"(?:^|(?<=[.!?)»\"”]\s))(?P<label>Par exemple(?=\s*,)|Exemple(?:\s+\d+)?(?=\s*:)|Ex(?=\s*:))"
)
SENTENCE_END_RE = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"”»)]))\s+(?=[A-ZÀ-ÖØ-Þ«\"“(])")
# A paragraph cut by a page break ends without closing punctuation.
UNFINISHED_END_RE = re.compile(r"[\w,]$")


@dataclass
class _Block:
    """One top-level Markdown block with the source lines it covers."""

    kind: str  # heading | paragraph | list | table | other
    first: int  # 1-based source lines
    last: int
    markdown: str
    heading: str = ""  # inline content of a heading
    # for paragraphs: (line, start, end) offsets of each source line in ``markdown``
    segments: list[tuple[int, int, int]] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # non-blank source lines


def _paragraph(source: Source, first: int, last: int) -> _Block:
    parts: list[str] = []
    segments: list[tuple[int, int, int]] = []
    offset = 0
    for n in range(first, last + 1):
        text = source.line(n).strip()
        if not text:
            continue
        if parts:
            offset += 1  # the "\n" joining the lines
        segments.append((n, offset, offset + len(text)))
        parts.append(text)
        offset += len(text)
    return _Block("paragraph", first, last, "\n".join(parts), segments=segments)


def _table(tokens: list[Token], start: int) -> tuple[str, int]:
    """The table starting at ``tokens[start]`` as a Markdown table (cells trimmed)."""
    rows: list[list[str]] = []
    header_rows = 0
    i = start
    while tokens[i].type != "table_close":
        t = tokens[i]
        if t.type == "tr_open":
            rows.append([])
        elif t.type == "inline":
            rows[-1].append(t.content.strip())
        elif t.type == "thead_close":
            header_rows = len(rows)
        i += 1
    width = max(len(r) for r in rows)
    out: list[str] = []
    for k, row in enumerate(rows):
        cells = row + [""] * (width - len(row))
        out.append("| " + " | ".join(cells) + " |")
        if k + 1 == header_rows:
            out.append("|" + "|".join(["---"] * width) + "|")
    return "\n".join(out), i


def _blocks(tokens: list[Token], source: Source) -> list[_Block]:
    """The top-level blocks of the file, in order, each with its source lines; a non-blank
    line that no block covers (e.g. a link definition) becomes a paragraph of its own."""
    blocks: list[_Block] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.level != 0 or t.map is None or t.nesting < 0:
            i += 1
            continue
        first, last = t.map[0] + 1, t.map[1]
        if t.type == "heading_open":
            content = tokens[i + 1].content
            blocks.append(_Block("heading", first, last, source.line(first).strip(), heading=content))
        elif t.type == "paragraph_open":
            blocks.append(_paragraph(source, first, last))
        elif t.type == "table_open":
            markdown, close = _table(tokens, i)
            blocks.append(_Block("table", first, last, markdown))
            i = close + 1
            continue
        else:
            kind = "list" if t.type in ("bullet_list_open", "ordered_list_open") else "other"
            raw = [source.line(n).rstrip() for n in range(first, last + 1)]
            while raw and not raw[-1].strip():
                raw.pop()
            blocks.append(_Block(kind, first, last, "\n".join(raw)))
        if t.nesting == 1:  # skip to the matching close token
            depth = 1
            i += 1
            while depth and i < len(tokens):
                if tokens[i].level == 0:
                    depth += tokens[i].nesting
                i += 1
        else:
            i += 1
    covered = {n for b in blocks for n in range(b.first, b.last + 1)}
    for n, line in source.numbered():
        if line.strip() and n not in covered:
            blocks.append(_paragraph(source, n, n))
    blocks.sort(key=lambda b: b.first)
    for b in blocks:
        b.lines = [n for n in range(b.first, b.last + 1) if source.line(n).strip()]
    return _join_page_breaks(blocks)


def _join_page_breaks(blocks: list[_Block]) -> list[_Block]:
    """Join a paragraph cut in mid-sentence by a page break of the original document
    (``… connus des`` / ``joueurs. …``) with the paragraph that continues it."""
    out: list[_Block] = []
    for b in blocks:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.kind == b.kind == "paragraph"
            and UNFINISHED_END_RE.search(prev.markdown)
            and b.markdown[:1].islower()
        ):
            shift = len(prev.markdown) + 1
            prev.markdown = prev.markdown + " " + b.markdown
            prev.segments += [(n, s + shift, e + shift) for n, s, e in b.segments]
            prev.last = b.last
            prev.lines += b.lines
            continue
        out.append(b)
    return out


def _line_at(block: _Block, offset: int) -> int:
    for n, _start, end in block.segments:
        if offset <= end:
            return n
    return block.segments[-1][0]


def _examples(block: _Block) -> tuple[list[Example], bool]:
    """Worked examples written in a paragraph, and whether the paragraph is one whole
    example (it starts with the label). An example runs from its label to the end of its
    sentence and goes on over the following sentences as long as they carry figures."""
    text = block.markdown
    found: list[Example] = []
    whole = False
    last_end = 0
    for m in EXAMPLE_RE.finditer(text):
        if m.start() < last_end:
            continue  # inside the previous example
        if m.start() == 0:
            end = len(text)
        else:
            sentences: list[tuple[int, int]] = []
            pos = m.start()
            for s in SENTENCE_END_RE.finditer(text, m.end()):
                sentences.append((pos, s.start()))
                pos = s.end()
            sentences.append((pos, len(text)))
            end = sentences[0][1]
            for st, en in sentences[1:]:
                if EXAMPLE_RE.match(text, st) or not re.search(r"\d", text[st:en]):
                    break
                end = en
        wording = text[m.start() : end].strip()
        if not re.search(r"\d", wording[len(m.group("label")) :]):
            continue  # an illustration without figures, not a worked example
        whole = whole or m.start() == 0
        last_end = end
        found.append(
            Example(
                label=m.group("label"),
                text=wording,
                line_start=_line_at(block, m.start()),
                line_end=_line_at(block, m.start() + len(wording) - 1),
            )
        )
    return found, whole


def _split_struck(text: str) -> tuple[str, list[str]]:
    """``split_struck`` only where there is struck wording (it also tidies spaces, which
    would change the French spacing before ``:`` of untouched text)."""
    if "~~" not in text:
        return text.strip(), []
    return split_struck(text)


def _heading_title(content: str) -> tuple[str, str]:
    """Current and struck wording of a heading, Markdown markers removed."""
    current, struck = _split_struck(content)
    return strip_md_emphasis(current), " ".join(strip_md_emphasis(s) for s in struck)


def _article(draft: Draft, blocks: list[_Block]) -> Article:
    """The article of a draft, its text rendered from its blocks (sub-headings in bold,
    whole-paragraph examples moved to ``examples``, struck wording kept apart)."""
    texts: list[str] = []
    for b in blocks:
        if b.kind == "heading":  # a sub-heading of the rule ("a) Tournois hebdomadaires")
            sub, sub_struck = _heading_title(b.heading)
            if sub_struck:
                draft.article.struck.append(sub_struck)
            if sub:
                texts.append(f"**{sub}**")
            continue
        if b.kind == "paragraph":
            found, whole = _examples(b)
            draft.article.examples += found
            if whole:
                continue
        current, gone = _split_struck(b.markdown)
        draft.article.struck += gone
        if current:
            texts.append(current)
    return draft.finish("\n\n".join(texts))


def _after_title_block(state: MarkdownState) -> bool:
    """RedCactus quirk: the first heading and what stands under it are the title block;
    the body starts at the second heading."""
    return state.line.n in state.headings and min(state.headings) < state.line.n


def _heading(state: MarkdownState, block: Block) -> Heading | None:
    """RedCactus quirk: heading levels are unreliable, the wording says what a heading is —
    ``12) …`` / ``39a) …`` a rule of the current part, ``A) …`` a lettered part, ``a) …``
    a sub-heading of a rule (left in its body); before the first part, an ``intro-`` slug
    section whose parent is the first of them ("Prérequis : …"); after, an unlettered part
    ("Jeu : Autres") with a slug id."""
    title, struck_title = _heading_title(block.inline.content if block.inline else "")
    rule = RULE_RE.match(title)
    if rule:
        return Heading(rule.group(1), rule.group(2).strip(), parent=current_part(state), struck_title=struck_title)
    lettered = PART_RE.match(title)
    if lettered:
        return Heading(lettered.group(1), lettered.group(2).strip(), kind="part", struck_title=struck_title)
    if SUBHEADING_RE.match(title) and state.current is not None and state.current.article.kind == "rule":
        return None
    if state.part is None:
        root = next((d.article.id for d in state.drafts if d.article.kind == "intro"), None)
        return unnumbered(title, kind="intro", parent=root, prefix="intro-", struck_title=struck_title)
    return unnumbered(title, kind="part", struck_title=struck_title)


PRESET: Preset[MarkdownState] = Preset(
    "redcactus",
    [
        ("blank", blank_line),
        ("title_block", front_matter(until=_after_title_block)),
        ("heading", markdown_heading(_heading)),
        ("body", body_line(orphan_error="text before the first article")),
    ],
    duplicate="article {number!r} already starts at line {first}",
)


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the RedCactus rules into intro sections, parts and numbered rules."""
    state = MarkdownState(source, meta)
    if not state.headings:
        raise source.error("no heading found: not the RedCactus rulebook layout")
    run(state, PRESET)
    blocks = {b.first: b for b in _blocks(state.tokens, source)}
    articles = [_article(d, [blocks[ln.n] for ln in d.body if ln.n in blocks]) for d in state.drafts]
    front = [blocks[ln.n] for ln in state.front_lines() if ln.n in blocks]
    return state.book(articles, "\n\n".join(b.markdown for b in front))
