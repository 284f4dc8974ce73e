"""The frame every page of the static site shares: head, header, breadcrumb, footer.

A page is a :class:`Page` (its folder and its HTML). Every string that comes from the
books, the data files or the club's spec goes through :func:`html.escape` here or in
the page modules; book wording is Markdown rendered by :mod:`kb.bookhtml` (raw HTML
kept only as bare text tags), as in the house-rules HTML document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from kb.bookhtml import render_book_markdown
from kb.site.urls import COMPARE_DIR, GLOSSARY_DIR, HOUSE_DIR, SEARCH_DIR, TOPICS_DIR, href, root_of

# A heading inside an article's wording would break the page's outline (h1 = the article).
_SUBHEAD = re.compile(r"<h([1-6])>(.*?)</h\1>", re.S)

THEME_COLOR = "#1d3557"


@dataclass(frozen=True)
class Page:
    """One page of the site: ``folder`` relative to the root ("" for the home page,
    "ropta/9.6/"), written as ``folder/index.html``."""

    folder: str
    html: str

    @property
    def path(self) -> str:
        return self.folder + "index.html"


def markdown(text: str) -> str:
    """Book wording (Markdown) → HTML, its own headings drawn as bold paragraphs."""
    return _SUBHEAD.sub(r'<p class="subhead">\2</p>', render_book_markdown(text)).strip()


def link(folder: str, target: str, label: str, cls: str = "") -> str:
    """An ``<a>`` from the page in ``folder`` to ``target`` (label escaped)."""
    attr = f' class="{cls}"' if cls else ""
    return f'<a href="{escape(href(folder, target))}"{attr}>{escape(label)}</a>'


def badge(short: str, color: str) -> str:
    """The book's badge (its colour from the manifest)."""
    style = f' style="--book:{escape(color)}"' if re.fullmatch(r"#[0-9A-Fa-f]{3,8}", color or "") else ""
    return f'<span class="book-badge"{style}>{escape(short)}</span>'


def _nav(folder: str, house: bool) -> str:
    items = [(SEARCH_DIR, "Rechercher")]
    if house:
        items.append((HOUSE_DIR, "Règlement du club"))
    items += [("", "Règlements"), (TOPICS_DIR, "Thèmes"), (COMPARE_DIR, "Comparer"), (GLOSSARY_DIR, "Glossaire")]
    lis = []
    for target, label in items:
        url = href(folder, target) if target else root_of(folder)
        current = ' aria-current="page"' if target == folder else ""
        lis.append(f'<li><a href="{escape(url)}"{current}>{label}</a></li>')
    return f'<nav class="site-nav" aria-label="Navigation principale"><ul>{"".join(lis)}</ul></nav>'


def crumbs(folder: str, trail: list[tuple[str, str]]) -> str:
    """The breadcrumb: home, then (target, label) pairs; the last one is the current page."""
    if not trail:
        return ""
    parts = [f"<li><a href=\"{root_of(folder)}\">Accueil</a></li>"]
    for target, label in trail[:-1]:
        parts.append(f"<li>{link(folder, target, label)}</li>")
    parts.append(f'<li aria-current="page">{escape(trail[-1][1])}</li>')
    return f'<nav class="crumbs" aria-label="Fil d\'Ariane"><ol>{"".join(parts)}</ol></nav>'


def page(
    folder: str,
    title: str,
    body: str,
    *,
    site_name: str,
    trail: list[tuple[str, str]] | None = None,
    house: bool = False,
    indexed: bool = False,
    description: str = "",
) -> Page:
    """A complete page. ``indexed``: the page's main content is what Pagefind indexes (the
    article pages); the others are left out of the search."""
    root = root_of(folder)
    head_title = escape(title if title == site_name else f"{title} — {site_name}")
    desc = f'<meta name="description" content="{escape(description)}">' if description else ""
    main_attr = " data-pagefind-body" if indexed else ""
    html = "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="fr">',
            "<head>",
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{head_title}</title>",
            desc,
            f'<meta name="theme-color" content="{THEME_COLOR}">',
            f'<link rel="stylesheet" href="{root}assets/site.css">',
            f'<link rel="manifest" href="{root}manifest.webmanifest">',
            f'<link rel="icon" href="{root}assets/icon.svg" type="image/svg+xml">',
            f'<script src="{root}assets/site.js" defer></script>',
            "</head>",
            f'<body data-root="{root}">',
            '<a class="skip" href="#contenu">Aller au contenu</a>',
            f'<header class="site-header"><a class="brand" href="{root}">{escape(site_name)}</a>{_nav(folder, house)}</header>',
            crumbs(folder, trail or []),
            f'<main id="contenu"{main_attr}>',
            body,
            "</main>",
            '<footer class="site-footer"><p>Textes des règlements cités tels que publiés par leurs auteurs. '
            "Site statique : il reste lisible hors connexion après une première visite.</p></footer>",
            "</body>",
            "</html>",
        ]
    )
    return Page(folder, "\n".join(line for line in html.split("\n") if line) + "\n")
