"""Understanding a floor question: its frame removed, its situation recognised.

``kb/data/questions.toml`` holds, as data:

- the **frames**, ways of asking that say nothing of the subject (« que se passe-t-il si »,
  « est-ce que », « est-il permis de »): removed from the words searched;
- the **groups** of players' words: actors (joueur, croupier, floor, spectateur…), acts
  (pousser, jeter, montrer, annoncer, oublier…), objects (jetons, cartes, mise, time…) and
  circumstances (en retard, trop tôt, par terre…);
- the **situations**: a combination of groups (« croupier » + « brûler ») and the books'
  words that name it (« carte brûlée », « erreurs du croupier »), searched too;
- the **incidental** words (numbers in letters, modal verbs): in a question of several words, they weigh
  as little as a word found in most articles (kb.search.query's GENERIC_BOOST).

Why not spaCy's parse of the query: loading the French pipeline costs 1–4 s per process and
a `kb search` answers in milliseconds. The words of a group are analyzed like the index
(accents folded, French stemming: « pousse », « poussé », « poussent » are one word), a
query word also matches the forms of its lemma (« met » → « mettre », « dit » → « dire »,
``find_form``'s ``alts``, from the build-time lexicon kb.search.lexicon; an inflected noun
stays a noun: « jetons » is not « nous jetons »), and a situation is a co-occurrence of
groups, in any order — what a dependency parse would give for these short descriptions, at
the cost of a dictionary look-up. A form that only its small words tell apart (« en même
temps », « si tu mises ») or with a word written ``=pote`` is matched word for word on the
query's words, stop words included (``literal_terms``, ``spelled_run``), and the words it
matches are not read alone by another group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, RuleContext, items, read_checked
from kb.search.analysis import sequence_terms, spelling, words
from kb.text import fold

QUESTIONS_PATH = Path(__file__).resolve().parent.parent / "data" / "questions.toml"
FormIndex = dict[str, list[tuple[str, tuple[str, ...]]]]  # first term → (group id, form's terms)


@dataclass(frozen=True)
class Group:
    """Players' words for one actor, act, object or circumstance, analyzed."""

    id: str
    kind: str
    forms: tuple[tuple[str, ...], ...]  # the analyzed terms of each word or expression
    claims: bool = True  # its literal forms keep their words from other groups (``Questions.groups_in``)


@dataclass(frozen=True)
class Situation:
    """A combination of groups and the books' words that name it."""

    id: str
    label: str
    when: tuple[str, ...]  # group ids
    means: tuple[str, ...]  # the books' words


@dataclass(frozen=True)
class SituationMatch:
    """A situation found in a query, with the query terms that matched it."""

    situation: Situation
    positions: tuple[int, ...]


def form_terms(text: str) -> tuple[str, ...]:
    """The analyzed terms of a word or expression (stop words dropped): ``"gros jeton"`` →
    ``("gros", "jeton")``."""
    return tuple(t for w, _, _ in words(text) for t in sequence_terms(w.lower()))


def literal_terms(text: str) -> tuple[str, ...] | None:
    """The terms of a group form matched word for word, or None for a form matched by its
    analyzed terms (``form_terms``). A form is literal when a word is marked exact (``=pote``:
    « pote », not « pot » nor « potes ») or when its small words are all that tells it apart:
    several words of which one only is searchable (« en même temps » is not « temps »).
    A small or exact word is its spelling, the others their analyzed terms.

    >>> literal_terms("en même temps")
    ('=en', '=meme', 'temp')
    >>> literal_terms("=pote"), literal_terms("gros jeton")
    (('=pote',), None)
    """
    spans = words(text)
    exact = [start > 0 and text[start - 1] == "=" for _, start, _ in spans]
    if not any(exact) and (len(spans) < 2 or len(form_terms(text)) != 1):
        return None
    out: list[str] = []
    for (w, _, _), mark in zip(spans, exact, strict=True):
        terms = sequence_terms(w.lower())
        out.extend((spelling(w),) if mark or not terms else terms)
    return tuple(out)


def spelled_run(typed: list[str], searched: list[str]) -> list[tuple[str, int]]:
    """Each word of a query as typed, stop words included, with the number of terms of the
    query's term sequence it stands for. ``searched`` holds the word searched for each typed
    word that is not a stop word, in order (its lemma or its correction, see
    ``kb.search.query``): ``(["si", "tu", "mises"], ["mises"])`` →
    ``[("si", 0), ("tu", 0), ("mises", 1)]``."""
    out: list[tuple[str, int]] = []
    rest = iter(searched)
    for w in typed:
        if not sequence_terms(w.lower()):
            out.append((w, 0))
        else:
            out.append((w, len(sequence_terms(next(rest, w).lower()))))
    return out


