"""User input → query plan (clauses of analyzed terms, scored by kb.search.scoring); built
from analyzed terms, never by a query parser, so no input can raise a syntax error.

- plain words are OR-ed (each over the content fields), a document matching more of them
  scores higher (BM25 sums, plus a coordination bonus);
- ``"quoted phrases"`` must match as phrases (an unbalanced quote is ignored);
- a hyphenated word matches its joined form or its parts as a phrase (``all-in`` ≈ ``allin``);
- glossary forms found in the query add the entry's other forms, weighted lower than the
  user's own words, which are always kept;
- a multi-word jargon form found in the query ("out of turn") is searched as that
  expression, its words alone keep a small weight ("turn" alone is the card);
- two consecutive words of the user found together (a phrase, one word of slack) add to the
  score: "30 secondes" prefers the article that says "30 secondes";
- a word unknown to the index and the glossary is corrected to the nearest known word
  (edit distance 1 for 4–7 letters, 2 from 8, transpositions count one) and searched as
  such; the corrections give the "did you mean" suggestion;
- when the exact words find fewer than three articles, ``build(..., fuzzy=True)`` also
  searches the near spellings of every word (kb.search.searcher adds those articles after
  the exact ones);
- a question's frame (« que se passe-t-il si », « est-ce que ») is removed, and a situation
  told in players' words (« le croupier a brûlé… ») adds the books' words that name it, like
  a glossary synonym (kb.search.understanding);
- a French word the books never use is no typo (kb.search.lexicon): searched as its known lemma;
- a word no book writes also matches, weighted lower, its family's stems up to three letters longer or shorter
  (« démissionner » ≈ « démission », kb.search.derivation).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from kb.search.analysis import analyze_word, fold, sequence_terms, words
from kb.search.derivation import Derivations, derived_clauses
from kb.search.glossary import Glossary, GlossaryMatch, negated_positions
from kb.search.lexicon import Lexicon, lemma_alternatives
from kb.search.scoring import Alt, Clause
from kb.search.typos import deletes, edit_distance, max_typos
from kb.search.understanding import Questions, form_terms, load_questions, spelled_run

MAX_CHARS = 1000  # longer input is cut (a pasted paragraph still searches)
MAX_WORDS = 24
MAX_PHRASES = 4
MAX_PHRASE_WORDS = 8
SYNONYM_BOOST = 0.7
SITUATION_BOOST = 0.7  # the books' words of a recognised situation, as a glossary synonym
SITUATION_REST = 0.4  # each more of them an article has adds this share of its score
FUZZY_BOOST = 0.85
COVERED_BOOST = 0.4  # a word of a multi-word jargon expression, searched alone
PROXIMITY_BOOST = 1.0  # two consecutive query words found as a phrase
MAX_PAIRS = 12
# In a question of several words, a word found in most articles ("joueur", "coup", "cartes")
# says little about the subject: it weighs GENERIC_BOOST of a word when its document
# frequency exceeds GENERIC_DF of the articles and the query has at least GENERIC_MIN_WORDS.
# So does a word of a glossary entry that common though none of its forms is (« croupier »,
# « donneur », « dealer », « donne »…: « le croupier a… » says who acted), and an incidental
# word of kb/data/questions.toml (« deux fois plus » is not « deux jeux de cartes »).
GENERIC_BOOST = 0.5
GENERIC_DF = 0.25
GENERIC_MIN_WORDS = 3

_QUOTES = re.compile(r"[«»“”„‟\"]")

@dataclass
class ParsedQuery:
    """The words and the quoted phrases of a query (surface words, in order)."""

    text: str
    words: list[str] = field(default_factory=list)
    phrases: list[list[str]] = field(default_factory=list)


@dataclass
class Expansion:
    """Glossary expansion shown to the user: "tapis" also searched as "all-in", "boîte"…"""

    words: str  # the user's words that matched
    entry_id: str
    term: str  # the glossary entry's French term
    also: list[str]  # other forms also searched


@dataclass
class Correction:
    word: str  # as typed
    replacement: str  # the known word searched instead


@dataclass
class QueryPlan:
    """What will be searched: the clauses to score and what the user should be told about it."""

    clauses: list[Clause] = field(default_factory=list)  # empty when nothing is searchable
    terms: set[str] = field(default_factory=set)  # the user's own words (corrected), expressions, phrases
    synonym_terms: set[str] = field(default_factory=set)  # the glossary synonyms searched too
    expansions: list[Expansion] = field(default_factory=list)
    corrections: list[Correction] = field(default_factory=list)
    suggestion: str | None = None


def parse(text: str, questions: Questions | None = None) -> ParsedQuery:
    """Split the input into plain words (question frames removed) and quoted phrases;
    never fails."""
    questions = load_questions() if questions is None else questions
    if not isinstance(text, str):
        text = str(text)
    text = unicodedata.normalize("NFKC", text)[:MAX_CHARS]
    text = "".join(c if c.isprintable() else " " for c in text)
    parsed = ParsedQuery(text)
    parts = _QUOTES.split(text)
    if len(parts) % 2 == 0:  # unbalanced: the last quote opens nothing
        parts = parts[:-2] + [parts[-2] + " " + parts[-1]]
    for i, part in enumerate(parts):
        if i % 2 == 0:
            part = questions.strip_frames(part)
        surface = [w for w, _, _ in words(part)]
        if i % 2 == 1 and surface:
            if len(parsed.phrases) < MAX_PHRASES:
                parsed.phrases.append(surface[:MAX_PHRASE_WORDS])
        else:
            parsed.words.extend(surface)
    parsed.words = parsed.words[:MAX_WORDS]
    return parsed


class Vocabulary:
    """Known words (index + glossary), for typo correction."""

    def __init__(self, index_vocab: dict, glossary: Glossary, lexicon: Lexicon | None = None):
        self.lexicon = lexicon or Lexicon(None)
        self.terms: dict[str, int] = dict(index_vocab.get("terms", {}))
        self.n_docs: int = int(index_vocab.get("n_docs") or max(self.terms.values(), default=1))
        # folded surface word → (terms, frequency, spelling)
        self.words: dict[str, tuple[tuple[str, ...], int, str]] = {
            k: (tuple(v[0]), int(v[1]), str(v[2])) for k, v in index_vocab.get("words", {}).items()
        }
        self.book_words = frozenset(self.words)
        # the books' words' lemma terms (an index built before them: None, the lexicon answers)
        self.lemmas: dict[str, str] | None = index_vocab.get("lemmas")
        self.glossary_terms: set[str] = set()
        for forms in glossary.forms.values():
            for f in forms:
                self.glossary_terms.update(f.terms)
                for w, _, _ in words(f.text):
                    low = w.lower()
                    key = fold(low)
                    terms = analyze_word(low)
                    if terms and key not in self.words:
                        self.words[key] = (terms, 1, low)
        self._corrections: dict[str, str | None] = {}
        self._deletes_index: dict[str, list[str]] | None = None
        self.generic_entries: set[str] = set()  # see GENERIC_DF; set by the searcher (postings)
        self.derivations = Derivations(self.terms)  # a word's family the stemmer splits (« démission »)

    def _candidates(self, key: str, limit: int) -> set[str]:
        """Known words within ``limit`` deletions of ``key`` on either side (symmetric
        delete: both words reduce to a common string), built on first use."""
        if self._deletes_index is None:
            index: dict[str, list[str]] = {}
            for w in self.words:
                if w.isalpha() and len(w) >= 3:
                    for d in deletes(w, 2 if len(w) >= 6 else 1):
                        index.setdefault(d, []).append(w)
            self._deletes_index = index
        return {w for d in deletes(key, limit) for w in self._deletes_index.get(d, ())}

    def known(self, word: str) -> bool:
        terms = sequence_terms(word.lower())
        return all(t in self.terms or t in self.glossary_terms for t in terms)

    def correct(self, word: str) -> str | None:
        """The nearest known word (its usual spelling), or None."""
        key = fold(word.lower())
        if key in self._corrections:
            return self._corrections[key]
        fixed = self._correct(key)
        if len(self._corrections) > 10000:
            self._corrections.clear()
        self._corrections[key] = fixed
        return fixed

    def neighbors(self, word: str, n: int = 2) -> list[str]:
        """Up to ``n`` other known words within the typo distance of ``word`` (their usual
        spelling), nearest and most frequent first: used when a query finds little."""
        key = fold(word.lower())
        limit = max_typos(key)
        if not limit or not key.isalpha():
            return []
        own = analyze_word(key)
        found = []
        for cand in self._candidates(key, limit):
            terms, freq, spelling = self.words[cand]
            if terms == own:
                continue
            d = edit_distance(key, cand, limit)
            if d <= limit:
                found.append((d, -freq, spelling))
        return [sp for _, _, sp in sorted(found)[:n]]

    def _correct(self, key: str) -> str | None:
        limit = max_typos(key)
        if not limit or not key.isalpha():
            return None
        best: tuple[int, int, str] | None = None
        for cand in self._candidates(key, limit):
            d = edit_distance(key, cand, limit)
            if d <= limit:
                score = (d, -self.words[cand][1], cand)
                if best is None or score < best:
                    best = score
        return self.words[best[2]][2] if best else None


def _word_clause(word: str, boost: float) -> tuple[Clause | None, set[str]]:
    """Clause of one user word: its term, or for ``all-in`` the joined term or the parts."""
    low = word.lower()
    seq = sequence_terms(low)
    allt = analyze_word(low)
    if not seq:
        return None, set()
    if "-" in low and len(allt) > 1:
        joined = allt[-1]
        alts = [Alt((joined,))]
        if seq != (joined,):
            alts.append(Alt(seq))
        return Clause(alts, boost), set(allt)
    if len(seq) == 1:
        return Clause([Alt(seq)], boost), set(seq)
    return Clause([Alt((t,)) for t in seq], boost), set(seq)


def _is_generic(word: str, vocab: Vocabulary) -> bool:
    """Whether every term of ``word`` is in more than GENERIC_DF of the articles."""
    seq = sequence_terms(word.lower())
    limit = GENERIC_DF * vocab.n_docs
    return bool(seq) and all(vocab.terms.get(t, 0) > limit for t in seq)


def _known_words(parsed: ParsedQuery, vocab: Vocabulary, plan: QueryPlan) -> list[str]:
    """The searchable words of the query: a word unknown to the books is searched as its
    lemma when it is French and the books know the lemma, kept as typed when it is French
    otherwise, and else corrected to the nearest known word (``plan.corrections``)."""
    effective: list[str] = []
    for w in parsed.words:
        if not sequence_terms(w.lower()):
            continue  # stop word
        if not vocab.known(w):
            lemma = vocab.lexicon.lemma(w)
            if lemma is not None:
                effective.append(lemma if vocab.known(lemma) else w)
                continue
            fixed = vocab.correct(w)
            if fixed and fixed.lower() != w.lower():
                plan.corrections.append(Correction(w, fixed))
                effective.append(fixed)
                continue
        effective.append(w)
    return effective


def _term_run(effective: list[str]) -> tuple[list[str], list[str]]:
    """The analyzed terms of the words, in order, and the word each term comes from."""
    seq: list[str] = []
    seq_word: list[str] = []
    for w in effective:
        for t in sequence_terms(w.lower()):
            seq.append(t)
            seq_word.append(w)
    return seq, seq_word


def _expressions(matches: list[GlossaryMatch], seq_word: list[str], plan: QueryPlan) -> set[str]:
    """Words inside a multi-word glossary form ("out of turn", "string bet") are searched
    as that expression; returns those words (alone they keep a small weight: "turn" alone
    is the card)."""
    covered: set[str] = set()
    for m in matches:
        said_words = [seq_word[i] for i in m.positions]
        if len(m.positions) > 1:
            covered.update(w.lower() for w in said_words)
            plan.clauses.append(Clause([Alt(m.form.terms)], 1.0, kind="expression", covers=frozenset(said_words)))
            plan.terms.update(m.form.terms)
    return covered


def _user_words(effective: list[str], covered: set[str], vocab: Vocabulary, plan: QueryPlan, generic: set[str]) -> None:
    """One clause per distinct word of the user (corrected words weighted lower, generic
    words of a long question lower — ``generic``: the one-word forms of a generic glossary
    entry, « croupier » — words of an expression lower still)."""
    corrected = {c.replacement for c in plan.corrections}
    long_query = len({w.lower() for w in effective}) >= GENERIC_MIN_WORDS
    seen: set[str] = set()
    for w in effective:
        key = w.lower()
        if key in seen:
            continue
        seen.add(key)
        boost = FUZZY_BOOST if w in corrected else 1.0
        if long_query and (key in generic or _is_generic(w, vocab)):
            boost *= GENERIC_BOOST
        is_covered = key in covered
        wc, wt = _word_clause(w, COVERED_BOOST if is_covered else boost)
        if wc is not None:
            wc.covers = frozenset([w])
            if is_covered:
                wc.kind = "covered"
            plan.clauses.append(wc)
            plan.terms |= wt


def _near_spellings(effective: list[str], vocab: Vocabulary, plan: QueryPlan) -> None:
    """For every word, its nearest known words (when the exact words find little)."""
    for w in effective:
        near = vocab.neighbors(w)
        alts = [Alt(sequence_terms(x.lower())) for x in near if sequence_terms(x.lower())]
        if alts:
            plan.clauses.append(Clause(alts, FUZZY_BOOST, kind="fuzzy", covers=frozenset([w])))
            for a in alts:
                plan.terms.update(a.terms)


def _proximity(seq: list[str], seq_word: list[str], plan: QueryPlan) -> None:
    """Two consecutive words of the user found together score more."""
    pairs = dict.fromkeys((seq[i], seq[i + 1]) for i in range(len(seq) - 1)
                          if seq_word[i] != seq_word[i + 1] and seq[i] != seq[i + 1])
    for pair in list(pairs)[:MAX_PAIRS]:
        plan.clauses.append(Clause([Alt(pair)], PROXIMITY_BOOST, kind="proximity"))


def _synonyms(matches: list[GlossaryMatch], seq_word: list[str], plan: QueryPlan) -> None:
    """The other forms of every glossary entry found, weighted lower than the user's words."""
    for m in matches:
        if not m.others:
            continue
        said_words = [seq_word[i] for i in m.positions]
        plan.clauses.append(Clause([Alt(f.terms) for f in m.others], SYNONYM_BOOST, kind="synonym", covers=frozenset(said_words)))
        for f in m.others:
            plan.synonym_terms.update(f.terms)
        said = " ".join(dict.fromkeys(said_words))
        plan.expansions.append(Expansion(said, m.entry.id, m.entry.term, [f.text for f in m.others]))


