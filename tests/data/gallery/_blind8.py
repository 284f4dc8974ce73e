"""Renderings of the eighth batch of blind documents (real texts; the drafted parts are said).

- statuts-foopgp-2023: the statutes of the association Friends of OpenPGP (foopgp) as first
  deposited (20 March 2023; « ARTICLE PREMIER - NOM », « ARTICLE 2 - BUT OBJET » …) → the
  association's web page as the site prints it (header menu, breadcrumb, footer around the
  statutes) and a DOCX of the same text (heading styles).
- statuts-foopgp-2023-redline: the REAL wording adopted by the extraordinary general meeting of
  22 October 2023 compared word by word with the March wording (nothing drafted) → DOCX with
  struck runs (w:strike, new words underlined), an HTML page with CSS line-through spans, and
  a print PDF (line-through, running header, « Page N / M »).
- bylaws-burnaby-mountain-rugby-club: the by-laws of the Burnaby Mountain Rugby Club (SFU Rugby),
  « Article I - Membership » … « Article VIII », each a numbered list of clauses with nested
  numbered lists and a table → the Docusaurus site as one page (navbar, sidebar, footer), a
  DOCX whose list numbers are written in the text (« 1. », « i. », « a. ») and a letter-size PDF.
- reglement-interieur-foopgp-2023: the association's règlement intérieur as adopted on 22 October
  2023 (« Article 1er – Composition », formulas, a token table) → the site page (header menu,
  footer) and a print PDF with a table of contents, running header and « Page N / M ».
- reglement-interieur-foopgp-edition: a new edition of it, clean (see RI_AMENDMENTS: article 6
  deleted, « 4bis » inserted, article 8 retitled, articles 1, 3 and 9 reworded; partly real later
  wording, partly DRAFTED) → the edited Markdown source of the page and a DOCX.
- cahier-des-charges-arjel-2015-art1-7: articles 1er to 7 of the online gaming operators'
  specifications (annex of the arrêté of 27 March 2015, etalab) as Légifrance prints an annex:
  « Article 1er », its caption on the next line, « 2.1. » captions in bold, « 1. » / « a) » / « - »
  points as paragraphs → HTML, a print PDF and a DOCX.

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import _blind2 as b2
import _common as c
from docx.shared import Pt
from lxml import html as lhtml

SOURCES = "_sources"

Unit = tuple[str, str]  # (kind, plain text): kind « p », « li » or « quote »


# --------------------------------------------------------------------------- foopgp statutes


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", c.strip_md_inline(text)).strip()


def foopgp_units(text: str) -> list[Unit]:
    """Units of a Markdown passage: paragraphs, « * » list items (continuation lines joined),
    « > » lines one quotation unit, « | » lines one table unit (its rows kept one a line)."""
    units: list[Unit] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [ln for ln in block.split("\n") if ln.strip() and ln.strip() != "---"]
        if lines and all(ln.startswith("|") for ln in lines):
            units.append(("table", "\n".join(lines)))
            continue
        if lines:
            current: list[str] = []
            kind = "p"
            for ln in lines:
                start = "li" if ln.startswith(("* ", "- ")) else "quote" if ln.startswith(">") else None
                if start and not (start == "quote" and kind == "quote"):
                    if current:
                        units.append((kind, _plain(" ".join(current))))
                    current, kind = [], start
                current.append(ln[2:] if start == "li" else ln.lstrip("> ") if start else ln)
            if current:
                units.append((kind, _plain(" ".join(current))))
    return units


def foopgp_parts(md: str) -> tuple[str, list[Unit], list[tuple[str, list[Unit]]], str]:
    """(title line, preamble units, [(article heading, units)], closing line) of a foopgp page in
    Markdown: « ## » title, the text before the first « ### » the preamble, « ### » articles,
    the italic line after the last « --- » the closing line."""
    body = md.split("\n---\n", 1)[1]
    body, _, closing = body.rpartition("\n---\n")
    title = re.search(r"^## (.+)$", body, flags=re.M).group(1).strip()
    chunks = re.split(r"^### ", body, flags=re.M)
    preamble = foopgp_units(chunks[0].split(title, 1)[1])
    articles = []
    for chunk in chunks[1:]:
        head, _, text = chunk.partition("\n")
        articles.append((_plain(head), foopgp_units(text)))
    return _plain(title), preamble, articles, _plain(closing)


def units_html(units: list[tuple[str, str]]) -> str:
    """Units (text already HTML) as paragraphs, « ul » lists and block quotations."""
    out: list[str] = []
    for kind, text in units:
        if kind == "li":
            if out and out[-1] == "</ul>":
                out.pop()
            else:
                out.append("<ul>")
            out += [f"<li>{text}</li>", "</ul>"]
        elif kind == "quote":
            out.append(f"<blockquote><p>{text}</p></blockquote>")
        elif kind == "table":
            out.append(text)
        else:
            out.append(f"<p>{text}</p>")
    return "\n".join(out)


def _unit_html(kind: str, text: str) -> str:
    if kind != "table":
        return html.escape(text, quote=False)
    rows = [[_plain(cell) for cell in ln.strip().strip("|").split("|")] for ln in text.split("\n")]
    rows = [r for r in rows if not all(re.fullmatch(r":?-+:?", cell) for cell in r)]
    head, *rest = rows
    return ("<table><tr>" + "".join(f"<th>{html.escape(x)}</th>" for x in head) + "</tr>"
            + "".join("<tr>" + "".join(f"<td>{html.escape(x)}</td>" for x in r) + "</tr>" for r in rest) + "</table>")


def foopgp_html(title: str, articles: list[tuple[str, list[Unit]]], closing: str,
                preamble: list[Unit] | None = None) -> str:
    parts = [f"<h2>{html.escape(title)}</h2>", "<hr>"]
    if preamble:
        parts.append(units_html([(k, _unit_html(k, t)) for k, t in preamble]))
    for head, units in articles:
        parts.append(f"<h3>{html.escape(head)}</h3>")
        parts.append(units_html([(k, _unit_html(k, t)) for k, t in units]))
    parts += ["<hr>", f"<p><em>{html.escape(closing)}</em></p>"]
    return "\n".join(parts)


FOOPGP_CSS = ("body{max-width:56em;margin:auto}header,footer,.crumb{font-family:sans-serif;font-size:9pt}"
              "header nav a,footer a{margin-right:1em}footer{border-top:1px solid #999;margin-top:2em}")


def foopgp_site(page_title: str, crumb: str, content: str) -> str:
    """The page as the association's Hugo site prints it around the content."""
    header = ('<header><p><a href="/fr/">foopgp — Friends of OpenPGP</a></p>\n<nav><a href="/fr/about/">à propos</a>'
              '<a href="/fr/solutions/">solutions</a><a href="/fr/course/">formations</a>'
              '<a href="/fr/event/">événements</a><a href="/fr/blog/">blog</a><a href="/fr/contact/">contact</a>'
              '<a href="/en/">English</a></nav></header>\n')
    bread = f'<p class="crumb"><a href="/fr/">Accueil</a> / <a href="/fr/about/">À propos</a> / {crumb}</p>\n'
    footer = ('\n<footer><p><a href="/fr/about/">à propos</a><a href="/fr/contact/">contact</a>'
              '<a href="/fr/about/donate/">faire un don</a></p><p>Friends of OpenPGP (foopgp) — association loi 1901, '
              '05000 Pelleautier</p></footer>')
    return c.page(page_title, header + bread + "<main>\n" + content + "\n</main>" + footer, FOOPGP_CSS)


