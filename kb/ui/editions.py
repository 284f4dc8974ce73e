"""Page « Éditions »: what changed from one edition of a book to another, article by article.

URL: ``/editions?book=ropta&old=ropta@2024-09&new=ropta``. The diff is
``kb.editions.diff_editions`` (``kb diff-editions``): articles added, removed, renumbered,
retitled, and changed (the wording in force) — each change a word diff, numbers that change
flagged; a change of the struck wording alone is shown apart.
"""

from __future__ import annotations

import streamlit as st

from kb.compare import WordDiff
from kb.editions import EditionDiff, diff_editions, editions
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Book, Library
from kb.templates import partial
from kb.ui import components as c
from kb.ui.state import knowledge


def books_with_editions(library: Library) -> dict[str, list[Book]]:
    """Book id → its editions (the one in force first), for the books that have several."""
    out: dict[str, list[Book]] = {}
    for book in library.books.values():
        if not book.meta.edition_of:
            found = editions(library, book.id)
            if len(found) > 1:
                out[book.id] = found
    return out


def diff_html(d: WordDiff) -> str:
    """The word diff as HTML (escaped: ``partials.html``'s word_diff): struck red what only
    the old edition says, underlined green what only the new one says; a change of number in bold."""
    return str(partial("word_diff")(d.ops, numbers=True))


@st.cache_data(show_spinner="Comparaison des deux éditions…", max_entries=16)
def _diff(_kb: KnowledgeBase, old: str, new: str, build: str) -> EditionDiff:
    """The diff, kept while the build (``build``: its folder) is the same."""
    return diff_editions(_kb.library, old, new, _kb.corpus)


def _edition_label(b: Book) -> str:
    state = "en vigueur" if not b.meta.edition_of else "ancienne"
    return f"édition {b.meta.version} ({state}) — {len(b.articles)} articles"


def _pick(library: Library, books: dict[str, list[Book]]) -> tuple[Book, Book] | None:
    """The book and its two editions, chosen (defaults from the URL, else the two newest)."""
    params = st.query_params
    ss = st.session_state
    asked = params.get("book")
    if asked in books and "ed_book" not in ss:
        ss["ed_book"] = asked
    elif asked and "ed_book" not in ss:  # a link to a book with one edition, or none
        known = asked in library.books
        st.warning(f"« {c.text(asked, limit=80)} » : " + ("ce règlement n'a qu'une édition" if known else "règlement inconnu")
                   + " ; voici les règlements qui en ont plusieurs.", icon=":material/info:")
    book_id = st.selectbox("Règlement", list(books), key="ed_book",
                           format_func=lambda b: f"{library.book_name(b)} — {library.books[b].meta.title}")
    found = {b.id: b for b in books[book_id]}
    ids = list(found)
    if ss.get("_ed_for") != book_id:  # another book: its two newest editions
        ss["ed_old"] = params["old"] if params.get("old") in found else ids[1]
        ss["ed_new"] = params["new"] if params.get("new") in found else ids[0]
        ss["_ed_for"] = book_id
    cols = st.columns(2)
    old = cols[0].selectbox("Ancienne édition", ids, key="ed_old", format_func=lambda i: _edition_label(found[i]))
    new = cols[1].selectbox("Nouvelle édition", ids, key="ed_new", format_func=lambda i: _edition_label(found[i]))
    if old == new:
        st.info("Choisissez deux éditions différentes.")
        return None
    params.update({"book": book_id, "old": old, "new": new})
    return found[old], found[new]


def _links(library: Library, ids: list[str]) -> None:
    for aid in ids:
        c.link_article(library, aid)


def _pairs(library: Library, pairs: list[tuple[str, str]], *, titles: bool) -> None:
    for old, new in pairs:
        a, b = library.articles.get(old), library.articles.get(new)
        if titles and a is not None and b is not None:
            st.markdown(f"« {c.text(a.title, limit=100)} » → « {c.text(b.title, limit=100)} »")
        else:
            st.markdown(f"n° {c.text(a.number if a else old)} → n° {c.text(b.number if b else new)}")
        c.link_article(library, new, icon=":material/article:")


def show_diff(library: Library, d: EditionDiff) -> None:
    """The diff: counts, then each kind of change with links to the articles."""
    counts = [("Ajoutés", len(d.added)), ("Supprimés", len(d.removed)), ("Renumérotés", len(d.renumbered)),
              ("Retitrés", len(d.retitled)), ("Modifiés", len(d.changed)), ("Inchangés", d.unchanged)]
    for cell, (label, n) in zip(c.grid(len(counts), per_row=3), counts, strict=True):
        cell.metric(label, n)
    if d.added:
        st.subheader(f"Articles ajoutés ({len(d.added)})")
        _links(library, d.added)
    if d.removed:
        st.subheader(f"Articles supprimés ({len(d.removed)})")
        _links(library, d.removed)
    if d.renumbered:
        st.subheader(f"Articles renumérotés ({len(d.renumbered)})")
        _pairs(library, d.renumbered, titles=False)
    if d.retitled:
        st.subheader(f"Titres changés ({len(d.retitled)})")
        _pairs(library, d.retitled, titles=True)
    if d.changed:
        st.subheader(f"Textes modifiés ({len(d.changed)})")
        st.caption("Barré rouge : seulement dans l'ancienne édition · souligné vert : seulement dans la nouvelle · "
                   "en gras : un nombre qui change.")
    for change in d.changed:
        a = library.articles.get(change.new)
        label = c.article_label(a) if a else change.new
        flag = " · des nombres changent" if change.diff.numbers_changed else ""
        with st.expander(f"{label} (similarité {change.diff.similarity * 100:.0f} %{flag})"):
            st.markdown(diff_html(change.diff), unsafe_allow_html=True)
            c.link_article(library, change.new, label="Page de l'article", icon=":material/article:")
    if d.struck_changed:
        st.subheader(f"Texte barré modifié ({len(d.struck_changed)})")
        st.caption("Le texte supprimé (barré) que garde l'édition change ; le texte en vigueur de ces articles est le même.")
    for change in d.struck_changed:
        a = library.articles.get(change.new)
        with st.expander(f"{c.article_label(a) if a else change.new} (texte barré)"):
            st.markdown(diff_html(change.diff), unsafe_allow_html=True)
    if not (d.added or d.removed or d.renumbered or d.retitled or d.changed):
        st.success("Les deux éditions disent la même chose, article par article.")


def page() -> None:
    kb = knowledge()
    library = kb.library
    st.title("Éditions")
    st.caption("Ce qui change d'une édition d'un règlement à l'autre : articles ajoutés, supprimés, renumérotés, "
               "retitrés, et le texte modifié mot à mot.")
    books = books_with_editions(library)
    if not books:
        st.info("Aucun règlement n'a encore plusieurs éditions. Ajoutez la nouvelle édition d'un livre "
                "(même identifiant, une autre édition) sur la page « Ajouter un règlement ».", icon=":material/info:")
        c.link_page("addbook", "Ajouter un règlement", icon=":material/library_add:")
        return
    picked = _pick(library, books)
    if picked is None:
        return
    old, new = picked
    try:
        d = _diff(kb, old.id, new.id, str(kb.cache_dir))
    except KBError as exc:
        st.error(f"Les deux éditions n'ont pas pu être comparées : {c.text(exc, limit=400)}")
        return
    show_diff(library, d)
