"""Formatting is meaning: a « redline » edition — the ROPTA with its deleted wording struck
through, as the federation publishes it — imported from Word, keeps the struck wording
apart (``Article.struck``), never in the current text, and finds the book's articles.
The figures compare the import to the built-in parse of the same book (tests/library/redline.py)."""

from __future__ import annotations

import io
from pathlib import Path

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.formats import extract
from kb.model import Book

from . import redline
from .documents import HELVETICA, THREE_LINES, club_preview, pdf_of_objects, pdf_stream

ROPTA_META = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
ROPTA = (DEFAULT_CORPUS / ROPTA_META.file).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def builtin() -> Book:
    return parse_book(ROPTA_META, DEFAULT_CORPUS)


def _assert_redline_kept(figures: redline.Figures) -> None:
    print(figures)
    assert figures.struck >= 60
    assert figures.kept_share >= 0.95, figures
    assert figures.struck_words_in_text == 0, figures
    assert figures.found_share >= 0.95, figures


@pytest.mark.parametrize("struck", ["strike", "dstrike"])
def test_ropta_redline_docx_struck_runs_kept_apart(struck: str, builtin: Book) -> None:
    p = club_preview(redline.markdown_to_docx(ROPTA, struck), "ropta.docx")
    _assert_redline_kept(redline.figures(builtin, p.book))


def test_ropta_redline_docx_tracked_deletions_kept_apart_insertions_current(builtin: Book) -> None:
    p = club_preview(redline.markdown_to_docx(ROPTA, "tracked"), "ropta.docx")
    _assert_redline_kept(redline.figures(builtin, p.book))
    article = next(a for a in p.book.articles if a.number == "4.2")
    # ROPTA 4.2: « ~~l'ante la big blinde~~ est prioritaire sur ~~la big blinde l'ante~~ »
    assert "Dans ce format, est prioritaire sur et donc" in article.text
    assert "l'ante la big blinde" in article.struck


def test_ropta_redline_import_health_counts_struck_passages_per_article(builtin: Book) -> None:
    p = club_preview(redline.markdown_to_docx(ROPTA, "strike"), "ropta.docx")
    counted = dict(p.health.struck_passages)
    expected = {f"club:{a.number}": len(a.struck) + bool(a.struck_title) for a in builtin.articles if a.struck or a.struck_title}
    assert counted == expected


