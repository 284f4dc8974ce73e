"""The Aix-les-Bains cash-game parser: sections from the headings of a PDF extraction,
wrapped lines joined, Wingdings bullets converted, hand comparisons as examples."""

from __future__ import annotations

import unicodedata

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.corpus.common import content_key
from kb.corpus.source import Source, read_source
from kb.model import Article, Book


@pytest.fixture(scope="module")
def aix() -> Book:
    meta = {m.id: m for m in load_manifest()}["aix"]
    return parse_book(meta)


@pytest.fixture(scope="module")
def source() -> Source:
    return read_source(DEFAULT_CORPUS / "aix-cash-game.txt")


def _by_id(book: Book) -> dict[str, Article]:
    return {a.id: a for a in book.articles}


# (id, title, parent) in source order.
SECTIONS = [
    ("aix:contexte-general", "Contexte général", None),
    ("aix:la-table-et-ses-accessoires", "La Table et ses accessoires", None),
    ("aix:le-deroulement-d-une-partie", "Le Déroulement d’une Partie", None),
    ("aix:le-pre-flop", "Le PRE-FLOP", "aix:le-deroulement-d-une-partie"),
    ("aix:le-flop", "Le FLOP", "aix:le-deroulement-d-une-partie"),
    ("aix:le-tournant", "Le TOURNANT", "aix:le-deroulement-d-une-partie"),
    ("aix:la-riviere", "La RIVIERE", "aix:le-deroulement-d-une-partie"),
    ("aix:la-fin-de-partie", "La FIN DE PARTIE", "aix:le-deroulement-d-une-partie"),
    ("aix:le-bouton", "Le Bouton", None),
    ("aix:les-blinds", "Les Blinds", None),
    ("aix:les-encheres", "Les enchères", None),
    ("aix:evaluation-des-mains-et-paiement", "EVALUATION DES MAINS ET PAIEMENT", None),
    ("aix:abattage-des-mains", "Abattage des mains", "aix:evaluation-des-mains-et-paiement"),
    ("aix:evaluation-des-mains", "Evaluation des mains", "aix:evaluation-des-mains-et-paiement"),
    ("aix:les-combinaisons", "Les combinaisons", "aix:evaluation-des-mains-et-paiement"),
    ("aix:hierarchie-des-combinaisons", "Hiérarchie des combinaisons", "aix:evaluation-des-mains-et-paiement"),
    ("aix:paiement", "Paiement", "aix:evaluation-des-mains-et-paiement"),
    ("aix:ramassage-des-cartes", "Ramassage des cartes", None),
    ("aix:le-pourboire", "Le Pourboire", None),
    ("aix:recommandations-au-joueur", "Recommandations au joueur", None),
    ("aix:les-erreurs-du-croupier", "Les ERREURS du Croupier", None),
    ("aix:les-erreurs-du-joueur", "Les ERREURS du Joueur", None),
    ("aix:terminologie", "Terminologie", None),
    ("aix:terminologie-anglaise", "Terminologie Anglaise", "aix:terminologie"),
    ("aix:terminologie-du-joueur", "Terminologie du joueur", "aix:terminologie"),
]
PARTS = {"aix:le-deroulement-d-une-partie", "aix:evaluation-des-mains-et-paiement", "aix:terminologie"}


def test_aix_sections_titles_parents(aix: Book) -> None:
    assert [(a.id, a.title, a.parent) for a in aix.articles] == SECTIONS
    assert all(a.id == f"aix:{a.number}" and a.book == "aix" for a in aix.articles)


def test_aix_parts_have_no_text_of_their_own(aix: Book) -> None:
    kinds = {a.id: a.kind for a in aix.articles}
    assert {k for k, v in kinds.items() if v == "part"} == PARTS
    assert all(v == "section" for k, v in kinds.items() if k not in PARTS)
    for a in aix.articles:
        assert bool(a.text) == (a.id not in PARTS), a.id


def test_aix_front_matter_objectifs_and_cover(aix: Book) -> None:
    assert aix.front_lines == [5, 9, 10, 51, 52, 54, 57]
    assert aix.front_matter.startswith("Objectifs\nLister les différentes règles et conventions du Poker")
    assert "POKER TEXAS HOLD’EM NO LIMIT" in aix.front_matter
    assert "Casino Grand Cercle - Aix-les-Bains" in aix.front_matter


