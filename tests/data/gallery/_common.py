"""Shared helpers of the gallery renderer: TOML output, Markdown → HTML → DOCX/PDF."""

from __future__ import annotations

import io
import json
import re
import zipfile
from copy import deepcopy
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import docx
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from lxml import html as lhtml
from markdown_it import MarkdownIt

AUTHOR = "Galerie kb"
DATE = datetime(2026, 12, 7, 6, 0, tzinfo=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
BLOCKS = {"h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "table", "blockquote", "hr"}
STRIKE_TAGS = {"s", "del", "strike"}


# --------------------------------------------------------------------------- TOML


def _tv(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_tv(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def write_expected(path: Path, head: dict[str, Any], tables: dict[str, list[dict[str, Any]]],
                   edition: dict[str, Any] | None = None) -> None:
    """Write an expected.toml: scalar head, arrays of tables in a fixed order, [edition]."""
    lines = [f"{k} = {_tv(v)}" for k, v in head.items()]
    for name in ("file", "article", "phrase", "struck", "question"):
        for row in tables.get(name, []):
            lines.append("")
            lines.append(f"[[{name}]]")
            lines.extend(f"{k} = {_tv(v)}" for k, v in row.items())
    if edition:
        lines.append("")
        lines.append("[edition]")
        lines.extend(f"{k} = {_tv(v)}" for k, v in edition.items())
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------- Markdown


def md_to_html_body(markdown: str) -> str:
    md = MarkdownIt("commonmark", {"html": True, "breaks": False}).enable(["strikethrough", "table"])
    return md.render(markdown)


def strip_md_inline(text: str) -> str:
    """Plain text of one Markdown line as a reader sees it (links, emphasis, strike marks gone)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<sup>(.*?)</sup>", r"\1", text)
    text = text.replace("**", "").replace("~~", "")
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = text.replace("\\*", "*")
    return text


def page(title: str, body: str, css: str = "") -> str:
    style = (
        "body{font-family:'DejaVu Serif',serif;font-size:10.5pt;line-height:1.35}"
        "h1{font-size:16pt}h2{font-size:13pt}h3{font-size:12pt}h4{font-size:11pt}"
        "table{border-collapse:collapse}td,th{border:1px solid #555;padding:2pt 4pt}" + css
    )
    return (
        "<!DOCTYPE html>\n<html lang=\"fr\"><head><meta charset=\"utf-8\">"
        f"<title>{title}</title><style>{style}</style></head><body>\n{body}\n</body></html>\n"
    )


def html_to_pdf(html_text: str, out: Path) -> None:
    from weasyprint import HTML

    HTML(string=html_text).write_pdf(str(out))


def chromium_pdf(html_path: Path, out: Path) -> None:
    """An HTML file printed to PDF by Chromium (headless, no date nor address in the margins;
    Debian package chromium): its list bullets are drawn, not written."""
    import shutil
    import subprocess
    import tempfile

    exe = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={tmp}",
                        "--no-pdf-header-footer", f"--print-to-pdf={out}", html_path.resolve().as_uri()],
                       check=True, capture_output=True, timeout=300)


def docx_to_pdf(docx_path: Path, out: Path) -> None:
    """DOCX → PDF as LibreOffice Writer prints it (Debian package libreoffice-writer-nogui)."""
    import shutil
    import subprocess
    import tempfile

    if shutil.which("libreoffice") is None:  # only render.py needs it: the PDFs are committed
        raise SystemExit("render.py: LibreOffice is missing (apt-get install libreoffice-writer-nogui)")
    with tempfile.TemporaryDirectory() as tmp:
        # A private profile: a user's running LibreOffice (or another conversion) never blocks.
        subprocess.run(["libreoffice", f"-env:UserInstallation=file://{tmp}/profile", "--headless",
                        "--convert-to", "pdf", "--outdir", tmp, str(docx_path)],
                       check=True, capture_output=True, timeout=300)
        shutil.move(str(Path(tmp) / (docx_path.stem + ".pdf")), out)


# --------------------------------------------------------------------------- DOCX


class DocxWriter:
    """HTML body → DOCX. Struck runs become w:strike runs, or w:del tracked deletions;
    elements with class "ins" become w:ins tracked insertions."""

    def __init__(self, tracked: bool) -> None:
        self.doc = docx.Document()
        self.tracked = tracked
        self._id = 1

    def save(self, out: Path) -> None:
        core = self.doc.core_properties
        core.author = AUTHOR
        core.created = core.modified = datetime(2026, 12, 7, tzinfo=UTC)
        buffer = io.BytesIO()
        self.doc.save(buffer)
        _stable_zip(buffer.getvalue(), out)

    def add_html(self, body_html: str) -> None:
        root = lhtml.fragment_fromstring(body_html, create_parent="div")
        for el in root:
            self._block(el)

    def _block(self, el: Any) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
            self._para(el, f"Heading {min(int(tag[1]), 4)}", {})
        elif tag == "p":
            self._para(el, None, {})
        elif tag in {"ul", "ol"}:
            style = "List Number" if tag == "ol" else "List Bullet"
            for li in el.iter("li"):
                self._para(li, style, {})
        elif tag == "table":
            self._table(el)
        elif tag in {"div", "section", "blockquote"}:
            for child in el:
                self._block(child)

    def _table(self, el: Any) -> None:
        rows = [r for r in el.iter("tr")]
        ncols = max(len(r.findall("./td") + r.findall("./th")) for r in rows)
        table = self.doc.add_table(rows=len(rows), cols=ncols)
        table.style = "Table Grid"
        for i, r in enumerate(rows):
            for j, cell in enumerate(r.findall("./th") + r.findall("./td")):
                para = table.cell(i, j).paragraphs[0]
                self._inline(para, cell, {})

    def _para(self, el: Any, style: str | None, fmt: dict[str, bool]) -> None:
        para = self.doc.add_paragraph(style=style) if style else self.doc.add_paragraph()
        self._inline(para, el, fmt)

    def _inline(self, para: Any, el: Any, fmt: dict[str, bool]) -> None:
        if el.text:
            self._run(para, el.text, fmt)
        for child in el:
            tag = child.tag if isinstance(child.tag, str) else ""
            sub = dict(fmt)
            if tag in {"strong", "b"}:
                sub["bold"] = True
            elif tag in {"em", "i"}:
                sub["italic"] = True
            elif tag in STRIKE_TAGS or "line-through" in child.get("style", ""):
                sub["strike"] = True
            elif tag == "sup":
                sub["sup"] = True
            elif tag == "ins" or "ins" in child.get("class", "").split():
                sub["ins"] = True
            if tag == "br":
                para.add_run().add_break()
            elif tag not in {"ul", "ol"}:
                self._inline(para, child, sub)
            if child.tail:
                self._run(para, child.tail, fmt)

    def _run(self, para: Any, text: str, fmt: dict[str, bool]) -> None:
        text = text.replace("\n", " ")
        run = para.add_run(text)
        run.bold = fmt.get("bold") or None
        run.italic = fmt.get("italic") or None
        if fmt.get("sup"):
            run.font.superscript = True
        if fmt.get("strike") and not self.tracked:
            run.font.strike = True
        elif fmt.get("strike"):
            self._wrap(run, "w:del")
        elif fmt.get("ins") and self.tracked:
            self._wrap(run, "w:ins")

    def _wrap(self, run: Any, kind: str) -> None:
        r = run._r
        wrapper = OxmlElement(kind)
        wrapper.set(qn("w:id"), str(self._id))
        wrapper.set(qn("w:author"), AUTHOR)
        wrapper.set(qn("w:date"), DATE)
        self._id += 1
        r.addprevious(wrapper)
        wrapper.append(r)
        if kind == "w:del":
            for t in r.findall(qn("w:t")):
                dt = OxmlElement("w:delText")
                dt.text = t.text
                dt.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
                t.addprevious(dt)
                r.remove(t)


def _stable_zip(data: bytes, out: Path) -> None:
    """Rewrite a zip with fixed timestamps so that regenerated files are byte-identical."""
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            fixed = zipfile.ZipInfo(info.filename, (2026, 12, 7, 0, 0, 0))
            fixed.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(fixed, src.read(info.filename))


def clone(obj: Any) -> Any:
    return deepcopy(obj)
