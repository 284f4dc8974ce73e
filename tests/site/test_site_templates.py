"""The templates every HTML page is drawn from (kb/templates): each one compiles, is
shipped with the package, and escapes what it is given."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import pytest
from markupsafe import Markup

from kb.corpus import PROJECT_ROOT
from kb.model import Article
from kb.templates import environment, partial, wording

TEMPLATES = Path(environment().loader.searchpath[0])  # type: ignore[union-attr]
FILES = sorted(p.relative_to(TEMPLATES).as_posix() for p in TEMPLATES.rglob("*") if p.suffix in (".html", ".css"))


@pytest.mark.parametrize("name", [f for f in FILES if f.endswith(".html")])
def test_each_template_compiles(name: str) -> None:
    environment().get_template(name)


def test_every_template_is_in_the_package_data() -> None:
    pyproject = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = [p.removeprefix("templates/") for p in pyproject["tool"]["setuptools"]["package-data"]["kb"]
                if p.startswith("templates/")]
    missing = [f for f in FILES if not any(fnmatch.fnmatch(f, p) and f.count("/") == p.count("/") for p in patterns)]
    assert not missing, f"templates not shipped with the package: {missing}"


def test_a_badge_escapes_the_book_name() -> None:
    html = str(partial("badge")('<img src=x onerror="alert(1)">', "#123456"))
    assert "<img" not in html and '&lt;img src=x onerror=&#34;alert(1)&#34;&gt;' in html
    assert html.startswith('<span class="book-badge" style="--book:#123456">')


def test_the_article_partial_escapes_its_label_and_keeps_rendered_wording() -> None:
    html = str(partial("article")("9.6 — <script>x</script>", wording("Un <b>tapis</b> <img src=x>"), level=2))
    assert "<script>" not in html and "&lt;script&gt;x&lt;/script&gt;" in html
    assert "<b>tapis</b>" in html and "<img" not in html
    assert html.startswith('<article class="rule">') and "<h2>" in html


def test_an_article_label_has_one_home() -> None:
    a = Article("tda:47", "tda", "47", "Droit à la Surrelance", None, "", 1, 1)
    struck = Article("ropta:10-10", "ropta", "10-10", "", None, "", 1, 1, struck_title="CARTES JETEES")
    section = Article("aix:les-blinds", "aix", "les-blinds", "Les Blinds", None, "", 1, 1, numbered=False)
    assert [a.label, struck.label, section.label] == [
        "47 — Droit à la Surrelance", "10-10 — CARTES JETEES (supprimé)", "Les Blinds"]


def test_values_are_escaped_unless_marked_safe() -> None:
    env = environment()
    assert env.autoescape is True
    assert env.from_string("{{ v }}").render(v="<b>") == "&lt;b&gt;"
    assert env.from_string("{{ v }}").render(v=Markup("<b>")) == "<b>"
