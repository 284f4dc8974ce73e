"""Page « Recherche » (home): full-text search over the five books.

URL: ``/?q=bouton+mort&books=tda,ropta&in_topic=dead_button``. The root URL also dispatches
``?article=…``, ``?topic=…`` and ``?example=…`` to their pages, so that shared links of the
form ``/?article=tda:47`` open the right screen.
"""

from __future__ import annotations

import html

import streamlit as st

from kb.model import Library
from kb.search import Hit
from kb.ui import components as c
from kb.ui.state import PAGES, knowledge

RESULTS = 20
EXAMPLES = ("bouton mort", "time", "all-in", "joueur absent", "string bet", "jeton unique")


def _dispatch() -> None:
    params = st.query_params
    for key, page in (("article", "article"), ("topic", "compare"), ("example", "examples"), ("situation", "examples")):
        value = params.get(key)
        if value and page in PAGES:
            c.go(page, **{key: value})


def _sync_params(q: str, books: list[str], topic: str | None) -> None:
    """Write the search into the URL (so that it can be shared) and remember it."""
    params = st.query_params
    wanted = {"q": q.strip(), "books": ",".join(books), "in_topic": topic or ""}
    for key, value in wanted.items():
        if value and params.get(key) != value:
            params[key] = value
        elif not value and key in params:
            del params[key]
    st.session_state["_search_url"] = (wanted["q"], wanted["books"], wanted["in_topic"])


def page() -> None:
    _dispatch()
    kb = knowledge()
    library = kb.library
    topics = kb.topics
    st.title("Recherche dans les règlements")
    params = st.query_params
    url_state = (params.get("q", ""), params.get("books", ""), params.get("in_topic", ""))
    if "q_input" not in st.session_state or st.session_state.get("_search_url") != url_state:
        # first visit, or a link changed the URL: the URL wins over the widgets
        st.session_state["q_input"] = url_state[0]
        st.session_state["books_filter"] = [b for b in url_state[1].split(",") if b in library.books]
        st.session_state["topic_filter"] = url_state[2] if url_state[2] in topics.topics else None
    q = st.text_input(
        "Votre question",
        key="q_input",
        placeholder="ex. bouton mort, string bet, temps de réflexion, tapis…",
        help="Mots français ou jargon anglais, fautes de frappe et accents tolérés. Les résultats "
        "s'affichent pendant la frappe (ou avec Entrée).",
        live="400ms",  # results as you type, after a short pause
    )
    with st.expander("Filtres", expanded=bool(st.session_state["books_filter"] or st.session_state["topic_filter"])):
        books = st.multiselect(
            "Règlements",
            options=list(library.books),
            format_func=lambda b: c.book_short(library, b),
            key="books_filter",
            placeholder="tous",
        )
        topic_ids = sorted(topics.topics, key=lambda t: topics.topics[t].label)
        topic = st.selectbox(
            "Thème",
            options=topic_ids,
            format_func=lambda t: c.topic_label(topics, t),
            key="topic_filter",
            index=None,
            placeholder="tous les thèmes",
        )
    _sync_params(q, books, topic)
    if not q.strip():
        st.caption("Par exemple :")
        for example in EXAMPLES:
            c.link_page("search", example, icon=":material/search:", q=example)
        return
    result = kb.search(q, books=books or None, topic=topic, limit=RESULTS)
    if result.suggestion:
        st.markdown(f"Vouliez-vous dire **{html.escape(result.suggestion)}** ?")
        if st.button(f"Chercher « {result.suggestion} »", key="use_suggestion"):
            st.session_state["q_input"] = result.suggestion
            st.rerun()
    for exp in result.expansions:
        also = ", ".join(f"« {a} »" for a in exp.also)
        st.caption(f"« {exp.words} » aussi cherché comme {also}")
    if not result.hits:
        st.info("Aucun article ne correspond. Essayez d'autres mots, ou retirez des filtres.")
        return
    n = result.total
    st.caption(f"{n} article{'s' if n > 1 else ''} trouvé{'s' if n > 1 else ''}" + (
        f" — les {len(result.hits)} meilleurs" if n > len(result.hits) else ""))
    for hit in result.hits:
        _card(library, hit)


def _card(library: Library, hit: Hit) -> None:
    a = library.articles.get(hit.id)
    with st.container(border=True):
        title = html.escape(c.article_label(a) if a else f"{hit.number} — {hit.title}")
        st.markdown(
            f'{c.badge_html(library, hit.book)}<span class="kb-card-title">{title}</span>',
            unsafe_allow_html=True,
        )
        if hit.snippet:
            # the snippet is HTML-safe by contract of kb.search (text escaped, only <mark> added)
            st.markdown(f'<div class="kb-snippet">{hit.snippet}</div>', unsafe_allow_html=True)
        label = f"Lire l'article ({c.book_short(library, hit.book)} {a.number})" if a and a.numbered else "Lire l'article"
        c.link_article(library, hit.id, label=label, icon=":material/article:")
