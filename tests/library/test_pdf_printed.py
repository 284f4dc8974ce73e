"""A PDF as word processors and browsers print it: a table of contents set as one
paragraph, wrapped anywhere; a list's bullets drawn apart from their items (LibreOffice,
Word: the Symbol font's private code U+F0B7); a struck paragraph whose line ends with a
sentence."""

from __future__ import annotations

from xml.etree import ElementTree

import pytest

from kb.corpus.rules.marked import split_marked
from kb.editions import normal, plain
from kb.formats import extract
from kb.formats.pdf import unwrap
from kb.formats.pdf_page import page_text
from kb.formats.pdf_words import XHTML

from .documents import HELVETICA, THREE_LINES, club_preview, pdf_of_objects, pdf_stream

NS = XHTML.strip("{}")
WIDE = "Le joueur se doit de faire connaître le plus clairement possible ses intentions de mise au"


def test_contents_paragraph_wrapped_anywhere_ends_each_line_with_a_page_number() -> None:
    """« Article 2.2 : » ending a line, its title and page on the next one: the line goes on
    (over the blank line of a page break), so that no line starts with an entry's number
    without its page — read as the heading of article 2.2, then every heading of the book
    after it as a reference to an article already met."""
    lines = ["TABLE DES MATIERES", "",
             "Avant-propos..... 1 Article 1 : Concepts généraux..... 6 Article 1.1 :",
             "Règle de base – Mise à disposition du règlement..... 6 Article 2.2 :", "",
             "Le minimum de joueurs par table..... 9 Article 2.3 : Équilibrage de tables..... 9", "",
             "ARTICLE 1 : CONCEPTS GENERAUX", "Le texte de l'article."]
    out = unwrap(lines)
    assert out == ["TABLE DES MATIERES", "",
                   "Avant-propos..... 1 Article 1 : Concepts généraux..... 6 Article 1.1 : Règle de base – Mise à "
                   "disposition du règlement..... 6 Article 2.2 : Le minimum de joueurs par table..... 9 "
                   "Article 2.3 : Équilibrage de tables..... 9", "",
                   "ARTICLE 1 : CONCEPTS GENERAUX", "Le texte de l'article."]


def test_contents_line_left_unfinished_before_the_text_does_not_take_the_text_over_a_blank() -> None:
    lines = ["Article 1 : Objet..... 2 Annexes", "", "ARTICLE 1 : OBJET", "Le texte."]
    assert unwrap(lines) == lines


def test_struck_paragraph_line_ending_a_sentence_goes_on_with_the_struck_line_after() -> None:
    body = [f"{WIDE} {n} tour." for n in range(4)]
    lines = [*body, f"~~{WIDE} tour.~~", "~~Toute action validée engage le joueur.~~", "", "Texte en vigueur."]
    out = unwrap(lines)
    assert f"~~{WIDE} tour. Toute action validée engage le joueur.~~" in out
    assert out[-1] == "Texte en vigueur."


def test_struck_line_cut_by_a_page_break_goes_on_in_lower_case_struck() -> None:
    body = [f"{WIDE} {n} tour." for n in range(4)]
    lines = [*body, f"Avertissement. ~~{WIDE} et les cartes lui sont~~", "", "", "~~distribuées mortes.~~", "Suite."]
    out = unwrap(lines)
    assert f"Avertissement. ~~{WIDE} et les cartes lui sont distribuées mortes.~~" in out


def test_few_struck_lines_ending_sentences_stay_apart() -> None:
    """In a few lines the widest one shows no text width: two struck sentences stay two."""
    lines = ["Article 1 : Objet", "~~Le time dure vingt secondes.~~", "~~Une regle ancienne ici.~~"]
    assert unwrap(lines) == lines


def _word(text: str, left: float, top: float, width: float) -> str:
    return f'<word xMin="{left}" yMin="{top}" xMax="{left + width}" yMax="{top + 12}">{text}</word>'


def _line(words: list[str], left: float, top: float, right: float) -> str:
    return f'<line xMin="{left}" yMin="{top}" xMax="{right}" yMax="{top + 12}">{"".join(words)}</line>'


