"""Comparing the books: divergences per parameter, aligned articles, word diffs, derived texts.

- :func:`divergence` — for one parameter, do the books agree, diverge, or is the value only
  partly specified? :func:`topic_summary` counts that per topic.
- :func:`aligned_articles` — for a topic, the best-matching article of each book (from the
  topic index of :mod:`kb.topics` when given, else from the articles the parameters cite,
  else from a lexical score against the topic's label and patterns).
- :func:`word_diff` — word-level diff of two articles (difflib on word tokens): insertions,
  deletions, replacements, and which changes touch a number.
- :func:`derived_pairs` — pairs of articles of two books whose wording is largely shared
  (RedCactus copies most of the TDA), each with what differs. Candidate pairs are found
  with word shingles (an inverted index), so only those are aligned with difflib.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kb.model import Article, Library
from kb.parameters import Parameter, Value
from kb.quotes import normalize_quote

STATUSES = ("diverge", "partial", "agree", "unspecified")
STATUS_LABELS = {
    "diverge": "divergence",
    "partial": "partiellement précisé",
    "agree": "accord",
    "unspecified": "non précisé",
}

# -- divergences ----------------------------------------------------------------------------


def value_key(param: Parameter, value: Value) -> str:
    """The form in which two books' values are compared (texts: case and spaces ignored)."""
    if param.type == "number" and isinstance(value, int | float) and not isinstance(value, bool):
        return repr(float(value))
    if param.type == "text":
        return " ".join(str(value).casefold().split())
    return repr(value)


@dataclass
class Divergence:
    """How the books stand on one parameter."""

    param: Parameter
    status: str  # diverge | partial | agree | unspecified
    groups: list[tuple[Value, list[str]]]  # each distinct value with the books stating it
    unfixed: list[str]  # books that cite the point but fix no value
    silent: list[str]  # books that say nothing

    @property
    def diverges(self) -> bool:
        return self.status == "diverge"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.param.id,
            "status": self.status,
            "diverges": self.diverges,
            "groups": [{"value": v, "books": b} for v, b in self.groups],
            "unfixed": self.unfixed,
            "silent": self.silent,
        }


def divergence(param: Parameter) -> Divergence:
    """Agree (every book states the same value), diverge (two books state different values),
    partial (the books that state a value agree, others are silent or leave it open) or
    unspecified (no book states a value)."""
    groups: dict[str, tuple[Value, list[str]]] = {}
    unfixed: list[str] = []
    silent: list[str] = []
    for book, bv in param.values.items():
        if bv is None:
            silent.append(book)
        elif bv.value is None:
            unfixed.append(book)
        else:
            key = value_key(param, bv.value)
            groups.setdefault(key, (bv.value, []))[1].append(book)
    if len(groups) >= 2:
        status = "diverge"
    elif not groups:
        status = "unspecified"
    elif unfixed or silent:
        status = "partial"
    else:
        status = "agree"
    ordered = sorted(groups.values(), key=lambda g: -len(g[1]))
    return Divergence(param, status, ordered, unfixed, silent)


@dataclass
class TopicSummary:
    topic: str
    parameters: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    diverging: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "parameters": self.parameters,
            "counts": {s: self.counts.get(s, 0) for s in STATUSES},
            "diverging": self.diverging,
        }


def topic_summary(params: Iterable[Parameter]) -> dict[str, TopicSummary]:
    """Per topic: its parameters, how many agree / diverge / are partly specified."""
    out: dict[str, TopicSummary] = {}
    for p in params:
        s = out.setdefault(p.topic, TopicSummary(p.topic))
        d = divergence(p)
        s.parameters.append(p.id)
        s.counts[d.status] += 1
        if d.diverges:
            s.diverging.append(p.id)
    return out


