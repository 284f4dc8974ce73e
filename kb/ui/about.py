"""Page « À propos »: the books (versions, sources, article counts) and the corpus health
report (conservation of the source lines, references that do not resolve)."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from kb.corpus.health import library_health
from kb.model import Library
from kb.ui import components as c
from kb.ui.state import knowledge


@st.cache_data(show_spinner=False)
def _health_rows(_library: Library, key: str, corpus: Path) -> list[dict[str, object]]:
    return [
        {
            "book": h.book,
            "articles": h.articles,
            "source_lines": h.source_lines,
            "coverage": h.coverage,
            "lost": len(h.lost_lines),
            "duplicated": len(h.duplicated_lines),
            "unfaithful": len(h.unfaithful_lines),
            "empty": list(h.empty_articles),
            "unresolved": [f"{a} : « {raw} » (ligne {line})" for a, raw, line in h.unresolved_refs],
            "errors": list(h.structural_errors),
        }
        for h in library_health(_library, corpus)
    ]


def page() -> None:
    kb = knowledge()
    library = kb.library
    st.title("À propos")
    st.write(
        "Base de connaissances de cinq règlements de poker en français : chercher une règle pendant "
        "un litige, comparer les règlements, écrire un règlement maison. Les textes sont repris tels "
        "qu'ils ont été reçus, sans rien perdre (voir « Santé du corpus » ci-dessous)."
    )
    st.subheader("Les règlements")
    for book in library.books.values():
        m = book.meta
        with st.container(border=True):
            st.markdown(f"{c.badge_html(library, m.id)} **{c.text(m.title, limit=300)}**", unsafe_allow_html=True)
            date = f" ({m.date})" if m.date and m.date != m.version else ""
            st.caption(
                f"{m.publisher} · version {m.version}{date} · {c.KINDS.get(m.kind, m.kind)} · "
                f"{len(book.articles)} articles"
            )
            if m.description:
                st.write(m.description)
            c.link_page("books", "Lire ce règlement", icon=":material/menu_book:", book=m.id)
    st.subheader("Santé du corpus")
    key = "|".join(f"{b.id}:{b.source_sha256}:{len(b.articles)}" for b in library.books.values())
    rows = _health_rows(library, key, kb.corpus)
    st.dataframe(
        [
            {
                "Règlement": library.book_name(r["book"]),  # type: ignore[arg-type]
                "Articles": r["articles"],
                "Lignes source": r["source_lines"],
                "Couverture": f"{float(r['coverage']) * 100:.1f} %",  # type: ignore[arg-type]
                "Lignes perdues": r["lost"],
                "En double": r["duplicated"],
                "Renvois non résolus": len(r["unresolved"]),  # type: ignore[arg-type]
            }
            for r in rows
        ],
        hide_index=True,
        use_container_width=True,
    )
    for r in rows:
        problems = list(r["errors"]) + list(r["unresolved"])  # type: ignore[call-overload]
        if problems:
            with st.expander(f"{library.book_name(str(r['book']))} : {len(problems)} point(s) à vérifier"):
                for p in problems:
                    st.markdown(f"- {p}")
    st.caption("Le même rapport s'obtient en ligne de commande avec `kb check`.")
