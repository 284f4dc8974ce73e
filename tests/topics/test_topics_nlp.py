"""The shared French pipeline (kb.nlp) and its poker lemma fixes (kb/data/lemmas.toml)."""

from __future__ import annotations

from typing import Any

import pytest
import spacy

from kb.nlp import fold, get_nlp, lemmas, load_lemma_data, sentences


def _lemma_of(text: str, word: str) -> tuple[str, str]:
    for token in get_nlp()(text):
        if token.text == word:
            return token.lemma_, token.pos_
    raise AssertionError(f"{word!r} not a token of {text!r}")


def test_pipeline_has_only_used_components() -> None:
    names = get_nlp().pipe_names
    assert "parser" not in names and "ner" not in names
    # The rule lemmatizer needs the morphologizer, otherwise it returns surface forms.
    assert names.index("morphologizer") < names.index("lemmatizer") < names.index("poker_lemmas")


def test_get_nlp_is_loaded_once() -> None:
    assert get_nlp() is get_nlp()


@pytest.mark.parametrize(
    ("text", "word", "lemma", "pos"),
    [
        ("Le joueur qui mise doit annoncer sa mise.", "mise", "miser", "VERB"),  # model: mettre
        ("La mise minimale est égale à la grosse blinde.", "mise", "mise", "NOUN"),
        ("Il relance à 300.", "relance", "relancer", "VERB"),  # model: NOUN
        ("Elle relance.", "relance", "relancer", "VERB"),
        ("Une relance complète rouvre les enchères.", "relance", "relance", "NOUN"),
        ("Il mise 100 puis relance.", "relance", "relancer", "VERB"),
        ("Les blindes augmentent.", "blindes", "blinde", "NOUN"),
        ("Le joueur est à tapis.", "tapis", "tapis", "NOUN"),
        ("Le joueur est all-in.", "all-in", "all-in", "NOUN"),
        ("Un joueur demande time.", "time", "time", "NOUN"),  # model: tim
        ("Muck, le joueur jette ses cartes.", "Muck", "muck", "NOUN"),
        ("Check, dit le joueur.", "Check", "check", "NOUN"),
        ("La carte de la river est brûlée.", "river", "river", "NOUN"),  # model: VERB
        ("Le bouton mort.", "bouton", "bouton", "NOUN"),
        ("Les boutons.", "boutons", "bouton", "NOUN"),
        ("Les straddles sont interdits.", "straddles", "straddle", "NOUN"),
        ("Une relance de décafé inférieure.", "décafé", "décavé", "NOUN"),  # Ciaffone's spelling
        ("la carte morte melee a la main", "melee", "mêler", "ADJ"),  # ROPTA capitals, no accents
    ],
)
def test_poker_lemma_fix(text: str, word: str, lemma: str, pos: str) -> None:
    assert _lemma_of(text, word) == (lemma, pos)


def test_past_participle_mise_stays_mettre() -> None:
    # « mise de côté » is the participle of "mettre": the fix must not touch it.
    assert _lemma_of("La carte est mise de côté.", "mise")[0] == "mettre"


def test_norm_is_folded_lemma() -> None:
    doc = get_nlp()("Égalité des relances")
    assert [t.norm_ for t in doc] == ["egalite", "de", "relance"]


def test_lemmas_keeps_content_words_only() -> None:
    assert lemmas("Les mises et les relances au bouton après le flop.") == ["mise", "relance", "bouton", "flop"]


def test_sentences() -> None:
    assert sentences("Le joueur mise. Il relance ! Time ?") == ["Le joueur mise.", "Il relance !", "Time ?"]


def test_fold() -> None:
    assert fold("Égalité’s ÉCART") == "egalite's ecart"


def test_lemma_data_is_lower_case_and_complete() -> None:
    data = load_lemma_data()
    assert "all-in" in data.tokens
    assert {f.lemma for f in data.fixes} >= {"mise", "miser", "relance", "relancer", "blinde", "tapis", "muck"}


