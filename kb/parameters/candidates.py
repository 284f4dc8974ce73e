"""Candidate values « à vérifier » for a book no parameter file names yet (an imported
book): for each parameter, the sentences of the book that say what the other books'
quotes say about it, and the value they give.

- A number (with a unit): each quantity of that unit in the book's sentences, ranked by
  how much its sentence — and the words around the number — look like the other books'
  quotes and the words around their value (« le croupier annonce les 10 dernières
  secondes » is the countdown, « il dispose de 45 secondes » the time itself).
- A yes/no or a choice: the sentence most like another book's quote takes that quote's
  value; a yes/no is turned over when one sentence denies or forbids and the other does
  not (« les téléphones sont interdits » against « le téléphone est autorisé »).
- Free text is left to the expert.

Each candidate carries its sentence, word for word from the article (so it can be pasted
as the ``quote`` of a parameter file), and the TOML a rules expert accepts it with::

    [parameter.values.club]  # time.seconds_after_call — à vérifier
    value = 45
    article = "club:3"
    quote = "Un joueur dispose de quarante-cinq secondes après l'appel du time."

:func:`held_out` measures the proposals on the books that have values: each book in turn
is taken as new, its values hidden, and its first candidates compared with them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from kb.model import Article, Library
from kb.parameters.likeness import Likeness, polarity, stems
from kb.parameters.model import NEW_BOOK_NOTE, Parameter, Value
from kb.quantities import Quantity, extract

# A sentence: up to a full stop, a question or exclamation mark, or a line end.
_SENTENCE = re.compile(r"[^\n.!?]+(?:[.!?]+|$)", re.MULTILINE)
TOPIC_BONUS = 0.3  # a sentence of an article classified under the parameter's topic
BEFORE, AFTER = 4, 3  # content words before and after a number: what it counts
_PARTS = re.compile(r"\s*;\s*|\s+:\s+")
_CLAUSE = re.compile(r"[;:,()«»—–]|\b(?:et|puis|mais|sinon)\b")
# Below this likeness to every quote of the other books, a sentence proposes no yes/no or
# choice (a number of the right unit is proposed whatever its likeness)
MIN_LIKENESS = 0.2
MIN_STEMS = 3
ON_TOPIC = 0.5  # in an article of the parameter's topic, half that likeness is enough


@dataclass
class Candidate:
    """A value proposed for ``parameter`` in ``book`` (à vérifier), with its sentence."""

    parameter: str
    label: str
    book: str
    article: str
    sentence: str
    value: Value
    unit: str
    score: float
    shown: str = ""  # the value in French (« 45 secondes », « non », « au moins le double… »)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["score"] = round(self.score, 3)
        d["status"] = "à vérifier"
        return d

    def toml(self) -> str:
        """The parameter-file table that accepts this candidate."""
        return "\n".join([
            f"[parameter.values.{self.book}]  # {self.parameter} — à vérifier",
            f"value = {json.dumps(self.value, ensure_ascii=False)}",
            f"article = {json.dumps(self.article)}",
            f"quote = {json.dumps(self.sentence, ensure_ascii=False)}",
        ])


def sentences(text: str) -> list[str]:
    """The sentences of an article's text, as written.
    ``sentences("Un. Deux\\nTrois")`` → ``["Un.", "Deux", "Trois"]``."""
    return [m.group().strip() for m in _SENTENCE.finditer(text) if m.group().strip()]


@dataclass(frozen=True)
class _Reference:
    """One sentence of another book's quote, with the value that quote gives."""

    stems: frozenset[str]
    value: Value
    denies: bool
    around: frozenset[str]  # a number's quote: the stems around the value


def _window(sentence: str, start: int, end: int, *, after: bool = True) -> frozenset[str]:
    """The stems just before a number and just after it, within its clause (« 30 secondes
    pour agir ; le croupier annonce les 10 dernières secondes »: two clauses, two numbers)."""
    before = _CLAUSE.split(sentence[:start])[-1]
    following = _CLAUSE.split(sentence[end:])[0] if after else ""
    return frozenset(stems(before)[-BEFORE:] + stems(following)[:AFTER])


def _around(sentence: str, q: Quantity, quantities: list[Quantity]) -> frozenset[str]:
    """The window of ``q``; of a sum, the words before it only: those after it tell its last
    part (« 25 secondes plus 5 secondes décomptée à voix haute »: the 5 is the countdown,
    the 30 the time — its « décomptée à voix haute » made the countdown of a new book,
    « les 10 dernières secondes sont annoncées à voix haute », look like the time)."""
    is_sum = any(o.start == q.start and o.end < q.end for o in quantities)
    return _window(sentence, q.start, q.end, after=not is_sum)


