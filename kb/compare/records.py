"""The comparison as JSON records: what ``kb compare --json`` prints, one per parameter."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kb.compare.divergence import divergence
from kb.parameters import NEW_BOOK_NOTE, Parameter

# A book added to the manifest that no parameter file names yet: shown as a citation
# still to be written, not as the expert's "the book is silent" (null).
UNFILLED = {"value": None, "article": None, "quote": None, "note": NEW_BOOK_NOTE, "text": "non renseigné"}


def compare_records(params: Iterable[Parameter]) -> list[dict[str, Any]]:
    """The JSON records of ``kb compare --json`` (every book of each parameter as a key;
    ``null`` where the book is silent, ``"value": null`` where it fixes no value)."""
    records = []
    for p in params:
        d = divergence(p)
        values: dict[str, Any] = {}
        for book, bv in p.values.items():
            if bv is not None:
                values[book] = {**bv.to_dict(), "text": p.format(bv.value)}
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
