"""Shared pieces of the pages: book badges, links between pages, article labels.

Links between pages are ``st.page_link`` to the target page with its query parameters
(same tab, and the address bar then holds a URL that restores the screen). Inside an
article's text, references are Markdown links to ``./article?article=<id>``.

Every string a visitor can choose (URL parameters, uploaded files, form fields) goes
through ``text()`` (:mod:`kb.ui.markup`, re-exported here) before it is interpolated in a
message: Streamlit renders messages as Markdown, so ``[x](http://…)`` would otherwise
become a live link and ``![p](http://…)`` an image fetched from another site.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import quote

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from kb.bookhtml import clean_markdown
from kb.model import Article, Library
from kb.quantities import highlight
from kb.templates import partial
from kb.topics import TopicIndex
from kb.ui.markup import text
from kb.ui.state import PAGES

NO_COLOR = "#555"  # a book whose manifest entry gives no colour

KINDS = {"tournament": "tournoi", "cash": "partie d’argent (cash game)"}


def book_color(library: Library, book_id: str) -> str:
    """The book's badge colour, :data:`NO_COLOR` when its manifest gives none or an odd one
    (a library book's manifest is the user's to edit)."""
    book = library.books.get(book_id)
    return (book.meta.badge_color if book else "") or NO_COLOR


def badge_html(library: Library, book_id: str) -> str:
    """A coloured badge with the book's short name (HTML, escaped: ``partials.html``'s badge)."""
    return str(partial("badge")(library.book_name(book_id), book_color(library, book_id), "kb-badge", "background"))


def card_title(library: Library, book_id: str, title: str) -> str:
    """The book's badge and a title, as a card's heading (``partials.html``'s card_title)."""
    return str(partial("card_title")(library.book_name(book_id), book_color(library, book_id), title))


def article_label(a: Article, *, with_book: Library | None = None) -> str:
    """The article's label (:attr:`kb.model.Article.label`), optionally prefixed with the
    book's short name: "TDA 47 — Droit à la Surrelance", "Casino d'Aix — Le Bouton"."""
    if with_book is None:
        return a.label
    sep = " " if a.numbered else " — "
    return f"{with_book.book_name(a.book)}{sep}{a.label}"


def article_url(article_id: str) -> str:
    """Relative URL of an article's page (works from every page of the app)."""
    return f"./article?article={quote(article_id, safe=':')}"


def link_article(library: Library, article_id: str, *, label: str | None = None, icon: str | None = None) -> None:
    """A same-tab link to an article's page."""
    if label is None:
        a = library.articles.get(article_id)
        label = article_label(a, with_book=library) if a else article_id
    page = PAGES.get("article")
    if page is None:  # outside the navigation (unit rendering): a plain Markdown link
        st.markdown(f"[{label}]({article_url(article_id)})")
        return
    st.page_link(page, label=label, icon=icon, query_params={"article": article_id})


def link_page(key: str, label: str, *, icon: str | None = None, **params: str) -> None:
    """A same-tab link to one of the app's pages with query parameters."""
    page = PAGES.get(key)
    if page is None:
        return
    st.page_link(page, label=label, icon=icon, query_params=params or None)


def share_url(path: str) -> str:
    """The full address of a screen of the app (``./article?article=tda:47`` →
    ``http://host:8501/article?article=tda:47``); the relative path outside a browser."""
    base = st.context.url
    if not base:
        return path
    base = base.split("?")[0].rstrip("/")
    # st.context.url keeps the current page's path on some versions: keep only the app's root
    for page in PAGES.values():
        if page.url_path and base.endswith("/" + page.url_path):
            base = base[: -len(page.url_path) - 1]
    return base + "/" + path.removeprefix("./")


def copy_link(path: str, label: str = "Copier le lien") -> None:
    """« Copier le lien »: the screen's full address in a popover, with a copy button."""
    with st.popover(label, icon=":material/link:"):
        st.caption("L'adresse de cet écran, à coller dans un message (bouton copier à droite) :")
        st.code(share_url(path), language=None, wrap_lines=True)


def go(key: str, **params: str) -> None:
    """Switch to another page of the app with query parameters (never returns)."""
    st.switch_page(PAGES[key], query_params=params or None)


_MD_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def linkify_refs(text: str, article: Article) -> str:
    """The article's Markdown with its resolved references turned into links to their pages.

    Existing ``[§6.7](#)`` links get the real target; bare ``Règle 36`` become links. Each
    raw reference is linked once per occurrence, outside existing links.
    """
    targets: dict[str, str] = {}
    for r in article.refs:
        if r.target and r.raw and r.raw not in targets:
            targets[r.raw] = r.target
    if not targets:
        return text

    def fix_link(m: re.Match[str]) -> str:
        inner = m.group(1)
        for raw, target in targets.items():
            if raw in inner or inner in raw:
                return f"[{inner}]({article_url(target)})"
        return m.group(0)

    text = _MD_LINK.sub(fix_link, text)
    # bare references: only outside existing Markdown links
    parts = re.split(r"(\[[^\]]*\]\([^)]*\))", text)
    for raw, target in sorted(targets.items(), key=lambda kv: -len(kv[0])):
        pattern = re.compile(r"(?<![\w\[])" + re.escape(raw) + r"(?!\w)")
        for i in range(0, len(parts), 2):
            parts[i] = pattern.sub(lambda m, t=target: f"[{m.group(0)}]({article_url(t)})", parts[i])
        parts = re.split(r"(\[[^\]]*\]\([^)]*\))", "".join(parts))
    return "".join(parts)


HIGHLIGHT_OPEN = '<mark class="kb-qty">'  # how article_body opens a quantity's highlight


def grid(n: int, per_row: int = 3) -> list[DeltaGenerator]:
    """``n`` containers laid out in rows of ``per_row`` columns; on a narrow screen they stack
    in reading order (row by row), not column by column."""
    cells: list[DeltaGenerator] = []
    for start in range(0, n, per_row):
        cells.extend(st.columns(per_row)[: min(per_row, n - start)])
    return cells


def topic_label(topics: TopicIndex, topic_id: str) -> str:
    """The topic's French label (``time_clock`` → "Temps de réflexion"); the id itself when
    the index does not know it."""
    topic = topics.topics.get(topic_id)
    return topic.label if topic is not None else topic_id


def value_warnings(warnings: dict[str, list[str]], books: Iterable[str] | None = None) -> None:
    """The values the build left out of a user's ``parametres.toml`` at fault (the file and
    the line, as ``kb check`` gives them), on the pages that show values: the book's other
    values are shown without them. ``books``: only these books' files."""
    for book, lines in warnings.items():
        if books is not None and book not in books:
            continue
        for line in lines:
            st.warning(f"Valeur de règlement ignorée : {text(line, 400)}", icon=":material/warning:")


def article_body(a: Article, spans: list[tuple[int, int]]) -> str:
    """The article's wording as the page's Markdown: its quantities highlighted (``spans``
    are offsets in its own text, so first), its references linked, and its raw HTML made
    harmless — an imported book may hold anything (« <img src=x onerror=…> »): only bare
    text tags and the highlights just added reach the page as markup."""
    body = linkify_refs(highlight(a.text, HIGHLIGHT_OPEN, "</mark>", found=spans), a)
    return clean_markdown(body, keep=(HIGHLIGHT_OPEN, "</mark>"))


def article_trail(library: Library, a: Article) -> str:
    """The parts above an article, outermost first (« 3 — Jeu › 3.2 — Mises »), or ""."""
    crumbs = []
    parent = library.articles.get(a.parent) if a.parent else None
    while parent is not None:
        crumbs.append(parent)
        parent = library.articles.get(parent.parent) if parent.parent else None
    return " › ".join(article_label(p) for p in reversed(crumbs))


def article_citation(library: Library, a: Article) -> str:
    """« TDA, version 2019 v1.0 · référence à citer : tda:47 »."""
    book = library.books[a.book]
    return f"{book.meta.short}, version {book.meta.version} · référence à citer : {a.id}"
