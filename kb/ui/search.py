"""Page « Recherche » (home): full-text search over the five books.

URL: ``/?q=bouton+mort&books=tda,ropta&in_topic=dead_button``. The root URL also dispatches
``?article=…``, ``?topic=…`` and ``?example=…`` to their pages, so that shared links of the
form ``/?article=tda:47`` open the right screen. A question asking for a value (« combien de
temps quand on demande le time ? ») shows its answer card above the results, each book's
value with its article and quote; a betting story with blinds and amounts offers the
simulator pre-filled (``/exemples?situation=…``), with what was understood. Coming back
through the menu (no query in the address) shows the last search of the session again.
Results wait for three letters: no « aucun article » while a word is being typed. The
list shows the ten best articles, then ten more on demand (« Afficher … de plus »; the
browser draws each card, and most answers are in the first ones); the count shown is kept
for the session, so Back from an article finds the list as long as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import streamlit as st

from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.templates import environment
from kb.ui import TITLE
from kb.ui import components as c
from kb.ui.scroll import keep_scroll
from kb.ui.search_form import EXAMPLES, EXAMPLES_CAPTION, FILTERS, HEADING, HELP, PLACEHOLDER, QUESTION
from kb.ui.state import PAGES, knowledge

if TYPE_CHECKING:
    from kb.search import Hit
    from kb.search.answers import Answer
    from kb.search.simulation import Simulation

RESULTS = 10  # cards shown at first, and added by each « Afficher … de plus »
MAX_RESULTS = 50
SHOWN = "_search_shown"  # session key: (the search's URL state, number of cards shown)
MIN_LETTERS = 3  # live search starts at three letters
PREFERRED = "_search_pref"  # session key: the preferred book, kept while the widget is not drawn
PREFERRED_LABEL = "Règlement préféré"
PREFERRED_HELP = ("Ses articles passent en premier à pertinence égale (celui de votre club). Un règlement nommé "
                  "dans la question (« selon le TDA », « ropta … ») passe en premier, lui, sans égalité.")
JUNK = ("Aucun résultat : ce texte ne ressemble à aucun mot des règlements (balises, caractères au hasard). "
        "Vérifiez l'orthographe, ou tapez quelques mots : « bouton mort », « temps de réflexion ».")


def _dispatch() -> None:
    params = st.query_params
    for key, page in (("article", "article"), ("topic", "compare"), ("example", "examples"), ("situation", "examples")):
        value = params.get(key)
        if value and page in PAGES:
            c.go(page, **{key: value})


def _sync_params(q: str, books: list[str], topic: str | None, prefer: str | None) -> None:
    """Write the search into the URL (so that it can be shared) and remember it."""
    params = st.query_params
    wanted = {"q": q.strip(), "books": ",".join(books), "in_topic": topic or "", "pref": prefer or ""}
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
    st.title(HEADING)
    params = st.query_params
    url_state = (params.get("q", ""), params.get("books", ""), params.get("in_topic", ""))
    last = st.session_state.get("_search_url")
    if last and any(last) and not any(url_state):
        url_state = last  # back through the menu (an address without a query): the last search
    if "q_input" not in st.session_state or st.session_state.get("_search_url") != url_state:
        # first visit, or a link changed the URL: the URL wins over the widgets
        st.session_state["q_input"] = url_state[0]
        st.session_state["books_filter"] = [b for b in url_state[1].split(",") if b in library.books]
        st.session_state["topic_filter"] = url_state[2] if url_state[2] in topics.topics else None
    q = st.text_input(
        QUESTION,
        key="q_input",
        placeholder=PLACEHOLDER,
        help=HELP,
        # results as you type, after Streamlit's default pause (250 ms); a duration string
        # ("400ms") makes Streamlit import pandas to read it: 0.8 s on the first page
        live=True,
    )
    books, topic, prefer = _filters(kb)
    _sync_params(q, books, topic, prefer)
    if q.strip():
        st.set_page_config(page_title=f"{q.strip()[:60]} · Recherche · {TITLE}")
    if 0 < len(q.strip()) < MIN_LETTERS:
        st.caption("Tapez au moins trois lettres…")
        return
    if not q.strip():
        # an HTML element, as the result cards: the browser has drawn one before the first
        # query, whose cards then come 60-100 ms sooner (the element's code loaded and run)
        st.html(f'<p class="kb-caption">{EXAMPLES_CAPTION}</p>')
        for example in EXAMPLES:
            c.link_page("search", example, icon=":material/search:", q=example)
        return
    _results(kb, q, books, topic, prefer)


def _remembered_preference(kb: KnowledgeBase) -> None:
    """The preferred book's widget set from the address (« ?pref=ropta », a shared link
    or a reload) or, without one, from the session (another page, then back)."""
    ruling = kb.library.book_names(in_use=True)
    shared = st.query_params.get("pref", "")
    if shared and shared not in ruling:
        st.warning(f"Règlement préféré inconnu : « {c.text(shared, limit=60)} » (règlements : {', '.join(ruling.values())}).")
        shared = ""
    if shared and shared != st.session_state.get(PREFERRED):
        st.session_state[PREFERRED] = st.session_state["pref_filter"] = shared
    elif "pref_filter" not in st.session_state:
        st.session_state["pref_filter"] = st.session_state.get(PREFERRED)


def _filters(kb: KnowledgeBase) -> tuple[list[str], str | None, str | None]:
    """The books, the topic and the preferred book chosen (« Filtres »)."""
    library, topics = kb.library, kb.topics
    _remembered_preference(kb)
    with st.expander(FILTERS, expanded=bool(st.session_state["books_filter"] or st.session_state["topic_filter"])):
        books = st.multiselect(
            "Règlements",
            options=list(library.books),
            format_func=lambda b: library.book_name(b),
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
        ruling = kb.library.book_names(in_use=True)
        prefer = st.selectbox(
            PREFERRED_LABEL,
            options=list(ruling),
            format_func=ruling.__getitem__,
            key="pref_filter",
            index=None,
            placeholder="aucun",
            help=PREFERRED_HELP,
        )
    st.session_state[PREFERRED] = prefer
    return books, topic, prefer


def _no_hits(kb: KnowledgeBase, q: str) -> None:
    """No article: a last word typed halfway (the search runs as one types) is offered its
    endings, as links, rather than « Aucun article » at every letter."""
    *head, last = q.split()
    endings = kb.searcher.completions(last)
    if not endings:
        st.info("Aucun article ne correspond. Essayez d'autres mots, ou retirez des filtres.")
        return
    st.caption("Continuez à taper, ou choisissez :")
    for word in endings:
        whole = " ".join([*head, word])
        c.link_page("search", whole, icon=":material/search:", q=whole)


def _results(kb: KnowledgeBase, q: str, books: list[str], topic: str | None, prefer: str | None = None) -> None:
    """The answer card, the situation understood, the suggestion and the result cards."""
    # kb.search (Whoosh, NumPy) is loaded by the first query, not by the first page (which
    # shows before it); kb.ui.state's warm-up loads it right after that page
    from kb.search.answers import find_answer
    from kb.search.simulation import read_simulation  # (same reason)

    library = kb.library
    shown = _shown()
    result = kb.search(q, books=books or None, topic=topic, limit=shown, prefer=prefer)
    answer = None if result.junk else find_answer(q, kb.parameters)
    if answer is not None:
        _answer_card(library, answer)
    simulation = None if result.junk else read_simulation(q, kb.rulesets)
    if simulation is not None:
        _simulation(simulation)
    if result.suggestion:
        # the suggestion is built from the visitor's words: shown as text, never as markup
        st.markdown(f"Vouliez-vous dire **{c.text(result.suggestion)}** ?")
        if st.button(f"Chercher « {c.text(result.suggestion)} »", key="use_suggestion"):
            st.session_state["q_input"] = result.suggestion
            st.rerun()
    for words, forms in result.also_searched():
        also = ", ".join(f"« {a} »" for a in forms)
        st.caption(f"« {c.text(words)} » aussi cherché comme {also}")
    if result.junk:
        st.info(JUNK)
        return
    if not result.hits:
        _no_hits(kb, q)
        return
    n = result.total
    st.caption(f"{n} article{'s' if n > 1 else ''} trouvé{'s' if n > 1 else ''}" + (
        f" — les {len(result.hits)} meilleurs" if n > len(result.hits) else "") + _books_first(kb, result.named_book, prefer))
    for hit in result.hits:
        _card(library, hit)
    more = min(RESULTS, result.total - len(result.hits), MAX_RESULTS - shown)
    if more > 0:
        st.button(f"Afficher {more} résultat{'s' if more > 1 else ''} de plus", key="more_results",
                  icon=":material/expand_more:", on_click=_show_more, args=(shown + more,))
    keep_scroll()  # Back from an article comes back to the same place in the list


def _books_first(kb: KnowledgeBase, named: str | None, prefer: str | None) -> str:
    """What the order of the list owes to a book: the one the query names, the preferred one."""
    names = kb.library.book_names()
    if named is not None:
        return f" — {names.get(named, named)} d'abord (nommé dans la question)"
    if prefer is not None:
        return f" — {names.get(prefer, prefer)} d'abord à pertinence égale (règlement préféré)"
    return ""


def _shown() -> int:
    """How many cards the current search shows (RESULTS for a new search)."""
    url_state, n = st.session_state.get(SHOWN, (None, RESULTS))
    return int(n) if url_state == st.session_state.get("_search_url") else RESULTS


def _show_more(n: int) -> None:
    st.session_state[SHOWN] = (st.session_state.get("_search_url"), n)


def _card(library: Library, hit: Hit) -> None:
    a = library.articles.get(hit.id)
    label = c.article_label(a) if a else f"{hit.number} — {hit.title}"
    # two elements per card, its link and one HTML element (each element costs the phone a
    # few milliseconds of drawing: no bordered container, a rule above each card drawn by
    # the stylesheet); st.html, not Markdown: the browser then skips parsing it as Markdown
    # (5 ms a card instead of 8 on this machine's Chromium)
    st.html(str(_cards().result(library.book_name(hit.book), c.book_color(library, hit.book), label, hit.snippet)))
    label = f"Lire l'article ({library.book_name(hit.book)} {a.number})" if a and a.numbered else "Lire l'article"
    c.link_article(library, hit.id, label=label, icon=":material/article:")


def _answer_card(library: Library, answer: Answer) -> None:
    """The answer of every book to a value question: value, article, quote; a value other
    than most books' is marked."""
    with st.container(border=True, key="answer_card"):
        # HTML elements, as the result cards: one for the question, one per book (value and
        # quote; each element costs the phone's drawing), the book's text escaped
        st.html(str(_cards().answer(answer.label, answer.diverges)))
        for book, v in answer.values.items():
            st.html(str(_cards().value(library.book_name(book), c.book_color(library, book), v, answer.differs(book))))
            if v.article and v.article in library.articles:
                a = library.articles[v.article]
                label = f"{library.book_name(book)} {a.number}" if a.numbered else library.book_name(book)
                c.link_article(library, v.article, label=label, icon=":material/article:")


def _simulation(simulation: Simulation) -> None:
    """What was understood of a betting story, and the simulator pre-filled with it."""
    with st.container(border=True, key="situation_card"):
        st.markdown("**Situation de jeu comprise**")
        st.markdown("\n".join(f"- {c.text(line, limit=300)}" for line in simulation.understood))
        c.link_page("examples", "Trancher avec le simulateur", icon=":material/play_arrow:", situation=simulation.text)
        st.caption("En ligne de commande :")
        st.code(simulation.command, language="bash")


def _cards() -> Any:
    """The card macros of ``templates/app/search.html``."""
    return environment().get_template("app/search.html").module
