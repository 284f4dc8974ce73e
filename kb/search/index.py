"""Building the search index of the articles (and its vocabulary file) in a folder.

Each article's text is analysed once (kb.search.analysis); its terms feed the postings and
the vocabulary. Layout of ``<cache>/index/``: the Whoosh files (the stored fields only: what
the hits and their snippets show), plus ``vocab.json`` (the analyzed
vocabulary: every surface word, accent-folded, with its term and frequency, for typo
correction and "did you mean") and ``meta.json`` (document count and the books' short names,
written last: an index folder without it is incomplete), and the postings as numpy arrays of kb.search.postings
(``postings_docs.npy``, ``postings_tf.npy``, ``positions.npy``, ``lengths.npy``,
``postings.json``), which the scoring reads, and the French lexicon of kb.search.lexicon (``lexicon.json``).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from whoosh import index as whoosh_index
from whoosh.fields import STORED, Schema

from kb.bookcache import book_cache
from kb.model import Article, Library
from kb.search.analysis import WORD_RE, analyze_word, fold, positioned_terms, words
from kb.search.lexicon import LEXICON_FILE, Lexicon, book_lemmas, build_lexicon, write_lexicon
from kb.search.postings import write_postings
from kb.topics.taxonomy import load_taxonomy

INDEX_DIRNAME = "index"
VOCAB_FILE = "vocab.json"
META_FILE = "meta.json"
BOOK_LEMMAS_FILE = "book-lemmas.json"  # written by lexicon_step for build_step, then removed

# Field weights, applied by kb.search.scoring (not stored in the index: Whoosh would multiply
# them into the term frequencies): a title match counts three times a text match. The topic
# labels weigh very little: measured on both relevance sets, a larger weight adds noise (an
# article has up to 16 topics, most of them mentioned in passing); they still find an
# article that only its topic names.
FIELD_BOOSTS = {"title": 3.0, "text": 1.0, "examples": 0.6, "topics": 0.05, "history": 1.0}
CONTENT_FIELDS = ("title", "text", "examples", "topics")  # searched by default
HISTORY_FIELD = "history"  # struck wording: searched only on request


# What Whoosh keeps of an article: its stored fields, read for the hits and their snippets.
STORED_FIELDS = ("id", "book", "number", "numbered", "kind", "topic_ids", "title", "text", "examples", "history")


def load_topic_labels() -> dict[str, str]:
    """Topic id → French label, from the topics taxonomy (kb/data/topics.toml)."""
    return {t.id: t.label for t in load_taxonomy()}


def _markdown_to_text(text: str) -> str:
    """Plain wording of a Markdown fragment (for snippets and the vocabulary)."""
    t = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links: keep the label
    t = re.sub(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?>", "", t)  # HTML tags: <sup>, <br>, <b>…
    t = re.sub(r"(\*\*|__|~~|\\\*|`)", "", t)
    t = re.sub(r"^\s*#+\s*", "", t, flags=re.M)
    t = re.sub(r"^\s*[-*●]\s+", "", t, flags=re.M)
    t = re.sub(r"[\ue000-\uf8ff]", "", t)  # private-use bullets of the Aix PDF
    t = re.sub(r"\|", " ", t)
    return unicodedata.normalize("NFC", t)


def _topic_words(topic_ids: Iterable[str], topic_labels: dict[str, str]) -> str:
    """The words of topics in an article's document: their ids (« dead_button » → « dead
    button ») then their labels."""
    topics = list(topic_ids)
    return " ".join([t.replace("-", " ").replace("_", " ").replace(".", " ") for t in topics] + [topic_labels.get(t, "") for t in topics])


def article_document(article: Article, topic_labels: dict[str, str]) -> dict[str, Any]:
    """The document of an article: its fields as stored (``STORED_FIELDS``) and searched
    (``FIELD_BOOSTS``)."""
    topics = list(article.topics)
    topic_words = _topic_words(topics, topic_labels)
    history = [article.struck_title] if article.struck_title else []
    history += list(article.struck)
    return {
        "id": article.id,
        "book": article.book,
        "number": article.number,
        "numbered": article.numbered,
        "kind": article.kind,
        "topic_ids": ",".join(t.lower() for t in topics),
        "title": _markdown_to_text(article.title),
        "text": _markdown_to_text(article.text),
        "examples": _markdown_to_text("\n\n".join(f"{e.label}\n{e.text}" for e in article.examples)),
        "topics": topic_words,
        "history": _markdown_to_text("\n".join(history)),
    }


def build_vocabulary(surfaces: Counter[str], term_df: dict[str, int], n_docs: int) -> dict[str, Any]:
    """Surface words (folded, lower case) → [term, frequency, most frequent spelling], from
    the count of each surface word as written (in the order met) and each term's document
    frequency."""
    freq: Counter[str] = Counter()
    spellings: dict[str, Counter[str]] = defaultdict(Counter)
    for surface, n in surfaces.items():
        low = surface.lower()
        key = fold(low)
        freq[key] += n
        spellings[key][low] += n
    vocab = {}
    for key, n in freq.items():
        terms = analyze_word(key)
        if not terms:
            continue  # stop words
        vocab[key] = [list(terms), n, spellings[key].most_common(1)[0][0]]
    return {"words": vocab, "terms": dict(term_df), "n_docs": n_docs}


def _store(docs: list[dict[str, Any]], out: Path) -> None:
    """Write the stored fields of ``docs`` as a Whoosh index in ``out``."""
    ix = whoosh_index.create_in(str(out), Schema(**{name: STORED() for name in STORED_FIELDS}))
    writer = ix.writer(limitmb=256)
    try:
        for doc in docs:
            writer.add_document(**{name: doc[name] for name in STORED_FIELDS})
    except BaseException:
        writer.cancel()
        raise
    writer.commit(optimize=True)
    ix.close()


def analysed(docs: list[dict[str, Any]], out: Path) -> dict[str, Any]:
    """Analyse the text fields of ``docs`` once: write their postings into ``out``; their
    vocabulary (``build_vocabulary``)."""
    words = {field: [WORD_RE.findall(doc[field]) for doc in docs] for field in FIELD_BOOSTS}
    surfaces: Counter[str] = Counter()
    for i in range(len(docs)):  # in the order met: document by document
        for field in FIELD_BOOSTS:
            surfaces.update(words[field][i])
    term_df = write_postings({field: positioned_terms(found) for field, found in words.items()}, out)
    return build_vocabulary(surfaces, term_df, len(docs))


def build_index(
    articles: Iterable[Article],
    out: Path,
    topic_labels: dict[str, str] | None = None,
    lemmas: dict[str, str] | None = None,
    names: dict[str, str] | None = None,
) -> int:
    """Write the index of ``articles`` into the (new or empty) folder ``out``; returns the
    number of documents. ``lemmas``: the lemma of each word of the books, computed before
    (``lexicon_step``, which also wrote the lexicon); by default computed here. ``names``:
    book id → short name, kept for the queries that name a book (kb.search.books)."""
    labels = load_topic_labels() if topic_labels is None else topic_labels
    out.mkdir(parents=True, exist_ok=True)
    docs = [article_document(a, labels) for a in articles]
    _store(docs, out)
    vocab = analysed(docs, out)
    # the lemma of the books' words, so that a query of them does not read the lexicon
    if lemmas is None:
        lexicon = build_lexicon()
        write_lexicon(out, lexicon)
        vocab["lemmas"] = book_lemmas(vocab["words"], lexicon)
    else:
        vocab["lemmas"] = {w: lemmas[w] for w in vocab["words"] if w in lemmas}
    (out / VOCAB_FILE).write_text(json.dumps(vocab, ensure_ascii=False), encoding="utf-8")
    meta = {"documents": len(docs), "names": names or {}}
    (out / META_FILE).write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    return len(docs)


def book_words(articles: Iterable[Article], topic_labels: dict[str, str]) -> set[str]:
    """Every word the vocabulary of ``articles``' index can hold (folded, lower case),
    whatever topics the articles get: their own fields, and every topic's id and label."""
    found: set[str] = set()
    for doc in (article_document(a, topic_labels) for a in articles):
        for field in ("title", "text", "examples", "history"):
            found.update(fold(w.lower()) for w, _, _ in words(doc[field]))
    found.update(fold(w.lower()) for w, _, _ in words(_topic_words(topic_labels, topic_labels)))
    return found


