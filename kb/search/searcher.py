"""Opening the index (once per process) and searching it."""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from whoosh import index as whoosh_index
from whoosh.reading import ReaderClosed

from kb.corpus import EDITION_SEP
from kb.errors import KBError
from kb.search.analysis import fold, sequence_terms
from kb.search.books import NAMED_BOOST, PREFERRED_BOOST, named_book
from kb.search.citation import book_cited, read_citation, same_number
from kb.search.glossary import Glossary, load_glossary
from kb.search.index import (
    CONTENT_FIELDS,
    FIELD_BOOSTS,
    HISTORY_FIELD,
    META_FILE,
    VOCAB_FILE,
    load_topic_labels,
)
from kb.search.junk import is_junk, is_random, letter_trigrams, without_markup
from kb.search.lexicon import LEXICON_FILE, Lexicon
from kb.search.postings import PostingTable
from kb.search.query import (
    GENERIC_BOOST,
    GENERIC_DF,
    GENERIC_MIN_WORDS,
    Correction,
    Expansion,
    ParsedQuery,
    QueryPlan,
    Vocabulary,
    build,
    parse,
)
from kb.search.scoring import Scorer
from kb.search.snippets import Passage, best_snippet, make_snippet, passages

HIGHLIGHT_MAX_SHARE = 0.1  # a synonym found in more than 10 % of the articles is not marked
FEW_HITS = 3  # fewer matching articles than this: also search the near spellings of the words
NONE_MATCHED = np.empty(0, dtype=np.int64)  # the documents matched by a query without words
# The weight of a document's score by its kind (kb.model.Article.kind; 1 for the others): an
# « intro » is a book's primer on the game (RedCactus's « Prérequis : les règles de base du
# poker »: the deal, the blinds, the streets), whose everyday words match many questions
# that a rule answers.
KIND_WEIGHTS = {"intro": 0.7}
SCOPE_MIN_ARTICLES = 4  # fewer articles searched: no word of the query is generic among them
SCOPE_GENERIC_DF = 0.5  # of the articles searched: a word in more of them is generic there


@dataclass
class Hit:
    """One search result."""

    id: str
    book: str
    number: str
    title: str
    score: float
    snippet: str  # HTML-safe, matched words in <mark>
    numbered: bool = True  # False for an unnumbered section, whose number is a slug (Article.numbered)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def display_number(self) -> str:
        """The number to show a reader: empty for an unnumbered section, whose ``number`` is
        a slug of its heading (``le-bouton``, ``intro-big-blind-ante``)."""
        return self.number if self.numbered else ""

    def heading(self, book_label: str) -> str:
        """« Casino d'Aix — Le Bouton », « TDA 32 — Bouton Mort », « Ligue 3 » (a rule
        without a title: its number alone)."""
        head = " ".join(p for p in (book_label, self.display_number) if p)
        return f"{head} — {self.title}" if self.title else head


@dataclass
class SearchResult:
    """The hits of a query, with what the UI should say about the query itself."""

    query: str
    hits: list[Hit] = field(default_factory=list)
    total: int = 0  # matching documents before the limit
    suggestion: str | None = None  # "did you mean", when words were corrected
    expansions: list[Expansion] = field(default_factory=list)  # glossary synonyms searched too
    corrections: list[Correction] = field(default_factory=list)
    junk: bool = False  # markup or random characters (kb.search.junk): no hit, on purpose
    named_book: str | None = None  # the book the query names (kb.search.books): its articles first

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "hits": [h.to_dict() for h in self.hits],
            "total": self.total,
            "suggestion": self.suggestion,
            "junk": self.junk,
            "named_book": self.named_book,
            "expansions": [asdict(e) for e in self.expansions],
        }

    def also_searched(self) -> list[tuple[str, list[str]]]:
        """The words of the query that were also searched as other forms, each once with all
        its forms (two glossary entries may expand one word: « téléphoner » → « téléphone »,
        « portable »…), in the query's order — what the CLI and the app tell the user."""
        merged: dict[str, list[str]] = {}
        for e in self.expansions:
            forms = merged.setdefault(e.words, [])
            forms.extend(f for f in e.also if f not in forms)
        return list(merged.items())


def _generic_entries(glossary: Glossary, postings: PostingTable, n_docs: int) -> set[str]:
    """The glossary entries whose one-word forms, each in at most GENERIC_DF of the articles
    (title or text), are together in more of them (``Vocabulary.generic_entries``)."""
    limit = GENERIC_DF * n_docs
    out = set()
    for entry_id, forms in glossary.forms.items():
        docs = [np.unique(np.concatenate([postings.postings(f, form.terms[0]).docs for f in ("title", "text")]))
                for form in forms if len(form.terms) == 1]
        if docs and all(d.size <= limit for d in docs) and np.unique(np.concatenate(docs)).size > limit:
            out.add(entry_id)
    return out


