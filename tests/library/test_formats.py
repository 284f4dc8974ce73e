"""Formats in: a Word file and a PDF made from a built-in book's text give the same article
numbers and titles as the text itself; what the PDF extractor drops is kept."""

from __future__ import annotations

import io
import signal
import subprocess
import zipfile
from collections.abc import Callable

import docx
import pytest

import kb.formats.pdf
from kb.corpus import DEFAULT_CORPUS
from kb.corpus.profile import profile_from_dict
from kb.errors import KBError
from kb.formats import Extracted, extract
from kb.formats.pdf import remove_furniture, unwrap
from kb.userlib.preview import ImportPreview, preview

from .conftest import CIAFFONE
from .documents import NOWHERE, markdown_to_docx, markdown_to_pdf

# Ciaffone's sections (``1.11.b``), written ``### **1.1. La place**`` in the text and
# ``1.1. La place`` in the PDF. With no profile, the PDF's numbered lists inside section 1.7
# (``1.``, ``2.``, ``3.``) read as headings: the layout detection does not tell them apart yet.
SECTIONS = profile_from_dict(
    {"name": "Ciaffone", "level": [{"name": "section", "pattern": r"^(?:#+\s+)?\**(?P<number>1\.\d+(?:\.[a-z])?)\.?\s+(?P<title>.+?)\**$"}]},
    "test",
)


def _preview(data: bytes, filename: str, **options: object) -> ImportPreview:
    return preview(data, filename, "copie", "Copie de Ciaffone", corpus=DEFAULT_CORPUS, library=NOWHERE, **options)  # type: ignore[arg-type]


def _numbers_titles(p: ImportPreview) -> list[tuple[str, str]]:
    return [(a.number, a.title) for a in p.book.articles]


def test_docx_of_ciaffone_has_its_articles() -> None:
    from_text = _numbers_titles(_preview(CIAFFONE.encode(), "ciaffone.md"))
    from_docx = _preview(markdown_to_docx(CIAFFONE), "ciaffone.docx")
    assert len(from_text) == 39
    assert _numbers_titles(from_docx) == from_text
    assert from_docx.meta.format == "docx" and from_docx.meta.original == "original.docx"
    assert not from_docx.health.lost_lines


@pytest.fixture(scope="module")
def ciaffone_pdf() -> bytes:
    return markdown_to_pdf(CIAFFONE, "Ciaffone")


