"""A user's layout profile tried pattern by pattern before the import reads with it.

A profile's regular expressions are the user's: one that backtracks without end
(« ^(a+)+$ » on a long line of « a » ending otherwise) hangs the reading. The import runs
in a child process (:mod:`kb.userlib.admission`, bounded in time by :mod:`kb.bounded`);
in the child's main thread each pattern of the profile is first tried alone on every line
of the text under a short timer (:mod:`kb.corpus.timelimit`), so that a pattern too slow
is named by its field (``level[0] (regle).pattern``, as the profile's checker names it)
rather than by the child's overall limit.
"""

from __future__ import annotations

import re

from kb.corpus.profile import Profile
from kb.corpus.timelimit import TooLong, time_limit

# A heading pattern tried on every line of a 5 000-line book takes milliseconds; one that
# backtracks without end takes years.
FIELD_SECONDS = 3.0


def pattern_fields(profile: Profile) -> list[tuple[str, str]]:
    """Every regular expression of ``profile`` with its field's name.

    >>> from kb.corpus.profile import Level
    >>> pattern_fields(Profile(levels=(Level(name="regle", pattern="^R (?P<number>\\\\d+)"),), toc_line=""))[:1]
    [('level[0] (regle).pattern', '^R (?P<number>\\\\d+)')]
    """
    out: list[tuple[str, str]] = []
    for i, level in enumerate(profile.levels):
        out.append((f"level[{i}] ({level.name}).pattern", level.pattern))
        if level.next_line and not level.next_line.startswith("@"):
            out.append((f"level[{i}] ({level.name}).next_line", level.next_line))
    out += [(f"body_headings[{i}]", p) for i, p in enumerate(profile.body_headings)]
    out += [("front_matter_end", profile.front_matter_end), ("toc_line", profile.toc_line)]
    out += [(f"furniture[{i}]", p) for i, p in enumerate(profile.furniture)]
    out += [(f"examples[{i}]", p) for i, p in enumerate(profile.examples)]
    return [(name, pattern) for name, pattern in out if pattern]


def slow_field(profile: Profile, lines: list[str], seconds: float = FIELD_SECONDS) -> str | None:
    """The first field whose pattern, tried alone on every line, takes more than
    ``seconds`` (main thread only: elsewhere the trial has no timer and says None)."""
    for name, pattern in pattern_fields(profile):
        compiled = re.compile(pattern)
        try:
            with time_limit(seconds):
                for line in lines:
                    compiled.search(line)
        except TooLong:
            return name
    return None


def too_slow(field: str) -> str:
    return (f"{field} : expression régulière trop lente sur ce texte (elle revient en arrière sans fin, "
            "comme « ^(a+)+$ ») : la simplifier")
