"""The Streamlit app: navigation and the shared, cached knowledge base.

Each page is a function in its own module of ``kb/ui/``; ``run()`` wires them with
``st.navigation``. The knowledge base is loaded once per server process
(``st.cache_resource``), with a visible progress indicator when it must be built first.

Every screen has a URL that restores it (``st.query_params``): ``/?article=tda:47``,
``/?q=bouton+mort``, ``/?topic=time_clock``, ``/?example=…``. The home page (Recherche)
dispatches the root URL's ``article`` / ``topic`` / ``example`` parameters to their pages.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from kb.build import ensure_built, load_kb_library
from kb.errors import KBError
from kb.model import Library
from kb.ui import components

_READY = False  # the cache was checked once in this process


@st.cache_resource(show_spinner=False)
def _library_cached() -> Library:
    return load_kb_library()


def _ensure_cache() -> None:
    """Build the cache first (with a visible progress indicator) when it is missing."""
    global _READY
    if _READY:
        return
    from kb.build import STAMP, build_key, cache_root

    try:
        if not (cache_root() / build_key() / STAMP).exists():
            with st.status("Préparation de la base de connaissances (première ouverture)…", expanded=True) as status:
                ensure_built(progress=lambda step: status.write(f"… {step}"))
                status.update(label="Base de connaissances prête", state="complete", expanded=False)
    except KBError as exc:
        st.error(f"La base de connaissances n'a pas pu être construite : {exc}")
        st.stop()
    _READY = True


def get_library() -> Library:
    """The compiled library; builds the cache first (with a progress indicator) when needed."""
    _ensure_cache()
    return _library_cached()


@st.cache_resource(show_spinner=False)
def _searcher_cached() -> Any:
    from kb.search import open_searcher

    return open_searcher()


def get_searcher() -> Any:
    """The search index of the compiled knowledge base (``kb.search.Searcher``)."""
    _ensure_cache()
    return _searcher_cached()


@st.cache_resource(show_spinner=False)
def _topic_index_cached() -> Any:
    from kb.topics import load_topic_index

    return load_topic_index()


def get_topic_index() -> Any | None:
    """The topic index (``kb.topics.TopicIndex``), or None when it cannot be read."""
    _ensure_cache()
    try:
        return _topic_index_cached()
    except Exception:  # noqa: BLE001 - the pages degrade without topics, and say so
        return None


@st.cache_resource(show_spinner=False)
def _cited_by_cached() -> dict[str, list[str]]:
    from kb.corpus.refs import cited_by

    return cited_by(_library_cached())


def get_cited_by() -> dict[str, list[str]]:
    _ensure_cache()
    return _cited_by_cached()


@st.cache_resource(show_spinner=False)
def _parameters_cached() -> list[Any]:
    from kb.parameters import load_parameters, verify_quotes

    return verify_quotes(load_parameters(), _library_cached())


def get_parameters() -> list[Any]:
    """The rule parameters with verified quotes; raises ``kb.errors.KBError`` when the data
    files are inconsistent (the pages show the message)."""
    _ensure_cache()
    return _parameters_cached()


@st.cache_resource(show_spinner=False)
def _glossary_cached() -> Any:
    from kb.search import load_glossary

    return load_glossary()


def get_glossary() -> Any:
    return _glossary_cached()


_CSS = """
<style>
.kb-badge{display:inline-block;padding:0.05rem 0.45rem;border-radius:0.4rem;font-size:0.8rem;
  font-weight:600;color:#fff;margin-right:0.35rem;vertical-align:middle}
.kb-card-title{font-weight:600;font-size:1.02rem}
.kb-snippet{font-size:0.92rem;line-height:1.4}
.kb-snippet mark, .kb-text mark{background:#fff3a3;padding:0 0.1rem}
mark.kb-qty{background:#d6ecff}
.kb-diff del{background:#ffd7d5;text-decoration:line-through}
.kb-diff ins{background:#d3f5d3;text-decoration:none}
.kb-diverge{background:#fff0e0}
table.kb-params{font-size:0.88rem;border-collapse:collapse}
table.kb-params th, table.kb-params td{padding:0.3rem 0.45rem;vertical-align:top}
table.kb-params thead th{position:sticky;top:0;background:#fafafa}
table.kb-params td span[title]{text-decoration:underline dotted;cursor:help}
@media (max-width: 640px){ .block-container{padding-left:0.6rem;padding-right:0.6rem} }
</style>
"""


def run(default: str = "search") -> None:
    """The app; ``default`` is the key of the page shown at the root URL (Recherche; the
    tests open each page this way)."""
    st.set_page_config(page_title="Règlements de poker", page_icon="♠", layout="wide")
    st.markdown(_CSS, unsafe_allow_html=True)
    from kb.ui import about, article, books, compare, examples, glossary, houserules, search

    table = [
        ("search", search.page, "Recherche", ":material/search:", "recherche"),
        ("article", article.page, "Article", ":material/article:", "article"),
        ("compare", compare.page, "Comparer", ":material/balance:", "comparer"),
        ("examples", examples.page, "Exemples et simulateur", ":material/calculate:", "exemples"),
        ("houserules", houserules.page, "Règlement maison", ":material/edit_document:", "reglement-maison"),
        ("books", books.page, "Règlements", ":material/menu_book:", "reglements"),
        ("glossary", glossary.page, "Glossaire", ":material/translate:", "glossaire"),
        ("about", about.page, "À propos", ":material/info:", "a-propos"),
    ]
    pages = {
        key: (
            st.Page(fn, title=title, icon=icon, default=True)
            if key == default
            else st.Page(fn, title=title, icon=icon, url_path=path)
        )
        for key, fn, title, icon, path in table
    }
    components.PAGES.clear()
    components.PAGES.update(pages)
    nav = st.navigation(list(pages.values()), position="top")
    nav.run()
