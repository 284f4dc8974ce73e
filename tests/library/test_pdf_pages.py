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
