"""A sixth book is data, not code: a temporary corpus = the five books + one more file and
its manifest entry (no Python), and the new book is in `kb articles`, `kb search`,
`kb compare`, the engine's book list and the app's book pages."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from kb.cli import main
from kb.corpus import DEFAULT_CORPUS

BOOK = "marmottes"
# A club's rules laid out like Ciaffone's (`### **N.M. Titre**`), so an existing parser reads it.
SOURCE = """Règlement intérieur du Poker Club des Marmottes, saison 2026.

### **1.1. Les inscriptions**

Les inscriptions ferment à la fin du sixième niveau. Chaque joueur présente sa carte de membre du club des marmottes.

### **1.2. Le temps de réflexion**

Un joueur qui hésite trop longtemps peut se voir appeler le time par le directeur : il dispose alors de quarante-cinq secondes.

### **1.3. Les téléphones**

Les téléphones portables sont interdits à la table pendant un coup."""

MANIFEST_ENTRY = f"""

[[book]]
id = "{BOOK}"
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
description = "Règlement intérieur d'un club, ajouté par son seul fichier et son entrée de manifeste."
"""


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("six") / "corpus"
    shutil.copytree(DEFAULT_CORPUS, folder)
    (folder / "marmottes-2026.md").write_text(SOURCE, encoding="utf-8")
    with (folder / "manifest.toml").open("a", encoding="utf-8") as f:
        f.write(MANIFEST_ENTRY)
    return folder


def kb_json(capsys: pytest.CaptureFixture[str], corpus: Path, *argv: str) -> object:
    code = main(["--corpus", str(corpus), *argv])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.slow
def test_sixth_book_articles(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    articles = kb_json(capsys, corpus, "articles", "--book", BOOK, "--json")
    assert isinstance(articles, list)
    assert [(a["id"], a["title"]) for a in articles] == [
        (f"{BOOK}:1.1", "Les inscriptions"),
        (f"{BOOK}:1.2", "Le temps de réflexion"),
        (f"{BOOK}:1.3", "Les téléphones"),
    ]


def test_sixth_book_search(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = kb_json(capsys, corpus, "search", "carte de membre marmottes", "--json")
    assert isinstance(result, dict)
    assert result["hits"][0]["id"] == f"{BOOK}:1.1"
    only = kb_json(capsys, corpus, "search", "téléphone portable", "--book", BOOK, "--json")
    assert isinstance(only, dict)
    assert [h["id"] for h in only["hits"]] == [f"{BOOK}:1.3"]


def test_sixth_book_compare(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    records = kb_json(capsys, corpus, "compare", "--json")
    assert isinstance(records, list) and records
    for record in records:
        value = record["values"][BOOK]
        assert value["value"] is None and value["article"] is None, record["id"]


def test_sixth_book_in_the_engine(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rulings = kb_json(
        capsys, corpus, "rule", "-s", "blinds 100/200\nplayers A:5000 B:5000 C:5000\nC raise 600\n? A", "--json"
    )
    assert isinstance(rulings, list)
    books = [r["book"] for r in rulings]
    assert BOOK in books and len(books) == 6


def test_sixth_book_in_the_app(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KB_CORPUS", str(corpus))  # the app reads it at its edge (kb.ui.state)
    at = AppTest.from_function(_books_page, default_timeout=300)
    at.query_params["book"] = BOOK
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    text = " ".join(str(e.value) for e in [*at.markdown, *at.header, *at.subheader, *at.title, *at.caption])
    assert "Marmottes" in text and "Les téléphones" in text


def _books_page() -> None:
    from kb.ui.main import run

    run(default="books")
