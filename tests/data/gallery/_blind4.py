"""Renderings of the fourth batch of blind documents (real texts, nothing drafted).

- statuts-aventuriers-du-jeu-2024: the statutes of a board-games association (Les aventuriers
  du jeu, Creuse), Hugo page, front matter dropped → Markdown as stored (« **ARTICLE 1 : … ** »
  bold paragraphs, no headings), DOCX without heading styles (bold article lines) and a print
  PDF (WeasyPrint) whose article lines are headings, with a table of contents, running header
  and « Page N / M ».

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import re
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


def build(here: Path) -> None:
    build_aventuriers(here)
