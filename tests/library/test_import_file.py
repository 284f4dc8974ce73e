"""``kb.userlib.preview.import_file`` — what ``kb import`` does with one file — and
``kb.userlib.trial.trial_knowledge_base``, which the measures and tests of imported books
call (tests/compare/test_candidates_clubs.py builds one for real)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.userlib.preview import import_file
from kb.userlib.trial import trial_knowledge_base

from .conftest import tree

CLUB = "Article 1 : Objet\n\nLe règlement du club.\n\nArticle 2 : Mises\n\nUne mise se fait en un seul geste.\n"


def test_import_file_writes_the_book_unless_dry_run(tmp_path: Path) -> None:
    path = tmp_path / "club.md"
    path.write_text(CLUB, encoding="utf-8")
    library = tmp_path / "library"
    p, folder = import_file(path, "club", "Club", corpus=DEFAULT_CORPUS, library=library, dry_run=True)
    assert folder is None and tree(library) == []
    assert [a.id for a in p.book.articles] == ["club:1", "club:2"]
    p, folder = import_file(path, "club", "Club", corpus=DEFAULT_CORPUS, library=library)
    assert folder == library / "club@non-datee"
    assert (folder / "original.md").read_text(encoding="utf-8") == CLUB  # byte for byte
    with pytest.raises(KBError, match="existe déjà"):  # the id is taken now
        import_file(path, "club", "Club", corpus=DEFAULT_CORPUS, library=library, dry_run=True)


@pytest.mark.parametrize(("name", "message"), [("dossier", "c'est un dossier"), ("absent.md", "fichier introuvable")])
def test_import_file_names_a_path_that_is_no_file(name: str, message: str, tmp_path: Path) -> None:
    (tmp_path / "dossier").mkdir()
    with pytest.raises(KBError, match=message) as caught:
        import_file(tmp_path / name, "club", "Club", corpus=DEFAULT_CORPUS, library=tmp_path / "library")
    assert caught.value.path == str(tmp_path / name)


def test_import_file_refuses_a_file_too_large_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "club.md"
    path.write_text(CLUB, encoding="utf-8")
    monkeypatch.setattr("kb.userlib.preview.MAX_BYTES", len(CLUB.encode()))
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read"))
    with pytest.raises(KBError, match="fichier trop volumineux"):
        import_file(path, "club", "Club", corpus=DEFAULT_CORPUS, library=tmp_path / "library")


def test_trial_knowledge_base_stops_at_a_file_it_cannot_import(tmp_path: Path) -> None:
    """The files are imported before anything is built: a bad one is its KBError, with no
    cache written."""
    good = tmp_path / "club.md"
    good.write_text(CLUB, encoding="utf-8")
    root = tmp_path / "trial"
    root.mkdir()
    with pytest.raises(KBError, match="fichier introuvable"):
        trial_knowledge_base([(good, "club", "Club"), (tmp_path / "absent.md", "autre", "Autre")], root)
    assert tree(root) == ["library", "library/club@non-datee", *[f"library/club@non-datee/{f}" for f in
                          ("manifest.toml", "original.md", "profil.toml", "retire.txt", "texte.md")]]