def compare_records(params: Iterable[Parameter]) -> list[dict[str, Any]]:
    """The JSON records of ``kb compare --json`` (every book of each parameter as a key;
    ``null`` where the book is silent, ``"value": null`` where it fixes no value)."""
    records = []
    for p in params:
        d = divergence(p)
        values: dict[str, Any] = {}
        for book, bv in p.values.items():
            if bv is None:
                values[book] = None
                continue
            entry: dict[str, Any] = {"value": bv.value, "article": bv.article, "quote": bv.quote, "note": bv.note}
            if bv.phrase:
                entry["phrase"] = bv.phrase
            if bv.historical:
                entry["historical"] = True
            entry["text"] = p.format(bv.value)
            values[book] = entry
        rec: dict[str, Any] = {
            "id": p.id,
            "topic": p.topic,
            "label": p.label,
            "type": p.type,
            "unit": p.unit,
            "values": values,
            "diverges": d.diverges,
            "status": d.status,
        }
        if p.choices:
            rec["choices"] = dict(p.choices)
        if p.note:
            rec["note"] = p.note
        if p.silent_notes:
            rec["silent_notes"] = dict(p.silent_notes)
        records.append(rec)
    return records


# -- tokens ------------------------------------------------------------------------------

_TOKEN = re.compile(r"\d+(?:[  \u202f]\d{3})*(?:[.,]\d+)?%?|\w+(?:[-'’]\w+)*|[^\w\s]")
_NUMBER_TOKEN = re.compile(r"^\d")
NUMBER_WORDS = frozenset(
    "deux trois quatre cinq six sept huit neuf dix onze douze vingt trente quarante cinquante "
    "soixante cent mille moitié double triple premier première dernier dernière deuxième second seconde".split()
)


def tokens(text: str) -> list[str]:
    """Word and punctuation tokens of a text (Markdown emphasis removed)."""
    return _TOKEN.findall(normalize_quote(text))


def token_key(token: str) -> str:
    t = unicodedata.normalize("NFC", token).casefold().replace("’", "'")
    return t


def is_number(token: str) -> bool:
    return bool(_NUMBER_TOKEN.match(token)) or token_key(token) in NUMBER_WORDS


def _join(toks: Sequence[str]) -> str:
    out = ""
    for t in toks:
        if out and not re.match(r"^[,.;:)\]»%”]", t) and not out.endswith(("(", "[", "«", "“", "'", "’")):
            out += " "
        out += t
    return out


# -- word diff ---------------------------------------------------------------------------


@dataclass
class DiffOp:
    """One step of a word diff: ``equal``, ``insert`` (only in B), ``delete`` (only in A) or
    ``replace``; ``numbers`` is set when the change touches a number ("30" → "25", "première"
    → "dernière")."""

    op: str
    a: str
    b: str
    numbers: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "a": self.a, "b": self.b, "numbers": self.numbers}

    @property
    def substantive(self) -> bool:
        """False for a change of punctuation, quotes or letter case only."""
        wa = [token_key(t) for t in tokens(self.a) if re.match(r"\w", t)]
        wb = [token_key(t) for t in tokens(self.b) if re.match(r"\w", t)]
        return wa != wb

    def describe(self) -> str:
        if self.op == "replace":
            return f"« {self.a} » → « {self.b} »"
        if self.op == "insert":
            return f"+ « {self.b} »"
        if self.op == "delete":
            return f"− « {self.a} »"
        return self.a


@dataclass
class WordDiff:
    a: str
    b: str
    ops: list[DiffOp]
    similarity: float  # difflib ratio on word tokens
    shared: float  # share of the shorter text found in the other

    @property
    def changes(self) -> list[DiffOp]:
        return [op for op in self.ops if op.op != "equal"]

    @property
    def numbers_changed(self) -> bool:
        return any(op.numbers for op in self.ops)

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "similarity": round(self.similarity, 3),
            "shared": round(self.shared, 3),
            "numbers_changed": self.numbers_changed,
            "ops": [op.to_dict() for op in self.ops],
        }