def _page(blocks: list[list[str]]) -> ElementTree.Element:
    body = "".join(f'<block xMin="0" yMin="0" xMax="0" yMax="0">{"".join(lines)}</block>' for lines in blocks)
    return ElementTree.fromstring(f'<page xmlns="{NS}" width="595" height="842"><flow>{body}</flow></page>')


def _text_line(text: str, top: float, left: float = 90.0) -> str:
    words, x = [], left
    for w in text.split():
        words.append(_word(w, x, top, 6.0 * len(w)))
        x += 6.0 * len(w) + 3.0
    return _line(words, left, top, x)


def test_bullets_drawn_apart_from_their_items_set_before_them() -> None:
    """LibreOffice's bullets (U+F0B7, in the Symbol font) come out of pdftotext as blocks of
    their own: the items' text cut by them into paragraphs, a struck item's passage cut."""
    bullet = lambda top: [_line([_word("\uf0b7", 72, top, 5)], 72, top, 77)]  # noqa: E731
    page = _page([
        [_text_line("Les sanctions suivantes :", 100, 72)],
        bullet(120), bullet(134),
        [_text_line("Avertissement du joueur.", 120), _text_line("Suspension de deux mains.", 134)],
        bullet(300),
    ])
    text = page_text(page).text
    assert "\uf0b7" not in text
    assert "• Avertissement du joueur.\n• Suspension de deux mains." in text


def _right(text: str, left: float = 90.0) -> float:
    return left + sum(6.0 * len(w) + 3.0 for w in text.split()) - 3.0


def test_heading_in_capitals_wrapped_in_the_text_block_is_one_line_and_ends_there() -> None:
    """LibreOffice's bold headings in the text's type, in the text's block: « ARTICLE 6.7 :
    … DONNE : » over « L'ACTION SUBSTANTIELLE » lost its title's end; « ARTICLE 8.1 : … »
    filling the column was read as wrapped into the text under it, the title lost whole."""
    heading = "ARTICLE 6.7 : LES ACTIONS QUI ANNULENT TOUTE FAUSSE DONNE :"
    words = "La main doit se poursuivre même en cas de fausse donne si une action a eu".split()
    while _right(" ".join(words)) > _right(heading) + 40:  # the column ends where « L'ACTION » does not fit
        words.pop()
    body = " ".join(words)
    page = _page([[_text_line(heading, 100), _text_line("L'ACTION SUBSTANTIELLE", 114),
                   *(_text_line(body, 128 + 14 * n) for n in range(3)), _text_line("lieu.", 170)]])
    lines = page_text(page).text.split("\n")
    assert lines[0] == f"{heading} L'ACTION SUBSTANTIELLE"
    assert unwrap(lines)[:2] == [f"{heading} L'ACTION SUBSTANTIELLE", body]


def test_heading_in_capitals_goes_on_with_its_capitals_never_with_the_text() -> None:
    body = [f"{WIDE} {n} tour." for n in range(4)]
    wide_heading = "ARTICLE 8.1 : LES JOUEURS SONT RESPONSABLES DE LEURS CARTES" + " " * 30 + "ET JETONS"
    assert unwrap([*body, wide_heading, "Tout joueur est seul responsable de ses cartes."])[-2:] == [
        "ARTICLE 8.1 : LES JOUEURS SONT RESPONSABLES DE LEURS CARTES ET JETONS", "Tout joueur est seul responsable de ses cartes."]
    assert unwrap(["ARTICLE 6.8 : LE BOUTON PEUT RECEVOIR SA DEUXIEME CARTE TANT", "QU'IL N'A PAS AGI", "Si le dealer oublie."]) == [
        "ARTICLE 6.8 : LE BOUTON PEUT RECEVOIR SA DEUXIEME CARTE TANT QU'IL N'A PAS AGI", "Si le dealer oublie."]
    apart = [*body, "ARTICLE 1 : CONCEPTS GENERAUX", "ARTICLE 1.1 : REGLE DE BASE", "Le texte."]
    assert unwrap(apart) == apart


