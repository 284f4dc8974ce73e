"""The TDA 2019 (Fivebet) parser: rules 1–71, PR-1–PR-14, sections, annex examples."""

from __future__ import annotations

import unicodedata

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.corpus.common import content_key
from kb.corpus.source import Source, read_source
from kb.model import Article, Book


@pytest.fixture(scope="module")
def tda() -> Book:
    meta = {m.id: m for m in load_manifest()}["tda"]
    return parse_book(meta)


@pytest.fixture(scope="module")
def source() -> Source:
    return read_source(DEFAULT_CORPUS / "tda-2019-fivebet.txt")


def _by_id(book: Book) -> dict[str, Article]:
    return {a.id: a for a in book.articles}


SECTIONS = [
    ("concepts-generaux", "Concepts Généraux"),
    ("placement-des-joueurs-equilibrage-et-fermeture-des-tables", "Placement des Joueurs, Equilibrage et Fermeture des Tables"),
    ("attribution-des-pots-abattages-showdown", "Attribution des Pots & Abattages (showdown)"),
    ("procedures-generales", "Procédures Générales"),
    ("joueur-present-main-vivante", "Joueur Présent / Main Vivante"),
    ("bouton-blindes", "Bouton / Blindes"),
    ("regles-de-distribution-des-cartes", "Règles de Distribution des Cartes"),
    ("jeu-mises-et-relances", "Jeu : Mises et Relances"),
    ("jeu-autres", "Jeu : Autres"),
    ("ethique-du-jeu-penalites", "Ethique du Jeu & Pénalités"),
    ("procedures-recommandees", "Procédures Recommandées"),
    ("annexes-complementaires", "Annexes Complémentaires"),
]


def test_tda_rule_and_procedure_numbers(tda: Book) -> None:
    numbers = [a.number for a in tda.articles if a.kind in ("rule", "procedure")]
    assert numbers == [str(n) for n in range(1, 72)] + [f"PR-{n}" for n in range(1, 15)]
    assert len(numbers) == 85
    assert all(a.kind == "procedure" for a in tda.articles if a.number.startswith("PR-"))


def test_tda_sections_in_order(tda: Book) -> None:
    sections = [(a.number, a.title) for a in tda.articles if a.kind in ("part", "section")]
    assert sections == SECTIONS
    # Section titles group rules (no text: parts); the two block introductions have text.
    assert [a.number for a in tda.articles if a.kind == "section"] == ["procedures-recommandees", "annexes-complementaires"]
    assert all(not a.text and a.lines == [a.line_start] for a in tda.articles if a.kind == "part")
    assert len(tda.articles) == 85 + len(SECTIONS)


def test_tda_ids_are_book_colon_number(tda: Book) -> None:
    assert all(a.id == f"tda:{a.number}" and a.book == "tda" for a in tda.articles)
    assert len({a.id for a in tda.articles}) == len(tda.articles)


@pytest.mark.parametrize(
    ("aid", "title"),
    [
        ("tda:1", "Décisions des Floors"),
        ("tda:12", "Annoncer sa Main. « Les cartes parlent » à l’abattage"),
        ("tda:20", "Attribution des jetons “indivisibles” / Partage de pot et jeton “impair”"),
        ("tda:47", "Droit à la Surrelance"),
        ("tda:71", "Avertissements, Pénalités & Disqualification"),
        ("tda:PR-1", "Boutons All-In"),
        ("tda:PR-7", "Timing de la relève des croupiers"),
        ("tda:PR-8", "Procédure du “Main par Main”"),
        ("tda:PR-14", "L’aléatoire Peut être utilisé dans les Situations Spéciales"),
    ],
)
def test_tda_titles(tda: Book, aid: str, title: str) -> None:
    assert _by_id(tda)[aid].title == title


@pytest.mark.parametrize(
    ("aid", "parent"),
    [
        ("tda:1", "tda:concepts-generaux"),
        ("tda:6", "tda:concepts-generaux"),
        ("tda:7", "tda:placement-des-joueurs-equilibrage-et-fermeture-des-tables"),
        ("tda:22", "tda:attribution-des-pots-abattages-showdown"),
        ("tda:34", "tda:bouton-blindes"),
        ("tda:62", "tda:jeu-mises-et-relances"),
        ("tda:71", "tda:ethique-du-jeu-penalites"),
        ("tda:PR-1", "tda:procedures-recommandees"),
        ("tda:PR-14", "tda:procedures-recommandees"),
        ("tda:concepts-generaux", None),
        ("tda:annexes-complementaires", None),
    ],
)
def test_tda_parents(tda: Book, aid: str, parent: str | None) -> None:
    assert _by_id(tda)[aid].parent == parent


