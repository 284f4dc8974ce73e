"""Page « Article »: one article with its cross-links.

URL: ``/article?article=tda:47`` (or ``/?article=tda:47`` from the root). Shows the current
wording (references as links, quantities highlighted), the struck wording as history on
demand, the worked examples in their own blocks (with the engine's verdict computed when
the knowledge base was built; open at once when there are two at most, else sent when the
reader opens them), "Voir", "Cité par", and "Même sujet dans les autres règlements" with
one link per book. Each element costs the browser's drawing (about 3 ms on the bench's
machine): the page keeps them few (one block per example, one caption for the parts and
the citation).
"""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING

import streamlit as st
from markupsafe import Markup

from kb.bookhtml import clean_markdown
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Article
from kb.topics import RelatedArticle
from kb.ui import TITLE
from kb.ui import components as c
from kb.ui.examples_view import example_result_markdown, results_for
from kb.ui.state import LAST_PAGE, knowledge

if TYPE_CHECKING:
    from kb.engine.examples import ExampleResult
    from kb.ui.streamlit_internals import ExpanderContainer

SHOWN = "kb_article_shown"  # session key: the article the previous run of this page showed


def render_article(kb: KnowledgeBase, a: Article, *, cross_links: bool = True) -> None:
    """The article's body, examples, history and (optionally) its cross-links."""
    library = kb.library
    # the title as text: an imported book's « [club](https://…) » is no live link (c.text turns
    # every sign into a character reference: safe as HTML, inert as Markdown)
    title = Markup(c.text(library.books[a.book].meta.title, limit=200))
    st.markdown(c.card_title(library, a.book, title), unsafe_allow_html=True)
    st.header(c.article_label(a))
    trail = c.article_trail(library, a)
    # two lines of one caption (a Markdown line break): each element costs the phone's drawing
    st.caption((f"{trail}  \n" if trail else "") + c.article_citation(library, a))
    # under the heading, in the first screen of a phone: the link is what is passed at the table
    c.copy_link(f"./article?article={a.id}")
    if a.text.strip():
        body = c.article_body(a, kb.quantity_spans.get(a.id, []))
        st.markdown(f'<div class="kb-text">\n\n{body}\n\n</div>', unsafe_allow_html=True)
    else:
        st.info("Cet article n'a plus de texte en vigueur (supprimé dans cette version).")
    if a.struck or a.struck_title:
        with st.expander("Texte supprimé dans cette version (historique)"):
            lines = ([f"Titre : ~~{a.struck_title}~~"] if a.struck_title else []) + [f"~~{s.strip()}~~" for s in a.struck]
            st.markdown("\n\n".join(lines))
    children = library.children(a.id)
    if children:
        st.subheader("Articles de cette partie")
        for ch in children:
            c.link_article(library, ch.id, label=c.article_label(ch))
    _render_examples(kb, a)
    if cross_links:
        render_cross_links(kb, a)


def _render_examples(kb: KnowledgeBase, a: Article) -> None:
    """The article's worked examples, each with the engine's verdict when there is one,
    then the verdicts of numeric examples the data knows but the text does not label."""
    results = results_for(kb.example_results, a.id)
    labels = {ex.label for ex in a.examples}
    if a.examples:
        checked = sum(1 for r in results if r.label in labels)
        title = f"Exemples ({len(a.examples)})" + (f" — {checked} vérifié(s) par le moteur" if checked else "")
        examples = _lazy_expander(title, f"examples:{a.id}", expanded=len(a.examples) <= 2)
        if examples.open:
            with examples:
                _render_example_blocks(a, results)
    others = [r for r in results if r.label not in labels]
    if others:
        verified = _lazy_expander(f"Exemples chiffrés vérifiés par le moteur ({len(others)})", f"verified:{a.id}")
        if verified.open:
            with verified:
                for r in others:
                    _framed(list(example_result_markdown(r)))


def _lazy_expander(label: str, key: str, *, expanded: bool = False) -> ExpanderContainer:
    """An expander whose content is sent only once it is open (a click on a closed one
    runs the page again): the examples of an article of ten examples cost the phone's
    drawing of every page otherwise, read or not. ``key`` names the article (an expander
    opened on one article is not opened on the next)."""
    return st.expander(label, expanded=expanded, key=key, on_change="rerun")