def _situations(
    questions: Questions, seq: list[str], seq_word: list[str], plan: QueryPlan, lemmas: list[frozenset[str]], spelled: list[tuple[str, int]]
) -> None:
    """The books' words of every situation recognised in the query, like synonyms
    (``spelled``: the query's words with their stop words, for the literal forms)."""
    for m in questions.situations_in(seq, lemmas, spelled):
        alts = [Alt(t) for t in dict.fromkeys(form_terms(x) for x in m.situation.means) if t]
        if not alts:
            continue
        said_words = [seq_word[i] for i in m.positions]
        plan.clauses.append(Clause(alts, SITUATION_BOOST, kind="situation", covers=frozenset(said_words), rest=SITUATION_REST))
        for a in alts:
            plan.synonym_terms.update(a.terms)
        said = " ".join(dict.fromkeys(said_words))
        plan.expansions.append(Expansion(said, m.situation.id, m.situation.label, list(m.situation.means)))


def _phrases(parsed: ParsedQuery, plan: QueryPlan) -> None:
    """Quoted phrases: required."""
    for phrase in parsed.phrases:
        pterms: list[str] = []
        for w in phrase:
            pterms.extend(sequence_terms(w.lower()))
        if pterms:
            plan.clauses.append(Clause([Alt(tuple(pterms))], 1.0, kind="phrase", required=True, covers=frozenset(["\"" + " ".join(phrase)])))
            plan.terms.update(pterms)


