"""Every page of the app, run with Streamlit's AppTest (no browser).

The app script runs in-process on the test session's cache (``KB_CACHE_DIR``); each test
opens a page through its URL's query parameters (as a shared link would) or, for pages
without one, through ``kb.ui.main.run(default=…)``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from kb.knowledge import KnowledgeBase

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300  # the first run may build the knowledge base


def open_app(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _houserules_app() -> None:
    from kb.ui.main import run

    run(default="houserules")


def _examples_app() -> None:
    from kb.ui.main import run

    run(default="examples")


def _glossary_app() -> None:
    from kb.ui.main import run

    run(default="glossary")


def _about_app() -> None:
    from kb.ui.main import run

    run(default="about")


def _books_app() -> None:
    from kb.ui.main import run

    run(default="books")


def open_page(fn, **params: str) -> AppTest:  # type: ignore[no-untyped-def]
    at = AppTest.from_function(fn, default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def markdown_text(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def links(at: AppTest) -> list[tuple[str, str]]:
    """(label, query string) of every st.page_link on the page."""
    return [(pl.proto.label, pl.proto.query_string) for pl in at.get("page_link")]


# -- Recherche ----------------------------------------------------------------------------


def test_ui_search_bouton_mort_from_url_shows_cards() -> None:
    at = open_app(q="bouton mort")
    assert at.text_input(key="q_input").value == "bouton mort"
    cards = "\n".join(h.value for h in at.html)  # each card one HTML element (st.html)
    assert '<div class="kb-snippet">' in cards and "<mark>bouton</mark>" in cards
    # every result links to its article page; the TDA and ROPTA dead-button rules are there
    targets = [q for label, q in links(at) if label.startswith("Lire l'article")]
    assert "article=tda%3A32" in targets and "article=ropta%3A4.3" in targets
    assert ("Lire l'article (TDA 32)", "article=tda%3A32") in links(at)
    assert any("aussi cherché comme" in c.value and "dead button" in c.value for c in at.caption)


def test_ui_search_typed_query_and_jargon_expansion() -> None:
    at = open_app()
    at.text_input(key="q_input").input("tapis").run()
    assert at.query_params["q"] in ("tapis", ["tapis"])
    assert any("« tapis » aussi cherché comme" in c.value and "all-in" in c.value for c in at.caption)
    assert any(label.startswith("Lire l'article") for label, _ in links(at))


def test_ui_search_typo_gives_suggestion() -> None:
    at = open_app(q="boutn mort")
    assert "Vouliez-vous dire **bouton mort**" in markdown_text(at)


def test_ui_search_shows_ten_cards_then_ten_more_on_demand() -> None:
    at = open_app(q="tapis")
    first = [q for label, q in links(at) if label.startswith("Lire l'article")]
    assert len(first) == 10
    assert any("les 10 meilleurs" in c.value for c in at.caption)
    at.button(key="more_results").click().run()
    more = [q for label, q in links(at) if label.startswith("Lire l'article")]
    assert len(more) == 20 and more[:10] == first
    # a new search starts again with ten
    at.text_input(key="q_input").input("bouton mort").run()
    assert len([1 for label, _ in links(at) if label.startswith("Lire l'article")]) == 10


def test_ui_search_book_filter_keeps_one_book() -> None:
    at = open_app(q="bouton mort", books="ropta")
    targets = [q for label, q in links(at) if label.startswith("Lire l'article")]
    assert targets and all(q.startswith("article=ropta") for q in targets)


def test_ui_search_snippet_is_escaped() -> None:
    at = open_app(q="<script>alert(1)</script> bouton")
    assert "<script>" not in markdown_text(at)


# -- Article ------------------------------------------------------------------------------


def test_ui_article_tda_47_deep_link_from_root_shows_cross_links() -> None:
    at = open_app(article="tda:47")
    assert [h.value for h in at.header] == ["47 — Droit à la Surrelance"]
    subs = [s.value for s in at.subheader]
    assert "Renvois" in subs and "Même sujet dans les autres règlements" in subs
    ql = links(at)
    # "Voir": rule 43 (written in the annex of rule 47)
    assert ("TDA 43 — Le Montant des Relances", "article=tda%3A43") in ql
    # one link per other book on the same subject
    other_books = {q.split("%3A")[0].removeprefix("article=") for _, q in ql if q.startswith("article=")} - {"tda"}
    assert {"ropta", "redcactus"} <= other_books
    # and a comparison of its topics
    assert any(q.startswith("topic=") for _, q in ql)


def test_ui_article_tda_43_is_cited_by_tda_47() -> None:
    at = open_app(article="tda:43")
    assert ("TDA 47 — Droit à la Surrelance", "article=tda%3A47") in links(at)


def test_ui_article_ropta_1_2_reference_is_a_link() -> None:
    at = open_app(article="ropta:1.2")
    assert at.header[0].value.startswith("1.2 — ")
    # "§3.3" in the text links to ROPTA 3.3, and "Voir" lists it
    assert "[§3.3](./article?article=ropta:3.3)" in markdown_text(at)
    assert any(q == "article=ropta%3A3.3" for _, q in links(at))


def test_ui_article_engine_verdicts_shown() -> None:
    at = open_app(article="tda:47")
    assert any(e.label.startswith("Exemples (8)") for e in at.expander)
    # eight examples: closed, and not sent to the browser until the reader opens them
    assert "Exemple 1-A" not in markdown_text(at)
    at.session_state["examples:tda:47"] = True  # the expander opened (a click runs the page again)
    at.run()
    md = markdown_text(at)
    assert "Moteur : :green-badge[conforme]" in md
    # one element per example: its label, its wording and the engine's verdict together
    block = next(m.value for m in at.markdown if "**Exemple 1-A**" in m.value)
    assert block.startswith('<div class="kb-example">') and "Moteur : :green-badge[conforme]" in block


def test_ui_article_of_few_examples_shows_them_open(kb: KnowledgeBase) -> None:
    # two examples at most: shown at once, without a click
    few = next(a.id for a in kb.library.articles.values() if 1 <= len(a.examples) <= 2)
    at = open_app(article=few)
    assert '<div class="kb-example">' in markdown_text(at)


@pytest.mark.parametrize("typed", ["TDA:47", " tda 47 ", "tda：47"])
def test_ui_article_typed_id_read_as_the_cli_reads_it(typed: str) -> None:
    # a link typed by hand or on a phone's keyboard (its full-width colon) opens the article,
    # and the address bar is written in the article's own spelling
    at = open_app(article=typed)
    assert [h.value for h in at.header] == ["47 — Droit à la Surrelance"] and not at.error
    assert at.query_params["article"] in ("tda:47", ["tda:47"])


def test_ui_article_unknown_id_says_so() -> None:
    at = open_app(article="tda:999")
    assert any("Article inconnu" in e.value for e in at.error)


# -- Comparer -----------------------------------------------------------------------------


def test_ui_compare_time_clock_highlights_a_divergence() -> None:
    at = open_app(topic="time_clock")
    md = markdown_text(at)
    assert 'class="kb-params"' in md
    assert '<tr class="kb-diverge">' in md
    # each value carries its quote (hover) — ROPTA 3.5's 30 seconds
    assert "ropta:3.5 : « Le joueur qui hésite se verra donner 30 secondes" in md
    assert "Le meilleur article de chaque règlement" in [s.value for s in at.subheader]


def _compare_app() -> None:
    from kb.ui.main import run

    run(default="compare")


def test_ui_compare_overview_lists_divergent_topics() -> None:
    at = open_page(_compare_app)
    assert "Thèmes où les règlements divergent" in [s.value for s in at.subheader]
    assert ("topic=time_clock" in [q for _, q in links(at)])


def test_ui_compare_word_diff_from_url() -> None:
    at = open_page(_compare_app, a="tda:47", b="redcactus:48")
    md = markdown_text(at)
    assert '<div class="kb-diff">' in md and ("<del>" in md or "<ins>" in md)


def test_ui_compare_word_diff_from_widgets() -> None:
    at = open_app(topic="dead_button")
    at.selectbox(key="diff_a").set_value("tda:32").run()
    at.selectbox(key="diff_b").set_value("redcactus:32").run()
    assert '<div class="kb-diff">' in markdown_text(at)


# -- Exemples et simulateur ---------------------------------------------------------------


# the simulator's own tests: tests/ui/test_ui_simulator.py


def test_ui_examples_list_with_status() -> None:
    at = open_page(_examples_app)
    md = markdown_text(at)
    assert ":green-badge[conforme]" in md
    assert "PokerKit : d'accord" in md


def test_ui_examples_filter_by_status_shows_only_errata() -> None:
    at = open_page(_examples_app)
    at.multiselect[1].select("erratum").run()  # [0] books, [1] status, [2] PokerKit
    heads = [m.value for m in at.markdown if "— Moteur :" in m.value]
    assert heads and all(":orange-badge[erratum du livre]" in h for h in heads)


# -- Règlement maison ---------------------------------------------------------------------


def errors(at: AppTest, words: str) -> int:
    return sum(1 for e in at.error if words in e.value)


def test_ui_houserules_validates_and_produces_a_download() -> None:
    at = open_page(_houserules_app)
    # nothing typed yet: no error, what is left to fill is said once; no document then
    assert not at.error and at.text_input(key="hr_name").value == ""
    assert [i.value for i in at.info if "À remplir" in i.value] == ["À remplir pour produire le document : Nom de l'événement."]
    assert not [b for b in at.get("download_button") if b.proto.label == "PDF"]
    # a name typed then erased: the error is shown once, next to the field
    at.text_input(key="hr_name").input("Tournoi").run()
    at.text_input(key="hr_name").input("").run()
    assert errors(at, "ne doit pas être vide") == 1
    # a valid spec with an override of the clock: the base value (30 s) is no error before typing
    at.text_input(key="hr_name").input("Tournoi du jeudi").run()
    at.multiselect(key="hr_params").select("time.seconds_after_call").run()
    assert not at.error and any("À remplir" in i.value and "Temps accordé au joueur" in i.value for i in at.info)
    at.number_input(key="hr_val_time.seconds_after_call").set_value(45).run()
    assert not at.error
    labels = [b.proto.label for b in at.get("download_button")]
    assert {"PDF", "HTML", "Markdown", "DOCX", "Enregistrer ces choix (fichier à reprendre plus tard)"} <= set(labels)
    # typed back to the base value: said once, next to the field
    at.number_input(key="hr_val_time.seconds_after_call").set_value(30).run()
    assert errors(at, "valeur identique") == 1


def test_ui_houserules_file_name_has_no_date_when_none_is_given() -> None:
    from kb.ui.houserules_labels import download_name

    assert download_name("Tournoi du jeudi", "", "pdf") == "tournoi-du-jeudi.pdf"
    assert download_name("Tournoi du jeudi", "2026-12-10", "pdf") == "tournoi-du-jeudi-2026-12-10.pdf"
    assert download_name("", "", "toml") == "reglement-maison.toml"


def test_ui_houserules_whole_spec_round_trips_through_the_address() -> None:
    at = open_page(_houserules_app, base="tda")
    assert "spec" not in at.query_params  # the untouched form: the base alone
    at.text_input(key="hr_name").input("Tournoi du jeudi").run()
    at.text_input(key="hr_organiser").input("Club de Lyon").run()
    at.multiselect(key="hr_params").select("time.seconds_after_call").run()
    at.number_input(key="hr_val_time.seconds_after_call").set_value(45).run()
    at.multiselect(key="hr_remove").select("tda:PR-8").run()
    token = at.query_params["spec"]
    token = token[0] if isinstance(token, list) else token
    fresh = open_page(_houserules_app, base="tda", spec=token)  # a reload, a shared link
    assert fresh.text_input(key="hr_name").value == "Tournoi du jeudi"
    assert fresh.text_input(key="hr_organiser").value == "Club de Lyon"
    assert fresh.number_input(key="hr_val_time.seconds_after_call").value == 45
    assert fresh.multiselect(key="hr_remove").value == ["tda:PR-8"] and fresh.selectbox(key="hr_base").value == "tda"


def test_ui_houserules_unreadable_address_is_said_and_the_form_kept() -> None:
    at = open_page(_houserules_app, spec="pas-un-lien")
    assert any("lien illisible" in w.value for w in at.warning) and at.text_input(key="hr_name").value == ""


def test_ui_houserules_base_book_lives_in_the_address() -> None:
    """Issue 18: the base book is in the address (a shared link restores it); an unknown
    one is said, with the books there are, and the builder keeps its own base."""
    at = open_page(_houserules_app, base="tda")
    assert at.selectbox(key="hr_base").value == "tda"
    at.selectbox(key="hr_base").select("redcactus").run()
    assert at.query_params["base"] == ["redcactus"] or at.query_params["base"] == "redcactus"
    at = open_page(_houserules_app, base="nulle-part")
    assert any("Règlement de base inconnu" in w.value and "nulle" in w.value for w in at.warning)
    assert at.selectbox(key="hr_base").value in ("ropta", "tda", "redcactus")


def test_ui_houserules_number_widget_is_bounded_by_the_parameter_range() -> None:
    """A parameter's min/max (its data) bound the widget: a 50 % threshold offers 1 to 100."""
    at = open_page(_houserules_app)
    at.multiselect(key="hr_params").select("raise.fifty_percent_threshold").run()
    widget = at.number_input(key="hr_val_raise.fifty_percent_threshold")
    assert (widget.proto.min, widget.proto.max) == (1, 100)


