"""Word diff: the word-level difference of two texts (difflib on word tokens) —
insertions, deletions, replacements, and which changes touch a number."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from kb.compare.tokens import has_number, is_word, join_tokens, token_key, tokens
from kb.model import Article, Library

Hunk = tuple[str, list[str], list[str]]


@dataclass
class DiffOp:
    """One step of a word diff: ``equal``, ``insert`` (only in B), ``delete`` (only in A) or
    ``replace``; ``numbers`` is set when the change touches a number ("30" → "25", "première"
    → "dernière")."""

    op: str
    a: str
    b: str
    numbers: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"op": self.op, "a": self.a, "b": self.b, "numbers": self.numbers}

    @property
    def substantive(self) -> bool:
        """False for a change of punctuation, quotes or letter case only."""
        wa = [token_key(t) for t in tokens(self.a) if is_word(t)]
        wb = [token_key(t) for t in tokens(self.b) if is_word(t)]
        return wa != wb

    def describe(self) -> str:
        if self.op == "replace":
            return f"« {self.a} » → « {self.b} »"
        if self.op == "insert":
            return f"+ « {self.b} »"
        if self.op == "delete":
            return f"− « {self.a} »"
        return self.a


@dataclass
class WordDiff:
    a: str
    b: str
    ops: list[DiffOp]
    similarity: float  # difflib ratio on word tokens
    shared: float  # share of the shorter text found in the other

    @property
    def changes(self) -> list[DiffOp]:
        return [op for op in self.ops if op.op != "equal"]

    @property
    def numbers_changed(self) -> bool:
        return any(op.numbers for op in self.ops)

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "similarity": round(self.similarity, 3),
            "shared": round(self.shared, 3),
            "numbers_changed": self.numbers_changed,
            "ops": [op.to_dict() for op in self.ops],
        }


def diff_texts(text_a: str, text_b: str, a: str = "A", b: str = "B") -> WordDiff:
    """Word-level diff of two texts.

    >>> [op.describe() for op in diff_texts("30 secondes", "25 secondes").changes]
    ['« 30 » → « 25 »']
    """
    ta, tb = tokens(text_a), tokens(text_b)
    ka, kb_ = [token_key(t) for t in ta], [token_key(t) for t in tb]
    sm = difflib.SequenceMatcher(None, ka, kb_, autojunk=False)
    raw: list[Hunk] = [(tag, ta[i1:i2], tb[j1:j2]) for tag, i1, i2, j1, j2 in sm.get_opcodes()]
    ops: list[DiffOp] = []
    for tag, sa, sb in _merge_small_equals(raw):
        numbers = tag != "equal" and (has_number(sa) or has_number(sb))
        ops.append(DiffOp(tag, join_tokens(sa), join_tokens(sb), numbers))
    matched = sum(block.size for block in sm.get_matching_blocks())
    shorter = min(len(ka), len(kb_)) or 1
    return WordDiff(a, b, ops, sm.ratio(), matched / shorter)


def _merge_small_equals(hunks: list[Hunk], max_words: int = 2) -> list[Hunk]:
    """Fold an equal run of at most ``max_words`` words lying between two changes into one
    change, so that a rewritten sentence reads as one replacement rather than a scatter of
    fragments around "la" and "de"."""
    out: list[Hunk] = []
    for hunk in hunks:
        out.append(hunk)
        while len(out) >= 3:
            (t1, a1, b1), (t2, a2, b2), (t3, a3, b3) = out[-3:]
            n_words = sum(1 for t in a2 if is_word(t))
            if t1 != "equal" and t3 != "equal" and t2 == "equal" and n_words <= max_words:
                out[-3:] = [("replace", a1 + a2 + a3, b1 + b2 + b3)]
            else:
                break
    return [(("insert" if not a else "delete" if not b else t) if t != "equal" else t, a, b) for t, a, b in out]


def word_diff(library: Library, a: str, b: str) -> WordDiff:
    """Word-level diff of two articles' current wording (title included)."""
    art_a, art_b = library.get(a), library.get(b)
    return diff_texts(_article_text(art_a), _article_text(art_b), a, b)


def _article_text(article: Article) -> str:
    return f"{article.title}\n{article.text}" if article.title else article.text
