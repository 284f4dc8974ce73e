"""Arguments typed in a Latin-1 terminal: Python keeps each byte that is not UTF-8 as a lone
surrogate (``café`` → ``'caf\\udce9'``). As text (a told situation, a title) it is refused
in one line naming the option and the byte; as a folder name it is a name like any other."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from kb.cache import build_key, corpus_tag
from kb.cli import main
from kb.corpus import DEFAULT_CORPUS

LATIN1 = os.fsdecode(b"caf\xe9")  # 'caf\udce9'


@pytest.mark.parametrize(("option", "argv"), [
    ("--text", ["rule", "--text", f"Blindes 100/200. {LATIN1} relance à 600. Combien au minimum ?"]),
    ("--title", ["import", str(DEFAULT_CORPUS / "ciaffone-1996.md"), "--id", "club", "--title", LATIN1, "--dry-run"]),
    ("--edition", ["import", str(DEFAULT_CORPUS / "ciaffone-1996.md"), "--id", "club", "--title", "Club", "--edition", LATIN1]),
])
def test_text_argument_not_in_utf8_is_named(option: str, argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Was « erreur inattendue : UnicodeEncodeError … surrogates not allowed » (exit 1)."""
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kb: erreur : {option} : pas en UTF-8 (octet 0xe9 à la position ") and err.count("\n") == 1, err
    assert not (tmp_path / "bibliotheque").exists()


def test_corpus_folder_with_a_latin1_name_has_a_cache_key(tmp_path: Path) -> None:
    """``kb --corpus`` a folder named in Latin-1 (any byte is a Linux file name) was
    « erreur inattendue : UnicodeEncodeError » where its cache folder is named."""
    folder = Path(os.fsdecode(os.fsencode(tmp_path) + b"/r\xe8gles"))
    shutil.copytree(DEFAULT_CORPUS, folder)
    (folder / os.fsdecode(b"notes-\xe9t\xe9.txt")).write_text("notes\n", encoding="utf-8")
    assert len(corpus_tag(folder)) == 8 and len(build_key(folder)) == 16