def diff_texts(text_a: str, text_b: str, a: str = "A", b: str = "B") -> WordDiff:
    """Word-level diff of two texts."""
    ta, tb = tokens(text_a), tokens(text_b)
    ka, kb_ = [token_key(t) for t in ta], [token_key(t) for t in tb]
    sm = difflib.SequenceMatcher(None, ka, kb_, autojunk=False)
    raw: list[Hunk] = [(tag, ta[i1:i2], tb[j1:j2]) for tag, i1, i2, j1, j2 in sm.get_opcodes()]
    ops: list[DiffOp] = []
    for tag, sa, sb in _merge_small_equals(raw):
        numbers = tag != "equal" and (_has_number(sa) or _has_number(sb))
        ops.append(DiffOp(tag, _join(sa), _join(sb), numbers))
    matched = sum(block.size for block in sm.get_matching_blocks())
    shorter = min(len(ka), len(kb_)) or 1
    return WordDiff(a, b, ops, sm.ratio(), matched / shorter)


Hunk = tuple[str, list[str], list[str]]
REF_WORDS = frozenset({"règle", "règles", "regle", "rp", "§", "article", "voir"})


def _has_number(toks: Sequence[str]) -> bool:
    """A number among the tokens, other than the number of a cross-reference (Règle 69)."""
    for i, t in enumerate(toks):
        if is_number(t) and not (i > 0 and token_key(toks[i - 1]) in REF_WORDS):
            return True
    return False


def _merge_small_equals(hunks: list[Hunk], max_words: int = 2) -> list[Hunk]:
    """Fold an equal run of at most ``max_words`` words lying between two changes into one
    change, so that a rewritten sentence reads as one replacement rather than a scatter of
    fragments around "la" and "de"."""
    out: list[Hunk] = []
    for hunk in hunks:
        out.append(hunk)
        while len(out) >= 3:
            (t1, a1, b1), (t2, a2, b2), (t3, a3, b3) = out[-3:]
            words = sum(1 for t in a2 if re.match(r"\w", t))
            if t1 != "equal" and t3 != "equal" and t2 == "equal" and words <= max_words:
                out[-3:] = [("replace", a1 + a2 + a3, b1 + b2 + b3)]
            else:
                break
    return [(("insert" if not a else "delete" if not b else t) if t != "equal" else t, a, b) for t, a, b in out]


def word_diff(library: Library, a: str, b: str) -> WordDiff:
    """Word-level diff of two articles' current wording (title included)."""
    art_a, art_b = library.get(a), library.get(b)
    return diff_texts(_article_text(art_a), _article_text(art_b), a, b)


def _article_text(article: Article) -> str:
    return f"{article.title}\n{article.text}" if article.title else article.text


# -- sentence-level differences --------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[^\s])|\n+")


def sentences(text: str) -> list[str]:
    """The sentences of a text (also split at line breaks and semicolons)."""
    parts = _SENTENCE_END.split(unicodedata.normalize("NFC", text))
    return [normalize_quote(p) for p in parts if re.search(r"\w", p)]


