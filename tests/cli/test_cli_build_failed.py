"""A library that fails to build on something no file is blamed for (a library's own
error in a build step) names the book imported last and how to remove it, in one line,
exit 2 — every command used to exit 1 with a traceback (issue 39)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import kb.build
from kb.cli import main


def test_a_build_that_crashes_names_the_newest_imported_book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    library = tmp_path / "library"
    for name in ("ancien@2020", "club@non-datee"):
        (library / name).mkdir(parents=True)
        (library / name / "manifest.toml").write_text("[[book]]\n", encoding="utf-8")
    os.utime(library / "ancien@2020", (1, 1))
    monkeypatch.setenv("KB_LIBRARY", str(library))
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))

    def crash(*args: object, **kwargs: object) -> None:
        raise ValueError("[E088] Text of length 3000408 exceeds maximum of 1000000")

    monkeypatch.setattr(kb.build, "ensure_built", crash)
    assert main(["search", "bouton"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "la base de connaissances n'a pas pu être construite (ValueError: [E088]" in err
    assert "le livre importé le plus récent, club@non-datee — le retirer avec `kb remove club@non-datee`" in err
