"""Words of one family the stemmer leaves apart: a query word also matches the books' terms
that its stem begins, or that begin with its stem, up to three letters longer or shorter.

French Snowball cuts a noun's « -ion » where it keeps the verb's: « démissionner » →
``demission`` but « démission » → ``demiss``, « exclu » → ``exclu`` but « exclusion » →
``exclus``; an English word of an imported rulebook keeps its suffix (« remind »,
« reminders » → ``reminder``). Such a pair differs by a few letters at the end of the
longer stem, which no typo correction reaches (a French word is kept as typed) and no
lemma joins (a verb and its noun have two lemmas). Only a word that no book writes is
searched so (measured: a word the books write, also searched as its family, lowers the
search's relevance sets), its family's terms weighted like a glossary synonym.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from kb.search.analysis import sequence_terms
from kb.search.scoring import Alt, Clause

MIN_STEM = 5  # the shorter stem of a pair has at least this many letters
MAX_EXTRA = 3  # the longer stem has at most this many letters more
DERIVED_BOOST = 0.6


class Derivations:
    """The terms of an index by their shorter prefixes, built on first use."""

    def __init__(self, terms: Mapping[str, int]):
        self.terms = terms
        self._longer: dict[str, list[str]] | None = None

    def _index(self) -> dict[str, list[str]]:
        if self._longer is None:
            longer: dict[str, list[str]] = {}
            for t in self.terms:
                if t.isalpha():
                    for k in range(1, MAX_EXTRA + 1):
                        if len(t) - k >= MIN_STEM:
                            longer.setdefault(t[:-k], []).append(t)
            self._longer = longer
        return self._longer

    def related(self, term: str) -> list[str]:
        """The index's terms of ``term``'s family: ``"demission"`` → ``["demiss"]``.

        >>> d = Derivations({"demiss": 3, "exclus": 2, "exclu": 1, "jeton": 9})
        >>> d.related("demission"), d.related("exclu"), d.related("jeton")
        (['demiss'], ['exclus'], [])
        """
        if len(term) < MIN_STEM or not term.isalpha():
            return []
        shorter = [term[:-k] for k in range(1, MAX_EXTRA + 1) if len(term) - k >= MIN_STEM and term[:-k] in self.terms]
        return sorted(set(shorter) | set(self._index().get(term, ())))


def derived_clauses(words: Iterable[str], derivations: Derivations, taken: set[str]) -> list[Clause]:
    """For each distinct one-term word that no book writes, a clause of its family's terms
    (none already searched: ``taken``), weighted ``DERIVED_BOOST``."""
    out = []
    for w in dict.fromkeys(words):
        seq = sequence_terms(w.lower())
        if len(seq) != 1 or seq[0] in derivations.terms:
            continue  # a word the books write as typed is searched as typed
        related = [t for t in derivations.related(seq[0]) if t not in taken]
        if related:
            out.append(Clause([Alt((t,)) for t in related], DERIVED_BOOST, kind="derived", covers=frozenset([w])))
    return out