class IndexUnreadable(KBError):
    """The index folder is missing, incomplete or corrupt."""


class Searcher:
    """A search index opened for reading; cheap to keep for the whole process."""

    def __init__(self, index_dir: Path, glossary: Glossary | None = None):
        self.index_dir = index_dir
        self._lock = threading.Lock()
        try:
            meta = json.loads((index_dir / META_FILE).read_text(encoding="utf-8"))
            vocab = json.loads((index_dir / VOCAB_FILE).read_text(encoding="utf-8"))
            self._ix = whoosh_index.open_dir(str(index_dir))
            self._searcher = self._ix.searcher()
            postings = PostingTable(index_dir)
            stored = list(self._searcher.reader().iter_docs())  # every document read: damaged files fail here
            self._check(int(meta["documents"]), len(stored), postings)
        except KBError:
            raise
        except Exception as exc:  # Whoosh raises many kinds of errors on damaged files
            raise IndexUnreadable(f"search index unreadable: {type(exc).__name__}: {exc}", path=str(index_dir)) from exc
        self.glossary = glossary or load_glossary()
        self.vocab = Vocabulary(vocab, self.glossary, Lexicon(index_dir / LEXICON_FILE))
        self._docs: list[dict[str, Any]] = [{} for _ in range(self._searcher.reader().doc_count_all())]
        for docnum, fields in stored:
            self._docs[docnum] = {
                "id": fields["id"],
                "book": fields["book"],
                "number": str(fields.get("number", "")),
                "numbered": bool(fields.get("numbered", True)),
                "title": fields.get("title", ""),
                "topics": set(filter(None, fields.get("topic_ids", "").split(","))),
                "kind": fields.get("kind", ""),
            }
        self.books = sorted({d["book"] for d in self._docs if d})
        self._kind_weights = np.array([KIND_WEIGHTS.get(d.get("kind", ""), 1.0) for d in self._docs])
        # book id → short name (an index built without them: the ids)
        self.names: dict[str, str] = {b: str(meta.get("names", {}).get(b, b)) for b in self.books}
        self._by_book: dict[str, np.ndarray] = {}
        self._by_topic: dict[str, np.ndarray] = {}
        for docnum, d in enumerate(self._docs):
            if d:
                self._member(self._by_book, d["book"])[docnum] = True
                for t in d["topics"]:
                    self._member(self._by_topic, t)[docnum] = True
        self.scorer = Scorer(postings, FIELD_BOOSTS)
        self.vocab.generic_entries = _generic_entries(self.glossary, postings, len(self._docs))
        self._trigrams = letter_trigrams(w for w in self.vocab.words if w.isalpha())
        self._passage_cache: dict[tuple[int, bool], list[Passage]] = {}

    def _member(self, table: dict[str, np.ndarray], key: str) -> np.ndarray:
        """The membership array of ``key`` in ``table`` (one boolean per document), created empty."""
        got = table.get(key)
        if got is None:
            got = table[key] = np.zeros(len(self._docs), dtype=bool)
        return got

    def _allowed(self, books: list[str] | tuple[str, ...] | None, topic: str | None) -> np.ndarray | None:
        """The documents the filters allow (one boolean per document), or None for all."""
        allowed: np.ndarray | None = None
        nothing = np.zeros(len(self._docs), dtype=bool)
        if books:
            allowed = np.logical_or.reduce([self._by_book.get(b, nothing) for b in books])
        if topic:
            tdocs = self._by_topic.get(self.topic_id(topic), nothing)
            allowed = tdocs if allowed is None else allowed & tdocs
        return allowed

    def _check(self, expected: int, stored: int, postings: PostingTable) -> None:
        """The documents counted, ``stored`` (read) and in the postings are the ``expected`` ones."""
        for name, n in (("has", self._searcher.doc_count()), ("stores", stored), ("has postings of", postings.documents)):
            if n != expected:
                raise IndexUnreadable(f"index {name} {n} documents, expected {expected}", path=str(self.index_dir))

    def topic_id(self, topic: str) -> str:
        """A topic id from an id or a French label ("Bouton mort" → its id), lower case."""
        key = topic.strip().lower()
        if key in self._by_topic:
            return key
        folded = fold(key)
        for tid, label in load_topic_labels().items():
            if fold(label.lower()) == folded:
                return tid.lower()
        return key

    def _passages(self, docnum: int, history: bool) -> list[Passage]:
        """The snippet passages of a document (analyzed once, then cached)."""
        key = (docnum, history)
        got = self._passage_cache.get(key)
        if got is None:
            stored = self._searcher.stored_fields(docnum)
            texts = [stored.get("text", ""), stored.get("examples", "")]
            if history:
                texts.append(stored.get("history", ""))
            got = passages(texts)
            if len(self._passage_cache) > 4096:
                self._passage_cache.clear()
            self._passage_cache[key] = got
        return got

    def close(self) -> None:
        """Close the index files (twice is harmless)."""
        if not self._searcher.is_closed:
            self._searcher.close()
        self._ix.close()

    def search(
        self,
        text: str,
        *,
        books: list[str] | tuple[str, ...] | None = None,
        topic: str | None = None,
        limit: int = 10,
        history: bool = False,
        names: Mapping[str, str] | None = None,
        prefer: str | None = None,
    ) -> SearchResult:
        """Search ``text``; any input gives a result (possibly empty), never an exception.
        A query that cites articles by number (« TDA 47 », kb.search.citation) gets them
        first; ``names``: book id → short name, for a book cited by its name (by default
        the index's). A book the query names (« selon le TDA ») comes first, the book
        ``prefer`` (the reader's) first among equals (kb.search.books)."""
        parsed = parse(text)
        if is_junk(parsed.text, self._trigrams):
            return SearchResult(parsed.text, suggestion=self._junk_suggestion(parsed.text), junk=True)
        fields = CONTENT_FIELDS + ((HISTORY_FIELD,) if history else ())
        named = self._named(parsed, books)
        plan = build(parsed, self.vocab, self.glossary)
        result = SearchResult(parsed.text, suggestion=plan.suggestion, expansions=plan.expansions, corrections=plan.corrections,
                              named_book=named)
        allowed = self._allowed(books, topic)
        if allowed is not None:
            self._scope_generic(plan, fields, allowed)
        weights = self._weights(named, prefer)
        try:
            limit = max(1, min(int(limit), 1000))
        except (TypeError, ValueError):
            limit = 10
        try:
            matched = self._ranked(result, parsed, plan, (fields, allowed, weights), limit, history) if plan.clauses else NONE_MATCHED
            return self._with_cited(result, self._cited(text, books, allowed, names or self.names), matched, limit, history)
        except (OSError, ValueError, KeyError, EOFError, ReaderClosed) as exc:
            raise IndexUnreadable(f"search index unreadable: {type(exc).__name__}: {exc}", path=str(self.index_dir)) from exc

    def _scope_generic(self, plan: QueryPlan, fields: tuple[str, ...], allowed: np.ndarray) -> None:
        """In a search of some articles only (a book, a topic), a word of the user's found in
        more than SCOPE_GENERIC_DF of those articles weighs GENERIC_BOOST, as a word found in
        many articles of the index does (kb.search.query): « stud » says little in the stud
        poker rules, where the index, all books together, finds it rare. A word already
        weighed down is left as it is."""
        scope = int(np.count_nonzero(allowed))
        typed = {w.lower() for c in plan.clauses if c.kind in ("word", "covered") for w in c.covers}
        if scope < SCOPE_MIN_ARTICLES or len(typed) < GENERIC_MIN_WORDS:
            return
        for c in (c for c in plan.clauses if c.kind == "word"):
            if c.boost > GENERIC_BOOST:
                docs = self.scorer.clause_scores(c, fields).docs
                if np.count_nonzero(allowed[docs]) > SCOPE_GENERIC_DF * scope:
                    c.boost *= GENERIC_BOOST

    def _named(self, parsed: ParsedQuery, books: list[str] | tuple[str, ...] | None) -> str | None:
        """The book the query's words name, among the books searched (in force, or ``books``);
        its words are taken out of ``parsed`` unless they are all the query says."""
        pool = {b: n for b, n in self.names.items() if (b in books if books else EDITION_SEP not in b)}
        found = named_book(parsed.words, pool)
        if found is None:
            return None
        rest = [w for i, w in enumerate(parsed.words) if i not in found[1]]
        if any(sequence_terms(w.lower()) for w in rest) or parsed.phrases:
            parsed.words = rest
        return found[0]

    def _weights(self, named: str | None, prefer: str | None) -> np.ndarray:
        """The weight of each document's score: its kind's (``KIND_WEIGHTS``), and more for
        the named book's and the preferred book's articles (kb.search.books)."""
        weights = self._kind_weights.copy()
        for book, boost in ((named, NAMED_BOOST), (prefer, PREFERRED_BOOST)):
            if book is not None and book in self._by_book:
                weights[self._by_book[book]] *= boost
        return weights

    def completions(self, prefix: str, n: int = 5) -> list[str]:
        """The books' words that ``prefix`` begins (accents and case ignored), most frequent
        first, one spelling per searched form, as the books spell them: what a word typed
        halfway may become (« rel » → relance, relanceur…). A prefix that is itself a word,
        or shorter than three letters, completes to nothing."""
        vocab = self.vocab
        key = fold(prefix.lower())
        if len(key) < 3 or not key.isalpha() or key in vocab.words:
            return []
        found = sorted(((freq, spelling, terms) for word, (terms, freq, spelling) in vocab.words.items()
                        if word.startswith(key) and word in vocab.book_words), key=lambda f: (-f[0], f[1]))
        out: dict[tuple[str, ...], str] = {}  # relance, relances: one
        for _, spelling, terms in found:
            out.setdefault(terms, spelling)
        return list(out.values())[:n]

    def _junk_suggestion(self, text: str) -> str | None:
        """The words of a junk query without its markup, corrected, when every one of them
        is a word (of the books, French, or a typo of one): ``<b>boutn mort</b>`` →
        ``bouton mort``; None for random characters."""
        bare = without_markup(text)
        parsed = parse(bare)
        if not parsed.words or is_random(bare, self._trigrams):
            return None
        vocab = self.vocab
        content = [w for w in parsed.words if sequence_terms(w.lower()) and not w.isdigit()]
        if not any(vocab.known(w) and len(w) > 2 for w in content) or not all(
                vocab.known(w) or vocab.lexicon.lemma(w) is not None or vocab.correct(w) for w in content):
            return None
        words = ParsedQuery(" ".join(parsed.words), parsed.words)
        plan = build(words, vocab, self.glossary)
        return plan.suggestion or words.text

    def _cited(self, text: str, books: list[str] | tuple[str, ...] | None, allowed: np.ndarray | None,
               names: Mapping[str, str] | None) -> list[int]:
        """The documents the query cites by number, in the books' order (none when the
        query is no citation, or names a book the search does not cover)."""
        citation = read_citation(text)
        if citation is None:
            return []
        book = None
        if citation.book:
            pool = {b: (names or {}).get(b, b) for b in self.books if not books or b in books}
            book = book_cited(citation.book, pool)
            if book is None:
                return []
        return [n for n, d in enumerate(self._docs)
                if d and d["numbered"] and (book is None or d["book"] == book) and (allowed is None or allowed[n])
                and same_number(d["number"], citation.number)]

    def _with_cited(self, result: SearchResult, cited: list[int], matched: np.ndarray, limit: int,
                    history: bool) -> SearchResult:
        """``result`` with the cited documents first (scored above the best hit);
        ``matched``: the documents the words matched, counted in ``result.total`` already."""
        if not cited:
            return result
        top = max((h.score for h in result.hits), default=0.0) + 1.0
        ids = {self._docs[n]["id"] for n in cited}
        with self._lock:
            first = []
            for n in cited:
                d = self._docs[n]
                snippet = best_snippet(self._passages(n, history), set()) or make_snippet([d["title"]], set())
                first.append(Hit(d["id"], d["book"], d["number"], d["title"], round(top, 4), snippet, d["numbered"]))
        rest = [h for h in result.hits if h.id not in ids]
        result.total += int(np.count_nonzero(~np.isin(cited, matched)))
        result.hits = (first + rest)[:limit]
        return result

    def _ranked(
        self,
        result: SearchResult,
        parsed: ParsedQuery,
        plan: QueryPlan,
        scope: tuple[tuple[str, ...], np.ndarray | None, np.ndarray],
        limit: int,
        history: bool,
    ) -> np.ndarray:
        """Score the plan's clauses, add the near spellings when few articles match, and
        fill ``result`` with the best ``limit`` hits and their snippets; the numbers of the
        documents that matched. ``scope``: the fields searched, the documents allowed (None:
        all) and the weight of each document's score."""
        fields, allowed, weights = scope
        with self._lock:
            scores = self.scorer.score(plan.clauses, fields, allowed)
            if len(scores) < FEW_HITS and parsed.words:
                fuzzy_plan = build(parsed, self.vocab, self.glossary, fuzzy=True)
                if len(fuzzy_plan.clauses) > len(plan.clauses):
                    scores = scores.then(self.scorer.score(fuzzy_plan.clauses, fields, allowed))
                    plan = fuzzy_plan
            scores = scores.weighted(weights)
            # highlight the user's words, and the synonyms that are not everywhere ("joueur")
            common = HIGHLIGHT_MAX_SHARE * max(1, len(self._docs))
            marked = plan.terms | {t for t in plan.synonym_terms if self.vocab.terms.get(t, 0) <= common}
            result.total = len(scores)
            for docnum, score in scores.top(limit):
                d = self._docs[docnum]
                snippet = best_snippet(self._passages(docnum, history), marked)
                if not snippet:
                    snippet = make_snippet([d["title"]], marked)
                result.hits.append(Hit(d["id"], d["book"], d["number"], d["title"], round(score, 4), snippet, d["numbered"]))
        return scores.docs
