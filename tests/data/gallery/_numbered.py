"""Renderings of documents whose rules contain numbered lists or bulleted enumerations.

- fide-laws-of-chess-2009: the Markdown original (ordered lists « 1. », nested lists, a
  table of contents, part headings, appendices) → PDF (WeasyPrint; nested lists lettered
  a., b., c. as the FIDE print does).
- arrete-2007-texas-holdem: the Markdown assembled from Légifrance files → ODT and HTML.
"""

from __future__ import annotations

from pathlib import Path

import _common as c
import _odt

NESTED_CSS = "ol ol{list-style-type:lower-alpha}ol ol ol{list-style-type:lower-roman}img{display:none}"


def build(here: Path) -> None:
    fide = here / "fide-laws-of-chess-2009"
    body = c.md_to_html_body((fide / "laws-of-chess.md").read_text(encoding="utf-8"))
    c.html_to_pdf(c.page("FIDE Laws of Chess", body, NESTED_CSS), fide / "laws-of-chess.pdf")

    holdem = here / "arrete-2007-texas-holdem"
    md = (holdem / "arrete-2007-section-texas-holdem.md").read_text(encoding="utf-8")
    body = c.md_to_html_body(md)
    _odt.write_odt(body, holdem / "arrete-2007-section-texas-holdem.odt")
    (holdem / "arrete-2007-section-texas-holdem.html").write_text(
        c.page("Arrêté du 14 mai 2007 — texas hold'em poker", body), encoding="utf-8")
    build_bad_beat(here)
    build_omaha(here)


def legal_print_html(md: str) -> str:
    """Légifrance-like print layout without heading styles: bold article line, italic caption."""
    import html
    import re

    parts = []
    for chunk in re.split(r"^# ", md, flags=re.M)[1:]:
        head, _, body = chunk.partition("\n")
        paras = [p.strip() for p in body.split("\n\n") if p.strip()]
        parts.append(f"<p><strong>{html.escape(head.strip())}</strong></p>")
        if head.startswith("Article") and paras:
            parts.append(f"<p><em>{html.escape(paras[0])}</em></p>")
            paras = paras[1:]
        parts.extend(f"<p>{html.escape(p)}</p>" for p in paras)
    return "\n".join(parts)


def build_bad_beat(here: Path) -> None:
    folder = here / "arrete-2007-cagnotte-bad-beat"
    md = (folder / "arrete-2007-jeux-de-cercle-56.md").read_text(encoding="utf-8")
    writer = c.DocxWriter(tracked=False)
    writer.add_html(legal_print_html(md))
    writer.save(folder / "arrete-2007-jeux-de-cercle-56.docx")


def build_omaha(here: Path) -> None:
    """The Omaha section as a PDF in the same print layout (roman paragraphs « I. - » kept as text)."""
    folder = here / "arrete-2007-omaha"
    md = (folder / "arrete-2007-section-omaha.md").read_text(encoding="utf-8")
    c.html_to_pdf(c.page("Arrêté du 14 mai 2007 — Omaha poker 4 high", legal_print_html(md)),
                  folder / "arrete-2007-section-omaha.pdf")