def test_parse_texts_cache_gives_the_same_lemmas(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from kb.nlp import parse_texts

    texts = ["Le joueur qui mise doit annoncer sa mise.", "Il relance à tapis.", "Le joueur qui mise doit annoncer sa mise."]
    fresh = parse_texts(texts)
    first = parse_texts(texts, cache_dir=tmp_path)
    assert len(list(tmp_path.glob("docs-*.spacy"))) == 1
    again = parse_texts(texts + ["Time !"], cache_dir=tmp_path)
    for a, b, c in zip(fresh, first, again, strict=False):
        assert [(t.text, t.lemma_, t.pos_, t.norm_) for t in a] == [(t.text, t.lemma_, t.pos_, t.norm_) for t in b]
        assert [(t.text, t.lemma_, t.pos_, t.norm_) for t in a] == [(t.text, t.lemma_, t.pos_, t.norm_) for t in c]
    assert [t.lemma_ for t in again[3]] == ["time", "!"]


def test_parse_texts_cache_is_read_back(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Texts parsed once are not parsed again: the cache's two files (the docs and their
    keys) are both written, and a second call reads them back without the model's pass."""
    import kb.nlp
    from kb.nlp import parse_texts

    texts = ["Le joueur qui mise doit annoncer sa mise.", "Il relance à tapis."]
    first = parse_texts(texts, cache_dir=tmp_path)
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".json", ".spacy"]

    def no_parse(texts, **kwargs):  # type: ignore[no-untyped-def]
        assert not texts, f"cached texts parsed again: {texts}"
        return iter(())

    monkeypatch.setattr(kb.nlp, "parse_many", no_parse)
    again = parse_texts(texts, cache_dir=tmp_path)
    assert [[t.lemma_ for t in d] for d in again] == [[t.lemma_ for t in d] for d in first]


