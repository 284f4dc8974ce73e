"""The frame every page of the static site shares (``templates/site/base.html``).

A page is a :class:`Page` (its folder and its HTML), drawn from its kind's template with
autoescape on: every string from the books, the data files or the club's spec is escaped
by the template; book wording is Markdown rendered by :mod:`kb.bookhtml` (raw HTML kept
only as bare text tags), as in the house-rules HTML document.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from kb.site.urls import COMPARE_DIR, GLOSSARY_DIR, HOUSE_DIR, SEARCH_DIR, TOPICS_DIR, href, root_of
from kb.templates import render

THEME_COLOR = "#1d3557"
# What a page of the site may load: its own files only (the offline copy, the search's
# index and its WebAssembly, which needs « wasm-unsafe-eval »); inline styles for the
# books' colours (style="--book:…") and Pagefind's interface; never an image, script or
# frame from elsewhere — a book's or a club's text cannot make a reader's browser fetch
# anything outside the site. A meta tag (templates/site/base.html), so that any static host serves it.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'")


@dataclass(frozen=True)
class Page:
    """One page of the site: ``folder`` relative to the root ("" for the home page,
    "ropta/9.6/"), written as ``folder/index.html``; ``indexed``: its main content is
    what Pagefind indexes."""

    folder: str
    html: str
    indexed: bool = False

    @property
    def path(self) -> str:
        return self.folder + "index.html"


def _nav(house: bool) -> list[tuple[str, str]]:
    items = [(SEARCH_DIR, "Rechercher")] + ([(HOUSE_DIR, "Règlement du club")] if house else [])
    return items + [("", "Règlements"), (TOPICS_DIR, "Thèmes"), (COMPARE_DIR, "Comparer"), (GLOSSARY_DIR, "Glossaire")]


def page(
    folder: str,
    title: str,
    template: str,
    *,
    site_name: str,
    trail: list[tuple[str, str]] | None = None,
    house: bool = False,
    indexed: bool = False,
    description: str = "",
    **values: Any,
) -> Page:
    """A complete page drawn from ``template`` (a page kind of ``templates/site/``) with
    ``values``. ``indexed``: the page's main content is what Pagefind indexes (the article
    pages); the others are left out of the search."""
    html = render(template, folder=folder, title=title, site_name=site_name, trail=trail or [],
                  nav=_nav(house), indexed=indexed, description=description, root=root_of(folder),
                  url=partial(href, folder), theme_color=THEME_COLOR, csp=CSP, **values)
    return Page(folder, "\n".join(line for line in html.split("\n") if line.strip()) + "\n", indexed)
