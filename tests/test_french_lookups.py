"""The French lemmatizer's tables of kb.french_lookups are spaCy's own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import spacy

from kb.french_lookups import RULE_TABLES, keep_memo, lemmatizer_lookups, read_memo
from kb.french_model import MODEL
from kb.nlp import get_nlp

ONLY_LEMMATIZER = ["tok2vec", "morphologizer", "parser", "attribute_ruler", "ner", "senter"]
VERB, NOUN = spacy.strings.get_string_id("verb"), spacy.strings.get_string_id("noun")


@pytest.fixture(scope="module")
def spacys() -> Any:
    return spacy.load(MODEL, exclude=ONLY_LEMMATIZER).get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]


def _asked(lookups: Any) -> list[Any]:
    """What the French rule lemmatizer asks of its tables, for a few words."""
    lookup = lookups.get_table("lemma_lookup")
    index, exc = lookups.get_table("lemma_index"), lookups.get_table("lemma_exc")
    words = ["relance", "relancent", "eut", "misé", "tapis", "B", "xyzzy", "fûmes", "yeux"]
    return [
        (lookup.get(w, [w]), w in lookup, w in index.get(VERB, {}), w in index.get(NOUN, {}), exc.get(VERB, {}).get(w, []), exc.get(NOUN, {}).get(w))
        for w in words
    ]


def _same_tables(ours: Any, theirs: Any) -> None:
    assert sorted(ours.tables) == sorted(theirs.tables) == sorted(RULE_TABLES)
    for name in RULE_TABLES:
        mine, spacys = ours.get_table(name), theirs.get_table(name)
        assert mine.name == spacys.name
        if name == "lemma_index":
            assert {k: sorted(v) for k, v in mine.items()} == {k: sorted(v) for k, v in spacys.items()}
        elif name == "lemma_exc":
            assert {k: list(v.items()) for k, v in mine.items()} == {k: list(v.items()) for k, v in spacys.items()}
        else:
            assert list(mine.items()) == list(spacys.items())
        assert mine.bloom.to_bytes() == spacys.bloom.to_bytes()


def test_whole_tables_equal_spacys_loading(spacys: Any) -> None:
    """Read whole from the model: the same items in the same order, the same Bloom filters
    (the filter answers ``in`` before the table does); the word indexes as sets."""
    ours = lemmatizer_lookups()
    assert _asked(ours) == _asked(spacys)
    _same_tables(ours, spacys)
    assert all(isinstance(words, frozenset) for words in ours.get_table("lemma_index").values())


def test_tables_in_pieces_equal_spacys_loading(spacys: Any, tmp_path: Path) -> None:
    """Kept in pieces in a folder: the lemmatizer's questions get spaCy's answers, from the
    pieces just cut and from the file read back; read whole, the tables are spaCy's."""
    cut = lemmatizer_lookups(tmp_path)
    (stored,) = tmp_path.glob("lemmas-*.marshal")
    again = lemmatizer_lookups(tmp_path)
    assert _asked(cut) == _asked(again) == _asked(spacys)
    _same_tables(again, spacys)
    assert _asked(again) == _asked(spacys)  # still, once read whole
    assert list(tmp_path.glob("lemmas-*.marshal")) == [stored]


def test_damaged_pieces_are_cut_again(spacys: Any, tmp_path: Path) -> None:
    lemmatizer_lookups(tmp_path)
    (stored,) = tmp_path.glob("lemmas-*.marshal")
    data = bytearray(stored.read_bytes())
    data[len(data) // 2] ^= 0xFF
    stored.write_bytes(bytes(data))
    assert _asked(lemmatizer_lookups(tmp_path)) == _asked(spacys)
    stored.write_bytes(b"")
    assert _asked(lemmatizer_lookups(tmp_path)) == _asked(spacys)


def test_unwritable_folder_reads_the_tables_whole(spacys: Any, tmp_path: Path) -> None:
    """Pieces that cannot be kept would be cut again at every load: the tables are read whole."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    lookups = lemmatizer_lookups(blocker / "sub")
    assert _asked(lookups) == _asked(spacys)
    assert all(isinstance(words, frozenset) for words in lookups.get_table("lemma_index").values())


def test_lemmatizer_has_the_models_settings() -> None:
    """The lemmatizer added back to the pipeline is configured as the model's own."""
    loaded = spacy.load(MODEL, exclude=ONLY_LEMMATIZER)
    ours = get_nlp()
    assert ours.get_pipe_config("lemmatizer") == loaded.get_pipe_config("lemmatizer")
    assert ours.get_pipe("lemmatizer").mode == "rule"  # type: ignore[attr-defined]


def _pipeline(folder: Path | None) -> tuple[Any, Any]:
    """The model with its rule lemmatizer, its tables from ``folder`` (None: read whole)."""
    nlp = spacy.load(MODEL, exclude=["parser", "ner", "senter", "attribute_ruler", "lemmatizer"])
    lemmatizer = nlp.add_pipe("lemmatizer", config={"mode": "rule", "overwrite": False})
    lemmatizer.initialize(lookups=lemmatizer_lookups(folder))  # type: ignore[attr-defined]
    return nlp, lemmatizer


def test_memo_gives_the_same_lemmas_without_reading_the_pieces(tmp_path: Path) -> None:
    """The lemmas a pipeline found, kept and given to the next one: the same lemmas (as
    with the tables read whole), and no piece of the tables read for the words met before."""
    text = "Le joueur relança deux fois ; Marcel et B misent 200 jetons, puis tapis. Les yeux fûmes."
    whole, _ = _pipeline(None)
    expected = [(t.text, t.lemma_) for t in whole(text)]
    first, lemmatizer = _pipeline(tmp_path)
    assert read_memo(tmp_path, lemmatizer) == 0
    assert [(t.text, t.lemma_) for t in first(text)] == expected
    kept = keep_memo(tmp_path, lemmatizer, 0)
    assert kept > 0 and list(tmp_path.glob("memo-*.marshal"))
    again, lemmatizer = _pipeline(tmp_path)
    assert read_memo(tmp_path, lemmatizer) == kept
    assert [(t.text, t.lemma_) for t in again(text)] == expected
    assert lemmatizer.lookups.get_table("lemma_lookup")._shards == {}
    assert keep_memo(tmp_path, lemmatizer, kept) == kept  # nothing new: nothing written


def test_spacy_is_imported_without_its_command_line() -> None:
    """kb.nlp imports spaCy without ``spacy.cli`` (weasel, httpx, typer…); ``spacy.info``
    still answers, importing it then."""
    code = ("import sys, kb.nlp, spacy; "
            "assert not [m for m in sys.modules if m.startswith(('spacy.cli', 'weasel', 'typer'))]; "
            "assert spacy.info()['spacy_version'] == spacy.__version__; assert 'spacy.cli.info' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)
