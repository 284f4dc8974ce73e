"""The output formats of a house-rules document: one registry, name → renderer, like
datasette's output renderers (JSON is registered like any other format).

>>> RENDERERS["markdown"].extensions, FORMATS["htm"]
(('md', 'markdown'), 'html')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.houserules.document import HouseDocument
from kb.houserules.docx import render_docx
from kb.houserules.html import render_html
from kb.houserules.markdown import render_markdown
from kb.houserules.pdf import render_pdf


@dataclass(frozen=True)
class Renderer:
    """One output format: the file extensions that choose it (the first one is used to
    name a file), its label and media type (for a download), how to render a document as
    bytes, and whether it is binary (written to a file, never to a terminal)."""

    label: str
    extensions: tuple[str, ...]
    media_type: str
    render: Callable[[HouseDocument], bytes]
    binary: bool = False


def document_json(doc: HouseDocument) -> dict[str, Any]:
    """The document model as JSON (what the app shows; ``kb house-rules SPEC --format json``)."""
    return {
        "title": doc.title,
        "based_on": doc.based_on,
        "statement": doc.statement,
        "base": doc.base.id,
        "spec": doc.spec.to_toml(),
        "changes": [asdict(r) for r in doc.changes],
        "removed": [asdict(r) for r in doc.removed],
        "complements": [asdict(n) for n in doc.complements],
        "changed_articles": [
            {
                "id": e.id, "kind": e.kind, "heading": e.heading, "mark": e.mark, "source": e.source,
                "replaces": e.replaces, "slots": [asdict(s) for s in e.slots], "notes": [asdict(n) for n in e.notes],
            }
            for e in doc.entries
            if e.changed
        ],
    }


def _utf8(render: Callable[[HouseDocument], str]) -> Callable[[HouseDocument], bytes]:
    return lambda doc: render(doc).encode("utf-8")


# The registry: the only list of the formats (the commands and the app read it).
RENDERERS: dict[str, Renderer] = {
    "markdown": Renderer("Markdown", ("md", "markdown"), "text/markdown", _utf8(render_markdown)),
    "html": Renderer("HTML", ("html", "htm"), "text/html", _utf8(render_html)),
    "pdf": Renderer("PDF", ("pdf",), "application/pdf", render_pdf, binary=True),
    "docx": Renderer(
        "DOCX", ("docx",), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", render_docx,
        binary=True,
    ),
    "json": Renderer("JSON", ("json",), "application/json",
                     _utf8(lambda doc: json.dumps(document_json(doc), ensure_ascii=False, indent=1))),
}

# Every extension (or name) → its format: md → markdown, htm → html…
FORMATS: dict[str, str] = {ext: name for name, r in RENDERERS.items() for ext in (*r.extensions, name)}


def format_for(path: str | Path, explicit: str | None = None) -> str:
    """The output format: ``explicit`` if given, else from the file extension."""
    key = (explicit or Path(path).suffix.lstrip(".")).lower()
    if key not in FORMATS:
        exts = [f".{r.extensions[0]}" for r in RENDERERS.values()]
        known = ", ".join(exts[:-1]) + " ou " + exts[-1]
        raise KBError(f"format inconnu {key or '(aucune extension)'!r} : utiliser {known} (ou --format)")
    return FORMATS[key]


def render_document(doc: HouseDocument, fmt: str) -> bytes:
    """The document in one format (a name of ``RENDERERS`` or one of its extensions)."""
    name = FORMATS.get(fmt, fmt)
    if name not in RENDERERS:
        raise KBError(f"format inconnu {fmt!r}")
    return RENDERERS[name].render(doc)
