"""The pages are valid HTML5 (html5lib's strict parser: a parse error fails the test), in
French, with one h1, unique ids, no skipped heading level, and every form field labelled."""

from __future__ import annotations

import re
from pathlib import Path

import html5lib
import pytest

SAMPLE = [
    "index.html", "recherche/index.html", "glossaire/index.html", "themes/index.html", "comparer/index.html",
    "ropta/index.html", "ropta/9.6/index.html", "ropta/2.5/index.html", "ropta/7.6/index.html", "tda/index.html",
    "tda/47/index.html", "tda/32/index.html", "aix/le-bouton/index.html", "ciaffone/1.11.b/index.html",
    "redcactus/32/index.html", "themes/dead_button/index.html", "comparer/time.seconds_after_call/index.html",
    "comparer/raise.short_allin_reopens/index.html",
]
CLUB_SAMPLE = ["index.html", "club/index.html", "club/3.5/index.html", "club/1.1-bis/index.html", "club/tda-5/index.html"]

_HEADING = re.compile(r"<h([1-6])[\s>]")
_ID = re.compile(r'\sid="([^"]+)"')


def check_page(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(text)
    assert text.startswith('<!DOCTYPE html>\n<html lang="fr">')
    levels = [int(n) for n in _HEADING.findall(text)]
    assert levels.count(1) == 1, f"{path}: {levels.count(1)} h1"
    for before, after in zip(levels, levels[1:], strict=False):
        assert after <= before + 1, f"{path}: h{before} followed by h{after}"
    ids = _ID.findall(text)
    assert len(ids) == len(set(ids)), f"{path}: duplicate ids"
    for field in re.findall(r'<input[^>]*\sid="([^"]+)"', text):
        assert f'<label for="{field}">' in text


@pytest.mark.parametrize("name", SAMPLE)
def test_page_is_valid_html(site: Path, name: str) -> None:
    check_page(site / name)


@pytest.mark.parametrize("name", CLUB_SAMPLE)
def test_club_page_is_valid_html(club_site: Path, name: str) -> None:
    check_page(club_site / name)


def test_an_invalid_page_fails_the_check(tmp_path: Path) -> None:
    bad = tmp_path / "index.html"
    bad.write_text('<!DOCTYPE html>\n<html lang="fr"><head><title>x</title></head><body><h1>a</h1><p><div></span></body></html>')
    with pytest.raises(html5lib.html5parser.ParseError):
        check_page(bad)
