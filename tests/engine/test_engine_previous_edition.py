"""A new edition with fewer articles: a ruling's or a value's article that only the older
edition holds is cited as that edition's, said so, and linked there — it was the bare id
of an article the edition in use does not have (« — ropta:9.6 », a broken link in the app,
a second « ROPTA » column of dashes in kb compare)."""

from __future__ import annotations

from dataclasses import replace

from kb.commands.compare import render_topic
from kb.corpus import DEFAULT_CORPUS, load_manifest
from kb.engine.director import BookRuling
from kb.engine.phrasing import article_citation, phrase
from kb.model import Article, Book, Library
from kb.parameters import BookValue, Parameter
from kb.quotes import in_previous_edition
from kb.ui.compare import params_cards_html, params_table_html

META = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
QUOTE = "Une relance doit ajouter au moins le montant de la relance précédente."


def _library() -> Library:
    def book(book_id: str, articles: list[tuple[str, str]], **meta: str) -> Book:
        return Book(replace(META, id=book_id, **meta),
                    [Article(f"{book_id}:{n}", book_id, n, "Titre", None, text, 1, 1) for n, text in articles])

    return Library([
        book("ropta", [("1", "Objet.")], version="2026-01", date="2026-01"),
        book("ropta@2024-09", [("9.6", "Ancienne.")], edition_of="ropta", version="2024-09", date="2024-09"),
        book("ropta@2025-02", [("9.6", QUOTE)], edition_of="ropta", version="2025-02", date="2025-02"),
    ])


def test_article_only_in_older_editions_is_the_newest_older_one() -> None:
    library = _library()
    older = in_previous_edition(library, "ropta:9.6")
    assert older is not None and older.id == "ropta@2025-02:9.6"
    assert in_previous_edition(library, "ropta:1") is None  # the edition in use has it
    assert in_previous_edition(library, "ropta:42") is None  # no edition has it


def test_kb_rule_cites_the_previous_edition_by_name() -> None:
    library = _library()
    said = article_citation(library, "ropta:9.6")
    assert said == "ROPTA 9.6 de l'édition précédente (2025-02), absent de l'édition en vigueur (édition 2026-01)"
    assert article_citation(library, "ropta:1") == "ROPTA 1"
    r = BookRuling("ropta", "ROPTA", "legal", "", article="ropta:9.6", details={
        "can_check": False, "call_to": 600, "to_call": 600, "can_raise": True, "min_raise_to": 1000,
        "max_raise_to": 20000})
    lines = phrase(r, lambda aid: article_citation(library, aid))
    assert any(line.endswith("— " + said) for line in lines)


def _param() -> Parameter:
    p = Parameter("raise.min_raise_rule", "min_raise", "Montant minimum d'une relance", "text")
    p.values["ropta"] = BookValue("ajouter la relance précédente", "ropta:9.6", QUOTE)
    return p


def test_kb_compare_cites_the_previous_edition_and_one_column_per_book() -> None:
    library = _library()
    text = render_topic([_param()], library, {"min_raise": "Relance minimale"})
    assert "Articles cités (min_raise) : ROPTA 9.6 (édition 2025-02)" in text
    assert "— ropta@2025-02:9.6, de l'édition précédente (2025-02), absent de l'édition en vigueur" in text
    header = next(line for line in text.splitlines() if "Paramètre" in line)
    assert header.count("ROPTA") == 1  # the older editions, which have no values, are no columns


def test_app_compare_has_one_column_per_book() -> None:
    library = _library()
    assert params_table_html(library, [_param()]).count("<th>ROPTA</th>") == 1
    cards = params_cards_html(library, [_param()])
    assert cards.count("Montant minimum d&#39;une relance") == 1 and cards.count(">ROPTA</span>") == 1


def test_site_comparison_links_the_previous_edition_and_says_so() -> None:
    from types import SimpleNamespace
    from typing import Any, cast

    from kb.site.comparison import parameter_page
    from kb.site.context import SiteContext

    library = _library()
    none = cast(Any, None)  # the comparison page reads only the library, the books and the topics
    topics = cast(Any, SimpleNamespace(topics={}))
    ctx = SiteContext(library, topics, [_param()], none, ["ropta", "ropta@2024-09", "ropta@2025-02"])
    html = parameter_page(ctx, _param()).html
    assert 'href="../../ropta-2025-02/9.6/"' in html
    assert "de l&#39;édition précédente (2025-02), absent de l&#39;édition en vigueur" in html


def test_kb_rule_json_carries_the_previous_edition() -> None:
    """``kb rule --json`` gave the bare ``ropta:9.6`` where the text says « de l'édition
    précédente (2025-02) »: the JSON names that edition's article and version."""
    from kb.commands.engine import ruling_json

    library = _library()
    r = BookRuling("ropta", "ROPTA", "legal", "", article="ropta:9.6")
    data = ruling_json(r, library)
    assert data["article"] == "ropta:9.6"
    assert data["article_edition"] == {"article": "ropta@2025-02:9.6", "version": "2025-02"}
    assert ruling_json(replace(r, article="ropta:1"), library)["article_edition"] is None
    assert ruling_json(replace(r, article=None), library)["article_edition"] is None
