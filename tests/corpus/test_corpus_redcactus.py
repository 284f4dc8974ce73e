"""RedCactus parser: the preamble, the parts, the 75 numbered rules, the examples, and
nothing lost (every non-blank line of corpus/redcactus.md in exactly one place)."""

from __future__ import annotations

import unicodedata

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.corpus.common import content_key
from kb.corpus.source import Source, read_source
from kb.model import Article, Book, BookMeta

RULES = [str(n) for n in range(1, 39)] + ["39a", "39b", "39c"] + [str(n) for n in range(40, 74)]

INTROS = [
    "intro-prerequis-les-regles-de-base-du-poker",
    "intro-combinaisons-du-poker",
    "intro-deroulement-d-un-tour-de-jeu",
    "intro-le-bouton-dealer",
    "intro-les-blinds",
    "intro-big-blind-ante",
    "intro-le-jeu-des-joueurs",
    "intro-les-encheres",
    "intro-le-flop",
    "intro-la-turn",
    "intro-la-river",
    "intro-le-showdown",
    "intro-nouveau-tour",
    "intro-vainqueur-et-eliminations",
]

PARTS = {
    "A": "Concept généraux",
    "B": "Placement des Joueurs, Equilibrage et Fermeture des Tables",
    "C": "Attribution des Pots & Abattages (showdown)",
    "D": "Procédures Générales",
    "E": "Joueur présent / main vivante",
    "F": "Bouton / Blindes",
    "G": "Règles de Distribution des Cartes",
    "H": "Jeu : Mises et Relances",
    "jeu-autres": "Jeu : Autres",
    "ethique-du-jeu-penalites": "Ethique du Jeu & Pénalités",
}


@pytest.fixture(scope="module")
def meta() -> BookMeta:
    return next(m for m in load_manifest() if m.id == "redcactus")


@pytest.fixture(scope="module")
def book(meta: BookMeta) -> Book:
    return parse_book(meta)


@pytest.fixture(scope="module")
def source(meta: BookMeta) -> Source:
    return read_source(DEFAULT_CORPUS / meta.file)


@pytest.fixture(scope="module")
def arts(book: Book) -> dict[str, Article]:
    return {a.number: a for a in book.articles}


# --- structure ------------------------------------------------------------------------


def test_redcactus_rule_numbers_exact(book: Book) -> None:
    numbers = [a.number for a in book.articles if a.kind == "rule"]
    assert numbers == RULES
    assert len(numbers) == 75
    assert "39" not in numbers


def test_redcactus_intro_ids(book: Book) -> None:
    intros = [a.id for a in book.articles if a.kind == "intro"]
    assert intros == [f"redcactus:{n}" for n in INTROS]


def test_redcactus_intro_hierarchy(arts: dict[str, Article]) -> None:
    root = arts["intro-prerequis-les-regles-de-base-du-poker"]
    assert root.parent is None
    assert root.title == "Prérequis : Les règles de base du poker"
    for n in INTROS[1:]:
        assert arts[n].parent == root.id
    assert arts["intro-big-blind-ante"].title == "Big Blind Ante"
    assert arts["intro-le-bouton-dealer"].title == "Le bouton « dealer »"
    assert arts["intro-le-showdown"].title == "Le « showdown »"


def test_redcactus_parts(book: Book) -> None:
    parts = {a.number: a.title for a in book.articles if a.kind == "part"}
    assert parts == PARTS
    assert all(a.parent is None for a in book.articles if a.kind == "part")


def test_redcactus_article_order_and_count(book: Book) -> None:
    assert [a.line_start for a in book.articles] == sorted(a.line_start for a in book.articles)
    assert len(book.articles) == 14 + 10 + 75
    ids = [a.id for a in book.articles]
    assert len(set(ids)) == len(ids)
    assert all(a.id == f"redcactus:{a.number}" and a.book == "redcactus" for a in book.articles)


@pytest.mark.parametrize(
    "number,title",
    [
        ("1", "Décision des directeurs de tournoi"),
        ("4", "Appareils électroniques et téléphones"),
        ("7", "Enregistrements tardifs et re-entry"),
        ("12", "Annoncer sa Main. “Les cartes parlent d’elles mêmes à l’abattage”"),
        ("30", "A votre siège et mains vivantes"),
        ("39a", "Flop à Quatre Cartes et Cartes Prématurées"),
        ("39b", "La Turn prématurée"),
        ("39c", "Utilisation du paquet secondaire par erreur au flop"),
        ("45", "Les Méthodes de Call"),
        ("46", "Les méthodes de relance"),
        ("69", "Jouer contre l'Ethique : Collusion, Softplay & Teamplay"),
        ("73", "Avertissements, Pénalités & Disqualification"),
    ],
)
def test_redcactus_rule_titles(arts: dict[str, Article], number: str, title: str) -> None:
    assert arts[number].title == title


