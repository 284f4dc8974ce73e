"""The engine's answers phrased as a director says them, each decision with its article:
« Relance minimum : 1 200 au total — TDA 43 ».

One presentation for ``kb rule`` (text output) and the app's simulator: a ``BookRuling``
becomes a list of ``Sentence`` (the words, and the article that decides them, if any);
the caller turns the article id into its label (``cite``: ``"tda:43"`` → ``"TDA 43"``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kb.engine.director import BookRuling
from kb.model import Library
from kb.quotes import in_previous_edition, previous_edition_note

NNBSP = "\u202f"  # French thousands separator (narrow no-break space)


def amount_fr(n: object) -> str:
    """``1200`` → ``"1 200"`` (narrow no-break space); anything else as text.

    >>> amount_fr(10000) == "10\u202f000"
    True
    """
    return f"{n:,}".replace(",", NNBSP) if isinstance(n, int) and not isinstance(n, bool) else str(n)


_NUMBER = re.compile(r"(?<![\w.:])\d{4,}(?![\w:])")


def numbers_fr(text: str) -> str:
    """The amounts of an engine message grouped by thousands; article ids left alone.

    >>> numbers_fr("relance à 1200 [tda:43]") == "relance à 1" + NNBSP + "200 [tda:43]"
    True
    """
    return _NUMBER.sub(lambda m: amount_fr(int(m.group(0))), text)


def article_citation(library: Library, article_id: str) -> str:
    """How a director cites an article: ``"TDA 43"``, ``"ROPTA 9.6"``, or the book and the
    title of an unnumbered section (``"Casino d'Aix, « Les enchères »"``); an article only an
    older edition holds says so (``"ROPTA 9.6 de l'édition précédente (2025-02), absent de
    l'édition en vigueur (édition 2026-01)"``); the id if unknown."""
    a = library.articles.get(article_id)
    older = in_previous_edition(library, article_id) if a is None else None
    a = a or older
    if a is None:
        return article_id
    book = library.books.get(a.book)
    short = book.meta.short if book else a.book
    said = f"{short} {a.number}" if a.numbered else f"{short}, « {a.title or a.number} »"
    return f"{said} {previous_edition_note(library, a)}" if older else said


@dataclass(frozen=True)
class Sentence:
    """One line of an answer; ``article`` is the id of the article that decides it."""

    text: str
    article: str | None = None

    def render(self, cite: Callable[[str], str]) -> str:
        return f"{self.text} — {cite(self.article)}" if self.article else self.text


def _legal(r: BookRuling) -> list[Sentence]:
    d = r.details
    betting = d.get("can_check") and d.get("street") not in (None, "pré-flop")
    raise_word = "mise" if betting else "relance"
    options = ["se coucher"]
    options.append("checker" if d.get("can_check") else f"suivre {amount_fr(d.get('call_to'))}")
    if d.get("can_raise"):
        options.append("miser" if betting else "relancer")
    out = [Sentence("Options : " + ", ".join(options))]
    if "out_of_turn" in d:
        out.append(Sentence(numbers_fr(r.summary[:1].upper() + r.summary[1:]), r.article))
    if d.get("can_check"):
        out.append(Sentence("À suivre : rien (check possible)"))
    else:
        out.append(Sentence(f"À suivre : {amount_fr(d.get('call_to'))} au total ({amount_fr(d.get('to_call'))} de plus)"))
    decides = None if "out_of_turn" in d else r.article
    if d.get("can_raise"):
        out.append(Sentence(f"{raise_word.capitalize()} minimum : {amount_fr(d.get('min_raise_to'))} au total", decides))
        all_in = " (tapis)" if d.get("max_raise_to") == d.get("all_in_to") else ""  # else the pot-limit or limit cap
        out.append(Sentence(f"{raise_word.capitalize()} maximum : {amount_fr(d.get('max_raise_to'))} au total{all_in}"))
    elif d.get("reopen_blocked"):
        out.append(Sentence("Relance impossible : les enchères ne lui sont pas rouvertes "
                            "(tapis inférieur à une relance complète)", decides))
    else:
        out.append(Sentence("Relance impossible : son tapis ne couvre pas plus que le call", decides))
    return out


def _decision(r: BookRuling) -> list[Sentence]:
    head = numbers_fr(r.summary).replace(" — ", ", ")  # the one dash left introduces the article
    out = [Sentence(("Pots : " if r.kind == "pots" else "Décision : ") + head, r.article)]
    out += [Sentence(numbers_fr(o[:1].upper() + o[1:])) for o in r.options]
    return out


def sentences(r: BookRuling) -> list[Sentence]:
    """A book's answer as sentences, the deciding one carrying its article.

    >>> r = BookRuling("tda", "TDA", "legal", "", article="tda:43", details={"can_check": False,
    ...     "call_to": 800, "to_call": 800, "can_raise": True, "min_raise_to": 1200, "max_raise_to": 10000})
    >>> [s.render(lambda a: a.upper()) for s in sentences(r)][2].replace(NNBSP, " ")
    'Relance minimum : 1 200 au total — TDA:43'
    """
    if r.kind == "error":
        return [Sentence("Impossible : " + numbers_fr(r.error or r.summary))]
    out = _legal(r) if r.kind == "legal" else _decision(r)
    if r.reason:
        out.append(Sentence("Pourquoi : " + numbers_fr(r.reason)))
    if r.article is None:
        out.append(Sentence("Le livre ne tranche pas : règle commune aux autres règlements"))
    return out


def quote(r: BookRuling) -> str | None:
    """The sentence of the deciding article that decides, when the engine gives it."""
    return r.quote or None


def phrase(r: BookRuling, cite: Callable[[str], str]) -> list[str]:
    """The answer as text lines: the sentences, then the deciding quote in « ».

    >>> phrase(BookRuling("x", "X", "error", "", error="ligne 3 : trop court"), str)
    ['Impossible : ligne 3 : trop court']
    """
    lines = [s.render(cite) for s in sentences(r)]
    q = quote(r)
    if q:
        lines.append(f"« {q} »")
    return lines
