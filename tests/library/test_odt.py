"""OpenDocument text (LibreOffice's .odt): headings, list labels from the list styles,
bold, tables and footnotes as Markdown lines, like a Word file; a built-in book saved as
.odt gives the book's articles; a hostile file is refused or bounded. The documents are
written here from their XML (:func:`tests.library.documents.odt`)."""

from __future__ import annotations

import io
import random
import zipfile

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.formats import extract
from kb.userlib.preview import preview

from .conftest import CIAFFONE, Env
from .documents import NOWHERE, markdown_to_docx, markdown_to_odt, odt
from .test_formats import _within

# As LibreOffice writes them: automatic styles (P1, T1, L1…) in content.xml, named ones in
# styles.xml; « Article 1 : » and « a) » are the list style's prefix, number and suffix.
AUTO = (
    '<style:style style:name="P1" style:family="paragraph" style:parent-style-name="Standard" style:list-style-name="L1"/>'
    '<style:style style:name="P2" style:family="paragraph" style:parent-style-name="Standard">'
    '<style:text-properties fo:font-weight="bold"/></style:style>'
    '<style:style style:name="P3" style:family="paragraph" style:parent-style-name="Title"/>'
    '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>'
    '<text:list-style style:name="L1">'
    '<text:list-level-style-number text:level="1" style:num-prefix="Article " style:num-suffix=" :" style:num-format="1"/>'
    '<text:list-level-style-number text:level="2" style:num-suffix=")" style:num-format="a"/>'
    '</text:list-style>'
    '<text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/></text:list-style>'
    '<text:list-style style:name="L3"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="I"/>'
    '<text:list-level-style-number text:level="2" style:num-suffix="." style:num-format="1" text:display-levels="2"/></text:list-style>'
)
NAMED = (
    '<style:style style:name="Standard" style:family="paragraph"/>'
    '<style:style style:name="Title" style:family="paragraph" style:display-name="Title"/>'
    '<style:style style:name="Strong_20_Emphasis" style:display-name="Strong Emphasis" style:family="text">'
    '<style:text-properties fo:font-weight="bold"/></style:style>'
)
BODY = (
    '<text:sequence-decls><text:sequence-decl text:display-outline-level="0" text:name="Table"/></text:sequence-decls>'
    '<text:table-of-content text:name="TOC"><text:index-body><text:p>Article 1 : Objet 1</text:p></text:index-body></text:table-of-content>'
    '<text:p text:style-name="P3">Règlement du club</text:p>'
    '<text:h text:outline-level="2">Généralités</text:h>'
    '<text:list xml:id="list1" text:style-name="L1">'
    '<text:list-item><text:p text:style-name="P1">Objet</text:p>'
    '<text:list><text:list-item><text:p>premier<text:s text:c="3"/>point</text:p></text:list-item>'
    '<text:list-item><text:p>second <text:span text:style-name="Strong_20_Emphasis">point</text:span><text:note text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>Une note.</text:p></text:note-body></text:note></text:p></text:list-item></text:list>'
    '</text:list-item></text:list>'
    '<text:p text:style-name="P2">Un paragraphe gras</text:p>'
    '<text:p>Le time dure <text:span text:style-name="T1">30 secondes</text:span>.<office:annotation><text:p>commentaire</text:p></office:annotation></text:p>'
    '<text:list xml:id="list2" text:continue-list="list1" text:style-name="L1"><text:list-item><text:p>Inscriptions</text:p></text:list-item></text:list>'
    '<text:list text:style-name="L2"><text:list-item><text:p>une puce</text:p></text:list-item><text:list-item><text:p>&lt;script&gt;</text:p></text:list-item></text:list>'
    '<text:list text:style-name="L3"><text:list-item><text:p>Partie</text:p><text:list><text:list-item><text:p>sous</text:p></text:list-item><text:list-item><text:p>sous2</text:p></text:list-item></text:list></text:list-item>'
    '<text:list-item><text:p>Partie 2</text:p></text:list-item></text:list>'
    '<table:table table:name="T"><table:table-column table:number-columns-repeated="2"/>'
    '<table:table-header-rows><table:table-row><table:table-cell><text:p><text:span text:style-name="T1">Niveau</text:span></text:p></table:table-cell><table:table-cell><text:p>Blindes</text:p></table:table-cell></table:table-row></table:table-header-rows>'
    '<table:table-row><table:table-cell><text:p>1</text:p></table:table-cell><table:table-cell><text:p>25/50</text:p></table:table-cell><table:table-cell table:number-columns-repeated="1000000"/></table:table-row>'
    '<table:table-row table:number-rows-repeated="1000000"><table:table-cell/></table:table-row>'
    '</table:table>'
)


