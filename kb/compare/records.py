"""The comparison as JSON records: what ``kb compare --json`` prints, one per parameter."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kb.compare.divergence import divergence
from kb.parameters import NEW_BOOK_NOTE, BookValue, Parameter

# A book added to the manifest that no parameter file names yet: shown as a citation
# still to be written, not as the expert's "the book is silent" (null).
UNFILLED = {"value": None, "article": None, "quote": None, "note": NEW_BOOK_NOTE, "text": "non renseigné"}


def _book_record(p: Parameter, bv: BookValue) -> dict[str, Any]:
    entry: dict[str, Any] = {"value": bv.value, "article": bv.article, "quote": bv.quote, "note": bv.note}
    if bv.phrase:
        entry["phrase"] = bv.phrase
    if bv.historical:
        entry["historical"] = True
    if bv.review:
        entry["review"] = True  # « à revoir »: the quote stands in an older edition only
    entry["text"] = p.format(bv.value)
    return entry


def compare_records(params: Iterable[Parameter]) -> list[dict[str, Any]]:
    """The JSON records of ``kb compare --json`` (every book of each parameter as a key;
    ``null`` where the book is silent, ``"value": null`` where it fixes no value)."""
    records = []
    for p in params:
        d = divergence(p)
        values: dict[str, Any] = {}
        for book, bv in p.values.items():
            if bv is not None:
                values[book] = _book_record(p, bv)
            else:
                values[book] = dict(UNFILLED) if p.is_unfilled(book) else None
        rec: dict[str, Any] = {
            "id": p.id,
            "topic": p.topic,
            "label": p.label,
            "type": p.type,
            "unit": p.unit,
            "values": values,
            "diverges": d.diverges,
            "status": d.status,
        }
        if p.choices:
            rec["choices"] = dict(p.choices)
        if p.note:
            rec["note"] = p.note
        if p.silent_notes:
            rec["silent_notes"] = dict(p.silent_notes)
        records.append(rec)
    return records
