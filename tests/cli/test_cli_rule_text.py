"""``kb rule --text`` with hostile numbers and characters: a ruling (0), questions asked
back (3) or one French error line (2) — never « erreur inattendue » (exit 1)."""

from __future__ import annotations

import pytest

from kb.cli import main

TEXTS = {
    "superscript": "Blindes 100/200. A relance à ²600. Combien au minimum ?",
    "superscript_blinds": "Blindes ¹⁰⁰/²⁰⁰. A relance à 600. Combien au minimum ?",
    "fullwidth": "Blindes ４０００/８０００. A relance à ２００００. Combien au minimum ?",
    "arabic_indic": "Blindes ٤٠٠/٨٠٠. A relance à ١٦٠٠. Combien au minimum ?",
    "exponent": "Blindes 100/200. A relance à 1e400. Combien au minimum ?",
    "googol": f"Blindes 100/200. A relance à {10**100}. Combien au minimum ?",
    "negative": "Blindes -100/-200. A relance à -600. Combien au minimum ?",
    "emoji": "Blindes 100/200 🃏. A relance à 600 🔥. Combien au minimum ?",
    "escape": "Blindes 100/200\x1b[31m. A relance à 600. Combien au minimum ?",
    "blank_lines": "\n\n\n",
}


@pytest.mark.parametrize("case", sorted(TEXTS))
def test_rule_text_never_an_unexpected_error(case: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["rule", "--text", TEXTS[case]])
    captured = capsys.readouterr()
    assert code in (0, 2, 3), (code, captured.err)
    assert "Traceback" not in captured.err and "\x1b" not in captured.err
    if code == 2:
        assert captured.err.startswith("kb: erreur : ") and captured.err.count("\n") == 1


@pytest.mark.parametrize("item", ["x", "", "raise.fifty_percent_threshold"])
def test_a_malformed_set_is_refused_even_when_the_text_asks_back(item: str, capsys: pytest.CaptureFixture[str]) -> None:
    """« kb rule --text 'B relance à 300' --set x »: the text leaves questions (exit 3),
    and the --set the user got wrong was not said — now exit 2 naming it."""
    assert main(["rule", "--text", "B relance à 300", "--set", item]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"kb: erreur : --set {item!r} : forme attendue PARAMÈTRE=VALEUR") and err.count("\n") == 1