def _lines(data: bytes) -> list[str]:
    return [line for line in extract(data, "club.odt").lines if line]


def test_odt_headings_list_labels_bold_tables_notes() -> None:
    assert _lines(odt(BODY, AUTO, NAMED)) == [
        "# Règlement du club",  # the « Title » style, through its automatic style P3
        "## Généralités",
        "Article 1 : Objet",  # L1's level 1: prefix « Article », suffix « : »
        "a) premier   point",
        "b) second **point**",  # a named bold style (« Strong Emphasis »)
        "Note : Une note.",
        "**Un paragraphe gras**",  # a paragraph's own bold
        "Le time dure **30 secondes**.",  # the comment is not text
        "Article 2 : Inscriptions",  # a list that continues list1 counts on
        "- une puce",
        "- \\<script>",  # shown as written, never HTML
        "I. Partie",
        "I.1. sous",  # two levels shown
        "I.2. sous2",
        "II. Partie 2",
        "| Niveau | Blindes |",  # a cell's bold not marked (as in Word tables); the table of contents not read
        "| 1 | 25/50 |",  # the empty cells and rows dropped
    ]


OUTLINE = (
    '<text:outline-style style:name="Outline">'
    '<text:outline-level-style text:level="1" style:num-format="1" style:num-suffix="."/>'
    '<text:outline-level-style text:level="2" style:num-format="1" style:num-suffix="." text:display-levels="2"/>'
    '<text:outline-level-style text:level="3" style:num-format=""/>'
    "</text:outline-style>"
)


def test_odt_numbered_headings_from_the_outline_style() -> None:
    body = "".join(f'<text:h text:outline-level="{level}">{title}</text:h><text:p>Texte.</text:p>'
                   for level, title in [(1, "Généralités"), (2, "Objet"), (2, "Inscriptions"), (3, "Détail"),
                                        (1, "Le jeu"), (2, "Le time")])
    headings = [line for line in _lines(odt(body, styles=OUTLINE)) if line.startswith("#")]
    assert headings == ["# 1. Généralités", "## 1.1. Objet", "## 1.2. Inscriptions", "### Détail",
                        "# 2. Le jeu", "## 2.1. Le time"]
    # LibreOffice's default outline style numbers nothing
    assert _lines(odt(body))[:2] == ["# Généralités", "Texte."]


def _preview_numbers_titles(data: bytes, filename: str) -> list[tuple[str, str]]:
    p = preview(data, filename, "copie", "Copie de Ciaffone", corpus=DEFAULT_CORPUS, library=NOWHERE)
    assert not p.health.lost_lines
    return [(a.number, a.title) for a in p.book.articles]


def test_odt_of_ciaffone_has_its_articles() -> None:
    from_text = _preview_numbers_titles(CIAFFONE.encode(), "ciaffone.md")
    assert len(from_text) == 39
    assert _preview_numbers_titles(markdown_to_odt(CIAFFONE), "ciaffone.odt") == from_text


