"""``kb import`` refuses bad input with one line and exit code 2, and writes nothing."""

from __future__ import annotations

import io
import os
import shutil
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from kb.corpus import DEFAULT_CORPUS
from kb.formats import MAX_BYTES

from .conftest import CIAFFONE, Env, tree
from .documents import markdown_to_docx, odt

# An encrypted Office document is an OLE compound file: its signature, then sectors.
OLE_FILE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 4096


def _pdf(body: str) -> bytes:
    # WeasyPrint is heavy: imported by the tests that make a PDF.
    from weasyprint import HTML

    pdf: bytes = HTML(string=f"<html><body>{body}</body></html>").write_pdf()
    return pdf


def _encrypted_pdf() -> bytes:
    """A PDF that opens only with a password (pypdf encrypts WeasyPrint's output)."""
    reader = PdfReader(io.BytesIO(_pdf("<h1>Article 1 : Objet</h1><p>Le règlement du club.</p>")))
    writer = PdfWriter()
    for page in reader.pages:
        writer.add_page(page)
    writer.encrypt("secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _docx_part(name: str, edit: Callable[[bytes], bytes]) -> bytes:
    """A small Word file with one of its parts (``word/document.xml``) rewritten."""
    data = markdown_to_docx("## Article 1 : Objet\n\nLe texte.\n\n## Article 2 : Blindes\n\nVingt minutes.\n")
    source, out = zipfile.ZipFile(io.BytesIO(data)), io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for part in source.namelist():
            target.writestr(part, edit(source.read(part)) if part == name else source.read(part))
    return out.getvalue()


# An XML « billion laughs »: entities of entities, a few gigabytes once expanded.
LAUGHS = b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">' + b"".join(
    f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">'.encode() for i in range(8)) + b"]>"


ODT_ENCRYPTED = (b'<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
                 b'<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml">'
                 b'<manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="x"/>'
                 b"</manifest:file-entry></manifest:manifest>")
ODT_CONTENT = zipfile.ZipFile(io.BytesIO(odt("<text:h>Article 1 : Objet</text:h><text:p>Le texte.</text:p>"))).read("content.xml")


def _odt_without(part: str) -> bytes:
    source, out = zipfile.ZipFile(io.BytesIO(odt("<text:p>x</text:p>"))), io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for name in source.namelist():
            if name != part:
                target.writestr(name, source.read(name))
    return out.getvalue()


def _write(env: Env, name: str, data: bytes) -> Path:
    path = env.files / name
    path.write_bytes(data)
    return path


