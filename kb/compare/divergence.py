"""Divergences: for one parameter, do the books agree, diverge, or is the value only partly
specified? And the count of each per topic."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from kb.parameters import Parameter, Value

STATUSES = ("diverge", "partial", "agree", "unspecified")
STATUS_LABELS = {
    "diverge": "divergence",
    "partial": "partiellement précisé",
    "agree": "accord",
    "unspecified": "non précisé",
}


def value_key(param: Parameter, value: Value) -> str:
    """The form in which two books' values are compared (texts: case and spaces ignored).

    >>> value_key(Parameter("x", "t", "X", "number"), 30)
    '30.0'
    """
    if param.type == "number" and isinstance(value, int | float) and not isinstance(value, bool):
        return repr(float(value))
    if param.type == "text":
        return " ".join(str(value).casefold().split())
    return repr(value)


@dataclass
class Divergence:
    """How the books stand on one parameter."""

    param: Parameter
    status: str  # diverge | partial | agree | unspecified
    groups: list[tuple[Value, list[str]]]  # each distinct value with the books stating it
    unfixed: list[str]  # books that cite the point but fix no value
    silent: list[str]  # books that say nothing

    @property
    def diverges(self) -> bool:
        return self.status == "diverge"

    def differs(self, book: str) -> bool:
        """Whether ``book`` states a value other than most books' (marked « ≠ », as on the
        answer card): when no value is stated by more books than every other, each stating
        book differs."""
        if not self.diverges:
            return False
        top = len(self.groups[0][1])
        tied = len(self.groups[1][1]) == top
        return any(book in books and (tied or len(books) < top) for _, books in self.groups)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.param.id,
            "status": self.status,
            "diverges": self.diverges,
            "groups": [{"value": v, "books": b} for v, b in self.groups],
            "unfixed": self.unfixed,
            "silent": self.silent,
        }


def divergence(param: Parameter) -> Divergence:
    """Agree (every book states the same value), diverge (two books state different values),
    partial (the books that state a value agree, others are silent or leave it open) or
    unspecified (no book states a value)."""
    groups: dict[str, tuple[Value, list[str]]] = {}
    unfixed: list[str] = []
    silent: list[str] = []
    for book, bv in param.values.items():
        if bv is None:
            silent.append(book)
        elif bv.value is None:
            unfixed.append(book)
        else:
            key = value_key(param, bv.value)
            groups.setdefault(key, (bv.value, []))[1].append(book)
    if len(groups) >= 2:
        status = "diverge"
    elif not groups:
        status = "unspecified"
    elif unfixed or silent:
        status = "partial"
    else:
        status = "agree"
    ordered = sorted(groups.values(), key=lambda g: -len(g[1]))
    return Divergence(param, status, ordered, unfixed, silent)


@dataclass
class TopicSummary:
    topic: str
    parameters: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    diverging: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "parameters": self.parameters,
            "counts": {s: self.counts.get(s, 0) for s in STATUSES},
            "diverging": self.diverging,
        }


def topic_summary(params: Iterable[Parameter]) -> dict[str, TopicSummary]:
    """Per topic: its parameters, how many agree / diverge / are partly specified."""
    out: dict[str, TopicSummary] = {}
    for p in params:
        s = out.setdefault(p.topic, TopicSummary(p.topic))
        d = divergence(p)
        s.parameters.append(p.id)
        s.counts[d.status] += 1
        if d.diverges:
            s.diverging.append(p.id)
    return out
