"""Renderings of the second batch of blind documents (real texts; real successive versions
where a document is a new edition of another).

- arrete-2007-tournois-holdem-2007: the 2007 wording of the arrêté's poker-tournament section
  (Markdown original) → DOCX (heading styles), HTML, and a print PDF (WeasyPrint) with a table
  of contents, running header / footer and « Page N / M ».
- arrete-2007-tournois-poker-redline: the later wording of the same section as a redline against
  the 2007 wording: DOCX with tracked changes (w:del / w:ins) and PDF (deleted words struck).
- loi-2010-476-chapitre-ii-2010: chapter II of the loi 2010-476 as first published → HTML.
- loi-2010-476-chapitre-ii-redline: its consolidated wording as a redline against 2010: DOCX with
  struck runs (w:strike; new words underlined), HTML (<del> / <ins>) and PDF.
- wfdf-regles-ultimate-fr-s1-12 / -2025-s1-12: two editions of the French WFDF rules (rules.js of
  timeout-ultimate at two commits) → A5 booklet PDF and DOCX; HTML definition lists and Markdown.
- reglement-interieur-tennis-de-table-st-marceau: a Vue page → the DOM Vuetify renders, HTML and PDF.
- code-du-sport-federations-l131: Légifrance Markdown → code-book print (« Art. L. 131-1 »), PDF and DOCX.
- arrete-2007-ecarte-2007 / -ecarte-jackpot-progressif: section 5 → ODT and text export; the same
  with the real section 6 added → DOCX (section 6 a tracked insertion) and PDF.
- wfdf-rules-of-ultimate-2025-en-s15-20: the English WFDF rules, sections 15-20 → PDF and text copy.
- arrete-2007-jeux-de-contrepartie-s1-s2: Légifrance Markdown with an HTML table in article 49 →
  DOCX (a Word table) and PDF.

The later wordings are stored versions (_sources/); the redlines are a word diff between two real
versions, nothing is drafted.
"""

from __future__ import annotations

import difflib
import html
import re
import textwrap
from pathlib import Path
from typing import Any

import _common as c

SOURCES = "_sources"


# --------------------------------------------------------------------------- parsing


def chunks(md: str) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) for every « # » heading of an etalab Markdown text."""
    out = []
    for chunk in re.split(r"^# ", md, flags=re.M)[1:]:
        head, _, body = chunk.partition("\n")
        out.append((head.strip(), [p.strip() for p in body.split("\n\n") if p.strip()]))
    return out


def merged(old_md: str, later_md: str) -> list[tuple[str, list[str]]]:
    """The old text with the articles of `later_md` replacing theirs (same heading)."""
    later = dict(chunks(later_md))
    return [(head, later.get(head, paras)) for head, paras in chunks(old_md)]


# --------------------------------------------------------------------------- diff


def _words(text: str) -> list[str]:
    return text.split()


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """[(kind, text)] with kind eq / del / ins, words joined by single spaces."""
    a, b = _words(old), _words(new)
    ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    # One or two words left equal between two changes (« et », « de la ») go with the change,
    # as comparison tools print it: one deleted run, then one inserted run.
    blocks: list[list[int]] = []
    for k, (tag, i1, i2, j1, j2) in enumerate(ops):
        short = tag == "equal" and 0 < k < len(ops) - 1 and i2 - i1 <= 2
        if tag != "equal" or short:
            if blocks and blocks[-1][0] == 1:
                blocks[-1][2], blocks[-1][4] = i2, j2
                continue
            blocks.append([1, i1, i2, j1, j2])
        else:
            blocks.append([0, i1, i2, j1, j2])
    out: list[tuple[str, str]] = []
    for changed, i1, i2, j1, j2 in blocks:
        if not changed:
            out.append(("eq", " ".join(a[i1:i2])))
            continue
        if i2 > i1:
            out.append(("del", " ".join(a[i1:i2])))
        if j2 > j1:
            out.append(("ins", " ".join(b[j1:j2])))
    return out


