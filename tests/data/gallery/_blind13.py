"""Renderings of the thirteenth batch of blind documents (real texts; the drafted parts are said).

- arrete-2007-experimentations-jeux-ch-vi: arrêté of 14 May 2007 on gaming in casinos, titre III
  chapitre VI « Modalités d'autorisation et de fonctionnement des expérimentations des jeux de
  hasard et leurs dispositifs techniques d'exploitation », articles 68-33 to 68-33-5 (etalab,
  assembled as _sources/arrete-2007-chapitre-vi-experimentations.md, nothing drafted) → a DOCX
  with Word heading styles (title, chapter, « Article 68-33 ») and the « - » items as a Word
  bulleted list, and an A4 PDF in Journal officiel layout WITHOUT headings: title and chapter
  centred in bold, « Art. 68-33. – » in bold run into the first paragraph of each article, the
  items printed « ― », running header and « Page N / M ».
- statuts-judo-club-neuville-art1-11: the statutes of the judo club de Neuville-sur-Sarthe
  (adopted on 27 June 2008), parts I to III (articles 1 to 11) as the club's site prints them
  (_sources/judo-neuville-statuts-2008.md; nothing drafted, typos kept) → a DOCX with heading
  styles and Word numbered lists (each list restarting at 1) and an A4 print PDF (running
  header, « Page N / M »), the same text in both.
- statuts-judo-club-neuville-edition: a DRAFTED new edition of those statutes, clean
  (fictitious amendments written for this gallery, see JUDO_EDITION): article 8 deleted (gap
  7 → 9), « ARTICLE 6 bis » inserted, article 7 given a title, articles 3, 4 and 10 reworded →
  a DOCX and an A4 PDF in the same layout.
- statuts-judo-club-neuville-redline: the same drafted edition printed as a redline against the
  2008 statutes (JUDO_REDLINE, the same amendments marked): deleted wording struck (DOCX w:strike
  runs, PDF line-through), inserted wording underlined; the deleted article 8 kept, struck; the
  PDF a compact two-page A4 print.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import _blind2 as b2
import _common as c
from docx.oxml import OxmlElement
from docx.oxml.ns import qn

SOURCES = "_sources"

# --------------------------------------------------------------------------- arrêté 2007, chapitre VI

A07_TITLE = "Arrêté du 14 mai 2007 relatif à la réglementation des jeux dans les casinos"
A07_PART = "Titre III"
A07_PRINT_CSS = """
@page { size: A4; margin: 26mm 24mm 24mm 24mm;
  @top-center { content: "Arrêté du 14 mai 2007 — Titre III, chapitre VI (articles 68-33 à 68-33-5)"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
body { font-size: 12pt; line-height: 1.5; }
p { text-align: justify; margin: 5pt 0; }
"""


def a07_structured(src: str) -> str:
    """HTML with headings: title <h1>, titre and chapter <h2>, « Article N » <h3>, the « - »
    items as a bulleted list."""
    parts = [f"<h1>{html.escape(A07_TITLE)}</h1>", f"<h2>{A07_PART}</h2>"]
    for head, paras in b2.chunks(src):
        if not head.startswith("Article"):
            parts.append(f"<h2>{html.escape(head)}</h2>")
            continue
        parts.append(f"<h3>{html.escape(head)}</h3>")
        items: list[str] = []
        for p in paras:
            if p.startswith("- "):
                items.append(f"<li>{html.escape(p[2:], quote=False)}</li>")
                continue
            if items:
                parts.append("<ul>" + "".join(items) + "</ul>")
                items = []
            parts.append(f"<p>{html.escape(p, quote=False)}</p>")
        if items:
            parts.append("<ul>" + "".join(items) + "</ul>")
    return "\n".join(parts)


def a07_journal(src: str) -> str:
    """Journal officiel layout: no heading elements; « Art. N. – » in bold run into the first
    paragraph; « - » items printed « ― »."""
    centred = '<p style="text-align:center"><strong>{}</strong></p>'
    parts = [centred.format(html.escape(A07_TITLE)), centred.format(A07_PART)]
    for head, paras in b2.chunks(src):
        if not head.startswith("Article"):
            parts.append(centred.format(html.escape(head)))
            continue
        label = f"Art. {head.replace('Article', '').strip()}. –"
        for i, p in enumerate(paras):
            text = html.escape(p, quote=False)
            if i == 0:
                parts.append(f"<p><strong>{html.escape(label)}</strong> {text}</p>")
            elif p.startswith("- "):
                parts.append(f"<p>― {text[2:]}</p>")
            else:
                parts.append(f"<p>{text}</p>")
    return "\n".join(parts)


def build_a07(here: Path) -> None:
    src = (here / SOURCES / "arrete-2007-chapitre-vi-experimentations.md").read_text(encoding="utf-8")
    folder = here / "arrete-2007-experimentations-jeux-ch-vi"
    folder.mkdir(exist_ok=True)
    b2.docx_from_html(a07_structured(src), folder / "arrete-2007-chapitre-vi.docx", tracked=False)
    c.html_to_pdf(c.page("Arrêté du 14 mai 2007 — Titre III, chapitre VI", a07_journal(src), A07_PRINT_CSS),
                  folder / "arrete-2007-chapitre-vi.pdf")


# --------------------------------------------------------------------------- judo club statutes

JUDO_PRINT_CSS = """
@page { size: A4; margin: 22mm 22mm 22mm 22mm;
  @top-center { content: "Judo club de Neuville — Statuts"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; line-height: 1.35; }
h1 { font-size: 18pt; text-align: center; }
h2 { font-size: 12pt; margin: 16pt 0 6pt 0; page-break-after: avoid; }
h3 { font-size: 11pt; margin: 12pt 0 4pt 0; page-break-after: avoid; }
p { text-align: justify; margin: 4pt 0; }
ol { margin: 2pt 0 6pt 0; }
"""

# Drafted amendments of the new edition (fictitious, written for this gallery): (old, new),
# each old passage found exactly once in the statutes.
JUDO_EDITION = [
    # article 3 reworded
    ("Les taux de cotisation sont fixés par l’assemblée générale.",
     "Les taux de cotisation sont fixés chaque année par l’assemblée générale, sur proposition du\n"
     "comité de direction."),
    # article 4 reworded: the first way reworded, the second completed, a third added
    ("1. par démission\n", "1. par démission adressée par écrit au président\n"),
    ("le membre intéressé ayant été préalablement\nà fournir des explications, sauf recours à l’assemblée générale.\n",
     "le membre intéressé ayant été préalablement\ninvité à fournir des explications, sauf recours à l’assemblée "
     "générale.\n3. par décès\n"),
    # article 6 bis inserted, article 7 given a title
    ("### ARTICLE 7\n",
     "### ARTICLE 6 bis\n\n"
     "Le bureau est chargé :\n"
     "1. de l’inscription des adhérents auprès de la fédération française de judo\n"
     "2. de la tenue des comptes de l’association\n"
     "3. de l’organisation des passages de grades et des compétitions du club\n\n"
     "Le trésorier ne peut engager une dépense de plus de 500 euros sans l’accord du président.\n\n"
     "### ARTICLE 7 - RÉUNIONS DU COMITÉ\n"),
    # article 8 deleted
    ("### ARTICLE 8\n\nL’assemblée générale fixe le taux de remboursement des frais de déplacement de\n"
     "mission ou de représentation effectués par les membres du comité de direction\n"
     "dans l’exercice de leur activité. Les personnes rétribuées par l’association\n"
     "peuvent étre admises à assister, avec voix consultative, aux séances de\n"
     "l’assemblée générale et du comité de direction.\n\n", ""),
    # article 10 reworded
    ("Pour la validité des délibérations, la\nprésence du quart des membres, visés l’article 9 est nécessaire.",
     "Pour la validité des délibérations, la\nprésence du tiers des membres visés à l’article 9 est nécessaire."),
    ("assemblée, à six jours au moins d’intervalle, qui délibère,",
     "assemblée, à quinze jours au moins d’intervalle, qui délibère,"),
]


def judo_edition(md: str) -> str:
    for old, new in JUDO_EDITION:
        if md.count(old) != 1:
            raise SystemExit(f"_blind13: amendment anchor not found once: {old[:70]!r}")
        md = md.replace(old, new)
    return md


def judo_body(md: str) -> str:
    """HTML body of parts I to III (articles 1 to 11) of the site's Markdown page: the front
    matter's title as <h1>, the parts as <h2>, « ARTICLE N » as <h3>."""
    m = re.match(r"---\n(.*?)\n---\n", md, flags=re.S)
    assert m
    title = re.search(r'^title: "(.*)"$', m.group(1), flags=re.M).group(1)  # type: ignore[union-attr]
    text = md[m.end():md.index("## IV - ")]
    return f"<h1>{html.escape(title)}</h1>\n" + c.md_to_html_body(text)


class ListDocx(b2.RedlineDocx):
    """DocxWriter whose every <ol> is a Word numbered list of its own (List Number's abstract
    numbering, restarted at 1), as Word does for a new list."""

    def _block(self, el: Any) -> None:
        if getattr(el, "tag", "") != "ol":
            super()._block(el)
            return
        num_id = self._new_num()
        for li in el.iter("li"):
            para = self.doc.add_paragraph(style="List Number")
            ppr = para._p.get_or_add_pPr()
            numpr = OxmlElement("w:numPr")
            ilvl = OxmlElement("w:ilvl")
            ilvl.set(qn("w:val"), "0")
            nid = OxmlElement("w:numId")
            nid.set(qn("w:val"), str(num_id))
            numpr.append(ilvl)
            numpr.append(nid)
            ppr.append(numpr)
            self._inline(para, li, {})

    def _new_num(self) -> int:
        numbering = self.doc.part.numbering_part.element
        style_num = self.doc.styles["List Number"].element.pPr.numPr.numId.val
        abstract = next(n for n in numbering.findall(qn("w:num")) if n.get(qn("w:numId")) == str(style_num)
                        ).find(qn("w:abstractNumId")).get(qn("w:val"))
        num_id = max(int(n.get(qn("w:numId"))) for n in numbering.findall(qn("w:num"))) + 1
        num = OxmlElement("w:num")
        num.set(qn("w:numId"), str(num_id))
        aid = OxmlElement("w:abstractNumId")
        aid.set(qn("w:val"), abstract)
        num.append(aid)
        override = OxmlElement("w:lvlOverride")
        override.set(qn("w:ilvl"), "0")
        start = OxmlElement("w:startOverride")
        start.set(qn("w:val"), "1")
        override.append(start)
        num.append(override)
        numbering.append(num)
        return num_id


def judo_files(body: str, folder: Path, stem: str) -> None:
    writer = ListDocx(tracked=False)
    writer.add_html(body)
    writer.save(folder / f"{stem}.docx")
    c.html_to_pdf(c.page("Judo club de Neuville — Statuts", body, JUDO_PRINT_CSS), folder / f"{stem}.pdf")


def build_judo(here: Path) -> None:
    md = (here / SOURCES / "judo-neuville-statuts-2008.md").read_text(encoding="utf-8")
    folder = here / "statuts-judo-club-neuville-art1-11"
    folder.mkdir(exist_ok=True)
    judo_files(judo_body(md), folder, "statuts-judo-neuville")

    ed = here / "statuts-judo-club-neuville-edition"
    ed.mkdir(exist_ok=True)
    judo_files(judo_body(judo_edition(md)), ed, "statuts-judo-neuville-modifies")


INS = '<ins class="ins">{}</ins>'
# The amendments of JUDO_EDITION, marked: (old, the redline of old → new).
JUDO_REDLINE = [
    ("Les taux de cotisation sont fixés par l’assemblée générale.",
     "Les taux de cotisation sont fixés " + INS.format("chaque année") + " par l’assemblée <del>générale.</del> "
     + INS.format("générale, sur proposition du\ncomité de direction.")),
    ("1. par démission\n", "1. par démission " + INS.format("adressée par écrit au président") + "\n"),
    ("le membre intéressé ayant été préalablement\nà fournir des explications, sauf recours à l’assemblée générale.\n",
     "le membre intéressé ayant été préalablement\n" + INS.format("invité") + " à fournir des explications, sauf "
     "recours à l’assemblée générale.\n3. " + INS.format("par décès") + "\n"),
    ("### ARTICLE 7\n",
     "### " + INS.format("ARTICLE 6 bis") + "\n\n"
     + INS.format("Le bureau est chargé :") + "\n"
     "1. " + INS.format("de l’inscription des adhérents auprès de la fédération française de judo") + "\n"
     "2. " + INS.format("de la tenue des comptes de l’association") + "\n"
     "3. " + INS.format("de l’organisation des passages de grades et des compétitions du club") + "\n\n"
     + INS.format("Le trésorier ne peut engager une dépense de plus de 500 euros sans l’accord du président.")
     + "\n\n### ARTICLE 7 " + INS.format("- RÉUNIONS DU COMITÉ") + "\n"),
    ("### ARTICLE 8\n\nL’assemblée générale fixe le taux de remboursement des frais de déplacement de\n"
     "mission ou de représentation effectués par les membres du comité de direction\n"
     "dans l’exercice de leur activité. Les personnes rétribuées par l’association\n"
     "peuvent étre admises à assister, avec voix consultative, aux séances de\n"
     "l’assemblée générale et du comité de direction.\n\n",
     "### <del>ARTICLE 8</del>\n\n<del>L’assemblée générale fixe le taux de remboursement des frais de déplacement de\n"
     "mission ou de représentation effectués par les membres du comité de direction\n"
     "dans l’exercice de leur activité. Les personnes rétribuées par l’association\n"
     "peuvent étre admises à assister, avec voix consultative, aux séances de\n"
     "l’assemblée générale et du comité de direction.</del>\n\n"),
    ("Pour la validité des délibérations, la\nprésence du quart des membres, visés l’article 9 est nécessaire.",
     "Pour la validité des délibérations, la\nprésence du <del>quart des membres, visés l’article</del> "
     + INS.format("tiers des membres visés à l’article") + " 9 est nécessaire."),
    ("assemblée, à six jours au moins d’intervalle, qui délibère,",
     "assemblée, à <del>six</del> " + INS.format("quinze") + " jours au moins d’intervalle, qui délibère,"),
]
REDLINE_CSS = """
@page { margin: 15mm 16mm 15mm 16mm; }
body { font-size: 9pt; line-height: 1.25; }
h1 { font-size: 14pt; margin: 0 0 4pt 0; }
h2 { font-size: 10pt; margin: 8pt 0 3pt 0; }
h3 { font-size: 9.5pt; margin: 6pt 0 2pt 0; }
p { margin: 2pt 0; }
del { text-decoration: line-through; color: #b00; }
ins { text-decoration: underline; color: #036; }
"""


def judo_redline(md: str) -> str:
    for old, new in JUDO_REDLINE:
        if md.count(old) != 1:
            raise SystemExit(f"_blind13: redline anchor not found once: {old[:70]!r}")
        md = md.replace(old, new)
    return md


def build_judo_redline(here: Path) -> None:
    md = (here / SOURCES / "judo-neuville-statuts-2008.md").read_text(encoding="utf-8")
    folder = here / "statuts-judo-club-neuville-redline"
    folder.mkdir(exist_ok=True)
    body = judo_body(judo_redline(md))
    writer = ListDocx(tracked=False)
    writer.add_html(body)
    writer.save(folder / "statuts-judo-neuville-redline.docx")
    c.html_to_pdf(c.page("Judo club de Neuville — Statuts (modifications)", body, JUDO_PRINT_CSS + REDLINE_CSS),
                  folder / "statuts-judo-neuville-redline.pdf")


def build(here: Path) -> None:
    build_a07(here)
    build_judo(here)
    build_judo_redline(here)