def test_odt_club_rules_as_numbered_list_items(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """A club's « Article 1 : » labels written by the list style are the articles the dry
    run lists: the labels are LibreOffice's, not in the paragraphs' text."""
    items = "".join(f"<text:list-item><text:p>{title}</text:p></text:list-item>"
                    for title in ["Objet", "Inscriptions", "Le time"])
    body = f'<text:list text:style-name="L1">{items}</text:list>'
    body = body.replace("</text:p></text:list-item>", "</text:p><text:p>Le texte de l'article.</text:p></text:list-item>")
    path = env.files / "club.odt"
    path.write_bytes(odt(body, AUTO, NAMED))
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club", "--dry-run")
    assert run.code == 0, run.err
    assert "format odt : 3 article(s)" in run.out
    assert [line.split()[0] for line in run.out.splitlines() if line.startswith("  club:")] == ["club:1", "club:2", "club:3"]
    assert "Le time" in run.out


@pytest.mark.parametrize(("body", "longest"), [
    ('<text:p>a<text:s text:c="2000000000"/>b</text:p>', 102),  # a billion spaces
    ("<table:table><table:table-row table:number-rows-repeated=\"2000000000\"><table:table-cell "
     'table:number-columns-repeated="2000000000"><text:p>x</text:p></table:table-cell></table:table-row></table:table>', 402),
    ('<text:h text:outline-level="2000000000">Objet</text:h>', 8),  # ten levels at most, six #
])
def test_odt_repeats_and_levels_bounded(body: str, longest: int) -> None:
    lines = _within(10, lambda: _lines(odt(body)))
    assert isinstance(lines, list) and lines and max(len(line) for line in lines) <= longest


def test_odt_repeated_text_beyond_the_limit_is_named() -> None:
    """100 rows of 100 cells of 600 characters, from 1 kB of XML: 6 million characters."""
    row = ('<table:table-row table:number-rows-repeated="100"><table:table-cell table:number-columns-repeated="100">'
           f"<text:p>{'x' * 600}</text:p></table:table-cell></table:table-row>")
    with pytest.raises(KBError, match=r"^gonfle\.odt: longueur du texte du livre : plus de 1 000 000 caractères \(limite « book_chars »"):
        extract(odt(f"<table:table>{row}</table:table>"), "gonfle.odt")


def test_odt_nesting_too_deep_is_named() -> None:
    """libxml2 refuses XML nested more than 256 deep (our walk is recursive)."""
    with pytest.raises(KBError, match=r"^profond\.odt: fichier ODT illisible \(XML invalide"):
        extract(odt("<text:section>" * 300 + "<text:p>x</text:p>" + "</text:section>" * 300), "profond.odt")


def test_odt_without_styles_part_is_read() -> None:
    data = odt("<text:h>Objet</text:h><text:p>Texte.</text:p>")
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name in source.namelist():
            if name != "styles.xml":
                target.writestr(name, source.read(name))
    assert _lines(out.getvalue()) == ["# Objet", "Texte."]


@pytest.mark.parametrize("name", ["club.odt", "club.docx"])
def test_damaged_archive_is_one_named_error(name: str) -> None:
    """Bytes changed anywhere in a Word or OpenDocument file: a KBError naming it, never
    another exception — deflated data that no longer inflates raised zlib.error (and
    « erreur inattendue »), for Word files too."""
    good = markdown_to_odt(CIAFFONE[:3000]) if name.endswith(".odt") else markdown_to_docx(CIAFFONE[:3000])
    rnd = random.Random(7)
    others: list[str] = []
    for _ in range(300):
        data = bytearray(good)
        for _ in range(rnd.randint(1, 4)):
            data[rnd.randrange(len(data))] = rnd.randrange(256)
        try:
            extract(bytes(data), name)
        except KBError as exc:
            assert str(exc).startswith(f"{name}: ") and "\n" not in str(exc)
        except Exception as exc:  # noqa: BLE001 - the test is that none escapes
            others.append(f"{type(exc).__name__}: {exc}")
    assert others == []


def test_odt_with_no_text_is_named_without_a_pdf_hint() -> None:
    """The message for a file with no text spoke of « un PDF fait d'images » for any format."""
    with pytest.raises(KBError, match=r"^vide\.odt: aucun texte dans ce fichier$"):
        extract(odt("<text:p> </text:p><text:list><text:list-item/></text:list>"), "vide.odt")
