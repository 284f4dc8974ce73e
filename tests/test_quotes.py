"""The verbatim quote check tolerates only what is not wording."""

from __future__ import annotations

from kb.model import Article, Example
from kb.quotes import find_quote, locate, normalize_quote


def _article(text: str, struck: list[str] | None = None, examples: list[Example] | None = None) -> Article:
    return Article(
        id="x:1", book="x", number="1", title="Titre", parent=None, text=text,
        line_start=1, line_end=1, struck=struck or [], examples=examples or [],
    )


def test_emphasis_spaces_and_apostrophes_are_not_wording() -> None:
    a = _article("Le joueur **aura** 30\nsecondes pour l’action.")
    assert find_quote(a, "joueur aura 30 secondes pour l'action") == "text"


def test_letters_digits_and_punctuation_must_match() -> None:
    a = _article("Le joueur aura 30 secondes.")
    assert find_quote(a, "Le joueur aura 40 secondes") is None
    assert find_quote(a, "Le joueur aura 30 secondes,") is None
    assert find_quote(a, "Le joueur aurá 30 secondes") is None


def test_escaped_star_is_the_character_itself() -> None:
    # ROPTA 4.2 case B2 writes "3 \* 400" in Markdown: the quote "3 * 400" must match.
    a = _article("1000 d'ante + 3 \\* 400 de blindes")
    assert normalize_quote("3 \\* 400") == "3 * 400"
    assert find_quote(a, "1000 d'ante + 3 * 400 de blindes") == "text"
    span = locate(a.text, "3 * 400")
    assert span is not None and a.text[span[0]:span[1]] == "3 \\* 400"


def test_where_struck_and_examples() -> None:
    a = _article("Texte actuel.", struck=["ancien texte de 20 secondes"], examples=[Example("Ex", "mise de 150", 2, 2)])
    assert find_quote(a, "ancien texte de 20 secondes") == "struck"
    assert find_quote(a, "mise de 150") == "examples"
    assert find_quote(a, "Titre") == "title"
    assert find_quote(a, "   ") is None


def test_locate_returns_raw_span() -> None:
    text = "Le **joueur** a  30\nsecondes"
    span = locate(text, "joueur a 30 secondes")
    assert span is not None
    assert text[span[0]:span[1]] == "joueur** a  30\nsecondes"
