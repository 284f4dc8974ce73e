"""French text analysis for the search index: tokens → normalised terms.

The chain, the same at indexing and at query time (a word's steps 2–6 are computed once per
process, ``_word_pieces``; the index takes the terms with their positions, ``positioned_terms``):

1. tokenizer: words made of letters and digits, joined by ``-``, ``.``, ``'`` or ``’``
   (``all-in``, ``9.6``, ``l’ante``), plus French grouped numbers (``1 000`` → ``1000``).
   Markdown markup (``**``, ``~~``, ``_``) never sticks to a token.
2. lower case;
3. elision: ``l' d' qu' j' n' s' c' m' t'`` (and ``jusqu' lorsqu' puisqu'``) are cut off,
   with both apostrophes; another inner apostrophe splits the word (``aujourd'hui``);
4. hyphenated words give their parts *and* the joined word at the first part's position
   (``all-in`` → ``all``, ``in``, ``allin``), so that "all-in", "all in" and "allin" match;
5. a French stop list of our own (``STOP_WORDS``): no "as" (the ace), no English poker words;
6. accent folding, then French Snowball stemming (Whoosh's), with two small repairs of the
   folded form that the stemmer needs: ``-ee``/``-ees`` → ``-e`` (the stemmer only knows the
   accented ``-ée``) and a ``y`` between vowels → ``i`` (``payer``/``payé``).

Folding *before* stemming makes "egalite" and "égalité" (or "penalite" and "pénalité") the
same term: the stemmer cuts accented suffixes (``-ité``) that it does not see in the unaccented
spelling, so stem-then-fold splits them. Fold-then-stem used to lose "relancé"≈"relance";
the repairs of step 6 keep the past participles together (tests/search/test_search_analysis.py
checks both orders on the books' own words).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from typing import Any

import numpy as np
from whoosh.lang import stemmer_for_language

from kb.text import strip_accents

# A grouped number ("1 000", "10 000" with a space, no-break or narrow no-break space), or a
# word: letters/digits (not "_"), joined by - . ' ’ (a dot only between letters/digits).
TOKEN_PATTERN = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])|[^\W_]+(?:[-.'’][^\W_]+)*"
WORD_RE = re.compile(TOKEN_PATTERN)
_NUMBER_SPACES = re.compile(r"(?<=\d)[ \u00a0\u202f](?=\d)")

ELIDED = frozenset({"l", "d", "qu", "j", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu", "quoiqu"})

# French function words: articles, prepositions, pronouns, conjunctions, auxiliary forms.
# Deliberately absent: "as" (the ace), "pas"/"plus"/"moins"/"tout" (they carry meaning in
# rules: "plus de 50 %"), "passe" (fold), "tour", "parole", and every English poker word.
# "and", "or", "not" are here so that boolean operators typed by a user are ignored.
# English function words (pronouns, question words, auxiliaries) are here for the rulebooks
# users import in English: « Who gets the club's money if it winds up? »; not "an" (its
# French stem is that of "ans"), nor "in", "on", "at", "up", "your" (« all in », « at your seat »).
STOP_WORDS = frozenset(
    """
    a à ai aie aient aies ait au aux avec avoir avais avait avaient ayant
    c ça ce ceci cela celle celles celui ces cet cette ceux chez
    d dans de des du dont donc
    e elle elles en entre es est et étaient était étant été être eu eux
    il ils j je l la le les leur leurs lui
    m ma mais me même mes moi mon
    n ne ni nos notre nous
    on ont ou où
    par pour
    qu que quel quelle quelles quels qui quoi
    s sa sans se ses si son sont sous soit soient sur
    t ta te tes toi ton tu
    un une unes uns
    vos votre vous
    y
    ci là
    estce
    combien comment pourquoi quand
    faut doit doivent peut peuvent
    and or not the by of to with from is are
    i my me he his him she her it its we our they them their who what when where why how
    do does did can could would should if be been was were has have had this that these those than
    """.split()
)

_STEM = stemmer_for_language("fr")


# Accent and ligature folding (case kept): kb.text.strip_accents, re-exported as ``fold``.
fold = strip_accents


_EE = re.compile(r"ee(s?)$")
_Y = re.compile(r"(?<=[aeiou])y(?=[aeiou])")


@lru_cache(maxsize=65536)
def normalize_word(word: str) -> str:
    """Fold then stem one lower-case word (see the module docstring for the order)."""
    folded = fold(word)
    if not folded.isalpha():
        return folded  # numbers, "9.6": kept as they are
    folded = _EE.sub("e", folded)
    folded = _Y.sub("i", folded)
    return str(_STEM(folded))


def _term(part: str) -> str | None:
    """The term of one lower-case word piece, None for a stop word."""
    return None if part in STOP_WORDS else normalize_word(part)


@lru_cache(maxsize=65536)
def _word_pieces(surface: str) -> tuple[tuple[str | None, ...], ...]:
    """What steps 1–6 make of one surface word: for each piece the elision leaves, the
    terms of its hyphen parts followed, for more than one part, by the joined word's (None
    for a stop word); an empty tuple for a hyphenated word of function words only."""
    text = _NUMBER_SPACES.sub("", surface).lower()
    parts = [p for p in re.split(r"['’]", text) if p]
    while len(parts) > 1 and parts[0] in ELIDED:
        parts.pop(0)
    out: list[tuple[str | None, ...]] = []
    for part in parts:
        pieces = [p for p in part.split("-") if p]
        if not pieces or all(p in STOP_WORDS for p in pieces):
            out.append(())  # "peut-on", "a-t-il", "est-ce": function words only
            continue
        joined = ("".join(pieces),) if len(pieces) > 1 else ()
        out.append(tuple(_term(p) for p in (*pieces, *joined)))
    return tuple(out)


Expansion = tuple[tuple[str, ...], tuple[int, ...], int]


@lru_cache(maxsize=65536)
def _expansion(surface: str) -> Expansion | None:
    """The terms of a surface word with their positions counted from the word's first, and
    how many positions it takes; None for a word split at an inner apostrophe (``_exact``).
    The parts of a hyphenated word take consecutive positions, its joined form the first
    part's (a new one when that part is a stop word); a stop word takes none."""
    pieces = _word_pieces(surface)
    if len(pieces) > 1:
        return None
    piece = pieces[0] if pieces else ()
    parts = piece[:-1] if len(piece) > 1 else piece
    terms = tuple(t for t in parts if t is not None)
    offsets = tuple(range(len(terms)))
    width = len(terms)
    if len(piece) > 1 and piece[-1] is not None:
        terms += (piece[-1],)
        offsets += (0,) if parts[0] is not None else (width,)
        width += parts[0] is None
    return terms, offsets, width


