"""Readable headings of search hits: unnumbered sections show no slug as a number."""

from __future__ import annotations

import pytest

from kb.search.searcher import Hit, is_slug


@pytest.mark.parametrize("number", ["le-bouton", "intro-big-blind-ante", "concepts-generaux", "les-erreurs-du-croupier"])
def test_slugs_of_unnumbered_sections(number: str) -> None:
    assert is_slug(number)


@pytest.mark.parametrize("number", ["9.21", "PR-9", "39a", "1.11.b", "10-10", "A", "32", "2.3"])
def test_book_numbers_are_not_slugs(number: str) -> None:
    assert not is_slug(number)


def test_aix_le_bouton_heading_has_no_slug() -> None:
    hit = Hit("aix:le-bouton", "aix", "le-bouton", "Le Bouton", 1.0, "")
    assert hit.heading("Casino d'Aix") == "Casino d'Aix — Le Bouton"


def test_tda_pr_9_heading_keeps_its_number() -> None:
    hit = Hit("tda:PR-9", "tda", "PR-9", "Nombre de joueurs en table finale", 1.0, "")
    assert hit.heading("TDA") == "TDA PR-9 — Nombre de joueurs en table finale"


def test_cli_readable_output_of_an_unnumbered_section(library) -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "kb", "search", "le bouton", "--book", "aix", "--limit", "3"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert "Casino d'Aix — Le Bouton" in out
    assert "le-bouton —" not in out
