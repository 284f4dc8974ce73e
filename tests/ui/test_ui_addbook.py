"""Pages « Ajouter un règlement » and « Éditions », run with Streamlit's AppTest.

Each test has its own empty user library (``KB_LIBRARY`` in a temporary folder), so the
developer's imported books are never read nor written; the cache is the test session's.
Only the add-and-remove journey rebuilds the knowledge base (with the new book).
"""

from __future__ import annotations

import html
import io
import time
import zipfile
from pathlib import Path

import docx
import pytest
from streamlit.testing.v1 import AppTest

from kb.bounded import Bounds
from kb.corpus import DEFAULT_CORPUS, load_library
from kb.editions import diff_editions
from kb.errors import KBError
from kb.ui.addbook import checked_profile, suggested_id
from kb.userlib.admission import admitted_preview
from kb.userlib.preview import add_book, preview

TIMEOUT = 600  # the journey that adds a book rebuilds the knowledge base

CLUB = """# Règlement du club des Tarentules

Préambule du club.

## Article 1 : Objet

Le présent règlement s'applique aux tournois du club des Tarentules.

## Article 2 : Inscriptions

Les inscriptions ferment au niveau 4. Voir l'article 1.

## Article 4 : Le xylophone

Un joueur qui frappe le xylophone pendant une main reçoit une pénalité d'un tour.
"""


@pytest.fixture()
def library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "bibliotheque"
    folder.mkdir()
    monkeypatch.setenv("KB_LIBRARY", str(folder))
    return folder


def _addbook_app() -> None:
    from kb.ui.main import run

    run(default="addbook")


def _editions_app() -> None:
    from kb.ui.main import run

    run(default="editions")


def _run(at: AppTest) -> AppTest:
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _uploaded(at: AppTest, name: str, data: bytes) -> AppTest:
    at.file_uploader[0].set_value((name, data, "application/octet-stream"))
    return _run(at)


def _texts(at: AppTest) -> str:
    return "\n".join([m.value for m in at.markdown] + [e.value for e in at.error] + [w.value for w in at.warning]
                     + [i.value for i in at.info] + [s.value for s in at.success] + [h.value for h in at.subheader])


def test_ui_addbook_lists_an_untitled_rule_by_its_text(library: Path) -> None:
    """A rule written whole on its numbered line has no title: the preview shows the start
    of its text (the « Titre » cell was empty)."""
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "club.txt", "1. Jeu\n1.1 Les niveaux durent 20 minutes.\n1.2 Tapis\nChaque joueur reçoit 20 000 jetons.\n".encode())
    at.text_input(key="ab_title").set_value("Club")
    _run(at)
    assert list(at.dataframe[0].value["Titre"]) == ["Jeu", "« Les niveaux durent 20 minutes. »", "Tapis"]


def test_suggested_id_from_file_name() -> None:
    assert suggested_id("Règlement Club 2026.docx") == "reglement-club-2026"
    assert suggested_id("2026.pdf") == "livre-2026"


def test_ui_addbook_upload_previews_articles_and_health(library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    assert at.title[0].value == "Ajouter un règlement"
    assert at.file_uploader[0].allowed_type == [".md", ".txt", ".docx", ".odt", ".html", ".htm", ".pdf"]
    _uploaded(at, "Tarentules.md", CLUB.encode())
    assert at.text_input(key="ab_id").value == "tarentules"
    assert "Indiquez le titre du règlement" in at.info[0].value
    at.text_input(key="ab_title").set_value("Club des Tarentules")
    _run(at)
    text = _texts(at)
    assert "Articles trouvés : 3" in text
    assert "Article N" in text  # the detected layout, explained
    assert "Trous dans la numérotation (1)" in text and "entre 2 et 4" in text
    rows = at.dataframe[0].value
    assert list(rows["Titre"]) == ["Objet", "Inscriptions", "Le xylophone"]
    assert [b.label for b in at.button if b.key == "ab_add"] == ["Ajouter"]
    assert not list(library.iterdir())  # nothing written before « Ajouter »


def test_ui_addbook_word_file_previews_its_articles(library: Path) -> None:
    doc = docx.Document()
    for line in CLUB.split("\n\n"):
        if line.startswith("#"):
            doc.add_heading(line.lstrip("# ").strip(), level=line.count("#", 0, 3))
        else:
            doc.add_paragraph(line.strip())
    out = io.BytesIO()
    doc.save(out)
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "Club Tarentules.docx", out.getvalue())
    at.text_input(key="ab_title").set_value("Club des Tarentules")
    _run(at)
    assert "Articles trouvés : 3" in _texts(at)
    assert list(at.dataframe[0].value["Identifiant"]) == ["club-tarentules:1", "club-tarentules:2", "club-tarentules:4"]