def _render_example_blocks(a: Article, results: list[ExampleResult]) -> None:
    """Each of the article's examples: its wording and the engine's verdicts on it."""
    for ex in a.examples:
        # one element per example (its wording and the engine's verdicts), framed by the
        # stylesheet: a container and an element per part cost the phone more
        parts = [f"**{clean_markdown(ex.label)}**", clean_markdown(ex.text)]
        parts += [p for r in results if r.label == ex.label for p in example_result_markdown(r, with_label=False)]
        _framed(parts)


def _framed(parts: list[str]) -> None:
    """Markdown pieces in one framed block (``.kb-example``), each piece's own Markdown kept."""
    body = "\n\n".join(p for p in parts if p)
    st.markdown(f'<div class="kb-example">\n\n{body}\n\n</div>', unsafe_allow_html=True)


def render_cross_links(kb: KnowledgeBase, a: Article) -> None:
    """"Voir", "Cité par", the same subject in the other books, and the article's topics."""
    library = kb.library
    see = [r.target for r in a.refs if r.target]
    see = list(dict.fromkeys(see))
    try:
        cited = kb.cited_by(a.id)
    except KBError:  # an article the topic index does not know
        cited = []
    st.subheader("Renvois")
    # one after the other (as a phone stacks two columns), without the three elements of
    # the columns' frame
    st.markdown("**Voir**" if see else "**Voir** · aucun renvoi dans le texte.")
    for t in see:
        c.link_article(library, t, icon=":material/arrow_forward:")
    st.markdown("**Cité par**" if cited else "**Cité par** · aucun article ne cite celui-ci.")
    for t in cited:
        c.link_article(library, t, icon=":material/arrow_back:")
    _render_same_subject(kb, a)


def _render_same_subject(kb: KnowledgeBase, a: Article) -> None:
    """One link per other book on the same subject, then a comparison of each topic."""
    library, topics = kb.library, kb.topics
    try:
        links = topics.topics_of(a.id)
        related = topics.related(a.id)
    except KBError:  # an article the topic index does not know
        return
    st.subheader("Même sujet dans les autres règlements")
    best: dict[str, RelatedArticle] = {}
    for other in related.same_topic:
        if other.book != a.book and other.book not in best:
            best[other.book] = other
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
    kb = knowledge()
    library = kb.library
    aid = st.query_params.get("article", "")
    aid = library.find(aid) or aid  # « TDA:47 », « tda：47 » (a phone keyboard), « aix:Les-Blinds »
    if not aid or aid not in library.articles:
        st.title("Article")
        if aid:
            _unknown(kb, aid)
        _picker(kb)
        return
    a = library.articles[aid]
    # the browser tab names the article (several tabs open at the table stay apart)
    st.set_page_config(page_title=f"{c.article_label(a, with_book=library)} · {TITLE}")
    # Keep the address bar in step with what is shown, writing it only when it may be
    # stale (each write is a history entry, and Back must not stop on a copy): a link
    # that arrived with other parameters, or one followed from an article to another,
    # whose address Streamlit leaves as it was.
    shown = st.session_state.get(SHOWN) if st.session_state.get(LAST_PAGE) == __name__ else None
    if st.query_params.to_dict() != {"article": aid} or (shown is not None and shown != aid):
        st.query_params.from_dict({"article": aid})
    st.session_state[SHOWN] = aid
    render_article(kb, a)


def suggestions(kb: KnowledgeBase, wanted: str, n: int = 5) -> list[str]:
    """The article ids closest to an unknown one (``tda:477`` → ``tda:47``, ``tda:17``…)."""
    key = wanted.strip().lower()[:40]
    return difflib.get_close_matches(key, list(kb.library.articles), n=n, cutoff=0.6)


def _unknown(kb: KnowledgeBase, aid: str) -> None:
    """An unknown id from the URL: said as text (never as markup), with the closest ids."""
    st.error(
        f"Article inconnu : « {c.text(aid)} ». Les identifiants s'écrivent livre:numéro, "
        "ex. tda:47, ropta:9.6.",
        icon=":material/search_off:",
    )
    close = suggestions(kb, aid)
    if close:
        st.markdown("Vouliez-vous dire :")
        for other in close:
            c.link_article(kb.library, other, icon=":material/article:")


def _picker(kb: KnowledgeBase) -> None:
    library = kb.library
    book_id = st.selectbox("Règlement", list(library.books), format_func=lambda b: library.book_name(b))
    arts = library.by_book(book_id)
    aid = st.selectbox("Article", [a.id for a in arts], format_func=lambda i: c.article_label(library.articles[i]))
    if aid:
        c.link_article(library, aid, label="Ouvrir", icon=":material/article:")
