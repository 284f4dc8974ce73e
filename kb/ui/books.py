"""Page « Règlements »: the five books and their articles, readable, one link per article."""

from __future__ import annotations

import streamlit as st

from kb.model import Article
from kb.ui import components as c
from kb.ui.state import knowledge


def _label(a: Article) -> str:
    return c.article_label(a)


def render_article_body(a: Article) -> None:
    """The article's current wording, struck wording on demand, and its worked examples."""
    if a.text.strip():
        st.markdown(a.text)
    else:
        st.info("Cet article n'a plus de texte en vigueur (supprimé dans cette version).")
    for ex in a.examples:
        with st.container(border=True):
            st.caption(f"Exemple — {ex.label}")
            st.markdown(ex.text)
    if a.struck:
        with st.expander("Texte supprimé (historique)"):
            for s in a.struck:
                st.markdown(f"~~{s}~~")


def page() -> None:
    library = knowledge().library
    st.title("Règlements")
    books = list(library.books.values())
    labels = {b.id: f"{b.meta.short} — {b.meta.title}" for b in books}
    params = st.query_params
    default_book = params.get("book", books[0].id)
    if default_book not in labels:
        default_book = books[0].id
    book_id = st.selectbox(
        "Règlement", options=list(labels), format_func=lambda b: labels[b], index=list(labels).index(default_book)
    )
    if params.get("book") != book_id:
        params["book"] = book_id
    book = library.books[book_id]
    st.caption(
        f"{book.meta.publisher} · version {book.meta.version} · "
        f"{'tournoi' if book.meta.kind == 'tournament' else 'partie d’argent'} · {len(book.articles)} articles"
    )
    if book.meta.description:
        st.write(book.meta.description)
    query = st.text_input("Filtrer les articles (numéro ou mot du titre)", key="books_filter")
    q = query.strip().lower()
    for a in book.articles:
        if q and q not in a.number.lower() and q not in (a.title or "").lower():
            continue
        if a.kind == "part" and not q:
            st.subheader(_label(a))
            if a.text.strip():
                st.markdown(a.text)
            continue
        with st.expander(_label(a)):
            st.caption(f"{a.id} · lignes {a.line_start}–{a.line_end}")
            render_article_body(a)
            c.link_article(library, a.id, label="Page de l'article (renvois, même sujet ailleurs)", icon=":material/article:")
