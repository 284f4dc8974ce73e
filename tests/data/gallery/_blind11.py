"""Renderings of the eleventh batch of blind documents (real texts; the drafted parts are said).

- arrete-1959-casinos-titre-i-art3-7: arrêté of 23 December 1959 on gaming in casinos, titre I
  « Conditions d'établissement et d'instruction des demandes d'autorisation de jeux », articles 3
  to 7 (etalab, assembled as _sources/arrete-1959-casinos-titre-i-art3-7.md) → the etalab Markdown
  under the arrêté's title, and an A4 PDF in Journal officiel layout WITHOUT headings: title and
  titre centred in bold, « Art. 3. – » in bold run into the caption (in italics) of each article,
  « - » paragraphs printed « ― », running header and « Page N / M ».
- bylaws-big-rapids-chess-2019: the draft bylaws of the club Big Rapids Chess (Michigan) as its
  site printed them on 27 October 2019 (_sources/bigrapids-chess-bylaws-2019.md) → a DOCX with
  heading styles and Word lists, and a letter-size print PDF (running header, « Page N of M »),
  the same text in both. The four-space indent of the numbered duties (sections 3 to 5 of
  article VI) is removed so that they print as numbered lists, as the page meant them.
- bylaws-big-rapids-chess-edition: a DRAFTED new edition of those bylaws, clean (fictitious
  amendments written for this gallery, see BRC_EDITION): article IV deleted, « Article VI-A -
  Tournament Directors » inserted, article IX retitled, articles V and X reworded, the subtitle
  updated → the site's Markdown page (front matter) and a DOCX with heading styles.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _blind2 as b2
import _common as c

SOURCES = "_sources"

# --------------------------------------------------------------------------- arrêté 1959

A59_TITLE = "Arrêté du 23 décembre 1959 portant réglementation des jeux dans les casinos"
A59_PRINT_CSS = """
@page { size: A4; margin: 24mm 22mm 22mm 22mm;
  @top-center { content: "Arrêté du 23 décembre 1959 — Titre Ier (articles 3 à 7)"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
p { text-align: justify; margin: 4pt 0; }
"""


def a59_markdown(src: str) -> str:
    """The etalab text under the arrêté's title: the titre one level down, articles two."""
    body = re.sub(r"^# Article", "### Article", src, flags=re.M)
    body = body.replace("# Titre I :", "## Titre I :", 1)
    return f"# {A59_TITLE}\n\n{body}"


def a59_html(src: str) -> str:
    """Journal officiel layout: no heading elements; « Art. N. – » in bold run into the caption
    (the article's first paragraph, in italics); « - » paragraphs printed « ― »."""
    parts = [f'<p style="text-align:center"><strong>{html.escape(A59_TITLE)}</strong></p>']
    for head, paras in b2.chunks(src):
        if not head.startswith("Article"):
            parts.append(f'<p style="text-align:center"><strong>{html.escape(head)}</strong></p>')
            continue
        label = f"Art. {head.replace('Article', '').strip()}. –"
        for i, p in enumerate(paras):
            text = html.escape(p, quote=False)
            if i == 0:
                parts.append(f"<p><strong>{html.escape(label)}</strong> <em>{text}</em></p>")
            elif p.startswith("- "):
                parts.append(f"<p>― {text[2:]}</p>")
            else:
                parts.append(f"<p>{text}</p>")
    return "\n".join(parts)


def build_a59(here: Path) -> None:
    src = (here / SOURCES / "arrete-1959-casinos-titre-i-art3-7.md").read_text(encoding="utf-8")
    folder = here / "arrete-1959-casinos-titre-i-art3-7"
    folder.mkdir(exist_ok=True)
    (folder / "arrete-1959-titre-i.md").write_text(a59_markdown(src), encoding="utf-8")
    c.html_to_pdf(c.page("Arrêté du 23 décembre 1959 — Titre Ier", a59_html(src), A59_PRINT_CSS),
                  folder / "arrete-1959-titre-i.pdf")


# --------------------------------------------------------------------------- Big Rapids Chess bylaws

BRC_PRINT_CSS = """
@page { size: letter; margin: 0.9in 0.9in 0.9in 0.9in;
  @top-left { content: "Big Rapids Chess — Bylaws"; font-size: 8pt; color: #444; }
  @top-right { content: "%s"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.3; }
h1 { font-size: 17pt; text-align: center; margin-bottom: 2pt; }
h3 { font-size: 12pt; margin: 14pt 0 4pt 0; page-break-after: avoid; }
p { margin: 4pt 0; }
p.subtitle { text-align: center; font-style: italic; color: #333; }
li { margin: 1pt 0; }
"""

# Drafted amendments of the new edition (fictitious, written for this gallery).
BRC_EDITION = [
    # subtitle
    ("subtitle: The following is a draft copy of the proposed bylaws.",
     "subtitle: As amended by the club officers on December 5, 2026."),
    ("description: A first draft of the club bylaws.", "description: The club bylaws."),
    # article IV deleted
    ("### Article IV - Not for Profit\n\n**Section 1:** Big Rapids Chess shall not be operated for profit. No part of "
     "its dues, contributions, assets or net income shall benefit any individual. Cash prizes, trophies, or other "
     "awards for chess events shall not be considered benefits under this article.\n\n", ""),
    # article V reworded
    ("**Section 2:** There shall be four types of membership in Big Rapids Chess - regular members, senior members, "
     "junior members, and associate members.",
     "**Section 2:** There shall be four types of membership in Big Rapids Chess - regular members, senior members, "
     "junior members, and associate members. A member holds one type of membership at a time."),
    ("**Section 7:** Regular, senior, or junior members that fail to pay the annual Big Rapids Chess dues will be "
     "converted to associate memberships.",
     "**Section 7:** Regular, senior, or junior members that have not paid the annual Big Rapids Chess dues within "
     "sixty days of the start of the club year will be converted to associate memberships until the dues are paid."),
    # article VI-A inserted
    ("### Article VII - Elections",
     "### Article VI-A - Tournament Directors\n\n"
     "**Section 1:** The officers shall appoint a Tournament Director for every rated event organized by Big Rapids "
     "Chess.\n\n"
     "**Section 2:** The Tournament Director shall:\n"
     "* Hold a current USCF tournament director certification\n"
     "* Publish the pairings, time control and tiebreak rules before the first round\n"
     "* Settle disputes between players at the board\n"
     "* Submit the results for rating within seven days of the event\n\n"
     "**Section 3:** A Tournament Director may not play in an event that they direct.\n\n"
     "### Article VII - Elections"),
    # article IX retitled
    ("### Article IX - Dissolution", "### Article IX - Dissolution of the Club"),
    # article X reworded
    ("**Section 1:** These Bylaws may be ratified or amended at any time by a majority vote of the club officers.",
     "**Section 1:** These Bylaws may be amended at any time by a two-thirds majority vote of the club officers.\n\n"
     "**Section 2:** A proposed amendment shall be sent to the membership at least fourteen days before the vote."),
]


def brc_edition(md: str) -> str:
    for old, new in BRC_EDITION:
        if md.count(old) != 1:
            raise SystemExit(f"_blind11: amendment anchor not found once: {old[:70]!r}")
        md = md.replace(old, new)
    return md


def brc_body(md: str) -> tuple[str, str, str]:
    """(title, subtitle, HTML body) of the site's Markdown page: the front matter's title as <h1>
    and its subtitle under it; the four-space indent of the numbered duties removed."""
    m = re.match(r"---\n(.*?)\n---\n", md, flags=re.S)
    assert m
    title = re.search(r"^title: (.*)$", m.group(1), flags=re.M).group(1)  # type: ignore[union-attr]
    subtitle = re.search(r"^subtitle: (.*)$", m.group(1), flags=re.M).group(1)  # type: ignore[union-attr]
    text = re.sub(r"^    (\d+\. )", r"\1", md[m.end():], flags=re.M)
    body = c.md_to_html_body(text)
    head = f'<h1>{html.escape(title)}</h1>\n<p class="subtitle"><em>{html.escape(subtitle)}</em></p>\n'
    return title, subtitle, head + body


def build_brc(here: Path) -> None:
    md = (here / SOURCES / "bigrapids-chess-bylaws-2019.md").read_text(encoding="utf-8")
    folder = here / "bylaws-big-rapids-chess-2019"
    folder.mkdir(exist_ok=True)
    title, subtitle, body = brc_body(md)
    b2.docx_from_html(body, folder / "big-rapids-chess-bylaws.docx", tracked=False)
    c.html_to_pdf(c.page(title, body, BRC_PRINT_CSS % "Draft, October 2019"),
                  folder / "big-rapids-chess-bylaws.pdf")

    ed = here / "bylaws-big-rapids-chess-edition"
    ed.mkdir(exist_ok=True)
    new_md = brc_edition(md)
    (ed / "bylaws.md").write_text(new_md, encoding="utf-8")
    _, _, new_body = brc_body(new_md)
    b2.docx_from_html(new_body, ed / "big-rapids-chess-bylaws-2026.docx", tracked=False)


def build(here: Path) -> None:
    build_a59(here)
    build_brc(here)
