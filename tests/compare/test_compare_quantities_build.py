"""The build stores the quantity spans of every article, so the app never loads spaCy."""

from __future__ import annotations

from kb.knowledge import KnowledgeBase
from kb.quantities import highlight


def test_spans_stored_for_ropta_3_5(kb: KnowledgeBase) -> None:
    library = kb.library
    spans = kb.quantity_spans
    text = library.get("ropta:3.5").text
    marked = [text[s:e] for s, e in spans["ropta:3.5"]]
    assert "30 secondes" in marked
    assert "une minute" in marked


def test_highlight_with_stored_spans_matches_fresh_extraction(kb: KnowledgeBase) -> None:
    library = kb.library
    spans = kb.quantity_spans
    text = library.get("tda:29").text
    assert highlight(text, "[", "]", found=spans["tda:29"]) == highlight(text, "[", "]")
    assert "[" in highlight(text, "[", "]", found=spans["tda:29"])