def _houserules_with_shipped_spec() -> None:
    import streamlit as st

    from kb.houserules import example_specs
    from kb.houserules.spec import parse_spec_text
    from kb.ui.houserules import load_spec_into_state
    from kb.ui.main import run
    from kb.ui.state import knowledge

    if "hr_base" not in st.session_state:  # what an uploaded spec does
        path = [p for p in example_specs() if p.name == "finale-ligue-tda.toml"][0]
        spec, problems = parse_spec_text(path.read_text(encoding="utf-8"))
        assert not problems
        load_spec_into_state(spec, knowledge().library)
    run(default="houserules")


def test_ui_houserules_continue_editing_a_spec() -> None:
    import tomllib

    from kb.houserules import example_specs

    path = [p for p in example_specs() if p.name == "finale-ligue-tda.toml"][0]
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    at = open_page(_houserules_with_shipped_spec)
    assert at.selectbox(key="hr_base").value == data["base"]
    assert at.text_input(key="hr_name").value == data["event"]["name"]
    assert set(at.multiselect(key="hr_params").value) == set(data.get("set", {}))
    assert not at.error
    assert "PDF" in [b.proto.label for b in at.get("download_button")]


def test_ui_houserules_render_markdown_has_the_change() -> None:
    from kb.houserules.spec import Event, Override, Spec, dump_spec
    from kb.ui.houserules import _render

    text = dump_spec(Spec(base="ropta", event=Event(name="Test"), set=[Override("time.seconds_after_call", 45)]))
    md = _render(text, "markdown").decode("utf-8")
    assert "Modifications par rapport au règlement de base" in md and "45 secondes" in md


