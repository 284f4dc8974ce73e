"""Renderings of the fifth batch of blind documents (real texts; the drafted parts are said).

- arrete-2007-stud-holdem-poker-casino-2007: titre III, chapitre II, sections 10 and 11 of the
  arrêté of 14 May 2007 (stud poker and hold'em poker « de casino », art. 55-16 to 55-18-3), every
  file at its oldest stored version (etalab) → an HTML page WITHOUT headings (bold « Article N »
  paragraph, italic caption paragraph, as Légifrance prints a text), a DOCX WITHOUT heading
  styles (the same bold and italic paragraphs) and a print PDF (WeasyPrint) with a table of
  contents, running header and « Page N / M ».
- arrete-2007-stud-holdem-poker-casino-redline: the REAL later wording of 55-16, 55-18 and
  55-18-1 (stored later versions) compared word by word with 2007 → DOCX whose deleted words are
  struck runs (w:strike) and new words underlined, and a PDF with deleted words line-through.
- ootr-ladder-rules-en-2020: the rules of the OoTR Ladder (a racing league), the « Rules » part of
  its English page → DOCX whose rule numbers and the numbered lists inside rules 3, 4 and 9 are
  Word automatic numbering on two levels (w:numPr, not in the text), and a letter-size PDF
  printed from the page (the « 1. » numbers printed in the text line, as generated content) with a running header and
  « Page N of M ».
- ootr-ladder-reglement-fr-2020: the same league's French page, « Règlement » part → Markdown as
  stored and an HTML page (nested <ol>).
- statuts-apbteam-2007: the statutes of the robotics club APBTeam (October 2007), a
  reStructuredText file → the text file as stored and an HTML page.
- statuts-apbteam-2010-edition: the statutes as amended by the general meeting of 2010 (real:
  articles 3 and 13) plus drafted amendments (article 15 deleted, « 13 bis » inserted, article 12
  retitled) → DOCX with heading styles and a print PDF (table of contents, running header,
  « Page N / M »).

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _blind2 as b2
import _common as c
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn
from docx.shared import Pt

SOURCES = "_sources"


# --------------------------------------------------------------------------- arrêté 2007, sections 10-11

ARRETE_TITLE = "Arrêté du 14 mai 2007 relatif à la réglementation des jeux dans les casinos"
ARRETE_PART = "Titre III — Chapitre II : Règles applicables aux jeux de contrepartie"
POKER_FOOTER = "Sections 10 et 11 — stud poker et hold'em poker de casino"
NO_CAPTION = {"55-18-2"}  # its first paragraph is the text, not a caption


def legifrance_html(blocks: list[tuple[str, list[str]]], escaped: bool) -> str:
    """Légifrance's reading layout without headings: the section caption a bold centred
    paragraph, « Article N » a bold paragraph, the caption an italic paragraph."""
    esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
    parts = [f'<p style="text-align:center"><strong>{html.escape(ARRETE_TITLE)}</strong></p>',
             f'<p style="text-align:center"><strong>{html.escape(ARRETE_PART)}</strong></p>']
    for head, paras in blocks:
        number = b2.article_number(head)
        if number is None:
            parts.append(f'<p style="text-align:center"><strong>{html.escape(head)}</strong></p>')
            continue
        parts.append(f"<p><strong>{html.escape(head)}</strong></p>")
        for i, p in enumerate(paras):
            if i == 0 and number not in NO_CAPTION:
                parts.append(f"<p><em>{esc(p)}</em></p>")
            else:
                parts.append(f"<p>{esc(p)}</p>")
    return "\n".join(parts)


def print_html(blocks: list[tuple[str, list[str]]], escaped: bool) -> str:
    """Print layout: sections as <h1>, « Article N » as <h2>, the caption in italics."""
    esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
    parts = []
    for head, paras in blocks:
        number = b2.article_number(head)
        parts.append(f"<h{1 if number is None else 2}>{html.escape(head)}</h{1 if number is None else 2}>")
        for i, p in enumerate(paras):
            tag = "em" if i == 0 and number is not None and number not in NO_CAPTION else None
            parts.append(f"<p><{tag}>{esc(p)}</{tag}></p>" if tag else f"<p>{esc(p)}</p>")
    return "\n".join(parts)


def build_arrete_poker(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "arrete-2007-sections-10-11-poker-2007.md").read_text(encoding="utf-8")
    later_md = (src / "arrete-2007-sections-10-11-poker-later-articles.md").read_text(encoding="utf-8")
    old = b2.chunks(old_md)
    new = b2.merged(old_md, later_md)

    folder = here / "arrete-2007-stud-holdem-poker-casino-2007"
    folder.mkdir(exist_ok=True)
    title = f"{ARRETE_TITLE} — sections 10 et 11 (rédaction de 2007)"
    body = legifrance_html(old, escaped=False)
    (folder / "arrete-2007-poker-de-casino.html").write_text(c.page(html.escape(title), body), encoding="utf-8")
    b2.docx_from_html(body, folder / "arrete-2007-poker-de-casino.docx", tracked=False)
    b2.print_pdf(title, print_html(old, escaped=False), ARRETE_TITLE, POKER_FOOTER,
                 folder / "arrete-2007-poker-de-casino.pdf", toc=True)

    red_dir = here / "arrete-2007-stud-holdem-poker-casino-redline"
    red_dir.mkdir(exist_ok=True)
    red = b2.redline_blocks(old, new)
    note = ("<p><em>Texte comparé : rédaction de 2007 → rédaction modifiée. Les mots supprimés sont barrés, "
            "les mots ajoutés soulignés.</em></p>\n")
    b2.docx_from_html(note + legifrance_html(red, escaped=True), red_dir / "arrete-2007-poker-de-casino-barre.docx",
                      tracked=False)
    head = f'<p style="font-size:14pt;text-align:center"><strong>{html.escape(ARRETE_TITLE)}</strong></p>\n'
    b2.print_pdf(f"{ARRETE_TITLE} — sections 10 et 11, texte comparé", head + note + print_html(red, escaped=True),
                 ARRETE_TITLE, "Document de travail — modifications apparentes",
                 red_dir / "arrete-2007-poker-de-casino-compare.pdf", toc=False)
    for number, text in b2.struck_passages(old, new):
        print(f"struck {number}: {text}")


# --------------------------------------------------------------------------- OoTR Ladder rules

LADDER_NUM_ID = 91
LADDER_ABSTRACT = (
    f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{LADDER_NUM_ID}">'
    '<w:multiLevelType w:val="hybridMultilevel"/>'
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/>'
    '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl>'
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%2."/>'
    '<w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1080" w:hanging="360"/></w:pPr></w:lvl>'
    '</w:abstractNum>'
)
LADDER_CSS = """
@page { size: letter; margin: 0.9in 0.9in 0.8in 0.9in;
  @top-left { content: "OoTR Ladder"; font-size: 8pt; color: #555; }
  @top-right { content: "Rules"; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10.5pt; }
ol { list-style: none; counter-reset: rule; padding-left: 0; margin-left: 0; }
ol ol { margin: 3pt 0 0 2.2em; }
li { counter-increment: rule; margin: 4pt 0; padding-left: 2.2em; text-indent: -2.2em; }
li::before { content: counter(rule) ".\\00a0\\00a0"; display: inline-block; width: 2.2em; text-indent: 0; }
"""
LADDER_PAGE_CSS = "body{max-width:46em;margin:auto}header{border-bottom:1px solid #ccc;margin-bottom:1em}"


def ladder_rules(md: str, stop: str) -> str:
    """The rules part of the page: everything before the `stop` heading."""
    return md.split(stop, 1)[0].rstrip() + "\n"


def _ladder_runs(para, text: str) -> None:  # noqa: ANN001
    """Markdown inline of one rule (**bold**, _italic_, `code`, [text][ref]) → runs."""
    text = re.sub(r"\[([^\]]+)\]\[\d+\]", r"\1", text)
    for i, part in enumerate(re.split(r"\*\*", text)):
        for j, sub in enumerate(re.split(r"(?<!\w)_(.+?)_(?!\w)", part.replace("`", ""))):
            if sub:
                run = para.add_run(sub)
                run.bold = (i % 2 == 1) or None
                run.italic = (j % 2 == 1) or None


def ladder_items(md: str) -> list[tuple[int, str]]:
    """(level, text) of every list item: continuation lines joined by a space, or by \n after a
    Markdown hard line break (two trailing spaces)."""
    items: list[tuple[int, str]] = []
    for line in md.splitlines():
        m = re.match(r"^( *)\d+\. (.*)$", line)
        if m:
            items.append((0 if len(m.group(1)) < 4 else 1, m.group(2)))
        elif line.strip() and items and not line.startswith(("#", "[")):
            level, text = items[-1]
            sep = "\n" if text.endswith("  ") else " "
            items[-1] = (level, text.rstrip() + sep + line.strip() + ("  " if line.endswith("  ") else ""))
    return [(level, text.rstrip()) for level, text in items]


def ladder_docx(md: str, title: str, out: Path) -> None:
    writer = c.DocxWriter(tracked=False)
    doc = writer.doc
    numbering = doc.part.numbering_part.element
    first_num = numbering.find(qn("w:num"))
    abstract = parse_xml(LADDER_ABSTRACT)
    if first_num is not None:
        first_num.addprevious(abstract)
    else:
        numbering.append(abstract)
    numbering.append(parse_xml(
        f'<w:num {nsdecls("w")} w:numId="{LADDER_NUM_ID}"><w:abstractNumId w:val="{LADDER_NUM_ID}"/></w:num>'))
    doc.add_paragraph(title, style="Heading 1")
    for level, text in ladder_items(md):
        para = doc.add_paragraph()
        para.paragraph_format.space_after = Pt(4)
        para._p.get_or_add_pPr().append(parse_xml(
            f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{LADDER_NUM_ID}"/></w:numPr>'))
        lines = text.split("\n")
        for k, line in enumerate(lines):
            if k:
                para.add_run().add_break()
            _ladder_runs(para, line)
    writer.save(out)


def build_ladder(here: Path) -> None:
    src = here / SOURCES
    en = ladder_rules((src / "ootr-ladder-rules-en.md").read_text(encoding="utf-8"),
                      "## Allowed glitches and techniques")
    en_dir = here / "ootr-ladder-rules-en-2020"
    en_dir.mkdir(exist_ok=True)
    ladder_docx(en, "OoTR Ladder — Rules", en_dir / "ootr-ladder-rules.docx")
    body = c.md_to_html_body(en.replace("## Rules", "# OoTR Ladder — Rules"))
    c.html_to_pdf(c.page("OoTR Ladder — Rules", body, LADDER_CSS).replace('lang="fr"', 'lang="en"'),
                  en_dir / "ootr-ladder-rules.pdf")

    fr = ladder_rules((src / "ootr-ladder-rules-fr.md").read_text(encoding="utf-8"),
                      "## Techniques et _glitches_ autorisés")
    fr_dir = here / "ootr-ladder-reglement-fr-2020"
    fr_dir.mkdir(exist_ok=True)
    (fr_dir / "reglement.md").write_text(fr, encoding="utf-8")
    header = ('<header><p><a href="/">OoTR Ladder</a> · <a href="/leagues">Ligues</a> · '
              '<a href="/rules">Règlement</a> · <a href="/documentation">Documentation</a></p></header>\n')
    (fr_dir / "reglement.html").write_text(
        c.page("Règlement — OoTR Ladder", header + c.md_to_html_body(fr), LADDER_PAGE_CSS), encoding="utf-8")


# --------------------------------------------------------------------------- APBTeam statutes (reStructuredText)

APB_HEADER = "APBTeam — APB Public Bot Team, association loi 1901"


def rst_articles(text: str) -> tuple[str, list[tuple[str, list[tuple[str, list[str]]]]]]:
    """(title, [(article heading, [(kind, lines)])]) of the statutes: « = » and « - » underlined
    headings, blank-line separated blocks; kind p (paragraph), ul (« - » items, continuation
    lines indented) or lines (a « | » line block)."""
    lines = text.splitlines() + [""]
    title = ""
    articles: list[tuple[str, list[tuple[str, list[str]]]]] = []
    block: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        under = lines[i + 1] if i + 1 < len(lines) else ""
        if line.strip() and under and set(under) in ({"="}, {"-"}) and len(under) >= len(line.strip()):
            if set(under) == {"="}:
                title = line.strip()
            else:
                articles.append((line.strip(), []))
            i += 2
            continue
        if line.strip():
            block.append(line)
        elif block:
            articles[-1][1].append(_kind(block))
            block = []
        i += 1
    return title, articles


def _kind(block: list[str]) -> tuple[str, list[str]]:
    if block[0].startswith("|"):
        return "lines", [ln.lstrip("|").strip() for ln in block]
    if block[0].startswith("- "):
        items: list[str] = []
        for ln in block:
            if ln.startswith("- "):
                items.append(ln[2:].strip())
            else:
                items[-1] += " " + ln.strip()
        return "ul", items
    return "p", [" ".join(ln.strip() for ln in block)]


def statuts_html(articles: list[tuple[str, list[tuple[str, list[str]]]]]) -> str:
    parts = []
    for head, blocks in articles:
        parts.append(f"<h2>{html.escape(head, quote=False)}</h2>")
        for kind, lines in blocks:
            esc = [html.escape(x, quote=False) for x in lines]
            if kind == "ul":
                parts.append("<ul>\n" + "\n".join(f"<li>{x}</li>" for x in esc) + "\n</ul>")
            elif kind == "lines":
                parts.append('<p class="line-block">' + "<br>\n".join(esc) + "</p>")
            else:
                parts.append(f"<p>{esc[0]}</p>")
    return "\n".join(parts)


APB_PAGE_CSS = ("body{max-width:44em;margin:auto;font-family:'DejaVu Sans',sans-serif}"
                ".site{font-size:9pt;color:#555;border-bottom:1px solid #aaa}.line-block{margin:0 0 1em 2em}"
                ".footer{font-size:8pt;color:#777;border-top:1px solid #aaa;margin-top:2em}")


def build_apbteam(here: Path) -> None:
    src = here / SOURCES
    text07 = (src / "apbteam-statuts-2007.txt").read_text(encoding="utf-8")
    title, arts = rst_articles(text07)
    folder = here / "statuts-apbteam-2007"
    folder.mkdir(exist_ok=True)
    (folder / "statuts.txt").write_text(text07, encoding="utf-8")
    body = (f'<div class="site">{html.escape(APB_HEADER)}</div>\n<h1>{html.escape(title)}</h1>\n'
            + statuts_html(arts)
            + '\n<div class="footer">Source : admin/assos/statuts.txt (dépôt apbteam)</div>')
    (folder / "statuts.html").write_text(c.page(html.escape(title), body, APB_PAGE_CSS), encoding="utf-8")

    text10 = (src / "apbteam-statuts-2010-amended.txt").read_text(encoding="utf-8")
    title10, arts10 = rst_articles(text10)
    ed = here / "statuts-apbteam-2010-edition"
    ed.mkdir(exist_ok=True)
    body10 = statuts_html(arts10)
    b2.docx_from_html(f"<h1>{html.escape(title10)}</h1>\n"
                      "<p><em>Statuts modifiés par l'assemblée générale de 2010.</em></p>\n" + body10,
                      ed / "statuts-2010.docx", tracked=False)
    b2.print_pdf(title10, body10, APB_HEADER, "Statuts modifiés — assemblée générale de 2010",
                 ed / "statuts-2010.pdf", toc=True)


def build(here: Path) -> None:
    build_arrete_poker(here)
    build_ladder(here)
    build_apbteam(here)
