"""Page « Glossaire »: the poker jargon, French ↔ English (``kb/data/glossary.toml``).

URL: ``/glossaire?terme=tapis`` filters the list. Each term links to a search.
"""

from __future__ import annotations

import streamlit as st

from kb.search.analysis import fold
from kb.ui import components as c
from kb.ui.state import knowledge


def page() -> None:
    glossary = knowledge().glossary
    st.title("Glossaire du jargon")
    st.caption(
        "Les mots que les joueurs emploient à la table, en français et en anglais. "
        "La recherche les connaît : chercher « all-in » trouve aussi « tapis »."
    )
    if "glossary_filter" not in st.session_state:
        st.session_state["glossary_filter"] = st.query_params.get("terme", "")
    needle = st.text_input("Filtrer (français ou anglais)", key="glossary_filter").strip()
    if needle:
        st.query_params["terme"] = needle
    elif "terme" in st.query_params:
        del st.query_params["terme"]
    key = fold(needle.lower())
    entries = sorted(glossary.entries, key=lambda e: fold(e.term.lower()))
    shown = [e for e in entries if not key or any(key in fold(f.lower()) for f in e.forms)]
    st.caption(f"{len(shown)} terme{'s' if len(shown) > 1 else ''} sur {len(entries)}")
    for e in shown:
        with st.container(border=True):
            st.markdown(f"**{e.term}**" + (f" — *{', '.join(e.english)}*" if e.english else ""))
            if e.variants:
                st.caption("Aussi : " + ", ".join(e.variants))
            if e.definition:
                st.write(e.definition)
            c.link_page("search", f"Chercher « {e.term} »", icon=":material/search:", q=e.term)