def test_ui_addbook_word_redline_counts_its_struck_passages(library: Path) -> None:
    """A Word file whose deleted wording is struck: the preview counts the struck passages
    per article, apart from the findings to check."""
    doc = docx.Document()
    doc.add_heading("Article 1 : Objet", level=2)
    paragraph = doc.add_paragraph("Le time dure ")
    paragraph.add_run("vingt").font.strike = True
    paragraph.add_run(" trente secondes.")
    doc.add_heading("Article 2 : Blindes", level=2)
    doc.add_paragraph("Les blindes montent toutes les vingt minutes.")
    out = io.BytesIO()
    doc.save(out)
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "Club Tarentules.docx", out.getvalue())
    at.text_input(key="ab_title").set_value("Club des Tarentules")
    _run(at)
    text = _texts(at)
    assert "Articles ayant des passages barrés, gardés à part comme ancienne rédaction (1)" in text
    assert "&#58;1 &#40;1&#41;" in text.split("ancienne rédaction (1)")[1]  # club-tarentules:1 (1), escaped


def _club_odt() -> bytes:
    """CLUB as LibreOffice saves it: headings of their outline level, paragraphs."""
    blocks = []
    for block in CLUB.strip().split("\n\n"):
        level = len(block) - len(block.lstrip("#"))
        text = html.escape(block.lstrip("# ").strip())
        blocks.append(f'<text:h text:outline-level="{level}">{text}</text:h>' if level else f"<text:p>{text}</text:p>")
    content = ('<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
               'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>'
               f"{''.join(blocks)}</office:text></office:body></office:document-content>")
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", content)
    return out.getvalue()


def _club_html() -> bytes:
    """CLUB as a page of the club's website, menu and footer around it."""
    body = "".join(f"<h{len(b) - len(b.lstrip('#'))}>{html.escape(b.lstrip('# '))}</h{len(b) - len(b.lstrip('#'))}>"
                   if b.startswith("#") else f"<p>{html.escape(b)}</p>" for b in CLUB.strip().split("\n\n"))
    page = f"<html><body><nav><a href='/'>Accueil</a></nav><main>{body}</main><footer>Contact</footer></body></html>"
    return page.encode("cp1252")


@pytest.mark.parametrize(("name", "make"), [("Club Tarentules.odt", _club_odt), ("Club Tarentules.html", _club_html)])
def test_ui_addbook_odt_and_web_page_preview_their_articles(name: str, make: object, library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, name, make())  # type: ignore[operator]
    at.text_input(key="ab_title").set_value("Club des Tarentules")
    _run(at)
    assert "Articles trouvés : 3" in _texts(at)
    assert list(at.dataframe[0].value["Titre"]) == ["Objet", "Inscriptions", "Le xylophone"]


def test_ui_addbook_layout_corrected_by_fields_then_toml(library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "club.md", CLUB.encode())
    at.text_input(key="ab_title").set_value("Club")
    _run(at)
    level = next(i for i in range(5) if "Article" in at.text_input(key=f"ab_lv{i}_pattern").value)
    at.text_input(key=f"ab_lv{level}_pattern").set_value(r"^Article (?P<number>1) : (?P<title>.+)$")
    at.button(key="FormSubmitter:ab_levels_form-Appliquer la mise en page").click()
    _run(at)
    assert "Articles trouvés : 1" in _texts(at)
    assert "Mise en page corrigée par vous." in _texts(at)
    at.button(key="ab_detected").click()
    _run(at)
    assert "Articles trouvés : 3" in _texts(at)
    at.text_area(key="ab_toml").set_value("[[level]]\npattern = '(unclosed'\n")
    at.button(key="FormSubmitter:ab_toml_form-Appliquer le profil").click()
    _run(at)
    assert "Mise en page refusée" in _texts(at)
    assert "Articles trouvés : 3" in _texts(at)  # the refused profile is not used


