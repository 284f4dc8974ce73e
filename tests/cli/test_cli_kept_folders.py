"""`kb export site` never writes into the folders the knowledge base is built from or kept
in: a site inside the corpus or the user library became part of what is hashed into the
cache key (every export rebuilt the knowledge base, the corpus held 375 stray files), a
site inside the cache was pruned with it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from kb.cli import main
from kb.site.export import MARKER


@pytest.mark.parametrize(("inside", "named"), [
    ("corpus", "le corpus"),
    ("bibliotheque", "la bibliothèque de l'utilisateur"),
    ("cache", "le cache"),
])
def test_a_site_inside_a_kept_folder_is_refused(
    inside: str, named: str, one_book_corpus: Callable[..., Path], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    corpus = one_book_corpus(tmp_path / "corpus")
    for folder in ("bibliotheque", "cache"):
        (tmp_path / folder).mkdir()
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    monkeypatch.setenv("KB_CACHE_DIR", str(tmp_path / "cache"))
    before = sorted(p.name for p in (tmp_path / inside).iterdir())
    assert main(["--corpus", str(corpus), "export", "site", "-q", str(tmp_path / inside / "site")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"la destination est dans {named}" in err
    assert sorted(p.name for p in (tmp_path / inside).iterdir()) == before


def test_a_spec_kept_in_the_site_folder_is_not_deleted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The site folder is replaced whole by the next export: the spec saved in it was deleted.
    site = tmp_path / "site"
    site.mkdir()
    (site / MARKER).write_text("", encoding="utf-8")  # an earlier export
    spec = site / "club.toml"
    spec.write_text('base = "ropta"\n[event]\nname = "Jeudi"\n', encoding="utf-8")
    assert main(["export", "site", "-q", str(site), "--house-rules", str(spec)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "est dans le dossier du site, qui sera remplacé" in err
    assert spec.exists()
