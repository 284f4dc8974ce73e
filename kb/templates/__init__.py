"""The Jinja2 templates of every HTML page the project writes, and their one environment.

One template per page kind (``site/*.html`` for the static site, ``houserules.html`` for
the club's document) and shared partials (``partials.html``: an article, a book's badge, a
link, a comparison table), used by the site, the house rules and the app's first paint.
Autoescape is on: a value is escaped unless it is :class:`~markupsafe.Markup`, such as book
wording already rendered by :func:`wording` (:mod:`kb.bookhtml`: only bare text tags kept).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from kb.bookhtml import render_book_markdown

# A heading inside an article's wording would break the page's outline (the article's
# heading is the page's): drawn as a bold paragraph.
_SUBHEAD = re.compile(r"<h([1-6])>(.*?)</h\1>", re.S)


def subheads(rendered: str) -> Markup:
    """Rendered wording whose headings are made ``<p class="subhead">`` (trusted HTML in)."""
    return Markup(_SUBHEAD.sub(r'<p class="subhead">\2</p>', rendered).strip())


def wording(text: str) -> Markup:
    """Book wording (Markdown) → HTML that cannot run, its own headings as bold paragraphs."""
    return subheads(render_book_markdown(text))


@cache
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(Path(__file__).parent), autoescape=True,
                      trim_blocks=True, lstrip_blocks=True, undefined=StrictUndefined)
    env.filters["wording"] = wording
    return env


def render(name: str, **values: Any) -> str:
    """The template ``name`` (``"site/article.html"``) drawn with ``values``."""
    return environment().get_template(name).render(**values)


def partial(name: str) -> Any:
    """A macro of ``partials.html`` (``partial("badge")(short, color)``), for a piece of HTML
    a page draws outside a template."""
    return getattr(environment().get_template("partials.html").module, name)
