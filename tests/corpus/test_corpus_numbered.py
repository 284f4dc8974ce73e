"""Whether an article is numbered is decided by its parser and stored on the article
(``Article.numbered``): True for the book's own numbers, False for slugs of headings."""

from __future__ import annotations

import re

from kb.model import Article, Library

# The oracle: the regex the search display used to guess it from the number
# (``kb.search.searcher.is_slug`` before ``Article.numbered``), copied here.
_SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")


def _looks_like_a_slug(number: str) -> bool:
    return bool(_SLUG.fullmatch(number)) and re.search(r"[a-z]{3,}", number) is not None


# One-word headings of the Aix book: their slug has no hyphen, so the regex took them
# for numbers; the parser knows they are slugs of "Paiement" and "Terminologie".
ONE_WORD_SLUGS = {"aix:paiement", "aix:terminologie"}


def test_numbered_agrees_with_the_slug_regex_except_one_word_slugs(library: Library) -> None:
    articles = library.all_articles()
    assert {a.book for a in articles} == {"ropta", "tda", "aix", "ciaffone", "redcactus"}
    disagreeing = {a.id for a in articles if a.numbered == _looks_like_a_slug(a.number)}
    assert disagreeing == ONE_WORD_SLUGS
    assert not any(library.get(aid).numbered for aid in ONE_WORD_SLUGS)


def test_numbered_per_book(library: Library) -> None:
    def unnumbered(book: str) -> list[str]:
        return [a.number for a in library.by_book(book) if not a.numbered]

    assert unnumbered("ropta") == [] and unnumbered("ciaffone") == []
    assert len(unnumbered("aix")) == len(library.by_book("aix")) == 25
    assert unnumbered("tda")[:2] == ["concepts-generaux", "placement-des-joueurs-equilibrage-et-fermeture-des-tables"]
    assert len(unnumbered("tda")) == 12
    assert unnumbered("redcactus")[-2:] == ["jeu-autres", "ethique-du-jeu-penalites"]
    assert len(unnumbered("redcactus")) == 16
    for aid in ("ropta:9.21", "ropta:10-10", "tda:PR-9", "tda:47", "redcactus:39a", "redcactus:A", "ciaffone:1.11.b"):
        assert library.get(aid).numbered, aid


def test_numbered_round_trips_and_defaults_for_old_dicts(library: Library) -> None:
    slug = library.get("aix:les-blinds")
    assert Article.from_dict(slug.to_dict()).numbered is False
    old = library.get("tda:47").to_dict()
    del old["numbered"]
    assert Article.from_dict(old).numbered is True