def test_tda_subparts_stay_in_the_rule_text(tda: Book) -> None:
    a = _by_id(tda)
    t35 = a["tda:35"].text
    assert t35.startswith("**A:** Les fausses donnes incluent")
    assert "\n\n1) Deux cartes ou plus sont visibles dans le paquet.\n\n" in t35
    assert "**D :** Si une action substantielle (Voir Régle 36)" in t35
    assert "**E :** un jeu de cartes incorrect" in t35
    assert "**A)** Pour les jeux à board" in a["tda:20"].text
    # Rule 52 has two sub-parts "A:" in the book (the second, on pot limit, is 52-B).
    assert a["tda:52"].text.count("**A:**") == 2


def test_tda_fivebet_additions_inline(tda: Book) -> None:
    a = _by_id(tda)
    assert "Fivebet impose à 3 tables left de n’importe lequel de ses tournois" in a["tda:25"].text
    assert a["tda:34"].text.endswith("Fivebet préconise de garder les ante en H.U.")
    assert "Fivebet ne souhaite pas que vous annonciez le montant des mises" in a["tda:PR-12"].text


# Every annex block, attached to the rule it illustrates (labels in order).
ANNEX_EXAMPLES = {
    "tda:10": ["Annexe règle 10"],
    "tda:16": ["Annexe règle 16", "Exemple 1", "Exemple 2", "Exemple 3"],
    "tda:18": ["Annexe règle 18", "Exemple 1", "Exemple 2"],
    "tda:20": ["Annexe règle 20", "Exemple 1", "Exemple 2"],
    "tda:38": ["Annexe règle 38", "Exemple 1-A", "Exemple 1-B"],
    "tda:40": ["Annexe règle 40-A", "40-A Exemple 1"],
    "tda:43": ["Exemple", "Annexe règle 43", "Exemple 1", "Exemple 2", "Exemple 3", "Exemple 4-A", "Exemple 4-B"],
    "tda:45": ["Annexe règle 45", "Exemple 1", "Exemple 2", "Exemple 3", "Exemple 4", "Exemple 4-A", "Exemple 4-B"],
    "tda:46": ["Annexe règle 46", "Situation 1", "Situation 2", "Situation 3", "Situation 4", "Situation 5"],
    "tda:47": [
        "Annexe règle 47", "Exemple 1", "Exemple 1-A", "Exemple 1-B", "Exemple 2", "Exemple 3", "Exemple 3-A", "Exemple 3-B",
    ],
    "tda:51": ["Annexe règle 51", "Exemple 1", "Exemple 2", "Exemple 3"],
    "tda:52": ["Annexe règle 52-B", "52-B Exemple 1", "52-B Exemple 2", "52-B Exemple 3"],
    "tda:53": ["Annexe règle 53-A", "53-A Exemple 1", "53-A Exemple 2", "Annexe règle 53-B", "53-B Exemple 1", "53-B Exemple 2"],
    "tda:PR-8": ["Exemple"],
}


def test_tda_annex_blocks_attached_to_their_rules(tda: Book) -> None:
    found = {a.id: [e.label for e in a.examples] for a in tda.articles if a.examples}
    assert found == ANNEX_EXAMPLES
    assert sum(len(v) for v in found.values()) == 59


def test_tda_annex_is_not_a_rule(tda: Book) -> None:
    assert not any(a.title.startswith("Règle ") or a.number.endswith(("-A", "-B")) for a in tda.articles)


def test_tda_40_annex_block_40a(tda: Book, source: Source) -> None:
    ex = _by_id(tda)["tda:40"].examples
    assert ex[0].text.startswith("**Règle 40-A : Mise litigieuse et Non-Standard**\n\nDans des situations confuses")
    assert (ex[0].line_start, ex[0].line_end) == (329, 330)
    assert ex[1].text.startswith("Exemple 1. THE, head’s up à la rivière le joueur A déclare “42 000”")
    assert (ex[1].line_start, ex[1].line_end) == (331, 331)


def test_tda_43_ex4a(tda: Book) -> None:
    a = _by_id(tda)["tda:43"]
    ex = {e.label: e for e in a.examples}
    assert ex["Exemple 4-A"].text.startswith("Exemple 4-A. NLHE, blindes 50-100, avant le flop, A relance 75")
    assert "il devra ajouter au moins 300 pour un total minimal de 800" in ex["Exemple 4-A"].text
    # The inline example of rule 43 goes to the examples, not to the text.
    assert ex["Exemple"].text.startswith("Exemple : en NLHE, la mise d’ouverture est de 1000")
    assert "mille quatre cents" not in a.text
    # The hard-wrapped annex intro is rejoined.
    assert "« dernière relance régale » par un joueur précédent dans le même tour de mise" in ex["Annexe règle 43"].text


def test_tda_45_ex1_keeps_its_sub_cases(tda: Book) -> None:
    ex = {e.label: e for e in _by_id(tda)["tda:45"].examples}
    text = ex["Exemple 1"].text
    assert text.startswith("Exemple 1. Retirant un jeton, laissant un montant de call.\n\n1-A: A ouvre post-flop à 1200")
    assert "\n\n1-B: NLHE, blindes 250-500." in text
    assert (ex["Exemple 1"].line_start, ex["Exemple 1"].line_end) == (342, 344)
    assert ex["Annexe règle 45"].text.startswith("**Règle 45: Mise avec plusieurs jetons**\n\n**A)** Faisant face à une mise")


