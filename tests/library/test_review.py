"""« À revoir »: a parameter value whose quote the new edition no longer holds is kept
(verified in the older edition) and flagged, with where the new edition says it now."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.engine.citations import verify_citations
from kb.errors import DataError
from kb.model import Article, Book, Library
from kb.parameters import BookValue, Parameter, verify_quotes

META = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
QUOTE = "Le joueur dispose de 30 secondes."


def _library(new_articles: list[tuple[str, str]]) -> Library:
    def book(book_id: str, articles: list[tuple[str, str]], **meta: str) -> Book:
        return Book(replace(META, id=book_id, **meta),
                    [Article(f"{book_id}:{n}", book_id, n, "Titre", None, text, 1, 1) for n, text in articles])

    return Library([
        book("ropta", new_articles, version="2026-01"),
        book("ropta@2025-02", [("3.5", QUOTE)], edition_of="ropta"),
    ])


def _param() -> Parameter:
    p = Parameter("time.seconds_after_call", "time_clock", "Temps", "number")
    p.values["ropta"] = BookValue(30, "ropta:3.5", QUOTE)
    return p


def test_quote_gone_from_new_edition_is_to_review() -> None:
    (p,) = verify_quotes([_param()], _library([("3.5", "Le joueur dispose de 45 secondes.")]))
    bv = p.values["ropta"]
    assert bv is not None and bv.review
    assert bv.note == "à revoir : citation absente de la nouvelle édition (2026-01), trouvée dans ropta@2025-02:3.5"


def test_quote_moved_to_another_article_is_named() -> None:
    (p,) = verify_quotes([_param()], _library([("3.5", "Autre chose."), ("3.6", QUOTE)]))
    bv = p.values["ropta"]
    assert bv is not None and bv.review
    assert bv.note.endswith("; la nouvelle édition la donne dans ropta:3.6")


def test_quote_still_there_is_not_to_review() -> None:
    (p,) = verify_quotes([_param()], _library([("3.5", QUOTE)]))
    bv = p.values["ropta"]
    assert bv is not None and not bv.review and not bv.note


def test_quote_in_no_edition_stops_the_build() -> None:
    param = _param()
    param.values["ropta"] = BookValue(30, "ropta:3.5", "Une phrase qu'aucune édition ne contient.")
    with pytest.raises(DataError, match="citation introuvable mot pour mot"):
        verify_quotes([param], _library([("3.5", QUOTE)]))


def test_deciding_article_gone_from_new_edition_is_to_review() -> None:
    """A new ROPTA of two articles: the engine's deciding articles (ropta:9.6…) are in the
    older edition only — to review, not an error that stopped the build and every command."""
    older = parse_book(META, DEFAULT_CORPUS)
    older.meta = replace(older.meta, id="ropta@2025-02", edition_of="ropta")
    for a in older.articles:
        a.id = a.id.replace("ropta:", "ropta@2025-02:", 1)
    new = Book(replace(META, version="2030-01"), [Article("ropta:1", "ropta", "1", "Objet", None, "Texte.", 1, 1)])
    assert verify_citations(["ropta"], Library([new, older])) == []
    assert any("article ropta:9.6 introuvable" in p for p in verify_citations(["ropta"], Library([new])))
