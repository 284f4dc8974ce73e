"""The build per book (kb.bookcache): a build that reads the parts of the books it met
before writes what a clean build writes — after adding a book, a new edition of it, and
removing it again — and computes only the new book's parts."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

import kb.build
import kb.engine.examples
import kb.nlp
from kb.bookcache import BOOKS_DIRNAME, BookCache, content_key
from kb.build import STEPS, ensure_built
from kb.cache import TRIAL_PREFIX, build_dir, damaged_files, is_built
from kb.corpus import DEFAULT_CORPUS, load_library
from kb.engine.examples import build_step as examples_step
from kb.engine.results import EXAMPLES_FILE
from kb.model import Library
from kb.userlib.admission import admit_file
from kb.userlib.folder import remove_book
from kb.userlib.preview import add_book, preview

INDEX_FILES_NAMED_AT_RANDOM = (".seg", ".toc", "_LOCK")  # Whoosh's segment names: compared by the postings


def _built(folder: Path) -> dict[str, object]:
    """Every file a build wrote, by relative path."""
    found: dict[str, object] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if not path.is_file() or name == "BUILD_OK" or name.endswith(INDEX_FILES_NAMED_AT_RANDOM):
            continue
        found[name] = path.read_bytes()
    return found


def _book(library: Path, corpus: Path, edition: str | None = None, changed: str = "", count: int = 6) -> None:
    """A club book of six TDA rules' wordings (topics, quantities, references) in ``library``
    (``count``: the first of them only)."""
    articles = [a for a in load_library(DEFAULT_CORPUS).books["tda"].articles if len(a.text) > 200][:count]
    text = "\n".join(f"## Article {n} : {a.title}\n\n{a.text}\n" for n, a in enumerate(articles, 1))
    if changed:
        text += f"\n## Article 7 : Ajout\n\n{changed}\n"
    p = preview(text.encode(), "club.md", "club", "Club", corpus=corpus, library=library, edition=edition)
    add_book(p, library, corpus)


def _clean(corpus: Path, library: Path, cache: Path) -> dict[str, object]:
    return _built(ensure_built(corpus, cache, library=library).cache_dir)


@pytest.mark.slow
def test_adding_a_new_edition_and_removing_a_book_builds_as_a_clean_build(
    tmp_path: Path, one_book_corpus: Callable[..., Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    # every step but those whose quotes cite the five books (the examples: test below)
    monkeypatch.setattr(kb.build, "STEPS", tuple((n, s) for n, s in STEPS if n not in ("paramètres", "exemples")))
    corpus = one_book_corpus(tmp_path / "corpus")
    library = tmp_path / "library"
    library.mkdir()
    cache = tmp_path / "cache"
    alone = _clean(corpus, library, tmp_path / "clean-alone")
    assert _clean(corpus, library, cache) == alone

    _book(library, corpus)
    with_book = _clean(corpus, library, tmp_path / "clean-with")
    assert _built(ensure_built(corpus, cache, library=library).cache_dir) == with_book

    _book(library, corpus, edition="2026-01", changed="Le joueur dispose de trente secondes pour agir.")
    with_edition = _clean(corpus, library, tmp_path / "clean-edition")
    assert _built(ensure_built(corpus, cache, library=library).cache_dir) == with_edition

    remove_book(library, "club", set())
    # every book met before: the language model is not loaded (and the parts not computed)
    monkeypatch.setattr(kb.nlp, "get_nlp", lambda: pytest.fail("spaCy loaded for books met before"))
    assert _built(ensure_built(corpus, cache, library=library).cache_dir) == alone


@pytest.mark.slow
def test_a_new_edition_of_articles_met_before_loads_no_language_model(
    tmp_path: Path, one_book_corpus: Callable[..., Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new edition that drops an article, its others those of the edition it replaces
    (renamed ``club@…``), reads their topics and quantities from it: no spaCy — and the
    build is a clean build's."""
    monkeypatch.setattr(kb.build, "STEPS", tuple((n, s) for n, s in STEPS if n not in ("paramètres", "exemples")))
    corpus = one_book_corpus(tmp_path / "corpus")
    library, cache = tmp_path / "library", tmp_path / "cache"
    library.mkdir()
    _book(library, corpus)
    ensure_built(corpus, cache, library=library)
    _book(library, corpus, edition="2026-01", count=5)
    loaded = kb.nlp.get_nlp
    monkeypatch.setattr(kb.nlp, "get_nlp", lambda: pytest.fail("spaCy loaded for articles met before"))
    built = _built(ensure_built(corpus, cache, library=library).cache_dir)
    monkeypatch.setattr(kb.nlp, "get_nlp", loaded)
    assert built == _clean(corpus, library, tmp_path / "clean")


