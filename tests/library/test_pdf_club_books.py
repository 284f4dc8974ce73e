"""Six club rulebooks as their word processors export them to PDF (tests/library/pdf_books/,
HTML built into PDFs by WeasyPrint), read back whole: every article with its exact text, the
cover and the table of contents in the front matter, every line kept.

- cercle_vallee: Word — a cover page with a logo's text, a table of contents with dot
  leaders, « Article N – Titre » in bold, a table of blind levels, a dashed list, justified;
- poker_passion: LibreOffice — « 1. » sections over « 1.1 » rules written on the rule's own
  line, left-aligned, footnotes numbered « 1. » in their smaller type, the page number alone;
- club_du_lac: Google Docs — unnumbered bold headings, a structure table, a bullet list, a
  raised footnote, a grey running header, A5;
- cercle_chapitres: chapters « Chapitre N – … » over « Article N.M – … », each chapter on a
  new page and named by the running header of its pages, A5;
- deux_colonnes: two justified columns, A5, headings wrapped in the narrow column;
- deux_colonnes_titres: the same with a club's wording, headings in 10 pt over 9.5 pt text.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.userlib.preview import ImportPreview

from .documents import article_texts, club_pdf, club_preview

BOOKS = Path(__file__).parent / "pdf_books"


def _preview(name: str) -> ImportPreview:
    data = club_pdf((BOOKS / f"{name}.html").read_text(encoding="utf-8"))
    return club_preview(data, f"{name}.pdf")


@pytest.fixture(scope="module")
def vallee() -> ImportPreview:
    return _preview("cercle_vallee")


@pytest.fixture(scope="module")
def passion() -> ImportPreview:
    return _preview("poker_passion")


@pytest.fixture(scope="module")
def lac() -> ImportPreview:
    return _preview("club_du_lac")


def test_cover_and_contents_are_front_matter(vallee: ImportPreview) -> None:
    """The contents' lines « Article 3 – Retards ........ 2 » are no articles, and each is a
    line of its own (they were joined two by two, as wrapped lines)."""
    assert [(a.id, a.title) for a in vallee.book.articles] == [
        ("club:1", "Inscriptions"), ("club:2", "Tapis de départ et structure"), ("club:3", "Retards"),
        ("club:4", "Comportement"), ("club:5", "Litiges")]
    front = [t for _, t in vallee.health.front_lines]
    assert front[:5] == ["♠ CPV ♠", "Cercle de Poker de la Vallée", "Règlement intérieur des tournois", "Saison 2025-2026",
                         "Sommaire"]
    contents = [t for t in front if "...." in t]
    assert len(contents) == 5 and all(t.startswith("Article ") for t in contents)
    assert not vallee.health.lost_lines and not vallee.health.empty_articles


def test_wrapped_lines_joined_beside_a_contents_page(vallee: ImportPreview) -> None:
    """The contents' leaders made the usual line so long that no line of the text was
    joined: each article's paragraphs came out cut at every line of the PDF."""
    texts = article_texts(vallee)
    assert texts["club:1"] == ("Les inscriptions se font sur le site du cercle ou au bar, au plus tard à 20 heures le soir du "
                               "tournoi. Le droit d'entrée est de 20 euros, dont 2 euros reversés à la caisse de l'association."
                               "\n\nUn joueur ne peut s'inscrire qu'une fois par tournoi.")
    assert texts["club:2"] == (
        "Chaque joueur reçoit un tapis de départ de 25 000 jetons. Les niveaux durent 20 minutes jusqu'à la pause, puis "
        "25 minutes :\n\n| Niveau | Petite blinde | Grosse blinde | Ante |\n| 1 | 100 | 200 | 200 |\n| 2 | 200 | 300 | 300 |\n"
        "| 3 | 200 | 400 | 400 |\n| Pause | 15 minutes |\n| 4 | 300 | 600 | 600 |\n\n"
        "L'ante est une ante de grosse blinde, payée par le joueur en grosse blinde.")
    assert texts["club:4"].endswith("Le directeur peut prononcer :\n\n– un avertissement ;\n– une pénalité d'un tour ;\n"
                                    "– l'exclusion du tournoi.")
    assert texts["club:5"] == ("Le directeur du tournoi tranche les litiges. Sa décision est sans appel.\n\n"
                               "Le bureau du Cercle de Poker de la Vallée")


def test_sections_rules_and_plain_notes(passion: ImportPreview) -> None:
    """The call's type set the point after it apart: « polyvalente . »."""
    assert [a.number for a in passion.book.articles] == ["1", "1.1", "1.2", "1.3", "2", "2.1", "2.2", "2.3", "2.4", "3",
                                                         "3.1", "3.2"]
    texts = article_texts(passion)
    assert texts["club:1.1"] == ("Les tournois ont lieu le vendredi à 20 h 30 dans la salle polyvalente.\n\n"
                                 "Note : Salle Jean-Moulin, 4 place de la République, à Montreuil.")
    assert texts["club:2.2"].endswith("on applique la règle du bouton mort.\n\n"
                                      "Note : Voir le règlement fédéral, chapitre sur les blindes.")
    assert texts["club:3.2"] == "Toute triche avérée entraîne l'exclusion définitive de l'association."
    assert [t for _, t in passion.health.front_lines] == ["Association Poker Passion Montreuil", "Règlement des tournois",
                                                          "Version du 1er septembre 2025"]
    assert not passion.health.lost_lines and not passion.health.untied_notes


