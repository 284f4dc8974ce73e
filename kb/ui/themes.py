"""Finding a theme from the players' words: « chrono », « relance incomplète », « tapis
incomplet » name themes whose titles say something else (« Temps de réflexion »…).

A theme matches by its own vocabulary (title, description, the expressions the topic
index looks for), by the glossary (a jargon word and its synonyms), and by the themes of
the articles a search finds for the words; the best first. Read-only and shared by every
session (``st.cache_resource``).
"""

from __future__ import annotations

import re

import streamlit as st

from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.text import fold
from kb.topics.taxonomy import load_taxonomy

MIN_LETTERS = 3  # a word shorter than this matches too much to mean a theme


@st.cache_resource(show_spinner=False)
def _vocabulary() -> dict[str, tuple[str, ...]]:
    """Each theme's words, folded: its label, description and the expressions the topic
    index looks for (``kb/data/topics.toml``; the built index keeps only the labels)."""
    return {
        t.id: tuple(fold(v) for v in (t.label, t.description, *t.patterns, *t.weak, *t.titles) if v)
        for t in load_taxonomy()
    }


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", fold(text)) if len(w) >= MIN_LETTERS]


def _jargon(kb: KnowledgeBase, needle: str) -> list[str]:
    """Every form of the glossary entries one of whose forms contains ``needle`` (or is
    contained in it): « chrono » → « chronomètre », « palier », « changement de niveau »…"""
    forms: list[str] = []
    for entry in kb.glossary.entries:
        folded = [fold(f) for f in entry.forms]
        if any(needle in f or (len(f) >= MIN_LETTERS + 1 and f in needle) for f in folded):
            forms.extend(folded)
    return forms


def find_themes(kb: KnowledgeBase, query: str, limit: int = 6) -> list[str]:
    """The ids of the themes that best match the players' words (at most ``limit``).

    ``find_themes(kb, "chrono")`` → ``["time_clock", …]``; fewer than three letters → [].
    """
    needle = fold(query).strip()
    if len(needle.replace(" ", "")) < MIN_LETTERS:
        return []
    vocab = {t: v for t, v in _vocabulary().items() if t in kb.topics.topics}
    words = _words(needle)
    scores: dict[str, float] = {}
    jargon = _jargon(kb, needle)
    for tid, terms in vocab.items():
        score = 0.0
        if any(needle in t for t in terms):
            score += 4 if needle in terms[0] else 3
        elif words and all(any(w in t for t in terms) for w in words):
            score += 2
        if jargon and any(j in t for j in jargon for t in terms[2:]):
            score += 1.5
        if score:
            scores[tid] = score
    # the themes of the articles a search finds (a question can span two themes)
    for rank, hit in enumerate(kb.search(query, limit=8).hits):
        try:
            links = kb.topics.topics_of(hit.id)
        except KBError:  # an article the topic index does not know
            continue
        for link in links:
            if link.role == "primary" and link.topic in vocab:
                scores[link.topic] = scores.get(link.topic, 0.0) + 1.0 / (rank + 1)
    ranked = sorted(scores, key=lambda t: (-scores[t], t))
    return ranked[:limit]
