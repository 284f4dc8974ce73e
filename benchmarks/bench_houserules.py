"""House rules: time to build and render a full ROPTA-based document in each format.

The spec is the weekly club example (kb/data/house_rules/club-hebdo-ropta.toml): the whole
ROPTA with its worked examples, two values written into the text, an adopted TDA article,
a removed article and a new one. Prints seconds per format and the size of each output
(and the number of PDF pages). WeasyPrint is much faster with Debian's libharfbuzz-subset0.
"""

from __future__ import annotations

import ctypes.util
import io
import time
from typing import TYPE_CHECKING

from benchmarks.waits import cpu_seconds, load_figure, report

if TYPE_CHECKING:
    from kb.houserules import HouseDocument

PDF_TARGET = 2.5  # seconds (issue 37)


def run() -> None:
    from kb.houserules import build_document, check_spec_text, example_specs, render_document
    from kb.knowledge import KnowledgeBase

    kb = KnowledgeBase()
    library, params = kb.library, kb.parameters
    path = next(p for p in example_specs() if p.name == "club-hebdo-ropta.toml")
    t0 = time.perf_counter()
    spec = check_spec_text(path.read_text(encoding="utf-8"), library, params)
    doc = build_document(spec, library, params)
    print(f"spec + document model: {time.perf_counter() - t0:.3f} s ({len(doc.entries)} articles, {len(doc.changes)} changes)")
    harfbuzz = ctypes.util.find_library("harfbuzz-subset")
    print(f"libharfbuzz-subset: {'found' if harfbuzz else 'MISSING (PDF will be slow)'}")
    for fmt in ("markdown", "html", "docx", "pdf"):
        t0, c0 = time.perf_counter(), cpu_seconds()
        data = render_document(doc, fmt)
        secs, cpu = time.perf_counter() - t0, cpu_seconds() - c0
        extra = ""
        if fmt == "pdf":
            from pypdf import PdfReader

            extra = f", {len(PdfReader(io.BytesIO(data)).pages)} pages"
        print(f"{fmt:<9} {secs:7.3f} s ({cpu:.2f} s CPU) {len(data) / 1024:8.0f} Ko{extra} ({load_figure()})")
        if fmt == "pdf":
            report("house-rules PDF (with WeasyPrint import)", secs, PDF_TARGET, cpu=cpu)
    _pdf_phases(doc)


def _pdf_phases(doc: HouseDocument) -> None:
    """Where a second PDF's time goes, WeasyPrint already imported: styles and layout of
    the pages, then drawing them and writing the file (fonts subset)."""
    from weasyprint import HTML

    from kb.houserules.pdf import pdf_html

    t0, c0 = time.perf_counter(), cpu_seconds()
    html = pdf_html(doc)
    t1, c1 = time.perf_counter(), cpu_seconds()
    rendered = HTML(string=html).render()
    t2, c2 = time.perf_counter(), cpu_seconds()
    rendered.write_pdf()
    t3, c3 = time.perf_counter(), cpu_seconds()
    print(f"  PDF phases: HTML {t1 - t0:.2f} s ({c1 - c0:.2f} CPU), styles + layout {t2 - t1:.2f} s ({c2 - c1:.2f} CPU), "
          f"drawing + writing {t3 - t2:.2f} s ({c3 - c2:.2f} CPU) — {load_figure()}")
