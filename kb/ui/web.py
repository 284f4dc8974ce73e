"""The app's web server: Streamlit's own, with the page it sends in French and the first
page prepared before the first visitor.

``app.py`` hands ``MIDDLEWARE`` and ``lifespan`` to ``st.App`` when ``streamlit run app.py``
imports it (Streamlit's ASGI mode), so ``make app`` and a plain ``streamlit run app.py`` serve
the same app:

- **The page shell** (``PageShell``): every page address of the app is answered with Streamlit's
  ``index.html``, which says ``<html lang="en">`` (a screen reader then reads the French
  rules with an English voice), ``<title>Streamlit</title>`` until the first run, and an
  English ``<noscript>``. The shell sent instead is the same file with ``lang="fr"``, the
  app's title and a French ``<noscript>``, with the script that rewrites Streamlit's own
  English in French as it is drawn (``kb.ui.frontend_french``); it also asks the browser
  for the scripts of the first page's widgets (text box, select boxes, page links,
  Markdown's HTML) and of its results' (HTML cards, a button) while it loads Streamlit's
  own: without it they are fetched only when the run's elements arrive, one more round of
  requests before the search box (or the first query's cards) is drawn (``rel="modulepreload"``,
  computed from Streamlit's installed files, not a list of hashed names).
- **The first paint** (``kb.ui.first_paint``): for the search page and an article, the shell
  also carries the page's opening in plain HTML (the question box usable at once, the
  article's wording), drawn by the browser as soon as the page arrives; Streamlit's scripts
  are then loaded after it is on screen, and the live page replaces it once drawn.
- **An address of several parts** (« /article/tda ») is sent to the page of its first part:
  Streamlit's frontend looked for its scripts and its server under it, and drew a blank page.
- **The first page prepared** (``lifespan``): when the server starts, a thread opens the
  knowledge base and imports what the home page needs, so the first visitor does not wait
  for them (``kb.ui.state.prepare_first_page``). The rest (search index, other pages) is
  still opened after the first page (``kb.ui.state.warm_up``).
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
from starlette.middleware import Middleware

from kb.ui import TITLE, first_paint, frontend_french, own_shell, stylesheet
from kb.ui import streamlit_internals as internals

LOG = logging.getLogger(__name__)
NOSCRIPT = "<p>Cette application a besoin de JavaScript : activez-le dans le navigateur.</p>"
# Seconds after the server's start after which the knowledge base is opened in full if no
# visitor's first page has done it (kb.ui.state.warm_up does it once)
WARM_UP_AFTER = 3.0
# The modules of the home page's run (the navigation, then the page), imported at start
FIRST_PAGE_MODULES = ["kb.ui.main", "kb.ui.search"]
Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Callable[[], Awaitable[Message]], Callable[[Message], Awaitable[None]]], Awaitable[None]]

# An address the app answers with its page: the root, a page (« /recherche »), or an
# unknown address (the app's « Page introuvable »; one of several parts is sent to its
# first); never a file (a dot) or Streamlit's own routes (« /_stcore/… », « /media/… »,
# « /oauth2callback »…)
_SEGMENT = rf"(?!(?:{'|'.join(internals.STREAMLIT_ROUTES)})(?:/|$))[^/._][^/.]*"
# (every part: Streamlit's frontend asks « /article/_stcore/health » first, then the root's)
_PAGE_PATH = re.compile(rf"^/(?:{_SEGMENT}(?:/{_SEGMENT})*/?)?$")


@cache
def page_shell() -> str:
    """Streamlit's ``index.html`` in French, with the first page's scripts preloaded and
    the app's styles."""
    return internals.page_shell(lang="fr", title=TITLE, noscript=NOSCRIPT,
                                head=f"\n    <style>{stylesheet()}</style>\n    {frontend_french.script()}")


