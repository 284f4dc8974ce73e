"""Test documents made from a built-in book's Markdown: a Word file (python-docx) and a PDF
(WeasyPrint), as a club would send them — headings as Word headings or HTML headings,
bold as bold, the rest as paragraphs."""

from __future__ import annotations

import html
import io
import re
import zipfile
from collections.abc import Iterator
from pathlib import Path

import docx

from kb.corpus import DEFAULT_CORPUS
from kb.userlib.preview import ImportPreview, preview

HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
BOLD = re.compile(r"\*\*(.+?)\*\*")
# A user library that is never there: the tests preview imports, they write nothing
NOWHERE = Path("/nonexistent/kb-library")


def _plain(text: str) -> str:
    """Markdown emphasis and escapes out: ``"### **1.1. La place**"`` → ``"1.1. La place"``."""
    return BOLD.sub(r"\1", text).replace("\\*", "*").strip()


def _blocks(markdown: str) -> Iterator[tuple[int, str]]:
    """The Markdown's lines that say something: ``(level, plain title)`` for a ``#``
    heading, ``(0, line)`` for a paragraph."""
    for line in markdown.split("\n"):
        if not line.strip():
            continue
        heading = HEADING.match(line)
        yield (len(heading.group(1)), _plain(heading.group(2))) if heading else (0, line)


def _runs(line: str) -> list[tuple[str, bool]]:
    """A paragraph's runs of text, each with whether it is bold (escapes out)."""
    return [(part, i % 2 == 1) for i, part in enumerate(BOLD.split(line.replace("\\*", "*"))) if part]


def markdown_to_docx(markdown: str) -> bytes:
    document = docx.Document()
    for level, text in _blocks(markdown):
        if level:
            document.add_heading(text, level=level)
            continue
        paragraph = document.add_paragraph()
        for part, bold in _runs(text):
            paragraph.add_run(part).bold = bold
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def markdown_to_html(markdown: str, title: str) -> str:
    body = [f"<h{level}>{html.escape(text)}</h{level}>" if level else f"<p>{html.escape(_plain(text))}</p>"
            for level, text in _blocks(markdown)]
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


ODF_NAMESPACES = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
    'office:version="1.3"'
)
ODT_MANIFEST = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">'
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
    "</manifest:manifest>"
)


def odt(body: str, automatic: str = "", styles: str = "", *, parts: dict[str, bytes] | None = None) -> bytes:
    """An OpenDocument text as LibreOffice lays it out: ``body`` is the XML inside
    ``office:text``, ``automatic`` content.xml's automatic styles, ``styles`` styles.xml's
    named ones; ``parts`` replaces or adds archive members (bytes as given)."""
    content = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODF_NAMESPACES}>'
               f"<office:automatic-styles>{automatic}</office:automatic-styles>"
               f"<office:body><office:text>{body}</office:text></office:body></office:document-content>")
    named = (f'<?xml version="1.0" encoding="UTF-8"?><office:document-styles {ODF_NAMESPACES}>'
             f"<office:styles>{styles}</office:styles></office:document-styles>")
    members = {"mimetype": b"application/vnd.oasis.opendocument.text", "META-INF/manifest.xml": ODT_MANIFEST.encode(),
               "content.xml": content.encode(), "styles.xml": named.encode(), **(parts or {})}
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data, zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)
    return out.getvalue()


def markdown_to_odt(markdown: str) -> bytes:
    """A built-in book's Markdown as an OpenDocument text: ``#`` lines as headings of their
    outline level, ``**bold**`` in a bold span (automatic style ``T1``), the rest paragraphs."""
    body: list[str] = []
    for level, text in _blocks(markdown):
        if level:
            body.append(f'<text:h text:outline-level="{level}">{html.escape(text)}</text:h>')
            continue
        spans = "".join(f'<text:span text:style-name="T1">{html.escape(part)}</text:span>' if bold else html.escape(part)
                        for part, bold in _runs(text))
        body.append(f"<text:p>{spans}</text:p>")
    bold = '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>'
    return odt("".join(body), bold)


# A club's Word or LibreOffice export: justified, hyphenated in French, a running header
# and a « Page N sur M » footer (none on a cover page of class « cover »).
CLUB_STYLE = (
    "@page { size: A4; margin: 2.5cm 2cm; @top-center { content: 'Poker Club des Tilleuls — Règlement intérieur';"
    " font-family: serif; font-size: 9pt; } @bottom-center { content: 'Page ' counter(page) ' sur ' counter(pages);"
    " font-family: serif; font-size: 9pt; } }"
    " @page cover { @top-center { content: none; } @bottom-center { content: none; } }"
    " .cover { page: cover; text-align: center; break-after: page; }"
    " body { font-family: serif; font-size: 11pt; text-align: justify; hyphens: auto; }"
    " td, th { border: 1px solid black; padding: 2pt 6pt; } .note { font-size: 8pt; }"
)


def club_pdf(body: str, style: str = "") -> bytes:
    """A PDF of ``body`` (HTML) as a club's word processor exports it (``CLUB_STYLE``, then
    ``style``), the page in French (``lang="fr"``: WeasyPrint hyphenates in French)."""
    # WeasyPrint is heavy (and only these tests make PDFs): imported here.
    from weasyprint import HTML

    page = (f"<html lang='fr'><head><meta charset='utf-8'><style>{CLUB_STYLE} {style}</style></head>"
            f"<body>{body}</body></html>")
    pdf: bytes = HTML(string=page).write_pdf()
    return pdf


def club_preview(data: bytes, filename: str = "club.pdf") -> ImportPreview:
    """``data`` read as the book « club » would be imported (beside the built-in corpus,
    nothing written)."""
    return preview(data, filename, "club", "Club", corpus=DEFAULT_CORPUS, library=NOWHERE)


def article_texts(p: ImportPreview) -> dict[str, str]:
    """Each article's text by id."""
    return {a.id: a.text for a in p.book.articles}


# Three lines of Helvetica 11 pt (baselines 700, 680, 666): the page the PDF strike tests draw on.
THREE_LINES = (b"BT /F1 11 Tf 72 700 Td (Article 1 : Objet) Tj 0 -20 Td (Le time dure vingt secondes.) Tj"
               b" 0 -14 Td (Une regle ancienne ici.) Tj ET\n")
HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def pdf_stream(content: bytes, head: bytes = b"") -> bytes:
    """A PDF stream object of ``content`` (``head``: more entries of its dictionary)."""
    return b"<< %s/Length %d >>\nstream\n" % (head, len(content)) + content + b"\nendstream"


def pdf_of_objects(objects: list[bytes]) -> bytes:
    """A PDF file of ``objects`` (object 1 the catalog), written object by object with its
    cross-reference table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)
