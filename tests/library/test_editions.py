"""Editions: ids of older editions, the newest in use, articles matched across editions
(a renumbered article is recognised), and the build key covering the user library."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from kb.cache import build_key
from kb.corpus import DEFAULT_CORPUS, load_manifest, resolve_editions
from kb.editions import diff_books, edition
from kb.errors import CorpusError
from kb.model import Article, Book, Library
from kb.userlib.folder import remove_book
from kb.userlib.preview import add_book, preview

ROPTA = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")


def test_newest_edition_keeps_the_id() -> None:
    older = replace(ROPTA, version="2024-09", date="2024-09")
    newer = replace(ROPTA, version="2026-01", date="2026-01")
    resolved = resolve_editions([ROPTA, older, newer])
    assert [(m.id, m.version, m.edition_of) for m in resolved] == [
        ("ropta", "2026-01", ""),
        ("ropta@2025-02", "2025-02", "ropta"),
        ("ropta@2024-09", "2024-09", "ropta"),
    ]


def test_same_edition_twice_is_an_error() -> None:
    with pytest.raises(CorpusError, match="présente deux fois"):
        resolve_editions([ROPTA, replace(ROPTA, file="autre.md")])


def _article(book: str, number: str, title: str, text: str) -> Article:
    return Article(f"{book}:{number}", book, number, title, None, text, 1, 1)


def _book(book_id: str, articles: list[tuple[str, str, str]]) -> Book:
    return Book(replace(ROPTA, id=book_id), [_article(book_id, *a) for a in articles])


def test_inserted_article_shifts_numbers_each_recognised() -> None:
    old = _book("club@1", [
        ("1", "Objet", "Ce règlement s'applique aux tournois du club."),
        ("2", "Le time", "Le joueur dispose de 30 secondes après l'appel du time."),
        ("3", "Les téléphones", "Les téléphones sont interdits à la table pendant un coup."),
    ])
    new = _book("club", [
        ("1", "Objet", "Ce règlement s'applique aux tournois du club."),
        ("2", "Les inscriptions", "Les inscriptions ferment à la fin du sixième niveau."),
        ("3", "Le time", "Le joueur dispose de 45 secondes après l'appel du time."),
        ("4", "Les portables", "Les téléphones sont interdits à la table pendant un coup."),
    ])
    diff = diff_books(old, new)
    assert diff.added == ["club:2"]
    assert diff.removed == []
    assert diff.renumbered == [("club@1:2", "club:3"), ("club@1:3", "club:4")]
    assert diff.retitled == [("club@1:3", "club:4")]
    assert [(c.old, c.new, c.diff.numbers_changed) for c in diff.changed] == [("club@1:2", "club:3", True)]
    assert diff.unchanged == 1


def test_part_heading_without_wording_is_no_added_article() -> None:
    """A new edition adds « Section 6 » and its article 7: the article is added, the heading
    over it (no wording of its own) is no rule; a heading with text of its own still counts."""
    old = _book("club@1", [("1", "Objet", "Ce règlement s'applique aux tournois du club.")])
    new = _book("club", [("1", "Objet", "Ce règlement s'applique aux tournois du club."),
                         ("section-6", "Section 6 : Jackpot", ""), ("7", "Le jackpot", "Le jackpot est progressif."),
                         ("section-7", "Section 7 : Divers", "Les règles qui suivent s'appliquent aux tournois.")])
    for article in new.articles:
        if article.number.startswith("section"):
            article.kind = "part"
    diff = diff_books(old, new)
    assert diff.added == ["club:7", "club:section-7"]
    assert diff.removed == []


def test_edition_by_name() -> None:
    library = Library([_book("club", []), _book("club@2024", [])])
    library.books["club@2024"].meta.edition_of = "club"
    library.books["club@2024"].meta.version = "2024"
    library.books["club"].meta.version = "2026"
    assert edition(library, "club@2026").id == "club"
    assert edition(library, "club@2024").id == "club@2024"
    with pytest.raises(Exception, match="édition inconnue"):
        edition(library, "club@1999")


def test_build_key_covers_the_user_library(tmp_path: Path) -> None:
    library = tmp_path / "library"
    empty = build_key(DEFAULT_CORPUS, library)
    assert empty == build_key(DEFAULT_CORPUS) == build_key(DEFAULT_CORPUS, None)
    text = "Article 1 : Objet\n\nLe règlement du club.\n\nArticle 2 : Time\n\nTrente secondes.\n"
    p = preview(text.encode(), "club.md", "club", "Club", corpus=DEFAULT_CORPUS, library=library)
    folder = add_book(p, library, DEFAULT_CORPUS)
    with_book = build_key(DEFAULT_CORPUS, library)
    assert with_book != empty
    (folder / "texte.md").write_text(text.replace("Trente", "Quarante"), encoding="utf-8")
    assert build_key(DEFAULT_CORPUS, library) not in (empty, with_book)
    remove_book(library, "club", {"ropta"})
    assert build_key(DEFAULT_CORPUS, library) == empty
    assert list(library.iterdir()) == []


def test_article_rewritten_in_place_is_changed_not_removed_and_added() -> None:
    """Article 2 half rewritten between articles 1 and 3 unchanged: the same rule, changed
    (it was removed and added again under its number, its wording too different)."""
    old = _book("club@1", [
        ("1", "", "Ce règlement s'applique aux tournois du club."),
        ("2", "", "Les lots sont remis en espèces, au minimum égaux au total des caves, sous déduction de la cagnotte."),
        ("3", "", "Les téléphones sont interdits à la table pendant un coup."),
    ])
    new = _book("club", [
        ("1", "", "Ce règlement s'applique aux tournois du club."),
        ("2", "", "Les lots sont remis en espèces ou en caves d'un autre tournoi ; une recave unique dite bonus "
                  "dealers peut être proposée, limitée à 20 % de la cave."),
        ("3", "", "Les téléphones sont interdits à la table pendant un coup."),
    ])
    diff = diff_books(old, new)
    assert (diff.added, diff.removed) == ([], [])
    assert [(c.old, c.new) for c in diff.changed] == [("club@1:2", "club:2")]
