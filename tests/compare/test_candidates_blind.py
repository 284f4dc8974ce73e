"""The blind set of ``kb candidates`` (tests/data/candidates_blind.toml) is well formed:
every book's file imports, every parameter id exists, every value is of its parameter's
type (and among its choices, within its range), every article id is an article of the
imported book. Problems name the book, the parameter and what is wrong — never the
value, so that a failing run does not show the answers."""

from __future__ import annotations

import tempfile
import tomllib
from pathlib import Path
from typing import Any

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.parameters.load import load_parameters
from kb.parameters.model import Parameter
from kb.userlib.preview import preview

DATA = Path(__file__).resolve().parent.parent / "data"
BLIND = DATA / "candidates_blind.toml"
OUTSIDE = DATA / "outside_books"
BOOK_KEYS = {"id", "file", "title", "values"}
ENTRY_KEYS = {"value", "article"}


def problems(books: list[dict[str, Any]], params: dict[str, Parameter],
             articles: dict[str, set[str]]) -> list[str]:
    """Every problem of the blind set's ``books``, given the parameters by id and each
    book's article ids — as « book parameter: what is wrong », without the value."""
    out: list[str] = []
    for book in books:
        bid = book.get("id", "?")
        if set(book) != BOOK_KEYS:
            out.append(f"{bid}: clés {sorted(set(book) ^ BOOK_KEYS)} (attendu : {sorted(BOOK_KEYS)})")
            continue
        for pid, entry in book["values"].items():
            where = f"{bid} {pid}"
            p = params.get(pid)
            if p is None:
                out.append(f"{where}: paramètre inconnu")
                continue
            if not isinstance(entry, dict) or set(entry) != ENTRY_KEYS:
                out.append(f"{where}: attendu {{ value = …, article = … }}")
                continue
            if p.type == "text":
                out.append(f"{where}: paramètre texte (le jeu aveugle n'en a pas)")
            elif p.check_value(entry["value"]) is not None:
                out.append(f"{where}: valeur d'un autre type que {p.type}, hors des choix ou de l'intervalle")
            if entry["article"] not in articles.get(bid, set()):
                out.append(f"{where}: article absent du livre importé")
    return out


def _read_blind() -> tuple[list[dict[str, Any]], dict[str, set[str]]]:
    """The blind set and each outside book's article ids, as ``kb import --dry-run`` reads
    the book (kept inside the fixtures below: a failing test shows its arguments, and the
    answers must not be shown)."""
    books: list[dict[str, Any]] = tomllib.loads(BLIND.read_text(encoding="utf-8"))["book"]
    imported = {}
    with tempfile.TemporaryDirectory(prefix="kb-blind-") as library:
        for book in books:
            path = OUTSIDE / book["file"]
            p = preview(path.read_bytes(), path.name, book["id"], book["title"], corpus=DEFAULT_CORPUS,
                        library=Path(library))
            imported[book["id"]] = {a.id for a in p.book.articles}
    return books, imported


@pytest.fixture(scope="module")
def params() -> dict[str, Parameter]:
    return {p.id: p for p in load_parameters()}


@pytest.fixture(scope="module")
def blind_problems(params: dict[str, Parameter]) -> list[str]:
    books, imported = _read_blind()
    return problems(books, params, imported)


@pytest.fixture(scope="module")
def blind_sizes() -> dict[str, tuple[int, int]]:
    """Book id → (articles imported, values stated): counts only."""
    books, imported = _read_blind()
    return {b["id"]: (len(imported[b["id"]]), len(b["values"])) for b in books}


def test_candidates_blind_set_is_well_formed(blind_problems: list[str]) -> None:
    assert not blind_problems, "jeu aveugle des valeurs candidates :\n" + "\n".join(blind_problems)


def test_candidates_blind_set_covers_three_outside_books(blind_sizes: dict[str, tuple[int, int]]) -> None:
    assert len(blind_sizes) == 3
    for book, (articles, values) in blind_sizes.items():
        assert 30 <= articles <= 65, book
        assert values >= 25, book  # many of the parameters stated, as a real rulebook does


def test_candidates_blind_checker_names_each_bad_entry(params: dict[str, Parameter]) -> None:
    books = [{"id": "club", "file": "x.md", "title": "x", "values": {
        "time.nope": {"value": 30, "article": "club:1"},
        "time.seconds_after_call": {"value": "trente", "article": "club:1"},
        "pot.odd_chip": {"value": "to_the_dealer", "article": "club:1"},
        "phone.on_table_allowed": {"value": True, "article": "club:99"},
        "raise.fifty_percent_threshold": {"value": 500, "article": "club:1"},
        "language.official": {"value": "français", "article": "club:1"},
        "rebuys.allowed": {"value": 1, "article": "club:1"},
        "seating.random_draw": {"value": True},
    }}]
    found = problems(books, params, {"club": {"club:1"}})
    assert [f.split(":")[0] for f in found] == [
        "club time.nope", "club time.seconds_after_call", "club pot.odd_chip", "club phone.on_table_allowed",
        "club raise.fifty_percent_threshold", "club language.official", "club rebuys.allowed",
        "club seating.random_draw",
    ]
    assert not any(v in f for f in found for v in ("trente", "to_the_dealer", "500", "français"))
    assert problems([{"id": "club", "values": {}}], params, {}) != []
