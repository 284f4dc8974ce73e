"""Renderings of the third batch of blind documents (real texts; real successive versions for
the redline).

- statuts-mtg-toulouse-2019: the statutes of the association MTG:Toulouse (then DotnetTlse) as
  adopted in 2019 (Jekyll page, front matter dropped) → Markdown and a print PDF (WeasyPrint)
  with a table of contents, running header and « Page N / M ».
- statuts-mtg-toulouse-2022-redline: the 2022 wording of the same statutes compared with 2019,
  word by word: DOCX with tracked changes (w:del / w:ins) and PDF (deleted words line-through).
- reglement-interieur-mtg-toulouse-2022: the association's règlement intérieur → Markdown, DOCX.
- reglement-interieur-snake-cheer: the « Conditions Générales d'utilisation » page of a
  cheerleading club (PHP view, its <section> kept) → HTML, DOCX (one paragraph per <br /> line)
  and a print PDF with a running header and « Page N / M ».
- decret-78-1067-loteries-titre-1: titre Ier of the décret on the État's lotteries, assembled from
  etalab's per-article Markdown files → DOCX (heading styles) and a Journal officiel style text
  export (« Art. 1er. – » run into the first paragraph, hard-wrapped at 78 columns).
- bylaws-lawrence-trail-hawks: an English running club's bylaws (Markdown kept as stored) → HTML
  and a letter-size PDF with a running header and « Page N of M ».

The sources are in _sources/ (see each expected.toml's origin); nothing is drafted.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _blind2 as b2
import _common as c

SOURCES = "_sources"


# --------------------------------------------------------------------------- Markdown pages


def strip_front_matter(md: str) -> tuple[str, str]:
    """(page title, Markdown without its Jekyll front matter)."""
    m = re.match(r"---\n(.*?)\n---\n", md, flags=re.S)
    if not m:
        return "", md
    title = re.search(r"^title: (.*)$", m.group(1), flags=re.M)
    return (title.group(1).strip() if title else ""), md[m.end():]


def clean_lines(md: str) -> str:
    """Trailing spaces dropped, except the two that make a Markdown hard line break."""
    out = []
    for line in md.split("\n"):
        out.append(line.rstrip() + ("  " if line.endswith("  ") and line.strip() else ""))
    return "\n".join(out).strip() + "\n"


def articles(md: str) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """(blocks before the first « ## », [(« ## » heading, blocks)]) of a Markdown page."""
    parts = re.split(r"^## ", md, flags=re.M)
    head = [b.strip() for b in parts[0].split("\n\n") if b.strip()]
    out = []
    for chunk in parts[1:]:
        title, _, body = chunk.partition("\n")
        out.append((title.strip(), [b.strip("\n") for b in re.split(r"\n\s*\n", body) if b.strip()]))
    return head, out


def block_html(block: str) -> str:
    return c.md_to_html_body(block).strip()


def plain(block: str) -> str:
    return " ".join(line.strip() for line in block.split("\n"))


def redline_html(old: list[tuple[str, list[str]]], new: list[tuple[str, list[str]]]) -> str:
    parts = []
    for (head, old_blocks), (_, new_blocks) in zip(old, new, strict=True):
        parts.append(f"<h2>{html.escape(head)}</h2>")
        olds = {plain(b): b for b in old_blocks}
        news = {plain(b): b for b in new_blocks}
        for kind, value in b2.para_align(list(olds), list(news)):
            if kind == "eq":
                parts.append(block_html(news[value]))
            elif kind == "mod":
                parts.append(f"<p>{b2.diff_html(value)}</p>")
            else:
                parts.append(f"<p>{b2.diff_html([(kind, value)])}</p>")
    return "\n".join(parts)


def struck(old: list[tuple[str, list[str]]], new: list[tuple[str, list[str]]]) -> list[tuple[str, str]]:
    out = []
    for (head, old_blocks), (_, new_blocks) in zip(old, new, strict=True):
        number = re.match(r"Article (\S+)", head).group(1)  # type: ignore[union-attr]
        for kind, value in b2.para_align([plain(b) for b in old_blocks], [plain(b) for b in new_blocks]):
            if kind == "del":
                out.append((number, value))
            elif kind == "mod":
                out += [(number, t) for k, t in value if k == "del"]
    return out


MTG_HEADER = "Association MTG:Toulouse — loi du 1er juillet 1901"


def build_mtg(here: Path) -> None:
    src = here / SOURCES
    title19, md19 = strip_front_matter((src / "mtg-toulouse-statuts-2019.md").read_text(encoding="utf-8"))
    md19 = f"# {title19}\n\n" + clean_lines(md19)
    old_dir = here / "statuts-mtg-toulouse-2019"
    old_dir.mkdir(exist_ok=True)
    (old_dir / "statuts-2019.md").write_text(md19, encoding="utf-8")
    body = c.md_to_html_body(md19.split("\n", 2)[2])
    b2.print_pdf(title19, body, MTG_HEADER, "Statuts adoptés le 13 septembre 2019",
                 old_dir / "statuts-2019.pdf", toc=True)

    _, md22 = strip_front_matter((src / "mtg-toulouse-statuts-2022.md").read_text(encoding="utf-8"))
    md22 = clean_lines(md22)
    _, old = articles(md19.replace("\u2019", "'"))
    new_head, new = articles(md22)
    red = redline_html(old, new)
    red_title = new_head[0].lstrip("# ").strip()
    red_dir = here / "statuts-mtg-toulouse-2022-redline"
    red_dir.mkdir(exist_ok=True)
    title_html = f"<h1>{html.escape(red_title)}</h1>\n<p><em>Texte comparé : statuts du 13 septembre 2019 → statuts du 4 juillet 2022</em></p>\n"
    b2.docx_from_html(title_html + red, red_dir / "statuts-2022-modifications-suivies.docx", tracked=True)
    b2.print_pdf(red_title + " — texte comparé 2019 / 2022", red, MTG_HEADER, "Document de travail — modifications apparentes",
                 red_dir / "statuts-2022-compare.pdf", toc=False)
    for number, text in struck(old, new):
        print(f"struck {number}: {text}")

    _, ri = strip_front_matter((src / "mtg-toulouse-reglement-interieur-2022.md").read_text(encoding="utf-8"))
    ri = clean_lines(ri)
    ri_dir = here / "reglement-interieur-mtg-toulouse-2022"
    ri_dir.mkdir(exist_ok=True)
    (ri_dir / "reglement-interieur.md").write_text(ri, encoding="utf-8")
    b2.docx_from_html(c.md_to_html_body(ri), ri_dir / "reglement-interieur.docx", tracked=False)


# --------------------------------------------------------------------------- Snake cheer


SNAKE_CSS = """
@page { size: A4; margin: 22mm 20mm;
  @top-left { content: "Snake Cheer All Star"; font-size: 8pt; color: #555; }
  @top-right { content: "Conditions générales d'utilisation"; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
h1 { text-align: center; font-size: 15pt; }
h3 { font-size: 11pt; margin: 10pt 0 3pt; }
p { text-align: justify; margin: 0 0 4pt; }
"""


def build_snake(here: Path) -> None:
    section = (here / SOURCES / "snake-cheer-cgu-section.html").read_text(encoding="utf-8")
    folder = here / "reglement-interieur-snake-cheer"
    folder.mkdir(exist_ok=True)
    title = "Conditions Générales d'utilisation"
    page = c.page(f"Snake Cheer All Star — {title}", f'<main class="container snake-body">\n<div class="row">\n'
                  f"{section}</div>\n</main>")
    (folder / "cgu.html").write_text(page, encoding="utf-8")
    c.html_to_pdf(c.page(title, section, SNAKE_CSS), folder / "cgu.pdf")
    # Word: every <br /> line its own paragraph, as a club secretary retypes the page.
    flat = re.sub(r"<br\s*/?>\s*", "</p><p>", section)
    flat = re.sub(r"<p>\s*</p>", "", flat)
    body = re.sub(r"</?section[^>]*>", "", flat)
    b2.docx_from_html(body, folder / "cgu.docx", tracked=False)




# --------------------------------------------------------------------------- décret 78-1067


def jo_text(md: str, width: int = 78) -> str:
    """Journal officiel layout as a plain-text export: « Art. 1er. – » run into the first
    paragraph of each article, titre / chapitre captions on their own lines, hard-wrapped."""
    import textwrap

    def wrap(text: str) -> list[str]:
        return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False)

    out: list[str] = []
    label = ""
    for block in [b.strip() for b in md.split("\n\n") if b.strip()]:
        if block.startswith("#### Article "):
            number = block.split()[-1]
            label = f"Art. {'1er' if number == '1' else number}. – "
            continue
        if block.startswith("# "):
            out += wrap(block[2:].upper()) + [""]
        elif block.startswith(("## ", "### ")):
            kind, _, caption = block.lstrip("# ").partition(" : ")
            out += ["", kind.upper().replace("IER", "Ier") if block.startswith("## ") else kind, caption, ""]
        else:
            out += wrap(label + block) + [""]
            label = ""
    return "\n".join(out).rstrip() + "\n"