def _case_only(old: str, new: str) -> bool:
    return old.lower() == new.lower()


def foopgp_redline(old: list[tuple[str, list[Unit]]], new: list[tuple[str, list[Unit]]]
                   ) -> tuple[list[tuple[str, list[tuple[str, str]]]], list[tuple[str, str]]]:
    """([(heading HTML, [(kind, unit HTML)])], [(article number, struck text)]): the new
    articles in order, each unit word-diffed with the old article's units of the same number;
    an article with no old counterpart is inserted whole. Headings that differ only by case
    (« ARTICLE » → « Article ») are printed in the new form, unmarked."""
    def number(head: str) -> str:
        return re.match(r"Article (\S+(?: BIS)?)", head, flags=re.I).group(1)

    old_by = {number(h).upper(): (h, u) for h, u in old}
    blocks, struck = [], []
    for head, units in new:
        num = number(head)
        if num.upper() not in old_by:
            blocks.append((f'<ins class="ins">{html.escape(head)}</ins>',
                           [(k, f'<ins class="ins">{html.escape(t, quote=False)}</ins>') for k, t in units]))
            continue
        old_head, old_units = old_by[num.upper()]
        if not _case_only(old_head, head):
            raise SystemExit(f"_blind8: heading changed beyond case: {old_head!r} → {head!r}")
        out: list[tuple[str, str]] = []
        old_texts = [t for _, t in old_units]
        kinds_old = {t: k for k, t in old_units}
        kinds_new = {t: k for k, t in units}
        for kind, value in b2.para_align(old_texts, [t for _, t in units]):
            if kind == "mod":
                new_text = " ".join(t for k, t in value if k != "del")
                out.append((kinds_new.get(new_text, "p"), b2.diff_html(value)))
                struck += [(num, t) for k, t in value if k == "del"]
            elif kind == "del":
                out.append((kinds_old[value], b2.diff_html([("del", value)])))
                struck.append((num, value))
            else:
                k = kinds_new[value] if kind in {"eq", "ins"} else "p"
                out.append((k, b2.diff_html([(kind, value)])))
        blocks.append((html.escape(head), out))
    return blocks, struck


