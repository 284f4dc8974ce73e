"""Layout detection on rulebooks nobody here wrote a parser for: ``fixtures/generic/unseen/
<case>.md|.txt`` is the book, ``<case>.expected.toml`` what the generic parser must find with
no profile — the words the explanation must contain and the articles, exactly (ids and
titles, and where given: parent, numbered, number of examples and of struck spans, refs, text).
One test per case, named after it."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from kb.corpus.detect import detect_profile
from kb.corpus.generic import parse
from kb.corpus.refs import extract_refs
from kb.corpus.source import read_source
from kb.model import Article, Book, BookMeta

UNSEEN = Path(__file__).parent / "fixtures" / "generic" / "unseen"
META = BookMeta(
    id="club", title="Règlement du club", short="Club", publisher="", version="", date="",
    kind="tournament", language="fr", file="", parser="generic", format="text",
)


def _cases() -> list[Path]:
    return [p for p in sorted(UNSEEN.iterdir()) if p.suffix in (".md", ".txt")]


def _book(path: Path) -> Book:
    source = read_source(path)
    book = parse(source, META)
    extract_refs(book, source)
    return book


def _check_article(article: Article, want: dict[str, Any]) -> list[str]:
    out = []
    if article.title != want["title"]:
        out.append(f"{article.id}: title {article.title!r} != {want['title']!r}")
    checks = {
        "parent": article.parent,
        "numbered": article.numbered,
        "examples": len(article.examples),
        "struck": len(article.struck),
        "refs": sorted(r.target for r in article.refs if r.target),
        "text": article.text,
    }
    out += [f"{article.id}: {k} {checks[k]!r} != {want[k]!r}" for k in checks if k in want and checks[k] != want[k]]
    return out


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_detected_layout(path: Path) -> None:
    expected = tomllib.loads(path.with_name(f"{path.stem}.expected.toml").read_text(encoding="utf-8"))
    detection = detect_profile(read_source(path).lines)
    assert expected["explanation"] in detection.explanation
    book = _book(path)
    by_id = {a.id: a for a in book.articles}
    assert list(by_id) == [a["id"] for a in expected["article"]]
    problems = [p for want in expected["article"] for p in _check_article(by_id[want["id"]], want)]
    assert not problems
    assert len(book.front_lines) >= expected.get("front_lines_min", 0)


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_detected_layout_conserves_every_line(path: Path) -> None:
    """Every non-blank line lands in exactly one article or the front matter."""
    book = _book(path)
    places = Counter([*book.front_lines, *(n for a in book.articles for n in a.lines)])
    nonblank = [n for n, line in read_source(path).numbered() if line.strip()]
    assert [n for n in nonblank if places[n] != 1] == []
    assert all(a.line_start <= a.line_end for a in book.articles)
