"""House-rules document model: overrides written into the base text, marked, listed in the
modifications table; fallbacks as "Règle maison" paragraphs; adoptions credited; removals
and additions; options."""

from __future__ import annotations

import pytest

from kb.houserules import build_document, check_spec_text
from kb.houserules.document import SLOT_RE, drop_empty_headings
from kb.houserules.markdown import render_markdown
from kb.parameters import BookValue, Parameter, load_parameters, verify_quotes


@pytest.fixture(scope="module")
def params(library):
    return verify_quotes(load_parameters(), library)


def spec_text(body: str, base: str = "ropta") -> str:
    return f'base = "{base}"\n[event]\nname = "Tournoi du jeudi"\norganiser = "Club"\n{body}'


def make(library, params, body: str, base: str = "ropta"):
    spec = check_spec_text(spec_text(body, base), library, params)
    return build_document(spec, library, params)


def entry(doc, article_id):
    return next(e for e in doc.entries if e.id == article_id)


def test_ropta_3_5_time_40_seconds_in_the_text(library, params):
    """The issue's acceptance case: "40 secondes" in article 3.5, marked, and in the table."""
    doc = make(library, params, '[set]\n"time.seconds_after_call" = 40\n')
    e = entry(doc, "ropta:3.5")
    assert e.kind == "base" and e.changed
    assert [(s.old, s.new, s.mark) for s in e.slots] == [("30 secondes", "40 secondes", "M1")]
    assert "Le joueur qui hésite se verra donner \ue0000\ue001 pour prendre une décision" in e.text
    md = render_markdown(doc)
    assert "se verra donner ~~30 secondes~~ **40 secondes** [M1] pour prendre une décision" in md
    (row,) = doc.changes
    assert (row.mark, row.kind, row.base, row.house, row.in_text) == ("M1", "set", "30 secondes", "40 secondes", True)
    assert row.article.startswith("3.5") and row.anchor == e.anchor
    assert "| M1 | 3.5 — DEMANDE DU TIME |" in md
    # Nothing else changed in the book.
    assert [x.id for x in doc.entries if x.changed] == ["ropta:3.5"]
    assert len(doc.entries) == len(library.by_book("ropta"))


def test_ropta_3_5_two_overrides_in_the_same_article(library, params):
    doc = make(library, params, '[set]\n"time.seconds_after_call" = 40\n"time.spoken_countdown_seconds" = 10\n')
    e = entry(doc, "ropta:3.5")
    assert [s.mark for s in e.slots] == ["M1", "M2"]
    assert all(row.in_text for row in doc.changes)
    assert len(SLOT_RE.findall(e.text)) == 2


def test_ropta_4_1_enum_inside_bold_stays_balanced(library, params):
    doc = make(library, params, '[set]\n"presence.live_hand_deadline" = "last_card"\n')
    md = render_markdown(doc)
    # The base wording is in bold in ROPTA 4.1: the new value is in italics inside it.
    assert "**~~lorsque la première carte de la donne est distribuée~~ *à la distribution de la dernière carte* [M1] pour pouvoir jouer la main**" in md


def test_ropta_2_7_bool_without_phrase_is_a_house_rule_paragraph(library, params):
    doc = make(library, params, '[set]\n"hand_for_hand.clock_paused" = false\n')
    e = entry(doc, "ropta:2.7")
    assert e.slots == [] and len(e.notes) == 1
    note = e.notes[0]
    assert note.mark == "M1" and note.text.startswith("Règle maison M1 — ")
    assert ": non (au lieu de : ROPTA, article 2.7 : oui" in note.body
    assert doc.changes[0].in_text is False and doc.changes[0].anchor == e.anchor
    assert "> **Règle maison [M1]** — " in render_markdown(doc)


def test_tda_silent_value_goes_under_the_chosen_article(library, params):
    body = '[set]\n"late_registration.limit" = { value = "jusqu\'à la fin du troisième niveau", article = "tda:8" }\n'
    doc = make(library, params, body, base="tda")
    e = entry(doc, "tda:8")
    assert "le TDA ne fixe pas ce point" in e.notes[0].body
    assert doc.changes[0].base == "non précisé"


def test_tda_silent_value_without_article_goes_to_complements(library, params):
    doc = make(library, params, '[set]\n"late_registration.limit" = "jusqu\'à la fin du troisième niveau"\n', base="tda")
    assert [n.mark for n in doc.complements] == ["M1"]
    assert doc.changes[0].anchor == "complements"
    assert "## Règles maison complémentaires" in render_markdown(doc)