def css_strike(fragment: str) -> str:
    """<del> → a span drawn line-through by CSS (as an office suite's HTML export writes it)."""
    return (fragment.replace("<del>", '<span style="text-decoration:line-through;color:#b00">')
            .replace("</del>", "</span>"))


def build_foopgp(here: Path) -> None:
    src = here / SOURCES
    title, _, old, closing = foopgp_parts((src / "foopgp-statuts-2023-03.md").read_text(encoding="utf-8"))
    _, _, new, new_closing = foopgp_parts((src / "foopgp-statuts-2023-10.md").read_text(encoding="utf-8"))

    folder = here / "statuts-foopgp-2023"
    folder.mkdir(exist_ok=True)
    body = foopgp_html(title, old, closing)
    (folder / "statuts-foopgp.html").write_text(
        foopgp_site("Friends Of OpenPGP (foopgp) — Statuts", "Statuts", body), encoding="utf-8")
    b2.docx_from_html(f"<h1>{html.escape('Friends Of OpenPGP (foopgp)')}</h1>\n" + body,
                      folder / "statuts-foopgp.docx", tracked=False)

    red = here / "statuts-foopgp-2023-redline"
    red.mkdir(exist_ok=True)
    blocks, struck = foopgp_redline(old, new)
    new_title = _plain(re.search(r"^## (.+)$", (src / "foopgp-statuts-2023-10.md").read_text(encoding="utf-8"),
                                 flags=re.M).group(1))
    title_diff = b2.diff_html(b2.word_diff(title, new_title))
    parts = [f"<h2>{title_diff}</h2>"]
    for head, units in blocks:
        parts.append(f"<h3>{head}</h3>")
        parts.append(units_html(units))
    parts.append(f"<p><em>{b2.diff_html(b2.word_diff(closing, new_closing))}</em></p>")
    struck = [("", t) for k, t in b2.word_diff(title, new_title) if k == "del"] + struck
    struck += [("closing", t) for k, t in b2.word_diff(closing, new_closing) if k == "del"]
    note = ("<p><em>Statuts comparés : rédaction déposée le 20 mars 2023 et rédaction adoptée par "
            "l'assemblée générale extraordinaire du 22 octobre 2023. Les mots supprimés sont barrés, "
            "les mots ajoutés soulignés.</em></p>\n")
    redline = note + "\n".join(parts)
    b2.docx_from_html(redline, red / "statuts-foopgp-comparaison.docx", tracked=False)
    (red / "statuts-foopgp-comparaison.html").write_text(
        c.page("foopgp — statuts comparés (mars / octobre 2023)", css_strike(redline),
               "ins{text-decoration:underline;color:#036}body{max-width:50em;margin:auto}"), encoding="utf-8")
    b2.print_pdf("Statuts foopgp — comparaison", redline.replace("<h3>", "<h2>").replace("</h3>", "</h2>"),
                 "Friends of OpenPGP (foopgp) — statuts", "Rédaction du 20 mars 2023 / du 22 octobre 2023",
                 red / "statuts-foopgp-comparaison.pdf", toc=False)
    for number, text in struck:
        print(f"foopgp struck {number}: {text}")


