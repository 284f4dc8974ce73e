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

from markdown_it import MarkdownIt
from markdown_it.token import Token

from kb.corpus.common import slugify, split_struck, strip_md_emphasis
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

_MD = MarkdownIt("commonmark").enable(["strikethrough", "table"])

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


@dataclass
class _Draft:
    """An article being assembled."""

    number: str
    title: str
    kind: str
    parent: str | None
    heading_line: int
    struck_title: str = ""
    blocks: list[_Block] = field(default_factory=list)


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


def _blocks(source: Source) -> list[_Block]:
    """The top-level blocks of the file, in order, each with its source lines; a non-blank
    line that no block covers (e.g. a link definition) becomes a paragraph of its own."""
    tokens = _MD.parse("\n".join(source.lines))
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


def _finish(draft: _Draft, book_id: str) -> Article:
    texts: list[str] = []
    struck: list[str] = []
    examples: list[Example] = []
    lines = [draft.heading_line]
    for b in draft.blocks:
        lines += b.lines
        markdown = b.markdown
        if b.kind == "heading":  # a sub-heading of the rule ("a) Tournois hebdomadaires")
            sub, sub_struck = _heading_title(b.heading)
            if sub_struck:
                struck.append(sub_struck)
            if sub:
                texts.append(f"**{sub}**")
            continue
        if b.kind == "paragraph":
            found, whole = _examples(b)
            examples += found
            if whole:
                continue
        current, gone = _split_struck(markdown)
        struck += gone
        if current:
            texts.append(current)
    lines = sorted(set(lines))
    return Article(
        id=f"{book_id}:{draft.number}",
        book=book_id,
        number=draft.number,
        title=draft.title,
        parent=draft.parent,
        text="\n\n".join(texts),
        line_start=lines[0],
        line_end=lines[-1],
        kind=draft.kind,
        struck=struck,
        examples=examples,
        struck_title=draft.struck_title,
        lines=lines,
    )


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the RedCactus rules into intro sections, parts and numbered rules."""
    blocks = _blocks(source)
    headings = [k for k, b in enumerate(blocks) if b.kind == "heading"]
    if not headings:
        raise source.error("no heading found: not the RedCactus rulebook layout")
    # Title block: the first heading and what stands under it.
    body_start = headings[1] if len(headings) > 1 else len(blocks)
    front = blocks[:body_start]
    drafts: list[_Draft] = []
    intro_root: str | None = None
    part: str | None = None
    seen: dict[str, int] = {}

    def new(number: str, title: str, struck_title: str, kind: str, parent: str | None, line: int) -> None:
        if number in seen:
            raise source.error(f"article {number!r} already starts at line {seen[number]}", line=line)
        seen[number] = line
        drafts.append(_Draft(number, title, kind, parent, line, struck_title))

    for b in blocks[body_start:]:
        if b.kind != "heading":
            if not drafts:
                raise source.error("text before the first article", line=b.first)
            drafts[-1].blocks.append(b)
            continue
        title, struck_title = _heading_title(b.heading)
        rule = RULE_RE.match(title)
        lettered = PART_RE.match(title)
        if rule:
            new(rule.group(1), rule.group(2).strip(), struck_title, "rule", part, b.first)
        elif lettered:
            part = f"{meta.id}:{lettered.group(1)}"
            new(lettered.group(1), lettered.group(2).strip(), struck_title, "part", None, b.first)
        elif SUBHEADING_RE.match(title) and drafts and drafts[-1].kind == "rule":
            drafts[-1].blocks.append(b)
        elif part is None:
            number = f"intro-{slugify(title)}"
            new(number, title, struck_title, "intro", intro_root, b.first)
            intro_root = intro_root or f"{meta.id}:{number}"
        else:
            number = slugify(title)
            part = f"{meta.id}:{number}"
            new(number, title, struck_title, "part", None, b.first)

    articles = [_finish(d, meta.id) for d in drafts]
    front_lines = sorted(n for b in front for n in b.lines)
    return Book(
        meta=meta,
        articles=articles,
        front_matter="\n\n".join(b.markdown for b in front),
        front_lines=front_lines,
    )