@pytest.mark.parametrize("reader", ["pdftotext", "pypdf"])
def test_pdf_of_ciaffone_has_its_articles(reader: str, ciaffone_pdf: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    if reader == "pypdf":  # as on a machine without poppler
        monkeypatch.setattr(kb.formats.pdf.shutil, "which", lambda name: None)
    from_text = _numbers_titles(_preview(CIAFFONE.encode(), "ciaffone.md", profile=SECTIONS))
    from_pdf = _preview(ciaffone_pdf, "ciaffone.pdf", profile=SECTIONS)
    assert len(from_text) == 39
    assert _numbers_titles(from_pdf) == from_text
    removed = from_pdf.health.removed_lines
    pages = {page for page, _ in removed}
    # Every page's running header and page number, nothing else.
    assert {text for _, text in removed} == {"Règlement — copie de test"} | {str(n) for n in pages}
    assert len(removed) == 2 * len(pages) and len(pages) >= 5


def test_docx_headings_numbers_bold_and_tables() -> None:
    document = docx.Document()
    document.add_heading("Règlement du club", level=1)
    document.add_heading("Article 1 : Objet", level=2)
    paragraph = document.add_paragraph("Le time dure ")
    paragraph.add_run("30 secondes").bold = True
    paragraph.add_run(".")
    document.add_paragraph("Premier point", style="List Number")
    document.add_paragraph("Second point", style="List Number")
    table = document.add_table(rows=2, cols=2)
    for row, cells in zip(table.rows, [("Niveau", "Blindes"), ("1", "25/50")], strict=True):
        for cell, text in zip(row.cells, cells, strict=True):
            cell.text = text
    out = io.BytesIO()
    document.save(out)
    lines = [line for line in extract(out.getvalue(), "club.docx").lines if line]
    assert lines == [
        "# Règlement du club",
        "## Article 1 : Objet",
        "Le time dure **30 secondes**.",
        "1. Premier point",
        "2. Second point",
        "| Niveau | Blindes |",
        "| 1 | 25/50 |",
    ]


def test_pdf_furniture_removed_and_kept() -> None:
    titles = ["Objet", "Inscriptions", "Time", "Téléphones"]
    pages = [[f"Club des Marmottes, page {n}", "", f"Article {n} : {titles[n - 1]}", f"Le texte de l'article {titles[n - 1].lower()}.", "", f"- {n} -"] for n in range(1, 5)]
    extracted = remove_furniture(pages)
    assert not [line for line in extracted.lines if "Marmottes" in line or line.startswith("-")]
    assert [line for line in extracted.lines if line.startswith("Article")] == [
        f"Article {n} : {titles[n - 1]}" for n in range(1, 5)
    ]
    assert extracted.removed[:2] == [(1, "Club des Marmottes, page 1"), (1, "- 1 -")]
    assert len(extracted.removed) == 8


def test_pdf_wrapped_lines_joined_headings_kept() -> None:
    long = "Un joueur qui quitte la table pendant plus de trente minutes voit sa place attribuée au"
    lines = ["1.1. Les absences", long, "2 joueurs suivants de la liste.", "1.2. Le time", "Court."]
    assert unwrap(lines) == ["1.1. Les absences", f"{long} 2 joueurs suivants de la liste.", "1.2. Le time", "Court."]


@pytest.mark.parametrize("name", ["notes.rtf", "notes", "image.png"])
def test_unknown_format_refused(name: str) -> None:
    with pytest.raises(Exception, match="format de fichier inconnu"):
        extract(b"texte", name)


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "cp1252"])
def test_text_in_any_windows_encoding_has_the_same_articles(codec: str) -> None:
    """Notepad's « Unicode » is UTF-16 (with a byte-order mark, or without from other
    tools): read as Windows-1252 it gave « aucun titre d'article reconnu »."""
    from_text = _numbers_titles(_preview(CIAFFONE.encode(), "ciaffone.md"))
    assert _numbers_titles(_preview(CIAFFONE.replace("\n", "\r\n").encode(codec), "ciaffone.txt")) == from_text


def _docx_edited(part: str, old: bytes, new: bytes) -> bytes:
    data = markdown_to_docx("# Règlement\n\n## Article 1 : Objet\n\nLe texte.\n\n## Article 2 : Blindes\n\nVingt.\n")
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name in source.namelist():
            text = source.read(name)
            if name == part:
                assert old in text
                text = text.replace(old, new, 1)
            target.writestr(name, text)
    return out.getvalue()