# --------------------------------------------------------------------------- Burnaby rugby by-laws


def rugby_articles(md: str) -> list[tuple[str, str]]:
    """(title, Markdown body) of each by-laws page, in the site's sidebar order."""
    out = []
    for chunk in md.split("<!-- file: ")[1:]:
        front, body = chunk.split("\n---\n", 2)[1:]
        title = re.search(r"^title: (.+)$", front, flags=re.M).group(1).strip().strip("'\"")
        out.append((title, body.strip() + "\n"))
    return out


def _anchor(title: str) -> str:
    return re.sub(r"\W+", "-", title.lower()).strip("-")


def rugby_body(articles: list[tuple[str, str]]) -> str:
    parts = []
    for title, body in articles:
        parts.append(f'<h2 id="{_anchor(title)}">{html.escape(title)}</h2>')
        parts.append(c.md_to_html_body(body))
    return "\n".join(parts)


RUGBY_SITE_CSS = ("body{margin:0}.navbar{background:#a6192e;color:#fff;padding:6pt 12pt;font-family:sans-serif}"
                  ".navbar a{color:#fff;margin-right:1.5em}.wrap{display:flex}.sidebar{width:14em;font-family:sans-serif;"
                  "font-size:9pt;padding:8pt}main{max-width:46em;padding:8pt}footer{background:#303846;color:#ddd;"
                  "font-family:sans-serif;font-size:9pt;padding:8pt 12pt}footer a{color:#ddd;margin-right:1em}")


def rugby_site(body: str, titles: list[str]) -> str:
    side = "".join(f'<li><a href="#{_anchor(t)}">{html.escape(t)}</a></li>' for t in titles)
    navbar = ('<nav class="navbar"><a href="/">SFU Rugby</a><a href="/docs/">Constitution</a>'
              '<a href="https://sfurugby.com/">SFU Rugby Website</a></nav>\n')
    sidebar = ('<aside class="sidebar"><p>General</p><ul><li><a href="/docs/">Declaration and Objective</a></li></ul>'
               f"<p>By-Laws</p><ul>{side}</ul><p>Executive Positions</p><ul><li>President</li><li>Secretary</li>"
               "<li>Treasurer</li></ul></aside>\n")
    footer = ('\n<footer><p>By-laws: <a href="#">membership</a><a href="#">Meetings</a><a href="#">Organisation</a>'
              '<a href="#">Finance</a></p><p>Copyright © 2021 SFU Rugby. Built with Docusaurus.</p></footer>')
    page = c.page("By-laws | SFU Rugby", navbar + '<div class="wrap">' + sidebar + "<main>\n" + body + "\n</main></div>"
                  + footer, RUGBY_SITE_CSS)
    return page.replace('lang="fr"', 'lang="en"')


RUGBY_TITLE = "Burnaby Mountain Rugby Club — By-laws"


def _roman(n: int) -> str:
    return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][n - 1]


def _marker(depth: int, n: int) -> str:
    return f"{n}." if depth == 0 else f"{_roman(n)}." if depth == 1 else f"{'abcdefghij'[n - 1]}."


def rugby_flat(body: str) -> list[tuple[str, Any]]:
    """The by-laws as a flat list: ("h2", title), ("item", (depth, marker, element)) for every
    list item or its following paragraph (marker ""), ("table", element); the numbers written
    as a printed copy shows them: « 1. », then « i. », then « a. »."""
    out: list[tuple[str, Any]] = []

    def walk_ol(ol: Any, depth: int) -> None:
        for n, li in enumerate(ol.findall("li"), int(ol.get("start", "1"))):
            first = True
            if li.text and li.text.strip():  # tight list: the item's text is the li itself
                head = lhtml.fragment_fromstring("<span></span>")
                head.text = li.text
                for child in li:
                    if child.tag in {"ol", "ul", "p", "table"}:
                        break
                    head.append(c.clone(child))
                out.append(("item", (depth, _marker(depth, n), head)))
                first = False
            for child in li:
                if child.tag == "p":
                    out.append(("item", (depth, _marker(depth, n) if first else "", child)))
                    first = False
                elif child.tag == "ol":
                    walk_ol(child, depth + 1)
                elif child.tag == "table":
                    out.append(("table", child))

    root = lhtml.fragment_fromstring(body, create_parent="div")
    for el in root:
        if el.tag == "h2":
            out.append(("h2", el.text_content()))
        elif el.tag == "ol":
            walk_ol(el, 0)
        elif el.tag == "p":
            out.append(("item", (0, "", el)))
    return out