def test_unnumbered_headings_table_and_list(lac: ImportPreview) -> None:
    """A long row of the structure table took the next row in (« … | 20 min | | 9 et
    suivants | … »): a row ends its line."""
    texts = article_texts(lac)
    assert texts["club:le-tapis-et-les-niveaux"] == (
        "Chaque joueur reçoit 30 000 jetons. La structure est la suivante :\n\n"
        "Note : Elle peut être raccourcie par le directeur si le tournoi commence en retard.\n\n"
        "| Niveaux | Blindes | Durée |\n| 1 à 4 | 100/200 à 300/600 | 20 min |\n| 5 à 8 | 400/800 à 1 000/2 000 | 20 min |\n"
        "| 9 et suivants | 1 500/3 000 et plus | 15 min |")
    assert texts["club:a-la-table"].count("\n- ") == 2  # a bulleted item: a Markdown « - », as in a Word file
    assert texts["club:les-sanctions"].endswith("dans la soirée.\n\nLes joueurs exclus ne sont pas remboursés.")
    assert [t for _, t in lac.health.removed_lines] == ["Poker Club du Lac", "Page 1", "Poker Club du Lac", "Page 2"]
    assert not lac.health.lost_lines


def test_title_and_subtitle_are_front_matter(lac: ImportPreview) -> None:
    """The document's title and subtitle, short lines of their own as the section headings
    are, were read as two empty articles (« club:poker-club-du-lac »)."""
    assert [a.id for a in lac.book.articles][0] == "club:les-inscriptions"
    assert [t for _, t in lac.health.front_lines][:2] == ["POKER CLUB DU LAC", "Règles de la maison – tournois du mardi"]
    assert not lac.health.empty_articles


def test_a_chapters_running_header_is_furniture() -> None:
    """A book in chapters whose running header names the current chapter (« Chapitre 1 –
    Dispositions générales » over each of its pages, in small grey type): no line is met on
    half of the pages, yet each is page furniture — removed and listed, not a line in the
    middle of the rule a page break cuts — while the chapter's own heading stays its part.
    A one-page chapter's header, said once more by its heading, goes too."""
    p = _preview("cercle_chapitres")
    assert [(a.id, a.title, a.parent) for a in p.book.articles] == [
        ("club:1", "Dispositions générales", None), ("club:1.1", "Objet", "club:1"),
        ("club:1.2", "Application", "club:1"), ("club:1.3", "Litiges", "club:1"),
        ("club:2", "Le déroulement du jeu", None), ("club:2.1", "Les mises", "club:2"),
        ("club:2.2", "Le temps de réflexion", "club:2"), ("club:3", "Les sanctions", None),
        ("club:3.1", "Barème", "club:3")]
    sentence = ("Le directeur de tournoi veille au respect du présent règlement ; ses décisions sont "
                "sans appel et s'imposent à tous les joueurs présents dans la salle.")
    texts = article_texts(p)
    for aid, n in (("club:1.2", 6), ("club:2.2", 7), ("club:3.1", 2)):  # cut by a page break, or not
        assert texts[aid] == " ".join([sentence] * n), aid
    headers = [(page, t) for page, t in p.health.removed_lines if t.startswith("Chapitre")]
    assert [t for _, t in headers] == ["Chapitre 1 – Dispositions générales"] * 2 + [
        "Chapitre 2 – Le déroulement du jeu"] * 2 + ["Chapitre 3 – Les sanctions"]
    assert [t for _, t in p.health.front_lines] == ["Cercle de Jeu des Remparts", "Règlement des tournois – édition 2026"]
    assert not p.health.lost_lines


def test_justified_lines_cut_at_their_wide_spaces_are_lines_again() -> None:
    """Two justified narrow columns: pdftotext cut a line with few words at its widest spaces
    into blocks side by side (« Article  3     –     Règle », « maintenue   si   elle   ne »),
    which were read as a table's row (« | – | Règle | ») — article 3 lost its title and
    article 2 its text's end. They span their column as the other lines do: one line again."""
    p = _preview("deux_colonnes")
    sentence = ("Le joueur qui agit hors de son tour est averti par le croupier, et son action peut être "
                "maintenue si elle ne change rien.")
    assert [(a.id, a.title) for a in p.book.articles] == [(f"club:{n}", f"Règle numéro {n}") for n in range(1, 9)]
    texts = article_texts(p)
    assert all(texts[f"club:{n}"] == " ".join([sentence] * (2 + n % 3)) for n in range(1, 9)), texts
    assert not p.health.lost_lines and not p.health.front_lines


def test_headings_a_little_larger_than_the_text_wrapped_in_a_column() -> None:
    """Headings in 10 pt over 9.5 pt text, wrapped by a narrow column (« Article 4 – Temps de »
    / « réflexion et appel du » / « temps »): one title each, the rule's number kept (the
    joined heading's words stand on its first line, no raised footnote call); a justified
    line as wide as the column but short in letters (« Un joueur qui annonce ») goes on
    with the next one."""
    p = _preview("deux_colonnes_titres")
    assert [a.title for a in p.book.articles] == [
        "Inscriptions et tirage des places", "Jetons", "Action hors de tour", "Temps de réflexion et appel du temps",
        "Mises en un mouvement", "Tapis"]
    texts = article_texts(p)
    assert texts["club:4"].startswith("Un joueur qui tarde à agir peut se voir appeler le temps")
    assert texts["club:6"] == ("Un joueur qui annonce tapis engage tous ses jetons. Les cartes des joueurs à tapis "
                               "sont retournées dès que les enchères sont terminées.")
    assert all("\n" not in t for t in texts.values())
    assert not p.health.lost_lines
