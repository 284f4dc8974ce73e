"""A club's PDF laid out as clubs lay them out (built with WeasyPrint): columns that do not
end level, footnotes at a page's foot, a one-page document's running header."""

from __future__ import annotations

from .documents import article_texts, club_pdf, club_preview

RULES = ["Les inscriptions se font exclusivement sur le site de la ligue, au plus tard la veille du tournoi à minuit.",
         "Chaque participant reçoit un tapis de départ de vingt mille jetons, sans possibilité de recave ultérieure.",
         "Les blindes augmentent toutes les vingt minutes selon la structure affichée à l'entrée de la salle.",
         "Un joueur absent lors de la distribution voit sa main déclarée morte et ses blindes prélevées.",
         "Le classement annuel additionne les points des dix meilleurs résultats de chaque joueur inscrit."]


def test_left_column_longer_than_the_right_one() -> None:
    """Columns filled one after the other (Word without a section break, ``column-fill:
    auto``): the first page's left column runs down to its foot, the right one ends higher.
    The left column's last paragraph, below the right column's end, was read after the
    right column — article 6 kept its first half only, the other half ended article 11."""
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm; column-fill: auto'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(RULES * 3, 1)) + "</div>")
    p = club_preview(club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt } h2 { font-size: 11pt }"))
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 16)]
    assert list(article_texts(p).values()) == RULES * 3
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
    p = club_preview(club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt } h2 { font-size: 11pt }"))
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 12)]
    assert list(article_texts(p).values()) == order


# Footnotes at the foot of the page, as word processors set them: Word and Google Docs raise
# the note's number; LibreOffice and a browser write it « 1. » in the note's smaller type.
WORD_NOTES = ".fn { float: footnote; font-size: 9pt } ::footnote-marker { content: counter(footnote); vertical-align: super; font-size: 6pt }"
PLAIN_NOTES = ".fn { float: footnote; font-size: 8pt }"
LONG_NOTE = ("Trente minutes pour la table finale, comme le prévoit le règlement fédéral, qui fixe les durées des "
             "niveaux pour tous les tournois homologués de la saison.")


def _noted_rules() -> str:
    """Four articles on a page, notes called from articles 1 and 3; the last two on page 2,
    a note called from article 6 (numbered 3: Word numbers the notes through the document)."""
    return ("<h1>Règlement intérieur</h1><h2>Article 1 – Inscriptions</h2><p>Les inscriptions se font sur le site du "
            "club<span class='fn'>Adresse du site : pokerclub-tilleuls.fr, rubrique « Tournois ».</span> au plus tard "
            "la veille du tournoi.</p><h2>Article 2 – Tapis de départ</h2><p>Chaque joueur reçoit un tapis de départ "
            "de vingt mille jetons, sans recave possible.</p><h2>Article 3 – Blindes</h2><p>Les blindes augmentent toutes "
            f"les vingt minutes<span class='fn'>{LONG_NOTE}</span> selon la structure affichée.</p>"
            "<h2>Article 4 – Absences</h2><p>Un joueur absent lors de la distribution voit sa main déclarée morte.</p>"
            "<h2 style='break-before: page'>Article 5 – Téléphones</h2><p>Les téléphones restent hors de la table.</p>"
            "<h2>Article 6 – Litiges</h2><p>Le directeur tranche les litiges<span class='fn'>Après avoir entendu les "
            "joueurs concernés.</span> sans appel.</p><h2>Article 7 – Prix</h2><p>Les prix sont remis à la fin.</p>")


def test_footnotes_follow_the_rule_that_calls_them() -> None:
    """A page's notes were read after its last article (article 4 carried the notes of
    articles 1 and 3); a note's second line, set apart by pdftotext, ended up alone."""
    for style in (WORD_NOTES, PLAIN_NOTES):
        p = club_preview(club_pdf(_noted_rules(), style))
        texts = article_texts(p)
        assert texts["club:1"] == ("Les inscriptions se font sur le site du club au plus tard la veille du tournoi.\n\n"
                                   "Note : Adresse du site : pokerclub-tilleuls.fr, rubrique « Tournois ».")
        assert texts["club:3"].endswith(f"selon la structure affichée.\n\nNote : {LONG_NOTE}")
        assert texts["club:6"].endswith("sans appel.\n\nNote : Après avoir entendu les joueurs concernés.")
        assert [i for i in range(1, 8) if "Note :" in texts[f"club:{i}"]] == [1, 3, 6]
        assert texts["club:4"].endswith("main déclarée morte.") and texts["club:7"] == "Les prix sont remis à la fin."
        assert not p.health.lost_lines and not p.health.untied_notes and not p.health.duplicates


