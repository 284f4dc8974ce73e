"""A club's PDF laid out as clubs lay them out (built with WeasyPrint): columns that do not
end level, footnotes at a page's foot, a one-page document's running header."""

from __future__ import annotations

from pathlib import Path

from kb.corpus import DEFAULT_CORPUS
from kb.userlib.preview import ImportPreview, preview

from .documents import club_pdf

NOWHERE = Path("/nonexistent/kb-library")
RULES = ["Les inscriptions se font exclusivement sur le site de la ligue, au plus tard la veille du tournoi à minuit.",
         "Chaque participant reçoit un tapis de départ de vingt mille jetons, sans possibilité de recave ultérieure.",
         "Les blindes augmentent toutes les vingt minutes selon la structure affichée à l'entrée de la salle.",
         "Un joueur absent lors de la distribution voit sa main déclarée morte et ses blindes prélevées.",
         "Le classement annuel additionne les points des dix meilleurs résultats de chaque joueur inscrit."]


def _preview(data: bytes) -> ImportPreview:
    return preview(data, "club.pdf", "club", "Club", corpus=DEFAULT_CORPUS, library=NOWHERE)


def _texts(p: ImportPreview) -> dict[str, str]:
    return {a.id: a.text for a in p.book.articles}


def test_left_column_longer_than_the_right_one() -> None:
    """Columns filled one after the other (Word without a section break, ``column-fill:
    auto``): the first page's left column runs down to its foot, the right one ends higher.
    The left column's last paragraph, below the right column's end, was read after the
    right column — article 6 kept its first half only, the other half ended article 11."""
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm; column-fill: auto'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(RULES * 3, 1)) + "</div>")
    p = _preview(club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt } h2 { font-size: 11pt }"))
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 16)]
    assert list(_texts(p).values()) == RULES * 3
    assert not p.health.lost_lines


def test_heading_beside_a_stretched_line_is_the_other_column() -> None:
    """The right column's « Article 10 – Thème 10 » (11 pt) stood on the height of a
    justified line of the left column (10 pt) whose wide spaces were as wide as the gutter:
    it was read as the end of that line (« Les blindes augmentent Article 10 – Thème 10
    toutes les vingt minutes… »), articles 4 to 10 out of order."""
    rules = [*RULES, "Tenue correcte exigée.", "Le tabac est interdit dans la salle."]
    order = [rules[(i * 3) % len(rules)] for i in range(11)]
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm; column-fill: auto'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(order, 1)) + "</div>")
    p = _preview(club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt } h2 { font-size: 11pt }"))
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 12)]
    assert list(_texts(p).values()) == order