def test_parse_texts_cache_is_not_read_for_a_few_short_texts(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Reading the cached docs back interns every string of the file: for one short text of
    a cache of thirty, parsing it again costs less — and gives the same doc."""
    from spacy.tokens import DocBin

    from kb.nlp import parse_texts

    texts = [f"Le joueur numéro {n} relance à tapis après la mise du bouton." for n in range(30)]
    first = parse_texts(texts, cache_dir=tmp_path)

    def not_read(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("the cache was read for one short text")

    monkeypatch.setattr(DocBin, "from_bytes", not_read)
    (again,) = parse_texts(texts[:1], cache_dir=tmp_path)
    assert [(t.text, t.lemma_, t.pos_, t.norm_) for t in again] == [(t.text, t.lemma_, t.pos_, t.norm_) for t in first[0]]


@pytest.mark.slow
def test_shared_charsets_compile_the_same_code() -> None:
    """Loading spaCy memoizes Python's character-set step (kb.nlp._shared_charsets): the
    regex code compiled with it is the code compiled without it, for the French tokenizer's
    pattern (the one it was made for) and for patterns with negated, ranged, cased classes."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    from spacy.lang.fr.tokenizer_exceptions import TOKEN_MATCH

    from kb.nlp import _shared_charsets

    patterns = [
        (TOKEN_MATCH.__self__.pattern, TOKEN_MATCH.__self__.flags),
        (r"[^a-zé\d]+[A-Z]{2}[à-ÿ]", 0),
        (r"(?i)[a-zéÉ-]+|[^\s'’]+[ſK]", 0),
        (r"[a-zé]+", 0),  # the same class, cased then not: two entries of the memo
        (r"[a-zé]+", 2),  # re.IGNORECASE
    ]

    def code(pattern: str, flags: int) -> list[int]:
        parsed = _parser.parse(pattern, flags)
        return list(_compiler._code(parsed, parsed.state.flags))

    plain = [code(p, f) for p, f in patterns]
    with _shared_charsets():
        shared = [code(p, f) for p, f in patterns]
        again = [code(p, f) for p, f in patterns]  # from the memo this time
    assert shared == plain
    assert again == plain
    assert _compiler._optimize_charset.__module__ == "re._compiler"  # restored


def test_two_processes_parse_like_one() -> None:
    """``parse_many`` in two processes (the build's cold parse) gives the docs of one process:
    every attribute the build keeps (kb.nlp.DOC_ATTRS) and the sentences."""
    import multiprocessing

    from kb.corpus import DEFAULT_CORPUS, load_library
    from kb.nlp import DOC_ATTRS, parse_many

    if multiprocessing.get_start_method() != "fork":
        pytest.skip("two processes share the pipeline only when started by fork")
    articles = load_library(DEFAULT_CORPUS).all_articles()[:40]
    texts = [a.title + "\n" + a.text for a in articles]
    one = list(parse_many(texts, processes=1))
    two = list(parse_many(texts, processes=2))
    assert [d.text for d in two] == texts
    for a, b in zip(one, two, strict=True):
        assert (a.to_array(DOC_ATTRS) == b.to_array(DOC_ATTRS)).all()
        assert [t.norm_ for t in a] == [t.norm_ for t in b]
        assert [s.text for s in a.sents] == [s.text for s in b.sents]
        assert a.tensor.size == b.tensor.size == 0  # dropped once the components have run


def test_a_parse_whose_second_process_dies_is_done_here(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The build's cold parse forks a copy for half the texts: a copy that dies without
    sending them (killed, out of memory) costs time, not the build."""
    import multiprocessing
    import os

    import kb.nlp

    if multiprocessing.get_start_method() != "fork":
        pytest.skip("two processes only when started by fork")
    texts = ["Le joueur relance à 150.", "Le bouton mort avance.", "Il annonce tapis."]
    monkeypatch.setattr(kb.nlp, "_parse_to_pipe", lambda *args: os._exit(3))
    docs = list(kb.nlp.parse_many(texts, processes=2))
    assert [d.text for d in docs] == texts
    assert [t.norm_ for t in docs[0]] == [t.norm_ for t in kb.nlp.parse(texts[0])]


@pytest.mark.slow  # loads the model a second time, spaCy's way
def test_pipeline_reads_as_spacys_own_loading() -> None:
    """``get_nlp`` loads the model its own way (tokenizer pattern's code from the cache,
    lemmatizer's tables in pieces, no string store): every token of corpus articles and of
    told situations gets what the pipeline loaded by spaCy alone gives it."""
    from spacy.attrs import ORTH

    from kb.corpus import DEFAULT_CORPUS, load_library
    from kb.french_model import MODEL
    from kb.nlp import _case_variants

    reference = spacy.load(MODEL, exclude=["parser", "ner", "senter", "attribute_ruler"])
    for form in load_lemma_data().tokens:
        for variant in _case_variants(form):
            reference.tokenizer.add_special_case(variant, [{ORTH: variant}])
    reference.add_pipe("sentencizer", first=True)
    reference.add_pipe("poker_lemmas", after="lemmatizer")
    reference.add_pipe("lemma_norm", last=True)
    assert reference.pipe_names == get_nlp().pipe_names
    texts = [a.title + "\n" + a.text for a in load_library(DEFAULT_CORPUS).all_articles()[::40]]
    texts += ["Blindes 100/200. UTG relance à 600, le bouton fait tapis pour 2000. Que peut faire UTG ?",
              "Paul a 5000, il relancent x3 ; Marie (petite blinde) suit. Qu'eût-il fallu ?"]

    def read(doc: Any) -> list[tuple[Any, ...]]:
        return [(t.text, t.idx, t.pos_, t.lemma_, t.norm_, str(t.morph), t.is_sent_start, t.shape_) for t in doc]

    for ours, theirs in zip(get_nlp().pipe(texts), reference.pipe(texts), strict=True):
        assert read(ours) == read(theirs)
