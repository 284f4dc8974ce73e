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


def test_section_header_beside_the_running_header_removed_where_the_columns_put_it() -> None:
    """« RÈGLEMENT » on the left and the current section on the right of each page's top
    line, on two columns: the reading order put the section's half at the top of the second
    column, in the middle of an article's sentence, where it stayed (a part splitting it)."""
    pages = [
        ["RÈGLEMENT", "Section 1 : Inscriptions", "Art. 1 Les joueurs s'inscrivent", "Section 1 : Inscriptions",
         "au bureau du club.", "— 1 —"],
        ["RÈGLEMENT", "Art. 2 Le droit d'entrée est", "Section 2 : Mises", "payé à l'entrée.", "Section 2 : Mises",
         "Art. 3 Une mise se fait en un geste.", "— 2 —"],
    ]
    at = [(20.0, 30.0), (80.0, 92.0), (100.0, 110.0), (20.0, 30.0), (100.0, 110.0), (800.0, 810.0)]
    places = [at, [(20.0, 30.0), (100.0, 110.0), (20.0, 30.0), (100.0, 110.0), (130.0, 142.0), (160.0, 170.0), (800.0, 810.0)]]
    headers = [{"Section 1 : Inscriptions", "— 1 —"}, {"Section 2 : Mises", "— 2 —"}]
    extracted = remove_furniture(pages, places=places, headers=headers)
    assert [line for line in extracted.lines if line] == [
        "Section 1 : Inscriptions", "Art. 1 Les joueurs s'inscrivent", "au bureau du club.", "Art. 2 Le droit d'entrée est",
        "payé à l'entrée.", "Section 2 : Mises", "Art. 3 Une mise se fait en un geste."]
    assert ("RÈGLEMENT" not in extracted.lines and (1, "Section 1 : Inscriptions") in extracted.removed
            and (2, "Section 2 : Mises") in extracted.removed)
