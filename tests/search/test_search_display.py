"""Readable headings of search hits: unnumbered sections show no slug as a number."""

from __future__ import annotations

from kb.search.searcher import Hit


def test_aix_le_bouton_heading_has_no_slug() -> None:
    hit = Hit("aix:le-bouton", "aix", "le-bouton", "Le Bouton", 1.0, "", numbered=False)
    assert hit.heading("Casino d'Aix") == "Casino d'Aix — Le Bouton"


def test_tda_pr_9_heading_keeps_its_number() -> None:
    hit = Hit("tda:PR-9", "tda", "PR-9", "Nombre de joueurs en table finale", 1.0, "")
    assert hit.heading("TDA") == "TDA PR-9 — Nombre de joueurs en table finale"


def test_a_rule_without_a_title_is_its_number() -> None:
    """A book numbered « 1/ », « 2/ » with the rule's text below (no titles)."""
    hit = Hit("ligue:3", "ligue", "3", "", 1.0, "")
    assert hit.heading("Ligue") == "Ligue 3"


def test_cli_readable_output_of_an_unnumbered_section(library) -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "kb", "search", "le bouton", "--book", "aix", "--limit", "3"],
        capture_output=True, text=True, check=True,
    ).stdout
    assert "Casino d'Aix — Le Bouton" in out
    assert "le-bouton —" not in out


def test_a_word_two_glossary_entries_expand_is_told_once(kb) -> None:  # type: ignore[no-untyped-def]
    """« téléphoner » was told twice (« cherché aussi comme : appareil électronique,
    portable… », then « téléphone, appareil électronique… »), once per glossary entry."""
    result = kb.search("il a le droit de téléphoner pendant le coup ?")
    told = result.also_searched()
    words = [w for w, _ in told]
    assert len(words) == len(set(words)) and "téléphoner" in words
    forms = dict(told)["téléphoner"]
    assert len(forms) == len(set(forms))
    assert {f for e in result.expansions if e.words == "téléphoner" for f in e.also} == set(forms)
