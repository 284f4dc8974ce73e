"""Renderings of the sixth batch of blind documents (real texts; the drafted parts are said).

- decret-85-237-agrement-sportif-1985: décret n° 85-237 du 13 février 1985 (agrément of sports
  groups and federations), articles 1 to 6 (etalab) → an HTML page in Journal officiel layout
  WITHOUT headings (« Art. 1er. – » in bold run into the first paragraph of each article, the
  date line after the last article) and a DOCX of the same paragraphs (no heading styles).
- decret-85-237-agrement-sportif-redline: the same décret with DRAFTED amendments of articles 1,
  3 and 4 → DOCX with tracked changes (w:del / w:ins) and a print PDF with deleted words drawn
  line-through and new words underlined.
- ld2l-rules-season-walkthrough-2024: the rules of the Learn Dota 2 League (a draft league) →
  a DOCX and a letter-size PDF of the same text, the sections numbered as its own contents list
  numbers them, every rule « 1. », « 2. » … a paragraph inside its section (numbers as printed,
  gaps kept), two delay tables.
- statuts-taverne-du-troll-2020: the statutes of the games club Taverne du Troll as its web page
  shows them (a React component: its JSX as the HTML the browser builds) → the HTML page and a
  print PDF of the same page (running header, « Page N / M »).
- statuts-taverne-du-troll-edition: a DRAFTED new edition of those statutes (article 13 deleted,
  « 14 bis » inserted, article 9 retitled, articles 7 and 15 reworded) as a redline → DOCX with
  struck runs (w:strike) and underlined new words, PDF with line-through.

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


# --------------------------------------------------------------------------- décret 85-237

DECRET_TITLE = ("Décret n° 85-237 du 13 février 1985 relatif à l'agrément des groupements sportifs "
                "et des fédérations sportives")
DECRET_DATE = "Fait à Paris, le 13 février 1985."


def jo_label(head: str) -> str:
    """« Article 1 » → « Art. 1er. – », as the Journal officiel prints a décret."""
    number = head.replace("Article", "").strip()
    return f"Art. {'1er' if number == '1' else number}. –"


def jo_html(blocks: list[tuple[str, list[str]]], escaped: bool) -> str:
    """Journal officiel layout, no headings: each article's label in bold run into its first
    paragraph, the title a bold centred paragraph, the date line after the last article."""
    esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
    parts = [f'<p style="text-align:center"><strong>{html.escape(DECRET_TITLE)}</strong></p>']
    for head, paras in blocks:
        for i, p in enumerate(paras):
            if i == 0:
                parts.append(f"<p><strong>{html.escape(jo_label(head))}</strong> {esc(p)}</p>")
            else:
                parts.append(f"<p>{esc(p)}</p>")
    parts.append(f"<p>{html.escape(DECRET_DATE)}</p>")
    return "\n".join(parts)


JO_PAGE_CSS = "body{max-width:42em;margin:auto}p{text-align:justify}"


def build_decret(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "decret-85-237-1985.md").read_text(encoding="utf-8")
    later_md = (src / "decret-85-237-amended-articles.md").read_text(encoding="utf-8")
    old = b2.chunks(old_md)
    new = b2.merged(old_md, later_md)

    folder = here / "decret-85-237-agrement-sportif-1985"
    folder.mkdir(exist_ok=True)
    body = jo_html(old, escaped=False)
    (folder / "decret-85-237.html").write_text(c.page("Décret n° 85-237 du 13 février 1985", body, JO_PAGE_CSS),
                                               encoding="utf-8")
    b2.docx_from_html(body, folder / "decret-85-237.docx", tracked=False)

    red_dir = here / "decret-85-237-agrement-sportif-redline"
    red_dir.mkdir(exist_ok=True)
    red = b2.redline_blocks(old, new)
    note = ("<p><em>Projet de modification — texte comparé. Les mots supprimés sont barrés, "
            "les mots ajoutés soulignés.</em></p>\n")
    b2.docx_from_html(note + jo_html(red, escaped=True), red_dir / "decret-85-237-modifications.docx", tracked=True)
    b2.print_pdf("Décret n° 85-237 — projet de modification", note + jo_html(red, escaped=True),
                 "Décret n° 85-237 du 13 février 1985", "Document de travail — modifications apparentes",
                 red_dir / "decret-85-237-modifications.pdf", toc=False)
    for number, text in b2.struck_passages(old, new):
        print(f"décret struck {number}: {text}")


# --------------------------------------------------------------------------- LD2L rules

LD2L_TITLE = "Learn Dota 2 League Rules and Season Walkthrough"
LD2L_CSS = """
@page { size: letter; margin: 0.9in 0.9in 0.8in 0.9in;
  @top-left { content: "LD2L"; font-size: 8pt; color: #555; }
  @top-right { content: "Rules and Season Walkthrough"; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; }
p.rule { margin: 4pt 0 4pt 2.2em; text-indent: -2.2em; }
ul { margin-top: 0; margin-left: 2.2em; }
table { margin: 4pt 0 4pt 2.2em; font-size: 9pt; }
h2 { font-size: 13pt; border-bottom: 1px solid #999; page-break-after: avoid; }
h3 { font-size: 11pt; page-break-after: avoid; }
"""


def _md_inline(text: str) -> str:
    """Markdown inline of one line → HTML: links to their text, **bold**."""
    text = html.escape(text.strip(), quote=False)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    return re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)


def ld2l_html(md: str) -> str:
    """The rules page as a print edition: « ## Section » numbered as the page's own contents list
    numbers it (« 1. Signing Up »), « ### » sub-sections, each rule « N. text » one paragraph with
    its number as written (gaps kept), « * » items a bullet list, tables as tables."""
    lines = md.splitlines()
    contents = [re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", ln).strip() for ln in lines
                if re.match(r"^(\d+\.|\s+\*) \[", ln)]
    section_numbers = {ln.split(". ", 1)[1]: ln.split(".", 1)[0] for ln in contents if re.match(r"\d", ln)}
    parts: list[str] = []
    i = 0
    in_contents = False
    while i < len(lines):
        line = lines[i]
        if line.startswith("# "):
            parts.append(f"<h1>{html.escape(line[2:].strip())}</h1>")
        elif line.startswith("## "):
            title = line[3:].strip()
            parts.append(f"<h2>{section_numbers[title]}. {html.escape(title)}</h2>")
        elif line.startswith("### "):
            parts.append(f"<h3>{html.escape(line[4:].strip())}</h3>")
        elif re.match(r"^(\d+\.|\s+\*) \[", line):  # the contents list
            if not in_contents:
                parts.append('<p class="contents-head"><strong>Contents</strong></p>')
                in_contents = True
            text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", line).strip()
            indent = "&#160;" * 6 if text.startswith("*") else ""
            parts.append(f'<p class="contents">{indent}{html.escape(text.lstrip("* "), quote=False)}</p>')
        elif re.match(r"^\d+\. ", line):
            parts.append(f'<p class="rule">{_md_inline(line)}</p>')
        elif re.match(r"^\s+\* ", line):
            items = []
            while i < len(lines) and re.match(r"^\s+\* ", lines[i]):
                items.append(f"<li>{_md_inline(lines[i].strip()[2:])}</li>")
                i += 1
            parts.append("<ul>" + "".join(items) + "</ul>")
            continue
        elif line.strip().startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(lines[i].strip())
                i += 1
            parts.append(c.md_to_html_body("\n".join(rows)).strip())
            continue
        elif line.strip():
            parts.append(f"<p>{_md_inline(line)}</p>")
        i += 1
    return "\n".join(parts)


def build_ld2l(here: Path) -> None:
    md = (here / SOURCES / "ld2l-rules-2024.md").read_text(encoding="utf-8")
    folder = here / "ld2l-rules-season-walkthrough-2024"
    folder.mkdir(exist_ok=True)
    body = ld2l_html(md)
    b2.docx_from_html(body, folder / "ld2l-rules.docx", tracked=False)
    c.html_to_pdf(c.page(LD2L_TITLE, body, LD2L_CSS).replace('lang="fr"', 'lang="en"'), folder / "ld2l-rules.pdf")


# --------------------------------------------------------------------------- Taverne du Troll statutes

TROLL_HEADER = "Taverne du Troll — association loi 1901"
TROLL_CSS = """
@page { size: A4; margin: 22mm 20mm 20mm 20mm;
  @top-center { content: "Statuts — Taverne du Troll"; font-size: 8pt; color: #444; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
h1 { text-align: center; font-size: 16pt; }
h2 { font-size: 13pt; margin-top: 14pt; }
h3 { font-size: 11pt; margin-bottom: 2pt; page-break-after: avoid; }
p { text-align: justify; margin: 3pt 0; }
del { text-decoration: line-through; color: #b00; }
ins { text-decoration: underline; color: #036; }
"""


def jsx_to_html(jsx: str) -> str:
    """The markup a browser builds from the component's JSX: the return value's elements,
    className as class, self-closing <br/> as <br>, text lines kept (whitespace collapses)."""
    body = jsx.split("return (", 1)[1].rsplit(");", 1)[0]
    body = re.sub(r'className=\{"([^"]*)"\}', r'class="\1"', body)
    body = body.replace("<br/>", "<br>").replace("<Header />", "")
    lines = [ln for ln in body.splitlines() if ln.strip() and ln.strip() not in {"<>", "</>"}]
    return textwrap.dedent("\n".join(ln.rstrip() for ln in lines))


# Drafted amendments (fictitious, written for this gallery): (old, redline) replacements.
TROLL_AMENDMENTS = [
    # article 7 reworded
    ("majorité absolue du Bureau restreint. Le motif de refus doit être donné si demandé par la personne",
     "majorité absolue du Bureau restreint. Le motif de refus <del>doit être donné si demandé par</del> "
     '<ins class="ins">est communiqué par écrit à</ins> la personne'),
    # article 9 retitled
    ("Article 9 : Responsabilité des membres",
     'Article 9 : Responsabilité <del>des membres</del> <ins class="ins">du Bureau</ins>'),
    # article 13 deleted
    ("Article 13 : Définition du Bureau", "<del>Article 13 : Définition du Bureau</del>"),
    ("Le Bureau est composé par les membres du Bureau défini dans l’Article 6.",
     "<del>Le Bureau est composé par les membres du Bureau défini dans l’Article 6.</del>"),
    # article 14 bis inserted (after article 14, before chapter 4)
    ('<h2 class="text-4xl mb-4">Chapitre 4',
     '<h3 class="text-2xl mb-3"><ins class="ins">Article 14 bis : Réunions à distance</ins></h3>\n'
     '<p class="mb-1"><ins class="ins">Le Bureau peut se réunir par visioconférence ou par tout autre moyen '
     'de communication à distance. Les membres qui participent à distance sont réputés présents pour le '
     'calcul de la majorité. Le procès-verbal de la réunion mentionne le nom des membres présents à '
     'distance.</ins></p>\n'
     '<h2 class="text-4xl mb-4">Chapitre 4'),
    # article 15 reworded
    ("Les convocations doivent être faites par écrit quinze jours avant l’échéance",
     'Les convocations doivent être faites par écrit <del>quinze</del> <ins class="ins">vingt et un</ins> '
     "jours avant l’échéance"),
]


def troll_redline(page_html: str) -> str:
    for old, new in TROLL_AMENDMENTS:
        if page_html.count(old) != 1:
            raise SystemExit(f"_blind6: amendment anchor not found once: {old[:60]!r}")
        page_html = page_html.replace(old, new)
    return page_html


def build_troll(here: Path) -> None:
    jsx = (here / SOURCES / "taverne-du-troll-statuts.js").read_text(encoding="utf-8")
    body = jsx_to_html(jsx)
    folder = here / "statuts-taverne-du-troll-2020"
    folder.mkdir(exist_ok=True)
    site = ('<nav class="site"><a href="/">Taverne du Troll</a> · <a href="/about">L’association</a> · '
            '<a href="/statuts">Statuts</a> · <a href="/event">Événements</a></nav>\n')
    (folder / "statuts.html").write_text(
        c.page("Statuts — Taverne du Troll", site + body, "body{max-width:50em;margin:auto}.site{font-size:9pt}"),
        encoding="utf-8")
    c.html_to_pdf(c.page("Statuts — Taverne du Troll", body, TROLL_CSS), folder / "statuts.pdf")

    ed = here / "statuts-taverne-du-troll-edition"
    ed.mkdir(exist_ok=True)
    red = troll_redline(body)
    note = ("<p><em>Projet de statuts modifiés soumis à l’Assemblée Générale Extraordinaire — les mots "
            "supprimés sont barrés, les mots ajoutés soulignés.</em></p>\n")
    b2.docx_from_html(note + red, ed / "statuts-modifies.docx", tracked=False)
    c.html_to_pdf(c.page("Statuts modifiés — Taverne du Troll", note + red, TROLL_CSS), ed / "statuts-modifies.pdf")


def build(here: Path) -> None:
    build_decret(here)
    build_ld2l(here)
    build_troll(here)
