"""Test documents made from a built-in book's Markdown: a Word file (python-docx) and a PDF
(WeasyPrint), as a club would send them — headings as Word headings or HTML headings,
bold as bold, the rest as paragraphs."""

from __future__ import annotations

import html
import io
import re

import docx

HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
BOLD = re.compile(r"\*\*(.+?)\*\*")


def _plain(text: str) -> str:
    """Markdown emphasis and escapes out: ``"### **1.1. La place**"`` → ``"1.1. La place"``."""
    return BOLD.sub(r"\1", text).replace("\\*", "*").strip()


def markdown_to_docx(markdown: str) -> bytes:
    document = docx.Document()
    for line in markdown.split("\n"):
        if not line.strip():
            continue
        heading = HEADING.match(line)
        if heading:
            document.add_heading(_plain(heading.group(2)), level=len(heading.group(1)))
            continue
        paragraph = document.add_paragraph()
        for i, part in enumerate(BOLD.split(line.replace("\\*", "*"))):
            if part:
                paragraph.add_run(part).bold = i % 2 == 1
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def markdown_to_html(markdown: str, title: str) -> str:
    body: list[str] = []
    for line in markdown.split("\n"):
        if not line.strip():
            continue
        heading = HEADING.match(line)
        if heading:
            level = len(heading.group(1))
            body.append(f"<h{level}>{html.escape(_plain(heading.group(2)))}</h{level}>")
        else:
            body.append(f"<p>{html.escape(_plain(line))}</p>")
    style = (
        "@page { size: A4; margin: 2cm; @top-center { content: 'Règlement — copie de test'; font-family: sans-serif; }"
        " @bottom-center { content: counter(page); font-family: sans-serif; } }"
        " body { font-family: sans-serif; font-size: 11pt; }"
    )
    return f"<html><head><meta charset='utf-8'><title>{html.escape(title)}</title><style>{style}</style></head><body>{''.join(body)}</body></html>"


def markdown_to_pdf(markdown: str, title: str) -> bytes:
    # WeasyPrint is heavy (and only these tests make PDFs): imported here.
    from weasyprint import HTML

    pdf: bytes = HTML(string=markdown_to_html(markdown, title)).write_pdf()
    return pdf
