"""The ROPTA parser on the real book (corpus/ropta-2025-02.md), called directly."""

from __future__ import annotations

import unicodedata

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.corpus.common import content_key, wording_found
from kb.corpus.source import Source, read_source
from kb.model import Article, Book

PARTS = [str(n) for n in range(1, 12)]
NUMBERS = (
    ["1", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8", "1.9", "1.10"]
    + ["2", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "2.7"]
    + ["3", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7"]
    + ["4", "4.1", "4.2", "4.3", "4.4", "4.5"]
    + ["5", "5.1", "5.2", "5.3", "5.4", "5.5", "5.6"]
    + ["6", "6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8"]
    + ["7", "7.1", "7.2", "7.3", "7.4", "7.5", "7.6", "7.7"]
    + ["8", "8.1", "8.2", "8.3", "8.4", "8.5", "8.6"]
    + ["9"] + [f"9.{n}" for n in range(1, 25)]
    + ["10"] + [f"10.{n}" for n in range(1, 10)] + ["10-10"]
    + ["11", "11.1", "11.2", "11.3", "11.4", "11.5", "11.6", "11.7"]
)  # fmt: skip


@pytest.fixture(scope="module")
def book() -> Book:
    meta = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
    return parse_book(meta, DEFAULT_CORPUS)


@pytest.fixture(scope="module")
def source() -> Source:
    meta = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
    return read_source(DEFAULT_CORPUS / meta.file)


def art(book: Book, number: str) -> Article:
    return next(a for a in book.articles if a.number == number)


def wording_key(a: Article) -> str:
    parts = [a.number, a.title, a.struck_title, a.text, *a.struck]
    for ex in a.examples:
        parts.extend([ex.label, ex.text])
    return content_key(" ".join(parts))


def test_ropta_article_numbers(book: Book) -> None:
    assert len(NUMBERS) == 108
    assert [a.number for a in book.articles] == NUMBERS
    assert [a.id for a in book.articles] == [f"ropta:{n}" for n in NUMBERS]
    assert all(a.book == "ropta" for a in book.articles)


def test_ropta_parts_and_parents(book: Book) -> None:
    parts = [a for a in book.articles if a.kind == "part"]
    assert [a.number for a in parts] == PARTS
    assert all(a.parent is None for a in parts)
    for a in book.articles:
        if a.kind != "part":
            assert a.kind == "rule"
            assert a.parent == "ropta:" + a.number.replace("-", ".").split(".")[0]
    assert art(book, "9.6").parent == "ropta:9"
    assert art(book, "10-10").parent == "ropta:10"
    assert art(book, "1.10").parent == "ropta:1"


def test_ropta_titles(book: Book) -> None:
    assert art(book, "1").title == "CONCEPTS GENERAUX"
    assert art(book, "1.1").title == "REGLE DE BASE – MISE A DISPOSITION DU REGLEMENT ET ESPRIT DU JEU"
    assert art(book, "2.3").title == "ÉQUILIBRAGE DE TABLES (SANS FERMETURE DE TABLE)"
    assert art(book, "4.2").title == "FORMAT DES ANTE"
    assert art(book, "9.6").title == "MONTANT DE LA RELANCE"
    assert art(book, "9.22").title == "INTERDICTION DE JETER QUAND AUCUNE MISE N'EST ATTENDUE"
    assert art(book, "11").title == "ÉTHIQUE & SANCTIONS"  # a "###" heading, still a part
    assert art(book, "1.9").title == "JOUEUR SORTANT"  # a "####" heading below a "##" one
    for a in book.articles:
        assert "**" not in a.title and "~~" not in a.title and "ARTICLE" not in a.title


def test_ropta_struck_titles(book: Book) -> None:
    a = art(book, "10.9")
    assert (a.title, a.struck_title) == ("LE POT ET RECLAMATION", "ATTRIBUER RECLAMER")
    a = art(book, "7.6")
    assert (a.title, a.struck_title) == ("PAQUET DEVOILE SANS MISE POSSIBLE", "OU TOMBE")
    a = art(book, "11.4")
    assert a.title == ""
    assert a.struck_title == "CARTES REVELEES PENALITES EN CAS DE REVELATION INTENTIONNELLE"
    a = art(book, "11.5")
    assert (a.title, a.struck_title) == ("CARTES", "RETOURNEES MONTREES PAR UN JOUEUR")


def test_ropta_10_10_struck_article(book: Book) -> None:
    a = art(book, "10-10")
    assert a.id == "ropta:10-10"
    assert a.title == ""
    assert a.struck_title == "CARTES JETEES TROP RAPIDEMENT"
    assert a.text == ""
    assert a.struck == ["ARTICLE 10-10 : CARTES JETEES TROP RAPIDEMENT"]
    assert a.lines == [1026]


def test_ropta_2_5_struck(book: Book) -> None:
    a = art(book, "2.5")
    assert a.text == ""
    assert a.struck == [
        "Si un mouvement incorrect du bouton est découvert avant qu'une Action Substantielle (AS, voir §6.7) ne "
        "se produise, l'erreur sera corrigée. Cependant, si une AS a eu lieu, le jeu continuera. Par exemple : "
        "si le bouton est déplacé deux fois et qu'une AS a lieu, l'erreur sera maintenue et le bouton ne sera "
        "pas rétabli pour la main suivante. Tous les joueurs ont la responsabilité de surveiller le placement du "
        "bouton et de signaler s'ils voient une erreur (voir §1.2). Quelques soient les circonstances, on ne doit "
        "jamais enlever à un joueur qui était de petite blinde le coup précédent le droit d'être dernier de "
        "parole le coup suivant. Cette règle est immuable et ne tolère aucune exception si le joueur reste à la "
        "même table."
    ]


def test_ropta_4_2_struck(book: Book) -> None:
    a = art(book, "4.2")
    assert a.struck == [
        "l'ante la big blinde",
        "la big blinde l'ante",
        "l'ante sa big blinde",
        "sa big blinde l'ante",
        "sa BB, l'ante, il ne peut gagner plus que l'ante sur le coup et",
        "ante e-BB",
        "et le joueur à tapis jouera pour le montant qu'il a posé en BB. Si le joueur peut payer une partie de la "
        "BB, il ne peut gagner que l'ante et le montant qu'il aura payé en BB",
        # in the examples Cas A and Cas B
        "d'ante",
        "de BB et ne peut gagner que 800 s'il gagne le coup",
        "ante BB posée",
        "de BB d'ante",
        "d'ante de BB partielle, il ne pourra gagner que l'ante de 400 1000 et 1 000 400",
        # FORMAT ANTE CLASSIQUE
        "grosse",
        "celle-ci la",
        "blinde",
    ]
    # The book struck the old *and* the new wording together: what is left is the
    # current text as the book prints it.
    assert "Dans ce format, est prioritaire sur et donc un joueur disposant de moins de 2 BB" in a.text
    assert "Un joueur de blinde qui n'a pas de quoi payer BB et l'ante paiera d'abord son ante" in a.text
    assert "~~" not in a.text


def test_ropta_9_21_struck(book: Book) -> None:
    a = art(book, "9.21")
    assert a.struck == [
        "Si aucun autre joueur ne relance, le joueur qui a fait la dernière relance ainsi que ceux ayant "
        "éventuellement suivi sa relance seront 'bloqués'. Si aucun joueur ne relance, le joueur qui a fait la "
        "dernière relance sera 'bloqué' et ne pourra pas relancer le coup quand son tour viendra."
    ]
    assert a.text.endswith(
        "- Tout joueur qui souhaite payer le tapis doit normalement mettre le montant du tapis.\n"
        "- Tout joueur qui souhaite relancer doit relancer au moins du montant de la dernière relance.\n\n"
        "#### EXEMPLES :"
    )


def test_ropta_10_9_and_11_4_struck(book: Book) -> None:
    assert art(book, "10.9").struck == [
        "Le droit de réclamer un pot prend fin lorsque la main suivante commence."
    ]
    assert art(book, "10.9").text.startswith(
        "Le pot est attribué par le dealer au joueur ayant remporté le coup."
    )
    a = art(book, "11.4")
    assert a.struck == [
        "sans la retourner alors que plus d'un autre joueur est encore en jeu, sa main sa main est foldée, ses "
        "mises sont perdues et la main"
    ]
    assert a.text.startswith(
        "Si un joueur encore en jeu montre intentionnellement sa main ou même une carte à quiconque (à un "
        "spectateur, un joueur ayant couché son jeu, à son capitaine, ...) sera montrée à l'ensemble de la table"
    )


def test_ropta_struck_list_items_left_out_of_text(book: Book) -> None:
    a = art(book, "11.3")
    assert "Regarder des cartes qui ont été jetées." in a.struck
    assert "Regarder des cartes" not in a.text
    assert a.text.count("- Conseiller ou critiquer une action quoi qu'il arrive,") == 1
    assert a.struck[0].startswith("Les joueurs se doivent de protéger les autres joueurs")


def test_ropta_no_markup_left_in_wording(book: Book) -> None:
    for a in book.articles:
        for s in [a.text, *a.struck, *(e.text for e in a.examples)]:
            assert "~~" not in s, a.id
            assert "](#)" not in s, a.id
            assert "<sup>" not in s, a.id
            assert "\x00" not in s and "\x01" not in s, a.id
    assert "(voir §1.6)" in art(book, "1.5").text
    assert "voir le §10.9 « Réclamer le Pot »" in art(book, "5.5").text
    # a real link is kept as a Markdown link
    assert "[competitions@ffpoker.org](mailto:competitions@ffpoker.org)" in art(book, "1.7").text


def test_ropta_sub_headings_stay_in_their_article(book: Book) -> None:
    assert "#### GENERALITES" in art(book, "2.3").text
    assert "#### STATUT DU JOUEUR DEPLACÉ" in art(book, "2.3").text
    assert "#### CLARTE DES INTENTIONS" in art(book, "9.2").text
    assert "#### MISE CORRECTE SANS ANNONCE VERBALE" in art(book, "9.2").text
    assert "#### JOUER AVANT SON TOUR" in art(book, "9.3").text
    assert "#### FORMAT ANTE (BB) BIG BLINDE" in art(book, "4.2").text
    assert "#### SI L'UTILISATION DU 2E JEU EST DECOUVERTE AU FLOP" in art(book, "5.3").text
    a = art(book, "9.10")
    assert "#### MISE D'OUVERTURE INSUFFISANTE (« UNDERBET »)" in a.text
    assert "#### MISE POUR SUIVRE INSUFFISANTE (« UNDERCALL »)" in a.text
    assert "#### RELANCE INSUFFISANTE (« UNDERRAISE »)" in a.text
    assert a.text.endswith(
        "(voir le §9.11 « Jeton unique de valeur supérieure » & le §9.13 « Jetons multiples »)."
    )


def test_ropta_lists_kept_as_lists(book: Book) -> None:
    a = art(book, "3.2")
    assert "\n- Le floor vient alors procéder au chip race" in a.text
    assert "\n  - les joueurs avancent distinctement les jetons restants de la valeur à supprimer," in a.text
    a = art(book, "6.7")
    assert "- Toute combinaison de 3 actions (check, bet, raise, call, fold)." in a.text


def test_ropta_examples_9_6(book: Book) -> None:
    a = art(book, "9.6")
    assert [e.label for e in a.examples] == ["Cas A", "Cas B", "Exemple", "Cas A", "Cas B", "Cas C"]
    assert a.examples[0].text == "Blindes 25 / 50 - seules les blindes ont été placées, relance minimum = 100"
    assert (a.examples[0].line_start, a.examples[0].line_end) == (770, 770)
    assert a.examples[2].text.startswith("Blindes 25/50 : le tour se finit avec deux joueurs à 350.")
    assert [(e.line_start, e.line_end) for e in a.examples[3:]] == [(783, 783), (784, 784), (785, 785)]
    # Example wording is not repeated in the text; the rule between the examples is.
    assert "relance minimum = 100" not in a.text
    assert "Post flop" not in a.text
    assert "Attention, à chaque nouveau tour d'enchères, on repart de zéro" in a.text
    assert "La règle des 50% s'applique tout le temps" in a.text


def test_ropta_examples_9_7(book: Book) -> None:
    a = art(book, "9.7")
    assert [e.label for e in a.examples] == ["Exemple", "Cas A", "Cas B", "Cas C", "Cas D"]
    assert a.examples[0].text == (
        "Grosse blinde à 100, tapis à 30, les autres joueurs pourront alors suivre à 100 ou relancer au minimum à 200."
    )
    assert "En conséquence, si le joueur qui mise la grosse blinde" in a.text
    # Cas C and D: the book struck digits of the amounts ("~~93~~ 000").
    assert a.struck == ["93", "1420", "310", "103", "3319", "310", "310"]


def test_ropta_examples_4_2(book: Book) -> None:
    a = art(book, "4.2")
    assert [e.label for e in a.examples] == ["Cas A", "Cas B", "Cas B1", "Cas B2"]
    b2 = a.examples[3]
    # The case is cut by a blank line in the source (398 "… de" / 400 "500 par rapport …").
    assert (b2.line_start, b2.line_end) == (398, 400)
    assert b2.text.endswith("(le surplus de la SB de 500 par rapport au tapis) et le tapis se joue pour un "
                            "montant total de 1000 (ante) + 3 * 400 (BB+SB+BU) soit 2200.")  # fmt: skip
    assert a.examples[0].text == (
        "Blindes 500/1 000 (1 000), le joueur A est en BB avec 800. Il est à tapis pour 800. Le coup se déroule "
        "sans et le joueur A ne pourra gagner que 800 par joueur dans le coup."
    )
    assert "2200" not in a.text
    assert "#### EXEMPLES :\n\n#### FORMAT ANTE (BTN) BOUTON" in a.text


def test_ropta_examples_elsewhere(book: Book) -> None:
    counts = {a.number: len(a.examples) for a in book.articles if a.examples}
    assert counts == {
        "4.2": 4,
        "9.2": 1,
        "9.6": 6,
        "9.7": 5,
        "9.8": 2,
        "9.9": 1,
        "9.10": 4,
        "9.13": 2,
        "9.21": 2,
    }
    assert [e.label for e in art(book, "9.8").examples] == ["Exemple 1", "Exemple 2"]
    assert [e.label for e in art(book, "9.10").examples] == ["Exemple", "Cas A", "Cas B", "Cas C"]
    assert [e.label for e in art(book, "9.21").examples] == ["Cas A", "Cas B"]
    ex = art(book, "9.2").examples[0]
    assert ex.text.startswith("Sur 50/100, le joueur A mise 325")  # "~~un~~ le joueur A"
    assert "un" in art(book, "9.2").struck
    assert "Dans tous les autres cas, une mise de plusieurs jetons" in art(book, "9.13").text
    for a in book.articles:
        for e in a.examples:
            assert e.text and a.line_start <= e.line_start <= e.line_end <= a.line_end


def test_ropta_last_line_kept(book: Book, source: Source) -> None:
    a = book.articles[-1]
    assert a.number == "11.7"
    last = len(source.lines)
    assert last == 1128 and source.line(last).startswith("Les manquements éthiques")
    assert a.line_end == last and last in a.lines
    assert a.text.endswith("Cette liste n'est pas exhaustive et reste à la discrétion du TD.")
    assert a.struck == [
        "le fait de, mais ne sont pas limités à,",
        "Un joueur qui ne dispute pas un coup doit se taire.",
    ]


def test_ropta_front_matter(book: Book, source: Source) -> None:
    assert book.front_lines == [n for n in range(1, 160) if source.line(n).strip()]
    assert "## AVANT-PROPOS" in book.front_matter
    assert "## TABLE DES MATIERES" in book.front_matter
    assert book.front_matter.endswith(
        "Article 11.7 : Manquements éthiques et comportements irrespectueux.....\t40"
    )
    assert book.articles[0].line_start == 160


def test_ropta_lines_and_spans(book: Book, source: Source) -> None:
    for a in book.articles:
        assert a.lines, a.id
        assert a.line_start <= a.line_end, a.id
        assert a.lines == sorted(a.lines)
        assert (a.line_start, a.line_end) == (a.lines[0], a.lines[-1])
        assert "ARTICLE" in source.line(a.line_start), a.id
    starts = [a.line_start for a in book.articles]
    assert starts == sorted(starts)


def test_ropta_conservation(book: Book, source: Source) -> None:
    owner: dict[int, list[str]] = {}
    for n in book.front_lines:
        owner.setdefault(n, []).append("front matter")
    for a in book.articles:
        key = wording_key(a)
        for n in a.lines:
            owner.setdefault(n, []).append(a.id)
            assert wording_found(source.line(n), key), (a.id, n, source.line(n))
    nonblank = [n for n, line in source.numbered() if line.strip()]
    assert sorted(owner) == nonblank
    assert all(len(o) == 1 for o in owner.values())


def test_ropta_nfc_and_apostrophes(book: Book, source: Source) -> None:
    body = [source.line(n) for a in book.articles for n in a.lines]
    out: list[str] = []
    for a in book.articles:
        out += [a.title, a.struck_title, a.text, *a.struck, *(e.text for e in a.examples)]
    for s in out:
        assert unicodedata.is_normalized("NFC", s)
    for ch in ("'", "’", "«", "»", "§"):
        assert sum(s.count(ch) for s in out) == sum(line.count(ch) for line in body), ch
    assert sum(s.count("'") for s in out) > 600
    assert "’" not in "".join(out)  # the book has none, and none may be invented


def test_ropta_wording_found_splits_struck_and_rejects_missing_words() -> None:
    key = content_key("9.6 MONTANT Dans ce format, est prioritaire sur et donc l'ante la big blinde")
    assert wording_found("Dans ce format, ~~l'ante la big blinde~~ est prioritaire sur et donc", key)
    assert wording_found("### ARTICLE 9.6 : MONTANT", key)
    assert not wording_found("Dans ce format, ~~un mot absent~~ est prioritaire", key)
    assert not wording_found("Dans ce format, est toujours prioritaire", key)
    assert not wording_found("### ARTICLE 9.7 : MONTANT", key)
    assert wording_found("SI L'UTILISATION DU 2<sup>E</sup> JEU", content_key("SI L'UTILISATION DU 2E JEU"))
    assert wording_found("2<sup>e</sup> jeu", content_key("2<sup>e</sup> jeu"))  # tags kept: fine too