def rugby_docx(flat: list[tuple[str, Any]], out: Path) -> None:
    """Articles as Heading 2; every list item a Normal paragraph « 1.<tab>text » whose number is
    written in the text, indented by depth; the fee table a Word table."""
    writer = b2.RedlineDocx(tracked=False)
    doc = writer.doc
    doc.add_heading(RUGBY_TITLE, level=1)
    for kind, value in flat:
        if kind == "h2":
            doc.add_heading(value, level=2)
        elif kind == "table":
            writer._table(value)
        else:
            depth, marker, el = value
            p = doc.add_paragraph()
            p.paragraph_format.left_indent = Pt(20 * (depth + 1))
            if marker:
                p.paragraph_format.first_line_indent = Pt(-20)
                p.add_run(marker + "\t")
            writer._inline(p, el, {})
    writer.save(out)


def rugby_print(flat: list[tuple[str, Any]]) -> str:
    """The same flat list as print HTML: numbers in the line, hanging indents by depth."""
    parts = [f"<h1>{html.escape(RUGBY_TITLE)}</h1>"]
    for kind, value in flat:
        if kind == "h2":
            parts.append(f"<h2>{html.escape(value)}</h2>")
        elif kind == "table":
            parts.append(lhtml.tostring(value, encoding="unicode"))
        else:
            depth, marker, el = value
            inner = lhtml.tostring(el, encoding="unicode")
            inner = re.sub(r"^<(p|span)>|</(p|span)>\s*$", "", inner.strip())
            pad = 1.6 * (depth + 1)
            lead = f'<span class="n">{marker}</span>' if marker else ""
            parts.append(f'<p style="margin-left:{pad}em;text-indent:{-1.6 if marker else 0}em">{lead}{inner}</p>')
    return "\n".join(parts)


RUGBY_PRINT_CSS = """
@page { size: letter; margin: 0.8in 0.75in 0.8in 0.75in;
  @top-left { content: "Burnaby Mountain Rugby Club"; font-size: 8pt; color: #444; }
  @top-right { content: "By-laws"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; }
h1 { font-size: 15pt; text-align: center; }
h2 { font-size: 12pt; margin: 14pt 0 4pt 0; page-break-after: avoid; }
p { margin: 3pt 0; text-align: justify; }
span.n { display: inline-block; width: 1.6em; text-indent: 0; }
table { margin: 4pt 0 4pt 5em; font-size: 9pt; }
"""


def build_rugby(here: Path) -> None:
    articles = rugby_articles((here / SOURCES / "burnaby-rugby-bylaws-2021.md").read_text(encoding="utf-8"))
    body = rugby_body(articles)
    folder = here / "bylaws-burnaby-mountain-rugby-club"
    folder.mkdir(exist_ok=True)
    (folder / "bylaws.html").write_text(rugby_site(body, [t for t, _ in articles]), encoding="utf-8")
    flat = rugby_flat(body)
    rugby_docx(flat, folder / "bylaws.docx")
    c.html_to_pdf(c.page(RUGBY_TITLE, rugby_print(flat), RUGBY_PRINT_CSS).replace('lang="fr"', 'lang="en"'),
                  folder / "bylaws.pdf")


# --------------------------------------------------------------------------- ARJEL cahier des charges


CDC_TITLE = "Cahier des charges applicable aux opérateurs de jeux en ligne"
CDC_ARRETE = ("Annexe à l'arrêté du 27 mars 2015 portant approbation du cahier des charges applicable aux "
              "opérateurs de jeux en ligne")
