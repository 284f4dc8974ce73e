"""Check the gallery: every expected.toml parses and every phrase / struck text occurs
verbatim (whitespace collapsed) in the visible text of EVERY file the document lists.

    /work/main/.venv/bin/python tests/data/gallery/check_gallery.py
"""

from __future__ import annotations

import re
import sys
import tomllib
import zipfile
from collections import Counter
from pathlib import Path

from lxml import etree
from lxml import html as lhtml

HERE = Path(__file__).resolve().parent
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
KINDS = {"legal", "federation", "league", "casino", "club", "tda", "other"}


def _norm(text: str) -> str:
    text = text.replace("\u00ad", "").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).strip()


def _html_text(root: lhtml.HtmlElement, current: bool) -> str:
    if current:
        struck = root.xpath("//s|//del|//strike|//*[contains(@style,'line-through')]")
        for el in struck:
            el.drop_tree()
    return _norm(root.text_content())


def _pdf_reading(text: str, pages: int) -> str:
    """A PDF's printed text as a reader reads it: without its running header and footer (a
    line, its digits aside, on half of the pages at least: « Page 3 / 37 ») and the bullets
    pdfium gives apart from their items, with the words the renderer hyphenated at a line
    end (U+2010, which no document here writes) whole."""
    lines = [line.strip() for line in text.replace("\r", "").split("\n")]
    counts = Counter(re.sub(r"\d+", "#", line) for line in lines if line)
    kept = [line for line in lines if not (pages >= 3 and counts[re.sub(r"\d+", "#", line)] * 2 >= pages)
            and line not in {"•", "\uf0b7"}]
    return re.sub(r"(?<=\w)\u2010\s*\n\s*(?=\w)", "", "\n".join(kept))


def visible_text(path: Path, current: bool = False) -> str:
    """The text a reader sees; with `current`, without the deleted (struck) wording
    where the format tells it apart (PDF: all printed text)."""
    suffix = path.suffix.lower()
    if suffix == ".md":
        from markdown_it import MarkdownIt

        md = MarkdownIt("commonmark", {"html": True}).enable(["strikethrough", "table"])
        return _html_text(lhtml.fromstring(md.render(path.read_text(encoding="utf-8"))), current)
    if suffix in {".html", ".htm"}:
        return _html_text(lhtml.fromstring(path.read_bytes()), current)
    if suffix == ".docx":
        with zipfile.ZipFile(path) as z:
            root = etree.fromstring(z.read("word/document.xml"))
        tags = (W + "t",) if current else (W + "t", W + "delText")
        paras = []
        for p in root.iter(W + "p"):
            runs = [r for r in p.iter(W + "r") if not (current and r.find(W + "rPr/" + W + "strike") is not None)]
            paras.append("".join(t.text or "" for r in runs for t in r.iter(*tags)))
        return _norm("\n".join(paras))
    if suffix == ".pdf":
        import pypdfium2 as pdfium  # the project's own PDF dependency (kb.formats.pdf_struck)

        pdf = pdfium.PdfDocument(path)
        try:
            pages = len(pdf)
            text = "\n".join(pdf[i].get_textpage().get_text_range() for i in range(pages))
        finally:
            pdf.close()
        return _norm(_pdf_reading(text, pages))
    if suffix == ".odt":
        with zipfile.ZipFile(path) as z:
            root = etree.fromstring(z.read("content.xml"))
        return _norm(" ".join(root.itertext()))
    return _norm(path.read_text(encoding="utf-8"))


def check_doc(folder: Path) -> list[str]:
    errors: list[str] = []
    where = folder.name
    try:
        data = tomllib.loads((folder / "expected.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return [f"{where}: expected.toml: {exc}"]
    for key in ("title", "origin", "kind", "language", "set"):
        if not data.get(key):
            errors.append(f"{where}: missing {key}")
    if data.get("kind") not in KINDS or data.get("set") not in {"tuning", "blind"}:
        errors.append(f"{where}: bad kind/set")
    numbers = [a["number"] for a in data.get("article", [])]
    if len(set(numbers)) != len(numbers):
        errors.append(f"{where}: duplicate article numbers")
    for f in data.get("file", []):
        path = folder / f["path"]
        if not path.exists():
            errors.append(f"{where}: missing file {f['path']}")
            continue
        texts = {"phrase": visible_text(path, current=True), "struck": visible_text(path)}
        for table in ("phrase", "struck"):
            text = texts[table]
            for row in data.get(table, []):
                if row["article"] not in numbers and table == "phrase":
                    errors.append(f"{where}: {table} of unknown article {row['article']}")
                if "\n" in row["text"] or _norm(row["text"]) not in text:
                    errors.append(f"{where}/{f['path']}: {table} not found: {row['text'][:70]!r}")
    for q in data.get("question", []):
        if q["article"] not in numbers:
            errors.append(f"{where}: question about unknown article {q['article']}")
    return errors


def run(here: Path = HERE) -> int:
    errors: list[str] = []
    docs = sorted(p for p in here.iterdir() if (p / "expected.toml").exists())
    for folder in docs:
        errors.extend(check_doc(folder))
    for e in errors:
        print(e)
    print(f"{len(docs)} documents, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(run())
