"""The first paint: the opening of a page drawn by the server in plain HTML, inside the page
shell, so that a reader sees it and can use it before Streamlit's frontend has drawn the
live page.

Streamlit draws nothing until its frontend (about sixty scripts) has loaded, connected and
run the page once: 1–1.5 s after the page shell arrives on this machine, more on a phone.
For the two addresses a director opens from outside the app — the search page (the app's
address, a shared search) and an article (a shared ``/article?article=tda:47``) — the page
shell (``kb.ui.web``) carries the page's opening:

- the search page: its heading, the question box (typing starts at once: what is typed,
  the caret and Enter are handed to the live box) and its example searches (links);
- an article: its book, title, parts, citation line and wording, its references as links
  (when the server has the knowledge base open; else no first paint, nothing waits).

The live page replaces it once its first run is drawn (``assets/first_paint.js``: the
typed text, the focus and the scroll are carried over; the live page is hidden from screen
readers until then, so the page is read once). Other pages have no first paint.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import parse_qs

from markupsafe import Markup

from kb.ui import MENU, TITLE, search_form
from kb.ui.streamlit_internals import marked

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

ASSETS = Path(__file__).parent / "assets"
# The live element that says the live page is drawn (inside Streamlit's main area)
LIVE_SEARCH = marked("stMain") + ' input[aria-label="Votre question"]'
LIVE_ARTICLE = marked("stMain") + " h2"


@dataclass(frozen=True)
class Paint:
    """A page's first paint: the tab's ``title``, the ``html`` drawn, and ``live``, the CSS
    selector of the live page's element that replaces it."""

    title: str
    html: str
    live: str


def painted_page(path: str, query: str) -> str | None:
    """Which page the address ``path`` (« / », « /article ») with its query string opens,
    when it has a first paint: « search », « article » (which reads the knowledge base),
    else None."""
    params = parse_qs(query)
    page = path.strip("/")
    if page == "article" or (page == "" and params.get("article")):
        return "article"
    if page == "" and not any(params.get(k) for k in ("topic", "example", "situation")):
        return "search"
    return None


def first_paint(path: str, query: str) -> Paint | None:
    """The first paint of the app's address ``path`` with its query string, or None (another
    page, an unknown article, the knowledge base not open yet)."""
    params = {k: v[-1] for k, v in parse_qs(query, keep_blank_values=True).items()}
    page = painted_page(path, query)
    if page == "article":
        return _article(params.get("article", ""))
    return _search(params) if page == "search" else None


def _search(params: dict[str, str]) -> Paint:
    q = params.get("q", "").strip()
    kept = [(k, params[k]) for k in ("books", "in_topic") if params.get(k)]
    title = f"{q[:60]} · Recherche · {TITLE}" if q else TITLE
    return Paint(title, _frame("app/paint_search.html", LIVE_SEARCH, "search", q=q, kept=kept, form=search_form),
                 LIVE_SEARCH)


def _article(typed: str) -> Paint | None:
    # imported here, not at the top: the server reads this module as it starts, before the
    # knowledge base's modules are loaded (the first-page thread loads them)
    from kb.ui import components as c
    from kb.ui.state import ready_knowledge  # (same reason)

    kb = ready_knowledge()
    if kb is None:
        return None
    library = kb.library
    found = library.find(typed)
    if found is None:
        return None
    a = library.articles[found]
    wording = _markdown(c.article_body(a, kb.quantity_spans.get(a.id, []))) if a.text.strip() else ""
    html = _frame("app/paint_article.html", LIVE_ARTICLE, "article", a=a, short=library.book_name(a.book), color=c.book_color(library, a.book),
                  book_title=library.books[a.book].meta.title, wording=Markup(wording),
                  captions=[c.article_trail(library, a), c.article_citation(library, a)])
    return Paint(f"{c.article_label(a, with_book=library)} · {TITLE}", html, LIVE_ARTICLE)


def _markdown(body: str) -> str:
    """The article's Markdown (already cleaned: ``components.article_body``) as HTML, as
    Streamlit's Markdown draws it: raw HTML let through, where only the highlights are left
    (``kb.bookhtml``'s parser would show them as text: it cleans the raw HTML itself)."""
    return _parser().render(body)


@cache
def _parser() -> MarkdownIt:
    from markdown_it import MarkdownIt  # (same reason as in _article)

    return MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])


def _frame(template: str, live: str, current: str, **values: object) -> str:
    """The paint's page (``templates/app/paint.html``): the navigation as plain links, then
    the page's opening; ``live`` is the selector the hand-over waits for, ``current`` the page's key."""
    from kb.templates import render  # (same reason as in _article)

    return render(template, menu=MENU, live=live, current=current, **values)


_MODULE = re.compile(r'\s*<script type="module" crossorigin src="([^"]+)"></script>')
_PRELOAD = re.compile(r'\s*<link rel="modulepreload" crossorigin href="([^"]+)">')
# Streamlit's scripts, loaded once the paint is on screen (the next frame, or 200 ms at most
# in a tab the browser does not draw): loaded from the head, their ninety-odd modules kept
# the browser from drawing the paint until it had fetched and compiled them (first paint
# 0.7-1 s after the page arrived, 0.2-0.5 s without them)
_LOADER = """<script>(() => { let go = false; const load = () => { if (go) return; go = true;
  for (const href of %s) { const l = document.createElement("link"); l.rel = "modulepreload"; l.crossOrigin = "";
    l.href = href; document.head.append(l); }
  const s = document.createElement("script"); s.type = "module"; s.crossOrigin = ""; s.src = %s;
  s.onerror = () => document.dispatchEvent(new Event("kb-live-failed")); document.head.append(s); };
  requestAnimationFrame(() => setTimeout(load, 0)); setTimeout(load, 200); })();</script>"""


@cache
def _paintable(shell: str, font: str) -> tuple[str, str] | None:
    """``shell`` made ready for a paint, once per shell: Streamlit's scripts taken out of its
    head, the paint's stylesheet put in; with what follows the paint (the hand-over script,
    then the loader of Streamlit's scripts). None for a page this does not know."""
    main = _MODULE.search(shell)
    if main is None:
        return None
    css = (ASSETS / "first_paint.css").read_text(encoding="utf-8").replace("{{font}}", font)
    handover = (ASSETS / "first_paint.js").read_text(encoding="utf-8")
    out = _PRELOAD.sub("", _MODULE.sub("", shell, count=1)).replace("</head>", f"  <style>{css}</style>\n  </head>", 1)
    loader = _LOADER % (json.dumps(_PRELOAD.findall(shell)), json.dumps(main.group(1)))
    return out, f"<script>{handover}</script>{loader}"


def shell_with(shell: str, paint: Paint, font: str) -> str:
    """The page ``shell`` (Streamlit's ``index.html``, made French by ``kb.ui.web``) with
    ``paint`` drawn before Streamlit's root, which screen readers skip until the hand-over
    (the script right after the paint), and Streamlit's scripts loaded after the paint is
    drawn; ``font`` is the address of Streamlit's Source Sans file, the live page's font. A
    Streamlit whose page this does not know gets its page as it is: a paint is not worth a risk."""
    ready = _paintable(shell, font)
    if ready is None:
        return shell
    out, after = ready
    out = out.replace(f"<title>{TITLE}</title>", f"<title>{html.escape(paint.title)}</title>", 1)
    return out.replace('<div id="root"></div>', f'{paint.html}<div id="root" aria-hidden="true"></div>{after}', 1)