def test_ui_addbook_bad_input_is_one_french_sentence(library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "scan.pdf", b"%PDF-1.4 not really a pdf")
    at.text_input(key="ab_title").set_value("Scan")
    _run(at)
    assert "Ce fichier ne peut pas être ajouté tel quel" in at.error[0].value
    _uploaded(at, "club.md", CLUB.encode())
    at.text_input(key="ab_id").set_value("../x")
    at.text_input(key="ab_title").set_value("[lien](http://exemple.org)")
    _run(at)
    assert "identifiant de livre invalide" in at.error[0].value
    assert "](http" not in _texts(at)  # user text shown as text, never as a link
    assert not list(library.iterdir())


def test_ui_addbook_existing_id_asks_for_an_edition(library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "tda.md", CLUB.encode())
    assert "existe déjà" in at.warning[0].value
    assert not [b for b in at.button if b.key == "ab_add"]
    at.text_input(key="ab_edition").set_value("2099-01")
    _run(at)
    (add,) = [b for b in at.button if b.key == "ab_add"]
    assert add.label.startswith("Ajouter comme nouvelle édition de « ")


@pytest.mark.slow
def test_ui_addbook_add_then_remove_a_book(library: Path) -> None:
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "club.md", CLUB.encode())
    at.text_input(key="ab_title").set_value("Club des Tarentules")
    _run(at)
    at.button(key="ab_add").click()
    _run(at)  # written, then the knowledge base rebuilt with it
    assert any("« Club des Tarentules » ajouté à la bibliothèque (3 articles)" in s.value for s in at.success)
    assert "Base de connaissances prête" in [s.value for s in at.success]  # the rebuild, shown with its progress
    assert [f.name for f in library.iterdir()] == ["club@non-datee"]
    links = [(pl.proto.label, pl.proto.query_string) for pl in at.get("page_link")]
    assert ("Son premier article", "article=club%3A1") in links
    at.checkbox(key="ab_remove_sure").check()
    _run(at)
    at.button(key="ab_remove").click()
    _run(at)
    # the « ajouté » message is gone with its book (the rebuild says itself ready)
    (removed,) = [s for s in at.success if s.value != "Base de connaissances prête"]
    assert removed.value.startswith("Retiré : Club des Tarentules — club")
    assert not list(library.iterdir())


def test_ui_editions_without_editions_points_to_addbook(library: Path) -> None:
    at = _run(AppTest.from_function(_editions_app, default_timeout=TIMEOUT))
    assert at.title[0].value == "Éditions"
    assert "plusieurs éditions" in at.info[0].value


def _two_editions(library: Path) -> None:
    """The club's rules in two editions: article 2's level changed (a number), article 4
    renumbered 3, article 5 added."""
    new = (CLUB.replace("niveau 4", "niveau 6").replace("Article 4 : Le xylophone", "Article 3 : Le xylophone")
           + "\n## Article 5 : Les cymbales\n\nLes cymbales sont interdites à table.\n")
    for edition, text in (("2025-01", CLUB), ("2026-01", new)):
        add_book(preview(text.encode(), "club.md", "club", "Club", corpus=DEFAULT_CORPUS, library=library,
                         edition=edition), library, DEFAULT_CORPUS)


@pytest.mark.slow
def test_ui_editions_page_from_its_url(library: Path) -> None:
    _two_editions(library)
    at = AppTest.from_function(_editions_app, default_timeout=TIMEOUT)
    at.query_params["book"] = "club"
    _run(at)  # the knowledge base built with the two editions
    assert at.selectbox(key="ed_book").value == "club"
    assert (at.selectbox(key="ed_old").value, at.selectbox(key="ed_new").value) == ("club@2025-01", "club")
    assert {m.label: m.value for m in at.metric}["Renumérotés"] == "1"
    assert "Articles ajoutés (1)" in _texts(at)
    at.selectbox(key="ed_new").set_value("club@2025-01")
    _run(at)
    assert "Choisissez deux éditions différentes." in at.info[0].value

    # a link to a book with one edition, or to no book: said, then the books that have several
    for asked, said in (("ropta", "« ropta » : ce règlement n'a qu'une édition"), ("<b>nope</b>", "règlement inconnu")):
        at = AppTest.from_function(_editions_app, default_timeout=TIMEOUT)
        at.query_params["book"] = asked
        _run(at)
        assert said in at.warning[0].value and "<b>" not in at.warning[0].value
        assert at.selectbox(key="ed_book").value == "club"


