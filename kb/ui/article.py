"""Page « Article »: one article with its cross-links.

URL: ``/article?article=tda:47`` (or ``/?article=tda:47`` from the root). Shows the current
wording (references as links, quantities highlighted), the struck wording as history on
demand, the worked examples in their own blocks (with the engine's verdict when the
examples runner knows them), "Voir", "Cité par", and "Même sujet dans les autres
règlements" with one link per book.
"""

from __future__ import annotations

import html
from typing import Any

import streamlit as st

from kb.model import Article, Library
from kb.ui import components as c


@st.cache_resource(show_spinner=False)
def quantity_spans() -> dict[str, list[tuple[int, int]]]:
    """Quantity spans of every article's text ("30 secondes", "trois joueurs"), computed by
    the build (kb.quantities): the app never loads spaCy."""
    from kb.quantities import load_spans

    return load_spans()


@st.cache_resource(show_spinner="Vérification des exemples par le moteur…")
def example_results() -> list[Any]:
    """Every worked example run by the engine under its book's rules, cross-checked with
    PokerKit (once per process)."""
    from kb.engine.examples import run_examples
    from kb.ui.main import get_library

    return run_examples(get_library(), oracle=True)


def results_for(article_id: str) -> list[Any]:
    try:
        return [r for r in example_results() if r.article == article_id]
    except Exception:  # noqa: BLE001 - a broken examples file must not hide the article
        return []


STATUS_FR = {"pass": "conforme", "erratum": "erratum du livre", "fail": "désaccord"}
STATUS_BADGE = {"pass": ":green-badge[conforme]", "erratum": ":orange-badge[erratum du livre]", "fail": ":red-badge[désaccord]"}


def render_example_result(library: Library, r: Any, *, show_article: bool = False, with_label: bool = True) -> None:
    """One engine verdict: status, what the book says, what the engine finds."""
    head = (f"**{r.label}** — " if with_label else "") + f"Moteur : {STATUS_BADGE.get(r.status, r.status)}"
    if getattr(r, "pokerkit", "n/a") in ("agree", "disagree"):
        head += " · PokerKit : " + ("d'accord" if r.pokerkit == "agree" else "en désaccord")
    st.markdown(head)
    if show_article:
        c.link_article(library, r.article)
    if r.quote:
        st.markdown(f"> {r.quote}")
    if r.note:
        st.caption(r.note)
    if getattr(r, "pokerkit", "") == "disagree" and getattr(r, "pokerkit_note", ""):
        st.caption(f"PokerKit : {r.pokerkit_note}")
    exp = ", ".join(f"{k} = {v}" for k, v in r.expected.items())
    act = ", ".join(f"{k} = {v}" for k, v in r.actual.items())
    st.caption(f"attendu : {exp} · moteur : {act}")


def render_article(library: Library, a: Article, *, cross_links: bool = True) -> None:
    """The article's body, examples, history and (optionally) its cross-links."""
    book = library.books[a.book]
    st.markdown(
        f'{c.badge_html(library, a.book)}<span class="kb-card-title">{html.escape(book.meta.title)}</span>',
        unsafe_allow_html=True,
    )
    st.header(c.article_label(a))
    crumbs = []
    parent = library.articles.get(a.parent) if a.parent else None
    while parent is not None:
        crumbs.append(parent)
        parent = library.articles.get(parent.parent) if parent.parent else None
    if crumbs:
        st.caption(" › ".join(c.article_label(p) for p in reversed(crumbs)))
    st.caption(f"`{a.id}` · {book.meta.short} {book.meta.version} · lignes {a.line_start}–{a.line_end} du fichier source")
    if a.text.strip():
        # quantities first (their spans are offsets in the article's own text), then links
        body = c.linkify_refs(c.highlight_spans(a.text, quantity_spans().get(a.id, [])), a)
        st.markdown(f'<div class="kb-text">\n\n{body}\n\n</div>', unsafe_allow_html=True)
    else:
        st.info("Cet article n'a plus de texte en vigueur (supprimé dans cette version).")
    if a.struck or a.struck_title:
        with st.expander("Texte supprimé dans cette version (historique)"):
            if a.struck_title:
                st.markdown(f"Titre : ~~{a.struck_title}~~")
            for s in a.struck:
                st.markdown(f"~~{s.strip()}~~")
    children = library.children(a.id)
    if children:
        st.subheader("Articles de cette partie")
        for ch in children:
            c.link_article(library, ch.id, label=c.article_label(ch))
    results = results_for(a.id)
    if a.examples:
        checked = sum(1 for r in results if r.label in {ex.label for ex in a.examples})
        title = f"Exemples ({len(a.examples)})" + (f" — {checked} vérifié(s) par le moteur" if checked else "")
        with st.expander(title, expanded=len(a.examples) <= 2):
            for ex in a.examples:
                with st.container(border=True):
                    st.markdown(f"**{ex.label}**")
                    st.markdown(ex.text)
                    for r in [r for r in results if r.label == ex.label]:
                        render_example_result(library, r, with_label=False)
    others = [r for r in results if r.label not in {ex.label for ex in a.examples}]
    if others:
        with st.expander(f"Exemples chiffrés vérifiés par le moteur ({len(others)})"):
            for r in others:
                with st.container(border=True):
                    render_example_result(library, r)
    if cross_links:
        render_cross_links(library, a)