def test_footnote_without_its_call_stays_and_is_listed() -> None:
    """A note whose call is no raised number (« voir la note 1 ») is tied to nothing: it
    stays at the foot of its page, read « Note : … », and the report lists it."""
    body = ("<h2>Article 1 – Inscriptions</h2><p>Les inscriptions se font sur le site du club (voir la note 1).</p>"
            "<h2>Article 2 – Tapis</h2><p>Chaque joueur reçoit vingt mille jetons.</p>"
            "<p style='font-size: 8pt'><sup>1</sup> Adresse du site : pokerclub-tilleuls.fr.</p>")
    p = club_preview(club_pdf(body))
    assert article_texts(p)["club:2"] == "Chaque joueur reçoit vingt mille jetons.\n\nNote : Adresse du site : pokerclub-tilleuls.fr."
    assert p.health.untied_notes == [(1, "Note : Adresse du site : pokerclub-tilleuls.fr.")]
    assert not p.health.lost_lines


ONE_PAGE = ("<h1>Règlement du tournoi du jeudi</h1><h2>Article 1 – Inscriptions</h2><p>Les inscriptions ferment à "
            "20 heures ; un joueur inscrit qui n'est pas assis au début du deuxième niveau perd sa place.</p>"
            "<h2>Article 2 – Tapis</h2><p>Chaque joueur reçoit vingt mille jetons, sans recave ni rebuy possible, et "
            "les blindes augmentent toutes les vingt minutes.</p>")


def test_one_page_running_header_and_footer_removed_and_listed() -> None:
    """A one-page PDF repeats no line: its running header (9 pt over the 11 pt title) was
    left before the title, and its footer (« …12 rue des Lilas, Lyon », on the height of
    the page's number) ended article 2, the two read as a table's row."""
    style = ("@page { @bottom-left { content: 'Poker Club des Tilleuls — 12 rue des Lilas, Lyon'; font-family: serif;"
             " font-size: 8pt } }")
    p = club_preview(club_pdf(ONE_PAGE, style))
    assert article_texts(p)["club:2"].endswith("toutes les vingt minutes.")
    assert p.health.front_lines == [(2, "Règlement du tournoi du jeudi")]
    assert sorted(p.health.removed_lines) == [(1, "Page 1 sur 1"), (1, "Poker Club des Tilleuls — 12 rue des Lilas, Lyon"),
                                              (1, "Poker Club des Tilleuls — Règlement intérieur")]
    assert not p.health.lost_lines


def test_one_page_same_line_at_top_and_bottom_removed() -> None:
    """The same line at the top and at the foot of the only page, in the text's own type."""
    style = ("@page { @top-center { content: 'Poker Club des Tilleuls'; font-size: 11pt }"
             " @bottom-center { content: 'Poker Club des Tilleuls'; font-size: 11pt } }")
    p = club_preview(club_pdf(ONE_PAGE, style))
    assert p.health.removed_lines == [(1, "Poker Club des Tilleuls"), (1, "Poker Club des Tilleuls")]
    assert article_texts(p)["club:2"].endswith("toutes les vingt minutes.")


def test_one_page_margin_lines_that_may_be_rules_stay() -> None:
    """A small line in the page's margin is no running header when it may be a rule: a
    sentence, a numbered line, an asterisk's note."""
    style = ("@page { @top-left { content: 'Tenue correcte exigée.'; font-size: 8pt }"
             " @bottom-left { content: '3 Les prix sont remis au bar'; font-size: 8pt }"
             " @bottom-right { content: '* Sauf le premier jeudi du mois'; font-size: 8pt } }")
    p = club_preview(club_pdf(ONE_PAGE, style))
    kept = "\n".join([*(a.text for a in p.book.articles), *(t for _, t in p.health.front_lines)])
    for line in ("Tenue correcte exigée.", "Les prix sont remis au bar", "* Sauf le premier jeudi du mois"):
        assert line in kept
    assert [t for _, t in p.health.removed_lines] == ["Poker Club des Tilleuls — Règlement intérieur", "Page 1 sur 1"]


def test_heading_wrapped_by_a_narrow_column_is_one_line() -> None:
    """« Article 1 – Thème 1 » in 15 pt does not fit a column of an A5 page: its « 1 » went
    to a line of its own, read as a page number into the front matter, the title « Thème »."""
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(RULES, 1)) + "</div>")
    p = club_preview(club_pdf(body, "@page { size: A5; margin: 1.5cm } body { font-size: 10pt }"))
    assert [a.title for a in p.book.articles] == [f"Thème {i}" for i in range(1, 6)]
    assert list(article_texts(p).values()) == RULES
    assert p.health.front_lines == [(2, "Règlement de la ligue")] and not p.health.lost_lines


def test_ragged_column_wrapped_lines_joined() -> None:
    """Word's and Google Docs' default is ragged: in a narrow column a wrapped line can be
    short (« Le classement annuel » before « additionne les points… »), and it stayed a
    line of its own — a paragraph cut at every short line, a wrapped « 2 joueurs » a rule."""
    body = ("<div style='columns: 2; column-gap: 0.6cm'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(RULES * 2, 1)) + "</div>")
    style = "@page { size: A5; margin: 1.5cm } body { font-size: 10pt; text-align: left; hyphens: manual } h2 { font-size: 11pt }"
    p = club_preview(club_pdf(body, style))
    assert [a.number for a in p.book.articles] == [str(i) for i in range(1, 11)]
    assert list(article_texts(p).values()) == RULES * 2
    assert not p.health.lost_lines
