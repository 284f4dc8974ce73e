"""Answer cards: when a query asks for a value the comparison knows, the value of each book.

« combien de temps a un joueur quand on demande le time ? » asks for the parameter
``time.seconds_after_call``: the card shows its label and, for every book, the value, the
article that states it and the quote (30 s for ROPTA, TDA and RedCactus, 70 s for the
casino, not fixed by Ciaffone), the divergences marked. The detector is data
(``kb/data/questions.toml``: the ``[value]`` cues that make a query ask for a value, and per
parameter the ``[[answer]]`` ways of asking); the values are the verified parameters of the
opened knowledge base (``KnowledgeBase.parameters``), never recomputed here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, RuleContext, items, read_checked
from kb.parameters import Parameter, load_parameters
from kb.search.analysis import words
from kb.search.understanding import QUESTIONS_PATH, find_form, form_terms
from kb.text import fold

NOT_FIXED = "non fixé"  # the book speaks of it and leaves it open (to the club, the organiser)
NOT_SAID = "non précisé"  # the book does not speak of it


@dataclass(frozen=True)
class BookAnswer:
    """One book's value on the card (``article`` and ``quote`` empty when it is silent)."""

    value: Any
    display: str
    article: str = ""
    quote: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "display": self.display, "article": self.article or None, "quote": self.quote or None}


@dataclass(frozen=True)
class Answer:
    """The answer card of a parameter."""

    parameter: str
    label: str
    values: dict[str, BookAnswer]  # book id → its value, in the parameter's book order
    diverges: bool  # the books that state a value do not all state the same

    def majority(self) -> Any:
        """The value most books state (None when none does): the others are marked."""
        stated = Counter(repr(b.value) for b in self.values.values() if b.value is not None)
        if not stated:
            return None
        top = stated.most_common(1)[0][0]
        return next(b.value for b in self.values.values() if repr(b.value) == top)

    def differs(self, book: str) -> bool:
        """Whether ``book`` states a value other than the majority's."""
        value = self.values[book].value
        return self.diverges and value is not None and value != self.majority()

    def to_dict(self) -> dict[str, Any]:
        return {
            "parameter": self.parameter,
            "label": self.label,
            "values": {b: v.to_dict() for b, v in self.values.items()},
            "diverges": self.diverges,
        }


def card(parameter: Parameter) -> Answer:
    """The answer card of ``parameter``, from its verified values."""
    values: dict[str, BookAnswer] = {}
    for book, bv in parameter.values.items():
        if bv is None:
            values[book] = BookAnswer(None, NOT_SAID)
        elif bv.value is None:
            values[book] = BookAnswer(None, NOT_FIXED, bv.article, bv.quote)
        else:
            values[book] = BookAnswer(bv.value, parameter.format(bv.value), bv.article, bv.quote)
    stated = {repr(v.value) for v in values.values() if v.value is not None}
    return Answer(parameter.id, parameter.label, values, len(stated) > 1)


@dataclass(frozen=True)
class _Item:
    """A word or expression of a cue or of a way of asking: its analyzed terms, or for a
    word the analyzer drops (« combien », « qui »), its folded spelling."""

    terms: tuple[str, ...]
    surface: str

    def found(self, seq: list[str], surfaces: set[str]) -> bool:
        if self.terms:
            return find_form(seq, self.terms) is not None
        return self.surface in surfaces

    @property
    def weight(self) -> int:
        return max(1, len(self.terms))


def _item(text: str) -> _Item:
    return _Item(form_terms(text), fold(text.lower().strip()))


class AnswerDetector:
    """Which parameter a query asks for, if it asks for one."""

    def __init__(self, cues: list[str], answers: list[tuple[str, list[list[str]]]]):
        self.cues = [_item(c) for c in cues]
        self.answers = [(pid, [[_item(w) for w in ask] for ask in asks]) for pid, asks in answers]

    def parameter_for(self, text: str) -> str | None:
        """The id of the parameter ``text`` asks for, or None (no value asked, or none
        known): the parameter with the longest way of asking found, once a cue is there."""
        surface = [w for w, _, _ in words(text)]
        surfaces = {fold(w.lower()) for w in surface}
        seq = list(form_terms(" ".join(surface)))
        if not any(c.found(seq, surfaces) for c in self.cues):
            return None
        best: tuple[int, str] | None = None
        for pid, asks in self.answers:
            for ask in asks:
                if all(i.found(seq, surfaces) for i in ask):
                    weight = sum(i.weight for i in ask)
                    if best is None or weight > best[0]:
                        best = (weight, pid)
        return best[1] if best else None


def find_answer(text: str, parameters: list[Parameter], detector: AnswerDetector | None = None) -> Answer | None:
    """The answer card for the query ``text``, or None when it asks for no value."""
    detector = load_detector() if detector is None else detector
    pid = detector.parameter_for(text)
    if pid is None:
        return None
    found = next((p for p in parameters if p.id == pid), None)
    return card(found) if found is not None else None


def card_metrics(detector: AnswerDetector, rows: list[tuple[str, str | None]]) -> tuple[float, float]:
    """Precision and recall of the detector on (query, expected parameter or None) rows: a
    card is right when it is the expected parameter's; recall counts the value questions."""
    shown = right = asked = 0
    for query, expected in rows:
        got = detector.parameter_for(query)
        shown += got is not None
        right += got is not None and got == expected
        asked += expected is not None
    return (right / shown if shown else 1.0), (right / asked if asked else 1.0)


def unknown_parameters(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the questions file (run by ``kb.datafiles.check``): every ``[[answer]]``
    names a parameter of ``kb/data/parameters``."""
    known = {p.id for p in load_parameters()}
    return [
        Problem(str(place.key("parameter")), f"paramètre inconnu {a['parameter']!r} (voir kb/data/parameters)")
        for place, a in items("questions", "answer", data)
        if isinstance(a.get("parameter"), str) and a["parameter"] not in known
    ]


@lru_cache(maxsize=4)
def load_detector(path: Path = QUESTIONS_PATH) -> AnswerDetector:
    """The answer detector of ``kb/data/questions.toml`` (read once per process)."""
    data = read_checked("questions", path, rules=[unknown_parameters])
    answers = [(a["parameter"], [list(ask) for ask in a["asks"]]) for a in data.get("answer", [])]
    return AnswerDetector(list(data.get("value", {}).get("cues", [])), answers)
