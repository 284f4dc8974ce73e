"""Renderings of the twelfth batch of blind documents (real texts; the drafted parts are said).

- loi-83-628-jeux-de-hasard: loi n° 83-628 du 12 juillet 1983 relative aux jeux de hasard,
  articles 1 to 7 (etalab, assembled as _sources/loi-83-628-jeux-de-hasard.md, nothing drafted)
  → the etalab Markdown (« # » title, « ## Article N »), and an A4 PDF in Journal officiel
  layout WITHOUT headings: the title centred in bold, « Art. 1er. – » … « Art. 7. – » in bold
  run into the first paragraph of each article, running header and « Page N / M ».
"""

from __future__ import annotations

import html
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


def build(here: Path) -> None:
    build_l83(here)