_NUM = re.compile(r"^(\d+(?:\.\d+)+)\.\s")


def cdc_articles(md: str) -> list[tuple[str, str, list[str]]]:
    """(« Article 1er », caption, paragraphs) of the annex as Légifrance prints it: the article line,
    its caption on the next line, then the paragraphs."""
    body = md.split("-->", 1)[1]
    out = []
    for chunk in re.split(r"^(?=Article \S+$)", body, flags=re.M):
        paras = [p.strip() for p in chunk.split("\n\n") if p.strip()]
        if paras:
            out.append((paras[0], paras[1], paras[2:]))
    return out


def cdc_is_subheading(paras: list[str], i: int) -> bool:
    """« 2.1. La demande d'agrément. »: a short numbered line, not ending with a colon, followed by
    its text or by its first sub-point, not by a sibling point (« 5.4. Elle précise … » followed
    by « 5.5. »)."""
    m = _NUM.match(paras[i])
    if not m or len(paras[i]) > 140 or paras[i].endswith(":") or i + 1 >= len(paras):
        return False
    nxt = _NUM.match(paras[i + 1])
    return not (nxt and nxt.group(1).count(".") == m.group(1).count("."))


def cdc_html(articles: list[tuple[str, str, list[str]]]) -> str:
    """Article line as <h2>, caption as an italic paragraph, numbered captions in bold, the
    « 1. », « a) » and « - » points as plain paragraphs, as Légifrance prints an annex."""
    parts = [f'<p class="annexe">{html.escape(CDC_ARRETE)}</p>', f"<h1>{html.escape(CDC_TITLE)}</h1>"]
    for head, caption, paras in articles:
        parts += [f"<h2>{html.escape(head)}</h2>", f'<p class="caption"><em>{html.escape(caption)}</em></p>']
        for i, p in enumerate(paras):
            text = html.escape(p, quote=False)
            parts.append(f"<p><strong>{text}</strong></p>" if cdc_is_subheading(paras, i) else f"<p>{text}</p>")
    return "\n".join(parts)


CDC_PRINT_CSS = """
@page { size: A4; margin: 25mm 22mm 22mm 22mm;
  @top-center { content: "Cahier des charges des opérateurs de jeux en ligne — ARJEL"; font-size: 8pt; color: #444; }
  @bottom-right { content: counter(page); font-size: 9pt; }
}
body { font-family: 'DejaVu Serif', serif; font-size: 10pt; }
h1 { font-size: 14pt; text-align: center; }
h2 { font-size: 11pt; text-align: center; margin: 16pt 0 0 0; page-break-after: avoid; }
p.caption { text-align: center; margin-top: 2pt; page-break-after: avoid; }
p.annexe { text-align: center; font-size: 9pt; }
p { text-align: justify; margin: 4pt 0; hyphens: auto; }
"""


def build_cdc(here: Path) -> None:
    articles = cdc_articles((here / SOURCES / "arjel-cahier-des-charges-2015-art1-7.md").read_text(encoding="utf-8"))
    body = cdc_html(articles)
    folder = here / "cahier-des-charges-arjel-2015-art1-7"
    folder.mkdir(exist_ok=True)
    css = ".annexe{font-size:9pt;color:#555}.caption{margin-top:0}h2{margin-bottom:2pt}body{max-width:48em;margin:auto}"
    (folder / "cahier-des-charges.html").write_text(c.page(html.escape(CDC_TITLE), body, css), encoding="utf-8")
    c.html_to_pdf(c.page(html.escape(CDC_TITLE), body, CDC_PRINT_CSS), folder / "cahier-des-charges.pdf")
    b2.docx_from_html(body, folder / "cahier-des-charges.docx", tracked=False)


# --------------------------------------------------------------------------- foopgp règlement intérieur

