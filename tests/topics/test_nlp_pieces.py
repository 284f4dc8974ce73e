"""Long texts go to spaCy in pieces (kb.nlp.parse_many): no article the import accepted
can stop the build with spaCy's « [E088] Text of length … exceeds maximum »."""

from __future__ import annotations

import pytest

from kb.nlp import PIECE_CHARS, get_nlp, parse_many, pieces

PARAGRAPH = "Le joueur qui relance doit annoncer son montant avant de pousser ses jetons. " * 20 + "\n"


def test_pieces_cut_after_a_line_end_and_lose_nothing() -> None:
    text = PARAGRAPH * 40
    cut = pieces(text, 5_000)
    assert "".join(cut) == text
    assert all(len(p) <= 5_000 for p in cut)
    assert all(p.endswith("\n") for p in cut[:-1])


def test_a_text_without_spaces_is_cut_anyway() -> None:
    assert pieces("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]


def test_a_text_longer_than_spacys_maximum_is_parsed_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    nlp = get_nlp()
    monkeypatch.setattr(nlp, "max_length", 2 * PIECE_CHARS)  # spaCy's million, made small
    text = PARAGRAPH * (3 * PIECE_CHARS // len(PARAGRAPH) + 1)
    with pytest.raises(ValueError, match="E088"):
        nlp(text)
    short, long_doc = parse_many(["Le croupier brûle une carte.", text])
    assert long_doc.text == text and short.text == "Le croupier brûle une carte."
    assert [t.lemma_ for t in long_doc[:3]] == [t.lemma_ for t in nlp(PARAGRAPH)[:3]]
    assert sum(1 for t in long_doc if t.lower_ == "relance") == text.count("relance")
