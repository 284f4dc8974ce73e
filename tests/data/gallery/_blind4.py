"""Renderings of the fourth batch of blind documents (real texts, nothing drafted).

- statuts-aventuriers-du-jeu-2024: the statutes of a board-games association (Les aventuriers
  du jeu, Creuse), Hugo page, front matter dropped → Markdown as stored (« **ARTICLE 1 : … ** »
  bold paragraphs, no headings), DOCX without heading styles (bold article lines) and a print
  PDF (WeasyPrint) whose article lines are headings, with a table of contents, running header
  and « Page N / M ».

- decret-2004-1165-formation-artisanat: articles 6-1 and 8-1 to 8-7 of the décret n° 2004-1165
  (conseils de la formation of the chambres de métiers), each at its OLDEST stored version in
  etalab's mirror, assembled → Markdown and a print PDF (table of contents, running header,
  « Page N / M »).
- decret-2004-1165-formation-artisanat-redline: the same articles at their NEWEST stored version
  compared word by word with the oldest (6-1, 8-1, 8-2, 8-6 reworded) → DOCX with tracked changes
  (w:del / w:ins) and a PDF with deleted words line-through and new words underlined.
- mtg-players-guide-tournament-play-1999: Wizards of the Coast's 1999 « A Player's Guide to
  Tournament Play » (eleven rules « **1) … ** » in bold lead sentences), from a Wayback archive
  of magic.wizards.com kept as Markdown → cleaned Markdown (page links and the author image
  dropped), a letter-size PDF with a running header and « Page N of M », and a plain-text copy
  wrapped at 76 columns.
- frbe-reglement-ordre-interieur-2018-art1-8: the règlement d'ordre intérieur of the Belgian chess
  federation (F.R.B.É., approved 27 January 2018), articles 1 to 8 → Markdown as stored (« ## 1.
  TITLE. » headings, a stray « ** ** » in the first one), an HTML page and a DOCX with heading
  styles (the stray « ** ** » dropped in both), bold « a) Composition » sub-headings in article 8.

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
import re
import textwrap
from pathlib import Path

import _blind2 as b2
import _blind3 as b3
import _common as c

SOURCES = "_sources"


# --------------------------------------------------------------------------- Les aventuriers du jeu

AVENTURIERS_HEADER = "Association Les aventuriers du jeu — loi du 1er juillet 1901"


def build_aventuriers(here: Path) -> None:
    _, md = b3.strip_front_matter((here / SOURCES / "aventuriers-du-jeu-statuts-2024.md").read_text(encoding="utf-8"))
    md = b3.clean_lines(md)
    folder = here / "statuts-aventuriers-du-jeu-2024"
    folder.mkdir(exist_ok=True)
    (folder / "statuts.md").write_text(md, encoding="utf-8")
    body = c.md_to_html_body(md)
    b2.docx_from_html(body, folder / "statuts.docx", tracked=False)
    # Print: the bold article lines become headings; the bold title line is dropped (cover title).
    title_line, _, rest = md.partition("\n\n")
    title = title_line.strip("*")
    rest = re.sub(r"^\*\*(ARTICLE \d+ : .*?)\*\*$", r"## \1", rest, flags=re.M)
    b2.print_pdf(title, c.md_to_html_body(rest), AVENTURIERS_HEADER, "Statuts — 7 décembre 2024",
                 folder / "statuts.pdf", toc=True)


# --------------------------------------------------------------------------- décret 2004-1165

DECRET_HEADER = "Décret n° 2004-1165 du 2 novembre 2004 — conseils de la formation"


def build_decret_2004(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "decret-2004-1165-old.md").read_text(encoding="utf-8")
    new_md = (src / "decret-2004-1165-new.md").read_text(encoding="utf-8")
    old_head, old = b3.articles(old_md)
    _, new = b3.articles(new_md)
    title = old_head[0].lstrip("# ").strip()
    old_dir = here / "decret-2004-1165-formation-artisanat"
    old_dir.mkdir(exist_ok=True)
    (old_dir / "decret-2004-1165.md").write_text(old_md, encoding="utf-8")
    b2.print_pdf(title, c.md_to_html_body(old_md.split("\n", 1)[1]), DECRET_HEADER, "Rédaction antérieure",
                 old_dir / "decret-2004-1165.pdf", toc=True)

    red = b3.redline_html(old, new)
    red_dir = here / "decret-2004-1165-formation-artisanat-redline"
    red_dir.mkdir(exist_ok=True)
    title_html = (f"<h1>{html.escape(title)}</h1>\n<p><em>Texte comparé : rédaction antérieure → "
                  "rédaction en vigueur (modifications suivies)</em></p>\n")
    b2.docx_from_html(title_html + red, red_dir / "decret-2004-1165-modifications-suivies.docx", tracked=True)
    b2.print_pdf(title + " — texte comparé", red, DECRET_HEADER, "Document de travail — modifications apparentes",
                 red_dir / "decret-2004-1165-compare.pdf", toc=False)
    for number, text in b3.struck(old, new):
        print(f"struck {number}: {text}")


# --------------------------------------------------------------------------- MTG 1999 tournament guide

MTG_CSS = """
@page { size: letter; margin: 0.9in 0.9in 0.8in 0.9in;
  @top-left { content: "Magic: The Gathering"; font-size: 8pt; color: #555; }
  @top-right { content: "A Player's Guide to Tournament Play"; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
h1 { font-size: 17pt; }
p { text-align: justify; margin: 0 0 7pt; }
"""


def mtg_markdown(raw: str) -> str:
    """The archived page as Markdown: setext title as « # », the nav link and author image gone,
    « Posted in NEWS on June 18, 1999 » on one line, runs of blank lines collapsed."""
    raw = raw.replace("A Player's Guide to Tournament Play\n===================================",
                      "# A Player's Guide to Tournament Play")
    raw = re.sub(r"\n Posted in \[NEWS\]\([^)]*\)\n on (.*?) \n", r"\nPosted in NEWS on \1\n", raw)
    raw = re.sub(r"^!\[\]\([^)]*\)\n", "", raw, flags=re.M)
    return re.sub(r"\n{3,}", "\n\n", raw).strip() + "\n"


def build_mtg_guide(here: Path) -> None:
    md = mtg_markdown((here / SOURCES / "mtg-players-guide-tournament-play-1999.md").read_text(encoding="utf-8"))
    folder = here / "mtg-players-guide-tournament-play-1999"
    folder.mkdir(exist_ok=True)
    (folder / "players-guide.md").write_text(md, encoding="utf-8")
    page = c.page("A Player's Guide to Tournament Play", c.md_to_html_body(md), MTG_CSS).replace('lang="fr"', 'lang="en"')
    c.html_to_pdf(page, folder / "players-guide.pdf")
    paras = [c.strip_md_inline(p.replace("\n", " ").strip()).replace("*", "") for p in md.split("\n\n")]
    paras = [p.lstrip("# ") for p in paras]
    text = "\n\n".join(textwrap.fill(p, width=76) for p in paras)
    (folder / "players-guide.txt").write_text(text + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- FRBE règlement d'ordre intérieur


def build_frbe(here: Path) -> None:
    md = (here / SOURCES / "frbe-reglement-ordre-interieur-2018-art1-8.md").read_text(encoding="utf-8")
    folder = here / "frbe-reglement-ordre-interieur-2018-art1-8"
    folder.mkdir(exist_ok=True)
    (folder / "reglement-ordre-interieur.md").write_text(md, encoding="utf-8")
    body = c.md_to_html_body(md.replace("** **", " "))
    (folder / "reglement-ordre-interieur.html").write_text(
        c.page("Règlement d'ordre intérieur de la F.R.B.É.", body), encoding="utf-8")
    b2.docx_from_html(body, folder / "reglement-ordre-interieur.docx", tracked=False)


def build(here: Path) -> None:
    build_aventuriers(here)
    build_decret_2004(here)
    build_mtg_guide(here)
    build_frbe(here)