# Amendments of the new edition, (old, new) replacements on the adopted 2023 Markdown: article 1
# and the « 4bis » article take the association's REAL later wording (the 2025 working draft of
# the same file, _sources/foopgp-reglement-interieur-later-drafts-excerpts.md), article 8's new
# title too; article 9's sentence is the REAL wording of the March
# 2024 draft; article 3's amount and year, the deletion of article 6 and the closing line are
# DRAFTED for this gallery. The 2025 footnotes of article 4bis are left out.
RI_AMENDMENTS = [
    # article 1 reworded (real 2025 wording)
    ("est composée de membres : personnes physiques", "est composée d'adhérents : personnes physiques"),
    # article 3 reworded (drafted)
    ("**Pour l’année 2023, le montant de la cotisation est fixé à 1 euro.**",
     "**Pour l’année 2024, le montant de la cotisation est fixé à 2 euros.**"),
    # article 4bis inserted (real 2025 wording, footnotes left out)
    ("### Article 5 – Émission universelle",
     "### Article 4bis - Certification et validation\n\n"
     "Pour pouvoir utiliser ou échanger tout jeton de pouvoir, chaque adhérent devra être validé par l'association.\n\n"
     "Cette validation est automatique dès lors que les deux critères suivant sont remplis :\n"
     "- Être à jour de ses contributions obligatoires (confer article 7 du présent document et article 10bis des Statuts).\n"
     "- Être certifié par l'association.\n\n"
     "Cette certification passe par un identifiant unique, calculé à partir de données d'État-Civil conformes à la "
     "norme ISO/IEC 7501-1:2008.\n\n"
     "Cette certification pourra s'appuyer sur des toiles de confiance OpenPGP ; lesquelles peuvent être renforcées "
     "lors de \"Key Signing Parties\".\n\n"
     "### Article 5 – Émission universelle"),
    # article 8 retitled (real 2025 title)
    ("### Article 8 – Vote quadratique (confer", "### Article 8 – Lissage polynomial des quantitées de pouvoir (confer"),
    # article 9 reworded (real March 2024 wording)
    ("Cette expression pourra utiliser la méthode de Condorcet telle qu’[appliquée par la communauté Debian]"
     "(https://www.debian.org/vote/).",
     "Cette expression pourra utiliser la [méthode de Schulze](https://fr.wikipedia.org/wiki/M%C3%A9thode_de_Schulze)."),
    # closing line (drafted)
    ("*Adopté par [l'assemblée générale extraordinaire du dimanche 22 octobre 2023 à Pelleautier]"
     "(/fr/assembly/2023-10-22-report-age/).*",
     "*Projet de modification, pour soumission à la prochaine assemblée générale ordinaire.*"),
]


def ri_edition(md: str) -> str:
    for old, new in RI_AMENDMENTS:
        if md.count(old) != 1:
            raise SystemExit(f"_blind8: amendment anchor not found once: {old[:60]!r}")
        md = md.replace(old, new)
    md, n = re.subn(r"### Article 6 – Portefeuilles\n.*?(?=### Article 7)", "", md, flags=re.S)  # deleted
    if n != 1:
        raise SystemExit("_blind8: article 6 not found")
    return md


def build_ri(here: Path) -> None:
    md = (here / SOURCES / "foopgp-reglement-interieur-2023-10.md").read_text(encoding="utf-8")
    title, preamble, articles, closing = foopgp_parts(md)
    body = foopgp_html(title, articles, closing, preamble)
    folder = here / "reglement-interieur-foopgp-2023"
    folder.mkdir(exist_ok=True)
    (folder / "reglement-interieur.html").write_text(
        foopgp_site("Règlement intérieur foopgp", "Règlement intérieur", body), encoding="utf-8")
    b2.print_pdf("Règlement intérieur foopgp", body.replace("<h3>", "<h2>").replace("</h3>", "</h2>"),
                 "Friends of OpenPGP (foopgp) — règlement intérieur", "Adopté le 22 octobre 2023",
                 folder / "reglement-interieur.pdf", toc=True)

    ed = here / "reglement-interieur-foopgp-edition"
    ed.mkdir(exist_ok=True)
    new_md = ri_edition(md)
    (ed / "rules-of-procedures.md").write_text(new_md, encoding="utf-8")
    title, preamble, articles, closing = foopgp_parts(new_md)
    b2.docx_from_html(foopgp_html(title, articles, closing, preamble), ed / "reglement-interieur-projet.docx",
                      tracked=False)


def build(here: Path) -> None:
    build_foopgp(here)
    build_rugby(here)
    build_cdc(here)
    build_ri(here)