def render_cross_links(library: Library, a: Article) -> None:
    from kb.ui.main import get_cited_by, get_topic_index

    topics = get_topic_index()
    see = [r.target for r in a.refs if r.target]
    see = list(dict.fromkeys(see))
    cited = get_cited_by().get(a.id, [])
    st.subheader("Renvois")
    cols = st.columns(2)
    with cols[0]:
        st.markdown("**Voir**")
        if see:
            for t in see:
                c.link_article(library, t, icon=":material/arrow_forward:")
        else:
            st.caption("Aucun renvoi dans le texte.")
    with cols[1]:
        st.markdown("**Cité par**")
        if cited:
            for t in cited:
                c.link_article(library, t, icon=":material/arrow_back:")
        else:
            st.caption("Aucun article ne cite celui-ci.")
    if topics is None:
        st.warning("Index des thèmes indisponible : pas de liens vers les autres règlements.")
        return
    try:
        links = topics.topics_of(a.id)
        related = topics.related(a.id)
    except Exception:  # noqa: BLE001 - article unknown to the topic index
        return
    st.subheader("Même sujet dans les autres règlements")
    best: dict[str, Any] = {}
    for r in related.same_topic:
        if r.book != a.book and r.book not in best:
            best[r.book] = r
    if best:
        for book_id in library.books:
            r = best.get(book_id)
            if r is None:
                continue
            labels = ", ".join(c.topic_label(topics, t) for t in r.shared_topics[:3])
            c.link_article(library, r.article, icon=":material/compare_arrows:")
            st.caption(f"thèmes communs : {labels}")
    else:
        st.caption("Pas d'article apparenté dans les autres règlements.")
    if links:
        st.subheader("Thèmes")
        for link in links:
            role = "principal" if link.role == "primary" else "secondaire"
            c.link_page("compare", f"Comparer : {c.topic_label(topics, link.topic)} ({role})", icon=":material/balance:", topic=link.topic)


def page() -> None:
    from kb.ui.main import get_library

    library = get_library()
    aid = st.query_params.get("article", "")
    if aid and aid not in library.articles and aid.lower() in library.articles:
        aid = aid.lower()
    if not aid or aid not in library.articles:
        st.title("Article")
        if aid:
            st.error(f"Article inconnu : « {aid} ». Les identifiants s'écrivent livre:numéro, ex. tda:47, ropta:9.6.")
        _picker(library)
        return
    # keep the address bar in step with what is shown (a link may arrive with other params)
    st.query_params.from_dict({"article": aid})
    render_article(library, library.articles[aid])


def _picker(library: Library) -> None:
    book_id = st.selectbox("Règlement", list(library.books), format_func=lambda b: c.book_short(library, b))
    arts = library.by_book(book_id)
    aid = st.selectbox("Article", [a.id for a in arts], format_func=lambda i: c.article_label(library.articles[i]))
    if aid:
        c.link_article(library, aid, label="Ouvrir", icon=":material/article:")