def _diff_view(library_dir: str) -> None:
    from pathlib import Path

    from kb.corpus import DEFAULT_CORPUS, load_library
    from kb.editions import diff_editions
    from kb.ui.editions import show_diff

    library = load_library(DEFAULT_CORPUS, Path(library_dir))
    show_diff(library, diff_editions(library, "club@2025-01", "club", DEFAULT_CORPUS))


def test_ui_editions_diff_article_by_article(library: Path) -> None:
    _two_editions(library)
    diff = diff_editions(load_library(DEFAULT_CORPUS, library), "club@2025-01", "club", DEFAULT_CORPUS)
    assert diff.added == ["club:5"] and diff.renumbered == [("club@2025-01:4", "club:3")]
    at = _run(AppTest.from_function(_diff_view, default_timeout=60, args=(str(library),)))
    metrics = {m.label: m.value for m in at.metric}
    assert metrics == {"Ajoutés": "1", "Supprimés": "0", "Renumérotés": "1", "Retitrés": "0",
                       "Modifiés": "1", "Inchangés": "1"}
    (changed,) = at.expander
    assert "des nombres changent" in changed.label
    html = "\n".join(m.value for m in changed.markdown)
    assert "<del><strong>4</strong></del>" in html and "<ins><strong>6</strong></ins>" in html


# A heading pattern that backtracks without end on the line of « a » below (2^40 ways).
SLOW_PROFILE = "[[level]]\nname = \"regle\"\npattern = '^(?P<number>(?:a+)+)$'\n"
SLOW_TEXT = CLUB + "\n" + "a" * 40 + "!\n"


@pytest.mark.slow
def test_ui_addbook_too_slow_pattern_is_named_not_hanging(library: Path) -> None:
    """The preview read the user's profile in the server's thread with no limit: « ^(a+)+$ »
    on a long line hung the page (and every other session with it)."""
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "club.md", SLOW_TEXT.encode())
    at.text_input(key="ab_title").set_value("Club")
    _run(at)
    at.text_area(key="ab_toml").set_value(SLOW_PROFILE)
    at.button(key="FormSubmitter:ab_toml_form-Appliquer le profil").click()
    started = time.monotonic()
    _run(at)
    assert time.monotonic() - started < 60
    said = html.unescape(at.error[0].value).replace("\u2060", "")  # Markdown-escaped for display
    assert "level[0] (regle).pattern : expression régulière trop lente" in said
    assert not list(library.iterdir())


def test_admitted_preview_stops_the_whole_reading_after_its_limit(library: Path, tmp_path: Path) -> None:
    profile = checked_profile(SLOW_PROFILE)
    started = time.monotonic()
    with pytest.raises(KBError, match="limite atteinte — durée du traitement : au plus 1 seconde"):
        admitted_preview(SLOW_TEXT.encode(), "club.md", "club", "Club", corpus=DEFAULT_CORPUS, library=library,
                         cache_root=tmp_path / "cache", profile=profile, bounds=Bounds(1 << 31, 1))
    assert time.monotonic() - started < 20


