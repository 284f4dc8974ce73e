"""The French lemmatizer's tables filled by kb.french_lookups are spaCy's own."""

from __future__ import annotations

import spacy

from kb.french_lookups import RULE_TABLES, lemmatizer_lookups
from kb.french_model import MODEL
from kb.nlp import get_nlp


def test_tables_equal_spacys_loading() -> None:
    """The same tables as the model loaded by spaCy: the same items in the same order and
    the same Bloom filters (the filter answers ``in`` before the table does); the word
    indexes as sets of the same words."""
    loaded = spacy.load(MODEL, exclude=["tok2vec", "morphologizer", "parser", "attribute_ruler", "ner", "senter"])
    theirs = loaded.get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    ours = lemmatizer_lookups()
    assert sorted(ours.tables) == sorted(theirs.tables) == sorted(RULE_TABLES)
    for name in RULE_TABLES:
        mine, spacys = ours.get_table(name), theirs.get_table(name)
        assert mine.name == spacys.name
        assert mine.bloom.to_bytes() == spacys.bloom.to_bytes()
        if name == "lemma_index":
            assert {k: sorted(v) for k, v in mine.items()} == {k: sorted(v) for k, v in spacys.items()}
        else:
            assert list(mine.items()) == list(spacys.items())
    assert all(isinstance(words, frozenset) for words in ours.get_table("lemma_index").values())
    assert ours.get_table("lemma_lookup").get("eut") == theirs.get_table("lemma_lookup").get("eut")


def test_lemmatizer_has_the_models_settings() -> None:
    """The lemmatizer added back to the pipeline is configured as the model's own."""
    loaded = spacy.load(MODEL, exclude=["tok2vec", "morphologizer", "parser", "attribute_ruler", "ner", "senter"])
    ours = get_nlp()
    assert ours.get_pipe_config("lemmatizer") == loaded.get_pipe_config("lemmatizer")
    assert ours.get_pipe("lemmatizer").mode == "rule"  # type: ignore[attr-defined]