def _references(p: Parameter, nlp: Any) -> list[_Reference]:
    refs = []
    for bv in p.values.values():
        if bv is None or bv.value is None:
            continue
        for sentence in sentences(bv.quote):
            around: frozenset[str] = frozenset()
            if p.type == "number":
                found = extract(sentence, nlp)
                spots = [q for q in found if q.unit == p.unit and q.number == bv.value]
                if not spots:
                    continue  # a sentence of the quote that does not state the value
                around = _around(sentence, spots[0], found)
            refs.append(_Reference(frozenset(stems(sentence)), bv.value, polarity(sentence), around))
    return refs


def _in_range(p: Parameter, value: float) -> bool:
    return (p.min is None or value >= p.min) and (p.max is None or value <= p.max)


def _near(around: frozenset[str], refs: list[_Reference], words: Likeness) -> float:
    return max((words.similarity(around, r.around) for r in refs), default=0.0)


@dataclass(frozen=True)
class _Sentence:
    """A sentence of the new book, read once for every parameter: its stems and quantities."""

    article: Article
    text: str
    stems: frozenset[str]
    quantities: list[Quantity]
    # The sentence's parts a semicolon or a colon sets apart, each with its stems and
    # polarity; one part when there is none
    parts: tuple[tuple[frozenset[str], bool], ...] = ()


def clauses(sentence: str) -> list[str]:
    """The parts of ``sentence`` a semicolon or a colon sets apart, each a rule of its own:
    ``clauses("Le bouton passe au suivant ; il ne reste jamais devant une place vide.")``
    → ``["Le bouton passe au suivant", "il ne reste jamais devant une place vide."]``."""
    parts = [c.strip() for c in _PARTS.split(sentence) if c.strip()]
    return parts + [sentence] if len(parts) > 1 else parts


def _read(articles: list[Article], nlp: Any) -> list[_Sentence]:
    return [_Sentence(a, s, frozenset(stems(s)), extract(s, nlp),
                      tuple((frozenset(stems(c)), polarity(c)) for c in clauses(s)))
            for a in articles for s in sentences(a.text)]


def _number_candidates(p: Parameter, sentence: _Sentence, refs: list[_Reference], rivals: list[list[_Reference]],
                       words: Likeness) -> list[tuple[Value, float]]:
    """Each quantity of ``p``'s unit in ``sentence``, scored by the sentence's likeness to
    ``p``'s quotes and the likeness of the words around the number to the words around
    their values — less what a rival parameter of the same unit fits better (« les 5
    dernières secondes » is the countdown's, not the time's)."""
    alike = max((words.similarity(sentence.stems, r.stems) for r in refs), default=0.0)
    found: list[tuple[Value, float]] = []
    for q in sentence.quantities:
        if q.unit != p.unit or not _in_range(p, q.number):
            continue
        around = _around(sentence.text, q, sentence.quantities)
        near = _near(around, refs, words)
        rival = max((_near(around, other, words) for other in rivals), default=0.0)
        score = (alike + near) / 2 - max(0.0, rival - near)
        if score > 0:  # else the number is a rival's far more than this parameter's
            found.append((q.number, score))
    return found


def _choice_candidates(p: Parameter, sentence: _Sentence, refs: list[_Reference], words: Likeness,
                       least: float = MIN_LIKENESS) -> list[tuple[Value, float]]:
    if len(sentence.stems) < MIN_STEMS or sentence.text.startswith("#"):
        return []  # a heading or a scrap says no rule
    # The part most like a quote gives the value, its own denial turns a yes over (« les places
    # sont tirées au sort ; aucun joueur ne choisit sa place » draws the seats)
    alike, best, denies = max(((words.similarity(part, r.stems), r, neg) for part, neg in sentence.parts for r in refs),
                              key=lambda triple: triple[0])
    if alike < least:
        return []
    value = best.value
    if p.type == "bool" and denies != best.denies:
        value = not value
    return [(value, alike)]


