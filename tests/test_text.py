"""Accent folding, one way for the whole package."""

from kb.text import fold, strip_accents


def test_strip_accents_keeps_case_and_expands_ligatures() -> None:
    assert strip_accents("Égalité") == "Egalite"
    assert strip_accents("cœur Œuvre") == "coeur OEuvre"


def test_fold_lowers_and_unifies_apostrophes() -> None:
    assert fold("L’Égalité") == "l'egalite"
    assert fold("RELANCÉ") == "relance"