@pytest.mark.slow
def test_ui_addbook_new_edition_says_which_values_follow(library: Path) -> None:
    """A new edition of a book with accepted values: the preview says which values it
    takes and which are to review (kb.userlib.carried), as ``kb import`` does."""
    add_book(preview(CLUB.encode(), "club.md", "club", "Club des Tarentules", corpus=DEFAULT_CORPUS, library=library,
                     edition="2025-01"), library, DEFAULT_CORPUS)
    (library / "club@2025-01" / "parametres.toml").write_text(
        '["phone.on_table_allowed"]\nvalue = false\narticle = "club:4"\nquote = "frappe le xylophone"\n\n'
        '["rebuys.allowed"]\nvalue = true\narticle = "club:2"\nquote = "Les inscriptions ferment au niveau 4."\n',
        encoding="utf-8")
    at = _run(AppTest.from_function(_addbook_app, default_timeout=TIMEOUT))
    _uploaded(at, "club.md", CLUB.replace("au niveau 4", "au niveau 6").encode())
    at.text_input(key="ab_edition").set_value("2026-01")
    _run(at)
    text = html.unescape(_texts(at)).replace("\u2060", "")  # c.text's word joiners
    assert "Valeurs des paramètres reprises de l'édition 2025-01 (citation inchangée) (1)** : phone.on_table_allowed" in text
    assert "Valeurs à revoir, non reprises de l'édition 2025-01 (1)** : rebuys.allowed (citation absente ou modifiée dans club:2)" in text
    assert "kb candidates club" in text
    # the edition read with the 2025-01 edition's layout and by detection: which reading won, and why
    assert "Nouvelle édition, lue de deux façons — mise en page de l'édition 2025-01" in text
    assert "retenue parce qu'elle s'aligne le mieux sur l'édition 2025-01" in text


def _books_app() -> None:
    from kb.ui.main import run

    run(default="books")


def _compare_app() -> None:
    from kb.ui.main import run

    run(default="compare")


@pytest.mark.slow
def test_ui_says_a_stray_folder_and_a_damaged_values_file(library: Path) -> None:
    """A folder of the library with no manifest was silently ignored, and a values file
    that cannot be read stopped every page: « Règlements » now names the folder, the
    comparison names the file and its line, and the club's book is read as before."""
    add_book(preview(CLUB.encode(), "club.md", "club", "Club des Tarentules", corpus=DEFAULT_CORPUS, library=library,
                     edition="2025-01"), library, DEFAULT_CORPUS)
    (library / "club@2025-01" / "parametres.toml").write_text('["phone.on_table_allowed"\nvalue = false\n', encoding="utf-8")
    (library / "copie").mkdir()
    at = _run(AppTest.from_function(_books_app, default_timeout=TIMEOUT))
    warnings = html.unescape(" ".join(w.value for w in at.warning)).replace("\u2060", "")
    assert f"{library / 'copie'} : dossier sans manifest.toml, ignoré" in warnings
    assert any("Club des Tarentules" in o for o in at.selectbox(key="books_book").options)
    at = _run(AppTest.from_function(_compare_app, default_timeout=TIMEOUT))
    warnings = html.unescape(" ".join(w.value for w in at.warning)).replace("\u2060", "")
    assert f"{library / 'club@2025-01' / 'parametres.toml'}:1: TOML invalide" in warnings
    assert "valeurs de club ignorées" in warnings


def test_ui_a_damaged_library_book_can_be_removed_from_the_error(library: Path) -> None:
    """A book folder renamed by hand (or a damaged manifest) stops the build: every page,
    « Ajouter un règlement » too, showed the error with no way out in the app. Now the
    error names the book and offers to remove it, as the CLI's hint does."""
    add_book(preview(CLUB.encode(), "club.md", "club", "Club des Tarentules", corpus=DEFAULT_CORPUS, library=library,
                     edition="2025-01"), library, DEFAULT_CORPUS)
    (library / "club@2025-01").rename(library / "club-copie@2025-01")
    at = _run(AppTest.from_function(_books_app, default_timeout=TIMEOUT))
    shown = html.unescape(_texts(at)).replace("\u2060", "")  # c.text's word joiners
    assert "n'a pas pu être construite" in shown and "ce livre est club@2025-01, mais son dossier s'appelle club-copie@2025-01" in shown
    assert "En cause : le livre importé « club-copie@2025-01 »" in shown
    assert at.button(key="_kb_damaged_remove").disabled
    at.checkbox(key="_kb_damaged_sure").check()
    _run(at)
    at.button(key="_kb_damaged_remove").click()
    _run(at)
    assert list(library.iterdir()) == []
    assert "n'a pas pu être construite" not in html.unescape(_texts(at))
    assert at.selectbox(key="books_book").options