def _within(seconds: int, run: Callable[[], object]) -> object:
    def stop(signum: int, frame: object) -> None:
        raise TimeoutError(f"plus de {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        return run()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_docx_style_based_on_itself_is_read() -> None:
    """styles.xml's « Heading 2 » based on « Heading 2 »: the numbering lookup walked the
    chain of base styles for ever."""
    data = _docx_edited("word/styles.xml", b'<w:name w:val="heading 2"/><w:basedOn w:val="Normal"/>',
                        b'<w:name w:val="heading 2"/><w:basedOn w:val="Heading2"/>')
    extracted = _within(10, lambda: extract(data, "boucle.docx"))
    assert isinstance(extracted, Extracted) and "## Article 1 : Objet" in extracted.lines


def test_docx_list_level_out_of_range_is_bounded() -> None:
    """A list level of ten million (Word's are 0 to 8) made a number « 0.0.0.…1. » that long."""
    data = _docx_edited("word/document.xml", b'<w:pPr><w:pStyle w:val="Heading2"/>',
                        b'<w:pPr><w:pStyle w:val="Heading2"/><w:numPr><w:ilvl w:val="10000000"/><w:numId w:val="5"/></w:numPr>')
    heading = next(line for line in extract(data, "niveaux.docx").lines if "Objet" in line)
    assert heading == "## 0.0.0.0.0.0.0.0.1. Article 1 : Objet"


@pytest.mark.parametrize(("name", "codec"), [("club.md", "utf-8"), ("club.txt", "utf-16")])
def test_control_characters_shown_not_obeyed(name: str, codec: str) -> None:
    """An escape sequence in a title (colour, the terminal's title, a bell) reached the
    terminal with kb import's report, kb show, kb articles…: each control character is now
    « \ufffd », a page break a space, and the lines stay where they were. (A Word file
    cannot hold them: XML forbids them.)"""
    text = "## Article 1 : Ob\x1b[31mjet\x1b]0;titre\x07\n\nTexte\x0csuite\u202e.\n\n## Article 2 : Blindes\n\nVingt.\n"
    p = preview(text.encode(codec), name, "club", "Club", corpus=DEFAULT_CORPUS, library=NOWHERE)
    shown = repr([(a.title, a.text) for a in p.book.articles])
    assert not any(ch in shown for ch in "\x1b\x07\x0c\u202e")
    assert p.book.articles[0].title.startswith("Ob\ufffd[31mjet")
    assert "Texte suite" in p.book.articles[0].text


def test_pdf_that_pdftotext_cannot_finish_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """pdftotext stopped after its 120 s was « erreur inattendue : TimeoutExpired » (exit 1)."""
    def too_slow(*args: object, **kwargs: object) -> None:
        raise subprocess.TimeoutExpired("pdftotext", kb.formats.pdf.TIMEOUT)

    monkeypatch.setattr(kb.formats.pdf.subprocess, "run", too_slow)
    monkeypatch.setattr(kb.formats.pdf.shutil, "which", lambda name: "/usr/bin/pdftotext")
    with pytest.raises(KBError, match=r"lent\.pdf: PDF illisible \(pdftotext n'a pas fini en 120 s\)"):
        extract(b"%PDF-1.7\n", "lent.pdf")


def test_broken_pdf_without_pdftotext_is_one_line(ciaffone_pdf: bytes, monkeypatch: pytest.MonkeyPatch,
                                                 caplog: pytest.LogCaptureFixture) -> None:
    """Read by pypdf (no poppler), half a PDF gave the error line and, before it, pypdf's
    warnings (« EOF marker not found ») on stderr."""
    monkeypatch.setattr(kb.formats.pdf.shutil, "which", lambda name: None)
    with pytest.raises(KBError, match=r"^moitie\.pdf: PDF illisible"):
        extract(ciaffone_pdf[: len(ciaffone_pdf) // 2], "moitie.pdf")
    assert [r.getMessage() for r in caplog.records if r.name.startswith("pypdf")] == []


def _narrow_pdf(markdown: str) -> bytes:
    """A PDF whose narrow column makes the line ends fall inside compound words."""
    from weasyprint import HTML

    from .documents import markdown_to_html

    html = markdown_to_html(markdown, "Club").replace("</style>", "body{width:7.2cm;font-size:11pt}</style>")
    pdf: bytes = HTML(string=html).write_pdf()
    return pdf


COMPOUNDS = ("add-on", "re-entry", "check-raise", "au-delà", "tête-à-tête", "c'est-à-dire")


def test_pdf_compound_word_split_at_its_hyphen_keeps_it() -> None:
    """pdftotext's plain text glues a compound a line end splits at its own hyphen (« add-»
    / « on » read « addon »): the PDF is read from its words, the book's words decide."""
    words = " ".join(f"un {w} et encore un {w}," for w in COMPOUNDS)
    markdown = f"Article 1 – Jeu\n\n{words} la fin de la règle.\n"
    lines = extract(_narrow_pdf(markdown), "club.pdf").lines
    assert any(line.endswith("-") for line in lines)  # a line end falls on a compound's hyphen
    text = " ".join(_preview(_narrow_pdf(markdown), "club.pdf").book.articles[-1].text.split())
    assert [w for w in COMPOUNDS if text.count(w) != 2] == [], text


def test_pdf_words_output_that_does_not_parse_falls_back_to_plain_text(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = subprocess.run  # the real one, for the plain text

    def broken_words(cmd: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
        if "-bbox-layout" in cmd:
            return subprocess.CompletedProcess(cmd, 0, b"<html><doc><page>", b"")
        return plain(cmd, **kwargs)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(kb.formats.pdf.subprocess, "run", broken_words)
    pdf = markdown_to_pdf("Article 1 – Objet\n\nLe règlement des tournois du club.\n", "Club")
    assert "Le règlement des tournois du club." in extract(pdf, "club.pdf").lines


def test_pdf_long_title_above_a_heading_stays_apart() -> None:
    """A long title line (no final point) above « Section 1 - … » was joined with it as one
    wrapped line: section 1 was lost in the front matter, section 2 read as rule 1.2's text.
    Poppler's blocks (a paragraph, a heading) are now apart, a blank line between them."""
    markdown = (
        "Rules of the Riverside Card Room weekly tournaments and league events\n\n"
        "Section 1 - General Rules\n\n1.1 These rules apply to every event held at the club and its partner rooms.\n\n"
        "1.2 The tournament director's decisions are final.\n\nSection 2 - Betting\n\n"
        "2.1 A verbal declaration in turn is binding.\n\n2.2 A raise is at least the previous bet or raise.\n"
    )
    p = _preview(markdown_to_pdf(markdown, "Riverside"), "riverside.pdf")
    assert _numbers_titles(p) == [("1", "General Rules"), ("1.1", ""), ("1.2", ""),
                                  ("2", "Betting"), ("2.1", ""), ("2.2", "")]


def test_pdf_number_a_line_end_split_joined_without_a_space() -> None:
    long = "To play the board, players must table all hole cards to get part of the pot (See Rule 13-"
    lines = [long, "A).", "", long.replace("13-", "re-"), "shuffled."]
    out = unwrap(lines)
    assert out[0] == long + "A)."
    assert out[2:] == [long.replace("13-", "re-"), "shuffled."]  # a word: left to the parser


def test_markdown_lists_numbered_as_they_print() -> None:
    md = (b"1. Un\n1. Deux\n   1. Trois\n      1. Quatre\n      1. Cinq\n   1. Six\n"
          b"1. Sept\n\nTexte.\n\n3) Huit\n3) Neuf\n\n```\n1. code\n1. code\n```\n\n1. Dix\n2. Onze\n\n1. Douze\n")
    assert extract(md, "regles.md").lines == [
        "1. Un", "2. Deux", "   a. Trois", "      i. Quatre", "      ii. Cinq", "   b. Six", "3. Sept", "", "Texte.", "",
        "3) Huit", "4) Neuf", "", "```", "1. code", "1. code", "```", "",
        "1. Dix", "2. Onze", "", "1. Douze"]  # numbers written one by one: as written
    assert extract(md, "regles.txt").lines[:2] == ["1. Un", "1. Deux"]  # plain text: as written


def test_pdf_bulleted_items_read_as_markdown_items_one_a_line() -> None:
    # A bulleted list as a PDF draws it (« • » before each item): each item a Markdown « - »
    # line, as a Word file's bulleted list reads — the next item not glued to a full-width one.
    from weasyprint import HTML

    text = "Le joueur qui quitte la table pendant plus de trente minutes voit sa place attribuée au suivant de la liste"
    items = "".join(f"<li>{text[:n]}, et</li>" for n in (len(text), len(text) - 4, len(text) - 9))
    html = f"<html><body><h2>Article 1 : Les absences</h2><p>{text}.</p><p>{text} :</p><ul>{items}</ul></body></html>"
    lines = [line for line in extract(HTML(string=html).write_pdf(), "club.pdf").lines if line.strip()]
    assert len([line for line in lines if line.startswith("- ")]) == 3, lines
    assert not any("•" in line for line in lines), lines
