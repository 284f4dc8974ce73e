"""A « redline » edition as a federation publishes it: a built-in book's Markdown, whose
``~~…~~`` is its deleted wording, rendered as a Word file (struck runs, double-struck runs
or tracked deletions), a web page, an OpenDocument text and a PDF drawn with line-through;
and the figures that say whether an import kept the struck wording apart.
"""

from __future__ import annotations

import html
import io
import re
from collections import Counter
from dataclasses import dataclass

import docx
from docx.oxml.ns import qn
from lxml import etree

from kb.corpus.common import content_key
from kb.model import Article, Book
from kb.text import fold

from .documents import HEADING, odt

TOKEN = re.compile(r"(\*\*|~~)")
WORD = re.compile(r"\w+")


def styled(line: str) -> list[tuple[str, bool, bool]]:
    """A Markdown line's runs: (text, bold, struck); escapes out.
    ``styled("A **B ~~C~~** D")`` → ``[("A ", False, False), ("B ", True, False), ("C", True, True), (" D", False, False)]``."""
    bold = struck = False
    out: list[tuple[str, bool, bool]] = []
    for part in TOKEN.split(line.replace("\\*", "*")):
        if part == "**":
            bold = not bold
        elif part == "~~":
            struck = not struck
        elif part:
            out.append((part, bold, struck))
    return out


def blocks(markdown: str) -> list[tuple[int, list[tuple[str, bool, bool]]]]:
    """The Markdown's blocks that say something: (heading level or 0, runs)."""
    out = []
    for line in markdown.split("\n"):
        if not line.strip():
            continue
        heading = HEADING.match(line)
        out.append((len(heading.group(1)), styled(heading.group(2).strip())) if heading else (0, styled(line)))
    return out


def _tracked(run: docx.text.run.Run, change: str, n: int) -> None:
    """Put a python-docx run inside a tracked change (``w:del`` or ``w:ins``); a deleted
    run's ``w:t`` becomes ``w:delText``."""
    element = run._r
    wrapper = etree.Element(qn(f"w:{change}"), {qn("w:id"): str(n), qn("w:author"): "FFPA", qn("w:date"): "2025-02-01T00:00:00Z"})
    element.addprevious(wrapper)
    wrapper.append(element)
    if change == "del":
        for t in element.iter(qn("w:t")):
            t.tag = qn("w:delText")


def markdown_to_docx(markdown: str, struck: str = "strike") -> bytes:
    """The book as Word writes a redline: ``struck`` says how its deleted wording is
    marked — ``strike`` or ``dstrike`` (the run's formatting), ``tracked`` (a tracked
    deletion, the current wording right after it a tracked insertion)."""
    document = docx.Document()
    n = 0
    for level, runs in blocks(markdown):
        paragraph = document.add_heading("", level=level) if level else document.add_paragraph()
        after_deletion = False
        for text, bold, is_struck in runs:
            run = paragraph.add_run(text)
            run.bold = bold and not level
            n += 1
            if is_struck and struck == "tracked":
                _tracked(run, "del", n)
            elif is_struck:
                setattr(run.font, "double_strike" if struck == "dstrike" else "strike", True)
            elif after_deletion and struck == "tracked":
                _tracked(run, "ins", n)
            after_deletion = is_struck
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


# How a web page strikes wording: an element, an inline style, a class of the page's sheet.
HTML_STRUCK = {
    "del": ("<del>", "</del>"),
    "s": ("<s>", "</s>"),
    "strike": ("<strike>", "</strike>"),
    "style": ("<span style='text-decoration: line-through'>", "</span>"),
    "class": ("<span class='barre'>", "</span>"),
}


def markdown_to_html(markdown: str, struck: str = "del", *, style: str = "") -> str:
    """The book as a web page, its deleted wording struck as ``struck`` says (``HTML_STRUCK``)."""
    opening, closing = HTML_STRUCK[struck]
    body = []
    for level, runs in blocks(markdown):
        inner = "".join(
            (opening if is_struck else "") + (f"<b>{html.escape(text)}</b>" if bold and not level else html.escape(text))
            + (closing if is_struck else "") for text, bold, is_struck in runs)
        body.append(f"<h{level}>{inner}</h{level}>" if level else f"<p>{inner}</p>")
    sheet = ".barre { text-decoration: line-through; } " + style
    return f"<html lang='fr'><head><meta charset='utf-8'><style>{sheet}</style></head><body>{''.join(body)}</body></html>"


