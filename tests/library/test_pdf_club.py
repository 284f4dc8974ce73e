"""A club's rulebook exported to PDF by its word processor (built with WeasyPrint: justified,
hyphenated in French, running header, « Page N sur M »), read back as its articles: a
footnote, a table, a page in two columns, a rule cut by a page or column break."""

from __future__ import annotations

import pytest

from kb.formats import extract

from .documents import article_texts, club_pdf, club_preview

LONG = ("les joueurs respectent les consignes données par les croupiers et par les arbitres du tournoi, "
        "sans discussion inutile ni contestation bruyante qui retarderait le jeu des autres tables")
RULES = ["Les inscriptions se font exclusivement sur le site de la ligue, au plus tard la veille du tournoi à minuit.",
         "Chaque participant reçoit un tapis de départ de vingt mille jetons, sans possibilité de recave ultérieure.",
         "Les blindes augmentent toutes les vingt minutes selon la structure affichée à l'entrée de la salle.",
         "Un joueur absent lors de la distribution voit sa main déclarée morte et ses blindes prélevées.",
         "Les incontestablement extraordinaires réclamations téléphoniques sont irrecevables.",
         "Le classement annuel additionne les points des dix meilleurs résultats de chaque joueur inscrit."]


@pytest.fixture(scope="module")
def rules_pdf() -> bytes:
    body = (
        "<div class='cover'><h1>Poker Club des Tilleuls</h1><p>Saison 2025-2026</p></div>"
        "<h2>1. Généralités</h2>"
        "<p>1.1 Les décisions du directeur de tournoi sont sans appel, y compris lorsqu'elles s'écartent de la "
        "lettre du règlement dans l'intérêt du jeu<sup>1</sup>.</p>"
        f"<p>1.2 Tenue correcte exigée.</p><p>1.3 En toutes circonstances, {LONG}.</p>"
        "<h2>2. Déroulement</h2><p>2.1 La structure des niveaux est la suivante :</p>"
        "<table><tr><th>Niveau</th><th>Durée</th></tr><tr><td>1 à 6</td><td>20 minutes</td></tr>"
        "<tr><td>7 et suivants</td><td>30 minutes</td></tr></table>"
        "<p>2.2 Les recaves sont autorisées pendant les quatre premiers niveaux.</p>"
        "<p class='note'><sup>1</sup> Voir aussi la charte du bénévole, disponible au bar du club.</p>"
    )
    return club_pdf(body)


@pytest.fixture(scope="module")
def leaflet_pdf() -> bytes:
    """A league's leaflet in two columns over two A5 pages, a list under the columns."""
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r} {r}</p>" for i, r in enumerate(RULES * 2, 1))
            + "</div><ul style='list-style: none'><li>– un avertissement ;</li><li>o une exclusion.</li></ul>")
    return club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt }")


def test_footnote_call_dropped_and_note_kept(rules_pdf: bytes) -> None:
    """The raised call glued to its word read « jeu1. »; the note's raised number, set apart
    by pdftotext, was a line « 1 » (read as a rule number, or left in the front matter).
    The note follows the rule that calls it (it ended the page's last rule, 2.2)."""
    lines = extract(rules_pdf, "club.pdf").lines
    assert "1" not in [line.strip() for line in lines]
    texts = article_texts(club_preview(rules_pdf))
    assert texts["club:1.1"].endswith(
        "dans l'intérêt du jeu.\n\nNote : Voir aussi la charte du bénévole, disponible au bar du club.")
    assert texts["club:2.2"].endswith("les quatre premiers niveaux.")


def test_table_rows_read_as_rows(rules_pdf: bytes) -> None:
    """Each cell was a paragraph of its own (« Niveau », blank line, « Durée »…)."""
    assert article_texts(club_preview(rules_pdf))["club:2.1"] == (
        "La structure des niveaux est la suivante :\n\n| Niveau | Durée |\n| 1 à 6 | 20 minutes |\n| 7 et suivants | 30 minutes |")


def test_short_rule_and_cover(rules_pdf: bytes) -> None:
    p = club_preview(rules_pdf)
    assert [a.id for a in p.book.articles] == ["club:1", "club:1.1", "club:1.2", "club:1.3", "club:2", "club:2.1", "club:2.2"]
    assert article_texts(p)["club:1.2"] == "Tenue correcte exigée."
    assert not p.health.empty_articles and not p.health.lost_lines


def test_two_columns_read_column_by_column(leaflet_pdf: bytes) -> None:
    """poppler's reading order went from one column to the other paragraph by paragraph:
    articles 1, 5, 7, 9… came out, the others inside their texts."""
    p = club_preview(leaflet_pdf)
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 13)]
    texts = article_texts(p)
    for i, rule in enumerate(RULES * 2, 1):
        assert texts[f"club:{i}"].startswith(rule), i
    assert texts["club:12"].endswith("– un avertissement ;\no une exclusion.")


def test_justified_line_cut_at_wide_spaces_is_one_line(leaflet_pdf: bytes) -> None:
    """pdftotext set « Les », « blindes », « augmentent » of a stretched line on three lines."""
    assert article_texts(club_preview(leaflet_pdf))["club:3"].startswith("Les blindes augmentent toutes les vingt minutes")


def test_rule_cut_by_a_page_or_column_break_is_one_paragraph(leaflet_pdf: bytes) -> None:
    """A rule cut at the foot of a column or a page read as two paragraphs, and the word
    its hyphen split there (« dé‐ » / « part ») stayed split."""
    texts = article_texts(club_preview(leaflet_pdf))
    assert "\n\n" not in texts["club:4"] and "\n\n" not in texts["club:8"]
    assert texts["club:8"].count("tapis de départ de vingt mille jetons") == 2


def test_number_in_a_larger_type_is_no_footnote_call() -> None:
    """A league's « A1 » set larger than its rule's text reaches above the line as a
    glued call does: it is the line's first word, and stays."""
    data = club_pdf("<p><b style='font-size: 16pt'>A1</b> Les inscriptions sont closes à 20 heures.</p>"
                    "<p><b style='font-size: 16pt'>A2</b> Les retardataires sont servis.</p>")
    lines = [line for line in extract(data, "club.pdf").lines if line.startswith("A")]  # the running header aside
    assert lines == ["A1 Les inscriptions sont closes à 20 heures.", "A2 Les retardataires sont servis."]