def test_struck_wording_of_a_worked_example_kept_apart() -> None:
    """A redline printed without its list's bullets (Chromium draws them): « Cas A : … » lines
    are the article's worked examples; their struck wording was kept in the example's text."""
    text = ("Article 1 : Objet\nLe règlement des tournois du club.\n\nArticle 2 : Ante\n"
            "Le joueur de grosse blinde paie l'ante pour toute la table.\nEXEMPLES :\n"
            "Cas A : Le joueur est à tapis ~~d'ante~~ pour 800 ~~de grosse blinde~~.\n"
            "Cas B : Le joueur paie 1 000.\n\nArticle 3 : Fin\nLe tournoi se termine.\n")
    article = next(a for a in club_preview(text.encode(), "club.txt").book.articles if a.number == "2")
    # the space before a stop goes with a struck span, the text's own space before « : » stays (as in « Cas B : »)
    assert [e.text for e in article.examples] == ["Cas A : Le joueur est à tapis pour 800.", "Cas B : Le joueur paie 1 000."]
    assert article.struck == ["d'ante", "de grosse blinde"]


def test_same_list_in_a_word_file_and_its_pdf_reads_the_same_for_an_edition_diff() -> None:
    """A Word file read as Markdown writes « - » and « #### », its PDF « • », « ◦ » or nothing
    (Chromium draws its bullets), and sets an ordinal's letters apart (« 2 e »): the same
    wording, not a reworded article."""
    word = "#### EXEMPLES :\n- Cas A : le 2e jeu\n  - sous-cas\n- ~~Ancien cas~~"
    pdf = "EXEMPLES :\n• Cas A : le 2 e jeu\n◦ sous-cas"
    printed = "EXEMPLES :\nCas A : le 2 e jeu\nsous-cas"
    struck_out = plain(split_marked(word, ("~~", "~~"))[0])
    assert normal(struck_out) == normal(plain(pdf)) == normal(plain(printed))
    assert normal("DU 2 E JEU") == "DU 2E JEU"
    assert normal("2 e) la suite") == "2 e) la suite"  # a list's « e) » is no ordinal


def test_next_list_item_starts_its_own_line_and_private_bullet_on_its_line_is_a_bullet() -> None:
    body = [f"{WIDE} {n} tour." for n in range(4)]
    lines = [*body, f"• Assistance au jeu : {WIDE} comptage des jetons (dans la limite des règles),", "• Arbitrage à table."]
    assert unwrap(lines)[-2:] == lines[-2:]
    page = _page([[_text_line("\uf0b7 Avertissement du joueur.", 100, 72)]])
    assert page_text(page).text.startswith("• Avertissement du joueur.")


def _pdf_with_form(page_drawing: bytes, form: bytes, matrix: bytes = b"1 0 0 1 0 0") -> bytes:
    """A one-page PDF of three lines of Helvetica 11 pt (baselines 700, 680, 666) that draws
    the Form XObject ``form`` (its /Matrix ``matrix``) with ``page_drawing``."""
    return pdf_of_objects([
        b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >>"
        b" /XObject << /Fm1 6 0 R >> >> /Contents 4 0 R >>",
        pdf_stream(THREE_LINES + page_drawing), HELVETICA,
        pdf_stream(form, b"/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Matrix [" + matrix + b"] ")])


@pytest.mark.parametrize(("page_drawing", "form", "matrix", "struck"), [
    (b"/Fm1 Do\n", b"72 683 150 0.8 re f\n", b"1 0 0 1 0 0", 1),  # the form in the page's space
    (b"/Fm1 Do\n", b"0 683 150 0.8 re f\n", b"1 0 0 1 72 0", 1),  # moved by its /Matrix
    (b"q 2 0 0 2 72 669 cm /Fm1 Do Q\n", b"0 0 75 0.4 re f\n", b"1 0 0 1 0 0", 2),  # scaled, on the third line
])
def test_strike_drawn_inside_a_form_xobject_found_on_its_line(page_drawing: bytes, form: bytes, matrix: bytes, struck: int) -> None:
    """A producer that wraps its drawing in Form XObjects: the strokes inside them, set on the
    page by the forms' matrices, strike the line under them (the page's own paths only were read)."""
    lines = [line for line in extract(_pdf_with_form(page_drawing, form, matrix), "club.pdf").lines if line]
    plain_lines = ["Article 1 : Objet", "Le time dure vingt secondes.", "Une regle ancienne ici."]
    assert lines == [f"~~{line}~~" if i == struck else line for i, line in enumerate(plain_lines)]