def test_tda_52_and_53_lettered_blocks(tda: Book) -> None:
    a = _by_id(tda)
    ex52 = {e.label: e for e in a["tda:52"].examples}
    assert ex52["52-B Exemple 2"].text.startswith("Exemple 2. Même exemple que le 1 ci-dessus, le joueur B se couche")
    ex53 = {e.label: e for e in a["tda:53"].examples}
    assert ex53["53-A Exemple 1"].text.endswith("6 pourra faire ce qu’il souhaite : passer, payer, relancer.")
    assert "\n\nEtape 1 : L’action revient au joueur 5" in ex53["53-A Exemple 1"].text
    assert ex53["Annexe règle 53-B"].text.startswith("**Règle 53-B: Action Substantielle Hors de son Tour de Parole (OOT).**")
    # "… Siège 3) mise" / "600. Le siège 4 …" is one wrapped sentence.
    assert "(“under the gun”, premier à agir après la BB; Siège 3) mise 600. Le siège 4 est oublié" in ex53["53-B Exemple 1"].text


def test_tda_last_line_kept(tda: Book, source: Source) -> None:
    last_n = len(source.lines)
    last = source.lines[-1]
    assert last.startswith("Exemple 2. NLHE, blindes 100-200. Il reste trois joueurs dans le coup au turn.")
    rule53 = _by_id(tda)["tda:53"]
    assert rule53.line_end == last_n and last_n in rule53.lines
    final = rule53.examples[-1]
    assert final.label == "53-B Exemple 2" and final.line_end == last_n
    assert final.text == " ".join(last.split())


def test_tda_examples_not_in_text(tda: Book) -> None:
    for a in tda.articles:
        for e in a.examples:
            first = e.text.split("\n\n")[0].replace("**", "")[:60]
            assert first not in a.text, (a.id, e.label)


def test_tda_front_matter_and_title_blocks(tda: Book) -> None:
    assert tda.front_lines == list(range(1, 13)) + [250, 251, 252, 253, 303, 304, 305, 307]
    assert tda.front_matter.startswith("Règlement Tournois Fivebet\n\n")
    assert "Procédures Recommandées 2097," in tda.front_matter
    a = _by_id(tda)
    assert a["tda:procedures-recommandees"].text.startswith("Les Procédures Recommandées de la TDA sont des suggestions")
    assert a["tda:procedures-recommandees"].lines == [254]
    assert a["tda:annexes-complementaires"].text == (
        "Sur l’ensemble de nos tournois, nous adaptons le temps des levels selon la grille ci-dessous :"
    )


def test_tda_spans_and_lines(tda: Book) -> None:
    for a in tda.articles:
        assert a.lines, a.id
        assert a.lines == sorted(set(a.lines))
        assert a.line_start == a.lines[0] <= a.line_end == a.lines[-1], a.id
    a = _by_id(tda)
    assert (a["tda:1"].line_start, a["tda:1"].line_end) == (14, 15)
    assert a["tda:16"].lines == [57, 58, 311, 312, 313, 314, 315, 316, 317, 318]
    assert a["tda:PR-14"].lines == [301, 302]


def test_tda_conservation(tda: Book, source: Source) -> None:
    """Every non-blank line is in exactly one article or the front matter, and its letters
    and digits are found in that article's wording."""
    owners: dict[int, list[str]] = {}
    for n in tda.front_lines:
        owners.setdefault(n, []).append("front")
    for a in tda.articles:
        for n in a.lines:
            owners.setdefault(n, []).append(a.id)
    nonblank = [n for n, line in source.numbered() if line.strip()]
    assert sorted(owners) == nonblank
    assert all(len(v) == 1 for v in owners.values())
    front_key = content_key(tda.front_matter)
    for a in tda.articles:
        key = content_key(" ".join([a.number, a.title, a.text, *a.struck, *(e.text for e in a.examples)]))
        for n in a.lines:
            assert content_key(source.line(n)) in key, (a.id, n)
    for n in tda.front_lines:
        assert content_key(source.line(n)) in front_key


def test_tda_nfc_and_apostrophes(tda: Book) -> None:
    texts = [s for a in tda.articles for s in (a.title, a.text, *(e.text for e in a.examples))]
    assert all(unicodedata.is_normalized("NFC", s) for s in texts)
    assert any("’" in s for s in texts)
    assert "Les joueurs ont l’obligation de vérifier" in _by_id(tda)["tda:2"].text
    # The combining accent of the source ("autorisé́") is kept, in NFC.
    assert "autorisé\u0301 à abandonner" in _by_id(tda)["tda:8"].text
    assert not any(0xE000 <= ord(c) <= 0xF8FF for s in texts for c in s)
