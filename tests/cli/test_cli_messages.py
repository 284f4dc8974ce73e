"""The CLI's error lines are French and say what was wrong with the argument, one line,
exit code 2 — including for an empty or odd argument that used to mean « everything »
(``kb editions ""`` listed every book, ``kb articles --book ""`` every article)."""

from __future__ import annotations

import pytest

from kb.cli import main

CASES = {
    "show_unknown": (["show", "ropta:99"], "article inconnu 'ropta:99' (les identifiants ressemblent à ropta:9.6"),
    "articles_unknown_book": (["articles", "--book", "ROPTA"], "livre inconnu 'ROPTA' (livres : ropta, tda"),
    "articles_empty_book": (["articles", "--book", ""], "livre inconnu '' (livres : ropta, tda"),
    "search_unknown_book": (["search", "tapis", "--book", "xx"], "livre inconnu : 'xx' (livres :"),
    "search_limit": (["search", "tapis", "--limit", "-5"], "--limit -5 : au moins 1"),
    "search_nothing": (["search", "  "], "rien à chercher : donner des mots, ou --stdin"),
    "editions_empty": (["editions", ""], "livre inconnu ''"),
    "editions_unknown_edition": (["editions", "ropta@x"], "édition inconnue 'ropta@x' (éditions : ropta@2025-02)"),
    "diff_editions_empty": (["diff-editions", "", "ropta"], "livre inconnu ''"),
    "candidates_per_parameter": (["candidates", "ropta", "--per-parameter", "-1"], "--per-parameter -1 : au moins 1"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_error_in_french_one_line_exit_2(case: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    argv, expected = CASES[case]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err == f"kb: erreur : {captured.err.removeprefix('kb: erreur : ').strip()}\n"
    assert expected in captured.err, captured.err
    assert captured.out == ""
