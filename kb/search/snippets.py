"""Short HTML-safe snippets: the best passage of an article, matched words in ``<mark>``."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from kb.search.analysis import analyze_word, words

MAX_CHARS = 240
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")


@dataclass
class Passage:
    """A sentence (or line) of an article, its words' spans and terms."""

    text: str
    spans: list[tuple[int, int, tuple[str, ...]]]
    terms: frozenset[str]


def passages(texts: list[str]) -> list[Passage]:
    """The passages of an article's texts (text, then examples, then other wording)."""
    out = []
    for text in texts:
        for p in _SENTENCE_END.split(text or ""):
            p = p.strip() if p else ""
            if not p:
                continue
            spans = [(s, e, analyze_word(w.lower())) for w, s, e in words(p)]
            out.append(Passage(p, spans, frozenset(t for _, _, ts in spans for t in ts)))
    return out


def _crop(passage: str, spans: list[tuple[int, int]], max_chars: int) -> tuple[int, int]:
    """A window of at most ``max_chars`` around the densest group of matches."""
    if len(passage) <= max_chars:
        return 0, len(passage)
    best_start, best_count = 0, -1
    for s, _ in spans or [(0, 0)]:
        lo = max(0, s - max_chars // 4)
        count = sum(1 for a, b in spans if lo <= a and b <= lo + max_chars)
        if count > best_count:
            best_start, best_count = lo, count
    lo = best_start
    hi = min(len(passage), lo + max_chars)
    if hi == len(passage):
        lo = max(0, hi - max_chars)
    if lo > 0:  # start and end on word boundaries
        sp = passage.find(" ", lo)
        lo = sp + 1 if 0 <= sp < lo + 30 else lo
    if hi < len(passage):
        sp = passage.rfind(" ", lo, hi)
        hi = sp if sp > lo + max_chars // 2 else hi
    return lo, hi


def render(passage: Passage, terms: set[str], max_chars: int = MAX_CHARS) -> str:
    """One passage, cropped, HTML-escaped, with the words carrying ``terms`` marked."""
    text = passage.text
    spans = [(s, e) for s, e, ts in passage.spans if not terms.isdisjoint(ts)]
    lo, hi = _crop(text, spans, max_chars)
    out: list[str] = ["…" if lo > 0 else ""]
    pos = lo
    for s, e in spans:
        if s < lo or e > hi:
            continue
        out.append(html.escape(text[pos:s], quote=False))
        out.append(f"<mark>{html.escape(text[s:e], quote=False)}</mark>")
        pos = e
    out.append(html.escape(text[pos:hi], quote=False))
    if hi < len(text):
        out.append("…")
    return "".join(out).strip()


def best_snippet(items: list[Passage], terms: set[str], max_chars: int = MAX_CHARS) -> str:
    """The passage matching the most distinct ``terms`` (the first one on ties)."""
    best: Passage | None = None
    best_n = -1
    for p in items:
        n = len(p.terms & terms)
        if n > best_n:
            best, best_n = p, n
    return render(best, terms, max_chars) if best is not None else ""


def make_snippet(texts: list[str], terms: set[str], max_chars: int = MAX_CHARS) -> str:
    """The best passage of ``texts`` for ``terms``, HTML-escaped, matches in ``<mark>``."""
    return best_snippet(passages(texts), terms, max_chars)
