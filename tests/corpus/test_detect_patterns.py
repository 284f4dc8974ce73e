"""How layout detection reads a line and writes its patterns (kb.corpus.detect_patterns),
and the detection modules' own examples (their doctests, run nowhere else)."""

from __future__ import annotations

import doctest
import importlib
import re

import pytest

from kb.corpus.detect_patterns import lead, literal, read_as, tolerant
from kb.corpus.layouts import CANDIDATES, HEAD, TITLE

ARTICLE = CANDIDATES[0].pattern  # « Article N »


@pytest.mark.parametrize("name", ["kb.corpus.detect", "kb.corpus.detect_levels", "kb.corpus.detect_patterns"])
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("line", ["Article 1 - Objet", "**Article 1 - Objet**", "- Article 1 - Objet", "• __Article 1 - Objet__"])
def test_a_level_on_lines_reads_the_heading_in_bold_or_after_a_bullet(line: str) -> None:
    assert re.match(read_as(ARTICLE, "line"), line)
    assert re.match(tolerant(ARTICLE), line)


def test_a_level_on_markdown_headings_reads_their_text_as_it_is() -> None:
    assert read_as(ARTICLE, "heading") == ARTICLE
    assert not re.match(read_as(ARTICLE, "heading"), "**Article 1 - Objet**")


def test_lead_squashes_the_line_and_keeps_a_run_in_numbered_heading() -> None:
    assert lead("**2: Mises.**  Une mise se fait\ten un seul geste.") == "**2: Mises.**"
    assert lead("  **Attention :**   une mise  se fait. ") == "**Attention :** une mise se fait."  # no numbered heading


def test_literal_matches_its_line_squashed_only() -> None:
    pattern = literal("Règlement  du club (page 1/3)")
    assert re.match(pattern, "Règlement du club (page 1/3)")
    assert not re.match(pattern, "Règlement du club (page 1/3) et la suite")


@pytest.mark.parametrize(("text", "is_title"), [("Les mises", True), ("Fermeture et équilibrage des tables", True),
                                                ("les mises", False), ("Une mise se fait en un seul geste.", False),
                                                ("Les mises ;", False), ("A" * 81, False)])
def test_title_is_a_title_not_a_sentence(text: str, is_title: bool) -> None:
    assert bool(re.match(rf"^{TITLE}$", text)) is is_title
    assert bool(re.match(HEAD.pattern, f"2 {text}")) is is_title
