"""The Streamlit app: navigation and the shared, cached knowledge base.

Each page is a function in its own module of ``kb/ui/``; ``run()`` wires them with
``st.navigation``. The knowledge base is loaded once per server process
(``st.cache_resource``), with a visible progress indicator when it must be built first.
"""

from __future__ import annotations

import streamlit as st

from kb.build import ensure_built, load_kb_library
from kb.model import Library


@st.cache_resource(show_spinner=False)
def _library_cached() -> Library:
    return load_kb_library()


def get_library() -> Library:
    """The compiled library; builds the cache first (with a progress bar) when needed."""
    from kb.build import STAMP, build_key, cache_root

    if not (cache_root() / build_key() / STAMP).exists():
        with st.status("Préparation de la base de connaissances…", expanded=True) as status:
            ensure_built(progress=lambda step: status.write(f"… {step}"))
            status.update(label="Base de connaissances prête", state="complete", expanded=False)
    return _library_cached()


def run() -> None:
    st.set_page_config(page_title="Règlements de poker", page_icon="♠", layout="wide")
    from kb.ui import books

    pages = [
        st.Page(books.page, title="Règlements", icon="📚", url_path="reglements", default=True),
    ]
    nav = st.navigation(pages)
    nav.run()