def test_contents_page_numbers_set_apart_by_a_tab_stop_go_after_their_entries() -> None:
    """Word and LibreOffice set a contents' page number at a right tab stop: pdftotext reads
    the numbers as blocks after the entries (« Article 1.2 : … ..... », « Article 1.3 : …
    ..... », « 6 », « 6 »), and an entry without its number read as article 1.2's heading."""
    page = _page([
        [_text_line("TABLE DES MATIERES", 80, 72)],
        [_text_line("Article 1.2 : Responsabilité des joueurs.....", 100, 72)],
        [_text_line("Article 1.3 : Matériel à la table.....", 114, 72)],
        [_text_line("6", 100, 500)], [_text_line("7", 114, 500)],
        [_text_line("Un nombre de 12 joueurs au plus.", 140, 72)], [_text_line("12", 300, 500)],
    ])
    lines = [line for line in page_text(page).text.split("\n") if line]
    assert lines[1:3] == ["Article 1.2 : Responsabilité des joueurs..... 6", "Article 1.3 : Matériel à la table..... 7"]
    assert lines[-1] == "12"  # beside no entry: left as it is


def test_numbers_set_in_the_margin_by_a_hanging_indent_start_their_paragraphs_again() -> None:
    """A booklet's rules: « 1.2.1. » in the margin, its text indented beside it. pdftotext
    reads the number as a block of its own, the text after the next number (« 1.2.1. »,
    « 1.3. », then their texts), and a one-line rule beside its number as a table's row."""
    number = lambda text, top, left: [_line([_word(text, left, top, 6.0 * len(text))], left, top, left + 6.0 * len(text))]  # noqa: E731
    page = _page([
        number("1.2.", 100, 60), [_text_line("Il est convenu qu'aucun joueur", 100, 110), _text_line("n'enfreindra les règles.", 114, 100)],
        number("1.2.1.", 130, 80), number("1.3.", 160, 60),
        [_text_line("En cas de transgression les", 130, 130), _text_line("capitaines en discutent.", 144, 120)],
        [_text_line("Les joueurs doivent :", 160, 110)],
        number("1.3.1.", 176, 80), [_text_line("connaître les règles;", 176, 130)],
    ])
    lines = [line for line in page_text(page).text.splitlines() if line]
    assert lines == ["1.2. Il est convenu qu'aucun joueur", "n'enfreindra les règles.",
                     "1.2.1. En cas de transgression les", "capitaines en discutent.",
                     "1.3. Les joueurs doivent :", "1.3.1. connaître les règles;"]


def test_a_table_with_a_number_column_stays_a_table() -> None:
    """A row of three cells whose first is a number (a blind structure) is no hanging indent."""
    cell = lambda text, top, left: [_text_line(text, top, left)]  # noqa: E731
    page = _page([cell("1", 100, 60), cell("25", 100, 120), cell("50", 100, 180),
                  cell("2", 114, 60), cell("50", 114, 120), cell("100", 114, 180)])
    assert "| 1 | 25 | 50 |" in page_text(page).text


def test_hanging_number_goes_with_its_paragraph_after_a_running_header_read_between() -> None:
    """pdftotext read « 10.2. », then the running header at the page's top right, then the
    text: the header stays first on the page, where the running headers are looked for."""
    number = [_line([_word("10.2.", 60, 100, 30)], 60, 100, 90)]
    page = _page([number, [_text_line("Traduction française", 20, 300)],
                  [_text_line("Position des joueurs après un appel", 100, 110), _text_line("de faute.", 114, 100)]])
    lines = [line for line in page_text(page).text.splitlines() if line]
    assert lines == ["Traduction française", "10.2. Position des joueurs après un appel", "de faute."]