def test_aix_contexte_general_joined_paragraphs(aix: Book) -> None:
    assert _by_id(aix)["aix:contexte-general"].text == (
        "Le Poker se joue soit en Cash-Game (Partie d’Argent), soit en Tournoi. Les tables sont composées "
        "en général de 10 joueurs au maximum et peuvent avoir des structures différentes (Montant des caves, "
        "montant des Blind, Tableau d’augmentation des Blind dans le cadre des tournois …).\n\n"
        "Dans ce document, les règles énoncées seront celles des parties d’argent (Cash-Game)."
    )


def test_aix_pre_flop_bullets_and_wrapped_items(aix: Book) -> None:
    text = _by_id(aix)["aix:le-pre-flop"].text
    blocks = text.split("\n\n")
    assert blocks[0] == "Lorsqu'une partie commence, les étapes suivantes doivent être effectuées :"
    # A bullet item wrapped across a blank line is one item.
    assert blocks[1] == (
        "- Pour connaître quel joueur aura le bouton, prendre les trèfles, les battre et distribuer "
        "1 carte à chaque joueur, le joueur qui a la carte la plus forte aura le bouton"
    )
    assert blocks[2] == "- Positionner le bouton à gauche du joueur"
    assert len([b for b in blocks if b.startswith("- ")]) == 6
    # After the list, across a blank line, a new paragraph.
    assert blocks[-1] == (
        "Lorsqu’un joueur (autre que le Small-Blind et le Big-Blind) s’est absenté, le croupier "
        "ne lui distribue pas de cartes."
    )


def test_aix_blinds_paragraphs(aix: Book) -> None:
    text = _by_id(aix)["aix:les-blinds"].text
    assert "- Le joueur suivant a la possibilité de miser une Option ( Straddle) [Optionnel]\n\n" in text
    assert "\n\nCe joueur ne peut plus miser l’Option si le croupier a commencé à distribuer les cartes.\n\n" in text
    assert "**Particularités des BLINDS :**" in text
    # Wrapped across a blank line after "avoir le".
    assert "ne pourra prétendre avoir le Bouton à la partie suivante (voir chapitre précédent)." in text
    # An indented line continues its list item.
    assert "\n\n  Ce joueur « Miss-Blind » devra payer un Gros Blind" in text


def test_aix_labels_stay_in_their_section(aix: Book) -> None:
    a = _by_id(aix)
    assert "**Cas où le joueur ne peut avoir le Bouton :**" in a["aix:le-bouton"].text
    assert "**En conclusion :**\n\nUn joueur à droit au Bouton si et seulement si" in a["aix:le-bouton"].text
    assert a["aix:les-erreurs-du-croupier"].text.startswith("**IMPORTANT**\n\nEn cas d’erreur de distribution")


def test_aix_private_use_bullets_converted(aix: Book) -> None:
    everything = [aix.front_matter] + [
        s for a in aix.articles for s in (a.title, a.text, *(e.text for e in a.examples), *(e.label for e in a.examples))
    ]
    assert not any(0xE000 <= ord(c) <= 0xF8FF for s in everything for c in s)
    a = _by_id(aix)
    croupier = a["aix:les-erreurs-du-croupier"].text
    assert "- Si le croupier s’aperçoit :\n\n  o qu’il a oublié de distribuer les cartes à un joueur," in croupier
    assert "  ↘ les cartes de ce joueur sont « brûlées »." in croupier
    assert "il y a « Miss-Deal », tous les joueurs rendent leurs cartes" in croupier
    joueur = a["aix:les-erreurs-du-joueur"].text
    assert "- Parle avant son tour « Check » → Pas d’incidence" in joueur
    assert "- Retourne involontairement une ou plusieurs de ses cartes ou celle(s) d’un autre joueur" in joueur


def test_aix_glossary(aix: Book) -> None:
    a = _by_id(aix)
    eng = a["aix:terminologie-anglaise"].text.split("\n\n")
    assert eng[0] == "- Spade = Pique"
    assert eng[-1] == "- Dealer = Croupier"
    assert len(eng) == 30
    player = a["aix:terminologie-du-joueur"].text
    assert player.startswith("**Bad Beat :** Rencontre de 2 grosses combinaisons.")
    assert "**Tirage :** Main qui forme, à une carte près, une Quinte" in player


