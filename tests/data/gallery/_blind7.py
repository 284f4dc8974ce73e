"""Renderings of the seventh batch of blind documents (real texts; the drafted parts are said).

- arrete-1987-listes-regionales-sportifs: arrêté of 23 April 1987 on the regional lists of
  sportspeople (etalab), articles 1 to 8 → an HTML page in Journal officiel layout WITHOUT
  headings (« Art. 1er. – » in bold run into the first paragraph of each article, « 1° » and
  « a) » paragraphs inside articles, the date line after the last article) and a DOCX of the
  same paragraphs (no heading styles).
- arrete-1987-listes-regionales-redline: the same arrêté with DRAFTED amendments of articles 1,
  6 and 7 → DOCX with tracked changes (w:del / w:ins) and a print PDF with deleted words drawn
  line-through and new words underlined (running header, « Page N / M »).

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
from pathlib import Path

import _blind2 as b2
import _common as c

SOURCES = "_sources"

ARRETE_TITLE = ("Arrêté du 23 avril 1987 définissant les conditions et les modalités d'inscription sur des "
                "listes régionales des sportifs mentionnés à l'article 7 du décret n° 87-161 du 5 mars 1987 "
                "fixant les conditions générales d'attribution et de retrait de la qualité de sportif de haut "
                "niveau")
ARRETE_DATE = "Fait à Paris, le 23 avril 1987."
PAGE_CSS = "body{max-width:42em;margin:auto}p{text-align:justify}.jo{font-size:9pt;color:#555}"


def jo_label(head: str) -> str:
    """« Article 1 » → « Art. 1er. – », as the Journal officiel prints an arrêté."""
    number = head.replace("Article", "").strip()
    return f"Art. {'1er' if number == '1' else number}. –"


def jo_html(blocks: list[tuple[str, list[str]]], escaped: bool) -> str:
    """Journal officiel layout, no headings: the title a bold centred paragraph, each article's
    label in bold run into its first paragraph, the date line after the last article."""
    esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
    parts = [f'<p style="text-align:center"><strong>{html.escape(ARRETE_TITLE)}</strong></p>']
    for head, paras in blocks:
        for i, p in enumerate(paras):
            if i == 0:
                parts.append(f"<p><strong>{html.escape(jo_label(head))}</strong> {esc(p)}</p>")
            else:
                parts.append(f"<p>{esc(p)}</p>")
    parts.append(f"<p>{html.escape(ARRETE_DATE)}</p>")
    return "\n".join(parts)


def build_arrete(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "arrete-1987-listes-regionales.md").read_text(encoding="utf-8")
    later_md = (src / "arrete-1987-listes-regionales-amended-articles.md").read_text(encoding="utf-8")
    old = b2.chunks(old_md)
    new = b2.merged(old_md, later_md)

    folder = here / "arrete-1987-listes-regionales-sportifs"
    folder.mkdir(exist_ok=True)
    body = jo_html(old, escaped=False)
    jo = ('<p class="jo">JORF du 6 mai 1987 — Ministère de la jeunesse et des sports — '
          'Version initiale</p>\n')
    (folder / "arrete-23-avril-1987.html").write_text(
        c.page("Arrêté du 23 avril 1987 — listes régionales des sportifs", jo + body, PAGE_CSS), encoding="utf-8")
    b2.docx_from_html(body, folder / "arrete-23-avril-1987.docx", tracked=False)

    red_dir = here / "arrete-1987-listes-regionales-redline"
    red_dir.mkdir(exist_ok=True)
    red = jo_html(b2.redline_blocks(old, new), escaped=True)
    note = ("<p><em>Projet d'arrêté modificatif — texte comparé. Les mots supprimés sont barrés, "
            "les mots ajoutés soulignés.</em></p>\n")
    b2.docx_from_html(note + red, red_dir / "arrete-1987-modifications.docx", tracked=True)
    b2.print_pdf("Arrêté du 23 avril 1987 — projet de modification", note + red,
                 "Arrêté du 23 avril 1987 — listes régionales des sportifs",
                 "Document de travail — modifications apparentes",
                 red_dir / "arrete-1987-modifications.pdf", toc=False)
    for number, text in b2.struck_passages(old, new):
        print(f"arrêté 1987 struck {number}: {text}")


def build(here: Path) -> None:
    build_arrete(here)
