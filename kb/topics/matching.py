"""Topic patterns compiled into spaCy PhraseMatchers over lemmas (two views of a text)."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from kb.bookcache import BookCache
from kb.text import fold
from kb.topics.taxonomy import Topic

WEAK_WEIGHT = 0.2
# Small words that may sit between the words of an expression ("demander DU temps").
GAP_POS = ["DET", "ADP", "PRON", "CCONJ", "SCONJ", "AUX", "PART"]
GAP_PUNCT = ["-", "'", "’", "«", "»", '"', "“", "”", "(", ")"]
FUNCTION_POS = frozenset(GAP_POS) | {"PUNCT", "SPACE", "SYM"}


STRAY_HYPHEN = re.compile(r"(^|\s)-(?=\w)")


def _prepare(text: str) -> str:
    """Lower-case text written in capitals (ROPTA titles): the model lemmatizes "RELANCES"
    as a verb and leaves "TABLES" alone, but gets the lower-case words right."""
    # A hyphen stuck to the front of a word ("La donne -prématurée") is a stray dash: the
    # tokenizer would keep it inside the word.
    text = STRAY_HYPHEN.sub(r"\1- ", text)
    letters = [c for c in text if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) > 0.6 * len(letters):
        return text.lower()
    return text


SEPARATOR = "¶"  # stands for a clause boundary in the content view of a text


def _alternatives(token: Any) -> list[str]:
    """The forms a pattern word may take in a text: its folded lemma, its folded surface
    (and that surface without a plural « s »)."""
    forms = {token.norm_, fold(token.text)}
    # Words in capitals lose their accents (ROPTA titles: « SORTANTS SIMULTANES »), and the
    # model lemmatizes such unknown plurals by dropping the « s » only: allow that form too.
    surface = fold(token.text)
    if len(surface) > 4 and surface.endswith("s"):
        forms.add(surface[:-1])
    return sorted(forms)


def _is_gap(token: Any) -> bool:
    return token.is_space or (token.is_punct and token.text in GAP_PUNCT)


# Small words that carry meaning in an expression ("plusieurs jetons" ≠ "ses jetons"),
# and verbs that do not ("le matériel a la table" in capitals, "a" tagged as a verb).
KEEP_NORMS = frozenset({"plusieurs", "seul", "aucun", "chaque", "sans", "pas", "plus", "moins"})
FUNCTION_NORMS = frozenset({"avoir", "etre"})
# A title expression right after one of these is negated, not named.
NEGATIONS = frozenset({"sans"})


def _is_function(token: Any) -> bool:
    if token.norm_ in KEEP_NORMS:
        return False
    return token.pos_ in FUNCTION_POS or token.is_punct or token.norm_ in FUNCTION_NORMS


def _view(doc: Any, content: bool) -> tuple[list[str], list[int]]:
    """The full view of a text: its words as folded lemmas (quotes, hyphens and spaces
    dropped), with the index in ``doc`` of the token each comes from; ``content``: the content
    view — small words (le, de, à…) dropped, other punctuation a boundary an expression cannot cross."""
    words: list[str] = []
    at: list[int] = []
    for t in doc:
        if _is_gap(t):
            continue
        if content and _is_function(t):
            if t.is_punct and words and words[-1] != SEPARATOR:
                words.append(SEPARATOR)
                at.append(t.i)
            continue
        words.append(t.norm_)
        at.append(t.i)
    return words, at


def compile_pattern(doc: Any) -> tuple[str, list[list[str]]] | None:
    """The word sequences an expression matches, and on which view of the text.

    An expression with two content words or more ("demander le temps") matches on the
    content view, so "demander du temps" matches too. An expression with a single content
    word keeps its small words ("à son tour") so that it stays specific: it matches on the
    full view. Each word may appear as its lemma or as written.
    """
    tokens = [t for t in doc if not _is_gap(t)]
    content = [t for t in tokens if not _is_function(t)]
    if not tokens or not content:
        return None
    view, words = ("content", content) if len(content) >= 2 else ("full", tokens)
    return view, [list(seq) for seq in itertools.product(*(_alternatives(t) for t in words))]


def _compiled_patterns(texts: list[str], nlp: Any, books: BookCache) -> list[tuple[str, list[list[str]]] | None]:
    """:func:`compile_pattern` of each of ``texts`` (the taxonomy's expressions), read from
    ``books`` when computed before."""
    content = ["patterns", texts]
    kept = books.get("patterns", content)
    if kept is not None:
        return [None if found is None else (found[0], found[1]) for found in kept]
    compiled = [compile_pattern(doc) for doc in nlp.pipe(texts)]
    books.put("patterns", content, compiled)
    return compiled


class TopicMatcher:
    """The taxonomy compiled into two spaCy PhraseMatchers (one per view of a text);
    ``scores(doc)`` → {topic: raw score}. The patterns' word sequences are kept in
    ``books`` (kb.bookcache: they depend on the taxonomy and the pipeline only), so a
    build that parses one new book does not parse the taxonomy's 800 expressions too."""

    def __init__(self, topics: Sequence[Topic], books: BookCache | None = None):
        # spaCy is heavy: loaded only when the build classifies (readers of topics.json never do)
        from spacy.matcher import PhraseMatcher
        from spacy.tokens import Doc

        from kb.nlp import get_nlp  # (spaCy, see above)

        self.nlp = get_nlp()
        self.vocab = self.nlp.vocab
        self.topics = list(topics)
        self.matchers = {"full": PhraseMatcher(self.vocab), "content": PhraseMatcher(self.vocab)}
        # match key → (topic id, kind): kind is "strong", "weak" or "title"
        self.keys: dict[int, tuple[str, str]] = {}
        texts: list[tuple[str, str, str]] = []
        for topic in self.topics:
            texts += [(topic.id, p, "strong") for p in topic.patterns]
            texts += [(topic.id, p, "weak") for p in topic.weak]
            texts += [(topic.id, p, "title") for p in topic.titles]
            texts += [(topic.id, p, "unless") for p in topic.unless]
        patterns = _compiled_patterns([_prepare(t) for _, t, _ in texts], self.nlp, books or BookCache(None))
        for (tid, _text, kind), compiled in zip(texts, patterns, strict=True):
            if compiled is None:
                continue
            view, sequences = compiled
            key = f"{tid}|{kind}"
            self.matchers[view].add(key, [Doc(self.vocab, words=seq) for seq in sequences])
            self.keys[self.vocab.strings[key]] = (tid, kind)

    def scores(self, doc: Any, in_title: bool = False) -> dict[str, tuple[float, float]]:
        """Per topic: (strong, weak) raw scores, the number of its non-overlapping pattern
        and weak-word matches (weak ones weigh WEAK_WEIGHT). For a topic, overlapping
        matches count once, the longest and strongest first. Title-only expressions
        count as patterns when ``in_title``, and not at all otherwise."""
        from spacy.tokens import Doc

        spans: dict[str, list[tuple[int, int, float, int, int]]] = defaultdict(list)
        unless: dict[str, list[tuple[int, int]]] = defaultdict(list)  # topic → doc token spans
        for view in ("full", "content"):
            words, at = _view(doc, content=view == "content")
            if not words:
                continue
            for match_id, start, end in self.matchers[view](Doc(self.vocab, words=words)):
                tid, kind = self.keys[match_id]
                if kind == "unless":
                    unless[tid].append((at[start], at[end - 1] + 1))
                    continue
                if kind == "title" and not in_title:
                    continue
                if in_title and start > 0 and words[start - 1] in NEGATIONS:
                    # « ÉQUILIBRAGE DE TABLES (SANS FERMETURE DE TABLE) » is not about breaking.
                    continue
                weight = WEAK_WEIGHT if kind == "weak" else 1.0
                spans[f"{view}|{tid}"].append((start, end, weight, at[start], at[end - 1] + 1))
        out: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
        for key, found in spans.items():
            tid = key.split("|", 1)[1]
            # Longest first, then keep the ones that do not overlap a kept one.
            found.sort(key=lambda s: (-(s[1] - s[0]), -s[2], s[0]))
            taken: list[tuple[int, int]] = []
            for start, end, weight, first, last in found:
                if any(start < e and s < end for s, e in taken):
                    continue
                if any(first < e and s < last for s, e in unless.get(tid, ())):
                    continue  # inside an expression where the pattern says something else
                taken.append((start, end))
                out[tid][0 if weight == 1.0 else 1] += weight
        return {tid: (strong, weak) for tid, (strong, weak) in out.items()}

