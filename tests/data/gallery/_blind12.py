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


def build(here: Path) -> None:
    build_l83(here)
    build_apirp(here)