CASES = {
    "unknown_format": ("notes.rtf", lambda: b"{\\rtf1 du texte}", ["--id", "club", "--title", "Club"], "format de fichier inconnu"),
    "empty_file": ("vide.md", lambda: b"", ["--id", "club", "--title", "Club"], "fichier vide"),
    "empty_pdf": ("vide.pdf", lambda: _pdf(""), ["--id", "club", "--title", "Club"], "aucun texte"),
    "image_only_pdf": (
        "scan.pdf",
        lambda: _pdf('<svg width="400" height="300"><rect width="400" height="300" fill="#888"/></svg>'),
        ["--id", "club", "--title", "Club"],
        "aucun texte",
    ),
    "password_pdf": ("protege.pdf", _encrypted_pdf, ["--id", "club", "--title", "Club"], "mot de passe"),
    "password_docx": ("protege.docx", lambda: OLE_FILE, ["--id", "club", "--title", "Club"], "mot de passe"),
    "docx_broken_xml": ("casse.docx", lambda: _docx_part("word/document.xml", lambda x: b"<w:document"), ["--id", "club", "--title", "Club"], "XML invalide"),
    "docx_laughs": ("rires.docx", lambda: _docx_part("word/document.xml", lambda x: LAUGHS + x.split(b"?>", 1)[1].replace(b"Objet", b"&i;")),
                    ["--id", "club", "--title", "Club"], "XML invalide"),
    "docx_zip_bomb": ("bombe.docx", lambda: _docx_part("word/document.xml", lambda x: x.replace(b"<w:body>", b"<w:body>" + b" " * (65 << 20))),
                      ["--id", "club", "--title", "Club"], "taille du contenu décompressé : 66 Mo, au plus 64 Mo (limite « unzipped_mb » de kb/data/limits.toml), dont word/document.xml 66 Mo"),
    "not_a_docx": ("faux.docx", lambda: b"ceci n'est pas un document Word", ["--id", "club", "--title", "Club"], "DOCX illisible"),
    "password_odt": ("protege.odt", lambda: odt("<text:p>x</text:p>", parts={"META-INF/manifest.xml": ODT_ENCRYPTED}),
                     ["--id", "club", "--title", "Club"], "protégé par un mot de passe"),
    "doc_as_odt": ("ancien.odt", lambda: OLE_FILE, ["--id", "club", "--title", "Club"], "ancien .doc"),
    "odt_broken_xml": ("casse.odt", lambda: odt("<text:p>x</text:p>", parts={"content.xml": b"<office:document"}),
                       ["--id", "club", "--title", "Club"], "casse.odt: fichier ODT illisible (XML invalide"),
    "odt_laughs": ("rires.odt", lambda: odt("", parts={"content.xml": LAUGHS + ODT_CONTENT.split(b"?>", 1)[1].replace(b"Objet", b"&i;")}),
                   ["--id", "club", "--title", "Club"], "XML invalide"),
    "odt_zip_bomb": ("bombe.odt", lambda: odt("<text:p>x</text:p>", parts={"content.xml": ODT_CONTENT.replace(b"<office:text>", b"<office:text>" + b" " * (65 << 20))}),
                     ["--id", "club", "--title", "Club"], "taille du contenu décompressé : 66 Mo, au plus 64 Mo (limite « unzipped_mb » de kb/data/limits.toml), dont content.xml 66 Mo"),
    "odt_broken_zip": ("coupe.odt", lambda: odt("<text:h>Article 1 : Objet</text:h>")[:200], ["--id", "club", "--title", "Club"], "coupe.odt: fichier ODT illisible"),
    "odt_spreadsheet": ("calcul.odt", lambda: odt("", parts={"mimetype": b"application/vnd.oasis.opendocument.spreadsheet"}),
                        ["--id", "club", "--title", "Club"], "n'est pas un texte"),
    "odt_no_content": ("sans.odt", lambda: _odt_without("content.xml"),
                       ["--id", "club", "--title", "Club"], "content.xml manquant"),
    "empty_html": ("vide.html", lambda: b"<html><head><script>alert(1)</script></head><body><nav>Accueil</nav></body></html>",
                   ["--id", "club", "--title", "Club"], "vide.html: aucun texte dans cette page"),
    "blank_html": ("blanc.htm", lambda: b"<html><body> &nbsp; </body></html>", ["--id", "club", "--title", "Club"], "aucun texte"),
    "id_exists": ("club.md", lambda: CIAFFONE.encode(), ["--id", "ropta", "--title", "Club"], "existe déjà"),
    "edition_exists": ("club.md", lambda: CIAFFONE.encode(), ["--id", "ropta", "--edition", "2025-02"], "déjà une édition"),
    "id_with_slash": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club/x", "--title", "Club"], "invalide"),
    "id_with_dots": ("club.md", lambda: CIAFFONE.encode(), ["--id", "..", "--title", "Club"], "invalide"),
    "id_upper_case": ("club.md", lambda: CIAFFONE.encode(), ["--id", "Club", "--title", "Club"], "invalide"),
    "id_line_break": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club\n", "--title", "Club"], "invalide"),
    "id_too_long": ("club.md", lambda: CIAFFONE.encode(), ["--id", "c" * 100_000, "--title", "Club"], "trop long"),
    "edition_too_long": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club", "--title", "Club", "--edition", "9" * 1000], "trop long"),
    "title_escape": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club", "--title", "Club\x1b[2J"], "--title : caractère de contrôle"),
    "title_line_break": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club", "--title", "Club\nFaux"], "--title : caractère de contrôle"),
    "text_too_long": ("long.md", lambda: b"## Article 1 : Objet\n" + b"Du texte, encore du texte.\n" * 200_000, ["--id", "club", "--title", "Club"], "longueur du texte du livre : plus de 1 000 000 caractères (limite « book_chars »"),
    "no_title": ("club.md", lambda: CIAFFONE.encode(), ["--id", "club"], "titre manquant"),
    # the user's file named, not the extracted text's temporary copy (/tmp/kb-import-…/texte.md)
    "no_heading": ("notes.md", lambda: b"Un paragraphe.\n\nUn autre.\n", ["--id", "club", "--title", "Club"], "notes.md: aucun titre"),
    "no_heading_docx": ("notes.docx", lambda: markdown_to_docx("Un paragraphe.\n\nUn autre.\n"), ["--id", "club", "--title", "Club"], "notes.docx: aucun titre"),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("dry_run", [False, True])
def test_bad_input_one_line_exit_2_nothing_written(case: str, dry_run: bool, env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    name, data, options, message = CASES[case]
    path = _write(env, name, data())
    before = tree(env.library)
    run = env.kb(capsys, "import", str(path), *options, *(["--dry-run"] if dry_run else []))
    assert run.code == 2
    assert run.err.startswith("kb: erreur :") and run.err.strip().count("\n") == 0, run.err
    assert message in run.err
    assert tree(env.library) == before == []


def test_file_of_100_mb_refused_unread(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    path = env.files / "enorme.pdf"
    with path.open("wb") as f:
        f.truncate(MAX_BYTES)  # sparse: no 100 MB written to the disk
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club")
    os.remove(path)
    assert run.code == 2 and "trop volumineux" in run.err and run.err.strip().count("\n") == 0
    assert tree(env.library) == []


def test_remove_builtin_or_unknown_refused(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    run = env.kb(capsys, "remove", "ropta")
    assert run.code == 2 and "règlement intégré" in run.err
    run = env.kb(capsys, "remove", "inconnu")
    assert run.code == 2 and "aucun livre" in run.err
    assert (DEFAULT_CORPUS / "ropta-2025-02.md").exists()


def test_dry_run_writes_nothing(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(env, "club.docx", markdown_to_docx(CIAFFONE))
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club", "--dry-run", "--json")
    data = run.json()
    assert isinstance(data, dict)
    assert data["written"] is None and len(data["articles"]) == 39
    assert set(data["articles"][0]) == {"id", "number", "title", "parent", "line_start", "line_end"}
    assert data["book"]["id"] == "club" and data["health"]["lost_lines"] == []
    assert tree(env.library) == []


def test_book_with_a_damaged_manifest_named_and_removable(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """A garbled manifest.toml of an imported book: every command names it and says how
    to get out; ``kb remove`` still removes the book (it read the manifest and failed too)."""
    folder = env.library / "club@2026-01"
    folder.mkdir(parents=True)
    (folder / "manifest.toml").write_bytes(b"\xff\xfe[[book]\n")
    (folder / "texte.md").write_text("Article 1 : Objet\n", encoding="utf-8")
    run = env.kb(capsys, "articles", "--book", "club")
    assert run.code == 2 and run.err.count("\n") == 1
    assert f"{folder / 'manifest.toml'}:" in run.err and "`kb remove club@2026-01`" in run.err
    run = env.kb(capsys, "remove", "club@2026-01")
    assert run.code == 0, run.err
    assert tree(env.library) == []


@pytest.mark.parametrize(("given", "message"), [("", "aucun fichier donné"), ("dossier", "dossier: c'est un dossier, pas un fichier")])
def test_import_of_no_file_or_a_folder(given: str, message: str, env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder was « fichier introuvable », and an empty argument « .: fichier introuvable »."""
    (env.files / "dossier").mkdir(exist_ok=True)
    run = env.kb(capsys, "import", str(env.files / given) if given else "", "--id", "club", "--title", "Club")
    assert run.code == 2 and message in run.err and run.err.count("\n") == 1, run.err
    assert tree(env.library) == []


@pytest.mark.parametrize(("field", "value"), [
    ("file", "../../../../etc/passwd"), ("file", "/etc/hostname"), ("file", "lien.md"), ("profile", "../profil.toml"),
])
def test_a_book_file_outside_its_folder_is_refused(field: str, value: str, env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """A copied library folder's manifest (or a link in it) pointing out of the book's folder:
    every command read that file as the book's text (/etc/passwd shown by `kb show`,
    published by `kb export site`); now one line naming the manifest, and `kb remove` works."""
    folder = env.library / "club@2026-01"
    folder.mkdir(parents=True)
    (folder / "texte.md").write_text("## Article 1 : Objet\n\nLe texte.\n", encoding="utf-8")
    (folder / "profil.toml").write_text("", encoding="utf-8")
    (folder / "lien.md").symlink_to("/etc/hostname")
    manifest = {"id": "club", "title": "Club", "short": "Club", "publisher": "", "version": "2026-01", "date": "",
                "kind": "tournament", "language": "fr", "file": "texte.md", "parser": "generic", "format": "markdown",
                "profile": "profil.toml"}
    manifest[field] = value
    (folder / "manifest.toml").write_text("[[book]]\n" + "".join(f'{k} = "{v}"\n' for k, v in manifest.items()), encoding="utf-8")
    run = env.kb(capsys, "editions", "club")
    assert run.code == 2 and run.err.count("\n") == 1, run.err
    assert f"{folder / 'manifest.toml'}: {field} = " in run.err and "hors du dossier du livre" in run.err
    assert "`kb remove club@2026-01`" in run.err
    assert env.kb(capsys, "remove", "club@2026-01").code == 0
    assert tree(env.library) == []


def _manifest(folder: Path, **fields: str) -> None:
    """A book folder written by hand: its text and a manifest (``fields`` over a valid one)."""
    folder.mkdir(parents=True)
    (folder / "texte.md").write_text("## Article 1 : Objet\n\nLe texte.\n", encoding="utf-8")
    manifest = {"id": "club", "title": "Club", "short": "Club", "publisher": "", "version": "2026-01", "date": "",
                "kind": "tournament", "language": "fr", "file": "texte.md", "parser": "generic", "format": "markdown"}
    manifest.update(fields)
    (folder / "manifest.toml").write_text("[[book]]\n" + "".join(f'{k} = "{v}"\n' for k, v in manifest.items()), encoding="utf-8")


@pytest.mark.parametrize(("name", "fields", "said"), [
    ("club2@2026-01", {}, "id = 'club' : ce livre est club@2026-01, mais son dossier s'appelle club2@2026-01"),
    ("club@2025", {}, "version = '2026-01' : ce livre est club@2026-01, mais son dossier s'appelle club@2025"),
    ("mon club", {"id": "club"}, "id = 'club' : ce livre est club@2026-01, mais son dossier s'appelle mon club"),
])
def test_a_book_folder_renamed_by_hand_is_refused_and_removable(
    name: str, fields: dict[str, str], said: str, env: Env, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder renamed by hand was taken without a word: its book kept the manifest's id
    while `kb remove`, the error hints and the user knew it by the folder's name. Now one
    line names the manifest and the field, and `kb remove <folder>` removes it."""
    folder = env.library / name
    _manifest(folder, **fields)
    run = env.kb(capsys, "editions", "club")
    assert run.code == 2 and run.err.count("\n") == 1, run.err
    assert f"{folder / 'manifest.toml'}: {said}" in run.err and f"`kb remove {name}`" in run.err
    assert env.kb(capsys, "remove", name).code == 0
    assert tree(env.library) == []


@pytest.mark.slow
def test_a_folder_without_manifest_is_said_once_and_listed_by_check(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder of the library with no manifest (copied by hand, its manifest deleted) was
    silently ignored: every command now warns once, `kb check` lists it, and the other
    books are read as before."""
    stray = env.library / "copie du club"
    stray.mkdir(parents=True)
    (stray / "texte.md").write_text("## Article 1 : Objet\n", encoding="utf-8")
    (env.files / "club.md").write_text("".join(f"Article {n} : Titre {n}\n\nLe texte {n}.\n\n" for n in range(1, 5)), encoding="utf-8")
    assert env.kb(capsys, "import", str(env.files / "club.md"), "--id", "club", "--title", "Club").code == 0
    try:
        run = env.kb(capsys, "remove", "inconnu")
        warned = [line for line in run.err.splitlines() if line.startswith("kb: avertissement")]
        assert run.code == 2 and len(warned) == 1 and f"{stray} : dossier sans manifest.toml, ignoré" in warned[0]
        check = env.kb(capsys, "check")
        assert check.code == 0, check.err
        assert f"AVERTISSEMENT bibliothèque : {stray} : dossier sans manifest.toml" in check.out
        assert "club " in check.out and "avertissement" not in check.err  # the book read; said once, in the report
    finally:
        shutil.rmtree(stray)
        assert env.kb(capsys, "remove", "club").code == 0
    assert tree(env.library) == []


def test_two_imports_of_one_book_at_once_keep_the_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The other import lands between our check and our rename: ours is one French line
    (it was « <temporary folder>: dossier non vide », naming a folder already deleted), the
    other's book is kept whole and no temporary folder is left."""
    from kb.errors import KBError
    from kb.model import BookMeta
    from kb.userlib import folder as userlib

    meta = BookMeta(id="club", title="Club", short="Club", publisher="", version="2026-01", date="", kind="tournament",
                    language="fr", file="texte.md", parser="generic", format="markdown")
    rename = os.rename

    def other_lands_first(src: str | Path, dst: str | Path) -> None:
        userlib.os.rename = rename  # (once)
        (tmp_path / "club@2026-01").mkdir()
        (tmp_path / "club@2026-01" / "texte.md").write_text("le sien", encoding="utf-8")
        rename(src, dst)

    monkeypatch.setattr(userlib.os, "rename", other_lands_first)
    with pytest.raises(KBError, match=r"déjà dans la bibliothèque \(club@2026-01\)"):
        userlib.write_book(tmp_path, meta, {"texte.md": b"le mien"})
    assert tree(tmp_path) == ["club@2026-01", "club@2026-01/texte.md"]
    assert (tmp_path / "club@2026-01" / "texte.md").read_text(encoding="utf-8") == "le sien"


def test_an_import_over_a_folder_without_manifest_says_so(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """The book's folder is there but its manifest was deleted: the import said « ce livre
    et cette édition sont déjà dans la bibliothèque », a book no command lists."""
    stray = env.library / "club@2026-01"
    stray.mkdir(parents=True)
    (stray / "texte.md").write_text("mes notes\n", encoding="utf-8")
    (env.files / "club.md").write_text("".join(f"Article {n} : Titre {n}\n\nLe texte {n}.\n\n" for n in range(1, 5)), encoding="utf-8")
    try:
        run = env.kb(capsys, "import", str(env.files / "club.md"), "--id", "club", "--title", "Club", "--edition", "2026-01")
        assert run.code == 2 and f"{stray}: un dossier club@2026-01 sans manifest.toml occupe déjà la place" in run.err
        assert (stray / "texte.md").read_text(encoding="utf-8") == "mes notes\n"
    finally:
        shutil.rmtree(stray)


def test_a_library_that_cannot_be_written_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A library on a read-only mount: the import named its hidden temporary folder
    (« …/.import-k2j4: système de fichiers en lecture seule »), never created."""
    import errno
    import tempfile

    from kb.errors import KBError
    from kb.model import BookMeta
    from kb.userlib.folder import write_book

    def read_only(*args: object, **kwargs: object) -> str:
        raise OSError(errno.EROFS, "Read-only file system", str(tmp_path / ".import-k2j4"))

    monkeypatch.setattr(tempfile, "mkdtemp", read_only)
    meta = BookMeta(id="club", title="Club", short="Club", publisher="", version="2026-01", date="", kind="tournament",
                    language="fr", file="texte.md", parser="generic", format="markdown")
    with pytest.raises(KBError) as caught:
        write_book(tmp_path, meta, {"texte.md": b"x"})
    assert str(caught.value) == f"{tmp_path}: la bibliothèque n'accepte pas de nouveau livre (système de fichiers en lecture seule)"