def find_form(
    seq: list[str], terms: tuple[str, ...], alts: list[frozenset[str]] | None = None, *, gap: bool = True
) -> tuple[int, ...] | None:
    """Where ``terms`` occur in ``seq``, in order, each next one right after the previous
    or (``gap``) one word further; None when they do not. ``alts`` (optional) gives, for each
    position of ``seq``, other terms that the query word stands for too (its lemma's: the
    books' « mettre » for a typed « met »).

    >>> find_form(["saut", "gross", "blind"], ("saut", "blind"))
    (0, 2)
    >>> find_form(["il", "met"], ("mettr",), [frozenset(), frozenset({"mettr"})])
    (1,)
    """

    def at(i: int, want: str) -> bool:
        return i < len(seq) and (seq[i] == want or (alts is not None and want in alts[i]))

    for start in range(len(seq)):
        if not at(start, terms[0]):
            continue
        pos = [start]
        for want in terms[1:]:
            nxt = pos[-1] + 1
            if at(nxt, want):
                pos.append(nxt)
            elif gap and at(nxt + 1, want):
                pos.append(nxt + 1)
            else:
                break
        if len(pos) == len(terms):
            return tuple(pos)
    return None


def _frame_pattern(forms: list[str]) -> re.Pattern[str]:
    """One pattern for every frame, over the accent-folded lower-case text; the words of a
    form may be joined by spaces, apostrophes or hyphens."""
    alts = []
    for form in sorted(forms, key=len, reverse=True):
        parts = [re.escape(p) for p in re.split(r"[\s'’-]+", fold(form.lower())) if p]
        if parts:
            alts.append(r"[\s'’-]*".join(parts) + r"(?!\w)")
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + ")")


def _same_length_fold(text: str) -> str:
    """Accent-folded lower-case text of the same length as ``text`` (one character for
    one), so that spans found in it are spans of ``text``."""
    return "".join((fold(c) or c)[0] for c in text.lower())


class Questions:
    """The question data, compiled."""

    def __init__(self, frames: list[str], groups: list[Group], situations: list[Situation], incidental: frozenset[str] = frozenset()):
        self.frames = _frame_pattern(frames) if frames else None
        self.incidental = incidental  # the analyzed terms of the [incidental] words: weigh as generic words
        self.groups = {g.id: g for g in groups}
        self.situations = situations
        # first term of a form → (group, form): a query only tries the forms it may contain;
        # the literal forms (a term "=…", see ``literal_terms``) apart, tried on the spelled run
        self._by_first: FormIndex = {}
        self._literal_by_first: FormIndex = {}
        for g in groups:
            for terms in g.forms:
                index = self._literal_by_first if any(t[0] == "=" for t in terms) else self._by_first
                index.setdefault(terms[0], []).append((g.id, terms))

    def strip_frames(self, text: str) -> str:
        """``text`` without its question frames: ``"est-ce que le joueur peut relancer"``
        → ``" le joueur peut relancer"`` (the rest unchanged)."""
        if self.frames is None:
            return text
        folded = _same_length_fold(text)
        out, last = [], 0
        for m in self.frames.finditer(folded):
            out.append(text[last : m.start()])
            out.append(" ")
            last = m.end()
        out.append(text[last:])
        return "".join(out)

    def groups_in(
        self, seq: list[str], alts: list[frozenset[str]] | None = None, spelled: list[tuple[str, int]] | None = None
    ) -> dict[str, tuple[int, ...]]:
        """The groups found in ``seq`` (analyzed query terms; ``alts``: other terms of each
        position, see ``find_form``), each with the query terms of its first form found (in
        the file's order of forms).

        The literal forms are looked for first, in ``spelled``, the query's words with their
        stop words (see ``spelled_run``; without it, not at all), and the words they match
        are theirs: « en même temps » is not the clock's « temps », « =pote » not « pot »."""
        found: dict[str, tuple[int, tuple[int, ...]]] = {}
        literal, claimed, owned = self._literal(seq, alts, spelled)
        for gid, terms, mapped in literal:
            self._keep(found, gid, terms, mapped)
        for gid, terms, at in self._matches(self._by_first, seq, alts):
            if not owned.intersection(at) and not (len(at) == 1 and at[0] in claimed):
                self._keep(found, gid, terms, at)
        return {gid: at for gid, (_, at) in found.items()}

    def _literal(
        self, seq: list[str], alts: list[frozenset[str]] | None, spelled: list[tuple[str, int]] | None
    ) -> tuple[list[tuple[str, tuple[str, ...], tuple[int, ...]]], set[int], set[int]]:
        """The literal forms found in ``spelled`` (group id, terms, positions in ``seq``), the
        positions they claim (not read alone by another group) and those they own (exact
        words, read by no other form)."""
        found: list[tuple[str, tuple[str, ...], tuple[int, ...]]] = []
        claimed: set[int] = set()
        owned: set[int] = set()
        if spelled is None or not self._literal_by_first:
            return found, claimed, owned
        run, run_alts, back = _spelled_positions(seq, alts, spelled)
        for gid, terms, at in self._matches(self._literal_by_first, run, run_alts, gap=False):
            mapped = tuple(j for j in (back[i] for i in at) if j is not None)
            if self.groups[gid].claims:
                claimed.update(mapped)
            owned.update(j for i, t in zip(at, terms, strict=True) if t[0] == "=" and (j := back[i]) is not None)
            found.append((gid, terms, mapped))
        return found, claimed, owned

    def claimed(self, seq: list[str], alts: list[frozenset[str]] | None, spelled: list[tuple[str, int]]) -> set[int]:
        """The positions of ``seq`` a literal form reads (« temps » in « en même temps »):
        a glossary entry does not read them alone either (kb.search.query)."""
        return self._literal(seq, alts, spelled)[1]

    def _keep(self, found: dict[str, tuple[int, tuple[int, ...]]], gid: str, terms: tuple[str, ...], at: tuple[int, ...]) -> None:
        """Keep the match of a form if it is its group's first form found in the file's order."""
        rank = self.groups[gid].forms.index(terms)
        if gid not in found or rank < found[gid][0]:
            found[gid] = (rank, at)

    def _matches(
        self, by_first: FormIndex, seq: list[str], alts: list[frozenset[str]] | None, *, gap: bool = True
    ) -> list[tuple[str, tuple[str, ...], tuple[int, ...]]]:
        """Every form of ``by_first`` found in ``seq`` (``gap``: see ``find_form``): (group
        id, the form's terms, positions)."""
        out = []
        for term in set(seq) if alts is None else set(seq).union(*alts):
            for gid, terms in by_first.get(term, ()):
                at = find_form(seq, terms, alts, gap=gap)
                if at is not None:
                    out.append((gid, terms, at))
        return out

    def situations_in(
        self, seq: list[str], alts: list[frozenset[str]] | None = None, spelled: list[tuple[str, int]] | None = None
    ) -> list[SituationMatch]:
        """The situations whose every group is in ``seq`` (analyzed query terms; ``alts`` and
        ``spelled``: see ``groups_in``)."""
        found = self.groups_in(seq, alts, spelled)
        return [
            SituationMatch(s, tuple(sorted({i for gid in s.when for i in found[gid]})))
            for s in self.situations
            if all(gid in found for gid in s.when)
        ]


