"""Page « Comparer »: one topic across the five books.

URL: ``/comparer?topic=time_clock`` (or ``/?topic=time_clock`` from the root); a word diff of
two articles: ``/comparer?a=tda:47&b=redcactus:48``. Shows the parameters table (one column
per book, divergent rows highlighted, each value with its quote), the best article of each
book side by side, a word diff of any two articles, and the derived article pairs.
"""

from __future__ import annotations

import re
from typing import Any

import streamlit as st

from kb.compare import (
    STATUS_LABELS,
    DerivedPair,
    aligned_articles,
    derived_pairs,
    divergence,
    topic_summary,
    word_diff,
)
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.parameters import BookValue, Parameter
from kb.quotes import in_previous_edition, previous_edition_note
from kb.templates import environment, partial
from kb.topics import TopicIndex
from kb.ui import TITLE
from kb.ui import components as c
from kb.ui.state import knowledge
from kb.ui.themes import find_themes


@st.cache_resource(show_spinner="Recherche des textes dérivés…")
def _derived_pairs(_library: Library, key: str) -> list[DerivedPair]:
    return derived_pairs(_library)


def _topic_choices(params: list[Parameter], topics: TopicIndex) -> list[str]:
    with_params = sorted({p.topic for p in params})
    others = sorted(set(topics.topics) - set(with_params))
    return with_params + others


def _value_cell(p: Parameter, bv: BookValue | None) -> str:
    if bv is None:
        return "non précisé"
    if bv.value is None:
        return "sans valeur fixée"
    return str(p.format(bv.value))


def _compared(library: Library) -> list[str]:
    """The edition in use of each book: an older one has no values (its column, under the
    same short name, was a second « ROPTA » of dashes)."""
    return [b for b, book in library.books.items() if not book.meta.edition_of]


def _books(library: Library) -> list[tuple[str, str, str, str]]:
    return [(b, library.book_name(b), library.books[b].meta.title, c.book_color(library, b)) for b in _compared(library)]


def params_table_html(library: Library, params: list[Parameter]) -> str:
    """The parameters of a topic as an HTML table (``templates/app/compare.html``): one row
    per parameter, one column per book; divergent rows carry the class ``kb-diverge``; each
    value shows its quote on hover (``title``)."""
    return str(_macros().table(_books(library), params, _value_cell, divergence, STATUS_LABELS))


def params_cards_html(library: Library, params: list[Parameter]) -> str:
    """The same parameters as one card each, for narrow screens (the table's columns would
    not fit on a phone): each book's value, « ≠ » on those that differ from most books',
    opens its quote on a tap (``<details>``)."""
    return str(_macros().cards(_books(library), params, _value_cell, divergence))


def _macros() -> Any:
    return environment().get_template("app/compare.html").module


def _find_theme(kb: KnowledgeBase) -> None:
    """« Chercher un thème avec vos mots »: the players' words (« chrono », « relance
    incomplète ») → the matching themes, as links."""
    words = st.text_input(
        "Chercher un thème avec vos mots",
        key="compare_find",
        placeholder="ex. chrono, relance incomplète, tapis incomplet",
    )
    if len(words.strip()) < 3:
        return
    found = find_themes(kb, words)
    if not found:
        st.caption(f"Aucun thème ne correspond à « {c.text(words)} ». Essayez un autre mot, ou la liste ci-dessous.")
    for tid in found:
        c.link_page("compare", c.topic_label(kb.topics, tid), icon=":material/balance:", topic=tid)


