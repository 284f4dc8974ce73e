"""House rules: a base rulebook plus a director's overrides → a document (Markdown, HTML,
PDF, DOCX, JSON) that shows clearly what differs from the base.

    spec = check_spec_text(text, library, parameters)      # SpecError lists every problem
    data = render(spec, library, parameters, "pdf")         # bytes

- :mod:`.spec` — the TOML schema of a spec, read (:mod:`.specfile`, :mod:`.parts`),
  checked (:mod:`.validate`) and written (:mod:`.writing`); ``template.toml`` is a starter;
- :mod:`.assemble` — the document (:mod:`.document`) of a validated spec, each house value
  written into the book's own wording when it can be (:mod:`.wording`);
- :mod:`.formats` — the registry of output formats (``RENDERERS``), each drawn by its own
  module (:mod:`.markdown`, :mod:`.html`, :mod:`.pdf`, :mod:`.docx`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kb.houserules.assemble import build_document
from kb.houserules.document import HouseDocument
from kb.houserules.formats import FORMATS, RENDERERS, format_for, render_document
from kb.houserules.spec import Spec, check_spec_text
from kb.model import Library

TEMPLATE_PATH = Path(__file__).with_name("template.toml")
EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "house_rules"

__all__ = [
    "FORMATS", "RENDERERS", "HouseDocument", "Spec", "build_document", "check_spec_text", "example_specs",
    "format_for", "render", "render_document", "template_text",
]


def render(spec: Spec, library: Library, parameters: Iterable[Any], fmt: str) -> bytes:
    """Build and render the document of a validated spec."""
    return render_document(build_document(spec, library, parameters), fmt)


def template_text() -> str:
    return TEMPLATE_PATH.read_text(encoding="utf-8")


def example_specs() -> list[Path]:
    """The example specs shipped in kb/data/house_rules/."""
    return sorted(EXAMPLES_DIR.glob("*.toml"))
