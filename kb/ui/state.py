"""The app's shared state: the opened knowledge base and the pages of the navigation.

Every page imports this module (never ``kb.ui.main``, which only assembles the navigation,
and never another page). The knowledge base is opened once per server process and shared
by every session (``st.cache_resource``); it is read-only, so sessions never race on it.
When the cache must be built first, the first visitor sees a progress bar of the build
steps instead of a blank page.
"""

from __future__ import annotations

import os
from pathlib import Path

import streamlit as st
from streamlit.navigation.page import StreamlitPage

from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.userlib.folder import user_library_dir

# The st.Page objects of the navigation, by key ("search", "article"…): filled by
# ``kb.ui.main.run`` before a page runs, read by the links between pages.
PAGES: dict[str, StreamlitPage] = {}

# Session key: the module of the page the previous run of this session showed (set by the
# navigation after each page), so a page can tell a link to itself from an arrival.
LAST_PAGE = "kb_last_page"


def corpus_folder() -> Path:
    """The corpus the app serves: ``$KB_CORPUS`` (read here, at the app's edge), else the
    built-in ``corpus/``."""
    env = os.environ.get("KB_CORPUS")
    return Path(env) if env else DEFAULT_CORPUS


@st.cache_resource(show_spinner=False)
def _opened(corpus: str, library: str) -> KnowledgeBase:
    return KnowledgeBase(Path(corpus), library=Path(library))


def knowledge() -> KnowledgeBase:
    """The knowledge base, built first (with a progress bar) when the cache is missing."""
    kb = _opened(str(corpus_folder()), str(user_library_dir()))
    if kb.is_built():
        return kb
    try:
        with st.status("Préparation de la base de connaissances (première ouverture ou règlements changés)…", expanded=True) as status:
            bar = st.progress(0.0)

            def progress(step: str, rank: int, total: int) -> None:
                bar.progress(rank / total, text=f"Étape {rank + 1} sur {total} : {step}")

            kb.build(progress=progress)
            bar.progress(1.0, text="Terminé")
            status.update(label="Base de connaissances prête", state="complete", expanded=False)
    except KBError as exc:
        st.error(f"La base de connaissances n'a pas pu être construite : {exc}")
        st.stop()
    return kb
