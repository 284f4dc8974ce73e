"""A minimal OpenDocument Text writer: HTML body (headings, paragraphs, lists, emphasis,
struck wording) → .odt, with the standard library only."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from lxml import html as lhtml

NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2"'
)
STYLES = (
    '<office:automatic-styles>'
    '<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>'
    '<style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>'
    '<style:style style:name="S" style:family="text"><style:text-properties '
    'style:text-line-through-style="solid" style:text-line-through-type="single"/></style:style>'
    '</office:automatic-styles>'
)
MANIFEST = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" '
    'manifest:version="1.2">'
    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
    '</manifest:manifest>'
)
SPAN = {"strong": "B", "b": "B", "em": "I", "i": "I", "s": "S", "del": "S", "strike": "S"}


def _inline(el: Any) -> str:
    out = [escape(el.text or "")]
    for child in el:
        tag = child.tag if isinstance(child.tag, str) else ""
        inner = _inline(child)
        out.append(f'<text:span text:style-name="{SPAN[tag]}">{inner}</text:span>' if tag in SPAN else inner)
        out.append(escape(child.tail or ""))
    return "".join(out).replace("\n", " ")


def _block(el: Any) -> str:
    tag = el.tag if isinstance(el.tag, str) else ""
    if tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
        level = tag[1]
        return f'<text:h text:outline-level="{level}">{_inline(el)}</text:h>'
    if tag == "p":
        return f"<text:p>{_inline(el)}</text:p>"
    if tag in {"ul", "ol"}:
        items = []
        for li in el.findall("li"):
            paras = [_block(ch) for ch in li if isinstance(ch.tag, str) and ch.tag in {"p", "ul", "ol"}]
            if not paras:
                paras = [f"<text:p>{_inline(li)}</text:p>"]
            items.append("<text:list-item>" + "".join(paras) + "</text:list-item>")
        return "<text:list>" + "".join(items) + "</text:list>"
    return ""


def write_odt(body_html: str, out: Path) -> None:
    root = lhtml.fragment_fromstring(body_html, create_parent="div")
    text = "".join(_block(el) for el in root)
    content = (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content {NS}>{STYLES}'
               f"<office:body><office:text>{text}</office:text></office:body></office:document-content>")
    with zipfile.ZipFile(out, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", (2026, 12, 7, 0, 0, 0)), "application/vnd.oasis.opendocument.text",
                   compress_type=zipfile.ZIP_STORED)
        for name, data in (("META-INF/manifest.xml", MANIFEST), ("content.xml", content)):
            z.writestr(zipfile.ZipInfo(name, (2026, 12, 7, 0, 0, 0)), data, compress_type=zipfile.ZIP_DEFLATED)