# -- Glossaire, À propos, Règlements ---------------------------------------------------------


def test_ui_glossary_lists_french_and_english() -> None:
    at = open_page(_glossary_app, terme="all-in")
    md = markdown_text(at)
    assert "**tapis**" in md and "all-in" in md


def test_ui_about_books_and_health() -> None:
    at = open_page(_about_app)
    md = markdown_text(at)
    for short in ("ROPTA", "TDA", "RedCactus"):
        assert short in md
    assert "Santé du corpus" in [s.value for s in at.subheader]
    assert at.dataframe


@pytest.mark.parametrize("book", ["ropta", "tda", "aix", "ciaffone", "redcactus"])
def test_ui_books_page_lists_each_book(book: str) -> None:
    at = open_page(_books_app, book=book)
    assert at.selectbox[0].value == book
    assert len(at.expander) > 5


def test_article_label_separates_book_and_unnumbered_title(kb: KnowledgeBase) -> None:
    from kb.ui.components import article_label

    library = kb.library
    assert article_label(library.get("tda:47"), with_book=library) == "TDA 47 — Droit à la Surrelance"
    assert article_label(library.get("aix:le-bouton"), with_book=library) == "Casino d'Aix — Le Bouton"
    untitled = replace(library.get("tda:47"), title="")  # a book numbered « 1/ », no titles
    assert article_label(untitled, with_book=library) == "TDA 47"