def _suggestion(parsed: ParsedQuery, corrections: list[Correction]) -> str | None:
    """The query with its corrected words, for "did you mean"."""
    if not corrections:
        return None
    suggestion = parsed.text
    for c in corrections:
        suggestion = re.sub(rf"(?<!\w){re.escape(c.word)}(?!\w)", c.replacement, suggestion, count=1)
    return " ".join(suggestion.split())


def build(
    parsed: ParsedQuery, vocab: Vocabulary, glossary: Glossary, *, fuzzy: bool = False, questions: Questions | None = None
) -> QueryPlan:
    """The query plan of a parsed query (no clauses when nothing is searchable).

    ``fuzzy=True`` (when the exact words find little) also searches, for every word of four
    letters or more, its nearest known words (edit distance 1, or 2 from eight letters)."""
    questions = load_questions() if questions is None else questions
    plan = QueryPlan()
    effective = _known_words(parsed, vocab, plan)
    seq, seq_word = _term_run(effective)
    lemmas = lemma_alternatives(seq_word, vocab.lexicon, vocab.lemmas, vocab.book_words)
    spelled = spelled_run(parsed.words, effective)
    claimed = questions.claimed(seq, lemmas, spelled)  # « en même temps » is not the clock's « temps »
    negated = negated_positions(spelled, glossary.negations)  # « sans annonce » is not any « annonce »
    # a form read with its negation reads the small word as a literal form does: not claimed
    matches = [
        m for m in glossary.find(seq, lemmas, negated)
        if not (len(m.positions) == 1 and m.positions[0] in claimed and not m.negated) and glossary.meant(m, seq, seq_word, lemmas)
    ]
    covered = _expressions(matches, seq_word, plan)
    generic = {seq_word[m.positions[0]].lower() for m in matches if len(m.positions) == 1 and m.entry.id in vocab.generic_entries}
    generic.update(w.lower() for w in effective if questions.incidental.issuperset(sequence_terms(w.lower())))
    _user_words(effective, covered, vocab, plan, generic)
    if fuzzy:
        _near_spellings(effective, vocab, plan)
    _proximity(seq, seq_word, plan)
    _synonyms(matches, seq_word, plan)
    _situations(questions, seq, seq_word, plan, lemmas, spelled)
    plan.clauses += derived_clauses(effective, vocab.derivations, plan.terms)
    _phrases(parsed, plan)
    plan.suggestion = _suggestion(parsed, plan.corrections)
    plan.synonym_terms -= plan.terms
    return plan