def test_overlapping_phrases_fall_back_to_a_note(library):
    """Two parameters citing overlapping words: the second becomes a house-rule paragraph."""
    silent = {b: None for b in library.books}
    quote = "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision"
    p1 = Parameter("a.one", "t", "Un", "number", template="{value} secondes",
                   values={**silent, "ropta": BookValue(30, "ropta:3.5", quote, "30 secondes")})
    p2 = Parameter("a.two", "t", "Deux", "number", template="{value} secondes pour décider",
                   values={**silent, "ropta": BookValue(30, "ropta:3.5", quote, "30 secondes pour prendre")})
    doc = make(library, [p1, p2], '[set]\n"a.one" = 40\n"a.two" = 50\n')
    e = entry(doc, "ropta:3.5")
    assert [s.mark for s in e.slots] == ["M1"] and [n.mark for n in e.notes] == ["M2"]


def test_adopted_article_replaces_and_credits_its_source(library, params):
    doc = make(library, params, '[[adopt]]\narticle = "tda:28"\nreplaces = "ropta:3.6"\n')
    ids = [e.id for e in doc.entries]
    assert "ropta:3.6" not in ids
    i = ids.index("tda:28")
    assert ids[i - 1] == "ropta:3.5" and ids[i + 1] == "ropta:3.7"
    e = doc.entries[i]
    assert e.kind == "adopted" and e.source == "TDA (2019 v1.0), article 28"
    assert e.heading.startswith("TDA 28 — ") and e.replaces.startswith("ROPTA 3.6")
    assert e.text == library.get("tda:28").text
    row = doc.changes[0]
    assert row.kind == "adopt" and row.house.startswith("TDA 28") and row.base.startswith("ROPTA 3.6")
    md = render_markdown(doc)
    assert "> **Article adopté [M1]** — repris du TDA (2019 v1.0), article 28, à la place de l'article ROPTA 3.6" in md


def test_adopted_article_after_and_added_article_positions(library, params):
    body = (
        '[[adopt]]\narticle = "tda:5"\nafter = "ropta:1.3"\n'
        '[[add]]\ntitle = "Bar"\ntext = "Pas de verre sur le tapis."\nafter = "ropta:1.3"\n'
    )
    doc = make(library, params, body)
    ids = [e.id for e in doc.entries]
    i = ids.index("ropta:1.3")
    assert ids[i + 1 : i + 4] == ["tda:5", "maison:1", "ropta:1.4"]
    added = doc.entries[i + 2]
    assert added.kind == "added" and added.mark == "M2" and added.title == "Bar"
    assert [r.kind for r in doc.changes] == ["adopt", "add"]
    assert "> **Nouvel article — règle maison [M2]**" in render_markdown(doc)


def test_removed_part_takes_its_articles(library, params):
    doc = make(library, params, '[[remove]]\narticle = "ropta:3"\nreason = "test"\n[[remove]]\narticle = "ropta:4.4"\n')
    removed = [r.id for r in doc.removed]
    assert removed[:2] == ["ropta:3", "ropta:3.1"] and "ropta:3.7" in removed and removed[-1] == "ropta:4.4"
    ids = {e.id for e in doc.entries}
    assert not ids & set(removed)
    assert [r.mark for r in doc.changes] == ["M1", "M2"]
    assert "sous-articles" in doc.changes[0].what
    assert "- ~~4.4 — BOUTON EN HEADS-UP~~ [M2]" in render_markdown(doc)


def test_changes_only_and_examples_options(library, params):
    body = '[options]\nfull_text = false\nexamples = false\n[set]\n"time.seconds_after_call" = 40\n'
    doc = make(library, params, body)
    assert [e.id for e in doc.shown_entries] == ["ropta:3.5"]
    assert all(not e.examples for e in doc.entries)
    md = render_markdown(doc)
    assert "Seuls les articles modifiés sont reproduits" in md and "4.2 — FORMAT DES ANTE" not in md.split("## Articles")[-1]
    full = make(library, params, '[set]\n"time.seconds_after_call" = 40\n')
    assert entry(full, "ropta:4.2").examples == library.get("ropta:4.2").examples != []
    assert "*Cas A*" in render_markdown(full)


