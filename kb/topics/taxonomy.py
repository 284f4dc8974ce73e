"""The taxonomy of topics: ``kb/data/topics.toml`` read and validated."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.datafiles import read_checked

TOPICS_FILE = Path(__file__).resolve().parent.parent / "data" / "topics.toml"


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
    # expressions in which its patterns say something else (« tapis de départ » is the
    # starting stack, not all-in): a pattern matched inside one of them does not count
    unless: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "description": self.description, "broad": self.broad, "umbrella": self.umbrella}


def load_taxonomy(path: Path = TOPICS_FILE) -> list[Topic]:
    """Read and check ``topics.toml`` (``kb.datafiles``, kind ``topics``); a DataError
    lists every problem with its topic (``topic dead_button.patterns[3]``)."""
    data = read_checked("topics", path)
    return [
        Topic(
            entry["id"],
            entry["label"].strip(),
            entry["description"].strip(),
            tuple(entry["patterns"]),
            tuple(entry.get("weak", ())),
            entry.get("broad", False),
            tuple(entry.get("titles", ())),
            entry.get("umbrella", False),
            tuple(entry.get("unless", ())),
        )
        for entry in data["topic"]
    ]
