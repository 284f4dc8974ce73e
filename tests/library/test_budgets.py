"""The budgets of a parsed book (kb.userlib.budgets, kb/data/limits.toml): a book over
one is refused at the preview, one French line naming the limit and the value, before
anything is written or built."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import kb.userlib.budgets as budgets
from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.limits import LIMITS
from kb.text import line_depth, nesting_depth
from kb.userlib.preview import preview

ARTICLE = "## Article {n} : Règle {n}\n\nLe joueur qui relance annonce son montant.\n\n"


def _book(articles: int, extra: str = "") -> bytes:
    return ("# Règlement du club\n\n" + "".join(ARTICLE.format(n=n) for n in range(1, articles + 1)) + extra).encode()


@pytest.fixture()
def small(monkeypatch: pytest.MonkeyPatch) -> None:
    """Limits small enough for a test file of a few kilobytes."""
    monkeypatch.setattr(budgets, "LIMITS", replace(
        LIMITS, articles=replace(LIMITS.articles, max=5), article_chars=replace(LIMITS.article_chars, max=300),
        book_words=replace(LIMITS.book_words, max=2000)))


def _refused(data: bytes, tmp_path: Path) -> str:
    with pytest.raises(KBError) as exc:
        preview(data, "club.md", "club", "Club", corpus=DEFAULT_CORPUS, library=tmp_path)
    said = str(exc.value)
    assert said.startswith("club.md") and "\n" not in said
    return said


@pytest.mark.usefixtures("small")
def test_a_book_with_too_many_articles_is_refused(tmp_path: Path) -> None:
    assert "nombre d'articles : 6 articles, au plus 5 articles (limite « articles »" in _refused(_book(6), tmp_path)


@pytest.mark.usefixtures("small")
def test_an_article_too_long_is_named(tmp_path: Path) -> None:
    said = _refused(_book(2, "Texte très long. " * 30), tmp_path)
    assert "article club:2 : longueur d'un article : " in said and "au plus 300 caractères" in said


@pytest.mark.usefixtures("small")
def test_a_book_with_too_many_words_and_signs_is_refused(tmp_path: Path) -> None:
    said = _refused(_book(1, "!" * 250 + "\n\n" + "> !\n" * 1000), tmp_path)
    assert "nombre de mots et signes du livre" in said


def test_quotes_nested_deeper_than_the_limit_are_refused_with_their_line(tmp_path: Path) -> None:
    deep = LIMITS.nesting_depth.max + 1
    said = _refused(_book(1, ">" * deep + " citation\n"), tmp_path)
    assert f"club.md:{2 + 4 + 1}: profondeur d'imbrication (citations, listes) : {deep} niveaux" in said


def test_a_book_within_its_budgets_is_previewed(tmp_path: Path) -> None:
    p = preview(_book(3, "> > citée\n\n- point\n  - sous-point\n"), "club.md", "club", "Club",
                corpus=DEFAULT_CORPUS, library=tmp_path)
    assert len(p.book.articles) == 3


def test_nesting_counts_quote_markers_and_indented_list_items() -> None:
    assert nesting_depth("> > > a\n    - b\ntexte") == 3
    assert line_depth("      - très indenté") == 4