def para_align(old: list[str], new: list[str]) -> list[tuple[str, Any]]:
    """Paragraph alignment: ("eq", p), ("del", p), ("ins", p), ("mod", diff)."""
    def close(x: str, y: str) -> bool:
        return difflib.SequenceMatcher(None, _words(x), _words(y), autojunk=False).ratio() >= 0.5

    out: list[tuple[str, Any]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            out += [("eq", p) for p in old[i1:i2]]
            continue
        olds, oi = old[i1:i2], 0
        for p in new[j1:j2]:
            k = next((k for k in range(oi, len(olds)) if close(olds[k], p)), None)
            if k is None:
                out.append(("ins", p))
                continue
            out += [("del", x) for x in olds[oi:k]]
            out.append(("mod", word_diff(olds[k], p)))
            oi = k + 1
        out += [("del", x) for x in olds[oi:]]
    return out


def diff_html(segments: list[tuple[str, str]]) -> str:
    parts = []
    for kind, text in segments:
        t = html.escape(text, quote=False)
        parts.append({"eq": t, "del": f"<del>{t}</del>", "ins": f'<ins class="ins">{t}</ins>'}[kind])
    return " ".join(parts)


def redline_blocks(old: list[tuple[str, list[str]]], new: list[tuple[str, list[str]]]
                   ) -> list[tuple[str, list[str]]]:
    """(heading, [paragraph HTML]) of the redline; old and new have the same headings."""
    out = []
    for (head, old_paras), (_, new_paras) in zip(old, new, strict=True):
        paras = []
        for kind, value in para_align(old_paras, new_paras):
            if kind == "mod":
                paras.append(diff_html(value))
            else:
                paras.append(diff_html([(kind, value)]))
        out.append((head, paras))
    return out


def struck_passages(old: list[tuple[str, list[str]]], new: list[tuple[str, list[str]]]
                    ) -> list[tuple[str, str]]:
    """(article number, deleted wording) of every struck passage, in order."""
    out = []
    for (head, old_paras), (_, new_paras) in zip(old, new, strict=True):
        number = head.replace("Article", "").strip()
        for kind, value in para_align(old_paras, new_paras):
            if kind == "del":
                out.append((number, value))
            elif kind == "mod":
                out += [(number, text) for k, text in value if k == "del"]
    return out


# --------------------------------------------------------------------------- layouts


def article_number(head: str) -> str | None:
    m = re.fullmatch(r"Article (\S+)", head)
    return m.group(1) if m else None


def structured_html(blocks: list[tuple[str, list[str]]], escaped: bool, caption: bool) -> str:
    """Section / chapter heading as <h1>, « Article N » as <h2>; the caption line (first
    paragraph) in italics when `caption`."""
    parts = []
    for head, paras in blocks:
        esc = (lambda s: s) if escaped else (lambda s: html.escape(s, quote=False))
        if article_number(head) is None:
            parts.append(f"<h1>{html.escape(head)}</h1>")
        else:
            parts.append(f"<h2>{html.escape(head)}</h2>")
        for i, p in enumerate(paras):
            if p.startswith("<table"):  # a table of the source (Légifrance HTML), kept as it is
                parts.append(p)
            elif caption and i == 0 and article_number(head) and not p.endswith(":") and len(p) < 120:
                parts.append(f"<p><em>{esc(p)}</em></p>")
            else:
                parts.append(f"<p>{esc(p)}</p>")
    return "\n".join(parts)


PRINT_CSS = """
@page { size: A4; margin: 24mm 20mm 22mm 20mm;
  @top-center { content: "%s"; font-size: 8pt; color: #444; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
  @bottom-left { content: "%s"; font-size: 8pt; color: #444; }
}
h1 { font-size: 13pt; text-align: center; }
h2 { font-size: 11pt; text-align: center; margin-bottom: 2pt; page-break-after: avoid; }
p { text-align: justify; }
nav.toc ul { list-style: none; padding: 0; }
nav.toc a { color: black; text-decoration: none; }
nav.toc a::after { content: leader('.') target-counter(attr(href), page); }
del { text-decoration: line-through; color: #b00; }
ins { text-decoration: underline; color: #036; }
"""


def print_pdf(title: str, body: str, header: str, footer: str, out: Path, toc: bool) -> None:
    if toc:
        heads = re.findall(r"<h2>(.*?)</h2>", body)
        for i, head in enumerate(heads, 1):
            body = body.replace(f"<h2>{head}</h2>", f'<h2 id="a{i}">{head}</h2>', 1)
        items = "".join(f'<li><a href="#a{i}">{h}</a></li>' for i, h in enumerate(heads, 1))
        body = (f'<p style="font-size:16pt;text-align:center">{html.escape(title)}</p>'
                f'<p style="font-size:13pt">Sommaire</p><nav class="toc"><ul>{items}</ul></nav>'
                f'<div style="page-break-before:always">{body}</div>')
    c.html_to_pdf(c.page(html.escape(title), body, PRINT_CSS % (header, footer)), out)


class RedlineDocx(c.DocxWriter):
    """DocxWriter whose inserted words are underlined when deletions are struck runs."""

    def _run(self, para: Any, text: str, fmt: dict[str, bool]) -> None:
        super()._run(para, text, fmt)
        if fmt.get("ins") and not self.tracked:
            para.runs[-1].font.underline = True


def docx_from_html(body: str, out: Path, tracked: bool) -> None:
    writer = RedlineDocx(tracked=tracked)
    writer.add_html(body)
    writer.save(out)


# --------------------------------------------------------------------------- documents


ARRETE_HEADER = "Arrêté du 14 mai 2007 relatif à la réglementation des jeux dans les casinos"
ARRETE_FOOTER = "Titre III, chapitre III, section 2 — tournois de poker"


def build_arrete(here: Path) -> None:
    old_dir = here / "arrete-2007-tournois-holdem-2007"
    old_md = (old_dir / "arrete-2007-section-2-2007.md").read_text(encoding="utf-8")
    old = chunks(old_md)
    body = structured_html(old, escaped=False, caption=True)
    title = "Arrêté du 14 mai 2007 — section 2 : tournois de texas hold'em poker (rédaction de 2007)"
    docx_from_html(body, old_dir / "arrete-2007-section-2-2007.docx", tracked=False)
    (old_dir / "arrete-2007-section-2-2007.html").write_text(c.page(html.escape(title), body), encoding="utf-8")
    print_pdf(title, body, ARRETE_HEADER, ARRETE_FOOTER, old_dir / "arrete-2007-section-2-2007.pdf", toc=True)

    new = merged(old_md, (here / SOURCES / "arrete-2007-section-2-later-articles.md").read_text(encoding="utf-8"))
    red_dir = here / "arrete-2007-tournois-poker-redline"
    red_dir.mkdir(exist_ok=True)
    red = structured_html(redline_blocks(old, new), escaped=True, caption=True)
    docx_from_html(red, red_dir / "arrete-2007-section-2-modifications-suivies.docx", tracked=True)
    print_pdf("Arrêté du 14 mai 2007 — section 2, rédaction modifiée (modifications apparentes)", red,
              ARRETE_HEADER, "Document de travail — texte comparé", red_dir / "arrete-2007-section-2-compare.pdf",
              toc=False)


def build_loi(here: Path) -> None:
    old_dir = here / "loi-2010-476-chapitre-ii-2010"
    old_md = (old_dir / "loi-2010-476-chapitre-ii-2010.md").read_text(encoding="utf-8")
    old = chunks(old_md)
    title = "Loi n° 2010-476 du 12 mai 2010 — chapitre II (rédaction initiale)"
    body = structured_html(old, escaped=False, caption=False)
    (old_dir / "loi-2010-476-chapitre-ii-2010.html").write_text(c.page(html.escape(title), body), encoding="utf-8")

    new = merged(old_md, (here / SOURCES / "loi-2010-476-chapitre-ii-later-articles.md").read_text(encoding="utf-8"))
    red_dir = here / "loi-2010-476-chapitre-ii-redline"
    red_dir.mkdir(exist_ok=True)
    red = structured_html(redline_blocks(old, new), escaped=True, caption=False)
    rtitle = "Loi n° 2010-476 du 12 mai 2010 — chapitre II, version consolidée comparée à la rédaction initiale"
    docx_from_html(red, red_dir / "loi-2010-476-chapitre-ii-barre.docx", tracked=False)
    (red_dir / "loi-2010-476-chapitre-ii-barre.html").write_text(
        c.page(html.escape(rtitle), red, "ins{text-decoration:underline}"), encoding="utf-8")
    print_pdf(rtitle, red, "Loi n° 2010-476 du 12 mai 2010", "Texte comparé — chapitre II",
              red_dir / "loi-2010-476-chapitre-ii-barre.pdf", toc=False)


def struck_report(here: Path) -> None:
    """Print the struck passages of both redlines (to write their expected.toml)."""
    pairs = [
        ("arrete-2007-tournois-holdem-2007/arrete-2007-section-2-2007.md", "arrete-2007-section-2-later-articles.md"),
        ("loi-2010-476-chapitre-ii-2010/loi-2010-476-chapitre-ii-2010.md", "loi-2010-476-chapitre-ii-later-articles.md"),
    ]
    for old_path, later in pairs:
        old_md = (here / old_path).read_text(encoding="utf-8")
        new = merged(old_md, (here / SOURCES / later).read_text(encoding="utf-8"))
        for number, text in struck_passages(chunks(old_md), new):
            print(f"{old_path.split('/')[0]}\t{number}\t{text}")


def build(here: Path) -> None:
    build_arrete(here)
    build_loi(here)
    build_wfdf(here)
    build_smott(here)
    build_code_sport(here)
    build_ecarte(here)
    build_wfdf_en(here)
    build_contrepartie(here)



# --------------------------------------------------------------------------- WFDF rules (French)

JS_TOKEN = re.compile(r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([{}:,])""")
WFDF_SECTIONS = 12  # sections 1 to 12 of 20


def wfdf_sections(js: str, first: int = 1, last: int = WFDF_SECTIONS) -> list[tuple[str, str, list[tuple[str, str]]]]:
    """(number, title, [(rule number, text)]) of the rules.js object literal of timeout-ultimate:
    keys « '1.L’Esprit du Jeu' » hold objects « '1.2.1.': 'text' »."""
    toks: list[Any] = []
    for m in JS_TOKEN.finditer(js[js.index("{"):]):
        if m.group(3):
            toks.append(m.group(3))
        else:
            raw = m.group(1) if m.group(1) is not None else m.group(2)
            toks.append(("s", re.sub(r"\\(.)", r"\1", raw)))
    out: list[tuple[str, str, list[tuple[str, str]]]] = []
    for i in range(len(toks) - 2):
        key, colon, value = toks[i], toks[i + 1], toks[i + 2]
        if not isinstance(key, tuple) or colon != ":":
            continue
        if value == "{":
            number, _, title = key[1].partition(".")
            out.append((number, title, []))
        elif isinstance(value, tuple):
            out[-1][2].append((key[1], value[1]))
    return out[first - 1:last]


WFDF_CSS = """
@page { size: A5; margin: 18mm 14mm 18mm 14mm;
  @top-left { content: "Règles de l'Ultimate WFDF"; font-size: 7pt; color: #555; }
  @top-right { content: "Traduction française"; font-size: 7pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 7pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8.5pt; }
h2 { font-size: 11pt; color: #1d4f91; border-bottom: 1px solid #1d4f91; page-break-after: avoid; }
p.r { margin: 2pt 0; padding-left: 12mm; text-indent: -12mm; }
p.r2 { margin-left: 6mm; } p.r3 { margin-left: 12mm; } p.r4 { margin-left: 18mm; }
span.n { display: inline-block; width: 12mm; text-indent: 0; font-weight: bold; }
"""


def _depth(number: str) -> int:
    return len([p for p in number.split(".") if p])


def wfdf_print_html(sections: list[tuple[str, str, list[tuple[str, str]]]]) -> str:
    parts = ['<p style="font-size:15pt;font-weight:bold;text-align:center">Règles de l\'Ultimate</p>',
             '<p style="text-align:center">World Flying Disc Federation — sections 1 à 12</p>']
    for number, title, rules in sections:
        parts.append(f"<h2>{number}. {html.escape(title)}</h2>")
        for rule, text in rules:
            parts.append(f'<p class="r r{_depth(rule)}"><span class="n">{html.escape(rule)}</span> '
                         f"{html.escape(text)}</p>")
    return "\n".join(parts)


def wfdf_docx(sections: list[tuple[str, str, list[tuple[str, str]]]], out: Path) -> None:
    """Section headings as Heading 1; each rule one paragraph « 1.2.1.<tab>text », indented by depth."""
    from docx.shared import Mm

    writer = c.DocxWriter(tracked=False)
    doc = writer.doc
    doc.add_paragraph("Règles de l'Ultimate", style="Title")
    for number, title, rules in sections:
        doc.add_paragraph(f"{number}. {title}", style="Heading 1")
        for rule, text in rules:
            para = doc.add_paragraph()
            para.paragraph_format.left_indent = Mm(6 * _depth(rule) + 6)
            para.paragraph_format.first_line_indent = Mm(-12)
            run = para.add_run(rule)
            run.bold = True
            para.add_run("\t" + text)
    writer.save(out)


def wfdf_dl_html(sections: list[tuple[str, str, list[tuple[str, str]]]]) -> str:
    """A web page: each section an <h2>, its rules a definition list <dt>1.2.1.</dt><dd>text</dd>."""
    parts = ["<h1>Règles de l'Ultimate 2025 — sections 1 à 12</h1>"]
    for number, title, rules in sections:
        parts.append(f'<section id="s{number}"><h2>{number}. {html.escape(title)}</h2><dl>')
        parts.extend(f"<dt>{html.escape(rule)}</dt><dd>{html.escape(text)}</dd>" for rule, text in rules)
        parts.append("</dl></section>")
    css = "dt{float:left;clear:left;width:5em;font-weight:bold}dd{margin-left:5.5em;margin-bottom:3pt}"
    return c.page("Règles de l'Ultimate 2025", "\n".join(parts), css)


def wfdf_md(sections: list[tuple[str, str, list[tuple[str, str]]]]) -> str:
    lines = ["# Règles de l'Ultimate 2025 — sections 1 à 12", ""]
    for number, title, rules in sections:
        lines += [f"## {number}. {title}", ""]
        for rule, text in rules:
            lines += [f"**{rule}** {text}", ""]
    return "\n".join(lines)


def build_wfdf(here: Path) -> None:
    old = wfdf_sections((here / SOURCES / "wfdf-regles-fr-33ef34b.js").read_text(encoding="utf-8"))
    new = wfdf_sections((here / SOURCES / "wfdf-regles-fr-ab53bd9.js").read_text(encoding="utf-8"))
    f1 = here / "wfdf-regles-ultimate-fr-s1-12"
    f1.mkdir(exist_ok=True)
    c.html_to_pdf(c.page("Règles de l'Ultimate WFDF", wfdf_print_html(old), WFDF_CSS), f1 / "regles-ultimate-s1-12.pdf")
    wfdf_docx(old, f1 / "regles-ultimate-s1-12.docx")
    f2 = here / "wfdf-regles-ultimate-fr-2025-s1-12"
    f2.mkdir(exist_ok=True)
    (f2 / "regles-ultimate-2025-s1-12.html").write_text(wfdf_dl_html(new), encoding="utf-8")
    (f2 / "regles-ultimate-2025-s1-12.md").write_text(wfdf_md(new), encoding="utf-8")


# --------------------------------------------------------------------------- table tennis club page

VUE_TAGS = [
    (r"<Banner/>", ""),
    (r'<div class="row main-wrapper" :class="[^"]*">', '<div class="row main-wrapper">'),
    (r'<v-toolbar flat dense color="primary">', '<nav class="v-toolbar v-toolbar--dense v-toolbar--flat primary">'
                                                '<div class="v-toolbar__content">'),
    (r"</v-toolbar>", "</div></nav>"),
    (r"<v-toolbar-title>", '<div class="v-toolbar__title">'),
    (r"</v-toolbar-title>", "</div>"),
    (r"<v-layout row wrap>", '<div class="layout row wrap">'),
    (r"<v-flex xs12>", '<div class="flex xs12">'),
    (r"<v-card>", '<div class="v-card">'),
    (r"<v-card-text>", '<div class="v-card__text">'),
    (r"</v-(layout|flex|card|card-text)>", "</div>"),
]

VUE_CSS = """
.v-toolbar { background: #1976d2; color: white; margin-top: 10pt; }
.v-toolbar__title { font-size: 13pt; padding: 5pt 8pt; }
.v-card__text { padding: 6pt 8pt; }
h3.headline { font-size: 11pt; } h4.headline { font-size: 10pt; font-style: italic; }
@page { size: A4; margin: 20mm 18mm;
  @top-left { content: "St Marceau Orléans Tennis de Table"; font-size: 8pt; color: #555; }
  @top-right { content: "Règlement intérieur"; font-size: 8pt; color: #555; }
  @bottom-right { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; } }
"""


def vue_page(vue: str) -> str:
    """The <template> of a Vue 2 / Vuetify 1 component as the browser's DOM shows it: Vuetify tags
    become the <div>/<nav> with the classes Vuetify renders, the rest of the markup is kept."""
    body = vue[vue.index("<template>") + len("<template>"):vue.rindex("</template>")]
    for pattern, repl in VUE_TAGS:
        body = re.sub(pattern, repl, body)
    return body.strip()


def build_smott(here: Path) -> None:
    folder = here / "reglement-interieur-tennis-de-table-st-marceau"
    body = vue_page((folder / "ReglementInterieur.vue").read_text(encoding="utf-8"))
    title = "Règlement intérieur — St Marceau Orléans Tennis de Table"
    (folder / "reglement-interieur.html").write_text(c.page(html.escape(title), body), encoding="utf-8")
    c.html_to_pdf(c.page(html.escape(title), body, VUE_CSS), folder / "reglement-interieur.pdf")


# --------------------------------------------------------------------------- code du sport (L. 131-1 …)

CODE_CSS = """
@page { size: A4; margin: 22mm 16mm 20mm 16mm;
  @top-left { content: "CODE DU SPORT"; font-size: 7.5pt; letter-spacing: 1pt; }
  @top-right { content: string(section); font-size: 7.5pt; font-style: italic; }
  @bottom-center { content: "— " counter(page) " —"; font-size: 8pt; } }
body { font-family: 'DejaVu Serif', serif; font-size: 9pt; }
div.cols { column-count: 2; column-gap: 8mm; text-align: justify; }
h1 { font-size: 10pt; text-align: center; margin: 4pt 0; }
h2 { font-size: 9.5pt; text-align: center; font-style: italic; string-set: section content(); }
p { margin: 0 0 3pt 0; text-indent: 4mm; }
p.art { margin-top: 6pt; }
"""


def code_label(number: str) -> str:
    """« L131-8-1 » → « L. 131-8-1 », as the printed codes write it."""
    return re.sub(r"^([LRDA])(\d)", r"\1. \2", number)


def code_blocks(md: str) -> list[tuple[str, str | None, list[str]]]:
    """(kind, heading or article label, paragraphs): kind « h1 » (livre, titre), « h2 » (section), « art »."""
    out: list[tuple[str, str | None, list[str]]] = []
    for head, paras in chunks(md):
        number = re.fullmatch(r"Article (\S+)", head)
        if number:
            out.append(("art", code_label(number.group(1)), paras))
        else:
            out.append(("h2" if head.startswith("Section") else "h1", head, paras))
    return out


def code_print_html(md: str) -> str:
    parts = ['<div class="cols">']
    for kind, label, paras in code_blocks(md):
        if kind != "art":
            parts.append(f"<{kind}>{html.escape(label or '')}</{kind}>")
            continue
        first, *rest = [html.escape(p, quote=False) for p in paras]
        parts.append(f'<p class="art"><b>Art. {label}</b> {first}</p>')
        parts.extend(f"<p>{p}</p>" for p in rest)
    parts.append("</div>")
    return "\n".join(parts)


def code_docx(md: str, out: Path) -> None:
    """Livre / titre as Heading 1, sections as Heading 2, each article a Normal paragraph
    starting with its bold label « Art. L. 131-1 » (no heading style for the articles)."""
    writer = c.DocxWriter(tracked=False)
    doc = writer.doc
    for kind, label, paras in code_blocks(md):
        if kind != "art":
            doc.add_paragraph(label, style="Heading 1" if kind == "h1" else "Heading 2")
            continue
        first = doc.add_paragraph()
        first.add_run(f"Art. {label}").bold = True
        first.add_run(" " + paras[0].replace("\n", " "))
        for p in paras[1:]:
            doc.add_paragraph(p.replace("\n", " "))
    writer.save(out)


def build_code_sport(here: Path) -> None:
    folder = here / "code-du-sport-federations-l131"
    md = (folder / "code-du-sport-l131-1-a-l131-13.md").read_text(encoding="utf-8")
    c.html_to_pdf(c.page("Code du sport — articles L. 131-1 à L. 131-13", code_print_html(md), CODE_CSS),
                  folder / "code-du-sport-l131.pdf")
    code_docx(md, folder / "code-du-sport-l131.docx")


# --------------------------------------------------------------------------- écarté + jackpot progressif

def plain_text(md: str, width: int = 78) -> str:
    """A text export: headings on their own line, paragraphs hard-wrapped at `width` columns,
    one blank line between blocks."""
    lines: list[str] = []
    for head, paras in chunks(md):
        lines += [head, ""]
        for p in paras:
            lines += textwrap.wrap(p, width=width, break_long_words=False, break_on_hyphens=False) + [""]
    return "\n".join(lines)


def build_ecarte(here: Path) -> None:
    import _odt

    old_dir = here / "arrete-2007-ecarte-2007"
    old_md = (old_dir / "arrete-2007-section-5-ecarte.md").read_text(encoding="utf-8")
    body = structured_html(chunks(old_md), escaped=False, caption=True)
    _odt.write_odt(body, old_dir / "arrete-2007-section-5-ecarte.odt")
    (old_dir / "arrete-2007-section-5-ecarte.txt").write_text(plain_text(old_md), encoding="utf-8")

    added = (here / SOURCES / "arrete-2007-section-6-jackpot-progressif.md").read_text(encoding="utf-8")
    new_dir = here / "arrete-2007-ecarte-jackpot-progressif"
    new_dir.mkdir(exist_ok=True)
    old_html = structured_html(chunks(old_md), escaped=False, caption=True)
    new_html = structured_html(chunks(added), escaped=False, caption=True)
    # The Word file: the new section 6 as a tracked insertion (w:ins) after the unchanged section 5.
    tracked = re.sub(r"<(h1|h2|p)>(.*?)</\1>", r'<\1><ins class="ins">\2</ins></\1>', new_html)
    docx_from_html(old_html + "\n" + tracked, new_dir / "arrete-2007-sections-5-6.docx", tracked=True)
    print_pdf("Arrêté du 14 mai 2007 — sections 5 et 6", old_html + "\n" + new_html, ARRETE_HEADER,
              "Titre III, chapitre III, sections 5 et 6", new_dir / "arrete-2007-sections-5-6.pdf", toc=True)


# --------------------------------------------------------------------------- WFDF rules (English, 15-20)

WFDF_EN_CSS = WFDF_CSS.replace("Traduction française", "Rules of Ultimate 2025").replace(
    "Règles de l'Ultimate WFDF", "WFDF")


def wfdf_text(sections: list[tuple[str, str, list[tuple[str, str]]]], width: int = 80) -> str:
    """A plain-text copy: « 17. Fouls » headings, each rule « 17.2.1. text » hard-wrapped with a
    hanging indent under its text."""
    lines = ["WFDF RULES OF ULTIMATE 2025 - SECTIONS 15 TO 20", ""]
    for number, title, rules in sections:
        lines += [f"{number}. {title.strip()}", ""]
        for rule, text in rules:
            head = f"{rule} "
            lines += textwrap.wrap(text, width=width, initial_indent=head, subsequent_indent=" " * len(head),
                                   break_long_words=False, break_on_hyphens=False)
        lines.append("")
    return "\n".join(lines)


def build_wfdf_en(here: Path) -> None:
    sections = wfdf_sections((here / SOURCES / "wfdf-rules-en-835d7b8.js").read_text(encoding="utf-8"), 15, 20)
    folder = here / "wfdf-rules-of-ultimate-2025-en-s15-20"
    folder.mkdir(exist_ok=True)
    body = wfdf_print_html(sections).replace("Règles de l'Ultimate", "Rules of Ultimate").replace(
        "World Flying Disc Federation — sections 1 à 12", "World Flying Disc Federation — sections 15 to 20")
    c.html_to_pdf(c.page("WFDF Rules of Ultimate 2025", body, WFDF_EN_CSS).replace('lang="fr"', 'lang="en"'),
                  folder / "rules-of-ultimate-2025-s15-20.pdf")
    (folder / "rules-of-ultimate-2025-s15-20.txt").write_text(wfdf_text(sections), encoding="utf-8")


# --------------------------------------------------------------------------- jeux de contrepartie (table)

TABLE_CSS = "table{font-size:7pt;width:100%;margin:4pt 0}td p{margin:0}td{padding:1pt 2pt}"


def build_contrepartie(here: Path) -> None:
    folder = here / "arrete-2007-jeux-de-contrepartie-s1-s2"
    md = (folder / "arrete-2007-contrepartie-sections-1-2.md").read_text(encoding="utf-8")
    body = structured_html(chunks(md), escaped=False, caption=True)
    docx_from_html(body, folder / "arrete-2007-contrepartie-sections-1-2.docx", tracked=False)
    title = "Arrêté du 14 mai 2007 — jeux de contrepartie, sections 1 et 2"
    c.html_to_pdf(c.page(html.escape(title), body,
                         PRINT_CSS % (ARRETE_HEADER, "Titre III, chapitre II, sections 1 et 2") + TABLE_CSS),
                  folder / "arrete-2007-contrepartie-sections-1-2.pdf")


if __name__ == "__main__":
    struck_report(Path(__file__).resolve().parent)
