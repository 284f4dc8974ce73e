"""Club rulebooks written in Word or LibreOffice, as their text says them: a plain-text book
with one paragraph per line and long rules (``long_rule_lines``), the same with its chapters
as « Titre 1 » headings, and ``## Section`` headings (or bold lines) over rules typed as
numbered paragraphs (``section_*``, ``bold_sections_numbered``). Saved as .docx or .odt
(:mod:`tests.library.documents`), each gives the articles its layout-detection fixture
expects (tests/corpus/fixtures/generic/unseen/), with the titles and parents the text
itself gives, and no line lost."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.userlib.preview import ImportPreview, preview

from .documents import NOWHERE, markdown_to_docx, markdown_to_odt

UNSEEN = Path(__file__).parent.parent / "corpus" / "fixtures" / "generic" / "unseen"
WRITERS: dict[str, Callable[[str], bytes]] = {"docx": markdown_to_docx, "odt": markdown_to_odt}


def _chapters_as_headings(text: str) -> str:
    """« 1. Inscriptions » lines as « Titre 1 » headings (``# 1. Inscriptions``)."""
    return re.sub(r"(?m)^(\d+\. [A-ZÀ-Ý]\D{0,40})$", r"# \1", text)


# (case, the fixture's file, what is written into the Word / LibreOffice file)
CASES = [
    ("long_rule_lines", "long_rule_lines.txt", lambda t: t),
    ("long_rule_lines_headings", "long_rule_lines.txt", _chapters_as_headings),
    ("section_paragraph_rules", "section_paragraph_rules.md", lambda t: t),
    ("section_bold_numbers", "section_bold_numbers.md", lambda t: t),
    ("section_regle_numbers", "section_regle_numbers.md", lambda t: t),
    ("bold_sections_numbered", "bold_sections_numbered.md", lambda t: t),
    ("numbered_sections_paragraph_rules", "numbered_sections_paragraph_rules.md", lambda t: t),
    ("numbered_sections_heading_rules", "numbered_sections_heading_rules.md", lambda t: t),
    ("word_title_list", "word_title_list.md", lambda t: t),
    ("web_sections_restart", "web_sections_restart.md", lambda t: t),
]


def _preview(data: bytes, filename: str) -> ImportPreview:
    return preview(data, filename, "club", "Règlement du club", corpus=DEFAULT_CORPUS, library=NOWHERE)


def _articles(p: ImportPreview) -> list[tuple[str, str, str | None]]:
    return [(a.id, a.title, a.parent) for a in p.book.articles]


def test_chapters_as_headings_makes_headings() -> None:
    text = (UNSEEN / "long_rule_lines.txt").read_text(encoding="utf-8")
    assert [line for line in _chapters_as_headings(text).splitlines() if line.startswith("#")] == [
        "# 1. Inscriptions", "# 2. Déroulement des parties", "# 3. Comportement"]


@pytest.mark.parametrize("fmt", sorted(WRITERS))
@pytest.mark.parametrize(("case", "name", "write"), CASES, ids=[c[0] for c in CASES])
def test_word_file_has_the_fixture_articles(case: str, name: str, write: Callable[[str], str], fmt: str) -> None:
    source = UNSEEN / name
    expected = tomllib.loads(source.with_name(f"{source.stem}.expected.toml").read_text(encoding="utf-8"))
    from_text = _articles(_preview(source.read_bytes(), name))
    document = _preview(WRITERS[fmt](write(source.read_text(encoding="utf-8"))), f"club.{fmt}")
    assert [a.id for a in document.book.articles] == [a["id"] for a in expected["article"]]
    assert _articles(document) == from_text
    assert not document.health.lost_lines
