"""Page « Exemples et simulateur ».

- Every worked example of the books, run by the engine under its book's rules, with its
  status (conforme / erratum du livre / désaccord), filterable by book and status. URL of
  one example: ``/exemples?example=tda-47-ex3a``.
- The simulator (``kb.ui.simulator``): a situation told in words or in the form → the
  ruling under each book side by side, with the deciding article. The situation is kept in
  the URL (``?situation=…``) so that a ruling can be shared.
"""

from __future__ import annotations

import streamlit as st

from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.ui import components as c
from kb.ui.examples_view import STATUS_FR, render_example_result
from kb.ui.simulator import simulator
from kb.ui.state import knowledge

PAGE_SIZE = 25  # examples rendered at a time

POKERKIT_FR = {"agree": "d'accord", "disagree": "en désaccord (différence connue)", "n/a": "non vérifié"}


def page() -> None:
    kb = knowledge()
    st.title("Exemples et simulateur")
    tab_sim, tab_ex = st.tabs(
        ["Simulateur", "Exemples des règlements"],
        default="Exemples des règlements" if st.query_params.get("example") else "Simulateur",
    )
    with tab_sim:
        simulator(kb)
    with tab_ex:
        _examples(kb)


def _examples(kb: KnowledgeBase) -> None:
    library = kb.library
    try:
        results = kb.example_results
    except KBError as exc:  # a results file that cannot be rebuilt: say what is wrong
        st.error(f"Exemples illisibles : {exc}")
        return
    wanted = st.query_params.get("example")
    if wanted:
        chosen = [r for r in results if r.id == wanted]
        if chosen:
            st.query_params["example"] = wanted  # a link to this same page may leave the address without it
            st.subheader("Exemple demandé")
            with st.container(border=True):
                render_example_result(library, chosen[0], show_article=True)
        else:
            st.warning(f"Exemple inconnu : « {c.text(wanted)} ». Voici la liste des exemples des règlements.")
    counts = {s: sum(1 for r in results if r.status == s) for s in STATUS_FR}
    st.caption(" · ".join(f"{STATUS_FR[s]} : {n}" for s, n in counts.items()) + f" · total {len(results)}")
    f1, f2, f3 = st.columns(3)
    books = f1.multiselect(
        "Règlements", sorted({r.book for r in results}), format_func=lambda b: library.book_name(b), placeholder="tous"
    )
    statuses = f2.multiselect("Statut", list(STATUS_FR), format_func=lambda s: STATUS_FR[s], placeholder="tous")
    oracle = f3.multiselect("PokerKit", list(POKERKIT_FR), format_func=lambda s: POKERKIT_FR[s], placeholder="tous")
    shown = [
        r for r in results
        if (not books or r.book in books) and (not statuses or r.status in statuses)
        and (not oracle or r.pokerkit in oracle)
    ]
    st.caption(f"{len(shown)} exemple(s)")
    # a page of examples at a time: rendering all of them made every rerun of the page slow
    limit = st.session_state.get("ex_limit", PAGE_SIZE)
    for r in shown[:limit]:
        with st.container(border=True):
            render_example_result(library, r, show_article=True)
            c.link_page("examples", "Lien vers cet exemple", icon=":material/link:", example=r.id)
    if len(shown) > limit and st.button(f"Afficher {min(PAGE_SIZE, len(shown) - limit)} exemples de plus", key="ex_more"):
        st.session_state["ex_limit"] = limit + PAGE_SIZE
        st.rerun()