@dataclass
class SentenceChange:
    """A sentence of A rewritten in B (``changed``, with its word changes), or found in only
    one of the two texts (``only_a`` / ``only_b``)."""

    kind: str
    a: str
    b: str
    ops: list[DiffOp] = field(default_factory=list)

    @property
    def numbers(self) -> bool:
        return any(op.numbers for op in self.ops) or (
            self.kind != "changed" and _has_number(tokens(self.a or self.b))
        )

    @property
    def weight(self) -> int:
        """How many words the change touches (to show the biggest changes first)."""
        if self.kind != "changed":
            return sum(1 for t in tokens(self.a or self.b) if re.match(r"\w", t))
        return sum(
            sum(1 for t in tokens(op.a + " " + op.b) if re.match(r"\w", t))
            for op in self.ops
            if op.op != "equal" and op.substantive
        )

    def describe(self, clip: int = 160) -> str:
        if self.kind == "only_a":
            return f"− « {_clip(self.a, clip)} »"
        if self.kind == "only_b":
            return f"+ « {_clip(self.b, clip)} »"
        return " ; ".join(op.describe() for op in self.ops if op.op != "equal" and op.substantive)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "a": self.a, "b": self.b, "changes": [op.to_dict() for op in self.ops if op.op != "equal"]}


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def sentence_changes(text_a: str, text_b: str, threshold: float = 0.4) -> list[SentenceChange]:
    """What differs between two texts, sentence by sentence: each sentence of A is paired
    with its most similar sentence of B (word tokens, ratio ≥ ``threshold``); paired
    sentences that differ are word-diffed, the others are reported as only in A or in B."""
    sa, sb = sentences(text_a), sentences(text_b)
    ka = [[token_key(t) for t in tokens(x)] for x in sa]
    kb_ = [[token_key(t) for t in tokens(x)] for x in sb]
    scored: list[tuple[float, int, int]] = []
    for i, x in enumerate(ka):
        for j, y in enumerate(kb_):
            sm = difflib.SequenceMatcher(None, x, y, autojunk=False)
            if sm.real_quick_ratio() >= threshold and sm.quick_ratio() >= threshold:
                r = sm.ratio()
                if r >= threshold:
                    scored.append((r, i, j))
    scored.sort(key=lambda t: (-t[0], t[1], t[2]))
    pair_of_a: dict[int, int] = {}
    used_b: set[int] = set()
    for _r, i, j in scored:
        if i not in pair_of_a and j not in used_b:
            pair_of_a[i] = j
            used_b.add(j)
    out: list[SentenceChange] = []
    for i, sent in enumerate(sa):
        if i not in pair_of_a:
            out.append(SentenceChange("only_a", sent, ""))
            continue
        other = pair_of_a[i]
        if ka[i] == kb_[other]:
            continue
        d = diff_texts(sent, sb[other])
        if any(op.substantive for op in d.changes):
            out.append(SentenceChange("changed", sent, sb[other], d.ops))
    out += [SentenceChange("only_b", "", y) for j, y in enumerate(sb) if j not in used_b]
    return out


# -- derived texts -------------------------------------------------------------------------


@dataclass
class DerivedPair:
    """Two articles of different books whose wording is largely shared, with what differs."""

    a: str
    b: str
    shared: float
    similarity: float
    diff: WordDiff

    differences: list[SentenceChange] = field(default_factory=list)

    @property
    def changes(self) -> list[DiffOp]:
        return self.diff.changes

    def ranked(self) -> list[SentenceChange]:
        """The differences, those that change a number first, then the biggest."""
        return sorted(self.differences, key=lambda c: (not c.numbers, -c.weight))

    def summary(self, limit: int = 4, clip: int = 160) -> str:
        """What differs, sentence by sentence: rewritten sentences that change a number
        first, then the other rewritten sentences, then sentences found in one text only
        (changes of punctuation or letter case only are left out)."""
        items = self.ranked()
        parts = [c.describe(clip) for c in items[:limit]]
        more = len(items) - limit
        return " | ".join(p for p in parts if p) + (f" | … (+{more})" if more > 0 else "")

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "shared": round(self.shared, 3),
            "similarity": round(self.similarity, 3),
            "numbers_changed": self.diff.numbers_changed,
            "differences": [c.to_dict() for c in self.differences],
            "summary": self.summary(),
        }


SHINGLE = 4


def _shingles(words: Sequence[str], n: int = SHINGLE) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def _words(text: str) -> list[str]:
    return [token_key(t) for t in tokens(text) if re.match(r"\w", t)]


