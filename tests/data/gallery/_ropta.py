"""ROPTA 2025-02 redline renderings: the federation's ~~struck~~ wording drawn struck.

Two gallery documents come out of the built-in ROPTA file (corpus/ropta-2025-02.md):
- ropta-redline-strike: DOCX with w:strike runs + HTML with <s>/<del>/<strike>/CSS line-through,
  and both printed to PDF (LibreOffice from the DOCX; WeasyPrint from the HTML, plain and
  set as a printed book; Chromium from the HTML);
- ropta-redline-tracked: DOCX with tracked deletions (w:del) + PDF drawn with line-through.
Their expectations (articles, struck passages, phrases) are read from the Markdown itself.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import _common as c

HEADING = re.compile(r"^#+\s+(~~)?ARTICLE\s+(\d+(?:[.-]\d+)?)\s*:\s*(.*)$")
SENTENCE = re.compile(r"(?<=[.!?])\s+")

QUESTIONS = [
    ("combien de secondes pour jouer quand on demande le time au floor", "3.5"),
    ("il pose un seul gros jeton sans rien annoncer c'est call ou relance", "9.11"),
    ("joueur pas assis quand la premiere carte est distribuee sa main est morte ?", "4.1"),
    ("all-in preflop plus petit que la big blind combien les autres doivent payer", "9.7"),
    ("une carte retournee pendant la distribution faut il redonner", "6.3"),
    ("ante big blind le joueur n'a pas assez pour payer l'ante et la BB", "4.2"),
]
# the web page printed as a publisher sets a book: justified and hyphenated text, a running
# header and « Page N / M » in the margins
PRINTED = ("body{font-family:'DejaVu Sans',sans-serif;font-size:10pt}p,li{text-align:justify;hyphens:auto}"
           "@page{size:A4;margin:2.5cm 2cm;@top-center{content:'FFPA – Règlement officiel ROPTA 2025-02';"
           "font-size:8pt}@bottom-right{content:'Page ' counter(page) ' / ' counter(pages);font-size:8pt}}")


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", c.strip_md_inline(text)).strip()


def _current_title(raw: str) -> str:
    return _plain(re.sub(r"~~.*?~~", " ", raw))


def _phrase(line: str) -> str | None:
    """A verbatim phrase (8–22 words) from a body line without struck wording."""
    body = line.lstrip("-* ").strip() if line.startswith(("- ", "* ")) else line.strip()
    if not body or body.startswith(("#", "|", "<")) or "~~" in body:
        return None
    text = _plain(body)
    if any(ch in text for ch in "*[]<>\t") or "  " in text:
        return None
    for sentence in SENTENCE.split(text):
        words = sentence.split()
        if len(words) >= 8:
            return " ".join(words[:22])
    return None


def parse(md: str) -> dict[str, list[dict[str, Any]]]:
    """Articles, struck passages and one phrase per article, in document order."""
    articles: list[dict[str, Any]] = []
    struck: list[dict[str, Any]] = []
    phrases: dict[str, str] = {}
    current = None
    for line in md.split("\n"):
        m = HEADING.match(line)
        if m:
            # A wholly struck heading is a deleted article: its passages keep its number,
            # but it is not an article of this edition.
            current = m.group(2)
            if not m.group(1):
                articles.append({"number": current, "title": _current_title(m.group(3))})
        if current is None:
            continue
        for seg in re.findall(r"~~(.+?)~~", line):
            text = _plain(seg)
            if text:
                struck.append({"text": text, "article": current})
        if not m and current not in phrases:
            found = _phrase(line)
            if found:
                phrases[current] = found
    phrase_rows = [{"text": t, "article": a["number"]}
                   for a in articles if (t := phrases.get(a["number"]))]
    return {"article": articles, "struck": struck, "phrase": phrase_rows}


def _vary_strike(body: str) -> str:
    """Use every HTML way of striking wording: <s>, <del>, <strike>, CSS line-through."""
    kinds = [("<s>", "</s>"), ("<del>", "</del>"), ("<strike>", "</strike>"),
             ('<span style="text-decoration: line-through">', "</span>")]
    parts = body.split("<s>")
    out = [parts[0]]
    for i, part in enumerate(parts[1:]):
        opening, closing = kinds[i % 4]
        inner, rest = part.split("</s>", 1)
        out.append(opening + inner + closing + rest)
    return "".join(out)


def build(corpus: Path, here: Path) -> None:
    md = (corpus / "ropta-2025-02.md").read_text(encoding="utf-8")
    body = c.md_to_html_body(md)
    parsed = parse(md)
    questions = [{"q": q, "article": a} for q, a in QUESTIONS]
    origin = ("Built-in corpus file corpus/ropta-2025-02.md (FFPA, Règlement Officiel du Poker de "
              "Tournoi en Association, version 2025-02), rendered by tests/data/gallery/render.py; "
              "the Markdown ~~struck~~ passages (the federation's deleted wording) are drawn ")
    head = {"language": "fr", "kind": "federation"}
    title = "Règlement Officiel du Poker de Tournoi en Association (ROPTA) 2025-02, édition barrée"

    strike_dir = here / "ropta-redline-strike"
    strike_dir.mkdir(exist_ok=True)
    writer = c.DocxWriter(tracked=False)
    writer.add_html(body)
    writer.save(strike_dir / "ropta-2025-02-barre.docx")
    html_text = c.page("ROPTA 2025-02", _vary_strike(body))
    (strike_dir / "ropta-2025-02-barre.html").write_text(html_text, encoding="utf-8")
    c.docx_to_pdf(strike_dir / "ropta-2025-02-barre.docx", strike_dir / "ropta-2025-02-barre-lo.pdf")
    c.html_to_pdf(html_text, strike_dir / "ropta-2025-02-barre-wp.pdf")
    c.html_to_pdf(html_text.replace("</style>", PRINTED + "</style>"), strike_dir / "ropta-2025-02-barre-wp-imprime.pdf")
    c.chromium_pdf(strike_dir / "ropta-2025-02-barre.html", strike_dir / "ropta-2025-02-barre-chromium.pdf")
    files = [{"path": "ropta-2025-02-barre.docx", "format": "docx", "redline": True},
             {"path": "ropta-2025-02-barre.html", "format": "html", "redline": True},
             {"path": "ropta-2025-02-barre-lo.pdf", "format": "pdf", "redline": True},
             {"path": "ropta-2025-02-barre-wp.pdf", "format": "pdf", "redline": True},
             {"path": "ropta-2025-02-barre-wp-imprime.pdf", "format": "pdf", "redline": True},
             {"path": "ropta-2025-02-barre-chromium.pdf", "format": "pdf", "redline": True}]
    c.write_expected(strike_dir / "expected.toml",
                     {"title": title, "origin": origin + "as w:strike runs (DOCX) and as <s>, <del>, "
                      "<strike> and CSS line-through (HTML), then printed to PDF with line-through "
                      "(LibreOffice from the DOCX, WeasyPrint from the HTML, and WeasyPrint again as a "
                      "printer sets a book: justified, hyphenated, running header, « Page N / M »; Chromium "
                      "from the HTML).", **head, "set": "tuning"},
                     {"file": files, **parsed, "question": questions})

    tracked_dir = here / "ropta-redline-tracked"
    tracked_dir.mkdir(exist_ok=True)
    writer = c.DocxWriter(tracked=True)
    writer.add_html(body)
    writer.save(tracked_dir / "ropta-2025-02-suivi.docx")
    c.html_to_pdf(c.page("ROPTA 2025-02", body), tracked_dir / "ropta-2025-02-barre.pdf")
    files = [{"path": "ropta-2025-02-suivi.docx", "format": "docx", "redline": True},
             {"path": "ropta-2025-02-barre.pdf", "format": "pdf", "redline": True}]
    c.write_expected(tracked_dir / "expected.toml",
                     {"title": title + " (modifications suivies)", "origin": origin +
                      "as tracked deletions w:del (DOCX) and with line-through (PDF, WeasyPrint).",
                      **head, "set": "blind"},
                     {"file": files, **parsed, "question": questions})
