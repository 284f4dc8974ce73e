"""Page furniture: the lines of a book that are no part of its text — running headers and
footers, page numbers, table-of-contents lines — found before the generic parser's run
(``kb.corpus.generic``), which sets them apart in the front matter.

>>> from kb.corpus.parser_state import Line
>>> lines = [Line(1, "Objet ........ 3", "Objet ........ 3", True, True), Line(2, "- 2 -", "- 2 -", True, True)]
>>> sorted(furniture_lines(lines, Profile()))
[1, 2]
"""

from __future__ import annotations

import re
from collections import Counter

from kb.corpus.parser_state import Line
from kb.corpus.profile import PAGE_NUMBER, Profile


def furniture_lines(lines: list[Line], profile: Profile) -> set[int]:
    """Numbers of the lines that are page furniture: the profile's patterns, page numbers,
    table-of-contents lines, and short lines repeated ``repeated_lines`` times or more."""
    patterns = [re.compile(p) for p in profile.furniture]
    if profile.page_numbers:
        patterns.append(re.compile(PAGE_NUMBER))
    if profile.toc_line:
        patterns.append(re.compile(profile.toc_line))
    found = {ln.n for ln in lines if ln.text and any(p.match(ln.text) for p in patterns)}
    if profile.repeated_lines:
        counts = Counter(ln.text for ln in lines if ln.text and len(ln.text) <= 80)
        headings = [re.compile(lv.pattern) for lv in profile.levels if lv.numbered]
        examples = [re.compile(p) for p in profile.examples]
        repeated = {
            t for t, c in counts.items()
            if c >= profile.repeated_lines and not any(p.match(t) for p in headings + examples)
        }
        found |= {ln.n for ln in lines if ln.text in repeated}
    return found