def _book_candidates(p: Parameter, read: list[_Sentence], on_topic: set[str], words: Likeness,
                     refs: list[_Reference], rivals: list[list[_Reference]]) -> list[Candidate]:
    if not refs:
        return []
    found: list[Candidate] = []
    for sentence in read:
        bonus = TOPIC_BONUS if sentence.article.id in on_topic else 0.0
        if p.type == "number":
            proposed = _number_candidates(p, sentence, refs, rivals, words)
        else:
            proposed = _choice_candidates(p, sentence, refs, words, MIN_LIKENESS * (ON_TOPIC if bonus else 1))
        for value, score in proposed:
            found.append(Candidate(p.id, p.label, sentence.article.book, sentence.article.id, sentence.text,
                                   value, p.unit, score + bonus, p.format(value)))
    return found


def _proposable(p: Parameter, book: str, *, filled: bool = False) -> bool:
    """A parameter candidates are computed for: a number with a unit, a yes/no or a choice
    that ``book`` has no value for yet (``filled``: whether it has one or not)."""
    if not filled and not p.is_unfilled(book):
        return False
    return p.type in ("bool", "enum") or (p.type == "number" and bool(p.unit))


def candidates(
    params: Iterable[Parameter],
    library: Library,
    book: str,
    topic_articles: Mapping[str, Iterable[str]],
    *,
    per_parameter: int = 3,
    nlp: Any | None = None,
) -> list[Candidate]:
    """The best ``per_parameter`` candidates of each parameter (a number with a unit, a
    yes/no or a choice) that ``book`` has no value for yet, one per value and article;
    ``topic_articles`` maps a topic to its articles (the topic index's links)."""
    read = _read(library.by_book(book), nlp)
    words = Likeness(s for a in library.all_articles() for s in sentences(a.text))
    params = list(params)
    quoted = {p.id: _references(p, nlp) for p in params if p.type == "number" and p.unit}
    out: list[Candidate] = []
    for p in params:
        if not _proposable(p, book):
            continue
        refs = quoted[p.id] if p.id in quoted else _references(p, nlp)
        rivals = [quoted[o.id] for o in params if o.id in quoted and o.id != p.id and o.unit == p.unit]
        found = _book_candidates(p, read, set(topic_articles.get(p.topic, ())), words, refs, rivals)
        found.sort(key=lambda c: -c.score)
        kept: list[Candidate] = []
        for c in found:
            if all((c.value, c.article) != (k.value, k.article) for k in kept):
                kept.append(c)
            if len(kept) == per_parameter:
                break
        out += kept
    return out


def first_candidates(params: Iterable[Parameter], library: Library, book: str,
                     topic_articles: Mapping[str, Iterable[str]], nlp: Any | None = None) -> dict[str, Candidate]:
    """Each parameter's first candidate for ``book`` (:func:`candidates`, one per
    parameter), by parameter id: what ``held_out`` and the measures compare with a value."""
    firsts: dict[str, Candidate] = {}
    for c in candidates(params, library, book, topic_articles, per_parameter=1, nlp=nlp):
        firsts.setdefault(c.parameter, c)
    return firsts


def hidden(params: Iterable[Parameter], book: str) -> list[Parameter]:
    """The parameters as if ``book`` were new: its values hidden, « non encore renseignées »."""
    out = []
    for p in params:
        values = {b: (None if b == book else bv) for b, bv in p.values.items()}
        notes = dict(p.silent_notes, **{book: NEW_BOOK_NOTE})
        out.append(replace(p, values=values, silent_notes=notes))
    return out


@dataclass
class HeldOut:
    """How the first candidates of each parameter compare with a book's real values."""

    book: str
    stated: int = 0  # parameters the book gives a value to (of the proposable kinds)
    proposed: int = 0  # of them, those with a candidate
    right: int = 0  # of them, those whose first candidate is the book's value
    wrong: list[str] = field(default_factory=list)  # « parameter: proposed au lieu de real »


def held_out(params: list[Parameter], library: Library, book: str,
             topic_articles: Mapping[str, Iterable[str]], nlp: Any | None = None) -> HeldOut:
    """``book``'s values hidden, the candidates computed from the other books' quotes, and
    each parameter's first candidate compared with the hidden value."""
    result = HeldOut(book)
    truth = {p.id: value for p in params if (value := p.value_of(book)) is not None}
    firsts = first_candidates(hidden(params, book), library, book, topic_articles, nlp)
    for p in params:
        if p.id not in truth or not _proposable(p, book, filled=True):
            continue
        result.stated += 1
        first = firsts.get(p.id)
        if first is None:
            continue
        result.proposed += 1
        if first.value == truth[p.id]:
            result.right += 1
        else:
            result.wrong.append(f"{p.id}: {first.shown} au lieu de {p.format(truth[p.id])}")
    return result
