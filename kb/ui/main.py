"""The Streamlit app's navigation: the pages, their titles, icons and URLs.

Each page is a function in its own module of ``kb/ui/``; ``run()`` wires them with
``st.navigation`` and records the ``st.Page`` objects in ``kb.ui.state.PAGES`` for the links
between pages. The pages take the knowledge base from ``kb.ui.state.knowledge()`` and never
import this module.

Every screen has a URL that restores it (``st.query_params``): ``/?article=tda:47``,
``/?q=bouton+mort``, ``/?topic=time_clock``, ``/?example=…``. The home page (Recherche)
dispatches the root URL's ``article`` / ``topic`` / ``example`` parameters to their pages.

A page's module is imported the first time the page is shown (``_page``), not when the
app starts: the first page (Recherche) does not wait for the simulator, the house-rules
documents or the Word importer (``python -X importtime``); once it is shown, the other
pages are imported in the background with the knowledge base (``kb.ui.state.warm_up``).

Each page runs inside an error boundary (``guarded``): an unexpected exception is logged
with its traceback on the server and the visitor reads one French sentence, never a
traceback or a server path.
"""

from __future__ import annotations

import base64
import functools
import importlib
import logging
from collections.abc import Callable

import streamlit as st
from streamlit.errors import StreamlitAPIException

from kb.ui import MENU, TITLE, own_shell, stylesheet
from kb.ui import components as c
from kb.ui.state import LAST_PAGE, PAGES, warm_up
from kb.ui.streamlit_internals import intended_page


def _page(module: str) -> Callable[[], None]:
    """The page function of ``kb.ui.<module>``, its module imported when the page first
    runs (Python keeps it imported for the next runs and sessions)."""

    def page() -> None:
        importlib.import_module(f"kb.ui.{module}").page()

    page.__module__ = f"kb.ui.{module}"  # the error boundary and LAST_PAGE name the page's module
    page.__qualname__ = page.__name__ = module
    return page


# key, page function, title, icon, URL path — in the order of the navigation bar
NAVIGATION: list[tuple[str, Callable[[], None], str, str, str]] = [
    (key, _page(key), title, icon, path) for key, title, icon, path in MENU
]



LOG = logging.getLogger("kb.ui")

UNEXPECTED = (
    "Une erreur inattendue est survenue en affichant cette page. Elle a été notée ; "
    "revenez à la recherche ou réessayez dans un instant."
)


def guarded(fn: Callable[[], None]) -> Callable[[], None]:
    """``fn`` with an error boundary: Streamlit's own control flow (``st.stop``,
    ``st.rerun``, ``st.switch_page``: BaseExceptions) passes through; any other exception
    is logged and replaced by a French message."""

    @functools.wraps(fn)
    def page() -> None:
        try:
            fn()
        except Exception:
            LOG.exception("page %s failed", fn.__module__)
            st.error(UNEXPECTED, icon=":material/error:")
        st.session_state[LAST_PAGE] = fn.__module__  # read by the next run (kb.ui.state)
        # the page is on its way to the browser: open the rest of the knowledge base and
        # import the other pages now, in the background, rather than in a visitor's next click
        warm_up()

    return page


def _not_found() -> None:
    """The page of an address the app does not have (``/nimporte``), in French."""
    wanted, _ = intended_page()
    st.title("Page introuvable")
    st.warning(f"L'adresse « /{c.text(wanted)} » ne correspond à aucune page de l'application.", icon=":material/search_off:")
    st.markdown("Les pages :")
    for key, _, title, icon, _path in NAVIGATION:
        c.link_page(key, title, icon=icon)


def _unknown_path() -> str | None:
    """The path asked for when no page has it (Streamlit would otherwise run the home page
    under an English « Page not found » box); None for a known page."""
    wanted, script = intended_page()
    if not wanted or script:
        return None
    known = {path for *_, path in NAVIGATION}
    return None if wanted.strip("/") in known else wanted.strip("/")


# The tab's icon, a spade drawn in SVG and given as a data: address. Not an emoji (« ♠ »):
# Streamlit then compiles its emoji catalogue, a regular expression of every emoji, on the
# first page (0.3 s idle, 0.9 s loaded); not a Material icon either: the browser fetches
# those from fonts.gstatic.com, a request to the outside a club's network may not allow.
FAVICON = "data:image/svg+xml;base64," + base64.b64encode(
    b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1b5e20"/>'
    b'<path fill="#fff" d="M32 8C24 20 12 26 12 37a10 10 0 0 0 17 7l-3 12h12l-3-12a10 10 0 0 0 17-7C52 26 40 20 32 8z"/></svg>'
).decode("ascii")


def run(default: str = "search") -> None:
    """The app; ``default`` is the key of the page shown at the root URL (Recherche; the
    tests open each page this way)."""
    # The tab's icon first: with none yet, the frontend shows the page's Material icon,
    # fetched from fonts.gstatic.com — a request to the outside (tests/e2e/test_e2e_hostile)
    st.set_page_config(page_title=TITLE, page_icon=FAVICON, layout="wide")
    if not own_shell():  # Streamlit's page shell, without the app's styles
        st.markdown(f"<style>{stylesheet()}</style>", unsafe_allow_html=True)
    pages = {
        key: (
            st.Page(guarded(fn), title=title, icon=icon, default=True)
            if key == default
            else st.Page(guarded(fn), title=title, icon=icon, url_path=path)
        )
        for key, fn, title, icon, path in NAVIGATION
    }
    PAGES.clear()
    PAGES.update(pages)
    listed = list(pages.values())
    unknown = _unknown_path()
    if unknown:
        try:
            listed.append(st.Page(_not_found, title="Page introuvable", url_path=unknown, visibility="hidden"))
        except StreamlitAPIException:  # a path Streamlit cannot name a page after
            LOG.info("unknown page path %r", unknown)
    nav = st.navigation(listed, position="top")
    nav.run()
