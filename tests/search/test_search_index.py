"""Index building and the searcher on small fixture articles: fields, history, filters,
snippets (escaping), typos; rebuild when the corpus changes; recovery from a corrupt index."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import kb.build
from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.model import Article, Example
from kb.search import Searcher, build_index, build_step
from kb.search.index import INDEX_DIRNAME


def _article(aid: str, title: str, text: str, **kw) -> Article:
    book, number = aid.split(":", 1)
    return Article(id=aid, book=book, number=number, title=title, parent=None, text=text, line_start=1, line_end=2, **kw)


FIXTURES = [
    _article("ropta:4.3", "BOUTON MORT", "Le jeu en tournoi utilise la règle du **bouton mort** : si le joueur qui devait donner le coup est éliminé, les cartes sont distribuées par celui immédiatement à sa droite.", topics=["button"]),
    _article("tda:32", "Bouton Mort", "Les tournois utilisent la règle du bouton mort.", topics=["button"]),
    _article("tda:56", "String-Bet et String-Raise", "Miser en plusieurs fois est interdit. Tout string-bet ou string-raise sera dès lors considéré comme un simple call."),
    _article("redcactus:28", "Rabbit Hunting", "Il est strictement interdit d'essayer de voir les cartes du board qui étaient à venir."),
    _article("ciaffone:1.30", "Le jeton insécable", "Le jeton insécable va à la main qui possède la carte la plus haute."),
    _article("ropta:10-10", "", "", struck=["CARTES JETEES TROP RAPIDEMENT"], struck_title="ARTICLE 10-10 : CARTES JETEES TROP RAPIDEMENT"),
    _article("aix:piege", "Texte piégé", 'Si A < B & C > D, le joueur à tapis écrit <b>gras</b> et <script ou "x".'),
    _article("tda:PR-1", "Boutons All-In", "Les boutons “All-in” indiquent clairement qu’un joueur est à tapis.", examples=[Example("Exemple 1", "Le croupier place le bouton Allin devant le joueur.", 3, 3)]),
]


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
    out = tmp_path_factory.mktemp("index")
    assert build_index(FIXTURES, out, topic_labels={"button": "Bouton et blindes"}) == len(FIXTURES)
    return Searcher(out)


def ids(result) -> list[str]:
    return [h.id for h in result.hits]


def test_dead_button_finds_both_books(small: Searcher) -> None:
    r = small.search("dead button")
    assert set(ids(r)[:2]) == {"ropta:4.3", "tda:32"}
    assert r.expansions and r.expansions[0].also == ["bouton mort"]
    hit = r.hits[0]
    assert hit.title and hit.book in ("ropta", "tda") and hit.score > 0


def test_struck_wording_is_searched_only_on_request(small: Searcher) -> None:
    assert "ropta:10-10" not in ids(small.search("cartes jetées trop rapidement"))
    r = small.search("cartes jetées trop rapidement", history=True)
    assert ids(r)[0] == "ropta:10-10"
    assert "<mark>RAPIDEMENT</mark>" in r.hits[0].snippet


def test_examples_are_searched(small: Searcher) -> None:
    assert ids(small.search("croupier place"))[0] == "tda:PR-1"


def test_topic_labels_are_searched_and_filter(small: Searcher) -> None:
    assert set(ids(small.search("blindes"))) == {"ropta:4.3", "tda:32"}  # the topic label only
    assert ids(small.search("règle", topic="button")) and all(h.id in ("ropta:4.3", "tda:32") for h in small.search("règle", topic="BUTTON").hits)
    assert small.search("règle", topic="no-such-topic").hits == []


def test_book_filters(small: Searcher) -> None:
    assert ids(small.search("bouton mort", books=["tda"])) == ["tda:32", "tda:PR-1"]  # "Boutons All-In"
    assert set(ids(small.search("bouton", books=["tda", "ropta"]))) == {"tda:32", "ropta:4.3", "tda:PR-1"}
    assert small.search("bouton", books=["nope"]).hits == []


def test_snippet_is_escaped_and_marked(small: Searcher) -> None:
    (hit,) = small.search("tapis script", books=["aix"]).hits
    assert hit.snippet == 'Si A &lt; B &amp; C &gt; D, le joueur à <mark>tapis</mark> écrit gras et &lt;<mark>script</mark> ou "x".'
    assert "<b>" not in hit.snippet  # Markdown/HTML markup of the source is not shown


def test_snippet_marks_hyphenated_words(small: Searcher) -> None:
    hit = small.search("all-in").hits[0]
    assert hit.id == "tda:PR-1"
    assert "<mark>All-in</mark>" in hit.snippet


def test_typo_is_corrected_and_suggested(small: Searcher) -> None:
    r = small.search("rabit hunting")
    assert ids(r)[0] == "redcactus:28"
    assert r.suggestion == "rabbit hunting"
    r = small.search("jeton insecabel")  # 9 letters, two edits away
    assert ids(r)[0] == "ciaffone:1.30"
    assert r.suggestion == "jeton insécable"
    assert small.search("bouton mort").suggestion is None


def test_short_words_are_not_corrected(small: Searcher) -> None:
    r = small.search("bot")  # 3 letters: too short to guess
    assert r.suggestion is None and r.hits == []


def test_quoted_phrase_is_required(small: Searcher) -> None:
    assert ids(small.search('"bouton mort"')) == ["tda:32", "ropta:4.3"] or set(ids(small.search('"bouton mort"'))) == {"tda:32", "ropta:4.3"}
    assert small.search('"mort bouton"').hits == []
    assert ids(small.search('"plusieurs fois" call')) == ["tda:56"]


HOSTILE = [
    "",
    "   ",
    '"',
    '"bouton mort',
    'bouton "mort',
    "((bouton mort",
    "bouton) mort)",
    "bouton AND mort",
    "bouton OR NOT mort",
    "NOT",
    "AND OR NOT",
    "bout*",
    "*",
    "bouton~2",
    "~",
    "title:bouton",
    "::::",
    "bouton^5",
    "[a TO z]",
    "{}",
    "😀 tapis 🃏",
    "😀",
    "\x00\x01\x02",
    "\\",
    "'",
    "l'",
    "%s %d {0}",
    "<script>alert(1)</script>",
    "é" * 2000,
    "bouton mort " * 200,
    "a" * 2000,
    "-",
    "--all-in--",
    "1 000 000",
    "中文 русский",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_input_never_raises(small: Searcher, text: str) -> None:
    r = small.search(text)
    assert isinstance(r.hits, list)
    for h in r.hits:
        assert "<script>" not in h.snippet


def test_operators_are_plain_words(small: Searcher) -> None:
    assert set(ids(small.search("bouton AND mort"))) >= {"tda:32", "ropta:4.3"}
    assert ids(small.search('"bouton mort')) == ids(small.search("bouton mort"))


def test_limit(small: Searcher) -> None:
    assert len(small.search("bouton", limit=1).hits) == 1
    assert len(small.search("bouton", limit=0).hits) == 1  # at least one


@pytest.fixture()
def one_book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> KnowledgeBase:
    """The knowledge base of a corpus of one book (Ciaffone) in a private cache root."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    manifest = (DEFAULT_CORPUS / "manifest.toml").read_text(encoding="utf-8")
    blocks = manifest.split("[[book]]")
    keep = [b for b in blocks[1:] if 'id = "ciaffone"' in b]
    (corpus / "manifest.toml").write_text("[[book]]" + keep[0], encoding="utf-8")
    shutil.copy(DEFAULT_CORPUS / "ciaffone-1996.md", corpus / "ciaffone-1996.md")
    # only the steps this test is about (fast: no spaCy)
    monkeypatch.setattr(kb.build, "STEPS", (("articles", kb.build.write_library), ("index de recherche", build_step)))
    return KnowledgeBase(corpus, tmp_path / "cache")


