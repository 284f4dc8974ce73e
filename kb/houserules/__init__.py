"""House rules: a base rulebook plus a director's overrides → a document (Markdown, HTML,
PDF, DOCX) that shows clearly what differs from the base.

    spec = check_spec_text(text, library, parameters)      # SpecError lists every problem
    data = render(spec, library, parameters, "pdf")         # bytes

See ``kb.houserules.spec`` for the TOML schema and ``template.toml`` for a starter spec.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.houserules.document import HouseDocument, build_document
from kb.houserules.spec import Problem, Spec, SpecError, check_spec_text, parse_spec_text, validate_spec
from kb.model import Library

FORMATS = {
    "md": "markdown", "markdown": "markdown", "html": "html", "htm": "html", "pdf": "pdf", "docx": "docx", "json": "json",
}
TEMPLATE_PATH = Path(__file__).with_name("template.toml")
EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "house_rules"

__all__ = [
    "FORMATS", "HouseDocument", "Problem", "Spec", "SpecError", "build_document", "check_spec_text",
    "example_specs", "format_for", "parse_spec_text", "render", "render_document", "template_text", "validate_spec",
]


def format_for(path: str | Path, explicit: str | None = None) -> str:
    """The output format: ``explicit`` if given, else from the file extension."""
    key = (explicit or Path(path).suffix.lstrip(".")).lower()
    if key not in FORMATS:
        raise KBError(
            f"format inconnu {key or '(aucune extension)'!r} : utiliser .md, .html, .pdf ou .docx (ou --format)"
        )
    return FORMATS[key]


def render_document(doc: HouseDocument, fmt: str) -> bytes:
    """The document in one format (``markdown``, ``html``, ``pdf``, ``docx``), as bytes."""
    fmt = FORMATS.get(fmt, fmt)
    if fmt == "markdown":
        from kb.houserules.markdown import render_markdown

        return render_markdown(doc).encode("utf-8")
    if fmt == "html":
        from kb.houserules.html import render_html

        return render_html(doc).encode("utf-8")
    if fmt == "pdf":
        from kb.houserules.pdf import render_pdf

        return render_pdf(doc)
    if fmt == "docx":
        from kb.houserules.docx import render_docx

        return render_docx(doc)
    if fmt == "json":
        return json.dumps(document_json(doc), ensure_ascii=False, indent=1).encode("utf-8")
    raise KBError(f"format inconnu {fmt!r}")


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


def render(spec: Spec, library: Library, parameters: Iterable[Any], fmt: str) -> bytes:
    """Build and render the document of a validated spec."""
    return render_document(build_document(spec, library, parameters), fmt)


def template_text() -> str:
    return TEMPLATE_PATH.read_text(encoding="utf-8")


def example_specs() -> list[Path]:
    """The example specs shipped in kb/data/house_rules/."""
    return sorted(EXAMPLES_DIR.glob("*.toml"))