def build_decret(here: Path) -> None:
    folder = here / "decret-78-1067-loteries-titre-1"
    md = (folder / "decret-78-1067-titre-1.md").read_text(encoding="utf-8")
    b2.docx_from_html(c.md_to_html_body(md), folder / "decret-78-1067-titre-1.docx", tracked=False)
    (folder / "decret-78-1067-titre-1.txt").write_text(jo_text(md), encoding="utf-8")


# --------------------------------------------------------------------------- Trail Hawks bylaws


HAWKS_CSS = """
@page { size: letter; margin: 0.9in 0.9in;
  @top-center { content: "Lawrence Trail Hawks — Bylaws"; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " of " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; }
h1 { text-align: center; }
h2 { font-size: 11.5pt; border-bottom: 1px solid #999; }
blockquote { margin: 0 0 0 18pt; }
"""


def build_hawks(here: Path) -> None:
    folder = here / "bylaws-lawrence-trail-hawks"
    md = (folder / "bylaws.md").read_text(encoding="utf-8")
    body = "<h1>Bylaws</h1>\n" + c.md_to_html_body(md)
    (folder / "bylaws.html").write_text(c.page("Lawrence Trail Hawks — Bylaws", body).replace('lang="fr"', 'lang="en"'),
                                        encoding="utf-8")
    c.html_to_pdf(c.page("Bylaws", body, HAWKS_CSS).replace('lang="fr"', 'lang="en"'), folder / "bylaws.pdf")


def build(here: Path) -> None:
    build_mtg(here)
    build_snake(here)
    build_decret(here)
    build_hawks(here)