@pytest.mark.parametrize(
    "number,parent",
    [
        ("1", "A"),
        ("5", "A"),
        ("6", "B"),
        ("11", "B"),
        ("12", "C"),
        ("22", "C"),
        ("23", "D"),
        ("29", "D"),
        ("30", "E"),
        ("32", "F"),
        ("35", "G"),
        ("39c", "G"),
        ("40", "H"),
        ("62", "H"),
        ("63", "jeu-autres"),
        ("66", "jeu-autres"),
        ("67", "ethique-du-jeu-penalites"),
        ("73", "ethique-du-jeu-penalites"),
    ],
)
def test_redcactus_rule_parents(arts: dict[str, Article], number: str, parent: str) -> None:
    assert arts[number].parent == f"redcactus:{parent}"


def test_redcactus_front_matter(book: Book) -> None:
    assert book.front_lines == [3, 5]
    assert "Règles du jeu RedCactus Poker" in book.front_matter
    assert "aux Finales Régionales live et à la Finale Nationale" in book.front_matter


# --- text -----------------------------------------------------------------------------


def test_redcactus_table_of_hands_kept(arts: dict[str, Article]) -> None:
    text = arts["intro-combinaisons-du-poker"].text
    cells = [
        "Les combinaisons du Poker Texas Hold'em",
        "Carte Isolée", "(carte la + forte)", "Couleur", "(5 cartes de la même couleur)",
        "Paire", "(2 cartes identiques)", "Full", "(3+2 cartes identiques)",
        "Double Paire", "(2+2 cartes identiques)", "Carré", "(4 cartes identiques)",
        "Brelan", "(3 cartes identiques)", "Quinte Flush", "(Une suite de la même couleur)",
        "Suite", "(5 cartes qui se suivent)", "Quinte Flush Royale",
    ]  # fmt: skip
    for cell in cells:
        assert cell in text
    rows = [r for r in text.splitlines() if r.startswith("|")]
    assert len(rows) == 7  # header, delimiter, five rows of two hands
    assert rows[1] == "|---|---|"
    assert "<b>Carte Isolée</b><br><i>(carte la + forte)</i>" in rows[2]


def test_redcactus_7_subheadings_stay_in_rule(arts: dict[str, Article]) -> None:
    text = arts["7"].text
    for sub in ("**a) Tournois hebdomadaires**", "**b) Finales Régionales Live**", "**c) Finale Nationale**"):
        assert sub in text
    assert "amputé de 500 par quart d’heure de retard" in text
    assert arts["7"].line_end == 159


def test_redcactus_lettered_items_stay_in_rules(arts: dict[str, Article]) -> None:
    assert "A) qu'il déclare un call, c'est un check" in arts["55"].text
    assert "B) qu'il déclare une relance" in arts["55"].text
    assert "- 1) Deux cartes ou plus sont exposées dans le paquet." in arts["35"].text
    assert "- 3) lire une main/combinaison" in arts["67"].text
    assert "C: Pour toutes les règles de mises" in arts["40"].text


def test_redcactus_lists_kept_as_lists(arts: dict[str, Article]) -> None:
    assert "- ♣ Distribuer les cartes\n- ♣ Réunir les jetons" in arts["intro-le-bouton-dealer"].text
    assert "- La table où il y a le moins de joueurs.\n- La table dont le numéro est le plus bas" in arts["10"].text


def test_redcactus_73_last_line_kept(arts: dict[str, Article], source: Source) -> None:
    a = arts["73"]
    assert a.line_end == len(source.lines) == 598
    assert a.text.endswith("**E :** Tout écart de parole ou verbale ou comportement inapproprié envers le staff "
                           "RedCactus, le staff de l'établissement ou les autres joueurs fera l'objet d'une "
                           "exclusion immédiate du tournoi sans avertissement préalable, suivie d'une sanction "
                           "au sein de la ligue qui peut aller jusqu'à l'exclusion de la ligue")


@pytest.mark.parametrize(
    "number,joined",
    [
        ("3", "doivent être connus des joueurs. Les joueurs se doivent"),
        ("29", "pour s'adapter au jeu voir le réduire si ils pensent"),
        ("47", "miser des jetons du même montant est alors la même action (voir règle 40-C)."),
        ("73", "au moment de la pénalité, multiplié par le nombre de tours"),
    ],
)
def test_redcactus_page_breaks_joined(arts: dict[str, Article], number: str, joined: str) -> None:
    assert joined in arts[number].text


def test_redcactus_29_sentence_after_paragraph_not_joined(arts: dict[str, Article]) -> None:
    assert "pour sa réflexion\n\nVoir les règles 2 & 70." in arts["29"].text


def test_redcactus_nfc_and_both_apostrophes(book: Book, arts: dict[str, Article]) -> None:
    for a in book.articles:
        for s in (a.title, a.text, *(e.text for e in a.examples)):
            assert unicodedata.is_normalized("NFC", s), a.id
    assert "L’utilisation de termes" in arts["3"].text
    assert "d'action sont simples" in arts["3"].text
    assert "Cartes vivantes à l’abattage" == arts["14"].title
    assert "Jouer le board à l'abattage" == arts["19"].title
    assert "« small blind »" in arts["intro-deroulement-d-un-tour-de-jeu"].text