@pytest.mark.slow
def test_rebuilt_when_the_corpus_changes(one_book: KnowledgeBase) -> None:
    s1 = one_book.searcher
    assert s1.books == ["ciaffone"]
    assert s1.search("zygomatique").hits == []
    path = one_book.corpus / "ciaffone-1996.md"
    path.write_bytes(path.read_bytes() + " Règle zygomatique ajoutée.".encode())
    assert one_book.searcher is s1  # opened once…
    assert one_book.build().rebuilt  # …until asked to check again
    s2 = one_book.searcher
    assert s2 is not s1 and s2.index_dir != s1.index_dir
    assert [h.id for h in s2.search("zygomatique").hits] == ["ciaffone:1.37"]


def test_corrupt_index_is_rebuilt_with_a_warning(one_book: KnowledgeBase, capsys: pytest.CaptureFixture[str]) -> None:
    index_dir = one_book.cache_dir / INDEX_DIRNAME
    for f in index_dir.iterdir():
        if f.suffix in (".seg", ".toc"):
            f.write_bytes(b"\x00garbage" * 7)
    hits = one_book.search("quinte blanche").hits
    err = capsys.readouterr().err
    assert "avertissement" in err and "reconstruction" in err
    assert [h.id for h in hits][0] == "ciaffone:1.37"


