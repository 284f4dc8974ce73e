"""The jargon glossary (``kb/data/glossary.toml``) and the query expansion built on it.

An entry has a French ``term``, French ``variants``, the ``english`` jargon and a short French
``definition``. Every form is analyzed with the search analyzer (so "relancé", "relancer" and
"relance" are the same form, "all-in" and "all in" too); a query containing a form (as a run
of consecutive analyzed terms) is expanded with the entry's other forms. Longer forms win:
"mise insuffisante" does not also expand "mise".

A negation turns a form around: the word that follows « sans » in a form (« sans annonce »,
« miser sans voir ») matches a query word that follows a negation too — « sans », « ne … »,
« pas », « aucun », « rien » (the file's ``negations``, see ``negated_positions``) — so « il
n'a pas annoncé » is « sans annonce » and « on lui a annoncé un montant » is not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, RuleContext, items, read_checked
from kb.search.analysis import fold, sequence_terms, spelling, words

GLOSSARY_PATH = Path(__file__).resolve().parent.parent / "data" / "glossary.toml"
ELISION = re.compile(r"^(\w+)['’]")  # « n'a », « n’annonce »: an elided word (« n' » = « ne »)


@dataclass(frozen=True)
class GlossaryEntry:
    """One glossary entry, as written in the TOML file."""

    id: str
    term: str
    variants: tuple[str, ...] = ()
    english: tuple[str, ...] = ()
    definition: str = ""
    opposite_same_articles: bool = False  # its negated forms match without the negation too
    not_forms: tuple[str, ...] = ()  # expressions of the query that cancel a match over their words

    @property
    def forms(self) -> tuple[str, ...]:
        """Every way of saying it: term, French variants, English jargon (in that order)."""
        return tuple(dict.fromkeys((self.term, *self.variants, *self.english)))


@dataclass(frozen=True)
class Form:
    """A surface form of an entry and its analyzed terms."""

    entry: GlossaryEntry
    text: str
    terms: tuple[str, ...]
    negated: frozenset[int] = frozenset()  # the terms that follow a negation (indexes in ``terms``)


@dataclass
class GlossaryMatch:
    """An entry found in a query: where (token span) and by which form."""

    entry: GlossaryEntry
    start: int
    end: int  # exclusive
    form: Form
    others: list[Form] = field(default_factory=list)
    positions: tuple[int, ...] = ()  # the query terms matched (start..end may skip one)
    negated: bool = False  # a negated form met with its negation (« sans rien dire », « n'a rien dit »)


class Glossary:
    """The glossary entries and an index of their analyzed forms."""

    def __init__(self, entries: list[GlossaryEntry], negations: frozenset[str] = frozenset()):
        self.entries = entries
        self.negations = negations  # the words that turn the next one around (lower case, no accents)
        self.by_id = {e.id: e for e in entries}
        self.forms: dict[str, list[Form]] = {}
        self.not_forms = {e.id: [t for t in map(_not_form_terms, e.not_forms) if t] for e in entries}
        self._first: dict[str, list[Form]] = {}  # first analyzed term → forms starting with it
        for e in entries:
            forms = []
            for text in e.forms:
                terms = _form_terms(text)
                if terms:
                    forms.append(Form(e, text, terms, negated_positions(_spelled(text), negations)))
            self.forms[e.id] = forms
            for f in forms:
                self._first.setdefault(f.terms[0], []).append(f)
        for lst in self._first.values():
            lst.sort(key=lambda f: -len(f.terms))

    def __len__(self) -> int:
        return len(self.entries)

    def find(
        self, terms: list[str], alts: list[frozenset[str]] | None = None, negated: frozenset[int] | None = None
    ) -> list[GlossaryMatch]:
        """Entries whose forms occur in ``terms`` (analyzed query terms; ``alts``: other
        terms each position stands for, its lemma's), longest first, without overlaps. Each
        match lists the entry's other forms (not already in the query). ``negated``: the
        positions of ``terms`` that follow a negation in the query (``negated_positions``); when
        given, a form's term that follows a negation only matches one of them."""

        def at(i: int, want: str) -> bool:
            return _term_at(terms, alts, i, want)

        # a form matches consecutive query terms, or with one extra word between two of its
        # terms ("montrer ses cartes en premier" ≈ "montrer en premier")
        candidates: list[tuple[tuple[int, ...], Form]] = []
        for i, t in enumerate(terms):
            firsts = {t} if alts is None else {t, *alts[i]}
            for f in (f for first in firsts for f in self._first.get(first, ())):
                pos = [i]
                for want in f.terms[1:]:
                    nxt = pos[-1] + 1
                    if at(nxt, want):
                        pos.append(nxt)
                    elif at(nxt + 1, want):
                        pos.append(nxt + 1)
                    else:
                        break
                if len(pos) == len(f.terms) and (negated is None or _turned(f, pos, negated)):
                    candidates.append((tuple(pos), f))
        # the entry id and the form break the ties: the order of the candidates found does not
        # depend on a set's iteration (it changed with the process's hash seed, and with it which
        # entry kept shared words: a query's results differed from one process to the next)
        candidates.sort(key=lambda c: (-len(c[0]), c[0][-1] - c[0][0], c[0][0], c[1].entry.id, c[1].terms))
        taken: set[int] = set()
        spans: set[tuple[int, ...]] = set()
        matches: dict[str, GlossaryMatch] = {}
        for positions, f in candidates:
            if f.entry.id in matches:
                continue
            # a form inside a longer match is dropped, but the very same words may name
            # several entries, and two forms may share a word ("sauter sa grosse blinde":
            # « sauter … blinde » and « grosse blinde »)
            if positions not in spans and any(set(positions) <= set(span) for span in spans):
                continue
            taken.update(positions)
            spans.add(positions)
            start, end = positions[0], positions[-1] + 1
            query_terms = set(terms)
            others = [
                o
                for o in self.forms[f.entry.id]
                if o.terms != f.terms and not (len(o.terms) == 1 and o.terms[0] in query_terms)
            ]
            # one form per distinct analyzed form
            uniq: dict[tuple[str, ...], Form] = {}
            for o in others:
                uniq.setdefault(o.terms, o)
            said_negated = bool(f.negated) and negated is not None and _negated_at(f, positions, negated)
            matches[f.entry.id] = GlossaryMatch(f.entry, start, end, f, list(uniq.values()), positions, said_negated)
        return sorted(matches.values(), key=lambda m: (m.start, m.entry.id))


    def meant(self, match: GlossaryMatch, terms: list[str], typed: list[str], alts: list[frozenset[str]] | None = None) -> bool:
        """Whether ``match`` (found in ``terms``, the query's analyzed terms; ``typed``: the
        word each term comes from; ``alts``: see ``find``) means its entry: no expression of
        the entry's ``not_forms`` occurs over one of its words — « passer ses jetons » is not
        folding, « la main suivante » (the stem of « suivre ») not calling."""

        def at(i: int, want: str) -> bool:
            return _term_at(terms, alts, i, want, typed)

        for nf in self.not_forms.get(match.entry.id, ()):
            for i in range(len(terms) - len(nf) + 1):
                if all(at(i + k, t) for k, t in enumerate(nf)) and set(range(i, i + len(nf))) & set(match.positions):
                    return False
        return True


def _term_at(terms: list[str], alts: list[frozenset[str]] | None, i: int, want: str,
             typed: list[str] | None = None) -> bool:
    """Whether the query's term at ``i`` is ``want``, or stands for it (``alts``); with
    ``typed`` (the words as typed), ``want`` may be a spelling marked ``=`` (``spelling``)."""
    if i >= len(terms):
        return False
    if typed is not None and want[0] == "=":
        return spelling(typed[i]) == want
    return terms[i] == want or (alts is not None and want in alts[i])


def _not_form_terms(text: str) -> tuple[str, ...]:
    """The terms of a ``not_forms`` expression: a word marked ``=`` as spelled, the others
    analyzed: ``"=suivante"`` → ``("=suivante",)``, ``"passer ses jetons"`` → ``("pass", "jeton")``."""
    out: list[str] = []
    for word, start, _ in words(text):
        if start > 0 and text[start - 1] == "=":
            out.append(spelling(word))
        else:
            out.extend(sequence_terms(word.lower()))
    return tuple(out)


def _form_terms(text: str) -> tuple[str, ...]:
    """Analyzed terms of a form, without the joined form of hyphenated words (``all-in`` →
    ``all in``): the query side matches word runs, and the joined form is searched apart."""
    out: list[str] = []
    for word, _, _ in words(text):
        out.extend(sequence_terms(word))
    return tuple(out)


def _turned(form: Form, positions: list[int], negated: frozenset[int]) -> bool:
    """Whether a form met at ``positions`` of a query is negated as the query is: each
    term that follows a negation in the form follows one in the query — unless the entry's
    articles tell its opposite too (``opposite_same_articles``: « sans limite » and the
    limits, « sans annonce » and the verbal declaration are ruled in the same articles)."""
    return form.entry.opposite_same_articles or _negated_at(form, positions, negated)


def _negated_at(form: Form, positions: list[int] | tuple[int, ...], negated: frozenset[int]) -> bool:
    """Whether each term of ``form`` that follows a negation falls on a negated query position."""
    return all(positions[k] in negated for k in form.negated)


def _spelled(text: str) -> list[tuple[str, int]]:
    """A form's words with the number of terms each stands for, as the query's
    (``kb.search.understanding.spelled_run``): ``"sans annonce"`` → ``[("sans", 0), ("annonce", 1)]``."""
    return [(word, len(sequence_terms(word))) for word, _, _ in words(text)]


def negated_positions(spelled: list[tuple[str, int]], negations: frozenset[str]) -> frozenset[int]:
    """The positions of a term sequence that a negation turns around, from its words with
    the number of terms each stands for (a query's: ``kb.search.understanding.spelled_run``):
    the first term after a word of ``negations`` (small words between allowed) and the word
    that an elided « n' » opens. A negation word is itself not turned around, it passes on:
    « n'a pas regardé » turns « regardé » around, « sans rien dire » turns « dire ».

    >>> neg = frozenset({"sans", "ne", "n'", "pas", "rien"})
    >>> sorted(negated_positions([("mise", 1), ("sans", 0), ("l'annoncer", 1)], neg))
    [1]
    >>> sorted(negated_positions([("il", 0), ("n'annonce", 1), ("rien", 1)], neg))
    [0]
    """
    out: set[int] = set()
    after, k = False, 0
    for word, n in spelled:
        w = fold(word.lower())
        elided = ELISION.match(w)
        opens = elided is not None and elided.group(1) + "'" in negations
        if w in negations or (n == 0 and opens):
            after = True
        elif n:
            if after or opens:
                out.add(k)
            after = False
        k += n
    return frozenset(out)


def unsearchable_terms(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the glossary file (run by ``kb.datafiles.check``): a term has at least one
    searchable word ("le la" has none: stop words only)."""
    return [
        Problem(str(place.key("term")), f"{entry['term']!r} n'a aucun mot cherchable (que des mots vides)")
        for place, entry in items("glossary", "entry", data)
        if isinstance(entry.get("term"), str) and entry["term"].strip() and not _form_terms(entry["term"])
    ]


def _glossary(data: dict[str, Any]) -> Glossary:
    """The glossary of a checked file."""
    return Glossary(
        [
            GlossaryEntry(
                id=item["id"].strip(),
                term=item["term"].strip(),
                variants=tuple(v.strip() for v in item.get("variants", [])),
                english=tuple(v.strip() for v in item.get("english", [])),
                definition=item["definition"].strip(),
                opposite_same_articles=item.get("opposite_same_articles", False),
                not_forms=tuple(v.strip() for v in item.get("not_forms", [])),
            )
            for item in data["entry"]
        ],
        frozenset(fold(w.strip().lower()).replace("’", "'") for w in data.get("negations", [])),
    )


@lru_cache(maxsize=4)
def load_glossary(path: Path = GLOSSARY_PATH) -> Glossary:
    """The glossary of ``kb/data/glossary.toml`` (read once per process), checked
    (``kb.datafiles``, kind ``glossary``): a DataError lists every problem with its entry."""
    return _glossary(read_checked("glossary", path, rules=[unsearchable_terms]))
