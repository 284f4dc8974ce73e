"""A PDF's tables rebuilt from their cells' boxes (kb.formats.pdf_tables): a header whose
centred cells pdftotext read as one line is cut by the columns of the rows under it; a
header read as a line of its own above the rows is the table's first row; a caption above
the table, or a line whose words are evenly spaced, stays a paragraph."""

from __future__ import annotations

from kb.formats.pdf import remove_furniture
from kb.formats.pdf_tables import rows
from kb.formats.pdf_words import Line, Word

SPACE = 3.5  # points between two words of a cell
HEIGHT = 12.0


def _line(top: float, *cells: tuple[float, str]) -> list[Line]:
    """One-line blocks, one per cell: (left, text), each word 6 points a letter."""
    out = []
    for left, text in cells:
        words, x = [], left
        for w in text.split():
            words.append(Word(w, top, top + HEIGHT, x, x + 6 * len(w)))
            x += 6 * len(w) + SPACE
        out.append([Line(words)])
    return out


def _text(blocks: list[list[Line]]) -> list[list[str]]:
    return [[line.text() for line in block] for block in blocks]


def _prices(top: float) -> list[list[Line]]:
    return [*_line(top, (60, "Karaté adultes"), (260, "200 €"), (360, "150 €")),
            *_line(top + 19, (60, "Judo"), (260, "250 €"), (360, "100 €"))]


def test_header_cells_read_as_one_line_are_cut_by_the_columns() -> None:
    """« Septembre – juin Janvier – juin », centred over their columns and closer to each
    other than to « Cours », read by pdftotext as one cell: two cells again."""
    header = _line(100, (60, "Cours"), (230, "Septembre juin"), (230 + 6 * 13 + 4 * SPACE, "Janvier juin"))
    blocks = [header[0], [Line(header[1][0].words + header[2][0].words)], *_prices(119)]
    assert _text(rows(blocks)) == [["| Cours | Septembre juin | Janvier juin |", "| Karaté adultes | 200 € | 150 € |",
                                    "| Judo | 250 € | 100 € |"]]


def test_header_line_above_the_rows_is_the_first_row() -> None:
    words = [w for block in _line(100, (60, "Cours"), (260, "Année"), (360, "Trimestre")) for w in block[0].words]
    blocks = [*_line(70, (60, "Tarifs de la saison :")), [Line(words)], *_prices(119)]
    assert _text(rows(blocks)) == [["Tarifs de la saison :"], ["| Cours | Année | Trimestre |", "| Karaté adultes | 200 € | 150 € |",
                                                               "| Judo | 250 € | 100 € |"]]


def test_caption_above_the_table_stays_a_paragraph() -> None:
    """A line across the columns, its words evenly spaced, is no header; nor is a line too
    far above the rows."""
    blocks = [*_line(100, (60, "Cotisations pour la saison 2025-26 et ses tarifs réduits")), *_prices(119)]
    assert _text(rows(blocks))[0] == ["Cotisations pour la saison 2025-26 et ses tarifs réduits"]
    words = [w for block in _line(40, (60, "Cours"), (260, "Année"), (360, "Trimestre")) for w in block[0].words]
    assert _text(rows([[Line(words)], *_prices(119)]))[0] == ["Cours Année Trimestre"]


def test_column_of_pictures_rows_under_its_header() -> None:
    """« Piece » over its column of names, « Symbol » over a column of pictures (no text):
    pdftotext reads « Symbol » after the names; it is set back beside « Piece », and each
    name under them is a row whose other cell holds no text. A line after the table, not
    a row's height below, stays a paragraph."""
    names = [_line(100 + 19 * k, (67, name))[0] for k, name in enumerate(["A white king", "A white queen", "Two white rooks"], 1)]
    blocks = [*_line(70, (60, "These pieces are as follows:")), *_line(100, (67, "Piece")), *names,
              *_line(100, (175, "Symbol")), *_line(200, (67, "The initial position."))]
    assert _text(rows(blocks)) == [["These pieces are as follows:"],
                                   ["| Piece | Symbol |", "| A white king |", "| A white queen |", "| Two white rooks |"],
                                   ["The initial position."]]


def test_a_table_over_a_page_break_does_not_repeat_its_header() -> None:
    """The header row a table repeats at the next page's top (Word, LibreOffice, browsers)
    is removed there; the same row after other text is the text's."""
    pages = [["Article 2: The initial position", "", "1. The chessboard is composed of 64 squares.", "", "These pieces are as follows:",
              "", "| Piece | Symbol |", "| A white king |", "| A white queen |", "", "2"],
             ["| Piece | Symbol |", "| Eight black pawns |", "", "The initial position.", "", "3"]]
    extracted = remove_furniture(pages)
    assert (2, "| Piece | Symbol |") in extracted.removed
    assert extracted.lines.count("| Piece | Symbol |") == 1 and "| Eight black pawns |" in extracted.lines
    pages[0][-3:] = ["", "Fin du tableau.", "2"]
    assert remove_furniture(pages).lines.count("| Piece | Symbol |") == 2


def test_list_number_beside_its_item_lines_is_no_row() -> None:
    """A list read as a table (« | 1.3.6. | tenir compte… | »), then an item whose text runs
    over two lines: its number alone, under the first column, has its text beside it — it
    is no row whose other cells hold no text."""
    items = [*_line(100, (67, "1.3.6."), (110, "tenir compte de l'adversaire;")), *_line(119, (67, "1.3.7."))]
    text = [Line(_line(119, (110, "utiliser des mots respectueux"))[0][0].words),
            Line(_line(133, (110, "en toute circonstance;"))[0][0].words)]
    assert _text(rows([*items, text])) == [["| 1.3.6. | tenir compte de l'adversaire; |"], ["1.3.7."],
                                           ["utiliser des mots respectueux", "en toute circonstance;"]]


def test_header_cell_wider_than_its_column_runs_on_in_it() -> None:
    """« dons total en € » over a column of « 1€ », « 3€ »: its words past the column's cells
    stay in its cell; « nombre de jetons », a wide space after, is the next column's."""
    words = [w for block in _line(100, (60, "dons total en €"), (60 + 6 * 12 + 3 * SPACE + 9, "nombre de jetons"))
             for w in block[0].words]
    second = 60 + 6 * 12 + 3 * SPACE + 9
    table = [*_line(119, (60, "1€"), (second, "1")), *_line(138, (60, "3€"), (second, "2"))]
    assert _text(rows([[Line(words)], *table])) == [["| dons total en € | nombre de jetons |", "| 1€ | 1 |", "| 3€ | 2 |"]]


def test_a_list_set_with_a_hanging_indent_is_no_table() -> None:
    """« i. » beside its one-line item, the next item's label in its line: a list's items."""
    blocks = [*_line(100, (70, "i."), (90, "he becomes of unsound mind:")), *_line(119, (70, "ii. by notice he resigns:"))]
    assert _text(rows(blocks)) == [["i. he becomes of unsound mind:", "ii. by notice he resigns:"]]
