"""The worked examples' results as the pages show them (Article, Exemples et simulateur).

A result comes from the build (``KnowledgeBase.example_results``): the engine ran the
example under its book's rules and PokerKit cross-checked it; a page only displays it.
"""

from __future__ import annotations

import streamlit as st

from kb.bookhtml import clean_markdown
from kb.engine.chips.state import ACTION_FR
from kb.engine.examples import ExampleResult
from kb.engine.messages import fr, outcome_labels, yes_no
from kb.model import Library
from kb.ui import components as c

STATUS_FR = {"pass": "conforme", "erratum": "erratum du livre", "fail": "désaccord"}
STATUS_BADGE = {"pass": ":green-badge[conforme]", "erratum": ":orange-badge[erratum du livre]", "fail": ":red-badge[désaccord]"}


def _value_fr(key: str, value: object) -> str:
    """``True`` → "oui", ``[2400, 400]`` → "2 400 et 400", ``"raise"`` → "relance",
    ``{"SB": 100}`` → "100 (SB)", ``""`` → "personne" (no player holds it)."""
    if isinstance(value, bool):
        return yes_no(value)
    if isinstance(value, int):
        return fr(value)
    if isinstance(value, dict):
        return ", ".join(f"{_value_fr(key, v)} ({k})" for k, v in value.items()) or "personne"
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, list | tuple) for v in value):  # one list per pot
            return " ; ".join(_value_fr(key, v) for v in value)
        items = [_value_fr(key, v) for v in value]
        return " et ".join([", ".join(items[:-1]), items[-1]]) if len(items) > 1 else "".join(items) or "personne"
    if key == "action":
        return ACTION_FR.get(str(value), str(value))
    return str(value) or "personne"


def outcome_fr(outcome: dict[str, object]) -> str:
    """An outcome in words: ``{"action": "raise", "to": 1200}`` → "décision : relance, total : 1 200"."""
    labels = outcome_labels()
    return ", ".join(f"{labels.get(k, k)} : {_value_fr(k, v)}" for k, v in outcome.items())


def results_for(results: list[ExampleResult], article_id: str) -> list[ExampleResult]:
    """The results of the examples of one article, in the data's order."""
    return [r for r in results if r.article == article_id]


def example_result_markdown(r: ExampleResult, *, with_label: bool = True) -> tuple[str, str]:
    """One engine verdict as two pieces of Markdown for ``unsafe_allow_html``: the verdict
    line (status, PokerKit's) and the rest (the book's quote, the notes, what the book says
    and what the engine finds, the last in caption style). One element for the browser to
    draw instead of five: a page of examples costs the phone a few milliseconds an element.
    The example data's texts are made harmless as the books' wording is."""
    head = (f"**{clean_markdown(r.label)}** — " if with_label else "") + f"Moteur : {STATUS_BADGE.get(r.status, r.status)}"
    if r.pokerkit in ("agree", "disagree"):
        head += " · PokerKit : " + ("d'accord" if r.pokerkit == "agree" else "en désaccord")
    notes = [r.note] if r.note else []
    if r.pokerkit == "disagree" and r.pokerkit_note:
        notes.append(f"PokerKit : {r.pokerkit_note}")
    notes.append(f"Le livre : {outcome_fr(r.expected)} · le moteur : {outcome_fr(r.actual)}")
    rest = [f"> {clean_markdown(r.quote)}"] if r.quote else []
    rest += [f'<div class="kb-note">\n\n{clean_markdown(n)}\n\n</div>' for n in notes]
    return head, "\n\n".join(rest)


def render_example_result(library: Library, r: ExampleResult, *, show_article: bool = False, with_label: bool = True) -> None:
    """One engine verdict: status, what the book says, what the engine finds (and, with
    ``show_article``, a link to the example's article after the verdict)."""
    head, rest = example_result_markdown(r, with_label=with_label)
    if show_article:
        st.markdown(head)
        c.link_article(library, r.article)
        st.markdown(rest, unsafe_allow_html=True)
    else:
        st.markdown(f"{head}\n\n{rest}", unsafe_allow_html=True)
