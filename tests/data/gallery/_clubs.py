"""Renderings of French club internal rules (règlements intérieurs), from their Markdown originals.

- reglement-interieur-aikido-kannagara → DOCX whose article and paragraph numbers come from
  Word's automatic list numbering (w:numPr; numbering.xml levels « Article %1 : » and
  « %1.%2. »), so the numbers are NOT in the text; the preamble stays unnumbered.
- reglement-interieur-arts-martiaux-genas → PDF (WeasyPrint) with running header and footer,
  page numbers « Page N / M » and a table of contents with dotted leaders.
- usau-rules-of-ultimate-2024-s10-14 → HTML whose rule numbers (« 12.A. », « 12.A.1. ») are
  nested <ol> numbering, not text.
- statuts-types-aappma-2013-titre-iii → DOCX whose « Article N » headings are empty paragraphs
  numbered by Word (« Article %1 », starting at 8).
- reglement-interieur-tennis-club-bruyeres → the first part of a PHP page as standalone HTML.
- loi-2010-476-chapitre-1 → HTML in Journal officiel layout (« <p><strong>Art. 3.</strong> … »).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _common as c
from docx.oxml import parse_xml
from docx.oxml.ns import nsdecls, qn

NUM_ID = 77
ABSTRACT_XML = (
    f'<w:abstractNum {nsdecls("w")} w:abstractNumId="{NUM_ID}">'
    '<w:multiLevelType w:val="multilevel"/>'
    '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
    '<w:lvlText w:val="Article %1 :"/><w:lvlJc w:val="left"/><w:suff w:val="space"/></w:lvl>'
    '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
    '<w:lvlText w:val="%1.%2."/><w:lvlJc w:val="left"/><w:suff w:val="space"/>'
    '<w:pPr><w:ind w:left="0" w:firstLine="0"/></w:pPr></w:lvl>'
    '</w:abstractNum>'
)
ARTICLE_MD = re.compile(r"^#{2,3} \*\*Article (\d+) : (.+?)\*\*\s*$")
PARAGRAPH_MD = re.compile(r"^\s*\d+\.\d+\.? (.*)$")


def _add_numbering(doc) -> None:  # noqa: ANN001
    numbering = doc.part.numbering_part.element
    abstract = parse_xml(ABSTRACT_XML)
    first_num = numbering.find(qn("w:num"))
    if first_num is not None:
        first_num.addprevious(abstract)
    else:
        numbering.append(abstract)
    numbering.append(parse_xml(
        f'<w:num {nsdecls("w")} w:numId="{NUM_ID}"><w:abstractNumId w:val="{NUM_ID}"/></w:num>'))


def _numbered(para, level: int) -> None:  # noqa: ANN001
    ppr = para._p.get_or_add_pPr()
    ppr.append(parse_xml(
        f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{NUM_ID}"/></w:numPr>'))


def _runs(para, text: str) -> None:  # noqa: ANN001
    """Markdown inline (**bold**, _italic_) → runs."""
    for i, part in enumerate(re.split(r"\*\*", text)):
        for j, sub in enumerate(re.split(r"(?<!\w)_(.+?)_(?!\w)", part)):
            if sub:
                run = para.add_run(sub)
                run.bold = (i % 2 == 1) or None
                run.italic = (j % 2 == 1) or None


def aikido_docx(md: str, out: Path) -> None:
    writer = c.DocxWriter(tracked=False)
    doc = writer.doc
    _add_numbering(doc)
    for line in md.splitlines():
        if not line.strip():
            continue
        article = ARTICLE_MD.match(line)
        paragraph = PARAGRAPH_MD.match(line)
        if line.startswith("## "):
            doc.add_paragraph(line[3:].replace("**", "").strip(), style="Title")
        elif article:
            para = doc.add_paragraph(style="Heading 2")
            _runs(para, article.group(2))
            _numbered(para, 0)
        elif line.startswith("### "):
            doc.add_paragraph(line[4:].replace("**", "").strip(), style="Heading 2")
        elif paragraph:
            para = doc.add_paragraph()
            _runs(para, paragraph.group(1))
            _numbered(para, 1)
        elif line.startswith("- "):
            _runs(doc.add_paragraph(style="List Bullet"), line[2:])
        else:
            _runs(doc.add_paragraph(), line.strip())
    writer.save(out)


PRINT_CSS = """
@page { size: A4; margin: 25mm 20mm 22mm 20mm;
  @top-left { content: "Arts Martiaux Genas"; font-size: 8pt; color: #555; }
  @top-right { content: "Règlement intérieur — saison 2025-26"; font-size: 8pt; color: #555; }
  @bottom-left { content: "Association loi 1901 — RNA W691055588"; font-size: 8pt; color: #555; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
nav.toc ul { list-style: none; padding: 0; }
nav.toc a { color: black; text-decoration: none; }
nav.toc a::after { content: leader('.') target-counter(attr(href), page); }
h2 { page-break-after: avoid; }
h1.cover { page-break-before: always; }
"""


def genas_pdf(md: str, out: Path) -> None:
    body = c.md_to_html_body(md)
    body = re.sub(r"<blockquote>\s*<p>\[!INFO\][^<]*", "<blockquote><p>", body)
    heads = re.findall(r"<h2>(.*?)</h2>", body)
    for i, head in enumerate(heads, 1):
        body = body.replace(f"<h2>{head}</h2>", f'<h2 id="a{i}">{head}</h2>', 1)
    toc = "".join(f'<li><a href="#a{i}">{h}</a></li>' for i, h in enumerate(heads, 1))
    first, _, rest = body.partition("\n")
    doc = (f'<p style="font-size:20pt">Sommaire</p><nav class="toc"><ul>{toc}</ul></nav>'
           f'<div style="page-break-before:always">{first}\n{rest}</div>')
    c.html_to_pdf(c.page(html.escape("Règlement intérieur — Arts Martiaux Genas"), doc, PRINT_CSS), out)


def build(here: Path) -> None:
    aikido = here / "reglement-interieur-aikido-kannagara"
    aikido_docx((aikido / "reglement-interieur.md").read_text(encoding="utf-8"),
                aikido / "reglement-interieur.docx")
    genas = here / "reglement-interieur-arts-martiaux-genas"
    genas_pdf((genas / "2025-reglement.md").read_text(encoding="utf-8"), genas / "2025-reglement.pdf")


# --------------------------------------------------------------------------- USA Ultimate


RULE_ID = re.compile(r"^(\d+)\.([A-Z])\.(?:(\d+)\.(?:([a-z])\.)?)? ?(.*)$")


def _rule_items(lines: list[str]) -> str:
    """« 12.A. », « 12.A.1. », « 14.A.4.a. » lines → nested <ol> (A., 1., a.); the numbers
    become list numbering and leave the text. A line without a number continues the item above."""
    out: list[str] = []
    depth = 0
    for line in lines:
        m = RULE_ID.match(line)
        if not m:
            out.append(f"<p>{html.escape(line)}</p>")
            continue
        level = 1 + (m.group(3) is not None) + (m.group(4) is not None)
        while depth < level:
            kind = {0: ' type="A"', 1: "", 2: ' type="a"'}[depth]
            out.append(f"<ol{kind}>" if depth == 0 or out[-1].endswith("</li>") is False else f"<ol{kind}>")
            depth += 1
        while depth > level:
            out.append("</li></ol>")
            depth -= 1
        if out and out[-1] not in {'<ol type="A">', "<ol>", '<ol type="a">'}:
            out.append("</li>")
        out.append(f"<li>{html.escape(m.group(5))}")
    while depth:
        out.append("</li></ol>")
        depth -= 1
    return "\n".join(out)


def usau_html(md: str, out: Path) -> None:
    parts = []
    for chunk in re.split(r"^## ", md, flags=re.M)[1:]:
        head, _, body = chunk.partition("\n")
        parts.append(f"<h2>{html.escape(head.strip())}</h2>")
        parts.append(_rule_items([ln.strip() for ln in body.splitlines() if ln.strip()]))
    css = "ol ol{margin-top:0}li{margin:3pt 0}"
    out.write_text(c.page("Official Rules of Ultimate 2024-2025 (sections 10-14)", "\n".join(parts), css)
                   .replace('lang="fr"', 'lang="en"'), encoding="utf-8")


def build_usau(here: Path) -> None:
    folder = here / "usau-rules-of-ultimate-2024-s10-14"
    md = (folder / "official-rules-of-ultimate-2024-2025-s10-14.md").read_text(encoding="utf-8")
    usau_html(md, folder / "official-rules-of-ultimate-2024-2025-s10-14.html")


# --------------------------------------------------------------------------- AAPPMA statuts types


STATUTS_NUM_ID = 78
TITLE_LINE = re.compile(r"^(TITRE [IVX]+|[A-ZÀ-Ý' ]+)$")


def statuts_docx(md: str, out: Path, first: int) -> None:
    """Légifrance plain lines → DOCX: « TITRE III » and its caption as Heading 1, the group
    captions (« Bureau », « Le président ») as Heading 3, and each « Article N » line as an EMPTY
    Heading 2 paragraph numbered by Word (« Article %1 », starting at `first`)."""
    writer = c.DocxWriter(tracked=False)
    doc = writer.doc
    numbering = doc.part.numbering_part.element
    abstract = parse_xml(ABSTRACT_XML.replace(f'w:abstractNumId="{NUM_ID}"', f'w:abstractNumId="{STATUTS_NUM_ID}"')
                         .replace("Article %1 :", "Article %1").replace('<w:start w:val="1"/>', f'<w:start w:val="{first}"/>', 1))
    numbering.find(qn("w:num")).addprevious(abstract)
    numbering.append(parse_xml(f'<w:num {nsdecls("w")} w:numId="{STATUTS_NUM_ID}">'
                               f'<w:abstractNumId w:val="{STATUTS_NUM_ID}"/></w:num>'))
    paras = [p.strip() for p in md.split("\n\n") if p.strip()]
    for i, text in enumerate(paras):
        nxt = paras[i + 1] if i + 1 < len(paras) else ""
        if re.fullmatch(r"Article \d+", text):
            para = doc.add_paragraph(style="Heading 2")
            para._p.get_or_add_pPr().append(parse_xml(
                f'<w:numPr {nsdecls("w")}><w:ilvl w:val="0"/><w:numId w:val="{STATUTS_NUM_ID}"/></w:numPr>'))
        elif TITLE_LINE.match(text):
            doc.add_paragraph(text, style="Heading 1")
        elif re.fullmatch(r"Article \d+", nxt) and len(text.split()) <= 4:
            doc.add_paragraph(text, style="Heading 3")
        else:
            doc.add_paragraph(text)
    writer.save(out)


def build_statuts(here: Path) -> None:
    folder = here / "statuts-types-aappma-2013-titre-iii"
    md = (folder / "statuts-types-aappma-titre-iii.md").read_text(encoding="utf-8")
    statuts_docx(md, folder / "statuts-types-aappma-titre-iii.docx", first=8)


# --------------------------------------------------------------------------- tennis club page


def build_tennis(here: Path) -> None:
    """The page's first part (« Règlement Intérieur », articles 1 to 10) as a standalone HTML page:
    its markup unchanged (« <p><b>ARTICLE 3 - Accès aux courts</b></br> … »), the PHP include and
    the second part (the club's « Statuts », numbered again from 1) left out."""
    folder = here / "reglement-interieur-tennis-club-bruyeres"
    lines = (folder / "reglement.php").read_text(encoding="utf-8").splitlines()
    end = next(i for i, line in enumerate(lines) if "Statuts" in line) - 3
    body = "\n".join(lines[4:end])
    (folder / "reglement-interieur.html").write_text(
        c.page("Règlement intérieur — Tennis club", body), encoding="utf-8")


# --------------------------------------------------------------------------- loi 2010-476


def build_loi_2010(here: Path) -> None:
    """Journal officiel print layout in HTML: each article one run of paragraphs, the first one
    starting with the bold number « <p><strong>Art. 3.</strong> I. ― … », « Art. 1er. » for the first."""
    folder = here / "loi-2010-476-chapitre-1"
    md = (folder / "loi-2010-476-chapitre-ier.md").read_text(encoding="utf-8")
    parts = []
    for chunk in re.split(r"^# ", md, flags=re.M)[1:]:
        head, _, body = chunk.partition("\n")
        paras = [html.escape(p.strip()) for p in body.split("\n\n") if p.strip()]
        number = re.fullmatch(r"Article (\d+)", head.strip())
        if not number:
            parts.append(f'<p style="text-align:center"><strong>{html.escape(head.strip())}</strong></p>')
            continue
        label = "1er" if number.group(1) == "1" else number.group(1)
        parts.append(f"<p><strong>Art. {label}.</strong> {paras[0]}</p>")
        parts.extend(f"<p>{p}</p>" for p in paras[1:])
    (folder / "loi-2010-476-chapitre-ier.html").write_text(
        c.page("Loi n° 2010-476 du 12 mai 2010 — chapitre Ier", "\n".join(parts)), encoding="utf-8")