def test_redcactus_no_struck_wording(book: Book) -> None:
    assert all(a.struck == [] and a.struck_title == "" for a in book.articles)


def test_redcactus_11_repeats_paragraph_of_10(arts: dict[str, Article], source: Source) -> None:
    # The book repeats the "Le jeu stoppera…" paragraph of rule 10 at the end of rule 11.
    assert source.line(192) == source.line(202)
    assert 192 in arts["10"].lines and 202 in arts["11"].lines
    assert source.line(202) in arts["10"].text and source.line(202) in arts["11"].text


def test_redcactus_g_part_keeps_its_paragraph(arts: dict[str, Article]) -> None:
    assert arts["G"].text.startswith("Le jeu se déroule de préférence avec 2 paquets de cartes")
    assert arts["G"].lines == [334, 336]
    assert arts["A"].text == ""


# --- examples -------------------------------------------------------------------------


def test_redcactus_examples_found(book: Book) -> None:
    found = [(a.number, e.label, e.line_start) for a in book.articles for e in a.examples]
    assert found == [
        ("intro-les-encheres", "Par exemple", 71),
        ("intro-les-encheres", "Par exemple", 75),
        ("40", "Ex", 394),
        ("43", "Ex", 414),
        ("47", "Exemple", 448),
        ("47", "Exemple", 450),
        ("50", "Exemple 1", 464),
        ("50", "Exemple 2", 466),
        ("57", "Exemple", 508),
        ("61", "Ex", 526),
    ]
    assert all(e.line_start == e.line_end for a in book.articles for e in a.examples)


def test_redcactus_50_examples_moved_out_of_text(arts: dict[str, Article]) -> None:
    a = arts["50"]
    assert [e.text[:40] for e in a.examples] == [
        "Exemple 1: Joueur A ouvre 400, joueur B ",
        "Exemple 2: NLHE 25-50. Post-flop, joueur",
    ]
    assert "Exemple" not in a.text
    assert a.examples[1].text.endswith("B a juste payé s'il n'a pas déclaré une relance ou tapis.")
    assert 464 in a.lines and 466 in a.lines


def test_redcactus_43_whole_line_example(arts: dict[str, Article]) -> None:
    a = arts["43"]
    assert a.examples[0].text.startswith("Ex: NLHE 100-200, post-flop A ouvre à 600 et B relance à 1000")
    assert a.examples[0].text.endswith("Pour les undercalls, voir la Règle 42.")
    assert "NLHE" not in a.text


def test_redcactus_inline_examples_span_their_sentences(arts: dict[str, Article]) -> None:
    enchères = arts["intro-les-encheres"].examples
    assert enchères[0].text == (
        "Par exemple, si la big blind est 100, on peut relancer à 200 ou 500 mais pas à 50 ou 150."
    )
    assert enchères[1].text.endswith("les 3 autres joueurs se disputeront le reste du pot.")
    ex47 = arts["47"].examples
    assert ex47[0].text.endswith("si aucune annonce verbale de relance n'a été faite.")
    assert ex47[1].text == 'Exemple: Joueur A ouvre à 2000, Joueur B déclare "Relance, 8000". La mise totale est 8000.'
    assert arts["61"].examples[0].text.endswith("qui va être arbitrée selon la Règle 50.")
    # The rule still reads as written: the inline example stays in its paragraph.
    assert "Voir les annexes complémentaires." in arts["47"].text
    assert "Ex: A fait face à une ouverture de 325" in arts["61"].text


def test_redcactus_illustrations_without_figures_are_not_examples(arts: dict[str, Article]) -> None:
    for number in ("10", "41", "59", "70"):
        assert arts[number].examples == []
    assert "Par exemple, le joueur peut entrer à n'importe quelle position mais :" in arts["10"].text


# --- conservation ---------------------------------------------------------------------


def test_redcactus_every_line_in_exactly_one_place(book: Book, source: Source) -> None:
    owners: dict[int, list[str]] = {}
    for n in book.front_lines:
        owners.setdefault(n, []).append("front")
    for a in book.articles:
        for n in a.lines:
            owners.setdefault(n, []).append(a.id)
    nonblank = {n for n, line in source.numbered() if line.strip()}
    assert set(owners) == nonblank
    assert {n: o for n, o in owners.items() if len(o) > 1} == {}


def test_redcactus_wording_of_every_line_kept(book: Book, source: Source) -> None:
    for a in book.articles:
        wording = content_key(" ".join([a.number, a.title, a.text, *a.struck, *(e.text for e in a.examples)]))
        for n in a.lines:
            assert content_key(source.line(n)) in wording, (a.id, n)
    front = content_key(book.front_matter)
    assert all(content_key(source.line(n)) in front for n in book.front_lines)


def test_redcactus_line_spans(book: Book, source: Source) -> None:
    for a in book.articles:
        assert a.lines, a.id
        assert a.lines == sorted(set(a.lines))
        assert a.line_start == a.lines[0] <= a.line_end == a.lines[-1], a.id
        assert source.line(a.line_start).startswith("#"), a.id  # the heading line
