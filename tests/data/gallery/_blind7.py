"""Renderings of the seventh batch of blind documents (real texts; the drafted parts are said).

- arrete-1987-listes-regionales-sportifs: arrêté of 23 April 1987 on the regional lists of
  sportspeople (etalab), articles 1 to 8 → an HTML page in Journal officiel layout WITHOUT
  headings (« Art. 1er. – » in bold run into the first paragraph of each article, « 1° » and
  « a) » paragraphs inside articles, the date line after the last article) and a DOCX of the
  same paragraphs (no heading styles).
- arrete-1987-listes-regionales-redline: the same arrêté with DRAFTED amendments of articles 1,
  6 and 7 → DOCX with tracked changes (w:del / w:ins) and a print PDF with deleted words drawn
  line-through and new words underlined (running header, « Page N / M »).
- cumc-constitution-2020: the constitution of the Cambridge University Mountaineering Club as
  its web page shows it (an array of JSX elements: the markup the browser builds) → the HTML page,
  a DOCX and a print PDF of the same markup (running header, « Page N / M »).
- cumc-constitution-edition: a DRAFTED new edition of that constitution (section 9 deleted,
  « 5A » inserted, section 10 retitled, sections 3 and 5 reworded), clean → HTML, DOCX, PDF.

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
import re
import textwrap
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
    jo = '<p class="jo">Journal officiel de la République française — Version initiale</p>\n'
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




# --------------------------------------------------------------------------- CUMC constitution

CUMC_TITLE = "Cambridge University Mountaineering Club Constitution"
CUMC_CSS = """
@page { size: A4; margin: 22mm 20mm 20mm 20mm;
  @top-left { content: "Cambridge University Mountaineering Club"; font-size: 8pt; color: #444; }
  @top-right { content: "Constitution"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Serif', serif; font-size: 10.5pt; }
h2 { text-align: center; font-size: 14pt; }
h3 { font-size: 11pt; margin: 12pt 0 3pt 0; page-break-after: avoid; }
p { text-align: justify; margin: 3pt 0; }
"""


def cumc_html(js: str) -> str:
    """The markup a browser builds from the page's array of JSX elements: a heading wrapped in
    a <p> becomes the heading itself (a <p> cannot hold an <h3>), empty paragraphs are dropped,
    the commas between the array's elements are not rendered."""
    body = js.split("= [", 1)[1].rsplit("];", 1)[0]
    body = re.sub(r">,\s*$", ">", body, flags=re.M)
    body = re.sub(r"<p>\s*(<h[23]>.*?</h[23]>)\s*</p>", r"\1", body, flags=re.S)
    body = re.sub(r"<p>\s*</p>\s*", "", body)
    body = body.replace("\t", " ")
    return textwrap.dedent("\n".join(ln.rstrip() for ln in body.splitlines() if ln.strip()))


# Drafted amendments (fictitious, written for this gallery): (old, new) replacements giving the
# new edition: section 9 deleted, « 5A » inserted, section 10 retitled, sections 3 and 5 reworded.
CUMC_AMENDMENTS = [
    # section 3 reworded
    ("which shall be determined\n    by the Executive Committee from time to time.",
     "which shall be proposed\n    by the Executive Committee and approved at the Annual General Meeting."),
    # section 5 reworded
    ("At least fourteen days written notice shall be\n    given to members before the AGM;",
     "At least twenty-one days written notice shall be\n    given to members before the AGM;"),
    # section 5A inserted
    ("<h3><strong>6. FINANCIAL MATTERS:</strong></h3>",
     "<h3><strong>5A. MEETINGS HELD ONLINE:</strong></h3>\n<p>\n    (1) A General Meeting may be held "
     "online, or partly online, where the Executive Committee so decides. Members taking part online "
     "shall count towards the quorum and may vote by any means that keeps the ballot secret;\n</p>\n<p>\n"
     "    (2) The notice of a General Meeting held online shall give the means of joining it.\n</p>\n"
     "<h3><strong>6. FINANCIAL MATTERS:</strong></h3>"),
    # section 10 retitled
    ("<h3><strong>10. CLUB MEETS:</strong></h3>", "<h3><strong>10. MEETS AND TRIPS:</strong></h3>"),
]


def cumc_edition(page_html: str) -> str:
    for old, new in CUMC_AMENDMENTS:
        if page_html.count(old) != 1:
            raise SystemExit(f"_blind7: amendment anchor not found once: {old[:60]!r}")
        page_html = page_html.replace(old, new)
    # section 9 deleted: its heading and paragraphs up to section 10
    page_html, n = re.subn(r"<h3><strong>9\. DISSOLUTION:</strong></h3>.*?(?=<h3><strong>10\.)", "",
                           page_html, flags=re.S)
    if n != 1:
        raise SystemExit("_blind7: section 9 not found")
    return page_html


def build_cumc(here: Path) -> None:
    js = (here / SOURCES / "cumc-constitution-2020.js").read_text(encoding="utf-8")
    body = cumc_html(js)
    folder = here / "cumc-constitution-2020"
    folder.mkdir(exist_ok=True)
    site = ('<nav class="site"><a href="/">CUMC</a> · <a href="/about/club">About</a> · '
            '<a href="/about/committee">Committee</a> · <a href="/about/documents">Documents</a> · '
            '<a href="/meets">Meets</a></nav>\n')
    (folder / "constitution.html").write_text(
        c.page("Constitution — CUMC", site + body, "body{max-width:50em;margin:auto}.site{font-size:9pt}")
        .replace('lang="fr"', 'lang="en"'), encoding="utf-8")
    b2.docx_from_html(body, folder / "constitution.docx", tracked=False)
    c.html_to_pdf(c.page("CUMC Constitution", body, CUMC_CSS).replace('lang="fr"', 'lang="en"'),
                  folder / "constitution.pdf")

    ed = here / "cumc-constitution-edition"
    ed.mkdir(exist_ok=True)
    new = cumc_edition(body)
    note = ("<p><em>Constitution as amended — draft for the Annual General Meeting. Section 9 is "
            "repealed; section 5A is new.</em></p>\n")
    (ed / "constitution-amended.html").write_text(
        c.page("Constitution (amended) — CUMC", site + note + new,
               "body{max-width:50em;margin:auto}.site{font-size:9pt}").replace('lang="fr"', 'lang="en"'),
        encoding="utf-8")
    b2.docx_from_html(note + new, ed / "constitution-amended.docx", tracked=False)
    c.html_to_pdf(c.page("CUMC Constitution (amended)", note + new, CUMC_CSS).replace('lang="fr"', 'lang="en"'),
                  ed / "constitution-amended.pdf")


def build(here: Path) -> None:
    build_arrete(here)
    build_cumc(here)