def test_index_damaged_after_opening_is_rebuilt(one_book: KnowledgeBase, capsys: pytest.CaptureFixture[str]) -> None:
    one_book.searcher.close()  # the open index now fails on use
    assert one_book.search("quinte blanche").hits
    assert "reconstruction" in capsys.readouterr().err


def test_missing_index_files_are_rebuilt(one_book: KnowledgeBase, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.rmtree(one_book.cache_dir / INDEX_DIRNAME)
    assert one_book.search("quinte blanche").hits
    assert "avertissement" in capsys.readouterr().err


def test_near_spellings_are_searched_when_exact_words_find_little(small: Searcher) -> None:
    from kb.search.query import Vocabulary, build, parse

    vocab = Vocabulary({"words": {"chip": [["chip"], 3, "chip"], "chop": [["chop"], 1, "chop"]}, "terms": {"chip": 3, "chop": 1}}, small.glossary)
    assert vocab.neighbors("chop") == ["chip"]
    plain = build(parse("chop"), vocab, small.glossary)
    fuzzy = build(parse("chop"), vocab, small.glossary, fuzzy=True)
    assert "fuzzy" not in {c.kind for c in plain.clauses}
    (clause,) = [c for c in fuzzy.clauses if c.kind == "fuzzy"]
    assert [a.terms for a in clause.alts] == [("chip",)] and clause.boost < 1.0
    # on the index, a word without neighbours still finds only its own article
    assert [h.id for h in small.search("jetons", books=["ciaffone"]).hits] == ["ciaffone:1.30"]


@pytest.mark.slow
def test_the_vocabulary_file_is_the_same_whatever_the_hash_seed() -> None:
    """vocab.json is written in a fixed order (a set's order follows Python's hash seed,
    which changes from one process to the next): two builds give the same bytes."""
    import os
    import subprocess
    import sys

    code = (
        "import json, sys; sys.path.insert(0, 'tests/search');"
        "from test_search_index import FIXTURES;"
        "from pathlib import Path; from tempfile import mkdtemp;"
        "from kb.search.index import analysed, article_document;"
        "print(json.dumps(analysed([article_document(a, {'button': 'Bouton et blindes'}) for a in FIXTURES], Path(mkdtemp())),"
        " ensure_ascii=False))"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = {
        subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True,
                       env=dict(os.environ, PYTHONHASHSEED=seed)).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1 and "bouton" in outputs.pop()


def test_a_word_typed_halfway_completes_to_the_books_words(small: Searcher, monkeypatch: pytest.MonkeyPatch) -> None:
    from kb.search.query import Vocabulary

    words = {"relance": [["relanc"], 9, "relance"], "relances": [["relanc"], 4, "relances"],
             "relanceur": [["relanceur"], 2, "relanceur"], "reve": [["rev"], 1, "rêve"]}
    monkeypatch.setattr(small, "vocab", Vocabulary({"words": words, "terms": {"relanc": 13}}, small.glossary))
    assert small.completions("rel") == ["relance", "relanceur"]  # one spelling per searched form, most frequent first
    assert small.completions("RÊ") == [] and small.completions("REV") == ["rêve"]  # too short; accents ignored
    assert small.completions("relance") == [] and small.completions("rel ") == []
