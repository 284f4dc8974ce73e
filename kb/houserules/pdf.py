"""The house-rules document as PDF: the HTML page printed by WeasyPrint.

The print stylesheet (kb.houserules.html.CSS) gives A4 pages, a title page without
header/footer and "Page n / N" at the foot of every other page; the fonts of the page margin
boxes are set explicitly (WeasyPrint does not inherit them from the body). The contents' page
numbers (``target-counter``) and their dots are the PDF's own rules
(``templates/houserules_pdf.css``), added to the page's stylesheet.
Debian's ``libharfbuzz-subset0`` makes font subsetting — and so rendering — much faster.
"""

from __future__ import annotations

import logging
from pathlib import Path

from kb.houserules.document import HouseDocument
from kb.houserules.html import render_html

PDF_CSS = (Path(__file__).parents[1] / "templates" / "houserules_pdf.css").read_text(encoding="utf-8")


def html_to_pdf(html: str) -> bytes:
    # WeasyPrint takes close to a second to import: loaded only when a PDF is asked for.
    from weasyprint import HTML
    from weasyprint.urls import URLFetcher

    # WeasyPrint logs every unsupported CSS property; those meant for screens are expected.
    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    # A document never fetches anything from the network or the disk (an image an added
    # article points to elsewhere is left out): only inline data: resources are read.
    pdf = HTML(string=html, url_fetcher=URLFetcher(allowed_protocols={"data"})).write_pdf()
    assert pdf is not None
    return bytes(pdf)


def pdf_html(doc: HouseDocument) -> str:
    """The page WeasyPrint prints: the HTML document with the PDF's own rules."""
    return render_html(doc, PDF_CSS)


def render_pdf(doc: HouseDocument) -> bytes:
    return html_to_pdf(pdf_html(doc))