def _spelled_positions(
    seq: list[str], alts: list[frozenset[str]] | None, spelled: list[tuple[str, int]]
) -> tuple[list[str], list[frozenset[str]], list[int | None]]:
    """The query as a run for literal forms: a stop word is its spelling (``"=en"``), a
    searched word its terms with its spelling and its own typed terms as alternatives; and for
    each position of the run, its position in ``seq`` (None for a stop word)."""
    run: list[str] = []
    run_alts: list[frozenset[str]] = []
    back: list[int | None] = []
    k = 0
    for word, n in spelled:
        own = frozenset([spelling(word), *sequence_terms(word.lower())])
        if n == 0:
            run.append(spelling(word))
            run_alts.append(own)
            back.append(None)
        for _ in range(n):
            if k >= len(seq):
                break
            run.append(seq[k])
            run_alts.append(own | (alts[k] if alts is not None else frozenset()))
            back.append(k)
            k += 1
    return run, run_alts, back


def unknown_groups(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the questions file (run by ``kb.datafiles.check``): a situation names known
    groups, and every word of a group or of a situation's ``means`` is searchable (not only
    stop words)."""
    groups = {g.get("id") for _, g in items("questions", "group", data)}
    out: list[Problem] = []
    for place, g in items("questions", "group", data):
        for i, w in enumerate(g.get("words") or []):
            if isinstance(w, str) and w.strip() and not form_terms(w):
                out.append(Problem(f"{place.key('words')}[{i}]", f"{w!r} n'a aucun mot cherchable (que des mots vides)"))
    for place, s in items("questions", "situation", data):
        for i, gid in enumerate(s.get("when") or []):
            if isinstance(gid, str) and gid not in groups:
                out.append(Problem(f"{place.key('when')}[{i}]", f"groupe inconnu {gid!r} (groupes : [[group]] id)"))
        for i, w in enumerate(s.get("means") or []):
            if isinstance(w, str) and w.strip() and not form_terms(w):
                out.append(Problem(f"{place.key('means')}[{i}]", f"{w!r} n'a aucun mot cherchable (que des mots vides)"))
    return out


def group_form(text: str) -> tuple[str, ...]:
    """The terms a group form is matched by: its literal terms, else its analyzed terms."""
    return literal_terms(text) or form_terms(text)


def _questions(data: dict[str, Any]) -> Questions:
    frames = [f for item in data.get("frame", []) for f in item["forms"]]
    groups = [Group(g["id"], g["kind"], tuple(t for t in map(group_form, g["words"]) if t), g.get("claims", True))
              for g in data.get("group", [])]
    situations = [
        Situation(s["id"], s["label"].strip(), tuple(s["when"]), tuple(s["means"])) for s in data.get("situation", [])
    ]
    incidental = frozenset(t for w in data.get("incidental", {}).get("words", []) for t in form_terms(w))
    return Questions(frames, groups, situations, incidental)


@lru_cache(maxsize=4)
def load_questions(path: Path = QUESTIONS_PATH) -> Questions:
    """The question data of ``kb/data/questions.toml`` (checked by ``kb.datafiles``, kind
    ``questions``; read once per process)."""
    return _questions(read_checked("questions", path, rules=[unknown_groups]))
