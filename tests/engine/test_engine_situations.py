"""Our own situations (``tests/engine/situations/*.toml``, see its README): for each book
listed, the ruling cites the deciding article, that article holds the deciding sentence
verbatim, and the ruling's figures are the expected ones. A set told in French without
``books`` cells (``table_told.toml``, scored by ``python -m benchmarks table``) has each line
format ruled without error by every book."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from kb.engine.director import rule_for_situation
from kb.model import Library
from kb.quotes import find_quote

FOLDER = Path(__file__).parent / "situations"
CASES = [
    pytest.param(situation, book, expected, id=f"{path.stem}/{situation['id']}/{book}")
    for path in sorted(FOLDER.glob("*.toml"))
    for situation in tomllib.loads(path.read_text(encoding="utf-8"))["situation"]
    for book, expected in situation.get("books", {}).items()
]
TOLD = [
    pytest.param(situation["text"], id=f"{path.stem}/{situation['id']}")
    for path in sorted(FOLDER.glob("*.toml"))
    for situation in tomllib.loads(path.read_text(encoding="utf-8"))["situation"]
    if "books" not in situation
]


def test_the_set_covers_each_kind_of_dispute() -> None:
    assert {p.stem for p in FOLDER.glob("*.toml")} >= {"raises", "undercall", "big_blind_ante", "string_bet"}
    assert len(CASES) >= 15


@pytest.mark.parametrize("text", TOLD)
def test_told_situation_is_ruled_by_every_book(text: str) -> None:
    rulings = rule_for_situation(text)
    assert len(rulings) >= 5
    assert all(r.error is None for r in rulings), [r.error for r in rulings]
    assert any(r.article for r in rulings)


@pytest.mark.parametrize(("situation", "book", "expected"), CASES)
def test_situation(situation: dict[str, Any], book: str, expected: dict[str, Any], library: Library) -> None:
    ruling = rule_for_situation(situation["text"], books=[book])[0]
    assert ruling.error is None, ruling.error
    assert ruling.article == expected["article"]
    assert find_quote(library.get(expected["article"]), expected["quote"]) in ("text", "examples")
    assert ruling.quote and find_quote(library.get(expected["article"]), ruling.quote) is not None, ruling.quote
    assert {key: ruling.details.get(key) for key in expected["expect"]} == expected["expect"]
    if "options" in expected:
        assert ruling.options == expected["options"]
