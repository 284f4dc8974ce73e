"""The answer of one book to a question beyond the betting round (showdown, split, misdeal,
button, balance, penalty): what it decides, and which ``[articles]`` topic of the book's
examples file decides it (:mod:`kb.engine.citations`); the director turns it into a
:class:`kb.engine.director.BookRuling` with the article and its quote."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Verdict:
    """``topics``: the deciding topics, finest first (the first one the book names decides);
    ``silent``: what is said when the book names none of them."""

    summary: str
    topics: tuple[str, ...]
    reason: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    options: list[str] = field(default_factory=list)
    silent: str = "le livre ne dit rien de ce cas : règle commune des autres livres"
