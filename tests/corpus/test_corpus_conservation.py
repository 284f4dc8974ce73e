"""Nothing lost: every non-blank source line lands in exactly one article or the front
matter, with its wording, and the structure of every book is sound."""

from __future__ import annotations

import pytest

from kb.corpus.health import library_health
from kb.model import Library

BOOKS = ["ropta", "tda", "aix", "ciaffone", "redcactus"]


@pytest.mark.parametrize("book", BOOKS)
def test_conservation_every_line_in_exactly_one_place(library: Library, book: str) -> None:
    health = {h.book: h for h in library_health(library)}[book]
    assert health.lost_lines == []
    assert health.duplicated_lines == []
    assert health.coverage == 1.0


@pytest.mark.parametrize("book", BOOKS)
def test_conservation_wording_kept(library: Library, book: str) -> None:
    health = {h.book: h for h in library_health(library)}[book]
    assert health.unfaithful_lines == []


@pytest.mark.parametrize("book", BOOKS)
def test_structure_sound(library: Library, book: str) -> None:
    health = {h.book: h for h in library_health(library)}[book]
    assert health.structural_errors == []


def test_all_text_is_nfc(library: Library) -> None:
    import unicodedata

    for a in library.all_articles():
        for s in [a.title, a.text, *a.struck, *(e.text for e in a.examples)]:
            assert unicodedata.is_normalized("NFC", s), a.id


def test_no_private_use_characters_left(library: Library) -> None:
    for a in library.all_articles():
        for s in [a.title, a.text, *(e.text for e in a.examples)]:
            assert not any(0xE000 <= ord(c) <= 0xF8FF for c in s), a.id


def test_article_ids_are_book_colon_number(library: Library) -> None:
    for a in library.all_articles():
        assert a.id == f"{a.book}:{a.number}"
