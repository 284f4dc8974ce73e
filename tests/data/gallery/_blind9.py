"""Renderings of the ninth batch of blind documents (real texts; the drafted parts are said).

- decret-2010-605-paris-en-ligne: décret n° 2010-605 of 4 June 2010 (maximum share of the stakes
  paid back to players by the licensed online betting operators), articles 1 to 6 (etalab) → an
  HTML page in Journal officiel layout WITHOUT headings (« Art. 1er. – » in bold run into the
  first paragraph of each article, « I. ― », « 1° » paragraphs, the date line after the last
  article) and a print PDF of the same layout (running header, « Page N / M »).
- decret-2010-605-redline: the same décret with DRAFTED amendments of articles 2, 3, 4 and 5
  (fictitious, written for this gallery: _sources/decret-2010-605-amended-articles.md; article 4
  gains « a) » / « b) » points) → DOCX with tracked changes (w:del / w:ins), HTML with <del> /
  <ins>, print PDF with deleted words line-through.
- bylaws-south-austin-bass-club-2024: the bylaws of the South Austin Bass Club (a bass-fishing
  tournament club) as revised in December 2024: the club site's bylaws page (Jinja template
  rendered for an anonymous visitor inside the site's base layout: navbar, footer), a DOCX and a
  letter-size print PDF of the page's content (numbers « A. », « a. », « i. » in the text,
  table of contents, running header, « Page N of M »).
- bylaws-south-austin-bass-club-edition: a new edition of those bylaws, clean: article III takes
  the club's real later wording (its bylaws.md at a later commit); the rest is DRAFTED (article
  VII deleted, « VI-A » inserted, article VIII retitled, articles V and IX reworded) → DOCX and PDF.

- decret-2010-482-agrement-jeux-en-ligne: décret n° 2010-482 of 12 May 2010 (conditions for the
  licences of online gaming operators), chapters I to IV, articles 1 to 13 (etalab) → a DOCX in
  Journal officiel layout without heading styles (chapter lines centred in bold, « Art. 1er. – »
  run into the first paragraph, « I. ― », « 1° », « a) » paragraphs) and a plain-text copy of the
  same layout wrapped at 78 columns.

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

# --------------------------------------------------------------------------- décret 2010-605

DECRET_TITLE = ("Décret n° 2010-605 du 4 juin 2010 relatif à la proportion maximale des sommes versées en "
                "moyenne aux joueurs par les opérateurs agréés de paris hippiques et de paris sportifs en ligne")
DECRET_DATE = "Fait à Paris, le 4 juin 2010."
JO_CSS = "body{max-width:42em;margin:auto}p{text-align:justify}.jo{font-size:9pt;color:#555}"
JO_PRINT_CSS = """
@page { size: A4; margin: 24mm 22mm 22mm 22mm;
  @top-center { content: "Journal officiel de la République française"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
p { text-align: justify; margin: 4pt 0; }
del { text-decoration: line-through; color: #b00; }
ins { text-decoration: underline; color: #036; }
"""


def jo_label(head: str) -> str:
    """« Article 1 » → « Art. 1er. – », as the Journal officiel prints a décret."""
    number = head.replace("Article", "").strip()
    return f"Art. {'1er' if number == '1' else number}. –"


def jo_body(blocks: list[tuple[str, list[str]]], escaped: bool) -> str:
    """Journal officiel layout without headings: the title a bold centred paragraph, each
    article's label in bold run into its first paragraph, the date line at the end."""
    esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
    parts = [f'<p style="text-align:center"><strong>{html.escape(DECRET_TITLE)}</strong></p>',
             "<p>Le Premier ministre,</p>",
             "<p>Sur le rapport du ministre du budget, des comptes publics et de la réforme de l'Etat,</p>",
             "<p>Décrète :</p>"]
    for head, paras in blocks:
        for i, p in enumerate(paras):
            if i == 0:
                parts.append(f"<p><strong>{html.escape(jo_label(head))}</strong> {esc(p)}</p>")
            else:
                parts.append(f"<p>{esc(p)}</p>")
    parts.append(f"<p>{html.escape(DECRET_DATE)}</p>")
    return "\n".join(parts)


def build_decret(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "decret-2010-605-2010.md").read_text(encoding="utf-8")
    later_md = (src / "decret-2010-605-amended-articles.md").read_text(encoding="utf-8")
    old = b2.chunks(old_md)
    new = b2.merged(old_md, later_md)

    folder = here / "decret-2010-605-paris-en-ligne"
    folder.mkdir(exist_ok=True)
    body = jo_body(old, escaped=False)
    jo = '<p class="jo">JORF n°0128 du 5 juin 2010 — Texte n° 36 — Version initiale</p>\n'
    (folder / "decret-2010-605.html").write_text(
        c.page("Décret n° 2010-605 du 4 juin 2010", jo + body, JO_CSS), encoding="utf-8")
    c.html_to_pdf(c.page("Décret n° 2010-605 du 4 juin 2010", body, JO_PRINT_CSS), folder / "decret-2010-605.pdf")

    red_dir = here / "decret-2010-605-redline"
    red_dir.mkdir(exist_ok=True)
    red = jo_body(b2.redline_blocks(old, new), escaped=True)
    note = ("<p><em>Projet de décret modificatif — texte consolidé comparé. Les mots supprimés sont "
            "barrés, les mots ajoutés soulignés.</em></p>\n")
    b2.docx_from_html(note + red, red_dir / "decret-2010-605-modifications.docx", tracked=True)
    (red_dir / "decret-2010-605-compare.html").write_text(
        c.page("Décret n° 2010-605 — projet de modification", note + red,
               JO_CSS + "del{color:#b00}ins{text-decoration:underline;color:#036}"), encoding="utf-8")
    c.html_to_pdf(c.page("Décret n° 2010-605 — projet de modification", note + red, JO_PRINT_CSS),
                  red_dir / "decret-2010-605-compare.pdf")
    for number, text in b2.struck_passages(old, new):
        print(f"décret 2010-605 struck {number}: {text}")


# --------------------------------------------------------------------------- SABC bylaws

SABC_PRINT_CSS = """
@page { size: letter; margin: 0.8in 0.8in 0.8in 0.8in;
  @top-left { content: "South Austin Bass Club"; font-size: 8pt; color: #444; }
  @top-right { content: "%s"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.3; }
h1 { font-size: 16pt; text-align: center; }
h2 { font-size: 12.5pt; border-bottom: 1px solid #333; margin-top: 16pt; page-break-after: avoid; }
h4 { font-size: 10.5pt; margin: 8pt 0 3pt 0; page-break-after: avoid; }
p { margin: 3pt 0; }
.ms-4 { margin-left: 1.6em; }
.toc p { margin: 1pt 0; }
table { font-size: 8.5pt; }
"""


def sabc_content(page_template: str) -> str:
    """The page's content block (between {% block content %} and {% endblock %})."""
    body = page_template.split("{% block content %}", 1)[1].rsplit("{% endblock %}", 1)[0]
    return body.strip()


def sabc_site(content: str, base: str, title: str) -> str:
    """The content inside the site's base layout as an anonymous visitor receives it: the
    navbar's loop unrolled (About, Bylaws, Calendar, Awards), Register / Login on the right, no
    error alert, the footer."""
    head, _, rest = base.partition("{% block content %}{% endblock %}")
    head = head.replace("{% block title %}SABC{% endblock %}", html.escape(title))
    links = "".join(f'\n                    <li class="nav-item">\n                        <a class="nav-link" '
                    f'href="/{p}">{p.title()}</a>\n                    </li>' for p in ("about", "bylaws", "calendar", "awards"))
    head = re.sub(r"\{% for p in .*?\{% endfor %\}", links, head, flags=re.S)
    head = re.sub(r"\{% if user and user.member %\}.*?\{% endif %\}", "", head, flags=re.S)
    start = head.index("{% if user %}")  # the signed-in menu holds nested tags: cut by position
    other = head.index("{% else %}", head.index("Logout"))
    end = head.index("{% endif %}", other)
    head = head[:start] + head[other + len("{% else %}"):end] + head[end + len("{% endif %}"):]
    head = re.sub(r"\{% if error %\}.*?\{% endif %\}", "", head, flags=re.S)
    rest = rest.replace("{% block extra_js %}{% endblock %}", "")
    page = head + content + rest
    if "{%" in page or "{{" in page:
        raise SystemExit("_blind9: a template tag is left in the SABC page")
    return page


def sabc_print(content: str) -> str:
    """The printed bylaws: the page's content without the site's sidebar card and buttons; the
    sidebar's table of contents printed as a contents list before Article I."""
    toc = re.search(r'<nav class="nav[^"]*">(.*?)</nav>', content, flags=re.S)
    items = re.findall(r'<a class="nav-link" href="#[^"]*">(.*?)</a>', toc.group(1)) if toc else []
    main = content.split('<div class="card-body">', 1)[1]  # the bylaws card (the sidebar's is "card-body p-0")
    main = re.sub(r'<div class="text-center mt-5 pt-4 border-top">.*', "", main, flags=re.S)
    main = re.sub(r'<i class="bi[^"]*"></i>', "", main)
    contents = "".join(f"<p>{t}</p>" for t in items)
    head = ('<h1>Bylaws of South Austin Bass Club</h1>\n<p style="text-align:center"><em>Established 1981 — '
            'Last Update December 2024</em></p>\n'
            f'<div class="toc"><p><strong>Table of Contents</strong></p>{contents}</div>\n')
    return head + main


# Drafted amendments for the new edition (fictitious, written for this gallery, except article
# III, whose wording is the club's real later one: bylaws.md at the repository's newest commit).
SABC_EDITION = [
    # article III reworded (real later wording)
    ("""<div class="row">
<div class="col-md-6">
<p><strong>a.</strong> President</p>
<p><strong>b.</strong> Vice-President</p>
<p><strong>c.</strong> Secretary</p>
<p><strong>d.</strong> Treasurer</p>
</div>
<div class="col-md-6">
<p><strong>e.</strong> Media Director</p>
<p><strong>f.</strong> Tournament Director</p>
<p><strong>g.</strong> Assistant Tournament Director</p>
<p><strong>h.</strong> Technology Director</p>
</div>
</div>""", """<p><strong>a.</strong> President/Secretary</p>
<p><strong>b.</strong> Treasurer</p>
<p><strong>c.</strong> Weighmaster</p>
<p><strong>d.</strong> Assistant Weighmaster</p>"""),
    ("<p><strong>B.</strong> All positions will be nominated at the year's November meeting and confirmed by vote "
     "during the year's December meeting by those in attendance.</p>\n<p><strong>C.</strong> Officer terms are 1 "
     "(one) year (annual).</p>",
     "<p><strong>B.</strong> All positions will be nominated and confirmed by member vote via the club website in "
     "December of each year.</p>\n<p><strong>C.</strong> Officer terms are 1 (one) year.</p>\n<p><strong>D.</strong> "
     "Changes and special provisions regarding tournaments may be made by a majority of officers (3 of 4) if "
     "necessary. Officers will communicate changes to members in a timely manner via the club website.</p>\n"
     "<p><strong>E.</strong> Cancellation of a tournament due to severe weather or unforeseen circumstances may be "
     "instituted by a decision of 3 or more officers.</p>\n<p><strong>F.</strong> In the event of an officer "
     "vacancy, a replacement will be nominated and confirmed by member vote via the club website.</p>"),
    # article V reworded (drafted): the entry fee goes from $25.00 to $30.00
    ("<p><strong>A.</strong> Entry fee shall be $25.00 per member, due no later than weigh-in.</p>",
     "<p><strong>A.</strong> Entry fee shall be $30.00 per member, due no later than weigh-in.</p>"),
    ("<p><strong>B.</strong> Breakdown of $25.00 Entry Fee:</p>", "<p><strong>B.</strong> Breakdown of $30.00 Entry Fee:</p>"),
    ("<p><strong>a.</strong> Tournament Pot $16.00</p>", "<p><strong>a.</strong> Tournament Pot $19.00</p>"),
    ("<p><strong>i.</strong> First Place $7.00</p>\n<p><strong>ii.</strong> Second Place $5.00</p>\n"
     "<p><strong>iii.</strong> Third Place $4.00</p>",
     "<p><strong>i.</strong> First Place $8.00</p>\n<p><strong>ii.</strong> Second Place $6.00</p>\n"
     "<p><strong>iii.</strong> Third Place $5.00</p>"),
    ("<p><strong>c.</strong> $3.00 will go towards club funds.</p>",
     "<p><strong>c.</strong> $5.00 will go towards club funds, including the upkeep of the club scales and "
     "aerated weigh-in tanks.</p>"),
    # article VI-A inserted (drafted) before article VII's section
    ("<!-- Article VII: Amendment to Bylaws -->", """<!-- Article VI-A: Boating Safety -->
<section id="article-6a" class="mb-5">
<h2 class="text-primary border-bottom border-2 pb-2">Article VI-A: Boating Safety</h2>
<p><strong>A.</strong> Every angler must wear a Coast Guard approved life jacket, fastened, whenever the big engine is running.</p>
<p><strong>B.</strong> The boat's kill switch must be attached to the driver whenever the big engine is running.</p>
<p><strong>C.</strong> A team whose boat is not fit to run safely in the expected conditions must not launch; it will not be charged the entry fee.</p>
<div class="ms-4">
<p><strong>a.</strong> The team must tell a club officer before the start time.</p>
</div>
</section>

<!-- Article VII: Amendment to Bylaws -->"""),
    # article VIII retitled (drafted)
    ("<h2 class=\"text-primary border-bottom border-2 pb-2\"><i class=\"bi bi-8-circle me-2\"></i>"
     "Article VIII: End of Year Awards</h2>",
     "<h2 class=\"text-primary border-bottom border-2 pb-2\"><i class=\"bi bi-8-circle me-2\"></i>"
     "Article VIII: Year-End Awards</h2>"),
    ('<a class="nav-link" href="#article-8">Article VIII: End of Year Awards</a>',
     '<a class="nav-link" href="#article-8">Article VIII: Year-End Awards</a>'),
    ('<a class="nav-link" href="#article-7">Article VII: Amendment to Bylaws</a>',
     '<a class="nav-link" href="#article-6a">Article VI-A: Boating Safety</a>'),
    # the revision history records the new edition (drafted)
    ("</tbody>", """<tr>
<td>December 2026</td>
<td>Revised edition: Article III officers, Article V entry fee, Article VI-A added, Article VII repealed, Article VIII renamed, Article IX points</td>
<td>Voted and passed through the club website</td>
</tr>
</tbody>"""),
    # article IX reworded (drafted)
    ("<p><strong>d.</strong> Tournament participants, who do not weigh in fish, will receive 2 points less than the "
     "last place participant that weighed in fish.</p>",
     "<p><strong>d.</strong> Tournament participants, who do not weigh in fish, will receive 3 points less than the "
     "last place participant that weighed in fish.</p>"),
    ("<p><strong>e.</strong> The buy-in points awarded will be 4 points less than the last place participant that "
     "weighed in fish.</p>",
     "<p><strong>e.</strong> The buy-in points awarded will be 5 points less than the last place participant that "
     "weighed in fish.</p>"),
    ("<p><strong>ii.</strong> Buy-in requests must be made verbally to a club officer before the start of the "
     "tournament.</p>",
     "<p><strong>ii.</strong> Buy-in requests must be made to a club officer, in person or through the club "
     "website, before the start of the tournament.</p>"),
]


def sabc_edition(content: str) -> str:
    for old, new in SABC_EDITION:
        if content.count(old) != 1:
            raise SystemExit(f"_blind9: amendment anchor not found once: {old[:70]!r}")
        content = content.replace(old, new)
    # article VII deleted: its section, up to article VIII's comment
    content, n = re.subn(r"<!-- Article VII: Amendment to Bylaws -->.*?(?=<!-- Article VIII)", "", content, flags=re.S)
    if n != 1:
        raise SystemExit("_blind9: article VII not found")
    return content


def build_sabc(here: Path) -> None:
    src = here / SOURCES
    template = (src / "sabc-bylaws-page-2024-12.html").read_text(encoding="utf-8")
    base = (src / "sabc-base-2024-12.html").read_text(encoding="utf-8")
    content = sabc_content(template)

    folder = here / "bylaws-south-austin-bass-club-2024"
    folder.mkdir(exist_ok=True)
    (folder / "bylaws.html").write_text(sabc_site(content, base, "Bylaws - South Austin Bass Club"),
                                        encoding="utf-8")
    printed = sabc_print(content)
    b2.docx_from_html(printed, folder / "bylaws.docx", tracked=False)
    c.html_to_pdf(c.page("Bylaws of South Austin Bass Club", printed, SABC_PRINT_CSS % "Bylaws — Rev. December 2024")
                  .replace('lang="fr"', 'lang="en"'), folder / "bylaws.pdf")

    ed = here / "bylaws-south-austin-bass-club-edition"
    ed.mkdir(exist_ok=True)
    new = sabc_print(sabc_edition(content)).replace("Last Update December 2024", "Revised Edition — December 2026")
    note = ("<p><em>Bylaws as revised for the 2026 season. Article VII is repealed (bylaw changes are now "
            "voted through the club website); Article VI-A is new.</em></p>\n")
    b2.docx_from_html(note + new, ed / "bylaws-2026.docx", tracked=False)
    c.html_to_pdf(c.page("Bylaws of South Austin Bass Club (2026)", note + new,
                         SABC_PRINT_CSS % "Bylaws — Revised Edition 2026").replace('lang="fr"', 'lang="en"'),
                  ed / "bylaws-2026.pdf")


# --------------------------------------------------------------------------- décret 2010-482

D482_TITLE = ("Décret n° 2010-482 du 12 mai 2010 fixant les conditions de délivrance des agréments d'opérateur "
              "de jeux en ligne")
D482_VISAS = ["Le Premier ministre,", "Décrète :"]
D482_DATE = "Fait à Paris, le 12 mai 2010."


def d482_blocks(md: str) -> list[tuple[str, str]]:
    """(kind, text) paragraphs in Journal officiel order: "title", "chapter", "para" (an
    article's label run into its first paragraph)."""
    out: list[tuple[str, str]] = [("title", D482_TITLE)] + [("para", v) for v in D482_VISAS]
    for head, paras in b2.chunks(md):
        if not head.startswith("Article"):
            out.append(("chapter", head))
            continue
        for i, p in enumerate(paras):
            out.append(("para", f"{jo_label(head)} {p}" if i == 0 else p))
    out.append(("para", D482_DATE))
    return out


def d482_docx(blocks: list[tuple[str, str]], out: Path) -> None:
    parts = []
    for kind, text in blocks:
        t = html.escape(text, quote=False)
        if kind in {"title", "chapter"}:
            parts.append(f"<p><strong>{t}</strong></p>")
        elif re.match(r"Art\. \S+\. –", text):
            label, rest = text.split("– ", 1)
            parts.append(f"<p><strong>{html.escape(label)}–</strong> {html.escape(rest, quote=False)}</p>")
        else:
            parts.append(f"<p>{t}</p>")
    writer = b2.RedlineDocx(tracked=False)
    writer.add_html("\n".join(parts))
    for para, (kind, _) in zip(writer.doc.paragraphs, blocks, strict=True):
        if kind in {"title", "chapter"}:
            para.alignment = 1  # centred, as the Journal officiel prints them
    writer.save(out)


def d482_text(blocks: list[tuple[str, str]], width: int = 78) -> str:
    lines: list[str] = []
    for kind, text in blocks:
        if kind in {"title", "chapter"}:
            lines += [ln.center(width).rstrip() for ln in textwrap.wrap(text, width - 8)]
        else:
            lines += textwrap.wrap(text, width, break_on_hyphens=False)
        lines.append("")
    return "\n".join(lines)


def build_d482(here: Path) -> None:
    md = (here / SOURCES / "decret-2010-482.md").read_text(encoding="utf-8")
    folder = here / "decret-2010-482-agrement-jeux-en-ligne"
    folder.mkdir(exist_ok=True)
    blocks = d482_blocks(md)
    d482_docx(blocks, folder / "decret-2010-482.docx")
    (folder / "decret-2010-482.txt").write_text(d482_text(blocks), encoding="utf-8")


def build(here: Path) -> None:
    build_decret(here)
    build_sabc(here)
    build_d482(here)