def page() -> None:
    kb = knowledge()
    library = kb.library
    topics = kb.topics
    st.title("Comparer les règlements")
    try:
        params = kb.parameters
        c.value_warnings(kb.value_warnings)
    except KBError as exc:  # inconsistent data files: say what is wrong
        st.error(f"Paramètres illisibles : {exc}")
        params = []
    choices = _topic_choices(params, topics)
    wanted = st.query_params.get("topic")
    if wanted and wanted not in choices:
        _unknown_topic(kb, wanted)
        wanted = None
    else:
        _find_theme(kb)
    if "compare_topic" not in st.session_state or (wanted and st.session_state.get("_compare_from") != wanted):
        st.session_state["compare_topic"] = wanted
        st.session_state["_compare_from"] = wanted
    with_params = {p.topic for p in params}
    topic = st.selectbox(
        "Thème",
        options=choices,
        format_func=lambda t: c.topic_label(topics, t) + ("" if t in with_params else " (sans paramètre chiffré)"),
        key="compare_topic",
        index=None,
        placeholder="choisir un thème (ex. temps de réflexion)",
    )
    if topic:
        # set on every run: a link to this same page may leave the address without it
        st.query_params["topic"] = topic
        st.session_state["_compare_from"] = topic
        st.set_page_config(page_title=f"{c.topic_label(topics, topic)} · Comparer · {TITLE}")
        _topic_view(library, topic, [p for p in params if p.topic == topic], topics, params)
        c.copy_link(f"./comparer?topic={topic}")
    else:
        if "topic" in st.query_params:
            del st.query_params["topic"]
        st.session_state["_compare_from"] = None
        _overview(params, topics)
    _diff_view(library)
    _derived_view(library)


def _unknown_topic(kb: KnowledgeBase, wanted: str) -> None:
    """A theme id from the URL that no theme has: said as text, with the closest themes."""
    st.warning(f"Thème inconnu : « {c.text(wanted)} ». Choisissez un thème ci-dessous.", icon=":material/search_off:")
    close = find_themes(kb, wanted.replace("_", " ")[:100], limit=4)
    if close:
        st.markdown("Vouliez-vous dire :")
        for tid in close:
            c.link_page("compare", c.topic_label(kb.topics, tid), icon=":material/balance:", topic=tid)


def _count(n: int, noun: str) -> str:
    """« 1 divergence », « 3 divergences » (French: 0 and 1 take the singular).

    >>> _count(1, "paramètre"), _count(4, "paramètre")
    ('1 paramètre', '4 paramètres')
    """
    return f"{n} {noun}{'s' if n > 1 else ''}"


def _overview(params: list[Parameter], topics: TopicIndex) -> None:
    if not params:
        return
    st.subheader("Thèmes où les règlements divergent")
    summary = topic_summary(params)
    for tid, s in sorted(summary.items(), key=lambda kv: -len(kv[1].diverging)):
        if s.diverging:
            c.link_page(
                "compare",
                f"{c.topic_label(topics, tid)} — {_count(len(s.diverging), 'divergence')} "
                f"sur {_count(len(s.parameters), 'paramètre')}",
                icon=":material/difference:",
                topic=tid,
            )


def _topic_view(library: Library, topic: str, tparams: list[Parameter], topics: TopicIndex, params: list[Parameter]) -> None:
    if topic in topics.topics and topics.topics[topic].description:
        st.caption(topics.topics[topic].description)
    if tparams:
        st.subheader("Paramètres")
        st.markdown(params_table_html(library, tparams), unsafe_allow_html=True)
        st.markdown(params_cards_html(library, tparams), unsafe_allow_html=True)
        st.caption("≠ : les règlements divergent (sur téléphone, ≠ marque la valeur qui diffère de celle de la plupart). "
                   "Touchez (ou survolez) une valeur pour lire sa citation ; le détail est ci-dessous.")
        with st.expander("Citations de chaque valeur"):
            for p in tparams:
                st.markdown(f"**{p.label}**")
                for b, bv in p.values.items():
                    if bv is None:
                        note = p.silent_notes.get(b, "")
                        st.markdown(f"- {library.book_name(b)} : non précisé" + (f" — {note}" if note else ""))
                        continue
                    hist = " (texte supprimé, historique)" if bv.historical else ""
                    # an article only an older edition holds: the link goes there and says so
                    older = in_previous_edition(library, bv.article)
                    cited = (f"[{older.id}]({c.article_url(older.id)}), {previous_edition_note(library, older)}"
                             if older else f"[{bv.article}]({c.article_url(bv.article)})")
                    st.markdown(
                        f"- {library.book_name(b)} : **{_value_cell(p, bv)}** — "
                        f"{cited}{hist} : « {bv.quote} »"
                        + (f" — *{bv.note}*" if bv.note else "")
                    )
    else:
        st.info("Pas de paramètre chiffré pour ce thème : voici les articles de chaque règlement.")
    index = topics if topic in topics.topics else None
    aligned = aligned_articles(topic, library, index=index, params=params)
    st.subheader("Le meilleur article de chaque règlement")
    present = [(b, aid) for b, aid in aligned.articles.items() if aid]
    if not present:
        st.caption("Aucun article trouvé pour ce thème.")
        return
    cells = c.grid(len(present))
    for cell, (b, aid) in zip(cells, present, strict=True):
        a = library.articles[aid]
        with cell, st.container(border=True):
            st.markdown(f"{c.badge_html(library, b)}**{c.text(a.label)}**", unsafe_allow_html=True)
            text = a.text.strip() or "(texte supprimé)"
            st.markdown(text if len(text) < 1500 else text[:1500] + " …")
            c.link_article(library, aid, label="Lire l'article", icon=":material/article:")
    missing = [library.book_name(b) for b, aid in aligned.articles.items() if not aid]
    if missing:
        st.caption("Pas d'article sur ce thème : " + ", ".join(missing))
    if len(present) >= 2 and "diff_a" not in st.session_state:
        st.session_state["diff_a"] = present[0][1]
        st.session_state["diff_b"] = present[1][1]