def markdown_to_pdf(markdown: str) -> bytes:
    """The book as a PDF whose deleted wording is drawn struck through (WeasyPrint draws
    the line-through as a thin rectangle across the glyphs)."""
    # WeasyPrint is heavy (and only these tests make PDFs): imported here.
    from weasyprint import HTML

    page = ("@page { size: A4; margin: 2cm; @bottom-center { content: counter(page); font-family: sans-serif; } }"
            " body { font-family: sans-serif; font-size: 11pt; }")
    pdf: bytes = HTML(string=markdown_to_html(markdown, "style", style=page)).write_pdf()
    return pdf


ODT_STRUCK = ('<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>'
              '<style:style style:name="T2" style:family="text"><style:text-properties style:text-line-through-style="solid"'
              ' style:text-line-through-type="single"/></style:style>')


def markdown_to_odt(markdown: str, struck: str = "style") -> bytes:
    """The book as LibreOffice writes a redline: deleted wording in a struck span (``style``)
    or as tracked deletions (``tracked``: the wording kept in ``text:tracked-changes``, a
    ``text:change`` mark where it stood)."""
    body: list[str] = []
    changes: list[str] = []
    for level, runs in blocks(markdown):
        spans = []
        for text, bold, is_struck in runs:
            escaped = html.escape(text)
            if is_struck and struck == "tracked":
                name = f"ct{len(changes)}"
                changes.append(f'<text:changed-region text:id="{name}"><text:deletion><office:change-info/>'
                               f"<text:p>{escaped}</text:p></text:deletion></text:changed-region>")
                spans.append(f'<text:change text:change-id="{name}"/>')
            elif is_struck:
                spans.append(f'<text:span text:style-name="T2">{escaped}</text:span>')
            elif bold and not level:
                spans.append(f'<text:span text:style-name="T1">{escaped}</text:span>')
            else:
                spans.append(escaped)
        inner = "".join(spans)
        body.append(f'<text:h text:outline-level="{level}">{inner}</text:h>' if level else f"<text:p>{inner}</text:p>")
    tracked = f"<text:tracked-changes>{''.join(changes)}</text:tracked-changes>" if changes else ""
    return odt(tracked + "".join(body), ODT_STRUCK)


@dataclass
class Figures:
    """What an import of a redline kept of the built-in book: articles found (by number),
    struck passages kept apart in their article, struck words read into the current text."""

    articles: int
    found: int
    struck: int
    kept: int
    struck_words_in_text: int

    @property
    def found_share(self) -> float:
        return self.found / self.articles

    @property
    def kept_share(self) -> float:
        return self.kept / self.struck

    def __str__(self) -> str:
        return (f"articles {self.found}/{self.articles} ({self.found_share:.0%}), struck kept {self.kept}/{self.struck}"
                f" ({self.kept_share:.0%}), struck words in the current text {self.struck_words_in_text}")


def _words(text: str) -> Counter[str]:
    """``_words("L'ante, l'ante")`` → ``Counter({"l": 2, "ante": 2})``."""
    return Counter(WORD.findall(fold(text)))


def _struck(article: Article) -> list[str]:
    return [s for s in [article.struck_title, *article.struck] if s.strip()]


def _current(article: Article) -> str:
    """An article's current wording: its title, text and worked examples (the built-in
    parser takes examples out of the text, the generic one may leave them in). An example's
    label is counted once: the generic parser's example text starts with it (« Cas A : … »)."""
    return " ".join([article.title, article.text,
                     *(e.text if e.text.startswith(e.label) else f"{e.label} {e.text}" for e in article.examples)])


def figures(builtin: Book, imported: Book) -> Figures:
    """The figures of ``imported`` against the built-in parse of the same book: an article
    is found when its number is; a struck passage is kept when its letters and digits are
    in its article's struck wording; a struck word is in the current text when the
    imported article's current text holds it more often than the built-in one does."""
    by_number = {a.number: a for a in imported.articles}
    found = kept = total = in_text = 0
    for article in builtin.articles:
        twin = by_number.get(article.number)
        passages = _struck(article)
        total += len(passages)
        if twin is None:
            continue
        found += 1
        struck_key = content_key(" ".join(_struck(twin)))
        kept += sum(1 for s in passages if content_key(s) in struck_key)
        extra = _words(_current(twin)) - _words(_current(article))
        struck_words = set(_words(" ".join(passages)))
        in_text += sum(n for word, n in extra.items() if word in struck_words)
    return Figures(len(builtin.articles), found, total, kept, in_text)
