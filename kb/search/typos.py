"""Typo distance of the query's words: an edit distance with transpositions, the deletions
that index the known words (symmetric delete) and how many edits a word's length allows."""

from __future__ import annotations


def edit_distance(a: str, b: str, limit: int) -> int:
    """Edit distance with adjacent transpositions ("tapsi" → "tapis" is one edit), or
    ``limit + 1`` as soon as it exceeds ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                v = min(v, prev2[j - 2] + 1)
            cur[j] = v
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def deletes(word: str, depth: int) -> set[str]:
    """Every string obtained by deleting up to ``depth`` letters of ``word``."""
    out = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        out |= frontier
    return out


def max_typos(word: str) -> int:
    """Edit distance allowed for a word of this length (0: too short to correct)."""
    n = len(word)
    return 0 if n < 4 else 1 if n < 8 else 2
