"""The worked examples' results as a build artefact (``examples.json``), readable without
the engine or PokerKit.

The build runs every example once (``kb.engine.examples.build_step``) and writes
``results_document(results)``; the app reads it back with ``load_results``::

    {"version": 1, "results": [{"id": "tda-47-ex3a", "status": "pass", ...}, ...]}
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from kb.errors import DataError

EXAMPLES_FILE = "examples.json"
RESULTS_VERSION = 1
STATUSES = ("pass", "erratum", "fail")
VERDICTS = ("agree", "disagree", "n/a")


@dataclass
class ExampleResult:
    """One worked example run against the engine: ``status`` is pass | erratum | fail,
    ``pokerkit`` the oracle's verdict (agree | disagree | n/a)."""

    id: str
    book: str
    article: str
    label: str
    kind: str
    status: str
    expected: dict[str, Any]
    actual: dict[str, Any]
    note: str
    pokerkit: str
    pokerkit_note: str = ""
    quote: str = ""
    book_says: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Every field, JSON-ready (``from_dict`` reads it back unchanged)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ExampleResult:
        """The result written by ``to_dict``; a missing field or an unknown status is a
        DataError naming the example."""
        where = f"résultat d'exemple {data.get('id', '?')!r}"
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise DataError(f"{where} : champ(s) inconnu(s) {sorted(unknown)}")
        try:
            result = cls(**data)
        except TypeError as exc:
            raise DataError(f"{where} : {exc}") from None
        if result.status not in STATUSES:
            raise DataError(f"{where} : statut {result.status!r} inconnu ({', '.join(STATUSES)})")
        if result.pokerkit not in VERDICTS:
            raise DataError(f"{where} : verdict PokerKit {result.pokerkit!r} inconnu ({', '.join(VERDICTS)})")
        return result


def results_document(results: list[ExampleResult]) -> dict[str, Any]:
    """The JSON document of ``results``: ``{"version": 1, "results": [...]}``."""
    return {"version": RESULTS_VERSION, "results": [r.to_dict() for r in results]}


def load_results(data: dict[str, Any] | Path) -> list[ExampleResult]:
    """The results of a document written by ``results_document`` (or of the file holding
    it, as the knowledge base reads ``examples.json``); another version is a DataError."""
    path = None
    if isinstance(data, Path):
        path = str(data)
        data = json.loads(data.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("version") != RESULTS_VERSION:
        found = data.get("version") if isinstance(data, dict) else type(data).__name__
        raise DataError(f"résultats des exemples : version {found!r}, attendu {RESULTS_VERSION}", path=path)
    items = data.get("results")
    if not isinstance(items, list):
        raise DataError("résultats des exemples : liste « results » manquante", path=path)
    return [ExampleResult.from_dict(item) for item in items]
