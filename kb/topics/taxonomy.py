"""The taxonomy of topics: ``kb/data/topics.toml`` read and validated."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.datafiles import read_toml
from kb.errors import DataError

TOPICS_FILE = Path(__file__).resolve().parent.parent / "data" / "topics.toml"
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")

@dataclass(frozen=True)
class Topic:
    """One topic of the taxonomy."""

    id: str
    label: str
    description: str
    patterns: tuple[str, ...]
    weak: tuple[str, ...] = ()
    broad: bool = False  # primary only when an article's title names it
    titles: tuple[str, ...] = ()  # expressions that count only in a title
    # A title naming it heads a section of several rules ("Les erreurs du croupier"):
    # the topics its body states are primary too, as for a title naming no topic.
    umbrella: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "description": self.description, "broad": self.broad, "umbrella": self.umbrella}


def load_taxonomy(path: Path = TOPICS_FILE) -> list[Topic]:
    """Read and validate ``topics.toml``; every problem is a DataError naming the topic."""
    raw = read_toml(path)
    entries = raw.get("topic")
    if not isinstance(entries, list) or not entries:
        raise DataError("no [[topic]] entries", path=str(path))
    topics: list[Topic] = []
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        tid = entry.get("id") if isinstance(entry, dict) else None
        where = f"topic #{i + 1} ({tid or '?'})"
        if not isinstance(tid, str) or not ID_RE.match(tid):
            raise DataError(f"{where}: 'id' must be a lower-case identifier", path=str(path))
        if tid in seen:
            raise DataError(f"{where}: duplicate id", path=str(path))
        seen.add(tid)
        for key in ("label", "description"):
            if not isinstance(entry.get(key), str) or not entry[key].strip():
                raise DataError(f"{where}: '{key}' must be a non-empty string", path=str(path))
        lists: dict[str, tuple[str, ...]] = {}
        for key in ("patterns", "weak", "titles"):
            value = entry.get(key, [])
            if not isinstance(value, list) or not all(isinstance(p, str) and p.strip() for p in value):
                raise DataError(f"{where}: '{key}' must be a list of non-empty strings", path=str(path))
            lists[key] = tuple(value)
        if not lists["patterns"]:
            raise DataError(f"{where}: needs at least one pattern", path=str(path))
        unknown = set(entry) - {"id", "label", "description", "patterns", "weak", "broad", "titles", "umbrella"}
        if unknown:
            raise DataError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}", path=str(path))
        flags: dict[str, bool] = {}
        for key in ("broad", "umbrella"):
            value = entry.get(key, False)
            if not isinstance(value, bool):
                raise DataError(f"{where}: '{key}' must be true or false", path=str(path))
            flags[key] = value
        topics.append(
            Topic(
                tid,
                entry["label"].strip(),
                entry["description"].strip(),
                lists["patterns"],
                lists["weak"],
                flags["broad"],
                lists["titles"],
                flags["umbrella"],
            )
        )
    return topics

