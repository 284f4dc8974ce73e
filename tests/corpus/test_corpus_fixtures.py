"""Parser cases as data: ``fixtures/<book>/<case>.txt|.md`` — a few source lines, a line
``---- expected``, then the expected articles in TOML (format: ``fixtures/README.md``).
One test per file, named ``<book>/<case>``; each case is parsed with
``kb.corpus.parse_lines(book, source)``."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kb.corpus import parse_lines
from kb.errors import CorpusError
from kb.model import Article, Book

FIXTURES = Path(__file__).parent / "fixtures"
SEPARATOR = "---- expected"
TOP_KEYS = {"error", "line", "front_lines", "front_matter", "article"}
ARTICLE_KEYS = {"id", "title", "parent", "text", "kind", "numbered", "lines", "struck", "struck_title", "example"}
EXAMPLE_KEYS = {"label", "text", "lines"}


@dataclass
class Case:
    book: str
    path: Path
    source: str
    expected: dict[str, Any]


def _read(path: Path) -> Case:
    text = path.read_text(encoding="utf-8")
    source, sep, expected = text.partition(f"\n{SEPARATOR}\n")
    if not sep:
        raise AssertionError(f"{path}: no line '{SEPARATOR}' between the source and the expected articles")
    try:
        data = tomllib.loads(expected)
    except tomllib.TOMLDecodeError as exc:
        raise AssertionError(f"{path}: expected part is not valid TOML: {exc}") from None
    problems = [f"unknown key {k!r}" for k in sorted(set(data) - TOP_KEYS)]
    if "error" in data and "article" in data:
        problems.append("a case expects either an error or articles, not both")
    if "error" not in data and "article" not in data:
        problems.append("no [[article]] and no error expected")
    for i, art in enumerate(data.get("article", [])):
        where = f"article[{i}] ({art.get('id', '?')})"
        problems += [f"{where}: unknown key {k!r}" for k in sorted(set(art) - ARTICLE_KEYS)]
        if "id" not in art:
            problems.append(f"{where}: no id")
        for j, ex in enumerate(art.get("example", [])):
            problems += [f"{where}.example[{j}]: unknown key {k!r}" for k in sorted(set(ex) - EXAMPLE_KEYS)]
    if problems:
        raise AssertionError(f"{path}: " + "; ".join(problems))
    return Case(path.parent.name, path, source, data)


def _paths() -> list[Path]:
    return [p for p in sorted(FIXTURES.glob("*/*")) if p.suffix in (".txt", ".md")]


def _compared(article: Article, expected: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(got, wanted) fields of an article: id, title, parent and text always (absent from
    the case: empty, no parent); kind, numbered, lines, struck, struck_title and examples
    only when the case gives them (an example's lines too)."""
    got: dict[str, Any] = {"id": article.id, "title": article.title, "parent": article.parent, "text": article.text}
    want: dict[str, Any] = {
        "id": expected["id"],
        "title": expected.get("title", ""),
        "parent": expected.get("parent"),
        "text": expected.get("text", ""),
    }
    for key in ("kind", "numbered", "lines", "struck", "struck_title"):
        if key in expected:
            got[key] = getattr(article, key)
            want[key] = expected[key]
    if "example" in expected:
        cases = expected["example"]
        with_lines = {k for k, e in enumerate(cases) if "lines" in e}
        got["example"] = [
            {"label": e.label, "text": e.text} | ({"lines": [e.line_start, e.line_end]} if k in with_lines else {})
            for k, e in enumerate(article.examples)
        ]
        want["example"] = [
            {"label": e.get("label", ""), "text": e.get("text", "")} | ({"lines": e["lines"]} if "lines" in e else {})
            for e in cases
        ]
    return got, want


def _check_book(book: Book, expected: dict[str, Any]) -> None:
    articles = expected.get("article", [])
    assert [a.id for a in book.articles] == [a["id"] for a in articles]
    for article, exp in zip(book.articles, articles, strict=True):
        got, want = _compared(article, exp)
        assert got == want, article.id
    if "front_lines" in expected:
        assert book.front_lines == expected["front_lines"]
    if "front_matter" in expected:
        assert book.front_matter == expected["front_matter"]


@pytest.mark.parametrize("path", _paths(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_parser_fixture(path: Path) -> None:
    case = _read(path)
    expected = case.expected
    if "error" in expected:
        with pytest.raises(CorpusError) as exc:
            parse_lines(case.book, case.source, case.path.name)
        assert expected["error"] in str(exc.value)
        assert exc.value.line == expected.get("line")
        return
    _check_book(parse_lines(case.book, case.source, case.path.name), expected)


def test_every_book_has_three_fixtures() -> None:
    counts: dict[str, int] = {}
    for path in _paths():
        counts[path.parent.name] = counts.get(path.parent.name, 0) + 1
    assert set(counts) == {"ropta", "tda", "aix", "ciaffone", "redcactus"}
    assert min(counts.values()) >= 3, counts
