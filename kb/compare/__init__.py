"""Comparing the books: divergences per parameter, aligned articles, word diffs, derived texts.

- :mod:`.divergence` — for one parameter, do the books agree, diverge, or is the value only
  partly specified? (:func:`divergence`); :func:`topic_summary` counts that per topic;
- :mod:`.records` — the JSON records of ``kb compare --json`` (:func:`compare_records`);
- :mod:`.alignment` — for a topic, the best-matching article of each book
  (:func:`aligned_articles`);
- :mod:`.tokens`, :mod:`.worddiff` — word-level diff of two articles (:func:`word_diff`):
  insertions, deletions, replacements, and which changes touch a number;
- :mod:`.sentences` — the same, sentence by sentence (:func:`sentence_changes`);
- :mod:`.derived` — pairs of articles of two books whose wording is largely shared
  (:func:`derived_pairs`: RedCactus copies most of the TDA), each with what differs.
"""

from __future__ import annotations

from kb.compare.alignment import aligned_articles
from kb.compare.derived import DerivedPair, derived_pairs
from kb.compare.divergence import STATUS_LABELS, Divergence, divergence, topic_summary, value_key
from kb.compare.labels import labelled_alike
from kb.compare.records import compare_records
from kb.compare.sentences import sentence_changes, sentences
from kb.compare.tokens import token_key, tokens
from kb.compare.worddiff import WordDiff, diff_texts, word_diff

__all__ = [
    "STATUS_LABELS", "DerivedPair", "Divergence", "WordDiff", "aligned_articles", "compare_records",
    "derived_pairs", "diff_texts", "divergence", "labelled_alike", "sentence_changes", "sentences",
    "token_key", "tokens", "topic_summary", "value_key", "word_diff",
]
