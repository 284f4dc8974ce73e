"""Topics shared by the five rulebooks, and the cross-links between their articles.

- The taxonomy is data: ``kb/data/topics.toml`` (id, French label, description, patterns).
- The classifier matches the patterns on lemmas with spaCy ``PhraseMatcher``s over the
  folded lemmas (``token.norm_`` set by ``kb.nlp``), weighted by where they match:
  title ≫ body > worked examples > struck wording. An article may have several topics;
  each (article, topic) gets a score and a role: ``primary`` (what the article is about)
  or ``secondary`` (it also deals with it).
- Cross-links: for each article, the articles of the other books on the same topics,
  ranked by topic overlap and text similarity (TF-IDF cosine on lemmas), at most three per
  book; and the resolved references both ways ("voir" / "cité par").

The build step (``build_step``) runs spaCy once and writes ``topics.json`` into the build
cache; the CLI and the app read it with ``load_topic_index()`` and never rerun spaCy.

Modules: ``taxonomy`` (the data file), ``matching`` (patterns → PhraseMatchers),
``classify`` (scores and roles), ``links`` (cross-links), ``index`` (build step and
``TopicIndex``), ``quality`` (precision / recall against a reference, or against the
topics a director expects for each article of a club book).
"""

from kb.topics.classify import TopicLink, article_segments, classify, needs_topic
from kb.topics.index import (
    INDEX_FILE,
    RelatedArticle,
    TopicIndex,
    build_step,
    compute_index,
    load_topic_index,
)
from kb.topics.matching import TopicMatcher
from kb.topics.quality import (
    ExpectedBook,
    Score,
    evaluate,
    load_expected_book,
    load_reference,
    score_articles,
)
from kb.topics.taxonomy import Topic, load_taxonomy

__all__ = [
    "INDEX_FILE", "ExpectedBook", "RelatedArticle", "Score", "Topic", "TopicIndex", "TopicLink", "TopicMatcher",
    "article_segments", "build_step", "classify", "compute_index", "evaluate", "load_expected_book",
    "load_reference", "load_taxonomy", "load_topic_index", "needs_topic", "score_articles",
]