def _exact(surfaces: list[str]) -> Expansion:
    """The terms of a text with a word split at an inner apostrophe (« hold’em ») and their
    positions, numbered as the Whoosh token filters this module replaces numbered them with
    the one token they shared: the next piece from the previous piece's renumbered position,
    shifted again (kept, so that the index holds the same positions as before)."""
    terms: list[str] = []
    positions: list[int] = []
    renumber: dict[int, int] = {}  # position → position among those of terms
    shift = 0
    for rank, surface in enumerate(surfaces):
        pos = rank
        for piece in _word_pieces(surface):
            pos += shift
            # a hyphenated word: its parts, then the joined form (nothing: function words only)
            at = [(t, pos + i) for i, t in enumerate(piece[:-1])] + [(piece[-1], pos)] if len(piece) > 1 else [(t, pos) for t in piece]
            shift += max(0, len(piece) - 2)
            for term, pos in at:
                if term is not None:
                    pos = renumber.setdefault(pos, len(renumber))
                    terms.append(term)
                    positions.append(pos)
    return tuple(terms), tuple(positions), 0


@dataclass(frozen=True)
class IndexedTerms:
    """The terms of some texts as the index records them: ``ids`` (indices into ``names``),
    every text's one text after the other, their ``positions`` in their text, and how many
    terms each text has (``counts``)."""

    names: list[str]
    ids: np.ndarray
    positions: np.ndarray
    counts: np.ndarray


