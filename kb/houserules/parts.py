"""The parts of a house-rules spec (event, options, overrides, adoptions, removals,
additions) and how each is read from the spec's TOML once the checker has run.

The readers never raise: the shared checker (``kb.datafiles.check("house_rules", …)``)
reports every problem of shape with its place, and a reader only skips what has the wrong
type, so that one pass lists every problem.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any


@dataclass
class Event:
    name: str = ""
    organiser: str = ""
    date: str = ""  # free text or ISO date ("2025-03-13")
    contact: str = ""
    location: str = ""


@dataclass
class Options:
    full_text: bool = True  # False: only the articles that change
    examples: bool = True  # include the books' worked examples


@dataclass
class Override:
    """``set."<parameter>" = value`` or ``{ value = …, article = "ropta:1.3" }``.

    ``article`` says under which base article the house rule goes when it cannot be
    written into the base text (the base book is silent on the parameter)."""

    parameter: str
    value: Any
    article: str | None = None


@dataclass
class Adoption:
    """An article of another book, replacing a base article or inserted after one."""

    article: str
    replaces: str | None = None
    after: str | None = None


@dataclass
class Removal:
    article: str
    reason: str = ""


@dataclass
class Addition:
    """A new house article (Markdown text) placed after a base article."""

    title: str
    text: str
    after: str
    number: str = ""


EVENT_KEYS = ("name", "organiser", "date", "contact", "location")
OPTION_KEYS = ("full_text", "examples")
SCALAR = (str, int, float, bool)


def text(table: Any, key: str) -> str:
    """The text at ``key`` ("" when absent or not a text); a TOML date as ISO text.

    >>> text({"date": _dt.date(2025, 3, 13)}, "date"), text({"name": 3}, "name")
    ('2025-03-13', '')
    """
    value = table.get(key) if isinstance(table, dict) else None
    if isinstance(value, _dt.date) and key == "date":
        return value.isoformat()
    return value if isinstance(value, str) else ""


def tables(raw: Any) -> list[dict[str, Any]]:
    """The tables of an array of tables (anything else left out)."""
    return [item for item in raw if isinstance(item, dict)] if isinstance(raw, list) else []


def read_event(raw: Any) -> Event:
    return Event(**{key: text(raw, key) for key in EVENT_KEYS})


def read_options(raw: Any) -> Options:
    options = Options()
    for key in OPTION_KEYS:
        value = raw.get(key) if isinstance(raw, dict) else None
        if isinstance(value, bool):
            setattr(options, key, value)
    return options


def read_overrides(raw: Any) -> list[Override]:
    """``[set]``: a value, or a table with a value and the article the rule goes under."""
    out: list[Override] = []
    for pid, value in (raw.items() if isinstance(raw, dict) else ()):
        if isinstance(value, dict):
            if isinstance(value.get("value"), SCALAR):
                article = value.get("article")
                out.append(Override(pid, value["value"], article if isinstance(article, str) else None))
        elif isinstance(value, SCALAR):
            out.append(Override(pid, value))
    return out


def read_adoptions(raw: Any) -> list[Adoption]:
    return [
        Adoption(text(item, "article"), text(item, "replaces") or None, text(item, "after") or None)
        for item in tables(raw)
    ]


def read_removals(raw: Any) -> list[Removal]:
    """``[[remove]]`` tables, or ``remove = ["ropta:3.6", …]``."""
    items = raw if isinstance(raw, list) else []
    return [
        Removal(item) if isinstance(item, str) else Removal(text(item, "article"), text(item, "reason"))
        for item in items
        if isinstance(item, str | dict)
    ]


def read_additions(raw: Any) -> list[Addition]:
    return [
        Addition(text(item, "title"), text(item, "text"), text(item, "after"), text(item, "number"))
        for item in tables(raw)
    ]