class PageShell:
    """ASGI middleware: a GET or HEAD of one of the app's addresses is answered with
    ``page_shell()``; everything else goes on to Streamlit."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Callable[[], Awaitable[Message]],
                       send: Callable[[Message], Awaitable[None]]) -> None:
        if (scope["type"] != "http" or scope["method"] not in ("GET", "HEAD") or not _PAGE_PATH.match(scope["path"])
                or not own_shell()):  # under a prefix: Streamlit's own page
            await self.app(scope, receive, send)
            return
        parts = [p for p in scope["path"].split("/") if p]
        if len(parts) > 1:
            await _redirect(send, parts[0], scope.get("query_string", b""))
            return
        body = (await _with_first_paint(page_shell(), scope)).encode("utf-8")
        headers = [(b"content-type", b"text/html; charset=utf-8"), (b"content-length", str(len(body)).encode()),
                   (b"cache-control", b"no-cache")]
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body})


async def _with_first_paint(shell: str, scope: Scope) -> str:
    """``shell`` with the first paint of the address asked (``kb.ui.first_paint``): an
    article's drawn in a worker thread (its wording is read from the knowledge base), the
    search page's at once (a millisecond); the bare shell when the address has none or when
    drawing it fails (logged: the live page still comes)."""
    query = scope.get("query_string", b"").decode("latin-1")
    try:
        if first_paint.painted_page(scope["path"], query) == "article":
            paint = await anyio.to_thread.run_sync(first_paint.first_paint, scope["path"], query)
        else:
            paint = first_paint.first_paint(scope["path"], query)
        return shell if paint is None else first_paint.shell_with(shell, paint, source_sans())
    except Exception:  # a first paint is a convenience: never an error page
        LOG.warning("first paint of %s failed", scope["path"], exc_info=True)
        return shell


@cache
def source_sans(static: Path = internals.STATIC) -> str:
    """The address of Streamlit's Source Sans font file (its name is hashed per release)."""
    found = sorted((static / "static" / "media").glob("SourceSansVF-Upright*.woff2"))
    return f"./static/media/{found[0].name}" if found else ""


async def _redirect(send: Callable[[Message], Awaitable[None]], page: str, query: bytes) -> None:
    """An address of several parts (« /article/tda ») drew a blank page: Streamlit's frontend
    then looks for its scripts and its server under « /article/ ». The reader is sent to
    the page of the first part, the query kept (« /article?article=tda:47 »); an unknown
    page is the app's « Page introuvable »."""
    location = "/" + quote(page, safe="") + ("?" + query.decode("latin-1") if query else "")
    headers = [(b"location", location.encode("latin-1")), (b"content-length", b"0"), (b"cache-control", b"no-cache")]
    await send({"type": "http.response.start", "status": 307, "headers": headers})
    await send({"type": "http.response.body", "body": b""})


MIDDLEWARE = [Middleware(PageShell)]


@asynccontextmanager
async def lifespan(_app: object) -> AsyncIterator[None]:
    """At server start, prepare the first page in the background (the server answers at
    once: a visitor arriving first waits for what is not ready yet, no more)."""
    # the page shell, and the same made ready for a paint, read and assembled once (40 ms)
    # before the server answers: the first visitor's page is then sent at once
    first_paint.shell_with(page_shell(), first_paint.first_paint("/", ""), source_sans())  # type: ignore[arg-type]
    threading.Thread(target=_prepare_first_page, name="kb-first-page", daemon=True).start()
    yield


def _prepare_first_page() -> None:
    # imported here, in the thread: the server answers before the knowledge base's modules
    # are loaded (0.1-0.2 s)
    from kb.ui.state import prepare_first_page, warm_up

    prepare_first_page(FIRST_PAGE_MODULES)
    # The rest (the search index and its typo index, the other pages) is opened after the
    # first visitor's first page (kb.ui.main), or WARM_UP_AFTER seconds after the start when
    # nobody came: the usual case, a server started before the tournament, whose first query
    # then finds everything open (a visitor arriving at once still gets the first page first)
    later = threading.Timer(WARM_UP_AFTER, warm_up)
    later.daemon = True
    later.start()
