"""A book added to the manifest that no parameter file names yet is "non renseigné" in
every parameter (not an error); a book named somewhere must still be listed everywhere."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kb.compare import compare_records, divergence
from kb.corpus import DEFAULT_CORPUS, load_manifest
from kb.errors import DataError
from kb.parameters import NEW_BOOK_NOTE, load_built, load_parameters, write_built

SIXTH = """

[[book]]
id = "marmottes"
title = "Règlement intérieur du Poker Club des Marmottes"
short = "Marmottes"
publisher = "Poker Club des Marmottes"
version = "2026"
date = "2026-09"
kind = "tournament"
language = "fr"
file = "marmottes-2026.md"
parser = "ciaffone"
format = "markdown"
"""


@pytest.fixture()
def six_books(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The corpus manifest plus a sixth book, in use through ``$KB_CORPUS``."""
    folder = tmp_path / "corpus"
    folder.mkdir()
    shutil.copy(DEFAULT_CORPUS / "manifest.toml", folder / "manifest.toml")
    with (folder / "manifest.toml").open("a", encoding="utf-8") as f:
        f.write(SIXTH)
    monkeypatch.setenv("KB_CORPUS", str(folder))
    return [m.id for m in load_manifest(folder)]


def test_a_new_book_is_unspecified_everywhere_with_a_note(six_books: list[str], tmp_path: Path) -> None:
    assert len(six_books) == 6 and six_books[-1] == "marmottes"
    params = load_parameters()
    five = {p.id: p for p in load_parameters(books=six_books[:5])}
    for p in params:
        assert list(p.values) == six_books, p.id
        assert p.values["marmottes"] is None and p.silent_notes["marmottes"] == NEW_BOOK_NOTE
        assert p.is_unfilled("marmottes") and not p.is_unfilled("ropta")
        # the five books' values are untouched; the new book counts as silent (its value is
        # unknown, so five books that agree are only "partly specified" now)
        assert {b: v for b, v in p.values.items() if b != "marmottes"} == five[p.id].values
        d, d5 = divergence(p), divergence(five[p.id])
        assert d.groups == d5.groups and d.silent == [*d5.silent, "marmottes"]
        assert d.status == ("partial" if d5.status == "agree" else d5.status)
    write_built(params, tmp_path / "parameters.json")
    assert load_built(tmp_path / "parameters.json") == params


def test_a_new_book_in_the_compare_records(six_books: list[str]) -> None:
    for rec in compare_records(load_parameters()):
        assert rec["values"]["marmottes"] == {
            "value": None, "article": None, "quote": None, "note": NEW_BOOK_NOTE, "text": "non renseigné",
        }


def test_a_book_named_in_one_file_but_left_out_of_another_is_an_error(six_books: list[str], tmp_path: Path) -> None:
    source = Path(load_parameters()[0].source)
    folder = tmp_path / "parameters"
    shutil.copytree(source.parent, folder)
    first = sorted(folder.glob("*.toml"))[0]
    first.write_text(
        first.read_text(encoding="utf-8").replace("[parameter.values.ropta]", "[parameter.values.marmottes]\nunspecified = true\n\n[parameter.values.ropta]", 1),
        encoding="utf-8",
    )
    with pytest.raises(DataError, match=r"livre marmottes : livre manquant \(écrire unspecified = true"):
        load_parameters(folder)