def test_a_damaged_part_is_computed_again(tmp_path: Path) -> None:
    books = BookCache(tmp_path)
    books.put("topics", ["a"], {"x": 1})
    assert books.get("topics", ["a"]) == {"x": 1}
    assert books.get("topics", ["b"]) is None
    assert books.folder is not None
    (books.folder / f"topics-{content_key(['a'])}.json").write_text("{garbled", encoding="utf-8")
    assert books.get("topics", ["a"]) is None
    assert (tmp_path / BOOKS_DIRNAME).is_dir()


def test_the_examples_results_are_read_back(tmp_path: Path, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    first, again = tmp_path / "first", tmp_path / "again"
    first.mkdir()
    again.mkdir()
    examples_step(library, first)
    monkeypatch.setattr(kb.engine.examples, "run_examples", lambda *a, **k: pytest.fail("examples replayed again"))
    examples_step(library, again)
    assert (again / EXAMPLES_FILE).read_bytes() == (first / EXAMPLES_FILE).read_bytes()


@pytest.mark.slow
def test_an_import_adopts_its_trial_build_as_the_library_build(tmp_path: Path) -> None:
    """``kb import``'s trial build, made in the bounded child with the book, becomes the
    build of the library with the book: the next command finds it built, with what a
    build of that library writes; a dry run leaves no trial behind."""
    cache = Path(os.environ["KB_CACHE_DIR"])  # the session's: the built-in books' parts are there
    library = tmp_path / "library"
    library.mkdir()
    source = tmp_path / "club.md"
    articles = [a for a in load_library(DEFAULT_CORPUS).books["aix"].articles if len(a.text) > 200][:5]
    source.write_text("\n".join(f"## Article {n} : {a.title}\n\n{a.text}\n" for n, a in enumerate(articles, 1)),
                      encoding="utf-8")
    _, written = admit_file(source, "club", "Club", corpus=DEFAULT_CORPUS, library=library, cache_root=cache,
                            dry_run=True)
    assert written is None and not list(cache.glob(f"{TRIAL_PREFIX}*"))
    _, folder = admit_file(source, "club", "Club", corpus=DEFAULT_CORPUS, library=library, cache_root=cache)
    final = build_dir(DEFAULT_CORPUS, cache, library)
    assert is_built(final) and damaged_files(final) == []
    assert not list(cache.glob(f"{TRIAL_PREFIX}*"))
    adopted = _built(final)
    books = json.loads((final / "library.json").read_text(encoding="utf-8"))["books"]
    assert [b["meta"]["file"] for b in books if b["meta"]["id"] == "club"] == [f"{folder}/texte.md"]
    assert _built(ensure_built(DEFAULT_CORPUS, cache, library=library, force=True).cache_dir) == adopted


def test_a_lexicon_read_back_folded_gives_the_same_lemmas(library: Library, tmp_path: Path) -> None:
    """The lexicon file is written folded and read back as the lexicon of the model's
    tables (and a file of those tables, as it was written before, is still read)."""
    from kb.search.index import book_words, load_topic_labels
    from kb.search.lexicon import (
        LEXICON_FILE,
        Lexicon,
        book_lemmas,
        build_lexicon,
        lemma_tables,
        write_lexicon,
    )

    words = sorted(book_words(library.all_articles(), load_topic_labels()))
    built = build_lexicon()
    write_lexicon(tmp_path, built)
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / LEXICON_FILE).write_text(json.dumps(lemma_tables()), encoding="utf-8")
    for again in (Lexicon(tmp_path / LEXICON_FILE), Lexicon(tmp_path / "old" / LEXICON_FILE)):
        assert book_lemmas(words, again) == book_lemmas(words, built)
        assert [again.plural_of_noun(w) for w in words] == [built.plural_of_noun(w) for w in words]
        assert [again.lemma(w) for w in ("sautent", "connait", "zzent")] == [built.lemma(w) for w in ("sautent", "connait", "zzent")]
        assert "known" not in json.loads((tmp_path / "old" / LEXICON_FILE).read_text(encoding="utf-8"))