def _int_array(values: Iterable[int], count: int = -1) -> np.ndarray:
    return np.fromiter(values, dtype=np.int64, count=count)


def positioned_terms(texts: list[list[str]]) -> IndexedTerms:
    """The terms of texts given as their surface words (``WORD_RE.findall``), as the index
    records them. A word is at its rank among the text's words, a hyphenated word's parts
    being counted (``_expansion``); stop words are not counted, so that a phrase skips them
    ("hors de son tour" ≈ "hors tour"). Each distinct word is expanded once; the texts'
    terms are then gathered with array operations."""
    distinct: dict[Any, int] = {w: i for i, w in enumerate(dict.fromkeys(chain.from_iterable(texts)))}
    expansions = [_expansion(w) or ((), (), 0) for w in distinct]
    odd = {w for w in distinct if _expansion(w) is None}
    words: list[list[Any]] = list(texts)
    for i, text in enumerate(texts):
        if odd and not odd.isdisjoint(text):  # a text of its own: one pseudo-word
            words[i] = [("text", i)]
            distinct[("text", i)] = len(expansions)
            expansions.append(_exact(text))
    names = list(dict.fromkeys(chain.from_iterable(e[0] for e in expansions)))
    name_ids = {t: i for i, t in enumerate(names)}
    term_ids = _int_array(name_ids[t] for e in expansions for t in e[0])
    offsets = _int_array(o for e in expansions for o in e[1])
    n_terms = _int_array((len(e[0]) for e in expansions), len(expansions))
    widths = _int_array((e[2] for e in expansions), len(expansions))
    flat = _int_array(chain.from_iterable(map(distinct.__getitem__, w) for w in words))
    per_text = _int_array(map(len, words), len(words))
    text_of_word = np.repeat(np.arange(len(words)), per_text)
    before = np.cumsum(widths[flat]) - widths[flat]  # positions taken before each word, all texts together
    starts = before - np.append(before, 0)[np.cumsum(per_text) - per_text][text_of_word]
    per_word = n_terms[flat]
    own = np.arange(int(per_word.sum())) - np.repeat(np.cumsum(per_word) - per_word, per_word)
    at = np.repeat((np.cumsum(n_terms) - n_terms)[flat], per_word) + own  # into term_ids, offsets
    counts = np.bincount(text_of_word, weights=per_word, minlength=len(words)).astype(np.int64)
    return IndexedTerms(names, term_ids[at], np.repeat(starts, per_word) + offsets[at], counts)


def analyze(text: str) -> list[str]:
    """The terms of a text, in order (joined forms of hyphenated words included)."""
    return [t for pieces in map(_word_pieces, WORD_RE.findall(text)) for piece in pieces for t in piece if t is not None]


@lru_cache(maxsize=65536)
def analyze_word(word: str) -> tuple[str, ...]:
    """The terms of one surface word (cached: snippets and queries analyze word by word)."""
    return tuple(analyze(word))


@lru_cache(maxsize=65536)
def sequence_terms(word: str) -> tuple[str, ...]:
    """The terms of one surface word as a *sequence* (for phrases and glossary forms).

    A hyphenated word gives its parts (``all-in`` → ``all``, ``in``) unless one of its parts
    is a stop word, in which case the joined form is the only faithful one
    (``sur-relance`` → ``surrelanc``, not ``relanc``).
    """
    terms = analyze_word(word)
    if "-" in word and len(terms) > 1:
        raw_parts = [p for p in re.split(r"[-]", word) if p]
        parts, joined = terms[:-1], terms[-1]
        return parts if len(parts) == len(raw_parts) else (joined,)
    return terms


def words(text: str) -> list[tuple[str, int, int]]:
    """Surface words of a text with their character spans (for snippets and suggestions)."""
    return [(m.group(0), m.start(), m.end()) for m in WORD_RE.finditer(text)]


def spelling(word: str) -> str:
    """A word as spelled, marked ``=`` (an exact or small word of a form, matched as typed):
    ``"Même"`` → ``"=meme"``, ``"s’il"`` → ``"=s'il"`` (not « il »)."""
    return "=" + strip_accents(word.lower().replace("’", "'"))