# The worked examples: the two raise examples and the nine hand comparisons.
EXAMPLES = {
    "aix:les-encheres": ["Exemple 1", "Exemple 2"],
    "aix:hierarchie-des-combinaisons": [
        "Ex : « As, Roi, Valet, 10, 7»",
        "Ex : « Paire de Rois, As, Valet, 8, 6 »",
        "Ex : « 2 Paires Rois et Six, avec un As»",
        "Ex : «Brelan de Rois avec un As et une Dame»",
        "Ex : « Quinte 6, 7, 8, 9, 10 »",
        "Ex : «Couleur As-Roi-Valet- 9-6»",
        "Ex : «Full au Valets par les 6»",
        "« Carré de Valets avec un Roi»",
        "« Quinte Flush au 8 »",
    ],
}


def test_aix_examples(aix: Book) -> None:
    found = {a.id: [e.label for e in a.examples] for a in aix.articles if a.examples}
    assert found == EXAMPLES
    a = _by_id(aix)
    e2 = a["aix:les-encheres"].examples[1]
    assert e2.text == "Exemple : Mise précédente = 100 ; le Relanceur mise 149 ; il doit suivre à 100."
    assert (e2.line_start, e2.line_end) == (319, 320)
    pair = a["aix:hierarchie-des-combinaisons"].examples[1]
    assert pair.text == (
        "Ex : « Paire de Rois, As, Valet, 8, 6 » supérieur à « Paire de Rois, As, Valet, 7, 6 ».→ Joueur 1 GAGNE"
    )
    split = a["aix:hierarchie-des-combinaisons"].examples[2]
    assert split.text.endswith("avec un As» → Partage entre les 2 Joueurs.")
    for art in aix.articles:
        for e in art.examples:
            assert e.text[:40] not in art.text
    # The rule after an example stays in the text.
    assert "Pour comparer 2 Paires identiques, il faut comparer les cartes restantes." in a[
        "aix:hierarchie-des-combinaisons"
    ].text


def test_aix_last_line_kept(aix: Book, source: Source) -> None:
    last = max(n for n, line in source.numbered() if line.strip())
    art = _by_id(aix)["aix:terminologie-du-joueur"]
    assert art.line_end == last == 963
    assert art.text.endswith("s’appelle un TELL (non intentionnel ou d’acteur).")


def test_aix_spans_and_lines(aix: Book) -> None:
    for a in aix.articles:
        assert a.lines, a.id
        assert a.lines == sorted(set(a.lines))
        assert a.line_start == a.lines[0] <= a.line_end == a.lines[-1], a.id
    a = _by_id(aix)
    assert a["aix:le-deroulement-d-une-partie"].lines == [62]
    assert (a["aix:les-blinds"].line_start, a["aix:les-blinds"].line_end) == (206, 246)


def test_aix_conservation(aix: Book, source: Source) -> None:
    """Every non-blank line (lines of spaces are blank) is in exactly one article or the
    front matter, and its letters and digits are found in that article's wording."""
    owners: dict[int, list[str]] = {}
    for n in aix.front_lines:
        owners.setdefault(n, []).append("front")
    for a in aix.articles:
        for n in a.lines:
            owners.setdefault(n, []).append(a.id)
    nonblank = [n for n, line in source.numbered() if line.strip()]
    assert len(nonblank) == 368
    assert sorted(owners) == nonblank
    assert all(len(v) == 1 for v in owners.values())
    for a in aix.articles:
        key = content_key(" ".join([a.number, a.title, a.text, *(e.text for e in a.examples)]))
        for n in a.lines:
            assert content_key(source.line(n)) in key, (a.id, n)
    front_key = content_key(aix.front_matter)
    assert all(content_key(source.line(n)) in front_key for n in aix.front_lines)


def test_aix_nfc_and_both_apostrophes(aix: Book) -> None:
    texts = [s for a in aix.articles for s in (a.title, a.text, *(e.text for e in a.examples))]
    assert all(unicodedata.is_normalized("NFC", s) for s in texts)
    pre_flop = _by_id(aix)["aix:le-pre-flop"].text
    assert "Lorsqu'une partie commence" in pre_flop  # straight apostrophe
    assert "Premier tour d’enchères" in pre_flop  # curly apostrophe
    assert "« Miss-blind »" in _by_id(aix)["aix:la-table-et-ses-accessoires"].text
    assert "300€ d’encaisse" in _by_id(aix)["aix:la-table-et-ses-accessoires"].text
