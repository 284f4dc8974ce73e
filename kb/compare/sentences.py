"""Sentence-level differences: what differs between two texts, sentence by sentence (each
sentence of A paired with its most similar sentence of B, then word-diffed)."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from kb.compare.tokens import has_number, is_word, token_key, tokens
from kb.compare.worddiff import DiffOp, diff_texts
from kb.quotes import normalize_quote

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[^\s])|\n+")


def sentences(text: str) -> list[str]:
    """The sentences of a text (also split at line breaks and semicolons).

    >>> sentences("Le time est appelé. Il a 30 secondes ; puis 10.")
    ['Le time est appelé.', 'Il a 30 secondes ;', 'puis 10.']
    """
    parts = _SENTENCE_END.split(unicodedata.normalize("NFC", text))
    return [normalize_quote(p) for p in parts if re.search(r"\w", p)]


@dataclass
class SentenceChange:
    """A sentence of A rewritten in B (``changed``, with its word changes), or found in only
    one of the two texts (``only_a`` / ``only_b``)."""

    kind: str
    a: str
    b: str
    ops: list[DiffOp] = field(default_factory=list)

    @property
    def numbers(self) -> bool:
        return any(op.numbers for op in self.ops) or (
            self.kind != "changed" and has_number(tokens(self.a or self.b))
        )

    @property
    def weight(self) -> int:
        """How many words the change touches (to show the biggest changes first)."""
        if self.kind != "changed":
            return sum(1 for t in tokens(self.a or self.b) if is_word(t))
        return sum(
            sum(1 for t in tokens(op.a + " " + op.b) if is_word(t))
            for op in self.ops
            if op.op != "equal" and op.substantive
        )

    def describe(self, clip: int = 160) -> str:
        if self.kind == "only_a":
            return f"− « {_clip(self.a, clip)} »"
        if self.kind == "only_b":
            return f"+ « {_clip(self.b, clip)} »"
        return " ; ".join(op.describe() for op in self.ops if op.op != "equal" and op.substantive)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "a": self.a, "b": self.b, "changes": [op.to_dict() for op in self.ops if op.op != "equal"]}


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def _pairs(ka: list[list[str]], kb_: list[list[str]], threshold: float) -> dict[int, int]:
    """Each sentence of A → its most similar sentence of B (ratio ≥ ``threshold``), the
    most similar pairs first, each sentence of B used once."""
    scored: list[tuple[float, int, int]] = []
    for i, x in enumerate(ka):
        for j, y in enumerate(kb_):
            sm = difflib.SequenceMatcher(None, x, y, autojunk=False)
            if sm.real_quick_ratio() >= threshold and sm.quick_ratio() >= threshold:
                r = sm.ratio()
                if r >= threshold:
                    scored.append((r, i, j))
    scored.sort(key=lambda t: (-t[0], t[1], t[2]))
    pair_of_a: dict[int, int] = {}
    used_b: set[int] = set()
    for _r, i, j in scored:
        if i not in pair_of_a and j not in used_b:
            pair_of_a[i] = j
            used_b.add(j)
    return pair_of_a


def sentence_changes(text_a: str, text_b: str, threshold: float = 0.4) -> list[SentenceChange]:
    """What differs between two texts, sentence by sentence: each sentence of A is paired
    with its most similar sentence of B (word tokens, ratio ≥ ``threshold``); paired
    sentences that differ are word-diffed, the others are reported as only in A or in B."""
    sa, sb = sentences(text_a), sentences(text_b)
    ka = [[token_key(t) for t in tokens(x)] for x in sa]
    kb_ = [[token_key(t) for t in tokens(x)] for x in sb]
    pair_of_a = _pairs(ka, kb_, threshold)
    used_b = set(pair_of_a.values())
    out: list[SentenceChange] = []
    for i, sent in enumerate(sa):
        if i not in pair_of_a:
            out.append(SentenceChange("only_a", sent, ""))
            continue
        other = pair_of_a[i]
        if ka[i] == kb_[other]:
            continue
        d = diff_texts(sent, sb[other])
        if any(op.substantive for op in d.changes):
            out.append(SentenceChange("changed", sent, sb[other], d.ops))
    out += [SentenceChange("only_b", "", y) for j, y in enumerate(sb) if j not in used_b]
    return out
