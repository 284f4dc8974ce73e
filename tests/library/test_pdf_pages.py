"""A PDF's pages read back as a rulebook: running headers of a two-page document set apart,
words its hyphenation split joined (pdftotext writes the hyphen as U+2010)."""

from __future__ import annotations

from kb.formats.pdf import remove_furniture


def test_two_page_running_header_removed() -> None:
    """A line at the top of both pages of a two-page PDF is its running header (the rule
    asked for three pages: the header stayed in the middle of article 2's text)."""
    pages = [
        ["Association des Dunes", "", "Article 1 – Objet", "Le règlement des tournois.", "Article 2 – Mises", "Une mise se fait"],
        ["Association des Dunes", "", "en un seul geste.", "Article 3 – Tapis", "Un joueur à tapis ne peut plus agir."],
    ]
    extracted = remove_furniture(pages)
    assert "Association des Dunes" not in extracted.lines
    assert extracted.removed == [(1, "Association des Dunes"), (2, "Association des Dunes")]


def test_two_pages_with_different_edges_keep_every_line() -> None:
    pages = [["Article 1 – Objet", "Le règlement des tournois.", "Page 1"], ["Article 2 – Mises", "Une mise se fait en un geste.", "Page 2"]]
    extracted = remove_furniture(pages)
    assert extracted.removed == [(1, "Page 1"), (2, "Page 2")]
    assert extracted.lines == ["Article 1 – Objet", "Le règlement des tournois.", "Article 2 – Mises", "Une mise se fait en un geste."]


def test_running_footer_with_a_number_equal_to_the_page_s_removed_there_too() -> None:
    """« Titre III, sections 5 et 6 » at the foot of six pages: on pages 5 and 6, with the
    page's own number masked, it read as another line and stayed in the text (a part)."""
    footer = "Titre III, sections 5 et 6"
    pages = [[f"Article {n}", f"Le texte de l'article {n}.", footer, f"Page {n} / 6"] for n in range(1, 7)]
    extracted = remove_furniture(pages)
    assert footer not in extracted.lines
    assert [page for page, line in extracted.removed if line == footer] == [1, 2, 3, 4, 5, 6]
