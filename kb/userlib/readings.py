"""A new edition of a known book, read two ways: with the layout that gave the older
edition (its profile), then with the layout detected from the new text. The reading whose
articles line up best with the older edition's wins — the one that finds again most of
its articles, by number and wording (a rule the new edition deleted, inserted or reworded
costs both readings the same) — and the import report says which, and why, in French.

>>> choice = choose(older, [Reading("profil", "…", p1, b1), Reading("détection", "…", p2, b2)], wordings)  # doctest: +SKIP
>>> choice.winner.label, choice.said()                                                          # doctest: +SKIP
('profil', "lecture avec la mise en page de l'édition 2019 : 95 des 97 articles retrouvés …")
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.corpus import book_profile
from kb.corpus.profile import Profile, load_profile
from kb.corpus.source import Source, read_source
from kb.editions import Wordings, match_articles, normal
from kb.errors import CorpusError
from kb.model import Book, BookMeta


@dataclass(frozen=True)
class Reading:
    """One way of reading the new edition: a label and explanation in French, the profile
    it applies, the book it gives."""

    label: str  # « mise en page de l'édition 2019 v1.0 », « mise en page détectée »
    explanation: str
    profile: Profile
    book: Book


@dataclass(frozen=True)
class Alignment:
    """How a reading lines up with the older edition: its articles found again (``found``,
    ``same_number`` of them under the same number, ``verbatim`` of them word for word)
    out of ``older`` articles, and the reading's own count."""

    reading: Reading
    older: int
    found: int
    same_number: int
    verbatim: int

    @property
    def key(self) -> tuple[int, int, int, int]:
        """What ranks the readings: articles found again under their number, then word for
        word, then at all; then the fewest articles of the new edition left unmatched."""
        unmatched = len(self.reading.book.articles) - self.found
        return (self.same_number, self.verbatim, self.found, -unmatched)

    def said(self) -> str:
        return (f"{self.found} des {self.older} articles retrouvés, dont {self.same_number} sous leur numéro et "
                f"{self.verbatim} au mot près, sur {len(self.reading.book.articles)} lus")

    def to_dict(self) -> dict[str, Any]:
        return {"reading": self.reading.label, "articles": len(self.reading.book.articles), "older": self.older,
                "found": self.found, "same_number": self.same_number, "verbatim": self.verbatim}


@dataclass(frozen=True)
class Choice:
    """The readings of a new edition, ranked: the first one wins."""

    older: BookMeta  # the edition the readings were lined up with
    ranked: tuple[Alignment, ...]

    @property
    def winner(self) -> Reading:
        return self.ranked[0].reading

    def said(self) -> str:
        """Which reading won and why, in French (the import report's « Mise en page » line)."""
        best, *others = self.ranked
        why = "; ".join(f"{a.reading.label} : {a.said()}" for a in others)
        return (f"{best.reading.label}, retenue parce qu'elle s'aligne le mieux sur l'édition {self.older.version} "
                f"({best.said()})" + (f" ; {why}" if why else "") + f". {best.reading.explanation}")

    def to_dict(self) -> dict[str, Any]:
        return {"older": self.older.version, "winner": self.winner.label, "readings": [a.to_dict() for a in self.ranked]}


def align(older: Book, reading: Reading, wordings: Wordings) -> Alignment:
    """How ``reading`` lines up with the ``older`` edition (see :class:`Alignment`)."""
    pairs = match_articles(older.articles, reading.book.articles, wordings.matching)
    same_number = sum(a.number == b.number for a, b in pairs)
    verbatim = sum(a.number == b.number and normal(wordings.current(a)) == normal(wordings.current(b)) for a, b in pairs)
    return Alignment(reading, len(older.articles), len(pairs), same_number, verbatim)


def choose(older: Book, readings: list[Reading], wordings: Wordings) -> Choice:
    """The readings ranked by how well they line up with ``older``; on a tie the first one
    given (the older edition's layout) wins."""
    aligned = [align(older, r, wordings) for r in readings]
    ranked = sorted(aligned, key=lambda a: a.key, reverse=True)  # stable: a tie keeps the given order
    return Choice(older.meta, tuple(ranked))


def older_layout(meta: BookMeta, corpus: Path) -> tuple[Profile, Source] | None:
    """The profile that gave the edition ``meta`` (an imported edition's own profile file,
    a built-in book's ``corpus/profiles/<book>.toml``) and its source; None when it has
    none, or it cannot be read (the new edition is then read by detection alone)."""
    try:
        source = read_source(corpus / meta.file)
        profile = book_profile(meta, source)
        own = corpus / "profiles" / f"{meta.edition_of or meta.id}.toml"  # a built-in book's
        if profile is None and not Path(meta.file).is_absolute() and own.is_file():
            profile = load_profile(own)
    except CorpusError:
        return None
    return None if profile is None else (profile, source)


def older_label(meta: BookMeta, profile: Profile) -> str:
    """The reading with the older edition's layout, as the report names it."""
    named = f" (profil « {profile.name} »)" if profile.name else ""
    return f"mise en page de l'édition {meta.version}{named}"