def derived_pairs(
    library: Library,
    *,
    books: Sequence[str] | None = None,
    min_shared: float = 0.6,
    min_similarity: float = 0.2,
    min_words: int = 12,
    prefilter: float = 0.3,
) -> list[DerivedPair]:
    """Pairs of articles of two different books that share most of their wording.

    ``shared`` is the share of the shorter article's words that difflib aligns with the
    other, ``similarity`` difflib's ratio over both; pairs below ``min_shared`` or
    ``min_similarity`` (a short article found inside a long one) are dropped. Candidates are first chosen by shared
    word 4-grams (at least ``prefilter`` of the shorter article's 4-grams), so difflib only
    runs on a handful of pairs.
    """
    book_ids = list(books) if books is not None else list(library.books)
    order = {b: i for i, b in enumerate(book_ids)}
    arts = [a for a in library.all_articles() if a.book in order and a.text.strip()]
    words = {a.id: _words(a.text) for a in arts}
    arts = [a for a in arts if len(words[a.id]) >= min_words]
    shingles = {a.id: _shingles(words[a.id]) for a in arts}
    book_of = {a.id: a.book for a in arts}
    index: dict[tuple[str, ...], list[str]] = defaultdict(list)
    for a in arts:
        for s in shingles[a.id]:
            index[s].append(a.id)
    common: Counter[tuple[str, str]] = Counter()
    for ids in index.values():
        if len(ids) > 50:  # boilerplate shared by everything carries no signal
            continue
        for i, x in enumerate(ids):
            for y in ids[i + 1 :]:
                if book_of[x] != book_of[y]:
                    pair = (x, y) if order[book_of[x]] < order[book_of[y]] else (y, x)
                    common[pair] += 1
    pairs: list[DerivedPair] = []
    by_id = {a.id: a for a in arts}
    for (x, y), n in common.items():
        smaller = min(len(shingles[x]), len(shingles[y])) or 1
        if n / smaller < prefilter:
            continue
        d = diff_texts(by_id[x].text, by_id[y].text, x, y)
        if d.shared >= min_shared and d.similarity >= min_similarity:
            pairs.append(DerivedPair(x, y, d.shared, d.similarity, d, sentence_changes(by_id[x].text, by_id[y].text)))
    pairs.sort(key=lambda p: (order[book_of[p.a]], order[book_of[p.b]], -p.shared, p.a, p.b))
    return pairs


# -- aligned articles ----------------------------------------------------------------------


@dataclass
class Aligned:
    """The best article of each book for a topic (None where the book has none)."""

    topic: str
    articles: dict[str, str | None]
    source: str  # "topics" (topic index) | "parameters" (cited articles) | "lexical"

    def to_dict(self) -> dict[str, Any]:
        return {"topic": self.topic, "articles": self.articles, "source": self.source}


def aligned_articles(
    topic: str,
    library: Library,
    *,
    index: Any | None = None,
    params: Iterable[Parameter] | None = None,
    patterns: Sequence[str] = (),
) -> Aligned:
    """For ``topic``, the best-matching article of each book.

    With ``index`` (a :class:`kb.topics.TopicIndex`) the topic index decides (primary links
    first, then score). Without it, the articles most cited by the topic's parameters; for
    books no parameter cites, a lexical score of the title and text against the topic's
    ``patterns``.
    """
    books = list(library.books)
    chosen: dict[str, str | None] = dict.fromkeys(books)
    if index is not None:
        for link in index.articles_for(topic):
            book = link.article.split(":", 1)[0]
            if book in chosen and chosen[book] is None and link.article in library.articles:
                chosen[book] = link.article
        return Aligned(topic, chosen, "topics")
    cited: dict[str, Counter[str]] = defaultdict(Counter)
    for p in params or ():
        if p.topic != topic:
            continue
        for book, bv in p.values.items():
            if bv is not None:
                cited[book][bv.article] += 1
    any_cited = any(cited.values())
    source = "parameters"
    for book in books:
        if cited.get(book):
            chosen[book] = cited[book].most_common(1)[0][0]
    if patterns:
        for book in books:
            if chosen[book] is None:
                best = _lexical_best(library.by_book(book), patterns)
                if best is not None:
                    chosen[book] = best
                    source = "parameters+lexical" if any_cited else "lexical"
    return Aligned(topic, chosen, source)


def _lexical_best(articles: Sequence[Article], patterns: Sequence[str]) -> str | None:
    keys = [" ".join(_words(p)) for p in patterns if p.strip()]
    best: tuple[float, str] | None = None
    for art in articles:
        title = " " + " ".join(_words(art.title)) + " "
        body = " " + " ".join(_words(art.text)) + " "
        score = sum(6 * title.count(f" {k} ") + body.count(f" {k} ") for k in keys if k)
        if score and (best is None or score > best[0]):
            best = (score, art.id)
    return best[1] if best else None