def test_title_page_says_what_it_is_based_on(library, params):
    doc = make(library, params, '[set]\n"time.seconds_after_call" = 40\n')
    assert doc.based_on == "Règlement maison fondé sur : Règlement Officiel du Poker de Tournoi en Association (ROPTA), version 2025-02"
    assert "modifie le ROPTA uniquement comme indiqué" in doc.statement


def test_drop_empty_headings():
    text = "Intro\n\n#### EXEMPLES :\n\n#### FORMAT B\n\nTexte B\n\n#### FIN"
    assert drop_empty_headings(text) == "Intro\n\n\n#### FORMAT B\n\nTexte B\n"


def test_french_date_on_the_title_page():
    from kb.houserules.document import french_date

    assert french_date("2025-03-13") == "13 mars 2025"
    assert french_date("2025-06-01") == "1er juin 2025"
    assert french_date("Tous les jeudis") == "Tous les jeudis"
    assert french_date("2025-13-01") == "2025-13-01"


def test_override_written_into_the_adopted_article_that_replaced_the_base_one(library, params):
    """ROPTA 3.5 replaced by TDA 29: the new clock goes into TDA 29's own wording."""
    body = '[set]\n"time.seconds_after_call" = 40\n[[adopt]]\narticle = "tda:29"\nreplaces = "ropta:3.5"\n'
    doc = make(library, params, body)
    e = entry(doc, "tda:29")
    assert [(s.old, s.new) for s in e.slots] == [("25 secondes plus 5 secondes décomptée à voix haute", "40 secondes")]
    row = doc.changes[0]
    assert row.base == "30 secondes" and row.in_text and row.anchor == e.anchor


def test_house_rule_paragraph_goes_under_the_article_the_spec_names(library, params):
    body = '[set]\n"hand_for_hand.clock_paused" = { value = false, article = "ropta:3.1" }\n'
    doc = make(library, params, body)
    assert [n.mark for n in entry(doc, "ropta:3.1").notes] == ["M1"]
    assert entry(doc, "ropta:2.7").notes == []


@pytest.mark.parametrize(
    ("phrase", "old", "new", "expected"),
    [
        ("9 joueurs en tournoi à 8 maximum par table", 9, 10, "10 joueurs en tournoi à 8 maximum par table"),
        ("une minute", 1, 2, "2 minutes"),
        ("2 minutes", 2, 1, "1 minute"),
        ("au moins trois joueurs de moins", 3, 4, "au moins 4 joueurs de moins"),
        ("2min", 2, 3, "3min"),
        ("50% ou plus", 50, 60, "60% ou plus"),
        ("30 secondes", 30, 40, "40 secondes"),
        ("25 secondes plus 5 secondes", 30, 40, None),  # the value is not written: template instead
        ("5 joueurs sur 5 tables", 5, 6, None),  # written twice: ambiguous
    ],
)
def test_reword_number_keeps_the_book_wording(phrase, old, new, expected):
    from kb.houserules.wording import reword_number

    assert reword_number(phrase, old, new) == expected


def test_ropta_2_6_final_table_keeps_its_context(library, params):
    """ROPTA 2.6 writes "9 joueurs en tournoi à 8 maximum par table": only the number changes."""
    doc = make(library, params, '[set]\n"final_table.players_8max" = 8\n')
    (slot,) = entry(doc, "ropta:2.6").slots
    assert (slot.old, slot.new) == ("9 joueurs en tournoi à 8 maximum par table", "8 joueurs en tournoi à 8 maximum par table")
    assert doc.changes[0].house == "8 joueurs"


def test_aix_paiement_an_unnumbered_section_is_headed_by_its_title(library, params):
    """Aix « Paiement » is an unnumbered section (its parser says so): its heading is its
    title, never its slug shown as a number ("paiement — Paiement")."""
    doc = make(library, params, '[[adopt]]\narticle = "aix:paiement"\nafter = "ropta:1.3"\n')
    e = entry(doc, "aix:paiement")
    assert e.heading == "Casino d'Aix Paiement"
    row = next(r for r in doc.changes if r.kind == "adopt")
    assert row.house == "Casino d'Aix Paiement (adopté)"
    base = make(library, params, "", base="aix")
    assert entry(base, "aix:paiement").heading == "Paiement"
    assert entry(base, "aix:les-encheres").heading == "Les enchères"