@st.fragment
def _diff_view(library: Library) -> None:
    """Two articles and their word diff; a fragment: picking an article reruns only this
    part, not the parameters and the articles of the theme above it."""
    st.subheader("Différences mot à mot entre deux articles")
    ids = list(library.articles)
    params = st.query_params
    for key, param in (("diff_a", "a"), ("diff_b", "b")):
        if params.get(param) in library.articles and st.session_state.get(f"_{key}_from") != params.get(param):
            st.session_state[key] = params.get(param)
            st.session_state[f"_{key}_from"] = params.get(param)
    cols = st.columns(2)
    label = lambda i: c.article_label(library.articles[i], with_book=library)  # noqa: E731
    with cols[0]:
        a = st.selectbox("Article A", ids, key="diff_a", format_func=label, index=None, placeholder="choisir")
    with cols[1]:
        b = st.selectbox("Article B", ids, key="diff_b", format_func=label, index=None, placeholder="choisir")
    if not a or not b:
        return
    d = word_diff(library, a, b)
    st.caption(f"Similarité {d.similarity * 100:.0f} % · texte commun {d.shared * 100:.0f} %" + (
        " · des nombres changent" if d.numbers_changed else ""))
    st.markdown(str(partial("word_diff")(d.ops, clean=_plain)), unsafe_allow_html=True)
    st.caption("Barré rouge : seulement dans A · souligné vert : seulement dans B.")


_MARKDOWN_MARKS = re.compile(r"(?<!\S)#{1,6}(?!\S)|\*\*|__|~~|(?<!\S)>(?!\S)")


def _plain(words: str) -> str:
    """Words of a diff without the Markdown marks of their article (headings' ``#``,
    bold ``**``, quotes ``>``), which mean nothing once words are compared:
    ``"# # **Le bouton**"`` → ``"Le bouton"``."""
    return " ".join(_MARKDOWN_MARKS.sub(" ", words).split())


def _derived_view(library: Library) -> None:
    with st.expander("Textes dérivés : articles largement repris d'un règlement à l'autre"):
        key = "|".join(f"{b.id}:{b.source_sha256}" for b in library.books.values())
        pairs = _derived_pairs(library, key)
        st.caption(f"{len(pairs)} paires d'articles partagent la plupart de leur texte.")
        for p in pairs[:200]:
            la = c.article_label(library.articles[p.a], with_book=library)
            lb = c.article_label(library.articles[p.b], with_book=library)
            c.link_page("compare", f"{la} ≈ {lb} ({p.shared * 100:.0f} %)", a=p.a, b=p.b)
            summary = p.summary()
            if summary:
                st.caption(summary)
