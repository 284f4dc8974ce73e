"""Décret n° 2010-723 (poker en ligne): a JORF-style plain-text rendering (« Art. 1er. – I. ― … »)
and a NEW EDITION drafted as a DOCX with tracked changes (w:del / w:ins).

The edition's changes (a fictitious draft amendment, made for the benchmark):
- article 6 deleted (tracked deletion of its heading and text);
- article « 4 bis » inserted after article 4 (tracked insertion);
- articles 3, 4 and 5 reworded: one sentence each (tracked deletion + insertion).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _common as c

SOURCE = "decret-2010-723-poker/decret-2010-723.md"

# (article, old wording, new wording): one sentence part changed in each.
REWORDS = [
    ("3", "la relance doit toujours être au minimum du double de la dernière relance, sauf dans le cas "
     "d'un « tapis ».",
     "la relance doit toujours être au moins égale au montant de la dernière relance, sauf dans le cas "
     "d'un « tapis »."),
    ("4", "qui ne peut être supérieur à dix pour le « Texas Hold'em Poker »",
     "qui ne peut être supérieur à neuf pour le « Texas Hold'em Poker »"),
    ("5", "du montant de la « cave » de départ et des « blinds » ;",
     "du montant de la « cave » de départ, des « blinds » et de la durée de chaque niveau de blinds ;"),
]
INSERTED = ("4 bis", [
    "Le joueur qui n'a pas agi dans le délai de réflexion fixé par le règlement du jeu est réputé "
    "avoir passé, sauf lorsqu'il peut annoncer « parole » sans engager de mise.",
    "Le délai de réflexion est affiché en permanence à la table de jeu en ligne.",
])
DELETED = "6"


def articles(md: str) -> tuple[str, list[tuple[str, list[str]]]]:
    """(title, [(number, paragraphs)]) of the Markdown décret."""
    chunks = re.split(r"^# ", md, flags=re.M)[1:]
    title = chunks[0].strip()
    out = []
    for chunk in chunks[1:]:
        head, _, body = chunk.partition("\n")
        number = head.replace("Article", "").strip()
        out.append((number, [p.strip() for p in body.split("\n\n") if p.strip()]))
    return title, out


def printed(number: str) -> str:
    return "1er" if number == "1" else number


def jorf_text(title: str, arts: list[tuple[str, list[str]]]) -> str:
    lines = [title, ""]
    for number, paras in arts:
        lines.append(f"Art. {printed(number)}. – {paras[0]}")
        lines.extend(paras[1:])
        lines.append("")
    return "\n".join(lines)


def _edit(number: str, para: str) -> str:
    text = html.escape(para, quote=False)
    for art, old, new in REWORDS:
        old_e, new_e = html.escape(old, quote=False), html.escape(new, quote=False)
        if art == number and old_e in text:
            text = text.replace(old_e, f"<del>{old_e}</del><ins>{new_e}</ins>")
    return f"<p>{text}</p>"


def edition_html(title: str, arts: list[tuple[str, list[str]]]) -> str:
    parts = [f"<h1>{html.escape(title)}</h1>"]
    for number, paras in arts:
        head = f"Article {printed(number)}"
        if number == DELETED:
            parts.append(f"<h2><del>{head}</del></h2>")
            parts.extend(f"<p><del>{html.escape(p, quote=False)}</del></p>" for p in paras)
            continue
        parts.append(f"<h2>{head}</h2>")
        parts.extend(_edit(number, p) for p in paras)
        if number == "4":
            parts.append(f"<h2><ins>Article {INSERTED[0]}</ins></h2>")
            parts.extend(f"<p><ins>{html.escape(p, quote=False)}</ins></p>" for p in INSERTED[1])
    return "\n".join(parts)


def build(here: Path) -> None:
    title, arts = articles((here / SOURCE).read_text(encoding="utf-8"))
    (here / "decret-2010-723-poker" / "decret-2010-723-jorf.txt").write_text(
        jorf_text(title, arts), encoding="utf-8")
    folder = here / "decret-2010-723-poker-edition"
    folder.mkdir(exist_ok=True)
    writer = c.DocxWriter(tracked=True)
    writer.add_html(edition_html(title, arts))
    writer.save(folder / "decret-2010-723-projet-modifie.docx")