def _save(document: docx.document.Document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_docx_struck_character_style_and_struck_heading_words() -> None:
    """A run struck by its character style (« Barré », a template's) is struck as a run
    struck by hand; a heading's struck words stay in its line, marked."""
    d = docx.Document()
    style = d.styles.add_style("Barré", WD_STYLE_TYPE.CHARACTER)
    style.font.strike = True
    heading = d.add_heading("Article 7.6 : Paquet dévoilé ", level=2)
    heading.add_run("ou tombé").font.strike = True
    p = d.add_paragraph("Le joueur ")
    p.add_run("doit", style="Barré")
    p.add_run(" peut être sanctionné.")
    lines = [line for line in extract(_save(d), "club.docx").lines if line]
    assert lines == ["## Article 7.6 : Paquet dévoilé ~~ou tombé~~", "Le joueur ~~doit~~ peut être sanctionné."]


def test_docx_bold_paragraph_with_struck_words_is_bold_once() -> None:
    """ROPTA 6.3: « **Toutefois, ~~Donc~~ un joueur… ~~ne pourra pas~~ jouer…** »."""
    d = docx.Document()
    p = d.add_paragraph()
    for text, struck in [("Toutefois, ", False), ("Donc", True), (" un joueur ", False), ("ne pourra pas", True), (" jouer.", False)]:
        run = p.add_run(text)
        run.bold, run.font.strike = True, struck
    assert extract(_save(d), "club.docx").lines == ["**Toutefois, ~~Donc~~ un joueur ~~ne pourra pas~~ jouer.**"]


@pytest.mark.parametrize("struck", sorted(redline.HTML_STRUCK))
def test_ropta_redline_web_page_struck_elements_and_styles_kept_apart(struck: str, builtin: Book) -> None:
    """``<del>``, ``<s>``, ``<strike>``, an inline line-through, a class of the page's sheet."""
    p = club_preview(redline.markdown_to_html(ROPTA, struck).encode(), "ropta.html")
    _assert_redline_kept(redline.figures(builtin, p.book))


@pytest.mark.parametrize("struck", ["style", "tracked"])
def test_ropta_redline_odt_struck_style_and_tracked_deletions_kept_apart(struck: str, builtin: Book) -> None:
    p = club_preview(redline.markdown_to_odt(ROPTA, struck), "ropta.odt")
    _assert_redline_kept(redline.figures(builtin, p.book))


def test_web_page_insertion_is_current_and_a_line_break_inside_struck_wording_marks_each_line() -> None:
    page = ("<html><head><style>p.old, .x { color: red; text-decoration-line: line-through }</style></head><body>"
            "<p>Le time dure <del>vingt</del> <ins>trente</ins> secondes.</p>"
            "<p class='old'>Ancienne règle<br>sur deux lignes</p>"
            "<p style='text-decoration: none'>Règle en vigueur.</p></body></html>")
    assert [line for line in extract(page.encode(), "club.html").lines if line] == [
        "Le time dure ~~vingt~~ trente secondes.", "~~Ancienne règle~~", "~~sur deux lignes~~", "Règle en vigueur."]


@pytest.fixture(scope="module")
def ropta_pdf() -> bytes:
    return redline.markdown_to_pdf(ROPTA)


def test_ropta_redline_pdf_drawn_line_through_kept_apart(ropta_pdf: bytes, builtin: Book) -> None:
    p = club_preview(ropta_pdf, "ropta.pdf")
    _assert_redline_kept(redline.figures(builtin, p.book))


GALLERY = Path(__file__).resolve().parents[1] / "data" / "gallery" / "ropta-redline-strike"


@pytest.mark.parametrize("name", ["ropta-2025-02-barre-lo.pdf", "ropta-2025-02-barre-wp.pdf", "ropta-2025-02-barre-wp-imprime.pdf",
                                  "ropta-2025-02-barre-chromium.pdf"])
def test_ropta_redline_printed_to_pdf_by_libreoffice_and_weasyprint(name: str, builtin: Book) -> None:
    """The redline printed to PDF as a federation does (LibreOffice from the Word file,
    WeasyPrint from the web page; tests/data/gallery/render.py): its table of contents is
    one paragraph the PDF wraps anywhere (« … 6 Article 2.2 : » ending a line read as the
    heading of article 2.2, the articles after it taken for references), LibreOffice sets
    its bullets apart from their items, a struck paragraph's line may end a sentence, and
    set as a printed book (justified, hyphenated) a struck word is split at a line end;
    Chromium draws its bullets, and « Cas A : … » lines are read as worked examples."""
    p = club_preview((GALLERY / name).read_bytes(), "ropta.pdf")
    _assert_redline_kept(redline.figures(builtin, p.book))


def _pdf(body: str) -> bytes:
    # WeasyPrint is heavy (and only these tests make PDFs): imported here.
    from weasyprint import HTML

    pdf: bytes = HTML(string=f"<html lang='fr'><body style='font-family: sans-serif; font-size: 11pt'>{body}</body></html>").write_pdf()
    return pdf


def test_pdf_line_through_part_of_a_word_underline_and_table_borders_not_struck() -> None:
    """ROPTA 9.3 « jetons ~~identiques~~-multiples »: the glyphs under the stroke only; an
    underline runs below the letters' middle, a table's borders above and below them."""
    body = ("<p>Les règles (50 %, jetons <s>identiques</s>-multiples) s'appliquent.</p>"
            "<p>Un joueur <u>souligné</u> n'est pas barré.</p>"
            "<table style='border-collapse: collapse'><tr><td style='border: 1px solid black'>Niveau</td>"
            "<td style='border: 1px solid black'>Durée</td></tr></table>")
    lines = [line for line in extract(_pdf(body), "club.pdf").lines if line]
    assert lines[:2] == ["Les règles (50 %, jetons ~~identiques~~-multiples) s'appliquent.", "Un joueur souligné n'est pas barré."]
    assert "Niveau" in lines[2] and "~~" not in " ".join(lines[2:])


def test_pdf_struck_passage_over_two_lines_is_one_passage() -> None:
    words = " ".join(["mot"] * 40)
    lines = [line for line in extract(_pdf(f"<p>Début <s>{words}</s> fin.</p>"), "club.pdf").lines if line]
    assert lines == [f"Début ~~{words}~~ fin."]


def _pdf_drawn(drawing: bytes) -> bytes:
    """A one-page PDF of three lines of Helvetica 11 pt (baselines 700, 680, 666) and
    ``drawing`` (content stream operators)."""
    return pdf_of_objects([
        b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        pdf_stream(THREE_LINES + drawing), HELVETICA])


@pytest.mark.parametrize(("drawing", "struck"), [
    (b"72 683 150 0.8 re 72 669 125 0.8 re f\n", True),  # one path, two thin rectangles (one a line)
    (b"0.5 w 72 683.4 m 222 683.4 l 72 669.4 m 197 669.4 l S\n", True),  # one path, two stroked lines
    (b"12 w 72 683.4 m 222 683.4 l 72 669.4 m 197 669.4 l S\n", False),  # a highlighter's wide stroke: not a strike
    (b"72 678 150 0.8 re 72 664 125 0.8 re f\n", False),  # under the baseline: underlined
])
def test_pdf_one_path_striking_two_lines_read_by_its_subpaths(drawing: bytes, struck: bool) -> None:
    lines = [line for line in extract(_pdf_drawn(drawing), "club.pdf").lines if line]
    expected = ["~~Le time dure vingt secondes.~~", "~~Une regle ancienne ici.~~"] if struck else \
        ["Le time dure vingt secondes.", "Une regle ancienne ici."]
    assert lines == ["Article 1 : Objet", *expected]