def lexicon_step(library: Library, out_dir: Path) -> None:
    """Build step of ``kb.build``, run beside the topics step when the build may fork: the
    lexicon (``lexicon.json``) and the lemma of every word the index can hold
    (``book-lemmas.json``, read and removed by ``build_step``)."""
    out = out_dir / INDEX_DIRNAME
    out.mkdir(parents=True, exist_ok=True)
    books = book_cache(out_dir)  # the lexicon and each book's lemmas, kept (kb.bookcache)
    if not books.copy_file("lexicon", [], out / LEXICON_FILE):
        write_lexicon(out)
        books.keep_file("lexicon", [], out / LEXICON_FILE)
    lexicon = Lexicon(out / LEXICON_FILE)  # read only if a book has words no book had
    labels = load_topic_labels()
    met: dict[str, str] = {}  # every word of the books read so far → its lemma ("": none)
    for book in library.books.values():
        if not book.articles:
            continue
        content = ["lemmas", sorted(book_words(book.articles, labels))]
        found = books.get("lemmas", content)
        if found is None:
            new = [w for w in content[1] if w not in met]
            found = {w: met[w] for w in content[1] if w in met} | dict.fromkeys(new, "") | book_lemmas(new, lexicon)
            books.put("lemmas", content, found)
        met.update(found)
    lemmas = {w: met[w] for w in sorted(met) if met[w]}
    (out / BOOK_LEMMAS_FILE).write_text(json.dumps(lemmas, ensure_ascii=False), encoding="utf-8")


def build_step(library: Library, out_dir: Path) -> None:
    """Build step of ``kb.build``: the index of every article in ``out_dir/index``."""
    out = out_dir / INDEX_DIRNAME
    lemmas_file = out / BOOK_LEMMAS_FILE
    lemmas = None  # a build without lexicon_step (a test's short list of steps): computed here
    if lemmas_file.exists():
        lemmas = json.loads(lemmas_file.read_text(encoding="utf-8"))
        lemmas_file.unlink()
    build_index(library.all_articles(), out, lemmas=lemmas, names=library.book_names())
