"""Page « Règlements »: the five books and their articles, readable, one link per article.

URL: ``/reglements?book=tda&filtre=relance`` (the book and the filter of its articles). An
unknown book in the URL is said, with the list of books, never replaced silently.
"""

from __future__ import annotations

import streamlit as st

from kb.bookhtml import clean_markdown
from kb.model import Article
from kb.ui import TITLE
from kb.ui import components as c
from kb.ui.state import knowledge
from kb.userlib.folder import stray_warnings


def render_article_body(a: Article) -> None:
    """The article's current wording, struck wording on demand, and its worked examples."""
    if a.text.strip():
        st.markdown(clean_markdown(a.text))  # an image is a link, never fetched
    else:
        st.info("Cet article n'a plus de texte en vigueur (supprimé dans cette version).")
    for ex in a.examples:
        with st.container(border=True):
            st.caption(f"Exemple — {ex.label}")
            st.markdown(clean_markdown(ex.text))
    if a.struck:
        with st.expander("Texte supprimé (historique)"):
            for s in a.struck:
                st.markdown(f"~~{s}~~")


def page() -> None:
    kb = knowledge()
    library = kb.library
    st.title("Règlements")
    for sentence in stray_warnings(kb.user_library):  # a folder of the library that is no book
        st.warning(c.text(sentence, 400), icon=":material/folder_off:")
    books = list(library.books.values())
    labels = {b.id: f"{b.meta.short} — {b.meta.title}" for b in books}
    params = st.query_params
    wanted = params.get("book", "")
    if wanted and wanted.strip().lower() in labels:
        wanted = wanted.strip().lower()
    elif wanted:
        st.warning(
            f"Règlement inconnu : « {c.text(wanted)} ». Les règlements : "
            + ", ".join(f"{b.meta.short} ({b.id})" for b in books) + ". Choisissez-en un ci-dessous.",
            icon=":material/search_off:",
        )
    if not wanted and "books_book" not in st.session_state:
        st.session_state["books_book"] = books[0].id  # from the menu: the first book
    if wanted in labels and st.session_state.get("_books_from") != wanted:
        st.session_state["books_book"] = wanted  # a link or a reload: the URL wins
        st.session_state["_books_from"] = wanted
    book_id = st.selectbox(
        "Règlement", options=list(labels), format_func=lambda b: labels[b], key="books_book",
        index=None, placeholder="choisir un règlement",
    )
    if book_id is None:
        return
    st.session_state["_books_from"] = book_id
    params["book"] = book_id  # on every run: a link to this page may leave the address without it
    st.set_page_config(page_title=f"{library.books[book_id].meta.short} · {TITLE}")
    book = library.books[book_id]
    st.caption(
        f"{book.meta.publisher} · version {book.meta.version} · "
        f"{'tournoi' if book.meta.kind == 'tournament' else 'partie d’argent'} · {len(book.articles)} articles"
    )
    if book.meta.description:
        st.write(book.meta.description)
    if "books_page_filter" not in st.session_state:
        st.session_state["books_page_filter"] = params.get("filtre", "")
    query = st.text_input("Filtrer les articles (numéro ou mot du titre)", key="books_page_filter")
    q = query.strip().lower()
    if q and params.get("filtre") != query.strip():
        params["filtre"] = query.strip()
    elif not q and "filtre" in params:
        del params["filtre"]
    for a in book.articles:
        if q and q not in a.number.lower() and q not in (a.title or "").lower():
            continue
        if a.kind == "part" and not q:
            st.subheader(c.article_label(a))
            if a.text.strip():
                st.markdown(clean_markdown(a.text))
            continue
        with st.expander(c.article_label(a)):
            st.caption(f"Référence à citer : {a.id}")
            render_article_body(a)
            c.link_article(library, a.id, label="Page de l'article (renvois, même sujet ailleurs)", icon=":material/article:")
