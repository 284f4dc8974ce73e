"""The title of a heading set on the line below it: a bare number or a bare part's heading
(« CHAPITRE Ier », « TITRE III », a décret's way) over its title line — or, in a Word file
or a Markdown one, over a heading of the same level that is its title."""

from __future__ import annotations

import re

from kb.corpus.common import split_struck, strip_md_emphasis
from kb.corpus.generic_state import GenericState
from kb.corpus.layouts import LEGAL_HISTORY, TITLE
from kb.corpus.markdown import render_inline
from kb.corpus.parser_state import Draft, Line

# A title on the line below a bare number: short, capital first, no sentence punctuation,
# no leading number (another heading); a line the next one continues in lower case is the
# start of a sentence, not a title; nor Légifrance's history of the article (« Création … »).
_TITLE_BELOW = re.compile(rf"^(?!{LEGAL_HISTORY}){TITLE}$")
# A part's title may end with a point (the Journal officiel's « Chapitre 1er » over
# « Dispositions générales. »); a bare number's may not (it would be its rule's sentence).
_PART_TITLE_BELOW = re.compile(rf"^(?!{LEGAL_HISTORY}){TITLE}\.?$")


def title_below(state: GenericState, part: bool = False) -> Line | None:
    """The line below the current heading that is its title (``title_below``), if any;
    ``part``: the heading is a part's (« CHAPITRE Ier »)."""
    following = state.next_nonblank()
    if following is None or not (_PART_TITLE_BELOW if part else _TITLE_BELOW).match(following.text):
        return None
    if any(c.pattern.match(following.text) for c in state.levels if c.level.numbered and c.level.on == "line"):
        return None  # the next heading (« Article 2 »), not a title
    after = next((ln for ln in state.lines[following.n:] if not ln.blank), None)
    if after is not None and after.text[:1].islower():
        return None
    return following


def heading_below(state: GenericState, md_level: int) -> tuple[str, int] | None:
    """(title, last line) of the heading under a bare part's heading (« # TITRE III » over
    « # CONSEIL D'ADMINISTRATION », a Word file's two paragraphs of one style) that is its
    title: of the same level, next, a title (``_TITLE_BELOW``) no numbered level reads."""
    following = state.next_nonblank()
    block = state.headings.get(following.n) if following is not None else None
    if block is None or block.level != md_level:
        return None
    text = strip_md_emphasis(render_inline(block.inline)[0])
    if not _TITLE_BELOW.match(text) or any(c.pattern.match(text) for c in state.levels if c.level.numbered):
        return None
    return text, block.end


# A caption: one short line, a point at its end (« Constitution des lots. »), or a title
# with no mark at its end (« Dispositions générales », a regulator's layout: the caption the
# PDF of the same text gives its bare number as the title below, ``title_below``).
_CAPTION = re.compile(rf"^(?:[A-ZÀ-ÖØ-Ý][^.;:!?]*\.|{TITLE})$")
_CAPTION_WORDS = 14
# A book's untitled articles read their first lines as captions when this share of them has one.
_CAPTIONED = 0.6


def captions_as_titles(drafts: list[Draft]) -> None:
    """Légifrance's caption under an article's bare number (« Article 57-6 » over
    « Constitution des lots. » over the text): in a book whose untitled articles mostly open
    on a caption line — short, a point at its end, a blank line and more text after it —
    that line is their title (its struck words the struck title), whatever the format."""
    untitled = [d for d in drafts if d.article.numbered and d.article.kind != "part" and not d.article.title]
    captioned = [d for d in untitled if _caption(d)]
    if len(captioned) < 3 or len(captioned) < _CAPTIONED * len(untitled):
        return
    for d in captioned:
        current, struck = split_struck(d.body.pop(0).text)
        d.article.title, d.article.struck_title = current, " ".join(struck)


def _caption(d: Draft) -> bool:
    first = d.body[0] if d.body else None
    if first is None or first.n == d.heading.n or not first.gap_after or len(d.body) < 2:
        return False
    current = split_struck(first.text)[0]
    return bool(_CAPTION.match(current)) and len(current.split()) <= _CAPTION_WORDS
