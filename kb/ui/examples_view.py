"""The worked examples' results as the pages show them (Article, Exemples et simulateur).

A result comes from the build (``KnowledgeBase.example_results``): the engine ran the
example under its book's rules and PokerKit cross-checked it; a page only displays it.
"""

from __future__ import annotations

import streamlit as st

from kb.engine.examples import ExampleResult
from kb.model import Library
from kb.ui import components as c

STATUS_FR = {"pass": "conforme", "erratum": "erratum du livre", "fail": "désaccord"}
STATUS_BADGE = {"pass": ":green-badge[conforme]", "erratum": ":orange-badge[erratum du livre]", "fail": ":red-badge[désaccord]"}


def results_for(results: list[ExampleResult], article_id: str) -> list[ExampleResult]:
    """The results of the examples of one article, in the data's order."""
    return [r for r in results if r.article == article_id]


def render_example_result(library: Library, r: ExampleResult, *, show_article: bool = False, with_label: bool = True) -> None:
    """One engine verdict: status, what the book says, what the engine finds."""
    head = (f"**{r.label}** — " if with_label else "") + f"Moteur : {STATUS_BADGE.get(r.status, r.status)}"
    if r.pokerkit in ("agree", "disagree"):
        head += " · PokerKit : " + ("d'accord" if r.pokerkit == "agree" else "en désaccord")
    st.markdown(head)
    if show_article:
        c.link_article(library, r.article)
    if r.quote:
        st.markdown(f"> {r.quote}")
    if r.note:
        st.caption(r.note)
    if r.pokerkit == "disagree" and r.pokerkit_note:
        st.caption(f"PokerKit : {r.pokerkit_note}")
    exp = ", ".join(f"{k} = {v}" for k, v in r.expected.items())
    act = ", ".join(f"{k} = {v}" for k, v in r.actual.items())
    st.caption(f"attendu : {exp} · moteur : {act}")
