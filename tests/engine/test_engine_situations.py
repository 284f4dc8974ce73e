"""Our own situations (``tests/engine/situations/*.toml``, see its README): for each book
listed, the ruling cites the deciding article, that article holds the deciding sentence
verbatim, and the ruling's figures are the expected ones."""

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
    for book, expected in situation["books"].items()
]


def test_the_set_covers_each_kind_of_dispute() -> None:
    assert {p.stem for p in FOLDER.glob("*.toml")} >= {"raises", "undercall", "big_blind_ante", "string_bet"}
    assert len(CASES) >= 15


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
