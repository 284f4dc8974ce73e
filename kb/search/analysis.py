"""French text analysis for the search index: tokens → normalised terms.

The chain, the same at indexing and at query time:

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
from collections.abc import Iterator
from functools import lru_cache

from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer
from whoosh.analysis.acore import Token
from whoosh.analysis.analyzers import CompositeAnalyzer
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


class ElisionFilter(Filter):
    """Cut French elided articles and pronouns (``l’``, ``qu'``…) off the front of a token;
    split the token at any other apostrophe."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            text = t.text
            if "'" not in text and "’" not in text:
                yield t
                continue
            parts = [p for p in re.split(r"['’]", text) if p]
            while len(parts) > 1 and parts[0] in ELIDED:
                parts.pop(0)
            for p in parts:
                t.text = p
                yield t


class HyphenFilter(Filter):
    """``all-in`` → ``all``, ``in`` (consecutive positions) and ``allin`` (first position);
    positions of the following tokens are shifted so phrases stay exact."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        shift = 0
        for t in tokens:
            if t.positions:
                t.pos += shift
            if "-" not in t.text:
                yield t
                continue
            parts = [p for p in t.text.split("-") if p]
            if not parts or all(p in STOP_WORDS for p in parts):
                continue  # "peut-on", "a-t-il", "est-ce": function words only
            joined = "".join(parts)
            first = t.pos if t.positions else 0
            for i, p in enumerate(parts):
                t.text = p
                if t.positions:
                    t.pos = first + i
                yield t
            if len(parts) > 1:
                t.text = joined
                if t.positions:
                    t.pos = first
                yield t
                shift += len(parts) - 1


class NumberFilter(Filter):
    """``1 000`` → ``1000`` (grouped numbers are written with spaces in the books)."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            if " " in t.text or "\u00a0" in t.text or "\u202f" in t.text:
                t.text = _NUMBER_SPACES.sub("", t.text)
            yield t


class FrenchStopFilter(Filter):
    """Drop ``STOP_WORDS`` (compared on the lower-case word) and renumber the
    positions so that a phrase skips the stop words ("hors de son tour" ≈ "hors tour")."""

    def __init__(self, stoplist: frozenset[str] = STOP_WORDS):
        self.stops = stoplist

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        renumber: dict[int, int] = {}
        for t in tokens:
            if t.text in self.stops:
                continue
            if t.positions:
                # several tokens may share a position (the joined form of a hyphenated word)
                t.pos = renumber.setdefault(t.pos, len(renumber))
            yield t


class FoldStemFilter(Filter):
    """Accent folding then French Snowball stemming (``normalize_word``)."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            t.text = normalize_word(t.text)
            yield t


def french_analyzer() -> CompositeAnalyzer:
    """The analyzer of every text field of the index (and of the queries)."""
    return (
        RegexTokenizer(TOKEN_PATTERN)
        | NumberFilter()
        | LowercaseFilter()
        | ElisionFilter()
        | HyphenFilter()
        | FrenchStopFilter()
        | FoldStemFilter()
    )


_ANALYZER = french_analyzer()


def analyze(text: str) -> list[str]:
    """The terms of a text, in order (joined forms of hyphenated words included)."""
    return [t.text for t in _ANALYZER(text)]


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
