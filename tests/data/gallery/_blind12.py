"""Renderings of the twelfth batch of blind documents (real texts; the drafted parts are said).

- loi-83-628-jeux-de-hasard: loi n° 83-628 du 12 juillet 1983 relative aux jeux de hasard,
  articles 1 to 7 (etalab, assembled as _sources/loi-83-628-jeux-de-hasard.md, nothing drafted)
  → the etalab Markdown (« # » title, « ## Article N »), and an A4 PDF in Journal officiel
  layout WITHOUT headings: the title centred in bold, « Art. 1er. – » … « Art. 7. – » in bold
  run into the first paragraph of each article, running header and « Page N / M ».
- statuts-apirp-2014-art1-8: the statutes of the Association des Professeurs d'Italien de la
  Région Parisienne (voted 9 May 2007, amended 24 January 2014), articles 1 to 8 as the
  association's React page prints them (Poco2406/Apirp src/pages/AssociationStatut.js, kept as
  _sources/apirp-statuts-association-statut.js; nothing drafted) → a DOCX with heading styles
  and Word lists and an A4 print PDF (running header, « Page N / M »), the same text in both:
  a title (added: the page has none above the statutes), the voting line, « Art .1
  DÉNOMINATION » … « Art.8. RÉUNIONS DU CONSEIL » headings as printed, the lines after the
  lead sentence of articles 4, 5 and 6 as list items.
- statuts-apirp-edition: a DRAFTED new edition of those statutes, clean (fictitious amendments
  written for this gallery, see APIRP_*): article 3 deleted (gap 2 → 4), « Art.5 bis.
  COTISATION » inserted, article 7 retitled, articles 5 and 8 reworded, the voting line updated
  → a DOCX and an A4 PDF in the same layout.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _blind2 as b2
import _common as c

SOURCES = "_sources"

# --------------------------------------------------------------------------- loi 83-628

L83_PRINT_CSS = """
@page { size: A4; margin: 24mm 22mm 22mm 22mm;
  @top-center { content: "Loi n° 83-628 du 12 juillet 1983 relative aux jeux de hasard"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
p { text-align: justify; margin: 4pt 0; }
"""


def l83_markdown(src: str) -> str:
    """The etalab text: the title as « # », the articles one level down."""
    return src.replace("\n# Article", "\n## Article")


def l83_html(src: str) -> str:
    """Journal officiel layout: no heading elements; « Art. N. – » in bold run into the first
    paragraph (« Art. 1er. – » for the first article)."""
    blocks = b2.chunks(src)
    title = blocks[0][0]
    parts = [f'<p style="text-align:center"><strong>{html.escape(title)}</strong></p>']
    for head, paras in blocks[1:]:
        number = head.replace("Article", "").strip()
        label = f"Art. {'1er' if number == '1' else number}. –"
        for i, p in enumerate(paras):
            text = html.escape(p, quote=False)
            if i == 0:
                parts.append(f"<p><strong>{html.escape(label)}</strong> {text}</p>")
            else:
                parts.append(f"<p>{text}</p>")
    return "\n".join(parts)


def build_l83(here: Path) -> None:
    src = (here / SOURCES / "loi-83-628-jeux-de-hasard.md").read_text(encoding="utf-8")
    folder = here / "loi-83-628-jeux-de-hasard"
    folder.mkdir(exist_ok=True)
    (folder / "loi-83-628.md").write_text(l83_markdown(src), encoding="utf-8")
    c.html_to_pdf(c.page("Loi n° 83-628 du 12 juillet 1983", l83_html(src), L83_PRINT_CSS),
                  folder / "loi-83-628.pdf")




# --------------------------------------------------------------------------- APIRP statutes

APIRP_TITLE = "Statuts de l'Association des Professeurs d'Italien de la Région Parisienne (A.P.I.R.P.)"
APIRP_PRINT_CSS = """
@page { size: A4; margin: 22mm 22mm 22mm 22mm;
  @top-center { content: "A.P.I.R.P. — Statuts"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Serif', serif; font-size: 10.5pt; line-height: 1.35; }
h1 { font-size: 15pt; text-align: center; }
h2 { font-size: 10.5pt; text-align: center; font-weight: normal; font-style: italic; }
h3 { font-size: 11pt; margin: 12pt 0 4pt 0; page-break-after: avoid; }
p { text-align: justify; margin: 4pt 0; }
"""

# Lists of the page's articles (its lines have no bullet; « 1. » … « 4. » are in the text).
APIRP_NUMBERED = ("Art.4. COMPOSITION",)
APIRP_BULLETED = ("Art.5. PERTE DE LA QUALITÉ DE MEMBRE", "Art.6. RESSOURCES DE L’ASSOCIATION")


def apirp_articles(js: str) -> tuple[str, list[tuple[str, list[str]]]]:
    """(subtitle, [(heading, paragraphs)]) of the statutes part of the React page."""
    part = js[js.index("<h1>STATUTS"):js.index("  </div>\n  <Footer/>")]
    subtitle = re.search(r"<h1>(.*?)</h1>", part).group(1)  # type: ignore[union-attr]
    out = []
    for m in re.finditer(r"<p><strong>(.*?)</strong>(.*?)</p>", part, flags=re.S):
        paras = [" ".join(p.split()) for p in re.split(r"<br/>\s*<br/>", m.group(2))]
        out.append((m.group(1).strip(), [p for p in paras if p]))
    return subtitle, out


def apirp_body(subtitle: str, articles: list[tuple[str, list[str]]],
               headings: dict[str, str] | None = None) -> str:
    """HTML body: title, the voting line, « Art.N. TITLE » headings as <h3>; the member
    categories of article 4 as a numbered list (numbers kept in the text, as printed), the
    ways of losing membership and the resources as bulleted lists."""
    parts = [f"<h1>{html.escape(APIRP_TITLE)}</h1>", f"<h2>{html.escape(subtitle)}</h2>"]
    for head, paras in articles:
        parts.append(f"<h3>{html.escape((headings or {}).get(head, head))}</h3>")
        listed = head in APIRP_NUMBERED or head in APIRP_BULLETED
        items = []
        for i, p in enumerate(paras):
            if listed and i > 0:
                items.append(f"<li>{html.escape(p, quote=False)}</li>")
            else:
                parts.append(f"<p>{html.escape(p, quote=False)}</p>")
        if items:
            parts.append("<ul>" + "".join(items) + "</ul>")
    return "\n".join(parts)


def build_apirp(here: Path) -> None:
    js = (here / SOURCES / "apirp-statuts-association-statut.js").read_text(encoding="utf-8")
    subtitle, articles = apirp_articles(js)
    folder = here / "statuts-apirp-2014-art1-8"
    folder.mkdir(exist_ok=True)
    body = apirp_body(subtitle, articles)
    b2.docx_from_html(body, folder / "statuts-apirp.docx", tracked=False)
    c.html_to_pdf(c.page("Statuts de l'A.P.I.R.P.", body, APIRP_PRINT_CSS), folder / "statuts-apirp.pdf")

# Drafted amendments of the new edition (fictitious, written for this gallery): (heading, old
# paragraph or None, new paragraphs); a heading with no new paragraphs is deleted, a heading not
# in the statutes is inserted before the one named by APIRP_INSERT_BEFORE.
APIRP_SUBTITLE = ("STATUTS VOTES EN ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 9 MAI 2007, MODIFIÉS LE 24 JANVIER 2014 "
                  "ET LE 5 DÉCEMBRE 2026")
APIRP_DELETED = "Art.3. SIÈGE SOCIAL"
APIRP_RETITLED = {"Art.7. CONSEIL D’ADMINISTRATION": "Art.7. ÉLECTION DU CONSEIL D’ADMINISTRATION"}
APIRP_INSERT_BEFORE = "Art.6. RESSOURCES DE L’ASSOCIATION"
APIRP_INSERTED = ("Art.5 bis. COTISATION", [
    "La cotisation est due pour l’année scolaire, du 1er septembre au 31 août.",
    "Elle est réglée par chèque ou par virement au trésorier avant le 31 décembre.",
    "Un membre qui adhère après le 1er mars règle la moitié de la cotisation de l’année.",
])
APIRP_REWORDED = [
    ("Art.5. PERTE DE LA QUALITÉ DE MEMBRE", "par non-paiement de la cotisation, après 3 rappels consécutifs",
     ["par non-paiement de la cotisation, après 2 rappels restés sans réponse",
      "par décès"]),
    ("Art.8. RÉUNIONS DU CONSEIL",
     "Le Conseil d’Administration se réunit toutes les fois que cela est nécessaire, et au moins une fois tous les "
     "6 mois, sur convocation du président, ou sur la demande du ¼ de ses membres.",
     ["Le Conseil d’Administration se réunit toutes les fois que cela est nécessaire, et au moins une fois par "
      "trimestre, sur convocation du président, ou sur la demande du ¼ de ses membres.",
      "Les membres peuvent participer aux réunions par visioconférence ; ils sont alors réputés présents."]),
]


def apirp_edition(articles: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    """The statutes with the drafted amendments applied (headings kept as the old ones; the
    retitled heading is swapped when printing)."""
    out = []
    for head, paras in articles:
        if head == APIRP_DELETED:
            continue
        if head == APIRP_INSERT_BEFORE:
            out.append((APIRP_INSERTED[0], list(APIRP_INSERTED[1])))
        paras = list(paras)
        for h, old, new in APIRP_REWORDED:
            if h == head:
                if paras.count(old) != 1:
                    raise SystemExit(f"_blind12: amendment anchor not found once: {old[:70]!r}")
                i = paras.index(old)
                paras[i:i + 1] = new
        out.append((head, paras))
    return out


def build_apirp_edition(here: Path) -> None:
    js = (here / SOURCES / "apirp-statuts-association-statut.js").read_text(encoding="utf-8")
    _, articles = apirp_articles(js)
    folder = here / "statuts-apirp-edition"
    folder.mkdir(exist_ok=True)
    new = apirp_edition(articles)
    body = apirp_body(APIRP_SUBTITLE, new, APIRP_RETITLED)
    b2.docx_from_html(body, folder / "statuts-apirp-2026.docx", tracked=False)
    c.html_to_pdf(c.page("Statuts de l'A.P.I.R.P.", body, APIRP_PRINT_CSS), folder / "statuts-apirp-2026.pdf")


def build(here: Path) -> None:
    build_l83(here)
    build_apirp(here)
    build_apirp_edition(here)
